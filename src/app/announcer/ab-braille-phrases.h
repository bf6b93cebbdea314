/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-braille-phrases.h — what Annabella says about her own braille display, in the
 * announcement language (from its catalog, as ab-phrases.h explains): why braille is off
 * (said once, spoken and shown; speech carries on), which way braille goes, and the
 * scoresheet printed in braille or in large print (Ctrl+P). */
#pragma once

#include <glib.h>

#include "ab-notation.h"

G_BEGIN_DECLS

typedef enum
{
  AB_BRAILLE_PHRASE_OWN,           /* braille on: Annabella writes to the display herself */
  AB_BRAILLE_PHRASE_SCREEN_READER, /* braille through the screen reader's display */
  AB_BRAILLE_PHRASE_NO_DAEMON,     /* AB_BRAILLE_ERROR_NO_DAEMON … */
  AB_BRAILLE_PHRASE_NOT_ALLOWED,
  AB_BRAILLE_PHRASE_NO_DISPLAY,
  AB_BRAILLE_PHRASE_TTY_BUSY,
  AB_BRAILLE_PHRASE_LOST,
  AB_BRAILLE_PHRASE_NO_MODULE,     /* … AB_BRAILLE_ERROR_NO_MODULE */
  AB_BRAILLE_PHRASE_OFF,           /* the player turned braille off */
  AB_BRAILLE_PHRASE_PRINT_ASK,     /* Ctrl+P: which paper */
  AB_BRAILLE_PHRASE_PRINTED_BRF,   /* (file name) */
  AB_BRAILLE_PHRASE_PRINTED_PDF,   /* (file name) */
  AB_BRAILLE_PHRASE_PRINT_FAILED,  /* (file name, why) */
  AB_BRAILLE_PHRASE_COUNT
} AbBraillePhrase;

/* The phrase with its arguments, if any; free with g_free. */
char *ab_braille_phrase_format (AbLanguage lang, AbBraillePhrase phrase, ...);
/* Why braille is off, for an AbBrailleDisplay's error (AB_BRAILLE_ERROR); free with
 * g_free. */
char *ab_braille_words_fault (AbLanguage lang, const GError *error);

G_END_DECLS
