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
  AbBitboard sliders = (ab_pos_pieces (p, (AbColor) !us, AB_ROOK) | ab_pos_pieces (p, (AbColor) !us, AB_QUEEN)
                        | ab_pos_pieces (p, (AbColor) !us, AB_BISHOP));

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

/* Why does the pseudo-legal move from → to leave the king in check? */
static AbMove
explain_unsafe (const AbPosition *p, AbSquare from, AbSquare to, AbMoveError *error)
{
  AbPieceType type = AB_PIECE_TYPE (p->board[from]);

  fail (error, AB_MOVE_ERROR_ILLEGAL);
  if (error == NULL)
    return AB_MOVE_NONE;
  error->piece = type;
  error->from = from;
  error->to = to;
  if (type == AB_KING)
    error->reason = AB_ILLEGAL_KING_INTO_CHECK;
  else if ((p->pinned & AB_BB (from)) && (error->pinner = pinner_of (p, from)) != AB_NO_SQUARE)
    error->reason = AB_ILLEGAL_PINNED;
  else
    error->reason = AB_ILLEGAL_IN_CHECK;
  return AB_MOVE_NONE;
}

static AbMove
explain_castling (const AbPosition *p, bool is_long, AbMoveError *error)
{
  AbColor us = p->side, them = (AbColor) !us;
  int idx = AB_CASTLE_INDEX (us, is_long);
  AbSquare kfrom = ab_pos_king (p, us), rfrom = p->castle_rook[idx], kto, rto;
  AbBitboard occ, path;

  fail (error, AB_MOVE_ERROR_ILLEGAL);
  if (error == NULL)
    return AB_MOVE_NONE;
  error->piece = AB_KING;
  error->from = kfrom;
  if (!(p->castling & (1u << idx)))
    {
      error->reason = AB_ILLEGAL_CASTLING_RIGHT_LOST;
      return AB_MOVE_NONE;
    }
  ab_castling_targets (us, kfrom, rfrom, &kto, &rto);
  error->to = kto;
  occ = p->by_type[0] ^ AB_BB (kfrom) ^ AB_BB (rfrom);
  if ((ab_between (kfrom, kto) | AB_BB (kto) | ab_between (rfrom, rto) | AB_BB (rto)) & occ)
    {
      error->reason = AB_ILLEGAL_CASTLING_BLOCKED;
      return AB_MOVE_NONE;
    }
  if (p->checkers)
    {
      error->reason = AB_ILLEGAL_CASTLING_IN_CHECK;
      return AB_MOVE_NONE;
    }
  path = ab_between (kfrom, kto);
  while (path)
    {
      AbSquare sq = ab_bb_pop (&path);

      if (ab_pos_attackers (p, sq, occ) & p->by_color[them])
        {
          error->reason = AB_ILLEGAL_CASTLING_THROUGH_CHECK;
          error->to = sq;
          return AB_MOVE_NONE;
        }
    }
  error->reason = AB_ILLEGAL_CASTLING_INTO_CHECK;
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

static AbMove
explain_no_move (const AbPosition *p, const AbMoveSpec *spec, AbPieceType type, AbMoveError *error)
{
  AbColor us = p->side;
  AbBitboard own, b;
  AbSquare blocked_from = AB_NO_SQUARE;

  if (spec->from_file >= 0 && spec->from_rank >= 0)
    {
      AbSquare from = AB_SQUARE (spec->from_file, spec->from_rank);
      AbPiece pc = p->board[from];

      if (pc == AB_NO_PIECE || AB_PIECE_COLOR (pc) != us)
        {
          fail (error, AB_MOVE_ERROR_ILLEGAL);
          if (error)
            {
              error->reason = pc == AB_NO_PIECE ? AB_ILLEGAL_EMPTY_SQUARE : AB_ILLEGAL_OPPONENT_PIECE;
              error->from = from;
              error->to = spec->to;
              error->piece = AB_PIECE_TYPE (pc);
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
          error->to = spec->to;
        }
      return AB_MOVE_NONE;
    }

  own = ab_pos_pieces (p, us, type);
  for (b = own; b;)
    {
      AbSquare from = ab_bb_pop (&b);

      if (!spec_from_matches (spec, from))
        continue;
      if (pseudo_reaches (p, from, spec->to))
        return explain_unsafe (p, from, spec->to, error);
      if (blocked_from == AB_NO_SQUARE && geometric_reaches (p, from, spec->to))
        blocked_from = from;
    }

  fail (error, blocked_from != AB_NO_SQUARE ? AB_MOVE_ERROR_ILLEGAL : AB_MOVE_ERROR_NO_PIECE);
  if (error)
    {
      error->piece = type;
      error->to = spec->to;
      if (blocked_from != AB_NO_SQUARE)
        {
          error->from = blocked_from;
          error->reason = AB_PIECE_TYPE (p->board[blocked_from]) == AB_PAWN
                              ? AB_ILLEGAL_CANNOT_MOVE_THERE
                              : AB_ILLEGAL_PATH_BLOCKED;
        }
      else if (spec->from_file >= 0 && spec->from_rank >= 0)
        {
          error->code = AB_MOVE_ERROR_ILLEGAL;
          error->reason = AB_ILLEGAL_CANNOT_MOVE_THERE;
          error->from = AB_SQUARE (spec->from_file, spec->from_rank);
        }
    }
  return AB_MOVE_NONE;
}

AbMove
ab_position_match_move (const AbPosition *pos, const AbMoveSpec *spec, AbMoveError *error)
{
  AbMoveList list;
  AbMove found[AB_MAX_MOVES];
  int n = 0;
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
          return list.moves[i];
      return explain_castling (pos, is_long, error);
    }

  if (spec->to >= 64)
    return fail (error, AB_MOVE_ERROR_SYNTAX);
  if (spec->promotion == AB_PAWN || spec->promotion == AB_KING)
    {
      fail (error, AB_MOVE_ERROR_PROMOTION_WRONG);
      if (error)
        error->to = spec->to;
      return AB_MOVE_NONE;
    }

  type = spec_type (pos, spec);
  for (int i = 0; i < list.count; i++)
    {
      AbMove m = list.moves[i];
      AbSquare from = ab_move_from (m);
      AbSquare to = ab_move_to (m);

      if (ab_move_kind (m) == AB_MOVE_CASTLING)
        {
          /* "Kg1" for a castling king is not castling: only the explicit forms are. */
          continue;
        }
      if (to != spec->to || AB_PIECE_TYPE (pos->board[from]) != type || !spec_from_matches (spec, from))
        continue;
      if (ab_move_kind (m) == AB_MOVE_PROMOTION)
        {
          any_promotion = true;
          if (ab_move_promotion (m) != spec->promotion)
            continue;
        }
      found[n++] = m;
    }

  if (n == 0 && any_promotion)
    {
      fail (error, AB_MOVE_ERROR_PROMOTION_MISSING);
      if (error)
        error->to = spec->to;
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
        error->to = spec->to;
      return AB_MOVE_NONE;
    }
  if (error)
    error->code = AB_MOVE_ERROR_NONE;
  return found[0];
}
