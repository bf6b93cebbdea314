/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-board-keys.h — the keys that walk a board cursor, shared by the player's board
 * and the two doorgeefschaak boards so that both answer the same keys. */
#pragma once

#include <gdk/gdk.h>

#include "ab-types.h"

G_BEGIN_DECLS

/* A digit 1–8 without Shift: the cursor's square on that rank, or with Control on
 * that file (1 = a); AB_NO_SQUARE for any other key. */
AbSquare ab_board_key_digit (guint keyval, GdkModifierType state, AbSquare cursor);
/* An arrow key: TRUE, with *to the square it steps to from cursor (as White sees the
 * board, or flipped), AB_NO_SQUARE where it would leave the board; FALSE for any
 * other key. */
gboolean ab_board_key_walk (guint keyval, gboolean flipped, AbSquare cursor, AbSquare *to);
/* Enter or Space: pick up or put down at the cursor. */
gboolean ab_board_key_activates (guint keyval);
/* Lichess's blind-mode letters k q r b n p (either case, whatever the announcement
 * language): the piece type to jump to; AB_NO_PIECE_TYPE for any other key. */
AbPieceType ab_board_key_piece (guint keyval);

G_END_DECLS
