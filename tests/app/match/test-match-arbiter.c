/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-match-arbiter.c — the arbiter's take-back (D.2.9): the match back to a ply with both
 * clocks set, the clock running or stopped as the arbiter left it, bad rulings refused with
 * nothing changed, and the journal replaying it to the same position, scoresheet and
 * clocks. */
#include <glib/gstdio.h>
#include <string.h>

#include "ab-fen.h"
#include "ab-match-arbiter.h"
#include "ab-match.h"
#include "match-fixture.h"

#define MS(h, m, s) ((((gint64) (h) * 60 + (m)) * 60 + (s)) * 1000)

typedef struct
{
  TmFixture tm;
  guint resets;
  guint clock_changes;
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
reset_cb (AbMatch *match, Fixture *f)
{
  f->resets++;
}

static void
clock_changed_cb (AbMatch *match, Fixture *f)
{
  f->clock_changes++;
}

static void
watch (Fixture *f, AbMatch *match)
{
  tm_listen (&f->tm, match);
  g_signal_connect (match, "reset", G_CALLBACK (reset_cb), f);
  g_signal_connect (match, "clock-changed", G_CALLBACK (clock_changed_cb), f);
}

/* 90 minutes each, or no clock. */
static AbMatch *
new_match (Fixture *f, const char *control)
{
  AbMatch *match = ab_match_new (f->tm.path);
  g_autoptr (GError) error = NULL;
  AbMatchSetup setup;

  ab_match_setup_init (&setup);
  setup.time_control = control;
  setup.white = "Anna";
  setup.black = "Bert";
  g_assert_true (ab_match_start_setup (match, &setup, &error));
  g_assert_no_error (error);
  watch (f, match);
  return match;
}

static const char *const opening[] = { "e2e4", "e7e5", "g1f3", "b8c6", "f1b5", NULL };
#define START "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
#define AFTER_NC6 "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"

static void
take_back_ok (AbMatch *match, guint n, gint64 white_ms, gint64 black_ms)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (ab_match_arbiter_take_back (match, n, white_ms, black_ms, &error));
  g_assert_no_error (error);
}

/* Back to 2... Nc6 with the clocks as written then; White's clock runs from there. */
static void
test_take_back (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = new_match (f, "5400");
  g_autofree char *after = NULL;
  g_autofree char *moves = NULL;
  guint resets;

  tm_play_all (match, opening);
  g_assert_cmpuint (ab_match_get_n_plies (match), ==, 5);
  resets = f->resets;
  f->clock_changes = 0;
  take_back_ok (match, 4, MS (1, 29, 20), MS (1, 29, 0));

  after = tm_fen (match);
  g_assert_cmpstr (after, ==, AFTER_NC6);
  g_assert_cmpuint (ab_match_get_n_plies (match), ==, 4);
  moves = ab_match_format_moves (match);
  g_assert_cmpstr (moves, ==, "1. e4 e5 2. Sf3 Sc6");
  g_assert_cmpstr (ab_match_get_spoken (match, 3), !=, NULL);
  /* Every view redraws from the match. */
  g_assert_cmpuint (f->resets, ==, resets + 1);
  g_assert_cmpuint (f->clock_changes, >=, 1);
  /* Black's clock stands at the time set; White's runs from it. */
  g_assert_cmpint (tm_clock_ms (match, AB_BLACK), ==, MS (1, 29, 0));
  g_assert_cmpint (tm_clock_ms (match, AB_WHITE), <=, MS (1, 29, 20));
  g_assert_cmpint (tm_clock_ms (match, AB_WHITE), >, MS (1, 29, 19));
  g_assert_cmpint (ab_clock_get_state (ab_game_get_clock (ab_match_get_game (match))), ==,
                   AB_CLOCK_RUNNING);
  g_assert_true (tm_said (&f->tm, AB_ANNOUNCEMENT_RULING,
                          "Schiedsrichter: zurück zu Zug 3, Weiß am Zug, Uhren Weiß 1:29:20, "
                          "Schwarz 1:29:00 — Artikel D.2.9."));
  g_assert_cmpstr (ab_match_get_name (match, AB_BLACK), ==, "Bert");
  /* The game goes on from there: White plays another third move. */
  tm_play (match, "f1c4");
  g_assert_cmpuint (ab_match_get_n_plies (match), ==, 5);
  g_assert_cmpint (tm_clock_ms (match, AB_BLACK), <, MS (1, 29, 0));
}

