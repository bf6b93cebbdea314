/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-touch-log-window.c — the touched pieces, one focusable row each. */
#include "ab-touch-log-window.h"

#include <glib/gi18n.h>

struct _AbTouchLogWindow
{
  AdwWindow parent_instance;
};

G_DEFINE_FINAL_TYPE (AbTouchLogWindow, ab_touch_log_window, ADW_TYPE_WINDOW)

static void
ab_touch_log_window_class_init (AbTouchLogWindowClass *klass)
{
  gtk_widget_class_add_binding_action (GTK_WIDGET_CLASS (klass), GDK_KEY_Escape, 0,
                                       "window.close", NULL);
}

static void
ab_touch_log_window_init (AbTouchLogWindow *self)
{
}

AbTouchLogWindow *
ab_touch_log_window_new (GtkWindow *parent, GStrv rows, const char *none)
{
  AbTouchLogWindow *self = g_object_new (AB_TYPE_TOUCH_LOG_WINDOW, "transient-for", parent,
                                         "modal", TRUE, "title", _("Touched Pieces"),
                                         "default-width", 560, "default-height", 360, NULL);
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  GtkWidget *scroller = gtk_scrolled_window_new ();
  GtkWidget *list = gtk_list_box_new ();
  guint n = rows ? g_strv_length (rows) : 0;

  gtk_box_append (GTK_BOX (box), adw_header_bar_new ());
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_BROWSE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_widget_set_margin_top (list, 12);
  gtk_widget_set_margin_bottom (list, 12);
  gtk_widget_set_margin_start (list, 12);
  gtk_widget_set_margin_end (list, 12);
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Touched pieces, oldest first"), -1);
  for (guint i = 0; i < MAX (n, 1); i++)
    {
      const char *text = n ? rows[i] : none;
      GtkWidget *label = gtk_label_new (text);
      GtkWidget *row = gtk_list_box_row_new ();

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_set_margin_top (label, 8);
      gtk_widget_set_margin_bottom (label, 8);
      gtk_widget_set_margin_start (label, 8);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
      /* The row is what takes the focus: its name is what a screen reader says. */
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, text,
                                      -1);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
    }
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), list);
  gtk_widget_set_vexpand (scroller, TRUE);
  gtk_box_append (GTK_BOX (box), scroller);
  adw_window_set_content (ADW_WINDOW (self), box);
  gtk_window_set_focus (GTK_WINDOW (self),
                        GTK_WIDGET (gtk_list_box_get_row_at_index (GTK_LIST_BOX (list),
                                                                   (int) MAX (n, 1) - 1)));
  return self;
}
