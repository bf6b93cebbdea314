/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-preferences-window.c — every setting as a labelled row; changes apply at once. */
#include "ab-preferences-window.h"

#include <glib/gi18n.h>

#ifdef AB_HAVE_SPEECH
#include "ab-speech-voice.h"
#endif

struct _AbPreferencesWindow
{
  AdwPreferencesWindow parent_instance;

  GSettings *settings;
  AdwEntryRow *warnings_row;
  AdwEntryRow *engine_row;
  gint64 engine_applied; /* Enter on a changed row emits both "apply" and "entry-activated" */
  AdwComboRow *variant_row;
  GStrv variant_ids; /* the row's items' "espeak-variant" values; "" first */
};

G_DEFINE_FINAL_TYPE (AbPreferencesWindow, ab_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

/* An enum key's nicks in the order of the combo row's items. */
typedef struct
{
  const char *key;
  const char *nicks[5];
} EnumKey;

static gboolean
enum_to_selected (GValue *value, GVariant *variant, gpointer user_data)
{
  const EnumKey *key = user_data;
  const char *nick = g_variant_get_string (variant, NULL);

  for (guint i = 0; key->nicks[i] != NULL; i++)
    if (g_str_equal (key->nicks[i], nick))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
selected_to_enum (const GValue *value, const GVariantType *type, gpointer user_data)
{
  const EnumKey *key = user_data;
  guint i = g_value_get_uint (value);

  for (guint n = 0; n <= i; n++)
    if (key->nicks[n] == NULL)
      return NULL;
  return g_variant_new_string (key->nicks[i]);
}

static const EnumKey verbosity_key = { "verbosity", { "terse", "normal", "verbose", NULL } };
static const EnumKey language_key = { "announcement-language", { "de", "nl", "en", NULL } };
static const EnumKey style_key = { "move-style", { "short", "long", NULL } };
static const EnumKey voice_key = { "voice", { "espeak", "speech-dispatcher", NULL } };
static const EnumKey press_key = { "clock-press", { "automatic", "by-key", NULL } };
static const EnumKey listen_key = { "listen-mode", { "off", "push-to-talk", "open", NULL } };
static const EnumKey mirror_key = { "mirror-notation", { "interface", "de", "nl", "en", NULL } };
static const EnumKey braille_key = { "braille-display", { "off", "on", NULL } };
static const EnumKey eboard_protocol_key = { "eboard-protocol", { "auto", "dgt", "millennium",
                                                                  NULL } };

static GtkWidget *
combo (AbPreferencesWindow *self, const char *title, const char *subtitle,
       const char *const *items, const EnumKey *key)
{
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr (GtkStringList) model = gtk_string_list_new ((const char **) items);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (model));
  g_settings_bind_with_mapping (self->settings, key->key, row, "selected", G_SETTINGS_BIND_DEFAULT,
                                enum_to_selected, selected_to_enum, (gpointer) key, NULL);
  return row;
}

static GtkWidget *
switch_row (AbPreferencesWindow *self, const char *title, const char *subtitle, const char *key)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *toggle = gtk_switch_new ();

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_RELATION_LABELLED_BY,
                                  row, NULL, -1);
  /* GTK 4.8 names it "GtkSwitch" over AT-SPI despite the relation: the row's words. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (toggle), GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, subtitle, -1);
  g_settings_bind (self->settings, key, toggle, "active", G_SETTINGS_BIND_DEFAULT);
  return row;
}

static GtkWidget *
spin_row (AbPreferencesWindow *self, const char *title, const char *key, double min, double max,
          double step)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *spin = gtk_spin_button_new_with_range (min, max, step);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_set_valign (spin, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), spin);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), spin);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_RELATION_LABELLED_BY, row,
                                  NULL, -1);
  /* GTK 4.8 names it "GtkSpinButton" over AT-SPI despite the relation: the row's title. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (spin), GTK_ACCESSIBLE_PROPERTY_LABEL, title,
                                  -1);
  g_settings_bind (self->settings, key, spin, "value", G_SETTINGS_BIND_DEFAULT);
  return row;
}

/* A string key edited on an entry row, stored on apply (or Enter): a half-typed
 * microphone name is not tried letter by letter. */
static void
text_apply_cb (AdwEntryRow *row, GSettings *settings)
{
  const char *key = g_object_get_data (G_OBJECT (row), "ab-key");
  const char *text = gtk_editable_get_text (GTK_EDITABLE (row));
  g_autofree char *now = g_settings_get_string (settings, key);

  if (!g_str_equal (now, text))
    g_settings_set_string (settings, key, text);
}

