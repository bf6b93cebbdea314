/* ab-window-questions.c — the questions the player asks with one key each, answered
 * at once by speech (and the focused widget's description, for screen readers). */
#include "ab-window-private.h"

#include <string.h>

#include "ab-bitboard.h"
#include "ab-fen.h"
#include "ab-match-assistant.h"
#include "ab-phrases.h"
#include "ab-match-notes.h"
#include "ab-spoken.h"
#ifdef AB_HAVE_SPEECH
#include "ab-speech-phrase.h"
#endif

/* How many moves "the last moves" reads, unless a number on the move line says. */
#define LAST_MOVES 3

static void
say_info (AbWindow *self, char *text)
{
  ab_window_say (self, text, AB_ANNOUNCE_INFO);
}

static const AbPosition *
position (AbWindow *self)
{
  return ab_match_get_position (self->match);
}

static AbColor
own (AbWindow *self)
{
  return ab_match_get_blind_color (self->match);
}

/* ---- the talking clock (D.2.6.1) ---- */

static char *
time_of (AbWindow *self, AbColor side)
{
  AbClockReading reading;

  if (!ab_match_get_clock_reading (self->match, side, &reading))
    return NULL;
  return ab_phrase_duration (ab_window_language (self), reading.time_us);
}

static char *
with_stopped (AbWindow *self, char *text)
{
  const AbClock *clock = ab_game_get_clock (ab_match_get_game (self->match));
  g_autofree char *stopped = NULL;

  if (clock == NULL || ab_clock_get_state (clock) != AB_CLOCK_PAUSED)
    return text;
  stopped = ab_phrase_format (ab_window_language (self), AB_PHRASE_CLOCK_STOPPED);
  return g_strconcat (g_steal_pointer (&text), " ", stopped, NULL);
}

static void
clock_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);
  AbLanguage lang = ab_window_language (self);
  const char *which = g_variant_get_string (param, NULL);
  g_autofree char *mine = time_of (self, own (self));
  g_autofree char *theirs = time_of (self, !own (self));
  char *text;

  if (mine == NULL)
    {
      say_info (self, ab_phrase_format (lang, AB_PHRASE_NO_CLOCK));
      return;
    }
  if (g_str_equal (which, "mine"))
    text = ab_phrase_format (lang, AB_PHRASE_MY_TIME, mine);
  else if (g_str_equal (which, "opponent"))
    text = ab_phrase_format (lang, AB_PHRASE_OPPONENT_TIME, theirs);
  else
    {
      const AbPosition *pos = position (self);
      g_autofree char *move = NULL;

#ifdef AB_HAVE_SPEECH
      move = ab_speech_phrase_move (lang, ab_position_fullmove_number (pos),
                                    ab_position_side_to_move (pos) == AB_WHITE);
#else
      move = g_strdup_printf ("%d, %s", ab_position_fullmove_number (pos),
                              ab_phrase_color (lang, ab_position_side_to_move (pos)));
#endif
      text = ab_phrase_format (lang, AB_PHRASE_BOTH_TIMES, move, mine, theirs);
    }
  say_info (self, with_stopped (self, text));
}

/* ---- pieces ---- */

static void
append_square (GString *text, AbLanguage lang, AbSquare sq)
{
  char square[AB_SPOKEN_MAX];

  ab_spoken_square (lang, sq, square, sizeof square);
  if (text->len)
    g_string_append (text, ", ");
  g_string_append (text, square);
}

/* The squares of bb in file order: a1, a2 … h8. */
static char *
squares_in_file_order (AbLanguage lang, AbBitboard bb)
{
  GString *text = g_string_new (NULL);

  for (int file = 0; file < 8; file++)
    for (int rank = 0; rank < 8; rank++)
      if (bb & (UINT64_C (1) << AB_SQUARE (file, rank)))
        append_square (text, lang, AB_SQUARE (file, rank));
  return g_string_free (text, FALSE);
}

static void
pieces_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);
  AbLanguage lang = ab_window_language (self);
  int code = g_variant_get_int32 (param);
  AbPieceType type = (AbPieceType) (code % 8);
  AbColor color = code >= 8 ? (AbColor) !own (self) : own (self);
  AbBitboard bb;
  g_autofree char *squares = NULL;

  if (type < AB_PAWN || type > AB_KING)
    return;
  bb = ab_position_pieces (position (self), color, type);
  if (bb == 0)
    {
      say_info (self, ab_phrase_format (lang, AB_PHRASE_NO_PIECES,
                                        ab_phrase_pieces (lang, color, type)));
      return;
    }
  squares = squares_in_file_order (lang, bb);
  say_info (self, ab_phrase_format (lang, AB_PHRASE_PIECES, ab_phrase_pieces (lang, color, type),
                                    squares));
}

