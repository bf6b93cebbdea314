/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-bughouse-match.c — a doorgeefschaak match: passing captured pieces
 * (art. 3, 6B), endings and claims (art. 11), illegal moves (art. 7, 8),
 * and the record in BPGN and PGN. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ab-bughouse-bpgn.h"
#include "ab-describe-bughouse.h"

static AbBughouseMatch *
match_from (const char *fen_a, const char *fen_b)
{
  AbBughouseMatch *m = ab_bughouse_match_new ();
  AbBughousePosition *a = ab_bughouse_position_new (), *b = ab_bughouse_position_new ();
  AbBughouseFenError err;

  assert_non_null (m);
  if (fen_a)
    assert_true (ab_bughouse_position_set_fen (a, fen_a, &err));
  if (fen_b)
    assert_true (ab_bughouse_position_set_fen (b, fen_b, &err));
  ab_bughouse_match_reset (m, a, b);
  ab_bughouse_position_free (a);
  ab_bughouse_position_free (b);
  return m;
}

static AbBughouseMove
read_move (const AbBughouseMatch *m, AbBughouseBoard board, const char *text)
{
  AbBughouseMoveError err;
  AbBughouseMove move = ab_bughouse_move_parse_any (ab_bughouse_match_position (m, board), text,
                                                    &err);

  if (move == AB_BUGHOUSE_MOVE_NONE)
    fail_msg ("'%s' not read on board %c", text, board ? 'B' : 'A');
  return move;
}

static AbBughouseError
play (AbBughouseMatch *m, AbBughouseBoard board, const char *text)
{
  return ab_bughouse_match_play (m, board, read_move (m, board, text), -1);
}

/* A move from UCI text without checking legality: "a1d4", "N@f6". */
static AbBughouseMove
uci (const char *t)
{
  static const char letters[] = " PNBRQ";

  if (t[1] == '@')
    return ab_bughouse_move_drop ((AbPieceType) (strchr (letters, t[0]) - letters),
                                  AB_SQUARE (t[2] - 'a', t[3] - '1'));
  return ab_move_make (AB_SQUARE (t[0] - 'a', t[1] - '1'), AB_SQUARE (t[2] - 'a', t[3] - '1'),
                       AB_MOVE_NORMAL, AB_NO_PIECE_TYPE);
}

static int
reserve (const AbBughouseMatch *m, AbBughouseBoard board, AbColor c, AbPieceType t)
{
  return ab_bughouse_position_reserve (ab_bughouse_match_position (m, board), c, t);
}

static AbSquare
sq (const char *s)
{
  return AB_SQUARE (s[0] - 'a', s[1] - '1');
}

static AbPiece
piece_at (const AbBughouseMatch *m, AbBughouseBoard board, const char *square)
{
  return ab_position_piece_at (ab_bughouse_position_board (ab_bughouse_match_position (m, board)),
                               sq (square));
}

static const AbBughouseOutcome *
outcome (const AbBughouseMatch *m, AbBughouseBoard board)
{
  return ab_bughouse_match_outcome (m, board);
}

/* Art. 3 and 1D: the capturer's partner, who plays the other colour on the
 * other board, gets the piece; a promoted piece goes as a pawn (6B). */
static void
test_3_captures_go_to_the_partner (void **state)
{
  AbBughouseMatch *m = ab_bughouse_match_new ();

  (void) state;
  assert_int_equal (play (m, AB_BOARD_A, "e4"), AB_BUGHOUSE_OK);
  assert_int_equal (play (m, AB_BOARD_A, "d5"), AB_BUGHOUSE_OK);
  assert_int_equal (play (m, AB_BOARD_A, "exd5"), AB_BUGHOUSE_OK);
  /* White on A took a black pawn: Black on B, his partner, has it */
  assert_int_equal (reserve (m, AB_BOARD_B, AB_BLACK, AB_PAWN), 1);
  assert_int_equal (reserve (m, AB_BOARD_A, AB_WHITE, AB_PAWN), 0);
  assert_int_equal (play (m, AB_BOARD_B, "d4"), AB_BUGHOUSE_OK);
  assert_int_equal (play (m, AB_BOARD_B, "P@e5"), AB_BUGHOUSE_OK);
  assert_int_equal (reserve (m, AB_BOARD_B, AB_BLACK, AB_PAWN), 0);
  assert_int_equal (play (m, AB_BOARD_B, "dxe5"), AB_BUGHOUSE_OK);
  /* White on B took it back: Black on A has it now */
  assert_int_equal (reserve (m, AB_BOARD_A, AB_BLACK, AB_PAWN), 1);
  /* a placement not in reserve is refused and changes nothing */
  assert_int_equal (ab_bughouse_match_play (m, AB_BOARD_A, uci ("N@f6"), -1),
                    AB_BUGHOUSE_ERROR_ILLEGAL_MOVE);
  assert_int_equal (ab_bughouse_match_record_length (m), 6);
  ab_bughouse_match_free (m);

  m = match_from ("4k2r/8/8/8/7Q~/8/8/4K3[] b - - 0 1", NULL);
  assert_int_equal (play (m, AB_BOARD_A, "Rxh4"), AB_BUGHOUSE_OK);
  assert_int_equal (reserve (m, AB_BOARD_B, AB_WHITE, AB_PAWN), 1);
  assert_int_equal (reserve (m, AB_BOARD_B, AB_WHITE, AB_QUEEN), 0);
  ab_bughouse_match_free (m);
}

