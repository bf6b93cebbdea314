/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-position.c — position, FEN, Chess960 starts, move generation, perft. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "ab-fen.h"
#include "ab-notation.h"
#include "ab-perft.h"
#include "ab-position.h"
#include "ab-uci.h"

typedef struct
{
  const char *fen;
  int depth;
  uint64_t nodes;
} PerftCase;

/* The six standard positions of the chess programming wiki ("Perft Results"). */
static const PerftCase perft_cases[] = {
  { AB_START_FEN, 5, 4865609 },
  { "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4, 4085603 },
  { "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 5, 674624 },
  { "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 4, 422333 },
  { "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1", 4, 422333 },
  { "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 4, 2103487 },
  { "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10", 4, 3894594 },
  /* en passant that would expose the king along the rank */
  { "8/8/8/K2pP2r/8/8/8/7k w - d6 0 1", 1, 6 },
  { "8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1", 1, 6 },
};

static void
test_perft_standard_positions (void **state)
{
  for (size_t i = 0; i < sizeof perft_cases / sizeof perft_cases[0]; i++)
    {
      AbPosition *pos = ab_position_new ();
      AbFenError err;

      assert_true (ab_position_set_fen (pos, perft_cases[i].fen, &err));
      assert_int_equal (ab_perft (pos, perft_cases[i].depth), perft_cases[i].nodes);
      ab_position_free (pos);
    }
}

/* Chess960 start positions at depth 4; the counts are Stockfish 15.1's
 * (UCI_Chess960, "go perft 4"); tests/core/perft-oracle.py re-checks them live. */
static const struct
{
  int number;
  uint64_t nodes;
} chess960_cases[] = {
  { 0, 201143 },   { 1, 198393 },   { 2, 200096 },   { 3, 235990 },   { 7, 231062 },
  { 42, 164390 },  { 99, 237967 },  { 105, 200999 }, { 137, 169493 }, { 200, 200496 },
  { 255, 167178 }, { 300, 165888 }, { 333, 136027 }, { 400, 202125 }, { 471, 196941 },
  { 500, 204436 }, { 519, 201561 }, { 600, 200493 }, { 666, 196231 }, { 700, 201166 },
  { 777, 164507 }, { 800, 197708 }, { 888, 163799 }, { 900, 163798 }, { 959, 201143 },
};

static void
test_perft_chess960_starts (void **state)
{
  AbPosition *pos = ab_position_new ();

  for (size_t i = 0; i < sizeof chess960_cases / sizeof chess960_cases[0]; i++)
    {
      assert_true (ab_position_set_chess960 (pos, chess960_cases[i].number));
      assert_int_equal (ab_position_chess960_number (pos), chess960_cases[i].number);
      assert_int_equal (ab_perft (pos, 4), chess960_cases[i].nodes);
    }
  assert_false (ab_position_set_chess960 (pos, 960));
  assert_false (ab_position_set_chess960 (pos, -1));
  ab_position_free (pos);
}

/* Chess960 castling where king or rook does not move, and a rook shielding
 * the king's target from a slider behind it (Guideline II). */
static const struct
{
  const char *fen;
  const char *move;
  bool legal;
} castling_cases[] = {
  /* king on g1 already: short castling moves only the rook (h1 -> f1) */
  { "k7/8/8/8/8/8/8/4R1KR w H - 0 1", "g1h1", true },
  /* rook on f1 already… king b1 rook a1: long castling, king c1 rook d1 */
  { "4k3/8/8/8/8/8/8/RK6 w A - 0 1", "b1a1", true },
  /* the enemy queen on a1 would attack c1 once the rook leaves b1 */
  { "4k3/8/8/8/8/8/8/qRK5 w B - 0 1", "c1b1", false },
  /* a piece between king and rook blocks */
  { "4k3/8/8/8/8/8/8/RN2K3 w Q - 0 1", "e1a1", false },
  /* crossing an attacked square */
  { "4k3/8/8/8/8/8/5r2/4K2R w K - 0 1", "e1h1", false },
  { "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", true },
};

static void
test_castling_chess960 (void **state)
{
  AbPosition *pos = ab_position_new ();

  for (size_t i = 0; i < sizeof castling_cases / sizeof castling_cases[0]; i++)
    {
      AbFenError err;
      AbMove m;

      assert_true (ab_position_set_fen (pos, castling_cases[i].fen, &err));
      m = ab_move_from_uci (pos, castling_cases[i].move);
      if (castling_cases[i].legal)
        {
          AbUndo undo;
          char fen[AB_FEN_MAX];

          assert_int_equal (ab_move_kind (m), AB_MOVE_CASTLING);
          ab_position_make (pos, m, &undo);
          ab_position_unmake (pos, m, &undo);
          ab_position_get_fen (pos, AB_FEN_CASTLING_AUTO, fen, sizeof fen);
          assert_true (ab_position_set_fen (pos, fen, &err));
        }
      else
        assert_true (m == AB_MOVE_NONE || ab_move_kind (m) != AB_MOVE_CASTLING);
    }
  ab_position_free (pos);
}

/* FEN round trips, X-FEN and Shredder-FEN castling fields. */
static const struct
{
  const char *in;
  const char *out_auto;
  const char *out_shredder;
} fen_cases[] = {
  { AB_START_FEN, AB_START_FEN, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1" },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1", AB_START_FEN, NULL },
  /* two rooks on the king's side: the inner one needs its file (X-FEN) */
  { "rk2r1r1/8/8/8/8/8/8/RK2R1R1 w Ee - 0 1", "rk2r1r1/8/8/8/8/8/8/RK2R1R1 w Ee - 0 1",
    "rk2r1r1/8/8/8/8/8/8/RK2R1R1 w Ee - 0 1" },
  { "rk2r1r1/8/8/8/8/8/8/RK2R1R1 w KQ - 0 1", "rk2r1r1/8/8/8/8/8/8/RK2R1R1 w KQ - 0 1",
    "rk2r1r1/8/8/8/8/8/8/RK2R1R1 w GA - 0 1" },
  /* an en-passant square no pawn can use is dropped */
  { "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1",
    "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", NULL },
  /* missing move counters are tolerated */
  { "8/8/8/8/8/8/8/K6k w - -", "8/8/8/8/8/8/8/K6k w - - 0 1", NULL },
};

static void
test_fen_round_trip (void **state)
{
  AbPosition *pos = ab_position_new ();

  for (size_t i = 0; i < sizeof fen_cases / sizeof fen_cases[0]; i++)
    {
      AbFenError err;
      char buf[AB_FEN_MAX];

      assert_true (ab_position_set_fen (pos, fen_cases[i].in, &err));
      ab_position_get_fen (pos, AB_FEN_CASTLING_AUTO, buf, sizeof buf);
      assert_string_equal (buf, fen_cases[i].out_auto);
      if (fen_cases[i].out_shredder)
        {
          ab_position_get_fen (pos, AB_FEN_CASTLING_SHREDDER, buf, sizeof buf);
          assert_string_equal (buf, fen_cases[i].out_shredder);
        }
    }
  ab_position_free (pos);
}

/* Bad FENs: the error names the field and the fact, and the position is untouched. */
static const struct
{
  const char *fen;
  AbFenErrorCode code;
  AbFenField field;
} bad_fen_cases[] = {
  { "", AB_FEN_ERROR_EMPTY, AB_FEN_FIELD_PLACEMENT },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", AB_FEN_ERROR_FIELD_COUNT, AB_FEN_FIELD_SIDE },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 x", AB_FEN_ERROR_FIELD_COUNT, AB_FEN_FIELD_FULLMOVE },
  { "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", AB_FEN_ERROR_PLACEMENT_CHAR, AB_FEN_FIELD_PLACEMENT },
  { "rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", AB_FEN_ERROR_RANK_COUNT, AB_FEN_FIELD_PLACEMENT },
  { "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", AB_FEN_ERROR_RANK_LENGTH, AB_FEN_FIELD_PLACEMENT },
  { "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", AB_FEN_ERROR_PLACEMENT_CHAR, AB_FEN_FIELD_PLACEMENT },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", AB_FEN_ERROR_SIDE, AB_FEN_FIELD_SIDE },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkz - 0 1", AB_FEN_ERROR_CASTLING_CHAR, AB_FEN_FIELD_CASTLING },
  { "rnbqkbn1/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", AB_FEN_ERROR_CASTLING_NO_ROOK, AB_FEN_FIELD_CASTLING },
  { "rnbq1bnr/ppppkppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", AB_FEN_ERROR_CASTLING_KING, AB_FEN_FIELD_CASTLING },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e4 0 1", AB_FEN_ERROR_EN_PASSANT, AB_FEN_FIELD_EN_PASSANT },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq e3 0 1", AB_FEN_ERROR_EN_PASSANT_NO_PAWN, AB_FEN_FIELD_EN_PASSANT },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1", AB_FEN_ERROR_HALFMOVE, AB_FEN_FIELD_HALFMOVE },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 -3", AB_FEN_ERROR_FULLMOVE, AB_FEN_FIELD_FULLMOVE },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQQBNR w kq - 0 1", AB_FEN_ERROR_KING_COUNT, AB_FEN_FIELD_PLACEMENT },
  { "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNK w kq - 0 1", AB_FEN_ERROR_KING_COUNT, AB_FEN_FIELD_PLACEMENT },
  { "Pnbqkbnr/pppppppp/8/8/8/8/1PPPPPPP/RNBQKBNR w KQk - 0 1", AB_FEN_ERROR_PAWN_ON_BACK_RANK, AB_FEN_FIELD_PLACEMENT },
  { "QQQQkQQQ/8/8/8/8/8/PPPPPPPP/QQQQKQQQ w - - 0 1", AB_FEN_ERROR_TOO_MANY_PIECES, AB_FEN_FIELD_PLACEMENT },
  { "4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1", AB_FEN_ERROR_TOO_MANY_PAWNS, AB_FEN_FIELD_PLACEMENT },
  { "4k3/8/8/8/8/3B1B2/PPPPPPPB/2B1KB2 w - - 0 1", AB_FEN_ERROR_TOO_MANY_PROMOTED, AB_FEN_FIELD_PLACEMENT },
  { "4k3/4Q3/8/8/8/8/8/4K3 w - - 0 1", AB_FEN_ERROR_OPPONENT_IN_CHECK, AB_FEN_FIELD_PLACEMENT },
  { "4k3/8/8/8/8/3n1n2/4r3/4K3 w - - 0 1", AB_FEN_ERROR_TOO_MANY_CHECKERS, AB_FEN_FIELD_PLACEMENT },
};

