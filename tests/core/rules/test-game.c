/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game.c — the game record and its endings (art. 5, 6.2, 6.9, 9.6), per edition. */
#include <string.h>

#include "ab-describe-game.h"
#include "ab-fen.h"
#include "test-game-util.h"

#define FOOLS_MATE "f3 e5 g4 Qh4"
#define QUEEN_F2 "7k/8/8/8/8/8/5Q2/K7 w - - 0 1"
#define ROOK_VS_KING "4k3/8/8/8/8/8/8/R3K3 w - - 0 1"

static const AbEdition editions[] = { AB_EDITION_2001, AB_EDITION_2005, AB_EDITION_2014,
                                      AB_EDITION_2023 };

/* ---- endings the board brings by itself ---- */

typedef struct
{
  AbEdition edition;
  const char *fen;
  const char *moves;
  AbEnding ending;
  AbResult result;
  const char *article;
} EndingCase;

static const EndingCase automatic_cases[] = {
  /* 5.1.1: the fool's mate, numbered per edition */
  { AB_EDITION_2023, "startpos", FOOLS_MATE, AB_ENDING_CHECKMATE, AB_RESULT_BLACK_WINS, "5.1.1" },
  { AB_EDITION_2014, "startpos", FOOLS_MATE, AB_ENDING_CHECKMATE, AB_RESULT_BLACK_WINS, "5.1a" },
  { AB_EDITION_2001, "startpos", FOOLS_MATE, AB_ENDING_CHECKMATE, AB_RESULT_BLACK_WINS, "5.1a" },
  /* 5.2.1 */
  { AB_EDITION_2023, QUEEN_F2, "Qf7", AB_ENDING_STALEMATE, AB_RESULT_DRAW, "5.2.1" },
  { AB_EDITION_2005, QUEEN_F2, "Qf7", AB_ENDING_STALEMATE, AB_RESULT_DRAW, "5.2a" },
  /* 5.2.2: taking the last rook leaves king and bishop against king */
  { AB_EDITION_2023, "8/8/8/4k3/8/8/3BKr2/8 w - - 0 1", "Kxf2", AB_ENDING_DEAD_POSITION,
    AB_RESULT_DRAW, "5.2.2" },
  { AB_EDITION_2001, "8/8/8/4k3/8/8/3BKr2/8 w - - 0 1", "Kxf2", AB_ENDING_DEAD_POSITION,
    AB_RESULT_DRAW, "5.2b" },
  /* 9.6.2: the 75th move of each player without pawn move or capture (2014, 2023 only) */
  { AB_EDITION_2023, "8/8/4k3/8/8/8/4K3/R7 w - - 149 100", "Ra2", AB_ENDING_SEVENTY_FIVE_MOVES,
    AB_RESULT_DRAW, "9.6.2" },
  { AB_EDITION_2014, "8/8/4k3/8/8/8/4K3/R7 w - - 149 100", "Ra2", AB_ENDING_SEVENTY_FIVE_MOVES,
    AB_RESULT_DRAW, "9.6b" },
  { AB_EDITION_2005, "8/8/4k3/8/8/8/4K3/R7 w - - 149 100", "Ra2", AB_ENDING_NONE, AB_RESULT_NONE,
    NULL },
  { AB_EDITION_2001, "8/8/4k3/8/8/8/4K3/R7 w - - 149 100", "Ra2", AB_ENDING_NONE, AB_RESULT_NONE,
    NULL },
  /* 9.6.2: mate on the 75th move takes precedence */
  { AB_EDITION_2023, "7k/8/6K1/8/8/8/8/R7 w - - 149 100", "Ra8", AB_ENDING_CHECKMATE,
    AB_RESULT_WHITE_WINS, "5.1.1" },
};

