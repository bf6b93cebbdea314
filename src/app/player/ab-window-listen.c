/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-window-listen.c — the player's window listens: moves and questions said aloud.
 *
 * The microphone (src/listen) hears on a thread with the grammar of what may be heard, as
 * the match's AbMatchHeard says; what it hears goes to ab-window-heard.c, or to the
 * enrolment while the voice is learnt. Here: opening and closing it as the settings say,
 * push-to-talk's key, and the pauses: while Annabella speaks (and a tail after), and while
 * the computer's sound plays. */
#include "ab-window-private.h"

#include "ab-listen-phrases.h"
#include "ab-match-heard.h"
#include "ab-match-pending.h"
#include "ab-match-words.h"

#ifdef AB_HAVE_LISTEN
#include "ab-microphone.h"
#include "ab-recognizer.h"
#endif

/* After Annabella's voice stops, the room still rings and the loudspeaker's
 * buffer still plays. */
#define TAIL_MS 400

struct _AbWindowListen
{
  AbWindow *window; /* weak: the window owns this */
  GSettings *settings;
  guint mode; /* 0 off, 1 push-to-talk, 2 open */
  guint talk_key;
  GdkModifierType talk_mods;
  gboolean talking;
  gboolean enrolling; /* learning the voice (ab-window-enrol.c) hears instead of the match */
  GCancellable *opening;
#ifdef AB_HAVE_LISTEN
  AbMicrophone *microphone;
  GObject *voice; /* the announcer's AbSpeech, for its "speaking" */
  gboolean held_told; /* this listening was told the computer's sound keeps it paused */
#endif
};

static void
say_phrase (AbWindow *self, AbAnnounceKind kind, AbListenPhrase phrase, const char *arg)
{
  _ab_window_say (self, ab_listen_phrase_format (_ab_window_language (self), phrase, arg), kind);
}

static char *
talk_key_label (AbWindowListen *l)
{
  return gtk_accelerator_get_label (l->talk_key, l->talk_mods);
}

#ifdef AB_HAVE_LISTEN

static AbMatch *
match_of (AbWindowListen *l)
{
  return l->window->match;
}

/* A heard move waits for its confirmation, or a question for its answer. */
static gboolean
heard_waits (AbWindowListen *l)
{
  return ab_match_get_pending_kind (match_of (l)) >= AB_MATCH_PENDING_HEARD;
}

static void
forget_pending (AbWindowListen *l)
{
  if (heard_waits (l))
    ab_match_drop_pending (match_of (l));
}

/* What may be heard now, as the match says: the moves when the player may make one, the
 * move just played while its repetition is awaited, the questions always. */
static AbSpokenGrammar *
new_grammar (AbWindowListen *l)
{
  if (l->enrolling)
    return _ab_window_enrol_grammar (l->window);
  return ab_match_heard_new_grammar (l->window->heard,
                                     AB_SPOKEN_LANGUAGE_BIT (_ab_window_language (l->window)));
}

static void
update_grammar (AbWindowListen *l)
{
  if (l->microphone != NULL)
    ab_microphone_set_grammar (l->microphone, new_grammar (l));
}

static void
speaking_cb (GObject *voice, GParamSpec *pspec, AbWindowListen *l)
{
  gboolean speaking = FALSE;

  g_object_get (voice, "speaking", &speaking, NULL);
  /* A repetition cannot be heard meanwhile: its wait stands still. */
  ab_match_heard_set_deaf (l->window->heard, speaking);
  if (l->microphone == NULL)
    return;
  ab_microphone_set_paused (l->microphone, speaking, TAIL_MS);
}


static void
heard_cb (AbHearing *hearing, double latency_ms, gpointer data)
{
  AbWindowListen *l = data;

  g_debug ("heard \"%s\", confidence %.3f, %.0f ms after speech (%s)", hearing->words,
           hearing->confidence, latency_ms,
           hearing->speaker == AB_MICROPHONE_OPPONENT ? "the opponent" : "the player");
  if (l->enrolling)
    _ab_window_enrol_heard (l->window, hearing);
  else
    _ab_window_heard (l->window, hearing);
}

AbMicrophone *
_ab_window_listen_microphone (AbWindow *self)
{
  /* Enrolling: it hears for that alone. */
  return self->listen != NULL && !self->listen->enrolling ? self->listen->microphone : NULL;
}

static void
lost_cb (const char *reason, gpointer data)
{
  AbWindowListen *l = data;

  g_warning ("%s", reason);
  g_clear_pointer (&l->microphone, ab_microphone_free);
  forget_pending (l);
  say_phrase (l->window, AB_ANNOUNCE_IMPORTANT, AB_LISTEN_PHRASE_LOST, NULL);
  _ab_window_enrol_stop (l->window);
}

/* The computer's sound (music, a video) has kept listening paused for a while: the player
 * would otherwise speak on unheard, never told why. Once a listening: a long screen reader
 * reading may come to it too. */
