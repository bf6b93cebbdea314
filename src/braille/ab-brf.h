/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-brf.h — an embosser's file: Braille Ready Format.
 *
 * BRF is braille as North American Braille ASCII (one character of 0x20–0x5F a cell),
 * lines ended by CR LF, each page ended by a form feed. Pages here are 40 cells by 25
 * lines, an embosser's usual page; the last line of each is kept for the braille page
 * number, at its right end with at least three blank cells before it, as the Braille
 * Authority of North America's formats place it. Paragraphs are wrapped between words,
 * their following lines indented (runover lines, two cells in the scoresheet). */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define AB_BRF_CELLS 40
#define AB_BRF_LINES 25

typedef struct _AbBrf AbBrf;

/* The cells of page number n (1, 2, …) in the document's braille: "#a" in most codes. */
typedef guint8 *(*AbBrfNumberFunc) (guint n, gsize *len, gpointer data);

AbBrf *ab_brf_new (guint cells, guint lines);
void ab_brf_free (AbBrf *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AbBrf, ab_brf_free)

/* A paragraph of n cells (dots 1–6 as ISO 11548-1, 0 a blank) at indent cells from the
 * margin, its runover lines at runover. A word longer than a line is cut. */
void ab_brf_add (AbBrf *self, const guint8 *dots, gsize n, guint indent, guint runover);
/* A blank line, except at the top of a page. */
void ab_brf_add_blank (AbBrf *self);
guint ab_brf_get_pages (const AbBrf *self);

/* The file: every page, numbered by number. */
GBytes *ab_brf_finish (AbBrf *self, AbBrfNumberFunc number, gpointer data);

/* The Braille ASCII character of a cell (dots 7 and 8 are dropped), and the way back
 * ('\0' for a character that is not Braille ASCII; lower case reads as upper). */
char ab_brf_ascii (guint8 dots);
gboolean ab_brf_dots (char ascii, guint8 *dots);

G_END_DECLS
