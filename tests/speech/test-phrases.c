/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-phrases.c — the talking clock's phrases (FIDE Appendix D.2.6: the
 * clock tells the time and the number of moves) in German, Dutch and
 * English, looked up in the spoken language's catalog whatever the UI
 * locale. Usage: test-phrases DE.mo NL.mo (built from tests/speech/po). */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <glib.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <string.h>

#include "ab-speech-catalog.h"
#include "ab-speech-lexicon.h"
#include "ab-speech-phrase.h"
#include "ab-speech-voice.h"

#define SEC G_GINT64_CONSTANT (1000000)

static char *mo_paths[2];
static char *localedir;

typedef struct
{
  AbLanguage lang;
  gint64 usec;
  const char *duration;
  const char *remaining;
} DurationCase;

static const DurationCase duration_cases[] = {
  { AB_LANG_DE, 3840 * SEC, "eine Stunde 4 Minuten", "noch eine Stunde 4 Minuten" },
  { AB_LANG_DE, 270 * SEC, "4 Minuten 30 Sekunden", "noch 4 Minuten 30 Sekunden" },
  { AB_LANG_DE, 45 * SEC, "45 Sekunden", "noch 45 Sekunden" },
  { AB_LANG_DE, 45 * SEC + 999999, "45 Sekunden", "noch 45 Sekunden" }, /* rounded down */
  { AB_LANG_DE, 61 * SEC, "eine Minute eine Sekunde", "noch eine Minute eine Sekunde" },
  { AB_LANG_DE, 7200 * SEC, "2 Stunden", "noch 2 Stunden" },
  { AB_LANG_DE, 3659 * SEC, "eine Stunde", "noch eine Stunde" }, /* two units at most */
  { AB_LANG_DE, 5400 * SEC + 59 * SEC, "eine Stunde 30 Minuten", "noch eine Stunde 30 Minuten" },
  { AB_LANG_DE, 600 * SEC, "10 Minuten", "noch 10 Minuten" },
  { AB_LANG_DE, 0, "0 Sekunden", "noch 0 Sekunden" },
  { AB_LANG_DE, -5 * SEC, "0 Sekunden", "noch 0 Sekunden" }, /* a fallen flag */
  { AB_LANG_NL, 3840 * SEC, "1 uur 4 minuten", "nog 1 uur 4 minuten" },
  { AB_LANG_NL, 270 * SEC, "4 minuten 30 seconden", "nog 4 minuten 30 seconden" },
  { AB_LANG_NL, 61 * SEC, "1 minuut 1 seconde", "nog 1 minuut 1 seconde" },
  { AB_LANG_NL, 45 * SEC, "45 seconden", "nog 45 seconden" },
  { AB_LANG_EN, 3840 * SEC, "1 hour 4 minutes", "1 hour 4 minutes left" },
  { AB_LANG_EN, 270 * SEC, "4 minutes 30 seconds", "4 minutes 30 seconds left" },
  { AB_LANG_EN, 61 * SEC, "1 minute 1 second", "1 minute 1 second left" },
  { AB_LANG_EN, 45 * SEC, "45 seconds", "45 seconds left" },
};

static void
test_durations (void **state)
{
  for (gsize i = 0; i < G_N_ELEMENTS (duration_cases); i++)
    {
      const DurationCase *c = &duration_cases[i];
      g_autofree char *d = ab_speech_phrase_duration (c->lang, c->usec);
      g_autofree char *r = ab_speech_phrase_remaining (c->lang, c->usec);

      assert_string_equal (d, c->duration);
      assert_string_equal (r, c->remaining);
    }
}

