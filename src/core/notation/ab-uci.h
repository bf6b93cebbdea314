/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-uci.h — moves in UCI coordinate form ("e2e4", "e7e8q").
 *
 * Castling is written e1g1 in standard chess and as king-takes-rook (e1h1)
 * in Chess960, as UCI_Chess960 engines expect. Reading accepts both. */
#pragma once

#include <stddef.h>

#include "ab-position.h"

#define AB_UCI_MAX 6

/* Writes the move (at most 5 characters and a NUL) into buf. */
void ab_move_to_uci (const AbPosition *pos, AbMove move, char buf[AB_UCI_MAX]);

/* The legal move text names, or AB_MOVE_NONE. */
AbMove ab_move_from_uci (const AbPosition *pos, const char *text);
