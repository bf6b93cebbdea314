/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tournament-trf.h — the FIDE Tournament Report File (TRF-16) and the exports.
 *
 * Columns are counted in characters (UTF-8), 1-based, as TRF-16 gives them. Records read:
 *   012 name  022 city  032 federation  042 start  052 end (also the last club evening when
 *   it is a date YYYY/MM/DD)  092 type  102 arbiter  112 deputy  122 time control
 *   132 the evenings: round r's date at columns 92 + 10 (r - 1), YY/MM/DD (20YY)
 *   001 a player: starting rank 5–8, sex 10, title 11–13, name 15–47, rating 49–52,
 *       federation 54–56, id 58–68, birth date 70–79, points 81–84, rank 86–89; round r at
 *       column 92 + 10 (r - 1): opponent (4 digits; 0000 for a free round), colour w/b/-
 *       two columns on, result two more on: 1 = 0 win/draw/loss, W D L the same unrated,
 *       + - forfeit win/loss, blank for no result; a free round is blank, or 0000 with Z, U,
 *       - or blank (no points: a round robin gives none for a bye)
 *   XXR the number of rounds (the largest group's)
 * Other records of three digits and other XX records are read past; any other line is an
 * error.
 *
 * Groups. TRF has one section of players per tournament, so the groups of a championship
 * are carried by an extension record, one line per group, in the style of the 013 team line:
 *   ABG NNNN  PPPP PPPP …   group number (1-based) at 5–8, then the starting ranks of its
 *                           players in pairing-number order at 10–13, 15–18, …
 * Round r of a player's line is round r of his own group. A file without ABG lines is one
 * group of all its players, pairing number = starting rank: a round robin written by other
 * software reads as it is. ab_tournament_write_trf can also write a single group as a
 * standard TRF of its own (players renumbered 1 … n), for rating and pairing programs.
 *   ABP RRRR PPPP YYYY/MM/DD  round at 5–8, the starting rank of the player who postponed
 *                           at 10–13, optionally the evening it moved to at 15–24 (art. 12)
 *   ABW PPPP                the player withdrew (art. 11); his results stay in the file and
 *                           art. 11 is applied when the standings are computed
 * The pairings and colours must be those of the Berger tables (double round robin, colours
 * reversed in the second half); the two lines of a game must agree on its result.
 */
#pragma once

#include <stddef.h>

#include "ab-tournament-standings.h"
#include "ab-tournament.h"

typedef enum
{
  AB_TRF_OK = 0,
  AB_TRF_ERROR_ENCODING,       /* not UTF-8, or a control character */
  AB_TRF_ERROR_RECORD,         /* the line starts with no record this reader knows */
  AB_TRF_ERROR_TWICE,          /* a header record, XXR, ABG number or ABW given twice */
  AB_TRF_ERROR_BLANK,          /* a column that must be blank is not */
  AB_TRF_ERROR_EMPTY,          /* field: a field that must be given is blank */
  AB_TRF_ERROR_NUMBER,         /* field: no number where one must be */
  AB_TRF_ERROR_RANGE,          /* field, value: out of range; limit: the largest allowed (for
                                * a starting rank: the number of players) */
  AB_TRF_ERROR_CHARACTER,      /* field, character: not allowed in the field */
  AB_TRF_ERROR_TOO_LONG,       /* limit: the line goes on past its last field (for a player
                                * line: past the last round a group can have) */
  AB_TRF_ERROR_DATE,           /* field: not a valid date */
  AB_TRF_ERROR_NO_PLAYERS,     /* the file has no 001 line (line 0) */
  AB_TRF_ERROR_TOO_MANY_PLAYERS,
  AB_TRF_ERROR_DUPLICATE,      /* value: a starting rank used twice */
  AB_TRF_ERROR_UNKNOWN_PLAYER, /* value: a starting rank no 001 line has */
  AB_TRF_ERROR_GROUP,          /* value: group numbers must run 1, 2, … */
  AB_TRF_ERROR_GROUP_SIZE,     /* value: players in the group (2 … 20) */
  AB_TRF_ERROR_IN_TWO_GROUPS,  /* value: the player is already in a group */
  AB_TRF_ERROR_NO_GROUP,       /* value: ABG lines exist but this player is in none */
  AB_TRF_ERROR_ROUNDS,         /* value: XXR says; limit: the double round robin needs */
  AB_TRF_ERROR_PAIRING,        /* round, value (opponent found), expected (the Berger one;
                                * 0: the player is free that round) */
  AB_TRF_ERROR_COLOUR,         /* round, character (found), expected: 'w' or 'b' */
  AB_TRF_ERROR_BYE_POINTS,     /* round, character: H or F: no points for a free round */
  AB_TRF_ERROR_PAST_ROUNDS,    /* round: an entry after the group's last round */
  AB_TRF_ERROR_MISMATCH,       /* round, value (opponent): the two lines disagree */
  AB_TRF_ERROR_POSTPONEMENT,   /* round, value (player): no game then, or postponed twice */
} AbTrfErrorCode;

typedef enum
{
  AB_TRF_FIELD_NONE = 0,
  AB_TRF_FIELD_START_RANK,
  AB_TRF_FIELD_SEX,
  AB_TRF_FIELD_TITLE,
  AB_TRF_FIELD_NAME,
  AB_TRF_FIELD_RATING,
  AB_TRF_FIELD_FEDERATION,
  AB_TRF_FIELD_ID,
  AB_TRF_FIELD_BIRTH,
  AB_TRF_FIELD_POINTS,
  AB_TRF_FIELD_RANK,
  AB_TRF_FIELD_OPPONENT,
  AB_TRF_FIELD_COLOUR,
  AB_TRF_FIELD_RESULT,
  AB_TRF_FIELD_ROUNDS,      /* XXR */
  AB_TRF_FIELD_GROUP,       /* ABG number */
  AB_TRF_FIELD_PLAYER,      /* a starting rank in ABG, ABP or ABW */
  AB_TRF_FIELD_ROUND,       /* ABP */
  AB_TRF_FIELD_DATE,        /* 132, 052, ABP */
  AB_TRF_FIELD_TEXT,        /* a header record's text */
} AbTrfField;

typedef struct
{
  AbTrfErrorCode code;
  int line;        /* 1-based; 0 for the file as a whole */
  int column;      /* 1-based, in characters; 0 for the line as a whole */
  AbTrfField field;
  int round;
  int value;
  int expected;
  int limit;
  char character;  /* the offending byte when printable ASCII, else '\0' */
} AbTrfError;

/* Reads a TRF from text (len bytes; need not end in NUL) into self, replacing what it held.
 * On failure self is unchanged and error says what and where. */
bool ab_tournament_read_trf (AbTournament *self, const char *text, size_t len, AbTrfError *error);

/* Writes the tournament (group < 0: all groups with ABG lines) or one group alone as a
 * standard TRF (its players renumbered 1 … n in pairing order; its postponements and
 * withdrawals keep their AB records). Points and rank columns come from the standings.
 * Returns the length of the whole text, as snprintf does; the text is complete when that is
 * less than size. */
size_t ab_tournament_write_trf (const AbTournament *self, int group, char *buf, size_t size);

/* ---- exports ---- */

typedef enum
{
  AB_EXPORT_TEXT = 0,
  AB_EXPORT_CSV,     /* RFC 4180, comma-separated, '.' as decimal point */
  AB_EXPORT_HTML,    /* a <table> with <caption> and <th scope> for screen readers */
} AbExportFormat;

/* The words of the exports, from the describe layer (the core has none of its own). */
typedef struct
{
  const char *title;            /* caption: "Group 1 after round 5" */
  const char *number, *rank, *name, *points, *games, *sb, *mutual, *kashdan, *rating;
  const char *black_played, *black_calendar, *decided_by, *withdrawn;
  const char *tiebreak[AB_TIEBREAK_COUNT];
  const char *shared_rank;      /* after a rank shared by an unresolved tie, e.g. "=" */
  char decimal;                 /* text and HTML; CSV always uses '.' */
} AbExportLabels;

/* The standings as a table: every tie-break value and which one decided. Returns the length
 * of the whole text, as snprintf does. */
size_t ab_tournament_export_standings (const AbTournament *self, const AbStandings *standings,
                                       AbExportFormat format, const AbExportLabels *labels,
                                       char *buf, size_t size);

/* The crosstable of a group, players in pairing order: for each opponent the two games
 * (first and second half) as 1 ½ 0, + - for forfeits, . not yet played. */
size_t ab_tournament_export_crosstable (const AbTournament *self, int group,
                                        AbExportFormat format, const AbExportLabels *labels,
                                        char *buf, size_t size);
