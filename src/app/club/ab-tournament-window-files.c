/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tournament-window-files.c — the championship window's files: open a TRF, save it back,
 * export the standings, and the question about unsaved results. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ab-describe-tournament.h"
#include "ab-describe.h"
#include "ab-file-chooser.h"
#include "ab-tournament-trf.h"
#include "ab-tournament-window-private.h"

/* A TRF of the largest championship the core takes is far smaller. */
#define MAX_TRF_BYTES (16 * 1024 * 1024)

static char *
display_name (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);

  return path ? g_filename_display_name (path) : g_file_get_uri (file);
}

static void
error_response_cb (AdwMessageDialog *dialog, const char *response, AbTournamentWindow *self)
{
  /* The focus goes back where it was; with nothing open, to the open button. */
  if (self->tournament == NULL)
    gtk_widget_grab_focus (self->open_button);
}

void
_ab_tournament_window_error (AbTournamentWindow *self, const char *heading, const char *message)
{
  g_autofree char *said = ab_file_error_dialog (GTK_WINDOW (self), heading, message,
                                                G_CALLBACK (error_response_cb), self);

  _ab_tournament_window_say (self, said, TRUE);
}

gboolean
_ab_tournament_window_load (AbTournamentWindow *self, GFile *file)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *contents = NULL, *name = display_name (file), *heading = NULL;
  gsize length = 0;
  AbTournament *tournament;
  AbTrfError trf_error;
  char what[AB_DESCRIBE_MAX];

  /* TRANSLATORS: the heading of an error dialog: the file could not be opened */
  heading = g_strdup_printf (_("Cannot Open %s"), name);
  if (!g_file_load_contents (file, NULL, &contents, &length, NULL, &error))
    {
      _ab_tournament_window_error (self, heading, error->message);
      return FALSE;
    }
  if (length > MAX_TRF_BYTES)
    {
      g_autofree char *message = g_strdup_printf (_("The file is larger than %d MiB: it is no "
                                                    "tournament report."),
                                                  MAX_TRF_BYTES / (1024 * 1024));

      _ab_tournament_window_error (self, heading, message);
      return FALSE;
    }
  tournament = ab_tournament_new ();
  if (!ab_tournament_read_trf (tournament, contents, length, &trf_error))
    {
      g_autofree char *message = NULL;

      ab_tournament_free (tournament);
      ab_describe_trf_error (&trf_error, what, sizeof what);
      /* TRANSLATORS: where a TRF file is broken: "Line 12: column 128: …" */
      message = trf_error.line > 0 ? g_strdup_printf (_("Line %d: %s"), trf_error.line, what)
                                   : g_strdup (what);
      _ab_tournament_window_error (self, heading, message);
      return FALSE;
    }
  _ab_tournament_window_set_tournament (self, tournament, g_object_ref (file));
  return TRUE;
}

gboolean
_ab_tournament_window_save_to (AbTournamentWindow *self, GFile *file)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL, *name = NULL, *done = NULL;
  size_t length;

  if (self->tournament == NULL)
    return FALSE;
  if (file == NULL)
    file = self->file;
  if (file == NULL)
    {
      _ab_tournament_window_choose_save (self);
      return FALSE;
    }
  name = display_name (file);
  length = ab_tournament_write_trf (self->tournament, -1, NULL, 0);
  text = g_malloc (length + 1);
  ab_tournament_write_trf (self->tournament, -1, text, length + 1);
  if (!g_file_replace_contents (file, text, length, NULL, FALSE, G_FILE_CREATE_NONE, NULL, NULL,
                                &error))
    {
      g_autofree char *heading = g_strdup_printf (_("Cannot Save %s"), name);

      _ab_tournament_window_error (self, heading, error->message);
      return FALSE;
    }
  if (file != self->file)
    g_set_object (&self->file, file);
  self->dirty = FALSE;
  _ab_tournament_window_update_title (self);
  done = g_strdup_printf (_("Saved %s."), name);
  _ab_tournament_window_say (self, done, FALSE);
  return TRUE;
}

/* ---- what waits for the question ---- */

