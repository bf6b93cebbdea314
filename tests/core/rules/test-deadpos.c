/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-deadpos.c — can a side still mate: dead position (art. 5.2.2), flag
 * fall against a side that cannot mate (6.9).
 *
 * A "yes" must come with a helpmate line that replays to checkmate; a "no"
 * must be proven (never a search that ran out of nodes). The randomised
 * check at the end re-examines every "no" on small material with a plain
 * brute-force helpmate search.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ab-deadpos-private.h"
#include "ab-deadpos.h"
#include "ab-fen.h"

typedef struct
{
  const char *fen;
  bool white; /* can White still mate? */
  bool black;
} MateCase;

/* Replays the helpmate line: every move legal, and the last one mates the
 * side that is not `winner`. */
static void
assert_line_mates (const AbPosition *start, AbColor winner, const AbMateAnalysis *a)
{
  AbPosition *pos = ab_position_copy (start);

  assert_true (a->line_length > 0 || ab_position_status (start) == AB_STATUS_CHECKMATE);
  for (int i = 0; i < a->line_length; i++)
    {
      AbUndo undo;

      assert_true (ab_position_is_legal (pos, a->line[i]));
      ab_position_make (pos, a->line[i], &undo);
    }
  assert_int_equal (ab_position_status (pos), AB_STATUS_CHECKMATE);
  assert_int_equal (ab_position_side_to_move (pos), !winner);
  ab_position_free (pos);
}

static void
check_side (AbDeadpos *dp, const AbPosition *pos, AbColor side, bool expected, const char *fen)
{
  AbMateAnalysis a;
  AbMateVerdict v = ab_deadpos_analyse (dp, pos, side, &a);

  if (v != (expected ? AB_MATE_POSSIBLE : AB_MATE_IMPOSSIBLE))
    fail_msg ("%s: %s expected %s, verdict %d (reason %d)", fen,
              side == AB_WHITE ? "white" : "black", expected ? "can mate" : "cannot mate", v,
              a.reason);
  assert_int_equal (a.verdict, v);
  if (expected)
    assert_line_mates (pos, side, &a);
  assert_int_equal (ab_deadpos_verdict (pos, side),
                    expected ? AB_MATE_POSSIBLE : AB_MATE_IMPOSSIBLE);
}

static void
run_cases (const MateCase *cases, size_t n)
{
  AbDeadpos *dp = ab_deadpos_new ();
  AbPosition *pos = ab_position_new ();

  assert_non_null (dp);
  for (size_t i = 0; i < n; i++)
    {
      AbFenError err;

      if (!ab_position_set_fen (pos, cases[i].fen, &err))
        fail_msg ("bad test FEN %s", cases[i].fen);
      check_side (dp, pos, AB_WHITE, cases[i].white, cases[i].fen);
      check_side (dp, pos, AB_BLACK, cases[i].black, cases[i].fen);
      assert_int_equal (ab_deadpos_dead_verdict (pos), !cases[i].white && !cases[i].black
                                                         ? AB_MATE_IMPOSSIBLE
                                                         : AB_MATE_POSSIBLE);
    }
  ab_position_free (pos);
  ab_deadpos_free (dp);
}

/* Material alone. K+N+N cannot force mate but can mate with help; a king
 * and knight never mate a king that has only queens; bishops on one colour
 * never mate without a knight or other-coloured bishop to block. */
