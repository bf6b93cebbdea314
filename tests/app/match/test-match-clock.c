/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-match-clock.c — AbMatch's clock, acts and slip correction: the setup journaled and
 * replayed, the flag falling at its moment (6.9), a slip corrected before the press
 * (D.2.8), draw offers, resignation, the arbiter's pause (6.11), and resumption with
 * the clocks as they were, the downtime charged only when asked. */
#include <glib/gstdio.h>
#include <string.h>
#include <utime.h>

#include "ab-fen.h"
#include "ab-journal.h"
#include "ab-match.h"
#include "match-fixture.h"
#include "ab-preferences-window.h"

typedef struct
{
  TmFixture tm;
  gboolean over;
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
  f->over = TRUE;
}

static AbMatch *
new_match (Fixture *f, const char *fen, const char *control, gboolean by_key)
{
  AbMatch *match = ab_match_new (f->tm.path);
  g_autoptr (GError) error = NULL;
  AbMatchSetup setup;

  ab_match_setup_init (&setup);
  setup.fen = fen;
  setup.time_control = control;
  setup.white = "Anna";
  setup.black = "Bert";
  ab_match_set_press_by_key (match, by_key);
  tm_listen (&f->tm, match);
  g_signal_connect (match, "game-over", G_CALLBACK (game_over_cb), f);
  g_assert_true (ab_match_start_setup (match, &setup, &error));
  g_assert_no_error (error);
  return match;
}

static gint64
clock_us (AbMatch *match, AbColor side)
{
  AbClockReading reading;

  g_assert_true (ab_match_get_clock_reading (match, side, &reading));
  return reading.time_us;
}

