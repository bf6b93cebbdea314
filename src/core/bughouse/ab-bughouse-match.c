/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-bughouse-match.c — the two boards, passing captured pieces, the record,
 * mate with the other board in view, and the team score. */
#include "ab-bughouse-match-private.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

static bool
valid_board (AbBughouseBoard board)
{
  return (unsigned) board <= AB_BOARD_B;
}

AbBughouseMatch *
ab_bughouse_match_new (void)
{
  AbBughouseMatch *self = calloc (1, sizeof *self);
  AbTimeControl control;

  if (self == NULL)
    return NULL;
  ab_bughouse_clock_read_control (AB_BUGHOUSE_CLOCK_DEFAULT_CONTROL, &control);
  self->clock = ab_bughouse_clock_new (&control);
  if (self->clock == NULL)
    {
      free (self);
      return NULL;
    }
  ab_bughouse_match_reset (self, NULL, NULL);
  return self;
}

void
ab_bughouse_match_free (AbBughouseMatch *self)
{
  if (self == NULL)
    return;
  ab_bughouse_clock_free (self->clock);
  free (self->record);
  free (self);
}

void
ab_bughouse_match_reset (AbBughouseMatch *self, const AbBughousePosition *a,
                         const AbBughousePosition *b)
{
  const AbBughousePosition *given[2] = { a, b };

  for (int i = 0; i < 2; i++)
    {
      if (given[i])
        self->start[i] = *given[i];
      else
        ab_bughouse_position_set_start (&self->start[i]);
      self->board[i] = self->start[i];
    }
  memset (self->outcome, 0, sizeof self->outcome);
  memset (self->flag, 0, sizeof self->flag);
  memset (self->flag_told, 0, sizeof self->flag_told);
  memset (self->illegal_count, 0, sizeof self->illegal_count);
  memset (self->illegal, 0, sizeof self->illegal);
  memset (self->touch, 0, sizeof self->touch);
  self->draw_offer[0] = self->draw_offer[1] = -1;
  self->record_length = 0;
  ab_bughouse_match_settle (self);
  ab_bughouse_match_rebuild_clocks (self, NULL);
}

const AbBughousePosition *
ab_bughouse_match_position (const AbBughouseMatch *self, AbBughouseBoard board)
{
  return valid_board (board) ? &self->board[board] : NULL;
}

const AbBughousePosition *
ab_bughouse_match_start (const AbBughouseMatch *self, AbBughouseBoard board)
{
  return valid_board (board) ? &self->start[board] : NULL;
}

AbBughouseTeam
ab_bughouse_team_of (AbBughouseBoard board, AbColor c)
{
  return (board == AB_BOARD_A) == (c == AB_WHITE) ? AB_TEAM_1 : AB_TEAM_2;
}

bool
_ab_bughouse_match_append (AbBughouseMatch *self, const AbBughouseRecordEntry *entry)
{
  if (self->record_length == self->record_size)
    {
      int size = self->record_size ? 2 * self->record_size : 64;
      AbBughouseRecordEntry *grown = realloc (self->record, (size_t) size * sizeof *grown);

      if (grown == NULL)
        return false;
      self->record = grown;
      self->record_size = size;
    }
  self->record[self->record_length] = *entry;
  if (entry->clock_ms < 0)
    self->record[self->record_length].clock_ms = -1;
  self->record_length++;
  return true;
}

bool
_ab_bughouse_match_apply (AbBughouseMatch *self, AbBughouseBoard board, AbBughouseMove move,
                          AbBughouseUndo *undo)
{
  AbBughousePosition *pos = &self->board[board];
  AbColor mover = pos->pos.side;
  AbPieceType passed = ab_bughouse_position_passed_by (pos, move);
  /* The partner plays the other colour on the other board: the captured
   * piece, of the colour the capturer does not play, is his colour there. */
  AbBughousePosition *partner = &self->board[!board];

  if (passed && partner->reserve[!mover][passed] >= AB_BUGHOUSE_RESERVE_MAX)
    return false;
  ab_bughouse_position_make (pos, move, undo);
  if (passed)
    partner->reserve[!mover][passed]++;
  return true;
}