static const MateCase material_cases[] = {
  { "8/8/8/4k3/8/8/8/4K3 w - - 0 1", false, false },
  { "8/8/8/4k3/8/8/8/3BK3 w - - 0 1", false, false },
  { "8/8/8/4k3/8/8/8/3NK3 b - - 0 1", false, false },
  { "8/8/8/8/8/5k2/3n4/5K2 w - - 0 1", false, false },
  { "8/8/8/4k3/8/8/8/2NNK3 w - - 0 1", true, false },
  /* bishops on one colour, one on each side: d1 and f5 are both light */
  { "8/8/8/4kb2/8/8/8/3BK3 w - - 0 1", false, false },
  /* opposite colours: each bishop can block for the other */
  { "4k3/8/8/4b3/8/8/8/3BK3 w - - 0 1", true, true },
  { "4k3/8/8/4n3/8/8/8/3BK3 w - - 0 1", true, true },
  { "4k3/8/8/4q3/8/8/8/3NK3 w - - 0 1", false, true },
  /* two dark-squared bishops against a rook: the rook always interposes */
  { "4k3/8/8/4r3/8/8/8/2B1K1B1 w - - 0 1", false, true },
  /* a light bishop can block for the dark ones */
  { "4k3/8/2b5/3q4/8/8/8/2B1K1B1 b - - 0 1", true, true },
  /* a queen mates with the help of the lone king's own moves */
  { "k7/8/8/8/8/8/8/3QK3 w - - 0 1", true, false },
};

static void
test_5_2_2_insufficient_material (void **state)
{
  run_cases (material_cases, sizeof material_cases / sizeof material_cases[0]);
}

/* Pawn walls the kings cannot cross: dead. The same walls with a way
 * through, or a piece that can cross, are not. */
static const MateCase wall_cases[] = {
  { "8/8/4k3/p1p1p1p1/P1P1P1P1/8/4K3/8 w - - 0 1", false, false },
  { "4k3/8/8/1p1p1p1p/1P1P1P1P/8/8/4K3 b - - 0 1", false, false },
  /* the dark bishop cannot pass the dark squares b4 d4 f4 h4 */
  { "8/2k5/8/1p1p1p1p/1P1P1P1P/4B3/2K5/8 w - - 0 1", false, false },
  /* bishops of both colours, each locked on its own side */
  { "2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - - 0 1", false, false },
  /* a locked chain across the board, a bishop on each side */
  { "3k4/8/1b6/p1p1p1p1/P1P1P1P1/8/4B3/4K3 w - - 0 1", false, false },
  /* the rank-2 pawns face pawns that never leave their file: none can ever
   * pass and promote, though the white king may take the black ones */
  { "4k3/p1p1p1p1/P1P1P1P1/8/p1p1p1p1/8/P1P1P1P1/4K3 w - - 0 1", false, false },
  { "4k3/p1p1p1p1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/4K3 b - - 0 1", false, false },
  /* the h-file is open: the kings meet, the pawns fall */
  { "8/8/4k3/p1p1p3/P1P1P3/8/4K3/8 w - - 0 1", true, true },
  /* a rook crosses the wall */
  { "8/8/4k3/p1p1p1p1/P1P1P1P1/8/4K3/7R w - - 0 1", true, true },
};

static void
test_5_2_2_blocked_pawns (void **state)
{
  run_cases (wall_cases, sizeof wall_cases / sizeof wall_cases[0]);
}

/* Hard positions of the kinds arbiters meet: each "no" with its proof, each "yes" with
 * the helpmate the analysis must find (run_cases replays it to mate). */
