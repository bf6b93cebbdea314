/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-new-match-dialog.c — the new-match form (the assistant too, D.2.10, D.2.11), built
 * from libadwaita rows so that every field has a label a screen reader reads and Tab
 * reaches it. */
#include "ab-new-match-dialog.h"

#include <glib/gi18n.h>

#include "ab-fen.h"
#include "ab-setup-rows.h"
#include "ab-time-control.h"

/* The time-control choices: the presets of ab-time-control.h, then none, then custom. */
#define CHOICE_NONE AB_TIME_CONTROL_N_PRESETS
#define CHOICE_CUSTOM (AB_TIME_CONTROL_N_PRESETS + 1)

static const AbEdition editions[] = { AB_EDITION_2023, AB_EDITION_2014, AB_EDITION_2005,
                                      AB_EDITION_2001 };

struct _AbNewMatchDialog
{
  AdwWindow parent_instance;

  GSettings *settings;
  AdwEntryRow *white_row;
  AdwEntryRow *black_row;
  AdwComboRow *blind_row;
  AdwComboRow *assistant_row; /* AbAssistant */
  AdwEntryRow *assistant_name_row;
  AdwComboRow *enters_row; /* 1: the blind player enters his opponent's moves too; 2: the
                            * opponent's e-board does */
  AdwComboRow *control_row;
  AdwEntryRow *custom_row;
  AdwComboRow *edition_row;
  AdwComboRow *start_row;
  GtkSpinButton *number_spin;
  GtkWidget *number_row;
  GtkLabel *error_label;
  GtkWidget *start_button;
};

G_DEFINE_FINAL_TYPE (AbNewMatchDialog, ab_new_match_dialog, ADW_TYPE_WINDOW)

enum
{
  START,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static char *
preset_text (AbTimeControlPreset preset)
{
  AbTimeControl control;
  char text[AB_TIME_CONTROL_TEXT_MAX];

  ab_time_control_set_preset (&control, preset);
  ab_time_control_to_text (&control, text, sizeof text);
  return g_strdup (text);
}

static void
update_sensitivity (AbNewMatchDialog *self)
{
  gtk_widget_set_visible (GTK_WIDGET (self->custom_row),
                          adw_combo_row_get_selected (self->control_row) == CHOICE_CUSTOM);
  gtk_widget_set_visible (self->number_row, adw_combo_row_get_selected (self->start_row) == 2);
  gtk_widget_set_visible (GTK_WIDGET (self->assistant_name_row),
                          adw_combo_row_get_selected (self->assistant_row) != 0);
  /* An assistant enters both sides' moves anyway (D.2.10.1). */
  gtk_widget_set_visible (GTK_WIDGET (self->enters_row),
                          adw_combo_row_get_selected (self->assistant_row) == 0);
}

void
ab_new_match_dialog_set_error (AbNewMatchDialog *self, const char *message)
{
  g_return_if_fail (AB_IS_NEW_MATCH_DIALOG (self));

  gtk_label_set_text (self->error_label, message ? message : "");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), message != NULL);
}

