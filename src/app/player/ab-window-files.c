/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-window-files.c — the player's window's files: save the match as PGN (Ctrl+S, Ctrl+Shift+S),
 * open a PGN (Ctrl+O: asked first over a match in progress, ab-window-files-ask.c; read in
 * a worker thread with a spoken progress bar, then a game chooser when it holds several)
 * and export the scoresheet (Ctrl+E). Every step can be cancelled; a broken file is named
 * and explained, aloud and on screen, and changes nothing. */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ab-file-chooser.h"
#include "ab-match-pgn.h"
#include "ab-pgn-chooser.h"
#include "ab-pgn-index.h"
#include "ab-window-private.h"

/* Progress is spoken at every tenth, and at least this often while it moves. */
#define PROGRESS_SPEAK_USEC (2 * G_USEC_PER_SEC)
/* A read quicker than this shows no progress dialog at all. */
#define PROGRESS_DELAY_MS 300

typedef enum
{
  CHOOSE_OPEN,
  CHOOSE_SAVE,
  CHOOSE_EXPORT,
} Choice;

struct _AbWindowFiles
{
  GFile *file;                 /* where the match was last saved; NULL: ask */
  GtkNativeDialog *chooser;
  GCancellable *reading;       /* a file being read */
  GFile *reading_file;
  GtkWidget *progress_dialog;
  GtkProgressBar *progress_bar;
  guint progress_timeout;
  double fraction;
  int spoken_percent;
  gint64 spoken_at;
  AbPgnIndex *index;           /* while its chooser is open */
  char *not_opened;            /* the other files given at once: said with the outcome */
  /* The export's choices, while its file is chosen. */
  gboolean export_pgn;
  AbLanguage export_letters;
  gboolean export_long;
};

static void
say (AbWindow *self, const char *text, AbAnnounceKind kind)
{
  _ab_window_say (self, g_strdup (text), kind);
}

/* The outcome of an open names the files given with it that were not opened, so that
 * none is passed over without a word. */
static void
say_outcome (AbWindow *self, const char *text, AbAnnounceKind kind)
{
  g_autofree char *not_opened = g_steal_pointer (&self->files->not_opened);

  _ab_window_say (self, not_opened ? g_strdup_printf ("%s %s", text, not_opened) : g_strdup (text),
                  kind);
}

static char *
display_name (GFile *file)
{
  g_autofree char *path = g_file_get_path (file);

  return path ? g_filename_display_basename (path) : g_file_get_uri (file);
}

static void
error_response_cb (AdwMessageDialog *dialog, const char *response, AbWindow *self)
{
  ab_window_focus_input (self);
}

/* A dialog, and the same words spoken. */
static void
show_error (AbWindow *self, const char *heading, const char *message)
{
  g_autofree char *said = ab_file_error_dialog (GTK_WINDOW (self), heading, message,
                                                G_CALLBACK (error_response_cb), self);

  say_outcome (self, said, AB_ANNOUNCE_ERROR);
}

void
_ab_window_files_say_cancelled (AbWindow *self)
{
  say_outcome (self, _("Cancelled. The match stays as it was."), AB_ANNOUNCE_INFO);
  ab_window_focus_input (self);
}

/* ---- writing ---- */

static char *
match_pgn (AbWindow *self, AbPgnNotation notation)
{
  AbPgnGame game;
  AbPgnOutput out = { 0 };
  char *text = NULL;

  ab_pgn_game_init (&game);
  if (ab_match_to_pgn (self->match, &game) && ab_pgn_write_game (&game, notation, &out))
    text = g_strdup (out.data);
  ab_pgn_output_clear (&out);
  ab_pgn_game_clear (&game);
  return text;
}

static gboolean
write_file (AbWindow *self, GFile *file, const char *text, const char *done_format)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *name = display_name (file), *done = NULL;

  if (text == NULL
      || !g_file_replace_contents (file, text, strlen (text), NULL, FALSE, G_FILE_CREATE_NONE,
                                   NULL, NULL, &error))
    {
      g_autofree char *heading = g_strdup_printf (_("Cannot Save %s"), name);

      show_error (self, heading, error ? error->message : _("Out of memory."));
      return FALSE;
    }
  done = g_strdup_printf (done_format, name);
  say (self, done, AB_ANNOUNCE_INFO);
  ab_window_focus_input (self);
  return TRUE;
}

