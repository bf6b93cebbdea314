/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-position-private.h — the position's layout, for core modules only. */
#pragma once

#include "ab-bitboard.h"
#include "ab-position.h"

struct _AbPosition
{
  AbBitboard by_type[7]; /* [0] = all pieces */
  AbBitboard by_color[2];
  AbPiece board[64];
  AbColor side;
  AbSquare ep;             /* set only when a pawn of the side to move attacks it */
  uint8_t castling;        /* AbCastleRight bits */
  AbSquare castle_rook[4]; /* rook start square per AB_CASTLE_INDEX, or AB_NO_SQUARE */
  uint8_t castle_mask[64]; /* rights lost when a piece leaves or lands on a square */
  bool chess960;
  uint16_t halfmove_clock;
  uint16_t fullmove;
  uint64_t key;
  /* Derived on every change, for legal move generation. */
  AbBitboard checkers;
  AbBitboard pinned; /* pieces of the side to move pinned to their king */
};

extern uint64_t ab_zobrist_piece[16][64];
extern uint64_t ab_zobrist_castling[16];
extern uint64_t ab_zobrist_ep[8];
extern uint64_t ab_zobrist_side;

static inline AbBitboard
ab_pos_pieces (const AbPosition *p, AbColor c, AbPieceType t)
{
  return p->by_color[c] & p->by_type[t];
}

static inline AbSquare
ab_pos_king (const AbPosition *p, AbColor c)
{
  return ab_bb_lsb (ab_pos_pieces (p, c, AB_KING));
}

/* Every piece of either colour that attacks sq, with the given occupancy. */
static inline AbBitboard
ab_pos_attackers (const AbPosition *p, AbSquare sq, AbBitboard occupied)
{
  return (ab_pawn_attacks (AB_WHITE, sq) & ab_pos_pieces (p, AB_BLACK, AB_PAWN))
         | (ab_pawn_attacks (AB_BLACK, sq) & ab_pos_pieces (p, AB_WHITE, AB_PAWN))
         | (ab_knight_attacks (sq) & p->by_type[AB_KNIGHT])
         | (ab_rook_attacks (sq, occupied) & (p->by_type[AB_ROOK] | p->by_type[AB_QUEEN]))
         | (ab_bishop_attacks (sq, occupied) & (p->by_type[AB_BISHOP] | p->by_type[AB_QUEEN]))
         | (ab_king_attacks (sq) & p->by_type[AB_KING]);
}

void ab_position_update_derived (AbPosition *p);
void ab_position_put (AbPosition *p, AbPiece piece, AbSquare sq);
void ab_position_clear (AbPosition *p);
void ab_position_set_castling_rook (AbPosition *p, AbColor c, AbSquare rook_sq);
void ab_position_fix_ep (AbPosition *p);
uint64_t ab_position_compute_key (const AbPosition *p);
/* Castling move: where king and rook end up. */
void ab_castling_targets (AbColor c, AbSquare king_from, AbSquare rook_from,
                          AbSquare *king_to, AbSquare *rook_to);
