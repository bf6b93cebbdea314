/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-move-line-phrases.c — the move line's sentences: English msgids in the "spoken"
 * context, translated by the announcement language's catalog. */
#include "ab-move-line-phrases.h"

#include <glib/gi18n.h>

#include "ab-phrases.h"
#include "ab-speech-catalog.h"

static const char *const phrases[AB_MOVE_LINE_PHRASE_COUNT] = {
  /* TRANSLATORS: after "Do you mean David takes Eva five?": Enter on the move line plays it. */
  [AB_MOVE_LINE_PHRASE_CONFIRM] = NC_ ("spoken", "Enter confirms."),
  [AB_MOVE_LINE_PHRASE_REPLACES] = NC_ ("spoken",
      "The refused text stays selected: what you type replaces it."),
};

char *
ab_move_line_phrase (AbLanguage lang, AbMoveLinePhrase phrase)
{
  g_return_val_if_fail ((unsigned) phrase < AB_MOVE_LINE_PHRASE_COUNT, g_strdup (""));

  return g_strdup (ab_phrase_spoken (lang, phrases[phrase]));
}
