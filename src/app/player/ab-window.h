/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-window.h — the blind player's window: move line, board, questions.
 * Everything works from the keyboard; every answer is spoken. */
#pragma once

#include <adwaita.h>

#include "ab-announcer.h"
#include "ab-match-eboard.h"
#include "ab-match-heard.h"
#include "ab-match.h"

G_BEGIN_DECLS

#define AB_TYPE_WINDOW (ab_window_get_type ())
G_DECLARE_FINAL_TYPE (AbWindow, ab_window, AB, WINDOW, AdwApplicationWindow)

/* heard: what the match decides about moves said aloud, when the window listens. */
AbWindow *ab_window_new (GtkApplication *application, AbMatch *match, AbMatchHeard *heard,
                         AbAnnouncer *announcer);
/* Puts the keyboard focus on the move line. */
void ab_window_focus_input (AbWindow *self);
/* The settings the window reads: verbosity and the time-warning thresholds. */
void ab_window_set_settings (AbWindow *self, GSettings *settings);
/* The sighted player's e-board (ab-window-eboard.c): its state on Alt+E, the takeback it
 * shows on Ctrl+Shift+E, the clock on it for the talking clock. */
void ab_window_set_eboard (AbWindow *self, AbMatchEboard *eboard);

/* Reads a PGN file as Ctrl+O does: one game opens, several are offered to choose. */
void ab_window_open_file (AbWindow *self, GFile *file);
void ab_window_open_files (AbWindow *self, GFile **files, int n_files);

G_END_DECLS
