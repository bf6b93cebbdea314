/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-clock.c — the chess clock: time runs only inside the calls, from `since` to `now`. */
#include "ab-clock.h"

#include <stdlib.h>
#include <string.h>

typedef struct
{
  int64_t time_us;  /* for the running side: as it was at `since` */
  int64_t delay_us; /* simple delay left in the move in progress */
  int64_t move_us;  /* time used in the move in progress */
  int64_t used_us;
  int moves;
  bool flag;
  int64_t flag_at_us;
  int flag_period;
} Side;

struct _AbClock
{
  AbTimeControl control;
  AbClockState state;
  AbColor side;     /* whose clock runs, or would */
  int64_t since_us; /* the running side's time is counted up to here */
  int64_t last_us;  /* the last change */
  Side sides[2];
};

static int64_t
add_capped (int64_t a, int64_t b)
{
  return a > AB_CLOCK_MAX_TIME - b ? AB_CLOCK_MAX_TIME : a + b;
}

static const AbTimePeriod *
period_of (const AbClock *c, const Side *s, int *number)
{
  int index, n, to_go;

  ab_time_control_period_after (&c->control, s->moves, &index, &n, &to_go);
  if (number)
    *number = n;
  return &c->control.periods[index];
}

static void
fall (const AbClock *c, Side *s, int64_t at_us)
{
  if (s->flag)
    return;
  s->flag = true;
  s->flag_at_us = at_us;
  period_of (c, s, &s->flag_period);
}

/* Lets the running clock run from since_us to now. */
static void
advance (AbClock *c, int64_t now)
{
  Side *s = &c->sides[c->side];
  Side *o = &c->sides[!c->side];
  int64_t elapsed, start = c->since_us;
  const AbTimePeriod *p;

  if (c->state != AB_CLOCK_RUNNING)
    return;
  elapsed = now - c->since_us;
  s->used_us += elapsed;
  s->move_us += elapsed;
  c->since_us = now;

  switch (c->control.kind)
    {
    case AB_TIME_CONTROL_NONE:
      return;
    case AB_TIME_CONTROL_SANDCLOCK:
      {
        int64_t flow = elapsed < s->time_us ? elapsed : s->time_us;

        if (elapsed >= s->time_us)
          fall (c, s, start + s->time_us);
        s->time_us -= flow;
        o->time_us = add_capped (o->time_us, flow);
        return;
      }
    default:
      break;
    }

  p = period_of (c, s, NULL);
  if (p->bonus == AB_TIME_BONUS_DELAY)
    {
      int64_t d = elapsed < s->delay_us ? elapsed : s->delay_us;

      s->delay_us -= d;
      elapsed -= d;
      start += d;
      if (s->delay_us > 0)
        return;
    }
  if (elapsed >= s->time_us)
    {
      fall (c, s, start + s->time_us);
      s->time_us = 0;
    }
  else
    s->time_us -= elapsed;
}

/* The side's clock starts for a new move. */
static void
start_move (AbClock *c, AbColor side, int64_t now)
{
  Side *s = &c->sides[side];
  const AbTimePeriod *p = period_of (c, s, NULL);

  c->side = side;
  c->since_us = now;
  s->move_us = 0;
  s->delay_us = c->control.kind == AB_TIME_CONTROL_PERIODS && p->bonus == AB_TIME_BONUS_DELAY
                  ? p->bonus_us
                  : 0;
}

static void
fill_reading (const AbClock *c, AbColor side, AbClockReading *r)
{
  const Side *s = &c->sides[side];
  int index;

  memset (r, 0, sizeof *r);
  r->time_us = c->control.kind == AB_TIME_CONTROL_NONE ? 0 : s->time_us;
  r->delay_us = s->delay_us;
  r->used_us = s->used_us;
  r->moves = s->moves;
  ab_time_control_period_after (&c->control, s->moves, &index, &r->period, &r->moves_to_go);
  r->flag = s->flag;
  r->flag_at_us = s->flag ? s->flag_at_us : 0;
  r->flag_period = s->flag ? s->flag_period : 0;
}

