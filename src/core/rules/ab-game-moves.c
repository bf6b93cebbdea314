/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-game-moves.c — moves made and completed (4.7, 6.2, D.2.3) and the endings the
 * board brings by itself (5.1.1, 5.2.1, 5.2.2, 9.6). */
#include "ab-game-private.h"

#include <stdlib.h>
#include <string.h>

/* 5.2.2: dead only when neither side can mate is proven; undecided goes on. */
static bool
is_dead (AbGame *self, const AbPosition *pos)
{
  self->dead_verdict = _ab_game_dead_verdict (self, pos);
  return self->dead_verdict == AB_MATE_IMPOSSIBLE;
}

static bool
has_automatic_draws (const AbGame *self)
{
  return self->edition == AB_EDITION_2014 || self->edition == AB_EDITION_2023;
}

/* 9.6.1: five times in 2023; in 2014 on five consecutive alternate moves of each player
 * (9.6a), that is the same position every fourth ply. */
static bool
is_fivefold (const AbGame *self)
{
  int n = self->n_moves;
  uint64_t key = self->keys[n];

  if (self->edition == AB_EDITION_2014)
    {
      if (n < 16)
        return false;
      for (int k = 1; k <= 4; k++)
        if (self->keys[n - 4 * k] != key)
          return false;
      return true;
    }
  return _ab_game_count_repetitions (self, key) >= 5;
}

/* The endings a position brings by itself, in order of precedence: mate first (9.6.2
 * says so for the 75 moves), the draws after it. Returns true when the game ended. */
bool
_ab_game_check_automatic (AbGame *self, AbColor mover, int64_t now, AbDecision *d)
{
  AbStatus status = ab_position_status (self->pos);

  if (status == AB_STATUS_CHECKMATE)
    {
      _ab_game_end (self, AB_ENDING_CHECKMATE,
                    mover == AB_WHITE ? AB_RESULT_WHITE_WINS : AB_RESULT_BLACK_WINS, mover, false,
                    _ab_game_article (self, AB_RULE_CHECKMATE), now, d);
      return true;
    }
  if (status == AB_STATUS_STALEMATE)
    {
      _ab_game_end (self, AB_ENDING_STALEMATE, AB_RESULT_DRAW, mover, false,
                    _ab_game_article (self, AB_RULE_STALEMATE), now, d);
      return true;
    }
  if (has_automatic_draws (self) && is_fivefold (self))
    {
      _ab_game_end (self, AB_ENDING_FIVEFOLD, AB_RESULT_DRAW, mover, false,
                    _ab_game_article (self, AB_RULE_FIVEFOLD), now, d);
      return true;
    }
  if (has_automatic_draws (self) && ab_position_halfmove_clock (self->pos) >= 150)
    {
      _ab_game_end (self, AB_ENDING_SEVENTY_FIVE_MOVES, AB_RESULT_DRAW, mover, false,
                    _ab_game_article (self, AB_RULE_SEVENTY_FIVE), now, d);
      return true;
    }
  if (is_dead (self, self->pos))
    {
      _ab_game_end (self, AB_ENDING_DEAD_POSITION, AB_RESULT_DRAW, mover, false,
                    _ab_game_article (self, AB_RULE_DEAD_POSITION), now, d);
      return true;
    }
  return false;
}

AbGameError
_ab_game_play (AbGame *self, AbMove move, int64_t now, unsigned remarks, AbDecision *d)
{
  AbColor mover = ab_position_side_to_move (self->pos);
  AbGameMove *m;
  AbUndo undo;

  if (!_ab_game_reserve (self))
    return AB_GAME_ERROR_NO_MEMORY;
  m = &self->moves[self->n_moves];
  memset (m, 0, sizeof *m);
  m->move = move;
  m->side = mover;
  m->number = ab_position_fullmove_number (self->pos);
  m->made_us = now;
  m->completed_us = -1;
  m->remarks = remarks;
  m->touched = AB_NO_SQUARE;
  if (self->touched[mover])
    {
      m->remarks |= AB_REMARK_TOUCHED_PIECE;
      m->touched = self->touched_square[mover];
    }
  if (self->obliged)
    m->remarks |= AB_REMARK_INTENDED;
  self->touched[mover] = false;
  self->touched_square[mover] = AB_NO_SQUARE;
  self->must_move[mover] = AB_NO_SQUARE;
  self->obliged = false;
  self->illegal_held = false;

  ab_position_make (self->pos, move, &undo);
  self->n_moves++;
  self->keys[self->n_moves] = ab_position_repetition_key (self->pos);
  self->pending = true;
  if (d)
    {
      d->move = move;
      d->player = mover;
    }
  _ab_game_check_automatic (self, mover, now, d);
  return AB_GAME_OK;
}

