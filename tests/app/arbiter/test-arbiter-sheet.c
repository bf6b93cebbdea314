/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-arbiter-sheet.c — the scoresheets of the arbiter's view (D.2.9): the other one read
 * from text or PGN, its rows as shown, and the clock times the arbiter types. */
#include <string.h>

#include "ab-arbiter-sheet.h"
#include "ab-fen.h"

typedef struct
{
  const char *name;
  const char *text;
  gssize len;          /* -1: strlen */
  const char *start;   /* the match's start; NULL: the standard one */
  gboolean ok;
  gsize n_entries;
  gint32 first_clock_ms;
  const char *message; /* a part of the message on failure */
} ReadCase;

static const ReadCase read_cases[] = {
  { "plain English", "1. e4 e5 2. Nf3", -1, NULL, TRUE, 3, -1, NULL },
  { "spoken German", "1. Eva vier, Eva fünf\n2. Springer Felix drei", -1, NULL, TRUE, 3, -1,
    NULL },
  { "clock in braces", "1. e4 {1:29:56} e5", -1, NULL, TRUE, 2, 5396000, NULL },
  { "PGN clock", "[Event \"?\"]\n\n1. e4 {[%clk 1:29:50]} e5 *\n", -1, NULL, TRUE, 2, 5390000,
    NULL },
  { "empty", "", -1, NULL, TRUE, 0, -1, NULL },
  { "unterminated comment", "1. e4 {1:29:56", -1, NULL, FALSE, 0, -1, "Line 1: " },
  { "comment on line 2", "1. e4 e5\n2. Nf3 }", -1, NULL, FALSE, 0, -1, "Line 2: " },
  { "not UTF-8", "1. e4 \xff", -1, NULL, FALSE, 0, -1, "not UTF-8" },
  { "NUL byte", "1. e4\0e5", 8, NULL, FALSE, 0, -1, "NUL byte" },
  { "PGN from another start",
    "[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. e3 *\n", -1, NULL, FALSE, 0,
    -1, "another position" },
  { "PGN from the match's start",
    "[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. e3 Kd7 *\n", -1,
    "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", TRUE, 2, -1, NULL },
  { "two games", "[Event \"a\"]\n\n1. e4 *\n\n[Event \"b\"]\n\n1. d4 *\n", -1, NULL, FALSE, 0,
    -1, "another begins" },
};

static void
test_d_2_9_sheet_read (gconstpointer data)
{
  const ReadCase *c = data;
  AbPosition *start = ab_position_new ();
  AbReconcileSheet sheet;
  g_autofree char *message = NULL;
  gsize len = c->len < 0 ? strlen (c->text) : (gsize) c->len;
  gboolean ok;

  if (c->start != NULL)
    {
      AbFenError error;

      g_assert_true (ab_position_set_fen (start, c->start, &error));
    }
  ab_reconcile_sheet_init (&sheet);
  ok = ab_arbiter_sheet_read (c->text, len, start, &sheet, &message);
  g_assert_cmpint (ok, ==, c->ok);
  g_assert_cmpuint (sheet.n_entries, ==, c->n_entries);
  if (c->ok)
    {
      g_assert_null (message);
      if (c->n_entries > 0)
        g_assert_cmpint (sheet.entries[0].clock_ms, ==, c->first_clock_ms);
    }
  else
    {
      g_assert_nonnull (message);
      g_assert_nonnull (strstr (message, c->message));
    }
  ab_reconcile_sheet_clear (&sheet);
  ab_position_free (start);
}

typedef struct
{
  const char *start; /* NULL: the standard one */
  gsize index;
  const char *text;
  gint32 clock_ms;
  const char *row;
} RowCase;

static const RowCase row_cases[] = {
  { NULL, 0, "e4", -1, "1. e4" },
  { NULL, 1, "e5", 5396000, "1... e5, 1:29:56" },
  { NULL, 4, "Lb5", 59999, "3. Lb5, 0:00:59" },
  { NULL, 5, "a6", 0, "3... a6, 0:00:00" },
  { "4k3/8/8/8/8/8/4P3/4K3 b - - 0 12", 0, "Kd7", 7200000, "12... Kd7, 2:00:00" },
  { "4k3/8/8/8/8/8/4P3/4K3 b - - 0 12", 1, "e4", -1, "13. e4" },
};

/* Move numbers as a scoresheet writes them (8.1), from any start. */
static void
test_8_1_row_text (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (row_cases); i++)
    {
      const RowCase *c = &row_cases[i];
      AbPosition *start = ab_position_new ();
      AbReconcileSheetEntry entry = { (char *) c->text, c->clock_ms, 0 };
      g_autofree char *row = NULL;

      if (c->start != NULL)
        {
          AbFenError error;

          g_assert_true (ab_position_set_fen (start, c->start, &error));
        }
      row = ab_arbiter_row_text (start, c->index, &entry);
      g_assert_cmpstr (row, ==, c->row);
      ab_position_free (start);
    }
}

#define MS(h, m, s) ((((gint64) (h) * 60 + (m)) * 60 + (s)) * 1000)

/* What the arbiter types into the clock fields. */
static void
test_parse_clock (void)
{
  static const struct
  {
    const char *text;
    gboolean ok;
    gint64 ms;
  } rows[] = {
    { "1:29:20", TRUE, MS (1, 29, 20) }, { " 41:05 ", TRUE, MS (0, 41, 5) },
    { "90", TRUE, MS (1, 30, 0) },      { "0:00:00", TRUE, 0 },
    { "1:60:00", FALSE, 0 },            { "1:2:3", FALSE, 0 },
    { "-1:00", FALSE, 0 },              { "", FALSE, 0 },
    { "1:00:00:00", FALSE, 0 },         { "zehn", FALSE, 0 },
    { "99999:00:00", FALSE, 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      gint64 ms = -1;

      g_assert_cmpint (ab_arbiter_parse_clock (rows[i].text, &ms), ==, rows[i].ok);
      if (rows[i].ok)
        g_assert_cmpint (ms, ==, rows[i].ms);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (read_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/arbiter-sheet/D.2.9/read/%s",
                                               read_cases[i].name);

      g_test_add_data_func (path, &read_cases[i], test_d_2_9_sheet_read);
    }
  g_test_add_func ("/arbiter-sheet/8.1/row-text", test_8_1_row_text);
  g_test_add_func ("/arbiter-sheet/D.2.9/parse-clock", test_parse_clock);
  return g_test_run ();
}