static void
test_5_and_9_6_automatic_endings (void **state)
{
  for (size_t i = 0; i < sizeof automatic_cases / sizeof automatic_cases[0]; i++)
    {
      const EndingCase *c = &automatic_cases[i];
      AbGame *game = tg_new (c->edition, c->fen, NULL, -1, true);
      const AbOutcome *o;
      int64_t now = 0;

      tg_play (game, &now, c->moves);
      o = ab_game_get_outcome (game);
      assert_int_equal (o->ending, c->ending);
      assert_int_equal (o->result, c->result);
      assert_int_equal (ab_game_is_over (game), c->ending != AB_ENDING_NONE);
      if (c->article)
        assert_string_equal (o->article, c->article);
      if (c->ending != AB_ENDING_NONE)
        {
          /* 6.2.1.1: the move that ends the game is completed by it, without a press */
          const AbGameMove *last = ab_game_get_move (game, ab_game_get_n_moves (game) - 1);

          assert_true (last->remarks & AB_REMARK_ENDED_GAME);
          assert_int_equal (last->completed_us, last->made_us);
          assert_int_equal (ab_game_make_move (game, AB_MOVE_NONE, now + SEC, NULL),
                            AB_GAME_ERROR_OVER);
        }
      ab_game_free (game);
    }
}

/* 9.6.1: in 2023 the fifth appearance in any order ends the game; in 2014 (9.6a) only on
 * five consecutive alternate moves; 2001 and 2005 have no automatic repetition draw. */
static void
test_9_6_1_fivefold_repetition (void **state)
{
  /* the start position after 4, 12, 16 and 20 plies: five times, but at 8 it is not there;
   * no other position comes back five times */
  const char *short_cycle = "Nf3 Nf6 Ng1 Ng8";
  const char *long_cycle = "Nc3 Nc6 Na4 Na5 Nc3 Nc6 Nb1 Nb8";
  static const struct
  {
    AbEdition edition;
    AbEnding after_20, after_28;
  } cases[] = {
    { AB_EDITION_2023, AB_ENDING_FIVEFOLD, AB_ENDING_FIVEFOLD },
    { AB_EDITION_2014, AB_ENDING_NONE, AB_ENDING_FIVEFOLD },
    { AB_EDITION_2005, AB_ENDING_NONE, AB_ENDING_NONE },
    { AB_EDITION_2001, AB_ENDING_NONE, AB_ENDING_NONE },
  };

  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    {
      AbGame *game = tg_new (cases[i].edition, "startpos", NULL, -1, true);
      int64_t now = 0;

      tg_play (game, &now, short_cycle);
      tg_play (game, &now, long_cycle);
      tg_play (game, &now, short_cycle);
      tg_play (game, &now, short_cycle);
      assert_int_equal (ab_game_get_outcome (game)->ending, cases[i].after_20);
      assert_int_equal (ab_game_get_repetitions (game), 5);
      if (!ab_game_is_over (game))
        {
          tg_play (game, &now, short_cycle);
          tg_play (game, &now, short_cycle);
          assert_int_equal (ab_game_get_outcome (game)->ending, cases[i].after_28);
        }
      if (ab_game_is_over (game))
        assert_string_equal (ab_game_get_outcome (game)->article,
                             cases[i].edition == AB_EDITION_2014 ? "9.6a" : "9.6.1");
      ab_game_free (game);
    }
}

/* A start position that is already decided ends the game before it begins. */
static void
test_5_decided_start_position (void **state)
{
  static const struct
  {
    const char *fen;
    AbEnding ending;
    AbResult result;
  } cases[] = {
    { "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", AB_ENDING_CHECKMATE,
      AB_RESULT_BLACK_WINS },
    { "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", AB_ENDING_STALEMATE, AB_RESULT_DRAW },
    { "8/8/4k3/8/8/8/4K3/8 w - - 0 1", AB_ENDING_DEAD_POSITION, AB_RESULT_DRAW },
    /* a blocked pawn wall the kings cannot cross: dead with pawns on the board */
    { "8/8/1k6/p1p1p1p1/P1P1P1P1/8/8/K7 w - - 0 1", AB_ENDING_DEAD_POSITION, AB_RESULT_DRAW },
    { AB_START_FEN, AB_ENDING_NONE, AB_RESULT_NONE },
  };

  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    {
      AbGame *game = tg_new (AB_EDITION_2023, cases[i].fen, NULL, -1, true);

      assert_int_equal (ab_game_get_outcome (game)->ending, cases[i].ending);
      assert_int_equal (ab_game_get_outcome (game)->result, cases[i].result);
      ab_game_free (game);
    }
}

/* ---- resignation and flag fall (5.1.2, 6.9) ---- */

