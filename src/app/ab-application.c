/* ab-application.c — start-up, settings, the resume offer and app actions. */
#include "config.h"

#include "ab-application.h"

#include <glib/gi18n.h>

#include "ab-announcer.h"
#include "ab-match.h"
#include "ab-mirror-window.h"
#include "ab-phrases.h"
#include "ab-window.h"

typedef enum
{
  VERBOSITY_TERSE,
  VERBOSITY_NORMAL,
  VERBOSITY_VERBOSE,
} Verbosity;

struct _AbApplication
{
  AdwApplication parent_instance;

  GSettings *settings;
  AbMatch *match;
  AbAnnouncer *announcer;
  AbWindow *window;
  AbMirrorWindow *mirror;
};

G_DEFINE_FINAL_TYPE (AbApplication, ab_application, ADW_TYPE_APPLICATION)

/* The installed schema, or else the one compiled in the build tree, so that
 * an uninstalled annabella runs (tests set GSETTINGS_SCHEMA_DIR themselves). */
static GSettings *
settings_new (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr (GSettingsSchemaSource) build_source = NULL;
  g_autoptr (GSettingsSchema) schema = NULL;

  if (source != NULL)
    schema = g_settings_schema_source_lookup (source, AB_APP_ID, TRUE);
  if (schema == NULL)
    {
      build_source = g_settings_schema_source_new_from_directory (AB_BUILD_SCHEMA_DIR, source,
                                                                  FALSE, NULL);
      if (build_source != NULL)
        schema = g_settings_schema_source_lookup (build_source, AB_APP_ID, FALSE);
    }
  if (schema == NULL)
    g_error ("The settings schema %s is not installed", AB_APP_ID);
  return g_settings_new_full (schema, NULL, NULL);
}

static AbLanguage
language (AbApplication *self)
{
  return ab_match_get_language (self->match);
}

static void
say (AbApplication *self, GString *text, AbAnnounceKind kind)
{
  ab_announcer_say (self->announcer, text->str, kind);
  g_string_free (text, TRUE);
}

static void
append_phrase (GString *text, char *phrase)
{
  if (text->len > 0)
    g_string_append_c (text, ' ');
  g_string_append (text, phrase);
  g_free (phrase);
}

static void
append_turn (AbApplication *self, GString *text)
{
  const AbPosition *pos = ab_match_get_position (self->match);

  append_phrase (text, ab_phrase_format (language (self),
                                         ab_position_side_to_move (pos)
                                             == ab_match_get_blind_color (self->match)
                                           ? AB_PHRASE_YOUR_MOVE
                                           : AB_PHRASE_OPPONENT_MOVE));
  if (g_settings_get_enum (self->settings, "verbosity") != VERBOSITY_TERSE)
    append_phrase (text, ab_phrase_format (language (self), AB_PHRASE_HINT));
}

/* Starts a new match and says so; ready: these are the first words. */
static void
start_new (AbApplication *self, AbColor color, gboolean ready)
{
  g_autoptr (GError) error = NULL;
  GString *text = g_string_new (NULL);

  if (ready)
    append_phrase (text, ab_phrase_format (language (self), AB_PHRASE_READY));
  if (!ab_match_start (self->match, NULL, color, &error))
    {
      g_warning ("%s", error->message);
      append_phrase (text, ab_phrase_format (language (self), AB_PHRASE_NO_JOURNAL));
    }
  append_phrase (text, ab_phrase_format (language (self), AB_PHRASE_NEW_MATCH,
                                         ab_phrase_color (language (self),
                                                          ab_match_get_blind_color (self->match))));
  append_turn (self, text);
  g_settings_set_enum (self->settings, "blind-player-color", color);
  ab_window_focus_input (self->window);
  say (self, text, AB_ANNOUNCE_INFO);
}

static AbColor
remembered_color (AbApplication *self)
{
  return g_settings_get_enum (self->settings, "blind-player-color") == 1 ? AB_BLACK : AB_WHITE;
}

static void
resume_response_cb (AdwMessageDialog *dialog, const char *response, AbApplication *self)
{
  g_autoptr (GError) error = NULL;
  GString *text;

  if (!g_str_equal (response, "resume"))
    {
      start_new (self, remembered_color (self), FALSE);
      return;
    }
  if (!ab_match_resume (self->match, &error))
    {
      g_warning ("Cannot resume the match: %s", error->message);
      text = g_string_new (NULL);
      append_phrase (text, ab_phrase_format (language (self), AB_PHRASE_RESUME_FAILED));
      say (self, text, AB_ANNOUNCE_ERROR);
      start_new (self, remembered_color (self), FALSE);
      return;
    }
  text = g_string_new (NULL);
  append_phrase (text, ab_phrase_format (language (self), AB_PHRASE_RESUMED,
                                         ab_match_get_n_plies (self->match)));
  if (ab_match_get_n_plies (self->match) > 0)
    {
      guint last = ab_match_get_n_plies (self->match) - 1;

      append_phrase (text, ab_phrase_format (language (self), AB_PHRASE_LAST_MOVE,
                                             ab_match_get_move_number (self->match, last),
                                             ab_phrase_color (language (self),
                                                              ab_match_get_mover (self->match,
                                                                                  last)),
                                             ab_match_get_spoken (self->match, last)));
    }
  append_turn (self, text);
  ab_window_focus_input (self->window);
  say (self, text, AB_ANNOUNCE_INFO);
}

