/* SPDX-License-Identifier: GPL-3.0-or-later */
/* journal-mutate-ops.h — damage done to a journal's text, for test-journal-mutate.c. */
#pragma once

#include <glib.h>

/* A replacement for a field or a number: limits, signs, not numbers, long ones, other
 * event kinds' arguments; in scratch or static. */
const char *journal_garbage (GRand *rand, GString *scratch);
/* One random change of text. */
void journal_mutate (GString *text, GRand *rand, GString *scratch);
/* text with field `field` of line `which` replaced by value; NULL when there is none. */
GString *journal_with_field (const char *text, guint which, guint field, const char *value);
/* text with the time of line `which` (-1: every line; -2: the last) set to value. */
GString *journal_with_time (const char *text, int which, const char *value);
