/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-preferences-window.h — the settings, bound to GSettings: what takes effect at once. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define AB_TYPE_PREFERENCES_WINDOW (ab_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (AbPreferencesWindow, ab_preferences_window, AB, PREFERENCES_WINDOW,
                      AdwPreferencesWindow)

AbPreferencesWindow *ab_preferences_window_new (GtkWindow *parent, GSettings *settings);
/* "600, 300, 60": seconds, any separators; FALSE for text that is not such a list. */
gboolean ab_preferences_parse_warnings (const char *text, GArray *seconds);

G_END_DECLS
