/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-braille-board.c — the board in the UKAAF 2015 braille chess code (clause 5.1):
 * the start position as the code prints it, a rank with runs of empty squares, black
 * pieces with dot 6, the square under each character for routing keys. */
#include "ab-braille-board.h"
#include "ab-fen.h"

static AbPosition *
position (const char *fen)
{
  AbPosition *pos = ab_position_new ();

  g_assert_true (ab_position_set_fen (pos, fen, NULL));
  return pos;
}

static void
test_start (void)
{
  AbPosition *pos = ab_position_new ();
  g_auto (GStrv) lines = ab_braille_board_lines (pos);
  g_autofree char *forsyth = ab_braille_board_forsyth (pos);

  g_assert_cmpint (g_strv_length (lines), ==, 8);
  g_assert_cmpstr (lines[0], ==, "⠦ ⠷⠮⠧⠿⠥⠧⠮⠷");
  g_assert_cmpstr (lines[1], ==, "⠶ ⠯⠯⠯⠯⠯⠯⠯⠯");
  g_assert_cmpstr (lines[2], ==, "⠖ ⠦");
  g_assert_cmpstr (lines[5], ==, "⠒ ⠦");
  g_assert_cmpstr (lines[6], ==, "⠆ ⠏⠏⠏⠏⠏⠏⠏⠏");
  g_assert_cmpstr (lines[7], ==, "⠂ ⠗⠎⠇⠟⠅⠇⠎⠗");
  /* The four empty ranks are one run of 32 squares. */
  g_assert_cmpstr (forsyth, ==, "⠷⠮⠧⠿⠥⠧⠮⠷ ⠯⠯⠯⠯⠯⠯⠯⠯ ⠒⠆ ⠏⠏⠏⠏⠏⠏⠏⠏ ⠗⠎⠇⠟⠅⠇⠎⠗");
  ab_position_free (pos);
}

static void
test_pieces (void)
{
  static const struct
  {
    AbPieceType type;
    guint8 white;
  } cells[] = {
    { AB_KING, 0x05 }, { AB_QUEEN, 0x1F }, { AB_ROOK, 0x17 },
    { AB_BISHOP, 0x07 }, { AB_KNIGHT, 0x0E }, { AB_PAWN, 0x0F },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cells); i++)
    {
      g_assert_cmpint (ab_braille_board_piece_dots (AB_PIECE (AB_WHITE, cells[i].type)), ==,
                       cells[i].white);
      g_assert_cmpint (ab_braille_board_piece_dots (AB_PIECE (AB_BLACK, cells[i].type)), ==,
                       cells[i].white | 0x20);
    }
  g_assert_cmpint (ab_braille_board_piece_dots (AB_NO_PIECE), ==, 0);
}

static void
test_runs_and_routing (void)
{
  /* After 1. e4 Sf6: rank 4 is four empty squares, the pawn, three empty. */
  AbPosition *pos = position ("rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2");
  g_auto (GStrv) lines = ab_braille_board_lines (pos);
  g_autofree char *rank6 = ab_braille_board_rank (pos, 5);
  g_autofree char *forsyth = ab_braille_board_forsyth (pos);

  g_assert_cmpstr (lines[4], ==, "⠲ ⠲⠏⠒");
  g_assert_cmpstr (rank6, ==, "⠢⠮⠆");
  g_assert_cmpstr (forsyth, ==,
                   "⠷⠮⠧⠿⠥⠧⠂⠷ ⠯⠯⠯⠯⠯⠯⠯⠯ ⠢⠮⠆ ⠦ ⠲⠏⠒ ⠦ ⠏⠏⠏⠏⠂⠏⠏⠏ ⠗⠎⠇⠟⠅⠇⠎⠗");
  /* Line 4 is rank 4: its number, the blank, the run a4–d4, e4, the run f4–h4. */
  g_assert_cmpint (ab_braille_board_square_at (pos, 4, 0), ==, AB_SQUARE (0, 3));
  g_assert_cmpint (ab_braille_board_square_at (pos, 4, 2), ==, AB_SQUARE (0, 3));
  g_assert_cmpint (ab_braille_board_square_at (pos, 4, 3), ==, AB_SQUARE (4, 3));
  g_assert_cmpint (ab_braille_board_square_at (pos, 4, 4), ==, AB_SQUARE (5, 3));
  g_assert_cmpint (ab_braille_board_square_at (pos, 4, 5), ==, AB_NO_SQUARE);
  /* Line 0, rank 8: g8 is empty now, h8 the rook. */
  g_assert_cmpint (ab_braille_board_square_at (pos, 0, 8), ==, AB_SQUARE (6, 7));
  g_assert_cmpint (ab_braille_board_square_at (pos, 0, 9), ==, AB_SQUARE (7, 7));
  g_assert_cmpint (ab_braille_board_square_at (pos, 8, 2), ==, AB_NO_SQUARE);
  ab_position_free (pos);
}

static void
test_bare_kings (void)
{
  AbPosition *pos = position ("8/8/8/4k3/8/8/8/4K3 w - - 0 1");
  g_autofree char *forsyth = ab_braille_board_forsyth (pos);

  /* 24 empty squares, the king's rank, 24 more, then White's rank. */
  g_assert_cmpstr (forsyth, ==, "⠆⠲ ⠲⠥⠒ ⠆⠲ ⠲⠅⠒");
  ab_position_free (pos);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/braille-board/start", test_start);
  g_test_add_func ("/braille-board/pieces", test_pieces);
  g_test_add_func ("/braille-board/runs-and-routing", test_runs_and_routing);
  g_test_add_func ("/braille-board/bare-kings", test_bare_kings);
  return g_test_run ();
}
