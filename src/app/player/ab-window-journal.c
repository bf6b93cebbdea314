/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-window-journal.c — a kept match opened again (Ctrl+Shift+K, or a .journal file given
 * to Annabella): an interrupted match set aside at start, or an earlier one, from the
 * journal folder. Over a match in progress it asks first (ab-window-files-ask.c); the
 * outcome says the match, where the one it replaced is kept, the clocks and whose move. */
#include "config.h"

#include <glib/gi18n.h>

#include "ab-file-chooser.h"
#include "ab-match-keep.h"
#include "ab-phrases.h"
#include "ab-resume-phrases.h"
#include "ab-window-private.h"

/* The chooser while it is open. */
#define CHOOSER "ab-window-journal-chooser"

static void
append (GString *text, char *phrase)
{
  if (phrase == NULL)
    return;
  if (text->len > 0)
    g_string_append_c (text, ' ');
  g_string_append (text, phrase);
  g_free (phrase);
}

static void
error_response_cb (AdwMessageDialog *dialog, const char *response, AbWindow *self)
{
  ab_window_focus_input (self);
}

static void
open_journal (AbWindow *self, GFile *file)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *name = g_file_get_basename (file);
  AbLanguage lang = _ab_window_language (self);
  const char *kept;
  GString *text;
  guint n;

  if (path == NULL || !ab_match_open_journal (self->match, path, &error))
    {
      g_autofree char *heading = g_strdup_printf (_("Cannot Open %s"), name);

      /* The reason on screen, for the arbiter; the players hear it in their language. */
      g_free (ab_file_error_dialog (GTK_WINDOW (self), heading,
                                    error ? error->message : _("It is not a local file."),
                                    G_CALLBACK (error_response_cb), self));
      _ab_window_say (self, ab_resume_phrase_format (lang, AB_RESUME_PHRASE_OPEN_FAILED, name),
                      AB_ANNOUNCE_ERROR);
      return;
    }
  n = ab_match_get_n_plies (self->match);
  text = g_string_new (NULL);
  append (text, ab_resume_phrase_format (lang, AB_RESUME_PHRASE_OPENED, name, n));
  kept = ab_match_get_kept_journal (self->match);
  if (kept != NULL)
    {
      g_autofree char *kept_name = g_path_get_basename (kept);

      append (text, ab_resume_phrase_format (lang, AB_RESUME_PHRASE_KEPT, kept_name));
    }
  append (text, ab_resume_phrase_clocks (lang, self->match));
  if (n > 0)
    append (text, ab_phrase_format (lang, AB_PHRASE_LAST_MOVE,
                                    ab_match_get_move_number (self->match, n - 1),
                                    ab_phrase_color (lang, ab_match_get_mover (self->match,
                                                                               n - 1)),
                                    ab_match_get_spoken (self->match, n - 1)));
  ab_window_focus_input (self);
  _ab_window_say (self, g_string_free (text, FALSE), AB_ANNOUNCE_INFO);
  gtk_widget_activate_action (GTK_WIDGET (self), "player.whose-turn", NULL);
}

void
_ab_window_journal_open (AbWindow *self, GFile *file)
{
  _ab_window_files_ask_open (self, file, open_journal);
}

static void
chooser_response_cb (GtkNativeDialog *chooser, int response, AbWindow *self)
{
  g_autoptr (GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_object_set_data (G_OBJECT (self), CHOOSER, NULL);
  if (file == NULL)
    {
      _ab_window_files_say_cancelled (self);
      return;
    }
  _ab_window_journal_open (self, file);
}

static void
open_journal_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  AbWindow *self = data;
  GtkNativeDialog *chooser = g_object_get_data (G_OBJECT (self), CHOOSER);
  const char *path = ab_match_get_journal_path (self->match);
  g_autoptr (GFile) journal = path != NULL ? g_file_new_for_path (path) : NULL;
  const char *title = _("Open a Kept Match");

  if (chooser == NULL)
    {
      /* In the journal folder, where every match set aside is kept. */
      chooser = ab_file_chooser_new (GTK_WINDOW (self), title, FALSE, _("Match journals"),
                                     "*.journal", journal, NULL);
      g_object_set_data_full (G_OBJECT (self), CHOOSER, chooser, g_object_unref);
      g_signal_connect (chooser, "response", G_CALLBACK (chooser_response_cb), self);
    }
  gtk_native_dialog_show (chooser);
  _ab_window_say (self, g_strdup (title), AB_ANNOUNCE_INFO);
}

static const GActionEntry journal_actions[] = {
  { "open-journal", open_journal_action },
};

void
_ab_window_journal_init (AbWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), journal_actions,
                                   G_N_ELEMENTS (journal_actions), self);
}
