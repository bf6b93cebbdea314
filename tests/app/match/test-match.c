/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-match.c — AbMatch and its journal: moves on disk before they are
 * announced, resumption after a crash, and refusals that change nothing. */
#include <glib/gstdio.h>
#include <signal.h>
#include <sys/resource.h>

#include "ab-fen.h"
#include "ab-journal.h"
#include "ab-match.h"
#include "ab-phrases.h"
#include "match-fixture.h"

typedef struct
{
  char *dir;
  char *state; /* the journal's folder, made by the match itself */
  char *path;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->dir = g_dir_make_tmp ("ab-match-XXXXXX", NULL);
  g_assert_nonnull (f->dir);
  f->path = g_build_filename (f->dir, "state", "match.journal", NULL);
  f->state = g_path_get_dirname (f->path);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  tm_remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->state);
  g_free (f->path);
}

static void
test_journal_round_trip (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (AbJournal) journal = ab_journal_create (f->path, &error);
  g_autoptr (GPtrArray) events = NULL;
  const AbJournalEvent *event;

  g_assert_no_error (error);
  g_assert_true (ab_journal_append_start (journal, 1000, AB_BLACK, AB_START_FEN, &error));
  g_assert_true (ab_journal_append_move (journal, 2000, "e2e4", &error));
  g_assert_true (ab_journal_append_press (journal, 2500, AB_WHITE, &error));
  g_assert_true (ab_journal_append_move (journal, 3000, "e7e5", &error));

  events = ab_journal_read (f->path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (events->len, ==, 4);
  event = g_ptr_array_index (events, 0);
  g_assert_cmpint (event->type, ==, AB_JOURNAL_EVENT_START);
  g_assert_cmpint (event->wall_usec, ==, 1000);
  g_assert_cmpint (event->color, ==, AB_BLACK);
  g_assert_cmpstr (event->text, ==, AB_START_FEN);
  event = g_ptr_array_index (events, 2);
  g_assert_cmpint (event->type, ==, AB_JOURNAL_EVENT_PRESS);
  g_assert_cmpint (event->color, ==, AB_WHITE);
  event = g_ptr_array_index (events, 3);
  g_assert_cmpint (event->type, ==, AB_JOURNAL_EVENT_MOVE);
  g_assert_cmpint (event->wall_usec, ==, 3000);
  g_assert_cmpstr (event->text, ==, "e7e5");
}

/* A crash in the middle of a write leaves a line without its newline. */
static void
test_journal_torn_last_line (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GPtrArray) events = NULL;

  g_assert_true (g_mkdir_with_parents (f->state, 0700) == 0);
  g_assert_true (g_file_set_contents (f->path,
                                      "annabella-journal\t1\n"
                                      "start\t1\tw\t" AB_START_FEN "\n"
                                      "move\t2\te2e4\n"
                                      "move\t3\te7",
                                      -1, NULL));
  events = ab_journal_read (f->path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (events->len, ==, 2);
}

static const struct
{
  const char *name;
  const char *contents;
  int code;
} bad_journals[] = {
  { "empty", "", AB_JOURNAL_ERROR_VERSION },
  { "other version", "annabella-journal\t2\nstart\t1\tw\t" AB_START_FEN "\n",
    AB_JOURNAL_ERROR_VERSION },
  { "no header", "start\t1\tw\t" AB_START_FEN "\n", AB_JOURNAL_ERROR_VERSION },
  { "garbage line", "annabella-journal\t1\nstart\t1\tw\t" AB_START_FEN "\nhello\n",
    AB_JOURNAL_ERROR_SYNTAX },
  { "bad colour", "annabella-journal\t1\nstart\t1\tx\t" AB_START_FEN "\n",
    AB_JOURNAL_ERROR_SYNTAX },
  { "bad time", "annabella-journal\t1\nstart\t1\tw\t" AB_START_FEN "\nmove\t-5\te2e4\n",
    AB_JOURNAL_ERROR_SYNTAX },
  { "move first", "annabella-journal\t1\nmove\t1\te2e4\n", AB_JOURNAL_ERROR_NO_START },
  { "two starts",
    "annabella-journal\t1\nstart\t1\tw\t" AB_START_FEN "\nstart\t1\tw\t" AB_START_FEN "\n",
    AB_JOURNAL_ERROR_NO_START },
  { "header only", "annabella-journal\t1\n", AB_JOURNAL_ERROR_NO_START },
  { "bad press", "annabella-journal\t1\nstart\t1\tw\t" AB_START_FEN "\npress\t2\tz\n",
    AB_JOURNAL_ERROR_SYNTAX },
  { "binary", "annabella-journal\t1\n\377\376\n", AB_JOURNAL_ERROR_SYNTAX },
};

static void
test_journal_bad (Fixture *f, gconstpointer data)
{
  g_assert_true (g_mkdir_with_parents (f->state, 0700) == 0);
  for (guint i = 0; i < G_N_ELEMENTS (bad_journals); i++)
    {
      g_autoptr (GError) error = NULL;
      g_autoptr (GPtrArray) events = NULL;
      g_autoptr (AbMatch) match = ab_match_new (f->path);
      g_autofree char *before = NULL;
      g_autofree char *after = NULL;

      g_test_message ("journal: %s", bad_journals[i].name);
      g_assert_true (g_file_set_contents (f->path, bad_journals[i].contents, -1, NULL));
      events = ab_journal_read (f->path, &error);
      g_assert_null (events);
      g_assert_error (error, AB_JOURNAL_ERROR, bad_journals[i].code);
      g_clear_error (&error);

      /* Nothing to resume, and a failed resume changes nothing. */
      g_assert_false (ab_match_find_interrupted (f->path, NULL));
      before = tm_fen (match);
      g_assert_false (ab_match_resume (match, &error));
      g_assert_nonnull (error);
      after = tm_fen (match);
      g_assert_cmpstr (before, ==, after);
    }
}

typedef struct
{
  const char *path;
  const char *expected_uci;
  guint n_made;
  guint n_announced;
  gboolean journaled_first;
  char *last_text;
  guint last_kind;
  guint game_over;
} Recorder;

static void
move_made_cb (AbMatch *match, guint ply, Recorder *r)
{
  g_autofree char *journal = tm_read_text (r->path);
  g_autofree char *line = g_strconcat ("\t", r->expected_uci, "\npress\t", NULL);

  /* The move and its clock press (D.2.4) are in the journal before anyone hears of it. */
  r->journaled_first = strstr (journal, line) != NULL;
  r->n_made++;
}

static void
announcement_cb (AbMatchWords *words, const char *text, guint kind, Recorder *r)
{
  r->n_announced++;
  g_free (r->last_text);
  r->last_text = g_strdup (text);
  r->last_kind = kind;
}

static void
game_over_cb (AbMatch *match, guint result, Recorder *r)
{
  r->game_over = result;
}

static void
connect_recorder (AbMatch *match, Recorder *r)
{
  /* The match's news as the announcer words it; the words go with the match. */
  AbMatchWords *words = ab_match_words_new (match);

  g_object_set_data_full (G_OBJECT (match), "test-words", words, g_object_unref);
  g_signal_connect (match, "move-made", G_CALLBACK (move_made_cb), r);
  g_signal_connect (words, "announcement", G_CALLBACK (announcement_cb), r);
  g_signal_connect (match, "game-over", G_CALLBACK (game_over_cb), r);
}

static void
test_match_play_journals_first (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = ab_match_new (f->path);
  g_autoptr (GError) error = NULL;
  Recorder r = { .path = f->path };
  AbMoveError move_error;
  AbMove move;

  g_assert_true (ab_match_start (match, NULL, AB_WHITE, &error));
  g_assert_no_error (error);
  connect_recorder (match, &r);

  move = ab_match_parse (match, "Springer Felix drei", &move_error);
  r.expected_uci = "g1f3";
  g_assert_true (ab_match_play (match, AB_WHITE, move, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (r.n_made, ==, 1);
  g_assert_true (r.journaled_first);
  g_assert_cmpuint (r.n_announced, ==, 1);
  g_assert_cmpstr (r.last_text, ==, "Springer Felix drei");
  g_assert_cmpuint (r.last_kind, ==, AB_ANNOUNCEMENT_OWN_MOVE);

  move = ab_match_parse (match, "Sc6", &move_error);
  r.expected_uci = "b8c6";
  g_assert_true (ab_match_play (match, AB_BLACK, move, &error));
  g_assert_true (r.journaled_first);
  g_assert_cmpstr (r.last_text, ==, "Springer Cesar sechs");
  g_assert_cmpuint (r.last_kind, ==, AB_ANNOUNCEMENT_OPPONENT_MOVE);
  g_assert_cmpstr (ab_match_get_san (match, 1), ==, "Sc6");
  g_free (r.last_text);
}

/* Art. D.2.3: only the side to move moves; refusals leave no trace. */
static void
test_match_refusals_change_nothing (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = ab_match_new (f->path);
  g_autoptr (GError) error = NULL;
  g_autofree char *journal_before = NULL;
  g_autofree char *journal_after = NULL;
  g_autofree char *fen_before = NULL;
  g_autofree char *fen_after = NULL;
  Recorder r = { .path = f->path };
  AbMoveError move_error;
  AbMove e4, e5;

  g_assert_true (ab_match_start (match, NULL, AB_WHITE, &error));
  connect_recorder (match, &r);
  e4 = ab_match_parse (match, "e4", &move_error);
  e5 = ab_move_make (AB_SQUARE (4, 6), AB_SQUARE (4, 4), AB_MOVE_NORMAL, AB_NO_PIECE_TYPE);
  journal_before = tm_read_text (f->path);
  fen_before = tm_fen (match);

  g_assert_false (ab_match_play (match, AB_BLACK, e5, &error));
  g_assert_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_NOT_YOUR_TURN);
  g_clear_error (&error);
  g_assert_false (ab_match_play (match, AB_WHITE, e5, &error));
  g_assert_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_false (ab_match_play (match, AB_WHITE, AB_MOVE_NONE, &error));
  g_assert_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_ILLEGAL);
  g_clear_error (&error);
  g_assert_cmpuint (ab_match_parse (match, "Springer Eva fünf", &move_error), ==, AB_MOVE_NONE);
  g_assert_cmpint (move_error.code, !=, AB_MOVE_ERROR_NONE);

  journal_after = tm_read_text (f->path);
  fen_after = tm_fen (match);
  g_assert_cmpstr (journal_before, ==, journal_after);
  g_assert_cmpstr (fen_before, ==, fen_after);
  g_assert_cmpuint (ab_match_get_n_plies (match), ==, 0);
  g_assert_cmpuint (r.n_made + r.n_announced, ==, 0);
  g_assert_cmpuint (e4, !=, AB_MOVE_NONE);
}

/* A full disk: the move is refused, not announced, and not half-written. */
static void
test_match_write_failure (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = ab_match_new (f->path);
  g_autoptr (GError) error = NULL;
  g_autofree char *journal_before = NULL;
  g_autofree char *journal_after = NULL;
  struct rlimit old_limit, limit;
  Recorder r = { .path = f->path };
  AbMoveError move_error;
  AbMove move;
  gboolean played;

  g_assert_true (ab_match_start (match, NULL, AB_WHITE, &error));
  connect_recorder (match, &r);
  journal_before = tm_read_text (f->path);
  move = ab_match_parse (match, "e4", &move_error);

  /* Files may not grow past their present size: the next write fails. */
  signal (SIGXFSZ, SIG_IGN);
  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &old_limit), ==, 0);
  limit = old_limit;
  limit.rlim_cur = strlen (journal_before);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
  played = ab_match_play (match, AB_WHITE, move, &error);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &old_limit), ==, 0);

  g_assert_false (played);
  g_assert_nonnull (error);
  g_assert_cmpuint (ab_match_get_n_plies (match), ==, 0);
  g_assert_cmpuint (r.n_made + r.n_announced, ==, 0);
  journal_after = tm_read_text (f->path);
  g_assert_cmpstr (journal_before, ==, journal_after);
}

