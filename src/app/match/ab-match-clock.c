/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-match-clock.c — the match's time and clock, the clock press, the correction of
 * a slip (D.2.8) and the acts of players and arbiter. */
#include "ab-match-private.h"

#include "ab-uci.h"

/* How often the running clocks are redrawn and the warnings checked. */
#define TICK_MS 200

gint64
ab_match_now (AbMatch *self)
{
  gint64 now;

  g_return_val_if_fail (AB_IS_MATCH (self), 0);

  now = self->base_game + (g_get_monotonic_time () - self->base_mono);
  /* No later time reads back from the journal: past it (a journal edited to the year 9999)
   * the game's time stands still, rather than write what the resumption refuses. */
  self->last_usec = CLAMP (now, self->last_usec, AB_JOURNAL_MAX_USEC);
  return self->last_usec;
}

const AbGame *
ab_match_get_game (AbMatch *self)
{
  g_return_val_if_fail (AB_IS_MATCH (self), NULL);

  return self->game;
}

gboolean
ab_match_get_clock_reading (AbMatch *self, AbColor side, AbClockReading *out)
{
  const AbClock *clock;
  gint64 now;

  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);

  clock = ab_game_get_clock (self->game);
  if (clock == NULL)
    return FALSE;
  now = MAX (ab_match_now (self), ab_clock_get_last_event (clock));
  return ab_clock_get_reading (clock, side, now, out) == AB_CLOCK_OK;
}

const char *
ab_match_get_name (AbMatch *self, AbColor side)
{
  const char *name;

  g_return_val_if_fail (AB_IS_MATCH (self), NULL);

  name = ab_game_get_info (self->game, side == AB_BLACK ? AB_GAME_INFO_BLACK
                                                        : AB_GAME_INFO_WHITE);
  return name != NULL && name[0] != '\0' ? name : NULL;
}

void
ab_match_set_press_by_key (AbMatch *self, gboolean by_key)
{
  g_return_if_fail (AB_IS_MATCH (self));

  self->press_by_key = by_key;
}

gboolean
ab_match_get_press_by_key (AbMatch *self)
{
  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);

  return self->press_by_key;
}

#define BUDGET_EVENT "deadpos-budget"
/* The analyser's default budget in milliseconds at its calibration (ab-deadpos.h). */
#define DEFAULT_BUDGET_MS ((guint) (AB_DEADPOS_DEFAULT_NODES / (AB_DEADPOS_NODES_PER_SECOND / 1000)))

static guint
effective_budget (guint ms)
{
  return ms != 0 ? ms : DEFAULT_BUDGET_MS;
}

void
ab_match_set_deadpos_budget (AbMatch *self, guint ms)
{
  g_return_if_fail (AB_IS_MATCH (self));

  self->deadpos_budget_ms = ms == DEFAULT_BUDGET_MS ? 0 : ms;
  _ab_match_sync_budget (self);
}

guint
ab_match_get_deadpos_budget (AbMatch *self)
{
  g_return_val_if_fail (AB_IS_MATCH (self), 0);

  return self->deadpos_budget_ms;
}

static AbJournalEvent *
budget_event (AbMatch *self, gint64 now)
{
  g_autofree char *ms = g_strdup_printf ("%u", effective_budget (self->deadpos_budget_ms));

  return ab_journal_event_new (AB_JOURNAL_EVENT_ACTION, now, AB_WHITE, BUDGET_EVENT, ms);
}

/* Journaled with the setup: the verdicts replay as they were given under this budget. */
void
_ab_match_budget_setup_event (AbMatch *self, GPtrArray *events, gint64 now)
{
  if (self->deadpos_budget_ms != 0)
    g_ptr_array_add (events, budget_event (self, now));
}

void
_ab_match_sync_budget (AbMatch *self)
{
  g_autoptr (GError) error = NULL;

  if (effective_budget (ab_game_get_deadpos_budget (self->game))
      == effective_budget (self->deadpos_budget_ms))
    return;
  /* No match begun has nothing to journal; a game over has nothing more to analyse. */
  if (self->events->len == 0 || ab_game_is_over (self->game))
    return;
  if (!_ab_match_apply_and_record (self, budget_event (self, ab_match_now (self)), NULL, &error))
    g_warning ("The analysis budget is not in the journal: %s", error->message);
}

gboolean
_ab_match_is_budget_event (const AbJournalEvent *event)
{
  return event->type == AB_JOURNAL_EVENT_ACTION && g_str_equal (event->text, BUDGET_EVENT);
}