AbPosition *
ab_game_position_before (const AbGame *self, int ply)
{
  AbPosition *pos;

  if (ply < 0 || ply > self->n_moves || !(pos = ab_position_copy (self->start)))
    return NULL;
  for (int i = 0; i < ply; i++)
    {
      const AbGameMove *m = &self->moves[i];
      AbUndo undo;

      /* A.5.2: the move stood as made; a promotion without a piece stood as the queen's,
       * which the record holds (7.5.2). */
      if ((m->remarks & AB_REMARK_ILLEGAL) && !(m->remarks & AB_REMARK_PROMOTED_TO_QUEEN))
        {
          AbPosition *after = _ab_game_position_after_illegal (pos, m->move,
                                                               AB_ILLEGAL_MOVE_MOVE, false);

          ab_position_free (pos);
          if (!after)
            return NULL;
          pos = after;
        }
      else
        ab_position_make (pos, m->move, &undo);
    }
  return pos;
}

AbGameError
_ab_game_complete (AbGame *self, AbColor side, int64_t now, AbDecision *d)
{
  AbGameMove *m = &self->moves[self->n_moves - 1];

  if (self->clock)
    {
      AbClockError ce = ab_clock_press (self->clock, side, now, &d->press);

      if (ce)
        return _ab_game_clock_failed (self, ce);
      d->pressed = true;
    }
  m->completed_us = now;
  _ab_game_read_clocks (self, m, now);
  self->pending = false;
  self->press_owed[side] = false;
  self->running = (AbColor) !side;
  d->kind = AB_DECISION_MOVE_COMPLETED;
  d->article = _ab_game_article (self, AB_RULE_MOVE_COMPLETED);
  d->player = side;
  d->move = m->move;
  return AB_GAME_OK;
}

/* ---- playing ---- */

AbGameError
ab_game_start (AbGame *self, int64_t now, AbDecision *out)
{
  AbDecision local;
  AbDecision *d = out ? out : &local;
  AbGameError err = _ab_game_check_playing (self);

  if (err)
    return err;
  if (self->phase != AB_GAME_PHASE_NOT_STARTED)
    return AB_GAME_ERROR_STARTED;
  if ((err = _ab_game_check_now (self, now)))
    return err;
  if (self->clock)
    {
      AbClockError ce = ab_clock_start (self->clock, ab_position_side_to_move (self->pos), now);

      if (ce)
        return _ab_game_clock_failed (self, ce);
    }
  _ab_game_decision_init (d, AB_DECISION_STARTED, now);
  d->article = _ab_game_article (self, AB_RULE_START);
  d->player = ab_position_side_to_move (self->pos);
  self->phase = AB_GAME_PHASE_PLAYING;
  self->running = d->player;
  _ab_game_touch_time (self, now);
  return AB_GAME_OK;
}

/* The clock lets moves be made: started (or none: the first move or press starts the
 * game) and not stopped by the arbiter. */
static AbGameError
check_clock_runs (const AbGame *self)
{
  AbGameError err = _ab_game_check_playing (self);

  if (err)
    return err;
  if (self->phase == AB_GAME_PHASE_NOT_STARTED && self->clock)
    return AB_GAME_ERROR_NOT_STARTED;
  if (self->clock && ab_clock_get_state (self->clock) == AB_CLOCK_PAUSED)
    return AB_GAME_ERROR_CLOCK_PAUSED;
  return AB_GAME_OK;
}

/* A game without a clock begins with its first move or press. */
static void
begin_without_clock (AbGame *self)
{
  if (self->phase == AB_GAME_PHASE_NOT_STARTED)
    {
      self->phase = AB_GAME_PHASE_PLAYING;
      self->running = ab_position_side_to_move (self->pos);
    }
}

