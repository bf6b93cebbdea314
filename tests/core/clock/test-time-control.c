/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-time-control.c — time controls (6.3): text, presets, rapid and blitz (App. A.1, B.1). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "ab-describe-clock.h"
#include "ab-describe.h"
#include "ab-time-control.h"

/* Field by field: structs have padding that assignment need not copy. */
static void
assert_same_control (const AbTimeControl *a, const AbTimeControl *b)
{
  assert_int_equal (a->kind, b->kind);
  assert_int_equal (a->n_periods, b->n_periods);
  for (int i = 0; i < a->n_periods; i++)
    {
      assert_int_equal (a->periods[i].moves, b->periods[i].moves);
      assert_int_equal (a->periods[i].time_us, b->periods[i].time_us);
      assert_int_equal (a->periods[i].bonus, b->periods[i].bonus);
      assert_int_equal (a->periods[i].bonus_us, b->periods[i].bonus_us);
    }
}

/* ---- reading and writing time controls ---- */

static const struct
{
  const char *text;
  AbTimeControlKind kind;
  int n_periods;
  AbTimePeriod periods[2];  /* the first two; times in seconds here, converted below */
  const char *written;      /* ab_time_control_to_text */
} parse_cases[] = {
  { "40/9000:3600", AB_TIME_CONTROL_PERIODS, 2, { { 40, 9000 }, { 0, 3600 } }, "40/9000:3600" },
  { "300+2", AB_TIME_CONTROL_PERIODS, 1, { { 0, 300, AB_TIME_BONUS_FISCHER, 2 } }, "300+2" },
  { "40/5400+30:1800+30", AB_TIME_CONTROL_PERIODS, 2,
    { { 40, 5400, AB_TIME_BONUS_FISCHER, 30 }, { 0, 1800, AB_TIME_BONUS_FISCHER, 30 } },
    "40/5400+30:1800+30" },
  { "300b5", AB_TIME_CONTROL_PERIODS, 1, { { 0, 300, AB_TIME_BONUS_BRONSTEIN, 5 } }, "300b5" },
  { "300d5", AB_TIME_CONTROL_PERIODS, 1, { { 0, 300, AB_TIME_BONUS_DELAY, 5 } }, "300d5" },
  { "40/7200", AB_TIME_CONTROL_PERIODS, 1, { { 40, 7200 } }, "40/7200" },
  { "0d5", AB_TIME_CONTROL_PERIODS, 1, { { 0, 0, AB_TIME_BONUS_DELAY, 5 } }, "0d5" },
  { "300+0", AB_TIME_CONTROL_PERIODS, 1, { { 0, 300 } }, "300" },
  { "007/0600", AB_TIME_CONTROL_PERIODS, 1, { { 7, 600 } }, "7/600" },
  { "*180", AB_TIME_CONTROL_SANDCLOCK, 1, { { 0, 180 } }, "*180" },
  { "-", AB_TIME_CONTROL_NONE, 0, { { 0 } }, "-" },
  { "1000/360000+3600", AB_TIME_CONTROL_PERIODS, 1,
    { { 1000, 360000, AB_TIME_BONUS_FISCHER, 3600 } },
    "1000/360000+3600" },
  { "1/1:1/1:1/1:1/1:1/1:1/1:1/1:1", AB_TIME_CONTROL_PERIODS, 8, { { 1, 1 }, { 1, 1 } },
    "1/1:1/1:1/1:1/1:1/1:1/1:1/1:1" },
};

