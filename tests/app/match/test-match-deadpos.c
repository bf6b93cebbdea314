/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-match-deadpos.c — the dead-position analysis's budget in a match, and the result
 * the arbiter gives when the analysis left it undecided: the budget journaled with the
 * setup and when it changes, so that a resumption rules every verdict again as it was
 * ruled; a resignation or flag fall whose mating question is undecided ends the game with
 * no result and stays resumable; the arbiter's result refused unless the Laws allow it,
 * journaled, announced with the article and replayed. */
#include <glib/gstdio.h>
#include <string.h>

#include "ab-match-arbiter.h"
#include "ab-match.h"
#include "match-fixture.h"

/* White (Ka4, Bd3, pawns b5 c4 d5) can mate: the black king must walk into a net behind
 * the locked pawns while White's pawns break through; the helpmate takes the analyser
 * some 300,000 positions (annabella-tool can-mate FEN white), about 60 ms of its default
 * budget, and far more than the 5,000 of a 1 ms budget. Black to move, in check. */
#define NET "8/2b5/kp1p4/1PpP4/K1P5/3B4/8/8 b - - 0 1"
/* The same net one move earlier: White's b4-b5+ gives it; Black's clock then runs. */
#define BEFORE_NET "8/2b5/kp1p4/2pP4/KPP5/3B4/8/8 w - - 0 1"
#define TINY_MS 1

typedef struct
{
  TmFixture tm;
  guint over;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  tm_set_up (&f->tm, data);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  tm_tear_down (&f->tm, data);
}

static void
game_over_cb (AbMatch *match, guint result, Fixture *f)
{
  f->over++;
}

static AbMatch *
new_match (Fixture *f, const char *fen, const char *control, guint budget_ms)
{
  AbMatch *match = ab_match_new (f->tm.path);
  g_autoptr (GError) error = NULL;
  AbMatchSetup setup;

  ab_match_setup_init (&setup);
  setup.fen = fen;
  setup.time_control = control;
  ab_match_set_deadpos_budget (match, budget_ms);
  tm_listen (&f->tm, match);
  g_signal_connect (match, "game-over", G_CALLBACK (game_over_cb), f);
  g_assert_true (ab_match_start_setup (match, &setup, &error));
  g_assert_no_error (error);
  return match;
}

static AbMatch *
resumed (Fixture *f, guint budget_ms)
{
  AbMatch *match = ab_match_new (f->tm.path);
  g_autoptr (GError) error = NULL;

  ab_match_set_deadpos_budget (match, budget_ms);
  tm_listen (&f->tm, match);
  g_signal_connect (match, "game-over", G_CALLBACK (game_over_cb), f);
  g_assert_true (ab_match_resume (match, &error));
  g_assert_no_error (error);
  return match;
}

static guint
count_lines (const char *text, const char *part)
{
  guint n = 0;

  for (const char *p = text; (p = strstr (p, part)) != NULL; p += strlen (part))
    n++;
  return n;
}

static void
decide_refused (AbMatch *match, AbMatchResult result)
{
  g_autoptr (GError) error = NULL;

  g_assert_false (ab_match_arbiter_decides (match, result, &error));
  g_assert_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_REFUSED);
}

/* The default budget decides the net at once: Black resigns, White wins (5.1.2). The
 * default is not journaled: a journal without a budget is ruled at the default. */
static void
test_default_decides (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = new_match (f, NET, NULL, 1000);
  g_autofree char *journal = NULL;

  g_assert_cmpuint (ab_match_get_deadpos_budget (match), ==, 0);
  tm_act_ok (match, AB_MATCH_ACT_RESIGN, AB_BLACK);
  g_assert_cmpint (ab_match_get_result (match), ==, AB_MATCH_RESULT_WHITE_WINS);
  g_assert_false (ab_match_awaits_arbiter (match));
  decide_refused (match, AB_MATCH_RESULT_DRAW);
  journal = tm_read_text (f->tm.path);
  g_assert_null (strstr (journal, "deadpos-budget"));
  g_assert_false (ab_match_find_interrupted (f->tm.path, NULL));
}

/* With a tiny budget the resignation leaves the result to the arbiter; the game is over,
 * yet resumable; the budget it was ruled under is replayed even where the program now
 * runs at the default, which would have decided it. */
