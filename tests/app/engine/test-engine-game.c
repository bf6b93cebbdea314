/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-engine-game.c — whole games through AbEngine against the real
 * Stockfish: it plays both sides at the lowest level on a running clock, and
 * every move it gives is checked and made by the rules core (AbGame) before
 * the next search; a Chess960 game; and the after-game review finding the
 * blunder in short games. */
#include <glib/gstdio.h>
#include <string.h>

#include "ab-engine-review.h"
#include "ab-fen.h"
#include "ab-game.h"
#include "ab-uci.h"
#include "engine-test-util.h"

typedef struct
{
  AbEnding ending;
  guint plies;
  guint castlings;
  guint flag_checks;
} GameResult;

static gint64
now_us (void)
{
  return g_get_monotonic_time ();
}

/* The engine against itself from start on the clock control, until the game
 * ends or max_plies were played. */
static void
play_game (EngineRecorder *r, const AbPosition *start, const char *control, guint max_plies,
           GameResult *result)
{
  g_autoptr (GArray) moves = g_array_new (FALSE, FALSE, sizeof (AbMove));
  AbGame *game = ab_game_new ();
  AbTimeControl tc;
  AbTimeControlError tc_error;
  AbDecision d;

  memset (result, 0, sizeof *result);
  g_assert_true (ab_time_control_parse (control, &tc, &tc_error));
  g_assert_cmpint (ab_game_set_start_position (game, start), ==, AB_GAME_OK);
  g_assert_cmpint (ab_game_set_time_control (game, &tc), ==, AB_GAME_OK);
  g_assert_cmpint (ab_game_start (game, now_us (), &d), ==, AB_GAME_OK);
  ab_engine_new_game (r->engine);
  while (!ab_game_is_over (game) && moves->len < max_plies)
    {
      const AbPosition *pos = ab_game_get_position (game);
      AbColor side = ab_position_side_to_move (pos);
      AbEngineLimits limits = { 0 };
      gint64 now = now_us ();
      AbMove move;

      /* 9.2 and 9.3: the side to move claims what it can */
      if (ab_game_get_repetitions (game) >= 3 || ab_position_halfmove_clock (pos) >= 100)
        {
          AbClaimKind kind = ab_game_get_repetitions (game) >= 3 ? AB_CLAIM_THREEFOLD
                                                                 : AB_CLAIM_FIFTY_MOVES;

          g_assert_cmpint (ab_game_claim_draw (game, kind, AB_MOVE_NONE, now, &d), ==,
                           AB_GAME_OK);
          g_assert_true (ab_game_is_over (game));
          break;
        }
      g_assert_cmpint (ab_game_check_flags (game, now, &d), ==, AB_GAME_OK);
      if (ab_game_is_over (game))
        break;
      g_assert_true (ab_engine_limits_set_clock (&limits, ab_game_get_clock (game), now));
      result->flag_checks++;
      move = recorder_search (r, start, (const AbMove *) moves->data, moves->len, &limits,
                              (guint) limits.time_ms[side] + 5000);
      g_assert_cmpuint (r->n_failed, ==, 0);
      g_assert_true (ab_position_is_legal (pos, move));
      if (ab_move_kind (move) == AB_MOVE_CASTLING)
        result->castlings++;
      now = now_us ();
      g_assert_cmpint (ab_game_make_move (game, move, now, &d), ==, AB_GAME_OK);
      g_assert_cmpint (d.illegal, ==, AB_ILLEGAL_MOVE_NONE);
      g_array_append_val (moves, move);
      if (!ab_game_is_over (game))
        g_assert_cmpint (ab_game_press_clock (game, side, now, &d), ==, AB_GAME_OK);
    }
  result->plies = moves->len;
  result->ending = ab_game_get_outcome (game)->ending;
  g_assert_cmpint (ab_game_get_n_moves (game), ==, (int) moves->len);
  if (result->ending == AB_ENDING_CHECKMATE)
    g_assert_cmpint (ab_position_status (ab_game_get_position (game)), ==, AB_STATUS_CHECKMATE);
  if (result->ending == AB_ENDING_STALEMATE)
    g_assert_cmpint (ab_position_status (ab_game_get_position (game)), ==, AB_STATUS_STALEMATE);
  g_test_message ("game over after %u plies: ending %d, %u castlings", result->plies,
                  result->ending, result->castlings);
  ab_game_free (game);
}

