/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-speech-queue.c — the priority rules: interrupt, queue, important,
 * duplicates; first as pure queue operations, then through the speech
 * thread with real espeak-ng into a recording test sink. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <glib/gstdio.h>
#include <string.h>

#include "ab-speech-private.h"
#include "ab-speech-queue.h"
#include "ab-test-sink.h"

/* "q:a" queue, "i:a" interrupt, "m:a" important, "mi:a" both. */
static AbUtterance *
utterance_from (const char *spec, guint64 serial)
{
  const char *colon = strchr (spec, ':');
  AbSpeechFlags flags = AB_SPEECH_QUEUE;

  for (const char *p = spec; p < colon; p++)
    flags |= *p == 'i' ? AB_SPEECH_INTERRUPT : *p == 'm' ? AB_SPEECH_IMPORTANT : 0;
  return ab_utterance_new_text (serial, colon + 1, flags);
}

typedef struct
{
  const char *name;
  const char *current;    /* NULL: nothing playing */
  const char *waiting[4];
  const char *push;
  const char *expect;     /* the texts waiting afterwards, space-separated */
  gboolean expect_cut;
} QueueCase;

static const QueueCase queue_cases[] = {
  { "queue waits its turn", "q:a", { NULL }, "q:b", "b", FALSE },
  { "interrupt cuts navigation speech", "i:a", { "q:b" }, "i:c", "c", TRUE },
  { "interrupt drops waiting status lines", "q:a", { "q:b", "q:c" }, "i:d", "d", TRUE },
  { "interrupt keeps waiting important speech", NULL, { "m:m", "q:b" }, "i:d", "m d", FALSE },
  { "interrupt never cuts important speech", "m:m", { NULL }, "i:d", "d", FALSE },
  { "navigation waiting for important speech is replaced", "m:m", { "i:d" }, "i:e", "e", FALSE },
  { "important goes before status lines", NULL, { "q:b", "q:c" }, "m:m", "m b c", FALSE },
  { "important waits for earlier important", NULL, { "m:m", "q:b" }, "m:n", "m n b", FALSE },
  { "important cuts navigation speech", "i:a", { NULL }, "m:m", "m", TRUE },
  { "important cuts a status line", "q:a", { "q:b" }, "m:m", "m b", TRUE },
  { "important never cuts important", "m:m", { NULL }, "m:n", "n", FALSE },
  { "important interrupt drops navigation, keeps important", NULL, { "m:m", "i:a" }, "mi:n",
    "m n", FALSE },
  { "identical text said twice is kept twice", "q:a", { "q:a" }, "q:a", "a a", FALSE },
  { "interrupt when silent just speaks", NULL, { NULL }, "i:a", "a", FALSE },
};

static char *
waiting_texts (AbSpeechQueue *q)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < ab_speech_queue_length (q); i++)
    g_string_append_printf (s, "%s%s", i ? " " : "", ab_speech_queue_peek (q, i)->text);
  return g_string_free (s, FALSE);
}

static void
test_queue_rules (void **state)
{
  for (gsize k = 0; k < G_N_ELEMENTS (queue_cases); k++)
    {
      const QueueCase *c = &queue_cases[k];
      AbSpeechQueue *q = ab_speech_queue_new ();
      guint64 serial = 0;
      g_autofree char *got = NULL;
      gboolean cut;

      if (c->current)
        {
          ab_speech_queue_push (q, utterance_from (c->current, ++serial));
          assert_non_null (ab_speech_queue_pop (q));
        }
      for (int i = 0; i < 4 && c->waiting[i]; i++)
        ab_speech_queue_push (q, utterance_from (c->waiting[i], ++serial));
      cut = ab_speech_queue_push (q, utterance_from (c->push, ++serial));
      got = waiting_texts (q);
      if (g_strcmp0 (got, c->expect) != 0 || cut != c->expect_cut)
        fail_msg ("%s: waiting '%s' (expected '%s'), cut %d (expected %d)", c->name, got,
                  c->expect, cut, c->expect_cut);
      ab_speech_queue_free (q);
    }
}

