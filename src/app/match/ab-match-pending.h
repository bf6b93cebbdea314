/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-match-pending.h — the one move that waits for the player's confirmation (D.2.8).
 *
 * A move that could be misread or misheard is never played before the player confirms it.
 * Two kinds wait, one at a time (a new one replaces the old):
 * - typed: the move line's text names no move exactly but fits one loosely ("Meinst du
 *   David schlägt Eva fünf?"); Enter on that same text confirms it;
 * - heard: a move heard aloud (ab-match-heard.h) and read back; Enter confirms it, whatever
 *   the move line holds (that text stays, unplayed); the press variant (Alt+Enter, the
 *   clock key) also presses the clock when the press is due; listening to both players, the
 *   agreeing repetition confirms it. While it still waits unsaid for its repetition, no key
 *   confirms it: what a key plays has been read back first.
 * Beside them a question waits the same way, one at a time with them: a hearing not
 * understood whose two best readings are legal moves that differ in one word ("Eva fünf
 * oder Eva vier?"). Nothing waits to be confirmed then: no key plays either move; the
 * player's answer, heard as one of the two, becomes the heard move read back and confirmed
 * as any other (ab-match-heard.h), the other one behind it for a refusal.
 * What drops it: any change of the position (a move, a new match, a take-back), the end of
 * the game, refusing it (Escape, "nein": a heard move's next reading comes first), and an
 * edit of the move line (the player now means what he types).
 * Every move is played through ab_match_play: journaled, then announced. "pending-changed"
 * tells whoever shows or reads the pending move. */
#pragma once

#include "ab-match.h"

G_BEGIN_DECLS

typedef enum
{
  AB_MATCH_PENDING_NONE,
  AB_MATCH_PENDING_TYPED, /* a typed text's loose fit */
  AB_MATCH_PENDING_HEARD, /* a move heard aloud */
  /* after HEARD: the kinds from HEARD on are the listener's */
  AB_MATCH_PENDING_ASKED, /* which of two moves heard: nothing to confirm until answered */
} AbMatchPendingKind;

typedef enum
{
  AB_ENTERED_TEXT,    /* the move line's text was played: the line may be emptied */
  AB_ENTERED_PENDING, /* the move waiting was played: the line's text stays */
  AB_ENTERED_REFUSED, /* nothing played; error says why (a loose fit of the text is now
                       * offered: AB_MATCH_PENDING_TYPED) */
} AbEntered;

AbMatchPendingKind ab_match_get_pending_kind (AbMatch *self);
/* The move waiting, in the position now (AB_MOVE_NONE: none, or a question). */
AbMove ab_match_get_pending (AbMatch *self);
/* Whether the heard move still waits unsaid for its repetition. */
gboolean ab_match_get_pending_unsaid (AbMatch *self);

/* A move heard for the entering side: readings (legal here), best first, the first of them
 * waiting; the others come after a refusal. unsaid: it waits for its repetition first. */
void ab_match_offer_heard (AbMatch *self, const AbMove *readings, guint n, gboolean unsaid);
/* A hearing not understood between two legal moves: the player is asked which (the kind
 * AB_MATCH_PENDING_ASKED), in place of whatever waited. Nothing is asked, and FALSE, when
 * either is not legal here or they are the same. */
gboolean ab_match_ask_heard (AbMatch *self, AbMove first, AbMove second);
/* The two moves of the question waiting, the better reading first; FALSE when none waits. */
gboolean ab_match_get_asked (AbMatch *self, AbMove *first, AbMove *second);

/* The heard move was read back: a key may confirm it now. */
void ab_match_pending_said (AbMatch *self);
/* Escape or "nein": TRUE when the next reading now waits, FALSE when none was left and
 * nothing waits any more (a question is dropped whole). */
gboolean ab_match_refuse_pending (AbMatch *self);
void ab_match_drop_pending (AbMatch *self);
/* The move line now holds text: a move offered for another text, or heard before the
 * edit, no longer waits. */
void ab_match_pending_text_changed (AbMatch *self, const char *text);

/* Enter, on the move line (text: what it holds) or elsewhere (text NULL): a heard move
 * that waits is played, else a typed move offered for this very text, else the text as
 * typed, for the entering side. press: and the clock press, when it is due. A refused text
 * fills move_error when it names no move here (AB_MATCH_ERROR_UNREADABLE). */
AbEntered ab_match_enter (AbMatch *self, const char *text, gboolean press,
                          AbMoveError *move_error, GError **error);
/* Plays the move waiting (a key, or its agreeing repetition); press as for
 * ab_match_enter. Refused when none waits, it waits unsaid, or a question waits. */
gboolean ab_match_confirm_pending (AbMatch *self, gboolean press, GError **error);

G_END_DECLS
