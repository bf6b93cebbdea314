/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-eboard-tracker-private.h — AbEboardTracker's parts: its state, and what they share.
 *
 * ab-eboard-tracker.c keeps time (a reading waits, is told, the board moves on);
 * ab-eboard-tracker-read.c reads a snapshot against the game; ab-eboard-tracker-game.c keeps
 * the game the match gives it. */
#pragma once

#include "ab-eboard-tracker.h"

/* What a snapshot is, before any time has passed. */
typedef enum
{
  SEEN_NOTHING,     /* matches nothing */
  SEEN_TARGET,      /* the match's position */
  SEEN_ON_THE_WAY,  /* a position between the board's and the match's, while it catches up */
  SEEN_MOVE,
  SEEN_DISCREPANCY,
  SEEN_TAKEBACK,
  SEEN_NEW_GAME,
  SEEN_ROTATED,
} AbEboardSeen;

typedef struct
{
  AbEboardSeen seen;
  bool answered;    /* SEEN_MOVE: the board shows the opponent's answer already */
  int64_t still_us; /* how long the board must stay so before it is told */
  AbMove move;
  AbMove expected;
  int ply;
  int plies;
  int chess960;
} AbEboardReading;

struct _AbEboardTracker
{
  int64_t settle_us, castle_us, wrong_us;

  /* The game: pos[0 … n], snap[i] the board of pos[i], moves[i] from pos[i] to pos[i + 1]. */
  AbPosition **pos;
  AbEboardSnapshot *snap;
  AbMove *moves;
  int n, cap;
  /* The last ply the board showed; later plies are still to be carried out on it. */
  int board_ply;
  /* Something was told that the board does not agree with the match: when it agrees
   * again, that is told too. */
  bool told_off;
  /* The last MOVE told, from ply told_ply: when the match plays it, the board has shown
   * it, even if the opponent has already lifted a man since. */
  AbMove told_move;
  int told_ply;
  /* The last move the board was seen to show from the match's position, told or not: when
   * the opponent's answer follows before it was told (a slid man taken at once, lifted
   * first), the board is read as that move and the answer. */
  AbMove seen_move;

  bool turned;
  bool has_board;
  AbEboardSnapshot raw;  /* as the board sends it */
  AbEboardSnapshot seen; /* as read: turned when the board stands turned */
  int64_t changed_at;

  bool pending; /* reading waits until wake */
  AbEboardReading reading;
  int64_t wake;
};

/* ab-eboard-tracker-read.c */
/* What the board (self->seen) is against the game, before any time has passed. */
void _ab_eboard_tracker_read (const AbEboardTracker *self, AbEboardReading *r);
/* The position the board should show that it is nearest to, and the board against it. */
int _ab_eboard_tracker_nearest_ply (const AbEboardTracker *self, AbEboardDiff *diff);

/* ab-eboard-tracker-game.c */
void _ab_eboard_tracker_drop_plies (AbEboardTracker *self, int from);

/* ab-eboard-tracker.c */
/* Reads the board anew and tells what is due now into verdict; what is due later waits
 * (defer, or no verdict: everything waits, at least until now). */
void _ab_eboard_tracker_consider (AbEboardTracker *self, int64_t now, bool defer,
                                  AbEboardVerdict *verdict);
void _ab_eboard_tracker_clear_verdict (AbEboardVerdict *v);
void _ab_eboard_tracker_finish_verdict (const AbEboardTracker *self, AbEboardVerdict *v);
