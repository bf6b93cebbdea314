/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-shortcuts.c — the shortcuts window (Ctrl+?), built when it is asked for.
 *
 * GtkApplication builds gtk/help-overlay.ui for every application window at start and
 * keeps it: some 5 MB of widgets each that a player may never open. Here it is built on
 * Ctrl+? and freed when closed. GtkApplicationWindow would also have filled in the keys
 * of the shortcuts that name an action; that is done here from the application's
 * accelerators. */
#include "ab-shortcuts.h"

static void
fill_accelerators (GtkBuilder *builder, GtkApplication *app)
{
  g_autoptr (GSList) objects = gtk_builder_get_objects (builder);

  for (GSList *l = objects; l != NULL && app != NULL; l = l->next)
    {
      g_autofree char *action = NULL;
      g_auto (GStrv) accels = NULL;
      g_autofree char *joined = NULL;

      if (!GTK_IS_SHORTCUTS_SHORTCUT (l->data))
        continue;
      g_object_get (l->data, "action-name", &action, NULL);
      if (action == NULL)
        continue;
      accels = gtk_application_get_accels_for_action (app, action);
      joined = g_strjoinv (" ", accels);
      g_object_set (l->data, "accelerator", joined, NULL);
    }
}

static void
show_cb (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  GtkWindow *window = user_data;
  const char *path = g_object_get_data (G_OBJECT (action), "ab-resource");
  g_autoptr (GtkBuilder) builder = gtk_builder_new_from_resource (path);
  GtkWindow *overlay = GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay"));

  fill_accelerators (builder, gtk_window_get_application (window));
  gtk_window_set_transient_for (overlay, window);
  gtk_window_set_modal (overlay, TRUE);
  gtk_window_set_destroy_with_parent (overlay, TRUE);
  gtk_window_present (overlay);
}

void
ab_shortcuts_add_action (GtkApplicationWindow *window, const char *resource_path)
{
  static const char *const accels[] = { "<Control>question", NULL };
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (window));
  GSimpleAction *action = g_simple_action_new ("show-help-overlay", NULL);

  g_return_if_fail (GTK_IS_APPLICATION_WINDOW (window));
  /* The key GtkApplication would have given it. */
  if (app != NULL)
    gtk_application_set_accels_for_action (app, "win.show-help-overlay", accels);
  g_object_set_data_full (G_OBJECT (action), "ab-resource", g_strdup (resource_path), g_free);
  g_signal_connect_object (action, "activate", G_CALLBACK (show_cb), window, 0);
  g_action_map_add_action (G_ACTION_MAP (window), G_ACTION (action));
  g_object_unref (action);
}
