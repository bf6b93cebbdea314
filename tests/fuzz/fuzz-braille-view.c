/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-braille-view.c — the braille display's view and key decoder on any bytes: what a
 * window hands the display (text of any bytes, a line, news or answer, the input line
 * with any cursor) and what BRLTTY sends (any 64-bit key code), in any order and any
 * display width. Whatever comes, a rendering is exactly the display's cells of valid
 * UTF-8, the cursor within them, and a routing key's place is a character of the line.
 *
 * Input: byte 0 the width; then operations of 9 bytes (an opcode, 8 bytes of argument)
 * until a 0xFF opcode; the rest is the text, its lines split at '\n'. */
#include <glib.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ab-braille-key.h"
#include "ab-braille-view.h"

static void
check_render (const AbBrailleView *view)
{
  int cursor;
  char *cells = ab_braille_view_render (view, &cursor);

  if (!g_utf8_validate (cells, -1, NULL)
      || (guint) g_utf8_strlen (cells, -1) != ab_braille_view_get_cells (view)
      || cursor < -1 || cursor >= (int) ab_braille_view_get_cells (view) - 1)
    abort ();
  g_free (cells);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  AbBrailleView *view;
  const uint8_t *end = data + size, *op;
  char *text;
  char **lines;
  guint n_lines;

  if (size < 1)
    return 0;
  view = ab_braille_view_new (data[0]);
  for (op = data + 1; op + 9 <= end && op[0] != 0xFF; op += 9)
    ;
  text = g_strndup ((const char *) MIN (op + 1, end), end - MIN (op + 1, end));
  lines = g_strsplit (text, "\n", 64);
  n_lines = g_strv_length (lines);
  for (const uint8_t *p = data + 1; p < op; p += 9)
    {
      guint64 arg;
      guint line = 0, offset = 0;
      AbBrailleKey key;

      memcpy (&arg, p + 1, sizeof arg);
      switch (p[0] % 9)
        {
        case 0:
          ab_braille_view_show (view, (const char *const *) lines, n_lines, (guint) arg,
                                arg & 1 ? AB_BRAILLE_NEWS : AB_BRAILLE_ANSWER);
          break;
        case 1:
          ab_braille_view_show_input (view, lines[0] ? lines[0] : "", (guint) arg);
          break;
        case 2:
          ab_braille_view_pan (view, arg & 1 ? 1 : -1);
          break;
        case 3:
          ab_braille_view_line (view, arg & 1 ? 1 : -1);
          break;
        case 4:
          if (ab_braille_view_route (view, (guint) arg % 300, &line, &offset)
              == AB_BRAILLE_ROUTE_TEXT && offset > strlen (text))
            abort ();
          break;
        case 5:
          ab_braille_view_set_cells (view, (guint) arg % 300);
          break;
        case 6:
          ab_braille_view_show_news (view);
          break;
        case 7:
          /* A key as BRLTTY sends it, acted on as the display does. */
          key = ab_braille_key_decode (arg);
          if (key.kind == AB_BRAILLE_KEY_PAN_LEFT || key.kind == AB_BRAILLE_KEY_PAN_RIGHT)
            ab_braille_view_pan (view, key.kind == AB_BRAILLE_KEY_PAN_RIGHT ? 1 : -1);
          else if (key.kind == AB_BRAILLE_KEY_ROUTE)
            ab_braille_view_route (view, key.cell, &line, &offset);
          else if (key.kind == AB_BRAILLE_KEY_CHARACTER && !g_unichar_validate (key.character))
            abort ();
          break;
        default:
          if (ab_braille_view_get_news_waiting (view) > 1)
            abort ();
          break;
        }
      check_render (view);
    }
  check_render (view);
  g_strfreev (lines);
  g_free (text);
  ab_braille_view_free (view);
  return 0;
}
