/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-wav.c — WAV files as the recogniser hears them: every PCM and float
 * encoding the reader knows, mixed to mono and converted to 16 kHz with the
 * tone kept and nothing folded back, and every file it must refuse with its
 * reason. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ab-wav.h"

typedef struct
{
  uint8_t data[1 << 23];
  size_t len;
} Buf;

static void
put (Buf *b, const void *p, size_t n)
{
  memcpy (b->data + b->len, p, n);
  b->len += n;
}

static void
put32 (Buf *b, uint32_t v)
{
  uint8_t p[4] = { (uint8_t) v, (uint8_t) (v >> 8), (uint8_t) (v >> 16), (uint8_t) (v >> 24) };
  put (b, p, 4);
}

static void
put16 (Buf *b, unsigned v)
{
  uint8_t p[2] = { (uint8_t) v, (uint8_t) (v >> 8) };
  put (b, p, 2);
}

/* A sine of freq Hz at rate for seconds, in format/bits/channels; channel 1
 * and up carry the same tone (so the mix keeps it). */
static Buf *
make_wav (unsigned format, unsigned bits, unsigned channels, unsigned rate, double freq,
          double seconds, bool extra_chunk)
{
  Buf *b = calloc (1, sizeof *b);
  unsigned n = (unsigned) (rate * seconds), bytes = bits / 8;
  uint32_t data_len = n * channels * bytes;

  put (b, "RIFF", 4);
  put32 (b, 0); /* patched below */
  put (b, "WAVE", 4);
  if (extra_chunk)
    {
      put (b, "LIST", 4);
      put32 (b, 3);
      put (b, "abc\0", 4); /* odd size, padded */
    }
  put (b, "fmt ", 4);
  put32 (b, 16);
  put16 (b, format);
  put16 (b, channels);
  put32 (b, rate);
  put32 (b, rate * channels * bytes);
  put16 (b, channels * bytes);
  put16 (b, bits);
  put (b, "data", 4);
  put32 (b, data_len);
  for (unsigned i = 0; i < n; i++)
    for (unsigned c = 0; c < channels; c++)
      {
        double v = 0.5 * sin (2 * M_PI * freq * i / rate);

        if (format == 3 && bits == 32)
          {
            float f = (float) v;
            uint32_t u;

            memcpy (&u, &f, 4);
            put32 (b, u);
          }
        else if (format == 3)
          {
            uint64_t u;

            memcpy (&u, &v, 8);
            put32 (b, (uint32_t) u);
            put32 (b, (uint32_t) (u >> 32));
          }
        else if (bits == 8)
          {
            uint8_t s = (uint8_t) lround (128 + v * 127);
            put (b, &s, 1);
          }
        else if (bits == 16)
          put16 (b, (unsigned) (int16_t) lround (v * 32767));
        else if (bits == 24)
          {
            int32_t s = (int32_t) lround (v * 8388607);
            uint8_t p[3] = { (uint8_t) s, (uint8_t) (s >> 8), (uint8_t) (s >> 16) };
            put (b, p, 3);
          }
        else
          put32 (b, (uint32_t) (int32_t) lround (v * 2147483647.0));
      }
  b->data[4] = (uint8_t) (b->len - 8);
  b->data[5] = (uint8_t) ((b->len - 8) >> 8);
  b->data[6] = (uint8_t) ((b->len - 8) >> 16);
  return b;
}

/* The tone's frequency, by counting rising zero crossings. */
static double
frequency (const int16_t *s, size_t n)
{
  int crossings = 0;

  for (size_t i = 1; i < n; i++)
    if (s[i - 1] < 0 && s[i] >= 0)
      crossings++;
  return crossings * (double) AB_WAV_RATE / n;
}

static double
rms (const int16_t *s, size_t n)
{
  double sum = 0;

  for (size_t i = 0; i < n; i++)
    sum += (double) s[i] * s[i];
  return sqrt (sum / n);
}

static void
test_encodings (void **state)
{
  static const struct
  {
    unsigned format, bits, channels, rate;
  } cases[] = {
    { 1, 16, 1, 16000 }, { 1, 16, 2, 44100 }, { 1, 8, 1, 8000 },  { 1, 24, 1, 48000 },
    { 1, 32, 1, 22050 }, { 3, 32, 2, 48000 }, { 3, 64, 1, 11025 }, { 1, 16, 6, 96000 },
  };

  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    {
      Buf *b = make_wav (cases[i].format, cases[i].bits, cases[i].channels, cases[i].rate,
                         440.0, 1.0, i % 2 == 1);
      int16_t *s = NULL;
      size_t n = 0;
      AbWavInfo info;

      assert_int_equal (ab_wav_read (b->data, b->len, &s, &n, &info), AB_WAV_OK);
      assert_int_equal (info.rate, cases[i].rate);
      assert_int_equal (info.channels, cases[i].channels);
      assert_int_equal (info.bits, cases[i].bits);
      if (n < AB_WAV_RATE - 2 || n > AB_WAV_RATE)
        fail_msg ("case %zu: %zu samples", i, n);
      if (fabs (frequency (s, n) - 440.0) > 3.0)
        fail_msg ("case %zu: %.1f Hz after reading", i, frequency (s, n));
      /* Amplitude 0.5 of full scale: RMS 0.5 / sqrt 2. */
      if (fabs (rms (s + 200, n - 400) - 0.5 * 32767 / sqrt (2)) > 300)
        fail_msg ("case %zu: RMS %.0f", i, rms (s + 200, n - 400));
      free (s);
      free (b);
    }
}

