/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-deadpos-exhaust.c — the exhaustive search: every position reachable
 * from the root, each expanded once.
 *
 * Depth-first, on a stack kept on the heap (a line through a position
 * graph can be thousands of plies long). Positions where the winner
 * provably cannot mate are not expanded. If the stack or the move buffer
 * overflows, the position is left unexplored and the run proves nothing.
 * A mate met on the way is a helpmate too: it is reported as such.
 */
#include <string.h>

#include "ab-deadpos-private.h"

/* Has the current position been expanded in this run? Marks it if not. */
static bool
visit (AbDeadpos *self)
{
  uint64_t key = self->pos.key;
  AbDeadposEntry *e = _ab_deadpos_entry (self, key);

  if (e->key == key && e->generation == self->generation)
    return true;
  *e = (AbDeadposEntry) { key, self->generation, 1 };
  return false;
}

static void
store_line (AbDeadpos *self, int top)
{
  int length = top + 1;

  if (length > AB_DEADPOS_MAX_LINE)
    {
      self->line_length = 0;
      return;
    }
  for (int i = 0; i < length; i++)
    self->line[i] = self->frames[i].move;
  self->line_length = length;
}

AbMateVerdict
_ab_deadpos_exhaust (AbDeadpos *self, uint64_t limit)
{
  AbPosition *p = &self->pos;
  AbDeadposFrame *frames = self->frames;
  AbMove *buffer = self->move_buffer;
  AbMoveList list;
  uint32_t used;
  int top = 0;
  bool complete = true;

  _ab_deadpos_new_generation (self);
  visit (self);
  ab_position_legal_moves (p, &list);
  memcpy (buffer, list.moves, (size_t) list.count * sizeof (AbMove));
  frames[0] = (AbDeadposFrame) { .offset = 0, .count = (uint16_t) list.count };
  used = (uint32_t) list.count;

  for (;;)
    {
      AbDeadposFrame *f = &frames[top];
      bool freezes;
      AbMove m;

      if (f->next == f->count)
        {
          if (top == 0)
            break;
          used = f->offset;
          top--;
          ab_position_unmake (p, frames[top].move, &frames[top].undo);
          continue;
        }
      if (++self->nodes > limit)
        {
          self->out_of_nodes = true;
          return AB_MATE_UNDECIDED;
        }
      m = buffer[f->offset + f->next++];
      freezes = _ab_deadpos_may_freeze (p, m);
      f->move = m;
      ab_position_make (p, m, &f->undo);

      ab_position_legal_moves (p, &list);
      if (list.count == 0 && p->checkers && p->side != self->winner)
        {
          store_line (self, top);
          return AB_MATE_POSSIBLE;
        }
      if (list.count == 0 || _ab_material_cannot_mate (p, self->winner)
          || (freezes && p->by_type[AB_PAWN] && _ab_deadpos_reach_proves (self))
          || visit (self))
        {
          ab_position_unmake (p, m, &f->undo);
          continue;
        }
      if (top + 1 >= AB_DEADPOS_MAX_DEPTH || used + (uint32_t) list.count > AB_DEADPOS_MOVE_BUFFER)
        {
          complete = false;
          ab_position_unmake (p, m, &f->undo);
          continue;
        }
      memcpy (buffer + used, list.moves, (size_t) list.count * sizeof (AbMove));
      top++;
      frames[top] = (AbDeadposFrame) { .offset = used, .count = (uint16_t) list.count };
      used += (uint32_t) list.count;
    }
  return complete ? AB_MATE_IMPOSSIBLE : AB_MATE_UNDECIDED;
}
