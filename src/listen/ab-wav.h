/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-wav.h — a WAV file as the recogniser hears it: 16 kHz, mono, 16 bit.
 *
 * Pure C, no GLib, so that it can be fuzzed on its own. PCM of 8, 16, 24 or
 * 32 bits and IEEE floats of 32 or 64 bits are read at any rate from 8 to
 * 192 kHz and in up to 8 channels; the channels are mixed and the rate is
 * converted (a windowed-sinc filter, so nothing above 8 kHz folds back into
 * the speech band). Anything else is refused with the reason. */
#pragma once

#include <stddef.h>
#include <stdint.h>

#define AB_WAV_RATE 16000
/* Longer files are refused: an announcement lasts a few seconds. */
#define AB_WAV_MAX_SECONDS 600

typedef enum
{
  AB_WAV_OK = 0,
  AB_WAV_NOT_RIFF,          /* no "RIFF…WAVE" header */
  AB_WAV_NO_FORMAT,         /* no "fmt " chunk before the data */
  AB_WAV_NO_DATA,           /* no "data" chunk */
  AB_WAV_UNSUPPORTED_CODEC, /* format: a compressed or unknown encoding */
  AB_WAV_UNSUPPORTED_BITS,  /* bits: not 8, 16, 24, 32 (or 32, 64 for floats) */
  AB_WAV_BAD_CHANNELS,      /* channels: 0 or more than 8 */
  AB_WAV_BAD_RATE,          /* rate: below 8 kHz or above 192 kHz */
  AB_WAV_TOO_LONG,          /* more than AB_WAV_MAX_SECONDS */
  AB_WAV_NO_MEMORY,
} AbWavStatus;

typedef struct
{
  AbWavStatus status;
  unsigned format;   /* the format tag of the file */
  unsigned bits;
  unsigned channels;
  unsigned rate;
} AbWavInfo;

/* Reads a whole file held in memory. On success *samples (malloc'd, free
 * with free) holds *n_samples at AB_WAV_RATE; info says what the file was. */
AbWavStatus ab_wav_read (const uint8_t *data, size_t len, int16_t **samples, size_t *n_samples,
                         AbWavInfo *info);

/* Converts mono 16-bit audio from one rate to another (malloc'd). */
int16_t *ab_wav_resample (const int16_t *in, size_t n_in, unsigned in_rate, unsigned out_rate,
                          size_t *n_out);

/* An English sentence for a status (the tool's messages); info adds the
 * numbers when given. Writes into buf like snprintf. */
size_t ab_wav_describe (const AbWavInfo *info, char *buf, size_t size);

/* Writes 16 kHz mono 16-bit samples as a WAV file image (malloc'd). */
uint8_t *ab_wav_write (const int16_t *samples, size_t n_samples, size_t *len);
