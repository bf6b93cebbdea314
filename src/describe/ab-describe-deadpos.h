/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-describe-deadpos.h — the dead-position analysis's verdict in words: why a side
 * cannot checkmate, or why the analysis could not tell (art. 5.2.2, 6.9). */
#pragma once

#include <stddef.h>

#include "ab-deadpos.h"

/* One sentence on analysis a of whether winner can mate from pos: "Every position
 * reachable by legal moves was examined; in none is Black checkmated." For a helpmate
 * found it says only that one was found; the moves are the caller's to list. */
void ab_describe_mate_analysis (const AbPosition *pos, AbColor winner, const AbMateAnalysis *a,
                                char *buf, size_t size);
