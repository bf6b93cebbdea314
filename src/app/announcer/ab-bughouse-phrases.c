/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-bughouse-phrases.c — the doorgeefschaak window's sentences: English msgids in the
 * "spoken" context, translated by the announcement language's catalog. */
#include "ab-bughouse-phrases.h"

#include <glib/gi18n.h>

#include "ab-phrases.h"
#include "ab-speech-catalog.h"

static const char *const phrases[AB_BH_PHRASE_COUNT] = {
  /* TRANSLATORS: %s: board, %s: colour, %s: the move. */
  [AB_BH_PHRASE_MOVE] = NC_ ("spoken", "%s: %s: %s."),
  /* TRANSLATORS: %s: piece, %s: colour, %s: board. */
  [AB_BH_PHRASE_PASSED] = NC_ ("spoken", "%s passes to %s, %s."),
  [AB_BH_PHRASE_NEW] = NC_ ("spoken", "New bughouse match on two boards. F6 switches boards."),
  /* TRANSLATORS: %d: moves on both boards. */
  [AB_BH_PHRASE_RESUMED] = NC_ ("spoken", "Bughouse match resumed after %d moves."),
  /* TRANSLATORS: %s: board, %s: colour, %s: the pieces. */
  [AB_BH_PHRASE_RESERVE] = NC_ ("spoken", "%s, %s has in reserve: %s."),
  /* TRANSLATORS: %s: board, %s: colour. */
  [AB_BH_PHRASE_RESERVE_EMPTY] = NC_ ("spoken", "%s, %s has nothing in reserve."),
  /* TRANSLATORS: %s: board, %s: White's time, %s: Black's time. */
  [AB_BH_PHRASE_CLOCKS] = NC_ ("spoken", "%s, clocks: White %s, Black %s."),
  /* TRANSLATORS: %s: board, %s: colour. */
  [AB_BH_PHRASE_TO_MOVE] = NC_ ("spoken", "%s: %s to move."),
  /* TRANSLATORS: %s: board, %s: colour: no move now, waits for a piece. */
  [AB_BH_PHRASE_WAITING] = NC_ ("spoken", "%s: %s cannot move and waits for a piece."),
  /* TRANSLATORS: %s: board, %s: colour. */
  [AB_BH_PHRASE_CHECK_WAITING] = NC_ ("spoken",
      "%s: %s is in check and waits for a piece to place between."),
  /* TRANSLATORS: %s: board, %s: why. */
  [AB_BH_PHRASE_REFUSED] = NC_ ("spoken", "%s: %s"),
  /* TRANSLATORS: %s: board. */
  [AB_BH_PHRASE_GAME_OVER] = NC_ ("spoken", "%s: The game is over."),
  /* TRANSLATORS: %s: board, %s: ending. */
  [AB_BH_PHRASE_WHITE_WINS] = NC_ ("spoken", "%s: White wins, %s."),
  /* TRANSLATORS: %s: board, %s: ending. */
  [AB_BH_PHRASE_BLACK_WINS] = NC_ ("spoken", "%s: Black wins, %s."),
  /* TRANSLATORS: %s: board, %s: ending. */
  [AB_BH_PHRASE_DRAWN] = NC_ ("spoken", "%s: draw, %s."),
  /* TRANSLATORS: %s: team 1's points, %s: team 2's. */
  [AB_BH_PHRASE_MATCH_OVER] = NC_ ("spoken", "Match over. Team one %s, team two %s."),
  /* TRANSLATORS: %s: board, %s: colour. */
  [AB_BH_PHRASE_FLAG_FELL] = NC_ ("spoken", "%s: %s's flag has fallen."),
  /* TRANSLATORS: %s: board, %s: piece: pick a square. */
  [AB_BH_PHRASE_PLACE_CHOSEN] = NC_ ("spoken", "%s: %s to place. Choose a square."),
  /* TRANSLATORS: %s: piece, %s: square. */
  [AB_BH_PHRASE_PICKED_UP] = NC_ ("spoken", "%s %s picked up."),
  [AB_BH_PHRASE_PUT_BACK] = NC_ ("spoken", "Put back."),
  /* TRANSLATORS: a square of a doorgeefschaak board holding a promoted pawn: %s is the
   * square and the piece it moves as ("Felix sieben, weiße Dame") */
  [AB_BH_PHRASE_PROMOTED_CELL] = NC_ ("spoken", "%s, promoted pawn"),
  /* TRANSLATORS: %s: board, %s: colour of the piece. */
  [AB_BH_PHRASE_NOT_ON_MOVE] = NC_ ("spoken", "%s: %s is not to move."),
  /* TRANSLATORS: %s: board, %s: colour, %s: piece. */
  [AB_BH_PHRASE_NONE_IN_RESERVE] = NC_ ("spoken", "%s: %s has no %s in reserve."),
  /* TRANSLATORS: %s: file. */
  [AB_BH_PHRASE_SAVED] = NC_ ("spoken", "Saved as %s."),
  /* TRANSLATORS: %s: why. */
  [AB_BH_PHRASE_SAVE_FAILED] = NC_ ("spoken", "Not saved: %s"),
  [AB_BH_PHRASE_NOT_SAVED] = NC_ ("spoken", "The move could not be saved and does not count."),
  /* TRANSLATORS: %s: what: press again. */
  [AB_BH_PHRASE_CONFIRM] = NC_ ("spoken", "%s? Press the same key again to confirm."),
  [AB_BH_PHRASE_ACT_NEW] = NC_ ("spoken", "New bughouse match"),
  /* TRANSLATORS: %s: board, %s: colour. */
  [AB_BH_PHRASE_ACT_RESIGN] = NC_ ("spoken", "%s: %s resigns"),
  /* TRANSLATORS: %s: board, %s: colour, %s: the move. */
  [AB_BH_PHRASE_LAST_MOVE] = NC_ ("spoken", "%s, last move, %s: %s."),
  /* TRANSLATORS: %s: board. */
  [AB_BH_PHRASE_NO_MOVE_YET] = NC_ ("spoken", "%s: no move yet."),
  /* TRANSLATORS: %s: board, %s: colour: who "I" am. */
  [AB_BH_PHRASE_SEAT] = NC_ ("spoken", "I play %s, %s."),
  [AB_BH_PHRASE_KEYS] = NC_ ("spoken",
      "Keys: F6 other board, Control B board, Control L move line. On the board: arrows walk, "
      "Enter picks up and puts down, Escape puts back, K Q R B N P jump to the pieces of the side "
      "to move, with Shift of the other side. Alt R your reserve, Alt P your "
      "partner's, Alt O your opponent's. Alt T clocks, Alt W whose move, Alt L last move. Control "
      "S save, Control E export this board, Control Shift L claim the flag, Control Shift R resign, "
      "Control Shift N new match. "
      "Control Shift O offer a draw, Y accept it. Article 8: Control Shift I record an illegal "
      "move, K restart the clock, G let it stand, X twice game lost."),
  [AB_BH_PHRASE_ILLEGAL_HINT] = NC_ ("spoken",
      "If it was made over the board, Ctrl+Shift+I records it, article 8."),
  /* TRANSLATORS: %s: board, %s: colour, %s: the move, %s: opponent. */
  [AB_BH_PHRASE_ILLEGAL_MADE] = NC_ ("spoken",
      "%s: %s: %s, illegal, article 8. %s may restart the clock, Ctrl+Shift+K, or let the move "
      "stand, Ctrl+Shift+G."),
  /* TRANSLATORS: %s: board, %s: colour of the offender. */
  [AB_BH_PHRASE_ILLEGAL_PENDING] = NC_ ("spoken",
      "%s: illegal move by %s, article 8: restart the clock Ctrl+Shift+K, let it stand "
      "Ctrl+Shift+G."),
  /* TRANSLATORS: %s: board: no refused move to record. */
  [AB_BH_PHRASE_NOTHING_REFUSED] = NC_ ("spoken", "%s: no refused move to record."),
  /* TRANSLATORS: %s: board, %s: the move, %s: colour of the offender. */
  [AB_BH_PHRASE_RESTARTED] = NC_ ("spoken",
      "%s, article 8C: %s taken back. %s replaces it with a legal move."),
  /* TRANSLATORS: %s: piece, %s: colour, %s: board. */
  [AB_BH_PHRASE_BACK_RESERVE] = NC_ ("spoken",
      "Article 8E: %s comes back from the reserve of %s, %s."),
  /* TRANSLATORS: %s: piece, %s: square, %s: board. */
  [AB_BH_PHRASE_BACK_BOARD] = NC_ ("spoken", "Article 8E: %s taken back from %s, %s."),
  /* TRANSLATORS: %s: board, %s: colour, %s: piece, %s: the other board. */
  [AB_BH_PHRASE_SQUARE_NEEDED] = NC_ ("spoken",
      "%s, article 8E: %s has no %s left in reserve. Choose the square on %s to take it from."),
  /* TRANSLATORS: %s: board, %s: colour of the offender. */
  [AB_BH_PHRASE_STOOD] = NC_ ("spoken", "%s, article 8C: %s's illegal move stands."),
  /* TRANSLATORS: %s: board, %s: colour. */
  [AB_BH_PHRASE_ACT_FORFEIT] = NC_ ("spoken", "%s: game lost for %s for illegal moves, article 8F"),
  /* TRANSLATORS: %s: board. */
  [AB_BH_PHRASE_FORFEITED] = NC_ ("spoken", "%s, article 8F: the arbiter's decision."),
  /* TRANSLATORS: %s: board, %s: colour offering, %s: colour to accept. */
  [AB_BH_PHRASE_DRAW_OFFERED] = NC_ ("spoken",
      "%s: %s offers a draw. Ctrl+Shift+Y accepts for %s."),
  /* TRANSLATORS: %s: board. */
  [AB_BH_PHRASE_DRAW_AGREED] = NC_ ("spoken", "%s, article 11C: draw agreed."),
  /* TRANSLATORS: %s: board. */
  [AB_BH_PHRASE_NO_DRAW_OFFER] = NC_ ("spoken", "%s: no draw is offered."),
  /* TRANSLATORS: %s: board, %s: square. */
  [AB_BH_PHRASE_PROMOTE_ASK] = NC_ ("spoken",
      "%s: promotion on %s. Choose queen, rook, bishop or knight."),
  [AB_BH_PHRASE_PROMOTE_CANCELLED] = NC_ ("spoken", "Promotion cancelled."),
  [AB_BH_PHRASE_SETUP] = NC_ ("spoken",
      "New bughouse match: choose the four players' names and the time control, Enter starts."),
  /* TRANSLATORS: the four players' names: %s %s White and Black on board one, %s %s on board
     two; %s: the time control. */
  [AB_BH_PHRASE_PLAYERS] = NC_ ("spoken",
      "Board one: White %s, Black %s. Board two: White %s, Black %s. Time control %s."),
  /* TRANSLATORS: %s: time per player. */
  [AB_BH_PHRASE_TIME] = NC_ ("spoken", "%s each"),
  /* TRANSLATORS: %s: time per player, %d: seconds a move. */
  [AB_BH_PHRASE_TIME_BONUS] = NC_ ("spoken", "%s each, %d seconds a move"),
  /* TRANSLATORS: %s: how long the program was down. */
  [AB_BH_PHRASE_DOWNTIME_ASK] = NC_ ("spoken",
      "The match was interrupted for %s. Enter resumes with the clocks as they were; the second "
      "button charges the time to the running clocks."),
  /* TRANSLATORS: %s: how long. */
  [AB_BH_PHRASE_DOWNTIME_CHARGED] = NC_ ("spoken", "Downtime of %s charged."),
  [AB_BH_PHRASE_DOWNTIME_KEPT] = NC_ ("spoken", "Clocks as they were, downtime not charged."),
};

