/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-braille-phrases.c — the braille display's sentences: English msgids in the "spoken"
 * context, translated by the announcement language's catalog. */
#include "ab-braille-phrases.h"

#include <glib/gi18n.h>

#include "ab-braille-display.h"
#include "ab-phrases.h"

static const char *const phrases[AB_BRAILLE_PHRASE_COUNT] = {
  [AB_BRAILLE_PHRASE_OWN] = NC_ ("spoken",
      "Braille: Annabella writes to the braille display herself."),
  [AB_BRAILLE_PHRASE_SCREEN_READER] = NC_ ("spoken",
      "Braille: the screen reader drives the braille display; Annabella gives it her text."),
  [AB_BRAILLE_PHRASE_NO_DAEMON] = NC_ ("spoken",
      "Braille is off: BRLTTY is not running. Speech carries on."),
  [AB_BRAILLE_PHRASE_NOT_ALLOWED] = NC_ ("spoken",
      "Braille is off: BRLTTY refused Annabella; the user must be in the brlapi group. Speech "
      "carries on."),
  [AB_BRAILLE_PHRASE_NO_DISPLAY] = NC_ ("spoken",
      "Braille is off: no braille display is connected. Speech carries on."),
  [AB_BRAILLE_PHRASE_TTY_BUSY] = NC_ ("spoken",
      "Braille is off: another program holds the braille display. Speech carries on."),
  [AB_BRAILLE_PHRASE_LOST] = NC_ ("spoken",
      "The braille display was lost; braille is off. Speech carries on."),
  [AB_BRAILLE_PHRASE_NO_MODULE] = NC_ ("spoken",
      "Braille is off: Annabella's braille module is not installed. Speech carries on."),
  [AB_BRAILLE_PHRASE_OFF] = NC_ ("spoken", "Braille is off."),
  [AB_BRAILLE_PHRASE_PRINT_ASK] = NC_ ("spoken",
      "Print the scoresheet: Enter saves it in braille, as a file for an embosser; Tab goes to "
      "the buttons, large print among them; Escape cancels."),
  /* TRANSLATORS: %s is the file's name */
  [AB_BRAILLE_PHRASE_PRINTED_BRF] = NC_ ("spoken", "The scoresheet in braille is saved as %s."),
  /* TRANSLATORS: %s is the file's name */
  [AB_BRAILLE_PHRASE_PRINTED_PDF] = NC_ ("spoken",
      "The scoresheet in large print is saved as %s."),
  /* TRANSLATORS: the file's name, then why it could not be written */
  [AB_BRAILLE_PHRASE_PRINT_FAILED] = NC_ ("spoken", "The scoresheet was not saved as %s: %s"),
};

char *
ab_braille_phrase_format (AbLanguage lang, AbBraillePhrase phrase, ...)
{
  va_list args;
  char *text;

  g_return_val_if_fail ((unsigned) phrase < AB_BRAILLE_PHRASE_COUNT, g_strdup (""));
  va_start (args, phrase);
  text = ab_phrase_vformat (lang, phrases[phrase], args);
  va_end (args);
  return text;
}

char *
ab_braille_words_fault (AbLanguage lang, const GError *error)
{
  static const AbBraillePhrase by_code[] = {
    [AB_BRAILLE_ERROR_NO_DAEMON] = AB_BRAILLE_PHRASE_NO_DAEMON,
    [AB_BRAILLE_ERROR_NOT_ALLOWED] = AB_BRAILLE_PHRASE_NOT_ALLOWED,
    [AB_BRAILLE_ERROR_NO_DISPLAY] = AB_BRAILLE_PHRASE_NO_DISPLAY,
    [AB_BRAILLE_ERROR_TTY_BUSY] = AB_BRAILLE_PHRASE_TTY_BUSY,
    [AB_BRAILLE_ERROR_LOST] = AB_BRAILLE_PHRASE_LOST,
    [AB_BRAILLE_ERROR_NO_MODULE] = AB_BRAILLE_PHRASE_NO_MODULE,
  };

  /* What is not the display's own fault is a lost display to the player. */
  if (error == NULL || error->domain != AB_BRAILLE_ERROR || error->code < 0
      || (gsize) error->code >= G_N_ELEMENTS (by_code))
    return ab_braille_phrase_format (lang, AB_BRAILLE_PHRASE_LOST);
  return ab_braille_phrase_format (lang, by_code[error->code]);
}