static GtkWidget *
text_row (AbPreferencesWindow *self, const char *title, const char *key)
{
  GtkWidget *row = adw_entry_row_new ();
  g_autofree char *now = g_settings_get_string (self->settings, key);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_entry_row_set_show_apply_button (ADW_ENTRY_ROW (row), TRUE);
  gtk_editable_set_text (GTK_EDITABLE (row), now);
  g_object_set_data_full (G_OBJECT (row), "ab-key", g_strdup (key), g_free);
  g_signal_connect_object (row, "apply", G_CALLBACK (text_apply_cb), self->settings, 0);
  g_signal_connect_object (row, "entry-activated", G_CALLBACK (text_apply_cb), self->settings,
                           0);
  return row;
}

gboolean
ab_preferences_parse_warnings (const char *text, GArray *seconds)
{
  g_auto (GStrv) parts = g_regex_split_simple ("[^0-9]+", text, 0, 0);

  g_array_set_size (seconds, 0);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      guint64 value;

      if (parts[i][0] == '\0')
        continue;
      if (!g_ascii_string_to_unsigned (parts[i], 10, 1, 360000, &value, NULL))
        return FALSE;
      g_array_append_val (seconds, (guint32) { value });
    }
  /* Letters or signs the split dropped make it no list. */
  return g_regex_match_simple ("^[0-9 ,;]*$", text, 0, 0);
}

static void
show_warnings (AbPreferencesWindow *self)
{
  g_autoptr (GVariant) value = g_settings_get_value (self->settings, "time-warnings");
  GString *text = g_string_new (NULL);
  g_autofree char *shown = NULL;
  gsize n;
  const guint32 *values = g_variant_get_fixed_array (value, &n, sizeof (guint32));

  for (gsize i = 0; i < n; i++)
    g_string_append_printf (text, "%s%u", i ? ", " : "", values[i]);
  shown = g_string_free (text, FALSE);
  if (g_strcmp0 (gtk_editable_get_text (GTK_EDITABLE (self->warnings_row)), shown) != 0)
    gtk_editable_set_text (GTK_EDITABLE (self->warnings_row), shown);
}

static void
warnings_apply_cb (AbPreferencesWindow *self)
{
  g_autoptr (GArray) seconds = g_array_new (FALSE, FALSE, sizeof (guint32));
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->warnings_row));

  if (!ab_preferences_parse_warnings (text, seconds))
    {
      adw_preferences_window_add_toast (ADW_PREFERENCES_WINDOW (self),
                                        adw_toast_new (_("Write the warning times as seconds "
                                                         "separated by commas, e.g. 600, 60, 10")));
      show_warnings (self);
      return;
    }
  g_settings_set_value (self->settings, "time-warnings",
                        g_variant_new_fixed_array (G_VARIANT_TYPE_UINT32, seconds->data,
                                                   seconds->len, sizeof (guint32)));
}

static void
show_engine (AbPreferencesWindow *self)
{
  g_autofree char *path = g_settings_get_string (self->settings, "engine-path");

  gtk_editable_set_text (GTK_EDITABLE (self->engine_row), path);
}

/* The practice tries the program first: only an engine that answers is kept. */
static void
engine_apply_cb (AbPreferencesWindow *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->engine_row));
  gint64 now = g_get_monotonic_time ();

  if (now - self->engine_applied < G_USEC_PER_SEC / 2)
    return;
  self->engine_applied = now;
  g_action_group_activate_action (G_ACTION_GROUP (g_application_get_default ()),
                                  "practice-engine-path", g_variant_new_string (text));
}

static void
variant_selected_cb (AbPreferencesWindow *self)
{
  guint i = adw_combo_row_get_selected (self->variant_row);
  g_autofree char *now = g_settings_get_string (self->settings, "espeak-variant");

  if (i >= g_strv_length (self->variant_ids))
    return;
  if (!g_str_equal (now, self->variant_ids[i]))
    g_settings_set_string (self->settings, "espeak-variant", self->variant_ids[i]);
}

