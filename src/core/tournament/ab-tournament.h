/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tournament.h — the club championship (club regulation 2014–2015, art. 2 and 9–17):
 * players, groups ("reeksen"), the double round robin from the FIDE Berger tables, the
 * calendar of club evenings with postponements, results, forfeits and withdrawals.
 *
 * Standings and the end of the season are in ab-tournament-standings.h; the FIDE Tournament
 * Report File and the exports in ab-tournament-trf.h. The core does no I/O.
 *
 * Numbering: players are indexed 0 … n-1 in the order they were added (their TRF starting
 * rank is index + 1); groups 0 … n-1 (group 0 is "reeks 1"); a player's pairing number in
 * his group is his position in the group's list + 1; rounds are 1-based.
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>

#include "ab-types.h"

#define AB_TOURNAMENT_MAX_PLAYERS 256
#define AB_TOURNAMENT_MAX_GROUPS 9
#define AB_TOURNAMENT_MIN_GROUP_SIZE 2
#define AB_TOURNAMENT_MAX_GROUP_SIZE 20
/* A double round robin of 20 players: 2 × 19 rounds. */
#define AB_TOURNAMENT_MAX_ROUNDS (2 * (AB_TOURNAMENT_MAX_GROUP_SIZE - 1))
#define AB_TOURNAMENT_MAX_GAMES (AB_TOURNAMENT_MAX_GROUP_SIZE * (AB_TOURNAMENT_MAX_GROUP_SIZE - 1))
/* Field widths of the TRF player line, in characters; buffers hold UTF-8 (4 bytes each). */
#define AB_TOURNAMENT_NAME_CHARS 33
#define AB_TOURNAMENT_TEXT_CHARS 80
#define AB_TOURNAMENT_NAME_MAX (AB_TOURNAMENT_NAME_CHARS * 4 + 1)
#define AB_TOURNAMENT_TEXT_MAX (AB_TOURNAMENT_TEXT_CHARS * 4 + 1)

typedef struct _AbTournament AbTournament;

/* A calendar date; year 0 means "no date". */
typedef struct
{
  int year, month, day;
} AbDate;

typedef struct
{
  char name[AB_TOURNAMENT_NAME_MAX]; /* "Surname, First name" */
  char sex;                          /* 'm', 'w' or ' ' */
  char title[4];                     /* "GM", "FM", … or "" */
  int rating;                        /* the rating published at the start of the season; 0: none */
  char federation[4];                /* "BEL" or "" */
  char id[12];                       /* FIDE or national id, digits, or "" */
  char birth[11];                    /* "YYYY/MM/DD" as TRF writes it, or "" */
} AbPlayer;

/* The tournament's TRF header lines (012, 022, 032, 042, 052, 092, 102, 112, 122). */
typedef struct
{
  char name[AB_TOURNAMENT_TEXT_MAX];
  char city[AB_TOURNAMENT_TEXT_MAX];
  char federation[AB_TOURNAMENT_TEXT_MAX];
  char start[AB_TOURNAMENT_TEXT_MAX];
  char end[AB_TOURNAMENT_TEXT_MAX];
  char type[AB_TOURNAMENT_TEXT_MAX];
  char arbiter[AB_TOURNAMENT_TEXT_MAX];
  char deputy[AB_TOURNAMENT_TEXT_MAX];
  char time_control[AB_TOURNAMENT_TEXT_MAX];
} AbTournamentInfo;

typedef enum
{
  AB_TOURNAMENT_RESULT_NONE = 0,         /* not played (yet) */
  AB_TOURNAMENT_RESULT_WHITE_WINS,       /* 1-0 (art. 9) */
  AB_TOURNAMENT_RESULT_DRAW,             /* ½-½ */
  AB_TOURNAMENT_RESULT_BLACK_WINS,       /* 0-1 */
  AB_TOURNAMENT_RESULT_WHITE_FORFEIT,    /* Black absent without notice: White wins by forfeit (art. 10) */
  AB_TOURNAMENT_RESULT_BLACK_FORFEIT,    /* White absent: Black wins by forfeit */
  AB_TOURNAMENT_RESULT_DOUBLE_FORFEIT,   /* both absent without notice: 0-0 (art. 10) */
} AbTournamentResult;

/* One game of a group's calendar. */
typedef struct
{
  int round;              /* 1 … 2 × (m - 1); the second half repeats the first, colours reversed */
  int board;              /* 1-based, as the Berger table lists it */
  int white, black;       /* player indices */
  AbTournamentResult result;
  bool unrated;           /* played but not rated (TRF W, D, L: e.g. fewer than one move) */
  unsigned postponed;     /* bit 1 << AB_WHITE, 1 << AB_BLACK: that player postponed it (art. 12) */
  AbDate moved_to;        /* the evening it was moved to; year 0: none given */
} AbTournamentGame;

