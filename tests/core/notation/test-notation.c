/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-notation.c — written notation (FIDE Laws, Appendix C): SAN and long
 * algebraic in three letter sets, the tolerant reader, its errors and their
 * sentences, and write → read round trips over generated positions. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "ab-describe-move.h"
#include "ab-spoken.h"
#include "ab-fen.h"
#include "ab-notation.h"
#include "ab-position.h"
#include "ab-uci.h"

#define KIWIPETE "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
#define CASTLE_FEN "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
#define PROMO_FEN "1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1"
#define EP_FEN "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1"
#define C960_FEN "1r1k2r1/3p2p1/8/8/8/8/3P2P1/1R1K2R1 w GBgb - 0 1"

/* Each language's code, both ways; anything else is refused and changes nothing. */
static void
test_language_codes (void **state)
{
  AbLanguage lang = AB_LANG_NL;

  assert_string_equal (ab_language_code (AB_LANG_DE), "de");
  assert_string_equal (ab_language_code (AB_LANG_NL), "nl");
  assert_string_equal (ab_language_code (AB_LANG_EN), "en");
  for (int i = AB_LANG_DE; i <= AB_LANG_EN; i++)
    {
      assert_true (ab_language_from_code (ab_language_code ((AbLanguage) i), &lang));
      assert_int_equal (lang, i);
    }
  lang = AB_LANG_NL;
  assert_false (ab_language_from_code ("DE", &lang));
  assert_false (ab_language_from_code ("", &lang));
  assert_false (ab_language_from_code ("fr", &lang));
  assert_false (ab_language_from_code (NULL, &lang));
  assert_int_equal (lang, AB_LANG_NL);
}

static AbPosition *
position_from_fen (const char *fen)
{
  AbPosition *pos = ab_position_new ();
  AbFenError err;

  if (!ab_position_set_fen (pos, fen, &err))
    fail_msg ("bad test FEN %s", fen);
  return pos;
}

static AbSquare
square (const char *s)
{
  if (s == NULL || s[0] == '\0')
    return AB_NO_SQUARE;
  return AB_SQUARE (s[0] - 'a', s[1] - '1');
}

static AbMove
uci_move (const AbPosition *pos, const char *uci)
{
  AbMove m = ab_move_from_uci (pos, uci);

  if (m == AB_MOVE_NONE)
    fail_msg ("%s is not legal in the test position", uci);
  return m;
}

/* C.8–C.11, C.13: SAN in English, Dutch and German letters with the default
 * styles (PGN; Appendix C's own form for nl and de). */
static const struct
{
  const char *fen, *uci, *en, *nl, *de;
} san_cases[] = {
  { AB_START_FEN, "g1f3", "Nf3", "Pf3", "Sf3" },
  { AB_START_FEN, "e2e4", "e4", "e4", "e4" },
  { AB_START_FEN, "b1c3", "Nc3", "Pc3", "Sc3" },
  /* C.10.1: knights on g1 and e1 */
  { "4k3/8/8/8/8/8/8/K3N1N1 w - - 0 1", "g1f3", "Ngf3", "Pgf3", "Sgf3" },
  { "4k3/8/8/8/8/8/8/K3N1N1 w - - 0 1", "e1f3", "Nef3", "Pef3", "Sef3" },
  /* C.10.2: knights on g5 and g1 */
  { "4k3/8/8/6N1/8/8/8/K5N1 w - - 0 1", "g5f3", "N5f3", "P5f3", "S5f3" },
  { "4k3/8/8/6N1/8/8/8/K5N1 w - - 0 1", "g1f3", "N1f3", "P1f3", "S1f3" },
  /* C.10.3: knights on h2 and d4, file first */
  { "4k3/8/8/8/3N4/8/7N/K7 w - - 0 1", "h2f3", "Nhf3", "Phf3", "Shf3" },
  { "4k3/8/8/8/3N4/8/7N/K7 w - - 0 1", "d4f3", "Ndf3", "Pdf3", "Sdf3" },
  /* C.10.4: the same with a capture on f3 */
  { "4k3/8/8/8/8/5p2/8/K3N1N1 w - - 0 1", "g1f3", "Ngxf3", "Pgxf3", "Sgxf3" },
  { "4k3/8/8/8/8/5p2/8/K3N1N1 w - - 0 1", "e1f3", "Nexf3", "Pexf3", "Sexf3" },
  { "4k3/8/8/6N1/8/5p2/8/K5N1 w - - 0 1", "g5f3", "N5xf3", "P5xf3", "S5xf3" },
  { "4k3/8/8/6N1/8/5p2/8/K5N1 w - - 0 1", "g1f3", "N1xf3", "P1xf3", "S1xf3" },
  { "4k3/8/8/8/3N4/5p2/7N/K7 w - - 0 1", "h2f3", "Nhxf3", "Phxf3", "Shxf3" },
  { "4k3/8/8/8/3N4/5p2/7N/K7 w - - 0 1", "d4f3", "Ndxf3", "Pdxf3", "Sdxf3" },
  /* three queens: both file and rank when neither alone tells them apart */
  { "7k/8/8/8/8/3Q4/8/K2Q1Q2 w - - 0 1", "d1e2", "Qd1e2", "Dd1e2", "Dd1e2" },
  { "7k/8/8/8/8/3Q4/8/K2Q1Q2 w - - 0 1", "f1e2", "Qfe2", "Dfe2", "Dfe2" },
  { "7k/8/8/8/8/3Q4/8/K2Q1Q2 w - - 0 1", "d3e2", "Q3e2", "D3e2", "D3e2" },
  /* a pinned knight does not count: its move is not legal */
  { "4k3/8/8/8/1b6/8/3N3N/4K3 w - - 0 1", "h2f3", "Nf3", "Pf3", "Sf3" },
  { "4k3/8/8/8/8/8/3N3N/4K3 w - - 0 1", "h2f3", "Nhf3", "Phf3", "Shf3" },
  /* C.9.3 pawn captures, en passant with e.p. where the style writes it */
  { "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5", "exd5", "exd5", "exd5" },
  { EP_FEN, "e5d6", "exd6", "exd6 e.p.", "exd6 e.p." },
  /* C.11 promotion: e8=Q in English, d8D in Dutch */
  { PROMO_FEN, "a7a8q", "a8=Q", "a8D", "a8D" },
  { PROMO_FEN, "a7a8n", "a8=N", "a8P", "a8S" },
  { PROMO_FEN, "a7b8r", "axb8=R+", "axb8T+", "axb8T+" },
  { PROMO_FEN, "a7b8b", "axb8=B", "axb8L", "axb8L" },
  /* check and mate */
  { "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", "h5f7", "Qxf7#",
    "Dxf7#", "Dxf7#" },
  { "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", "c4f7", "Bxf7+",
    "Lxf7+", "Lxf7+" },
  /* castling, standard and Chess960 (king takes rook in UCI) */
  { CASTLE_FEN, "e1g1", "O-O", "0-0", "0-0" },
  { CASTLE_FEN, "e1c1", "O-O-O", "0-0-0", "0-0-0" },
  { "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8c8", "O-O-O", "0-0-0", "0-0-0" },
  { "5k2/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1", "O-O+", "0-0+", "0-0+" },
  { C960_FEN, "d1g1", "O-O", "0-0", "0-0" },
  { C960_FEN, "d1b1", "O-O-O", "0-0-0", "0-0-0" },
  { C960_FEN, "d1c1", "Kc1", "Kc1", "Kc1" },
};

