/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tournament-trf-build.c — a TRF as read turned into a championship: starting ranks,
 * groups, the Berger pairings and colours of every entry, and the agreement of the two
 * lines of each game. */
#include "ab-tournament-trf.h"

#include <stdlib.h>
#include <string.h>

#include "ab-tournament-trf-private.h"

/* One side of a game as its player's line gives it. */
typedef struct
{
  char code[2];  /* result character per colour; ' ' when the line gives none */
  int line[2];
  int column[2]; /* the result's column */
} Sides;

static bool
fail_value (AbTrfError *error, AbTrfErrorCode code, int line, int column, AbTrfField field,
            int value)
{
  ab_trf_fail (error, code, line, column, field);
  error->value = value;
  return false;
}

static bool
check_ranks (const AbTrfRaw *raw, const AbTrfPlayer **by_rank, AbTrfError *error)
{
  int n = raw->n_players;

  if (n == 0)
    return ab_trf_fail (error, AB_TRF_ERROR_NO_PLAYERS, 0, 0, AB_TRF_FIELD_NONE);
  for (int i = 0; i < n; i++)
    {
      const AbTrfPlayer *p = &raw->players[i];

      if (p->start_rank > n)
        {
          fail_value (error, AB_TRF_ERROR_RANGE, p->line, 5, AB_TRF_FIELD_START_RANK,
                      p->start_rank);
          error->limit = n;
          return false;
        }
      if (by_rank[p->start_rank - 1])
        return fail_value (error, AB_TRF_ERROR_DUPLICATE, p->line, 5, AB_TRF_FIELD_START_RANK,
                           p->start_rank);
      by_rank[p->start_rank - 1] = p;
    }
  return true;
}

static bool
build_groups (const AbTrfRaw *raw, const AbTrfPlayer **by_rank, AbTournament *t,
              AbTrfError *error)
{
  int n = raw->n_players, members[AB_TOURNAMENT_MAX_GROUP_SIZE];

  if (raw->n_groups == 0)
    {
      /* No ABG line: one group of all players, pairing number = starting rank. */
      if (n < AB_TOURNAMENT_MIN_GROUP_SIZE || n > AB_TOURNAMENT_MAX_GROUP_SIZE)
        {
          int line = n > AB_TOURNAMENT_MAX_GROUP_SIZE
                     ? by_rank[AB_TOURNAMENT_MAX_GROUP_SIZE]->line : 0;

          fail_value (error, AB_TRF_ERROR_GROUP_SIZE, line, 0, AB_TRF_FIELD_NONE, n);
          error->limit = AB_TOURNAMENT_MAX_GROUP_SIZE;
          return false;
        }
      for (int i = 0; i < n; i++)
        members[i] = i;
      ab_tournament_add_group (t, n, members, NULL);
      return true;
    }
  for (int i = 0; i < raw->n_groups; i++)
    {
      const AbTrfGroup *g = &raw->groups[i];

      for (int j = 0; j < i; j++)
        if (raw->groups[j].number == g->number)
          return fail_value (error, AB_TRF_ERROR_TWICE, g->line, 5, AB_TRF_FIELD_GROUP, g->number);
      if (g->number > raw->n_groups)
        {
          fail_value (error, AB_TRF_ERROR_GROUP, g->line, 5, AB_TRF_FIELD_GROUP, g->number);
          error->limit = raw->n_groups;
          return false;
        }
    }
  for (int number = 1; number <= raw->n_groups; number++)
    {
      const AbTrfGroup *g = raw->groups;

      while (g->number != number)
        g++;
      if (g->size < AB_TOURNAMENT_MIN_GROUP_SIZE)
        {
          fail_value (error, AB_TRF_ERROR_GROUP_SIZE, g->line, 0, AB_TRF_FIELD_GROUP, g->size);
          error->limit = AB_TOURNAMENT_MAX_GROUP_SIZE;
          return false;
        }
      for (int i = 0; i < g->size; i++)
        {
          int r = g->ranks[i];

          if (r < 1 || r > n)
            return fail_value (error, AB_TRF_ERROR_UNKNOWN_PLAYER, g->line, g->columns[i],
                               AB_TRF_FIELD_PLAYER, r);
          if (ab_tournament_player_group (t, r - 1) >= 0)
            return fail_value (error, AB_TRF_ERROR_IN_TWO_GROUPS, g->line, g->columns[i],
                               AB_TRF_FIELD_PLAYER, r);
          for (int j = 0; j < i; j++)
            if (g->ranks[j] == r)
              return fail_value (error, AB_TRF_ERROR_IN_TWO_GROUPS, g->line, g->columns[i],
                                 AB_TRF_FIELD_PLAYER, r);
          members[i] = r - 1;
        }
      ab_tournament_add_group (t, g->size, members, NULL);
    }
  for (int r = 1; r <= n; r++)
    if (ab_tournament_player_group (t, r - 1) < 0)
      return fail_value (error, AB_TRF_ERROR_NO_GROUP, by_rank[r - 1]->line, 5,
                         AB_TRF_FIELD_START_RANK, r);
  return true;
}

