/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-eboard-moves.h — moves as a board sees them: the men they shift, and whether what a
 * board shows after one may still be on its way to another.
 */
#pragma once

#include <stdbool.h>

#include "ab-eboard-snapshot.h"
#include "ab-position.h"

/* The board after move (legal in pos), from before (the board of pos). after may be
 * before. */
void ab_eboard_snapshot_after_move (const AbEboardSnapshot *before, const AbPosition *pos,
                                    AbMove move, AbEboardSnapshot *after);

/* The squares a move empties or fills: from and to, the pawn taken en passant, the king's
 * and the rook's squares of a castling. */
AbBitboard ab_eboard_move_squares (const AbPosition *pos, AbMove move);

/* Whether the board after move may be a moment of a longer move still under way, so that
 * it is final only once the board is still: a slider or a pawn that can go on along its
 * line (over an empty square, or onto an enemy man), a king's or rook's move along the
 * path of a castling its side still has, a pawn reaching the last rank (the piece put
 * there decides the promotion). Captures, knights' moves, en passant and castling are
 * final at once. */
bool ab_eboard_move_may_go_on (const AbPosition *pos, AbMove move);
/* Whether move is a king's or rook's move along the way of a castling its side still has:
 * such a move may go on longer (the other man may be lifted a second later), so it waits
 * longer than a slide. */
bool ab_eboard_move_may_castle (const AbPosition *pos, AbMove move);
/* For a move that may go on: the squares where a change next means it still goes on (the
 * man lifted again from where it stands, or the other man of a castling lifted). A change
 * anywhere else means the move is done: the opponent has begun his. 0 for a final move. */
AbBitboard ab_eboard_move_going_on_squares (const AbPosition *pos, AbMove move);