/* A 12 kHz tone in a 48 kHz file is above the 8 kHz of the output: the
 * filter removes it instead of folding it down to 4 kHz. */
static void
test_no_aliasing (void **state)
{
  Buf *b = make_wav (1, 16, 1, 48000, 12000.0, 0.5, false);
  int16_t *s;
  size_t n;

  assert_int_equal (ab_wav_read (b->data, b->len, &s, &n, NULL), AB_WAV_OK);
  assert_true (rms (s + 100, n - 200) < 0.01 * 32767);
  free (s);
  free (b);
}

static void
test_refused (void **state)
{
  Buf *b;
  int16_t *s = (int16_t *) 1;
  size_t n = 7;
  AbWavInfo info;
  char reason[256];

  assert_int_equal (ab_wav_read ((const uint8_t *) "RIFF", 4, &s, &n, &info), AB_WAV_NOT_RIFF);
  assert_null (s);
  assert_int_equal (n, 0);
  assert_int_equal (ab_wav_read ((const uint8_t *) "RIFF\0\0\0\0WAVEdata\0\0\0\0", 20, &s, &n,
                                 &info),
                    AB_WAV_NO_FORMAT);

  b = make_wav (1, 16, 1, 16000, 440.0, 0.1, false);
  b->data[20] = 2; /* MS ADPCM */
  assert_int_equal (ab_wav_read (b->data, b->len, &s, &n, &info), AB_WAV_UNSUPPORTED_CODEC);
  ab_wav_describe (&info, reason, sizeof reason);
  assert_non_null (strstr (reason, "0x2"));
  b->data[20] = 1;
  b->data[34] = 12; /* 12 bits */
  assert_int_equal (ab_wav_read (b->data, b->len, &s, &n, &info), AB_WAV_UNSUPPORTED_BITS);
  b->data[34] = 16;
  b->data[22] = 9; /* channels */
  assert_int_equal (ab_wav_read (b->data, b->len, &s, &n, &info), AB_WAV_BAD_CHANNELS);
  b->data[22] = 1;
  b->data[24] = 0x40, b->data[25] = 0x1f, b->data[26] = 0; /* 8000 … */
  b->data[24] = 0x10, b->data[25] = 0x27; /* 10000 Hz: fine */
  assert_int_equal (ab_wav_read (b->data, b->len, &s, &n, &info), AB_WAV_OK);
  free (s);
  b->data[24] = 0xe8, b->data[25] = 0x03; /* 1000 Hz */
  assert_int_equal (ab_wav_read (b->data, b->len, &s, &n, &info), AB_WAV_BAD_RATE);
  ab_wav_describe (&info, reason, sizeof reason);
  assert_non_null (strstr (reason, "1000 Hz"));
  b->data[24] = 0x80, b->data[25] = 0x3e; /* 16000 Hz */
  /* No data chunk at all. */
  assert_int_equal (ab_wav_read (b->data, 36, &s, &n, &info), AB_WAV_NO_DATA);
  free (b);
}

/* A data chunk longer than the file (a recording cut off) gives what is
 * there, whole frames only. */
static void
test_cut_off (void **state)
{
  Buf *b = make_wav (1, 16, 2, 16000, 440.0, 0.5, false);
  int16_t *s;
  size_t n;

  assert_int_equal (ab_wav_read (b->data, b->len - 1001, &s, &n, NULL), AB_WAV_OK);
  assert_int_equal (n, 8000 - 251);
  free (s);
  free (b);
}

static void
test_write_read (void **state)
{
  int16_t in[1600], *out;
  size_t len, n;
  uint8_t *file;

  for (int i = 0; i < 1600; i++)
    in[i] = (int16_t) (i * 37 - 20000);
  file = ab_wav_write (in, 1600, &len);
  assert_int_equal (len, 44 + 3200);
  assert_int_equal (ab_wav_read (file, len, &out, &n, NULL), AB_WAV_OK);
  assert_int_equal (n, 1600);
  assert_memory_equal (in, out, sizeof in);
  free (out);
  free (file);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_encodings),
    cmocka_unit_test (test_no_aliasing),
    cmocka_unit_test (test_refused),
    cmocka_unit_test (test_cut_off),
    cmocka_unit_test (test_write_read),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
