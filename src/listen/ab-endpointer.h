/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-endpointer.h — where speech begins and ends in a stream of audio.
 *
 * Pure C, no GLib. The audio is cut into 10 ms frames; a frame is loud when
 * its energy is well above the noise floor, which follows the quietest
 * frames. Speech begins after a few loud frames and ends after a stretch of
 * quiet ones: a short stretch when the words so far already make a whole
 * phrase (the caller says so), a longer one otherwise, so that a pause
 * inside "Turm Anna eins … Anna fünf" does not end it. */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define AB_ENDPOINT_FRAME 160 /* samples at 16 kHz */

typedef enum
{
  AB_ENDPOINT_NONE,
  AB_ENDPOINT_START, /* speech began; start: the frame it began with */
  AB_ENDPOINT_END,   /* speech ended; end: the frame after its last loud one */
} AbEndpointEvent;

#define AB_ENDPOINT_BLOCKS 6

typedef struct
{
  double noise;        /* the noise floor, dB */
  double block_min[AB_ENDPOINT_BLOCKS]; /* the quietest frame of each recent block */
  int n_blocks;
  double current_min;  /* of the block being filled */
  int in_block;        /* frames in it */
  bool in_speech;
  int loud_run;        /* consecutive loud frames */
  int quiet_run;       /* consecutive quiet frames in speech */
  long frame;          /* frames seen */
  long start;          /* of the speech, in frames */
  long end;
  int hangover_short;  /* quiet frames that end a whole phrase */
  int hangover_long;   /* quiet frames that end anything */
} AbEndpointer;

void ab_endpointer_init (AbEndpointer *self);
/* One frame of AB_ENDPOINT_FRAME samples; phrase_complete: whether the
 * words heard so far make a whole phrase that nothing longer continues. */
AbEndpointEvent ab_endpointer_push (AbEndpointer *self, const int16_t *frame,
                                    bool phrase_complete);
/* The energy of a frame in dB (0 for silence, about 90 at full scale). */
double ab_endpoint_energy (const int16_t *frame, size_t n);

/* The span of speech in a whole recording, in samples, with margin samples
 * of what comes before and after; false when there is no speech. */
bool ab_endpoint_find_speech (const int16_t *samples, size_t n, size_t margin, size_t *start,
                              size_t *end);
