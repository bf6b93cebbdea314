/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-engine-search.c — searches: asked for, stopped, cancelled, answered. */
#include "ab-engine-private.h"

#include "ab-uci.h"

static void
search_free (Search *search)
{
  ab_position_free (search->position);
  g_free (search);
}

Search *
_ab_engine_active_search (AbEngine *self)
{
  Search *last = g_queue_peek_tail (&self->searches);

  return last != NULL && !last->cancelled ? last : NULL;
}

void
_ab_engine_clear_searches (AbEngine *self)
{
  Search *search;

  while ((search = g_queue_pop_head (&self->searches)) != NULL)
    search_free (search);
}

void
_ab_engine_handle_bestmove (AbEngine *self, const AbUciLine *line)
{
  Search *search = g_queue_pop_head (&self->searches);
  AbMove move, ponder = AB_MOVE_NONE;
  guint id;

  if (search == NULL)
    return; /* nothing was asked */
  if (search->cancelled)
    {
      search_free (search);
      _ab_engine_update_state (self);
      return;
    }
  move = line->best != NULL ? ab_move_from_uci (search->position, line->best) : AB_MOVE_NONE;
  if (move == AB_MOVE_NONE)
    {
      g_autofree char *detail = g_strdup_printf ("bestmove %s is not legal",
                                                 line->best != NULL ? line->best : "(none)");

      search_free (search);
      _ab_engine_fail (self, AB_ENGINE_FAILURE_ILLEGAL_MOVE, detail);
      return;
    }
  if (line->ponder != NULL)
    {
      AbUndo undo;

      ab_position_make (search->position, move, &undo);
      ponder = ab_move_from_uci (search->position, line->ponder);
    }
  id = search->id;
  search_free (search);
  _ab_engine_update_state (self);
  _ab_engine_emit_best_move (self, id, move, ponder);
}

void
_ab_engine_handle_info (AbEngine *self, AbUciLine *line)
{
  Search *search = g_queue_peek_head (&self->searches);
  AbEngineInfo *info = &line->info;
  AbPosition *pos;

  if (search == NULL || search->cancelled)
    return;
  if (info->score.kind == AB_ENGINE_SCORE_NONE && line->pv[0] == NULL)
    return; /* "currmove", "string" and the like */
  pos = ab_position_copy (search->position);
  for (guint i = 0; line->pv[i] != NULL && info->n_pv < AB_ENGINE_PV_MAX; i++)
    {
      AbMove move = ab_move_from_uci (pos, line->pv[i]);
      AbUndo undo;

      if (move == AB_MOVE_NONE)
        break;
      info->pv[info->n_pv++] = move;
      ab_position_make (pos, move, &undo);
    }
  ab_position_free (pos);
  _ab_engine_emit_info (self, search->id, info);
}

guint
ab_engine_go (AbEngine *self, const AbPosition *start, const AbMove *moves, guint n_moves,
              const AbEngineLimits *limits, GError **error)
{
  g_autoptr (GString) commands = g_string_new (NULL);
  g_autofree char *position = NULL;
  g_autofree char *go = NULL;
  AbEngineSettings settings;
  gboolean chess960;
  Search *search;
  gint64 now, deadline_ms;
  guint bad_ply = 0;

  g_return_val_if_fail (AB_IS_ENGINE (self), 0);
  g_return_val_if_fail (start != NULL, 0);
  g_return_val_if_fail (n_moves == 0 || moves != NULL, 0);

  if (self->state == AB_ENGINE_STATE_THINKING)
    {
      g_set_error (error, AB_ENGINE_ERROR, AB_ENGINE_ERROR_BUSY, "The engine is searching");
      return 0;
    }
  if (self->state != AB_ENGINE_STATE_READY)
    {
      g_set_error (error, AB_ENGINE_ERROR, AB_ENGINE_ERROR_NOT_READY, "The engine is not ready");
      return 0;
    }
  if (!ab_engine_limits_check (limits))
    {
      g_set_error (error, AB_ENGINE_ERROR, AB_ENGINE_ERROR_BAD_LIMITS,
                   "No search limit given, or one out of range");
      return 0;
    }
  chess960 = ab_position_is_chess960 (start);
  if (chess960 && ab_engine_options_lookup (self->options, "UCI_Chess960") == NULL)
    {
      g_set_error (error, AB_ENGINE_ERROR, AB_ENGINE_ERROR_UNSUPPORTED,
                   "The engine does not play Chess960");
      return 0;
    }
  search = g_new0 (Search, 1);
  search->position = ab_position_new ();
  position = ab_uci_format_position (start, moves, n_moves, search->position, &bad_ply);
  if (position == NULL || ab_position_count_legal (search->position) == 0)
    {
      if (position == NULL)
        g_set_error (error, AB_ENGINE_ERROR, AB_ENGINE_ERROR_ILLEGAL_MOVE,
                     "Move %u of the game is not legal", bad_ply + 1);
      else
        g_set_error (error, AB_ENGINE_ERROR, AB_ENGINE_ERROR_NO_MOVES,
                     "The side to move has no legal move");
      search_free (search);
      return 0;
    }

  _ab_engine_fill_settings (self, &settings, limits->full_strength, chess960);
  ab_engine_options_update (self->options, &settings, commands);
  if (self->new_game)
    g_string_append (commands, "ucinewgame\n");
  self->new_game = FALSE;
  go = ab_uci_format_go (limits);
  g_string_append (commands, position);
  g_string_append (commands, go);
  ab_engine_process_write (self->process, commands->str);

  now = g_get_monotonic_time ();
  deadline_ms = ab_engine_limits_deadline_ms (limits, ab_position_side_to_move (search->position),
                                              self->response_timeout_ms);
  search->deadline = deadline_ms == G_MAXINT64 ? G_MAXINT64 : now + deadline_ms * 1000;
  if (++self->last_search_id == 0)
    self->last_search_id = 1;
  search->id = self->last_search_id;
  if (g_queue_is_empty (&self->searches))
    self->next_ping = now + (gint64) self->response_timeout_ms * 1000;
  g_queue_push_tail (&self->searches, search);
  _ab_engine_update_state (self);
  _ab_engine_rearm_watchdog (self);
  return search->id;
}

guint
ab_engine_hint (AbEngine *self, const AbPosition *start, const AbMove *moves, guint n_moves,
                GError **error)
{
  AbEngineLimits limits = { .movetime_ms = AB_ENGINE_HINT_MOVETIME_MS, .full_strength = TRUE };

  return ab_engine_go (self, start, moves, n_moves, &limits, error);
}

/* After "stop" the engine must answer at once. */
static void
stop_search (AbEngine *self, Search *search)
{
  gint64 limit = g_get_monotonic_time () + (gint64) self->response_timeout_ms * 1000;

  search->deadline = MIN (search->deadline, limit);
  ab_engine_process_write (self->process, "stop\n");
  _ab_engine_rearm_watchdog (self);
}

gboolean
ab_engine_stop (AbEngine *self)
{
  Search *search;

  g_return_val_if_fail (AB_IS_ENGINE (self), FALSE);

  search = _ab_engine_active_search (self);
  if (search == NULL || self->process == NULL)
    return FALSE;
  stop_search (self, search);
  return TRUE;
}

gboolean
ab_engine_cancel (AbEngine *self)
{
  Search *search;

  g_return_val_if_fail (AB_IS_ENGINE (self), FALSE);

  search = _ab_engine_active_search (self);
  if (search == NULL || self->process == NULL)
    return FALSE;
  search->cancelled = TRUE;
  stop_search (self, search);
  _ab_engine_update_state (self);
  return TRUE;
}
