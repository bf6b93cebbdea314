/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tournament-evening.c — a club evening of one group: its games, its results, the
 * evening to show first, and the notes on a game (art. 11 and 12). */
#include "ab-tournament-evening.h"

int
ab_tournament_round_games (const AbTournament *self, int group, int round, int *games, int max)
{
  int n = 0;

  if (round < 1 || round > ab_tournament_n_rounds (self, group))
    return 0;
  /* The calendar is ordered by round, then board. */
  for (int i = 0; i < ab_tournament_n_games (self, group); i++)
    if (ab_tournament_get_game (self, group, i)->round == round)
      {
        if (n < max)
          games[n] = i;
        n++;
      }
  return n;
}

int
ab_tournament_round_results (const AbTournament *self, int group, int round, int *decided)
{
  int games[AB_TOURNAMENT_MAX_ROUND_GAMES];
  int n = ab_tournament_round_games (self, group, round, games, AB_TOURNAMENT_MAX_ROUND_GAMES);
  int counted = 0, with_result = 0;

  /* A void game (art. 11) can never get a result: it is not one of the evening's games. */
  for (int i = 0; i < n; i++)
    {
      bool is_void;
      AbTournamentResult r = ab_tournament_effective_result (self, group, games[i], &is_void);

      if (is_void)
        continue;
      counted++;
      if (r != AB_TOURNAMENT_RESULT_NONE)
        with_result++;
    }
  if (decided != NULL)
    *decided = with_result;
  return counted;
}

int
ab_tournament_first_open_round (const AbTournament *self, int group)
{
  int best = ab_tournament_n_rounds (self, group);

  for (int i = 0; i < ab_tournament_n_games (self, group); i++)
    {
      const AbTournamentGame *g = ab_tournament_get_game (self, group, i);
      bool is_void;

      /* A void game (art. 11) stays without a result for good: nothing is left to play. */
      if (g->round < best && g->postponed == 0
          && ab_tournament_effective_result (self, group, i, &is_void) == AB_TOURNAMENT_RESULT_NONE
          && !is_void)
        best = g->round;
    }
  return best > 1 ? best : 1;
}

bool
ab_tournament_round_begins_second_half (const AbTournament *self, int group, int round)
{
  int n = ab_tournament_n_rounds (self, group);

  return n > 0 && round == n / 2 + 1;
}

bool
ab_tournament_game_status (const AbTournament *self, int group, int game,
                           AbTournamentGameStatus *status)
{
  const AbTournamentGame *g = ab_tournament_get_game (self, group, game);
  bool is_void;

  *status = (AbTournamentGameStatus) { 0 };
  if (g == NULL)
    return false;
  status->result = ab_tournament_effective_result (self, group, game, &is_void);
  if (is_void)
    status->note = AB_TOURNAMENT_NOTE_VOID;
  else if (g->result == AB_TOURNAMENT_RESULT_NONE && status->result != AB_TOURNAMENT_RESULT_NONE)
    status->note = AB_TOURNAMENT_NOTE_WITHDRAWAL;
  else if (g->postponed != 0)
    {
      status->note = AB_TOURNAMENT_NOTE_POSTPONED;
      status->postponed_by = g->postponed;
      if (g->result == AB_TOURNAMENT_RESULT_NONE)
        status->deadline = ab_tournament_catch_up_deadline (self, group, game);
    }
  return true;
}
