/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-practice-note.c — the practice settings journaled with the match. */
#include "ab-practice-note.h"

#include "ab-match-notes.h"

#define NOTE AB_MATCH_NOTE_PRACTICE

gboolean
ab_practice_note_write (AbMatch *match, const AbPracticeSetup *setup, const char *engine_path,
                        GError **error)
{
  g_autofree char *spec = ab_practice_setup_to_spec (setup);
  g_autofree char *arg = g_strdup_printf ("%s %s", spec, engine_path ? engine_path : "-");
  AbColor engine = setup->color == AB_PRACTICE_COLOR_BLACK ? AB_WHITE : AB_BLACK;

  g_return_val_if_fail (setup->color != AB_PRACTICE_COLOR_RANDOM, FALSE);

  return ab_match_add_note (match, engine, NOTE, arg, error);
}

gboolean
ab_practice_note_read (AbMatch *match, AbPracticeSetup *setup, char **engine_path)
{
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) parts = NULL;
  AbPracticeSetup read;
  AbColor engine;
  const char *arg = ab_match_find_note (match, NOTE, &engine);

  if (arg == NULL)
    return FALSE;
  parts = g_strsplit (arg, " ", 2);
  ab_practice_setup_init (&read);
  if (g_strv_length (parts) != 2 || !ab_practice_setup_parse (parts[0], &read, &error)
      || read.color == AB_PRACTICE_COLOR_RANDOM
      || (read.color == AB_PRACTICE_COLOR_BLACK) != (engine == AB_WHITE))
    {
      g_warning ("The journal's practice note does not read: %s",
                 error ? error->message : arg);
      return FALSE;
    }
  *setup = read;
  *engine_path = g_str_equal (parts[1], "-") ? NULL : g_strdup (parts[1]);
  return TRUE;
}
