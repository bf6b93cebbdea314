/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-window-voices.c — whose voice is heard. Listening to both (D.2.1), each player is heard
 * with a recogniser of his own: the blind player's voice profile, and his opponent's, kept
 * under the opponent's name across games (src/listen/ab-voice-profile.h). The match says who
 * is expected to speak (AbMatchHeard's "speaker": the announcer, then the one who repeats);
 * the microphone hears the next utterance with that speaker's recogniser and says whose it
 * took it for, so that what is learnt from it goes into that speaker's profile
 * (ab-window-learn.c). An opponent without a profile is heard with the blind player's
 * profile, which has learnt the microphone and the room as well (measured better than the
 * installed model: tests/bench/listen-voices.py), in a recogniser of its own, without the
 * pronunciations the player used (ab_recognizer_new_for_speaker).
 *
 * A named opponent whose voice is not known yet is offered the short enrolment before the
 * game (started from the mirror, or by the blind player); the mirror shows him each phrase
 * ("opponent-enrolment"). */
#include "ab-window-private.h"

#include "ab-enrolment-phrases.h"

#ifdef AB_HAVE_LISTEN
#include "ab-microphone.h"
#include "ab-voice-profile.h"
#endif

struct _AbWindowVoices
{
  gboolean both;          /* the microphone hears both players */
  GCancellable *loading;  /* the opponent's recogniser loads */
  char *offered;          /* the opponent offered the enrolment, in this match */
  gboolean showing;       /* the mirror shows a text of ours */
};

enum
{
  OPPONENT_ENROLMENT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

void
_ab_window_voices_show (AbWindow *self, const char *text)
{
  if (self->voices != NULL)
    self->voices->showing = text != NULL;
  g_signal_emit (self, signals[OPPONENT_ENROLMENT], 0, text);
}

/* An offer, or why there is no enrolment, is old news once the game goes on. */
static void
move_made_cb (AbWindow *self)
{
  if (self->voices->showing && self->enrol == NULL)
    _ab_window_voices_show (self, NULL);
}

const char *
_ab_window_voices_opponent_name (AbWindow *self)
{
  AbColor blind = ab_match_get_blind_color (self->match);
  const char *name = ab_match_get_name (self->match, blind == AB_WHITE ? AB_BLACK : AB_WHITE);

  return name != NULL && *name != '\0' ? name : NULL;
}

#ifdef AB_HAVE_LISTEN

char *
_ab_window_voices_opponent_dir (AbWindow *self)
{
  return ab_voice_profile_of_player (_ab_window_voices_opponent_name (self));
}

static AbMicrophoneSpeaker
speaker_of (AbWindow *self, AbColor side)
{
  return side == ab_match_get_blind_color (self->match) ? AB_MICROPHONE_PLAYER
                                                        : AB_MICROPHONE_OPPONENT;
}

void
_ab_window_listen_taught (AbWindow *self, AbMicrophoneSpeaker speaker, AbRecognizer *taught)
{
  AbMicrophone *microphone = _ab_window_listen_microphone (self);

  /* Off, or enrolling, meanwhile: the next opening loads the profile anyway. */
  if (microphone == NULL)
    {
      ab_recognizer_free (taught);
      return;
    }
  ab_microphone_set_recognizer (microphone, speaker, taught, NULL);
}

static void
tell_speaker (AbWindow *self)
{
  AbMicrophone *microphone = _ab_window_listen_microphone (self);

  if (microphone != NULL)
    ab_microphone_set_speaker (microphone,
                               speaker_of (self, ab_match_heard_get_speaker (self->heard)));
}

static void
load_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  GError *error = NULL;
  AbRecognizer *recognizer = ab_recognizer_new_for_speaker (data, &error);

  if (error != NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, recognizer, (GDestroyNotify) ab_recognizer_free);
}

static void
loaded_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GError) error = NULL;
  AbRecognizer *recognizer = g_task_propagate_pointer (G_TASK (result), &error);
  AbWindow *self;

  if (g_cancellable_is_cancelled (g_task_get_cancellable (G_TASK (result))))
    {
      ab_recognizer_free (recognizer);
      return;
    }
  self = AB_WINDOW (source);
  g_clear_object (&self->voices->loading);
  /* Heard with the player's meanwhile, and still when his profile cannot be read. */
  if (error != NULL)
    g_warning ("the opponent's voice profile was not loaded: %s", error->message);
  g_debug ("the opponent is heard with %s",
           recognizer != NULL ? "a recogniser of his own (his profile, or the player's without "
                                "the player's pronunciations)"
                              : "the player's recogniser");
  _ab_window_listen_taught (self, AB_MICROPHONE_OPPONENT, recognizer);
}

/* The opponent's recogniser for the microphone, loaded on a thread: his profile, else the
 * player's without the player's pronunciations, or none (the player's recogniser hears him:
 * the installed model); none when only one player is heard. */
