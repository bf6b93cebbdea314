/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-eboard-tracker-read.c — a snapshot read against the game: the match's position, a move
 * from it, the positions the board catches up through, another move made instead, earlier
 * positions, a start; the same turned round. */
#include "ab-eboard-tracker-private.h"

#include <stdlib.h>
#include <string.h>

#include "ab-eboard-moves.h"

/* The legal move that takes before (the board of pos) to board, or AB_MOVE_NONE. */
static AbMove
move_to (const AbPosition *pos, const AbEboardSnapshot *before, const AbEboardSnapshot *board)
{
  AbBitboard changed = ab_eboard_snapshot_changed (before, board);
  int count = __builtin_popcountll (changed);
  AbMoveList list;

  /* a move changes two squares, three (en passant, some castlings) or four */
  if (count < 2 || count > 4)
    return AB_MOVE_NONE;
  ab_position_legal_moves (pos, &list);
  for (int i = 0; i < list.count; i++)
    {
      AbMove m = list.moves[i];
      AbBitboard ends = ((AbBitboard) 1 << ab_move_from (m)) | ((AbBitboard) 1 << ab_move_to (m));
      AbEboardSnapshot after;

      if (!(ends & changed))
        continue;
      ab_eboard_snapshot_after_move (before, pos, m, &after);
      if (ab_eboard_snapshot_equal (&after, board))
        return m;
    }
  return AB_MOVE_NONE;
}

/* How still the board must stay after a move before it is final. */
static int64_t
still_after (const AbEboardTracker *self, const AbPosition *pos, AbMove move)
{
  if (ab_eboard_move_may_castle (pos, move))
    return self->castle_us > self->settle_us ? self->castle_us : self->settle_us;
  return ab_eboard_move_may_go_on (pos, move) ? self->settle_us : 0;
}

/* The latest ply before below whose board is board, or -1. */
static int
earlier_ply (const AbEboardTracker *self, const AbEboardSnapshot *board, int below)
{
  for (int k = below - 1; k >= 0; k--)
    if (ab_eboard_snapshot_equal (&self->snap[k], board))
      return k;
  return -1;
}

/* Whether board is the position after the move last seen and a legal answer to it. */
static bool
answered (const AbEboardTracker *self, const AbEboardSnapshot *board)
{
  AbPosition *next = ab_position_copy (self->pos[self->n]);
  AbEboardSnapshot between;
  AbUndo undo;
  bool found;

  if (next == NULL)
    return false;
  ab_eboard_snapshot_after_move (&self->snap[self->n], next, self->seen_move, &between);
  ab_position_make (next, self->seen_move, &undo);
  found = move_to (next, &between, board) != AB_MOVE_NONE;
  ab_position_free (next);
  return found;
}

/* What board is, as it stands (not turned). */
static bool
read_straight (const AbEboardTracker *self, const AbEboardSnapshot *board, AbEboardReading *r)
{
  int n = self->n, lo = self->board_ply < n ? self->board_ply : n, k, start;

  memset (r, 0, sizeof *r);
  if (ab_eboard_snapshot_equal (board, &self->snap[n]))
    {
      r->seen = SEEN_TARGET;
      if (self->board_ply < n)
        r->still_us = still_after (self, self->pos[n - 1], self->moves[n - 1]);
      return true;
    }
  for (k = n - 1; k >= lo; k--)
    if (ab_eboard_snapshot_equal (board, &self->snap[k]))
      {
        r->seen = SEEN_ON_THE_WAY;
        r->ply = k;
        return true;
      }
  if ((r->move = move_to (self->pos[n], &self->snap[n], board)) != AB_MOVE_NONE)
    {
      r->seen = SEEN_MOVE;
      r->still_us = still_after (self, self->pos[n], r->move);
      return true;
    }
  if (self->seen_move != AB_MOVE_NONE && answered (self, board))
    {
      r->seen = SEEN_MOVE;
      r->move = self->seen_move;
      r->answered = true;
      return true;
    }
  /* a move made on the board where the match has another: from where the board was left
   * behind, or the last move changed */
  for (k = n - 1; k >= 0 && k >= (lo < n - 1 ? lo : n - 1); k--)
    {
      AbMove m = move_to (self->pos[k], &self->snap[k], board);

      if (m != AB_MOVE_NONE && m != self->moves[k])
        {
          r->seen = SEEN_DISCREPANCY;
          r->move = m;
          r->expected = self->moves[k];
          r->ply = k;
          r->still_us = self->settle_us;
          return true;
        }
    }
  k = earlier_ply (self, board, lo);
  if ((start = ab_eboard_snapshot_start_number (board)) >= 0 && (k != 0 || n > 2))
    {
      r->seen = SEEN_NEW_GAME;
      r->chess960 = start;
      r->plies = k >= 0 ? n - k : 0;
      r->still_us = self->settle_us;
      return true;
    }
  if (k >= 0)
    {
      r->seen = SEEN_TAKEBACK;
      r->plies = n - k;
      r->still_us = self->settle_us;
      return true;
    }
  return false;
}

void
_ab_eboard_tracker_read (const AbEboardTracker *self, AbEboardReading *r)
{
  AbEboardSnapshot turned;

  if (read_straight (self, &self->seen, r))
    return;
  /* the board the other way round: the match's position, an earlier one, a start */
  ab_eboard_snapshot_rotate (&self->seen, &turned);
  memset (r, 0, sizeof *r);
  if (ab_eboard_snapshot_equal (&turned, &self->snap[self->n])
      || earlier_ply (self, &turned, self->n) >= 0
      || ab_eboard_snapshot_start_number (&turned) >= 0)
    {
      r->seen = SEEN_ROTATED;
      r->still_us = self->settle_us;
      return;
    }
  r->seen = SEEN_NOTHING;
  r->still_us = self->wrong_us;
}

/* The position the board should show that it is nearest to (the match's, or one it is
 * still catching up through). */
int
_ab_eboard_tracker_nearest_ply (const AbEboardTracker *self, AbEboardDiff *diff)
{
  int best = self->n, best_count = 65;

  for (int k = self->n; k >= 0 && k >= self->board_ply; k--)
    {
      AbEboardDiff d;

      ab_eboard_snapshot_diff (&self->seen, &self->snap[k], &d);
      if (d.n_missing + d.n_extra < best_count)
        {
          best = k;
          best_count = d.n_missing + d.n_extra;
          *diff = d;
        }
    }
  return best;
}