/* 6.11: the arbiter stopped the clock when called; it stays stopped until he restarts it. */
static void
test_paused_stays_paused (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = new_match (f, "5400");

  tm_play_all (match, opening);
  tm_act_ok (match, AB_MATCH_ACT_PAUSE, AB_WHITE);
  take_back_ok (match, 3, MS (1, 0, 5), MS (0, 59, 59));
  g_usleep (30000);
  g_assert_cmpint (tm_clock_ms (match, AB_WHITE), ==, MS (1, 0, 5));
  g_assert_cmpint (tm_clock_ms (match, AB_BLACK), ==, MS (0, 59, 59));
  g_assert_cmpint (ab_clock_get_state (ab_game_get_clock (ab_match_get_game (match))), ==,
                   AB_CLOCK_PAUSED);
  g_assert_cmpint (ab_position_side_to_move (ab_match_get_position (match)), ==, AB_BLACK);
  tm_act_ok (match, AB_MATCH_ACT_RESUME, AB_WHITE);
  tm_play (match, "g8f6");
  g_assert_cmpint (tm_clock_ms (match, AB_BLACK), <=, MS (0, 59, 59));
}

static void
refused (Fixture *f, AbMatch *match, guint n, gint64 white_ms, gint64 black_ms, int code)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *fen_before = tm_fen (match);
  g_autofree char *journal_before = tm_read_text (f->tm.path);
  g_autofree char *fen_after = NULL;
  g_autofree char *journal_after = NULL;
  guint plies = ab_match_get_n_plies (match);
  guint resets = f->resets;

  g_assert_false (ab_match_arbiter_take_back (match, n, white_ms, black_ms, &error));
  g_assert_error (error, AB_MATCH_ERROR, code);
  fen_after = tm_fen (match);
  journal_after = tm_read_text (f->tm.path);
  g_assert_cmpstr (fen_after, ==, fen_before);
  g_assert_cmpstr (journal_after, ==, journal_before);
  g_assert_cmpuint (ab_match_get_n_plies (match), ==, plies);
  g_assert_cmpuint (f->resets, ==, resets);
}

/* More plies than played, a negative time, a game that is over: refused, nothing changes. */
static void
test_refused (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = new_match (f, "5400");

  tm_play_all (match, opening);
  refused (f, match, 6, MS (1, 0, 0), MS (1, 0, 0), AB_MATCH_ERROR_REFUSED);
  refused (f, match, 2, -1, MS (1, 0, 0), AB_MATCH_ERROR_REFUSED);
  refused (f, match, 2, MS (1, 0, 0), -1000, AB_MATCH_ERROR_REFUSED);
  g_assert_cmpuint (ab_match_get_n_plies (match), ==, 5);
  tm_act_ok (match, AB_MATCH_ACT_RESIGN, AB_WHITE);
  refused (f, match, 2, MS (1, 0, 0), MS (1, 0, 0), AB_MATCH_ERROR_GAME_OVER);
}

static AbMatch *
resumed (Fixture *f)
{
  AbMatch *again = ab_match_new (f->tm.path);
  g_autoptr (GError) error = NULL;

  g_assert_true (ab_match_resume (again, &error));
  g_assert_no_error (error);
  return again;
}

/* Journaled as the arbiter's act before it takes effect; the journal resumes at the ruled
 * position with the ruled clocks, the moves after it too. */
