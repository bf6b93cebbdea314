/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tournament-pairings.h — one club evening of one group: a row per pairing, results by key.
 *
 * On a focused row: 1 White wins, = draw, 0 Black wins, + White wins by forfeit,
 * - Black wins by forfeit, D both absent (0-0, art. 10), P postponed (art. 12: who asked is
 * chosen in a dialog), Delete clears the result; Enter or a click opens the same choices as
 * a menu. Each row's accessible name is the pairing and its result in words. */
#pragma once

#include <gtk/gtk.h>

#include "ab-tournament.h"

G_BEGIN_DECLS

#define AB_TYPE_TOURNAMENT_PAIRINGS (ab_tournament_pairings_get_type ())
G_DECLARE_FINAL_TYPE (AbTournamentPairings, ab_tournament_pairings, AB, TOURNAMENT_PAIRINGS,
                      GtkWidget)

GtkWidget *ab_tournament_pairings_new (void);

/* Shows round `round` of group `group` of tournament (borrowed; it must outlive the
 * pairings or be replaced first; NULL shows nothing). The focus stays in the list when it
 * was there. */
void ab_tournament_pairings_show (AbTournamentPairings *self, AbTournament *tournament, int group,
                                  int round);
/* The list's accessible name: the heading that says which evening it is. */
void ab_tournament_pairings_set_label (AbTournamentPairings *self, const char *label);
/* Reads the rows again after the tournament changed elsewhere. */
void ab_tournament_pairings_refresh (AbTournamentPairings *self);

/* The focused (or last focused) row as it is spoken; NULL when the list is empty. */
char *ab_tournament_pairings_describe_cursor (AbTournamentPairings *self);
gboolean ab_tournament_pairings_has_focus (AbTournamentPairings *self);

/* The result of the focused row's game; what the keys do. False (and an error announced)
 * when the core refuses it. */
gboolean ab_tournament_pairings_enter (AbTournamentPairings *self, AbTournamentResult result);

/* The words of a result, for rows and speech: "White wins", "no result yet", … */
const char *ab_tournament_pairings_result_words (AbTournamentResult result);

G_END_DECLS
