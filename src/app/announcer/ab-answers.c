/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-answers.c — the answers to the blind player's questions, worded from the match. */
#include "ab-answers.h"

#include "ab-bitboard.h"
#include "ab-braille-board.h"
#include "ab-match-pgn.h"
#include "ab-match-words.h"
#include "ab-phrases.h"
#include "ab-scoresheet.h"
#ifdef AB_HAVE_SPEECH
#include "ab-speech-phrase.h"
#endif

/* ---- the talking clock (D.2.6.1) ---- */

static char *
time_of (AbMatch *match, AbColor side)
{
  AbClockReading reading;

  if (!ab_match_get_clock_reading (match, side, &reading))
    return NULL;
  return ab_phrase_duration (ab_match_get_language (match), reading.time_us);
}

static char *
with_stopped (AbMatch *match, char *text)
{
  const AbClock *clock = ab_game_get_clock (ab_match_get_game (match));
  g_autofree char *stopped = NULL;

  if (clock == NULL || ab_clock_get_state (clock) != AB_CLOCK_PAUSED)
    return text;
  stopped = ab_phrase_format (ab_match_get_language (match), AB_PHRASE_CLOCK_STOPPED);
  return g_strconcat (g_steal_pointer (&text), " ", stopped, NULL);
}

char *
ab_answer_move_and_turn (AbMatch *match)
{
  AbLanguage lang = ab_match_get_language (match);
  const AbPosition *pos = ab_match_get_position (match);

#ifdef AB_HAVE_SPEECH
  return ab_speech_phrase_move (lang, ab_position_fullmove_number (pos),
                                ab_position_side_to_move (pos) == AB_WHITE);
#else
  return g_strdup_printf ("%d, %s", ab_position_fullmove_number (pos),
                          ab_phrase_color (lang, ab_position_side_to_move (pos)));
#endif
}

char *
ab_answer_time (AbMatch *match, AbAnswerTime which)
{
  AbLanguage lang = ab_match_get_language (match);
  AbColor own = ab_match_get_blind_color (match);
  g_autofree char *mine = time_of (match, own);
  g_autofree char *theirs = time_of (match, !own);
  g_autofree char *move = NULL;

  if (mine == NULL)
    return ab_phrase_format (lang, AB_PHRASE_NO_CLOCK);
  if (which == AB_ANSWER_TIME_MINE)
    return with_stopped (match, ab_phrase_format (lang, AB_PHRASE_MY_TIME, mine));
  if (which == AB_ANSWER_TIME_OPPONENT)
    return with_stopped (match, ab_phrase_format (lang, AB_PHRASE_OPPONENT_TIME, theirs));
  move = ab_answer_move_and_turn (match);
  return with_stopped (match, ab_phrase_format (lang, AB_PHRASE_BOTH_TIMES, move, mine, theirs));
}

/* ---- pieces ---- */

/* The squares of bb in file order: a1, a2 … h8. */
static char *
squares_in_file_order (AbLanguage lang, AbBitboard bb)
{
  GString *text = g_string_new (NULL);

  for (int file = 0; file < 8; file++)
    for (int rank = 0; rank < 8; rank++)
      if (bb & AB_BB (AB_SQUARE (file, rank)))
        {
          char square[AB_SPOKEN_MAX];

          ab_spoken_square (lang, AB_SQUARE (file, rank), square, sizeof square);
          g_string_append_printf (text, "%s%s", text->len ? ", " : "", square);
        }
  return g_string_free (text, FALSE);
}

char *
ab_answer_pieces (AbMatch *match, AbColor color, AbPieceType type)
{
  AbLanguage lang = ab_match_get_language (match);
  AbBitboard bb = ab_position_pieces (ab_match_get_position (match), color, type);
  g_autofree char *squares = NULL;

  if (bb == 0)
    return ab_phrase_format (lang, AB_PHRASE_NO_PIECES, ab_phrase_pieces (lang, color, type));
  squares = squares_in_file_order (lang, bb);
  return ab_phrase_format (lang, AB_PHRASE_PIECES, ab_phrase_pieces (lang, color, type),
                           squares);
}

