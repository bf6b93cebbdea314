/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-button-names.c — buttons named once over AT-SPI, as a screen reader should say them. */
#include "config.h"

#include "ab-button-names.h"

void
ab_button_name (GtkWidget *button)
{
  const char *label = gtk_button_get_label (GTK_BUTTON (button));
  GString *name = g_string_new (NULL);

  for (const char *p = label; p != NULL && *p != '\0'; p++)
    {
      if (*p == '_' && p[1] != '_')
        continue; /* the mnemonic's mark */
      g_string_append_c (name, *p);
      if (*p == '_')
        p++;
    }
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  name->str, -1);
  g_string_free (name, TRUE);
}

void
ab_button_name_all (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_BUTTON (child) && gtk_button_get_label (GTK_BUTTON (child)) != NULL)
        ab_button_name (child);
      ab_button_name_all (child);
    }
}
