/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-time-control.c — reading and writing time controls, presets, classification. */
#include "ab-time-control.h"

#include <stdio.h>
#include <string.h>

#define MINUTES(m) ((int64_t) (m) * 60 * AB_USEC_PER_SEC)

/* Larger than every limit, small enough that value * 10 + 9 never overflows. */
#define NUMBER_CAP INT64_C (1000000000000)

typedef struct
{
  const char *text;
  const char *p;
  int period;
  AbTimeControlError *error;
} Parser;

static bool
fail (Parser *ps, AbTimeControlErrorCode code, const char *at, AbTimeControlPart part,
      int64_t limit)
{
  ps->error->code = code;
  ps->error->period = ps->period;
  ps->error->offset = (int) (at - ps->text);
  ps->error->character = *at;
  ps->error->part = part;
  ps->error->limit = limit;
  return false;
}

static bool
is_digit (char c)
{
  return c >= '0' && c <= '9';
}

static bool
at_period_end (const char *p)
{
  return *p == ':' || *p == '\0';
}

/* Reads decimal digits at ps->p into *value (capped, so a long run of digits is
 * simply "too large"); *start is where the number began. */
static bool
read_number (Parser *ps, AbTimeControlPart part, int64_t *value, const char **start)
{
  int64_t v = 0;

  *start = ps->p;
  if (!is_digit (*ps->p))
    return fail (ps, AB_TIME_CONTROL_ERROR_EXPECTED_NUMBER, ps->p, part, 0);
  for (; is_digit (*ps->p); ps->p++)
    if (v < NUMBER_CAP)
      v = v * 10 + (*ps->p - '0');
  *value = v;
  return true;
}

static bool
check_limit (Parser *ps, int64_t value, int64_t limit, const char *start, AbTimeControlPart part)
{
  if (value > limit)
    return fail (ps, AB_TIME_CONTROL_ERROR_TOO_LARGE, start, part, limit);
  return true;
}

/* One period that is not a sandclock: [MOVES/]SECONDS[(+|b|d)BONUS]. */
static bool
read_period (Parser *ps, AbTimePeriod *period)
{
  const char *start;
  int64_t first, seconds, bonus = 0;

  memset (period, 0, sizeof *period);
  if (!read_number (ps, AB_TIME_CONTROL_PART_FIRST, &first, &start))
    return false;
  if (*ps->p == '/')
    {
      if (first == 0)
        return fail (ps, AB_TIME_CONTROL_ERROR_ZERO_MOVES, start, AB_TIME_CONTROL_PART_MOVES, 0);
      if (!check_limit (ps, first, AB_TIME_CONTROL_MAX_MOVES, start, AB_TIME_CONTROL_PART_MOVES))
        return false;
      period->moves = (int) first;
      ps->p++;
      if (!read_number (ps, AB_TIME_CONTROL_PART_SECONDS, &seconds, &start))
        return false;
    }
  else
    seconds = first;
  if (!check_limit (ps, seconds, AB_TIME_CONTROL_MAX_SECONDS, start, AB_TIME_CONTROL_PART_SECONDS))
    return false;
  period->time_us = seconds * AB_USEC_PER_SEC;

  if (*ps->p == '+' || *ps->p == 'b' || *ps->p == 'd')
    {
      char kind = *ps->p++;

      if (!read_number (ps, AB_TIME_CONTROL_PART_BONUS, &bonus, &start)
          || !check_limit (ps, bonus, AB_TIME_CONTROL_MAX_BONUS, start, AB_TIME_CONTROL_PART_BONUS))
        return false;
      if (bonus > 0)
        period->bonus = kind == '+' ? AB_TIME_BONUS_FISCHER
                        : kind == 'b' ? AB_TIME_BONUS_BRONSTEIN
                                      : AB_TIME_BONUS_DELAY;
      period->bonus_us = period->bonus ? bonus * AB_USEC_PER_SEC : 0;
      if (!at_period_end (ps->p))
        return fail (ps, AB_TIME_CONTROL_ERROR_UNEXPECTED_CHARACTER, ps->p,
                     AB_TIME_CONTROL_PART_BONUS, 0);
    }
  else if (!at_period_end (ps->p))
    return fail (ps, AB_TIME_CONTROL_ERROR_UNEXPECTED_CHARACTER, ps->p,
                 period->moves ? AB_TIME_CONTROL_PART_SECONDS : AB_TIME_CONTROL_PART_FIRST, 0);
  return true;
}