void
_ab_window_voices_reload (AbWindow *self)
{
  AbWindowVoices *v = self->voices;
  AbMicrophone *microphone = _ab_window_listen_microphone (self);
  g_autoptr (GTask) task = NULL;

  if (v->loading != NULL)
    {
      g_cancellable_cancel (v->loading);
      g_clear_object (&v->loading);
    }
  if (microphone == NULL)
    return;
  if (!v->both)
    {
      ab_microphone_set_recognizer (microphone, AB_MICROPHONE_OPPONENT, NULL, NULL);
      return;
    }
  v->loading = g_cancellable_new ();
  task = g_task_new (self, v->loading, loaded_cb, NULL);
  g_task_set_task_data (task, _ab_window_voices_opponent_dir (self), g_free);
  g_task_run_in_thread (task, load_thread);
}

/* The player's profile was made again: an opponent without one of his own is heard with it
 * (ab_recognizer_new_for_speaker), so his recogniser is made again from the new one. */
void
_ab_window_voices_player_taught (AbWindow *self)
{
  g_autofree char *dir = _ab_window_voices_opponent_dir (self);

  if (self->voices->both && (dir == NULL || !ab_voice_profile_valid (dir)))
    _ab_window_voices_reload (self);
}

/* A named opponent whose voice is not known: the enrolment is offered, once a match, never
 * required. */
static void
offer_enrolment (AbWindow *self)
{
  AbWindowVoices *v = self->voices;
  const char *name = _ab_window_voices_opponent_name (self);
  g_autofree char *dir = _ab_window_voices_opponent_dir (self);
  g_autofree char *text = NULL;

  if (!v->both || dir == NULL || ab_voice_profile_valid (dir) || self->enrol != NULL
      || ab_match_get_n_plies (self->match) > 0 || g_strcmp0 (v->offered, name) == 0)
    return;
  g_free (v->offered);
  v->offered = g_strdup (name);
  text = ab_enrolment_phrase_format (_ab_window_language (self), AB_ENROLMENT_PHRASE_OFFER,
                                     name);
  _ab_window_voices_show (self, text);
  _ab_window_say (self, g_steal_pointer (&text), AB_ANNOUNCE_INFO);
}

void
_ab_window_voices_opened (AbWindow *self)
{
  tell_speaker (self);
  _ab_window_voices_reload (self);
  offer_enrolment (self);
}

/* Nothing of listening (its module) is loaded before the microphone opens: its opening does
 * this. */
static void
both_cb (AbWindow *self)
{
  gboolean both = FALSE;

  g_object_get (self->heard, "both", &both, NULL);
  if (self->voices->both == both)
    return;
  self->voices->both = both;
  if (_ab_window_listen_microphone (self) == NULL)
    return;
  _ab_window_voices_reload (self);
  offer_enrolment (self);
}

/* A new match: another opponent, perhaps. */
static void
reset_cb (AbWindow *self)
{
  g_clear_pointer (&self->voices->offered, g_free);
  move_made_cb (self);
  if (_ab_window_listen_microphone (self) == NULL)
    return;
  _ab_window_voices_reload (self);
  offer_enrolment (self);
}

#else /* !AB_HAVE_LISTEN */

static void
tell_speaker (AbWindow *self)
{
}

static void
both_cb (AbWindow *self)
{
}

static void
reset_cb (AbWindow *self)
{
}

#endif

void
_ab_window_voices_class_init (GtkWidgetClass *widget_class)
{
  /* The phrase the opponent says now while he teaches his voice (NULL: the enrolment ended),
   * or the offer to teach it: for the mirror. */
  signals[OPPONENT_ENROLMENT] = g_signal_new ("opponent-enrolment",
                                              G_TYPE_FROM_CLASS (widget_class),
                                              G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                              G_TYPE_NONE, 1, G_TYPE_STRING);
}

void
_ab_window_voices_init (AbWindow *self)
{
  self->voices = g_new0 (AbWindowVoices, 1);
  g_object_get (self->heard, "both", &self->voices->both, NULL);
  g_signal_connect_swapped (self->heard, "notify::speaker", G_CALLBACK (tell_speaker), self);
  g_signal_connect_swapped (self->heard, "notify::both", G_CALLBACK (both_cb), self);
  g_signal_connect_swapped (self->match, "reset", G_CALLBACK (reset_cb), self);
  g_signal_connect_swapped (self->match, "move-made", G_CALLBACK (move_made_cb), self);
}

void
_ab_window_voices_dispose (AbWindow *self)
{
  AbWindowVoices *v = self->voices;

  if (v == NULL)
    return;
  g_signal_handlers_disconnect_by_func (self->heard, tell_speaker, self);
  g_signal_handlers_disconnect_by_func (self->heard, both_cb, self);
  g_signal_handlers_disconnect_by_func (self->match, reset_cb, self);
  g_signal_handlers_disconnect_by_func (self->match, move_made_cb, self);
  if (v->loading != NULL)
    g_cancellable_cancel (v->loading);
  g_clear_object (&v->loading);
  g_free (v->offered);
  g_clear_pointer (&self->voices, g_free);
}
