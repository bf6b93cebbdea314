/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-phone-lexicon.c — reading the pronunciation dictionary.
 *
 * Every line is checked before it is kept: a word of a–z, then one or more
 * phones of the model's set. The model would refuse an unknown phone only
 * when the word is first used, deep in a search, so it is caught here with
 * its line. */
#include "ab-phone-lexicon.h"

#include <stdlib.h>
#include <string.h>

typedef struct
{
  char word[AB_PHONE_LEXICON_MAX_WORD + 1];
  char *phones;
  bool heard; /* after the "[heard]" line */
} Entry;

struct _AbPhoneLexicon
{
  Entry *entries;
  size_t count;
  size_t capacity;
  bool heard; /* the "[heard]" line has been read */
};

#define HEARD_SECTION "[heard]"

/* The 39 phones of the CMU dictionary, which the en-us model has. */
static const char *const known_phones[] = {
  "AA", "AE", "AH", "AO", "AW", "AY", "B",  "CH", "D",  "DH", "EH", "ER", "EY",
  "F",  "G",  "HH", "IH", "IY", "JH", "K",  "L",  "M",  "N",  "NG", "OW", "OY",
  "P",  "R",  "S",  "SH", "T",  "TH", "UH", "UW", "V",  "W",  "Y",  "Z",  "ZH",
};

bool
ab_phone_is_known (const char *phone, size_t len)
{
  for (size_t i = 0; i < sizeof known_phones / sizeof known_phones[0]; i++)
    if (strlen (known_phones[i]) == len && memcmp (known_phones[i], phone, len) == 0)
      return true;
  return false;
}

const char *
ab_phone_lexicon_status_to_string (AbPhoneLexiconStatus status)
{
  switch (status)
    {
    case AB_PHONE_LEXICON_OK: return "no error";
    case AB_PHONE_LEXICON_BAD_WORD: return "a word must be lower-case letters a to z";
    case AB_PHONE_LEXICON_NO_PHONES: return "a word without its phones";
    case AB_PHONE_LEXICON_BAD_PHONE: return "a phone the acoustic model does not have";
    case AB_PHONE_LEXICON_TOO_LONG: return "a line or a pronunciation is too long";
    case AB_PHONE_LEXICON_NO_MEMORY: return "out of memory";
    default: return "unknown error";
    }
}

static bool
is_blank (char c)
{
  return c == ' ' || c == '\t' || c == '\r';
}

static AbPhoneLexicon *
fail (AbPhoneLexicon *self, AbPhoneLexiconError *error, AbPhoneLexiconStatus status, int line,
      int column)
{
  if (error)
    {
      error->status = status;
      error->line = line;
      error->column = column;
    }
  ab_phone_lexicon_free (self);
  return NULL;
}

static bool
add_entry (AbPhoneLexicon *self, const char *word, size_t word_len, const char *phones)
{
  Entry *e;

  if (self->count == self->capacity)
    {
      size_t capacity = self->capacity ? self->capacity * 2 : 64;
      Entry *grown = realloc (self->entries, capacity * sizeof *grown);

      if (grown == NULL)
        return false;
      self->entries = grown;
      self->capacity = capacity;
    }
  e = &self->entries[self->count];
  e->phones = strdup (phones);
  if (e->phones == NULL)
    return false;
  memcpy (e->word, word, word_len);
  e->word[word_len] = '\0';
  e->heard = self->heard;
  self->count++;
  return true;
}

/* Whether the line from i on is "[heard]", maybe with blanks and a comment after it. */
static bool
is_heard_line (const char *line, size_t len, size_t i)
{
  size_t n = strlen (HEARD_SECTION);

  if (len - i < n || memcmp (line + i, HEARD_SECTION, n) != 0)
    return false;
  for (i += n; i < len && is_blank (line[i]); i++)
    ;
  return i == len || line[i] == '#';
}

