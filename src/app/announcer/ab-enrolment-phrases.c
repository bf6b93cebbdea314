/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-enrolment-phrases.c — learning the voice's sentences: English msgids in the "spoken"
 * context, translated by the announcement language's catalog. */
#include "ab-enrolment-phrases.h"

#include <glib/gi18n.h>
#include <stdarg.h>

#include "ab-phrases.h"

static const char *const phrases[AB_ENROLMENT_PHRASE_COUNT] = {
  /* TRANSLATORS: learning the player's voice; %u: how many phrases he says. */
  [AB_ENROLMENT_PHRASE_INTRO] = NC_ ("spoken",
      "Learning your voice. I say %u phrases, one at a time; say each after me, as you "
      "announce a move. Enter begins. R says a phrase again, Backspace goes back one, "
      "Escape stops and nothing changes."),
  /* TRANSLATORS: %u: the phrase's number, %u: how many, %s: the phrase to say after her. */
  [AB_ENROLMENT_PHRASE_SAY] = NC_ ("spoken", "%u of %u: %s"),
  /* TRANSLATORS: %s: the phrase, to be said again. */
  [AB_ENROLMENT_PHRASE_AGAIN] = NC_ ("spoken", "Not heard clearly. Again: %s"),
  [AB_ENROLMENT_PHRASE_LEARNING] = NC_ ("spoken",
      "Thank you. Learning your voice; this takes a moment."),
  /* TRANSLATORS: %u: the phrases learnt from. */
  [AB_ENROLMENT_PHRASE_LEARNT] = NC_ ("spoken",
      "Done: listening knows your voice now, from %u phrases."),
  [AB_ENROLMENT_PHRASE_NO_TOOLS] = NC_ ("spoken",
      "Your voice cannot be learnt: the programs for it, sphinxtrain, are not "
      "installed. Nothing changed."),
  [AB_ENROLMENT_PHRASE_FAILED] = NC_ ("spoken",
      "Your voice could not be learnt. Nothing changed."),
  [AB_ENROLMENT_PHRASE_STOPPED] = NC_ ("spoken",
      "Stopped. Nothing changed: listening knows your voice as before."),
  [AB_ENROLMENT_PHRASE_BUSY] = NC_ ("spoken", "Your voice is being learnt already."),
  [AB_ENROLMENT_PHRASE_NO_SCRIPT] = NC_ ("spoken",
      "Your voice cannot be learnt: the phrases to say are not installed."),
  [AB_ENROLMENT_PHRASE_INTRO_OPPONENT] = NC_ ("spoken",
      "%s, learning your voice. I say %u phrases, one at a time, and show each on your "
      "screen; say each after me, as you announce a move. Escape on the blind player's "
      "keyboard stops."),
  [AB_ENROLMENT_PHRASE_LEARNT_OPPONENT] = NC_ ("spoken",
      "Done: listening knows the voice of %s now, from %u phrases."),
  [AB_ENROLMENT_PHRASE_NO_OPPONENT] = NC_ ("spoken",
      "The opponent's voice is kept under his name, and this match has none: give the "
      "players' names in a new match first."),
  [AB_ENROLMENT_PHRASE_OFFER] = NC_ ("spoken",
      "The voice of %s is not known yet. Before the game, he may teach it: Learn My Voice "
      "on his screen. It is not required."),
};

char *
ab_enrolment_phrase_format (AbLanguage lang, AbEnrolmentPhrase phrase, ...)
{
  va_list args;
  char *text;

  g_return_val_if_fail ((unsigned) phrase < AB_ENROLMENT_PHRASE_COUNT, g_strdup (""));

  va_start (args, phrase);
  text = ab_phrase_vformat (lang, phrases[phrase], args);
  va_end (args);
  return text;
}

char *
ab_enrolment_words (AbLanguage lang, const char *keys)
{
  /* German keys write the umlauts out (ab_spoken_key); no Dutch or English key of the
   * lists has these pairs but as themselves. */
  static const char *const umlauts[][2] = { { "ae", "ä" }, { "oe", "ö" }, { "ue", "ü" } };
  GString *words = g_string_new (keys);

  if (lang == AB_LANG_DE)
    for (guint i = 0; i < G_N_ELEMENTS (umlauts); i++)
      g_string_replace (words, umlauts[i][0], umlauts[i][1], 0);
  if (g_ascii_islower (words->str[0]))
    words->str[0] = g_ascii_toupper (words->str[0]);
  return g_string_free (words, FALSE);
}
