/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-bughouse-position.c — the doorgeefschaak board: state, reserves, facts. */
#include "ab-bughouse-private.h"

#include <stdlib.h>
#include <string.h>

AbBughousePosition *
ab_bughouse_position_new (void)
{
  AbBughousePosition *self = calloc (1, sizeof *self);

  if (self != NULL)
    ab_bughouse_position_set_start (self);
  return self;
}

AbBughousePosition *
ab_bughouse_position_copy (const AbBughousePosition *self)
{
  AbBughousePosition *copy = malloc (sizeof *copy);

  if (copy != NULL)
    *copy = *self;
  return copy;
}

void
ab_bughouse_position_assign (AbBughousePosition *self, const AbBughousePosition *other)
{
  *self = *other;
}

void
ab_bughouse_position_free (AbBughousePosition *self)
{
  free (self);
}

bool
ab_bughouse_position_equal (const AbBughousePosition *a, const AbBughousePosition *b)
{
  return ab_position_equal (&a->pos, &b->pos) && a->promoted == b->promoted
         && a->quiet_plies == b->quiet_plies
         && memcmp (a->reserve, b->reserve, sizeof a->reserve) == 0;
}

void
ab_bughouse_position_set_start (AbBughousePosition *self)
{
  memset (self, 0, sizeof *self);
  ab_position_clear (&self->pos); /* also builds the attack tables */
  ab_position_set_start (&self->pos);
}

const AbPosition *
ab_bughouse_position_board (const AbBughousePosition *self)
{
  return &self->pos;
}

AbColor
ab_bughouse_position_side_to_move (const AbBughousePosition *self)
{
  return self->pos.side;
}

static bool
is_reserve_type (AbPieceType t)
{
  return t >= AB_PAWN && t <= AB_QUEEN;
}

int
ab_bughouse_position_reserve (const AbBughousePosition *self, AbColor c, AbPieceType t)
{
  if ((unsigned) c > AB_BLACK || !is_reserve_type (t))
    return 0;
  return self->reserve[c][t];
}

int
ab_bughouse_position_reserve_total (const AbBughousePosition *self, AbColor c)
{
  int n = 0;

  for (int t = AB_PAWN; t <= AB_QUEEN; t++)
    n += ab_bughouse_position_reserve (self, c, (AbPieceType) t);
  return n;
}

bool
ab_bughouse_position_add_reserve (AbBughousePosition *self, AbColor c, AbPieceType t, int count)
{
  int n;

  if ((unsigned) c > AB_BLACK || !is_reserve_type (t))
    return false;
  n = self->reserve[c][t] + count;
  if (n < 0 || n > AB_BUGHOUSE_RESERVE_MAX)
    return false;
  self->reserve[c][t] = (uint8_t) n;
  return true;
}

bool
ab_bughouse_position_is_promoted (const AbBughousePosition *self, AbSquare sq)
{
  return sq < 64 && (self->promoted & AB_BB (sq));
}

AbBitboard
ab_bughouse_position_promoted (const AbBughousePosition *self)
{
  return self->promoted;
}

int
ab_bughouse_position_quiet_plies (const AbBughousePosition *self)
{
  return self->quiet_plies;
}

bool
ab_bughouse_position_thirty_moves (const AbBughousePosition *self)
{
  return self->quiet_plies >= AB_BUGHOUSE_QUIET_PLIES;
}

AbDropError
ab_bughouse_position_check_drop (const AbBughousePosition *self, AbPieceType t, AbSquare to)
{
  const AbPosition *p = &self->pos;

  if (!is_reserve_type (t) || to >= 64)
    return AB_DROP_BAD_PIECE;
  if (self->reserve[p->side][t] == 0)
    return AB_DROP_NOT_IN_RESERVE;
  if (p->board[to])
    return AB_DROP_OCCUPIED;
  if (t == AB_PAWN && (AB_BB (to) & AB_BUGHOUSE_BACK_RANKS))
    return AB_DROP_PAWN_BACK_RANK;
  if (ab_bughouse_checking_squares (p, p->side, t) & AB_BB (to))
    return AB_DROP_GIVES_CHECK;
  if (!(ab_bughouse_drop_targets (p) & AB_BB (to)))
    return AB_DROP_IN_CHECK;
  return AB_DROP_OK;
}

/* Could some piece, placed between king and checker, ever stop this check?
 * Only the 1988 rules' own limits count (5A, 5B), not what the reserve
 * holds now: the partner may still pass the piece. */
