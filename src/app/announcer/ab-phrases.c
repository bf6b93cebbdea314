/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-phrases.c — Annabella's sentences: English msgids in the "spoken" context,
 * translated by the announcement language's catalog (ab-speech-catalog.h). */
#include "ab-phrases.h"

#include <glib/gi18n.h>
#include <stdarg.h>

#include "ab-speech-catalog.h"
#include "ab-spoken.h"
#ifdef AB_HAVE_SPEECH
#include "ab-speech-phrase.h"
#endif

static const char *const phrases[AB_PHRASE_COUNT] = {
  [AB_PHRASE_READY] = NC_ ("spoken", "Annabella is ready."),
  /* TRANSLATORS: %s: the player's colour, "White" or "Black". */
  [AB_PHRASE_NEW_MATCH] = NC_ ("spoken", "New match. You play %s."),
  /* TRANSLATORS: %s: the colour that moves first ("White"). */
  [AB_PHRASE_CLOCK_WAITS] = NC_ ("spoken",
      "The clock waits until you are ready: it starts with %s's first move, or with Alt "
      "Enter."),
  /* TRANSLATORS: %u: the half-moves played. */
  [AB_PHRASE_RESUMED] = NC_ ("spoken", "Match resumed after %u half-moves."),
  [AB_PHRASE_HINT] = NC_ ("spoken",
      "Type your move, for example Eva four. Control B goes to the board, Control question mark "
      "shows all keys."),
  [AB_PHRASE_YOUR_MOVE] = NC_ ("spoken", "Your move."),
  [AB_PHRASE_OPPONENT_MOVE] = NC_ ("spoken", "Your opponent's move."),
  [AB_PHRASE_NOT_YOUR_TURN] = NC_ ("spoken",
      "It is your opponent's move. He enters it on the mirror."),
  [AB_PHRASE_NOT_YOUR_TURN_EBOARD] = NC_ ("spoken",
      "It is your opponent's move. He makes it on his e-board."),
  [AB_PHRASE_NOT_OPPONENT_TURN] = NC_ ("spoken", "The blind player is to move."),
  /* TRANSLATORS: %u: move number, %s: colour, %s: the move. */
  [AB_PHRASE_LAST_MOVE] = NC_ ("spoken", "Last move, %u, %s: %s."),
  [AB_PHRASE_NO_MOVE_YET] = NC_ ("spoken", "No move yet."),
  [AB_PHRASE_NOTHING_TO_REPEAT] = NC_ ("spoken", "Nothing announced yet."),
  [AB_PHRASE_GAME_OVER] = NC_ ("spoken", "The game is over."),
  [AB_PHRASE_WHITE_WINS] = NC_ ("spoken", "White wins."),
  [AB_PHRASE_BLACK_WINS] = NC_ ("spoken", "Black wins."),
  [AB_PHRASE_STALEMATE] = NC_ ("spoken", "Stalemate. The game is drawn."),
  [AB_PHRASE_DEAD_POSITION] = NC_ ("spoken", "Dead position. The game is drawn."),
  [AB_PHRASE_DRAW] = NC_ ("spoken", "The game is drawn."),
  /* TRANSLATORS: %s: the article of the Laws, such as 6.9. */
  [AB_PHRASE_ARBITER_DECIDES] = NC_ ("spoken",
      "The game is over. Whether the opponent could still checkmate was not decided in time: "
      "the arbiter decides the result, under article %s."),
  [AB_PHRASE_NOT_SAVED] = NC_ ("spoken", "The move could not be saved and was not made."),
  [AB_PHRASE_NO_JOURNAL] = NC_ ("spoken",
      "Warning: the match cannot be saved and would be lost in a crash."),
  [AB_PHRASE_RESUME_FAILED] = NC_ ("spoken", "The interrupted match could not be read."),
  /* TRANSLATORS: %s: the name the damaged journal is kept under. */
  [AB_PHRASE_JOURNAL_DAMAGED] = NC_ ("spoken",
      "The interrupted match is damaged and cannot be resumed. Its file is kept for the arbiter: "
      "%s."),
  [AB_PHRASE_CHOOSE_COLOR] = NC_ ("spoken",
      "New match. Choose your colour, the names, the time control, the rules and the start "
      "position with Tab. Enter starts, Escape cancels."),
  /* TRANSLATORS: %s: the piece, such as "white knight", %s: its square. */
  [AB_PHRASE_PICKED_UP] = NC_ ("spoken", "%s %s picked up."),
  [AB_PHRASE_PUT_BACK] = NC_ ("spoken", "Put back."),
  [AB_PHRASE_NOT_OWN_PIECE] = NC_ ("spoken", "None of your pieces stands there."),
  /* TRANSLATORS: %c %s, four times: a key's letter and the piece it chooses. */
  [AB_PHRASE_PROMOTION_PROMPT] = NC_ ("spoken", "Promotion: %c %s, %c %s, %c %s, %c %s."),
  /* TRANSLATORS: %s: square. */
  [AB_PHRASE_EMPTY_SQUARE] = NC_ ("spoken", "%s, empty"),
  [AB_PHRASE_EDGE] = NC_ ("spoken", "Edge."),
  /* TRANSLATORS: %u: the board's size on screen, in percent of its usual size. */
  [AB_PHRASE_BOARD_ZOOM] = NC_ ("spoken", "Board at %u percent."),
  /* TRANSLATORS: %s: the corrected move (D.2.8). */
  [AB_PHRASE_CORRECTION] = NC_ ("spoken", "Correction: %s"),
  /* TRANSLATORS: %s: the move taken back. */
  [AB_PHRASE_RETRACTED] = NC_ ("spoken", "%s taken back. Type the correct move."),
  [AB_PHRASE_NOTHING_TO_RETRACT] = NC_ ("spoken", "No move waits for the clock press."),
  [AB_PHRASE_PRESS_DUE] = NC_ ("spoken",
      "Alt Enter presses the clock, Alt Backspace takes the move back."),
  [AB_PHRASE_CLOCK_PRESSED] = NC_ ("spoken", "Clock pressed."),
  /* TRANSLATORS: %s: the colour, %d: the period's number, %s: the time added. */
  [AB_PHRASE_PERIOD_CHANGE] = NC_ ("spoken", "%s: period %d begins, %s added."),
  [AB_PHRASE_NO_CLOCK] = NC_ ("spoken", "This match has no clock."),
  /* TRANSLATORS: %s: the time. */
  [AB_PHRASE_MY_TIME] = NC_ ("spoken", "Your time: %s."),
  /* TRANSLATORS: %s: the opponent's time. */
  [AB_PHRASE_OPPONENT_TIME] = NC_ ("spoken", "Opponent's time: %s."),
  /* TRANSLATORS: %s: the move number and who is to move, %s: the player's time, %s: the
     opponent's. */
  [AB_PHRASE_BOTH_TIMES] = NC_ ("spoken", "%s. You: %s. Opponent: %s."),
  /* TRANSLATORS: %s: the time left. */
  [AB_PHRASE_TIME_WARNING] = NC_ ("spoken", "Your clock: %s."),
  [AB_PHRASE_CLOCK_STOPPED] = NC_ ("spoken", "The clock is stopped."),
  /* TRANSLATORS: %s: pieces such as "white knights", %s: their squares. */
  [AB_PHRASE_PIECES] = NC_ ("spoken", "%s: %s."),
  /* TRANSLATORS: %s: pieces such as "white knights". */
  [AB_PHRASE_NO_PIECES] = NC_ ("spoken", "No %s."),
  /* TRANSLATORS: %s: colour, %s: the pieces. */
  [AB_PHRASE_SIDE_PIECES] = NC_ ("spoken", "%s: %s."),
  /* TRANSLATORS: %s: "Rank one" or "File a", %s: its pieces or "empty". */
  [AB_PHRASE_LINE_PIECES] = NC_ ("spoken", "%s: %s."),
  /* TRANSLATORS: %s: rank word. */
  [AB_PHRASE_RANK] = NC_ ("spoken", "Rank %s"),
  /* TRANSLATORS: %s: file word. */
  [AB_PHRASE_FILE] = NC_ ("spoken", "File %s"),
  /* TRANSLATORS: %s: square. */
  [AB_PHRASE_DIAGONALS] = NC_ ("spoken", "Diagonals of %s"),
  [AB_PHRASE_EMPTY] = NC_ ("spoken", "empty"),
  /* TRANSLATORS: %s: the square, %s: its attackers, %s: its defenders. */
  [AB_PHRASE_ATTACKS] = NC_ ("spoken", "%s. Attacked by: %s. Defended by: %s."),
  [AB_PHRASE_NOBODY] = NC_ ("spoken", "nothing"),
  /* TRANSLATORS: %d: White's points, %d: Black's. */
  [AB_PHRASE_MATERIAL] = NC_ ("spoken", "Material: White %d, Black %d."),
  /* TRANSLATORS: %s: the cell, %s: its moves. */
  [AB_PHRASE_MOVES_OF] = NC_ ("spoken", "%s. Moves: %s."),
  /* TRANSLATORS: %s: the cell. */
  [AB_PHRASE_NO_MOVES_OF] = NC_ ("spoken", "%s. No moves."),
  [AB_PHRASE_SCORESHEET_EMPTY] = NC_ ("spoken", "The scoresheet is empty."),
  [AB_PHRASE_SCORESHEET_START] = NC_ ("spoken", "Start of the scoresheet."),
  [AB_PHRASE_SCORESHEET_END] = NC_ ("spoken", "End of the scoresheet."),
  /* TRANSLATORS: %s: what is to be done. */
  [AB_PHRASE_CONFIRM] = NC_ ("spoken", "%s? Enter confirms, Escape cancels."),
  [AB_PHRASE_CANCELLED] = NC_ ("spoken", "Cancelled."),
  [AB_PHRASE_ACT_OFFER] = NC_ ("spoken", "Offer a draw"),
  [AB_PHRASE_ACT_ACCEPT] = NC_ ("spoken", "Accept the draw offer"),
  [AB_PHRASE_ACT_DECLINE] = NC_ ("spoken", "Decline the draw offer"),
  [AB_PHRASE_ACT_THREEFOLD] = NC_ ("spoken", "Claim a draw by threefold repetition"),
  [AB_PHRASE_ACT_FIFTY] = NC_ ("spoken", "Claim a draw by the fifty-move rule"),
  [AB_PHRASE_ACT_RESIGN] = NC_ ("spoken", "Resign"),
  [AB_PHRASE_ACT_FLAG] = NC_ ("spoken", "Claim your opponent's flag fall"),
  [AB_PHRASE_ACT_ARBITER] = NC_ ("spoken", "Call the arbiter and stop the clock"),
  [AB_PHRASE_ACT_RESUME] = NC_ ("spoken", "Restart the clock"),
  /* TRANSLATORS: %s: the intended move. */
  [AB_PHRASE_WITH_INTENDED] = NC_ ("spoken", "%s, with the move %s"),
  /* TRANSLATORS: %s: the game's reason. */
  [AB_PHRASE_REFUSED] = NC_ ("spoken", "Not possible: %s"),
  [AB_PHRASE_KEYS] = NC_ ("spoken",
      "Keys: Control L the move line, Control B the board. Alt T your time, Alt O your "
      "opponent's time, Alt C both clocks with the move number. "
      "Alt L last move, Alt W whose move, Alt R repeat. Alt 1 to 6: where your kings, queens, "
      "rooks, bishops, knights, pawns stand, with Control your opponent's. Alt A all your pieces, "
      "Control Alt A your opponent's. Alt Y rank, Alt F file, Alt D diagonals of the cursor. Alt X "
      "attackers and defenders, Alt M material, Alt G moves of the piece at the cursor, Alt S "
      "scoresheet, Alt N the last moves, Alt Page Up and Page Down the scoresheet move by move, "
      "Alt B the board in braille and the pieces of both sides. "
      "On the board: arrows walk, Enter or Space picks up and puts down, Escape puts back, "
      "K Q R B N P jump to your pieces, with Shift "
      "to your opponent's, digits to a rank, Control digits to a file. Control Shift O offer a "
      "draw, Y accept, N decline, T and F claim a draw, R resign, L claim the flag, A call the "
      "arbiter. Alt Enter presses the clock, Alt Backspace takes the move back. Control N new "
      "match, Control O open, Control Shift K a kept match, Control S save, Control E export, "
      "Control P print the scoresheet in braille or large print, Control plus and minus the "
      "board's size, Control M the mirror, Control comma preferences, F1 help, Control question "
      "mark all keys."),
  [AB_PHRASE_KEYS_ASSISTANT] = NC_ ("spoken",
      "Assistant mode: Alt U the sighted player touched a piece, Control Alt U the touch log, "
      "Control Shift J seal the move and adjourn, Control Shift G open the envelope."),
  [AB_PHRASE_KEYS_PRACTICE] = NC_ ("spoken",
      "Practice game: Control Shift H a hint, Control Alt H the hints taken, Control Shift P a new "
      "practice game."),
};

