/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-bughouse-board-view.c — grid of AbBoardCell, cursor, activation. */
#include "ab-bughouse-board-view.h"

#include "ab-bitboard.h"
#include "ab-board-cell.h"
#include "ab-board-grid.h"
#include "ab-board-keys.h"
#include "ab-bughouse-phrases.h"
#include "ab-phrases.h"

struct _AbBughouseBoardView
{
  GtkWidget parent_instance;

  AbBoardGrid grid;
  AbSquare selected;
};

G_DEFINE_FINAL_TYPE (AbBughouseBoardView, ab_bughouse_board_view, GTK_TYPE_WIDGET)

enum
{
  SQUARE_ACTIVATED,
  EDGE,
  PIECE_MISSING,
  CANCEL,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gboolean
key_pressed_cb (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType state, AbBughouseBoardView *self)
{
  AbSquare to;
  AbPieceType type;
  gboolean handled = FALSE, edge;

  if ((state & GDK_ALT_MASK) != 0)
    return FALSE;
  /* Digits: to that rank; with Control, to that file (1 = a), as on the main board. */
  to = ab_board_key_digit (keyval, state, self->grid.cursor);
  if (to != AB_NO_SQUARE)
    {
      ab_bughouse_board_view_set_cursor (self, to);
      return TRUE;
    }
  if ((state & GDK_CONTROL_MASK) != 0)
    return FALSE;
  /* k q r b n p: the next piece of the side to move; with Shift, of the other side. */
  type = ab_board_key_piece (keyval);
  if (type != AB_NO_PIECE_TYPE)
    {
      AbColor color = (state & GDK_SHIFT_MASK) ? (AbColor) !self->grid.side : self->grid.side;

      to = ab_board_grid_find (&self->grid, AB_PIECE (color, type));
      if (to != AB_NO_SQUARE)
        ab_bughouse_board_view_set_cursor (self, to);
      else
        g_signal_emit (self, signals[PIECE_MISSING], 0, (guint) AB_PIECE (color, type));
      return TRUE;
    }
  if ((state & GDK_SHIFT_MASK) != 0)
    return FALSE;
  if (keyval == GDK_KEY_Escape)
    {
      g_signal_emit (self, signals[CANCEL], 0, &handled);
      return handled;
    }
  if (ab_board_key_activates (keyval))
    {
      g_signal_emit (self, signals[SQUARE_ACTIVATED], 0, (guint) self->grid.cursor);
      return TRUE;
    }
  if (!ab_board_grid_walk (&self->grid, keyval, &edge))
    return FALSE;
  if (edge)
    g_signal_emit (self, signals[EDGE], 0);
  return TRUE;
}

static void
cell_pressed_cb (GtkGestureClick *gesture, int n_press, double x, double y,
                 AbBughouseBoardView *self)
{
  GtkWidget *cell = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture));
  AbSquare sq = ab_board_cell_get_square (AB_BOARD_CELL (cell));

  ab_board_grid_mark_cursor (&self->grid, sq);
  gtk_widget_grab_focus (cell);
  g_signal_emit (self, signals[SQUARE_ACTIVATED], 0, (guint) sq);
}

static gboolean
ab_bughouse_board_view_focus (GtkWidget *widget, GtkDirectionType direction)
{
  return ab_board_grid_focus (&AB_BUGHOUSE_BOARD_VIEW (widget)->grid, direction);
}

static gboolean
ab_bughouse_board_view_grab_focus (GtkWidget *widget)
{
  return ab_board_grid_grab_focus (&AB_BUGHOUSE_BOARD_VIEW (widget)->grid);
}

static void
ab_bughouse_board_view_dispose (GObject *object)
{
  ab_board_grid_clear (&AB_BUGHOUSE_BOARD_VIEW (object)->grid);

  G_OBJECT_CLASS (ab_bughouse_board_view_parent_class)->dispose (object);
}

