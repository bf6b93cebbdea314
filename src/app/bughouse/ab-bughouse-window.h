/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-bughouse-window.h — the doorgeefschaak window: both boards side by side,
 * the four players, both reserves and the four clocks.
 *
 * Moves are entered per board on its move line (any written or spoken form,
 * placements included) or on its board (Enter or a click to pick up and put
 * down; a reserve piece, then a square, to place); F6 switches boards. Every
 * move, capture, pass and placement is said through the application's
 * announcer with the board named. Art. 12: one key each for my reserve, my
 * partner's and my opponent's. The match is journaled as BPGN after every
 * event, before it is said, and resumed when the window opens again. */
#pragma once

#include <adwaita.h>

#include "ab-announcer.h"
#include "ab-match.h"

G_BEGIN_DECLS

#define AB_TYPE_BUGHOUSE_WINDOW (ab_bughouse_window_get_type ())
G_DECLARE_FINAL_TYPE (AbBughouseWindow, ab_bughouse_window, AB, BUGHOUSE_WINDOW,
                      AdwApplicationWindow)

/* Presents the application's doorgeefschaak window, made the first time:
 * transient for parent (the player's window: the announcer then describes
 * this window's focus), speaking language_source's announcement language. An
 * unfinished match in the journal is resumed, else a new one starts. */
AbBughouseWindow *ab_bughouse_window_show (GtkApplication *application, AbAnnouncer *announcer,
                                           GtkWindow *parent, AbMatch *language_source);

/* --bughouse: opens the window once the application's windows are up (or, in
 * a second instance, in the running one). Call from handle-local-options. */
void ab_bughouse_window_request (GApplication *application);

G_END_DECLS
