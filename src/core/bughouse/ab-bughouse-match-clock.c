/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-bughouse-match-clock.c — the match's time: its clocks driven by its events,
 * flags that fall, the clocks rebuilt from the record, a resumed match going on. */
#include "ab-bughouse-match-private.h"

static bool
valid_board (AbBughouseBoard board)
{
  return (unsigned) board <= AB_BOARD_B;
}

/* The flags that fell by now become facts of the match. */
static void
mark_flags (AbBughouseMatch *self, int64_t now)
{
  for (int b = 0; b < 2; b++)
    {
      AbClockFlags flags;

      if (self->outcome[b].result
          || ab_bughouse_clock_get_flags (self->clock, (AbBughouseBoard) b, now, &flags)
               != AB_CLOCK_OK)
        continue;
      for (int c = 0; c < 2; c++)
        if (flags.fallen[c] && !self->flag[b][c])
          {
            self->flag[b][c] = true;
            self->flag_told[b][c] = false;
            self->flag_at[b][c] = flags.at_us[c];
          }
    }
}

/* A timed moment the clocks can take. */
static bool
valid_now (const AbBughouseMatch *self, int64_t now)
{
  return now >= 0 && now <= AB_CLOCK_MAX_TIMESTAMP
         && now >= ab_bughouse_clock_get_last_event (self->clock);
}

bool
ab_bughouse_match_time_begin (AbBughouseMatch *self, int64_t now)
{
  if (now == AB_BUGHOUSE_UNTIMED)
    return true;
  if (!valid_now (self, now))
    return false;
  mark_flags (self, now);
  return true;
}

void
ab_bughouse_match_time_end (AbBughouseMatch *self, int64_t now)
{
  for (int b = 0; b < 2; b++)
    if (self->outcome[b].result)
      ab_bughouse_clock_stop (self->clock, (AbBughouseBoard) b, now);
}

/* A reading in whole milliseconds, as the record keeps it. */
static int64_t
reading_ms (const AbClockReading *r)
{
  return r->time_us / 1000;
}

void
ab_bughouse_match_press (AbBughouseMatch *self, AbBughouseBoard board, AbColor mover, int64_t now)
{
  AbClockPress press;

  if (ab_bughouse_clock_press (self->clock, board, mover, now, &press) == AB_CLOCK_OK
      && now != AB_BUGHOUSE_UNTIMED)
    self->record[self->record_length - 1].clock_ms = reading_ms (&press.readings[mover]);
}

void
ab_bughouse_match_take_back (AbBughouseMatch *self, AbBughouseBoard board, int64_t now)
{
  AbColor opponent = (AbColor) !self->record[self->record_length - 1].color;
  AbClockReading r;

  if (ab_bughouse_clock_take_back (self->clock, board, now) == AB_CLOCK_OK
      && now != AB_BUGHOUSE_UNTIMED
      && ab_bughouse_clock_get_reading (self->clock, board, opponent, now, &r) == AB_CLOCK_OK)
    self->record[self->record_length - 1].clock_ms = reading_ms (&r);
}

/* A reading the record kept, if the clocks can show it. */
static void
set_recorded (AbBughouseMatch *self, AbBughouseBoard board, AbColor side, int64_t ms)
{
  if (ms >= 0 && ms <= AB_CLOCK_MAX_TIME / 1000)
    ab_bughouse_clock_set_time (self->clock, board, side, ms * 1000, AB_BUGHOUSE_UNTIMED);
}

bool
ab_bughouse_match_rebuild_clocks (AbBughouseMatch *self, const AbTimeControl *control)
{
  const AbColor first[2] = { self->start[0].pos.side, self->start[1].pos.side };

  if (!ab_bughouse_clock_reset (self->clock, control, first))
    return false;
  /* Replayed outside time: each press and take-back as it happened, each reading
   * the record kept put back. */
  for (int i = 0; i < self->record_length; i++)
    {
      const AbBughouseRecordEntry *e = &self->record[i];

      if (e->kind == AB_RECORD_MOVE)
        {
          ab_bughouse_clock_press (self->clock, e->board, e->color, AB_BUGHOUSE_UNTIMED, NULL);
          set_recorded (self, e->board, e->color, e->clock_ms);
        }
      else if (e->kind == AB_RECORD_RESTART)
        {
          ab_bughouse_clock_take_back (self->clock, e->board, AB_BUGHOUSE_UNTIMED);
          set_recorded (self, e->board, (AbColor) !e->color, e->clock_ms);
        }
    }
  ab_bughouse_match_time_end (self, AB_BUGHOUSE_UNTIMED);
  return true;
}

bool
ab_bughouse_match_set_control (AbBughouseMatch *self, const AbTimeControl *control)
{
  return control != NULL && ab_bughouse_match_rebuild_clocks (self, control);
}

const AbTimeControl *
ab_bughouse_match_get_control (const AbBughouseMatch *self)
{
  return ab_bughouse_clock_get_control (self->clock);
}

AbBughouseError
ab_bughouse_match_start_clocks (AbBughouseMatch *self, int64_t now, int64_t downtime_us)
{
  if (!valid_now (self, now) || downtime_us < 0 || downtime_us > AB_CLOCK_MAX_TIMESTAMP)
    return AB_BUGHOUSE_ERROR_BAD_TIME;
  if (ab_bughouse_clock_is_running (self->clock))
    return AB_BUGHOUSE_OK;
  ab_bughouse_clock_start (self->clock, now, downtime_us);
  /* A clock the downtime emptied shows its flag at once. */
  mark_flags (self, now);
  return AB_BUGHOUSE_OK;
}

bool
ab_bughouse_match_clocks_running (const AbBughouseMatch *self)
{
  return ab_bughouse_clock_is_running (self->clock);
}

AbBughouseError
ab_bughouse_match_clock_reading (const AbBughouseMatch *self, AbBughouseBoard board, AbColor c,
                                 int64_t now, AbClockReading *out)
{
  if (!valid_board (board) || (c != AB_WHITE && c != AB_BLACK) || out == NULL)
    return AB_BUGHOUSE_ERROR_BAD_ARGUMENT;
  if (ab_bughouse_clock_get_reading (self->clock, board, c, now, out) != AB_CLOCK_OK)
    return AB_BUGHOUSE_ERROR_BAD_TIME;
  return AB_BUGHOUSE_OK;
}

int
ab_bughouse_match_tick (AbBughouseMatch *self, int64_t now, AbBughouseFlagFall *fallen, int max)
{
  int64_t last = ab_bughouse_clock_get_last_event (self->clock);
  AbBughouseFlagFall all[4];
  int n = 0;

  if (now >= 0 && now <= AB_CLOCK_MAX_TIMESTAMP)
    mark_flags (self, now > last ? now : last);
  for (int b = 0; b < 2; b++)
    for (int c = 0; c < 2; c++)
      if (self->flag[b][c] && !self->flag_told[b][c])
        {
          AbBughouseFlagFall f = { (AbBughouseBoard) b, (AbColor) c, self->flag_at[b][c] };
          int i;

          self->flag_told[b][c] = true;
          /* in the order they fell */
          for (i = n; i > 0 && all[i - 1].at_us > f.at_us; i--)
            all[i] = all[i - 1];
          all[i] = f;
          n++;
        }
  for (int i = 0; i < n && i < max; i++)
    fallen[i] = all[i];
  return n;
}

int64_t
ab_bughouse_match_next_flag (const AbBughouseMatch *self)
{
  return ab_bughouse_clock_next_flag (self->clock);
}
