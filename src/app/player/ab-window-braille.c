/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-window-braille.c — the player's window on a braille display of its own (D.2.7).
 *
 * With the braille-display setting on, the window loads the braille module and writes to
 * the display through BrlAPI while it has the focus: every announcement as news (the last
 * move with its number), what the player asks for as an answer (the clocks, the
 * scoresheet a move a row, the board in the braille chess code with Alt+B), the line he
 * types on the display's braille keyboard. The display's own keys pan and change lines
 * there; its routing keys pick a move of the scoresheet (said, and shown in words in its
 * row) or a square of the board (the cursor goes there, and it is said). The window
 * renders and forwards: the match decides what Enter plays, the announcer words it.
 *
 * A screen reader that runs (Orca) owns the display: the window then opens no display of
 * its own, and its text reaches the display through the accessible widgets as Orca reads
 * them (the announcer puts every announcement on the focused widget). Which mode is on is
 * said; a missing daemon or display is said once, and speech carries on. */
#include "ab-window-private.h"

#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ab-answers.h"
#include "ab-braille-board.h"
#include "ab-braille-display.h"
#include "ab-braille-phrases.h"
#include "ab-phrases.h"

typedef enum
{
  DOC_NONE,
  DOC_TEXT,  /* an announcement or an answer */
  DOC_SHEET, /* the scoresheet, a move a row (rows below) */
  DOC_BOARD, /* the eight ranks, then each side's pieces */
  DOC_INPUT, /* the move line typed on the braille keyboard */
} DocKind;

typedef struct
{
  DocKind kind;
  char **lines;
  guint n;
} Doc;

struct _AbWindowBraille
{
  GSettings *settings;
  AbBrailleDisplay *display;
  gboolean ready;
  gboolean screen_reader; /* a screen reader drives the display: no display of our own */
  gboolean mode_said;     /* the mode as it is now was said */
  int fault;              /* the AbBrailleError said last; -1 none */
  /* What the display shows, as its view decides (ab-braille-view.h): a document, and
   * news kept while the reader reads. */
  Doc shown;
  Doc waiting;
  gboolean reading;
  gboolean input;
  AbAnswerSheetRow *rows; /* the scoresheet's rows, while DOC_SHEET is shown or waits */
  guint n_rows;
  /* What the window says now goes to the display as: */
  gboolean answering; /* an answer to what the player asked */
  gboolean holding;   /* nothing: the display already shows it in its own form */
};

static AbWindowBraille *
state (AbWindow *self)
{
  return self->braille;
}

static void
doc_clear (Doc *doc)
{
  g_clear_pointer (&doc->lines, g_strfreev);
  doc->n = 0;
  doc->kind = DOC_NONE;
}

/* ---- what the display shows ---- */

/* Shows lines (taken, NULL-terminated) as a document of kind, its window at line. */
static void
show (AbWindow *self, DocKind kind, char **lines, guint line, AbBrailleShow how)
{
  AbWindowBraille *b = state (self);
  Doc doc = { kind, lines, g_strv_length (lines) };

  if (b->display == NULL)
    {
      g_strfreev (lines);
      return;
    }
  ab_braille_display_show (b->display, (const char *const *) lines, doc.n, line, how);
  if (how == AB_BRAILLE_NEWS && (b->reading || b->input))
    {
      doc_clear (&b->waiting);
      b->waiting = doc;
      return;
    }
  doc_clear (&b->shown);
  b->shown = doc;
  b->reading = how == AB_BRAILLE_ANSWER;
  b->input = FALSE;
  if (how == AB_BRAILLE_NEWS)
    doc_clear (&b->waiting);
}

static void
show_text (AbWindow *self, const char *text, AbBrailleShow how)
{
  char **lines = g_new0 (char *, 2);

  lines[0] = g_strdup (text);
  show (self, DOC_TEXT, lines, 0, how);
}

static void
show_input (AbWindow *self)
{
  AbWindowBraille *b = state (self);
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->move_entry));

  if (b->display == NULL)
    return;
  ab_braille_display_show_input (b->display, text,
                                 gtk_editable_get_position (GTK_EDITABLE (self->move_entry)));
  doc_clear (&b->shown);
  b->shown.kind = DOC_INPUT;
  b->input = TRUE;
}

/* Says text (taken) while the display shows it in its own form already. */
static void
say_held (AbWindow *self, char *text)
{
  AbWindowBraille *b = state (self);

  b->holding = TRUE;
  _ab_window_say (self, text, AB_ANNOUNCE_INFO);
  b->holding = FALSE;
}