/* A free round: blank, or 0000 with no colour and no points. */
static bool
check_bye (const AbTrfPlayer *p, const AbTrfEntry *e, int round, AbTrfError *error)
{
  if (e->opponent < 0)
    return true;
  if (e->opponent != 0)
    {
      fail_value (error, AB_TRF_ERROR_PAIRING, p->line, e->column, AB_TRF_FIELD_OPPONENT,
                  e->opponent);
      error->round = round;
      return false;
    }
  if (e->colour != '-' && e->colour != ' ')
    {
      ab_trf_fail (error, AB_TRF_ERROR_COLOUR, p->line, e->column + 5, AB_TRF_FIELD_COLOUR);
      error->round = round;
      error->character = e->colour;
      error->expected = '-';
      return false;
    }
  if (strchr ("ZU- ", e->result) == NULL)
    {
      ab_trf_fail (error, e->result == 'H' || e->result == 'F' ? AB_TRF_ERROR_BYE_POINTS
                   : AB_TRF_ERROR_CHARACTER, p->line, e->column + 7, AB_TRF_FIELD_RESULT);
      error->round = round;
      error->character = e->result;
      return false;
    }
  return true;
}

static bool
read_side (const AbTournament *t, const AbTrfPlayer *p, const AbTrfEntry *e, int round,
           Sides *sides, AbTrfError *error)
{
  int me = p->start_rank - 1, g = ab_tournament_player_group (t, me);
  int gi = ab_tournament_find_game (t, g, round, me);
  const AbTournamentGame *game;
  AbColor side;
  int expected;
  char colour;

  if (gi < 0)
    return check_bye (p, e, round, error);
  if (e->opponent < 0)
    return true;
  game = ab_tournament_get_game (t, g, gi);
  side = game->white == me ? AB_WHITE : AB_BLACK;
  expected = (side == AB_WHITE ? game->black : game->white) + 1;
  colour = side == AB_WHITE ? 'w' : 'b';
  if (e->opponent != expected)
    {
      fail_value (error, AB_TRF_ERROR_PAIRING, p->line, e->column, AB_TRF_FIELD_OPPONENT,
                  e->opponent);
      error->round = round;
      error->expected = expected;
      return false;
    }
  /* TRF leaves the colour of an unplayed forfeit open ('-'). */
  if (e->colour != colour && !(e->colour == '-' && strchr ("+- ", e->result)))
    {
      ab_trf_fail (error, AB_TRF_ERROR_COLOUR, p->line, e->column + 5, AB_TRF_FIELD_COLOUR);
      error->round = round;
      error->character = e->colour;
      error->expected = colour;
      return false;
    }
  if (strchr ("HFUZ", e->result))
    {
      ab_trf_fail (error, AB_TRF_ERROR_CHARACTER, p->line, e->column + 7, AB_TRF_FIELD_RESULT);
      error->round = round;
      error->character = e->result;
      return false;
    }
  sides[g * AB_TOURNAMENT_MAX_GAMES + gi].code[side] = e->result;
  sides[g * AB_TOURNAMENT_MAX_GAMES + gi].line[side] = p->line;
  sides[g * AB_TOURNAMENT_MAX_GAMES + gi].column[side] = e->column + 7;
  return true;
}

