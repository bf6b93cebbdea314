/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-deadpos-reach.c — which piece can ever reach which square, and what
 * follows for checkmate: the static half of the dead-position analysis.
 *
 * Every set computed here over-approximates: pieces that are not frozen are
 * treated as if they could always step aside, so only frozen pieces block
 * lines, and a king avoids only the squares that frozen enemy pawns and
 * knights attack (a slider's line could be interrupted).
 */
#include "ab-deadpos-private.h"

#define FILE_A AB_FILE_BB (0)
#define FILE_H AB_FILE_BB (7)

static AbBitboard
king_spread (AbBitboard b)
{
  AbBitboard h = b | ((b << 1) & ~FILE_A) | ((b >> 1) & ~FILE_H);

  return h | (h << 8) | (h >> 8);
}

/* Squares a knight attacks from any square of b. */
static AbBitboard
knight_moves (AbBitboard b)
{
  AbBitboard l1 = (b >> 1) & ~FILE_H, l2 = (b >> 2) & ~(FILE_H | AB_FILE_BB (6));
  AbBitboard r1 = (b << 1) & ~FILE_A, r2 = (b << 2) & ~(FILE_A | AB_FILE_BB (1));
  AbBitboard h1 = l1 | r1, h2 = l2 | r2;

  return (h1 << 16) | (h1 >> 16) | (h2 << 8) | (h2 >> 8);
}

static AbBitboard
pawn_attacks_bb (AbColor c, AbBitboard b)
{
  if (c == AB_WHITE)
    return ((b << 7) & ~FILE_H) | ((b << 9) & ~FILE_A);
  return ((b >> 9) & ~FILE_H) | ((b >> 7) & ~FILE_A);
}

static AbBitboard
pawn_push_bb (AbColor c, AbBitboard b)
{
  return c == AB_WHITE ? b << 8 : b >> 8;
}

/* Squares attacked from any square of `from` by a piece of type t, with only
 * the frozen pawns blocking. */
static AbBitboard
attacks_from (AbPieceType t, AbBitboard from, AbBitboard blockers)
{
  AbBitboard att = 0;

  if (t == AB_KNIGHT)
    return knight_moves (from);
  while (from)
    att |= ab_piece_attacks (t, ab_bb_pop (&from), blockers);
  return att;
}

/* Every square a knight, bishop, rook or queen starting on `from` can reach,
 * never landing on a frozen pawn. */
static AbBitboard
closure (AbPieceType t, AbBitboard from, AbBitboard frozen)
{
  AbBitboard reach = from, frontier = from;

  if (t == AB_KNIGHT)
    {
      for (;;)
        {
          AbBitboard next = reach | (knight_moves (reach) & ~frozen);

          if (next == reach)
            return reach;
          reach = next;
        }
    }
  while (frontier)
    {
      AbBitboard next = 0;

      while (frontier)
        next |= ab_piece_attacks (t, ab_bb_pop (&frontier), frozen);
      next &= ~frozen & ~reach;
      reach |= next;
      frontier = next;
    }
  return reach;
}

/* Attacks of frozen pieces of colour c that nothing can ever interrupt:
 * their pawns', knights' and king's. */
static AbBitboard
fixed_attacks (const AbPosition *pos, AbBitboard frozen, AbColor c)
{
  AbBitboard mine = frozen & pos->by_color[c];
  AbBitboard king = mine & pos->by_type[AB_KING];

  return pawn_attacks_bb (c, mine & pos->by_type[AB_PAWN])
         | knight_moves (mine & pos->by_type[AB_KNIGHT])
         | (king ? ab_king_attacks (ab_bb_lsb (king)) : 0);
}

/* Reach of a promoted piece from each promotion square, memoised per round:
 * pawns of one side share their promotion squares' components. */
typedef struct
{
  AbBitboard done;
  AbBitboard stand[64];
  AbBitboard attack[64];
} PromoMemo;

static void
promoted_reach (PromoMemo *memo, AbBitboard promo, AbBitboard frozen, AbBitboard *stand,
                AbBitboard *attack)
{
  while (promo)
    {
      AbSquare sq = ab_bb_pop (&promo);

      if (!(memo->done & AB_BB (sq)))
        {
          AbBitboard q = closure (AB_QUEEN, AB_BB (sq), frozen);
          AbBitboard n = closure (AB_KNIGHT, AB_BB (sq), frozen);

          memo->stand[sq] = q | n;
          memo->attack[sq] = attacks_from (AB_QUEEN, q, frozen) | knight_moves (n);
          memo->done |= AB_BB (sq);
        }
      *stand |= memo->stand[sq];
      *attack |= memo->attack[sq];
    }
}

/* A pawn of colour c from `from`: pushes over squares no frozen piece holds,
 * captures onto squares `prey` says an enemy piece may stand on. */
static void
pawn_reach (PromoMemo *memo, AbColor c, AbSquare from, AbBitboard prey, AbBitboard frozen,
            AbBitboard *stand, AbBitboard *attack)
{
  AbBitboard last = c == AB_WHITE ? AB_RANK_BB (7) : AB_RANK_BB (0);
  AbBitboard start = c == AB_WHITE ? AB_RANK_BB (1) : AB_RANK_BB (6);
  AbBitboard p = AB_BB (from);

  for (;;)
    {
      AbBitboard src = p & ~last;
      AbBitboard single = pawn_push_bb (c, src) & ~frozen;
      AbBitboard dbl = pawn_push_bb (c, pawn_push_bb (c, src & start) & ~frozen) & ~frozen;
      AbBitboard take = pawn_attacks_bb (c, src) & prey & ~frozen;
      AbBitboard next = p | single | dbl | take;

      if (next == p)
        break;
      p = next;
    }
  *stand = p;
  *attack = pawn_attacks_bb (c, p & ~last);
  promoted_reach (memo, p & last, frozen, stand, attack);
}

static AbBitboard
king_reach (AbSquare from, AbBitboard allowed)
{
  AbBitboard reach = AB_BB (from);

  for (;;)
    {
      AbBitboard next = (king_spread (reach) & allowed) | reach;

      if (next == reach)
        return reach;
      reach = next;
    }
}

/* Squares of the file from `from` (included) towards `to` (excluded). */
static AbBitboard
file_span (int from, int to, int step)
{
  AbBitboard span = 0;

  for (int sq = from; sq != to; sq += step)
    span |= AB_BB (sq);
  return span;
}

/* The file segment each confined pawn keeps to: up to the first hard
 * ceiling ahead. A hard ceiling is a frozen piece, an enemy pawn that stays
 * on its file and is never taken (it only comes closer), or an own such
 * pawn (this one stops one short of how far that one can go). Pawns that
 * may be taken or leave their file are looked past. A pawn with no hard
 * ceiling before its last rank may promote: it is not confined. */
static void
confine_pawns (const AbPosition *pos, AbReach *r, AbBitboard frozen_pieces)
{
  AbBitboard pawns = pos->by_type[AB_PAWN];

  for (int c = 0; c < 2; c++)
    {
      int step = c == AB_WHITE ? 8 : -8;
      int last = c == AB_WHITE ? 7 : 0;

      /* the most advanced pawns first */
      for (int k = 0; k < 64; k++)
        {
          int sq = c == AB_WHITE ? 63 - k : k;
          AbBitboard seg = AB_BB (sq);

          if (!(r->confined & pos->by_color[c] & AB_BB (sq)))
            continue;
          for (int s = sq + step;; s += step)
            {
              AbBitboard b = AB_BB (s);

              if (frozen_pieces & b)
                break;
              if (pawns & r->confined & r->safe & b)
                {
                  if (pos->by_color[c] & b)
                    {
                      AbBitboard ahead = r->segment[s];
                      int top = c == AB_WHITE ? 63 - __builtin_clzll (ahead) : ab_bb_lsb (ahead);

                      seg |= file_span (s, top, step);
                    }
                  break;
                }
              if (AB_SQUARE_RANK (s) == last)
                {
                  seg = 0;
                  break;
                }
              seg |= b;
            }
          r->segment[sq] = seg;
          if (!seg)
            r->confined &= ~AB_BB (sq);
        }
    }
  r->safe &= r->confined;
}

/* Reach of every piece, assuming the pieces in r->frozen never move and
 * the pawns in r->confined keep to their segments. */
static void
compute_moves (const AbPosition *pos, AbReach *r)
{
  AbBitboard frozen = r->frozen;
  AbBitboard fixed[2] = { fixed_attacks (pos, frozen, AB_WHITE),
                          fixed_attacks (pos, frozen, AB_BLACK) };
  PromoMemo memo;
  bool changed = true;

  memo.done = 0;
  for (int c = 0; c < 2; c++)
    {
      r->stand_by_color[c] = 0;
      r->attack_by_color[c] = 0;
    }

  for (int i = 0; i < r->count; i++)
    {
      AbSquare sq = r->square[i];
      AbColor c = AB_PIECE_COLOR (r->piece[i]);
      AbPieceType t = AB_PIECE_TYPE (r->piece[i]);

      r->stand[i] = AB_BB (sq);
      if (t == AB_PAWN)
        {
          if (r->confined & AB_BB (sq))
            r->stand[i] = r->segment[sq];
          r->attack[i] = pawn_attacks_bb (c, r->stand[i]);
        }
      else if (frozen & AB_BB (sq))
        r->attack[i] = ab_piece_attacks (t, sq, frozen);
      else if (t == AB_KING)
        {
          r->stand[i] = king_reach (sq, ~frozen & ~fixed[!c]);
          r->attack[i] = king_spread (r->stand[i]);
        }
      else
        {
          r->stand[i] = closure (t, AB_BB (sq), frozen);
          r->attack[i] = attacks_from (t, r->stand[i], frozen);
        }
      if (t == AB_KING)
        r->king_stand[c] = r->stand[i];
    }

  /* Pawn captures need prey, and prey includes other pawns' reach: iterate. */
  while (changed)
    {
      AbBitboard prey[2] = { 0, 0 };

      changed = false;
      for (int i = 0; i < r->count; i++)
        if (AB_PIECE_TYPE (r->piece[i]) != AB_KING && !(frozen & AB_BB (r->square[i])))
          prey[AB_PIECE_COLOR (r->piece[i])] |= r->stand[i];
      if (pos->ep != AB_NO_SQUARE)
        prey[!pos->side] |= AB_BB (pos->ep);

      for (int i = 0; i < r->count; i++)
        {
          AbColor c = AB_PIECE_COLOR (r->piece[i]);
          AbBitboard stand, attack;

          if (AB_PIECE_TYPE (r->piece[i]) != AB_PAWN || (r->confined & AB_BB (r->square[i])))
            continue;
          pawn_reach (&memo, c, r->square[i], prey[!c], frozen, &stand, &attack);
          if (stand != r->stand[i] || attack != r->attack[i])
            {
              r->stand[i] = stand;
              r->attack[i] = attack;
              changed = true;
            }
        }
    }

  for (int i = 0; i < r->count; i++)
    if (AB_PIECE_TYPE (r->piece[i]) != AB_KING && !(frozen & AB_BB (r->square[i])))
      {
        AbColor c = AB_PIECE_COLOR (r->piece[i]);

        r->stand_by_color[c] |= r->stand[i];
        r->attack_by_color[c] |= r->attack[i];
      }
}

/* What the computed reach contradicts: confined pawns that could capture
 * (so leave their file), safe pawns that could be taken, frozen pieces that
 * could move or be taken. Returns whether anything was dropped. */
static bool
drop_disturbed (const AbPosition *pos, AbReach *r, AbBitboard *pieces)
{
  AbBitboard frozen = r->frozen, off_file = 0, taken = 0, moved = 0;
  AbBitboard king_att[2] = { king_spread (r->king_stand[AB_WHITE]),
                             king_spread (r->king_stand[AB_BLACK]) };
  AbBitboard defended[2] = { fixed_attacks (pos, frozen, AB_WHITE),
                             fixed_attacks (pos, frozen, AB_BLACK) };

  for (int i = 0; i < r->count; i++)
    {
      AbSquare sq = r->square[i];
      AbBitboard bb = AB_BB (sq), stand = r->stand[i];
      AbColor c = AB_PIECE_COLOR (r->piece[i]);
      AbPieceType t = AB_PIECE_TYPE (r->piece[i]);
      bool can_be_taken = (r->attack_by_color[!c] & stand) || (king_att[!c] & stand & ~defended[c]);

      if (t == AB_PAWN)
        {
          if (!(r->confined & bb))
            continue;
          /* a frozen enemy piece in reach could be taken; a king never is */
          if (pawn_attacks_bb (c, stand)
              & (r->stand_by_color[!c] | (frozen & pos->by_color[!c] & ~pos->by_type[AB_KING])))
            off_file |= bb;
          if ((r->safe & bb) && can_be_taken)
            taken |= bb;
        }
      else if (!(frozen & bb))
        continue;
      else if (t == AB_KING)
        {
          if (king_reach (sq, ~frozen & ~defended[!c]) != bb)
            moved |= bb;
        }
      else if (can_be_taken
               || (ab_piece_attacks (t, sq, frozen)
                   & ~(frozen & (pos->by_color[c] | pos->by_type[AB_KING]))))
        moved |= bb;
    }
  r->confined &= ~off_file;
  r->safe &= ~(off_file | taken);
  *pieces &= ~moved;
  return off_file || taken || moved;
}

/* Pieces that may turn out frozen: kings without castling rights and
 * pieces hemmed in by their own pawns. */
static AbBitboard
frozen_candidates (const AbPosition *pos)
{
  AbBitboard pawns = pos->by_type[AB_PAWN];
  AbBitboard pieces = pos->by_type[0] & ~pawns & ~pos->by_type[AB_KING];
  AbBitboard boxed = 0;

  while (pieces)
    {
      AbSquare sq = ab_bb_pop (&pieces);
      AbPiece pc = pos->board[sq];
      AbBitboard own = pawns & pos->by_color[AB_PIECE_COLOR (pc)];

      if (!(ab_piece_attacks (AB_PIECE_TYPE (pc), sq, pawns) & ~own))
        boxed |= AB_BB (sq);
    }
  for (int c = 0; c < 2; c++)
    if (!(pos->castling & (c == AB_WHITE ? 3 : 12)))
      boxed |= ab_pos_pieces (pos, (AbColor) c, AB_KING);
  return boxed;
}

/* Pawns that may turn out confined: those with a pawn or a possibly frozen
 * piece somewhere ahead on their file, but for an en-passant capture at hand. */
static AbBitboard
confinement_candidates (const AbPosition *pos, AbBitboard pieces)
{
  AbBitboard pawns = pos->by_type[AB_PAWN], blockers = pawns | pieces, below = 0, above = 0;
  AbBitboard result;

  for (int k = 1; k < 8; k++)
    {
      below |= blockers >> (8 * k);
      above |= blockers << (8 * k);
    }
  result = (pawns & pos->by_color[AB_WHITE] & below) | (pawns & pos->by_color[AB_BLACK] & above);
  if (pos->ep != AB_NO_SQUARE)
    {
      /* the pawn that just advanced two squares and those that may take it */
      AbColor us = pos->side;
      AbSquare moved = (AbSquare) (us == AB_WHITE ? pos->ep - 8 : pos->ep + 8);

      result &= ~AB_BB (moved)
                & ~(ab_pawn_attacks ((AbColor) !us, pos->ep) & ab_pos_pieces (pos, us, AB_PAWN));
    }
  return result;
}

bool
_ab_reach_may_help (const AbPosition *pos)
{
  return confinement_candidates (pos, 0) != 0;
}

bool
_ab_reach_compute (const AbPosition *pos, AbReach *r)
{
  AbBitboard occ = pos->by_type[0];
  AbBitboard pieces;

  r->count = 0;
  if (!pos->by_type[AB_PAWN] || ab_bb_count (occ) > AB_REACH_MAX_PIECES)
    return false;
  pieces = frozen_candidates (pos);
  r->confined = confinement_candidates (pos, pieces);
  if (!r->confined)
    return false;
  while (occ)
    {
      AbSquare sq = ab_bb_pop (&occ);

      r->square[r->count] = sq;
      r->piece[r->count] = pos->board[sq];
      r->count++;
    }

  r->safe = r->confined;
  for (;;)
    {
      AbBitboard before = r->confined, single = 0;

      confine_pawns (pos, r, pieces);
      for (AbBitboard b = r->confined & r->safe; b;)
        {
          AbSquare sq = ab_bb_pop (&b);

          if (r->segment[sq] == AB_BB (sq))
            single |= AB_BB (sq);
        }
      r->frozen = pieces | single;
      if (!r->confined)
        return false;
      compute_moves (pos, r);
      if (!drop_disturbed (pos, r, &pieces) && r->confined == before)
        return true;
    }
}

/* Can the defender's pieces occupy every square of `need` at once? A small
 * bipartite matching (Kuhn's augmenting paths): at most 8 squares. */
typedef struct
{
  const AbReach *reach;
  int n, ns;
  int piece[AB_REACH_MAX_PIECES];
  int owner[AB_REACH_MAX_PIECES]; /* square index each piece holds, or -1 */
  bool seen[AB_REACH_MAX_PIECES];
  AbSquare square[8];
} Matching;

static bool
augment (Matching *m, int s)
{
  for (int j = 0; j < m->n; j++)
    {
      if (m->seen[j] || !(m->reach->stand[m->piece[j]] & AB_BB (m->square[s])))
        continue;
      m->seen[j] = true;
      if (m->owner[j] < 0 || augment (m, m->owner[j]))
        {
          m->owner[j] = s;
          return true;
        }
    }
  return false;
}

static bool
can_block (const AbReach *r, AbColor defender, AbBitboard need)
{
  Matching m = { .reach = r };

  if (!need)
    return true;
  for (int i = 0; i < r->count; i++)
    if (AB_PIECE_COLOR (r->piece[i]) == defender && AB_PIECE_TYPE (r->piece[i]) != AB_KING
        && !(r->frozen & AB_BB (r->square[i])) && (r->stand[i] & need))
      {
        m.owner[m.n] = -1;
        m.piece[m.n++] = i;
      }
  if (m.n < ab_bb_count (need))
    return false;
  while (need)
    m.square[m.ns++] = ab_bb_pop (&need);
  for (int s = 0; s < m.ns; s++)
    {
      for (int j = 0; j < m.n; j++)
        m.seen[j] = false;
      if (!augment (&m, s))
        return false;
    }
  return true;
}

bool
_ab_reach_cannot_mate (const AbReach *r, AbColor winner)
{
  AbColor loser = (AbColor) !winner;
  AbBitboard lk = r->king_stand[loser], wk = r->king_stand[winner];
  AbBitboard covered = r->attack_by_color[winner];
  AbBitboard targets;

  /* frozen pieces give check too, from where they stand */
  for (int i = 0; i < r->count; i++)
    if ((r->frozen & AB_BB (r->square[i])) && AB_PIECE_COLOR (r->piece[i]) == winner)
      covered |= r->attack[i];
  targets = lk & covered;

  while (targets)
    {
      AbSquare k = ab_bb_pop (&targets);
      AbBitboard flights = ab_king_attacks (k) & lk & ~covered;
      AbBitboard kings = wk & ~ab_king_attacks (k) & ~AB_BB (k);
      AbBitboard near = kings & king_spread (flights);

      if (!kings)
        continue;
      if (!flights)
        return false;
      /* a far king covers nothing; a near one covers its neighbours */
      if (kings & ~near && can_block (r, loser, flights))
        return false;
      while (near)
        if (can_block (r, loser, flights & ~ab_king_attacks (ab_bb_pop (&near))))
          return false;
    }
  return true;
}

static bool
bishops_one_color (AbBitboard bishops)
{
  return !(bishops & AB_DARK_SQUARES_BB) || !(bishops & ~AB_DARK_SQUARES_BB);
}

/* The rules with the defender's pawns ignored; see the header. */
static bool
material_rules (const AbPosition *pos, AbColor winner)
{
  AbColor loser = (AbColor) !winner;
  AbBitboard w = pos->by_color[winner], l = pos->by_color[loser];
  AbBitboard wn = w & pos->by_type[AB_KNIGHT], wb = w & pos->by_type[AB_BISHOP];
  AbBitboard lb = l & pos->by_type[AB_BISHOP];

  if (w & (pos->by_type[AB_PAWN] | pos->by_type[AB_ROOK] | pos->by_type[AB_QUEEN]))
    return false;
  if (!wn && !wb)
    return true;
  if (!wb && !ab_bb_more_than_one (wn))
    return !(l & (pos->by_type[AB_ROOK] | pos->by_type[AB_BISHOP] | pos->by_type[AB_KNIGHT]));
  if (!wn && bishops_one_color (wb))
    {
      AbBitboard other = (wb & AB_DARK_SQUARES_BB) ? ~AB_DARK_SQUARES_BB : AB_DARK_SQUARES_BB;

      return !(l & pos->by_type[AB_KNIGHT]) && !(lb & other);
    }
  return false;
}

bool
_ab_material_cannot_mate (const AbPosition *pos, AbColor winner)
{
  AbBitboard w = pos->by_color[winner];

  if (!(w & ~pos->by_type[AB_KING]))
    return true;
  return !(pos->by_color[!winner] & pos->by_type[AB_PAWN]) && material_rules (pos, winner);
}

bool
_ab_material_needs_defender_promotion (const AbPosition *pos, AbColor winner)
{
  return material_rules (pos, winner);
}
