/* main.c — annabella, the GTK application. */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "ab-application.h"
#include "ab-resources.h"

int
main (int argc, char *argv[])
{
  g_autoptr (AbApplication) app = NULL;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  ab_register_resource ();
  app = ab_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