static void
start_clicked_cb (AbNewMatchDialog *self)
{
  AbMatchSetup setup;
  guint control = adw_combo_row_get_selected (self->control_row);
  guint start = adw_combo_row_get_selected (self->start_row);
  g_autofree char *control_text = NULL;
  g_autofree char *fen = NULL;
  AbTimeControl parsed;

  ab_match_setup_init (&setup);
  setup.white = gtk_editable_get_text (GTK_EDITABLE (self->white_row));
  setup.black = gtk_editable_get_text (GTK_EDITABLE (self->black_row));
  setup.blind_color = adw_combo_row_get_selected (self->blind_row) == 1 ? AB_BLACK : AB_WHITE;
  setup.assistant = (AbAssistant) MIN (adw_combo_row_get_selected (self->assistant_row),
                                       AB_ASSISTANT_SIGHTED);
  setup.assistant_name = gtk_editable_get_text (GTK_EDITABLE (self->assistant_name_row));
  setup.enters_both = adw_combo_row_get_selected (self->enters_row) == 1;
  /* An assistant enters both sides' moves (D.2.10.1): the choice is hidden then. */
  setup.eboard = setup.assistant == AB_ASSISTANT_NONE
                 && adw_combo_row_get_selected (self->enters_row) == 2;
  setup.edition = editions[MIN (adw_combo_row_get_selected (self->edition_row),
                                G_N_ELEMENTS (editions) - 1)];
  if (control < AB_TIME_CONTROL_N_PRESETS)
    control_text = preset_text ((AbTimeControlPreset) control);
  else if (control == CHOICE_CUSTOM)
    control_text = g_strstrip (g_strdup (gtk_editable_get_text (GTK_EDITABLE (self->custom_row))));
  else
    control_text = g_strdup ("-");
  if (!ab_time_control_parse (control_text, &parsed, NULL))
    {
      ab_new_match_dialog_set_error (self, _("That is not a time control. Write it as PGN "
                                             "does, e.g. 40/5400+30:1800+30 or 900+10."));
      gtk_widget_grab_focus (GTK_WIDGET (self->custom_row));
      return;
    }
  setup.time_control = control_text;
  if (start > 0)
    {
      AbPosition *pos = ab_position_new ();
      int number = start == 1 ? g_random_int_range (0, 960)
                              : gtk_spin_button_get_value_as_int (self->number_spin);
      char text[AB_FEN_MAX];

      ab_position_set_chess960 (pos, number);
      ab_position_get_fen (pos, AB_FEN_CASTLING_AUTO, text, sizeof text);
      ab_position_free (pos);
      fen = g_strdup (text);
    }
  setup.fen = fen;

  g_settings_set_string (self->settings, "time-control", control_text);
  g_settings_set_enum (self->settings, "rules-edition", setup.edition);
  g_settings_set_enum (self->settings, "blind-player-color", setup.blind_color);
  g_settings_set_enum (self->settings, "assistant", setup.assistant);
  g_settings_set_string (self->settings, "assistant-name", setup.assistant_name);
  g_settings_set_boolean (self->settings, "enters-both", setup.enters_both);
  g_settings_set_boolean (self->settings, "eboard", setup.eboard);
  ab_new_match_dialog_set_error (self, NULL);
  g_signal_emit (self, signals[START], 0, &setup);
}

static void
ab_new_match_dialog_dispose (GObject *object)
{
  AbNewMatchDialog *self = AB_NEW_MATCH_DIALOG (object);

  g_clear_object (&self->settings);

  G_OBJECT_CLASS (ab_new_match_dialog_parent_class)->dispose (object);
}

