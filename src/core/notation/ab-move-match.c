/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-move-match.c — from a described move to the legal move, or why not.
 *
 * Every reader (SAN, long algebraic, spoken) fills an AbMoveSpec and comes
 * here, so all of them give the same precise reasons: which piece cannot
 * reach the square, which candidates make a move ambiguous, and why a move
 * that looks possible is illegal. */
#include "ab-notation.h"

#include <string.h>

#include "ab-position-private.h"

void
ab_move_spec_init (AbMoveSpec *spec)
{
  memset (spec, 0, sizeof *spec);
  spec->piece = AB_NO_PIECE_TYPE;
  spec->from_file = -1;
  spec->from_rank = -1;
  spec->to = AB_NO_SQUARE;
  spec->promotion = AB_NO_PIECE_TYPE;
}

static AbMove
fail (AbMoveError *error, AbMoveErrorCode code)
{
  if (error)
    {
      memset (error, 0, sizeof *error);
      error->code = code;
      error->from = AB_NO_SQUARE;
      error->to = AB_NO_SQUARE;
      error->pinner = AB_NO_SQUARE;
      error->cause = AB_NO_SQUARE;
    }
  return AB_MOVE_NONE;
}

AbDisambiguation
ab_move_disambiguation (const AbPosition *pos, AbMove move)
{
  AbSquare from = ab_move_from (move), to = ab_move_to (move);
  AbPieceType type = AB_PIECE_TYPE (pos->board[from]);
  AbMoveList list;
  bool other = false, same_file = false, same_rank = false;

  if (type == AB_PAWN || type == AB_KING || ab_move_kind (move) == AB_MOVE_CASTLING)
    return AB_DISAMBIG_NONE;

  ab_position_legal_moves (pos, &list);
  for (int i = 0; i < list.count; i++)
    {
      AbMove m = list.moves[i];
      AbSquare f = ab_move_from (m);

      if (f == from || ab_move_to (m) != to || AB_PIECE_TYPE (pos->board[f]) != type
          || ab_move_kind (m) == AB_MOVE_CASTLING)
        continue;
      other = true;
      if (AB_SQUARE_FILE (f) == AB_SQUARE_FILE (from))
        same_file = true;
      if (AB_SQUARE_RANK (f) == AB_SQUARE_RANK (from))
        same_rank = true;
    }
  if (!other)
    return AB_DISAMBIG_NONE;
  if (!same_file)
    return AB_DISAMBIG_FILE;
  if (!same_rank)
    return AB_DISAMBIG_RANK;
  return AB_DISAMBIG_BOTH;
}

/* Could the piece on from go to to if its own king did not matter? */
static bool
pseudo_reaches (const AbPosition *p, AbSquare from, AbSquare to)
{
  AbPiece pc = p->board[from];
  AbColor us = AB_PIECE_COLOR (pc);
  AbBitboard occ = p->by_type[0];

  if (p->board[to] && AB_PIECE_COLOR (p->board[to]) == us)
    return false;
  if (AB_PIECE_TYPE (pc) == AB_PAWN)
    {
      int up = us == AB_WHITE ? 8 : -8;
      int start_rank = us == AB_WHITE ? 1 : 6;

      if (ab_pawn_attacks (us, from) & AB_BB (to))
        return p->board[to] != AB_NO_PIECE || to == p->ep;
      if (to == from + up)
        return p->board[to] == AB_NO_PIECE;
      return to == from + 2 * up && AB_SQUARE_RANK (from) == start_rank
             && !p->board[from + up] && !p->board[to];
    }
  return (ab_piece_attacks (AB_PIECE_TYPE (pc), from, occ) & AB_BB (to)) != 0;
}

/* The same ignoring every blocker: the piece moves that way at all. */
static bool
geometric_reaches (const AbPosition *p, AbSquare from, AbSquare to)
{
  AbPiece pc = p->board[from];
  AbColor us = AB_PIECE_COLOR (pc);

  if (AB_PIECE_TYPE (pc) == AB_PAWN)
    {
      int up = us == AB_WHITE ? 8 : -8;
      int start_rank = us == AB_WHITE ? 1 : 6;

      return (ab_pawn_attacks (us, from) & AB_BB (to)) || to == from + up
             || (to == from + 2 * up && AB_SQUARE_RANK (from) == start_rank);
    }
  return (ab_piece_attacks (AB_PIECE_TYPE (pc), from, 0) & AB_BB (to)) != 0;
}

