/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-tournament.c — players and groups (art. 2), the FIDE Berger tables, the double round
 * robin calendar, club evenings and postponements (art. 12). */
#include "test-tournament-helpers.h"

#include "ab-describe-tournament.h"

/* ---- art. 2: the split into groups ---- */

static const struct
{
  int entrants, groups;
  bool expand;
  bool ok;
  int sizes[3];
  AbTournamentErrorCode error;
} split_cases[] = {
  { 12, 3, false, true, { 4, 4, 4 } },
  { 16, 3, false, true, { 6, 5, 5 } },   /* 16 = 3 × 5 + 1: group 1 first */
  { 16, 2, false, true, { 8, 8 } },      /* fewer than 17: the club may choose fewer groups */
  { 16, 1, false, true, { 16 } },
  { 17, 3, false, true, { 6, 6, 5 } },   /* 17 = 3 × 5 + 2: groups 1 and 2 */
  { 17, 2, false, false, { 0 }, AB_TOURNAMENT_ERROR_GROUP_COUNT },
  { 25, 3, false, true, { 9, 8, 8 } },
  { 25, 3, true, true, { 10, 8, 7 } },   /* more than 24: group 1 may grow to 10 */
  { 30, 3, false, true, { 10, 10, 10 } },
  { 30, 3, true, true, { 10, 10, 10 } },
  { 24, 3, true, false, { 0 }, AB_TOURNAMENT_ERROR_EXPAND },
  { 5, 3, false, false, { 0 }, AB_TOURNAMENT_ERROR_GROUP_SIZE },
  { 61, 3, false, false, { 0 }, AB_TOURNAMENT_ERROR_GROUP_SIZE },
  { 12, 4, false, false, { 0 }, AB_TOURNAMENT_ERROR_GROUP_COUNT },
};

static void
test_2_group_split (void **state)
{
  for (size_t i = 0; i < sizeof split_cases / sizeof split_cases[0]; i++)
    {
      int sizes[3] = { -1, -1, -1 };
      AbTournamentError error;
      bool ok = ab_tournament_split (split_cases[i].entrants, split_cases[i].groups,
                                     split_cases[i].expand, sizes, &error);

      if (ok != split_cases[i].ok)
        fail_msg ("%d entrants in %d groups: %s", split_cases[i].entrants,
                  split_cases[i].groups, ok ? "accepted" : "refused");
      if (!ok)
        {
          assert_int_equal (error.code, split_cases[i].error);
          assert_int_equal (sizes[0], -1);
          continue;
        }
      for (int g = 0; g < split_cases[i].groups; g++)
        assert_int_equal (sizes[g], split_cases[i].sizes[g]);
    }
}

static AbTournament *
make_players (int n)
{
  AbTournament *t = ab_tournament_new ();

  for (int i = 0; i < n; i++)
    {
      AbPlayer p = { .sex = 'm', .rating = 2000 - 10 * i };

      snprintf (p.name, sizeof p.name, "Speler %d", i + 1);
      assert_int_equal (ab_tournament_add_player (t, &p, NULL), i);
    }
  return t;
}

static void
test_2_make_groups (void **state)
{
  AbTournament *t = make_players (17);
  int order[17];
  AbTournamentError error;

  for (int i = 0; i < 17; i++)
    order[i] = 16 - i; /* strongest first: here the reverse of the entry order */
  assert_true (ab_tournament_make_groups (t, order, 3, false, &error));
  assert_int_equal (ab_tournament_n_groups (t), 3);
  assert_int_equal (ab_tournament_group_size (t, 0), 6);
  assert_int_equal (ab_tournament_group_size (t, 1), 6);
  assert_int_equal (ab_tournament_group_size (t, 2), 5);
  assert_int_equal (ab_tournament_group_player (t, 0, 1), 16);
  assert_int_equal (ab_tournament_group_player (t, 1, 1), 10);
  assert_int_equal (ab_tournament_group_player (t, 2, 5), 0);
  assert_int_equal (ab_tournament_pairing_number (t, 0), 5);
  assert_int_equal (ab_tournament_player_group (t, 0), 2);
  /* a second split, or a group with a player already placed, changes nothing */
  assert_false (ab_tournament_make_groups (t, order, 3, false, &error));
  assert_int_equal (ab_tournament_add_group (t, 2, order, &error), -1);
  assert_int_equal (error.code, AB_TOURNAMENT_ERROR_PLAYER_IN_GROUP);
  assert_int_equal (ab_tournament_n_groups (t), 3);
  ab_tournament_free (t);

  /* a bad order (a player twice) is refused before anything changes */
  t = make_players (12);
  for (int i = 0; i < 12; i++)
    order[i] = i;
  order[11] = 0;
  assert_false (ab_tournament_make_groups (t, order, 3, false, &error));
  assert_int_equal (error.code, AB_TOURNAMENT_ERROR_NO_PLAYER);
  assert_int_equal (ab_tournament_n_groups (t), 0);
  ab_tournament_free (t);
}

