/* SPDX-License-Identifier: GPL-3.0-or-later */
/* engine-test-util.h — what the engine tests share: a recorder of an
 * AbEngine's signals, waiting on the main loop with a time limit, searches
 * that wait for their best move, and the Stockfish they need. */
#pragma once

#include "ab-engine.h"

typedef struct
{
  guint search;
  AbMove move;
  AbMove ponder;
} EngineBest;

typedef struct
{
  AbEngine *engine;
  guint n_ready;
  GArray *best;         /* EngineBest, in the order they came */
  guint n_info;
  AbEngineInfo last_info;
  guint last_info_search;
  guint n_failed;
  AbEngineFailure failure;
  char *detail;
  GPtrArray *states;    /* the state names, as "notify::state" reported them */
} EngineRecorder;

EngineRecorder *recorder_new (AbEngine *engine);
void recorder_free (EngineRecorder *r);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (EngineRecorder, recorder_free)

typedef gboolean (*EngineCondition) (EngineRecorder *r, gconstpointer data);

/* Runs the main loop until cond holds (TRUE) or timeout_ms passed (FALSE). */
gboolean recorder_wait (EngineRecorder *r, guint timeout_ms, EngineCondition cond,
                        gconstpointer data);
gboolean recorder_is_ready (EngineRecorder *r, gconstpointer data);
gboolean recorder_has_failed (EngineRecorder *r, gconstpointer data);

/* Starts the engine and waits for "ready"; asserts both. */
void recorder_start (EngineRecorder *r);
/* The best move of the search, waiting for it (or a new failure: then
 * AB_MOVE_NONE); asserts that it came within timeout_ms. */
AbMove recorder_await_best (EngineRecorder *r, guint search, guint timeout_ms, AbMove *ponder);
/* ab_engine_go, asserting success, then recorder_await_best. */
AbMove recorder_search (EngineRecorder *r, const AbPosition *start, const AbMove *moves,
                        guint n_moves, const AbEngineLimits *limits, guint timeout_ms);

/* Quits the engine and waits until the process has gone; returns whether it
 * left by itself. */
gboolean recorder_quit (EngineRecorder *r, guint timeout_ms);

/* Whether Stockfish is there; if not, the test is skipped (failed with
 * REQUIRE_ALL_TESTS=1) and the caller returns. */
gboolean engine_test_have_stockfish (void);

/* Writes an executable shell script into dir; returns its path. */
char *engine_test_write_script (const char *dir, const char *name, const char *body);