bool
_ab_bughouse_lift_piece (AbBughousePosition *b, AbSquare sq, AbColor c, bool check)
{
  AbPosition after = b->pos;
  AbPiece pc = after.board[sq];
  AbBitboard bit = AB_BB (sq);

  if (!pc || AB_PIECE_COLOR (pc) != c || AB_PIECE_TYPE (pc) == AB_KING)
    return false;
  after.board[sq] = AB_NO_PIECE;
  after.by_type[0] &= ~bit;
  after.by_type[AB_PIECE_TYPE (pc)] &= ~bit;
  after.by_color[c] &= ~bit;
  if (check && after.side != c
      && (ab_pos_attackers (&after, ab_pos_king (&after, c), after.by_type[0])
          & after.by_color[after.side]))
    return false;
  /* a lifted rook takes its castling right, a lifted double-stepped pawn its e.p. */
  after.castling &= (uint8_t) ~after.castle_mask[sq];
  if (after.ep != AB_NO_SQUARE && AB_SQUARE_FILE (after.ep) == AB_SQUARE_FILE (sq)
      && AB_SQUARE_RANK (sq) == (c == AB_WHITE ? 3 : 4))
    after.ep = AB_NO_SQUARE;
  after.key = ab_position_compute_key (&after);
  ab_position_update_derived (&after);
  b->pos = after;
  b->promoted &= ~bit;
  return true;
}

void
ab_bughouse_replay_init (AbBughouseReplay *replay, const AbBughouseMatch *match)
{
  for (int b = 0; b < 2; b++)
    {
      replay->boards[b] = match->start[b];
      replay->last[b] = AB_BUGHOUSE_MOVE_NONE;
      replay->last_index[b] = -1;
    }
}

void
ab_bughouse_replay_step (AbBughouseReplay *replay, const AbBughouseRecordEntry *entry, int index)
{
  int board = entry->board;
  AbBughousePosition *pos = &replay->boards[board], *other = &replay->boards[!board];

  if (entry->kind == AB_RECORD_STAND)
    return;
  if (entry->kind == AB_RECORD_RESTART)
    {
      AbPieceType passed = replay->undo[board].passed;
      AbColor partner = (AbColor) !entry->color;

      if (replay->last_index[board] < 0)
        return;
      if (passed && entry->lifted == AB_NO_SQUARE)
        ab_bughouse_position_add_reserve (other, partner, passed, -1);
      else if (passed)
        _ab_bughouse_lift_piece (other, entry->lifted, partner, false);
      ab_bughouse_position_unmake (pos, replay->last[board], &replay->undo[board]);
      replay->last_index[board] = -1;
      return;
    }
  {
    AbColor mover = pos->pos.side;

    ab_bughouse_position_make (pos, entry->move, &replay->undo[board]);
    if (replay->undo[board].passed)
      ab_bughouse_position_add_reserve (other, (AbColor) !mover, replay->undo[board].passed, 1);
    replay->last[board] = entry->move;
    replay->last_index[board] = index;
  }
}

void
ab_bughouse_match_end (AbBughouseMatch *self, AbBughouseBoard board, AbBughouseResult result,
                       AbBughouseEnding ending)
{
  AbBughouseOutcome *o = &self->outcome[board];

  o->result = result;
  o->ending = ending;
  o->loser = result == AB_BUGHOUSE_RESULT_BLACK_WINS ? AB_WHITE : AB_BLACK;
  self->illegal[board].active = false;
  self->touch[board].active = false;
}

AbBughouseStatus
ab_bughouse_match_status (const AbBughouseMatch *self, AbBughouseBoard board)
{
  AbBughouseStatus s;

  if (!valid_board (board))
    return AB_BUGHOUSE_STATUS_ONGOING;
  s = ab_bughouse_position_status (&self->board[board]);
  /* Nothing more can come from a partner whose game is over. */
  if (s == AB_BUGHOUSE_STATUS_CHECK_WAITING && self->outcome[!board].result)
    s = AB_BUGHOUSE_STATUS_CHECKMATE;
  return s;
}

void
ab_bughouse_match_settle (AbBughouseMatch *self)
{
  /* twice: an ending on one board can turn a check on the other into mate */
  for (int round = 0; round < 2; round++)
    for (int b = 0; b < 2; b++)
      if (!self->outcome[b].result && !self->illegal[b].active
          && ab_bughouse_match_status (self, (AbBughouseBoard) b) == AB_BUGHOUSE_STATUS_CHECKMATE)
        ab_bughouse_match_end (self, (AbBughouseBoard) b,
                               self->board[b].pos.side == AB_WHITE ? AB_BUGHOUSE_RESULT_BLACK_WINS
                                                                   : AB_BUGHOUSE_RESULT_WHITE_WINS,
                               AB_BUGHOUSE_ENDING_CHECKMATE);
}

