/* SPDX-License-Identifier: GPL-3.0-or-later */
/* main.c — annabella, the GTK application. */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "ab-application.h"
#include "ab-bitboard.h"
#include "ab-resources.h"

/* The core's move tables take tens of milliseconds to build, and the first position
 * needs them: built while GTK starts, they do not delay the first spoken word. */
static gpointer
build_tables (gpointer data)
{
  ab_bitboard_init ();
  return NULL;
}

int
main (int argc, char *argv[])
{
  g_autoptr (AbApplication) app = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_thread_unref (g_thread_new ("ab-tables", build_tables, NULL));
  ab_register_resource ();
  app = ab_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
