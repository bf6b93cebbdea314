/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-game.c — the game record: creation, set-up, reading it, and the helpers the rule
 * files share. */
#include "ab-game-private.h"

#include <stdlib.h>
#include <string.h>

static void
evaluate_start (AbGame *self);

AbGame *
ab_game_new (void)
{
  AbGame *self = calloc (1, sizeof *self);

  if (!self)
    return NULL;
  self->edition = AB_EDITION_DEFAULT;
  self->speed = AB_TIME_CONTROL_SPEED_STANDARD;
  self->supervised = true;
  self->start = ab_position_new ();
  self->pos = ab_position_new ();
  self->cap_moves = 64;
  self->moves = malloc (sizeof *self->moves * (size_t) self->cap_moves);
  self->keys = malloc (sizeof *self->keys * (size_t) (self->cap_moves + 1));
  if (!self->start || !self->pos || !self->moves || !self->keys)
    {
      ab_game_free (self);
      return NULL;
    }
  for (int c = 0; c < 2; c++)
    {
      self->touched_square[c] = AB_NO_SQUARE;
      self->must_move[c] = AB_NO_SQUARE;
    }
  evaluate_start (self);
  return self;
}

void
ab_game_free (AbGame *self)
{
  if (!self)
    return;
  if (self->start)
    ab_position_free (self->start);
  if (self->pos)
    ab_position_free (self->pos);
  if (self->restore)
    ab_position_free (self->restore);
  ab_clock_free (self->clock);
  if (self->deadpos)
    ab_deadpos_free (self->deadpos);
  free (self->moves);
  free (self->keys);
  free (self->incidents);
  free (self);
}

/* ---- shared helpers ---- */

AbGameError
_ab_game_check_now (const AbGame *self, int64_t now)
{
  if (now < 0 || now < self->last_us || now > AB_CLOCK_MAX_TIMESTAMP)
    return AB_GAME_ERROR_TIME_BACKWARDS;
  return AB_GAME_OK;
}

AbGameError
_ab_game_check_playing (const AbGame *self)
{
  switch (self->phase)
    {
    case AB_GAME_PHASE_OVER: return AB_GAME_ERROR_OVER;
    case AB_GAME_PHASE_ADJOURNED: return AB_GAME_ERROR_ADJOURNED;
    default: return AB_GAME_OK;
    }
}

void
_ab_game_decision_init (AbDecision *d, AbDecisionKind kind, int64_t now)
{
  memset (d, 0, sizeof *d);
  d->kind = kind;
  d->square = AB_NO_SQUARE;
  d->at_us = now;
}

AbGameError
_ab_game_clock_failed (AbGame *self, AbClockError error)
{
  self->clock_error = error;
  return AB_GAME_ERROR_CLOCK;
}

void
_ab_game_touch_time (AbGame *self, int64_t now)
{
  if (now > self->last_us)
    self->last_us = now;
}

/* Room for one more move and one more incident, so that an operation that has begun
 * changing the game cannot fail half-way for want of memory. */
bool
_ab_game_reserve (AbGame *self)
{
  if (self->n_moves + 1 >= self->cap_moves)
    {
      int cap;
      AbGameMove *moves;
      uint64_t *keys;

      if (self->cap_moves >= AB_GAME_MAX_PLIES)
        return false;
      cap = self->cap_moves * 2;
      moves = realloc (self->moves, sizeof *moves * (size_t) cap);
      if (!moves)
        return false;
      self->moves = moves;
      keys = realloc (self->keys, sizeof *keys * (size_t) (cap + 1));
      if (!keys)
        return false;
      self->keys = keys;
      self->cap_moves = cap;
    }
  if (self->n_incidents >= self->cap_incidents)
    {
      int cap = self->cap_incidents ? self->cap_incidents * 2 : 16;
      AbIncident *incidents;

      if (self->cap_incidents >= AB_GAME_MAX_PLIES)
        return false;
      incidents = realloc (self->incidents, sizeof *incidents * (size_t) cap);
      if (!incidents)
        return false;
      self->incidents = incidents;
      self->cap_incidents = cap;
    }
  return true;
}

AbGameError
_ab_game_begin (AbGame *self, int64_t now)
{
  AbGameError err = _ab_game_check_now (self, now);

  if (err)
    return err;
  if (!_ab_game_reserve (self))
    return AB_GAME_ERROR_NO_MEMORY;
  return AB_GAME_OK;
}

