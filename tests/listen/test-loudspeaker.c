/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-loudspeaker.c — AbLoudspeaker with a real PulseAudio of its own (own
 * XDG_RUNTIME_DIR) and null sinks: "room", whose monitor is the microphone,
 * "speakers", the default sink, and "reader", a sink that is not the default (where
 * speech-dispatcher may speak). A tone played with libpulse-simple on a sink must make
 * the watch report sound on every sink but the microphone's own; a sink loaded after the
 * watch started and one made the default later are watched too, one unloaded is
 * forgotten; with the default source as the microphone, the watch follows a new default
 * source. TAP on stdout. Without pulseaudio or pactl, or when the server does not start,
 * skipped (77), or failed with REQUIRE_ALL_TESTS=1. */
#include <math.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <glib.h>
#include <glib/gstdio.h>
#include <pulse/error.h>
#include <pulse/simple.h>

#include "ab-loudspeaker.h"

#define TAIL_MS 300
#define TONE_RATE 22050
#define TONE_MS 800

static int n, failed;

static void
check (gboolean ok, const char *what)
{
  n++;
  printf ("%s %d - %s\n", ok ? "ok" : "not ok", n, what);
  fflush (stdout);
  failed += !ok;
}

static int
skip (const char *why)
{
  if (g_strcmp0 (g_getenv ("REQUIRE_ALL_TESTS"), "1") == 0)
    {
      printf ("1..1\nnot ok 1 - %s\n", why);
      return 1;
    }
  printf ("1..0 # SKIP %s\n", why);
  return 77;
}

/* pactl ARG…: TRUE when it succeeded. */
static gboolean
pactl (const char *first, ...)
{
  g_autoptr (GPtrArray) argv = g_ptr_array_new ();
  va_list args;
  int status = -1;

  g_ptr_array_add (argv, (char *) "pactl");
  va_start (args, first);
  for (const char *arg = first; arg != NULL; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (char *) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);
  if (!g_spawn_sync (NULL, (char **) argv->pdata, NULL,
                     G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL
                       | G_SPAWN_STDERR_TO_DEV_NULL,
                     NULL, NULL, NULL, NULL, &status, NULL))
    return FALSE;
  return g_spawn_check_wait_status (status, NULL);
}

/* The server dies with the test, whatever ends it. */
static void
die_with_parent (gpointer data)
{
  prctl (PR_SET_PDEATHSIG, SIGTERM);
}

static GPid
start_pulse (void)
{
  const char *argv[] = {
    "pulseaudio", "--daemonize=no", "--exit-idle-time=-1", "--system=false", "-n",
    "--realtime=no", "--high-priority=no",
    "--load=module-native-protocol-unix auth-anonymous=1",
    "--load=module-null-sink sink_name=room",
    "--load=module-null-sink sink_name=speakers",
    "--load=module-null-sink sink_name=reader",
    NULL
  };
  g_autofree char *no_bus = g_strdup_printf ("unix:path=%s/no-bus", g_getenv ("XDG_RUNTIME_DIR"));
  /* A PulseAudio takes a name on the session bus, which the suite's tests share: a second
   * one, of a test beside this one, would give up. Ours has no bus. */
  g_auto (GStrv) envp = g_environ_setenv (g_get_environ (), "DBUS_SESSION_BUS_ADDRESS", no_bus,
                                          TRUE);
  GPid pid = 0;

  if (!g_spawn_async (NULL, (char **) argv, envp,
                      G_SPAWN_SEARCH_PATH | G_SPAWN_DO_NOT_REAP_CHILD
                        | G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL,
                      die_with_parent, NULL, &pid, NULL))
    return 0;
  /* A busy machine (the whole suite beside it) may take seconds to start it. */
  for (int i = 0; i < 300; i++)
    {
      if (pactl ("info", NULL))
        return pid;
      g_usleep (100 * 1000);
    }
  kill (pid, SIGTERM);
  waitpid (pid, NULL, 0);
  return 0;
}

/* TONE_MS of a 440 Hz tone, played on a sink to its end. */
static gpointer
play_tone (gpointer sink)
{
  static const pa_sample_spec spec = {
    .format = PA_SAMPLE_S16NE, .rate = TONE_RATE, .channels = 1
  };
  g_autofree int16_t *tone = g_new (int16_t, TONE_RATE * TONE_MS / 1000);
  pa_simple *pa;
  int err = 0;

  for (int i = 0; i < TONE_RATE * TONE_MS / 1000; i++)
    tone[i] = (int16_t) (10000 * sin (2 * M_PI * 440 * i / TONE_RATE));
  pa = pa_simple_new (NULL, "test-loudspeaker", PA_STREAM_PLAYBACK, sink, "tone", &spec,
                      NULL, NULL, &err);
  if (pa == NULL)
    {
      printf ("# no playback on %s: %s\n", (char *) sink, pa_strerror (err));
      return NULL;
    }
  if (pa_simple_write (pa, tone, sizeof (int16_t) * TONE_RATE * TONE_MS / 1000, &err) < 0
      || pa_simple_drain (pa, &err) < 0)
    printf ("# playback on %s failed: %s\n", (char *) sink, pa_strerror (err));
  pa_simple_free (pa);
  return NULL;
}

/* Plays the tone on sink: TRUE when the watch said it was playing, at any time until
 * a while after the tone. It is quiet first. */
