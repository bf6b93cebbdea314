/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-board-cell.c — a drawn, focusable, accessible square. */
#include "ab-board-cell.h"

#include <adwaita.h>
#include <math.h>

struct _AbBoardCell
{
  GtkWidget parent_instance;

  AbSquare square;
  AbPiece piece;
  char *name;
  gboolean selected;
  gboolean last_move;
  gboolean cursor;
  double scale;
  PangoLayout *layout;
};

G_DEFINE_FINAL_TYPE (AbBoardCell, ab_board_cell, GTK_TYPE_WIDGET)

const char *
ab_piece_glyph (AbPiece piece)
{
  static const char *const glyphs[2][7] = {
    { "", "♙", "♘", "♗", "♖", "♕", "♔" },
    { "", "♟", "♞", "♝", "♜", "♛", "♚" },
  };

  if (piece == AB_NO_PIECE || AB_PIECE_TYPE (piece) > AB_KING)
    return "";
  return glyphs[AB_PIECE_COLOR (piece) == AB_BLACK][AB_PIECE_TYPE (piece)];
}

static gboolean
is_light (AbSquare sq)
{
  return (AB_SQUARE_FILE (sq) + AB_SQUARE_RANK (sq)) % 2 == 1;
}

/* The colours of a board, and those of the desktop's high contrast: black pieces and
 * outlines on white and mid-grey squares (4.5:1 between the squares, 4.7:1 and more
 * between a piece and either square), the cursor in yellow and black. */
typedef struct
{
  const char *light, *dark, *piece;
  const char *last_move, *last_move_inner;
  const char *cursor, *cursor_inner;
} Palette;

static const Palette palettes[2] = {
  { "#f0d9b5", "#b58863", "#101010", "#c64600", NULL, "#1c71d8", NULL },
  { "#ffffff", "#767676", "#000000", "#000000", "#ffffff", "#ffff00", "#000000" },
};

static void
append_ring (GtkSnapshot *snapshot, const graphene_rect_t *rect, float inset, float width,
             const char *color)
{
  GskRoundedRect ring;
  float border[4] = { width, width, width, width };
  GdkRGBA colors[4];
  graphene_rect_t r;

  if (color == NULL)
    return;
  graphene_rect_inset_r (rect, inset, inset, &r);
  gdk_rgba_parse (&colors[0], color);
  colors[1] = colors[2] = colors[3] = colors[0];
  gsk_rounded_rect_init_from_rect (&ring, &r, 0);
  gtk_snapshot_append_border (snapshot, &ring, border, colors);
}

static void
ab_board_cell_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  AbBoardCell *self = AB_BOARD_CELL (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  const Palette *p = &palettes[adw_style_manager_get_high_contrast (adw_style_manager_get_default ())];
  /* Outlines grow with the square: with the zoom and the desktop's text size. */
  float line = MAX (2.0f, roundf (MIN (width, height) / 14.0f));
  float inner = MAX (1.0f, roundf (line / 2));
  float inset = 0;
  GdkRGBA color;
  graphene_rect_t rect = GRAPHENE_RECT_INIT (0, 0, width, height);

  gdk_rgba_parse (&color, is_light (self->square) ? p->light : p->dark);
  gtk_snapshot_append_color (snapshot, &color, &rect);
  if (self->selected)
    {
      gdk_rgba_parse (&color, "rgba(20,85,30,0.5)");
      gtk_snapshot_append_color (snapshot, &color, &rect);
    }

  if (self->piece != AB_NO_PIECE)
    {
      PangoFontDescription *font = pango_font_description_from_string ("DejaVu Sans");
      int text_width, text_height;

      pango_font_description_set_absolute_size (font, MIN (width, height) * 0.75 * PANGO_SCALE);
      pango_layout_set_font_description (self->layout, font);
      pango_font_description_free (font);
      pango_layout_set_text (self->layout, ab_piece_glyph (self->piece), -1);
      pango_layout_get_pixel_size (self->layout, &text_width, &text_height);
      gdk_rgba_parse (&color, p->piece);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT ((width - text_width) / 2.0f,
                                                              (height - text_height) / 2.0f));
      gtk_snapshot_append_layout (snapshot, self->layout, &color);
      gtk_snapshot_restore (snapshot);
    }

  /* The cursor at the edge, the last move inside it when the square is both. */
  if (self->cursor)
    {
      append_ring (snapshot, &rect, 0, line, p->cursor);
      append_ring (snapshot, &rect, line, inner, p->cursor_inner);
      inset = line + (p->cursor_inner ? inner : 0);
    }
  if (self->last_move)
    {
      append_ring (snapshot, &rect, inset, line, p->last_move);
      append_ring (snapshot, &rect, inset + line, inner, p->last_move_inner);
    }
}

