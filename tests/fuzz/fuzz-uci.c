/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-uci.c — the UCI line reader on any bytes: what an engine says is input
 * like any file. Every line is read; what the reader gives must hold what
 * ab-engine-uci.h promises (valid UTF-8 text, move texts that read as moves,
 * a principal variation that is NULL-terminated), the moves of the principal
 * variation are played out on the start position as the engine client does,
 * and a line used as an option's name or value is either refused or written
 * as one line. */
#include <glib.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ab-engine-uci.h"
#include "ab-uci.h"

static void
check_text (const char *text)
{
  if (text != NULL && !g_utf8_validate (text, -1, NULL))
    abort ();
}

static void
play_pv (char **pv)
{
  AbPosition *pos = ab_position_new ();
  guint n = 0;

  if (pv == NULL)
    abort ();
  for (; pv[n] != NULL; n++)
    {
      AbMove move;
      AbUndo undo;

      check_text (pv[n]);
      if (!ab_uci_is_move_text (pv[n]))
        abort ();
      move = ab_move_from_uci (pos, pv[n]);
      if (move == AB_MOVE_NONE)
        break;
      ab_position_make (pos, move, &undo);
    }
  ab_position_free (pos);
}

static void
check_line (const char *text)
{
  AbUciLine line;
  char *written;

  ab_uci_line_parse (text, &line);
  check_text (line.text);
  switch (line.kind)
    {
    case AB_UCI_LINE_ID_NAME:
    case AB_UCI_LINE_ID_AUTHOR:
      if (line.text == NULL)
        abort ();
      break;
    case AB_UCI_LINE_OPTION:
      if (line.option.name == NULL || line.option.name[0] == '\0'
          || line.option.type > AB_UCI_OPTION_STRING)
        abort ();
      check_text (line.option.name);
      check_text (line.option.default_value);
      break;
    case AB_UCI_LINE_BESTMOVE:
      if ((line.best != NULL && !ab_uci_is_move_text (line.best))
          || (line.ponder != NULL && !ab_uci_is_move_text (line.ponder)))
        abort ();
      break;
    case AB_UCI_LINE_INFO:
      if (line.info.n_pv != 0)
        abort ();
      play_pv (line.pv);
      break;
    case AB_UCI_LINE_UNKNOWN:
    case AB_UCI_LINE_UCIOK:
    case AB_UCI_LINE_READYOK:
      break;
    default:
      abort ();
    }
  ab_uci_line_clear (&line);
  if (line.text != NULL || line.pv != NULL || line.best != NULL || line.option.name != NULL)
    abort ();

  /* one line out, or none: a newline in a name or value would let the engine read
   * a command Annabella never gave */
  written = ab_uci_format_setoption (text, "1");
  if (written != NULL && strchr (written, '\n') != written + strlen (written) - 1)
    abort ();
  g_free (written);
  written = ab_uci_format_setoption ("Hash", text);
  if (written != NULL && strchr (written, '\n') != written + strlen (written) - 1)
    abort ();
  g_free (written);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  char *text = malloc (size + 1), *start;

  memcpy (text, data, size);
  text[size] = '\0';
  /* as the engine's output is read: line by line, each line a C string */
  start = text;
  for (char *p = text; p <= text + size; p++)
    if (p == text + size || *p == '\n')
      {
        *p = '\0';
        check_line (start);
        start = p + 1;
      }
  free (text);
  return 0;
}
