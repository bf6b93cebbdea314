/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game-util.c — setting up games and playing moves for the game tests. */
#include "test-game-util.h"

#include <stdlib.h>
#include <string.h>

#include "ab-fen.h"
#include "ab-notation.h"

AbGame *
tg_new (AbEdition edition, const char *fen, const char *control, int speed, bool supervised)
{
  AbGame *game = ab_game_new ();
  AbPosition *pos = ab_position_new ();
  AbFenError fen_error;

  assert_non_null (game);
  if (strcmp (fen, "startpos") != 0)
    assert_true (ab_position_set_fen (pos, fen, &fen_error));
  assert_int_equal (ab_game_set_start_position (game, pos), AB_GAME_OK);
  ab_position_free (pos);
  assert_int_equal (ab_game_set_edition (game, edition), AB_GAME_OK);
  if (control)
    {
      AbTimeControl tc;

      assert_true (ab_time_control_parse (control, &tc, NULL));
      assert_int_equal (ab_game_set_time_control (game, &tc), AB_GAME_OK);
    }
  if (speed >= 0)
    assert_int_equal (ab_game_set_speed (game, (AbTimeControlSpeed) speed), AB_GAME_OK);
  assert_int_equal (ab_game_set_supervised (game, supervised), AB_GAME_OK);
  if (control)
    assert_int_equal (ab_game_start (game, 0, NULL), AB_GAME_OK);
  return game;
}

AbMove
tg_move (const AbGame *game, const char *text)
{
  AbMoveError error;
  AbMove move = ab_move_parse (ab_game_get_position (game), text, &error);

  if (move == AB_MOVE_NONE)
    fail_msg ("%s: not a legal move here", text);
  return move;
}

AbMove
tg_squares (const char *uci)
{
  AbSquare from = AB_SQUARE (uci[0] - 'a', uci[1] - '1');
  AbSquare to = AB_SQUARE (uci[2] - 'a', uci[3] - '1');
  const char *promotions = "nbrq";
  const char *p = uci[4] ? strchr (promotions, uci[4]) : NULL;

  if (p)
    return ab_move_make (from, to, AB_MOVE_PROMOTION, (AbPieceType) (AB_KNIGHT + (p - promotions)));
  return ab_move_make (from, to, AB_MOVE_NORMAL, AB_NO_PIECE_TYPE);
}

void
tg_play (AbGame *game, int64_t *now, const char *moves)
{
  char copy[4096];
  char *save = NULL;

  assert_true (strlen (moves) < sizeof copy);
  strcpy (copy, moves);
  for (char *text = strtok_r (copy, " ", &save); text; text = strtok_r (NULL, " ", &save))
    {
      AbColor mover = ab_position_side_to_move (ab_game_get_position (game));
      AbMove move = tg_move (game, text);

      *now += SEC;
      assert_int_equal (ab_game_make_move (game, move, *now, NULL), AB_GAME_OK);
      if (ab_game_is_over (game))
        return;
      *now += SEC;
      assert_int_equal (ab_game_press_clock (game, mover, *now, NULL), AB_GAME_OK);
    }
}

int64_t
tg_clock (const AbGame *game, AbColor side, int64_t now)
{
  AbClockReading r;

  assert_int_equal (ab_clock_get_reading (ab_game_get_clock (game), side, now, &r), AB_CLOCK_OK);
  return r.time_us;
}
