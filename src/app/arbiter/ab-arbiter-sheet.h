/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-arbiter-sheet.h — the scoresheets the arbiter compares (D.2.9), as the arbiter's view
 * reads and shows them: the sighted player's (typed in or imported: PGN or move text in any
 * notation) or an imported copy of the blind player's; Annabella's own comes from the match
 * (ab-match-reconcile.h). */
#pragma once

#include <glib.h>

#include "ab-reconcile.h"

G_BEGIN_DECLS

/* A scoresheet no one writes by hand comes near this; a larger file is not one. */
#define AB_ARBITER_SHEET_FILE_MAX (16u << 20)

/* Reads the other scoresheet (len bytes). PGN (it starts with a tag) must hold one game
 * starting from start. On failure the sheet is empty and *message (free it) says what is
 * wrong, with the line. */
gboolean ab_arbiter_sheet_read (const char *text, gsize len, const AbPosition *start,
                                AbReconcileSheet *sheet, char **message);

/* What the arbiter types for a clock: "1:29:50", "29:50" or "90" (minutes); FALSE for
 * anything else or more than the clock can hold. ab_describe_clock_hms writes it. */
gboolean ab_arbiter_parse_clock (const char *text, gint64 *ms);

/* The number written before entry index (0 for the first half-move) of a sheet starting
 * from start: "3." for White's move, "3..." for Black's. */
char *ab_arbiter_move_number (const AbPosition *start, gsize index);

/* A scoresheet row as shown: "3... a6   1:29:00". */
char *ab_arbiter_row_text (const AbPosition *start, gsize index,
                           const AbReconcileSheetEntry *entry);

G_END_DECLS
