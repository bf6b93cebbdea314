/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tool-status.c — annabella-tool status [--edition E] FEN [MOVE…]: the state of the
 * game after the moves.
 *
 * The moves are played as a game under the edition's rules (default 2023), so
 * repetitions and the move counters count. The first line is one word: ongoing, check,
 * checkmate, stalemate, dead, fivefold or seventy-five. Moves after the game ended are
 * still checked, but the game stays as it ended. Then, while the game goes on, a line
 * "claimable: threefold" and/or "claimable: fifty" when the player to move may claim a
 * draw now or with a move he intends to make (9.2, 9.3); and "dead: undecided" when the
 * dead-position analysis (the game's own, as after every move) ran out of its budget
 * before proving or refuting 5.2.2: the game goes on, it is not declared dead.
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
  long budget_ms = 0;
  int first = 1;
  int rc = 1;

  /* --variant doorgeefschaak: one board of a bughouse match, with its own rules. */
  if (ab_tool_bughouse_wanted (argc, argv))
    return ab_tool_bughouse_status (argc, argv);
  while (first < argc && (strncmp (argv[first], "--edition", 9) == 0
                          || strncmp (argv[first], "--budget", 8) == 0))
    {
      bool is_edition = argv[first][2] == 'e';
      size_t len = is_edition ? 9 : 8;
      const char *value = argv[first][len] == '=' ? argv[first] + len + 1
                          : first + 1 < argc ? argv[first + 1] : NULL;
      char *end = NULL;
      bool ok = (argv[first][len] == '=' || argv[first][len] == '\0') && value;

      if (ok && is_edition)
        ok = read_edition (value, &edition);
      else if (ok)
        {
          budget_ms = strtol (value, &end, 10);
          ok = *value >= '0' && *value <= '9' && !*end && budget_ms > 0 && budget_ms <= 3600000;
        }
      if (!ok)
        {
          fprintf (stderr, is_edition ? "annabella-tool: status: --edition takes 2001, 2005, "
                                        "2014 or 2023\n"
                                      : "annabella-tool: status: --budget takes milliseconds, "
                                        "a whole number from 1 to 3600000\n");
          return 1;
        }
      first += argv[first][len] == '=' ? 1 : 2;
    }
  if (argc <= first)
    {
      fprintf (stderr,
               "Usage: annabella-tool status [--variant doorgeefschaak] "
               "[--edition 2001|2005|2014|2023] [--budget MS] FEN [MOVE…]\n");
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
  ab_game_set_deadpos_budget (replay.game, (uint32_t) budget_ms);
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
  if (!ab_game_is_over (replay.game) && ab_game_get_dead_verdict (replay.game) == AB_MATE_UNDECIDED)
    printf ("dead: undecided\n");
  rc = 0;
out:
  ab_game_free (replay.game);
  ab_position_free (pos);
  return rc;
}
