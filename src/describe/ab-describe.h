/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-describe.h — the core's facts put into words for people.
 *
 * The core reports errors as enums and fields; this layer turns them into
 * translatable sentences (gettext domain "annabella") for the tool, the app
 * and the speech. */
#pragma once

#include <stddef.h>

#include "ab-fen.h"

#define AB_DESCRIBE_MAX 512

/* A sentence saying what is wrong with a FEN and where. */
void ab_describe_fen_error (const AbFenError *error, char *buf, size_t size);

/* "a1" … "h8". */
void ab_describe_square (AbSquare sq, char buf[3]);
