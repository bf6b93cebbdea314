/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-engine.c — the engine's life: start, handshake, watchdog, failure, quit. */
#include "ab-engine.h"

#include "ab-engine-private.h"
#include "ab-uci.h"

#define DEFAULT_ENGINE "/usr/games/stockfish"
#define DEFAULT_RESPONSE_TIMEOUT_MS 10000

G_DEFINE_FINAL_TYPE (AbEngine, ab_engine, G_TYPE_OBJECT)

G_DEFINE_QUARK (ab-engine-error-quark, ab_engine_error)

G_DEFINE_ENUM_TYPE (AbEngineState, ab_engine_state,
                    G_DEFINE_ENUM_VALUE (AB_ENGINE_STATE_STOPPED, "stopped"),
                    G_DEFINE_ENUM_VALUE (AB_ENGINE_STATE_STARTING, "starting"),
                    G_DEFINE_ENUM_VALUE (AB_ENGINE_STATE_READY, "ready"),
                    G_DEFINE_ENUM_VALUE (AB_ENGINE_STATE_THINKING, "thinking"),
                    G_DEFINE_ENUM_VALUE (AB_ENGINE_STATE_FAILED, "failed"))

enum
{
  PROP_0,
  PROP_PATH,
  PROP_STRENGTH,
  PROP_THREADS,
  PROP_HASH,
  PROP_RESPONSE_TIMEOUT,
  PROP_STATE,
  PROP_NAME,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

enum
{
  READY,
  BEST_MOVE,
  INFO,
  FAILED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* State */

void
_ab_engine_set_state (AbEngine *self, AbEngineState state)
{
  if (self->state == state)
    return;
  self->state = state;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATE]);
}

void
_ab_engine_update_state (AbEngine *self)
{
  if (self->state == AB_ENGINE_STATE_READY || self->state == AB_ENGINE_STATE_THINKING)
    _ab_engine_set_state (self, _ab_engine_active_search (self) != NULL
                                   ? AB_ENGINE_STATE_THINKING
                                   : AB_ENGINE_STATE_READY);
}

static void
set_name (AbEngine *self, const char *name)
{
  if (g_strcmp0 (self->name, name) == 0)
    return;
  g_free (self->name);
  self->name = g_strdup (name);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_NAME]);
}

void
_ab_engine_fail (AbEngine *self, AbEngineFailure reason, const char *detail)
{
  if (self->process == NULL)
    return;
  ab_engine_process_kill (g_steal_pointer (&self->process));
  _ab_engine_clear_searches (self);
  g_clear_handle_id (&self->watchdog_id, g_source_remove);
  self->ping_pending = FALSE;
  g_debug ("engine failed (%d): %s", reason, detail);
  _ab_engine_set_state (self, AB_ENGINE_STATE_FAILED);
  g_signal_emit (self, signals[FAILED], 0, (guint) reason, detail);
}

void
_ab_engine_fill_settings (AbEngine *self, AbEngineSettings *settings, gboolean full_strength,
                          gboolean chess960)
{
  settings->strength = full_strength ? AB_ENGINE_STRENGTH_FULL : self->strength;
  settings->threads = self->threads;
  settings->hash_mb = self->hash_mb;
  settings->chess960 = chess960;
  settings->custom = self->custom;
}

static void
send_ping (AbEngine *self, gint64 now)
{
  ab_engine_process_write (self->process, "isready\n");
  self->ping_pending = TRUE;
  self->ping_deadline = now + (gint64) self->response_timeout_ms * 1000;
}

/* What the engine says */

static void
handle_uciok (AbEngine *self)
{
  g_autoptr (GString) commands = g_string_new (NULL);
  AbEngineSettings settings;

  if (self->state != AB_ENGINE_STATE_STARTING || self->uciok)
    return;
  self->uciok = TRUE;
  _ab_engine_fill_settings (self, &settings, FALSE, FALSE);
  ab_engine_options_update (self->options, &settings, commands);
  ab_engine_process_write (self->process, commands->str);
  send_ping (self, g_get_monotonic_time ());
}

