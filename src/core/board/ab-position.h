/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-position.h — a chess position: pieces, side to move, castling, en passant.
 *
 * Standard chess and Chess960 share one representation. Positions are
 * changed only through FEN, the start-position setters and make/unmake.
 */
#pragma once

#include <stddef.h>

#include "ab-types.h"

typedef struct _AbPosition AbPosition;

/* What make needs to undo a move. Opaque to callers; kept on their stack. */
typedef struct
{
  uint64_t key;
  AbBitboard checkers;
  AbBitboard pinned;
  AbPiece captured;
  AbSquare ep;
  uint8_t castling;
  uint16_t halfmove_clock;
} AbUndo;

typedef enum
{
  AB_STATUS_ONGOING,
  AB_STATUS_CHECK,
  AB_STATUS_CHECKMATE,
  AB_STATUS_STALEMATE,
} AbStatus;

#define AB_START_FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
#define AB_CHESS960_STANDARD 518

AbPosition *ab_position_new (void); /* the standard start position */
AbPosition *ab_position_copy (const AbPosition *self);
void ab_position_assign (AbPosition *self, const AbPosition *other);
void ab_position_free (AbPosition *self);
bool ab_position_equal (const AbPosition *a, const AbPosition *b);

void ab_position_set_start (AbPosition *self);
/* Chess960 start position by its standard number 0–959; false when out of range. */
bool ab_position_set_chess960 (AbPosition *self, int number);
/* Number 0–959 of a Chess960 start position, or -1 if this is not one. */
int ab_position_chess960_number (const AbPosition *self);

AbColor ab_position_side_to_move (const AbPosition *self);
AbPiece ab_position_piece_at (const AbPosition *self, AbSquare sq);
AbBitboard ab_position_pieces (const AbPosition *self, AbColor c, AbPieceType t);
AbBitboard ab_position_occupied (const AbPosition *self);
AbSquare ab_position_king_square (const AbPosition *self, AbColor c);
uint8_t ab_position_castling_rights (const AbPosition *self);
/* Start square of the rook for a castling right, or AB_NO_SQUARE. */
AbSquare ab_position_castling_rook (const AbPosition *self, AbColor c, bool is_long);
AbSquare ab_position_en_passant (const AbPosition *self);
int ab_position_halfmove_clock (const AbPosition *self);
int ab_position_fullmove_number (const AbPosition *self);
bool ab_position_is_chess960 (const AbPosition *self);
void ab_position_set_chess960_flag (AbPosition *self, bool chess960);

bool ab_position_in_check (const AbPosition *self);
AbBitboard ab_position_checkers (const AbPosition *self);
AbBitboard ab_position_attackers_of (const AbPosition *self, AbSquare sq, AbColor by);
/* Equal positions in the sense of art. 9.2.2: same side to move, same pieces
 * on the same squares, same castling rights, and an en-passant square only
 * when an en-passant capture is actually legal. */
uint64_t ab_position_repetition_key (const AbPosition *self);

void ab_position_make (AbPosition *self, AbMove move, AbUndo *undo);
void ab_position_unmake (AbPosition *self, AbMove move, const AbUndo *undo);

/* Legal moves of the side to move. */
void ab_position_legal_moves (const AbPosition *self, AbMoveList *list);
int ab_position_count_legal (const AbPosition *self);
/* A copy with side to move, as if the other side had passed: no en-passant right. NULL
 * when that is no legal position (the other king in check, or missing). Free it with
 * ab_position_free. */
AbPosition *ab_position_copy_with_side (const AbPosition *self, AbColor side);
bool ab_position_is_legal (const AbPosition *self, AbMove move);
AbStatus ab_position_status (const AbPosition *self);

/* Facts about a move in this position (before it is made). */
bool ab_position_is_capture (const AbPosition *self, AbMove move);
AbPieceType ab_position_moving_type (const AbPosition *self, AbMove move);
bool ab_position_gives_check (const AbPosition *self, AbMove move);
bool ab_move_is_long_castling (AbMove move);
/* The square the king lands on (for castling: g- or c-file). */
AbSquare ab_position_king_destination (const AbPosition *self, AbMove move);
