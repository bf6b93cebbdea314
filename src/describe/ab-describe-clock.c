/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-describe-clock.c — time controls, clock times and clock errors in words. */
#include "ab-describe-clock.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "ab-describe-i18n.h"
#include "ab-describe.h"

#define USEC_PER_MS INT64_C (1000)

static const char *
color_name (AbColor c)
{
  return c == AB_WHITE ? _("White") : _("Black");
}

void
ab_describe_clock_time (int64_t us, char *buf, size_t size)
{
  const char *sign = "";
  uint64_t ms, abs_us;

  if (us < 0)
    {
      sign = "-";
      abs_us = (uint64_t) -(us + 1) + 1;
    }
  else
    abs_us = (uint64_t) us;
  ms = abs_us / 1000;
  snprintf (buf, size, "%s%" PRIu64 ":%02" PRIu64 ":%02" PRIu64 ".%03" PRIu64, sign,
            ms / 3600000, ms / 60000 % 60, ms / 1000 % 60, ms % 1000);
}

void
ab_describe_clock_hms (int64_t ms, char *buf, size_t size)
{
  uint64_t s = (ms < 0 ? (uint64_t) -(ms + 1) + 1 : (uint64_t) ms) / 1000;

  snprintf (buf, size, "%s%" PRIu64 ":%02" PRIu64 ":%02" PRIu64, ms < 0 ? "-" : "", s / 3600,
            s / 60 % 60, s % 60);
}

/* Appends a formatted text to buf at *len, keeping it terminated when it is full. */
static void
appendf (char *buf, size_t size, size_t *len, const char *format, ...)
{
  va_list ap;
  int n;

  if (*len + 1 >= size)
    return;
  va_start (ap, format);
  n = vsnprintf (buf + *len, size - *len, format, ap);
  va_end (ap);
  if (n > 0)
    *len += (size_t) n < size - *len ? (size_t) n : size - *len - 1;
}

/* Appends a part of a duration, with a space before all but the first. */
static void
append (char *buf, size_t size, size_t *len, const char *part)
{
  appendf (buf, size, len, "%s%s", *len ? " " : "", part);
}

void
ab_describe_duration (int64_t us, char *buf, size_t size)
{
  char part[64];
  size_t len = 0;
  int64_t ms;
  long h, m, s, frac;

  if (size == 0)
    return;
  buf[0] = '\0';
  if (us < 0)
    {
      char positive[AB_DESCRIBE_MAX];

      ab_describe_duration (us == INT64_MIN ? INT64_MAX : -us, positive, sizeof positive);
      snprintf (buf, size, "-%s", positive);
      return;
    }
  ms = us / USEC_PER_MS;
  h = (long) (ms / 3600000);
  m = (long) (ms / 60000 % 60);
  s = (long) (ms / 1000 % 60);
  frac = (long) (ms % 1000);
  if (h)
    {
      snprintf (part, sizeof part, dngettext (GETTEXT_PACKAGE_AB, "%ld hour", "%ld hours", h), h);
      append (buf, size, &len, part);
    }
  if (m)
    {
      snprintf (part, sizeof part, dngettext (GETTEXT_PACKAGE_AB, "%ld minute", "%ld minutes", m),
                m);
      append (buf, size, &len, part);
    }
  if (frac)
    {
      char number[32];

      /* "2.5 seconds": trailing zeros of the milliseconds dropped */
      snprintf (number, sizeof number, "%ld.%03ld", s, frac);
      for (size_t end = strlen (number); number[end - 1] == '0'; end--)
        number[end - 1] = '\0';
      snprintf (part, sizeof part, _("%s seconds"), number);
      append (buf, size, &len, part);
    }
  else if (s || (!h && !m))
    {
      snprintf (part, sizeof part, dngettext (GETTEXT_PACKAGE_AB, "%ld second", "%ld seconds", s),
                s);
      append (buf, size, &len, part);
    }
}

static void
describe_bonus (const AbTimePeriod *p, char *buf, size_t size)
{
  char d[96];

  ab_describe_duration (p->bonus_us, d, sizeof d);
  switch (p->bonus)
    {
    case AB_TIME_BONUS_FISCHER:
      snprintf (buf, size, _("%s added after each move"), d);
      break;
    case AB_TIME_BONUS_BRONSTEIN:
      snprintf (buf, size, _("Bronstein delay of %s per move"), d);
      break;
    case AB_TIME_BONUS_DELAY:
      snprintf (buf, size, _("delay of %s per move"), d);
      break;
    default:
      buf[0] = '\0';
      break;
    }
}

