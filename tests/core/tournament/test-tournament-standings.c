/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-tournament-standings.c — standings and the tie-breaks of the club regulation,
 * art. 13, each step deciding in turn; forfeits in the SB adjustment (13.1); withdrawals
 * before and after half the games (art. 11); the double no-show (art. 10); the end of the
 * season (art. 14–15).
 *
 * Every expected value is computed by hand in the comment above its table. All groups have
 * four players; their first half is the FIDE Berger table for four:
 *   round 1: 1-4 2-3   round 2: 4-3 1-2   round 3: 2-4 3-1
 * and the second half the same with colours reversed (rounds 4–6). Values: points in half
 * points, SB in quarter points. */
#include "test-tournament-helpers.h"

#include "ab-describe-tournament.h"

typedef struct
{
  int pn, rank, points2, sb4;
  bool has_mutual;
  int mutual2, kashdan, black_played, black_calendar;
  AbTiebreak decided_by;
} Row;

typedef struct
{
  const char *name;
  int ratings[4];
  Result results[12];
  int n_results;
  Row rows[4];
} Case;

static const Case cases[] = {
  /* 13.1 SB decides. P1 beats 4 and 3, loses to 2: 2; P2 beats 3 and 1, loses to 4: 2;
   * P4 beats 2, draws 3: 1½; P3 ½. SB P2 = ½ + 2 = 2½; P1 = 1½ + ½ = 2; P4 = 2 + ¼ = 2¼;
   * P3 = ½·1½ = ¾. Kashdan P1, P2 4+4+1 = 9, P4 1+2+4 = 7, P3 1+2+1 = 4. Blacks: P1 round 3,
   * P2 round 2, P3 rounds 1–2, P4 rounds 1 and 3. */
  { "13.1 Sonneborn-Berger", { 0 },
    { { 1, 4, 1, '1' }, { 2, 3, 1, '1' }, { 4, 3, 1, '=' }, { 2, 1, 1, '1' }, { 4, 2, 1, '1' },
      { 1, 3, 1, '1' } }, 6,
    { { 2, 1, 4, 10, false, 0, 9, 1, 1, AB_TIEBREAK_SB },
      { 1, 2, 4, 8, false, 0, 9, 1, 1, AB_TIEBREAK_SB },
      { 4, 3, 3, 9, false, 0, 7, 2, 2, AB_TIEBREAK_NONE },
      { 3, 4, 1, 3, false, 0, 4, 2, 2, AB_TIEBREAK_NONE } } },
  /* 13.2 mutual result decides. P1 beats 2, draws 3, loses to 4: 1½; P2 beats 3, draws 4:
   * 1½; P4 beats 1 and 3, draws 2: 2½; P3 ½. SB P1 = 1½ + ½·½ = 1¾; P2 = ½ + ½·2½ = 1¾;
   * P4 = 1½ + ½ + ½·1½ = 2¾; P3 = ½·1½ = ¾. P1 and P2 tie on points and SB; P1 won their
   * game: mutual 1 against 0. Kashdan P1 4+2+1, P2 1+4+2, P4 4+4+2, P3 2+1+1. */
  { "13.2 mutual result", { 0 },
    { { 1, 2, 1, '1' }, { 3, 1, 1, '=' }, { 4, 1, 1, '1' }, { 2, 3, 1, '1' }, { 2, 4, 1, '=' },
      { 4, 3, 1, '1' } }, 6,
    { { 4, 1, 5, 11, false, 0, 10, 2, 2, AB_TIEBREAK_NONE },
      { 1, 2, 3, 7, true, 2, 7, 1, 1, AB_TIEBREAK_MUTUAL },
      { 2, 3, 3, 7, true, 0, 7, 1, 1, AB_TIEBREAK_MUTUAL },
      { 3, 4, 1, 3, false, 0, 4, 2, 2, AB_TIEBREAK_NONE } } },
  /* 13.3 Kashdan, then 13.4 rating. 1 beats 2, 2 beats 3, 3 beats 1, the rest drawn: all
   * 1½, SB 1½ + ½·1½ = 2¼ each (P4: ½·4½), mutual among all four 1½ each. Kashdan P1, P2,
   * P3 4+2+1 = 7, P4 2+2+2 = 6: P4 last. The lowest rating first: P2 1600, P3 1700,
   * P1 1800. */
  { "13.3 Kashdan and 13.4 rating", { 1800, 1600, 1700, 1500 },
    { { 1, 2, 1, '1' }, { 3, 1, 1, '1' }, { 1, 4, 1, '=' }, { 2, 3, 1, '1' }, { 2, 4, 1, '=' },
      { 3, 4, 1, '=' } }, 6,
    { { 2, 1, 3, 9, true, 3, 7, 1, 1, AB_TIEBREAK_RATING },
      { 3, 2, 3, 9, true, 3, 7, 2, 2, AB_TIEBREAK_RATING },
      { 1, 3, 3, 9, true, 3, 7, 1, 1, AB_TIEBREAK_RATING },
      { 4, 4, 3, 9, true, 3, 6, 2, 2, AB_TIEBREAK_KASHDAN } } },
  /* 13.5 Blacks played, then 13.6 Blacks on the calendar. All drawn but 2-3 of round 1,
   * still to be played. P1, P4 1½, SB ½·(1½ + 1 + 1) = 1¾; P2, P3 1, SB ½·(1½ + 1½) = 1½.
   * Mutual: P1-P4 drawn (1 half point each); P2-P3 not played (0). Kashdan 6 and 4. Black
   * played: P4 rounds 1 and 3 (2), P1 round 3 (1); P2 round 2, P3 round 2 (1 each). On the
   * calendar P3 also has round 1: 2 against P2's 1. */
  { "13.5 Black played and 13.6 calendar", { 0 },
    { { 1, 4, 1, '=' }, { 4, 3, 1, '=' }, { 1, 2, 1, '=' }, { 2, 4, 1, '=' }, { 3, 1, 1, '=' } }, 5,
    { { 4, 1, 3, 7, true, 1, 6, 2, 2, AB_TIEBREAK_BLACK_PLAYED },
      { 1, 2, 3, 7, true, 1, 6, 1, 1, AB_TIEBREAK_BLACK_PLAYED },
      { 3, 3, 2, 6, true, 0, 4, 1, 2, AB_TIEBREAK_BLACK_CALENDAR },
      { 2, 4, 2, 6, true, 0, 4, 1, 1, AB_TIEBREAK_BLACK_CALENDAR } } },
  /* 13.7 lots. All six games drawn: 1½, SB 2¼, mutual 1½, Kashdan 6 each; P3 and P4 had
   * Black twice, P1 and P2 once, on the board as on the calendar: P3 = P4, P1 = P2, and
   * the arbiter draws lots for places 1 and 3. */
  { "13.7 lots", { 0 },
    { { 1, 4, 1, '=' }, { 2, 3, 1, '=' }, { 4, 3, 1, '=' }, { 1, 2, 1, '=' }, { 2, 4, 1, '=' },
      { 3, 1, 1, '=' } }, 6,
    { { 3, 1, 3, 9, true, 3, 6, 2, 2, AB_TIEBREAK_LOTS },
      { 4, 1, 3, 9, true, 3, 6, 2, 2, AB_TIEBREAK_LOTS },
      { 1, 3, 3, 9, true, 3, 6, 1, 1, AB_TIEBREAK_LOTS },
      { 2, 3, 3, 9, true, 3, 6, 1, 1, AB_TIEBREAK_LOTS } } },
  /* 13.1 with a forfeit. P1 wins against 4 by forfeit and draws 2 and 3: 2; P2 beats 3,
   * draws 1 and 4: 2; P3, P4 1. Adjusted results: P1 2 - ½ = 1½, P2 2, P3 1, P4 1 + ½ = 1½.
   * SB P1 = 1½ (the forfeit win, with P4's raised score) + ½·2 + ½·1 = 3; P2 = 1 + ½·1½ +
   * ½·1½ = 2½ (unadjusted both would be 2½). P3 = ½·1½ + ½·1½ = 1½, P4 = ½·1 + ½·2 = 1½;
   * they drew each other; Kashdan P3 1+2+2 = 5, P4 0+2+2 = 4 (a forfeit loss is 0). The
   * forfeit is no game played with Black for P4, but it is on his calendar. */
  { "13.1 adjusted results for forfeits", { 0 },
    { { 1, 4, 1, '+' }, { 2, 3, 1, '1' }, { 4, 3, 1, '=' }, { 1, 2, 1, '=' }, { 2, 4, 1, '=' },
      { 3, 1, 1, '=' } }, 6,
    { { 1, 1, 4, 12, false, 0, 8, 1, 1, AB_TIEBREAK_SB },
      { 2, 2, 4, 10, false, 0, 8, 1, 1, AB_TIEBREAK_SB },
      { 3, 3, 2, 6, true, 1, 5, 2, 2, AB_TIEBREAK_KASHDAN },
      { 4, 4, 2, 6, true, 1, 4, 1, 2, AB_TIEBREAK_KASHDAN } } },
  /* Art. 10: 1-4 is a double no-show, 0-0. P2 beats 3 and 1, draws 4: 2½; P4 beats 3,
   * draws 2: 1½; P1 and P3 ½ (they drew). Adjusted: P1 ½ + ½ = 1 and P4 1½ + ½ = 2 (a 0-0
   * is a forfeit loss for both), P2 2½, P3 ½. SB P2 = ½ + 1 + ½·2 = 2½; P4 = ½ + ½·2½ = 1¾;
   * P3 = ½·1 = ½; P1 = ½·½ = ¼. Kashdan P1 0+1+2 = 3, P4 0+4+2 = 6. */
  { "10 double forfeit 0-0", { 0 },
    { { 1, 4, 1, 'x' }, { 2, 3, 1, '1' }, { 4, 3, 1, '1' }, { 2, 1, 1, '1' }, { 2, 4, 1, '=' },
      { 3, 1, 1, '=' } }, 6,
    { { 2, 1, 5, 10, false, 0, 10, 1, 1, AB_TIEBREAK_NONE },
      { 4, 2, 3, 7, false, 0, 6, 1, 2, AB_TIEBREAK_NONE },
      { 3, 3, 1, 2, false, 0, 4, 2, 2, AB_TIEBREAK_SB },
      { 1, 4, 1, 1, false, 0, 3, 1, 1, AB_TIEBREAK_SB } } },
};