static AbSquare
pinner_of (const AbPosition *p, AbSquare sq)
{
  AbColor us = AB_PIECE_COLOR (p->board[sq]);
  AbSquare ksq = ab_pos_king (p, us);
  AbColor them = (AbColor) !us;
  AbBitboard sliders = ab_pos_pieces (p, them, AB_ROOK) | ab_pos_pieces (p, them, AB_QUEEN)
                       | ab_pos_pieces (p, them, AB_BISHOP);

  while (sliders)
    {
      AbSquare s = ab_bb_pop (&sliders);
      AbPieceType t = AB_PIECE_TYPE (p->board[s]);

      if ((ab_line (ksq, s) & AB_BB (sq)) && (ab_between (ksq, s) & AB_BB (sq))
          && (ab_piece_attacks (t, s, 0) & AB_BB (ksq))
          && !(ab_between (ksq, s) & p->by_type[0] & ~AB_BB (sq)))
        return s;
    }
  return AB_NO_SQUARE;
}

/* The opponent's pieces that would attack sq if the board held occ and the
 * piece on gone were taken. */
static AbBitboard
attackers_after (const AbPosition *p, AbSquare sq, AbBitboard occ, AbBitboard gone)
{
  return ab_pos_attackers (p, sq, occ) & p->by_color[!p->side] & ~gone;
}

/* Why does the pseudo-legal move from → to leave the king in check? When
 * the king is in check and stays so, that comes first; a pinned piece is
 * named with its pinner; what is left is a line opened some other way (an
 * en-passant capture that clears a rank). */
static AbMove
explain_unsafe (const AbPosition *p, AbSquare from, AbSquare to, AbMoveError *error)
{
  AbPieceType type = AB_PIECE_TYPE (p->board[from]);
  AbSquare ksq = ab_pos_king (p, p->side);
  AbBitboard gone = AB_BB (to), occ, after;

  fail (error, AB_MOVE_ERROR_ILLEGAL);
  if (error == NULL)
    return AB_MOVE_NONE;
  error->piece = type;
  error->from = from;
  error->to = to;
  if (type == AB_PAWN && to == p->ep)
    gone = AB_BB (p->side == AB_WHITE ? to - 8 : to + 8);
  occ = (p->by_type[0] & ~AB_BB (from) & ~gone) | AB_BB (to);
  if (type == AB_KING)
    {
      error->reason = AB_ILLEGAL_KING_INTO_CHECK;
      after = attackers_after (p, to, occ, gone);
      error->cause = after ? ab_bb_lsb (after) : AB_NO_SQUARE;
      return AB_MOVE_NONE;
    }
  after = attackers_after (p, ksq, occ, gone);
  if (after & p->checkers)
    {
      error->reason = AB_ILLEGAL_IN_CHECK;
      error->cause = ab_bb_lsb (after & p->checkers);
    }
  else if ((p->pinned & AB_BB (from)) && (error->pinner = pinner_of (p, from)) != AB_NO_SQUARE)
    {
      error->reason = AB_ILLEGAL_PINNED;
      error->cause = error->pinner;
    }
  else
    {
      error->reason = p->checkers ? AB_ILLEGAL_IN_CHECK : AB_ILLEGAL_EXPOSES_KING;
      error->cause = after ? ab_bb_lsb (after) : AB_NO_SQUARE;
    }
  return AB_MOVE_NONE;
}

/* Why castling on that side is not legal, in the order a player checks:
 * the right, the squares in between, the check, the squares the king crosses
 * and the one it lands on. to is the king's destination (for a crossed
 * square: that square); cause the blocker, checker or attacker. */