typedef struct
{
  AbEdition edition;
  const char *fen;
  AbColor player;
  AbResult result;
  bool cannot_mate;
  const char *article;
} LossCase;

/* White resigns with a rook against a bare king: in 2023 a draw, before a loss. */
static const LossCase resignation_cases[] = {
  { AB_EDITION_2023, ROOK_VS_KING, AB_WHITE, AB_RESULT_DRAW, true, "5.1.2" },
  { AB_EDITION_2014, ROOK_VS_KING, AB_WHITE, AB_RESULT_BLACK_WINS, false, "5.1b" },
  { AB_EDITION_2005, ROOK_VS_KING, AB_WHITE, AB_RESULT_BLACK_WINS, false, "5.1b" },
  { AB_EDITION_2001, ROOK_VS_KING, AB_WHITE, AB_RESULT_BLACK_WINS, false, "5.1b" },
  { AB_EDITION_2023, ROOK_VS_KING, AB_BLACK, AB_RESULT_WHITE_WINS, false, "5.1.2" },
  { AB_EDITION_2023, "startpos", AB_WHITE, AB_RESULT_BLACK_WINS, false, "5.1.2" },
};

static void
test_5_1_2_resignation (void **state)
{
  for (size_t i = 0; i < sizeof resignation_cases / sizeof resignation_cases[0]; i++)
    {
      const LossCase *c = &resignation_cases[i];
      AbGame *game = tg_new (c->edition, c->fen, NULL, -1, true);
      AbDecision d;

      assert_int_equal (ab_game_resign (game, c->player, SEC, &d), AB_GAME_OK);
      assert_int_equal (d.kind, AB_DECISION_GAME_OVER);
      assert_int_equal (d.outcome.ending, AB_ENDING_RESIGNATION);
      assert_int_equal (d.outcome.result, c->result);
      assert_int_equal (d.outcome.cannot_mate, c->cannot_mate);
      assert_string_equal (d.outcome.article, c->article);
      assert_int_equal (ab_game_resign (game, c->player, 2 * SEC, NULL), AB_GAME_ERROR_OVER);
      ab_game_free (game);
    }
}

/* White's flag falls; a draw when Black cannot mate (6.9; 6.10 in 2001/2005). */
static const LossCase flag_cases[] = {
  { AB_EDITION_2023, ROOK_VS_KING, AB_WHITE, AB_RESULT_DRAW, true, "6.9" },
  { AB_EDITION_2023, "4k3/7r/8/8/8/8/8/4K3 w - - 0 1", AB_WHITE, AB_RESULT_BLACK_WINS, false,
    "6.9" },
  { AB_EDITION_2014, ROOK_VS_KING, AB_WHITE, AB_RESULT_DRAW, true, "6.9" },
  { AB_EDITION_2005, ROOK_VS_KING, AB_WHITE, AB_RESULT_DRAW, true, "6.10" },
  /* a knight can mate a king whose own rook blocks it in: a loss */
  { AB_EDITION_2005, "4kn2/8/8/8/8/8/8/R3K3 w - - 0 1", AB_WHITE, AB_RESULT_BLACK_WINS, false,
    "6.10" },
  { AB_EDITION_2001, "4kq2/8/8/8/8/8/8/R3K3 w - - 0 1", AB_WHITE, AB_RESULT_BLACK_WINS, false,
    "6.10" },
};

static void
test_6_9_flag_fall (void **state)
{
  for (size_t i = 0; i < sizeof flag_cases / sizeof flag_cases[0]; i++)
    {
      const LossCase *c = &flag_cases[i];
      AbGame *game = tg_new (c->edition, c->fen, "60", -1, true);
      AbDecision d;

      /* the flag is still up at 59 s: no ruling, nothing changes */
      assert_int_equal (ab_game_flag_fallen (game, c->player, 59 * SEC, &d),
                        AB_GAME_ERROR_FLAG_NOT_FALLEN);
      assert_int_equal (ab_game_check_flags (game, 59 * SEC, &d), AB_GAME_OK);
      assert_int_equal (d.kind, AB_DECISION_NONE);
      assert_false (ab_game_is_over (game));
      /* it fell at exactly 60 s */
      assert_int_equal (ab_game_check_flags (game, 61 * SEC, &d), AB_GAME_OK);
      assert_int_equal (d.kind, AB_DECISION_GAME_OVER);
      assert_int_equal (d.outcome.ending, AB_ENDING_FLAG_FALL);
      assert_int_equal (d.outcome.player, c->player);
      assert_int_equal (d.outcome.result, c->result);
      assert_int_equal (d.outcome.cannot_mate, c->cannot_mate);
      assert_string_equal (d.outcome.article, c->article);
      ab_game_free (game);
    }
}

