/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-bughouse.c — one doorgeefschaak board: placements (art. 4B, 5A, 5B),
 * promoted pawns (art. 6), make/unmake, the art. 11F count, FEN with
 * reserves, and perft checked against an independent brute force.
 *
 * No published perft numbers exist for these rules (crazyhouse counts allow
 * placements that give check), so the brute force below recounts every node:
 * normal moves are the standard generator's (checked against Stockfish in
 * test-position), placements are enumerated naively over all squares and
 * types and filtered with a ray-walking attack test of its own. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "ab-bughouse.h"

/* A move from its UCI text: "c1e3", "b7b8q", "Q@e4". */
static AbBughouseMove
move_of (const char *m)
{
  static const char letters[] = " PNBRQ";

  if (m[1] == '@')
    return ab_bughouse_move_drop ((AbPieceType) (strchr (letters, m[0]) - letters),
                                  AB_SQUARE (m[2] - 'a', m[3] - '1'));
  if (m[4])
    return ab_move_make (AB_SQUARE (m[0] - 'a', m[1] - '1'), AB_SQUARE (m[2] - 'a', m[3] - '1'),
                         AB_MOVE_PROMOTION, m[4] == 'q' ? AB_QUEEN : m[4] == 'r' ? AB_ROOK
                                           : m[4] == 'b' ? AB_BISHOP : AB_KNIGHT);
  return ab_move_make (AB_SQUARE (m[0] - 'a', m[1] - '1'), AB_SQUARE (m[2] - 'a', m[3] - '1'),
                       AB_MOVE_NORMAL, AB_NO_PIECE_TYPE);
}

/* Is sq attacked by a piece of colour by on board (ray walking, no tables)? */
static bool
naive_attacked (const AbPiece board[64], int sq, AbColor by)
{
  static const int knight[8][2] = { { 1, 2 }, { 2, 1 }, { 2, -1 }, { 1, -2 },
                                    { -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 } };
  static const int dirs[8][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 },
                                  { 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 } };
  int f = sq % 8, r = sq / 8;
  int pawn_r = by == AB_WHITE ? r - 1 : r + 1;

  for (int df = -1; df <= 1; df += 2)
    if (f + df >= 0 && f + df < 8 && pawn_r >= 0 && pawn_r < 8
        && board[pawn_r * 8 + f + df] == AB_PIECE (by, AB_PAWN))
      return true;
  for (int i = 0; i < 8; i++)
    {
      int nf = f + knight[i][0], nr = r + knight[i][1];

      if (nf >= 0 && nf < 8 && nr >= 0 && nr < 8 && board[nr * 8 + nf] == AB_PIECE (by, AB_KNIGHT))
        return true;
    }
  for (int i = 0; i < 8; i++)
    {
      bool straight = i < 4;

      for (int k = 1; k < 8; k++)
        {
          int nf = f + k * dirs[i][0], nr = r + k * dirs[i][1];
          AbPiece pc;

          if (nf < 0 || nf > 7 || nr < 0 || nr > 7)
            break;
          pc = board[nr * 8 + nf];
          if (!pc)
            continue;
          if (AB_PIECE_COLOR (pc) == by
              && (AB_PIECE_TYPE (pc) == AB_QUEEN
                  || (AB_PIECE_TYPE (pc) == (straight ? AB_ROOK : AB_BISHOP))
                  || (k == 1 && AB_PIECE_TYPE (pc) == AB_KING)))
            return true;
          break;
        }
    }
  return false;
}

/* Placements found by trying every type on every square. */
static int
naive_drops (const AbBughousePosition *pos, AbBughouseMove out[320])
{
  const AbPosition *board = ab_bughouse_position_board (pos);
  AbColor us = ab_bughouse_position_side_to_move (pos);
  AbPiece squares[64];
  int n = 0;

  for (int sq = 0; sq < 64; sq++)
    squares[sq] = ab_position_piece_at (board, (AbSquare) sq);
  for (int t = AB_PAWN; t <= AB_QUEEN; t++)
    {
      if (ab_bughouse_position_reserve (pos, us, (AbPieceType) t) == 0)
        continue;
      for (int sq = 0; sq < 64; sq++)
        {
          if (squares[sq] || (t == AB_PAWN && (sq < 8 || sq >= 56)))
            continue;
          squares[sq] = AB_PIECE (us, t);
          if (!naive_attacked (squares, ab_position_king_square (board, us), (AbColor) !us)
              && !naive_attacked (squares, ab_position_king_square (board, (AbColor) !us), us))
            out[n++] = ab_bughouse_move_drop ((AbPieceType) t, (AbSquare) sq);
          squares[sq] = AB_NO_PIECE;
        }
    }
  return n;
}