static AbMove
explain_castling (const AbPosition *p, bool is_long, AbMoveError *error)
{
  AbColor us = p->side;
  int idx = AB_CASTLE_INDEX (us, is_long);
  AbSquare kfrom = ab_pos_king (p, us), rfrom = p->castle_rook[idx], kto, rto;
  AbBitboard occ, path, blockers, attackers;

  fail (error, AB_MOVE_ERROR_ILLEGAL);
  if (error == NULL)
    return AB_MOVE_NONE;
  error->piece = AB_KING;
  error->from = kfrom;
  error->to = AB_SQUARE (is_long ? 2 : 6, us == AB_WHITE ? 0 : 7);
  if (!(p->castling & (1u << idx)))
    {
      error->reason = AB_ILLEGAL_CASTLING_RIGHT_LOST;
      return AB_MOVE_NONE;
    }
  ab_castling_targets (us, kfrom, rfrom, &kto, &rto);
  error->to = kto;
  occ = p->by_type[0] ^ AB_BB (kfrom) ^ AB_BB (rfrom);
  blockers = (ab_between (kfrom, kto) | AB_BB (kto) | ab_between (rfrom, rto) | AB_BB (rto)) & occ;
  if (blockers)
    {
      error->reason = AB_ILLEGAL_CASTLING_BLOCKED;
      error->cause = ab_bb_lsb (blockers);
      return AB_MOVE_NONE;
    }
  if (p->checkers)
    {
      error->reason = AB_ILLEGAL_CASTLING_IN_CHECK;
      error->cause = ab_bb_lsb (p->checkers);
      return AB_MOVE_NONE;
    }
  path = ab_between (kfrom, kto);
  while (path)
    {
      AbSquare sq = ab_bb_pop (&path);

      if ((attackers = attackers_after (p, sq, occ, 0)))
        {
          error->reason = AB_ILLEGAL_CASTLING_THROUGH_CHECK;
          error->to = sq;
          error->cause = ab_bb_lsb (attackers);
          return AB_MOVE_NONE;
        }
    }
  error->reason = AB_ILLEGAL_CASTLING_INTO_CHECK;
  attackers = attackers_after (p, kto, occ | AB_BB (rto), 0);
  error->cause = attackers ? ab_bb_lsb (attackers) : AB_NO_SQUARE;
  return AB_MOVE_NONE;
}

static bool
spec_from_matches (const AbMoveSpec *spec, AbSquare from)
{
  return (spec->from_file < 0 || AB_SQUARE_FILE (from) == spec->from_file)
         && (spec->from_rank < 0 || AB_SQUARE_RANK (from) == spec->from_rank);
}

/* The piece type the spec asks for: unnamed means a pawn, unless a full
 * from-square names the piece (long algebraic and UCI without letters). */
static AbPieceType
spec_type (const AbPosition *p, const AbMoveSpec *spec)
{
  if (spec->piece != AB_NO_PIECE_TYPE)
    return spec->piece;
  if (spec->from_file >= 0 && spec->from_rank >= 0)
    return AB_PIECE_TYPE (p->board[AB_SQUARE (spec->from_file, spec->from_rank)]);
  return AB_PAWN;
}

/* The piece nearest to from on the way to to. */
static AbSquare
first_blocker (const AbPosition *p, AbSquare from, AbSquare to)
{
  AbBitboard b = ab_between (from, to) & p->by_type[0];

  if (b == 0)
    return AB_NO_SQUARE;
  return to > from ? ab_bb_lsb (b) : (AbSquare) (63 - __builtin_clzll (b));
}

/* The spec names no legal move and is not ambiguous: say why, for the first
 * piece that could be meant. */