static void
save_to (AbWindow *self, GFile *file)
{
  g_autofree char *text = match_pgn (self, AB_PGN_NOTATION_SAN);

  /* TRANSLATORS: said when the match was saved: "Saved anna-bella.pgn." */
  if (write_file (self, file, text, _("Saved %s.")))
    g_set_object (&self->files->file, file);
}

static void
export_to (AbWindow *self, GFile *file)
{
  AbWindowFiles *f = self->files;
  static const AbPgnNotation notations[] = {
    [AB_LANG_EN] = AB_PGN_NOTATION_SAN,
    [AB_LANG_NL] = AB_PGN_NOTATION_SAN_NL,
    [AB_LANG_DE] = AB_PGN_NOTATION_SAN_DE,
  };
  g_autofree char *text = f->export_pgn ? match_pgn (self, notations[f->export_letters])
                                        : ab_match_format_scoresheet (self->match,
                                                                      f->export_letters,
                                                                      f->export_long);

  /* TRANSLATORS: said when the scoresheet was exported: "Scoresheet exported to game.txt." */
  write_file (self, file, text, _("Scoresheet exported to %s."));
}

/* ---- reading ---- */

static void
open_game (AbWindow *self, AbPgnIndex *index, guint i)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *row = ab_pgn_index_describe (ab_pgn_index_get_entry (index, i));
  g_autofree char *said = NULL;
  AbPgnGame game;
  const AbGame *current = ab_match_get_game (self->match);

  ab_pgn_game_init (&game);
  if (!ab_pgn_index_load_game (index, i, &game, &error)
      || !ab_match_start_pgn (self->match, &game, ab_match_get_blind_color (self->match),
                              ab_game_get_edition (current), &error))
    {
      ab_pgn_game_clear (&game);
      show_error (self, _("Cannot Open the Game"), error->message);
      return;
    }
  ab_pgn_game_clear (&game);
  /* An opened game is not saved back over the file it came from without asking. */
  g_clear_object (&self->files->file);
  ab_window_focus_input (self);
  /* TRANSLATORS: said when a game was opened: the game's row, then whose move it is */
  said = g_strdup_printf (_("Opened %s."), row);
  say_outcome (self, said, AB_ANNOUNCE_INFO);
  gtk_widget_activate_action (GTK_WIDGET (self), "player.whose-turn", NULL);
}

static void
chooser_chosen_cb (AbPgnChooser *chooser, guint i, AbWindow *self)
{
  open_game (self, self->files->index, i);
  g_clear_pointer (&self->files->index, ab_pgn_index_free);
}

static void
chooser_cancelled_cb (AbPgnChooser *chooser, AbWindow *self)
{
  g_clear_pointer (&self->files->index, ab_pgn_index_free);
  _ab_window_files_say_cancelled (self);
}

static void
close_progress (AbWindow *self)
{
  AbWindowFiles *f = self->files;

  g_clear_handle_id (&f->progress_timeout, g_source_remove);
  if (f->progress_dialog != NULL)
    {
      GtkWidget *dialog = g_steal_pointer (&f->progress_dialog);

      f->progress_bar = NULL;
      gtk_window_destroy (GTK_WINDOW (dialog));
    }
}

static void
read_done_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (AbWindow) self = data;
  AbWindowFiles *f = self->files;
  g_autoptr (GError) error = NULL;
  g_autoptr (GFile) file = f ? g_steal_pointer (&f->reading_file) : NULL;
  AbPgnIndex *index = ab_pgn_index_read_finish (result, &error);
  AbPgnChooser *chooser;

  if (f == NULL) /* the window went away while the file was read */
    {
      ab_pgn_index_free (index);
      return;
    }
  g_clear_object (&f->reading);
  close_progress (self);
  if (index == NULL)
    {
      g_autofree char *name = display_name (file), *heading = NULL;

      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          _ab_window_files_say_cancelled (self);
          return;
        }
      /* TRANSLATORS: the heading of an error dialog: the file could not be opened */
      heading = g_strdup_printf (_("Cannot Open %s"), name);
      show_error (self, heading, error->message);
      return;
    }
  if (ab_pgn_index_get_n_games (index) == 1)
    {
      open_game (self, index, 0);
      ab_pgn_index_free (index);
      return;
    }
  f->index = index;
  chooser = ab_pgn_chooser_new (GTK_WINDOW (self), index, self->announcer);
  g_signal_connect_object (chooser, "chosen", G_CALLBACK (chooser_chosen_cb), self, 0);
  g_signal_connect_object (chooser, "cancelled", G_CALLBACK (chooser_cancelled_cb), self, 0);
  gtk_window_present (GTK_WINDOW (chooser));
}

