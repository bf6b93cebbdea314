/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-braille-table.h — text into literary braille with liblouis, grade 1.
 *
 * The tables are Debian's liblouis-data: German Vollschrift (de-g1.ctb), Dutch
 * (nl-NL-g0.utb: Dutch braille has no contractions) and Unified English Braille grade 1
 * (en-ueb-g1.ctb). $LOUIS_TABLEPATH names other table directories, as liblouis reads it.
 * liblouis keeps its tables in globals: call these from one thread. */
#pragma once

#include <glib.h>

#include "ab-notation.h"

G_BEGIN_DECLS

#define AB_BRAILLE_TABLE_ERROR (ab_braille_table_error_quark ())
GQuark ab_braille_table_error_quark (void);

typedef enum
{
  AB_BRAILLE_TABLE_ERROR_NO_TABLE, /* the table is not installed (liblouis-data) */
  AB_BRAILLE_TABLE_ERROR_FAILED,   /* liblouis could not translate the text */
} AbBrailleTableError;

/* "de-g1.ctb", "nl-NL-g0.utb", "en-ueb-g1.ctb". */
const char *ab_braille_table_name (AbLanguage lang);

/* text (UTF-8) in lang's grade 1 braille: one dot pattern (ISO 11548-1, dots 1–6) a
 * cell, blanks 0; *n cells. NULL with error when the table is missing. */
guint8 *ab_braille_table_translate (AbLanguage lang, const char *text, gsize *n,
                                    GError **error);

G_END_DECLS
