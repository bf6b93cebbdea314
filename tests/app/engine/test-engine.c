/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-engine.c — AbEngine against the real Stockfish: the handshake and the
 * options it sets, best moves, refusals, stop and cancel, quitting; and the
 * failures it must notice: a crash (kill -9), a hung or frozen engine, a
 * program that is no engine. The failing engines are tiny shell scripts. */
#include <errno.h>
#include <glib/gstdio.h>
#include <signal.h>

#include "ab-fen.h"
#include "ab-uci.h"
#include "engine-test-util.h"

typedef struct
{
  char *dir;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->dir = g_dir_make_tmp ("ab-engine-XXXXXX", NULL);
  g_assert_nonnull (f->dir);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  GDir *d = g_dir_open (f->dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (f->dir, name, NULL);

      g_unlink (path);
    }
  if (d != NULL)
    g_dir_close (d);
  g_rmdir (f->dir);
  g_free (f->dir);
}

/* The moves (UCI text) from start, each asserted legal in turn. */
static GArray *
read_moves (const AbPosition *start, const char *text)
{
  g_auto (GStrv) words = g_strsplit (text, " ", -1);
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (AbMove));
  AbPosition *pos = ab_position_copy (start);

  for (guint i = 0; words[i] != NULL; i++)
    {
      AbMove move;
      AbUndo undo;

      if (words[i][0] == '\0')
        continue;
      move = ab_move_from_uci (pos, words[i]);
      g_assert_cmpuint (move, !=, AB_MOVE_NONE);
      g_array_append_val (moves, move);
      ab_position_make (pos, move, &undo);
    }
  ab_position_free (pos);
  return moves;
}

static AbPosition *
position_from (const char *fen)
{
  AbPosition *pos = ab_position_new ();

  if (fen != NULL)
    g_assert_true (ab_position_set_fen (pos, fen, NULL));
  return pos;
}

/* The position after the moves. */
static AbPosition *
position_after (const AbPosition *start, GArray *moves)
{
  AbPosition *pos = ab_position_copy (start);

  for (guint i = 0; i < moves->len; i++)
    {
      AbUndo undo;

      ab_position_make (pos, g_array_index (moves, AbMove, i), &undo);
    }
  return pos;
}

static gboolean
process_gone (const char *identifier)
{
  int pid = atoi (identifier);

  return pid > 0 && kill (pid, 0) == -1 && errno == ESRCH;
}

static gboolean
identifier_gone (EngineRecorder *r, gconstpointer data)
{
  return process_gone (data);
}

/* The handshake, and the options as the engine's own log shows it received
 * them: a strength set before the start goes with the handshake, later
 * changes and full-strength hints just before the search they concern. */

static const char *const expected_log[] = {
  ">> setoption name Threads value 1",
  ">> setoption name Hash value 16",
  ">> setoption name Skill Level value 20",
  ">> setoption name UCI_LimitStrength value true",
  ">> setoption name UCI_Elo value 1700",
  ">> setoption name UCI_Chess960 value false",
  ">> isready",
  ">> ucinewgame",
  ">> position startpos",
  ">> go movetime 50",
  /* beginner */
  ">> setoption name Skill Level value 0",
  ">> setoption name UCI_LimitStrength value false",
  ">> position startpos moves e2e4",
  ">> go movetime 50",
  /* a hint: full strength */
  ">> setoption name Skill Level value 20",
  ">> position startpos moves e2e4 e7e5",
  ">> go movetime 1000",
  /* strong, two threads, more hash, with the clock */
  ">> setoption name Threads value 2",
  ">> setoption name Hash value 32",
  ">> setoption name UCI_LimitStrength value true",
  ">> setoption name UCI_Elo value 2200",
  ">> position startpos moves e2e4 e7e5 g1f3",
  ">> go wtime 3000 btime 2500 winc 100 binc 100",
  ">> quit",
};

