/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-bughouse-clock.c — two AbClocks, started together, stopped board by board, and
 * the art. 8C take-back built from the clock's own operations. */
#include "ab-bughouse-clock.h"

#include <stdlib.h>

struct _AbBughouseClock
{
  AbTimeControl control;
  AbClock *boards[2];
  AbClockPress last[2]; /* the press a take-back undoes */
  bool has_last[2];
  bool running;         /* started */
  bool over[2];         /* the board's game has ended: its clock stands */
};

static bool
valid_board (AbBughouseBoard board)
{
  return (unsigned) board <= AB_BOARD_B;
}

static int64_t
clock_last (const AbClock *c)
{
  return ab_clock_get_last_event (c);
}

int64_t
ab_bughouse_clock_get_last_event (const AbBughouseClock *self)
{
  int64_t a = clock_last (self->boards[AB_BOARD_A]), b = clock_last (self->boards[AB_BOARD_B]);

  return a > b ? a : b;
}

/* A timed moment must not come before the last event on either board. */
static AbClockError
check_timed (const AbBughouseClock *self, int64_t now)
{
  if (now < 0 || now > AB_CLOCK_MAX_TIMESTAMP)
    return AB_CLOCK_ERROR_BAD_TIMESTAMP;
  if (now < ab_bughouse_clock_get_last_event (self))
    return AB_CLOCK_ERROR_TIME_BACKWARDS;
  return AB_CLOCK_OK;
}

/* The moment an event on board happens: now, or the board's last event when untimed. */
static AbClockError
moment (const AbBughouseClock *self, AbBughouseBoard board, int64_t now, int64_t *at)
{
  if (now == AB_BUGHOUSE_UNTIMED)
    {
      *at = clock_last (self->boards[board]);
      return AB_CLOCK_OK;
    }
  *at = now;
  return check_timed (self, now);
}

/* A board's clock, started at 0 with first to move and stopped there. */
static AbClock *
stopped_clock (const AbTimeControl *control, AbColor first)
{
  AbClock *c = ab_clock_new (control);

  if (c == NULL)
    return NULL;
  ab_clock_start (c, first == AB_BLACK ? AB_BLACK : AB_WHITE, 0);
  ab_clock_pause (c, 0);
  return c;
}

bool
ab_bughouse_clock_reset (AbBughouseClock *self, const AbTimeControl *control,
                         const AbColor first[2])
{
  AbTimeControl tc = control ? *control : self->control;
  AbClock *fresh[2];

  if (!ab_time_control_is_valid (&tc))
    return false;
  fresh[0] = stopped_clock (&tc, first[0]);
  fresh[1] = stopped_clock (&tc, first[1]);
  if (fresh[0] == NULL || fresh[1] == NULL)
    {
      ab_clock_free (fresh[0]);
      ab_clock_free (fresh[1]);
      return false;
    }
  self->control = tc;
  for (int b = 0; b < 2; b++)
    {
      ab_clock_free (self->boards[b]);
      self->boards[b] = fresh[b];
      self->has_last[b] = false;
      self->over[b] = false;
    }
  self->running = false;
  return true;
}

AbBughouseClock *
ab_bughouse_clock_new (const AbTimeControl *control)
{
  static const AbColor white[2] = { AB_WHITE, AB_WHITE };
  AbBughouseClock *self;

  if (control == NULL)
    return NULL;
  self = calloc (1, sizeof *self);
  if (self != NULL && !ab_bughouse_clock_reset (self, control, white))
    {
      free (self);
      return NULL;
    }
  return self;
}

void
ab_bughouse_clock_free (AbBughouseClock *self)
{
  if (self == NULL)
    return;
  ab_clock_free (self->boards[0]);
  ab_clock_free (self->boards[1]);
  free (self);
}

const AbTimeControl *
ab_bughouse_clock_get_control (const AbBughouseClock *self)
{
  return &self->control;
}

bool
ab_bughouse_clock_is_running (const AbBughouseClock *self)
{
  return self->running;
}

