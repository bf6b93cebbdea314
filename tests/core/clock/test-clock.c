/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-clock.c — the chess clock (article 6, Guidelines I and III), driven by timestamps. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "ab-clock.h"
#include "ab-describe-clock.h"
#include "ab-describe.h"
#include "ab-time-control.h"

#define SEC(s) ((int64_t) (s) * 1000)       /* table times are in milliseconds */
#define MIN(m) SEC ((int64_t) (m) * 60)
#define US(ms) ((int64_t) (ms) * 1000)

static void
assert_same_reading (const AbClockReading *a, const AbClockReading *b)
{
  assert_int_equal (a->time_us, b->time_us);
  assert_int_equal (a->delay_us, b->delay_us);
  assert_int_equal (a->used_us, b->used_us);
  assert_int_equal (a->moves, b->moves);
  assert_int_equal (a->period, b->period);
  assert_int_equal (a->moves_to_go, b->moves_to_go);
  assert_int_equal (a->flag, b->flag);
  assert_int_equal (a->flag_at_us, b->flag_at_us);
  assert_int_equal (a->flag_period, b->flag_period);
}

/* ---- the clock, step by step ---- */

typedef enum
{
  START = 1, PRESS, PAUSE, RESUME, ADJOURN, REOPEN, ADD, SET, MOVES, SHOW,
} Op;

typedef struct
{
  Op op;
  int64_t at;         /* ms */
  AbColor side;       /* START, PRESS, ADD */
  int64_t a, b;       /* ADD: ms; SET: White's and Black's ms; MOVES: counts */
  AbClockError error; /* expected; a failed step must change nothing */
  int64_t white, black; /* expected times (ms) after the step */
  char run;           /* 'w' or 'b' runs, 'p' paused, 'a' adjourned, '-' not started */
  int move;           /* the number of the move of the side to move */
  int flags;          /* 1: White's flag down, 2: Black's */
} Step;

#define MAX_STEPS 16

typedef struct
{
  const char *what;
  const char *control;
  Step steps[MAX_STEPS];
} ClockCase;

#define W AB_WHITE
#define B AB_BLACK
#define OK AB_CLOCK_OK

static AbClockError
apply (AbClock *clock, const Step *s, AbClockPress *press)
{
  int64_t now = US (s->at);

  switch (s->op)
    {
    case START: return ab_clock_start (clock, s->side, now);
    case PRESS: return ab_clock_press (clock, s->side, now, press);
    case PAUSE: return ab_clock_pause (clock, now);
    case RESUME: return ab_clock_resume (clock, now);
    case ADJOURN: return ab_clock_adjourn (clock, now);
    case REOPEN: return ab_clock_resume_adjourned (clock, now, press);
    case ADD: return ab_clock_add_time (clock, s->side, US (s->a), now);
    case SET: return ab_clock_set_times (clock, US (s->a), US (s->b), now);
    case MOVES: return ab_clock_set_moves (clock, (int) s->a, (int) s->b, now);
    case SHOW:
    default:
      {
        AbClockReading r;

        return ab_clock_get_reading (clock, W, now, &r);
      }
    }
}

static char
run_letter (const AbClock *clock)
{
  switch (ab_clock_get_state (clock))
    {
    case AB_CLOCK_RUNNING: return ab_clock_get_side (clock) == W ? 'w' : 'b';
    case AB_CLOCK_PAUSED: return 'p';
    case AB_CLOCK_ADJOURNED: return 'a';
    case AB_CLOCK_NOT_STARTED:
    default: return '-';
    }
}

static void
run_case (const ClockCase *c)
{
  AbTimeControl tc;
  AbClock *clock;

  if (!ab_time_control_parse (c->control, &tc, NULL))
    fail_msg ("%s: bad control %s", c->what, c->control);
  clock = ab_clock_new (&tc);
  assert_non_null (clock);
  for (int i = 0; i < MAX_STEPS && (i == 0 || c->steps[i].at || c->steps[i].op); i++)
    {
      const Step *s = &c->steps[i];
      AbClockReading before[2], r[2];
      AbClockPress press;
      AbClockFlags flags;
      AbClockError e;
      int64_t at = US (s->at), last = ab_clock_get_last_event (clock);
      int64_t probe = at > last ? at : last;
      char run = run_letter (clock);

      ab_clock_get_reading (clock, W, probe, &before[W]);
      ab_clock_get_reading (clock, B, probe, &before[B]);
      e = apply (clock, s, &press);
      if (e != s->error)
        fail_msg ("%s, step %d: error %d, expected %d", c->what, i + 1, e, s->error);
      if (e != OK)
        {
          /* nothing changed */
          assert_int_equal (ab_clock_get_last_event (clock), last);
          assert_int_equal (run_letter (clock), run);
          ab_clock_get_reading (clock, W, probe, &r[W]);
          ab_clock_get_reading (clock, B, probe, &r[B]);
          assert_same_reading (&r[W], &before[W]);
          assert_same_reading (&r[B], &before[B]);
          continue;
        }
      assert_int_equal (ab_clock_get_reading (clock, W, at, &r[W]), OK);
      assert_int_equal (ab_clock_get_reading (clock, B, at, &r[B]), OK);
      assert_int_equal (ab_clock_get_flags (clock, at, &flags), OK);
      if (r[W].time_us != US (s->white) || r[B].time_us != US (s->black))
        fail_msg ("%s, step %d: white %lld black %lld us, expected %lld %lld ms", c->what, i + 1,
                  (long long) r[W].time_us, (long long) r[B].time_us, (long long) s->white,
                  (long long) s->black);
      if (run_letter (clock) != s->run)
        fail_msg ("%s, step %d: '%c' runs, expected '%c'", c->what, i + 1, run_letter (clock),
                  s->run);
      if (r[ab_clock_get_side (clock)].moves + 1 != s->move)
        fail_msg ("%s, step %d: move %d, expected %d", c->what, i + 1,
                  r[ab_clock_get_side (clock)].moves + 1, s->move);
      if (flags.fallen[W] + 2 * flags.fallen[B] != s->flags || r[W].flag != flags.fallen[W]
          || r[B].flag != flags.fallen[B])
        fail_msg ("%s, step %d: flags %d, expected %d", c->what, i + 1,
                  flags.fallen[W] + 2 * flags.fallen[B], s->flags);
      if (s->op == PRESS || s->op == REOPEN)
        {
          assert_same_reading (&press.readings[W], &r[W]);
          assert_same_reading (&press.readings[B], &r[B]);
        }
    }
  ab_clock_free (clock);
}

