/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game-adjourn.c — adjourned games: sealing, the envelope, resumption (Guideline I;
 * appendix A in 2001/2005, E in 2014). */
#include <string.h>

#include "test-game-util.h"

/* Anna (White) and Bella play 1.e4 e5; Bella offers a draw; Anna seals 2.Nf3 at 600 s. */
static AbGame *
adjourned_game (const char *sealed)
{
  AbGame *game = tg_new (AB_EDITION_2023, "startpos", "5400", -1, true);
  int64_t now = 0;
  AbDecision d;

  assert_int_equal (ab_game_set_info (game, AB_GAME_INFO_WHITE, "Anna"), AB_GAME_OK);
  assert_int_equal (ab_game_set_info (game, AB_GAME_INFO_BLACK, "Bella"), AB_GAME_OK);
  tg_play (game, &now, "e4 e5");
  assert_int_equal (ab_game_offer_draw (game, AB_BLACK, now, NULL), AB_GAME_OK);
  assert_int_equal (ab_game_seal_move (game, sealed, "Monday 19:30, club room", 600 * SEC, &d),
                    AB_GAME_OK);
  assert_int_equal (d.kind, AB_DECISION_ADJOURNED);
  assert_string_equal (d.article, "I.1");
  assert_int_equal (d.player, AB_WHITE);
  return game;
}

