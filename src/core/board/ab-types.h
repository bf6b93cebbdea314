/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-types.h — squares, pieces, colours and moves shared by the whole core.
 *
 * Pure C11: the core never includes GLib, GTK or audio headers.
 */
#pragma once

#include <stdbool.h>
#include <stdint.h>

typedef uint64_t AbBitboard;

typedef enum
{
  AB_WHITE = 0,
  AB_BLACK = 1,
} AbColor;

/* Piece types; 0 is "no piece" so a zeroed board is empty. */
typedef enum
{
  AB_NO_PIECE_TYPE = 0,
  AB_PAWN = 1,
  AB_KNIGHT = 2,
  AB_BISHOP = 3,
  AB_ROOK = 4,
  AB_QUEEN = 5,
  AB_KING = 6,
} AbPieceType;

/* A coloured piece: type | colour << 3. */
typedef uint8_t AbPiece;
#define AB_NO_PIECE ((AbPiece) 0)
#define AB_PIECE(color, type) ((AbPiece) ((type) | ((color) << 3)))
#define AB_PIECE_TYPE(piece) ((AbPieceType) ((piece) & 7))
#define AB_PIECE_COLOR(piece) ((AbColor) ((piece) >> 3))

/* Squares a1 = 0 … h8 = 63. */
typedef uint8_t AbSquare;
#define AB_NO_SQUARE ((AbSquare) 64)
#define AB_SQUARE(file, rank) ((AbSquare) ((rank) * 8 + (file)))
#define AB_SQUARE_FILE(sq) ((sq) & 7)
#define AB_SQUARE_RANK(sq) ((sq) >> 3)

/* A move in 16 bits: from | to << 6 | kind << 12 | promotion << 14.
 * Castling is encoded as "king takes own rook" so that standard chess and
 * Chess960 share one representation; the king's destination is derived. */
typedef uint16_t AbMove;
#define AB_MOVE_NONE ((AbMove) 0)

typedef enum
{
  AB_MOVE_NORMAL = 0,
  AB_MOVE_PROMOTION = 1,
  AB_MOVE_EN_PASSANT = 2,
  AB_MOVE_CASTLING = 3,
} AbMoveKind;

static inline AbMove
ab_move_make (AbSquare from, AbSquare to, AbMoveKind kind, AbPieceType promotion)
{
  unsigned promo = promotion >= AB_KNIGHT ? (unsigned) (promotion - AB_KNIGHT) : 0u;
  return (AbMove) (from | (to << 6) | ((unsigned) kind << 12) | (promo << 14));
}

static inline AbSquare
ab_move_from (AbMove m)
{
  return (AbSquare) (m & 63);
}

static inline AbSquare
ab_move_to (AbMove m)
{
  return (AbSquare) ((m >> 6) & 63);
}

static inline AbMoveKind
ab_move_kind (AbMove m)
{
  return (AbMoveKind) ((m >> 12) & 3);
}

static inline AbPieceType
ab_move_promotion (AbMove m)
{
  return ab_move_kind (m) == AB_MOVE_PROMOTION ? (AbPieceType) (AB_KNIGHT + (m >> 14))
                                               : AB_NO_PIECE_TYPE;
}

#define AB_MAX_MOVES 256

typedef struct
{
  AbMove moves[AB_MAX_MOVES];
  int count;
} AbMoveList;

/* Castling rights, one bit each. */
typedef enum
{
  AB_CASTLE_WHITE_SHORT = 1,
  AB_CASTLE_WHITE_LONG = 2,
  AB_CASTLE_BLACK_SHORT = 4,
  AB_CASTLE_BLACK_LONG = 8,
} AbCastleRight;

/* Index 0..3 of a castling right: colour * 2 + (long ? 1 : 0). */
#define AB_CASTLE_INDEX(color, is_long) ((color) * 2 + ((is_long) ? 1 : 0))

/* Editions of the FIDE Laws of Chess whose rules differ (RULES.md §5). */
typedef enum
{
  AB_EDITION_2001 = 2001,
  AB_EDITION_2005 = 2005,
  AB_EDITION_2014 = 2014,
  AB_EDITION_2023 = 2023,
} AbEdition;

#define AB_EDITION_DEFAULT AB_EDITION_2023
