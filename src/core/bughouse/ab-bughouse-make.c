/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-bughouse-make.c — making and unmaking moves on a doorgeefschaak board.
 *
 * A normal move is the AbPosition's make; this layer moves the promoted
 * mark along with its piece (art. 6A), works out what a capture passes on
 * (6B: a promoted piece as a pawn) and keeps the art. 11F count. A placement
 * puts the piece on the board itself, the way AbPosition's make would. */
#include "ab-bughouse-private.h"

static void
save_undo (const AbBughousePosition *self, AbBughouseUndo *u)
{
  const AbPosition *p = &self->pos;

  u->undo.key = p->key;
  u->undo.checkers = p->checkers;
  u->undo.pinned = p->pinned;
  u->undo.captured = AB_NO_PIECE;
  u->undo.ep = p->ep;
  u->undo.castling = p->castling;
  u->undo.halfmove_clock = p->halfmove_clock;
  u->promoted = self->promoted;
  u->quiet_plies = self->quiet_plies;
  u->passed = AB_NO_PIECE_TYPE;
}

static void
make_drop (AbBughousePosition *self, AbPieceType t, AbSquare to)
{
  AbPosition *p = &self->pos;
  AbColor us = p->side;
  AbPiece pc = AB_PIECE (us, t);

  ab_position_put (p, pc, to);
  p->key ^= ab_zobrist_piece[pc][to] ^ ab_zobrist_side;
  self->reserve[us][t]--;
  self->quiet_plies = 0;
  p->ep = AB_NO_SQUARE;
  if (us == AB_BLACK)
    p->fullmove++;
  p->side = (AbColor) !us;
  ab_position_update_derived (p);
}

static void
unmake_drop (AbBughousePosition *self, AbPieceType t, AbSquare to)
{
  AbPosition *p = &self->pos;
  AbColor us = (AbColor) !p->side;
  AbBitboard b = AB_BB (to);

  p->board[to] = AB_NO_PIECE;
  p->by_type[0] &= ~b;
  p->by_type[t] &= ~b;
  p->by_color[us] &= ~b;
  self->reserve[us][t]++;
  if (us == AB_BLACK)
    p->fullmove--;
  p->side = us;
}

void
ab_bughouse_position_make (AbBughousePosition *self, AbBughouseMove move, AbBughouseUndo *undo)
{
  AbPosition *p = &self->pos;

  save_undo (self, undo);
  if (ab_bughouse_move_is_drop (move))
    make_drop (self, ab_bughouse_move_drop_type (move), ab_bughouse_move_to (move));
  else
    {
      AbMove m = (AbMove) move;
      AbSquare from = ab_move_from (m), to = ab_move_to (m), cap = to;
      bool pawn = AB_PIECE_TYPE (p->board[from]) == AB_PAWN;
      bool castling = ab_move_kind (m) == AB_MOVE_CASTLING;

      if (ab_move_kind (m) == AB_MOVE_EN_PASSANT)
        cap = (AbSquare) (p->side == AB_WHITE ? to - 8 : to + 8);
      undo->passed = ab_bughouse_position_passed_by (self, move);
      ab_position_make (p, m, &undo->undo);
      if (castling)
        {
          AbSquare kto, rto;

          /* a promoted rook keeps its mark on its way round the king */
          ab_castling_targets ((AbColor) !p->side, from, to, &kto, &rto);
          if (self->promoted & AB_BB (to))
            self->promoted = (self->promoted & ~AB_BB (to)) | AB_BB (rto);
        }
      else
        {
          bool was_promoted = (self->promoted & AB_BB (from)) != 0;

          self->promoted &= ~(AB_BB (from) | AB_BB (cap) | AB_BB (to));
          if (was_promoted || ab_move_kind (m) == AB_MOVE_PROMOTION)
            self->promoted |= AB_BB (to);
        }
      if (undo->passed != AB_NO_PIECE_TYPE || pawn)
        self->quiet_plies = 0;
      else if (self->quiet_plies < UINT16_MAX)
        self->quiet_plies++;
    }
  p->halfmove_clock = self->quiet_plies;
}

void
ab_bughouse_position_unmake (AbBughousePosition *self, AbBughouseMove move,
                             const AbBughouseUndo *undo)
{
  AbPosition *p = &self->pos;

  if (ab_bughouse_move_is_drop (move))
    unmake_drop (self, ab_bughouse_move_drop_type (move), ab_bughouse_move_to (move));
  else
    ab_position_unmake (p, (AbMove) move, &undo->undo);
  p->key = undo->undo.key;
  p->checkers = undo->undo.checkers;
  p->pinned = undo->undo.pinned;
  p->ep = undo->undo.ep;
  p->castling = undo->undo.castling;
  p->halfmove_clock = undo->undo.halfmove_clock;
  self->promoted = undo->promoted;
  self->quiet_plies = undo->quiet_plies;
}
