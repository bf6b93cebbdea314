/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-describe-move.h — why a typed move was not accepted, in words. */
#pragma once

#include <stddef.h>

#include "ab-describe.h"
#include "ab-notation.h"

/* A sentence for the error a move reader (written or spoken) returned for
 * pos, e.g. "No knight can reach f3.", "Ambiguous: Nbd2 or Nfd2?", "The
 * knight on d4 is pinned by the bishop on b6.". Moves in it are written in
 * SAN with the piece letters of letters. buf gets at most size bytes,
 * NUL-terminated; AB_DESCRIBE_MAX is always enough. */
void ab_describe_move_error (const AbPosition *pos, const AbMoveError *error, AbLanguage letters,
                             char *buf, size_t size);

/* The same for the text that was read: a syntax error names the word reading stopped at
 * and what would have fitted there ("Zulu is not a file name: Anna to Hector."). spoken:
 * moves, squares and ranges as the announcement says them in lang ("Ambiguous: Springer
 * Bella David zwei or Springer Felix David zwei?"), else written with lang's letters. */
void ab_describe_move_error_text (const AbPosition *pos, const AbMoveError *error,
                                  const char *text, AbLanguage lang, bool spoken, char *buf,
                                  size_t size);
