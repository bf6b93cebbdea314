/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-phone-lexicon.c — the pronunciation dictionary: its reader refuses
 * what the model could not use, with the line and column, and the shipped
 * data/listen/annabella.lexicon (argv[1]) spells every word any grammar may
 * use, with the variants speakers of each language need, each word also before its
 * "[heard]" section. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ab-phone-lexicon.h"
#include "ab-spoken-grammar.h"

static const char *lexicon_path;

static AbPhoneLexicon *
parse (const char *text, AbPhoneLexiconError *error)
{
  return ab_phone_lexicon_parse (text, strlen (text), error);
}

static void
test_good (void **state)
{
  AbPhoneLexiconError error;
  AbPhoneLexicon *lex = parse ("# a comment\n"
                               "\n"
                               "cesar T S EH Z AA R   # German\n"
                               "cesar\tS IY Z ER\r\n"
                               "   eins AY N S",
                               &error);

  assert_non_null (lex);
  assert_int_equal (error.status, AB_PHONE_LEXICON_OK);
  assert_int_equal (ab_phone_lexicon_count (lex), 3);
  assert_string_equal (ab_phone_lexicon_word (lex, 0), "cesar");
  assert_string_equal (ab_phone_lexicon_phones (lex, 0), "T S EH Z AA R");
  assert_string_equal (ab_phone_lexicon_phones (lex, 1), "S IY Z ER");
  assert_string_equal (ab_phone_lexicon_word (lex, 2), "eins");
  assert_int_equal (ab_phone_lexicon_variants (lex, "cesar"), 2);
  assert_int_equal (ab_phone_lexicon_variants (lex, "zwei"), 0);
  assert_null (ab_phone_lexicon_word (lex, 3));
  ab_phone_lexicon_free (lex);

  lex = parse ("", &error);
  assert_non_null (lex);
  assert_int_equal (ab_phone_lexicon_count (lex), 0);
  ab_phone_lexicon_free (lex);
}

/* After "[heard]": how the model hears a word, heard with, never adapted to. */
static void
test_heard (void **state)
{
  AbPhoneLexiconError error;
  AbPhoneLexicon *lex = parse ("eva EY V AA\n"
                               "  [heard]  # the model's way\n"
                               "eva IY F AA\n",
                               &error);

  assert_non_null (lex);
  assert_int_equal (ab_phone_lexicon_count (lex), 2);
  assert_false (ab_phone_lexicon_heard_only (lex, 0));
  assert_true (ab_phone_lexicon_heard_only (lex, 1));
  assert_false (ab_phone_lexicon_heard_only (lex, 2));
  assert_int_equal (ab_phone_lexicon_variants (lex, "eva"), 2);
  ab_phone_lexicon_free (lex);

  /* Only the whole line is the section; anything else in brackets is a bad word. */
  assert_null (parse ("[heard] eva IY F AA\n", &error));
  assert_int_equal (error.status, AB_PHONE_LEXICON_BAD_WORD);
  assert_null (parse ("eva EY V AA\n[said]\n", &error));
  assert_int_equal (error.status, AB_PHONE_LEXICON_BAD_WORD);
  assert_int_equal (error.line, 2);
}

static void
test_bad (void **state)
{
  static const struct
  {
    const char *text;
    AbPhoneLexiconStatus status;
    int line, column;
  } cases[] = {
    { "Cesar S IY Z ER\n", AB_PHONE_LEXICON_BAD_WORD, 1, 1 },
    { "eins AY N S\nzw3i T S V AY\n", AB_PHONE_LEXICON_BAD_WORD, 2, 3 },
    { "fünf F Y N F\n", AB_PHONE_LEXICON_BAD_WORD, 1, 2 },
    { "eins\n", AB_PHONE_LEXICON_NO_PHONES, 1, 5 },
    { "eins # AY N S\n", AB_PHONE_LEXICON_NO_PHONES, 1, 6 },
    { "acht AA X T\n", AB_PHONE_LEXICON_BAD_PHONE, 1, 9 },
    { "acht aa K T\n", AB_PHONE_LEXICON_BAD_PHONE, 1, 6 },
    { "acht AA K T SIL\n", AB_PHONE_LEXICON_BAD_PHONE, 1, 13 },
    { "abcdefghijklmnopqrstuvwxyzabcdefghij AA\n", AB_PHONE_LEXICON_BAD_WORD, 1, 1 },
  };

  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    {
      AbPhoneLexiconError error = { 0 };

      assert_null (parse (cases[i].text, &error));
      if (error.status != cases[i].status || error.line != cases[i].line
          || error.column != cases[i].column)
        fail_msg ("\"%s\": status %d at %d:%d, expected %d at %d:%d", cases[i].text,
                  error.status, error.line, error.column, cases[i].status, cases[i].line,
                  cases[i].column);
      assert_non_null (ab_phone_lexicon_status_to_string (error.status));
    }
}

