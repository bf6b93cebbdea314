/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-eboard-tracker-game.c — the game the match gives the tracker: set, played on, taken back. */
#include "ab-eboard-tracker-private.h"

#include <stdlib.h>

void
_ab_eboard_tracker_drop_plies (AbEboardTracker *self, int from)
{
  for (int i = from; i <= self->n && self->pos != NULL; i++)
    {
      ab_position_free (self->pos[i]);
      self->pos[i] = NULL;
    }
}

/* Room for one more ply. */
static bool
grow (AbEboardTracker *self)
{
  int cap = self->cap ? self->cap * 2 : 64;
  AbPosition **pos;
  AbEboardSnapshot *snap;
  AbMove *moves;

  if (self->n + 1 < self->cap)
    return true;
  pos = realloc (self->pos, (size_t) cap * sizeof *pos);
  if (pos == NULL)
    return false;
  self->pos = pos;
  snap = realloc (self->snap, (size_t) cap * sizeof *snap);
  if (snap == NULL)
    return false;
  self->snap = snap;
  moves = realloc (self->moves, (size_t) cap * sizeof *moves);
  if (moves == NULL)
    return false;
  self->moves = moves;
  self->cap = cap;
  return true;
}

/* Appends the position after move; false when it is illegal or memory runs out. */
static bool
append (AbEboardTracker *self, AbMove move)
{
  AbPosition *next;
  AbUndo undo;

  if (!ab_position_is_legal (self->pos[self->n], move) || !grow (self)
      || (next = ab_position_copy (self->pos[self->n])) == NULL)
    return false;
  ab_position_make (next, move, &undo);
  self->seen_move = AB_MOVE_NONE;
  self->moves[self->n] = move;
  self->n++;
  self->pos[self->n] = next;
  ab_eboard_snapshot_from_position (&self->snap[self->n], next);
  return true;
}

bool
ab_eboard_tracker_set_game (AbEboardTracker *self, const AbPosition *start, const AbMove *moves,
                            int n_moves, int64_t now_us, AbEboardVerdict *verdict)
{
  AbEboardTracker old = *self;
  bool built = false;

  if (verdict != NULL)
    _ab_eboard_tracker_clear_verdict (verdict);
  /* build the new game beside the old one, so a failure leaves the old one */
  self->pos = NULL;
  self->snap = NULL;
  self->moves = NULL;
  self->n = 0;
  self->cap = 0;
  if (grow (self) && (self->pos[0] = ab_position_copy (start)) != NULL)
    {
      ab_eboard_snapshot_from_position (&self->snap[0], self->pos[0]);
      built = true;
      for (int i = 0; i < n_moves && built; i++)
        built = append (self, moves[i]);
    }
  if (!built)
    {
      if (self->cap > 0)
        _ab_eboard_tracker_drop_plies (self, 0);
      free (self->pos);
      free (self->snap);
      free (self->moves);
      self->pos = old.pos;
      self->snap = old.snap;
      self->moves = old.moves;
      self->n = old.n;
      self->cap = old.cap;
      return false;
    }
  if (old.cap > 0)
    _ab_eboard_tracker_drop_plies (&old, 0);
  free (old.pos);
  free (old.snap);
  free (old.moves);
  self->board_ply = self->n;
  self->told_off = false;
  self->seen_move = AB_MOVE_NONE;
  _ab_eboard_tracker_consider (self, now_us, false, verdict);
  if (verdict != NULL)
    _ab_eboard_tracker_finish_verdict (self, verdict);
  return true;
}

bool
ab_eboard_tracker_play (AbEboardTracker *self, AbMove move, int64_t now_us,
                        AbEboardVerdict *verdict)
{
  bool shown;

  _ab_eboard_tracker_clear_verdict (verdict);
  shown = self->told_move == move && self->told_ply == self->n;
  if (!append (self, move))
    {
      _ab_eboard_tracker_finish_verdict (self, verdict);
      return false;
    }
  self->told_move = AB_MOVE_NONE;
  /* the board showed it (the move was made there), or shows it now (carried out before it
   * was entered) */
  if (shown || (self->has_board && ab_eboard_snapshot_equal (&self->seen, &self->snap[self->n])))
    {
      self->board_ply = self->n;
      self->told_off = false;
    }
  _ab_eboard_tracker_consider (self, now_us, false, verdict);
  _ab_eboard_tracker_finish_verdict (self, verdict);
  return true;
}

bool
ab_eboard_tracker_take_back (AbEboardTracker *self, int plies, int64_t now_us,
                             AbEboardVerdict *verdict)
{
  _ab_eboard_tracker_clear_verdict (verdict);
  if (plies < 0 || plies > self->n)
    {
      _ab_eboard_tracker_finish_verdict (self, verdict);
      return false;
    }
  self->seen_move = AB_MOVE_NONE;
  for (int i = 0; i < plies; i++)
    {
      ab_position_free (self->pos[self->n]);
      self->pos[self->n] = NULL;
      self->n--;
    }
  if (self->board_ply > self->n)
    self->board_ply = self->n;
  _ab_eboard_tracker_consider (self, now_us, false, verdict);
  _ab_eboard_tracker_finish_verdict (self, verdict);
  return true;
}
