/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-phone-lexicon.h — the pronunciation dictionary Annabella listens with.
 *
 * Pure C, no GLib, so that it can be fuzzed on its own. The text is the
 * shipped data/listen/annabella.lexicon: one pronunciation a line, a key in
 * lower-case ASCII and its phones in the CMU Sphinx US English set; "#"
 * starts a comment; a key may come on several lines, one for each way it is
 * said. A line "[heard]" begins the pronunciations that say how the installed
 * model hears accented speech, not how people say the words: heard with, but
 * never adapted to. Anything else is refused with the line it is on, never
 * half read. */
#pragma once

#include <stdbool.h>
#include <stddef.h>

#define AB_PHONE_LEXICON_MAX_WORD 32
#define AB_PHONE_LEXICON_MAX_PHONES 24
#define AB_PHONE_LEXICON_MAX_LINE 512

typedef enum
{
  AB_PHONE_LEXICON_OK = 0,
  AB_PHONE_LEXICON_BAD_WORD,     /* not lower-case ASCII letters, or too long */
  AB_PHONE_LEXICON_NO_PHONES,    /* a key without its phones */
  AB_PHONE_LEXICON_BAD_PHONE,    /* column: a phone the model does not have */
  AB_PHONE_LEXICON_TOO_LONG,     /* a line or a pronunciation too long */
  AB_PHONE_LEXICON_NO_MEMORY,
} AbPhoneLexiconStatus;

typedef struct
{
  AbPhoneLexiconStatus status;
  int line;   /* 1-based */
  int column; /* 1-based byte column of what is wrong */
} AbPhoneLexiconError;

typedef struct _AbPhoneLexicon AbPhoneLexicon;

/* Reads len bytes of text (NUL bytes are refused as bad words). NULL with
 * error filled when something is wrong. */
AbPhoneLexicon *ab_phone_lexicon_parse (const char *text, size_t len, AbPhoneLexiconError *error);
void ab_phone_lexicon_free (AbPhoneLexicon *self);

/* Pronunciations in the order of the text. */
size_t ab_phone_lexicon_count (const AbPhoneLexicon *self);
const char *ab_phone_lexicon_word (const AbPhoneLexicon *self, size_t i);
/* "T S EH Z AA R": phones separated by single spaces. */
const char *ab_phone_lexicon_phones (const AbPhoneLexicon *self, size_t i);
/* Whether pronunciation i comes after the "[heard]" line. */
bool ab_phone_lexicon_heard_only (const AbPhoneLexicon *self, size_t i);
/* How many pronunciations a key has (0: not there). */
int ab_phone_lexicon_variants (const AbPhoneLexicon *self, const char *word);

/* Whether a phone name is in the model's set (SIL is not a word's phone). */
bool ab_phone_is_known (const char *phone, size_t len);
/* An English sentence for the status, for messages and tests. */
const char *ab_phone_lexicon_status_to_string (AbPhoneLexiconStatus status);