static void
test_6_3_time_control_text (void **state)
{
  for (size_t i = 0; i < sizeof parse_cases / sizeof parse_cases[0]; i++)
    {
      AbTimeControl tc, again;
      AbTimeControlError err;
      char text[AB_TIME_CONTROL_TEXT_MAX];

      if (!ab_time_control_parse (parse_cases[i].text, &tc, &err))
        fail_msg ("%s: error %d at %d", parse_cases[i].text, err.code, err.offset);
      assert_int_equal (err.code, AB_TIME_CONTROL_OK);
      assert_int_equal (tc.kind, parse_cases[i].kind);
      assert_int_equal (tc.n_periods, parse_cases[i].n_periods);
      for (int p = 0; p < 2 && p < tc.n_periods; p++)
        {
          const AbTimePeriod *want = &parse_cases[i].periods[p];

          assert_int_equal (tc.periods[p].moves, want->moves);
          assert_int_equal (tc.periods[p].time_us, want->time_us * AB_USEC_PER_SEC);
          assert_int_equal (tc.periods[p].bonus, want->bonus);
          assert_int_equal (tc.periods[p].bonus_us, want->bonus_us * AB_USEC_PER_SEC);
        }
      assert_true (ab_time_control_is_valid (&tc));
      assert_true (ab_time_control_to_text (&tc, text, sizeof text));
      assert_string_equal (text, parse_cases[i].written);
      assert_true (ab_time_control_parse (text, &again, NULL));
      assert_same_control (&tc, &again);
    }
}

