/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tool-tournament.c — annabella-tool tournament: the club championship from a TRF file:
 * standings with every tie-break, the calendar, the crosstable, the end of the season, and
 * the file written back. */
#include "ab-tool.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "ab-describe-tournament.h"
#include "ab-describe.h"
#include "ab-tournament-evening.h"
#include "ab-tournament-standings.h"
#include "ab-tournament-trf.h"
#include "ab-tournament.h"

#define MAX_FILE (16 * 1024 * 1024)

static const char usage_text[] =
  "Usage: annabella-tool tournament COMMAND [OPTIONS] FILE.trf   ('-': standard input)\n"
  "\n"
  "  standings [--csv|--html] [--round N]   each group's standings with every tie-break\n"
  "                                         value of art. 13 and the one that decided\n"
  "  pairings                               the calendar: rounds, evenings, boards, results,\n"
  "                                         free players, postponements and deadlines\n"
  "  crosstable [--csv|--html]              each group's crosstable\n"
  "  season [--next N]                      group winners, the club champion and the\n"
  "                                         promotion/relegation proposal (art. 14-15) for\n"
  "                                         N entrants next season (default: as this one)\n"
  "  trf [--group N]                        the file written back (one group alone: N)\n"
  "\n"
  "FILE.trf is a FIDE TRF-16 file; groups are ABG lines (see the core's ab-tournament-trf.h).\n"
  "A broken file is reported as FILE:LINE: column C: what is wrong; the exit status is 1.\n";

static char *
read_file (const char *path, size_t *len)
{
  FILE *f = strcmp (path, "-") == 0 ? stdin : fopen (path, "rb");
  char *buf;
  size_t n = 0, cap = 65536;

  if (f == NULL)
    {
      fprintf (stderr, "annabella-tool: %s: %s\n", path, strerror (errno));
      return NULL;
    }
  buf = malloc (cap);
  while (buf)
    {
      size_t got = fread (buf + n, 1, cap - n, f);

      n += got;
      if (n < cap)
        break;
      if (cap >= MAX_FILE)
        {
          fprintf (stderr, "annabella-tool: %s: larger than %d bytes\n", path, MAX_FILE);
          free (buf);
          buf = NULL;
          break;
        }
      cap *= 2;
      char *more = realloc (buf, cap);

      if (more == NULL)
        free (buf);
      buf = more;
    }
  if (buf && ferror (f))
    {
      fprintf (stderr, "annabella-tool: %s: %s\n", path, strerror (errno));
      free (buf);
      buf = NULL;
    }
  if (f != stdin)
    fclose (f);
  *len = n;
  return buf;
}

static AbTournament *
load (const char *path)
{
  size_t len;
  char *text = read_file (path, &len);
  AbTournament *t;
  AbTrfError error;
  char msg[AB_DESCRIBE_MAX];

  if (text == NULL)
    return NULL;
  t = ab_tournament_new ();
  if (!ab_tournament_read_trf (t, text, len, &error))
    {
      ab_describe_trf_error (&error, msg, sizeof msg);
      if (error.line > 0)
        fprintf (stderr, "%s:%d: %s\n", path, error.line, msg);
      else
        fprintf (stderr, "%s: %s\n", path, msg);
      ab_tournament_free (t);
      t = NULL;
    }
  free (text);
  return t;
}

/* Calls an export with a buffer that grows until the text fits, and prints it. */
typedef size_t (*ExportFunc) (const AbTournament *t, const void *what, AbExportFormat format,
                              const AbExportLabels *labels, char *buf, size_t size);

static void
print_export (const AbTournament *t, const void *what, AbExportFormat format,
              const AbExportLabels *labels, ExportFunc func)
{
  size_t size = 4096, len;
  char *buf = malloc (size);

  while (buf && (len = func (t, what, format, labels, buf, size)) >= size)
    {
      free (buf);
      size = len + 1;
      buf = malloc (size);
    }
  if (buf)
    fputs (buf, stdout);
  free (buf);
}

static size_t
standings_export (const AbTournament *t, const void *what, AbExportFormat format,
                  const AbExportLabels *labels, char *buf, size_t size)
{
  return ab_tournament_export_standings (t, what, format, labels, buf, size);
}

static size_t
crosstable_export (const AbTournament *t, const void *what, AbExportFormat format,
                   const AbExportLabels *labels, char *buf, size_t size)
{
  return ab_tournament_export_crosstable (t, *(const int *) what, format, labels, buf, size);
}

static void
print_date (AbDate d)
{
  if (d.year)
    printf ("%04d/%02d/%02d", d.year, d.month, d.day);
  else
    printf ("(no date)");
}