/* One line without its newline; status and the column of a fault. */
static AbPhoneLexiconStatus
parse_line (AbPhoneLexicon *self, const char *line, size_t len, int *column)
{
  char phones[AB_PHONE_LEXICON_MAX_LINE + 1];
  size_t i = 0, word_start, word_len, out = 0;
  int n_phones = 0;

  while (i < len && is_blank (line[i]))
    i++;
  if (i == len || line[i] == '#')
    return AB_PHONE_LEXICON_OK;
  if (is_heard_line (line, len, i))
    {
      self->heard = true;
      return AB_PHONE_LEXICON_OK;
    }
  word_start = i;
  while (i < len && !is_blank (line[i]) && line[i] != '#')
    {
      if (line[i] < 'a' || line[i] > 'z')
        {
          *column = (int) i + 1;
          return AB_PHONE_LEXICON_BAD_WORD;
        }
      i++;
    }
  word_len = i - word_start;
  if (word_len > AB_PHONE_LEXICON_MAX_WORD)
    {
      *column = (int) word_start + 1;
      return AB_PHONE_LEXICON_BAD_WORD;
    }
  for (;;)
    {
      size_t start;

      while (i < len && is_blank (line[i]))
        i++;
      if (i == len || line[i] == '#')
        break;
      start = i;
      while (i < len && !is_blank (line[i]) && line[i] != '#')
        i++;
      if (!ab_phone_is_known (line + start, i - start))
        {
          *column = (int) start + 1;
          return AB_PHONE_LEXICON_BAD_PHONE;
        }
      if (++n_phones > AB_PHONE_LEXICON_MAX_PHONES)
        {
          *column = (int) start + 1;
          return AB_PHONE_LEXICON_TOO_LONG;
        }
      if (out > 0)
        phones[out++] = ' ';
      memcpy (phones + out, line + start, i - start);
      out += i - start;
    }
  if (n_phones == 0)
    {
      *column = (int) (i < len ? i : len) + 1;
      return AB_PHONE_LEXICON_NO_PHONES;
    }
  phones[out] = '\0';
  return add_entry (self, line + word_start, word_len, phones) ? AB_PHONE_LEXICON_OK
                                                               : AB_PHONE_LEXICON_NO_MEMORY;
}

AbPhoneLexicon *
ab_phone_lexicon_parse (const char *text, size_t len, AbPhoneLexiconError *error)
{
  AbPhoneLexicon *self = calloc (1, sizeof *self);
  size_t pos = 0;
  int line_no = 0;

  if (self == NULL)
    return fail (NULL, error, AB_PHONE_LEXICON_NO_MEMORY, 0, 0);
  while (pos < len)
    {
      const char *nl = memchr (text + pos, '\n', len - pos);
      size_t line_len = nl ? (size_t) (nl - (text + pos)) : len - pos;
      AbPhoneLexiconStatus status;
      int column = 0;

      line_no++;
      if (line_len > AB_PHONE_LEXICON_MAX_LINE)
        return fail (self, error, AB_PHONE_LEXICON_TOO_LONG, line_no, AB_PHONE_LEXICON_MAX_LINE);
      status = parse_line (self, text + pos, line_len, &column);
      if (status != AB_PHONE_LEXICON_OK)
        return fail (self, error, status, line_no, column);
      pos += line_len + (nl ? 1 : 0);
    }
  if (error)
    {
      error->status = AB_PHONE_LEXICON_OK;
      error->line = 0;
      error->column = 0;
    }
  return self;
}

void
ab_phone_lexicon_free (AbPhoneLexicon *self)
{
  if (self == NULL)
    return;
  for (size_t i = 0; i < self->count; i++)
    free (self->entries[i].phones);
  free (self->entries);
  free (self);
}

size_t
ab_phone_lexicon_count (const AbPhoneLexicon *self)
{
  return self ? self->count : 0;
}

const char *
ab_phone_lexicon_word (const AbPhoneLexicon *self, size_t i)
{
  return self && i < self->count ? self->entries[i].word : NULL;
}

const char *
ab_phone_lexicon_phones (const AbPhoneLexicon *self, size_t i)
{
  return self && i < self->count ? self->entries[i].phones : NULL;
}

bool
ab_phone_lexicon_heard_only (const AbPhoneLexicon *self, size_t i)
{
  return self && i < self->count && self->entries[i].heard;
}

int
ab_phone_lexicon_variants (const AbPhoneLexicon *self, const char *word)
{
  int n = 0;

  if (self == NULL || word == NULL)
    return 0;
  for (size_t i = 0; i < self->count; i++)
    if (strcmp (self->entries[i].word, word) == 0)
      n++;
  return n;
}