bool
_ab_game_record_incident (AbGame *self, const AbDecision *d)
{
  if (self->n_incidents >= self->cap_incidents && !_ab_game_reserve (self))
    return false;
  self->incidents[self->n_incidents].ply = self->n_moves;
  self->incidents[self->n_incidents].decision = *d;
  self->n_incidents++;
  return true;
}

void
_ab_game_finish (AbGame *self, const AbDecision *d, int64_t now)
{
  _ab_game_touch_time (self, now);
  _ab_game_record_incident (self, d);
}

static AbDeadpos *
analyser (AbGame *self)
{
  if (!self->deadpos && (self->deadpos = ab_deadpos_new ()) && self->deadpos_budget_ms)
    ab_deadpos_set_budget_ms (self->deadpos, self->deadpos_budget_ms);
  return self->deadpos;
}

AbMateVerdict
_ab_game_mate_verdict (AbGame *self, const AbPosition *pos, AbColor winner)
{
  AbDeadpos *dp = analyser (self);

  return dp ? ab_deadpos_analyse (dp, pos, winner, NULL) : AB_MATE_UNDECIDED;
}

AbMateVerdict
_ab_game_dead_verdict (AbGame *self, const AbPosition *pos)
{
  AbDeadpos *dp = analyser (self);

  return dp ? ab_deadpos_analyse_dead (dp, pos, NULL) : AB_MATE_UNDECIDED;
}

void
ab_game_set_deadpos_budget (AbGame *self, uint32_t ms)
{
  self->deadpos_budget_ms = ms;
  if (self->deadpos)
    {
      if (ms)
        ab_deadpos_set_budget_ms (self->deadpos, ms);
      else
        ab_deadpos_set_node_limit (self->deadpos, AB_DEADPOS_DEFAULT_NODES);
    }
}

uint32_t
ab_game_get_deadpos_budget (const AbGame *self)
{
  return self->deadpos_budget_ms;
}

AbMateVerdict
ab_game_get_dead_verdict (const AbGame *self)
{
  return self->dead_verdict;
}

void
_ab_game_read_clocks (AbGame *self, AbGameMove *m, int64_t now)
{
  m->clock_known = false;
  if (!self->clock || ab_clock_get_state (self->clock) == AB_CLOCK_NOT_STARTED)
    return;
  for (int c = 0; c < 2; c++)
    {
      AbClockReading r;

      if (ab_clock_get_reading (self->clock, (AbColor) c, now, &r) != AB_CLOCK_OK)
        return;
      m->clock_us[c] = r.time_us;
    }
  m->clock_known = true;
}

int64_t
_ab_game_add_clock_time (AbGame *self, AbColor player, int64_t delta_us, int64_t now)
{
  AbClockReading r;

  if (!self->clock || ab_clock_get_state (self->clock) == AB_CLOCK_NOT_STARTED)
    return 0;
  if (ab_clock_get_reading (self->clock, player, now, &r) != AB_CLOCK_OK)
    return 0;
  if (r.time_us + delta_us < 0)
    delta_us = -r.time_us;
  if (r.time_us + delta_us > AB_CLOCK_MAX_TIME)
    delta_us = AB_CLOCK_MAX_TIME - r.time_us;
  if (delta_us == 0 || ab_clock_add_time (self->clock, player, delta_us, now) != AB_CLOCK_OK)
    return 0;
  return delta_us;
}

int
_ab_game_count_repetitions (const AbGame *self, uint64_t key)
{
  int n = 0;

  for (int i = 0; i <= self->n_moves; i++)
    if (self->keys[i] == key)
      n++;
  return n;
}

