/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-brf.c — the embosser's file: Braille ASCII both ways, paragraphs wrapped between
 * words within 40 cells with their runover lines indented, 25 lines a page with the page
 * number at the right of the last, CR LF and form feeds. */
#include <string.h>

#include "ab-brf.h"

static void
test_ascii (void)
{
  gboolean seen[64] = { FALSE };

  for (int c = 0x20; c <= 0x5F; c++)
    {
      guint8 dots;

      g_assert_true (ab_brf_dots ((char) c, &dots));
      g_assert_cmpint (dots, <, 64);
      g_assert_false (seen[dots]);
      seen[dots] = TRUE;
      g_assert_cmpint (ab_brf_ascii (dots), ==, c);
    }
  /* Dots as the braille alphabet has them: a, k, the number sign, the full cell. */
  g_assert_cmpint (ab_brf_ascii (0x01), ==, 'A');
  g_assert_cmpint (ab_brf_ascii (0x05), ==, 'K');
  g_assert_cmpint (ab_brf_ascii (0x3C), ==, '#');
  g_assert_cmpint (ab_brf_ascii (0x3F), ==, '=');
  g_assert_cmpint (ab_brf_ascii (0xC1), ==, 'A');
  g_assert_false (ab_brf_dots ('\n', &(guint8) { 0 }));
}

/* The cells of text, read as Braille ASCII. */
static guint8 *
cells_of (const char *text, gsize *n)
{
  guint8 *cells = g_new (guint8, strlen (text) + 1);

  *n = strlen (text);
  for (gsize i = 0; i < *n; i++)
    g_assert_true (ab_brf_dots (text[i], &cells[i]));
  return cells;
}

static guint8 *
number (guint n, gsize *len, gpointer data)
{
  g_autofree char *text = g_strdup_printf ("#%c", 'A' + n - 1);

  return cells_of (text, len);
}

static char **
pages_of (GBytes *bytes)
{
  g_autofree char *text = g_strndup (g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes));

  g_assert_true (g_str_has_suffix (text, "\r\n\f"));
  text[strlen (text) - 1] = '\0';
  return g_strsplit (text, "\f", -1);
}

static void
test_wrap_and_pages (void)
{
  g_autoptr (AbBrf) brf = ab_brf_new (AB_BRF_CELLS, AB_BRF_LINES);
  g_autoptr (GBytes) bytes = NULL;
  g_auto (GStrv) pages = NULL;
  g_auto (GStrv) lines = NULL;
  g_autofree guint8 *words = NULL;
  gsize n;

  /* 20 words of 5 cells: 6 a line of 40 at first, 5 on the runover lines. */
  words = cells_of ("ABCDE ABCDE ABCDE ABCDE ABCDE ABCDE ABCDE ABCDE ABCDE ABCDE "
                    "ABCDE ABCDE ABCDE ABCDE ABCDE ABCDE ABCDE ABCDE ABCDE ABCDE", &n);
  ab_brf_add (brf, words, n, 0, 2);
  for (int i = 0; i < 30; i++)
    {
      g_autofree char *line = g_strdup_printf ("#%c", 'A' + i % 9);
      g_autofree guint8 *cells = cells_of (line, &n);

      ab_brf_add (brf, cells, n, 0, 2);
    }
  g_assert_cmpint (ab_brf_get_pages (brf), ==, 2);
  bytes = ab_brf_finish (brf, number, NULL);
  pages = pages_of (bytes);
  g_assert_cmpint (g_strv_length (pages), ==, 2);
  lines = g_strsplit (pages[0], "\r\n", -1);
  /* 25 lines and the empty rest after the last CR LF. */
  g_assert_cmpint (g_strv_length (lines), ==, 26);
  g_assert_cmpstr (lines[0], ==, "ABCDE ABCDE ABCDE ABCDE ABCDE ABCDE");
  g_assert_cmpstr (lines[1], ==, "  ABCDE ABCDE ABCDE ABCDE ABCDE ABCDE");
  g_assert_cmpstr (lines[2], ==, "  ABCDE ABCDE ABCDE ABCDE ABCDE ABCDE");
  g_assert_cmpstr (lines[3], ==, "  ABCDE ABCDE");
  for (int i = 0; i < 25; i++)
    g_assert_cmpint (strlen (lines[i]), <=, AB_BRF_CELLS);
  g_assert_cmpint (strlen (lines[24]), ==, AB_BRF_CELLS);
  g_assert_true (g_str_has_suffix (lines[24], "   #A"));
  g_clear_pointer (&lines, g_strfreev);
  lines = g_strsplit (pages[1], "\r\n", -1);
  g_assert_cmpint (g_strv_length (lines), ==, 26);
  g_assert_true (g_str_has_suffix (lines[24], "   #B"));
}

static void
test_long_word_and_indent (void)
{
  g_autoptr (AbBrf) brf = ab_brf_new (12, 5);
  g_autoptr (GBytes) bytes = NULL;
  g_auto (GStrv) pages = NULL;
  g_auto (GStrv) lines = NULL;
  g_autofree guint8 *cells = NULL;
  gsize n;

  cells = cells_of ("ABCDEFGHIJKLMNOP Q", &n);
  ab_brf_add (brf, cells, n, 3, 1);
  ab_brf_add_blank (brf);
  bytes = ab_brf_finish (brf, NULL, NULL);
  pages = pages_of (bytes);
  lines = g_strsplit (pages[0], "\r\n", -1);
  g_assert_cmpstr (lines[0], ==, "   ABCDEFGHI");
  g_assert_cmpstr (lines[1], ==, " JKLMNOP Q");
  g_assert_cmpstr (lines[2], ==, "");
  /* No page number asked for: the last line stays blank. */
  g_assert_cmpstr (lines[4], ==, "");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/brf/ascii", test_ascii);
  g_test_add_func ("/brf/wrap-and-pages", test_wrap_and_pages);
  g_test_add_func ("/brf/long-word-and-indent", test_long_word_and_indent);
  return g_test_run ();
}
