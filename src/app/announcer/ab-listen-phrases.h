/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-listen-phrases.h — what listening says: the read-back of a heard move, "not
 * understood", why listening is off, in the announcement language (from its catalog, as
 * ab-phrases.h explains). */
#pragma once

#include <glib.h>

#include "ab-match-heard.h"
#include "ab-match.h"

G_BEGIN_DECLS

typedef enum
{
  AB_LISTEN_PHRASE_HEARD,          /* %s: the move as announced; Enter or Escape */
  AB_LISTEN_PHRASE_HEARD_OTHER,    /* %s: the next reading, after "no" */
  AB_LISTEN_PHRASE_HEARD_UNCLEAR_REPETITION, /* %s: as HEARD, its repetition not understood */
  AB_LISTEN_PHRASE_ASK_BOTH,       /* %s or %s: not understood, one of two moves */
  AB_LISTEN_PHRASE_NOT_UNDERSTOOD, /* below the threshold: nothing changed */
  AB_LISTEN_PHRASE_DROPPED,        /* no other reading: nothing changed */
  AB_LISTEN_PHRASE_NOTHING_HEARD,  /* Enter or Escape asked about no heard move */
  AB_LISTEN_PHRASE_OPEN,           /* listening began, open microphone */
  AB_LISTEN_PHRASE_PUSH_TO_TALK,   /* %s: the talk key */
  AB_LISTEN_PHRASE_OFF,
  AB_LISTEN_PHRASE_NO_MODEL,       /* the recogniser or its dictionary is missing */
  AB_LISTEN_PHRASE_NO_MICROPHONE,  /* %s: the source's name, or "the default microphone" */
  AB_LISTEN_PHRASE_DEFAULT_SOURCE, /* the %s of NO_MICROPHONE for the default source */
  AB_LISTEN_PHRASE_LOST,           /* the microphone stopped while listening */
  AB_LISTEN_PHRASE_NOT_BUILT,      /* this build has no recogniser */
  AB_LISTEN_PHRASE_KEYS_OPEN,      /* Alt+H, listening with the open microphone */
  AB_LISTEN_PHRASE_KEYS_PUSH,      /* Alt+H, push-to-talk; %s: the talk key */
  AB_LISTEN_PHRASE_DISAGREE,       /* %s: the move announced, %s: the move repeated */
  AB_LISTEN_PHRASE_DISAGREE_PLAYED, /* %s: the move played, %s: its late repetition */
  AB_LISTEN_PHRASE_TOO_LATE,       /* %s: the move played, %s: another, after the wait */
  AB_LISTEN_PHRASE_HELD_BY_SOUND,  /* the computer's sound has kept listening paused */
  AB_LISTEN_PHRASE_LINE_WAITS,     /* %s: the move line's text, which Enter leaves there */
  AB_LISTEN_PHRASE_FORGOTTEN,      /* what the games taught of the voice is forgotten */
  AB_LISTEN_PHRASE_NOT_FORGOTTEN,  /* %s: why it could not be */
  AB_LISTEN_PHRASE_NOTHING_LEARNT, /* forget asked, but no voice is learnt here */
  AB_LISTEN_PHRASE_STILL_LEARNING, /* forget asked while the profile is being made */
  AB_LISTEN_PHRASE_OPPONENT_FORGOTTEN, /* %s: the opponent whose voice is forgotten */
  AB_LISTEN_PHRASE_OPPONENT_NOTHING,   /* forget asked, but nothing of his voice is kept */
  AB_LISTEN_PHRASE_COUNT
} AbListenPhrase;

/* The phrase with its arguments filled in; free with g_free. */
char *ab_listen_phrase_format (AbLanguage lang, AbListenPhrase phrase, ...);
/* Why listening is off: no such microphone (named by source, "" for the default), or no
 * recogniser or model. */
char *ab_listen_phrase_unavailable (AbLanguage lang, gboolean no_microphone,
                                    const char *source);
/* The phrase with a move, as it is announced in pos, for its %s (the read-back). */
char *ab_listen_phrase_move (AbLanguage lang, AbListenPhrase phrase, const AbPosition *pos,
                             AbMove move);
/* The read-back of a heard move (phrase HEARD or HEARD_OTHER), and when the move line
 * holds text (line), that it stays there: Enter confirms the move heard, not the text. */
char *ab_listen_phrase_read_back (AbLanguage lang, AbListenPhrase phrase, const AbPosition *pos,
                                  AbMove move, const char *line);
/* The question between two moves heard (ab_match_get_asked): "Eva fünf oder Eva vier?". */
char *ab_listen_phrase_ask (AbLanguage lang, const AbPosition *pos, AbMove first,
                            AbMove second);
/* A disagreement between an announcement and its repetition (ab-match-heard.h). */
char *ab_listen_disagreement_words (AbLanguage lang, const AbHeardDisagreement *d);
/* Another move than the one played, heard after the wait for its repetition: the two, not
 * compared (d->played is TRUE). */
char *ab_listen_too_late_words (AbLanguage lang, const AbHeardDisagreement *d);

G_END_DECLS
