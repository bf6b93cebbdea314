/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tournament-trf-private.h — a TRF as read line by line, before it is checked against
 * the groups and the Berger tables (ab-tournament-trf-read.c, ab-tournament-trf-build.c),
 * and the text buffer the writers append to. */
#pragma once

#include <stdarg.h>

#include "ab-tournament-private.h"
#include "ab-tournament-trf.h"

/* A player line's last column: 89, then ten per round. */
#define AB_TRF_LINE_MAX (89 + 10 * AB_TOURNAMENT_MAX_ROUNDS)
#define AB_TRF_MAX_POSTPONEMENTS (2 * AB_TOURNAMENT_MAX_PLAYERS * AB_TOURNAMENT_MAX_ROUNDS)

typedef struct
{
  int opponent;   /* starting rank; 0 for 0000; -1 blank */
  char colour;    /* 'w', 'b', '-' or ' ' */
  char result;
  int column;     /* where the entry's opponent field starts */
} AbTrfEntry;

typedef struct
{
  AbPlayer player;
  int start_rank;
  int line;
  int n_entries;
  AbTrfEntry entries[AB_TOURNAMENT_MAX_ROUNDS];
} AbTrfPlayer;

typedef struct
{
  int number;
  int line;
  int size;
  int ranks[AB_TOURNAMENT_MAX_GROUP_SIZE];
  int columns[AB_TOURNAMENT_MAX_GROUP_SIZE];
} AbTrfGroup;

typedef struct
{
  int round, player, line;
  AbDate to;
} AbTrfPostponement;

typedef struct
{
  AbTournamentInfo info;
  bool have_header[10];
  int rounds, rounds_line;   /* XXR; rounds_line 0 when absent */
  AbDate evenings[AB_TOURNAMENT_MAX_ROUNDS];
  int n_players;
  AbTrfPlayer players[AB_TOURNAMENT_MAX_PLAYERS];
  int n_groups;
  AbTrfGroup groups[AB_TOURNAMENT_MAX_GROUPS];
  int n_withdrawals;
  int withdrawals[AB_TOURNAMENT_MAX_PLAYERS];
  int withdrawal_lines[AB_TOURNAMENT_MAX_PLAYERS];
  int n_postponements;
  AbTrfPostponement postponements[AB_TRF_MAX_POSTPONEMENTS];
} AbTrfRaw;

static inline bool
ab_trf_fail (AbTrfError *error, AbTrfErrorCode code, int line, int column, AbTrfField field)
{
  if (error)
    {
      *error = (AbTrfError) { 0 };
      error->code = code;
      error->line = line;
      error->column = column;
      error->field = field;
    }
  return false;
}

/* Turns what was read into a tournament, checking it as a whole. */
bool _ab_trf_build (const AbTrfRaw *raw, AbTournament *out, AbTrfError *error);

/* A growing text in a caller's buffer; len counts what would have been written. */
typedef struct
{
  char *buf;
  size_t size;
  size_t len;
} AbOut;

void ab_out_init (AbOut *out, char *buf, size_t size);
void ab_out_printf (AbOut *out, const char *format, ...) __attribute__ ((format (printf, 2, 3)));
void ab_out_puts (AbOut *out, const char *text);
/* text padded with spaces (or cut) to width characters, UTF-8 counted as characters;
 * right-aligned when right is true. */
void ab_out_field (AbOut *out, const char *text, int width, bool right);
/* Appends a line built whole in line (a buffer large enough for it), without its trailing
 * spaces, and a newline; then empties line. */
void ab_out_end_line (AbOut *out, AbOut *line);
/* Characters (not bytes) of UTF-8 text. */
int ab_out_width (const char *text);