static void
assert_game_ended (const GameResult *result, guint max_plies)
{
  switch (result->ending)
    {
    case AB_ENDING_CHECKMATE:
    case AB_ENDING_STALEMATE:
    case AB_ENDING_DEAD_POSITION:
    case AB_ENDING_THREEFOLD:
    case AB_ENDING_FIFTY_MOVES:
    case AB_ENDING_FIVEFOLD:
    case AB_ENDING_SEVENTY_FIVE_MOVES:
    case AB_ENDING_FLAG_FALL: /* the engine's own time management on a busy machine */
      g_assert_cmpuint (result->plies, <=, max_plies);
      break;
    case AB_ENDING_NONE:
      g_assert_cmpuint (result->plies, ==, max_plies);
      break;
    default:
      g_assert_not_reached ();
    }
  g_assert_cmpuint (result->plies, >, 0);
}

#define GAME_MAX_PLIES 160

static void
test_beginner_game (void)
{
  g_autoptr (AbEngine) engine = NULL;
  g_autoptr (EngineRecorder) r = NULL;
  AbPosition *start = ab_position_new ();
  GameResult result;

  if (!engine_test_have_stockfish ())
    return;
  engine = ab_engine_new (NULL);
  ab_engine_set_strength (engine, AB_ENGINE_STRENGTH_BEGINNER);
  r = recorder_new (engine);
  recorder_start (r);
  play_game (r, start, "6", GAME_MAX_PLIES, &result);
  assert_game_ended (&result, GAME_MAX_PLIES);
  g_assert_cmpuint (r->best->len, ==, result.flag_checks);
  g_assert_cmpuint (r->n_failed, ==, 0);
  g_assert_true (recorder_quit (r, 5000));
  ab_position_free (start);
}

#define CHESS960_MAX_PLIES 80

/* Chess960: UCI_Chess960 on, the start in Shredder-FEN, castling (if any) as
 * king takes rook; a move the engine misread would make its answers illegal. */
static void
test_chess960_game (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ab-engine-XXXXXX", NULL);
  g_autofree char *log = g_build_filename (dir, "uci.log", NULL);
  g_autofree char *text = NULL;
  g_autofree char *fen_line = NULL;
  g_autoptr (AbEngine) engine = NULL;
  g_autoptr (EngineRecorder) r = NULL;
  AbPosition *start = ab_position_new ();
  char fen[AB_FEN_MAX];
  GameResult result;

  if (!engine_test_have_stockfish ())
    return;
  /* RNBQKBNR is 518; 0 has the king on g1 beside a rook */
  g_assert_true (ab_position_set_chess960 (start, 0));
  g_assert_true (ab_position_is_chess960 (start));
  engine = ab_engine_new (NULL);
  ab_engine_set_strength (engine, AB_ENGINE_STRENGTH_BEGINNER);
  ab_engine_set_option (engine, "Debug Log File", log);
  r = recorder_new (engine);
  recorder_start (r);
  g_assert_true (ab_engine_has_option (engine, "UCI_Chess960"));
  play_game (r, start, "4", CHESS960_MAX_PLIES, &result);
  assert_game_ended (&result, CHESS960_MAX_PLIES);
  g_assert_cmpuint (r->n_failed, ==, 0);

  g_assert_true (recorder_quit (r, 5000));

  /* what Stockfish was told, from its own log */
  g_assert_true (g_file_get_contents (log, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, ">> setoption name UCI_Chess960 value true\n"));
  ab_position_get_fen (start, AB_FEN_CASTLING_SHREDDER, fen, sizeof fen);
  g_assert_cmpstr (fen, ==, "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1");
  fen_line = g_strdup_printf (">> position fen %s\n", fen);
  g_assert_nonnull (strstr (text, fen_line));
  g_unlink (log);
  g_rmdir (dir);
  ab_position_free (start);
}

/* The review */

typedef struct
{
  const char *moves;
  AbColor player;
  int blunder;              /* the ply of the biggest drop, a blunder; -1: none at all */
  AbEngineScoreKind after;  /* the score after the blunder, from the opponent's view */
} ReviewCase;

static const ReviewCase review_cases[] = {
  /* Scholar's mate: 3… Nf6?? allows Qxf7# */
  { "e2e4 e7e5 d1h5 b8c6 f1c4 g8f6 h5f7", AB_BLACK, 5, AB_ENGINE_SCORE_MATE },
  /* 3. Qxe5+?? loses the queen to the knight */
  { "e2e4 e7e5 d1h5 b8c6 h5e5 c6e5 g1f3", AB_WHITE, 4, AB_ENGINE_SCORE_CP },
  /* Fool's mate: 2. g4?? */
  { "f2f3 e7e5 g2g4 d8h4", AB_WHITE, 2, AB_ENGINE_SCORE_MATE },
  /* and Black, who found the mate, blundered nothing */
  { "f2f3 e7e5 g2g4 d8h4", AB_BLACK, -1 },
};

static void
review_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  GAsyncResult **out = data;

  *out = g_object_ref (result);
}

static gboolean
review_done (EngineRecorder *r, gconstpointer data)
{
  return *(GAsyncResult *const *) data != NULL;
}

