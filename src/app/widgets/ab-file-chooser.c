/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-file-chooser.c — the native file chooser as the windows open it: modal, the kind of
 * file in hand offered before all files, in the folder of the file last used. */
#include "config.h"

#include "ab-file-chooser.h"

#include <adwaita.h>
#include <glib/gi18n.h>

static void
add_filter (GtkFileChooser *chooser, const char *name, const char *patterns)
{
  g_autoptr (GtkFileFilter) filter = gtk_file_filter_new ();
  g_auto (GStrv) each = g_strsplit (patterns, ";", -1);

  gtk_file_filter_set_name (filter, name);
  for (guint i = 0; each[i] != NULL; i++)
    gtk_file_filter_add_pattern (filter, each[i]);
  gtk_file_chooser_add_filter (chooser, filter);
}

GtkNativeDialog *
ab_file_chooser_new (GtkWindow *parent, const char *title, gboolean save, const char *filter_name,
                     const char *pattern, GFile *near, const char *suggested)
{
  GtkFileChooserNative *native = gtk_file_chooser_native_new (
      title, parent, save ? GTK_FILE_CHOOSER_ACTION_SAVE : GTK_FILE_CHOOSER_ACTION_OPEN,
      save ? _("_Save") : _("_Open"), _("_Cancel"));
  GtkFileChooser *chooser = GTK_FILE_CHOOSER (native);

  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (native), TRUE);
  if (filter_name != NULL)
    add_filter (chooser, filter_name, pattern);
  add_filter (chooser, _("All files"), "*");
  if (near != NULL)
    {
      g_autoptr (GFile) folder = g_file_get_parent (near);

      if (folder != NULL)
        gtk_file_chooser_set_current_folder (chooser, folder, NULL);
    }
  if (suggested != NULL)
    gtk_file_chooser_set_current_name (chooser, suggested);
  return GTK_NATIVE_DIALOG (native);
}

char *
ab_file_error_dialog (GtkWindow *parent, const char *heading, const char *message,
                      GCallback response_cb, gpointer object)
{
  GtkWidget *dialog = adw_message_dialog_new (parent, heading, message);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  g_signal_connect_object (dialog, "response", response_cb, object, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  /* TRANSLATORS: an error as it is spoken: the dialog's heading, then what is wrong */
  return g_strdup_printf (_("%s. %s"), heading, message);
}
