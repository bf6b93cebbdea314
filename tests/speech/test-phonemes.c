/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-phonemes.c — FIDE Laws Appendix D.2.1: every word the core announces
 * (file names Anna … Hector, rank numbers, piece names, castling, capture,
 * check, mate, en passant) as espeak-ng says it after the lexicon, in German,
 * Dutch and English. The expected phonemes are espeak-ng's own mnemonics
 * (`espeak-ng -v de -q -x`), checked by ear: the German Cesar starts with
 * "ts", König has its "Y:", David and Rochade are stressed as in German. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <glib.h>
#include <stdio.h>
#include <string.h>

#include "ab-speech-lexicon.h"
#include "ab-speech-voice.h"
#include "ab-spoken.h"

typedef struct
{
  AbLanguage lang;
  const char *word;
  const char *phonemes;
} PhonemeCase;

static const PhonemeCase expected[] = {
  { AB_LANG_DE, "Anna", "_!'anA:" },
  { AB_LANG_DE, "Bella", "b'ElA:" },
  { AB_LANG_DE, "Cesar", "ts'E:zA:r" },     /* not k'e:zA:r */
  { AB_LANG_DE, "David", "d'A:vIt" },       /* not dav'i:t */
  { AB_LANG_DE, "Eva", "_!'e:vA:" },
  { AB_LANG_DE, "Felix", "f'e:lIks" },
  { AB_LANG_DE, "Gustav", "g'UstA:f" },
  { AB_LANG_DE, "Hector", "h'Ekto:r" },
  { AB_LANG_DE, "eins", "_|'aIns" },
  { AB_LANG_DE, "zwei", "tsv'aI" },
  { AB_LANG_DE, "drei", "dr'aI" },
  { AB_LANG_DE, "vier", "f'i:r" },
  { AB_LANG_DE, "fünf", "f'ynf" },
  { AB_LANG_DE, "sechs", "z'Eks" },
  { AB_LANG_DE, "sieben", "z'i:b@n" },
  { AB_LANG_DE, "acht", "_!'axt" },
  { AB_LANG_DE, "Bauer", "b'aU3" },
  { AB_LANG_DE, "Springer", "Spr'IN3" },
  { AB_LANG_DE, "Läufer", "l'OYf3" },
  { AB_LANG_DE, "Turm", "t'URm" },
  { AB_LANG_DE, "Dame", "d'A:m@" },
  { AB_LANG_DE, "König", "k'Y:nIC" },
  { AB_LANG_DE, "Kurze Rochade", "k'URts@ rOx'A:d@" }, /* not r'OxA:d@ */
  { AB_LANG_DE, "Lange Rochade", "l'aN@ rOx'A:d@" },
  { AB_LANG_DE, "schlägt", "Sl'E:kt" },
  { AB_LANG_DE, "Schach", "S'ax" },
  { AB_LANG_DE, "Schachmatt", "S'axmat" },
  { AB_LANG_DE, "en passant", "A~ pas'A~" },          /* French, not _!'e:n */
  /* ASCII spellings sound like the real ones, not "k'o:e:n,IC". */
  { AB_LANG_DE, "Koenig", "k'Y:nIC" },
  { AB_LANG_DE, "Laeufer", "l'OYf3" },
  { AB_LANG_DE, "fuenf", "f'ynf" },
  { AB_LANG_DE, "schlaegt", "Sl'E:kt" },
  { AB_LANG_DE, "Remis", "r@m'i:" }, /* not r'e:mIs */
  { AB_LANG_DE, "Remisangebot", "r@m'i: _!'ang@b,o:t" },

  { AB_LANG_NL, "Anna", "_!'Ana:" },
  { AB_LANG_NL, "Bella", "b'Ela:" },
  { AB_LANG_NL, "Cesar", "s'e:zAr" },
  { AB_LANG_NL, "David", "d'a:vIt" },
  { AB_LANG_NL, "Eva", "_!'e:va:" },
  { AB_LANG_NL, "Felix", "f'e:lIks" },
  { AB_LANG_NL, "Gustav", "Q'8stAf" },
  { AB_LANG_NL, "Hector", "h'EktOr" },
  { AB_LANG_NL, "een", "_!'e:n" },
  { AB_LANG_NL, "twee", "tv#'e:" },
  { AB_LANG_NL, "drie", "dr'i" },
  { AB_LANG_NL, "vier", "v'ir" },
  { AB_LANG_NL, "vijf", "v'EIf" },
  { AB_LANG_NL, "zes", "z'Es" },
  { AB_LANG_NL, "zeven", "z'e:v@n" },
  { AB_LANG_NL, "acht", "_!'Axt" },
  { AB_LANG_NL, "Pion", "pi'On" },
  { AB_LANG_NL, "Paard", "p'a:rt" },
  { AB_LANG_NL, "Loper", "l'o:p@r" },
  { AB_LANG_NL, "Toren", "t'o:r@n" },
  { AB_LANG_NL, "Dame", "d'a:m@" },
  { AB_LANG_NL, "Koning", "k'o:nIN" },
  { AB_LANG_NL, "korte rokade", "k'Ort@ ro:k'a:d@" },
  { AB_LANG_NL, "lange rokade", "l'AN@ ro:k'a:d@" },
  { AB_LANG_NL, "slaat", "sl'a:t" },
  { AB_LANG_NL, "schaak", "sx'a:k" },
  { AB_LANG_NL, "schaakmat", "sx'a:kmAt" },
  { AB_LANG_NL, "en passant", "_|En pAs'Ant" },
  /* The rank before another word is the numeral, not the article "_|@n". */
  { AB_LANG_NL, "Toren Anna een Bella een", "t'o:r@n _!'Ana: _!'e:n b'Ela: _!'e:n" },
  { AB_LANG_NL, "Koning slaat Hector een schaak", "k'o:nIN sl'a:t h'EktOr _!'e:n sx'a:k" },
  { AB_LANG_NL, "nog een keer", "n'Ox _|@n k'I:r" },

  { AB_LANG_EN, "Anna", "'an@" },
  { AB_LANG_EN, "Bella", "b'El@" },
  { AB_LANG_EN, "Cesar", "s'i:z3" },        /* Caesar, not seIz'A@ */
  { AB_LANG_EN, "David", "d'eIvId" },
  { AB_LANG_EN, "Eva", "'i:v@" },
  { AB_LANG_EN, "Felix", "f'i:lIks" },
  { AB_LANG_EN, "Gustav", "g'Vstav" },
  { AB_LANG_EN, "Hector", "h'Ekt3" },
  { AB_LANG_EN, "one", "w'0n" },
  { AB_LANG_EN, "two", "t'u:" },
  { AB_LANG_EN, "three", "Tr'i:" },
  { AB_LANG_EN, "four", "f'o@" },
  { AB_LANG_EN, "five", "f'aIv" },
  { AB_LANG_EN, "six", "s'Iks" },
  { AB_LANG_EN, "seven", "s'Ev@n" },
  { AB_LANG_EN, "eight", "'eIt" },
  { AB_LANG_EN, "Pawn", "p'O:n" },
  { AB_LANG_EN, "Knight", "n'aIt" },
  { AB_LANG_EN, "Bishop", "b'IS@p" },
  { AB_LANG_EN, "Rook", "r'Uk" },
  { AB_LANG_EN, "Queen", "kw'i:n" },
  { AB_LANG_EN, "King", "k'IN" },
  { AB_LANG_EN, "short castling", "S'O@t k'aas@LI2N" },
  { AB_LANG_EN, "long castling", "l'0N k'aas@LI2N" },
  { AB_LANG_EN, "takes", "t'eIks" },
  { AB_LANG_EN, "check", "tS'Ek" },
  { AB_LANG_EN, "checkmate", "tS'EkmeIt" },
  { AB_LANG_EN, "en passant", "'En p'aas@nt" },
};