static void
test_1_teams (void **state)
{
  (void) state;
  assert_int_equal (ab_bughouse_team_of (AB_BOARD_A, AB_WHITE), AB_TEAM_1);
  assert_int_equal (ab_bughouse_team_of (AB_BOARD_B, AB_BLACK), AB_TEAM_1);
  assert_int_equal (ab_bughouse_team_of (AB_BOARD_A, AB_BLACK), AB_TEAM_2);
  assert_int_equal (ab_bughouse_team_of (AB_BOARD_B, AB_WHITE), AB_TEAM_2);
}

/* 11B: only the player on move resigns; 11G: the match ends with both games,
 * the team score is the sum. */
static void
test_11b_resign_and_11g_score (void **state)
{
  AbBughouseMatch *m = ab_bughouse_match_new ();

  (void) state;
  assert_int_equal (ab_bughouse_match_resign (m, AB_BOARD_A, AB_BLACK, AB_BUGHOUSE_UNTIMED),
                    AB_BUGHOUSE_ERROR_NOT_ON_MOVE);
  assert_int_equal (ab_bughouse_match_resign (m, AB_BOARD_A, AB_WHITE, AB_BUGHOUSE_UNTIMED),
                    AB_BUGHOUSE_OK);
  assert_int_equal (outcome (m, AB_BOARD_A)->result, AB_BUGHOUSE_RESULT_BLACK_WINS);
  assert_int_equal (outcome (m, AB_BOARD_A)->ending, AB_BUGHOUSE_ENDING_RESIGNATION);
  assert_false (ab_bughouse_match_is_over (m));
  assert_int_equal (play (m, AB_BOARD_B, "e4"), AB_BUGHOUSE_OK);
  assert_int_equal (ab_bughouse_match_play (m, AB_BOARD_A, uci ("e2e4"), -1),
                    AB_BUGHOUSE_ERROR_GAME_OVER);
  assert_int_equal (ab_bughouse_match_agree_draw (m, AB_BOARD_B, AB_BUGHOUSE_UNTIMED),
                    AB_BUGHOUSE_OK);
  assert_true (ab_bughouse_match_is_over (m));
  assert_int_equal (ab_bughouse_match_team_half_points (m, AB_TEAM_1), 1);
  assert_int_equal (ab_bughouse_match_team_half_points (m, AB_TEAM_2), 3);
  ab_bughouse_match_free (m);
}

typedef struct
{
  const char *name;
  const char *fen_a;
  const char *fen_b;
  bool end_b_first;       /* board B's game is over before the claim */
  bool both_flags;
  AbBughouseResult result;
  AbBughouseEnding ending;
} FlagCase;

/* White's flag on board A falls and Black establishes it (11A2), unless
 * Black's flag fell too (11D) or Black could never have mated (11E). */
static const FlagCase flag_cases[] = {
  { "Black has a rook: he wins", "4k3/8/8/8/8/8/8/r3K3[] w - - 0 1", NULL, false, false,
    AB_BUGHOUSE_RESULT_BLACK_WINS, AB_BUGHOUSE_ENDING_FLAG },
  { "both flags: draw", "4k3/8/8/8/8/8/8/r3K3[] w - - 0 1", NULL, false, true,
    AB_BUGHOUSE_RESULT_DRAW, AB_BUGHOUSE_ENDING_BOTH_FLAGS },
  { "a bare king, but his partner may still pass him something",
    "4k3/8/8/8/8/8/8/Q3K3[] w - - 0 1", NULL, false, false, AB_BUGHOUSE_RESULT_BLACK_WINS,
    AB_BUGHOUSE_ENDING_FLAG },
  { "a bare king, nothing in reserve, and his partner's game is over",
    "4k3/8/8/8/8/8/8/Q3K3[] w - - 0 1", NULL, true, false, AB_BUGHOUSE_RESULT_DRAW,
    AB_BUGHOUSE_ENDING_FLAG_CANNOT_MATE },
  { "a bare king, and his partner's opponent has nothing to capture",
    "4k3/8/8/8/8/8/8/Q3K3[] w - - 0 1", "4k3/8/8/8/8/8/8/RNBQK3[] w - - 0 1", false, false,
    AB_BUGHOUSE_RESULT_DRAW, AB_BUGHOUSE_ENDING_FLAG_CANNOT_MATE },
  { "a bare king, but a pawn in reserve can promote", "4k3/8/8/8/8/8/8/Q3K3[p] w - - 0 1", NULL,
    true, false, AB_BUGHOUSE_RESULT_BLACK_WINS, AB_BUGHOUSE_ENDING_FLAG },
  { "a lone bishop with no reserves anywhere and no game left on B",
    "4k3/8/8/8/8/8/8/b3K3[] w - - 0 1", NULL, true, false, AB_BUGHOUSE_RESULT_DRAW,
    AB_BUGHOUSE_ENDING_FLAG_CANNOT_MATE },
  { "a lone bishop, but the other game goes on", "4k3/8/8/8/8/8/8/b3K3[] w - - 0 1", NULL, false,
    false, AB_BUGHOUSE_RESULT_BLACK_WINS, AB_BUGHOUSE_ENDING_FLAG },
};

