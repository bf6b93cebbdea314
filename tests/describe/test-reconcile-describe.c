/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-reconcile-describe.c — the D.2.9 ruling in words: the corrections
 * with the announcement's squares and pieces in German, Dutch and English
 * (adjectives agreeing with the piece), and whole rulings as the arbiter
 * reads them. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ab-describe-reconcile.h"

#define W(t) AB_PIECE (AB_WHITE, t)
#define B(t) AB_PIECE (AB_BLACK, t)

typedef struct
{
  const char *name;
  AbReconcileCorrection correction;
  AbLanguage lang;
  const char *words;
} CorrectionCase;

static const CorrectionCase correction_cases[] = {
  { "D.2.9 de: rook moved", { 0, AB_RECONCILE_MOVE_PIECE, W (AB_ROOK), 0, 3 }, AB_LANG_DE,
    "weißer Turm von Anna eins nach David eins" },
  { "D.2.9 de: knight missing", { 1, AB_RECONCILE_PUT_PIECE, B (AB_KNIGHT), AB_NO_SQUARE, 45 },
    AB_LANG_DE, "schwarzer Springer auf Felix sechs fehlt" },
  { "D.2.9 de: queen is feminine", { 0, AB_RECONCILE_REMOVE_PIECE, W (AB_QUEEN), 28,
    AB_NO_SQUARE }, AB_LANG_DE, "weiße Dame auf Eva vier ist überzählig" },
  { "D.2.9 de: black queen", { 0, AB_RECONCILE_MOVE_PIECE, B (AB_QUEEN), 59, 32 }, AB_LANG_DE,
    "schwarze Dame von David acht nach Anna fünf" },
  { "D.2.9 de: bishop, king, pawn", { 0, AB_RECONCILE_PUT_PIECE, B (AB_BISHOP), AB_NO_SQUARE,
    61 }, AB_LANG_DE, "schwarzer Läufer auf Felix acht fehlt" },
  { "D.2.9 de: king", { 0, AB_RECONCILE_MOVE_PIECE, W (AB_KING), 6, 4 }, AB_LANG_DE,
    "weißer König von Gustav eins nach Eva eins" },
  { "D.2.9 de: pawn", { 0, AB_RECONCILE_REMOVE_PIECE, W (AB_PAWN), 23, AB_NO_SQUARE },
    AB_LANG_DE, "weißer Bauer auf Hector drei ist überzählig" },
  { "D.2.9 nl: rook moved", { 0, AB_RECONCILE_MOVE_PIECE, W (AB_ROOK), 0, 3 }, AB_LANG_NL,
    "witte toren van Anna een naar David een" },
  { "D.2.9 nl: het paard takes no -e", { 0, AB_RECONCILE_PUT_PIECE, B (AB_KNIGHT),
    AB_NO_SQUARE, 45 }, AB_LANG_NL, "zwart paard op Felix zes ontbreekt" },
  { "D.2.9 nl: pawn too many", { 0, AB_RECONCILE_REMOVE_PIECE, W (AB_PAWN), 28, AB_NO_SQUARE },
    AB_LANG_NL, "witte pion op Eva vier is overtollig" },
  { "D.2.9 nl: queen", { 0, AB_RECONCILE_MOVE_PIECE, B (AB_QUEEN), 59, 32 }, AB_LANG_NL,
    "zwarte dame van David acht naar Anna vijf" },
  { "D.2.9 en: rook moved", { 0, AB_RECONCILE_MOVE_PIECE, W (AB_ROOK), 0, 3 }, AB_LANG_EN,
    "white rook from Anna one to David one" },
  { "D.2.9 en: knight missing", { 0, AB_RECONCILE_PUT_PIECE, B (AB_KNIGHT), AB_NO_SQUARE, 45 },
    AB_LANG_EN, "black knight on Felix six is missing" },
  { "D.2.9 en: pawn too many", { 0, AB_RECONCILE_REMOVE_PIECE, W (AB_PAWN), 28, AB_NO_SQUARE },
    AB_LANG_EN, "white pawn on Eva four does not belong there" },
};