/* A period whose only content is c ("-" or "?"). */
static bool
is_lone (const char *p, char c)
{
  return p[0] == c && at_period_end (p + 1);
}

bool
ab_time_control_parse (const char *text, AbTimeControl *control, AbTimeControlError *error)
{
  AbTimeControlError scratch;
  AbTimeControl tc;
  Parser ps = { text, text, 0, error ? error : &scratch };
  bool alone;

  memset (ps.error, 0, sizeof *ps.error);
  memset (&tc, 0, sizeof tc);
  if (text == NULL || *text == '\0')
    {
      ps.error->code = AB_TIME_CONTROL_ERROR_EMPTY;
      return false;
    }
  alone = strchr (text, ':') == NULL;

  for (ps.period = 1;; ps.period++)
    {
      const char *start = ps.p;

      if (at_period_end (ps.p))
        return fail (&ps, AB_TIME_CONTROL_ERROR_EMPTY_PERIOD, ps.p, AB_TIME_CONTROL_PART_NONE, 0);
      if (is_lone (ps.p, '?') || is_lone (ps.p, '-') || *ps.p == '*')
        {
          if (!alone)
            return fail (&ps, AB_TIME_CONTROL_ERROR_NOT_ALONE, ps.p, AB_TIME_CONTROL_PART_NONE, 0);
          if (*ps.p == '?')
            return fail (&ps, AB_TIME_CONTROL_ERROR_UNKNOWN, ps.p, AB_TIME_CONTROL_PART_NONE, 0);
        }
      if (is_lone (ps.p, '-'))
        {
          tc.kind = AB_TIME_CONTROL_NONE;
          break;
        }
      if (tc.n_periods == AB_TIME_CONTROL_MAX_PERIODS)
        return fail (&ps, AB_TIME_CONTROL_ERROR_TOO_MANY_PERIODS, ps.p, AB_TIME_CONTROL_PART_NONE,
                     AB_TIME_CONTROL_MAX_PERIODS);
      if (tc.n_periods > 0 && tc.periods[tc.n_periods - 1].moves == 0)
        return fail (&ps, AB_TIME_CONTROL_ERROR_NOT_LAST, ps.p, AB_TIME_CONTROL_PART_NONE, 0);

      if (*ps.p == '*')
        {
          int64_t seconds;

          ps.p++;
          if (!read_number (&ps, AB_TIME_CONTROL_PART_SANDCLOCK, &seconds, &start)
              || !check_limit (&ps, seconds, AB_TIME_CONTROL_MAX_SECONDS, start,
                               AB_TIME_CONTROL_PART_SANDCLOCK))
            return false;
          if (*ps.p != '\0')
            return fail (&ps, AB_TIME_CONTROL_ERROR_UNEXPECTED_CHARACTER, ps.p,
                         AB_TIME_CONTROL_PART_SANDCLOCK, 0);
          if (seconds == 0)
            return fail (&ps, AB_TIME_CONTROL_ERROR_NO_TIME, start, AB_TIME_CONTROL_PART_SANDCLOCK,
                         0);
          tc.kind = AB_TIME_CONTROL_SANDCLOCK;
          tc.n_periods = 1;
          tc.periods[0].time_us = seconds * AB_USEC_PER_SEC;
          break;
        }

      if (!read_period (&ps, &tc.periods[tc.n_periods]))
        return false;
      /* With no time and nothing that waits before it runs, the first flag falls at the start. */
      if (tc.n_periods == 0 && tc.periods[0].time_us == 0
          && tc.periods[0].bonus != AB_TIME_BONUS_DELAY)
        {
          const char *seconds = strchr (start, '/');

          return fail (&ps, AB_TIME_CONTROL_ERROR_NO_TIME,
                       seconds && seconds < ps.p ? seconds + 1 : start,
                       AB_TIME_CONTROL_PART_SECONDS, 0);
        }
      tc.n_periods++;
      if (*ps.p == '\0')
        break;
      ps.p++;
    }
  if (error)
    error->code = AB_TIME_CONTROL_OK;
  *control = tc;
  return true;
}

