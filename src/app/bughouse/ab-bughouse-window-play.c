/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-bughouse-window-play.c — moves and placements by the move line, the board and the
 * reserve buttons, forwarded to the match; its refusals and endings worded. */
#include "config.h"

#include "ab-bughouse-window-private.h"

#include <string.h>

#include "ab-describe-bughouse.h"
#include "ab-phrases.h"
#include "ab-spoken-words.h"

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

void
_ab_bughouse_window_refuse (AbBughouseWindow *self, AbBughouseBoard board, const char *why)
{
  /* Seen as well as heard, until the next event redraws the status. */
  gtk_label_set_label (self->panes[board].status, why);
  _ab_bughouse_window_say (self,
                           ab_bughouse_phrase (_ab_bughouse_window_language (self),
                                              AB_BH_PHRASE_REFUSED, board_name (self, board), why),
                           AB_ANNOUNCE_ERROR);
}

void
_ab_bughouse_window_refuse_error (AbBughouseWindow *self, AbBughouseBoard board,
                                  AbBughouseError error)
{
  char why[AB_DESCRIBE_MAX];

  if (error == AB_BUGHOUSE_ERROR_GAME_OVER)
    {
      _ab_bughouse_window_say (self,
                               ab_bughouse_phrase (_ab_bughouse_window_language (self),
                                                  AB_BH_PHRASE_GAME_OVER, board_name (self, board)),
                               AB_ANNOUNCE_ERROR);
      return;
    }
  /* Said, so in the announcement language (ab-spoken-words.h). */
  ab_spoken_words_begin (_ab_bughouse_window_language (self));
  ab_describe_bughouse_error (error, why, sizeof why);
  ab_spoken_words_end ();
  _ab_bughouse_window_refuse (self, board, why);
}

void
_ab_bughouse_window_refuse_turn (AbBughouseWindow *self, AbBughouseBoard board,
                                 AbBughouseError error, AbColor color, AbPieceType piece)
{
  AbLanguage lang = _ab_bughouse_window_language (self);

  if (error == AB_BUGHOUSE_ERROR_NOT_ON_MOVE)
    _ab_bughouse_window_say (self,
                             ab_bughouse_phrase (lang, AB_BH_PHRASE_NOT_ON_MOVE,
                                                board_name (self, board), color_name (self, color)),
                             AB_ANNOUNCE_ERROR);
  else if (error == AB_BUGHOUSE_ERROR_NOT_IN_RESERVE)
    _ab_bughouse_window_say (self,
                             ab_bughouse_phrase (lang, AB_BH_PHRASE_NONE_IN_RESERVE,
                                                board_name (self, board), color_name (self, color),
                                                ab_spoken_piece (lang, piece)),
                             AB_ANNOUNCE_ERROR);
  else
    _ab_bughouse_window_refuse_error (self, board, error);
}

/* Why a move is refused, in the announcement language like the rest of what is said. */
static void
spoken_move_error (AbBughouseWindow *self, const AbBughousePosition *pos,
                   const AbBughouseMoveError *why, char *msg, gsize size)
{
  AbLanguage lang = _ab_bughouse_window_language (self);

  ab_spoken_words_begin (lang);
  ab_describe_bughouse_move_error (pos, why, lang, msg, size);
  ab_spoken_words_end ();
}

void
_ab_bughouse_window_append_ending (AbBughouseWindow *self, AbBughouseBoard board, GString *text)
{
  AbLanguage lang = _ab_bughouse_window_language (self);
  const AbBughouseOutcome *outcome = ab_bughouse_match_outcome (self->match, board);
  const char *ending = ab_bughouse_phrase_ending (lang, outcome->ending);
  g_autofree char *said = NULL;

  switch (outcome->result)
    {
    case AB_BUGHOUSE_RESULT_WHITE_WINS:
      said = ab_bughouse_phrase (lang, AB_BH_PHRASE_WHITE_WINS, board_name (self, board), ending);
      break;
    case AB_BUGHOUSE_RESULT_BLACK_WINS:
      said = ab_bughouse_phrase (lang, AB_BH_PHRASE_BLACK_WINS, board_name (self, board), ending);
      break;
    case AB_BUGHOUSE_RESULT_DRAW:
      said = ab_bughouse_phrase (lang, AB_BH_PHRASE_DRAWN, board_name (self, board), ending);
      break;
    case AB_BUGHOUSE_RESULT_NONE:
    default:
      return;
    }
  if (text->len > 0)
    g_string_append_c (text, ' ');
  g_string_append (text, said);
}

