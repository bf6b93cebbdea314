/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-clock-view.h — both clocks as they run, for the player's window and, large, for
 * the mirror. Each clock is a label whose accessible name says whose it is. */
#pragma once

#include <gtk/gtk.h>

#include "ab-match.h"

G_BEGIN_DECLS

#define AB_TYPE_CLOCK_VIEW (ab_clock_view_get_type ())
G_DECLARE_FINAL_TYPE (AbClockView, ab_clock_view, AB, CLOCK_VIEW, GtkWidget)

GtkWidget *ab_clock_view_new (void);
void ab_clock_view_set_match (AbClockView *self, AbMatch *match);
/* Large digits, for the sighted player across the board. */
void ab_clock_view_set_large (AbClockView *self, gboolean large);
/* "1:29:48", "0:09.7" under ten seconds; free with g_free. */
char *ab_clock_view_format (gint64 usec);

G_END_DECLS