/* Perft by the brute force; on the way, every node's move list must be the
 * standard moves plus exactly the naive placements, and unmake must give
 * back the same FEN. */
static uint64_t
naive_perft (AbBughousePosition *pos, int depth)
{
  AbBughouseMove drops[320];
  AbMoveList normal;
  AbBughouseMoveList list;
  int n_drops;
  uint64_t nodes = 0;

  if (depth == 0)
    return 1;
  ab_position_legal_moves (ab_bughouse_position_board (pos), &normal);
  n_drops = naive_drops (pos, drops);
  ab_bughouse_position_legal_moves (pos, &list);
  assert_int_equal (list.count, normal.count + n_drops);
  for (int i = 0; i < n_drops; i++)
    assert_true (ab_bughouse_position_is_legal (pos, drops[i]));

  for (int i = 0; i < normal.count + n_drops; i++)
    {
      AbBughouseMove m = i < normal.count ? normal.moves[i] : drops[i - normal.count];
      char before[AB_BUGHOUSE_FEN_MAX], after[AB_BUGHOUSE_FEN_MAX];
      AbBughouseUndo undo;

      ab_bughouse_position_get_fen (pos, before, sizeof before);
      ab_bughouse_position_make (pos, m, &undo);
      nodes += naive_perft (pos, depth - 1);
      ab_bughouse_position_unmake (pos, m, &undo);
      ab_bughouse_position_get_fen (pos, after, sizeof after);
      assert_string_equal (before, after);
    }
  return nodes;
}

typedef struct
{
  const char *name;
  const char *fen;
  int depth;
} PerftCase;

static const PerftCase perft_cases[] = {
  { "reserves of every kind, both sides",
    "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R[QRBNPqrbnp] w KQkq - 4 4", 2 },
  { "placements next to both kings",
    "8/8/3k4/8/8/3K4/8/8[QRBNPqrbnp] w - - 0 1", 3 },
  { "a rook's check blocked by a placement, never by a pawn on the first rank",
    "4k3/8/8/8/8/8/8/r3K3[PN] w - - 0 1", 3 },
  { "a knight's check: no placement helps",
    "4k3/8/8/8/8/3n4/8/4K3[QRBNP] w - - 0 1", 3 },
  { "a double check: only the king moves",
    "4k3/8/8/8/1b6/8/3n4/r3K3[QRBNP] w - - 0 1", 3 },
  { "pawns placed on the second and seventh ranks, promoting at once",
    "k7/8/8/8/8/8/8/7K[Pp] w - - 0 1", 3 },
  { "promoted pawns moving as their pieces",
    "4k3/1P6/8/3Q~4/8/8/5q~2/4K3[Nn] w - - 0 1", 3 },
  { "placement beside the king that would give check is left out",
    "6k1/5ppp/8/8/8/8/5PPP/6K1[QRBNqrbn] b - - 0 1", 2 },
};

static void
test_perft_brute_force (void **state)
{
  AbBughousePosition *pos = ab_bughouse_position_new ();

  (void) state;
  for (size_t i = 0; i < sizeof perft_cases / sizeof perft_cases[0]; i++)
    {
      AbBughouseFenError err;
      uint64_t expected;

      print_message ("# %s\n", perft_cases[i].name);
      assert_true (ab_bughouse_position_set_fen (pos, perft_cases[i].fen, &err));
      expected = naive_perft (pos, perft_cases[i].depth);
      assert_true (expected > 0);
      assert_int_equal (ab_bughouse_perft (pos, perft_cases[i].depth), expected);
    }
  ab_bughouse_position_free (pos);
}

