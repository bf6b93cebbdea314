/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-recognizer-scores.c — the senone scores of the grammar decoder's pass over an
 * utterance, kept so that the next reading's search reads them instead of computing
 * them again: scoring every senone in every frame is three fifths of the decoders' work.
 *
 * The decoder writes them itself (-senlogdir), a file per utterance it starts, named by
 * its count; they go to a directory of this process in the user's runtime directory (in
 * memory), about 1 MB a second of speech, and all but the utterance's are removed after
 * each pass. A directory left by a process that died is removed by the next. */
#include "ab-recognizer-private.h"

#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <glib/gstdio.h>

#define PREFIX "annabella-scores-"

static const char *
runtime_dir (void)
{
  const char *dir = g_getenv ("XDG_RUNTIME_DIR");

  return dir && g_file_test (dir, G_FILE_TEST_IS_DIR) ? dir : g_get_tmp_dir ();
}

static void
remove_dir (const char *path)
{
  g_autoptr (GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir && (name = g_dir_read_name (dir)))
    {
      g_autofree char *file = g_build_filename (path, name, NULL);

      g_remove (file);
    }
  g_rmdir (path);
}

/* The directories of processes that are gone: PREFIX, the process id, a dash. */
static void
remove_stale (const char *base)
{
  g_autoptr (GDir) dir = g_dir_open (base, 0, NULL);
  const char *name;

  while (dir && (name = g_dir_read_name (dir)))
    {
      char *end;
      long pid;

      if (!g_str_has_prefix (name, PREFIX))
        continue;
      pid = strtol (name + strlen (PREFIX), &end, 10);
      if (pid > 0 && *end == '-' && kill ((pid_t) pid, 0) < 0 && errno == ESRCH)
        {
          g_autofree char *path = g_build_filename (base, name, NULL);

          remove_dir (path);
        }
    }
}

char *
_ab_recognizer_scores_dir_new (void)
{
  const char *base = runtime_dir ();
  g_autofree char *path = g_strdup_printf ("%s/" PREFIX "%ld-XXXXXX", base, (long) getpid ());

  remove_stale (base);
  if (g_mkdtemp (path) == NULL)
    {
      g_debug ("no directory for the senone scores in %s: %s", base, g_strerror (errno));
      return NULL;
    }
  return g_steal_pointer (&path);
}

void
_ab_recognizer_scores_dir_free (char *path)
{
  if (path == NULL)
    return;
  remove_dir (path);
  g_free (path);
}

void
_ab_recognizer_scores_ready (AbRecognizer *self)
{
  /* The decoder cannot start an utterance where it cannot write its file. */
  if (self->scores_dir)
    g_mkdir_with_parents (self->scores_dir, 0700);
}

void
_ab_recognizer_keep_scores (AbRecognizer *self)
{
  g_autoptr (GDir) dir = self->scores_dir ? g_dir_open (self->scores_dir, 0, NULL) : NULL;
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;
  guint newest = 0;

  g_clear_pointer (&self->scores, g_free);
  while (dir && (name = g_dir_read_name (dir)))
    if (g_str_has_suffix (name, ".sen"))
      g_ptr_array_add (names, g_build_filename (self->scores_dir, name, NULL));
  /* Named by the decoder's count of utterances, zero-padded: the newest sorts last. */
  for (guint i = 1; i < names->len; i++)
    if (strcmp (g_ptr_array_index (names, i), g_ptr_array_index (names, newest)) > 0)
      newest = i;
  for (guint i = 0; i < names->len; i++)
    {
      const char *path = g_ptr_array_index (names, i);

      if (i == newest)
        self->scores = g_strdup (path);
      else if (g_strcmp0 (path, self->whole_scores) != 0)
        g_remove (path);
    }
}

FILE *
_ab_recognizer_open_scores (AbRecognizer *self)
{
  return self->scores ? g_fopen (self->scores, "rb") : NULL;
}