static void
test_move_numbers (void **state)
{
  static const struct { AbLanguage lang; int n; gboolean white; const char *text; } cases[] = {
    { AB_LANG_DE, 23, TRUE, "Zug 23, Weiß am Zug" },
    { AB_LANG_DE, 1, FALSE, "Zug 1, Schwarz am Zug" },
    { AB_LANG_NL, 23, TRUE, "Zet 23, wit aan zet" },
    { AB_LANG_NL, 40, FALSE, "Zet 40, zwart aan zet" },
    { AB_LANG_EN, 23, TRUE, "Move 23, White to move" },
    { AB_LANG_EN, 7, FALSE, "Move 7, Black to move" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *s = ab_speech_phrase_move (cases[i].lang, cases[i].n, cases[i].white);

      assert_string_equal (s, cases[i].text);
    }
}

/* The desktop speaks Dutch; the player's voice still announces in German. */
static void
test_independent_of_ui_locale (void **state)
{
  g_autofree char *old_language = g_strdup (g_getenv ("LANGUAGE"));
  g_autofree char *de = NULL;
  g_autofree char *nl = NULL;

  g_setenv ("LANGUAGE", "nl", TRUE);
  setlocale (LC_ALL, "");
  de = ab_speech_phrase_remaining (AB_LANG_DE, 45 * SEC);
  nl = ab_speech_phrase_remaining (AB_LANG_NL, 45 * SEC);
  assert_string_equal (de, "noch 45 Sekunden");
  assert_string_equal (nl, "nog 45 seconden");
  if (old_language)
    g_setenv ("LANGUAGE", old_language, TRUE);
  else
    g_unsetenv ("LANGUAGE");
}

/* Without a catalog the English msgids are said, not nothing. */
static void
test_missing_catalog_falls_back_to_english (void **state)
{
  g_autofree char *s = NULL;

  g_setenv ("ANNABELLA_LOCALEDIR", "/nonexistent", TRUE);
  ab_spoken_catalogs_reset ();
  s = ab_speech_phrase_remaining (AB_LANG_DE, 270 * SEC);
  g_setenv ("ANNABELLA_LOCALEDIR", localedir, TRUE);
  ab_spoken_catalogs_reset ();
  assert_string_equal (s, "4 minutes 30 seconds left");
}

static int
count_units (const char *s)
{
  static const char *units[] = { "Stunde", "Minute", "Sekunde", "uur", "minu", "second", "hour" };
  int n = 0;

  for (gsize i = 0; i < G_N_ELEMENTS (units); i++)
    for (const char *p = s; (p = strstr (p, units[i])); p++)
      n++;
  return n;
}

/* Every duration up to three hours: one or two units, never a clock face. */
static void
test_at_most_two_units_never_a_time_of_day (void **state)
{
  for (AbLanguage lang = AB_LANG_DE; lang <= AB_LANG_EN; lang++)
    for (gint64 s = 0; s < 3 * 3600; s += 7)
      {
        g_autofree char *d = ab_speech_phrase_duration (lang, s * SEC);
        int units = count_units (d);

        if (strchr (d, ':') || strchr (d, '.') || units < 1 || units > 2)
          fail_msg ("%" G_GINT64_FORMAT " s in %s: '%s'", s, ab_language_code (lang), d);
      }
}

/* What the voice makes of it: number words, "eine" not "eins". */
static void
test_voice_says_words (void **state)
{
  static const struct { AbLanguage lang; gint64 sec; const char *phonemes; } cases[] = {
    { AB_LANG_DE, 3840, "_|,aIn@ St'Und@ f'i:r mi:n'u:t@n" },
    { AB_LANG_DE, 45, "nOx f'ynf _|Untf'IrtsIC ze:k'Und@n" },
    { AB_LANG_NL, 3840, "_! 'e:n _!'yr v'ir m'inyt@n" },
    { AB_LANG_EN, 3840, "w'0n 'aU3 f'o@ m'InIts" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = cases[i].sec == 45
        ? ab_speech_phrase_remaining (cases[i].lang, cases[i].sec * SEC)
        : ab_speech_phrase_duration (cases[i].lang, cases[i].sec * SEC);
      g_autofree char *spelled = ab_lexicon_spell (cases[i].lang, text);
      g_autofree char *phonemes = NULL;

      assert_true (ab_voice_set_language (cases[i].lang, NULL));
      phonemes = ab_voice_phonemes (spelled);
      if (strcmp (phonemes, cases[i].phonemes) != 0)
        fail_msg ("'%s' sounds '%s', expected '%s'", text, phonemes, cases[i].phonemes);
    }
}

static int
setup_catalogs (void **state)
{
  static const char *langs[] = { "de", "nl" };

  localedir = g_dir_make_tmp ("ab-locale-XXXXXX", NULL);
  for (int i = 0; i < 2; i++)
    {
      g_autofree char *dir = g_build_filename (localedir, langs[i], "LC_MESSAGES", NULL);
      g_autofree char *mo = g_build_filename (dir, "annabella.mo", NULL);
      g_autofree char *contents = NULL;
      gsize len;

      if (g_mkdir_with_parents (dir, 0700) != 0
          || !g_file_get_contents (mo_paths[i], &contents, &len, NULL)
          || !g_file_set_contents (mo, contents, (gssize) len, NULL))
        return -1;
    }
  g_setenv ("ANNABELLA_LOCALEDIR", localedir, TRUE);
  ab_spoken_catalogs_reset ();
  return 0;
}

static int
teardown_catalogs (void **state)
{
  static const char *langs[] = { "de", "nl" };

  for (int i = 0; i < 2; i++)
    {
      g_autofree char *dir = g_build_filename (localedir, langs[i], "LC_MESSAGES", NULL);
      g_autofree char *mo = g_build_filename (dir, "annabella.mo", NULL);
      g_autofree char *parent = g_path_get_dirname (dir);

      g_unlink (mo);
      g_rmdir (dir);
      g_rmdir (parent);
    }
  g_rmdir (localedir);
  return 0;
}

int
main (int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_durations),
    cmocka_unit_test (test_move_numbers),
    cmocka_unit_test (test_independent_of_ui_locale),
    cmocka_unit_test (test_missing_catalog_falls_back_to_english),
    cmocka_unit_test (test_at_most_two_units_never_a_time_of_day),
    cmocka_unit_test (test_voice_says_words),
  };

  if (argc != 3)
    {
      printf ("Bail out! usage: test-phrases DE.mo NL.mo\n");
      return 1;
    }
  mo_paths[0] = argv[1];
  mo_paths[1] = argv[2];
  return cmocka_run_group_tests (tests, setup_catalogs, teardown_catalogs);
}