static void
test_correction (void **state)
{
  const CorrectionCase *tc = *state;
  char buf[256];
  size_t n = ab_describe_reconcile_correction (&tc->correction, tc->lang, buf, sizeof buf);

  assert_string_equal (buf, tc->words);
  assert_int_equal (n, strlen (tc->words));
  /* cut short like snprintf, still terminated */
  ab_describe_reconcile_correction (&tc->correction, tc->lang, buf, 8);
  assert_int_equal (strlen (buf), 7);
}

typedef struct
{
  const char *name;
  const char *sheet_a;
  const char *sheet_b;
  const char *board_a;
  const char *board_b;
  AbLanguage lang;
  const char *text;
} RulingCase;

static const RulingCase ruling_cases[] = {
  { "D.2.9 agree, board A wrong, in German",
    "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1",
    "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. La4 Sf6 5. 0-0 Le7 6. Te1",
    "r1bqk2r/1pppbppp/p1n2n2/4p3/B3P3/5N2/PPPPQPPP/RNB2RK1",
    "r1bqk2r/1pppbppp/p1n2n2/4p3/B3P3/5N2/PPPP1PPP/RNBQR1K1", AB_LANG_DE,
    "Die Partieformulare stimmen überein (Art. D.2.9).\n"
    "Richtig ist die Stellung nach 6. Te1 (11 Halbzüge).\n"
    "Brett A weicht davon ab: der Spieler an Brett A hat den richtigen Zug notiert, aber "
    "einen anderen ausgeführt, und korrigiert sein Brett (Art. D.2.9):\n"
    "– weißer Turm von Felix eins nach Eva eins\n"
    "– weiße Dame von Eva zwei nach David eins\n"
    "Brett B zeigt sie." },
  { "D.2.9 agree, board B lost a knight, in Dutch, sheet B a move behind",
    "1. e4 e5 2. Nf3 Nc6 3. Bb5", "1. e4 e5 2. Nf3 Nc6", NULL,
    "r1bqkbnr/pppp1ppp/8/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R", AB_LANG_NL,
    "De notatieformulieren komen overeen (art. D.2.9).\n"
    "Notatieformulier A loopt 1 halve zet voor: de andere speler heeft 3. Lb5 nog niet "
    "genoteerd; dat is geen verschil.\n"
    "De juiste stelling is die na 3. Lb5 (5 halve zetten).\n"
    "Bord B wijkt ervan af: de speler aan bord B heeft de juiste zet genoteerd maar een andere "
    "uitgevoerd, en corrigeert zijn bord (art. D.2.9):\n"
    "– zwart paard op Cesar zes ontbreekt" },
  { "D.2.9 agree, no boards, in English", "1. e4 e5", "Eva four, Eva five", NULL, NULL,
    AB_LANG_EN,
    "The scoresheets agree (art. D.2.9).\n"
    "The right position is the one after 1... e5 (2 half-moves).\n"
    "The player who wrote the right move but made another sets his board to it (art. D.2.9)." },
  { "D.2.9 agree, both boards right, nothing written", "", "",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", AB_LANG_EN,
    "Neither scoresheet holds a move yet (art. D.2.9).\n"
    "The right position is the starting position.\n"
    "Both boards show it: there is nothing to correct." },
  { "D.2.9 differ, clocks, in German",
    "1. e4 {1:29:50} e5 {1:29:40} 2. Nf3 {1:29:00} Nc6 {1:28:30} 3. Bb5 {1:28:00} a6",
    "1. e4 e5 2. Sf3 Sc6 3. Lc4", "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R",
    "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R", AB_LANG_DE,
    "Die Partieformulare weichen ab Halbzug 5 voneinander ab: Partieformular A hat 3. Lb5, "
    "Partieformular B hat 3. Lc4.\n"
    "Bis 2... Sc6 (4 Halbzüge) stimmen sie überein.\n"
    "Die Züge danach werden zurückgenommen: 2 Halbzüge auf Partieformular A, 1 Halbzug auf "
    "Partieformular B (Art. D.2.9).\n"
    "Auf beiden Brettern wird die Stellung nach 2... Sc6 aufgebaut.\n"
    "Uhren, wie mit den Zügen an dieser Stelle notiert: Weiß 1:29:00, Schwarz 1:28:30; der "
    "Schiedsrichter darf sie ändern (Art. D.2.9).\n"
    "Brett A:\n"
    "– weißer Läufer von Bella fünf nach Felix eins\n"
    "– schwarzer Bauer von Anna sechs nach Anna sieben\n"
    "Brett B zeigt sie schon." },
  { "D.2.9 differ at the first move, no clocks, in English", "1. e4", "1. d4", NULL, NULL,
    AB_LANG_EN,
    "The scoresheets differ from half-move 1 on: scoresheet A has 1. e4, scoresheet B has "
    "1. d4.\n"
    "They agree on no move.\n"
    "The moves after that are taken back: 1 half-move on scoresheet A, 1 half-move on "
    "scoresheet B (art. D.2.9).\n"
    "Both boards are set to the starting position.\n"
    "The scoresheets carry no clock times: the arbiter sets the clocks (art. D.2.9)." },
  { "D.2.9 a clock not written, tenths, in Dutch", "1. e4 {1:29:50.5} e5 2. Nf3",
    "1. e4 e5 2. Nc3", NULL, NULL, AB_LANG_NL,
    "De notatieformulieren verschillen vanaf halve zet 3: notatieformulier A heeft 2. Pf3, "
    "notatieformulier B heeft 2. Pc3.\n"
    "Tot en met 1... e5 (2 halve zetten) komen ze overeen.\n"
    "De zetten daarna worden teruggenomen: 1 halve zet op notatieformulier A, 1 halve zet op "
    "notatieformulier B (art. D.2.9).\n"
    "Op beide borden wordt de stelling na 1... e5 opgezet.\n"
    "Klokken, zoals bij de zetten op dat punt genoteerd: wit 1:29:50.5, zwart niet genoteerd; "
    "de arbiter mag ze wijzigen (art. D.2.9)." },
  { "illegal and missing moves, in English", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6",
    "1. e4 e5 2. Nf3 Nc6 4. Ba4 Nf6", NULL, NULL, AB_LANG_EN,
    "The scoresheets differ from half-move 5 on: scoresheet A has 3. Bb5, scoresheet B has "
    "3. Ba4.\n"
    "Scoresheet B lacks 3. Bb5 a6; the moves after that follow scoresheet A.\n"
    "Scoresheet B holds a move at half-move 5 that cannot be played there: 3. Ba4. No bishop "
    "can reach a4.\n"
    "They agree up to 2... Nc6 (4 half-moves).\n"
    "The moves after that are taken back: 4 half-moves on scoresheet A, 2 half-moves on "
    "scoresheet B (art. D.2.9).\n"
    "Both boards are set to the position after 2... Nc6.\n"
    "The scoresheets carry no clock times: the arbiter sets the clocks (art. D.2.9)." },
  { "transposed moves, in German", "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5",
    "1. e4 e5 2. Bc4 Nc6 3. Nf3 Bc5", NULL, NULL, AB_LANG_DE,
    "Die Partieformulare führen zur selben Stellung (Art. D.2.9).\n"
    "Partieformular B notiert 2. Sf3 und 3. Lc4 in umgekehrter Reihenfolge; beide "
    "Reihenfolgen führen zur selben Stellung.\n"
    "Richtig ist die Stellung nach 3... Lc5 (6 Halbzüge).\n"
    "Der Spieler, der den richtigen Zug notiert, aber einen anderen ausgeführt hat, bringt "
    "sein Brett mit ihr in Übereinstimmung (Art. D.2.9)." },
  { "transposed in an order that cannot be played, two moves ahead, in English",
    "1. e4 e5 2. Nc6 Nf3", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4", NULL, NULL, AB_LANG_EN,
    "The scoresheets lead to the same position (art. D.2.9).\n"
    "Scoresheet A writes 2. Nf3 and 2... Nc6 in the other order, in which they cannot be "
    "played.\n"
    "Scoresheet B is 3 half-moves ahead: the other player has not yet written 3. Bb5 a6 …; "
    "that is not a discrepancy.\n"
    "Scoresheet A holds a move at half-move 3 that cannot be played there: 2. Nc6. No knight "
    "can reach c6.\n"
    "The right position is the one after 4. Ba4 (7 half-moves).\n"
    "The player who wrote the right move but made another sets his board to it (art. D.2.9)." },
};