/* "Springer Felix drei, Läufer Bella fünf" for the pieces on bb, in the order given. */
static void
append_pieces_on (GString *text, AbMatch *match, AbSquare sq)
{
  AbLanguage lang = ab_match_get_language (match);
  AbPiece piece = ab_position_piece_at (ab_match_get_position (match), sq);
  char square[AB_SPOKEN_MAX];

  ab_spoken_square (lang, sq, square, sizeof square);
  g_string_append_printf (text, "%s%s %s", text->len ? ", " : "",
                          ab_spoken_piece (lang, AB_PIECE_TYPE (piece)), square);
}

char *
ab_answer_side (AbMatch *match, AbColor color)
{
  AbLanguage lang = ab_match_get_language (match);
  g_autoptr (GString) text = g_string_new (NULL);

  /* "König Eva eins, Dame David eins, …": kings first, pawns last, each in file order. */
  for (AbPieceType type = AB_KING; type >= AB_PAWN; type--)
    {
      AbBitboard bb = ab_position_pieces (ab_match_get_position (match), color, type);

      for (int file = 0; file < 8; file++)
        for (int rank = 0; rank < 8; rank++)
          if (bb & AB_BB (AB_SQUARE (file, rank)))
            append_pieces_on (text, match, AB_SQUARE (file, rank));
    }
  return ab_phrase_format (lang, AB_PHRASE_SIDE_PIECES, ab_phrase_color (lang, color),
                           text->str);
}

char **
ab_answer_board_braille (AbMatch *match)
{
  char **ranks = ab_braille_board_lines (ab_match_get_position (match));
  char **lines = g_new0 (char *, AB_BRAILLE_BOARD_LINES + 3);

  for (int i = 0; i < AB_BRAILLE_BOARD_LINES; i++)
    lines[i] = g_steal_pointer (&ranks[i]);
  lines[AB_BRAILLE_BOARD_LINES] = ab_answer_side (match, AB_WHITE);
  lines[AB_BRAILLE_BOARD_LINES + 1] = ab_answer_side (match, AB_BLACK);
  g_free (ranks);
  return lines;
}

AbAnswerSheetRow *
ab_answer_sheet_rows (AbMatch *match, guint *n)
{
  AbAnswerSheetRow *rows = NULL;
  AbPgnGame game;
  AbScoresheet sheet = { 0 };
  /* A game begun with Black's move: its first row holds that move alone. */
  guint ply = 0;

  *n = 0;
  ab_pgn_game_init (&game);
  if (ab_match_get_n_plies (match) > 0 && ab_match_to_pgn (match, &game)
      && ab_scoresheet_init (&sheet, &game, ab_match_get_language (match)))
    {
      rows = g_new0 (AbAnswerSheetRow, MAX (sheet.n_rows, 1));
      for (gsize i = 0; i < sheet.n_rows; i++)
        {
          const AbScoresheetRow *r = &sheet.rows[i];
          gboolean from_black = i == 0 && ab_match_get_mover (match, 0) == AB_BLACK;
          g_autofree char *head = g_strdup_printf ("%d. %s", r->number, r->white);

          rows[i].text = r->black[0] ? g_strdup_printf ("%s %s", head, r->black)
                                     : g_strdup (head);
          rows[i].ply = ply;
          rows[i].n_plies = from_black || !r->black[0] ? 1 : 2;
          rows[i].second_at = (guint) g_utf8_strlen (head, -1) + 1;
          ply += rows[i].n_plies;
        }
      *n = (guint) sheet.n_rows;
    }
  ab_scoresheet_clear (&sheet);
  ab_pgn_game_clear (&game);
  return rows;
}

void
ab_answer_sheet_free (AbAnswerSheetRow *rows, guint n)
{
  for (guint i = 0; i < n; i++)
    g_free (rows[i].text);
  g_free (rows);
}

guint
ab_answer_sheet_ply_at (const AbAnswerSheetRow *row, guint offset)
{
  return row->n_plies == 2 && offset >= row->second_at ? row->ply + 1 : row->ply;
}

