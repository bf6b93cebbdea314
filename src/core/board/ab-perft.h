/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-perft.h — counting the leaf nodes of the legal move tree. */
#pragma once

#include "ab-position.h"

uint64_t ab_perft (AbPosition *self, int depth);

/* Per root move: the move and the nodes below it. Returns the number of
 * root moves written to moves/counts (at most AB_MAX_MOVES). */
int ab_perft_divide (AbPosition *self, int depth, AbMove moves[AB_MAX_MOVES],
                     uint64_t counts[AB_MAX_MOVES]);
