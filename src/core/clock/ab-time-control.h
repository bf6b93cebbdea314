/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-time-control.h — time controls (6.3): periods, increments and delays, as
 * PGN's TimeControl tag writes them; the presets; rapid and blitz (App. A.1, B.1).
 *
 * Text syntax: periods separated by ':', each one of
 *   MOVES/SECONDS   MOVES moves in SECONDS seconds ("40/5400")
 *   SECONDS         all remaining moves in SECONDS seconds ("3600"); only as the last period
 *   *SECONDS        sandclock (hourglass): time flows from the running clock to the other;
 *                   only alone ("*180")
 *   -               no time control; only alone
 *   ?               unknown: reported as an error, as there is nothing to run a clock with
 * A period with a move count or SECONDS may end in a bonus per move:
 *   +N   Fischer increment: N seconds added after every move (cumulative)
 *   bN   Bronstein (6.3.2, non-cumulative): the time used for a move, up to N seconds,
 *        is given back when the clock is pressed
 *   dN   simple delay (6.3.2, non-cumulative): each move the main time only starts to
 *        run after N seconds
 * "+N" is PGN's; "bN" and "dN" are this project's extensions. Example: "40/5400+30:1800+30"
 * is 40 moves in 90 minutes, then 30 minutes for the rest, 30 seconds per move from move 1.
 * When the last period has a move count, it repeats ("40/7200" = 40 moves per 2 hours).
 * Numbers are whole and decimal; no spaces.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ab-types.h"

#define AB_TIME_CONTROL_MAX_PERIODS 8
#define AB_TIME_CONTROL_MAX_MOVES 1000      /* moves in one period */
#define AB_TIME_CONTROL_MAX_SECONDS 360000  /* 100 hours in one period */
#define AB_TIME_CONTROL_MAX_BONUS 3600      /* seconds per move */
#define AB_TIME_CONTROL_TEXT_MAX 192        /* the longest text ab_time_control_to_text writes */

#define AB_USEC_PER_SEC INT64_C (1000000)

typedef enum
{
  AB_TIME_BONUS_NONE = 0,
  AB_TIME_BONUS_FISCHER,   /* "+": added after each move, accumulates */
  AB_TIME_BONUS_BRONSTEIN, /* "b": time used for the move given back, up to the bonus */
  AB_TIME_BONUS_DELAY,     /* "d": the main time waits the bonus each move */
} AbTimeBonus;

typedef struct
{
  int moves;         /* moves to complete in the period; 0 = all remaining moves */
  int64_t time_us;   /* time added when the period begins */
  AbTimeBonus bonus;
  int64_t bonus_us;  /* per move */
} AbTimePeriod;

typedef enum
{
  AB_TIME_CONTROL_PERIODS = 0, /* periods[0 .. n_periods - 1] */
  AB_TIME_CONTROL_SANDCLOCK,   /* periods[0].time_us each; n_periods is 1 */
  AB_TIME_CONTROL_NONE,        /* "-": nothing limits the time; n_periods is 0 */
} AbTimeControlKind;

typedef struct
{
  AbTimeControlKind kind;
  int n_periods;
  AbTimePeriod periods[AB_TIME_CONTROL_MAX_PERIODS];
} AbTimeControl;

typedef enum
{
  AB_TIME_CONTROL_OK = 0,
  AB_TIME_CONTROL_ERROR_EMPTY,                /* no text at all */
  AB_TIME_CONTROL_ERROR_UNKNOWN,              /* "?" */
  AB_TIME_CONTROL_ERROR_EMPTY_PERIOD,         /* period: nothing between two ':' or at an end */
  AB_TIME_CONTROL_ERROR_EXPECTED_NUMBER,      /* period, part, offset, character */
  AB_TIME_CONTROL_ERROR_UNEXPECTED_CHARACTER, /* period, offset, character: after a number */
  AB_TIME_CONTROL_ERROR_TOO_LARGE,            /* period, part, offset, limit */
  AB_TIME_CONTROL_ERROR_ZERO_MOVES,           /* period, offset: "0/…" */
  AB_TIME_CONTROL_ERROR_NO_TIME,              /* period 1 gives no time: a flag falls at once */
  AB_TIME_CONTROL_ERROR_TOO_MANY_PERIODS,     /* period: the first one beyond the maximum */
  AB_TIME_CONTROL_ERROR_NOT_LAST,             /* period: follows one for all remaining moves */
  AB_TIME_CONTROL_ERROR_NOT_ALONE,            /* period, character: "-", "?" or "*" among others */
} AbTimeControlErrorCode;

