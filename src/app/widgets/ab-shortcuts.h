/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-shortcuts.h — the shortcuts window (Ctrl+?), built when it is asked for. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Adds "win.show-help-overlay" (Ctrl+?) to window, which has its application: the
 * action builds the shortcuts window from the resource at resource_path when it is
 * used, and it is dropped again on close. */
void ab_shortcuts_add_action (GtkApplicationWindow *window, const char *resource_path);

G_END_DECLS
