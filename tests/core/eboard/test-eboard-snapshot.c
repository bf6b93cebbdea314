/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-eboard-snapshot.c — what a board reads: placements read and written, the board turned,
 * missing and extra men, start positions recognised; moves as the board sees them, and
 * which of them may still be on their way. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "ab-eboard-moves.h"
#include "ab-eboard-snapshot.h"
#include "ab-fen.h"
#include "ab-uci.h"

static void
test_placement (void **state)
{
  static const char *const good[] = {
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
    "8/8/8/8/8/8/8/8",
    "KKKKKKKK/8/8/8/8/8/8/kkkkkkkk",
    "r3k2r/8/8/8/4P3/8/8/R3K2R",
  };
  static const char *const bad[] = {
    "", "8/8/8/8/8/8/8", "9/8/8/8/8/8/8/8", "8/8/8/8/8/8/8/7", "8/8/8/8/8/8/8/8/8",
    "x7/8/8/8/8/8/8/8", "ppppppppp/8/8/8/8/8/8/8",
  };
  AbEboardSnapshot s;
  char text[AB_EBOARD_PLACEMENT_MAX];

  for (size_t i = 0; i < sizeof good / sizeof good[0]; i++)
    {
      assert_true (ab_eboard_snapshot_from_placement (&s, good[i]));
      assert_int_equal (ab_eboard_snapshot_to_placement (&s, text), strlen (good[i]));
      assert_string_equal (text, good[i]);
    }
  assert_true (ab_eboard_snapshot_from_placement (&s, AB_START_FEN));
  assert_int_equal (ab_eboard_snapshot_count (&s), 32);
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++)
    {
      AbEboardSnapshot before = s;

      assert_false (ab_eboard_snapshot_from_placement (&s, bad[i]));
      assert_true (ab_eboard_snapshot_equal (&s, &before));
    }
}

static void
test_rotate_and_diff (void **state)
{
  AbEboardSnapshot start, turned, board;
  AbEboardDiff diff;
  char text[AB_EBOARD_PLACEMENT_MAX];

  ab_eboard_snapshot_from_placement (&start, AB_START_FEN);
  ab_eboard_snapshot_rotate (&start, &turned);
  ab_eboard_snapshot_to_placement (&turned, text);
  assert_string_equal (text, "RNBKQBNR/PPPPPPPP/8/8/8/8/pppppppp/rnbkqbnr");
  ab_eboard_snapshot_rotate (&turned, &turned);
  assert_true (ab_eboard_snapshot_equal (&turned, &start));

  /* the knight from g1 on g3, the queen gone, a black pawn on d1's neighbour */
  ab_eboard_snapshot_from_placement (&board, "rnbqkbnr/pppppppp/8/8/8/6N1/PPPPPPPP/RNB1Kp1R");
  ab_eboard_snapshot_diff (&board, &start, &diff);
  assert_int_equal (diff.n_missing, 3);
  assert_int_equal (diff.missing[0].square, AB_SQUARE (3, 0));
  assert_int_equal (diff.missing[0].piece, AB_PIECE (AB_WHITE, AB_QUEEN));
  assert_int_equal (diff.missing[1].square, AB_SQUARE (5, 0)); /* f1: a bishop, not a pawn */
  assert_int_equal (diff.missing[1].piece, AB_PIECE (AB_WHITE, AB_BISHOP));
  assert_int_equal (diff.missing[2].square, AB_SQUARE (6, 0));
  assert_int_equal (diff.n_extra, 2);
  assert_int_equal (diff.extra[0].square, AB_SQUARE (5, 0));
  assert_int_equal (diff.extra[0].piece, AB_PIECE (AB_BLACK, AB_PAWN));
  assert_int_equal (diff.extra[1].square, AB_SQUARE (6, 2));
  assert_int_equal (diff.extra[1].piece, AB_PIECE (AB_WHITE, AB_KNIGHT));
  assert_int_equal (__builtin_popcountll (ab_eboard_snapshot_changed (&board, &start)), 4);
}

static const struct
{
  const char *placement;
  int number;
} start_cases[] = {
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", 518 },
  { "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR", 0 },
  { "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB", 959 },
  { "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR", -1 },
  { "RNBKQBNR/PPPPPPPP/8/8/8/8/pppppppp/rnbkqbnr", -1 }, /* turned */
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR", -1 },  /* not the mirror */
  { "rnbqqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQQBNR", -1 },  /* no king */
  { "rrbqkbnn/pppppppp/8/8/8/8/PPPPPPPP/RRBQKBNN", -1 },  /* the king not between */
};