static void
test_queue_stop_drops_important_too (void **state)
{
  AbSpeechQueue *q = ab_speech_queue_new ();

  ab_speech_queue_push (q, utterance_from ("m:m", 1));
  assert_non_null (ab_speech_queue_pop (q));
  ab_speech_queue_push (q, utterance_from ("m:n", 2));
  ab_speech_queue_push (q, utterance_from ("q:b", 3));
  assert_true (ab_speech_queue_clear (q));
  assert_int_equal (ab_speech_queue_length (q), 0);
  ab_speech_queue_finish (q);
  assert_false (ab_speech_queue_clear (q));
  assert_null (ab_speech_queue_pop (q));
  ab_speech_queue_free (q);
}

/* Through the speech thread. */

#define LONG_TEXT                                                                                  \
  "Springer Gustav eins Felix drei, Läufer Felix eins Cesar vier, Kurze Rochade, "                 \
  "Dame David eins Eva zwei, Turm Hector eins Eva eins"
#define SPEEDUP 2.0
#define DEADLINE_USEC (30 * G_USEC_PER_SEC)

typedef struct
{
  AbSpeech *speech;
  AbSpeechSink *sink;
  GMainLoop *loop;
  int faults;
  AbSpeechStatus last_fault;
} Fixture;

static void
fault_cb (AbSpeech *speech, AbSpeechStatus status, const char *message, Fixture *f)
{
  f->faults++;
  f->last_fault = status;
}

static Fixture *
fixture_new (double speedup)
{
  Fixture *f = g_new0 (Fixture, 1);

  f->sink = ab_test_sink_new (speedup);
  f->speech = _ab_speech_new_with_sink (f->sink);
  f->loop = g_main_loop_new (NULL, FALSE);
  g_signal_connect (f->speech, "fault", G_CALLBACK (fault_cb), f);
  return f;
}

static void
fixture_free (Fixture *f)
{
  g_object_unref (f->speech);
  g_main_loop_unref (f->loop);
  g_free (f);
}

static gboolean
quit_cb (gpointer data)
{
  g_main_loop_quit (data);
  return G_SOURCE_REMOVE;
}

/* Runs the main loop for msec. */
static void
run_for (Fixture *f, guint msec)
{
  g_timeout_add (msec, quit_cb, f->loop);
  g_main_loop_run (f->loop);
}

/* Runs the main loop until cond holds, failing after DEADLINE_USEC. */
static void
run_until (Fixture *f, gboolean (*cond) (Fixture *f), const char *what)
{
  gint64 deadline = g_get_monotonic_time () + DEADLINE_USEC;

  while (!cond (f))
    {
      if (g_get_monotonic_time () > deadline)
        fail_msg ("timed out waiting until %s", what);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (2000);
    }
}

static gboolean
is_quiet (Fixture *f)
{
  return !ab_speech_get_speaking (f->speech);
}

/* Whether the sink has had a sample of anything yet. */
static gboolean
is_sounding (Fixture *f)
{
  GPtrArray *items = ab_test_sink_items (f->sink);
  gboolean sounding = FALSE;

  for (guint i = 0; i < items->len && !sounding; i++)
    sounding = ((AbTestSinkItem *) g_ptr_array_index (items, i))->samples > 0;
  ab_test_sink_items_free (items);
  return sounding;
}

static gboolean
is_ok (Fixture *f)
{
  return ab_speech_get_status (f->speech) == AB_SPEECH_STATUS_OK;
}

static gboolean
is_faulted (Fixture *f)
{
  return ab_speech_get_status (f->speech) != AB_SPEECH_STATUS_OK;
}

/* What the sink heard: "label" or "label/cut", space-separated; every
 * item must have made a sound. */
