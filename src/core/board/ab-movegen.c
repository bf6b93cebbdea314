/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-movegen.c — legal move generation for standard chess and Chess960.
 *
 * Moves are generated legal from the start: pins restrict a piece to the
 * line through its king, a single check restricts targets to the checker
 * and the squares between, a double check leaves only king moves.
 */
#include "ab-position-private.h"

static inline void
push (AbMoveList *list, AbSquare from, AbSquare to, AbMoveKind kind, AbPieceType promo)
{
  list->moves[list->count++] = ab_move_make (from, to, kind, promo);
}

static inline void
push_pawn_moves (AbMoveList *list, AbSquare from, AbSquare to, AbColor us)
{
  int last = us == AB_WHITE ? 7 : 0;

  if (AB_SQUARE_RANK (to) == last)
    {
      push (list, from, to, AB_MOVE_PROMOTION, AB_QUEEN);
      push (list, from, to, AB_MOVE_PROMOTION, AB_ROOK);
      push (list, from, to, AB_MOVE_PROMOTION, AB_BISHOP);
      push (list, from, to, AB_MOVE_PROMOTION, AB_KNIGHT);
    }
  else
    push (list, from, to, AB_MOVE_NORMAL, AB_NO_PIECE_TYPE);
}

/* An en-passant capture removes two pawns from one rank at once: check by
 * occupancy whether that uncovers the king. */
static bool
ep_is_legal (const AbPosition *p, AbSquare from, AbSquare to)
{
  AbColor us = p->side, them = (AbColor) !us;
  AbSquare ksq = ab_pos_king (p, us);
  AbSquare cap = (AbSquare) (us == AB_WHITE ? to - 8 : to + 8);
  AbBitboard occ = (p->by_type[0] ^ AB_BB (from) ^ AB_BB (cap)) | AB_BB (to);

  /* Whatever still attacks the king, the captured pawn aside, makes it illegal:
   * this also settles whether the capture answers a check. */
  return !(ab_pos_attackers (p, ksq, occ) & p->by_color[them] & ~AB_BB (cap));
}

static bool
castling_is_legal (const AbPosition *p, int idx)
{
  AbColor us = p->side, them = (AbColor) !us;
  AbSquare kfrom = ab_pos_king (p, us), rfrom = p->castle_rook[idx], kto, rto;
  AbBitboard occ, path;

  ab_castling_targets (us, kfrom, rfrom, &kto, &rto);
  occ = p->by_type[0] ^ AB_BB (kfrom) ^ AB_BB (rfrom);
  path = (ab_between (kfrom, kto) | AB_BB (kto) | ab_between (rfrom, rto) | AB_BB (rto));
  if (path & occ)
    return false;

  /* Every square the king stands on or crosses, the start included, must be
   * safe — seen with king and castling rook lifted, so a slider behind the
   * rook (Chess960) counts too. */
  path = ab_between (kfrom, kto) | AB_BB (kfrom) | AB_BB (kto);
  while (path)
    {
      AbSquare sq = ab_bb_pop (&path);

      if (ab_pos_attackers (p, sq, occ) & p->by_color[them])
        return false;
    }
  return true;
}

