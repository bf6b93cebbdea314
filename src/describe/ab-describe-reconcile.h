/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-describe-reconcile.h — the arbiter's ruling on two different positions
 * (D.2.9) in words, with its article and the corrections square by square.
 *
 * The ruling is worded in the language the caller names, not the locale's:
 * the arbiter chooses it like the language of the announcements, and its
 * squares and pieces are the announcement's words (ab-spoken.h): "weißer
 * Turm von Anna eins nach David eins", "schwarzer Springer auf Felix sechs
 * fehlt". Moves are written in SAN with that language's letters. Only the
 * reason a move cannot be played comes from ab-describe-move (gettext). */
#pragma once

#include <stddef.h>

#include "ab-notation.h"
#include "ab-reconcile.h"

/* Enough for every sentence and AB_RECONCILE_MAX_CORRECTIONS lines. */
#define AB_DESCRIBE_RECONCILE_MAX 32768

/* The ruling, one sentence or correction a line ("– " before each
 * correction), NUL-terminated in buf (cut short when size is too small). */
void ab_describe_reconcile (const AbReconcileRuling *ruling, AbLanguage lang, char *buf,
                            size_t size);

/* One correction, without the board: "weißer Turm von Anna eins nach David
 * eins", "witte pion op Eva vier is overtollig". Returns the length needed,
 * like snprintf. */
size_t ab_describe_reconcile_correction (const AbReconcileCorrection *correction,
                                         AbLanguage lang, char *buf, size_t size);

/* What is wrong with a scoresheet's text, without file or line (the caller
 * adds them), e.g. "The comment is not closed with '}'." (gettext). */
void ab_describe_reconcile_sheet_error (const AbReconcileSheetError *error, char *buf,
                                        size_t size);

/* What is wrong with a board entered as a FEN or square by square (gettext). */
void ab_describe_reconcile_board_error (const AbReconcileBoardError *error, char *buf,
                                        size_t size);
