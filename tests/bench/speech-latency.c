/* SPDX-License-Identifier: GPL-3.0-or-later */
/* speech-latency.c — how soon a key press is heard: AbSpeech against
 * speech-dispatcher's spd-say, in one run on the same PulseAudio null sink.
 *
 * For each of N utterances, after a moment of silence:
 *   annabella: ab_speech_say (…, INTERRUPT) → first non-silent sample written
 *              to PulseAudio; → when PulseAudio reports it played (write time
 *              plus stream latency); → first non-silent sample on the monitor.
 *   spd-say:   invocation → first non-silent sample on the monitor.
 * A reader thread on the null sink's monitor, 5 ms fragments, keeps the sink
 * running in real time and timestamps the sound. Run by speech-latency.sh,
 * which starts the server. Usage: speech-latency MONITOR N [SPD-SAY] */
#include <math.h>
#include <pulse/error.h>
#include <pulse/simple.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "ab-speech-private.h"

#define RATE 22050
#define FRAGMENT (RATE / 200)
#define LOUD 600
#define QUIET_USEC (150 * G_TIME_SPAN_MILLISECOND)
#define HEARD_TIMEOUT_USEC (5 * G_USEC_PER_SEC)

/* Single words, as the board cursor speaks them. */
static const char *words[] = {
  "Anna", "Bella", "Cesar", "David", "Eva", "Felix", "Gustav", "Hector", "Schach", "Turm",
};

typedef struct
{
  GMutex lock;
  GCond cond;
  gint64 armed_at;   /* look for sound after this time, 0: not looking */
  gint64 heard_at;   /* the first loud sample after armed_at */
  gint64 last_loud;
  gboolean failed;
  char *monitor;
} Monitor;

static gpointer
monitor_thread (gpointer data)
{
  Monitor *m = data;
  pa_sample_spec spec = { PA_SAMPLE_S16LE, RATE, 1 };
  pa_buffer_attr attr = { (guint32) -1, (guint32) -1, (guint32) -1, (guint32) -1,
                          FRAGMENT * sizeof (gint16) };
  int err = 0;
  pa_simple *rec = pa_simple_new (NULL, "speech-latency", PA_STREAM_RECORD, m->monitor, "monitor",
                                  &spec, NULL, &attr, &err);
  gint16 buf[FRAGMENT];

  if (!rec)
    {
      fprintf (stderr, "speech-latency: cannot record %s: %s\n", m->monitor, pa_strerror (err));
      g_mutex_lock (&m->lock);
      m->failed = TRUE;
      g_cond_broadcast (&m->cond);
      g_mutex_unlock (&m->lock);
      return NULL;
    }
  while (pa_simple_read (rec, buf, sizeof buf, &err) == 0)
    {
      gint64 now = g_get_monotonic_time ();

      g_mutex_lock (&m->lock);
      for (int i = 0; i < FRAGMENT; i++)
        if (ABS (buf[i]) > LOUD)
          {
            /* Sample i was captured (FRAGMENT - i) samples before the read returned. */
            gint64 at = now - (gint64) (FRAGMENT - i) * G_USEC_PER_SEC / RATE;

            m->last_loud = now;
            if (m->armed_at && !m->heard_at && at >= m->armed_at)
              {
                m->heard_at = at;
                g_cond_broadcast (&m->cond);
              }
          }
      g_mutex_unlock (&m->lock);
    }
  fprintf (stderr, "speech-latency: the monitor stopped: %s\n", pa_strerror (err));
  pa_simple_free (rec);
  return NULL;
}

static void
wait_quiet (Monitor *m)
{
  for (;;)
    {
      gint64 since;

      g_mutex_lock (&m->lock);
      since = g_get_monotonic_time () - m->last_loud;
      g_mutex_unlock (&m->lock);
      if (since > QUIET_USEC)
        return;
      g_usleep (20000);
    }
}

static void
arm (Monitor *m, gint64 at)
{
  g_mutex_lock (&m->lock);
  m->armed_at = at;
  m->heard_at = 0;
  g_mutex_unlock (&m->lock);
}

/* When the sound came, or -1 after a timeout. */
static gint64
wait_heard (Monitor *m)
{
  gint64 deadline = g_get_monotonic_time () + HEARD_TIMEOUT_USEC;
  gint64 heard;

  g_mutex_lock (&m->lock);
  while (!m->heard_at && !m->failed && g_cond_wait_until (&m->cond, &m->lock, deadline))
    ;
  heard = m->heard_at ? m->heard_at : -1;
  m->armed_at = 0;
  g_mutex_unlock (&m->lock);
  return heard;
}

typedef struct
{
  const char *name;
  GArray *msec;
} Series;

static void
add (Series *s, gint64 usec)
{
  double ms = usec / 1000.0;

  if (usec >= 0)
    g_array_append_val (s->msec, ms);
}