static void
test_journal_resume (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = new_match (f, "5400");
  g_autoptr (AbMatch) again = NULL;
  g_autoptr (AbMatch) third = NULL;
  g_autofree char *journal = NULL;
  g_autofree char *fen_ruled = NULL;
  g_autofree char *fen_again = NULL;
  g_autofree char *moves = NULL;
  g_autofree char *moves_again = NULL;
  guint n = 0;

  tm_play_all (match, opening);
  tm_act_ok (match, AB_MATCH_ACT_PAUSE, AB_WHITE);
  take_back_ok (match, 4, MS (1, 29, 20), MS (1, 29, 0));
  journal = tm_read_text (f->tm.path);
  g_assert_nonnull (strstr (journal, "\tw\tarbiter-take-back\t4:5360000:5340000\n"));
  fen_ruled = tm_fen (match);
  moves = ab_match_format_moves (match);
  g_clear_object (&match);

  g_assert_true (ab_match_find_interrupted (f->tm.path, &n));
  g_assert_cmpuint (n, ==, 4);
  again = resumed (f);
  fen_again = tm_fen (again);
  moves_again = ab_match_format_moves (again);
  g_assert_cmpstr (fen_again, ==, fen_ruled);
  g_assert_cmpstr (moves_again, ==, moves);
  g_assert_cmpint (tm_clock_ms (again, AB_WHITE), ==, MS (1, 29, 20));
  g_assert_cmpint (tm_clock_ms (again, AB_BLACK), ==, MS (1, 29, 0));
  g_assert_cmpint (ab_clock_get_state (ab_game_get_clock (ab_match_get_game (again))), ==,
                   AB_CLOCK_PAUSED);
  for (guint i = 0; i < 4; i++)
    g_assert_cmpint (ab_match_get_move_time (again, i), >, 0);

  /* Play goes on after the ruling, and replays on top of it. */
  watch (f, again);
  tm_act_ok (again, AB_MATCH_ACT_RESUME, AB_WHITE);
  tm_play_all (again, (const char *const[]){ "f1c4", "g8f6", NULL });
  g_clear_pointer (&fen_ruled, g_free);
  fen_ruled = tm_fen (again);
  g_clear_object (&again);
  third = resumed (f);
  g_clear_pointer (&fen_again, g_free);
  fen_again = tm_fen (third);
  g_assert_cmpstr (fen_again, ==, fen_ruled);
  g_assert_cmpuint (ab_match_get_n_plies (third), ==, 6);
  g_assert_cmpstr (ab_match_get_san (third, 4), ==, "Lc4");
}

/* The sheets agree: the moves stand and the arbiter only sets the clocks. Back to the start
 * too. Without a clock the times are left aside. */
static void
test_all_and_none_stand (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = new_match (f, "5400");
  g_autoptr (AbMatch) plain = NULL;
  g_autoptr (AbMatch) again = NULL;
  g_autofree char *start = NULL;

  tm_play_all (match, opening);
  take_back_ok (match, 5, MS (1, 0, 0), MS (1, 10, 0));
  g_assert_cmpuint (ab_match_get_n_plies (match), ==, 5);
  g_assert_cmpint (tm_clock_ms (match, AB_WHITE), ==, MS (1, 0, 0));
  g_assert_cmpint (ab_position_side_to_move (ab_match_get_position (match)), ==, AB_BLACK);
  take_back_ok (match, 0, MS (1, 30, 0), MS (1, 30, 0));
  start = tm_fen (match);
  g_assert_cmpstr (start, ==, START);
  g_assert_cmpint (tm_clock_ms (match, AB_BLACK), ==, MS (1, 30, 0));
  g_assert_true (tm_said (&f->tm, AB_ANNOUNCEMENT_RULING, "zurück zu Zug 1, Weiß am Zug"));
  tm_play (match, "d2d4");
  g_clear_object (&match);

  plain = new_match (f, NULL);
  tm_play_all (plain, opening);
  take_back_ok (plain, 2, 0, 0);
  g_assert_cmpuint (ab_match_get_n_plies (plain), ==, 2);
  g_assert_false (ab_match_get_clock_reading (plain, AB_WHITE, &(AbClockReading){ 0 }));
  g_assert_true (
      tm_said (&f->tm, AB_ANNOUNCEMENT_RULING, "zurück zu Zug 2, Weiß am Zug — Artikel"));
  g_clear_object (&plain);
  again = resumed (f);
  g_assert_cmpuint (ab_match_get_n_plies (again), ==, 2);
}

