/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-window-view.c — the player's board for low vision: its size, a zoom of its own
 * (board-zoom: Ctrl+plus, Ctrl+minus, Ctrl+0) times the desktop's text size (GtkSettings'
 * gtk-xft-dpi, which the desktop's large text raises), followed as either changes. The
 * desktop's high contrast is the board cells' own (ab-board-cell.c). */
#include "ab-window-private.h"

#include "ab-phrases.h"

#define ZOOM_STEP 25
#define ZOOM_MIN 50
#define ZOOM_MAX 400
/* GtkSettings' gtk-xft-dpi at the usual text size: 96 dots an inch, in 1/1024. */
#define DPI_USUAL (96 * 1024)

static void
apply (AbWindow *self)
{
  int dpi = 0;
  double scale;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-xft-dpi", &dpi, NULL);
  scale = g_settings_get_uint (self->settings, "board-zoom") / 100.0;
  if (dpi > 0)
    scale *= (double) dpi / DPI_USUAL;
  ab_board_view_set_scale (self->board, scale);
}

static void
zoom_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);
  int step = g_variant_get_int32 (param);
  int zoom;

  if (self->settings == NULL)
    return;
  zoom = step == 0 ? 100 : (int) g_settings_get_uint (self->settings, "board-zoom") + step * ZOOM_STEP;
  zoom = CLAMP (zoom, ZOOM_MIN, ZOOM_MAX);
  g_settings_set_uint (self->settings, "board-zoom", (guint) zoom);
  _ab_window_say (self, ab_phrase_format (_ab_window_language (self), AB_PHRASE_BOARD_ZOOM, zoom),
                  AB_ANNOUNCE_ECHO);
}

void
_ab_window_view_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "player.zoom", "i", zoom_action);
}

void
_ab_window_view_init (AbWindow *self, GSettings *settings)
{
  g_signal_connect_object (settings, "changed::board-zoom", G_CALLBACK (apply), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (gtk_widget_get_settings (GTK_WIDGET (self)), "notify::gtk-xft-dpi",
                           G_CALLBACK (apply), self, G_CONNECT_SWAPPED);
  apply (self);
}
