/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-speech.c — AbSpeech: the main-thread face of the speech thread. */
#include "ab-speech.h"

#include "ab-speech-engine.h"
#include "ab-speech-enums.h"
#include "ab-speech-private.h"
#include "ab-speech-transcript.h"

/* Small: a cut must be heard at once (the server's default is about 2 s). */
#define TARGET_BUFFER_USEC (30 * G_TIME_SPAN_MILLISECOND)

struct _AbSpeech
{
  GObject parent_instance;

  AbSpeechEngine *engine;
  AbSpeechSink *initial_sink; /* until constructed hands it to the engine */
  AbSpeechSettings settings;
  AbTranscript *transcript;
  guint64 serial;
  gboolean speaking;
  AbSpeechStatus status;
};

G_DEFINE_FINAL_TYPE (AbSpeech, ab_speech, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_BACKEND,
  PROP_LANGUAGE,
  PROP_RATE,
  PROP_PITCH,
  PROP_VOLUME,
  PROP_SPEAKING,
  PROP_STATUS,
  PROP_SINK,
  N_PROPS
};

enum
{
  SIGNAL_FAULT,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
engine_event_cb (gpointer owner, AbSpeechEngineEvent event, guint64 value, const char *message)
{
  AbSpeech *self = owner;

  switch (event)
    {
    case AB_SPEECH_ENGINE_STATUS:
      if (self->status == (AbSpeechStatus) value)
        return;
      self->status = (AbSpeechStatus) value;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_STATUS]);
      if (self->status != AB_SPEECH_STATUS_OK)
        g_signal_emit (self, signals[SIGNAL_FAULT], 0, self->status, message ? message : "");
      break;
    case AB_SPEECH_ENGINE_IDLE:
      /* An idle report older than the last say is no longer true. */
      if (value >= self->serial && self->speaking)
        {
          self->speaking = FALSE;
          g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SPEAKING]);
        }
      break;
    default:
      break;
    }
}

static void
ab_speech_constructed (GObject *object)
{
  AbSpeech *self = AB_SPEECH (object);
  AbSpeechSink *sink = self->initial_sink;
  GMainContext *context;

  G_OBJECT_CLASS (ab_speech_parent_class)->constructed (object);
  self->initial_sink = NULL;
  if (!sink)
    sink = ab_speech_pulse_sink_new ("Annabella", TARGET_BUFFER_USEC);
  self->transcript = ab_transcript_new (g_getenv ("ANNABELLA_TRANSCRIPT"));
  context = g_main_context_ref_thread_default ();
  self->engine = ab_speech_engine_new (sink, &self->settings, context, engine_event_cb, self);
  g_main_context_unref (context);
}

static void
ab_speech_dispose (GObject *object)
{
  AbSpeech *self = AB_SPEECH (object);

  g_clear_pointer (&self->engine, ab_speech_engine_free);
  G_OBJECT_CLASS (ab_speech_parent_class)->dispose (object);
}

static void
ab_speech_finalize (GObject *object)
{
  AbSpeech *self = AB_SPEECH (object);

  ab_transcript_free (self->transcript);
  G_OBJECT_CLASS (ab_speech_parent_class)->finalize (object);
}

