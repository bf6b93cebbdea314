/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-eboard-tracker.h — the sighted player's board read by itself: moves from snapshots.
 *
 * The tracker is given the game as the match has it (its start and moves, through
 * set_game, play and take_back) and every snapshot the board sends, each with the time it
 * came in microseconds on any monotonic scale; it answers each call with a verdict. It
 * never changes the game itself: the match decides, then tells the tracker.
 *
 * How it reads the board. Each time the snapshot changes it is matched against:
 * - the match's position (the target);
 * - the position after each legal move from it: a MOVE;
 * - while the match is ahead of the board (a move typed or spoken, then played with
 *   ab_eboard_tracker_play, that the board does not show yet): the positions between,
 *   which are waiting, and the position after another legal move from them: a
 *   DISCREPANCY (D.2.9), as is the last move changed for another;
 * - the game's earlier positions: a TAKEBACK;
 * - a start position, standard or Chess960: a NEW_GAME;
 * - all of these with the board turned 180°: ROTATED.
 * A MOVE is told at once when the snapshot is exactly the position after it and it cannot
 * be the first half of a longer move: a capture, a knight's move, a pawn's move that
 * cannot go on, a slider's move blocked beyond its square. A move the piece may still be
 * on its way through waits until the board has been still for the settle time: a slider
 * or a pawn that can go on along its line (a DGT board reports every square a slid piece
 * passes), a pawn reaching the last rank (the piece placed decides the promotion); a
 * king's or rook's move that is also the first half of a castling waits the longer castle
 * time, for the other man is often lifted only a moment later. The other verdicts also
 * wait the settle time; a board that matches nothing waits the wrong time, then is
 * WRONG, with the men missing and extra against the position it should show.
 *
 * Every call returns a verdict; AB_EBOARD_WAIT and any verdict with wake_us set ask for
 * ab_eboard_tracker_tick at wake_us, which gives the verdict then due.
 */
#pragma once

#include <stdbool.h>
#include <stdint.h>

#include "ab-eboard-snapshot.h"
#include "ab-position.h"

#define AB_EBOARD_SETTLE_US_DEFAULT 300000
#define AB_EBOARD_CASTLE_US_DEFAULT 1000000
#define AB_EBOARD_WRONG_US_DEFAULT 3000000

typedef enum
{
  AB_EBOARD_NOTHING = 0, /* nothing new to tell */
  AB_EBOARD_WAIT,        /* the board is not still, or not yet long enough: tick at wake_us */
  AB_EBOARD_MOVE,        /* move: made on the board from the match's position by the side
                          * to move (if the match was ahead, the board first caught up) */
  AB_EBOARD_ARRIVED,     /* the board shows the match's position again: a move made elsewhere
                          * has been carried out on it, or what was told wrong is set right */
  AB_EBOARD_DISCREPANCY, /* D.2.9: at ply, the board made move where the match has expected */
  AB_EBOARD_TAKEBACK,    /* the board shows the position plies before the match's */
  AB_EBOARD_NEW_GAME,    /* a start position: chess960 is its number (518 the standard one);
                          * plies > 0 when the game passed through it, plies back */
  AB_EBOARD_ROTATED,     /* the board stands turned 180°; from now on it is read turned */
  AB_EBOARD_WRONG,       /* nothing has matched for the wrong time: diff against the
                          * position at reference_ply */
} AbEboardVerdictKind;

typedef struct
{
  AbEboardVerdictKind kind;
  int64_t wake_us;   /* > 0: call ab_eboard_tracker_tick then */
  AbMove move;       /* MOVE, DISCREPANCY: the move made on the board */
  AbMove expected;   /* DISCREPANCY: the match's move at ply */
  int ply;           /* DISCREPANCY: the ply (0 = the start) the moves are made from */
  int plies;         /* TAKEBACK, NEW_GAME */
  int chess960;      /* NEW_GAME */
  int reference_ply; /* WRONG */
  AbEboardDiff diff; /* WRONG: the board against the position at reference_ply */
  bool turned;       /* the tracker reads the board turned */
} AbEboardVerdict;

typedef struct _AbEboardTracker AbEboardTracker;

AbEboardTracker *ab_eboard_tracker_new (void);
void ab_eboard_tracker_free (AbEboardTracker *self);

/* The stillness a move that may go on needs (default AB_EBOARD_SETTLE_US_DEFAULT), and a
 * move that may be half a castling (AB_EBOARD_CASTLE_US_DEFAULT, never below the settle
 * time); how long a board that matches nothing waits before it is WRONG
 * (AB_EBOARD_WRONG_US_DEFAULT). */
void ab_eboard_tracker_set_settle_us (AbEboardTracker *self, int64_t settle_us);
void ab_eboard_tracker_set_castle_us (AbEboardTracker *self, int64_t castle_us);
void ab_eboard_tracker_set_wrong_us (AbEboardTracker *self, int64_t wrong_us);
int64_t ab_eboard_tracker_get_settle_us (const AbEboardTracker *self);

/* The game: its start and the moves played (legal, in turn), which the board is taken to
 * show. Moves the board should still carry out (a resumed match whose last move was
 * typed) are then given with ab_eboard_tracker_play. False, with the game unchanged, when
 * a move is not legal or memory runs out. */
bool ab_eboard_tracker_set_game (AbEboardTracker *self, const AbPosition *start,
                                 const AbMove *moves, int n_moves, int64_t now_us,
                                 AbEboardVerdict *verdict);
/* A move the match played: one the board made (after MOVE), or one made elsewhere that
 * the board is now to show. False when it is not legal. */
bool ab_eboard_tracker_play (AbEboardTracker *self, AbMove move, int64_t now_us,
                             AbEboardVerdict *verdict);
/* The match took back plies moves (after TAKEBACK, once the arbiter confirmed). */
bool ab_eboard_tracker_take_back (AbEboardTracker *self, int plies, int64_t now_us,
                                  AbEboardVerdict *verdict);

/* The board as it reads now (not turned: the tracker turns it when it stands turned). */
void ab_eboard_tracker_board (AbEboardTracker *self, const AbEboardSnapshot *board,
                              int64_t now_us, AbEboardVerdict *verdict);
/* Time passed without a new snapshot. */
void ab_eboard_tracker_tick (AbEboardTracker *self, int64_t now_us, AbEboardVerdict *verdict);

/* The match's position, and its ply (0 = the start). */
const AbPosition *ab_eboard_tracker_get_position (const AbEboardTracker *self);
int ab_eboard_tracker_get_ply (const AbEboardTracker *self);
/* The plies the match is ahead of the board (moves still to carry out on it). */
int ab_eboard_tracker_get_lag (const AbEboardTracker *self);
/* While the match is ahead: the move the board is to show next (made from ply
 * ply - lag), and the squares it changes, as the players see them (for the Millennium
 * board's LEDs, the mirror); AB_MOVE_NONE and 0 when the board is in step. */
AbMove ab_eboard_tracker_get_move_to_show (const AbEboardTracker *self, AbBitboard *squares);
bool ab_eboard_tracker_get_turned (const AbEboardTracker *self);
/* The last snapshot, as the tracker reads it (turned when the board stands turned); false
 * before the first. */
bool ab_eboard_tracker_get_board (const AbEboardTracker *self, AbEboardSnapshot *board);