static const struct
{
  char white, black;
  AbTournamentResult result;
  bool unrated;
} combinations[] = {
  { ' ', ' ', AB_TOURNAMENT_RESULT_NONE, false },
  { '1', '0', AB_TOURNAMENT_RESULT_WHITE_WINS, false },
  { '=', '=', AB_TOURNAMENT_RESULT_DRAW, false },
  { '0', '1', AB_TOURNAMENT_RESULT_BLACK_WINS, false },
  { 'W', 'L', AB_TOURNAMENT_RESULT_WHITE_WINS, true },
  { 'D', 'D', AB_TOURNAMENT_RESULT_DRAW, true },
  { 'L', 'W', AB_TOURNAMENT_RESULT_BLACK_WINS, true },
  { '+', '-', AB_TOURNAMENT_RESULT_WHITE_FORFEIT, false },
  { '-', '+', AB_TOURNAMENT_RESULT_BLACK_FORFEIT, false },
  { '-', '-', AB_TOURNAMENT_RESULT_DOUBLE_FORFEIT, false },
};

static bool
combine_sides (AbTournament *t, const Sides *sides, AbTrfError *error)
{
  for (int g = 0; g < t->n_groups; g++)
    for (int gi = 0; gi < t->groups[g].n_games; gi++)
      {
        const Sides *s = &sides[g * AB_TOURNAMENT_MAX_GAMES + gi];
        AbTournamentGame *game = &t->groups[g].games[gi];
        size_t k;

        for (k = 0; k < sizeof combinations / sizeof combinations[0]; k++)
          if (combinations[k].white == s->code[AB_WHITE]
              && combinations[k].black == s->code[AB_BLACK])
            break;
        if (k == sizeof combinations / sizeof combinations[0])
          {
            /* Reported on the later of the two lines, where the disagreement shows. */
            AbColor at = s->line[AB_BLACK] > s->line[AB_WHITE] ? AB_BLACK : AB_WHITE;

            fail_value (error, AB_TRF_ERROR_MISMATCH, s->line[at], s->column[at],
                        AB_TRF_FIELD_RESULT, (at == AB_WHITE ? game->black : game->white) + 1);
            error->round = game->round;
            error->character = s->code[at];
            return false;
          }
        game->result = combinations[k].result;
        game->unrated = combinations[k].unrated;
      }
  return true;
}

static bool
apply_records (const AbTrfRaw *raw, AbTournament *t, AbTrfError *error)
{
  for (int i = 0; i < raw->n_withdrawals; i++)
    {
      int r = raw->withdrawals[i];

      if (r < 1 || r > t->n_players)
        return fail_value (error, AB_TRF_ERROR_UNKNOWN_PLAYER, raw->withdrawal_lines[i], 5,
                           AB_TRF_FIELD_PLAYER, r);
      t->withdrawn[r - 1] = true;
    }
  for (int i = 0; i < raw->n_postponements; i++)
    {
      const AbTrfPostponement *p = &raw->postponements[i];
      int g, gi, n_rounds;
      AbTournamentGame *game;
      AbColor side;

      if (p->player < 1 || p->player > t->n_players)
        return fail_value (error, AB_TRF_ERROR_UNKNOWN_PLAYER, p->line, 10, AB_TRF_FIELD_PLAYER,
                           p->player);
      g = t->group_of[p->player - 1];
      n_rounds = ab_tournament_n_rounds (t, g);
      if (p->round < 1 || p->round > n_rounds)
        {
          fail_value (error, AB_TRF_ERROR_RANGE, p->line, 5, AB_TRF_FIELD_ROUND, p->round);
          error->limit = n_rounds;
          return false;
        }
      gi = ab_tournament_find_game (t, g, p->round, p->player - 1);
      game = gi < 0 ? NULL : &t->groups[g].games[gi];
      side = game && game->white == p->player - 1 ? AB_WHITE : AB_BLACK;
      if (game == NULL || (game->postponed & (1u << side)))
        {
          fail_value (error, AB_TRF_ERROR_POSTPONEMENT, p->line, game ? 10 : 5,
                      AB_TRF_FIELD_PLAYER, p->player);
          error->round = p->round;
          return false;
        }
      game->postponed |= 1u << side;
      if (p->to.year)
        game->moved_to = p->to;
    }
  return true;
}

