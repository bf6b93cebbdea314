/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-window-files-ask.c — the question before a file's game replaces a match in progress
 * (Ctrl+O, --open, a file given to Annabella): a dialog the keyboard answers (Enter opens,
 * Escape cancels) and whose words are spoken, like the game actions' confirmations. */
#include "ab-window-private.h"

#include <glib/gi18n.h>

/* The question still open, if any: a newer request takes its place. */
#define ASKING "ab-window-files-asking"

typedef struct
{
  AbWindow *window;
  GFile *file;
  AbWindowFilesThen then;
} Pending;

static void
pending_free (gpointer data)
{
  Pending *pending = data;

  g_object_unref (pending->window);
  g_clear_object (&pending->file);
  g_free (pending);
}

static void
response_cb (AdwMessageDialog *dialog, const char *response, Pending *pending)
{
  AbWindow *self = pending->window;

  g_object_set_data (G_OBJECT (self), ASKING, NULL);
  if (!g_str_equal (response, "open"))
    {
      _ab_window_files_say_cancelled (self);
      return;
    }
  pending->then (self, pending->file);
}

void
_ab_window_files_ask_open (AbWindow *self, GFile *file, AbWindowFilesThen then)
{
  GtkWidget *dialog, *old = g_object_get_data (G_OBJECT (self), ASKING);
  Pending *pending;
  const char *heading, *body;

  /* Nothing is lost by a match without moves or one that is over: its record is kept. */
  if (ab_match_get_n_plies (self->match) == 0 || ab_match_is_over (self->match))
    {
      then (self, file);
      return;
    }
  if (old != NULL)
    gtk_window_destroy (GTK_WINDOW (old));
  pending = g_new0 (Pending, 1);
  pending->window = g_object_ref (self);
  pending->file = file != NULL ? g_object_ref (file) : NULL;
  pending->then = then;
  heading = _("End the Match and Open a Game?");
  body = _("The match in progress ends; the game from the file becomes the match. The current "
           "match is kept in the journal folder, as every earlier match is.");
  dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "open",
                                    _("_Open"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "open",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "open");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_data (dialog, "response", G_CALLBACK (response_cb), pending,
                         (GClosureNotify) (void (*) (void)) pending_free, 0);
  g_object_set_data (G_OBJECT (self), ASKING, dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  /* TRANSLATORS: the question before opening a game, as it is spoken: the dialog's heading
   * and text, then the keys that answer it */
  _ab_window_say (self, g_strdup_printf (_("%s %s Enter opens, Escape cancels."), heading, body),
                  AB_ANNOUNCE_INFO);
}