char *
ab_answer_braille_news (AbMatch *match, const char *said)
{
  guint n = ab_match_get_n_plies (match);

  if (n > 0 && g_strcmp0 (said, ab_match_get_spoken (match, n - 1)) == 0)
    return ab_answer_plies (match, n - 1, n);
  return g_strdup (said);
}

char *
ab_answer_line (AbMatch *match, AbSquare sq, AbAnswerLine which)
{
  AbLanguage lang = ab_match_get_language (match);
  const AbPosition *pos = ab_match_get_position (match);
  int file = AB_SQUARE_FILE (sq), rank = AB_SQUARE_RANK (sq);
  g_autoptr (GString) cells = g_string_new (NULL);
  g_autofree char *name = NULL;
  AbSquare squares[16];
  int n = 0;

  if (which == AB_ANSWER_LINE_RANK)
    {
      for (int f = 0; f < 8; f++)
        squares[n++] = AB_SQUARE (f, rank);
      name = ab_phrase_format (lang, AB_PHRASE_RANK, ab_spoken_rank (lang, rank));
    }
  else if (which == AB_ANSWER_LINE_FILE)
    {
      for (int r = 0; r < 8; r++)
        squares[n++] = AB_SQUARE (file, r);
      name = ab_phrase_format (lang, AB_PHRASE_FILE, ab_spoken_file (file));
    }
  else
    {
      char square[AB_SPOKEN_MAX];

      /* Both diagonals through the square, each from its lower end. */
      for (int d = -7; d <= 7; d++)
        if (file + d >= 0 && file + d < 8 && rank + d >= 0 && rank + d < 8)
          squares[n++] = AB_SQUARE (file + d, rank + d);
      for (int d = -7; d <= 7; d++)
        if (d != 0 && file - d >= 0 && file - d < 8 && rank + d >= 0 && rank + d < 8)
          squares[n++] = AB_SQUARE (file - d, rank + d);
      ab_spoken_square (lang, sq, square, sizeof square);
      name = ab_phrase_format (lang, AB_PHRASE_DIAGONALS, square);
    }
  /* The occupied cells, as "Anna eins, weißer Turm; …". */
  for (int i = 0; i < n; i++)
    if (ab_position_piece_at (pos, squares[i]) != AB_NO_PIECE)
      {
        g_autofree char *cell = ab_phrase_cell (lang, pos, squares[i]);

        g_string_append_printf (cells, "%s%s", cells->len ? "; " : "", cell);
      }
  if (cells->len == 0)
    {
      g_autofree char *empty = ab_phrase_format (lang, AB_PHRASE_EMPTY);

      g_string_append (cells, empty);
    }
  return ab_phrase_format (lang, AB_PHRASE_LINE_PIECES, name, cells->str);
}

/* The pieces on bb, or "nobody". */
static char *
pieces_on (AbMatch *match, AbBitboard bb)
{
  GString *text = g_string_new (NULL);

  while (bb)
    append_pieces_on (text, match, ab_bb_pop (&bb));
  if (text->len == 0)
    {
      g_autofree char *nobody = ab_phrase_format (ab_match_get_language (match),
                                                  AB_PHRASE_NOBODY);

      g_string_append (text, nobody);
    }
  return g_string_free (text, FALSE);
}

char *
ab_answer_attacks (AbMatch *match, AbSquare sq)
{
  const AbPosition *pos = ab_match_get_position (match);
  AbPiece piece = ab_position_piece_at (pos, sq);
  /* An empty square is seen from the player's side. */
  AbColor owner = piece != AB_NO_PIECE ? AB_PIECE_COLOR (piece)
                                       : ab_match_get_blind_color (match);
  g_autofree char *cell = ab_phrase_cell (ab_match_get_language (match), pos, sq);
  g_autofree char *attackers = pieces_on (match, ab_position_attackers_of (pos, sq, !owner));
  g_autofree char *defenders = pieces_on (match, ab_position_attackers_of (pos, sq, owner)
                                                   & ~AB_BB (sq));

  return ab_phrase_format (ab_match_get_language (match), AB_PHRASE_ATTACKS, cell, attackers,
                           defenders);
}