static void
test_c8_c11_san_writing (void **state)
{
  for (size_t i = 0; i < sizeof san_cases / sizeof san_cases[0]; i++)
    {
      AbPosition *pos = position_from_fen (san_cases[i].fen);
      AbMove m = uci_move (pos, san_cases[i].uci);
      const char *want[3] = { [AB_LANG_DE] = san_cases[i].de, [AB_LANG_NL] = san_cases[i].nl,
                              [AB_LANG_EN] = san_cases[i].en };
      char buf[AB_NOTATION_MAX];

      for (int lang = 0; lang < 3; lang++)
        {
          size_t n = ab_move_to_san (pos, m, ab_san_style_default ((AbLanguage) lang), buf,
                                     sizeof buf);

          assert_string_equal (buf, want[lang]);
          assert_int_equal (n, strlen (want[lang]));
        }
      ab_position_free (pos);
    }
}

/* The C.10 rule itself, and that a pinned piece does not count. */
static void
test_c10_disambiguation (void **state)
{
  static const struct
  {
    const char *fen, *uci;
    AbDisambiguation d;
  } cases[] = {
    { "4k3/8/8/8/8/8/8/K3N1N1 w - - 0 1", "g1f3", AB_DISAMBIG_FILE },
    { "4k3/8/8/6N1/8/8/8/K5N1 w - - 0 1", "g1f3", AB_DISAMBIG_RANK },
    { "4k3/8/8/8/3N4/8/7N/K7 w - - 0 1", "d4f3", AB_DISAMBIG_FILE },
    { "7k/8/8/8/8/3Q4/8/K2Q1Q2 w - - 0 1", "d1e2", AB_DISAMBIG_BOTH },
    { "4k3/8/8/8/1b6/8/3N3N/4K3 w - - 0 1", "h2f3", AB_DISAMBIG_NONE },
    { "4k3/8/8/8/8/8/3N3N/4K3 w - - 0 1", "h2f3", AB_DISAMBIG_FILE },
    { "4k3/8/8/3p4/2P1P3/8/8/4K3 w - - 0 1", "e4d5", AB_DISAMBIG_NONE },
  };

  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    {
      AbPosition *pos = position_from_fen (cases[i].fen);

      assert_int_equal (ab_move_disambiguation (pos, uci_move (pos, cases[i].uci)), cases[i].d);
      ab_position_free (pos);
    }
}

/* C.8 long algebraic: Pg1f3, e7e5, e5xd4, Dd1xd4, 0-0. */
static void
test_c8_long_writing (void **state)
{
  static const struct
  {
    const char *fen, *uci, *en, *nl;
  } cases[] = {
    { AB_START_FEN, "g1f3", "Ng1f3", "Pg1f3" },
    { AB_START_FEN, "e2e4", "e2e4", "e2e4" },
    { "4k3/8/8/3p4/4P3/8/8/3QK3 w - - 0 1", "e4d5", "e4xd5", "e4xd5" },
    { EP_FEN, "e5d6", "e5xd6", "e5xd6 e.p." },
    { PROMO_FEN, "a7b8q", "a7xb8=Q+", "a7xb8D+" },
    { CASTLE_FEN, "e1g1", "O-O", "0-0" },
    { C960_FEN, "d1b1", "O-O-O", "0-0-0" },
  };
  char buf[AB_NOTATION_MAX];

  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    {
      AbPosition *pos = position_from_fen (cases[i].fen);
      AbMove m = uci_move (pos, cases[i].uci);

      ab_move_to_long (pos, m, ab_san_style_default (AB_LANG_EN), buf, sizeof buf);
      assert_string_equal (buf, cases[i].en);
      ab_move_to_long (pos, m, ab_san_style_default (AB_LANG_NL), buf, sizeof buf);
      assert_string_equal (buf, cases[i].nl);
      ab_position_free (pos);
    }
}

/* Like snprintf: the needed length comes back, the buffer stays terminated. */
static void
test_san_writing_truncates (void **state)
{
  AbPosition *pos = position_from_fen (PROMO_FEN);
  AbMove m = uci_move (pos, "a7b8r");
  char buf[4];

  assert_int_equal (ab_move_to_san (pos, m, &ab_san_style_pgn, buf, sizeof buf), 7);
  assert_string_equal (buf, "axb");
  assert_int_equal (ab_move_to_long (pos, m, &ab_san_style_pgn, NULL, 0), 8);
  ab_position_free (pos);
}