static void
held_cb (AbMicrophoneSound sound, gpointer data)
{
  AbWindowListen *l = data;

  /* No repetition can be heard meanwhile: its wait stands still. */
  if (sound != AB_MICROPHONE_SOUND_HELD)
    ab_match_heard_set_deaf_for_sound (l->window->heard, sound == AB_MICROPHONE_SOUND_BEGAN);
  else if (!l->held_told)
    say_phrase (l->window, AB_ANNOUNCE_IMPORTANT, AB_LISTEN_PHRASE_HELD_BY_SOUND, NULL);
  l->held_told = l->held_told || sound == AB_MICROPHONE_SOUND_HELD;
}

static void
opened_cb (GObject *object, GAsyncResult *result, gpointer data)
{
  AbWindowListen *l = data;
  g_autoptr (GError) error = NULL;
  AbMicrophone *microphone = ab_microphone_open_finish (result, &error);

  if (microphone == NULL && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      /* Closed or turned off meanwhile: l may be gone. */
      g_clear_pointer (&microphone, ab_microphone_free);
      return;
    }
  g_clear_object (&l->opening);
  if (microphone == NULL)
    {
      g_autofree char *source = g_settings_get_string (l->settings, "listen-source");

      g_warning ("listening is off: %s", error->message);
      _ab_window_say (l->window,
                      ab_listen_phrase_unavailable (_ab_window_language (l->window),
                                                    error->domain == AB_MICROPHONE_ERROR,
                                                    source),
                      AB_ANNOUNCE_IMPORTANT);
      _ab_window_enrol_stop (l->window);
      return;
    }
  l->microphone = microphone;
  ab_microphone_set_threshold (microphone, g_settings_get_double (l->settings, "listen-threshold"));
  ab_microphone_set_mode (microphone, l->mode == 1 && !l->enrolling ? AB_LISTEN_PUSH_TO_TALK
                                                                    : AB_LISTEN_OPEN);
  /* A screen reader's speech is not Annabella's: her "speaking" does not cover it. */
  ab_microphone_set_pause_for_sound (microphone,
                                     g_settings_get_boolean (l->settings,
                                                             "listen-pause-for-sound"),
                                     held_cb);
  update_grammar (l);
  if (l->voice != NULL)
    speaking_cb (l->voice, NULL, l);
  else
    ab_microphone_set_paused (microphone, FALSE, 0);
  if (l->enrolling)
    return;
  _ab_window_voices_opened (l->window);
  if (l->mode == 1)
    {
      g_autofree char *key = talk_key_label (l);

      say_phrase (l->window, AB_ANNOUNCE_INFO, AB_LISTEN_PHRASE_PUSH_TO_TALK, key);
    }
  else
    say_phrase (l->window, AB_ANNOUNCE_INFO, AB_LISTEN_PHRASE_OPEN, NULL);
}

static void
stop (AbWindowListen *l)
{
  if (l->opening != NULL)
    {
      g_cancellable_cancel (l->opening);
      g_clear_object (&l->opening);
    }
  g_clear_pointer (&l->microphone, ab_microphone_free);
  ab_match_heard_set_deaf_for_sound (l->window->heard, FALSE);
  forget_pending (l);
}

static void
start (AbWindowListen *l)
{
  g_autofree char *source = NULL;

  stop (l);
  l->held_told = FALSE;
  source = g_settings_get_string (l->settings, "listen-source");
  l->opening = g_cancellable_new ();
  /* The recogniser loads its model (a second or so) on a thread, with the microphone. */
  ab_microphone_open_async (source, new_grammar (l), heard_cb, lost_cb, l, l->opening,
                            opened_cb, l);
}

#else /* !AB_HAVE_LISTEN */

static void
stop (AbWindowListen *l)
{
}

static void
start (AbWindowListen *l)
{
  say_phrase (l->window, AB_ANNOUNCE_IMPORTANT, AB_LISTEN_PHRASE_NOT_BUILT, NULL);
}

#endif

static void
read_talk_key (AbWindowListen *l)
{
  g_autofree char *name = g_settings_get_string (l->settings, "listen-key");

  if (!gtk_accelerator_parse (name, &l->talk_key, &l->talk_mods) || l->talk_key == 0)
    {
      l->talk_key = GDK_KEY_F8;
      l->talk_mods = 0;
    }
}

static void
settings_changed_cb (GSettings *settings, const char *key, AbWindowListen *l)
{
  guint mode = (guint) g_settings_get_enum (settings, "listen-mode");

  if (key == NULL || g_str_equal (key, "listen-key"))
    read_talk_key (l);
  /* Taken up when the enrolment ends (_ab_window_listen_enrol). */
  if (l->enrolling)
    return;
#ifdef AB_HAVE_LISTEN
  if (key != NULL && g_str_equal (key, "listen-threshold"))
    {
      if (l->microphone != NULL)
        ab_microphone_set_threshold (l->microphone, g_settings_get_double (settings, key));
      return;
    }
  if (key != NULL && g_str_equal (key, "listen-pause-for-sound"))
    {
      /* Off: the sound's end may never be told. */
      ab_match_heard_set_deaf_for_sound (l->window->heard, FALSE);
      if (l->microphone != NULL)
        ab_microphone_set_pause_for_sound (l->microphone,
                                           g_settings_get_boolean (settings, key), held_cb);
      return;
    }
#endif
  if (key != NULL && !g_str_equal (key, "listen-mode") && !g_str_equal (key, "listen-source")
      && !(g_str_equal (key, "listen-key") && mode == 1))
    return;
  if (mode == l->mode && key != NULL && g_str_equal (key, "listen-mode"))
    return;
  l->mode = mode;
  if (mode == 0)
    {
      gboolean was_on = key != NULL;

      stop (l);
      if (was_on)
        say_phrase (l->window, AB_ANNOUNCE_INFO, AB_LISTEN_PHRASE_OFF, NULL);
      return;
    }
  start (l);
}

