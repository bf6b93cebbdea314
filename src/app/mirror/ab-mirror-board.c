/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-mirror-board.c — drawn board with click entry and promotion chooser. */
#include "ab-mirror-board.h"

#include <glib/gi18n.h>

#include "ab-board-cell.h"

struct _AbMirrorBoard
{
  GtkWidget parent_instance;

  AbMatch *match;
  AbSquare selected;
  AbSquare promotion_to;
  GtkWidget *promotion; /* GtkPopover */
  PangoLayout *layout;
};

G_DEFINE_FINAL_TYPE (AbMirrorBoard, ab_mirror_board, GTK_TYPE_WIDGET)

enum
{
  MOVE_CHOSEN,
  MOVE_REFUSED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static gboolean
flipped (AbMirrorBoard *self)
{
  /* The sighted player's side is at the bottom. */
  return self->match != NULL && ab_match_get_blind_color (self->match) == AB_WHITE;
}

typedef struct
{
  float x, y, size; /* top left corner and size of one square */
} Geometry;

static Geometry
geometry (AbMirrorBoard *self)
{
  int width = gtk_widget_get_width (GTK_WIDGET (self));
  int height = gtk_widget_get_height (GTK_WIDGET (self));
  float board = MIN (width, height);

  return (Geometry) { (width - board) / 2, (height - board) / 2, board / 8 };
}

static graphene_rect_t
square_rect (AbMirrorBoard *self, const Geometry *g, AbSquare sq)
{
  int col = AB_SQUARE_FILE (sq), row = 7 - AB_SQUARE_RANK (sq);

  if (flipped (self))
    {
      col = 7 - col;
      row = 7 - row;
    }
  return GRAPHENE_RECT_INIT (g->x + col * g->size, g->y + row * g->size, g->size, g->size);
}

static AbSquare
square_at (AbMirrorBoard *self, double x, double y)
{
  Geometry g = geometry (self);
  int col = (int) ((x - g.x) / g.size), row = (int) ((y - g.y) / g.size);

  if (x < g.x || y < g.y || col > 7 || row > 7)
    return AB_NO_SQUARE;
  if (flipped (self))
    {
      col = 7 - col;
      row = 7 - row;
    }
  return AB_SQUARE (col, 7 - row);
}

static void
draw_text (AbMirrorBoard *self, GtkSnapshot *snapshot, const char *text, float size, float x,
           float y, gboolean centered, const char *color_spec)
{
  PangoFontDescription *font = pango_font_description_from_string ("DejaVu Sans");
  GdkRGBA color;
  int w, h;

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_layout_set_font_description (self->layout, font);
  pango_font_description_free (font);
  pango_layout_set_text (self->layout, text, -1);
  pango_layout_get_pixel_size (self->layout, &w, &h);
  gdk_rgba_parse (&color, color_spec);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (centered ? x - w / 2.0f : x,
                                                          centered ? y - h / 2.0f : y));
  gtk_snapshot_append_layout (snapshot, self->layout, &color);
  gtk_snapshot_restore (snapshot);
}

static void
ab_mirror_board_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  AbMirrorBoard *self = AB_MIRROR_BOARD (widget);
  Geometry g = geometry (self);
  const AbPosition *pos;
  AbSquare from = AB_NO_SQUARE, to = AB_NO_SQUARE;
  guint n;

  if (self->match == NULL)
    return;
  pos = ab_match_get_position (self->match);
  n = ab_match_get_n_plies (self->match);
  if (n > 0)
    ab_match_get_move_squares (self->match, n - 1, &from, &to);

  for (AbSquare sq = 0; sq < 64; sq++)
    {
      graphene_rect_t rect = square_rect (self, &g, sq);
      gboolean light = (AB_SQUARE_FILE (sq) + AB_SQUARE_RANK (sq)) % 2 == 1;
      AbPiece piece = ab_position_piece_at (pos, sq);
      GdkRGBA color;

      gdk_rgba_parse (&color, light ? "#f0d9b5" : "#b58863");
      gtk_snapshot_append_color (snapshot, &color, &rect);
      if (sq == from || sq == to)
        {
          gdk_rgba_parse (&color, "rgba(205,210,106,0.8)");
          gtk_snapshot_append_color (snapshot, &color, &rect);
        }
      if (sq == self->selected)
        {
          gdk_rgba_parse (&color, "rgba(20,85,30,0.5)");
          gtk_snapshot_append_color (snapshot, &color, &rect);
        }
      if (AB_PIECE_TYPE (piece) == AB_KING && ab_position_in_check (pos)
          && AB_PIECE_COLOR (piece) == ab_position_side_to_move (pos))
        {
          gdk_rgba_parse (&color, "rgba(224,27,36,0.6)");
          gtk_snapshot_append_color (snapshot, &color, &rect);
        }
      if (piece != AB_NO_PIECE)
        draw_text (self, snapshot, ab_piece_glyph (piece), g.size * 0.78f,
                   rect.origin.x + g.size / 2, rect.origin.y + g.size / 2, TRUE, "#101010");
      /* Coordinates along the sighted player's near edges. */
      if (rect.origin.y + g.size >= g.y + 8 * g.size - 1)
        {
          char file[2] = { (char) ('a' + AB_SQUARE_FILE (sq)), '\0' };

          draw_text (self, snapshot, file, g.size * 0.16f, rect.origin.x + g.size * 0.84f,
                     rect.origin.y + g.size * 0.76f, FALSE, light ? "#b58863" : "#f0d9b5");
        }
      if (rect.origin.x <= g.x + 1)
        {
          char rank[2] = { (char) ('1' + AB_SQUARE_RANK (sq)), '\0' };

          draw_text (self, snapshot, rank, g.size * 0.16f, rect.origin.x + g.size * 0.05f,
                     rect.origin.y + g.size * 0.03f, FALSE, light ? "#b58863" : "#f0d9b5");
        }
    }
}

