/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-window-print.c — the scoresheet on paper (D.2.7), Ctrl+P or Main menu › Print the
 * Scoresheet: a braille file for an embosser (BRF, grade 1 braille of the announcement
 * language, from the braille module) or a large-print PDF, saved where the player chooses.
 * Every step is spoken: the choice, the file chooser, what was written or why not. */
#include "config.h"

#include <glib/gi18n.h>

#include "ab-braille-phrases.h"
#include "ab-braille-scoresheet.h"
#include "ab-file-chooser.h"
#include "ab-large-print.h"
#include "ab-match-pgn.h"
#include "ab-scoresheet.h"
#include "ab-window-private.h"

static void
say (AbWindow *self, char *text, AbAnnounceKind kind)
{
  _ab_window_say (self, text, kind);
}

/* The match's scoresheet in the announcement language, as paper of either kind. */
static GBytes *
paper (AbWindow *self, gboolean braille, GError **error)
{
  AbPgnGame game;
  AbScoresheet sheet;
  GBytes *bytes = NULL;

  ab_pgn_game_init (&game);
  if (!ab_match_to_pgn (self->match, &game)
      || !ab_scoresheet_init (&sheet, &game, _ab_window_language (self)))
    {
      ab_pgn_game_clear (&game);
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_FAILED, _("Out of memory."));
      return NULL;
    }
  ab_pgn_game_clear (&game);
  bytes = braille ? ab_braille_scoresheet_brf (&sheet, error) : ab_large_print_pdf (&sheet, error);
  ab_scoresheet_clear (&sheet);
  return bytes;
}

static void
write_paper (AbWindow *self, GFile *file, gboolean braille)
{
  AbLanguage lang = _ab_window_language (self);
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *name = path ? g_filename_display_basename (path) : g_file_get_uri (file);
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) bytes = paper (self, braille, &error);
  gsize len = 0;
  const char *data = bytes ? g_bytes_get_data (bytes, &len) : NULL;

  if (bytes == NULL
      || !g_file_replace_contents (file, data, len, NULL, FALSE, G_FILE_CREATE_NONE, NULL, NULL,
                                   &error))
    {
      say (self, ab_braille_phrase_format (lang, AB_BRAILLE_PHRASE_PRINT_FAILED, name,
                                           error->message),
           AB_ANNOUNCE_ERROR);
      ab_window_focus_input (self);
      return;
    }
  say (self, ab_braille_phrase_format (lang, braille ? AB_BRAILLE_PHRASE_PRINTED_BRF
                                                     : AB_BRAILLE_PHRASE_PRINTED_PDF, name),
       AB_ANNOUNCE_INFO);
  ab_window_focus_input (self);
}

static void
chooser_response_cb (GtkNativeDialog *chooser, int response, AbWindow *self)
{
  gboolean braille = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (chooser), "ab-braille"));
  g_autoptr (GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
  if (file == NULL)
    _ab_window_files_say_cancelled (self);
  else
    write_paper (self, file, braille);
}

static void
choose_file (AbWindow *self, gboolean braille)
{
  const char *title = braille ? _("Save the Scoresheet in Braille")
                              : _("Save the Scoresheet in Large Print");
  g_autofree char *name = _ab_window_files_suggested_name (self, braille ? "brf" : "pdf");
  GtkNativeDialog *chooser = ab_file_chooser_new (
    GTK_WINDOW (self), title, TRUE, braille ? _("Braille files (BRF)") : _("PDF files"),
    braille ? "*.[bB][rR][fF]" : "*.[pP][dD][fF]", NULL, name);

  g_object_set_data (G_OBJECT (chooser), "ab-braille", GINT_TO_POINTER (braille));
  g_signal_connect_object (chooser, "response", G_CALLBACK (chooser_response_cb), self, 0);
  gtk_native_dialog_show (chooser);
  say (self, g_strdup (title), AB_ANNOUNCE_INFO);
}

static void
print_response_cb (AdwMessageDialog *dialog, const char *response, AbWindow *self)
{
  if (g_str_equal (response, "braille") || g_str_equal (response, "large-print"))
    choose_file (self, g_str_equal (response, "braille"));
  else
    _ab_window_files_say_cancelled (self);
}

static void
print_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  AbWindow *self = data;
  GtkWidget *dialog = adw_message_dialog_new (
    GTK_WINDOW (self), _("Print the Scoresheet"),
    _("In braille: a BRF file for a braille embosser. In large print: a PDF of A4 pages, "
      "black on white."));

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "large-print", _("In _Large Print"), "braille",
                                    _("In _Braille"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "braille",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "braille");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (print_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  say (self, ab_braille_phrase_format (_ab_window_language (self), AB_BRAILLE_PHRASE_PRINT_ASK),
       AB_ANNOUNCE_INFO);
}

static const GActionEntry print_actions[] = {
  { "print", print_action },
};

void
_ab_window_print_init (AbWindow *self)
{
  g_action_map_add_action_entries (G_ACTION_MAP (self), print_actions,
                                   G_N_ELEMENTS (print_actions), self);
}