static void
handle_readyok (AbEngine *self)
{
  if (!self->ping_pending)
    return;
  self->ping_pending = FALSE;
  if (self->state == AB_ENGINE_STATE_STARTING)
    {
      _ab_engine_set_state (self, AB_ENGINE_STATE_READY);
      g_signal_emit (self, signals[READY], 0);
    }
}

static void
handle_line (AbEngine *self, const char *text)
{
  AbUciLine line;

  ab_uci_line_parse (text, &line);
  switch (line.kind)
    {
    case AB_UCI_LINE_ID_NAME:
      if (!self->uciok)
        set_name (self, line.text);
      break;
    case AB_UCI_LINE_OPTION:
      if (!self->uciok)
        ab_engine_options_declare (self->options, &line.option);
      break;
    case AB_UCI_LINE_UCIOK:
      handle_uciok (self);
      break;
    case AB_UCI_LINE_READYOK:
      handle_readyok (self);
      break;
    case AB_UCI_LINE_BESTMOVE:
      _ab_engine_handle_bestmove (self, &line);
      break;
    case AB_UCI_LINE_INFO:
      _ab_engine_handle_info (self, &line);
      break;
    case AB_UCI_LINE_ID_AUTHOR:
    case AB_UCI_LINE_UNKNOWN:
    default:
      break;
    }
  ab_uci_line_clear (&line);
  if (self->process != NULL)
    _ab_engine_rearm_watchdog (self);
}

/* The process */

static void
process_line (const char *text, gpointer data)
{
  AbEngine *self = g_object_ref (data);

  handle_line (self, text);
  g_object_unref (self);
}

static void
process_ended (const char *detail, gpointer data)
{
  AbEngine *self = g_object_ref (data);

  _ab_engine_fail (self, AB_ENGINE_FAILURE_EXITED, detail);
  g_object_unref (self);
}

void
_ab_engine_emit_best_move (AbEngine *self, guint search, AbMove move, AbMove ponder)
{
  g_signal_emit (self, signals[BEST_MOVE], 0, search, (guint) move, (guint) ponder);
}

void
_ab_engine_emit_info (AbEngine *self, guint search, const AbEngineInfo *info)
{
  g_signal_emit (self, signals[INFO], 0, search, (gpointer) info);
}

static const AbEngineProcessCallbacks process_callbacks = { process_line, process_ended };

/* Says goodbye to the running process, if any, and forgets it. */
static void
shut_down (AbEngine *self, GTask *task)
{
  _ab_engine_clear_searches (self);
  g_clear_handle_id (&self->watchdog_id, g_source_remove);
  self->ping_pending = FALSE;
  if (self->process == NULL)
    {
      if (task != NULL)
        g_task_return_boolean (task, TRUE);
      g_clear_object (&task);
      return;
    }
  ab_engine_process_quit (g_steal_pointer (&self->process), "stop\nquit\n",
                          self->response_timeout_ms, task);
}

/* The watchdog: one timer at the next moment something is due. */

static gboolean
watchdog_cb (gpointer data)
{
  AbEngine *self = g_object_ref (data);
  gint64 now = g_get_monotonic_time ();
  Search *head = g_queue_peek_head (&self->searches);
  g_autofree char *detail = NULL;

  self->watchdog_id = 0;
  if (!self->uciok && now >= self->handshake_deadline)
    {
      detail = g_strdup_printf ("no uciok within %u ms", self->response_timeout_ms);
      _ab_engine_fail (self, AB_ENGINE_FAILURE_NOT_UCI, detail);
    }
  else if (self->ping_pending && now >= self->ping_deadline)
    {
      detail = g_strdup_printf ("no readyok within %u ms", self->response_timeout_ms);
      _ab_engine_fail (self, AB_ENGINE_FAILURE_NO_RESPONSE, detail);
    }
  else if (head != NULL && now >= head->deadline)
    {
      detail = g_strdup_printf ("no bestmove %" G_GINT64_FORMAT " ms after the time given",
                                (now - head->deadline) / 1000 + self->response_timeout_ms);
      _ab_engine_fail (self, AB_ENGINE_FAILURE_NO_BESTMOVE, detail);
    }
  else
    {
      if (head != NULL && !self->ping_pending && now >= self->next_ping)
        {
          send_ping (self, now);
          self->next_ping = now + (gint64) self->response_timeout_ms * 1000;
        }
      _ab_engine_rearm_watchdog (self);
    }
  g_object_unref (self);
  return G_SOURCE_REMOVE;
}