/* 7.5.2: a pawn moved to the last rank without a piece chosen, which would be legal as
 * a promotion to a queen. */
static bool
is_unfinished_promotion (const AbPosition *pos, AbMove move)
{
  AbSquare to = ab_move_to (move);
  int last = ab_position_side_to_move (pos) == AB_WHITE ? 7 : 0;

  if (ab_move_kind (move) != AB_MOVE_NORMAL || AB_SQUARE_RANK (to) != last
      || AB_PIECE_TYPE (ab_position_piece_at (pos, ab_move_from (move))) != AB_PAWN)
    return false;
  return ab_position_is_legal (pos,
                               ab_move_make (ab_move_from (move), to, AB_MOVE_PROMOTION, AB_QUEEN));
}

AbGameError
ab_game_make_move (AbGame *self, AbMove move, int64_t now, AbDecision *out)
{
  AbDecision local;
  AbDecision *d = out ? out : &local;
  AbGameError err;
  AbColor mover;
  AbSquare from = ab_move_from (move), to = ab_move_to (move);
  bool legal;

  if ((err = _ab_game_check_playing (self)) || (err = _ab_game_begin (self, now)))
    return err;
  if (move == AB_MOVE_NONE || from == to
      || ab_position_piece_at (self->pos, from) == AB_NO_PIECE)
    return AB_GAME_ERROR_BAD_MOVE;
  if ((err = check_clock_runs (self)))
    return err;
  mover = ab_position_side_to_move (self->pos);
  if (self->obliged && move != self->obliged_move)
    return AB_GAME_ERROR_MUST_PLAY_INTENDED;
  if (self->must_move[mover] != AB_NO_SQUARE && from != self->must_move[mover])
    return AB_GAME_ERROR_TOUCH_MOVE;
  legal = ab_position_is_legal (self->pos, move);

  begin_without_clock (self);
  _ab_game_decision_init (d, AB_DECISION_MOVE_MADE, now);
  d->player = mover;
  d->move = move;
  d->article = _ab_game_article (self, AB_RULE_MOVE_COMPLETED);
  if (self->pending)
    {
      AbGameMove *prev = &self->moves[self->n_moves - 1];

      /* 6.2.1.2: the opponent moved before pressing; his move counts as completed now,
       * and he may still press (6.2.2). */
      prev->completed_us = now;
      prev->remarks |= AB_REMARK_COMPLETED_BY_REPLY;
      _ab_game_read_clocks (self, prev, now);
      self->pending = false;
      self->press_owed[prev->side] = true;
      d->notes |= AB_NOTE_PREVIOUS_COMPLETED;
    }
  if (self->illegal_open && self->open_offender != mover)
    _ab_game_illegal_stands (self, now, d);
  if (self->offer_standing && self->offer_by != mover)
    {
      /* 9.1.2.1: moving a piece rejects the opponent's offer. */
      self->offer_standing = false;
      d->notes |= AB_NOTE_OFFER_REJECTED;
    }

  if (legal)
    _ab_game_play (self, move, now, 0, d);
  else
    {
      self->illegal_held = true;
      self->illegal_move = move;
      self->illegal_kind = is_unfinished_promotion (self->pos, move) ? AB_ILLEGAL_MOVE_PROMOTION
                                                                       : AB_ILLEGAL_MOVE_MOVE;
      self->illegal_made_us = now;
      self->illegal_offer = false;
      d->illegal = self->illegal_kind;
    }
  _ab_game_touch_time (self, now);
  _ab_game_keep (self, d);
  return AB_GAME_OK;
}

