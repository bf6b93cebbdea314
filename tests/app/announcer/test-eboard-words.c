/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-eboard-words.c — what Annabella says about the sighted player's e-board, in the
 * announcement language (its catalog, whatever the locale): the men missing and extra in
 * the Appendix D words, D.2.9 with both moves, a takeback and a new game offered, each
 * fault its own sentence (no permission names the group to join and the command), the
 * e-board's state, the clock on the board; and AbEboardWords announcing news and faults. */
#include <gio/gio.h>
#include <string.h>

#include "ab-eboard-phrases.h"
#include "ab-eboard-words.h"
#include "ab-uci.h"
#include "match-fixture.h"

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AbPosition, ab_position_free)

typedef struct
{
  TmFixture tm;
  AbMatch *match;
  AbMatchEboard *eboard;
  GPtrArray *said; /* "kind:text" of AbEboardWords */
} Fixture;

static void
announcement_cb (AbEboardWords *words, const char *text, guint kind, Fixture *f)
{
  g_ptr_array_add (f->said, g_strdup_printf ("%u:%s", kind, text));
}

/* A match played on an e-board that is never found: the device named is not there. */
static void
set_up (Fixture *f, gconstpointer data)
{
  AbMatchSetup setup;
  AbEboardWords *words;

  tm_set_up (&f->tm, NULL);
  f->said = g_ptr_array_new_with_free_func (g_free);
  f->match = ab_match_new (NULL);
  f->eboard = ab_match_eboard_new (f->match);
  words = ab_eboard_words_new (f->eboard);
  g_object_set_data_full (G_OBJECT (f->eboard), "test-words", words, g_object_unref);
  g_signal_connect (words, "announcement", G_CALLBACK (announcement_cb), f);
  ab_match_eboard_set_device (f->eboard, "/nonexistent/ttyACM7");
  ab_match_setup_init (&setup);
  setup.eboard = TRUE;
  g_assert_true (ab_match_start_setup (f->match, &setup, NULL));
}

static void
tear_down (Fixture *f, gconstpointer data)
{
  g_clear_object (&f->eboard);
  g_clear_object (&f->match);
  g_ptr_array_unref (f->said);
  tm_tear_down (&f->tm, NULL);
}

static void
test_faults (Fixture *f, gconstpointer data)
{
  static const struct
  {
    AbEboardError code;
    const char *de;
  } cases[] = {
    { AB_EBOARD_ERROR_NO_DEVICE, "Das Gerät des E-Bretts, /nonexistent/ttyACM7, ist nicht da." },
    { AB_EBOARD_ERROR_BUSY, "Ein anderes Programm belegt das E-Brett /nonexistent/ttyACM7." },
    { AB_EBOARD_ERROR_NOT_SERIAL, "/nonexistent/ttyACM7 ist keine serielle Leitung" },
    { AB_EBOARD_ERROR_NOT_A_BOARD, "An /nonexistent/ttyACM7 antwortet kein Brett" },
    { AB_EBOARD_ERROR_UNPLUGGED, "Das Brett des Gegners wurde getrennt. Die Partie geht mit "
                                 "der Tastatur weiter" },
    { AB_EBOARD_ERROR_FAILED, "lässt sich nicht öffnen: Input/output error." },
  };
  g_autofree char *permission = NULL;
  g_autofree char *expected = NULL;
  g_autoptr (GError) denied = NULL;

  /* The device not there was announced as a warning when the match began. */
  g_assert_cmpuint (f->said->len, ==, 1);
  g_assert_true (g_str_has_prefix (g_ptr_array_index (f->said, 0), "1:Das Gerät des E-Bretts"));
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (GError) error = g_error_new (AB_EBOARD_ERROR, cases[i].code,
                                              "/nonexistent/ttyACM7: Input/output error");
      g_autofree char *de = ab_eboard_phrase_fault (f->eboard, error);

      g_assert_nonnull (strstr (de, cases[i].de));
    }
  /* No permission: the group to join, and how (a device of no group: Debian's dialout). */
  denied = g_error_new_literal (AB_EBOARD_ERROR, AB_EBOARD_ERROR_NO_PERMISSION, "x");
  permission = ab_eboard_phrase_fault (f->eboard, denied);
  expected = g_strdup_printf ("Annabella darf das E-Brett /nonexistent/ttyACM7 nicht öffnen: "
                              "dein Benutzer muss in der Gruppe dialout sein. Führe sudo "
                              "adduser %s dialout aus und melde dich neu an.",
                              g_get_user_name ());
  g_assert_cmpstr (permission, ==, expected);
}

