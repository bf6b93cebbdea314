/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-reconcile-sheet.c — what the arbiter reads for D.2.9: scoresheets as
 * plain move text or PGN movetext (move numbers, clock readings, spoken
 * moves, comments, variations, broken input with its line), boards from
 * FEN, and the square-by-square changes that set a board right. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "ab-reconcile.h"

typedef struct
{
  const char *name;
  const char *text;
  const char *entries; /* "text@line" or "text@line=ms", separated by '|' */
} SheetCase;

static const SheetCase sheet_cases[] = {
  { "written moves with move numbers", "1. e4 e5 2. Nf3 Nc6 3. Bb5",
    "e4@1|e5@1|Nf3@1|Nc6@1|Bb5@1" },
  { "move numbers glued, black's numbers, ellipsis", "1.e4 1...e5 2.Sf3 2\xe2\x80\xa6Sc6 3 Lb5",
    "e4@1|e5@1|Sf3@1|Sc6@1|Lb5@1" },
  { "one move a line, Dutch long", "e2-e4\ne7-e5\n\nPg1-f3\r\nPb8-c6\n",
    "e2-e4@1|e7-e5@2|Pg1-f3@4|Pb8-c6@5" },
  { "results, NAGs and glyphs skipped",
    "1. e4! e5 $1 2. Nf3 !? Nc6 1/2-1/2 1-0 0-1 * \xc2\xbd-\xc2\xbd", "e4!@1|e5@1|Nf3@1|Nc6@1" },
  { "castling with zeros and O's kept", "1. e4 e5 2. 00 Nf6 3. 000 OOO 4. 0-0-0 O-O",
    "e4@1|e5@1|00@1|Nf6@1|000@1|OOO@1|0-0-0@1|O-O@1" },
  { "e.p. joined to its capture", "1. e4 d5 2. e5 f5 3. exf6 e.p. Nf6 4. d4 ep",
    "e4@1|d5@1|e5@1|f5@1|exf6 e.p.@1|Nf6@1|d4 ep@1" },
  { "clock readings in braces", "1. e4 {1:29:56} e5 {1:29:50.5}\n2. Nf3 {[%clk 1:29:01]} "
    "Nc6 {[%emt 0:00:02] [%clk 0:59:59]} 3. Bb5 {59:30}",
    "e4@1=5396000|e5@1=5390500|Nf3@2=5341000|Nc6@2=3599000|Bb5@2=3570000" },
  { "other comments are text", "1. e4 {best by test} e5 {12} 2. Nf3 {a:b}",
    "e4@1|e5@1|Nf3@1" },
  { "a comment over lines counts them", "1. e4 {a long\ncomment\n} e5\nNf3",
    "e4@1|e5@3|Nf3@4" },
  { "spoken moves separated by commas", "Eva vier, Eva fünf, Springer Felix drei",
    "Eva vier@1|Eva fünf@1|Springer Felix drei@1" },
  { "spoken moves a line each, numbered", "1. Eva vier\n1... Eva fünf\n2. Springer  Felix\tdrei\n",
    "Eva vier@1|Eva fünf@2|Springer Felix drei@3" },
  { "a clock ends a spoken move", "Eva vier {1:29:00} Eva fünf {1:28:00} Kurze Rochade",
    "Eva vier@1=5340000|Eva fünf@1=5280000|Kurze Rochade@1" },
  { "spoken and written lines mixed", "1. e4 e5\n2. Springer Felix drei, Sc6\n3. Lb5",
    "e4@1|e5@1|Springer Felix drei@2|Sc6@2|Lb5@3" },
  { "variations skipped, nested, with comments", "1. e4 (1. d4 d5 (1... Nf6 {x)}) 2. c4) e5 "
    "(1... c5\n2. Nf3) 2. Nf3", "e4@1|e5@1|Nf3@2" },
  { "PGN tags, escape lines and ; comments", "[Event \"Club [A]\"]\n[White \"An \\\"X\\\"\"]\n\n"
    "% escaped\n1. e4 e5 ; a remark 2. Nf4\n2. Nf3 *\n", "e4@5|e5@5|Nf3@6" },
  { "empty sheet", "  \n\n", "" },
  { "only a result", "1-0", "" },
};

typedef struct
{
  const char *name;
  const char *text;
  size_t len; /* 0: strlen */
  AbReconcileSheetErrorCode code;
  size_t line;
} SheetErrorCase;

