/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-eboard-phrases.h — the sighted player's e-board in sentences of the announcement
 * language (from its catalog, as ab-phrases.h explains): its news and faults as
 * AbEboardWords announces them, and the answers to the keys that ask about it. */
#pragma once

#include <glib.h>

#include "ab-answers.h"
#include "ab-match-eboard.h"

G_BEGIN_DECLS

/* One piece of news, or a fault, as announced. Free with g_free. */
char *ab_eboard_phrase_news (AbMatchEboard *eboard, const AbEboardNews *news);
char *ab_eboard_phrase_fault (AbMatchEboard *eboard, const GError *error);
/* The men missing and extra on the opponent's board (a WRONG verdict's diff). */
char *ab_eboard_phrase_diff (AbLanguage lang, const AbEboardDiff *diff);
/* The e-board's state, for the key that asks: connected or not, which board on which
 * device, and whether it shows the match's position (if not, what differs). */
char *ab_eboard_phrase_state (AbMatchEboard *eboard);
/* The talking clock with a DGT clock on the board (D.2.6): what it shows; NULL when no
 * clock answers there. */
char *ab_eboard_phrase_time (AbMatchEboard *eboard, AbAnswerTime which);
/* The takeback the opponent's board shows, as the arbiter is asked to confirm it; NULL when
 * it shows none. */
char *ab_eboard_phrase_take_back_question (AbMatchEboard *eboard);
/* The board shows no earlier position to take back to. */
char *ab_eboard_phrase_no_take_back (AbLanguage lang);
/* Alt+H's words for the e-board's keys. */
char *ab_eboard_phrase_keys (AbLanguage lang);
/* The new match's mode: the opponent's moves come from his e-board. */
char *ab_eboard_phrase_mode (AbLanguage lang);
/* "It is your opponent's move; he makes it on his e-board." */

G_END_DECLS
