/* ab-fen-private.h — pieces of the FEN reader that the doorgeefschaak FEN reuses. */
#pragma once

#include <stddef.h>

#include "ab-types.h"

/* FEN letters indexed by AbPiece (" PNBRQK  pnbrqk"). */
extern const char ab_fen_piece_chars[];

/* The piece a FEN letter names, or AB_NO_PIECE. */
AbPiece ab_fen_piece_from_char (char c);

/* Splits fen at whitespace into at most max_fields fields, each cut to width
 * bytes, stored in rows of width + 1 bytes. Returns the number of fields, or
 * max_fields + 1 when there are more. */
int ab_fen_split_fields (const char *fen, char *fields, size_t width, int max_fields);