static const MateCase hard_cases[] = {
  /* zigzag wall: rank 4 holds White's pawns or squares Black's pawns guard (c4 e4 g4
   * by b5 d5 f5 h5), rank 5 likewise for Black: no king crosses, no pawn moves */
  { "8/8/3k4/1p1p1p1p/pP1P1P1P/P7/2K5/8 w - - 0 1", false, false },
  /* a V-shaped chain from a2 to h3: locked the same way */
  { "4k3/8/3p1p2/2pPpPp1/1pP1P1Pp/pP5P/P7/4K3 w - - 0 1", false, false },
  /* the same with a light bishop each: every light square where a bishop could pass is
   * held by its own pawn, and the enemy pawns stand on dark squares */
  { "4k3/4b3/3p1p2/2pPpPp1/1pP1P1Pp/pP5P/P7/3BK3 w - - 0 1", false, false },
  /* a diagonal chain b2-h6 with a dark bishop behind it: c3 d4 e5 f6... are White's */
  { "7k/5p1p/4pP1P/3pP3/2pP4/1pP5/1P6/K3B3 w - - 0 1", false, false },
  /* two light bishops behind a4 c4 e4 g4: never across, the black pawns are dark */
  { "1k6/8/8/p1p1p1p1/P1P1P1P1/8/8/1K1B1B2 w - - 0 1", false, false },
  /* a light bishop across the wall cannot mate a king on its own: every square the black
   * king can stand on keeps a dark flight square nothing of White's covers or Black's
   * own pawns could block */
  { "1k6/1B6/8/p1p1p1p1/P1P1P1P1/8/8/1K3B2 w - - 0 1", false, false },
  /* the same diagonal chain with a light bishop: it attacks the light black pawns */
  { "7k/5p1p/4pP1P/3pP3/2pP4/1pP5/1P6/K2B4 w - - 0 1", true, true },
  /* a dark bishop reaches the dark black pawns of this chain */
  { "5k2/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/2B1K3 w - - 0 1", true, true },
  /* a gap on the g-file lets the kings through */
  { "3k4/8/2p1p1p1/1pP1P1P1/pP5p/P6P/8/3K4 w - - 0 1", true, true },
  /* only Black's pawns can promote: both sides still can, after long walks */
  { "8/8/8/2k5/2p5/1pP5/1P6/1KB5 w - - 0 1", true, true },
  /* b7 mates; Black has a bare king */
  { "k7/P7/1P6/1K6/8/8/8/8 w - - 0 1", true, false },
};

static void
test_5_2_2_hard_positions (void **state)
{
  run_cases (hard_cases, sizeof hard_cases / sizeof hard_cases[0]);
}

/* Dead only because every line ends in stalemate (or in positions where no
 * side can mate): the black king can take g3 only when that stalemates
 * White. Proven by searching every continuation. */
static const MateCase stalemate_cases[] = {
  { "1k6/6p1/5pP1/5p1K/5Pp1/6P1/8/8 w - - 0 1", false, false },
  /* the only move takes the last black pawn */
  { "8/8/8/8/8/2k5/p7/K7 w - - 0 1", false, false },
};

static void
test_5_2_2_every_line_ends_in_stalemate (void **state)
{
  run_cases (stalemate_cases, sizeof stalemate_cases / sizeof stalemate_cases[0]);
}

/* The game is already over: checkmate (5.1.1) or stalemate (5.2.1). */
static const MateCase over_cases[] = {
  { "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", false, true },
  { "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", false, false },
};

static void
test_5_1_1_game_over (void **state)
{
  run_cases (over_cases, sizeof over_cases / sizeof over_cases[0]);
}

/* A mate in one is found as a line of one move. */
static void
test_5_1_1_mate_in_one (void **state)
{
  AbDeadpos *dp = ab_deadpos_new ();
  AbPosition *pos = ab_position_new ();
  AbMateAnalysis a;
  AbFenError err;

  /* Scholar's mate: Qxf7# */
  assert_true (ab_position_set_fen (
    pos, "r1bqkbnr/pppp1ppp/2n5/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", &err));
  assert_int_equal (ab_deadpos_analyse (dp, pos, AB_WHITE, &a), AB_MATE_POSSIBLE);
  assert_int_equal (a.reason, AB_MATE_BY_SEARCH);
  assert_int_equal (a.line_length, 1);
  assert_line_mates (pos, AB_WHITE, &a);
  ab_position_free (pos);
  ab_deadpos_free (dp);
}