static void
test_resign_undecided (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = new_match (f, NET, NULL, TINY_MS);
  g_autoptr (AbMatch) again = NULL;
  g_autoptr (AbMatch) third = NULL;
  g_autofree char *journal = NULL;
  g_autofree char *decided = NULL;
  guint n_plies = 99;

  journal = tm_read_text (f->tm.path);
  g_assert_cmpuint (count_lines (journal, "\tdeadpos-budget\t1\n"), ==, 1);
  tm_act_ok (match, AB_MATCH_ACT_RESIGN, AB_BLACK);
  g_assert_true (ab_match_is_over (match));
  g_assert_true (ab_match_awaits_arbiter (match));
  g_assert_cmpint (ab_match_get_result (match), ==, AB_MATCH_RESULT_NONE);
  g_assert_cmpint (ab_match_get_ending (match), ==, AB_ENDING_RESIGNATION);
  g_assert_true (tm_said (&f->tm, AB_ANNOUNCEMENT_GAME_OVER, "5.1.2"));
  /* The resigning side never wins; "no result" is none. */
  decide_refused (match, AB_MATCH_RESULT_BLACK_WINS);
  decide_refused (match, AB_MATCH_RESULT_NONE);
  g_assert_true (ab_match_awaits_arbiter (match));

  /* A move was needed for an interrupted match before: this one has none, so play one. */
  g_clear_object (&match);
  match = new_match (f, BEFORE_NET, NULL, TINY_MS);
  tm_play (match, "b4b5");
  tm_act_ok (match, AB_MATCH_ACT_RESIGN, AB_BLACK);
  g_assert_true (ab_match_awaits_arbiter (match));
  g_assert_true (ab_match_find_interrupted (f->tm.path, &n_plies));
  g_assert_cmpuint (n_plies, ==, 1);

  /* Resumed at the default budget: still the arbiter's, and nothing journaled for a game
   * that analyses no more. */
  again = resumed (f, 0);
  g_assert_true (ab_match_awaits_arbiter (again));
  g_assert_cmpint (ab_match_get_result (again), ==, AB_MATCH_RESULT_NONE);
  g_free (journal);
  journal = tm_read_text (f->tm.path);
  g_assert_cmpuint (count_lines (journal, "deadpos-budget"), ==, 1);

  f->over = 0;
  g_ptr_array_set_size (f->tm.said, 0);
  g_assert_true (ab_match_arbiter_decides (again, AB_MATCH_RESULT_WHITE_WINS, NULL));
  g_assert_cmpuint (f->over, ==, 1);
  g_assert_false (ab_match_awaits_arbiter (again));
  g_assert_cmpint (ab_match_get_result (again), ==, AB_MATCH_RESULT_WHITE_WINS);
  g_assert_cmpint (ab_match_get_ending (again), ==, AB_ENDING_ARBITER);
  /* Announced with the article the game ended under. */
  g_assert_true (tm_said (&f->tm, AB_ANNOUNCEMENT_RULING, "5.1.2"));
  decided = tm_read_text (f->tm.path);
  g_assert_cmpuint (count_lines (decided, "\tb\tarbiter-decides\t1-0\n"), ==, 1);
  decide_refused (again, AB_MATCH_RESULT_DRAW);

  /* On disk: a resumption gives the result again, and the game is no longer offered. */
  g_assert_false (ab_match_find_interrupted (f->tm.path, NULL));
  third = resumed (f, 0);
  g_assert_cmpint (ab_match_get_result (third), ==, AB_MATCH_RESULT_WHITE_WINS);
  g_assert_cmpint (ab_match_get_ending (third), ==, AB_ENDING_ARBITER);
}

/* A draw is the other result the Laws allow; it is journaled as 1/2-1/2. */
static void
test_decide_draw (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = new_match (f, BEFORE_NET, NULL, TINY_MS);
  g_autoptr (AbMatch) again = NULL;
  g_autofree char *journal = NULL;

  tm_play (match, "b4b5");
  tm_act_ok (match, AB_MATCH_ACT_RESIGN, AB_BLACK);
  g_assert_true (ab_match_arbiter_decides (match, AB_MATCH_RESULT_DRAW, NULL));
  g_assert_cmpint (ab_match_get_result (match), ==, AB_MATCH_RESULT_DRAW);
  journal = tm_read_text (f->tm.path);
  g_assert_cmpuint (count_lines (journal, "\tarbiter-decides\t1/2-1/2\n"), ==, 1);
  again = resumed (f, TINY_MS);
  g_assert_cmpint (ab_match_get_result (again), ==, AB_MATCH_RESULT_DRAW);
}

static gboolean
quit_cb (gpointer loop)
{
  g_main_loop_quit (loop);
  return G_SOURCE_REMOVE;
}