static void
generate (const AbPosition *p, AbMoveList *list)
{
  AbColor us = p->side, them = (AbColor) !us;
  AbSquare ksq = ab_pos_king (p, us);
  AbBitboard own = p->by_color[us], enemy = p->by_color[them], occ = p->by_type[0];
  AbBitboard target = ~own, b;
  AbBitboard pinned = p->pinned;

  list->count = 0;

  /* King moves: the destination must not be attacked once the king has left. */
  b = ab_king_attacks (ksq) & ~own;
  while (b)
    {
      AbSquare to = ab_bb_pop (&b);

      if (!(ab_pos_attackers (p, to, occ ^ AB_BB (ksq)) & enemy))
        push (list, ksq, to, AB_MOVE_NORMAL, AB_NO_PIECE_TYPE);
    }

  if (ab_bb_more_than_one (p->checkers))
    return;
  if (p->checkers)
    target = ab_between (ksq, ab_bb_lsb (p->checkers)) | p->checkers;
  else
    target = ~own;

  /* Knights: a pinned knight can never move. */
  b = ab_pos_pieces (p, us, AB_KNIGHT) & ~pinned;
  while (b)
    {
      AbSquare from = ab_bb_pop (&b);
      AbBitboard t = ab_knight_attacks (from) & target;

      while (t)
        push (list, from, ab_bb_pop (&t), AB_MOVE_NORMAL, AB_NO_PIECE_TYPE);
    }

  /* Sliders. */
  b = (ab_pos_pieces (p, us, AB_BISHOP) | ab_pos_pieces (p, us, AB_ROOK) | ab_pos_pieces (p, us, AB_QUEEN));
  while (b)
    {
      AbSquare from = ab_bb_pop (&b);
      AbBitboard t = ab_piece_attacks (AB_PIECE_TYPE (p->board[from]), from, occ) & target;

      if (pinned & AB_BB (from))
        t &= ab_line (ksq, from);
      while (t)
        push (list, from, ab_bb_pop (&t), AB_MOVE_NORMAL, AB_NO_PIECE_TYPE);
    }

  /* Pawns. */
  {
    AbBitboard pawns = ab_pos_pieces (p, us, AB_PAWN);
    int up = us == AB_WHITE ? 8 : -8;
    AbBitboard rank3 = us == AB_WHITE ? AB_RANK_BB (2) : AB_RANK_BB (5);
    AbBitboard empty = ~occ;
    AbBitboard single, dbl;

    if (us == AB_WHITE)
      {
        single = (pawns << 8) & empty;
        dbl = ((single & rank3) << 8) & empty;
      }
    else
      {
        single = (pawns >> 8) & empty;
        dbl = ((single & rank3) >> 8) & empty;
      }
    single &= target;
    dbl &= target;

    while (single)
      {
        AbSquare to = ab_bb_pop (&single);
        AbSquare from = (AbSquare) (to - up);

        if (!(pinned & AB_BB (from)) || (ab_line (ksq, from) & AB_BB (to)))
          push_pawn_moves (list, from, to, us);
      }
    while (dbl)
      {
        AbSquare to = ab_bb_pop (&dbl);
        AbSquare from = (AbSquare) (to - 2 * up);

        if (!(pinned & AB_BB (from)) || (ab_line (ksq, from) & AB_BB (to)))
          push (list, from, to, AB_MOVE_NORMAL, AB_NO_PIECE_TYPE);
      }

    b = pawns;
    while (b)
      {
        AbSquare from = ab_bb_pop (&b);
        AbBitboard t = ab_pawn_attacks (us, from) & enemy & target;

        if (pinned & AB_BB (from))
          t &= ab_line (ksq, from);
        while (t)
          push_pawn_moves (list, from, ab_bb_pop (&t), us);
      }

    if (p->ep != AB_NO_SQUARE)
      {
        AbBitboard att = ab_pawn_attacks (them, p->ep) & pawns;

        while (att)
          {
            AbSquare from = ab_bb_pop (&att);

            if (ep_is_legal (p, from, p->ep))
              push (list, from, p->ep, AB_MOVE_EN_PASSANT, AB_NO_PIECE_TYPE);
          }
      }
  }

  /* Castling: never out of check. */
  if (!p->checkers && (p->castling & (us == AB_WHITE ? 3 : 12)))
    for (int side = 0; side < 2; side++)
      {
        int idx = AB_CASTLE_INDEX (us, side);

        if ((p->castling & (1u << idx)) && castling_is_legal (p, idx))
          push (list, ksq, p->castle_rook[idx], AB_MOVE_CASTLING, AB_NO_PIECE_TYPE);
      }
}

void
ab_position_legal_moves (const AbPosition *self, AbMoveList *list)
{
  if (!ab_pos_pieces (self, self->side, AB_KING))
    {
      list->count = 0;
      return;
    }
  generate (self, list);
}

int
ab_position_count_legal (const AbPosition *self)
{
  AbMoveList list;

  ab_position_legal_moves (self, &list);
  return list.count;
}

bool
ab_position_is_legal (const AbPosition *self, AbMove move)
{
  AbMoveList list;

  ab_position_legal_moves (self, &list);
  for (int i = 0; i < list.count; i++)
    if (list.moves[i] == move)
      return true;
  return false;
}
