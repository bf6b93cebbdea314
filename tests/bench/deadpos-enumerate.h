/* SPDX-License-Identifier: GPL-3.0-or-later */
/* deadpos-enumerate.h — the benchmark's referee: every position reachable from a
 * position, each expanded once, with no analysis at all (no material rules beyond a
 * winner left with nothing but his king, no reach analysis, no move ordering). Slow,
 * but its "no" is a plain proof: it saw every reachable position and none was mate. */
#pragma once

#include <stdbool.h>
#include <stdint.h>

#include "ab-position.h"

typedef enum
{
  ENUMERATE_UNKNOWN = 0, /* the limit came first */
  ENUMERATE_MATE,        /* a reachable position is mate of the loser */
  ENUMERATE_NO_MATE,     /* every reachable position seen; none is */
} EnumerateResult;

typedef struct _Enumerator Enumerator;

/* A table of 2^bits positions; NULL when out of memory. */
Enumerator *enumerator_new (int bits);
void enumerator_free (Enumerator *self);
/* Up to limit positions expanded. */
EnumerateResult enumerator_run (Enumerator *self, const AbPosition *pos, AbColor winner,
                                uint64_t limit, uint64_t *expanded);