/* 6.6: the clock starts with the match; the setup replays from the journal. */
static void
test_setup_journaled (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = new_match (f, NULL, "900+10", FALSE);
  g_autoptr (AbMatch) again = ab_match_new (f->tm.path);
  g_autoptr (GError) error = NULL;
  const AbClock *clock = ab_game_get_clock (ab_match_get_game (match));

  g_assert_nonnull (clock);
  g_assert_cmpint (ab_clock_get_state (clock), ==, AB_CLOCK_RUNNING);
  g_assert_cmpint (ab_clock_get_side (clock), ==, AB_WHITE);
  g_assert_cmpint (clock_us (match, AB_WHITE), <=, 900 * G_USEC_PER_SEC);
  g_assert_cmpint (clock_us (match, AB_WHITE), >, 899 * G_USEC_PER_SEC);
  g_assert_cmpstr (ab_match_get_name (match, AB_WHITE), ==, "Anna");
  g_assert_cmpstr (ab_match_get_name (match, AB_BLACK), ==, "Bert");
  tm_play (match, "e2e4");
  /* The press gave White the increment: more than the 900 s it started with. */
  g_assert_cmpint (clock_us (match, AB_WHITE), >, 905 * G_USEC_PER_SEC);
  g_assert_true (ab_match_resume (again, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (ab_match_get_name (again, AB_BLACK), ==, "Bert");
  g_assert_cmpint (ab_game_get_edition (ab_match_get_game (again)), ==, AB_EDITION_2023);
  g_assert_cmpint (ab_clock_get_side (ab_game_get_clock (ab_match_get_game (again))), ==,
                   AB_BLACK);
}

/* A clock that waits for the players: no time runs until the first move, which takes none,
 * or until the press starts it (6.6, "ruling"); the wait and the start replay from the
 * journal. */
static void
test_clock_waits (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = ab_match_new (f->tm.path);
  g_autoptr (AbMatch) again = NULL;
  g_autoptr (GError) error = NULL;
  AbMatchSetup setup;

  ab_match_setup_init (&setup);
  setup.time_control = "900";
  setup.clock_waits = TRUE;
  tm_listen (&f->tm, match);
  g_assert_true (ab_match_start_setup (match, &setup, &error));
  g_assert_no_error (error);
  g_assert_true (ab_match_clock_waits (match));
  g_usleep (50000);
  g_assert_cmpint (clock_us (match, AB_WHITE), ==, 900 * G_USEC_PER_SEC);
  /* Resumed while it waits: it still waits. */
  again = ab_match_new (f->tm.path);
  g_assert_true (ab_match_resume (again, &error));
  g_assert_no_error (error);
  g_assert_true (ab_match_clock_waits (again));
  g_clear_object (&again);

  tm_play (match, "e2e4");
  g_assert_false (ab_match_clock_waits (match));
  g_assert_cmpint (clock_us (match, AB_WHITE), ==, 900 * G_USEC_PER_SEC);
  g_assert_cmpint (ab_clock_get_side (ab_game_get_clock (ab_match_get_game (match))), ==,
                   AB_BLACK);
  g_usleep (50000);
  g_assert_cmpint (clock_us (match, AB_BLACK), <, 900 * G_USEC_PER_SEC - 40000);
  again = ab_match_new (f->tm.path);
  g_assert_true (ab_match_resume (again, &error));
  g_assert_no_error (error);
  g_assert_false (ab_match_clock_waits (again));
  g_assert_cmpint (ab_match_get_n_plies (again), ==, 1);
  g_clear_object (&again);
  g_assert_false (ab_match_start_clock (match, &error));
  g_assert_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_REFUSED);
  g_clear_error (&error);

  /* The press by key starts it before a move, with its ruling. */
  g_assert_true (ab_match_start_setup (match, &setup, &error));
  g_assert_true (ab_match_clock_waits (match));
  g_assert_true (ab_match_press_clock (match, AB_BLACK, &error));
  g_assert_no_error (error);
  g_assert_false (ab_match_clock_waits (match));
  g_assert_true (tm_said (&f->tm, AB_ANNOUNCEMENT_RULING, "6.6"));
  g_usleep (50000);
  g_assert_cmpint (clock_us (match, AB_WHITE), <, 900 * G_USEC_PER_SEC - 40000);
  /* Without the wait, the setup starts it (the default of a match). */
  setup.clock_waits = FALSE;
  g_assert_true (ab_match_start_setup (match, &setup, &error));
  g_assert_false (ab_match_clock_waits (match));
}

/* A Chess960 start, as the new-match dialog gives it (by number), survives resumption. */
static void
test_chess960_start (Fixture *f, gconstpointer data)
{
  AbPosition *pos = ab_position_new ();
  char fen[AB_FEN_MAX], resumed[AB_FEN_MAX];
  g_autoptr (AbMatch) match = NULL;
  g_autoptr (AbMatch) again = ab_match_new (f->tm.path);
  g_autoptr (GError) error = NULL;

  g_assert_true (ab_position_set_chess960 (pos, 0));
  ab_position_get_fen (pos, AB_FEN_CASTLING_AUTO, fen, sizeof fen);
  ab_position_free (pos);
  match = new_match (f, fen, "900", FALSE);
  g_assert_cmpint (ab_position_chess960_number (ab_match_get_position (match)), ==, 0);
  tm_play (match, "b2b3");
  g_assert_true (ab_match_resume (again, &error));
  g_assert_no_error (error);
  ab_position_get_fen (ab_game_get_start_position (ab_match_get_game (again)),
                       AB_FEN_CASTLING_AUTO, resumed, sizeof resumed);
  g_assert_cmpstr (resumed, ==, fen);
  g_assert_cmpuint (ab_match_get_n_plies (again), ==, 1);
}

/* A setup that is not one is refused and changes nothing. */
static void
test_bad_setup (Fixture *f, gconstpointer data)
{
  static const struct
  {
    const char *control;
    AbEdition edition;
  } rows[] = {
    { "40/", AB_EDITION_2023 },
    { "abc", AB_EDITION_2023 },
    { "?", AB_EDITION_2023 },
    { "900", (AbEdition) 1999 },
  };
  g_autoptr (AbMatch) match = new_match (f, NULL, NULL, FALSE);
  g_autofree char *before = NULL;

  tm_play (match, "e2e4");
  g_assert_true (g_file_get_contents (f->tm.path, &before, NULL, NULL));
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autofree char *after = NULL;
      AbMatchSetup setup;

      ab_match_setup_init (&setup);
      setup.time_control = rows[i].control;
      setup.edition = rows[i].edition;
      g_assert_false (ab_match_start_setup (match, &setup, &error));
      g_assert_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_BAD_SETUP);
      g_assert_cmpuint (ab_match_get_n_plies (match), ==, 1);
      g_assert_true (g_file_get_contents (f->tm.path, &after, NULL, NULL));
      g_assert_cmpstr (before, ==, after);
    }
}

/* D.2.8: with the press by key, the announced move is taken back before the press and
 * its correction is announced as one; after the press nothing can be taken back. */
