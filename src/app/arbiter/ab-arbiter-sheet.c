/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-arbiter-sheet.c — the scoresheets of the arbiter's view: the match's, and the other. */
#include "config.h"

#include "ab-arbiter-sheet.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ab-describe-clock.h"
#include "ab-describe-pgn.h"
#include "ab-describe-reconcile.h"
#include "ab-describe.h"
#include "ab-pgn.h"

static gboolean
is_pgn (const char *text, gsize len)
{
  for (gsize i = 0; i < len; i++)
    if (!g_ascii_isspace (text[i]))
      return text[i] == '[';
  return FALSE;
}

/* PGN: one game, from the match's start. An illegal move is no error here (the ruling
 * reports it), nor a missing result (the game goes on). */
static gboolean
check_pgn (const char *text, gsize len, const AbPosition *start, char **message)
{
  AbPgnReader *reader = ab_pgn_reader_new ();
  AbPosition *pgn_start = ab_position_new ();
  AbPgnGame game;
  AbPgnError error;
  AbPgnReadStatus status;
  char msg[AB_DESCRIBE_MAX];
  gboolean ok = FALSE;

  ab_pgn_game_init (&game);
  if (reader == NULL || pgn_start == NULL)
    g_error ("out of memory");
  ab_pgn_reader_input (reader, text, len, true);
  status = ab_pgn_reader_next (reader, &game, &error);
  if (status == AB_PGN_READ_ERROR && error.code != AB_PGN_ERROR_ILLEGAL_MOVE
      && error.code != AB_PGN_ERROR_MISSING_RESULT)
    {
      ab_describe_pgn_error (&error, msg, sizeof msg);
      /* TRANSLATORS: a scoresheet's line number, and what is wrong there */
      *message = g_strdup_printf (_("Line %zu: %s"), error.line, msg);
      goto out;
    }
  if (status == AB_PGN_READ_GAME || status == AB_PGN_READ_ERROR)
    {
      ab_pgn_game_start_position (&game, pgn_start);
      if (!ab_position_equal (pgn_start, start))
        {
          *message = g_strdup (_("The scoresheet starts from another position than the "
                                 "match."));
          goto out;
        }
    }
  status = ab_pgn_reader_next (reader, &game, &error);
  if (status == AB_PGN_READ_GAME || status == AB_PGN_READ_ERROR)
    {
      *message = g_strdup_printf (_("Line %zu: a scoresheet holds one game; another begins "
                                    "here."),
                                  game.line);
      goto out;
    }
  ok = TRUE;
out:
  ab_pgn_game_clear (&game);
  ab_pgn_reader_free (reader);
  ab_position_free (pgn_start);
  return ok;
}

gboolean
ab_arbiter_sheet_read (const char *text, gsize len, const AbPosition *start,
                       AbReconcileSheet *sheet, char **message)
{
  AbReconcileSheetError error;
  char msg[AB_DESCRIBE_MAX];

  g_return_val_if_fail (message != NULL && *message == NULL, FALSE);

  ab_reconcile_sheet_clear (sheet);
  if (len > AB_ARBITER_SHEET_FILE_MAX)
    {
      *message = g_strdup (_("The text is too large for a scoresheet."));
      return FALSE;
    }
  if (memchr (text, '\0', len) != NULL)
    {
      *message = g_strdup (_("The scoresheet is not text: it holds a NUL byte."));
      return FALSE;
    }
  if (!g_utf8_validate_len (text, len, NULL))
    {
      *message = g_strdup (_("The scoresheet is not UTF-8 text."));
      return FALSE;
    }
  if (is_pgn (text, len) && !check_pgn (text, len, start, message))
    return FALSE;
  if (!ab_reconcile_sheet_read (sheet, text, len, &error))
    {
      ab_describe_reconcile_sheet_error (&error, msg, sizeof msg);
      *message = g_strdup_printf (_("Line %zu: %s"), error.line, msg);
      return FALSE;
    }
  return TRUE;
}

gboolean
ab_arbiter_parse_clock (const char *text, gint64 *ms)
{
  g_autofree char *copy = g_strstrip (g_strdup (text));
  g_auto (GStrv) fields = g_strsplit (copy, ":", 4);
  guint n = g_strv_length (fields);
  gint64 total = 0;

  if (n < 1 || n > 3)
    return FALSE;
  for (guint i = 0; i < n; i++)
    {
      guint64 value;

      /* Minutes and seconds after a colon are two digits, as a clock shows them. */
      if (!g_ascii_string_to_unsigned (fields[i], 10, 0, i == 0 ? 99999 : 59, &value, NULL)
          || (i > 0 && strlen (fields[i]) != 2))
        return FALSE;
      total = total * 60 + (gint64) value;
    }
  /* One number alone is minutes. */
  if (n == 1)
    total *= 60;
  if (total * 1000 > G_MAXINT32)
    return FALSE;
  *ms = total * 1000;
  return TRUE;
}

char *
ab_arbiter_move_number (const AbPosition *start, gsize index)
{
  gsize offset = index + (ab_position_side_to_move (start) == AB_BLACK ? 1 : 0);
  gsize number = (gsize) ab_position_fullmove_number (start) + offset / 2;

  return g_strdup_printf (offset % 2 ? "%zu..." : "%zu.", number);
}

char *
ab_arbiter_row_text (const AbPosition *start, gsize index, const AbReconcileSheetEntry *entry)
{
  g_autofree char *number = ab_arbiter_move_number (start, index);
  char clock[32];

  if (entry->clock_ms < 0)
    return g_strdup_printf ("%s %s", number, entry->text);
  ab_describe_clock_hms (entry->clock_ms, clock, sizeof clock);
  /* TRANSLATORS: a scoresheet row: the move number, the move as written, the time left */
  return g_strdup_printf (_("%s %s, %s"), number, entry->text, clock);
}
