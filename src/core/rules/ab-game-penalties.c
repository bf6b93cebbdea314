/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-game-penalties.c — completed illegal moves (7.5; 7.4 in 2001/2005) and their
 * penalties per edition, kind of game and supervision (App. A.3–A.5, B; 2001 B5, C3).
 *
 * With the competition rules the arbiter rules at the press: the position before the
 * move comes back (7.5.1) and the penalty follows. Without adequate supervision
 * (A.5.2; 2014 A.4b; 2001 rapid B5 and blitz C3) the move stands on the board until
 * the opponent claims it before making his next move.
 */
#include "ab-game-private.h"
#include "ab-position-private.h"

#include <stdio.h>
#include <string.h>

/* 7.5.1 with 4.3: the replacing move must be made with the piece moved illegally, if
 * it has a legal move. */
static AbSquare
piece_to_move (const AbGame *self, AbColor side, AbSquare from)
{
  AbPiece piece = ab_position_piece_at (self->pos, from);
  AbMoveList list;

  if (piece == AB_NO_PIECE || AB_PIECE_COLOR (piece) != side)
    return AB_NO_SQUARE;
  ab_position_legal_moves (self->pos, &list);
  for (int i = 0; i < list.count; i++)
    if (ab_move_from (list.moves[i]) == from)
      return from;
  return AB_NO_SQUARE;
}

/* Counts the illegal move and applies its consequence: the loss (or the draw when the
 * opponent cannot mate, where the edition says so), or time for the opponent. */
static void
rule (AbGame *self, AbColor side, const AbIllegalPolicy *policy, int64_t now, AbDecision *d)
{
  d->count = ++self->illegal_count[side];
  if (d->count >= policy->loss_at)
    {
      _ab_game_end_loss (self, AB_ENDING_ILLEGAL_MOVES, side, policy->draw_if_cannot_mate,
                         policy->article, now, d);
      return;
    }
  d->opponent_added_us = policy->bonus_us;
  _ab_game_add_clock_time (self, (AbColor) !side, policy->bonus_us, now);
}

static void
require_piece (AbGame *self, AbColor side, AbSquare from, AbDecision *d)
{
  if (self->phase == AB_GAME_PHASE_OVER)
    return;
  self->must_move[side] = piece_to_move (self, side, from);
  if (self->must_move[side] != AB_NO_SQUARE)
    {
      d->notes |= AB_NOTE_MUST_MOVE_PIECE;
      d->square = from;
    }
}

static int
append_castling_letter (char *buf, int n, const AbPosition *pos, AbColor c, bool is_long,
                        uint8_t rights)
{
  AbCastleRight right = (AbCastleRight) (1 << AB_CASTLE_INDEX (c, is_long));
  AbSquare rook = ab_position_castling_rook (pos, c, is_long);

  if (!(rights & right) || rook == AB_NO_SQUARE)
    return n;
  buf[n++] = (char) ((c == AB_WHITE ? 'A' : 'a') + AB_SQUARE_FILE (rook));
  return n;
}

