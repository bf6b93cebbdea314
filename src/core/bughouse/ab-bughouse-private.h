/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-bughouse-private.h — the doorgeefschaak board's layout, for core modules only. */
#pragma once

#include "ab-bughouse-notation.h"
#include "ab-bughouse.h"
#include "ab-position-private.h"

struct _AbBughousePosition
{
  AbPosition pos;          /* its halfmove clock mirrors quiet_plies */
  AbBitboard promoted;     /* promoted pawns, either colour (art. 6) */
  uint8_t reserve[2][7];   /* passed pieces not yet placed, per colour and AbPieceType */
  uint16_t quiet_plies;    /* art. 11F */
};

/* The squares on which a piece of type t of colour us would attack the
 * enemy king: a placement there gives check (art. 5A). */
static inline AbBitboard
ab_bughouse_checking_squares (const AbPosition *p, AbColor us, AbPieceType t)
{
  AbBitboard kings = ab_pos_pieces (p, (AbColor) !us, AB_KING);
  AbSquare eks;

  if (!kings)
    return 0;
  eks = ab_bb_lsb (kings);
  if (t == AB_PAWN)
    return ab_pawn_attacks ((AbColor) !us, eks);
  return ab_piece_attacks (t, eks, p->by_type[0]);
}

/* Squares where a placement may go when the side to move is in check: the
 * squares between king and a single sliding checker; none for a double or
 * contact check; everything empty when not in check. */
static inline AbBitboard
ab_bughouse_drop_targets (const AbPosition *p)
{
  AbBitboard empty = ~p->by_type[0];

  if (!p->checkers)
    return empty;
  if (ab_bb_more_than_one (p->checkers))
    return 0;
  return ab_between (ab_pos_king (p, p->side), ab_bb_lsb (p->checkers)) & empty;
}

#define AB_BUGHOUSE_BACK_RANKS (AB_RANK_BB (0) | AB_RANK_BB (7))

/* Shared by the written and the spoken reader: the placement of t (or, when
 * also_knight, of a pawn or a knight: "P") on to, or the reason it is not legal. */
AbBughouseMove _ab_bughouse_choose_drop (const AbBughousePosition *pos, AbPieceType t,
                                         bool also_knight, AbSquare to,
                                         AbBughouseMoveError *error);
