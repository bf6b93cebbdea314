/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-eboard-games.c — whole games made by hands on a simulated board, every move read
 * back by the tracker: the real games of tests/core/records, random standard games and
 * random Chess960 games that castle, take en passant and promote (to every piece) whenever
 * they can. Not one move may be wrong, missed, or come with another verdict. The benchmark
 * (tests/bench) plays 1,000 real games the same way. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "eboard-games.h"

static const char *pgn_path;

static void
report (GamesResult *r)
{
  print_message ("# %d games, %d moves: %d wrong, %d missed, %d other; latency median %lld ms, "
                 "p99 %lld ms\n",
                 r->games, r->moves, r->wrong, r->missed, r->other,
                 (long long) games_latency (r, 0.5) / 1000, (long long) games_latency (r, 0.99) / 1000);
  print_message ("# captures %d, castlings %d, Chess960 castlings %d, en passant %d, promotions %d "
                 "(%d under)\n",
                 r->captures, r->castlings, r->castlings_960, r->en_passant, r->promotions,
                 r->underpromotions);
  for (int w = 0; w < N_WAYS; w++)
    print_message ("#   %s: %d\n", way_names[w], r->ways[w]);
  if (r->first_failure[0] != '\0')
    print_message ("# first failure: %s\n", r->first_failure);
}

static void
check (GamesResult *r)
{
  report (r);
  assert_int_equal (r->wrong, 0);
  assert_int_equal (r->missed, 0);
  assert_int_equal (r->other, 0);
  assert_int_equal (r->failed_games, 0);
}

static void
test_real_games (void **state)
{
  GamesResult r;

  games_result_init (&r);
  assert_true (games_play_pgn (pgn_path, 100, 1, &r));
  assert_true (r.games >= 5);
  check (&r);
  games_result_clear (&r);
}

static void
test_random_games (void **state)
{
  GamesResult r;

  games_result_init (&r);
  games_play_random (60, false, 2, &r);
  check (&r);
  /* the special moves were all there, in every way of making them */
  assert_true (r.castlings > 0 && r.en_passant > 0 && r.underpromotions > 0);
  for (int w = 0; w < N_WAYS; w++)
    assert_true (r.ways[w] > 0);
  games_result_clear (&r);
}

static void
test_chess960_games (void **state)
{
  GamesResult r;

  games_result_init (&r);
  games_play_random (60, true, 3, &r);
  check (&r);
  assert_true (r.castlings_960 > 20);
  games_result_clear (&r);
}

int
main (int argc, char **argv)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_real_games),
    cmocka_unit_test (test_random_games),
    cmocka_unit_test (test_chess960_games),
  };

  if (argc != 2)
    {
      fprintf (stderr, "usage: test-eboard-games GAMES.pgn\n");
      return 2;
    }
  pgn_path = argv[1];
  return cmocka_run_group_tests (tests, NULL, NULL);
}