AbPosition *
_ab_game_position_after_illegal (const AbPosition *pos, AbMove move, AbIllegalKind kind,
                                 bool queen_stays)
{
  AbColor side = ab_position_side_to_move (pos);
  AbSquare from = ab_move_from (move), to = ab_move_to (move);
  AbPiece board[64];
  AbPiece piece = ab_position_piece_at (pos, from);
  uint8_t rights = ab_position_castling_rights (pos);
  bool reset;
  char fen[128], castling[8];
  int n = 0, c_n = 0;
  AbPosition *after;
  AbFenError error;

  if (kind == AB_ILLEGAL_MOVE_PROMOTION)
    {
      AbUndo undo;

      if (!queen_stays || !(after = ab_position_copy (pos)))
        return NULL;
      ab_position_make (after, ab_move_make (from, to, AB_MOVE_PROMOTION, AB_QUEEN), &undo);
      return after;
    }
  for (AbSquare sq = 0; sq < 64; sq++)
    board[sq] = ab_position_piece_at (pos, sq);
  reset = AB_PIECE_TYPE (piece) == AB_PAWN || board[to] != AB_NO_PIECE;
  if (ab_move_kind (move) == AB_MOVE_CASTLING && AB_PIECE_TYPE (piece) == AB_KING
      && board[to] == AB_PIECE (side, AB_ROOK))
    {
      AbSquare king_to, rook_to;

      ab_castling_targets (side, from, to, &king_to, &rook_to);
      board[from] = board[to] = AB_NO_PIECE;
      board[king_to] = piece;
      board[rook_to] = AB_PIECE (side, AB_ROOK);
      reset = false;
    }
  else
    {
      if (ab_move_kind (move) == AB_MOVE_EN_PASSANT)
        board[AB_SQUARE (AB_SQUARE_FILE (to), AB_SQUARE_RANK (from))] = AB_NO_PIECE;
      if (ab_move_kind (move) == AB_MOVE_PROMOTION && AB_PIECE_TYPE (piece) == AB_PAWN)
        piece = AB_PIECE (side, ab_move_promotion (move));
      board[to] = piece;
      board[from] = AB_NO_PIECE;
    }
  for (int c = 0; c < 2; c++)
    for (int is_long = 0; is_long < 2; is_long++)
      {
        AbSquare rook = ab_position_castling_rook (pos, (AbColor) c, is_long);
        AbSquare king = ab_position_king_square (pos, (AbColor) c);

        if (rook == from || rook == to || king == from || king == to)
          rights &= (uint8_t) ~(1 << AB_CASTLE_INDEX (c, is_long));
      }
  for (int c = 0; c < 2; c++)
    for (int is_long = 0; is_long < 2; is_long++)
      c_n = append_castling_letter (castling, c_n, pos, (AbColor) c, is_long, rights);
  castling[c_n] = '\0';

  for (int rank = 7; rank >= 0; rank--)
    {
      int empty = 0;

      for (int file = 0; file < 8; file++)
        {
          AbPiece p = board[AB_SQUARE (file, rank)];

          if (p == AB_NO_PIECE)
            {
              empty++;
              continue;
            }
          if (empty)
            fen[n++] = (char) ('0' + empty);
          empty = 0;
          fen[n] = " pnbrqk"[AB_PIECE_TYPE (p)];
          if (AB_PIECE_COLOR (p) == AB_WHITE)
            fen[n] = (char) (fen[n] - 'a' + 'A');
          n++;
        }
      if (empty)
        fen[n++] = (char) ('0' + empty);
      if (rank)
        fen[n++] = '/';
    }
  snprintf (fen + n, sizeof fen - (size_t) n, " %c %s - %d %d", side == AB_WHITE ? 'b' : 'w',
            c_n ? castling : "-", reset ? 0 : ab_position_halfmove_clock (pos) + 1,
            ab_position_fullmove_number (pos) + (side == AB_BLACK));
  after = ab_position_new ();
  if (!after)
    return NULL;
  if (!ab_position_set_fen (after, fen, &error))
    {
      ab_position_free (after);
      return NULL;
    }
  ab_position_set_chess960_flag (after, ab_position_is_chess960 (pos));
  return after;
}

/* A.5.2: the completed illegal move goes on the board and into the record, open to the
 * opponent's claim until he makes his next move. */
static AbGameError
open_to_claim (AbGame *self, AbColor side, AbPosition *after, AbMove recorded, int64_t now,
               AbDecision *d)
{
  AbGameMove *m;

  if (self->clock)
    {
      AbClockError ce;

      for (int c = 0; c < 2; c++)
        {
          AbClockReading r;

          if ((ce = ab_clock_get_reading (self->clock, (AbColor) c, now, &r)))
            {
              ab_position_free (after);
              return _ab_game_clock_failed (self, ce);
            }
          self->open_moves_before[c] = r.moves;
        }
      if ((ce = ab_clock_press (self->clock, side, now, &self->open_press)))
        {
          ab_position_free (after);
          return _ab_game_clock_failed (self, ce);
        }
      d->press = self->open_press;
      d->pressed = true;
    }
  self->open_pressed = self->clock != NULL;
  m = &self->moves[self->n_moves];
  memset (m, 0, sizeof *m);
  m->move = recorded;
  m->side = side;
  m->number = ab_position_fullmove_number (self->pos);
  m->made_us = self->illegal_made_us;
  m->completed_us = now;
  m->draw_offer = self->illegal_offer;
  m->remarks = AB_REMARK_ILLEGAL;
  if (self->illegal_kind == AB_ILLEGAL_MOVE_PROMOTION)
    m->remarks |= AB_REMARK_PROMOTED_TO_QUEEN;
  m->touched = AB_NO_SQUARE;
  if (self->touched[side])
    {
      m->remarks |= AB_REMARK_TOUCHED_PIECE;
      m->touched = self->touched_square[side];
    }
  if (self->restore)
    ab_position_free (self->restore);
  self->restore = self->pos;
  self->pos = after;
  self->n_moves++;
  self->keys[self->n_moves] = ab_position_repetition_key (after);
  _ab_game_read_clocks (self, m, now);

  self->illegal_open = true;
  self->open_offender = side;
  self->open_move = recorded;
  self->open_kind = self->illegal_kind;
  self->illegal_held = false;
  self->touched[side] = false;
  self->must_move[side] = AB_NO_SQUARE;
  self->running = (AbColor) !side;
  d->kind = AB_DECISION_ILLEGAL_MOVE_OPEN;
  d->move = recorded;
  return AB_GAME_OK;
}

