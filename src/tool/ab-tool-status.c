/* ab-tool-status.c — annabella-tool status [--edition E] FEN [MOVE…]: the state of the
 * game after the moves.
 *
 * The moves are played as a game under the edition's rules (default 2023), so
 * repetitions and the move counters count. The first line is one word: ongoing, check,
 * checkmate, stalemate, dead, fivefold or seventy-five. Moves after the game ended are
 * still checked, but the game stays as it ended. Then, while the game goes on, a line
 * "claimable: threefold" and/or "claimable: fifty" when the player to move may claim a
 * draw now or with a move he intends to make (9.2, 9.3).
 */
#include "ab-tool.h"
#include "ab-tool-args.h"
#include "ab-tool-bughouse.h"

#include <stdlib.h>
#include <string.h>

#include "ab-describe-game.h"
#include "ab-game.h"

typedef struct
{
  AbGame *game;
  AbGameError error;
} Replay;

static void
play_cb (const AbPosition *pos, AbMove move, void *data)
{
  Replay *replay = data;
  AbColor mover = ab_position_side_to_move (pos);

  if (replay->error || ab_game_is_over (replay->game))
    return;
  replay->error = ab_game_make_move (replay->game, move, 0, NULL);
  if (!replay->error && !ab_game_is_over (replay->game))
    replay->error = ab_game_press_clock (replay->game, mover, 0, NULL);
}

static const char *
status_word (const AbGame *game)
{
  switch (ab_game_get_outcome (game)->ending)
    {
    case AB_ENDING_CHECKMATE: return "checkmate";
    case AB_ENDING_STALEMATE: return "stalemate";
    case AB_ENDING_DEAD_POSITION: return "dead";
    case AB_ENDING_FIVEFOLD: return "fivefold";
    case AB_ENDING_SEVENTY_FIVE_MOVES: return "seventy-five";
    default:
      return ab_position_in_check (ab_game_get_position (game)) ? "check" : "ongoing";
    }
}

static bool
read_edition (const char *arg, AbEdition *edition)
{
  static const AbEdition editions[] = { AB_EDITION_2001, AB_EDITION_2005, AB_EDITION_2014,
                                        AB_EDITION_2023 };
  char *end;
  long n = strtol (arg, &end, 10);

  for (size_t i = 0; i < sizeof editions / sizeof editions[0]; i++)
    if (*arg && !*end && n == (long) editions[i])
      {
        *edition = editions[i];
        return true;
      }
  return false;
}

int
ab_tool_status (int argc, char **argv)
{
  AbEdition edition = AB_EDITION_DEFAULT;
  AbPosition *pos;
  Replay replay = { 0 };
  int first = 1;
  int rc = 1;

  /* --variant doorgeefschaak: one board of a bughouse match, with its own rules. */
  if (ab_tool_bughouse_wanted (argc, argv))
    return ab_tool_bughouse_status (argc, argv);
  if (argc > 1 && strncmp (argv[1], "--edition", 9) == 0)
    {
      const char *value = argv[1][9] == '=' ? argv[1] + 10 : argc > 2 ? argv[2] : NULL;

      if ((argv[1][9] != '=' && argv[1][9] != '\0') || !value || !read_edition (value, &edition))
        {
          fprintf (stderr, "annabella-tool: status: --edition takes 2001, 2005, 2014 or 2023\n");
          return 1;
        }
      first = argv[1][9] == '=' ? 2 : 3;
    }
  if (argc <= first)
    {
      fprintf (stderr,
               "Usage: annabella-tool status [--variant doorgeefschaak] "
               "[--edition 2001|2005|2014|2023] FEN [MOVE…]\n");
      return 1;
    }
  pos = ab_position_new ();
  replay.game = ab_game_new ();
  if (!pos || !replay.game)
    {
      fprintf (stderr, "annabella-tool: out of memory\n");
      goto out;
    }
  if (!ab_tool_read_position (argv[first], pos))
    goto out;
  ab_game_set_edition (replay.game, edition);
  ab_game_set_start_position (replay.game, pos);
  if (!ab_tool_play_moves (pos, argc - first - 1, argv + first + 1, play_cb, &replay))
    goto out;
  if (replay.error)
    {
      char msg[AB_DESCRIBE_GAME_MAX];

      ab_describe_game_error (replay.error, msg, sizeof msg);
      fprintf (stderr, "annabella-tool: %s\n", msg);
      goto out;
    }
  printf ("%s\n", status_word (replay.game));
  if (ab_game_can_claim (replay.game, AB_CLAIM_THREEFOLD))
    printf ("claimable: threefold\n");
  if (ab_game_can_claim (replay.game, AB_CLAIM_FIFTY_MOVES))
    printf ("claimable: fifty\n");
  rc = 0;
out:
  ab_game_free (replay.game);
  ab_position_free (pos);
  return rc;
}