static void
ab_speech_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  AbSpeech *self = AB_SPEECH (object);

  switch (prop_id)
    {
    case PROP_BACKEND: g_value_set_enum (value, self->settings.backend); break;
    case PROP_LANGUAGE: g_value_set_uint (value, self->settings.language); break;
    case PROP_RATE: g_value_set_uint (value, self->settings.rate); break;
    case PROP_PITCH: g_value_set_uint (value, self->settings.pitch); break;
    case PROP_VOLUME: g_value_set_uint (value, self->settings.volume); break;
    case PROP_SPEAKING: g_value_set_boolean (value, self->speaking); break;
    case PROP_STATUS: g_value_set_enum (value, self->status); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ab_speech_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  AbSpeech *self = AB_SPEECH (object);

  switch (prop_id)
    {
    case PROP_BACKEND: ab_speech_set_backend (self, g_value_get_enum (value)); break;
    case PROP_LANGUAGE: ab_speech_set_language (self, g_value_get_uint (value)); break;
    case PROP_RATE: ab_speech_set_rate (self, g_value_get_uint (value)); break;
    case PROP_PITCH: ab_speech_set_pitch (self, g_value_get_uint (value)); break;
    case PROP_VOLUME: ab_speech_set_volume (self, g_value_get_uint (value)); break;
    case PROP_SINK: self->initial_sink = g_value_get_pointer (value); break;
    default: G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ab_speech_class_init (AbSpeechClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY;

  object_class->constructed = ab_speech_constructed;
  object_class->dispose = ab_speech_dispose;
  object_class->finalize = ab_speech_finalize;
  object_class->get_property = ab_speech_get_property;
  object_class->set_property = ab_speech_set_property;

  properties[PROP_BACKEND] =
    g_param_spec_enum ("backend", NULL, NULL, AB_TYPE_SPEECH_BACKEND, AB_SPEECH_BACKEND_ESPEAK, rw);
  properties[PROP_LANGUAGE] =
    g_param_spec_uint ("language", NULL, NULL, AB_LANG_DE, AB_LANG_EN, AB_LANG_DE, rw);
  properties[PROP_RATE] = g_param_spec_uint ("rate", NULL, NULL, AB_SPEECH_RATE_MIN,
                                             AB_SPEECH_RATE_MAX, AB_SPEECH_RATE_DEFAULT, rw);
  properties[PROP_PITCH] = g_param_spec_uint ("pitch", NULL, NULL, 0, 100, 50, rw);
  properties[PROP_VOLUME] = g_param_spec_uint ("volume", NULL, NULL, 0, 100, 100, rw);
  properties[PROP_SPEAKING] = g_param_spec_boolean ("speaking", NULL, NULL, FALSE, ro);
  properties[PROP_STATUS] = g_param_spec_enum ("status", NULL, NULL, AB_TYPE_SPEECH_STATUS,
                                               AB_SPEECH_STATUS_OK, ro);
  /* For _ab_speech_new_with_sink (tests): the sink to play to, taken. */
  properties[PROP_SINK] = g_param_spec_pointer ("sink", NULL, NULL, G_PARAM_WRITABLE
                                                | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * AbSpeech::fault:
   * @status: what failed
   * @message: why, for a notice
   *
   * Speech fell silent. Emitted once per fault; "notify::status" tells when
   * it speaks again.
   */
  signals[SIGNAL_FAULT] = g_signal_new ("fault", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                        NULL, NULL, NULL, G_TYPE_NONE, 2, AB_TYPE_SPEECH_STATUS,
                                        G_TYPE_STRING);
}

static void
ab_speech_init (AbSpeech *self)
{
  self->settings.backend = AB_SPEECH_BACKEND_ESPEAK;
  self->settings.language = AB_LANG_DE;
  self->settings.rate = AB_SPEECH_RATE_DEFAULT;
  self->settings.pitch = 50;
  self->settings.volume = 100;
}

AbSpeech *
ab_speech_new (void)
{
  return g_object_new (AB_TYPE_SPEECH, NULL);
}

AbSpeech *
_ab_speech_new_with_sink (AbSpeechSink *sink)
{
  g_return_val_if_fail (sink != NULL, NULL);
  return g_object_new (AB_TYPE_SPEECH, "sink", sink, NULL);
}

static void
push (AbSpeech *self, AbUtterance *utt, const char *transcript_text)
{
  ab_transcript_append (self->transcript, utt->said_usec, utt->flags, transcript_text);
  ab_speech_engine_push (self->engine, utt);
  if (!self->speaking)
    {
      self->speaking = TRUE;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SPEAKING]);
    }
}

void
ab_speech_say (AbSpeech *self, const char *text, AbSpeechFlags flags)
{
  g_return_if_fail (AB_IS_SPEECH (self));
  g_return_if_fail (text != NULL);

  if (!g_utf8_validate (text, -1, NULL))
    {
      g_autofree char *valid = g_utf8_make_valid (text, -1);

      ab_speech_say (self, valid, flags);
      return;
    }
  push (self, ab_utterance_new_text (++self->serial, text, flags), text);
}

void
ab_speech_play_earcon (AbSpeech *self, AbEarcon earcon, AbSpeechFlags flags)
{
  g_autofree char *label = NULL;

  g_return_if_fail (AB_IS_SPEECH (self));
  g_return_if_fail ((guint) earcon < AB_EARCON_COUNT);

  label = g_strconcat ("earcon:", ab_earcon_to_string (earcon), NULL);
  push (self, ab_utterance_new_earcon (++self->serial, earcon, flags), label);
}

void
ab_speech_stop (AbSpeech *self)
{
  g_return_if_fail (AB_IS_SPEECH (self));
  ab_speech_engine_stop (self->engine);
}

gboolean
ab_speech_get_speaking (AbSpeech *self)
{
  g_return_val_if_fail (AB_IS_SPEECH (self), FALSE);
  return self->speaking;
}

AbSpeechStatus
ab_speech_get_status (AbSpeech *self)
{
  g_return_val_if_fail (AB_IS_SPEECH (self), AB_SPEECH_STATUS_OK);
  return self->status;
}

gboolean
_ab_speech_get_last_timing (AbSpeech *self, AbSpeechTiming *timing)
{
  g_return_val_if_fail (AB_IS_SPEECH (self), FALSE);
  return ab_speech_engine_get_last_timing (self->engine, timing);
}

static void
configure (AbSpeech *self, GParamSpec *pspec)
{
  /* Properties given to g_object_new are set before there is an engine. */
  if (self->engine)
    ab_speech_engine_configure (self->engine, &self->settings);
  g_object_notify_by_pspec (G_OBJECT (self), pspec);
}

void
ab_speech_set_backend (AbSpeech *self, AbSpeechBackend backend)
{
  g_return_if_fail (AB_IS_SPEECH (self));
  g_return_if_fail (backend <= AB_SPEECH_BACKEND_SCREEN_READER);
  if (self->settings.backend == backend)
    return;
  self->settings.backend = backend;
  configure (self, properties[PROP_BACKEND]);
}

AbSpeechBackend
ab_speech_get_backend (AbSpeech *self)
{
  g_return_val_if_fail (AB_IS_SPEECH (self), AB_SPEECH_BACKEND_ESPEAK);
  return self->settings.backend;
}

void
ab_speech_set_language (AbSpeech *self, AbLanguage language)
{
  g_return_if_fail (AB_IS_SPEECH (self));
  g_return_if_fail (language <= AB_LANG_EN);
  if (self->settings.language == language)
    return;
  self->settings.language = language;
  configure (self, properties[PROP_LANGUAGE]);
}

AbLanguage
ab_speech_get_language (AbSpeech *self)
{
  g_return_val_if_fail (AB_IS_SPEECH (self), AB_LANG_DE);
  return self->settings.language;
}

void
ab_speech_set_variant (AbSpeech *self, const char *variant)
{
  g_return_if_fail (AB_IS_SPEECH (self));
  if (g_strcmp0 (self->settings.variant, variant ? variant : "") == 0)
    return;
  g_strlcpy (self->settings.variant, variant ? variant : "", sizeof self->settings.variant);
  if (self->engine)
    ab_speech_engine_configure (self->engine, &self->settings);
}

const char *
ab_speech_get_variant (AbSpeech *self)
{
  g_return_val_if_fail (AB_IS_SPEECH (self), "");
  return self->settings.variant;
}

void
ab_speech_set_rate (AbSpeech *self, guint rate)
{
  g_return_if_fail (AB_IS_SPEECH (self));
  g_return_if_fail (rate >= AB_SPEECH_RATE_MIN && rate <= AB_SPEECH_RATE_MAX);
  if (self->settings.rate == rate)
    return;
  self->settings.rate = rate;
  configure (self, properties[PROP_RATE]);
}

guint
ab_speech_get_rate (AbSpeech *self)
{
  g_return_val_if_fail (AB_IS_SPEECH (self), AB_SPEECH_RATE_DEFAULT);
  return self->settings.rate;
}

void
ab_speech_set_pitch (AbSpeech *self, guint pitch)
{
  g_return_if_fail (AB_IS_SPEECH (self));
  g_return_if_fail (pitch <= 100);
  if (self->settings.pitch == pitch)
    return;
  self->settings.pitch = pitch;
  configure (self, properties[PROP_PITCH]);
}

guint
ab_speech_get_pitch (AbSpeech *self)
{
  g_return_val_if_fail (AB_IS_SPEECH (self), 50);
  return self->settings.pitch;
}

void
ab_speech_set_volume (AbSpeech *self, guint volume)
{
  g_return_if_fail (AB_IS_SPEECH (self));
  g_return_if_fail (volume <= 100);
  if (self->settings.volume == volume)
    return;
  self->settings.volume = volume;
  configure (self, properties[PROP_VOLUME]);
}

guint
ab_speech_get_volume (AbSpeech *self)
{
  g_return_val_if_fail (AB_IS_SPEECH (self), 100);
  return self->settings.volume;
}