static void
test_11_flag_rulings (void **state)
{
  (void) state;
  for (size_t i = 0; i < sizeof flag_cases / sizeof flag_cases[0]; i++)
    {
      const FlagCase *c = &flag_cases[i];
      AbBughouseMatch *m = match_from (c->fen_a, c->fen_b);

      print_message ("# %s\n", c->name);
      if (c->end_b_first)
        assert_int_equal (ab_bughouse_match_agree_draw (m, AB_BOARD_B, AB_BUGHOUSE_UNTIMED),
                          AB_BUGHOUSE_OK);
      /* nobody can establish a flag that has not fallen */
      assert_int_equal (ab_bughouse_match_claim (m, AB_BOARD_A, AB_BLACK, AB_BUGHOUSE_CLAIM_FLAG,
                                                 AB_BUGHOUSE_UNTIMED),
                        AB_BUGHOUSE_ERROR_NO_FLAG);
      assert_int_equal (ab_bughouse_match_flag_fell (m, AB_BOARD_A, AB_WHITE), AB_BUGHOUSE_OK);
      if (c->both_flags)
        assert_int_equal (ab_bughouse_match_flag_fell (m, AB_BOARD_A, AB_BLACK), AB_BUGHOUSE_OK);
      /* White cannot claim Black's flag when it has not fallen */
      if (!c->both_flags)
        assert_int_equal (ab_bughouse_match_claim (m, AB_BOARD_A, AB_WHITE, AB_BUGHOUSE_CLAIM_FLAG,
                                                   AB_BUGHOUSE_UNTIMED),
                          AB_BUGHOUSE_ERROR_NO_FLAG);
      assert_int_equal (ab_bughouse_match_claim (m, AB_BOARD_A, AB_BLACK, AB_BUGHOUSE_CLAIM_FLAG,
                                                 AB_BUGHOUSE_UNTIMED),
                        AB_BUGHOUSE_OK);
      assert_int_equal (outcome (m, AB_BOARD_A)->result, c->result);
      assert_int_equal (outcome (m, AB_BOARD_A)->ending, c->ending);
      ab_bughouse_match_free (m);
    }
}

/* 11F: 30 moves each without capture, placement or non-promoted pawn move. */
static void
test_11f_thirty_move_claim (void **state)
{
  AbBughouseMatch *m = match_from ("4k3/8/8/8/8/8/8/R3K3[] w - - 59 40", NULL);

  (void) state;
  assert_int_equal (ab_bughouse_match_claim (m, AB_BOARD_A, AB_BLACK,
                                             AB_BUGHOUSE_CLAIM_THIRTY_MOVES, AB_BUGHOUSE_UNTIMED),
                    AB_BUGHOUSE_ERROR_NOT_THIRTY_MOVES);
  assert_int_equal (play (m, AB_BOARD_A, "Ra2"), AB_BUGHOUSE_OK);
  assert_int_equal (ab_bughouse_match_claim (m, AB_BOARD_A, AB_BLACK,
                                             AB_BUGHOUSE_CLAIM_THIRTY_MOVES, AB_BUGHOUSE_UNTIMED),
                    AB_BUGHOUSE_OK);
  assert_int_equal (outcome (m, AB_BOARD_A)->result, AB_BUGHOUSE_RESULT_DRAW);
  assert_int_equal (outcome (m, AB_BOARD_A)->ending, AB_BUGHOUSE_ENDING_THIRTY_MOVES);
  ab_bughouse_match_free (m);
}

/* 11A1: a check only a piece still to come could stop becomes mate when
 * the partner's game, the only source of pieces, is over. */
static void
test_11a1_mate_when_nothing_can_come (void **state)
{
  AbBughouseMatch *m = match_from ("R5k1/5ppp/8/8/8/8/8/6K1[] b - - 0 1", NULL);

  (void) state;
  assert_int_equal (ab_bughouse_match_status (m, AB_BOARD_A), AB_BUGHOUSE_STATUS_CHECK_WAITING);
  assert_int_equal (outcome (m, AB_BOARD_A)->result, AB_BUGHOUSE_RESULT_NONE);
  assert_int_equal (ab_bughouse_match_resign (m, AB_BOARD_B, AB_WHITE, AB_BUGHOUSE_UNTIMED),
                    AB_BUGHOUSE_OK);
  assert_int_equal (outcome (m, AB_BOARD_A)->result,
                    AB_BUGHOUSE_RESULT_WHITE_WINS);
  assert_int_equal (outcome (m, AB_BOARD_A)->ending, AB_BUGHOUSE_ENDING_CHECKMATE);
  ab_bughouse_match_free (m);

  /* a back-rank check with squares between is not yet mate... */
  m = match_from ("6k1/5ppp/8/8/8/8/8/3R2K1[] w - - 0 1", NULL);
  assert_int_equal (play (m, AB_BOARD_A, "Rd8+"), AB_BUGHOUSE_OK);
  assert_int_equal (outcome (m, AB_BOARD_A)->result, AB_BUGHOUSE_RESULT_NONE);
  ab_bughouse_match_free (m);
  /* ...a defended queen next to the king is, at once */
  m = match_from ("7k/7p/4N3/8/8/8/8/5KQ1[] w - - 0 1", NULL);
  assert_int_equal (play (m, AB_BOARD_A, "Qg7#"), AB_BUGHOUSE_OK);
  assert_int_equal (outcome (m, AB_BOARD_A)->result,
                    AB_BUGHOUSE_RESULT_WHITE_WINS);
  assert_int_equal (outcome (m, AB_BOARD_A)->ending, AB_BUGHOUSE_ENDING_CHECKMATE);
  ab_bughouse_match_free (m);
}