static void
assert_rows (const AbTournament *t, const AbStandings *st, const Row *rows, int n,
             const char *name)
{
  assert_int_equal (st->n, n);
  for (int i = 0; i < n; i++)
    {
      const AbStanding *s = &st->rows[i];
      const Row *w = &rows[i];

      if (s->player != ab_tournament_group_player (t, 0, w->pn) || s->rank != w->rank
          || s->points2 != w->points2 || s->sb4 != w->sb4 || s->has_mutual != w->has_mutual
          || s->mutual2 != w->mutual2 || s->kashdan != w->kashdan
          || s->black_played != w->black_played || s->black_calendar != w->black_calendar
          || s->decided_by != w->decided_by)
        fail_msg ("%s, row %d: player %d rank %d points2 %d sb4 %d mutual %d/%d kashdan %d "
                  "black %d/%d decided %d; expected player %d rank %d points2 %d sb4 %d "
                  "mutual %d/%d kashdan %d black %d/%d decided %d", name, i + 1,
                  s->player + 1, s->rank, s->points2, s->sb4, s->has_mutual, s->mutual2,
                  s->kashdan, s->black_played, s->black_calendar, s->decided_by, w->pn,
                  w->rank, w->points2, w->sb4, w->has_mutual, w->mutual2, w->kashdan,
                  w->black_played, w->black_calendar, w->decided_by);
    }
}

