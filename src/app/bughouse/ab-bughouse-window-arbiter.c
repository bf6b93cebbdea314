/* SPDX-License-Identifier: GPL-3.0-or-later */
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
  return ab_bughouse_phrase_board (_ab_bughouse_window_language (self), board);
}

static const char *
color_name (AbBughouseWindow *self, AbColor color)
{
  return ab_phrase_color (_ab_bughouse_window_language (self), color);
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
_ab_bughouse_window_offer_illegal (AbBughouseWindow *self, AbBughouseBoard board,
                                   AbBughouseMove move)
{
  const AbBughousePosition *pos = ab_bughouse_match_position (self->match, board);

  /* Only the latest refusal can be recorded, and only a move a hand could make. */
  self->panes[board].refused = AB_BUGHOUSE_MOVE_NONE;
  if (move == AB_BUGHOUSE_MOVE_NONE || !ab_bughouse_position_is_possible (pos, move))
    return;
  self->panes[board].refused = move;
  _ab_bughouse_window_say (
      self, ab_bughouse_phrase (_ab_bughouse_window_language (self), AB_BH_PHRASE_ILLEGAL_HINT),
      AB_ANNOUNCE_INFO);
}

/* Art. 8B–C: the refused move was made over the board and the clock pressed. */
static void
illegal_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  AbBughouseWindow *self = data;
  AbBughouseBoard board = self->active;
  AbBughousePane *pane = &self->panes[board];
  AbLanguage lang = _ab_bughouse_window_language (self);
  const AbBughousePosition *pos = ab_bughouse_match_position (self->match, board);
  AbColor mover = ab_bughouse_position_side_to_move (pos);
  AbBughouseMove move = pane->refused;
  char spoken[AB_SPOKEN_MAX] = "";
  AbPieceType passed = AB_NO_PIECE_TYPE;
  AbBughouseError error;
  GString *text;
  gint64 now = _ab_bughouse_window_tick (self);

  /* Said from the position before it. */
  if (move != AB_BUGHOUSE_MOVE_NONE)
    {
      ab_bughouse_move_to_spoken (pos, move, lang, AB_SPOKEN_SHORT, spoken, sizeof spoken);
      passed = ab_bughouse_position_passed_by (pos, move);
    }
  error = ab_bughouse_match_play_illegal (self->match, board, move, now);
  if (error == AB_BUGHOUSE_ERROR_IMPOSSIBLE_MOVE)
    {
      _ab_bughouse_window_say (
          self, ab_bughouse_phrase (lang, AB_BH_PHRASE_NOTHING_REFUSED, board_name (self, board)),
          AB_ANNOUNCE_ERROR);
      return;
    }
  if (error != AB_BUGHOUSE_OK)
    {
      _ab_bughouse_window_refuse_error (self, board, error);
      return;
    }
  pane->refused = AB_BUGHOUSE_MOVE_NONE;
  /* The move line still holds the move as typed: it is made now. */
  gtk_editable_set_text (GTK_EDITABLE (pane->entry), "");
  pane->picked = AB_NO_SQUARE;
  pane->placing = AB_NO_PIECE_TYPE;
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
  _ab_bughouse_window_finish_event (self, board, text, AB_ANNOUNCE_IMPORTANT);
}

/* Art. 8C, 8E: restarts the offender's clock, with the square of the other board a
 * passed piece comes back from when the partner's reserve has none (AB_NO_SQUARE first). */
static void
restart (AbBughouseWindow *self, AbBughouseBoard board, AbSquare from_square)
{
  AbLanguage lang = _ab_bughouse_window_language (self);
  AbBughouseBoard other = (AbBughouseBoard) !board;
  AbBughouseRestart done;
  AbBughouseError error;
  char spoken[AB_SPOKEN_MAX];
  g_autofree char *said = NULL;
  g_autofree char *back = NULL;
  GString *text;

  error = ab_bughouse_match_restart_offender (self->match, board, from_square,
                                              _ab_bughouse_window_tick (self), &done);
  if (error == AB_BUGHOUSE_ERROR_SQUARE_NEEDED)
    {
      self->panes[board].takeback = TRUE;
      _ab_bughouse_window_say (
          self,
          ab_bughouse_phrase (lang, AB_BH_PHRASE_SQUARE_NEEDED, board_name (self, board),
                               color_name (self, (AbColor) !done.offender),
                               ab_spoken_piece (lang, done.passed), board_name (self, other)),
          AB_ANNOUNCE_IMPORTANT);
      return;
    }
  if (error != AB_BUGHOUSE_OK)
    {
      _ab_bughouse_window_refuse_error (self, board, error);
      return;
    }
  self->panes[board].takeback = FALSE;
  /* Said from the position before it, which the board shows again. */
  ab_bughouse_move_to_spoken (ab_bughouse_match_position (self->match, board), done.move, lang,
                              AB_SPOKEN_SHORT, spoken, sizeof spoken);
  said = ab_bughouse_phrase (lang, AB_BH_PHRASE_RESTARTED, board_name (self, board), spoken,
                             color_name (self, done.offender));
  text = g_string_new (said);
  if (done.source == AB_TAKEBACK_FROM_RESERVE)
    back = ab_bughouse_phrase (lang, AB_BH_PHRASE_BACK_RESERVE, ab_spoken_piece (lang, done.passed),
                               color_name (self, (AbColor) !done.offender),
                               board_name (self, other));
  else if (done.source == AB_TAKEBACK_FROM_BOARD)
    {
      char square[AB_SPOKEN_MAX];

      ab_spoken_square (lang, done.from_square, square, sizeof square);
      back = ab_bughouse_phrase (lang, AB_BH_PHRASE_BACK_BOARD,
                                 ab_spoken_piece (lang, AB_PIECE_TYPE (done.lifted)), square,
                                 board_name (self, other));
    }
  if (back != NULL)
    g_string_append_printf (text, " %s", back);
  _ab_bughouse_window_finish_event (self, board, text, AB_ANNOUNCE_IMPORTANT);
}

