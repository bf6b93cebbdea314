/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tournament-evening.h — a club evening of one group as the championship's window and
 * the tool show it: the round's games in board order, how many of them have a result, the
 * first evening with a game still to play, where the second half begins, and what the
 * calendar says of a game beyond its result (withdrawals, art. 11; postponements, art. 12).
 * Queries only: they change nothing. */
#pragma once

#include "ab-tournament.h"

/* A round of a group of 20 (the largest) has ten games. */
#define AB_TOURNAMENT_MAX_ROUND_GAMES (AB_TOURNAMENT_MAX_GROUP_SIZE / 2)

/* Stores the indices of the group's games in that round, in board order, in games (at
 * most max of them); returns how many games the round has, 0 for no such group or round. */
int ab_tournament_round_games (const AbTournament *self, int group, int round, int *games,
                               int max);

/* How many of the round's games are to get a result: all but the void ones (a player
 * withdrew before half his games, art. 11), which never will; *decided (when given): how
 * many of those have a result that counts (ab_tournament_effective_result: a game lost by
 * forfeit after a withdrawal has one). The two are equal once the evening is complete. */
int ab_tournament_round_results (const AbTournament *self, int group, int round, int *decided);

/* The evening to show first: the first round of the group with a game that has no result
 * that counts and is neither postponed (a postponed game is caught up on another evening)
 * nor void (art. 11); the last round when there is none; 1 for no such group. */
int ab_tournament_first_open_round (const AbTournament *self, int group);

/* Whether the round is the first of the second half, where the games of the first half
 * come back with the colours reversed. */
bool ab_tournament_round_begins_second_half (const AbTournament *self, int group, int round);

/* What the calendar says of a game beyond its result. */
typedef enum
{
  AB_TOURNAMENT_NOTE_NONE = 0,
  AB_TOURNAMENT_NOTE_VOID,       /* a player withdrew before half his games: void (art. 11) */
  AB_TOURNAMENT_NOTE_WITHDRAWAL, /* no result entered; lost by forfeit by the player who
                                  * withdrew after half his games (art. 11) */
  AB_TOURNAMENT_NOTE_POSTPONED,  /* postponed (art. 12): postponed_by, deadline */
} AbTournamentNote;

typedef struct
{
  AbTournamentResult result; /* the result that counts (ab_tournament_effective_result) */
  AbTournamentNote note;
  unsigned postponed_by;     /* POSTPONED: 1 << AB_WHITE, 1 << AB_BLACK, or both */
  AbDate deadline;           /* POSTPONED without a result: to be played before it;
                              * year 0 when played, or when the calendar lacks the date */
} AbTournamentGameStatus;

/* The game's status; false, status cleared, for no such game. */
bool ab_tournament_game_status (const AbTournament *self, int group, int game,
                                AbTournamentGameStatus *status);
