/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-game-claims.c — draw offers and claims (9.1–9.5) and resignation (5.1.2). */
#include "ab-game-private.h"

#include <stdlib.h>

static AbGameError
begin_ruling (AbGame *self, int64_t now, bool while_adjourned)
{
  AbGameError err = _ab_game_check_now (self, now);

  if (err)
    return err;
  if (self->phase == AB_GAME_PHASE_OVER)
    return AB_GAME_ERROR_OVER;
  if (self->phase == AB_GAME_PHASE_ADJOURNED && !while_adjourned)
    return AB_GAME_ERROR_ADJOURNED;
  if (!_ab_game_reserve (self))
    return AB_GAME_ERROR_NO_MEMORY;
  return AB_GAME_OK;
}

/* ---- offers (9.1) ---- */

static bool
both_have_moved (const AbGame *self)
{
  bool moved[2] = { false, false };

  for (int i = 0; i < self->n_moves; i++)
    moved[self->moves[i].side] = true;
  return moved[AB_WHITE] && moved[AB_BLACK];
}

static AbGameError
agree (AbGame *self, AbColor player, int64_t now, AbDecision *d)
{
  /* 5.2.3 (2023): only once both players have made at least one move. */
  if (self->edition == AB_EDITION_2023 && !both_have_moved (self))
    return AB_GAME_ERROR_TOO_EARLY;
  _ab_game_decision_init (d, AB_DECISION_GAME_OVER, now);
  d->player = player;
  _ab_game_end (self, AB_ENDING_AGREEMENT, AB_RESULT_DRAW, player, false,
                _ab_game_article (self, AB_RULE_AGREEMENT), now, d);
  _ab_game_finish (self, d, now);
  return AB_GAME_OK;
}

AbGameError
ab_game_offer_draw (AbGame *self, AbColor player, int64_t now, AbDecision *out)
{
  AbDecision local;
  AbDecision *d = out ? out : &local;
  AbGameError err;

  if (!ab_game_valid_color (player))
    return AB_GAME_ERROR_BAD_ARGUMENT;
  /* I.4: an offer after the opponent sealed his move is valid. */
  if ((err = begin_ruling (self, now, true)))
    return err;
  if (self->offer_standing)
    {
      if (self->offer_by == player)
        return AB_GAME_ERROR_OFFER_STANDS;
      return agree (self, player, now, d);
    }
  _ab_game_decision_init (d, AB_DECISION_DRAW_OFFERED, now);
  d->article = _ab_game_article (self, AB_RULE_OFFER);
  d->player = player;
  self->offer_standing = true;
  self->offer_by = player;
  /* 9.1.2.1: the proper moment is after moving, before pressing; the offer is then
   * recorded with the move as (=). An offer at any other moment is valid as well. */
  if (self->pending && self->moves[self->n_moves - 1].side == player)
    {
      self->moves[self->n_moves - 1].draw_offer = true;
      d->move = self->moves[self->n_moves - 1].move;
    }
  else if (self->illegal_held && ab_position_side_to_move (self->pos) == player)
    self->illegal_offer = true;
  _ab_game_finish (self, d, now);
  return AB_GAME_OK;
}

AbGameError
ab_game_accept_draw (AbGame *self, AbColor player, int64_t now, AbDecision *out)
{
  AbDecision local;
  AbGameError err;

  if (!ab_game_valid_color (player))
    return AB_GAME_ERROR_BAD_ARGUMENT;
  /* I.6: a draw agreed before the resumption ends the game. */
  if ((err = begin_ruling (self, now, true)))
    return err;
  if (!self->offer_standing || self->offer_by == player)
    return AB_GAME_ERROR_NO_OFFER;
  return agree (self, player, now, out ? out : &local);
}

AbGameError
ab_game_decline_draw (AbGame *self, AbColor player, int64_t now, AbDecision *out)
{
  AbDecision local;
  AbDecision *d = out ? out : &local;
  AbGameError err;

  if (!ab_game_valid_color (player))
    return AB_GAME_ERROR_BAD_ARGUMENT;
  if ((err = begin_ruling (self, now, true)))
    return err;
  if (!self->offer_standing || self->offer_by == player)
    return AB_GAME_ERROR_NO_OFFER;
  _ab_game_decision_init (d, AB_DECISION_DRAW_DECLINED, now);
  d->article = _ab_game_article (self, AB_RULE_OFFER);
  d->player = player;
  self->offer_standing = false;
  _ab_game_finish (self, d, now);
  return AB_GAME_OK;
}

/* ---- claims (9.2, 9.3, 9.5) ---- */

int
ab_game_get_repetitions (const AbGame *self)
{
  return _ab_game_count_repetitions (self, self->keys[self->n_moves]);
}

/* Whether the claim is correct on the board as it is, or with the intended move. */
static bool
claim_holds (const AbGame *self, AbPosition *pos, AbClaimKind kind, AbMove intended)
{
  bool holds;
  AbUndo undo;

  if (kind == AB_CLAIM_THREEFOLD)
    holds = _ab_game_count_repetitions (self, ab_position_repetition_key (pos)) >= 3;
  else
    holds = ab_position_halfmove_clock (pos) >= 100;
  if (holds || intended == AB_MOVE_NONE)
    return holds;
  ab_position_make (pos, intended, &undo);
  if (kind == AB_CLAIM_THREEFOLD)
    holds = _ab_game_count_repetitions (self, ab_position_repetition_key (pos)) + 1 >= 3;
  else
    holds = ab_position_halfmove_clock (pos) >= 100;
  ab_position_unmake (pos, intended, &undo);
  return holds;
}

/* 9.4 and 9.2: the player to move may claim unless he touched a piece (or made a move
 * that is still held) for this move. */
