/* ab-bughouse-window-arbiter.c — the doorgeefschaak window's art. 8 rulings
 * (an illegal move recorded, the offender's clock restarted, a passed piece
 * taken back, the move let stand, the game forfeited) and the draw by
 * agreement (11C). Every ruling is journaled through the match's record. */
#include "config.h"

#include "ab-bughouse-window-private.h"

#include "ab-phrases.h"

static const char *
board_name (AbBughouseWindow *self, AbBughouseBoard board)
{
  return ab_bughouse_phrase_board (ab_bughouse_window_language (self), board);
}

static const char *
color_name (AbBughouseWindow *self, AbColor color)
{
  return ab_phrase_color (ab_bughouse_window_language (self), color);
}

static AbColor
side_to_move (AbBughouseWindow *self, AbBughouseBoard board)
{
  return ab_bughouse_position_side_to_move (ab_bughouse_match_position (self->match, board));
}

/* A GString holding text (taken). */
static GString *
said_string (char *text)
{
  GString *s = g_string_new (text);

  g_free (text);
  return s;
}

void
ab_bughouse_window_offer_illegal (AbBughouseWindow *self, AbBughouseBoard board,
                                  AbBughouseMove move)
{
  const AbBughousePosition *pos = ab_bughouse_match_position (self->match, board);

  /* Only the latest refusal can be recorded, and only a move a hand could make. */
  self->panes[board].refused = AB_BUGHOUSE_MOVE_NONE;
  if (move == AB_BUGHOUSE_MOVE_NONE || !ab_bughouse_position_is_possible (pos, move))
    return;
  self->panes[board].refused = move;
  ab_bughouse_window_say (
      self, ab_bughouse_phrase (ab_bughouse_window_language (self), AB_BH_PHRASE_ILLEGAL_HINT),
      AB_ANNOUNCE_INFO);
}

/* Art. 8B–C: the refused move was made over the board and the clock pressed. */
static void
illegal_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  AbBughouseWindow *self = data;
  AbBughouseBoard board = self->active;
  AbBughousePane *pane = &self->panes[board];
  AbLanguage lang = ab_bughouse_window_language (self);
  const AbBughousePosition *pos = ab_bughouse_match_position (self->match, board);
  AbColor mover = ab_bughouse_position_side_to_move (pos);
  AbBughouseMove move = pane->refused;
  char spoken[AB_SPOKEN_MAX];
  AbPieceType passed;
  AbBughouseError error;
  gint64 clock;
  GString *text;

  if (ab_bughouse_window_game_over (self, board))
    return;
  if (move == AB_BUGHOUSE_MOVE_NONE || !ab_bughouse_position_is_possible (pos, move))
    {
      ab_bughouse_window_say (
          self, ab_bughouse_phrase (lang, AB_BH_PHRASE_NOTHING_REFUSED, board_name (self, board)),
          AB_ANNOUNCE_ERROR);
      return;
    }
  ab_bughouse_window_tick (self);
  ab_bughouse_move_to_spoken (pos, move, lang, AB_SPOKEN_SHORT, spoken, sizeof spoken);
  passed = ab_bughouse_position_passed_by (pos, move);
  clock = pane->remaining[mover] + ab_bughouse_window_clock_gain (self, board, mover);
  error = ab_bughouse_match_play_illegal (self->match, board, move, clock);
  if (error != AB_BUGHOUSE_OK)
    {
      ab_bughouse_window_refuse_error (self, board, error);
      return;
    }
  pane->remaining[mover] = clock;
  pane->refused = AB_BUGHOUSE_MOVE_NONE;
  /* The move line still holds the move as typed: it is made now. */
  gtk_editable_set_text (GTK_EDITABLE (pane->entry), "");
  pane->picked = AB_NO_SQUARE;
  pane->placing = AB_NO_PIECE_TYPE;
  self->clocks_running = TRUE;
  text = g_string_new (NULL);
  {
    g_autofree char *said = ab_bughouse_phrase (lang, AB_BH_PHRASE_ILLEGAL_MADE,
                                                board_name (self, board), color_name (self, mover),
                                                spoken, color_name (self, (AbColor) !mover));

    g_string_append (text, said);
  }
  if (passed != AB_NO_PIECE_TYPE)
    {
      g_autofree char *pass = ab_bughouse_phrase (
          lang, AB_BH_PHRASE_PASSED, ab_spoken_piece (lang, passed),
          color_name (self, (AbColor) !mover), board_name (self, (AbBughouseBoard) !board));

      g_string_append_printf (text, " %s", pass);
    }
  ab_bughouse_window_finish_event (self, board, text, AB_ANNOUNCE_IMPORTANT);
}

/* The passed piece's kind that left the partner's reserve, or AB_NO_PIECE_TYPE. */
static AbPieceType
reserve_loss (const AbBughousePosition *before, const AbBughousePosition *after, AbColor c)
{
  for (AbPieceType t = AB_PAWN; t <= AB_QUEEN; t++)
    if (ab_bughouse_position_reserve (after, c, t) < ab_bughouse_position_reserve (before, c, t))
      return t;
  return AB_NO_PIECE_TYPE;
}

