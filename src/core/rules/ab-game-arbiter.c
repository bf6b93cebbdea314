/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-game-arbiter.c — flag fall (6.9, III.3), the arbiter's decision and his work on the
 * clock (6.10.2, 6.11, 7.1). */
#include "ab-game-private.h"

static AbGameError
begin_ruling (AbGame *self, int64_t now)
{
  AbGameError err = _ab_game_check_playing (self);

  if (err)
    return err;
  return _ab_game_begin (self, now);
}

/* ---- flags ---- */

static AbGameError
read_flags (AbGame *self, int64_t now, AbClockFlags *flags)
{
  AbClockError ce;

  if (!self->clock)
    return AB_GAME_ERROR_NO_CLOCK;
  if (ab_clock_get_state (self->clock) == AB_CLOCK_NOT_STARTED)
    return AB_GAME_ERROR_NOT_STARTED;
  if ((ce = ab_clock_get_flags (self->clock, now, flags)))
    return _ab_game_clock_failed (self, ce);
  return AB_GAME_OK;
}

AbGameError
ab_game_flag_fallen (AbGame *self, AbColor player, int64_t now, AbDecision *out)
{
  AbDecision local;
  AbDecision *d = out ? out : &local;
  AbGameError err;

  if (!ab_game_valid_color (player))
    return AB_GAME_ERROR_BAD_ARGUMENT;
  if ((err = begin_ruling (self, now)))
    return err;
  if (self->phase == AB_GAME_PHASE_NOT_STARTED)
    return AB_GAME_ERROR_NOT_STARTED;
  if (self->clock)
    {
      AbClockFlags flags;

      if ((err = read_flags (self, now, &flags)))
        return err;
      if (!flags.fallen[player])
        return AB_GAME_ERROR_FLAG_NOT_FALLEN;
    }
  _ab_game_decision_init (d, AB_DECISION_GAME_OVER, now);
  d->player = player;
  /* 6.9 (2001: 6.10): lost, unless the opponent cannot mate by any legal sequence. */
  _ab_game_end_loss (self, AB_ENDING_FLAG_FALL, player, true,
                     _ab_game_article (self, AB_RULE_FLAG_FALL), now, d);
  _ab_game_finish (self, d, now);
  return AB_GAME_OK;
}

AbGameError
ab_game_check_flags (AbGame *self, int64_t now, AbDecision *out)
{
  AbDecision local;
  AbDecision *d = out ? out : &local;
  AbClockFlags flags;
  AbGameError err;

  if ((err = begin_ruling (self, now)) || (err = read_flags (self, now, &flags)))
    return err;
  if (!flags.any)
    {
      _ab_game_decision_init (d, AB_DECISION_NONE, now);
      return AB_GAME_OK;
    }
  return ab_game_flag_fallen (self, flags.first, now, d);
}

static bool
in_last_period (const AbGame *self, AbColor side, int64_t now)
{
  AbClockReading r;

  return ab_clock_get_reading (self->clock, side, now, &r) == AB_CLOCK_OK && r.moves_to_go == 0;
}

AbGameError
ab_game_both_flags_fallen (AbGame *self, int64_t now, AbDecision *out)
{
  AbDecision local;
  AbDecision *d = out ? out : &local;
  AbClockFlags flags;
  AbGameError err;
  bool fast = self->speed != AB_TIME_CONTROL_SPEED_STANDARD;
  bool old = self->edition == AB_EDITION_2001 || self->edition == AB_EDITION_2005;

  if ((err = begin_ruling (self, now)) || (err = read_flags (self, now, &flags)))
    return err;
  if (!flags.fallen[AB_WHITE] || !flags.fallen[AB_BLACK])
    return AB_GAME_ERROR_FLAG_NOT_FALLEN;
  _ab_game_decision_init (d, AB_DECISION_BOTH_FLAGS_CONTINUE, now);
  if (old && fast)
    {
      /* 2001 B8 (blitz through C2): both flags fallen is a draw. */
      _ab_game_end (self, AB_ENDING_BOTH_FLAGS, AB_RESULT_DRAW, AB_WHITE, false, "B8", now, d);
    }
  else if (in_last_period (self, AB_WHITE, now) && in_last_period (self, AB_BLACK, now))
    _ab_game_end (self, AB_ENDING_BOTH_FLAGS, AB_RESULT_DRAW, AB_WHITE, false,
                  _ab_game_article (self, AB_RULE_BOTH_FLAGS_DRAW), now, d);
  else
    d->article = _ab_game_article (self, AB_RULE_BOTH_FLAGS_CONTINUE);
  _ab_game_finish (self, d, now);
  return AB_GAME_OK;
}