/* "König Emil eins, Dame Dora eins, …": kings first, pawns last, each in file order. */
static char *
describe_side (AbWindow *self, AbColor color)
{
  AbLanguage lang = ab_window_language (self);
  GString *text = g_string_new (NULL);

  for (AbPieceType type = AB_KING; type >= AB_PAWN; type--)
    {
      AbBitboard bb = ab_position_pieces (position (self), color, type);

      for (int file = 0; file < 8; file++)
        for (int rank = 0; rank < 8; rank++)
          if (bb & (UINT64_C (1) << AB_SQUARE (file, rank)))
            {
              char square[AB_SPOKEN_MAX];

              ab_spoken_square (lang, AB_SQUARE (file, rank), square, sizeof square);
              g_string_append_printf (text, "%s%s %s", text->len ? ", " : "",
                                      ab_spoken_piece (lang, type), square);
            }
    }
  return g_string_free (text, FALSE);
}

static void
side_pieces_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);
  AbLanguage lang = ab_window_language (self);
  AbColor color = g_variant_get_boolean (param) ? (AbColor) !own (self) : own (self);
  g_autofree char *pieces = describe_side (self, color);

  say_info (self, ab_phrase_format (lang, AB_PHRASE_SIDE_PIECES, ab_phrase_color (lang, color),
                                    pieces));
}

/* The occupied cells among squares, as "Anna eins, weißer Turm; …". */
static char *
describe_cells (AbWindow *self, const AbSquare *squares, int n)
{
  AbLanguage lang = ab_window_language (self);
  GString *text = g_string_new (NULL);

  for (int i = 0; i < n; i++)
    if (ab_position_piece_at (position (self), squares[i]) != AB_NO_PIECE)
      {
        g_autofree char *cell = ab_phrase_cell (lang, position (self), squares[i]);

        g_string_append_printf (text, "%s%s", text->len ? "; " : "", cell);
      }
  if (text->len == 0)
    {
      g_autofree char *empty = ab_phrase_format (lang, AB_PHRASE_EMPTY);

      g_string_append (text, empty);
    }
  return g_string_free (text, FALSE);
}

static void
line_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);
  AbLanguage lang = ab_window_language (self);
  const char *which = g_variant_get_string (param, NULL);
  AbSquare cursor = ab_board_view_get_cursor (self->board);
  int file = AB_SQUARE_FILE (cursor), rank = AB_SQUARE_RANK (cursor);
  AbSquare squares[16];
  int n = 0;
  g_autofree char *name = NULL;
  g_autofree char *cells = NULL;

  if (g_str_equal (which, "rank"))
    {
      for (int f = 0; f < 8; f++)
        squares[n++] = AB_SQUARE (f, rank);
      name = ab_phrase_format (lang, AB_PHRASE_RANK, ab_spoken_rank (lang, rank));
    }
  else if (g_str_equal (which, "file"))
    {
      for (int r = 0; r < 8; r++)
        squares[n++] = AB_SQUARE (file, r);
      name = ab_phrase_format (lang, AB_PHRASE_FILE, ab_spoken_file (file));
    }
  else
    {
      char square[AB_SPOKEN_MAX];

      /* Both diagonals through the cursor, each from its lower end. */
      for (int d = -7; d <= 7; d++)
        if (file + d >= 0 && file + d < 8 && rank + d >= 0 && rank + d < 8)
          squares[n++] = AB_SQUARE (file + d, rank + d);
      for (int d = -7; d <= 7; d++)
        if (d != 0 && file - d >= 0 && file - d < 8 && rank + d >= 0 && rank + d < 8)
          squares[n++] = AB_SQUARE (file - d, rank + d);
      ab_spoken_square (lang, cursor, square, sizeof square);
      name = ab_phrase_format (lang, AB_PHRASE_DIAGONALS, square);
    }
  cells = describe_cells (self, squares, n);
  say_info (self, ab_phrase_format (lang, AB_PHRASE_LINE_PIECES, name, cells));
}

/* "Springer Felix drei, Läufer Bella fünf" for the pieces on bb. */
static char *
describe_pieces_on (AbWindow *self, AbBitboard bb)
{
  AbLanguage lang = ab_window_language (self);
  GString *text = g_string_new (NULL);

  while (bb)
    {
      AbSquare sq = ab_bb_pop (&bb);
      char square[AB_SPOKEN_MAX];

      ab_spoken_square (lang, sq, square, sizeof square);
      g_string_append_printf (text, "%s%s %s", text->len ? ", " : "",
                              ab_spoken_piece (lang,
                                               AB_PIECE_TYPE (ab_position_piece_at (position (self),
                                                                                    sq))),
                              square);
    }
  if (text->len == 0)
    {
      g_autofree char *nobody = ab_phrase_format (lang, AB_PHRASE_NOBODY);

      g_string_append (text, nobody);
    }
  return g_string_free (text, FALSE);
}

