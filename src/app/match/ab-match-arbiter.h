/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-match-arbiter.h — the arbiter's acts, each journaled (ab-journal.h) before it takes
 * effect and replayed exactly on resumption.
 * - The take-back (FIDE Laws, Appendix D.2.9): when the two boards differ and the
 *   scoresheets do too, the moves are taken back to the last one both sheets agree on and
 *   the arbiter sets the clocks ("arbiter-take-back").
 * - The result of a game that ended with it undecided: a flag fell (6.9), a player resigned
 *   (5.1.2) or lost by illegal moves (7.5.5), and whether the opponent can still checkmate
 *   was not decided in the analysis's budget. The game is over with no result until the
 *   arbiter gives it ("arbiter-decides"). */
#pragma once

#include "ab-match.h"

G_BEGIN_DECLS

/* The match goes back so that n_plies half-moves stand (n_plies = all of them: the moves
 * stay and only the clocks are set), with White's and Black's clocks showing white_ms and
 * black_ms (ignored without a clock). The side to move's clock runs, or stays stopped when
 * the arbiter had stopped it (6.11.1: he restarts it, 6.11.3). Draw offers made after the
 * kept moves lapse with them. Emits "reset", "clock-changed" and "taken-back". On error
 * (more plies than played, a negative time, the game over, the journal refusing) nothing
 * changes. */
gboolean ab_match_arbiter_take_back (AbMatch *self, guint n_plies, gint64 white_ms,
                                     gint64 black_ms, GError **error);

/* Whether the game ended with its result left to the arbiter (AbOutcome.undecided). */
gboolean ab_match_awaits_arbiter (AbMatch *self);
/* The arbiter's result for such a game, under the article it ended by: the opponent of the
 * player it ended against wins (he can checkmate) or it is drawn (he cannot). Emits the
 * "ruling" and "game-over". Refused (AB_MATCH_ERROR_REFUSED), with nothing changed, when no
 * result waits or the result is a win for that player. */
gboolean ab_match_arbiter_decides (AbMatch *self, AbMatchResult result, GError **error);

G_END_DECLS