AbGameError
ab_game_press_clock (AbGame *self, AbColor player, int64_t now, AbDecision *out)
{
  AbDecision local;
  AbDecision *d = out ? out : &local;
  AbGameError err;
  AbColor runs;

  if (!ab_game_valid_color (player))
    return AB_GAME_ERROR_BAD_ARGUMENT;
  if ((err = _ab_game_check_playing (self)) || (err = _ab_game_begin (self, now))
      || (err = check_clock_runs (self)))
    return err;
  if (self->clock)
    runs = ab_clock_get_side (self->clock);
  else if (self->phase == AB_GAME_PHASE_NOT_STARTED)
    runs = ab_position_side_to_move (self->pos);
  else
    runs = self->running;
  if (runs != player)
    return AB_GAME_ERROR_NOT_YOUR_CLOCK;
  begin_without_clock (self);

  _ab_game_decision_init (d, AB_DECISION_MOVE_COMPLETED, now);
  d->player = player;
  if (self->pending && self->moves[self->n_moves - 1].side == player)
    err = _ab_game_complete (self, player, now, d);
  else if (self->illegal_held && ab_position_side_to_move (self->pos) == player)
    err = _ab_game_complete_illegal (self, player, now, d);
  else if (self->press_owed[player])
    {
      /* 6.2.2: the press owed for a move the reply already completed. */
      int ply = self->n_moves - 1;

      while (ply >= 0 && self->moves[ply].side != player)
        ply--;
      if (self->clock)
        {
          AbClockError ce = ab_clock_press (self->clock, player, now, &d->press);

          if (ce)
            return _ab_game_clock_failed (self, ce);
          d->pressed = true;
        }
      self->press_owed[player] = false;
      self->running = (AbColor) !player;
      d->article = _ab_game_article (self, AB_RULE_MOVE_COMPLETED);
      if (ply >= 0)
        {
          _ab_game_read_clocks (self, &self->moves[ply], now);
          d->move = self->moves[ply].move;
        }
    }
  else
    err = _ab_game_press_without_move (self, player, now, d);
  if (err)
    return err;
  _ab_game_touch_time (self, now);
  _ab_game_keep (self, d);
  return AB_GAME_OK;
}

AbGameError
ab_game_correct_announcement (AbGame *self, int64_t now, AbDecision *out)
{
  AbDecision local;
  AbDecision *d = out ? out : &local;
  AbGameError err;

  if ((err = _ab_game_check_playing (self)) || (err = _ab_game_begin (self, now)))
    return err;
  /* D.2.8: only before the opponent's clock is started, i.e. before the press. */
  if (!self->pending && !self->illegal_held)
    return AB_GAME_ERROR_NO_MOVE_MADE;
  _ab_game_decision_init (d, AB_DECISION_ANNOUNCEMENT_CORRECTED, now);
  d->article = _ab_game_article (self, AB_RULE_ANNOUNCEMENT);
  if (self->pending)
    {
      AbGameMove *m = &self->moves[self->n_moves - 1];

      m->remarks |= AB_REMARK_ANNOUNCEMENT_CORRECTED;
      d->player = m->side;
      d->move = m->move;
    }
  else
    {
      d->player = ab_position_side_to_move (self->pos);
      d->move = self->illegal_move;
    }
  _ab_game_touch_time (self, now);
  _ab_game_keep (self, d);
  return AB_GAME_OK;
}

AbGameError
ab_game_touch_piece (AbGame *self, AbColor player, AbSquare square, int64_t now,
                     AbDecision *out)
{
  AbDecision local;
  AbDecision *d = out ? out : &local;
  AbGameError err;

  if (!ab_game_valid_color (player) || square >= 64)
    return AB_GAME_ERROR_BAD_ARGUMENT;
  if ((err = _ab_game_check_playing (self)) || (err = _ab_game_begin (self, now)))
    return err;
  if (ab_position_side_to_move (self->pos) != player)
    return AB_GAME_ERROR_NOT_YOUR_TURN;
  if (ab_position_piece_at (self->pos, square) == AB_NO_PIECE)
    return AB_GAME_ERROR_BAD_ARGUMENT;
  _ab_game_decision_init (d, AB_DECISION_PIECE_TOUCHED, now);
  d->article = _ab_game_article (self, AB_RULE_TOUCH);
  d->player = player;
  d->square = square;
  d->notes |= AB_NOTE_CLAIM_RIGHT_LOST;
  self->touched[player] = true;
  self->touched_square[player] = square;
  if (self->offer_standing && self->offer_by != player)
    {
      self->offer_standing = false;
      d->notes |= AB_NOTE_OFFER_REJECTED;
    }
  _ab_game_touch_time (self, now);
  _ab_game_keep (self, d);
  return AB_GAME_OK;
}
