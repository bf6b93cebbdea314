/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tournament-results.c — results, forfeits and the double no-show (art. 9–10), and
 * withdrawals (art. 11). */
#include "ab-tournament.h"

#include "ab-tournament-private.h"

static bool
is_played (AbTournamentResult r)
{
  return r == AB_TOURNAMENT_RESULT_WHITE_WINS || r == AB_TOURNAMENT_RESULT_DRAW || r == AB_TOURNAMENT_RESULT_BLACK_WINS;
}

bool
ab_tournament_set_result (AbTournament *self, int group, int game, AbTournamentResult result,
                          bool unrated, AbTournamentError *error)
{
  AbTournamentGame *g;

  if (ab_tournament_get_game (self, group, game) == NULL || result < AB_TOURNAMENT_RESULT_NONE
      || result > AB_TOURNAMENT_RESULT_DOUBLE_FORFEIT)
    {
      ab_tournament_set_error (error, AB_TOURNAMENT_ERROR_NO_GAME, -1, group);
      return false;
    }
  g = &self->groups[group].games[game];
  /* After a withdrawal art. 11 decides the player's games; nothing more is entered. */
  if (self->withdrawn[g->white] || self->withdrawn[g->black])
    {
      ab_tournament_set_error (error, AB_TOURNAMENT_ERROR_WITHDRAWN,
                               self->withdrawn[g->white] ? g->white : g->black, group);
      if (error)
        error->round = g->round;
      return false;
    }
  g->result = result;
  g->unrated = unrated && is_played (result);
  if (error)
    ab_tournament_set_error (error, AB_TOURNAMENT_OK, -1, -1);
  return true;
}

bool
ab_tournament_withdraw (AbTournament *self, int player, AbTournamentError *error)
{
  if (player < 0 || player >= self->n_players)
    {
      ab_tournament_set_error (error, AB_TOURNAMENT_ERROR_NO_PLAYER, player, -1);
      return false;
    }
  if (self->group_of[player] < 0)
    {
      ab_tournament_set_error (error, AB_TOURNAMENT_ERROR_NOT_IN_GROUP, player, -1);
      return false;
    }
  if (self->withdrawn[player])
    {
      ab_tournament_set_error (error, AB_TOURNAMENT_ERROR_ALREADY_WITHDRAWN, player,
                               self->group_of[player]);
      return false;
    }
  self->withdrawn[player] = true;
  if (error)
    ab_tournament_set_error (error, AB_TOURNAMENT_OK, -1, -1);
  return true;
}

bool
ab_tournament_is_withdrawn (const AbTournament *self, int player)
{
  return player >= 0 && player < self->n_players && self->withdrawn[player];
}

/* "na het spelen van minder dan de helft van de voorziene partijen": games played, so a
 * forfeit, won or lost, is not one; the seed counts the games the calendar gives him. */
int
ab_tournament_games_played (const AbTournament *self, int player)
{
  int g = ab_tournament_player_group (self, player), n = 0;

  if (g < 0)
    return 0;
  for (int i = 0; i < self->groups[g].n_games; i++)
    {
      const AbTournamentGame *game = &self->groups[g].games[i];

      if ((game->white == player || game->black == player) && is_played (game->result))
        n++;
    }
  return n;
}

int
ab_tournament_games_scheduled (const AbTournament *self, int player)
{
  int g = ab_tournament_player_group (self, player);

  return g < 0 ? 0 : 2 * (self->groups[g].size - 1);
}

AbWithdrawal
ab_tournament_withdrawal (const AbTournament *self, int player)
{
  if (!ab_tournament_is_withdrawn (self, player))
    return AB_WITHDRAWAL_NONE;
  if (2 * ab_tournament_games_played (self, player) < ab_tournament_games_scheduled (self, player))
    return AB_WITHDRAWAL_REMOVED;
  return AB_WITHDRAWAL_FORFEITS;
}

bool
ab_tournament_game_is_void (const AbTournament *self, const AbTournamentGame *game)
{
  return ab_tournament_withdrawal (self, game->white) == AB_WITHDRAWAL_REMOVED
         || ab_tournament_withdrawal (self, game->black) == AB_WITHDRAWAL_REMOVED;
}

AbTournamentResult
ab_tournament_effective_result (const AbTournament *self, int group, int game, bool *is_void)
{
  const AbTournamentGame *g = ab_tournament_get_game (self, group, game);
  bool white_out, black_out;

  if (is_void)
    *is_void = false;
  if (g == NULL)
    return AB_TOURNAMENT_RESULT_NONE;
  if (ab_tournament_game_is_void (self, g))
    {
      if (is_void)
        *is_void = true;
      return AB_TOURNAMENT_RESULT_NONE;
    }
  if (g->result != AB_TOURNAMENT_RESULT_NONE)
    return g->result;
  /* "de overige partijen door hem met forfait verloren"; two such players both lose. */
  white_out = self->withdrawn[g->white];
  black_out = self->withdrawn[g->black];
  if (white_out && black_out)
    return AB_TOURNAMENT_RESULT_DOUBLE_FORFEIT;
  if (white_out)
    return AB_TOURNAMENT_RESULT_BLACK_FORFEIT;
  if (black_out)
    return AB_TOURNAMENT_RESULT_WHITE_FORFEIT;
  return AB_TOURNAMENT_RESULT_NONE;
}
