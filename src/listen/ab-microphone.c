/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-microphone.c — a PulseAudio source, read on its own thread, heard. */
#include "ab-microphone.h"

#include <pulse/error.h>
#include <pulse/simple.h>

#include "ab-loudspeaker.h"

/* After the loudspeaker stops, the room still rings. */
#define SOUND_TAIL_MS 400

G_DEFINE_QUARK (ab-microphone-error-quark, ab_microphone_error)

struct _AbMicrophone
{
  pa_simple *pa;
  GThread *thread;
  GMainContext *context;
  AbMicrophoneHeardFunc heard;
  AbMicrophoneLostFunc lost;
  gpointer data;
  char *source; /* NULL for the default */

  /* Owned by the thread. Each speaker's recogniser (NULL: the player's hears him) and its
   * stream; the one of the speaker expected hears, the others wait, with a grammar of an
   * earlier position (stale) until they hear again. */
  AbRecognizer *recognizers[AB_MICROPHONE_N_SPEAKERS];
  AbHearingStream *streams[AB_MICROPHONE_N_SPEAKERS];
  gboolean stale[AB_MICROPHONE_N_SPEAKERS];
  AbSpokenGrammar *grammar;    /* what is listened for: for a stale one when it hears */
  AbMicrophoneSpeaker speaker; /* who is heard now */
  AbRecognizer *recognizer;    /* the one hearing him */
  AbHearingStream *stream;
  /* The watch of what the computer plays, made and ended here: asking the sound server
   * for its sinks may wait, and only this thread may wait on the server. NULL: not
   * watched (not wanted, or no sound server). */
  AbLoudspeaker *loudspeaker;
  gboolean watching; /* the last wish taken */
  gint64 held_since; /* monotonic µs the sound alone began to keep it deaf; 0: it does not */
  gboolean held_told;
  gboolean sound_told; /* BEGAN was told, ENDED not yet */

  /* Handed over under the lock. */
  GMutex lock;
  gboolean stop;
  AbSpokenGrammar *next_grammar;
  /* Taught since (given: NULL too): heard with from the next utterance. */
  AbRecognizer *next_recognizers[AB_MICROPHONE_N_SPEAKERS];
  gboolean recognizer_given[AB_MICROPHONE_N_SPEAKERS];
  AbMicrophoneSpeaker next_speaker;
  double next_threshold; /* < 0: none asked for */
  double threshold;      /* the last asked for (< 0: the recogniser's own) */
  gboolean mode_changed, talking_changed, paused;
  AbListenMode mode;
  gboolean talking;
  gint64 resume_at; /* monotonic µs: listening again after the tail */
  gboolean pause_for_sound;
  AbMicrophoneHeldFunc held;

  /* Shared with the callbacks not yet run: set by free. */
  gboolean *cancelled;
};

typedef struct
{
  AbMicrophone *self;
  gboolean *cancelled;
  AbHearing *hearing;
  double latency_ms;
  char *reason;
  AbMicrophoneHeldFunc held;
  AbMicrophoneSound sound;
} Delivery;

static gboolean
deliver (gpointer user_data)
{
  Delivery *d = user_data;

  if (!g_atomic_int_get (d->cancelled))
    {
      if (d->held)
        d->held (d->sound, d->self->data);
      else if (d->reason)
        d->self->lost (d->reason, d->self->data);
      else
        d->self->heard (g_steal_pointer (&d->hearing), d->latency_ms, d->self->data);
    }
  if (d->hearing)
    ab_hearing_free (d->hearing);
  g_free (d->reason);
  g_atomic_rc_box_release (d->cancelled);
  g_free (d);
  return G_SOURCE_REMOVE;
}

static void
post (AbMicrophone *self, AbHearing *hearing, double latency_ms, const char *reason)
{
  Delivery *d = g_new0 (Delivery, 1);

  d->self = self;
  d->cancelled = g_atomic_rc_box_acquire (self->cancelled);
  d->hearing = hearing;
  d->latency_ms = latency_ms;
  /* When the speech began: a repetition begun within its wait is in time. */
  if (hearing != NULL)
    hearing->began = g_get_monotonic_time () - (gint64) (latency_ms * 1000.0)
                     - (gint64) hearing->frames * 10000;
  d->reason = g_strdup (reason);
  g_main_context_invoke (self->context, deliver, d);
}

