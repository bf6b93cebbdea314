/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tool-args.c — annabella-tool: reading the arguments every subcommand shares. */
#include "ab-tool-args.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ab-describe-move.h"
#include "ab-describe.h"
#include "ab-fen.h"
#include "ab-spoken.h"

bool
ab_tool_read_position (const char *arg, AbPosition *pos)
{
  AbFenError error;
  char msg[AB_DESCRIBE_MAX];

  if (strcmp (arg, "startpos") == 0)
    {
      ab_position_set_start (pos);
      return true;
    }
  if (strncmp (arg, "960:", 4) == 0)
    {
      char *end;
      long n = strtol (arg + 4, &end, 10);

      if (*end || end == arg + 4 || !ab_position_set_chess960 (pos, (int) n))
        {
          fprintf (stderr, "annabella-tool: %s: a Chess960 start position is numbered 0 to 959\n", arg);
          return false;
        }
      return true;
    }
  if (!ab_position_set_fen (pos, arg, &error))
    {
      ab_describe_fen_error (&error, msg, sizeof msg);
      fprintf (stderr, "annabella-tool: %s\n", msg);
      return false;
    }
  return true;
}

bool
ab_tool_play_moves (AbPosition *pos, int n, char **moves, AbToolMoveFunc each_move, void *data)
{
  for (int i = 0; i < n; i++)
    {
      AbMoveError error;
      AbMove m = ab_move_parse_any (pos, moves[i], &error);
      AbUndo undo;

      /* Moves given to play are a record: the one move that fits loosely is it. */
      if (m == AB_MOVE_NONE)
        m = ab_move_error_loose_move (&error);
      if (m == AB_MOVE_NONE)
        {
          char msg[AB_DESCRIBE_MAX];

          ab_describe_move_error (pos, &error, AB_LANG_EN, msg, sizeof msg);
          fprintf (stderr, "annabella-tool: %s: %s\n", moves[i], msg);
          return false;
        }
      if (each_move)
        each_move (pos, m, data);
      ab_position_make (pos, m, &undo);
    }
  return true;
}

