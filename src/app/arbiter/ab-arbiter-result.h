/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-arbiter-result.h — the arbiter records the result of a game that ended with it left to
 * him: a flag fell (6.9), a player resigned (5.1.2) or lost by illegal moves (7.5.5), and
 * whether the opponent can still checkmate was not decided in the analysis's budget.
 *
 * A dialog, said as it opens, offers the two results the Laws allow: the opponent wins (he
 * can checkmate) or the game is drawn (he cannot); Cancel is its default, so that Return
 * alone decides nothing. The match journals the result before it is announced
 * (ab_match_arbiter_decides). */
#pragma once

#include <adwaita.h>

#include "ab-announcer.h"
#include "ab-match.h"

G_BEGIN_DECLS

/* Asks for the result over parent, or says that no result awaits the arbiter. A dialog
 * already open is presented again. */
void ab_arbiter_result_ask (GtkWindow *parent, AbMatch *match, AbAnnouncer *announcer);

/* The result the view shows: what ended the game and, while the result waits, the key that
 * records it (interface language). Free with g_free. NULL while the game goes on. */
char *ab_arbiter_result_text (AbMatch *match);

G_END_DECLS
