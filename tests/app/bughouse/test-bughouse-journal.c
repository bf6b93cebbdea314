/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-bughouse-journal.c — the doorgeefschaak window's journal keeps what the
 * window's rulings and set-up do: the four names and the time control, an
 * illegal move restarted with the passed piece taken back from the other
 * board (art. 8C, 8E), one let stand (8C), an under-promotion (art. 6), a draw
 * by agreement (11C) and a forfeit for illegal moves (8F); read back, the
 * match is the same and a ruling already given cannot be given again. The
 * clocks resume exactly as the presses and restarts left them, increments,
 * period times and the downtime charged or not included. */
#include <string.h>

#include <glib/gstdio.h>

#include "ab-bughouse-journal.h"

typedef struct
{
  char *dir;
  char *path;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->dir = g_dir_make_tmp ("ab-bughouse-journal-XXXXXX", NULL);
  g_assert_nonnull (f->dir);
  /* In a folder that does not exist yet: the journal makes it. */
  f->path = g_build_filename (f->dir, "state", "bughouse.bpgn", NULL);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_autofree char *state = g_path_get_dirname (f->path);

  g_remove (f->path);
  g_rmdir (state);
  g_rmdir (f->dir);
  g_free (f->path);
  g_free (f->dir);
}

static AbBughouseMatch *
match_from (const char *fen_a, const char *fen_b)
{
  AbBughouseMatch *m = ab_bughouse_match_new ();
  AbBughousePosition *a = ab_bughouse_position_new (), *b = ab_bughouse_position_new ();
  AbBughouseFenError err;

  g_assert_true (ab_bughouse_position_set_fen (a, fen_a, &err));
  g_assert_true (ab_bughouse_position_set_fen (b, fen_b, &err));
  ab_bughouse_match_reset (m, a, b);
  ab_bughouse_position_free (a);
  ab_bughouse_position_free (b);
  return m;
}

static AbBughouseMove
parse (AbBughouseMatch *m, AbBughouseBoard board, const char *text)
{
  AbBughouseMoveError error;
  AbBughouseMove move =
      ab_bughouse_move_parse (ab_bughouse_match_position (m, board), text, &error);

  g_assert_cmpuint (move, !=, AB_BUGHOUSE_MOVE_NONE);
  return move;
}

/* Milliseconds on the clocks' time scale (µs). */
#define AT(ms) ((int64_t) (ms) * 1000)

static void
play (AbBughouseMatch *m, AbBughouseBoard board, const char *text, int64_t at_ms)
{
  g_assert_cmpint (ab_bughouse_match_play (m, board, parse (m, board, text),
                                           at_ms < 0 ? AB_BUGHOUSE_UNTIMED : AT (at_ms)),
                   ==, AB_BUGHOUSE_OK);
}

static void
set_control (AbBughouseMatch *m, const char *text)
{
  AbTimeControl control;

  g_assert_true (ab_time_control_parse (text, &control, NULL));
  g_assert_true (ab_bughouse_match_set_control (m, &control));
}

/* The four clocks at now, in ms: board A White, Black, board B White, Black. */
static void
assert_clocks (const AbBughouseMatch *m, int64_t now, const int64_t expected[4])
{
  for (int i = 0; i < 4; i++)
    {
      AbClockReading r;

      g_assert_cmpint (ab_bughouse_match_clock_reading (m, (AbBughouseBoard) (i / 2),
                                                        (AbColor) (i % 2), now, &r),
                       ==, AB_BUGHOUSE_OK);
      g_assert_cmpint (r.time_us, ==, AT (expected[i]));
    }
}

/* "d5" → the square. */
static AbSquare
sq (const char *name)
{
  return AB_SQUARE (name[0] - 'a', name[1] - '1');
}

static AbBughouseMove
uci (const char *text)
{
  return (AbBughouseMove) ab_move_make (sq (text), sq (text + 2), AB_MOVE_NORMAL, AB_NO_PIECE_TYPE);
}

static void
tags_for (AbBpgnTags *tags)
{
  ab_bpgn_tags_init (tags);
  g_strlcpy (tags->event, "Doorgeefschaak", sizeof tags->event);
  g_strlcpy (tags->white_a, "Anna", sizeof tags->white_a);
  g_strlcpy (tags->black_a, "Bert", sizeof tags->black_a);
  g_strlcpy (tags->white_b, "Cor", sizeof tags->white_b);
  g_strlcpy (tags->black_b, "Dirk", sizeof tags->black_b);
  g_strlcpy (tags->time_control, "180+2", sizeof tags->time_control);
}

