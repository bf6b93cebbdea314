/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-bughouse-clock.c — the doorgeefschaak clocks as the match runs them: both
 * boards started by the first move, flags falling at the exact moment, increments and
 * periods, the art. 8C restart, a game's end stopping its board, the clocks rebuilt
 * from the record and the downtime charged or kept. Step by step, from tables. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "ab-bughouse-clock.h"
#include "ab-bughouse-match.h"

typedef enum
{
  PLAY = 1, /* board, move (SAN, or UCI for an illegal move) */
  ILLEGAL,  /* board, move: recorded as made over the board (8B) */
  RESTART,  /* board: the opponent restarts the offender's clock (8C) */
  RESIGN,   /* board: the player on move resigns (11B) */
  CLAIM,    /* board, side: claims his opponent's flag (11A2) */
  REBUILD,  /* the clocks as the record leaves them: a journal read back */
  START,    /* a resumed match goes on, downtime charged */
  TICK,     /* the time fed in: the flags reported */
  READ,     /* the four clocks */
} Op;

typedef struct
{
  Op op;
  int64_t at;             /* ms on the clocks' scale; -1: untimed */
  AbBughouseBoard board;
  const char *move;
  AbColor side;           /* CLAIM */
  int64_t downtime;       /* START, ms */
  AbBughouseError error;  /* expected; a refused step changes no clock */
  int64_t clocks[4];      /* READ: ms on A White, A Black, B White, B Black */
  int flags;              /* TICK: the flags reported, bit board * 2 + colour */
  int64_t first_at;       /* TICK: when the first of them fell, ms */
} Step;

#define MAX_STEPS 14

typedef struct
{
  const char *what;
  const char *control;
  Step steps[MAX_STEPS];
} ClockCase;

#define A AB_BOARD_A
#define B AB_BOARD_B
#define W AB_WHITE
#define OK AB_BUGHOUSE_OK
#define US(ms) ((ms) < 0 ? AB_BUGHOUSE_UNTIMED : (int64_t) (ms) * 1000)
#define FLAG(board, colour) (1 << ((board) * 2 + (colour)))

static AbBughouseMove
move_of (const AbBughouseMatch *m, const Step *s)
{
  const char *t = s->move;
  AbBughouseMoveError err;
  AbBughouseMove move;

  if (s->op == ILLEGAL)
    return ab_move_make (AB_SQUARE (t[0] - 'a', t[1] - '1'), AB_SQUARE (t[2] - 'a', t[3] - '1'),
                         AB_MOVE_NORMAL, AB_NO_PIECE_TYPE);
  move = ab_bughouse_move_parse (ab_bughouse_match_position (m, s->board), t, &err);
  if (move == AB_BUGHOUSE_MOVE_NONE)
    fail_msg ("'%s' not read", t);
  return move;
}

static AbBughouseError
apply (AbBughouseMatch *m, const Step *s, int *flags, int64_t *first_at)
{
  AbBughouseFlagFall fallen[4];
  int n;

  switch (s->op)
    {
    case PLAY: return ab_bughouse_match_play (m, s->board, move_of (m, s), US (s->at));
    case ILLEGAL: return ab_bughouse_match_play_illegal (m, s->board, move_of (m, s), US (s->at));
    case RESTART:
      return ab_bughouse_match_restart_offender (m, s->board, AB_NO_SQUARE, US (s->at), NULL);
    case RESIGN:
      return ab_bughouse_match_resign (
          m, s->board,
          ab_bughouse_position_side_to_move (ab_bughouse_match_position (m, s->board)),
          US (s->at));
    case CLAIM:
      return ab_bughouse_match_claim (m, s->board, s->side, AB_BUGHOUSE_CLAIM_FLAG, US (s->at));
    case REBUILD:
      return ab_bughouse_match_set_control (m, ab_bughouse_match_get_control (m))
                 ? OK
                 : AB_BUGHOUSE_ERROR_BAD_ARGUMENT;
    case START: return ab_bughouse_match_start_clocks (m, US (s->at), US (s->downtime));
    case TICK:
      n = ab_bughouse_match_tick (m, US (s->at), fallen, 4);
      *flags = 0;
      for (int i = 0; i < n; i++)
        *flags |= FLAG (fallen[i].board, fallen[i].color);
      *first_at = n > 0 ? fallen[0].at_us : -1;
      return OK;
    case READ:
    default: return OK;
    }
}