/* Capture phase, before the move line and the board: the talk key held, and Enter,
 * the clock key or Escape while a heard move waits. */
static gboolean
key_pressed_cb (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType state, AbWindowListen *l)
{
  GdkModifierType mods = state & gtk_accelerator_get_default_mod_mask ();

  if (l->mode == 1 && keyval == l->talk_key && mods == l->talk_mods)
    {
#ifdef AB_HAVE_LISTEN
      if (l->microphone != NULL && !l->talking)
        ab_microphone_set_talking (l->microphone, TRUE);
#endif
      l->talking = TRUE;
      return TRUE;
    }
#ifdef AB_HAVE_LISTEN
  /* The match forgets a heard move when the position changes. */
  if (heard_waits (l))
    return _ab_window_heard_key (l->window, keyval, mods);
#endif
  return FALSE;
}

static void
key_released_cb (GtkEventControllerKey *controller, guint keyval, guint keycode,
                 GdkModifierType state, AbWindowListen *l)
{
  if (keyval != l->talk_key || !l->talking)
    return;
  l->talking = FALSE;
#ifdef AB_HAVE_LISTEN
  if (l->microphone != NULL)
    ab_microphone_set_talking (l->microphone, FALSE);
#endif
}

void
_ab_window_listen_init (AbWindow *self, GSettings *settings)
{
  AbWindowListen *l = g_new0 (AbWindowListen, 1);
  GtkEventController *keys = gtk_event_controller_key_new ();

  l->window = self;
  l->settings = g_object_ref (settings);
  self->listen = l;
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), l);
  g_signal_connect (keys, "key-released", G_CALLBACK (key_released_cb), l);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
#ifdef AB_HAVE_LISTEN
  g_signal_connect_swapped (self->heard, "changed", G_CALLBACK (update_grammar), l);
  _ab_window_heard_connect (self, TRUE);
  l->voice = ab_announcer_get_voice (self->announcer);
  if (l->voice != NULL)
    g_signal_connect (l->voice, "notify::speaking", G_CALLBACK (speaking_cb), l);
#endif
  g_signal_connect (settings, "changed", G_CALLBACK (settings_changed_cb), l);
  read_talk_key (l);
  l->mode = 0;
  if (g_settings_get_enum (settings, "listen-mode") != 0)
    settings_changed_cb (settings, NULL, l);
}

void
_ab_window_listen_dispose (AbWindow *self)
{
  AbWindowListen *l = self->listen;

  if (l == NULL)
    return;
  self->listen = NULL;
  stop (l);
  g_signal_handlers_disconnect_by_data (l->settings, l);
#ifdef AB_HAVE_LISTEN
  if (l->voice != NULL)
    g_signal_handlers_disconnect_by_data (l->voice, l);
  g_signal_handlers_disconnect_by_data (self->heard, l);
  _ab_window_heard_connect (self, FALSE);
#endif
  g_object_unref (l->settings);
  g_free (l);
}

char *
_ab_window_listen_keys (AbWindow *self)
{
  AbWindowListen *l = self->listen;

  if (l == NULL || l->mode == 0)
    return NULL;
#ifdef AB_HAVE_LISTEN
  if (l->microphone == NULL)
    return NULL;
#endif
  if (l->mode == 1)
    {
      g_autofree char *key = talk_key_label (l);

      return ab_listen_phrase_format (_ab_window_language (self), AB_LISTEN_PHRASE_KEYS_PUSH,
                                      key);
    }
  return ab_listen_phrase_format (_ab_window_language (self), AB_LISTEN_PHRASE_KEYS_OPEN);
}

void
_ab_window_listen_enrol (AbWindow *self, gboolean enrolling)
{
  AbWindowListen *l = self->listen;

  if (l == NULL)
    return;
  l->enrolling = enrolling;
  stop (l);
  if (enrolling)
    {
#ifdef AB_HAVE_LISTEN
      start (l);
#else
      _ab_window_enrol_stop (self);
#endif
      return;
    }
  /* As the settings say, with the recogniser loaded afresh: the voice profile may be new. */
  l->mode = 0;
  if (g_settings_get_enum (l->settings, "listen-mode") != 0)
    settings_changed_cb (l->settings, NULL, l);
}

void
_ab_window_listen_enrol_next (AbWindow *self)
{
#ifdef AB_HAVE_LISTEN
  if (self->listen != NULL)
    update_grammar (self->listen);
#endif
}

void
_ab_window_listen_enrol_pause (AbWindow *self)
{
  if (self->listen != NULL)
    stop (self->listen);
}
