/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tournament-standings.h — a group's standings with the tie-breaks of art. 13 in the
 * seed's order, and the end of the season (art. 14–17).
 *
 * Values are whole numbers in fixed units so nothing is lost to rounding: scores in half
 * points, Sonneborn-Berger in quarter points. ab_tournament_format_value writes them.
 */
#pragma once

#include "ab-tournament.h"

/* Why a player stands where he does relative to his neighbours, in the order of art. 13. */
typedef enum
{
  AB_TIEBREAK_NONE = 0,      /* the points alone */
  AB_TIEBREAK_SB,            /* 13.1 Sonneborn-Berger with the adjusted results */
  AB_TIEBREAK_MUTUAL,        /* 13.2 the results among the tied players */
  AB_TIEBREAK_KASHDAN,       /* 13.3 win 4, draw 2, loss 1, forfeit loss 0 */
  AB_TIEBREAK_RATING,        /* 13.4 the lower rating ranks higher */
  AB_TIEBREAK_BLACK_PLAYED,  /* 13.5 more games actually played with Black */
  AB_TIEBREAK_BLACK_CALENDAR,/* 13.6 more games with Black on the calendar */
  AB_TIEBREAK_LOTS,          /* 13.7 unresolved: the arbiter draws lots */
} AbTiebreak;
#define AB_TIEBREAK_COUNT (AB_TIEBREAK_LOTS + 1)

typedef struct
{
  int player;
  int rank;             /* 1-based; the players of an unresolved tie share one */
  int points2;          /* score in half points */
  int games;            /* games with a result that counts, forfeits included */
  int wins, draws, losses;                /* played over the board */
  int forfeit_wins, forfeit_losses;       /* a 0-0 is a forfeit loss for both */
  int adjusted2;        /* 13.1 "aangepaste resultaat" in half points: points2 - forfeit_wins
                         * + forfeit_losses; used only inside the opponents' SB */
  int sb4;              /* Sonneborn-Berger in quarter points */
  bool has_mutual;      /* 13.2 was computed: the player is tied on points and SB */
  int mutual2;          /* his score against the others of that tie, half points */
  int kashdan;
  int rating;           /* 0: none; counts as the lowest */
  int black_played;
  int black_calendar;
  AbTiebreak decided_by;/* the last criterion needed to place him among his equals */
} AbStanding;

typedef struct
{
  int group;
  int upto_round;       /* results of rounds 1 … upto_round count */
  int n;
  AbStanding rows[AB_TOURNAMENT_MAX_GROUP_SIZE];
  int n_removed;        /* players withdrawn before half their games (art. 11): not ranked */
  int removed[AB_TOURNAMENT_MAX_GROUP_SIZE];
} AbStandings;

/* The group's standings after round upto_round; upto_round ≤ 0 means after the last round
 * that has a result. The calendar colours of 13.6 count the rounds up to it. False for a
 * group that does not exist. */
bool ab_tournament_standings (const AbTournament *self, int group, int upto_round,
                              AbStandings *out);

/* Writes value / denominator (denominator 2 or 4) with at most two decimals and no trailing
 * zeros: "5", "5.5", "12.75"; decimal is the separator. Returns what snprintf returns. */
int ab_tournament_format_value (int value, int denominator, char decimal, char *buf, size_t size);

/* ---- end of the season (art. 14–17) ---- */

typedef enum
{
  AB_SEASON_SAME = 0,   /* 15.1 as many entrants next season */
  AB_SEASON_FEWER,      /* 15.2 */
  AB_SEASON_MORE,       /* 15.3 */
} AbSeasonTrend;

typedef enum
{
  AB_MOVE_PROMOTED_WINNER = 0, /* art. 15: the winners of groups 2 and 3 are sure to go up */
  AB_MOVE_PROMOTED_EXTRA,      /* 15.3: one more goes up where art. 2 makes room */
  AB_MOVE_RELEGATED,           /* 15.1–15.3 */
} AbMoveReason;

typedef struct
{
  int player;
  int from, to;         /* groups */
  AbMoveReason reason;
  bool lots;            /* his place is an unresolved tie: lots decide who moves */
} AbSeasonMove;

typedef struct
{
  int n_groups;
  int winner[AB_TOURNAMENT_MAX_GROUPS];      /* -1: an unresolved tie at the top */
  int champion;                              /* art. 14: the winner of group 1, or -1 */
  int n_this, n_next;
  AbSeasonTrend trend;
  int sizes[AB_TOURNAMENT_MAX_GROUPS];       /* this season, ranked players */
  int next_sizes[AB_TOURNAMENT_MAX_GROUPS];  /* art. 2 for n_next */
  int n_moves;
  AbSeasonMove moves[4 * AB_TOURNAMENT_MAX_GROUPS];
} AbSeason;

/* The group winners, the champion and the proposal of art. 15 for a next season with
 * n_next entrants (≤ 0: as many as this season's ranked players). Players who return after
 * a year away (art. 16) and new members (art. 17) are placed by the general meeting and are
 * not part of the proposal. False when the tournament has no groups. */
bool ab_tournament_season (const AbTournament *self, int n_next, AbSeason *out);