static void
test_13_tiebreaks_in_order (void **state)
{
  for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++)
    {
      AbTournament *t = make_group (4, cases[c].ratings);
      AbStandings st;

      play_all (t, 0, cases[c].results, (size_t) cases[c].n_results);
      assert_true (ab_tournament_standings (t, 0, 0, &st));
      assert_int_equal (st.upto_round, 3);
      assert_int_equal (st.n_removed, 0);
      assert_rows (t, &st, cases[c].rows, 4, cases[c].name);
      ab_tournament_free (t);
    }
}

/* The forfeit case in detail: the adjusted results and the forfeit counts behind the SB. */
static void
test_13_1_adjusted_result_values (void **state)
{
  AbTournament *t = make_group (4, NULL);
  AbStandings st;
  const int adjusted2[] = { 3, 4, 2, 3 }; /* P1 … P4 */

  play_all (t, 0, cases[5].results, (size_t) cases[5].n_results);
  ab_tournament_standings (t, 0, 0, &st);
  for (int i = 0; i < st.n; i++)
    assert_int_equal (st.rows[i].adjusted2, adjusted2[st.rows[i].player]);
  assert_int_equal (st.rows[0].forfeit_wins, 1);
  assert_int_equal (st.rows[0].points2, 4); /* the player's own score is not adjusted */
  assert_int_equal (st.rows[3].forfeit_losses, 1);
  assert_int_equal (st.rows[3].games, 3);
  ab_tournament_free (t);
}

