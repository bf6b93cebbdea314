/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tournament-private.h — the championship's layout, for the ab-tournament*.c files. */
#pragma once

#include "ab-tournament.h"

typedef struct
{
  int size;
  int players[AB_TOURNAMENT_MAX_GROUP_SIZE]; /* pairing number i + 1 */
  int n_games;
  AbTournamentGame games[AB_TOURNAMENT_MAX_GAMES];     /* by round, then board */
} AbGroup;

struct _AbTournament
{
  AbTournamentInfo info;
  int n_players;
  AbPlayer players[AB_TOURNAMENT_MAX_PLAYERS];
  int group_of[AB_TOURNAMENT_MAX_PLAYERS];   /* -1: none */
  bool withdrawn[AB_TOURNAMENT_MAX_PLAYERS];
  int n_groups;
  AbGroup groups[AB_TOURNAMENT_MAX_GROUPS];
  AbDate evenings[AB_TOURNAMENT_MAX_ROUNDS]; /* round r on evenings[r - 1] */
};

static inline void
ab_tournament_set_error (AbTournamentError *error, AbTournamentErrorCode code, int player,
                         int group)
{
  if (error)
    {
      *error = (AbTournamentError) { 0 };
      error->code = code;
      error->player = player;
      error->group = group;
    }
}

/* Builds the group's calendar from the Berger table (ab-tournament-berger.c). */
void _ab_tournament_build_calendar (AbGroup *group);

/* Whether the game counts for nothing because a player was removed (art. 11). */
bool ab_tournament_game_is_void (const AbTournament *self, const AbTournamentGame *game);

/* Whether a player field holds only printable text (UTF-8 allowed) and fits. */
bool _ab_tournament_text_ok (const char *text, size_t max_bytes, int max_chars);
