/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game-deadpos.c — the game's rulings on the three verdicts of the dead-position
 * analysis: a loss that is a draw when the opponent cannot mate (6.9, 5.1.2) is left to
 * the arbiter when that is undecided, and a position is dead (5.2.2) only when proven.
 *
 * "Undecided" is reached the only honest way: a budget too small for the position. The
 * same positions get their true verdict with the default budget, so each test also shows
 * what the small budget withheld.
 */
#include "test-game-util.h"

#include <string.h>

#include "ab-describe-game.h"
#include "ab-fen.h"

/* White can mate, but only by a long helpmate (the king walks round to take c4 and b3,
 * the c-pawn promotes): more than a millisecond's worth of nodes. */
#define LONG_HELPMATE "8/8/8/2k5/2p5/1pP5/1P6/1KB5 b - - 0 1"
/* Dead only because every line ends in stalemate or in a position nobody can mate from:
 * the black king can take g3 only when that stalemates White. The proof needs the
 * search of every continuation. */
#define FORTRESS "1k6/6p1/5pP1/5p1K/5Pp1/6P1/8/8 w - - 0 1"

/* A game under the 2023 Laws from fen, its analysis given budget_ms (0: the default),
 * with a clock of one minute started at 0. */
static AbGame *
new_game (const char *fen, uint32_t budget_ms, bool clock)
{
  AbGame *game = ab_game_new ();
  AbPosition *pos = ab_position_new ();
  AbFenError error;

  assert_non_null (game);
  assert_true (ab_position_set_fen (pos, fen, &error));
  ab_game_set_deadpos_budget (game, budget_ms);
  assert_int_equal (ab_game_set_start_position (game, pos), AB_GAME_OK);
  ab_position_free (pos);
  if (clock)
    {
      AbTimeControl tc;

      assert_true (ab_time_control_parse ("60", &tc, NULL));
      assert_int_equal (ab_game_set_time_control (game, &tc), AB_GAME_OK);
      assert_int_equal (ab_game_start (game, 0, NULL), AB_GAME_OK);
    }
  return game;
}

/* Black's flag falls; whether White can mate is undecided in the budget: the game is over,
 * no result is recorded, the ruling says the arbiter decides under 6.9. */
static void
test_6_9_flag_fall_undecided_goes_to_the_arbiter (void **state)
{
  AbGame *game = new_game (LONG_HELPMATE, 1, true);
  char words[AB_DESCRIBE_GAME_MAX];
  AbDecision d;

  assert_int_equal (ab_game_check_flags (game, 61 * SEC, &d), AB_GAME_OK);
  assert_int_equal (d.kind, AB_DECISION_GAME_OVER);
  assert_int_equal (d.outcome.ending, AB_ENDING_FLAG_FALL);
  assert_int_equal (d.outcome.player, AB_BLACK);
  assert_int_equal (d.outcome.result, AB_RESULT_NONE);
  assert_true (d.outcome.undecided);
  assert_false (d.outcome.cannot_mate);
  assert_string_equal (d.outcome.article, "6.9");
  assert_true (ab_game_is_over (game));
  assert_true (ab_game_get_outcome (game)->undecided);
  assert_string_equal (ab_describe_result (ab_game_get_outcome (game)->result), "*");
  ab_describe_decision (&d, words, sizeof words);
  assert_string_equal (words, "Black's flag fell; whether White can checkmate by any series of "
                              "legal moves was not decided in the time allowed: the arbiter "
                              "must decide the result (art. 6.9)");
  /* nothing else goes on: no move, no claim */
  assert_int_equal (ab_game_make_move (game, tg_move (game, "Kd5"), 62 * SEC, NULL),
                    AB_GAME_ERROR_OVER);
  assert_int_equal (ab_game_resign (game, AB_BLACK, 62 * SEC, NULL), AB_GAME_ERROR_OVER);

  /* the arbiter decides, under the same article */
  assert_int_equal (ab_game_arbiter_decides (game, AB_RESULT_WHITE_WINS, 70 * SEC, &d),
                    AB_GAME_OK);
  assert_int_equal (d.outcome.ending, AB_ENDING_ARBITER);
  assert_int_equal (d.outcome.result, AB_RESULT_WHITE_WINS);
  assert_false (d.outcome.undecided);
  assert_string_equal (d.outcome.article, "6.9");
  ab_describe_decision (&d, words, sizeof words);
  assert_string_equal (words, "The arbiter declares the game won by White (art. 6.9)");
  /* once */
  assert_int_equal (ab_game_arbiter_decides (game, AB_RESULT_DRAW, 71 * SEC, NULL),
                    AB_GAME_ERROR_OVER);
  ab_game_free (game);

  /* with the default budget the helpmate is found: the flag fall loses */
  game = new_game (LONG_HELPMATE, 0, true);
  assert_int_equal (ab_game_check_flags (game, 61 * SEC, &d), AB_GAME_OK);
  assert_int_equal (d.outcome.result, AB_RESULT_WHITE_WINS);
  assert_false (d.outcome.undecided);
  ab_game_free (game);
}