static void
test_match_resume (Fixture *f, gconstpointer data)
{
  static const char *const moves[] = { "e2e4", "e7e5", "g1f3", "b8c6", "f1b5", "a7a6",
                                       "e1g1", NULL };
  g_autoptr (AbMatch) first = ab_match_new (f->path);
  g_autoptr (AbMatch) second = ab_match_new (f->path);
  g_autoptr (GError) error = NULL;
  g_autofree char *fen_first = NULL;
  g_autofree char *fen_second = NULL;
  g_autofree char *sheet_first = NULL;
  g_autofree char *sheet_second = NULL;
  AbSquare from, to;
  guint n = 0, resets = 0;

  g_assert_true (ab_match_start (first, NULL, AB_BLACK, &error));
  tm_play_all (first, moves);
  fen_first = tm_fen (first);
  sheet_first = ab_match_format_moves (first);
  /* The first match is dropped without any goodbye, as by SIGKILL. */

  g_assert_true (ab_match_find_interrupted (f->path, &n));
  g_assert_cmpuint (n, ==, 7);
  g_signal_connect_swapped (second, "reset", G_CALLBACK (g_atomic_int_inc), &resets);
  g_assert_true (ab_match_resume (second, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (resets, ==, 1);
  fen_second = tm_fen (second);
  sheet_second = ab_match_format_moves (second);
  g_assert_cmpstr (fen_first, ==, fen_second);
  g_assert_cmpstr (sheet_first, ==, sheet_second);
  g_assert_cmpstr (sheet_second, ==, "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. 0-0");
  g_assert_cmpint (ab_match_get_blind_color (second), ==, AB_BLACK);
  g_assert_cmpstr (ab_match_get_spoken (second, 6), ==, "Kurze Rochade");
  g_assert_cmpint (ab_match_get_move_time (second, 6), ==, ab_match_get_move_time (first, 6));
  ab_match_get_move_squares (second, 6, &from, &to);
  g_assert_cmpint (from, ==, AB_SQUARE (4, 0));
  g_assert_cmpint (to, ==, AB_SQUARE (6, 0));
  g_assert_cmpint (ab_match_get_mover (second, 6), ==, AB_WHITE);
  g_assert_cmpuint (ab_match_get_move_number (second, 6), ==, 4);

  /* The resumed match goes on journaling where the first stopped. */
  {
    static const char *const more[] = { "f8c5", NULL };

    tm_play_all (second, more);
  }
  g_assert_true (ab_match_find_interrupted (f->path, &n));
  g_assert_cmpuint (n, ==, 8);
}

/* A new match keeps the old journal beside the new one. */
static void
test_match_new_keeps_old_journal (Fixture *f, gconstpointer data)
{
  static const char *const moves[] = { "d2d4", NULL };
  g_autoptr (AbMatch) match = ab_match_new (f->path);
  g_autoptr (GError) error = NULL;
  g_autofree char *state = g_path_get_dirname (f->path);
  GDir *dir;
  const char *name;
  guint archived = 0;

  g_assert_true (ab_match_start (match, NULL, AB_WHITE, &error));
  tm_play_all (match, moves);
  g_assert_true (ab_match_start (match, NULL, AB_WHITE, &error));
  g_assert_cmpuint (ab_match_get_n_plies (match), ==, 0);
  g_assert_false (ab_match_find_interrupted (f->path, NULL));

  dir = g_dir_open (state, 0, NULL);
  while ((name = g_dir_read_name (dir)) != NULL)
    if (g_str_has_prefix (name, "match-") && g_str_has_suffix (name, ".journal"))
      {
        g_autofree char *path = g_build_filename (state, name, NULL);
        g_autofree char *text = tm_read_text (path);

        g_assert_nonnull (strstr (text, "\td2d4\n"));
        archived++;
      }
  g_dir_close (dir);
  g_assert_cmpuint (archived, ==, 1);
}

/* Art. 5.1.1: checkmate ends the game; an ended match is not offered again. */
static void
test_match_checkmate (Fixture *f, gconstpointer data)
{
  static const char *const moves[] = { "e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6",
                                       "h5f7", NULL };
  g_autoptr (AbMatch) match = ab_match_new (f->path);
  g_autoptr (GError) error = NULL;
  Recorder r = { .path = f->path };
  AbMoveError move_error;

  g_assert_true (ab_match_start (match, NULL, AB_WHITE, &error));
  connect_recorder (match, &r);
  tm_play_all (match, moves);
  g_assert_true (ab_match_is_over (match));
  g_assert_cmpuint (ab_match_get_result (match), ==, AB_MATCH_RESULT_WHITE_WINS);
  g_assert_cmpuint (r.game_over, ==, AB_MATCH_RESULT_WHITE_WINS);
  g_assert_cmpstr (ab_match_get_spoken (match, 6), ==, "Dame schlägt Felix sieben Schachmatt");
  g_assert_cmpstr (r.last_text, ==, "Weiß gewinnt.");
  g_assert_cmpuint (r.last_kind, ==, AB_ANNOUNCEMENT_GAME_OVER);
  g_assert_true (ab_match_get_is_capture (match, 6));
  g_assert_true (ab_match_get_is_check (match, 6));
  g_assert_false (ab_match_find_interrupted (f->path, NULL));

  g_assert_false (ab_match_play (match, AB_BLACK, ab_match_parse (match, "Ke7", &move_error),
                                 &error));
  g_assert_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_GAME_OVER);
  g_free (r.last_text);
}

static void
test_match_from_fen (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = ab_match_new (NULL);
  g_autoptr (GError) error = NULL;
  g_autofree char *sheet = NULL;
  static const char *const moves[] = { "g8f6", "b1c3", NULL };

  g_assert_false (ab_match_start (match, "not a fen", AB_WHITE, &error));
  g_assert_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_BAD_FEN);
  g_clear_error (&error);
  g_assert_true (ab_match_start (match,
                                 "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 12",
                                 AB_WHITE, &error));
  tm_play_all (match, moves);
  sheet = ab_match_format_moves (match);
  g_assert_cmpstr (sheet, ==, "12. … Sf6 13. Sc3");
  g_assert_false (ab_match_resume (match, &error));
  g_assert_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_NO_JOURNAL);
}

