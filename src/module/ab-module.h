/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-module.h — a part of Annabella built a second time as a module and loaded the first
 * time the app needs it, so that its libraries cost nothing to a player who does not use
 * it (listening: PocketSphinx; braille: BrlAPI and liblouis). The module exports one table
 * of functions whose first field is its version; a module of another build is refused. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  const char *what;       /* "listening", "braille": in the reason it is missing */
  const char *env;        /* the variable that names another module */
  const char *build_path; /* the module of the build tree, for a program run from it */
  const char *path;       /* the installed module */
  const char *symbol;     /* the table's name */
  guint version;          /* the table's version: its first field, a guint */
  /* Tried once: */
  GMutex lock;
  gconstpointer table;
  char *why;
} AbModule;

/* Whether the running program is one of the build tree's (annabella-tool run from its
 * folder): it then takes the build tree's modules and the source tree's data. */
gboolean ab_module_in_build_tree (void);

/* The module's table, loaded the first time (from any thread), or NULL with the reason,
 * set as domain and code. */
gconstpointer ab_module_table (AbModule *self, GQuark domain, int code, GError **error);

G_END_DECLS