/* ---- draws by agreement (5.2.3) ---- */

static void
test_5_2_3_agreement_only_after_both_moved (void **state)
{
  for (size_t i = 0; i < sizeof editions / sizeof editions[0]; i++)
    {
      AbGame *game = tg_new (editions[i], "startpos", NULL, -1, true);
      int64_t now = 0;
      AbDecision d;
      AbGameError early;

      assert_int_equal (ab_game_offer_draw (game, AB_WHITE, 1, NULL), AB_GAME_OK);
      early = ab_game_accept_draw (game, AB_BLACK, 2, &d);
      if (editions[i] == AB_EDITION_2023)
        {
          /* the 2023 condition; before 2017 the Laws set none */
          assert_int_equal (early, AB_GAME_ERROR_TOO_EARLY);
          assert_false (ab_game_is_over (game));
          tg_play (game, &now, "e4 e5");
          /* Black's move rejected the offer (9.1.2.1): it is made again */
          assert_int_equal (ab_game_accept_draw (game, AB_BLACK, now + SEC, &d),
                            AB_GAME_ERROR_NO_OFFER);
          assert_int_equal (ab_game_offer_draw (game, AB_WHITE, now + SEC, NULL), AB_GAME_OK);
          assert_int_equal (ab_game_accept_draw (game, AB_BLACK, now + 2 * SEC, &d), AB_GAME_OK);
        }
      else
        assert_int_equal (early, AB_GAME_OK);
      assert_int_equal (d.outcome.ending, AB_ENDING_AGREEMENT);
      assert_int_equal (d.outcome.result, AB_RESULT_DRAW);
      assert_string_equal (d.outcome.article, editions[i] == AB_EDITION_2023 ? "5.2.3" : "5.2c");
      ab_game_free (game);
    }
}

/* ---- the record: made and completed (6.2), clock readings, remarks ---- */

static void
test_6_2_1_move_made_then_completed (void **state)
{
  AbGame *game = tg_new (AB_EDITION_2023, "startpos", "5400+30", -1, true);
  const AbGameMove *m;
  AbDecision d;

  assert_int_equal (ab_game_make_move (game, tg_move (game, "e4"), 10 * SEC, &d), AB_GAME_OK);
  assert_int_equal (d.kind, AB_DECISION_MOVE_MADE);
  m = ab_game_get_move (game, 0);
  assert_int_equal (m->made_us, 10 * SEC);
  assert_int_equal (m->completed_us, -1);
  assert_false (m->clock_known);
  /* only the mover's clock can be pressed */
  assert_int_equal (ab_game_press_clock (game, AB_BLACK, 11 * SEC, NULL),
                    AB_GAME_ERROR_NOT_YOUR_CLOCK);
  assert_int_equal (ab_game_press_clock (game, AB_WHITE, 12 * SEC, &d), AB_GAME_OK);
  assert_int_equal (d.kind, AB_DECISION_MOVE_COMPLETED);
  assert_string_equal (d.article, "6.2.1");
  assert_true (d.pressed);
  m = ab_game_get_move (game, 0);
  assert_int_equal (m->completed_us, 12 * SEC);
  assert_true (m->clock_known);
  /* 90 minutes less the 12 s used, plus the 30 s increment */
  assert_int_equal (m->clock_us[AB_WHITE], 5400 * SEC - 12 * SEC + 30 * SEC);
  assert_int_equal (m->clock_us[AB_BLACK], 5400 * SEC);
  assert_int_equal (m->number, 1);
  assert_int_equal (m->side, AB_WHITE);
  /* a time before the last event changes nothing */
  assert_int_equal (ab_game_make_move (game, tg_move (game, "e5"), 5 * SEC, NULL),
                    AB_GAME_ERROR_TIME_BACKWARDS);
  assert_int_equal (ab_game_get_n_moves (game), 1);
  ab_game_free (game);
}

