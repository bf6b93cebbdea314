/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tournament-calendar.c — the FIDE Berger tables, a group's double round robin, the club
 * evenings and postponements (art. 12). */
#include "ab-tournament.h"

#include <stdio.h>
#include <string.h>

#include "ab-tournament-private.h"

int
ab_berger_rounds (int n)
{
  if (n < AB_TOURNAMENT_MIN_GROUP_SIZE || n > AB_TOURNAMENT_MAX_GROUP_SIZE)
    return 0;
  return n + (n & 1) - 1;
}

/* FIDE Handbook C.05, Annex 1. With m players (m even), player m sits on board 1: he has
 * Black in odd rounds and White in even ones; his opponent in round r is
 * x = (r - 1) · m/2 mod (m - 1) + 1. On board k ≥ 2, x + (k - 1) has White against
 * x - (k - 1), both counted round 1 … m - 1. This reproduces the published tables (round
 * 2 of six: 6-4, 5-3, 1-2). */
bool
ab_berger_pairing (int n, int round, int board, int *white, int *black)
{
  int m = n + (n & 1), cycle, x;

  if (ab_berger_rounds (n) == 0 || round < 1 || round > m - 1 || board < 1 || board > m / 2)
    return false;
  cycle = m - 1;
  x = (round - 1) * (m / 2) % cycle + 1;
  if (board == 1)
    {
      *white = round % 2 ? x : m;
      *black = round % 2 ? m : x;
    }
  else
    {
      int k = board - 1;

      *white = (x - 1 + k) % cycle + 1;
      *black = ((x - 1 - k) % cycle + cycle) % cycle + 1;
    }
  return true;
}

void
_ab_tournament_build_calendar (AbGroup *group)
{
  int n = group->size, m = n + (n & 1), cycle = ab_berger_rounds (n);

  group->n_games = 0;
  /* The second half repeats the first with the colours reversed, as the club's calendar
   * does; FIDE's advice to swap the last two rounds of the first cycle is not applied. */
  for (int half = 0; half < 2; half++)
    for (int r = 1; r <= cycle; r++)
      {
        int board = 0;

        for (int b = 1; b <= m / 2; b++)
          {
            int w, k;
            AbTournamentGame *game;

            ab_berger_pairing (n, r, b, &w, &k);
            if (w > n || k > n)
              continue; /* the dummy of an odd group: a free round */
            game = &group->games[group->n_games++];
            memset (game, 0, sizeof *game);
            game->round = half * cycle + r;
            game->board = ++board;
            game->white = group->players[(half ? k : w) - 1];
            game->black = group->players[(half ? w : k) - 1];
          }
      }
}

int
ab_tournament_n_rounds (const AbTournament *self, int group)
{
  if (group < 0 || group >= self->n_groups)
    return 0;
  return 2 * ab_berger_rounds (self->groups[group].size);
}

int
ab_tournament_n_games (const AbTournament *self, int group)
{
  return group >= 0 && group < self->n_groups ? self->groups[group].n_games : 0;
}

const AbTournamentGame *
ab_tournament_get_game (const AbTournament *self, int group, int game)
{
  if (group < 0 || group >= self->n_groups || game < 0 || game >= self->groups[group].n_games)
    return NULL;
  return &self->groups[group].games[game];
}

int
ab_tournament_find_game (const AbTournament *self, int group, int round, int player)
{
  if (group < 0 || group >= self->n_groups)
    return -1;
  for (int i = 0; i < self->groups[group].n_games; i++)
    {
      const AbTournamentGame *g = &self->groups[group].games[i];

      if (g->round == round && (g->white == player || g->black == player))
        return i;
    }
  return -1;
}

int
ab_tournament_bye (const AbTournament *self, int group, int round)
{
  const AbGroup *g;

  if (group < 0 || group >= self->n_groups || round < 1
      || round > ab_tournament_n_rounds (self, group))
    return -1;
  g = &self->groups[group];
  if (g->size % 2 == 0)
    return -1;
  for (int i = 0; i < g->size; i++)
    if (ab_tournament_find_game (self, group, round, g->players[i]) < 0)
      return g->players[i];
  return -1;
}

/* ---- club evenings ---- */

bool
ab_tournament_set_evening (AbTournament *self, int round, AbDate date, AbTournamentError *error)
{
  if (round < 1 || round > AB_TOURNAMENT_MAX_ROUNDS)
    {
      ab_tournament_set_error (error, AB_TOURNAMENT_ERROR_ROUND, -1, -1);
      if (error)
        error->round = round;
      return false;
    }
  if (date.year != 0 && (!ab_date_is_valid (date) || date.year < 2000 || date.year > 2099))
    {
      ab_tournament_set_error (error, AB_TOURNAMENT_ERROR_DATE, -1, -1);
      if (error)
        error->date = date;
      return false;
    }
  self->evenings[round - 1] = date.year ? date : (AbDate) { 0 };
  return true;
}

