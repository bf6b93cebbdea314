/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-clock-view.c — both clocks, redrawn whenever the match's clock changes. */
#include "ab-clock-view.h"

#include <glib/gi18n.h>

struct _AbClockView
{
  GtkWidget parent_instance;

  AbMatch *match;
  GtkWidget *box;
  GtkWidget *labels[2]; /* by colour */
};

G_DEFINE_FINAL_TYPE (AbClockView, ab_clock_view, GTK_TYPE_WIDGET)

char *
ab_clock_view_format (gint64 usec)
{
  gint64 s = MAX (usec, 0) / G_USEC_PER_SEC;

  if (usec < 10 * G_USEC_PER_SEC)
    return g_strdup_printf ("0:%02" G_GINT64_FORMAT ".%" G_GINT64_FORMAT, s,
                            MAX (usec, 0) / 100000 % 10);
  if (s >= 3600)
    return g_strdup_printf ("%" G_GINT64_FORMAT ":%02" G_GINT64_FORMAT ":%02" G_GINT64_FORMAT,
                            s / 3600, s / 60 % 60, s % 60);
  return g_strdup_printf ("%" G_GINT64_FORMAT ":%02" G_GINT64_FORMAT, s / 60, s % 60);
}

static void
refresh (AbClockView *self)
{
  const AbClock *clock = self->match ? ab_game_get_clock (ab_match_get_game (self->match)) : NULL;

  for (AbColor c = AB_WHITE; c <= AB_BLACK; c++)
    {
      GtkLabel *label = GTK_LABEL (self->labels[c]);
      const char *who = c == AB_WHITE ? _("White") : _("Black");
      g_autofree char *text = NULL;
      AbClockReading reading;

      if (clock == NULL || !ab_match_get_clock_reading (self->match, c, &reading))
        text = g_strdup_printf ("%s —", who);
      else
        {
          g_autofree char *time = ab_clock_view_format (reading.time_us);
          gboolean runs = ab_clock_get_state (clock) == AB_CLOCK_RUNNING
                          && ab_clock_get_side (clock) == c
                          && !ab_game_is_over (ab_match_get_game (self->match));

          /* The running clock is marked by colour; flag and pause in words. */
          if (reading.flag)
            text = g_strdup_printf (_("%s %s, flag fallen"), who, time);
          else if (ab_clock_get_state (clock) == AB_CLOCK_PAUSED
                   && !ab_game_is_over (ab_match_get_game (self->match)))
            text = g_strdup_printf (_("%s %s, stopped"), who, time);
          else
            text = g_strdup_printf ("%s %s", who, time);
          if (runs)
            gtk_widget_add_css_class (GTK_WIDGET (label), "accent");
          else
            gtk_widget_remove_css_class (GTK_WIDGET (label), "accent");
        }
      if (g_strcmp0 (gtk_label_get_text (label), text) != 0)
        gtk_label_set_text (label, text);
    }
}

void
ab_clock_view_set_match (AbClockView *self, AbMatch *match)
{
  g_return_if_fail (AB_IS_CLOCK_VIEW (self));

  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_set_object (&self->match, match);
  if (match != NULL)
    {
      g_signal_connect_swapped (match, "clock-changed", G_CALLBACK (refresh), self);
      g_signal_connect_swapped (match, "reset", G_CALLBACK (refresh), self);
    }
  refresh (self);
}

void
ab_clock_view_set_large (AbClockView *self, gboolean large)
{
  g_return_if_fail (AB_IS_CLOCK_VIEW (self));

  gtk_orientable_set_orientation (GTK_ORIENTABLE (self->box), large ? GTK_ORIENTATION_VERTICAL
                                                                    : GTK_ORIENTATION_HORIZONTAL);
  for (int c = 0; c < 2; c++)
    {
      gtk_label_set_xalign (GTK_LABEL (self->labels[c]), 0);
      if (large)
        gtk_widget_add_css_class (self->labels[c], "ab-clock-large");
      else
        gtk_widget_remove_css_class (self->labels[c], "ab-clock-large");
    }
}

static void
ab_clock_view_dispose (GObject *object)
{
  AbClockView *self = AB_CLOCK_VIEW (object);

  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->match);
  g_clear_pointer (&self->box, gtk_widget_unparent);

  G_OBJECT_CLASS (ab_clock_view_parent_class)->dispose (object);
}

static void
ab_clock_view_class_init (AbClockViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ab_clock_view_dispose;
  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "clockview");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ab_clock_view_init (AbClockView *self)
{
  self->box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 24);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));
  for (int c = 0; c < 2; c++)
    {
      self->labels[c] = gtk_label_new (NULL);
      gtk_widget_add_css_class (self->labels[c], "title-2");
      gtk_widget_add_css_class (self->labels[c], "numeric");
      gtk_box_append (GTK_BOX (self->box), self->labels[c]);
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Clocks"), -1);
  refresh (self);
}

GtkWidget *
ab_clock_view_new (void)
{
  return g_object_new (AB_TYPE_CLOCK_VIEW, NULL);
}