static void
restart_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  AbBughouseWindow *self = data;

  restart (self, self->active, AB_NO_SQUARE);
}

gboolean
_ab_bughouse_window_takeback_square (AbBughouseWindow *self, AbBughouseBoard waiting, AbSquare sq)
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
  AbBughouseError error = ab_bughouse_match_let_stand (self->match, board);

  if (error != AB_BUGHOUSE_OK)
    {
      _ab_bughouse_window_refuse_error (self, board, error);
      return;
    }
  self->panes[board].takeback = FALSE;
  _ab_bughouse_window_finish_event (
      self, board,
      said_string (ab_bughouse_phrase (_ab_bughouse_window_language (self), AB_BH_PHRASE_STOOD,
                                       board_name (self, board), color_name (self, offender))),
      AB_ANNOUNCE_IMPORTANT);
}

/* Art. 8F: the arbiter declares the game lost for the offender; a second press confirms. */
static void
forfeit_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  AbBughouseWindow *self = data;
  AbBughouseBoard board = self->active;
  AbLanguage lang = _ab_bughouse_window_language (self);
  AbColor offender = AB_WHITE;
  AbBughouseError error = ab_bughouse_match_last_offender (self->match, board, &offender);

  /* Asked before the confirmation, so that a refusal needs no second press. */
  if (error != AB_BUGHOUSE_OK)
    {
      _ab_bughouse_window_refuse_error (self, board, error);
      return;
    }
  if (!_ab_bughouse_window_confirmed (self, "forfeit",
                                      ab_bughouse_phrase (lang, AB_BH_PHRASE_ACT_FORFEIT,
                                                         board_name (self, board),
                                                         color_name (self, offender))))
    return;
  error = ab_bughouse_match_forfeit (self->match, board, offender,
                                     AB_BUGHOUSE_ENDING_ILLEGAL_MOVES,
                                     _ab_bughouse_window_tick (self));
  if (error != AB_BUGHOUSE_OK)
    {
      _ab_bughouse_window_refuse_error (self, board, error);
      return;
    }
  self->panes[board].takeback = FALSE;
  _ab_bughouse_window_finish_event (
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
  AbLanguage lang = _ab_bughouse_window_language (self);
  AbBughouseError error;

  if (g_str_equal (g_variant_get_string (param, NULL), "offer"))
    {
      AbColor offerer;

      error = ab_bughouse_match_offer_draw (self->match, board, side_to_move (self, board));
      if (error != AB_BUGHOUSE_OK)
        {
          _ab_bughouse_window_refuse_error (self, board, error);
          return;
        }
      /* An offer that stood already stays the one said. */
      offerer = (AbColor) ab_bughouse_match_draw_offer (self->match, board);
      _ab_bughouse_window_say (self,
                               ab_bughouse_phrase (lang, AB_BH_PHRASE_DRAW_OFFERED,
                                                  board_name (self, board),
                                                  color_name (self, offerer),
                                                  color_name (self, (AbColor) !offerer)),
                               AB_ANNOUNCE_IMPORTANT);
      return;
    }
  error = ab_bughouse_match_accept_draw (self->match, board, _ab_bughouse_window_tick (self));
  if (error == AB_BUGHOUSE_ERROR_NO_DRAW_OFFER)
    {
      _ab_bughouse_window_say (
          self, ab_bughouse_phrase (lang, AB_BH_PHRASE_NO_DRAW_OFFER, board_name (self, board)),
          AB_ANNOUNCE_ERROR);
      return;
    }
  if (error != AB_BUGHOUSE_OK)
    {
      _ab_bughouse_window_refuse_error (self, board, error);
      return;
    }
  _ab_bughouse_window_finish_event (
      self, board,
      said_string (ab_bughouse_phrase (lang, AB_BH_PHRASE_DRAW_AGREED, board_name (self, board))),
      AB_ANNOUNCE_IMPORTANT);
}

void
_ab_bughouse_window_add_arbiter_actions (AbBughouseWindow *self, GActionMap *map,
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
  _ab_bughouse_window_add_keys (shortcuts, (const char *const *)keys, G_N_ELEMENTS (keys));
}