static const char *const colors[2] = {
  NC_ ("spoken", "White"),
  NC_ ("spoken", "Black"),
};

/* By colour, then piece type: one msgid each, so that German and Dutch can make the
 * adjective agree with the noun ("weiße Dame", "wit paard"). */
static const char *const pieces[2][7] = {
  {
    [AB_PAWN] = NC_ ("spoken", "white pawn"),
    [AB_KNIGHT] = NC_ ("spoken", "white knight"),
    [AB_BISHOP] = NC_ ("spoken", "white bishop"),
    [AB_ROOK] = NC_ ("spoken", "white rook"),
    [AB_QUEEN] = NC_ ("spoken", "white queen"),
    [AB_KING] = NC_ ("spoken", "white king"),
  },
  {
    [AB_PAWN] = NC_ ("spoken", "black pawn"),
    [AB_KNIGHT] = NC_ ("spoken", "black knight"),
    [AB_BISHOP] = NC_ ("spoken", "black bishop"),
    [AB_ROOK] = NC_ ("spoken", "black rook"),
    [AB_QUEEN] = NC_ ("spoken", "black queen"),
    [AB_KING] = NC_ ("spoken", "black king"),
  },
};

/* Plurals for the questions, by colour and piece type. */
static const char *const plurals[2][7] = {
  {
    [AB_PAWN] = NC_ ("spoken", "white pawns"),
    [AB_KNIGHT] = NC_ ("spoken", "white knights"),
    [AB_BISHOP] = NC_ ("spoken", "white bishops"),
    [AB_ROOK] = NC_ ("spoken", "white rooks"),
    [AB_QUEEN] = NC_ ("spoken", "white queens"),
    [AB_KING] = NC_ ("spoken", "white kings"),
  },
  {
    [AB_PAWN] = NC_ ("spoken", "black pawns"),
    [AB_KNIGHT] = NC_ ("spoken", "black knights"),
    [AB_BISHOP] = NC_ ("spoken", "black bishops"),
    [AB_ROOK] = NC_ ("spoken", "black rooks"),
    [AB_QUEEN] = NC_ ("spoken", "black queens"),
    [AB_KING] = NC_ ("spoken", "black kings"),
  },
};

