/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-eboard-snapshot.h — what an electronic board reads: a piece or nothing on each square.
 *
 * A snapshot knows no side to move, castling or en passant: only the men on the squares,
 * indexed like AbPosition (a1 = 0 … h8 = 63) as the board's owner sees them. A board may
 * stand the wrong way round (its connector on the other side): ab_eboard_snapshot_rotate
 * turns the reading 180°. Two snapshots, or a snapshot and the position it should show,
 * are compared into the pieces missing and the pieces extra, square by square: the facts
 * behind "Auf dem Brett des Gegners fehlt der Springer auf Felix drei".
 */
#pragma once

#include <stdbool.h>
#include <stddef.h>

#include "ab-position.h"

typedef struct
{
  AbPiece squares[64]; /* AB_NO_PIECE where the board reads nothing */
} AbEboardSnapshot;

/* One man on one square. */
typedef struct
{
  AbSquare square;
  AbPiece piece;
} AbEboardMan;

/* What a board shows against what it should: missing[] are the men that should stand
 * there and do not (their square empty or another man on it), extra[] the men that stand
 * where they should not. A man of the wrong kind on a square is in both. Squares in
 * a1 … h8 order in each list. */
typedef struct
{
  int n_missing;
  int n_extra;
  AbEboardMan missing[64];
  AbEboardMan extra[64];
} AbEboardDiff;

/* The longest placement text (8 ranks of 8 letters and 7 slashes) with its NUL. */
#define AB_EBOARD_PLACEMENT_MAX 72

void ab_eboard_snapshot_clear (AbEboardSnapshot *self);
void ab_eboard_snapshot_from_position (AbEboardSnapshot *self, const AbPosition *pos);
bool ab_eboard_snapshot_equal (const AbEboardSnapshot *a, const AbEboardSnapshot *b);
/* Squares on which the two differ, as a bitboard. */
AbBitboard ab_eboard_snapshot_changed (const AbEboardSnapshot *a, const AbEboardSnapshot *b);
/* The board turned 180°: a1 reads as h8. out may be self. */
void ab_eboard_snapshot_rotate (const AbEboardSnapshot *self, AbEboardSnapshot *out);
/* Men on the board. */
int ab_eboard_snapshot_count (const AbEboardSnapshot *self);

/* The FEN piece placement field ("rnbqkbnr/pppppppp/8/…"); returns its length. */
size_t ab_eboard_snapshot_to_placement (const AbEboardSnapshot *self,
                                        char buf[AB_EBOARD_PLACEMENT_MAX]);
/* Reads a placement field (what follows its first space is ignored, so a whole FEN
 * does); false on anything else, with self unchanged. Any number of kings is accepted:
 * a board can show anything. */
bool ab_eboard_snapshot_from_placement (AbEboardSnapshot *self, const char *text);

/* The board against what it should show. */
void ab_eboard_snapshot_diff (const AbEboardSnapshot *board, const AbEboardSnapshot *expected,
                              AbEboardDiff *diff);

/* The Chess960 number 0–959 of the start position the board shows (518 is the standard
 * one), or -1 when it shows none. */
int ab_eboard_snapshot_start_number (const AbEboardSnapshot *self);
