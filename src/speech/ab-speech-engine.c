/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-speech-engine.c — the speech thread.
 *
 * The thread alone touches espeak-ng, speech-dispatcher and the sink. Other
 * threads only push utterances under the lock; a push that cuts the current
 * utterance bumps the atomic generation, which the audio callback checks
 * before each 10 ms slice, so a cut is heard within one slice. */
#include "ab-speech-engine.h"

#include <gio/gio.h>
#include <string.h>

#include "ab-speech-earcon.h"
#include "ab-speech-lexicon.h"
#include "ab-speech-speechd.h"
#include "ab-speech-voice.h"

#define SLICE_MSEC 10
/* Below this the voice's leading silence is skipped: speech starts sooner. */
#define SILENCE_LEVEL 64
/* How often a lost server is asked for again. */
#define RETRY_USEC G_TIME_SPAN_SECOND
#define RETRY_ON_SAY_USEC (200 * G_TIME_SPAN_MILLISECOND)
#define EARCON_PEAK 12000

struct _AbSpeechEngine
{
  GMutex lock;
  GCond cond;
  AbSpeechQueue *queue;
  AbSpeechSettings settings;
  gint generation;
  gboolean quit;
  guint64 pushed_serial;
  gboolean idle_reported;
  AbSpeechTiming timing;

  GMainContext *context;
  AbSpeechEngineFunc func;
  gpointer owner;
  GThread *thread;

  /* The speech thread's own, no lock. */
  AbSpeechSink *sink;
  guint rate;
  gint64 last_sink_try;
  char *audio_error;
  char *voice_error;
  gboolean voice_failed;
  AbSpeechd *speechd;
  gint64 last_speechd_try;
  char *speechd_error;
  AbSpeechStatus status;
  gboolean voice_ready;
  AbLanguage voice_language;
  char voice_variant[AB_VOICE_VARIANT_MAX];
  guint voice_rate;
  guint voice_pitch;
};

typedef struct
{
  AbSpeechEngine *engine;
  AbSpeechEngineEvent event;
  guint64 value;
  char *message;
} EngineEvent;

static void
engine_clear (AbSpeechEngine *self)
{
  ab_speech_queue_free (self->queue);
  g_main_context_unref (self->context);
  if (self->sink)
    self->sink->klass->free (self->sink);
  ab_speechd_free (self->speechd);
  g_free (self->audio_error);
  g_free (self->voice_error);
  g_free (self->speechd_error);
  g_mutex_clear (&self->lock);
  g_cond_clear (&self->cond);
}

static void
engine_unref (AbSpeechEngine *self)
{
  g_atomic_rc_box_release_full (self, (GDestroyNotify) engine_clear);
}

static gboolean
deliver_event (gpointer data)
{
  EngineEvent *ev = data;
  AbSpeechEngine *self = ev->engine;
  AbSpeechEngineFunc func;
  gpointer owner;

  g_mutex_lock (&self->lock);
  func = self->func;
  owner = self->owner;
  g_mutex_unlock (&self->lock);
  if (func)
    func (owner, ev->event, ev->value, ev->message);
  return G_SOURCE_REMOVE;
}

static void
engine_event_free (gpointer data)
{
  EngineEvent *ev = data;

  engine_unref (ev->engine);
  g_free (ev->message);
  g_free (ev);
}

/* Always through an idle source: g_main_context_invoke would run the
 * handler on this thread when the main loop happens not to be running. */
static void
post_event (AbSpeechEngine *self, AbSpeechEngineEvent event, guint64 value, const char *message)
{
  EngineEvent *ev = g_new0 (EngineEvent, 1);
  GSource *source = g_idle_source_new ();

  ev->engine = g_atomic_rc_box_acquire (self);
  ev->event = event;
  ev->value = value;
  ev->message = g_strdup (message);
  g_source_set_priority (source, G_PRIORITY_DEFAULT);
  g_source_set_callback (source, deliver_event, ev, engine_event_free);
  g_source_set_static_name (source, "[annabella] speech event");
  g_source_attach (source, self->context);
  g_source_unref (source);
}