AbBughouseError
ab_bughouse_match_play (AbBughouseMatch *self, AbBughouseBoard board, AbBughouseMove move,
                        int64_t now)
{
  AbBughousePosition *pos;
  AbBughouseUndo undo;
  AbColor mover;

  if (!valid_board (board))
    return AB_BUGHOUSE_ERROR_BAD_ARGUMENT;
  if (!ab_bughouse_match_time_begin (self, now))
    return AB_BUGHOUSE_ERROR_BAD_TIME;
  if (self->outcome[board].result)
    return AB_BUGHOUSE_ERROR_GAME_OVER;
  pos = &self->board[board];
  mover = pos->pos.side;
  if (self->illegal[board].active && !ab_bughouse_position_is_sound (pos))
    return AB_BUGHOUSE_ERROR_MUST_RESTART;
  if (!ab_bughouse_position_is_legal (pos, move))
    return AB_BUGHOUSE_ERROR_ILLEGAL_MOVE;
  if (self->touch[board].active && !_ab_bughouse_match_touch_allows (self, board, move))
    return AB_BUGHOUSE_ERROR_TOUCH_MOVE;
  /* room in the record first, so a failure changes nothing */
  {
    AbBughouseRecordEntry entry = {
      .kind = AB_RECORD_MOVE, .board = board, .color = mover, .move = move,
      .clock_ms = -1, .lifted = AB_NO_SQUARE,
    };

    if (!_ab_bughouse_match_append (self, &entry))
      return AB_BUGHOUSE_ERROR_NO_MEMORY;
  }
  if (!_ab_bughouse_match_apply (self, board, move, &undo))
    {
      self->record_length--;
      return AB_BUGHOUSE_ERROR_BAD_ARGUMENT;
    }
  ab_bughouse_match_press (self, board, mover, now);
  /* 8C: the opponent who completes a move of his own gives up his right */
  self->illegal[board].active = false;
  self->touch[board].active = false;
  /* 11C: playing on declines the opponent's offer */
  if (self->draw_offer[board] == (int) !mover)
    self->draw_offer[board] = -1;
  ab_bughouse_match_settle (self);
  ab_bughouse_match_time_end (self, now);
  return AB_BUGHOUSE_OK;
}

AbBughouseError
ab_bughouse_match_may_move (const AbBughouseMatch *self, AbBughouseBoard board, AbColor c,
                            AbPieceType reserve_piece)
{
  if (!valid_board (board) || (c != AB_WHITE && c != AB_BLACK)
      || (reserve_piece != AB_NO_PIECE_TYPE
          && (reserve_piece < AB_PAWN || reserve_piece > AB_QUEEN)))
    return AB_BUGHOUSE_ERROR_BAD_ARGUMENT;
  if (self->outcome[board].result)
    return AB_BUGHOUSE_ERROR_GAME_OVER;
  if (self->board[board].pos.side != c)
    return AB_BUGHOUSE_ERROR_NOT_ON_MOVE;
  if (reserve_piece != AB_NO_PIECE_TYPE && self->board[board].reserve[c][reserve_piece] == 0)
    return AB_BUGHOUSE_ERROR_NOT_IN_RESERVE;
  return AB_BUGHOUSE_OK;
}

/* The move a refused text names when a hand could make it (art. 8): a placement, or
 * squares as UCI writes them ("d1d7", "e7e8n"). */
