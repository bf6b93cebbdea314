/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-match-pgn.c — a match to and from PGN with [%clk] clocks: open, save, open again
 * (same moves, clocks and tags), results the moves do not reach, a Chess960 start, the
 * plain-text scoresheet, and a journal that resumes to the opened game with its tags. */
#include <glib/gstdio.h>

#include "ab-match-pgn.h"
#include "ab-pgn-index.h"
#include "match-fixture.h"

static const char game_text[]
  = "[Event \"Club\"]\n[Site \"Utrecht\"]\n[Date \"2026.11.20\"]\n[Round \"3\"]\n"
    "[White \"Anna Jansen\"]\n[Black \"Bella de Vries\"]\n[Result \"*\"]\n"
    "[TimeControl \"5400+30\"]\n\n"
    "1. e4 {[%clk 1:29:50]} e5 {[%clk 1:29:40]} 2. Nf3 {[%clk 1:28:00]} Nc6\n"
    "{[%clk 1:25:31]} 3. Bb5 {[%clk 1:20:00]} *\n";

static void
read_one (const char *text, AbPgnGame *game)
{
  AbPgnReader *reader = ab_pgn_reader_new ();
  AbPgnError error;

  ab_pgn_game_init (game);
  ab_pgn_reader_input (reader, text, strlen (text), TRUE);
  g_assert_cmpint (ab_pgn_reader_next (reader, game, &error), ==, AB_PGN_READ_GAME);
  ab_pgn_reader_free (reader);
}

static char *
write_match (AbMatch *match)
{
  AbPgnGame game;
  AbPgnOutput out = { 0 };
  char *text;

  ab_pgn_game_init (&game);
  g_assert_true (ab_match_to_pgn (match, &game));
  g_assert_true (ab_pgn_write_game (&game, AB_PGN_NOTATION_SAN, &out));
  text = g_strdup (out.data);
  ab_pgn_output_clear (&out);
  ab_pgn_game_clear (&game);
  return text;
}

static void
test_round_trip (void)
{
  g_autofree char *text = NULL, *again = NULL;
  TmFixture f;
  g_autoptr (AbMatch) match = NULL, resumed = NULL, second = NULL;
  AbPgnGame game, reread;
  const int32_t clocks[] = { 5390000, 5380000, 5280000, 5131000, 4800000 };
  uint32_t i;
  int k = 0;

  tm_set_up (&f, NULL);
  match = ab_match_new (f.path);
  read_one (game_text, &game);
  g_assert_true (ab_match_start_pgn (match, &game, AB_BLACK, AB_EDITION_2023, NULL));
  g_assert_cmpuint (ab_match_get_n_plies (match), ==, 5);
  g_assert_false (ab_match_is_over (match));
  g_assert_cmpstr (ab_match_get_name (match, AB_WHITE), ==, "Anna Jansen");
  g_assert_cmpstr (ab_match_get_name (match, AB_BLACK), ==, "Bella de Vries");
  g_assert_cmpint (ab_match_get_blind_color (match), ==, AB_BLACK);
  /* The game goes on live: Black's clock runs from the file's 1:25:31. */
  g_assert_cmpint (tm_clock_ms (match, AB_WHITE), ==, 4800000);
  g_assert_cmpint (ABS (tm_clock_ms (match, AB_BLACK) - 5131000), <, 2000);

  /* Saved: the same moves with the same clocks and the players' tags. */
  text = write_match (match);
  g_assert_nonnull (strstr (text, "[Event \"Club\"]\n[Site \"Utrecht\"]\n[Date \"2026.11.20\"]\n"
                                  "[Round \"3\"]\n[White \"Anna Jansen\"]"));
  g_assert_nonnull (strstr (text, "[TimeControl \"5400+30\"]"));
  g_assert_nonnull (strstr (text, "[Annotator \"Annabella\"]"));
  g_assert_nonnull (strstr (text, "[Result \"*\"]"));
  g_assert_nonnull (strstr (text, "1. e4 {[%clk 1:29:50]} 1... e5 {[%clk 1:29:40]} 2. Nf3"));
  read_one (text, &reread);
  for (i = reread.first; i != AB_PGN_NONE; i = reread.moves[i].next, k++)
    {
      g_assert_cmpint (k, <, 5);
      g_assert_cmpint (reread.moves[i].clock_ms, ==, clocks[k]);
    }
  g_assert_cmpint (k, ==, 5);

  /* Opened again: the same text. */
  second = ab_match_new (NULL);
  g_assert_true (ab_match_start_pgn (second, &reread, AB_WHITE, AB_EDITION_2023, NULL));
  again = write_match (second);
  g_assert_cmpstr (strstr (again, "\n\n"), ==, strstr (text, "\n\n"));

  /* The journal replays to the opened game, clocks as they were. */
  resumed = ab_match_new (f.path);
  g_assert_true (ab_match_resume (resumed, NULL));
  g_assert_cmpuint (ab_match_get_n_plies (resumed), ==, 5);
  g_assert_cmpint (tm_clock_ms (resumed, AB_WHITE), ==, 4800000);
  /* A new match forgets the opened game's event. */
  g_assert_true (ab_match_start (match, NULL, AB_WHITE, NULL));
  g_clear_pointer (&again, g_free);
  again = write_match (match);
  g_assert_nonnull (strstr (again, "[Event \"?\"]\n[Site \"?\"]\n"));
  g_assert_null (strstr (again, "2026.11.20"));

  ab_pgn_game_clear (&game);
  ab_pgn_game_clear (&reread);
  g_clear_object (&match);
  g_clear_object (&resumed);
  tm_tear_down (&f, NULL);
}

