/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tool-fen.c — annabella-tool fen [--shredder] FEN [MOVE…]: the FEN after the moves. */
#include "ab-tool.h"
#include "ab-tool-args.h"

#include <string.h>

#include "ab-fen.h"

int
ab_tool_fen (int argc, char **argv)
{
  AbFenCastlingStyle style = AB_FEN_CASTLING_AUTO;
  char fen[AB_FEN_MAX];
  AbPosition *pos;
  int i = 1;

  if (i < argc && strcmp (argv[i], "--shredder") == 0)
    {
      style = AB_FEN_CASTLING_SHREDDER;
      i++;
    }
  if (i >= argc)
    {
      fprintf (stderr, "Usage: annabella-tool fen [--shredder] FEN [MOVE…]\n");
      return 1;
    }
  pos = ab_position_new ();
  if (!ab_tool_read_position (argv[i], pos) || !ab_tool_play_moves (pos, argc - i - 1, argv + i + 1, NULL, NULL))
    {
      ab_position_free (pos);
      return 1;
    }
  ab_position_get_fen (pos, style, fen, sizeof fen);
  printf ("%s\n", fen);
  ab_position_free (pos);
  return 0;
}
