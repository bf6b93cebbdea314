/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-large-print.h — the scoresheet in large print for low-vision players (D.2.7).
 *
 * A PDF of A4 pages drawn with cairo and Pango: black on white, a sans-serif face, the
 * heading at 30 points, the players, event and result at 22, the moves at 22 in the
 * columns of a paper scoresheet (number, White, Black; the first rows on the left, the
 * next on the right), "Page 1 of 2" at the foot of each page. The app prints it from
 * its menu; annabella-tool scoresheet --large-print writes it. */
#pragma once

#include <glib.h>

#include "ab-scoresheet.h"

G_BEGIN_DECLS

/* The PDF, or NULL with a G_IO_ERROR when cairo fails. */
GBytes *ab_large_print_pdf (const AbScoresheet *sheet, GError **error);

G_END_DECLS