static void
post_held (AbMicrophone *self, AbMicrophoneHeldFunc held, AbMicrophoneSound sound)
{
  Delivery *d = g_new0 (Delivery, 1);

  d->self = self;
  d->cancelled = g_atomic_rc_box_acquire (self->cancelled);
  d->held = held;
  d->sound = sound;
  g_main_context_invoke (self->context, deliver, d);
}

/* The sound alone (not Annabella's voice, nor her tail) kept the microphone deaf this
 * frame, or not: told once when that has gone on for AB_MICROPHONE_HELD_MS, and again only
 * after it listened. Her own voice starts the count anew: it is no sound of another. */
static void
count_held (AbMicrophone *self, gboolean own, gboolean sound, AbMicrophoneHeldFunc held)
{
  gint64 now = g_get_monotonic_time ();

  /* Told as it begins and ends, so that the waits for a repetition stand still. */
  if (held != NULL && self->sound_told != (sound && !own))
    {
      self->sound_told = sound && !own;
      post_held (self, held, self->sound_told ? AB_MICROPHONE_SOUND_BEGAN
                                              : AB_MICROPHONE_SOUND_ENDED);
    }
  if (own || !sound)
    {
      self->held_since = 0;
      if (!own)
        self->held_told = FALSE;
      return;
    }
  if (self->held_since == 0)
    self->held_since = now;
  if (!self->held_told && now - self->held_since >= (gint64) AB_MICROPHONE_HELD_MS * 1000)
    {
      self->held_told = TRUE;
      if (held != NULL)
        post_held (self, held, AB_MICROPHONE_SOUND_HELD);
    }
}

/* The recogniser that hears the speaker expected: his own, else the player's. */
static AbRecognizer *
hearer (AbMicrophone *self)
{
  AbRecognizer *own = self->recognizers[self->next_speaker];

  return own != NULL ? own : self->recognizers[AB_MICROPHONE_PLAYER];
}

static AbHearingStream *
stream_of (AbMicrophone *self, AbRecognizer *recognizer)
{
  for (guint s = 0; s < AB_MICROPHONE_N_SPEAKERS; s++)
    if (self->recognizers[s] == recognizer)
      return self->streams[s];
  return NULL;
}

/* Speaker's recogniser replaced (taught; NULL: none of his own), with a stream of its own
 * and the settings the others have. Under the lock. */
static void
replace_recognizer (AbMicrophone *self, AbMicrophoneSpeaker speaker, AbRecognizer *recognizer)
{
  if (self->recognizer == self->recognizers[speaker])
    {
      self->recognizer = NULL;
      self->stream = NULL;
    }
  g_clear_pointer (&self->streams[speaker], ab_hearing_stream_free);
  g_clear_pointer (&self->recognizers[speaker], ab_recognizer_free);
  self->recognizers[speaker] = recognizer;
  self->stale[speaker] = TRUE;
  if (recognizer == NULL)
    return;
  self->streams[speaker] = ab_hearing_stream_new (recognizer);
  if (self->threshold >= 0.0)
    ab_recognizer_set_threshold (recognizer, self->threshold);
}

/* Speaker is heard from now on, with his recogniser, given what is listened for when his
 * grammar is older (and no new one is coming). Under the lock. */
static void
switch_speaker (AbMicrophone *self, AbMicrophoneSpeaker speaker, gboolean grammar_coming)
{
  AbRecognizer *now = hearer (self);
  guint s;

  self->speaker = speaker;
  if (now == self->recognizer)
    return;
  if (self->stream != NULL)
    ab_hearing_stream_reset (self->stream);
  for (s = 0; self->recognizers[s] != now; s++)
    ;
  if (self->stale[s] && !grammar_coming && self->grammar != NULL)
    {
      g_autoptr (GError) error = NULL;

      if (!ab_recognizer_set_grammar (now, ab_spoken_grammar_copy (self->grammar), &error))
        g_warning ("the grammar was refused: %s", error->message);
      self->stale[s] = FALSE;
    }
  self->recognizer = now;
  self->stream = stream_of (self, now);
  ab_hearing_stream_reset (self->stream);
  self->mode_changed = self->talking_changed = TRUE;
}

