/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-wav.c — the WAV reader on any bytes.
 *
 * A file it accepts gives 16 kHz samples of a length that fits the header's
 * rate and the data it had; one it refuses gives nothing and a reason; the
 * endpointer then runs over whatever came out. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "ab-endpointer.h"
#include "ab-wav.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  int16_t *samples = NULL;
  size_t n = 0, start, end;
  AbWavInfo info;
  char reason[256];
  AbWavStatus status = ab_wav_read (data, size, &samples, &n, &info);

  ab_wav_describe (&info, reason, sizeof reason);
  if (status != AB_WAV_OK)
    {
      if (samples != NULL || n != 0)
        abort ();
      return 0;
    }
  /* No more samples than the data could hold at 16 kHz (plus rounding). */
  if (info.rate == 0 || (double) n > (double) size * AB_WAV_RATE / info.rate + 1)
    abort ();
  if (ab_endpoint_find_speech (samples, n, 800, &start, &end) && (start > end || end > n))
    abort ();
  free (samples);
  return 0;
}
