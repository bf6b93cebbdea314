/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-bughouse-rules.c — illegal moves (art. 8), touched pieces (art. 7),
 * flags, claims, resignation and the arbiter's decisions (art. 11). */
#include "ab-bughouse-match-private.h"

#include "ab-deadpos.h"

static bool
valid_board (AbBughouseBoard board)
{
  return (unsigned) board <= AB_BOARD_B;
}

static bool
valid_color (AbColor c)
{
  return (unsigned) c <= AB_BLACK;
}

static AbBughouseResult
win_for (AbColor winner)
{
  return winner == AB_WHITE ? AB_BUGHOUSE_RESULT_WHITE_WINS : AB_BUGHOUSE_RESULT_BLACK_WINS;
}

/* The opponent completes a move: the illegal one stands, if play can go on. */
static AbBughouseError
give_up_restart (AbBughouseMatch *self, AbBughouseBoard board)
{
  if (self->illegal[board].active)
    {
      if (!ab_bughouse_position_is_sound (&self->board[board]))
        return AB_BUGHOUSE_ERROR_MUST_RESTART;
      self->illegal[board].active = false;
    }
  return AB_BUGHOUSE_OK;
}

AbBughouseError
ab_bughouse_match_play_illegal (AbBughouseMatch *self, AbBughouseBoard board,
                                AbBughouseMove move, int64_t now)
{
  AbBughousePosition *pos;
  AbBughouseIllegal *ill;
  AbBughouseError err;
  AbColor mover;

  if (!valid_board (board))
    return AB_BUGHOUSE_ERROR_BAD_ARGUMENT;
  if (!ab_bughouse_match_time_begin (self, now))
    return AB_BUGHOUSE_ERROR_BAD_TIME;
  if (self->outcome[board].result)
    return AB_BUGHOUSE_ERROR_GAME_OVER;
  pos = &self->board[board];
  mover = pos->pos.side;
  if (ab_bughouse_position_is_legal (pos, move))
    return AB_BUGHOUSE_ERROR_LEGAL_MOVE;
  if (!ab_bughouse_position_is_possible (pos, move))
    return AB_BUGHOUSE_ERROR_IMPOSSIBLE_MOVE;
  if ((err = give_up_restart (self, board)) != AB_BUGHOUSE_OK)
    return err;
  {
    AbBughouseRecordEntry entry = {
      .kind = AB_RECORD_MOVE, .board = board, .color = mover, .move = move,
      .clock_ms = -1, .illegal = true, .lifted = AB_NO_SQUARE,
    };

    if (!_ab_bughouse_match_append (self, &entry))
      return AB_BUGHOUSE_ERROR_NO_MEMORY;
  }
  ill = &self->illegal[board];
  if (!_ab_bughouse_match_apply (self, board, move, &ill->undo))
    {
      self->record_length--;
      return AB_BUGHOUSE_ERROR_BAD_ARGUMENT;
    }
  ab_bughouse_match_press (self, board, mover, now);
  ill->active = true;
  ill->offender = mover;
  ill->move = move;
  self->touch[board].active = false;
  self->illegal_count[board][mover]++;
  ab_bughouse_match_settle (self);
  ab_bughouse_match_time_end (self, now);
  return AB_BUGHOUSE_OK;
}

bool
ab_bughouse_match_has_illegal (const AbBughouseMatch *self, AbBughouseBoard board)
{
  return valid_board (board) && self->illegal[board].active;
}

int
ab_bughouse_match_illegal_count (const AbBughouseMatch *self, AbBughouseBoard board, AbColor c)
{
  return valid_board (board) && valid_color (c) ? self->illegal_count[board][c] : 0;
}

/* The kind a piece counts as when passed: a promoted piece is a pawn (6B). */
static AbPieceType
passed_kind (const AbBughousePosition *pos, AbSquare sq)
{
  if (pos->promoted & AB_BB (sq))
    return AB_PAWN;
  return AB_PIECE_TYPE (pos->pos.board[sq]);
}