/* An unknown language speaks German, as Appendix D does. */
static AbLanguage
lang_index (AbLanguage lang)
{
  return (unsigned) lang <= AB_LANG_EN ? lang : AB_LANG_DE;
}

const char *
ab_phrase_spoken (AbLanguage lang, const char *msgid)
{
  return ab_spoken_pgettext (lang_index (lang), AB_SPOKEN_CONTEXT, msgid);
}

char *
ab_phrase_vformat (AbLanguage lang, const char *msgid, va_list args)
{
  return g_strdup_vprintf (ab_phrase_spoken (lang, msgid), args);
}

char *
ab_phrase_format (AbLanguage lang, AbPhrase phrase, ...)
{
  va_list args;
  char *text;

  g_return_val_if_fail ((unsigned) phrase < AB_PHRASE_COUNT, g_strdup (""));

  va_start (args, phrase);
  text = g_strdup_vprintf (ab_phrase_spoken (lang, phrases[phrase]), args);
  va_end (args);
  return text;
}

const char *
ab_phrase_color (AbLanguage lang, AbColor color)
{
  return ab_phrase_spoken (lang, colors[color == AB_BLACK]);
}

const char *
ab_phrase_piece (AbLanguage lang, AbPiece piece)
{
  AbPieceType type = AB_PIECE_TYPE (piece);

  if (piece == AB_NO_PIECE || type < AB_PAWN || type > AB_KING)
    return "";
  return ab_phrase_spoken (lang, pieces[AB_PIECE_COLOR (piece) == AB_BLACK][type]);
}

