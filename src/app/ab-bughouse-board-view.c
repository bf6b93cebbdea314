/* ab-bughouse-board-view.c — grid of AbBoardCell, cursor, activation. */
#include "ab-bughouse-board-view.h"

#include "ab-board-cell.h"
#include "ab-board-keys.h"
#include "ab-phrases.h"

struct _AbBughouseBoardView
{
  GtkWidget parent_instance;

  GtkWidget *cells[64];
  AbSquare cursor;
  AbSquare selected;
  gboolean flipped;
};

G_DEFINE_FINAL_TYPE (AbBughouseBoardView, ab_bughouse_board_view, GTK_TYPE_WIDGET)

enum
{
  SQUARE_ACTIVATED,
  EDGE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
place_cells (AbBughouseBoardView *self)
{
  GtkLayoutManager *layout = gtk_widget_get_layout_manager (GTK_WIDGET (self));

  for (AbSquare sq = 0; sq < 64; sq++)
    {
      GtkGridLayoutChild *child =
        GTK_GRID_LAYOUT_CHILD (gtk_layout_manager_get_layout_child (layout, self->cells[sq]));
      int file = AB_SQUARE_FILE (sq), rank = AB_SQUARE_RANK (sq);

      gtk_grid_layout_child_set_column (child, self->flipped ? 7 - file : file);
      gtk_grid_layout_child_set_row (child, self->flipped ? rank : 7 - rank);
    }
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType state, AbBughouseBoardView *self)
{
  int df, dr;
  int digit = (int) gdk_keyval_to_unicode (keyval) - '0';

  if ((state & (GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0)
    return FALSE;
  /* Digits: to that rank; with Control, to that file (1 = a), as on the main board. */
  if (digit >= 1 && digit <= 8)
    {
      ab_bughouse_board_view_set_cursor (self, (state & GDK_CONTROL_MASK)
                                                 ? AB_SQUARE (digit - 1,
                                                              AB_SQUARE_RANK (self->cursor))
                                                 : AB_SQUARE (AB_SQUARE_FILE (self->cursor),
                                                              digit - 1));
      return TRUE;
    }
  if ((state & GDK_CONTROL_MASK) != 0)
    return FALSE;
  if (ab_board_key_activates (keyval))
    {
      g_signal_emit (self, signals[SQUARE_ACTIVATED], 0, (guint) self->cursor);
      return TRUE;
    }
  if (!ab_board_key_step (keyval, self->flipped, &df, &dr))
    return FALSE;
  {
    int file = AB_SQUARE_FILE (self->cursor) + df;
    int rank = AB_SQUARE_RANK (self->cursor) + dr;

    if (file < 0 || file > 7 || rank < 0 || rank > 7)
      g_signal_emit (self, signals[EDGE], 0);
    else
      ab_bughouse_board_view_set_cursor (self, AB_SQUARE (file, rank));
  }
  return TRUE;
}

static void
cell_pressed_cb (GtkGestureClick *gesture, int n_press, double x, double y,
                 AbBughouseBoardView *self)
{
  GtkWidget *cell = gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (gesture));
  AbSquare sq = ab_board_cell_get_square (AB_BOARD_CELL (cell));

  self->cursor = sq;
  gtk_widget_grab_focus (cell);
  g_signal_emit (self, signals[SQUARE_ACTIVATED], 0, (guint) sq);
}

static gboolean
ab_bughouse_board_view_focus (GtkWidget *widget, GtkDirectionType direction)
{
  AbBughouseBoardView *self = AB_BUGHOUSE_BOARD_VIEW (widget);

  /* One tab stop: Tab leaves the board, arrows move inside it. */
  if (gtk_widget_get_focus_child (widget) != NULL)
    return direction != GTK_DIR_TAB_FORWARD && direction != GTK_DIR_TAB_BACKWARD;
  return gtk_widget_grab_focus (self->cells[self->cursor]);
}

static gboolean
ab_bughouse_board_view_grab_focus (GtkWidget *widget)
{
  AbBughouseBoardView *self = AB_BUGHOUSE_BOARD_VIEW (widget);

  return gtk_widget_grab_focus (self->cells[self->cursor]);
}

static void
ab_bughouse_board_view_dispose (GObject *object)
{
  AbBughouseBoardView *self = AB_BUGHOUSE_BOARD_VIEW (object);

  for (guint i = 0; i < 64; i++)
    g_clear_pointer (&self->cells[i], gtk_widget_unparent);

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

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_GRID_LAYOUT);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID);
  gtk_widget_class_set_css_name (widget_class, "board");
}

