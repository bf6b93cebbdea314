/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-pgn-index.c — a PGN file read in a worker thread, and the list of its games. */
#include "config.h"

#include "ab-pgn-index.h"

#include <glib/gi18n.h>

#include "ab-describe-pgn.h"

G_DEFINE_QUARK (ab-pgn-index-error-quark, ab_pgn_index_error)

struct _AbPgnIndex
{
  GMappedFile *mapped;
  const char *data;
  gsize len;
  GArray *entries; /* of AbPgnIndexEntry */
};

typedef struct
{
  GFile *file;
  AbPgnIndexProgress progress;
  gpointer progress_data;
  GMainContext *context;
  int reported; /* the last percentage handed to progress */
} ReadData;

typedef struct
{
  AbPgnIndexProgress progress;
  gpointer progress_data;
  double fraction;
} ProgressCall;

static void
entry_clear (gpointer data)
{
  AbPgnIndexEntry *e = data;

  g_free (e->white);
  g_free (e->black);
  g_free (e->event);
  g_free (e->date);
}

void
ab_pgn_index_free (AbPgnIndex *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->entries, g_array_unref);
  g_clear_pointer (&self->mapped, g_mapped_file_unref);
  g_free (self);
}

static char *
tag_or_unknown (const AbPgnGame *game, const char *name)
{
  const char *value = ab_pgn_game_tag (game, name);

  return g_strdup (value != NULL && value[0] != '\0' ? value : "?");
}

static gboolean
progress_idle (gpointer data)
{
  ProgressCall *call = data;

  call->progress (call->fraction, call->progress_data);
  return G_SOURCE_REMOVE;
}

static void
report (ReadData *rd, gsize done, gsize len)
{
  int percent = len ? (int) (done * 100 / len) : 100;
  ProgressCall *call;

  if (rd == NULL || rd->progress == NULL || percent <= rd->reported)
    return;
  rd->reported = percent;
  call = g_new (ProgressCall, 1);
  *call = (ProgressCall){ rd->progress, rd->progress_data, percent / 100.0 };
  g_main_context_invoke_full (rd->context, G_PRIORITY_DEFAULT, progress_idle, call, g_free);
}

static AbPgnIndex *
read_index (GFile *file, GCancellable *cancellable, ReadData *rd, GError **error)
{
  g_autofree char *path = g_file_get_path (file);
  AbPgnIndex *self = g_new0 (AbPgnIndex, 1);
  AbPgnReader *reader;
  AbPgnGame game;
  AbPgnError pgn_error;
  AbPgnReadStatus status;
  guint number = 0;
  const char *delay;
  gint64 delay_us;

  self->entries = g_array_new (FALSE, TRUE, sizeof (AbPgnIndexEntry));
  g_array_set_clear_func (self->entries, entry_clear);
  if (path == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED,
                           _("Only local files can be opened."));
      ab_pgn_index_free (self);
      return NULL;
    }
  self->mapped = g_mapped_file_new (path, FALSE, error);
  if (self->mapped == NULL)
    {
      ab_pgn_index_free (self);
      return NULL;
    }
  self->data = g_mapped_file_get_contents (self->mapped);
  self->len = g_mapped_file_get_length (self->mapped);
  if (self->data == NULL)
    self->data = "";

  /* The end-to-end test slows the reading down to hear its progress and cancel it. */
  delay = g_getenv ("ANNABELLA_TEST_READ_DELAY_US");
  delay_us = delay != NULL ? g_ascii_strtoll (delay, NULL, 10) : 0;
  reader = ab_pgn_reader_new ();
  ab_pgn_game_init (&game);
  ab_pgn_reader_input (reader, self->data, self->len, TRUE);
  for (;;)
    {
      gsize offset = ab_pgn_reader_consumed (reader);
      AbPgnIndexEntry entry = { 0 };

      if ((number % 64 == 0 || delay_us > 0)
          && g_cancellable_set_error_if_cancelled (cancellable, error))
        break;
      status = ab_pgn_reader_next (reader, &game, &pgn_error);
      if (status == AB_PGN_READ_END || status == AB_PGN_READ_MORE)
        {
          if (number == 0)
            g_set_error_literal (error, AB_PGN_INDEX_ERROR, AB_PGN_INDEX_ERROR_EMPTY,
                                 _("The file holds no game in PGN."));
          break;
        }
      number++;
      if (status == AB_PGN_READ_ERROR)
        {
          char what[AB_DESCRIBE_MAX];

          ab_describe_pgn_error (&pgn_error, what, sizeof what);
          /* TRANSLATORS: where a PGN file is broken: "Game 3, line 27: 12... Nf3: No
           * knight can reach f3." */
          g_set_error (error, AB_PGN_INDEX_ERROR, AB_PGN_INDEX_ERROR_DAMAGED,
                       _("Game %u, line %zu: %s"), number, pgn_error.line, what);
          break;
        }
      entry.white = tag_or_unknown (&game, "White");
      entry.black = tag_or_unknown (&game, "Black");
      entry.event = tag_or_unknown (&game, "Event");
      entry.date = tag_or_unknown (&game, "Date");
      entry.result = ab_pgn_result_string (game.result);
      entry.n_moves = (guint) (ab_pgn_game_main_line_length (&game) + 1) / 2;
      entry.offset = offset;
      entry.line = game.line;
      g_array_append_val (self->entries, entry);
      report (rd, ab_pgn_reader_consumed (reader), self->len);
      if (delay_us > 0)
        g_usleep ((gulong) delay_us);
    }
  ab_pgn_game_clear (&game);
  ab_pgn_reader_free (reader);
  if (error != NULL && *error != NULL)
    {
      ab_pgn_index_free (self);
      return NULL;
    }
  return self;
}