/* 5.1.2 (2023): a resignation is a draw when the opponent cannot mate; undecided, the
 * arbiter decides under 5.1.2. White resigns; Black can mate (the king walks round to
 * take the bishop and the b2 pawn, both black pawns promote), but only a long search
 * finds it. */
static void
test_5_1_2_resignation_undecided_goes_to_the_arbiter (void **state)
{
  AbGame *game = new_game ("8/8/8/2k5/2p5/1pP5/1P6/1KB5 w - - 0 1", 1, false);
  AbDecision d;

  /* the start is not declared dead either: undecided, the game goes on */
  assert_false (ab_game_is_over (game));
  assert_int_equal (ab_game_get_dead_verdict (game), AB_MATE_UNDECIDED);
  assert_int_equal (ab_game_resign (game, AB_WHITE, SEC, &d), AB_GAME_OK);
  assert_int_equal (d.outcome.ending, AB_ENDING_RESIGNATION);
  assert_int_equal (d.outcome.result, AB_RESULT_NONE);
  assert_true (d.outcome.undecided);
  assert_string_equal (d.outcome.article, "5.1.2");
  assert_int_equal (ab_game_arbiter_decides (game, AB_RESULT_BLACK_WINS, 2 * SEC, &d),
                    AB_GAME_OK);
  assert_int_equal (d.outcome.result, AB_RESULT_BLACK_WINS);
  assert_string_equal (d.outcome.article, "5.1.2");
  ab_game_free (game);

  game = new_game ("8/8/8/2k5/2p5/1pP5/1P6/1KB5 w - - 0 1", 0, false);
  assert_int_equal (ab_game_get_dead_verdict (game), AB_MATE_POSSIBLE);
  assert_int_equal (ab_game_resign (game, AB_WHITE, SEC, &d), AB_GAME_OK);
  assert_int_equal (d.outcome.result, AB_RESULT_BLACK_WINS);
  ab_game_free (game);
}

/* 5.2.2: the game ends as dead only on "cannot mate" for both sides. The fortress with
 * the default budget is proven dead at once; a move into a position that is undecided
 * leaves the game going. */
static void
test_5_2_2_dead_only_when_proven (void **state)
{
  AbGame *game = new_game (FORTRESS, 0, false);
  const AbOutcome *o = ab_game_get_outcome (game);

  assert_true (ab_game_is_over (game));
  assert_int_equal (o->ending, AB_ENDING_DEAD_POSITION);
  assert_int_equal (o->result, AB_RESULT_DRAW);
  assert_int_equal (ab_game_get_dead_verdict (game), AB_MATE_IMPOSSIBLE);
  ab_game_free (game);

  /* a queen: White can mate, found on the quick path */
  game = new_game ("k7/8/8/8/8/8/8/3QK3 w - - 0 1", 1, false);
  assert_false (ab_game_is_over (game));
  assert_int_equal (ab_game_get_dead_verdict (game), AB_MATE_POSSIBLE);
  ab_game_free (game);

  /* the king and bishop against king: dead by material, whatever the budget */
  game = new_game ("8/8/8/4k3/8/8/3BK3/8 w - - 0 1", 1, false);
  assert_int_equal (ab_game_get_outcome (game)->ending, AB_ENDING_DEAD_POSITION);
  ab_game_free (game);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_6_9_flag_fall_undecided_goes_to_the_arbiter),
    cmocka_unit_test (test_5_1_2_resignation_undecided_goes_to_the_arbiter),
    cmocka_unit_test (test_5_2_2_dead_only_when_proven),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
