/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-board-cell.h — one square of the player's board: a focusable grid cell
 * whose accessible name is the square and what stands on it. The last move's squares
 * and the cursor's are outlined; the colours are the desktop's high contrast when it is
 * on (AdwStyleManager). */
#pragma once

#include <gtk/gtk.h>

#include "ab-types.h"

G_BEGIN_DECLS

#define AB_TYPE_BOARD_CELL (ab_board_cell_get_type ())
G_DECLARE_FINAL_TYPE (AbBoardCell, ab_board_cell, AB, BOARD_CELL, GtkWidget)

GtkWidget *ab_board_cell_new (AbSquare square);
AbSquare ab_board_cell_get_square (AbBoardCell *self);

/* What it shows: the piece, and the accessible name ("Felix drei, weißer
 * Springer"); the name is only updated when it changed. */
void ab_board_cell_set_contents (AbBoardCell *self, AbPiece piece, const char *name);
AbPiece ab_board_cell_get_piece (AbBoardCell *self);
/* The picked-up piece's square, and the last move's squares. */
void ab_board_cell_set_selected (AbBoardCell *self, gboolean selected);
void ab_board_cell_set_last_move (AbBoardCell *self, gboolean last_move);
/* The board's cursor: outlined, with or without the keyboard focus. */
void ab_board_cell_set_cursor (AbBoardCell *self, gboolean cursor);
/* The size, 1.0 the usual one (56 pixels, at least 32); larger, no less than asked. */
void ab_board_cell_set_scale (AbBoardCell *self, double scale);

/* "♘" for a white knight; "" for no piece. */
const char *ab_piece_glyph (AbPiece piece);

G_END_DECLS
