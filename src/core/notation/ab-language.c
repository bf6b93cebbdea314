/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-language.c — a language's code: how settings, the tool's options, the
 * catalogs' folders and the voices name it. */
#include "ab-notation.h"

#include <string.h>

static const char *const codes[] = { [AB_LANG_DE] = "de", [AB_LANG_NL] = "nl", [AB_LANG_EN] = "en" };

const char *
ab_language_code (AbLanguage lang)
{
  return (unsigned) lang <= AB_LANG_EN ? codes[lang] : codes[AB_LANG_DE];
}

bool
ab_language_from_code (const char *code, AbLanguage *lang)
{
  for (int i = AB_LANG_DE; code != NULL && i <= AB_LANG_EN; i++)
    if (strcmp (code, codes[i]) == 0)
      {
        *lang = (AbLanguage) i;
        return true;
      }
  return false;
}
