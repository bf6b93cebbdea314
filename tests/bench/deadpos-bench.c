/* SPDX-License-Identifier: GPL-3.0-or-later */
/* deadpos-bench.c — the dead-position analysis (art. 5.2.2, 6.9) beside the analyser as
 * it was before the three verdicts (deadpos-old/), in one run on the same positions.
 *
 * Usage: deadpos-bench MIXED-SET HARD-SET [PGN-FILE…]
 *
 * A PGN file that does not exist is skipped (the book the pgn benchmark fetches); of all
 * the games together the first 200,000 positions are used.
 * 1. Real games, the quick path: the dead-position check the game makes after every move
 *    (the side to move first, stop at the first side that can mate), on every position of
 *    the games in the PGN files and the "game" lines of the mixed set. Positions per
 *    second of CPU time, old and new, and their ratio; and the longest one check took, the
 *    wait it adds to that move's announcement (the check runs inside the move).
 * 2. The mixed set (deadpos-positions.txt: random endgames, blocked pawn structures, real
 *    games): both sides of each position; positions per second and the share decided.
 * 3. The hard set (deadpos-hard.txt): positions built to be hard, each labelled with the
 *    truth for both sides and why. Per analyser right, undecided and wrong; the old one
 *    also as its callers read it (undecided taken as "can mate"). Every "can mate" of the
 *    new analyser is replayed to mate; every "cannot mate" of either is checked by the
 *    referee (deadpos-enumerate.c), which enumerates every reachable position when there
 *    are few enough: a "no" it refutes counts as wrong. Last, the nodes per second the
 *    new analyser runs at where it works longest: the calibration of its budget.
 * 4. The hard set again, checked as the game checks after a move (both sides, the side to
 *    move first, at the default budget): the longest wait a move's announcement can have.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ab-deadpos.h"
#include "ab-fen.h"
#include "ab-pgn.h"
#include "deadpos-enumerate.h"
#include "deadpos-old-api.h"

#define REFEREE_LIMIT 20000000
#define MAX_POSITIONS 200000

static AbMateAnalysis analysis[2];

/* CPU time of this process: the machine may be shared; the analysis is single-threaded. */
static double
cpu_now (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return (double) ts.tv_sec + (double) ts.tv_nsec / 1e9;
}

/* ---- positions ---- */

typedef struct
{
  char kind[16];
  char fen[128];
  int truth[2]; /* hard set: by colour, 1 can mate, 0 cannot, -1 unknown */
} Entry;

typedef struct
{
  Entry *e;
  int n, cap;
} Set;

static Entry *
add (Set *s)
{
  if (s->n == s->cap)
    {
      s->cap = s->cap ? s->cap * 2 : 256;
      s->e = realloc (s->e, (size_t) s->cap * sizeof (Entry));
      if (s->e == NULL)
        {
          fprintf (stderr, "deadpos-bench: out of memory\n");
          exit (1);
        }
    }
  memset (&s->e[s->n], 0, sizeof (Entry));
  return &s->e[s->n++];
}

static int
truth_word (const char *w)
{
  return strcmp (w, "yes") == 0 ? 1 : strcmp (w, "no") == 0 ? 0 : -1;
}

/* "KIND FEN" lines, or with hard "WHITE BLACK FEN ; why" (WHITE, BLACK: yes, no or ?). */
static void
read_set (const char *path, bool hard, Set *s)
{
  FILE *in = fopen (path, "r");
  char line[512];

  if (in == NULL)
    {
      perror (path);
      exit (1);
    }
  while (fgets (line, sizeof line, in))
    {
      char a[16], b[16];
      char *rest = line, *semi = strchr (line, ';');
      Entry *e;
      int used = 0;

      if (semi)
        *semi = '\0';
      line[strcspn (line, "\n")] = '\0';
      if (line[0] == '\0' || line[0] == '#')
        continue;
      e = add (s);
      if (hard)
        {
          if (sscanf (line, "%15s %15s %n", a, b, &used) != 2)
            continue;
          e->truth[AB_WHITE] = truth_word (a);
          e->truth[AB_BLACK] = truth_word (b);
          snprintf (e->kind, sizeof e->kind, "hard");
        }
      else if (sscanf (line, "%15s %n", e->kind, &used) != 1)
        continue;
      rest = line + used;
      snprintf (e->fen, sizeof e->fen, "%.127s", rest);
      e->fen[strcspn (e->fen, "\r")] = '\0';
    }
  fclose (in);
}

