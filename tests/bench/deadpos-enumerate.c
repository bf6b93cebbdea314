/* SPDX-License-Identifier: GPL-3.0-or-later */
/* deadpos-enumerate.c — the benchmark's referee: a plain search of every reachable
 * position (see deadpos-enumerate.h). Depth-first on a heap stack, so that lines of
 * millions of plies fit; a position already seen is not expanded again. */
#include "deadpos-enumerate.h"

#include <stdlib.h>
#include <string.h>

typedef struct
{
  uint32_t offset; /* of its moves in the move stack */
  uint16_t count;
  uint16_t next;
  AbMove move; /* made from here to the next frame */
  AbUndo undo;
} Frame;

struct _Enumerator
{
  uint64_t *seen; /* keys; 0 is an empty slot (a zero key is taken as seen) */
  uint64_t mask;
  uint64_t used;
  Frame *frames;
  size_t frames_cap;
  AbMove *moves;
  size_t moves_cap;
};

Enumerator *
enumerator_new (int bits)
{
  Enumerator *self = calloc (1, sizeof *self);

  if (self == NULL)
    return NULL;
  self->mask = ((uint64_t) 1 << bits) - 1;
  self->seen = calloc ((size_t) self->mask + 1, sizeof (uint64_t));
  if (self->seen == NULL)
    {
      free (self);
      return NULL;
    }
  return self;
}

void
enumerator_free (Enumerator *self)
{
  if (self == NULL)
    return;
  free (self->seen);
  free (self->frames);
  free (self->moves);
  free (self);
}

/* Marks key as seen; false when it was already, or the table is too full to say. */
static int
mark (Enumerator *self, uint64_t key)
{
  uint64_t i = key & self->mask;

  if (key == 0)
    return 0;
  if (self->used * 10 > self->mask * 7)
    return -1;
  while (self->seen[i] != 0)
    {
      if (self->seen[i] == key)
        return 0;
      i = (i + 1) & self->mask;
    }
  self->seen[i] = key;
  self->used++;
  return 1;
}

static bool
grow (void **buf, size_t *cap, size_t need, size_t size)
{
  size_t n = *cap ? *cap : 1024;
  void *p;

  if (need <= *cap)
    return true;
  while (n < need)
    n *= 2;
  p = realloc (*buf, n * size);
  if (p == NULL)
    return false;
  *buf = p;
  *cap = n;
  return true;
}

static bool
lone_king (const AbPosition *pos, AbColor c)
{
  return ab_position_occupied (pos) != 0
         && !(ab_position_pieces (pos, c, AB_PAWN) | ab_position_pieces (pos, c, AB_KNIGHT)
              | ab_position_pieces (pos, c, AB_BISHOP) | ab_position_pieces (pos, c, AB_ROOK)
              | ab_position_pieces (pos, c, AB_QUEEN));
}

EnumerateResult
enumerator_run (Enumerator *self, const AbPosition *start, AbColor winner, uint64_t limit,
                uint64_t *expanded)
{
  AbPosition *p = ab_position_copy (start);
  AbMoveList list;
  size_t top = 0, used;
  EnumerateResult result = ENUMERATE_NO_MATE;

  memset (self->seen, 0, ((size_t) self->mask + 1) * sizeof (uint64_t));
  self->used = 0;
  *expanded = 0;
  if (p == NULL)
    return ENUMERATE_UNKNOWN;
  ab_position_legal_moves (p, &list);
  if (list.count == 0)
    {
      result = ab_position_in_check (p) && ab_position_side_to_move (p) != winner
                 ? ENUMERATE_MATE
                 : ENUMERATE_NO_MATE;
      ab_position_free (p);
      return result;
    }
  if (lone_king (p, winner))
    {
      ab_position_free (p);
      return ENUMERATE_NO_MATE;
    }
  if (!grow ((void **) &self->frames, &self->frames_cap, 1, sizeof (Frame))
      || !grow ((void **) &self->moves, &self->moves_cap, (size_t) list.count, sizeof (AbMove)))
    {
      ab_position_free (p);
      return ENUMERATE_UNKNOWN;
    }
  mark (self, ab_position_repetition_key (p));
  memcpy (self->moves, list.moves, (size_t) list.count * sizeof (AbMove));
  self->frames[0] = (Frame) { .offset = 0, .count = (uint16_t) list.count };
  used = (size_t) list.count;

  for (;;)
    {
      Frame *f = &self->frames[top];
      AbMove m;
      int fresh;

      if (f->next == f->count)
        {
          if (top == 0)
            break;
          used = f->offset;
          top--;
          ab_position_unmake (p, self->frames[top].move, &self->frames[top].undo);
          continue;
        }
      m = self->moves[f->offset + f->next++];
      f->move = m;
      ab_position_make (p, m, &f->undo);
      ab_position_legal_moves (p, &list);
      if (list.count == 0 && ab_position_in_check (p) && ab_position_side_to_move (p) != winner)
        {
          result = ENUMERATE_MATE;
          break;
        }
      fresh = list.count > 0 && !lone_king (p, winner) ? mark (self, ab_position_repetition_key (p))
                                                       : 0;
      if (fresh < 0 || (fresh > 0 && ++*expanded > limit))
        {
          result = ENUMERATE_UNKNOWN;
          break;
        }
      if (fresh == 0)
        {
          ab_position_unmake (p, m, &f->undo);
          continue;
        }
      if (!grow ((void **) &self->frames, &self->frames_cap, top + 2, sizeof (Frame))
          || !grow ((void **) &self->moves, &self->moves_cap, used + (size_t) list.count,
                    sizeof (AbMove)))
        {
          result = ENUMERATE_UNKNOWN;
          break;
        }
      memcpy (self->moves + used, list.moves, (size_t) list.count * sizeof (AbMove));
      top++;
      self->frames[top] = (Frame) { .offset = (uint32_t) used, .count = (uint16_t) list.count };
      used += (size_t) list.count;
    }
  ab_position_free (p);
  return result;
}
