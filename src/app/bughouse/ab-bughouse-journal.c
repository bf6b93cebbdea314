/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-bughouse-journal.c — BPGN written durably, read back on resume. */
#include "ab-bughouse-journal.h"

#include <errno.h>
#include <glib/gstdio.h>

#include "ab-describe-bughouse.h"

char *
ab_bughouse_journal_path (void)
{
  return g_build_filename (g_get_user_state_dir (), "annabella", "bughouse.bpgn", NULL);
}

char *
ab_bughouse_journal_bpgn (const AbBughouseMatch *match, const AbBpgnTags *tags)
{
  size_t len = ab_bughouse_bpgn_write (match, tags, NULL, 0);
  char *text = g_malloc (len + 1);

  ab_bughouse_bpgn_write (match, tags, text, len + 1);
  return text;
}

gboolean
ab_bughouse_journal_write (const char *path, const AbBughouseMatch *match,
                           const AbBpgnTags *tags, GError **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *text = NULL;

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved), "%s: %s", dir,
                   g_strerror (saved));
      return FALSE;
    }
  text = ab_bughouse_journal_bpgn (match, tags);
  /* DURABLE: fsync before the rename, so that what is announced is on disk. */
  return g_file_set_contents_full (path, text, -1,
                                   G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_DURABLE,
                                   0600, error);
}

gboolean
ab_bughouse_journal_read (const char *path, AbBughouseMatch *match, AbBpgnTags *tags,
                          GError **error)
{
  g_autofree char *text = NULL;
  AbBpgnError bpgn_error;

  if (!g_file_test (path, G_FILE_TEST_EXISTS))
    return FALSE;
  if (!g_file_get_contents (path, &text, NULL, error))
    return FALSE;
  if (!ab_bughouse_bpgn_read (match, tags, text, &bpgn_error))
    {
      char msg[AB_DESCRIBE_MAX];

      ab_describe_bpgn_error (&bpgn_error, msg, sizeof msg);
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL, "%s: line %d: %s", path,
                   bpgn_error.line, msg);
      return FALSE;
    }
  return TRUE;
}
