/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-speech-engine.h — the speech thread: takes utterances from the queue,
 * synthesises them and writes them to the sink in small slices, cutting off
 * within one slice when the queue says so. */
#pragma once

#include <glib.h>

#include "ab-speech-private.h"
#include "ab-speech-queue.h"
#include "ab-speech-sink.h"
#include "ab-speech-voice.h"

G_BEGIN_DECLS

typedef struct
{
  AbSpeechBackend backend;
  AbLanguage language;
  guint rate;
  guint pitch;
  guint volume;
  /* An espeak-ng variant ("f3", "Annie": a file in espeak-ng-data/voices/!v)
   * over the language's voice; empty for the voice as it is. */
  char variant[AB_VOICE_VARIANT_MAX];
} AbSpeechSettings;

typedef enum
{
  AB_SPEECH_ENGINE_STATUS, /* value: the AbSpeechStatus; message: why */
  AB_SPEECH_ENGINE_IDLE,   /* value: every utterance up to this serial is over */
} AbSpeechEngineEvent;

/* Called in the engine's main context, never after ab_speech_engine_free. */
typedef void (*AbSpeechEngineFunc) (gpointer owner, AbSpeechEngineEvent event, guint64 value,
                                    const char *message);

typedef struct _AbSpeechEngine AbSpeechEngine;

/* Takes sink; starts the thread. Events go to func in context. */
AbSpeechEngine *ab_speech_engine_new (AbSpeechSink *sink, const AbSpeechSettings *settings,
                                      GMainContext *context, AbSpeechEngineFunc func,
                                      gpointer owner);
/* Stops and joins the thread; events still pending are not delivered. */
void ab_speech_engine_free (AbSpeechEngine *self);

/* Takes utt. */
void ab_speech_engine_push (AbSpeechEngine *self, AbUtterance *utt);
void ab_speech_engine_stop (AbSpeechEngine *self);
/* Applies from the next utterance on. */
void ab_speech_engine_configure (AbSpeechEngine *self, const AbSpeechSettings *settings);
gboolean ab_speech_engine_get_last_timing (AbSpeechEngine *self, AbSpeechTiming *timing);

G_END_DECLS
