/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game-claims.c — draw offers (9.1), claims (9.2–9.5), both flags (III.3) and the
 * arbiter's decision, per edition. */
#include "test-game-util.h"

/* ---- offers (9.1) ---- */

static void
test_9_1_offer_stands_until_rejected_by_touch_or_move (void **state)
{
  AbGame *game = tg_new (AB_EDITION_2023, "startpos", NULL, -1, true);
  int64_t now = 0;
  AbDecision d;
  AbColor by;

  tg_play (game, &now, "e4 e5");
  /* 9.1.2.1: offered after the move, before the press: recorded with it as (=) */
  assert_int_equal (ab_game_make_move (game, tg_move (game, "Nf3"), 10 * SEC, NULL), AB_GAME_OK);
  assert_int_equal (ab_game_offer_draw (game, AB_WHITE, 11 * SEC, &d), AB_GAME_OK);
  assert_int_equal (d.kind, AB_DECISION_DRAW_OFFERED);
  assert_string_equal (d.article, "9.1.2.1");
  assert_true (ab_game_get_move (game, 2)->draw_offer);
  assert_int_equal (ab_game_offer_draw (game, AB_WHITE, 11 * SEC, NULL),
                    AB_GAME_ERROR_OFFER_STANDS);
  assert_int_equal (ab_game_press_clock (game, AB_WHITE, 12 * SEC, NULL), AB_GAME_OK);
  assert_true (ab_game_get_draw_offer (game, &by));
  assert_int_equal (by, AB_WHITE);
  /* touching a piece to move it rejects the offer */
  assert_int_equal (ab_game_touch_piece (game, AB_BLACK, AB_SQUARE (1, 7), 13 * SEC, &d),
                    AB_GAME_OK);
  assert_true (d.notes & AB_NOTE_OFFER_REJECTED);
  assert_false (ab_game_get_draw_offer (game, NULL));
  assert_int_equal (ab_game_accept_draw (game, AB_BLACK, 14 * SEC, NULL), AB_GAME_ERROR_NO_OFFER);
  now = 14 * SEC;
  tg_play (game, &now, "Nc6");
  /* an offer at another moment is valid too; moving rejects it */
  assert_int_equal (ab_game_offer_draw (game, AB_BLACK, now + SEC, NULL), AB_GAME_OK);
  assert_int_equal (ab_game_make_move (game, tg_move (game, "Bb5"), now + 2 * SEC, &d), AB_GAME_OK);
  assert_true (d.notes & AB_NOTE_OFFER_REJECTED);
  assert_false (ab_game_get_draw_offer (game, NULL));
  /* declined explicitly */
  assert_int_equal (ab_game_offer_draw (game, AB_WHITE, now + 3 * SEC, NULL), AB_GAME_OK);
  assert_int_equal (ab_game_decline_draw (game, AB_WHITE, now + 4 * SEC, NULL),
                    AB_GAME_ERROR_NO_OFFER);
  assert_int_equal (ab_game_decline_draw (game, AB_BLACK, now + 4 * SEC, &d), AB_GAME_OK);
  assert_int_equal (d.kind, AB_DECISION_DRAW_DECLINED);
  /* offering while the opponent's offer stands agrees */
  assert_int_equal (ab_game_offer_draw (game, AB_BLACK, now + 5 * SEC, NULL), AB_GAME_OK);
  assert_int_equal (ab_game_offer_draw (game, AB_WHITE, now + 6 * SEC, &d), AB_GAME_OK);
  assert_int_equal (d.outcome.ending, AB_ENDING_AGREEMENT);
  assert_int_equal (d.outcome.result, AB_RESULT_DRAW);
  /* the moves made, and every ruling, are in the record */
  assert_int_equal (ab_game_get_n_moves (game), 5);
  assert_int_equal (ab_game_get_incident (game, ab_game_get_n_incidents (game) - 1)->decision.kind,
                    AB_DECISION_GAME_OVER);
  ab_game_free (game);
}

/* The game ending otherwise ends the offer. */
static void
test_9_1_offer_ends_with_the_game (void **state)
{
  AbGame *game = tg_new (AB_EDITION_2014, "startpos", NULL, -1, true);

  assert_int_equal (ab_game_offer_draw (game, AB_WHITE, 1, NULL), AB_GAME_OK);
  assert_int_equal (ab_game_resign (game, AB_BLACK, 2, NULL), AB_GAME_OK);
  assert_false (ab_game_get_draw_offer (game, NULL));
  assert_int_equal (ab_game_accept_draw (game, AB_BLACK, 3, NULL), AB_GAME_ERROR_OVER);
  assert_int_equal (ab_game_get_outcome (game)->result, AB_RESULT_WHITE_WINS);
  ab_game_free (game);
}