static const struct
{
  const char *text;
  AbTimeControlErrorCode code;
  int period, offset;
  char character;
  AbTimeControlPart part;
  const char *words; /* a piece of the describe layer's sentence */
} error_cases[] = {
  { "", AB_TIME_CONTROL_ERROR_EMPTY, 0, 0, 0, 0, "empty" },
  { "?", AB_TIME_CONTROL_ERROR_UNKNOWN, 1, 0, '?', 0, "unknown" },
  { ":300", AB_TIME_CONTROL_ERROR_EMPTY_PERIOD, 1, 0, ':', 0, "period 1, character 1" },
  { "40/5400::", AB_TIME_CONTROL_ERROR_EMPTY_PERIOD, 2, 8, ':', 0, "period 2, character 9" },
  { "300:", AB_TIME_CONTROL_ERROR_EMPTY_PERIOD, 2, 4, '\0', 0, "the period is empty" },
  { "abc", AB_TIME_CONTROL_ERROR_EXPECTED_NUMBER, 1, 0, 'a', AB_TIME_CONTROL_PART_FIRST,
    "found 'a'" },
  { "-5", AB_TIME_CONTROL_ERROR_EXPECTED_NUMBER, 1, 0, '-', AB_TIME_CONTROL_PART_FIRST, "'-'" },
  { " 300", AB_TIME_CONTROL_ERROR_EXPECTED_NUMBER, 1, 0, ' ', AB_TIME_CONTROL_PART_FIRST,
    "a space" },
  { "40/", AB_TIME_CONTROL_ERROR_EXPECTED_NUMBER, 1, 3, '\0', AB_TIME_CONTROL_PART_SECONDS,
    "the end of the text" },
  { "300+", AB_TIME_CONTROL_ERROR_EXPECTED_NUMBER, 1, 4, '\0', AB_TIME_CONTROL_PART_BONUS,
    "seconds per move" },
  { "*", AB_TIME_CONTROL_ERROR_EXPECTED_NUMBER, 1, 1, '\0', AB_TIME_CONTROL_PART_SANDCLOCK,
    "sandclock" },
  { "300x", AB_TIME_CONTROL_ERROR_UNEXPECTED_CHARACTER, 1, 3, 'x', AB_TIME_CONTROL_PART_FIRST,
    "'x' cannot come here" },
  { "300 ", AB_TIME_CONTROL_ERROR_UNEXPECTED_CHARACTER, 1, 3, ' ', AB_TIME_CONTROL_PART_FIRST,
    "a space" },
  { "40/5400/3", AB_TIME_CONTROL_ERROR_UNEXPECTED_CHARACTER, 1, 7, '/',
    AB_TIME_CONTROL_PART_SECONDS, "character 8" },
  { "300+2+1", AB_TIME_CONTROL_ERROR_UNEXPECTED_CHARACTER, 1, 5, '+', AB_TIME_CONTROL_PART_BONUS,
    "'+'" },
  { "*180+2", AB_TIME_CONTROL_ERROR_UNEXPECTED_CHARACTER, 1, 4, '+',
    AB_TIME_CONTROL_PART_SANDCLOCK, "whole time control" },
  { "3\xc3\xa9", AB_TIME_CONTROL_ERROR_UNEXPECTED_CHARACTER, 1, 1, '\xc3',
    AB_TIME_CONTROL_PART_FIRST, "byte 0xC3" },
  { "1001/5400", AB_TIME_CONTROL_ERROR_TOO_LARGE, 1, 0, '1', AB_TIME_CONTROL_PART_MOVES, "1000" },
  { "360001", AB_TIME_CONTROL_ERROR_TOO_LARGE, 1, 0, '3', AB_TIME_CONTROL_PART_SECONDS, "360000" },
  { "40/300:40/99999999999999999999999", AB_TIME_CONTROL_ERROR_TOO_LARGE, 2, 10, '9',
    AB_TIME_CONTROL_PART_SECONDS, "period 2" },
  { "300+3601", AB_TIME_CONTROL_ERROR_TOO_LARGE, 1, 4, '3', AB_TIME_CONTROL_PART_BONUS, "3600" },
  { "0/300", AB_TIME_CONTROL_ERROR_ZERO_MOVES, 1, 0, '0', AB_TIME_CONTROL_PART_MOVES,
    "at least 1 move" },
  { "0", AB_TIME_CONTROL_ERROR_NO_TIME, 1, 0, '0', AB_TIME_CONTROL_PART_SECONDS, "no time" },
  { "40/0:300", AB_TIME_CONTROL_ERROR_NO_TIME, 1, 3, '0', AB_TIME_CONTROL_PART_SECONDS, "no time" },
  { "0+5", AB_TIME_CONTROL_ERROR_NO_TIME, 1, 0, '0', AB_TIME_CONTROL_PART_SECONDS, "no time" },
  { "0b5", AB_TIME_CONTROL_ERROR_NO_TIME, 1, 0, '0', AB_TIME_CONTROL_PART_SECONDS, "no time" },
  { "*0", AB_TIME_CONTROL_ERROR_NO_TIME, 1, 1, '0', AB_TIME_CONTROL_PART_SANDCLOCK, "no time" },
  { "1/1:1/1:1/1:1/1:1/1:1/1:1/1:1/1:1", AB_TIME_CONTROL_ERROR_TOO_MANY_PERIODS, 9, 32, '1', 0,
    "at most 8 periods" },
  { "300:40/600", AB_TIME_CONTROL_ERROR_NOT_LAST, 2, 4, '4', 0, "no period can follow" },
  { "-:300", AB_TIME_CONTROL_ERROR_NOT_ALONE, 1, 0, '-', 0, "'-' must be the whole" },
  { "300:?", AB_TIME_CONTROL_ERROR_NOT_ALONE, 2, 4, '?', 0, "'?' must be the whole" },
  { "40/5400:*60", AB_TIME_CONTROL_ERROR_NOT_ALONE, 2, 8, '*', 0, "'*' must be the whole" },
};

static void
test_6_3_time_control_errors (void **state)
{
  for (size_t i = 0; i < sizeof error_cases / sizeof error_cases[0]; i++)
    {
      AbTimeControl tc, before;
      AbTimeControlError err;
      char msg[AB_DESCRIBE_MAX];

      memset (&tc, 0x5a, sizeof tc);
      before = tc;
      if (ab_time_control_parse (error_cases[i].text, &tc, &err))
        fail_msg ("'%s' was accepted", error_cases[i].text);
      assert_memory_equal (&tc, &before, sizeof tc);
      if (err.code != error_cases[i].code || err.period != error_cases[i].period
          || err.offset != error_cases[i].offset || err.character != error_cases[i].character
          || err.part != error_cases[i].part)
        fail_msg ("'%s': code %d period %d offset %d char %d part %d", error_cases[i].text,
                  err.code, err.period, err.offset, err.character, err.part);
      ab_describe_time_control_error (&err, msg, sizeof msg);
      if (strstr (msg, error_cases[i].words) == NULL || strncmp (msg, "Bad time control", 16))
        fail_msg ("'%s': \"%s\" does not say \"%s\"", error_cases[i].text, msg,
                  error_cases[i].words);
    }
  assert_false (ab_time_control_parse (NULL, &(AbTimeControl) { 0 }, NULL));
}

