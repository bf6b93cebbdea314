/* ab-tool-status.c — annabella-tool status FEN [MOVE…]: the state after the moves. */
#include "ab-tool.h"

static const char *const status_words[] = {
  [AB_STATUS_ONGOING] = "ongoing",
  [AB_STATUS_CHECK] = "check",
  [AB_STATUS_CHECKMATE] = "checkmate",
  [AB_STATUS_STALEMATE] = "stalemate",
};

int
ab_tool_status (int argc, char **argv)
{
  AbPosition *pos;
  int rc = 0;

  if (argc < 2)
    {
      fprintf (stderr, "Usage: annabella-tool status FEN [MOVE…]\n");
      return 1;
    }
  pos = ab_position_new ();
  if (ab_tool_read_position (argv[1], pos) && ab_tool_play_moves (pos, argc - 2, argv + 2, NULL, NULL))
    printf ("%s\n", status_words[ab_position_status (pos)]);
  else
    rc = 1;
  ab_position_free (pos);
  return rc;
}