/* What the main thread asked for since the last frame; FALSE to stop. */
static gboolean
take_requests (AbMicrophone *self, gboolean *paused, gboolean *talking)
{
  AbSpokenGrammar *grammar;
  AbMicrophoneHeldFunc held;
  gboolean stop, watch, sound;

  g_mutex_lock (&self->lock);
  stop = self->stop;
  *talking = self->talking;
  grammar = g_steal_pointer (&self->next_grammar);
  for (guint s = 0; s < AB_MICROPHONE_N_SPEAKERS; s++)
    if (self->recognizer_given[s])
      {
        self->recognizer_given[s] = FALSE;
        replace_recognizer (self, s, g_steal_pointer (&self->next_recognizers[s]));
      }
  if (self->next_speaker != self->speaker || self->recognizer != hearer (self))
    switch_speaker (self, self->next_speaker, grammar != NULL);
  if (self->next_threshold >= 0.0)
    for (guint s = 0; s < AB_MICROPHONE_N_SPEAKERS; s++)
      if (self->recognizers[s] != NULL)
        ab_recognizer_set_threshold (self->recognizers[s], self->next_threshold);
  self->next_threshold = -1.0;
  if (self->mode_changed)
    ab_hearing_stream_set_mode (self->stream, self->mode);
  if (self->talking_changed)
    ab_hearing_stream_set_talking (self->stream, self->talking);
  self->mode_changed = self->talking_changed = FALSE;
  *paused = self->paused || g_get_monotonic_time () < self->resume_at;
  watch = self->pause_for_sound;
  held = self->held;
  g_mutex_unlock (&self->lock);

  if (watch != self->watching)
    {
      self->watching = watch;
      g_clear_pointer (&self->loudspeaker, ab_loudspeaker_free);
      if (watch)
        self->loudspeaker = ab_loudspeaker_new (self->source, SOUND_TAIL_MS);
    }
  sound = self->loudspeaker != NULL && ab_loudspeaker_playing (self->loudspeaker);
  count_held (self, *paused, sound, held);
  *paused = *paused || sound;

  if (grammar)
    {
      g_autoptr (GError) error = NULL;

      /* A new position: what was being said belonged to the old one. */
      ab_hearing_stream_reset (self->stream);
      /* The talk key may still be held: what is said next is heard. */
      ab_hearing_stream_set_talking (self->stream, *talking);
      ab_spoken_grammar_free (self->grammar);
      self->grammar = ab_spoken_grammar_copy (grammar);
      if (!ab_recognizer_set_grammar (self->recognizer, grammar, &error))
        g_warning ("the grammar was refused: %s", error->message);
      /* The others take it when they hear next. */
      for (guint s = 0; s < AB_MICROPHONE_N_SPEAKERS; s++)
        self->stale[s] = self->recognizers[s] != self->recognizer;
    }
  return !stop;
}

static gpointer
listen_thread (gpointer user_data)
{
  AbMicrophone *self = user_data;
  int16_t frame[AB_ENDPOINT_FRAME];
  gboolean was_paused = FALSE;

  for (;;)
    {
      AbHearing *hearing = NULL;
      gboolean paused, talking;
      int hangover = 0, err = 0;
      gint64 pushed_at;

      if (pa_simple_read (self->pa, frame, sizeof frame, &err) < 0)
        {
          g_autofree char *reason = g_strdup_printf ("the microphone stopped: %s",
                                                     pa_strerror (err));
          gboolean stopping;

          g_mutex_lock (&self->lock);
          stopping = self->stop;
          g_mutex_unlock (&self->lock);
          if (!stopping)
            post (self, NULL, 0.0, reason);
          break;
        }
      if (!take_requests (self, &paused, &talking))
        break;
      if (paused)
        {
          if (!was_paused)
            ab_hearing_stream_reset (self->stream);
          was_paused = TRUE;
          continue;
        }
      if (was_paused)
        ab_hearing_stream_set_talking (self->stream, talking);
      was_paused = FALSE;
      pushed_at = g_get_monotonic_time ();
      if (ab_hearing_stream_push (self->stream, frame, &hearing, &hangover)
          == AB_HEARING_STREAM_HEARD)
        {
          hearing->speaker = self->speaker;
          /* The endpointer noticed the end hangover frames after it; the
           * hearing took the rest. */
          post (self, hearing,
                hangover * 10.0 + (g_get_monotonic_time () - pushed_at) / 1000.0, NULL);
        }
    }
  return NULL;
}

