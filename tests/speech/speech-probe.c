/* SPDX-License-Identifier: GPL-3.0-or-later */
/* speech-probe.c — drives an AbSpeech from stdin for test-pulse.py.
 *
 * Commands, one a line, run in turn:
 *   say FLAGS TEXT   FLAGS: queue, interrupt, important or interrupt+important
 *   earcon NAME      queued earcon
 *   stop
 *   wait             until speech is over; prints "idle"
 *   sleep MSEC
 *   backend NAME     espeak, speechd or screen-reader
 *   status           prints "status N" (AbSpeechStatus)
 *   timing           prints "timing SAID FIRST PLAYED" (monotonic µs)
 *   quit
 * Events are printed as they happen: "fault N MESSAGE", "status N". */
#include <gio/gio.h>
#include <gio/gunixinputstream.h>
#include <stdio.h>
#include <string.h>

#include "ab-speech-private.h"

typedef struct
{
  AbSpeech *speech;
  GDataInputStream *in;
  GMainLoop *loop;
  gboolean waiting_idle;
} Probe;

static void next_command (Probe *p);

static void
reply (const char *fmt, ...)
{
  va_list ap;

  va_start (ap, fmt);
  vprintf (fmt, ap);
  va_end (ap);
  putchar ('\n');
  fflush (stdout);
}

static gboolean
sleep_done_cb (gpointer data)
{
  next_command (data);
  return G_SOURCE_REMOVE;
}

static void
speaking_cb (AbSpeech *speech, GParamSpec *pspec, Probe *p)
{
  if (p->waiting_idle && !ab_speech_get_speaking (speech))
    {
      p->waiting_idle = FALSE;
      reply ("idle");
      next_command (p);
    }
}

static void
status_cb (AbSpeech *speech, GParamSpec *pspec, Probe *p)
{
  reply ("status %d", ab_speech_get_status (speech));
}

static void
fault_cb (AbSpeech *speech, AbSpeechStatus status, const char *message, Probe *p)
{
  reply ("fault %d %s", status, message);
}

static AbSpeechFlags
parse_flags (const char *s)
{
  AbSpeechFlags flags = AB_SPEECH_QUEUE;

  if (strstr (s, "interrupt"))
    flags |= AB_SPEECH_INTERRUPT;
  if (strstr (s, "important"))
    flags |= AB_SPEECH_IMPORTANT;
  return flags;
}

/* Returns FALSE when the command continues asynchronously. */
static gboolean
run_command (Probe *p, char *line)
{
  char **w = g_strsplit (line, " ", 3);
  gboolean done = TRUE;

  if (!w[0])
    ;
  else if (strcmp (w[0], "say") == 0 && w[1] && w[2])
    ab_speech_say (p->speech, w[2], parse_flags (w[1]));
  else if (strcmp (w[0], "earcon") == 0 && w[1])
    {
      for (int e = 0; e < AB_EARCON_COUNT; e++)
        if (strcmp (w[1], ab_earcon_to_string (e)) == 0)
          ab_speech_play_earcon (p->speech, e, AB_SPEECH_QUEUE);
    }
  else if (strcmp (w[0], "backend") == 0 && w[1])
    {
      static const char *names[] = { "espeak", "speechd", "screen-reader" };

      for (guint b = 0; b < G_N_ELEMENTS (names); b++)
        if (strcmp (w[1], names[b]) == 0)
          ab_speech_set_backend (p->speech, b);
    }
  else if (strcmp (w[0], "stop") == 0)
    ab_speech_stop (p->speech);
  else if (strcmp (w[0], "wait") == 0)
    {
      if (ab_speech_get_speaking (p->speech))
        {
          p->waiting_idle = TRUE;
          done = FALSE;
        }
      else
        reply ("idle");
    }
  else if (strcmp (w[0], "sleep") == 0 && w[1])
    {
      g_timeout_add ((guint) g_ascii_strtoull (w[1], NULL, 10), sleep_done_cb, p);
      done = FALSE;
    }
  else if (strcmp (w[0], "status") == 0)
    reply ("status %d", ab_speech_get_status (p->speech));
  else if (strcmp (w[0], "timing") == 0)
    {
      AbSpeechTiming t;

      if (_ab_speech_get_last_timing (p->speech, &t))
        reply ("timing %" G_GINT64_FORMAT " %" G_GINT64_FORMAT " %" G_GINT64_FORMAT, t.said_usec,
               t.first_sample_usec, t.played_usec);
      else
        reply ("timing none");
    }
  else if (strcmp (w[0], "quit") == 0)
    {
      g_main_loop_quit (p->loop);
      done = FALSE;
    }
  else
    reply ("error unknown command: %s", line);
  g_strfreev (w);
  return done;
}

static void
line_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  Probe *p = data;
  g_autoptr (GError) error = NULL;
  g_autofree char *line = g_data_input_stream_read_line_finish_utf8 (p->in, result, NULL, &error);

  if (!line)
    {
      g_main_loop_quit (p->loop);
      return;
    }
  if (run_command (p, line))
    next_command (p);
}

static void
next_command (Probe *p)
{
  g_data_input_stream_read_line_async (p->in, G_PRIORITY_DEFAULT, NULL, line_cb, p);
}

int
main (void)
{
  g_autoptr (GInputStream) stdin_stream = g_unix_input_stream_new (0, FALSE);
  Probe p = { 0 };

  p.speech = ab_speech_new ();
  p.in = g_data_input_stream_new (stdin_stream);
  p.loop = g_main_loop_new (NULL, FALSE);
  g_signal_connect (p.speech, "notify::speaking", G_CALLBACK (speaking_cb), &p);
  g_signal_connect (p.speech, "notify::status", G_CALLBACK (status_cb), &p);
  g_signal_connect (p.speech, "fault", G_CALLBACK (fault_cb), &p);
  reply ("ready");
  next_command (&p);
  g_main_loop_run (p.loop);
  g_object_unref (p.speech);
  g_object_unref (p.in);
  g_main_loop_unref (p.loop);
  return 0;
}
