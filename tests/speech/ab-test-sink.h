/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-test-sink.h — a sink that records what the speech thread played. */
#pragma once

#include "ab-speech-sink.h"

typedef struct
{
  char *label;     /* the utterance's text, or the earcon's name */
  gsize samples;   /* how many reached the sink */
  gboolean cut;    /* the sink was flushed while it played: cut off */
  gint16 peak;
} AbTestSinkItem;

/* Writes block for the samples' playing time divided by speedup, as a real
 * stream would; speedup 0 does not wait at all. */
AbSpeechSink *ab_test_sink_new (double speedup);

/* A copy of what was played so far; free with ab_test_sink_items_free. */
GPtrArray *ab_test_sink_items (AbSpeechSink *sink);
void ab_test_sink_items_free (GPtrArray *items);
guint ab_test_sink_rate (AbSpeechSink *sink);
/* Make the next open fail (no server), or succeed again. */
void ab_test_sink_set_available (AbSpeechSink *sink, gboolean available);
/* Break the connection at the next write, as a killed server does. */
void ab_test_sink_break (AbSpeechSink *sink);