static void
read_sheet (AbReconcileSheet *sheet, const char *text)
{
  AbReconcileSheetError error;

  ab_reconcile_sheet_init (sheet);
  if (!ab_reconcile_sheet_read (sheet, text, strlen (text), &error))
    fail_msg ("test sheet unreadable: %s", text);
}

static void
test_ruling (void **state)
{
  const RulingCase *tc = *state;
  AbReconcileSheet a, b;
  AbReconcileBoard boards[2];
  AbReconcileInput input = { 0 };
  AbReconcileRuling *r = test_malloc (sizeof *r);
  char *text = test_malloc (AB_DESCRIBE_RECONCILE_MAX);
  const char *fens[2] = { tc->board_a, tc->board_b };

  read_sheet (&a, tc->sheet_a);
  read_sheet (&b, tc->sheet_b);
  input.sheets[0] = &a;
  input.sheets[1] = &b;
  for (int i = 0; i < 2; i++)
    if (fens[i])
      {
        AbFenError error;

        assert_true (ab_reconcile_board_read_fen (&boards[i], fens[i], &error));
        input.boards[i] = &boards[i];
      }
  ab_reconcile (&input, r);
  ab_describe_reconcile (r, tc->lang, text, AB_DESCRIBE_RECONCILE_MAX);
  assert_string_equal (text, tc->text);

  /* a small buffer gets the start, terminated */
  ab_describe_reconcile (r, tc->lang, text, 20);
  assert_int_equal (strlen (text), 19);
  assert_int_equal (memcmp (text, tc->text, 19), 0);

  ab_reconcile_sheet_clear (&a);
  ab_reconcile_sheet_clear (&b);
  test_free (text);
  test_free (r);
}