static void
run_cases (const ClockCase *cases, size_t n)
{
  for (size_t i = 0; i < n; i++)
    run_case (&cases[i]);
}

#define RUN_CASES(cases) run_cases (cases, sizeof cases / sizeof cases[0])

static const ClockCase sudden_death_cases[] = {
  { "5 minutes, sudden death", "300", {
    { SHOW, 0, W, 0, 0, OK, SEC (300), SEC (300), '-', 1, 0 },
    { START, 0, W, 0, 0, OK, SEC (300), SEC (300), 'w', 1, 0 },
    { PRESS, SEC (10), W, 0, 0, OK, SEC (290), SEC (300), 'b', 1, 0 },
    { PRESS, SEC (25), B, 0, 0, OK, SEC (290), SEC (285), 'w', 2, 0 },
    { SHOW, SEC (100), W, 0, 0, OK, SEC (215), SEC (285), 'w', 2, 0 },
    { SHOW, SEC (315) - 1, W, 0, 0, OK, 1, SEC (285), 'w', 2, 0 },
    /* 6.1: the flag falls when the time has run out, at that very moment */
    { SHOW, SEC (315), W, 0, 0, OK, 0, SEC (285), 'w', 2, 1 },
    { PRESS, SEC (316), W, 0, 0, OK, 0, SEC (285), 'b', 2, 1 },
    { SHOW, SEC (400), W, 0, 0, OK, 0, SEC (201), 'b', 2, 1 },
  } },
  { "Black starts (a game from a position)", "60", {
    { START, SEC (5), B, 0, 0, OK, SEC (60), SEC (60), 'b', 1, 0 },
    { PRESS, SEC (15), B, 0, 0, OK, SEC (60), SEC (50), 'w', 1, 0 },
    { PRESS, SEC (20), W, 0, 0, OK, SEC (55), SEC (50), 'b', 2, 0 },
  } },
};

static void
test_6_3_1_sudden_death (void **state)
{
  RUN_CASES (sudden_death_cases);
}

static const ClockCase period_cases[] = {
  /* 6.3.1: 2 moves in 60 s, then 30 s for the rest; what is left carries over */
  { "2/60:30", "2/60:30", {
    { START, 0, W, 0, 0, OK, SEC (60), SEC (60), 'w', 1, 0 },
    { PRESS, SEC (10), W, 0, 0, OK, SEC (50), SEC (60), 'b', 1, 0 },
    { PRESS, SEC (15), B, 0, 0, OK, SEC (50), SEC (55), 'w', 2, 0 },
    { PRESS, SEC (20), W, 0, 0, OK, SEC (75), SEC (55), 'b', 2, 0 },
    { PRESS, SEC (30), B, 0, 0, OK, SEC (75), SEC (75), 'w', 3, 0 },
    { PRESS, SEC (40), W, 0, 0, OK, SEC (65), SEC (75), 'b', 3, 0 },
    { PRESS, SEC (45), B, 0, 0, OK, SEC (65), SEC (70), 'w', 4, 0 },
  } },
  { "2/60 repeating", "2/60", {
    { START, 0, W, 0, 0, OK, SEC (60), SEC (60), 'w', 1, 0 },
    { PRESS, SEC (1), W, 0, 0, OK, SEC (59), SEC (60), 'b', 1, 0 },
    { PRESS, SEC (2), B, 0, 0, OK, SEC (59), SEC (59), 'w', 2, 0 },
    { PRESS, SEC (3), W, 0, 0, OK, SEC (118), SEC (59), 'b', 2, 0 },
    { PRESS, SEC (4), B, 0, 0, OK, SEC (118), SEC (118), 'w', 3, 0 },
    { PRESS, SEC (5), W, 0, 0, OK, SEC (117), SEC (118), 'b', 3, 0 },
    { PRESS, SEC (6), B, 0, 0, OK, SEC (117), SEC (117), 'w', 4, 0 },
    { PRESS, SEC (7), W, 0, 0, OK, SEC (176), SEC (117), 'b', 4, 0 },
  } },
  /* FIDE classical: 30 s from move 1, and the second period's 30 minutes after move 40 */
  { "40/5400+30:1800+30 at move 40", "40/5400+30:1800+30", {
    { START, 0, W, 0, 0, OK, MIN (90), MIN (90), 'w', 1, 0 },
    { MOVES, MIN (1), W, 39, 39, OK, MIN (89), MIN (90), 'w', 40, 0 },
    { PRESS, MIN (2), W, 0, 0, OK, MIN (88) + MIN (30) + SEC (30), MIN (90), 'b', 40, 0 },
    { PRESS, MIN (3), B, 0, 0, OK, MIN (118) + SEC (30), MIN (119) + SEC (30), 'w', 41, 0 },
    { PRESS, MIN (4), W, 0, 0, OK, MIN (118), MIN (119) + SEC (30), 'b', 41, 0 },
  } },
};

