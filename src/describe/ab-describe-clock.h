/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-describe-clock.h — time controls, clock times and clock errors in words. */
#pragma once

#include <stddef.h>

#include "ab-clock.h"
#include "ab-time-control.h"

/* A clock time to the millisecond (truncated), as a clock shows it: "1:29:48.000",
 * "0:00:05.250"; negative amounts get a '-'. */
void ab_describe_clock_time (int64_t us, char *buf, size_t size);

/* A time left in whole seconds (truncated), as a scoresheet records it and the arbiter
 * sets it (D.2.9): "1:29:50", "0:00:59"; negative amounts get a '-'. */
void ab_describe_clock_hms (int64_t ms, char *buf, size_t size);

/* A duration in words: "1 hour 30 minutes", "30 seconds", "2.5 seconds". */
void ab_describe_duration (int64_t us, char *buf, size_t size);

/* "40 moves in 1 hour 30 minutes, then all remaining moves in 30 minutes; 30 seconds
 * added after each move". */
void ab_describe_time_control (const AbTimeControl *control, char *buf, size_t size);

/* "standard", "rapid" or "blitz". */
const char *ab_describe_time_control_speed (AbTimeControlSpeed speed);

/* What is wrong with a time control text and where. */
void ab_describe_time_control_error (const AbTimeControlError *error, char *buf, size_t size);

/* Why the clock refused a call. */
void ab_describe_clock_error (AbClockError error, char *buf, size_t size);

/* For an announcement after a press that began a period: "White: period 2, 30 minutes
 * added." An empty string when the press began none. */
void ab_describe_period_change (const AbClockPress *press, char *buf, size_t size);
