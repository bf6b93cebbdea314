/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-tournament-helpers.h — building small championships for the tournament tests. */
#pragma once

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "ab-tournament-standings.h"
#include "ab-tournament.h"

/* A championship of one group of n players "Player 1" … "Player n" (pairing number = index
 * + 1), with the given ratings (NULL: none). */
static inline AbTournament *
make_group (int n, const int *ratings)
{
  AbTournament *t = ab_tournament_new ();
  int players[AB_TOURNAMENT_MAX_GROUP_SIZE];

  for (int i = 0; i < n; i++)
    {
      AbPlayer p = { .sex = ' ' };

      snprintf (p.name, sizeof p.name, "Player %d", i + 1);
      p.rating = ratings ? ratings[i] : 0;
      players[i] = ab_tournament_add_player (t, &p, NULL);
      assert_int_equal (players[i], i);
    }
  assert_int_equal (ab_tournament_add_group (t, n, players, NULL), 0);
  return t;
}

/* The game of pairing numbers a and b in half 1 or 2 of the group. */
static inline int
find_pair (const AbTournament *t, int g, int a, int b, int half)
{
  int pa = ab_tournament_group_player (t, g, a), pb = ab_tournament_group_player (t, g, b);
  int cycle = ab_tournament_n_rounds (t, g) / 2;

  for (int i = 0; i < ab_tournament_n_games (t, g); i++)
    {
      const AbTournamentGame *game = ab_tournament_get_game (t, g, i);

      if (((game->white == pa && game->black == pb) || (game->white == pb && game->black == pa))
          && (game->round > cycle) == (half == 2))
        return i;
    }
  fail_msg ("no game %d-%d in half %d", a, b, half);
  return -1;
}

/* Enters a result seen from a: '1' a wins, '=' draw, '0' a loses, '+' a wins by forfeit,
 * '-' a loses by forfeit, 'x' both absent (0-0). */
static inline void
play (AbTournament *t, int g, int a, int b, int half, char code)
{
  int i = find_pair (t, g, a, b, half);
  bool a_white = ab_tournament_get_game (t, g, i)->white == ab_tournament_group_player (t, g, a);
  AbTournamentResult r;

  switch (code)
    {
    case '1': r = a_white ? AB_TOURNAMENT_RESULT_WHITE_WINS : AB_TOURNAMENT_RESULT_BLACK_WINS; break;
    case '0': r = a_white ? AB_TOURNAMENT_RESULT_BLACK_WINS : AB_TOURNAMENT_RESULT_WHITE_WINS; break;
    case '=': r = AB_TOURNAMENT_RESULT_DRAW; break;
    case '+': r = a_white ? AB_TOURNAMENT_RESULT_WHITE_FORFEIT : AB_TOURNAMENT_RESULT_BLACK_FORFEIT; break;
    case '-': r = a_white ? AB_TOURNAMENT_RESULT_BLACK_FORFEIT : AB_TOURNAMENT_RESULT_WHITE_FORFEIT; break;
    default: r = AB_TOURNAMENT_RESULT_DOUBLE_FORFEIT; break;
    }
  assert_true (ab_tournament_set_result (t, g, i, r, false, NULL));
}

/* A list of results "a b half code", e.g. "1 2 1 =". */
typedef struct
{
  int a, b, half;
  char code;
} Result;

static inline void
play_all (AbTournament *t, int g, const Result *results, size_t n)
{
  for (size_t i = 0; i < n; i++)
    play (t, g, results[i].a, results[i].b, results[i].half, results[i].code);
}
