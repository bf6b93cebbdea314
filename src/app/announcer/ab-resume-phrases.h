/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-resume-phrases.h — what the offer to resume an interrupted match, its outcome and a
 * kept match opened again say, in the announcement language (from its catalog, as
 * ab-phrases.h explains). */
#pragma once

#include <glib.h>

#include "ab-match.h"

G_BEGIN_DECLS

typedef enum
{
  AB_RESUME_PHRASE_OFFER,         /* %u: half-moves played; the keys */
  AB_RESUME_PHRASE_OFFER_CLOCK,   /* %u: half-moves, %s: the downtime; the keys with charge */
  AB_RESUME_PHRASE_FOCUS_RESUME,  /* Tab reached a choice: what it does and its key */
  AB_RESUME_PHRASE_FOCUS_CHARGE,
  AB_RESUME_PHRASE_FOCUS_NEW,
  AB_RESUME_PHRASE_CONFIRM_NEW,   /* %u: half-moves; before the match is set aside */
  AB_RESUME_PHRASE_NOTHING_CHARGED,
  AB_RESUME_PHRASE_CHARGED,       /* %s: the colour whose clock ran, %s: the time taken */
  AB_RESUME_PHRASE_CLOCKS,        /* %s: White's time, %s: Black's */
  AB_RESUME_PHRASE_KEPT,          /* %s: the file the set-aside match is kept in */
  AB_RESUME_PHRASE_OPENED,        /* %s: the kept match's file, %u: its half-moves */
  AB_RESUME_PHRASE_OPEN_FAILED,   /* %s: the file */
  AB_RESUME_PHRASE_COUNT
} AbResumePhrase;

/* The phrase with its arguments filled in; free with g_free. */
char *ab_resume_phrase_format (AbLanguage lang, AbResumePhrase phrase, ...);

/* A clock's time to the second, as words: "1 Stunde 30 Minuten 5 Sekunden" (the talking
 * clock's durations leave the seconds out past an hour). Free with g_free. */
char *ab_resume_phrase_time (AbLanguage lang, gint64 usec);

/* "White 1 hour 30 minutes 5 seconds, Black …": both clocks of match to the second; NULL
 * when it has no clock. Free with g_free. */
char *ab_resume_phrase_clocks (AbLanguage lang, AbMatch *match);

G_END_DECLS