/* Every position of the main line of every game in path, as "game" entries. */
static void
read_games (const char *path, Set *s)
{
  FILE *in = fopen (path, "rb");
  AbPgnReader *reader = ab_pgn_reader_new ();
  AbPosition *pos = ab_position_new ();
  AbPgnGame game;
  AbPgnError error;
  char *data;
  long size;

  if (in == NULL)
    {
      /* the book of the pgn benchmark, fetched by it: absent until that ran */
      printf ("(no %s: its games are left out)\n", path);
      ab_pgn_reader_free (reader);
      ab_position_free (pos);
      return;
    }
  if (reader == NULL || pos == NULL)
    exit (1);
  fseek (in, 0, SEEK_END);
  size = ftell (in);
  rewind (in);
  data = malloc ((size_t) size + 1);
  if (data == NULL || fread (data, 1, (size_t) size, in) != (size_t) size)
    exit (1);
  fclose (in);
  ab_pgn_game_init (&game);
  ab_pgn_reader_input (reader, data, (size_t) size, true);
  for (;;)
    {
      AbPgnReadStatus st = ab_pgn_reader_next (reader, &game, &error);

      if (st == AB_PGN_READ_END || st == AB_PGN_READ_MORE)
        break;
      if (st != AB_PGN_READ_GAME)
        continue;
      ab_pgn_game_start_position (&game, pos);
      for (uint32_t m = game.first; m != AB_PGN_NONE && s->n < MAX_POSITIONS;
           m = game.moves[m].next)
        {
          AbUndo undo;
          Entry *e;

          ab_position_make (pos, game.moves[m].move, &undo);
          e = add (s);
          snprintf (e->kind, sizeof e->kind, "game");
          ab_position_get_fen (pos, AB_FEN_CASTLING_AUTO, e->fen, sizeof e->fen);
        }
    }
  ab_pgn_game_clear (&game);
  ab_pgn_reader_free (reader);
  ab_position_free (pos);
  free (data);
}

static bool
load (const Entry *e, AbPosition *pos)
{
  AbFenError err;

  if (ab_position_set_fen (pos, e->fen, &err))
    return true;
  fprintf (stderr, "deadpos-bench: skipped, not a legal position: %s\n", e->fen);
  return false;
}

/* ---- 1. real games: the check after every move ---- */

static int
old_dead (void *old, const AbPosition *pos, uint64_t *nodes)
{
  AbColor first = ab_position_side_to_move (pos);
  uint64_t n = 0;
  int a, b;

  /* as the game asked it: the side to move first, stop at one that can mate */
  a = deadpos_old_analyse (old, pos, first, &n);
  *nodes += n;
  if (a != DEADPOS_OLD_IMPOSSIBLE)
    return a;
  b = deadpos_old_analyse (old, pos, (AbColor) !first, &n);
  *nodes += n;
  return b;
}