/* Well-formed journals whose events the game record does not accept. */
static const struct
{
  const char *name;
  const char *events;
} unreplayable[] = {
  { "illegal move", "move\t2\te2e5\n" },
  { "press out of turn", "move\t2\te2e4\npress\t3\tb\n" },
  { "move out of turn", "move\t2\te2e4\npress\t3\tw\nmove\t4\td2d4\n" },
};

static void
test_match_journal_does_not_replay (Fixture *f, gconstpointer data)
{
  g_assert_true (g_mkdir_with_parents (f->state, 0700) == 0);
  for (guint i = 0; i < G_N_ELEMENTS (unreplayable); i++)
    {
      g_autoptr (AbMatch) match = ab_match_new (f->path);
      g_autoptr (GError) error = NULL;
      g_autofree char *text = g_strconcat ("annabella-journal\t1\nstart\t1\tw\t" AB_START_FEN "\n",
                                           unreplayable[i].events, NULL);

      g_test_message ("journal: %s", unreplayable[i].name);
      g_assert_true (g_file_set_contents (f->path, text, -1, NULL));
      g_assert_false (ab_match_find_interrupted (f->path, NULL));
      g_assert_false (ab_match_resume (match, &error));
      g_assert_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_BAD_JOURNAL);
      g_assert_cmpuint (ab_match_get_n_plies (match), ==, 0);
    }
}