AbMicrophone *
ab_microphone_new (AbRecognizer *recognizer, const char *source, AbMicrophoneHeardFunc heard,
                   AbMicrophoneLostFunc lost, gpointer data, GError **error)
{
  static const pa_sample_spec spec = { .format = PA_SAMPLE_S16LE, .rate = 16000, .channels = 1 };
  /* Fragments of one frame: the endpointer sees speech end without delay. */
  pa_buffer_attr attr = {
    .maxlength = (uint32_t) -1,
    .fragsize = AB_ENDPOINT_FRAME * sizeof (int16_t),
  };
  AbMicrophone *self;
  pa_simple *pa;
  int err = 0;

  g_return_val_if_fail (recognizer != NULL, NULL);
  pa = pa_simple_new (NULL, "Annabella", PA_STREAM_RECORD, source && *source ? source : NULL,
                      "announcements", &spec, NULL, &attr, &err);
  if (pa == NULL)
    {
      g_set_error (error, AB_MICROPHONE_ERROR, AB_MICROPHONE_ERROR_NO_SOURCE,
                   "%s: %s", source && *source ? source : "the default microphone",
                   pa_strerror (err));
      ab_recognizer_free (recognizer);
      return NULL;
    }
  self = g_new0 (AbMicrophone, 1);
  self->pa = pa;
  self->recognizer = self->recognizers[AB_MICROPHONE_PLAYER] = recognizer;
  self->stream = self->streams[AB_MICROPHONE_PLAYER] = ab_hearing_stream_new (recognizer);
  self->grammar = ab_spoken_grammar_copy (ab_recognizer_get_grammar (recognizer));
  self->context = g_main_context_ref_thread_default ();
  self->heard = heard;
  self->lost = lost;
  self->data = data;
  self->source = source && *source ? g_strdup (source) : NULL;
  self->cancelled = g_atomic_rc_box_new0 (gboolean);
  g_mutex_init (&self->lock);
  self->next_threshold = self->threshold = -1.0;
  self->thread = g_thread_new ("ab-microphone", listen_thread, self);
  return self;
}

void
ab_microphone_free (AbMicrophone *self)
{
  if (self == NULL)
    return;
  g_atomic_int_set (self->cancelled, TRUE);
  g_mutex_lock (&self->lock);
  self->stop = TRUE;
  g_mutex_unlock (&self->lock);
  /* The thread notices after the frame it is reading: at most 10 ms. */
  g_thread_join (self->thread);
  pa_simple_free (self->pa);
  ab_loudspeaker_free (self->loudspeaker);
  g_free (self->source);
  for (guint s = 0; s < AB_MICROPHONE_N_SPEAKERS; s++)
    {
      ab_hearing_stream_free (self->streams[s]);
      ab_recognizer_free (self->recognizers[s]);
      ab_recognizer_free (self->next_recognizers[s]);
    }
  ab_spoken_grammar_free (self->next_grammar);
  ab_spoken_grammar_free (self->grammar);
  g_mutex_clear (&self->lock);
  g_main_context_unref (self->context);
  g_atomic_rc_box_release (self->cancelled);
  g_free (self);
}

void
ab_microphone_set_threshold (AbMicrophone *self, double threshold)
{
  g_mutex_lock (&self->lock);
  self->next_threshold = self->threshold = CLAMP (threshold, 0.0, 1.0);
  g_mutex_unlock (&self->lock);
}

void
ab_microphone_set_recognizer (AbMicrophone *self, AbMicrophoneSpeaker speaker,
                              AbRecognizer *recognizer, AbSpokenGrammar *grammar)
{
  g_return_if_fail (speaker < AB_MICROPHONE_N_SPEAKERS);
  /* The player's recogniser is the one every other falls back on. */
  g_return_if_fail (recognizer != NULL || speaker != AB_MICROPHONE_PLAYER);

  g_mutex_lock (&self->lock);
  ab_recognizer_free (self->next_recognizers[speaker]);
  self->next_recognizers[speaker] = recognizer;
  self->recognizer_given[speaker] = TRUE;
  if (grammar != NULL)
    {
      ab_spoken_grammar_free (self->next_grammar);
      self->next_grammar = grammar;
    }
  g_mutex_unlock (&self->lock);
}