/* An unknown language speaks German, as ab-phrases.c does. */
static AbLanguage
lang_index (AbLanguage lang)
{
  return (unsigned) lang <= AB_LANG_EN ? lang : AB_LANG_DE;
}

char *
ab_bughouse_phrase (AbLanguage lang, AbBughousePhrase phrase, ...)
{
  va_list args;
  char *text;

  g_return_val_if_fail ((unsigned) phrase < AB_BH_PHRASE_COUNT, g_strdup (""));

  va_start (args, phrase);
  text = ab_phrase_vformat (lang, phrases[phrase], args);
  va_end (args);
  return text;
}

const char *
ab_bughouse_phrase_board (AbLanguage lang, AbBughouseBoard board)
{
  static const char *const names[2] = {
    NC_ ("spoken", "Board one"),
    NC_ ("spoken", "Board two"),
  };

  return ab_phrase_spoken (lang, names[board == AB_BOARD_B]);
}

const char *
ab_bughouse_phrase_ending (AbLanguage lang, AbBughouseEnding ending)
{
  static const char *const words[] = {
    [AB_BUGHOUSE_ENDING_NONE] = NULL,
    /* TRANSLATORS: how a game ended (art. 11), said after "White wins, " or "draw, ". */
    [AB_BUGHOUSE_ENDING_CHECKMATE] = NC_ ("spoken", "checkmate"),
    [AB_BUGHOUSE_ENDING_FLAG] = NC_ ("spoken", "flag fallen"),
    [AB_BUGHOUSE_ENDING_REFUSED_RULES] = NC_ ("spoken", "rules refused"),
    [AB_BUGHOUSE_ENDING_RESIGNATION] = NC_ ("spoken", "resignation"),
    [AB_BUGHOUSE_ENDING_AGREEMENT] = NC_ ("spoken", "agreed"),
    [AB_BUGHOUSE_ENDING_BOTH_FLAGS] = NC_ ("spoken", "both flags fallen"),
    [AB_BUGHOUSE_ENDING_FLAG_CANNOT_MATE] = NC_ ("spoken", "flag fallen, opponent cannot mate"),
    [AB_BUGHOUSE_ENDING_THIRTY_MOVES] = NC_ ("spoken", "30 moves"),
    [AB_BUGHOUSE_ENDING_ILLEGAL_MOVES] = NC_ ("spoken", "illegal moves"),
  };

  if ((unsigned) ending >= G_N_ELEMENTS (words) || !words[ending])
    return "";
  return ab_phrase_spoken (lang, words[ending]);
}