static void
ab_bughouse_board_view_class_init (AbBughouseBoardViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ab_bughouse_board_view_dispose;
  widget_class->focus = ab_bughouse_board_view_focus;
  widget_class->grab_focus = ab_bughouse_board_view_grab_focus;

  /* (AbSquare): Enter, Space or a click on a cell. */
  signals[SQUARE_ACTIVATED] = g_signal_new ("square-activated", G_TYPE_FROM_CLASS (klass),
                                            G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE,
                                            1, G_TYPE_UINT);
  /* The cursor was to leave the board. */
  signals[EDGE] = g_signal_new ("edge", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                NULL, NULL, G_TYPE_NONE, 0);
  /* (AbPiece): a piece letter found no such piece on the board. */
  signals[PIECE_MISSING] = g_signal_new ("piece-missing", G_TYPE_FROM_CLASS (klass),
                                         G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                         G_TYPE_UINT);
  /* Escape: TRUE when a piece picked up or chosen for placing was put back. */
  signals[CANCEL] = g_signal_new ("cancel", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  g_signal_accumulator_true_handled, NULL, NULL, G_TYPE_BOOLEAN,
                                  0);

  ab_board_grid_class_init (widget_class);
}

static void
ab_bughouse_board_view_init (AbBughouseBoardView *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  ab_board_grid_init (&self->grid, GTK_WIDGET (self));
  for (AbSquare sq = 0; sq < 64; sq++)
    {
      GtkGesture *click = gtk_gesture_click_new ();

      gtk_widget_set_size_request (self->grid.cells[sq], 40, 40);
      g_signal_connect (click, "pressed", G_CALLBACK (cell_pressed_cb), self);
      gtk_widget_add_controller (self->grid.cells[sq], GTK_EVENT_CONTROLLER (click));
    }
  self->selected = AB_NO_SQUARE;

  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

GtkWidget *
ab_bughouse_board_view_new (void)
{
  return g_object_new (AB_TYPE_BUGHOUSE_BOARD_VIEW, NULL);
}

void
ab_bughouse_board_view_show (AbBughouseBoardView *self, const AbBughousePosition *pos,
                             AbLanguage lang, AbSquare last_from, AbSquare last_to)
{
  const AbPosition *board;
  AbBitboard promoted;

  g_return_if_fail (AB_IS_BUGHOUSE_BOARD_VIEW (self));
  g_return_if_fail (pos != NULL);

  board = ab_bughouse_position_board (pos);
  promoted = ab_bughouse_position_promoted (pos);
  ab_board_grid_show (&self->grid, lang, board, last_from, last_to, self->selected);
  /* Art. 6: a promoted pawn is still a pawn on the board; the player hears both what it
   * moves as and that a pawn goes to the partner when it is captured. */
  while (promoted)
    {
      AbSquare sq = ab_bb_pop (&promoted);
      g_autofree char *cell = ab_phrase_cell (lang, board, sq);
      g_autofree char *name = ab_bughouse_phrase (lang, AB_BH_PHRASE_PROMOTED_CELL, cell);

      ab_board_cell_set_contents (AB_BOARD_CELL (self->grid.cells[sq]),
                                  ab_position_piece_at (board, sq), name);
    }
}

void
ab_bughouse_board_view_set_flipped (AbBughouseBoardView *self, gboolean flipped)
{
  g_return_if_fail (AB_IS_BUGHOUSE_BOARD_VIEW (self));

  ab_board_grid_set_flipped (&self->grid, flipped);
}

void
ab_bughouse_board_view_set_selected (AbBughouseBoardView *self, AbSquare sq)
{
  g_return_if_fail (AB_IS_BUGHOUSE_BOARD_VIEW (self));

  if (self->selected != AB_NO_SQUARE)
    ab_board_cell_set_selected (AB_BOARD_CELL (self->grid.cells[self->selected]), FALSE);
  self->selected = sq < 64 ? sq : AB_NO_SQUARE;
  if (self->selected != AB_NO_SQUARE)
    ab_board_cell_set_selected (AB_BOARD_CELL (self->grid.cells[self->selected]), TRUE);
}

AbSquare
ab_bughouse_board_view_get_cursor (AbBughouseBoardView *self)
{
  g_return_val_if_fail (AB_IS_BUGHOUSE_BOARD_VIEW (self), AB_NO_SQUARE);

  return self->grid.cursor;
}

void
ab_bughouse_board_view_set_cursor (AbBughouseBoardView *self, AbSquare sq)
{
  g_return_if_fail (AB_IS_BUGHOUSE_BOARD_VIEW (self));
  g_return_if_fail (sq < 64);

  ab_board_grid_set_cursor (&self->grid, sq);
}