/* 8C, 8E and 7: an illegal capture passed on comes back from the partner's
 * reserve; the offender must then move the piece he touched. */
static void
test_8e_takeback_from_reserve (void **state)
{
  AbBughouseMatch *m = match_from ("4k3/8/8/3n4/8/8/8/R3K3[] w - - 0 1", NULL);
  AbBughouseRestart done;

  (void) state;
  assert_int_equal (ab_bughouse_match_play_illegal (m, AB_BOARD_A, uci ("a1a4"), -1),
                    AB_BUGHOUSE_ERROR_LEGAL_MOVE);
  assert_int_equal (ab_bughouse_match_play_illegal (m, AB_BOARD_A, uci ("a1d5"), -1),
                    AB_BUGHOUSE_OK);
  assert_int_equal (ab_bughouse_match_illegal_count (m, AB_BOARD_A, AB_WHITE), 1);
  assert_int_equal (reserve (m, AB_BOARD_B, AB_BLACK, AB_KNIGHT), 1);
  assert_int_equal (
      ab_bughouse_match_restart_offender (m, AB_BOARD_A, AB_NO_SQUARE, AB_BUGHOUSE_UNTIMED, &done),
      AB_BUGHOUSE_OK);
  assert_int_equal (done.source, AB_TAKEBACK_FROM_RESERVE);
  assert_int_equal (reserve (m, AB_BOARD_B, AB_BLACK, AB_KNIGHT), 0);
  assert_int_equal (piece_at (m, AB_BOARD_A, "d5"), AB_PIECE (AB_BLACK, AB_KNIGHT));
  /* art. 7: the rook was touched and can move, so it must */
  assert_int_equal (play (m, AB_BOARD_A, "Ke2"), AB_BUGHOUSE_ERROR_TOUCH_MOVE);
  assert_int_equal (play (m, AB_BOARD_A, "Ra5"), AB_BUGHOUSE_OK);
  assert_int_equal (
      ab_bughouse_match_restart_offender (m, AB_BOARD_A, AB_NO_SQUARE, AB_BUGHOUSE_UNTIMED, NULL),
      AB_BUGHOUSE_ERROR_NO_ILLEGAL_MOVE);
  ab_bughouse_match_free (m);
}

/* 8E: the partner already placed the piece: one of its kind comes off his
 * board; and when there is none anywhere the arbiter decides (art. 15). */
static void
test_8e_takeback_from_board (void **state)
{
  AbBughouseMatch *m = match_from ("4k3/8/8/3n4/8/8/8/R3K3[] w - - 0 1", NULL);
  AbBughouseRestart done;

  (void) state;
  assert_int_equal (ab_bughouse_match_play_illegal (m, AB_BOARD_A, uci ("a1d5"), -1),
                    AB_BUGHOUSE_OK);
  assert_int_equal (play (m, AB_BOARD_B, "e4"), AB_BUGHOUSE_OK);
  assert_int_equal (play (m, AB_BOARD_B, "N@f6"), AB_BUGHOUSE_OK);
  assert_int_equal (
      ab_bughouse_match_restart_offender (m, AB_BOARD_A, AB_NO_SQUARE, AB_BUGHOUSE_UNTIMED, NULL),
      AB_BUGHOUSE_ERROR_SQUARE_NEEDED);
  assert_int_equal (
      ab_bughouse_match_restart_offender (m, AB_BOARD_A, sq ("e7"), AB_BUGHOUSE_UNTIMED, NULL),
      AB_BUGHOUSE_ERROR_BAD_SQUARE);
  assert_true (ab_bughouse_match_has_illegal (m, AB_BOARD_A));
  assert_int_equal (
      ab_bughouse_match_restart_offender (m, AB_BOARD_A, sq ("f6"), AB_BUGHOUSE_UNTIMED, &done),
      AB_BUGHOUSE_OK);
  assert_int_equal (done.source, AB_TAKEBACK_FROM_BOARD);
  assert_int_equal (piece_at (m, AB_BOARD_B, "f6"), AB_NO_PIECE);
  ab_bughouse_match_free (m);

  m = match_from ("4k3/8/8/3n4/8/8/8/R3K3[] w - - 0 1", "4k3/8/8/8/8/8/8/4K3[] w - - 0 1");
  assert_int_equal (ab_bughouse_match_play_illegal (m, AB_BOARD_A, uci ("a1d5"), -1),
                    AB_BUGHOUSE_OK);
  assert_int_equal (play (m, AB_BOARD_B, "Kf1"), AB_BUGHOUSE_OK);
  assert_int_equal (play (m, AB_BOARD_B, "N@e2"), AB_BUGHOUSE_OK);
  assert_int_equal (play (m, AB_BOARD_B, "Kxe2"), AB_BUGHOUSE_OK);
  assert_int_equal (
      ab_bughouse_match_restart_offender (m, AB_BOARD_A, AB_NO_SQUARE, AB_BUGHOUSE_UNTIMED, NULL),
      AB_BUGHOUSE_ERROR_NOT_RECOVERABLE);
  ab_bughouse_match_free (m);
}

