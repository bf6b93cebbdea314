/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-speech-queue.h — which utterance plays next, and which are cut or dropped.
 *
 * Pure rules, no threads and no audio, so they can be tested on their own.
 * The engine calls these with its lock held. */
#pragma once

#include <glib.h>

#include "ab-speech.h"

G_BEGIN_DECLS

typedef struct
{
  guint64 serial;       /* 1, 2, … in the order ab_speech_say was called */
  AbSpeechFlags flags;
  char *text;           /* NULL for an earcon */
  AbEarcon earcon;
  gint64 said_usec;     /* monotonic time of the say call */
} AbUtterance;

AbUtterance *ab_utterance_new_text (guint64 serial, const char *text, AbSpeechFlags flags);
AbUtterance *ab_utterance_new_earcon (guint64 serial, AbEarcon earcon, AbSpeechFlags flags);
void ab_utterance_free (AbUtterance *utt);

typedef struct _AbSpeechQueue AbSpeechQueue;

AbSpeechQueue *ab_speech_queue_new (void);
void ab_speech_queue_free (AbSpeechQueue *self);

/* Takes utt. Interrupt drops the waiting non-important utterances; important
 * goes ahead of every non-important one. Returns TRUE when the utterance
 * playing now must be cut off: an interrupt or an important one arrived and
 * the current one is not important (important speech is never cut off by
 * other speech). Dropped utterances are freed. */
gboolean ab_speech_queue_push (AbSpeechQueue *self, AbUtterance *utt);

/* Moves the next waiting utterance to "current" and returns it (owned by the
 * queue until ab_speech_queue_finish), or NULL when none waits. */
AbUtterance *ab_speech_queue_pop (AbSpeechQueue *self);
AbUtterance *ab_speech_queue_current (AbSpeechQueue *self);
void ab_speech_queue_finish (AbSpeechQueue *self);

/* Drops everything waiting, important or not. Returns TRUE when an
 * utterance is playing and must be cut off. */
gboolean ab_speech_queue_clear (AbSpeechQueue *self);

guint ab_speech_queue_length (AbSpeechQueue *self);
/* The n-th waiting utterance (0 = next), or NULL. */
AbUtterance *ab_speech_queue_peek (AbSpeechQueue *self, guint n);

G_END_DECLS
