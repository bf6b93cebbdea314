/* SPDX-License-Identifier: GPL-3.0-or-later */
/* key-to-sound.c — from a real key press to the first audible sample, as the player
 * feels it.
 *
 *   key-to-sound MONITOR N KEYSYM…     (a KEYSYM may be "alt+KEYSYM")
 *
 * Sends N key presses (the KEYSYMs in turn) to the X display's focused window with
 * XTest, the extension xdotool uses, and listens on MONITOR (a PulseAudio null sink's
 * monitor) for the first loud sample after each. Both ends are timed on the same
 * clock (CLOCK_MONOTONIC, in this one process): the press just before it is sent, the
 * sound when the monitor's fragment holding it reaches us. Using the fragment's
 * arrival (not its start) errs by at most one fragment, against us. Before each press
 * the sink must have been quiet for a while, so that each onset is a new one.
 *
 * Prints one line per press, "press MS AT" (AT: when the key was pressed, monotonic
 * microseconds, to match with the transcript's times) or "miss" (nothing within
 * HEARD_TIMEOUT), and
 * "fragment-interval MS" (the median time between two fragments) at the end. Exits 1
 * when the monitor cannot be read or the display opened.
 *
 * The orchestration (server, app, Orca) is key-to-sound.py's. */
#include <X11/Xlib.h>
#include <X11/keysym.h>
#include <X11/extensions/XTest.h>
#include <glib.h>
#include <pulse/error.h>
#include <pulse/simple.h>
#include <stdio.h>
#include <stdlib.h>

#define RATE 22050
/* 2 ms: small, so that the fragment's arrival is close to the sample's. */
#define FRAGMENT (RATE / 500)
/* About -42 dBFS: the first sample a listener hears, a fricative's onset included (a
 * threshold of 1000 would wait 25 ms into "Felix"); espeak-ng's own silence is below. */
#define LOUD 256
#define QUIET_USEC (400 * G_TIME_SPAN_MILLISECOND)
#define HEARD_TIMEOUT_USEC (3 * G_USEC_PER_SEC)

typedef struct
{
  GMutex lock;
  GCond cond;
  gint64 armed_at; /* look for sound after this time; 0: not looking */
  gint64 heard_at; /* arrival of the first loud fragment after armed_at */
  gint64 last_loud;
  gboolean failed;
  const char *monitor;
  GArray *intervals;
} Monitor;

static gpointer
monitor_thread (gpointer data)
{
  Monitor *m = data;
  pa_sample_spec spec = { PA_SAMPLE_S16LE, RATE, 1 };
  pa_buffer_attr attr = { (guint32) -1, (guint32) -1, (guint32) -1, (guint32) -1,
                          FRAGMENT * sizeof (gint16) };
  int err = 0;
  pa_simple *rec = pa_simple_new (NULL, "key-to-sound", PA_STREAM_RECORD, m->monitor, "monitor",
                                  &spec, NULL, &attr, &err);
  gint16 buf[FRAGMENT];
  gint64 last = 0;

  if (!rec)
    {
      fprintf (stderr, "key-to-sound: cannot record %s: %s\n", m->monitor, pa_strerror (err));
      g_mutex_lock (&m->lock);
      m->failed = TRUE;
      g_cond_broadcast (&m->cond);
      g_mutex_unlock (&m->lock);
      return NULL;
    }
  while (pa_simple_read (rec, buf, sizeof buf, &err) == 0)
    {
      gint64 now = g_get_monotonic_time ();
      gboolean loud = FALSE;

      for (int i = 0; i < FRAGMENT && !loud; i++)
        loud = ABS (buf[i]) > LOUD;
      g_mutex_lock (&m->lock);
      if (last && m->intervals->len < 100000)
        {
          double ms = (now - last) / 1000.0;

          g_array_append_val (m->intervals, ms);
        }
      last = now;
      if (loud)
        {
          m->last_loud = now;
          if (m->armed_at && !m->heard_at)
            {
              m->heard_at = now;
              g_cond_broadcast (&m->cond);
            }
        }
      g_mutex_unlock (&m->lock);
    }
  fprintf (stderr, "key-to-sound: the monitor stopped: %s\n", pa_strerror (err));
  g_mutex_lock (&m->lock);
  m->failed = TRUE;
  g_cond_broadcast (&m->cond);
  g_mutex_unlock (&m->lock);
  pa_simple_free (rec);
  return NULL;
}