static void
ab_bughouse_board_view_init (AbBughouseBoardView *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();
  GtkGridLayout *layout = GTK_GRID_LAYOUT (gtk_widget_get_layout_manager (GTK_WIDGET (self)));

  gtk_grid_layout_set_row_homogeneous (layout, TRUE);
  gtk_grid_layout_set_column_homogeneous (layout, TRUE);
  /* Rank 8 first, so that the accessible children read row by row from the top. */
  for (int rank = 7; rank >= 0; rank--)
    for (int file = 0; file < 8; file++)
      {
        AbSquare sq = AB_SQUARE (file, rank);
        GtkGesture *click = gtk_gesture_click_new ();

        self->cells[sq] = ab_board_cell_new (sq);
        gtk_widget_set_size_request (self->cells[sq], 40, 40);
        g_signal_connect (click, "pressed", G_CALLBACK (cell_pressed_cb), self);
        gtk_widget_add_controller (self->cells[sq], GTK_EVENT_CONTROLLER (click));
        gtk_widget_set_parent (self->cells[sq], GTK_WIDGET (self));
      }
  place_cells (self);
  self->cursor = AB_SQUARE (4, 1);
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

  g_return_if_fail (AB_IS_BUGHOUSE_BOARD_VIEW (self));
  g_return_if_fail (pos != NULL);

  board = ab_bughouse_position_board (pos);
  for (AbSquare sq = 0; sq < 64; sq++)
    {
      g_autofree char *name = ab_phrase_cell (lang, board, sq);
      AbBoardCell *cell = AB_BOARD_CELL (self->cells[sq]);

      ab_board_cell_set_contents (cell, ab_position_piece_at (board, sq), name);
      ab_board_cell_set_last_move (cell, sq == last_from || sq == last_to);
      ab_board_cell_set_selected (cell, sq == self->selected);
    }
}

void
ab_bughouse_board_view_set_flipped (AbBughouseBoardView *self, gboolean flipped)
{
  g_return_if_fail (AB_IS_BUGHOUSE_BOARD_VIEW (self));

  if (self->flipped == !!flipped)
    return;
  self->flipped = !!flipped;
  place_cells (self);
}

void
ab_bughouse_board_view_set_selected (AbBughouseBoardView *self, AbSquare sq)
{
  g_return_if_fail (AB_IS_BUGHOUSE_BOARD_VIEW (self));

  if (self->selected != AB_NO_SQUARE)
    ab_board_cell_set_selected (AB_BOARD_CELL (self->cells[self->selected]), FALSE);
  self->selected = sq < 64 ? sq : AB_NO_SQUARE;
  if (self->selected != AB_NO_SQUARE)
    ab_board_cell_set_selected (AB_BOARD_CELL (self->cells[self->selected]), TRUE);
}

AbSquare
ab_bughouse_board_view_get_cursor (AbBughouseBoardView *self)
{
  g_return_val_if_fail (AB_IS_BUGHOUSE_BOARD_VIEW (self), AB_NO_SQUARE);

  return self->cursor;
}

void
ab_bughouse_board_view_set_cursor (AbBughouseBoardView *self, AbSquare sq)
{
  g_return_if_fail (AB_IS_BUGHOUSE_BOARD_VIEW (self));
  g_return_if_fail (sq < 64);

  self->cursor = sq;
  if (gtk_widget_get_focus_child (GTK_WIDGET (self)) != NULL)
    gtk_widget_grab_focus (self->cells[sq]);
}