AbGameError
ab_game_arbiter_decides (AbGame *self, AbResult result, int64_t now, AbDecision *out)
{
  AbDecision local;
  AbDecision *d = out ? out : &local;
  AbGameError err;
  const char *article = _ab_game_article (self, AB_RULE_ARBITER);

  if (result != AB_RESULT_WHITE_WINS && result != AB_RESULT_BLACK_WINS
      && result != AB_RESULT_DRAW && result != AB_RESULT_BOTH_LOSE)
    return AB_GAME_ERROR_BAD_ARGUMENT;
  /* The arbiter decides an adjourned game too, and one whose result awaits him. */
  if (self->phase == AB_GAME_PHASE_OVER && !self->outcome.undecided)
    return AB_GAME_ERROR_OVER;
  if (self->outcome.undecided)
    article = self->outcome.article;
  else if ((err = _ab_game_begin (self, now)))
    return err;
  _ab_game_decision_init (d, AB_DECISION_GAME_OVER, now);
  /* The player the decision goes against; White when it is a draw. */
  d->player = result == AB_RESULT_WHITE_WINS ? AB_BLACK : AB_WHITE;
  _ab_game_end (self, AB_ENDING_ARBITER, result, d->player, false, article, now, d);
  _ab_game_finish (self, d, now);
  return AB_GAME_OK;
}

/* ---- the clock ---- */

static AbGameError
clock_operation (AbGame *self, int64_t now, AbDecision **d, AbDecision *local)
{
  AbGameError err;

  if (!*d)
    *d = local;
  if ((err = _ab_game_check_playing (self)) || (err = _ab_game_begin (self, now)))
    return err;
  if (!self->clock)
    return AB_GAME_ERROR_NO_CLOCK;
  return AB_GAME_OK;
}

AbGameError
ab_game_pause_clock (AbGame *self, int64_t now, AbDecision *out)
{
  AbDecision local;
  AbGameError err = clock_operation (self, now, &out, &local);
  AbClockError ce;

  if (err)
    return err;
  if ((ce = ab_clock_pause (self->clock, now)))
    return _ab_game_clock_failed (self, ce);
  _ab_game_decision_init (out, AB_DECISION_CLOCK_PAUSED, now);
  out->article = _ab_game_article (self, AB_RULE_CLOCK_PAUSE);
  _ab_game_touch_time (self, now);
  _ab_game_keep (self, out);
  return AB_GAME_OK;
}

AbGameError
ab_game_resume_clock (AbGame *self, int64_t now, AbDecision *out)
{
  AbDecision local;
  AbGameError err = clock_operation (self, now, &out, &local);
  AbClockError ce;

  if (err)
    return err;
  if ((ce = ab_clock_resume (self->clock, now)))
    return _ab_game_clock_failed (self, ce);
  _ab_game_decision_init (out, AB_DECISION_CLOCK_RESUMED, now);
  out->article = _ab_game_article (self, AB_RULE_CLOCK_PAUSE);
  _ab_game_touch_time (self, now);
  _ab_game_keep (self, out);
  return AB_GAME_OK;
}

AbGameError
ab_game_add_time (AbGame *self, AbColor player, int64_t delta_us, int64_t now, AbDecision *out)
{
  AbDecision local;
  AbGameError err;
  AbClockError ce;

  if (player != AB_WHITE && player != AB_BLACK)
    return AB_GAME_ERROR_BAD_ARGUMENT;
  if ((err = clock_operation (self, now, &out, &local)))
    return err;
  if ((ce = ab_clock_add_time (self->clock, player, delta_us, now)))
    return _ab_game_clock_failed (self, ce);
  _ab_game_decision_init (out, AB_DECISION_TIME_ADJUSTED, now);
  out->article = _ab_game_article (self, AB_RULE_CLOCK_CORRECTION);
  out->player = player;
  out->player_removed_us = -delta_us;
  _ab_game_touch_time (self, now);
  _ab_game_keep (self, out);
  return AB_GAME_OK;
}

AbGameError
ab_game_set_clock_times (AbGame *self, int64_t white_us, int64_t black_us, int64_t now,
                         AbDecision *out)
{
  AbDecision local;
  AbGameError err;
  AbClockError ce;

  if ((err = clock_operation (self, now, &out, &local)))
    return err;
  if ((ce = ab_clock_set_times (self->clock, white_us, black_us, now)))
    return _ab_game_clock_failed (self, ce);
  _ab_game_decision_init (out, AB_DECISION_TIME_ADJUSTED, now);
  out->article = _ab_game_article (self, AB_RULE_CLOCK_CORRECTION);
  _ab_game_touch_time (self, now);
  _ab_game_keep (self, out);
  return AB_GAME_OK;
}
