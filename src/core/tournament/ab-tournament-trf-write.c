/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tournament-trf-write.c — the TRF writer, whose output ab_tournament_read_trf reads
 * back to the same championship, and the text buffer the exports share. */
#include "ab-tournament-trf.h"

#include <stdio.h>
#include <string.h>

#include "ab-tournament-trf-private.h"

void
ab_out_init (AbOut *out, char *buf, size_t size)
{
  out->buf = buf;
  out->size = size;
  out->len = 0;
  if (size > 0)
    buf[0] = '\0';
}

static void
out_append (AbOut *out, const char *text, size_t n)
{
  if (out->len + 1 < out->size)
    {
      size_t room = out->size - out->len - 1, k = n < room ? n : room;

      memcpy (out->buf + out->len, text, k);
      out->buf[out->len + k] = '\0';
    }
  out->len += n;
}

void
ab_out_puts (AbOut *out, const char *text)
{
  out_append (out, text, strlen (text));
}

void
ab_out_printf (AbOut *out, const char *format, ...)
{
  char small[512];
  va_list ap;
  int n;

  va_start (ap, format);
  n = vsnprintf (small, sizeof small, format, ap);
  va_end (ap);
  if (n > 0)
    out_append (out, small, (size_t) n < sizeof small ? (size_t) n : sizeof small - 1);
}

static int
utf8_chars (const char *text, size_t *bytes_for, int width)
{
  int chars = 0;
  size_t i = 0;

  for (; text[i]; i++)
    if (((unsigned char) text[i] & 0xc0) != 0x80)
      {
        if (chars == width)
          break;
        chars++;
      }
  *bytes_for = i;
  return chars;
}

void
ab_out_field (AbOut *out, const char *text, int width, bool right)
{
  size_t bytes;
  int chars = utf8_chars (text, &bytes, width);

  for (int i = chars; right && i < width; i++)
    out_append (out, " ", 1);
  out_append (out, text, bytes);
  for (int i = chars; !right && i < width; i++)
    out_append (out, " ", 1);
}

/* ---- TRF ---- */

void
ab_out_end_line (AbOut *out, AbOut *line)
{
  size_t n = line->len;

  while (n > 0 && line->buf[n - 1] == ' ')
    n--;
  out_append (out, line->buf, n);
  out_append (out, "\n", 1);
  ab_out_init (line, line->buf, line->size);
}

static char
side_code (const AbTournamentGame *game, AbColor side)
{
  static const char played[2][4] = { { ' ', '1', '=', '0' }, { ' ', 'W', 'D', 'L' } };

  switch (game->result)
    {
    case AB_TOURNAMENT_RESULT_NONE:
      return ' ';
    case AB_TOURNAMENT_RESULT_WHITE_WINS:
    case AB_TOURNAMENT_RESULT_DRAW:
    case AB_TOURNAMENT_RESULT_BLACK_WINS:
      {
        int k = game->result;

        if (side == AB_BLACK && k != AB_TOURNAMENT_RESULT_DRAW)
          k = k == AB_TOURNAMENT_RESULT_WHITE_WINS ? AB_TOURNAMENT_RESULT_BLACK_WINS : AB_TOURNAMENT_RESULT_WHITE_WINS;
        return played[game->unrated][k];
      }
    case AB_TOURNAMENT_RESULT_WHITE_FORFEIT:
      return side == AB_WHITE ? '+' : '-';
    case AB_TOURNAMENT_RESULT_BLACK_FORFEIT:
      return side == AB_BLACK ? '+' : '-';
    case AB_TOURNAMENT_RESULT_DOUBLE_FORFEIT:
    default:
      return '-';
    }
}

typedef struct
{
  const AbTournament *t;
  int only;                               /* the group written alone, or -1 */
  int number[AB_TOURNAMENT_MAX_PLAYERS];  /* starting rank in the file; 0: not written */
  AbStandings standings[AB_TOURNAMENT_MAX_GROUPS];
} Writer;

static void
write_player (Writer *w, int p, AbOut *line)
{
  const AbTournament *t = w->t;
  const AbPlayer *pl = &t->players[p];
  int g = t->group_of[p], points2 = 0, rank = 0;
  char value[16];

  for (int i = 0; g >= 0 && i < w->standings[g].n; i++)
    if (w->standings[g].rows[i].player == p)
      {
        points2 = w->standings[g].rows[i].points2;
        rank = w->standings[g].rows[i].rank;
      }
  ab_out_printf (line, "001 %4d %c", w->number[p], pl->sex);
  ab_out_field (line, pl->title, 3, true);
  ab_out_puts (line, " ");
  ab_out_field (line, pl->name, AB_TOURNAMENT_NAME_CHARS, false);
  if (pl->rating > 0)
    ab_out_printf (line, " %4d ", pl->rating);
  else
    ab_out_puts (line, "      ");
  ab_out_field (line, pl->federation, 3, false);
  ab_out_puts (line, " ");
  ab_out_field (line, pl->id, 11, true);
  ab_out_puts (line, " ");
  ab_out_field (line, pl->birth, 10, true);
  snprintf (value, sizeof value, "%d.%d", points2 / 2, points2 % 2 ? 5 : 0);
  ab_out_printf (line, " %4s ", value);
  if (rank > 0)
    ab_out_printf (line, "%4d", rank);
  else
    ab_out_puts (line, "    ");
  for (int r = 1; g >= 0 && r <= ab_tournament_n_rounds (t, g); r++)
    {
      int gi = ab_tournament_find_game (t, g, r, p);
      const AbTournamentGame *game = gi < 0 ? NULL : &t->groups[g].games[gi];

      if (game == NULL)
        {
          ab_out_puts (line, "          ");
          continue;
        }
      ab_out_printf (line, "  %4d %c %c",
                     w->number[game->white == p ? game->black : game->white],
                     game->white == p ? 'w' : 'b',
                     side_code (game, game->white == p ? AB_WHITE : AB_BLACK));
    }
}

