/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tournament-export.c — standings and crosstables as text, CSV and HTML. The words come
 * from the caller (AbExportLabels); the core only lays out values. */
#include "ab-tournament-trf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ab-tournament-trf-private.h"

#define TABLE_ROWS (2 * AB_TOURNAMENT_MAX_GROUP_SIZE + 1)
#define TABLE_COLS (AB_TOURNAMENT_MAX_GROUP_SIZE + 4)
#define CELL_MAX AB_TOURNAMENT_NAME_MAX

typedef struct
{
  int rows, cols;
  int row_header;              /* the column that names the row (HTML <th scope="row">) */
  bool right[TABLE_COLS];      /* right-aligned in text */
  char cells[TABLE_ROWS][TABLE_COLS][CELL_MAX];
} Table;

static void
cell (Table *t, int row, int col, const char *text)
{
  snprintf (t->cells[row][col], CELL_MAX, "%s", text ? text : "");
  if (row + 1 > t->rows)
    t->rows = row + 1;
}

static void
cell_value (Table *t, int row, int col, int value, int denominator, char decimal)
{
  char buf[32];

  ab_tournament_format_value (value, denominator, decimal, buf, sizeof buf);
  cell (t, row, col, buf);
}

static void
cell_int (Table *t, int row, int col, int value)
{
  cell_value (t, row, col, value, 1, '.');
}

static void
csv_field (AbOut *out, const char *text)
{
  size_t n = strlen (text);

  if (strpbrk (text, ",\"\r\n") == NULL && (n == 0 || (text[0] != ' ' && text[n - 1] != ' ')))
    {
      ab_out_puts (out, text);
      return;
    }
  ab_out_puts (out, "\"");
  for (const char *p = text; *p; p++)
    ab_out_puts (out, *p == '"' ? "\"\"" : (char[]) { *p, '\0' });
  ab_out_puts (out, "\"");
}

static void
html_text (AbOut *out, const char *text)
{
  for (const char *p = text; *p; p++)
    switch (*p)
      {
      case '&': ab_out_puts (out, "&amp;"); break;
      case '<': ab_out_puts (out, "&lt;"); break;
      case '>': ab_out_puts (out, "&gt;"); break;
      case '"': ab_out_puts (out, "&quot;"); break;
      case '\'': ab_out_puts (out, "&#39;"); break;
      default: ab_out_puts (out, (char[]) { *p, '\0' });
      }
}

static void
write_text (const Table *t, const char *title, AbOut *out)
{
  int width[TABLE_COLS] = { 0 };
  char line_buf[TABLE_COLS * (CELL_MAX + 2) + 8];
  AbOut line;

  ab_out_init (&line, line_buf, sizeof line_buf);
  for (int r = 0; r < t->rows; r++)
    for (int c = 0; c < t->cols; c++)
      if (ab_out_width (t->cells[r][c]) > width[c])
        width[c] = ab_out_width (t->cells[r][c]);
  if (title && title[0])
    ab_out_printf (out, "%s\n", title);
  for (int r = 0; r < t->rows; r++)
    {
      for (int c = 0; c < t->cols; c++)
        {
          if (c > 0)
            ab_out_puts (&line, "  ");
          ab_out_field (&line, t->cells[r][c], width[c], t->right[c] && r > 0);
        }
      ab_out_end_line (out, &line);
      if (r == 0)
        {
          for (int c = 0; c < t->cols; c++)
            for (int i = 0; i < width[c] + (c > 0 ? 2 : 0); i++)
              ab_out_puts (&line, "-");
          ab_out_end_line (out, &line);
        }
    }
}

static void
write_csv (const Table *t, AbOut *out)
{
  for (int r = 0; r < t->rows; r++)
    {
      for (int c = 0; c < t->cols; c++)
        {
          if (c > 0)
            ab_out_puts (out, ",");
          csv_field (out, t->cells[r][c]);
        }
      ab_out_puts (out, "\n");
    }
}

static void
write_html (const Table *t, const char *title, AbOut *out)
{
  ab_out_puts (out, "<table>\n");
  if (title && title[0])
    {
      ab_out_puts (out, "<caption>");
      html_text (out, title);
      ab_out_puts (out, "</caption>\n");
    }
  for (int r = 0; r < t->rows; r++)
    {
      ab_out_puts (out, r == 0 ? "<thead>\n<tr>" : "<tr>");
      for (int c = 0; c < t->cols; c++)
        {
          bool head = r == 0 || c == t->row_header;

          ab_out_puts (out, head ? (r == 0 ? "<th scope=\"col\">" : "<th scope=\"row\">") : "<td>");
          html_text (out, t->cells[r][c]);
          ab_out_puts (out, head ? "</th>" : "</td>");
        }
      ab_out_puts (out, "</tr>\n");
      if (r == 0)
        ab_out_puts (out, "</thead>\n<tbody>\n");
    }
  ab_out_puts (out, "</tbody>\n</table>\n");
}

static size_t
write_table (const Table *t, AbExportFormat format, const char *title, char *buf, size_t size)
{
  AbOut out;

  ab_out_init (&out, buf, size);
  if (format == AB_EXPORT_CSV)
    write_csv (t, &out);
  else if (format == AB_EXPORT_HTML)
    write_html (t, title, &out);
  else
    write_text (t, title, &out);
  return out.len;
}

