/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-large-print.c — a scoresheet drawn on A4 pages in large, high-contrast type. */
#include "ab-large-print.h"

#include <cairo-pdf.h>
#include <gio/gio.h>
#include <pango/pangocairo.h>

/* A4 in points, and the page's margins. */
#define PAGE_WIDTH 595.276
#define PAGE_HEIGHT 841.89
#define MARGIN 48.0

#define TITLE_FONT "Sans Bold 32"
#define TEXT_FONT "Sans 24"
#define FOOT_FONT "Sans 18"
/* The columns of the moves: the number, White's, Black's. */
#define NUMBER_WIDTH 110.0
#define MOVE_WIDTH 190.0
/* Room above and below a row's text. */
#define ROW_PADDING 10.0

typedef struct
{
  cairo_t *cr;
  const AbScoresheet *sheet;
  double row_height;
  double header_height; /* the heading and the fields, on the first page */
  guint first_rows;     /* rows of moves on the first page */
  guint rows;           /* on the others */
  guint pages;
} Layout;

static PangoLayout *
text_layout (cairo_t *cr, const char *font, const char *markup, double width)
{
  PangoLayout *layout = pango_cairo_create_layout (cr);
  PangoFontDescription *desc = pango_font_description_from_string (font);

  /* Points are the PDF's points, not pixels at 96 dpi. */
  pango_cairo_context_set_resolution (pango_layout_get_context (layout), 72);
  pango_layout_context_changed (layout);
  pango_layout_set_font_description (layout, desc);
  pango_font_description_free (desc);
  pango_layout_set_width (layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_markup (layout, markup, -1);
  return layout;
}

/* Draws markup at x, y (unless cr is NULL) and gives its height. */
static double
draw_text (cairo_t *cr, double x, double y, const char *font, const char *markup, double width,
           PangoAlignment align)
{
  g_autoptr (PangoLayout) layout = text_layout (cr, font, markup, width);
  int height;

  pango_layout_set_alignment (layout, align);
  pango_layout_get_size (layout, NULL, &height);
  cairo_move_to (cr, x, y);
  pango_cairo_show_layout (cr, layout);
  return (double) height / PANGO_SCALE;
}

static char *
field_markup (const AbScoresheet *sheet, int field)
{
  return g_markup_printf_escaped ("<b>%s:</b> %s", sheet->labels[field], sheet->values[field]);
}

static double
rule (cairo_t *cr, double y, double width)
{
  cairo_set_line_width (cr, width);
  cairo_move_to (cr, MARGIN, y);
  cairo_line_to (cr, MARGIN + NUMBER_WIDTH + 2 * MOVE_WIDTH, y);
  cairo_stroke (cr);
  return y;
}

/* The heading and the fields; gives their height. */
static double
draw_header (Layout *l)
{
  double width = PAGE_WIDTH - 2 * MARGIN, y = MARGIN;
  g_autofree char *title = g_markup_escape_text (ab_scoresheet_word (l->sheet->lang,
                                                                     AB_SCORESHEET_WORD_TITLE),
                                                 -1);

  y += draw_text (l->cr, MARGIN, y, TITLE_FONT, title, width, PANGO_ALIGN_CENTER) + 18;
  for (int f = 0; f < AB_SCORESHEET_N_FIELDS; f++)
    if (l->sheet->values[f])
      {
        g_autofree char *markup = field_markup (l->sheet, f);

        y += draw_text (l->cr, MARGIN, y, TEXT_FONT, markup, width, PANGO_ALIGN_LEFT) + 4;
      }
  return y + 18 - MARGIN;
}

static void
draw_row (Layout *l, double y, const char *number, const char *white, const char *black,
          gboolean bold)
{
  const char *font = bold ? "Sans Bold 24" : TEXT_FONT;
  g_autofree char *n = g_markup_escape_text (number, -1);
  g_autofree char *w = g_markup_escape_text (white, -1);
  g_autofree char *b = g_markup_escape_text (black, -1);

  /* The text in the middle of the row's room, which a rule closes below. */
  y += ROW_PADDING / 2;
  draw_text (l->cr, MARGIN, y, font, n, NUMBER_WIDTH - 16, PANGO_ALIGN_RIGHT);
  draw_text (l->cr, MARGIN + NUMBER_WIDTH, y, font, w, MOVE_WIDTH - 8, PANGO_ALIGN_LEFT);
  draw_text (l->cr, MARGIN + NUMBER_WIDTH + MOVE_WIDTH, y, font, b, MOVE_WIDTH - 8,
             PANGO_ALIGN_LEFT);
}

static void
draw_page (Layout *l, guint page, guint first_row, guint n_rows, gboolean last)
{
  const AbScoresheet *sheet = l->sheet;
  double y = MARGIN;
  g_autofree char *foot = NULL;
  g_autofree char *foot_markup = NULL;

  cairo_set_source_rgb (l->cr, 1, 1, 1);
  cairo_paint (l->cr);
  cairo_set_source_rgb (l->cr, 0, 0, 0);
  if (page == 0)
    y += draw_header (l);
  draw_row (l, y, ab_scoresheet_word (sheet->lang, AB_SCORESHEET_WORD_NUMBER),
            sheet->labels[AB_SCORESHEET_WHITE], sheet->labels[AB_SCORESHEET_BLACK], TRUE);
  y = rule (l->cr, y + l->row_height, 2.5);
  for (guint i = first_row; i < first_row + n_rows; i++)
    {
      g_autofree char *number = g_strdup_printf ("%d.", sheet->rows[i].number);

      draw_row (l, y, number, sheet->rows[i].white, sheet->rows[i].black, FALSE);
      y = rule (l->cr, y + l->row_height, 0.75);
    }
  if (last && sheet->n_rows == 0)
    {
      g_autofree char *none = g_markup_escape_text (
        ab_scoresheet_word (sheet->lang, AB_SCORESHEET_WORD_NO_MOVES), -1);

      y += draw_text (l->cr, MARGIN, y, TEXT_FONT, none, PAGE_WIDTH - 2 * MARGIN,
                      PANGO_ALIGN_LEFT);
    }
  if (last && sheet->values[AB_SCORESHEET_RESULT])
    {
      g_autofree char *result = field_markup (sheet, AB_SCORESHEET_RESULT);

      draw_text (l->cr, MARGIN, y + 12, TEXT_FONT, result, PAGE_WIDTH - 2 * MARGIN,
                 PANGO_ALIGN_LEFT);
    }
  foot = g_strdup_printf (ab_scoresheet_word (sheet->lang, AB_SCORESHEET_WORD_PAGE), page + 1,
                          l->pages);
  foot_markup = g_markup_escape_text (foot, -1);
  draw_text (l->cr, MARGIN, PAGE_HEIGHT - MARGIN - 24, FOOT_FONT, foot_markup,
             PAGE_WIDTH - 2 * MARGIN, PANGO_ALIGN_CENTER);
  cairo_show_page (l->cr);
}

/* How many rows fit where: the heading of the table, the result and the foot take room. */
static void
measure (Layout *l)
{
  g_autoptr (PangoLayout) probe = text_layout (l->cr, TEXT_FONT, "0", 100);
  double body = PAGE_HEIGHT - 2 * MARGIN - 40; /* the foot */
  int height;

  pango_layout_get_size (probe, NULL, &height);
  l->row_height = (double) height / PANGO_SCALE + ROW_PADDING;
  /* Measured by drawing into a group that is then dropped. */
  cairo_push_group (l->cr);
  l->header_height = draw_header (l);
  cairo_pattern_destroy (cairo_pop_group (l->cr));
  /* The table's heading is a row; one row's room is kept for the result. */
  l->first_rows = (guint) MAX (1.0, (body - l->header_height) / l->row_height - 2);
  l->rows = (guint) MAX (1.0, body / l->row_height - 2);
  l->pages = 1;
  if (l->sheet->n_rows > l->first_rows)
    l->pages += (guint) ((l->sheet->n_rows - l->first_rows + l->rows - 1) / l->rows);
}

static cairo_status_t
append_bytes (void *closure, const unsigned char *data, unsigned int length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

GBytes *
ab_large_print_pdf (const AbScoresheet *sheet, GError **error)
{
  g_autoptr (GByteArray) pdf = g_byte_array_new ();
  cairo_surface_t *surface = cairo_pdf_surface_create_for_stream (append_bytes, pdf, PAGE_WIDTH,
                                                                  PAGE_HEIGHT);
  Layout l = { cairo_create (surface), sheet };
  cairo_status_t status;
  guint row = 0;

  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_TITLE,
                                  ab_scoresheet_word (sheet->lang, AB_SCORESHEET_WORD_TITLE));
  cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Annabella");
  measure (&l);
  for (guint page = 0; page < l.pages; page++)
    {
      guint n = MIN (page == 0 ? l.first_rows : l.rows, (guint) sheet->n_rows - row);

      draw_page (&l, page, row, n, page + 1 == l.pages);
      row += n;
    }
  cairo_destroy (l.cr);
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_FAILED, "the PDF could not be drawn: %s",
                   cairo_status_to_string (status));
      return NULL;
    }
  return g_byte_array_free_to_bytes (g_steal_pointer (&pdf));
}