static void
test_fen_errors (void **state)
{
  AbPosition *pos = ab_position_new ();
  AbPosition *before = ab_position_copy (pos);

  for (size_t i = 0; i < sizeof bad_fen_cases / sizeof bad_fen_cases[0]; i++)
    {
      AbFenError err;

      assert_false (ab_position_set_fen (pos, bad_fen_cases[i].fen, &err));
      assert_int_equal (err.code, bad_fen_cases[i].code);
      assert_int_equal (err.field, bad_fen_cases[i].field);
      assert_true (ab_position_equal (pos, before));
    }
  assert_false (ab_position_set_fen (pos, NULL, NULL));
  ab_position_free (before);
  ab_position_free (pos);
}

/* Make then unmake restores every field, and the incremental key matches. */
static void
test_make_unmake_restores (void **state)
{
  static const char *fens[] = {
    "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbqkbnr/pp2pppp/8/2ppP3/8/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 3",
    "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1",
  };

  for (size_t i = 0; i < sizeof fens / sizeof fens[0]; i++)
    {
      AbPosition *pos = ab_position_new ();
      AbPosition *copy;
      AbMoveList list;
      AbFenError err;

      assert_true (ab_position_set_fen (pos, fens[i], &err));
      copy = ab_position_copy (pos);
      ab_position_legal_moves (pos, &list);
      assert_true (list.count > 0);
      for (int k = 0; k < list.count; k++)
        {
          AbUndo undo;
          AbPosition *fresh = ab_position_new ();
          char fen[AB_FEN_MAX];

          ab_position_make (pos, list.moves[k], &undo);
          /* the incrementally kept key equals one computed from scratch */
          ab_position_get_fen (pos, AB_FEN_CASTLING_SHREDDER, fen, sizeof fen);
          assert_true (ab_position_set_fen (fresh, fen, &err));
          assert_true (ab_position_repetition_key (pos) == ab_position_repetition_key (fresh));
          ab_position_unmake (pos, list.moves[k], &undo);
          assert_true (ab_position_equal (pos, copy));
          assert_true (ab_position_repetition_key (pos) == ab_position_repetition_key (copy));
          ab_position_free (fresh);
        }
      ab_position_free (copy);
      ab_position_free (pos);
    }
}