/* Squares of the other board with a piece of c of that kind. */
static AbBitboard
kind_squares (const AbBughousePosition *pos, AbColor c, AbPieceType kind)
{
  AbBitboard b = pos->pos.by_color[c] & ~pos->pos.by_type[AB_KING], out = 0;

  while (b)
    {
      AbSquare sq = ab_bb_pop (&b);

      if (passed_kind (pos, sq) == kind)
        out |= AB_BB (sq);
    }
  return out;
}

AbBughouseError
ab_bughouse_match_restart_offender (AbBughouseMatch *self, AbBughouseBoard board,
                                    AbSquare from_square, int64_t now, AbBughouseRestart *out)
{
  AbBughouseIllegal *ill;
  AbBughousePosition *other;
  AbBughouseRecordEntry entry = { .kind = AB_RECORD_RESTART, .clock_ms = -1,
                                  .lifted = AB_NO_SQUARE };
  AbBughouseRestart done = { .source = AB_TAKEBACK_NOTHING_PASSED, .lifted = AB_NO_PIECE,
                             .from_square = AB_NO_SQUARE };
  AbPieceType kind;
  AbColor partner_color;

  if (!valid_board (board))
    return AB_BUGHOUSE_ERROR_BAD_ARGUMENT;
  if (!ab_bughouse_match_time_begin (self, now))
    return AB_BUGHOUSE_ERROR_BAD_TIME;
  if (self->outcome[board].result)
    return AB_BUGHOUSE_ERROR_GAME_OVER;
  ill = &self->illegal[board];
  if (!ill->active)
    return AB_BUGHOUSE_ERROR_NO_ILLEGAL_MOVE;
  other = &self->board[!board];
  kind = ill->undo.passed;
  /* the offender's partner plays the other colour on the other board */
  partner_color = (AbColor) !ill->offender;
  entry.board = board;
  entry.color = done.offender = ill->offender;
  entry.move = done.move = ill->move;
  done.passed = kind;
  if (out)
    *out = done;
  if (kind)
    {
      if (other->reserve[partner_color][kind] > 0)
        done.source = AB_TAKEBACK_FROM_RESERVE;
      else
        {
          AbBitboard squares = kind_squares (other, partner_color, kind);
          AbBughousePosition trial = *other;

          if (!squares)
            return AB_BUGHOUSE_ERROR_NOT_RECOVERABLE;
          if (from_square == AB_NO_SQUARE)
            return AB_BUGHOUSE_ERROR_SQUARE_NEEDED;
          if (from_square >= 64 || !(squares & AB_BB (from_square))
              || self->illegal[!board].active
              || !_ab_bughouse_lift_piece (&trial, from_square, partner_color, true))
            return AB_BUGHOUSE_ERROR_BAD_SQUARE;
          done.source = AB_TAKEBACK_FROM_BOARD;
          done.from_square = entry.lifted = from_square;
          done.lifted = other->pos.board[from_square];
        }
    }
  if (!_ab_bughouse_match_append (self, &entry))
    return AB_BUGHOUSE_ERROR_NO_MEMORY;
  if (done.source == AB_TAKEBACK_FROM_RESERVE)
    other->reserve[partner_color][kind]--;
  else if (done.source == AB_TAKEBACK_FROM_BOARD)
    _ab_bughouse_lift_piece (other, from_square, partner_color, true);
  ab_bughouse_position_unmake (&self->board[board], ill->move, &ill->undo);
  ill->active = false;
  ab_bughouse_match_take_back (self, board, now);
  self->draw_offer[board] = -1;

  /* art. 7: what the offender touched binds the replacement */
  {
    AbBughouseTouch *t = &self->touch[board];

    t->active = true;
    t->drop = ab_bughouse_move_drop_type (ill->move);
    t->from = t->drop ? AB_NO_SQUARE : ab_move_from (ab_bughouse_move_base (ill->move));
    t->target = kind ? ab_bughouse_move_to (ill->move) : AB_NO_SQUARE;
  }
  if (out)
    *out = done;
  ab_bughouse_match_settle (self);
  ab_bughouse_match_time_end (self, now);
  return AB_BUGHOUSE_OK;
}

