/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-tournament-evening.c — the queries behind a club evening's page: the round's games,
 * how many have a result, the evening shown first, where the second half begins, and the
 * notes on a game (withdrawals, art. 11; postponements, art. 12). Each table row builds a
 * group of four (rounds 1–3 and 4–6) or five from a few steps and asks one question. */
#include "test-tournament-helpers.h"

#include "ab-tournament-evening.h"

#define W AB_TOURNAMENT_RESULT_WHITE_WINS
#define D AB_TOURNAMENT_RESULT_DRAW
#define L AB_TOURNAMENT_RESULT_BLACK_WINS
#define WF AB_TOURNAMENT_RESULT_WHITE_FORFEIT
#define BF AB_TOURNAMENT_RESULT_BLACK_FORFEIT
#define XX AB_TOURNAMENT_RESULT_DOUBLE_FORFEIT
#define NONE AB_TOURNAMENT_RESULT_NONE

/* The Berger table for four, by pairing number, White first:
 *   round 1: 1-4 2-3   round 2: 4-3 1-2   round 3: 2-4 3-1
 * and the second half (rounds 4–6) the same games with the colours reversed. */

typedef enum
{
  STEP_END = 0,
  STEP_RESULT,   /* the game of pairing numbers a and b in half, result */
  STEP_POSTPONE, /* that game, postponed by a */
  STEP_WITHDRAW, /* pairing number a withdraws */
} StepKind;

typedef struct
{
  StepKind kind;
  int a, b, half;
  AbTournamentResult result;
} Step;

#define MAX_STEPS 10
#define R(a, b, half, result) { STEP_RESULT, a, b, half, result }
#define P(a, b, half) { STEP_POSTPONE, a, b, half, NONE }
#define OUT(a) { STEP_WITHDRAW, a, 0, 0, NONE }
/* Rounds 1–3 complete: 1 beats 4, 2 and 3 draw, … */
#define FIRST_HALF R (1, 4, 1, W), R (2, 3, 1, D), R (4, 3, 1, L), R (1, 2, 1, D), \
                   R (2, 4, 1, W), R (3, 1, 1, D)

static AbDate
date (int y, int m, int d)
{
  return (AbDate) { y, m, d };
}

/* A group of size players after the steps; evenings: Fridays from 5 September 2014 and
 * the season's end on 29 May 2015. */
static AbTournament *
build (int size, const Step *steps, bool evenings)
{
  AbTournament *t = make_group (size, NULL);

  for (int i = 0; i < MAX_STEPS && steps[i].kind != STEP_END; i++)
    {
      const Step *s = &steps[i];
      int game = s->kind == STEP_WITHDRAW ? -1 : find_pair (t, 0, s->a, s->b, s->half);
      AbColor by;

      switch (s->kind)
        {
        case STEP_RESULT:
          assert_true (ab_tournament_set_result (t, 0, game, s->result, false, NULL));
          break;
        case STEP_POSTPONE:
          by = ab_tournament_get_game (t, 0, game)->white == ab_tournament_group_player (t, 0, s->a)
                 ? AB_WHITE : AB_BLACK;
          assert_true (ab_tournament_postpone (t, 0, game, by, (AbDate) { 0 }, false, NULL));
          break;
        case STEP_WITHDRAW:
          assert_true (ab_tournament_withdraw (t, ab_tournament_group_player (t, 0, s->a), NULL));
          break;
        default:
          fail ();
        }
    }
  if (evenings)
    {
      for (int r = 1; r <= ab_tournament_n_rounds (t, 0); r++)
        {
          int day = 5 + 7 * (r - 1);
          AbDate d = day <= 30 ? date (2014, 9, day)
                     : day <= 61 ? date (2014, 10, day - 30) : date (2014, 11, day - 61);

          assert_true (ab_tournament_set_evening (t, r, d, NULL));
        }
      assert_true (ab_tournament_set_season_end (t, date (2015, 5, 29)));
    }
  return t;
}

