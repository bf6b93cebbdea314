/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-speech.h — Annabella's own voice: espeak-ng through PulseAudio.
 *
 * AbSpeech owns a speech thread; every call here returns at once and is made
 * from the thread that created the object, where its signals are emitted.
 * When audio or the voice fails, speech falls silent, "fault" is emitted once
 * and everything else keeps working; a returning PulseAudio server is picked
 * up again without a restart. */
#pragma once

#include <glib-object.h>

#include "ab-notation.h"

G_BEGIN_DECLS

typedef enum /*< flags,prefix=AB_SPEECH >*/
{
  AB_SPEECH_QUEUE = 0,          /* waits its turn: status lines */
  AB_SPEECH_INTERRUPT = 1 << 0, /* cuts off what is speaking and drops what waits: key echo */
  AB_SPEECH_IMPORTANT = 1 << 1, /* goes first and is never cut off or dropped by other speech */
} AbSpeechFlags;

typedef enum /*< prefix=AB_SPEECH_BACKEND >*/
{
  AB_SPEECH_BACKEND_ESPEAK,        /* espeak-ng + PulseAudio, the default */
  AB_SPEECH_BACKEND_SPEECHD,       /* speech-dispatcher: the screen reader's voice */
  AB_SPEECH_BACKEND_SCREEN_READER, /* speaks nothing itself; earcons still play */
} AbSpeechBackend;

typedef enum /*< prefix=AB_SPEECH_STATUS >*/
{
  AB_SPEECH_STATUS_OK,
  AB_SPEECH_STATUS_NO_AUDIO,   /* no PulseAudio server, or it went away */
  AB_SPEECH_STATUS_NO_VOICE,   /* espeak-ng cannot start (its data is missing) */
  AB_SPEECH_STATUS_NO_SPEECHD, /* speech-dispatcher cannot be reached */
} AbSpeechStatus;

typedef enum /*< prefix=AB_EARCON >*/
{
  AB_EARCON_MOVE,      /* move accepted */
  AB_EARCON_CAPTURE,
  AB_EARCON_CHECK,
  AB_EARCON_ILLEGAL,   /* illegal or unreadable input */
  AB_EARCON_EDGE,      /* the board cursor hit the edge */
  AB_EARCON_LOW_TIME,
  AB_EARCON_FLAG_FALL,
} AbEarcon;

#define AB_EARCON_COUNT (AB_EARCON_FLAG_FALL + 1)

#define AB_SPEECH_RATE_MIN 80
#define AB_SPEECH_RATE_MAX 450
#define AB_SPEECH_RATE_DEFAULT 175

#define AB_TYPE_SPEECH (ab_speech_get_type ())
G_DECLARE_FINAL_TYPE (AbSpeech, ab_speech, AB, SPEECH, GObject)

/* Reads ANNABELLA_TRANSCRIPT: when set, every utterance is appended to that
 * file as "<monotonic µs>\t<priority>\t<text>" (priority: interrupt, queue or
 * important; earcons as "earcon:NAME"). */
AbSpeech *ab_speech_new (void);

void ab_speech_say (AbSpeech *self, const char *text, AbSpeechFlags flags);
void ab_speech_play_earcon (AbSpeech *self, AbEarcon earcon, AbSpeechFlags flags);
/* Silences everything, important speech too: the user asked for quiet. */
void ab_speech_stop (AbSpeech *self);

/* TRUE from a say until the last utterance has been heard (or dropped). */
gboolean ab_speech_get_speaking (AbSpeech *self);
AbSpeechStatus ab_speech_get_status (AbSpeech *self);

void ab_speech_set_backend (AbSpeech *self, AbSpeechBackend backend);
AbSpeechBackend ab_speech_get_backend (AbSpeech *self);
void ab_speech_set_language (AbSpeech *self, AbLanguage language);
AbLanguage ab_speech_get_language (AbSpeech *self);
/* An espeak-ng variant over the language's voice (see ab_voice_list_variants);
 * NULL or "" for the voice as it is. */
void ab_speech_set_variant (AbSpeech *self, const char *variant);
const char *ab_speech_get_variant (AbSpeech *self);
/* Words per minute, AB_SPEECH_RATE_MIN … AB_SPEECH_RATE_MAX. */
void ab_speech_set_rate (AbSpeech *self, guint rate);
guint ab_speech_get_rate (AbSpeech *self);
/* 0 … 100, 50 is the voice's own. */
void ab_speech_set_pitch (AbSpeech *self, guint pitch);
guint ab_speech_get_pitch (AbSpeech *self);
/* 0 … 100 percent. */
void ab_speech_set_volume (AbSpeech *self, guint volume);
guint ab_speech_get_volume (AbSpeech *self);

const char *ab_earcon_to_string (AbEarcon earcon);

G_END_DECLS