static void
speak_progress (AbWindow *self)
{
  AbWindowFiles *f = self->files;
  int percent = (int) (f->fraction * 100);
  gint64 now = g_get_monotonic_time ();
  g_autofree char *text = NULL;

  if (f->progress_dialog == NULL || percent <= f->spoken_percent
      || (percent / 10 == f->spoken_percent / 10 && now - f->spoken_at < PROGRESS_SPEAK_USEC))
    return;
  f->spoken_percent = percent;
  f->spoken_at = now;
  /* TRANSLATORS: said while a large PGN file is read */
  text = g_strdup_printf (_("Reading games: %d percent"), percent);
  say (self, text, AB_ANNOUNCE_INFO);
}

static void
progress_cb (double fraction, gpointer data)
{
  AbWindow *self = data;
  AbWindowFiles *f = self->files;

  if (f == NULL || f->reading == NULL)
    return;
  f->fraction = fraction;
  if (f->progress_bar != NULL)
    gtk_progress_bar_set_fraction (f->progress_bar, fraction);
  speak_progress (self);
}

static void
progress_response_cb (AdwMessageDialog *dialog, const char *response, AbWindow *self)
{
  AbWindowFiles *f = self->files;

  /* The dialog closes itself; the read ends with "cancelled" and says so. */
  f->progress_dialog = NULL;
  f->progress_bar = NULL;
  if (f->reading != NULL)
    g_cancellable_cancel (f->reading);
}

static gboolean
show_progress_cb (gpointer data)
{
  AbWindow *self = data;
  AbWindowFiles *f = self->files;
  g_autofree char *name = display_name (f->reading_file);
  GtkWidget *dialog, *bar;

  f->progress_timeout = 0;
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Reading the Games"), name);
  bar = gtk_progress_bar_new ();
  gtk_progress_bar_set_show_text (GTK_PROGRESS_BAR (bar), TRUE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (bar), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Reading games"), -1);
  gtk_progress_bar_set_fraction (GTK_PROGRESS_BAR (bar), f->fraction);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), bar);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"));
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (progress_response_cb), self, 0);
  f->progress_dialog = dialog;
  f->progress_bar = GTK_PROGRESS_BAR (bar);
  f->spoken_percent = (int) (f->fraction * 100) - 1;
  f->spoken_at = 0;
  gtk_window_present (GTK_WINDOW (dialog));
  /* TRANSLATORS: said when a large PGN file starts being read; Escape stops it */
  say (self, _("Reading the games. Escape cancels."), AB_ANNOUNCE_INFO);
  return G_SOURCE_REMOVE;
}

static void
start_reading (AbWindow *self, GFile *file)
{
  AbWindowFiles *f = self->files;

  if (f->reading != NULL)
    return;
  f->reading = g_cancellable_new ();
  g_set_object (&f->reading_file, file);
  f->fraction = 0;
  f->progress_timeout = g_timeout_add (PROGRESS_DELAY_MS, show_progress_cb, self);
  ab_pgn_index_read_async (file, f->reading, progress_cb, self, read_done_cb,
                           g_object_ref (self));
}

static gboolean
has_suffix (GFile *file, const char *suffix)
{
  g_autofree char *name = g_file_get_basename (file);

  return name != NULL && g_str_has_suffix (name, suffix);
}

void
ab_window_open_file (AbWindow *self, GFile *file)
{
  ab_window_open_files (self, &file, 1);
}

/* A window holds one match: the first file is opened, the others are named. */
void
ab_window_open_files (AbWindow *self, GFile **files, int n_files)
{
  g_autoptr (GString) names = g_string_new (NULL);

  g_return_if_fail (AB_IS_WINDOW (self));
  g_return_if_fail (n_files > 0);

  for (int i = 1; i < n_files; i++)
    {
      g_autofree char *name = display_name (files[i]);

      /* TRANSLATORS: the separator between file names in a list */
      g_string_append_printf (names, "%s%s", i > 1 ? _(", ") : "", name);
    }
  g_free (self->files->not_opened);
  self->files->not_opened = NULL;
  if (n_files > 1)
    /* TRANSLATORS: said after a file was opened (or not) when several were given at once;
     * %s lists the others */
    self->files->not_opened = g_strdup_printf (_("Not opened: %s. One file is opened at a "
                                                 "time; Control O opens another."),
                                               names->str);
  /* A kept match's journal becomes the match; anything else is read as PGN. */
  if (has_suffix (files[0], ".journal"))
    _ab_window_journal_open (self, files[0]);
  else
    _ab_window_files_ask_open (self, files[0], start_reading);
}

