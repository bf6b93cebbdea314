/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-match-heard.h — moves heard aloud, and their repetition (FIDE Laws D.2.1, D.2.8, D.2.9).
 *
 * A listener (a window with a microphone) hands each move it hears to an AbMatchHeard; the
 * rule of what a hearing does lives here, beside ab_match_play, not in the listener.
 * - Listening to one player: a heard move becomes the match's move waiting for the
 *   player's confirmation (ab-match-pending.h) and is played only then (D.2.8).
 * - Listening to both (D.2.1: the opponent repeats each announcement): the first hearing
 *   waits, unsaid, for the repetition. The same move plays it; another is a "disagreement"
 *   and nothing is played; when none comes in time, "unrepeated": the listener reads it
 *   back for a key as with one player.
 * - A move played without its repetition heard (confirmed by key, typed, made on the
 *   mirror) is still compared with a repetition heard soon after, before the next move is
 *   announced: the same move is accepted quietly, another is a "disagreement" about a move
 *   that stands (D.2.9 caught early: the boards may now differ). The grammar holds the
 *   position before's moves until the next hearing, not just the wait: a grammar changed
 *   while someone speaks would lose what is being said.
 * - Asking with both (one player listened to): a hearing not understood whose two best
 *   readings are legal moves differing in one word ("Eva fünf", "Eva vier") becomes the
 *   match's question (AB_MATCH_PENDING_ASKED); the player answers by saying one of them
 *   (heard as one of the two even below the threshold), which is read back and confirmed
 *   as any heard move (the same voice and recogniser that
 *   confused the two once may again: the answer alone is not a confirmation), the other
 *   behind it for Escape. Another move said is just a new move; Escape or "nein" drops it.
 * Every move is played through ab_match_play: journaled, then announced. The waits count
 * only the time in which a repetition could be heard (ab_match_heard_set_deaf). Says
 * nothing itself: the announcer words the facts (ab-listen-phrases.h). */
#pragma once

#include "ab-match.h"
#include "ab-spoken-grammar.h"

G_BEGIN_DECLS

/* How long a repetition is waited for, in milliseconds of listening. */
#define AB_MATCH_HEARD_WAIT_MS 4000

typedef enum
{
  AB_HEARD_OFFER,         /* one player listened to: read it back, play it on confirm */
  AB_HEARD_WAIT,          /* both: it waits unsaid for its repetition */
  AB_HEARD_AGREED,        /* the repetition named the same move: played */
  AB_HEARD_DISAGREED,     /* another move: "disagreement" was emitted, nothing played */
  AB_HEARD_REPEATED_LATE, /* the repetition of the move just played, in time or after the
                           * wait: nothing to do */
  AB_HEARD_TOO_LATE,      /* another move of the position before, after the wait: not
                           * compared, nothing changed; the move played is the last one */
  AB_HEARD_REFUSED,       /* the match refused it (the error says why); nothing changed */
  AB_HEARD_ASKED,         /* not understood: the match's question asks with both readings */
  AB_HEARD_UNCLEAR,       /* not understood, nothing asked: nothing changed */
} AbHeardOutcome;

/* The fact of a disagreement: two announcements of one move that name different moves. */
typedef struct
{
  const AbPosition *position; /* where both were announced */
  AbMove announced;           /* the first announcement, or the move played */
  AbMove repeated;            /* the repetition */
  gboolean played;            /* announced was played before the repetition came: it stands */
} AbHeardDisagreement;

#define AB_TYPE_MATCH_HEARD (ab_match_heard_get_type ())
G_DECLARE_FINAL_TYPE (AbMatchHeard, ab_match_heard, AB, MATCH_HEARD, GObject)

/* Signals: "unrepeated" (gboolean unclear: the wait for the repetition ended without one,
 * or with one not understood: read the pending move back), "disagreement" (const AbHeardDisagreement *), "changed" (what may be heard
 * changed, or the pending move was dropped: a new grammar is due). */
