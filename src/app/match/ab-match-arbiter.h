/* ab-match-arbiter.h — the arbiter's take-back (FIDE Laws, Appendix D.2.9): when the two
 * boards differ and the scoresheets do too, the moves are taken back to the last one both
 * sheets agree on and the arbiter sets the clocks. Journaled as an "arbiter-take-back"
 * action (ab-journal.h) before it takes effect, and replayed exactly on resumption. */
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

G_END_DECLS