/* ---- file choosers ---- */

static void
chooser_response_cb (GtkNativeDialog *chooser, int response, AbWindow *self)
{
  Choice choice = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (chooser), "ab-choice"));
  g_autoptr (GFile) file = NULL;

  if (response == GTK_RESPONSE_ACCEPT)
    file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  g_clear_object (&self->files->chooser);
  if (file == NULL)
    {
      _ab_window_files_say_cancelled (self);
      return;
    }
  switch (choice)
    {
    case CHOOSE_OPEN: start_reading (self, file); break;
    case CHOOSE_SAVE: save_to (self, file); break;
    case CHOOSE_EXPORT: export_to (self, file); break;
    default: break;
    }
}

static void
choose (AbWindow *self, Choice choice, const char *title, const char *suggested)
{
  AbWindowFiles *f = self->files;
  gboolean text = choice == CHOOSE_EXPORT && !f->export_pgn;

  if (f->chooser != NULL)
    {
      gtk_native_dialog_show (f->chooser);
      return;
    }
  f->chooser = ab_file_chooser_new (GTK_WINDOW (self), title, choice != CHOOSE_OPEN,
                                    text ? _("Text files") : _("PGN files"),
                                    text ? "*.[tT][xX][tT]" : "*.[pP][gG][nN]", f->file, suggested);
  g_object_set_data (G_OBJECT (f->chooser), "ab-choice", GINT_TO_POINTER (choice));
  g_signal_connect (f->chooser, "response", G_CALLBACK (chooser_response_cb), self);
  gtk_native_dialog_show (f->chooser);
  /* TRANSLATORS: said as a file chooser opens: its title */
  say (self, title, AB_ANNOUNCE_INFO);
}

/* The players' names, else "match". */
char *
_ab_window_files_suggested_name (AbWindow *self, const char *extension)
{
  const char *white = ab_match_get_name (self->match, AB_WHITE);
  const char *black = ab_match_get_name (self->match, AB_BLACK);
  g_autofree char *stem = NULL;

  if (white != NULL && white[0] && black != NULL && black[0])
    stem = g_strdup_printf ("%s-%s", white, black);
  else
    /* TRANSLATORS: the file name suggested for a match without names; no spaces */
    stem = g_strdup (_("match"));
  g_strdelimit (stem, " /\\:", '-');
  return g_strdup_printf ("%s.%s", stem, extension);
}

static void
save_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  AbWindow *self = data;
  g_autofree char *name = NULL;

  if (self->files->file != NULL)
    {
      save_to (self, self->files->file);
      return;
    }
  name = _ab_window_files_suggested_name (self, "pgn");
  choose (self, CHOOSE_SAVE, _("Save the Match as PGN"), name);
}

static void
save_as_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  AbWindow *self = data;
  g_autofree char *name = _ab_window_files_suggested_name (self, "pgn");

  choose (self, CHOOSE_SAVE, _("Save the Match as PGN"), name);
}

static void
choose_open (AbWindow *self, GFile *file)
{
  choose (self, CHOOSE_OPEN, _("Open a PGN File"), NULL);
}

static void
open_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  AbWindow *self = data;

  if (self->files->reading != NULL)
    return;
  _ab_window_files_ask_open (self, NULL, choose_open);
}

/* ---- the export's dialog ---- */

static void
export_response_cb (AdwMessageDialog *dialog, const char *response, AbWindow *self)
{
  AbWindowFiles *f = self->files;
  GtkDropDown *letters = g_object_get_data (G_OBJECT (dialog), "ab-letters");
  GtkDropDown *form = g_object_get_data (G_OBJECT (dialog), "ab-form");
  static const AbLanguage languages[] = { AB_LANG_EN, AB_LANG_NL, AB_LANG_DE };
  g_autofree char *name = NULL;

  if (!g_str_equal (response, "text") && !g_str_equal (response, "pgn"))
    {
      _ab_window_files_say_cancelled (self);
      return;
    }
  f->export_pgn = g_str_equal (response, "pgn");
  f->export_letters = languages[MIN (gtk_drop_down_get_selected (letters), 2)];
  f->export_long = gtk_drop_down_get_selected (form) == 1;
  name = _ab_window_files_suggested_name (self, f->export_pgn ? "pgn" : "txt");
  choose (self, CHOOSE_EXPORT, _("Export the Scoresheet"), name);
}

