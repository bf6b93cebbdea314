/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-braille-scoresheet.h — the scoresheet in braille for an embosser (D.2.7).
 *
 * A BRF file (ab-brf.h: 40 cells by 25 lines, the page number at the right of the last
 * line): the heading centred, then the players, event, site, date, round and result a
 * paragraph each ("Weiß: Hans Müller"), then the moves a row a line ("12. Sxe4 Dxe7+")
 * and the result again after them; runover lines indented by two cells. Every paragraph
 * is translated with liblouis into the scoresheet language's grade 1 braille
 * (ab-braille-table.h). The app prints it with Ctrl+P; annabella-tool scoresheet
 * --braille writes it. */
#pragma once

#include <glib.h>

#include "ab-scoresheet.h"

G_BEGIN_DECLS

/* The BRF file, or NULL with an AB_BRAILLE_TABLE_ERROR. */
GBytes *ab_braille_scoresheet_brf (const AbScoresheet *sheet, GError **error);

G_END_DECLS