/* 6.2.1.2 and 6.2.2: a reply before the press completes the move; the press is owed. */
static void
test_6_2_1_2_reply_completes_previous_move (void **state)
{
  AbGame *game = tg_new (AB_EDITION_2023, "startpos", "5400", -1, true);
  AbDecision d;

  assert_int_equal (ab_game_make_move (game, tg_move (game, "e4"), 10 * SEC, NULL), AB_GAME_OK);
  assert_int_equal (ab_game_make_move (game, tg_move (game, "e5"), 20 * SEC, &d), AB_GAME_OK);
  assert_true (d.notes & AB_NOTE_PREVIOUS_COMPLETED);
  assert_int_equal (ab_game_get_move (game, 0)->completed_us, 20 * SEC);
  assert_true (ab_game_get_move (game, 0)->remarks & AB_REMARK_COMPLETED_BY_REPLY);
  /* White's clock still runs: Black cannot press before White has */
  assert_int_equal (ab_game_press_clock (game, AB_BLACK, 21 * SEC, NULL),
                    AB_GAME_ERROR_NOT_YOUR_CLOCK);
  assert_int_equal (ab_game_press_clock (game, AB_WHITE, 22 * SEC, &d), AB_GAME_OK);
  assert_int_equal (d.kind, AB_DECISION_MOVE_COMPLETED);
  assert_int_equal (ab_game_press_clock (game, AB_BLACK, 25 * SEC, &d), AB_GAME_OK);
  assert_int_equal (ab_game_get_move (game, 1)->completed_us, 25 * SEC);
  assert_int_equal (tg_clock (game, AB_WHITE, 25 * SEC), 5400 * SEC - 22 * SEC);
  assert_int_equal (tg_clock (game, AB_BLACK, 25 * SEC), 5400 * SEC - 3 * SEC);
  ab_game_free (game);
}

/* D.2.8 and D.2.10.5: remarks kept with the move. */
static void
test_D_2_8_remarks_kept_with_the_move (void **state)
{
  AbGame *game = tg_new (AB_EDITION_2023, "startpos", NULL, -1, true);
  AbDecision d;
  const AbGameMove *m;

  assert_int_equal (ab_game_touch_piece (game, AB_WHITE, AB_SQUARE (6, 0), 1, &d), AB_GAME_OK);
  assert_int_equal (d.kind, AB_DECISION_PIECE_TOUCHED);
  assert_int_equal (ab_game_touch_piece (game, AB_BLACK, AB_SQUARE (6, 7), 1, NULL),
                    AB_GAME_ERROR_NOT_YOUR_TURN);
  assert_int_equal (ab_game_correct_announcement (game, 1, NULL), AB_GAME_ERROR_NO_MOVE_MADE);
  assert_int_equal (ab_game_make_move (game, tg_move (game, "Nf3"), 2, NULL), AB_GAME_OK);
  assert_int_equal (ab_game_correct_announcement (game, 3, &d), AB_GAME_OK);
  assert_string_equal (d.article, "D.2.8");
  m = ab_game_get_move (game, 0);
  assert_true (m->remarks & AB_REMARK_TOUCHED_PIECE);
  assert_true (m->remarks & AB_REMARK_ANNOUNCEMENT_CORRECTED);
  assert_int_equal (m->touched, AB_SQUARE (6, 0));
  assert_int_equal (ab_game_press_clock (game, AB_WHITE, 4, NULL), AB_GAME_OK);
  /* after the press the announcement can no longer be corrected */
  assert_int_equal (ab_game_correct_announcement (game, 5, NULL), AB_GAME_ERROR_NO_MOVE_MADE);
  assert_int_equal (ab_game_get_n_incidents (game), 2);
  ab_game_free (game);
}