/* Art. 6.9: the flag falls; a draw if the opponent cannot mate. */
static const MateCase flag_cases[] = {
  /* White's flag falls; Black has only a king: draw */
  { "8/8/3k4/8/8/3KP3/8/8 w - - 0 1", true, false },
  /* Black has K+N against White's pawns: the pawns can promote to block, so
   * Black can mate: White's flag fall loses */
  { "8/5n2/3k4/8/8/3K4/P6P/8 w - - 0 1", true, true },
  /* Black has K+N, White a lone king: draw */
  { "8/5n2/3k4/8/8/3K4/8/8 w - - 0 1", false, false },
  /* club regulation art. 3: a player left with K+B cannot win on time */
  { "8/8/3k4/8/2B5/3K4/8/8 b - - 0 1", false, false },
};

static void
test_6_9_flag_fall (void **state)
{
  run_cases (flag_cases, sizeof flag_cases / sizeof flag_cases[0]);
}

/* Positions from real games (Lichess game puzzles as shipped with PyChess,
 * and standard practical endings): both sides can still mate. */
static const MateCase game_cases[] = {
  { "3r2k1/1p3ppp/2p2b2/p3p3/P3P1Q1/1q4NP/5PP1/3R2K1 w - - 0 25", true, true },
  { "6k1/2p1npbp/1p2p1p1/1PPp1q2/3P4/1Q2PN2/5PPP/B5K1 b - - 0 19", true, true },
  { "5r1k/6p1/7p/4Q3/p7/P2P1r1P/1P3qP1/1R2R2K w - - 0 34", true, true },
  { "6K1/4k1P1/8/8/8/7r/8/5R2 w - - 0 1", true, true },
  { "1r2k3/R7/8/4PK2/8/8/8/8 b - - 0 1", true, true },
  { "8/8/4k3/8/8/4K3/4P3/8 w - - 0 1", true, false },
};

static void
test_5_2_2_real_games (void **state)
{
  run_cases (game_cases, sizeof game_cases / sizeof game_cases[0]);
}

/* The reach analysis itself: in a locked wall every pawn is frozen, and
 * each king keeps to its own side. */
static void
test_5_2_2_reach_of_a_wall (void **state)
{
  AbPosition *pos = ab_position_new ();
  AbReach reach;
  AbFenError err;

  assert_true (ab_position_set_fen (pos, "8/8/4k3/p1p1p1p1/P1P1P1P1/8/4K3/8 w - - 0 1", &err));
  assert_true (_ab_reach_compute (pos, &reach));
  assert_true (reach.frozen == (ab_position_pieces (pos, AB_WHITE, AB_PAWN)
                                | ab_position_pieces (pos, AB_BLACK, AB_PAWN)));
  /* White's king stays on ranks 1 to 3, Black's on ranks 6 to 8 */
  assert_true ((reach.king_stand[AB_WHITE] & ~0x0000000000FFFFFFULL) == 0);
  assert_true ((reach.king_stand[AB_BLACK] & ~0xFFFFFF0000000000ULL) == 0);
  assert_true (reach.king_stand[AB_WHITE] & AB_BB (AB_SQUARE (0, 0)));
  assert_true (_ab_reach_cannot_mate (&reach, AB_WHITE));
  assert_true (_ab_reach_cannot_mate (&reach, AB_BLACK));

  /* open the h-file: nothing is frozen any more that could stop the kings */
  assert_true (ab_position_set_fen (pos, "8/8/4k3/p1p1p3/P1P1P3/8/4K3/8 w - - 0 1", &err));
  assert_false (_ab_reach_compute (pos, &reach) && _ab_reach_cannot_mate (&reach, AB_WHITE));
  ab_position_free (pos);
}

/* Out of budget is "undecided", said as such: never "can mate", never "cannot"; the
 * same position always gets the same answer, whatever the machine's speed. */
