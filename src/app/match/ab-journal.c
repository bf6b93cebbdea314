/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-journal.c — append-only, fsync'ed match journal. */
#include "ab-journal.h"

#include <errno.h>
#include <stdlib.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#define HEADER "annabella-journal"

struct _AbJournal
{
  char *path;
  int fd;
  off_t beat_at; /* where the beat that ends the journal begins; -1: an event ends it */
};

G_DEFINE_QUARK (ab-journal-error-quark, ab_journal_error)

static gboolean
set_errno_error (GError **error, int saved, const char *what, const char *path)
{
  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved), "%s %s: %s", what, path,
               g_strerror (saved));
  return FALSE;
}

/* A new file's name is durable only once its directory is synced too. */
static void
sync_directory (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  int fd = open (dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);

  if (fd < 0)
    return;
  fsync (fd);
  close (fd);
}

static AbJournal *
journal_open (const char *path, int flags, GError **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  AbJournal *self;
  int fd;

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      set_errno_error (error, errno, "Cannot create the folder", dir);
      return NULL;
    }
  fd = open (path, flags | O_WRONLY | O_APPEND | O_CLOEXEC, 0600);
  if (fd < 0)
    {
      set_errno_error (error, errno, "Cannot open the journal", path);
      return NULL;
    }
  self = g_new0 (AbJournal, 1);
  self->path = g_strdup (path);
  self->fd = fd;
  self->beat_at = -1;
  return self;
}

static gboolean
append_line (AbJournal *self, const char *line, GError **error)
{
  size_t len = strlen (line);
  size_t done = 0;
  off_t before = lseek (self->fd, 0, SEEK_END);

  while (done < len)
    {
      ssize_t n = write (self->fd, line + done, len - done);

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        {
          int saved = n < 0 ? errno : ENOSPC;

          if (before >= 0 && ftruncate (self->fd, before) != 0)
            g_warning ("Cannot cut a partial line off %s: %s", self->path, g_strerror (errno));
          return set_errno_error (error, saved, "Cannot write to the journal", self->path);
        }
      done += (size_t) n;
    }
  if (fsync (self->fd) != 0)
    return set_errno_error (error, errno, "Cannot sync the journal", self->path);
  self->beat_at = -1;
  return TRUE;
}

AbJournal *
ab_journal_create (const char *path, GError **error)
{
  g_autoptr (AbJournal) self = NULL;
  g_autofree char *header = g_strdup_printf (HEADER "\t%d\n", AB_JOURNAL_VERSION);

  g_return_val_if_fail (path != NULL, NULL);

  self = journal_open (path, O_CREAT | O_TRUNC, error);
  if (self == NULL || !append_line (self, header, error))
    return NULL;
  sync_directory (path);
  return g_steal_pointer (&self);
}

/* A last line that a crash cut short was never announced, and ab_journal_read leaves it
 * out: it is cut off, or the next event would be written onto it, and the journal would
 * no longer read. */
static gboolean
cut_torn_line (AbJournal *self, GError **error)
{
  g_autofree char *contents = NULL;
  const char *last;
  gsize length;

  if (!g_file_get_contents (self->path, &contents, &length, error))
    return FALSE;
  if (length > 0 && contents[length - 1] != '\n')
    {
      last = g_strrstr_len (contents, (gssize) length, "\n");
      length = last != NULL ? (gsize) (last - contents + 1) : 0;
      if (ftruncate (self->fd, (off_t) length) != 0 || fsync (self->fd) != 0)
        return set_errno_error (error, errno, "Cannot cut a torn line off", self->path);
    }
  /* A beat that ends the journal is replaced by the next one. */
  if (length > 0)
    {
      last = g_strrstr_len (contents, (gssize) length - 1, "\n");
      last = last != NULL ? last + 1 : contents;
      if (g_str_has_prefix (last, "beat\t"))
        self->beat_at = last - contents;
    }
  return TRUE;
}

AbJournal *
ab_journal_open (const char *path, GError **error)
{
  g_autoptr (AbJournal) self = NULL;

  g_return_val_if_fail (path != NULL, NULL);

  self = journal_open (path, 0, error);
  if (self == NULL || !cut_torn_line (self, error))
    return NULL;
  return g_steal_pointer (&self);
}

void
ab_journal_free (AbJournal *self)
{
  if (self == NULL)
    return;
  close (self->fd);
  g_free (self->path);
  g_free (self);
}

