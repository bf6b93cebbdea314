/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-match-eboard.c — the sighted player's e-board as the match's input (ab-match-eboard.h),
 * against the emulated DGT and Millennium boards of tests/eboard on a pseudo-terminal, moved
 * by hands this test drives:
 * - the opponent's move made on the board is played for his side, journaled before it is
 *   announced; the blind player's typed move is awaited on the board (a Millennium board
 *   lights it) and nothing is said when it is carried out; carried out before it was typed,
 *   it waits for the typing;
 * - another move made there instead is D.2.9; a man missing for three seconds is a wrong
 *   board with the man named; right again is said; an earlier position is a takeback the
 *   arbiter confirms; a start position offers a new game; none of it once the game is over;
 *   a board turned round is said once and read turned;
 * - unplugged mid-game: said, the move line enters the opponent's moves; plugged in again:
 *   found, read again, compared with the match;
 * - a resumed match reads the board and compares it with the journal;
 * - garbage and a wrong check are told once, and no move is lost;
 * - a DGT clock's times, White's side learnt from the presses;
 * - faults: no such device (told once), a line where no board answers, no permission (run as
 *   nobody when the test runs as root).
 * EBOARD_EMULATOR names tests/eboard/eboard-emulator.py. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <glib-unix.h>
#include <grp.h>
#include <pwd.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "ab-bitboard.h"
#include "ab-match-assistant.h"
#include "ab-match-eboard.h"
#include "ab-uci.h"
#include "match-fixture.h"

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AbPosition, ab_position_free)

/* ---- the emulated board ---- */

typedef struct
{
  GPid pid;
  int in, out; /* its standard input (our writing end), its standard output */
  GString *got;  /* what it printed, unread */
  GPtrArray *lines;
  char *link;
} Emu;

static void
emu_read (Emu *e)
{
  char buf[1024];
  ssize_t n;

  while ((n = read (e->out, buf, sizeof buf)) > 0)
    g_string_append_len (e->got, buf, n);
  for (char *nl; (nl = strchr (e->got->str, '\n')) != NULL;)
    {
      g_ptr_array_add (e->lines, g_strndup (e->got->str, (gsize) (nl - e->got->str)));
      g_string_erase (e->got, 0, nl - e->got->str + 1);
    }
}

/* Runs the main loop until test (data) holds, or fails after timeout_ms. */
static void
run_until (gboolean (*test) (gpointer), gpointer data, guint timeout_ms, const char *what)
{
  gint64 end = g_get_monotonic_time () + (gint64) timeout_ms * 1000;

  while (!test (data))
    {
      if (g_get_monotonic_time () > end)
        g_error ("timed out waiting for %s", what);
      g_main_context_iteration (NULL, FALSE);
      g_usleep (2000);
    }
}

/* Runs the main loop for ms milliseconds. */
static void
run_for (guint ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) ms * 1000;

  while (g_get_monotonic_time () < end)
    {
      g_main_context_iteration (NULL, FALSE);
      g_usleep (2000);
    }
}

typedef struct
{
  Emu *emu;
  const char *prefix;
  guint from;
  char *found;
} LineWait;

static gboolean
line_seen (gpointer data)
{
  LineWait *w = data;

  emu_read (w->emu);
  for (guint i = w->from; i < w->emu->lines->len; i++)
    if (g_str_has_prefix (g_ptr_array_index (w->emu->lines, i), w->prefix))
      {
        w->found = g_ptr_array_index (w->emu->lines, i);
        w->from = i + 1;
        return TRUE;
      }
  return FALSE;
}

/* The first line from the emulator after its from-th that begins with prefix. */
static const char *
emu_wait_line (Emu *e, const char *prefix, guint *from)
{
  LineWait w = { e, prefix, *from, NULL };

  run_until (line_seen, &w, 15000, prefix);
  *from = w.from;
  return w.found;
}

static void
emu_start (Emu *e, const char *dir, const char *protocol)
{
  const char *emulator = g_getenv ("EBOARD_EMULATOR");
  g_autoptr (GError) error = NULL;
  guint from = 0;

  g_assert_nonnull (emulator);
  e->link = g_build_filename (dir, "board", NULL);
  {
    const char *argv[] = { "python3", emulator, "--protocol", protocol, "--control",
                           "--link", e->link, "--gap-ms", "20,40", NULL };

    g_assert_true (g_spawn_async_with_pipes (NULL, (char **) argv, NULL,
                                             G_SPAWN_SEARCH_PATH | G_SPAWN_DO_NOT_REAP_CHILD,
                                             NULL, NULL, &e->pid, &e->in, &e->out, NULL,
                                             &error));
  }
  g_assert_no_error (error);
  g_unix_set_fd_nonblocking (e->out, TRUE, NULL);
  e->got = g_string_new (NULL);
  e->lines = g_ptr_array_new_with_free_func (g_free);
  /* its first line: the pseudo-terminal, linked */
  emu_wait_line (e, "/dev/", &from);
}