static void
append_match_over (AbBughouseWindow *self, GString *text)
{
  g_autofree char *one = NULL;
  g_autofree char *two = NULL;
  g_autofree char *said = NULL;

  if (!ab_bughouse_match_is_over (self->match))
    return;
  one = ab_bughouse_phrase_points (ab_bughouse_match_team_half_points (self->match, AB_TEAM_1));
  two = ab_bughouse_phrase_points (ab_bughouse_match_team_half_points (self->match, AB_TEAM_2));
  said = ab_bughouse_phrase (_ab_bughouse_window_language (self), AB_BH_PHRASE_MATCH_OVER, one,
                             two);
  g_string_append_printf (text, " %s", said);
}

void
_ab_bughouse_window_finish_event (AbBughouseWindow *self, AbBughouseBoard board, GString *text,
                                  AbAnnounceKind kind)
{
  _ab_bughouse_window_save_journal (self);
  _ab_bughouse_window_refresh (self);
  _ab_bughouse_window_append_ending (self, board, text);
  append_match_over (self, text);
  _ab_bughouse_window_say (self, g_string_free (text, FALSE), kind);
}

void
_ab_bughouse_window_play (AbBughouseWindow *self, AbBughouseBoard board, AbBughouseMove move)
{
  AbLanguage lang = _ab_bughouse_window_language (self);
  const AbBughousePosition *pos = ab_bughouse_match_position (self->match, board);
  AbColor mover = ab_bughouse_position_side_to_move (pos);
  AbPieceType passed = ab_bughouse_position_passed_by (pos, move);
  AbBughousePane *pane = &self->panes[board];
  char spoken[AB_SPOKEN_MAX];
  AbBughouseError error;
  g_autofree char *said = NULL;
  GString *text;
  gboolean capture;
  gint64 now = _ab_bughouse_window_tick (self);

  ab_bughouse_move_to_spoken (pos, move, lang, AB_SPOKEN_SHORT, spoken, sizeof spoken);
  /* Every capture passes a piece on: the king is never taken. */
  capture = passed != AB_NO_PIECE_TYPE;
  error = ab_bughouse_match_play (self->match, board, move, now);
  if (error == AB_BUGHOUSE_ERROR_ILLEGAL_MOVE)
    {
      _ab_bughouse_window_refuse_error (self, board, error);
      _ab_bughouse_window_offer_illegal (self, board, move);
      return;
    }
  if (error != AB_BUGHOUSE_OK)
    {
      _ab_bughouse_window_refuse_error (self, board, error);
      return;
    }
  pane->picked = AB_NO_SQUARE;
  pane->placing = AB_NO_PIECE_TYPE;
  pane->refused = AB_BUGHOUSE_MOVE_NONE;
  {
    AbBughouseStatus status = ab_bughouse_position_status (pos);

    ab_announcer_move_earcon (self->announcer, capture,
                              status == AB_BUGHOUSE_STATUS_CHECK
                                || status == AB_BUGHOUSE_STATUS_CHECKMATE
                                || status == AB_BUGHOUSE_STATUS_CHECK_WAITING);
  }
  text = g_string_new (NULL);
  said = ab_bughouse_phrase (lang, AB_BH_PHRASE_MOVE, board_name (self, board),
                             color_name (self, mover), spoken);
  g_string_append (text, said);
  /* Art. 3: the capture goes to the capturer's partner: the other board, the other colour. */
  if (passed != AB_NO_PIECE_TYPE)
    {
      g_autofree char *pass = ab_bughouse_phrase (lang, AB_BH_PHRASE_PASSED,
                                                  ab_spoken_piece (lang, passed),
                                                  color_name (self, (AbColor) !mover),
                                                  board_name (self, (AbBughouseBoard) !board));

      g_string_append_printf (text, " %s", pass);
    }
  _ab_bughouse_window_finish_event (self, board, text, AB_ANNOUNCE_INFO);
}