static void
attacks_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);
  AbLanguage lang = ab_window_language (self);
  AbSquare sq = ab_board_view_get_cursor (self->board);
  AbPiece piece = ab_position_piece_at (position (self), sq);
  /* An empty square is seen from the player's side. */
  AbColor owner = piece != AB_NO_PIECE ? AB_PIECE_COLOR (piece) : own (self);
  AbBitboard attackers = ab_position_attackers_of (position (self), sq, !owner);
  AbBitboard defenders = ab_position_attackers_of (position (self), sq, owner);
  g_autofree char *cell = ab_phrase_cell (lang, position (self), sq);
  g_autofree char *a = describe_pieces_on (self, attackers);
  g_autofree char *d = describe_pieces_on (self, defenders & ~(UINT64_C (1) << sq));

  say_info (self, ab_phrase_format (lang, AB_PHRASE_ATTACKS, cell, a, d));
}

static void
material_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);
  static const int value[] = { [AB_PAWN] = 1, [AB_KNIGHT] = 3, [AB_BISHOP] = 3,
                               [AB_ROOK] = 5, [AB_QUEEN] = 9 };
  int points[2] = { 0, 0 };

  for (AbColor c = AB_WHITE; c <= AB_BLACK; c++)
    for (AbPieceType t = AB_PAWN; t <= AB_QUEEN; t++)
      points[c] += value[t] * ab_bb_count (ab_position_pieces (position (self), c, t));
  say_info (self, ab_phrase_format (ab_window_language (self), AB_PHRASE_MATERIAL,
                                    points[AB_WHITE], points[AB_BLACK]));
}

static void
moves_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);
  AbLanguage lang = ab_window_language (self);
  AbSquare sq = ab_board_view_get_cursor (self->board);
  g_autofree char *cell = ab_phrase_cell (lang, position (self), sq);
  GString *text = g_string_new (NULL);
  g_autofree char *moves = NULL;
  AbPosition *pos;
  AbPiece piece;
  AbMoveList list;

  piece = ab_position_piece_at (position (self), sq);
  /* A piece of the side not to move: its moves as if it were its turn. */
  if (piece != AB_NO_PIECE && AB_PIECE_COLOR (piece) != ab_position_side_to_move (position (self)))
    pos = ab_position_copy_with_side (position (self), AB_PIECE_COLOR (piece));
  else
    pos = ab_position_copy (position (self));
  if (pos == NULL)
    pos = ab_position_copy (position (self));
  ab_position_legal_moves (pos, &list);
  for (int i = 0; i < list.count; i++)
    if (ab_move_from (list.moves[i]) == sq)
      {
        char spoken[AB_SPOKEN_MAX];

        ab_move_to_spoken (pos, list.moves[i], lang, AB_SPOKEN_SHORT, spoken, sizeof spoken);
        g_string_append_printf (text, "%s%s", text->len ? ", " : "", spoken);
      }
  ab_position_free (pos);
  moves = g_string_free (text, FALSE);
  if (moves[0] == '\0')
    say_info (self, ab_phrase_format (lang, AB_PHRASE_NO_MOVES_OF, cell));
  else
    say_info (self, ab_phrase_format (lang, AB_PHRASE_MOVES_OF, cell, moves));
}

/* "1. e4, e5. 2. Springer f3": the plies from first to before end, move by move. */
static char *
describe_plies (AbWindow *self, guint first, guint n)
{
  GString *text = g_string_new (NULL);

  for (guint i = first; i < n; i++)
    {
      if (i == first || ab_match_get_mover (self->match, i) == AB_WHITE)
        g_string_append_printf (text, "%s%u%s ", text->len ? ". " : "",
                                ab_match_get_move_number (self->match, i),
                                ab_match_get_mover (self->match, i) == AB_WHITE ? "." : "…");
      else
        g_string_append (text, ", ");
      g_string_append (text, ab_match_get_spoken (self->match, i));
    }
  g_string_append_c (text, '.');
  return g_string_free (text, FALSE);
}

/* The first half-move of the move (White's and Black's half) that holds ply i. */
static guint
move_start (AbWindow *self, guint i)
{
  if (i > 0 && ab_match_get_mover (self->match, i) == AB_BLACK
      && ab_match_get_mover (self->match, i - 1) == AB_WHITE)
    return i - 1;
  return i;
}