static void
test_10_double_forfeit_counts (void **state)
{
  AbTournament *t = make_group (4, NULL);
  AbStandings st;

  play_all (t, 0, cases[6].results, (size_t) cases[6].n_results);
  ab_tournament_standings (t, 0, 0, &st);
  /* P1 is last: one game played with no result for either side but 0-0 */
  assert_int_equal (st.rows[3].player, 0);
  assert_int_equal (st.rows[3].forfeit_losses, 1);
  assert_int_equal (st.rows[3].forfeit_wins, 0);
  assert_int_equal (st.rows[3].games, 3);
  assert_int_equal (st.rows[3].adjusted2, 2);
  assert_int_equal (st.rows[1].player, 3);
  assert_int_equal (st.rows[1].forfeit_losses, 1);
  assert_int_equal (ab_tournament_games_played (t, 0), 2);
  ab_tournament_free (t);
}

/* Art. 11, fewer than half: P4 played 2 of his 6 games (beat 1 and 3) and stops. He is
 * taken as never entered: those results go, his game of round 3 too. What is left: P1
 * drew 2 and beat 3 (1½), P2 beat 3 and drew 1 (1½), P3 0. SB P1 = ½·1½ + 0 = ¾ = P2's;
 * mutual ½ each; Kashdan 2+4 = 6 each; the lower rating decides: P1 1700 before P2 1900. */