static void
test_d_2_8_correction (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = new_match (f, NULL, "5400+30", TRUE);
  g_autoptr (AbMatch) again = ab_match_new (f->tm.path);
  g_autoptr (GError) error = NULL;
  const AbGameMove *m;

  tm_play (match, "e2e4");
  g_assert_true (ab_match_press_due (match, AB_WHITE));
  g_assert_true (ab_match_retract (match, AB_WHITE, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ab_match_get_n_plies (match), ==, 0);
  g_assert_cmpint (ab_position_side_to_move (ab_match_get_position (match)), ==, AB_WHITE);
  tm_play (match, "d2d4");
  {
    g_autofree char *text = g_strconcat ("Korrektur: ", ab_match_get_spoken (match, 0), NULL);

    g_assert_cmpstr (ab_match_get_san (match, 0), ==, "d4");
    g_assert_true (tm_said (&f->tm, AB_ANNOUNCEMENT_CORRECTION, text));
  }
  m = ab_game_get_move (ab_match_get_game (match), 0);
  g_assert_true (m->remarks & AB_REMARK_ANNOUNCEMENT_CORRECTED);
  g_assert_true (ab_match_press_clock (match, AB_WHITE, &error));
  g_assert_no_error (error);
  g_assert_false (ab_match_press_due (match, AB_WHITE));
  g_assert_false (ab_match_retract (match, AB_WHITE, &error));
  g_assert_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_NO_PRESS_DUE);
  g_clear_error (&error);
  tm_play (match, "d7d5");

  /* 6.2.1.2, 6.2.2: the opponent replies before the press; the press is still owed and
   * the key gives it, but the move can no longer be taken back. */
  tm_play (match, "c2c4");
  tm_play (match, "e7e6");
  g_assert_true (ab_match_press_due (match, AB_WHITE));
  g_assert_false (ab_match_retract (match, AB_WHITE, &error));
  g_assert_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_NO_PRESS_DUE);
  g_clear_error (&error);
  g_assert_true (ab_match_press_clock (match, AB_WHITE, &error));
  g_assert_no_error (error);
  g_assert_false (ab_match_press_due (match, AB_WHITE));
  /* The sighted player's reply was completed with it: White's clock runs again. */
  g_assert_cmpint (ab_clock_get_side (ab_game_get_clock (ab_match_get_game (match))), ==,
                   AB_WHITE);
  g_assert_true (ab_game_get_move (ab_match_get_game (match), 3)->completed_us >= 0);

  /* The journal gives back the corrected move, its remark and the press. */
  g_assert_true (ab_match_resume (again, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ab_match_get_n_plies (again), ==, 4);
  g_assert_cmpstr (ab_match_get_san (again, 0), ==, "d4");
  g_assert_true (ab_game_get_move (ab_match_get_game (again), 0)->remarks
                 & AB_REMARK_ANNOUNCEMENT_CORRECTED);
  g_assert_cmpint (ab_clock_get_side (ab_game_get_clock (ab_match_get_game (again))), ==,
                   ab_clock_get_side (ab_game_get_clock (ab_match_get_game (match))));
}

/* With the automatic press the move is completed with its announcement: nothing to take
 * back. The sighted player's moves always press. */
static void
test_automatic_press (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = new_match (f, NULL, "900", FALSE);
  g_autoptr (GError) error = NULL;

  tm_play (match, "e2e4");
  g_assert_false (ab_match_press_due (match, AB_WHITE));
  g_assert_false (ab_match_retract (match, AB_WHITE, &error));
  g_assert_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_NO_PRESS_DUE);
  g_clear_error (&error);
  ab_match_set_press_by_key (match, TRUE);
  tm_play (match, "e7e5");
  g_assert_false (ab_match_press_due (match, AB_BLACK));
  g_assert_false (ab_match_press_clock (match, AB_BLACK, &error));
  g_assert_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_NO_PRESS_DUE);
}

static gboolean
quit_cb (gpointer loop)
{
  g_main_loop_quit (loop);
  return G_SOURCE_REMOVE;
}

/* 6.9: the flag falls at its moment, found by the match's own timer; a draw if the
 * opponent cannot mate. */
static void
test_6_9_flag_fall (Fixture *f, gconstpointer data)
{
  static const struct
  {
    const char *fen;
    AbMatchResult result;
  } rows[] = {
    { NULL, AB_MATCH_RESULT_BLACK_WINS },
    { "4k3/8/8/8/8/8/8/3QK3 w - - 0 1", AB_MATCH_RESULT_DRAW },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_autoptr (AbMatch) match = NULL;
      g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
      guint guard;
      gint64 started = g_get_monotonic_time ();

      f->over = FALSE;
      g_ptr_array_set_size (f->tm.said, 0);
      match = new_match (f, rows[i].fen, "1", FALSE);
      g_signal_connect_swapped (match, "game-over", G_CALLBACK (g_main_loop_quit), loop);
      guard = g_timeout_add_seconds (10, quit_cb, loop);
      g_main_loop_run (loop);
      g_source_remove (guard);
      g_assert_true (f->over);
      /* At its moment: after the second, and not much later. */
      g_assert_cmpint (g_get_monotonic_time () - started, >=, G_USEC_PER_SEC);
      g_assert_cmpint (g_get_monotonic_time () - started, <, 3 * G_USEC_PER_SEC);
      g_assert_cmpint (ab_match_get_ending (match), ==, AB_ENDING_FLAG_FALL);
      g_assert_cmpint (ab_match_get_result (match), ==, rows[i].result);
      g_assert_true (tm_said (&f->tm, AB_ANNOUNCEMENT_RULING, "6.9"));
    }
}