static GtkWidget *
labelled_drop_down (GtkWidget *grid, int row, const char *mnemonic, const char *const *items,
                    guint selected)
{
  GtkWidget *label = gtk_label_new_with_mnemonic (mnemonic);
  GtkWidget *drop = gtk_drop_down_new_from_strings (items);

  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_mnemonic_widget (GTK_LABEL (label), drop);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (drop), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  label, NULL, -1);
  gtk_drop_down_set_selected (GTK_DROP_DOWN (drop), selected);
  gtk_widget_set_hexpand (drop, TRUE);
  gtk_grid_attach (GTK_GRID (grid), label, 0, row, 1, 1);
  gtk_grid_attach (GTK_GRID (grid), drop, 1, row, 1, 1);
  return drop;
}

static void
export_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  AbWindow *self = data;
  const char *letter_items[] = { _("English (K Q R B N)"), _("Dutch (K D T L P)"),
                                 _("German (K D T L S)"), NULL };
  const char *form_items[] = { _("Short algebraic (Nf3)"), _("Long algebraic (Ng1f3)"), NULL };
  AbLanguage lang = _ab_window_language (self);
  const char *body = _("As text: names, date, result and each move with the clock time after "
                       "it. As PGN: the same for chess programs, in short algebraic notation.");
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Export the Scoresheet"), body);
  GtkWidget *grid = gtk_grid_new ();
  GtkWidget *letters, *form;
  g_autofree char *said = NULL;

  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  letters = labelled_drop_down (grid, 0, _("_Piece letters"), letter_items,
                                lang == AB_LANG_EN ? 0 : lang == AB_LANG_NL ? 1 : 2);
  form = labelled_drop_down (grid, 1, _("_Notation"), form_items, 0);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), grid);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "pgn",
                                    _("As P_GN"), "text", _("As _Text"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "text",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "text");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "ab-letters", letters);
  g_object_set_data (G_OBJECT (dialog), "ab-form", form);
  g_signal_connect_object (dialog, "response", G_CALLBACK (export_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  /* TRANSLATORS: said as the export dialog opens; Alt+T and Alt+G are the mnemonics of
   * "As _Text" and "As P_GN" */
  said = g_strdup_printf (_("Export the scoresheet. %s Tab goes to the piece letters, the "
                            "notation and the buttons; Alt+T exports as text, Alt+G as PGN, "
                            "Escape cancels."),
                          body);
  say (self, said, AB_ANNOUNCE_INFO);
}

static const GActionEntry file_actions[] = {
  { "open", open_action },
  { "save", save_action },
  { "save-as", save_as_action },
  { "export", export_action },
};

static void
match_reset_cb (AbWindow *self)
{
  /* A new match is not saved over the file of the one before. */
  if (self->files != NULL)
    g_clear_object (&self->files->file);
}

void
_ab_window_files_init (AbWindow *self)
{
  self->files = g_new0 (AbWindowFiles, 1);
  g_action_map_add_action_entries (G_ACTION_MAP (self), file_actions, G_N_ELEMENTS (file_actions),
                                   self);
  g_signal_connect_swapped (self->match, "reset", G_CALLBACK (match_reset_cb), self);
}

void
_ab_window_files_dispose (AbWindow *self)
{
  AbWindowFiles *f = self->files;

  if (f == NULL)
    return;
  if (f->reading != NULL)
    g_cancellable_cancel (f->reading);
  g_clear_handle_id (&f->progress_timeout, g_source_remove);
  if (f->chooser != NULL)
    gtk_native_dialog_destroy (f->chooser);
  g_clear_object (&f->chooser);
  g_clear_object (&f->file);
  g_clear_object (&f->reading);
  g_clear_object (&f->reading_file);
  g_clear_pointer (&f->index, ab_pgn_index_free);
  g_clear_pointer (&f->not_opened, g_free);
  g_clear_pointer (&self->files, g_free);
}
