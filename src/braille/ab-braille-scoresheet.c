/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-braille-scoresheet.c — a scoresheet laid out as BRF pages in grade 1 braille. */
#include "ab-braille-scoresheet.h"

#include "ab-braille-table.h"
#include "ab-brf.h"

/* Runover lines start two cells in, the first of each paragraph at the margin. */
#define RUNOVER 2

static gboolean
add_paragraph (AbBrf *brf, AbLanguage lang, const char *text, gboolean centred, GError **error)
{
  g_autofree guint8 *cells = NULL;
  gsize n = 0;
  guint indent = 0;

  cells = ab_braille_table_translate (lang, text, &n, error);
  if (cells == NULL)
    return FALSE;
  if (centred && n < AB_BRF_CELLS)
    indent = (guint) (AB_BRF_CELLS - n) / 2;
  ab_brf_add (brf, cells, n, indent, RUNOVER);
  return TRUE;
}

static guint8 *
page_number (guint n, gsize *len, gpointer data)
{
  const AbScoresheet *sheet = data;
  g_autofree char *digits = g_strdup_printf ("%u", n);

  return ab_braille_table_translate (sheet->lang, digits, len, NULL);
}

static char *
row_text (const AbScoresheetRow *row)
{
  return row->black[0] ? g_strdup_printf ("%d. %s %s", row->number, row->white, row->black)
                       : g_strdup_printf ("%d. %s", row->number, row->white);
}

GBytes *
ab_braille_scoresheet_brf (const AbScoresheet *sheet, GError **error)
{
  g_autoptr (AbBrf) brf = ab_brf_new (AB_BRF_CELLS, AB_BRF_LINES);
  const char *result = sheet->values[AB_SCORESHEET_RESULT];

  if (!add_paragraph (brf, sheet->lang, ab_scoresheet_word (sheet->lang, AB_SCORESHEET_WORD_TITLE),
                      TRUE, error))
    return NULL;
  ab_brf_add_blank (brf);
  for (int f = 0; f < AB_SCORESHEET_N_FIELDS; f++)
    if (sheet->values[f])
      {
        g_autofree char *text = g_strdup_printf ("%s: %s", sheet->labels[f], sheet->values[f]);

        if (!add_paragraph (brf, sheet->lang, text, FALSE, error))
          return NULL;
      }
  ab_brf_add_blank (brf);
  if (sheet->n_rows == 0
      && !add_paragraph (brf, sheet->lang,
                         ab_scoresheet_word (sheet->lang, AB_SCORESHEET_WORD_NO_MOVES), FALSE,
                         error))
    return NULL;
  for (gsize i = 0; i < sheet->n_rows; i++)
    {
      g_autofree char *text = row_text (&sheet->rows[i]);

      if (!add_paragraph (brf, sheet->lang, text, FALSE, error))
        return NULL;
    }
  if (result && !add_paragraph (brf, sheet->lang, result, FALSE, error))
    return NULL;
  return ab_brf_finish (brf, page_number, (gpointer) sheet);
}
