/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-eboard-words.h — the sighted player's e-board in words, in the announcement language
 * (from its catalog, as ab-phrases.h explains).
 *
 * AbMatchEboard (ab-match-eboard.h) says nothing: it tells news and faults. AbEboardWords
 * listens to one and words each in the announcement language, then emits "announcement"
 * with the text and its kind; the announcer says it to the blind player, the mirror shows it
 * to the sighted one in large type (D.2.9: both players hear of a difference). A board's men
 * are named in the Appendix D words: "Auf dem Brett des Gegners fehlt der schwarze Springer
 * auf Gustav acht." ab-eboard-phrases.h words single facts for the keys that ask. */
#pragma once

#include <glib-object.h>

#include "ab-match-eboard.h"

G_BEGIN_DECLS

typedef enum
{
  AB_EBOARD_ANNOUNCE_INFO,    /* connected, right again, noise: said in turn */
  AB_EBOARD_ANNOUNCE_WARNING, /* the boards differ, a wrong board, a fault: important */
} AbEboardAnnounceKind;

#define AB_TYPE_EBOARD_WORDS (ab_eboard_words_get_type ())
G_DECLARE_FINAL_TYPE (AbEboardWords, ab_eboard_words, AB, EBOARD_WORDS, GObject)

/* Words eboard's news and faults from now on: "announcement" (text, AbEboardAnnounceKind). */
AbEboardWords *ab_eboard_words_new (AbMatchEboard *eboard);

G_END_DECLS
