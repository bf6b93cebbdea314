/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-speech-private.h — for the tests and the latency benchmark. */
#pragma once

#include "ab-speech.h"
#include "ab-speech-sink.h"

G_BEGIN_DECLS

/* An AbSpeech that plays to sink (taken) instead of PulseAudio. */
AbSpeech *_ab_speech_new_with_sink (AbSpeechSink *sink);

/* When the last utterance that made a sound was said, when its first
 * non-silent sample was written to the sink (after the write returned),
 * and when the sink expects it to be heard (write time plus the stream's
 * latency; -1 when the sink cannot tell). Monotonic microseconds. */
typedef struct
{
  guint64 serial;
  gint64 said_usec;
  gint64 first_sample_usec;
  gint64 played_usec;
} AbSpeechTiming;

gboolean _ab_speech_get_last_timing (AbSpeech *self, AbSpeechTiming *timing);

G_END_DECLS
