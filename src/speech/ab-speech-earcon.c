/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-speech-earcon.c — each earcon is a few tone segments (a start and end
 * frequency, a length, a timbre), so that they differ in pitch, direction
 * and rhythm and can be told apart without looking. */
#include "ab-speech-earcon.h"

#include <math.h>

typedef struct
{
  double f0, f1;   /* Hz at the start and end: a sweep when they differ */
  int msec;
  gboolean buzz;   /* odd harmonics: a harsh tone for errors */
  gboolean pluck;  /* fast exponential decay instead of a flat tone */
} Segment;

#define MAX_SEGMENTS 5

typedef struct
{
  const char *name;
  Segment seg[MAX_SEGMENTS]; /* f0 == 0: a pause of msec */
  int n;
} EarconShape;

static const EarconShape shapes[AB_EARCON_COUNT] = {
  [AB_EARCON_MOVE] = { "move", { { 880, 880, 45, FALSE, TRUE } }, 1 },
  [AB_EARCON_CAPTURE] = { "capture", { { 784, 784, 45, FALSE, TRUE }, { 0, 0, 10 },
                                       { 523, 523, 60, FALSE, TRUE } }, 3 },
  [AB_EARCON_CHECK] = { "check", { { 659, 659, 50 }, { 0, 0, 10 }, { 988, 988, 70 } }, 3 },
  [AB_EARCON_ILLEGAL] = { "illegal", { { 180, 180, 120, TRUE } }, 1 },
  [AB_EARCON_EDGE] = { "edge", { { 300, 150, 60, FALSE, TRUE } }, 1 },
  [AB_EARCON_LOW_TIME] = { "low-time", { { 1319, 1319, 25 }, { 0, 0, 20 }, { 1319, 1319, 25 },
                                         { 0, 0, 20 }, { 1319, 1319, 25 } }, 5 },
  [AB_EARCON_FLAG_FALL] = { "flag-fall", { { 880, 220, 140 } }, 1 },
};

const char *
ab_earcon_to_string (AbEarcon earcon)
{
  return (guint) earcon < AB_EARCON_COUNT ? shapes[earcon].name : "unknown";
}

static double
wave (double phase, gboolean buzz)
{
  double v = sin (phase);

  if (buzz)
    v = 0.6 * v + 0.3 * sin (3 * phase) + 0.2 * sin (5 * phase);
  return v;
}

gint16 *
ab_earcon_render (AbEarcon earcon, guint rate, gint16 peak, gsize *n_samples)
{
  const EarconShape *shape;
  gsize total = 0;
  gsize k = 0;
  gint16 *out;

  g_return_val_if_fail ((guint) earcon < AB_EARCON_COUNT && rate > 0, NULL);
  shape = &shapes[earcon];
  for (int i = 0; i < shape->n; i++)
    total += (gsize) shape->seg[i].msec * rate / 1000;
  out = g_new0 (gint16, total);
  for (int i = 0; i < shape->n; i++)
    {
      const Segment *s = &shape->seg[i];
      gsize len = (gsize) s->msec * rate / 1000;
      /* 3 ms ramps: no clicks at the edges. */
      gsize ramp = MAX (1, rate * 3 / 1000);
      double phase = 0;

      for (gsize j = 0; j < len; j++, k++)
        {
          double t = (double) j / (double) len;
          double f = s->f0 + (s->f1 - s->f0) * t;
          double env = 1.0;

          if (s->f0 == 0)
            continue;
          if (j < ramp)
            env = (double) j / (double) ramp;
          else if (len - j < ramp)
            env = (double) (len - j) / (double) ramp;
          if (s->pluck)
            env *= exp (-3.0 * t);
          phase += 2 * G_PI * f / rate;
          out[k] = (gint16) lrint (peak * env * wave (phase, s->buzz));
        }
    }
  *n_samples = total;
  return out;
}