/* The tolerant reader: each text must read as the given move. */
static const struct
{
  const char *fen, *text, *uci;
} read_cases[] = {
  { AB_START_FEN, "e4", "e2e4" },
  { AB_START_FEN, "e2e4", "e2e4" },
  { AB_START_FEN, "e2-e4", "e2e4" },
  { AB_START_FEN, "Pe2e4", "e2e4" },  /* P for a pawn: the piece on e2 decides */
  { AB_START_FEN, "Pe4", "e2e4" },    /* no knight reaches e4, so a pawn */
  { AB_START_FEN, "  e4\t", "e2e4" },
  { AB_START_FEN, "1. e4", "e2e4" },
  { AB_START_FEN, "1.e4!?", "e2e4" },
  { AB_START_FEN, "e4 (=)", "e2e4" },
  { AB_START_FEN, "e2\xe2\x80\x93" "e4", "e2e4" }, /* en dash */
  { AB_START_FEN, "Nf3", "g1f3" },
  { AB_START_FEN, "Pf3", "g1f3" },    /* Paard first, though f2-f3 is legal too */
  { AB_START_FEN, "Sf3", "g1f3" },
  { AB_START_FEN, "nf3", "g1f3" },
  { AB_START_FEN, "sf3", "g1f3" },
  { AB_START_FEN, "pf3", "g1f3" },
  { AB_START_FEN, "Ng1f3", "g1f3" },
  { AB_START_FEN, "Pg1f3", "g1f3" },
  { AB_START_FEN, "Sg1-f3", "g1f3" },
  { AB_START_FEN, "g1f3", "g1f3" },
  { AB_START_FEN, "g1-f3", "g1f3" },
  { AB_START_FEN, "N g1 f3", "g1f3" },
  { AB_START_FEN, "Nf3+", "g1f3" },   /* marks are not checked */
  { AB_START_FEN, "\xe2\x99\x98" "f3", "g1f3" }, /* figurine knight */
  { AB_START_FEN, "\xe2\x99\x99" "e4", "e2e4" }, /* pawn figurine */
  { "rnbqkbnr/pppp1ppp/8/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3", "exd4", "e5d4" },
  { "rnbqkbnr/pppp1ppp/8/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3", "ed4", "e5d4" },
  { "rnbqkbnr/pppp1ppp/8/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3", "e5xd4", "e5d4" },
  { "rnbqkbnr/pppp1ppp/8/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3", "e5:d4", "e5d4" },
  { "rnbqkbnr/pppp1ppp/8/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3", "e:d4", "e5d4" },
  { "rnbqkbnr/pppp1ppp/8/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3", "e\xc3\x97" "d4", "e5d4" },
  { "rnbqkbnr/pppp1ppp/8/4p3/3PP3/5N2/PPP2PPP/RNBQKB1R b KQkq - 0 3", "e5", "NONE" },
  { CASTLE_FEN, "O-O", "e1g1" },
  { CASTLE_FEN, "0-0", "e1g1" },
  { CASTLE_FEN, "00", "e1g1" },
  { CASTLE_FEN, "oo", "e1g1" },
  { CASTLE_FEN, "o-o+", "e1g1" },
  { CASTLE_FEN, "0\xe2\x80\x93" "0", "e1g1" },
  { CASTLE_FEN, "e1g1", "e1g1" },
  { CASTLE_FEN, "e1h1", "e1g1" },
  { CASTLE_FEN, "Ke1g1", "e1g1" },
  { CASTLE_FEN, "O-O-O", "e1c1" },
  { CASTLE_FEN, "0-0-0", "e1c1" },
  { CASTLE_FEN, "000", "e1c1" },
  { CASTLE_FEN, "ooo", "e1c1" },
  { CASTLE_FEN, "e1c1", "e1c1" },
  { CASTLE_FEN, "e1a1", "e1c1" },
  { "1r4k1/8/8/8/8/8/8/R3K2R w KQ - 0 1", "0-0-0", "e1c1" }, /* b1 attacked: allowed */
  { C960_FEN, "O-O", "d1g1" },
  { C960_FEN, "d1g1", "d1g1" },
  { C960_FEN, "O-O-O", "d1b1" },
  { C960_FEN, "d1b1", "d1b1" },
  { C960_FEN, "d1c1", "d1c1" },
  { C960_FEN, "Kc1", "d1c1" },
  { EP_FEN, "exd6", "e5d6" },
  { EP_FEN, "exd6 e.p.", "e5d6" },
  { EP_FEN, "exd6e.p.", "e5d6" },
  { EP_FEN, "exd6 ep", "e5d6" },
  { EP_FEN, "exd6 E.P.+", "e5d6" },
  { EP_FEN, "ed6", "e5d6" },
  { EP_FEN, "e5xd6 e.p.", "e5d6" },
  { EP_FEN, "e5d6", "e5d6" },
  { PROMO_FEN, "a8=Q", "a7a8q" },
  { PROMO_FEN, "a8Q", "a7a8q" },
  { PROMO_FEN, "a8D", "a7a8q" },
  { PROMO_FEN, "a8=D", "a7a8q" },
  { PROMO_FEN, "a8(Q)", "a7a8q" },
  { PROMO_FEN, "a8/Q", "a7a8q" },
  { PROMO_FEN, "a7a8q", "a7a8q" },
  { PROMO_FEN, "a7-a8=Q", "a7a8q" },
  { PROMO_FEN, "a8=N", "a7a8n" },
  { PROMO_FEN, "a8P", "a7a8n" },      /* C.11: P is the Paard */
  { PROMO_FEN, "a8S", "a7a8n" },
  { PROMO_FEN, "a8T", "a7a8r" },
  { PROMO_FEN, "a8R", "a7a8r" },
  { PROMO_FEN, "a8L", "a7a8b" },
  { PROMO_FEN, "a8=B", "a7a8b" },
  { PROMO_FEN, "a7a8b", "a7a8b" },
  { PROMO_FEN, "axb8D+", "a7b8q" },
  { PROMO_FEN, "ab8=Q", "a7b8q" },
  /* lower-case b and d are files first, pieces only when no pawn move fits */
  { "4k3/8/8/8/8/2n5/1P6/4B1K1 w - - 0 1", "bxc3", "b2c3" },
  { "4k3/8/8/8/8/2n5/1P6/4B1K1 w - - 0 1", "bc3", "b2c3" },
  { "4k3/8/8/8/8/2n5/1P6/4B1K1 w - - 0 1", "Bxc3", "e1c3" },
  { "4k3/8/8/8/8/2n5/1P6/4B1K1 w - - 0 1", "Lxc3", "e1c3" },
  { "4k3/8/8/8/8/2n5/1P6/4B1K1 w - - 0 1", "lxc3", "e1c3" },
  { "4k3/8/8/8/8/2n5/8/4B1K1 w - - 0 1", "bxc3", "e1c3" },
  { "4k3/8/8/8/8/2n5/3P4/Q3K3 w - - 0 1", "dc3", "d2c3" },
  { "4k3/8/8/8/8/2n5/3P4/Q3K3 w - - 0 1", "Dc3", "a1c3" },
  { "4k3/8/8/8/8/2n5/3P4/Q3K3 w - - 0 1", "Qxc3", "a1c3" },
  { "4k3/8/8/8/8/2n5/8/Q3K3 w - - 0 1", "dc3", "a1c3" },
  { "4k3/8/8/8/8/2n5/8/Q3K3 w - - 0 1", "dxc3", "a1c3" },
  /* C.13 marks: ++ or # for mate, x optional */
  { "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", "Qxf7++", "h5f7" },
  { "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", "Df7#", "h5f7" },
  { "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", "Dh5xf7#", "h5f7" },
  { "r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4", "Lxf7+", "c4f7" },
  /* disambiguated forms */
  { "4k3/8/8/8/8/8/8/K3N1N1 w - - 0 1", "Pgf3", "g1f3" },
  { "4k3/8/8/8/8/8/8/K3N1N1 w - - 0 1", "Nef3", "e1f3" },
  { "4k3/8/8/6N1/8/8/8/K5N1 w - - 0 1", "S5f3", "g5f3" },
  { "7k/8/8/8/8/3Q4/8/K2Q1Q2 w - - 0 1", "Qd1e2", "d1e2" },
  { "7k/8/8/8/8/3Q4/8/K2Q1Q2 w - - 0 1", "D3e2", "d3e2" },
  { "4k3/8/8/8/1b6/8/3N3N/4K3 w - - 0 1", "Nf3", "h2f3" },
};

