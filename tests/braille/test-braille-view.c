/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-braille-view.c — the braille display's document, window and waiting news:
 * panning breaks between words and comes back the same way, routing keys name the
 * character under them, news never replaces what the reader is reading, and is shown
 * when he goes past the end. */
#include <string.h>

#include "ab-braille-view.h"

#define NEWS_CELL "\u28ff"

/* The text cells of the window, the blanks after the text cut off, and whether the news
 * cell is full. */
static char *
window_text (const AbBrailleView *view, gboolean *news)
{
  g_autofree char *cells = ab_braille_view_render (view, NULL);
  glong n = g_utf8_strlen (cells, -1);
  const char *last = g_utf8_offset_to_pointer (cells, n - 1);

  g_assert_cmpint (n, ==, ab_braille_view_get_cells (view));
  if (news)
    *news = strcmp (last, NEWS_CELL) == 0;
  g_assert_true (strcmp (last, NEWS_CELL) == 0 || strcmp (last, " ") == 0);
  return g_strchomp (g_strndup (cells, last - cells));
}

static void
assert_window (const AbBrailleView *view, const char *expected, gboolean expected_news)
{
  gboolean news;
  g_autofree char *text = window_text (view, &news);

  g_assert_cmpstr (text, ==, expected);
  g_assert_cmpint (news, ==, expected_news);
}

static const char *const sheet[] = {
  "1. e4 e5 2. Sf3 Sc6 3. Lb5 a6",
  "4. La4 Sf6",
};

static void
test_pan_between_words (void)
{
  /* Eleven text cells and the news cell. */
  g_autoptr (AbBrailleView) view = ab_braille_view_new (12);
  const char *windows[] = { "1. e4 e5 2.", "Sf3 Sc6 3.", "Lb5 a6", "4. La4 Sf6" };

  g_assert_true (ab_braille_view_show (view, sheet, 2, 0, AB_BRAILLE_ANSWER));
  assert_window (view, windows[0], FALSE);
  g_assert_cmpint (ab_braille_view_pan (view, -1), ==, AB_BRAILLE_EDGE);
  for (guint i = 1; i < G_N_ELEMENTS (windows); i++)
    {
      g_assert_cmpint (ab_braille_view_pan (view, 1), ==, AB_BRAILLE_MOVED);
      assert_window (view, windows[i], FALSE);
    }
  g_assert_cmpint (ab_braille_view_get_line (view), ==, 1);
  g_assert_cmpint (ab_braille_view_pan (view, 1), ==, AB_BRAILLE_EDGE);
  /* Back the same way, across the line's start. */
  for (int i = G_N_ELEMENTS (windows) - 2; i >= 0; i--)
    {
      g_assert_cmpint (ab_braille_view_pan (view, -1), ==, AB_BRAILLE_MOVED);
      assert_window (view, windows[i], FALSE);
    }
  g_assert_cmpint (ab_braille_view_get_line (view), ==, 0);
  g_assert_cmpint (ab_braille_view_get_offset (view), ==, 0);
}

static void
test_long_word_is_cut (void)
{
  g_autoptr (AbBrailleView) view = ab_braille_view_new (6);
  const char *lines[] = { "Stadtmeisterschaft" };

  ab_braille_view_show (view, lines, 1, 0, AB_BRAILLE_NEWS);
  assert_window (view, "Stadt", FALSE);
  g_assert_cmpint (ab_braille_view_pan (view, 1), ==, AB_BRAILLE_MOVED);
  assert_window (view, "meist", FALSE);
}

static void
test_route (void)
{
  g_autoptr (AbBrailleView) view = ab_braille_view_new (12);
  guint line = 99, offset = 99;

  ab_braille_view_show (view, sheet, 2, 0, AB_BRAILLE_ANSWER);
  ab_braille_view_pan (view, 1);
  /* "Sf3 Sc6 3.": cell 4 is the S of Sc6, the seventeenth character of the line. */
  g_assert_cmpint (ab_braille_view_route (view, 4, &line, &offset), ==, AB_BRAILLE_ROUTE_TEXT);
  g_assert_cmpint (line, ==, 0);
  g_assert_cmpint (offset, ==, 16);
  g_assert_true (g_str_has_prefix (sheet[0] + offset, "Sc6"));
  /* After the text, and the news cell without news: nothing. */
  g_assert_cmpint (ab_braille_view_route (view, 10, &line, &offset), ==, AB_BRAILLE_ROUTE_BLANK);
  g_assert_cmpint (ab_braille_view_route (view, 11, &line, &offset), ==, AB_BRAILLE_ROUTE_BLANK);
}