/* The piece's name after a count: the count's plural form. */
static const char *
count_name (AbLanguage lang, AbPieceType type, int count)
{
  unsigned long n = count == 1 ? 1 : 2;

  lang = lang_index (lang);
  switch (type)
    {
    case AB_PAWN:
      /* TRANSLATORS: a reserve's pieces after their count: "2 pawns, 1 knight". */
      return ab_spoken_npgettext (lang, "spoken", "pawn", "pawns", n);
    case AB_KNIGHT:
      return ab_spoken_npgettext (lang, "spoken", "knight", "knights", n);
    case AB_BISHOP:
      return ab_spoken_npgettext (lang, "spoken", "bishop", "bishops", n);
    case AB_ROOK:
      return ab_spoken_npgettext (lang, "spoken", "rook", "rooks", n);
    default:
      return ab_spoken_npgettext (lang, "spoken", "queen", "queens", n);
    }
}

char *
ab_bughouse_phrase_count (AbLanguage lang, AbPieceType type, int count)
{
  if (type < AB_PAWN || type > AB_QUEEN)
    return g_strdup ("");
  return g_strdup_printf ("%d %s", count, count_name (lang, type, count));
}

char *
ab_bughouse_phrase_reserve (AbLanguage lang, const AbBughouseMatch *match,
                            AbBughouseBoard board, AbColor color)
{
  static const AbPieceType order[] = { AB_QUEEN, AB_ROOK, AB_BISHOP, AB_KNIGHT, AB_PAWN };
  const AbBughousePosition *pos = ab_bughouse_match_position (match, board);
  g_autoptr (GString) pieces = g_string_new (NULL);

  for (guint i = 0; i < G_N_ELEMENTS (order); i++)
    {
      int n = ab_bughouse_position_reserve (pos, color, order[i]);
      g_autofree char *count = NULL;

      if (n == 0)
        continue;
      count = ab_bughouse_phrase_count (lang, order[i], n);
      if (pieces->len > 0)
        g_string_append (pieces, ", ");
      g_string_append (pieces, count);
    }
  if (pieces->len == 0)
    return ab_bughouse_phrase (lang, AB_BH_PHRASE_RESERVE_EMPTY,
                               ab_bughouse_phrase_board (lang, board),
                               ab_phrase_color (lang, color));
  return ab_bughouse_phrase (lang, AB_BH_PHRASE_RESERVE, ab_bughouse_phrase_board (lang, board),
                             ab_phrase_color (lang, color), pieces->str);
}

char *
ab_bughouse_phrase_points (int half_points)
{
  if (half_points % 2 == 0)
    return g_strdup_printf ("%d", half_points / 2);
  if (half_points == 1)
    return g_strdup ("½");
  return g_strdup_printf ("%d½", half_points / 2);
}