/* Tags with what a journal line or the note's own syntax could break on survive a crash:
 * the resumed match saves the same tags as the one opened. */
static void
test_tags_resume (void)
{
  static const char *const values[][2] = {
    { "Event", "Open \"Zomer\"\t2026\nRonde  A" },
    { "Site", "%20 Zwolle\\Noord -" },
    { "Date", "2026.07.??" },
    { "Round", "" },
  };
  g_autofree char *opened = NULL, *resumed_text = NULL, *line = NULL;
  TmFixture f;
  g_autoptr (AbMatch) match = NULL, resumed = NULL;
  AbPgnGame game, saved;

  tm_set_up (&f, NULL);
  match = ab_match_new (f.path);
  read_one (game_text, &game);
  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    g_assert_true (ab_pgn_game_set_tag (&game, values[i][0], values[i][1]));
  g_assert_true (ab_match_start_pgn (match, &game, AB_WHITE, AB_EDITION_2023, NULL));
  opened = write_match (match);

  /* As after a crash: a new match object from the journal alone. */
  g_clear_object (&match);
  resumed = ab_match_new (f.path);
  g_assert_true (ab_match_resume (resumed, NULL));
  resumed_text = write_match (resumed);
  g_assert_cmpstr (resumed_text, ==, opened);
  ab_pgn_game_init (&saved);
  g_assert_true (ab_match_to_pgn (resumed, &saved));
  g_assert_cmpstr (ab_pgn_game_tag (&saved, "Event"), ==, values[0][1]);
  g_assert_cmpstr (ab_pgn_game_tag (&saved, "Site"), ==, values[1][1]);
  g_assert_cmpstr (ab_pgn_game_tag (&saved, "Date"), ==, values[2][1]);
  /* An empty Round is one the file did not give. */
  g_assert_cmpstr (ab_pgn_game_tag (&saved, "Round"), ==, "-");

  /* The note is one line of the journal, with no tab or newline of the values in it. */
  {
    g_autofree char *journal = NULL;
    char *at;

    g_assert_true (g_file_get_contents (f.path, &journal, NULL, NULL));
    at = strstr (journal, "\ttags\t");
    g_assert_nonnull (at);
    line = g_strndup (at + 6, strcspn (at + 6, "\n"));
    g_assert_cmpstr (line, ==,
                     "Open%20%22Zomer%22%092026%0ARonde%20%20A %2520%20Zwolle%5CNoord%20- "
                     "2026.07.%3F%3F ");
  }

  ab_pgn_game_clear (&game);
  ab_pgn_game_clear (&saved);
  g_clear_object (&resumed);
  tm_tear_down (&f, NULL);
}