static void
pick_up (AbBughouseWindow *self, AbBughouseBoard board, AbSquare sq)
{
  AbLanguage lang = _ab_bughouse_window_language (self);
  const AbBughousePosition *pos = ab_bughouse_match_position (self->match, board);
  AbPiece piece = ab_position_piece_at (ab_bughouse_position_board (pos), sq);
  AbBughousePane *pane = &self->panes[board];
  AbColor color = piece == AB_NO_PIECE ? ab_bughouse_position_side_to_move (pos)
                                       : AB_PIECE_COLOR (piece);
  AbBughouseError error = ab_bughouse_match_may_move (self->match, board, color, AB_NO_PIECE_TYPE);
  char square[AB_SPOKEN_MAX];

  if (error != AB_BUGHOUSE_OK)
    {
      _ab_bughouse_window_refuse_turn (self, board, error, color, AB_NO_PIECE_TYPE);
      return;
    }
  if (piece == AB_NO_PIECE)
    {
      _ab_bughouse_window_say (self, ab_phrase_cell (lang, ab_bughouse_position_board (pos), sq),
                               AB_ANNOUNCE_ECHO);
      return;
    }
  pane->picked = sq;
  pane->placing = AB_NO_PIECE_TYPE;
  ab_bughouse_board_view_set_selected (pane->view, sq);
  ab_spoken_square (lang, sq, square, sizeof square);
  _ab_bughouse_window_say (self,
                           ab_bughouse_phrase (lang, AB_BH_PHRASE_PICKED_UP,
                                              ab_spoken_piece (lang, AB_PIECE_TYPE (piece)),
                                              square),
                           AB_ANNOUNCE_ECHO);
}

static void
put_down (AbBughouseWindow *self, AbBughouseBoard board, AbSquare to)
{
  const AbBughousePosition *pos = ab_bughouse_match_position (self->match, board);
  const AbPosition *b = ab_bughouse_position_board (pos);
  AbBughousePane *pane = &self->panes[board];
  AbPiece on_target = ab_position_piece_at (b, to);
  AbMoveError error;
  AbMove move = ab_position_match_squares (b, pane->picked, to, AB_NO_PIECE_TYPE, &error);

  /* Put down on the last rank, the pawn's new value is asked (art. 6A, 6C). */
  if (move == AB_MOVE_NONE && error.code == AB_MOVE_ERROR_PROMOTION_MISSING)
    {
      _ab_bughouse_window_ask_promotion (self, board, pane->picked, to);
      return;
    }
  if (move != AB_MOVE_NONE && ab_bughouse_position_is_legal (pos, (AbBughouseMove) move))
    {
      _ab_bughouse_window_play (self, board, (AbBughouseMove) move);
      return;
    }
  if (on_target != AB_NO_PIECE
      && AB_PIECE_COLOR (on_target) == ab_bughouse_position_side_to_move (pos))
    {
      pick_up (self, board, to);
      return;
    }
  {
    AbBughouseMoveError why = { .base = error };
    char msg[AB_DESCRIBE_MAX];

    spoken_move_error (self, pos, &why, msg, sizeof msg);
    _ab_bughouse_window_refuse (self, board, msg);
    /* A move a hand can make may have been made over the board (art. 8). */
    _ab_bughouse_window_offer_illegal (self, board,
                                       (AbBughouseMove) ab_move_make (pane->picked, to,
                                                                     AB_MOVE_NORMAL,
                                                                     AB_NO_PIECE_TYPE));
  }
}

static void
place (AbBughouseWindow *self, AbBughouseBoard board, AbSquare to)
{
  const AbBughousePosition *pos = ab_bughouse_match_position (self->match, board);
  AbBughousePane *pane = &self->panes[board];
  AbDropError drop = ab_bughouse_position_check_drop (pos, pane->placing, to);

  if (drop != AB_DROP_OK)
    {
      AbBughouseMoveError why = { .drop = drop, .is_drop = true, .piece = pane->placing,
                                  .to = to };
      char msg[AB_DESCRIBE_MAX];

      spoken_move_error (self, pos, &why, msg, sizeof msg);
      _ab_bughouse_window_refuse (self, board, msg);
      _ab_bughouse_window_offer_illegal (self, board, ab_bughouse_move_drop (pane->placing, to));
      return;
    }
  _ab_bughouse_window_play (self, board, ab_bughouse_move_drop (pane->placing, to));
}

