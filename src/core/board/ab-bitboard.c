/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-bitboard.c — attack tables, built once with magic multiplication.
 *
 * Magics are found at start-up by a seeded search (a few milliseconds), so
 * no table of opaque numbers has to be trusted or maintained.
 */
#include "ab-bitboard.h"

#include <stdlib.h>
#include <threads.h>

static AbAttackTables tables;
const AbAttackTables *ab_tables = &tables;
static once_flag init_once = ONCE_FLAG_INIT;

static uint64_t
rand_next (uint64_t *s)
{
  /* xorshift64* — deterministic, good enough to find magics quickly */
  *s ^= *s >> 12;
  *s ^= *s << 25;
  *s ^= *s >> 27;
  return *s * 2685821657736338717ULL;
}

static uint64_t
rand_sparse (uint64_t *s)
{
  return rand_next (s) & rand_next (s) & rand_next (s);
}

static AbBitboard
slide (AbSquare sq, AbBitboard occupied, const int deltas[4][2])
{
  AbBitboard attacks = 0;

  for (int d = 0; d < 4; d++)
    {
      int f = AB_SQUARE_FILE (sq) + deltas[d][0];
      int r = AB_SQUARE_RANK (sq) + deltas[d][1];

      while (f >= 0 && f < 8 && r >= 0 && r < 8)
        {
          AbSquare to = AB_SQUARE (f, r);
          attacks |= AB_BB (to);
          if (occupied & AB_BB (to))
            break;
          f += deltas[d][0];
          r += deltas[d][1];
        }
    }
  return attacks;
}

static const int rook_deltas[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };
static const int bishop_deltas[4][2] = { { 1, 1 }, { -1, 1 }, { 1, -1 }, { -1, -1 } };

static void
init_magics (AbMagic magics[64], AbBitboard *table, const int deltas[4][2])
{
  static const uint64_t seeds[8] = { 728, 10316, 55013, 32803, 12281, 15100, 16645, 255 };
  AbBitboard *occupancy = malloc (sizeof (AbBitboard) * 4096);
  AbBitboard *reference = malloc (sizeof (AbBitboard) * 4096);
  int *epoch = calloc (4096, sizeof (int));
  int cnt = 0;
  size_t offset = 0;

  if (occupancy == NULL || reference == NULL || epoch == NULL)
    abort ();

  for (AbSquare sq = 0; sq < 64; sq++)
    {
      AbMagic *m = &magics[sq];
      AbBitboard edges = ((AB_RANK_BB (0) | AB_RANK_BB (7)) & ~AB_RANK_BB (AB_SQUARE_RANK (sq)))
                         | ((AB_FILE_BB (0) | AB_FILE_BB (7)) & ~AB_FILE_BB (AB_SQUARE_FILE (sq)));
      AbBitboard b = 0;
      int size = 0;
      uint64_t seed = seeds[AB_SQUARE_RANK (sq)];

      m->mask = slide (sq, 0, deltas) & ~edges;
      m->shift = 64 - (unsigned) ab_bb_count (m->mask);
      m->attacks = table + offset;

      /* Carry-Rippler enumeration of every subset of the mask. */
      do
        {
          occupancy[size] = b;
          reference[size] = slide (sq, b, deltas);
          size++;
          b = (b - m->mask) & m->mask;
        }
      while (b);

      for (int i = 0; i < size;)
        {
          for (m->magic = 0; ab_bb_count ((m->magic * m->mask) >> 56) < 6;)
            m->magic = rand_sparse (&seed);

          /* Verify the candidate; epoch[] avoids clearing the table each try. */
          for (++cnt, i = 0; i < size; ++i)
            {
              unsigned idx = (unsigned) (((occupancy[i] & m->mask) * m->magic) >> m->shift);

              if (epoch[idx] < cnt)
                {
                  epoch[idx] = cnt;
                  m->attacks[idx] = reference[i];
                }
              else if (m->attacks[idx] != reference[i])
                break;
            }
        }
      offset += (size_t) size;
    }

  free (occupancy);
  free (reference);
  free (epoch);
}

static void
init_tables (void)
{
  static const int knight_deltas[8][2]
      = { { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 }, { -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 } };
  static const int king_deltas[8][2]
      = { { 1, 0 }, { 1, 1 }, { 0, 1 }, { -1, 1 }, { -1, 0 }, { -1, -1 }, { 0, -1 }, { 1, -1 } };

  for (AbSquare sq = 0; sq < 64; sq++)
    {
      int f = AB_SQUARE_FILE (sq), r = AB_SQUARE_RANK (sq);

      for (int i = 0; i < 8; i++)
        {
          int nf = f + knight_deltas[i][0], nr = r + knight_deltas[i][1];
          int kf = f + king_deltas[i][0], kr = r + king_deltas[i][1];

          if (nf >= 0 && nf < 8 && nr >= 0 && nr < 8)
            tables.knight[sq] |= AB_BB (AB_SQUARE (nf, nr));
          if (kf >= 0 && kf < 8 && kr >= 0 && kr < 8)
            tables.king[sq] |= AB_BB (AB_SQUARE (kf, kr));
        }
      for (int df = -1; df <= 1; df += 2)
        {
          if (f + df < 0 || f + df > 7)
            continue;
          if (r < 7)
            tables.pawn_attacks[AB_WHITE][sq] |= AB_BB (AB_SQUARE (f + df, r + 1));
          if (r > 0)
            tables.pawn_attacks[AB_BLACK][sq] |= AB_BB (AB_SQUARE (f + df, r - 1));
        }
    }

  init_magics (tables.rook_magic, tables.rook_table, rook_deltas);
  init_magics (tables.bishop_magic, tables.bishop_table, bishop_deltas);

  for (AbSquare a = 0; a < 64; a++)
    for (AbSquare b = 0; b < 64; b++)
      {
        if (a == b)
          continue;
        if (slide (a, 0, rook_deltas) & AB_BB (b))
          {
            tables.between[a][b] = slide (a, AB_BB (b), rook_deltas) & slide (b, AB_BB (a), rook_deltas);
            tables.line[a][b] = (slide (a, 0, rook_deltas) & slide (b, 0, rook_deltas)) | AB_BB (a) | AB_BB (b);
          }
        else if (slide (a, 0, bishop_deltas) & AB_BB (b))
          {
            tables.between[a][b]
                = slide (a, AB_BB (b), bishop_deltas) & slide (b, AB_BB (a), bishop_deltas);
            tables.line[a][b]
                = (slide (a, 0, bishop_deltas) & slide (b, 0, bishop_deltas)) | AB_BB (a) | AB_BB (b);
          }
      }
}

void
ab_bitboard_init (void)
{
  call_once (&init_once, init_tables);
}