AbGameError
_ab_match_apply_budget (AbGame *game, const AbJournalEvent *event)
{
  guint64 ms;

  /* Up to a minute, as the preferences allow: more is no budget but a hang. */
  if (event->arg == NULL || !g_ascii_string_to_unsigned (event->arg, 10, 1, 60000, &ms, NULL))
    return AB_GAME_ERROR_BAD_ARGUMENT;
  ab_game_set_deadpos_budget (game, (uint32_t) ms);
  return AB_GAME_OK;
}

/* player's last move waits for its press: it can still be corrected (D.2.8). */
static gboolean
move_pending (AbMatch *self, AbColor player)
{
  int n = ab_game_get_n_moves (self->game);
  const AbGameMove *last = n > 0 ? ab_game_get_move (self->game, n - 1) : NULL;

  return last != NULL && last->side == player && last->completed_us < 0
         && !ab_game_is_over (self->game);
}

gboolean
ab_match_press_due (AbMatch *self, AbColor player)
{
  const AbClock *clock;

  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);

  if (move_pending (self, player))
    return TRUE;
  /* The opponent replied before the press (6.2.1.2): the press is still owed (6.2.2). */
  clock = ab_game_get_clock (self->game);
  return clock != NULL && ab_clock_get_state (clock) == AB_CLOCK_RUNNING
         && ab_clock_get_side (clock) == player && move_pending (self, !player);
}

/* The time now, with the flags that fell by then settled; FALSE when that ended the
 * game or it was over already. */
static gboolean
settle_not_over (AbMatch *self, gint64 *now, GError **error)
{
  *now = ab_match_now (self);
  _ab_match_settle_flags (self, *now);
  if (!ab_game_is_over (self->game))
    return TRUE;
  g_set_error_literal (error, AB_MATCH_ERROR, AB_MATCH_ERROR_GAME_OVER, "The game is over");
  return FALSE;
}

gboolean
ab_match_may_act (AbMatch *self, GError **error)
{
  gint64 now;

  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);

  return settle_not_over (self, &now, error);
}

static gboolean
no_press_due (GError **error)
{
  g_set_error_literal (error, AB_MATCH_ERROR, AB_MATCH_ERROR_NO_PRESS_DUE,
                       "No move waits for the clock press");
  return FALSE;
}

gboolean
ab_match_clock_waits (AbMatch *self)
{
  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);

  return ab_game_get_clock (self->game) != NULL
         && ab_game_get_phase (self->game) == AB_GAME_PHASE_NOT_STARTED;
}

gboolean
ab_match_start_clock (AbMatch *self, GError **error)
{
  AbDecision d;
  gint64 now;

  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);

  if (!settle_not_over (self, &now, error))
    return FALSE;
  if (!ab_match_clock_waits (self))
    {
      g_set_error_literal (error, AB_MATCH_ERROR, AB_MATCH_ERROR_REFUSED,
                           "No clock waits to be started");
      return FALSE;
    }
  if (!_ab_match_apply_and_record (self,
                                   ab_journal_event_new (AB_JOURNAL_EVENT_ACTION, now,
                                                        ab_position_side_to_move (
                                                          ab_game_get_position (self->game)),
                                                        AB_MATCH_START_CLOCK, NULL),
                                   &d, error))
    return FALSE;
  _ab_match_emit_ruling (self, &d);
  _ab_match_clock_changed (self);
  return TRUE;
}

/* When the clock started (6.6): its "start-clock", or the setup when it did not wait. */
gint64
_ab_match_clock_started_at (GPtrArray *events, gint64 now)
{
  gint64 setup = now;

  for (guint i = 0; i < events->len; i++)
    {
      const AbJournalEvent *event = g_ptr_array_index (events, i);

      if (event->type == AB_JOURNAL_EVENT_ACTION && g_str_equal (event->text, AB_MATCH_START_CLOCK))
        return event->wall_usec;
      if (event->type == AB_JOURNAL_EVENT_SETUP)
        setup = event->wall_usec;
    }
  return setup;
}