/* The side whose clock runs completes its move at since_us (already advanced). */
static void
complete_move (AbClock *c, AbClockPress *out)
{
  AbColor side = c->side;
  Side *s = &c->sides[side];
  int before, after;
  const AbTimePeriod *p = period_of (c, s, &before);
  const AbTimePeriod *next;
  AbClockPress press;
  int64_t now = c->since_us;

  memset (&press, 0, sizeof press);
  press.side = side;
  press.at_us = now;
  press.move_time_us = s->move_us;
  if (c->control.kind == AB_TIME_CONTROL_PERIODS)
    {
      if (p->bonus == AB_TIME_BONUS_FISCHER)
        press.bonus_us = p->bonus_us;
      else if (p->bonus == AB_TIME_BONUS_BRONSTEIN)
        press.bonus_us = s->move_us < p->bonus_us ? s->move_us : p->bonus_us;
      s->time_us = add_capped (s->time_us, press.bonus_us);
    }
  s->moves++;
  press.move = s->moves;
  next = period_of (c, s, &after);
  if (c->control.kind == AB_TIME_CONTROL_PERIODS && after != before)
    {
      press.period_change = true;
      press.period = after;
      press.period_time_us = next->time_us;
      s->time_us = add_capped (s->time_us, next->time_us);
    }
  s->move_us = 0;
  s->delay_us = 0;
  start_move (c, !side, now);
  if (out)
    {
      fill_reading (c, AB_WHITE, &press.readings[AB_WHITE]);
      fill_reading (c, AB_BLACK, &press.readings[AB_BLACK]);
      *out = press;
    }
}

static AbClockError
check_now (const AbClock *c, int64_t now)
{
  if (now < 0 || now > AB_CLOCK_MAX_TIMESTAMP)
    return AB_CLOCK_ERROR_BAD_TIMESTAMP;
  if (now < c->last_us)
    return AB_CLOCK_ERROR_TIME_BACKWARDS;
  return AB_CLOCK_OK;
}

static bool
is_side (AbColor side)
{
  return side == AB_WHITE || side == AB_BLACK;
}

static void
set_control (AbClock *c, const AbTimeControl *control)
{
  c->control = *control;
  if (control->kind == AB_TIME_CONTROL_NONE)
    {
      c->control.n_periods = 0;
      memset (c->control.periods, 0, sizeof c->control.periods);
    }
}

AbClock *
ab_clock_new (const AbTimeControl *control)
{
  AbClock *c;

  if (control == NULL || !ab_time_control_is_valid (control))
    return NULL;
  c = calloc (1, sizeof *c);
  if (c == NULL)
    return NULL;
  set_control (c, control);
  c->state = AB_CLOCK_NOT_STARTED;
  c->side = AB_WHITE;
  for (int i = 0; i < 2; i++)
    c->sides[i].time_us = c->control.periods[0].time_us;
  return c;
}

AbClock *
ab_clock_copy (const AbClock *self)
{
  AbClock *c = malloc (sizeof *c);

  if (c)
    *c = *self;
  return c;
}

void
ab_clock_free (AbClock *self)
{
  free (self);
}

const AbTimeControl *
ab_clock_get_control (const AbClock *self)
{
  return &self->control;
}

AbClockState
ab_clock_get_state (const AbClock *self)
{
  return self->state;
}

AbColor
ab_clock_get_side (const AbClock *self)
{
  return self->side;
}

int64_t
ab_clock_get_last_event (const AbClock *self)
{
  return self->last_us;
}

AbClockError
ab_clock_start (AbClock *self, AbColor first, int64_t now)
{
  AbClockError e = check_now (self, now);

  if (e)
    return e;
  if (!is_side (first))
    return AB_CLOCK_ERROR_BAD_SIDE;
  if (self->state != AB_CLOCK_NOT_STARTED)
    return AB_CLOCK_ERROR_ALREADY_STARTED;
  self->state = AB_CLOCK_RUNNING;
  start_move (self, first, now);
  self->last_us = now;
  return AB_CLOCK_OK;
}

