/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-setup-rows.c — the window, header and rows the new-match and the practice
 * dialogs both show. */
#include "config.h"

#include "ab-setup-rows.h"

#include <glib/gi18n.h>

#include "ab-time-control.h"

GtkWidget *
ab_setup_window_init (AdwWindow *window, const char *title, int height, GCallback start,
                      GtkWidget **start_button)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *header = adw_header_bar_new ();
  GtkWidget *cancel = gtk_button_new_with_mnemonic (_("_Cancel"));

  gtk_window_set_title (GTK_WINDOW (window), title);
  gtk_window_set_modal (GTK_WINDOW (window), TRUE);
  gtk_window_set_default_size (GTK_WINDOW (window), 520, height);

  *start_button = gtk_button_new_with_mnemonic (_("_Start"));
  gtk_widget_add_css_class (*start_button, "suggested-action");
  g_signal_connect_swapped (*start_button, "clicked", start, window);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (cancel), "window.close");
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), cancel);
  adw_header_bar_pack_end (ADW_HEADER_BAR (header), *start_button);
  adw_header_bar_set_show_end_title_buttons (ADW_HEADER_BAR (header), FALSE);
  gtk_box_append (GTK_BOX (box), header);
  return box;
}

void
ab_setup_window_finish (AdwWindow *window, GtkWidget *box, GtkWidget *page,
                        GtkWidget *start_button)
{
  gtk_widget_set_vexpand (page, TRUE);
  gtk_box_append (GTK_BOX (box), page);
  adw_window_set_content (window, box);
  gtk_window_set_default_widget (GTK_WINDOW (window), start_button);
}

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

AdwComboRow *
ab_setup_control_row_new (const char *extra)
{
  const char *controls[AB_TIME_CONTROL_N_PRESETS + 3] = { NULL };

  controls[AB_TIME_CONTROL_PRESET_FIDE_CLASSICAL] = _("FIDE classical: 40 moves in 90 minutes, "
                                                      "30 minutes, 30 seconds a move");
  controls[AB_TIME_CONTROL_PRESET_CLUB] = _("Club: 90 minutes, 10 seconds a move");
  controls[AB_TIME_CONTROL_PRESET_RAPID] = _("Rapid: 15 minutes, 10 seconds a move");
  controls[AB_TIME_CONTROL_PRESET_BLITZ] = _("Blitz: 3 minutes, 2 seconds a move");
  controls[AB_TIME_CONTROL_N_PRESETS] = _("No clock");
  controls[AB_TIME_CONTROL_N_PRESETS + 1] = extra;
  return ab_setup_combo_row_new (_("Time control"), controls);
}

AdwComboRow *
ab_setup_start_row_new (void)
{
  const char *starts[] = { _("Standard"), _("Chess960, random"), _("Chess960, by number"),
                           NULL };

  return ab_setup_combo_row_new (_("Start position"), starts);
}
