/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-sendump.c — the sendump reader on any bytes.
 *
 * A file it accepts gives a Sphinx-3 image whose dimensions match its
 * length and whose weights are probabilities; one it refuses gives nothing. */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ab-sendump.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  uint8_t *out = NULL;
  size_t len = 0, head = strlen ("s3\nversion 1.0\n  endhdr\n");
  uint32_t dims[4];
  AbSendumpStatus status = ab_sendump_to_mixw (data, size, &out, &len);

  if (ab_sendump_status_to_string (status) == NULL)
    abort ();
  if (status != AB_SENDUMP_OK)
    {
      if (out != NULL || len != 0)
        abort ();
      return 0;
    }
  if (len < head + 20 || head % 4 != 0)
    abort ();
  memcpy (dims, out + head + 4, sizeof dims);
  if ((uint64_t) dims[0] * dims[1] * dims[2] != dims[3] || len != head + 20 + dims[3] * 4u)
    abort ();
  for (uint32_t i = 0; i < dims[3]; i++)
    {
      float w;

      memcpy (&w, out + head + 20 + (size_t) i * 4, 4);
      if (!(w >= 0.0f && w <= 1.0f))
        abort ();
    }
  free (out);
  return 0;
}
