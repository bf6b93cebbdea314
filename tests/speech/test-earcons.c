/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-earcons.c — each earcon is short, audible and unlike the others. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <math.h>

#include "ab-speech-earcon.h"

#define RATE 22050
#define PEAK 12000

/* The energy at frequency f (Goertzel), normalised by length. */
static double
tone_energy (const gint16 *s, gsize n, double f)
{
  double w = 2 * G_PI * f / RATE, c = 2 * cos (w), s1 = 0, s2 = 0;

  for (gsize i = 0; i < n; i++)
    {
      double s0 = s[i] / 32768.0 + c * s1 - s2;

      s2 = s1;
      s1 = s0;
    }
  return (s1 * s1 + s2 * s2 - c * s1 * s2) / ((double) n * n);
}

/* A coarse fingerprint: the energy in 40 bands, per quarter of the sound. */
#define BANDS 40
#define PARTS 4

static void
fingerprint (const gint16 *s, gsize n, double fp[PARTS * BANDS])
{
  double norm = 0;

  for (int p = 0; p < PARTS; p++)
    for (int b = 0; b < BANDS; b++)
      {
        gsize from = n * p / PARTS, to = n * (p + 1) / PARTS;

        fp[p * BANDS + b] = tone_energy (s + from, to - from, 100.0 * pow (1.08, b));
        norm += fp[p * BANDS + b] * fp[p * BANDS + b];
      }
  for (int i = 0; i < PARTS * BANDS; i++)
    fp[i] /= sqrt (norm);
}

static void
test_earcons_short_and_audible (void **state)
{
  for (int e = 0; e < AB_EARCON_COUNT; e++)
    {
      gsize n;
      g_autofree gint16 *s = ab_earcon_render (e, RATE, PEAK, &n);
      gint16 peak = 0;
      double rms = 0;

      for (gsize i = 0; i < n; i++)
        {
          peak = MAX (peak, ABS (s[i]));
          rms += (double) s[i] * s[i];
        }
      rms = sqrt (rms / n);
      if (n * 1000 / RATE >= AB_EARCON_MAX_MSEC || n * 1000 / RATE < 30)
        fail_msg ("%s lasts %zu ms", ab_earcon_to_string (e), n * 1000 / RATE);
      assert_true (peak <= PEAK && peak > PEAK / 2);
      assert_true (rms > PEAK / 20);
      /* No click: it starts and ends near silence. */
      assert_true (ABS (s[0]) < PEAK / 10 && ABS (s[n - 1]) < PEAK / 10);
    }
}

static void
test_earcons_distinct (void **state)
{
  double fp[AB_EARCON_COUNT][PARTS * BANDS];

  for (int e = 0; e < AB_EARCON_COUNT; e++)
    {
      gsize n;
      g_autofree gint16 *s = ab_earcon_render (e, RATE, PEAK, &n);

      fingerprint (s, n, fp[e]);
    }
  for (int a = 0; a < AB_EARCON_COUNT; a++)
    for (int b = a + 1; b < AB_EARCON_COUNT; b++)
      {
        double dot = 0;

        for (int i = 0; i < PARTS * BANDS; i++)
          dot += fp[a][i] * fp[b][i];
        if (dot > 0.8)
          fail_msg ("%s and %s sound alike (similarity %.2f)", ab_earcon_to_string (a),
                    ab_earcon_to_string (b), dot);
      }
}

static void
test_earcon_names (void **state)
{
  for (int a = 0; a < AB_EARCON_COUNT; a++)
    for (int b = a + 1; b < AB_EARCON_COUNT; b++)
      assert_string_not_equal (ab_earcon_to_string (a), ab_earcon_to_string (b));
  assert_string_equal (ab_earcon_to_string (AB_EARCON_COUNT), "unknown");
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_earcons_short_and_audible),
    cmocka_unit_test (test_earcons_distinct),
    cmocka_unit_test (test_earcon_names),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
