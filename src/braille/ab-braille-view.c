/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-braille-view.c — the braille display's document, window and waiting news. */
#include "ab-braille-view.h"

#include <string.h>

typedef struct
{
  gunichar *chars;
  guint len;
} Line;

typedef struct
{
  Line *lines;
  guint n;
} Document;

struct _AbBrailleView
{
  guint cells;
  Document doc;
  guint line;
  guint start;      /* the window's first character in the line */
  gboolean reading; /* the reader moved in the document, or asked for it */
  gboolean input;   /* the document is the line typed on the braille keyboard */
  guint cursor;
  Document news;
  guint news_line;
  gboolean has_news;
  guint news_count;
};

static void
document_clear (Document *doc)
{
  for (guint i = 0; i < doc->n; i++)
    g_free (doc->lines[i].chars);
  g_clear_pointer (&doc->lines, g_free);
  doc->n = 0;
}

/* One character a cell: what is not printable (tabs, newlines) shows as a blank. */
static Line
line_from_utf8 (const char *text)
{
  g_autofree char *valid = g_utf8_make_valid (text ? text : "", -1);
  glong len = 0;
  Line line;

  line.chars = g_utf8_to_ucs4_fast (valid, -1, &len);
  line.len = (guint) len;
  for (guint i = 0; i < line.len; i++)
    if (g_unichar_iscntrl (line.chars[i]))
      line.chars[i] = ' ';
  return line;
}

static void
document_set (Document *doc, const char *const *lines, guint n)
{
  document_clear (doc);
  doc->n = MAX (n, 1);
  doc->lines = g_new0 (Line, doc->n);
  for (guint i = 0; i < doc->n; i++)
    doc->lines[i] = line_from_utf8 (i < n ? lines[i] : "");
}

/* The cells that hold text: all but the news cell. */
static guint
text_cells (const AbBrailleView *self)
{
  return self->cells - 1;
}

static const Line *
current (const AbBrailleView *self)
{
  return &self->doc.lines[self->line];
}

/* Where the window that starts at start ends: a full window, or at the last blank in it
 * when a word would be cut and the word is not longer than the window. */
static guint
window_end (const AbBrailleView *self, const Line *line, guint start)
{
  guint end = start + text_cells (self);

  if (end >= line->len)
    return line->len;
  if (line->chars[end] != ' ')
    for (guint i = end; i > start + 1; i--)
      if (line->chars[i - 1] == ' ')
        return i - 1;
  return end;
}

/* The next window's start: after this one's end, past blanks; line->len when none. */
static guint
next_start (const AbBrailleView *self, const Line *line, guint start)
{
  guint next = window_end (self, line, start);

  while (next < line->len && line->chars[next] == ' ')
    next++;
  return next;
}

/* The start of the window that holds character offset. */
static guint
window_holding (const AbBrailleView *self, const Line *line, guint offset)
{
  guint start = 0;

  for (;;)
    {
      guint next = next_start (self, line, start);

      if (next >= line->len || next > offset)
        return start;
      start = next;
    }
}

AbBrailleView *
ab_braille_view_new (guint cells)
{
  AbBrailleView *self = g_new0 (AbBrailleView, 1);

  self->cells = MAX (cells, 2);
  document_set (&self->doc, NULL, 0);
  return self;
}

void
ab_braille_view_free (AbBrailleView *self)
{
  if (self == NULL)
    return;
  document_clear (&self->doc);
  document_clear (&self->news);
  g_free (self);
}

void
ab_braille_view_set_cells (AbBrailleView *self, guint cells)
{
  self->cells = MAX (cells, 2);
  self->start = window_holding (self, current (self), self->start);
}

guint
ab_braille_view_get_cells (const AbBrailleView *self)
{
  return self->cells;
}

static void
put_document (AbBrailleView *self, const char *const *lines, guint n, guint line)
{
  document_set (&self->doc, lines, n);
  self->line = MIN (line, self->doc.n - 1);
  self->start = 0;
  self->input = FALSE;
}

gboolean
ab_braille_view_show_news (AbBrailleView *self)
{
  if (!self->has_news)
    return FALSE;
  document_clear (&self->doc);
  self->doc = self->news;
  self->news = (Document) { NULL, 0 };
  self->line = self->news_line;
  self->start = 0;
  self->input = FALSE;
  self->reading = FALSE;
  self->has_news = FALSE;
  self->news_count = 0;
  return TRUE;
}

