/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game-penalties.c — completed illegal moves (7.5; 7.4 in 2001/2005) and their
 * penalties per edition, kind of game and supervision (App. A, B; 2001 B, C). */
#include "ab-fen.h"
#include "test-game-util.h"

static AbPiece
piece_on (const AbGame *game, const char *square)
{
  return ab_position_piece_at (ab_game_get_position (game),
                               AB_SQUARE (square[0] - 'a', square[1] - '1'));
}

/* White makes the illegal move e2–e5 and presses the clock, again and again. */
typedef struct
{
  AbEdition edition;
  int speed;
  bool supervised;
  int loss_at;
  int64_t bonus;
  const char *article;
} IllegalCase;

static const IllegalCase illegal_cases[] = {
  { AB_EDITION_2023, AB_TIME_CONTROL_SPEED_STANDARD, true, 2, 2 * MIN, "7.5.5" },
  { AB_EDITION_2014, AB_TIME_CONTROL_SPEED_STANDARD, true, 2, 2 * MIN, "7.5b" },
  { AB_EDITION_2005, AB_TIME_CONTROL_SPEED_STANDARD, true, 3, 2 * MIN, "7.4b" },
  { AB_EDITION_2001, AB_TIME_CONTROL_SPEED_STANDARD, true, 3, 2 * MIN, "7.4b" },
  /* A.3: one minute in rapid */
  { AB_EDITION_2023, AB_TIME_CONTROL_SPEED_RAPID, true, 2, 1 * MIN, "7.5.5, A.3" },
  /* B.2: supervised blitz plays by the competition rules */
  { AB_EDITION_2023, AB_TIME_CONTROL_SPEED_BLITZ, true, 2, 2 * MIN, "7.5.5" },
  /* 2014 A.3: supervised rapid plays by the competition rules */
  { AB_EDITION_2014, AB_TIME_CONTROL_SPEED_RAPID, true, 2, 2 * MIN, "7.5b" },
};

static void
test_7_5_5_second_illegal_move_loses (void **state)
{
  for (size_t i = 0; i < sizeof illegal_cases / sizeof illegal_cases[0]; i++)
    {
      const IllegalCase *c = &illegal_cases[i];
      AbGame *game = tg_new (c->edition, "startpos", "5400", c->speed, c->supervised);
      int64_t now = 0;

      for (int n = 1; n <= c->loss_at; n++)
        {
          AbDecision d;

          now += SEC;
          assert_int_equal (ab_game_make_move (game, tg_squares ("e2e5"), now, &d), AB_GAME_OK);
          assert_int_equal (d.kind, AB_DECISION_MOVE_MADE);
          assert_int_equal (d.illegal, AB_ILLEGAL_MOVE_MOVE);
          now += SEC;
          assert_int_equal (ab_game_press_clock (game, AB_WHITE, now, &d), AB_GAME_OK);
          assert_int_equal (d.kind, AB_DECISION_ILLEGAL_MOVE);
          assert_int_equal (d.count, n);
          assert_string_equal (d.article, c->article);
          assert_int_equal (ab_game_get_illegal_count (game, AB_WHITE), n);
          /* 7.5.1: the position before it is back */
          assert_int_equal (ab_game_get_n_moves (game), 0);
          assert_int_equal (piece_on (game, "e2"), AB_PIECE (AB_WHITE, AB_PAWN));
          if (n < c->loss_at)
            {
              assert_false (ab_game_is_over (game));
              assert_int_equal (d.opponent_added_us, c->bonus);
              assert_int_equal (tg_clock (game, AB_BLACK, now), 5400 * SEC + n * c->bonus);
              /* the offender's clock runs on */
              assert_int_equal (tg_clock (game, AB_WHITE, now), 5400 * SEC - now);
            }
          else
            {
              assert_int_equal (d.outcome.ending, AB_ENDING_ILLEGAL_MOVES);
              assert_int_equal (d.outcome.result, AB_RESULT_BLACK_WINS);
              assert_string_equal (d.outcome.article, c->article);
            }
        }
      assert_true (ab_game_is_over (game));
      ab_game_free (game);
    }
}