/* Art. 9.2.2: an en-passant square makes a position different only when the
 * capture is legal; castling rights always count. */
static void
test_9_2_2_repetition_key (void **state)
{
  AbPosition *a = ab_position_new (), *b = ab_position_new ();
  AbFenError err;

  /* e3 after e2e4 with no black pawn to take: equal to the same position without */
  assert_true (ab_position_set_fen (a, "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1", &err));
  assert_true (ab_position_set_fen (b, "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1", &err));
  assert_true (ab_position_repetition_key (a) == ab_position_repetition_key (b));

  /* a pinned pawn cannot take en passant: still equal */
  assert_true (ab_position_set_fen (a, "8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1", &err));
  assert_true (ab_position_set_fen (b, "8/8/8/8/k2pP2R/8/8/4K3 b - - 0 1", &err));
  assert_true (ab_position_repetition_key (a) == ab_position_repetition_key (b));

  /* a legal en-passant capture makes the positions differ */
  assert_true (ab_position_set_fen (a, "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1", &err));
  assert_true (ab_position_set_fen (b, "4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1", &err));
  assert_true (ab_position_repetition_key (a) != ab_position_repetition_key (b));

  /* castling rights count */
  assert_true (ab_position_set_fen (a, "4k3/8/8/8/8/8/8/4K2R w K - 0 1", &err));
  assert_true (ab_position_set_fen (b, "4k3/8/8/8/8/8/8/4K2R w - - 0 1", &err));
  assert_true (ab_position_repetition_key (a) != ab_position_repetition_key (b));

  /* the side to move counts */
  assert_true (ab_position_set_fen (a, "4k3/8/8/8/8/8/8/4K2R w - - 0 1", &err));
  assert_true (ab_position_set_fen (b, "4k3/8/8/8/8/8/8/4K2R b - - 0 1", &err));
  assert_true (ab_position_repetition_key (a) != ab_position_repetition_key (b));

  ab_position_free (a);
  ab_position_free (b);
}

