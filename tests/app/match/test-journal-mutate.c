/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-journal-mutate.c — a journal that a crash, a power cut or a hand edit damaged never
 * crashes, hangs or asserts: real journals of every event kind, made through AbMatch, are
 * each damaged some 550 ways (seeded, so that a failure repeats; journal-mutate-ops.c),
 * then probed and resumed (a dead-position budget and the arbiter's result among the
 * events). Each either fails with a message and changes nothing (and is what
 * ab_match_set_aside_damaged keeps aside), or gives a match whose state is its own moves
 * replayed from its start, that goes on and resumes again with nothing lost. */
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "ab-journal.h"
#include "ab-match-arbiter.h"
#include "ab-match-assistant.h"
#include "ab-match-keep.h"
#include "ab-match-notes.h"
#include "ab-match-pgn.h"
#include "ab-match-words.h"
#include "ab-match.h"
#include "ab-pgn.h"
#include "ab-practice-note.h"
#include "ab-uci.h"
#include "journal-mutate-ops.h"

/* AB_JOURNAL_SEED and AB_JOURNAL_MUTATIONS in the environment change them, for a longer
 * run by hand. */
#define SEED 20261122
#define MUTATIONS 300 /* random ones per journal, besides truncations and arguments */
#define ARGUMENTS 2   /* garbage values per argument of each event */
#define WATCHDOG_S 20 /* one probe that takes longer hangs */

static char *dir;

/* A practice note that does not read is only warned about; thousands would drown the log. */
static void
quiet_log (const char *domain, GLogLevelFlags level, const char *message, gpointer data)
{
}

static char *
journal_text (const char *path)
{
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
  return text;
}

static void
play (AbMatch *match, const char *uci)
{
  g_autoptr (GError) error = NULL;
  const AbPosition *pos = ab_match_get_position (match);
  AbMove move = ab_move_from_uci (pos, uci);

  g_assert_cmpuint (move, !=, AB_MOVE_NONE);
  ab_match_play (match, ab_position_side_to_move (pos), move, &error);
  g_assert_no_error (error);
}

static void
act (AbMatch *match, AbMatchAct what, AbColor actor)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (ab_match_act (match, what, actor, AB_MOVE_NONE, &error));
  g_assert_no_error (error);
}

static void
press (AbMatch *match, AbColor player)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (ab_match_press_clock (match, player, &error));
  g_assert_no_error (error);
}

static AbMatch *
start (const char *path, const char *control, AbAssistant assistant, AbColor blind)
{
  AbMatch *match = ab_match_new (path);
  g_autoptr (GError) error = NULL;
  AbMatchSetup setup;

  ab_match_setup_init (&setup);
  setup.time_control = control;
  setup.white = "Anna Ümit";
  setup.black = "Bert";
  setup.blind_color = blind;
  setup.assistant = assistant;
  setup.assistant_name = "Clara";
  g_assert_true (ab_match_start_setup (match, &setup, &error));
  g_assert_no_error (error);
  return match;
}

static void
beat (AbMatch *match)
{
  g_autoptr (GError) error = NULL;

  g_assert_true (ab_match_heartbeat (match, &error));
  g_assert_no_error (error);
}

/* Clocks pressed by key, a retraction and its correction (D.2.8), a declined draw offer,
 * the arbiter's pause, a claim; the running clock's heartbeats between events and at
 * the end. */
static char *
make_clock_game (const char *path)
{
  g_autoptr (AbMatch) match = start (path, "40/5400+30:1800+30", AB_ASSISTANT_NONE, AB_WHITE);
  g_autoptr (GError) error = NULL;

  ab_match_set_press_by_key (match, TRUE);
  beat (match);
  play (match, "e2e4");
  press (match, AB_WHITE);
  beat (match);
  beat (match);
  play (match, "e7e5");
  play (match, "g1f3");
  g_assert_true (ab_match_retract (match, AB_WHITE, &error));
  g_assert_no_error (error);
  play (match, "b1c3");
  press (match, AB_WHITE);
  act (match, AB_MATCH_ACT_OFFER_DRAW, AB_BLACK);
  act (match, AB_MATCH_ACT_DECLINE_DRAW, AB_WHITE);
  play (match, "b8c6");
  act (match, AB_MATCH_ACT_PAUSE, AB_WHITE);
  act (match, AB_MATCH_ACT_RESUME, AB_WHITE);
  play (match, "f1c4");
  press (match, AB_WHITE);
  /* Ruled (an incorrect claim), or refused: either way the journal goes on. */
  ab_match_act (match, AB_MATCH_ACT_CLAIM_THREEFOLD, AB_BLACK,
                ab_move_from_uci (ab_match_get_position (match), "g8f6"), NULL);
  play (match, "g8f6");
  beat (match);
  return journal_text (path);
}