static void
test_6_3_1_periods_with_move_counts (void **state)
{
  RUN_CASES (period_cases);
}

static void
test_6_3_1_period_change_is_reported (void **state)
{
  AbTimeControl tc;
  AbClock *clock;
  AbClockPress press;
  AbClockReading r;
  char words[AB_DESCRIBE_MAX];

  assert_true (ab_time_control_parse ("2/60+10:1800+5", &tc, NULL));
  clock = ab_clock_new (&tc);
  assert_int_equal (ab_clock_start (clock, W, 0), OK);
  assert_int_equal (ab_clock_press (clock, W, US (SEC (4)), &press), OK);
  assert_false (press.period_change);
  assert_int_equal (press.move, 1);
  assert_int_equal (press.move_time_us, US (SEC (4)));
  assert_int_equal (press.bonus_us, US (SEC (10)));
  assert_int_equal (press.readings[W].moves_to_go, 1);
  assert_int_equal (press.readings[W].period, 1);
  ab_describe_period_change (&press, words, sizeof words);
  assert_string_equal (words, "");
  assert_int_equal (ab_clock_press (clock, B, US (SEC (5)), &press), OK);
  assert_int_equal (ab_clock_press (clock, W, US (SEC (9)), &press), OK);
  assert_true (press.period_change);
  assert_int_equal (press.side, W);
  assert_int_equal (press.move, 2);
  assert_int_equal (press.period, 2);
  assert_int_equal (press.period_time_us, US (MIN (30)));
  /* the move's own increment is the first period's */
  assert_int_equal (press.bonus_us, US (SEC (10)));
  assert_int_equal (press.readings[W].time_us, US (SEC (72) + MIN (30)));
  assert_int_equal (press.readings[W].moves_to_go, 0);
  ab_describe_period_change (&press, words, sizeof words);
  assert_string_equal (words, "White: period 2, 30 minutes added.");
  /* from now on White's moves earn the second period's 5 s */
  assert_int_equal (ab_clock_press (clock, B, US (SEC (10)), &press), OK);
  assert_int_equal (ab_clock_press (clock, W, US (SEC (11)), &press), OK);
  assert_int_equal (press.bonus_us, US (SEC (5)));
  assert_int_equal (ab_clock_get_reading (clock, B, US (SEC (11)), &r), OK);
  assert_int_equal (r.period, 2);
  ab_clock_free (clock);
}

static const ClockCase fischer_cases[] = {
  { "60+5: cumulative", "60+5", {
    { START, 0, W, 0, 0, OK, SEC (60), SEC (60), 'w', 1, 0 },
    { PRESS, SEC (1), W, 0, 0, OK, SEC (64), SEC (60), 'b', 1, 0 },
    { PRESS, SEC (2), B, 0, 0, OK, SEC (64), SEC (64), 'w', 2, 0 },
    { PRESS, SEC (3), W, 0, 0, OK, SEC (68), SEC (64), 'b', 2, 0 },
    { PRESS, SEC (23), B, 0, 0, OK, SEC (68), SEC (49), 'w', 3, 0 },
    /* the flag falls before the increment could save it */
    { SHOW, SEC (91), W, 0, 0, OK, 0, SEC (49), 'w', 3, 1 },
    { PRESS, SEC (92), W, 0, 0, OK, SEC (5), SEC (49), 'b', 3, 1 },
  } },
};

static void
test_6_3_fischer_increment (void **state)
{
  RUN_CASES (fischer_cases);
}

