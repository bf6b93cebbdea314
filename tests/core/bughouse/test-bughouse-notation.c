/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-bughouse-notation.c — doorgeefschaak moves written and spoken:
 * placements in UCI ("Q@f7"), SAN ("Q@f7", "D*f7", "S*f3"), spoken ("Dame
 * auf Felix sieben", "Dame op Felix zeven", "Queen drop Felix seven"), the
 * variant's check and mate marks, the readers, and their errors. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "ab-bughouse-notation.h"
#include "ab-describe-bughouse.h"

#define OPEN "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R[QRBNPqn] w KQkq - 4 4"

static AbBughousePosition *
position (const char *fen)
{
  AbBughousePosition *pos = ab_bughouse_position_new ();
  AbBughouseFenError err;

  assert_true (ab_bughouse_position_set_fen (pos, fen, &err));
  return pos;
}

static const struct
{
  const char *fen;
  const char *text;     /* what a player types or says */
  const char *uci;
  const char *san_en;
  const char *san_nl;
  const char *spoken_de;
  const char *spoken_nl;
  const char *spoken_en;
} cases[] = {
  { OPEN, "Q@d3", "Q@d3", "Q@d3", "D*d3", "Dame auf David drei", "Dame op David drie",
    "Queen drop David three" },
  { OPEN, "D*d3", "Q@d3", "Q@d3", "D*d3", "Dame auf David drei", "Dame op David drie",
    "Queen drop David three" },
  { OPEN, "q@d3", "Q@d3", "Q@d3", "D*d3", "Dame auf David drei", "Dame op David drie",
    "Queen drop David three" },
  { OPEN, "S*e3", "N@e3", "N@e3", "P*e3", "Springer auf Eva drei", "Paard op Eva drie",
    "Knight drop Eva three" },
  { OPEN, "@d3", "P@d3", "P@d3", "*d3", "Bauer auf David drei", "Pion op David drie",
    "Pawn drop David three" },
  { OPEN, "*d3", "P@d3", "P@d3", "*d3", "Bauer auf David drei", "Pion op David drie",
    "Pawn drop David three" },
  { OPEN, "Dame auf David drei", "Q@d3", "Q@d3", "D*d3", "Dame auf David drei",
    "Dame op David drie", "Queen drop David three" },
  { OPEN, "dame op d3", "Q@d3", "Q@d3", "D*d3", "Dame auf David drei", "Dame op David drie",
    "Queen drop David three" },
  { OPEN, "Laeufer auf Cäsar drei", "B@c3", "B@c3", "L*c3", "Läufer auf Cesar drei",
    "Loper op Cesar drie", "Bishop drop Cesar three" },
  { OPEN, "rook drop Hector three", "R@h3", "R@h3", "T*h3", "Turm auf Hector drei",
    "Toren op Hector drie", "Rook drop Hector three" },
  { OPEN, "Pion op Eva drie", "P@e3", "P@e3", "*e3", "Bauer auf Eva drei", "Pion op Eva drie",
    "Pawn drop Eva three" },
  /* normal moves as in standard chess */
  { OPEN, "Sg5", "f3g5", "Ng5", "Pg5", "Springer Gustav fünf", "Paard Gustav vijf",
    "Knight Gustav five" },
  { OPEN, "O-O", "e1g1", "O-O", "0-0", "Kurze Rochade", "korte rokade", "short castling" },
  /* a check a placement could block is '+', not '#' (art. 5A allows blocking) */
  { "6k1/5ppp/8/8/8/8/8/3R2K1[] w - - 0 1", "Rd8", "d1d8", "Rd8+", "Td8+",
    "Turm David acht Schach", "Toren David acht schaak", "Rook David eight check" },
  /* a defended queen next to the king: mate */
  { "7k/7p/4N3/8/8/8/8/5KQ1[] w - - 0 1", "Qg7", "g1g7", "Qg7#", "Dg7#",
    "Dame Gustav sieben Schachmatt", "Dame Gustav zeven schaakmat",
    "Queen Gustav seven checkmate" },
  /* a promoted pawn moves, and is written, as its piece (art. 6A) */
  { "4k3/8/8/3Q~4/8/8/8/4K3[] w - - 0 1", "Qa8", "d5a8", "Qa8+", "Da8+",
    "Dame Anna acht Schach", "Dame Anna acht schaak", "Queen Anna eight check" },
};

static void
test_write_and_read (void **state)
{
  (void) state;
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    {
      AbBughousePosition *pos = position (cases[i].fen);
      AbBughouseMoveError err;
      AbBughouseMove move = ab_bughouse_move_parse_any (pos, cases[i].text, &err);
      char uci[AB_BUGHOUSE_UCI_MAX], text[AB_SPOKEN_MAX];

      print_message ("# %s\n", cases[i].text);
      assert_int_not_equal (move, AB_BUGHOUSE_MOVE_NONE);
      ab_bughouse_move_to_uci (pos, move, uci);
      assert_string_equal (uci, cases[i].uci);
      ab_bughouse_move_to_san (pos, move, &ab_san_style_pgn, text, sizeof text);
      assert_string_equal (text, cases[i].san_en);
      ab_bughouse_move_to_san (pos, move, ab_san_style_default (AB_LANG_NL), text, sizeof text);
      assert_string_equal (text, cases[i].san_nl);
      ab_bughouse_move_to_spoken (pos, move, AB_LANG_DE, AB_SPOKEN_SHORT, text, sizeof text);
      assert_string_equal (text, cases[i].spoken_de);
      ab_bughouse_move_to_spoken (pos, move, AB_LANG_NL, AB_SPOKEN_SHORT, text, sizeof text);
      assert_string_equal (text, cases[i].spoken_nl);
      ab_bughouse_move_to_spoken (pos, move, AB_LANG_EN, AB_SPOKEN_SHORT, text, sizeof text);
      assert_string_equal (text, cases[i].spoken_en);
      ab_bughouse_position_free (pos);
    }
}

/* Every legal move, written and spoken in every language and style, reads
 * back as itself. */
static void
test_every_move_reads_back (void **state)
{
  static const char *const fens[] = {
    OPEN,
    "4k3/8/8/8/8/8/8/r3K3[PN] w - - 0 1",
    "r3k2r/1P6/8/3Q~4/8/8/6p1/R3K2R[QRBNPqrbnp] b KQkq - 0 1",
  };

  (void) state;
  for (size_t f = 0; f < sizeof fens / sizeof fens[0]; f++)
    {
      AbBughousePosition *pos = position (fens[f]);
      AbBughouseMoveList list;

      ab_bughouse_position_legal_moves (pos, &list);
      assert_true (list.count > 0);
      for (int i = 0; i < list.count; i++)
        {
          AbBughouseMove m = list.moves[i];
          AbBughouseMoveError err;
          char text[AB_SPOKEN_MAX];

          ab_bughouse_move_to_uci (pos, m, text);
          assert_int_equal (ab_bughouse_move_parse (pos, text, &err), m);
          for (int lang = AB_LANG_DE; lang <= AB_LANG_EN; lang++)
            {
              ab_bughouse_move_to_san (pos, m, ab_san_style_default ((AbLanguage) lang), text,
                                       sizeof text);
              assert_int_equal (ab_bughouse_move_parse_any (pos, text, &err), m);
              for (int style = AB_SPOKEN_SHORT; style <= AB_SPOKEN_LONG; style++)
                {
                  ab_bughouse_move_to_spoken (pos, m, (AbLanguage) lang, (AbSpokenStyle) style,
                                              text, sizeof text);
                  if (ab_bughouse_move_parse_spoken (pos, text, &err) != m)
                    fail_msg ("'%s' did not read back", text);
                }
            }
        }
      ab_bughouse_position_free (pos);
    }
}

static const struct
{
  const char *fen;
  const char *text;
  AbDropError drop;
  AbMoveErrorCode code;
  const char *sentence;
} errors[] = {
  { OPEN, "Q@e5", AB_DROP_OCCUPIED, AB_MOVE_ERROR_ILLEGAL,
    "You cannot place a queen on e5: the square is not empty (art. 5A)." },
  { OPEN, "Q@f7", AB_DROP_OCCUPIED, AB_MOVE_ERROR_ILLEGAL, NULL },
  { OPEN, "Q@e6", AB_DROP_GIVES_CHECK, AB_MOVE_ERROR_ILLEGAL,
    "You cannot place a queen on e6: a placed piece may not give check (art. 5A)." },
  { OPEN, "Dame auf Gustav sieben", AB_DROP_OCCUPIED, AB_MOVE_ERROR_ILLEGAL, NULL },
  { OPEN, "@b8", AB_DROP_PAWN_BACK_RANK, AB_MOVE_ERROR_ILLEGAL,
    "You cannot place a pawn on b8: a pawn may not be placed on the first or eighth rank "
    "(art. 5B)." },
  { OPEN, "T@d3", AB_DROP_OK, AB_MOVE_ERROR_NONE, NULL }, /* a rook is there: legal */
  { "4k3/8/8/8/8/8/8/4K3[] w - - 0 1", "N@d3", AB_DROP_NOT_IN_RESERVE, AB_MOVE_ERROR_ILLEGAL,
    "You cannot place a knight on d3: you have no such piece in reserve (art. 4B)." },
  { "4k3/8/8/8/8/8/8/r3K3[N] w - - 0 1", "N@c3", AB_DROP_IN_CHECK, AB_MOVE_ERROR_ILLEGAL,
    "You cannot place a knight on c3: it does not stop the check you are in." },
  /* a spoken "P": the pawn or the Dutch Paard; both can go on d3 */
  { "4k3/8/8/8/8/8/8/4K3[PN] w - - 0 1", "p auf d3", AB_DROP_OK, AB_MOVE_ERROR_AMBIGUOUS,
    "Ambiguous: P on d3 can be a pawn or a knight (Paard). Write N or S for the knight, or "
    "leave the letter out for the pawn." },
  { OPEN, "X@d3", AB_DROP_OK, AB_MOVE_ERROR_SYNTAX, NULL },
  { OPEN, "Q@z9", AB_DROP_OK, AB_MOVE_ERROR_SYNTAX, NULL },
  { OPEN, "Dame auf", AB_DROP_OK, AB_MOVE_ERROR_SYNTAX, NULL },
  { OPEN, "Dame auf Eva neun", AB_DROP_OK, AB_MOVE_ERROR_SYNTAX, NULL },
};

static void
test_errors (void **state)
{
  (void) state;
  for (size_t i = 0; i < sizeof errors / sizeof errors[0]; i++)
    {
      AbBughousePosition *pos = position (errors[i].fen);
      AbBughouseMoveError err;
      AbBughouseMove m = ab_bughouse_move_parse_any (pos, errors[i].text, &err);
      char msg[AB_DESCRIBE_MAX];

      print_message ("# %s\n", errors[i].text);
      if (errors[i].code == AB_MOVE_ERROR_NONE)
        {
          assert_int_not_equal (m, AB_BUGHOUSE_MOVE_NONE);
          ab_bughouse_position_free (pos);
          continue;
        }
      assert_int_equal (m, AB_BUGHOUSE_MOVE_NONE);
      assert_int_equal (err.base.code, errors[i].code);
      assert_int_equal (err.drop, errors[i].drop);
      ab_describe_bughouse_move_error (pos, &err, AB_LANG_EN, msg, sizeof msg);
      assert_true (msg[0] != '\0');
      if (errors[i].sentence)
        assert_string_equal (msg, errors[i].sentence);
      ab_bughouse_position_free (pos);
    }
}

/* Written, P@ is the pawn and P* the Paard; a spoken P is what the reserve
 * and the rules allow. */
static void
test_p_letter (void **state)
{
  static const struct
  {
    const char *fen;
    const char *text;
    AbPieceType type;
  } cases[] = {
    { "4k3/8/8/8/8/8/8/4K3[PN] w - - 0 1", "P@d3", AB_PAWN },
    { "4k3/8/8/8/8/8/8/4K3[PN] w - - 0 1", "P*d3", AB_KNIGHT },
    /* a knight on d6 would check, so P there is the pawn */
    { "4k3/8/8/8/8/8/8/4K3[PN] w - - 0 1", "P auf d6", AB_PAWN },
    /* a pawn on a1 is not allowed (5B), so it is the Paard */
    { "4k3/8/8/8/8/8/8/4K3[PN] w - - 0 1", "p op a1", AB_KNIGHT },
  };

  (void) state;
  for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
    {
      AbBughousePosition *pos = position (cases[i].fen);
      AbBughouseMoveError err;
      AbBughouseMove m = ab_bughouse_move_parse_any (pos, cases[i].text, &err);

      assert_true (ab_bughouse_move_is_drop (m));
      assert_int_equal (ab_bughouse_move_drop_type (m), cases[i].type);
      ab_bughouse_position_free (pos);
    }
}

/* Art. 12: the reserve in words. */
static void
test_12_reserve_in_words (void **state)
{
  AbBughousePosition *pos = position ("4k3/8/8/8/8/8/8/4K3[QNPPp] w - - 0 1");
  char text[AB_DESCRIBE_MAX];

  (void) state;
  ab_describe_bughouse_reserve (pos, AB_WHITE, text, sizeof text);
  assert_string_equal (text, "White has in reserve: a queen, a knight, 2 pawns.");
  ab_describe_bughouse_reserve (pos, AB_BLACK, text, sizeof text);
  assert_string_equal (text, "Black has in reserve: a pawn.");
  ab_bughouse_position_free (pos);
  pos = position ("4k3/8/8/8/8/8/8/4K3[] w - - 0 1");
  ab_describe_bughouse_reserve (pos, AB_BLACK, text, sizeof text);
  assert_string_equal (text, "Black has nothing in reserve.");
  ab_bughouse_position_free (pos);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_write_and_read),
    cmocka_unit_test (test_every_move_reads_back),
    cmocka_unit_test (test_errors),
    cmocka_unit_test (test_p_letter),
    cmocka_unit_test (test_12_reserve_in_words),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
