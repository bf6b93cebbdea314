/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-match-notes.c — notes in the match's journal: hints counted in the game record
 * and written into its PGN, the practice settings, both back after a resume. */
#include <glib/gstdio.h>
#include <signal.h>
#include <string.h>
#include <sys/resource.h>

#include "ab-match-notes.h"
#include "ab-match-pgn.h"
#include "ab-practice-note.h"
#include "ab-uci.h"
#include "match-fixture.h"

typedef TmFixture Fixture;

static void
hint (AbMatch *match, const char *uci)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (ab_match_add_hint (match, ab_move_from_uci (ab_match_get_position (match), uci),
                                    &error));
  g_assert_no_error (error);
}

/* 1. e4 e5, a hint Nf3 before White's second move, 2. Nc3, a hint before Black's. */
static AbMatch *
hinted_match (const char *path)
{
  g_autoptr (GError) error = NULL;
  AbMatch *match = ab_match_new (path);

  g_assert_true (ab_match_start (match, NULL, AB_WHITE, &error));
  tm_play (match, "e2e4");
  tm_play (match, "e7e5");
  hint (match, "g1f3");
  tm_play (match, "b1c3");
  hint (match, "g8f6");
  return match;
}

static void
test_hints_journaled (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = hinted_match (f->path);
  g_autoptr (AbMatch) resumed = ab_match_new (f->path);
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *first = NULL;
  char uci[AB_UCI_MAX];

  /* On disk before anyone hears it: the ply and the move. */
  g_assert_true (g_file_get_contents (f->path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "\tw\thint\t2 g1f3\n"));
  g_assert_nonnull (strstr (text, "\tb\thint\t3 g8f6\n"));
  g_assert_cmpuint (ab_match_get_n_hints (match), ==, 2);

  /* A crash later: the hints come back with the game. */
  g_assert_true (ab_match_resume (resumed, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ab_match_get_n_plies (resumed), ==, 3);
  g_assert_cmpuint (ab_match_get_n_hints (resumed), ==, 2);
  g_assert_cmpint (ab_match_get_hint (resumed, 0), ==, AB_MOVE_NONE);
  g_assert_cmpint (ab_match_get_hint (resumed, 1), ==, AB_MOVE_NONE);
  g_assert_cmpint (ab_match_get_hint (resumed, 2), !=, AB_MOVE_NONE);
  first = ab_match_format_hint (resumed, 2);
  g_assert_cmpstr (first, ==, "Hint: Nf3");
  g_assert_null (ab_match_format_hint (resumed, 4));
  /* The hint is a move of the position it was given in (Black's, after 2. Nc3). */
  {
    AbPosition *pos = ab_position_copy (ab_match_get_position (resumed));

    ab_move_to_uci (pos, ab_match_get_hint (resumed, 3), uci);
    g_assert_cmpstr (uci, ==, "g8f6");
    ab_position_free (pos);
  }
}

static void
test_hints_in_pgn (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = hinted_match (f->path);
  AbPgnOutput out = { 0 };
  AbPgnGame game;
  uint32_t last = AB_PGN_NONE;

  ab_pgn_game_init (&game);
  g_assert_true (ab_pgn_game_set_start (&game, ab_game_get_start_position (
                                                 ab_match_get_game (match))));
  for (guint i = 0; i < ab_match_get_n_plies (match); i++)
    last = ab_pgn_game_add_move (&game, last, ab_match_get_move (match, i));
  /* A comment already there is kept, the hint added to it. */
  g_assert_true (ab_pgn_game_set_comment (&game, game.first, true, "Opening"));
  ab_match_annotate_pgn (match, &game);
  g_assert_true (ab_pgn_write_game (&game, AB_PGN_NOTATION_SAN, &out));
  g_test_message ("%s", out.data);
  g_assert_nonnull (strstr (out.data, "{Opening} 1. e4 e5"));
  g_assert_nonnull (strstr (out.data, "{Hint: Nf3} 2. Nc3"));
  /* After the last move: the hint for the move not yet made. */
  g_assert_nonnull (strstr (out.data, "2. Nc3 {Hint: Nf6}"));
  ab_pgn_output_clear (&out);
  ab_pgn_game_clear (&game);
}

/* The PGN the app saves (Ctrl+S) carries the hints, so they are counted in the record. */
static void
test_hints_in_saved_pgn (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = hinted_match (f->path);
  AbPgnOutput out = { 0 };
  AbPgnGame game;

  ab_pgn_game_init (&game);
  g_assert_true (ab_match_to_pgn (match, &game));
  g_assert_true (ab_pgn_write_game (&game, AB_PGN_NOTATION_SAN, &out));
  g_assert_nonnull (strstr (out.data, "{Hint: Nf3} 2. Nc3"));
  g_assert_nonnull (strstr (out.data, "{Hint: Nf6}"));
  ab_pgn_output_clear (&out);
  ab_pgn_game_clear (&game);
}

/* A note that does not read (a hand-edited journal) counts as no hint; the game stands. */
static void
test_bad_hint_note (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = hinted_match (f->path);
  g_autoptr (AbMatch) resumed = ab_match_new (f->path);
  g_autoptr (GError) error = NULL;
  FILE *file = g_fopen (f->path, "a");

  g_assert_nonnull (file);
  fputs ("note\t1\tw\thint\tsoon\n", file);
  fputs ("note\t2\tw\thint\t3 e1e8\n", file); /* no such move there */
  fclose (file);
  g_assert_true (ab_match_resume (resumed, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (ab_match_get_n_plies (resumed), ==, 3);
  g_assert_cmpint (ab_match_get_hint (resumed, 3), ==, AB_MOVE_NONE);
  g_assert_cmpuint (ab_match_get_n_hints (resumed), ==, 3); /* the journal's count */
}

static void
count_reset (AbMatch *match, guint *n)
{
  (*n)++;
}

/* A journal that refuses the hint: no hint, nothing else changes (no "reset" either). */
static void
test_hint_refused (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = hinted_match (f->path);
  g_autoptr (GError) error = NULL;
  g_autofree char *before = NULL;
  g_autofree char *after = NULL;
  struct rlimit old_limit, limit;
  guint resets = 0;
  gboolean ok;

  g_assert_true (g_file_get_contents (f->path, &before, NULL, NULL));
  g_signal_connect (match, "reset", G_CALLBACK (count_reset), &resets);
  signal (SIGXFSZ, SIG_IGN);
  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &old_limit), ==, 0);
  limit = old_limit;
  limit.rlim_cur = strlen (before);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
  ok = ab_match_add_hint (match, ab_move_from_uci (ab_match_get_position (match), "b8c6"),
                          &error);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &old_limit), ==, 0);

  g_assert_false (ok);
  g_assert_nonnull (error);
  g_assert_cmpuint (ab_match_get_n_hints (match), ==, 2);
  g_assert_cmpuint (ab_match_get_n_plies (match), ==, 3);
  g_assert_cmpuint (resets, ==, 0);
  g_assert_true (g_file_get_contents (f->path, &after, NULL, NULL));
  g_assert_cmpstr (before, ==, after);
}