static const ClockCase bronstein_cases[] = {
  { "60b5", "60b5", {
    { START, 0, W, 0, 0, OK, SEC (60), SEC (60), 'w', 1, 0 },
    /* 6.3.2: pressed within the delay, the time is unchanged */
    { PRESS, SEC (3), W, 0, 0, OK, SEC (60), SEC (60), 'b', 1, 0 },
    /* the clock counts down from the start of the move... */
    { SHOW, SEC (5), W, 0, 0, OK, SEC (60), SEC (58), 'b', 1, 0 },
    /* ...and gives back at most the delay */
    { PRESS, SEC (13), B, 0, 0, OK, SEC (60), SEC (55), 'w', 2, 0 },
    { PRESS, SEC (18), W, 0, 0, OK, SEC (60), SEC (55), 'b', 2, 0 },
    { PRESS, SEC (18) + 1, B, 0, 0, OK, SEC (60), SEC (55), 'w', 3, 0 },
    /* non-cumulative: quick moves never build up time */
    { PRESS, SEC (19), W, 0, 0, OK, SEC (60), SEC (55), 'b', 3, 0 },
  } },
  { "3b5: the flag falls when the shown time runs out", "3b5", {
    { START, 0, W, 0, 0, OK, SEC (3), SEC (3), 'w', 1, 0 },
    { SHOW, SEC (3) - 1, W, 0, 0, OK, 1, SEC (3), 'w', 1, 0 },
    { SHOW, SEC (3), W, 0, 0, OK, 0, SEC (3), 'w', 1, 1 },
  } },
};

static void
test_6_3_2_bronstein_delay (void **state)
{
  RUN_CASES (bronstein_cases);
}

static const ClockCase delay_cases[] = {
  { "60d5", "60d5", {
    { START, 0, W, 0, 0, OK, SEC (60), SEC (60), 'w', 1, 0 },
    /* the main time holds still during the delay */
    { SHOW, SEC (4), W, 0, 0, OK, SEC (60), SEC (60), 'w', 1, 0 },
    { PRESS, SEC (5), W, 0, 0, OK, SEC (60), SEC (60), 'b', 1, 0 },
    { PRESS, SEC (15), B, 0, 0, OK, SEC (60), SEC (55), 'w', 2, 0 },
    { PAUSE, SEC (17), W, 0, 0, OK, SEC (60), SEC (55), 'p', 2, 0 },
    /* a pause keeps what is left of the delay */
    { RESUME, SEC (100), W, 0, 0, OK, SEC (60), SEC (55), 'w', 2, 0 },
    { SHOW, SEC (103), W, 0, 0, OK, SEC (60), SEC (55), 'w', 2, 0 },
    { SHOW, SEC (104), W, 0, 0, OK, SEC (59), SEC (55), 'w', 2, 0 },
  } },
  { "3d5: the flag falls when the main time runs out after the delay", "3d5", {
    { START, 0, W, 0, 0, OK, SEC (3), SEC (3), 'w', 1, 0 },
    { SHOW, SEC (8) - 1, W, 0, 0, OK, 1, SEC (3), 'w', 1, 0 },
    { SHOW, SEC (8), W, 0, 0, OK, 0, SEC (3), 'w', 1, 1 },
  } },
  { "0d5: five seconds a move", "0d5", {
    { START, 0, W, 0, 0, OK, 0, 0, 'w', 1, 0 },
    { PRESS, SEC (5) - 1, W, 0, 0, OK, 0, 0, 'b', 1, 0 },
    { SHOW, SEC (10) - 2, W, 0, 0, OK, 0, 0, 'b', 1, 0 },
    { SHOW, SEC (10) - 1, W, 0, 0, OK, 0, 0, 'b', 1, 2 },
  } },
};

static void
test_6_3_2_simple_delay (void **state)
{
  AbTimeControl tc;
  AbClock *clock;
  AbClockReading r;

  RUN_CASES (delay_cases);

  assert_true (ab_time_control_parse ("60d5", &tc, NULL));
  clock = ab_clock_new (&tc);
  assert_int_equal (ab_clock_start (clock, W, 0), OK);
  assert_int_equal (ab_clock_get_reading (clock, W, US (SEC (2)), &r), OK);
  assert_int_equal (r.delay_us, US (SEC (3)));
  assert_int_equal (r.used_us, US (SEC (2)));
  assert_int_equal (ab_clock_next_flag (clock), US (SEC (65)));
  ab_clock_free (clock);
}

static const ClockCase flag_at_period_change_cases[] = {
  /* White completes move 2 one millisecond before his 60 s run out... */
  { "just in time", "2/60:30", {
    { START, 0, W, 0, 0, OK, SEC (60), SEC (60), 'w', 1, 0 },
    { PRESS, SEC (20), W, 0, 0, OK, SEC (40), SEC (60), 'b', 1, 0 },
    { PRESS, SEC (25), B, 0, 0, OK, SEC (40), SEC (55), 'w', 2, 0 },
    { PRESS, SEC (65) - 1, W, 0, 0, OK, SEC (30) + 1, SEC (55), 'b', 2, 0 },
  } },
  /* ...or exactly when they run out: too late, though the next period's time is added */
  { "exactly at the period change", "2/60:30", {
    { START, 0, W, 0, 0, OK, SEC (60), SEC (60), 'w', 1, 0 },
    { PRESS, SEC (20), W, 0, 0, OK, SEC (40), SEC (60), 'b', 1, 0 },
    { PRESS, SEC (25), B, 0, 0, OK, SEC (40), SEC (55), 'w', 2, 0 },
    { PRESS, SEC (65), W, 0, 0, OK, SEC (30), SEC (55), 'b', 2, 1 },
    { SHOW, SEC (70), W, 0, 0, OK, SEC (30), SEC (50), 'b', 2, 1 },
  } },
};

