/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-board-grid.c — the 8 × 8 grid of AbBoardCell that the board widgets share. */
#include "ab-board-grid.h"

#include "ab-board-cell.h"
#include "ab-board-keys.h"
#include "ab-phrases.h"

void
ab_board_grid_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_GRID_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
  gtk_widget_class_set_css_name (widget_class, "board");
}

static void
place_cells (AbBoardGrid *grid)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (grid->board);

  for (AbSquare sq = 0; sq < 64; sq++)
    {
      GtkGridLayoutChild *child =
        GTK_GRID_LAYOUT_CHILD (gtk_layout_manager_get_layout_child (layout, grid->cells[sq]));
      int file = AB_SQUARE_FILE (sq), rank = AB_SQUARE_RANK (sq);

      gtk_grid_layout_child_set_column (child, grid->flipped ? 7 - file : file);
      gtk_grid_layout_child_set_row (child, grid->flipped ? rank : 7 - rank);
    }
}

void
ab_board_grid_init (AbBoardGrid *grid, GtkWidget *board)
{
  GtkGridLayout *layout = GTK_GRID_LAYOUT (gtk_widget_get_layout_manager (board));

  grid->board = board;
  gtk_grid_layout_set_row_homogeneous (layout, TRUE);
  gtk_grid_layout_set_column_homogeneous (layout, TRUE);
  /* Rank 8 first, so that the accessible children read row by row from the top. */
  for (int rank = 7; rank >= 0; rank--)
    for (int file = 0; file < 8; file++)
      {
        AbSquare sq = AB_SQUARE (file, rank);

        grid->cells[sq] = ab_board_cell_new (sq);
        gtk_widget_set_parent (grid->cells[sq], board);
      }
  grid->flipped = FALSE;
  place_cells (grid);
  grid->cursor = AB_SQUARE (4, 1);
  ab_board_cell_set_cursor (AB_BOARD_CELL (grid->cells[grid->cursor]), TRUE);
}

void
ab_board_grid_clear (AbBoardGrid *grid)
{
  for (guint i = 0; i < 64; i++)
    g_clear_pointer (&grid->cells[i], gtk_widget_unparent);
}

void
ab_board_grid_set_flipped (AbBoardGrid *grid, gboolean flipped)
{
  if (grid->flipped == !!flipped)
    return;
  grid->flipped = !!flipped;
  place_cells (grid);
}

void
ab_board_grid_show (AbBoardGrid *grid, AbLanguage lang, const AbPosition *pos,
                    AbSquare last_from, AbSquare last_to, AbSquare selected)
{
  for (AbSquare sq = 0; sq < 64; sq++)
    {
      g_autofree char *name = ab_phrase_cell (lang, pos, sq);
      AbBoardCell *cell = AB_BOARD_CELL (grid->cells[sq]);

      ab_board_cell_set_contents (cell, ab_position_piece_at (pos, sq), name);
      ab_board_cell_set_last_move (cell, sq == last_from || sq == last_to);
      ab_board_cell_set_selected (cell, sq == selected);
    }
  grid->side = ab_position_side_to_move (pos);
}

AbSquare
ab_board_grid_find (const AbBoardGrid *grid, AbPiece piece)
{
  int start = AB_SQUARE_FILE (grid->cursor) * 8 + AB_SQUARE_RANK (grid->cursor);

  for (int i = 1; i <= 64; i++)
    {
      int k = (start + i) % 64;
      AbSquare sq = AB_SQUARE (k / 8, k % 8);

      if (ab_board_cell_get_piece (AB_BOARD_CELL (grid->cells[sq])) == piece)
        return sq;
    }
  return AB_NO_SQUARE;
}

void
ab_board_grid_mark_cursor (AbBoardGrid *grid, AbSquare sq)
{
  ab_board_cell_set_cursor (AB_BOARD_CELL (grid->cells[grid->cursor]), FALSE);
  grid->cursor = sq;
  ab_board_cell_set_cursor (AB_BOARD_CELL (grid->cells[sq]), TRUE);
}

void
ab_board_grid_set_scale (AbBoardGrid *grid, double scale)
{
  for (AbSquare sq = 0; sq < 64; sq++)
    ab_board_cell_set_scale (AB_BOARD_CELL (grid->cells[sq]), scale);
}

void
ab_board_grid_set_cursor (AbBoardGrid *grid, AbSquare sq)
{
  ab_board_grid_mark_cursor (grid, sq);
  if (gtk_widget_get_focus_child (grid->board) != NULL)
    gtk_widget_grab_focus (grid->cells[sq]);
}

gboolean
ab_board_grid_walk (AbBoardGrid *grid, guint keyval, gboolean *edge)
{
  AbSquare to;

  *edge = FALSE;
  if (!ab_board_key_walk (keyval, grid->flipped, grid->cursor, &to))
    return FALSE;
  if (to == AB_NO_SQUARE)
    *edge = TRUE;
  else
    ab_board_grid_set_cursor (grid, to);
  return TRUE;
}

gboolean
ab_board_grid_focus (AbBoardGrid *grid, GtkDirectionType direction)
{
  if (gtk_widget_get_focus_child (grid->board) != NULL)
    return direction != GTK_DIR_TAB_FORWARD && direction != GTK_DIR_TAB_BACKWARD;
  return gtk_widget_grab_focus (grid->cells[grid->cursor]);
}

gboolean
ab_board_grid_grab_focus (AbBoardGrid *grid)
{
  return gtk_widget_grab_focus (grid->cells[grid->cursor]);
}