static void
test_11_withdrawal_before_half (void **state)
{
  const int ratings[] = { 1700, 1900, 1500, 2000 };
  const Result results[] = { { 4, 1, 1, '1' }, { 2, 3, 1, '1' }, { 4, 3, 1, '1' },
                             { 1, 2, 1, '=' }, { 1, 3, 1, '1' } };
  const Row rows[] = { { 1, 1, 3, 3, true, 1, 6, 1, 1, AB_TIEBREAK_RATING },
                       { 2, 2, 3, 3, true, 1, 6, 1, 1, AB_TIEBREAK_RATING },
                       { 3, 3, 0, 0, false, 0, 2, 1, 1, AB_TIEBREAK_NONE } };
  AbTournament *t = make_group (4, ratings);
  AbTournamentError error;
  AbStandings st;
  bool is_void;

  play_all (t, 0, results, sizeof results / sizeof results[0]);
  assert_int_equal (ab_tournament_withdrawal (t, 3), AB_WITHDRAWAL_NONE);
  assert_true (ab_tournament_withdraw (t, 3, &error));
  assert_int_equal (ab_tournament_games_played (t, 3), 2);
  assert_int_equal (ab_tournament_games_scheduled (t, 3), 6);
  assert_int_equal (ab_tournament_withdrawal (t, 3), AB_WITHDRAWAL_REMOVED);
  assert_int_equal (ab_tournament_effective_result (t, 0, find_pair (t, 0, 1, 4, 1), &is_void),
                    AB_TOURNAMENT_RESULT_NONE);
  assert_true (is_void);
  ab_tournament_standings (t, 0, 0, &st);
  assert_int_equal (st.upto_round, 3);
  assert_int_equal (st.n_removed, 1);
  assert_int_equal (st.removed[0], 3);
  assert_rows (t, &st, rows, 3, "11 before half");
  /* nothing more is entered for him, and he cannot withdraw twice */
  assert_false (ab_tournament_set_result (t, 0, find_pair (t, 0, 2, 4, 1), AB_TOURNAMENT_RESULT_DRAW,
                                          false, &error));
  assert_int_equal (error.code, AB_TOURNAMENT_ERROR_WITHDRAWN);
  assert_false (ab_tournament_withdraw (t, 3, &error));
  assert_int_equal (error.code, AB_TOURNAMENT_ERROR_ALREADY_WITHDRAWN);
  ab_tournament_free (t);
}

/* Art. 11, at least half: P4 beat 1 and 3 and drew 2 (3 of 6 games) and stops; his three
 * games of the second half are lost by forfeit. The other games: first half 2-3 1-0, 1-2
 * ½, 3-1 0-1; second half 3-2 ½, 2-1 1-0, 1-3 1-0.
 *   P1: 0 ½ 1 | +1 0 1 = 3½   P2: 1 ½ ½ | ½ 1 +1 = 4½   P3: 0 0 0 | ½ +1 0 = 1½
 *   P4: 1 1 ½ | -0 -0 -0 = 2½
 * Adjusted: P1 3, P2 4, P3 1, P4 2½ + 1½ = 4. SB P2 = 1 + 3 + 4 (wins) + ½·(3 + 4 + 1) = 12;
 * P1 = 1 + 4 + 1 + ½·4 = 8; P4 = 3 + 1 + ½·4 = 6; P3 = 4 + ½·4 = 6.
 * Kashdan P2 4+2+2+2+4+4 = 18, P1 1+2+4+4+1+4 = 16, P4 4+4+2 = 10, P3 1+1+1+2+4+1 = 10.
 * Black played: P1 rounds 3 (3-1) and 5 (2-1); P2 rounds 2 and 4 (3-2); P3 rounds 1, 2
 * and 6; P4 rounds 1 and 3: his Black of round 5 (3-4) was forfeited. On the calendar every
 * player has Black three times in six rounds. */
static void
test_11_withdrawal_after_half (void **state)
{
  const Result results[] = { { 4, 1, 1, '1' }, { 4, 3, 1, '1' }, { 2, 4, 1, '=' },
                             { 2, 3, 1, '1' }, { 1, 2, 1, '=' }, { 1, 3, 1, '1' },
                             { 3, 2, 2, '=' }, { 2, 1, 2, '1' }, { 1, 3, 2, '1' } };
  const Row rows[] = { { 2, 1, 9, 48, false, 0, 18, 2, 3, AB_TIEBREAK_NONE },
                       { 1, 2, 7, 32, false, 0, 16, 2, 3, AB_TIEBREAK_NONE },
                       { 4, 3, 5, 24, false, 0, 10, 2, 3, AB_TIEBREAK_NONE },
                       { 3, 4, 3, 24, false, 0, 10, 3, 3, AB_TIEBREAK_NONE } };
  AbTournament *t = make_group (4, NULL);
  AbStandings st;

  play_all (t, 0, results, sizeof results / sizeof results[0]);
  assert_true (ab_tournament_withdraw (t, 3, NULL));
  assert_int_equal (ab_tournament_withdrawal (t, 3), AB_WITHDRAWAL_FORFEITS);
  assert_int_equal (ab_tournament_effective_result (t, 0, find_pair (t, 0, 1, 4, 2), NULL),
                    AB_TOURNAMENT_RESULT_BLACK_FORFEIT);
  assert_int_equal (ab_tournament_effective_result (t, 0, find_pair (t, 0, 3, 4, 2), NULL),
                    AB_TOURNAMENT_RESULT_WHITE_FORFEIT);
  ab_tournament_standings (t, 0, 0, &st);
  assert_int_equal (st.upto_round, 6);
  assert_rows (t, &st, rows, 4, "11 after half");
  assert_int_equal (st.rows[2].forfeit_losses, 3);
  assert_int_equal (st.rows[2].adjusted2, 8);
  ab_tournament_free (t);
}

