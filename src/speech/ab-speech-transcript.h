/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-speech-transcript.h — ANNABELLA_TRANSCRIPT: every utterance as a line
 * "<monotonic µs>\t<priority>\t<text>", for tests; the audio still plays. */
#pragma once

#include <glib.h>

#include "ab-speech.h"

G_BEGIN_DECLS

typedef struct _AbTranscript AbTranscript;

/* NULL when path is NULL or empty. The file is opened for appending on
 * each line, so several processes may share it and it may be removed. */
AbTranscript *ab_transcript_new (const char *path);
void ab_transcript_free (AbTranscript *self);

/* "important", "interrupt" or "queue": the transcript's priority field. */
const char *ab_transcript_priority (AbSpeechFlags flags);

/* Appends one line; tabs and line breaks in text become spaces. Returns FALSE
 * (and warns once) when the file cannot be written. */
gboolean ab_transcript_append (AbTranscript *self, gint64 usec, AbSpeechFlags flags,
                               const char *text);

G_END_DECLS