/* An assistant (D.2.10), a touched piece (4.3), a sealed move and the envelope opened
 * after a resumption (Guideline I). */
static char *
make_assistant_game (const char *path)
{
  g_autoptr (AbMatch) match = start (path, "5400+30", AB_ASSISTANT_BLIND, AB_BLACK);
  g_autoptr (AbMatch) resumed = ab_match_new (path);
  g_autoptr (GError) error = NULL;

  g_assert_true (ab_match_touch (match, AB_WHITE, AB_SQUARE (6, 0), NULL, &error));
  g_assert_no_error (error);
  play (match, "g1f3");
  play (match, "d7d5");
  g_assert_true (ab_match_touch (match, AB_WHITE, AB_SQUARE (3, 1), NULL, &error));
  play (match, "d2d4");
  g_assert_true (ab_match_seal (match, "Sc6", &error));
  g_assert_no_error (error);
  g_assert_true (ab_match_resume (resumed, &error));
  g_assert_true (ab_match_resume_adjourned (resumed, &error));
  g_assert_no_error (error);
  play (resumed, "c1f4");
  return journal_text (path);
}

/* A practice game's note and hints. */
static char *
make_practice_game (const char *path)
{
  g_autoptr (AbMatch) match = ab_match_new (path);
  g_autoptr (GError) error = NULL;
  AbPracticeSetup setup;

  ab_practice_setup_init (&setup);
  setup.color = AB_PRACTICE_COLOR_BLACK;
  setup.strength = AB_ENGINE_STRENGTH_CLUB;
  g_strlcpy (setup.time_control, "300+3", sizeof setup.time_control);
  g_assert_true (ab_match_start (match, NULL, AB_BLACK, &error));
  g_assert_true (ab_practice_note_write (match, &setup, "/usr/games/stockfish", &error));
  play (match, "e2e4");
  g_assert_true (ab_match_add_hint (match, ab_move_from_uci (ab_match_get_position (match),
                                                             "c7c5"),
                                    &error));
  play (match, "c7c5");
  play (match, "g1f3");
  g_assert_true (ab_match_add_hint (match, ab_move_from_uci (ab_match_get_position (match),
                                                             "d7d6"),
                                    &error));
  play (match, "b8c6");
  play (match, "f1b5");
  g_assert_no_error (error);
  return journal_text (path);
}

/* The arbiter's take-back (D.2.9), twice: to an earlier ply, and of the clocks alone. */
static char *
make_arbiter_game (const char *path)
{
  g_autoptr (AbMatch) match = start (path, "5400", AB_ASSISTANT_NONE, AB_WHITE);
  g_autoptr (GError) error = NULL;
  const char *moves[] = { "d2d4", "d7d5", "c2c4", "e7e6", "b1c3", "g8f6" };

  for (guint i = 0; i < G_N_ELEMENTS (moves); i++)
    play (match, moves[i]);
  g_assert_true (ab_match_arbiter_take_back (match, 3, 5300000, 5310000, &error));
  g_assert_no_error (error);
  play (match, "c7c6");
  play (match, "g1f3");
  g_assert_true (ab_match_arbiter_take_back (match, ab_match_get_n_plies (match), 5000000,
                                             4000000, &error));
  g_assert_no_error (error);
  play (match, "g8f6");
  return journal_text (path);
}

/* A set-up position, Black to move, near the fifty-move and dead-position rules. */
static char *
make_endgame (const char *path)
{
  g_autoptr (AbMatch) match = ab_match_new (path);
  g_autoptr (GError) error = NULL;

  g_assert_true (ab_match_start (match, "8/8/4k3/8/2B5/8/4K3/4R3 b - - 97 80", AB_WHITE,
                                 &error));
  g_assert_no_error (error);
  play (match, "e6d6");
  play (match, "e1d1");
  play (match, "d6e5");
  return journal_text (path);
}

