/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-game-articles.c — article numbers and penalties per edition of the Laws.
 *
 * 2001 is the seed fide-laws-2001-nl.txt; 2005 the Laws behind the club regulation seed
 * (articles 1–14 as 2001, appendices lettered as 2001); 2014 the seed's summary of the
 * changes with the 2014 numbering (6.11 both flags, 7.5b, 9.6a/b, appendix E adjourned
 * games); 2023 fide-laws-2023-nl.txt.
 */
#include "ab-game-private.h"

static int
edition_index (AbEdition edition)
{
  switch (edition)
    {
    case AB_EDITION_2001: return 0;
    case AB_EDITION_2005: return 1;
    case AB_EDITION_2014: return 2;
    default: return 3;
    }
}

/* [rule][2001, 2005, 2014, 2023]; NULL where the edition has no such rule. */
static const char *const articles[AB_RULE_N][4] = {
  [AB_RULE_START] = { "6.5", "6.5", "6.6", "6.6" },
  [AB_RULE_CHECKMATE] = { "5.1a", "5.1a", "5.1a", "5.1.1" },
  [AB_RULE_RESIGNATION] = { "5.1b", "5.1b", "5.1b", "5.1.2" },
  [AB_RULE_STALEMATE] = { "5.2a", "5.2a", "5.2a", "5.2.1" },
  [AB_RULE_DEAD_POSITION] = { "5.2b", "5.2b", "5.2b", "5.2.2" },
  [AB_RULE_AGREEMENT] = { "5.2c", "5.2c", "5.2c", "5.2.3" },
  [AB_RULE_MOVE_COMPLETED] = { "6.8a", "6.8a", "6.2a", "6.2.1" },
  [AB_RULE_FLAG_FALL] = { "6.10", "6.10", "6.9", "6.9" },
  [AB_RULE_CLOCK_PAUSE] = { "6.13", "6.13", "6.12", "6.11" },
  [AB_RULE_CLOCK_CORRECTION] = { "6.14", "6.14", "6.10b", "6.10.2" },
  [AB_RULE_CLOCK_MISUSE] = { "6.8c", "6.8c", "6.2c", NULL },
  [AB_RULE_TOUCH] = { "4.3", "4.3", "4.3", "4.3" },
  [AB_RULE_OFFER] = { "9.1a", "9.1", "9.1b", "9.1.2.1" },
  [AB_RULE_CLAIM_OFFER] = { "9.1c", "9.1", "9.1b", "9.1.2.3" },
  [AB_RULE_THREEFOLD] = { "9.2", "9.2", "9.2", "9.2" },
  [AB_RULE_FIFTY_MOVES] = { "9.3", "9.3", "9.3", "9.3" },
  [AB_RULE_CLAIM_RIGHT] = { "9.4", "9.4", "9.4", "9.4" },
  [AB_RULE_FIVEFOLD] = { NULL, NULL, "9.6a", "9.6.1" },
  [AB_RULE_SEVENTY_FIVE] = { NULL, NULL, "9.6b", "9.6.2" },
  [AB_RULE_BOTH_FLAGS_CONTINUE] = { "6.12", "6.12", "6.11a", "III.3.1.1" },
  [AB_RULE_BOTH_FLAGS_DRAW] = { "10.3", "6.12", "6.11b", "III.3.1.2" },
  [AB_RULE_ANNOUNCEMENT] = { "F2.6", "F2.6", "D.2.8", "D.2.8" },
  [AB_RULE_SEAL] = { "A1", "A1", "E.1", "I.1" },
  [AB_RULE_SEALED_INVALID] = { "A8", "A8", "E.8", "I.8" },
  [AB_RULE_RESUME] = { "A9", "A9", "E.9", "I.9" },
  [AB_RULE_ARBITER] = { "13.4", "13.4", "12.9", "12.9" },
};

const char *
_ab_game_article (const AbGame *self, AbGameRule rule)
{
  if ((int) rule < 0 || rule >= AB_RULE_N)
    return NULL;
  return articles[rule][edition_index (self->edition)];
}

static bool
is_fast (const AbGame *self)
{
  return self->speed == AB_TIME_CONTROL_SPEED_RAPID || self->speed == AB_TIME_CONTROL_SPEED_BLITZ;
}

/* 2023 A.3: the penalties of articles 7 and 9 are one minute in rapid. Blitz reaches A.3
 * only through B.3, without adequate supervision; with it (B.2) the competition rules and
 * their two minutes apply as written. */