/* ---- the round's games ---- */

static const struct
{
  int size, round;
  int n;
} round_games_cases[] = {
  { 4, 1, 2 }, { 4, 6, 2 }, { 5, 1, 2 }, { 5, 10, 2 }, { 6, 3, 3 }, { 7, 14, 3 },
  { 20, 1, 10 }, { 20, 38, 10 },
  { 4, 0, 0 }, { 4, 7, 0 }, { 5, 11, 0 }, { 5, -1, 0 },
};

static void
test_round_games (void **state)
{
  for (size_t c = 0; c < sizeof round_games_cases / sizeof round_games_cases[0]; c++)
    {
      AbTournament *t = make_group (round_games_cases[c].size, NULL);
      int round = round_games_cases[c].round, n_in_round = 0;
      int games[AB_TOURNAMENT_MAX_ROUND_GAMES + 1];
      int n;

      games[AB_TOURNAMENT_MAX_ROUND_GAMES] = -7;
      n = ab_tournament_round_games (t, 0, round, games, AB_TOURNAMENT_MAX_ROUND_GAMES);
      assert_int_equal (n, round_games_cases[c].n);
      assert_int_equal (games[AB_TOURNAMENT_MAX_ROUND_GAMES], -7);
      /* every game of that round, boards 1, 2, … in order */
      for (int i = 0; i < ab_tournament_n_games (t, 0); i++)
        n_in_round += ab_tournament_get_game (t, 0, i)->round == round;
      assert_int_equal (n, n_in_round);
      for (int i = 0; i < n; i++)
        {
          assert_int_equal (ab_tournament_get_game (t, 0, games[i])->round, round);
          assert_int_equal (ab_tournament_get_game (t, 0, games[i])->board, i + 1);
        }
      /* no such group */
      assert_int_equal (ab_tournament_round_games (t, 1, round, games, 1), 0);
      assert_int_equal (ab_tournament_round_games (t, -1, round, games, 1), 0);
      ab_tournament_free (t);
    }
}

/* A short buffer gets the first boards; the count is the round's. */
static void
test_round_games_short_buffer (void **state)
{
  AbTournament *t = make_group (6, NULL);
  int games[3] = { -7, -7, -7 };

  assert_int_equal (ab_tournament_round_games (t, 0, 2, games, 1), 3);
  assert_int_equal (ab_tournament_get_game (t, 0, games[0])->board, 1);
  assert_int_equal (games[1], -7);
  assert_int_equal (ab_tournament_round_games (t, 0, 2, NULL, 0), 3);
  ab_tournament_free (t);
}

/* ---- results in ---- */

static const struct
{
  const char *name;
  int size;
  Step steps[MAX_STEPS];
  int round;
  int games, decided;
} results_cases[] = {
  { "none yet", 4, { { 0 } }, 1, 2, 0 },
  { "one of two", 4, { R (1, 4, 1, W) }, 1, 2, 1 },
  { "both", 4, { R (1, 4, 1, D), R (2, 3, 1, L) }, 1, 2, 2 },
  { "forfeits count", 4, { R (1, 4, 1, WF), R (2, 3, 1, BF) }, 1, 2, 2 },
  { "both absent counts", 4, { R (1, 4, 1, XX) }, 1, 2, 1 },
  { "another round's result", 4, { R (1, 4, 2, W) }, 1, 2, 0 },
  { "the second half", 4, { R (1, 4, 2, W) }, 4, 2, 1 },
  { "postponed, no result", 4, { P (1, 4, 1) }, 1, 2, 0 },
  { "postponed, played", 4, { P (1, 4, 1), R (1, 4, 1, D) }, 1, 2, 1 },
  /* 4 withdrew after half his games: his games without a result are lost by forfeit */
  { "withdrawal: forfeits", 4, { FIRST_HALF, OUT (4) }, 4, 2, 1 },
  /* 4 withdrew after one game: his games are void, the one he played too, and a void game
   * is not one of the evening's games to enter (art. 11) */
  { "withdrawal: void", 4, { R (1, 4, 1, W), R (2, 3, 1, D), OUT (4) }, 1, 1, 1 },
  { "withdrawal: void, the other open", 4, { R (1, 4, 1, W), OUT (4) }, 1, 1, 0 },
  { "withdrawal: void, not played", 4, { R (1, 4, 1, W), OUT (4) }, 5, 1, 0 },
  { "withdrawal: void, the other done", 4, { R (1, 4, 1, W), R (1, 2, 1, D), OUT (4) }, 2, 1,
    1 },
  { "two withdrawals: all void", 4, { R (1, 4, 1, W), OUT (4), OUT (3) }, 1, 0, 0 },
  /* 4 withdrew without a game (void), 1 after three of six (lost by forfeit) */
  { "withdrawal: void and forfeit", 4, { R (1, 2, 1, D), R (3, 1, 1, D), R (3, 2, 2, W),
    R (2, 1, 2, D), OUT (4), OUT (1) }, 6, 1, 1 },
  { "a free player is no game", 5, { R (2, 5, 1, D), R (3, 4, 1, D) }, 1, 2, 2 },
  { "no such round", 4, { { 0 } }, 7, 0, 0 },
};

