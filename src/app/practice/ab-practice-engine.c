/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-practice-engine.c — which program is the engine: engine-path, tried with a UCI
 * handshake before it is kept, and a program that turns out to be no engine. */
#include "ab-practice-private.h"

#include <glib/gi18n.h>

#define ENGINE_PATH_KEY "engine-path"

char *
_ab_practice_engine_path (AbPractice *self)
{
  g_autofree char *set = NULL;

  if (self->settings != NULL)
    set = g_settings_get_string (self->settings, ENGINE_PATH_KEY);
  if (set != NULL && set[0] != '\0')
    return g_steal_pointer (&set);
  return ab_engine_find_default ();
}

void
_ab_practice_report_not_engine (AbPractice *self, const char *path)
{
  g_autofree char *text = ab_practice_phrase_format (ab_match_get_language (self->match),
                                                     AB_PRACTICE_PHRASE_NOT_ENGINE,
                                                     path ? path : "?");

  ab_announcer_say (self->announcer, text, AB_ANNOUNCE_ERROR);
  _ab_practice_show_message (self, _("Not a Chess Engine"), text);
}

static gboolean
unref_idle (gpointer data)
{
  g_object_unref (data);
  return G_SOURCE_REMOVE;
}

void
_ab_practice_drop_probe (AbPractice *self)
{
  AbEngine *probe = g_steal_pointer (&self->probe);

  if (probe == NULL)
    return;
  g_signal_handlers_disconnect_by_data (probe, self);
  if (ab_engine_get_state (probe) != AB_ENGINE_STATE_STOPPED)
    ab_engine_quit (probe, NULL, NULL);
  /* It may be in the middle of its own signal. */
  g_idle_add (unref_idle, probe);
}

static void
probe_ready_cb (AbEngine *probe, AbPractice *self)
{
  g_autofree char *path = g_strdup (ab_engine_get_path (probe));
  const char *name = ab_engine_get_name (probe);

  _ab_practice_drop_probe (self);
  /* Kept only now: a program that is no engine changes nothing. */
  g_settings_set_string (self->settings, ENGINE_PATH_KEY, path);
  _ab_practice_say_phrase (self, AB_ANNOUNCE_INFO, AB_PRACTICE_PHRASE_ENGINE_READY,
                           name != NULL ? name : path);
}

static void
probe_failed_cb (AbEngine *probe, guint reason, const char *detail, AbPractice *self)
{
  g_autofree char *path = g_strdup (ab_engine_get_path (probe));

  g_message ("%s is no engine (%u): %s", path, reason, detail ? detail : "");
  _ab_practice_drop_probe (self);
  _ab_practice_report_not_engine (self, path);
}

void
ab_practice_set_engine_path (AbPractice *self, GSettings *settings, const char *path)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *clean = g_strstrip (g_strdup (path != NULL ? path : ""));

  g_return_if_fail (AB_IS_PRACTICE (self) && G_IS_SETTINGS (settings));

  ab_practice_watch_settings (self, settings);
  _ab_practice_drop_probe (self);
  if (clean[0] == '\0')
    {
      g_settings_reset (settings, ENGINE_PATH_KEY);
      _ab_practice_say_phrase (self, AB_ANNOUNCE_INFO, AB_PRACTICE_PHRASE_ENGINE_DEFAULT);
      return;
    }
  _ab_practice_say_phrase (self, AB_ANNOUNCE_INFO, AB_PRACTICE_PHRASE_CHECKING, clean);
  self->probe = ab_engine_new (clean);
  g_signal_connect (self->probe, "ready", G_CALLBACK (probe_ready_cb), self);
  g_signal_connect (self->probe, "failed", G_CALLBACK (probe_failed_cb), self);
  if (!ab_engine_start (self->probe, &error))
    {
      g_message ("%s does not start: %s", clean, error->message);
      _ab_practice_drop_probe (self);
      _ab_practice_report_not_engine (self, clean);
    }
}

/* A game that waits for an engine (the last one was none) starts the new one. */
static void
engine_path_changed_cb (AbPractice *self)
{
  AbEngineState state;

  if (self->engine == NULL || !self->active)
    return;
  state = ab_engine_get_state (self->engine);
  if (state != AB_ENGINE_STATE_STOPPED && state != AB_ENGINE_STATE_FAILED)
    return;
  g_clear_pointer (&self->game_path, g_free);
  if (_ab_practice_run_engine (self))
    _ab_practice_maybe_go (self);
}

void
ab_practice_watch_settings (AbPractice *self, GSettings *settings)
{
  if (self->settings == settings)
    return;
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_set_object (&self->settings, settings);
  g_signal_connect_swapped (settings, "changed::" ENGINE_PATH_KEY,
                            G_CALLBACK (engine_path_changed_cb), self);
}
