/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-game-adjourn.c — adjourned games (Guideline I; 2001/2005 appendix A, 2014 E): the
 * sealed move is kept as the text the player wrote and read only at the resumption. */
#include "ab-game-private.h"

#include <string.h>

#include "ab-fen.h"
#include "ab-notation.h"

AbGameError
ab_game_seal_move (AbGame *self, const char *move_text, const char *resumption, int64_t now,
                   AbDecision *out)
{
  AbDecision local;
  AbDecision *d = out ? out : &local;
  AbEnvelope *e = &self->envelope;
  AbGameError err;
  AbColor sealer;
  size_t len, where_len;

  if (!move_text)
    return AB_GAME_ERROR_BAD_ARGUMENT;
  if (!resumption)
    resumption = "";
  len = strlen (move_text);
  where_len = strlen (resumption);
  if (len >= AB_GAME_SEALED_MAX || where_len >= AB_GAME_INFO_MAX)
    return AB_GAME_ERROR_TEXT_TOO_LONG;
  if ((err = _ab_game_check_playing (self)) || (err = _ab_game_check_now (self, now)))
    return err;
  if (self->phase == AB_GAME_PHASE_NOT_STARTED)
    return AB_GAME_ERROR_NOT_STARTED;
  if (!_ab_game_reserve (self))
    return AB_GAME_ERROR_NO_MEMORY;
  /* The sealed move is the next move: the board must hold only completed moves. */
  if (self->pending || self->illegal_held)
    return AB_GAME_ERROR_MOVE_NOT_COMPLETED;
  if (self->clock)
    {
      AbClockError ce = ab_clock_adjourn (self->clock, now);

      if (ce)
        return _ab_game_clock_failed (self, ce);
    }
  sealer = ab_position_side_to_move (self->pos);
  _ab_game_decision_init (d, AB_DECISION_ADJOURNED, now);
  d->article = _ab_game_article (self, AB_RULE_SEAL);
  d->player = sealer;
  /* Sealing is the sealer's next move: an unclaimed illegal move of the opponent
   * stands (A.5.2). */
  if (self->illegal_open && self->open_offender != sealer)
    _ab_game_illegal_stands (self, now, d);

  memset (e, 0, sizeof *e);
  memcpy (e->white, self->info[AB_GAME_INFO_WHITE], sizeof e->white);
  memcpy (e->black, self->info[AB_GAME_INFO_BLACK], sizeof e->black);
  ab_position_get_fen (self->pos, AB_FEN_CASTLING_AUTO, e->fen, sizeof e->fen);
  if (self->clock)
    {
      e->clock_known = true;
      for (int c = 0; c < 2; c++)
        {
          AbClockReading r;

          ab_clock_get_reading (self->clock, (AbColor) c, now, &r);
          e->used_us[c] = r.used_us;
          e->remaining_us[c] = r.time_us;
        }
    }
  e->sealer = sealer;
  e->move_number = ab_position_fullmove_number (self->pos);
  e->draw_offer = self->offer_standing;
  e->offer_by = self->offer_by;
  memcpy (e->resumption, resumption, where_len + 1);
  memcpy (e->sealed_move, move_text, len + 1);
  e->sealed_at_us = now;

  self->phase = AB_GAME_PHASE_ADJOURNED;
  _ab_game_finish (self, d, now);
  return AB_GAME_OK;
}

AbGameError
ab_game_resume_adjourned (AbGame *self, int64_t now, AbDecision *out)
{
  AbDecision local;
  AbDecision *d = out ? out : &local;
  AbEnvelope *e = &self->envelope;
  AbGameError err;
  AbMoveError parse_error;
  AbMove move;

  if (self->phase != AB_GAME_PHASE_ADJOURNED)
    return self->phase == AB_GAME_PHASE_OVER ? AB_GAME_ERROR_OVER : AB_GAME_ERROR_NOT_ADJOURNED;
  if ((err = _ab_game_check_now (self, now)))
    return err;
  if (!_ab_game_reserve (self))
    return AB_GAME_ERROR_NO_MEMORY;
  move = ab_move_parse (self->pos, e->sealed_move, &parse_error);
  /* A sealed move that names one move loosely ("e5" for dxe5) still names it. */
  if (move == AB_MOVE_NONE)
    move = ab_move_error_loose_move (&parse_error);
  _ab_game_decision_init (d, AB_DECISION_RESUMED, now);
  d->player = e->sealer;
  d->move = move;
  if (move == AB_MOVE_NONE)
    {
      /* I.8: an ambiguous, unreadable or illegal sealed move loses — short of the
       * exceptions it names; by 6.9 among them, not against an opponent who cannot
       * mate. */
      d->kind = AB_DECISION_GAME_OVER;
      _ab_game_end_loss (self, AB_ENDING_SEALED_MOVE, e->sealer, true,
                         _ab_game_article (self, AB_RULE_SEALED_INVALID), now, d);
      _ab_game_finish (self, d, now);
      return AB_GAME_OK;
    }
  if (self->clock)
    {
      AbClockError ce = ab_clock_resume_adjourned (self->clock, now, &d->press);

      if (ce)
        return _ab_game_clock_failed (self, ce);
      d->pressed = true;
    }
  /* I.9: the envelope is opened, the sealed move made and completed, the opponent's
   * clock started. */
  self->phase = AB_GAME_PHASE_PLAYING;
  d->article = _ab_game_article (self, AB_RULE_RESUME);
  _ab_game_play (self, move, now, AB_REMARK_SEALED, d);
  self->moves[self->n_moves - 1].made_us = e->sealed_at_us;
  if (self->phase != AB_GAME_PHASE_OVER)
    {
      AbGameMove *m = &self->moves[self->n_moves - 1];

      m->completed_us = now;
      _ab_game_read_clocks (self, m, now);
      self->pending = false;
      self->running = (AbColor) !e->sealer;
    }
  _ab_game_finish (self, d, now);
  return AB_GAME_OK;
}
