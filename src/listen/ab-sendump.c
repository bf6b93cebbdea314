/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-sendump.c — a sendump's mixture weights as a Sphinx-3 file (ab-sendump.h). */
#include "ab-sendump.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Bounds no real model comes near; beyond them the file is refused. */
#define MAX_STRING 4096
#define MAX_STREAMS 4
#define MAX_CODEWORDS 1024
#define MAX_SENONES 200000

static int
read32 (const uint8_t *data, size_t len, size_t *at, uint32_t *v)
{
  if (len - *at < 4 || *at > len)
    return 0;
  memcpy (v, data + *at, 4);
  *at += 4;
  return 1;
}

AbSendumpStatus
ab_sendump_to_mixw (const uint8_t *data, size_t len, uint8_t **out, size_t *out_len)
{
  /* The header is padded so that the numbers begin on a multiple of 4. */
  static const char head[] = "s3\nversion 1.0\n  endhdr\n";
  uint32_t n_feat = 0, n_code = 0, n_sen = 0, shift = 10, clusters = 0, v;
  size_t at = 0, n, size;
  float *w;
  uint8_t *file;
  int first = 1;

  *out = NULL;
  *out_len = 0;
  for (;; first = 0)
    {
      char line[MAX_STRING + 1];

      if (!read32 (data, len, &at, &v))
        return AB_SENDUMP_TRUNCATED;
      if (v == 0)
        {
          if (first)
            return AB_SENDUMP_BAD_HEADER;
          break;
        }
      if (v > MAX_STRING)
        return AB_SENDUMP_BAD_HEADER;
      if (len - at < v)
        return AB_SENDUMP_TRUNCATED;
      /* Mostly with their terminating zero; en-us has one ("!!!") without. */
      memcpy (line, data + at, v);
      line[v] = '\0';
      sscanf (line, "feature_count %u", &n_feat);
      sscanf (line, "mixw_shift %u", &shift);
      sscanf (line, "cluster_count %u", &clusters);
      at += v;
    }
  if (clusters != 0 || n_feat == 0 || n_feat > MAX_STREAMS || shift > 16)
    return AB_SENDUMP_UNSUPPORTED;
  if (!read32 (data, len, &at, &n_code) || !read32 (data, len, &at, &n_sen))
    return AB_SENDUMP_TRUNCATED;
  if (n_code == 0 || n_code > MAX_CODEWORDS || n_sen == 0 || n_sen > MAX_SENONES)
    return AB_SENDUMP_UNSUPPORTED;
  n = (size_t) n_feat * n_code * n_sen;
  if (len - at < n)
    return AB_SENDUMP_TRUNCATED;

  size = sizeof head - 1 + 4 + 16 + n * sizeof (float);
  file = malloc (size);
  if (file == NULL)
    return AB_SENDUMP_NO_MEMORY;
  w = (float *) (file + sizeof head - 1 + 4 + 16);
  for (uint32_t f = 0; f < n_feat; f++)
    for (uint32_t c = 0; c < n_code; c++)
      for (uint32_t s = 0; s < n_sen; s++)
        {
          uint8_t b = data[at + ((size_t) f * n_code + c) * n_sen + s];

          w[((size_t) s * n_feat + f) * n_code + c]
            = (float) pow (1.0001, -(double) ((uint32_t) b << shift));
        }
  for (size_t k = 0; k < (size_t) n_sen * n_feat; k++)
    {
      double sum = 0.0;

      for (uint32_t c = 0; c < n_code; c++)
        sum += w[k * n_code + c];
      for (uint32_t c = 0; c < n_code; c++)
        w[k * n_code + c] = sum > 0 ? (float) (w[k * n_code + c] / sum) : 1.0f / n_code;
    }
  {
    uint32_t magic = 0x11223344, dims[4] = { n_sen, n_feat, n_code, (uint32_t) n };

    memcpy (file, head, sizeof head - 1);
    memcpy (file + sizeof head - 1, &magic, 4);
    memcpy (file + sizeof head - 1 + 4, dims, sizeof dims);
  }
  *out = file;
  *out_len = size;
  return AB_SENDUMP_OK;
}

const char *
ab_sendump_status_to_string (AbSendumpStatus status)
{
  switch (status)
    {
    case AB_SENDUMP_OK:
      return "no error";
    case AB_SENDUMP_TRUNCATED:
      return "the file ends early";
    case AB_SENDUMP_BAD_HEADER:
      return "its header is damaged";
    case AB_SENDUMP_UNSUPPORTED:
      return "its layout is not one this program reads";
    case AB_SENDUMP_NO_MEMORY:
      return "there is not enough memory";
    }
  return "unknown error";
}
