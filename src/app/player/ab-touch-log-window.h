/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-touch-log-window.h — the log of touched pieces (4.3, D.2.10.5) for the arbiter:
 * one row per touch, a list the keyboard walks and a screen reader reads. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define AB_TYPE_TOUCH_LOG_WINDOW (ab_touch_log_window_get_type ())
G_DECLARE_FINAL_TYPE (AbTouchLogWindow, ab_touch_log_window, AB, TOUCH_LOG_WINDOW, AdwWindow)

/* rows: the entries as they are read out, oldest first; none: the text without any.
 * Escape closes it. */
AbTouchLogWindow *ab_touch_log_window_new (GtkWindow *parent, GStrv rows, const char *none);

G_END_DECLS
