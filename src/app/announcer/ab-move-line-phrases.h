/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-move-line-phrases.h — what the blind player's move line adds to a refusal, in the
 * announcement language (from its catalog, as ab-phrases.h explains). */
#pragma once

#include <glib.h>

#include "ab-notation.h"

G_BEGIN_DECLS

typedef enum
{
  AB_MOVE_LINE_PHRASE_CONFIRM,  /* after "Do you mean …?" with one move: Enter plays it */
  AB_MOVE_LINE_PHRASE_REPLACES, /* once: the refused text is selected, typing replaces it */
  AB_MOVE_LINE_PHRASE_COUNT
} AbMoveLinePhrase;

/* The phrase; free with g_free. */
char *ab_move_line_phrase (AbLanguage lang, AbMoveLinePhrase phrase);

G_END_DECLS
