/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-engine-private.h — AbEngine's insides, shared by ab-engine.c (its life:
 * process, handshake, watchdog) and ab-engine-search.c (its searches). */
#pragma once

#include "ab-engine-process.h"
#include "ab-engine.h"

G_BEGIN_DECLS

typedef struct
{
  guint id;
  gboolean cancelled;
  gint64 deadline;      /* monotonic µs by which "bestmove" must come; G_MAXINT64: none */
  AbPosition *position; /* the position searched */
} Search;

struct _AbEngine
{
  GObject parent_instance;

  char *path;
  AbEngineStrength strength;
  guint threads;
  guint hash_mb;
  guint response_timeout_ms;
  GHashTable *custom; /* option name → value */

  AbEngineState state;
  char *name;
  AbEngineProcess *process; /* NULL when stopped or failed */
  AbEngineOptions *options;
  gboolean uciok;
  gboolean new_game;
  gint64 handshake_deadline;
  gboolean ping_pending;
  gint64 ping_deadline;
  gint64 next_ping;
  GQueue searches; /* Search*, in the order their "bestmove"s will come */
  guint last_search_id;
  guint watchdog_id;
};

void _ab_engine_set_state (AbEngine *self, AbEngineState state);
/* READY or THINKING, as the searches say; other states stay. */
void _ab_engine_update_state (AbEngine *self);
/* Kills the process, drops the searches, emits "failed". */
void _ab_engine_fail (AbEngine *self, AbEngineFailure reason, const char *detail);
void _ab_engine_rearm_watchdog (AbEngine *self);
void _ab_engine_fill_settings (AbEngine *self, AbEngineSettings *settings, gboolean full_strength,
                               gboolean chess960);
void _ab_engine_emit_best_move (AbEngine *self, guint search, AbMove move, AbMove ponder);
void _ab_engine_emit_info (AbEngine *self, guint search, const AbEngineInfo *info);

/* The search not cancelled, if any: the last one. */
Search *_ab_engine_active_search (AbEngine *self);
void _ab_engine_clear_searches (AbEngine *self);
void _ab_engine_handle_bestmove (AbEngine *self, const AbUciLine *line);
void _ab_engine_handle_info (AbEngine *self, AbUciLine *line);

G_END_DECLS
