/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-braille-view.h — what the braille display shows, and the reader's place in it.
 *
 * A document is a few lines of text (one line for a move, eight ranks for the board, a
 * move a line for the scoresheet). The display shows one window of one line at a time:
 * the text cells are all but the last; panning moves the window along the line and on
 * to the next, breaking between words where a word would be cut. The last cell is the
 * news cell: it is blank, or full (dots 1–8) while news waits.
 *
 * Nothing is written over what the reader is reading: from the moment he moves in a
 * document (panning, a line up or down, a routing key), or when it is something he asked
 * for (an answer) or is typing (the input line), news that arrives is kept, not shown;
 * the news cell fills. He reaches it by panning on past the end of the last line, a line
 * down from the last line, or the routing key over the news cell. News that arrives
 * while he reads nothing (he has not touched the display since the last news) replaces
 * it at once. Every document shown here is also spoken and shown on screen by the
 * window that shows it; the view only decides what the cells hold.
 *
 * Pure logic over UTF-8 text, one character a cell (braille patterns U+2800–U+28FF are
 * their own dots): AbBrailleDisplay writes what ab_braille_view_render gives. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The dots of the news cell (ISO 11548-1: bit n-1 is dot n). */
#define AB_BRAILLE_NEWS_CELL 0xFF

typedef enum
{
  AB_BRAILLE_NEWS,   /* what the reader did not ask for: a move, a warning, a ruling */
  AB_BRAILLE_ANSWER, /* what he asked for: the clocks, the scoresheet, the board */
} AbBrailleShow;

/* What a move of the reader did. */
typedef enum
{
  AB_BRAILLE_MOVED,       /* the window moved within the document */
  AB_BRAILLE_EDGE,        /* at the start or the end, nothing further: nothing changed */
  AB_BRAILLE_NEWS_SHOWN,  /* he went past the end, and the waiting news is shown */
} AbBrailleMove;

typedef struct _AbBrailleView AbBrailleView;

/* cells: the display's width (at least 2: one text cell and the news cell). */
AbBrailleView *ab_braille_view_new (guint cells);
void ab_braille_view_free (AbBrailleView *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AbBrailleView, ab_braille_view_free)

/* The display changed its width; the reader keeps the character he was at. */
void ab_braille_view_set_cells (AbBrailleView *self, guint cells);
guint ab_braille_view_get_cells (const AbBrailleView *self);

/* Shows lines[0 … n-1] with the window at the start of lines[line]; news while the
 * reader reads is kept instead (one news waits: a newer one replaces it). Returns
 * whether it is shown now. Lines are UTF-8; invalid bytes show as '?'. */
gboolean ab_braille_view_show (AbBrailleView *self, const char *const *lines, guint n,
                               guint line, AbBrailleShow how);
/* The line typed on the braille keyboard, with the cursor before character cursor
 * (g_utf8_strlen (text) for its end): shown at once, the window kept on the cursor. It
 * stays until a document is shown again; news waits meanwhile. */
void ab_braille_view_show_input (AbBrailleView *self, const char *text, guint cursor);
gboolean ab_braille_view_is_input (const AbBrailleView *self);

/* Panning: direction -1 left, +1 right. Right past the end of the last line shows the
 * waiting news. */
AbBrailleMove ab_braille_view_pan (AbBrailleView *self, int direction);
/* A line up (-1) or down (+1), the window at its start; down from the last line shows
 * the waiting news. */
AbBrailleMove ab_braille_view_line (AbBrailleView *self, int direction);

typedef enum
{
  AB_BRAILLE_ROUTE_TEXT,       /* a character: line and offset say which */
  AB_BRAILLE_ROUTE_BLANK,      /* a cell after the text: nothing there */
  AB_BRAILLE_ROUTE_NEWS_SHOWN, /* the news cell, with news waiting: it is shown now */
} AbBrailleRoute;

/* The routing key over cell (0-based). For AB_BRAILLE_ROUTE_TEXT, *line and *offset
 * (characters from the line's start) say what is under it; for the input line, line is
 * 0 and offset the place the cursor goes to. */
AbBrailleRoute ab_braille_view_route (AbBrailleView *self, guint cell, guint *line,
                                      guint *offset);

/* News waiting (0 or 1), and how many arrived while the reader read (a newer one
 * replaces an older one, the count says how many came). */
guint ab_braille_view_get_news_waiting (const AbBrailleView *self);
guint ab_braille_view_get_news_count (const AbBrailleView *self);
/* Shows the waiting news now; FALSE when none waits. */
gboolean ab_braille_view_show_news (AbBrailleView *self);

/* The line and the character the window starts at. */
guint ab_braille_view_get_line (const AbBrailleView *self);
guint ab_braille_view_get_offset (const AbBrailleView *self);

/* The cells to write: exactly get_cells() characters of UTF-8 (blanks padded, the news
 * cell a braille pattern), and in *cursor the cell of the input line's cursor, or -1. */
char *ab_braille_view_render (const AbBrailleView *self, int *cursor);

G_END_DECLS