static bool
one_minute_2023 (const AbGame *self)
{
  if (self->speed == AB_TIME_CONTROL_SPEED_RAPID)
    return true;
  return self->speed == AB_TIME_CONTROL_SPEED_BLITZ && !self->supervised;
}

void
_ab_game_illegal_policy (const AbGame *self, AbIllegalKind kind, AbIllegalPolicy *out)
{
  out->on_claim = false;
  out->loss_at = 2;
  out->bonus_us = 2 * AB_MINUTE_US;
  out->draw_if_cannot_mate = true;
  out->queen_stays = true;
  switch (self->edition)
    {
    case AB_EDITION_2001:
    case AB_EDITION_2005:
      /* 7.4b: two minutes for the first two, the third loses, no exception for a
       * position the opponent cannot win. 7.4a restores the position: a pawn left
       * unpromoted goes back too (2005 7.4 names the promotion). */
      out->loss_at = 3;
      out->draw_if_cannot_mate = false;
      out->queen_stays = false;
      out->article = "7.4b";
      if (self->speed == AB_TIME_CONTROL_SPEED_RAPID)
        {
          /* B5b: in rapid an illegal move is ruled on a claim. */
          out->on_claim = true;
          out->article = "7.4b, B5";
        }
      else if (self->speed == AB_TIME_CONTROL_SPEED_BLITZ)
        {
          /* C3: the opponent may claim the win before his own move, or a draw if he
           * cannot mate; after his move the illegal move stands. */
          out->on_claim = true;
          out->loss_at = 1;
          out->draw_if_cannot_mate = true;
          out->article = "C3";
        }
      break;
    case AB_EDITION_2014:
      out->article = kind == AB_ILLEGAL_MOVE_PROMOTION ? "7.5a, 7.5b" : "7.5b";
      if (is_fast (self) && !self->supervised)
        {
          /* A.4b (blitz: B.4): without adequate supervision an illegal move loses when
           * the arbiter sees it or the opponent claims before his next move. */
          out->on_claim = true;
          out->loss_at = 1;
          out->article = "A.4b";
        }
      break;
    default:
      out->article = kind == AB_ILLEGAL_MOVE_PROMOTION ? "7.5.2, 7.5.5"
                     : kind == AB_ILLEGAL_MOVE_NO_MOVE ? "7.5.3, 7.5.5"
                                                       : "7.5.5";
      if (one_minute_2023 (self))
        {
          out->bonus_us = AB_MINUTE_US;
          out->article = kind == AB_ILLEGAL_MOVE_PROMOTION ? "7.5.2, 7.5.5, A.3"
                         : kind == AB_ILLEGAL_MOVE_NO_MOVE ? "7.5.3, 7.5.5, A.3"
                                                           : "7.5.5, A.3";
        }
      if (is_fast (self) && !self->supervised)
        {
          /* A.5.2 (blitz: B.3): 7.5.5 applies when the arbiter or the opponent acts
           * before the opponent's next move; otherwise the move stands. */
          out->on_claim = true;
          out->article = "A.5.2, 7.5.5, A.3";
        }
      break;
    }
}

void
_ab_game_claim_policy (const AbGame *self, AbClaimPolicy *out)
{
  out->halve_claimant = false;
  out->opponent_added_us = 2 * AB_MINUTE_US;
  switch (self->edition)
    {
    case AB_EDITION_2001:
    case AB_EDITION_2005:
      out->opponent_added_us = 3 * AB_MINUTE_US;
      out->halve_claimant = true;
      out->article = "9.5b";
      break;
    case AB_EDITION_2014:
      out->article = "9.5c";
      break;
    default:
      out->article = "9.5.3";
      if (one_minute_2023 (self))
        {
          out->opponent_added_us = AB_MINUTE_US;
          out->article = "9.5.3, A.3";
        }
      break;
    }
}

/* 9.5b (2001, 2005): more than two minutes left, half of it goes, at most three minutes;
 * between one and two minutes, one minute is left; under one minute, nothing changes.
 * At exactly two minutes both readings leave one minute. */
int64_t
_ab_game_claim_time_cut (int64_t remaining_us)
{
  if (remaining_us > 2 * AB_MINUTE_US)
    {
      int64_t half = remaining_us / 2;
      return half < 3 * AB_MINUTE_US ? half : 3 * AB_MINUTE_US;
    }
  if (remaining_us > AB_MINUTE_US)
    return remaining_us - AB_MINUTE_US;
  return 0;
}
