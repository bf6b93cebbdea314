/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-assistant-phrases.h — what assistant mode, touched pieces and adjournment say, in
 * the announcement language (from its catalog, as ab-phrases.h explains). */
#pragma once

#include <glib.h>

#include "ab-notation.h"

G_BEGIN_DECLS

typedef enum
{
  AB_ASSISTANT_PHRASE_MODE_BLIND,     /* D.2.10: a new match with the blind player's assistant */
  AB_ASSISTANT_PHRASE_MODE_SIGHTED,   /* D.2.11 */
  AB_ASSISTANT_PHRASE_MODE_BOTH,      /* the blind player enters his opponent's moves too */
  AB_ASSISTANT_PHRASE_HINT_OPPONENT,  /* how to enter the opponent's move, in that mode */
  AB_ASSISTANT_PHRASE_TOUCH_MOVE,     /* %s: colour, %s: time, %s: the cell (4.3.1) */
  AB_ASSISTANT_PHRASE_TOUCH_CAPTURE,  /* the same, an opponent's piece (4.3.2) */
  AB_ASSISTANT_PHRASE_TOUCH_FREE,     /* the same, the piece can be neither moved nor taken */
  AB_ASSISTANT_PHRASE_TOUCH_NOT_TO_MOVE,
  AB_ASSISTANT_PHRASE_TOUCH_EMPTY,    /* %s: the square */
  AB_ASSISTANT_PHRASE_TOUCH_LOG,      /* %u: entries; the entries follow */
  AB_ASSISTANT_PHRASE_TOUCH_ENTRY,    /* %s: time, %u: move, %s: colour, %s: the cell */
  AB_ASSISTANT_PHRASE_TOUCH_LOG_EMPTY,
  AB_ASSISTANT_PHRASE_FLAG_FALLEN,    /* %s: colour */
  AB_ASSISTANT_PHRASE_SEAL_NO_MOVE,
  AB_ASSISTANT_PHRASE_SEAL_CONFIRM,   /* %s: colour; the move is not spoken (I.1) */
  AB_ASSISTANT_PHRASE_SEALED,         /* %s: colour, %s: the record's path */
  AB_ASSISTANT_PHRASE_SEALED_NO_FILE, /* %s: colour */
  AB_ASSISTANT_PHRASE_ADJOURNED,      /* a move or act while adjourned */
  AB_ASSISTANT_PHRASE_NOT_ADJOURNED,
  AB_ASSISTANT_PHRASE_UNSEALED,
  AB_ASSISTANT_PHRASE_COUNT
} AbAssistantPhrase;

/* The phrase with its arguments filled in; free with g_free. */
char *ab_assistant_phrase_format (AbLanguage lang, AbAssistantPhrase phrase, ...);

G_END_DECLS
