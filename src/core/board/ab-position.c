/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-position.c — position state, make and unmake, check and pins. */
#include "ab-position-private.h"

#include <stdlib.h>
#include <string.h>
#include <threads.h>

uint64_t ab_zobrist_piece[16][64];
uint64_t ab_zobrist_castling[16];
uint64_t ab_zobrist_ep[8];
uint64_t ab_zobrist_side;

static once_flag zobrist_once = ONCE_FLAG_INIT;

static void
init_zobrist (void)
{
  uint64_t s = 0x9E3779B97F4A7C15ULL;

  /* splitmix64: a fixed sequence, so keys are the same in every run */
#define NEXT() (s += 0x9E3779B97F4A7C15ULL, \
                ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9ULL) ^ (((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9ULL) >> 27))
  for (int p = 0; p < 16; p++)
    for (int sq = 0; sq < 64; sq++)
      ab_zobrist_piece[p][sq] = NEXT () * 0x94D049BB133111EBULL;
  for (int i = 0; i < 16; i++)
    ab_zobrist_castling[i] = NEXT () * 0x94D049BB133111EBULL;
  for (int i = 0; i < 8; i++)
    ab_zobrist_ep[i] = NEXT () * 0x94D049BB133111EBULL;
  ab_zobrist_side = NEXT () * 0x94D049BB133111EBULL;
#undef NEXT
}

static void
core_init (void)
{
  ab_bitboard_init ();
  call_once (&zobrist_once, init_zobrist);
}

AbPosition *
ab_position_new (void)
{
  AbPosition *self;

  core_init ();
  self = calloc (1, sizeof (AbPosition));
  if (self == NULL)
    return NULL;
  ab_position_set_start (self);
  return self;
}

AbPosition *
ab_position_copy (const AbPosition *self)
{
  AbPosition *copy = malloc (sizeof (AbPosition));

  if (copy != NULL)
    *copy = *self;
  return copy;
}

AbPosition *
ab_position_copy_with_side (const AbPosition *self, AbColor side)
{
  AbPosition *turned;

  if (!ab_pos_pieces (self, (AbColor) !side, AB_KING)
      || (ab_pos_attackers (self, ab_pos_king (self, (AbColor) !side), self->by_type[0])
          & self->by_color[side]))
    return NULL;
  turned = ab_position_copy (self);
  if (turned == NULL)
    return NULL;
  turned->side = side;
  turned->ep = AB_NO_SQUARE;
  turned->key = ab_position_compute_key (turned);
  ab_position_update_derived (turned);
  return turned;
}

void
ab_position_assign (AbPosition *self, const AbPosition *other)
{
  *self = *other;
}

void
ab_position_free (AbPosition *self)
{
  free (self);
}

bool
ab_position_equal (const AbPosition *a, const AbPosition *b)
{
  return memcmp (a->board, b->board, sizeof a->board) == 0 && a->side == b->side
         && a->castling == b->castling && a->ep == b->ep
         && a->halfmove_clock == b->halfmove_clock && a->fullmove == b->fullmove
         && memcmp (a->castle_rook, b->castle_rook, sizeof a->castle_rook) == 0;
}

void
ab_position_clear (AbPosition *p)
{
  core_init ();
  memset (p, 0, sizeof *p);
  p->ep = AB_NO_SQUARE;
  p->fullmove = 1;
  for (int i = 0; i < 4; i++)
    p->castle_rook[i] = AB_NO_SQUARE;
}

void
ab_position_put (AbPosition *p, AbPiece piece, AbSquare sq)
{
  p->board[sq] = piece;
  p->by_type[0] |= AB_BB (sq);
  p->by_type[AB_PIECE_TYPE (piece)] |= AB_BB (sq);
  p->by_color[AB_PIECE_COLOR (piece)] |= AB_BB (sq);
}

/* Record a castling right whose rook starts on rook_sq; the king must already
 * stand on the back rank. */
