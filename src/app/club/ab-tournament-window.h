/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tournament-window.h — the club championship: open a TRF, pick a group and a club
 * evening, enter its results by key, read the standings row by row, hear a player's line,
 * save the TRF back and export the standings as CSV or HTML. Everything by keyboard;
 * everything said goes through the application's announcer. */
#pragma once

#include <adwaita.h>

#include "ab-announcer.h"

G_BEGIN_DECLS

#define AB_TYPE_TOURNAMENT_WINDOW (ab_tournament_window_get_type ())
G_DECLARE_FINAL_TYPE (AbTournamentWindow, ab_tournament_window, AB, TOURNAMENT_WINDOW,
                      AdwApplicationWindow)

AbTournamentWindow *ab_tournament_window_new (GtkApplication *application,
                                              AbAnnouncer *announcer);

/* Opens the TRF file, after asking whether to save unsaved results. A broken file is
 * reported (line, column, what is wrong) and changes nothing. */
void ab_tournament_window_open (AbTournamentWindow *self, GFile *file);

/* Presents the application's championship window, made the first time, transient for
 * parent (the player's window: the announcer then describes this window's focus); uri, when
 * not NULL or empty, is a TRF file to open in it. */
AbTournamentWindow *ab_tournament_window_show (GtkApplication *application,
                                               AbAnnouncer *announcer, GtkWindow *parent,
                                               const char *uri);

G_END_DECLS
