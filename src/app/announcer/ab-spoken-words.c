/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-spoken-words.c — the describe layer's translator set to the spoken catalog. */
#include "ab-spoken-words.h"

#include "ab-speech-catalog.h"

static const char *
spoken_translate (const char *msgid, const char *plural, unsigned long n, void *data)
{
  return ab_spoken_npgettext ((AbLanguage) GPOINTER_TO_UINT (data), NULL, msgid, plural, n);
}

const char *
ab_spoken_words_gettext (AbLanguage lang, const char *msgid)
{
  return ab_spoken_pgettext (lang, NULL, msgid);
}

void
ab_spoken_words_begin (AbLanguage lang)
{
  ab_describe_set_translator (spoken_translate, GUINT_TO_POINTER (lang));
}

void
ab_spoken_words_end (void)
{
  ab_describe_set_translator (NULL, NULL);
}

void
ab_spoken_move_error (AbLanguage lang, const AbPosition *pos, const AbMoveError *error, char *buf,
                      gsize size)
{
  ab_spoken_move_error_text (lang, pos, error, NULL, buf, size);
}

void
ab_spoken_move_error_text (AbLanguage lang, const AbPosition *pos, const AbMoveError *error,
                           const char *text, char *buf, gsize size)
{
  ab_spoken_words_begin (lang);
  ab_describe_move_error_text (pos, error, text, lang, TRUE, buf, size);
  ab_spoken_words_end ();
}

void
ab_spoken_game_error (AbLanguage lang, AbGameError error, char *buf, gsize size)
{
  ab_spoken_words_begin (lang);
  ab_describe_game_error (error, buf, size);
  ab_spoken_words_end ();
}

void
ab_spoken_decision (AbLanguage lang, const AbDecision *decision, char *buf, gsize size)
{
  ab_spoken_words_begin (lang);
  ab_describe_decision (decision, buf, size);
  ab_spoken_words_end ();
}
