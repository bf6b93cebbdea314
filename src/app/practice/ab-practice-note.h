/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-practice-note.h — a practice game's settings in its match's journal, so that an
 * interrupted practice game resumes as one: the note "practice" (ab-match-notes.h) by
 * the engine's colour, with the argument "<--practice text> <engine path>", e.g.
 *   note	<µs>	b	practice	white,club,300+3,960:518 /usr/games/stockfish
 * The colour and the start are those played (never "random"); the time control is the
 * setup's too (the clock itself replays from the setup event). */
#pragma once

#include "ab-match.h"
#include "ab-practice-setup.h"

G_BEGIN_DECLS

/* Journals setup (as played) and the engine's path on match. */
gboolean ab_practice_note_write (AbMatch *match, const AbPracticeSetup *setup,
                                 const char *engine_path, GError **error);
/* The practice settings of the match's last practice note; FALSE when it has none, or
 * one that does not read. engine_path: free with g_free. */
gboolean ab_practice_note_read (AbMatch *match, AbPracticeSetup *setup, char **engine_path);

G_END_DECLS