static void
test_handshake_options (Fixture *f, gconstpointer data)
{
  static const char *const declared[] = { "Skill Level", "UCI_LimitStrength", "UCI_Elo",
                                          "threads", "Hash", "UCI_Chess960" };
  g_autoptr (AbEngine) engine = NULL;
  g_autoptr (EngineRecorder) r = NULL;
  g_autofree char *log = g_build_filename (f->dir, "uci.log", NULL);
  g_autofree char *text = NULL;
  g_autofree char *identifier = NULL;
  g_autoptr (GArray) moves = NULL;
  AbPosition *start = ab_position_new ();
  AbEngineLimits quick = { .movetime_ms = 50 };
  AbEngineLimits clock = { .use_clock = TRUE, .time_ms = { 3000, 2500 }, .inc_ms = { 100, 100 } };
  g_autoptr (GError) error = NULL;
  const char *at;
  guint hint;
  AbMove best;

  if (!engine_test_have_stockfish ())
    return;
  engine = ab_engine_new (NULL);
  r = recorder_new (engine);
  g_assert_null (ab_engine_get_name (engine));
  g_assert_null (ab_engine_get_identifier (engine));
  ab_engine_set_strength (engine, AB_ENGINE_STRENGTH_CLUB);
  ab_engine_set_option (engine, "Debug Log File", log);

  recorder_start (r);
  g_assert_true (g_str_has_prefix (ab_engine_get_name (engine), "Stockfish"));
  for (guint i = 0; i < G_N_ELEMENTS (declared); i++)
    g_assert_true (ab_engine_has_option (engine, declared[i]));
  g_assert_false (ab_engine_has_option (engine, "No Such Option"));
  identifier = g_strdup (ab_engine_get_identifier (engine));
  g_assert_nonnull (identifier);
  g_assert_cmpuint (r->states->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (r->states, 0), ==, "starting");
  g_assert_cmpstr (g_ptr_array_index (r->states, 1), ==, "ready");

  moves = read_moves (start, "e2e4 e7e5 g1f3");
  best = recorder_search (r, start, NULL, 0, &quick, 5000);
  g_assert_true (ab_position_is_legal (start, best));

  ab_engine_set_strength (engine, AB_ENGINE_STRENGTH_BEGINNER);
  recorder_search (r, start, (const AbMove *) moves->data, 1, &quick, 5000);

  hint = ab_engine_hint (engine, start, (const AbMove *) moves->data, 2, &error);
  g_assert_no_error (error);
  best = recorder_await_best (r, hint, 5000, NULL);
  g_assert_cmpuint (r->last_info_search, ==, hint);
  g_assert_cmpint (r->last_info.depth, >, 0);
  g_assert_cmpint (r->last_info.score.kind, !=, AB_ENGINE_SCORE_NONE);
  g_assert_cmpint (r->last_info.n_pv, >, 0);
  g_assert_cmpuint (r->last_info.pv[0], ==, best);

  ab_engine_set_strength (engine, AB_ENGINE_STRENGTH_STRONG);
  ab_engine_set_threads (engine, 2);
  ab_engine_set_hash (engine, 32);
  recorder_search (r, start, (const AbMove *) moves->data, 3, &clock, 15000);
  g_assert_cmpuint (r->n_failed, ==, 0);
  g_assert_cmpuint (r->best->len, ==, 4);

  g_assert_true (recorder_quit (r, 5000));
  g_assert_true (process_gone (identifier));

  /* Stockfish writes its log when it leaves */
  g_assert_true (g_file_get_contents (log, &text, NULL, NULL));
  at = text;
  for (guint i = 0; i < G_N_ELEMENTS (expected_log); i++)
    {
      g_autofree char *line = g_strconcat (expected_log[i], "\n", NULL);
      const char *found = strstr (at, line);

      g_test_message ("log: %s", expected_log[i]);
      g_assert_nonnull (found);
      at = found + strlen (line);
    }
  ab_position_free (start);
}

/* Best moves where only one is right */

typedef struct
{
  const char *fen; /* NULL: the standard start */
  const char *moves;
  const char *best;
  int mate;        /* the score: mate in so many, or 0 for no assertion */
} BestCase;