void
_ab_game_end (AbGame *self, AbEnding ending, AbResult result, AbColor player, bool cannot_mate,
              const char *article, int64_t now, AbDecision *d)
{
  self->outcome.ending = ending;
  self->outcome.result = result;
  self->outcome.player = player;
  self->outcome.cannot_mate = cannot_mate;
  self->outcome.undecided = false;
  self->outcome.article = article;
  self->outcome.at_us = now;
  self->outcome.ply = self->n_moves;
  self->phase = AB_GAME_PHASE_OVER;
  /* 9.1.2.1: an offer stands until the game ends; nothing else is owed any more. */
  self->offer_standing = false;
  self->illegal_held = false;
  self->illegal_open = false;
  self->obliged = false;
  if (self->pending)
    {
      AbGameMove *m = &self->moves[self->n_moves - 1];

      /* 6.2.1.1: a move is also completed by the end of the game. */
      m->completed_us = now;
      m->remarks |= AB_REMARK_ENDED_GAME;
      _ab_game_read_clocks (self, m, now);
      self->pending = false;
    }
  if (self->clock && ab_clock_get_state (self->clock) == AB_CLOCK_RUNNING)
    ab_clock_pause (self->clock, now);
  if (d)
    {
      if (d->kind != AB_DECISION_ILLEGAL_MOVE && d->kind != AB_DECISION_RESUMED)
        d->kind = AB_DECISION_GAME_OVER;
      d->outcome = self->outcome;
      if (!d->article)
        d->article = article;
    }
}

void
_ab_game_end_loss (AbGame *self, AbEnding ending, AbColor loser, bool cannot_mate_rule,
                   const char *article, int64_t now, AbDecision *d)
{
  AbColor winner = (AbColor) !loser;
  AbMateVerdict verdict = cannot_mate_rule ? _ab_game_mate_verdict (self, self->pos, winner)
                                           : AB_MATE_POSSIBLE;

  if (verdict == AB_MATE_IMPOSSIBLE)
    _ab_game_end (self, ending, AB_RESULT_DRAW, loser, true, article, now, d);
  else if (verdict == AB_MATE_POSSIBLE)
    _ab_game_end (self, ending, winner == AB_WHITE ? AB_RESULT_WHITE_WINS : AB_RESULT_BLACK_WINS,
                  loser, false, article, now, d);
  else
    {
      /* Neither proven: a loss given here could be a draw under the article, a draw
       * could be a loss. The game has ended; its result is the arbiter's. */
      _ab_game_end (self, ending, AB_RESULT_NONE, loser, false, article, now, d);
      self->outcome.undecided = true;
      if (d)
        d->outcome.undecided = true;
    }
}

void
_ab_game_keep (AbGame *self, const AbDecision *d)
{
  switch (d->kind)
    {
    case AB_DECISION_NONE:
    case AB_DECISION_STARTED:
    case AB_DECISION_MOVE_COMPLETED:
      if (d->notes == 0)
        return;
      break;
    case AB_DECISION_MOVE_MADE:
      if (d->notes == 0 && d->illegal == AB_ILLEGAL_MOVE_NONE)
        return;
      break;
    default:
      break;
    }
  _ab_game_record_incident (self, d);
}

/* A game whose start position is already decided is over before it begins. */
static void
evaluate_start (AbGame *self)
{
  AbColor mover = (AbColor) !ab_position_side_to_move (self->start);

  memset (&self->outcome, 0, sizeof self->outcome);
  self->phase = AB_GAME_PHASE_NOT_STARTED;
  self->keys[0] = ab_position_repetition_key (self->start);
  _ab_game_check_automatic (self, mover, 0, NULL);
}

/* ---- set-up ---- */

static bool
can_set_up (const AbGame *self)
{
  return self->n_moves == 0 && self->n_incidents == 0
         && (self->phase == AB_GAME_PHASE_NOT_STARTED || self->phase == AB_GAME_PHASE_OVER);
}

AbGameError
ab_game_set_start_position (AbGame *self, const AbPosition *start)
{
  if (!start)
    return AB_GAME_ERROR_BAD_ARGUMENT;
  if (!can_set_up (self))
    return AB_GAME_ERROR_STARTED;
  ab_position_assign (self->start, start);
  ab_position_assign (self->pos, start);
  self->running = ab_position_side_to_move (start);
  evaluate_start (self);
  return AB_GAME_OK;
}

static void
classify (AbGame *self)
{
  if (self->clock && !self->speed_set)
    self->speed = ab_time_control_classify (ab_clock_get_control (self->clock), self->edition);
}

AbGameError
ab_game_set_edition (AbGame *self, AbEdition edition)
{
  if (edition != AB_EDITION_2001 && edition != AB_EDITION_2005 && edition != AB_EDITION_2014
      && edition != AB_EDITION_2023)
    return AB_GAME_ERROR_BAD_ARGUMENT;
  if (!can_set_up (self))
    return AB_GAME_ERROR_STARTED;
  self->edition = edition;
  classify (self);
  evaluate_start (self);
  return AB_GAME_OK;
}