AbPieceType
ab_bughouse_match_illegal_passed (const AbBughouseMatch *self, AbBughouseBoard board)
{
  if (!valid_board (board) || !self->illegal[board].active)
    return AB_NO_PIECE_TYPE;
  return self->illegal[board].undo.passed;
}

AbBughouseError
ab_bughouse_match_let_stand (AbBughouseMatch *self, AbBughouseBoard board)
{
  if (!valid_board (board))
    return AB_BUGHOUSE_ERROR_BAD_ARGUMENT;
  if (self->outcome[board].result)
    return AB_BUGHOUSE_ERROR_GAME_OVER;
  if (!self->illegal[board].active)
    return AB_BUGHOUSE_ERROR_NO_ILLEGAL_MOVE;
  if (!ab_bughouse_position_is_sound (&self->board[board]))
    return AB_BUGHOUSE_ERROR_MUST_RESTART;
  {
    AbBughouseRecordEntry entry = {
      .kind = AB_RECORD_STAND, .board = board, .color = self->illegal[board].offender,
      .move = self->illegal[board].move, .clock_ms = -1, .lifted = AB_NO_SQUARE,
    };

    if (!_ab_bughouse_match_append (self, &entry))
      return AB_BUGHOUSE_ERROR_NO_MEMORY;
  }
  self->illegal[board].active = false;
  ab_bughouse_match_settle (self);
  return AB_BUGHOUSE_OK;
}

AbBughouseError
ab_bughouse_match_last_offender (const AbBughouseMatch *self, AbBughouseBoard board,
                                 AbColor *offender)
{
  if (!valid_board (board))
    return AB_BUGHOUSE_ERROR_BAD_ARGUMENT;
  if (self->outcome[board].result)
    return AB_BUGHOUSE_ERROR_GAME_OVER;
  for (int i = self->record_length - 1; i >= 0; i--)
    {
      const AbBughouseRecordEntry *e = &self->record[i];

      /* an illegal move, or the restart or stand that followed one */
      if (e->board == board && (e->illegal || e->kind != AB_RECORD_MOVE))
        {
          if (offender)
            *offender = e->color;
          return AB_BUGHOUSE_OK;
        }
    }
  return AB_BUGHOUSE_ERROR_NO_ILLEGAL_MOVE;
}

/* Art. 7 after art. 8C, in FIDE's order: take the touched piece with the
 * touched piece; else move the touched piece; else take the touched piece;
 * a placed piece must be placed. Each only when some legal move does it. */
bool
_ab_bughouse_match_touch_allows (const AbBughouseMatch *self, AbBughouseBoard board,
                                 AbBughouseMove move)
{
  const AbBughouseTouch *t = &self->touch[board];
  AbBughouseMoveList list;

  ab_bughouse_position_legal_moves (&self->board[board], &list);
  for (int tier = 0; tier < 3; tier++)
    {
      bool any = false, fits = false;

      for (int i = 0; i < list.count; i++)
        {
          AbBughouseMove m = list.moves[i];
          bool ok;

          if (t->drop)
            ok = tier == 0 && ab_bughouse_move_drop_type (m) == t->drop;
          else if (ab_bughouse_move_is_drop (m))
            ok = false;
          else if (tier == 0)
            ok = t->target != AB_NO_SQUARE && ab_move_from ((AbMove) m) == t->from
                 && ab_move_to ((AbMove) m) == t->target;
          else if (tier == 1)
            ok = ab_move_from ((AbMove) m) == t->from;
          else
            ok = t->target != AB_NO_SQUARE && ab_move_to ((AbMove) m) == t->target;
          any |= ok;
          fits |= ok && m == move;
        }
      if (any)
        return fits;
    }
  return true;
}