static void
offer_resume (AbApplication *self, guint n_plies)
{
  GtkWidget *dialog;
  g_autofree char *body = NULL;
  GString *text = g_string_new (NULL);

  body = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "A match was interrupted after %u half-move. Resume it "
                                       "as it was, or start a new match?",
                                       "A match was interrupted after %u half-moves. Resume it "
                                       "as it was, or start a new match?",
                                       n_plies),
                          n_plies);
  dialog = adw_message_dialog_new (GTK_WINDOW (self->window), _("Resume the Interrupted Match?"),
                                   body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "new", _("_New Match"), "resume",
                                    _("_Resume"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "resume",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "resume");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "new");
  g_signal_connect (dialog, "response", G_CALLBACK (resume_response_cb), self);
  gtk_window_present (GTK_WINDOW (dialog));

  append_phrase (text, ab_phrase_format (language (self), AB_PHRASE_READY));
  append_phrase (text, ab_phrase_format (language (self), AB_PHRASE_RESUME_OFFER, n_plies));
  say (self, text, AB_ANNOUNCE_INFO);
}

static void
new_match_response_cb (AdwMessageDialog *dialog, const char *response, AbApplication *self)
{
  if (g_str_equal (response, "white"))
    start_new (self, AB_WHITE, FALSE);
  else if (g_str_equal (response, "black"))
    start_new (self, AB_BLACK, FALSE);
  else
    ab_window_focus_input (self->window);
}

static void
new_match_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  AbApplication *self = user_data;
  GtkWidget *dialog;
  GString *text = g_string_new (NULL);

  dialog = adw_message_dialog_new (GTK_WINDOW (self->window), _("New Match"),
                                   _("Which colour does the visually impaired player have? "
                                     "The current match stays saved in its journal."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "white",
                                    _("_White"), "black", _("_Black"), NULL);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog),
                                           remembered_color (self) == AB_BLACK ? "black"
                                                                               : "white");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (new_match_response_cb), self);
  gtk_window_present (GTK_WINDOW (dialog));

  append_phrase (text, ab_phrase_format (language (self), AB_PHRASE_CHOOSE_COLOR));
  say (self, text, AB_ANNOUNCE_INFO);
}

static void
show_mirror_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  AbApplication *self = user_data;

  gtk_window_present (GTK_WINDOW (self->mirror));
}

static void
about_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  AbApplication *self = user_data;

  adw_show_about_window (GTK_WINDOW (self->window),
                         "application-name", "Annabella",
                         "application-icon", AB_APP_ID,
                         "version", PACKAGE_VERSION,
                         "comments", _("Over-the-board chess for blind and visually impaired "
                                       "players against sighted opponents (FIDE Laws, "
                                       "Appendix D)"),
                         "license-type", GTK_LICENSE_GPL_3_0,
                         NULL);
}

static void
quit_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  g_application_quit (G_APPLICATION (user_data));
}

static const GActionEntry app_actions[] = {
  { "new-match", new_match_action },
  { "show-mirror", show_mirror_action },
  { "about", about_action },
  { "quit", quit_action },
};

static void
settings_changed_cb (GSettings *settings, const char *key, AbApplication *self)
{
  if (key == NULL || g_str_equal (key, "announcement-language"))
    {
      AbLanguage lang = (AbLanguage) g_settings_get_enum (settings, "announcement-language");

      ab_match_set_language (self->match, lang);
      ab_announcer_set_language (self->announcer, lang);
    }
  if (key == NULL || g_str_equal (key, "move-style"))
    ab_match_set_spoken_style (self->match, g_settings_get_enum (settings, "move-style") == 1
                                              ? AB_SPOKEN_LONG
                                              : AB_SPOKEN_SHORT);
  if (key == NULL || g_str_equal (key, "self-voicing"))
    ab_announcer_set_self_voicing (self->announcer,
                                   g_settings_get_boolean (settings, "self-voicing"));
  if (key == NULL || g_str_equal (key, "speech-rate"))
    ab_announcer_set_rate (self->announcer, g_settings_get_uint (settings, "speech-rate"));
}

/* The opponent's move, clicked on the mirror, gives the keyboard back to the
 * player's window; verbose: also whose move it is now. */