static void
test_6_9_undecided_is_said (void **state)
{
  AbDeadpos *dp = ab_deadpos_new ();
  AbPosition *pos = ab_position_new ();
  AbMateAnalysis *a = malloc (sizeof *a), *b = malloc (sizeof *b);
  AbFenError err;

  /* a dead fortress the static analysis cannot see: needs a search */
  assert_true (ab_position_set_fen (pos, "1k6/6p1/5pP1/5p1K/5Pp1/6P1/8/8 w - - 0 1", &err));
  ab_deadpos_set_node_limit (dp, 20);
  assert_int_equal (ab_deadpos_analyse (dp, pos, AB_WHITE, a), AB_MATE_UNDECIDED);
  assert_int_equal (a->reason, AB_MATE_BY_NOTHING);
  assert_int_equal (a->line_length, 0);
  assert_true (a->nodes <= 21);
  assert_int_equal (ab_deadpos_analyse_dead (dp, pos, NULL), AB_MATE_UNDECIDED);

  ab_deadpos_set_node_limit (dp, AB_DEADPOS_DEFAULT_NODES);
  assert_int_equal (ab_deadpos_analyse (dp, pos, AB_WHITE, a), AB_MATE_IMPOSSIBLE);
  assert_int_equal (ab_deadpos_analyse (dp, pos, AB_WHITE, b), AB_MATE_IMPOSSIBLE);
  assert_true (a->nodes == b->nodes && a->nodes > 20);
  /* a time budget is nodes at the calibration */
  ab_deadpos_set_budget_ms (dp, 250);
  assert_true (ab_deadpos_get_node_limit (dp) == AB_DEADPOS_NODES_PER_SECOND / 4);
  free (a);
  free (b);
  ab_position_free (pos);
  ab_deadpos_free (dp);
}

/* The check after a move looks at both sides briefly before either gets the whole budget:
 * in this position of a real game White's helpmate is not found in the budget (about a
 * second), and Black mates at once with the rook and the h-pawn; the move must not wait
 * for White's search. The looks count positions, so this holds on any machine. */
static void
test_5_2_2_both_sides_first_look (void **state)
{
  AbDeadpos *dp = ab_deadpos_new ();
  AbPosition *pos = ab_position_new ();
  AbMateAnalysis *out = malloc (2 * sizeof *out);
  AbFenError err;

  assert_non_null (dp);
  assert_true (ab_position_set_fen (pos, "3B4/8/8/6p1/5k2/5B1p/1r3K2/8 w - - 2 76", &err));
  assert_int_equal (ab_deadpos_analyse_dead (dp, pos, out), AB_MATE_POSSIBLE);
  assert_int_equal (out[AB_BLACK].verdict, AB_MATE_POSSIBLE);
  assert_line_mates (pos, AB_BLACK, &out[AB_BLACK]);
  assert_int_equal (out[AB_WHITE].verdict, AB_MATE_UNDECIDED);
  assert_true (out[AB_WHITE].nodes <= AB_DEADPOS_DEFAULT_NODES / 50);
  /* the budget is the analyser's again afterwards */
  assert_true (ab_deadpos_get_node_limit (dp) == AB_DEADPOS_DEFAULT_NODES);
  free (out);
  ab_position_free (pos);
  ab_deadpos_free (dp);
}

/* A plain helpmate search: every move of both sides to `depth` plies, with
 * a table of positions already shown mate-free to a given depth. */
typedef struct
{
  uint64_t key[1 << 18];
  int8_t depth[1 << 18];
} Memo;

static bool
brute_mate (AbPosition *pos, AbColor winner, int depth, Memo *memo)
{
  AbMoveList list;
  uint64_t key = ab_position_repetition_key (pos);
  size_t slot = key & ((1 << 18) - 1);

  if (memo->key[slot] == key && memo->depth[slot] >= depth)
    return false;
  ab_position_legal_moves (pos, &list);
  if (list.count == 0)
    return ab_position_in_check (pos) && ab_position_side_to_move (pos) != winner;
  if (depth == 0)
    return false;
  for (int i = 0; i < list.count; i++)
    {
      AbUndo undo;
      bool mate;

      ab_position_make (pos, list.moves[i], &undo);
      mate = brute_mate (pos, winner, depth - 1, memo);
      ab_position_unmake (pos, list.moves[i], &undo);
      if (mate)
        return true;
    }
  memo->key[slot] = key;
  memo->depth[slot] = (int8_t) depth;
  return false;
}