void
_ab_engine_rearm_watchdog (AbEngine *self)
{
  Search *head = g_queue_peek_head (&self->searches);
  gint64 due = G_MAXINT64, now, delay_ms;

  g_clear_handle_id (&self->watchdog_id, g_source_remove);
  if (self->process == NULL)
    return;
  if (!self->uciok)
    due = self->handshake_deadline;
  if (self->ping_pending)
    due = MIN (due, self->ping_deadline);
  if (head != NULL)
    {
      due = MIN (due, head->deadline);
      if (!self->ping_pending)
        due = MIN (due, self->next_ping);
    }
  if (due == G_MAXINT64)
    return;
  now = g_get_monotonic_time ();
  delay_ms = due <= now ? 0 : (due - now + 999) / 1000;
  self->watchdog_id = g_timeout_add ((guint) MIN (delay_ms, (gint64) G_MAXUINT), watchdog_cb,
                                     self);
}

/* GObject */

static void
ab_engine_dispose (GObject *object)
{
  AbEngine *self = AB_ENGINE (object);

  shut_down (self, NULL);

  G_OBJECT_CLASS (ab_engine_parent_class)->dispose (object);
}

static void
ab_engine_finalize (GObject *object)
{
  AbEngine *self = AB_ENGINE (object);

  g_free (self->path);
  g_free (self->name);
  g_hash_table_unref (self->custom);
  ab_engine_options_free (self->options);

  G_OBJECT_CLASS (ab_engine_parent_class)->finalize (object);
}

