/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-pgn-san.c — plain English SAN (and 0-0) straight to the legal move.
 *
 * Nearly every move of a real PGN file is plain SAN. Generating all legal
 * moves for each would cost more than the rest of reading together, so this
 * path works backwards from the destination: which pieces of the named type
 * attack it, which of those may move without exposing their king, which
 * answer a check. Anything unusual — another language, long algebraic, a
 * move that fits no or several pieces — returns AB_MOVE_NONE and the caller
 * asks the tolerant reader, which then also explains the error. */
#include "ab-pgn-private.h"

#include "ab-position-private.h"

static AbPieceType
piece_of (char c)
{
  switch (c)
    {
    case 'N': return AB_KNIGHT;
    case 'B': return AB_BISHOP;
    case 'R': return AB_ROOK;
    case 'Q': return AB_QUEEN;
    case 'K': return AB_KING;
    default: return AB_NO_PIECE_TYPE;
    }
}

static bool
is_file (char c)
{
  return c >= 'a' && c <= 'h';
}

static bool
is_rank (char c)
{
  return c >= '1' && c <= '8';
}

/* Squares a non-king move to may land on: anywhere out of check, else the
 * checker or a square between it and the king. */
static AbBitboard
check_targets (const AbPosition *p, AbSquare ksq)
{
  if (!p->checkers)
    return ~(AbBitboard) 0;
  return ab_between (ksq, ab_bb_lsb (p->checkers)) | p->checkers;
}

static bool
may_leave (const AbPosition *p, AbSquare ksq, AbSquare from, AbSquare to)
{
  return !(p->pinned & AB_BB (from)) || (ab_line (ksq, from) & AB_BB (to));
}

/* Castling as the move generator allows it (standard and Chess960): the
 * right, nothing between or on the targets but king and rook, and no square
 * the king stands on or crosses attacked, seen without king and rook. */
static AbMove
castle (const AbPosition *p, bool is_long)
{
  AbColor us = p->side;
  int idx = AB_CASTLE_INDEX (us, is_long);
  AbSquare kfrom = ab_pos_king (p, us), rfrom = p->castle_rook[idx], kto, rto;
  AbBitboard occ, path;

  if (!(p->castling & (1u << idx)) || p->checkers)
    return AB_MOVE_NONE;
  ab_castling_targets (us, kfrom, rfrom, &kto, &rto);
  occ = p->by_type[0] ^ AB_BB (kfrom) ^ AB_BB (rfrom);
  if ((ab_between (kfrom, kto) | AB_BB (kto) | ab_between (rfrom, rto) | AB_BB (rto)) & occ)
    return AB_MOVE_NONE;
  path = ab_between (kfrom, kto) | AB_BB (kto);
  while (path)
    if (ab_pos_attackers (p, ab_bb_pop (&path), occ) & p->by_color[!us])
      return AB_MOVE_NONE;
  return ab_move_make (kfrom, rfrom, AB_MOVE_CASTLING, AB_NO_PIECE_TYPE);
}

static AbMove
piece_move (const AbPosition *p, AbPieceType type, AbBitboard from_mask, AbSquare to, bool capture)
{
  AbColor us = p->side;
  AbSquare ksq = ab_pos_king (p, us), found = AB_NO_SQUARE;
  AbBitboard occ = p->by_type[0], cands;

  /* "Nxf3" onto an empty square: the tolerant reader explains why not */
  if ((p->by_color[us] & AB_BB (to)) || (capture && !(occ & AB_BB (to))))
    return AB_MOVE_NONE;
  if (type == AB_KING)
    {
      if (!(from_mask & AB_BB (ksq)) || !(ab_king_attacks (ksq) & AB_BB (to))
          || (ab_pos_attackers (p, to, occ ^ AB_BB (ksq)) & p->by_color[!us]))
        return AB_MOVE_NONE;
      return ab_move_make (ksq, to, AB_MOVE_NORMAL, AB_NO_PIECE_TYPE);
    }
  if (ab_bb_more_than_one (p->checkers) || !(check_targets (p, ksq) & AB_BB (to)))
    return AB_MOVE_NONE;
  cands = ab_piece_attacks (type, to, occ) & ab_pos_pieces (p, us, type) & from_mask;
  while (cands)
    {
      AbSquare from = ab_bb_pop (&cands);

      if (!may_leave (p, ksq, from, to))
        continue;
      if (found != AB_NO_SQUARE)
        return AB_MOVE_NONE; /* ambiguous: the tolerant reader says so */
      found = from;
    }
  if (found == AB_NO_SQUARE)
    return AB_MOVE_NONE;
  return ab_move_make (found, to, AB_MOVE_NORMAL, AB_NO_PIECE_TYPE);
}