static void
test_news_replaces_news (void)
{
  g_autoptr (AbBrailleView) view = ab_braille_view_new (20);
  const char *first[] = { "1. e4" };
  const char *second[] = { "1. ... e5" };

  g_assert_true (ab_braille_view_show (view, first, 1, 0, AB_BRAILLE_NEWS));
  g_assert_true (ab_braille_view_show (view, second, 1, 0, AB_BRAILLE_NEWS));
  assert_window (view, "1. ... e5", FALSE);
  g_assert_cmpint (ab_braille_view_get_news_waiting (view), ==, 0);
}

static void
test_news_waits_while_reading (void)
{
  g_autoptr (AbBrailleView) view = ab_braille_view_new (12);
  const char *news[] = { "5. 0-0" };
  const char *newer[] = { "5. ... Le7" };

  ab_braille_view_show (view, sheet, 2, 0, AB_BRAILLE_NEWS);
  /* He moves in it: from now on it is his reading. */
  ab_braille_view_pan (view, 1);
  g_assert_false (ab_braille_view_show (view, news, 1, 0, AB_BRAILLE_NEWS));
  g_assert_false (ab_braille_view_show (view, newer, 1, 0, AB_BRAILLE_NEWS));
  assert_window (view, "Sf3 Sc6 3.", TRUE);
  g_assert_cmpint (ab_braille_view_get_news_waiting (view), ==, 1);
  g_assert_cmpint (ab_braille_view_get_news_count (view), ==, 2);
  /* Panning on to the end of the document, then past it: the newest news. */
  g_assert_cmpint (ab_braille_view_pan (view, 1), ==, AB_BRAILLE_MOVED);
  g_assert_cmpint (ab_braille_view_pan (view, 1), ==, AB_BRAILLE_MOVED);
  assert_window (view, "4. La4 Sf6", TRUE);
  g_assert_cmpint (ab_braille_view_pan (view, 1), ==, AB_BRAILLE_NEWS_SHOWN);
  assert_window (view, "5. ... Le7", FALSE);
  g_assert_cmpint (ab_braille_view_get_news_count (view), ==, 0);
  /* Shown news is not a reading: the next news replaces it. */
  g_assert_true (ab_braille_view_show (view, news, 1, 0, AB_BRAILLE_NEWS));
}

static void
test_answer_is_shown_and_kept (void)
{
  g_autoptr (AbBrailleView) view = ab_braille_view_new (30);
  const char *clocks[] = { "Weiß 1:29:50, Schwarz 1:30:00" };
  const char *news[] = { "2. Sf3" };

  ab_braille_view_show (view, news, 1, 0, AB_BRAILLE_NEWS);
  g_assert_true (ab_braille_view_show (view, clocks, 1, 0, AB_BRAILLE_ANSWER));
  g_assert_false (ab_braille_view_show (view, news, 1, 0, AB_BRAILLE_NEWS));
  assert_window (view, "Weiß 1:29:50, Schwarz 1:30:00", TRUE);
  /* The routing key over the news cell shows it. */
  g_assert_cmpint (ab_braille_view_route (view, 29, NULL, NULL), ==, AB_BRAILLE_ROUTE_NEWS_SHOWN);
  assert_window (view, "2. Sf3", FALSE);
}