AbClockError
ab_bughouse_clock_start (AbBughouseClock *self, int64_t now, int64_t downtime_us)
{
  AbClockError e = check_timed (self, now);

  if (e)
    return e;
  if (downtime_us < 0 || downtime_us > AB_CLOCK_MAX_TIMESTAMP)
    return AB_CLOCK_ERROR_TIME_RANGE;
  if (self->running)
    return AB_CLOCK_ERROR_ALREADY_STARTED;
  for (int b = 0; b < 2; b++)
    {
      AbClock *c = self->boards[b];
      AbColor side = ab_clock_get_side (c);
      AbClockReading r;

      if (self->over[b])
        continue;
      /* The clock that ran when the program went down goes on from there. */
      if (downtime_us > 0 && self->control.kind != AB_TIME_CONTROL_NONE
          && ab_clock_get_reading (c, side, now, &r) == AB_CLOCK_OK)
        ab_clock_add_time (c, side, -(downtime_us < r.time_us ? downtime_us : r.time_us), now);
      ab_clock_resume (c, now);
    }
  self->running = true;
  return AB_CLOCK_OK;
}

/* Whether side can press board's clock at now; at gets the moment it happens. */
static AbClockError
can_press (const AbBughouseClock *self, AbBughouseBoard board, AbColor side, int64_t now,
           int64_t *at)
{
  AbClockReading r;
  AbClockError e;

  if (!valid_board (board) || (side != AB_WHITE && side != AB_BLACK))
    return AB_CLOCK_ERROR_BAD_SIDE;
  if (self->over[board])
    return AB_CLOCK_ERROR_NOT_RUNNING;
  if ((e = moment (self, board, now, at)) != AB_CLOCK_OK)
    return e;
  if (side != ab_clock_get_side (self->boards[board]))
    return AB_CLOCK_ERROR_NOT_YOUR_CLOCK;
  ab_clock_get_reading (self->boards[board], side, *at, &r);
  return r.moves < AB_CLOCK_MAX_MOVES ? AB_CLOCK_OK : AB_CLOCK_ERROR_MOVES_RANGE;
}

AbClockError
ab_bughouse_clock_press (AbBughouseClock *self, AbBughouseBoard board, AbColor side, int64_t now,
                         AbClockPress *out)
{
  AbClockPress press;
  AbClockError e;
  AbClock *c;
  bool stopped;
  int64_t at;

  if ((e = can_press (self, board, side, now, &at)) != AB_CLOCK_OK)
    return e;
  c = self->boards[board];
  /* The match's first move starts both boards' clocks. */
  if (now != AB_BUGHOUSE_UNTIMED && !self->running)
    ab_bughouse_clock_start (self, at, 0);
  /* Untimed on a stopped clock: it runs for no time at all. */
  stopped = ab_clock_get_state (c) == AB_CLOCK_PAUSED;
  if (stopped)
    ab_clock_resume (c, at);
  ab_clock_press (c, side, at, &press);
  if (stopped)
    ab_clock_pause (c, at);
  self->last[board] = press;
  self->has_last[board] = true;
  if (out)
    *out = press;
  return AB_CLOCK_OK;
}

/* Takes back what a press added to side's time, as far as the time goes. */
static void
take_gain (AbClock *c, AbColor side, const AbClockPress *press, int64_t at)
{
  int64_t gain = press->bonus_us + (press->period_change ? press->period_time_us : 0);
  AbClockReading r;

  ab_clock_get_reading (c, side, at, &r);
  if (gain > r.time_us)
    gain = r.time_us;
  if (gain > 0)
    ab_clock_add_time (c, side, -gain, at);
}

AbClockError
ab_bughouse_clock_take_back (AbBughouseClock *self, AbBughouseBoard board, int64_t now)
{
  AbColor offender, opponent;
  AbClockPress restart;
  AbClockError e;
  AbClock *c;
  bool stopped;
  int64_t at;
  int moves[2];

  if (!valid_board (board))
    return AB_CLOCK_ERROR_BAD_SIDE;
  if (!self->has_last[board])
    return AB_CLOCK_ERROR_NOT_YOUR_CLOCK;
  offender = self->last[board].side;
  opponent = (AbColor) !offender;
  if ((e = can_press (self, board, opponent, now, &at)) != AB_CLOCK_OK)
    return e;
  c = self->boards[board];
  stopped = ab_clock_get_state (c) == AB_CLOCK_PAUSED;
  if (stopped)
    ab_clock_resume (c, at);
  /* The opponent presses: his clock stops with the time it used and the offender's
   * runs. That press counts no move for either: the counts and what both presses
   * added go. */
  ab_clock_press (c, opponent, at, &restart);
  moves[opponent] = restart.readings[opponent].moves - 1;
  moves[offender] = restart.readings[offender].moves - 1;
  ab_clock_set_moves (c, moves[AB_WHITE], moves[AB_BLACK], at);
  take_gain (c, opponent, &restart, at);
  take_gain (c, offender, &self->last[board], at);
  /* The offender's delay is that of the period his move is in again. */
  ab_clock_set_control (c, &self->control, at);
  if (stopped)
    ab_clock_pause (c, at);
  self->has_last[board] = false;
  return AB_CLOCK_OK;
}

