/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-application-settings.c — the settings: read at start and followed when they change. */
#include "config.h"

#include "ab-application-private.h"

#include "ab-mirror-place.h"
#include "ab-spoken.h"

/* The installed schema, or else the one compiled in the build tree, so that
 * an uninstalled annabella runs (tests set GSETTINGS_SCHEMA_DIR themselves). */
GSettings *
_ab_application_settings_new (void)
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

/* On a second monitor the mirror takes it whole, facing the sighted player;
 * again when a monitor comes or goes, or the setting changes. */
void
_ab_application_place_mirror (AbApplication *self)
{
  if (self->mirror != NULL)
    ab_mirror_window_place (self->mirror, GTK_WINDOW (self->window),
                            g_settings_get_boolean (self->settings, "mirror-fullscreen"));
}

/* The letters of the interface's language: the first of the desktop's languages that has
 * a translation, else English. */
static AbLanguage
interface_letters (void)
{
  for (const char *const *name = g_get_language_names (); *name != NULL; name++)
    {
      if (g_str_has_prefix (*name, "de"))
        return AB_LANG_DE;
      if (g_str_has_prefix (*name, "nl"))
        return AB_LANG_NL;
      if (g_str_has_prefix (*name, "en") || g_str_equal (*name, "C"))
        return AB_LANG_EN;
    }
  return AB_LANG_EN;
}

static void
preview_voice (AbApplication *self)
{
  AbPosition *pos = ab_position_new ();
  AbMoveError error;
  char text[AB_SPOKEN_MAX];

  ab_move_to_spoken (pos, ab_move_parse (pos, "Nf3", &error), _ab_application_language (self),
                     AB_SPOKEN_SHORT, text, sizeof text);
  ab_position_free (pos);
  ab_announcer_say (self->announcer, text, AB_ANNOUNCE_ECHO);
}

void
_ab_application_settings_changed_cb (GSettings *settings, const char *key, AbApplication *self)
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
  if (key == NULL || g_str_equal (key, "speech-pitch"))
    ab_announcer_set_pitch (self->announcer, g_settings_get_uint (settings, "speech-pitch"));
  if (key == NULL || g_str_equal (key, "espeak-variant"))
    {
      g_autofree char *variant = g_settings_get_string (settings, "espeak-variant");

      ab_announcer_set_variant (self->announcer, variant);
      /* A new voice chosen is heard at once, with a move as it will sound. */
      if (key != NULL)
        preview_voice (self);
    }
  if (key != NULL && g_str_equal (key, "mirror-fullscreen"))
    _ab_application_place_mirror (self);
  if ((key == NULL || g_str_equal (key, "mirror-notation")) && self->mirror != NULL)
    {
      static const AbLanguage chosen[] = { AB_LANG_DE, AB_LANG_NL, AB_LANG_EN };
      int notation = g_settings_get_enum (settings, "mirror-notation");

      ab_mirror_window_set_letters (self->mirror, notation >= 1 && notation <= 3
                                                    ? chosen[notation - 1]
                                                    : interface_letters ());
    }
  if (key == NULL || g_str_equal (key, "voice"))
    ab_announcer_set_voice (self->announcer, g_settings_get_enum (settings, "voice") == 1);
  if (key == NULL || g_str_equal (key, "clock-press"))
    ab_match_set_press_by_key (self->match, g_settings_get_enum (settings, "clock-press") == 1);
  if (key == NULL || g_str_equal (key, "dead-position-budget"))
    ab_match_set_deadpos_budget (self->match, g_settings_get_uint (settings,
                                                                   "dead-position-budget"));
  if (key == NULL || g_str_equal (key, "time-warnings"))
    {
      g_autoptr (GVariant) thresholds = g_settings_get_value (settings, "time-warnings");
      gsize n;
      const guint32 *seconds = g_variant_get_fixed_array (thresholds, &n, sizeof (guint32));

      ab_match_set_time_warnings (self->match, seconds, n);
    }
}