static GArray *
run_review (EngineRecorder *r, const AbPosition *start, GArray *moves, AbColor player,
            GError **error)
{
  GAsyncResult *result = NULL;
  GArray *drops;

  ab_engine_review_async (r->engine, start, (const AbMove *) moves->data, moves->len, player, 10,
                          3, NULL, review_cb, &result);
  g_assert_true (recorder_wait (r, 30000, review_done, &result));
  drops = ab_engine_review_finish (r->engine, result, error);
  g_object_unref (result);
  return drops;
}

static GArray *
read_moves (const AbPosition *start, const char *text)
{
  g_auto (GStrv) words = g_strsplit (text, " ", -1);
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (AbMove));
  AbPosition *pos = ab_position_copy (start);

  for (guint i = 0; words[i] != NULL; i++)
    {
      AbMove move = ab_move_from_uci (pos, words[i]);
      AbUndo undo;

      g_assert_cmpuint (move, !=, AB_MOVE_NONE);
      g_array_append_val (moves, move);
      ab_position_make (pos, move, &undo);
    }
  ab_position_free (pos);
  return moves;
}

static void
test_review (void)
{
  g_autoptr (AbEngine) engine = NULL;
  g_autoptr (EngineRecorder) r = NULL;
  AbPosition *start = ab_position_new ();
  g_autoptr (GError) error = NULL;

  if (!engine_test_have_stockfish ())
    return;
  engine = ab_engine_new (NULL);
  /* the review searches at full strength whatever the level */
  ab_engine_set_strength (engine, AB_ENGINE_STRENGTH_BEGINNER);
  r = recorder_new (engine);

  /* not started */
  {
    g_autoptr (GArray) moves = read_moves (start, "e2e4");
    g_autoptr (GArray) drops = run_review (r, start, moves, AB_WHITE, &error);

    g_assert_null (drops);
    g_assert_error (error, AB_ENGINE_ERROR, AB_ENGINE_ERROR_NOT_READY);
    g_clear_error (&error);
  }
  recorder_start (r);
  for (guint i = 0; i < G_N_ELEMENTS (review_cases); i++)
    {
      const ReviewCase *c = &review_cases[i];
      g_autoptr (GArray) moves = read_moves (start, c->moves);
      g_autoptr (GArray) drops = NULL;
      const AbEngineDrop *top;

      g_test_message ("review %u: %s", i, c->moves);
      drops = run_review (r, start, moves, c->player, &error);
      g_assert_no_error (error);
      g_assert_nonnull (drops);
      g_assert_cmpuint (drops->len, <=, 3);
      for (guint j = 0; j < drops->len; j++)
        {
          const AbEngineDrop *d = &g_array_index (drops, AbEngineDrop, j);

          g_test_message ("  ply %u drop %.1f judgement %d", d->ply, d->drop, d->judgement);
          g_assert_cmpuint (d->ply % 2, ==, (guint) c->player);
          g_assert_cmpuint (d->move, ==, g_array_index (moves, AbMove, d->ply));
        }
      if (c->blunder < 0)
        {
          for (guint j = 0; j < drops->len; j++)
            g_assert_cmpint (g_array_index (drops, AbEngineDrop, j).judgement, <,
                             AB_ENGINE_JUDGEMENT_MISTAKE);
          continue;
        }
      g_assert_cmpuint (drops->len, >, 0);
      top = &g_array_index (drops, AbEngineDrop, 0);
      g_assert_cmpuint (top->ply, ==, (guint) c->blunder);
      g_assert_cmpint (top->judgement, ==, AB_ENGINE_JUDGEMENT_BLUNDER);
      g_assert_cmpint (top->after.kind, ==, c->after);
      g_assert_cmpint (top->after.value, >, 0);
      g_assert_cmpuint (top->best, !=, AB_MOVE_NONE);
      g_assert_cmpuint (top->best, !=, top->move);
    }

  /* a game that is not legal is refused */
  {
    g_autoptr (GArray) moves = read_moves (start, "e2e4");
    g_autoptr (GArray) drops = NULL;

    g_array_append_val (moves, g_array_index (moves, AbMove, 0));
    drops = run_review (r, start, moves, AB_WHITE, &error);
    g_assert_null (drops);
    g_assert_error (error, AB_ENGINE_ERROR, AB_ENGINE_ERROR_ILLEGAL_MOVE);
    g_clear_error (&error);
  }
  g_assert_cmpuint (r->n_failed, ==, 0);
  g_assert_true (recorder_quit (r, 5000));
  ab_position_free (start);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/engine-game/beginner-game", test_beginner_game);
  g_test_add_func ("/engine-game/chess960-game", test_chess960_game);
  g_test_add_func ("/engine-game/review", test_review);

  return g_test_run ();
}