static char *
spoken_phonemes (AbLanguage lang, const char *word)
{
  g_autofree char *spelled = ab_lexicon_spell (lang, word);

  assert_true (ab_voice_set_language (lang, NULL));
  return ab_voice_phonemes (spelled);
}

static const char *
expected_for (AbLanguage lang, const char *word)
{
  for (gsize i = 0; i < G_N_ELEMENTS (expected); i++)
    if (expected[i].lang == lang && strcmp (expected[i].word, word) == 0)
      return expected[i].phonemes;
  return NULL;
}

static int words_checked;

static void
check_word (AbLanguage lang, const char *word, GString *failures)
{
  const char *want = expected_for (lang, word);
  g_autofree char *got = spoken_phonemes (lang, word);

  words_checked++;
  if (!want)
    g_string_append_printf (failures, "\n  %s '%s': no expected phonemes (says '%s')",
                            ab_language_code (lang), word, got);
  else if (strcmp (want, got) != 0)
    g_string_append_printf (failures, "\n  %s '%s': says '%s', expected '%s'", ab_language_code (lang),
                            word, got, want);
}

/* D.2.1: the words exactly as the core writes them. */
static void
test_appendix_d_words (void **state)
{
  g_autoptr (GString) failures = g_string_new (NULL);

  words_checked = 0;
  for (AbLanguage lang = AB_LANG_DE; lang <= AB_LANG_EN; lang++)
    {
      for (int i = 0; i < 8; i++)
        {
          check_word (lang, ab_spoken_file (i), failures);
          check_word (lang, ab_spoken_rank (lang, i), failures);
        }
      for (AbPieceType t = AB_PAWN; t <= AB_KING; t++)
        check_word (lang, ab_spoken_piece (lang, t), failures);
      check_word (lang, ab_spoken_castling (lang, false), failures);
      check_word (lang, ab_spoken_castling (lang, true), failures);
      for (AbSpokenWord w = AB_SPOKEN_WORD_CAPTURE; w <= AB_SPOKEN_WORD_EN_PASSANT; w++)
        check_word (lang, ab_spoken_word (lang, w), failures);
    }
  /* 8 files, 8 ranks, 6 pieces, 2 castlings, 4 other words. */
  assert_int_equal (words_checked, 3 * (8 + 8 + 6 + 2 + 4));
  if (failures->len)
    fail_msg ("%s", failures->str);
}