/* 6.9: Black's flag falls in the net by the match's own timer; at the tiny budget the
 * result is the arbiter's, said with the article. */
static void
test_flag_undecided (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = new_match (f, NET, "1", TINY_MS);
  g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  guint guard;

  g_signal_connect_swapped (match, "game-over", G_CALLBACK (g_main_loop_quit), loop);
  guard = g_timeout_add_seconds (10, quit_cb, loop);
  g_main_loop_run (loop);
  g_source_remove (guard);
  g_assert_cmpuint (f->over, ==, 1);
  g_assert_cmpint (ab_match_get_ending (match), ==, AB_ENDING_FLAG_FALL);
  g_assert_true (ab_match_awaits_arbiter (match));
  g_assert_true (tm_said (&f->tm, AB_ANNOUNCEMENT_RULING, "6.9"));
  g_assert_true (tm_said (&f->tm, AB_ANNOUNCEMENT_GAME_OVER, "6.9"));
  g_assert_true (ab_match_arbiter_decides (match, AB_MATCH_RESULT_WHITE_WINS, NULL));
  g_assert_true (tm_said (&f->tm, AB_ANNOUNCEMENT_RULING, "6.9"));
}

/* A change during the game is journaled before it counts, once; a resumption under
 * another budget journals the new one, and the arbiter's take-back keeps the game's. */
static void
test_budget_changes (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = new_match (f, NULL, NULL, 0);
  g_autoptr (AbMatch) again = NULL;
  g_autoptr (AbMatch) third = NULL;
  g_autofree char *journal = NULL;
  static const char *const moves[] = { "e2e4", "e7e5", NULL };

  tm_play_all (match, moves);
  ab_match_set_deadpos_budget (match, 250);
  ab_match_set_deadpos_budget (match, 250);
  g_assert_cmpuint (ab_game_get_deadpos_budget (ab_match_get_game (match)), ==, 250);
  journal = tm_read_text (f->tm.path);
  g_assert_cmpuint (count_lines (journal, "\tdeadpos-budget\t250\n"), ==, 1);

  /* The same budget on resuming: nothing more. */
  again = resumed (f, 250);
  g_assert_cmpuint (ab_game_get_deadpos_budget (ab_match_get_game (again)), ==, 250);
  g_clear_object (&again);
  g_free (journal);
  journal = tm_read_text (f->tm.path);
  g_assert_cmpuint (count_lines (journal, "deadpos-budget"), ==, 1);

  /* The default again, on resuming: journaled as the default's milliseconds. */
  third = resumed (f, 0);
  g_free (journal);
  journal = tm_read_text (f->tm.path);
  g_assert_cmpuint (count_lines (journal, "\tdeadpos-budget\t1000\n"), ==, 1);
  ab_match_set_deadpos_budget (third, 40);
  g_assert_true (ab_match_arbiter_take_back (third, 1, 0, 0, NULL));
  g_assert_cmpuint (ab_game_get_deadpos_budget (ab_match_get_game (third)), ==, 40);
}

/* A journal whose budget is no number of milliseconds does not replay. */
static void
test_bad_budget (Fixture *f, gconstpointer data)
{
  static const char *const bad[] = { "0", "-5", "abc", "60001", "" };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (AbMatch) match = ab_match_new (f->tm.path);
      g_autoptr (GError) error = NULL;
      g_autofree char *text = g_strdup_printf (
        "annabella-journal\t1\nstart\t1000000\tw\t%s\nsetup\t1000000\t2023\t-\n"
        "action\t1000000\tw\tdeadpos-budget\t%s\nmove\t2000000\te2e4\n",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", bad[i]);

      g_assert_true (g_file_set_contents (f->tm.path, text, -1, NULL));
      g_assert_false (ab_match_resume (match, &error));
      g_assert_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_BAD_JOURNAL);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(name, func) \
  g_test_add (name, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/match-deadpos/default-budget-decides", test_default_decides);
  ADD ("/match-deadpos/art-5-1-2-undecided-then-arbiter", test_resign_undecided);
  ADD ("/match-deadpos/arbiter-draw", test_decide_draw);
  ADD ("/match-deadpos/art-6-9-flag-undecided", test_flag_undecided);
  ADD ("/match-deadpos/budget-changes-journaled", test_budget_changes);
  ADD ("/match-deadpos/bad-budget-does-not-replay", test_bad_budget);
#undef ADD

  return g_test_run ();
}
