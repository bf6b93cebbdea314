/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-match-reconcile.h — the arbiter's comparison (FIDE Laws, Appendix D.2.9) made from the
 * match's record: scoresheet A is what the match kept for the blind player, read from the
 * match's start; from the ruling follow the half-moves that stand and the clocks the
 * arbiter sets, which ab_match_arbiter_take_back then carries out. */
#pragma once

#include "ab-match.h"
#include "ab-reconcile.h"

G_BEGIN_DECLS

/* The blind player's scoresheet as the match kept it: each move in SAN (the announcement
 * language's letters) with the mover's time left after it, when the clock had it. sheet
 * is emptied first. FALSE when memory runs out (sheet then empty). */
gboolean ab_match_reconcile_sheet (AbMatch *self, AbReconcileSheet *sheet);

/* Compares scoresheet A with sheet_b, the other player's, and the boards the arbiter
 * entered (board_a, board_b; NULL when not given), all from the match's start, and fills
 * ruling. Scoresheet A is imported_a when the arbiter imported one, else (NULL) the
 * match's own (ab_match_reconcile_sheet). FALSE when memory runs out. */
gboolean ab_match_reconcile (AbMatch *self, const AbReconcileSheet *imported_a,
                             const AbReconcileSheet *sheet_b, const AbReconcileBoard *board_a,
                             const AbReconcileBoard *board_b, AbReconcileRuling *ruling);

/* The half-moves that stand once the ruling is applied: back to the last one the sheets
 * agree on, or all that were played when the moves stand. */
guint ab_match_reconcile_plies (AbMatch *self, const AbReconcileRuling *ruling);

/* The clocks the arbiter sets, in ms by colour: when moves are taken back, the times
 * written with the last moves that stand; else, and for a colour without such a time,
 * what its clock shows now; -1 when there is neither. FALSE, both -1, when the match has
 * no clock. */
gboolean ab_match_reconcile_clocks (AbMatch *self, const AbReconcileRuling *ruling,
                                    gint64 ms[2]);

G_END_DECLS
