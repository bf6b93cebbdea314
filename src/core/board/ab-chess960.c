/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-chess960.c — Chess960 start positions by their standard number (Guideline II). */
#include "ab-position-private.h"

/* Knight placements over the five squares left after bishops and queen. */
static const int knight_table[10][2]
    = { { 0, 1 }, { 0, 2 }, { 0, 3 }, { 0, 4 }, { 1, 2 }, { 1, 3 }, { 1, 4 }, { 2, 3 }, { 2, 4 }, { 3, 4 } };

/* The back rank of start position n (0–959), white's pieces from a to h. */
static void
back_rank (int n, AbPieceType rank[8])
{
  int free_files[8], nfree = 0, q, k;

  for (int f = 0; f < 8; f++)
    rank[f] = AB_NO_PIECE_TYPE;

  rank[2 * (n % 4) + 1] = AB_BISHOP; /* light-squared bishop: b, d, f, h */
  n /= 4;
  rank[2 * (n % 4)] = AB_BISHOP; /* dark-squared bishop: a, c, e, g */
  n /= 4;
  q = n % 6;
  n /= 6;

  for (int f = 0; f < 8; f++)
    if (rank[f] == AB_NO_PIECE_TYPE)
      free_files[nfree++] = f;
  rank[free_files[q]] = AB_QUEEN;

  nfree = 0;
  for (int f = 0; f < 8; f++)
    if (rank[f] == AB_NO_PIECE_TYPE)
      free_files[nfree++] = f;
  rank[free_files[knight_table[n][0]]] = AB_KNIGHT;
  rank[free_files[knight_table[n][1]]] = AB_KNIGHT;

  /* The three squares left hold rook, king, rook in that order. */
  k = 0;
  for (int f = 0; f < 8; f++)
    if (rank[f] == AB_NO_PIECE_TYPE)
      rank[f] = k++ == 1 ? AB_KING : AB_ROOK;
}

bool
ab_position_set_chess960 (AbPosition *self, int number)
{
  AbPieceType rank[8];
  AbPosition p;

  if (number < 0 || number > 959)
    return false;
  back_rank (number, rank);
  ab_position_clear (&p);
  for (int f = 0; f < 8; f++)
    {
      ab_position_put (&p, AB_PIECE (AB_WHITE, rank[f]), AB_SQUARE (f, 0));
      ab_position_put (&p, AB_PIECE (AB_WHITE, AB_PAWN), AB_SQUARE (f, 1));
      ab_position_put (&p, AB_PIECE (AB_BLACK, AB_PAWN), AB_SQUARE (f, 6));
      ab_position_put (&p, AB_PIECE (AB_BLACK, rank[f]), AB_SQUARE (f, 7));
    }
  for (int f = 0; f < 8; f++)
    if (rank[f] == AB_ROOK)
      {
        ab_position_set_castling_rook (&p, AB_WHITE, AB_SQUARE (f, 0));
        ab_position_set_castling_rook (&p, AB_BLACK, AB_SQUARE (f, 7));
      }
  p.chess960 = true;
  p.key = ab_position_compute_key (&p);
  ab_position_update_derived (&p);
  *self = p;
  return true;
}

void
ab_position_set_start (AbPosition *self)
{
  ab_position_set_chess960 (self, AB_CHESS960_STANDARD);
  self->chess960 = false;
}

int
ab_position_chess960_number (const AbPosition *self)
{
  AbPieceType rank[8];

  if (self->by_type[0] != (AB_RANK_BB (0) | AB_RANK_BB (1) | AB_RANK_BB (6) | AB_RANK_BB (7)))
    return -1;
  for (int n = 0; n < 960; n++)
    {
      bool same = true;

      back_rank (n, rank);
      for (int f = 0; f < 8 && same; f++)
        same = self->board[AB_SQUARE (f, 0)] == AB_PIECE (AB_WHITE, rank[f])
               && self->board[AB_SQUARE (f, 1)] == AB_PIECE (AB_WHITE, AB_PAWN)
               && self->board[AB_SQUARE (f, 6)] == AB_PIECE (AB_BLACK, AB_PAWN)
               && self->board[AB_SQUARE (f, 7)] == AB_PIECE (AB_BLACK, rank[f]);
      if (same)
        return n;
    }
  return -1;
}