static void
test_players_refused (void **state)
{
  static const struct
  {
    AbPlayer player;
    AbTournamentErrorCode error;
  } cases[] = {
    { { .name = "", .sex = ' ' }, AB_TOURNAMENT_ERROR_NO_NAME },
    { { .name = " Leading", .sex = ' ' }, AB_TOURNAMENT_ERROR_FIELD },
    { { .name = "Tab\there", .sex = ' ' }, AB_TOURNAMENT_ERROR_FIELD },
    { { .name = "Bad \xff byte", .sex = ' ' }, AB_TOURNAMENT_ERROR_FIELD },
    { { .name = "A name of thirty-four characters!!", .sex = ' ' }, AB_TOURNAMENT_ERROR_FIELD },
    { { .name = "Sex", .sex = 'x' }, AB_TOURNAMENT_ERROR_FIELD },
    { { .name = "Federation", .sex = 'm', .federation = "be" }, AB_TOURNAMENT_ERROR_FIELD },
    { { .name = "Id", .sex = 'm', .id = "12a" }, AB_TOURNAMENT_ERROR_FIELD },
    { { .name = "Rating", .sex = 'm', .rating = 10000 }, AB_TOURNAMENT_ERROR_RATING },
  };
  AbTournament *t = ab_tournament_new ();
  AbPlayer good = { .name = "Müller, Jürgen", .sex = 'm', .title = "FM", .rating = 2210,
                    .federation = "BEL", .id = "205001", .birth = "1970/01/31" };
  AbTournamentError error;
  char msg[256];

  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    {
      assert_int_equal (ab_tournament_add_player (t, &cases[i].player, &error), -1);
      assert_int_equal (error.code, cases[i].error);
      ab_describe_tournament_error (&error, msg, sizeof msg);
      assert_true (strlen (msg) > 10);
    }
  assert_int_equal (ab_tournament_n_players (t), 0);
  assert_int_equal (ab_tournament_add_player (t, &good, &error), 0);
  assert_string_equal (ab_tournament_get_player (t, 0)->name, "Müller, Jürgen");
  ab_tournament_free (t);
}

/* ---- Berger tables ---- */

/* FIDE Handbook C.05, Annex 1, as published: one round per string, "white-black" pairs
 * in board order. Five players use the table for six, number 6 meaning a free round. */
static const struct
{
  int n;
  const char *rounds[9];
} berger_tables[] = {
  { 4, { "1-4 2-3", "4-3 1-2", "2-4 3-1" } },
  { 6, { "1-6 2-5 3-4", "6-4 5-3 1-2", "2-6 3-1 4-5", "6-5 1-4 2-3", "3-6 4-2 5-1" } },
  { 5, { "1-6 2-5 3-4", "6-4 5-3 1-2", "2-6 3-1 4-5", "6-5 1-4 2-3", "3-6 4-2 5-1" } },
  { 10, { "1-10 2-9 3-8 4-7 5-6", "10-6 7-5 8-4 9-3 1-2", "2-10 3-1 4-9 5-8 6-7",
          "10-7 8-6 9-5 1-4 2-3", "3-10 4-2 5-1 6-9 7-8", "10-8 9-7 1-6 2-5 3-4",
          "4-10 5-3 6-2 7-1 8-9", "10-9 1-8 2-7 3-6 4-5", "5-10 6-4 7-3 8-2 9-1" } },
};

static void
test_berger_tables (void **state)
{
  for (size_t k = 0; k < sizeof berger_tables / sizeof berger_tables[0]; k++)
    {
      int n = berger_tables[k].n, m = n + n % 2, w, b;

      assert_int_equal (ab_berger_rounds (n), m - 1);
      for (int r = 1; r <= m - 1; r++)
        {
          char text[128] = "";

          for (int board = 1; board <= m / 2; board++)
            {
              assert_true (ab_berger_pairing (n, r, board, &w, &b));
              snprintf (text + strlen (text), sizeof text - strlen (text), "%s%d-%d",
                        board > 1 ? " " : "", w, b);
            }
          if (strcmp (text, berger_tables[k].rounds[r - 1]) != 0)
            fail_msg ("%d players, round %d: %s, published %s", n, r, text,
                      berger_tables[k].rounds[r - 1]);
        }
      assert_false (ab_berger_pairing (n, m, 1, &w, &b));
      assert_false (ab_berger_pairing (n, 1, m / 2 + 1, &w, &b));
    }
  assert_int_equal (ab_berger_rounds (1), 0);
  assert_int_equal (ab_berger_rounds (AB_TOURNAMENT_MAX_GROUP_SIZE + 1), 0);
}