static void
wait_quiet (Monitor *m)
{
  gint64 give_up = g_get_monotonic_time () + 30 * G_USEC_PER_SEC;

  for (;;)
    {
      gint64 now = g_get_monotonic_time ();
      gint64 since;

      g_mutex_lock (&m->lock);
      since = now - m->last_loud;
      g_mutex_unlock (&m->lock);
      if (since > QUIET_USEC || now > give_up)
        return;
      g_usleep (10000);
    }
}

static int
compare_double (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

int
main (int argc, char **argv)
{
  Monitor m = { 0 };
  Display *dpy;
  int n, ev, er, maj, min;

  if (argc < 4 || (n = atoi (argv[2])) <= 0)
    {
      fprintf (stderr, "usage: key-to-sound MONITOR N KEYSYM…\n");
      return 2;
    }
  dpy = XOpenDisplay (NULL);
  if (!dpy || !XTestQueryExtension (dpy, &ev, &er, &maj, &min))
    {
      fprintf (stderr, "key-to-sound: no X display with XTest\n");
      return 1;
    }
  g_mutex_init (&m.lock);
  g_cond_init (&m.cond);
  m.monitor = argv[1];
  m.intervals = g_array_new (FALSE, FALSE, sizeof (double));
  g_thread_unref (g_thread_new ("monitor", monitor_thread, &m));
  g_usleep (300000);

  for (int i = 0; i < n && !m.failed; i++)
    {
      const char *name = argv[3 + i % (argc - 3)];
      /* "alt+w": Alt held around w. */
      gboolean alt = g_str_has_prefix (name, "alt+");
      KeyCode code = XKeysymToKeycode (dpy, XStringToKeysym (alt ? name + 4 : name));
      KeyCode alt_code = XKeysymToKeycode (dpy, XK_Alt_L);
      gint64 pressed, heard;

      if (code == 0)
        {
          fprintf (stderr, "key-to-sound: no key for %s\n", name);
          return 2;
        }
      wait_quiet (&m);
      g_mutex_lock (&m.lock);
      m.heard_at = 0;
      pressed = m.armed_at = g_get_monotonic_time ();
      g_mutex_unlock (&m.lock);
      if (alt)
        XTestFakeKeyEvent (dpy, alt_code, True, CurrentTime);
      XTestFakeKeyEvent (dpy, code, True, CurrentTime);
      XTestFakeKeyEvent (dpy, code, False, CurrentTime);
      if (alt)
        XTestFakeKeyEvent (dpy, alt_code, False, CurrentTime);
      XFlush (dpy);

      g_mutex_lock (&m.lock);
      while (!m.heard_at && !m.failed
             && g_cond_wait_until (&m.cond, &m.lock, pressed + HEARD_TIMEOUT_USEC))
        ;
      heard = m.heard_at;
      m.armed_at = 0;
      g_mutex_unlock (&m.lock);
      if (heard)
        printf ("press %.2f %" G_GINT64_FORMAT "\n", (heard - pressed) / 1000.0, pressed);
      else
        printf ("miss\n");
      fflush (stdout);
    }
  g_mutex_lock (&m.lock);
  if (m.intervals->len > 0)
    {
      g_array_sort (m.intervals, compare_double);
      printf ("fragment-interval %.2f\n",
              g_array_index (m.intervals, double, m.intervals->len / 2));
    }
  g_mutex_unlock (&m.lock);
  XCloseDisplay (dpy);
  return m.failed ? 1 : 0;
}
