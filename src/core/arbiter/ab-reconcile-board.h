/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-reconcile-board.h — what stands on a physical board, and the changes
 * square by square that bring it to a position (D.2.9).
 *
 * A board has no side to move, castling rights or move counters, and a
 * wrongly set-up board may hold anything: only the pieces on the squares
 * count here. */
#pragma once

#include "ab-fen.h"
#include "ab-notation.h"
#include "ab-position.h"

typedef struct
{
  AbPiece squares[64];
} AbReconcileBoard;

/* Reads the pieces from a FEN, or from its placement field alone. The other
 * fields, when given, must be well formed, but a position no game reaches
 * (a king missing, a pawn on the first rank, the wrong side in check) is
 * still a board. On failure self is unchanged and error says why. */
bool ab_reconcile_board_read_fen (AbReconcileBoard *self, const char *fen, AbFenError *error);

typedef enum
{
  AB_RECONCILE_BOARD_OK = 0,
  AB_RECONCILE_BOARD_FEN,      /* it reads as a FEN (it holds '/') that is not one: fen */
  AB_RECONCILE_BOARD_WORD,     /* word is neither a colour nor a piece on a square */
  AB_RECONCILE_BOARD_NO_COLOR, /* word, a piece, comes before any colour is named */
  AB_RECONCILE_BOARD_TWICE,    /* square is named twice */
  AB_RECONCILE_BOARD_EMPTY,    /* no piece at all */
} AbReconcileBoardErrorCode;

typedef struct
{
  AbReconcileBoardErrorCode code;
  AbFenError fen;
  char word[24]; /* the word, cut short */
  AbSquare square;
} AbReconcileBoardError;

/* Reads a board entered as a FEN (as ab_reconcile_board_read_fen), or square by
 * square as the arbiter reads it off the board: a colour, then its pieces, each a
 * piece letter of lang (or English) and a square, a pawn by its square alone —
 * "Weiß: Ke1 Dd1 Ta1 e2 f2, Schwarz: Ke8 Sf6 e5", "white Kg1 Rf1 g2 h2 black Kg8".
 * With no colour named, an upper-case letter is White's and a lower-case one
 * Black's, as in FEN ("Ke1 ke8"). Words may be split by spaces, commas, semicolons
 * and colons. On failure self is unchanged and error says why. */
bool ab_reconcile_board_read (AbReconcileBoard *self, const char *text, AbLanguage lang,
                              AbReconcileBoardError *error);
void ab_reconcile_board_from_position (AbReconcileBoard *self, const AbPosition *pos);
bool ab_reconcile_board_equal (const AbReconcileBoard *a, const AbReconcileBoard *b);

typedef enum
{
  AB_RECONCILE_MOVE_PIECE,   /* the piece stands on from and belongs on to */
  AB_RECONCILE_PUT_PIECE,    /* the piece belongs on to and is not there: it is missing */
  AB_RECONCILE_REMOVE_PIECE, /* the piece on from belongs nowhere on the board */
} AbReconcileChange;

typedef struct
{
  int board; /* 0: board A, 1: board B */
  AbReconcileChange change;
  AbPiece piece;
  AbSquare from; /* AB_NO_SQUARE for AB_RECONCILE_PUT_PIECE */
  AbSquare to;   /* AB_NO_SQUARE for AB_RECONCILE_REMOVE_PIECE */
} AbReconcileCorrection;

/* At most this many changes bring one board to another (a square gives at
 * most one piece to remove and one to put). */
#define AB_RECONCILE_BOARD_MAX_CORRECTIONS 128

/* The changes that turn board into target, in the order an arbiter makes
 * them: pieces taken off first, then pieces moved (a piece of the same
 * colour and kind taken from a square where it does not belong to the
 * nearest square where one is missing), then pieces put on. Writes at most
 * AB_RECONCILE_BOARD_MAX_CORRECTIONS into out, each naming board_index;
 * returns how many. */
int ab_reconcile_board_corrections (const AbReconcileBoard *board, const AbReconcileBoard *target,
                                    int board_index, AbReconcileCorrection *out);
