/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-perft.c — perft: the number of leaf nodes at a depth.
 *
 * Counts the legal moves at the last ply without making them ("bulk
 * counting"), as Stockfish's own perft does. */
#include "ab-perft.h"

#include "ab-position-private.h"

static uint64_t
perft (AbPosition *p, int depth)
{
  AbMoveList list;
  uint64_t nodes = 0;

  ab_position_legal_moves (p, &list);
  if (depth == 1)
    return (uint64_t) list.count;
  for (int i = 0; i < list.count; i++)
    {
      AbUndo undo;

      ab_position_make (p, list.moves[i], &undo);
      nodes += perft (p, depth - 1);
      ab_position_unmake (p, list.moves[i], &undo);
    }
  return nodes;
}

uint64_t
ab_perft (AbPosition *self, int depth)
{
  return depth <= 0 ? 1 : perft (self, depth);
}

int
ab_perft_divide (AbPosition *self, int depth, AbMove moves[AB_MAX_MOVES],
                 uint64_t counts[AB_MAX_MOVES])
{
  AbMoveList list;

  ab_position_legal_moves (self, &list);
  for (int i = 0; i < list.count; i++)
    {
      AbUndo undo;

      moves[i] = list.moves[i];
      ab_position_make (self, list.moves[i], &undo);
      counts[i] = ab_perft (self, depth - 1);
      ab_position_unmake (self, list.moves[i], &undo);
    }
  return list.count;
}
