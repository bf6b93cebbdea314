/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tournament-trf-read.c — the TRF reader: each line checked column by column. The file
 * as a whole (groups, Berger pairings, both sides of each game) is checked in
 * ab-tournament-trf-build.c. */
#include "ab-tournament-trf.h"

#include <stdlib.h>
#include <string.h>

#include "ab-tournament-trf-private.h"

typedef struct
{
  const char *text;
  int number;
  int n;                        /* characters */
  int off[AB_TRF_LINE_MAX + 2]; /* byte offset of each character; off[n] is the end */
} Line;

/* Splits a line into UTF-8 characters; trailing spaces and a '\r' are dropped. */
static bool
decode_line (const char *text, size_t len, int number, Line *l, AbTrfError *error)
{
  const unsigned char *p = (const unsigned char *) text;
  size_t i = 0;

  if (len > 0 && p[len - 1] == '\r')
    len--;
  while (len > 0 && p[len - 1] == ' ')
    len--;
  l->text = text;
  l->number = number;
  l->n = 0;
  while (i < len)
    {
      int extra = 0;

      if (l->n == AB_TRF_LINE_MAX)
        {
          ab_trf_fail (error, AB_TRF_ERROR_TOO_LONG, number, l->n + 1, AB_TRF_FIELD_NONE);
          error->limit = AB_TRF_LINE_MAX;
          return false;
        }
      if (p[i] >= 0x80)
        {
          if ((p[i] & 0xe0) == 0xc0 && p[i] >= 0xc2)
            extra = 1;
          else if ((p[i] & 0xf0) == 0xe0)
            extra = 2;
          else if ((p[i] & 0xf8) == 0xf0 && p[i] <= 0xf4)
            extra = 3;
          else
            return ab_trf_fail (error, AB_TRF_ERROR_ENCODING, number, l->n + 1, AB_TRF_FIELD_NONE);
          for (int k = 1; k <= extra; k++)
            if (i + (size_t) k >= len || (p[i + k] & 0xc0) != 0x80)
              return ab_trf_fail (error, AB_TRF_ERROR_ENCODING, number, l->n + 1,
                                  AB_TRF_FIELD_NONE);
        }
      else if (p[i] < 0x20 || p[i] == 0x7f)
        return ab_trf_fail (error, AB_TRF_ERROR_ENCODING, number, l->n + 1, AB_TRF_FIELD_NONE);
      l->off[l->n++] = (int) i;
      i += 1 + (size_t) extra;
    }
  l->off[l->n] = (int) len;
  return true;
}

/* The character at a 1-based column: ' ' past the end, '\x80' for any non-ASCII one. */
static char
ch (const Line *l, int col)
{
  unsigned char c;

  if (col < 1 || col > l->n)
    return ' ';
  c = (unsigned char) l->text[l->off[col - 1]];
  return c < 0x80 ? (char) c : '\x80';
}

static bool
fail_char (AbTrfError *error, AbTrfErrorCode code, const Line *l, int col, AbTrfField field)
{
  ab_trf_fail (error, code, l->number, col, field);
  if (error)
    error->character = ch (l, col) > ' ' && ch (l, col) < 0x7f ? ch (l, col) : '\0';
  return false;
}

static bool
blank (const Line *l, int col, AbTrfError *error)
{
  return ch (l, col) == ' ' || fail_char (error, AB_TRF_ERROR_BLANK, l, col, AB_TRF_FIELD_NONE);
}

/* A right-aligned number in columns from … to; -1 when all blank and that is allowed. */
static bool
number (const Line *l, int from, int to, AbTrfField field, bool may_be_blank, int *value,
        AbTrfError *error)
{
  int col = from, v = 0;

  while (col <= to && ch (l, col) == ' ')
    col++;
  if (col > to)
    {
      if (may_be_blank)
        {
          *value = -1;
          return true;
        }
      return ab_trf_fail (error, AB_TRF_ERROR_EMPTY, l->number, from, field);
    }
  for (; col <= to; col++)
    {
      char c = ch (l, col);

      if (c < '0' || c > '9')
        return fail_char (error, AB_TRF_ERROR_NUMBER, l, col, field);
      v = v * 10 + (c - '0');
    }
  *value = v;
  return true;
}

static bool
in_range (const Line *l, int col, AbTrfField field, int value, int low, int high,
          AbTrfError *error)
{
  if (value >= low && value <= high)
    return true;
  ab_trf_fail (error, AB_TRF_ERROR_RANGE, l->number, col, field);
  error->value = value;
  error->limit = high;
  return false;
}

