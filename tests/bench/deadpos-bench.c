/* deadpos-bench.c — the dead-position analysis on a mixed set of positions.
 *
 * Usage: deadpos-bench POSITIONS-FILE [NODE-LIMIT]
 * Each line of the file is "KIND FEN" (KIND: random, blocked, game). Both
 * sides of every position are analysed; the benchmark prints, per kind and
 * in all, positions per second of CPU time, the share of verdicts decided
 * (proved mate-able or proved impossible), how many positions were proved
 * dead and what settled each verdict.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ab-deadpos.h"
#include "ab-fen.h"

#define MAX_KINDS 8

typedef struct
{
  char name[16];
  int positions;
  int verdicts;
  int decided;
  int possible;
  int dead;
  int by_reason[AB_MATE_BY_SEARCH + 1];
  uint64_t nodes;
  double seconds;
} Kind;

/* CPU time of this process: the machine may be shared, and the analysis
 * is single-threaded. */
static double
now (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (double) ts.tv_sec + (double) ts.tv_nsec / 1e9;
}

static Kind *
kind_named (Kind *kinds, int *n, const char *name)
{
  for (int i = 0; i < *n; i++)
    if (strcmp (kinds[i].name, name) == 0)
      return &kinds[i];
  if (*n == MAX_KINDS)
    return NULL;
  memset (&kinds[*n], 0, sizeof kinds[*n]);
  snprintf (kinds[*n].name, sizeof kinds[*n].name, "%.15s", name);
  return &kinds[(*n)++];
}

static void
print_kind (const Kind *k)
{
  printf ("%-8s %5d positions %8.0f pos/s (CPU)  decided %5.1f%%  (mate found %d, cannot mate %d:"
          " material %d, reach %d, search %d, game over %d)  dead %d  nodes %llu\n",
          k->name, k->positions, k->seconds > 0 ? k->positions / k->seconds : 0.0,
          k->verdicts ? 100.0 * k->decided / k->verdicts : 0.0, k->possible,
          k->decided - k->possible, k->by_reason[AB_MATE_BY_MATERIAL],
          k->by_reason[AB_MATE_BY_REACH], k->by_reason[AB_MATE_BY_SEARCH] - k->possible,
          k->by_reason[AB_MATE_BY_GAME_OVER], k->dead, (unsigned long long) k->nodes);
}

int
main (int argc, char **argv)
{
  Kind kinds[MAX_KINDS], total;
  int nkinds = 0, bad = 0;
  char line[512];
  AbDeadpos *dp;
  AbPosition *pos;
  FILE *in;

  if (argc < 2 || argc > 3)
    {
      fprintf (stderr, "Usage: deadpos-bench POSITIONS-FILE [NODE-LIMIT]\n");
      return 1;
    }
  in = fopen (argv[1], "r");
  if (in == NULL)
    {
      perror (argv[1]);
      return 1;
    }
  dp = ab_deadpos_new ();
  pos = ab_position_new ();
  if (dp == NULL || pos == NULL)
    {
      fprintf (stderr, "deadpos-bench: out of memory\n");
      return 1;
    }
  if (argc == 3)
    ab_deadpos_set_node_limit (dp, strtoull (argv[2], NULL, 10));

  while (fgets (line, sizeof line, in))
    {
      char *fen = strchr (line, ' ');
      AbFenError err;
      Kind *k;
      double t0;
      bool dead = true;

      line[strcspn (line, "\n")] = '\0';
      if (line[0] == '\0' || line[0] == '#' || fen == NULL)
        continue;
      *fen++ = '\0';
      if (!ab_position_set_fen (pos, fen, &err) || (k = kind_named (kinds, &nkinds, line)) == NULL)
        {
          bad++;
          continue;
        }
      t0 = now ();
      for (int c = 0; c < 2; c++)
        {
          AbMateAnalysis a;
          AbMateVerdict v = ab_deadpos_analyse (dp, pos, (AbColor) c, &a);

          k->verdicts++;
          k->nodes += a.nodes;
          k->by_reason[a.reason]++;
          if (v != AB_MATE_UNDECIDED)
            k->decided++;
          if (v == AB_MATE_POSSIBLE)
            k->possible++;
          if (v != AB_MATE_IMPOSSIBLE)
            dead = false;
        }
      k->seconds += now () - t0;
      k->positions++;
      k->dead += dead;
    }
  fclose (in);

  memset (&total, 0, sizeof total);
  snprintf (total.name, sizeof total.name, "all");
  for (int i = 0; i < nkinds; i++)
    {
      print_kind (&kinds[i]);
      total.positions += kinds[i].positions;
      total.verdicts += kinds[i].verdicts;
      total.decided += kinds[i].decided;
      total.possible += kinds[i].possible;
      total.dead += kinds[i].dead;
      total.nodes += kinds[i].nodes;
      total.seconds += kinds[i].seconds;
      for (int r = 0; r <= AB_MATE_BY_SEARCH; r++)
        total.by_reason[r] += kinds[i].by_reason[r];
    }
  print_kind (&total);
  if (bad)
    printf ("%d lines skipped (not a legal position)\n", bad);
  ab_position_free (pos);
  ab_deadpos_free (dp);
  return bad ? 1 : 0;
}