static void
update_status (AbSpeechEngine *self, AbSpeechBackend backend)
{
  AbSpeechStatus status = AB_SPEECH_STATUS_OK;
  const char *message = NULL;
  gboolean audio_ok = self->sink->klass->is_open (self->sink);

  if (backend == AB_SPEECH_BACKEND_ESPEAK && self->voice_failed)
    status = AB_SPEECH_STATUS_NO_VOICE, message = self->voice_error;
  else if (backend == AB_SPEECH_BACKEND_SPEECHD && !self->speechd)
    status = AB_SPEECH_STATUS_NO_SPEECHD, message = self->speechd_error;
  else if (!audio_ok)
    status = AB_SPEECH_STATUS_NO_AUDIO, message = self->audio_error;
  if (status == self->status)
    return;
  /* One warning per fault, not one per utterance lost to it. */
  if (status != AB_SPEECH_STATUS_OK)
    g_warning ("Speech is silent: %s", message ? message : "unknown error");
  else
    g_message ("Speech is back");
  self->status = status;
  post_event (self, AB_SPEECH_ENGINE_STATUS, status, message);
}

static gboolean
ensure_sink (AbSpeechEngine *self, gint64 min_interval)
{
  g_autoptr (GError) error = NULL;
  gint64 now = g_get_monotonic_time ();

  if (self->sink->klass->is_open (self->sink))
    return TRUE;
  if (self->last_sink_try && now - self->last_sink_try < min_interval)
    return FALSE;
  self->last_sink_try = now;
  if (self->sink->klass->open (self->sink, self->rate, &error))
    return TRUE;
  g_free (self->audio_error);
  self->audio_error = g_strdup (error->message);
  return FALSE;
}

static void
sink_broke (AbSpeechEngine *self, GError *error)
{
  g_free (self->audio_error);
  self->audio_error = g_strdup (error ? error->message : "the audio connection broke");
  self->sink->klass->close (self->sink);
  self->last_sink_try = g_get_monotonic_time ();
}

static gboolean
ensure_voice (AbSpeechEngine *self, const AbSpeechSettings *s)
{
  g_autoptr (GError) error = NULL;

  if (self->voice_failed)
    return FALSE;
  if (!self->voice_ready || self->voice_language != s->language
      || strcmp (self->voice_variant, s->variant) != 0)
    {
      /* A variant espeak-ng does not know leaves the language's own voice. */
      if (!ab_voice_set_language_variant (s->language, s->variant, NULL)
          && !ab_voice_set_language (s->language, &error))
        {
          self->voice_failed = TRUE;
          self->voice_error = g_strdup (error->message);
          return FALSE;
        }
      self->voice_ready = TRUE;
      self->voice_language = s->language;
      g_strlcpy (self->voice_variant, s->variant, sizeof self->voice_variant);
      /* A new voice starts from its own rate and pitch. */
      self->voice_rate = self->voice_pitch = 0;
    }
  if (self->voice_rate != s->rate)
    ab_voice_set_rate (self->voice_rate = s->rate);
  if (self->voice_pitch != s->pitch)
    ab_voice_set_pitch (self->voice_pitch = s->pitch);
  return TRUE;
}

static gboolean
ensure_speechd (AbSpeechEngine *self, gint64 min_interval)
{
  g_autoptr (GError) error = NULL;
  gint64 now = g_get_monotonic_time ();

  if (self->speechd)
    return TRUE;
  if (self->last_speechd_try && now - self->last_speechd_try < min_interval)
    return FALSE;
  self->last_speechd_try = now;
  self->speechd = ab_speechd_new (&error);
  if (!self->speechd)
    {
      g_free (self->speechd_error);
      self->speechd_error = g_strdup (error->message);
    }
  return self->speechd != NULL;
}

/* One utterance on its way to the sink. */
typedef struct
{
  AbSpeechEngine *engine;
  const AbUtterance *utt;
  gint generation;
  double gain;
  gboolean audible;
  gboolean broken;
  GError *error;
  gint16 *slice;
  gsize slice_len;
} Playback;

static gboolean
is_stale (const Playback *pb)
{
  return g_atomic_int_get (&pb->engine->generation) != pb->generation;
}

static void
note_first_sample (Playback *pb, gsize n)
{
  AbSpeechEngine *self = pb->engine;
  gint64 now = g_get_monotonic_time ();
  gint64 latency = self->sink->klass->latency (self->sink);
  AbSpeechTiming t = { pb->utt->serial, pb->utt->said_usec, now, -1 };

  /* The latency runs to the last sample written; the first audible one
   * was n samples before it. */
  if (latency >= 0)
    t.played_usec = now + latency - (gint64) n * G_USEC_PER_SEC / self->rate;
  g_mutex_lock (&self->lock);
  self->timing = t;
  g_mutex_unlock (&self->lock);
}