/* ---- claims (9.2, 9.3) ---- */

typedef struct
{
  const char *name;
  const char *fen;
  const char *moves;
  AbClaimKind kind;
  const char *intended; /* NULL: "has just appeared" / "are complete" */
  bool correct;
} ClaimCase;

static const ClaimCase claim_cases[] = {
  { "9.2.1.2 the start position for the third time", "startpos",
    "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8", AB_CLAIM_THREEFOLD, NULL, true },
  { "9.2.1.2 only twice so far", "startpos", "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1", AB_CLAIM_THREEFOLD,
    NULL, false },
  { "9.2.1.1 the third time with the move written down", "startpos",
    "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1", AB_CLAIM_THREEFOLD, "Ng8", true },
  { "9.2.1.1 another move does not repeat", "startpos", "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1",
    AB_CLAIM_THREEFOLD, "Nc6", false },
  /* 9.2.2.2: the castling rights differ from the start's, so the position looking like
   * the start is there only twice */
  { "9.2.2 castling rights count", "startpos", "Nf3 Nf6 Rg1 Rg8 Rh1 Rh8 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8",
    AB_CLAIM_THREEFOLD, NULL, false },
  { "9.2.2 the same rights a third time", "startpos",
    "Nf3 Nf6 Rg1 Rg8 Rh1 Rh8 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8", AB_CLAIM_THREEFOLD, NULL,
    true },
  { "9.3.2 fifty moves complete", "8/8/4k3/8/8/8/4K3/R7 w - - 100 80", "", AB_CLAIM_FIFTY_MOVES,
    NULL, true },
  { "9.3.2 one move short", "8/8/4k3/8/8/8/4K3/R7 w - - 99 80", "", AB_CLAIM_FIFTY_MOVES, NULL,
    false },
  { "9.3.1 with the fiftieth move written down", "8/8/4k3/8/8/8/4K3/R7 w - - 99 80", "",
    AB_CLAIM_FIFTY_MOVES, "Ra2", true },
  { "9.3.1 the written move is a capture", "8/8/4k3/8/8/8/4K3/r6R w - - 99 80", "",
    AB_CLAIM_FIFTY_MOVES, "Rxa1", false },
};

static void
test_9_2_and_9_3_claims (void **state)
{
  static const AbEdition editions[] = { AB_EDITION_2001, AB_EDITION_2023 };

  for (size_t e = 0; e < sizeof editions / sizeof editions[0]; e++)
    for (size_t i = 0; i < sizeof claim_cases / sizeof claim_cases[0]; i++)
      {
        const ClaimCase *c = &claim_cases[i];
        AbGame *game = tg_new (editions[e], c->fen, NULL, -1, true);
        AbMove intended = AB_MOVE_NONE;
        int64_t now = 0;
        AbDecision d;

        tg_play (game, &now, c->moves);
        if (c->intended)
          intended = tg_move (game, c->intended);
        /* a correct claim is one the tool reports as claimable */
        if (c->correct)
          assert_true (ab_game_can_claim (game, c->kind));
        assert_int_equal (ab_game_claim_draw (game, c->kind, intended, now + SEC, &d), AB_GAME_OK);
        if (c->correct)
          {
            assert_int_equal (d.kind, AB_DECISION_GAME_OVER);
            assert_int_equal (d.outcome.ending, c->kind == AB_CLAIM_THREEFOLD
                                                    ? AB_ENDING_THREEFOLD
                                                    : AB_ENDING_FIFTY_MOVES);
            assert_int_equal (d.outcome.result, AB_RESULT_DRAW);
            assert_string_equal (d.outcome.article, c->kind == AB_CLAIM_THREEFOLD ? "9.2" : "9.3");
          }
        else
          {
            assert_int_equal (d.kind, AB_DECISION_CLAIM_INCORRECT);
            assert_false (ab_game_is_over (game));
          }
        ab_game_free (game);
      }
}