static bool
may_claim (const AbGame *self)
{
  AbColor claimant = ab_position_side_to_move (self->pos);

  return self->phase != AB_GAME_PHASE_OVER && self->phase != AB_GAME_PHASE_ADJOURNED
         && !self->touched[claimant] && !self->illegal_held;
}

bool
ab_game_can_claim (const AbGame *self, AbClaimKind kind)
{
  AbPosition *pos;
  AbMoveList list;
  bool can;

  if ((kind != AB_CLAIM_THREEFOLD && kind != AB_CLAIM_FIFTY_MOVES) || !may_claim (self))
    return false;
  pos = ab_position_copy (self->pos);
  if (!pos)
    return false;
  can = claim_holds (self, pos, kind, AB_MOVE_NONE);
  if (!can && !self->obliged)
    {
      ab_position_legal_moves (pos, &list);
      for (int i = 0; i < list.count && !can; i++)
        can = claim_holds (self, pos, kind, list.moves[i]);
    }
  else if (!can)
    can = claim_holds (self, pos, kind, self->obliged_move);
  ab_position_free (pos);
  return can;
}

AbGameError
ab_game_claim_draw (AbGame *self, AbClaimKind kind, AbMove intended, int64_t now,
                    AbDecision *out)
{
  AbDecision local;
  AbDecision *d = out ? out : &local;
  AbGameError err;
  AbColor claimant;
  AbClaimPolicy policy;
  AbPosition *pos;
  bool holds;

  if (kind != AB_CLAIM_THREEFOLD && kind != AB_CLAIM_FIFTY_MOVES)
    return AB_GAME_ERROR_BAD_ARGUMENT;
  if ((err = begin_ruling (self, now, false)))
    return err;
  if (self->phase == AB_GAME_PHASE_NOT_STARTED && self->clock)
    return AB_GAME_ERROR_NOT_STARTED;
  claimant = ab_position_side_to_move (self->pos);
  if (!may_claim (self))
    return AB_GAME_ERROR_CLAIM_RIGHT_LOST;
  if (intended != AB_MOVE_NONE && !ab_position_is_legal (self->pos, intended))
    return AB_GAME_ERROR_ILLEGAL_INTENDED;
  if (self->obliged && intended != self->obliged_move)
    return AB_GAME_ERROR_MUST_PLAY_INTENDED;
  pos = ab_position_copy (self->pos);
  if (!pos)
    return AB_GAME_ERROR_NO_MEMORY;
  holds = claim_holds (self, pos, kind, intended);
  ab_position_free (pos);

  _ab_game_decision_init (d, AB_DECISION_GAME_OVER, now);
  d->player = claimant;
  d->claim = kind;
  d->move = intended;
  d->with_intended_move = intended != AB_MOVE_NONE;
  if (holds)
    {
      /* 9.5.2: a correct claim draws at once. */
      _ab_game_end (self, kind == AB_CLAIM_THREEFOLD ? AB_ENDING_THREEFOLD : AB_ENDING_FIFTY_MOVES,
                    AB_RESULT_DRAW, claimant, false,
                    _ab_game_article (self, kind == AB_CLAIM_THREEFOLD ? AB_RULE_THREEFOLD
                                                                     : AB_RULE_FIFTY_MOVES),
                    now, d);
      _ab_game_finish (self, d, now);
      return AB_GAME_OK;
    }

  _ab_game_claim_policy (self, &policy);
  d->kind = AB_DECISION_CLAIM_INCORRECT;
  d->article = policy.article;
  d->opponent_added_us = policy.opponent_added_us;
  _ab_game_add_clock_time (self, (AbColor) !claimant, policy.opponent_added_us, now);
  if (policy.halve_claimant && self->clock
      && ab_clock_get_state (self->clock) != AB_CLOCK_NOT_STARTED)
    {
      AbClockReading r;

      if (ab_clock_get_reading (self->clock, claimant, now, &r) == AB_CLOCK_OK)
        d->player_removed_us
            = -_ab_game_add_clock_time (self, claimant, -_ab_game_claim_time_cut (r.time_us), now);
    }
  /* 9.1.2.3: the claim is also an offer, standing like any other. */
  if (!self->offer_standing)
    {
      self->offer_standing = true;
      self->offer_by = claimant;
    }
  if (self->offer_by == claimant)
    d->notes |= AB_NOTE_OFFER_STANDS;
  if (intended != AB_MOVE_NONE)
    {
      self->obliged = true;
      self->obliged_move = intended;
      d->notes |= AB_NOTE_MUST_PLAY_INTENDED;
    }
  _ab_game_finish (self, d, now);
  return AB_GAME_OK;
}

/* ---- resignation (5.1.2) ---- */

AbGameError
ab_game_resign (AbGame *self, AbColor player, int64_t now, AbDecision *out)
{
  AbDecision local;
  AbDecision *d = out ? out : &local;
  AbGameError err;

  if (!ab_game_valid_color (player))
    return AB_GAME_ERROR_BAD_ARGUMENT;
  /* I.6: a player may resign an adjourned game before the resumption. */
  if ((err = begin_ruling (self, now, true)))
    return err;
  _ab_game_decision_init (d, AB_DECISION_GAME_OVER, now);
  d->player = player;
  /* 5.1.2: in 2023 a draw when the opponent cannot mate by any legal sequence. */
  _ab_game_end_loss (self, AB_ENDING_RESIGNATION, player, self->edition == AB_EDITION_2023,
                     _ab_game_article (self, AB_RULE_RESIGNATION), now, d);
  _ab_game_finish (self, d, now);
  return AB_GAME_OK;
}
