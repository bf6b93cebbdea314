/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-bughouse-board-view.h — one board of the doorgeefschaak window: an
 * accessible 8 × 8 grid of AbBoardCell with a cursor.
 *
 * Arrow keys, digits and the piece letters k q r b n p (Shift: the side not to
 * move) move the cursor, as on the player's board; Enter, Space or a click on a
 * cell emits "square-activated", Escape "cancel", and the window decides what
 * that means (pick up, put down, place a reserve piece, put back). The view
 * only shows what it is given. */
#pragma once

#include <gtk/gtk.h>

#include "ab-bughouse.h"
#include "ab-notation.h"

G_BEGIN_DECLS

#define AB_TYPE_BUGHOUSE_BOARD_VIEW (ab_bughouse_board_view_get_type ())
G_DECLARE_FINAL_TYPE (AbBughouseBoardView, ab_bughouse_board_view, AB, BUGHOUSE_BOARD_VIEW,
                      GtkWidget)

GtkWidget *ab_bughouse_board_view_new (void);
/* Shows pos; the cells' names are in lang ("Felix drei, weißer Springer"). */
void ab_bughouse_board_view_show (AbBughouseBoardView *self, const AbBughousePosition *pos,
                                  AbLanguage lang, AbSquare last_from, AbSquare last_to);
/* Seen from Black's side. */
void ab_bughouse_board_view_set_flipped (AbBughouseBoardView *self, gboolean flipped);
/* The highlighted square (a piece picked up), or AB_NO_SQUARE. */
void ab_bughouse_board_view_set_selected (AbBughouseBoardView *self, AbSquare sq);
AbSquare ab_bughouse_board_view_get_cursor (AbBughouseBoardView *self);
void ab_bughouse_board_view_set_cursor (AbBughouseBoardView *self, AbSquare sq);

G_END_DECLS