static AbMove
explain_no_move (const AbPosition *p, const AbMoveSpec *spec, AbPieceType type, AbMoveError *error)
{
  AbColor us = p->side;
  AbBitboard b;
  AbSquare blocked_from = AB_NO_SQUARE;
  bool full_from = spec->from_file >= 0 && spec->from_rank >= 0;

  if (full_from)
    {
      AbSquare from = AB_SQUARE (spec->from_file, spec->from_rank);
      AbPiece pc = p->board[from];
      AbIllegalReason reason = AB_ILLEGAL_NONE;

      if (pc == AB_NO_PIECE)
        reason = AB_ILLEGAL_EMPTY_SQUARE;
      else if (AB_PIECE_COLOR (pc) != us)
        reason = AB_ILLEGAL_OPPONENT_PIECE;
      else if (AB_PIECE_TYPE (pc) != type)
        reason = AB_ILLEGAL_WRONG_PIECE;
      if (reason != AB_ILLEGAL_NONE)
        {
          fail (error, AB_MOVE_ERROR_ILLEGAL);
          if (error)
            {
              error->reason = reason;
              error->from = from;
              error->to = spec->to;
              error->piece = reason == AB_ILLEGAL_WRONG_PIECE ? type : AB_PIECE_TYPE (pc);
            }
          return AB_MOVE_NONE;
        }
    }

  if (p->board[spec->to] && AB_PIECE_COLOR (p->board[spec->to]) == us)
    {
      fail (error, AB_MOVE_ERROR_ILLEGAL);
      if (error)
        {
          error->reason = AB_ILLEGAL_OWN_PIECE_ON_TARGET;
          error->piece = type;
          error->from = full_from ? AB_SQUARE (spec->from_file, spec->from_rank) : AB_NO_SQUARE;
          error->to = spec->to;
          error->cause = spec->to;
        }
      return AB_MOVE_NONE;
    }

  for (b = ab_pos_pieces (p, us, type); b;)
    {
      AbSquare from = ab_bb_pop (&b);

      if (!spec_from_matches (spec, from))
        continue;
      if (pseudo_reaches (p, from, spec->to))
        return explain_unsafe (p, from, spec->to, error);
      /* A pawn named without its file is pushed (C.9.3 names a capturing one). */
      if (blocked_from == AB_NO_SQUARE && geometric_reaches (p, from, spec->to)
          && (type != AB_PAWN || spec->from_file >= 0
              || AB_SQUARE_FILE (from) == AB_SQUARE_FILE (spec->to)))
        blocked_from = from;
    }

  fail (error, blocked_from != AB_NO_SQUARE || full_from ? AB_MOVE_ERROR_ILLEGAL
                                                         : AB_MOVE_ERROR_NO_PIECE);
  if (error == NULL)
    return AB_MOVE_NONE;
  error->piece = type;
  error->to = spec->to;
  if (blocked_from != AB_NO_SQUARE)
    {
      /* A slider or a pawn's double step with a piece in between is blocked;
       * a pawn that would take nothing or push into a piece cannot go there. */
      error->from = blocked_from;
      error->cause = first_blocker (p, blocked_from, spec->to);
      error->reason = error->cause != AB_NO_SQUARE ? AB_ILLEGAL_PATH_BLOCKED
                                                   : AB_ILLEGAL_CANNOT_MOVE_THERE;
      if (error->cause == AB_NO_SQUARE && p->board[spec->to] != AB_NO_PIECE)
        error->cause = spec->to;
    }
  else if (full_from)
    {
      error->reason = AB_ILLEGAL_CANNOT_MOVE_THERE;
      error->from = AB_SQUARE (spec->from_file, spec->from_rank);
    }
  return AB_MOVE_NONE;
}

AbMove
ab_move_error_loose_move (const AbMoveError *error)
{
  if (error == NULL || error->code != AB_MOVE_ERROR_INEXACT || error->n_candidates != 1)
    return AB_MOVE_NONE;
  return error->candidates[0];
}