/* Art. 8C, 8E: restarts the offender's clock, with the square of the other board a
 * passed piece comes back from when the partner's reserve has none (AB_NO_SQUARE first). */
static void
restart (AbBughouseWindow *self, AbBughouseBoard board, AbSquare from_square)
{
  AbLanguage lang = ab_bughouse_window_language (self);
  AbBughouseBoard other = (AbBughouseBoard) !board;
  AbColor offender = (AbColor) !side_to_move (self, board);
  AbBughousePosition *before =
      ab_bughouse_position_copy (ab_bughouse_match_position (self->match, other));
  AbPiece lifted = AB_NO_PIECE;
  AbTakebackSource source = AB_TAKEBACK_NOTHING_PASSED;
  AbBughouseMove move = AB_BUGHOUSE_MOVE_NONE;
  AbBughouseError error;
  char spoken[AB_SPOKEN_MAX];
  g_autofree char *said = NULL;
  GString *text;

  for (int i = ab_bughouse_match_record_length (self->match) - 1; i >= 0 && !move; i--)
    {
      const AbBughouseRecordEntry *e = ab_bughouse_match_record (self->match, i);

      if (e->board == board && e->kind == AB_RECORD_MOVE)
        move = e->move;
    }
  if (from_square != AB_NO_SQUARE)
    lifted = ab_position_piece_at (ab_bughouse_position_board (before), from_square);
  ab_bughouse_window_tick (self);
  error = ab_bughouse_match_restart_offender (self->match, board, from_square, &source);
  if (error == AB_BUGHOUSE_ERROR_SQUARE_NEEDED)
    {
      AbPieceType kind = ab_bughouse_match_illegal_passed (self->match, board);

      self->panes[board].takeback = TRUE;
      ab_bughouse_window_say (
          self,
          ab_bughouse_phrase (lang, AB_BH_PHRASE_SQUARE_NEEDED, board_name (self, board),
                              color_name (self, (AbColor) !offender), ab_spoken_piece (lang, kind),
                              board_name (self, other)),
          AB_ANNOUNCE_IMPORTANT);
      ab_bughouse_position_free (before);
      return;
    }
  if (error != AB_BUGHOUSE_OK)
    {
      ab_bughouse_window_refuse_error (self, board, error);
      ab_bughouse_position_free (before);
      return;
    }
  self->panes[board].takeback = FALSE;
  self->panes[board].draw_offer = -1;
  /* The increment the illegal move brought goes with it: the replacement brings it. */
  self->panes[board].remaining[offender] -= ab_bughouse_window_clock_gain (self, board, offender);
  ab_bughouse_move_to_spoken (ab_bughouse_match_position (self->match, board), move, lang,
                              AB_SPOKEN_SHORT, spoken, sizeof spoken);
  said = ab_bughouse_phrase (lang, AB_BH_PHRASE_RESTARTED, board_name (self, board), spoken,
                             color_name (self, offender));
  text = g_string_new (said);
  if (source == AB_TAKEBACK_FROM_RESERVE)
    {
      AbPieceType t = reserve_loss (before, ab_bughouse_match_position (self->match, other),
                                    (AbColor) !offender);
      g_autofree char *back =
          ab_bughouse_phrase (lang, AB_BH_PHRASE_BACK_RESERVE, ab_spoken_piece (lang, t),
                                color_name (self, (AbColor) !offender), board_name (self, other));

      g_string_append_printf (text, " %s", back);
    }
  else if (source == AB_TAKEBACK_FROM_BOARD)
    {
      char square[AB_SPOKEN_MAX];
      g_autofree char *back = NULL;

      ab_spoken_square (lang, from_square, square, sizeof square);
      back = ab_bughouse_phrase (lang, AB_BH_PHRASE_BACK_BOARD,
                                 ab_spoken_piece (lang, AB_PIECE_TYPE (lifted)), square,
                                 board_name (self, other));
      g_string_append_printf (text, " %s", back);
    }
  ab_bughouse_position_free (before);
  ab_bughouse_window_finish_event (self, board, text, AB_ANNOUNCE_IMPORTANT);
}

static void
restart_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  AbBughouseWindow *self = data;

  if (!ab_bughouse_window_game_over (self, self->active))
    restart (self, self->active, AB_NO_SQUARE);
}

gboolean
ab_bughouse_window_takeback_square (AbBughouseWindow *self, AbBughouseBoard waiting, AbSquare sq)
{
  if (!self->panes[waiting].takeback)
    return FALSE;
  restart (self, waiting, sq);
  return TRUE;
}

static void
stand_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  AbBughouseWindow *self = data;
  AbBughouseBoard board = self->active;
  AbColor offender = (AbColor) !side_to_move (self, board);
  AbBughouseError error;

  if (ab_bughouse_window_game_over (self, board))
    return;
  error = ab_bughouse_match_let_stand (self->match, board);
  if (error != AB_BUGHOUSE_OK)
    {
      ab_bughouse_window_refuse_error (self, board, error);
      return;
    }
  self->panes[board].takeback = FALSE;
  ab_bughouse_window_finish_event (
      self, board,
      said_string (ab_bughouse_phrase (ab_bughouse_window_language (self), AB_BH_PHRASE_STOOD,
                                       board_name (self, board), color_name (self, offender))),
      AB_ANNOUNCE_IMPORTANT);
}