AbClockError
ab_clock_press (AbClock *self, AbColor side, int64_t now, AbClockPress *out)
{
  AbClockError e = check_now (self, now);

  if (e)
    return e;
  if (!is_side (side))
    return AB_CLOCK_ERROR_BAD_SIDE;
  if (self->state == AB_CLOCK_NOT_STARTED)
    return AB_CLOCK_ERROR_NOT_STARTED;
  if (self->state != AB_CLOCK_RUNNING)
    return AB_CLOCK_ERROR_NOT_RUNNING;
  if (side != self->side)
    return AB_CLOCK_ERROR_NOT_YOUR_CLOCK;
  if (self->sides[side].moves >= AB_CLOCK_MAX_MOVES)
    return AB_CLOCK_ERROR_MOVES_RANGE;
  advance (self, now);
  complete_move (self, out);
  self->last_us = now;
  return AB_CLOCK_OK;
}

AbClockError
ab_clock_pause (AbClock *self, int64_t now)
{
  AbClockError e = check_now (self, now);

  if (e)
    return e;
  if (self->state == AB_CLOCK_NOT_STARTED)
    return AB_CLOCK_ERROR_NOT_STARTED;
  if (self->state != AB_CLOCK_RUNNING)
    return AB_CLOCK_ERROR_NOT_RUNNING;
  advance (self, now);
  self->state = AB_CLOCK_PAUSED;
  self->last_us = now;
  return AB_CLOCK_OK;
}

AbClockError
ab_clock_resume (AbClock *self, int64_t now)
{
  AbClockError e = check_now (self, now);

  if (e)
    return e;
  if (self->state != AB_CLOCK_PAUSED)
    return AB_CLOCK_ERROR_NOT_PAUSED;
  self->state = AB_CLOCK_RUNNING;
  self->since_us = now;
  self->last_us = now;
  return AB_CLOCK_OK;
}

AbClockError
ab_clock_adjourn (AbClock *self, int64_t now)
{
  AbClockError e = check_now (self, now);

  if (e)
    return e;
  if (self->state == AB_CLOCK_NOT_STARTED)
    return AB_CLOCK_ERROR_NOT_STARTED;
  if (self->state == AB_CLOCK_ADJOURNED)
    return AB_CLOCK_ERROR_NOT_RUNNING;
  advance (self, now);
  self->state = AB_CLOCK_ADJOURNED;
  self->last_us = now;
  return AB_CLOCK_OK;
}

AbClockError
ab_clock_resume_adjourned (AbClock *self, int64_t now, AbClockPress *out)
{
  AbClockError e = check_now (self, now);

  if (e)
    return e;
  if (self->state != AB_CLOCK_ADJOURNED)
    return AB_CLOCK_ERROR_NOT_ADJOURNED;
  if (self->sides[self->side].moves >= AB_CLOCK_MAX_MOVES)
    return AB_CLOCK_ERROR_MOVES_RANGE;
  self->state = AB_CLOCK_RUNNING;
  self->since_us = now;
  complete_move (self, out);
  self->last_us = now;
  return AB_CLOCK_OK;
}

AbClockError
ab_clock_add_time (AbClock *self, AbColor side, int64_t delta_us, int64_t now)
{
  AbClockError e = check_now (self, now);
  AbClock tmp;
  int64_t t;

  if (e)
    return e;
  if (!is_side (side))
    return AB_CLOCK_ERROR_BAD_SIDE;
  if (self->control.kind == AB_TIME_CONTROL_NONE)
    return AB_CLOCK_ERROR_NO_TIME_LIMIT;
  if (delta_us < -AB_CLOCK_MAX_TIME || delta_us > AB_CLOCK_MAX_TIME)
    return AB_CLOCK_ERROR_TIME_RANGE;
  tmp = *self;
  advance (&tmp, now);
  t = tmp.sides[side].time_us + delta_us;
  if (t < 0 || t > AB_CLOCK_MAX_TIME)
    return AB_CLOCK_ERROR_TIME_RANGE;
  tmp.sides[side].time_us = t;
  tmp.last_us = now;
  *self = tmp;
  return AB_CLOCK_OK;
}