gboolean
ab_match_press_clock (AbMatch *self, AbColor player, GError **error)
{
  AbDecision d;
  gint64 now;

  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);

  /* Before the first move the press starts the clock, as a player starts his opponent's. */
  if (ab_match_clock_waits (self) && !ab_game_is_over (self->game))
    return ab_match_start_clock (self, error);
  if (!settle_not_over (self, &now, error))
    return FALSE;
  if (!ab_match_press_due (self, player))
    return no_press_due (error);
  if (!_ab_match_apply_and_record (self,
                                   ab_journal_event_new (AB_JOURNAL_EVENT_PRESS, now, player, NULL,
                                                        NULL),
                                   &d, error))
    return FALSE;
  if (d.pressed && d.press.period_change)
    _ab_match_emit_ruling (self, &d);
  /* The sighted player's moves always press: a reply made while this press was owed
   * is completed with it. */
  if (player == self->blind_color && move_pending (self, !player))
    {
      g_autoptr (GError) reply_error = NULL;

      if (!_ab_match_apply_and_record (self,
                                       ab_journal_event_new (AB_JOURNAL_EVENT_PRESS, now, !player,
                                                            NULL, NULL),
                                       &d, &reply_error))
        g_warning ("The reply's clock press failed: %s", reply_error->message);
      else if (d.pressed && d.press.period_change)
        _ab_match_emit_ruling (self, &d);
    }
  _ab_match_clock_changed (self);
  return TRUE;
}

gboolean
ab_match_retract (AbMatch *self, AbColor player, GError **error)
{
  AbJournalEvent *event;
  gint64 now;

  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);

  if (!settle_not_over (self, &now, error))
    return FALSE;
  /* D.2.8: only until the clock is pressed. */
  if (!move_pending (self, player))
    return no_press_due (error);
  event = ab_journal_event_new (AB_JOURNAL_EVENT_ACTION, now, player, "retract", NULL);
  if (!_ab_match_record (self, event, error))
    return FALSE;
  _ab_match_rebuild (self);
  return TRUE;
}

static const char *const act_names[] = {
  [AB_MATCH_ACT_OFFER_DRAW] = "offer",
  [AB_MATCH_ACT_ACCEPT_DRAW] = "accept",
  [AB_MATCH_ACT_DECLINE_DRAW] = "decline",
  [AB_MATCH_ACT_CLAIM_THREEFOLD] = "claim-threefold",
  [AB_MATCH_ACT_CLAIM_FIFTY] = "claim-fifty",
  [AB_MATCH_ACT_RESIGN] = "resign",
  [AB_MATCH_ACT_FLAG] = "flag",
  [AB_MATCH_ACT_PAUSE] = "pause",
  [AB_MATCH_ACT_RESUME] = "resume",
};

gboolean
ab_match_act (AbMatch *self, AbMatchAct act, AbColor actor, AbMove intended, GError **error)
{
  char uci[AB_UCI_MAX] = "-";
  AbDecision d;
  gint64 now;

  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);
  g_return_val_if_fail ((guint) act < G_N_ELEMENTS (act_names), FALSE);

  if (!settle_not_over (self, &now, error))
    return FALSE;
  if (intended != AB_MOVE_NONE)
    ab_move_to_uci (ab_game_get_position (self->game), intended, uci);
  if (!_ab_match_apply_and_record (self,
                                   ab_journal_event_new (AB_JOURNAL_EVENT_ACTION, now, actor,
                                                        act_names[act], uci),
                                   &d, error))
    return FALSE;
  _ab_match_emit_ruling (self, &d);
  _ab_match_clock_changed (self);
  if (ab_game_is_over (self->game))
    _ab_match_emit_game_over (self);
  return TRUE;
}

gboolean
_ab_match_settle_flags (AbMatch *self, gint64 now)
{
  const AbClock *clock = ab_game_get_clock (self->game);
  AbClockFlags flags;
  AbJournalEvent *event;
  AbDecision d;
  g_autoptr (GError) error = NULL;

  if (_ab_match_assistant_flag (self, now))
    return FALSE;
  if (clock == NULL || ab_game_is_over (self->game)
      || ab_clock_get_flags (clock, MAX (now, ab_clock_get_last_event (clock)), &flags)
           != AB_CLOCK_OK
      || !flags.any)
    return FALSE;
  event = ab_journal_event_new (AB_JOURNAL_EVENT_ACTION, now, flags.first, "flags", NULL);
  if (!_ab_match_apply_and_record (self, event, &d, &error))
    {
      g_warning ("The flag fall is not in the journal: %s", error->message);
      return FALSE;
    }
  if (d.kind == AB_DECISION_NONE)
    return FALSE;
  _ab_match_emit_ruling (self, &d);
  if (ab_game_is_over (self->game))
    _ab_match_emit_game_over (self);
  _ab_match_clock_changed (self);
  return ab_game_is_over (self->game);
}

void
_ab_match_stop_timers (AbMatch *self)
{
  g_clear_handle_id (&self->flag_source, g_source_remove);
  g_clear_handle_id (&self->tick_source, g_source_remove);
  _ab_match_follow_beat (self, FALSE);
}