void
ab_position_set_castling_rook (AbPosition *p, AbColor c, AbSquare rook_sq)
{
  AbSquare king = ab_pos_king (p, c);
  bool is_long = rook_sq < king;
  int idx = AB_CASTLE_INDEX (c, is_long);
  uint8_t right = (uint8_t) (1u << idx);

  p->castling |= right;
  p->castle_rook[idx] = rook_sq;
  p->castle_mask[king] |= (uint8_t) (c == AB_WHITE ? AB_CASTLE_WHITE_SHORT | AB_CASTLE_WHITE_LONG
                                                   : AB_CASTLE_BLACK_SHORT | AB_CASTLE_BLACK_LONG);
  p->castle_mask[rook_sq] |= right;
}

void
ab_castling_targets (AbColor c, AbSquare king_from, AbSquare rook_from, AbSquare *king_to,
                     AbSquare *rook_to)
{
  bool is_long = rook_from < king_from;
  int rank = c == AB_WHITE ? 0 : 7;

  *king_to = AB_SQUARE (is_long ? 2 : 6, rank);
  *rook_to = AB_SQUARE (is_long ? 3 : 5, rank);
}

uint64_t
ab_position_compute_key (const AbPosition *p)
{
  uint64_t key = 0;

  for (AbSquare sq = 0; sq < 64; sq++)
    if (p->board[sq])
      key ^= ab_zobrist_piece[p->board[sq]][sq];
  key ^= ab_zobrist_castling[p->castling];
  if (p->side == AB_BLACK)
    key ^= ab_zobrist_side;
  return key;
}

static AbBitboard
compute_pinned (const AbPosition *p, AbColor us)
{
  AbColor them = (AbColor) !us;
  AbSquare ksq = ab_pos_king (p, us);
  AbBitboard pinned = 0;
  AbBitboard snipers = (ab_rook_attacks (ksq, 0) & (ab_pos_pieces (p, them, AB_ROOK) | ab_pos_pieces (p, them, AB_QUEEN)))
                       | (ab_bishop_attacks (ksq, 0) & (ab_pos_pieces (p, them, AB_BISHOP) | ab_pos_pieces (p, them, AB_QUEEN)));

  while (snipers)
    {
      AbSquare s = ab_bb_pop (&snipers);
      AbBitboard b = ab_between (ksq, s) & p->by_type[0];

      if (b && !ab_bb_more_than_one (b))
        pinned |= b & p->by_color[us];
    }
  return pinned;
}

void
ab_position_update_derived (AbPosition *p)
{
  AbColor us = p->side;
  AbBitboard kings = ab_pos_pieces (p, us, AB_KING);

  if (kings == 0)
    {
      p->checkers = 0;
      p->pinned = 0;
      return;
    }
  p->checkers = ab_pos_attackers (p, ab_bb_lsb (kings), p->by_type[0]) & p->by_color[!us];
  p->pinned = compute_pinned (p, us);
}

/* Keep the en-passant square only when a pawn of the side to move attacks it. */
void
ab_position_fix_ep (AbPosition *p)
{
  if (p->ep != AB_NO_SQUARE
      && !(ab_pawn_attacks ((AbColor) !p->side, p->ep) & ab_pos_pieces (p, p->side, AB_PAWN)))
    p->ep = AB_NO_SQUARE;
}

static inline void
remove_piece (AbPosition *p, AbSquare sq)
{
  AbPiece pc = p->board[sq];
  AbBitboard b = AB_BB (sq);

  p->by_type[0] ^= b;
  p->by_type[AB_PIECE_TYPE (pc)] ^= b;
  p->by_color[AB_PIECE_COLOR (pc)] ^= b;
  p->board[sq] = AB_NO_PIECE;
  p->key ^= ab_zobrist_piece[pc][sq];
}

static inline void
add_piece (AbPosition *p, AbPiece pc, AbSquare sq)
{
  AbBitboard b = AB_BB (sq);

  p->by_type[0] |= b;
  p->by_type[AB_PIECE_TYPE (pc)] |= b;
  p->by_color[AB_PIECE_COLOR (pc)] |= b;
  p->board[sq] = pc;
  p->key ^= ab_zobrist_piece[pc][sq];
}

static inline void
move_piece (AbPosition *p, AbSquare from, AbSquare to)
{
  AbPiece pc = p->board[from];
  AbBitboard b = AB_BB (from) | AB_BB (to);

  p->by_type[0] ^= b;
  p->by_type[AB_PIECE_TYPE (pc)] ^= b;
  p->by_color[AB_PIECE_COLOR (pc)] ^= b;
  p->board[from] = AB_NO_PIECE;
  p->board[to] = pc;
  p->key ^= ab_zobrist_piece[pc][from] ^ ab_zobrist_piece[pc][to];
}