static void
test_6_9_flag_falls_exactly_at_period_change (void **state)
{
  AbTimeControl tc;
  AbClock *clock;
  AbClockFlags flags;
  AbClockPress press;

  RUN_CASES (flag_at_period_change_cases);

  /* the moment and the period of the fall, to the microsecond */
  assert_true (ab_time_control_parse ("2/60:30", &tc, NULL));
  clock = ab_clock_new (&tc);
  assert_int_equal (ab_clock_start (clock, W, 1234567), OK);
  assert_int_equal (ab_clock_press (clock, W, 1234567 + US (SEC (20)), NULL), OK);
  assert_int_equal (ab_clock_press (clock, B, 1234567 + US (SEC (25)), NULL), OK);
  assert_int_equal (ab_clock_next_flag (clock), 1234567 + US (SEC (65)));
  assert_int_equal (ab_clock_get_flags (clock, 1234567 + US (SEC (65)) - 1, &flags), OK);
  assert_false (flags.any);
  assert_int_equal (ab_clock_get_flags (clock, 1234567 + US (SEC (65)), &flags), OK);
  assert_true (flags.any && flags.fallen[W] && !flags.fallen[B]);
  assert_int_equal (flags.first, W);
  assert_int_equal (flags.first_at_us, 1234567 + US (SEC (65)));
  /* asked much later, the answer is the same moment */
  assert_int_equal (ab_clock_get_flags (clock, 1234567 + US (MIN (10)), &flags), OK);
  assert_int_equal (flags.at_us[W], 1234567 + US (SEC (65)));
  assert_int_equal (ab_clock_press (clock, W, 1234567 + US (SEC (65)), &press), OK);
  assert_true (press.period_change);
  assert_true (press.readings[W].flag);
  assert_int_equal (press.readings[W].flag_at_us, 1234567 + US (SEC (65)));
  assert_int_equal (press.readings[W].flag_period, 1);
  assert_int_equal (press.readings[W].period, 2);
  assert_int_equal (ab_clock_next_flag (clock), 1234567 + US (SEC (65) + SEC (55)));
  ab_clock_free (clock);
}

static const ClockCase pause_cases[] = {
  { "6.11: paused by the arbiter", "300", {
    { START, 0, W, 0, 0, OK, SEC (300), SEC (300), 'w', 1, 0 },
    { PRESS, SEC (10), W, 0, 0, OK, SEC (290), SEC (300), 'b', 1, 0 },
    { PAUSE, SEC (20), W, 0, 0, OK, SEC (290), SEC (290), 'p', 1, 0 },
    { SHOW, SEC (500), W, 0, 0, OK, SEC (290), SEC (290), 'p', 1, 0 },
    { PRESS, SEC (500), B, 0, 0, AB_CLOCK_ERROR_NOT_RUNNING },
    { PAUSE, SEC (500), W, 0, 0, AB_CLOCK_ERROR_NOT_RUNNING },
    { RESUME, SEC (600), W, 0, 0, OK, SEC (290), SEC (290), 'b', 1, 0 },
    { PRESS, SEC (605), B, 0, 0, OK, SEC (290), SEC (285), 'w', 2, 0 },
    { RESUME, SEC (606), W, 0, 0, AB_CLOCK_ERROR_NOT_PAUSED },
    /* a pause while a flag is about to fall holds it up */
    { PAUSE, SEC (605) + SEC (289), W, 0, 0, OK, SEC (1), SEC (285), 'p', 2, 0 },
    { RESUME, SEC (2000), W, 0, 0, OK, SEC (1), SEC (285), 'w', 2, 0 },
    { SHOW, SEC (2001), W, 0, 0, OK, 0, SEC (285), 'w', 2, 1 },
  } },
};

static void
test_6_11_pause_and_resume (void **state)
{
  RUN_CASES (pause_cases);
}

static const ClockCase add_cases[] = {
  { "7.5.5 and 9.5.3: 2 minutes to the opponent; 12.9: time removed", "300", {
    { START, 0, W, 0, 0, OK, SEC (300), SEC (300), 'w', 1, 0 },
    { ADD, SEC (5), B, MIN (2), 0, OK, SEC (295), SEC (420), 'w', 1, 0 },
    { ADD, SEC (10), W, -SEC (60), 0, OK, SEC (230), SEC (420), 'w', 1, 0 },
    { ADD, SEC (10), W, -SEC (231), 0, AB_CLOCK_ERROR_TIME_RANGE },
    { ADD, SEC (10), W, INT64_C (1) << 50, 0, AB_CLOCK_ERROR_TIME_RANGE },
    /* removing all that is left: the flag falls at once */
    { ADD, SEC (11), W, -SEC (229), 0, OK, 0, SEC (420), 'w', 1, 1 },
    /* adding time does not raise a fallen flag; only the arbiter's setting does */
    { ADD, SEC (12), W, SEC (60), 0, OK, SEC (60), SEC (420), 'w', 1, 1 },
    { PRESS, SEC (14), W, 0, 0, OK, SEC (58), SEC (420), 'b', 1, 1 },
  } },
};

static void
test_7_5_5_time_added_and_removed (void **state)
{
  RUN_CASES (add_cases);
}