static void
test_diff (void)
{
  AbEboardDiff diff = { 0 };
  g_autofree char *one = NULL;
  g_autofree char *two = NULL;
  g_autofree char *extra = NULL;
  g_autofree char *nl = NULL;

  diff.n_missing = 1;
  diff.missing[0] = (AbEboardMan) { AB_SQUARE (5, 2), AB_PIECE (AB_WHITE, AB_KNIGHT) };
  one = ab_eboard_phrase_diff (AB_LANG_DE, &diff);
  g_assert_cmpstr (one, ==, "Auf dem Brett des Gegners fehlt der weiße Springer auf Felix drei.");
  diff.n_missing = 3;
  diff.missing[1] = (AbEboardMan) { AB_SQUARE (3, 7), AB_PIECE (AB_BLACK, AB_QUEEN) };
  diff.missing[2] = (AbEboardMan) { AB_SQUARE (4, 3), AB_PIECE (AB_WHITE, AB_PAWN) };
  diff.n_extra = 1;
  diff.extra[0] = (AbEboardMan) { AB_SQUARE (6, 4), AB_PIECE (AB_WHITE, AB_KNIGHT) };
  two = ab_eboard_phrase_diff (AB_LANG_DE, &diff);
  g_assert_cmpstr (two, ==, "Auf dem Brett des Gegners fehlen der weiße Springer auf Felix drei, "
                   "die schwarze Dame auf David acht und der weiße Bauer auf Eva vier. Zu viel "
                   "steht der weiße Springer auf Gustav fünf.");
  diff.n_missing = 0;
  extra = ab_eboard_phrase_diff (AB_LANG_DE, &diff);
  g_assert_cmpstr (extra, ==,
                   "Auf dem Brett des Gegners steht der weiße Springer auf Gustav fünf zu viel.");
  nl = ab_eboard_phrase_diff (AB_LANG_NL, &diff);
  g_assert_cmpstr (nl, ==,
                   "Op het bord van de tegenstander staat het witte paard op Gustav vijf te veel.");
}

