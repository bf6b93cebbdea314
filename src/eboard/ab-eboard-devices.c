/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-eboard-devices.c — the serial devices in /dev a board may be on, and who may open them. */
#include "ab-eboard-devices.h"

#include <grp.h>
#include <stdlib.h>
#include <sys/stat.h>

static gboolean
is_board_device (const char *name)
{
  return g_str_has_prefix (name, "ttyACM") || g_str_has_prefix (name, "ttyUSB")
         || g_str_has_prefix (name, "rfcomm");
}

static gint
compare_paths (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

static void
add_dir (GPtrArray *out, GHashTable *seen, const char *dir, gboolean by_id)
{
  GDir *d = g_dir_open (dir, 0, NULL);
  g_autoptr (GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;

  if (d == NULL)
    return;
  while ((name = g_dir_read_name (d)) != NULL)
    if (by_id || is_board_device (name))
      g_ptr_array_add (names, g_build_filename (dir, name, NULL));
  g_dir_close (d);
  g_ptr_array_sort (names, compare_paths);
  for (guint i = 0; i < names->len; i++)
    {
      const char *path = g_ptr_array_index (names, i);
      char *real = realpath (path, NULL);

      if (real == NULL || g_hash_table_contains (seen, real))
        {
          free (real);
          continue;
        }
      g_hash_table_add (seen, g_strdup (real));
      free (real);
      g_ptr_array_add (out, g_strdup (path));
    }
}

char **
ab_eboard_list_devices (void)
{
  GPtrArray *out = g_ptr_array_new ();
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  const char *dirs = g_getenv ("ANNABELLA_SERIAL_DIRS");

  if (dirs != NULL && dirs[0] != '\0')
    {
      /* Folders of links named as by-id names them (the tests' emulated boards). */
      g_auto (GStrv) each = g_strsplit (dirs, G_SEARCHPATH_SEPARATOR_S, -1);

      for (guint i = 0; each[i] != NULL; i++)
        add_dir (out, seen, each[i], TRUE);
    }
  else
    {
      add_dir (out, seen, "/dev/serial/by-id", TRUE);
      add_dir (out, seen, "/dev", FALSE);
    }
  g_ptr_array_add (out, NULL);
  return (char **) g_ptr_array_free (out, FALSE);
}

char *
ab_eboard_device_group (const char *device)
{
  struct stat st;
  struct group grp, *found = NULL;
  char buf[4096];

  if (stat (device, &st) < 0 || getgrgid_r (st.st_gid, &grp, buf, sizeof buf, &found) != 0
      || found == NULL)
    return NULL;
  return g_strdup (found->gr_name);
}