/* A small dead-position budget, journaled with the setup and changed during the game; a
 * resignation whose mating question it leaves undecided, and the arbiter's result. */
static char *
make_undecided_game (const char *path)
{
  g_autoptr (AbMatch) match = ab_match_new (path);
  g_autoptr (GError) error = NULL;
  AbMatchSetup setup;

  ab_match_setup_init (&setup);
  setup.fen = "8/2b5/kp1p4/2pP4/KPP5/3B4/8/8 w - - 0 1";
  setup.time_control = "300";
  ab_match_set_deadpos_budget (match, 1);
  g_assert_true (ab_match_start_setup (match, &setup, &error));
  g_assert_no_error (error);
  play (match, "b4b5");
  play (match, "a6a7");
  ab_match_set_deadpos_budget (match, 2);
  play (match, "d3e2");
  act (match, AB_MATCH_ACT_RESIGN, AB_BLACK);
  g_assert_true (ab_match_awaits_arbiter (match));
  g_assert_true (ab_match_arbiter_decides (match, AB_MATCH_RESULT_DRAW, &error));
  g_assert_no_error (error);
  return journal_text (path);
}

/* At most one ply per move line and per opened envelope. */
static guint
max_plies (const char *text, gsize len)
{
  const char *end = text + len;
  guint n = 0;

  for (const char *p = text; p < end; p++)
    if ((p == text || p[-1] == '\n') && end - p >= 5 && memcmp (p, "move\t", 5) == 0)
      n++;
    else if (end - p >= 6 && memcmp (p, "unseal", 6) == 0)
      n++;
  return n;
}

/* The match is its own moves replayed from its start, with the words of each. */
static void
check_consistent (AbMatch *match, guint limit)
{
  const AbGame *game = ab_match_get_game (match);
  guint n = ab_match_get_n_plies (match);
  AbPosition *pos = ab_position_copy (ab_game_get_start_position (game));
  g_autoptr (GArray) touches = ab_match_get_touches (match);
  g_autofree char *moves = ab_match_format_moves (match);
  g_autofree char *result = ab_match_words_result (match);
  g_autofree char *sheet = ab_match_format_scoresheet (match, AB_LANG_NL, FALSE);
  g_autofree char *engine = NULL;
  AbPracticeSetup practice;
  AbPgnGame pgn;

  g_assert_cmpuint (n, <=, limit);
  g_assert_cmpint (ab_game_get_n_moves (game), ==, (int) n);
  for (guint i = 0; i < n; i++)
    {
      AbMove move = ab_match_get_move (match, i);
      AbUndo undo;

      g_assert_true (ab_position_is_legal (pos, move));
      g_assert_cmpint (ab_match_get_mover (match, i), ==, ab_position_side_to_move (pos));
      g_assert_nonnull (ab_match_get_spoken (match, i));
      g_assert_cmpstr (ab_match_get_san (match, i), !=, "");
      ab_position_make (pos, move, &undo);
    }
  g_assert_true (ab_position_equal (pos, ab_match_get_position (match)));
  ab_position_free (pos);

  for (AbColor side = AB_WHITE; side <= AB_BLACK; side++)
    {
      AbClockReading reading;

      if (ab_match_get_clock_reading (match, side, &reading))
        {
          g_assert_cmpint (reading.time_us, >=, 0);
          g_assert_cmpint (reading.used_us, >=, 0);
        }
    }
  g_assert_cmpint (ab_match_now (match), >=, 0);
  for (guint i = 0; i < touches->len; i++)
    g_assert_cmpuint (g_array_index (touches, AbTouch, i).square, <, 64);
  for (guint i = 0; i <= n + 1; i++)
    g_free (ab_match_format_hint (match, i));
  ab_match_get_n_hints (match);
  if (ab_practice_note_read (match, &practice, &engine))
    g_assert_cmpint (practice.color, !=, AB_PRACTICE_COLOR_RANDOM);
  if (ab_match_is_adjourned (match))
    g_free (ab_match_format_record (match));
  ab_pgn_game_init (&pgn);
  g_assert_true (ab_match_to_pgn (match, &pgn));
  ab_pgn_game_clear (&pgn);
}