static void
match_announcement_cb (AbMatch *match, const char *text, guint kind, AbApplication *self)
{
  g_autofree char *turn = NULL;

  if (kind != AB_ANNOUNCEMENT_OPPONENT_MOVE)
    return;
  gtk_window_present (GTK_WINDOW (self->window));
  if (ab_match_is_over (match)
      || g_settings_get_enum (self->settings, "verbosity") != VERBOSITY_VERBOSE)
    return;
  turn = ab_phrase_format (language (self), AB_PHRASE_YOUR_MOVE);
  ab_announcer_say (self->announcer, turn, AB_ANNOUNCE_IMPORTANT);
}

static gboolean
window_close_request_cb (GtkWindow *window, AbApplication *self)
{
  g_application_quit (G_APPLICATION (self));
  return FALSE;
}

/* On a second monitor the mirror takes it whole, facing the sighted player. */
static void
place_mirror (AbApplication *self)
{
  GListModel *monitors = gdk_display_get_monitors (gdk_display_get_default ());

  if (g_list_model_get_n_items (monitors) > 1)
    {
      g_autoptr (GdkMonitor) monitor = g_list_model_get_item (monitors, 1);

      gtk_window_fullscreen_on_monitor (GTK_WINDOW (self->mirror), monitor);
    }
}

static void
ab_application_activate (GApplication *application)
{
  AbApplication *self = AB_APPLICATION (application);
  g_autofree char *journal = NULL;
  guint n_plies = 0;

  if (self->window != NULL)
    {
      gtk_window_present (GTK_WINDOW (self->window));
      return;
    }

  journal = g_build_filename (g_get_user_state_dir (), "annabella", "match.journal", NULL);
  self->settings = settings_new ();
  self->match = ab_match_new (journal);
  self->announcer = ab_announcer_new ();
  ab_announcer_set_match (self->announcer, self->match);
  g_signal_connect (self->match, "announcement", G_CALLBACK (match_announcement_cb), self);
  g_signal_connect (self->settings, "changed", G_CALLBACK (settings_changed_cb), self);
  settings_changed_cb (self->settings, NULL, self);

  self->mirror = ab_mirror_window_new (GTK_APPLICATION (self), self->match);
  gtk_window_set_hide_on_close (GTK_WINDOW (self->mirror), TRUE);
  self->window = ab_window_new (GTK_APPLICATION (self), self->match, self->announcer);
  g_signal_connect (self->window, "close-request", G_CALLBACK (window_close_request_cb), self);
  ab_announcer_set_window (self->announcer, GTK_WINDOW (self->window));

  place_mirror (self);
  gtk_window_present (GTK_WINDOW (self->mirror));
  gtk_window_present (GTK_WINDOW (self->window));

  if (ab_match_find_interrupted (journal, &n_plies))
    offer_resume (self, n_plies);
  else
    start_new (self, remembered_color (self), TRUE);
}

static void
ab_application_startup (GApplication *application)
{
  static const struct
  {
    const char *action;
    const char *accels[3];
  } accels[] = {
    { "app.new-match", { "<Control>n", NULL } },
    { "app.show-mirror", { "<Control>m", NULL } },
    { "app.quit", { "<Control>q", NULL } },
    { "player.whose-turn", { "<Alt>w", NULL } },
    { "player.last-move", { "<Alt>l", NULL } },
    { "player.repeat", { "<Alt>r", NULL } },
    { "player.focus-board", { "<Control>b", NULL } },
    { "player.focus-input", { "<Control>l", NULL } },
  };

  G_APPLICATION_CLASS (ab_application_parent_class)->startup (application);

  g_action_map_add_action_entries (G_ACTION_MAP (application), app_actions,
                                   G_N_ELEMENTS (app_actions), application);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (application), accels[i].action,
                                           accels[i].accels);
}

static void
ab_application_shutdown (GApplication *application)
{
  AbApplication *self = AB_APPLICATION (application);

  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);

  G_APPLICATION_CLASS (ab_application_parent_class)->shutdown (application);
}

static void
ab_application_dispose (GObject *object)
{
  AbApplication *self = AB_APPLICATION (object);

  g_clear_object (&self->announcer);
  g_clear_object (&self->match);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (ab_application_parent_class)->dispose (object);
}

static void
ab_application_class_init (AbApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = ab_application_dispose;
  app_class->activate = ab_application_activate;
  app_class->startup = ab_application_startup;
  app_class->shutdown = ab_application_shutdown;
}

static void
ab_application_init (AbApplication *self)
{
}

AbApplication *
ab_application_new (void)
{
  return g_object_new (AB_TYPE_APPLICATION, "application-id", AB_APP_ID, "flags",
                       G_APPLICATION_DEFAULT_FLAGS, NULL);
}