static void
bench_games (const Set *s, AbDeadpos *dp, void *old)
{
  AbPosition *pos = ab_position_new ();
  int n = 0, decided[2] = { 0, 0 }, dead[2] = { 0, 0 };
  uint64_t nodes[2] = { 0, 0 };
  double t[2] = { 0, 0 }, longest[2] = { 0, 0 }, dt;
  int slow[2] = { 0, 0 }, longest_at = -1;

  for (int i = 0; i < s->n; i++)
    {
      double t0;
      int v;

      if (strcmp (s->e[i].kind, "game") != 0 || !load (&s->e[i], pos))
        continue;
      n++;
      t0 = cpu_now ();
      v = ab_deadpos_analyse_dead (dp, pos, analysis);
      dt = cpu_now () - t0;
      t[1] += dt;
      slow[1] += dt > 0.001;
      if (dt > longest[1])
        {
          longest[1] = dt;
          longest_at = i;
        }
      nodes[1] += analysis[0].nodes + analysis[1].nodes;
      decided[1] += v != AB_MATE_UNDECIDED;
      dead[1] += v == AB_MATE_IMPOSSIBLE;
      t0 = cpu_now ();
      v = old_dead (old, pos, &nodes[0]);
      dt = cpu_now () - t0;
      t[0] += dt;
      slow[0] += dt > 0.001;
      longest[0] = dt > longest[0] ? dt : longest[0];
      decided[0] += v != DEADPOS_OLD_UNDECIDED;
      dead[0] += v == DEADPOS_OLD_IMPOSSIBLE;
    }
  printf ("1. Real games, the check after every move: %d positions\n", n);
  for (int k = 1; k >= 0; k--)
    printf ("   %-4s %8.0f positions/s (CPU)  decided %5.1f%%  dead %d  nodes %llu\n",
            k ? "new" : "old", t[k] > 0 ? n / t[k] : 0.0, n ? 100.0 * decided[k] / n : 0.0,
            dead[k], (unsigned long long) nodes[k]);
  printf ("   ratio new/old positions/s: %.2f\n", t[1] > 0 && t[0] > 0 ? t[0] / t[1] : 0.0);
  for (int k = 1; k >= 0; k--)
    printf ("   %-4s the longest check (a move's announcement waits for it) %.2f ms; over 1 ms: "
            "%d positions\n",
            k ? "new" : "old", 1000 * longest[k], slow[k]);
  if (longest_at >= 0)
    printf ("   the new one's longest: %s\n", s->e[longest_at].fen);
  printf ("\n");
  ab_position_free (pos);
}

/* ---- 4. the longest wait ---- */

static void
bench_wait (const Set *s, AbDeadpos *dp, void *old)
{
  AbPosition *pos = ab_position_new ();
  double longest[2] = { 0, 0 };
  int slow[2] = { 0, 0 }, n = 0, longest_at = -1;
  uint64_t nodes = 0;

  for (int i = 0; i < s->n; i++)
    {
      double t0, dt;

      if (!load (&s->e[i], pos))
        continue;
      n++;
      t0 = cpu_now ();
      ab_deadpos_analyse_dead (dp, pos, NULL);
      dt = cpu_now () - t0;
      slow[1] += dt > 0.1;
      if (dt > longest[1])
        {
          longest[1] = dt;
          longest_at = i;
        }
      t0 = cpu_now ();
      old_dead (old, pos, &nodes);
      dt = cpu_now () - t0;
      slow[0] += dt > 0.1;
      longest[0] = dt > longest[0] ? dt : longest[0];
    }
  printf ("4. The check after a move on the hard set (%d positions), the default budget\n", n);
  for (int k = 1; k >= 0; k--)
    printf ("   %-4s the longest check %.0f ms; over 100 ms: %d positions\n", k ? "new" : "old",
            1000 * longest[k], slow[k]);
  printf ("   ratio new/old of the longest: %.1f\n", longest[0] > 0 ? longest[1] / longest[0]
                                                                      : 0.0);
  if (longest_at >= 0)
    printf ("   the new one's longest: %s\n", s->e[longest_at].fen);
  ab_position_free (pos);
}

/* ---- 2. the mixed set ---- */

typedef struct
{
  char name[16];
  int positions, verdicts, decided[2];
  double seconds[2];
} Kind;