/* Columns from … to (clipped to the line), spaces trimmed at both ends, into buf. */
static void
text (const Line *l, int from, int to, char *buf, size_t size)
{
  int a = from, b = to < l->n ? to : l->n;
  size_t len;

  while (a <= b && ch (l, a) == ' ')
    a++;
  while (b >= a && ch (l, b) == ' ')
    b--;
  len = a > b ? 0 : (size_t) (l->off[b] - l->off[a - 1]);
  if (len >= size)
    len = 0;
  memcpy (buf, l->text + (a > b ? 0 : l->off[a - 1]), len);
  buf[len] = '\0';
}

/* Columns from … to hold, after trimming, only characters of allowed. */
static bool
only (const Line *l, int from, int to, const char *allowed, AbTrfField field, AbTrfError *error)
{
  int a = from, b = to;

  while (a <= b && ch (l, a) == ' ')
    a++;
  while (b >= a && ch (l, b) == ' ')
    b--;
  for (int col = a; col <= b; col++)
    if (ch (l, col) == '\x80' || ch (l, col) == ' ' || strchr (allowed, ch (l, col)) == NULL)
      return fail_char (error, AB_TRF_ERROR_CHARACTER, l, col, field);
  return true;
}

static const char letters[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

static bool
read_entries (AbTrfPlayer *p, const Line *l, AbTrfError *error)
{
  int r;

  for (r = 0; 90 + 10 * r <= l->n; r++)
    {
      int base = 90 + 10 * r;
      AbTrfEntry *e = &p->entries[r];

      if (r == AB_TOURNAMENT_MAX_ROUNDS)
        {
          ab_trf_fail (error, AB_TRF_ERROR_TOO_LONG, l->number, base, AB_TRF_FIELD_NONE);
          error->limit = base - 1;
          return false;
        }
      if (!blank (l, base, error) || !blank (l, base + 1, error)
          || !number (l, base + 2, base + 5, AB_TRF_FIELD_OPPONENT, true, &e->opponent, error)
          || !blank (l, base + 6, error) || !blank (l, base + 8, error))
        return false;
      e->colour = ch (l, base + 7);
      e->result = ch (l, base + 9);
      e->column = base + 2;
      if (e->opponent < 0 && (e->colour != ' ' || e->result != ' '))
        return ab_trf_fail (error, AB_TRF_ERROR_EMPTY, l->number, base + 2, AB_TRF_FIELD_OPPONENT);
      if (e->colour == '\x80' || strchr ("wb- ", e->colour) == NULL)
        return fail_char (error, AB_TRF_ERROR_CHARACTER, l, base + 7, AB_TRF_FIELD_COLOUR);
      if (e->result == '\x80' || strchr ("10=WDL+-HFUZ ", e->result) == NULL)
        return fail_char (error, AB_TRF_ERROR_CHARACTER, l, base + 9, AB_TRF_FIELD_RESULT);
    }
  p->n_entries = r;
  return true;
}

static bool
read_player (AbTrfRaw *raw, const Line *l, AbTrfError *error)
{
  AbTrfPlayer *p;
  int value;

  if (raw->n_players == AB_TOURNAMENT_MAX_PLAYERS)
    {
      ab_trf_fail (error, AB_TRF_ERROR_TOO_MANY_PLAYERS, l->number, 0, AB_TRF_FIELD_NONE);
      error->limit = AB_TOURNAMENT_MAX_PLAYERS;
      return false;
    }
  p = &raw->players[raw->n_players];
  memset (p, 0, sizeof *p);
  p->line = l->number;
  if (!blank (l, 4, error)
      || !number (l, 5, 8, AB_TRF_FIELD_START_RANK, false, &p->start_rank, error)
      || !in_range (l, 5, AB_TRF_FIELD_START_RANK, p->start_rank, 1, 9999, error)
      || !blank (l, 9, error))
    return false;
  p->player.sex = ch (l, 10);
  if (p->player.sex != 'm' && p->player.sex != 'w' && p->player.sex != ' ')
    return fail_char (error, AB_TRF_ERROR_CHARACTER, l, 10, AB_TRF_FIELD_SEX);
  if (!only (l, 11, 13, letters, AB_TRF_FIELD_TITLE, error) || !blank (l, 14, error))
    return false;
  text (l, 11, 13, p->player.title, sizeof p->player.title);
  text (l, 15, 47, p->player.name, sizeof p->player.name);
  if (p->player.name[0] == '\0')
    return ab_trf_fail (error, AB_TRF_ERROR_EMPTY, l->number, 15, AB_TRF_FIELD_NAME);
  if (!blank (l, 48, error)
      || !number (l, 49, 52, AB_TRF_FIELD_RATING, true, &value, error) || !blank (l, 53, error)
      || !only (l, 54, 56, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", AB_TRF_FIELD_FEDERATION, error)
      || !blank (l, 57, error)
      /* An id has up to 11 digits, too many for an int: kept as text. */
      || !only (l, 58, 68, "0123456789", AB_TRF_FIELD_ID, error))
    return false;
  p->player.rating = value < 0 ? 0 : value;
  text (l, 54, 56, p->player.federation, sizeof p->player.federation);
  text (l, 58, 68, p->player.id, sizeof p->player.id);
  if (!blank (l, 69, error) || !only (l, 70, 79, "0123456789/.-", AB_TRF_FIELD_BIRTH, error)
      || !blank (l, 80, error))
    return false;
  text (l, 70, 79, p->player.birth, sizeof p->player.birth);
  if (p->player.birth[0] == '-')
    return fail_char (error, AB_TRF_ERROR_CHARACTER, l, 80 - (int) strlen (p->player.birth),
                      AB_TRF_FIELD_BIRTH);
  /* Points: blank, or right-aligned digits with an optional ".N"; recomputed, not kept. */
  {
    int col = 81, digits = 0;

    while (col <= 84 && ch (l, col) == ' ')
      col++;
    for (; col <= 84 && ch (l, col) >= '0' && ch (l, col) <= '9'; col++)
      digits++;
    if (col <= 84 && ch (l, col) == '.' && digits > 0)
      col += col + 1 <= 84 && ch (l, col + 1) >= '0' && ch (l, col + 1) <= '9' ? 2 : 1;
    if (col <= 84)
      return fail_char (error, AB_TRF_ERROR_NUMBER, l, col, AB_TRF_FIELD_POINTS);
  }
  if (!blank (l, 85, error) || !number (l, 86, 89, AB_TRF_FIELD_RANK, true, &value, error)
      || !read_entries (p, l, error))
    return false;
  raw->n_players++;
  return true;
}

/* "YY/MM/DD" at col (132 line); blank gives year 0. */
static bool
short_date (const Line *l, int col, AbDate *date, AbTrfError *error)
{
  char buf[11] = "20";
  bool all_blank = true;

  for (int i = 0; i < 8; i++)
    {
      buf[2 + i] = ch (l, col + i);
      if (buf[2 + i] != ' ')
        all_blank = false;
    }
  buf[10] = '\0';
  *date = (AbDate) { 0 };
  if (all_blank)
    return true;
  if (!ab_date_parse (buf, date))
    return ab_trf_fail (error, AB_TRF_ERROR_DATE, l->number, col, AB_TRF_FIELD_DATE);
  return true;
}

static bool
read_evenings (AbTrfRaw *raw, const Line *l, AbTrfError *error)
{
  for (int col = 4; col <= 91; col++)
    if (!blank (l, col, error))
      return false;
  for (int r = 0; 92 + 10 * r <= l->n; r++)
    {
      int col = 92 + 10 * r;

      if (r == AB_TOURNAMENT_MAX_ROUNDS)
        {
          ab_trf_fail (error, AB_TRF_ERROR_TOO_LONG, l->number, col, AB_TRF_FIELD_NONE);
          error->limit = col - 3;
          return false;
        }
      if (!short_date (l, col, &raw->evenings[r], error) || !blank (l, col + 8, error)
          || !blank (l, col + 9, error))
        return false;
    }
  return true;
}

static bool
too_long (const Line *l, int last, AbTrfError *error)
{
  if (l->n <= last)
    return true;
  ab_trf_fail (error, AB_TRF_ERROR_TOO_LONG, l->number, last + 1, AB_TRF_FIELD_NONE);
  error->limit = last;
  return false;
}

static bool
read_rounds (AbTrfRaw *raw, const Line *l, AbTrfError *error)
{
  int from = 5;

  if (raw->rounds_line)
    return ab_trf_fail (error, AB_TRF_ERROR_TWICE, l->number, 1, AB_TRF_FIELD_ROUNDS);
  while (from <= l->n && ch (l, from) == ' ')
    from++;
  if (!blank (l, 4, error) || !too_long (l, from + 3, error)
      || !number (l, from, l->n > from ? l->n : from, AB_TRF_FIELD_ROUNDS, false, &raw->rounds,
                  error)
      || !in_range (l, from, AB_TRF_FIELD_ROUNDS, raw->rounds, 1, AB_TOURNAMENT_MAX_ROUNDS, error))
    return false;
  raw->rounds_line = l->number;
  return true;
}

static bool
read_group (AbTrfRaw *raw, const Line *l, AbTrfError *error)
{
  AbTrfGroup *g;

  if (raw->n_groups == AB_TOURNAMENT_MAX_GROUPS)
    {
      ab_trf_fail (error, AB_TRF_ERROR_RANGE, l->number, 5, AB_TRF_FIELD_GROUP);
      error->value = raw->n_groups + 1;
      error->limit = AB_TOURNAMENT_MAX_GROUPS;
      return false;
    }
  g = &raw->groups[raw->n_groups];
  memset (g, 0, sizeof *g);
  g->line = l->number;
  if (!blank (l, 4, error) || !number (l, 5, 8, AB_TRF_FIELD_GROUP, false, &g->number, error)
      || !in_range (l, 5, AB_TRF_FIELD_GROUP, g->number, 1, AB_TOURNAMENT_MAX_GROUPS, error))
    return false;
  for (int col = 9; col <= l->n; col += 5)
    {
      if (g->size == AB_TOURNAMENT_MAX_GROUP_SIZE)
        {
          ab_trf_fail (error, AB_TRF_ERROR_GROUP_SIZE, l->number, col + 1, AB_TRF_FIELD_PLAYER);
          error->value = g->size + 1;
          error->limit = AB_TOURNAMENT_MAX_GROUP_SIZE;
          return false;
        }
      if (!blank (l, col, error)
          || !number (l, col + 1, col + 4, AB_TRF_FIELD_PLAYER, false, &g->ranks[g->size], error))
        return false;
      g->columns[g->size++] = col + 1;
    }
  raw->n_groups++;
  return true;
}

static bool
read_postponement (AbTrfRaw *raw, const Line *l, AbTrfError *error)
{
  AbTrfPostponement *p = &raw->postponements[raw->n_postponements];

  if (raw->n_postponements == AB_TRF_MAX_POSTPONEMENTS)
    return ab_trf_fail (error, AB_TRF_ERROR_POSTPONEMENT, l->number, 0, AB_TRF_FIELD_NONE);
  memset (p, 0, sizeof *p);
  p->line = l->number;
  if (!blank (l, 4, error) || !number (l, 5, 8, AB_TRF_FIELD_ROUND, false, &p->round, error)
      || !blank (l, 9, error) || !number (l, 10, 13, AB_TRF_FIELD_PLAYER, false, &p->player, error)
      || !too_long (l, 24, error))
    return false;
  if (l->n > 13)
    {
      char buf[11];

      if (!blank (l, 14, error))
        return false;
      for (int i = 0; i < 10; i++)
        buf[i] = ch (l, 15 + i);
      buf[10] = '\0';
      if (!ab_date_parse (buf, &p->to))
        return ab_trf_fail (error, AB_TRF_ERROR_DATE, l->number, 15, AB_TRF_FIELD_DATE);
    }
  raw->n_postponements++;
  return true;
}

static bool
read_withdrawal (AbTrfRaw *raw, const Line *l, AbTrfError *error)
{
  int player;

  if (!blank (l, 4, error) || !number (l, 5, 8, AB_TRF_FIELD_PLAYER, false, &player, error)
      || !too_long (l, 8, error))
    return false;
  for (int i = 0; i < raw->n_withdrawals; i++)
    if (raw->withdrawals[i] == player)
      {
        ab_trf_fail (error, AB_TRF_ERROR_TWICE, l->number, 5, AB_TRF_FIELD_PLAYER);
        error->value = player;
        return false;
      }
  if (raw->n_withdrawals == AB_TOURNAMENT_MAX_PLAYERS)
    {
      ab_trf_fail (error, AB_TRF_ERROR_UNKNOWN_PLAYER, l->number, 5, AB_TRF_FIELD_PLAYER);
      error->value = player;
      return false;
    }
  raw->withdrawal_lines[raw->n_withdrawals] = l->number;
  raw->withdrawals[raw->n_withdrawals++] = player;
  return true;
}

/* The header records kept, in AbTournamentInfo's order. */
static const char *const header_codes[] = { "012", "022", "032", "042", "052",
                                            "092", "102", "112", "122" };

static char *
header_field (AbTournamentInfo *info, int i)
{
  char *const fields[] = { info->name, info->city, info->federation, info->start, info->end,
                           info->type, info->arbiter, info->deputy, info->time_control };
  return fields[i];
}

static bool
read_header (AbTrfRaw *raw, int i, const Line *l, AbTrfError *error)
{
  int chars = 0, from = 5;

  if (raw->have_header[i])
    return ab_trf_fail (error, AB_TRF_ERROR_TWICE, l->number, 1, AB_TRF_FIELD_TEXT);
  if (!blank (l, 4, error))
    return false;
  while (from <= l->n && ch (l, from) == ' ')
    from++;
  chars = l->n - from + 1;
  if (chars > AB_TOURNAMENT_TEXT_CHARS)
    {
      ab_trf_fail (error, AB_TRF_ERROR_RANGE, l->number, from + AB_TOURNAMENT_TEXT_CHARS,
                   AB_TRF_FIELD_TEXT);
      error->value = chars;
      error->limit = AB_TOURNAMENT_TEXT_CHARS;
      return false;
    }
  text (l, 5, l->n, header_field (&raw->info, i), AB_TOURNAMENT_TEXT_MAX);
  raw->have_header[i] = true;
  return true;
}

static bool
is_digit (char c)
{
  return c >= '0' && c <= '9';
}

static bool
read_line (AbTrfRaw *raw, const Line *l, AbTrfError *error)
{
  char code[4] = { ch (l, 1), ch (l, 2), ch (l, 3), '\0' };

  if (l->n == 0)
    return true;
  if (strcmp (code, "001") == 0)
    return read_player (raw, l, error);
  for (int i = 0; i < (int) (sizeof header_codes / sizeof header_codes[0]); i++)
    if (strcmp (code, header_codes[i]) == 0)
      return read_header (raw, i, l, error);
  if (strcmp (code, "132") == 0)
    {
      if (raw->have_header[9])
        return ab_trf_fail (error, AB_TRF_ERROR_TWICE, l->number, 1, AB_TRF_FIELD_DATE);
      raw->have_header[9] = true;
      return read_evenings (raw, l, error);
    }
  if (strcmp (code, "XXR") == 0)
    return read_rounds (raw, l, error);
  if (strcmp (code, "ABG") == 0)
    return read_group (raw, l, error);
  if (strcmp (code, "ABP") == 0)
    return read_postponement (raw, l, error);
  if (strcmp (code, "ABW") == 0)
    return read_withdrawal (raw, l, error);
  /* Other records of TRF-16 (062 player count, 013 teams, …) and of pairing programs
   * (XXC, XXS, …) say nothing a club championship keeps. */
  if ((is_digit (code[0]) && is_digit (code[1]) && is_digit (code[2]))
      || (code[0] == 'X' && code[1] == 'X' && code[2] != ' '))
    return l->n == 3 || blank (l, 4, error);
  return ab_trf_fail (error, AB_TRF_ERROR_RECORD, l->number, 1, AB_TRF_FIELD_NONE);
}

bool
ab_tournament_read_trf (AbTournament *self, const char *text_in, size_t len, AbTrfError *error)
{
  AbTrfRaw *raw = calloc (1, sizeof *raw);
  Line *line = malloc (sizeof *line);
  AbTournament *t = ab_tournament_new ();
  AbTrfError local;
  size_t start = 0;
  int number = 0;
  bool ok = raw && line && t;

  if (error == NULL)
    error = &local;
  *error = (AbTrfError) { 0 };
  if (!ok)
    ab_trf_fail (error, AB_TRF_ERROR_TOO_MANY_PLAYERS, 0, 0, AB_TRF_FIELD_NONE);
  while (ok && start < len)
    {
      const char *nl = memchr (text_in + start, '\n', len - start);
      size_t end = nl ? (size_t) (nl - text_in) : len;

      number++;
      ok = decode_line (text_in + start, end - start, number, line, error)
           && read_line (raw, line, error);
      start = end + 1;
    }
  if (ok)
    ok = _ab_trf_build (raw, t, error);
  if (ok)
    memcpy (self, t, sizeof *self);
  ab_tournament_free (t);
  free (line);
  free (raw);
  return ok;
}