static void
test_round_results (void **state)
{
  for (size_t c = 0; c < sizeof results_cases / sizeof results_cases[0]; c++)
    {
      AbTournament *t = build (results_cases[c].size, results_cases[c].steps, false);
      int decided = -1;

      print_message ("# %s\n", results_cases[c].name);
      assert_int_equal (ab_tournament_round_results (t, 0, results_cases[c].round, &decided),
                        results_cases[c].games);
      assert_int_equal (decided, results_cases[c].decided);
      assert_int_equal (ab_tournament_round_results (t, 0, results_cases[c].round, NULL),
                        results_cases[c].games);
      ab_tournament_free (t);
    }
}

/* ---- the evening shown first ---- */

static const struct
{
  const char *name;
  int size;
  Step steps[MAX_STEPS];
  int group;
  int round;
} open_cases[] = {
  { "a new season", 4, { { 0 } }, 0, 1 },
  { "round 1 half done", 4, { R (1, 4, 1, W) }, 0, 1 },
  { "round 1 done", 4, { R (1, 4, 1, W), R (2, 3, 1, D) }, 0, 2 },
  { "a gap in round 2", 4, { R (1, 4, 1, W), R (2, 3, 1, D), R (2, 4, 1, W), R (3, 1, 1, D) },
    0, 2 },
  /* a postponed game is caught up on another evening */
  { "postponed in round 1", 4, { R (1, 4, 1, W), P (2, 3, 1) }, 0, 2 },
  { "postponed, the others done", 4, { FIRST_HALF, P (1, 4, 2), R (2, 3, 2, D) }, 0, 5 },
  { "the first half done", 4, { FIRST_HALF }, 0, 4 },
  /* 4 withdrew after round 3: his games of rounds 4–6 are lost by forfeit, the others open */
  { "a withdrawal", 4, { FIRST_HALF, OUT (4) }, 0, 4 },
  { "a withdrawal, round 4 done", 4, { FIRST_HALF, R (3, 2, 2, D), OUT (4) }, 0, 5 },
  { "round 4 done", 4, { FIRST_HALF, R (4, 1, 2, D), R (3, 2, 2, W) }, 0, 5 },
  /* 4 withdrew after one game: his games are void and never get a result (art. 11) */
  { "void: the rest of round 1 done", 4, { R (1, 4, 1, W), R (2, 3, 1, D), OUT (4) }, 0, 2 },
  { "void: the rest of round 1 open", 4, { R (1, 4, 1, W), OUT (4) }, 0, 1 },
  { "void: rounds 1 and 2 done", 4, { R (1, 4, 1, W), R (2, 3, 1, D), R (1, 2, 1, D), OUT (4) },
    0, 3 },
  { "void: only void games left", 4, { R (1, 4, 1, W), R (2, 3, 1, D), R (1, 2, 1, D),
    R (3, 1, 1, D), R (3, 2, 2, W), R (2, 1, 2, D), R (1, 3, 2, L), OUT (4) }, 0, 6 },
  { "void: two withdrawals", 4, { R (1, 4, 1, W), OUT (4), OUT (3) }, 0, 2 },
  { "five, a new season", 5, { { 0 } }, 0, 1 },
  { "no such group", 4, { { 0 } }, 1, 1 },
  { "no group at all", 4, { { 0 } }, -1, 1 },
};