void
ab_describe_time_control (const AbTimeControl *tc, char *buf, size_t size)
{
  char d[96], bonus[160], prev_bonus[160] = "";
  size_t len = 0;

  if (size == 0)
    return;
  buf[0] = '\0';
  if (tc->kind == AB_TIME_CONTROL_NONE)
    {
      snprintf (buf, size, "%s", _("no time control"));
      return;
    }
  if (tc->kind == AB_TIME_CONTROL_SANDCLOCK)
    {
      ab_describe_duration (tc->periods[0].time_us, d, sizeof d);
      snprintf (buf, size, _("sandclock of %s"), d);
      return;
    }
  for (int i = 0; i < tc->n_periods && i < AB_TIME_CONTROL_MAX_PERIODS; i++)
    {
      const AbTimePeriod *p = &tc->periods[i];

      ab_describe_duration (p->time_us, d, sizeof d);
      if (i > 0)
        appendf (buf, size, &len, "%s", _(", then "));
      if (p->moves > 0)
        appendf (buf, size, &len,
                 dngettext (GETTEXT_PACKAGE_AB, "%d move in %s", "%d moves in %s", p->moves),
                 p->moves, d);
      else if (i == 0)
        appendf (buf, size, &len, _("all moves in %s"), d);
      else
        appendf (buf, size, &len, _("all remaining moves in %s"), d);
      if (i == tc->n_periods - 1 && p->moves > 0)
        appendf (buf, size, &len, "%s", _(", repeated"));
      /* A bonus is said where it begins or changes. */
      describe_bonus (p, bonus, sizeof bonus);
      if (bonus[0] && strcmp (bonus, prev_bonus) != 0)
        appendf (buf, size, &len, _(" (%s)"), bonus);
      else if (!bonus[0] && prev_bonus[0])
        appendf (buf, size, &len, "%s", _(" (no time per move)"));
      snprintf (prev_bonus, sizeof prev_bonus, "%s", bonus);
    }
}

const char *
ab_describe_time_control_speed (AbTimeControlSpeed speed)
{
  switch (speed)
    {
    case AB_TIME_CONTROL_SPEED_RAPID: return _("rapid");
    case AB_TIME_CONTROL_SPEED_BLITZ: return _("blitz");
    case AB_TIME_CONTROL_SPEED_STANDARD:
    default: return _("standard");
    }
}

/* The byte found where something else was expected: "'x'", "the end", "byte 0xC3". */
static void
describe_found (char c, char *buf, size_t size)
{
  if (c == '\0')
    snprintf (buf, size, "%s", _("the end of the text"));
  else if (c > ' ' && c < 127)
    snprintf (buf, size, "'%c'", c);
  else if (c == ' ')
    snprintf (buf, size, "%s", _("a space"));
  else
    snprintf (buf, size, _("byte 0x%02X"), (unsigned) (unsigned char) c);
}

static const char *
part_wanted (AbTimeControlPart part)
{
  switch (part)
    {
    case AB_TIME_CONTROL_PART_MOVES: return _("the number of moves");
    case AB_TIME_CONTROL_PART_SECONDS: return _("the period's time in seconds");
    case AB_TIME_CONTROL_PART_BONUS: return _("the seconds per move");
    case AB_TIME_CONTROL_PART_SANDCLOCK: return _("the sandclock's time in seconds");
    case AB_TIME_CONTROL_PART_FIRST:
    default: return _("a number of moves or of seconds");
    }
}

static const char *
part_followers (AbTimeControlPart part)
{
  switch (part)
    {
    case AB_TIME_CONTROL_PART_FIRST:
      return _("after the first number of a period comes '/' (moves/seconds), '+', 'b' or 'd' "
               "(time per move), ':' (next period) or the end");
    case AB_TIME_CONTROL_PART_SECONDS:
      return _("after a period's time comes '+', 'b' or 'd' (time per move), ':' (next period) "
               "or the end");
    case AB_TIME_CONTROL_PART_BONUS:
      return _("after the time per move comes ':' (next period) or the end");
    case AB_TIME_CONTROL_PART_SANDCLOCK:
      return _("a sandclock ('*' and seconds) is the whole time control");
    default:
      return "";
    }
}