AbMatchHeard *ab_match_heard_new (AbMatch *match);
AbMatch *ab_match_heard_get_match (AbMatchHeard *self);
/* Who is expected to speak now (the property "speaker"), whose voice the listener should
 * hear the next utterance with. Listening to both (D.2.1): while an announcement awaits its
 * repetition, the side not to move; else the side to move (who repeats the move just played,
 * then announces his own). Listening to one: the blind player. */
AbColor ab_match_heard_get_speaker (AbMatchHeard *self);
/* Listening to both players (the property "both"); off by default. */
void ab_match_heard_set_both (AbMatchHeard *self, gboolean both);
/* The wait for a repetition (AB_MATCH_HEARD_WAIT_MS by default). */
void ab_match_heard_set_wait (AbMatchHeard *self, guint ms);
/* While deaf (Annabella's own voice plays, the microphone is paused) the waits stand still:
 * a repetition could not be heard. */
void ab_match_heard_set_deaf (AbMatchHeard *self, gboolean deaf);
/* The same while the computer's sound (a screen reader) keeps the microphone deaf. */
void ab_match_heard_set_deaf_for_sound (AbMatchHeard *self, gboolean deaf);

/* What may be heard now, as a grammar for languages (AB_SPOKEN_LANGUAGE_BIT): the
 * commands; the moves when the listener's side (ab_match_get_entering_side) may move; the
 * moves of the position before while a repetition of the move just played is awaited. */
AbSpokenGrammar *ab_match_heard_new_grammar (AbMatchHeard *self, unsigned languages);

/* Words heard that name no legal move for the listener's side (a phrase of
 * AB_SPOKEN_GRAMMAR_IMPOSSIBLE): why they are refused, as a typed text would be: the
 * match's refusal (not his turn, the game over), else AB_MATCH_ERROR_UNREADABLE with
 * move_error filled. Nothing changes; a repetition awaited counts as unclear
 * (ab_match_heard_unclear). */
void ab_match_heard_impossible (AbMatchHeard *self, const char *words, AbMoveError *move_error,
                                GError **error);
/* An utterance was not understood. While the announcement waits unsaid for its repetition,
 * this was the repetition: the wait ends, and "unrepeated" comes at once with unclear set,
 * so the players hear about the announcement first, then about its repetition. TRUE when
 * it was. */
gboolean ab_match_heard_unclear (AbMatchHeard *self);
/* An utterance not understood (after ab_match_heard_unclear said it was no repetition):
 * readings and their words (the phrases' keys), best first.
 * - While a question waits, a first reading that is one of its two moves is its answer,
 *   heard with that prior though below the threshold: it waits to be read back and
 *   confirmed, the other behind it (AB_HEARD_OFFER); the player need not be understood
 *   twice as well as the first time, and what plays is still only what he confirms.
 * - When the first two are legal moves whose words differ in exactly one
 *   (ab_spoken_words_differ_in_one), the listener's side may move and one player is
 *   listened to, the player is asked which (AB_HEARD_ASKED: ab_match_get_asked).
 * - Otherwise a question that waited still does (AB_HEARD_ASKED), or nothing changed
 *   (AB_HEARD_UNCLEAR). */
AbHeardOutcome ab_match_heard_ask (AbMatchHeard *self, const AbMove *readings,
                                   const char *const *words, guint n);
/* A move heard: in the current position, or the repetition of the move just played.
 * readings: what the words may have been, best first (the first is the move heard; the
 * others wait behind it for a refusal). The answer to a question (one of its two moves)
 * waits with the other behind it. began: when its speech began
 * (g_get_monotonic_time; 0: just now): a repetition begun within the wait is in time. */
AbHeardOutcome ab_match_heard_move (AbMatchHeard *self, const AbMove *readings, guint n,
                                    gint64 began, GError **error);

G_END_DECLS