static void
test_game_set_up_and_event_data (void **state)
{
  AbGame *game = ab_game_new ();
  char long_name[AB_GAME_INFO_MAX + 1];
  AbTimeControl tc;

  assert_int_equal (ab_game_get_edition (game), AB_EDITION_2023);
  assert_int_equal (ab_game_set_edition (game, (AbEdition) 1999), AB_GAME_ERROR_BAD_ARGUMENT);
  assert_int_equal (ab_game_set_info (game, AB_GAME_INFO_WHITE, "Anna"), AB_GAME_OK);
  memset (long_name, 'x', sizeof long_name - 1);
  long_name[sizeof long_name - 1] = '\0';
  assert_int_equal (ab_game_set_info (game, AB_GAME_INFO_BLACK, long_name),
                    AB_GAME_ERROR_TEXT_TOO_LONG);
  assert_string_equal (ab_game_get_info (game, AB_GAME_INFO_WHITE), "Anna");
  assert_string_equal (ab_game_get_info (game, AB_GAME_INFO_BLACK), "");
  /* A.1, B.1: the control decides rapid or blitz unless the speed is set */
  assert_true (ab_time_control_parse ("900+10", &tc, NULL));
  assert_int_equal (ab_game_set_time_control (game, &tc), AB_GAME_OK);
  assert_int_equal (ab_game_get_speed (game), AB_TIME_CONTROL_SPEED_RAPID);
  assert_true (ab_time_control_parse ("180+2", &tc, NULL));
  assert_int_equal (ab_game_set_time_control (game, &tc), AB_GAME_OK);
  assert_int_equal (ab_game_get_speed (game), AB_TIME_CONTROL_SPEED_BLITZ);
  /* with a clock, moves wait for the start (6.6) */
  assert_int_equal (ab_game_make_move (game, tg_move (game, "e4"), 1, NULL),
                    AB_GAME_ERROR_NOT_STARTED);
  assert_int_equal (ab_game_start (game, 0, NULL), AB_GAME_OK);
  assert_int_equal (ab_game_set_edition (game, AB_EDITION_2014), AB_GAME_ERROR_STARTED);
  assert_int_equal (ab_game_make_move (game, tg_squares ("e3e4"), 1, NULL), AB_GAME_ERROR_BAD_MOVE);
  ab_game_free (game);
}

/* ---- words ---- */

static void
test_describe_endings_with_articles (void **state)
{
  static const struct
  {
    AbOutcome outcome;
    const char *words;
  } cases[] = {
    { { AB_ENDING_FIVEFOLD, AB_RESULT_DRAW, AB_WHITE, false, "9.6.1" },
      "Draw by fivefold repetition (art. 9.6.1)" },
    { { AB_ENDING_CHECKMATE, AB_RESULT_BLACK_WINS, AB_BLACK, false, "5.1.1" },
      "Black wins by checkmate (art. 5.1.1)" },
    { { AB_ENDING_FLAG_FALL, AB_RESULT_DRAW, AB_WHITE, true, "6.9" },
      "White's flag fell, but Black cannot checkmate by any series of legal moves: draw "
      "(art. 6.9)" },
    { { AB_ENDING_RESIGNATION, AB_RESULT_WHITE_WINS, AB_BLACK, false, "5.1b" },
      "Black resigned: White wins (art. 5.1b)" },
  };
  char buf[AB_DESCRIBE_GAME_MAX];

  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    {
      ab_describe_outcome (&cases[i].outcome, buf, sizeof buf);
      assert_string_equal (buf, cases[i].words);
    }
  assert_string_equal (ab_describe_result (AB_RESULT_DRAW), "1/2-1/2");
}