/* The player of that board who made the last illegal move, or -1. */
static int
last_offender (AbBughouseWindow *self, AbBughouseBoard board)
{
  for (int i = ab_bughouse_match_record_length (self->match) - 1; i >= 0; i--)
    {
      const AbBughouseRecordEntry *e = ab_bughouse_match_record (self->match, i);

      if (e->board == board && (e->illegal || e->kind != AB_RECORD_MOVE))
        return (int) e->color;
    }
  return -1;
}

/* Art. 8F: the arbiter declares the game lost for the offender; a second press confirms. */
static void
forfeit_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  AbBughouseWindow *self = data;
  AbBughouseBoard board = self->active;
  AbLanguage lang = ab_bughouse_window_language (self);
  int offender = last_offender (self, board);
  AbBughouseError error;

  if (ab_bughouse_window_game_over (self, board))
    return;
  if (offender < 0)
    {
      ab_bughouse_window_refuse_error (self, board, AB_BUGHOUSE_ERROR_NO_ILLEGAL_MOVE);
      return;
    }
  if (!ab_bughouse_window_confirmed (self, "forfeit",
                                     ab_bughouse_phrase (lang, AB_BH_PHRASE_ACT_FORFEIT,
                                                         board_name (self, board),
                                                         color_name (self, (AbColor) offender))))
    return;
  ab_bughouse_window_tick (self);
  error = ab_bughouse_match_forfeit (self->match, board, (AbColor) offender,
                                     AB_BUGHOUSE_ENDING_ILLEGAL_MOVES);
  if (error != AB_BUGHOUSE_OK)
    {
      ab_bughouse_window_refuse_error (self, board, error);
      return;
    }
  self->panes[board].takeback = FALSE;
  ab_bughouse_window_finish_event (
      self, board,
      said_string (ab_bughouse_phrase (lang, AB_BH_PHRASE_FORFEITED, board_name (self, board))),
      AB_ANNOUNCE_IMPORTANT);
}

/* Art. 11C: "offer" for the player on move, "accept" for his opponent, as the player's
 * window has them; a move by the opponent declines the offer. */
static void
draw_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  AbBughouseWindow *self = data;
  AbBughouseBoard board = self->active;
  AbBughousePane *pane = &self->panes[board];
  AbLanguage lang = ab_bughouse_window_language (self);
  AbColor side = side_to_move (self, board);
  AbBughouseError error;

  if (ab_bughouse_window_game_over (self, board))
    return;
  if (g_str_equal (g_variant_get_string (param, NULL), "offer"))
    {
      if (pane->draw_offer < 0)
        pane->draw_offer = (int) side;
      ab_bughouse_window_say (self,
                              ab_bughouse_phrase (lang, AB_BH_PHRASE_DRAW_OFFERED,
                                                  board_name (self, board),
                                                  color_name (self, (AbColor) pane->draw_offer),
                                                  color_name (self, (AbColor) !pane->draw_offer)),
                              AB_ANNOUNCE_IMPORTANT);
      return;
    }
  if (pane->draw_offer < 0)
    {
      ab_bughouse_window_say (
          self, ab_bughouse_phrase (lang, AB_BH_PHRASE_NO_DRAW_OFFER, board_name (self, board)),
          AB_ANNOUNCE_ERROR);
      return;
    }
  ab_bughouse_window_tick (self);
  error = ab_bughouse_match_agree_draw (self->match, board);
  if (error != AB_BUGHOUSE_OK)
    {
      ab_bughouse_window_refuse_error (self, board, error);
      return;
    }
  pane->draw_offer = -1;
  ab_bughouse_window_finish_event (
      self, board,
      said_string (ab_bughouse_phrase (lang, AB_BH_PHRASE_DRAW_AGREED, board_name (self, board))),
      AB_ANNOUNCE_IMPORTANT);
}

void
ab_bughouse_window_add_arbiter_actions (AbBughouseWindow *self, GActionMap *map,
                                        GtkShortcutController *shortcuts)
{
  static const GActionEntry entries[] = {
    { "illegal", illegal_action }, { "restart", restart_action }, { "let-stand", stand_action },
    { "forfeit", forfeit_action }, { "draw", draw_action, "s" },
  };
  static const char *const keys[][2] = {
    { "<Control><Shift>i", "bughouse.illegal" },
    { "<Control><Shift>k", "bughouse.restart" },
    { "<Control><Shift>g", "bughouse.let-stand" },
    { "<Control><Shift>x", "bughouse.forfeit" },
    { "<Control><Shift>o", "bughouse.draw('offer')" },
    { "<Control><Shift>y", "bughouse.draw('accept')" },
  };

  g_action_map_add_action_entries (map, entries, G_N_ELEMENTS (entries), self);
  ab_bughouse_window_add_keys (shortcuts, (const char *const *)keys, G_N_ELEMENTS (keys));
}