/* Which number of a period an error is about. */
typedef enum
{
  AB_TIME_CONTROL_PART_NONE = 0,
  AB_TIME_CONTROL_PART_FIRST,     /* a period's first number: moves, or seconds if no '/' follows */
  AB_TIME_CONTROL_PART_MOVES,     /* before '/' */
  AB_TIME_CONTROL_PART_SECONDS,   /* the period's time, after '/' */
  AB_TIME_CONTROL_PART_BONUS,     /* after '+', 'b' or 'd' */
  AB_TIME_CONTROL_PART_SANDCLOCK, /* after '*' */
} AbTimeControlPart;

typedef struct
{
  AbTimeControlErrorCode code;
  int period;             /* 1-based period (field between ':'); 0 for the whole text */
  int offset;             /* byte offset in the text where the problem is */
  char character;         /* the byte found there; '\0' for the end of the text */
  AbTimeControlPart part;
  int64_t limit;          /* TOO_LARGE: the largest value allowed for that part */
} AbTimeControlError;

/* Reads text. On failure *control is unchanged and error (if given) says what and where. */
bool ab_time_control_parse (const char *text, AbTimeControl *control, AbTimeControlError *error);

/* Whether the control is one ab_time_control_parse could give: for a control built by
 * hand. */
bool ab_time_control_is_valid (const AbTimeControl *control);

/* Writes the control in the syntax above (PGN's where it can say it). False, with an empty
 * buffer, when it does not fit or a time is not a whole number of seconds. */
bool ab_time_control_to_text (const AbTimeControl *control, char *buf, size_t size);

typedef enum
{
  AB_TIME_CONTROL_PRESET_FIDE_CLASSICAL = 0, /* 40 moves in 90 min, 30 min; +30 s from move 1 */
  AB_TIME_CONTROL_PRESET_CLUB,               /* 90 min + 10 s (club regulation 2014, art. 3) */
  AB_TIME_CONTROL_PRESET_RAPID,              /* 15 min + 10 s */
  AB_TIME_CONTROL_PRESET_BLITZ,              /* 3 min + 2 s */
  AB_TIME_CONTROL_N_PRESETS
} AbTimeControlPreset;

/* False (and *control unchanged) for a value that is not a preset. */
bool ab_time_control_set_preset (AbTimeControl *control, AbTimeControlPreset preset);

typedef enum
{
  AB_TIME_CONTROL_SPEED_STANDARD = 0,
  AB_TIME_CONTROL_SPEED_RAPID,
  AB_TIME_CONTROL_SPEED_BLITZ,
} AbTimeControlSpeed;

/* The time a player has for a game of 60 moves: the time of every period such a game
 * reaches, plus, when with_bonus, the bonus of each of the 60 moves ("the allotted time
 * plus 60 times any increment"). A sandclock's time; 0 without a time control. */
int64_t ab_time_control_game_time (const AbTimeControl *control, bool with_bonus);

/* Standard, rapid or blitz under an edition's rules (see ab-time-control.c for the
 * articles). No time control counts as standard. */
AbTimeControlSpeed ab_time_control_classify (const AbTimeControl *control, AbEdition edition);

/* The period a player is in after completing `moves` moves: its index in periods[],
 * its 1-based number counting repeats of a repeating last period, and the moves still
 * to complete in it (0 in a period for all remaining moves). Sandclock and no control:
 * index 0, number 1, 0 moves. */
void ab_time_control_period_after (const AbTimeControl *control, int moves, int *index,
                                   int *number, int *moves_to_go);