AbGameError
_ab_game_complete_illegal (AbGame *self, AbColor side, int64_t now, AbDecision *d)
{
  AbIllegalPolicy policy;
  AbMove move = self->illegal_move;
  AbMove queen = ab_move_make (ab_move_from (move), ab_move_to (move), AB_MOVE_PROMOTION, AB_QUEEN);
  AbIllegalKind kind = self->illegal_kind;

  _ab_game_illegal_policy (self, kind, &policy);
  d->kind = AB_DECISION_ILLEGAL_MOVE;
  d->player = side;
  d->move = move;
  d->illegal = kind;
  d->article = policy.article;
  if (policy.on_claim)
    {
      AbPosition *after = _ab_game_position_after_illegal (self->pos, move, kind,
                                                         policy.queen_stays);

      if (after)
        return open_to_claim (self, side, after,
                              kind == AB_ILLEGAL_MOVE_PROMOTION ? queen : move, now, d);
    }

  self->illegal_held = false;
  rule (self, side, &policy, now, d);
  if (self->phase == AB_GAME_PHASE_OVER)
    return AB_GAME_OK;
  if (kind == AB_ILLEGAL_MOVE_PROMOTION && policy.queen_stays)
    {
      AbDecision played;

      /* 7.5.2: the pawn becomes a queen and the move is completed with the press. */
      _ab_game_decision_init (&played, AB_DECISION_MOVE_MADE, now);
      _ab_game_play (self, queen, now, AB_REMARK_PROMOTED_TO_QUEEN, &played);
      self->moves[self->n_moves - 1].made_us = self->illegal_made_us;
      self->moves[self->n_moves - 1].draw_offer = self->illegal_offer;
      d->notes |= AB_NOTE_PROMOTED_TO_QUEEN;
      d->move = queen;
      if (played.outcome.ending != AB_ENDING_NONE)
        d->outcome = played.outcome;
      else if (_ab_game_complete (self, side, now, &played) == AB_GAME_OK)
        {
          d->pressed = played.pressed;
          d->press = played.press;
        }
      return AB_GAME_OK;
    }
  d->notes |= AB_NOTE_POSITION_RESTORED;
  require_piece (self, side, ab_move_from (move), d);
  return AB_GAME_OK;
}

AbGameError
_ab_game_press_without_move (AbGame *self, AbColor side, int64_t now, AbDecision *d)
{
  AbIllegalPolicy policy;

  d->player = side;
  if (self->edition != AB_EDITION_2023)
    {
      /* Before 2017 a press without a move was mishandling the clock, for the arbiter to
       * penalise at his discretion; the press itself does not count. */
      d->kind = AB_DECISION_CLOCK_MISUSE;
      d->article = _ab_game_article (self, AB_RULE_CLOCK_MISUSE);
      return AB_GAME_OK;
    }
  /* 7.5.3. Without adequate supervision too the opponent sees at once that his clock runs
   * with nothing to answer, so it is ruled at once. */
  _ab_game_illegal_policy (self, AB_ILLEGAL_MOVE_NO_MOVE, &policy);
  d->kind = AB_DECISION_ILLEGAL_MOVE;
  d->illegal = AB_ILLEGAL_MOVE_NO_MOVE;
  d->article = policy.article;
  rule (self, side, &policy, now, d);
  return AB_GAME_OK;
}