/* The group's calendar: the Berger table, then the same rounds with colours reversed;
 * every pair meets twice, once with each colour; an odd group has one free player a round. */
static void
test_double_round_robin (void **state)
{
  for (int n = 2; n <= AB_TOURNAMENT_MAX_GROUP_SIZE; n++)
    {
      AbTournament *t = make_group (n, NULL);
      int cycle = ab_berger_rounds (n), whites[AB_TOURNAMENT_MAX_GROUP_SIZE] = { 0 };
      int met[AB_TOURNAMENT_MAX_GROUP_SIZE][AB_TOURNAMENT_MAX_GROUP_SIZE] = { { 0 } };

      assert_int_equal (ab_tournament_n_rounds (t, 0), 2 * cycle);
      assert_int_equal (ab_tournament_n_games (t, 0), n * (n - 1));
      for (int i = 0; i < ab_tournament_n_games (t, 0); i++)
        {
          const AbTournamentGame *g = ab_tournament_get_game (t, 0, i);

          met[g->white][g->black]++;
          whites[g->white]++;
          if (g->round <= cycle)
            {
              int j = ab_tournament_find_game (t, 0, g->round + cycle, g->white);
              const AbTournamentGame *again = ab_tournament_get_game (t, 0, j);

              assert_int_equal (again->white, g->black);
              assert_int_equal (again->black, g->white);
            }
        }
      for (int a = 0; a < n; a++)
        {
          assert_int_equal (whites[a], n - 1);
          for (int b = 0; b < n; b++)
            assert_int_equal (met[a][b], a == b ? 0 : 1);
        }
      for (int r = 1; r <= 2 * cycle; r++)
        assert_true ((ab_tournament_bye (t, 0, r) >= 0) == (n % 2 == 1));
      ab_tournament_free (t);
    }
}

static void
test_five_players_free_round (void **state)
{
  AbTournament *t = make_group (5, NULL);

  /* round 1 of the table for six: 1-6, so player 1 is free; round 7 repeats round 2 */
  assert_int_equal (ab_tournament_bye (t, 0, 1), 0);
  assert_int_equal (ab_tournament_bye (t, 0, 2), 3);
  assert_int_equal (ab_tournament_bye (t, 0, 7), 3);
  assert_int_equal (ab_tournament_find_game (t, 0, 1, 0), -1);
  assert_int_equal (ab_tournament_get_game (t, 0, ab_tournament_find_game (t, 0, 1, 1))->black, 4);
  assert_int_equal (ab_tournament_get_game (t, 0, 0)->board, 1);
  ab_tournament_free (t);
}

/* ---- art. 12: postponements ---- */

static AbDate
date (int y, int m, int d)
{
  return (AbDate) { y, m, d };
}

static void
set_weekly_evenings (AbTournament *t, int rounds)
{
  /* Fridays from 5 September 2014 */
  int day = 5, month = 9;
  static const int days_in[] = { 0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };

  for (int r = 1; r <= rounds; r++)
    {
      int y = month > 12 ? 2015 : 2014, m = month > 12 ? month - 12 : month;

      assert_true (ab_tournament_set_evening (t, r, date (y, m, day), NULL));
      day += 7;
      if (day > days_in[m])
        {
          day -= days_in[m];
          month++;
        }
    }
}