AbPgnIndex *
ab_pgn_index_read (GFile *file, GCancellable *cancellable, GError **error)
{
  g_autoptr (GError) local = NULL;
  AbPgnIndex *index = read_index (file, cancellable, NULL, &local);

  if (index == NULL)
    g_propagate_error (error, g_steal_pointer (&local));
  return index;
}

static void
read_data_free (gpointer data)
{
  ReadData *rd = data;

  g_object_unref (rd->file);
  g_main_context_unref (rd->context);
  g_free (rd);
}

static void
read_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  ReadData *rd = task_data;
  GError *error = NULL;
  AbPgnIndex *index = read_index (rd->file, cancellable, rd, &error);

  if (index == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, index, (GDestroyNotify) ab_pgn_index_free);
}

void
ab_pgn_index_read_async (GFile *file, GCancellable *cancellable, AbPgnIndexProgress progress,
                         gpointer progress_data, GAsyncReadyCallback callback, gpointer user_data)
{
  g_autoptr (GTask) task = g_task_new (NULL, cancellable, callback, user_data);
  ReadData *rd = g_new0 (ReadData, 1);

  rd->file = g_object_ref (file);
  rd->progress = progress;
  rd->progress_data = progress_data;
  rd->context = g_main_context_ref_thread_default ();
  rd->reported = -1;
  g_task_set_source_tag (task, ab_pgn_index_read_async);
  g_task_set_task_data (task, rd, read_data_free);
  /* A cancelled read reports its cancellation, never a half-read index. */
  g_task_set_return_on_cancel (task, FALSE);
  g_task_run_in_thread (task, read_thread);
}

AbPgnIndex *
ab_pgn_index_read_finish (GAsyncResult *result, GError **error)
{
  return g_task_propagate_pointer (G_TASK (result), error);
}

guint
ab_pgn_index_get_n_games (AbPgnIndex *self)
{
  return self->entries->len;
}

const AbPgnIndexEntry *
ab_pgn_index_get_entry (AbPgnIndex *self, guint index)
{
  g_return_val_if_fail (index < self->entries->len, NULL);

  return &g_array_index (self->entries, AbPgnIndexEntry, index);
}

gboolean
ab_pgn_index_load_game (AbPgnIndex *self, guint index, AbPgnGame *game, GError **error)
{
  const AbPgnIndexEntry *entry = ab_pgn_index_get_entry (self, index);
  AbPgnReader *reader;
  AbPgnError pgn_error;
  AbPgnReadStatus status;

  if (entry == NULL)
    return FALSE;
  reader = ab_pgn_reader_new ();
  ab_pgn_reader_input (reader, self->data + entry->offset, self->len - entry->offset, TRUE);
  status = ab_pgn_reader_next (reader, game, &pgn_error);
  ab_pgn_reader_free (reader);
  if (status != AB_PGN_READ_GAME)
    {
      /* The file changed on disk since it was read. */
      g_set_error (error, AB_PGN_INDEX_ERROR, AB_PGN_INDEX_ERROR_DAMAGED,
                   _("Game %u no longer reads: the file changed."), index + 1);
      return FALSE;
    }
  return TRUE;
}

char *
ab_pgn_index_describe (const AbPgnIndexEntry *entry)
{
  /* TRANSLATORS: a game in a list: "Carlsen – Nepomniachtchi, World Championship,
   * 2021.12.03, 1-0, 136 moves" */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s – %s, %s, %s, %s, %u move",
                                       "%s – %s, %s, %s, %s, %u moves", entry->n_moves),
                          entry->white, entry->black, entry->event, entry->date, entry->result,
                          entry->n_moves);
}