static void
read_clocks (const AbBughouseMatch *m, int64_t at, int64_t out[4])
{
  for (int i = 0; i < 4; i++)
    {
      AbClockReading r;

      assert_int_equal (
          ab_bughouse_match_clock_reading (m, (AbBughouseBoard) (i / 2), (AbColor) (i % 2), at, &r),
          OK);
      out[i] = r.time_us;
    }
}

static void
run_case (const ClockCase *c)
{
  AbBughouseMatch *m = ab_bughouse_match_new ();
  AbTimeControl control;

  assert_non_null (m);
  if (!ab_time_control_parse (c->control, &control, NULL))
    fail_msg ("%s: bad control %s", c->what, c->control);
  assert_true (ab_bughouse_match_set_control (m, &control));
  for (int i = 0; i < MAX_STEPS && c->steps[i].op; i++)
    {
      const Step *s = &c->steps[i];
      int64_t before[4], after[4], first_at = -1;
      int flags = 0;
      AbBughouseError e;

      read_clocks (m, 0, before);
      e = apply (m, s, &flags, &first_at);
      if (e != s->error)
        fail_msg ("%s, step %d: error %d, expected %d", c->what, i + 1, e, s->error);
      if (e != OK)
        {
          read_clocks (m, 0, after);
          assert_memory_equal (before, after, sizeof before);
          continue;
        }
      if (s->op == TICK && (flags != s->flags || (flags && first_at != US (s->first_at))))
        fail_msg ("%s, step %d: flags %d at %lld us, expected %d at %lld ms", c->what, i + 1,
                  flags, (long long) first_at, s->flags, (long long) s->first_at);
      if (s->op != READ)
        continue;
      read_clocks (m, US (s->at), after);
      for (int k = 0; k < 4; k++)
        if (after[k] != US (s->clocks[k]))
          fail_msg ("%s, step %d: clock %d shows %lld us, expected %lld ms", c->what, i + 1, k,
                    (long long) after[k], (long long) s->clocks[k]);
    }
  ab_bughouse_match_free (m);
}

static void
run_cases (const ClockCase *cases, size_t n)
{
  for (size_t i = 0; i < n; i++)
    run_case (&cases[i]);
}

#define RUN_CASES(cases) run_cases (cases, sizeof cases / sizeof cases[0])

/* The first move starts all four clocks' match: on board A Black's runs, on board B
 * White's. A flag falls when the time reaches zero, not a microsecond later; a move at
 * that moment is too late, and the flag is reported once, with its exact moment. */