static void
test_news (Fixture *f, gconstpointer data)
{
  g_autoptr (AbPosition) start = ab_position_new ();
  AbEboardVerdict v = { 0 };
  AbEboardNews news = { AB_EBOARD_NEWS_DISCREPANCY };
  g_autofree char *discrepancy = NULL;
  g_autofree char *takeback = NULL;
  g_autofree char *question = NULL;
  g_autofree char *no_game = NULL;
  g_autofree char *chess960 = NULL;
  g_autofree char *noise = NULL;
  g_autofree char *refused = NULL;
  g_autoptr (GError) over = g_error_new_literal (AB_MATCH_ERROR, AB_MATCH_ERROR_GAME_OVER, "x");

  /* D.2.9: both moves in the Appendix D words, with the article. */
  v.kind = AB_EBOARD_DISCREPANCY;
  v.move = ab_move_from_uci (start, "g1h3");
  v.expected = ab_move_from_uci (start, "g1f3");
  news.verdict = &v;
  news.position = start;
  discrepancy = ab_eboard_phrase_news (f->eboard, &news);
  g_assert_cmpstr (discrepancy, ==,
                   "Die Bretter unterscheiden sich beim 1. Zug: auf dem Brett des Gegners "
                   "Springer Hector drei, wo die Partie Springer Felix drei hat. Der "
                   "Schiedsrichter gleicht sie ab, Artikel D.2.9.");
  /* A takeback: from which move, and the arbiter's key. */
  tm_play (f->match, "e4");
  tm_play (f->match, "e5");
  tm_play (f->match, "Nf3");
  v.kind = AB_EBOARD_TAKEBACK;
  v.plies = 2;
  news.kind = AB_EBOARD_NEWS_TAKEBACK;
  news.position = ab_match_get_position (f->match);
  takeback = ab_eboard_phrase_news (f->eboard, &news);
  g_assert_cmpstr (takeback, ==,
                   "Das Brett des Gegners zeigt die Stellung vor dem 1. Zug von Schwarz, Eva "
                   "fünf. Nimmt der Schiedsrichter die Züge zurück, drückt er Steuerung Umschalt "
                   "E.");
  /* No takeback stands here: nothing to ask. */
  question = ab_eboard_phrase_take_back_question (f->eboard);
  g_assert_null (question);
  v.kind = AB_EBOARD_NEW_GAME;
  news.kind = AB_EBOARD_NEWS_NEW_GAME;
  v.chess960 = AB_CHESS960_STANDARD;
  no_game = ab_eboard_phrase_news (f->eboard, &news);
  g_assert_cmpstr (no_game, ==, "Das Brett des Gegners zeigt die Grundstellung. Steuerung N "
                   "beginnt eine neue Partie.");
  v.chess960 = 17;
  chess960 = ab_eboard_phrase_news (f->eboard, &news);
  g_assert_nonnull (strstr (chess960, "Chess960-Grundstellung 17."));
  news = (AbEboardNews) { AB_EBOARD_NEWS_NOISE, .damage = AB_EBOARD_DAMAGE_CHECKSUM };
  noise = ab_eboard_phrase_news (f->eboard, &news);
  g_assert_cmpstr (noise, ==, "Das Brett des Gegners sandte eine Nachricht mit falscher "
                   "Prüfsumme; es wurde neu gelesen, nichts ging verloren.");
  news = (AbEboardNews) { AB_EBOARD_NEWS_REFUSED, .position = ab_match_get_position (f->match),
                          .error = over };
  news.move = ab_move_from_uci (news.position, "b8c6");
  refused = ab_eboard_phrase_news (f->eboard, &news);
  g_assert_true (g_str_has_prefix (refused, "Der Zug auf dem Brett des Gegners, Springer "
                                            "Cesar sechs, wird nicht gespielt."));
}

static void
test_state (Fixture *f, gconstpointer data)
{
  g_autofree char *searching = ab_eboard_phrase_state (f->eboard);
  g_autofree char *off = NULL;
  g_autofree char *keys = ab_eboard_phrase_keys (AB_LANG_NL);

  g_assert_cmpstr (searching, ==,
                   "Das E-Brett des Gegners ist nicht verbunden; Annabella sucht es alle paar "
                   "Sekunden an /nonexistent/ttyACM7. Die Partie geht mit der Tastatur weiter.");
  g_assert_true (g_str_has_prefix (keys, "E-bord van de tegenstander: Alt E"));
  /* No clock on a board that is not there. */
  g_assert_null (ab_eboard_phrase_time (f->eboard, AB_ANSWER_TIME_BOTH));
  /* A match without an e-board. */
  g_assert_true (ab_match_start (f->match, NULL, AB_WHITE, NULL));
  off = ab_eboard_phrase_state (f->eboard);
  g_assert_true (g_str_has_prefix (off, "Diese Partie wird ohne E-Brett gespielt"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/eboard-words/faults", Fixture, NULL, set_up, test_faults, tear_down);
  g_test_add_func ("/eboard-words/diff", test_diff);
  g_test_add ("/eboard-words/news", Fixture, NULL, set_up, test_news, tear_down);
  g_test_add ("/eboard-words/state", Fixture, NULL, set_up, test_state, tear_down);
  return g_test_run ();
}