void
ab_position_make (AbPosition *p, AbMove m, AbUndo *u)
{
  AbColor us = p->side;
  AbSquare from = ab_move_from (m), to = ab_move_to (m);
  AbMoveKind kind = ab_move_kind (m);
  AbPiece pc = p->board[from];

  u->key = p->key;
  u->checkers = p->checkers;
  u->pinned = p->pinned;
  u->ep = p->ep;
  u->castling = p->castling;
  u->halfmove_clock = p->halfmove_clock;
  u->captured = AB_NO_PIECE;

  p->ep = AB_NO_SQUARE;
  p->halfmove_clock++;

  if (kind == AB_MOVE_CASTLING)
    {
      AbSquare kto, rto;
      AbPiece rook = p->board[to];

      ab_castling_targets (us, from, to, &kto, &rto);
      remove_piece (p, from);
      remove_piece (p, to);
      add_piece (p, pc, kto);
      add_piece (p, rook, rto);
    }
  else
    {
      if (kind == AB_MOVE_EN_PASSANT)
        {
          AbSquare cap = (AbSquare) (us == AB_WHITE ? to - 8 : to + 8);

          u->captured = p->board[cap];
          remove_piece (p, cap);
        }
      else if (p->board[to])
        {
          u->captured = p->board[to];
          remove_piece (p, to);
        }
      if (u->captured)
        p->halfmove_clock = 0;

      move_piece (p, from, to);

      if (AB_PIECE_TYPE (pc) == AB_PAWN)
        {
          p->halfmove_clock = 0;
          if (kind == AB_MOVE_PROMOTION)
            {
              remove_piece (p, to);
              add_piece (p, AB_PIECE (us, ab_move_promotion (m)), to);
            }
          else if ((from ^ to) == 16)
            {
              AbSquare ep = (AbSquare) ((from + to) / 2);

              if (ab_pawn_attacks (us, ep) & ab_pos_pieces (p, (AbColor) !us, AB_PAWN))
                p->ep = ep;
            }
        }
    }

  if (p->castling && (p->castle_mask[from] | p->castle_mask[to]))
    {
      p->key ^= ab_zobrist_castling[p->castling];
      p->castling &= (uint8_t) ~(p->castle_mask[from] | p->castle_mask[to]);
      p->key ^= ab_zobrist_castling[p->castling];
    }

  if (us == AB_BLACK)
    p->fullmove++;
  p->side = (AbColor) !us;
  p->key ^= ab_zobrist_side;
  ab_position_update_derived (p);
}

void
ab_position_unmake (AbPosition *p, AbMove m, const AbUndo *u)
{
  AbColor us = (AbColor) !p->side;
  AbSquare from = ab_move_from (m), to = ab_move_to (m);
  AbMoveKind kind = ab_move_kind (m);

  p->side = us;
  if (us == AB_BLACK)
    p->fullmove--;

  if (kind == AB_MOVE_CASTLING)
    {
      AbSquare kto, rto;
      AbPiece king = p->board[ab_pos_king (p, us)];
      AbPiece rook;

      ab_castling_targets (us, from, to, &kto, &rto);
      rook = p->board[rto];
      remove_piece (p, kto);
      remove_piece (p, rto);
      add_piece (p, king, from);
      add_piece (p, rook, to);
    }
  else
    {
      if (kind == AB_MOVE_PROMOTION)
        {
          remove_piece (p, to);
          add_piece (p, AB_PIECE (us, AB_PAWN), to);
        }
      move_piece (p, to, from);
      if (u->captured)
        {
          AbSquare cap = to;

          if (kind == AB_MOVE_EN_PASSANT)
            cap = (AbSquare) (us == AB_WHITE ? to - 8 : to + 8);
          add_piece (p, u->captured, cap);
        }
    }

  p->key = u->key;
  p->checkers = u->checkers;
  p->pinned = u->pinned;
  p->ep = u->ep;
  p->castling = u->castling;
  p->halfmove_clock = u->halfmove_clock;
}

