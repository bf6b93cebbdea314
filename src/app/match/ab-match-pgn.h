/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-match-pgn.h — a match to and from PGN, and its scoresheet as plain text.
 *
 * Saving writes the Seven Tag Roster, TimeControl, Annotator (and SetUp/FEN/Variant
 * for a set-up or Chess960 start) and each completed move's clock as [%clk h:mm:ss].
 * Opening starts a new match (journaled like any other) from a game: its moves are
 * replayed at made-up times chosen so that the clocks come out at the file's [%clk]
 * values, the last move ending now; an unfinished game then goes on live. Its Event,
 * Site, Date and Round are journaled with it (a "tags" note), so that saving it again,
 * resumed or not, keeps them. */
#pragma once

#include "ab-match.h"
#include "ab-pgn.h"

G_BEGIN_DECLS

/* The match as a PGN game (reset first). FALSE when memory runs out. */
gboolean ab_match_to_pgn (AbMatch *self, AbPgnGame *game);

/* Starts a new match from game's main line, with blind_color and edition. The clock
 * is the TimeControl tag's; without one but with [%clk] values, a single period as
 * long as the largest of them. A result the moves do not reach is recorded as a
 * resignation (1-0, 0-1) or an agreed draw. On error nothing changes. Emits "reset". */
gboolean ab_match_start_pgn (AbMatch *self, const AbPgnGame *game, AbColor blind_color,
                             AbEdition edition, GError **error);

/* The scoresheet for the players' records: names, date, time control, result and the
 * moves, each with the mover's clock after it. letters: the piece letters;
 * long_form: long algebraic (Pg1-f3) instead of SAN. Free with g_free. */
char *ab_match_format_scoresheet (AbMatch *self, AbLanguage letters, gboolean long_form);

G_END_DECLS