static void
bench_mixed (const Set *s, AbDeadpos *dp, void *old)
{
  AbPosition *pos = ab_position_new ();
  Kind kinds[8], all = { "all" };
  int nk = 0;

  for (int i = 0; i < s->n; i++)
    {
      Kind *k = NULL;

      if (!load (&s->e[i], pos))
        continue;
      for (int j = 0; j < nk; j++)
        if (strcmp (kinds[j].name, s->e[i].kind) == 0)
          k = &kinds[j];
      if (k == NULL && nk < 8)
        {
          k = &kinds[nk++];
          memset (k, 0, sizeof *k);
          snprintf (k->name, sizeof k->name, "%s", s->e[i].kind);
        }
      if (k == NULL)
        continue;
      k->positions++;
      for (int c = 0; c < 2; c++)
        {
          uint64_t n;
          double t0 = cpu_now ();
          int v = ab_deadpos_analyse (dp, pos, (AbColor) c, &analysis[0]);

          k->seconds[1] += cpu_now () - t0;
          k->decided[1] += v != AB_MATE_UNDECIDED;
          t0 = cpu_now ();
          v = deadpos_old_analyse (old, pos, (AbColor) c, &n);
          k->seconds[0] += cpu_now () - t0;
          k->decided[0] += v != DEADPOS_OLD_UNDECIDED;
          k->verdicts++;
        }
    }
  printf ("2. The mixed set, both sides of each position\n");
  for (int j = 0; j <= nk; j++)
    {
      Kind *k = j < nk ? &kinds[j] : &all;

      if (j < nk)
        {
          all.positions += k->positions;
          all.verdicts += k->verdicts;
          for (int a = 0; a < 2; a++)
            {
              all.decided[a] += k->decided[a];
              all.seconds[a] += k->seconds[a];
            }
        }
      printf ("   %-8s %4d positions  new %7.0f pos/s decided %5.1f%%   old %7.0f pos/s decided "
              "%5.1f%%\n",
              k->name, k->positions, k->seconds[1] > 0 ? k->positions / k->seconds[1] : 0.0,
              k->verdicts ? 100.0 * k->decided[1] / k->verdicts : 0.0,
              k->seconds[0] > 0 ? k->positions / k->seconds[0] : 0.0,
              k->verdicts ? 100.0 * k->decided[0] / k->verdicts : 0.0);
    }
  printf ("\n");
  ab_position_free (pos);
}

/* ---- 3. the hard set ---- */

typedef struct
{
  int right, undecided, wrong, unlabelled;
} Score;

static void
score (Score *sc, int truth, int said /* 1 yes, 0 no, -1 undecided */)
{
  if (said < 0)
    sc->undecided++;
  else if (truth < 0)
    sc->unlabelled++;
  else if (said == truth)
    sc->right++;
  else
    sc->wrong++;
}

/* Does the line replay to a mate of the side that is not winner? */
static bool
witness_mates (const AbPosition *start, AbColor winner, const AbMateAnalysis *a)
{
  AbPosition *pos = ab_position_copy (start);
  bool ok = true;

  for (int i = 0; i < a->line_length && ok; i++)
    {
      AbUndo undo;

      ok = ab_position_is_legal (pos, a->line[i]);
      if (ok)
        ab_position_make (pos, a->line[i], &undo);
    }
  ok = ok && ab_position_status (pos) == AB_STATUS_CHECKMATE
       && ab_position_side_to_move (pos) != winner;
  ab_position_free (pos);
  return ok;
}