static void
ab_new_match_dialog_class_init (AbNewMatchDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ab_new_match_dialog_dispose;
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
  /* (const AbMatchSetup *) */
  signals[START] = g_signal_new ("start", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                 NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
}

static AdwEntryRow *
entry_row (const char *title)
{
  GtkWidget *row = adw_entry_row_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  return ADW_ENTRY_ROW (row);
}

static void
ab_new_match_dialog_init (AbNewMatchDialog *self)
{
  GtkWidget *box = ab_setup_window_init (ADW_WINDOW (self), _("New Match"), 640,
                                         G_CALLBACK (start_clicked_cb), &self->start_button);
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *players = adw_preferences_group_new ();
  GtkWidget *game = adw_preferences_group_new ();
  const char *colors[] = { _("White"), _("Black"), NULL };
  const char *assistants[] = { _("None"), _("For the visually impaired player (D.2.10)"),
                               _("For the sighted player (D.2.11)"), NULL };
  const char *enterers[] = { _("He does, on the mirror"),
                             _("I do, on my move line, as he announces them (one device)"),
                             _("His e-board does: he plays on a DGT or Millennium board "
                               "(Preferences, E-board)"),
                             NULL };
  const char *edition_names[] = { _("2023 (current)"), "2014", "2005", "2001", NULL };

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (players), _("Players"));
  self->blind_row = ab_setup_combo_row_new (_("Colour of the visually impaired player"), colors);
  self->white_row = entry_row (_("White’s name"));
  self->black_row = entry_row (_("Black’s name"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (players), GTK_WIDGET (self->white_row));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (players), GTK_WIDGET (self->black_row));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (players), GTK_WIDGET (self->blind_row));
  self->assistant_row = ab_setup_combo_row_new (_("Assistant"), assistants);
  self->assistant_name_row = entry_row (_("Assistant’s name"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (players), GTK_WIDGET (self->assistant_row));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (players),
                             GTK_WIDGET (self->assistant_name_row));
  self->enters_row = ab_setup_combo_row_new (_("Who enters the opponent’s moves"), enterers);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (players), GTK_WIDGET (self->enters_row));

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (game), _("Game"));
  self->control_row = ab_setup_control_row_new (_("Custom"));
  self->custom_row = entry_row (_("Custom time control, e.g. 40/5400+30:1800+30"));
  self->edition_row = ab_setup_combo_row_new (_("Rules edition"), edition_names);
  self->start_row = ab_setup_start_row_new ();
  self->number_row = ab_setup_chess960_row_new (&self->number_spin);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (game), GTK_WIDGET (self->control_row));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (game), GTK_WIDGET (self->custom_row));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (game), GTK_WIDGET (self->edition_row));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (game), GTK_WIDGET (self->start_row));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (game), self->number_row);

  self->error_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (self->error_label, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->error_label), "error");
  gtk_widget_set_visible (GTK_WIDGET (self->error_label), FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->error_label),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Problem"), -1);

  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (players));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (game));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->error_label));
  ab_setup_window_finish (ADW_WINDOW (self), box, page, self->start_button);

  g_signal_connect_swapped (self->control_row, "notify::selected",
                            G_CALLBACK (update_sensitivity), self);
  g_signal_connect_swapped (self->start_row, "notify::selected",
                            G_CALLBACK (update_sensitivity), self);
  g_signal_connect_swapped (self->assistant_row, "notify::selected",
                            G_CALLBACK (update_sensitivity), self);
  g_signal_connect_swapped (self->assistant_name_row, "entry-activated",
                            G_CALLBACK (start_clicked_cb), self);
  /* Enter in a name or the custom control starts the match, as the default button would. */
  g_signal_connect_swapped (self->white_row, "entry-activated", G_CALLBACK (start_clicked_cb),
                            self);
  g_signal_connect_swapped (self->black_row, "entry-activated", G_CALLBACK (start_clicked_cb),
                            self);
  g_signal_connect_swapped (self->custom_row, "entry-activated", G_CALLBACK (start_clicked_cb),
                            self);
}

/* Selects what the settings remember. */
static void
load (AbNewMatchDialog *self)
{
  g_autofree char *control = g_settings_get_string (self->settings, "time-control");
  int edition = g_settings_get_enum (self->settings, "rules-edition");
  g_autofree char *assistant_name = g_settings_get_string (self->settings, "assistant-name");
  guint choice = CHOICE_CUSTOM;

  adw_combo_row_set_selected (self->blind_row,
                              g_settings_get_enum (self->settings, "blind-player-color") == 1);
  adw_combo_row_set_selected (self->assistant_row,
                              (guint) g_settings_get_enum (self->settings, "assistant"));
  gtk_editable_set_text (GTK_EDITABLE (self->assistant_name_row), assistant_name);
  adw_combo_row_set_selected (self->enters_row,
                              g_settings_get_boolean (self->settings, "eboard")         ? 2
                              : g_settings_get_boolean (self->settings, "enters-both") ? 1
                                                                                       : 0);
  if (control[0] == '\0' || g_str_equal (control, "-"))
    choice = CHOICE_NONE;
  for (guint p = 0; p < AB_TIME_CONTROL_N_PRESETS && choice == CHOICE_CUSTOM; p++)
    {
      g_autofree char *text = preset_text ((AbTimeControlPreset) p);

      if (g_str_equal (text, control))
        choice = p;
    }
  gtk_editable_set_text (GTK_EDITABLE (self->custom_row), choice == CHOICE_CUSTOM ? control : "");
  adw_combo_row_set_selected (self->control_row, choice);
  for (guint i = 0; i < G_N_ELEMENTS (editions); i++)
    if ((int) editions[i] == edition)
      adw_combo_row_set_selected (self->edition_row, i);
  update_sensitivity (self);
}

AbNewMatchDialog *
ab_new_match_dialog_new (GtkWindow *parent, GSettings *settings)
{
  AbNewMatchDialog *self = g_object_new (AB_TYPE_NEW_MATCH_DIALOG, "transient-for", parent,
                                         NULL);

  self->settings = g_object_ref (settings);
  load (self);
  /* A name first: Enter in it starts the match, Tab goes on to the choices. */
  gtk_window_set_focus (GTK_WINDOW (self), GTK_WIDGET (self->white_row));
  return self;
}
