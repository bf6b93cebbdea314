/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tool-perft.c — annabella-tool perft [--divide] FEN DEPTH */
#include "ab-tool.h"
#include "ab-tool-args.h"
#include "ab-tool-bughouse.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "ab-perft.h"
#include "ab-uci.h"

int
ab_tool_perft (int argc, char **argv)
{
  bool divide = false;
  AbPosition *pos;
  char *end;
  long depth;
  int i = 1;
  uint64_t total = 0;

  if (ab_tool_bughouse_wanted (argc, argv))
    return ab_tool_bughouse_perft (argc, argv);
  if (i < argc && strcmp (argv[i], "--divide") == 0)
    {
      divide = true;
      i++;
    }
  if (argc - i != 2)
    {
      fprintf (stderr, "Usage: annabella-tool perft [--variant doorgeefschaak] [--divide] FEN DEPTH\n");
      return 1;
    }
  depth = strtol (argv[i + 1], &end, 10);
  if (*end || end == argv[i + 1] || depth < 0 || depth > 20)
    {
      fprintf (stderr, "annabella-tool: perft: DEPTH must be a whole number from 0 to 20\n");
      return 1;
    }
  pos = ab_position_new ();
  if (!ab_tool_read_position (argv[i], pos))
    {
      ab_position_free (pos);
      return 1;
    }

  if (divide && depth > 0)
    {
      AbMove moves[AB_MAX_MOVES];
      uint64_t counts[AB_MAX_MOVES];
      int n = ab_perft_divide (pos, (int) depth, moves, counts);

      for (int k = 0; k < n; k++)
        {
          char uci[AB_UCI_MAX];

          ab_move_to_uci (pos, moves[k], uci);
          printf ("%s: %" PRIu64 "\n", uci, counts[k]);
          total += counts[k];
        }
      printf ("\n");
    }
  else
    total = ab_perft (pos, (int) depth);

  printf ("%" PRIu64 "\n", total);
  ab_position_free (pos);
  return 0;
}
