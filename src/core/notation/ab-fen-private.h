/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-fen-private.h — pieces of the FEN reader that the doorgeefschaak FEN reuses. */
#pragma once

#include <stddef.h>

#include "ab-fen.h"
#include "ab-types.h"

/* FEN letters indexed by AbPiece (" PNBRQK  pnbrqk"). */
extern const char ab_fen_piece_chars[];

/* The piece a FEN letter names, or AB_NO_PIECE. */
AbPiece ab_fen_piece_from_char (char c);

/* Splits fen at whitespace into at most max_fields fields, each cut to width
 * bytes, stored in rows of width + 1 bytes. Returns the number of fields, or
 * max_fields + 1 when there are more. */
int ab_fen_split_fields (const char *fen, char *fields, size_t width, int max_fields);

/* The castling field (KQkq, X-FEN or Shredder-FEN letters) of p, whose board is set. */
bool ab_fen_parse_castling (AbPosition *p, const char *s, AbFenError *error);

/* The en passant field of p, whose board and side to move are set. */
bool ab_fen_parse_ep (AbPosition *p, const char *s, AbFenError *error);

/* A counter: decimal digits only, min to 65535. */
bool ab_fen_parse_number (const char *s, int min, int *out);