static void
test_first_open_round (void **state)
{
  for (size_t c = 0; c < sizeof open_cases / sizeof open_cases[0]; c++)
    {
      AbTournament *t = build (open_cases[c].size, open_cases[c].steps, false);

      print_message ("# %s\n", open_cases[c].name);
      assert_int_equal (ab_tournament_first_open_round (t, open_cases[c].group),
                        open_cases[c].round);
      ab_tournament_free (t);
    }
}

/* Every game of every round has a result: the last evening is shown. */
static void
test_first_open_round_all_done (void **state)
{
  AbTournament *t = make_group (5, NULL);

  for (int i = 0; i < ab_tournament_n_games (t, 0); i++)
    assert_true (ab_tournament_set_result (t, 0, i, AB_TOURNAMENT_RESULT_DRAW, false, NULL));
  assert_int_equal (ab_tournament_first_open_round (t, 0), 10);
  ab_tournament_free (t);
}

/* ---- the second half ---- */

static const struct
{
  int size, group, round;
  bool begins;
} half_cases[] = {
  { 4, 0, 4, true },  { 4, 0, 3, false }, { 4, 0, 5, false }, { 4, 0, 1, false },
  { 5, 0, 6, true },  { 5, 0, 5, false }, { 6, 0, 6, true },  { 20, 0, 20, true },
  { 20, 0, 19, false }, { 4, 1, 1, false }, { 4, -1, 1, false },
};

static void
test_second_half (void **state)
{
  for (size_t c = 0; c < sizeof half_cases / sizeof half_cases[0]; c++)
    {
      AbTournament *t = make_group (half_cases[c].size, NULL);

      assert_int_equal (ab_tournament_round_begins_second_half (t, half_cases[c].group,
                                                                half_cases[c].round),
                        half_cases[c].begins);
      ab_tournament_free (t);
    }
}

/* ---- a game's status ---- */

#define BY_W (1u << AB_WHITE)
#define BY_B (1u << AB_BLACK)

