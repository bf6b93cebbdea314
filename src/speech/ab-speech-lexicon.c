/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-speech-lexicon.c — respellings per language, checked by
 * tests/speech/test-phonemes.c against espeak-ng's phonemes. */
#include "ab-speech-lexicon.h"

#include <string.h>

typedef struct
{
  const char *word;     /* as the core writes it; may be several words */
  const char *spelling; /* what espeak-ng gets */
} AbLexiconEntry;

/* German: [[…]] are espeak-ng phonemes where no spelling gets the stress
 * right. */
static const AbLexiconEntry lexicon_de[] = {
  { "Cesar", "Zäsar" },
  { "David", "[[d'A:vIt]]" },
  { "Rochade", "[[rOx'A:d@]]" },
  { "en passant", "[[A~ pas'A~]]" },
  { "Koenig", "König" },
  { "Laeufer", "Läufer" },
  { "fuenf", "fünf" },
  { "schlaegt", "schlägt" },
  /* French, its s silent; not r'e:mIs, nor r'e:mi:z,aNe:b,o:t. */
  { "Remis", "[[r@m'i:]]" },
  { "Remisangebot", "[[r@m'i:]]angebot" },
  { NULL, NULL },
};

/* The Dutch voice says every Appendix D word of the Dutch core right, but reads "een"
 * before another word as the article ("@n", as in "nog een keer"): after a file's name
 * it is the rank, the numeral "één" ("Toren Anna een Bella een"). */
static const AbLexiconEntry lexicon_nl[] = {
  { "Anna een", "Anna één" },
  { "Bella een", "Bella één" },
  { "Cesar een", "Cesar één" },
  { "David een", "David één" },
  { "Eva een", "Eva één" },
  { "Felix een", "Felix één" },
  { "Gustav een", "Gustav één" },
  { "Hector een", "Hector één" },
  { NULL, NULL },
};

static const AbLexiconEntry lexicon_en[] = {
  /* "say-ZAR" otherwise; Appendix D's Cesar is Caesar. */
  { "Cesar", "Caesar" },
  { NULL, NULL },
};

static const AbLexiconEntry *
lexicon_for (AbLanguage lang)
{
  switch (lang)
    {
    case AB_LANG_DE: return lexicon_de;
    case AB_LANG_NL: return lexicon_nl;
    case AB_LANG_EN: return lexicon_en;
    default: return lexicon_en;
    }
}

static gboolean
is_word_char (gunichar c)
{
  return g_unichar_isalnum (c) || c == '\'';
}

/* The end of word in text at p, compared case-insensitively and ending at a
 * word boundary, or NULL. */
static const char *
match_at (const char *p, const char *word)
{
  while (*word)
    {
      gunichar a = *p ? g_utf8_get_char (p) : 0;

      if (!a || g_unichar_tolower (a) != g_unichar_tolower (g_utf8_get_char (word)))
        return NULL;
      p = g_utf8_next_char (p);
      word = g_utf8_next_char (word);
    }
  if (*p && is_word_char (g_utf8_get_char (p)))
    return NULL;
  return p;
}

char *
ab_lexicon_spell (AbLanguage lang, const char *text)
{
  const AbLexiconEntry *lexicon = lexicon_for (lang);
  GString *out = g_string_sized_new (strlen (text) + 16);
  gboolean at_word_start = TRUE;
  const char *p = text;

  if (!g_utf8_validate (text, -1, NULL))
    {
      g_string_free (out, TRUE);
      return g_utf8_make_valid (text, -1);
    }
  while (*p)
    {
      gunichar c = g_utf8_get_char (p);
      const char *end = NULL;

      if (at_word_start && is_word_char (c))
        for (const AbLexiconEntry *e = lexicon; e->word && !end; e++)
          if ((end = match_at (p, e->word)))
            g_string_append (out, e->spelling);
      if (end)
        {
          p = end;
          at_word_start = FALSE;
          continue;
        }
      if (c == '[' && p[1] == '[')
        {
          g_string_append (out, "[ ");
          p++;
          at_word_start = TRUE;
          continue;
        }
      g_string_append_unichar (out, c);
      at_word_start = !is_word_char (c);
      p = g_utf8_next_char (p);
    }
  return g_string_free (out, FALSE);
}