/* Standings after an earlier round count only the results up to it. */
static void
test_13_standings_after_a_round (void **state)
{
  AbTournament *t = make_group (4, NULL);
  AbStandings st;

  play_all (t, 0, cases[0].results, (size_t) cases[0].n_results);
  ab_tournament_standings (t, 0, 1, &st);
  assert_int_equal (st.upto_round, 1);
  assert_int_equal (st.rows[0].points2 + st.rows[1].points2, 4); /* the two winners of round 1 */
  assert_int_equal (st.rows[2].points2 + st.rows[3].points2, 0);
  assert_false (ab_tournament_standings (t, 1, 0, &st));
  ab_tournament_free (t);
}

static void
test_13_format_and_sentence (void **state)
{
  static const struct
  {
    int value, denominator;
    const char *text;
  } values[] = { { 10, 2, "5" }, { 11, 2, "5,5" }, { 51, 4, "12,75" }, { 49, 4, "12,25" },
                 { 50, 4, "12,5" }, { 0, 4, "0" }, { -3, 2, "-1,5" } };
  AbStanding s = { .rank = 2, .points2 = 10, .sb4 = 51, .decided_by = AB_TIEBREAK_SB };
  char buf[256];

  for (size_t i = 0; i < sizeof values / sizeof values[0]; i++)
    {
      ab_tournament_format_value (values[i].value, values[i].denominator, ',', buf, sizeof buf);
      assert_string_equal (buf, values[i].text);
    }
  ab_describe_standing (&s, buf, sizeof buf);
  assert_string_equal (buf,
                       "Place 2, 5 points, Sonneborn-Berger 12.75, decided by Sonneborn-Berger");
  s.decided_by = AB_TIEBREAK_KASHDAN;
  s.kashdan = 17;
  ab_describe_standing (&s, buf, sizeof buf);
  assert_string_equal (buf, "Place 2, 5 points, Sonneborn-Berger 12.75, decided by Kashdan (17)");
}

/* ---- end of the season ---- */

/* Three groups of four; in each the lower pairing number wins every game: 6, 4, 2, 0. */
static AbTournament *
make_season (void)
{
  AbTournament *t = ab_tournament_new ();
  int order[12];

  for (int i = 0; i < 12; i++)
    {
      AbPlayer p = { .sex = ' ' };

      snprintf (p.name, sizeof p.name, "P%d", i + 1);
      order[i] = ab_tournament_add_player (t, &p, NULL);
    }
  assert_true (ab_tournament_make_groups (t, order, 3, false, NULL));
  for (int g = 0; g < 3; g++)
    for (int a = 1; a <= 4; a++)
      for (int b = a + 1; b <= 4; b++)
        for (int half = 1; half <= 2; half++)
          play (t, g, a, b, half, '1');
  return t;
}