/* Art. 5.2.2: a move that leaves no way to mate ends the game drawn. */
static void
test_match_dead_position (Fixture *f, gconstpointer data)
{
  g_autoptr (AbMatch) match = ab_match_new (f->path);
  g_autoptr (GError) error = NULL;
  static const char *const moves[] = { "e2d2", NULL };
  Recorder r = { .path = f->path };

  g_assert_true (ab_match_start (match, "8/8/8/4k3/8/8/3nK3/7B w - - 0 1", AB_WHITE, &error));
  connect_recorder (match, &r);
  tm_play_all (match, moves);
  g_assert_true (ab_match_is_over (match));
  g_assert_cmpuint (ab_match_get_result (match), ==, AB_MATCH_RESULT_DRAW);
  g_assert_cmpuint (r.game_over, ==, AB_MATCH_RESULT_DRAW);
  g_assert_cmpstr (r.last_text, ==, "Tote Stellung. Die Partie ist remis.");
  g_free (r.last_text);
}

static const struct
{
  AbLanguage lang;
  const char *fen;
  AbSquare square;
  const char *name;
} cells[] = {
  { AB_LANG_DE, AB_START_FEN, AB_SQUARE (6, 0), "Gustav eins, weißer Springer" },
  { AB_LANG_DE, AB_START_FEN, AB_SQUARE (3, 7), "David acht, schwarze Dame" },
  { AB_LANG_DE, AB_START_FEN, AB_SQUARE (4, 3), "Eva vier, leer" },
  { AB_LANG_NL, AB_START_FEN, AB_SQUARE (1, 7), "Bella acht, zwart paard" },
  { AB_LANG_NL, AB_START_FEN, AB_SQUARE (4, 0), "Eva een, witte koning" },
  { AB_LANG_NL, AB_START_FEN, AB_SQUARE (0, 4), "Anna vijf, leeg" },
  { AB_LANG_EN, AB_START_FEN, AB_SQUARE (7, 6), "Hector seven, black pawn" },
  { AB_LANG_EN, AB_START_FEN, AB_SQUARE (2, 0), "Cesar one, white bishop" },
  { AB_LANG_EN, AB_START_FEN, AB_SQUARE (5, 2), "Felix three, empty" },
};