static void
test_nul_and_long_line (void **state)
{
  AbPhoneLexiconError error;
  char text[700];
  char many[128] = "a";

  /* 25 phones: the 25th is one too many (at column 2 + 24 * 3 + 1). */
  for (int i = 0; i < AB_PHONE_LEXICON_MAX_PHONES + 1; i++)
    strcat (many, " AA");
  assert_null (ab_phone_lexicon_parse (many, strlen (many), &error));
  assert_int_equal (error.status, AB_PHONE_LEXICON_TOO_LONG);
  assert_int_equal (error.column, 2 + 3 * AB_PHONE_LEXICON_MAX_PHONES + 1);

  assert_null (ab_phone_lexicon_parse ("ei\0s AY N S", 11, &error));
  assert_int_equal (error.status, AB_PHONE_LEXICON_BAD_WORD);
  memset (text, ' ', sizeof text);
  memcpy (text, "eins AY", 7);
  assert_null (ab_phone_lexicon_parse (text, sizeof text, &error));
  assert_int_equal (error.status, AB_PHONE_LEXICON_TOO_LONG);
}

static char *
read_file (const char *path, size_t *len)
{
  FILE *f = fopen (path, "rb");
  char *data;
  long n;

  if (f == NULL)
    fail_msg ("%s cannot be read", path);
  fseek (f, 0, SEEK_END);
  n = ftell (f);
  rewind (f);
  data = malloc ((size_t) n + 1);
  assert_int_equal (fread (data, 1, (size_t) n, f), (size_t) n);
  fclose (f);
  *len = (size_t) n;
  return data;
}

/* The shipped dictionary: it reads, it has every key, and the variants the
 * issue of accents asks for: Cesar as tsesar, sesar and kesar, Hector with
 * and without h, fünf as fuenf and funf, a hard acht. */
static void
test_shipped (void **state)
{
  size_t len;
  char *text = read_file (lexicon_path, &len);
  AbPhoneLexiconError error;
  AbPhoneLexicon *lex = ab_phone_lexicon_parse (text, len, &error);
  static const struct
  {
    const char *word, *phones;
  } variants[] = {
    { "cesar", "T S EH Z AA R" }, { "cesar", "S EY Z AA R" }, { "cesar", "K EY Z AA R" },
    { "cesar", "S IY Z ER" },     { "hector", "HH EH K T AO R" }, { "hector", "EH K T AO R" },
    { "fuenf", "F UW N F" },      { "fuenf", "F UH N F" },     { "acht", "AA K T" },
    { "gustav", "G UH S T AA F" }, { "vier", "F IY R" },        { "vier", "V IY R" },
  };

  if (lex == NULL)
    fail_msg ("%s:%d:%d: %s", lexicon_path, error.line, error.column,
              ab_phone_lexicon_status_to_string (error.status));
  for (const char *const *w = ab_spoken_grammar_vocabulary (); *w; w++)
    if (ab_phone_lexicon_variants (lex, *w) == 0)
      fail_msg ("the dictionary lacks \"%s\"", *w);
  for (size_t i = 0; i < sizeof variants / sizeof variants[0]; i++)
    {
      bool found = false;

      for (size_t e = 0; e < ab_phone_lexicon_count (lex) && !found; e++)
        found = strcmp (ab_phone_lexicon_word (lex, e), variants[i].word) == 0
                && strcmp (ab_phone_lexicon_phones (lex, e), variants[i].phones) == 0;
      if (!found)
        fail_msg ("\"%s\" is not spelt %s", variants[i].word, variants[i].phones);
    }
  /* A word only heard would leave a voice profile nothing of it to adapt to. */
  for (size_t e = 0; e < ab_phone_lexicon_count (lex); e++)
    {
      bool said = false;

      for (size_t o = 0; o < ab_phone_lexicon_count (lex) && !said; o++)
        said = !ab_phone_lexicon_heard_only (lex, o)
               && strcmp (ab_phone_lexicon_word (lex, o), ab_phone_lexicon_word (lex, e)) == 0;
      if (!said)
        fail_msg ("\"%s\" has no pronunciation before [heard]", ab_phone_lexicon_word (lex, e));
    }
  ab_phone_lexicon_free (lex);
  free (text);
}

int
main (int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_good),
    cmocka_unit_test (test_heard),
    cmocka_unit_test (test_bad),
    cmocka_unit_test (test_nul_and_long_line),
    cmocka_unit_test (test_shipped),
  };

  if (argc < 2)
    {
      fprintf (stderr, "usage: test-phone-lexicon LEXICON\n");
      return 2;
    }
  lexicon_path = argv[1];
  return cmocka_run_group_tests (tests, NULL, NULL);
}