size_t
ab_tournament_export_standings (const AbTournament *self, const AbStandings *st,
                                AbExportFormat format, const AbExportLabels *labels,
                                char *buf, size_t size)
{
  Table *t = calloc (1, sizeof *t);
  char decimal = format == AB_EXPORT_CSV || !labels->decimal ? '.' : labels->decimal;
  const char *const heads[] = { labels->rank, labels->name, labels->points, labels->games,
                                labels->sb, labels->mutual, labels->kashdan, labels->rating,
                                labels->black_played, labels->black_calendar,
                                labels->decided_by };
  size_t len;

  if (t == NULL)
    return 0;
  t->cols = (int) (sizeof heads / sizeof heads[0]);
  t->row_header = 1;
  for (int c = 0; c < t->cols; c++)
    {
      cell (t, 0, c, heads[c]);
      t->right[c] = c != 1 && c != 10;
    }
  for (int i = 0; i < st->n; i++)
    {
      const AbStanding *s = &st->rows[i];
      bool shared = (i > 0 && st->rows[i - 1].rank == s->rank)
                    || (i + 1 < st->n && st->rows[i + 1].rank == s->rank);
      char rank[32];
      int r = i + 1;

      snprintf (rank, sizeof rank, "%d%s", s->rank,
                shared && labels->shared_rank ? labels->shared_rank : "");
      cell (t, r, 0, rank);
      cell (t, r, 1, ab_tournament_get_player (self, s->player)->name);
      cell_value (t, r, 2, s->points2, 2, decimal);
      cell_int (t, r, 3, s->games);
      cell_value (t, r, 4, s->sb4, 4, decimal);
      if (s->has_mutual)
        cell_value (t, r, 5, s->mutual2, 2, decimal);
      cell_int (t, r, 6, s->kashdan);
      if (s->rating > 0)
        cell_int (t, r, 7, s->rating);
      cell_int (t, r, 8, s->black_played);
      cell_int (t, r, 9, s->black_calendar);
      cell (t, r, 10, labels->tiebreak[s->decided_by]);
    }
  for (int i = 0; i < st->n_removed; i++)
    {
      int r = st->n + 1 + i;

      cell (t, r, 1, ab_tournament_get_player (self, st->removed[i])->name);
      cell (t, r, 10, labels->withdrawn);
    }
  len = write_table (t, format, labels->title, buf, size);
  free (t);
  return len;
}

/* The player's result in one game, as the crosstable shows it. */
static const char *
symbol (const AbTournament *self, int group, int game, int player)
{
  bool is_void;
  AbTournamentResult r = ab_tournament_effective_result (self, group, game, &is_void);
  bool white = ab_tournament_get_game (self, group, game)->white == player;

  switch (r)
    {
    case AB_TOURNAMENT_RESULT_WHITE_WINS: return white ? "1" : "0";
    case AB_TOURNAMENT_RESULT_DRAW: return "½";
    case AB_TOURNAMENT_RESULT_BLACK_WINS: return white ? "0" : "1";
    case AB_TOURNAMENT_RESULT_WHITE_FORFEIT: return white ? "+" : "-";
    case AB_TOURNAMENT_RESULT_BLACK_FORFEIT: return white ? "-" : "+";
    case AB_TOURNAMENT_RESULT_DOUBLE_FORFEIT: return "-";
    case AB_TOURNAMENT_RESULT_NONE:
    default: return is_void ? "" : ".";
    }
}

size_t
ab_tournament_export_crosstable (const AbTournament *self, int group, AbExportFormat format,
                                 const AbExportLabels *labels, char *buf, size_t size)
{
  Table *t;
  AbStandings st;
  int n = ab_tournament_group_size (self, group), row = 0;
  char decimal = format == AB_EXPORT_CSV || !labels->decimal ? '.' : labels->decimal;
  size_t len;

  if (!ab_tournament_standings (self, group, ab_tournament_n_rounds (self, group), &st))
    return 0;
  t = calloc (1, sizeof *t);
  if (t == NULL)
    return 0;
  t->cols = n + 3;
  t->row_header = 1;
  cell (t, 0, 0, labels->number);
  cell (t, 0, 1, labels->name);
  cell (t, 0, n + 2, labels->points);
  t->right[0] = t->right[n + 2] = true;
  for (int j = 1; j <= n; j++)
    cell_int (t, 0, j + 1, j);
  for (int i = 1; i <= n; i++)
    {
      int p = ab_tournament_group_player (self, group, i), points2 = -1;

      for (int k = 0; k < st.n; k++)
        if (st.rows[k].player == p)
          points2 = st.rows[k].points2;
      if (points2 < 0)
        continue; /* withdrew before half his games: never entered (art. 11) */
      row++;
      cell_int (t, row, 0, i);
      cell (t, row, 1, ab_tournament_get_player (self, p)->name);
      for (int j = 1; j <= n; j++)
        {
          int q = ab_tournament_group_player (self, group, j);
          char text[16] = "";

          if (q == p)
            snprintf (text, sizeof text, "x");
          for (int g = 0; q != p && g < ab_tournament_n_games (self, group); g++)
            {
              const AbTournamentGame *game = ab_tournament_get_game (self, group, g);

              if ((game->white == p && game->black == q) || (game->white == q && game->black == p))
                snprintf (text + strlen (text), sizeof text - strlen (text), "%s%s",
                          text[0] ? " " : "", symbol (self, group, g, p));
            }
          cell (t, row, j + 1, text);
        }
      cell_value (t, row, n + 2, points2, 2, decimal);
    }
  len = write_table (t, format, labels->title, buf, size);
  free (t);
  return len;
}