AbClockError
ab_clock_set_times (AbClock *self, int64_t white_us, int64_t black_us, int64_t now)
{
  AbClockError e = check_now (self, now);
  int64_t t[2] = { white_us, black_us };

  if (e)
    return e;
  if (self->control.kind == AB_TIME_CONTROL_NONE)
    return AB_CLOCK_ERROR_NO_TIME_LIMIT;
  for (int i = 0; i < 2; i++)
    if (t[i] < 0 || t[i] > AB_CLOCK_MAX_TIME)
      return AB_CLOCK_ERROR_TIME_RANGE;
  advance (self, now);
  for (int i = 0; i < 2; i++)
    {
      self->sides[i].time_us = t[i];
      if (t[i] > 0)
        self->sides[i].flag = false;
    }
  self->last_us = now;
  return AB_CLOCK_OK;
}

AbClockError
ab_clock_set_moves (AbClock *self, int white, int black, int64_t now)
{
  AbClockError e = check_now (self, now);

  if (e)
    return e;
  if (white < 0 || white > AB_CLOCK_MAX_MOVES || black < 0 || black > AB_CLOCK_MAX_MOVES)
    return AB_CLOCK_ERROR_MOVES_RANGE;
  /* The time run so far counts under the periods it ran in. */
  advance (self, now);
  self->sides[AB_WHITE].moves = white;
  self->sides[AB_BLACK].moves = black;
  self->last_us = now;
  return AB_CLOCK_OK;
}

AbClockError
ab_clock_set_control (AbClock *self, const AbTimeControl *control, int64_t now)
{
  AbClockError e = check_now (self, now);
  bool fresh = self->control.kind == AB_TIME_CONTROL_NONE || self->state == AB_CLOCK_NOT_STARTED;
  Side *s;
  const AbTimePeriod *p;

  if (e)
    return e;
  if (control == NULL || !ab_time_control_is_valid (control))
    return AB_CLOCK_ERROR_BAD_CONTROL;
  advance (self, now);
  set_control (self, control);
  for (int i = 0; i < 2; i++)
    {
      s = &self->sides[i];
      if (fresh)
        s->time_us = period_of (self, s, NULL)->time_us;
      if (self->control.kind == AB_TIME_CONTROL_NONE)
        s->time_us = 0;
      s->delay_us = 0;
    }
  s = &self->sides[self->side];
  p = period_of (self, s, NULL);
  if (self->state != AB_CLOCK_NOT_STARTED && self->control.kind == AB_TIME_CONTROL_PERIODS
      && p->bonus == AB_TIME_BONUS_DELAY && s->move_us < p->bonus_us)
    s->delay_us = p->bonus_us - s->move_us;
  self->last_us = now;
  return AB_CLOCK_OK;
}

AbClockError
ab_clock_get_reading (const AbClock *self, AbColor side, int64_t now, AbClockReading *out)
{
  AbClockError e = check_now (self, now);
  AbClock tmp;

  if (e)
    return e;
  if (!is_side (side))
    return AB_CLOCK_ERROR_BAD_SIDE;
  tmp = *self;
  advance (&tmp, now);
  fill_reading (&tmp, side, out);
  return AB_CLOCK_OK;
}

AbClockError
ab_clock_get_flags (const AbClock *self, int64_t now, AbClockFlags *out)
{
  AbClockError e = check_now (self, now);
  AbClock tmp;

  if (e)
    return e;
  tmp = *self;
  advance (&tmp, now);
  memset (out, 0, sizeof *out);
  for (int i = 0; i < 2; i++)
    {
      const Side *s = &tmp.sides[i];

      if (!s->flag)
        continue;
      out->fallen[i] = true;
      out->at_us[i] = s->flag_at_us;
      if (!out->any || s->flag_at_us < out->first_at_us)
        {
          out->any = true;
          out->first = (AbColor) i;
          out->first_at_us = s->flag_at_us;
        }
    }
  return AB_CLOCK_OK;
}

int64_t
ab_clock_next_flag (const AbClock *self)
{
  const Side *s = &self->sides[self->side];
  int64_t t;

  if (self->state != AB_CLOCK_RUNNING || self->control.kind == AB_TIME_CONTROL_NONE || s->flag)
    return -1;
  t = self->since_us + s->time_us;
  if (self->control.kind == AB_TIME_CONTROL_PERIODS
      && period_of (self, s, NULL)->bonus == AB_TIME_BONUS_DELAY)
    t += s->delay_us;
  return t;
}