static void
ab_engine_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  AbEngine *self = AB_ENGINE (object);

  switch (prop_id)
    {
    case PROP_PATH:
      g_value_set_string (value, self->path);
      break;
    case PROP_STRENGTH:
      g_value_set_enum (value, self->strength);
      break;
    case PROP_THREADS:
      g_value_set_uint (value, self->threads);
      break;
    case PROP_HASH:
      g_value_set_uint (value, self->hash_mb);
      break;
    case PROP_RESPONSE_TIMEOUT:
      g_value_set_uint (value, self->response_timeout_ms);
      break;
    case PROP_STATE:
      g_value_set_enum (value, self->state);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ab_engine_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  AbEngine *self = AB_ENGINE (object);

  switch (prop_id)
    {
    case PROP_PATH:
      ab_engine_set_path (self, g_value_get_string (value));
      break;
    case PROP_STRENGTH:
      ab_engine_set_strength (self, g_value_get_enum (value));
      break;
    case PROP_THREADS:
      ab_engine_set_threads (self, g_value_get_uint (value));
      break;
    case PROP_HASH:
      ab_engine_set_hash (self, g_value_get_uint (value));
      break;
    case PROP_RESPONSE_TIMEOUT:
      ab_engine_set_response_timeout (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ab_engine_class_init (AbEngineClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->dispose = ab_engine_dispose;
  object_class->finalize = ab_engine_finalize;
  object_class->get_property = ab_engine_get_property;
  object_class->set_property = ab_engine_set_property;

  properties[PROP_PATH] = g_param_spec_string ("path", NULL, NULL, NULL, flags);
  properties[PROP_STRENGTH] = g_param_spec_enum ("strength", NULL, NULL, AB_TYPE_ENGINE_STRENGTH,
                                                 AB_ENGINE_STRENGTH_CLUB, flags);
  properties[PROP_THREADS] = g_param_spec_uint ("threads", NULL, NULL, 1, 1024, 1, flags);
  properties[PROP_HASH] = g_param_spec_uint ("hash", NULL, NULL, 1, 1u << 25, 16, flags);
  properties[PROP_RESPONSE_TIMEOUT] = g_param_spec_uint ("response-timeout", NULL, NULL, 10,
                                                         600000, DEFAULT_RESPONSE_TIMEOUT_MS,
                                                         flags);
  properties[PROP_STATE] = g_param_spec_enum ("state", NULL, NULL, AB_TYPE_ENGINE_STATE,
                                              AB_ENGINE_STATE_STOPPED,
                                              G_PARAM_READABLE | G_PARAM_STATIC_STRINGS
                                                  | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_NAME] = g_param_spec_string ("name", NULL, NULL, NULL,
                                               G_PARAM_READABLE | G_PARAM_STATIC_STRINGS
                                                   | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[READY] = g_signal_new ("ready", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                 NULL, NULL, G_TYPE_NONE, 0);
  signals[BEST_MOVE] = g_signal_new ("best-move", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                     0, NULL, NULL, NULL, G_TYPE_NONE, 3, G_TYPE_UINT,
                                     G_TYPE_UINT, G_TYPE_UINT);
  signals[INFO] = g_signal_new ("info", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_POINTER);
  signals[FAILED] = g_signal_new ("failed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                  NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_STRING);
}

static void
ab_engine_init (AbEngine *self)
{
  self->strength = AB_ENGINE_STRENGTH_CLUB;
  self->threads = 1;
  self->hash_mb = 16;
  self->response_timeout_ms = DEFAULT_RESPONSE_TIMEOUT_MS;
  self->custom = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->options = ab_engine_options_new ();
  g_queue_init (&self->searches);
}

AbEngine *
ab_engine_new (const char *path)
{
  return g_object_new (AB_TYPE_ENGINE, "path", path, NULL);
}

char *
ab_engine_find_default (void)
{
  if (g_file_test (DEFAULT_ENGINE, G_FILE_TEST_IS_EXECUTABLE))
    return g_strdup (DEFAULT_ENGINE);
  return g_find_program_in_path ("stockfish");
}

/* Properties */

const char *
ab_engine_get_path (AbEngine *self)
{
  g_return_val_if_fail (AB_IS_ENGINE (self), NULL);
  return self->path;
}

void
ab_engine_set_path (AbEngine *self, const char *path)
{
  g_return_if_fail (AB_IS_ENGINE (self));
  if (g_strcmp0 (self->path, path) == 0)
    return;
  g_free (self->path);
  self->path = g_strdup (path);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PATH]);
}

AbEngineStrength
ab_engine_get_strength (AbEngine *self)
{
  g_return_val_if_fail (AB_IS_ENGINE (self), AB_ENGINE_STRENGTH_FULL);
  return self->strength;
}

void
ab_engine_set_strength (AbEngine *self, AbEngineStrength strength)
{
  g_return_if_fail (AB_IS_ENGINE (self));
  g_return_if_fail (strength <= AB_ENGINE_STRENGTH_FULL);
  if (self->strength == strength)
    return;
  self->strength = strength;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STRENGTH]);
}

guint
ab_engine_get_threads (AbEngine *self)
{
  g_return_val_if_fail (AB_IS_ENGINE (self), 1);
  return self->threads;
}

void
ab_engine_set_threads (AbEngine *self, guint threads)
{
  g_return_if_fail (AB_IS_ENGINE (self));
  threads = CLAMP (threads, 1, 1024);
  if (self->threads == threads)
    return;
  self->threads = threads;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_THREADS]);
}

guint
ab_engine_get_hash (AbEngine *self)
{
  g_return_val_if_fail (AB_IS_ENGINE (self), 16);
  return self->hash_mb;
}

void
ab_engine_set_hash (AbEngine *self, guint hash_mb)
{
  g_return_if_fail (AB_IS_ENGINE (self));
  hash_mb = CLAMP (hash_mb, 1, 1u << 25);
  if (self->hash_mb == hash_mb)
    return;
  self->hash_mb = hash_mb;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_HASH]);
}

guint
ab_engine_get_response_timeout (AbEngine *self)
{
  g_return_val_if_fail (AB_IS_ENGINE (self), DEFAULT_RESPONSE_TIMEOUT_MS);
  return self->response_timeout_ms;
}