void
_ab_bughouse_window_square_activated (AbBughouseWindow *self, AbBughouseBoard board, AbSquare sq)
{
  AbBughousePane *pane = &self->panes[board];
  AbColor side =
    ab_bughouse_position_side_to_move (ab_bughouse_match_position (self->match, board));
  AbBughouseError error;

  self->active = board;
  if (_ab_bughouse_window_takeback_square (self, (AbBughouseBoard) !board, sq))
    return;
  /* Whether the board takes a move at all is the match's to say, before any square. */
  error = ab_bughouse_match_may_move (self->match, board, side, AB_NO_PIECE_TYPE);
  if (error != AB_BUGHOUSE_OK)
    {
      _ab_bughouse_window_refuse_error (self, board, error);
      return;
    }
  if (pane->placing != AB_NO_PIECE_TYPE)
    place (self, board, sq);
  else if (pane->picked == AB_NO_SQUARE)
    pick_up (self, board, sq);
  else if (pane->picked == sq)
    _ab_bughouse_window_put_back (self, board);
  else
    put_down (self, board, sq);
}

gboolean
_ab_bughouse_window_put_back (AbBughouseWindow *self, AbBughouseBoard board)
{
  AbBughousePane *pane = &self->panes[board];

  if (pane->picked == AB_NO_SQUARE && pane->placing == AB_NO_PIECE_TYPE)
    return FALSE;
  pane->picked = AB_NO_SQUARE;
  pane->placing = AB_NO_PIECE_TYPE;
  ab_bughouse_board_view_set_selected (pane->view, AB_NO_SQUARE);
  _ab_bughouse_window_say (self,
                           ab_bughouse_phrase (_ab_bughouse_window_language (self),
                                              AB_BH_PHRASE_PUT_BACK),
                           AB_ANNOUNCE_ECHO);
  return TRUE;
}

void
_ab_bughouse_window_reserve_clicked (AbBughouseWindow *self, AbBughouseBoard board, AbColor color,
                                     AbPieceType type)
{
  AbLanguage lang = _ab_bughouse_window_language (self);
  AbBughousePane *pane = &self->panes[board];
  AbBughouseError error = ab_bughouse_match_may_move (self->match, board, color, type);

  self->active = board;
  if (error != AB_BUGHOUSE_OK)
    {
      _ab_bughouse_window_refuse_turn (self, board, error, color, type);
      return;
    }
  pane->placing = type;
  pane->picked = AB_NO_SQUARE;
  ab_bughouse_board_view_set_selected (pane->view, AB_NO_SQUARE);
  gtk_widget_grab_focus (GTK_WIDGET (pane->view));
  _ab_bughouse_window_say (self,
                           ab_bughouse_phrase (lang, AB_BH_PHRASE_PLACE_CHOSEN,
                                              board_name (self, board),
                                              ab_spoken_piece (lang, type)),
                           AB_ANNOUNCE_INFO);
}

void
_ab_bughouse_window_entry_activated (AbBughouseWindow *self, AbBughouseBoard board)
{
  GtkEntry *entry = self->panes[board].entry;
  const char *typed = gtk_editable_get_text (GTK_EDITABLE (entry));
  AbBughouseMoveError why;
  AbBughouseMove move, possible;
  AbBughouseError error;
  g_autofree char *text = g_strstrip (g_strdup (typed));

  self->active = board;
  if (*text == '\0')
    return;
  /* 8E: a square typed for the piece to come back from the other board. */
  if (strlen (text) == 2 && text[0] >= 'a' && text[0] <= 'h' && text[1] >= '1' && text[1] <= '8'
      && _ab_bughouse_window_takeback_square (self, board,
                                              AB_SQUARE (text[0] - 'a', text[1] - '1')))
    {
      gtk_editable_set_text (GTK_EDITABLE (entry), "");
      return;
    }
  error = ab_bughouse_match_read_move (self->match, board, text, &move, &why, &possible);
  if (error == AB_BUGHOUSE_ERROR_ILLEGAL_MOVE)
    {
      char msg[AB_DESCRIBE_MAX];

      spoken_move_error (self, ab_bughouse_match_position (self->match, board), &why, msg,
                         sizeof msg);
      _ab_bughouse_window_refuse (self, board, msg);
      _ab_bughouse_window_offer_illegal (self, board, possible);
      return;
    }
  if (error != AB_BUGHOUSE_OK)
    {
      _ab_bughouse_window_refuse_error (self, board, error);
      return;
    }
  gtk_editable_set_text (GTK_EDITABLE (entry), "");
  _ab_bughouse_window_play (self, board, move);
}