/* 8C: the right ends with the opponent's own move; an illegal move that
 * exposes the offender's king cannot be played on from; 8F by the arbiter. */
static void
test_8c_restart_right_and_8f (void **state)
{
  AbBughouseMatch *m = match_from ("4k3/8/8/3n4/8/8/8/R3K3[] w - - 0 1", NULL);

  (void) state;
  assert_int_equal (ab_bughouse_match_play_illegal (m, AB_BOARD_A, uci ("a1d5"), -1),
                    AB_BUGHOUSE_OK);
  assert_int_equal (play (m, AB_BOARD_A, "Kf7"), AB_BUGHOUSE_OK);
  assert_false (ab_bughouse_match_has_illegal (m, AB_BOARD_A));
  assert_int_equal (
      ab_bughouse_match_restart_offender (m, AB_BOARD_A, AB_NO_SQUARE, AB_BUGHOUSE_UNTIMED, NULL),
      AB_BUGHOUSE_ERROR_NO_ILLEGAL_MOVE);
  ab_bughouse_match_free (m);

  m = match_from ("4k3/8/8/8/8/8/3r4/4K3[] w - - 0 1", NULL);
  assert_int_equal (ab_bughouse_match_play_illegal (m, AB_BOARD_A, uci ("e1e2"), -1),
                    AB_BUGHOUSE_OK);
  assert_int_equal (play (m, AB_BOARD_A, "Kd7"), AB_BUGHOUSE_ERROR_MUST_RESTART);
  assert_int_equal (ab_bughouse_match_let_stand (m, AB_BOARD_A), AB_BUGHOUSE_ERROR_MUST_RESTART);
  assert_int_equal (ab_bughouse_match_play_illegal (m, AB_BOARD_A, uci ("h1h2"), -1),
                    AB_BUGHOUSE_ERROR_IMPOSSIBLE_MOVE);
  assert_int_equal (
      ab_bughouse_match_restart_offender (m, AB_BOARD_A, AB_NO_SQUARE, AB_BUGHOUSE_UNTIMED, NULL),
      AB_BUGHOUSE_OK);
  assert_int_equal (ab_bughouse_match_play_illegal (m, AB_BOARD_A, uci ("e1d1"), -1),
                    AB_BUGHOUSE_OK);
  assert_int_equal (ab_bughouse_match_illegal_count (m, AB_BOARD_A, AB_WHITE), 2);
  assert_int_equal (ab_bughouse_match_forfeit (m, AB_BOARD_A, AB_WHITE,
                                               AB_BUGHOUSE_ENDING_AGREEMENT, AB_BUGHOUSE_UNTIMED),
                    AB_BUGHOUSE_ERROR_BAD_ARGUMENT);
  assert_int_equal (ab_bughouse_match_forfeit (m, AB_BOARD_A, AB_WHITE,
                                               AB_BUGHOUSE_ENDING_ILLEGAL_MOVES,
                                               AB_BUGHOUSE_UNTIMED),
                    AB_BUGHOUSE_OK);
  assert_int_equal (outcome (m, AB_BOARD_A)->result, AB_BUGHOUSE_RESULT_BLACK_WINS);
  ab_bughouse_match_free (m);
}

/* An illegal placement (art. 5A: it gives check) goes back to the reserve;
 * art. 7C: the piece that touched the board must be placed, where it can. */
static void
test_8c_illegal_placement (void **state)
{
  AbBughouseMatch *m = match_from ("4k3/8/8/8/8/8/8/4K3[QN] w - - 0 1", NULL);

  (void) state;
  assert_int_equal (ab_bughouse_match_play_illegal (m, AB_BOARD_A, uci ("Q@e4"), -1),
                    AB_BUGHOUSE_OK);
  assert_int_equal (reserve (m, AB_BOARD_A, AB_WHITE, AB_QUEEN), 0);
  assert_int_equal (
      ab_bughouse_match_restart_offender (m, AB_BOARD_A, AB_NO_SQUARE, AB_BUGHOUSE_UNTIMED, NULL),
      AB_BUGHOUSE_OK);
  assert_int_equal (reserve (m, AB_BOARD_A, AB_WHITE, AB_QUEEN), 1);
  assert_int_equal (piece_at (m, AB_BOARD_A, "e4"), AB_NO_PIECE);
  assert_int_equal (play (m, AB_BOARD_A, "N@c3"), AB_BUGHOUSE_ERROR_TOUCH_MOVE);
  assert_int_equal (play (m, AB_BOARD_A, "Ke2"), AB_BUGHOUSE_ERROR_TOUCH_MOVE);
  assert_int_equal (play (m, AB_BOARD_A, "Q@c3"), AB_BUGHOUSE_OK);
  ab_bughouse_match_free (m);
}