/* Counts small enough to check by hand. */
static const struct
{
  const char *fen;
  int depth;
  uint64_t nodes;
  const char *why;
} hand_cases[] = {
  /* start position, empty reserves: standard chess */
  { AB_BUGHOUSE_START_FEN, 4, 197281, "the standard perft(4)" },
  /* 5 king moves; a queen on any of the 62 empty squares but the 20 from
   * which she would check the king on e8 (a8-d8, f8-h8, e7-e2, a4-d7, f7-h5) */
  { "4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1", 1, 5 + 42, "art. 5A: a queen placement never checks" },
  /* a pawn on the 48 squares of ranks 2-7 but the two that attack e8
   * (d7, f7) = 46, and 5 king moves */
  { "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1", 1, 5 + 46, "art. 5B and 5A for a pawn" },
  /* in check from a1 along the first rank: the king goes to d2, e2 or f2
   * (d1 and f1 stay on the rook's line), or a knight goes between on b1, c1
   * or d1; a pawn may not go on the first rank */
  { "4k3/8/8/8/8/8/8/r3K3[PN] w - - 0 1", 1, 3 + 3, "art. 5B: interposing needs a piece" },
};

static void
test_perft_by_hand (void **state)
{
  AbBughousePosition *pos = ab_bughouse_position_new ();

  (void) state;
  for (size_t i = 0; i < sizeof hand_cases / sizeof hand_cases[0]; i++)
    {
      AbBughouseFenError err;

      print_message ("# %s\n", hand_cases[i].why);
      assert_true (ab_bughouse_position_set_fen (pos, hand_cases[i].fen, &err));
      assert_int_equal (ab_bughouse_perft (pos, hand_cases[i].depth), hand_cases[i].nodes);
    }
  ab_bughouse_position_free (pos);
}

static const struct
{
  const char *fen;
  AbPieceType type;
  const char *square;
  AbDropError expected;
} drop_cases[] = {
  { "4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1", AB_QUEEN, "e2", AB_DROP_GIVES_CHECK },       /* 5A */
  { "4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1", AB_QUEEN, "d6", AB_DROP_OK },
  { "4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1", AB_QUEEN, "e1", AB_DROP_OCCUPIED },          /* 5A */
  { "4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1", AB_ROOK, "d6", AB_DROP_NOT_IN_RESERVE },     /* 4B */
  { "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1", AB_PAWN, "a8", AB_DROP_PAWN_BACK_RANK },     /* 5B */
  { "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1", AB_PAWN, "a1", AB_DROP_PAWN_BACK_RANK },     /* 5B */
  { "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1", AB_PAWN, "f7", AB_DROP_GIVES_CHECK },        /* 5A */
  { "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1", AB_PAWN, "e7", AB_DROP_OK },
  { "4k3/8/8/8/8/8/8/4K3[p] b - - 0 1", AB_PAWN, "d2", AB_DROP_GIVES_CHECK },
  { "4k3/8/8/8/8/8/8/4K3[p] b - - 0 1", AB_PAWN, "h1", AB_DROP_PAWN_BACK_RANK },
  { "4k3/8/8/8/8/8/8/r3K3[N] w - - 0 1", AB_KNIGHT, "c1", AB_DROP_OK },               /* blocks */
  { "4k3/8/8/8/8/8/8/r3K3[N] w - - 0 1", AB_KNIGHT, "c3", AB_DROP_IN_CHECK },
  { "4k3/8/8/8/8/8/8/r3K3[Q] w - - 0 1", AB_QUEEN, "d1", AB_DROP_OK },
  { "4k3/8/8/8/8/8/8/4K3[K] w - - 0 1", AB_KING, "d6", AB_DROP_BAD_PIECE },
};