static const char *
name (const AbTournament *t, int player)
{
  return ab_tournament_get_player (t, player)->name;
}

static void
print_game (const AbTournament *t, int g, int i)
{
  const AbTournamentGame *game = ab_tournament_get_game (t, g, i);
  bool is_void;
  AbTournamentResult effective = ab_tournament_effective_result (t, g, i, &is_void);

  printf ("  %d. %s - %s", game->board, name (t, game->white), name (t, game->black));
  if (is_void)
    printf ("  void (art. 11)");
  else if (effective != AB_TOURNAMENT_RESULT_NONE)
    printf ("  %s%s%s", ab_describe_tournament_result (effective), game->unrated ? " unrated" : "",
            game->result == AB_TOURNAMENT_RESULT_NONE ? " (withdrawal, art. 11)" : "");
  printf ("\n");
  if (game->postponed)
    {
      printf ("     postponed by %s%s%s", game->postponed & (1u << AB_WHITE) ? "White" : "",
              game->postponed == 3 ? " and " : "",
              game->postponed & (1u << AB_BLACK) ? "Black" : "");
      if (game->moved_to.year)
        {
          printf (", moved to ");
          print_date (game->moved_to);
        }
      printf (", to be played before ");
      print_date (ab_tournament_catch_up_deadline (t, g, i));
      printf (" (art. 12)\n");
    }
}

static int
run_pairings (const AbTournament *t)
{
  char title[64];

  for (int g = 0; g < ab_tournament_n_groups (t); g++)
    {
      ab_describe_group (g, title, sizeof title);
      printf ("%s%s\n", g ? "\n" : "", title);
      for (int r = 1; r <= ab_tournament_n_rounds (t, g); r++)
        {
          int games[AB_TOURNAMENT_MAX_ROUND_GAMES];
          int n = ab_tournament_round_games (t, g, r, games, AB_TOURNAMENT_MAX_ROUND_GAMES);
          int free_player = ab_tournament_bye (t, g, r);

          printf ("Round %d%s: ", r,
                  ab_tournament_round_begins_second_half (t, g, r) ? " (second half)" : "");
          print_date (ab_tournament_get_evening (t, r));
          printf ("\n");
          for (int i = 0; i < n; i++)
            print_game (t, g, games[i]);
          if (free_player >= 0)
            printf ("  free: %s\n", name (t, free_player));
        }
    }
  return 0;
}

static int
run_standings (const AbTournament *t, AbExportFormat format, int round)
{
  for (int g = 0; g < ab_tournament_n_groups (t); g++)
    {
      AbStandings st;
      AbExportLabels labels;
      char group[64], title[128];

      ab_tournament_standings (t, g, round, &st);
      ab_describe_group (g, group, sizeof group);
      snprintf (title, sizeof title, "%s, after round %d", group, st.upto_round);
      ab_describe_export_labels (&labels, title);
      if (g > 0 && format == AB_EXPORT_TEXT)
        printf ("\n");
      print_export (t, &st, format, &labels, standings_export);
    }
  return 0;
}

static int
run_crosstable (const AbTournament *t, AbExportFormat format)
{
  for (int g = 0; g < ab_tournament_n_groups (t); g++)
    {
      AbExportLabels labels;
      char title[64];

      ab_describe_group (g, title, sizeof title);
      ab_describe_export_labels (&labels, title);
      if (g > 0 && format == AB_EXPORT_TEXT)
        printf ("\n");
      print_export (t, &g, format, &labels, crosstable_export);
    }
  return 0;
}

static int
run_season (const AbTournament *t, int n_next)
{
  static const char *const trends[] = { "as many as", "fewer than", "more than" };
  static const char *const articles[] = { "15.1", "15.2", "15.3" };
  AbSeason s;
  char msg[AB_DESCRIBE_MAX];

  ab_tournament_season (t, n_next, &s);
  for (int g = 0; g < s.n_groups; g++)
    {
      ab_describe_group (g, msg, sizeof msg);
      if (s.winner[g] >= 0)
        printf ("%s: winner %s%s\n", msg, name (t, s.winner[g]),
                g == 0 ? " - club champion (art. 14)" : "");
      else
        printf ("%s: no winner yet - an unresolved tie at the top: lots (art. 13.7)\n", msg);
    }
  printf ("Entrants: %d this season, %d next season: %s this season (art. %s)\n", s.n_this,
          s.n_next, trends[s.trend], articles[s.trend]);
  printf ("Next season's groups (art. 2):");
  for (int g = 0; g < s.n_groups; g++)
    printf ("%s %d", g ? "," : "", s.next_sizes[g]);
  printf ("\n");
  for (int i = 0; i < s.n_moves; i++)
    {
      ab_describe_season_move (&s.moves[i], msg, sizeof msg);
      printf ("%s: %s\n", name (t, s.moves[i].player), msg);
    }
  return 0;
}