static void
run_pending (AbTournamentWindow *self, AbPending pending, GFile *file)
{
  switch (pending)
    {
    case AB_PENDING_CHOOSE_FILE:
      _ab_tournament_window_choose_open (self);
      break;
    case AB_PENDING_OPEN_FILE:
      _ab_tournament_window_load (self, file);
      break;
    case AB_PENDING_CLOSE:
      self->dirty = FALSE;
      gtk_window_close (GTK_WINDOW (self));
      break;
    case AB_PENDING_NONE:
    default:
      break;
    }
}

static void
confirm_response_cb (AdwMessageDialog *dialog, const char *response, AbTournamentWindow *self)
{
  AbPending pending = self->pending;
  g_autoptr (GFile) file = g_steal_pointer (&self->pending_file);

  self->pending = AB_PENDING_NONE;
  if (g_str_equal (response, "save"))
    {
      if (_ab_tournament_window_save_to (self, NULL))
        run_pending (self, pending, file);
    }
  else if (g_str_equal (response, "discard"))
    {
      self->dirty = FALSE;
      run_pending (self, pending, file);
    }
}

void
_ab_tournament_window_confirm (AbTournamentWindow *self, AbPending pending, GFile *file)
{
  GtkWidget *dialog;
  const char *body = _("The results entered since the file was last saved are not in it yet.");

  if (!self->dirty)
    {
      run_pending (self, pending, file);
      return;
    }
  self->pending = pending;
  g_set_object (&self->pending_file, file);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Save the Results?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "discard", _("_Discard"), "save", _("_Save"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (confirm_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  _ab_tournament_window_say (self, _("Save the results? The results entered since the file was "
                                    "last saved are not in it yet."),
                             FALSE);
}

/* ---- file choosers ---- */

typedef enum
{
  CHOOSE_OPEN,
  CHOOSE_SAVE,
  CHOOSE_CSV,
  CHOOSE_HTML,
} Choice;

/* Calls an export with a buffer that grows until the text fits. */
static char *
export_with (const AbTournament *t, const AbStandings *standings, int group,
             AbExportFormat format, const AbExportLabels *labels)
{
  size_t size = 4096, length;
  char *buf = g_malloc (size);

  for (;;)
    {
      length = standings ? ab_tournament_export_standings (t, standings, format, labels, buf,
                                                           size)
                         : ab_tournament_export_crosstable (t, group, format, labels, buf, size);
      if (length < size)
        return buf;
      size = length + 1;
      buf = g_realloc (buf, size);
    }
}

/* The page's language for screen readers: the locale's, "en" for C. */
static char *
html_language (void)
{
  const char *locale = g_get_language_names ()[0];
  g_autofree char *lang = g_strndup (locale, strcspn (locale, ".@"));

  if (g_str_equal (lang, "C") || g_str_equal (lang, "POSIX") || lang[0] == '\0')
    return g_strdup ("en");
  return g_strdelimit (g_steal_pointer (&lang), "_", '-');
}

static char *
export_text (AbTournamentWindow *self, AbExportFormat format)
{
  AbStandings st;
  AbExportLabels labels;
  char group[64];
  g_autofree char *title = NULL, *standings = NULL, *crosstable = NULL, *lang = NULL;
  g_autofree char *escaped = NULL;

  ab_tournament_standings (self->tournament, self->group, self->round, &st);
  ab_describe_group (self->group, group, sizeof group);
  /* TRANSLATORS: the caption of exported standings: "Group 1, after round 4" */
  title = g_strdup_printf (_("%s, after round %d"), group, st.upto_round);
  ab_describe_export_labels (&labels, title);
  standings = export_with (self->tournament, &st, self->group, format, &labels);
  if (format != AB_EXPORT_HTML)
    return g_steal_pointer (&standings);
  labels.title = group;
  crosstable = export_with (self->tournament, NULL, self->group, format, &labels);
  lang = html_language ();
  escaped = g_markup_escape_text (ab_tournament_get_info (self->tournament)->name, -1);
  return g_strdup_printf ("<!DOCTYPE html>\n<html lang=\"%s\">\n<head>\n<meta charset=\"utf-8\">\n"
                          "<title>%s</title>\n</head>\n<body>\n<h1>%s</h1>\n%s%s</body>\n</html>\n",
                          lang, escaped, escaped, standings, crosstable);
}

static void
write_export (AbTournamentWindow *self, GFile *file, AbExportFormat format)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = export_text (self, format), *name = display_name (file);
  g_autofree char *done = NULL;

  if (!g_file_replace_contents (file, text, strlen (text), NULL, FALSE, G_FILE_CREATE_NONE, NULL,
                                NULL, &error))
    {
      g_autofree char *heading = g_strdup_printf (_("Cannot Export to %s"), name);

      _ab_tournament_window_error (self, heading, error->message);
      return;
    }
  done = g_strdup_printf (_("Standings exported to %s."), name);
  _ab_tournament_window_say (self, done, FALSE);
}

static void
chooser_response_cb (GtkNativeDialog *chooser, int response, AbTournamentWindow *self)
{
  Choice choice = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (chooser), "ab-choice"));
  g_autoptr (GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_clear_object (&self->chooser);
  if (file != NULL)
    switch (choice)
      {
      case CHOOSE_OPEN: _ab_tournament_window_load (self, file); break;
      case CHOOSE_SAVE: _ab_tournament_window_save_to (self, file); break;
      case CHOOSE_CSV: write_export (self, file, AB_EXPORT_CSV); break;
      case CHOOSE_HTML: write_export (self, file, AB_EXPORT_HTML); break;
      default: break;
      }
  if (self->tournament == NULL)
    gtk_widget_grab_focus (self->open_button);
}