static const BestCase best_cases[] = {
  /* Scholar's mate: Qxf7# */
  { NULL, "e2e4 e7e5 d1h5 b8c6 f1c4 g8f6", "h5f7", 1 },
  /* Fool's mate, Black to move: Qh4# */
  { NULL, "f2f3 e7e5 g2g4", "d8h4", 1 },
  /* in check, one legal move: Kxb2 */
  { "k7/8/8/8/8/8/1q6/K7 w - - 0 1", "", "a1b2", 0 },
  /* the only mate in one is a promotion to a knight */
  { "8/5KPp/7k/6pp/8/8/8/8 w - - 0 1", "", "g7g8n", 1 },
  /* Chess960: castling (king takes rook) is the only legal move */
  { "k4r2/8/8/8/8/7p/7P/6KR w H - 0 1", "", "g1h1", 0 },
};

static void
test_best_moves (Fixture *f, gconstpointer data)
{
  g_autoptr (AbEngine) engine = NULL;
  g_autoptr (EngineRecorder) r = NULL;

  if (!engine_test_have_stockfish ())
    return;
  engine = ab_engine_new (NULL);
  r = recorder_new (engine);
  recorder_start (r);
  for (guint i = 0; i < G_N_ELEMENTS (best_cases); i++)
    {
      const BestCase *c = &best_cases[i];
      AbPosition *start = position_from (c->fen);
      g_autoptr (GArray) moves = read_moves (start, c->moves);
      AbPosition *pos = position_after (start, moves);
      AbEngineLimits limits = { .depth = 10, .movetime_ms = 5000, .full_strength = TRUE };
      g_autoptr (GError) error = NULL;
      guint search;
      AbMove best, ponder;
      char text[AB_UCI_MAX];

      g_test_message ("best move %u: %s", i, c->best);
      search = ab_engine_go (engine, start, (const AbMove *) moves->data, moves->len, &limits,
                             &error);
      g_assert_no_error (error);
      best = recorder_await_best (r, search, 10000, &ponder);
      g_assert_cmpuint (r->n_failed, ==, 0);
      g_assert_true (ab_position_is_legal (pos, best));
      ab_move_to_uci (pos, best, text);
      g_assert_cmpstr (text, ==, c->best);
      if (ponder != AB_MOVE_NONE)
        {
          AbUndo undo;

          ab_position_make (pos, best, &undo);
          g_assert_true (ab_position_is_legal (pos, ponder));
        }
      if (c->mate > 0)
        {
          g_assert_cmpuint (r->last_info_search, ==, search);
          g_assert_cmpint (r->last_info.score.kind, ==, AB_ENGINE_SCORE_MATE);
          g_assert_cmpint (r->last_info.score.value, ==, c->mate);
        }
      g_assert_cmpint (ab_engine_get_state (engine), ==, AB_ENGINE_STATE_READY);
      ab_position_free (pos);
      ab_position_free (start);
    }
  g_assert_true (recorder_quit (r, 5000));
}

/* Refusals change nothing and send nothing */

typedef struct
{
  const char *fen;
  const char *moves; /* legal ones */
  const char *extra; /* then this one, from and to square whatever the rules say; or NULL */
  AbEngineLimits limits;
  AbEngineError error;
} RefusalCase;

static const RefusalCase refusal_cases[] = {
  /* the pawn cannot go on, nor Black's pawn move for White */
  { NULL, "e2e4", "e4e5", { .movetime_ms = 10 }, AB_ENGINE_ERROR_ILLEGAL_MOVE },
  { NULL, "", "e7e5", { .movetime_ms = 10 }, AB_ENGINE_ERROR_ILLEGAL_MOVE },
  /* mate, stalemate */
  { NULL, "f2f3 e7e5 g2g4 d8h4", NULL, { .movetime_ms = 10 }, AB_ENGINE_ERROR_NO_MOVES },
  { "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", "", NULL, { .depth = 1 }, AB_ENGINE_ERROR_NO_MOVES },
  { NULL, "", NULL, { .full_strength = TRUE }, AB_ENGINE_ERROR_BAD_LIMITS },
  { NULL, "", NULL, { .movetime_ms = -1 }, AB_ENGINE_ERROR_BAD_LIMITS },
  { NULL, "", NULL, { .use_clock = TRUE, .time_ms = { -1000, 1000 } },
    AB_ENGINE_ERROR_BAD_LIMITS },
};