/* 7.5.5 (2014 7.5b): the loss is a draw when the opponent cannot mate; 7.4b of 2001 has
 * no such exception. */
static void
test_7_5_5_loss_is_a_draw_when_the_opponent_cannot_mate (void **state)
{
  static const struct
  {
    AbEdition edition;
    int moves;
    AbResult result;
  } cases[] = {
    { AB_EDITION_2023, 2, AB_RESULT_DRAW },
    { AB_EDITION_2014, 2, AB_RESULT_DRAW },
    { AB_EDITION_2001, 3, AB_RESULT_BLACK_WINS },
  };

  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    {
      AbGame *game = tg_new (cases[i].edition, "4k3/8/8/8/8/8/4P3/R3K3 w - - 0 1", NULL, -1, true);
      AbDecision d;

      for (int n = 1; n <= cases[i].moves; n++)
        {
          assert_int_equal (ab_game_make_move (game, tg_squares ("e2e5"), 2 * n, NULL), AB_GAME_OK);
          assert_int_equal (ab_game_press_clock (game, AB_WHITE, 2 * n + 1, &d), AB_GAME_OK);
        }
      assert_int_equal (d.outcome.ending, AB_ENDING_ILLEGAL_MOVES);
      assert_int_equal (d.outcome.result, cases[i].result);
      assert_int_equal (d.outcome.cannot_mate, cases[i].result == AB_RESULT_DRAW);
      ab_game_free (game);
    }
}

/* 7.5.2: a pawn on the last rank not replaced becomes a queen (2014, 2023); 2001/2005
 * restore the position like any illegal move. */
