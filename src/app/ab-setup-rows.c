/* ab-setup-rows.c — rows the new-match and the practice dialogs both show. */
#include "config.h"

#include "ab-setup-rows.h"

#include <glib/gi18n.h>

AdwComboRow *
ab_setup_combo_row_new (const char *title, const char *const *items)
{
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr (GtkStringList) model = gtk_string_list_new ((const char **) items);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
  return ADW_COMBO_ROW (row);
}

GtkWidget *
ab_setup_chess960_row_new (GtkSpinButton **spin)
{
  GtkWidget *row = adw_action_row_new ();

  *spin = GTK_SPIN_BUTTON (gtk_spin_button_new_with_range (0, 959, 1));
  gtk_widget_set_valign (GTK_WIDGET (*spin), GTK_ALIGN_CENTER);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Chess960 position number"));
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), GTK_WIDGET (*spin));
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), GTK_WIDGET (*spin));
  gtk_accessible_update_relation (GTK_ACCESSIBLE (*spin), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  row, NULL, -1);
  return row;
}