static void
time_warning_cb (AbMatch *match, gint64 threshold_us, GArray *heard)
{
  g_array_append_val (heard, threshold_us);
}

/* The blind player's own running clock is warned of as it passes each threshold, once,
 * and the warning is worded for him; with an assistant never (D.2.10.4: time is told
 * only when he asks). */
static void
test_time_warnings (Fixture *f, gconstpointer data)
{
  static const guint32 seconds[] = { 2, 1 };

  for (AbAssistant assistant = AB_ASSISTANT_NONE; assistant <= AB_ASSISTANT_BLIND; assistant++)
    {
      g_autoptr (AbMatch) match = ab_match_new (f->tm.path);
      g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
      g_autoptr (GArray) heard = g_array_new (FALSE, FALSE, sizeof (gint64));
      g_autoptr (GError) error = NULL;
      AbMatchSetup setup;

      g_ptr_array_set_size (f->tm.said, 0);
      ab_match_setup_init (&setup);
      setup.time_control = "3";
      setup.assistant = assistant;
      ab_match_set_time_warnings (match, seconds, G_N_ELEMENTS (seconds));
      tm_listen (&f->tm, match);
      g_signal_connect (match, "time-warning", G_CALLBACK (time_warning_cb), heard);
      g_assert_true (ab_match_start_setup (match, &setup, &error));
      g_assert_no_error (error);
      /* past the flag: the warnings come while the clock runs */
      g_timeout_add (3400, quit_cb, loop);
      g_main_loop_run (loop);
      if (assistant == AB_ASSISTANT_NONE)
        {
          g_assert_cmpuint (heard->len, ==, 2);
          g_assert_cmpint (g_array_index (heard, gint64, 0), ==, 2 * G_USEC_PER_SEC);
          g_assert_cmpint (g_array_index (heard, gint64, 1), ==, 1 * G_USEC_PER_SEC);
          g_assert_true (tm_said (&f->tm, AB_ANNOUNCEMENT_TIME_WARNING, "2 Sekunden"));
        }
      else
        {
          g_assert_cmpuint (heard->len, ==, 0);
          g_assert_false (tm_said (&f->tm, AB_ANNOUNCEMENT_TIME_WARNING, ""));
        }
    }
}

/* 9.1, 5.2.3: an offer accepted is a draw; refused acts change nothing. 5.1.2: resign. */
static void
test_acts (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = new_match (f, NULL, "5400", FALSE);
  g_autoptr (AbMatch) second = NULL;
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) events = NULL;

  g_assert_false (ab_match_act (match, AB_MATCH_ACT_ACCEPT_DRAW, AB_BLACK, AB_MOVE_NONE,
                                &error));
  g_assert_error (error, AB_MATCH_RULES_ERROR, AB_GAME_ERROR_NO_OFFER);
  g_clear_error (&error);
  tm_play (match, "e2e4");
  tm_play (match, "e7e5");
  tm_act_ok (match, AB_MATCH_ACT_OFFER_DRAW, AB_WHITE);
  g_assert_true (tm_said (&f->tm, AB_ANNOUNCEMENT_RULING, "9.1"));
  tm_act_ok (match, AB_MATCH_ACT_ACCEPT_DRAW, AB_BLACK);
  g_assert_true (ab_match_is_over (match));
  g_assert_cmpint (ab_match_get_ending (match), ==, AB_ENDING_AGREEMENT);
  g_assert_cmpint (ab_match_get_result (match), ==, AB_MATCH_RESULT_DRAW);
  events = ab_journal_read (f->tm.path, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (((AbJournalEvent *) g_ptr_array_index (events, events->len - 1))->text, ==,
                   "accept");

  second = new_match (f, NULL, NULL, FALSE);
  tm_play (second, "e2e4");
  tm_act_ok (second, AB_MATCH_ACT_RESIGN, AB_BLACK);
  g_assert_cmpint (ab_match_get_result (second), ==, AB_MATCH_RESULT_WHITE_WINS);
  g_assert_false (ab_match_act (second, AB_MATCH_ACT_OFFER_DRAW, AB_WHITE, AB_MOVE_NONE, &error));
  g_assert_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_GAME_OVER);
}