static void
choose (AbTournamentWindow *self, Choice choice, const char *title, const char *suggested)
{
  gboolean trf = choice == CHOOSE_OPEN || choice == CHOOSE_SAVE;

  if (self->chooser == NULL)
    {
      self->chooser = ab_file_chooser_new (GTK_WINDOW (self), title, choice != CHOOSE_OPEN,
                                           trf ? _("Tournament report files (TRF)") : NULL,
                                           "*.[tT][rR][fF]", self->file, suggested);
      g_object_set_data (G_OBJECT (self->chooser), "ab-choice", GINT_TO_POINTER (choice));
      g_signal_connect (self->chooser, "response", G_CALLBACK (chooser_response_cb), self);
    }
  gtk_native_dialog_show (self->chooser);
}

void
_ab_tournament_window_choose_open (AbTournamentWindow *self)
{
  choose (self, CHOOSE_OPEN, _("Open a Championship"), NULL);
}

/* "club-2014" of club-2014.trf. */
static char *
file_stem (AbTournamentWindow *self)
{
  g_autofree char *base = self->file ? g_file_get_basename (self->file) : g_strdup ("championship");
  char *dot = strrchr (base, '.');

  if (dot != NULL && dot != base)
    *dot = '\0';
  return g_steal_pointer (&base);
}

void
_ab_tournament_window_choose_save (AbTournamentWindow *self)
{
  g_autofree char *stem = NULL, *suggested = NULL;

  if (self->tournament == NULL)
    return;
  stem = file_stem (self);
  suggested = g_strdup_printf ("%s.trf", stem);
  choose (self, CHOOSE_SAVE, _("Save the Championship As"), suggested);
}

void
_ab_tournament_window_choose_export (AbTournamentWindow *self, const char *format)
{
  gboolean html = g_strcmp0 (format, "html") == 0;
  g_autofree char *stem = NULL, *suggested = NULL;

  if (self->tournament == NULL)
    return;
  stem = file_stem (self);
  /* TRANSLATORS: a file name: "club-2014-group-1.csv"; keep it free of spaces */
  suggested = g_strdup_printf (_("%s-group-%d.%s"), stem, self->group + 1, html ? "html" : "csv");
  choose (self, html ? CHOOSE_HTML : CHOOSE_CSV,
          html ? _("Export the Standings as HTML") : _("Export the Standings as CSV"), suggested);
}
