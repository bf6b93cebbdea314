/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-describe-pgn.h — what is wrong with a PGN game, in words. */
#pragma once

#include <stddef.h>

#include "ab-describe.h"
#include "ab-pgn.h"

/* A sentence for a reading error, without file or line (the caller adds
 * them), e.g. "12... Nf3: No knight can reach f3." Moves are written with
 * English letters, as PGN writes them. AB_DESCRIBE_MAX is always enough. */
void ab_describe_pgn_error (const AbPgnError *error, char *buf, size_t size);

/* "The Seven Tag Roster lacks Site, Round." for the missing_tags bits. */
void ab_describe_pgn_missing_tags (unsigned missing_tags, char *buf, size_t size);
