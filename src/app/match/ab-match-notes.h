/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-match-notes.h — what the match's record keeps beside the rules: notes, journaled
 * ("note" events, ab-journal.h) before anyone hears of them and replayed on resume.
 *
 * A hint is one note: the move suggested to the side to move before a ply. The hints
 * count in the game record: they are told at the end and written into the PGN as a
 * comment before the move they were given for, "{Hint: Nf3}". */
#pragma once

#include "ab-match.h"
#include "ab-pgn.h"

G_BEGIN_DECLS

/* The note that makes a match a practice game against an engine (ab-practice-note.h
 * writes it with the practice settings). */
#define AB_MATCH_NOTE_PRACTICE "practice"

/* Journals the note name (no tab or newline) with arg (NULL: none) by color, then keeps
 * it. FALSE with error when the journal refused it; then nothing changes. */
gboolean ab_match_add_note (AbMatch *self, AbColor color, const char *name, const char *arg,
                            GError **error);
/* The argument of the last note of that name ("-" for none) and its colour; NULL when
 * the match has none. */
const char *ab_match_find_note (AbMatch *self, const char *name, AbColor *color);

/* Whether the match is a practice game that goes on (its practice note, not over). */
gboolean ab_match_is_practice (AbMatch *self);

/* Records a hint: move, legal for the side to move now. Call it before it is spoken. */
gboolean ab_match_add_hint (AbMatch *self, AbMove move, GError **error);
/* The hints taken so far in this match (resumed ones included). */
guint ab_match_get_n_hints (AbMatch *self);
/* The last hint given before ply (the move then suggested), or AB_MOVE_NONE. */
AbMove ab_match_get_hint (AbMatch *self, guint ply);
/* "Hint: Nf3" (translated, SAN with English letters as PGN has them) for the hint before
 * ply; NULL when there was none. Free with g_free. */
char *ab_match_format_hint (AbMatch *self, guint ply);
/* Writes each hint into game, whose main line holds the match's moves, as a comment
 * before the move it was given for (after the last move for a hint after it). */
void ab_match_annotate_pgn (AbMatch *self, AbPgnGame *game);

G_END_DECLS
