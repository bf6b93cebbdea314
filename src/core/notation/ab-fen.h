/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-fen.h — Forsyth-Edwards Notation, with X-FEN and Shredder-FEN castling.
 *
 * Reading validates the position and reports the first problem as facts
 * (which field, which square, which colour); the describe layer words it.
 */
#pragma once

#include <stddef.h>

#include "ab-position.h"

typedef enum
{
  AB_FEN_OK = 0,
  AB_FEN_ERROR_EMPTY,
  AB_FEN_ERROR_FIELD_COUNT,        /* count: fields found */
  AB_FEN_ERROR_PLACEMENT_CHAR,     /* character, rank */
  AB_FEN_ERROR_RANK_COUNT,         /* count: ranks found */
  AB_FEN_ERROR_RANK_LENGTH,        /* rank (0–7), count: squares described */
  AB_FEN_ERROR_SIDE,               /* character */
  AB_FEN_ERROR_CASTLING_CHAR,      /* character */
  AB_FEN_ERROR_CASTLING_NO_ROOK,   /* color, character: no rook where the right needs one */
  AB_FEN_ERROR_CASTLING_KING,      /* color: right given but king not on its first rank */
  AB_FEN_ERROR_EN_PASSANT,         /* the field is not a square on rank 3 or 6 */
  AB_FEN_ERROR_EN_PASSANT_NO_PAWN, /* square: no pawn that just made a double step */
  AB_FEN_ERROR_HALFMOVE,
  AB_FEN_ERROR_FULLMOVE,
  AB_FEN_ERROR_KING_COUNT,         /* color, count */
  AB_FEN_ERROR_PAWN_ON_BACK_RANK,  /* color, square */
  AB_FEN_ERROR_TOO_MANY_PIECES,    /* color, count: more than 16 men in all */
  AB_FEN_ERROR_TOO_MANY_PAWNS,     /* color, count: more than 8 pawns */
  AB_FEN_ERROR_TOO_MANY_PROMOTED,  /* color, men: more pieces beyond the starting set than
                                    * pawns are missing to have been promoted */
  AB_FEN_ERROR_OPPONENT_IN_CHECK,  /* color: the side not to move */
  AB_FEN_ERROR_TOO_MANY_CHECKERS,  /* count: no legal move sequence gives three checks */
} AbFenErrorCode;

/* The FEN fields, numbered as a user counts them. */
typedef enum
{
  AB_FEN_FIELD_PLACEMENT = 1,
  AB_FEN_FIELD_SIDE,
  AB_FEN_FIELD_CASTLING,
  AB_FEN_FIELD_EN_PASSANT,
  AB_FEN_FIELD_HALFMOVE,
  AB_FEN_FIELD_FULLMOVE,
} AbFenField;

typedef struct
{
  AbFenErrorCode code;
  AbFenField field; /* the field the problem is in */
  AbColor color;
  AbSquare square;
  int rank;
  int count;
  char character;
  int men[7]; /* TOO_MANY_PROMOTED: the side's men by AbPieceType (pawns to queens) */
} AbFenError;

/* Sets self from fen. On failure self is unchanged and error says why. */
bool ab_position_set_fen (AbPosition *self, const char *fen, AbFenError *error);

typedef enum
{
  AB_FEN_CASTLING_AUTO,     /* KQkq, file letters (X-FEN) only where needed */
  AB_FEN_CASTLING_SHREDDER, /* always rook files: HAha */
} AbFenCastlingStyle;

/* Writes the FEN into buf (at most size bytes, NUL-terminated); returns the
 * length it needs, like snprintf. 100 bytes always suffice. */
size_t ab_position_get_fen (const AbPosition *self, AbFenCastlingStyle style, char *buf, size_t size);

#define AB_FEN_MAX 100