/* 6.3.1: the move that completes a period brings the next period's time; it is
 * announced with the time added. */
static void
test_6_3_period_change (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = new_match (f, NULL, "1/3600:1800", FALSE);
  gint64 before = clock_us (match, AB_WHITE);

  tm_play (match, "e2e4");
  g_assert_true (tm_said (&f->tm, AB_ANNOUNCEMENT_RULING, "Weiß: Periode 2 beginnt"));
  g_assert_cmpint (clock_us (match, AB_WHITE), >, before + 1799 * G_USEC_PER_SEC);
  tm_play (match, "e7e5");
  g_assert_true (tm_said (&f->tm, AB_ANNOUNCEMENT_RULING, "Schwarz: Periode 2 beginnt"));
}

/* 9.2: the claim with the intended move written down (9.2.1.1): correct, a draw with the
 * move written, not played; incorrect, the claim stands as an offer and the game goes on. */
static void
test_9_2_claim_with_intended_move (Fixture *f, gconstpointer data)
{
  static const char *const shuffle[] = { "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1",
                                         NULL };
  g_autoptr (AbMatch) match = new_match (f, NULL, "5400", FALSE);
  g_autoptr (AbMatch) again = ab_match_new (f->tm.path);
  g_autoptr (GError) error = NULL;
  AbMoveError move_error;
  AbMove intended;

  /* Too early: the start position has been there twice only after 1... Ng8. */
  tm_play (match, "g1f3");
  intended = ab_match_parse (match, "g8f6", &move_error);
  g_assert_true (ab_match_act (match, AB_MATCH_ACT_CLAIM_THREEFOLD, AB_BLACK, intended, &error));
  g_assert_no_error (error);
  g_assert_false (ab_match_is_over (match));
  g_assert_true (tm_said (&f->tm, AB_ANNOUNCEMENT_RULING, "9.5"));
  /* The intended move must now be played (9.5.3). */
  tm_play (match, "g8f6");

  for (guint i = 2; shuffle[i] != NULL; i++)
    tm_play (match, shuffle[i]);
  intended = ab_match_parse (match, "f6g8", &move_error);
  g_assert_true (ab_match_act (match, AB_MATCH_ACT_CLAIM_THREEFOLD, AB_BLACK, intended, &error));
  g_assert_no_error (error);
  g_assert_true (ab_match_is_over (match));
  g_assert_cmpint (ab_match_get_ending (match), ==, AB_ENDING_THREEFOLD);
  /* The intended move is written, not played (9.2.1.1). */
  g_assert_cmpuint (ab_match_get_n_plies (match), ==, 7);

  g_assert_true (ab_match_resume (again, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ab_match_get_n_plies (again), ==, 7);
  g_assert_cmpint (ab_match_get_ending (again), ==, AB_ENDING_THREEFOLD);
}

/* 6.11: the arbiter stops the clock; moves wait until it runs again. */
static void
test_6_11_pause (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = new_match (f, NULL, "900", FALSE);
  g_autoptr (GError) error = NULL;
  AbMoveError move_error;
  gint64 before;

  tm_act_ok (match, AB_MATCH_ACT_PAUSE, AB_WHITE);
  before = clock_us (match, AB_WHITE);
  g_usleep (50000);
  g_assert_cmpint (clock_us (match, AB_WHITE), ==, before);
  g_assert_false (ab_match_play (match, AB_WHITE, ab_match_parse (match, "e4", &move_error),
                                 &error));
  g_assert_error (error, AB_MATCH_RULES_ERROR, AB_GAME_ERROR_CLOCK_PAUSED);
  g_assert_cmpuint (ab_match_get_n_plies (match), ==, 0);
  tm_act_ok (match, AB_MATCH_ACT_RESUME, AB_WHITE);
  tm_play (match, "e2e4");
}

/* Resumed with the clocks as they were at the last event; the downtime counts only
 * when the players say so. */
static void
test_resume_downtime (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = new_match (f, NULL, "900", FALSE);
  gint64 black_before;
  gint64 downtime = 0;
  gboolean has_clock = FALSE;
  guint n = 0;
  struct utimbuf times;

  tm_play (match, "e2e4");
  black_before = clock_us (match, AB_BLACK);
  g_clear_object (&match);
  /* The program was down for a minute. */
  times.actime = times.modtime = time (NULL) - 60;
  g_assert_cmpint (utime (f->tm.path, &times), ==, 0);
  g_assert_true (ab_match_find_interrupted_full (f->tm.path, &n, &has_clock, &downtime));
  g_assert_true (has_clock);
  g_assert_cmpint (downtime, >=, 59 * G_USEC_PER_SEC);

  for (int charge = 0; charge < 2; charge++)
    {
      g_autoptr (AbMatch) again = ab_match_new (f->tm.path);
      g_autoptr (GError) error = NULL;
      gint64 black;

      g_assert_true (g_file_test (f->tm.path, G_FILE_TEST_EXISTS));
      g_assert_cmpint (utime (f->tm.path, &times), ==, 0);
      ab_match_now (again);
      g_assert_true (ab_match_resume_full (again, charge, &error));
      g_assert_no_error (error);
      black = clock_us (again, AB_BLACK);
      if (charge)
        g_assert_cmpint (black, <=, black_before - 59 * G_USEC_PER_SEC);
      else
        {
          /* As at the last event (the press), a little before black_before was read. */
          g_assert_cmpint (black, <=, 900 * G_USEC_PER_SEC);
          g_assert_cmpint (black, >, black_before - G_USEC_PER_SEC);
        }
    }
}

/* The clocks agree at the moment at: what each shows, its delay, moves, period, flag. */
static void
assert_same_clocks (const AbClock *a, const AbClock *b, gint64 at)
{
  for (AbColor side = AB_WHITE; side <= AB_BLACK; side++)
    {
      AbClockReading x, y;

      g_assert_cmpint (ab_clock_get_reading (a, side, at, &x), ==, AB_CLOCK_OK);
      g_assert_cmpint (ab_clock_get_reading (b, side, at, &y), ==, AB_CLOCK_OK);
      g_assert_cmpint (x.time_us, ==, y.time_us);
      g_assert_cmpint (x.delay_us, ==, y.delay_us);
      g_assert_cmpint (x.moves, ==, y.moves);
      g_assert_cmpint (x.period, ==, y.period);
      g_assert_cmpint (x.flag, ==, y.flag);
    }
}

/* Who presses when: the blind player (White) by key or with his move. */
typedef enum
{
  PRESS_AUTO,
  PRESS_BY_KEY,
  PRESS_OWED, /* by key, and the program stops before White pressed */
} Pressing;

/* A crash, then a resumption as the application makes it (the clock views read the new
 * match's clock before the offer is answered). The resumed game's time starts exactly at
 * the journal's last line, the heartbeat written just before the crash, and its clocks are
 * the crashed match's clocks at that moment: increments, delays, periods and the sandclock
 * included. Charged, the game's time starts that much later, and the clocks are the
 * crashed match's as if they had run on for the downtime. */
static void
test_resume_exact (Fixture *f, gconstpointer data)
{
  static const char *const controls[] = {
    "1200+10", "1200b10", "1200d10", "40/5400+30:1800+30", "2/60+5:30", "*180", "300",
  };
  static const gint64 charge = 20 * G_USEC_PER_SEC;

  for (guint i = 0; i < G_N_ELEMENTS (controls); i++)
    for (Pressing pressing = PRESS_AUTO; pressing <= PRESS_OWED; pressing++)
      for (int charged = 0; charged < 2; charged++)
        {
          g_autoptr (AbMatch) match = new_match (f, NULL, controls[i], pressing != PRESS_AUTO);
          g_autoptr (AbMatch) again = NULL;
          g_autoptr (GError) error = NULL;
          g_autoptr (GPtrArray) events = NULL;
          AbClock *before;
          AbJournalBeat beat;
          AbClockReading white;
          gint64 start, now, end, from;

          g_test_message ("%s, pressing %d, charged %d", controls[i], pressing, charged);
          g_usleep (30000);
          tm_play (match, "e2e4");
          if (pressing != PRESS_OWED)
            {
              if (pressing == PRESS_BY_KEY)
                g_assert_true (ab_match_press_clock (match, AB_WHITE, &error));
              g_usleep (20000);
              tm_play (match, "e7e5");
              g_usleep (20000);
              tm_play (match, "g1f3");
              if (pressing == PRESS_BY_KEY)
                g_assert_true (ab_match_press_clock (match, AB_WHITE, &error));
            }
          g_assert_no_error (error);
          g_usleep (40000);
          g_assert_true (ab_match_heartbeat (match, &error));
          g_assert_no_error (error);
          events = ab_journal_read_beat (f->tm.path, &beat, &error);
          g_assert_no_error (error);
          g_assert_true (beat.last);
          before = ab_clock_copy (ab_game_get_clock (ab_match_get_game (match)));
          /* The increment earned by the move is on the clock before the crash. */
          if (g_str_equal (controls[i], "1200+10") && pressing != PRESS_OWED)
            {
              g_assert_cmpint (ab_clock_get_reading (before, AB_WHITE, beat.game_usec, &white),
                               ==, AB_CLOCK_OK);
              g_assert_cmpint (white.time_us, >, 1209 * G_USEC_PER_SEC);
            }
          g_clear_object (&match);

          /* The program is down a while; restarted, its windows read the clock before
           * the players answer. */
          again = ab_match_new (f->tm.path);
          /* the setting as the application applies it before the resumption */
          ab_match_set_press_by_key (again, pressing != PRESS_AUTO);
          g_usleep (50000);
          ab_match_now (again);
          start = g_get_monotonic_time ();
          g_assert_true (ab_match_resume_charging (again, charged ? charge : 0, &error));
          g_assert_no_error (error);
          now = ab_match_now (again);
          end = g_get_monotonic_time ();
          from = beat.game_usec + (charged ? charge : 0);
          g_assert_cmpint (now, >=, from);
          g_assert_cmpint (now, <=, from + (end - start));
          assert_same_clocks (before, ab_game_get_clock (ab_match_get_game (again)), from);
          ab_clock_free (before);
        }
}

/* The heartbeat keeps one line at the journal's end, replaced each second; an event
 * leaves it where it stood; a journal opened again goes on replacing its last one. */
static void
test_heartbeat_compact (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = new_match (f, NULL, "300", FALSE);
  g_autoptr (AbMatch) again = ab_match_new (f->tm.path);
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  AbJournalBeat beat;
  g_autoptr (GPtrArray) events = NULL;
  guint n, beats = 0;

  for (int k = 0; k < 5; k++)
    g_assert_true (ab_match_heartbeat (match, &error));
  tm_play (match, "e2e4");
  for (int k = 0; k < 3; k++)
    g_assert_true (ab_match_heartbeat (match, &error));
  g_clear_object (&match);
  g_assert_true (ab_match_resume (again, &error));
  for (int k = 0; k < 3; k++)
    g_assert_true (ab_match_heartbeat (again, &error));
  g_assert_no_error (error);

  text = tm_read_text (f->tm.path);
  lines = g_strsplit (text, "\n", -1);
  n = g_strv_length (lines);
  g_assert_cmpstr (lines[n - 1], ==, "");
  g_assert_true (g_str_has_prefix (lines[n - 2], "beat\t"));
  g_assert_true (g_str_has_prefix (lines[n - 3], "press\t"));
  g_assert_true (g_str_has_prefix (lines[n - 4], "move\t"));
  g_assert_true (g_str_has_prefix (lines[n - 5], "beat\t"));
  for (guint k = 0; k < n; k++)
    beats += g_str_has_prefix (lines[k], "beat\t");
  g_assert_cmpuint (beats, ==, 2);

  events = ab_journal_read_beat (f->tm.path, &beat, &error);
  g_assert_no_error (error);
  g_assert_true (beat.last);
  g_assert_cmpint (beat.game_usec, >=, ((AbJournalEvent *) g_ptr_array_index (
                                          events, events->len - 1))->wall_usec);
  g_assert_cmpint (ABS (beat.wall_usec - g_get_real_time ()), <, G_USEC_PER_SEC);
  for (guint k = 0; k < events->len; k++)
    g_assert_cmpint (((AbJournalEvent *) g_ptr_array_index (events, k))->type, <=,
                     AB_JOURNAL_EVENT_NOTE);
}

/* The heartbeat runs by itself while the clock does: a second later the journal ends
 * with one, and the downtime counts from it. */
static void
test_heartbeat_timer (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = new_match (f, NULL, "300", FALSE);
  g_autoptr (GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) events = NULL;
  AbJournalBeat beat;
  gint64 downtime = -1;

  tm_play (match, "e2e4");
  g_timeout_add (1300, quit_cb, loop);
  g_main_loop_run (loop);
  events = ab_journal_read_beat (f->tm.path, &beat, &error);
  g_assert_no_error (error);
  g_assert_true (beat.last);
  /* 1.3 s after the move, the last line is a beat less than a beat's interval old
   * (without one the downtime would count from the move, 1.3 s); a loaded machine may
   * write it late, so the bound is the interval, not the 0.3 s it usually is. */
  g_assert_cmpint (ABS (beat.game_usec - ab_match_now (match)), <, G_USEC_PER_SEC);
  g_assert_true (ab_match_find_interrupted_full (f->tm.path, NULL, NULL, &downtime));
  g_assert_cmpint (downtime, <, G_USEC_PER_SEC);
  g_assert_cmpint (downtime, >=, 0);
}

/* D.2.4 after a crash between a move's line and its press's: the resumption makes the
 * press, at the move's time, so that the opponent's clock runs, not the mover's. */
static void
test_resume_press_cut_off (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = new_match (f, NULL, "900", FALSE);
  g_autoptr (AbMatch) again = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;
  const AbClock *clock;
  guint n;
  char *cut;

  tm_play (match, "e2e4");
  g_clear_object (&match);
  g_assert_true (g_file_get_contents (f->tm.path, &text, NULL, NULL));
  g_assert_true (g_str_has_suffix (text, "\tw\n"));
  /* The press line is gone, as if the kill came between the two writes. */
  cut = strrchr (text, '\n');
  *cut = '\0';
  cut = strrchr (text, '\n');
  g_assert_true (g_str_has_prefix (cut + 1, "press\t"));
  cut[1] = '\0';
  g_assert_true (g_file_set_contents (f->tm.path, text, -1, NULL));

  again = ab_match_new (f->tm.path);
  g_assert_true (ab_match_resume_full (again, FALSE, &error));
  g_assert_no_error (error);
  clock = ab_game_get_clock (ab_match_get_game (again));
  g_assert_cmpint (ab_clock_get_side (clock), ==, AB_BLACK);
  g_clear_pointer (&text, g_free);
  g_assert_true (g_file_get_contents (f->tm.path, &text, NULL, NULL));
  lines = g_strsplit (text, "\n", -1);
  n = g_strv_length (lines);
  g_assert_cmpuint (n, >=, 3);
  g_assert_true (g_str_has_prefix (lines[n - 3], "move\t"));
  g_assert_true (g_str_has_prefix (lines[n - 2], "press\t"));
  g_assert_true (g_str_has_suffix (lines[n - 2], "\tw"));
  /* At the move's time. */
  g_assert_cmpint (g_ascii_strtoll (lines[n - 3] + strlen ("move\t"), NULL, 10), ==,
                   g_ascii_strtoll (lines[n - 2] + strlen ("press\t"), NULL, 10));
}

/* The time-warning thresholds as the preferences read them: seconds, any separators. */
static void
test_warnings_parse (void)
{
  static const struct
  {
    const char *text;
    gboolean ok;
    guint n;
    guint32 first;
  } rows[] = {
    { "600, 300, 60, 30, 10", TRUE, 5, 600 },
    { "10;5", TRUE, 2, 10 },
    { "", TRUE, 0, 0 },
    { "90 60", TRUE, 2, 90 },
    { "0", FALSE, 0, 0 },
    { "ten", FALSE, 0, 0 },
    { "60, -5", FALSE, 0, 0 },
    { "99999999999", FALSE, 0, 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      g_autoptr (GArray) seconds = g_array_new (FALSE, FALSE, sizeof (guint32));
      gboolean ok = ab_preferences_parse_warnings (rows[i].text, seconds);

      g_assert_cmpint (ok, ==, rows[i].ok);
      if (!ok)
        continue;
      g_assert_cmpuint (seconds->len, ==, rows[i].n);
      if (rows[i].n > 0)
        g_assert_cmpuint (g_array_index (seconds, guint32, 0), ==, rows[i].first);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(name, func) \
  g_test_add (name, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/match-clock/art-6-6-setup-journaled", test_setup_journaled);
  ADD ("/match-clock/bad-setup-changes-nothing", test_bad_setup);
  ADD ("/match-clock/art-6-6-clock-waits-for-the-players", test_clock_waits);
  ADD ("/match-clock/chess960-start", test_chess960_start);
  ADD ("/match-clock/D-2-8-correction", test_d_2_8_correction);
  ADD ("/match-clock/D-2-4-automatic-press", test_automatic_press);
  ADD ("/match-clock/art-6-9-flag-fall", test_6_9_flag_fall);
  ADD ("/match-clock/art-9-1-draw-and-5-1-2-resign", test_acts);
  ADD ("/match-clock/time-warnings-and-D-2-10-4", test_time_warnings);
  ADD ("/match-clock/art-6-11-pause", test_6_11_pause);
  ADD ("/match-clock/art-6-3-1-period-change", test_6_3_period_change);
  ADD ("/match-clock/art-9-2-claim-with-intended-move", test_9_2_claim_with_intended_move);
  ADD ("/match-clock/resume-downtime-asked", test_resume_downtime);
  ADD ("/match-clock/resume-exact", test_resume_exact);
  ADD ("/match-clock/heartbeat-compact", test_heartbeat_compact);
  ADD ("/match-clock/heartbeat-timer", test_heartbeat_timer);
  ADD ("/match-clock/D-2-4-resume-press-cut-off", test_resume_press_cut_off);
#undef ADD
  g_test_add_func ("/preferences/warnings-parse", test_warnings_parse);

  return g_test_run ();
}