/* Writes the match, reads it into a new one: the same record, positions and endings. */
static AbBughouseMatch *
round_trip (Fixture *f, const AbBughouseMatch *m, const AbBpgnTags *tags, AbBpgnTags *read)
{
  g_autoptr (GError) error = NULL;
  AbBughouseMatch *back = ab_bughouse_match_new ();
  int n = ab_bughouse_match_record_length (m);

  g_assert_true (ab_bughouse_journal_write (f->path, m, tags, &error));
  g_assert_no_error (error);
  g_assert_true (ab_bughouse_journal_read (f->path, back, read, &error));
  g_assert_no_error (error);
  /* as the window resumes: the control from the tag */
  set_control (back, read->time_control);
  g_assert_cmpint (ab_bughouse_match_record_length (back), ==, n);
  for (int i = 0; i < n; i++)
    {
      const AbBughouseRecordEntry *x = ab_bughouse_match_record (m, i);
      const AbBughouseRecordEntry *y = ab_bughouse_match_record (back, i);

      g_assert_cmpint (x->kind, ==, y->kind);
      g_assert_cmpint (x->board, ==, y->board);
      g_assert_cmpint (x->color, ==, y->color);
      g_assert_cmpuint (x->move, ==, y->move);
      g_assert_cmpint (x->illegal, ==, y->illegal);
      g_assert_cmpint (x->lifted, ==, y->lifted);
      g_assert_cmpint (x->clock_ms, ==, y->clock_ms);
    }
  for (int b = AB_BOARD_A; b <= AB_BOARD_B; b++)
    {
      g_assert_true (ab_bughouse_position_equal (ab_bughouse_match_position (m, b),
                                                 ab_bughouse_match_position (back, b)));
      g_assert_cmpint (ab_bughouse_match_outcome (m, b)->result, ==,
                       ab_bughouse_match_outcome (back, b)->result);
      g_assert_cmpint (ab_bughouse_match_outcome (m, b)->ending, ==,
                       ab_bughouse_match_outcome (back, b)->ending);
      g_assert_cmpint (ab_bughouse_match_has_illegal (m, b), ==,
                       ab_bughouse_match_has_illegal (back, b));
    }
  return back;
}

/* The set-up's names and time control, an 8E take-back from the other board, and a
 * draw by agreement. */
static void
test_setup_takeback_draw (Fixture *f, gconstpointer data)
{
  AbBughouseMatch *m = match_from ("4k3/8/8/3n4/8/8/8/R3K3[] w - - 0 1", AB_BUGHOUSE_START_FEN);
  AbBughouseMatch *back;
  AbBpgnTags tags, read;
  g_autofree char *text = NULL;

  tags_for (&tags);
  set_control (m, tags.time_control);
  /* The rook jumps to d5 (illegal) at 2 s, when the clocks start; the knight goes to
   * Black on board B, who places it. */
  g_assert_cmpint (ab_bughouse_match_play_illegal (m, AB_BOARD_A, uci ("a1d5"), AT (2000)), ==,
                   AB_BUGHOUSE_OK);
  play (m, AB_BOARD_B, "e4", 3000);
  play (m, AB_BOARD_B, "N@f6", 5000);
  g_assert_cmpint (ab_bughouse_match_illegal_passed (m, AB_BOARD_A), ==, AB_KNIGHT);
  g_assert_cmpint (ab_bughouse_match_restart_offender (m, AB_BOARD_A, sq ("f6"), AT (6000), NULL),
                   ==, AB_BUGHOUSE_OK);
  play (m, AB_BOARD_A, "Ra5", 8000);
  g_assert_cmpint (ab_bughouse_match_agree_draw (m, AB_BOARD_A, AT (8000)), ==, AB_BUGHOUSE_OK);

  back = round_trip (f, m, &tags, &read);
  {
    /* 180 s + 2 a move: White A's illegal move took no time and its 2 s went with the
     * restart, Black A's clock ran 4 s until he restarted; White B used 1 s, Black B 2. */
    static const int64_t clocks[4] = { 180000, 176000, 181000, 180000 };

    assert_clocks (back, 0, clocks);
  }
  g_assert_cmpstr (read.white_a, ==, "Anna");
  g_assert_cmpstr (read.black_a, ==, "Bert");
  g_assert_cmpstr (read.white_b, ==, "Cor");
  g_assert_cmpstr (read.black_b, ==, "Dirk");
  g_assert_cmpstr (read.time_control, ==, "180+2");
  g_assert_cmpint (ab_bughouse_match_outcome (back, AB_BOARD_A)->ending, ==,
                   AB_BUGHOUSE_ENDING_AGREEMENT);
  g_assert_cmpint (ab_bughouse_match_outcome (back, AB_BOARD_A)->result, ==,
                   AB_BUGHOUSE_RESULT_DRAW);
  g_assert_true (g_file_get_contents (f->path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "{restart A lift f6} {176.000}"));
  g_assert_nonnull (strstr (text, "[EndingA \"agreement\"]"));
  ab_bughouse_match_free (back);
  ab_bughouse_match_free (m);
}