static void
test_practice_note (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = ab_match_new (f->path);
  g_autoptr (AbMatch) resumed = ab_match_new (f->path);
  g_autoptr (GError) error = NULL;
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;
  AbPracticeSetup setup, read;

  ab_practice_setup_init (&setup);
  setup.color = AB_PRACTICE_COLOR_BLACK;
  setup.strength = AB_ENGINE_STRENGTH_CLUB;
  g_strlcpy (setup.time_control, "300+3", sizeof setup.time_control);
  setup.start = 518;
  g_assert_true (ab_match_start (match, NULL, AB_BLACK, &error));
  g_assert_false (ab_practice_note_read (match, &read, &path));
  g_assert_true (ab_practice_note_write (match, &setup, "/opt/my engine/sf", &error));
  g_assert_no_error (error);
  tm_play (match, "e2e4");
  g_assert_true (g_file_get_contents (f->path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "\tw\tpractice\tblack,club,300+3,960:518 /opt/my engine/sf\n"));

  g_assert_true (ab_match_resume (resumed, &error));
  g_assert_no_error (error);
  ab_practice_setup_init (&read);
  g_assert_true (ab_practice_note_read (resumed, &read, &path));
  g_assert_cmpint (read.color, ==, AB_PRACTICE_COLOR_BLACK);
  g_assert_cmpint (read.strength, ==, AB_ENGINE_STRENGTH_CLUB);
  g_assert_cmpstr (read.time_control, ==, "300+3");
  g_assert_cmpint (read.start, ==, 518);
  g_assert_cmpstr (path, ==, "/opt/my engine/sf");
}

int
main (int argc, char **argv)
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/match-notes/hints-journaled", Fixture, NULL, tm_set_up, test_hints_journaled,
              tm_tear_down);
  g_test_add ("/match-notes/hints-in-pgn", Fixture, NULL, tm_set_up, test_hints_in_pgn,
              tm_tear_down);
  g_test_add ("/match-notes/hints-in-saved-pgn", Fixture, NULL, tm_set_up, test_hints_in_saved_pgn,
              tm_tear_down);
  g_test_add ("/match-notes/bad-hint-note", Fixture, NULL, tm_set_up, test_bad_hint_note,
              tm_tear_down);
  g_test_add ("/match-notes/hint-refused", Fixture, NULL, tm_set_up, test_hint_refused,
              tm_tear_down);
  g_test_add ("/match-notes/practice-note", Fixture, NULL, tm_set_up, test_practice_note,
              tm_tear_down);
  return g_test_run ();
}