void
ab_engine_set_response_timeout (AbEngine *self, guint timeout_ms)
{
  g_return_if_fail (AB_IS_ENGINE (self));
  timeout_ms = CLAMP (timeout_ms, 10, 600000);
  if (self->response_timeout_ms == timeout_ms)
    return;
  self->response_timeout_ms = timeout_ms;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RESPONSE_TIMEOUT]);
}

void
ab_engine_set_option (AbEngine *self, const char *name, const char *value)
{
  g_return_if_fail (AB_IS_ENGINE (self));
  g_return_if_fail (name != NULL);

  if (value == NULL)
    g_hash_table_remove (self->custom, name);
  else
    g_hash_table_replace (self->custom, g_strdup (name), g_strdup (value));
}

AbEngineState
ab_engine_get_state (AbEngine *self)
{
  g_return_val_if_fail (AB_IS_ENGINE (self), AB_ENGINE_STATE_STOPPED);
  return self->state;
}

const char *
ab_engine_get_name (AbEngine *self)
{
  g_return_val_if_fail (AB_IS_ENGINE (self), NULL);
  return self->name;
}

gboolean
ab_engine_has_option (AbEngine *self, const char *name)
{
  g_return_val_if_fail (AB_IS_ENGINE (self), FALSE);
  g_return_val_if_fail (name != NULL, FALSE);
  return self->process != NULL && ab_engine_options_lookup (self->options, name) != NULL;
}

const char *
ab_engine_get_identifier (AbEngine *self)
{
  g_return_val_if_fail (AB_IS_ENGINE (self), NULL);
  return self->process != NULL ? ab_engine_process_get_identifier (self->process) : NULL;
}

/* Operations */

gboolean
ab_engine_start (AbEngine *self, GError **error)
{
  g_autoptr (GError) local = NULL;
  g_autofree char *path = NULL;
  AbEngineProcess *process;

  g_return_val_if_fail (AB_IS_ENGINE (self), FALSE);

  if (self->process != NULL)
    {
      g_set_error (error, AB_ENGINE_ERROR, AB_ENGINE_ERROR_RUNNING, "The engine runs already");
      return FALSE;
    }
  path = self->path != NULL ? g_strdup (self->path) : ab_engine_find_default ();
  if (path == NULL)
    {
      g_set_error (error, AB_ENGINE_ERROR, AB_ENGINE_ERROR_START,
                   "No engine: neither %s nor stockfish on the PATH", DEFAULT_ENGINE);
      return FALSE;
    }
  process = ab_engine_process_spawn (path, &process_callbacks, self, &local);
  if (process == NULL)
    {
      g_set_error (error, AB_ENGINE_ERROR, AB_ENGINE_ERROR_START, "%s", local->message);
      return FALSE;
    }
  ab_engine_options_reset (self->options);
  self->uciok = FALSE;
  self->new_game = TRUE;
  self->ping_pending = FALSE;
  self->handshake_deadline = g_get_monotonic_time ()
                             + (gint64) self->response_timeout_ms * 1000;
  set_name (self, NULL);
  self->process = process;
  ab_engine_process_write (self->process, "uci\n");
  _ab_engine_set_state (self, AB_ENGINE_STATE_STARTING);
  _ab_engine_rearm_watchdog (self);
  return TRUE;
}

void
ab_engine_new_game (AbEngine *self)
{
  g_return_if_fail (AB_IS_ENGINE (self));
  self->new_game = TRUE;
}

void
ab_engine_quit (AbEngine *self, GAsyncReadyCallback callback, gpointer user_data)
{
  GTask *task;

  g_return_if_fail (AB_IS_ENGINE (self));

  task = g_task_new (self, NULL, callback, user_data);
  g_task_set_source_tag (task, ab_engine_quit);
  shut_down (self, task);
  _ab_engine_set_state (self, AB_ENGINE_STATE_STOPPED);
}

gboolean
ab_engine_quit_finish (AbEngine *self, GAsyncResult *result)
{
  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);
  return g_task_propagate_boolean (G_TASK (result), NULL);
}
