/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-board-view.h — the blind player's board: an accessible 8 × 8 grid.
 *
 * Arrow keys move a cursor cell (the focused one), seen from the player's
 * side; Enter or Space picks a piece up and puts it down. The view only
 * observes its match: a move put down is offered with "move-chosen" and made
 * by whoever listens. */
#pragma once

#include <gtk/gtk.h>

#include "ab-match.h"

G_BEGIN_DECLS

#define AB_TYPE_BOARD_VIEW (ab_board_view_get_type ())
G_DECLARE_FINAL_TYPE (AbBoardView, ab_board_view, AB, BOARD_VIEW, GtkWidget)

GtkWidget *ab_board_view_new (void);
void ab_board_view_set_match (AbBoardView *self, AbMatch *match);

AbSquare ab_board_view_get_cursor (AbBoardView *self);
/* Moves the cursor (and the focus, when the board has it) to sq. */
void ab_board_view_set_cursor (AbBoardView *self, AbSquare sq);
/* The square of the piece picked up, or AB_NO_SQUARE. */
AbSquare ab_board_view_get_picked (AbBoardView *self);
/* The squares' size, 1.0 the usual one: the zoom and the desktop's text size. */
void ab_board_view_set_scale (AbBoardView *self, double scale);

G_END_DECLS
