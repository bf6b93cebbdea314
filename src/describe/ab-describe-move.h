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