static void
test_12_postponements (void **state)
{
  AbTournament *t = make_group (6, NULL); /* ten rounds: 1–5, 6–10 */
  AbTournamentError error;
  AbDate deadline;
  int g1 = ab_tournament_find_game (t, 0, 1, 0);    /* 1-6 of round 1 */
  int g9 = ab_tournament_find_game (t, 0, 9, 0);    /* round 9, second half */

  set_weekly_evenings (t, 10);
  assert_true (ab_tournament_set_season_end (t, date (2015, 5, 29)));
  /* first half: before round 3 of the second half, i.e. round 8 (24 October 2014) */
  assert_int_equal (ab_tournament_catch_up_round (t, 0, g1), 8);
  deadline = ab_tournament_catch_up_deadline (t, 0, g1);
  assert_int_equal (ab_date_compare (deadline, date (2014, 10, 24)), 0);
  /* second half: before the last club evening of the season */
  assert_int_equal (ab_tournament_catch_up_round (t, 0, g9), 0);
  deadline = ab_tournament_catch_up_deadline (t, 0, g9);
  assert_int_equal (ab_date_compare (deadline, date (2015, 5, 29)), 0);

  /* each player once per game */
  assert_true (ab_tournament_postpone (t, 0, g1, AB_WHITE, date (2014, 9, 19), false, &error));
  assert_false (ab_tournament_postpone (t, 0, g1, AB_WHITE, date (2014, 9, 26), false, &error));
  assert_int_equal (error.code, AB_TOURNAMENT_ERROR_ALREADY_POSTPONED);
  /* the other player may too, but not to the deadline's evening or later … */
  assert_false (ab_tournament_postpone (t, 0, g1, AB_BLACK, date (2014, 10, 24), false, &error));
  assert_int_equal (error.code, AB_TOURNAMENT_ERROR_AFTER_DEADLINE);
  assert_int_equal (ab_date_compare (error.date, date (2014, 10, 24)), 0);
  /* … nor to an evening before the one it already moved to */
  assert_false (ab_tournament_postpone (t, 0, g1, AB_BLACK, date (2014, 9, 12), false, &error));
  assert_int_equal (error.code, AB_TOURNAMENT_ERROR_DATE);
  /* unless the arbiter allows it for force majeure (first half) */
  assert_true (ab_tournament_postpone (t, 0, g1, AB_BLACK, date (2014, 11, 7), true, &error));
  assert_int_equal (ab_tournament_get_game (t, 0, g1)->postponed, 3u);
  deadline = ab_tournament_get_game (t, 0, g1)->moved_to;
  assert_int_equal (ab_date_compare (deadline, date (2014, 11, 7)), 0);
  /* the end of the season is a hard end */
  assert_false (ab_tournament_postpone (t, 0, g9, AB_WHITE, date (2015, 6, 5), true, &error));
  assert_int_equal (error.code, AB_TOURNAMENT_ERROR_AFTER_DEADLINE);
  /* without a date it is postponed until agreed */
  assert_true (ab_tournament_postpone (t, 0, g9, AB_BLACK, (AbDate) { 0 }, false, &error));
  /* a game with a result is not postponed */
  assert_true (ab_tournament_set_result (t, 0, g1, AB_TOURNAMENT_RESULT_DRAW, false, NULL));
  assert_false (ab_tournament_postpone (t, 0, g1, AB_WHITE, date (2014, 11, 14), true, &error));
  assert_int_equal (error.code, AB_TOURNAMENT_ERROR_HAS_RESULT);
  ab_tournament_free (t);
}

static void
test_12_evenings (void **state)
{
  AbTournament *t = make_group (4, NULL);
  AbTournamentError error;
  AbDate deadline;

  assert_false (ab_tournament_set_evening (t, 0, date (2014, 9, 5), &error));
  assert_int_equal (error.code, AB_TOURNAMENT_ERROR_ROUND);
  assert_false (ab_tournament_set_evening (t, 1, date (2014, 2, 30), &error));
  assert_int_equal (error.code, AB_TOURNAMENT_ERROR_DATE);
  assert_false (ab_tournament_set_evening (t, 1, date (1999, 9, 3), &error)); /* TRF: YY */
  assert_true (ab_tournament_set_evening (t, 1, date (2016, 2, 29), &error));
  assert_int_equal (ab_tournament_get_evening (t, 1).day, 29);
  /* without a season end the calendar's last evening is taken */
  assert_true (ab_tournament_set_evening (t, 6, date (2016, 5, 6), &error));
  assert_int_equal (ab_tournament_get_season_end (t).year, 0);
  deadline = ab_tournament_catch_up_deadline (t, 0, ab_tournament_find_game (t, 0, 6, 0));
  assert_int_equal (deadline.month, 5);
  ab_tournament_free (t);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_2_group_split),
    cmocka_unit_test (test_2_make_groups),
    cmocka_unit_test (test_players_refused),
    cmocka_unit_test (test_berger_tables),
    cmocka_unit_test (test_double_round_robin),
    cmocka_unit_test (test_five_players_free_round),
    cmocka_unit_test (test_12_postponements),
    cmocka_unit_test (test_12_evenings),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