static void
bench_hard (const Set *s, AbDeadpos *dp, void *old, Enumerator *referee)
{
  AbPosition *pos = ab_position_new ();
  Score sc[3] = { { 0 } }; /* new, old, old as its callers read it */
  int positions = 0, verdicts = 0, bad_witness = 0, refuted[2] = { 0, 0 };
  int confirmed = 0, referee_unknown = 0;
  uint64_t long_nodes = 0;
  double long_seconds = 0, t[2] = { 0, 0 };

  for (int i = 0; i < s->n; i++)
    {
      const Entry *e = &s->e[i];

      if (!load (e, pos))
        continue;
      positions++;
      for (int c = 0; c < 2; c++)
        {
          int truth = e->truth[c], said[2], v;
          uint64_t n, expanded;
          double t0 = cpu_now (), dt;

          v = ab_deadpos_analyse (dp, pos, (AbColor) c, &analysis[0]);
          dt = cpu_now () - t0;
          t[1] += dt;
          if (analysis[0].nodes > 100000)
            {
              long_nodes += analysis[0].nodes;
              long_seconds += dt;
            }
          said[1] = v == AB_MATE_POSSIBLE ? 1 : v == AB_MATE_IMPOSSIBLE ? 0 : -1;
          if (said[1] == 1 && !witness_mates (pos, (AbColor) c, &analysis[0]))
            {
              bad_witness++;
              said[1] = 1 - (truth == 1); /* a yes without a mating line counts as wrong */
            }
          t0 = cpu_now ();
          v = deadpos_old_analyse (old, pos, (AbColor) c, &n);
          t[0] += cpu_now () - t0;
          said[0] = v == DEADPOS_OLD_POSSIBLE ? 1 : v == DEADPOS_OLD_IMPOSSIBLE ? 0 : -1;

          /* the referee settles unlabelled sides and checks every "no" */
          if (said[0] == 0 || said[1] == 0 || truth < 0)
            {
              EnumerateResult r = enumerator_run (referee, pos, (AbColor) c, REFEREE_LIMIT,
                                                  &expanded);

              if (r == ENUMERATE_UNKNOWN)
                referee_unknown++;
              else
                {
                  int known = r == ENUMERATE_MATE;

                  if (truth >= 0 && truth != known)
                    fprintf (stderr, "deadpos-bench: the label of %s for %s is wrong\n", e->fen,
                             c ? "black" : "white");
                  truth = known;
                  confirmed += !known && said[1] == 0;
                  refuted[1] += known && said[1] == 0;
                  refuted[0] += known && said[0] == 0;
                }
            }
          if (said[1] >= 0 && truth >= 0 && said[1] != truth)
            fprintf (stderr, "deadpos-bench: new analyser wrong on %s for %s\n", e->fen,
                     c ? "black" : "white");
          score (&sc[0], truth, said[1]);
          score (&sc[1], truth, said[0]);
          score (&sc[2], truth, said[0] < 0 ? 1 : said[0]);
          verdicts++;
        }
    }
  printf ("3. The hard set: %d positions, %d verdicts (both sides)\n", positions, verdicts);
  printf ("   %-24s %5s %9s %5s %10s %8s\n", "", "right", "undecided", "wrong", "unlabelled",
          "seconds");
  for (int k = 0; k < 3; k++)
    printf ("   %-24s %5d %9d %5d %10d %8.2f\n",
            k == 0 ? "new" : k == 1 ? "old" : "old, as its callers read", sc[k].right,
            sc[k].undecided, sc[k].wrong, sc[k].unlabelled, k == 0 ? t[1] : t[0]);
  printf ("   share decided: new %.1f%%, old %.1f%%\n",
          verdicts ? 100.0 * (verdicts - sc[0].undecided) / verdicts : 0.0,
          verdicts ? 100.0 * (verdicts - sc[1].undecided) / verdicts : 0.0);
  printf ("   witnesses that did not replay to mate: %d; \"no\" confirmed by the referee: %d; "
          "refuted: new %d, old %d; beyond the referee's %d positions: %d\n",
          bad_witness, confirmed, refuted[1], refuted[0], REFEREE_LIMIT, referee_unknown);
  if (long_seconds > 0)
    printf ("   calibration: %.0f nodes/s on the long analyses (AB_DEADPOS_NODES_PER_SECOND %d)\n",
            long_nodes / long_seconds, AB_DEADPOS_NODES_PER_SECOND);
  ab_position_free (pos);
}

int
main (int argc, char **argv)
{
  Set mixed = { 0 }, hard = { 0 }, games = { 0 };
  AbDeadpos *dp;
  void *old;
  Enumerator *referee;

  if (argc < 3)
    {
      fprintf (stderr, "Usage: deadpos-bench MIXED-SET HARD-SET [PGN-FILE…]\n");
      return 1;
    }
  read_set (argv[1], false, &mixed);
  read_set (argv[2], true, &hard);
  for (int i = 3; i < argc; i++)
    read_games (argv[i], &games);
  for (int i = 0; i < mixed.n; i++)
    if (strcmp (mixed.e[i].kind, "game") == 0)
      *add (&games) = mixed.e[i];
  dp = ab_deadpos_new ();
  old = deadpos_old_new ();
  referee = enumerator_new (24);
  if (dp == NULL || old == NULL || referee == NULL)
    {
      fprintf (stderr, "deadpos-bench: out of memory\n");
      return 1;
    }
  printf ("Budget per verdict: new %d nodes (about a second), old 100000 nodes\n\n",
          AB_DEADPOS_DEFAULT_NODES);
  bench_games (&games, dp, old);
  bench_mixed (&mixed, dp, old);
  bench_hard (&hard, dp, old, referee);
  bench_wait (&hard, dp, old);
  enumerator_free (referee);
  deadpos_old_free (old);
  ab_deadpos_free (dp);
  free (mixed.e);
  free (hard.e);
  free (games.e);
  return 0;
}
