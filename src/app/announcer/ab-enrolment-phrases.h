/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-enrolment-phrases.h — what learning the player's voice says: the phrases to say
 * after Annabella, the keys, the outcome, in the announcement language (from its catalog,
 * as ab-phrases.h explains). */
#pragma once

#include <glib.h>

#include "ab-notation.h"

G_BEGIN_DECLS

typedef enum
{
  AB_ENROLMENT_PHRASE_INTRO,     /* %u: how many phrases */
  AB_ENROLMENT_PHRASE_SAY,       /* %u: which, %u: of how many, %s: the phrase */
  AB_ENROLMENT_PHRASE_AGAIN,     /* %s: the phrase, not heard clearly */
  AB_ENROLMENT_PHRASE_LEARNING,  /* all said: the model is adapted now */
  AB_ENROLMENT_PHRASE_LEARNT,    /* %u: phrases learnt from */
  AB_ENROLMENT_PHRASE_NO_TOOLS,  /* the adapting programs are not installed */
  AB_ENROLMENT_PHRASE_FAILED,    /* adapting failed for another reason */
  AB_ENROLMENT_PHRASE_STOPPED,   /* Escape: nothing changed */
  AB_ENROLMENT_PHRASE_BUSY,      /* asked again while learning */
  AB_ENROLMENT_PHRASE_NO_SCRIPT, /* the phrases to say are not installed */
  AB_ENROLMENT_PHRASE_INTRO_OPPONENT, /* %s: the opponent's name, %u: how many phrases */
  AB_ENROLMENT_PHRASE_LEARNT_OPPONENT, /* %s: his name, %u: phrases learnt from */
  AB_ENROLMENT_PHRASE_NO_OPPONENT, /* the opponent has no name: nothing to keep it under */
  AB_ENROLMENT_PHRASE_OFFER,     /* %s: a named opponent whose voice is not known yet */
  AB_ENROLMENT_PHRASE_COUNT
} AbEnrolmentPhrase;

/* The phrase with its arguments filled in; free with g_free. */
char *ab_enrolment_phrase_format (AbLanguage lang, AbEnrolmentPhrase phrase, ...);

/* An enrolment phrase's dictionary keys as they are written and said ("laeufer cesar
 * vier" → "Läufer cesar vier"); free with g_free. */
char *ab_enrolment_words (AbLanguage lang, const char *keys);

G_END_DECLS