static char *
write_bpgn (const AbBughouseMatch *m, const AbBpgnTags *tags)
{
  size_t n = ab_bughouse_bpgn_write (m, tags, NULL, 0);
  char *text = malloc (n + 1);

  assert_non_null (text);
  assert_int_equal (ab_bughouse_bpgn_write (m, tags, text, n + 1), n);
  return text;
}

/* A match with passes, placements, a promotion, an illegal move taken back
 * with its piece from the partner's board, clocks, and endings off the
 * board: written, read, written again. */
static void
test_bpgn_round_trip (void **state)
{
  AbBughouseMatch *m = ab_bughouse_match_new (), *again = ab_bughouse_match_new ();
  AbBpgnTags tags, read_tags;
  AbTimeControl three_minutes;
  AbBpgnError err;
  char *first, *second;
  /* The moment of each move (ms; -1 untimed: no reading): the clocks, started at 0,
   * show 179.500 … 169.000 after them. */
  struct
  {
    AbBughouseBoard board;
    const char *move;
    int64_t at;
  } moves[] = {
    { AB_BOARD_A, "e4", 500 },    { AB_BOARD_B, "d4", 1000 },   { AB_BOARD_A, "d5", 2250 },
    { AB_BOARD_A, "exd5", 4750 }, { AB_BOARD_B, "P@e5", 5000 }, { AB_BOARD_B, "dxe5", 8500 },
    { AB_BOARD_A, "Qxd5", -1 },   { AB_BOARD_A, "Nc3", 11750 }, { AB_BOARD_A, "P@e4", 21000 },
  };

  (void) state;
  assert_true (ab_time_control_parse ("180", &three_minutes, NULL));
  assert_true (ab_bughouse_match_set_control (m, &three_minutes));
  assert_int_equal (ab_bughouse_match_start_clocks (m, 0, 0), AB_BUGHOUSE_OK);
  for (size_t i = 0; i < sizeof moves / sizeof moves[0]; i++)
    assert_int_equal (
        ab_bughouse_match_play (m, moves[i].board, read_move (m, moves[i].board, moves[i].move),
                                moves[i].at < 0 ? AB_BUGHOUSE_UNTIMED : moves[i].at * 1000),
        AB_BUGHOUSE_OK);
  /* White on A takes the queen with a bishop that cannot go there, after 10 s */
  assert_int_equal (ab_bughouse_match_play_illegal (m, AB_BOARD_A, uci ("f1d5"), 31000000),
                    AB_BUGHOUSE_OK);
  assert_int_equal (reserve (m, AB_BOARD_B, AB_BLACK, AB_QUEEN), 1);
  assert_int_equal (play (m, AB_BOARD_B, "Q@d6"), AB_BUGHOUSE_OK);
  assert_int_equal (
      ab_bughouse_match_restart_offender (m, AB_BOARD_A, sq ("d6"), AB_BUGHOUSE_UNTIMED, NULL),
      AB_BUGHOUSE_OK);
  assert_int_equal (play (m, AB_BOARD_A, "Bb5+"), AB_BUGHOUSE_OK);
  assert_int_equal (ab_bughouse_match_flag_fell (m, AB_BOARD_B, AB_WHITE), AB_BUGHOUSE_OK);
  assert_int_equal (ab_bughouse_match_claim (m, AB_BOARD_B, AB_BLACK, AB_BUGHOUSE_CLAIM_FLAG,
                                             AB_BUGHOUSE_UNTIMED),
                    AB_BUGHOUSE_OK);

  ab_bpgn_tags_init (&tags);
  strcpy (tags.event, "Clubavond \"doorgeefschaak\"");
  strcpy (tags.white_a, "Anna");
  strcpy (tags.black_a, "Bella");
  strcpy (tags.white_b, "Cesar");
  strcpy (tags.black_b, "David");
  first = write_bpgn (m, &tags);
  assert_non_null (strstr (first, "[WhiteA \"Anna\"]"));
  assert_non_null (strstr (first, "[Event \"Clubavond \\\"doorgeefschaak\\\"\"]"));
  assert_non_null (strstr (first, "1A. e4 {179.500} 1B. d4 {179.000} 1a. d5 {178.250}"));
  assert_non_null (strstr (first, "1b. P@e5"));
  assert_non_null (strstr (first, "f1d5 {160.000} {illegal}"));
  assert_non_null (strstr (first, "{restart A lift d6}"));
  assert_non_null (strstr (first, "[EndingB \"flag\"]"));

  assert_true (ab_bughouse_bpgn_read (again, &read_tags, first, &err));
  assert_string_equal (read_tags.white_b, "Cesar");
  assert_string_equal (read_tags.event, tags.event);
  for (int b = 0; b < 2; b++)
    {
      AbBughouseBoard board = (AbBughouseBoard) b;

      assert_true (ab_bughouse_position_equal (ab_bughouse_match_position (m, board),
                                               ab_bughouse_match_position (again, board)));
      assert_memory_equal (ab_bughouse_match_outcome (m, board),
                           ab_bughouse_match_outcome (again, board),
                           sizeof (AbBughouseOutcome));
    }
  assert_int_equal (ab_bughouse_match_record_length (again), ab_bughouse_match_record_length (m));
  second = write_bpgn (again, &read_tags);
  assert_string_equal (first, second);
  free (first);
  free (second);
  ab_bughouse_match_free (again);
  ab_bughouse_match_free (m);
}