static void
test_line_down_reaches_news (void)
{
  g_autoptr (AbBrailleView) view = ab_braille_view_new (40);
  const char *news[] = { "5. 0-0" };

  ab_braille_view_show (view, sheet, 2, 0, AB_BRAILLE_ANSWER);
  g_assert_cmpint (ab_braille_view_line (view, -1), ==, AB_BRAILLE_EDGE);
  g_assert_cmpint (ab_braille_view_line (view, 1), ==, AB_BRAILLE_MOVED);
  assert_window (view, "4. La4 Sf6", FALSE);
  g_assert_cmpint (ab_braille_view_line (view, 1), ==, AB_BRAILLE_EDGE);
  ab_braille_view_show (view, news, 1, 0, AB_BRAILLE_NEWS);
  g_assert_cmpint (ab_braille_view_line (view, 1), ==, AB_BRAILLE_NEWS_SHOWN);
  assert_window (view, "5. 0-0", FALSE);
}

static void
test_input_line (void)
{
  g_autoptr (AbBrailleView) view = ab_braille_view_new (8);
  const char *news[] = { "1. ... e5" };
  guint line, offset;
  int cursor;
  g_autofree char *cells = NULL;

  ab_braille_view_show_input (view, "Sf3", 3);
  cells = ab_braille_view_render (view, &cursor);
  g_assert_cmpint (cursor, ==, 3);
  g_assert_true (ab_braille_view_is_input (view));
  /* News waits while he types. */
  g_assert_false (ab_braille_view_show (view, news, 1, 0, AB_BRAILLE_NEWS));
  assert_window (view, "Sf3", TRUE);
  /* A routing key moves the cursor, also just after the text. */
  g_assert_cmpint (ab_braille_view_route (view, 1, &line, &offset), ==, AB_BRAILLE_ROUTE_TEXT);
  g_assert_cmpint (offset, ==, 1);
  g_assert_cmpint (ab_braille_view_route (view, 3, &line, &offset), ==, AB_BRAILLE_ROUTE_TEXT);
  g_assert_cmpint (offset, ==, 3);
  g_assert_cmpint (ab_braille_view_route (view, 4, &line, &offset), ==, AB_BRAILLE_ROUTE_BLANK);
  /* A text longer than the window keeps the cursor in sight. */
  ab_braille_view_show_input (view, "Springer Felix drei", 19);
  g_clear_pointer (&cells, g_free);
  cells = ab_braille_view_render (view, &cursor);
  g_assert_cmpint (cursor, ==, 6);
  g_assert_true (g_str_has_prefix (cells, "x drei "));
}

static void
test_resize_keeps_place (void)
{
  g_autoptr (AbBrailleView) view = ab_braille_view_new (12);

  ab_braille_view_show (view, sheet, 2, 0, AB_BRAILLE_ANSWER);
  ab_braille_view_pan (view, 1);
  ab_braille_view_pan (view, 1);
  assert_window (view, "Lb5 a6", FALSE);
  ab_braille_view_set_cells (view, 21);
  assert_window (view, "3. Lb5 a6", FALSE);
  g_assert_cmpint (ab_braille_view_pan (view, -1), ==, AB_BRAILLE_MOVED);
  assert_window (view, "1. e4 e5 2. Sf3 Sc6", FALSE);
}

static void
test_unreadable_text (void)
{
  g_autoptr (AbBrailleView) view = ab_braille_view_new (10);
  const char *lines[] = { "a\tb\xff" };

  ab_braille_view_show (view, lines, 1, 0, AB_BRAILLE_NEWS);
  assert_window (view, "a b\uFFFD", FALSE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/braille-view/pan-between-words", test_pan_between_words);
  g_test_add_func ("/braille-view/long-word-is-cut", test_long_word_is_cut);
  g_test_add_func ("/braille-view/route", test_route);
  g_test_add_func ("/braille-view/news-replaces-news", test_news_replaces_news);
  g_test_add_func ("/braille-view/news-waits-while-reading", test_news_waits_while_reading);
  g_test_add_func ("/braille-view/answer-is-shown-and-kept", test_answer_is_shown_and_kept);
  g_test_add_func ("/braille-view/line-down-reaches-news", test_line_down_reaches_news);
  g_test_add_func ("/braille-view/input-line", test_input_line);
  g_test_add_func ("/braille-view/resize-keeps-place", test_resize_keeps_place);
  g_test_add_func ("/braille-view/unreadable-text", test_unreadable_text);
  return g_test_run ();
}