static void
emu_stop (Emu *e)
{
  if (e->pid == 0)
    return;
  close (e->in);
  close (e->out);
  kill (e->pid, SIGTERM);
  waitpid (e->pid, NULL, 0);
  g_spawn_close_pid (e->pid);
  e->pid = 0;
  g_string_free (e->got, TRUE);
  g_ptr_array_unref (e->lines);
  g_free (e->link);
}

/* The hands carry out an action of the emulator's script; returns when they are done. */
static void
emu_do (Emu *e, const char *action)
{
  g_autofree char *line = g_strconcat (action, "\n", NULL);
  guint from;

  emu_read (e);
  from = e->lines->len;
  g_assert_cmpint (write (e->in, line, strlen (line)), ==, (gssize) strlen (line));
  emu_wait_line (e, "idle", &from);
}

/* ---- the fixture ---- */

typedef struct
{
  TmFixture tm;
  Emu emu;
  AbMatch *match;
  AbMatchEboard *eboard;
  GPtrArray *news;   /* "KIND detail" */
  GPtrArray *faults; /* AbEboardError codes, as pointers */
  gboolean journaled_first;
  guint board_moves; /* moves the match played while the test did not */
  gboolean typing;
} Fixture;

/* FEN letters by AbPiece. */
static const char piece_letters[] = ".PNBRQK..pnbrqk";

static const char *const kind_names[] = {
  "connected", "in-step", "discrepancy", "takeback", "new-game", "rotated", "wrong",
  "refused", "noise",
};

static void
news_cb (AbMatchEboard *eboard, const AbEboardNews *news, Fixture *f)
{
  GString *text = g_string_new (kind_names[news->kind]);
  const AbEboardVerdict *v = news->verdict;
  char uci[AB_UCI_MAX];

  switch (news->kind)
    {
    case AB_EBOARD_NEWS_CONNECTED:
      g_string_append_printf (text, " %s%s",
                              news->shows == AB_EBOARD_SHOWS_GAME     ? "game"
                              : news->shows == AB_EBOARD_SHOWS_BEHIND ? "behind"
                              : news->shows == AB_EBOARD_SHOWS_AHEAD  ? "ahead"
                                                                      : "other",
                              news->again ? " again" : "");
      break;
    case AB_EBOARD_NEWS_DISCREPANCY:
      ab_move_to_uci (news->position, v->move, uci);
      g_string_append_printf (text, " %d %s", v->ply, uci);
      ab_move_to_uci (news->position, v->expected, uci);
      g_string_append_printf (text, " %s", uci);
      break;
    case AB_EBOARD_NEWS_TAKEBACK:
      g_string_append_printf (text, " %d", v->plies);
      break;
    case AB_EBOARD_NEWS_NEW_GAME:
      g_string_append_printf (text, " %d", v->chess960);
      break;
    case AB_EBOARD_NEWS_WRONG:
      for (int i = 0; i < v->diff.n_missing; i++)
        g_string_append_printf (text, " -%c%c%c", piece_letters[v->diff.missing[i].piece],
                                'a' + AB_SQUARE_FILE (v->diff.missing[i].square),
                                '1' + AB_SQUARE_RANK (v->diff.missing[i].square));
      for (int i = 0; i < v->diff.n_extra; i++)
        g_string_append_printf (text, " +%c%c%c", piece_letters[v->diff.extra[i].piece],
                                'a' + AB_SQUARE_FILE (v->diff.extra[i].square),
                                '1' + AB_SQUARE_RANK (v->diff.extra[i].square));
      break;
    case AB_EBOARD_NEWS_NOISE:
      g_string_append_printf (text, " %d", news->damage);
      break;
    default:
      break;
    }
  g_ptr_array_add (f->news, g_string_free (text, FALSE));
}

static void
fault_cb (AbMatchEboard *eboard, const GError *error, Fixture *f)
{
  g_assert_true (error->domain == AB_EBOARD_ERROR);
  g_ptr_array_add (f->faults, GINT_TO_POINTER (error->code + 1));
}