const char *
ab_journal_get_path (AbJournal *self)
{
  return self->path;
}

gboolean
ab_journal_rename (AbJournal *self, const char *path, GError **error)
{
  g_return_val_if_fail (self != NULL && path != NULL, FALSE);

  if (g_rename (self->path, path) != 0)
    return set_errno_error (error, errno, "Cannot move the journal to", path);
  g_free (self->path);
  self->path = g_strdup (path);
  sync_directory (path);
  return TRUE;
}

gboolean
ab_journal_append_start (AbJournal *self, gint64 wall_usec, AbColor blind_color, const char *fen,
                         GError **error)
{
  g_autofree char *line = NULL;

  g_return_val_if_fail (self != NULL && fen != NULL, FALSE);
  g_return_val_if_fail (strpbrk (fen, "\t\n") == NULL, FALSE);

  line = g_strdup_printf ("start\t%" G_GINT64_FORMAT "\t%c\t%s\n", wall_usec,
                          blind_color == AB_BLACK ? 'b' : 'w', fen);
  return append_line (self, line, error);
}

gboolean
ab_journal_append_move (AbJournal *self, gint64 wall_usec, const char *uci, GError **error)
{
  g_autofree char *line = NULL;

  g_return_val_if_fail (self != NULL && uci != NULL, FALSE);
  g_return_val_if_fail (strpbrk (uci, "\t\n") == NULL, FALSE);

  line = g_strdup_printf ("move\t%" G_GINT64_FORMAT "\t%s\n", wall_usec, uci);
  return append_line (self, line, error);
}

gboolean
ab_journal_append_press (AbJournal *self, gint64 wall_usec, AbColor player, GError **error)
{
  g_autofree char *line = NULL;

  g_return_val_if_fail (self != NULL, FALSE);

  line = g_strdup_printf ("press\t%" G_GINT64_FORMAT "\t%c\n", wall_usec,
                          player == AB_BLACK ? 'b' : 'w');
  return append_line (self, line, error);
}

gboolean
ab_journal_append_beat (AbJournal *self, gint64 usec, gint64 wall_usec, GError **error)
{
  g_autofree char *line = NULL;
  off_t at;

  g_return_val_if_fail (self != NULL, FALSE);

  line = g_strdup_printf ("beat\t%" G_GINT64_FORMAT "\t%" G_GINT64_FORMAT "\n", usec, wall_usec);
  /* Cut, then written: a crash between the two leaves the journal ending with its last
   * event, which is the state before the beat cut off. */
  if (self->beat_at >= 0 && ftruncate (self->fd, self->beat_at) != 0)
    return set_errno_error (error, errno, "Cannot replace the heartbeat in", self->path);
  self->beat_at = -1;
  at = lseek (self->fd, 0, SEEK_END);
  if (!append_line (self, line, error))
    return FALSE;
  self->beat_at = at;
  return TRUE;
}

/* Names and arguments are one field: tabs and newlines would split the line. */
static char *
field (const char *text)
{
  char *copy = g_strdup (text != NULL && text[0] != '\0' ? text : "-");

  g_strdelimit (copy, "\t\n\r", ' ');
  return copy;
}

gboolean
ab_journal_append_setup (AbJournal *self, gint64 usec, int edition, const char *control,
                         GError **error)
{
  g_autofree char *c = field (control);
  g_autofree char *line = NULL;

  g_return_val_if_fail (self != NULL, FALSE);

  line = g_strdup_printf ("setup\t%" G_GINT64_FORMAT "\t%d\t%s\n", usec, edition, c);
  return append_line (self, line, error);
}

gboolean
ab_journal_append_names (AbJournal *self, gint64 usec, const char *white, const char *black,
                         GError **error)
{
  g_autofree char *w = field (white);
  g_autofree char *b = field (black);
  g_autofree char *line = NULL;

  g_return_val_if_fail (self != NULL, FALSE);

  line = g_strdup_printf ("names\t%" G_GINT64_FORMAT "\t%s\t%s\n", usec, w, b);
  return append_line (self, line, error);
}

static gboolean
append_named (AbJournal *self, const char *type, gint64 usec, AbColor color, const char *name,
              const char *arg, GError **error)
{
  g_autofree char *a = field (arg);
  g_autofree char *line = NULL;

  g_return_val_if_fail (self != NULL && name != NULL && strpbrk (name, "\t\n") == NULL, FALSE);

  line = g_strdup_printf ("%s\t%" G_GINT64_FORMAT "\t%c\t%s\t%s\n", type, usec,
                          color == AB_BLACK ? 'b' : 'w', name, a);
  return append_line (self, line, error);
}