/* Arbitrary bytes never crash the reader; what it accepts it writes back the same. */
static void
test_6_3_time_control_any_text (void **state)
{
  static const char alphabet[] = "0123456789/+bd:*-?x 0123456789/:";
  uint32_t seed = 12345;

  for (int i = 0; i < 200000; i++)
    {
      char text[24];
      int len;
      AbTimeControl tc, again;
      AbTimeControlError err;

      seed = seed * 1103515245u + 12345u;
      len = (int) (seed >> 16) % 20;
      for (int k = 0; k < len; k++)
        {
          seed = seed * 1103515245u + 12345u;
          text[k] = (seed >> 24) < 8 ? (char) (seed >> 8) : alphabet[(seed >> 16) % 32];
        }
      text[len] = '\0';
      if (ab_time_control_parse (text, &tc, &err))
        {
          char written[AB_TIME_CONTROL_TEXT_MAX];

          assert_true (ab_time_control_is_valid (&tc));
          assert_true (ab_time_control_to_text (&tc, written, sizeof written));
          assert_true (ab_time_control_parse (written, &again, NULL));
          assert_same_control (&tc, &again);
        }
      else
        {
          assert_int_not_equal (err.code, AB_TIME_CONTROL_OK);
          assert_true (err.offset >= 0 && err.offset <= (int) strlen (text));
          assert_int_equal (err.character, text[err.offset]);
        }
    }
}

static void
test_presets (void **state)
{
  static const char *const written[AB_TIME_CONTROL_N_PRESETS] = {
    [AB_TIME_CONTROL_PRESET_FIDE_CLASSICAL] = "40/5400+30:1800+30",
    [AB_TIME_CONTROL_PRESET_CLUB] = "5400+10",
    [AB_TIME_CONTROL_PRESET_RAPID] = "900+10",
    [AB_TIME_CONTROL_PRESET_BLITZ] = "180+2",
  };
  AbTimeControl tc;
  char text[AB_TIME_CONTROL_TEXT_MAX];

  for (int p = 0; p < AB_TIME_CONTROL_N_PRESETS; p++)
    {
      assert_true (ab_time_control_set_preset (&tc, (AbTimeControlPreset) p));
      assert_true (ab_time_control_is_valid (&tc));
      assert_true (ab_time_control_to_text (&tc, text, sizeof text));
      assert_string_equal (text, written[p]);
    }
  assert_false (ab_time_control_set_preset (&tc, AB_TIME_CONTROL_N_PRESETS));
}

/* ---- standard, rapid, blitz ---- */

#define STD AB_TIME_CONTROL_SPEED_STANDARD
#define RAP AB_TIME_CONTROL_SPEED_RAPID
#define BLZ AB_TIME_CONTROL_SPEED_BLITZ