static const struct
{
  int n_next;
  AbSeasonTrend trend;
  int next_sizes[3];
  int n_moves;
  struct
  {
    int player, from, to;
    AbMoveReason reason;
  } moves[8];
} season_cases[] = {
  /* 15.1: the winners of groups 2 and 3 (P5, P9) go up, the last of 1 and 2 (P4, P8) down */
  { 12, AB_SEASON_SAME, { 4, 4, 4 }, 4,
    { { 3, 0, 1, AB_MOVE_RELEGATED }, { 4, 1, 0, AB_MOVE_PROMOTED_WINNER },
      { 7, 1, 2, AB_MOVE_RELEGATED }, { 8, 2, 1, AB_MOVE_PROMOTED_WINNER } } },
  /* 15.2: ten next season (art. 2: 4, 3, 3): two down from group 1; group 2 shrinks, so
   * two down from it too */
  { 10, AB_SEASON_FEWER, { 4, 3, 3 }, 6,
    { { 2, 0, 1, AB_MOVE_RELEGATED }, { 3, 0, 1, AB_MOVE_RELEGATED },
      { 4, 1, 0, AB_MOVE_PROMOTED_WINNER }, { 6, 1, 2, AB_MOVE_RELEGATED },
      { 7, 1, 2, AB_MOVE_RELEGATED }, { 8, 2, 1, AB_MOVE_PROMOTED_WINNER } } },
  /* 15.3: thirteen (5, 4, 4): group 1 grows, so group 2's runner-up (P6) goes up too */
  { 13, AB_SEASON_MORE, { 5, 4, 4 }, 5,
    { { 3, 0, 1, AB_MOVE_RELEGATED }, { 4, 1, 0, AB_MOVE_PROMOTED_WINNER },
      { 5, 1, 0, AB_MOVE_PROMOTED_EXTRA }, { 7, 1, 2, AB_MOVE_RELEGATED },
      { 8, 2, 1, AB_MOVE_PROMOTED_WINNER } } },
};

static void
test_14_15_season (void **state)
{
  AbTournament *t = make_season ();

  for (size_t c = 0; c < sizeof season_cases / sizeof season_cases[0]; c++)
    {
      AbSeason s;

      assert_true (ab_tournament_season (t, season_cases[c].n_next, &s));
      assert_int_equal (s.n_groups, 3);
      assert_int_equal (s.winner[0], 0);
      assert_int_equal (s.winner[1], 4);
      assert_int_equal (s.winner[2], 8);
      assert_int_equal (s.champion, 0); /* art. 14 */
      assert_int_equal (s.n_this, 12);
      assert_int_equal (s.trend, season_cases[c].trend);
      for (int g = 0; g < 3; g++)
        assert_int_equal (s.next_sizes[g], season_cases[c].next_sizes[g]);
      assert_int_equal (s.n_moves, season_cases[c].n_moves);
      for (int i = 0; i < s.n_moves; i++)
        {
          assert_int_equal (s.moves[i].player, season_cases[c].moves[i].player);
          assert_int_equal (s.moves[i].from, season_cases[c].moves[i].from);
          assert_int_equal (s.moves[i].to, season_cases[c].moves[i].to);
          assert_int_equal (s.moves[i].reason, season_cases[c].moves[i].reason);
          assert_false (s.moves[i].lots);
        }
    }
  ab_tournament_free (t);
}

/* A tie at the top leaves the group without a winner, and the promotion to lots. */
static void
test_14_unresolved_winner (void **state)
{
  AbTournament *t = make_group (2, NULL);
  AbSeason s;

  play (t, 0, 1, 2, 1, '=');
  play (t, 0, 1, 2, 2, '=');
  assert_true (ab_tournament_season (t, 0, &s));
  assert_int_equal (s.winner[0], -1);
  assert_int_equal (s.champion, -1);
  assert_int_equal (s.n_moves, 0);
  ab_tournament_free (t);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_13_tiebreaks_in_order),
    cmocka_unit_test (test_13_1_adjusted_result_values),
    cmocka_unit_test (test_10_double_forfeit_counts),
    cmocka_unit_test (test_11_withdrawal_before_half),
    cmocka_unit_test (test_11_withdrawal_after_half),
    cmocka_unit_test (test_13_standings_after_a_round),
    cmocka_unit_test (test_13_format_and_sentence),
    cmocka_unit_test (test_14_15_season),
    cmocka_unit_test (test_14_unresolved_winner),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
