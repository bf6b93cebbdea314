/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-bughouse-match-private.h — the match's layout, for its core modules only. */
#pragma once

#include "ab-bughouse-clock.h"
#include "ab-bughouse-match.h"
#include "ab-bughouse-private.h"

/* An illegal move the opponent may still object to (art. 8C). */
typedef struct
{
  bool active;
  AbColor offender;
  AbBughouseMove move;
  AbBughouseUndo undo;
} AbBughouseIllegal;

/* What art. 7 binds the offender to when he replaces an illegal move. */
typedef struct
{
  bool active;
  AbSquare from;       /* the piece he moved, or AB_NO_SQUARE */
  AbSquare target;     /* the piece he took, or AB_NO_SQUARE */
  AbPieceType drop;    /* the piece he placed, or AB_NO_PIECE_TYPE */
} AbBughouseTouch;

struct _AbBughouseMatch
{
  AbBughousePosition board[2];
  AbBughousePosition start[2];
  AbBughouseOutcome outcome[2];
  bool flag[2][2];
  bool flag_told[2][2];     /* reported by a tick, or told by another clock */
  int64_t flag_at[2][2];
  int draw_offer[2];        /* the colour whose offer stands, or -1 */
  AbBughouseClock *clock;
  int illegal_count[2][2];
  AbBughouseIllegal illegal[2];
  AbBughouseTouch touch[2];
  AbBughouseRecordEntry *record;
  int record_length;
  int record_size;
};

/* A command at now (ab-bughouse-match-clock.c): the clocks brought up to it first,
 * so that flags that fell by then have; false when now is before the last event. */
bool ab_bughouse_match_time_begin (AbBughouseMatch *self, int64_t now);
/* After it: the clocks of games it ended stop at now. */
void ab_bughouse_match_time_end (AbBughouseMatch *self, int64_t now);
/* mover has completed the record's last entry, a move on board: he presses his
 * clock, and the entry keeps what it shows when the press is timed. */
void ab_bughouse_match_press (AbBughouseMatch *self, AbBughouseBoard board, AbColor mover,
                              int64_t now);
/* The record's last entry, a restart on board, restarts the offender's clock
 * (8C); the entry keeps what the opponent's clock shows when that is timed. */
void ab_bughouse_match_take_back (AbBughouseMatch *self, AbBughouseBoard board, int64_t now);
/* The clocks as the record leaves them, under control (NULL: the current one);
 * false, nothing changed, for a control that is not valid. */
bool ab_bughouse_match_rebuild_clocks (AbBughouseMatch *self, const AbTimeControl *control);

/* Ends the game on board with that result and ending. */
void ab_bughouse_match_end (AbBughouseMatch *self, AbBughouseBoard board,
                            AbBughouseResult result, AbBughouseEnding ending);
/* Mate on either board, judged with the other board in view. */
void ab_bughouse_match_settle (AbBughouseMatch *self);
/* Appends a move, or a restart when kind says so; false when out of memory. */
bool _ab_bughouse_match_append (AbBughouseMatch *self, const AbBughouseRecordEntry *entry);
/* Makes the move and passes a capture to the partner; false when the
 * partner's reserve is full (nothing changed then). */
bool _ab_bughouse_match_apply (AbBughouseMatch *self, AbBughouseBoard board, AbBughouseMove move,
                               AbBughouseUndo *undo);
/* The art. 7 check of a replacement move. */
bool _ab_bughouse_match_touch_allows (const AbBughouseMatch *self, AbBughouseBoard board,
                                      AbBughouseMove move);

/* Takes c's piece off sq of b (art. 8E). With check, refuses (false, nothing
 * changed) when that would leave c's king attacked with the other side on move. */
bool _ab_bughouse_lift_piece (AbBughousePosition *b, AbSquare sq, AbColor c, bool check);

/* Replaying a record on a pair of boards, passing captures across. */
typedef struct
{
  AbBughousePosition boards[2];
  AbBughouseMove last[2];
  AbBughouseUndo undo[2];
  int last_index[2]; /* the record index of each board's last move, or -1 */
} AbBughouseReplay;

void ab_bughouse_replay_init (AbBughouseReplay *replay, const AbBughouseMatch *match);
void ab_bughouse_replay_step (AbBughouseReplay *replay, const AbBughouseRecordEntry *entry,
                              int index);

/* The words BPGN's EndingA/EndingB tags use ("checkmate", "flag", …); NULL
 * for AB_BUGHOUSE_ENDING_NONE. */
const char *ab_bughouse_ending_keyword (AbBughouseEnding ending);
AbBughouseEnding ab_bughouse_ending_from_keyword (const char *word);
