/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-eboard-tracker.c — the board's snapshots read in time: a reading waits for stillness,
 * is told, or is overtaken by the board moving on. */
#include "ab-eboard-tracker-private.h"

#include <stdlib.h>
#include <string.h>

#include "ab-eboard-moves.h"

AbEboardTracker *
ab_eboard_tracker_new (void)
{
  AbEboardTracker *self = calloc (1, sizeof *self);
  AbPosition *start;

  if (self == NULL)
    return NULL;
  self->settle_us = AB_EBOARD_SETTLE_US_DEFAULT;
  self->castle_us = AB_EBOARD_CASTLE_US_DEFAULT;
  self->wrong_us = AB_EBOARD_WRONG_US_DEFAULT;
  start = ab_position_new ();
  if (start == NULL || !ab_eboard_tracker_set_game (self, start, NULL, 0, 0, NULL))
    {
      ab_position_free (start);
      ab_eboard_tracker_free (self);
      return NULL;
    }
  ab_position_free (start);
  return self;
}

void
ab_eboard_tracker_free (AbEboardTracker *self)
{
  if (self == NULL)
    return;
  _ab_eboard_tracker_drop_plies (self, 0);
  free (self->pos);
  free (self->snap);
  free (self->moves);
  free (self);
}

void
ab_eboard_tracker_set_settle_us (AbEboardTracker *self, int64_t settle_us)
{
  self->settle_us = settle_us > 0 ? settle_us : 0;
}

void
ab_eboard_tracker_set_castle_us (AbEboardTracker *self, int64_t castle_us)
{
  self->castle_us = castle_us > 0 ? castle_us : 0;
}

void
ab_eboard_tracker_set_wrong_us (AbEboardTracker *self, int64_t wrong_us)
{
  self->wrong_us = wrong_us > 0 ? wrong_us : 0;
}

int64_t
ab_eboard_tracker_get_settle_us (const AbEboardTracker *self)
{
  return self->settle_us;
}

const AbPosition *
ab_eboard_tracker_get_position (const AbEboardTracker *self)
{
  return self->pos[self->n];
}

int
ab_eboard_tracker_get_ply (const AbEboardTracker *self)
{
  return self->n;
}

int
ab_eboard_tracker_get_lag (const AbEboardTracker *self)
{
  return self->n - self->board_ply;
}

AbMove
ab_eboard_tracker_get_move_to_show (const AbEboardTracker *self, AbBitboard *squares)
{
  int k = self->board_ply;

  if (squares != NULL)
    *squares = 0;
  if (k < 0 || k >= self->n)
    return AB_MOVE_NONE;
  if (squares != NULL)
    *squares = ab_eboard_move_squares (self->pos[k], self->moves[k]);
  return self->moves[k];
}

bool
ab_eboard_tracker_get_turned (const AbEboardTracker *self)
{
  return self->turned;
}

bool
ab_eboard_tracker_get_board (const AbEboardTracker *self, AbEboardSnapshot *board)
{
  if (self->has_board)
    *board = self->seen;
  return self->has_board;
}

/* Tells the reading, now that the board has been still long enough. */
static void
tell (AbEboardTracker *self, const AbEboardReading *r, int64_t now, AbEboardVerdict *v)
{
  switch (r->seen)
    {
    case SEEN_TARGET:
      v->kind = AB_EBOARD_ARRIVED;
      self->board_ply = self->n;
      self->told_off = false;
      break;
    case SEEN_MOVE:
      v->kind = AB_EBOARD_MOVE;
      v->move = r->move;
      self->board_ply = self->n;
      self->told_move = r->move;
      self->told_ply = self->n;
      self->seen_move = AB_MOVE_NONE;
      /* the board shows the answer too: it is read on the next tick, or at once when the
       * match plays the move */
      if (r->answered)
        _ab_eboard_tracker_consider (self, now, true, NULL);
      break;
    case SEEN_DISCREPANCY:
      v->kind = AB_EBOARD_DISCREPANCY;
      v->move = r->move;
      v->expected = r->expected;
      v->ply = r->ply;
      self->told_off = true;
      break;
    case SEEN_TAKEBACK:
      v->kind = AB_EBOARD_TAKEBACK;
      v->plies = r->plies;
      self->told_off = true;
      break;
    case SEEN_NEW_GAME:
      v->kind = AB_EBOARD_NEW_GAME;
      v->chess960 = r->chess960;
      v->plies = r->plies;
      self->told_off = true;
      break;
    case SEEN_ROTATED:
      v->kind = AB_EBOARD_ROTATED;
      self->turned = !self->turned;
      ab_eboard_snapshot_rotate (&self->raw, &self->seen);
      if (!self->turned)
        self->seen = self->raw;
      self->told_off = true;
      /* what the board shows, read the right way round, is told on the next tick */
      _ab_eboard_tracker_consider (self, now, true, NULL);
      break;
    case SEEN_NOTHING:
      v->kind = AB_EBOARD_WRONG;
      v->reference_ply = _ab_eboard_tracker_nearest_ply (self, &v->diff);
      self->told_off = true;
      break;
    case SEEN_ON_THE_WAY:
      break;
    }
}