static void
ab_mirror_board_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                         int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  *minimum = 320;
  *natural = 640;
}

static void
ab_mirror_board_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  AbMirrorBoard *self = AB_MIRROR_BOARD (widget);

  if (gtk_widget_get_visible (self->promotion))
    gtk_popover_present (GTK_POPOVER (self->promotion));
}

static void
clear_selection (AbMirrorBoard *self)
{
  self->selected = AB_NO_SQUARE;
  self->promotion_to = AB_NO_SQUARE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static AbColor
sighted_color (AbMirrorBoard *self)
{
  return ab_match_get_blind_color (self->match) == AB_WHITE ? AB_BLACK : AB_WHITE;
}

static void
offer_move (AbMirrorBoard *self, AbSquare to, AbPieceType promotion)
{
  const AbPosition *pos = ab_match_get_position (self->match);
  AbMoveError error;
  AbMove move = ab_position_match_squares (pos, self->selected, to, promotion, &error);

  if (move != AB_MOVE_NONE)
    {
      clear_selection (self);
      g_signal_emit (self, signals[MOVE_CHOSEN], 0, (guint) move);
      return;
    }
  if (error.code == AB_MOVE_ERROR_PROMOTION_MISSING)
    {
      Geometry g = geometry (self);
      graphene_rect_t rect = square_rect (self, &g, to);

      self->promotion_to = to;
      gtk_popover_set_pointing_to (GTK_POPOVER (self->promotion),
                                   &(GdkRectangle) { (int) rect.origin.x, (int) rect.origin.y,
                                                     (int) rect.size.width,
                                                     (int) rect.size.height });
      gtk_popover_popup (GTK_POPOVER (self->promotion));
      return;
    }
  clear_selection (self);
  g_signal_emit (self, signals[MOVE_REFUSED], 0, &error);
}

static void
pressed_cb (GtkGestureClick *gesture, int n_press, double x, double y, AbMirrorBoard *self)
{
  AbSquare sq = square_at (self, x, y);
  const AbPosition *pos;
  AbPiece piece;

  if (self->match == NULL || sq == AB_NO_SQUARE)
    return;
  pos = ab_match_get_position (self->match);
  piece = ab_position_piece_at (pos, sq);
  /* The match says whether the sighted player may move at all; the window words why. */
  if (!ab_match_may_move (self->match, sighted_color (self), NULL))
    {
      clear_selection (self);
      g_signal_emit (self, signals[MOVE_REFUSED], 0, NULL);
      return;
    }
  if (self->selected == sq)
    {
      clear_selection (self);
      return;
    }
  /* A click on one's own piece (re)selects it, unless it completes castling. */
  if (piece != AB_NO_PIECE && AB_PIECE_COLOR (piece) == sighted_color (self)
      && (self->selected == AB_NO_SQUARE
          || AB_PIECE_TYPE (ab_position_piece_at (pos, self->selected)) != AB_KING
          || AB_PIECE_TYPE (piece) != AB_ROOK))
    {
      self->selected = sq;
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }
  if (self->selected == AB_NO_SQUARE)
    return;
  offer_move (self, sq, AB_NO_PIECE_TYPE);
}

static void
promotion_clicked_cb (GtkButton *button, AbMirrorBoard *self)
{
  AbPieceType type = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "piece-type"));
  AbSquare to = self->promotion_to; /* closing the popover forgets it */

  gtk_popover_popdown (GTK_POPOVER (self->promotion));
  if (self->selected != AB_NO_SQUARE && to != AB_NO_SQUARE)
    offer_move (self, to, type);
}

