/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-practice-phrases.h — what a practice game against the engine says, in the
 * announcement language (from its catalog, as ab-phrases.h explains). */
#pragma once

#include <glib.h>

#include "ab-engine-options.h"
#include "ab-engine-review.h"
#include "ab-notation.h"

G_BEGIN_DECLS

typedef enum
{
  AB_PRACTICE_PHRASE_STARTING,      /* %s: the player's colour, %s: the level */
  AB_PRACTICE_PHRASE_CHESS960,      /* %d: the start position's number */
  AB_PRACTICE_PHRASE_DIALOG,        /* the new-practice-game dialog opened */
  AB_PRACTICE_PHRASE_NO_ENGINE,     /* no engine program is installed */
  AB_PRACTICE_PHRASE_START_FAILED,  /* %s: why the program could not be started */
  AB_PRACTICE_PHRASE_FAILED,        /* the engine crashed or hung: it is restarted */
  AB_PRACTICE_PHRASE_RESTARTED,     /* the engine is back, the game goes on */
  AB_PRACTICE_PHRASE_GAVE_UP,       /* restarting failed too often */
  AB_PRACTICE_PHRASE_HINT,          /* %s: the move */
  AB_PRACTICE_PHRASE_HINT_THINKING, /* a hint is being found */
  AB_PRACTICE_PHRASE_HINT_NOT_NOW,  /* the engine is to move, or not ready */
  AB_PRACTICE_PHRASE_NO_PRACTICE,   /* the hint key outside a practice game */
  AB_PRACTICE_PHRASE_HINTS_USED,    /* %u: hints taken */
  AB_PRACTICE_PHRASE_NO_HINTS,
  AB_PRACTICE_PHRASE_REVIEWING,
  AB_PRACTICE_PHRASE_REVIEW,        /* %s: the drops, joined */
  AB_PRACTICE_PHRASE_DROP,          /* %u: move number, %s: the move, %s: judgement,
                                     * %s: the engine's choice */
  AB_PRACTICE_PHRASE_REVIEW_CLEAN,
  AB_PRACTICE_PHRASE_REVIEW_FAILED,
  AB_PRACTICE_PHRASE_ENDED,         /* a new match replaced the practice game */
  AB_PRACTICE_PHRASE_NOT_ENGINE,    /* %s: a program that is no UCI engine (no handshake) */
  AB_PRACTICE_PHRASE_ENGINE_READY,  /* %s: the engine's name: a new engine path is kept */
  AB_PRACTICE_PHRASE_ENGINE_DEFAULT, /* the engine path is emptied: the default engine */
  AB_PRACTICE_PHRASE_CHECKING,      /* %s: the program whose handshake is tried */
  AB_PRACTICE_PHRASE_RESUMED,       /* an interrupted practice game goes on */
  AB_PRACTICE_PHRASE_HINT_UNRECORDED, /* the journal refused the hint: none is given */
  AB_PRACTICE_PHRASE_ONE_HINT,      /* HINTS_USED for one */
  AB_PRACTICE_PHRASE_COUNT
} AbPracticePhrase;

/* The phrase's printf format. */
const char *ab_practice_phrase_get (AbLanguage lang, AbPracticePhrase phrase);
/* The phrase with its arguments filled in; free with g_free. */
char *ab_practice_phrase_format (AbLanguage lang, AbPracticePhrase phrase, ...);
/* "Anfänger", "beginner", "beginner". */
const char *ab_practice_phrase_strength (AbLanguage lang, AbEngineStrength strength);
/* "Ungenauigkeit", "onnauwkeurigheid", "inaccuracy". */
const char *ab_practice_phrase_judgement (AbLanguage lang, AbEngineJudgement judgement);

G_END_DECLS
