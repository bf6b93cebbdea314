/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-endpointer.c — an energy detector of speech with a following noise floor. */
#include "ab-endpointer.h"

#include <math.h>

/* A frame this far above the floor is loud, and the floor never sits so
 * low that a quiet room's hiss would count (16-bit samples, dB of the
 * mean square). */
#define LOUD_ABOVE_NOISE 12.0
#define QUIET_BELOW_LOUD 3.0
#define MIN_LOUD 40.0
#define START_FRAMES 4
#define HANGOVER_SHORT 20 /* 200 ms */
#define HANGOVER_LONG 60  /* 600 ms */
#define BLOCK_FRAMES 50   /* the floor is the minimum of 6 blocks of 0.5 s */

void
ab_endpointer_init (AbEndpointer *self)
{
  *self = (AbEndpointer) {
    .noise = 0.0,
    .current_min = 1e9,
    .hangover_short = HANGOVER_SHORT,
    .hangover_long = HANGOVER_LONG,
  };
}

double
ab_endpoint_energy (const int16_t *frame, size_t n)
{
  double sum = 0.0;

  for (size_t i = 0; i < n; i++)
    sum += (double) frame[i] * frame[i];
  return n ? 10.0 * log10 (1.0 + sum / n) : 0.0;
}

static double
loud_level (const AbEndpointer *self)
{
  double level = self->noise + LOUD_ABOVE_NOISE;

  return level > MIN_LOUD ? level : MIN_LOUD;
}

/* Minimum statistics: the floor is the quietest frame of the current
 * block and the last few; speech has pauses, so it never lifts the floor,
 * while a steady noise does once the blocks before it have passed. */
static void
follow_noise (AbEndpointer *self, double energy)
{
  double floor;

  if (energy < self->current_min)
    self->current_min = energy;
  if (++self->in_block == BLOCK_FRAMES)
    {
      if (self->n_blocks == AB_ENDPOINT_BLOCKS)
        {
          for (int i = 1; i < AB_ENDPOINT_BLOCKS; i++)
            self->block_min[i - 1] = self->block_min[i];
          self->n_blocks--;
        }
      self->block_min[self->n_blocks++] = self->current_min;
      self->current_min = 1e9;
      self->in_block = 0;
    }
  floor = self->current_min;
  for (int i = 0; i < self->n_blocks; i++)
    if (self->block_min[i] < floor)
      floor = self->block_min[i];
  self->noise = floor;
}

AbEndpointEvent
ab_endpointer_push (AbEndpointer *self, const int16_t *frame, bool phrase_complete)
{
  double energy = ab_endpoint_energy (frame, AB_ENDPOINT_FRAME);
  double loud = loud_level (self);
  AbEndpointEvent event = AB_ENDPOINT_NONE;

  follow_noise (self, energy);

  if (!self->in_speech)
    {
      self->loud_run = energy > loud ? self->loud_run + 1 : 0;
      if (self->loud_run >= START_FRAMES)
        {
          self->in_speech = true;
          self->quiet_run = 0;
          self->start = self->frame - (START_FRAMES - 1);
          event = AB_ENDPOINT_START;
        }
    }
  else
    {
      self->quiet_run = energy < loud - QUIET_BELOW_LOUD ? self->quiet_run + 1 : 0;
      if (self->quiet_run >= (phrase_complete ? self->hangover_short : self->hangover_long))
        {
          self->in_speech = false;
          self->loud_run = 0;
          self->end = self->frame - self->quiet_run + 1;
          event = AB_ENDPOINT_END;
        }
    }
  self->frame++;
  return event;
}

bool
ab_endpoint_find_speech (const int16_t *samples, size_t n, size_t margin, size_t *start,
                         size_t *end)
{
  AbEndpointer ep;
  long first = -1, last = -1;
  size_t frames = n / AB_ENDPOINT_FRAME;

  ab_endpointer_init (&ep);
  for (size_t f = 0; f < frames; f++)
    {
      AbEndpointEvent event = ab_endpointer_push (&ep, samples + f * AB_ENDPOINT_FRAME, false);

      if (event == AB_ENDPOINT_START && first < 0)
        first = ep.start;
      if (event == AB_ENDPOINT_END)
        last = ep.end;
    }
  if (first < 0)
    return false;
  if (ep.in_speech)
    last = (long) frames - ep.quiet_run;
  *start = (size_t) first * AB_ENDPOINT_FRAME;
  *end = (size_t) last * AB_ENDPOINT_FRAME;
  *start = *start > margin ? *start - margin : 0;
  *end = *end + margin < n ? *end + margin : n;
  return true;
}