static void
test_7_5_2_unfinished_promotion (void **state)
{
  static const struct
  {
    AbEdition edition;
    bool queen;
    const char *article;
  } cases[] = {
    { AB_EDITION_2023, true, "7.5.2, 7.5.5" },
    { AB_EDITION_2014, true, "7.5a, 7.5b" },
    { AB_EDITION_2005, false, "7.4b" },
    { AB_EDITION_2001, false, "7.4b" },
  };

  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    {
      AbGame *game = tg_new (cases[i].edition, "8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "5400", -1, true);
      AbDecision d;

      assert_int_equal (ab_game_make_move (game, tg_squares ("e7e8"), SEC, &d), AB_GAME_OK);
      assert_int_equal (d.illegal, AB_ILLEGAL_MOVE_PROMOTION);
      assert_int_equal (ab_game_press_clock (game, AB_WHITE, 2 * SEC, &d), AB_GAME_OK);
      assert_int_equal (d.kind, AB_DECISION_ILLEGAL_MOVE);
      assert_int_equal (d.illegal, AB_ILLEGAL_MOVE_PROMOTION);
      assert_string_equal (d.article, cases[i].article);
      assert_int_equal (d.count, 1);
      assert_int_equal (d.opponent_added_us, 2 * MIN);
      if (cases[i].queen)
        {
          assert_true (d.notes & AB_NOTE_PROMOTED_TO_QUEEN);
          assert_int_equal (piece_on (game, "e8"), AB_PIECE (AB_WHITE, AB_QUEEN));
          assert_int_equal (ab_game_get_n_moves (game), 1);
          assert_true (ab_game_get_move (game, 0)->remarks & AB_REMARK_PROMOTED_TO_QUEEN);
          assert_int_equal (ab_game_get_move (game, 0)->made_us, SEC);
          /* the press completed it: Black's clock runs */
          assert_int_equal (ab_clock_get_side (ab_game_get_clock (game)), AB_BLACK);
        }
      else
        {
          assert_true (d.notes & AB_NOTE_POSITION_RESTORED);
          assert_int_equal (piece_on (game, "e7"), AB_PIECE (AB_WHITE, AB_PAWN));
          assert_int_equal (ab_game_get_n_moves (game), 0);
          assert_int_equal (ab_clock_get_side (ab_game_get_clock (game)), AB_WHITE);
        }
      ab_game_free (game);
    }
}

/* 7.5.3: pressing the clock without a move counts as an illegal move in 2023; before,
 * it was mishandling the clock, left to the arbiter (6.2c; 6.8c). */
static void
test_7_5_3_clock_pressed_without_a_move (void **state)
{
  static const struct
  {
    AbEdition edition;
    AbDecisionKind kind;
    int count;
    int64_t bonus;
    const char *article;
  } cases[] = {
    { AB_EDITION_2023, AB_DECISION_ILLEGAL_MOVE, 1, 2 * MIN, "7.5.3, 7.5.5" },
    { AB_EDITION_2014, AB_DECISION_CLOCK_MISUSE, 0, 0, "6.2c" },
    { AB_EDITION_2001, AB_DECISION_CLOCK_MISUSE, 0, 0, "6.8c" },
  };

  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    {
      AbGame *game = tg_new (cases[i].edition, "startpos", "5400", -1, true);
      AbDecision d;

      assert_int_equal (ab_game_press_clock (game, AB_WHITE, SEC, &d), AB_GAME_OK);
      assert_int_equal (d.kind, cases[i].kind);
      assert_string_equal (d.article, cases[i].article);
      assert_int_equal (ab_game_get_illegal_count (game, AB_WHITE), cases[i].count);
      assert_int_equal (d.opponent_added_us, cases[i].bonus);
      assert_int_equal (tg_clock (game, AB_BLACK, SEC), 5400 * SEC + cases[i].bonus);
      /* the press does not count: still White's clock and White's move */
      assert_int_equal (ab_clock_get_side (ab_game_get_clock (game)), AB_WHITE);
      assert_int_equal (ab_position_side_to_move (ab_game_get_position (game)), AB_WHITE);
      ab_game_free (game);
    }
}

/* 4.7, D.2.8: an illegal move not yet completed is replaced without penalty; once
 * completed, 4.3 applies to the replacing move (7.5.1). */
static void
test_7_5_1_replacing_the_illegal_move (void **state)
{
  AbGame *game = tg_new (AB_EDITION_2023, "startpos", NULL, -1, true);
  AbDecision d;

  assert_int_equal (ab_game_make_move (game, tg_squares ("e2e5"), 1, NULL), AB_GAME_OK);
  assert_int_equal (ab_game_make_move (game, tg_move (game, "e4"), 2, &d), AB_GAME_OK);
  assert_int_equal (d.illegal, AB_ILLEGAL_MOVE_NONE);
  assert_int_equal (ab_game_press_clock (game, AB_WHITE, 3, &d), AB_GAME_OK);
  assert_int_equal (d.kind, AB_DECISION_MOVE_COMPLETED);
  assert_int_equal (ab_game_get_illegal_count (game, AB_WHITE), 0);

  assert_int_equal (ab_game_make_move (game, tg_squares ("g8g6"), 4, NULL), AB_GAME_OK);
  assert_int_equal (ab_game_press_clock (game, AB_BLACK, 5, &d), AB_GAME_OK);
  assert_true (d.notes & AB_NOTE_MUST_MOVE_PIECE);
  assert_int_equal (d.square, AB_SQUARE (6, 7));
  assert_int_equal (ab_game_make_move (game, tg_move (game, "e5"), 6, NULL),
                    AB_GAME_ERROR_TOUCH_MOVE);
  assert_int_equal (ab_game_make_move (game, tg_move (game, "Nf6"), 7, NULL), AB_GAME_OK);
  ab_game_free (game);
}

/* ---- without adequate supervision ---- */

/* A.5.2: the illegal move stands unless the opponent claims before his next move. */
static void
test_A_5_2_unclaimed_illegal_move_stands (void **state)
{
  AbGame *game = tg_new (AB_EDITION_2023, "startpos", "900+10", -1, false);
  AbDecision d;

  assert_int_equal (ab_game_get_speed (game), AB_TIME_CONTROL_SPEED_RAPID);
  assert_int_equal (ab_game_make_move (game, tg_squares ("e2e5"), 5 * SEC, NULL), AB_GAME_OK);
  assert_int_equal (ab_game_press_clock (game, AB_WHITE, 6 * SEC, &d), AB_GAME_OK);
  assert_int_equal (d.kind, AB_DECISION_ILLEGAL_MOVE_OPEN);
  assert_string_equal (d.article, "A.5.2, 7.5.5, A.3");
  assert_int_equal (piece_on (game, "e5"), AB_PIECE (AB_WHITE, AB_PAWN));
  assert_int_equal (ab_game_get_illegal_count (game, AB_WHITE), 0);
  /* Black answers instead of claiming: it stands */
  assert_int_equal (ab_game_make_move (game, tg_move (game, "d5"), 8 * SEC, &d), AB_GAME_OK);
  assert_true (d.notes & AB_NOTE_ILLEGAL_MOVE_STANDS);
  assert_int_equal (ab_game_claim_illegal_move (game, AB_BLACK, 9 * SEC, NULL),
                    AB_GAME_ERROR_NOTHING_TO_CLAIM);
  assert_int_equal (ab_game_get_n_moves (game), 2);
  assert_true (ab_game_get_move (game, 0)->remarks & AB_REMARK_ILLEGAL);
  /* the game goes on from the position on the board */
  assert_int_equal (ab_game_press_clock (game, AB_BLACK, 10 * SEC, NULL), AB_GAME_OK);
  assert_false (ab_game_is_over (game));
  ab_game_free (game);
}

static void
test_A_5_2_claimed_illegal_move_is_corrected (void **state)
{
  AbGame *game = tg_new (AB_EDITION_2023, "startpos", "900+10", -1, false);
  AbDecision d;

  assert_int_equal (ab_game_make_move (game, tg_squares ("e2e5"), 5 * SEC, NULL), AB_GAME_OK);
  assert_int_equal (ab_game_press_clock (game, AB_WHITE, 6 * SEC, NULL), AB_GAME_OK);
  assert_int_equal (ab_game_claim_illegal_move (game, AB_WHITE, 8 * SEC, NULL),
                    AB_GAME_ERROR_NOTHING_TO_CLAIM);
  assert_int_equal (ab_game_claim_illegal_move (game, AB_BLACK, 8 * SEC, &d), AB_GAME_OK);
  assert_int_equal (d.kind, AB_DECISION_ILLEGAL_MOVE);
  assert_int_equal (d.count, 1);
  assert_int_equal (d.opponent_added_us, 1 * MIN);
  assert_true (d.notes & AB_NOTE_POSITION_RESTORED);
  assert_int_equal (piece_on (game, "e2"), AB_PIECE (AB_WHITE, AB_PAWN));
  assert_int_equal (ab_game_get_n_moves (game), 0);
  /* White's clock runs again, without the increment of the illegal press; Black keeps
   * the time he used and gets the minute */
  assert_int_equal (ab_clock_get_side (ab_game_get_clock (game)), AB_WHITE);
  assert_int_equal (tg_clock (game, AB_WHITE, 8 * SEC), 900 * SEC - 6 * SEC);
  assert_int_equal (tg_clock (game, AB_BLACK, 8 * SEC), 900 * SEC - 2 * SEC + 1 * MIN);
  /* the second one loses */
  assert_int_equal (ab_game_make_move (game, tg_squares ("e2e6"), 9 * SEC, NULL), AB_GAME_OK);
  assert_int_equal (ab_game_press_clock (game, AB_WHITE, 10 * SEC, NULL), AB_GAME_OK);
  assert_int_equal (ab_game_claim_illegal_move (game, AB_BLACK, 11 * SEC, &d), AB_GAME_OK);
  assert_int_equal (d.count, 2);
  assert_int_equal (d.outcome.ending, AB_ENDING_ILLEGAL_MOVES);
  assert_int_equal (d.outcome.result, AB_RESULT_BLACK_WINS);
  ab_game_free (game);
}

/* Without supervision per edition: 2014 A.4b loses at the first claim; 2001 C3 (blitz)
 * too, a draw when the claimant cannot mate; 2001 rapid (B5) keeps 7.4b's two minutes. */
static void
test_A_5_2_claimed_per_edition (void **state)
{
  static const struct
  {
    AbEdition edition;
    const char *fen;
    int speed;
    AbResult result;
    int64_t bonus;
    const char *article;
  } cases[] = {
    { AB_EDITION_2014, "startpos", AB_TIME_CONTROL_SPEED_RAPID, AB_RESULT_BLACK_WINS, 0, "A.4b" },
    { AB_EDITION_2014, "startpos", AB_TIME_CONTROL_SPEED_BLITZ, AB_RESULT_BLACK_WINS, 0, "A.4b" },
    { AB_EDITION_2001, "startpos", AB_TIME_CONTROL_SPEED_BLITZ, AB_RESULT_BLACK_WINS, 0, "C3" },
    { AB_EDITION_2001, "4k3/8/8/8/8/8/4P3/R3K3 w - - 0 1", AB_TIME_CONTROL_SPEED_BLITZ,
      AB_RESULT_DRAW, 0, "C3" },
    { AB_EDITION_2001, "startpos", AB_TIME_CONTROL_SPEED_RAPID, AB_RESULT_NONE, 2 * MIN,
      "7.4b, B5" },
  };

  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    {
      AbGame *game = tg_new (cases[i].edition, cases[i].fen, NULL, cases[i].speed, false);
      AbDecision d;

      assert_int_equal (ab_game_make_move (game, tg_squares ("e2e5"), 1, NULL), AB_GAME_OK);
      assert_int_equal (ab_game_press_clock (game, AB_WHITE, 2, &d), AB_GAME_OK);
      assert_int_equal (d.kind, AB_DECISION_ILLEGAL_MOVE_OPEN);
      assert_int_equal (ab_game_claim_illegal_move (game, AB_BLACK, 3, &d), AB_GAME_OK);
      assert_string_equal (d.article, cases[i].article);
      assert_int_equal (d.outcome.result, cases[i].result);
      assert_int_equal (d.opponent_added_us, cases[i].bonus);
      ab_game_free (game);
    }
}

/* An illegal move that would leave a position no game can go on from (the mover's king
 * in check) is ruled at once even without supervision (A.5.4). */
static void
test_A_5_4_illegal_position_ruled_at_once (void **state)
{
  AbGame *game = tg_new (AB_EDITION_2023, "4k3/8/8/8/8/8/4r3/R3K3 w - - 0 1", NULL,
                         AB_TIME_CONTROL_SPEED_RAPID, false);
  AbDecision d;

  assert_int_equal (ab_game_make_move (game, tg_squares ("a1a2"), 1, NULL), AB_GAME_OK);
  assert_int_equal (ab_game_press_clock (game, AB_WHITE, 2, &d), AB_GAME_OK);
  assert_int_equal (d.kind, AB_DECISION_ILLEGAL_MOVE);
  assert_true (d.notes & AB_NOTE_POSITION_RESTORED);
  assert_int_equal (d.opponent_added_us, 1 * MIN);
  assert_int_equal (piece_on (game, "a1"), AB_PIECE (AB_WHITE, AB_ROOK));
  ab_game_free (game);
}

/* The board an unclaimed illegal move leaves: castling rights follow the pieces that
 * moved, and a Chess960 game stays one. */
static void
test_A_5_2_position_after_an_illegal_move (void **state)
{
  static const struct
  {
    int chess960; /* -1: the FEN */
    const char *fen;
    const char *move;
    uint8_t rights;
  } cases[] = {
    { -1, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1e3",
      AB_CASTLE_BLACK_SHORT | AB_CASTLE_BLACK_LONG },
    /* a queen's jump takes Black's rook on a8 */
    { -1, "r3k2r/8/8/8/8/8/8/R2QK2R w KQkq - 0 1", "d1a8",
      AB_CASTLE_WHITE_SHORT | AB_CASTLE_WHITE_LONG | AB_CASTLE_BLACK_SHORT },
    { 0, NULL, "e2e5", 15 },
    { 0, NULL, "h1h3", AB_CASTLE_WHITE_LONG | AB_CASTLE_BLACK_SHORT | AB_CASTLE_BLACK_LONG },
  };

  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    {
      AbGame *game = ab_game_new ();
      AbPosition *start = ab_position_new ();
      const AbPosition *board;
      AbFenError error;
      AbDecision d;

      if (cases[i].chess960 >= 0)
        assert_true (ab_position_set_chess960 (start, cases[i].chess960));
      else
        assert_true (ab_position_set_fen (start, cases[i].fen, &error));
      assert_int_equal (ab_game_set_start_position (game, start), AB_GAME_OK);
      assert_int_equal (ab_game_set_speed (game, AB_TIME_CONTROL_SPEED_BLITZ), AB_GAME_OK);
      assert_int_equal (ab_game_set_supervised (game, false), AB_GAME_OK);
      assert_int_equal (ab_game_make_move (game, tg_squares (cases[i].move), 1, NULL), AB_GAME_OK);
      assert_int_equal (ab_game_press_clock (game, AB_WHITE, 2, &d), AB_GAME_OK);
      assert_int_equal (d.kind, AB_DECISION_ILLEGAL_MOVE_OPEN);
      board = ab_game_get_position (game);
      assert_int_equal (ab_position_castling_rights (board), cases[i].rights);
      assert_int_equal (ab_position_is_chess960 (board), cases[i].chess960 >= 0);
      assert_int_equal (ab_position_side_to_move (board), AB_BLACK);
      ab_position_free (start);
      ab_game_free (game);
    }
}

/* The record replays to the board also past an illegal move that stood (A.5.2) and a
 * promotion the queen finished (7.5.2). */
static void
test_position_before_after_illegal_moves (void **state)
{
  AbGame *game = tg_new (AB_EDITION_2023, "startpos", "900+10", -1, false);
  AbPosition *pos;
  char fen[AB_FEN_MAX], board[AB_FEN_MAX];

  assert_int_equal (ab_game_make_move (game, tg_squares ("e2e5"), 5 * SEC, NULL), AB_GAME_OK);
  assert_int_equal (ab_game_press_clock (game, AB_WHITE, 6 * SEC, NULL), AB_GAME_OK);
  assert_int_equal (ab_game_make_move (game, tg_move (game, "d5"), 8 * SEC, NULL), AB_GAME_OK);
  assert_int_equal (ab_game_press_clock (game, AB_BLACK, 9 * SEC, NULL), AB_GAME_OK);
  assert_true (ab_game_get_move (game, 0)->remarks & AB_REMARK_ILLEGAL);
  pos = ab_game_position_before (game, 1);
  assert_non_null (pos);
  ab_position_get_fen (pos, AB_FEN_CASTLING_AUTO, fen, sizeof fen);
  assert_string_equal (fen, "rnbqkbnr/pppppppp/8/4P3/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
  ab_position_free (pos);
  pos = ab_game_position_before (game, 2);
  ab_position_get_fen (pos, AB_FEN_CASTLING_AUTO, fen, sizeof fen);
  ab_position_get_fen (ab_game_get_position (game), AB_FEN_CASTLING_AUTO, board, sizeof board);
  assert_string_equal (fen, board);
  ab_position_free (pos);
  ab_game_free (game);

  game = tg_new (AB_EDITION_2023, "8/4P3/8/8/8/8/k7/4K3 w - - 0 1", "5400", -1, true);
  assert_int_equal (ab_game_make_move (game, tg_squares ("e7e8"), SEC, NULL), AB_GAME_OK);
  assert_int_equal (ab_game_press_clock (game, AB_WHITE, 2 * SEC, NULL), AB_GAME_OK);
  pos = ab_game_position_before (game, 1);
  assert_non_null (pos);
  assert_int_equal (ab_position_piece_at (pos, AB_SQUARE (4, 7)), AB_PIECE (AB_WHITE, AB_QUEEN));
  ab_position_free (pos);
  ab_game_free (game);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_7_5_5_second_illegal_move_loses),
    cmocka_unit_test (test_7_5_5_loss_is_a_draw_when_the_opponent_cannot_mate),
    cmocka_unit_test (test_7_5_2_unfinished_promotion),
    cmocka_unit_test (test_7_5_3_clock_pressed_without_a_move),
    cmocka_unit_test (test_7_5_1_replacing_the_illegal_move),
    cmocka_unit_test (test_A_5_2_unclaimed_illegal_move_stands),
    cmocka_unit_test (test_A_5_2_claimed_illegal_move_is_corrected),
    cmocka_unit_test (test_A_5_2_claimed_per_edition),
    cmocka_unit_test (test_A_5_2_position_after_an_illegal_move),
    cmocka_unit_test (test_A_5_4_illegal_position_ruled_at_once),
    cmocka_unit_test (test_position_before_after_illegal_moves),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