static void
test_5_placement_rules (void **state)
{
  AbBughousePosition *pos = ab_bughouse_position_new ();

  (void) state;
  for (size_t i = 0; i < sizeof drop_cases / sizeof drop_cases[0]; i++)
    {
      AbBughouseFenError err;
      AbSquare sq = AB_SQUARE (drop_cases[i].square[0] - 'a', drop_cases[i].square[1] - '1');
      AbBughouseMove move;
      bool fen_ok = ab_bughouse_position_set_fen (pos, drop_cases[i].fen, &err);

      if (drop_cases[i].type == AB_KING)
        {
          /* a king in reserve is not even a FEN */
          assert_false (fen_ok);
          assert_int_equal (err.code, AB_BUGHOUSE_FEN_ERROR_RESERVE_CHAR);
          assert_int_equal (ab_bughouse_position_check_drop (pos, AB_KING, sq), AB_DROP_BAD_PIECE);
          continue;
        }
      assert_true (fen_ok);
      assert_int_equal (ab_bughouse_position_check_drop (pos, drop_cases[i].type, sq),
                        drop_cases[i].expected);
      move = ab_bughouse_move_drop (drop_cases[i].type, sq);
      assert_int_equal (ab_bughouse_position_is_legal (pos, move),
                        drop_cases[i].expected == AB_DROP_OK);
    }
  ab_bughouse_position_free (pos);
}

/* Art. 6: the promoted pawn moves as its piece, keeps its mark, and a
 * capture of it passes a pawn. */
static void
test_6_promoted_pawn (void **state)
{
  AbBughousePosition *pos = ab_bughouse_position_new ();
  AbBughouseFenError err;
  AbBughouseUndo undo, undo2;
  AbBughouseMove promote = ab_move_make (AB_SQUARE (1, 6), AB_SQUARE (1, 7), AB_MOVE_PROMOTION,
                                         AB_QUEEN);
  AbBughouseMove slide = ab_move_make (AB_SQUARE (1, 7), AB_SQUARE (1, 2), AB_MOVE_NORMAL, 0);
  AbBughouseMove take = ab_move_make (AB_SQUARE (0, 2), AB_SQUARE (1, 2), AB_MOVE_NORMAL, 0);
  AbBughouseMove back = ab_move_make (AB_SQUARE (4, 7), AB_SQUARE (4, 6), AB_MOVE_NORMAL, 0);
  char fen[AB_BUGHOUSE_FEN_MAX];

  (void) state;
  assert_true (ab_bughouse_position_set_fen (pos, "4k3/1P6/8/8/8/r7/8/4K3[] w - - 7 30", &err));
  ab_bughouse_position_make (pos, promote, &undo);
  assert_true (ab_bughouse_position_is_promoted (pos, AB_SQUARE (1, 7)));
  assert_int_equal (ab_position_piece_at (ab_bughouse_position_board (pos), AB_SQUARE (1, 7)),
                    AB_PIECE (AB_WHITE, AB_QUEEN));
  /* the promotion was a move of a non-promoted pawn (11F) */
  assert_int_equal (ab_bughouse_position_quiet_plies (pos), 0);
  ab_bughouse_position_get_fen (pos, fen, sizeof fen);
  assert_string_equal (fen, "1Q~2k3/8/8/8/8/r7/8/4K3[] b - - 0 30");
  ab_bughouse_position_make (pos, back, &undo2);
  ab_bughouse_position_make (pos, slide, &undo2);
  assert_true (ab_bughouse_position_is_promoted (pos, AB_SQUARE (1, 2)));
  assert_false (ab_bughouse_position_is_promoted (pos, AB_SQUARE (1, 7)));
  /* a promoted queen's move is not a pawn move: the count goes on */
  assert_int_equal (ab_bughouse_position_quiet_plies (pos), 2);
  assert_int_equal (ab_bughouse_position_passed_by (pos, take), AB_PAWN);
  ab_bughouse_position_make (pos, take, &undo2);
  assert_int_equal (undo2.passed, AB_PAWN);
  assert_false (ab_bughouse_position_is_promoted (pos, AB_SQUARE (1, 2)));
  assert_int_equal (ab_bughouse_position_quiet_plies (pos), 0);
  ab_bughouse_position_unmake (pos, take, &undo2);
  assert_true (ab_bughouse_position_is_promoted (pos, AB_SQUARE (1, 2)));
  ab_bughouse_position_free (pos);
}