AbColor
ab_position_side_to_move (const AbPosition *self)
{
  return self->side;
}

AbPiece
ab_position_piece_at (const AbPosition *self, AbSquare sq)
{
  return sq < 64 ? self->board[sq] : AB_NO_PIECE;
}

AbBitboard
ab_position_pieces (const AbPosition *self, AbColor c, AbPieceType t)
{
  return t == AB_NO_PIECE_TYPE ? self->by_color[c] : ab_pos_pieces (self, c, t);
}

AbBitboard
ab_position_occupied (const AbPosition *self)
{
  return self->by_type[0];
}

AbSquare
ab_position_king_square (const AbPosition *self, AbColor c)
{
  AbBitboard k = ab_pos_pieces (self, c, AB_KING);

  return k ? ab_bb_lsb (k) : AB_NO_SQUARE;
}

uint8_t
ab_position_castling_rights (const AbPosition *self)
{
  return self->castling;
}

AbSquare
ab_position_castling_rook (const AbPosition *self, AbColor c, bool is_long)
{
  int idx = AB_CASTLE_INDEX (c, is_long);

  return (self->castling & (1u << idx)) ? self->castle_rook[idx] : AB_NO_SQUARE;
}

AbSquare
ab_position_en_passant (const AbPosition *self)
{
  return self->ep;
}

int
ab_position_halfmove_clock (const AbPosition *self)
{
  return self->halfmove_clock;
}

int
ab_position_fullmove_number (const AbPosition *self)
{
  return self->fullmove;
}

bool
ab_position_is_chess960 (const AbPosition *self)
{
  return self->chess960;
}

void
ab_position_set_chess960_flag (AbPosition *self, bool chess960)
{
  self->chess960 = chess960;
}

bool
ab_position_in_check (const AbPosition *self)
{
  return self->checkers != 0;
}

AbBitboard
ab_position_checkers (const AbPosition *self)
{
  return self->checkers;
}

AbBitboard
ab_position_attackers_of (const AbPosition *self, AbSquare sq, AbColor by)
{
  return ab_pos_attackers (self, sq, self->by_type[0]) & self->by_color[by];
}

uint64_t
ab_position_repetition_key (const AbPosition *self)
{
  uint64_t key = self->key;

  if (self->ep != AB_NO_SQUARE)
    {
      AbMoveList list;

      ab_position_legal_moves (self, &list);
      for (int i = 0; i < list.count; i++)
        if (ab_move_kind (list.moves[i]) == AB_MOVE_EN_PASSANT)
          {
            key ^= ab_zobrist_ep[AB_SQUARE_FILE (self->ep)];
            break;
          }
    }
  return key;
}

bool
ab_position_is_capture (const AbPosition *self, AbMove move)
{
  AbMoveKind kind = ab_move_kind (move);

  if (kind == AB_MOVE_EN_PASSANT)
    return true;
  return kind != AB_MOVE_CASTLING && self->board[ab_move_to (move)] != AB_NO_PIECE;
}

AbPieceType
ab_position_moving_type (const AbPosition *self, AbMove move)
{
  return AB_PIECE_TYPE (self->board[ab_move_from (move)]);
}

bool
ab_position_gives_check (const AbPosition *self, AbMove move)
{
  AbPosition copy = *self;
  AbUndo undo;

  ab_position_make (&copy, move, &undo);
  return copy.checkers != 0;
}

bool
ab_move_is_long_castling (AbMove move)
{
  return ab_move_kind (move) == AB_MOVE_CASTLING && ab_move_to (move) < ab_move_from (move);
}

AbSquare
ab_position_king_destination (const AbPosition *self, AbMove move)
{
  AbSquare kto, rto;

  if (ab_move_kind (move) != AB_MOVE_CASTLING)
    return ab_move_to (move);
  ab_castling_targets (self->side, ab_move_from (move), ab_move_to (move), &kto, &rto);
  return kto;
}

AbStatus
ab_position_status (const AbPosition *self)
{
  bool has_moves = ab_position_count_legal (self) > 0;

  if (self->checkers)
    return has_moves ? AB_STATUS_CHECK : AB_STATUS_CHECKMATE;
  return has_moves ? AB_STATUS_ONGOING : AB_STATUS_STALEMATE;
}