AbGameError
ab_game_set_time_control (AbGame *self, const AbTimeControl *control)
{
  AbClock *clock = NULL;

  if (!can_set_up (self))
    return AB_GAME_ERROR_STARTED;
  if (control)
    {
      if (!ab_time_control_is_valid (control))
        return AB_GAME_ERROR_BAD_ARGUMENT;
      clock = ab_clock_new (control);
      if (!clock)
        return AB_GAME_ERROR_NO_MEMORY;
    }
  ab_clock_free (self->clock);
  self->clock = clock;
  if (!clock && !self->speed_set)
    self->speed = AB_TIME_CONTROL_SPEED_STANDARD;
  classify (self);
  return AB_GAME_OK;
}

AbGameError
ab_game_set_speed (AbGame *self, AbTimeControlSpeed speed)
{
  if (speed != AB_TIME_CONTROL_SPEED_STANDARD && speed != AB_TIME_CONTROL_SPEED_RAPID
      && speed != AB_TIME_CONTROL_SPEED_BLITZ)
    return AB_GAME_ERROR_BAD_ARGUMENT;
  if (!can_set_up (self))
    return AB_GAME_ERROR_STARTED;
  self->speed = speed;
  self->speed_set = true;
  return AB_GAME_OK;
}

AbGameError
ab_game_set_supervised (AbGame *self, bool supervised)
{
  if (!can_set_up (self))
    return AB_GAME_ERROR_STARTED;
  self->supervised = supervised;
  return AB_GAME_OK;
}

AbGameError
ab_game_set_info (AbGame *self, AbGameInfo field, const char *text)
{
  size_t len;

  if ((int) field < 0 || field >= AB_GAME_N_INFO || !text)
    return AB_GAME_ERROR_BAD_ARGUMENT;
  len = strlen (text);
  if (len >= AB_GAME_INFO_MAX)
    return AB_GAME_ERROR_TEXT_TOO_LONG;
  memcpy (self->info[field], text, len + 1);
  return AB_GAME_OK;
}

/* ---- reading the record ---- */

const char *
ab_game_get_info (const AbGame *self, AbGameInfo field)
{
  if ((int) field < 0 || field >= AB_GAME_N_INFO)
    return "";
  return self->info[field];
}

AbEdition
ab_game_get_edition (const AbGame *self)
{
  return self->edition;
}

AbTimeControlSpeed
ab_game_get_speed (const AbGame *self)
{
  return self->speed;
}

bool
ab_game_get_supervised (const AbGame *self)
{
  return self->supervised;
}

const AbPosition *
ab_game_get_start_position (const AbGame *self)
{
  return self->start;
}

const AbPosition *
ab_game_get_position (const AbGame *self)
{
  return self->pos;
}

const AbClock *
ab_game_get_clock (const AbGame *self)
{
  return self->clock;
}

AbClockError
ab_game_get_clock_error (const AbGame *self)
{
  return self->clock_error;
}

AbGamePhase
ab_game_get_phase (const AbGame *self)
{
  return self->phase;
}

bool
ab_game_is_over (const AbGame *self)
{
  return self->phase == AB_GAME_PHASE_OVER;
}

const AbOutcome *
ab_game_get_outcome (const AbGame *self)
{
  return &self->outcome;
}

int
ab_game_get_n_moves (const AbGame *self)
{
  return self->n_moves;
}

const AbGameMove *
ab_game_get_move (const AbGame *self, int ply)
{
  if (ply < 0 || ply >= self->n_moves)
    return NULL;
  return &self->moves[ply];
}

int
ab_game_get_n_incidents (const AbGame *self)
{
  return self->n_incidents;
}

const AbIncident *
ab_game_get_incident (const AbGame *self, int index)
{
  if (index < 0 || index >= self->n_incidents)
    return NULL;
  return &self->incidents[index];
}

int
ab_game_get_illegal_count (const AbGame *self, AbColor player)
{
  if (player != AB_WHITE && player != AB_BLACK)
    return 0;
  return self->illegal_count[player];
}

bool
ab_game_get_draw_offer (const AbGame *self, AbColor *by)
{
  if (self->offer_standing && by)
    *by = self->offer_by;
  return self->offer_standing;
}

const AbEnvelope *
ab_game_get_envelope (const AbGame *self)
{
  return self->phase == AB_GAME_PHASE_ADJOURNED ? &self->envelope : NULL;
}
