/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-endpointer.c — where speech begins and ends: bursts of a tone in
 * noise, the noise floor following a louder room, a pause inside a phrase
 * and the short wait once the phrase is whole. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ab-endpointer.h"

/* 10 ms frames: noise of amplitude noise, and a tone of amplitude tone
 * when loud. */
static void
make_frame (int16_t *frame, double noise, double tone, uint32_t *seed)
{
  static double phase;

  for (int i = 0; i < AB_ENDPOINT_FRAME; i++)
    {
      *seed = *seed * 1103515245u + 12345u;
      phase += 2 * M_PI * 300 / 16000;
      frame[i] = (int16_t) (noise * (((*seed >> 16) & 0xffff) / 32768.0 - 1.0)
                            + tone * sin (phase));
    }
}

typedef struct
{
  long start, end;
  int starts, ends;
} Events;

/* Feeds frames described by a string: '.' quiet, '#' loud. */
static Events
run (AbEndpointer *ep, const char *pattern, double noise, bool complete)
{
  Events ev = { -1, -1, 0, 0 };
  uint32_t seed = 1;
  int16_t frame[AB_ENDPOINT_FRAME];

  for (const char *p = pattern; *p; p++)
    {
      AbEndpointEvent e;

      make_frame (frame, noise, *p == '#' ? 8000 : 0, &seed);
      e = ab_endpointer_push (ep, frame, complete);
      if (e == AB_ENDPOINT_START)
        ev.start = ep->start, ev.starts++;
      else if (e == AB_ENDPOINT_END)
        ev.end = ep->end, ev.ends++;
    }
  return ev;
}

static char *
pattern (int quiet1, int loud, int quiet2, int loud2, int quiet3)
{
  char *p = calloc (1, (size_t) (quiet1 + loud + quiet2 + loud2 + quiet3 + 1));
  char *q = p;

  memset (q, '.', quiet1), q += quiet1;
  memset (q, '#', loud), q += loud;
  memset (q, '.', quiet2), q += quiet2;
  memset (q, '#', loud2), q += loud2;
  memset (q, '.', quiet3);
  return p;
}

static void
test_burst (void **state)
{
  AbEndpointer ep;
  char *p = pattern (50, 80, 0, 0, 100);
  Events ev;

  ab_endpointer_init (&ep);
  ev = run (&ep, p, 200, false);
  assert_int_equal (ev.starts, 1);
  assert_int_equal (ev.ends, 1);
  assert_int_equal (ev.start, 50);
  assert_int_equal (ev.end, 130);
  free (p);
}

/* A pause of 300 ms inside the phrase does not end it while the words are
 * not yet a whole phrase; when they are, 200 ms of quiet end it. */
static void
test_pause_and_hangover (void **state)
{
  AbEndpointer ep;
  char *p = pattern (30, 40, 30, 40, 80);
  Events ev;

  ab_endpointer_init (&ep);
  ev = run (&ep, p, 100, false);
  assert_int_equal (ev.starts, 1);
  assert_int_equal (ev.ends, 1);
  assert_int_equal (ev.end, 140);
  free (p);

  p = pattern (30, 40, 30, 40, 80);
  ab_endpointer_init (&ep);
  ev = run (&ep, p, 100, true);
  assert_int_equal (ev.starts, 2); /* ended in the pause, began again */
  assert_int_equal (ev.ends, 2);
  free (p);
}

/* Digital silence is no speech. A hiss that starts after it (a muted
 * microphone opened) seems loud at first, but within the floor's memory of
 * three seconds it is the new floor: one false start, ended, and no more;
 * then a tone over the hiss is found again. */
static void
test_floor_follows_the_room (void **state)
{
  AbEndpointer ep;
  char *quiet = pattern (200, 0, 0, 0, 0), *hiss = pattern (600, 0, 0, 0, 0);
  char *burst = pattern (0, 80, 0, 0, 80);
  Events ev;

  ab_endpointer_init (&ep);
  ev = run (&ep, quiet, 0, false);
  assert_int_equal (ev.starts, 0);
  ev = run (&ep, hiss, 1500, false);
  assert_true (ev.starts <= 1);
  assert_int_equal (ev.ends, ev.starts);
  assert_true (ev.end < 200 + 400);
  ev = run (&ep, hiss, 1500, false);
  assert_int_equal (ev.starts, 0);
  ev = run (&ep, burst, 1500, false);
  assert_int_equal (ev.starts, 1);
  assert_int_equal (ev.ends, 1);
  free (quiet);
  free (hiss);
  free (burst);
}

static void
test_find_speech (void **state)
{
  size_t n = 16000 * 2, start, end;
  int16_t *s = calloc (n, sizeof *s);

  for (size_t i = 8000; i < 24000; i++)
    s[i] = (int16_t) (6000 * sin (2 * M_PI * 200 * i / 16000.0));
  assert_true (ab_endpoint_find_speech (s, n, 800, &start, &end));
  assert_int_equal (start, 8000 - 800);
  assert_int_equal (end, 24000 + 800);
  memset (s, 0, n * sizeof *s);
  assert_false (ab_endpoint_find_speech (s, n, 800, &start, &end));
  assert_true (ab_endpoint_energy (s, 160) < 1.0);
  free (s);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_burst),
    cmocka_unit_test (test_pause_and_hangover),
    cmocka_unit_test (test_floor_follows_the_room),
    cmocka_unit_test (test_find_speech),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