/* Resumed after a crash, the running clock goes on from the time set at the ruling. */
static void
test_running_resume (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = new_match (f, "5400");
  g_autoptr (AbMatch) again = NULL;

  tm_play_all (match, opening);
  take_back_ok (match, 4, MS (1, 29, 20), MS (1, 29, 0));
  g_usleep (300000);
  g_clear_object (&match);
  again = resumed (f);
  g_assert_cmpint (tm_clock_ms (again, AB_WHITE), <=, MS (1, 29, 20));
  g_assert_cmpint (tm_clock_ms (again, AB_WHITE), >, MS (1, 29, 20) - 200);
  g_assert_cmpint (tm_clock_ms (again, AB_BLACK), ==, MS (1, 29, 0));
}

/* The blind player presses the clock himself: a kept move still waiting for its press is
 * completed by the ruling; a retraction waiting for its correction lapses with it, also
 * when the journal is replayed. */
static void
test_pending_press (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = ab_match_new (f->tm.path);
  g_autoptr (AbMatch) again = NULL;
  g_autoptr (GError) error = NULL;
  AbMatchSetup setup;
  const AbClock *clock;

  ab_match_setup_init (&setup);
  setup.time_control = "5400";
  ab_match_set_press_by_key (match, TRUE);
  g_assert_true (ab_match_start_setup (match, &setup, &error));
  watch (f, match);
  tm_play_all (match, (const char *const[]){ "e2e4", "e7e5", "g1f3", NULL });
  g_assert_true (ab_match_press_clock (match, AB_WHITE, &error));
  tm_play_all (match, (const char *const[]){ "b8c6", "f1b5", NULL });
  g_assert_true (ab_match_press_due (match, AB_WHITE));
  g_assert_true (ab_match_retract (match, AB_WHITE, &error));
  g_assert_no_error (error);

  take_back_ok (match, 3, MS (1, 29, 20), MS (1, 29, 0));
  clock = ab_game_get_clock (ab_match_get_game (match));
  g_assert_false (ab_match_press_due (match, AB_WHITE));
  g_assert_cmpint (ab_clock_get_side (clock), ==, AB_BLACK);
  g_assert_cmpint (ab_clock_get_state (clock), ==, AB_CLOCK_RUNNING);
  tm_play (match, "g8f6");
  g_assert_false (tm_said (&f->tm, AB_ANNOUNCEMENT_CORRECTION, "Springer"));
  g_clear_object (&match);

  again = resumed (f);
  g_assert_cmpuint (ab_match_get_n_plies (again), ==, 4);
  g_assert_cmpstr (ab_match_get_san (again, 3), ==, "Sf6");
  g_assert_cmpint (ab_game_get_move (ab_match_get_game (again), 3)->remarks
                     & AB_REMARK_ANNOUNCEMENT_CORRECTED, ==, 0);
}

/* A journal whose take-back does not fit is not a match to resume. */
static void
test_bad_journal (Fixture *f, gconstpointer data)
{
  static const char *const bad[] = { "9:1000:1000", "2:-5:1000", "2:1000", "x:1:1" };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr (AbMatch) match = ab_match_new (f->tm.path);
      g_autoptr (GError) error = NULL;
      g_autofree char *text = g_strdup_printf (
        "annabella-journal\t1\nstart\t1000000\tw\t%s\nsetup\t1000000\t2023\t5400\n"
        "move\t2000000\te2e4\npress\t2000000\tw\nmove\t3000000\te7e5\npress\t3000000\tb\n"
        "action\t4000000\tw\tarbiter-take-back\t%s\n",
        START, bad[i]);

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
  ADD ("/match-arbiter/D-2-9-take-back", test_take_back);
  ADD ("/match-arbiter/art-6-11-paused-stays-paused", test_paused_stays_paused);
  ADD ("/match-arbiter/refused-changes-nothing", test_refused);
  ADD ("/match-arbiter/journal-then-resume", test_journal_resume);
  ADD ("/match-arbiter/all-or-none-stand", test_all_and_none_stand);
  ADD ("/match-arbiter/bad-journal", test_bad_journal);
  ADD ("/match-arbiter/running-resume", test_running_resume);
  ADD ("/match-arbiter/pending-press", test_pending_press);
#undef ADD

  return g_test_run ();
}