/* Art. 11F: 30 moves each (60 half-moves) without a capture, a placement or
 * a move of a non-promoted pawn. */
static void
test_11f_thirty_moves (void **state)
{
  static const struct
  {
    const char *fen;
    const char *move; /* UCI, or a placement "N@c3" */
    int quiet_after;
  } cases[] = {
    { "4k3/8/8/8/8/8/8/R3K3[N] w - - 58 40", "a1a2", 59 },
    { "4k3/8/8/8/8/8/8/R3K3[N] w - - 58 40", "N@c3", 0 },
    { "4k3/8/8/8/8/8/P7/R3K3[N] w - - 58 40", "a2a3", 0 },
    { "4k3/8/8/8/3Q~4/8/8/4K3[] w - - 58 40", "d4d5", 59 },
  };
  AbBughousePosition *pos = ab_bughouse_position_new ();
  AbBughouseFenError err;

  (void) state;
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    {
      const char *m = cases[i].move;
      AbBughouseFenError err;
      AbBughouseMove move = move_of (m);
      AbBughouseUndo undo;

      assert_true (ab_bughouse_position_set_fen (pos, cases[i].fen, &err));
      assert_false (ab_bughouse_position_thirty_moves (pos));
      assert_true (ab_bughouse_position_is_legal (pos, move));
      ab_bughouse_position_make (pos, move, &undo);
      assert_int_equal (ab_bughouse_position_quiet_plies (pos), cases[i].quiet_after);
    }
  assert_true (ab_bughouse_position_set_fen (pos, "4k3/8/8/8/8/8/8/R3K3[] b - - 60 40", &err));
  assert_true (ab_bughouse_position_thirty_moves (pos));
  ab_bughouse_position_free (pos);
}