static gboolean
heard (AbLoudspeaker *ls, const char *sink)
{
  GThread *player;
  gboolean playing = FALSE;
  gint64 end;

  end = g_get_monotonic_time () + 3 * G_USEC_PER_SEC;
  while (ab_loudspeaker_playing (ls) && g_get_monotonic_time () < end)
    g_usleep (10 * 1000);
  if (ab_loudspeaker_playing (ls))
    {
      printf ("# still playing before the tone on %s\n", sink);
      return TRUE;
    }
  player = g_thread_new ("tone", play_tone, (gpointer) sink);
  end = g_get_monotonic_time () + (TONE_MS + 1500) * 1000;
  while (!playing && g_get_monotonic_time () < end)
    {
      playing = ab_loudspeaker_playing (ls);
      g_usleep (10 * 1000);
    }
  g_thread_join (player);
  return playing;
}

/* A sink loaded now; its module's index in *module. */
static gboolean
load_sink (const char *name, char **module)
{
  g_autofree char *arg = g_strconcat ("sink_name=", name, NULL);
  g_autofree char *out = NULL;
  const char *argv[] = { "pactl", "load-module", "module-null-sink", arg, NULL };
  int status = -1;

  if (!g_spawn_sync (NULL, (char **) argv, NULL,
                     G_SPAWN_SEARCH_PATH | G_SPAWN_STDERR_TO_DEV_NULL, NULL, NULL, &out,
                     NULL, &status, NULL)
      || !g_spawn_check_wait_status (status, NULL))
    return FALSE;
  *module = g_strstrip (g_steal_pointer (&out));
  return TRUE;
}

static void
watch_sinks (void)
{
  g_autoptr (AbLoudspeaker) ls = ab_loudspeaker_new ("room.monitor", TAIL_MS);
  g_autofree char *headset = NULL;

  check (ls != NULL, "a watch with the microphone on room's monitor");
  if (ls == NULL)
    return;
  check (!ab_loudspeaker_playing (ls), "nothing plays at first");
  check (heard (ls, "speakers"), "sound on the default sink is seen");
  check (heard (ls, "reader"), "sound on a sink that is not the default is seen");
  check (!heard (ls, "room"), "sound on the sink whose monitor is the microphone is not");

  check (load_sink ("headset", &headset), "a sink loaded after the watch started");
  check (heard (ls, "headset"), "sound on it is seen");
  check (pactl ("set-default-sink", "headset", NULL) && heard (ls, "headset"),
         "made the default sink, sound on it is seen");
  check (heard (ls, "speakers"), "the old default sink is still watched");
  check (headset != NULL && pactl ("unload-module", headset, NULL),
         "the new sink unloaded again");
  check (pactl ("set-default-sink", "speakers", NULL) && heard (ls, "speakers")
           && heard (ls, "reader") && !heard (ls, "room"),
         "the other sinks are watched as before, the microphone's not");
}

static void
follow_default_source (void)
{
  g_autoptr (AbLoudspeaker) ls = NULL;

  check (pactl ("set-default-source", "room.monitor", NULL), "room's monitor made the "
         "default source");
  ls = ab_loudspeaker_new (NULL, TAIL_MS);
  check (ls != NULL, "a watch with the microphone on the default source");
  if (ls == NULL)
    return;
  check (!heard (ls, "room"), "sound on the sink whose monitor is the default source is "
         "not seen");
  check (heard (ls, "reader"), "sound on another sink is seen");
  check (pactl ("set-default-source", "reader.monitor", NULL), "reader's monitor made the "
         "default source");
  check (heard (ls, "room"), "now sound on room is seen");
  check (!heard (ls, "reader"), "and sound on reader, the microphone's own sink now, is not");
}

static void
alone (void)
{
  g_autoptr (AbLoudspeaker) ls = NULL;
  g_autofree char *later = NULL;

  /* Only the microphone's sink at the start: nothing to watch yet, but later there is. */
  check (pactl ("set-default-source", "room.monitor", NULL)
           && pactl ("set-default-sink", "room", NULL), "room the default sink and source");
  ls = ab_loudspeaker_new (NULL, TAIL_MS);
  check (ls != NULL, "a watch while the default sink's monitor is the microphone");
  if (ls == NULL)
    return;
  check (load_sink ("later", &later) && pactl ("set-default-sink", "later", NULL),
         "a sink loaded later made the default");
  check (heard (ls, "later"), "sound on it is seen");
  check (!heard (ls, "room"), "sound on room still is not");
}

int
main (void)
{
  g_autofree char *tmp = NULL;
  g_autofree char *runtime = NULL;
  GPid pulse;

  for (const char *const *program = (const char *const[]) { "pulseaudio", "pactl", NULL };
       *program != NULL; program++)
    {
      g_autofree char *path = g_find_program_in_path (*program);

      if (path == NULL)
        {
          g_autofree char *why = g_strdup_printf ("%s is not installed", *program);
          return skip (why);
        }
    }
  tmp = g_dir_make_tmp ("ab-loudspeaker-XXXXXX", NULL);
  runtime = g_build_filename (tmp, "run", NULL);
  g_mkdir (runtime, 0700);
  /* The test's own server for pactl, for the watch and for the tone. */
  g_setenv ("XDG_RUNTIME_DIR", runtime, TRUE);
  g_unsetenv ("PULSE_SERVER");
  g_unsetenv ("PULSE_SINK");
  g_unsetenv ("PULSE_SOURCE");
  pulse = start_pulse ();
  if (pulse == 0)
    return skip ("no PulseAudio server could be started");
  if (pactl ("set-default-sink", "speakers", NULL))
    {
      watch_sinks ();
      follow_default_source ();
      alone ();
    }
  else
    check (FALSE, "speakers made the default sink");

  kill (pulse, SIGTERM);
  waitpid (pulse, NULL, 0);
  g_spawn_sync (NULL, (char *[]) { (char *) "rm", (char *) "-rf", tmp, NULL }, NULL,
                G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, NULL, NULL);
  printf ("1..%d\n", n);
  return failed ? 1 : 0;
}