bool
ab_time_control_is_valid (const AbTimeControl *tc)
{
  switch (tc->kind)
    {
    case AB_TIME_CONTROL_NONE:
      return true;
    case AB_TIME_CONTROL_SANDCLOCK:
      return tc->n_periods == 1 && tc->periods[0].time_us > 0
             && tc->periods[0].time_us <= AB_TIME_CONTROL_MAX_SECONDS * AB_USEC_PER_SEC;
    case AB_TIME_CONTROL_PERIODS:
      break;
    default:
      return false;
    }
  if (tc->n_periods < 1 || tc->n_periods > AB_TIME_CONTROL_MAX_PERIODS)
    return false;
  for (int i = 0; i < tc->n_periods; i++)
    {
      const AbTimePeriod *p = &tc->periods[i];

      if (p->moves < 0 || p->moves > AB_TIME_CONTROL_MAX_MOVES
          || (p->moves == 0 && i < tc->n_periods - 1) || p->time_us < 0
          || p->time_us > AB_TIME_CONTROL_MAX_SECONDS * AB_USEC_PER_SEC
          || (unsigned) p->bonus > AB_TIME_BONUS_DELAY || p->bonus_us < 0
          || p->bonus_us > AB_TIME_CONTROL_MAX_BONUS * AB_USEC_PER_SEC
          || (p->bonus == AB_TIME_BONUS_NONE) != (p->bonus_us == 0))
        return false;
    }
  return tc->periods[0].time_us > 0
         || (tc->periods[0].bonus == AB_TIME_BONUS_DELAY && tc->periods[0].bonus_us > 0);
}

static bool
whole_seconds (int64_t us)
{
  return us >= 0 && us % AB_USEC_PER_SEC == 0;
}

bool
ab_time_control_to_text (const AbTimeControl *tc, char *buf, size_t size)
{
  size_t len = 0;

  if (size == 0)
    return false;
  buf[0] = '\0';
  switch (tc->kind)
    {
    case AB_TIME_CONTROL_NONE:
      return snprintf (buf, size, "-") < (int) size;
    case AB_TIME_CONTROL_SANDCLOCK:
      if (!whole_seconds (tc->periods[0].time_us)
          || snprintf (buf, size, "*%lld", (long long) (tc->periods[0].time_us / AB_USEC_PER_SEC))
               >= (int) size)
        {
          buf[0] = '\0';
          return false;
        }
      return true;
    case AB_TIME_CONTROL_PERIODS:
      break;
    default:
      return false;
    }
  if (tc->n_periods < 1 || tc->n_periods > AB_TIME_CONTROL_MAX_PERIODS)
    return false;
  for (int i = 0; i < tc->n_periods; i++)
    {
      const AbTimePeriod *p = &tc->periods[i];
      char field[64];
      int n = 0;

      if (!whole_seconds (p->time_us) || !whole_seconds (p->bonus_us))
        {
          buf[0] = '\0';
          return false;
        }
      if (p->moves > 0)
        n += snprintf (field + n, sizeof field - (size_t) n, "%d/", p->moves);
      n += snprintf (field + n, sizeof field - (size_t) n, "%lld",
                     (long long) (p->time_us / AB_USEC_PER_SEC));
      if (p->bonus != AB_TIME_BONUS_NONE && p->bonus_us > 0)
        snprintf (field + n, sizeof field - (size_t) n, "%c%lld",
                  p->bonus == AB_TIME_BONUS_FISCHER     ? '+'
                  : p->bonus == AB_TIME_BONUS_BRONSTEIN ? 'b'
                                                        : 'd',
                  (long long) (p->bonus_us / AB_USEC_PER_SEC));
      if (len + strlen (field) + (i > 0) + 1 > size)
        {
          buf[0] = '\0';
          return false;
        }
      if (i > 0)
        buf[len++] = ':';
      strcpy (buf + len, field);
      len += strlen (field);
    }
  return true;
}

bool
ab_time_control_set_preset (AbTimeControl *tc, AbTimeControlPreset preset)
{
  static const struct
  {
    int moves[2];
    int seconds[2];
    int bonus;
  } presets[AB_TIME_CONTROL_N_PRESETS] = {
    /* FIDE classical: 40 moves in 90 minutes, then 30 minutes, 30 s per move from move 1 */
    [AB_TIME_CONTROL_PRESET_FIDE_CLASSICAL] = { { 40, 0 }, { 5400, 1800 }, 30 },
    /* club regulation 2014, art. 3: 1 hour 30 minutes, 10 extra seconds after each move */
    [AB_TIME_CONTROL_PRESET_CLUB] = { { 0 }, { 5400 }, 10 },
    [AB_TIME_CONTROL_PRESET_RAPID] = { { 0 }, { 900 }, 10 },
    [AB_TIME_CONTROL_PRESET_BLITZ] = { { 0 }, { 180 }, 2 },
  };

  if ((unsigned) preset >= AB_TIME_CONTROL_N_PRESETS)
    return false;
  memset (tc, 0, sizeof *tc);
  tc->kind = AB_TIME_CONTROL_PERIODS;
  for (int i = 0; i < 2 && presets[preset].seconds[i] > 0; i++)
    {
      tc->periods[i].moves = presets[preset].moves[i];
      tc->periods[i].time_us = presets[preset].seconds[i] * AB_USEC_PER_SEC;
      tc->periods[i].bonus = AB_TIME_BONUS_FISCHER;
      tc->periods[i].bonus_us = presets[preset].bonus * AB_USEC_PER_SEC;
      tc->n_periods++;
    }
  return true;
}

