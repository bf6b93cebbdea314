/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-eboard-moves.c — the men a move shifts, and the moves a board may be passing through. */
#include "ab-eboard-moves.h"

#include <stdlib.h>

void
ab_eboard_snapshot_after_move (const AbEboardSnapshot *before, const AbPosition *pos,
                               AbMove move, AbEboardSnapshot *after)
{
  AbSquare from = ab_move_from (move), to = ab_move_to (move);
  AbPiece piece = before->squares[from];
  AbColor side = ab_position_side_to_move (pos);

  if (after != before)
    *after = *before;
  switch (ab_move_kind (move))
    {
    case AB_MOVE_CASTLING:
      {
        /* the king takes its own rook: both leave, then stand on their castling squares */
        AbSquare king_to = ab_position_king_destination (pos, move);
        AbSquare rook_to = AB_SQUARE (ab_move_is_long_castling (move) ? 3 : 5,
                                      AB_SQUARE_RANK (from));
        AbPiece rook = before->squares[to];

        after->squares[from] = AB_NO_PIECE;
        after->squares[to] = AB_NO_PIECE;
        after->squares[king_to] = piece;
        after->squares[rook_to] = rook;
        return;
      }
    case AB_MOVE_EN_PASSANT:
      after->squares[AB_SQUARE (AB_SQUARE_FILE (to), AB_SQUARE_RANK (from))] = AB_NO_PIECE;
      break;
    case AB_MOVE_PROMOTION:
      piece = AB_PIECE (side, ab_move_promotion (move));
      break;
    case AB_MOVE_NORMAL:
      break;
    }
  after->squares[from] = AB_NO_PIECE;
  after->squares[to] = piece;
}

AbBitboard
ab_eboard_move_squares (const AbPosition *pos, AbMove move)
{
  AbEboardSnapshot before, after;

  ab_eboard_snapshot_from_position (&before, pos);
  ab_eboard_snapshot_after_move (&before, pos, move, &after);
  return ab_eboard_snapshot_changed (&before, &after);
}

static int
sign (int v)
{
  return (v > 0) - (v < 0);
}

/* Whether sq lies on the rank between from (not included) and to (included). */
static bool
on_way (AbSquare from, AbSquare to, AbSquare sq)
{
  int a = AB_SQUARE_FILE (from), b = AB_SQUARE_FILE (to), f = AB_SQUARE_FILE (sq);

  if (AB_SQUARE_RANK (sq) != AB_SQUARE_RANK (from) || AB_SQUARE_RANK (to) != AB_SQUARE_RANK (from)
      || f == a)
    return false;
  return a < b ? f > a && f <= b : f < a && f >= b;
}

/* A king's or rook's move along the way it takes in a castling its side still has. */
static bool
on_castling_way (const AbPosition *pos, AbSquare from, AbSquare to, AbPieceType type)
{
  AbColor side = ab_position_side_to_move (pos);
  int back = side == AB_WHITE ? 0 : 7;

  for (int is_long = 0; is_long < 2; is_long++)
    {
      AbSquare rook = ab_position_castling_rook (pos, side, is_long);

      if (rook == AB_NO_SQUARE)
        continue;
      if (type == AB_KING && from == ab_position_king_square (pos, side)
          && on_way (from, AB_SQUARE (is_long ? 2 : 6, back), to))
        return true;
      if (type == AB_ROOK && from == rook && on_way (from, AB_SQUARE (is_long ? 3 : 5, back), to))
        return true;
    }
  return false;
}

bool
ab_eboard_move_may_go_on (const AbPosition *pos, AbMove move)
{
  AbSquare from = ab_move_from (move), to = ab_move_to (move);
  AbPiece piece = ab_position_piece_at (pos, from);
  AbPieceType type = AB_PIECE_TYPE (piece);
  int df, dr, file, rank;

  switch (ab_move_kind (move))
    {
    case AB_MOVE_PROMOTION:
      return true;
    case AB_MOVE_CASTLING:
    case AB_MOVE_EN_PASSANT:
      return false;
    case AB_MOVE_NORMAL:
      break;
    }
  if (ab_position_piece_at (pos, to) != AB_NO_PIECE)
    return false;
  if (type == AB_KING || type == AB_ROOK)
    if (on_castling_way (pos, from, to, type))
      return true;
  if (type == AB_KNIGHT || type == AB_KING)
    return false;

  /* one square further along the same line */
  df = sign (AB_SQUARE_FILE (to) - AB_SQUARE_FILE (from));
  dr = sign (AB_SQUARE_RANK (to) - AB_SQUARE_RANK (from));
  file = AB_SQUARE_FILE (to) + df;
  rank = AB_SQUARE_RANK (to) + dr;
  if (file < 0 || file > 7 || rank < 0 || rank > 7)
    return false;
  if (type == AB_PAWN)
    {
      /* only a single step from the pawn's first square can go on, to an empty square */
      int start = AB_PIECE_COLOR (piece) == AB_WHITE ? 1 : 6;

      return abs (AB_SQUARE_RANK (to) - AB_SQUARE_RANK (from)) == 1 && AB_SQUARE_RANK (from) == start
             && ab_position_piece_at (pos, AB_SQUARE (file, rank)) == AB_NO_PIECE;
    }
  {
    AbPiece beyond = ab_position_piece_at (pos, AB_SQUARE (file, rank));

    return beyond == AB_NO_PIECE || AB_PIECE_COLOR (beyond) != AB_PIECE_COLOR (piece);
  }
}

bool
ab_eboard_move_may_castle (const AbPosition *pos, AbMove move)
{
  AbSquare from = ab_move_from (move), to = ab_move_to (move);
  AbPieceType type = AB_PIECE_TYPE (ab_position_piece_at (pos, from));

  return ab_move_kind (move) == AB_MOVE_NORMAL && ab_position_piece_at (pos, to) == AB_NO_PIECE
         && (type == AB_KING || type == AB_ROOK) && on_castling_way (pos, from, to, type);
}

AbBitboard
ab_eboard_move_going_on_squares (const AbPosition *pos, AbMove move)
{
  AbColor side = ab_position_side_to_move (pos);
  AbBitboard squares;

  if (!ab_eboard_move_may_go_on (pos, move))
    return 0;
  squares = (AbBitboard) 1 << ab_move_to (move);
  if (ab_eboard_move_may_castle (pos, move))
    {
      squares |= (AbBitboard) 1 << ab_position_king_square (pos, side);
      for (int is_long = 0; is_long < 2; is_long++)
        {
          AbSquare rook = ab_position_castling_rook (pos, side, is_long);

          if (rook != AB_NO_SQUARE)
            squares |= (AbBitboard) 1 << rook;
        }
    }
  return squares;
}