static void
write_header (const AbTournament *t, int max_rounds, AbOut *out)
{
  static const char *const codes[] = { "012", "022", "032", "042", "052",
                                       "092", "102", "112", "122" };
  const AbTournamentInfo *info = &t->info;
  const char *const texts[] = { info->name, info->city, info->federation, info->start,
                                info->end, info->type, info->arbiter, info->deputy,
                                info->time_control };
  int last_evening = 0;

  for (int i = 0; i < (int) (sizeof codes / sizeof codes[0]); i++)
    if (texts[i][0])
      ab_out_printf (out, "%s %s\n", codes[i], texts[i]);
  for (int r = 1; r <= AB_TOURNAMENT_MAX_ROUNDS; r++)
    if (t->evenings[r - 1].year)
      last_evening = r;
  if (last_evening > 0)
    {
      ab_out_printf (out, "132%88s", "");
      for (int r = 1; r <= last_evening; r++)
        {
          AbDate d = t->evenings[r - 1];

          if (r > 1)
            ab_out_puts (out, "  ");
          if (d.year)
            ab_out_printf (out, "%02d/%02d/%02d", d.year % 100, d.month, d.day);
          else
            ab_out_puts (out, "        ");
        }
      ab_out_puts (out, "\n");
    }
  ab_out_printf (out, "XXR %d\n", max_rounds);
}

size_t
ab_tournament_write_trf (const AbTournament *t, int only, char *buf, size_t size)
{
  Writer writer;
  Writer *w = &writer;
  char line_buf[AB_TRF_LINE_MAX * 4 + 64];
  AbOut out, line;
  int max_rounds = 0, next = 1;

  ab_out_init (&out, buf, size);
  ab_out_init (&line, line_buf, sizeof line_buf);
  memset (w, 0, sizeof *w);
  w->t = t;
  w->only = only >= 0 && only < t->n_groups ? only : -1;
  for (int g = 0; g < t->n_groups; g++)
    {
      if (w->only >= 0 && g != w->only)
        continue;
      ab_tournament_standings (t, g, ab_tournament_n_rounds (t, g), &w->standings[g]);
      if (ab_tournament_n_rounds (t, g) > max_rounds)
        max_rounds = ab_tournament_n_rounds (t, g);
    }
  if (w->only >= 0)
    for (int i = 0; i < t->groups[w->only].size; i++)
      w->number[t->groups[w->only].players[i]] = next++;
  else
    for (int p = 0; p < t->n_players; p++)
      w->number[p] = p + 1;

  write_header (t, max_rounds, &out);
  for (int p = 0; p < t->n_players; p++)
    {
      int q = p;

      if (w->only >= 0)
        {
          if (p >= t->groups[w->only].size)
            break;
          q = t->groups[w->only].players[p];
        }
      write_player (w, q, &line);
      ab_out_end_line (&out, &line);
    }
  for (int g = 0; w->only < 0 && g < t->n_groups; g++)
    {
      ab_out_printf (&line, "ABG %4d", g + 1);
      for (int i = 0; i < t->groups[g].size; i++)
        ab_out_printf (&line, " %4d", w->number[t->groups[g].players[i]]);
      ab_out_end_line (&out, &line);
    }
  for (int g = 0; g < t->n_groups; g++)
    for (int i = 0; (w->only < 0 || g == w->only) && i < t->groups[g].n_games; i++)
      {
        const AbTournamentGame *game = &t->groups[g].games[i];
        AbColor last = game->postponed & (1u << AB_BLACK) ? AB_BLACK : AB_WHITE;

        for (int c = AB_WHITE; c <= AB_BLACK; c++)
          {
            if (!(game->postponed & (1u << c)))
              continue;
            ab_out_printf (&out, "ABP %4d %4d", game->round,
                           w->number[c == AB_WHITE ? game->white : game->black]);
            if (c == (int) last && game->moved_to.year)
              ab_out_printf (&out, " %04d/%02d/%02d", game->moved_to.year, game->moved_to.month,
                             game->moved_to.day);
            ab_out_puts (&out, "\n");
          }
      }
  for (int p = 0; p < t->n_players; p++)
    if (t->withdrawn[p] && w->number[p] > 0)
      ab_out_printf (&out, "ABW %4d\n", w->number[p]);
  return out.len;
}

int
ab_out_width (const char *text)
{
  size_t bytes;

  return utf8_chars (text, &bytes, -1);
}