static int
run_trf (const AbTournament *t, int group)
{
  size_t len = ab_tournament_write_trf (t, group, NULL, 0);
  char *buf = malloc (len + 1);

  if (buf == NULL)
    return 1;
  ab_tournament_write_trf (t, group, buf, len + 1);
  fputs (buf, stdout);
  free (buf);
  return 0;
}

static bool
read_int (const char *text, int low, int high, int *value)
{
  char *end;
  long v;

  if (text == NULL)
    return false;
  errno = 0;
  v = strtol (text, &end, 10);
  if (errno || end == text || *end || v < low || v > high)
    return false;
  *value = (int) v;
  return true;
}

int
ab_tool_tournament (int argc, char **argv)
{
  AbExportFormat format = AB_EXPORT_TEXT;
  int round = 0, next = 0, group = -1, status;
  const char *command, *file = NULL;
  AbTournament *t;

  if (argc < 2 || strcmp (argv[1], "--help") == 0)
    {
      fputs (usage_text, argc < 2 ? stderr : stdout);
      return argc < 2 ? 1 : 0;
    }
  command = argv[1];
  if (strcmp (command, "standings") && strcmp (command, "pairings")
      && strcmp (command, "crosstable") && strcmp (command, "season") && strcmp (command, "trf"))
    {
      fprintf (stderr, "annabella-tool: tournament: unknown command '%s'\n\n%s", command,
               usage_text);
      return 1;
    }
  for (int i = 2; i < argc; i++)
    {
      const char *a = argv[i];
      bool exports = strcmp (command, "standings") == 0 || strcmp (command, "crosstable") == 0;

      if (exports && strcmp (a, "--csv") == 0)
        format = AB_EXPORT_CSV;
      else if (exports && strcmp (a, "--html") == 0)
        format = AB_EXPORT_HTML;
      else if (strcmp (command, "standings") == 0 && strcmp (a, "--round") == 0)
        {
          if (!read_int (argv[++i < argc ? i : argc - 1], 1, AB_TOURNAMENT_MAX_ROUNDS, &round))
            {
              fprintf (stderr, "annabella-tool: --round takes a round, 1 to %d\n",
                       AB_TOURNAMENT_MAX_ROUNDS);
              return 1;
            }
        }
      else if (strcmp (command, "season") == 0 && strcmp (a, "--next") == 0)
        {
          if (!read_int (argv[++i < argc ? i : argc - 1], 1, AB_TOURNAMENT_MAX_PLAYERS, &next))
            {
              fprintf (stderr, "annabella-tool: --next takes the entrants of next season\n");
              return 1;
            }
        }
      else if (strcmp (command, "trf") == 0 && strcmp (a, "--group") == 0)
        {
          if (!read_int (argv[++i < argc ? i : argc - 1], 1, AB_TOURNAMENT_MAX_GROUPS, &group))
            {
              fprintf (stderr, "annabella-tool: --group takes a group number\n");
              return 1;
            }
          group--;
        }
      else if (a[0] == '-' && a[1] != '\0')
        {
          fprintf (stderr, "annabella-tool: tournament %s: unknown option '%s'\n", command, a);
          return 1;
        }
      else if (file == NULL)
        file = a;
      else
        {
          fprintf (stderr, "annabella-tool: tournament %s: one file only\n", command);
          return 1;
        }
    }
  if (file == NULL)
    {
      fprintf (stderr, "annabella-tool: tournament %s: no file given\n\n%s", command, usage_text);
      return 1;
    }
  t = load (file);
  if (t == NULL)
    return 1;
  if (group >= ab_tournament_n_groups (t))
    {
      fprintf (stderr, "annabella-tool: %s has %d groups\n", file, ab_tournament_n_groups (t));
      ab_tournament_free (t);
      return 1;
    }
  if (strcmp (command, "standings") == 0)
    status = run_standings (t, format, round);
  else if (strcmp (command, "pairings") == 0)
    status = run_pairings (t);
  else if (strcmp (command, "crosstable") == 0)
    status = run_crosstable (t, format);
  else if (strcmp (command, "season") == 0)
    status = run_season (t, next);
  else
    status = run_trf (t, group);
  ab_tournament_free (t);
  return status;
}
