/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-braille-loader.c — the braille functions the app calls, from the module loaded the
 * first time one is needed (see ab-braille-module-table.h). */
#include "ab-braille-module-table.h"

#include "ab-module.h"

#include "ab-braille-table.h"

/* The same quarks as the library's: the names make them. */
G_DEFINE_QUARK (ab-braille-error-quark, ab_braille_error)
G_DEFINE_QUARK (ab-braille-table-error-quark, ab_braille_table_error)

static AbModule module = {
  .what = "braille",
  .env = "ANNABELLA_BRAILLE_MODULE",
  .build_path = AB_BRAILLE_MODULE_BUILD_PATH,
  .path = AB_BRAILLE_MODULE_PATH,
  .symbol = "ab_braille_module_table",
  .version = AB_BRAILLE_MODULE_TABLE_VERSION,
};

/* The table, or NULL with the reason (the module is tried once). */
static const AbBrailleModuleTable *
table (GQuark domain, int code, GError **error)
{
  return ab_module_table (&module, domain, code, error);
}

AbBrailleDisplay *
ab_braille_display_new (const AbBrailleConnection *connection, AbBrailleEventFunc func,
                        gpointer data, GError **error)
{
  const AbBrailleModuleTable *t = table (AB_BRAILLE_ERROR, AB_BRAILLE_ERROR_NO_MODULE, error);

  return t ? t->display_new (connection, func, data, error) : NULL;
}

/* The rest is called only with what ab_braille_display_new returned: the table is there. */

void
ab_braille_display_free (AbBrailleDisplay *self)
{
  if (self != NULL)
    table (0, 0, NULL)->display_free (self);
}

void
ab_braille_display_show (AbBrailleDisplay *self, const char *const *lines, guint n, guint line,
                         AbBrailleShow how)
{
  table (0, 0, NULL)->display_show (self, lines, n, line, how);
}

void
ab_braille_display_show_input (AbBrailleDisplay *self, const char *text, guint cursor)
{
  table (0, 0, NULL)->display_show_input (self, text, cursor);
}

void
ab_braille_display_set_active (AbBrailleDisplay *self, gboolean active)
{
  table (0, 0, NULL)->display_set_active (self, active);
}

GBytes *
ab_braille_scoresheet_brf (const AbScoresheet *sheet, GError **error)
{
  const AbBrailleModuleTable *t = table (AB_BRAILLE_TABLE_ERROR,
                                         AB_BRAILLE_TABLE_ERROR_NO_TABLE, error);

  return t ? t->scoresheet_brf (sheet, error) : NULL;
}
