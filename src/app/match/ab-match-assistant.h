/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-match-assistant.h — assistant mode (FIDE Laws D.2.10, D.2.11): the assistant
 * enters both sides' moves, Annabella presses the clock for him, a fallen flag is
 * signalled for him to claim, touched pieces are logged for the arbiter, and an
 * adjourned game is sealed (Guideline I) and resumed.
 *
 * Journal (action events, ab-journal.h):
 *   action <µs> <w|b> assistant <name>          the match has an assistant for w|b
 *   action <µs> <w|b> enters-both -              w|b, the blind player, enters his
 *                                                opponent's announced moves too (one device)
 *   action <µs> <w|b> eboard -                   w|b, the sighted player, plays on an
 *                                                electronic board that enters his moves
 *   action <µs> <w|b> touch <sq> <piece> <move>  w|b touched the piece (FEN letter) on sq
 *   action <µs> <w|b> seal <move text>           w|b sealed the move, written (I.1)
 *   action <µs> <w|b> unseal -                   the envelope opened, the move played (I.9)
 * The match emits "flag-fallen" (AbColor: whose flag) once per fall in assistant mode,
 * instead of ruling on the flag by itself. */
#pragma once

#include "ab-match.h"

G_BEGIN_DECLS

AbAssistant ab_match_get_assistant (AbMatch *self);
/* NULL when none was given. */
const char *ab_match_get_assistant_name (AbMatch *self);
/* Whose move the player's move line enters: the blind player's; with an assistant
 * (D.2.10.1), or when he enters both sides' moves, the side to move. */
AbColor ab_match_get_entering_side (AbMatch *self);
/* Whether the blind player enters the moves his opponent announces too, on one device
 * without an assistant (AbMatchSetup.enters_both). */
gboolean ab_match_enters_both (AbMatch *self);
/* Whether the sighted player plays on an electronic board that enters his moves
 * (AbMatchSetup.eboard; ab-match-eboard.h reads it). */
gboolean ab_match_get_eboard (AbMatch *self);
/* While that board is away (unplugged, not found), the game goes on by keyboard: the move
 * line enters the sighted player's moves too (ab_match_get_entering_side). Not journaled:
 * a resumption finds the board again, or not. */
void ab_match_set_eboard_away (AbMatch *self, gboolean away);
gboolean ab_match_get_eboard_away (AbMatch *self);

/* One touched piece, as the arbiter reads it. */
typedef struct
{
  gint64 wall_usec;
  AbColor player; /* who touched */
  AbSquare square;
  AbPiece piece;
  guint move_number;
} AbTouch;

/* What a touched piece obliges its toucher to (4.3). */
typedef enum
{
  AB_TOUCH_DUTY_MOVE,    /* his own piece: it must be moved (4.3.1) */
  AB_TOUCH_DUTY_CAPTURE, /* an opponent's piece: it must be captured (4.3.2) */
  AB_TOUCH_DUTY_NONE,    /* it can be neither moved nor captured: no obligation */
} AbTouchDuty;

/* 4.3, D.2.10.5: player, to move, touched the piece on square; duty (may be NULL) gets
 * what that obliges him to. Journaled before it returns. Refused when player is not to
 * move (AB_MATCH_ERROR_NOT_YOUR_TURN), the square is empty (AB_GAME_ERROR_BAD_ARGUMENT)
 * or the game is over or adjourned. */
gboolean ab_match_touch (AbMatch *self, AbColor player, AbSquare square, AbTouchDuty *duty,
                         GError **error);
/* The touches logged so far (AbTouch), oldest first; free with g_array_unref. */
GArray *ab_match_get_touches (AbMatch *self);

/* Guideline I: the game is adjourned, a sealed move waits in the envelope. */
gboolean ab_match_is_adjourned (AbMatch *self);
/* I.1: the side to move seals move_text (any written form; read only at resumption).
 * The clock stops, and the envelope record is written beside the journal
 * (ab_match_get_record_path; NULL if it could not be written). Emits a ruling. */
gboolean ab_match_seal (AbMatch *self, const char *move_text, GError **error);
/* The record of an adjourned game with everything Guideline I.2 lists, the sealed move
 * on a page of its own; NULL unless adjourned. Free with g_free. */
char *ab_match_format_record (AbMatch *self);
const char *ab_match_get_record_path (AbMatch *self);
/* I.9: opens the envelope and plays the sealed move, announced as a move; an unreadable
 * or illegal one loses (I.8). */
gboolean ab_match_resume_adjourned (AbMatch *self, GError **error);

G_END_DECLS