static AbMove
pawn_move (const AbPosition *p, int from_file, AbSquare to, AbPieceType promo)
{
  AbColor us = p->side;
  AbSquare ksq = ab_pos_king (p, us), from;
  int up = us == AB_WHITE ? 8 : -8;
  int rank = AB_SQUARE_RANK (to);
  int last = us == AB_WHITE ? 7 : 0;
  AbPiece pawn = AB_PIECE (us, AB_PAWN);

  /* A pawn cannot stand on its first rank, nor promote short of the last. */
  if (rank == (us == AB_WHITE ? 0 : 7) || (rank == last) != (promo != AB_NO_PIECE_TYPE))
    return AB_MOVE_NONE;
  if (ab_bb_more_than_one (p->checkers) || !(check_targets (p, ksq) & AB_BB (to)))
    return AB_MOVE_NONE;
  if (from_file < 0)
    {
      /* A push; a capture written as a push ("e5" for dxe5) goes the slow way. */
      if (p->board[to] != AB_NO_PIECE || to == p->ep)
        return AB_MOVE_NONE;
      from = (AbSquare) (to - up);
      if (p->board[from] == AB_NO_PIECE && rank == (us == AB_WHITE ? 3 : 4))
        from = (AbSquare) (from - up);
      if (p->board[from] != pawn)
        return AB_MOVE_NONE;
    }
  else
    {
      int df = from_file - AB_SQUARE_FILE (to);

      if ((df != 1 && df != -1) || to == p->ep || p->board[to] == AB_NO_PIECE
          || AB_PIECE_COLOR (p->board[to]) == us)
        return AB_MOVE_NONE;
      from = (AbSquare) (to - up + df);
      if (p->board[from] != pawn)
        return AB_MOVE_NONE;
    }
  if (!may_leave (p, ksq, from, to))
    return AB_MOVE_NONE;
  if (promo != AB_NO_PIECE_TYPE)
    return ab_move_make (from, to, AB_MOVE_PROMOTION, promo);
  return ab_move_make (from, to, AB_MOVE_NORMAL, AB_NO_PIECE_TYPE);
}

AbMove
_ab_pgn_san_fast (const AbPosition *p, const char *s, size_t n)
{
  AbPieceType type, promo = AB_NO_PIECE_TYPE;
  AbSquare to;
  size_t i = 0;

  if (!(p->by_type[AB_KING] & p->by_color[p->side]))
    return AB_MOVE_NONE;
  while (n > 0 && (s[n - 1] == '+' || s[n - 1] == '#'))
    n--;
  if (n < 2)
    return AB_MOVE_NONE;
  if (s[0] == 'O' || s[0] == '0')
    {
      char o = s[0];

      if (n == 3 && s[1] == '-' && s[2] == o)
        return castle (p, false);
      if (n == 5 && s[1] == '-' && s[2] == o && s[3] == '-' && s[4] == o)
        return castle (p, true);
      return AB_MOVE_NONE;
    }

  type = piece_of (s[0]);
  if (type == AB_NO_PIECE_TYPE)
    {
      int from_file = -1;

      /* e4, e8=Q, e8Q, exd5, exd8=Q */
      if (n >= 3 && (s[n - 2] == '=' || is_rank (s[n - 2])))
        {
          if ((promo = piece_of (s[n - 1])) == AB_NO_PIECE_TYPE || promo == AB_KING)
            return AB_MOVE_NONE;
          n -= s[n - 2] == '=' ? 2 : 1;
        }
      if (n == 4 && is_file (s[0]) && s[1] == 'x')
        {
          from_file = s[0] - 'a';
          i = 2;
        }
      if (n - i != 2 || !is_file (s[i]) || !is_rank (s[i + 1]))
        return AB_MOVE_NONE;
      to = AB_SQUARE (s[i] - 'a', s[i + 1] - '1');
      return pawn_move (p, from_file, to, promo);
    }

  /* Nf3, Nbd7, R1e2, Qh4xe1, Kxf7 */
  {
    AbBitboard from_mask = ~(AbBitboard) 0;
    size_t end = n - 2;
    bool capture = false;

    if (n < 3 || !is_file (s[n - 2]) || !is_rank (s[n - 1]))
      return AB_MOVE_NONE;
    to = AB_SQUARE (s[n - 2] - 'a', s[n - 1] - '1');
    if (end > 1 && s[end - 1] == 'x')
      {
        end--;
        capture = true;
      }
    i = 1;
    if (i < end && is_file (s[i]))
      from_mask &= AB_FILE_BB (s[i++] - 'a');
    if (i < end && is_rank (s[i]))
      from_mask &= AB_RANK_BB (s[i++] - '1');
    if (i != end)
      return AB_MOVE_NONE;
    return piece_move (p, type, from_mask, to, capture);
  }
}