/* A move the match played that the test did not type: the board's. It is on disk first. */
static void
move_made_cb (AbMatch *match, guint ply, Fixture *f)
{
  g_autofree char *journal = tm_read_text (f->tm.path);
  g_autoptr (AbPosition) before = ab_match_get_position_before (match, ply);
  char uci[AB_UCI_MAX], line[AB_UCI_MAX + 2];

  ab_move_to_uci (before, ab_match_get_move (match, ply), uci);
  g_snprintf (line, sizeof line, "\t%s\n", uci);
  if (strstr (journal, line) == NULL)
    f->journaled_first = FALSE;
  if (!f->typing)
    f->board_moves++;
}

static void
new_eboard (Fixture *f)
{
  f->eboard = ab_match_eboard_new (f->match);
  ab_match_eboard_set_settle_ms (f->eboard, 200);
  ab_match_eboard_set_device (f->eboard, f->emu.link);
  g_signal_connect (f->eboard, "news", G_CALLBACK (news_cb), f);
  g_signal_connect (f->eboard, "fault", G_CALLBACK (fault_cb), f);
}

static gboolean
has_news_cb (gpointer data)
{
  gpointer *args = data;
  Fixture *f = args[0];

  for (guint i = GPOINTER_TO_UINT (args[2]); i < f->news->len; i++)
    if (g_str_has_prefix (g_ptr_array_index (f->news, i), args[1]))
      return TRUE;
  return FALSE;
}

/* Waits for news beginning with prefix after the first `from` news; returns it. */
static const char *
wait_news (Fixture *f, const char *prefix, guint from)
{
  gpointer args[] = { f, (gpointer) prefix, GUINT_TO_POINTER (from) };

  run_until (has_news_cb, args, 8000, prefix);
  for (guint i = from; i < f->news->len; i++)
    if (g_str_has_prefix (g_ptr_array_index (f->news, i), prefix))
      return g_ptr_array_index (f->news, i);
  return NULL;
}

static gboolean
connected_cb (gpointer data)
{
  Fixture *f = data;

  return ab_match_eboard_get_state (f->eboard) == AB_MATCH_EBOARD_CONNECTED;
}

static void
set_up_protocol (Fixture *f, const char *protocol, gboolean journal)
{
  AbMatchSetup setup;
  g_autoptr (GError) error = NULL;

  tm_set_up (&f->tm, NULL);
  f->news = g_ptr_array_new_with_free_func (g_free);
  f->faults = g_ptr_array_new ();
  f->journaled_first = TRUE;
  emu_start (&f->emu, f->tm.dir, protocol);
  f->match = ab_match_new (journal ? f->tm.path : NULL);
  tm_listen (&f->tm, f->match);
  new_eboard (f);
  g_assert_cmpint (ab_match_eboard_get_state (f->eboard), ==, AB_MATCH_EBOARD_OFF);
  ab_match_setup_init (&setup);
  setup.eboard = TRUE;
  g_assert_true (ab_match_start_setup (f->match, &setup, &error));
  g_assert_no_error (error);
  g_signal_connect (f->match, "move-made", G_CALLBACK (move_made_cb), f);
  /* found at once: the device is there */
  run_until (connected_cb, f, 8000, "the board to answer");
  g_assert_cmpstr (wait_news (f, "connected", 0), ==, "connected game");
}

static void
set_up_dgt (Fixture *f, gconstpointer data)
{
  set_up_protocol (f, "dgt", TRUE);
}

static void
set_up_millennium (Fixture *f, gconstpointer data)
{
  set_up_protocol (f, "millennium", TRUE);
}

static void
tear_down (Fixture *f, gconstpointer data)
{
  g_clear_object (&f->eboard);
  g_clear_object (&f->match);
  emu_stop (&f->emu);
  g_ptr_array_unref (f->news);
  g_ptr_array_unref (f->faults);
  tm_tear_down (&f->tm, NULL);
}

/* The blind player types a move. */
static void
type_move (Fixture *f, const char *text)
{
  f->typing = TRUE;
  tm_play (f->match, text);
  f->typing = FALSE;
}

static void wait_plies (Fixture *f, guint n);

/* 1. e4 typed, carried out on the board, and answered there with e5. */
static void
play_e4_e5 (Fixture *f)
{
  type_move (f, "e4");
  emu_do (&f->emu, "move e2e4");
  emu_do (&f->emu, "move e7e5");
  wait_plies (f, 2);
}

/* The program stops: the match and the e-board go; the journal and the board stay. */
static void
stop_program (Fixture *f)
{
  g_clear_object (&f->eboard);
  g_clear_object (&f->match);
}