static bool
check_can_be_blocked (const AbPosition *p)
{
  AbBitboard squares = ab_bughouse_drop_targets (p);

  if (!p->checkers || !squares)
    return false;
  for (int t = AB_PAWN; t <= AB_QUEEN; t++)
    {
      AbBitboard ok = squares & ~ab_bughouse_checking_squares (p, p->side, (AbPieceType) t);

      if (t == AB_PAWN)
        ok &= ~AB_BUGHOUSE_BACK_RANKS;
      if (ok)
        return true;
    }
  return false;
}

AbBughouseStatus
ab_bughouse_position_status (const AbBughousePosition *self)
{
  bool has_moves = ab_bughouse_position_count_legal (self) > 0;

  if (self->pos.checkers)
    {
      if (has_moves)
        return AB_BUGHOUSE_STATUS_CHECK;
      return check_can_be_blocked (&self->pos) ? AB_BUGHOUSE_STATUS_CHECK_WAITING
                                               : AB_BUGHOUSE_STATUS_CHECKMATE;
    }
  return has_moves ? AB_BUGHOUSE_STATUS_ONGOING : AB_BUGHOUSE_STATUS_WAITING;
}

bool
ab_bughouse_position_gives_check (const AbBughousePosition *self, AbBughouseMove move)
{
  AbBughousePosition copy = *self;
  AbBughouseUndo undo;

  ab_bughouse_position_make (&copy, move, &undo);
  return copy.pos.checkers != 0;
}

AbPieceType
ab_bughouse_position_passed_by (const AbBughousePosition *self, AbBughouseMove move)
{
  const AbPosition *p = &self->pos;
  AbMove m = ab_bughouse_move_base (move);
  AbSquare cap;

  if (m == AB_MOVE_NONE || ab_move_kind (m) == AB_MOVE_CASTLING)
    return AB_NO_PIECE_TYPE;
  cap = ab_move_to (m);
  if (ab_move_kind (m) == AB_MOVE_EN_PASSANT)
    cap = (AbSquare) (p->side == AB_WHITE ? cap - 8 : cap + 8);
  if (!p->board[cap] || AB_PIECE_COLOR (p->board[cap]) == p->side)
    return AB_NO_PIECE_TYPE;
  if (self->promoted & AB_BB (cap))
    return AB_PAWN;
  return AB_PIECE_TYPE (p->board[cap]);
}

bool
ab_bughouse_position_is_possible (const AbBughousePosition *self, AbBughouseMove move)
{
  const AbPosition *p = &self->pos;
  AbMove m;
  AbSquare from, to;
  AbPiece pc, target;
  int last;

  if (ab_bughouse_move_is_drop (move))
    {
      AbPieceType t = ab_bughouse_move_drop_type (move);

      return (move >> 20) == 0 && is_reserve_type (t) && self->reserve[p->side][t] > 0
             && !p->board[ab_bughouse_move_to (move)];
    }
  if (move > 0xFFFF || move == AB_BUGHOUSE_MOVE_NONE)
    return false;
  m = (AbMove) move;
  if (ab_position_is_legal (p, m))
    return true;
  from = ab_move_from (m);
  to = ab_move_to (m);
  pc = p->board[from];
  target = p->board[to];
  if (from == to || !pc || AB_PIECE_COLOR (pc) != p->side)
    return false;
  if (target && (AB_PIECE_COLOR (target) == p->side || AB_PIECE_TYPE (target) == AB_KING))
    return false;
  last = p->side == AB_WHITE ? 7 : 0;
  switch (ab_move_kind (m))
    {
    case AB_MOVE_NORMAL:
      return !(AB_PIECE_TYPE (pc) == AB_PAWN && AB_SQUARE_RANK (to) == last);
    case AB_MOVE_PROMOTION:
      return AB_PIECE_TYPE (pc) == AB_PAWN && AB_SQUARE_RANK (to) == last;
    default:
      return false;
    }
}

bool
ab_bughouse_position_is_sound (const AbBughousePosition *self)
{
  const AbPosition *p = &self->pos;
  AbColor moved = (AbColor) !p->side;
  AbBitboard king = ab_pos_pieces (p, moved, AB_KING);

  if (p->by_type[AB_PAWN] & AB_BUGHOUSE_BACK_RANKS)
    return false;
  if (!king || !ab_pos_pieces (p, p->side, AB_KING))
    return false;
  return !(ab_pos_attackers (p, ab_bb_lsb (king), p->by_type[0]) & p->by_color[p->side]);
}