AbBughouseError
ab_bughouse_match_flag_fell (AbBughouseMatch *self, AbBughouseBoard board, AbColor c)
{
  if (!valid_board (board) || !valid_color (c))
    return AB_BUGHOUSE_ERROR_BAD_ARGUMENT;
  if (!self->flag[board][c])
    self->flag_at[board][c] = -1;
  self->flag[board][c] = true;
  self->flag_told[board][c] = true;
  return AB_BUGHOUSE_OK;
}

bool
ab_bughouse_match_flag (const AbBughouseMatch *self, AbBughouseBoard board, AbColor c)
{
  return valid_board (board) && valid_color (c) && self->flag[board][c];
}

static bool
bare_king (const AbBughousePosition *pos, AbColor c)
{
  return pos->pos.by_color[c] == ab_pos_pieces (&pos->pos, c, AB_KING)
         && ab_bughouse_position_reserve_total (pos, c) == 0;
}

bool
ab_bughouse_match_cannot_mate (const AbBughouseMatch *self, AbBughouseBoard board,
                               AbColor winner)
{
  const AbBughousePosition *here, *there;
  bool other_over;

  if (!valid_board (board) || !valid_color (winner))
    return false;
  here = &self->board[board];
  there = &self->board[!board];
  other_over = self->outcome[!board].result != AB_BUGHOUSE_RESULT_NONE;
  if (bare_king (here, winner))
    /* His partner plays the other colour there and can only pass on what he
     * takes from his own opponent, who plays winner's colour. */
    return other_over || bare_king (there, winner);
  /* With nothing to place and nothing to come on either side, the game goes
   * on as plain chess, where 6.9's proof applies. */
  return other_over && ab_bughouse_position_reserve_total (here, AB_WHITE) == 0
         && ab_bughouse_position_reserve_total (here, AB_BLACK) == 0
         && ab_deadpos_verdict (&here->pos, winner) == AB_MATE_IMPOSSIBLE;
}

AbBughouseError
ab_bughouse_match_claim (AbBughouseMatch *self, AbBughouseBoard board, AbColor claimant,
                         AbBughouseClaim claim, int64_t now)
{
  if (!valid_board (board) || !valid_color (claimant))
    return AB_BUGHOUSE_ERROR_BAD_ARGUMENT;
  if (!ab_bughouse_match_time_begin (self, now))
    return AB_BUGHOUSE_ERROR_BAD_TIME;
  if (self->outcome[board].result)
    return AB_BUGHOUSE_ERROR_GAME_OVER;
  switch (claim)
    {
    case AB_BUGHOUSE_CLAIM_FLAG:
      if (!self->flag[board][!claimant])
        return AB_BUGHOUSE_ERROR_NO_FLAG;
      if (self->flag[board][claimant])
        ab_bughouse_match_end (self, board, AB_BUGHOUSE_RESULT_DRAW, AB_BUGHOUSE_ENDING_BOTH_FLAGS);
      else if (ab_bughouse_match_cannot_mate (self, board, claimant))
        ab_bughouse_match_end (self, board, AB_BUGHOUSE_RESULT_DRAW,
                               AB_BUGHOUSE_ENDING_FLAG_CANNOT_MATE);
      else
        ab_bughouse_match_end (self, board, win_for (claimant), AB_BUGHOUSE_ENDING_FLAG);
      break;
    case AB_BUGHOUSE_CLAIM_THIRTY_MOVES:
      if (!ab_bughouse_position_thirty_moves (&self->board[board]))
        return AB_BUGHOUSE_ERROR_NOT_THIRTY_MOVES;
      ab_bughouse_match_end (self, board, AB_BUGHOUSE_RESULT_DRAW, AB_BUGHOUSE_ENDING_THIRTY_MOVES);
      break;
    default:
      return AB_BUGHOUSE_ERROR_BAD_ARGUMENT;
    }
  ab_bughouse_match_settle (self);
  ab_bughouse_match_time_end (self, now);
  return AB_BUGHOUSE_OK;
}