static const struct
{
  const char *text;
  AbTimeControlSpeed speed[4]; /* 2001, 2005, 2014, 2023 */
} speed_cases[] = {
  { "180+2", { BLZ, BLZ, BLZ, BLZ } },
  { "600", { BLZ, BLZ, BLZ, BLZ } },       /* B.1: 10 minutes or less */
  { "601", { BLZ, BLZ, RAP, RAP } },       /* A.1: more than 10 */
  { "300+5", { BLZ, BLZ, BLZ, BLZ } },     /* 5 min + 60 × 5 s = 10 min */
  { "300+6", { BLZ, BLZ, RAP, RAP } },     /* 11 min */
  { "899", { BLZ, BLZ, RAP, RAP } },       /* 2001 C1, 2005 B1: under 15 */
  { "900", { RAP, RAP, RAP, RAP } },       /* 2001 B1: at least 15 */
  { "600+5", { BLZ, RAP, RAP, RAP } },     /* 2001 counts no increment */
  { "900+10", { RAP, RAP, RAP, RAP } },
  { "3540", { RAP, RAP, RAP, RAP } },
  { "3600", { RAP, STD, STD, STD } },      /* 2001 B1: at most 60; later: less than 60 */
  { "3000+10", { RAP, STD, STD, STD } },   /* 50 min + 60 × 10 s */
  { "2940+10", { RAP, RAP, RAP, RAP } },   /* 59 min */
  { "3601", { STD, STD, STD, STD } },
  { "5400+10", { STD, STD, STD, STD } },
  { "40/5400+30:1800+30", { STD, STD, STD, STD } },
  { "20/300:300", { BLZ, BLZ, BLZ, BLZ } },   /* a 60-move game reaches both periods */
  { "40/600:1200", { RAP, RAP, RAP, RAP } },  /* 10 + 20 minutes */
  { "10/60", { BLZ, BLZ, BLZ, BLZ } },        /* repeating: 6 × 1 minute in 60 moves */
  { "10/700", { STD, STD, STD, STD } },       /* 6 × 700 s = 70 minutes */
  { "600d5", { BLZ, RAP, RAP, RAP } },        /* a delay counts as time per move */
  { "600b1", { BLZ, BLZ, RAP, RAP } },
  { "*180", { BLZ, BLZ, BLZ, BLZ } },
  { "*3600", { RAP, STD, STD, STD } },
  { "-", { STD, STD, STD, STD } },
};

static void
test_a_1_b_1_rapid_and_blitz_per_edition (void **state)
{
  static const AbEdition editions[4] = { AB_EDITION_2001, AB_EDITION_2005, AB_EDITION_2014,
                                         AB_EDITION_2023 };

  for (size_t i = 0; i < sizeof speed_cases / sizeof speed_cases[0]; i++)
    {
      AbTimeControl tc;

      assert_true (ab_time_control_parse (speed_cases[i].text, &tc, NULL));
      for (int e = 0; e < 4; e++)
        if (ab_time_control_classify (&tc, editions[e]) != speed_cases[i].speed[e])
          fail_msg ("%s in %d: %s", speed_cases[i].text, editions[e],
                    ab_describe_time_control_speed (ab_time_control_classify (&tc, editions[e])));
    }
}

static void
test_describe_time_control (void **state)
{
  static const struct
  {
    const char *control;
    const char *words;
  } controls[] = {
    { "40/5400+30:1800+30", "40 moves in 1 hour 30 minutes (30 seconds added after each move), "
                            "then all remaining moves in 30 minutes" },
    { "300b5", "all moves in 5 minutes (Bronstein delay of 5 seconds per move)" },
    { "40/7200:20/3600d10", "40 moves in 2 hours, then 20 moves in 1 hour, repeated (delay of 10 "
                            "seconds per move)" },
    { "2/60+2:30", "2 moves in 1 minute (2 seconds added after each move), then all remaining "
                   "moves in 30 seconds (no time per move)" },
    { "*180", "sandclock of 3 minutes" },
    { "-", "no time control" },
  };
  char buf[AB_DESCRIBE_MAX];

  for (size_t i = 0; i < sizeof controls / sizeof controls[0]; i++)
    {
      AbTimeControl tc;

      assert_true (ab_time_control_parse (controls[i].control, &tc, NULL));
      ab_describe_time_control (&tc, buf, sizeof buf);
      assert_string_equal (buf, controls[i].words);
    }
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_6_3_time_control_text),
    cmocka_unit_test (test_6_3_time_control_errors),
    cmocka_unit_test (test_6_3_time_control_any_text),
    cmocka_unit_test (test_presets),
    cmocka_unit_test (test_a_1_b_1_rapid_and_blitz_per_edition),
    cmocka_unit_test (test_describe_time_control),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