char *
ab_phrase_cell (AbLanguage lang, const AbPosition *pos, AbSquare sq)
{
  char square[AB_SPOKEN_MAX];
  AbPiece piece = ab_position_piece_at (pos, sq);

  ab_spoken_square (lang, sq, square, sizeof square);
  if (piece == AB_NO_PIECE)
    return ab_phrase_format (lang, AB_PHRASE_EMPTY_SQUARE, square);
  return g_strdup_printf ("%s, %s", square, ab_phrase_piece (lang, piece));
}

const char *
ab_phrase_pieces (AbLanguage lang, AbColor color, AbPieceType type)
{
  if (type < AB_PAWN || type > AB_KING)
    return "";
  return ab_phrase_spoken (lang, plurals[color == AB_BLACK][type]);
}

#ifndef AB_HAVE_SPEECH
/* The unit after its number, with the number's plural form. */
static const char *
unit (AbLanguage lang, int u, gint64 n)
{
  unsigned long count = n == 1 ? 1 : 2;

  lang = lang_index (lang);
  if (u == 0)
    /* TRANSLATORS: a duration's unit after its number, when there is no voice of our own. */
    return ab_spoken_npgettext (lang, "spoken", "hour", "hours", count);
  if (u == 1)
    return ab_spoken_npgettext (lang, "spoken", "minute", "minutes", count);
  return ab_spoken_npgettext (lang, "spoken", "second", "seconds", count);
}
#endif

char *
ab_phrase_duration (AbLanguage lang, gint64 usec)
{
#ifdef AB_HAVE_SPEECH
  return ab_speech_phrase_duration (lang, usec);
#else
  /* The same rule as the speech library's: at most two units, a zero second left out. */
  gint64 s = MAX (usec, 0) / G_USEC_PER_SEC;
  gint64 values[3] = { s / 3600, s / 60 % 60, s % 60 };
  GString *text = g_string_new (NULL);
  int first = values[0] ? 0 : values[1] ? 1 : 2;

  for (int u = first; u < 3 && u < first + 2; u++)
    {
      if (values[u] == 0 && u != first)
        continue;
      if (text->len)
        g_string_append_c (text, ' ');
      g_string_append_printf (text, "%" G_GINT64_FORMAT " %s", values[u],
                              unit (lang, u, values[u]));
    }
  return g_string_free (text, FALSE);
#endif
}
