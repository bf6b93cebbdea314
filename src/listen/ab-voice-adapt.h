/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-voice-adapt.h — the recogniser taught one player's voice.
 *
 * The en-us acoustic model knows American voices saying English words; the
 * file names and numbers of Appendix D said by a German or Dutch mouth fit it
 * badly. An enrolment (the player reads a fixed list of phrases once,
 * data/listen/enrolment-LANG.txt) gives recordings whose words are known;
 * sphinxtrain's bw counts how each sound of the model was heard in them and
 * map_adapt moves the model's means towards this voice (MAP adaptation). The
 * result is a whole acoustic model, the voice profile, which the recogniser
 * loads instead of the installed one (ab_recognizer_new with no model_dir).
 *
 * The programs come from Debian's sphinxtrain (/usr/lib/sphinxtrain) and
 * sphinxbase-utils (sphinx_fe), pocketsphinx_mdef_convert from pocketsphinx;
 * without them adapting fails with a reason and nothing is written. */
#pragma once

#include <glib.h>

#include "ab-voice-profile.h"

G_BEGIN_DECLS

#define AB_VOICE_ADAPT_ERROR (ab_voice_adapt_error_quark ())
GQuark ab_voice_adapt_error_quark (void);

typedef enum
{
  AB_VOICE_ADAPT_ERROR_NO_TOOLS, /* sphinxtrain or sphinx_fe is not installed */
  AB_VOICE_ADAPT_ERROR_AUDIO,    /* a recording cannot be read or holds no speech */
  AB_VOICE_ADAPT_ERROR_WORDS,    /* a word the dictionary lacks, or no phrase at all */
  AB_VOICE_ADAPT_ERROR_FAILED,   /* a program failed, or the profile cannot be written */
} AbVoiceAdaptError;

/* Fewer phrases teach too little (and the means of sounds heard once would
 * be moved too far). */
#define AB_VOICE_ADAPT_MIN_PHRASES 5
/* How often a word must be said before its pronunciations are the voice's own. */
#define AB_VOICE_ADAPT_MIN_SAID 2

/* Whether the programs adapting needs are installed; FALSE with the reason
 * (AB_VOICE_ADAPT_ERROR_NO_TOOLS) when not: asked before a player records. */
gboolean ab_voice_adapt_available (GError **error);

/* Adapts the acoustic model in model_dir (NULL: ab_recognizer_base_model_dir)
 * to the voice of the recordings wavs (paths of WAV files, any rate the
 * recogniser reads) saying words (the phrases' keys, as in the lexicon at
 * lexicon_path, NULL for the default), and writes the adapted model to
 * profile_dir (NULL: ab_voice_profile_default_dir), replacing what was there
 * only when everything succeeded. */
gboolean ab_voice_adapt (const char *model_dir, const char *lexicon_path,
                         const char *const *wavs, const char *const *words,
                         const char *profile_dir, GError **error);

/* The enrolment script of a language ("de", "nl", "en"): the phrases a
 * player reads, from enrolment-LANG.txt beside the lexicon. NULL with error
 * when it cannot be read. */
char **ab_voice_enrolment_script (const char *lang, GError **error);

G_END_DECLS