/* An illegal move let stand stays let stand after a resumption: no restart is offered
 * again; a later forfeit (8F) and an under-promotion are kept. */
static void
test_stand_forfeit_promotion (Fixture *f, gconstpointer data)
{
  AbBughouseMatch *m = match_from (AB_BUGHOUSE_START_FEN, "4k3/1P6/8/8/8/8/8/4K3[] w - - 0 1");
  AbBughouseMatch *back;
  AbBpgnTags tags, read;
  g_autofree char *text = NULL;

  tags_for (&tags);
  /* The knight jumps like a bishop: illegal, the opponent lets it stand. */
  g_assert_cmpint (ab_bughouse_match_play_illegal (m, AB_BOARD_A, uci ("g1e3"), -1), ==,
                   AB_BUGHOUSE_OK);
  g_assert_cmpint (ab_bughouse_match_let_stand (m, AB_BOARD_A), ==, AB_BUGHOUSE_OK);
  g_assert_false (ab_bughouse_match_has_illegal (m, AB_BOARD_A));
  play (m, AB_BOARD_B, "b8=N", -1);

  back = round_trip (f, m, &tags, &read);
  g_assert_cmpint (ab_bughouse_match_restart_offender (back, AB_BOARD_A, AB_NO_SQUARE,
                                                       AB_BUGHOUSE_UNTIMED, NULL),
                   ==, AB_BUGHOUSE_ERROR_NO_ILLEGAL_MOVE);
  g_assert_true (
      ab_bughouse_position_is_promoted (ab_bughouse_match_position (back, AB_BOARD_B), sq ("b8")));
  g_assert_cmpint (
      ab_position_piece_at (
          ab_bughouse_position_board (ab_bughouse_match_position (back, AB_BOARD_B)), sq ("b8")),
      ==, AB_PIECE (AB_WHITE, AB_KNIGHT));
  g_assert_true (g_file_get_contents (f->path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "{stand A}"));
  ab_bughouse_match_free (back);

  g_assert_cmpint (ab_bughouse_match_forfeit (m, AB_BOARD_A, AB_WHITE,
                                              AB_BUGHOUSE_ENDING_ILLEGAL_MOVES,
                                              AB_BUGHOUSE_UNTIMED),
                   ==, AB_BUGHOUSE_OK);
  back = round_trip (f, m, &tags, &read);
  g_assert_cmpint (ab_bughouse_match_outcome (back, AB_BOARD_A)->result, ==,
                   AB_BUGHOUSE_RESULT_BLACK_WINS);
  g_assert_cmpint (ab_bughouse_match_outcome (back, AB_BOARD_A)->ending, ==,
                   AB_BUGHOUSE_ENDING_ILLEGAL_MOVES);
  ab_bughouse_match_free (back);
  ab_bughouse_match_free (m);
}

/* The clocks resume as the journal leaves them, exactly: Fischer increments, a period
 * completed (by an illegal move too, and taken back with it, art. 8C), the opponent's
 * time while the illegal move stood; then the downtime kept or charged. */
