/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-mirror-place.h — the mirror on the sighted opponent's own monitor.
 *
 * GTK 4 on X11 cannot move a window to a position, but it can make it
 * fullscreen on a given monitor. With two or more monitors the mirror goes
 * fullscreen on one that is not the player's window's; with one it stays a
 * normal window. Only tested under Xvfb, which has one monitor. */
#pragma once

#include "ab-mirror-window.h"

G_BEGIN_DECLS

/* Of n monitors, the one for the mirror when the player's window is on
 * monitor main (n for unknown, taken as the first): the first other one; n
 * when there is none. */
guint ab_mirror_pick_monitor (guint n, guint main);

/* Fullscreen on another monitor when wanted and there is one, else a normal
 * window. Returns whether it went fullscreen. */
gboolean ab_mirror_window_place (AbMirrorWindow *self, GtkWindow *player, gboolean wanted);

G_END_DECLS