static void
ab_board_cell_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                       int *natural, int *minimum_baseline, int *natural_baseline)
{
  AbBoardCell *self = AB_BOARD_CELL (widget);

  /* Enlarged, a square keeps the size asked for: the window scrolls instead. */
  *natural = (int) (56 * self->scale);
  *minimum = self->scale > 1.0 ? *natural : (int) (32 * self->scale);
}

static void
ab_board_cell_dispose (GObject *object)
{
  AbBoardCell *self = AB_BOARD_CELL (object);

  g_clear_object (&self->layout);

  G_OBJECT_CLASS (ab_board_cell_parent_class)->dispose (object);
}

static void
ab_board_cell_finalize (GObject *object)
{
  AbBoardCell *self = AB_BOARD_CELL (object);

  g_free (self->name);

  G_OBJECT_CLASS (ab_board_cell_parent_class)->finalize (object);
}

static void
ab_board_cell_class_init (AbBoardCellClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ab_board_cell_dispose;
  object_class->finalize = ab_board_cell_finalize;
  widget_class->snapshot = ab_board_cell_snapshot;
  widget_class->measure = ab_board_cell_measure;

  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GRID_CELL);
  gtk_widget_class_set_css_name (widget_class, "boardcell");
}

static void
ab_board_cell_init (AbBoardCell *self)
{
  gtk_widget_set_focusable (GTK_WIDGET (self), TRUE);
  self->layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  self->scale = 1.0;
  /* The desktop's high contrast, followed as it changes. */
  g_signal_connect_object (adw_style_manager_get_default (), "notify::high-contrast",
                           G_CALLBACK (gtk_widget_queue_draw), self, G_CONNECT_SWAPPED);
}

GtkWidget *
ab_board_cell_new (AbSquare square)
{
  AbBoardCell *self = g_object_new (AB_TYPE_BOARD_CELL, NULL);

  self->square = square;
  return GTK_WIDGET (self);
}

AbSquare
ab_board_cell_get_square (AbBoardCell *self)
{
  g_return_val_if_fail (AB_IS_BOARD_CELL (self), AB_NO_SQUARE);

  return self->square;
}

AbPiece
ab_board_cell_get_piece (AbBoardCell *self)
{
  g_return_val_if_fail (AB_IS_BOARD_CELL (self), AB_NO_PIECE);

  return self->piece;
}

void
ab_board_cell_set_contents (AbBoardCell *self, AbPiece piece, const char *name)
{
  g_return_if_fail (AB_IS_BOARD_CELL (self));

  if (self->piece != piece)
    {
      self->piece = piece;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
  if (g_strcmp0 (self->name, name) != 0)
    {
      g_free (self->name);
      self->name = g_strdup (name);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                      -1);
    }
}

void
ab_board_cell_set_selected (AbBoardCell *self, gboolean selected)
{
  g_return_if_fail (AB_IS_BOARD_CELL (self));

  if (self->selected == selected)
    return;
  self->selected = selected;
  gtk_accessible_update_state (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_STATE_SELECTED, selected,
                               -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ab_board_cell_set_last_move (AbBoardCell *self, gboolean last_move)
{
  g_return_if_fail (AB_IS_BOARD_CELL (self));

  if (self->last_move == last_move)
    return;
  self->last_move = last_move;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ab_board_cell_set_cursor (AbBoardCell *self, gboolean cursor)
{
  g_return_if_fail (AB_IS_BOARD_CELL (self));

  if (self->cursor == cursor)
    return;
  self->cursor = cursor;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ab_board_cell_set_scale (AbBoardCell *self, double scale)
{
  g_return_if_fail (AB_IS_BOARD_CELL (self));

  if (self->scale == scale)
    return;
  self->scale = scale;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}
