/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-game-util.h — setting up games and playing moves for the game tests. */
#pragma once

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <cmocka.h>

#include "ab-game.h"

#define SEC INT64_C (1000000)
#define MIN (60 * SEC)

/* A game from fen ("startpos" for the standard start) under edition, with the time
 * control (NULL: none) and the speed (-1: as the control classifies it); started at 0
 * when it has a clock. */
AbGame *tg_new (AbEdition edition, const char *fen, const char *control, int speed,
                bool supervised);

/* The legal move text names on the game's board (fails the test if none). */
AbMove tg_move (const AbGame *game, const char *text);
/* A move by squares only, legal or not: "e2e5", "e7e8q". */
AbMove tg_squares (const char *uci);

/* Plays space-separated moves, each made and completed by the mover's press, one second
 * apart from *now on. */
void tg_play (AbGame *game, int64_t *now, const char *moves);

/* The time a player's clock shows at now. */
int64_t tg_clock (const AbGame *game, AbColor side, int64_t now);