/* The program starts again and resumes the match, the board read afresh. */
static void
resume_program (Fixture *f)
{
  g_autoptr (GError) error = NULL;

  f->match = ab_match_new (f->tm.path);
  tm_listen (&f->tm, f->match);
  new_eboard (f);
  g_signal_connect (f->match, "move-made", G_CALLBACK (move_made_cb), f);
  g_assert_true (ab_match_resume (f->match, &error));
  g_assert_no_error (error);
  g_assert_true (ab_match_get_eboard (f->match));
}

static gboolean
plies_reached (gpointer data)
{
  gpointer *args = data;

  return ab_match_get_n_plies (args[0]) >= GPOINTER_TO_UINT (args[1]);
}

static void
wait_plies (Fixture *f, guint n)
{
  gpointer args[] = { f->match, GUINT_TO_POINTER (n) };

  run_until (plies_reached, args, 8000, "a move played from the board");
}

static gboolean
in_step_cb (gpointer data)
{
  Fixture *f = data;

  return ab_match_eboard_get_shows (f->eboard, NULL) == AB_EBOARD_SHOWS_GAME
         && ab_match_eboard_get_move_to_show (f->eboard, NULL) == AB_MOVE_NONE;
}

static void
wait_in_step (Fixture *f)
{
  run_until (in_step_cb, f, 8000, "the board in step");
}

/* ---- the tests ---- */

static void
test_moves (Fixture *f, gconstpointer data)
{
  g_autofree char *journal = NULL;
  g_autoptr (AbPosition) start = ab_position_new ();
  g_autoptr (AbPosition) before = NULL;
  AbBitboard squares;

  /* The blind player types 1. e4: the board is to show it; Annabella waits. */
  type_move (f, "e4");
  g_assert_cmpuint (ab_match_eboard_get_move_to_show (f->eboard, &squares), ==,
                    ab_move_from_uci (start, "e2e4"));
  g_assert_cmpuint (squares, ==, AB_BB (AB_SQUARE (4, 1)) | AB_BB (AB_SQUARE (4, 3)));
  g_assert_cmpint (ab_match_eboard_get_shows (f->eboard, NULL), ==, AB_EBOARD_SHOWS_BEHIND);
  emu_do (&f->emu, "move e2e4");
  wait_in_step (f);
  /* The opponent answers on his board: played, journaled, announced as his. */
  emu_do (&f->emu, "move e7e5");
  wait_plies (f, 2);
  g_assert_true (f->journaled_first);
  g_assert_cmpuint (f->board_moves, ==, 1);
  g_assert_true (tm_said (&f->tm, AB_ANNOUNCEMENT_OPPONENT_MOVE, "Eva fünf"));
  journal = tm_read_text (f->tm.path);
  g_assert_nonnull (strstr (journal, "\tb\teboard\t"));
  g_assert_nonnull (strstr (journal, "\te7e5\n"));
  /* A knight: told at once; a slide waits for stillness, and is read whole. */
  type_move (f, "Nf3");
  emu_do (&f->emu, "move g1f3");
  emu_do (&f->emu, "move b8c6");
  wait_plies (f, 4);
  type_move (f, "Bc4");
  emu_do (&f->emu, "move f1c4 slide");
  wait_in_step (f);
  emu_do (&f->emu, "move f8c5 slide");
  wait_plies (f, 6);
  before = ab_match_get_position_before (f->match, 5);
  g_assert_cmpuint (ab_match_get_move (f->match, 5), ==, ab_move_from_uci (before, "f8c5"));
  /* Nothing was news: every move was carried out as entered. */
  g_assert_cmpuint (f->news->len, ==, 1);
  g_assert_true (f->journaled_first);
}

static void
test_blind_move_first (Fixture *f, gconstpointer data)
{
  /* The opponent carries out the blind player's move before it is typed: nothing is played
   * for the blind player; typing it then finds the board in step. */
  emu_do (&f->emu, "move d2d4");
  run_for (400);
  g_assert_cmpuint (ab_match_get_n_plies (f->match), ==, 0);
  type_move (f, "d4");
  g_assert_cmpuint (ab_match_eboard_get_move_to_show (f->eboard, NULL), ==, AB_MOVE_NONE);
  emu_do (&f->emu, "move d7d5");
  wait_plies (f, 2);
  g_assert_cmpuint (f->news->len, ==, 1);
}