static void
test_tolerant_reading (void **state)
{
  for (size_t i = 0; i < sizeof read_cases / sizeof read_cases[0]; i++)
    {
      AbPosition *pos = position_from_fen (read_cases[i].fen);
      AbMoveError err;
      AbMove m = ab_move_parse (pos, read_cases[i].text, &err);
      AbMove want = strcmp (read_cases[i].uci, "NONE") == 0 ? AB_MOVE_NONE
                                                              : uci_move (pos, read_cases[i].uci);

      if (m != want)
        fail_msg ("\"%s\" in %s: read %#x, want %s (error %d)", read_cases[i].text,
                  read_cases[i].fen, m, read_cases[i].uci, err.code);
      assert_int_equal (err.code == AB_MOVE_ERROR_NONE, want != AB_MOVE_NONE);
      ab_position_free (pos);
    }
}

#define IN_CHECK_FEN "4k3/8/8/8/8/8/8/r3K2N w - - 0 1"
#define PIN_FEN "4k3/8/1b6/8/3N4/8/8/6K1 w - - 0 1"
#define AMBIG_FEN "rnbqkbnr/pppppppp/8/8/3P4/5N2/PPP1PPPP/RNBQKB1R w KQkq - 0 1"
#define MATED_FEN "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"

/* Every error code and illegal reason, with the facts it carries. */
static const struct
{
  const char *fen, *text;
  AbMoveErrorCode code;
  AbIllegalReason reason;
  AbPieceType piece;
  const char *from, *to, *cause;
  int offset;             /* checked for syntax errors */
  const char *candidates; /* UCI moves, when ambiguous */
} error_cases[] = {
  { AB_START_FEN, "", AB_MOVE_ERROR_EMPTY, 0, 0, "", "", "", 0, NULL },
  { AB_START_FEN, " \t ", AB_MOVE_ERROR_EMPTY, 0, 0, "", "", "", 0, NULL },
  { AB_START_FEN, "Nz3", AB_MOVE_ERROR_SYNTAX, 0, 0, "", "", "", 1, NULL },
  { AB_START_FEN, "e9", AB_MOVE_ERROR_SYNTAX, 0, 0, "", "", "", 1, NULL },
  { AB_START_FEN, "N", AB_MOVE_ERROR_SYNTAX, 0, 0, "", "", "", 1, NULL },
  { AB_START_FEN, "x", AB_MOVE_ERROR_SYNTAX, 0, 0, "", "", "", 0, NULL },
  { AB_START_FEN, "+!", AB_MOVE_ERROR_SYNTAX, 0, 0, "", "", "", 0, NULL },
  { AB_START_FEN, "Nf3g", AB_MOVE_ERROR_SYNTAX, 0, 0, "", "", "", 3, NULL },
  { AB_START_FEN, "Nbb1c3", AB_MOVE_ERROR_SYNTAX, 0, 0, "", "", "", 2, NULL },
  { AB_START_FEN, " \xc3\xa9" "4", AB_MOVE_ERROR_SYNTAX, 0, 0, "", "", "", 1, NULL },
  { AB_START_FEN, "e4 \x01", AB_MOVE_ERROR_SYNTAX, 0, 0, "", "", "", 3, NULL },
  { AB_START_FEN, "e2e4                                                                   ",
    AB_MOVE_ERROR_TOO_LONG, 0, 0, "", "", "", AB_NOTATION_READ_MAX, NULL },
  { AB_START_FEN, "Nd4", AB_MOVE_ERROR_NO_PIECE, 0, AB_KNIGHT, "", "d4", "", 0, NULL },
  { "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "Bc4", AB_MOVE_ERROR_NO_PIECE, 0, AB_BISHOP, "", "c4", "",
    0, NULL },
  { AMBIG_FEN, "Nd2", AB_MOVE_ERROR_AMBIGUOUS, 0, AB_KNIGHT, "", "d2", "", 0, "b1d2 f3d2" },
  { AMBIG_FEN, "Pd2", AB_MOVE_ERROR_AMBIGUOUS, 0, AB_KNIGHT, "", "d2", "", 0, "b1d2 f3d2" },
  { "7k/8/8/8/8/3Q4/8/K2Q1Q2 w - - 0 1", "Qe2", AB_MOVE_ERROR_AMBIGUOUS, 0, AB_QUEEN, "", "e2",
    "", 0, "d1e2 f1e2 d3e2" },
  { "7k/1P1P4/8/8/8/8/8/4K3 w - - 0 1", "c8=Q", AB_MOVE_ERROR_NO_PIECE, 0, AB_PAWN, "", "c8",
    "", 0, NULL },
  { "2n4k/1P1P4/8/8/8/8/8/4K3 w - - 0 1", "xc8=Q", AB_MOVE_ERROR_AMBIGUOUS, 0, AB_PAWN, "",
    "c8", "", 0, "b7c8q d7c8q" },
  { AB_START_FEN, "e3e4", AB_MOVE_ERROR_ILLEGAL, AB_ILLEGAL_EMPTY_SQUARE, 0, "e3", "e4", "", 0,
    NULL },
  { AB_START_FEN, "e7e5", AB_MOVE_ERROR_ILLEGAL, AB_ILLEGAL_OPPONENT_PIECE, AB_PAWN, "e7", "e5",
    "", 0, NULL },
  { AB_START_FEN, "Bg1f3", AB_MOVE_ERROR_ILLEGAL, AB_ILLEGAL_WRONG_PIECE, AB_BISHOP, "g1", "f3",
    "", 0, NULL },
  { AB_START_FEN, "Ng1g3", AB_MOVE_ERROR_ILLEGAL, AB_ILLEGAL_CANNOT_MOVE_THERE, AB_KNIGHT, "g1",
    "g3", "", 0, NULL },
  { AB_START_FEN, "Pe2e5", AB_MOVE_ERROR_ILLEGAL, AB_ILLEGAL_CANNOT_MOVE_THERE, AB_PAWN, "e2",
    "e5", "", 0, NULL },
  { AB_START_FEN, "exd3", AB_MOVE_ERROR_ILLEGAL, AB_ILLEGAL_CANNOT_MOVE_THERE, AB_PAWN, "e2",
    "d3", "", 0, NULL },
  { "4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1", "e3", AB_MOVE_ERROR_ILLEGAL,
    AB_ILLEGAL_CANNOT_MOVE_THERE, AB_PAWN, "e2", "e3", "e3", 0, NULL },
  { AB_START_FEN, "Nd2", AB_MOVE_ERROR_ILLEGAL, AB_ILLEGAL_OWN_PIECE_ON_TARGET, AB_KNIGHT, "",
    "d2", "d2", 0, NULL },
  { AB_START_FEN, "Bb5", AB_MOVE_ERROR_ILLEGAL, AB_ILLEGAL_PATH_BLOCKED, AB_BISHOP, "f1", "b5",
    "e2", 0, NULL },
  { "4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1", "e4", AB_MOVE_ERROR_ILLEGAL, AB_ILLEGAL_PATH_BLOCKED,
    AB_PAWN, "e2", "e4", "e3", 0, NULL },
  { IN_CHECK_FEN, "Ng3", AB_MOVE_ERROR_ILLEGAL, AB_ILLEGAL_IN_CHECK, AB_KNIGHT, "h1", "g3", "a1",
    0, NULL },
  { "4k3/3r4/8/8/8/8/8/4K3 w - - 0 1", "Kd2", AB_MOVE_ERROR_ILLEGAL, AB_ILLEGAL_KING_INTO_CHECK,
    AB_KING, "e1", "d2", "d7", 0, NULL },
  { "4r1k1/8/8/8/8/8/4K3/8 w - - 0 1", "Ke1", AB_MOVE_ERROR_ILLEGAL, AB_ILLEGAL_KING_INTO_CHECK,
    AB_KING, "e2", "e1", "e8", 0, NULL },
  { PIN_FEN, "Nf3", AB_MOVE_ERROR_ILLEGAL, AB_ILLEGAL_PINNED, AB_KNIGHT, "d4", "f3", "b6", 0,
    NULL },
  { "8/8/8/K2pP2r/8/8/8/7k w - d6 0 1", "exd6", AB_MOVE_ERROR_ILLEGAL, AB_ILLEGAL_EXPOSES_KING,
    AB_PAWN, "e5", "d6", "h5", 0, NULL },
  /* a capture said where nothing can be taken: the boards differ (D.2.9), so refuse */
  { AB_START_FEN, "Nxf3", AB_MOVE_ERROR_ILLEGAL, AB_ILLEGAL_NOTHING_TO_CAPTURE, AB_KNIGHT, "g1",
    "f3", "", 0, NULL },
  { "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1", "O-O", AB_MOVE_ERROR_ILLEGAL,
    AB_ILLEGAL_CASTLING_RIGHT_LOST, AB_KING, "e1", "g1", "", 0, NULL },
  { "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1", "e1g1", AB_MOVE_ERROR_ILLEGAL,
    AB_ILLEGAL_CASTLING_RIGHT_LOST, AB_KING, "e1", "g1", "", 0, NULL },
  { AB_START_FEN, "O-O", AB_MOVE_ERROR_ILLEGAL, AB_ILLEGAL_CASTLING_BLOCKED, AB_KING, "e1", "g1",
    "f1", 0, NULL },
  { AB_START_FEN, "0-0-0", AB_MOVE_ERROR_ILLEGAL, AB_ILLEGAL_CASTLING_BLOCKED, AB_KING, "e1",
    "c1", "b1", 0, NULL },
  { "4k3/8/8/4r3/8/8/8/R3K2R w KQ - 0 1", "O-O", AB_MOVE_ERROR_ILLEGAL,
    AB_ILLEGAL_CASTLING_IN_CHECK, AB_KING, "e1", "g1", "e5", 0, NULL },
  { "5rk1/8/8/8/8/8/8/R3K2R w KQ - 0 1", "O-O", AB_MOVE_ERROR_ILLEGAL,
    AB_ILLEGAL_CASTLING_THROUGH_CHECK, AB_KING, "e1", "f1", "f8", 0, NULL },
  { "3r2k1/8/8/8/8/8/8/R3K2R w KQ - 0 1", "O-O-O", AB_MOVE_ERROR_ILLEGAL,
    AB_ILLEGAL_CASTLING_THROUGH_CHECK, AB_KING, "e1", "d1", "d8", 0, NULL },
  { "1k4r1/8/8/8/8/8/8/R3K2R w KQ - 0 1", "O-O", AB_MOVE_ERROR_ILLEGAL,
    AB_ILLEGAL_CASTLING_INTO_CHECK, AB_KING, "e1", "g1", "g8", 0, NULL },
  { PROMO_FEN, "a8", AB_MOVE_ERROR_PROMOTION_MISSING, 0, AB_PAWN, "", "a8", "", 0, NULL },
  { PROMO_FEN, "a8=", AB_MOVE_ERROR_PROMOTION_MISSING, 0, AB_PAWN, "", "a8", "", 0, NULL },
  { PROMO_FEN, "a8=K", AB_MOVE_ERROR_PROMOTION_WRONG, 0, AB_KING, "", "a8", "", 0, NULL },
  { AB_START_FEN, "e4=Q", AB_MOVE_ERROR_PROMOTION_WRONG, 0, AB_QUEEN, "e2", "e4", "", 0, NULL },
  { MATED_FEN, "e4", AB_MOVE_ERROR_NO_MOVES, 0, 0, "", "", "", 0, NULL },
};

