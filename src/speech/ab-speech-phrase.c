/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-speech-phrase.c — the English msgids of the spoken phrases; German and
 * Dutch come from the catalogs. German gives the singular without the
 * digit ("eine Minute"): espeak-ng reads "1 Minute" as "eins Minute". */
#include "ab-speech-phrase.h"

#include <string.h>

#include "ab-speech-catalog.h"

/* The context is written out in every call: xgettext only sees literals. */

static char *
unit (AbLanguage lang, int which, gint64 n)
{
  const char *format;

  switch (which)
    {
    case 0:
      format = ab_spoken_npgettext (lang, "spoken", "%d hour", "%d hours", (unsigned long) n);
      break;
    case 1:
      format = ab_spoken_npgettext (lang, "spoken", "%d minute", "%d minutes", (unsigned long) n);
      break;
    default:
      format = ab_spoken_npgettext (lang, "spoken", "%d second", "%d seconds", (unsigned long) n);
      break;
    }
  /* A singular form may have no %d at all ("eine Minute"). */
  if (!strstr (format, "%d"))
    return g_strdup (format);
  return g_strdup_printf (format, (int) n);
}

char *
ab_speech_phrase_duration (AbLanguage lang, gint64 usec)
{
  gint64 total = MAX (usec, 0) / G_USEC_PER_SEC;
  gint64 parts[3] = { total / 3600, total / 60 % 60, total % 60 };
  int first = parts[0] ? 0 : parts[1] ? 1 : 2;
  g_autofree char *big = unit (lang, first, parts[first]);
  g_autofree char *small = NULL;

  if (first == 2 || parts[first + 1] == 0)
    return g_steal_pointer (&big);
  small = unit (lang, first + 1, parts[first + 1]);
  /* TRANSLATORS: two units of a spoken duration: "1 hour 4 minutes". */
  return g_strdup_printf (ab_spoken_pgettext (lang, "spoken", "%1$s %2$s"), big, small);
}

char *
ab_speech_phrase_remaining (AbLanguage lang, gint64 usec)
{
  g_autofree char *duration = ab_speech_phrase_duration (lang, usec);

  /* TRANSLATORS: a clock's remaining time, spoken: "45 seconds left". */
  return g_strdup_printf (ab_spoken_pgettext (lang, "spoken", "%s left"), duration);
}

char *
ab_speech_phrase_move (AbLanguage lang, int move_number, gboolean white_to_move)
{
  const char *format = white_to_move
    ? ab_spoken_pgettext (lang, "spoken", "Move %d, White to move")
    : ab_spoken_pgettext (lang, "spoken", "Move %d, Black to move");

  return g_strdup_printf (format, move_number);
}
