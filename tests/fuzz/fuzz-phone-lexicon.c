/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-phone-lexicon.c — the pronunciation dictionary's reader on any bytes.
 *
 * What it accepts holds only lower-case words and known phones, separated
 * by single spaces; what it refuses names a line within the text. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ab-phone-lexicon.h"

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  AbPhoneLexiconError error;
  AbPhoneLexicon *lex = ab_phone_lexicon_parse ((const char *) data, size, &error);
  int lines = 1;

  for (size_t i = 0; i < size; i++)
    lines += data[i] == '\n';
  if (lex == NULL)
    {
      if (error.status == AB_PHONE_LEXICON_OK || error.line < 1 || error.line > lines)
        abort ();
      return 0;
    }
  for (size_t i = 0; i < ab_phone_lexicon_count (lex); i++)
    {
      const char *word = ab_phone_lexicon_word (lex, i);
      const char *phones = ab_phone_lexicon_phones (lex, i);

      if (*word == '\0' || strlen (word) > AB_PHONE_LEXICON_MAX_WORD)
        abort ();
      for (const char *w = word; *w; w++)
        if (*w < 'a' || *w > 'z')
          abort ();
      for (const char *p = phones; *p;)
        {
          size_t len = strcspn (p, " ");

          if (!ab_phone_is_known (p, len))
            abort ();
          p += len;
          if (*p == ' ')
            p++;
        }
      if (ab_phone_lexicon_variants (lex, word) < 1)
        abort ();
      /* Once "[heard]" was read, every later pronunciation is heard only. */
      if (i > 0 && ab_phone_lexicon_heard_only (lex, i - 1)
          && !ab_phone_lexicon_heard_only (lex, i))
        abort ();
    }
  ab_phone_lexicon_free (lex);
  return 0;
}