static const ClockCase flag_cases[] = {
  { "stopped until the first move", "10", {
    { READ, 5000, .clocks = { 10000, 10000, 10000, 10000 } },
    { TICK, 60000, .flags = 0 },
    { PLAY, 60000, A, "e4" },
    { READ, 60000, .clocks = { 10000, 10000, 10000, 10000 } },
    { READ, 69999, .clocks = { 10000, 1, 1, 10000 } },
    { TICK, 69999, .flags = 0 },
    { TICK, 70000, .flags = FLAG (A, AB_BLACK) | FLAG (B, W), .first_at = 70000 },
    { TICK, 80000, .flags = 0 },
    { READ, 80000, .clocks = { 10000, 0, 0, 10000 } },
  } },
  { "a move one millisecond before the flag is in time", "10", {
    { PLAY, 0, A, "e4" },
    { PLAY, 9999, A, "e5" },
    { TICK, 9999, .flags = 0 },
    { READ, 9999, .clocks = { 10000, 1, 1, 10000 } },
  } },
  { "a move at the moment the flag falls is too late", "10", {
    { PLAY, 0, A, "e4" },
    { PLAY, 10000, A, "e5" },
    { TICK, 10000, .flags = FLAG (A, AB_BLACK) | FLAG (B, W), .first_at = 10000 },
    { CLAIM, 10000, A, .side = W },
  } },
  { "nobody claims a flag that has not fallen", "10", {
    { PLAY, 0, A, "e4" },
    { CLAIM, 9000, A, .side = W, .error = AB_BUGHOUSE_ERROR_NO_FLAG },
    /* a claim brings the clocks up to its moment: the flag fell before it */
    { CLAIM, 12000, A, .side = W },
    { TICK, 12000, .flags = FLAG (A, AB_BLACK) | FLAG (B, W), .first_at = 10000 },
  } },
};

/* 6.3: what a press adds, Fischer increments and the next period's time. */
static const ClockCase increment_cases[] = {
  { "Fischer: 3 minutes and 2 seconds a move", "180+2", {
    { PLAY, 1000, A, "e4" },
    { PLAY, 4000, A, "e5" },
    { PLAY, 5000, B, "d4" },
    { READ, 5000, .clocks = { 181000, 179000, 178000, 180000 } },
    { PLAY, 15000, A, "Nf3" },
    { READ, 15000, .clocks = { 173000, 179000, 178000, 170000 } },
  } },
  { "two moves in 60 s, then 30 s for the rest", "2/60:30", {
    { PLAY, 0, A, "e4" },
    { PLAY, 5000, A, "e5" },
    { PLAY, 15000, A, "Nf3" },
    { READ, 15000, .clocks = { 80000, 55000, 45000, 60000 } },
  } },
  { "a time that is not later than the last event is refused", "60", {
    { PLAY, 5000, A, "e4" },
    { PLAY, 4000, A, "e5", .error = AB_BUGHOUSE_ERROR_BAD_TIME },
    { PLAY, 5000, A, "e5" },
    { READ, 5000, .clocks = { 60000, 60000, 60000, 60000 } },
  } },
};

/* 8C: the opponent restarts the offender's clock. The opponent keeps the time he
 * used; the offender's clock runs again without what the illegal move brought. */
static const ClockCase restart_cases[] = {
  { "the increment goes with the illegal move", "60+5", {
    { PLAY, 0, A, "e4" },
    { ILLEGAL, 4000, A, "d8d6" },
    { READ, 4000, .clocks = { 65000, 61000, 56000, 60000 } },
    { RESTART, 6000, A },
    { READ, 6000, .clocks = { 63000, 56000, 54000, 60000 } },
    { READ, 7000, .clocks = { 63000, 55000, 53000, 60000 } },
    { RESTART, 7000, A, .error = AB_BUGHOUSE_ERROR_NO_ILLEGAL_MOVE },
    { PLAY, 7000, A, "e5" },
    { READ, 7000, .clocks = { 63000, 60000, 53000, 60000 } },
  } },
  { "so does the period the illegal move completed", "2/60+1:30", {
    { PLAY, 0, A, "e4" },
    { PLAY, 2000, A, "e5" },
    { PLAY, 3000, A, "Nf3" },
    { READ, 3000, .clocks = { 91000, 59000, 57000, 60000 } },
    { ILLEGAL, 8000, A, "d8d6" },
    { READ, 8000, .clocks = { 91000, 85000, 52000, 60000 } },
    { RESTART, 10000, A },
    { READ, 10000, .clocks = { 89000, 54000, 50000, 60000 } },
    /* art. 7: the queen was touched and can move, so she must */
    { PLAY, 11000, A, "Nc6", .error = AB_BUGHOUSE_ERROR_TOUCH_MOVE },
    { PLAY, 11000, A, "Qe7" },
    { READ, 11000, .clocks = { 89000, 84000, 49000, 60000 } },
  } },
};

