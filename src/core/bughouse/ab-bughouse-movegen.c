/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-bughouse-movegen.c — legal moves of a doorgeefschaak board, and perft.
 *
 * Normal moves are the AbPosition's: a promoted pawn moves as the piece it
 * stands for there. Placements are added for each piece type in the reserve
 * (art. 4B) on the empty squares, minus those from which the piece would
 * attack the enemy king (5A) and, for a pawn, the first and last rank (5B).
 * A placement only adds a piece, so it never uncovers a check of either
 * king: in check it must go between king and a single sliding checker.
 */
#include "ab-bughouse-private.h"

void
ab_bughouse_position_legal_moves (const AbBughousePosition *self, AbBughouseMoveList *list)
{
  const AbPosition *p = &self->pos;
  AbMoveList normal;
  AbBitboard targets;

  ab_position_legal_moves (p, &normal);
  for (int i = 0; i < normal.count; i++)
    list->moves[i] = normal.moves[i];
  list->count = normal.count;
  if (!ab_pos_pieces (p, p->side, AB_KING))
    return;

  targets = ab_bughouse_drop_targets (p);
  for (int t = AB_PAWN; t <= AB_QUEEN && targets; t++)
    {
      AbBitboard b;

      if (!self->reserve[p->side][t])
        continue;
      b = targets & ~ab_bughouse_checking_squares (p, p->side, (AbPieceType) t);
      if (t == AB_PAWN)
        b &= ~AB_BUGHOUSE_BACK_RANKS;
      while (b)
        list->moves[list->count++] = ab_bughouse_move_drop ((AbPieceType) t, ab_bb_pop (&b));
    }
}

int
ab_bughouse_position_count_legal (const AbBughousePosition *self)
{
  AbBughouseMoveList list;

  ab_bughouse_position_legal_moves (self, &list);
  return list.count;
}

bool
ab_bughouse_position_is_legal (const AbBughousePosition *self, AbBughouseMove move)
{
  if (ab_bughouse_move_is_drop (move))
    return (move >> 20) == 0
           && ab_bughouse_position_check_drop (self, ab_bughouse_move_drop_type (move),
                                               ab_bughouse_move_to (move))
                  == AB_DROP_OK;
  return move != AB_BUGHOUSE_MOVE_NONE && move <= 0xFFFF
         && ab_position_is_legal (&self->pos, (AbMove) move);
}

uint64_t
ab_bughouse_perft (AbBughousePosition *self, int depth)
{
  AbBughouseMoveList list;
  uint64_t nodes = 0;

  if (depth <= 0)
    return 1;
  ab_bughouse_position_legal_moves (self, &list);
  if (depth == 1)
    return (uint64_t) list.count;
  for (int i = 0; i < list.count; i++)
    {
      AbBughouseUndo undo;

      ab_bughouse_position_make (self, list.moves[i], &undo);
      nodes += ab_bughouse_perft (self, depth - 1);
      ab_bughouse_position_unmake (self, list.moves[i], &undo);
    }
  return nodes;
}

int
ab_bughouse_perft_divide (AbBughousePosition *self, int depth,
                          AbBughouseMove moves[AB_BUGHOUSE_MAX_MOVES],
                          uint64_t counts[AB_BUGHOUSE_MAX_MOVES])
{
  AbBughouseMoveList list;

  if (depth <= 0)
    return 0;
  ab_bughouse_position_legal_moves (self, &list);
  for (int i = 0; i < list.count; i++)
    {
      AbBughouseUndo undo;

      moves[i] = list.moves[i];
      ab_bughouse_position_make (self, list.moves[i], &undo);
      counts[i] = ab_bughouse_perft (self, depth - 1);
      ab_bughouse_position_unmake (self, list.moves[i], &undo);
    }
  return list.count;
}