static void
test_clocks_resume (Fixture *f, gconstpointer data)
{
  /* At 23 s: White A 141 s (100 + 1 + 1 - 11 used + 50 for the second period), Black A
   * 141 s (the same after his restarted move), White B 101 s, Black B 79 s. */
  static const int64_t at_23[4] = { 141000, 141000, 101000, 79000 };
  static const int64_t charged[4] = { 134000, 141000, 94000, 79000 };
  AbBughouseMatch *m = ab_bughouse_match_new ();
  AbBughouseMatch *back;
  AbBpgnTags tags, read;
  g_autofree char *text = NULL;

  tags_for (&tags);
  g_strlcpy (tags.time_control, "2/100+1:50", sizeof tags.time_control);
  set_control (m, tags.time_control);
  play (m, AB_BOARD_A, "e4", 1000);
  play (m, AB_BOARD_B, "d4", 1000);
  play (m, AB_BOARD_A, "e5", 4000);
  play (m, AB_BOARD_A, "Nf3", 10000);
  /* Black's second move, through his own pawn: it completes his first period */
  g_assert_cmpint (ab_bughouse_match_play_illegal (m, AB_BOARD_A, uci ("d8d6"), AT (15000)), ==,
                   AB_BUGHOUSE_OK);
  g_assert_cmpint (
      ab_bughouse_match_restart_offender (m, AB_BOARD_A, AB_NO_SQUARE, AT (20000), NULL), ==,
      AB_BUGHOUSE_OK);
  play (m, AB_BOARD_A, "Qe7", 23000);
  play (m, AB_BOARD_B, "d5", 23000);
  assert_clocks (m, AT (23000), at_23);

  back = round_trip (f, m, &tags, &read);
  g_assert_false (ab_bughouse_match_clocks_running (back));
  assert_clocks (back, 0, at_23);
  for (int b = AB_BOARD_A; b <= AB_BOARD_B; b++)
    for (int c = AB_WHITE; c <= AB_BLACK; c++)
      {
        AbClockReading x, y;

        ab_bughouse_match_clock_reading (m, b, c, AT (23000), &x);
        ab_bughouse_match_clock_reading (back, b, c, 0, &y);
        g_assert_cmpint (x.moves, ==, y.moves);
        g_assert_cmpint (x.period, ==, y.period);
        g_assert_cmpint (x.moves_to_go, ==, y.moves_to_go);
      }
  g_assert_true (g_file_get_contents (f->path, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "{restart A} {141.000}"));

  /* Resumed at another moment on another scale: kept, the clocks stand as they were. */
  g_assert_cmpint (ab_bughouse_match_start_clocks (back, AT (500), 0), ==, AB_BUGHOUSE_OK);
  assert_clocks (back, AT (500), at_23);
  ab_bughouse_match_free (back);
  /* Charged: the clocks that ran lost the 7 s the program was down, as if it had not. */
  back = round_trip (f, m, &tags, &read);
  g_assert_cmpint (ab_bughouse_match_start_clocks (back, AT (500), AT (7000)), ==, AB_BUGHOUSE_OK);
  assert_clocks (back, AT (500), charged);
  assert_clocks (m, AT (30000), charged);
  ab_bughouse_match_free (back);
  ab_bughouse_match_free (m);
}

/* A stand with no illegal move before it is a broken journal, refused as such. */
static void
test_stand_without_illegal (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  AbBughouseMatch *m = ab_bughouse_match_new ();
  AbBpgnTags tags;

  tags_for (&tags);
  g_assert_true (ab_bughouse_journal_write (f->path, m, &tags, &error));
  g_assert_true (g_file_set_contents (f->path, "[WhiteA \"x\"]\n1A. e4 {stand A} *\n", -1, NULL));
  g_assert_false (ab_bughouse_journal_read (f->path, m, &tags, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_INVAL);
  ab_bughouse_match_free (m);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add ("/bughouse-journal/setup-takeback-draw", Fixture, NULL, fixture_set_up,
              test_setup_takeback_draw, fixture_tear_down);
  g_test_add ("/bughouse-journal/stand-forfeit-promotion", Fixture, NULL, fixture_set_up,
              test_stand_forfeit_promotion, fixture_tear_down);
  g_test_add ("/bughouse-journal/clocks-resume", Fixture, NULL, fixture_set_up, test_clocks_resume,
              fixture_tear_down);
  g_test_add ("/bughouse-journal/stand-without-illegal", Fixture, NULL, fixture_set_up,
              test_stand_without_illegal, fixture_tear_down);
  return g_test_run ();
}