gboolean
ab_braille_view_show (AbBrailleView *self, const char *const *lines, guint n, guint line,
                      AbBrailleShow how)
{
  if (how == AB_BRAILLE_NEWS && (self->reading || self->input))
    {
      document_set (&self->news, lines, n);
      self->news_line = MIN (line, self->news.n - 1);
      self->has_news = TRUE;
      self->news_count++;
      return FALSE;
    }
  put_document (self, lines, n, line);
  self->reading = how == AB_BRAILLE_ANSWER;
  if (how == AB_BRAILLE_NEWS)
    {
      /* Shown at once: nothing older waits any more. */
      document_clear (&self->news);
      self->has_news = FALSE;
      self->news_count = 0;
    }
  return TRUE;
}

void
ab_braille_view_show_input (AbBrailleView *self, const char *text, guint cursor)
{
  const char *lines[] = { text };

  put_document (self, lines, 1, 0);
  self->input = TRUE;
  self->cursor = MIN (cursor, current (self)->len);
  /* The window keeps the cursor in sight, the end of the text too when it fits. */
  if (self->cursor >= text_cells (self))
    self->start = self->cursor - text_cells (self) + 1;
}

gboolean
ab_braille_view_is_input (const AbBrailleView *self)
{
  return self->input;
}

static AbBrailleMove
past_the_end (AbBrailleView *self)
{
  return ab_braille_view_show_news (self) ? AB_BRAILLE_NEWS_SHOWN : AB_BRAILLE_EDGE;
}

AbBrailleMove
ab_braille_view_pan (AbBrailleView *self, int direction)
{
  const Line *line = current (self);

  if (direction > 0)
    {
      guint next = next_start (self, line, self->start);

      if (next < line->len)
        self->start = next;
      else if (self->line + 1 < self->doc.n)
        {
          self->line++;
          self->start = 0;
        }
      else
        return past_the_end (self);
    }
  else
    {
      if (self->start > 0)
        self->start = window_holding (self, line, self->start - 1);
      else if (self->line > 0)
        {
          self->line--;
          line = current (self);
          self->start = window_holding (self, line, line->len ? line->len - 1 : 0);
        }
      else
        return AB_BRAILLE_EDGE;
    }
  self->reading = TRUE;
  return AB_BRAILLE_MOVED;
}

AbBrailleMove
ab_braille_view_line (AbBrailleView *self, int direction)
{
  if (direction > 0 && self->line + 1 >= self->doc.n)
    return past_the_end (self);
  if (direction < 0 && self->line == 0)
    return AB_BRAILLE_EDGE;
  self->line += direction > 0 ? 1 : -1;
  self->start = 0;
  self->reading = TRUE;
  return AB_BRAILLE_MOVED;
}

AbBrailleRoute
ab_braille_view_route (AbBrailleView *self, guint cell, guint *line, guint *offset)
{
  const Line *l = current (self);
  guint end = window_end (self, l, self->start);

  if (cell >= text_cells (self))
    return cell == text_cells (self) && ab_braille_view_show_news (self)
             ? AB_BRAILLE_ROUTE_NEWS_SHOWN
             : AB_BRAILLE_ROUTE_BLANK;
  /* The input line's cursor may also go just after its last character. */
  if (self->start + cell >= end && !(self->input && self->start + cell == l->len))
    return AB_BRAILLE_ROUTE_BLANK;
  self->reading = TRUE;
  if (line)
    *line = self->line;
  if (offset)
    *offset = self->start + cell;
  return AB_BRAILLE_ROUTE_TEXT;
}

guint
ab_braille_view_get_news_waiting (const AbBrailleView *self)
{
  return self->has_news ? 1 : 0;
}

guint
ab_braille_view_get_news_count (const AbBrailleView *self)
{
  return self->news_count;
}

guint
ab_braille_view_get_line (const AbBrailleView *self)
{
  return self->line;
}

guint
ab_braille_view_get_offset (const AbBrailleView *self)
{
  return self->start;
}

char *
ab_braille_view_render (const AbBrailleView *self, int *cursor)
{
  const Line *line = current (self);
  guint end = window_end (self, line, self->start);
  GString *cells = g_string_sized_new (self->cells * 3);

  for (guint i = self->start; i < end; i++)
    g_string_append_unichar (cells, line->chars[i]);
  for (guint i = end - self->start; i < text_cells (self); i++)
    g_string_append_c (cells, ' ');
  g_string_append_unichar (cells, self->has_news ? 0x2800 + AB_BRAILLE_NEWS_CELL : ' ');
  if (cursor)
    *cursor = self->input && self->cursor >= self->start
                  && self->cursor - self->start < text_cells (self)
                ? (int) (self->cursor - self->start)
                : -1;
  return g_string_free (cells, FALSE);
}