AbDate
ab_tournament_get_evening (const AbTournament *self, int round)
{
  if (round < 1 || round > AB_TOURNAMENT_MAX_ROUNDS)
    return (AbDate) { 0 };
  return self->evenings[round - 1];
}

bool
ab_tournament_set_season_end (AbTournament *self, AbDate date)
{
  if (date.year == 0)
    {
      self->info.end[0] = '\0';
      return true;
    }
  if (!ab_date_is_valid (date))
    return false;
  snprintf (self->info.end, sizeof self->info.end, "%04d/%02d/%02d", date.year, date.month,
            date.day);
  return true;
}

AbDate
ab_tournament_get_season_end (const AbTournament *self)
{
  AbDate d = { 0 };

  ab_date_parse (self->info.end, &d);
  return d;
}

/* ---- postponements (art. 12) ---- */

int
ab_tournament_catch_up_round (const AbTournament *self, int group, int game)
{
  const AbTournamentGame *g = ab_tournament_get_game (self, group, game);
  int half = ab_berger_rounds (ab_tournament_group_size (self, group));

  if (g == NULL || g->round > half)
    return 0;
  /* "voor de aanvang van de 3de ronde van de terugronde"; a group too small to have that
   * round has only the end of the season left. */
  return half + 3 <= 2 * half ? half + 3 : 0;
}

AbDate
ab_tournament_catch_up_deadline (const AbTournament *self, int group, int game)
{
  int r;
  AbDate last = { 0 };

  if (ab_tournament_get_game (self, group, game) == NULL)
    return last;
  r = ab_tournament_catch_up_round (self, group, game);
  if (r > 0)
    return self->evenings[r - 1];
  /* "voor de laatste clubavond van het seizoen": when the season's end is not given, the
   * last evening of the calendar is taken as that evening. */
  last = ab_tournament_get_season_end (self);
  if (last.year)
    return last;
  for (int i = 0; i < AB_TOURNAMENT_MAX_ROUNDS; i++)
    if (self->evenings[i].year && ab_date_compare (self->evenings[i], last) > 0)
      last = self->evenings[i];
  return last;
}

bool
ab_tournament_postpone (AbTournament *self, int group, int game, AbColor by, AbDate to,
                        bool force_majeure, AbTournamentError *error)
{
  AbTournamentGame *g;
  AbDate deadline, current;
  int player;

  if (ab_tournament_get_game (self, group, game) == NULL || (by != AB_WHITE && by != AB_BLACK))
    {
      ab_tournament_set_error (error, AB_TOURNAMENT_ERROR_NO_GAME, -1, group);
      return false;
    }
  g = &self->groups[group].games[game];
  player = by == AB_WHITE ? g->white : g->black;
  if (g->result != AB_TOURNAMENT_RESULT_NONE)
    {
      ab_tournament_set_error (error, AB_TOURNAMENT_ERROR_HAS_RESULT, player, group);
      return false;
    }
  if (self->withdrawn[g->white] || self->withdrawn[g->black])
    {
      ab_tournament_set_error (error, AB_TOURNAMENT_ERROR_WITHDRAWN,
                               self->withdrawn[g->white] ? g->white : g->black, group);
      return false;
    }
  /* "Ieder van de beide spelers mag een bepaalde partij één maal uitstellen." */
  if (g->postponed & (1u << by))
    {
      ab_tournament_set_error (error, AB_TOURNAMENT_ERROR_ALREADY_POSTPONED, player, group);
      if (error)
        error->round = g->round;
      return false;
    }
  current = g->moved_to.year ? g->moved_to : self->evenings[g->round - 1];
  if (to.year != 0
      && (!ab_date_is_valid (to) || (current.year && ab_date_compare (to, current) <= 0)))
    {
      ab_tournament_set_error (error, AB_TOURNAMENT_ERROR_DATE, player, group);
      if (error)
        error->date = to;
      return false;
    }
  deadline = ab_tournament_catch_up_deadline (self, group, game);
  /* Force majeure lets the arbiter allow more only for the first half, where the seed puts
   * that exception; the season's last evening is a hard end. */
  if (to.year != 0 && deadline.year != 0 && ab_date_compare (to, deadline) >= 0
      && !(force_majeure && ab_tournament_catch_up_round (self, group, game) > 0))
    {
      ab_tournament_set_error (error, AB_TOURNAMENT_ERROR_AFTER_DEADLINE, player, group);
      if (error)
        {
          error->date = deadline;
          error->round = g->round;
        }
      return false;
    }
  g->postponed |= 1u << by;
  g->moved_to = to.year ? to : (AbDate) { 0 };
  if (error)
    ab_tournament_set_error (error, AB_TOURNAMENT_OK, -1, -1);
  return true;
}