/* What a withdrawal does to a player's games (art. 11). */
typedef enum
{
  AB_WITHDRAWAL_NONE = 0,
  AB_WITHDRAWAL_REMOVED,  /* fewer than half his games played: as if he never entered */
  AB_WITHDRAWAL_FORFEITS, /* at least half: results kept, the rest lost by forfeit */
} AbWithdrawal;

typedef enum
{
  AB_TOURNAMENT_OK = 0,
  AB_TOURNAMENT_ERROR_TOO_MANY_PLAYERS,
  AB_TOURNAMENT_ERROR_NO_NAME,            /* a player needs a name */
  AB_TOURNAMENT_ERROR_FIELD,              /* a player field is too long or has a bad character */
  AB_TOURNAMENT_ERROR_RATING,             /* rating outside 0 … 9999 */
  AB_TOURNAMENT_ERROR_GROUP_COUNT,        /* count: groups asked; art. 2 wants three from 17 on */
  AB_TOURNAMENT_ERROR_GROUP_SIZE,         /* count: players in a group, outside 2 … 20 */
  AB_TOURNAMENT_ERROR_EXPAND,             /* group 1 may only grow to 10 above 24 entrants */
  AB_TOURNAMENT_ERROR_NO_PLAYER,          /* player: no such player index */
  AB_TOURNAMENT_ERROR_PLAYER_IN_GROUP,    /* player: already in a group */
  AB_TOURNAMENT_ERROR_NO_GROUP,           /* group: no such group */
  AB_TOURNAMENT_ERROR_NO_GAME,            /* no such game (index or round and player) */
  AB_TOURNAMENT_ERROR_WITHDRAWN,          /* player: withdrew; his games take no more results */
  AB_TOURNAMENT_ERROR_ALREADY_WITHDRAWN,  /* player */
  AB_TOURNAMENT_ERROR_NOT_IN_GROUP,       /* player: withdrawing needs a group */
  AB_TOURNAMENT_ERROR_HAS_RESULT,         /* a game with a result cannot be postponed */
  AB_TOURNAMENT_ERROR_ALREADY_POSTPONED,  /* player: he postponed this game before (art. 12) */
  AB_TOURNAMENT_ERROR_AFTER_DEADLINE,     /* the new date is not before the deadline (art. 12) */
  AB_TOURNAMENT_ERROR_ROUND,              /* round: outside the group's calendar */
  AB_TOURNAMENT_ERROR_DATE,               /* not a valid date */
} AbTournamentErrorCode;

typedef struct
{
  AbTournamentErrorCode code;
  int player;   /* a player index, or -1 */
  int group;    /* a group index, or -1 */
  int round;
  int count;
  AbDate date;  /* AFTER_DEADLINE: the deadline */
} AbTournamentError;

AbTournament *ab_tournament_new (void);
void ab_tournament_free (AbTournament *self);
AbTournament *ab_tournament_copy (const AbTournament *self);
/* Same players, groups, calendar, results, postponements, withdrawals and header. */
bool ab_tournament_equal (const AbTournament *a, const AbTournament *b);

const AbTournamentInfo *ab_tournament_get_info (const AbTournament *self);
/* False, nothing changed, when a text has a control character, is not UTF-8, is longer than
 * 80 characters or begins or ends with a space (TRF could not carry it). */
bool ab_tournament_set_info (AbTournament *self, const AbTournamentInfo *info);

/* ---- players and groups (art. 2) ---- */

/* Adds a player; returns his index, or -1 with error set. */
int ab_tournament_add_player (AbTournament *self, const AbPlayer *player, AbTournamentError *error);
int ab_tournament_n_players (const AbTournament *self);
const AbPlayer *ab_tournament_get_player (const AbTournament *self, int player);
/* The player's group, or -1. */
int ab_tournament_player_group (const AbTournament *self, int player);

/* Art. 2: the sizes of n_groups groups for n_entrants, as even as possible, a remainder
 * going to group 1 first and then group 2. Three groups are required from 17 entrants on;
 * with fewer the club may choose 1 or 2 ("kan hiervan worden afgeweken"). expand_first
 * (only above 24 entrants) lets group 1 grow to 10 and splits the rest over the others the
 * same way. False, sizes untouched, when the split is not allowed. */
bool ab_tournament_split (int n_entrants, int n_groups, bool expand_first, int *sizes,
                          AbTournamentError *error);

/* Adds a group with the given players (indices), in pairing-number order, and its double
 * round robin calendar. Returns the group's index, or -1 with error set. */
int ab_tournament_add_group (AbTournament *self, int size, const int *players,
                             AbTournamentError *error);

