/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-wav.c — reading WAV files for the recogniser.
 *
 * The chunks are walked with every size checked against what is left, so a
 * short or lying file ends the walk instead of the reading. A data chunk
 * longer than the file (a stream that was cut off, or written with an
 * unknown length) gives what is there. */
#include "ab-wav.h"

#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define FORMAT_PCM 1
#define FORMAT_FLOAT 3
#define FORMAT_EXTENSIBLE 0xfffe

static uint32_t
le32 (const uint8_t *p)
{
  return (uint32_t) p[0] | (uint32_t) p[1] << 8 | (uint32_t) p[2] << 16 | (uint32_t) p[3] << 24;
}

static uint16_t
le16 (const uint8_t *p)
{
  return (uint16_t) (p[0] | p[1] << 8);
}

/* One sample of any supported encoding, scaled to -1 … 1. */
static double
read_sample (const uint8_t *p, unsigned format, unsigned bits)
{
  if (format == FORMAT_FLOAT)
    {
      double v;

      if (bits == 32)
        {
          uint32_t u = le32 (p);
          float f;

          memcpy (&f, &u, sizeof f);
          v = f;
        }
      else
        {
          uint64_t u = (uint64_t) le32 (p) | (uint64_t) le32 (p + 4) << 32;

          memcpy (&v, &u, sizeof v);
        }
      if (!(v == v)) /* NaN */
        return 0.0;
      return v > 1.0 ? 1.0 : v < -1.0 ? -1.0 : v;
    }
  switch (bits)
    {
    case 8:
      return (p[0] - 128) / 128.0;
    case 16:
      return (int16_t) le16 (p) / 32768.0;
    case 24:
      {
        int32_t v = (int32_t) ((uint32_t) p[0] << 8 | (uint32_t) p[1] << 16 | (uint32_t) p[2] << 24);
        return v / 2147483648.0;
      }
    default:
      return (int32_t) le32 (p) / 2147483648.0;
    }
}

static int16_t
to_int16 (double v)
{
  long s = lround (v * 32768.0);

  return (int16_t) (s > 32767 ? 32767 : s < -32768 ? -32768 : s);
}

/* The windowed-sinc kernel: a Blackman window over half_width zero
 * crossings of the filter's cutoff. */
static double
kernel (double x, double cutoff, double half_width)
{
  double t = x * cutoff, w;

  if (fabs (t) >= half_width)
    return 0.0;
  w = 0.42 + 0.5 * cos (M_PI * t / half_width) + 0.08 * cos (2.0 * M_PI * t / half_width);
  if (fabs (t) < 1e-9)
    return cutoff * w;
  return cutoff * w * sin (M_PI * t) / (M_PI * t);
}

int16_t *
ab_wav_resample (const int16_t *in, size_t n_in, unsigned in_rate, unsigned out_rate,
                 size_t *n_out)
{
  /* cutoff in input samples: the lower Nyquist, a little below */
  double ratio = (double) in_rate / out_rate;
  double cutoff = ratio > 1.0 ? 0.95 / ratio : 0.95;
  const double half_width = 12.0;
  double reach = half_width / cutoff;
  size_t n;
  int16_t *out;

  *n_out = 0;
  if (in_rate == 0 || out_rate == 0)
    return NULL;
  n = (size_t) ((double) n_in * out_rate / in_rate);
  out = malloc ((n ? n : 1) * sizeof *out);
  if (out == NULL)
    return NULL;
  if (in_rate == out_rate)
    {
      memcpy (out, in, n * sizeof *out);
      *n_out = n;
      return out;
    }
  for (size_t i = 0; i < n; i++)
    {
      double centre = i * ratio, sum = 0.0;
      long first = (long) ceil (centre - reach), last = (long) floor (centre + reach);

      if (first < 0)
        first = 0;
      if (last > (long) n_in - 1)
        last = (long) n_in - 1;
      for (long j = first; j <= last; j++)
        sum += in[j] * kernel (j - centre, cutoff, half_width);
      out[i] = (int16_t) (sum > 32767 ? 32767 : sum < -32768 ? -32768 : lround (sum));
    }
  *n_out = n;
  return out;
}

static AbWavStatus
finish (AbWavInfo *info, AbWavStatus status)
{
  if (info)
    info->status = status;
  return status;
}