/* The first legal move for the side to move, if there is one. */
static AbMove
some_move (AbMatch *match)
{
  AbMoveList list;

  ab_position_legal_moves (ab_match_get_position (match), &list);
  return list.count > 0 ? list.moves[0] : AB_MOVE_NONE;
}

/* Probes and resumes text as a journal; a match that resumes goes on and resumes again. */
static void
probe (const char *path, const char *text, gsize len, gboolean charge, guint *n_resumed)
{
  g_autoptr (AbMatch) match = ab_match_new (path);
  g_autoptr (AbMatch) again = ab_match_new (path);
  g_autoptr (GError) error = NULL;
  const AbPosition *pos;
  guint n_plies = 0;
  gboolean has_clock = FALSE;
  gint64 downtime = 0;
  g_autoptr (GError) damage = NULL;
  gboolean found, damaged, played = FALSE;
  AbMove move;

  alarm (WATCHDOG_S);
  /* --verbose shows the journal that failed. */
  if (g_test_verbose ())
    g_test_message ("probing:\n%.*s", (int) MIN (len, 4000), text);
  g_assert_true (g_file_set_contents (path, text, (gssize) len, NULL));
  found = ab_match_find_interrupted_full (path, &n_plies, &has_clock, &downtime);
  g_assert_cmpint (downtime, >=, 0);
  damaged = ab_match_journal_is_damaged (path, &damage);
  /* Damaged, and kept aside at start, is what does not resume but holds something. */
  g_assert_true (damaged == (damage != NULL));
  if (!ab_match_resume_full (match, charge, &error))
    {
      g_autofree char *stripped = g_strstrip (g_strndup (text, len));

      g_assert_true (damaged || stripped[0] == '\0'
                     || g_str_equal (stripped, "annabella-journal\t1"));
      /* What was offered for resumption resumes. */
      g_assert_false (found);
      g_assert_nonnull (error);
      g_assert_cmpstr (error->message, !=, "");
      if (g_test_verbose ())
        g_test_message ("refused: %s", error->message);
      g_assert_cmpuint (ab_match_get_n_plies (match), ==, 0);
      alarm (0);
      return;
    }
  g_assert_no_error (error);
  g_assert_false (damaged);
  (*n_resumed)++;
  if (found)
    g_assert_cmpuint (n_plies, ==, ab_match_get_n_plies (match));
  check_consistent (match, max_plies (text, len));

  /* Nothing is lost: a move made after the resumption is in the journal with the rest. */
  n_plies = ab_match_get_n_plies (match);
  pos = ab_match_get_position (match);
  move = some_move (match);
  if (move != AB_MOVE_NONE && !ab_match_is_over (match) && !ab_match_is_adjourned (match))
    played = ab_match_play (match, ab_position_side_to_move (pos), move, NULL);
  ab_match_resume (again, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ab_match_get_n_plies (again), ==, ab_match_get_n_plies (match));
  g_assert_cmpuint (ab_match_get_n_plies (again), ==, n_plies + (played ? 1 : 0));
  g_assert_true (ab_position_equal (ab_match_get_position (again), ab_match_get_position (match)));
  alarm (0);
}