void
ab_microphone_set_speaker (AbMicrophone *self, AbMicrophoneSpeaker speaker)
{
  g_return_if_fail (speaker < AB_MICROPHONE_N_SPEAKERS);

  g_mutex_lock (&self->lock);
  self->next_speaker = speaker;
  g_mutex_unlock (&self->lock);
}

void
ab_microphone_set_grammar (AbMicrophone *self, AbSpokenGrammar *grammar)
{
  g_mutex_lock (&self->lock);
  ab_spoken_grammar_free (self->next_grammar);
  self->next_grammar = grammar;
  g_mutex_unlock (&self->lock);
}

void
ab_microphone_set_mode (AbMicrophone *self, AbListenMode mode)
{
  g_mutex_lock (&self->lock);
  self->mode = mode;
  self->mode_changed = TRUE;
  g_mutex_unlock (&self->lock);
}

void
ab_microphone_set_talking (AbMicrophone *self, gboolean talking)
{
  g_mutex_lock (&self->lock);
  self->talking = talking;
  self->talking_changed = TRUE;
  g_mutex_unlock (&self->lock);
}

void
ab_microphone_set_paused (AbMicrophone *self, gboolean paused, guint tail_ms)
{
  g_mutex_lock (&self->lock);
  self->paused = paused;
  if (!paused)
    self->resume_at = g_get_monotonic_time () + (gint64) tail_ms * 1000;
  g_mutex_unlock (&self->lock);
}

void
ab_microphone_set_pause_for_sound (AbMicrophone *self, gboolean pause,
                                   AbMicrophoneHeldFunc held)
{
  /* The listening thread starts or ends the watch at its next frame. */
  g_mutex_lock (&self->lock);
  self->pause_for_sound = !!pause;
  self->held = pause ? held : NULL;
  g_mutex_unlock (&self->lock);
}

typedef struct
{
  char *source;
  AbSpokenGrammar *grammar;
  AbMicrophoneHeardFunc heard;
  AbMicrophoneLostFunc lost;
  gpointer data;
} Opening;

static void
opening_free (Opening *o)
{
  g_free (o->source);
  ab_spoken_grammar_free (o->grammar);
  g_free (o);
}

static void
open_thread (GTask *task, gpointer source_object, gpointer task_data, GCancellable *cancellable)
{
  Opening *o = task_data;
  g_autoptr (GError) error = NULL;
  AbRecognizer *recognizer = ab_recognizer_new (NULL, NULL, &error);
  AbMicrophone *microphone;

  if (recognizer == NULL
      || !ab_recognizer_set_grammar (recognizer, g_steal_pointer (&o->grammar), &error))
    {
      g_clear_pointer (&recognizer, ab_recognizer_free);
      g_task_return_new_error (task, AB_RECOGNIZER_ERROR, AB_RECOGNIZER_ERROR_NO_MODEL, "%s",
                               error->message);
      return;
    }
  microphone = ab_microphone_new (recognizer, o->source, o->heard, o->lost, o->data, &error);
  if (microphone == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  ab_microphone_set_paused (microphone, TRUE, 0);
  g_task_return_pointer (task, microphone, (GDestroyNotify) ab_microphone_free);
}

void
ab_microphone_open_async (const char *source, AbSpokenGrammar *grammar,
                          AbMicrophoneHeardFunc heard, AbMicrophoneLostFunc lost, gpointer data,
                          GCancellable *cancellable, GAsyncReadyCallback callback,
                          gpointer user_data)
{
  Opening *o = g_new0 (Opening, 1);
  g_autoptr (GTask) task = g_task_new (NULL, cancellable, callback, user_data);

  o->source = g_strdup (source);
  o->grammar = grammar;
  o->heard = heard;
  o->lost = lost;
  o->data = data;
  /* A cancelled opening returns the cancellation, whatever the thread made. */
  g_task_set_check_cancellable (task, TRUE);
  g_task_set_task_data (task, o, (GDestroyNotify) opening_free);
  g_task_run_in_thread (task, open_thread);
}

AbMicrophone *
ab_microphone_open_finish (GAsyncResult *result, GError **error)
{
  return g_task_propagate_pointer (G_TASK (result), error);
}