/* BPGN as bughouse databases write it: several tags on a line, comments,
 * clocks, a result. */
static void
test_bpgn_read_foreign (void **state)
{
  static const char text[] =
    "[Event \"rated bughouse match\"]\r\n"
    "[WhiteA \"alice\"][WhiteAElo \"2100\"]\r\n"
    "[BlackA \"bob\"][BlackAElo \"2100\"]\r\n"
    "[WhiteB \"carol\"][WhiteBElo \"2100\"]\r\n"
    "[BlackB \"dave\"][BlackBElo \"2100\"]\r\n"
    "[Result \"1-0\"]\r\n\r\n"
    "{C:This is game number 100}\r\n"
    "1A. e4{299.000} 1B. d4{295.000} 1a. e5{299.000} 1b. d5{298.000} 2A. Nf3{295.000} $1\r\n"
    "2a. Nc6 (2a. d6) 3A.Bb5 {bob resigns} 1-0\r\n";
  AbBughouseMatch *m = ab_bughouse_match_new ();
  AbBpgnTags tags;
  AbBpgnError err;

  (void) state;
  assert_true (ab_bughouse_bpgn_read (m, &tags, text, &err));
  assert_string_equal (tags.black_b, "dave");
  assert_int_equal (ab_bughouse_match_record_length (m), 7);
  assert_int_equal (ab_bughouse_match_record (m, 1)->clock_ms, 295000);
  assert_int_equal (ab_bughouse_match_record (m, 1)->board, AB_BOARD_B);
  assert_int_equal (ab_bughouse_match_record (m, 6)->clock_ms, -1);
  ab_bughouse_match_free (m);
}

static const struct
{
  const char *text;
  AbBpgnErrorCode code;
  int line;
} bpgn_errors[] = {
  { "", AB_BPGN_ERROR_EMPTY, 1 },
  { "[Event \"x\"\n\n1A. e4 *", AB_BPGN_ERROR_TAG, 1 },
  { "[Event \"x\"]\n\n1A. e4 1A. e5 *", AB_BPGN_ERROR_WRONG_SIDE, 3 },
  { "[Event \"x\"]\n\n1A. e4\n1a. e4 *", AB_BPGN_ERROR_MOVE, 4 },
  { "[Event \"x\"]\n\n1A. e4 e5 *", AB_BPGN_ERROR_MOVE_NUMBER, 3 },
  { "[Event \"x\"]\n\n1C. e4 *", AB_BPGN_ERROR_MOVE_NUMBER, 3 },
  { "[Event \"x\"]\n\n1A. e4 {open", AB_BPGN_ERROR_COMMENT, 3 },
  { "[FEN \"4k3/8/8/8/8/8/8/4K3[] w - - 0 1\"]\n\n*", AB_BPGN_ERROR_FEN, 1 },
  { "[FEN \"4k3/8/8/8/8/8/8/4K3[] w - - 0 1 | 8/8 w\"]\n\n*", AB_BPGN_ERROR_FEN, 1 },
  { "[ResultA \"1-0\"]\n[EndingA \"agreement\"]\n\n*", AB_BPGN_ERROR_ENDING, 2 },
  { "[ResultB \"1/2-1/2\"]\n[EndingB \"thirty-moves\"]\n\n*", AB_BPGN_ERROR_ENDING, 2 },
  { "[Event \"x\"]\n\n1A. e7e5 {illegal} *", AB_BPGN_ERROR_ILLEGAL_RECORD, 3 },
  { "[Event \"x\"]\n\n1A. e4 {restart A} *", AB_BPGN_ERROR_ILLEGAL_RECORD, 3 },
};

static void
test_bpgn_errors_change_nothing (void **state)
{
  AbBughouseMatch *m = ab_bughouse_match_new ();

  (void) state;
  assert_int_equal (play (m, AB_BOARD_A, "e4"), AB_BUGHOUSE_OK);
  for (size_t i = 0; i < sizeof bpgn_errors / sizeof bpgn_errors[0]; i++)
    {
      AbBpgnError err;

      print_message ("# case %zu\n", i);
      assert_false (ab_bughouse_bpgn_read (m, NULL, bpgn_errors[i].text, &err));
      assert_int_equal (err.code, bpgn_errors[i].code);
      assert_int_equal (err.line, bpgn_errors[i].line);
      assert_int_equal (ab_bughouse_match_record_length (m), 1);
    }
  ab_bughouse_match_free (m);
}

/* One board in PGN: its own moves only, numbered, an illegal move taken
 * back left out, placements as P@e5. */