static bool
has_candidate (const AbMoveError *err, AbMove m)
{
  for (int i = 0; i < err->n_candidates; i++)
    if (err->candidates[i] == m)
      return true;
  return false;
}

static void
check_candidates (const AbPosition *pos, const AbMoveError *err, const char *list)
{
  char copy[64];
  int n = 0;

  snprintf (copy, sizeof copy, "%s", list);
  for (char *tok = strtok (copy, " "); tok; tok = strtok (NULL, " "))
    {
      assert_true (has_candidate (err, uci_move (pos, tok)));
      n++;
    }
  assert_int_equal (err->n_candidates, n);
}

static void
test_bad_input_errors (void **state)
{
  for (size_t i = 0; i < sizeof error_cases / sizeof error_cases[0]; i++)
    {
      AbPosition *pos = position_from_fen (error_cases[i].fen);
      AbPosition *before = ab_position_copy (pos);
      AbMoveError err;
      AbMove m = ab_move_parse (pos, error_cases[i].text, &err);

      if (m != AB_MOVE_NONE || err.code != error_cases[i].code
          || err.reason != error_cases[i].reason)
        fail_msg ("\"%s\": move %#x, code %d reason %d; want code %d reason %d",
                  error_cases[i].text, m, err.code, err.reason, error_cases[i].code,
                  error_cases[i].reason);
      if (err.code == AB_MOVE_ERROR_SYNTAX || err.code == AB_MOVE_ERROR_TOO_LONG)
        assert_int_equal (err.offset, error_cases[i].offset);
      else
        {
          assert_int_equal (err.piece, error_cases[i].piece);
          assert_int_equal (err.from, square (error_cases[i].from));
          assert_int_equal (err.to, square (error_cases[i].to));
          assert_int_equal (err.cause, square (error_cases[i].cause));
        }
      if (error_cases[i].candidates)
        check_candidates (pos, &err, error_cases[i].candidates);
      else
        assert_int_equal (err.n_candidates, 0);
      assert_true (ab_position_equal (pos, before));
      ab_position_free (before);
      ab_position_free (pos);
    }
}