static void
show_variant (AbPreferencesWindow *self)
{
  g_autofree char *now = g_settings_get_string (self->settings, "espeak-variant");
  guint i = 0;

  /* A stored variant this espeak-ng lacks shows as the language's own voice. */
  for (guint n = 0; self->variant_ids[n] != NULL; n++)
    if (g_str_equal (self->variant_ids[n], now))
      i = n;
  if (adw_combo_row_get_selected (self->variant_row) != i)
    adw_combo_row_set_selected (self->variant_row, i);
}

/* espeak-ng's variants of the announcement language's voice, as they are
 * installed; choosing one speaks a sample move in it (ab-application.c). */
static GtkWidget *
variant_combo (AbPreferencesWindow *self)
{
  g_autoptr (GStrvBuilder) ids = g_strv_builder_new ();
  g_autoptr (GtkStringList) model = gtk_string_list_new (NULL);

  g_strv_builder_add (ids, "");
  gtk_string_list_append (model, _("The language’s own voice"));
#ifdef AB_HAVE_SPEECH
  {
    GPtrArray *variants = ab_voice_list_variants ();

    for (guint i = 0; i < variants->len; i++)
      {
        const AbVoiceVariant *v = g_ptr_array_index (variants, i);

        g_strv_builder_add (ids, v->id);
        gtk_string_list_append (model, v->name);
      }
  }
#endif
  self->variant_ids = g_strv_builder_end (ids);
  self->variant_row = ADW_COMBO_ROW (adw_combo_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->variant_row), _("Voice variant"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->variant_row),
                               _("Annabella’s own voice; a sample move is spoken on a change"));
  adw_combo_row_set_model (self->variant_row, G_LIST_MODEL (model));
  show_variant (self);
  g_signal_connect_swapped (self->variant_row, "notify::selected",
                            G_CALLBACK (variant_selected_cb), self);
  g_signal_connect_swapped (self->settings, "changed::espeak-variant", G_CALLBACK (show_variant),
                            self);
  return GTK_WIDGET (self->variant_row);
}

static void
ab_preferences_window_dispose (GObject *object)
{
  AbPreferencesWindow *self = AB_PREFERENCES_WINDOW (object);

  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->variant_ids, g_strfreev);

  G_OBJECT_CLASS (ab_preferences_window_parent_class)->dispose (object);
}

static void
ab_preferences_window_class_init (AbPreferencesWindowClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ab_preferences_window_dispose;
}

static void
ab_preferences_window_init (AbPreferencesWindow *self)
{
}

/* The enrolment runs in the player's window, which listens: the preferences close. */
static void
learn_voice_cb (GtkButton *button, AbPreferencesWindow *self)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));

  if (parent != NULL)
    gtk_widget_activate_action (GTK_WIDGET (parent), "player.learn-voice", NULL);
  gtk_window_close (GTK_WINDOW (self));
}

static GtkWidget *
learn_voice_row (AbPreferencesWindow *self)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Learn My Voice"));

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("Your voice"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               _("Say some twenty phrases after Annabella, once: listening "
                                 "then knows your voice and understands it far better"));
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  g_signal_connect (button, "clicked", G_CALLBACK (learn_voice_cb), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), button);
  return row;
}

/* Forgetting runs in the player's window, which listens: the preferences close, and the
 * window says when it is done. */
static void
forget_voice_cb (GtkButton *button, AbPreferencesWindow *self)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));

  if (parent != NULL)
    gtk_widget_activate_action (GTK_WIDGET (parent), "player.forget-voice", NULL);
  gtk_window_close (GTK_WINDOW (self));
}

static GtkWidget *
forget_voice_row (AbPreferencesWindow *self)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *button = gtk_button_new_with_mnemonic (_("_Forget What Was Learnt"));

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("What your games taught"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                               _("Drop the recordings of your confirmed moves; your voice "
                                 "profile is made again from Learn My Voice alone"));
  gtk_widget_set_valign (button, GTK_ALIGN_CENTER);
  g_signal_connect (button, "clicked", G_CALLBACK (forget_voice_cb), self);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), button);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), button);
  return row;
}