bool
_ab_trf_build (const AbTrfRaw *raw, AbTournament *t, AbTrfError *error)
{
  const AbTrfPlayer *by_rank[AB_TOURNAMENT_MAX_PLAYERS] = { NULL };
  Sides *sides;
  int max_rounds = 0;
  bool ok = true;

  if (!check_ranks (raw, by_rank, error))
    return false;
  if (!ab_tournament_set_info (t, &raw->info))
    return ab_trf_fail (error, AB_TRF_ERROR_ENCODING, 0, 0, AB_TRF_FIELD_TEXT);
  for (int r = 0; r < raw->n_players; r++)
    if (ab_tournament_add_player (t, &by_rank[r]->player, NULL) < 0)
      return ab_trf_fail (error, AB_TRF_ERROR_CHARACTER, by_rank[r]->line, 15, AB_TRF_FIELD_NAME);
  if (!build_groups (raw, by_rank, t, error))
    return false;
  for (int g = 0; g < t->n_groups; g++)
    if (ab_tournament_n_rounds (t, g) > max_rounds)
      max_rounds = ab_tournament_n_rounds (t, g);
  if (raw->rounds_line && raw->rounds != max_rounds)
    {
      fail_value (error, AB_TRF_ERROR_ROUNDS, raw->rounds_line, 5, AB_TRF_FIELD_ROUNDS,
                  raw->rounds);
      error->limit = max_rounds;
      return false;
    }
  memcpy (t->evenings, raw->evenings, sizeof t->evenings);

  sides = malloc (sizeof *sides * AB_TOURNAMENT_MAX_GROUPS * AB_TOURNAMENT_MAX_GAMES);
  if (sides == NULL)
    return ab_trf_fail (error, AB_TRF_ERROR_TOO_MANY_PLAYERS, 0, 0, AB_TRF_FIELD_NONE);
  for (size_t i = 0; i < (size_t) AB_TOURNAMENT_MAX_GROUPS * AB_TOURNAMENT_MAX_GAMES; i++)
    sides[i] = (Sides) { { ' ', ' ' }, { 0, 0 }, { 0, 0 } };
  for (int i = 0; ok && i < raw->n_players; i++)
    {
      const AbTrfPlayer *p = &raw->players[i];
      int n_rounds = ab_tournament_n_rounds (t, t->group_of[p->start_rank - 1]);

      for (int k = 0; ok && k < p->n_entries; k++)
        {
          if (k >= n_rounds)
            {
              if (p->entries[k].opponent >= 0)
                {
                  ok = ab_trf_fail (error, AB_TRF_ERROR_PAST_ROUNDS, p->line,
                                    p->entries[k].column, AB_TRF_FIELD_OPPONENT);
                  error->round = k + 1;
                  error->limit = n_rounds;
                }
              continue;
            }
          ok = read_side (t, p, &p->entries[k], k + 1, sides, error);
        }
    }
  ok = ok && combine_sides (t, sides, error) && apply_records (raw, t, error);
  free (sides);
  return ok;
}