/* Past the last half-move of the move that starts at ply start. */
static guint
move_end (AbWindow *self, guint start, guint n)
{
  if (start + 1 < n && ab_match_get_mover (self->match, start) == AB_WHITE
      && ab_match_get_mover (self->match, start + 1) == AB_BLACK)
    return start + 2;
  return start + 1;
}

/* Where "the last moves" begin: LAST_MOVES moves back, or as many as a number on the
 * move line asks for (the line is emptied: the number was for this question). */
static guint
last_moves_start (AbWindow *self, guint n)
{
  const char *typed = gtk_editable_get_text (GTK_EDITABLE (self->move_entry));
  guint64 count = LAST_MOVES;
  guint start = n;

  if (typed[0] != '\0' && strspn (typed, "0123456789") == strlen (typed) && strlen (typed) <= 4
      && g_ascii_string_to_unsigned (typed, 10, 1, 9999, &count, NULL))
    gtk_editable_set_text (GTK_EDITABLE (self->move_entry), "");
  for (guint64 k = 0; k < count && start > 0; k++)
    start = move_start (self, start - 1);
  return start;
}

static void
scoresheet_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);
  guint n = ab_match_get_n_plies (self->match);
  gboolean last = g_variant_get_boolean (param);

  if (n == 0)
    {
      say_info (self, ab_phrase_format (ab_window_language (self), AB_PHRASE_SCORESHEET_EMPTY));
      return;
    }
  if (!last)
    {
      say_info (self, describe_plies (self, 0, n));
      return;
    }
  say_info (self, describe_plies (self, last_moves_start (self, n), n));
}

/* Alt+Page Up, Alt+Page Down: the scoresheet move by move, from the last move back; at
 * either end of it the edge is said. */
static void
sheet_step_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);
  AbLanguage lang = ab_window_language (self);
  guint n = ab_match_get_n_plies (self->match);
  gboolean back = g_variant_get_int32 (param) < 0;
  gboolean fresh = self->sheet_plies != n || self->sheet_cursor >= n;
  guint start;

  if (n == 0)
    {
      say_info (self, ab_phrase_format (lang, AB_PHRASE_SCORESHEET_EMPTY));
      return;
    }
  if (back ? !fresh && self->sheet_cursor == 0
           : fresh || move_end (self, self->sheet_cursor, n) >= n)
    {
      say_info (self, ab_phrase_format (lang, back ? AB_PHRASE_SCORESHEET_START
                                                   : AB_PHRASE_SCORESHEET_END));
      return;
    }
  if (back)
    start = move_start (self, fresh ? n - 1 : self->sheet_cursor - 1);
  else
    start = move_end (self, self->sheet_cursor, n);
  self->sheet_cursor = start;
  self->sheet_plies = n;
  say_info (self, describe_plies (self, start, move_end (self, start, n)));
}

static void
keys_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);

  AbLanguage lang = ab_window_language (self);
  GString *text = g_string_new (NULL);
  g_autofree char *keys = ab_phrase_format (lang, AB_PHRASE_KEYS);

  g_string_append (text, keys);
  /* the keys of the mode the match is in */
  if (ab_match_get_assistant (self->match) != AB_ASSISTANT_NONE)
    {
      g_autofree char *more = ab_phrase_format (lang, AB_PHRASE_KEYS_ASSISTANT);

      g_string_append_printf (text, " %s", more);
    }
  if (ab_match_is_practice (self->match))
    {
      g_autofree char *more = ab_phrase_format (lang, AB_PHRASE_KEYS_PRACTICE);

      g_string_append_printf (text, " %s", more);
    }
  say_info (self, g_string_free (text, FALSE));
}

void
ab_window_questions_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "player.clock", "s", clock_action);
  gtk_widget_class_install_action (widget_class, "player.pieces", "i", pieces_action);
  gtk_widget_class_install_action (widget_class, "player.side-pieces", "b", side_pieces_action);
  gtk_widget_class_install_action (widget_class, "player.line", "s", line_action);
  gtk_widget_class_install_action (widget_class, "player.attacks", NULL, attacks_action);
  gtk_widget_class_install_action (widget_class, "player.material", NULL, material_action);
  gtk_widget_class_install_action (widget_class, "player.moves", NULL, moves_action);
  gtk_widget_class_install_action (widget_class, "player.scoresheet", "b", scoresheet_action);
  gtk_widget_class_install_action (widget_class, "player.sheet-step", "i", sheet_step_action);
  gtk_widget_class_install_action (widget_class, "player.keys", NULL, keys_action);
}
