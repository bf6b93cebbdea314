/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-mirror-place.c — fullscreen on the other monitor, or a normal window. */
#include "ab-mirror-place.h"

guint
ab_mirror_pick_monitor (guint n, guint main)
{
  if (n < 2)
    return n;
  /* Unknown: the player's window usually opens on the first. */
  return main == 0 || main >= n ? 1 : 0;
}

/* The index of the monitor player is on, or n when it is not shown yet. */
static guint
player_monitor (GListModel *monitors, GtkWindow *player)
{
  guint n = g_list_model_get_n_items (monitors);
  GdkSurface *surface;
  GdkMonitor *at;

  if (player == NULL || !gtk_widget_get_realized (GTK_WIDGET (player)))
    return n;
  surface = gtk_native_get_surface (GTK_NATIVE (player));
  at = gdk_display_get_monitor_at_surface (gdk_surface_get_display (surface), surface);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr (GdkMonitor) m = g_list_model_get_item (monitors, i);

      if (m == at)
        return i;
    }
  return n;
}

gboolean
ab_mirror_window_place (AbMirrorWindow *self, GtkWindow *player, gboolean wanted)
{
  GListModel *monitors = gdk_display_get_monitors (gtk_widget_get_display (GTK_WIDGET (self)));
  guint n = g_list_model_get_n_items (monitors);
  guint pick = ab_mirror_pick_monitor (n, player_monitor (monitors, player));
  g_autoptr (GdkMonitor) monitor = NULL;

  if (!wanted || pick >= n)
    {
      if (gtk_window_is_fullscreen (GTK_WINDOW (self)))
        gtk_window_unfullscreen (GTK_WINDOW (self));
      return FALSE;
    }
  monitor = g_list_model_get_item (monitors, pick);
  gtk_window_fullscreen_on_monitor (GTK_WINDOW (self), monitor);
  return TRUE;
}