char *
ab_answer_material (AbMatch *match)
{
  static const int value[] = { [AB_PAWN] = 1, [AB_KNIGHT] = 3, [AB_BISHOP] = 3,
                               [AB_ROOK] = 5, [AB_QUEEN] = 9 };
  int points[2] = { 0, 0 };

  for (AbColor c = AB_WHITE; c <= AB_BLACK; c++)
    for (AbPieceType t = AB_PAWN; t <= AB_QUEEN; t++)
      points[c] += value[t] * ab_bb_count (ab_position_pieces (ab_match_get_position (match),
                                                               c, t));
  return ab_phrase_format (ab_match_get_language (match), AB_PHRASE_MATERIAL, points[AB_WHITE],
                           points[AB_BLACK]);
}

char *
ab_answer_piece_moves (AbMatch *match, AbSquare sq)
{
  AbLanguage lang = ab_match_get_language (match);
  const AbPosition *now = ab_match_get_position (match);
  AbPiece piece = ab_position_piece_at (now, sq);
  g_autofree char *cell = ab_phrase_cell (lang, now, sq);
  g_autoptr (GString) moves = g_string_new (NULL);
  AbPosition *pos = NULL;
  AbMoveList list;

  /* A piece of the side not to move: its moves as if it were its turn. */
  if (piece != AB_NO_PIECE && AB_PIECE_COLOR (piece) != ab_position_side_to_move (now))
    pos = ab_position_copy_with_side (now, AB_PIECE_COLOR (piece));
  if (pos == NULL)
    pos = ab_position_copy (now);
  ab_position_legal_moves (pos, &list);
  for (int i = 0; i < list.count; i++)
    if (ab_move_from (list.moves[i]) == sq)
      {
        char spoken[AB_SPOKEN_MAX];

        ab_move_to_spoken (pos, list.moves[i], lang, AB_SPOKEN_SHORT, spoken, sizeof spoken);
        g_string_append_printf (moves, "%s%s", moves->len ? ", " : "", spoken);
      }
  ab_position_free (pos);
  if (moves->len == 0)
    return ab_phrase_format (lang, AB_PHRASE_NO_MOVES_OF, cell);
  return ab_phrase_format (lang, AB_PHRASE_MOVES_OF, cell, moves->str);
}

char *
ab_answer_plies (AbMatch *match, guint first, guint end)
{
  GString *text = g_string_new (NULL);

  for (guint i = first; i < end; i++)
    {
      if (i == first || ab_match_get_mover (match, i) == AB_WHITE)
        g_string_append_printf (text, "%s%u%s ", text->len ? ". " : "",
                                ab_match_get_move_number (match, i),
                                ab_match_get_mover (match, i) == AB_WHITE ? "." : "…");
      else
        g_string_append (text, ", ");
      g_string_append (text, ab_match_get_spoken (match, i));
    }
  g_string_append_c (text, '.');
  return g_string_free (text, FALSE);
}

char *
ab_answer_turn (AbMatch *match)
{
  const AbPosition *pos = ab_match_get_position (match);

  if (ab_match_is_over (match))
    return ab_match_words_result (match);
  return ab_phrase_format (ab_match_get_language (match),
                           ab_position_side_to_move (pos) == ab_match_get_blind_color (match)
                             ? AB_PHRASE_YOUR_MOVE
                             : AB_PHRASE_OPPONENT_MOVE);
}

char *
ab_answer_last_move (AbMatch *match)
{
  AbLanguage lang = ab_match_get_language (match);
  guint n = ab_match_get_n_plies (match);

  if (n == 0)
    return ab_phrase_format (lang, AB_PHRASE_NO_MOVE_YET);
  return ab_phrase_format (lang, AB_PHRASE_LAST_MOVE, ab_match_get_move_number (match, n - 1),
                           ab_phrase_color (lang, ab_match_get_mover (match, n - 1)),
                           ab_match_get_spoken (match, n - 1));
}
