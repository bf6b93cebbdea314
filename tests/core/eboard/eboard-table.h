/* SPDX-License-Identifier: GPL-3.0-or-later */
/* eboard-table.h — a board on a table, for the tests and benchmarks: hands lift and place
 * men on it at given times, the board sends each change to a tracker as a snapshot, time
 * passes with the ticks the tracker asks for, and the verdicts are kept. Like the app, the
 * table plays each MOVE verdict into the tracker (unless told not to). Whole moves can be
 * made the way people make them, in a random order of lifts, slides and captures. */
#pragma once

#include <stdbool.h>
#include <stdint.h>

#include "ab-eboard-tracker.h"

/* The ways hands made the moves, counted. */
typedef enum
{
  WAY_SLID,            /* a man slid square by square */
  WAY_TAKEN_FIRST,     /* a capture (en passant too), the taken man removed first */
  WAY_TAKEN_LAST,      /* … removed after the capturer was lifted or put down */
  WAY_PUSHED_OFF,      /* … replaced in one change */
  WAY_KING_FIRST,      /* a castling, the king moved first */
  WAY_ROOK_FIRST,      /* … the rook first */
  WAY_BOTH_LIFTED,     /* … both lifted before either was put down */
  WAY_PAWN_EXCHANGED,  /* a promotion, the pawn put on the last rank first */
  WAY_KNOCKED,         /* a man knocked over and set up again */
  N_WAYS,
} Way;

extern const char *const way_names[N_WAYS];

typedef struct
{
  AbEboardTracker *tracker;
  int ways[N_WAYS];
  AbEboardSnapshot board; /* what stands on the board, as the players see it */
  bool turned;            /* the board itself stands turned: it sends its squares rotated */
  bool play_moves;        /* play each MOVE into the tracker, as the app does */
  bool trace;             /* print every change and verdict on stderr */
  int64_t now;            /* µs */
  int64_t wake;           /* when the tracker asked to be ticked, or 0 */
  int64_t last_change;    /* when the board last changed */
  int64_t snapshots;      /* sent to the tracker */
  int n, cap;
  AbEboardVerdict *verdicts; /* every verdict but NOTHING and WAIT, with its time */
  int64_t *at;
} Table;

/* The game from fen (or a start with moves in UCI, space-separated); the board shows its
 * last position. False on a bad FEN or move. */
bool table_init (Table *t, const char *fen, const char *moves);
void table_free (Table *t);

/* Time passes (ticks as asked); then a man is lifted from square or placed on it. */
void table_wait (Table *t, int64_t us);
void table_lift (Table *t, AbSquare square, int64_t after_us);
void table_place (Table *t, AbSquare square, AbPiece piece, int64_t after_us);
/* The board is turned round (or back) with the men set up again as they stood for the
 * players: it now sends every square rotated. */
void table_turn (Table *t, int64_t after_us);
/* The match plays a move made elsewhere (typed or spoken), or takes moves back. */
bool table_match_plays (Table *t, AbMove move);
void table_match_takes_back (Table *t, int plies);

/* A little random generator, the same sequence for the same seed. */
typedef struct
{
  uint64_t state;
} Rng;

uint64_t rng_next (Rng *rng);
/* An integer in [lo, hi]. */
int64_t rng_range (Rng *rng, int64_t lo, int64_t hi);

/* Makes move (legal in pos, the position the men stand in) with the hands, in a random realistic way:
 * a slider or a pawn sometimes slid square by square, a capture with the taken man removed
 * before or after or pushed off, a castling king first or rook first (or both lifted when
 * one stands on the other's square), a promotion sometimes with the pawn put down on the
 * last rank first, a man sometimes knocked over and set up again; gaps of tens to hundreds
 * of milliseconds. Returns the time the last man was put down. */
int64_t table_make_move (Table *t, const AbPosition *pos, AbMove move, Rng *rng);
