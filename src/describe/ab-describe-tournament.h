/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-describe-tournament.h — the club championship in words: TRF and tournament errors,
 * tie-break names, results, the labels of the exports and a player's line of the
 * standings as one sentence. */
#pragma once

#include <stddef.h>

#include "ab-tournament-standings.h"
#include "ab-tournament-trf.h"
#include "ab-tournament.h"

/* What is wrong in a TRF, with the column when there is one: "column 97: round 1: the
 * Berger table gives this player White ('w'), the line says 'b'". The line number is
 * the caller's to put in front (FILE:LINE:). */
void ab_describe_trf_error (const AbTrfError *error, char *buf, size_t size);

/* Why the championship refused a call. */
void ab_describe_tournament_error (const AbTournamentError *error, char *buf, size_t size);

/* "Sonneborn-Berger", "mutual result", … ; "points" for AB_TIEBREAK_NONE. */
const char *ab_describe_tiebreak (AbTiebreak tiebreak);

/* A game's result as the calendar shows it: "1-0", "½-½", "0-1", "1-0 forfeit",
 * "0-1 forfeit", "0-0 (both absent)", or "" when none. */
const char *ab_describe_tournament_result (AbTournamentResult result);

/* The words of the exports; title is copied as given. */
void ab_describe_export_labels (AbExportLabels *labels, const char *title);

/* "Place 2, 5 points, Sonneborn-Berger 12.75, decided by Sonneborn-Berger" (with the
 * locale's decimal separator); a shared place says so: "Place 3 (shared, lots to be
 * drawn), …". */
void ab_describe_standing (const AbStanding *standing, char *buf, size_t size);

/* "promoted to group 1: winner of group 2", "relegated to group 3", with "(lots)" when an
 * unresolved tie decides who moves. Groups are numbered from 1 here. */
void ab_describe_season_move (const AbSeasonMove *move, char *buf, size_t size);

/* "Group 2" for index 1. */
void ab_describe_group (int group, char *buf, size_t size);