static void
test_results (void)
{
  static const struct
  {
    const char *text;
    AbMatchResult result;
  } cases[] = {
    { "[Result \"1-0\"]\n\n1. e4 e5 2. Qh5 Nc6 1-0\n", AB_MATCH_RESULT_WHITE_WINS },
    { "[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n", AB_MATCH_RESULT_BLACK_WINS },
    { "[Result \"1/2-1/2\"]\n\n1. d4 d5 1/2-1/2\n", AB_MATCH_RESULT_DRAW },
    { "[Result \"*\"]\n\n1. d4 d5 *\n", AB_MATCH_RESULT_NONE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr (AbMatch) match = ab_match_new (NULL);
      g_autofree char *text = NULL;
      AbPgnGame game;

      read_one (cases[i].text, &game);
      g_assert_true (ab_match_start_pgn (match, &game, AB_WHITE, AB_EDITION_2023, NULL));
      g_assert_cmpint (ab_match_get_result (match), ==, cases[i].result);
      g_assert_cmpint (ab_match_is_over (match), ==, cases[i].result != AB_MATCH_RESULT_NONE);
      /* No clock in the file, none in the match. */
      g_assert_null (ab_game_get_clock (ab_match_get_game (match)));
      text = write_match (match);
      g_assert_nonnull (strstr (text, "[TimeControl \"-\"]"));
      g_assert_nonnull (strstr (text, strstr (cases[i].text, "\n\n") + 2));
      ab_pgn_game_clear (&game);
    }
}

static void
test_chess960 (void)
{
  g_autoptr (AbMatch) match = ab_match_new (NULL);
  g_autofree char *text = NULL;
  AbPgnGame game;

  read_one ("[Variant \"Chess960\"]\n[SetUp \"1\"]\n"
            "[FEN \"bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge - 0 1\"]\n\n"
            "1. O-O {[%clk 0:04:58]} O-O {[%clk 0:04:57]} 2. g3 {[%clk 0:04:50]} *\n",
            &game);
  g_assert_true (ab_match_start_pgn (match, &game, AB_WHITE, AB_EDITION_2023, NULL));
  g_assert_true (ab_position_is_chess960 (ab_match_get_position (match)));
  text = write_match (match);
  g_assert_nonnull (strstr (text, "[Variant \"Chess960\"]"));
  g_assert_nonnull (strstr (text, "[FEN \"bqnbrkrn/pppppppp/8/8/8/8/PPPPPPPP/BQNBRKRN w GEge"));
  /* Without a TimeControl tag the clock is the largest time, in whole minutes. */
  g_assert_nonnull (strstr (text, "[TimeControl \"300\"]"));
  g_assert_nonnull (strstr (text, "2. g3 {[%clk 0:04:50]}"));
  ab_pgn_game_clear (&game);
}

static void
test_scoresheet (void)
{
  g_autoptr (AbMatch) match = ab_match_new (NULL);
  g_autofree char *dutch = NULL, *german_long = NULL;
  AbPgnGame game;

  read_one (game_text, &game);
  g_assert_true (ab_match_start_pgn (match, &game, AB_WHITE, AB_EDITION_2023, NULL));
  dutch = ab_match_format_scoresheet (match, AB_LANG_NL, FALSE);
  g_assert_nonnull (strstr (dutch, "White: Anna Jansen\nBlack: Bella de Vries\nEvent: Club\n"
                                   "Date: 2026.11.20\n"));
  g_assert_nonnull (strstr (dutch, "Time control: 5400+30\n"));
  g_assert_nonnull (strstr (dutch, "  1. e4 (1:29:50)"));
  g_assert_nonnull (strstr (dutch, "e5 (1:29:40)\n"));
  g_assert_nonnull (strstr (dutch, "  2. Pf3 (1:28:00)"));
  g_assert_nonnull (strstr (dutch, "  3. Lb5 (1:20:00)\n"));
  g_assert_nonnull (strstr (dutch, "Result: *\n"));
  german_long = ab_match_format_scoresheet (match, AB_LANG_DE, TRUE);
  g_assert_nonnull (strstr (german_long, "  2. Sg1"));
  g_assert_nonnull (strstr (german_long, "Sb8"));
  ab_pgn_game_clear (&game);
}

static GFile *
temp_pgn (TmFixture *f, const char *name, const char *text)
{
  g_autofree char *path = g_build_filename (f->dir, name, NULL);

  g_assert_true (g_file_set_contents (path, text, -1, NULL));
  return g_file_new_for_path (path);
}

static void
test_index (void)
{
  static const char three[]
    = "[Event \"A\"]\n[White \"Carlsen\"]\n[Black \"Anand\"]\n[Date \"2014.11.09\"]\n"
      "[Result \"1/2-1/2\"]\n\n1. e4 e5 1/2-1/2\n\n"
      "[Event \"B\"]\n[White \"Polgar\"]\n[Black \"Kasparov\"]\n[Result \"0-1\"]\n\n"
      "1. f3 e5 2. g4 Qh4# 0-1\n\n"
      "[Event \"C\"]\n[Result \"*\"]\n\n1. d4 {[%clk 0:10:00]} *\n";
  TmFixture f;
  g_autoptr (GFile) file = NULL;
  g_autoptr (GFile) broken = NULL;
  g_autoptr (AbPgnIndex) index = NULL;
  g_autoptr (GError) error = NULL;
  g_autofree char *row = NULL;
  AbPgnGame game;

  tm_set_up (&f, NULL);
  file = temp_pgn (&f, "three.pgn", three);
  index = ab_pgn_index_read (file, NULL, NULL);
  g_assert_nonnull (index);
  g_assert_cmpuint (ab_pgn_index_get_n_games (index), ==, 3);
  row = ab_pgn_index_describe (ab_pgn_index_get_entry (index, 1));
  g_assert_cmpstr (row, ==, "Polgar – Kasparov, B, ?, 0-1, 2 moves");
  g_assert_cmpstr (ab_pgn_index_get_entry (index, 2)->white, ==, "?");
  ab_pgn_game_init (&game);
  g_assert_true (ab_pgn_index_load_game (index, 1, &game, NULL));
  g_assert_cmpstr (ab_pgn_game_tag (&game, "White"), ==, "Polgar");
  g_assert_cmpuint (ab_pgn_game_main_line_length (&game), ==, 4);
  g_assert_true (ab_pgn_index_load_game (index, 2, &game, NULL));
  g_assert_cmpint (game.moves[game.first].clock_ms, ==, 600000);
  ab_pgn_game_clear (&game);

  /* A broken second game: nothing is listed, the message says where and why. */
  broken = temp_pgn (&f, "broken.pgn",
                     "[Event \"A\"]\n[Result \"*\"]\n\n1. e4 *\n\n"
                     "[Event \"B\"]\n[Result \"*\"]\n\n1. e4 e5 2. Ke3 *\n");
  g_assert_null (ab_pgn_index_read (broken, NULL, &error));
  g_assert_error (error, AB_PGN_INDEX_ERROR, AB_PGN_INDEX_ERROR_DAMAGED);
  g_assert_true (g_str_has_prefix (error->message, "Game 2, line 9: 2. Ke3"));
  tm_tear_down (&f, NULL);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/match-pgn/round-trip", test_round_trip);
  g_test_add_func ("/match-pgn/tags-resume", test_tags_resume);
  g_test_add_func ("/match-pgn/results", test_results);
  g_test_add_func ("/match-pgn/chess960", test_chess960);
  g_test_add_func ("/match-pgn/scoresheet", test_scoresheet);
  g_test_add_func ("/match-pgn/index", test_index);
  return g_test_run ();
}