static const ClockCase set_cases[] = {
  { "6.10.2: the arbiter sets the clocks and the move counter", "2/60:30", {
    { START, 0, W, 0, 0, OK, SEC (60), SEC (60), 'w', 1, 0 },
    { SET, SEC (5), W, SEC (100), SEC (200), OK, SEC (100), SEC (200), 'w', 1, 0 },
    { SET, SEC (5), W, -1, SEC (200), AB_CLOCK_ERROR_TIME_RANGE },
    { SHOW, SEC (105), W, 0, 0, OK, 0, SEC (200), 'w', 1, 1 },
    /* a time set again raises the flag */
    { SET, SEC (106), W, SEC (50), SEC (200), OK, SEC (50), SEC (200), 'w', 1, 0 },
    /* counts put both in period 2: no time is added at the next presses */
    { MOVES, SEC (106), W, 2, 2, OK, SEC (50), SEC (200), 'w', 3, 0 },
    { MOVES, SEC (106), W, -1, 2, AB_CLOCK_ERROR_MOVES_RANGE },
    { MOVES, SEC (106), W, 2, AB_CLOCK_MAX_MOVES + 1, AB_CLOCK_ERROR_MOVES_RANGE },
    { PRESS, SEC (110), W, 0, 0, OK, SEC (46), SEC (200), 'b', 3, 0 },
    { PRESS, SEC (111), B, 0, 0, OK, SEC (46), SEC (199), 'w', 4, 0 },
  } },
};

static void
test_6_10_2_set_clocks (void **state)
{
  RUN_CASES (set_cases);
}

static const ClockCase adjourn_cases[] = {
  { "Guideline I: sealed, frozen, resumed", "60+5", {
    { START, 0, W, 0, 0, OK, SEC (60), SEC (60), 'w', 1, 0 },
    { PRESS, SEC (10), W, 0, 0, OK, SEC (55), SEC (60), 'b', 1, 0 },
    /* I.1: Black seals his move and stops the clock */
    { ADJOURN, SEC (20), W, 0, 0, OK, SEC (55), SEC (50), 'a', 1, 0 },
    { SHOW, SEC (86400), W, 0, 0, OK, SEC (55), SEC (50), 'a', 1, 0 },
    { PRESS, SEC (86400), B, 0, 0, AB_CLOCK_ERROR_NOT_RUNNING },
    { RESUME, SEC (86400), W, 0, 0, AB_CLOCK_ERROR_NOT_PAUSED },
    { ADJOURN, SEC (86400), W, 0, 0, AB_CLOCK_ERROR_NOT_RUNNING },
    /* I.9: the sealed move is played, White's clock starts */
    { REOPEN, SEC (90000), W, 0, 0, OK, SEC (55), SEC (55), 'w', 2, 0 },
    { SHOW, SEC (90010), W, 0, 0, OK, SEC (45), SEC (55), 'w', 2, 0 },
    { REOPEN, SEC (90010), W, 0, 0, AB_CLOCK_ERROR_NOT_ADJOURNED },
  } },
  { "adjourned while paused", "300", {
    { START, 0, W, 0, 0, OK, SEC (300), SEC (300), 'w', 1, 0 },
    { PAUSE, SEC (10), W, 0, 0, OK, SEC (290), SEC (300), 'p', 1, 0 },
    { ADJOURN, SEC (20), W, 0, 0, OK, SEC (290), SEC (300), 'a', 1, 0 },
    { REOPEN, SEC (30), W, 0, 0, OK, SEC (290), SEC (300), 'b', 1, 0 },
  } },
};

static void
test_guideline_i_adjournment (void **state)
{
  RUN_CASES (adjourn_cases);
}

static const ClockCase other_cases[] = {
  { "sandclock: the running time flows to the other side", "*60", {
    { START, 0, W, 0, 0, OK, SEC (60), SEC (60), 'w', 1, 0 },
    { SHOW, SEC (10), W, 0, 0, OK, SEC (50), SEC (70), 'w', 1, 0 },
    { PRESS, SEC (10), W, 0, 0, OK, SEC (50), SEC (70), 'b', 1, 0 },
    { PRESS, SEC (15), B, 0, 0, OK, SEC (55), SEC (65), 'w', 2, 0 },
    { SHOW, SEC (70), W, 0, 0, OK, 0, SEC (120), 'w', 2, 1 },
    { SHOW, SEC (80), W, 0, 0, OK, 0, SEC (120), 'w', 2, 1 },
  } },
  { "no time control: nothing to add, no flag", "-", {
    { START, 0, W, 0, 0, OK, 0, 0, 'w', 1, 0 },
    { PRESS, SEC (1000000), W, 0, 0, OK, 0, 0, 'b', 1, 0 },
    { ADD, SEC (1000001), W, SEC (1), 0, AB_CLOCK_ERROR_NO_TIME_LIMIT },
    { SET, SEC (1000001), W, SEC (1), SEC (1), AB_CLOCK_ERROR_NO_TIME_LIMIT },
  } },
  { "refused calls change nothing", "300", {
    { PRESS, 0, W, 0, 0, AB_CLOCK_ERROR_NOT_STARTED },
    { PAUSE, 0, W, 0, 0, AB_CLOCK_ERROR_NOT_STARTED },
    { ADJOURN, 0, W, 0, 0, AB_CLOCK_ERROR_NOT_STARTED },
    { START, SEC (10), (AbColor) 7, 0, 0, AB_CLOCK_ERROR_BAD_SIDE },
    { START, SEC (10), W, 0, 0, OK, SEC (300), SEC (300), 'w', 1, 0 },
    { START, SEC (11), W, 0, 0, AB_CLOCK_ERROR_ALREADY_STARTED },
    { PRESS, SEC (12), B, 0, 0, AB_CLOCK_ERROR_NOT_YOUR_CLOCK },
    { PRESS, SEC (9), W, 0, 0, AB_CLOCK_ERROR_TIME_BACKWARDS },
    { SHOW, SEC (9), W, 0, 0, AB_CLOCK_ERROR_TIME_BACKWARDS },
    { PRESS, -1, W, 0, 0, AB_CLOCK_ERROR_BAD_TIMESTAMP },
    { ADD, SEC (12), (AbColor) -1, SEC (1), 0, AB_CLOCK_ERROR_BAD_SIDE },
    { PRESS, SEC (12), W, 0, 0, OK, SEC (298), SEC (300), 'b', 1, 0 },
  } },
};

