/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-board-grid.h — the 8 × 8 grid of AbBoardCell that the player's board and the
 * two doorgeefschaak boards are made of, so that all three look, read, walk and take
 * the focus alike. Each of those widgets holds an AbBoardGrid and calls these from
 * its own class functions. */
#pragma once

#include <gtk/gtk.h>

#include "ab-notation.h"

G_BEGIN_DECLS

typedef struct
{
  GtkWidget *board; /* the widget whose children the cells are */
  GtkWidget *cells[64];
  AbSquare cursor;
  gboolean flipped; /* seen from Black's side */
  AbColor side;     /* to move in the position last shown, for the piece letters */
} AbBoardGrid;

/* The class's layout (a grid), accessible role and CSS name. */
void ab_board_grid_class_init (GtkWidgetClass *widget_class);
/* Fills board with 64 new cells, added from rank 8 down so that the accessible
 * children read row by row from the top; the cursor on e2, seen from White's side. */
void ab_board_grid_init (AbBoardGrid *grid, GtkWidget *board);
/* Unparents the cells (dispose). */
void ab_board_grid_clear (AbBoardGrid *grid);

void ab_board_grid_set_flipped (AbBoardGrid *grid, gboolean flipped);
/* Shows pos with the cells' names in lang, the last move's squares and the selected
 * square (AB_NO_SQUARE: none) marked. */
void ab_board_grid_show (AbBoardGrid *grid, AbLanguage lang, const AbPosition *pos,
                         AbSquare last_from, AbSquare last_to, AbSquare selected);
/* The cursor; the focus follows it when it is in the board. */
void ab_board_grid_set_cursor (AbBoardGrid *grid, AbSquare sq);
/* The cursor where the focus went (its cell's focus handler), outlined. */
void ab_board_grid_mark_cursor (AbBoardGrid *grid, AbSquare sq);
/* The cells' size, 1.0 the usual one. */
void ab_board_grid_set_scale (AbBoardGrid *grid, double scale);
/* The next square after the cursor, in file order (a1, a2 … h8) round the board, whose
 * cell shows piece; AB_NO_SQUARE when none does. */
AbSquare ab_board_grid_find (const AbBoardGrid *grid, AbPiece piece);
/* An arrow key: TRUE, with the cursor moved, or *edge set when it would leave the board;
 * FALSE for any other key. */
gboolean ab_board_grid_walk (AbBoardGrid *grid, guint keyval, gboolean *edge);

/* The board's focus vfunc: one tab stop, Tab leaves the board and the arrows move
 * inside it. */
gboolean ab_board_grid_focus (AbBoardGrid *grid, GtkDirectionType direction);
/* The board's grab_focus vfunc: the cursor's cell takes it. */
gboolean ab_board_grid_grab_focus (AbBoardGrid *grid);

G_END_DECLS