static gboolean
write_audio (const gint16 *samples, gsize n, gpointer data)
{
  Playback *pb = data;
  AbSpeechEngine *self = pb->engine;

  while (n > 0)
    {
      gsize len = MIN (n, pb->slice_len);

      if (is_stale (pb))
        return FALSE;
      if (!pb->audible)
        {
          gsize skip = 0;

          while (skip < len && ABS (samples[skip]) < SILENCE_LEVEL)
            skip++;
          samples += skip, n -= skip, len -= skip;
          if (len == 0)
            continue;
        }
      for (gsize i = 0; i < len; i++)
        pb->slice[i] = (gint16) CLAMP (samples[i] * pb->gain, -32768.0, 32767.0);
      if (!self->sink->klass->write (self->sink, pb->slice, len, &pb->error))
        {
          pb->broken = TRUE;
          return FALSE;
        }
      if (!pb->audible)
        note_first_sample (pb, len);
      pb->audible = TRUE;
      samples += len, n -= len;
    }
  return TRUE;
}

static void
play (AbSpeechEngine *self, const AbUtterance *utt, gint generation, const AbSpeechSettings *s)
{
  g_autoptr (GError) error = NULL;
  gint16 slice[48000 * SLICE_MSEC / 1000];
  Playback pb = {
    .engine = self,
    .utt = utt,
    .generation = generation,
    .gain = MIN (s->volume, 100) / 100.0,
    .slice = slice,
    .slice_len = MIN (G_N_ELEMENTS (slice), self->rate * SLICE_MSEC / 1000),
  };
  gboolean use_voice = utt->text && s->backend == AB_SPEECH_BACKEND_ESPEAK;

  if (utt->text && s->backend == AB_SPEECH_BACKEND_SPEECHD)
    {
      if (ensure_speechd (self, RETRY_ON_SAY_USEC))
        {
          ab_speechd_configure (self->speechd, s->language, s->rate, s->pitch, s->volume);
          if (!ab_speechd_speak (self->speechd, utt->text, &self->generation, generation, &error))
            {
              g_free (self->speechd_error);
              self->speechd_error = g_strdup (error->message);
              g_clear_pointer (&self->speechd, ab_speechd_free);
            }
        }
      return;
    }
  if (utt->text && !use_voice)
    return;
  if ((use_voice && !ensure_voice (self, s)) || !ensure_sink (self, RETRY_ON_SAY_USEC))
    return;

  if (self->sink->klass->begin)
    self->sink->klass->begin (self->sink,
                              utt->text ? utt->text : ab_earcon_to_string (utt->earcon));
  if (use_voice)
    {
      g_autofree char *spelled = ab_lexicon_spell (s->language, utt->text);

      if (!ab_voice_speak (spelled, write_audio, &pb, &error) && !pb.broken)
        g_debug ("%s", error->message);
    }
  else
    {
      gsize n;
      g_autofree gint16 *samples = ab_earcon_render (utt->earcon, self->rate, EARCON_PEAK, &n);

      write_audio (samples, n, &pb);
    }
  if (pb.broken)
    sink_broke (self, pb.error);
  else if (is_stale (&pb))
    self->sink->klass->flush (self->sink);
  g_clear_error (&pb.error);
}

/* With the lock held and nothing to play: lets the last audio be heard,
 * reports idle, and asks again for a lost server now and then. */
static void
wait_for_work (AbSpeechEngine *self)
{
  gboolean has_work;

  if (!self->idle_reported)
    {
      gint64 latency;

      g_mutex_unlock (&self->lock);
      latency = self->sink->klass->latency (self->sink);
      g_mutex_lock (&self->lock);
      if (latency > 0)
        {
          gint64 end = g_get_monotonic_time () + latency;

          while (!self->quit && ab_speech_queue_length (self->queue) == 0
                 && g_cond_wait_until (&self->cond, &self->lock, end))
            ;
        }
      if (ab_speech_queue_length (self->queue) == 0)
        {
          self->idle_reported = TRUE;
          post_event (self, AB_SPEECH_ENGINE_IDLE, self->pushed_serial, NULL);
        }
      return;
    }
  if (self->status != AB_SPEECH_STATUS_OK)
    {
      AbSpeechSettings s = self->settings;

      g_cond_wait_until (&self->cond, &self->lock, g_get_monotonic_time () + RETRY_USEC);
      has_work = self->quit || ab_speech_queue_length (self->queue) > 0;
      g_mutex_unlock (&self->lock);
      if (!has_work)
        {
          ensure_sink (self, RETRY_USEC);
          if (s.backend == AB_SPEECH_BACKEND_SPEECHD)
            ensure_speechd (self, RETRY_USEC);
          update_status (self, s.backend);
        }
      g_mutex_lock (&self->lock);
      return;
    }
  while (!self->quit && ab_speech_queue_length (self->queue) == 0 && self->idle_reported)
    g_cond_wait (&self->cond, &self->lock);
}