static void
test_phrase_cells (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (cells); i++)
    {
      g_autofree char *name = NULL;
      AbPosition *pos = ab_position_new ();
      AbFenError error;

      g_assert_true (ab_position_set_fen (pos, cells[i].fen, &error));
      name = ab_phrase_cell (cells[i].lang, pos, cells[i].square);
      g_assert_cmpstr (name, ==, cells[i].name);
      ab_position_free (pos);
    }
}

static const struct
{
  AbLanguage lang;
  const char *color;
  const char *new_match;
} new_matches[] = {
  { AB_LANG_DE, "Schwarz", "Neue Partie. Du spielst Schwarz." },
  { AB_LANG_NL, "Zwart", "Nieuwe partij. Jij speelt met Zwart." },
  { AB_LANG_EN, "Black", "New match. You play Black." },
};

static void
test_phrase_every_language (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (new_matches); i++)
    {
      AbLanguage lang = new_matches[i].lang;
      g_autofree char *text = ab_phrase_format (lang, AB_PHRASE_NEW_MATCH,
                                                ab_phrase_color (lang, AB_BLACK));
      g_autofree char *resumed = ab_phrase_format (lang, AB_PHRASE_RESUMED, 12u);

      g_assert_cmpstr (ab_phrase_color (lang, AB_BLACK), ==, new_matches[i].color);
      g_assert_cmpstr (text, ==, new_matches[i].new_match);
      g_assert_nonnull (strstr (resumed, "12"));
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(name, func) \
  g_test_add (name, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/journal/round-trip", test_journal_round_trip);
  ADD ("/journal/torn-last-line", test_journal_torn_last_line);
  ADD ("/journal/bad", test_journal_bad);
  ADD ("/match/play-journals-first", test_match_play_journals_first);
  ADD ("/match/refusals-change-nothing", test_match_refusals_change_nothing);
  ADD ("/match/write-failure", test_match_write_failure);
  ADD ("/match/resume", test_match_resume);
  ADD ("/match/new-keeps-old-journal", test_match_new_keeps_old_journal);
  ADD ("/match/art-5-1-1-checkmate", test_match_checkmate);
  ADD ("/match/from-fen", test_match_from_fen);
  ADD ("/match/journal-does-not-replay", test_match_journal_does_not_replay);
  ADD ("/match/art-5-2-2-dead-position", test_match_dead_position);
#undef ADD
  g_test_add_func ("/phrases/cells", test_phrase_cells);
  g_test_add_func ("/phrases/every-language", test_phrase_every_language);

  return g_test_run ();
}
