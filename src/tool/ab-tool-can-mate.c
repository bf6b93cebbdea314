/* ab-tool-can-mate.c — annabella-tool can-mate FEN white|black
 *
 * Prints "yes" when that side can still checkmate by some sequence of legal
 * moves, "no" only when that is proven impossible (art. 5.2.2, 6.9).
 */
#include "ab-tool.h"
#include "ab-tool-args.h"

#include <string.h>

#include "ab-deadpos.h"

int
ab_tool_can_mate (int argc, char **argv)
{
  AbPosition *pos;
  AbColor color;
  bool can;

  if (argc != 3)
    {
      fprintf (stderr, "Usage: annabella-tool can-mate FEN white|black\n");
      return 1;
    }
  if (strcmp (argv[2], "white") == 0)
    color = AB_WHITE;
  else if (strcmp (argv[2], "black") == 0)
    color = AB_BLACK;
  else
    {
      fprintf (stderr, "annabella-tool: can-mate: %s: the side must be 'white' or 'black'\n",
               argv[2]);
      return 1;
    }
  pos = ab_position_new ();
  if (pos == NULL)
    {
      fprintf (stderr, "annabella-tool: out of memory\n");
      return 1;
    }
  if (!ab_tool_read_position (argv[1], pos))
    {
      ab_position_free (pos);
      return 1;
    }
  can = ab_deadpos_can_mate (pos, color);
  printf ("%s\n", can ? "yes" : "no");
  ab_position_free (pos);
  return 0;
}