/* Every announcement: news, or the answer to what the player asked or typed. */
static void
said_cb (AbAnnouncer *announcer, const char *text, guint kind, AbWindow *self)
{
  AbWindowBraille *b = state (self);
  g_autofree char *line = NULL;

  if (b == NULL || b->display == NULL || b->holding || kind == AB_ANNOUNCE_ECHO)
    return;
  line = ab_answer_braille_news (self->match, text);
  show_text (self, line, b->answering || kind == AB_ANNOUNCE_ERROR ? AB_BRAILLE_ANSWER
                                                                     : AB_BRAILLE_NEWS);
}

void
_ab_window_answer (AbWindow *self, char *text)
{
  AbWindowBraille *b = state (self);

  if (b != NULL)
    b->answering = TRUE;
  _ab_window_say (self, text, AB_ANNOUNCE_INFO);
  if (b != NULL)
    b->answering = FALSE;
}

void
_ab_window_answer_sheet (AbWindow *self, char *text, guint ply)
{
  AbWindowBraille *b = state (self);
  g_auto (GStrv) lines = NULL;
  guint n = 0, line = 0;
  AbAnswerSheetRow *rows;

  if (b == NULL || b->display == NULL)
    {
      _ab_window_say (self, text, AB_ANNOUNCE_INFO);
      return;
    }
  rows = ab_answer_sheet_rows (self->match, &n);
  if (rows == NULL)
    {
      _ab_window_answer (self, text);
      return;
    }
  lines = g_new0 (char *, n + 1);
  for (guint i = 0; i < n; i++)
    {
      lines[i] = g_strdup (rows[i].text);
      if (rows[i].ply <= ply)
        line = i;
    }
  ab_answer_sheet_free (b->rows, b->n_rows);
  b->rows = rows;
  b->n_rows = n;
  show (self, DOC_SHEET, g_steal_pointer (&lines), line, AB_BRAILLE_ANSWER);
  say_held (self, text);
}

/* Alt+B: the board on the display, rank by rank, then each side's pieces; the pieces
 * said (spoken and shown), as the ranks cannot be. */
static void
board_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);
  AbWindowBraille *b = state (self);
  g_autofree char *white = ab_answer_side (self->match, AB_WHITE);
  g_autofree char *black = ab_answer_side (self->match, AB_BLACK);
  char *pieces = g_strdup_printf ("%s %s", white, black);

  if (b == NULL || b->display == NULL)
    {
      _ab_window_answer (self, pieces);
      return;
    }
  show (self, DOC_BOARD, ab_answer_board_braille (self->match), 0, AB_BRAILLE_ANSWER);
  say_held (self, pieces);
}

/* ---- the display's keys ---- */

static void
route_sheet (AbWindow *self, guint line, guint offset)
{
  AbWindowBraille *b = state (self);
  AbAnswerSheetRow *row;
  guint ply;
  char *words;

  if (line >= b->n_rows || line >= b->shown.n)
    return;
  row = &b->rows[line];
  ply = ab_answer_sheet_ply_at (row, offset);
  words = ab_answer_plies (self->match, ply, ply + 1);
  /* The row shows what was said, in words, until the scoresheet is asked for again. */
  row->ply = ply;
  row->n_plies = 1;
  g_free (b->shown.lines[line]);
  b->shown.lines[line] = g_strdup (words);
  show (self, DOC_SHEET, g_strdupv (b->shown.lines), line, AB_BRAILLE_ANSWER);
  say_held (self, words);
}

static void
route_board (AbWindow *self, guint line, guint offset)
{
  AbWindowBraille *b = state (self);
  const AbPosition *pos = ab_match_get_position (self->match);
  AbSquare sq;

  if (line >= AB_BRAILLE_BOARD_LINES)
    {
      if (line < b->shown.n)
        say_held (self, g_strdup (b->shown.lines[line]));
      return;
    }
  sq = ab_braille_board_square_at (pos, line, offset);
  if (sq == AB_NO_SQUARE)
    return;
  ab_board_view_set_cursor (self->board, sq);
  say_held (self, ab_phrase_cell (_ab_window_language (self), pos, sq));
}

