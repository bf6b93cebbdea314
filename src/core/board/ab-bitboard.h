/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-bitboard.h — bitboard helpers and precomputed attack tables.
 *
 * The tables are built once, on first use, by ab_bitboard_init(); every
 * public entry point of the core that can reach move generation calls it.
 */
#pragma once

#include "ab-types.h"

#define AB_BB(sq) ((AbBitboard) 1 << (sq))
#define AB_FILE_A_BB 0x0101010101010101ULL
#define AB_RANK_1_BB 0xFFULL
#define AB_FILE_BB(f) (AB_FILE_A_BB << (f))
#define AB_RANK_BB(r) (AB_RANK_1_BB << (8 * (r)))
#define AB_DARK_SQUARES_BB 0xAA55AA55AA55AA55ULL

typedef struct
{
  AbBitboard mask;
  AbBitboard magic;
  AbBitboard *attacks;
  unsigned shift;
} AbMagic;

typedef struct
{
  AbBitboard pawn_attacks[2][64];
  AbBitboard knight[64];
  AbBitboard king[64];
  AbBitboard between[64][64]; /* squares strictly between two aligned squares */
  AbBitboard line[64][64];    /* the full line through two aligned squares */
  AbMagic rook_magic[64];
  AbMagic bishop_magic[64];
  AbBitboard rook_table[0x19000];
  AbBitboard bishop_table[0x1480];
} AbAttackTables;

extern const AbAttackTables *ab_tables;

void ab_bitboard_init (void);

static inline int
ab_bb_count (AbBitboard b)
{
  return __builtin_popcountll (b);
}

static inline AbSquare
ab_bb_lsb (AbBitboard b)
{
  return (AbSquare) __builtin_ctzll (b);
}

static inline AbSquare
ab_bb_pop (AbBitboard *b)
{
  AbSquare sq = ab_bb_lsb (*b);
  *b &= *b - 1;
  return sq;
}

static inline bool
ab_bb_more_than_one (AbBitboard b)
{
  return (b & (b - 1)) != 0;
}

static inline AbBitboard
ab_rook_attacks (AbSquare sq, AbBitboard occupied)
{
  const AbMagic *m = &ab_tables->rook_magic[sq];
  return m->attacks[((occupied & m->mask) * m->magic) >> m->shift];
}

static inline AbBitboard
ab_bishop_attacks (AbSquare sq, AbBitboard occupied)
{
  const AbMagic *m = &ab_tables->bishop_magic[sq];
  return m->attacks[((occupied & m->mask) * m->magic) >> m->shift];
}

static inline AbBitboard
ab_queen_attacks (AbSquare sq, AbBitboard occupied)
{
  return ab_rook_attacks (sq, occupied) | ab_bishop_attacks (sq, occupied);
}

static inline AbBitboard
ab_knight_attacks (AbSquare sq)
{
  return ab_tables->knight[sq];
}

static inline AbBitboard
ab_king_attacks (AbSquare sq)
{
  return ab_tables->king[sq];
}

static inline AbBitboard
ab_pawn_attacks (AbColor c, AbSquare sq)
{
  return ab_tables->pawn_attacks[c][sq];
}

static inline AbBitboard
ab_between (AbSquare a, AbSquare b)
{
  return ab_tables->between[a][b];
}

static inline AbBitboard
ab_line (AbSquare a, AbSquare b)
{
  return ab_tables->line[a][b];
}

/* Attacks of a piece type from a square, for any piece but pawns. */
static inline AbBitboard
ab_piece_attacks (AbPieceType t, AbSquare sq, AbBitboard occupied)
{
  switch (t)
    {
    case AB_KNIGHT: return ab_knight_attacks (sq);
    case AB_BISHOP: return ab_bishop_attacks (sq, occupied);
    case AB_ROOK: return ab_rook_attacks (sq, occupied);
    case AB_QUEEN: return ab_queen_attacks (sq, occupied);
    case AB_KING: return ab_king_attacks (sq);
    default: return 0;
    }
}