static void
test_refusals (Fixture *f, gconstpointer data)
{
  g_autoptr (AbEngine) engine = NULL;
  g_autoptr (EngineRecorder) r = NULL;
  AbPosition *start = ab_position_new ();
  AbEngineLimits quick = { .movetime_ms = 10 };
  AbEngineLimits forever = { .infinite = TRUE };
  g_autoptr (GError) error = NULL;
  guint search;

  if (!engine_test_have_stockfish ())
    return;
  engine = ab_engine_new (NULL);
  r = recorder_new (engine);

  /* not started */
  g_assert_cmpuint (ab_engine_go (engine, start, NULL, 0, &quick, &error), ==, 0);
  g_assert_error (error, AB_ENGINE_ERROR, AB_ENGINE_ERROR_NOT_READY);
  g_clear_error (&error);
  g_assert_cmpuint (ab_engine_hint (engine, start, NULL, 0, &error), ==, 0);
  g_assert_error (error, AB_ENGINE_ERROR, AB_ENGINE_ERROR_NOT_READY);
  g_clear_error (&error);
  g_assert_false (ab_engine_stop (engine));
  g_assert_false (ab_engine_cancel (engine));

  recorder_start (r);
  g_assert_false (ab_engine_start (engine, &error));
  g_assert_error (error, AB_ENGINE_ERROR, AB_ENGINE_ERROR_RUNNING);
  g_clear_error (&error);

  for (guint i = 0; i < G_N_ELEMENTS (refusal_cases); i++)
    {
      const RefusalCase *c = &refusal_cases[i];
      AbPosition *pos = position_from (c->fen);
      g_autoptr (GArray) moves = read_moves (pos, c->moves);

      g_test_message ("refusal %u", i);
      if (c->extra != NULL)
        {
          AbMove raw = ab_move_make (AB_SQUARE (c->extra[0] - 'a', c->extra[1] - '1'),
                                     AB_SQUARE (c->extra[2] - 'a', c->extra[3] - '1'),
                                     AB_MOVE_NORMAL, AB_NO_PIECE_TYPE);

          g_array_append_val (moves, raw);
        }
      g_assert_cmpuint (ab_engine_go (engine, pos, (const AbMove *) moves->data, moves->len,
                                      &c->limits, &error),
                        ==, 0);
      g_assert_error (error, AB_ENGINE_ERROR, (gint) c->error);
      g_clear_error (&error);
      g_assert_cmpint (ab_engine_get_state (engine), ==, AB_ENGINE_STATE_READY);
      ab_position_free (pos);
    }

  /* one search at a time */
  search = ab_engine_go (engine, start, NULL, 0, &forever, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (ab_engine_go (engine, start, NULL, 0, &quick, &error), ==, 0);
  g_assert_error (error, AB_ENGINE_ERROR, AB_ENGINE_ERROR_BUSY);
  g_clear_error (&error);
  g_assert_true (ab_engine_stop (engine));
  g_assert_true (ab_position_is_legal (start, recorder_await_best (r, search, 5000, NULL)));
  g_assert_cmpuint (r->best->len, ==, 1);
  g_assert_cmpuint (r->n_failed, ==, 0);
  g_assert_true (recorder_quit (r, 5000));
  ab_position_free (start);
}

static gboolean
has_info_for (EngineRecorder *r, gconstpointer data)
{
  return r->n_info > 0 && r->last_info_search == GPOINTER_TO_UINT (data);
}

static gboolean
never (EngineRecorder *r, gconstpointer data)
{
  return FALSE;
}

/* "stop" delivers the best move so far; cancelling drops it and frees the
 * engine for the next search at once. */
static void
test_stop_cancel (Fixture *f, gconstpointer data)
{
  g_autoptr (AbEngine) engine = NULL;
  g_autoptr (EngineRecorder) r = NULL;
  AbPosition *start = ab_position_new ();
  AbEngineLimits forever = { .infinite = TRUE };
  AbEngineLimits quick = { .depth = 6 };
  g_autoptr (GError) error = NULL;
  guint first, second, infos;

  if (!engine_test_have_stockfish ())
    return;
  engine = ab_engine_new (NULL);
  r = recorder_new (engine);
  recorder_start (r);

  first = ab_engine_go (engine, start, NULL, 0, &forever, &error);
  g_assert_no_error (error);
  g_assert_true (recorder_wait (r, 5000, has_info_for, GUINT_TO_POINTER (first)));
  g_assert_true (ab_engine_stop (engine));
  g_assert_true (ab_position_is_legal (start, recorder_await_best (r, first, 5000, NULL)));
  g_assert_cmpint (ab_engine_get_state (engine), ==, AB_ENGINE_STATE_READY);

  first = ab_engine_go (engine, start, NULL, 0, &forever, &error);
  g_assert_no_error (error);
  g_assert_true (recorder_wait (r, 5000, has_info_for, GUINT_TO_POINTER (first)));
  g_assert_true (ab_engine_cancel (engine));
  g_assert_cmpint (ab_engine_get_state (engine), ==, AB_ENGINE_STATE_READY);
  g_assert_false (ab_engine_cancel (engine));
  infos = r->n_info;
  second = ab_engine_go (engine, start, NULL, 0, &quick, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (second, !=, first);
  g_assert_true (ab_position_is_legal (start, recorder_await_best (r, second, 5000, NULL)));
  recorder_wait (r, 300, never, NULL);
  /* nothing more from the cancelled search: only the first stopped one and the second */
  g_assert_cmpuint (r->best->len, ==, 2);
  g_assert_cmpuint (g_array_index (r->best, EngineBest, 1).search, ==, second);
  g_assert_cmpuint (r->last_info_search, ==, second);
  g_assert_cmpuint (r->n_info, >, infos);
  g_assert_cmpuint (r->n_failed, ==, 0);
  g_assert_true (recorder_quit (r, 5000));
  ab_position_free (start);
}

/* A crash in the middle of a search: killed with SIGKILL, noticed, and the
 * restarted engine goes on with the same game. */
static void
test_crash_restart (Fixture *f, gconstpointer data)
{
  g_autoptr (AbEngine) engine = NULL;
  g_autoptr (EngineRecorder) r = NULL;
  g_autoptr (GArray) moves = g_array_new (FALSE, FALSE, sizeof (AbMove));
  g_autoptr (GError) error = NULL;
  g_autofree char *identifier = NULL;
  AbPosition *start = ab_position_new ();
  AbPosition *pos = ab_position_new ();
  AbEngineLimits quick = { .movetime_ms = 50 };
  AbEngineLimits slow = { .movetime_ms = 20000 };
  gint64 killed_at, noticed_at;
  guint search;

  if (!engine_test_have_stockfish ())
    return;
  engine = ab_engine_new (NULL);
  ab_engine_set_strength (engine, AB_ENGINE_STRENGTH_BEGINNER);
  r = recorder_new (engine);
  recorder_start (r);
  for (int ply = 0; ply < 12; ply++)
    {
      AbMove move;
      AbUndo undo;

      if (ply == 6)
        {
          /* the engine dies while it thinks about the seventh move */
          search = ab_engine_go (engine, start, (const AbMove *) moves->data, moves->len, &slow,
                                 &error);
          g_assert_no_error (error);
          g_assert_true (recorder_wait (r, 5000, has_info_for, GUINT_TO_POINTER (search)));
          identifier = g_strdup (ab_engine_get_identifier (engine));
          g_assert_nonnull (identifier);
          killed_at = g_get_monotonic_time ();
          g_assert_cmpint (kill (atoi (identifier), SIGKILL), ==, 0);
          g_assert_true (recorder_wait (r, 5000, recorder_has_failed, NULL));
          noticed_at = g_get_monotonic_time ();
          g_assert_cmpint (r->failure, ==, AB_ENGINE_FAILURE_EXITED);
          g_assert_cmpstr (r->detail, ==, "killed by signal 9");
          g_assert_cmpint (noticed_at - killed_at, <, 2 * G_USEC_PER_SEC);
          g_assert_cmpint (ab_engine_get_state (engine), ==, AB_ENGINE_STATE_FAILED);
          g_assert_null (ab_engine_get_identifier (engine));
          g_assert_cmpuint (ab_engine_go (engine, start, (const AbMove *) moves->data,
                                          moves->len, &quick, &error),
                            ==, 0);
          g_assert_error (error, AB_ENGINE_ERROR, AB_ENGINE_ERROR_NOT_READY);
          g_clear_error (&error);
          /* the lost search never answers */
          recorder_wait (r, 200, never, NULL);
          g_assert_cmpuint (r->best->len, ==, (guint) ply);
          recorder_start (r);
          g_assert_cmpstr (ab_engine_get_identifier (engine), !=, identifier);
        }
      move = recorder_search (r, start, (const AbMove *) moves->data, moves->len, &quick, 5000);
      g_assert_true (ab_position_is_legal (pos, move));
      ab_position_make (pos, move, &undo);
      g_array_append_val (moves, move);
    }
  g_assert_cmpuint (r->n_failed, ==, 1);
  g_assert_cmpuint (r->n_ready, ==, 2);
  g_assert_true (recorder_quit (r, 5000));
  ab_position_free (pos);
  ab_position_free (start);
}

/* Fake engines: real processes that break the protocol in one way each. */

#define FAKE_HANDSHAKE                                                                          \
  "#!/bin/sh\n"                                                                                 \
  "while read -r line; do\n"                                                                    \
  "  case \"$line\" in\n"                                                                       \
  "    uci) echo 'id name Fake'; echo 'option name Hash type spin default 1 min 1 max 8';"     \
  " echo uciok ;;\n"                                                                            \
  "    isready) echo readyok ;;\n"

/* answers isready, even while "searching", but never gives a best move */
static const char hung_script[] = FAKE_HANDSHAKE "    quit) exit 0 ;;\n"
                                                 "  esac\n"
                                                 "done\n";

/* on "go" stops reading and answering altogether */
static const char frozen_script[] = FAKE_HANDSHAKE "    go*) exec sleep 600 ;;\n"
                                                   "  esac\n"
                                                   "done\n";

/* answers every search with a move that is not legal */
static const char liar_script[] = FAKE_HANDSHAKE "    go*) echo 'bestmove e2e5' ;;\n"
                                                 "  esac\n"
                                                 "done\n";

/* ignores "quit", the end of its input and SIGTERM */
static const char stubborn_script[] = "#!/bin/sh\n"
                                      "trap '' TERM\n"
                                      "while read -r line; do\n"
                                      "  case \"$line\" in\n"
                                      "    uci) echo uciok ;;\n"
                                      "    isready) echo readyok ;;\n"
                                      "  esac\n"
                                      "done\n"
                                      "exec sleep 600\n";

/* talks nonsense first, then shakes hands; its output ends on "go" */
static const char chatty_script[] = "#!/bin/sh\n"
                                    "echo 'bestmove e2e4'\n"
                                    "echo 'readyok'\n"
                                    "echo 'info depth 3 score cp 12 pv e2e4'\n"
                                    "echo 'option name'\n"
                                    "printf 'garbage \\001\\377 line\\r\\n'\n"
                                    "while read -r line; do\n"
                                    "  case \"$line\" in\n"
                                    "    uci) echo 'id name Chatty'; echo uciok ;;\n"
                                    "    isready) echo readyok ;;\n"
                                    "    go*) exec sleep 600 >/dev/null ;;\n"
                                    "  esac\n"
                                    "done\n";

/* on "go" says one endless line: it must not fill the memory */
static const char flood_script[] = FAKE_HANDSHAKE "    go*) exec cat /dev/zero ;;\n"
                                                  "  esac\n"
                                                  "done\n";

typedef struct
{
  const char *name;
  const char *script;
  guint timeout_ms;         /* the engine's response-timeout */
  AbEngineLimits limits;
  AbEngineFailure failure;
  gint64 min_ms, max_ms;    /* when it must be noticed, after "go" */
} FakeCase;

static const FakeCase fake_cases[] = {
  /* movetime 200 + 500 ms margin */
  { "hung", hung_script, 500, { .movetime_ms = 200 }, AB_ENGINE_FAILURE_NO_BESTMOVE, 650, 3000 },
  /* the clock's 10 s + margin, noticed by the unanswered "isready" long before */
  { "frozen", frozen_script, 500, { .use_clock = TRUE, .time_ms = { 10000, 10000 } },
    AB_ENGINE_FAILURE_NO_RESPONSE, 900, 3000 },
  { "liar", liar_script, 500, { .depth = 5 }, AB_ENGINE_FAILURE_ILLEGAL_MOVE, 0, 2000 },
  /* its output ends: the exit status does not come, so after the grace */
  { "chatty", chatty_script, 5000, { .infinite = TRUE }, AB_ENGINE_FAILURE_EXITED, 0, 3000 },
  /* an infinite search has no deadline: only the line's length can end it */
  { "flood", flood_script, 5000, { .infinite = TRUE }, AB_ENGINE_FAILURE_EXITED, 0, 3000 },
};

static void
test_fake_engines (Fixture *f, gconstpointer data)
{
  for (guint i = 0; i < G_N_ELEMENTS (fake_cases); i++)
    {
      const FakeCase *c = &fake_cases[i];
      g_autofree char *path = engine_test_write_script (f->dir, c->name, c->script);
      g_autoptr (AbEngine) engine = ab_engine_new (path);
      g_autoptr (EngineRecorder) r = recorder_new (engine);
      g_autoptr (GError) error = NULL;
      g_autofree char *identifier = NULL;
      AbPosition *start = ab_position_new ();
      gint64 went, noticed;

      g_test_message ("fake engine %s", c->name);
      ab_engine_set_response_timeout (engine, c->timeout_ms);
      recorder_start (r);
      g_assert_cmpstr (ab_engine_get_name (engine), ==,
                       g_str_equal (c->name, "chatty") ? "Chatty" : "Fake");
      identifier = g_strdup (ab_engine_get_identifier (engine));
      went = g_get_monotonic_time ();
      g_assert_cmpuint (ab_engine_go (engine, start, NULL, 0, &c->limits, &error), >, 0);
      g_assert_no_error (error);
      g_assert_true (recorder_wait (r, 10000, recorder_has_failed, NULL));
      noticed = g_get_monotonic_time ();
      g_assert_cmpint (r->failure, ==, c->failure);
      g_assert_cmpint ((noticed - went) / 1000, >=, c->min_ms);
      g_assert_cmpint ((noticed - went) / 1000, <=, c->max_ms);
      g_assert_cmpuint (r->n_failed, ==, 1);
      g_assert_cmpuint (r->best->len, ==, 0);
      g_assert_cmpint (ab_engine_get_state (engine), ==, AB_ENGINE_STATE_FAILED);
      /* the failed process is made to go */
      g_assert_true (recorder_wait (r, 5000, identifier_gone, identifier));
      ab_position_free (start);
    }
}

static gboolean
has_failed_twice (EngineRecorder *r, gconstpointer data)
{
  return r->n_failed >= 2;
}

/* Programs that are no engine: not there, gone at once, or silent. */
static void
test_not_an_engine (Fixture *f, gconstpointer data)
{
  g_autofree char *missing = g_build_filename (f->dir, "no-such-engine", NULL);
  g_autoptr (AbEngine) engine = ab_engine_new (missing);
  g_autoptr (EngineRecorder) r = recorder_new (engine);
  g_autoptr (GError) error = NULL;
  gint64 started;

  g_assert_false (ab_engine_start (engine, &error));
  g_assert_error (error, AB_ENGINE_ERROR, AB_ENGINE_ERROR_START);
  g_clear_error (&error);
  g_assert_cmpint (ab_engine_get_state (engine), ==, AB_ENGINE_STATE_STOPPED);
  g_assert_cmpuint (r->states->len, ==, 0);

  ab_engine_set_path (engine, "/bin/true");
  g_assert_true (ab_engine_start (engine, &error));
  g_assert_true (recorder_wait (r, 5000, recorder_has_failed, NULL));
  g_assert_cmpint (r->failure, ==, AB_ENGINE_FAILURE_EXITED);
  g_assert_cmpstr (r->detail, ==, "exited with status 0");
  g_assert_cmpint (ab_engine_get_state (engine), ==, AB_ENGINE_STATE_FAILED);
  g_assert_cmpuint (r->n_ready, ==, 0);

  /* cat repeats "uci" but never says "uciok" */
  ab_engine_set_path (engine, "/bin/cat");
  ab_engine_set_response_timeout (engine, 300);
  started = g_get_monotonic_time ();
  g_assert_true (ab_engine_start (engine, &error));
  g_assert_true (recorder_wait (r, 5000, has_failed_twice, NULL));
  g_assert_cmpint (r->failure, ==, AB_ENGINE_FAILURE_NOT_UCI);
  g_assert_cmpint (g_get_monotonic_time () - started, >=, 300 * 1000);
  g_assert_cmpuint (r->n_ready, ==, 0);
}

/* Quitting: Stockfish leaves by itself, even mid-search; a stubborn program
 * is terminated; an engine dropped while running is not left behind. */
static void
test_quit (Fixture *f, gconstpointer data)
{
  g_autofree char *stubborn = engine_test_write_script (f->dir, "stubborn", stubborn_script);
  g_autoptr (AbEngine) engine = NULL;
  g_autoptr (EngineRecorder) r = NULL;
  g_autofree char *identifier = NULL;
  AbPosition *start = ab_position_new ();
  AbEngineLimits forever = { .infinite = TRUE };
  g_autoptr (GError) error = NULL;
  gint64 asked;
  guint search;

  engine = ab_engine_new (stubborn);
  r = recorder_new (engine);
  ab_engine_set_response_timeout (engine, 300);
  recorder_start (r);
  identifier = g_strdup (ab_engine_get_identifier (engine));
  asked = g_get_monotonic_time ();
  g_assert_false (recorder_quit (r, 5000));
  /* SIGTERM after 300 ms is ignored, SIGKILL after 600 ms is not */
  g_assert_cmpint (g_get_monotonic_time () - asked, >=, 600 * 1000);
  g_assert_true (recorder_wait (r, 2000, identifier_gone, identifier));
  g_assert_cmpuint (r->n_failed, ==, 0);

  if (!engine_test_have_stockfish ())
    return;
  ab_engine_set_path (engine, NULL);
  ab_engine_set_response_timeout (engine, 5000);
  recorder_start (r);
  search = ab_engine_go (engine, start, NULL, 0, &forever, &error);
  g_assert_no_error (error);
  g_assert_true (recorder_wait (r, 5000, has_info_for, GUINT_TO_POINTER (search)));
  g_clear_pointer (&identifier, g_free);
  identifier = g_strdup (ab_engine_get_identifier (engine));
  g_assert_true (recorder_quit (r, 5000));
  g_assert_true (process_gone (identifier));
  g_assert_cmpuint (r->best->len, ==, 0);
  /* quitting a stopped engine is done at once */
  g_assert_true (recorder_quit (r, 1000));

  /* dropped while running: it still quits */
  recorder_start (r);
  g_clear_pointer (&identifier, g_free);
  identifier = g_strdup (ab_engine_get_identifier (engine));
  g_clear_pointer (&r, recorder_free);
  g_clear_object (&engine);
  {
    g_autoptr (AbEngine) other = ab_engine_new (NULL);
    g_autoptr (EngineRecorder) watcher = recorder_new (other);

    g_assert_true (recorder_wait (watcher, 5000, identifier_gone, identifier));
  }
  ab_position_free (start);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/engine/handshake-options", test_handshake_options);
  ADD ("/engine/best-moves", test_best_moves);
  ADD ("/engine/refusals", test_refusals);
  ADD ("/engine/stop-cancel", test_stop_cancel);
  ADD ("/engine/crash-restart", test_crash_restart);
  ADD ("/engine/fake-engines", test_fake_engines);
  ADD ("/engine/not-an-engine", test_not_an_engine);
  ADD ("/engine/quit", test_quit);
#undef ADD

  return g_test_run ();
}