/* The rulings of real games in words, each with its article. */
static void
test_describe_rulings_with_articles (void **state)
{
  AbGame *game = tg_new (AB_EDITION_2023, "startpos", "5400", -1, true);
  AbDecision d;
  char buf[AB_DESCRIBE_GAME_MAX];

  assert_int_equal (ab_game_make_move (game, tg_squares ("e2e5"), SEC, NULL), AB_GAME_OK);
  assert_int_equal (ab_game_press_clock (game, AB_WHITE, 2 * SEC, &d), AB_GAME_OK);
  ab_describe_decision (&d, buf, sizeof buf);
  assert_string_equal (buf, "White completed an illegal move, e2–e5, number 1 for White "
                            "(art. 7.5.5). The position before the illegal move is restored. "
                            "Black gets 2 minutes extra. White must move the piece on e2 "
                            "instead, as it can move (4.3).");
  ab_game_free (game);

  game = tg_new (AB_EDITION_2001, "startpos", "600", -1, true);
  assert_int_equal (ab_game_claim_draw (game, AB_CLAIM_FIFTY_MOVES, AB_MOVE_NONE, SEC, &d),
                    AB_GAME_OK);
  ab_describe_decision (&d, buf, sizeof buf);
  assert_string_equal (buf, "White's claim of a draw by the fifty-move rule is incorrect "
                            "(art. 9.5b). Black gets 3 minutes extra. White loses 3 minutes. "
                            "The claim stands as a draw offer.");
  ab_game_free (game);

  game = tg_new (AB_EDITION_2023, "startpos", "900+10", -1, false);
  assert_int_equal (ab_game_make_move (game, tg_squares ("e2e5"), SEC, NULL), AB_GAME_OK);
  assert_int_equal (ab_game_press_clock (game, AB_WHITE, 2 * SEC, &d), AB_GAME_OK);
  ab_describe_decision (&d, buf, sizeof buf);
  assert_string_equal (buf, "White completed an illegal move, e2–e5 without adequate "
                            "supervision: it stands unless Black claims it before making the "
                            "next move (art. A.5.2, 7.5.5, A.3)");
  ab_game_free (game);

  game = tg_new (AB_EDITION_2014, "8/8/4k3/8/8/8/4K3/R7 w - - 149 100", NULL, -1, true);
  assert_int_equal (ab_game_make_move (game, tg_move (game, "Ra2"), SEC, &d), AB_GAME_OK);
  ab_describe_decision (&d, buf, sizeof buf);
  assert_string_equal (buf, "Draw by the seventy-five-move rule (art. 9.6b)");
  ab_game_free (game);
}

/* ---- the record's positions ---- */

static void
assert_same_fen (const AbPosition *a, const AbPosition *b)
{
  char fa[AB_FEN_MAX], fb[AB_FEN_MAX];

  assert_non_null (a);
  assert_non_null (b);
  ab_position_get_fen (a, AB_FEN_CASTLING_AUTO, fa, sizeof fa);
  ab_position_get_fen (b, AB_FEN_CASTLING_AUTO, fb, sizeof fb);
  assert_string_equal (fa, fb);
}

/* The board before each ply, replayed from the record: castling, en passant and a
 * promotion included; before ply n_moves is the board now; beyond it, nothing. */
static void
test_position_before_each_ply (void **state)
{
  static const char *const moves[] = { "e4", "d5", "exd5", "c5", "dxc6", "Nf6", "cxb7",
                                       "e6", "bxa8=N", "Be7", "Nf3", "O-O" };
  AbGame *game = tg_new (AB_EDITION_2023, "startpos", NULL, -1, true);
  AbPosition *seen[sizeof moves / sizeof moves[0] + 1];
  int64_t now = 0;
  size_t n = sizeof moves / sizeof moves[0];

  for (size_t i = 0; i < n; i++)
    {
      seen[i] = ab_position_copy (ab_game_get_position (game));
      tg_play (game, &now, moves[i]);
    }
  seen[n] = ab_position_copy (ab_game_get_position (game));
  assert_int_equal (ab_game_get_n_moves (game), (int) n);
  for (size_t i = 0; i <= n; i++)
    {
      AbPosition *before = ab_game_position_before (game, (int) i);

      assert_same_fen (before, seen[i]);
      ab_position_free (before);
      ab_position_free (seen[i]);
    }
  assert_null (ab_game_position_before (game, (int) n + 1));
  assert_null (ab_game_position_before (game, -1));
  ab_game_free (game);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_5_and_9_6_automatic_endings),
    cmocka_unit_test (test_9_6_1_fivefold_repetition),
    cmocka_unit_test (test_5_decided_start_position),
    cmocka_unit_test (test_5_1_2_resignation),
    cmocka_unit_test (test_6_9_flag_fall),
    cmocka_unit_test (test_5_2_3_agreement_only_after_both_moved),
    cmocka_unit_test (test_6_2_1_move_made_then_completed),
    cmocka_unit_test (test_6_2_1_2_reply_completes_previous_move),
    cmocka_unit_test (test_D_2_8_remarks_kept_with_the_move),
    cmocka_unit_test (test_game_set_up_and_event_data),
    cmocka_unit_test (test_describe_endings_with_articles),
    cmocka_unit_test (test_describe_rulings_with_articles),
    cmocka_unit_test (test_position_before_each_ply),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
