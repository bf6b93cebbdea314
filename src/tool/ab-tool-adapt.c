/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tool-adapt.c — annabella-tool adapt: the recogniser taught a player's voice.
 *
 *   adapt [--lang de|nl|en] --script           the enrolment phrases to read, one a line
 *   adapt [--profile DIR] --list FILE          lines "WAVPATH<TAB>PHRASE" (the phrase's
 *        keys, as --script prints them): the recordings of the enrolment; writes the
 *        voice profile (default $XDG_DATA_HOME/annabella/voice), which hear and the
 *        app then use. A relative WAVPATH is the list's neighbour.
 *   adapt [--profile DIR] --forget             forgets what games taught the profile
 *        (hear --learn, the app): their recordings dropped, the profile made again from
 *        the enrolment's alone, or removed when there were none. */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "ab-tool.h"
#include "ab-voice-adapt.h"
#include "ab-voice-learner.h"

static int
adapt_usage (void)
{
  fprintf (stderr, "Usage: annabella-tool adapt [--lang de|nl|en] --script\n"
                   "       annabella-tool adapt [--profile DIR] --list FILE\n"
                   "       annabella-tool adapt [--profile DIR] --forget\n");
  return 1;
}

static int
print_script (const char *lang)
{
  g_autoptr (GError) error = NULL;
  g_auto (GStrv) script = ab_voice_enrolment_script (lang, &error);

  if (script == NULL)
    {
      fprintf (stderr, "annabella-tool: %s\n", error->message);
      return 1;
    }
  for (int i = 0; script[i]; i++)
    printf ("%s\n", script[i]);
  return 0;
}

int
ab_tool_adapt (int argc, char **argv)
{
  const char *lang = "de", *list = NULL, *profile = NULL;
  gboolean script = FALSE, forget = FALSE;
  g_autofree char *text = NULL, *dir = NULL, *written = NULL;
  g_auto (GStrv) lines = NULL;
  g_autoptr (GPtrArray) wavs = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GPtrArray) words = g_ptr_array_new_with_free_func (g_free);
  g_autoptr (GError) error = NULL;

  for (int i = 1; i < argc; i++)
    {
      const char *next = i + 1 < argc ? argv[i + 1] : NULL;

      if (strcmp (argv[i], "--lang") == 0 && next
          && (strcmp (next, "de") == 0 || strcmp (next, "nl") == 0 || strcmp (next, "en") == 0))
        lang = argv[++i];
      else if (strcmp (argv[i], "--script") == 0)
        script = TRUE;
      else if (strcmp (argv[i], "--forget") == 0)
        forget = TRUE;
      else if (strcmp (argv[i], "--list") == 0 && next)
        list = argv[++i];
      else if (strcmp (argv[i], "--profile") == 0 && next)
        profile = argv[++i];
      else
        return adapt_usage ();
    }
  if (script)
    return list || profile || forget ? adapt_usage () : print_script (lang);
  if (forget)
    {
      g_autoptr (AbVoiceLearner) learner = NULL;

      if (list)
        return adapt_usage ();
      learner = ab_voice_learner_new (profile);
      if (!ab_voice_learner_forget (learner, &error))
        {
          fprintf (stderr, "annabella-tool: %s\n", error->message);
          return 1;
        }
      printf ("%s\n", ab_voice_learner_count (learner, AB_VOICE_RECORDING_ENROLMENT) > 0
                        ? "made again from the enrolment"
                        : ab_voice_learner_has_base (learner)
                            ? "made again as it was before the games"
                            : "removed: the installed model alone");
      return 0;
    }
  if (list == NULL)
    return adapt_usage ();
  if (!g_file_get_contents (list, &text, NULL, NULL))
    {
      fprintf (stderr, "annabella-tool: %s cannot be read\n", list);
      return 1;
    }
  dir = g_path_get_dirname (list);
  lines = g_strsplit (text, "\n", -1);
  for (int i = 0; lines[i]; i++)
    {
      char *line = g_strstrip (lines[i]), *tab;

      if (*line == '\0' || *line == '#')
        continue;
      tab = strchr (line, '\t');
      if (tab == NULL)
        {
          fprintf (stderr, "annabella-tool: %s:%d: expected WAVPATH<TAB>PHRASE\n", list, i + 1);
          return 1;
        }
      *tab = '\0';
      g_ptr_array_add (wavs, g_path_is_absolute (line) ? g_strdup (line)
                                                       : g_build_filename (dir, line, NULL));
      {
        g_auto (GStrv) parts = g_strsplit_set (g_strstrip (tab + 1), " \t", -1);
        g_autoptr (GString) phrase = g_string_new ("");

        for (int k = 0; parts[k]; k++)
          if (*parts[k])
            g_string_append_printf (phrase, "%s%s", phrase->len ? " " : "", parts[k]);
        g_ptr_array_add (words, g_string_free (g_steal_pointer (&phrase), FALSE));
      }
    }
  g_ptr_array_add (wavs, NULL);
  g_ptr_array_add (words, NULL);
  if (!ab_voice_adapt (NULL, NULL, (const char *const *) wavs->pdata,
                       (const char *const *) words->pdata, profile, &error))
    {
      fprintf (stderr, "annabella-tool: %s; no voice profile was written\n", error->message);
      return 1;
    }
  written = profile ? g_strdup (profile) : ab_voice_profile_default_dir ();
  printf ("voice profile written to %s (%u phrases)\n", written, wavs->len - 1);
  return 0;
}