/* A game's end stops its board; a journal read back sets the clocks as the presses and
 * restarts left them, stopped; going on charges the downtime, or not. */
static const ClockCase resume_cases[] = {
  { "a game's end stops its board only", "60", {
    { PLAY, 0, A, "e4" },
    { RESIGN, 5000, B },
    { READ, 9000, .clocks = { 60000, 51000, 55000, 60000 } },
    { RESIGN, 9000, B, .error = AB_BUGHOUSE_ERROR_GAME_OVER },
  } },
  { "rebuilt, kept", "60", {
    { PLAY, 0, A, "e4" },
    { PLAY, 2000, A, "e5" },
    { ILLEGAL, 3000, B, "d1d3" },
    { RESTART, 4500, B },
    { REBUILD, -1 },
    { READ, 0, .clocks = { 60000, 58000, 57000, 58500 } },
    { TICK, 90000, .flags = 0 },
    { START, 100, .downtime = 0 },
    { READ, 3100, .clocks = { 57000, 58000, 54000, 58500 } },
  } },
  { "rebuilt, the downtime charged", "60", {
    { PLAY, 0, A, "e4" },
    { PLAY, 2000, A, "e5" },
    { REBUILD, -1 },
    { START, 100, .downtime = 7000 },
    { READ, 100, .clocks = { 53000, 58000, 53000, 60000 } },
  } },
  { "a downtime longer than a clock's time drops its flag at once", "60", {
    { PLAY, 0, A, "e4" },
    { PLAY, 50000, A, "e5" },
    { REBUILD, -1 },
    { START, 100, .downtime = 59000 },
    { TICK, 100, .flags = 0 },
    { REBUILD, -1 },
    { START, 100, .downtime = 61000 },
    { TICK, 100, .flags = FLAG (A, W) | FLAG (B, W), .first_at = 100 },
    { READ, 100, .clocks = { 0, 10000, 0, 60000 } },
  } },
};

static void
test_flag_at_the_exact_moment (void **state)
{
  (void) state;
  RUN_CASES (flag_cases);
}

static void
test_increments_and_periods (void **state)
{
  (void) state;
  RUN_CASES (increment_cases);
}

static void
test_8c_restart (void **state)
{
  (void) state;
  RUN_CASES (restart_cases);
}

static void
test_end_rebuild_and_downtime (void **state)
{
  (void) state;
  RUN_CASES (resume_cases);
}

/* The TimeControl tag the clocks run: periods, else five minutes. */
static void
test_read_control (void **state)
{
  static const struct
  {
    const char *text;
    bool ok;
    int64_t first_us;
  } cases[] = {
    { "180+2", true, 180 * AB_USEC_PER_SEC },
    { "40/5400+30:1800+30", true, 5400 * AB_USEC_PER_SEC },
    { "", false, 300 * AB_USEC_PER_SEC },
    { "-", false, 300 * AB_USEC_PER_SEC },
    { "*180", false, 300 * AB_USEC_PER_SEC },
    { "?", false, 300 * AB_USEC_PER_SEC },
    { "x", false, 300 * AB_USEC_PER_SEC },
  };

  (void) state;
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    {
      AbTimeControl tc;

      assert_int_equal (ab_bughouse_clock_read_control (cases[i].text, &tc), cases[i].ok);
      assert_int_equal (tc.kind, AB_TIME_CONTROL_PERIODS);
      assert_int_equal (tc.periods[0].time_us, cases[i].first_us);
    }
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_flag_at_the_exact_moment),
    cmocka_unit_test (test_increments_and_periods),
    cmocka_unit_test (test_8c_restart),
    cmocka_unit_test (test_end_rebuild_and_downtime),
    cmocka_unit_test (test_read_control),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
