/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-clock.h — the chess clock (article 6), driven by timestamps passed in.
 *
 * The clock never reads the time: every call takes `now`, in microseconds on any
 * monotonic scale from 0 to AB_CLOCK_MAX_TIMESTAMP, and no call may go back before the
 * previous one that changed the clock. A call that fails changes nothing.
 *
 * Timing, per period of the control (ab-time-control.h):
 * - A press completes the presser's move (6.2.1) and starts the opponent's clock. A
 *   Fischer increment is added after the move; a Bronstein clock gives back the time the
 *   move took, up to the delay; with a simple delay the main time only ran once the delay
 *   was used up. Either way a move pressed within the delay leaves the time unchanged
 *   (6.3.2). The two delays differ in what the clock shows and when its flag falls: a
 *   Bronstein clock counts down from the start of the move and its flag falls when that
 *   reaches zero; a delay clock holds the main time still during the delay and its flag
 *   falls when the main time runs out after it. (A Bronstein clock set to T behaves as a
 *   delay clock set to T minus the delay: they are the same control shown two ways.
 *   6.3.2 words the non-cumulative mode the delay clock's way.)
 * - Completing the last move of a period (6.3.1) adds the next period's time; what is
 *   left carries over. The press reports it, so the app can announce it.
 * - A flag falls at the exact moment the time reaches zero; a press at that same moment
 *   is too late. A fallen flag stays down (the game decides what it means, 6.9, III.3),
 *   the clock keeps working, and only ab_clock_set_times clears it.
 * - Sandclock: the running clock's time flows to the other one until it runs out.
 */
#pragma once

#include <stdbool.h>
#include <stdint.h>

#include "ab-time-control.h"
#include "ab-types.h"

#define AB_CLOCK_MAX_TIMESTAMP (INT64_MAX / 4)
#define AB_CLOCK_MAX_TIME (INT64_C (1000) * 3600 * AB_USEC_PER_SEC) /* 1000 hours */
#define AB_CLOCK_MAX_MOVES 100000

typedef struct _AbClock AbClock;

typedef enum
{
  AB_CLOCK_NOT_STARTED = 0,
  AB_CLOCK_RUNNING,
  AB_CLOCK_PAUSED,    /* stopped by or for the arbiter (6.11) */
  AB_CLOCK_ADJOURNED, /* frozen after a move was sealed (Guideline I.1) */
} AbClockState;

typedef enum
{
  AB_CLOCK_OK = 0,
  AB_CLOCK_ERROR_BAD_TIMESTAMP,     /* now is negative or beyond AB_CLOCK_MAX_TIMESTAMP */
  AB_CLOCK_ERROR_TIME_BACKWARDS,    /* now is before the clock's last change */
  AB_CLOCK_ERROR_BAD_SIDE,          /* a colour that is neither White nor Black */
  AB_CLOCK_ERROR_NOT_STARTED,
  AB_CLOCK_ERROR_ALREADY_STARTED,
  AB_CLOCK_ERROR_NOT_RUNNING,       /* paused or adjourned */
  AB_CLOCK_ERROR_NOT_YOUR_CLOCK,    /* the side pressing is not the one whose clock runs */
  AB_CLOCK_ERROR_NOT_PAUSED,
  AB_CLOCK_ERROR_NOT_ADJOURNED,
  AB_CLOCK_ERROR_TIME_RANGE,        /* a time below 0 or above AB_CLOCK_MAX_TIME would result */
  AB_CLOCK_ERROR_MOVES_RANGE,       /* a move count below 0 or above AB_CLOCK_MAX_MOVES */
  AB_CLOCK_ERROR_NO_TIME_LIMIT,     /* adding or setting time without a time control */
  AB_CLOCK_ERROR_BAD_CONTROL,       /* a time control ab_time_control_parse would not give */
} AbClockError;

/* One player's clock at a moment. */
typedef struct
{
  int64_t time_us;      /* the time shown; 0 once the flag fell; 0 without a time control */
  int64_t delay_us;     /* simple delay: what is left of this move's delay, else 0 */
  int64_t used_us;      /* thinking time used in the game, pauses and adjournment excluded */
  int moves;            /* moves completed (presses) */
  int period;           /* 1-based, counting repeats of a repeating last period */
  int moves_to_go;      /* moves still to complete in the period; 0 when it has all of them */
  bool flag;            /* the flag has fallen */
  int64_t flag_at_us;   /* when, if flag */
  int flag_period;      /* in which period, if flag */
} AbClockReading;

/* What a press did (or the completion of a sealed move at resumption). */
typedef struct
{
  AbColor side;              /* who completed the move */
  int move;                  /* its number: the side's completed moves, this one included */
  int64_t at_us;
  int64_t move_time_us;      /* the move's thinking time, pauses excluded */
  int64_t bonus_us;          /* Fischer increment added, or Bronstein time given back */
  bool period_change;        /* this move completed a period: */
  int period;                /* the period the side is now in (1-based) */
  int64_t period_time_us;    /* and the time added for it */
  AbClockReading readings[2]; /* both clocks just after, by colour */
} AbClockPress;

/* The flags fallen by a given moment. */
typedef struct
{
  bool fallen[2];
  int64_t at_us[2];
  bool any;
  AbColor first;         /* if any: whose flag fell first (White on an exact tie) */
  int64_t first_at_us;
} AbClockFlags;

/* A clock set up for the control: both clocks at the first period's time, not started.
 * NULL if the control is not a valid one. */
AbClock *ab_clock_new (const AbTimeControl *control);
AbClock *ab_clock_copy (const AbClock *self);
void ab_clock_free (AbClock *self);

const AbTimeControl *ab_clock_get_control (const AbClock *self);
AbClockState ab_clock_get_state (const AbClock *self);
/* Whose clock runs; when paused or adjourned whose would run; before the start, White. */
AbColor ab_clock_get_side (const AbClock *self);
/* The timestamp of the last change. */
int64_t ab_clock_get_last_event (const AbClock *self);

/* Starts the clock of `first` (6.6: White's, unless the game starts from a position with
 * Black to move). */
AbClockError ab_clock_start (AbClock *self, AbColor first, int64_t now);

/* `side` presses its clock: only the side whose clock runs can. out (if given) gets the
 * result. */
AbClockError ab_clock_press (AbClock *self, AbColor side, int64_t now, AbClockPress *out);

/* 6.11: the arbiter stops the clock, and later restarts it. */
AbClockError ab_clock_pause (AbClock *self, int64_t now);
AbClockError ab_clock_resume (AbClock *self, int64_t now);

/* Guideline I.1: the player to move has sealed his move; the clock stops with his time
 * as it is (I.2.3). Allowed while running or paused. */
AbClockError ab_clock_adjourn (AbClock *self, int64_t now);
/* I.9: at resumption the sealed move is played: it completes the sealer's move (with its
 * bonus and any period change, reported in out) and starts the opponent's clock. */
AbClockError ab_clock_resume_adjourned (AbClock *self, int64_t now, AbClockPress *out);

/* Adds delta_us (negative: removes) to side's time: penalties (7.5.5, 9.5.3, 12.9), the
 * arbiter's corrections (6.10.2, 7.1). The result must stay within 0 … AB_CLOCK_MAX_TIME. */
AbClockError ab_clock_add_time (AbClock *self, AbColor side, int64_t delta_us, int64_t now);

/* The arbiter sets both clocks (6.10.2, 7.1, D.2.9). A side given time > 0 has its flag
 * raised again. A move in progress keeps its delay. */
AbClockError ab_clock_set_times (AbClock *self, int64_t white_us, int64_t black_us, int64_t now);

/* The arbiter corrects the move counters (6.10.2); the periods follow the counts, no time
 * is added. */
AbClockError ab_clock_set_moves (AbClock *self, int white, int black, int64_t now);

/* The arbiter enters another control (6.10.2; III.4 "5 seconds increment for both").
 * Times and counts are kept, the periods follow the new control; coming from no time
 * control or before the start, both clocks get the new control's time for their period. A
 * move in progress keeps what it used of its delay. */
AbClockError ab_clock_set_control (AbClock *self, const AbTimeControl *control, int64_t now);

/* What side's clock shows at now (now >= the last change). */
AbClockError ab_clock_get_reading (const AbClock *self, AbColor side, int64_t now,
                                   AbClockReading *out);

/* Whether and exactly when flags have fallen by now (now >= the last change). */
AbClockError ab_clock_get_flags (const AbClock *self, int64_t now, AbClockFlags *out);

/* The moment the running clock's flag will fall if nobody presses, so a caller can wake
 * up exactly then; -1 when no flag can fall (not running, no limit, already fallen). */
int64_t ab_clock_next_flag (const AbClock *self);