static AbBughouseMove
possible_move (const AbBughousePosition *pos, const char *text, const AbBughouseMoveError *error)
{
  static const char promotions[] = "nbrq";
  AbBughouseMove move = AB_BUGHOUSE_MOVE_NONE;
  size_t len = strlen (text);

  if (error->is_drop && error->drop != AB_DROP_OK && error->to != AB_NO_SQUARE)
    move = ab_bughouse_move_drop (error->piece, error->to);
  else if ((len == 4 || len == 5) && text[0] >= 'a' && text[0] <= 'h' && text[1] >= '1'
           && text[1] <= '8' && text[2] >= 'a' && text[2] <= 'h' && text[3] >= '1'
           && text[3] <= '8')
    {
      const char *promo = len == 5 ? strchr (promotions, tolower ((unsigned char) text[4]))
                                   : NULL;

      if (len == 5 && promo == NULL)
        return AB_BUGHOUSE_MOVE_NONE;
      move = ab_move_make (AB_SQUARE (text[0] - 'a', text[1] - '1'),
                           AB_SQUARE (text[2] - 'a', text[3] - '1'),
                           promo ? AB_MOVE_PROMOTION : AB_MOVE_NORMAL,
                           promo ? (AbPieceType) (AB_KNIGHT + (promo - promotions))
                                 : AB_NO_PIECE_TYPE);
    }
  return move != AB_BUGHOUSE_MOVE_NONE && ab_bughouse_position_is_possible (pos, move)
           ? move
           : AB_BUGHOUSE_MOVE_NONE;
}

AbBughouseError
ab_bughouse_match_read_move (const AbBughouseMatch *self, AbBughouseBoard board,
                             const char *text, AbBughouseMove *move, AbBughouseMoveError *error,
                             AbBughouseMove *possible)
{
  AbBughouseMoveError scratch;

  if (error == NULL)
    error = &scratch;
  *move = AB_BUGHOUSE_MOVE_NONE;
  if (possible)
    *possible = AB_BUGHOUSE_MOVE_NONE;
  if (!valid_board (board) || text == NULL)
    return AB_BUGHOUSE_ERROR_BAD_ARGUMENT;
  if (self->outcome[board].result)
    return AB_BUGHOUSE_ERROR_GAME_OVER;
  *move = ab_bughouse_move_parse_any (&self->board[board], text, error);
  if (*move != AB_BUGHOUSE_MOVE_NONE)
    return AB_BUGHOUSE_OK;
  if (possible)
    *possible = possible_move (&self->board[board], text, error);
  return AB_BUGHOUSE_ERROR_ILLEGAL_MOVE;
}

const AbBughouseOutcome *
ab_bughouse_match_outcome (const AbBughouseMatch *self, AbBughouseBoard board)
{
  return valid_board (board) ? &self->outcome[board] : NULL;
}

bool
ab_bughouse_match_is_over (const AbBughouseMatch *self)
{
  return self->outcome[0].result && self->outcome[1].result;
}

int
ab_bughouse_match_team_half_points (const AbBughouseMatch *self, AbBughouseTeam team)
{
  int points = 0;

  for (int b = 0; b < 2; b++)
    switch (self->outcome[b].result)
      {
      case AB_BUGHOUSE_RESULT_WHITE_WINS:
        points += ab_bughouse_team_of ((AbBughouseBoard) b, AB_WHITE) == team ? 2 : 0;
        break;
      case AB_BUGHOUSE_RESULT_BLACK_WINS:
        points += ab_bughouse_team_of ((AbBughouseBoard) b, AB_BLACK) == team ? 2 : 0;
        break;
      case AB_BUGHOUSE_RESULT_DRAW:
        points += 1;
        break;
      default:
        break;
      }
  return points;
}

const AbBughouseRecordEntry *
ab_bughouse_match_last_move (const AbBughouseMatch *self, AbBughouseBoard board,
                             AbBughousePosition *before)
{
  AbBughouseReplay *replay;
  int last = -1;

  if (!valid_board (board))
    return NULL;
  for (int i = 0; i < self->record_length; i++)
    if (self->record[i].board == board && self->record[i].kind != AB_RECORD_STAND)
      last = self->record[i].kind == AB_RECORD_MOVE ? i : -1;
  if (last < 0 || before == NULL)
    return last < 0 ? NULL : &self->record[last];
  if ((replay = malloc (sizeof *replay)) == NULL)
    return NULL;
  ab_bughouse_replay_init (replay, self);
  for (int i = 0; i < last; i++)
    ab_bughouse_replay_step (replay, &self->record[i], i);
  *before = replay->boards[board];
  free (replay);
  return &self->record[last];
}

int
ab_bughouse_match_record_length (const AbBughouseMatch *self)
{
  return self->record_length;
}

const AbBughouseRecordEntry *
ab_bughouse_match_record (const AbBughouseMatch *self, int index)
{
  return index >= 0 && index < self->record_length ? &self->record[index] : NULL;
}