static const SheetErrorCase sheet_error_cases[] = {
  { "unterminated comment", "1. e4\ne5 {[%clk 1:00:00]\n2. Nf3", 0,
    AB_RECONCILE_SHEET_ERROR_UNTERMINATED_COMMENT, 2 },
  { "closing brace alone", "1. e4 e5\n2. Nf3 }", 0, AB_RECONCILE_SHEET_ERROR_UNMATCHED_BRACE, 2 },
  { "unterminated variation", "1. e4 e5\n(2. d4\n2. Nf3", 0,
    AB_RECONCILE_SHEET_ERROR_UNTERMINATED_VARIATION, 2 },
  { "closing parenthesis alone", "1. e4 e5 2. Nf3)", 0,
    AB_RECONCILE_SHEET_ERROR_UNMATCHED_PARENTHESIS, 1 },
  { "unterminated tag", "[Event \"x]\n1. e4", 0, AB_RECONCILE_SHEET_ERROR_UNTERMINATED_TAG, 1 },
  { "minutes out of range", "1. e4 {1:60:00}", 0, AB_RECONCILE_SHEET_ERROR_BAD_CLOCK, 1 },
  { "seconds out of range", "1. e4\n{1:29:60}", 0, AB_RECONCILE_SHEET_ERROR_BAD_CLOCK, 2 },
  { "one-digit seconds", "1. e4 {1:29:5}", 0, AB_RECONCILE_SHEET_ERROR_BAD_CLOCK, 1 },
  { "bad %clk", "1. e4 {[%clk 1:2]}", 0, AB_RECONCILE_SHEET_ERROR_BAD_CLOCK, 1 },
  { "%clk without bracket", "1. e4 {[%clk 1:29:00}", 0, AB_RECONCILE_SHEET_ERROR_BAD_CLOCK, 1 },
  { "a point without tenths", "1. e4 {1:29:00.}", 0, AB_RECONCILE_SHEET_ERROR_BAD_CLOCK, 1 },
  { "hours beyond 99", "1. e4 {100:00:00}", 0, AB_RECONCILE_SHEET_ERROR_BAD_CLOCK, 1 },
  { "clock before any move", "{1:30:00} 1. e4", 0, AB_RECONCILE_SHEET_ERROR_CLOCK_WITHOUT_MOVE, 1 },
  { "two clocks for one move", "1. e4 {1:30:00}\n{1:29:00}", 0,
    AB_RECONCILE_SHEET_ERROR_TWO_CLOCKS, 2 },
  { "spoken moves run together", "\nSpringer Felix drei Springer Cesar sechs Läufer Bella fünf "
    "Anna sechs Läufer schlägt Cesar sechs David schlägt Cesar sechs Kurze Rochade", 0,
    AB_RECONCILE_SHEET_ERROR_MOVE_TOO_LONG, 2 },
  { "a NUL byte", "1. e4\ne5\0 Nf3", 13, AB_RECONCILE_SHEET_ERROR_NOT_TEXT, 2 },
};

/* "e4@1=5396000|e5@1" */
static void
format_sheet (const AbReconcileSheet *sheet, char *buf, size_t size)
{
  buf[0] = '\0';
  for (size_t i = 0; i < sheet->n_entries; i++)
    {
      const AbReconcileSheetEntry *e = &sheet->entries[i];
      size_t n = strlen (buf);

      n += (size_t) snprintf (buf + n, size - n, "%s%s@%u", i ? "|" : "", e->text, e->line);
      if (e->clock_ms >= 0)
        snprintf (buf + n, size - n, "=%d", e->clock_ms);
    }
}

static void
test_sheet_read (void **state)
{
  const SheetCase *tc = *state;
  AbReconcileSheet sheet;
  AbReconcileSheetError error;
  char got[1024];

  ab_reconcile_sheet_init (&sheet);
  assert_true (ab_reconcile_sheet_read (&sheet, tc->text, strlen (tc->text), &error));
  assert_int_equal (error.code, AB_RECONCILE_SHEET_OK);
  format_sheet (&sheet, got, sizeof got);
  assert_string_equal (got, tc->entries);
  ab_reconcile_sheet_clear (&sheet);
}

static void
test_sheet_error (void **state)
{
  const SheetErrorCase *tc = *state;
  AbReconcileSheet sheet;
  AbReconcileSheetError error;

  /* a sheet read before is emptied by a failed read */
  ab_reconcile_sheet_init (&sheet);
  assert_true (ab_reconcile_sheet_add (&sheet, "e4", 2, -1, 0));
  assert_false (ab_reconcile_sheet_read (&sheet, tc->text, tc->len ? tc->len : strlen (tc->text),
                                         &error));
  assert_int_equal (error.code, tc->code);
  assert_int_equal (error.line, tc->line);
  assert_int_equal (sheet.n_entries, 0);
  ab_reconcile_sheet_clear (&sheet);
}

