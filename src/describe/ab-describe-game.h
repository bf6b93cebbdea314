/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-describe-game.h — the game's endings, rulings and penalties in words, each with
 * the article it rests on: "Draw by fivefold repetition (art. 9.6.1)". */
#pragma once

#include <stddef.h>

#include "ab-game.h"

#define AB_DESCRIBE_GAME_MAX 1024

/* How the game ended, or that it goes on. */
void ab_describe_outcome (const AbOutcome *outcome, char *buf, size_t size);

/* What a decision rules: the event, its article, penalties, and what follows from it. */
void ab_describe_decision (const AbDecision *decision, char *buf, size_t size);

/* Why the game refused an operation. */
void ab_describe_game_error (AbGameError error, char *buf, size_t size);

/* The result as PGN and scoresheets write it: "1-0", "0-1", "1/2-1/2", "0-0", "*". */
const char *ab_describe_result (AbResult result);