static void
test_leds (Fixture *f, gconstpointer data)
{
  guint from = 0;

  /* A Millennium board lights the move the sighted player is to carry out, then puts the
   * lights out once he has. */
  type_move (f, "Nf3");
  g_assert_cmpstr (emu_wait_line (&f->emu, "lit ", &from), ==, "lit f3 g1");
  emu_do (&f->emu, "move g1f3");
  g_assert_cmpstr (emu_wait_line (&f->emu, "lit", &from), ==, "lit");
  emu_do (&f->emu, "move g8f6");
  wait_plies (f, 2);
  g_assert_true (tm_said (&f->tm, AB_ANNOUNCEMENT_OPPONENT_MOVE, "Springer Felix sechs"));
}

static void
test_discrepancy (Fixture *f, gconstpointer data)
{
  guint n;

  /* D.2.9: the blind player typed Nf3, his opponent carried out Nh3. */
  type_move (f, "Nf3");
  emu_do (&f->emu, "move g1h3");
  g_assert_cmpstr (wait_news (f, "discrepancy", 1), ==, "discrepancy 0 g1h3 g1f3");
  g_assert_cmpuint (ab_match_get_n_plies (f->match), ==, 1);
  /* Set right on the board: said. */
  n = f->news->len;
  emu_do (&f->emu, "move h3g1");
  emu_do (&f->emu, "move g1f3");
  wait_news (f, "in-step", n);
  /* The opponent's own move changed for another after it was played is D.2.9 too. */
  emu_do (&f->emu, "move e7e5");
  wait_plies (f, 2);
  n = f->news->len;
  emu_do (&f->emu, "move e5e6");
  g_assert_cmpstr (wait_news (f, "discrepancy", n), ==, "discrepancy 1 e7e6 e7e5");
}

static void
test_wrong_board (Fixture *f, gconstpointer data)
{
  guint n;
  gint64 lifted;

  /* A man knocked off: after three seconds of nothing the board is wrong, the man named. */
  emu_do (&f->emu, "lift g8");
  lifted = g_get_monotonic_time ();
  g_assert_cmpstr (wait_news (f, "wrong", 1), ==, "wrong -ng8");
  g_assert_cmpint (g_get_monotonic_time () - lifted, >=, 2900000);
  n = f->news->len;
  emu_do (&f->emu, "place g8 n");
  g_assert_cmpstr (wait_news (f, "in-step", n), ==, "in-step");
  /* A man of another kind: missing and extra on one square. */
  n = f->news->len;
  emu_do (&f->emu, "lift b1");
  emu_do (&f->emu, "place b1 B");
  g_assert_cmpstr (wait_news (f, "wrong", n), ==, "wrong -Nb1 +Bb1");
}