/* The input need not end in NUL: a move, a number or a clock at the very
 * end of the buffer is read within it. */
static void
test_sheet_buffer_without_nul (void **state)
{
  static const char *const texts[] = { "1. e4 e5 00", "1. e4 12", "1. e4 {1:00:00}", "e4 !?" };
  AbReconcileSheet sheet;
  AbReconcileSheetError error;

  (void) state;
  ab_reconcile_sheet_init (&sheet);
  for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++)
    {
      size_t n = strlen (texts[i]);
      char *copy = malloc (n);

      assert_non_null (copy);
      memcpy (copy, texts[i], n);
      assert_true (ab_reconcile_sheet_read (&sheet, copy, n, &error));
      assert_true (sheet.n_entries >= 1);
      free (copy);
    }
  assert_string_equal (sheet.entries[0].text, "e4");
  ab_reconcile_sheet_clear (&sheet);
}

static void
test_sheet_limits (void **state)
{
  AbReconcileSheet sheet;
  AbReconcileSheetError error;
  size_t n = (AB_RECONCILE_SHEET_MAX_PLIES + 1) * 4;
  char *text = malloc (n + 1), long_text[AB_RECONCILE_SHEET_TEXT_MAX + 1];

  (void) state;
  assert_non_null (text);
  for (size_t i = 0; i < n; i += 4)
    memcpy (text + i, i % 8 ? "Nf6 " : "Nf3 ", 4);
  ab_reconcile_sheet_init (&sheet);
  assert_false (ab_reconcile_sheet_read (&sheet, text, n, &error));
  assert_int_equal (error.code, AB_RECONCILE_SHEET_ERROR_TOO_MANY_MOVES);
  assert_true (ab_reconcile_sheet_read (&sheet, text, n - 4, &error));
  assert_int_equal (sheet.n_entries, AB_RECONCILE_SHEET_MAX_PLIES);
  assert_false (ab_reconcile_sheet_add (&sheet, "e4", 2, -1, 0));
  ab_reconcile_sheet_clear (&sheet);
  free (text);

  memset (long_text, 'a', sizeof long_text);
  assert_false (ab_reconcile_sheet_add (&sheet, long_text, AB_RECONCILE_SHEET_TEXT_MAX, -1, 0));
  assert_true (ab_reconcile_sheet_add (&sheet, long_text, AB_RECONCILE_SHEET_TEXT_MAX - 1, -1, 0));
  assert_false (ab_reconcile_sheet_add (&sheet, "", 0, -1, 0));
  assert_int_equal (sheet.n_entries, 1);
  assert_false (ab_reconcile_sheet_has_clocks (&sheet));
  assert_true (ab_reconcile_sheet_add (&sheet, "e4", 2, 1000, 0));
  assert_true (ab_reconcile_sheet_has_clocks (&sheet));
  ab_reconcile_sheet_clear (&sheet);
}

/* Boards. */

typedef struct
{
  const char *name;
  const char *fen;
  AbFenErrorCode code; /* AB_FEN_OK: read */
  const char *pieces;  /* read: "Ke1 ke8 …" in square order a1…h8 */
} BoardCase;

static const BoardCase board_cases[] = {
  { "placement field alone", "4k3/8/8/8/8/8/8/4K2R", AB_FEN_OK, "Ke1 Rh1 ke8" },
  { "a whole FEN", "4k3/8/8/8/8/8/8/4K2R w K - 0 1", AB_FEN_OK, "Ke1 Rh1 ke8" },
  { "no king at all: still a board", "8/8/8/8/8/8/8/R7", AB_FEN_OK, "Ra1" },
  { "wrong side in check: still a board", "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", AB_FEN_OK,
    "Re1 Kg1 ke8" },
  { "pawn on the first rank: still a board", "4k3/8/8/8/8/8/8/P3K3 b - - 0 1", AB_FEN_OK,
    "Pa1 Ke1 ke8" },
  { "bad piece letter", "4k3/8/8/8/8/8/8/4K2X", AB_FEN_ERROR_PLACEMENT_CHAR, NULL },
  { "seven ranks", "4k3/8/8/8/8/8/4K2R", AB_FEN_ERROR_RANK_COUNT, NULL },
  { "nine ranks", "4k3/8/8/8/8/8/8/8/4K2R", AB_FEN_ERROR_RANK_COUNT, NULL },
  { "a short rank", "4k3/8/8/8/8/8/7/4K2R", AB_FEN_ERROR_RANK_LENGTH, NULL },
  { "a long rank", "4k3/8/8/8/8/8/8/4K2RR", AB_FEN_ERROR_RANK_LENGTH, NULL },
  { "empty", "   ", AB_FEN_ERROR_EMPTY, NULL },
  { "broken side field", "4k3/8/8/8/8/8/8/4K2R x - - 0 1", AB_FEN_ERROR_SIDE, NULL },
  { "broken castling field", "4k3/8/8/8/8/8/8/4K2R w Z - 0 1", AB_FEN_ERROR_CASTLING_CHAR, NULL },
};

