/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-braille-board.h — the board in braille, in a published braille chess code.
 *
 * The code is the Braille Chess Code and Layout of the UK Association for Accessible
 * Formats (UKAAF, formerly the Braille Authority of the UK, BAUK), 2015 edition, clause
 * 5.1 (the position in Forsyth order): the board from White's side, rank 8 first, each
 * rank from the a-file; a piece is one cell, white king ⠅ queen ⠟ rook ⠗ bishop ⠇
 * knight ⠎ pawn ⠏, a black piece the same cell with dot 6 added (⠥ ⠿ ⠷ ⠧ ⠮ ⠯); a run of
 * empty squares is its length in lower figures, without a number sign (⠂ 1 … ⠦ 8).
 * The help names the source (help/C/braille.page).
 *
 * Braille patterns are UTF-8 (U+2800 + dots), which BRLTTY shows as those dots whatever
 * the user's text table. */
#pragma once

#include <glib.h>

#include "ab-position.h"

G_BEGIN_DECLS

#define AB_BRAILLE_BOARD_LINES 8

/* The cell of a piece (ISO 11548-1 dots), 0 for none. */
guint8 ab_braille_board_piece_dots (AbPiece piece);

/* The rank (0 the first) in the code: "⠷⠮⠧⠿⠥⠧⠮⠷", "⠒⠏⠲". Free with g_free. */
char *ab_braille_board_rank (const AbPosition *pos, int rank);

/* The eight ranks, rank 8 first, each "⠦ ⠷⠮⠧⠿⠥⠧⠮⠷": its number in a lower figure,
 * a blank, the rank. A NULL-terminated array: free with g_strfreev. */
char **ab_braille_board_lines (const AbPosition *pos);

/* The square under character offset of line (as ab_braille_board_lines gives them): a
 * piece's own square, the first square of a run of empty squares, the a-file for the
 * rank's number; AB_NO_SQUARE past the line's end. For routing keys. */
AbSquare ab_braille_board_square_at (const AbPosition *pos, guint line, guint offset);

/* The whole position on one line as clause 5.1 writes it: the ranks separated by
 * blanks, consecutive empty ranks counted as one run ("⠒⠆" for 32 squares). */
char *ab_braille_board_forsyth (const AbPosition *pos);

G_END_DECLS