/* What the tool's "claimable" lines rest on: now, or with some move. */
static void
test_9_2_claimable_now_or_with_a_move (void **state)
{
  static const struct
  {
    const char *fen;
    const char *moves;
    bool threefold, fifty;
  } cases[] = {
    { "startpos", "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8", true, false },
    { "startpos", "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1", true, false },
    { "startpos", "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6", false, false },
    { "8/8/4k3/8/8/8/4K3/R7 w - - 99 80", "", false, true },
    { "8/8/4k3/8/8/8/4K3/R7 w - - 98 80", "", false, false },
    /* one move short, and the only moves are pawn moves */
    { "8/8/8/8/8/5n2/P4k2/7K w - - 99 80", "", false, false },
  };

  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    {
      AbGame *game = tg_new (AB_EDITION_2023, cases[i].fen, NULL, -1, true);
      int64_t now = 0;

      tg_play (game, &now, cases[i].moves);
      assert_int_equal (ab_game_can_claim (game, AB_CLAIM_THREEFOLD), cases[i].threefold);
      assert_int_equal (ab_game_can_claim (game, AB_CLAIM_FIFTY_MOVES), cases[i].fifty);
      ab_game_free (game);
    }
}

/* 9.4: a player who touched a piece to move it can no longer claim for this move. */
static void
test_9_4_touched_piece_loses_the_claim (void **state)
{
  AbGame *game = tg_new (AB_EDITION_2023, "startpos", NULL, -1, true);
  int64_t now = 0;
  AbDecision d;

  tg_play (game, &now, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
  assert_true (ab_game_can_claim (game, AB_CLAIM_THREEFOLD));
  assert_int_equal (ab_game_touch_piece (game, AB_WHITE, AB_SQUARE (4, 1), now + SEC, &d),
                    AB_GAME_OK);
  assert_true (d.notes & AB_NOTE_CLAIM_RIGHT_LOST);
  assert_false (ab_game_can_claim (game, AB_CLAIM_THREEFOLD));
  assert_int_equal (ab_game_claim_draw (game, AB_CLAIM_THREEFOLD, AB_MOVE_NONE, now + 2 * SEC, &d),
                    AB_GAME_ERROR_CLAIM_RIGHT_LOST);
  assert_false (ab_game_is_over (game));
  ab_game_free (game);
}

/* ---- the penalty for an incorrect claim (9.5) ---- */

typedef struct
{
  AbEdition edition;
  int speed;
  bool supervised;
  int64_t claim_at;     /* White's clock runs from 0 with 10 minutes */
  int64_t opponent_gets;
  int64_t claimant_loses;
  const char *article;
} ClaimPenaltyCase;

static const ClaimPenaltyCase claim_penalty_cases[] = {
  { AB_EDITION_2023, AB_TIME_CONTROL_SPEED_STANDARD, true, 60 * SEC, 2 * MIN, 0, "9.5.3" },
  { AB_EDITION_2023, AB_TIME_CONTROL_SPEED_RAPID, true, 60 * SEC, 1 * MIN, 0, "9.5.3, A.3" },
  { AB_EDITION_2023, AB_TIME_CONTROL_SPEED_RAPID, false, 60 * SEC, 1 * MIN, 0, "9.5.3, A.3" },
  /* blitz with adequate supervision plays by the competition rules (B.2) */
  { AB_EDITION_2023, AB_TIME_CONTROL_SPEED_BLITZ, true, 60 * SEC, 2 * MIN, 0, "9.5.3" },
  { AB_EDITION_2023, AB_TIME_CONTROL_SPEED_BLITZ, false, 60 * SEC, 1 * MIN, 0, "9.5.3, A.3" },
  { AB_EDITION_2014, AB_TIME_CONTROL_SPEED_STANDARD, true, 60 * SEC, 2 * MIN, 0, "9.5c" },
  /* 9.5b: three minutes, and half the claimant's time up to three minutes */
  { AB_EDITION_2001, AB_TIME_CONTROL_SPEED_STANDARD, true, 1 * SEC, 3 * MIN, 3 * MIN, "9.5b" },
  { AB_EDITION_2005, AB_TIME_CONTROL_SPEED_STANDARD, true, 360 * SEC, 3 * MIN, 2 * MIN, "9.5b" },
  /* between one and two minutes left: one minute remains */
  { AB_EDITION_2001, AB_TIME_CONTROL_SPEED_STANDARD, true, 510 * SEC, 3 * MIN, 30 * SEC, "9.5b" },
  { AB_EDITION_2005, AB_TIME_CONTROL_SPEED_STANDARD, true, 480 * SEC, 3 * MIN, 60 * SEC, "9.5b" },
  /* under one minute: unchanged */
  { AB_EDITION_2001, AB_TIME_CONTROL_SPEED_STANDARD, true, 550 * SEC, 3 * MIN, 0, "9.5b" },
};

static void
test_9_5_3_incorrect_claim_penalty (void **state)
{
  for (size_t i = 0; i < sizeof claim_penalty_cases / sizeof claim_penalty_cases[0]; i++)
    {
      const ClaimPenaltyCase *c = &claim_penalty_cases[i];
      AbGame *game = tg_new (c->edition, "startpos", "600", c->speed, c->supervised);
      AbDecision d;
      AbColor by;

      assert_int_equal (
          ab_game_claim_draw (game, AB_CLAIM_THREEFOLD, AB_MOVE_NONE, c->claim_at, &d), AB_GAME_OK);
      assert_int_equal (d.kind, AB_DECISION_CLAIM_INCORRECT);
      assert_string_equal (d.article, c->article);
      assert_int_equal (d.opponent_added_us, c->opponent_gets);
      assert_int_equal (d.player_removed_us, c->claimant_loses);
      assert_int_equal (tg_clock (game, AB_BLACK, c->claim_at), 600 * SEC + c->opponent_gets);
      assert_int_equal (tg_clock (game, AB_WHITE, c->claim_at),
                        600 * SEC - c->claim_at - c->claimant_loses);
      /* 9.1.2.3: the claim stands as an offer */
      assert_true (d.notes & AB_NOTE_OFFER_STANDS);
      assert_true (ab_game_get_draw_offer (game, &by));
      assert_int_equal (by, AB_WHITE);
      ab_game_free (game);
    }
}

/* 9.5.3: after an incorrect claim with a written move, that move must be played; the
 * claim stands as an offer the opponent may still accept. */
static void
test_9_5_3_intended_move_must_be_played (void **state)
{
  AbGame *game = tg_new (AB_EDITION_2023, "startpos", NULL, -1, true);
  int64_t now = 0;
  AbDecision d;

  tg_play (game, &now, "e4 e5");
  assert_int_equal (
      ab_game_claim_draw (game, AB_CLAIM_THREEFOLD, tg_move (game, "Nf3"), now + SEC, &d),
      AB_GAME_OK);
  assert_true (d.notes & AB_NOTE_MUST_PLAY_INTENDED);
  assert_int_equal (
      ab_game_claim_draw (game, AB_CLAIM_THREEFOLD, tg_move (game, "Nc3"), now + 2 * SEC, NULL),
      AB_GAME_ERROR_MUST_PLAY_INTENDED);
  assert_int_equal (ab_game_make_move (game, tg_move (game, "d4"), now + 3 * SEC, NULL),
                    AB_GAME_ERROR_MUST_PLAY_INTENDED);
  assert_int_equal (ab_game_get_n_moves (game), 2);
  assert_int_equal (ab_game_make_move (game, tg_move (game, "Nf3"), now + 4 * SEC, NULL),
                    AB_GAME_OK);
  assert_true (ab_game_get_move (game, 2)->remarks & AB_REMARK_INTENDED);
  assert_int_equal (ab_game_press_clock (game, AB_WHITE, now + 5 * SEC, NULL), AB_GAME_OK);
  assert_int_equal (ab_game_accept_draw (game, AB_BLACK, now + 6 * SEC, &d), AB_GAME_OK);
  assert_int_equal (d.outcome.ending, AB_ENDING_AGREEMENT);
  ab_game_free (game);
}

static void
test_9_2_illegal_intended_move_changes_nothing (void **state)
{
  AbGame *game = tg_new (AB_EDITION_2023, "startpos", "600", -1, true);

  assert_int_equal (ab_game_claim_draw (game, AB_CLAIM_THREEFOLD, tg_squares ("e2e5"), SEC, NULL),
                    AB_GAME_ERROR_ILLEGAL_INTENDED);
  assert_false (ab_game_get_draw_offer (game, NULL));
  assert_int_equal (tg_clock (game, AB_BLACK, SEC), 600 * SEC);
  assert_int_equal (ab_game_get_n_incidents (game), 0);
  ab_game_free (game);
}

/* ---- both flags (III.3; 6.12 and 10.3 in 2001/2005, 6.11 in 2014) ---- */

typedef struct
{
  AbEdition edition;
  const char *control;
  int speed;
  AbDecisionKind kind;
  const char *article;
} BothFlagsCase;

static const BothFlagsCase both_flags_cases[] = {
  { AB_EDITION_2023, "60", AB_TIME_CONTROL_SPEED_STANDARD, AB_DECISION_GAME_OVER, "III.3.1.2" },
  { AB_EDITION_2023, "40/60:60", AB_TIME_CONTROL_SPEED_STANDARD, AB_DECISION_BOTH_FLAGS_CONTINUE,
    "III.3.1.1" },
  { AB_EDITION_2014, "60", AB_TIME_CONTROL_SPEED_STANDARD, AB_DECISION_GAME_OVER, "6.11b" },
  { AB_EDITION_2014, "40/60:60", AB_TIME_CONTROL_SPEED_STANDARD, AB_DECISION_BOTH_FLAGS_CONTINUE,
    "6.11a" },
  { AB_EDITION_2005, "60", AB_TIME_CONTROL_SPEED_STANDARD, AB_DECISION_GAME_OVER, "6.12" },
  { AB_EDITION_2005, "40/60:60", AB_TIME_CONTROL_SPEED_STANDARD, AB_DECISION_BOTH_FLAGS_CONTINUE,
    "6.12" },
  { AB_EDITION_2001, "60", AB_TIME_CONTROL_SPEED_STANDARD, AB_DECISION_GAME_OVER, "10.3" },
  { AB_EDITION_2001, "40/60:60", AB_TIME_CONTROL_SPEED_STANDARD, AB_DECISION_BOTH_FLAGS_CONTINUE,
    "6.12" },
  /* 2001 B8: in rapid (and blitz, C2) always a draw */
  { AB_EDITION_2001, "40/60:60", AB_TIME_CONTROL_SPEED_RAPID, AB_DECISION_GAME_OVER, "B8" },
};

static void
test_III_3_1_both_flags_fallen (void **state)
{
  for (size_t i = 0; i < sizeof both_flags_cases / sizeof both_flags_cases[0]; i++)
    {
      const BothFlagsCase *c = &both_flags_cases[i];
      AbGame *game = tg_new (c->edition, "startpos", c->control, c->speed, true);
      AbDecision d;

      /* White's flag falls at 60 s; nobody notices, he moves at 61 s and Black's falls */
      assert_int_equal (ab_game_make_move (game, tg_move (game, "e4"), 61 * SEC, NULL), AB_GAME_OK);
      assert_int_equal (ab_game_press_clock (game, AB_WHITE, 61 * SEC, NULL), AB_GAME_OK);
      assert_int_equal (ab_game_both_flags_fallen (game, 100 * SEC, NULL),
                        AB_GAME_ERROR_FLAG_NOT_FALLEN);
      assert_int_equal (ab_game_both_flags_fallen (game, 122 * SEC, &d), AB_GAME_OK);
      assert_int_equal (d.kind, c->kind);
      assert_string_equal (d.article, c->article);
      assert_int_equal (ab_game_is_over (game), c->kind == AB_DECISION_GAME_OVER);
      if (c->kind == AB_DECISION_GAME_OVER)
        {
          assert_int_equal (d.outcome.ending, AB_ENDING_BOTH_FLAGS);
          assert_int_equal (d.outcome.result, AB_RESULT_DRAW);
        }
      ab_game_free (game);
    }
}

static void
test_arbiter_decides (void **state)
{
  static const struct
  {
    AbEdition edition;
    AbResult result;
    const char *article;
  } cases[] = {
    { AB_EDITION_2023, AB_RESULT_BOTH_LOSE, "12.9" },
    { AB_EDITION_2001, AB_RESULT_WHITE_WINS, "13.4" },
  };

  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    {
      AbGame *game = tg_new (cases[i].edition, "startpos", NULL, -1, true);
      AbDecision d;

      assert_int_equal (ab_game_arbiter_decides (game, AB_RESULT_NONE, 1, &d),
                        AB_GAME_ERROR_BAD_ARGUMENT);
      assert_int_equal (ab_game_arbiter_decides (game, cases[i].result, 1, &d), AB_GAME_OK);
      assert_int_equal (d.outcome.ending, AB_ENDING_ARBITER);
      assert_int_equal (d.outcome.result, cases[i].result);
      assert_string_equal (d.outcome.article, cases[i].article);
      ab_game_free (game);
    }
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_9_1_offer_stands_until_rejected_by_touch_or_move),
    cmocka_unit_test (test_9_1_offer_ends_with_the_game),
    cmocka_unit_test (test_9_2_and_9_3_claims),
    cmocka_unit_test (test_9_2_claimable_now_or_with_a_move),
    cmocka_unit_test (test_9_4_touched_piece_loses_the_claim),
    cmocka_unit_test (test_9_5_3_incorrect_claim_penalty),
    cmocka_unit_test (test_9_5_3_intended_move_must_be_played),
    cmocka_unit_test (test_9_2_illegal_intended_move_changes_nothing),
    cmocka_unit_test (test_III_3_1_both_flags_fallen),
    cmocka_unit_test (test_arbiter_decides),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
