/* SPDX-License-Identifier: GPL-3.0-or-later */
/* eboard-games.h — whole games made by hands on a board in front of the tracker: real games
 * from PGN, and random games (standard and Chess960) that take every special move they can.
 * Every move the tracker tells is checked against the game; the test and the benchmark
 * share this. */
#pragma once

#include <stdbool.h>
#include <stdint.h>

#include "eboard-table.h"

typedef struct
{
  int games;
  int moves;
  int wrong;        /* moves told that were not the move made */
  int missed;       /* moves made and never told */
  int other;        /* verdicts other than MOVE in games where none is due */
  int failed_games; /* games with any of the three */
  /* what the games held */
  int captures, castlings, castlings_960, en_passant, promotions, underpromotions;
  int ways[N_WAYS];
  int64_t snapshots; /* the tracker read */
  /* the time from the last man put down to the move told, simulated µs */
  int64_t *latency;
  int n_latency, cap_latency;
  char first_failure[256];
} GamesResult;

void games_result_init (GamesResult *r);
void games_result_clear (GamesResult *r);
/* Latency quantile q (0–1) in µs. */
int64_t games_latency (GamesResult *r, double q);

/* The first max_games games of a PGN file (fewer if it has fewer); false when it cannot be
 * read. */
bool games_play_pgn (const char *path, int max_games, uint64_t seed, GamesResult *r);
/* Random games from random start positions (Chess960 ones, or the standard one). */
void games_play_random (int n_games, bool chess960, uint64_t seed, GamesResult *r);