static void
test_6_1_sandclock_no_control_and_refusals (void **state)
{
  AbTimeControl tc;
  AbClock *clock;
  AbClockReading r;

  RUN_CASES (other_cases);

  /* without a time control the clock still counts the time used (D.2.10.4) */
  assert_true (ab_time_control_parse ("-", &tc, NULL));
  clock = ab_clock_new (&tc);
  assert_int_equal (ab_clock_next_flag (clock), -1);
  assert_int_equal (ab_clock_start (clock, W, 0), OK);
  assert_int_equal (ab_clock_press (clock, W, US (SEC (42)), NULL), OK);
  assert_int_equal (ab_clock_get_reading (clock, W, US (SEC (50)), &r), OK);
  assert_int_equal (r.used_us, US (SEC (42)));
  assert_int_equal (ab_clock_get_reading (clock, B, US (SEC (50)), &r), OK);
  assert_int_equal (r.used_us, US (SEC (8)));
  assert_int_equal (ab_clock_next_flag (clock), -1);
  assert_int_equal (ab_clock_get_reading (clock, W, AB_CLOCK_MAX_TIMESTAMP + 1, &r),
                    AB_CLOCK_ERROR_BAD_TIMESTAMP);
  ab_clock_free (clock);

  tc.kind = (AbTimeControlKind) 9;
  assert_null (ab_clock_new (&tc));
}

/* III.4: the arbiter switches both players to 5 seconds increment */
static void
test_iii_4_new_control_during_the_game (void **state)
{
  AbTimeControl tc, added;
  AbClock *clock, *copy;
  AbClockReading r;
  AbClockPress press;

  assert_true (ab_time_control_parse ("300", &tc, NULL));
  assert_true (ab_time_control_parse ("300+5", &added, NULL));
  clock = ab_clock_new (&tc);
  assert_int_equal (ab_clock_start (clock, W, 0), OK);
  assert_int_equal (ab_clock_press (clock, W, US (SEC (200)), NULL), OK);
  assert_int_equal (ab_clock_press (clock, B, US (SEC (250)), NULL), OK);
  copy = ab_clock_copy (clock);
  assert_int_equal (ab_clock_set_control (clock, &added, US (SEC (260))), OK);
  assert_int_equal (ab_clock_add_time (clock, B, US (MIN (2)), US (SEC (260))), OK);
  assert_int_equal (ab_clock_press (clock, W, US (SEC (270)), &press), OK);
  assert_int_equal (press.readings[W].time_us, US (SEC (100 - 20 + 5)));
  assert_int_equal (press.readings[B].time_us, US (SEC (250 + 120)));
  /* the copy went on without the change */
  assert_int_equal (ab_clock_press (copy, W, US (SEC (270)), &press), OK);
  assert_int_equal (press.readings[W].time_us, US (SEC (80)));
  tc.n_periods = 0;
  assert_int_equal (ab_clock_set_control (copy, &tc, US (SEC (271))),
                    AB_CLOCK_ERROR_BAD_CONTROL);
  assert_int_equal (ab_clock_get_reading (copy, B, US (SEC (271)), &r), OK);
  assert_int_equal (r.time_us, US (SEC (249)));
  ab_clock_free (copy);
  ab_clock_free (clock);
}