static void
test_I_2_envelope_holds_what_I_2_lists (void **state)
{
  AbGame *game = adjourned_game ("Nf3");
  const AbEnvelope *e = ab_game_get_envelope (game);

  assert_non_null (e);
  assert_string_equal (e->white, "Anna");
  assert_string_equal (e->black, "Bella");
  assert_string_equal (e->fen, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
  assert_true (e->clock_known);
  /* White's clock ran 0–2 s and 4–600 s, Black's 2–4 s */
  assert_int_equal (e->used_us[AB_WHITE], 598 * SEC);
  assert_int_equal (e->used_us[AB_BLACK], 2 * SEC);
  assert_int_equal (e->remaining_us[AB_WHITE], 5400 * SEC - 598 * SEC);
  assert_int_equal (e->sealer, AB_WHITE);
  assert_int_equal (e->move_number, 2);
  assert_true (e->draw_offer);
  assert_int_equal (e->offer_by, AB_BLACK);
  assert_string_equal (e->resumption, "Monday 19:30, club room");
  assert_string_equal (e->sealed_move, "Nf3");
  assert_int_equal (ab_game_get_phase (game), AB_GAME_PHASE_ADJOURNED);
  assert_int_equal (ab_clock_get_state (ab_game_get_clock (game)), AB_CLOCK_ADJOURNED);
  /* nothing is played while the game is adjourned */
  assert_int_equal (ab_game_make_move (game, tg_move (game, "Nf3"), 700 * SEC, NULL),
                    AB_GAME_ERROR_ADJOURNED);
  assert_int_equal (ab_game_claim_draw (game, AB_CLAIM_THREEFOLD, AB_MOVE_NONE, 700 * SEC, NULL),
                    AB_GAME_ERROR_ADJOURNED);
  ab_game_free (game);
}

/* I.9: the envelope opened, the sealed move made, the opponent's clock started; the time
 * of the adjournment counts for nobody. */
static void
test_I_9_resumption_plays_the_sealed_move (void **state)
{
  AbGame *game = adjourned_game ("Pg1f3");
  const AbGameMove *m;
  AbDecision d;

  assert_int_equal (ab_game_resume_adjourned (game, 90000 * SEC, &d), AB_GAME_OK);
  assert_int_equal (d.kind, AB_DECISION_RESUMED);
  assert_string_equal (d.article, "I.9");
  assert_int_equal (ab_game_get_phase (game), AB_GAME_PHASE_PLAYING);
  assert_null (ab_game_get_envelope (game));
  m = ab_game_get_move (game, 2);
  assert_true (m->remarks & AB_REMARK_SEALED);
  assert_int_equal (m->made_us, 600 * SEC);
  assert_int_equal (m->completed_us, 90000 * SEC);
  assert_int_equal (ab_clock_get_side (ab_game_get_clock (game)), AB_BLACK);
  assert_int_equal (tg_clock (game, AB_WHITE, 90010 * SEC), 5400 * SEC - 598 * SEC);
  assert_int_equal (tg_clock (game, AB_BLACK, 90010 * SEC), 5400 * SEC - 2 * SEC - 10 * SEC);
  /* the offer made before the adjournment still stands */
  assert_true (ab_game_get_draw_offer (game, NULL));
  assert_int_equal (ab_game_resume_adjourned (game, 90011 * SEC, NULL),
                    AB_GAME_ERROR_NOT_ADJOURNED);
  ab_game_free (game);
}

/* I.8: an ambiguous, unreadable or illegal sealed move loses — not against a player who
 * cannot mate. */
static void
test_I_8_invalid_sealed_move_loses (void **state)
{
  static const struct
  {
    AbEdition edition;
    const char *fen;
    const char *sealed;
    AbResult result;
    const char *article;
  } cases[] = {
    { AB_EDITION_2023, "4k3/r7/8/8/8/5N2/8/1N2K3 w - - 0 1", "Nd2", AB_RESULT_BLACK_WINS, "I.8" },
    { AB_EDITION_2023, "4k3/r7/8/8/8/5N2/8/1N2K3 w - - 0 1", "xyz", AB_RESULT_BLACK_WINS, "I.8" },
    { AB_EDITION_2023, "4k3/r7/8/8/8/5N2/8/1N2K3 w - - 0 1", "Ke2", AB_RESULT_NONE, "I.9" },
    { AB_EDITION_2014, "4k3/r7/8/8/8/5N2/8/1N2K3 w - - 0 1", "Ke5", AB_RESULT_BLACK_WINS, "E.8" },
    { AB_EDITION_2001, "4k3/r7/8/8/8/5N2/8/1N2K3 w - - 0 1", "", AB_RESULT_BLACK_WINS, "A8" },
    { AB_EDITION_2023, "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "Nd2", AB_RESULT_DRAW, "I.8" },
  };

  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    {
      AbGame *game = tg_new (cases[i].edition, cases[i].fen, NULL, -1, true);
      int64_t now = 0;
      AbDecision d;

      /* a game without a clock is started by its first move */
      tg_play (game, &now, "Kf2 Kd8 Ke1 Ke8");
      assert_int_equal (ab_game_seal_move (game, cases[i].sealed, NULL, now + SEC, NULL),
                        AB_GAME_OK);
      assert_int_equal (ab_game_resume_adjourned (game, now + 2 * SEC, &d), AB_GAME_OK);
      assert_string_equal (d.article, cases[i].article);
      assert_int_equal (d.outcome.result, cases[i].result);
      if (cases[i].result != AB_RESULT_NONE)
        {
          assert_int_equal (d.outcome.ending, AB_ENDING_SEALED_MOVE);
          assert_int_equal (d.outcome.player, AB_WHITE);
          assert_int_equal (ab_game_get_n_moves (game), 4);
        }
      ab_game_free (game);
    }
}

/* I.6 and I.4: a draw agreed or a resignation before the resumption ends the game. */
static void
test_I_6_decided_before_resumption (void **state)
{
  AbGame *game = adjourned_game ("Nf3");
  AbDecision d;

  assert_int_equal (ab_game_accept_draw (game, AB_WHITE, 700 * SEC, &d), AB_GAME_OK);
  assert_int_equal (d.outcome.ending, AB_ENDING_AGREEMENT);
  assert_int_equal (ab_game_resume_adjourned (game, 800 * SEC, NULL), AB_GAME_ERROR_OVER);
  ab_game_free (game);

  game = adjourned_game ("Nf3");
  assert_int_equal (ab_game_resign (game, AB_BLACK, 700 * SEC, &d), AB_GAME_OK);
  assert_int_equal (d.outcome.result, AB_RESULT_WHITE_WINS);
  ab_game_free (game);
}

/* I.1.1: the sealed move is the next move; bad input changes nothing. */
static void
test_I_1_sealing_needs_a_completed_move (void **state)
{
  AbGame *game = tg_new (AB_EDITION_2023, "startpos", "5400", -1, true);
  char long_text[AB_GAME_SEALED_MAX + 1];

  memset (long_text, 'N', sizeof long_text - 1);
  long_text[sizeof long_text - 1] = '\0';
  assert_int_equal (ab_game_make_move (game, tg_move (game, "e4"), SEC, NULL), AB_GAME_OK);
  assert_int_equal (ab_game_seal_move (game, "e5", NULL, 2 * SEC, NULL),
                    AB_GAME_ERROR_MOVE_NOT_COMPLETED);
  assert_int_equal (ab_game_press_clock (game, AB_WHITE, 3 * SEC, NULL), AB_GAME_OK);
  assert_int_equal (ab_game_seal_move (game, long_text, NULL, 4 * SEC, NULL),
                    AB_GAME_ERROR_TEXT_TOO_LONG);
  assert_int_equal (ab_game_seal_move (game, NULL, NULL, 4 * SEC, NULL),
                    AB_GAME_ERROR_BAD_ARGUMENT);
  assert_int_equal (ab_game_get_phase (game), AB_GAME_PHASE_PLAYING);
  assert_int_equal (ab_clock_get_state (ab_game_get_clock (game)), AB_CLOCK_RUNNING);
  assert_int_equal (ab_game_seal_move (game, "e5", NULL, 4 * SEC, NULL), AB_GAME_OK);
  assert_int_equal (ab_game_get_envelope (game)->sealer, AB_BLACK);
  ab_game_free (game);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_I_2_envelope_holds_what_I_2_lists),
    cmocka_unit_test (test_I_9_resumption_plays_the_sealed_move),
    cmocka_unit_test (test_I_8_invalid_sealed_move_loses),
    cmocka_unit_test (test_I_6_decided_before_resumption),
    cmocka_unit_test (test_I_1_sealing_needs_a_completed_move),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