/* Nothing but a NUL ends the reading: no text is read past it. */
static void
test_reading_stops_at_the_end (void **state)
{
  AbPosition *pos = ab_position_new ();
  AbMoveError err;
  char text[8] = { 'N', 'f', '3', '\0', 'x', 'x', 'x', 'x' };

  assert_int_not_equal (ab_move_parse (pos, text, &err), AB_MOVE_NONE);
  assert_int_equal (ab_move_parse (pos, NULL, &err), AB_MOVE_NONE);
  assert_int_equal (err.code, AB_MOVE_ERROR_EMPTY);
  assert_int_equal (ab_move_parse (pos, "\xe2", NULL), AB_MOVE_NONE);
  assert_int_equal (ab_move_parse (pos, "e4\xe2\x80", &err), AB_MOVE_NONE);
  assert_int_equal (err.code, AB_MOVE_ERROR_SYNTAX);
  assert_int_equal (err.offset, 2);
  ab_position_free (pos);
}

/* The sentences for a few errors, with moves in the player's letters. */
static void
test_describe_move_errors (void **state)
{
  static const struct
  {
    const char *fen, *text;
    AbLanguage letters;
    const char *sentence;
  } cases[] = {
    { AB_START_FEN, "Nd4", AB_LANG_EN, "No knight can reach d4." },
    { AMBIG_FEN, "Nd2", AB_LANG_EN, "Ambiguous: Nbd2 or Nfd2?" },
    { AMBIG_FEN, "Pd2", AB_LANG_NL, "Ambiguous: Pbd2 or Pfd2?" },
    { AMBIG_FEN, "Sd2", AB_LANG_DE, "Ambiguous: Sbd2 or Sfd2?" },
    { "7k/8/8/8/8/3Q4/8/K2Q1Q2 w - - 0 1", "De2", AB_LANG_NL, "Ambiguous: Dd1e2, Dfe2 or D3e2?" },
    { PIN_FEN, "Nf3", AB_LANG_EN, "The knight on d4 is pinned by the bishop on b6." },
    { "5rk1/8/8/8/8/8/8/R3K2R w KQ - 0 1", "O-O", AB_LANG_EN,
      "Castling is not possible: the king would cross f1, which is attacked by the rook on f8." },
    { AB_START_FEN, "O-O", AB_LANG_EN,
      "Castling is not possible: the bishop on f1 stands in the way." },
    { "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1", "0-0", AB_LANG_NL,
      "Castling short is no longer allowed: the king or that rook has moved." },
    { "4k3/8/8/4r3/8/8/8/R3K2R w KQ - 0 1", "O-O-O", AB_LANG_EN,
      "Castling is not possible: your king is in check from the rook on e5." },
    { AB_START_FEN, "Bb5", AB_LANG_EN,
      "The bishop on f1 cannot reach b5: the pawn on e2 is in the way." },
    { AB_START_FEN, "e7e5", AB_LANG_EN, "The pawn on e7 is Black's; it is White's move." },
    { AB_START_FEN, "Bg1f3", AB_LANG_EN, "There is no bishop on g1. It holds a knight." },
    { AB_START_FEN, "exd3", AB_LANG_EN,
      "The pawn on e2 cannot move to d3: there is nothing to capture there." },
    { IN_CHECK_FEN, "Ng3", AB_LANG_EN,
      "Your king is in check from the rook on a1, and this move does not stop it." },
    { "4k3/3r4/8/8/8/8/8/4K3 w - - 0 1", "Kd2", AB_LANG_EN,
      "The king cannot go to d2: the rook on d7 attacks that square." },
    { "8/8/8/K2pP2r/8/8/8/7k w - d6 0 1", "exd6", AB_LANG_EN,
      "The pawn on e5 cannot move to d6: that would expose your king to the rook on h5." },
    { PROMO_FEN, "a8", AB_LANG_NL, "Say which piece the pawn becomes on a8: D, T, L or P." },
    { AB_START_FEN, "Nz3", AB_LANG_EN,
      "This cannot be read as a move; the problem is at character 2." },
    { AB_START_FEN, "", AB_LANG_DE, "Type a move, for example e4 or Sf3." },
    { MATED_FEN, "e4", AB_LANG_EN, "The game is over: checkmate." },
  };
  char buf[AB_DESCRIBE_MAX];

  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    {
      AbPosition *pos = position_from_fen (cases[i].fen);
      AbMoveError err;

      assert_int_equal (ab_move_parse (pos, cases[i].text, &err), AB_MOVE_NONE);
      ab_describe_move_error (pos, &err, cases[i].letters, buf, sizeof buf);
      assert_string_equal (buf, cases[i].sentence);
      ab_position_free (pos);
    }
}

