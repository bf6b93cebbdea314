/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-hearing-stream.h — utterances cut from a stream of audio and heard.
 *
 * Frames of 10 ms go in as the microphone gives them; an utterance is what
 * the endpointer calls speech (open microphone) or what comes while the
 * talk key is held (push-to-talk), with a little audio before it. When it
 * ends, the recogniser hears it and the hearing comes out. The same code
 * serves the app's listening thread and the benchmark, so the benchmark
 * measures what the player gets. Not thread-safe. */
#pragma once

#include <glib.h>

#include "ab-endpointer.h"
#include "ab-recognizer.h"

G_BEGIN_DECLS

typedef enum
{
  AB_LISTEN_OPEN,         /* open microphone: speech is found by its loudness */
  AB_LISTEN_PUSH_TO_TALK, /* an utterance is what comes while a key is held */
} AbListenMode;

typedef enum
{
  AB_HEARING_STREAM_NOTHING,
  AB_HEARING_STREAM_STARTED, /* an utterance began */
  AB_HEARING_STREAM_HEARD,   /* one ended: the hearing is returned */
} AbHearingStreamEvent;

/* How long an utterance may last before it is cut off and heard. */
#define AB_HEARING_STREAM_MAX_FRAMES 800

typedef struct _AbHearingStream AbHearingStream;

/* The recogniser is borrowed: it must outlive the stream. */
AbHearingStream *ab_hearing_stream_new (AbRecognizer *recognizer);
void ab_hearing_stream_free (AbHearingStream *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AbHearingStream, ab_hearing_stream_free)

void ab_hearing_stream_set_mode (AbHearingStream *self, AbListenMode mode);
/* Push-to-talk: the key went down or up. */
void ab_hearing_stream_set_talking (AbHearingStream *self, gboolean talking);
/* Forgets an utterance in progress and what came before it (listening
 * paused while Annabella speaks). */
void ab_hearing_stream_reset (AbHearingStream *self);

/* One frame of AB_ENDPOINT_FRAME samples. On AB_HEARING_STREAM_HEARD
 * *hearing is the result (free it); *hangover_frames then says how many
 * frames after the end of speech the end was noticed. */
AbHearingStreamEvent ab_hearing_stream_push (AbHearingStream *self, const int16_t *frame,
                                             AbHearing **hearing, int *hangover_frames);

G_END_DECLS
