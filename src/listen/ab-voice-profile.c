/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-voice-profile.c — where the player's voice profile lives. */
#include "ab-voice-profile.h"

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
    return *env && strcmp (env, "none") != 0 ? g_strdup (env) : NULL;
  /* A damaged one too, so that the player hears why instead of silently
   * losing what the enrolment taught. */
  dir = ab_voice_profile_default_dir ();
  stamp = g_build_filename (dir, AB_VOICE_PROFILE_STAMP, NULL);
  return g_file_test (stamp, G_FILE_TEST_EXISTS) ? g_steal_pointer (&dir) : NULL;
}
