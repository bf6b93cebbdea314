/* test-spoken-words.c — the describe layer's hook: between ab_spoken_words_begin
 * and _end its words come from the announcement language's catalog (de, nl,
 * en), whatever the process locale; after _end from libintl again.
 * Usage: test-spoken-words DE.mo NL.mo */
#include <glib.h>
#include <glib/gstdio.h>
#include <libintl.h>

#include "ab-describe-clock.h"
#include "ab-notation.h"
#include "ab-position.h"
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
  { AB_LANG_DE, "Kein Springer kann d4 erreichen.", "Weiß bietet Remis an (Art. 9.1.2.2)",
    "1 Minute|5 Minuten" },
  { AB_LANG_NL, "Geen paard kan d4 bereiken.", "Wit biedt remise aan (art. 9.1.2.2)",
    "1 minuut|5 minuten" },
  { AB_LANG_EN, "No knight can reach d4.", "White offers a draw (art. 9.1.2.2)",
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
