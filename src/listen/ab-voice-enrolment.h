/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-voice-enrolment.h — what a player said after Annabella in the app, learnt from.
 *
 * The app's enrolment (src/app/player/ab-window-enrol.c) keeps each phrase's audio as
 * the microphone heard it (AbHearing's audio); here it becomes the enrolment recordings
 * kept beside the player's voice profile (ab-voice-learner.h), replacing an earlier
 * enrolment's, and the profile is made again from them and what his games taught. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Keeps the n recordings (16 kHz int16 samples) of the phrases words (dictionary keys) as
 * the enrolment of the profile in profile_dir (NULL: the player's default one) and makes the
 * profile again; the profile is unchanged when that fails (error: AB_VOICE_ADAPT_ERROR, or a
 * file error), the recordings stay for the next time. Blocks: call it on a thread. */
gboolean ab_voice_enrolment_learn (const char *profile_dir, const char *const *words,
                                   GBytes *const *audio, guint n, GError **error);

G_END_DECLS