AbMove
ab_position_match_move (const AbPosition *pos, const AbMoveSpec *spec, AbMoveError *error)
{
  AbMoveList list;
  AbMove found[AB_MAX_MOVES], loose[AB_MAX_MOVES];
  int n = 0, n_loose = 0;
  AbPieceType type;
  bool any_promotion = false;

  ab_position_legal_moves (pos, &list);
  if (list.count == 0)
    return fail (error, AB_MOVE_ERROR_NO_MOVES);

  if (spec->castling)
    {
      bool is_long = spec->castling == 2;

      for (int i = 0; i < list.count; i++)
        if (ab_move_kind (list.moves[i]) == AB_MOVE_CASTLING
            && ab_move_is_long_castling (list.moves[i]) == is_long)
          {
            fail (error, AB_MOVE_ERROR_NONE);
            return list.moves[i];
          }
      return explain_castling (pos, is_long, error);
    }

  if (spec->to >= 64)
    return fail (error, AB_MOVE_ERROR_SYNTAX);
  if (spec->promotion == AB_PAWN || spec->promotion == AB_KING)
    {
      /* piece: what the pawn was told to become */
      fail (error, AB_MOVE_ERROR_PROMOTION_WRONG);
      if (error)
        {
          error->piece = spec->promotion;
          error->to = spec->to;
        }
      return AB_MOVE_NONE;
    }

  type = spec_type (pos, spec);
  for (int i = 0; i < list.count; i++)
    {
      AbMove m = list.moves[i];
      AbSquare from = ab_move_from (m);
      AbSquare to = ab_move_to (m);

      /* "Kg1" for a castling king is not castling: only the explicit forms are. */
      if (ab_move_kind (m) == AB_MOVE_CASTLING)
        continue;
      if (to != spec->to || AB_PIECE_TYPE (pos->board[from]) != type
          || !spec_from_matches (spec, from))
        continue;
      if (ab_move_kind (m) == AB_MOVE_PROMOTION)
        {
          any_promotion = true;
          if (ab_move_promotion (m) != spec->promotion)
            continue;
        }
      /* A pawn named by its square alone is the one on that file (C.9.3 names a capturing
       * pawn's file): another pawn's capture there only fits loosely. */
      if (type == AB_PAWN && spec->from_file < 0 && !spec->capture
          && AB_SQUARE_FILE (from) != AB_SQUARE_FILE (to))
        {
          loose[n_loose++] = m;
          continue;
        }
      found[n++] = m;
    }

  if (n == 0 && any_promotion)
    {
      fail (error, AB_MOVE_ERROR_PROMOTION_MISSING);
      if (error)
        {
          error->piece = AB_PAWN;
          error->to = spec->to;
        }
      return AB_MOVE_NONE;
    }
  /* Never another pawn's capture for a slip about the position: the player is asked. */
  if (n == 0 && n_loose > 0)
    {
      fail (error, AB_MOVE_ERROR_INEXACT);
      if (error)
        {
          error->piece = AB_PAWN;
          error->to = spec->to;
          error->n_candidates = n_loose < AB_MAX_CANDIDATES ? n_loose : AB_MAX_CANDIDATES;
          memcpy (error->candidates, loose, (size_t) error->n_candidates * sizeof loose[0]);
        }
      return AB_MOVE_NONE;
    }
  if (n == 0)
    return explain_no_move (pos, spec, type, error);
  if (n > 1)
    {
      fail (error, AB_MOVE_ERROR_AMBIGUOUS);
      if (error)
        {
          error->piece = type;
          error->to = spec->to;
          for (int i = 0; i < n && i < AB_MAX_CANDIDATES; i++)
            error->candidates[i] = found[i];
          error->n_candidates = n < AB_MAX_CANDIDATES ? n : AB_MAX_CANDIDATES;
        }
      return AB_MOVE_NONE;
    }
  if (spec->promotion != AB_NO_PIECE_TYPE && ab_move_kind (found[0]) != AB_MOVE_PROMOTION)
    {
      fail (error, AB_MOVE_ERROR_PROMOTION_WRONG);
      if (error)
        {
          error->piece = spec->promotion;
          error->from = ab_move_from (found[0]);
          error->to = spec->to;
        }
      return AB_MOVE_NONE;
    }
  /* "x" or "schlägt" where nothing can be taken means the player sees another
   * position than the board holds (D.2.9): refuse rather than guess. */
  if (spec->capture && !ab_position_is_capture (pos, found[0]))
    {
      fail (error, AB_MOVE_ERROR_ILLEGAL);
      if (error)
        {
          error->reason = AB_ILLEGAL_NOTHING_TO_CAPTURE;
          error->piece = type;
          error->from = ab_move_from (found[0]);
          error->to = spec->to;
        }
      return AB_MOVE_NONE;
    }
  fail (error, AB_MOVE_ERROR_NONE);
  return found[0];
}

/* The castling of the king on from that puts it on to, or onto its own rook on to. */
static AbMove
castling_by_squares (const AbPosition *pos, AbSquare from, AbSquare to, bool onto_rook)
{
  AbMoveList list;

  ab_position_legal_moves (pos, &list);
  for (int i = 0; i < list.count; i++)
    {
      AbMove m = list.moves[i];
      AbSquare king_to, rook_to;

      if (ab_move_kind (m) != AB_MOVE_CASTLING || ab_move_from (m) != from)
        continue;
      ab_castling_targets (pos->side, from, ab_move_to (m), &king_to, &rook_to);
      if (onto_rook ? ab_move_to (m) == to : king_to == to)
        return m;
    }
  return AB_MOVE_NONE;
}

AbMove
ab_position_match_squares (const AbPosition *pos, AbSquare from, AbSquare to,
                           AbPieceType promotion, AbMoveError *error)
{
  AbMoveSpec spec;
  AbMove move;

  /* A hand castles by putting the king on its own rook (as Chess960 boards do) or on
   * the king's castling square, when no plain king move goes there. */
  if (from < 64 && to < 64 && AB_PIECE_TYPE (pos->board[from]) == AB_KING)
    {
      move = castling_by_squares (pos, from, to, true);
      if (move != AB_MOVE_NONE)
        {
          fail (error, AB_MOVE_ERROR_NONE);
          return move;
        }
    }
  ab_move_spec_init (&spec);
  spec.piece = AB_PIECE_TYPE (ab_position_piece_at (pos, from));
  spec.from_file = AB_SQUARE_FILE (from);
  spec.from_rank = AB_SQUARE_RANK (from);
  spec.to = to;
  spec.promotion = promotion;
  move = ab_position_match_move (pos, &spec, error);
  if (move == AB_MOVE_NONE && spec.piece == AB_KING
      && (move = castling_by_squares (pos, from, to, false)) != AB_MOVE_NONE)
    fail (error, AB_MOVE_ERROR_NONE);
  return move;
}