static char *
heard (Fixture *f)
{
  GPtrArray *items = ab_test_sink_items (f->sink);
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < items->len; i++)
    {
      AbTestSinkItem *item = g_ptr_array_index (items, i);

      if (item->samples == 0 || item->peak < 1000)
        g_string_append_printf (s, "%s[silent]", i ? " | " : "");
      g_string_append_printf (s, "%s%s%s", i ? " | " : "", item->label, item->cut ? "/cut" : "");
    }
  ab_test_sink_items_free (items);
  return g_string_free (s, FALSE);
}

typedef struct
{
  guint at_msec;        /* after the previous step */
  const char *action;   /* "q:…", "i:…", "m:…", "stop", "earcon:capture" */
} Step;

typedef struct
{
  const char *name;
  Step steps[5];
  const char *expect;
} EngineCase;

static const EngineCase engine_cases[] = {
  { "a key press cuts off what is speaking; the new text follows",
    { { 0, "q:" LONG_TEXT }, { 400, "i:Anna" } }, LONG_TEXT "/cut | Anna" },
  { "status lines wait their turn",
    { { 0, "q:Turm Hector acht" }, { 0, "q:Dame David eins" } },
    "Turm Hector acht | Dame David eins" },
  { "identical text said twice is spoken twice",
    { { 0, "q:Turm" }, { 0, "q:Turm" } }, "Turm | Turm" },
  { "navigation never cuts the opponent's move; the latest key press waits",
    { { 0, "m:Dame schlägt David acht Schach" }, { 200, "i:Anna" }, { 50, "i:Bella" } },
    "Dame schlägt David acht Schach | Bella" },
  { "the opponent's move cuts navigation speech",
    { { 0, "i:" LONG_TEXT }, { 400, "m:Schach" } }, LONG_TEXT "/cut | Schach" },
  { "stop silences even important speech and drops what waits",
    { { 0, "m:" LONG_TEXT }, { 0, "q:Dame" }, { 300, "stop" } }, LONG_TEXT "/cut" },
  { "earcons play in the same stream, in turn",
    { { 0, "q:Turm" }, { 0, "earcon:capture" }, { 0, "earcon:check" } },
    "Turm | capture | check" },
};

static void
do_step (Fixture *f, const char *action)
{
  if (strcmp (action, "stop") == 0)
    ab_speech_stop (f->speech);
  else if (g_str_has_prefix (action, "earcon:"))
    {
      for (int e = 0; e < AB_EARCON_COUNT; e++)
        if (strcmp (action + 7, ab_earcon_to_string (e)) == 0)
          ab_speech_play_earcon (f->speech, e, AB_SPEECH_QUEUE);
    }
  else
    {
      AbUtterance *utt = utterance_from (action, 0);

      ab_speech_say (f->speech, utt->text, utt->flags);
      ab_utterance_free (utt);
    }
}

static void
test_engine_rules (void **state)
{
  for (gsize k = 0; k < G_N_ELEMENTS (engine_cases); k++)
    {
      const EngineCase *c = &engine_cases[k];
      Fixture *f = fixture_new (SPEEDUP);
      g_autofree char *got = NULL;

      for (int i = 0; i < 5 && c->steps[i].action; i++)
        {
          /* A step's time counts from the first sound: a synthesizer that starts slowly
           * on a loaded machine must not turn "cuts off what is speaking" into "comes
           * before it". */
          if (c->steps[i].at_msec)
            {
              run_until (f, is_sounding, "the first text sounds");
              run_for (f, c->steps[i].at_msec);
            }
          do_step (f, c->steps[i].action);
        }
      run_until (f, is_quiet, "speech is over");
      got = heard (f);
      if (strcmp (got, c->expect) != 0)
        fail_msg ("%s:\n  heard    '%s'\n  expected '%s'", c->name, got, c->expect);
      assert_int_equal (f->faults, 0);
      fixture_free (f);
    }
}

/* How many samples text makes at rate words a minute. */
static gsize
samples_at_rate (guint rate, const char *text)
{
  Fixture *f = fixture_new (0);
  GPtrArray *items;
  gsize n;

  ab_speech_set_rate (f->speech, rate);
  ab_speech_say (f->speech, text, AB_SPEECH_QUEUE);
  run_until (f, is_quiet, "speech is over");
  items = ab_test_sink_items (f->sink);
  assert_int_equal (items->len, 1);
  n = ((AbTestSinkItem *) g_ptr_array_index (items, 0))->samples;
  ab_test_sink_items_free (items);
  fixture_free (f);
  return n;
}

