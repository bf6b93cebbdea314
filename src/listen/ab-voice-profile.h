/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-voice-profile.h — where the player's voice profile lives and whether
 * the recogniser loads it (ab-voice-adapt.h writes it). A profile is a whole
 * acoustic model directory with the stamp file below. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define AB_VOICE_PROFILE_STAMP "annabella-voice-profile"
/* The pronunciations the voice used (a lexicon, ab-phone-lexicon.h): its words are heard
 * with these, not the lexicon's own (but its [heard] lines). */
#define AB_VOICE_PROFILE_PRONUNCIATIONS "pronunciations"

/* $XDG_DATA_HOME/annabella/voice (a new string). */
char *ab_voice_profile_default_dir (void);

/* The profile the recogniser loads, or NULL: ANNABELLA_VOICE_PROFILE when set
 * ("" or "none": no profile; a folder not made yet: none yet), else the default
 * directory when adapt wrote a profile there (even a damaged one: the recogniser
 * then says why it cannot start). A new string. */
char *ab_voice_profile_in_use (void);

/* The profile what is learnt goes into: ANNABELLA_VOICE_PROFILE when set, NULL when
 * that is "" or "none" (the installed model alone: nothing is learnt), else the
 * default directory. A new string. */
char *ab_voice_profile_for_learning (void);

/* The voice profile of another player, named name, kept across games (the opponent's):
 * $XDG_DATA_HOME/annabella/voices/NAME, the name case-folded and made a folder's name;
 * NULL when there is no name (nothing is kept for a nameless voice: it may be anyone's).
 * A new string. */
char *ab_voice_profile_of_player (const char *name);

/* Whether dir holds a voice profile written by ab_voice_adapt. */
gboolean ab_voice_profile_valid (const char *dir);

/* Removes dir and everything in it (a profile, its recordings, a work folder). */
void ab_voice_profile_remove (const char *dir);

G_END_DECLS