void
ab_time_control_period_after (const AbTimeControl *tc, int moves, int *index, int *number,
                              int *moves_to_go)
{
  int before = 0; /* moves completed before period i began */
  const AbTimePeriod *last;
  int last_start, repeats;

  *index = 0;
  *number = 1;
  *moves_to_go = 0;
  if (tc->kind != AB_TIME_CONTROL_PERIODS || tc->n_periods < 1)
    return;
  if (moves < 0)
    moves = 0;
  for (int i = 0; i < tc->n_periods; i++)
    {
      const AbTimePeriod *p = &tc->periods[i];

      if (p->moves <= 0 || moves < before + p->moves)
        {
          *index = i;
          *number = i + 1;
          *moves_to_go = p->moves > 0 ? before + p->moves - moves : 0;
          return;
        }
      before += p->moves;
    }
  /* Past the end: the last period, which has a move count, repeats. */
  last = &tc->periods[tc->n_periods - 1];
  last_start = before - last->moves;
  repeats = (moves - last_start) / last->moves;
  *index = tc->n_periods - 1;
  *number = tc->n_periods + repeats;
  *moves_to_go = last->moves - (moves - last_start) % last->moves;
}

int64_t
ab_time_control_game_time (const AbTimeControl *tc, bool with_bonus)
{
  int64_t total = 0;
  int entered = 0;

  if (tc->kind == AB_TIME_CONTROL_NONE)
    return 0;
  if (tc->kind == AB_TIME_CONTROL_SANDCLOCK)
    return tc->periods[0].time_us;
  for (int done = 0; done < 60; done++)
    {
      int index, number, to_go;

      ab_time_control_period_after (tc, done, &index, &number, &to_go);
      if (number != entered)
        {
          total += tc->periods[index].time_us;
          entered = number;
        }
      if (with_bonus && tc->periods[index].bonus != AB_TIME_BONUS_NONE)
        total += tc->periods[index].bonus_us;
    }
  return total;
}

AbTimeControlSpeed
ab_time_control_classify (const AbTimeControl *tc, AbEdition edition)
{
  int64_t t;

  if (tc->kind == AB_TIME_CONTROL_NONE)
    return AB_TIME_CONTROL_SPEED_STANDARD;
  switch (edition)
    {
    case AB_EDITION_2001:
      /* 2001 B1: rapid, all moves in a fixed time of at least 15 and at most 60 minutes;
       * C1: blitz, less than 15 minutes. Increments are not counted. */
      t = ab_time_control_game_time (tc, false);
      if (t < MINUTES (15))
        return AB_TIME_CONTROL_SPEED_BLITZ;
      return t <= MINUTES (60) ? AB_TIME_CONTROL_SPEED_RAPID : AB_TIME_CONTROL_SPEED_STANDARD;
    case AB_EDITION_2005:
      /* 2005 A1: rapid, at least 15 but less than 60 minutes, or the time allotted plus
       * 60 times any increment in that range; B1: blitz, less than 15 minutes (with the
       * increment counted the same way). The repository has no seed of this edition. */
      t = ab_time_control_game_time (tc, true);
      if (t < MINUTES (15))
        return AB_TIME_CONTROL_SPEED_BLITZ;
      return t < MINUTES (60) ? AB_TIME_CONTROL_SPEED_RAPID : AB_TIME_CONTROL_SPEED_STANDARD;
    case AB_EDITION_2014:
    case AB_EDITION_2023:
    default:
      /* 2023 A.1: rapid, more than 10 but less than 60 minutes, or the allotted time plus
       * 60 times the increment per move in that range; B.1: blitz, 10 minutes or less,
       * counted the same way. 2014 A.1 and B.1 say the same. */
      t = ab_time_control_game_time (tc, true);
      if (t <= MINUTES (10))
        return AB_TIME_CONTROL_SPEED_BLITZ;
      return t < MINUTES (60) ? AB_TIME_CONTROL_SPEED_RAPID : AB_TIME_CONTROL_SPEED_STANDARD;
    }
}