static void
test_rate_changes_length (void **state)
{
  gsize slow = samples_at_rate (100, "Springer Gustav eins Felix drei");
  gsize fast = samples_at_rate (350, "Springer Gustav eins Felix drei");

  /* 3.5 times the words a minute: well under half the samples. */
  assert_true (fast * 2 < slow);
}

static gint16
peak_at_volume (guint volume)
{
  Fixture *f = fixture_new (0);
  GPtrArray *items;
  gint16 peak;

  ab_speech_set_volume (f->speech, volume);
  ab_speech_say (f->speech, "Dame David eins", AB_SPEECH_QUEUE);
  run_until (f, is_quiet, "speech is over");
  items = ab_test_sink_items (f->sink);
  assert_int_equal (items->len, 1);
  peak = ((AbTestSinkItem *) g_ptr_array_index (items, 0))->peak;
  ab_test_sink_items_free (items);
  fixture_free (f);
  return peak;
}

static void
test_volume_scales_samples (void **state)
{
  gint16 full = peak_at_volume (100);
  gint16 half = peak_at_volume (50);

  assert_true (full > 4000);
  /* espeak-ng's voice flutters a little from run to run: within 5 %. */
  assert_true (ABS (half * 2 - full) < full / 20);
}

static void
test_every_language_speaks (void **state)
{
  static const struct { AbLanguage lang; const char *text; } cases[] = {
    { AB_LANG_DE, "Springer Felix drei" },
    { AB_LANG_NL, "Paard Felix drie" },
    { AB_LANG_EN, "Knight Felix three" },
  };
  Fixture *f = fixture_new (0);
  GPtrArray *items;

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      ab_speech_set_language (f->speech, cases[i].lang);
      ab_speech_say (f->speech, cases[i].text, AB_SPEECH_QUEUE);
      run_until (f, is_quiet, "speech is over");
    }
  items = ab_test_sink_items (f->sink);
  assert_int_equal (items->len, G_N_ELEMENTS (cases));
  for (guint i = 0; i < items->len; i++)
    {
      AbTestSinkItem *item = g_ptr_array_index (items, i);
      guint rate = ab_test_sink_rate (f->sink);

      /* Three words: between half a second and three seconds. */
      assert_true (item->samples > rate / 2 && item->samples < rate * 3);
      assert_true (item->peak > 1000);
    }
  ab_test_sink_items_free (items);
  fixture_free (f);
}

static void
test_fault_no_server_then_back (void **state)
{
  Fixture *f;
  g_autofree char *got = NULL;
  AbSpeechSink *sink = ab_test_sink_new (0);

  ab_test_sink_set_available (sink, FALSE);
  f = g_new0 (Fixture, 1);
  f->sink = sink;
  f->speech = _ab_speech_new_with_sink (sink);
  f->loop = g_main_loop_new (NULL, FALSE);
  g_signal_connect (f->speech, "fault", G_CALLBACK (fault_cb), f);

  run_until (f, is_faulted, "the missing server is noticed");
  assert_int_equal (ab_speech_get_status (f->speech), AB_SPEECH_STATUS_NO_AUDIO);
  /* Saying things while silent neither blocks nor piles up. */
  for (int i = 0; i < 20; i++)
    ab_speech_say (f->speech, "Turm Hector acht", AB_SPEECH_QUEUE);
  run_until (f, is_quiet, "the silent speech is over");
  assert_int_equal (f->faults, 1);

  ab_test_sink_set_available (sink, TRUE);
  run_until (f, is_ok, "speech is back");
  ab_speech_say (f->speech, "Dame", AB_SPEECH_QUEUE);
  run_until (f, is_quiet, "speech is over");
  got = heard (f);
  assert_string_equal (got, "Dame");
  assert_int_equal (f->faults, 1);
  fixture_free (f);
}

