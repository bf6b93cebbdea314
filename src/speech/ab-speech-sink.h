/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-speech-sink.h — where the speech thread writes its samples (S16 mono).
 *
 * The PulseAudio stream in use, a recording sink in the tests. Only the
 * speech thread calls these. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _AbSpeechSink AbSpeechSink;

typedef struct
{
  /* Connects; FALSE with error when there is nothing to play to. */
  gboolean (*open) (AbSpeechSink *sink, guint rate, GError **error);
  gboolean (*is_open) (AbSpeechSink *sink);
  /* Blocks until the samples are queued for playing; FALSE when the
   * connection broke, and the sink is closed then. */
  gboolean (*write) (AbSpeechSink *sink, const gint16 *samples, gsize n, GError **error);
  /* Drops what is queued and not yet played: after a cut. */
  void (*flush) (AbSpeechSink *sink);
  /* Microseconds until the last written sample is heard, or -1. */
  gint64 (*latency) (AbSpeechSink *sink);
  /* Tells the sink a new utterance starts (label: its text or earcon name);
   * may be NULL. */
  void (*begin) (AbSpeechSink *sink, const char *label);
  void (*close) (AbSpeechSink *sink);
  void (*free) (AbSpeechSink *sink);
} AbSpeechSinkClass;

struct _AbSpeechSink
{
  const AbSpeechSinkClass *klass;
};

/* The PulseAudio playback stream, with a target buffer of target_usec. */
AbSpeechSink *ab_speech_pulse_sink_new (const char *app_name, gint64 target_usec);

G_END_DECLS
