/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-arbiter-window-import.c — scoresheets imported from files into the arbiter's view. */
#include "config.h"

#include "ab-arbiter-window-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ab-arbiter-sheet.h"
#include "ab-arbiter-words.h"
#include "ab-file-chooser.h"

/* The blind player's scoresheet from a file instead of the match's (the arbiter's own
 * copy, or a game not played in Annabella): shown as sheet A; FALSE, said, when it does
 * not read. */
static gboolean
import_sheet_a (AbArbiterWindow *self, const char *contents, gsize len, const char *name)
{
  g_autofree char *why = NULL, *heading = NULL;
  AbReconcileSheet a;

  ab_reconcile_sheet_init (&a);
  if (!ab_arbiter_sheet_read (contents, len, _ab_arbiter_window_match_start (self), &a, &why))
    {
      g_autofree char *said = g_strdup_printf (
        ab_arbiter_word (_ab_arbiter_window_language (self), AB_ARBITER_WORD_SHEET_A_ERROR), why);

      _ab_arbiter_window_say_error (self, said, GTK_WIDGET (self->sheet_lists[0]));
      return FALSE;
    }
  self->imported_a = TRUE;
  ab_reconcile_sheet_clear (&self->sheets[0]);
  self->sheets[0] = a;
  _ab_arbiter_window_fill_list (self, 0, 0);
  /* TRANSLATORS: the heading of scoresheet A once it was imported; %s: the file's name */
  heading = g_strdup_printf (_("Scoresheet A, the blind player's (imported from %s)"), name);
  gtk_label_set_text (self->sheet_a_heading, heading);
  return TRUE;
}

static void
say_not_a_sheet (AbArbiterWindow *self, const char *name)
{
  g_autofree char *text = g_strdup_printf (_("%s: not a scoresheet (not UTF-8 text, or too "
                                             "large)"),
                                           name);

  _ab_arbiter_window_say_error (self, text, GTK_WIDGET (self->other_text));
}

static void
loaded_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (AbArbiterWindow) self = user_data;
  g_autoptr (GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *name = g_file_get_basename (G_FILE (source));
  g_autofree char *said = NULL;
  gsize len = 0;

  gboolean loaded = g_file_load_contents_finish (G_FILE (source), result, &contents, &len, NULL,
                                                 &error);

  /* The window was destroyed meanwhile, or closed, which gave up the import. */
  if (self->match == NULL || !gtk_widget_get_visible (GTK_WIDGET (self)))
    return;
  if (!loaded)
    {
      g_autofree char *text = g_strdup_printf ("%s: %s", name, error->message);

      _ab_arbiter_window_say_error (self, text, GTK_WIDGET (self->other_text));
      return;
    }
  if (len > AB_ARBITER_SHEET_FILE_MAX || !g_utf8_validate_len (contents, len, NULL)
      || memchr (contents, '\0', len) != NULL)
    {
      say_not_a_sheet (self, name);
      return;
    }
  if (self->importing == 0 && !import_sheet_a (self, contents, len, name))
    return;
  if (self->importing == 1)
    {
      gtk_text_buffer_set_text (gtk_text_view_get_buffer (self->other_text), contents, (int) len);
      gtk_widget_grab_focus (GTK_WIDGET (self->other_text));
    }
  said = g_strdup_printf (
      ab_arbiter_word (_ab_arbiter_window_language (self), AB_ARBITER_WORD_IMPORTED), name);
  _ab_arbiter_window_say (self, said, AB_ANNOUNCE_INFO);
  _ab_arbiter_window_compare (self);
}

static void
chooser_response_cb (GtkNativeDialog *dialog, int response, AbArbiterWindow *self)
{
  g_autoptr (GFile) file = NULL;
  g_autoptr (GFileInfo) info = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
  gtk_native_dialog_destroy (dialog);
  g_clear_object (&self->chooser);
  if (file == NULL)
    {
      gtk_widget_grab_focus (GTK_WIDGET (self->other_text));
      _ab_arbiter_window_say (
          self,
          ab_arbiter_word (_ab_arbiter_window_language (self), AB_ARBITER_WORD_NOTHING_IMPORTED),
          AB_ANNOUNCE_INFO);
      return;
    }
  /* A file far larger than any scoresheet is not read into memory at all. */
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE, G_FILE_QUERY_INFO_NONE, NULL,
                            NULL);
  if (info != NULL && g_file_info_get_size (info) > (goffset) AB_ARBITER_SHEET_FILE_MAX)
    {
      g_autofree char *name = g_file_get_basename (file);

      say_not_a_sheet (self, name);
      return;
    }
  g_file_load_contents_async (file, NULL, loaded_cb, g_object_ref (self));
}

/* Ctrl+O: scoresheet B, the sighted player's; Ctrl+Shift+O: scoresheet A. */
void
_ab_arbiter_window_import_action (GtkWidget *widget, const char *name, GVariant *param)
{
  AbArbiterWindow *self = AB_ARBITER_WINDOW (widget);
  int sheet = g_str_equal (name, "arbiter.import-a") ? 0 : 1;

  if (self->chooser != NULL)
    return;
  self->importing = sheet;
  self->chooser = ab_file_chooser_new (GTK_WINDOW (self),
                                       sheet ? _("Import the Sighted Player's Scoresheet")
                                             : _("Import the Blind Player's Scoresheet"),
                                       FALSE, _("Scoresheets (PGN, text)"),
                                       "*.pgn;*.PGN;*.txt;*.TXT", NULL, NULL);
  g_signal_connect (self->chooser, "response", G_CALLBACK (chooser_response_cb), self);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (self->chooser));
}