static void
test_fen_round_trip (void **state)
{
  static const char *const fens[] = {
    AB_BUGHOUSE_START_FEN,
    "r1bqkb1r/pppp1ppp/2n2n2/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R[Qn] w KQkq - 2 3",
    "1Q~2k3/8/8/8/r7/8/8/4K2R~[QQRBNNPPPqrbbnppppp] b - - 11 30",
    "4k3/8/8/3pP3/8/8/8/4K3[] w - d6 0 5",
  };
  AbBughousePosition *pos = ab_bughouse_position_new (), *again = ab_bughouse_position_new ();

  (void) state;
  for (size_t i = 0; i < sizeof fens / sizeof fens[0]; i++)
    {
      AbBughouseFenError err;
      char fen[AB_BUGHOUSE_FEN_MAX];

      assert_true (ab_bughouse_position_set_fen (pos, fens[i], &err));
      ab_bughouse_position_get_fen (pos, fen, sizeof fen);
      assert_string_equal (fen, fens[i]);
      assert_true (ab_bughouse_position_set_fen (again, fen, &err));
      assert_true (ab_bughouse_position_equal (pos, again));
    }
  /* other spellings of the reserve read the same */
  {
    AbBughouseFenError err;
    char fen[AB_BUGHOUSE_FEN_MAX];

    assert_true (ab_bughouse_position_set_fen (pos, "4k3/8/8/8/8/8/8/4K3/pQ w - - 0 1", &err));
    ab_bughouse_position_get_fen (pos, fen, sizeof fen);
    assert_string_equal (fen, "4k3/8/8/8/8/8/8/4K3[Qp] w - - 0 1");
    assert_true (ab_bughouse_position_set_fen (pos, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", &err));
    assert_int_equal (ab_bughouse_position_reserve_total (pos, AB_WHITE), 0);
  }
  ab_bughouse_position_free (again);
  ab_bughouse_position_free (pos);
}

static const struct
{
  const char *fen;
  AbBughouseFenErrorCode code;
  AbFenErrorCode base;
} fen_errors[] = {
  { "4k3/8/8/8/8/8/8/4K3[Qx] w - - 0 1", AB_BUGHOUSE_FEN_ERROR_RESERVE_CHAR, AB_FEN_OK },
  { "4k3/8/8/8/8/8/8/4K3[Kq] w - - 0 1", AB_BUGHOUSE_FEN_ERROR_RESERVE_CHAR, AB_FEN_OK },
  { "4k3/8/8/8/8/8/8/4K3[Q w - - 0 1", AB_BUGHOUSE_FEN_ERROR_RESERVE_OPEN, AB_FEN_OK },
  { "4k3/8/8/8/8/8/8/4K3[Q]x w - - 0 1", AB_BUGHOUSE_FEN_ERROR_RESERVE_OPEN, AB_FEN_OK },
  { "4k3/1P~6/8/8/8/8/8/4K3[] w - - 0 1", AB_BUGHOUSE_FEN_ERROR_PROMOTED_MARK, AB_FEN_OK },
  { "~4k3/8/8/8/8/8/8/4K3[] w - - 0 1", AB_BUGHOUSE_FEN_ERROR_PROMOTED_MARK, AB_FEN_OK },
  { "4k~3/8/8/8/8/8/8/4K3[] w - - 0 1", AB_BUGHOUSE_FEN_ERROR_PROMOTED_MARK, AB_FEN_OK },
  { "4k3/8/8/8/8/8/8/4K3[] x - - 0 1", AB_BUGHOUSE_FEN_ERROR_BOARD, AB_FEN_ERROR_SIDE },
  { "4k3/8/8/8/8/8/8/8[] w - - 0 1", AB_BUGHOUSE_FEN_ERROR_BOARD, AB_FEN_ERROR_KING_COUNT },
  { "4k3/8/8/8/8/8/8/P3K3[] w - - 0 1", AB_BUGHOUSE_FEN_ERROR_BOARD,
    AB_FEN_ERROR_PAWN_ON_BACK_RANK },
  { "4k3/4Q3/8/8/8/8/8/4K3[] w - - 0 1", AB_BUGHOUSE_FEN_ERROR_BOARD,
    AB_FEN_ERROR_OPPONENT_IN_CHECK },
  { "4k3/8/8/8/8/8/8/4K3[] w Q - 0 1", AB_BUGHOUSE_FEN_ERROR_BOARD, AB_FEN_ERROR_CASTLING_NO_ROOK },
  { "", AB_BUGHOUSE_FEN_ERROR_BOARD, AB_FEN_ERROR_EMPTY },
  { "4k3/8/8/8/8/8/8/4K3/9 w - - 0 1", AB_BUGHOUSE_FEN_ERROR_RESERVE_CHAR, AB_FEN_OK },
};

static void
test_fen_errors_change_nothing (void **state)
{
  AbBughousePosition *pos = ab_bughouse_position_new (), *before = ab_bughouse_position_new ();

  (void) state;
  for (size_t i = 0; i < sizeof fen_errors / sizeof fen_errors[0]; i++)
    {
      AbBughouseFenError err;

      print_message ("# %s\n", fen_errors[i].fen);
      assert_false (ab_bughouse_position_set_fen (pos, fen_errors[i].fen, &err));
      assert_int_equal (err.code, fen_errors[i].code);
      if (fen_errors[i].code == AB_BUGHOUSE_FEN_ERROR_BOARD)
        assert_int_equal (err.base.code, fen_errors[i].base);
      assert_true (ab_bughouse_position_equal (pos, before));
    }
  /* more than AB_BUGHOUSE_RESERVE_MAX of a kind */
  {
    char fen[200] = "4k3/8/8/8/8/8/8/4K3[";
    AbBughouseFenError err;

    for (int i = 0; i <= AB_BUGHOUSE_RESERVE_MAX; i++)
      strcat (fen, "P");
    strcat (fen, "] w - - 0 1");
    assert_false (ab_bughouse_position_set_fen (pos, fen, &err));
    assert_int_equal (err.code, AB_BUGHOUSE_FEN_ERROR_RESERVE_COUNT);
  }
  ab_bughouse_position_free (before);
  ab_bughouse_position_free (pos);
}

/* A check a placement could stop is no mate; these rules have no stalemate. */
static const struct
{
  const char *fen;
  AbBughouseStatus status;
} status_cases[] = {
  { AB_BUGHOUSE_START_FEN, AB_BUGHOUSE_STATUS_ONGOING },
  /* a rook's check along the back rank, b8-f8 free: a placement could block */
  { "R5k1/5ppp/8/8/8/8/8/6K1[] b - - 0 1", AB_BUGHOUSE_STATUS_CHECK_WAITING },
  { "R5k1/5ppp/8/8/8/8/8/6K1[n] b - - 0 1", AB_BUGHOUSE_STATUS_CHECK },
  /* a rook next to the king, defended: nothing can go between */
  { "5Rk1/6pp/8/8/8/8/8/5RK1[q] b - - 0 1", AB_BUGHOUSE_STATUS_CHECKMATE },
  /* smothered: a knight's check cannot be blocked */
  { "6rk/5Npp/8/8/8/8/8/6K1[q] b - - 0 1", AB_BUGHOUSE_STATUS_CHECKMATE },
  { "4k3/8/8/8/8/8/8/4K3[] w - - 0 1", AB_BUGHOUSE_STATUS_ONGOING },
  /* no move and no check: wait for a piece (art. 11 has no stalemate) */
  { "7k/5Q2/6K1/8/8/8/8/8[] b - - 0 1", AB_BUGHOUSE_STATUS_WAITING },
  { "7k/5Q2/6K1/8/8/8/8/8[p] b - - 0 1", AB_BUGHOUSE_STATUS_ONGOING },
};

static void
test_status (void **state)
{
  AbBughousePosition *pos = ab_bughouse_position_new ();

  (void) state;
  for (size_t i = 0; i < sizeof status_cases / sizeof status_cases[0]; i++)
    {
      AbBughouseFenError err;

      print_message ("# %s\n", status_cases[i].fen);
      assert_true (ab_bughouse_position_set_fen (pos, status_cases[i].fen, &err));
      assert_int_equal (ab_bughouse_position_status (pos), status_cases[i].status);
    }
  ab_bughouse_position_free (pos);
}

/* Art. 8: what a hand could do, legal or not. */
static void
test_8_possible_moves (void **state)
{
  static const struct
  {
    const char *fen;
    const char *move;
    bool possible;
    bool sound_after;
  } cases[] = {
    /* the bishop jumps over a pawn: possible, illegal, play can go on */
    { AB_BUGHOUSE_START_FEN, "c1e3",
      true, true },
    /* onto one's own piece: no hand does that */
    { AB_BUGHOUSE_START_FEN, "c1d2",
      false, false },
    /* a placement that gives check: possible, illegal (5A) */
    { "4k3/8/8/8/8/8/8/4K3[Q] w - - 0 1", "Q@e4", true,
      true },
    /* a pawn on the last rank (5B): possible, but play cannot go on from it */
    { "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1", "P@a8", true,
      false },
    /* a piece not in reserve */
    { "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1", "Q@a5", false,
      false },
    /* the king walks into check: possible, but its king could be taken */
    { "4k3/8/8/8/8/8/3r4/4K3[] w - - 0 1", "e1e2",
      true, false },
  };
  AbBughousePosition *pos = ab_bughouse_position_new ();

  (void) state;
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    {
      AbBughouseFenError err;
      AbBughouseUndo undo;

      assert_true (ab_bughouse_position_set_fen (pos, cases[i].fen, &err));
      assert_false (ab_bughouse_position_is_legal (pos, move_of (cases[i].move)));
      assert_int_equal (ab_bughouse_position_is_possible (pos, move_of (cases[i].move)),
                        cases[i].possible);
      if (!cases[i].possible)
        continue;
      ab_bughouse_position_make (pos, move_of (cases[i].move), &undo);
      assert_int_equal (ab_bughouse_position_is_sound (pos), cases[i].sound_after);
    }
  ab_bughouse_position_free (pos);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_perft_brute_force),
    cmocka_unit_test (test_perft_by_hand),
    cmocka_unit_test (test_5_placement_rules),
    cmocka_unit_test (test_6_promoted_pawn),
    cmocka_unit_test (test_11f_thirty_moves),
    cmocka_unit_test (test_fen_round_trip),
    cmocka_unit_test (test_fen_errors_change_nothing),
    cmocka_unit_test (test_status),
    cmocka_unit_test (test_8_possible_moves),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
