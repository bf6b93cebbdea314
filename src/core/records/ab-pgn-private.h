/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-pgn-private.h — what the PGN reader, writer and game share, and what
 * the tests check directly. */
#pragma once

#include "ab-pgn.h"

/* The fast path for plain English SAN ("Nf3", "exd5", "e8=Q+", "O-O"):
 * straight from the text to the legal move, without the tolerant reader. It
 * returns AB_MOVE_NONE for anything it does not read or cannot settle to one
 * legal move; where it returns a move, ab_move_parse returns the same. */
AbMove _ab_pgn_san_fast (const AbPosition *pos, const char *text, size_t len);

/* Appends len bytes and a NUL to the game's text; the offset, or AB_PGN_NONE
 * when memory or the 4 GB offset range runs out. */
uint32_t _ab_pgn_game_push_text (AbPgnGame *self, const char *s, size_t len);
/* Appends len bytes to the string at offset old with a space between (or
 * starts one when old is AB_PGN_NONE). In place when that string is the
 * text's last, so a run of comments costs no copying. The string's offset, or
 * AB_PGN_NONE when out of memory. */
uint32_t _ab_pgn_game_append_text (AbPgnGame *self, uint32_t old, const char *s, size_t len);
/* Appends an empty move (no links, no comments, no clock); index or AB_PGN_NONE. */
uint32_t _ab_pgn_game_push_move (AbPgnGame *self, AbMove move);
/* Appends a tag whose strings are already in the text; false when out of memory. */
bool _ab_pgn_game_push_tag (AbPgnGame *self, uint32_t name, uint32_t value);

/* "h:mm:ss", "mm:ss", "h:mm:ss.d…" to milliseconds; -1 when it is not a time
 * or exceeds what an int32 holds. */
int32_t _ab_pgn_parse_time (const char *s, size_t len);
/* The form [%clk] uses: h:mm:ss, with tenths, hundredths or thousandths only
 * when they are not zero. Returns the length written (buf of 24 suffices). */
size_t _ab_pgn_format_time (int32_t ms, char buf[24]);

/* A comment's body made ready to keep: runs of whitespace (and control
 * characters) become one space, the ends are trimmed, '}' becomes ')', and [%clk …] and [%emt …] are taken out into *clock_ms
 * and *emt_ms (left as they were when absent; with NULL pointers the
 * commands stay in the text). Writes at most len bytes to
 * out and returns how many. */
size_t _ab_pgn_clean_comment (const char *s, size_t len, char *out, int32_t *clock_ms,
                              int32_t *emt_ms);
