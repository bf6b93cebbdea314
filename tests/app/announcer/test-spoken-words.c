/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-spoken-words.c — the describe layer's hook: between ab_spoken_words_begin
 * and _end its words come from the announcement language's catalog (de, nl,
 * en), whatever the process locale; after _end from libintl again. The app's
 * phrase tables come from that catalog too.
 * Usage: test-spoken-words DE.mo NL.mo */
#include <string.h>

#include <glib.h>
#include <glib/gstdio.h>
#include <libintl.h>

#include "ab-arbiter-words.h"
#include "ab-assistant-phrases.h"
#include "ab-bughouse-phrases.h"
#include "ab-describe-clock.h"
#include "ab-notation.h"
#include "ab-phrases.h"
#include "ab-position.h"
#include "ab-practice-phrases.h"
#include "ab-speech-catalog.h"
#include "ab-spoken-words.h"

static const char *langs[] = { "de", "nl" };
static const char *mo_paths[2];
static char *localedir;

typedef struct
{
  AbLanguage lang;
  const char *move_error; /* "Nd4" in the start position */
  const char *decision;   /* White offers a draw, art. 9.1.2.2 */
  const char *durations;  /* 1 minute, then 5 minutes: the plural */
} WordsCase;

static const WordsCase cases[] = {
  { AB_LANG_DE, "Kein Springer kann David vier erreichen.", "Weiß bietet Remis an (Art. 9.1.2.2)",
    "1 Minute|5 Minuten" },
  { AB_LANG_NL, "Geen paard kan David vier bereiken.", "Wit biedt remise aan (art. 9.1.2.2)",
    "1 minuut|5 minuten" },
  { AB_LANG_EN, "No knight can reach David four.", "White offers a draw (art. 9.1.2.2)",
    "1 minute|5 minutes" },
};

static void
test_languages (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      const WordsCase *c = &cases[i];
      AbPosition *pos = ab_position_new ();
      AbDecision d = { 0 };
      AbMoveError err;
      char buf[AB_DESCRIBE_GAME_MAX];
      char one[64], five[64];
      g_autofree char *durations = NULL;

      g_assert_cmpint (ab_move_parse (pos, "Nd4", &err), ==, AB_MOVE_NONE);
      ab_spoken_move_error (c->lang, pos, &err, buf, sizeof buf);
      g_assert_cmpstr (buf, ==, c->move_error);

      d.kind = AB_DECISION_DRAW_OFFERED;
      d.player = AB_WHITE;
      d.article = "9.1.2.2";
      ab_spoken_decision (c->lang, &d, buf, sizeof buf);
      g_assert_cmpstr (buf, ==, c->decision);

      ab_spoken_words_begin (c->lang);
      ab_describe_duration (60 * G_USEC_PER_SEC, one, sizeof one);
      ab_describe_duration (300 * G_USEC_PER_SEC, five, sizeof five);
      ab_spoken_words_end ();
      durations = g_strdup_printf ("%s|%s", one, five);
      g_assert_cmpstr (durations, ==, c->durations);
      ab_position_free (pos);
    }
}

/* A spoken refusal names its squares in the announcement's words (D.2.1), as the move
 * itself would be said: Bc4 at the start is blocked by the pawn on e2. */
static void
test_squares_spoken (void)
{
  AbPosition *pos = ab_position_new ();
  AbMoveError err;
  char buf[AB_DESCRIBE_GAME_MAX];

  g_assert_cmpint (ab_move_parse (pos, "Bc4", &err), ==, AB_MOVE_NONE);
  ab_spoken_move_error (AB_LANG_DE, pos, &err, buf, sizeof buf);
  g_assert_nonnull (strstr (buf, "Felix eins"));
  g_assert_nonnull (strstr (buf, "Cesar vier"));
  g_assert_nonnull (strstr (buf, "Eva zwei"));
  g_assert_null (strstr (buf, "f1"));
  g_assert_null (strstr (buf, "c4"));
  ab_position_free (pos);
}

/* After _end the words are libintl's again: the interface language's. */
static void
test_restored (void)
{
  char buf[AB_DESCRIBE_GAME_MAX];

  ab_spoken_game_error (AB_LANG_DE, AB_GAME_ERROR_OVER, buf, sizeof buf);
  g_assert_cmpstr (buf, !=, "");
  g_assert_cmpstr (ab_describe_gettext ("White"), ==, dgettext ("annabella", "White"));
  g_assert_cmpstr (ab_describe_gettext ("White"), !=, "Weiß");
}

