/* SPDX-License-Identifier: GPL-3.0-or-later */
/* engine-test-util.c — the engine tests' shared helpers. */
#include "engine-test-util.h"

#include <glib/gstdio.h>

static void
ready_cb (AbEngine *engine, gpointer data)
{
  EngineRecorder *r = data;

  r->n_ready++;
}

static void
best_move_cb (AbEngine *engine, guint search, guint move, guint ponder, gpointer data)
{
  EngineRecorder *r = data;
  EngineBest best = { search, (AbMove) move, (AbMove) ponder };

  g_array_append_val (r->best, best);
}

static void
info_cb (AbEngine *engine, guint search, gpointer info, gpointer data)
{
  EngineRecorder *r = data;

  r->n_info++;
  r->last_info = *(const AbEngineInfo *) info;
  r->last_info_search = search;
}

static void
failed_cb (AbEngine *engine, guint reason, const char *detail, gpointer data)
{
  EngineRecorder *r = data;

  r->n_failed++;
  r->failure = (AbEngineFailure) reason;
  g_free (r->detail);
  r->detail = g_strdup (detail);
  g_test_message ("engine failed: %u, %s", reason, detail);
}

static void
state_cb (GObject *object, GParamSpec *pspec, gpointer data)
{
  EngineRecorder *r = data;
  GEnumClass *klass = g_type_class_ref (AB_TYPE_ENGINE_STATE);
  GEnumValue *value = g_enum_get_value (klass, ab_engine_get_state (AB_ENGINE (object)));

  g_ptr_array_add (r->states, g_strdup (value->value_nick));
  g_type_class_unref (klass);
}

EngineRecorder *
recorder_new (AbEngine *engine)
{
  EngineRecorder *r = g_new0 (EngineRecorder, 1);

  r->engine = engine;
  r->best = g_array_new (FALSE, TRUE, sizeof (EngineBest));
  r->states = g_ptr_array_new_with_free_func (g_free);
  g_signal_connect (engine, "ready", G_CALLBACK (ready_cb), r);
  g_signal_connect (engine, "best-move", G_CALLBACK (best_move_cb), r);
  g_signal_connect (engine, "info", G_CALLBACK (info_cb), r);
  g_signal_connect (engine, "failed", G_CALLBACK (failed_cb), r);
  g_signal_connect (engine, "notify::state", G_CALLBACK (state_cb), r);
  return r;
}

void
recorder_free (EngineRecorder *r)
{
  g_signal_handlers_disconnect_by_data (r->engine, r);
  g_array_unref (r->best);
  g_ptr_array_unref (r->states);
  g_free (r->detail);
  g_free (r);
}

static gboolean
expire_cb (gpointer data)
{
  gboolean *expired = data;

  *expired = TRUE;
  return G_SOURCE_REMOVE;
}

gboolean
recorder_wait (EngineRecorder *r, guint timeout_ms, EngineCondition cond, gconstpointer data)
{
  gboolean expired = FALSE;
  guint id = g_timeout_add (timeout_ms, expire_cb, &expired);

  while (!cond (r, data) && !expired)
    g_main_context_iteration (NULL, TRUE);
  if (!expired)
    g_source_remove (id);
  return cond (r, data);
}

gboolean
recorder_is_ready (EngineRecorder *r, gconstpointer data)
{
  return ab_engine_get_state (r->engine) == AB_ENGINE_STATE_READY;
}

gboolean
recorder_has_failed (EngineRecorder *r, gconstpointer data)
{
  return r->n_failed > 0;
}

void
recorder_start (EngineRecorder *r)
{
  g_autoptr (GError) error = NULL;
  guint ready = r->n_ready;

  g_assert_true (ab_engine_start (r->engine, &error));
  g_assert_no_error (error);
  g_assert_cmpint (ab_engine_get_state (r->engine), ==, AB_ENGINE_STATE_STARTING);
  g_assert_true (recorder_wait (r, 15000, recorder_is_ready, NULL));
  g_assert_cmpuint (r->n_ready, ==, ready + 1);
}

static const EngineBest *
find_best (EngineRecorder *r, guint search)
{
  for (guint i = 0; i < r->best->len; i++)
    if (g_array_index (r->best, EngineBest, i).search == search)
      return &g_array_index (r->best, EngineBest, i);
  return NULL;
}

typedef struct
{
  guint search;
  guint failed; /* failures before the search */
} Awaited;

static gboolean
has_best_or_failed (EngineRecorder *r, gconstpointer data)
{
  const Awaited *awaited = data;

  return find_best (r, awaited->search) != NULL || r->n_failed > awaited->failed;
}

AbMove
recorder_await_best (EngineRecorder *r, guint search, guint timeout_ms, AbMove *ponder)
{
  Awaited awaited = { search, r->n_failed };
  const EngineBest *best;

  g_assert_true (recorder_wait (r, timeout_ms, has_best_or_failed, &awaited));
  best = find_best (r, search);
  if (ponder != NULL)
    *ponder = best != NULL ? best->ponder : AB_MOVE_NONE;
  return best != NULL ? best->move : AB_MOVE_NONE;
}

AbMove
recorder_search (EngineRecorder *r, const AbPosition *start, const AbMove *moves, guint n_moves,
                 const AbEngineLimits *limits, guint timeout_ms)
{
  g_autoptr (GError) error = NULL;
  guint search = ab_engine_go (r->engine, start, moves, n_moves, limits, &error);

  g_assert_no_error (error);
  g_assert_cmpuint (search, >, 0);
  g_assert_cmpint (ab_engine_get_state (r->engine), ==, AB_ENGINE_STATE_THINKING);
  return recorder_await_best (r, search, timeout_ms, NULL);
}

static void
quit_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  int *outcome = data;

  *outcome = ab_engine_quit_finish (AB_ENGINE (source), result) ? 1 : 0;
}

static gboolean
quit_finished (EngineRecorder *r, gconstpointer data)
{
  return *(const int *) data >= 0;
}

gboolean
recorder_quit (EngineRecorder *r, guint timeout_ms)
{
  int outcome = -1;

  ab_engine_quit (r->engine, quit_cb, &outcome);
  g_assert_cmpint (ab_engine_get_state (r->engine), ==, AB_ENGINE_STATE_STOPPED);
  g_assert_null (ab_engine_get_identifier (r->engine));
  g_assert_true (recorder_wait (r, timeout_ms, quit_finished, &outcome));
  return outcome == 1;
}

gboolean
engine_test_have_stockfish (void)
{
  g_autofree char *path = ab_engine_find_default ();

  if (path != NULL)
    return TRUE;
  if (g_strcmp0 (g_getenv ("REQUIRE_ALL_TESTS"), "1") == 0)
    g_test_fail_printf ("no Stockfish (REQUIRE_ALL_TESTS=1)");
  else
    g_test_skip ("no Stockfish: install the stockfish package");
  return FALSE;
}

char *
engine_test_write_script (const char *dir, const char *name, const char *body)
{
  char *path = g_build_filename (dir, name, NULL);
  g_autoptr (GError) error = NULL;

  g_assert_true (g_file_set_contents (path, body, -1, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_chmod (path, 0755), ==, 0);
  return path;
}
