/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-microphone.h — listening to a PulseAudio source on a thread of its own.
 *
 * The source (a name from `pactl list sources`, or the default) is read in
 * 10 ms frames at 16 kHz mono through libpulse-simple, the same server the
 * speech plays on, and fed to an AbHearingStream; what it hears is handed to
 * the main context that created the microphone. The recogniser is taken and
 * used only on the listening thread; the grammar, the mode, the talk key and
 * the pause are handed over under a lock. */
#pragma once

#include <gio/gio.h>

#include "ab-hearing-stream.h"

G_BEGIN_DECLS

#define AB_MICROPHONE_ERROR (ab_microphone_error_quark ())
GQuark ab_microphone_error_quark (void);

typedef enum
{
  AB_MICROPHONE_ERROR_NO_SOURCE, /* no sound server, or no such source */
} AbMicrophoneError;

typedef struct _AbMicrophone AbMicrophone;

/* Called on the creating thread's main context. The hearing is the
 * callback's to free, with when its speech began (began); latency_ms is the delay from
 * the end of speech (as the endpointer saw it) to the result. */
typedef void (*AbMicrophoneHeardFunc) (AbHearing *hearing, double latency_ms, gpointer data);
/* The source went away or failed: the reason, once; the microphone stops. */
typedef void (*AbMicrophoneLostFunc) (const char *reason, gpointer data);
/* What the computer's sound (ab_microphone_set_pause_for_sound) does to listening,
 * Annabella's own voice not counted. */
typedef enum
{
  AB_MICROPHONE_SOUND_BEGAN, /* it plays: the microphone is deaf from now on */
  AB_MICROPHONE_SOUND_ENDED, /* it ended, and its tail: listening again */
  AB_MICROPHONE_SOUND_HELD,  /* it has kept the microphone deaf for AB_MICROPHONE_HELD_MS */
} AbMicrophoneSound;
typedef void (*AbMicrophoneHeldFunc) (AbMicrophoneSound sound, gpointer data);

/* Longer than a screen reader's sentence, with the short gaps speech has: music, a video,
 * any sound that goes on. */
#define AB_MICROPHONE_HELD_MS 8000

/* Opens the source (NULL or "" for the default) and starts listening.
 * Takes the recogniser, which must already have a grammar. NULL with the
 * reason when there is no sound server or no such source. */
AbMicrophone *ab_microphone_new (AbRecognizer *recognizer, const char *source,
                                 AbMicrophoneHeardFunc heard, AbMicrophoneLostFunc lost,
                                 gpointer data, GError **error);
/* A recogniser of the default model and dictionary with grammar (taken), and a
 * microphone on source with it, made on a thread (the model loads for a second or so);
 * callback comes on the caller's main context. The microphone comes paused: nothing is
 * heard before its taker says so (ab_microphone_set_paused), who may be gone by then
 * (cancellable). */
void ab_microphone_open_async (const char *source, AbSpokenGrammar *grammar,
                               AbMicrophoneHeardFunc heard, AbMicrophoneLostFunc lost,
                               gpointer data, GCancellable *cancellable,
                               GAsyncReadyCallback callback, gpointer user_data);
/* The microphone, or NULL with the reason: G_IO_ERROR_CANCELLED, AB_MICROPHONE_ERROR (no
 * such source), AB_RECOGNIZER_ERROR_NO_MODEL (no model, dictionary or grammar). */
AbMicrophone *ab_microphone_open_finish (GAsyncResult *result, GError **error);
/* Stops the thread and closes the source; no callback comes after it. */
void ab_microphone_free (AbMicrophone *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AbMicrophone, ab_microphone_free)

/* Whose voice an utterance is taken for. Each may be heard with a recogniser of his own
 * (his voice profile); one without is heard with the player's. */
typedef enum
{
  AB_MICROPHONE_PLAYER,   /* the player the microphone listens for: its first recogniser */
  AB_MICROPHONE_OPPONENT, /* the other player (listening to both) */
  AB_MICROPHONE_N_SPEAKERS
} AbMicrophoneSpeaker;

/* The confidence below which a hearing is not understood (ab_recognizer_set_threshold),
 * from the next utterance on. */
void ab_microphone_set_threshold (AbMicrophone *self, double threshold);
/* The phrases to listen for from the next utterance on (taken). */
void ab_microphone_set_grammar (AbMicrophone *self, AbSpokenGrammar *grammar);
/* Hears speaker with recognizer (taken: one of his voice profile, loaded on another thread;
 * NULL: the opponent is heard with the player's again) from his next utterance on, and with
 * grammar (taken; NULL: the phrases listened for now); the threshold, mode and talk key stay
 * as they were. What was being said is forgotten, as with a new grammar. */
void ab_microphone_set_recognizer (AbMicrophone *self, AbMicrophoneSpeaker speaker,
                                   AbRecognizer *recognizer, AbSpokenGrammar *grammar);
/* Who is expected to speak next (the player at first): his recogniser hears from the next
 * utterance on, and the hearings say it (AbHearing.speaker). What was being said is
 * forgotten, as with a new grammar: call it when the grammar changes, between utterances. */
void ab_microphone_set_speaker (AbMicrophone *self, AbMicrophoneSpeaker speaker);
void ab_microphone_set_mode (AbMicrophone *self, AbListenMode mode);
void ab_microphone_set_talking (AbMicrophone *self, gboolean talking);
/* While paused (Annabella speaking) the audio is dropped and an utterance in
 * progress forgotten; resuming waits tail_ms more before listening again. */
void ab_microphone_set_paused (AbMicrophone *self, gboolean paused, guint tail_ms);
/* While the computer plays sound (a screen reader, any program, on any sink: every
 * sink's monitor), and a tail after it, the audio is dropped as while paused. Not the
 * sink whose monitor the microphone is itself. Off at first. Returns at once: the
 * listening thread asks the sound server for its sinks, so a server that does not answer
 * never holds up the caller. held (NULL: none) is called, with the microphone's data, when such
 * sound begins and ends, and each time it has kept it deaf for AB_MICROPHONE_HELD_MS, once
 * until it listens again. */
void ab_microphone_set_pause_for_sound (AbMicrophone *self, gboolean pause,
                                        AbMicrophoneHeldFunc held);

G_END_DECLS