/* The sighted player's e-board: its device, its protocol, its settle time. */
static GtkWidget *
eboard_group (AbPreferencesWindow *self)
{
  GtkWidget *group = adw_preferences_group_new ();
  const char *protocols[] = { _("Found out (DGT, then Millennium)"), _("DGT"),
                              _("Millennium ChessLink"), NULL };
  GtkWidget *settle;
  const char *subtitle = _("How long the board must be still before a move that may go on "
                           "(a slide, a promotion, a castling) is read; other moves are read at "
                           "once");

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), _("E-board"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         _("The sighted player’s electronic board, for matches "
                                           "in which his e-board enters his moves"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             text_row (self, _("E-board device (empty: found automatically)"),
                                       "eboard-device"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                             combo (self, _("E-board protocol"), NULL, protocols,
                                    &eboard_protocol_key));
  settle = spin_row (self, _("E-board settle time (milliseconds)"), "eboard-settle-ms", 50, 2000,
                     10);
  adw_action_row_set_subtitle (ADW_ACTION_ROW (settle), subtitle);
  gtk_accessible_update_property (GTK_ACCESSIBLE (adw_action_row_get_activatable_widget (
                                    ADW_ACTION_ROW (settle))),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, subtitle, -1);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), settle);
  return group;
}

static void
build (AbPreferencesWindow *self)
{
  GtkWidget *page = adw_preferences_page_new ();
  GtkWidget *speech = adw_preferences_group_new ();
  GtkWidget *play = adw_preferences_group_new ();
  GtkWidget *practice = adw_preferences_group_new ();
  GtkWidget *listening = adw_preferences_group_new ();
  GtkWidget *threshold;
  GtkWidget *rules = adw_preferences_group_new ();
  GtkWidget *reading = adw_preferences_group_new ();
  GtkWidget *budget;
  const char *verbosity[] = { _("Terse"), _("Normal"), _("Verbose"), NULL };
  const char *languages[] = { _("German"), _("Dutch"), _("English"), NULL };
  const char *styles[] = { _("Short (Springer Felix drei)"),
                           _("Long (Springer Gustav eins Felix drei)"), NULL };
  const char *voices[] = { _("Annabella’s own (espeak-ng)"),
                           _("The desktop’s (speech-dispatcher)"), NULL };
  const char *presses[] = { _("Automatic, with the announcement"),
                            _("By key (Alt+Enter), so a slip can be corrected"), NULL };
  const char *listen_modes[] = { _("Off"), _("While the talk key is held"),
                                 _("Open microphone"), NULL };
  const char *braille_modes[] = { _("Off"), _("On: Annabella writes to the display herself"),
                                  NULL };
  const char *notations[] = { _("The interface language’s"), _("German (K D T L S)"),
                              _("Dutch (K D T L P)"), _("English (K Q R B N)"), NULL };

  adw_preferences_page_set_title (ADW_PREFERENCES_PAGE (page), _("General"));
  adw_preferences_page_set_icon_name (ADW_PREFERENCES_PAGE (page), "preferences-system-symbolic");

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (speech), _("Speech"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (speech),
                             combo (self, _("Announcement language"),
                                    _("Independent of the interface language"), languages,
                                    &language_key));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (speech),
                             combo (self, _("Verbosity"), NULL, verbosity, &verbosity_key));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (speech),
                             combo (self, _("Move style"), NULL, styles, &style_key));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (speech),
                             switch_row (self, _("Self-voicing"),
                                         _("Turn off when a screen reader such as Orca speaks"),
                                         "self-voicing"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (speech),
                             combo (self, _("Voice"), NULL, voices, &voice_key));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (speech), variant_combo (self));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (speech),
                             spin_row (self, _("Speech rate (words per minute)"), "speech-rate",
                                       80, 450, 5));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (speech),
                             spin_row (self, _("Speech pitch"), "speech-pitch", 0, 100, 5));

  adw_preferences_group_add (ADW_PREFERENCES_GROUP (speech),
                             switch_row (self, _("Mirror on the second monitor"),
                                         _("Fullscreen, facing the sighted opponent, when "
                                           "there are two monitors"),
                                         "mirror-fullscreen"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (speech),
                             combo (self, _("Mirror notation"),
                                    _("The sighted player’s piece letters, whatever the "
                                      "announcement language"),
                                    notations, &mirror_key));

  /* Braille and the board's size: for blind and for low-vision players (D.2.7). */
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (reading),
                                   _("Braille and Large Print"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (reading),
                             combo (self, _("Braille display"),
                                    _("Through BRLTTY, while Annabella’s window has the focus; "
                                      "a running screen reader keeps the display"),
                                    braille_modes, &braille_key));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (reading),
                             spin_row (self, _("Size of the board (percent)"), "board-zoom", 50,
                                       400, 25));

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (play), _("Clock"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (play),
                             combo (self, _("Clock press"), NULL, presses, &press_key));
  self->warnings_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->warnings_row),
                                 _("Time warnings, seconds left on your own clock"));
  adw_entry_row_set_show_apply_button (self->warnings_row, TRUE);
  g_signal_connect_swapped (self->warnings_row, "apply", G_CALLBACK (warnings_apply_cb), self);
  g_signal_connect_swapped (self->warnings_row, "entry-activated",
                            G_CALLBACK (warnings_apply_cb), self);
  g_signal_connect_swapped (self->settings, "changed::time-warnings", G_CALLBACK (show_warnings),
                            self);
  show_warnings (self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (play), GTK_WIDGET (self->warnings_row));

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (listening), _("Listening"));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (listening),
                                         _("Moves said aloud are read back and played only when "
                                           "confirmed with Enter"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (listening),
                             combo (self, _("Listen for spoken moves"), NULL, listen_modes,
                                    &listen_key));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (listening),
                             text_row (self, _("Microphone (empty: the default)"),
                                       "listen-source"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (listening),
                             switch_row (self, _("Listen to both players"),
                                         _("The repetition of a move confirms it; a different "
                                           "one is said at once"),
                                         "listen-both"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (listening),
                             switch_row (self, _("Do not listen while the computer plays sound"),
                                         _("A screen reader on the loudspeaker is not taken for "
                                           "a player; turn off with headphones"),
                                         "listen-pause-for-sound"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (listening),
                             text_row (self, _("Talk key"), "listen-key"));
  threshold = spin_row (self, _("Confidence needed (0 to 1)"), "listen-threshold", 0, 1, 0.05);
  gtk_spin_button_set_digits (GTK_SPIN_BUTTON (adw_action_row_get_activatable_widget (
                                ADW_ACTION_ROW (threshold))),
                              2);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (listening), threshold);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (listening), learn_voice_row (self));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (listening),
                             switch_row (self, _("Learn my voice from my confirmed moves"),
                                         _("Each move you announce and confirm teaches "
                                           "listening your voice, as the game goes"),
                                         "listen-learn"));
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (listening), forget_voice_row (self));
  /* The analysis runs in the move: a shorter time answers sooner, a longer one decides
   * more, and what it leaves undecided is the arbiter's (6.9). */
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (rules), _("Rules"));
  budget = spin_row (self, _("Time to decide whether a side can still checkmate (milliseconds)"),
                     "dead-position-budget", 1, 60000, 100);
  {
    const char *subtitle = _("Dead position (5.2.2) and flag fall (6.9); what is not decided in "
                             "this time is left to the arbiter");

    adw_action_row_set_subtitle (ADW_ACTION_ROW (budget), subtitle);
    gtk_accessible_update_property (GTK_ACCESSIBLE (adw_action_row_get_activatable_widget (
                                      ADW_ACTION_ROW (budget))),
                                    GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, subtitle, -1);
  }
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (rules), budget);

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (practice), _("Practice"));
  self->engine_row = ADW_ENTRY_ROW (adw_entry_row_new ());
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->engine_row),
                                 _("Chess engine program (empty: Stockfish)"));
  adw_entry_row_set_show_apply_button (self->engine_row, TRUE);
  show_engine (self);
  g_signal_connect_swapped (self->engine_row, "apply", G_CALLBACK (engine_apply_cb), self);
  g_signal_connect_swapped (self->engine_row, "entry-activated", G_CALLBACK (engine_apply_cb),
                            self);
  g_signal_connect_swapped (self->settings, "changed::engine-path", G_CALLBACK (show_engine),
                            self);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (practice), GTK_WIDGET (self->engine_row));

  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (speech));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (reading));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (play));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (rules));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (listening));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page),
                            ADW_PREFERENCES_GROUP (eboard_group (self)));
  adw_preferences_page_add (ADW_PREFERENCES_PAGE (page), ADW_PREFERENCES_GROUP (practice));
  adw_preferences_window_add (ADW_PREFERENCES_WINDOW (self), ADW_PREFERENCES_PAGE (page));
}

AbPreferencesWindow *
ab_preferences_window_new (GtkWindow *parent, GSettings *settings)
{
  AbPreferencesWindow *self = g_object_new (AB_TYPE_PREFERENCES_WINDOW, "transient-for", parent,
                                            "modal", TRUE, "search-enabled", FALSE, NULL);

  self->settings = g_object_ref (settings);
  build (self);
  return self;
}