/* Every correction two full boards can need fits the buffer. */
static void
test_ruling_fits (void **state)
{
  AbReconcileBoard full;
  AbReconcileInput input = { 0 };
  AbReconcileRuling *r = test_malloc (sizeof *r);
  char *text = test_malloc (AB_DESCRIBE_RECONCILE_MAX);
  AbFenError error;

  (void) state;
  assert_true (ab_reconcile_board_read_fen (&full, "qqqqqqqq/qqqqqqqq/qqqqqqqq/qqqqqqqq/"
                                                   "QQQQQQQQ/QQQQQQQQ/QQQQQQQQ/QQQQQQQQ",
                                            &error));
  input.boards[0] = &full;
  input.boards[1] = &full;
  ab_reconcile (&input, r);
  /* each board: 62 queens off (d1 and d8 keep theirs), 30 pieces on */
  assert_int_equal (r->n_corrections, 2 * (62 + 30));
  ab_describe_reconcile (r, AB_LANG_DE, text, AB_DESCRIBE_RECONCILE_MAX);
  assert_true (strlen (text) + 1 < AB_DESCRIBE_RECONCILE_MAX);
  assert_non_null (strstr (text, "\n– schwarze Dame auf Hector acht ist überzählig\n"));
  assert_non_null (strstr (text, "\n– schwarzer Turm auf Hector acht fehlt\n"));
  test_free (text);
  test_free (r);
}

static void
test_sheet_errors_worded (void **state)
{
  char buf[512];

  (void) state;
  for (int code = AB_RECONCILE_SHEET_OK; code <= AB_RECONCILE_SHEET_ERROR_NO_MEMORY; code++)
    {
      AbReconcileSheetError error = { (AbReconcileSheetErrorCode) code, 3 };

      ab_describe_reconcile_sheet_error (&error, buf, sizeof buf);
      assert_true (strlen (buf) > 5);
      assert_null (strstr (buf, "Unknown"));
    }
}

/* A board entered square by square reads as the same board as its FEN, in each language's
 * letters; what does not read is refused with a reason and changes nothing. */