static void
test_pgn_per_board (void **state)
{
  AbBughouseMatch *m = ab_bughouse_match_new ();
  char text[2048];

  (void) state;
  assert_int_equal (play (m, AB_BOARD_A, "e4"), AB_BUGHOUSE_OK);
  assert_int_equal (play (m, AB_BOARD_B, "d4"), AB_BUGHOUSE_OK);
  assert_int_equal (play (m, AB_BOARD_A, "d5"), AB_BUGHOUSE_OK);
  assert_int_equal (play (m, AB_BOARD_A, "exd5"), AB_BUGHOUSE_OK);
  assert_int_equal (play (m, AB_BOARD_B, "P@e5"), AB_BUGHOUSE_OK);
  assert_int_equal (ab_bughouse_match_play_illegal (m, AB_BOARD_B, uci ("d4d6"), -1),
                    AB_BUGHOUSE_OK);
  assert_int_equal (
      ab_bughouse_match_restart_offender (m, AB_BOARD_B, AB_NO_SQUARE, AB_BUGHOUSE_UNTIMED, NULL),
      AB_BUGHOUSE_OK);
  assert_int_equal (play (m, AB_BOARD_B, "dxe5"), AB_BUGHOUSE_OK);
  ab_bughouse_pgn_write_board (m, AB_BOARD_B, NULL, text, sizeof text);
  assert_non_null (strstr (text, "[Board \"B\"]"));
  assert_non_null (strstr (text, "\n1. d4 P@e5 2. dxe5 *\n"));
  ab_bughouse_pgn_write_board (m, AB_BOARD_A, NULL, text, sizeof text);
  assert_non_null (strstr (text, "\n1. e4 d5 2. exd5 *\n"));
  ab_bughouse_match_free (m);
}

/* The facts in words, with their articles. */
static void
test_in_words (void **state)
{
  AbBughouseMatch *m = match_from ("4k3/8/8/8/8/8/8/Q3K3[] w - - 0 1", NULL);
  AbBpgnError err;
  char text[AB_DESCRIBE_MAX];

  (void) state;
  ab_describe_bughouse_error (
      ab_bughouse_match_resign (m, AB_BOARD_A, AB_BLACK, AB_BUGHOUSE_UNTIMED), text, sizeof text);
  assert_string_equal (text, "A player may resign only when it is his move (art. 11B).");
  assert_int_equal (ab_bughouse_match_agree_draw (m, AB_BOARD_B, AB_BUGHOUSE_UNTIMED),
                    AB_BUGHOUSE_OK);
  ab_describe_bughouse_outcome (AB_BOARD_B, outcome (m, AB_BOARD_B), text, sizeof text);
  assert_string_equal (text, "Board B: Draw. Draw by agreement (art. 11C).");
  assert_int_equal (ab_bughouse_match_flag_fell (m, AB_BOARD_A, AB_WHITE), AB_BUGHOUSE_OK);
  assert_int_equal (ab_bughouse_match_claim (m, AB_BOARD_A, AB_BLACK, AB_BUGHOUSE_CLAIM_FLAG,
                                             AB_BUGHOUSE_UNTIMED),
                    AB_BUGHOUSE_OK);
  ab_describe_bughouse_outcome (AB_BOARD_A, outcome (m, AB_BOARD_A), text, sizeof text);
  assert_string_equal (text, "Board A: Draw. A flag fell, but the opponent could never have "
                             "mated with what he has or can still get from his partner: draw "
                             "(art. 11E).");
  ab_describe_bughouse_status (AB_BUGHOUSE_STATUS_CHECK_WAITING, AB_BLACK, text, sizeof text);
  assert_non_null (strstr (text, "Black is in check and cannot move now"));

  assert_false (ab_bughouse_bpgn_read (m, NULL, "[Event \"x\"]\n\n1A. e4 1a. Nf3 *", &err));
  ab_describe_bpgn_error (&err, text, sizeof text);
  assert_string_equal (text, "Line 3: Board A: Nf3: No knight can reach f3.");
  assert_false (ab_bughouse_bpgn_read (m, NULL, "[Event \"x\"]\n\n1A. Q@e4 *", &err));
  ab_describe_bpgn_error (&err, text, sizeof text);
  assert_string_equal (text, "Line 3: Board A: Q@e4: You cannot place a queen on e4: you have "
                             "no such piece in reserve (art. 4B).");
  ab_bughouse_match_free (m);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_1_teams),
    cmocka_unit_test (test_3_captures_go_to_the_partner),
    cmocka_unit_test (test_11b_resign_and_11g_score),
    cmocka_unit_test (test_11_flag_rulings),
    cmocka_unit_test (test_11f_thirty_move_claim),
    cmocka_unit_test (test_11a1_mate_when_nothing_can_come),
    cmocka_unit_test (test_8e_takeback_from_reserve),
    cmocka_unit_test (test_8e_takeback_from_board),
    cmocka_unit_test (test_8c_restart_right_and_8f),
    cmocka_unit_test (test_8c_illegal_placement),
    cmocka_unit_test (test_bpgn_round_trip),
    cmocka_unit_test (test_bpgn_read_foreign),
    cmocka_unit_test (test_bpgn_errors_change_nothing),
    cmocka_unit_test (test_pgn_per_board),
    cmocka_unit_test (test_in_words),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