static void
mutate_journal (const char *name, char *(*make) (const char *path))
{
  g_autofree char *made_path = g_build_filename (dir, name, NULL);
  g_autofree char *path = g_build_filename (dir, "probe.journal", NULL);
  g_autofree char *original = make (made_path);
  g_autoptr (GString) text = g_string_new (NULL);
  g_autoptr (GString) scratch = g_string_new (NULL);
  const char *seed = g_getenv ("AB_JOURNAL_SEED");
  const char *count = g_getenv ("AB_JOURNAL_MUTATIONS");
  guint mutations = count ? (guint) g_ascii_strtoull (count, NULL, 10) : MUTATIONS;
  GRand *rand = g_rand_new_with_seed (seed ? (guint32) g_ascii_strtoull (seed, NULL, 10) : SEED);
  gsize len = strlen (original);
  guint n_resumed = 0, n_truncated, n = 0;
  const char *header_end = strchr (original, '\n') + 1;
  /* The largest time a journal has (the end of 9999), the next, the ends of gint64. */
  const char *times[] = { "253402300799999999", "253402300800000000", "9223372036854775807",
                          "4611686018427387904", "0", "1", "-1" };
  const char *fixed[] = {
    "", "\n", "annabella-journal\t1\n", "annabella-journal\t2\n", "annabella-journal\t1",
    "annabella-journal\t1\nstart\t1\tw\t\xff\n", "\xef\xbb\xbf" "annabella-journal\t1\n",
  };

  /* The journal as made resumes. */
  probe (path, original, len, FALSE, &n_resumed);
  g_assert_cmpuint (n_resumed, ==, 1);

  for (guint i = 0; i < G_N_ELEMENTS (fixed); i++, n++)
    probe (path, fixed[i], strlen (fixed[i]), FALSE, &n_resumed);
  /* Cut short anywhere, as a power cut may (a journal with its tail torn off is its
   * first lines): at every byte of a short journal, else at every line's end, one byte
   * either side of it, and every few bytes between. */
  for (gsize cut = 0; cut < len; cut++)
    if (len < 300 || cut % 11 == 0 || original[cut] == '\n' || original[cut + 1] == '\n'
        || (cut > 0 && original[cut - 1] == '\n'))
      {
        probe (path, original, cut, cut % 2, &n_resumed);
        n++;
      }
  /* Times at the ends of their range, in one event or all of them. */
  for (guint i = 0; i < G_N_ELEMENTS (times); i++)
    for (int which = -2; which < 4; which++, n++)
      {
        g_autoptr (GString) timed = journal_with_time (original, which, times[i]);

        probe (path, timed->str, timed->len, which == 1, &n_resumed);
      }
  /* Each argument of each event replaced with garbage a few times. */
  for (guint line = 1; line < 200; line++)
    for (guint field = 2; field < 5; field++)
      for (guint k = 0; k < ARGUMENTS; k++)
        {
          g_autoptr (GString) changed = journal_with_field (original, line, field,
                                                    journal_garbage (rand, scratch));

          if (changed == NULL)
            break;
          probe (path, changed->str, changed->len, FALSE, &n_resumed);
          n++;
        }
  /* Everything after the header, with the header of another version, or none. */
  for (guint i = 0; i < 2; i++, n++)
    {
      g_string_assign (text, i ? "annabella-journal\t2\n" : "");
      g_string_append (text, header_end);
      probe (path, text->str, text->len, FALSE, &n_resumed);
    }
  n_truncated = n_resumed; /* and the rest before the random ones */
  for (guint i = 0; i < mutations; i++, n++)
    {
      g_string_assign (text, original);
      for (int k = g_rand_int_range (rand, 1, 3); k > 0; k--)
        journal_mutate (text, rand, scratch);
      probe (path, text->str, text->len, g_rand_boolean (rand), &n_resumed);
    }
  g_test_message ("%s: %u bytes, %u damaged journals, %u resumed (%u of %u mutated)", name,
                  (guint) len, n, n_resumed, n_resumed - n_truncated, mutations);
  /* Most damage is refused, but not all of it: the mutations reach the replay. */
  g_assert_cmpuint (n_resumed - n_truncated, >, mutations / 20);
  g_rand_free (rand);
}