static const struct
{
  const char *name;
  Step steps[MAX_STEPS];
  bool evenings;
  int a, b, half;  /* the game asked about */
  AbTournamentResult result;
  AbTournamentNote note;
  unsigned by;
  AbDate deadline;
} status_cases[] = {
  { "not played yet", { { 0 } }, true, 1, 4, 1, NONE, AB_TOURNAMENT_NOTE_NONE },
  { "played", { R (1, 4, 1, D) }, true, 1, 4, 1, D, AB_TOURNAMENT_NOTE_NONE },
  { "a forfeit", { R (1, 4, 1, BF) }, true, 1, 4, 1, BF, AB_TOURNAMENT_NOTE_NONE },
  /* art. 12: a first-half game before round 3 of the second half (round 6, 10 October) */
  { "postponed by White", { P (1, 4, 1) }, true, 1, 4, 1, NONE, AB_TOURNAMENT_NOTE_POSTPONED,
    BY_W, { 2014, 10, 10 } },
  { "postponed by Black", { P (4, 1, 1) }, true, 1, 4, 1, NONE, AB_TOURNAMENT_NOTE_POSTPONED,
    BY_B, { 2014, 10, 10 } },
  { "postponed by both", { P (1, 4, 1), P (4, 1, 1) }, true, 1, 4, 1, NONE,
    AB_TOURNAMENT_NOTE_POSTPONED, BY_W | BY_B, { 2014, 10, 10 } },
  /* a second-half game before the last club evening of the season */
  { "postponed, second half", { P (1, 4, 2) }, true, 1, 4, 2, NONE,
    AB_TOURNAMENT_NOTE_POSTPONED, BY_B, { 2015, 5, 29 } },
  { "postponed, no calendar", { P (1, 4, 1) }, false, 1, 4, 1, NONE,
    AB_TOURNAMENT_NOTE_POSTPONED, BY_W, { 0 } },
  /* once played there is no deadline left, but the postponement stays on record */
  { "postponed, then played", { P (2, 3, 1), R (2, 3, 1, L) }, true, 2, 3, 1, L,
    AB_TOURNAMENT_NOTE_POSTPONED, BY_W, { 0 } },
  /* art. 11: 4 played 3 of 6 and withdrew: his other games are lost by forfeit */
  { "withdrawal: forfeit", { FIRST_HALF, OUT (4) }, true, 1, 4, 2, BF,
    AB_TOURNAMENT_NOTE_WITHDRAWAL },
  { "withdrawal: his result stands", { FIRST_HALF, OUT (4) }, true, 1, 4, 1, W,
    AB_TOURNAMENT_NOTE_NONE },
  { "withdrawal: a postponed game", { FIRST_HALF, P (4, 3, 2), OUT (4) }, true, 3, 4, 2, WF,
    AB_TOURNAMENT_NOTE_WITHDRAWAL },
  /* art. 11: 4 played 1 of 6 and withdrew: all his games are void, the played one too */
  { "withdrawal: void", { R (1, 4, 1, W), OUT (4) }, true, 1, 4, 1, NONE,
    AB_TOURNAMENT_NOTE_VOID },
  { "withdrawal: void, not played", { R (1, 4, 1, W), OUT (4) }, true, 2, 4, 2, NONE,
    AB_TOURNAMENT_NOTE_VOID },
  { "withdrawal: the others' game", { R (1, 4, 1, W), OUT (4) }, true, 2, 3, 1, NONE,
    AB_TOURNAMENT_NOTE_NONE },
};

static void
test_game_status (void **state)
{
  for (size_t c = 0; c < sizeof status_cases / sizeof status_cases[0]; c++)
    {
      AbTournament *t = build (4, status_cases[c].steps, status_cases[c].evenings);
      AbTournamentGameStatus status;
      int game = find_pair (t, 0, status_cases[c].a, status_cases[c].b, status_cases[c].half);

      print_message ("# %s\n", status_cases[c].name);
      assert_true (ab_tournament_game_status (t, 0, game, &status));
      assert_int_equal (status.result, status_cases[c].result);
      assert_int_equal (status.note, status_cases[c].note);
      assert_int_equal (status.postponed_by, status_cases[c].by);
      assert_int_equal (ab_date_compare (status.deadline, status_cases[c].deadline), 0);
      assert_int_equal (status.deadline.year, status_cases[c].deadline.year);
      ab_tournament_free (t);
    }
}

static void
test_game_status_no_game (void **state)
{
  AbTournament *t = make_group (4, NULL);
  AbTournamentGameStatus status;

  memset (&status, 0x55, sizeof status);
  assert_false (ab_tournament_game_status (t, 0, 12, &status));
  assert_int_equal (status.note, AB_TOURNAMENT_NOTE_NONE);
  assert_int_equal (status.result, NONE);
  assert_false (ab_tournament_game_status (t, 1, 0, &status));
  assert_false (ab_tournament_game_status (t, 0, -1, &status));
  ab_tournament_free (t);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_round_games),
    cmocka_unit_test (test_round_games_short_buffer),
    cmocka_unit_test (test_round_results),
    cmocka_unit_test (test_first_open_round),
    cmocka_unit_test (test_first_open_round_all_done),
    cmocka_unit_test (test_second_half),
    cmocka_unit_test (test_game_status),
    cmocka_unit_test (test_game_status_no_game),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