/* One sentence of each phrase table, its words joined with "|": the msgctxt
 * "spoken" entries, colour and piece agreeing, the count's plural form. */
static const struct
{
  AbLanguage lang;
  const char *words;
} phrase_cases[] = {
  { AB_LANG_DE, "Letzter Zug, 12, Weiß: e4.|weiße Dame|schwarze Springer|1 Turm|2 Türme|"
                "Brett zwei: Die Partie ist beendet.|Zeit überschritten|grober Fehler|"
                "Die Partie ist nicht abgebrochen.|erster Unterschied" },
  { AB_LANG_NL, "Laatste zet, 12, Wit: e4.|witte dame|zwarte paarden|1 toren|2 torens|"
                "Bord twee: De partij is afgelopen.|vlag gevallen|blunder|"
                "De partij is niet afgebroken.|eerste verschil" },
  { AB_LANG_EN, "Last move, 12, White: e4.|white queen|black knights|1 rook|2 rooks|"
                "Board two: The game is over.|flag fallen|blunder|"
                "The game is not adjourned.|first difference" },
  /* An unknown language: German, but the arbiter's view has always spoken English. */
  { (AbLanguage) 9, "Letzter Zug, 12, Weiß: e4.|weiße Dame|schwarze Springer|1 Turm|2 Türme|"
                    "Brett zwei: Die Partie ist beendet.|Zeit überschritten|grober Fehler|"
                    "Die Partie ist nicht abgebrochen.|first difference" },
};

static void
test_phrase_tables (void)
{
  for (gsize i = 0; i < G_N_ELEMENTS (phrase_cases); i++)
    {
      AbLanguage lang = phrase_cases[i].lang;
      g_autofree char *last = ab_phrase_format (lang, AB_PHRASE_LAST_MOVE, 12u,
                                                ab_phrase_color (lang, AB_WHITE), "e4");
      g_autofree char *one = ab_bughouse_phrase_count (lang, AB_ROOK, 1);
      g_autofree char *two = ab_bughouse_phrase_count (lang, AB_ROOK, 2);
      g_autofree char *over = ab_bughouse_phrase (lang, AB_BH_PHRASE_GAME_OVER,
                                                  ab_bughouse_phrase_board (lang, AB_BOARD_B));
      g_autofree char *adjourned = ab_assistant_phrase_format (lang,
                                                               AB_ASSISTANT_PHRASE_NOT_ADJOURNED);
      g_autofree char *words = g_strjoin (
        "|", last, ab_phrase_piece (lang, AB_PIECE (AB_WHITE, AB_QUEEN)),
        ab_phrase_pieces (lang, AB_BLACK, AB_KNIGHT), one, two, over,
        ab_bughouse_phrase_ending (lang, AB_BUGHOUSE_ENDING_FLAG),
        ab_practice_phrase_judgement (lang, AB_ENGINE_JUDGEMENT_BLUNDER), adjourned,
        ab_arbiter_word (lang, AB_ARBITER_WORD_FIRST_DIFFERENCE), NULL);

      g_assert_cmpstr (words, ==, phrase_cases[i].words);
    }
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  if (argc != 3)
    g_error ("usage: test-spoken-words DE.mo NL.mo");
  mo_paths[0] = argv[1];
  mo_paths[1] = argv[2];
  localedir = g_dir_make_tmp ("ab-words-XXXXXX", NULL);
  for (int i = 0; i < 2; i++)
    {
      g_autofree char *dir = g_build_filename (localedir, langs[i], "LC_MESSAGES", NULL);
      g_autofree char *mo = g_build_filename (dir, "annabella.mo", NULL);
      g_autofree char *contents = NULL;
      gsize len;

      if (g_mkdir_with_parents (dir, 0700) != 0
          || !g_file_get_contents (mo_paths[i], &contents, &len, NULL)
          || !g_file_set_contents (mo, contents, (gssize) len, NULL))
        g_error ("cannot set up the catalogs in %s", localedir);
    }
  g_setenv ("ANNABELLA_LOCALEDIR", localedir, TRUE);
  ab_spoken_catalogs_reset ();

  g_test_add_func ("/spoken-words/languages", test_languages);
  g_test_add_func ("/spoken-words/restored", test_restored);
  g_test_add_func ("/spoken-words/phrase-tables", test_phrase_tables);
  g_test_add_func ("/spoken-words/squares-spoken", test_squares_spoken);
  status = g_test_run ();

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
  return status;
}
