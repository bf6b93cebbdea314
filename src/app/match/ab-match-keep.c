/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-match-keep.c — journals kept beside the match's: an earlier match's under a dated
 * name when a new one begins, a damaged one set aside for the arbiter. */
#include "ab-match-keep.h"
#include "ab-match-private.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <string.h>


static gboolean
journal_has_moves (const char *path)
{
  g_autoptr (GPtrArray) events = ab_journal_read (path, NULL);

  return events == NULL || events->len > 1;
}

/* Keeps an earlier match's journal under a name of its own, unless it holds
 * nothing but a start: every launch begins one. An unreadable one is kept. */
gboolean
ab_match_archive_journal (const char *path, char **kept, GError **error)
{
  g_autoptr (GDateTime) now = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *stamp = NULL;
  g_autofree char *name = NULL;
  g_autofree char *target = NULL;

  if (kept != NULL)
    *kept = NULL;
  if (!g_file_test (path, G_FILE_TEST_EXISTS) || !journal_has_moves (path))
    return TRUE;
  now = g_date_time_new_now_local ();
  dir = g_path_get_dirname (path);
  stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  for (guint i = 0; target == NULL || g_file_test (target, G_FILE_TEST_EXISTS); i++)
    {
      g_free (name);
      g_free (target);
      name = i ? g_strdup_printf ("match-%s-%u.journal", stamp, i)
               : g_strdup_printf ("match-%s.journal", stamp);
      target = g_build_filename (dir, name, NULL);
    }
  /* Else the new match's journal would replace it. */
  if (g_rename (path, target) != 0)
    {
      int saved = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                   "Cannot keep the earlier journal as %s: %s", target, g_strerror (saved));
      return FALSE;
    }
  if (kept != NULL)
    *kept = g_steal_pointer (&target);
  return TRUE;
}

const char *
ab_match_get_kept_journal (AbMatch *self)
{
  g_return_val_if_fail (AB_IS_MATCH (self), NULL);

  return self->kept_path;
}

gboolean
ab_match_journal_is_damaged (const char *path, GError **error)
{
  g_autofree char *contents = NULL;
  g_autoptr (GPtrArray) events = NULL;
  g_autoptr (AbMatch) probe = NULL;
  g_autofree char *header = g_strdup_printf ("annabella-journal\t%d", AB_JOURNAL_VERSION);
  AbGame *game = NULL;
  AbColor color;
  gint64 last;
  gboolean correcting;

  g_return_val_if_fail (path != NULL, FALSE);

  if (!g_file_test (path, G_FILE_TEST_IS_REGULAR)
      || !g_file_get_contents (path, &contents, NULL, NULL))
    return FALSE;
  g_strstrip (contents);
  if (contents[0] == '\0' || g_str_equal (contents, header))
    return FALSE;
  events = ab_journal_read (path, error);
  if (events == NULL)
    return TRUE;
  probe = ab_match_new (NULL);
  if (!_ab_match_replay (probe, events, &game, probe->plies, &color, &last, &correcting, error))
    return TRUE;
  ab_game_free (game);
  return FALSE;
}

/* damaged-<date>.journal beside path, a name no file has yet. */
static char *
aside_path (const char *path)
{
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  g_autofree char *dir = g_path_get_dirname (path);
  char *target = NULL;

  for (guint i = 0; target == NULL || g_file_test (target, G_FILE_TEST_EXISTS); i++)
    {
      g_autofree char *name = i ? g_strdup_printf ("damaged-%s-%u.journal", stamp, i)
                                : g_strdup_printf ("damaged-%s.journal", stamp);

      g_free (target);
      target = g_build_filename (dir, name, NULL);
    }
  return target;
}

gboolean
ab_match_set_aside_damaged (AbMatch *self, char **kept_name)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *target = NULL;
  const char *path;

  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);

  if (kept_name != NULL)
    *kept_name = NULL;
  path = ab_match_get_journal_path (self);
  if (path == NULL || !ab_match_journal_is_damaged (path, &error))
    return FALSE;
  g_warning ("The interrupted match's journal %s is damaged: %s", path, error->message);
  target = aside_path (path);
  /* A journal that cannot be moved stays where it is: ab_match_start keeps it too. */
  if (g_rename (path, target) != 0)
    g_warning ("Cannot keep the damaged journal as %s: %s", target, g_strerror (errno));
  else if (kept_name != NULL)
    *kept_name = g_path_get_basename (target);
  return TRUE;
}