static void
promotion_closed_cb (GtkPopover *popover, AbMirrorBoard *self)
{
  self->promotion_to = AB_NO_SQUARE;
}

static GtkWidget *
promotion_chooser_new (AbMirrorBoard *self)
{
  static const struct
  {
    AbPieceType type;
    const char *name;
  } choices[] = {
    { AB_QUEEN, N_("Queen") },
    { AB_ROOK, N_("Rook") },
    { AB_BISHOP, N_("Bishop") },
    { AB_KNIGHT, N_("Knight") },
  };
  GtkWidget *popover = gtk_popover_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);

  for (guint i = 0; i < G_N_ELEMENTS (choices); i++)
    {
      g_autofree char *label = g_strdup_printf ("%s %s",
                                                ab_piece_glyph (AB_PIECE (AB_WHITE,
                                                                          choices[i].type)),
                                                _(choices[i].name));
      GtkWidget *button = gtk_button_new_with_label (label);

      g_object_set_data (G_OBJECT (button), "piece-type", GINT_TO_POINTER (choices[i].type));
      g_signal_connect (button, "clicked", G_CALLBACK (promotion_clicked_cb), self);
      gtk_box_append (GTK_BOX (box), button);
    }
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  g_signal_connect (popover, "closed", G_CALLBACK (promotion_closed_cb), self);
  return popover;
}

static void
ab_mirror_board_dispose (GObject *object)
{
  AbMirrorBoard *self = AB_MIRROR_BOARD (object);

  ab_mirror_board_set_match (self, NULL);
  g_clear_pointer (&self->promotion, gtk_widget_unparent);
  g_clear_object (&self->layout);

  G_OBJECT_CLASS (ab_mirror_board_parent_class)->dispose (object);
}

static void
ab_mirror_board_class_init (AbMirrorBoardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ab_mirror_board_dispose;
  widget_class->snapshot = ab_mirror_board_snapshot;
  widget_class->measure = ab_mirror_board_measure;
  widget_class->size_allocate = ab_mirror_board_size_allocate;

  /* (AbMove): a legal move of the sighted player, clicked. */
  signals[MOVE_CHOSEN] = g_signal_new ("move-chosen", G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                       G_TYPE_UINT);
  /* (const AbMoveError *, or NULL when it is not the sighted player's move). */
  signals[MOVE_REFUSED] = g_signal_new ("move-refused", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                        G_TYPE_POINTER);

  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_class_set_css_name (widget_class, "mirrorboard");
}

static void
ab_mirror_board_init (AbMirrorBoard *self)
{
  GtkGesture *click = gtk_gesture_click_new ();

  self->selected = AB_NO_SQUARE;
  self->promotion_to = AB_NO_SQUARE;
  self->layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
  self->promotion = promotion_chooser_new (self);
  gtk_widget_set_parent (self->promotion, GTK_WIDGET (self));

  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "pressed", G_CALLBACK (pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));
}

GtkWidget *
ab_mirror_board_new (void)
{
  return g_object_new (AB_TYPE_MIRROR_BOARD, NULL);
}

static void
match_changed_cb (AbMirrorBoard *self)
{
  gtk_popover_popdown (GTK_POPOVER (self->promotion));
  clear_selection (self);
}

void
ab_mirror_board_set_match (AbMirrorBoard *self, AbMatch *match)
{
  g_return_if_fail (AB_IS_MIRROR_BOARD (self));
  g_return_if_fail (match == NULL || AB_IS_MATCH (match));

  if (self->match == match)
    return;
  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_set_object (&self->match, match);
  if (match != NULL)
    {
      g_signal_connect_swapped (match, "reset", G_CALLBACK (match_changed_cb), self);
      g_signal_connect_swapped (match, "move-made", G_CALLBACK (match_changed_cb), self);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

AbSquare
ab_mirror_board_get_selected (AbMirrorBoard *self)
{
  g_return_val_if_fail (AB_IS_MIRROR_BOARD (self), AB_NO_SQUARE);

  return self->selected;
}
