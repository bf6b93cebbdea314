/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-braille-table.c — grade 1 braille from liblouis, as dot patterns. */
#include "ab-braille-table.h"

#include <liblouis/liblouis.h>
#include <string.h>

G_DEFINE_QUARK (ab-braille-table-error-quark, ab_braille_table_error)

const char *
ab_braille_table_name (AbLanguage lang)
{
  switch (lang)
    {
    case AB_LANG_NL:
      return "nl-NL-g0.utb";
    case AB_LANG_EN:
      return "en-ueb-g1.ctb";
    case AB_LANG_DE:
    default:
      return "de-g1.ctb";
    }
}

/* liblouis's messages go to the debug log, not to the player's terminal. */
static void
log_to_glib (logLevels level, const char *message)
{
  g_debug ("liblouis: %s", message);
}

static void
quiet_liblouis (void)
{
  static gsize done;

  if (g_once_init_enter (&done))
    {
      lou_registerLogCallback (log_to_glib);
      g_once_init_leave (&done, 1);
    }
}

guint8 *
ab_braille_table_translate (AbLanguage lang, const char *text, gsize *n, GError **error)
{
  const char *table = ab_braille_table_name (lang);
  g_autofree gunichar *ucs4 = NULL;
  g_autofree widechar *in = NULL;
  g_autofree widechar *out = NULL;
  guint8 *cells;
  glong len = 0;
  int in_len, out_len, cap;

  quiet_liblouis ();
  if (!lou_checkTable (table))
    {
      g_set_error (error, AB_BRAILLE_TABLE_ERROR, AB_BRAILLE_TABLE_ERROR_NO_TABLE,
                   "the braille table %s is not installed (liblouis-data)", table);
      return NULL;
    }
  ucs4 = g_utf8_to_ucs4_fast (text ? text : "", -1, &len);
  /* widechar is UCS-4 or UTF-16 after liblouis's build; what UTF-16 cannot hold is '?'. */
  in = g_new (widechar, len + 1);
  for (glong i = 0; i < len; i++)
    in[i] = sizeof (widechar) >= 4 || ucs4[i] < 0x10000 ? (widechar) ucs4[i] : '?';
  /* Grade 1 braille is a few cells a character at the most: the output buffer grows a few
   * times, not without end. */
  for (cap = (int) len * 4 + 16;; cap *= 2)
    {
      in_len = (int) len;
      out_len = cap;
      g_free (out);
      out = g_new (widechar, cap);
      if (!lou_translateString (table, in, &in_len, out, &out_len, NULL, NULL, dotsIO)
          || cap > (int) len * 64 + 1024)
        {
          g_set_error (error, AB_BRAILLE_TABLE_ERROR, AB_BRAILLE_TABLE_ERROR_FAILED,
                       "liblouis could not translate with %s", table);
          return NULL;
        }
      /* Cut short when the output is full: again with room to spare. */
      if (in_len >= len && out_len < cap)
        break;
    }
  cells = g_new (guint8, MAX (out_len, 1));
  for (int i = 0; i < out_len; i++)
    cells[i] = (guint8) (out[i] & 0xFF);
  *n = (gsize) out_len;
  return cells;
}
