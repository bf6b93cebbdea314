/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-bughouse-notation.h — doorgeefschaak moves written and spoken.
 *
 * Normal moves are written and read as in standard chess (ab-notation.h,
 * ab-spoken.h); a promoted pawn is named by the piece it moves as, and check
 * and mate marks follow this variant's status (a check a placement could
 * still stop is no mate). A placement is written "Q@f7" in UCI and in
 * English SAN (the form BPGN uses; a pawn "P@e4"), and with the language's
 * letters and '*' in Dutch and German ("D*f7", "S*f3"; a pawn "*e4").
 * Spoken: the piece, the placement word and the square: "Dame auf Felix
 * sieben", "Dame op Felix zeven", "Queen drop Felix seven". A placement
 * never gives check (art. 5A), so it never has a check word or mark.
 */
#pragma once

#include <stddef.h>

#include "ab-bughouse.h"
#include "ab-notation.h"
#include "ab-spoken.h"

#define AB_BUGHOUSE_UCI_MAX 6

/* "e2e4", "e7e8q", "Q@f7", "P@e4". */
void ab_bughouse_move_to_uci (const AbBughousePosition *pos, AbBughouseMove move,
                              char buf[AB_BUGHOUSE_UCI_MAX]);

/* SAN; returns the length needed, like snprintf. */
size_t ab_bughouse_move_to_san (const AbBughousePosition *pos, AbBughouseMove move,
                                const AbSanStyle *style, char *buf, size_t size);

/* "auf", "op", "drop". */
const char *ab_bughouse_spoken_drop_word (AbLanguage lang);

/* The announcement, in the style of ab_move_to_spoken. */
size_t ab_bughouse_move_to_spoken (const AbBughousePosition *pos, AbBughouseMove move,
                                   AbLanguage lang, AbSpokenStyle style, char *buf, size_t size);

/* Why a text was not a legal move. For a normal move base is the standard
 * reader's error; for a placement drop says why, with piece and to. */
typedef struct
{
  AbMoveError base;
  AbDropError drop;   /* AB_DROP_OK: see base */
  bool is_drop;       /* the text was read as a placement */
  bool ambiguous_p;   /* "P*f3": a pawn (English) or a Paard (Dutch), both possible */
  AbPieceType piece;
  AbSquare to;
} AbBughouseMoveError;

/* Reads a written move: any form ab_move_parse reads for a normal move, or a
 * placement "Q@f7", "q@f7", "D*f7", "S*f3", "N@f3", "P@e4", "@e4", "*e4"
 * (letters of any language; 'P' is the pawn with '@' as English and UCI
 * write it, the Dutch Paard with '*' as Dutch SAN writes it). */
AbBughouseMove ab_bughouse_move_parse (const AbBughousePosition *pos, const char *text,
                                       AbBughouseMoveError *error);
/* Reads a spoken placement ("Dame auf Felix sieben", "Springer op f3",
 * "queen drop f7"; any language's piece and placement words, umlauts
 * optional; a lone letter "P" is the pawn or the Paard, whichever the
 * reserve and the rules allow, both is ambiguous), else a spoken normal move. */
AbBughouseMove ab_bughouse_move_parse_spoken (const AbBughousePosition *pos, const char *text,
                                              AbBughouseMoveError *error);
/* Written first, then spoken: what an input line accepts. */
AbBughouseMove ab_bughouse_move_parse_any (const AbBughousePosition *pos, const char *text,
                                           AbBughouseMoveError *error);