AbWavStatus
ab_wav_read (const uint8_t *data, size_t len, int16_t **samples, size_t *n_samples,
             AbWavInfo *info)
{
  AbWavInfo local = { 0 };
  const uint8_t *audio = NULL;
  size_t pos = 12, audio_len = 0, frame, n_frames;
  unsigned format = 0, bits = 0, channels = 0, rate = 0;
  bool have_format = false;
  int16_t *mono, *out;

  *samples = NULL;
  *n_samples = 0;
  if (info == NULL)
    info = &local;
  memset (info, 0, sizeof *info);
  if (len < 12 || memcmp (data, "RIFF", 4) != 0 || memcmp (data + 8, "WAVE", 4) != 0)
    return finish (info, AB_WAV_NOT_RIFF);
  while (pos + 8 <= len)
    {
      uint32_t size = le32 (data + pos + 4);
      size_t body = pos + 8, avail = len - body;

      if (memcmp (data + pos, "fmt ", 4) == 0)
        {
          if (size < 16 || avail < 16)
            return finish (info, AB_WAV_NO_FORMAT);
          format = le16 (data + body);
          channels = le16 (data + body + 2);
          rate = le32 (data + body + 4);
          bits = le16 (data + body + 14);
          if (format == FORMAT_EXTENSIBLE && size >= 40 && avail >= 40)
            format = le16 (data + body + 24); /* the sub-format GUID's first two bytes */
          have_format = true;
        }
      else if (memcmp (data + pos, "data", 4) == 0)
        {
          if (!have_format)
            return finish (info, AB_WAV_NO_FORMAT);
          audio = data + body;
          audio_len = size <= avail ? size : avail;
          break;
        }
      if (size > avail)
        break;
      pos = body + size + (size & 1);
    }
  info->format = format;
  info->bits = bits;
  info->channels = channels;
  info->rate = rate;
  if (!have_format)
    return finish (info, AB_WAV_NO_FORMAT);
  if (format != FORMAT_PCM && format != FORMAT_FLOAT)
    return finish (info, AB_WAV_UNSUPPORTED_CODEC);
  if (format == FORMAT_PCM ? (bits != 8 && bits != 16 && bits != 24 && bits != 32)
                           : (bits != 32 && bits != 64))
    return finish (info, AB_WAV_UNSUPPORTED_BITS);
  if (channels == 0 || channels > 8)
    return finish (info, AB_WAV_BAD_CHANNELS);
  if (rate < 8000 || rate > 192000)
    return finish (info, AB_WAV_BAD_RATE);
  if (audio == NULL)
    return finish (info, AB_WAV_NO_DATA);
  frame = (size_t) channels * (bits / 8);
  n_frames = audio_len / frame;
  if (n_frames / rate >= AB_WAV_MAX_SECONDS)
    return finish (info, AB_WAV_TOO_LONG);

  mono = malloc ((n_frames ? n_frames : 1) * sizeof *mono);
  if (mono == NULL)
    return finish (info, AB_WAV_NO_MEMORY);
  for (size_t i = 0; i < n_frames; i++)
    {
      double sum = 0.0;

      for (unsigned c = 0; c < channels; c++)
        sum += read_sample (audio + i * frame + c * (bits / 8), format, bits);
      mono[i] = to_int16 (sum / channels);
    }
  out = ab_wav_resample (mono, n_frames, rate, AB_WAV_RATE, n_samples);
  free (mono);
  if (out == NULL)
    return finish (info, AB_WAV_NO_MEMORY);
  *samples = out;
  return finish (info, AB_WAV_OK);
}

size_t
ab_wav_describe (const AbWavInfo *info, char *buf, size_t size)
{
  int n;

  switch (info->status)
    {
    case AB_WAV_OK:
      n = snprintf (buf, size, "%u Hz, %u channels, %u bits", info->rate, info->channels,
                    info->bits);
      break;
    case AB_WAV_NOT_RIFF:
      n = snprintf (buf, size, "not a WAV file (no RIFF WAVE header)");
      break;
    case AB_WAV_NO_FORMAT:
      n = snprintf (buf, size, "no format chunk before the audio");
      break;
    case AB_WAV_NO_DATA:
      n = snprintf (buf, size, "no audio data chunk");
      break;
    case AB_WAV_UNSUPPORTED_CODEC:
      n = snprintf (buf, size, "encoding %#x is not PCM or floating point; convert it, "
                    "e.g. sox IN -r 16000 -c 1 -b 16 OUT.wav", info->format);
      break;
    case AB_WAV_UNSUPPORTED_BITS:
      n = snprintf (buf, size, "%u bits per sample cannot be read", info->bits);
      break;
    case AB_WAV_BAD_CHANNELS:
      n = snprintf (buf, size, "%u channels: 1 to 8 can be read", info->channels);
      break;
    case AB_WAV_BAD_RATE:
      n = snprintf (buf, size, "%u Hz: 8000 to 192000 Hz can be read", info->rate);
      break;
    case AB_WAV_TOO_LONG:
      n = snprintf (buf, size, "longer than %d seconds", AB_WAV_MAX_SECONDS);
      break;
    default:
      n = snprintf (buf, size, "out of memory");
      break;
    }
  return n < 0 ? 0 : (size_t) n;
}

static void
put32 (uint8_t *p, uint32_t v)
{
  p[0] = (uint8_t) v;
  p[1] = (uint8_t) (v >> 8);
  p[2] = (uint8_t) (v >> 16);
  p[3] = (uint8_t) (v >> 24);
}

uint8_t *
ab_wav_write (const int16_t *samples, size_t n_samples, size_t *len)
{
  size_t bytes = n_samples * 2;
  uint8_t *out = malloc (44 + bytes);

  if (out == NULL)
    return NULL;
  memcpy (out, "RIFF", 4);
  put32 (out + 4, (uint32_t) (36 + bytes));
  memcpy (out + 8, "WAVEfmt ", 8);
  put32 (out + 16, 16);
  out[20] = 1, out[21] = 0;     /* PCM */
  out[22] = 1, out[23] = 0;     /* mono */
  put32 (out + 24, AB_WAV_RATE);
  put32 (out + 28, AB_WAV_RATE * 2);
  out[32] = 2, out[33] = 0;     /* block align */
  out[34] = 16, out[35] = 0;    /* bits */
  memcpy (out + 36, "data", 4);
  put32 (out + 40, (uint32_t) bytes);
  for (size_t i = 0; i < n_samples; i++)
    {
      out[44 + 2 * i] = (uint8_t) samples[i];
      out[45 + 2 * i] = (uint8_t) ((uint16_t) samples[i] >> 8);
    }
  *len = 44 + bytes;
  return out;
}
