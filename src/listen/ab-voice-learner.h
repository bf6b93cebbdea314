/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-voice-learner.h — a player's voice profile remade from what he said and confirmed.
 *
 * A move the player confirmed (Enter, the clock, the opponent's agreeing repetition) is a
 * recording whose words are known, as an enrolment phrase is. The learner keeps both kinds
 * beside the profile, in PROFILE.recordings/ (NNNN.wav and recordings.tsv, a line
 * "WAV<TAB>kind<TAB>words" each), so a profile can always be made again; and it remakes the
 * profile from the installed model with all of them at once (ab_voice_adapt), never on top
 * of an earlier adaptation, so one wrong recording weighs no more the tenth time. Forgetting
 * what was learnt drops the game's recordings and remakes the profile from the enrolment's
 * alone, or removes it when there were none. A profile made before its recordings were kept
 * is kept as it was (ab_voice_learner_has_base) and stands for its enrolment.
 *
 * Adding is quick (one WAV written, the first time a profile without recordings copied);
 * remaking runs sphinxtrain for seconds: on a thread. A
 * learner may be shared between threads: its lists are kept under a lock. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  AB_VOICE_RECORDING_ENROLMENT, /* a phrase of the enrolment script */
  AB_VOICE_RECORDING_GAME,      /* a move or command confirmed during a game */
} AbVoiceRecordingKind;

typedef struct _AbVoiceLearner AbVoiceLearner;

/* The learner of the profile in profile_dir (NULL: ab_voice_profile_default_dir), with the
 * recordings kept there before (a damaged list line is skipped). */
AbVoiceLearner *ab_voice_learner_new (const char *profile_dir);
void ab_voice_learner_free (AbVoiceLearner *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AbVoiceLearner, ab_voice_learner_free)

const char *ab_voice_learner_get_profile_dir (AbVoiceLearner *self);
/* How many recordings of kind are kept. */
guint ab_voice_learner_count (AbVoiceLearner *self, AbVoiceRecordingKind kind);

/* Keeps audio (16 kHz int16 samples) of words (the phrase's dictionary keys) as a
 * recording of kind. FALSE with a file error when it cannot be written. */
gboolean ab_voice_learner_add (AbVoiceLearner *self, AbVoiceRecordingKind kind,
                               const char *words, GBytes *audio, GError **error);
/* Drops every recording of kind (a new enrolment replaces the old one). */
gboolean ab_voice_learner_drop (AbVoiceLearner *self, AbVoiceRecordingKind kind, GError **error);

/* Makes the profile again from the installed model and every recording kept; nothing is
 * changed when it fails (AB_VOICE_ADAPT_ERROR; fewer than AB_VOICE_ADAPT_MIN_PHRASES
 * recordings is AB_VOICE_ADAPT_ERROR_WORDS). Blocks for seconds. */
gboolean ab_voice_learner_remake (AbVoiceLearner *self, GError **error);

/* Whether the profile was made before its recordings were kept (an older enrolment, adapt
 * --list): kept as it was then, in PROFILE.recordings/base, it is what the profile is made
 * again from, in place of the installed model; a new enrolment drops it. */
gboolean ab_voice_learner_has_base (AbVoiceLearner *self);

/* Forgets what the games taught: their recordings dropped, the profile made again from the
 * enrolment alone, or removed when there was none. Blocks for seconds. */
gboolean ab_voice_learner_forget (AbVoiceLearner *self, GError **error);

G_END_DECLS
