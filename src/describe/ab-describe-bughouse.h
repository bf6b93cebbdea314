/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-describe-bughouse.h — doorgeefschaak facts in words: FEN and move
 * errors, endings with their articles, the match's refusals, what a board's
 * status means, and a reserve as art. 12 lets a player ask for it. */
#pragma once

#include <stddef.h>

#include "ab-bughouse-bpgn.h"
#include "ab-bughouse-match.h"
#include "ab-bughouse-notation.h"
#include "ab-describe.h"

void ab_describe_bughouse_fen_error (const AbBughouseFenError *error, char *buf, size_t size);
/* Moves in the error are written with the letters of letters. */
void ab_describe_bughouse_move_error (const AbBughousePosition *pos,
                                      const AbBughouseMoveError *error, AbLanguage letters,
                                      char *buf, size_t size);
void ab_describe_bughouse_error (AbBughouseError error, char *buf, size_t size);
/* "Board A: Black wins: White is checkmated (art. 11A1)." */
void ab_describe_bughouse_outcome (AbBughouseBoard board, const AbBughouseOutcome *outcome,
                                   char *buf, size_t size);
/* "White is in check and cannot move now; a piece placed between would stop the check." */
void ab_describe_bughouse_status (AbBughouseStatus status, AbColor side, char *buf, size_t size);
/* Art. 12: "White has in reserve: a queen, 2 pawns." or "White has nothing in reserve." */
void ab_describe_bughouse_reserve (const AbBughousePosition *pos, AbColor c, char *buf,
                                   size_t size);
/* How art. 8E brought a passed piece back. */
void ab_describe_bughouse_takeback (AbTakebackSource source, char *buf, size_t size);
void ab_describe_bpgn_error (const AbBpgnError *error, char *buf, size_t size);
/* "Board A", "Board B". */
const char *ab_describe_bughouse_board (AbBughouseBoard board);