AbClockError
ab_bughouse_clock_set_time (AbBughouseClock *self, AbBughouseBoard board, AbColor side,
                            int64_t time_us, int64_t now)
{
  AbClockReading r;
  AbClockError e;
  int64_t at;

  if (!valid_board (board) || (side != AB_WHITE && side != AB_BLACK))
    return AB_CLOCK_ERROR_BAD_SIDE;
  if (time_us < 0 || time_us > AB_CLOCK_MAX_TIME)
    return AB_CLOCK_ERROR_TIME_RANGE;
  if ((e = moment (self, board, now, &at)) != AB_CLOCK_OK)
    return e;
  if ((e = ab_clock_get_reading (self->boards[board], side, at, &r)) != AB_CLOCK_OK)
    return e;
  if (r.time_us == time_us)
    return AB_CLOCK_OK;
  return ab_clock_add_time (self->boards[board], side, time_us - r.time_us, at);
}

AbClockError
ab_bughouse_clock_stop (AbBughouseClock *self, AbBughouseBoard board, int64_t now)
{
  AbClockError e;
  int64_t at;

  if (!valid_board (board))
    return AB_CLOCK_ERROR_BAD_SIDE;
  if (self->over[board])
    return AB_CLOCK_OK;
  if ((e = moment (self, board, now, &at)) != AB_CLOCK_OK)
    return e;
  if (ab_clock_get_state (self->boards[board]) == AB_CLOCK_RUNNING
      && (e = ab_clock_pause (self->boards[board], at)) != AB_CLOCK_OK)
    return e;
  self->over[board] = true;
  self->has_last[board] = false;
  return AB_CLOCK_OK;
}

/* A reading's moment: now, but never before the board's last event. */
static int64_t
read_at (const AbBughouseClock *self, AbBughouseBoard board, int64_t now)
{
  int64_t last = clock_last (self->boards[board]);

  return now > last ? now : last;
}

AbClockError
ab_bughouse_clock_get_reading (const AbBughouseClock *self, AbBughouseBoard board, AbColor side,
                               int64_t now, AbClockReading *out)
{
  if (!valid_board (board))
    return AB_CLOCK_ERROR_BAD_SIDE;
  if (now > AB_CLOCK_MAX_TIMESTAMP)
    return AB_CLOCK_ERROR_BAD_TIMESTAMP;
  return ab_clock_get_reading (self->boards[board], side, read_at (self, board, now), out);
}

AbClockError
ab_bughouse_clock_get_flags (const AbBughouseClock *self, AbBughouseBoard board, int64_t now,
                             AbClockFlags *out)
{
  if (!valid_board (board))
    return AB_CLOCK_ERROR_BAD_SIDE;
  if (now > AB_CLOCK_MAX_TIMESTAMP)
    return AB_CLOCK_ERROR_BAD_TIMESTAMP;
  return ab_clock_get_flags (self->boards[board], read_at (self, board, now), out);
}

int64_t
ab_bughouse_clock_next_flag (const AbBughouseClock *self)
{
  int64_t first = -1;

  for (int b = 0; b < 2; b++)
    {
      int64_t t = self->over[b] ? -1 : ab_clock_next_flag (self->boards[b]);

      if (t >= 0 && (first < 0 || t < first))
        first = t;
    }
  return first;
}

bool
ab_bughouse_clock_read_control (const char *text, AbTimeControl *control)
{
  AbTimeControl tc;

  if (text != NULL && ab_time_control_parse (text, &tc, NULL)
      && tc.kind == AB_TIME_CONTROL_PERIODS)
    {
      *control = tc;
      return true;
    }
  ab_time_control_parse (AB_BUGHOUSE_CLOCK_DEFAULT_CONTROL, control, NULL);
  return false;
}