gboolean
ab_journal_append_action (AbJournal *self, gint64 usec, AbColor actor, const char *name,
                          const char *arg, GError **error)
{
  return append_named (self, "action", usec, actor, name, arg, error);
}

gboolean
ab_journal_append_note (AbJournal *self, gint64 usec, AbColor color, const char *name,
                        const char *arg, GError **error)
{
  return append_named (self, "note", usec, color, name, arg, error);
}

AbJournalEvent *
ab_journal_event_new (AbJournalEventType type, gint64 usec, AbColor color, const char *text,
                      const char *arg)
{
  AbJournalEvent *event = g_new0 (AbJournalEvent, 1);

  event->type = type;
  event->wall_usec = usec;
  event->color = color;
  event->text = g_strdup (text);
  event->arg = g_strdup (arg);
  return event;
}

void
ab_journal_event_free (gpointer data)
{
  AbJournalEvent *event = data;

  if (event == NULL)
    return;
  g_free (event->text);
  g_free (event->arg);
  g_free (event);
}

gboolean
ab_journal_append_event (AbJournal *self, const AbJournalEvent *event, GError **error)
{
  g_return_val_if_fail (self != NULL && event != NULL, FALSE);

  switch (event->type)
    {
    case AB_JOURNAL_EVENT_MOVE:
      return ab_journal_append_move (self, event->wall_usec, event->text, error);
    case AB_JOURNAL_EVENT_PRESS:
      return ab_journal_append_press (self, event->wall_usec, event->color, error);
    case AB_JOURNAL_EVENT_SETUP:
      return ab_journal_append_setup (self, event->wall_usec, atoi (event->text), event->arg,
                                      error);
    case AB_JOURNAL_EVENT_NAMES:
      return ab_journal_append_names (self, event->wall_usec, event->text, event->arg, error);
    case AB_JOURNAL_EVENT_ACTION:
      return ab_journal_append_action (self, event->wall_usec, event->color, event->text,
                                       event->arg, error);
    case AB_JOURNAL_EVENT_NOTE:
      return ab_journal_append_note (self, event->wall_usec, event->color, event->text,
                                     event->arg, error);
    case AB_JOURNAL_EVENT_START:
    default:
      g_return_val_if_reached (FALSE);
    }
}

/* At most AB_JOURNAL_MAX_USEC: the match adds durations (the clock's, the time it was
 * down) to these times, and a time near G_MAXINT64 would overflow. */
static gboolean
parse_time (const char *text, gint64 *out)
{
  return g_ascii_string_to_signed (text, 10, 0, AB_JOURNAL_MAX_USEC, out, NULL);
}

static gboolean
parse_beat (char **fields, guint n, AbJournalBeat *beat)
{
  return n == 3 && g_str_equal (fields[0], "beat") && parse_time (fields[1], &beat->game_usec)
         && parse_time (fields[2], &beat->wall_usec);
}

