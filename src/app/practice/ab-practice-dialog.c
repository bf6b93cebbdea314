/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-practice-dialog.c — the new-practice-game form: libadwaita rows, so that every field
 * has a title a screen reader reads, Tab reaches it and Enter starts the game. */
#include "ab-practice-dialog.h"

#include <glib/gi18n.h>

#include "ab-setup-rows.h"

/* The time-control choices: the presets of ab-time-control.h, then none. */
#define CHOICE_NONE AB_TIME_CONTROL_N_PRESETS

enum
{
  START_STANDARD,
  START_RANDOM_960,
  START_NUMBERED_960,
};

struct _AbPracticeDialog
{
  AdwWindow parent_instance;

  AdwComboRow *color_row;
  AdwComboRow *level_row;
  AdwComboRow *control_row;
  AdwComboRow *start_row;
  GtkSpinButton *number_spin;
  GtkWidget *number_row;
  GtkWidget *start_button;
  char custom_control[AB_TIME_CONTROL_TEXT_MAX]; /* a control given as text, kept as is */
};

G_DEFINE_FINAL_TYPE (AbPracticeDialog, ab_practice_dialog, ADW_TYPE_WINDOW)

enum
{
  START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
update_visibility (AbPracticeDialog *self)
{
  gtk_widget_set_visible (self->number_row,
                          adw_combo_row_get_selected (self->start_row) == START_NUMBERED_960);
}

static void
start_clicked_cb (AbPracticeDialog *self)
{
  AbPracticeSetup setup;
  guint control = adw_combo_row_get_selected (self->control_row);

  ab_practice_setup_init (&setup);
  setup.color = (AbPracticeColor) MIN (adw_combo_row_get_selected (self->color_row),
                                       (guint) AB_PRACTICE_COLOR_RANDOM);
  setup.strength = (AbEngineStrength) MIN (adw_combo_row_get_selected (self->level_row),
                                           (guint) AB_ENGINE_STRENGTH_FULL);
  if (control < AB_TIME_CONTROL_N_PRESETS)
    ab_practice_preset_text ((AbTimeControlPreset) control, setup.time_control,
                             sizeof setup.time_control);
  else if (control == CHOICE_NONE)
    g_strlcpy (setup.time_control, "-", sizeof setup.time_control);
  else
    g_strlcpy (setup.time_control, self->custom_control, sizeof setup.time_control);
  switch (adw_combo_row_get_selected (self->start_row))
    {
    case START_RANDOM_960:
      setup.start = AB_PRACTICE_START_RANDOM_960;
      break;
    case START_NUMBERED_960:
      setup.start = gtk_spin_button_get_value_as_int (self->number_spin);
      break;
    default:
      setup.start = AB_PRACTICE_START_STANDARD;
      break;
    }
  /* Closed first, so that the game's first words and the focus go to the player's window. */
  g_object_ref (self);
  gtk_window_destroy (GTK_WINDOW (self));
  g_signal_emit (self, signals[START], 0, &setup);
  g_object_unref (self);
}

static gboolean
start_binding (GtkWidget *widget, GVariant *args, gpointer data)
{
  start_clicked_cb (AB_PRACTICE_DIALOG (widget));
  return TRUE;
}

static void
ab_practice_dialog_class_init (AbPracticeDialogClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  /* Enter on a row opens its list, so the game starts with Ctrl+Enter from anywhere. */
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, start_binding,
                                NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Enter, GDK_CONTROL_MASK, start_binding,
                                NULL);
  /* (const AbPracticeSetup *) */
  signals[START] = g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                 NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
}

static void
ab_practice_dialog_init (AbPracticeDialog *self)
{
  GtkWidget *box = ab_setup_window_init (ADW_WINDOW (self), _("New Practice Game"), 520,
                                         G_CALLBACK (start_clicked_cb), &self->start_button);
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *group = adw_preferences_group_new ();
  const char *colors[] = { _("White"), _("Black"), _("Random"), NULL };
  const char *levels[] = { _("Beginner"), _("Club player"), _("Strong player"),
                           _("Full strength"), NULL };

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group),
                                   _("Practice against the computer"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("The computer’s moves are announced as an "
                                           "opponent’s. Ctrl+Enter starts the game; "
                                           "Ctrl+Shift+H asks for a hint."));
  self->color_row = ab_setup_combo_row_new (_("Your colour"), colors);
  self->level_row = ab_setup_combo_row_new (_("Computer’s level"), levels);
  self->control_row = ab_setup_control_row_new (NULL);
  self->start_row = ab_setup_start_row_new ();
  self->number_row = ab_setup_chess960_row_new (&self->number_spin);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->color_row));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->level_row));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->control_row));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (self->start_row));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), self->number_row);

  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (group));
  ab_setup_window_finish (ADW_WINDOW (self), box, page, self->start_button);

  g_signal_connect_swapped (self->start_row, "notify::selected",
                            G_CALLBACK (update_visibility), self);
}

/* A control that is no preset (given as --practice text) is offered as a last choice. */
static void
load (AbPracticeDialog *self, const AbPracticeSetup *setup)
{
  guint choice = CHOICE_NONE;

  adw_combo_row_set_selected (self->color_row, setup->color);
  adw_combo_row_set_selected (self->level_row, setup->strength);
  if (!g_str_equal (setup->time_control, "-"))
    {
      choice = CHOICE_NONE + 1;
      for (guint p = 0; p < AB_TIME_CONTROL_N_PRESETS; p++)
        {
          char text[AB_TIME_CONTROL_TEXT_MAX];

          ab_practice_preset_text ((AbTimeControlPreset) p, text, sizeof text);
          if (g_str_equal (text, setup->time_control))
            choice = p;
        }
    }
  if (choice == CHOICE_NONE + 1)
    {
      GtkStringList *model = GTK_STRING_LIST (adw_combo_row_get_model (self->control_row));

      g_strlcpy (self->custom_control, setup->time_control, sizeof self->custom_control);
      gtk_string_list_append (model, setup->time_control);
    }
  adw_combo_row_set_selected (self->control_row, choice);
  if (setup->start >= 0)
    {
      adw_combo_row_set_selected (self->start_row, START_NUMBERED_960);
      gtk_spin_button_set_value (self->number_spin, setup->start);
    }
  else
    adw_combo_row_set_selected (self->start_row, setup->start == AB_PRACTICE_START_RANDOM_960
                                                   ? START_RANDOM_960
                                                   : START_STANDARD);
  update_visibility (self);
}

AbPracticeDialog *
ab_practice_dialog_new (GtkWindow *parent, const AbPracticeSetup *setup)
{
  AbPracticeDialog *self = g_object_new (AB_TYPE_PRACTICE_DIALOG, "transient-for", parent, NULL);

  g_return_val_if_fail (setup != NULL, self);

  load (self, setup);
  /* The colour first: Tab goes on through the choices, Enter starts. */
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->color_row));
  return self;
}
