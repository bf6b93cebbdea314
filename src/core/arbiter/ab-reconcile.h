/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-reconcile.h — two different positions on the two boards (FIDE Laws,
 * Appendix D.2.9): the arbiter consults both players' scoresheets.
 *
 *   If the scoresheets agree, the player who wrote the right move but made
 *   another one sets his board to the position after the recorded moves.
 *   If they differ, the moves are taken back to the point where they agree
 *   and the arbiter sets the clocks accordingly.
 *
 * Both sheets are read move by move in one position, each text in any
 * notation (ab_move_parse_any). Beside the ruling the comparison recognises:
 *  - a sheet one or more half-moves ahead: the other player has not yet
 *    written his last move; that is no discrepancy;
 *  - two moves written in the other order (a player's two consecutive moves,
 *    or a move and the reply): both sheets name the same position after
 *    them, so nothing is taken back for it and the comparison goes on (the
 *    first transposition is recognised; a second one is a difference);
 *  - a move (one or two half-moves) missing on one sheet, the moves after it
 *    agreeing with the other sheet: the sheets differ from there;
 *  - an entry that cannot be played where it stands (illegal or unreadable):
 *    the sheets differ from there at the latest.
 * Sheet and board A are index 0, B index 1. */
#pragma once

#include "ab-notation.h"
#include "ab-reconcile-board.h"
#include "ab-reconcile-sheet.h"

typedef struct
{
  const AbPosition *start;            /* the game's start; NULL: the standard one */
  const AbReconcileSheet *sheets[2];  /* NULL reads as an empty sheet */
  const AbReconcileBoard *boards[2];  /* what stands on each board; NULL when not given */
} AbReconcileInput;

typedef enum
{
  AB_RECONCILE_CORRECT_BOARDS, /* the sheets name one position: a board that differs is set to it */
  AB_RECONCILE_TAKE_BACK,      /* the sheets differ: back to the last half-move they agree on */
} AbReconcileDecision;

typedef enum
{
  AB_RECONCILE_DIFF_NONE,
  AB_RECONCILE_DIFF_MOVE,    /* both entries are playable and name different moves */
  AB_RECONCILE_DIFF_ILLEGAL, /* an entry cannot be played there (the other may be missing) */
  AB_RECONCILE_DIFF_MISSING, /* missing_sheet lacks the other sheet's entries in missing[] */
} AbReconcileDifference;

typedef enum
{
  AB_RECONCILE_BOARD_NOT_GIVEN,
  AB_RECONCILE_BOARD_RIGHT,
  AB_RECONCILE_BOARD_WRONG,
} AbReconcileBoardState;

/* Longer texts are cut (at a character boundary). */
#define AB_RECONCILE_TEXT_MAX 96

/* A scoresheet entry the ruling refers to. */
typedef struct
{
  int ply;                           /* 1 for the first half-move; 0: no entry */
  AbMove move;                       /* what it names in fen, or AB_MOVE_NONE */
  AbMoveError error;                 /* why it cannot be played, when move is AB_MOVE_NONE */
  char text[AB_RECONCILE_TEXT_MAX];  /* as written */
  char fen[AB_FEN_MAX];              /* the position it is read in */
} AbReconcileEntry;

#define AB_RECONCILE_MAX_CORRECTIONS (2 * AB_RECONCILE_BOARD_MAX_CORRECTIONS)

typedef struct
{
  AbReconcileDecision decision;
  bool sheets_agree;        /* no entry differs: the same moves, one sheet perhaps ahead */
  int plies[2];             /* entries on each sheet */

  /* Where the entries first differ (a transposition included); 0 when they agree. */
  int first_difference_ply;
  /* The difference that decides a take-back: the entry of each sheet there
   * (ply 0 for a sheet that ends before it). */
  AbReconcileDifference difference;
  AbReconcileEntry differing[2];
  int missing_sheet;        /* AB_RECONCILE_DIFF_MISSING: the sheet that lacks moves */
  int n_missing;            /* 1 or 2 */
  AbReconcileEntry missing[2]; /* the entries it lacks, as the other sheet has them */

  /* Two entries written in the other order; transposed_sheet -1 when none. */
  int transposed_sheet;     /* the sheet whose order is illegal, else B */
  bool transposed_order_legal; /* that sheet's own order can be played too */
  AbReconcileEntry transposed[2]; /* the two moves in the other sheet's order */

  /* A sheet ahead: ahead_sheet -1 when none; its first two extra entries. */
  int ahead_sheet;
  int n_ahead;
  AbReconcileEntry ahead[2];

  /* Each sheet's first entry that cannot be played in its own line (after
   * the entries both sheets agree on); ply 0 when there is none. */
  AbReconcileEntry illegal[2];

  /* After the ruling. */
  int take_back_to_ply;     /* half-moves that stand */
  int taken_back[2];        /* entries of each sheet after them */
  AbReconcileEntry last_standing; /* the last move that stands; ply 0 at the start */
  char position[AB_FEN_MAX];      /* to be on both boards */
  bool sheets_have_clocks;
  /* Per colour: the time left written with that colour's last move that
   * stands (sheet A's reading, else B's), or -1. */
  int32_t clock_ms[2];

  AbReconcileBoardState boards[2];
  int n_corrections;
  AbReconcileCorrection corrections[AB_RECONCILE_MAX_CORRECTIONS];
} AbReconcileRuling;

/* Compares the sheets (and the boards, when given) and fills ruling. */
void ab_reconcile (const AbReconcileInput *input, AbReconcileRuling *ruling);
