/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-spoken-words.h — the describe layer's sentences in the announcement language.
 *
 * What the voice says (a refused move's reason, a ruling, a refused game
 * action) is in the announcement language, which is independent of the
 * interface language: an English desktop may announce in German. These
 * words come from the announcement language's catalog (ab-speech-catalog.h),
 * read without the process locale.
 *
 * One text for what is said and what is shown of it: AbMatch's rulings and
 * refusals (its "announcement" signal, its GError messages) are in the
 * announcement language wherever they appear, on the player's window, in
 * its accessible description for Orca, and on the mirror, which already
 * shows each announcement as it is said. A second, interface-language copy
 * of each would have to travel beside it through every signal, for a screen
 * that already shows the spoken moves in that language. Sentences a window
 * makes for its own screen only (the mirror's reason for a refused typed
 * move, FEN and PGN errors, the tournament) call ab_describe_* directly and
 * stay in the interface language. */
#pragma once

#include <glib.h>

#include "ab-describe-game.h"
#include "ab-describe-move.h"
#include "ab-describe-translator.h"

G_BEGIN_DECLS

/* Every ab_describe_* call on this thread between begin and end speaks lang. */
void ab_spoken_words_begin (AbLanguage lang);
void ab_spoken_words_end (void);

/* A plain msgid (marked with N_) from lang's catalog: for the app's own
 * sentences that are spoken, not shown. */
const char *ab_spoken_words_gettext (AbLanguage lang, const char *msgid);

/* ab_describe_move_error with lang's words, moves said as they are announced. */
void ab_spoken_move_error (AbLanguage lang, const AbPosition *pos, const AbMoveError *error,
                           char *buf, gsize size);
/* The same for the text read: a syntax error names the word it stopped at. */
void ab_spoken_move_error_text (AbLanguage lang, const AbPosition *pos, const AbMoveError *error,
                                const char *text, char *buf, gsize size);
void ab_spoken_game_error (AbLanguage lang, AbGameError error, char *buf, gsize size);
void ab_spoken_decision (AbLanguage lang, const AbDecision *decision, char *buf, gsize size);

G_END_DECLS