/* Splits all players, in the given order (strongest first; every player exactly once), into
 * groups by ab_tournament_split; pairing numbers follow that order within each group. Only
 * on a tournament without groups. */
bool ab_tournament_make_groups (AbTournament *self, const int *order, int n_groups,
                                bool expand_first, AbTournamentError *error);

int ab_tournament_n_groups (const AbTournament *self);
int ab_tournament_group_size (const AbTournament *self, int group);
/* The player with that pairing number (1-based), or -1. */
int ab_tournament_group_player (const AbTournament *self, int group, int pairing_number);
/* The player's pairing number in his group, or 0. */
int ab_tournament_pairing_number (const AbTournament *self, int player);

/* ---- Berger tables and the calendar ---- */

/* The FIDE Berger table for n players (odd n plays with a dummy n + 1: a bye). Rounds of one
 * cycle: n - 1 for even n, n for odd n. */
int ab_berger_rounds (int n);
/* Board b (1-based) of round r of one cycle: pairing numbers of White and Black; one of them
 * is n + 1 for odd n (that player is free). False when n, r or b is out of range. */
bool ab_berger_pairing (int n, int round, int board, int *white, int *black);

/* Rounds of the group's double round robin: 2 × ab_berger_rounds (size). */
int ab_tournament_n_rounds (const AbTournament *self, int group);
/* Games of the group, ordered by round and board (byes are not games). */
int ab_tournament_n_games (const AbTournament *self, int group);
const AbTournamentGame *ab_tournament_get_game (const AbTournament *self, int group, int game);
/* The index of the player's game in that round, or -1 (a bye, or no such round). */
int ab_tournament_find_game (const AbTournament *self, int group, int round, int player);
/* The player free in that round of an odd group, or -1. */
int ab_tournament_bye (const AbTournament *self, int group, int round);

/* Club evenings: round r of every group is played on evening r. TRF writes them as
 * YY/MM/DD, so the years are 2000 … 2099. */
bool ab_tournament_set_evening (AbTournament *self, int round, AbDate date,
                                AbTournamentError *error);
AbDate ab_tournament_get_evening (const AbTournament *self, int round);
/* The last club evening of the season (art. 12): the info's end (052) when it is a date
 * written YYYY/MM/DD; year 0 when unknown. Setting it writes that text. */
bool ab_tournament_set_season_end (AbTournament *self, AbDate date);
AbDate ab_tournament_get_season_end (const AbTournament *self);

/* Art. 12: the round of the game's group by whose evening a postponed game must have been
 * played. First half: the start of round 3 of the second half; second half: the last club
 * evening of the season (returned as 0: use ab_tournament_catch_up_deadline). */
int ab_tournament_catch_up_round (const AbTournament *self, int group, int game);
/* The same as a date: the game must be played before it. Year 0 when the calendar lacks it. */
AbDate ab_tournament_catch_up_deadline (const AbTournament *self, int group, int game);

/* Art. 12: the player (AB_WHITE or AB_BLACK of that game) postpones it, once per player and
 * game; to, if given (year ≠ 0), is the evening it moves to and must lie before the
 * deadline unless the arbiter allows more for force majeure (first half only, as the seed
 * says). On failure nothing changes. */
bool ab_tournament_postpone (AbTournament *self, int group, int game, AbColor by, AbDate to,
                             bool force_majeure, AbTournamentError *error);

/* ---- results and withdrawals (art. 9–11) ---- */

/* Enters (or with AB_TOURNAMENT_RESULT_NONE clears) a result. Refused for a withdrawn player's games. */
bool ab_tournament_set_result (AbTournament *self, int group, int game, AbTournamentResult result,
                               bool unrated, AbTournamentError *error);

/* The player stops (art. 11); what that does follows from ab_tournament_withdrawal. */
bool ab_tournament_withdraw (AbTournament *self, int player, AbTournamentError *error);
bool ab_tournament_is_withdrawn (const AbTournament *self, int player);
AbWithdrawal ab_tournament_withdrawal (const AbTournament *self, int player);
/* Games the player actually played over the board (forfeits are no games played). */
int ab_tournament_games_played (const AbTournament *self, int player);
/* Games the calendar gives the player: 2 × (group size - 1). */
int ab_tournament_games_scheduled (const AbTournament *self, int player);

/* The result that counts: a removed player's games are void (AB_TOURNAMENT_RESULT_NONE with *is_void),
 * a withdrawn player's games without a result are lost by forfeit. */
AbTournamentResult ab_tournament_effective_result (const AbTournament *self, int group, int game,
                                             bool *is_void);

/* ---- dates ---- */

bool ab_date_is_valid (AbDate date);
int ab_date_compare (AbDate a, AbDate b);
/* Reads exactly "YYYY/MM/DD"; false for anything else or an impossible date. */
bool ab_date_parse (const char *text, AbDate *date);