static AbJournalEvent *
parse_event (char **fields, guint n, guint line_no, GError **error)
{
  g_autofree AbJournalEvent *event = g_new0 (AbJournalEvent, 1);

  if (n == 4 && g_str_equal (fields[0], "start") && parse_time (fields[1], &event->wall_usec)
      && (g_str_equal (fields[2], "w") || g_str_equal (fields[2], "b")) && fields[3][0] != '\0')
    {
      event->type = AB_JOURNAL_EVENT_START;
      event->color = fields[2][0] == 'b' ? AB_BLACK : AB_WHITE;
      event->text = g_strdup (fields[3]);
      return g_steal_pointer (&event);
    }
  if (n == 3 && g_str_equal (fields[0], "move") && parse_time (fields[1], &event->wall_usec)
      && strlen (fields[2]) >= 4 && strlen (fields[2]) <= 5)
    {
      event->type = AB_JOURNAL_EVENT_MOVE;
      event->text = g_strdup (fields[2]);
      return g_steal_pointer (&event);
    }
  if (n == 3 && g_str_equal (fields[0], "press") && parse_time (fields[1], &event->wall_usec)
      && (g_str_equal (fields[2], "w") || g_str_equal (fields[2], "b")))
    {
      event->type = AB_JOURNAL_EVENT_PRESS;
      event->color = fields[2][0] == 'b' ? AB_BLACK : AB_WHITE;
      return g_steal_pointer (&event);
    }
  if (n == 4 && g_str_equal (fields[0], "setup") && parse_time (fields[1], &event->wall_usec)
      && fields[2][0] != '\0' && fields[3][0] != '\0')
    {
      event->type = AB_JOURNAL_EVENT_SETUP;
      event->text = g_strdup (fields[2]);
      event->arg = g_strdup (fields[3]);
      return g_steal_pointer (&event);
    }
  if (n == 4 && g_str_equal (fields[0], "names") && parse_time (fields[1], &event->wall_usec))
    {
      event->type = AB_JOURNAL_EVENT_NAMES;
      event->text = g_strdup (fields[2]);
      event->arg = g_strdup (fields[3]);
      return g_steal_pointer (&event);
    }
  if (n == 5 && (g_str_equal (fields[0], "action") || g_str_equal (fields[0], "note"))
      && parse_time (fields[1], &event->wall_usec)
      && (g_str_equal (fields[2], "w") || g_str_equal (fields[2], "b")) && fields[3][0] != '\0')
    {
      event->type = fields[0][0] == 'n' ? AB_JOURNAL_EVENT_NOTE : AB_JOURNAL_EVENT_ACTION;
      event->color = fields[2][0] == 'b' ? AB_BLACK : AB_WHITE;
      event->text = g_strdup (fields[3]);
      event->arg = g_strdup (fields[4]);
      return g_steal_pointer (&event);
    }
  g_set_error (error, AB_JOURNAL_ERROR, AB_JOURNAL_ERROR_SYNTAX,
               "Line %u of the journal is not an event", line_no);
  return NULL;
}

GPtrArray *
ab_journal_read (const char *path, GError **error)
{
  return ab_journal_read_beat (path, NULL, error);
}

GPtrArray *
ab_journal_read_beat (const char *path, AbJournalBeat *beat_out, GError **error)
{
  AbJournalBeat beat = { .game_usec = -1 };
  g_autofree char *contents = NULL;
  g_autoptr (GPtrArray) events = NULL;
  g_auto (GStrv) lines = NULL;
  g_autofree char *expected = g_strdup_printf (HEADER "\t%d", AB_JOURNAL_VERSION);
  gsize length;
  guint n_lines;

  if (!g_file_get_contents (path, &contents, &length, error))
    return NULL;
  if (memchr (contents, '\0', length) != NULL || !g_utf8_validate (contents, length, NULL))
    {
      g_set_error (error, AB_JOURNAL_ERROR, AB_JOURNAL_ERROR_SYNTAX,
                   "The journal %s is not text", path);
      return NULL;
    }
  lines = g_strsplit (contents, "\n", -1);
  n_lines = g_strv_length (lines);
  /* The element after the last newline is empty, or a torn final write. */
  if (n_lines == 0 || !g_str_equal (lines[0], expected) || n_lines < 2)
    {
      g_set_error (error, AB_JOURNAL_ERROR, AB_JOURNAL_ERROR_VERSION,
                   "%s is not a version %d Annabella journal", path, AB_JOURNAL_VERSION);
      return NULL;
    }

  events = g_ptr_array_new_with_free_func (ab_journal_event_free);
  for (guint i = 1; i + 1 < n_lines; i++)
    {
      g_auto (GStrv) fields = g_strsplit (lines[i], "\t", 5);
      AbJournalEvent *event;

      if (events->len > 0 && parse_beat (fields, g_strv_length (fields), &beat))
        {
          beat.last = TRUE;
          continue;
        }
      event = parse_event (fields, g_strv_length (fields), i + 1, error);
      if (event == NULL)
        return NULL;
      beat.last = FALSE;
      if ((event->type == AB_JOURNAL_EVENT_START) != (events->len == 0))
        {
          ab_journal_event_free (event);
          g_set_error (error, AB_JOURNAL_ERROR, AB_JOURNAL_ERROR_NO_START,
                       "Line %u of the journal: a match begins with one start event", i + 1);
          return NULL;
        }
      g_ptr_array_add (events, event);
    }
  if (events->len == 0)
    {
      g_set_error (error, AB_JOURNAL_ERROR, AB_JOURNAL_ERROR_NO_START,
                   "The journal %s has no match in it", path);
      return NULL;
    }
  if (beat_out != NULL)
    *beat_out = beat;
  return g_steal_pointer (&events);
}
