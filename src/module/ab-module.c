/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-module.c — an optional part of Annabella, loaded the first time it is needed. */
#include "ab-module.h"

#include <gmodule.h>

gboolean
ab_module_in_build_tree (void)
{
  static int in_build = -1;

  if (g_atomic_int_get (&in_build) < 0)
    {
      g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);

      g_atomic_int_set (&in_build, exe != NULL && g_str_has_prefix (exe, AB_BUILD_ROOT "/"));
    }
  return g_atomic_int_get (&in_build);
}

/* The module of the build tree for a program run from it, else the installed one; the
 * variable names another. */
static char *
module_path (const AbModule *self)
{
  const char *chosen = g_getenv (self->env);

  if (chosen != NULL && *chosen)
    return g_strdup (chosen);
  if (ab_module_in_build_tree ())
    return g_strdup (self->build_path);
  return g_strdup (self->path);
}

gconstpointer
ab_module_table (AbModule *self, GQuark domain, int code, GError **error)
{
  g_autoptr (GMutexLocker) locker = g_mutex_locker_new (&self->lock);

  if (self->table == NULL && self->why == NULL)
    {
      g_autofree char *path = module_path (self);
      GModule *module = g_module_open (path, G_MODULE_BIND_LOCAL);
      gpointer symbol = NULL;

      if (module == NULL)
        self->why = g_strdup_printf ("the %s module %s: %s", self->what, path,
                                     g_module_error ());
      else if (!g_module_symbol (module, self->symbol, &symbol)
               || *(const guint *) symbol != self->version)
        {
          self->why = g_strdup_printf ("the %s module %s is of another build", self->what, path);
          g_module_close (module);
        }
      else
        {
          /* Kept for the program's life: its threads may still run at exit. */
          g_module_make_resident (module);
          self->table = symbol;
        }
    }
  if (self->table == NULL)
    g_set_error_literal (error, domain, code, self->why);
  return self->table;
}