void
ab_describe_time_control_error (const AbTimeControlError *e, char *buf, size_t size)
{
  char what[AB_DESCRIBE_MAX], found[32], where[96];

  describe_found (e->character, found, sizeof found);
  if (e->period > 0)
    snprintf (where, sizeof where, _("period %d, character %d: "), e->period, e->offset + 1);
  else
    where[0] = '\0';

  switch (e->code)
    {
    case AB_TIME_CONTROL_OK:
      snprintf (what, sizeof what, "%s", _("no error"));
      break;
    case AB_TIME_CONTROL_ERROR_EMPTY:
      snprintf (what, sizeof what, "%s", _("the text is empty"));
      break;
    case AB_TIME_CONTROL_ERROR_UNKNOWN:
      snprintf (what, sizeof what, "%s",
                _("'?' means the time control is unknown, so there is nothing to run a clock "
                  "with; give one such as 40/5400+30:1800+30 or 300+2"));
      break;
    case AB_TIME_CONTROL_ERROR_EMPTY_PERIOD:
      snprintf (what, sizeof what, "%s", _("the period is empty"));
      break;
    case AB_TIME_CONTROL_ERROR_EXPECTED_NUMBER:
      snprintf (what, sizeof what, _("expected %s, found %s"), part_wanted (e->part), found);
      break;
    case AB_TIME_CONTROL_ERROR_UNEXPECTED_CHARACTER:
      snprintf (what, sizeof what, _("%s cannot come here: %s"), found, part_followers (e->part));
      break;
    case AB_TIME_CONTROL_ERROR_TOO_LARGE:
      snprintf (what, sizeof what, _("%s can be at most %" PRId64), part_wanted (e->part),
                e->limit);
      break;
    case AB_TIME_CONTROL_ERROR_ZERO_MOVES:
      snprintf (what, sizeof what, "%s", _("a period needs at least 1 move"));
      break;
    case AB_TIME_CONTROL_ERROR_NO_TIME:
      snprintf (what, sizeof what, "%s",
                _("the first period gives no time, so the first flag would fall at once"));
      break;
    case AB_TIME_CONTROL_ERROR_TOO_MANY_PERIODS:
      snprintf (what, sizeof what, _("a time control has at most %" PRId64 " periods"), e->limit);
      break;
    case AB_TIME_CONTROL_ERROR_NOT_LAST:
      snprintf (what, sizeof what, "%s",
                _("the period before is for all remaining moves, so no period can follow it"));
      break;
    case AB_TIME_CONTROL_ERROR_NOT_ALONE:
      snprintf (what, sizeof what, _("%s must be the whole time control, not one of its periods"),
                found);
      break;
    default:
      snprintf (what, sizeof what, "%s", _("unknown error"));
      break;
    }
  snprintf (buf, size, _("Bad time control, %s%s"), where, what);
}

void
ab_describe_clock_error (AbClockError error, char *buf, size_t size)
{
  const char *what;

  switch (error)
    {
    case AB_CLOCK_OK: what = _("no error"); break;
    case AB_CLOCK_ERROR_BAD_TIMESTAMP:
      what = _("the time is negative or too large");
      break;
    case AB_CLOCK_ERROR_TIME_BACKWARDS:
      what = _("the time is earlier than the clock's last event");
      break;
    case AB_CLOCK_ERROR_BAD_SIDE: what = _("there is no such player"); break;
    case AB_CLOCK_ERROR_NOT_STARTED: what = _("the clock has not been started"); break;
    case AB_CLOCK_ERROR_ALREADY_STARTED: what = _("the clock has already been started"); break;
    case AB_CLOCK_ERROR_NOT_RUNNING:
      what = _("the clock is stopped (paused or adjourned)");
      break;
    case AB_CLOCK_ERROR_NOT_YOUR_CLOCK:
      what = _("only the player whose clock is running can press it");
      break;
    case AB_CLOCK_ERROR_NOT_PAUSED: what = _("the clock is not paused"); break;
    case AB_CLOCK_ERROR_NOT_ADJOURNED: what = _("the game is not adjourned"); break;
    case AB_CLOCK_ERROR_TIME_RANGE:
      what = _("a clock's time must stay between zero and 1000 hours");
      break;
    case AB_CLOCK_ERROR_MOVES_RANGE:
      what = _("a move count must be from 0 to 100000");
      break;
    case AB_CLOCK_ERROR_NO_TIME_LIMIT:
      what = _("without a time control there is no time to add or set");
      break;
    case AB_CLOCK_ERROR_BAD_CONTROL: what = _("that is not a valid time control"); break;
    default: what = _("unknown error"); break;
    }
  snprintf (buf, size, _("Clock: %s"), what);
}

void
ab_describe_period_change (const AbClockPress *press, char *buf, size_t size)
{
  char d[96];

  if (size == 0)
    return;
  buf[0] = '\0';
  if (!press->period_change)
    return;
  ab_describe_duration (press->period_time_us, d, sizeof d);
  snprintf (buf, size, _("%s: period %d, %s added."), color_name (press->side), press->period, d);
}