/* The sentences that name what was typed: the word reading stopped at and what fits
 * there; moves said as the announcement says them when spoken (the English words here,
 * the catalogs give German and Dutch). */
static void
test_describe_move_errors_text (void **state)
{
  static const struct
  {
    const char *fen, *text;
    bool spoken;
    const char *sentence;
  } cases[] = {
    { AB_START_FEN, "Springer Zulu drei", true, "Zulu is not a file name: Anna to Hector." },
    { AB_START_FEN, "Nz3", false, "z is not a file name: a to h." },
    { AB_START_FEN, "Springer Felix zehn", true, "zehn is not a rank: one to eight." },
    { AB_START_FEN, "Nf9", false, "9 is not a rank: 1 to 8." },
    { AB_START_FEN, "Springer Felix", true, "A rank is missing: one to eight." },
    { AB_START_FEN, "hallo welt", true,
      "hallo does not begin a move: say a piece, a square such as Eva four, or castling." },
    { AB_START_FEN, "Eva vier hallo", true, "hallo does not fit: the move is whole without it." },
    { "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "Kurze", true,
      "Castling is said short castling or long castling." },
    { PROMO_FEN, "Anna acht Kaffee", true,
      "Kaffee is not a piece a pawn becomes: Queen, Rook, Bishop or Knight." },
    { PROMO_FEN, "a8=Z", false, "Z is not a piece a pawn becomes: Q, R, B or N." },
    { AMBIG_FEN, "Nd2", true, "Ambiguous: Knight Bella David two or Knight Felix David two?" },
    { AMBIG_FEN, "Nd2", false, "Ambiguous: Nbd2 or Nfd2?" },
    { "rnbqkbnr/pppp1ppp/8/4p3/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 0 3", "e5", true,
      "Do you mean David takes Eva five?" },
    { "rnbqkbnr/pppp1ppp/8/4p3/3PP3/8/PPP2PPP/RNBQKBNR w KQkq - 0 3", "e5", false,
      "Do you mean dxe5?" },
    { "rnbqkbnr/ppp1pppp/8/3p4/2PPP3/8/PP3PPP/RNBQKBNR w KQkq - 0 3", "d5", false,
      "Do you mean cxd5 or exd5?" },
    /* A word that is not valid UTF-8 is quoted back readably. */
    { AB_START_FEN, "Springer \xff drei", true, "? is not a file name: Anna to Hector." },
  };
  char buf[AB_DESCRIBE_MAX];

  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    {
      AbPosition *pos = position_from_fen (cases[i].fen);
      AbMoveError err;

      assert_int_equal (ab_move_parse_any (pos, cases[i].text, &err), AB_MOVE_NONE);
      ab_describe_move_error_text (pos, &err, cases[i].text, AB_LANG_EN, cases[i].spoken, buf,
                                   sizeof buf);
      if (strcmp (buf, cases[i].sentence) != 0)
        fail_msg ("\"%s\": \"%s\", expected \"%s\"", cases[i].text, buf, cases[i].sentence);
      ab_position_free (pos);
    }
}

/* App. C.13's example game in its three forms, as the FIDE Laws 2023 (nl)
 * print them. The long form has 8. Dd4d3 where the others have 8. De3+: a
 * discrepancy in the source; it is still legal and gives another game. */
static const char *const c13_forms[] = {
  "1. e4 e5 2. Pf3 Pf6 3. d4 exd4 4. e5 Pe4 5. Dxd4 d5 6. exd6 e.p. Pxd6 7. Lg5 Pc6 8. De3+ Le7 "
  "9.Pbd2 0-0 10. 0-0-0 Te8 11. Kb1(=)",
  "1. e4 e5 2. Pf3 Pf6 3. d4 ed4 4. e5 Pe4 5. Dd4 d5 6. ed6 Pd6 7. Lg5 Pc6 8. De3 Le7 9.Pbd2 0-0 "
  "10. 0-0-0 Te8 11. Kb1(=)",
  "1. e2e4 e7e5 2. Pg1f3 Pg8f6 3. d2d4 e5xd4 4. e4e5 Pf6e4 5. Dd1xd4 d7d5 6. e5xd6 e.p. Pe4xd6 "
  "7. Lc1g5 Pb8c6 8. Dd4d3 Lf8e7 9. Pb1d2 0-0 10. 0-0-0 Tf8e8 11. Kb1 (=)",
};

#define C13_PLIES 21

/* Splits a game into moves: move numbers go, "e.p." and "(=)" stay with
 * their move (the reader must take them). */
static int
split_game (const char *game, char moves[][24], int max)
{
  char copy[512];
  int n = 0;

  snprintf (copy, sizeof copy, "%s", game);
  for (char *tok = strtok (copy, " "); tok; tok = strtok (NULL, " "))
    {
      if (tok[0] >= '1' && tok[0] <= '9' && strchr (tok, '.'))
        tok = strrchr (tok, '.') + 1;
      if (*tok == '\0')
        continue;
      if ((strcmp (tok, "e.p.") == 0 || strcmp (tok, "(=)") == 0) && n > 0)
        {
          strncat (moves[n - 1], " ", 23 - strlen (moves[n - 1]));
          strncat (moves[n - 1], tok, 23 - strlen (moves[n - 1]));
          continue;
        }
      if (n < max)
        snprintf (moves[n++], 24, "%s", tok);
    }
  return n;
}

/* Replays one form; each move is also written back (SAN for the first form,
 * long for the third) and must come out as printed, draw offer aside. */
