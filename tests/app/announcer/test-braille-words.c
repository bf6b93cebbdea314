/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-braille-words.c — what Annabella says about her braille display, in the
 * announcement language (its catalog, whatever the locale): each fault of the display
 * its own sentence, and the board for the display: the ranks in the braille chess code,
 * then the pieces of each side in the Appendix D words; the scoresheet a move a row with
 * the half-move under each character, and the last move with its number. */
#include <gio/gio.h>

#include "ab-answers.h"
#include "ab-braille-display.h"
#include "ab-braille-phrases.h"
#include "match-fixture.h"

static void
test_faults (void)
{
  static const struct
  {
    AbBrailleError code;
    const char *de, *nl, *en;
  } cases[] = {
    { AB_BRAILLE_ERROR_NO_DAEMON, "Braille ist aus: BRLTTY läuft nicht.",
      "Braille is uit: BRLTTY draait niet.", "Braille is off: BRLTTY is not running." },
    { AB_BRAILLE_ERROR_NOT_ALLOWED, "in der Gruppe brlapi", "in de groep brlapi",
      "in the brlapi group" },
    { AB_BRAILLE_ERROR_NO_DISPLAY, "keine Braillezeile ist angeschlossen",
      "geen brailleleesregel aangesloten", "no braille display is connected" },
    { AB_BRAILLE_ERROR_TTY_BUSY, "ein anderes Programm", "een ander programma",
      "another program" },
    { AB_BRAILLE_ERROR_LOST, "ist verloren", "is verbroken", "was lost" },
    { AB_BRAILLE_ERROR_NO_MODULE, "Braillemodul", "braillemodule", "braille module" },
  };
  g_autoptr (GError) other = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_FAILED, "other");
  g_autofree char *lost = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = g_error_new_literal (AB_BRAILLE_ERROR, cases[i].code, "x");
      g_autofree char *de = ab_braille_words_fault (AB_LANG_DE, error);
      g_autofree char *nl = ab_braille_words_fault (AB_LANG_NL, error);
      g_autofree char *en = ab_braille_words_fault (AB_LANG_EN, error);

      g_assert_nonnull (strstr (de, cases[i].de));
      g_assert_nonnull (strstr (nl, cases[i].nl));
      g_assert_nonnull (strstr (en, cases[i].en));
      /* Speech carries on, and says so. */
      g_assert_true (g_str_has_suffix (de, "Die Sprachausgabe läuft weiter."));
    }
  /* Another domain's error is a lost display. */
  lost = ab_braille_words_fault (AB_LANG_EN, other);
  g_assert_cmpstr (lost, ==, "The braille display was lost; braille is off. Speech carries on.");
}

static void
test_modes (void)
{
  g_autofree char *own = ab_braille_phrase_format (AB_LANG_NL, AB_BRAILLE_PHRASE_OWN);
  g_autofree char *orca = ab_braille_phrase_format (AB_LANG_DE, AB_BRAILLE_PHRASE_SCREEN_READER);

  g_assert_cmpstr (own, ==, "Braille: Annabella schrijft zelf naar de brailleleesregel.");
  g_assert_cmpstr (orca, ==,
                   "Braille: der Bildschirmleser steuert die Braillezeile; Annabella gibt ihm "
                   "ihren Text.");
}

static void
test_board (void)
{
  TmFixture f;
  g_autoptr (AbMatch) match = NULL;
  g_auto (GStrv) lines = NULL;

  tm_set_up (&f, NULL);
  match = ab_match_new (f.path);
  ab_match_set_language (match, AB_LANG_DE);
  tm_play (match, "e4");
  lines = ab_answer_board_braille (match);
  g_assert_cmpint (g_strv_length (lines), ==, 10);
  g_assert_cmpstr (lines[0], ==, "⠦ ⠷⠮⠧⠿⠥⠧⠮⠷");
  g_assert_cmpstr (lines[4], ==, "⠲ ⠲⠏⠒");
  g_assert_cmpstr (lines[6], ==, "⠆ ⠏⠏⠏⠏⠂⠏⠏⠏");
  g_assert_true (g_str_has_prefix (lines[8], "Weiß: König Eva eins, Dame David eins, "));
  g_assert_nonnull (strstr (lines[8], "Bauer Eva vier"));
  g_assert_true (g_str_has_prefix (lines[9], "Schwarz: König Eva acht, "));
  tm_tear_down (&f, NULL);
}

/* The scoresheet for the display: a move a row in the language's letters, and which
 * half-move a routing key over a row's character names. */
static void
test_sheet (void)
{
  TmFixture f;
  g_autoptr (AbMatch) match = NULL;
  AbAnswerSheetRow *rows;
  guint n = 0;

  tm_set_up (&f, NULL);
  match = ab_match_new (f.path);
  ab_match_set_language (match, AB_LANG_DE);
  g_assert_null (ab_answer_sheet_rows (match, &n));
  g_assert_cmpuint (n, ==, 0);
  tm_play (match, "e4");
  tm_play (match, "e5");
  tm_play (match, "Nf3");
  rows = ab_answer_sheet_rows (match, &n);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpstr (rows[0].text, ==, "1. e4 e5");
  g_assert_cmpstr (rows[1].text, ==, "2. Sf3");
  /* "1. e4 e5": the number and e4 are White's, e5 (from character 6) Black's. */
  g_assert_cmpuint (ab_answer_sheet_ply_at (&rows[0], 0), ==, 0);
  g_assert_cmpuint (ab_answer_sheet_ply_at (&rows[0], 4), ==, 0);
  g_assert_cmpuint (ab_answer_sheet_ply_at (&rows[0], 6), ==, 1);
  g_assert_cmpuint (ab_answer_sheet_ply_at (&rows[0], 7), ==, 1);
  g_assert_cmpuint (ab_answer_sheet_ply_at (&rows[1], 5), ==, 2);
  ab_answer_sheet_free (rows, n);
  tm_tear_down (&f, NULL);
}

/* An announcement of the last move shows with its number; anything else as it is said. */
static void
test_news (void)
{
  TmFixture f;
  g_autoptr (AbMatch) match = NULL;
  g_autofree char *white = NULL, *black = NULL, *other = NULL;

  tm_set_up (&f, NULL);
  match = ab_match_new (f.path);
  ab_match_set_language (match, AB_LANG_DE);
  tm_play (match, "e4");
  white = ab_answer_braille_news (match, "Eva vier");
  g_assert_cmpstr (white, ==, "1. Eva vier.");
  tm_play (match, "Nf6");
  black = ab_answer_braille_news (match, "Springer Felix sechs");
  g_assert_cmpstr (black, ==, "1… Springer Felix sechs.");
  other = ab_answer_braille_news (match, "Eva vier");
  g_assert_cmpstr (other, ==, "Eva vier");
  tm_tear_down (&f, NULL);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/braille-words/faults", test_faults);
  g_test_add_func ("/braille-words/modes", test_modes);
  g_test_add_func ("/braille-words/board", test_board);
  g_test_add_func ("/braille-words/sheet", test_sheet);
  g_test_add_func ("/braille-words/news", test_news);
  return g_test_run ();
}