static uint64_t
next_random (uint64_t *s)
{
  *s ^= *s << 13;
  *s ^= *s >> 7;
  *s ^= *s << 17;
  return *s;
}

/* Random positions with up to three pieces or pawns besides the kings:
 * wherever the analysis says "cannot mate", a brute-force search of 7 plies
 * finds no mate either. */
static void
test_5_2_2_random_no_is_sound (void **state)
{
  static const char pieces[] = "PNBPNBRQ";
  AbDeadpos *dp = ab_deadpos_new ();
  AbPosition *pos = ab_position_new ();
  Memo *memo = calloc (1, sizeof (Memo));
  uint64_t seed = 0x5DEECE66DULL;
  int checked = 0, positions = 0;

  assert_non_null (memo);
  while (positions < 300)
    {
      char board[64], fen[128];
      int extra = 1 + (int) (next_random (&seed) % 3), n = 0;
      AbFenError err;

      memset (board, 0, sizeof board);
      for (int k = 0; k < 2 + extra; k++)
        {
          int sq = (int) (next_random (&seed) % 64);
          char c;

          while (board[sq])
            sq = (sq + 1) % 64;
          if (k < 2)
            c = k == 0 ? 'K' : 'k';
          else
            {
              c = pieces[next_random (&seed) % (k == 2 ? 3 : 8)];
              if (next_random (&seed) & 1)
                c = (char) (c - 'A' + 'a');
            }
          board[sq] = c;
        }
      for (int r = 7; r >= 0; r--)
        {
          int empty = 0;

          for (int f = 0; f < 8; f++)
            {
              char c = board[r * 8 + f];

              if (!c)
                {
                  empty++;
                  continue;
                }
              if (empty)
                fen[n++] = (char) ('0' + empty);
              empty = 0;
              fen[n++] = c;
            }
          if (empty)
            fen[n++] = (char) ('0' + empty);
          if (r)
            fen[n++] = '/';
        }
      snprintf (fen + n, sizeof fen - (size_t) n, " %c - - 0 1",
                next_random (&seed) & 1 ? 'w' : 'b');
      if (!ab_position_set_fen (pos, fen, &err))
        continue;
      positions++;
      for (int c = 0; c < 2; c++)
        {
          if (ab_deadpos_analyse (dp, pos, (AbColor) c, NULL) != AB_MATE_IMPOSSIBLE)
            continue;
          memset (memo->key, 0, sizeof memo->key);
          if (brute_mate (pos, (AbColor) c, 7, memo))
            fail_msg ("%s: %s said to be unable to mate, but can", fen, c ? "black" : "white");
          checked++;
        }
    }
  /* most random small-material positions have a side that cannot mate */
  assert_true (checked > 150);
  free (memo);
  ab_position_free (pos);
  ab_deadpos_free (dp);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_5_2_2_insufficient_material),
    cmocka_unit_test (test_5_2_2_blocked_pawns),
    cmocka_unit_test (test_5_2_2_hard_positions),
    cmocka_unit_test (test_5_2_2_every_line_ends_in_stalemate),
    cmocka_unit_test (test_5_1_1_game_over),
    cmocka_unit_test (test_5_1_1_mate_in_one),
    cmocka_unit_test (test_6_9_flag_fall),
    cmocka_unit_test (test_5_2_2_real_games),
    cmocka_unit_test (test_5_2_2_reach_of_a_wall),
    cmocka_unit_test (test_6_9_undecided_is_said),
    cmocka_unit_test (test_5_2_2_both_sides_first_look),
    cmocka_unit_test (test_5_2_2_random_no_is_sound),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