static void
test_takeback (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *journal = NULL;
  guint plies = 0;

  play_e4_e5 (f);
  g_assert_false (ab_match_eboard_take_back (f->eboard, &plies, &error));
  g_assert_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_REFUSED);
  g_clear_error (&error);
  /* The opponent takes his move back on his board: the arbiter confirms it. */
  emu_do (&f->emu, "lift e5");
  emu_do (&f->emu, "place e7 p");
  g_assert_cmpstr (wait_news (f, "takeback", 1), ==, "takeback 1");
  g_assert_cmpuint (ab_match_eboard_get_takeback (f->eboard), ==, 1);
  g_assert_true (ab_match_eboard_take_back (f->eboard, &plies, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (plies, ==, 1);
  g_assert_cmpuint (ab_match_get_n_plies (f->match), ==, 1);
  journal = tm_read_text (f->tm.path);
  g_assert_nonnull (strstr (journal, "arbiter-take-back\t1:"));
  g_assert_cmpint (ab_match_eboard_get_shows (f->eboard, NULL), ==, AB_EBOARD_SHOWS_GAME);
  /* His other move is read from there. */
  emu_do (&f->emu, "move c7c5");
  wait_plies (f, 2);
  g_assert_true (tm_said (&f->tm, AB_ANNOUNCEMENT_OPPONENT_MOVE, "Cesar fünf"));
}

static void
test_new_game (Fixture *f, gconstpointer data)
{
  guint n;

  play_e4_e5 (f);
  type_move (f, "Nf3");
  emu_do (&f->emu, "move g1f3");
  emu_do (&f->emu, "move b8c6");
  wait_plies (f, 4);
  /* The men set up for a new game: offered. */
  emu_do (&f->emu, "setup rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR");
  g_assert_cmpstr (wait_news (f, "new-game", 1), ==, "new-game 518");
  /* Once the game is over, men put away are not news; a start still is. */
  tm_act_ok (f->match, AB_MATCH_ACT_RESIGN, AB_WHITE);
  n = f->news->len;
  emu_do (&f->emu, "setup 8/8/8/8/8/8/8/8");
  run_for (3600);
  g_assert_cmpuint (f->news->len, ==, n);
  emu_do (&f->emu, "setup bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR");
  g_assert_cmpstr (wait_news (f, "new-game", n), ==, "new-game 0");
}

static void
test_rotated (Fixture *f, gconstpointer data)
{
  guint n;

  /* The board turned round: said once; it is read turned from then on, moves and all. */
  type_move (f, "e4");
  emu_do (&f->emu, "turn");
  g_assert_cmpstr (wait_news (f, "rotated", 1), ==, "rotated");
  n = f->news->len;
  emu_do (&f->emu, "move e2e4");
  emu_do (&f->emu, "move e7e5");
  wait_plies (f, 2);
  g_assert_true (tm_said (&f->tm, AB_ANNOUNCEMENT_OPPONENT_MOVE, "Eva fünf"));
  for (guint i = n; i < f->news->len; i++)
    g_assert_false (g_str_has_prefix (g_ptr_array_index (f->news, i), "rotated"));
}

static gboolean
lost_cb (gpointer data)
{
  Fixture *f = data;

  return ab_match_eboard_get_state (f->eboard) == AB_MATCH_EBOARD_LOST;
}

static void
test_unplug (Fixture *f, gconstpointer data)
{
  guint n;

  type_move (f, "e4");
  emu_do (&f->emu, "move e2e4");
  wait_in_step (f);
  g_assert_cmpint (ab_match_get_entering_side (f->match), ==, AB_WHITE);
  /* Unplugged: told, and the move line enters the opponent's moves. */
  emu_do (&f->emu, "unplug");
  run_until (lost_cb, f, 5000, "the board lost");
  g_assert_cmpuint (f->faults->len, ==, 1);
  g_assert_cmpint (GPOINTER_TO_INT (g_ptr_array_index (f->faults, 0)) - 1, ==,
                   AB_EBOARD_ERROR_UNPLUGGED);
  g_assert_true (ab_match_get_eboard_away (f->match));
  g_assert_cmpint (ab_match_get_entering_side (f->match), ==, AB_BLACK);
  /* The game goes on by keyboard; the opponent's men move on the unplugged board. */
  type_move (f, "e5");
  emu_do (&f->emu, "move e7e5");
  type_move (f, "Nf3");
  /* Plugged in again: found, read, in step but for the move still to carry out. */
  n = f->news->len;
  emu_do (&f->emu, "replug");
  g_assert_cmpstr (wait_news (f, "connected", n), ==, "connected behind again");
  g_assert_false (ab_match_get_eboard_away (f->match));
  g_assert_cmpint (ab_match_get_entering_side (f->match), ==, AB_WHITE);
  emu_do (&f->emu, "move g1f3");
  wait_in_step (f);
  emu_do (&f->emu, "move b8c6");
  wait_plies (f, 4);
  g_assert_cmpuint (f->faults->len, ==, 1);
}

static void
test_resume (Fixture *f, gconstpointer data)
{
  play_e4_e5 (f);
  /* The program stops; meanwhile the opponent's e-pawn is set on e6 instead. */
  stop_program (f);
  emu_do (&f->emu, "lift e5");
  emu_do (&f->emu, "place e6 p");
  resume_program (f);
  /* Read again and compared with the journal: not the position, and which move differs. */
  g_assert_cmpstr (wait_news (f, "connected", 1), ==, "connected other");
  g_assert_cmpstr (wait_news (f, "discrepancy", 1), ==, "discrepancy 1 e7e6 e7e5");
  g_assert_cmpuint (ab_match_get_n_plies (f->match), ==, 2);
}

static void
test_resume_ahead (Fixture *f, gconstpointer data)
{
  type_move (f, "e4");
  emu_do (&f->emu, "move e2e4");
  wait_in_step (f);
  /* The program stops; meanwhile the opponent answers on his board. */
  stop_program (f);
  emu_do (&f->emu, "move c7c5");
  resume_program (f);
  /* Read again: the move made meanwhile is told, then played, journaled, announced. */
  g_assert_cmpstr (wait_news (f, "connected", 1), ==, "connected ahead");
  wait_plies (f, 2);
  g_assert_true (f->journaled_first);
  g_assert_true (tm_said (&f->tm, AB_ANNOUNCEMENT_OPPONENT_MOVE, "Cesar fünf"));
}

static void
test_resume_in_step (Fixture *f, gconstpointer data)
{
  play_e4_e5 (f);
  type_move (f, "Nf3");
  stop_program (f);
  resume_program (f);
  /* The blind player's last move, typed before the stop, is still to carry out. */
  g_assert_cmpstr (wait_news (f, "connected", 1), ==, "connected behind");
  emu_do (&f->emu, "move g1f3");
  wait_in_step (f);
  g_assert_cmpuint (f->news->len, ==, 2);
}

static void
test_noise (Fixture *f, gconstpointer data)
{
  const char *protocol = data;
  g_autofree char *expected = NULL;

  /* Garbage on a DGT line, a wrong check on a Millennium one: told once, nothing lost. */
  type_move (f, "e4");
  emu_do (&f->emu, g_str_equal (protocol, "dgt") ? "garbage 24" : "broken");
  expected = g_strdup_printf ("noise %d", g_str_equal (protocol, "dgt")
                                            ? AB_EBOARD_DAMAGE_CONTENT
                                            : AB_EBOARD_DAMAGE_CHECKSUM);
  wait_news (f, "noise", 1);
  emu_do (&f->emu, g_str_equal (protocol, "dgt") ? "garbage 24" : "broken");
  emu_do (&f->emu, "move e2e4");
  emu_do (&f->emu, "move e7e5");
  wait_plies (f, 2);
  g_assert_cmpuint (f->news->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (f->news, 1), ==, expected);
}

static void
set_up_noise (Fixture *f, gconstpointer data)
{
  set_up_protocol (f, data, TRUE);
}

typedef struct
{
  Fixture *f;
  gint64 white, black;
} ClockWait;

static gboolean
clock_shows (gpointer data)
{
  ClockWait *w = data;
  gint64 white, black;

  return ab_match_eboard_get_clock (w->f->eboard, &white, &black, NULL) && white == w->white
         && black == w->black;
}

static void
test_clock (Fixture *f, gconstpointer data)
{
  ClockWait w = { f, 5400000, 5400000 };

  g_assert_false (ab_match_eboard_get_clock (f->eboard, NULL, NULL, NULL));
  /* White's side of this clock is the right one: learnt when Black's (left) starts after
   * White's move. */
  emu_do (&f->emu, "clock 1:30:00 1:30:00 right");
  run_until (clock_shows, &w, 5000, "the clock's times");
  type_move (f, "e4");
  emu_do (&f->emu, "move e2e4");
  emu_do (&f->emu, "clock 1:30:00 1:29:55 left");
  emu_do (&f->emu, "clock 1:29:58 1:29:55 left");
  w.white = 5395000;
  w.black = 5398000;
  run_until (clock_shows, &w, 5000, "White's side learnt from the press");
}

/* ---- faults ---- */

/* A pseudo-terminal nobody answers on: its two ends and the name of the line. */
static int
openpty_helper (int *master, int *slave, char *path, size_t size)
{
  *master = posix_openpt (O_RDWR | O_NOCTTY);
  if (*master < 0 || grantpt (*master) != 0 || unlockpt (*master) != 0
      || ptsname_r (*master, path, size) != 0)
    return -1;
  *slave = open (path, O_RDWR | O_NOCTTY);
  return *slave < 0 ? -1 : 0;
}

typedef struct
{
  TmFixture tm;
  AbMatch *match;
  AbMatchEboard *eboard;
  GArray *codes;
} Faults;

static void
faults_fault_cb (AbMatchEboard *eboard, const GError *error, Faults *f)
{
  int code = error->code;

  g_array_append_val (f->codes, code);
}

static gboolean
fault_seen (gpointer data)
{
  return ((Faults *) data)->codes->len > 0;
}

static void
faults_start (Faults *f, const char *device, AbEboardProtocol protocol)
{
  AbMatchSetup setup;

  f->match = ab_match_new (NULL);
  f->eboard = ab_match_eboard_new (f->match);
  f->codes = g_array_new (FALSE, FALSE, sizeof (int));
  ab_match_eboard_set_device (f->eboard, device);
  ab_match_eboard_set_protocol (f->eboard, protocol);
  g_signal_connect (f->eboard, "fault", G_CALLBACK (faults_fault_cb), f);
  ab_match_setup_init (&setup);
  setup.eboard = TRUE;
  g_assert_true (ab_match_start_setup (f->match, &setup, NULL));
}

static void
faults_stop (Faults *f)
{
  g_clear_object (&f->eboard);
  g_clear_object (&f->match);
  g_array_unref (f->codes);
}

static void
test_no_device (void)
{
  Faults f = { 0 };

  faults_start (&f, "/nonexistent/ttyACM9", AB_EBOARD_PROTOCOL_NONE);
  g_assert_cmpuint (f.codes->len, ==, 1);
  g_assert_cmpint (g_array_index (f.codes, int, 0), ==, AB_EBOARD_ERROR_NO_DEVICE);
  g_assert_cmpint (ab_match_eboard_get_state (f.eboard), ==, AB_MATCH_EBOARD_SEARCHING);
  g_assert_true (ab_match_get_eboard_away (f.match));
  /* looked for again, not told again */
  run_for (AB_MATCH_EBOARD_POLL_MS + 500);
  g_assert_cmpuint (f.codes->len, ==, 1);
  faults_stop (&f);
}

static void
test_not_a_board (void)
{
  Faults f = { 0 };
  int master, slave;
  char path[64];

  g_assert_cmpint (openpty_helper (&master, &slave, path, sizeof path), ==, 0);
  faults_start (&f, path, AB_EBOARD_PROTOCOL_DGT);
  g_assert_cmpint (ab_match_eboard_get_state (f.eboard), ==, AB_MATCH_EBOARD_OPENING);
  run_until (fault_seen, &f, 5000, "no board answering");
  g_assert_cmpint (g_array_index (f.codes, int, 0), ==, AB_EBOARD_ERROR_NOT_A_BOARD);
  g_assert_cmpint (ab_match_eboard_get_state (f.eboard), ==, AB_MATCH_EBOARD_SEARCHING);
  faults_stop (&f);
  close (master);
  close (slave);
}

static void
test_no_permission (void)
{
  int master, slave;
  char path[64];

  if (g_test_subprocess ())
    {
      struct passwd *nobody = getpwnam ("nobody");
      Faults f = { 0 };

      g_assert_nonnull (nobody);
      g_assert_cmpint (setgid (nobody->pw_gid), ==, 0);
      g_assert_cmpint (setgroups (0, NULL), ==, 0);
      g_assert_cmpint (setuid (nobody->pw_uid), ==, 0);
      faults_start (&f, g_getenv ("EBOARD_TEST_PTY"), AB_EBOARD_PROTOCOL_NONE);
      g_assert_cmpuint (f.codes->len, ==, 1);
      g_assert_cmpint (g_array_index (f.codes, int, 0), ==, AB_EBOARD_ERROR_NO_PERMISSION);
      faults_stop (&f);
      return;
    }
  if (getuid () != 0)
    {
      g_test_skip ("needs root to run as nobody");
      return;
    }
  g_assert_cmpint (openpty_helper (&master, &slave, path, sizeof path), ==, 0);
  g_assert_cmpint (chmod (path, 0620), ==, 0);
  g_setenv ("EBOARD_TEST_PTY", path, TRUE);
  g_test_trap_subprocess (NULL, 10000000, G_TEST_SUBPROCESS_INHERIT_STDERR);
  g_test_trap_assert_passed ();
  close (master);
  close (slave);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, fn, setup, data) \
  g_test_add (path, Fixture, data, setup, fn, tear_down)
  ADD ("/match-eboard/moves", test_moves, set_up_dgt, NULL);
  ADD ("/match-eboard/blind-move-first", test_blind_move_first, set_up_dgt, NULL);
  ADD ("/match-eboard/leds", test_leds, set_up_millennium, NULL);
  ADD ("/match-eboard/discrepancy", test_discrepancy, set_up_millennium, NULL);
  ADD ("/match-eboard/wrong-board", test_wrong_board, set_up_dgt, NULL);
  ADD ("/match-eboard/takeback", test_takeback, set_up_dgt, NULL);
  ADD ("/match-eboard/new-game", test_new_game, set_up_dgt, NULL);
  ADD ("/match-eboard/rotated", test_rotated, set_up_millennium, NULL);
  ADD ("/match-eboard/unplug", test_unplug, set_up_dgt, NULL);
  ADD ("/match-eboard/resume", test_resume, set_up_dgt, NULL);
  ADD ("/match-eboard/resume-in-step", test_resume_in_step, set_up_millennium, NULL);
  ADD ("/match-eboard/resume-ahead", test_resume_ahead, set_up_dgt, NULL);
  ADD ("/match-eboard/noise-dgt", test_noise, set_up_noise, "dgt");
  ADD ("/match-eboard/noise-millennium", test_noise, set_up_noise, "millennium");
  ADD ("/match-eboard/clock", test_clock, set_up_dgt, NULL);
  g_test_add_func ("/match-eboard/no-device", test_no_device);
  g_test_add_func ("/match-eboard/not-a-board", test_not_a_board);
  g_test_add_func ("/match-eboard/no-permission", test_no_permission);
  return g_test_run ();
}
