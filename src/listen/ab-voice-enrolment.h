/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-voice-enrolment.h — what a player said after Annabella in the app, learnt from.
 *
 * The app's enrolment (src/app/player/ab-window-enrol.c) keeps each phrase's audio as
 * the microphone heard it (AbHearing's audio); here it becomes WAV files in a temporary
 * folder for ab_voice_adapt, which writes the player's voice profile. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* Adapts the installed model to the n recordings (16 kHz int16 samples) of the phrases
 * words (dictionary keys) and writes the default voice profile; nothing is written when
 * it fails (error: AB_VOICE_ADAPT_ERROR, or a file error). Blocks: call it on a thread. */
gboolean ab_voice_enrolment_learn (const char *const *words, GBytes *const *audio, guint n,
                                   GError **error);

G_END_DECLS