static void
test_fault_server_dies_mid_sentence (void **state)
{
  Fixture *f = fixture_new (SPEEDUP);
  g_autofree char *got = NULL;

  ab_speech_say (f->speech, LONG_TEXT, AB_SPEECH_QUEUE);
  run_for (f, 300);
  ab_test_sink_set_available (f->sink, FALSE);
  ab_test_sink_break (f->sink);
  run_until (f, is_faulted, "the broken connection is noticed");
  run_until (f, is_quiet, "the broken speech is over");
  assert_int_equal (f->faults, 1);
  assert_int_equal (f->last_fault, AB_SPEECH_STATUS_NO_AUDIO);

  ab_test_sink_set_available (f->sink, TRUE);
  run_until (f, is_ok, "speech is back");
  ab_speech_say (f->speech, "Schach", AB_SPEECH_IMPORTANT);
  run_until (f, is_quiet, "speech is over");
  got = heard (f);
  /* The broken utterance got some of its audio out, then the new one. */
  assert_string_equal (got, LONG_TEXT " | Schach");
  fixture_free (f);
}

static void
test_transcript_lines (void **state)
{
  g_autofree char *dir = g_dir_make_tmp ("ab-transcript-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "transcript.txt", NULL);
  g_autofree char *contents = NULL;
  g_auto (GStrv) lines = NULL;
  static const char *expect[][2] = {
    { "queue", "Turm Hector acht" },
    { "interrupt", "Anna" },
    { "important", "Dame schlägt David acht" },
    { "important", "Schach matt" },
    { "queue", "earcon:check" },
    { "interrupt", "Anna" },
  };
  gint64 last = 0;
  Fixture *f;

  g_setenv ("ANNABELLA_TRANSCRIPT", path, TRUE);
  f = fixture_new (0);
  g_unsetenv ("ANNABELLA_TRANSCRIPT");
  ab_speech_say (f->speech, "Turm Hector acht", AB_SPEECH_QUEUE);
  ab_speech_say (f->speech, "Anna", AB_SPEECH_INTERRUPT);
  ab_speech_say (f->speech, "Dame schlägt David acht", AB_SPEECH_IMPORTANT);
  ab_speech_say (f->speech, "Schach\tmatt", AB_SPEECH_IMPORTANT | AB_SPEECH_INTERRUPT);
  ab_speech_play_earcon (f->speech, AB_EARCON_CHECK, AB_SPEECH_QUEUE);
  ab_speech_say (f->speech, "Anna", AB_SPEECH_INTERRUPT);
  run_until (f, is_quiet, "speech is over");
  fixture_free (f);

  assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  lines = g_strsplit (contents, "\n", -1);
  assert_int_equal (g_strv_length (lines), G_N_ELEMENTS (expect) + 1);
  assert_string_equal (lines[G_N_ELEMENTS (expect)], "");
  for (gsize i = 0; i < G_N_ELEMENTS (expect); i++)
    {
      g_auto (GStrv) fields = g_strsplit (lines[i], "\t", -1);
      gint64 usec;

      assert_int_equal (g_strv_length (fields), 3);
      usec = g_ascii_strtoll (fields[0], NULL, 10);
      assert_true (usec >= last && usec <= g_get_monotonic_time ());
      last = usec;
      assert_string_equal (fields[1], expect[i][0]);
      assert_string_equal (fields[2], expect[i][1]);
    }
  g_unlink (path);
  g_rmdir (dir);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_queue_rules),
    cmocka_unit_test (test_queue_stop_drops_important_too),
    cmocka_unit_test (test_engine_rules),
    cmocka_unit_test (test_rate_changes_length),
    cmocka_unit_test (test_volume_scales_samples),
    cmocka_unit_test (test_every_language_speaks),
    cmocka_unit_test (test_fault_no_server_then_back),
    cmocka_unit_test (test_fault_server_dies_mid_sentence),
    cmocka_unit_test (test_transcript_lines),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
