/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-braille-loader.c — the braille functions the app calls, from the module loaded the
 * first time one is needed (see ab-braille-module-table.h). */
#include "ab-braille-module-table.h"

#include <gmodule.h>

#include "ab-braille-table.h"

/* The same quarks as the library's: the names make them. */
G_DEFINE_QUARK (ab-braille-error-quark, ab_braille_error)
G_DEFINE_QUARK (ab-braille-table-error-quark, ab_braille_table_error)

/* The module of the build tree for an annabella run from it, else the installed one;
 * ANNABELLA_BRAILLE_MODULE names another. */
static char *
module_path (void)
{
  const char *chosen = g_getenv ("ANNABELLA_BRAILLE_MODULE");
  g_autofree char *self = g_file_read_link ("/proc/self/exe", NULL);

  if (chosen != NULL && *chosen)
    return g_strdup (chosen);
  if (self != NULL && g_str_has_prefix (self, AB_BUILD_ROOT "/"))
    return g_strdup (AB_BRAILLE_MODULE_BUILD_PATH);
  return g_strdup (AB_BRAILLE_MODULE_PATH);
}

/* The table, or NULL with the reason (kept: the module is tried once). */
static const AbBrailleModuleTable *
table (GQuark domain, int code, GError **error)
{
  static GMutex lock;
  static const AbBrailleModuleTable *loaded;
  static char *why;
  g_autoptr (GMutexLocker) locker = g_mutex_locker_new (&lock);

  if (loaded == NULL && why == NULL)
    {
      g_autofree char *path = module_path ();
      GModule *module = g_module_open (path, G_MODULE_BIND_LOCAL);
      gpointer symbol = NULL;

      if (module == NULL)
        why = g_strdup_printf ("the braille module %s: %s", path, g_module_error ());
      else if (!g_module_symbol (module, "ab_braille_module_table", &symbol)
               || ((const AbBrailleModuleTable *) symbol)->version
                    != AB_BRAILLE_MODULE_TABLE_VERSION)
        {
          why = g_strdup_printf ("the braille module %s is of another build", path);
          g_module_close (module);
        }
      else
        {
          /* Kept for the program's life: the display's thread may still run at exit. */
          g_module_make_resident (module);
          loaded = symbol;
        }
    }
  if (loaded == NULL)
    g_set_error_literal (error, domain, code, why);
  return loaded;
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
