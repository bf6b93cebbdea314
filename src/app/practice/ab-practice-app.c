/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-practice-app.c — the practice game in the application: app.practice's dialog or
 * --practice text, app.practice-hint on Ctrl+Shift+H. */
#include "config.h"

#include "ab-practice-private.h"

#include <glib/gi18n.h>

#include "ab-practice-dialog.h"
#include "ab-practice-phrases.h"

#define PRACTICE_KEY "ab-practice"
#define SETUP_KEY "ab-practice-setup"
#define SETTINGS_KEY "ab-practice-settings"

static void
hint_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  AbPractice *practice = g_object_get_data (G_OBJECT (user_data), PRACTICE_KEY);

  if (practice != NULL)
    ab_practice_hint (practice);
}

static void
hints_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  AbPractice *practice = g_object_get_data (G_OBJECT (user_data), PRACTICE_KEY);

  if (practice != NULL)
    ab_practice_say_hints (practice);
}

/* The preferences' engine row: the program is tried before it is kept. */
static void
engine_path_action (GSimpleAction *action, GVariant *param, gpointer user_data)
{
  AbPractice *practice = g_object_get_data (G_OBJECT (user_data), PRACTICE_KEY);
  GSettings *settings = g_object_get_data (G_OBJECT (user_data), SETTINGS_KEY);

  if (practice != NULL && settings != NULL)
    ab_practice_set_engine_path (practice, settings, g_variant_get_string (param, NULL));
}

void
ab_practice_app_init (GtkApplication *application, AbMatch *match, AbAnnouncer *announcer,
                      GtkWindow *parent, GSettings *settings)
{
  static const GActionEntry entries[] = {
    { "practice-hint", hint_action },
    { "practice-engine-path", engine_path_action, "s" },
    { "practice-hints", hints_action },
  };
  const char *hint_accels[] = { "<Control><Shift>h", NULL };
  const char *hints_accels[] = { "<Control><Alt>h", NULL };
  AbPractice *practice;

  g_return_if_fail (GTK_IS_APPLICATION (application) && G_IS_SETTINGS (settings));

  if (g_object_get_data (G_OBJECT (application), PRACTICE_KEY) != NULL)
    return;
  practice = ab_practice_new (match, announcer, parent);
  ab_practice_watch_settings (practice, settings);
  g_object_set_data_full (G_OBJECT (application), PRACTICE_KEY, practice, g_object_unref);
  g_object_set_data_full (G_OBJECT (application), SETTINGS_KEY, g_object_ref (settings),
                          g_object_unref);
  g_action_map_add_action_entries (G_ACTION_MAP (application), entries, G_N_ELEMENTS (entries),
                                   application);
  gtk_application_set_accels_for_action (application, "app.practice-hint", hint_accels);
  gtk_application_set_accels_for_action (application, "app.practice-hints", hints_accels);
}

void
ab_practice_app_resume (GtkApplication *application)
{
  AbPractice *practice = g_object_get_data (G_OBJECT (application), PRACTICE_KEY);

  if (practice != NULL)
    ab_practice_resume (practice);
}

static AbPracticeSetup *
last_setup (GtkApplication *application)
{
  AbPracticeSetup *setup = g_object_get_data (G_OBJECT (application), SETUP_KEY);

  if (setup == NULL)
    {
      setup = g_new (AbPracticeSetup, 1);
      ab_practice_setup_init (setup);
      g_object_set_data_full (G_OBJECT (application), SETUP_KEY, setup, g_free);
    }
  return setup;
}

static void
dialog_start_cb (AbPracticeDialog *dialog, const AbPracticeSetup *setup, AbPractice *practice)
{
  GtkApplication *application = g_object_get_data (G_OBJECT (dialog), "ab-application");

  *last_setup (application) = *setup;
  ab_practice_begin (practice, setup);
}