void
_ab_game_illegal_stands (AbGame *self, int64_t now, AbDecision *d)
{
  self->illegal_open = false;
  if (self->restore)
    {
      ab_position_free (self->restore);
      self->restore = NULL;
    }
  d->notes |= AB_NOTE_ILLEGAL_MOVE_STANDS;
}

/* Hands the turn back to the offender as the arbiter would: his clock runs again with
 * the time he had, less the bonus the illegal press brought; the opponent keeps the
 * time he has; the move counters are as before the illegal move (7.1, 6.10.2). */
static AbGameError
give_turn_back (AbGame *self, AbColor claimant, AbColor offender, int64_t now)
{
  AbClock *clock = self->clock;
  bool paused = ab_clock_get_state (clock) == AB_CLOCK_PAUSED;
  AbClockReading r;
  AbClockError ce;
  int64_t times[2];
  int64_t back = self->open_press.bonus_us;

  if ((ce = ab_clock_get_reading (clock, claimant, now, &r)))
    return _ab_game_clock_failed (self, ce);
  times[claimant] = r.time_us;
  if (paused && (ce = ab_clock_resume (clock, now)))
    return _ab_game_clock_failed (self, ce);
  if ((ce = ab_clock_press (clock, claimant, now, NULL)))
    {
      if (paused)
        ab_clock_pause (clock, now);
      return _ab_game_clock_failed (self, ce);
    }
  ab_clock_get_reading (clock, offender, now, &r);
  if (self->open_press.period_change)
    back += self->open_press.period_time_us;
  times[offender] = r.time_us > back ? r.time_us - back : 0;
  ab_clock_set_times (clock, times[AB_WHITE], times[AB_BLACK], now);
  ab_clock_set_moves (clock, self->open_moves_before[AB_WHITE], self->open_moves_before[AB_BLACK],
                      now);
  if (paused)
    ab_clock_pause (clock, now);
  return AB_GAME_OK;
}

AbGameError
ab_game_claim_illegal_move (AbGame *self, AbColor claimant, int64_t now, AbDecision *out)
{
  AbDecision local;
  AbDecision *d = out ? out : &local;
  AbIllegalPolicy policy;
  AbGameError err;
  AbColor offender;

  if (!ab_game_valid_color (claimant))
    return AB_GAME_ERROR_BAD_ARGUMENT;
  if ((err = _ab_game_check_playing (self)) || (err = _ab_game_check_now (self, now)))
    return err;
  if (!_ab_game_reserve (self))
    return AB_GAME_ERROR_NO_MEMORY;
  if (!self->illegal_open || self->open_offender == claimant)
    return AB_GAME_ERROR_NOTHING_TO_CLAIM;
  offender = (AbColor) !claimant;
  _ab_game_illegal_policy (self, self->open_kind, &policy);
  _ab_game_decision_init (d, AB_DECISION_ILLEGAL_MOVE, now);
  d->player = offender;
  d->move = self->open_move;
  d->illegal = self->open_kind;
  d->article = policy.article;

  if (self->open_kind == AB_ILLEGAL_MOVE_PROMOTION)
    {
      /* 7.5.2: the queen stays; only the penalty follows. */
      d->notes |= AB_NOTE_PROMOTED_TO_QUEEN;
      _ab_game_illegal_stands (self, now, &(AbDecision){ 0 });
      self->moves[self->n_moves - 1].remarks &= ~(unsigned) AB_REMARK_ILLEGAL;
      rule (self, offender, &policy, now, d);
    }
  else
    {
      if (self->open_pressed && (err = give_turn_back (self, claimant, offender, now)))
        return err;
      ab_position_free (self->pos);
      self->pos = self->restore;
      self->restore = NULL;
      self->illegal_open = false;
      self->n_moves--;
      self->running = offender;
      d->notes |= AB_NOTE_POSITION_RESTORED;
      rule (self, offender, &policy, now, d);
      require_piece (self, offender, ab_move_from (d->move), d);
    }
  _ab_game_finish (self, d, now);
  return AB_GAME_OK;
}