static void
test_board_square_by_square (void **state)
{
  static const struct
  {
    AbLanguage lang;
    const char *text;
  } same[] = {
    { AB_LANG_DE, "Weiß: Kg1 Tf1 Ld3 Sf3 Dd1 a2 b2 g2, Schwarz: Kg8 Td8 Lc5 Sc6 De7 a7 b7 g7" },
    { AB_LANG_EN, "white Kg1 Rf1 Bd3 Nf3 Qd1 Pa2 b2 g2; black Kg8 Rd8 Bc5 Nc6 Qe7 a7 b7 g7" },
    { AB_LANG_NL, "wit: Kg1 Tf1 Ld3 Pf3 Dd1 a2 b2 g2 zwart: Kg8 Td8 Lc5 Pc6 De7 a7 b7 g7" },
    { AB_LANG_DE, "Kg1 Tf1 Ld3 Sf3 Dd1 Ba2 Bb2 Bg2 kg8 td8 lc5 sc6 de7 ba7 bb7 bg7" },
  };
  static const struct
  {
    const char *text;
    AbReconcileBoardErrorCode code;
    const char *word;
  } refused[] = {
    { "Weiß: Kg1 Xz9", AB_RECONCILE_BOARD_WORD, "Xz9" },
    { "e2 e4", AB_RECONCILE_BOARD_NO_COLOR, "e2" },
    { "Weiß: Kg1 Tg1", AB_RECONCILE_BOARD_TWICE, "Tg1" },
    { "Weiß, Schwarz", AB_RECONCILE_BOARD_EMPTY, "" },
    { "8/8/8/8/8/8/8/9", AB_RECONCILE_BOARD_FEN, "" },
  };
  AbReconcileBoard fen, board, before;
  AbFenError fen_error;
  AbReconcileBoardError error;
  char buf[512];

  (void) state;
  assert_true (ab_reconcile_board_read_fen (&fen, "3r2k1/pp2q1p1/2n5/2b5/8/3B1N2/PP4P1/3Q1RK1",
                                            &fen_error));
  for (size_t i = 0; i < sizeof same / sizeof same[0]; i++)
    {
      assert_true (ab_reconcile_board_read (&board, same[i].text, same[i].lang, &error));
      assert_true (ab_reconcile_board_equal (&board, &fen));
    }
  assert_true (ab_reconcile_board_read (&board, "3r2k1/pp2q1p1/2n5/2b5/8/3B1N2/PP4P1/3Q1RK1",
                                        AB_LANG_DE, &error));
  assert_true (ab_reconcile_board_equal (&board, &fen));
  for (size_t i = 0; i < sizeof refused / sizeof refused[0]; i++)
    {
      before = board;
      assert_false (ab_reconcile_board_read (&board, refused[i].text, AB_LANG_DE, &error));
      assert_int_equal (error.code, refused[i].code);
      assert_string_equal (error.word, refused[i].word);
      assert_memory_equal (&board, &before, sizeof board);
      ab_describe_reconcile_board_error (&error, buf, sizeof buf);
      assert_true (strlen (buf) > 5);
    }
}

int
main (void)
{
  enum
  {
    N_CORR = sizeof correction_cases / sizeof correction_cases[0],
    N_RULING = sizeof ruling_cases / sizeof ruling_cases[0],
  };
  struct CMUnitTest tests[N_CORR + N_RULING + 3];
  size_t n = 0;

  for (size_t i = 0; i < N_CORR; i++)
    tests[n++] = (struct CMUnitTest) { correction_cases[i].name, test_correction, NULL, NULL,
                                       (void *) &correction_cases[i] };
  for (size_t i = 0; i < N_RULING; i++)
    tests[n++] = (struct CMUnitTest) { ruling_cases[i].name, test_ruling, NULL, NULL,
                                       (void *) &ruling_cases[i] };
  tests[n++] = (struct CMUnitTest) cmocka_unit_test (test_ruling_fits);
  tests[n++] = (struct CMUnitTest) cmocka_unit_test (test_sheet_errors_worded);
  tests[n++] = (struct CMUnitTest) cmocka_unit_test (test_board_square_by_square);
  return _cmocka_run_group_tests ("reconcile-describe", tests, n, NULL, NULL);
}