/* What is damaged is moved aside with its name told; what is sound or empty stays. */
static void
test_set_aside (void)
{
  g_autofree char *path = g_build_filename (dir, "aside", "match.journal", NULL);
  g_autofree char *sound = make_endgame (path);
  g_autofree char *kept_text = NULL;
  g_autoptr (AbMatch) match = ab_match_new (path);
  g_autoptr (GError) error = NULL;
  g_autofree char *said = NULL;
  g_autofree char *kept = NULL;
  g_autofree char *kept_name = NULL;
  g_autofree char *aside_dir = g_path_get_dirname (path);
  const char *name;
  GDir *d;

  g_assert_false (ab_match_journal_is_damaged (path, &error));
  g_assert_no_error (error);
  g_assert_false (ab_match_set_aside_damaged (match, &kept_name));
  g_assert_null (kept_name);
  g_assert_true (g_file_test (path, G_FILE_TEST_EXISTS));

  g_assert_true (g_file_set_contents (path, "annabella-journal\t1\n", -1, NULL));
  g_assert_false (ab_match_journal_is_damaged (path, NULL));

  g_assert_true (g_file_set_contents (path, "annabella-journal\t1\nmove\t1\te2e4\n", -1, NULL));
  g_assert_true (ab_match_journal_is_damaged (path, &error));
  g_assert_error (error, AB_JOURNAL_ERROR, AB_JOURNAL_ERROR_NO_START);
  g_clear_error (&error);

  {
    g_autofree char *spoilt = g_strconcat (sound, "move\t1\te2e5\nmove\t2\te1e2\n", NULL);

    g_assert_true (g_file_set_contents (path, spoilt, -1, NULL));
    g_assert_true (ab_match_journal_is_damaged (path, &error));
    g_assert_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_BAD_JOURNAL);
    g_clear_error (&error);
    g_assert_true (ab_match_set_aside_damaged (match, &kept_name));
    g_assert_nonnull (kept_name);
    said = ab_match_words_damaged (AB_LANG_DE, kept_name);
    g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
    d = g_dir_open (aside_dir, 0, NULL);
    while ((name = g_dir_read_name (d)) != NULL)
      if (g_str_has_prefix (name, "damaged-"))
        kept = g_build_filename (aside_dir, name, NULL);
    g_dir_close (d);
    g_assert_nonnull (kept);
    g_assert_true (g_str_has_suffix (kept, ".journal"));
    g_assert_nonnull (strstr (said, strrchr (kept, '/') + 1));
    g_assert_nonnull (strstr (said, "Schiedsrichter"));
    g_assert_true (g_file_get_contents (kept, &kept_text, NULL, NULL));
    g_assert_cmpstr (kept_text, ==, spoilt);
  }
  g_unlink (kept);
  g_rmdir (aside_dir);
}

static void
test_clock_game (void)
{
  mutate_journal ("clock.journal", make_clock_game);
}

static void
test_assistant_game (void)
{
  mutate_journal ("assistant.journal", make_assistant_game);
}

static void
test_practice_game (void)
{
  mutate_journal ("practice.journal", make_practice_game);
}

static void
test_arbiter_game (void)
{
  mutate_journal ("arbiter.journal", make_arbiter_game);
}

static void
test_endgame (void)
{
  mutate_journal ("endgame.journal", make_endgame);
}

static void
test_undecided_game (void)
{
  mutate_journal ("undecided.journal", make_undecided_game);
}

static void
remove_dir (void)
{
  GDir *d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *child = g_build_filename (dir, name, NULL);

      g_unlink (child);
    }
  if (d != NULL)
    g_dir_close (d);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  int status;

  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  /* Warnings are not failures here (criticals are): a note that does not read is one. */
  g_log_set_always_fatal (G_LOG_FATAL_MASK | G_LOG_LEVEL_CRITICAL);
  g_log_set_handler ("Annabella", G_LOG_LEVEL_WARNING | G_LOG_LEVEL_MESSAGE | G_LOG_LEVEL_INFO,
                     quiet_log, NULL);
  /* On a RAM disk when there is one: the journal syncs every event it writes. */
  dir = g_file_test ("/dev/shm", G_FILE_TEST_IS_DIR) && access ("/dev/shm", W_OK) == 0
          ? g_mkdtemp (g_strdup ("/dev/shm/ab-journal-mutate-XXXXXX"))
          : g_dir_make_tmp ("ab-journal-mutate-XXXXXX", NULL);
  g_assert_nonnull (dir);
  g_test_add_func ("/journal-mutate/set-aside", test_set_aside);
  g_test_add_func ("/journal-mutate/clock", test_clock_game);
  g_test_add_func ("/journal-mutate/assistant", test_assistant_game);
  g_test_add_func ("/journal-mutate/practice", test_practice_game);
  g_test_add_func ("/journal-mutate/arbiter", test_arbiter_game);
  g_test_add_func ("/journal-mutate/endgame", test_endgame);
  g_test_add_func ("/journal-mutate/undecided", test_undecided_game);
  status = g_test_run ();
  remove_dir ();
  g_free (dir);
  return status;
}