static gboolean
flag_timeout_cb (gpointer data)
{
  AbMatch *self = data;

  self->flag_source = 0;
  /* Exactly at the flag's moment, or a little after: the clock knows when it fell. */
  if (!_ab_match_settle_flags (self, ab_match_now (self)))
    _ab_match_clock_changed (self);
  return G_SOURCE_REMOVE;
}

void
ab_match_set_time_warnings (AbMatch *self, const guint32 *seconds, gsize n)
{
  g_return_if_fail (AB_IS_MATCH (self));

  g_array_set_size (self->time_warnings, 0);
  for (gsize i = 0; i < n; i++)
    {
      gint64 t = (gint64) seconds[i] * G_USEC_PER_SEC;

      g_array_append_val (self->time_warnings, t);
    }
}

/* A warning when the blind player's own running clock passed a threshold since the last
 * look (the highest of those passed, once). */
static void
check_time_warnings (AbMatch *self)
{
  const AbClock *clock = ab_game_get_clock (self->game);
  AbClockReading reading;
  gint64 crossed = -1;

  /* D.2.10.4: with an assistant, time is told only when asked. */
  if (clock == NULL || ab_game_is_over (self->game) || self->has_assistant
      || ab_clock_get_state (clock) != AB_CLOCK_RUNNING
      || ab_clock_get_side (clock) != self->blind_color
      || !ab_match_get_clock_reading (self, self->blind_color, &reading))
    {
      self->warned_above = -1;
      return;
    }
  for (guint i = 0; i < self->time_warnings->len; i++)
    {
      gint64 t = g_array_index (self->time_warnings, gint64, i);

      if (self->warned_above > t && reading.time_us <= t && reading.time_us > 0)
        crossed = MAX (crossed, t);
    }
  self->warned_above = reading.time_us;
  if (crossed > 0)
    _ab_match_emit_time_warning (self, crossed);
}

static gboolean
tick_cb (gpointer data)
{
  AbMatch *self = data;

  _ab_match_emit_clock_changed (self);
  check_time_warnings (self);
  return G_SOURCE_CONTINUE;
}

/* A move and its clock press are two lines of the journal: a crash can come between them.
 * The press went with the announcement the crash cut off; it is made now, at the move's
 * time, or the mover's clock would run on through the opponent's thinking. */
void
_ab_match_clock_finish_press (AbMatch *self)
{
  const AbClock *clock = ab_game_get_clock (self->game);
  const AbJournalEvent *last;
  g_autoptr (GError) error = NULL;
  AbColor mover;
  AbDecision d;

  if (self->events->len == 0 || clock == NULL || ab_game_is_over (self->game)
      || ab_clock_get_state (clock) != AB_CLOCK_RUNNING)
    return;
  last = g_ptr_array_index (self->events, self->events->len - 1);
  mover = !ab_position_side_to_move (ab_game_get_position (self->game));
  if (last->type != AB_JOURNAL_EVENT_MOVE || ab_clock_get_side (clock) != mover
      || !_ab_match_assistant_presses (self, mover))
    return;
  if (!_ab_match_apply_and_record (self,
                                   ab_journal_event_new (AB_JOURNAL_EVENT_PRESS, last->wall_usec,
                                                        mover, NULL, NULL),
                                   &d, &error))
    g_warning ("The clock press of the last move is not in the journal: %s", error->message);
}

void
_ab_match_clock_changed (AbMatch *self)
{
  const AbClock *clock = ab_game_get_clock (self->game);
  gboolean running = clock != NULL && !ab_game_is_over (self->game)
                     && ab_clock_get_state (clock) == AB_CLOCK_RUNNING;
  gint64 flag_at = running ? ab_clock_next_flag (clock) : -1;

  g_clear_handle_id (&self->flag_source, g_source_remove);
  if (flag_at >= 0 && _ab_match_assistant_wants_flag_timer (self, flag_at))
    {
      gint64 wait_ms = (flag_at - ab_match_now (self)) / 1000 + 1;

      self->flag_source = g_timeout_add ((guint) CLAMP (wait_ms, 0, G_MAXINT), flag_timeout_cb,
                                         self);
    }
  if (running && self->tick_source == 0)
    self->tick_source = g_timeout_add (TICK_MS, tick_cb, self);
  else if (!running)
    g_clear_handle_id (&self->tick_source, g_source_remove);
  _ab_match_follow_beat (self, running);
  _ab_match_emit_clock_changed (self);
  check_time_warnings (self);
}