static void
route (AbWindow *self, guint line, guint offset)
{
  AbWindowBraille *b = state (self);

  b->reading = TRUE;
  switch (b->shown.kind)
    {
    case DOC_SHEET:
      route_sheet (self, line, offset);
      break;
    case DOC_BOARD:
      route_board (self, line, offset);
      break;
    case DOC_INPUT:
      gtk_editable_set_position (GTK_EDITABLE (self->move_entry), (int) offset);
      show_input (self);
      break;
    case DOC_TEXT:
      if (line < b->shown.n)
        say_held (self, g_strdup (b->shown.lines[line]));
      break;
    case DOC_NONE:
    default:
      break;
    }
}

/* The braille keyboard writes into the move line, as typed text. */
static void
type_character (AbWindow *self, gunichar c)
{
  GtkEditable *entry = GTK_EDITABLE (self->move_entry);
  char utf8[8] = { 0 };
  int at = gtk_editable_get_position (entry);

  g_unichar_to_utf8 (c, utf8);
  gtk_editable_delete_selection (entry);
  at = gtk_editable_get_position (entry);
  gtk_editable_insert_text (entry, utf8, -1, &at);
  gtk_editable_set_position (entry, at);
  show_input (self);
}

static void
erase_character (AbWindow *self)
{
  GtkEditable *entry = GTK_EDITABLE (self->move_entry);
  int at = gtk_editable_get_position (entry);
  int start, end;

  if (gtk_editable_get_selection_bounds (entry, &start, &end))
    gtk_editable_delete_selection (entry);
  else if (at > 0)
    gtk_editable_delete_text (entry, at - 1, at);
  show_input (self);
}

/* Enter on the braille keyboard: the move line's Enter, through the same match command;
 * what it says answers what he typed. */
static void
enter (AbWindow *self)
{
  AbWindowBraille *b = state (self);

  b->answering = TRUE;
  g_signal_emit_by_name (self->move_entry, "activate");
  b->answering = FALSE;
}

static void say_fault (AbWindow *self, const GError *error);

static void
event_cb (AbBrailleDisplay *display, const AbBrailleEvent *event, gpointer data)
{
  AbWindow *self = data;
  AbWindowBraille *b = state (self);

  switch (event->type)
    {
    case AB_BRAILLE_EVENT_READY:
      b->ready = TRUE;
      b->fault = -1;
      if (!b->mode_said)
        {
          b->mode_said = TRUE;
          _ab_window_say (self, ab_braille_phrase_format (_ab_window_language (self),
                                                         AB_BRAILLE_PHRASE_OWN),
                          AB_ANNOUNCE_INFO);
        }
      ab_braille_display_set_active (display, gtk_window_is_active (GTK_WINDOW (self)));
      break;
    case AB_BRAILLE_EVENT_FAILED:
      say_fault (self, event->error);
      break;
    case AB_BRAILLE_EVENT_ROUTE:
      route (self, event->line, event->offset);
      break;
    case AB_BRAILLE_EVENT_MOVED:
      b->reading = TRUE;
      break;
    case AB_BRAILLE_EVENT_EDGE:
      {
        g_autofree char *word = ab_phrase_format (_ab_window_language (self), AB_PHRASE_EDGE);

        ab_announcer_edge (self->announcer, word);
      }
      break;
    case AB_BRAILLE_EVENT_NEWS_SHOWN:
      doc_clear (&b->shown);
      b->shown = b->waiting;
      b->waiting = (Doc) { DOC_NONE, NULL, 0 };
      b->reading = FALSE;
      b->input = FALSE;
      break;
    case AB_BRAILLE_EVENT_CHARACTER:
      type_character (self, event->character);
      break;
    case AB_BRAILLE_EVENT_ERASE:
      erase_character (self);
      break;
    case AB_BRAILLE_EVENT_ENTER:
      enter (self);
      break;
    case AB_BRAILLE_EVENT_ESCAPE:
      gtk_editable_set_text (GTK_EDITABLE (self->move_entry), "");
      show_input (self);
      break;
    default:
      break;
    }
}

/* ---- the display's life ---- */

static void
close_display (AbWindow *self)
{
  AbWindowBraille *b = state (self);

  g_clear_pointer (&b->display, ab_braille_display_free);
  b->ready = FALSE;
  b->reading = FALSE;
  b->input = FALSE;
  doc_clear (&b->shown);
  doc_clear (&b->waiting);
}

