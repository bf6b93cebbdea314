/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-voice-profile.c — where the player's voice profile lives. */
#include "ab-voice-profile.h"

#include <glib/gstdio.h>
#include <string.h>

char *
ab_voice_profile_default_dir (void)
{
  return g_build_filename (g_get_user_data_dir (), "annabella", "voice", NULL);
}

gboolean
ab_voice_profile_valid (const char *dir)
{
  g_autofree char *stamp = g_build_filename (dir, AB_VOICE_PROFILE_STAMP, NULL);
  g_autofree char *means = g_build_filename (dir, "means", NULL);

  return g_file_test (stamp, G_FILE_TEST_IS_REGULAR) && g_file_test (means, G_FILE_TEST_IS_REGULAR);
}

char *
ab_voice_profile_in_use (void)
{
  const char *env = g_getenv ("ANNABELLA_VOICE_PROFILE");
  g_autofree char *dir = NULL, *stamp = NULL;

  if (env)
    /* One not made yet is the installed model's until something is learnt into it. */
    return *env && strcmp (env, "none") != 0 && g_file_test (env, G_FILE_TEST_EXISTS)
             ? g_strdup (env)
             : NULL;
  /* A damaged one too, so that the player hears why instead of silently
   * losing what the enrolment taught. */
  dir = ab_voice_profile_default_dir ();
  stamp = g_build_filename (dir, AB_VOICE_PROFILE_STAMP, NULL);
  return g_file_test (stamp, G_FILE_TEST_EXISTS) ? g_steal_pointer (&dir) : NULL;
}

void
ab_voice_profile_remove (const char *dir)
{
  GDir *d = g_dir_open (dir, 0, NULL);
  const char *name;

  if (d == NULL)
    return;
  while ((name = g_dir_read_name (d)))
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR) && !g_file_test (path, G_FILE_TEST_IS_SYMLINK))
        ab_voice_profile_remove (path);
      else
        g_unlink (path);
    }
  g_dir_close (d);
  g_rmdir (dir);
}

char *
ab_voice_profile_of_player (const char *name)
{
  g_autofree char *stripped = g_strstrip (g_strdup (name ? name : ""));
  g_autofree char *valid = g_utf8_make_valid (stripped, -1);
  g_autofree char *folded = g_utf8_casefold (valid, -1);
  g_autofree char *key = g_utf8_normalize (folded, -1, G_NORMALIZE_NFC);
  GString *folder = g_string_new (NULL);
  g_autofree char *safe = NULL;

  /* Not a path: no separator, no leading dot, no control character. */
  for (const char *p = key; p != NULL && *p; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (c == '/' || c == '\\' || g_unichar_iscntrl (c) || (folder->len == 0 && c == '.'))
        g_string_append_c (folder, '_');
      else
        g_string_append_unichar (folder, c);
      if (folder->len >= 64)
        break;
    }
  safe = g_string_free (folder, FALSE);
  if (*safe == '\0')
    return NULL;
  return g_build_filename (g_get_user_data_dir (), "annabella", "voices", safe, NULL);
}

char *
ab_voice_profile_for_learning (void)
{
  const char *env = g_getenv ("ANNABELLA_VOICE_PROFILE");

  if (env)
    return *env && strcmp (env, "none") != 0 ? g_strdup (env) : NULL;
  return ab_voice_profile_default_dir ();
}