AbPractice *
ab_practice_show (GtkApplication *application, AbMatch *match, AbAnnouncer *announcer,
                  GtkWindow *parent, const char *spec)
{
  AbPractice *practice;
  AbPracticeSetup *setup;

  g_return_val_if_fail (GTK_IS_APPLICATION (application), NULL);
  g_return_val_if_fail (spec != NULL, NULL);

  practice = g_object_get_data (G_OBJECT (application), PRACTICE_KEY);
  if (practice == NULL)
    {
      static const GActionEntry entries[] = { { "practice-hint", hint_action } };
      const char *hint_accels[] = { "<Control><Shift>h", NULL };

      practice = ab_practice_new (match, announcer, parent);
      g_object_set_data_full (G_OBJECT (application), PRACTICE_KEY, practice, g_object_unref);
      g_action_map_add_action_entries (G_ACTION_MAP (application), entries,
                                       G_N_ELEMENTS (entries), application);
      gtk_application_set_accels_for_action (application, "app.practice-hint", hint_accels);
    }
  setup = last_setup (application);
  if (spec[0] == '\0')
    {
      AbPracticeDialog *dialog = ab_practice_dialog_new (parent, setup);
      g_autofree char *text = ab_practice_phrase_format (ab_match_get_language (match),
                                                         AB_PRACTICE_PHRASE_DIALOG);

      g_object_set_data (G_OBJECT (dialog), "ab-application", application);
      g_signal_connect_object (dialog, "start", G_CALLBACK (dialog_start_cb), practice, 0);
      gtk_window_present (GTK_WINDOW (dialog));
      ab_announcer_say (announcer, text, AB_ANNOUNCE_INFO);
      return practice;
    }
  {
    g_autoptr (GError) error = NULL;
    AbPracticeSetup parsed;

    ab_practice_setup_init (&parsed);
    if (!ab_practice_setup_parse (spec, &parsed, &error))
      {
        g_warning ("%s", error->message);
        ab_announcer_say (announcer, error->message, AB_ANNOUNCE_ERROR);
        return practice;
      }
    *setup = parsed;
    ab_practice_begin (practice, &parsed);
  }
  return practice;
}

/* --practice: the text is checked while the options are read, and the game started
 * once the application runs (its windows are up by then). */
static gboolean
practice_idle_cb (gpointer data)
{
  GApplication *application = data;
  char *spec = g_object_steal_data (G_OBJECT (application), "ab-practice-spec");

  if (spec != NULL)
    g_action_group_activate_action (G_ACTION_GROUP (application), "practice",
                                    g_variant_new_take_string (spec));
  return G_SOURCE_REMOVE;
}

static gboolean
practice_option_cb (const char *name, const char *value, gpointer data, GError **error)
{
  AbPracticeSetup setup;

  ab_practice_setup_init (&setup);
  if (value != NULL && !ab_practice_setup_parse (value, &setup, error))
    return FALSE;
  g_object_set_data_full (G_OBJECT (data), "ab-practice-spec", g_strdup (value ? value : ""),
                          g_free);
  g_idle_add (practice_idle_cb, data);
  return TRUE;
}

gboolean
ab_practice_app_requested (GApplication *application)
{
  const char *spec = g_object_get_data (G_OBJECT (application), "ab-practice-spec");

  /* "" opens the dialog, which may be cancelled: the resumption is still offered */
  return spec != NULL && spec[0] != '\0';
}

void
ab_practice_add_options (GApplication *application)
{
  const GOptionEntry entries[] = {
    { "practice", 0, G_OPTION_FLAG_OPTIONAL_ARG, G_OPTION_ARG_CALLBACK, practice_option_cb,
      N_("Play a practice game against the computer: without a value the dialog opens, "
         "e.g. --practice=white,beginner,blitz,960"),
      N_("COLOUR,LEVEL,TIME,START") },
    { NULL },
  };
  GOptionGroup *group = g_option_group_new ("practice", _("Practice game options"),
                                            _("Show the practice game options"), application,
                                            NULL);

  g_option_group_add_entries (group, entries);
  g_option_group_set_translation_domain (group, GETTEXT_PACKAGE);
  g_application_add_option_group (application, group);
}