/* Every row of the table, the ASCII spellings too. */
static void
test_lexicon_table (void **state)
{
  g_autoptr (GString) failures = g_string_new (NULL);

  for (gsize i = 0; i < G_N_ELEMENTS (expected); i++)
    check_word (expected[i].lang, expected[i].word, failures);
  if (failures->len)
    fail_msg ("%s", failures->str);
}

typedef struct
{
  AbLanguage lang;
  const char *text;
  const char *spelled;
} SpellCase;

/* Whole words only, any case; the display text is left alone; "[[" from
 * outside cannot switch espeak-ng to phoneme input. */
static const SpellCase spell_cases[] = {
  { AB_LANG_DE, "Dame schlägt Cesar acht", "Dame schlägt Zäsar acht" },
  { AB_LANG_DE, "cesar", "Zäsar" },
  { AB_LANG_DE, "Cesare Cesar.", "Cesare Zäsar." },
  { AB_LANG_DE, "Eva schlägt David sechs en passant",
    "Eva schlägt [[d'A:vIt]] sechs [[A~ pas'A~]]" },
  { AB_LANG_DE, "Davidson", "Davidson" },
  { AB_LANG_DE, "[[k'ak]] Turm", "[ [k'ak]] Turm" },
  { AB_LANG_NL, "Dame slaat Cesar acht", "Dame slaat Cesar acht" },
  { AB_LANG_NL, "Toren Anna een Bella een", "Toren Anna één Bella één" },
  { AB_LANG_NL, "Hoe laat? Nog een keer.", "Hoe laat? Nog een keer." },
  { AB_LANG_DE, "Remis angeboten", "[[r@m'i:]] angeboten" },
  { AB_LANG_DE, "Kein Remisangebot.", "Kein [[r@m'i:]]angebot." },
  { AB_LANG_EN, "Queen takes Cesar eight", "Queen takes Caesar eight" },
  { AB_LANG_DE, "", "" },
};

static void
test_spelling (void **state)
{
  for (gsize i = 0; i < G_N_ELEMENTS (spell_cases); i++)
    {
      g_autofree char *got = ab_lexicon_spell (spell_cases[i].lang, spell_cases[i].text);

      assert_string_equal (got, spell_cases[i].spelled);
    }
}

static void
test_invalid_utf8_is_made_valid (void **state)
{
  g_autofree char *got = ab_lexicon_spell (AB_LANG_DE, "Turm \xff acht");

  assert_true (g_utf8_validate (got, -1, NULL));
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_appendix_d_words),
    cmocka_unit_test (test_lexicon_table),
    cmocka_unit_test (test_spelling),
    cmocka_unit_test (test_invalid_utf8_is_made_valid),
  };
  GError *error = NULL;

  if (!ab_voice_init (&error))
    {
      printf ("Bail out! %s\n", error->message);
      return 1;
    }
  return cmocka_run_group_tests (tests, NULL, NULL);
}
