/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tool-can-mate.c — annabella-tool can-mate [--budget MS | --nodes N] FEN white|black
 *
 * The first word of the first line is the verdict (art. 5.2.2, 6.9):
 *   yes        that side can checkmate; the next line, "witness: …", gives a sequence
 *              of legal moves that does it, in SAN with move numbers;
 *   no         proven that it never can; the next line, "reason: …", says how;
 *   undecided  the analysis's budget ran out first; "reason: …" says so.
 * The rest of the first line says it in a sentence. A last line "nodes: N" counts
 * the positions examined. --budget gives the budget in milliseconds at the
 * analyser's calibration (default about 1000), --nodes in positions: the answer
 * depends on the budget only, never on the machine's speed.
 */
#include "ab-tool.h"
#include "ab-tool-args.h"

#include <stdlib.h>
#include <string.h>

#include "ab-deadpos.h"
#include "ab-describe-deadpos.h"
#include "ab-notation.h"

static void
usage (void)
{
  fprintf (stderr, "Usage: annabella-tool can-mate [--budget MS | --nodes N] FEN white|black\n");
}

static bool
read_count (const char *arg, uint64_t max, uint64_t *out)
{
  char *end;
  unsigned long long n;

  if (*arg < '0' || *arg > '9')
    return false;
  n = strtoull (arg, &end, 10);
  if (*end || n == 0 || n > max)
    return false;
  *out = n;
  return true;
}

/* The witness in SAN, "1. e4 f5 2. Qh5#", replayed on a copy. */
static void
print_witness (const AbPosition *start, const AbMateAnalysis *a)
{
  AbPosition *pos = ab_position_copy (start);

  if (pos == NULL)
    return;
  printf ("witness:");
  for (int i = 0; i < a->line_length; i++)
    {
      char san[AB_NOTATION_MAX];
      AbUndo undo;

      ab_move_to_san (pos, a->line[i], &ab_san_style_pgn, san, sizeof san);
      if (ab_position_side_to_move (pos) == AB_WHITE)
        printf (" %d. %s", ab_position_fullmove_number (pos), san);
      else if (i == 0)
        printf (" %d... %s", ab_position_fullmove_number (pos), san);
      else
        printf (" %s", san);
      ab_position_make (pos, a->line[i], &undo);
    }
  if (a->line_length == 0)
    printf (" (none needed: the position is checkmate)");
  printf ("\n");
  ab_position_free (pos);
}

int
ab_tool_can_mate (int argc, char **argv)
{
  static AbMateAnalysis analysis;
  AbPosition *pos;
  AbDeadpos *dp;
  AbColor color;
  AbMateVerdict verdict;
  uint64_t nodes = AB_DEADPOS_DEFAULT_NODES;
  char sentence[512];
  int first = 1;

  if (argc == 5 && (strcmp (argv[1], "--budget") == 0 || strcmp (argv[1], "--nodes") == 0))
    {
      bool ms = strcmp (argv[1], "--budget") == 0;
      uint64_t n;

      if (!read_count (argv[2], ms ? 3600000 : UINT64_MAX / 2, &n))
        {
          fprintf (stderr, "annabella-tool: can-mate: %s: %s takes a whole number above 0%s\n",
                   argv[2], argv[1], ms ? " (milliseconds, at most an hour)" : "");
          return 1;
        }
      nodes = ms ? n * (AB_DEADPOS_NODES_PER_SECOND / 1000) : n;
      first = 3;
    }
  else if (argc != 3)
    {
      usage ();
      return 1;
    }
  if (strcmp (argv[first + 1], "white") == 0)
    color = AB_WHITE;
  else if (strcmp (argv[first + 1], "black") == 0)
    color = AB_BLACK;
  else
    {
      fprintf (stderr, "annabella-tool: can-mate: %s: the side must be 'white' or 'black'\n",
               argv[first + 1]);
      return 1;
    }
  pos = ab_position_new ();
  dp = ab_deadpos_new ();
  if (pos == NULL || dp == NULL)
    {
      fprintf (stderr, "annabella-tool: out of memory\n");
      ab_position_free (pos);
      ab_deadpos_free (dp);
      return 1;
    }
  if (!ab_tool_read_position (argv[first], pos))
    {
      ab_position_free (pos);
      ab_deadpos_free (dp);
      return 1;
    }
  ab_deadpos_set_node_limit (dp, nodes);
  verdict = ab_deadpos_analyse (dp, pos, color, &analysis);
  ab_describe_mate_analysis (pos, color, &analysis, sentence, sizeof sentence);
  switch (verdict)
    {
    case AB_MATE_POSSIBLE:
      printf ("yes %s\n", sentence);
      print_witness (pos, &analysis);
      break;
    case AB_MATE_IMPOSSIBLE:
      printf ("no\nreason: %s\n", sentence);
      break;
    case AB_MATE_UNDECIDED:
    default:
      printf ("undecided\nreason: %s\n", sentence);
      break;
    }
  printf ("nodes: %llu\n", (unsigned long long) analysis.nodes);
  ab_position_free (pos);
  ab_deadpos_free (dp);
  return 0;
}