/* Random calls keep every reading within its range and never crash. */
static void
test_clock_random_calls (void **state)
{
  static const char *const controls[] = { "300", "2/60+3:30d2", "10b3", "*20", "-", "0d1" };
  uint32_t seed = 777;

  for (size_t c = 0; c < sizeof controls / sizeof controls[0]; c++)
    {
      AbTimeControl tc;
      AbClock *clock;
      int64_t now = 0;

      assert_true (ab_time_control_parse (controls[c], &tc, NULL));
      clock = ab_clock_new (&tc);
      for (int i = 0; i < 20000; i++)
        {
          AbClockReading r;
          AbClockFlags flags;
          AbColor side;
          int64_t arg, next;

          seed = seed * 1103515245u + 12345u;
          side = (AbColor) ((seed >> 8) & 1);
          now += (seed >> 12) % 4000000;
          arg = (int64_t) ((seed >> 4) % 200000000) - 100000000;
          switch ((seed >> 24) % 9)
            {
            case 0: ab_clock_start (clock, side, now); break;
            case 1: case 2: case 3: ab_clock_press (clock, side, now, NULL); break;
            case 4: ab_clock_pause (clock, now); break;
            case 5: ab_clock_resume (clock, now); break;
            case 6: ab_clock_add_time (clock, side, arg, now); break;
            case 7: ab_clock_adjourn (clock, now); break;
            default: ab_clock_resume_adjourned (clock, now, NULL); break;
            }
          for (int s = 0; s < 2; s++)
            {
              assert_int_equal (ab_clock_get_reading (clock, (AbColor) s, now, &r), OK);
              assert_true (r.time_us >= 0 && r.time_us <= AB_CLOCK_MAX_TIME);
              assert_true (r.used_us >= 0 && r.used_us <= now);
              assert_true (!r.flag || (r.flag_at_us >= 0 && r.flag_at_us <= now));
            }
          assert_int_equal (ab_clock_get_flags (clock, now, &flags), OK);
          /* the announced moment is when the running clock's flag falls */
          next = ab_clock_next_flag (clock);
          if (next >= 0)
            {
              side = ab_clock_get_side (clock);
              assert_true (next >= ab_clock_get_last_event (clock));
              assert_int_equal (ab_clock_get_flags (clock, next, &flags), OK);
              assert_true (flags.fallen[side]);
              assert_int_equal (flags.at_us[side], next);
              if (next > ab_clock_get_last_event (clock))
                {
                  assert_int_equal (ab_clock_get_flags (clock, next - 1, &flags), OK);
                  assert_false (flags.fallen[side]);
                }
            }
        }
      ab_clock_free (clock);
    }
}

static void
test_describe_clock (void **state)
{
  char buf[AB_DESCRIBE_MAX];

  ab_describe_clock_time (US (MIN (89) + SEC (48) + 7), buf, sizeof buf);
  assert_string_equal (buf, "1:29:48.007");
  ab_describe_clock_time (-US (SEC (5)) - 999, buf, sizeof buf);
  assert_string_equal (buf, "-0:00:05.000");
  ab_describe_duration (US (SEC (2) + 500), buf, sizeof buf);
  assert_string_equal (buf, "2.5 seconds");
  ab_describe_duration (US (MIN (61) + SEC (1)), buf, sizeof buf);
  assert_string_equal (buf, "1 hour 1 minute 1 second");
  ab_describe_duration (0, buf, sizeof buf);
  assert_string_equal (buf, "0 seconds");
  ab_describe_duration (-US (MIN (2)), buf, sizeof buf);
  assert_string_equal (buf, "-2 minutes");
  ab_describe_clock_error (AB_CLOCK_ERROR_NOT_YOUR_CLOCK, buf, sizeof buf);
  assert_string_equal (buf, "Clock: only the player whose clock is running can press it");
  for (int e = AB_CLOCK_OK; e <= AB_CLOCK_ERROR_BAD_CONTROL; e++)
    {
      ab_describe_clock_error ((AbClockError) e, buf, sizeof buf);
      assert_null (strstr (buf, "unknown error"));
    }
}

/* The time left as a scoresheet records it and the arbiter sets it (D.2.9). */
static const struct
{
  int64_t ms;
  const char *text;
} hms_cases[] = {
  { 0, "0:00:00" },
  { 999, "0:00:00" },                  /* whole seconds, truncated */
  { 59999, "0:00:59" },
  { 60000, "0:01:00" },
  { 5396000, "1:29:56" },
  { 7200000, "2:00:00" },
  { 36000000, "10:00:00" },
  { INT32_MAX, "596:31:23" },          /* the most the arbiter's view takes */
  { -5000, "-0:00:05" },
  { INT64_MIN, "-2562047788015:12:55" },
};

static void
test_describe_clock_hms (void **state)
{
  for (size_t i = 0; i < sizeof hms_cases / sizeof hms_cases[0]; i++)
    {
      char buf[AB_DESCRIBE_MAX];

      ab_describe_clock_hms (hms_cases[i].ms, buf, sizeof buf);
      assert_string_equal (buf, hms_cases[i].text);
    }
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_6_3_1_sudden_death),
    cmocka_unit_test (test_6_3_1_periods_with_move_counts),
    cmocka_unit_test (test_6_3_1_period_change_is_reported),
    cmocka_unit_test (test_6_3_fischer_increment),
    cmocka_unit_test (test_6_3_2_bronstein_delay),
    cmocka_unit_test (test_6_3_2_simple_delay),
    cmocka_unit_test (test_6_9_flag_falls_exactly_at_period_change),
    cmocka_unit_test (test_6_11_pause_and_resume),
    cmocka_unit_test (test_7_5_5_time_added_and_removed),
    cmocka_unit_test (test_6_10_2_set_clocks),
    cmocka_unit_test (test_guideline_i_adjournment),
    cmocka_unit_test (test_6_1_sandclock_no_control_and_refusals),
    cmocka_unit_test (test_iii_4_new_control_during_the_game),
    cmocka_unit_test (test_clock_random_calls),
    cmocka_unit_test (test_describe_clock),
    cmocka_unit_test (test_describe_clock_hms),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
