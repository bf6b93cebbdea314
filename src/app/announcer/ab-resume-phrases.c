/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-resume-phrases.c — the resumption's sentences: English msgids in the "spoken"
 * context, translated by the announcement language's catalog. */
#include "ab-resume-phrases.h"

#include <glib/gi18n.h>
#include <stdarg.h>

#include "ab-phrases.h"
#include "ab-speech-catalog.h"

static const char *const phrases[AB_RESUME_PHRASE_COUNT] = {
  /* TRANSLATORS: %u: the half-moves played in the interrupted match, %s: the letter of the
   * dialog's "New Match" button (its mnemonic in the interface language). */
  [AB_RESUME_PHRASE_OFFER] = NC_ ("spoken",
      "An interrupted match after %u half-moves can be resumed. Enter resumes it. Alt %s or "
      "Escape starts a new match; the interrupted one is kept. Tab goes through the choices."),
  /* TRANSLATORS: %u: the half-moves played, %s: how long the program was down, %s and %s:
   * the letters of the dialog's "Resume and charge" and "New Match" buttons. */
  [AB_RESUME_PHRASE_OFFER_CLOCK] = NC_ ("spoken",
      "An interrupted match after %u half-moves can be resumed. The program was down for %s. "
      "Enter resumes it with the clocks as they were. Alt %s resumes it and takes that time "
      "from the clock that ran. Alt %s or Escape starts a new match; the interrupted one is "
      "kept. Tab goes through the choices."),
  /* TRANSLATORS: said when Tab reaches the button; %s: its letter. */
  [AB_RESUME_PHRASE_FOCUS_RESUME] = NC_ ("spoken",
      "Resume, the clocks as they were: Enter, or Alt %s."),
  /* TRANSLATORS: said when Tab reaches the button; %s: its letter. */
  [AB_RESUME_PHRASE_FOCUS_CHARGE] = NC_ ("spoken",
      "Resume and take the time the program was down from the clock that ran: Enter, or "
      "Alt %s."),
  /* TRANSLATORS: said when Tab reaches the button; %s: its letter. */
  [AB_RESUME_PHRASE_FOCUS_NEW] = NC_ ("spoken",
      "New match, the interrupted one kept: Enter, or Alt %s."),
  /* TRANSLATORS: %u: the half-moves played in the interrupted match. */
  [AB_RESUME_PHRASE_CONFIRM_NEW] = NC_ ("spoken",
      "Start a new match? The interrupted match after %u half-moves is set aside and kept as a "
      "file; Control Shift K opens it again. Enter confirms, Escape goes back."),
  [AB_RESUME_PHRASE_NOTHING_CHARGED] = NC_ ("spoken", "Nothing charged."),
  /* TRANSLATORS: %s: the colour whose clock ran, %s: the time taken from it. */
  [AB_RESUME_PHRASE_CHARGED] = NC_ ("spoken", "Taken from %s's clock: %s."),
  /* TRANSLATORS: %s: White's time, %s: Black's. */
  [AB_RESUME_PHRASE_CLOCKS] = NC_ ("spoken", "White %s, Black %s."),
  /* TRANSLATORS: %s: the file name. */
  [AB_RESUME_PHRASE_KEPT] = NC_ ("spoken",
      "The previous match is kept as %s; Control Shift K opens it again."),
  /* TRANSLATORS: %s: the file name, %u: the half-moves played in it. */
  [AB_RESUME_PHRASE_OPENED] = NC_ ("spoken", "Opened the kept match %s after %u half-moves."),
  /* TRANSLATORS: %s: the file name. */
  [AB_RESUME_PHRASE_OPEN_FAILED] = NC_ ("spoken",
      "%s is not a match Annabella can open; the match stays as it was."),
};

char *
ab_resume_phrase_format (AbLanguage lang, AbResumePhrase phrase, ...)
{
  va_list args;
  char *text;

  g_return_val_if_fail ((unsigned) phrase < AB_RESUME_PHRASE_COUNT, g_strdup (""));

  va_start (args, phrase);
  text = ab_phrase_vformat (lang, phrases[phrase], args);
  va_end (args);
  return text;
}

char *
ab_resume_phrase_time (AbLanguage lang, gint64 usec)
{
  gint64 s = MAX (usec, 0) / G_USEC_PER_SEC;
  g_autofree char *big = NULL;
  g_autofree char *seconds = NULL;

  /* Below an hour the two units are minutes and seconds already. */
  if (s < 3600 || s % 60 == 0)
    return ab_phrase_duration (lang, s * G_USEC_PER_SEC);
  big = ab_phrase_duration (lang, (s - s % 60) * G_USEC_PER_SEC);
  seconds = ab_phrase_duration (lang, (s % 60) * G_USEC_PER_SEC);
  return g_strdup_printf ("%s %s", big, seconds);
}

char *
ab_resume_phrase_clocks (AbLanguage lang, AbMatch *match)
{
  AbClockReading white, black;
  g_autofree char *w = NULL;
  g_autofree char *b = NULL;

  if (!ab_match_get_clock_reading (match, AB_WHITE, &white)
      || !ab_match_get_clock_reading (match, AB_BLACK, &black))
    return NULL;
  w = ab_resume_phrase_time (lang, white.time_us);
  b = ab_resume_phrase_time (lang, black.time_us);
  return ab_resume_phrase_format (lang, AB_RESUME_PHRASE_CLOCKS, w, b);
}
