/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-reconcile.c — the D.2.9 comparison on any two scoresheets.
 *
 * The first byte splits the rest into sheet A and sheet B, the last picks
 * the language and the boards. A sheet that reads must hold short texts on
 * rising lines; one that does not must say where. Every ruling must be
 * consistent (a take-back stands before the difference, the position is a
 * valid FEN), its corrections must turn each board into that position, and
 * its words must fit. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ab-describe-reconcile.h"
#include "ab-fen.h"

static const char *const board_fens[] = {
  "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",
  "r1bqk2r/1pppbppp/p1n2n2/4p3/B3P3/5N2/PPPPQPPP/RNB2RK1",
  "8/8/8/8/8/8/8/8",
  "qqqqqqqq/qqqqqqqq/qqqqqqqq/qqqqqqqq/QQQQQQQQ/QQQQQQQQ/QQQQQQQQ/QQQQQQQQ",
};

static void
read_sheet (AbReconcileSheet *sheet, const uint8_t *data, size_t size)
{
  AbReconcileSheetError error;
  uint32_t line = 0;

  if (!ab_reconcile_sheet_read (sheet, (const char *) data, size, &error))
    {
      char words[512];

      if (error.code == AB_RECONCILE_SHEET_OK || error.line == 0 || sheet->n_entries != 0)
        abort ();
      ab_describe_reconcile_sheet_error (&error, words, sizeof words);
      return;
    }
  for (size_t i = 0; i < sheet->n_entries; i++)
    {
      size_t n = strlen (sheet->entries[i].text);

      if (n == 0 || n >= AB_RECONCILE_SHEET_TEXT_MAX || sheet->entries[i].line < line)
        abort ();
      line = sheet->entries[i].line;
    }
}

static void
check_corrections (const AbReconcileRuling *r, const AbReconcileBoard *board, int index)
{
  AbPosition *pos = ab_position_new ();
  AbPiece now[64];
  AbFenError error;

  if (!ab_position_set_fen (pos, r->position, &error))
    abort ();
  memcpy (now, board->squares, sizeof now);
  for (int i = 0; i < r->n_corrections; i++)
    {
      const AbReconcileCorrection *c = &r->corrections[i];

      if (c->board != index)
        continue;
      if (c->from != AB_NO_SQUARE && now[c->from] == c->piece)
        now[c->from] = AB_NO_PIECE;
      if (c->to != AB_NO_SQUARE)
        now[c->to] = c->piece;
    }
  for (int sq = 0; sq < 64; sq++)
    if (now[sq] != ab_position_piece_at (pos, (AbSquare) sq))
      abort ();
  ab_position_free (pos);
}

/* Sheet A's bytes as a board entered by hand (a FEN or square by square): a board that
 * reads holds only real pieces; one that does not is left as it was and is worded. */
static void
read_board (const uint8_t *data, size_t size, AbLanguage lang)
{
  char *text = malloc (size + 1);
  AbReconcileBoard board, before;
  AbReconcileBoardError error;
  char words[512];

  memcpy (text, data, size);
  text[size] = '\0';
  memset (&board, 0x3c, sizeof board);
  before = board;
  if (ab_reconcile_board_read (&board, text, lang, &error))
    {
      for (int sq = 0; sq < 64; sq++)
        if (board.squares[sq] != AB_NO_PIECE
            && (AB_PIECE_TYPE (board.squares[sq]) < AB_PAWN
                || AB_PIECE_TYPE (board.squares[sq]) > AB_KING))
          abort ();
    }
  else
    {
      if (error.code == AB_RECONCILE_BOARD_OK || memcmp (&board, &before, sizeof board) != 0)
        abort ();
      ab_describe_reconcile_board_error (&error, words, sizeof words);
      if (words[0] == '\0')
        abort ();
    }
  free (text);
}

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  AbReconcileSheet sheets[2];
  AbReconcileBoard boards[2];
  AbReconcileInput input = { 0 };
  AbReconcileRuling *r;
  char *words;
  size_t split;
  uint8_t pick;

  if (size < 2)
    return 0;
  pick = data[size - 1];
  split = (size_t) data[0] * (size - 2) / 255;
  data++;
  size -= 2;
  ab_reconcile_sheet_init (&sheets[0]);
  ab_reconcile_sheet_init (&sheets[1]);
  read_sheet (&sheets[0], data, split);
  read_board (data, split, (AbLanguage) (pick % 3));
  read_sheet (&sheets[1], data + split, size - split);
  input.sheets[0] = &sheets[0];
  input.sheets[1] = &sheets[1];
  for (int b = 0; b < 2; b++)
    if (pick & (4 << b))
      {
        AbFenError error;

        if (!ab_reconcile_board_read_fen (&boards[b], board_fens[(pick >> (4 + 2 * b)) & 3],
                                          &error))
          abort ();
        input.boards[b] = &boards[b];
      }

  r = malloc (sizeof *r);
  words = malloc (AB_DESCRIBE_RECONCILE_MAX);
  if (r == NULL || words == NULL)
    abort ();
  ab_reconcile (&input, r);
  if (r->take_back_to_ply > (r->plies[0] > r->plies[1] ? r->plies[0] : r->plies[1])
      || (r->sheets_agree && r->decision != AB_RECONCILE_CORRECT_BOARDS)
      || (r->decision == AB_RECONCILE_TAKE_BACK
          && (r->first_difference_ply < 1 || r->first_difference_ply > r->take_back_to_ply + 1))
      || (r->sheets_agree && r->first_difference_ply != 0)
      || r->n_corrections > AB_RECONCILE_MAX_CORRECTIONS)
    abort ();
  for (int b = 0; b < 2; b++)
    if (input.boards[b])
      check_corrections (r, input.boards[b], b);
  ab_describe_reconcile (r, (AbLanguage) (pick & 3), words, AB_DESCRIBE_RECONCILE_MAX);
  if (strlen (words) + 1 >= AB_DESCRIBE_RECONCILE_MAX)
    abort ();
  free (words);
  free (r);
  ab_reconcile_sheet_clear (&sheets[0]);
  ab_reconcile_sheet_clear (&sheets[1]);
  return 0;
}