/* Why braille is off, said once for as long as the cause stays the same. */
static void
say_fault (AbWindow *self, const GError *error)
{
  AbWindowBraille *b = state (self);
  int code = error != NULL && error->domain == AB_BRAILLE_ERROR ? error->code
                                                                 : AB_BRAILLE_ERROR_LOST;

  if (error != NULL)
    g_debug ("braille display: %s", error->message);
  close_display (self);
  b->mode_said = FALSE;
  if (b->fault == code)
    return;
  b->fault = code;
  _ab_window_say (self, ab_braille_words_fault (_ab_window_language (self), error),
                  AB_ANNOUNCE_INFO);
}

/* Whether a screen reader runs for this user: Orca's process ("orca", a script, is its
 * process name too). It drives the braille display when it runs. */
static gboolean
screen_reader_running (void)
{
  g_autoptr (GDir) dir = g_dir_open ("/proc", 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autofree char *comm = NULL;
      struct stat st;

      if (!g_ascii_isdigit (name[0]))
        continue;
      path = g_build_filename ("/proc", name, "comm", NULL);
      if (stat (path, &st) == 0 && st.st_uid == getuid ()
          && g_file_get_contents (path, &comm, NULL, NULL)
          && g_str_equal (g_strchomp (comm), "orca"))
        return TRUE;
    }
  return FALSE;
}

/* Braille as the setting says and as the desktop is now: our own display, or the screen
 * reader's; said when it changes. */
static void
follow (AbWindow *self)
{
  AbWindowBraille *b = state (self);
  gboolean on = g_settings_get_enum (b->settings, "braille-display") == 1;
  gboolean reader = on && screen_reader_running ();
  g_autoptr (GError) error = NULL;

  if (!on || reader)
    close_display (self);
  if (!on)
    return;
  if (reader != b->screen_reader)
    b->mode_said = FALSE;
  b->screen_reader = reader;
  if (reader)
    {
      b->fault = -1;
      if (!b->mode_said)
        {
          b->mode_said = TRUE;
          _ab_window_say (self, ab_braille_phrase_format (_ab_window_language (self),
                                                         AB_BRAILLE_PHRASE_SCREEN_READER),
                          AB_ANNOUNCE_INFO);
        }
      return;
    }
  if (b->display != NULL)
    return;
  b->display = ab_braille_display_new (NULL, event_cb, self, &error);
  if (b->display == NULL)
    say_fault (self, error);
}

static void
setting_changed_cb (GSettings *settings, const char *key, AbWindow *self)
{
  AbWindowBraille *b = state (self);
  gboolean was_on = b->display != NULL || b->screen_reader;

  b->mode_said = FALSE;
  b->fault = -1;
  b->screen_reader = FALSE;
  follow (self);
  if (was_on && g_settings_get_enum (settings, "braille-display") != 1)
    _ab_window_say (self, ab_braille_phrase_format (_ab_window_language (self),
                                                   AB_BRAILLE_PHRASE_OFF),
                    AB_ANNOUNCE_INFO);
}

/* The display is the focused window's: ours while the player's window has the focus;
 * on each return the desktop is looked at again (a screen reader started, a display
 * plugged in). */
static void
active_cb (AbWindow *self)
{
  AbWindowBraille *b = state (self);
  gboolean active = gtk_window_is_active (GTK_WINDOW (self));

  if (active)
    follow (self);
  if (b->display != NULL && b->ready)
    ab_braille_display_set_active (b->display, active);
}

void
_ab_window_braille_init (AbWindow *self, GSettings *settings)
{
  AbWindowBraille *b = g_new0 (AbWindowBraille, 1);

  self->braille = b;
  b->settings = g_object_ref (settings);
  b->fault = -1;
  g_signal_connect (settings, "changed::braille-display", G_CALLBACK (setting_changed_cb), self);
  g_signal_connect_swapped (self, "notify::is-active", G_CALLBACK (active_cb), self);
  g_signal_connect (self->announcer, "said", G_CALLBACK (said_cb), self);
  follow (self);
}

void
_ab_window_braille_dispose (AbWindow *self)
{
  AbWindowBraille *b = state (self);

  if (b == NULL)
    return;
  close_display (self);
  g_signal_handlers_disconnect_by_data (b->settings, self);
  g_signal_handlers_disconnect_by_func (self, active_cb, self);
  g_clear_object (&b->settings);
  ab_answer_sheet_free (b->rows, b->n_rows);
  g_clear_pointer (&self->braille, g_free);
}

void
_ab_window_braille_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "player.board-braille", NULL, board_action);
}
