/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-speech-lexicon.h — spell for the voice, display for the eye.
 *
 * espeak-ng mispronounces some of Appendix D's words: the German voice says
 * "Cesar" with a K, stresses "David" and "Rochade" on the wrong syllable,
 * and mangles ASCII "Koenig". The lexicon rewrites such words, per language,
 * just before synthesis; the text shown on screen stays as the core wrote it. */
#pragma once

#include <glib.h>

#include "ab-notation.h"

G_BEGIN_DECLS

/* text as espeak-ng should receive it in lang (words whole and
 * case-insensitive; "[[" in text is defused, since the result may hold
 * espeak-ng phonemes in [[…]]). Free with g_free. */
char *ab_lexicon_spell (AbLanguage lang, const char *text);

G_END_DECLS