static void
test_start_numbers (void **state)
{
  for (size_t i = 0; i < sizeof start_cases / sizeof start_cases[0]; i++)
    {
      AbEboardSnapshot s;

      assert_true (ab_eboard_snapshot_from_placement (&s, start_cases[i].placement));
      assert_int_equal (ab_eboard_snapshot_start_number (&s), start_cases[i].number);
    }
}

/* Every legal move of a few positions full of special moves: the board after it is the
 * board of the position after it, and it changes the squares said. */
static void
test_after_move (void **state)
{
  static const char *const fens[] = {
    AB_START_FEN,
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "r3k1r1/1Ppppppp/8/8/8/8/P1PPPPPP/RK4R1 w AGag - 0 1",
    "rk4r1/pppppppp/8/8/8/8/PPPPPPPP/RK4R1 w AGag - 0 1",
    "6kr/pppppppp/8/8/8/8/PPPPPPPP/6KR w Hh - 0 1",
  };

  for (size_t f = 0; f < sizeof fens / sizeof fens[0]; f++)
    {
      AbPosition *pos = ab_position_new ();
      AbMoveList list;

      assert_true (ab_position_set_fen (pos, fens[f], NULL));
      ab_position_legal_moves (pos, &list);
      assert_true (list.count > 0);
      for (int i = 0; i < list.count; i++)
        {
          AbPosition *next = ab_position_copy (pos);
          AbEboardSnapshot before, after, expected;
          AbUndo undo;

          ab_eboard_snapshot_from_position (&before, pos);
          ab_eboard_snapshot_after_move (&before, pos, list.moves[i], &after);
          ab_position_make (next, list.moves[i], &undo);
          ab_eboard_snapshot_from_position (&expected, next);
          assert_true (ab_eboard_snapshot_equal (&after, &expected));
          assert_int_equal (ab_eboard_move_squares (pos, list.moves[i]),
                            ab_eboard_snapshot_changed (&before, &expected));
          ab_position_free (next);
        }
      ab_position_free (pos);
    }
}

static const struct
{
  const char *fen;
  const char *move;
  bool may_go_on;
  bool may_castle;
} going_cases[] = {
  { AB_START_FEN, "g1f3", false, false },
  { AB_START_FEN, "e2e4", false, false },
  { AB_START_FEN, "e2e3", true, false },
  { "rnbqkbnr/pppppppp/8/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", "e7e6", false, false },
  { "rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2", "c1f4", true, false },
  { "rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2", "c1h6", false, false },
  /* the bishop could go on to take on g5 */
  { "rnbqkb1r/ppp1pppp/8/3p2n1/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2", "c1f4", true, false },
  /* its own pawn stands beyond */
  { "rnbqkbnr/ppp1pppp/8/3p2P1/3P4/8/PPP1PP1P/RNBQKBNR w KQkq - 0 2", "c1f4", false, false },
  { "rnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq - 0 2", "c1g5", true, false },
  { "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", "h1f1", true, true },
  { "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", "h1g1", true, true },
  { "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", "e1f1", true, true },
  { "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", "e1d1", true, true },
  { "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", "a1b1", true, true },
  { "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1", "e1g1", false, false },
  /* without the right, the king's step is final */
  { "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w Qkq - 0 1", "e1f1", false, false },
  { "8/4P1k1/8/8/8/8/6K1/8 w - - 0 1", "e7e8n", true, false },
  { "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3", "e5f6", false, false },
  { "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2", "e4d5", false, false },
};

static void
test_may_go_on (void **state)
{
  for (size_t i = 0; i < sizeof going_cases / sizeof going_cases[0]; i++)
    {
      AbPosition *pos = ab_position_new ();
      AbMove m;

      assert_true (ab_position_set_fen (pos, going_cases[i].fen, NULL));
      m = ab_move_from_uci (pos, going_cases[i].move);
      assert_int_not_equal (m, AB_MOVE_NONE);
      print_message ("# %s %s\n", going_cases[i].fen, going_cases[i].move);
      assert_int_equal (ab_eboard_move_may_go_on (pos, m), going_cases[i].may_go_on);
      assert_int_equal (ab_eboard_move_may_castle (pos, m), going_cases[i].may_castle);
      assert_int_equal (ab_eboard_move_going_on_squares (pos, m) != 0, going_cases[i].may_go_on);
      ab_position_free (pos);
    }
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_placement),
    cmocka_unit_test (test_rotate_and_diff),
    cmocka_unit_test (test_start_numbers),
    cmocka_unit_test (test_after_move),
    cmocka_unit_test (test_may_go_on),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
