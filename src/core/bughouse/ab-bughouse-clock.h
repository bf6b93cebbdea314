/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-bughouse-clock.h — the doorgeefschaak clocks: one chess clock (ab-clock.h) per
 * board, both under the match's time control. The match owns them
 * (ab-bughouse-match.h) and drives them with its events; callers read them
 * through the match.
 *
 * Both boards' clocks start together, with the match's first move or when a
 * resumed match goes on, and a board's clock stops for good when its game
 * ends. A press completes a move with what the control gives for it (6.3: a
 * Fischer increment, a Bronstein refund, the next period's time); a flag falls
 * at the exact moment a time reaches zero (AbClock says when).
 *
 * Art. 8C: the opponent who restarts the offender's clock takes the illegal
 * move's press back: his own clock stops with the time it used, the
 * offender's runs again for the same move, without the increment or period
 * time the illegal move brought.
 *
 * Time comes in as `now`, in microseconds on any monotonic scale (ab-clock.h).
 * AB_BUGHOUSE_UNTIMED instead of a time is an event outside time (a record
 * replayed): it happens at the board's last event, no time passes, and it
 * never starts the clocks.
 */
#pragma once

#include "ab-bughouse-match.h"
#include "ab-clock.h"

typedef struct _AbBughouseClock AbBughouseClock;

/* Five minutes a player, as bughouse is usually played. */
#define AB_BUGHOUSE_CLOCK_DEFAULT_CONTROL "300"

/* Stopped clocks at the control's first period, White to move on both
 * boards. NULL when the control is not a valid one or memory runs out. */
AbBughouseClock *ab_bughouse_clock_new (const AbTimeControl *control);
void ab_bughouse_clock_free (AbBughouseClock *self);

/* Back to the control's first period, stopped, with first[board] to move;
 * control NULL keeps the current one. False, nothing changed, for a control
 * that is not valid or when memory runs out. */
bool ab_bughouse_clock_reset (AbBughouseClock *self, const AbTimeControl *control,
                              const AbColor first[2]);
const AbTimeControl *ab_bughouse_clock_get_control (const AbBughouseClock *self);

/* The clocks run (started and not stopped for both games). */
bool ab_bughouse_clock_is_running (const AbBughouseClock *self);
/* The latest event on either board: a timed call must not come before it. */
int64_t ab_bughouse_clock_get_last_event (const AbBughouseClock *self);

/* Starts the clocks of the boards whose game goes on, at now (a timed
 * moment). The clock of each side to move first loses downtime_us, the time
 * the program was down after a crash when the players say so (0 keeps the
 * clocks as they stand): a clock the downtime empties shows its flag at now. */
AbClockError ab_bughouse_clock_start (AbBughouseClock *self, int64_t now, int64_t downtime_us);

/* side completes a move on board; a timed press starts stopped clocks first.
 * out (may be NULL) gets what the press did. */
AbClockError ab_bughouse_clock_press (AbBughouseClock *self, AbBughouseBoard board,
                                      AbColor side, int64_t now, AbClockPress *out);

/* Art. 8C: the board's last press is taken back (see above).
 * AB_CLOCK_ERROR_NOT_YOUR_CLOCK when there is no press to take back. */
AbClockError ab_bughouse_clock_take_back (AbBughouseClock *self, AbBughouseBoard board,
                                          int64_t now);

/* side's clock on board shows time_us: a reading the record kept. */
AbClockError ab_bughouse_clock_set_time (AbBughouseClock *self, AbBughouseBoard board,
                                         AbColor side, int64_t time_us, int64_t now);

/* The board's game has ended: its clock stands from now on. */
AbClockError ab_bughouse_clock_stop (AbBughouseClock *self, AbBughouseBoard board, int64_t now);

/* What side's clock on board shows at now; a moment before the last event
 * reads as the last event. */
AbClockError ab_bughouse_clock_get_reading (const AbBughouseClock *self, AbBughouseBoard board,
                                            AbColor side, int64_t now, AbClockReading *out);
/* The flags fallen on board by now, and exactly when. */
AbClockError ab_bughouse_clock_get_flags (const AbBughouseClock *self, AbBughouseBoard board,
                                          int64_t now, AbClockFlags *out);
/* The first moment a flag will fall if nobody presses, -1 when none can. */
int64_t ab_bughouse_clock_next_flag (const AbBughouseClock *self);

/* The control a TimeControl tag names, for these clocks: periods (with or
 * without a bonus). False, with *control the default (five minutes), when
 * the text is empty, not a control, or one without periods ("-", "*180"). */
bool ab_bughouse_clock_read_control (const char *text, AbTimeControl *control);