static void
replay_c13 (int form, char fen[AB_FEN_MAX])
{
  AbPosition *pos = ab_position_new ();
  char moves[32][24], written[AB_NOTATION_MAX];
  int n = split_game (c13_forms[form], moves, 32);

  assert_int_equal (n, C13_PLIES);
  for (int i = 0; i < n; i++)
    {
      AbMoveError err;
      AbMove m = ab_move_parse (pos, moves[i], &err);
      AbUndo undo;
      char *draw = strstr (moves[i], "(=)");

      if (m == AB_MOVE_NONE)
        fail_msg ("C.13 form %d: \"%s\" not read (error %d)", form + 1, moves[i], err.code);
      if (draw)
        {
          while (draw > moves[i] && draw[-1] == ' ')
            draw--;
          *draw = '\0';
          assert_int_equal (i, n - 1); /* 11. Kb1(=): the draw offer is the last move's */
        }
      if (form == 0)
        {
          ab_move_to_san (pos, m, ab_san_style_default (AB_LANG_NL), written, sizeof written);
          assert_string_equal (written, moves[i]);
        }
      else if (form == 2 && i < n - 1)
        {
          ab_move_to_long (pos, m, ab_san_style_default (AB_LANG_NL), written, sizeof written);
          assert_string_equal (written, moves[i]);
        }
      ab_position_make (pos, m, &undo);
    }
  ab_position_get_fen (pos, AB_FEN_CASTLING_AUTO, fen, AB_FEN_MAX);
  ab_position_free (pos);
}

static void
test_c13_example_game (void **state)
{
  char fen[3][AB_FEN_MAX];

  for (int form = 0; form < 3; form++)
    replay_c13 (form, fen[form]);
  assert_string_equal (fen[0], "r1bqr1k1/ppp1bppp/2nn4/6B1/8/4QN2/PPPN1PPP/1K1R1B1R b - - 9 11");
  assert_string_equal (fen[1], fen[0]);
  /* 8. Dd4d3 instead of De3+: the queen ends on d3 */
  assert_string_equal (fen[2], "r1bqr1k1/ppp1bppp/2nn4/6B1/8/3Q1N2/PPPN1PPP/1K1R1B1R b - - 9 11");
}

/* Write → read round trips over every legal move of positions reached by
 * seeded random playouts from standard, Kiwipete and Chess960 starts. */
static const AbSanStyle round_trip_styles[] = {
  { AB_LANG_DE, true, false, true },
  { AB_LANG_NL, true, false, true },
  { AB_LANG_EN, false, true, false },
  { AB_LANG_EN, true, false, true },
  { AB_LANG_NL, false, true, false },
  { AB_LANG_DE, false, true, false },
};

#define N_STYLES (sizeof round_trip_styles / sizeof round_trip_styles[0])

static void
expect_read_back (const AbPosition *pos, AbMove m, const char *text)
{
  AbMoveError err;
  AbMove back = ab_move_parse (pos, text, &err);

  if (back != m)
    {
      char fen[AB_FEN_MAX];

      ab_position_get_fen (pos, AB_FEN_CASTLING_AUTO, fen, sizeof fen);
      fail_msg ("%s: \"%s\" read as %#x, not %#x (error %d)", fen, text, back, m, err.code);
    }
}

static int
round_trip_position (const AbPosition *pos)
{
  AbMoveList list;
  static char san[N_STYLES][AB_MAX_MOVES][AB_NOTATION_MAX];

  ab_position_legal_moves (pos, &list);
  for (int i = 0; i < list.count; i++)
    {
      AbMove m = list.moves[i];
      char text[AB_NOTATION_MAX];

      for (size_t s = 0; s < N_STYLES; s++)
        {
          assert_true (ab_move_to_san (pos, m, &round_trip_styles[s], san[s][i], AB_NOTATION_MAX)
                       < AB_NOTATION_MAX);
          expect_read_back (pos, m, san[s][i]);
          ab_move_to_long (pos, m, &round_trip_styles[s], text, sizeof text);
          expect_read_back (pos, m, text);
          /* no two legal moves share a SAN */
          for (int j = 0; j < i; j++)
            assert_string_not_equal (san[s][i], san[s][j]);
        }
      ab_move_to_uci (pos, m, text);
      expect_read_back (pos, m, text);
    }
  return list.count;
}

static void
test_round_trip_all_legal_moves (void **state)
{
  static const char *const fens[] = {
    AB_START_FEN,
    KIWIPETE,
    "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    C960_FEN,
  };
  static const int chess960[] = { 0, 99, 333, 471, 707, 959 };
  uint64_t seed = 0x5eed2023;
  int positions = 0, moves = 0;
  size_t n_fens = sizeof fens / sizeof fens[0];
  size_t n_starts = n_fens + sizeof chess960 / sizeof chess960[0];

  for (size_t start = 0; start < n_starts; start++)
    for (int playout = 0; playout < 3; playout++)
      {
        AbPosition *pos = ab_position_new ();
        AbFenError fen_err;

        if (start < n_fens)
          assert_true (ab_position_set_fen (pos, fens[start], &fen_err));
        else
          assert_true (ab_position_set_chess960 (pos, chess960[start - n_fens]));
        for (int ply = 0; ply < 24; ply++)
          {
            AbMoveList list;
            AbUndo undo;

            moves += round_trip_position (pos);
            positions++;
            ab_position_legal_moves (pos, &list);
            if (list.count == 0)
              break;
            seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
            ab_position_make (pos, list.moves[(seed >> 33) % (uint64_t) list.count], &undo);
          }
        ab_position_free (pos);
      }
  assert_true (positions >= 300);
  print_message ("# round trips: %d positions, %d moves, %zu styles\n", positions, moves, N_STYLES);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_c8_c11_san_writing),
    cmocka_unit_test (test_c10_disambiguation),
    cmocka_unit_test (test_c8_long_writing),
    cmocka_unit_test (test_san_writing_truncates),
    cmocka_unit_test (test_tolerant_reading),
    cmocka_unit_test (test_bad_input_errors),
    cmocka_unit_test (test_reading_stops_at_the_end),
    cmocka_unit_test (test_describe_move_errors),
    cmocka_unit_test (test_describe_move_errors_text),
    cmocka_unit_test (test_c13_example_game),
    cmocka_unit_test (test_round_trip_all_legal_moves),
    cmocka_unit_test (test_language_codes),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