static void
format_board (const AbReconcileBoard *board, char *buf, size_t size)
{
  static const char letters[] = " PNBRQK";

  buf[0] = '\0';
  for (int sq = 0; sq < 64; sq++)
    {
      AbPiece p = board->squares[sq];
      size_t n = strlen (buf);
      char c;

      if (p == AB_NO_PIECE)
        continue;
      c = letters[AB_PIECE_TYPE (p)];
      if (AB_PIECE_COLOR (p) == AB_BLACK)
        c = (char) (c - 'A' + 'a');
      snprintf (buf + n, size - n, "%s%c%c%c", n ? " " : "", c, 'a' + AB_SQUARE_FILE (sq),
                '1' + AB_SQUARE_RANK (sq));
    }
}

static void
test_board_read (void **state)
{
  const BoardCase *tc = *state;
  AbReconcileBoard board, before;
  AbFenError error;
  char got[512];

  memset (&board, 0x55, sizeof board);
  before = board;
  if (tc->code != AB_FEN_OK)
    {
      assert_false (ab_reconcile_board_read_fen (&board, tc->fen, &error));
      assert_int_equal (error.code, tc->code);
      assert_true (ab_reconcile_board_equal (&board, &before));
      return;
    }
  assert_true (ab_reconcile_board_read_fen (&board, tc->fen, &error));
  format_board (&board, got, sizeof got);
  assert_string_equal (got, tc->pieces);
}

typedef struct
{
  const char *name;
  const char *board;
  const char *target;
  const char *changes; /* "Rf1e1 +ng8 -Ph3" */
} CorrectionCase;

static const CorrectionCase correction_cases[] = {
  { "equal boards: nothing", "4k3/8/8/8/8/8/8/4K2R", "4k3/8/8/8/8/8/8/4K2R", "" },
  { "one piece moved", "4k3/8/8/8/8/8/8/4KR2", "4k3/8/8/8/8/8/8/4K2R", "Rf1h1" },
  { "a piece missing, one too many", "4k3/8/8/8/8/8/7P/4K3", "4k2n/8/8/8/8/8/8/4K3",
    "-Ph2 +nh8" },
  { "a piece replaced by another", "4k3/8/8/8/8/8/8/4K2N", "4k3/8/8/8/8/8/8/4K2R", "-Nh1 +Rh1" },
  { "nearest squares paired", "4k3/8/8/8/8/8/8/R3K2R", "4k3/8/8/8/8/8/8/1R2KR2", "Ra1b1 Rh1f1" },
  { "a move waits for its square", "4k3/8/8/8/8/8/8/4KNR1", "4k3/8/8/8/8/8/8/4K1NR",
    "Rg1h1 Nf1g1" },
  { "a ring of moves", "4k3/8/8/8/8/8/8/3KQ3", "4k3/8/8/8/8/8/8/3QK3", "Qe1d1 Kd1e1" },
  { "an empty board filled", "8/8/8/8/8/8/8/8", "k7/8/8/8/8/8/8/K7", "+Ka1 +ka8" },
};

static void
test_board_corrections (void **state)
{
  const CorrectionCase *tc = *state;
  AbReconcileBoard board, target;
  AbReconcileCorrection out[AB_RECONCILE_BOARD_MAX_CORRECTIONS];
  AbFenError error;
  char got[512] = "";
  int n;

  assert_true (ab_reconcile_board_read_fen (&board, tc->board, &error));
  assert_true (ab_reconcile_board_read_fen (&target, tc->target, &error));
  n = ab_reconcile_board_corrections (&board, &target, 1, out);
  for (int i = 0; i < n; i++)
    {
      size_t len = strlen (got);
      static const char letters[] = " PNBRQK";
      char c = letters[AB_PIECE_TYPE (out[i].piece)];

      assert_int_equal (out[i].board, 1);
      if (AB_PIECE_COLOR (out[i].piece) == AB_BLACK)
        c = (char) (c - 'A' + 'a');
      len += (size_t) snprintf (got + len, sizeof got - len, "%s%s%c", i ? " " : "",
                                out[i].change == AB_RECONCILE_PUT_PIECE      ? "+"
                                : out[i].change == AB_RECONCILE_REMOVE_PIECE ? "-"
                                                                             : "",
                                c);
      if (out[i].from != AB_NO_SQUARE)
        len += (size_t) snprintf (got + len, sizeof got - len, "%c%c",
                                  'a' + AB_SQUARE_FILE (out[i].from),
                                  '1' + AB_SQUARE_RANK (out[i].from));
      if (out[i].to != AB_NO_SQUARE)
        snprintf (got + len, sizeof got - len, "%c%c", 'a' + AB_SQUARE_FILE (out[i].to),
                  '1' + AB_SQUARE_RANK (out[i].to));
    }
  assert_string_equal (got, tc->changes);
}

