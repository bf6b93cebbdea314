/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-brf.c — pages of braille as Braille Ready Format. */
#include "ab-brf.h"

#include <string.h>

/* North American Braille ASCII: the dots of 0x20 (space) … 0x5F (underscore). */
static const guint8 braille_ascii[64] = {
  0x00, 0x2E, 0x10, 0x3C, 0x2B, 0x29, 0x2F, 0x04, /*   ! " # $ % & ' */
  0x37, 0x3E, 0x21, 0x2C, 0x20, 0x24, 0x28, 0x0C, /* ( ) * + , - . / */
  0x34, 0x02, 0x06, 0x12, 0x32, 0x22, 0x16, 0x36, /* 0 1 2 3 4 5 6 7 */
  0x26, 0x14, 0x31, 0x30, 0x23, 0x3F, 0x1C, 0x39, /* 8 9 : ; < = > ? */
  0x08, 0x01, 0x03, 0x09, 0x19, 0x11, 0x0B, 0x1B, /* @ A B C D E F G */
  0x13, 0x0A, 0x1A, 0x05, 0x07, 0x0D, 0x1D, 0x15, /* H I J K L M N O */
  0x0F, 0x1F, 0x17, 0x0E, 0x1E, 0x25, 0x27, 0x3A, /* P Q R S T U V W */
  0x2D, 0x3D, 0x35, 0x2A, 0x33, 0x3B, 0x18, 0x38, /* X Y Z [ \ ] ^ _ */
};

char
ab_brf_ascii (guint8 dots)
{
  for (int i = 0; i < 64; i++)
    if (braille_ascii[i] == (dots & 0x3F))
      return (char) (0x20 + i);
  return ' '; /* not reached: the table holds all 64 cells */
}

gboolean
ab_brf_dots (char ascii, guint8 *dots)
{
  int c = g_ascii_toupper (ascii);

  if (c < 0x20 || c > 0x5F)
    return FALSE;
  *dots = braille_ascii[c - 0x20];
  return TRUE;
}

typedef struct
{
  guint8 *cells;
  guint len;
} Line;

struct _AbBrf
{
  guint cells;
  guint lines;     /* a page's, the number's line included */
  GArray *content; /* of Line: every text line, pages cut by page_starts */
  GArray *page_starts;
};

static guint
text_lines (const AbBrf *self)
{
  return self->lines - 1;
}

static guint
line_on_page (const AbBrf *self)
{
  guint start = g_array_index (self->page_starts, guint, self->page_starts->len - 1);

  return self->content->len - start;
}

static void
new_page (AbBrf *self)
{
  guint start = self->content->len;

  g_array_append_val (self->page_starts, start);
}

static void
push_line (AbBrf *self, const guint8 *cells, guint len)
{
  Line line = { g_memdup2 (cells, len ? len : 1), len };

  if (line_on_page (self) >= text_lines (self))
    new_page (self);
  g_array_append_val (self->content, line);
}

static void
line_clear (gpointer data)
{
  g_free (((Line *) data)->cells);
}

AbBrf *
ab_brf_new (guint cells, guint lines)
{
  AbBrf *self = g_new0 (AbBrf, 1);

  self->cells = MAX (cells, 12);
  self->lines = MAX (lines, 3);
  self->content = g_array_new (FALSE, FALSE, sizeof (Line));
  g_array_set_clear_func (self->content, line_clear);
  self->page_starts = g_array_new (FALSE, FALSE, sizeof (guint));
  new_page (self);
  return self;
}

void
ab_brf_free (AbBrf *self)
{
  if (self == NULL)
    return;
  g_array_unref (self->content);
  g_array_unref (self->page_starts);
  g_free (self);
}

void
ab_brf_add (AbBrf *self, const guint8 *dots, gsize n, guint indent, guint runover)
{
  g_autofree guint8 *line = g_new0 (guint8, self->cells);
  guint used = 0, margin = MIN (indent, self->cells / 2);
  gsize i = 0;

  runover = MIN (runover, self->cells / 2);
  while (i < n && dots[i] == 0)
    i++;
  while (i < n)
    {
      gsize word = i, end = i;

      while (end < n && dots[end] != 0)
        end++;
      /* The word on this line, after a blank; on a new one when it does not fit. */
      if (used > margin && used + 1 + (end - word) > self->cells)
        {
          push_line (self, line, used);
          memset (line, 0, self->cells);
          used = margin = runover;
        }
      if (used > margin)
        line[used++] = 0;
      else
        used = margin;
      for (gsize c = word; c < end; c++)
        {
          if (used == self->cells)
            {
              push_line (self, line, used);
              memset (line, 0, self->cells);
              used = margin = runover;
            }
          line[used++] = dots[c] & 0x3F;
        }
      for (i = end; i < n && dots[i] == 0; i++)
        ;
    }
  push_line (self, line, used);
}

void
ab_brf_add_blank (AbBrf *self)
{
  if (line_on_page (self) > 0)
    push_line (self, NULL, 0);
}

guint
ab_brf_get_pages (const AbBrf *self)
{
  return self->page_starts->len;
}

static void
append_cells (GString *out, const guint8 *cells, guint len)
{
  for (guint i = 0; i < len; i++)
    g_string_append_c (out, ab_brf_ascii (cells[i]));
}

GBytes *
ab_brf_finish (AbBrf *self, AbBrfNumberFunc number, gpointer data)
{
  GString *out = g_string_new (NULL);

  for (guint page = 0; page < self->page_starts->len; page++)
    {
      guint first = g_array_index (self->page_starts, guint, page);
      guint last = page + 1 < self->page_starts->len
                     ? g_array_index (self->page_starts, guint, page + 1)
                     : self->content->len;
      g_autofree guint8 *num = NULL;
      gsize num_len = 0;

      for (guint i = first; i < last; i++)
        {
          Line *line = &g_array_index (self->content, Line, i);

          append_cells (out, line->cells, line->len);
          g_string_append (out, "\r\n");
        }
      /* Blank lines down to the last, which holds the page number at its right end. */
      for (guint i = last - first; i < text_lines (self); i++)
        g_string_append (out, "\r\n");
      num = number ? number (page + 1, &num_len, data) : NULL;
      if (num != NULL && num_len + 3 <= self->cells)
        {
          for (gsize i = num_len; i < self->cells; i++)
            g_string_append_c (out, ' ');
          append_cells (out, num, (guint) num_len);
        }
      g_string_append (out, "\r\n\f");
    }
  return g_string_free_to_bytes (out);
}