static const struct
{
  const char *fen;
  AbStatus status;
} status_cases[] = {
  { AB_START_FEN, AB_STATUS_ONGOING },
  { "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3", AB_STATUS_CHECKMATE },
  { "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1", AB_STATUS_STALEMATE },
  { "4k3/8/8/8/8/8/8/R3K3 b - - 0 1", AB_STATUS_ONGOING },
  { "4k3/8/8/8/8/8/8/4R1K1 b - - 0 1", AB_STATUS_CHECK },
};

static void
test_status (void **state)
{
  AbPosition *pos = ab_position_new ();

  for (size_t i = 0; i < sizeof status_cases / sizeof status_cases[0]; i++)
    {
      AbFenError err;

      assert_true (ab_position_set_fen (pos, status_cases[i].fen, &err));
      assert_int_equal (ab_position_status (pos), status_cases[i].status);
    }
  ab_position_free (pos);
}

/* A piece put down on a board: from and to squares, then the promotion asked for;
 * what cannot go there says why. */
static void
test_match_squares (void **state)
{
  AbPosition *promo = ab_position_new (), *castle = ab_position_new ();
  AbSquare a7 = AB_SQUARE (0, 6), b8 = AB_SQUARE (1, 7), e1 = AB_SQUARE (4, 0);
  AbPieceType none = AB_NO_PIECE_TYPE;
  AbFenError fen_err;
  AbMoveError err;

  assert_true (ab_position_set_fen (promo, "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1", &fen_err));
  assert_true (ab_position_set_fen (castle, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", &fen_err));
  assert_true (ab_position_match_squares (promo, a7, b8, none, &err) == AB_MOVE_NONE);
  assert_int_equal (err.code, AB_MOVE_ERROR_PROMOTION_MISSING);
  assert_int_equal (ab_position_match_squares (promo, a7, b8, AB_KNIGHT, &err),
                    ab_move_from_uci (promo, "a7b8n"));
  assert_int_equal (ab_position_match_squares (castle, AB_SQUARE (0, 0), AB_SQUARE (0, 7), none,
                                               &err),
                    ab_move_from_uci (castle, "a1a8"));
  assert_true (ab_position_match_squares (castle, e1, AB_SQUARE (4, 2), none, &err)
               == AB_MOVE_NONE);
  assert_int_equal (err.code, AB_MOVE_ERROR_ILLEGAL);
  /* a hand castles: the king on g1 or c1, or onto its own rook */
  assert_int_equal (ab_position_match_squares (castle, e1, AB_SQUARE (6, 0), none, &err),
                    ab_move_from_uci (castle, "e1g1"));
  assert_int_equal (err.code, AB_MOVE_ERROR_NONE);
  assert_int_equal (ab_position_match_squares (castle, e1, AB_SQUARE (2, 0), none, &err),
                    ab_move_from_uci (castle, "e1c1"));
  assert_int_equal (ab_position_match_squares (castle, e1, AB_SQUARE (7, 0), none, &err),
                    ab_move_from_uci (castle, "e1g1"));
  assert_int_equal (ab_position_match_squares (castle, e1, AB_SQUARE (0, 0), none, &err),
                    ab_move_from_uci (castle, "e1c1"));
  /* Chess960, king on f1 and rook on h1: f1-g1 is a plain king move; onto h1 castles */
  assert_true (ab_position_set_fen (castle, "4k3/8/8/8/8/8/8/5K1R w H - 0 1", &fen_err));
  assert_int_equal (ab_move_kind (ab_position_match_squares (castle, AB_SQUARE (5, 0),
                                                             AB_SQUARE (6, 0), none, &err)),
                    AB_MOVE_NORMAL);
  assert_int_equal (ab_move_kind (ab_position_match_squares (castle, AB_SQUARE (5, 0),
                                                             AB_SQUARE (7, 0), none, &err)),
                    AB_MOVE_CASTLING);
  ab_position_free (castle);
  ab_position_free (promo);
}

/* The other side's move as if it were his turn (the player's "moves of this piece"). */
static void
test_copy_with_side (void **state)
{
  AbPosition *pos = ab_position_new (), *turned;
  AbFenError fen_err;
  char fen[AB_FEN_MAX];

  /* After 1. e4: Black to move with an en-passant square nobody can use. */
  assert_true (ab_position_set_fen (
    pos, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", &fen_err));
  turned = ab_position_copy_with_side (pos, AB_WHITE);
  assert_non_null (turned);
  ab_position_get_fen (turned, AB_FEN_CASTLING_AUTO, fen, sizeof fen);
  assert_string_equal (fen, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 1");
  /* the moves of that position with White to move (Stockfish's perft 1: 30) */
  assert_int_equal (ab_position_count_legal (turned), 30);
  assert_int_equal (ab_position_repetition_key (turned) == ab_position_repetition_key (pos), 0);
  ab_position_free (turned);
  /* The side that would move gives check: no such turn. */
  assert_true (ab_position_set_fen (pos, "4k3/4R3/8/8/8/8/8/4K3 b - - 0 1", &fen_err));
  assert_null (ab_position_copy_with_side (pos, AB_WHITE));
  /* The same side: a plain copy. */
  turned = ab_position_copy_with_side (pos, AB_BLACK);
  assert_non_null (turned);
  assert_int_equal (ab_position_count_legal (turned), ab_position_count_legal (pos));
  ab_position_free (turned);
  ab_position_free (pos);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_perft_standard_positions),
    cmocka_unit_test (test_perft_chess960_starts),
    cmocka_unit_test (test_castling_chess960),
    cmocka_unit_test (test_fen_round_trip),
    cmocka_unit_test (test_fen_errors),
    cmocka_unit_test (test_make_unmake_restores),
    cmocka_unit_test (test_9_2_2_repetition_key),
    cmocka_unit_test (test_status),
    cmocka_unit_test (test_match_squares),
    cmocka_unit_test (test_copy_with_side),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