/* Whatever two boards hold, the changes applied in order turn one into the
 * other: every board of a few hundred pseudo-random pairs. */
static void
test_board_corrections_apply (void **state)
{
  uint32_t seed = 12345;

  (void) state;
  for (int round = 0; round < 300; round++)
    {
      AbReconcileBoard board, target;
      AbReconcileCorrection out[AB_RECONCILE_BOARD_MAX_CORRECTIONS];
      AbPiece now[64];
      int n;

      for (int sq = 0; sq < 64; sq++)
        {
          seed = seed * 1103515245u + 12345u;
          board.squares[sq] = (seed >> 16) % 3 ? AB_NO_PIECE
                                               : AB_PIECE ((seed >> 20) & 1, 1 + (seed >> 21) % 6);
          seed = seed * 1103515245u + 12345u;
          target.squares[sq] = (seed >> 16) % 3 ? board.squares[sq]
                                                : AB_PIECE ((seed >> 20) & 1, 1 + (seed >> 21) % 6);
        }
      n = ab_reconcile_board_corrections (&board, &target, 0, out);
      assert_true (n <= AB_RECONCILE_BOARD_MAX_CORRECTIONS);
      memcpy (now, board.squares, sizeof now);
      for (int i = 0; i < n; i++)
        {
          /* a piece is taken from where it stands, and put where it belongs */
          if (out[i].from != AB_NO_SQUARE)
            {
              assert_int_equal (board.squares[out[i].from], out[i].piece);
              assert_int_not_equal (target.squares[out[i].from], out[i].piece);
              if (now[out[i].from] == out[i].piece)
                now[out[i].from] = AB_NO_PIECE;
            }
          if (out[i].to != AB_NO_SQUARE)
            {
              assert_int_equal (target.squares[out[i].to], out[i].piece);
              now[out[i].to] = out[i].piece;
            }
        }
      assert_memory_equal (now, target.squares, sizeof now);
    }
}

int
main (void)
{
  enum
  {
    N_SHEET = sizeof sheet_cases / sizeof sheet_cases[0],
    N_ERROR = sizeof sheet_error_cases / sizeof sheet_error_cases[0],
    N_BOARD = sizeof board_cases / sizeof board_cases[0],
    N_CORR = sizeof correction_cases / sizeof correction_cases[0],
  };
  struct CMUnitTest tests[N_SHEET + N_ERROR + N_BOARD + N_CORR + 3];
  size_t n = 0;

  for (size_t i = 0; i < N_SHEET; i++)
    tests[n++] = (struct CMUnitTest) { sheet_cases[i].name, test_sheet_read, NULL, NULL,
                                       (void *) &sheet_cases[i] };
  for (size_t i = 0; i < N_ERROR; i++)
    tests[n++] = (struct CMUnitTest) { sheet_error_cases[i].name, test_sheet_error, NULL, NULL,
                                       (void *) &sheet_error_cases[i] };
  for (size_t i = 0; i < N_BOARD; i++)
    tests[n++] = (struct CMUnitTest) { board_cases[i].name, test_board_read, NULL, NULL,
                                       (void *) &board_cases[i] };
  for (size_t i = 0; i < N_CORR; i++)
    tests[n++] = (struct CMUnitTest) { correction_cases[i].name, test_board_corrections, NULL,
                                       NULL, (void *) &correction_cases[i] };
  tests[n++] = (struct CMUnitTest) cmocka_unit_test (test_sheet_buffer_without_nul);
  tests[n++] = (struct CMUnitTest) cmocka_unit_test (test_sheet_limits);
  tests[n++] = (struct CMUnitTest) cmocka_unit_test (test_board_corrections_apply);
  return _cmocka_run_group_tests ("reconcile-sheet", tests, n, NULL, NULL);
}
