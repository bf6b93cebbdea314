/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-speech-voice.h — espeak-ng on the speech thread.
 *
 * espeak-ng is not thread-safe: only the speech thread calls these (and the
 * phoneme test, which has no speech thread). */
#pragma once

#include <glib.h>

#include "ab-notation.h"

G_BEGIN_DECLS

/* Starts espeak-ng with the status-returning API (the legacy one calls
 * exit() on failure). Honours ESPEAK_DATA_PATH. Safe to call again: it only
 * starts once, and a failure is remembered. */
gboolean ab_voice_init (GError **error);
guint ab_voice_get_sample_rate (void);

gboolean ab_voice_set_language (AbLanguage lang, GError **error);

#define AB_VOICE_VARIANT_MAX 64
/* lang's voice with an espeak-ng variant over it ("f3", "Annie"; NULL or ""
 * for none). A variant changes pitch, timbre and speed, not the language,
 * so one choice serves every announcement language. */
gboolean ab_voice_set_language_variant (AbLanguage lang, const char *variant, GError **error);

typedef struct
{
  char *id;   /* what ab_voice_set_language_variant takes: "Annie", "f3" */
  char *name; /* espeak-ng's name for it: "Annie", "female3" */
} AbVoiceVariant;

/* espeak-ng's variants (espeak_ListVoices, read once when espeak-ng starts),
 * sorted by name; an empty array without espeak-ng. Any thread may call it:
 * after the start it only returns that list. Not to be freed. */
GPtrArray *ab_voice_list_variants (void);
void ab_voice_set_rate (guint words_per_minute);
void ab_voice_set_pitch (guint pitch);

/* Receives the audio as it is synthesised; returns FALSE to stop. */
typedef gboolean (*AbVoiceAudioFunc) (const gint16 *samples, gsize n, gpointer data);

/* Synthesises text (already spelled for the voice, see ab-speech-lexicon.h)
 * and hands the samples to func in chunks of about 10 ms. Returns FALSE
 * with error when espeak-ng fails; a stop by func is no failure. */
gboolean ab_voice_speak (const char *text, AbVoiceAudioFunc func, gpointer data, GError **error);

/* espeak-ng's own phoneme mnemonics for text, as `espeak-ng -q -x` prints
 * them (words separated by spaces). */
char *ab_voice_phonemes (const char *text);

G_END_DECLS