static int
compare_double (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static double
percentile (Series *s, double p)
{
  guint i;

  if (s->msec->len == 0)
    return NAN;
  g_array_sort (s->msec, compare_double);
  i = (guint) ceil (p * s->msec->len) - 1;
  return g_array_index (s->msec, double, MIN (i, s->msec->len - 1));
}

static void
report (Series *s)
{
  printf ("  %-44s median %7.1f ms   p99 %7.1f ms   (n=%u)\n", s->name, percentile (s, 0.5),
          percentile (s, 0.99), s->msec->len);
}

static void
speaking_cb (AbSpeech *speech, GParamSpec *pspec, GMainLoop *loop)
{
  if (!ab_speech_get_speaking (speech))
    g_main_loop_quit (loop);
}

int
main (int argc, char **argv)
{
  Monitor m = { 0 };
  Series ours_written = { "annabella: key -> first sample written", NULL };
  Series ours_played = { "annabella: key -> played (stream latency)", NULL };
  Series ours_heard = { "annabella: key -> first sample on the monitor", NULL };
  Series spd_heard = { "spd-say: invocation -> first sample on the monitor", NULL };
  GMainLoop *loop = g_main_loop_new (NULL, FALSE);
  AbSpeech *speech;
  int n;
  int warmup = 3;

  if (argc < 3 || (n = atoi (argv[2])) <= 0)
    {
      fprintf (stderr, "Usage: speech-latency MONITOR N [SPD-SAY]\n");
      return 1;
    }
  ours_written.msec = g_array_new (FALSE, FALSE, sizeof (double));
  ours_played.msec = g_array_new (FALSE, FALSE, sizeof (double));
  ours_heard.msec = g_array_new (FALSE, FALSE, sizeof (double));
  spd_heard.msec = g_array_new (FALSE, FALSE, sizeof (double));
  g_mutex_init (&m.lock);
  g_cond_init (&m.cond);
  m.monitor = argv[1];
  g_thread_unref (g_thread_new ("monitor", monitor_thread, &m));
  g_usleep (300000);
  if (m.failed)
    return 1;

  speech = ab_speech_new ();
  g_signal_connect (speech, "notify::speaking", G_CALLBACK (speaking_cb), loop);
  for (int i = -warmup; i < n; i++)
    {
      AbSpeechTiming t;
      gint64 heard;

      wait_quiet (&m);
      arm (&m, g_get_monotonic_time ());
      ab_speech_say (speech, words[(i + warmup) % G_N_ELEMENTS (words)], AB_SPEECH_INTERRUPT);
      heard = wait_heard (&m);
      /* Heard: the next key press would cut it off; so does stop. */
      ab_speech_stop (speech);
      g_main_loop_run (loop);
      if (i < 0)
        continue;
      if (ab_speech_get_status (speech) != AB_SPEECH_STATUS_OK)
        {
          fprintf (stderr, "speech-latency: speech is silent\n");
          return 1;
        }
      if (_ab_speech_get_last_timing (speech, &t))
        {
          add (&ours_written, t.first_sample_usec - t.said_usec);
          add (&ours_played, t.played_usec >= 0 ? t.played_usec - t.said_usec : -1);
          add (&ours_heard, heard >= 0 ? heard - t.said_usec : -1);
        }
    }
  g_object_unref (speech);

  for (int i = -warmup; argc > 3 && i < n; i++)
    {
      const char *word = words[(i + warmup) % G_N_ELEMENTS (words)];
      char *child_argv[] = { argv[3], "-w", "-l", "de", (char *) word, NULL };
      g_autoptr (GError) error = NULL;
      GPid pid;
      gint64 t0, heard;
      int status;

      wait_quiet (&m);
      t0 = g_get_monotonic_time ();
      arm (&m, t0);
      if (!g_spawn_async (NULL, child_argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD, NULL, NULL, &pid,
                          &error))
        {
          fprintf (stderr, "speech-latency: %s\n", error->message);
          return 1;
        }
      heard = wait_heard (&m);
      waitpid (pid, &status, 0);
      if (i >= 0)
        add (&spd_heard, heard >= 0 ? heard - t0 : -1);
    }

  printf ("speech-latency: %d utterances each (after %d warm-up), PulseAudio null sink, "
          "%d-sample monitor reader\n", n, warmup, FRAGMENT);
  report (&ours_written);
  report (&ours_played);
  report (&ours_heard);
  if (argc > 3)
    {
      report (&spd_heard);
      printf ("  spd-say / annabella, first sample on the monitor: median %.1fx, p99 %.1fx\n",
              percentile (&spd_heard, 0.5) / percentile (&ours_heard, 0.5),
              percentile (&spd_heard, 0.99) / percentile (&ours_heard, 0.99));
    }
  printf ("  target: median key -> audible <= 30 ms and >= 3x faster than spd-say\n");
  /* A few utterances may slip past the monitor's timestamps; many may not. */
  if (ours_heard.msec->len < (guint) n * 95 / 100)
    {
      fprintf (stderr, "speech-latency: only %u of %d utterances were heard\n",
               ours_heard.msec->len, n);
      return 1;
    }
  return 0;
}