static gpointer
engine_thread (gpointer data)
{
  AbSpeechEngine *self = data;
  AbSpeechSettings s;

  g_mutex_lock (&self->lock);
  s = self->settings;
  g_mutex_unlock (&self->lock);
  /* Find faults at once, so the app can show them before the first word. */
  if (s.backend == AB_SPEECH_BACKEND_ESPEAK)
    ensure_voice (self, &s);
  self->rate = ab_voice_get_sample_rate ();
  ensure_sink (self, 0);
  if (s.backend == AB_SPEECH_BACKEND_SPEECHD)
    ensure_speechd (self, 0);
  update_status (self, s.backend);

  g_mutex_lock (&self->lock);
  while (!self->quit)
    {
      AbUtterance *utt = ab_speech_queue_pop (self->queue);
      gint generation;

      if (!utt)
        {
          wait_for_work (self);
          continue;
        }
      generation = g_atomic_int_get (&self->generation);
      s = self->settings;
      self->idle_reported = FALSE;
      g_mutex_unlock (&self->lock);

      play (self, utt, generation, &s);
      update_status (self, s.backend);

      g_mutex_lock (&self->lock);
      ab_speech_queue_finish (self->queue);
    }
  g_mutex_unlock (&self->lock);
  if (self->sink->klass->is_open (self->sink))
    self->sink->klass->close (self->sink);
  return NULL;
}

AbSpeechEngine *
ab_speech_engine_new (AbSpeechSink *sink, const AbSpeechSettings *settings,
                      GMainContext *context, AbSpeechEngineFunc func, gpointer owner)
{
  AbSpeechEngine *self = g_atomic_rc_box_new0 (AbSpeechEngine);

  g_mutex_init (&self->lock);
  g_cond_init (&self->cond);
  self->queue = ab_speech_queue_new ();
  self->settings = *settings;
  self->idle_reported = TRUE;
  self->context = g_main_context_ref (context);
  self->func = func;
  self->owner = owner;
  self->sink = sink;
  self->status = AB_SPEECH_STATUS_OK;
  self->timing.first_sample_usec = -1;
  /* The thread holds no reference: free joins it before the last unref. */
  self->thread = g_thread_new ("ab-speech", engine_thread, self);
  return self;
}

void
ab_speech_engine_free (AbSpeechEngine *self)
{
  if (!self)
    return;
  g_mutex_lock (&self->lock);
  self->quit = TRUE;
  self->func = NULL;
  self->owner = NULL;
  ab_speech_queue_clear (self->queue);
  g_atomic_int_inc (&self->generation);
  g_cond_broadcast (&self->cond);
  g_mutex_unlock (&self->lock);
  g_thread_join (self->thread);
  engine_unref (self);
}

void
ab_speech_engine_push (AbSpeechEngine *self, AbUtterance *utt)
{
  g_mutex_lock (&self->lock);
  self->pushed_serial = MAX (self->pushed_serial, utt->serial);
  self->idle_reported = FALSE;
  if (ab_speech_queue_push (self->queue, utt))
    g_atomic_int_inc (&self->generation);
  g_cond_broadcast (&self->cond);
  g_mutex_unlock (&self->lock);
}

void
ab_speech_engine_stop (AbSpeechEngine *self)
{
  g_mutex_lock (&self->lock);
  if (ab_speech_queue_clear (self->queue))
    g_atomic_int_inc (&self->generation);
  self->idle_reported = FALSE;
  g_cond_broadcast (&self->cond);
  g_mutex_unlock (&self->lock);
}

void
ab_speech_engine_configure (AbSpeechEngine *self, const AbSpeechSettings *settings)
{
  g_mutex_lock (&self->lock);
  self->settings = *settings;
  g_cond_broadcast (&self->cond);
  g_mutex_unlock (&self->lock);
}

gboolean
ab_speech_engine_get_last_timing (AbSpeechEngine *self, AbSpeechTiming *timing)
{
  gboolean ok;

  g_mutex_lock (&self->lock);
  *timing = self->timing;
  ok = self->timing.first_sample_usec >= 0;
  g_mutex_unlock (&self->lock);
  return ok;
}