void
_ab_eboard_tracker_finish_verdict (const AbEboardTracker *self, AbEboardVerdict *v)
{
  v->turned = self->turned;
  v->wake_us = self->pending ? self->wake : 0;
  if (v->kind == AB_EBOARD_NOTHING && self->pending)
    v->kind = AB_EBOARD_WAIT;
}

void
_ab_eboard_tracker_clear_verdict (AbEboardVerdict *v)
{
  memset (v, 0, sizeof *v);
  v->kind = AB_EBOARD_NOTHING;
}

void
_ab_eboard_tracker_consider (AbEboardTracker *self, int64_t now, bool defer,
                             AbEboardVerdict *verdict)
{
  AbEboardReading r;

  self->pending = false;
  if (!self->has_board)
    return;
  _ab_eboard_tracker_read (self, &r);
  if (r.seen == SEEN_MOVE && !r.answered)
    self->seen_move = r.move;
  switch (r.seen)
    {
    case SEEN_ON_THE_WAY:
      self->board_ply = r.ply;
      return;
    case SEEN_TARGET:
      if (self->board_ply == self->n && !self->told_off)
        return;
      break;
    default:
      break;
    }
  if (!defer && self->changed_at + r.still_us <= now && verdict != NULL)
    {
      tell (self, &r, now, verdict);
      return;
    }
  self->pending = true;
  self->reading = r;
  self->wake = self->changed_at + r.still_us;
  if (self->wake < now)
    self->wake = now;
}

/* A move read but waiting for stillness is done when the board next changes somewhere
 * its man could not be going on from: the opponent has begun his move. */
static bool
moved_on (const AbEboardTracker *self, const AbEboardSnapshot *board)
{
  const AbEboardReading *r = &self->reading;
  AbBitboard changed, going_on;

  if (!self->pending)
    return false;
  if (r->seen == SEEN_MOVE)
    going_on = ab_eboard_move_going_on_squares (self->pos[self->n], r->move);
  else if (r->seen == SEEN_TARGET && self->board_ply < self->n)
    going_on = ab_eboard_move_going_on_squares (self->pos[self->n - 1], self->moves[self->n - 1]);
  else
    return false;
  changed = ab_eboard_snapshot_changed (&self->seen, board);
  return going_on != 0 && !(changed & going_on);
}

void
ab_eboard_tracker_board (AbEboardTracker *self, const AbEboardSnapshot *board, int64_t now_us,
                         AbEboardVerdict *verdict)
{
  AbEboardSnapshot seen;

  _ab_eboard_tracker_clear_verdict (verdict);
  if (!self->has_board || !ab_eboard_snapshot_equal (board, &self->raw))
    {
      bool done;

      if (self->turned)
        ab_eboard_snapshot_rotate (board, &seen);
      else
        seen = *board;
      done = self->has_board && moved_on (self, &seen);
      self->has_board = true;
      self->raw = *board;
      self->seen = seen;
      self->changed_at = now_us;
      if (done)
        {
          AbEboardReading r = self->reading;

          /* tell the move now; what the board shows since is read on the next tick, or
           * at once when the match plays the move */
          self->pending = false;
          tell (self, &r, now_us, verdict);
          _ab_eboard_tracker_consider (self, now_us, true, NULL);
        }
      else
        _ab_eboard_tracker_consider (self, now_us, false, verdict);
    }
  _ab_eboard_tracker_finish_verdict (self, verdict);
}

void
ab_eboard_tracker_tick (AbEboardTracker *self, int64_t now_us, AbEboardVerdict *verdict)
{
  _ab_eboard_tracker_clear_verdict (verdict);
  if (self->pending && now_us >= self->wake)
    {
      AbEboardReading r = self->reading;

      self->pending = false;
      tell (self, &r, now_us, verdict);
    }
  _ab_eboard_tracker_finish_verdict (self, verdict);
}

