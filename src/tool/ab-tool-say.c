/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tool-say.c — annabella-tool say [--lang de|nl|en] [--rate N] [--backend B] TEXT…
 *
 * Speaks through the same library as the app and exits once the words have
 * been heard; exits 1 when speech was silent (no audio server, no voice). */
#include "ab-tool.h"

#include <stdlib.h>
#include <string.h>

#include "ab-speech.h"

typedef struct
{
  GMainLoop *loop;
  char *fault;
} SayRun;

static void
speaking_cb (AbSpeech *speech, GParamSpec *pspec, SayRun *run)
{
  if (!ab_speech_get_speaking (speech))
    g_main_loop_quit (run->loop);
}

static void
fault_cb (AbSpeech *speech, AbSpeechStatus status, const char *message, SayRun *run)
{
  g_free (run->fault);
  run->fault = g_strdup (message);
}

static int
say_usage (void)
{
  fprintf (stderr, "Usage: annabella-tool say [--lang de|nl|en] [--rate N] "
                   "[--backend espeak|speechd] TEXT…\n");
  return 1;
}

int
ab_tool_say (int argc, char **argv)
{
  AbLanguage lang = AB_LANG_DE;
  AbSpeechBackend backend = AB_SPEECH_BACKEND_ESPEAK;
  long rate = AB_SPEECH_RATE_DEFAULT;
  SayRun run = { 0 };
  AbSpeech *speech;
  char *text;
  int i = 1;
  int status;

  for (; i < argc && strncmp (argv[i], "--", 2) == 0; i++)
    {
      if (strcmp (argv[i], "--") == 0)
        {
          i++;
          break;
        }
      if (i + 1 >= argc)
        return say_usage ();
      if (strcmp (argv[i], "--lang") == 0)
        {
          if (!ab_language_from_code (argv[++i], &lang))
            {
              fprintf (stderr, "annabella-tool: say: --lang is de, nl or en, not '%s'\n", argv[i]);
              return 1;
            }
        }
      else if (strcmp (argv[i], "--rate") == 0)
        {
          char *end;

          rate = strtol (argv[++i], &end, 10);
          if (*end || end == argv[i] || rate < AB_SPEECH_RATE_MIN || rate > AB_SPEECH_RATE_MAX)
            {
              fprintf (stderr, "annabella-tool: say: --rate is %d to %d words a minute, not '%s'\n",
                       AB_SPEECH_RATE_MIN, AB_SPEECH_RATE_MAX, argv[i]);
              return 1;
            }
        }
      else if (strcmp (argv[i], "--backend") == 0)
        {
          i++;
          if (strcmp (argv[i], "espeak") == 0)
            backend = AB_SPEECH_BACKEND_ESPEAK;
          else if (strcmp (argv[i], "speechd") == 0)
            backend = AB_SPEECH_BACKEND_SPEECHD;
          else
            {
              fprintf (stderr, "annabella-tool: say: --backend is espeak or speechd, not '%s'\n",
                       argv[i]);
              return 1;
            }
        }
      else
        return say_usage ();
    }
  if (i >= argc)
    return say_usage ();
  text = g_strjoinv (" ", argv + i);

  speech = g_object_new (AB_TYPE_SPEECH, "backend", backend, "language", (guint) lang, "rate",
                         (guint) rate, NULL);
  run.loop = g_main_loop_new (NULL, FALSE);
  g_signal_connect (speech, "notify::speaking", G_CALLBACK (speaking_cb), &run);
  g_signal_connect (speech, "fault", G_CALLBACK (fault_cb), &run);
  ab_speech_say (speech, text, AB_SPEECH_QUEUE);
  g_main_loop_run (run.loop);

  status = ab_speech_get_status (speech) == AB_SPEECH_STATUS_OK && !run.fault ? 0 : 1;
  if (status)
    fprintf (stderr, "annabella-tool: say: speech was silent: %s\n",
             run.fault ? run.fault : "no audio");
  g_object_unref (speech);
  g_main_loop_unref (run.loop);
  g_free (run.fault);
  g_free (text);
  return status;
}