AbBughouseError
ab_bughouse_match_resign (AbBughouseMatch *self, AbBughouseBoard board, AbColor c, int64_t now)
{
  AbBughouseError err = ab_bughouse_match_may_move (self, board, c, AB_NO_PIECE_TYPE);

  if (err != AB_BUGHOUSE_OK)
    return err;
  if (!ab_bughouse_match_time_begin (self, now))
    return AB_BUGHOUSE_ERROR_BAD_TIME;
  ab_bughouse_match_end (self, board, win_for ((AbColor) !c), AB_BUGHOUSE_ENDING_RESIGNATION);
  ab_bughouse_match_settle (self);
  ab_bughouse_match_time_end (self, now);
  return AB_BUGHOUSE_OK;
}

AbBughouseError
ab_bughouse_match_agree_draw (AbBughouseMatch *self, AbBughouseBoard board, int64_t now)
{
  if (!valid_board (board))
    return AB_BUGHOUSE_ERROR_BAD_ARGUMENT;
  if (!ab_bughouse_match_time_begin (self, now))
    return AB_BUGHOUSE_ERROR_BAD_TIME;
  if (self->outcome[board].result)
    return AB_BUGHOUSE_ERROR_GAME_OVER;
  ab_bughouse_match_end (self, board, AB_BUGHOUSE_RESULT_DRAW, AB_BUGHOUSE_ENDING_AGREEMENT);
  ab_bughouse_match_settle (self);
  ab_bughouse_match_time_end (self, now);
  return AB_BUGHOUSE_OK;
}

AbBughouseError
ab_bughouse_match_offer_draw (AbBughouseMatch *self, AbBughouseBoard board, AbColor c)
{
  if (!valid_board (board) || !valid_color (c))
    return AB_BUGHOUSE_ERROR_BAD_ARGUMENT;
  if (self->outcome[board].result)
    return AB_BUGHOUSE_ERROR_GAME_OVER;
  if (self->draw_offer[board] < 0)
    self->draw_offer[board] = (int) c;
  return AB_BUGHOUSE_OK;
}

int
ab_bughouse_match_draw_offer (const AbBughouseMatch *self, AbBughouseBoard board)
{
  return valid_board (board) && !self->outcome[board].result ? self->draw_offer[board] : -1;
}

AbBughouseError
ab_bughouse_match_accept_draw (AbBughouseMatch *self, AbBughouseBoard board, int64_t now)
{
  if (!valid_board (board))
    return AB_BUGHOUSE_ERROR_BAD_ARGUMENT;
  if (self->outcome[board].result)
    return AB_BUGHOUSE_ERROR_GAME_OVER;
  if (self->draw_offer[board] < 0)
    return AB_BUGHOUSE_ERROR_NO_DRAW_OFFER;
  return ab_bughouse_match_agree_draw (self, board, now);
}

AbBughouseError
ab_bughouse_match_forfeit (AbBughouseMatch *self, AbBughouseBoard board, AbColor c,
                           AbBughouseEnding why, int64_t now)
{
  if (!valid_board (board) || !valid_color (c)
      || (why != AB_BUGHOUSE_ENDING_ILLEGAL_MOVES && why != AB_BUGHOUSE_ENDING_REFUSED_RULES))
    return AB_BUGHOUSE_ERROR_BAD_ARGUMENT;
  if (!ab_bughouse_match_time_begin (self, now))
    return AB_BUGHOUSE_ERROR_BAD_TIME;
  if (self->outcome[board].result)
    return AB_BUGHOUSE_ERROR_GAME_OVER;
  ab_bughouse_match_end (self, board, win_for ((AbColor) !c), why);
  ab_bughouse_match_settle (self);
  ab_bughouse_match_time_end (self, now);
  return AB_BUGHOUSE_OK;
}
