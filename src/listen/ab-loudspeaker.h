/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-loudspeaker.h — is the computer playing sound? The default sink's monitor, watched.
 *
 * The microphone must not take the computer's own sound for a player's words: a screen
 * reader's speech (Orca through speech-dispatcher), Annabella's voice, any other sound.
 * Annabella knows when her own voice plays; of the rest she only knows what the sound
 * server plays. So the monitor of the default sink is read on a thread of its own, and
 * a frame with sound in it marks the loudspeaker busy until a tail after it. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _AbLoudspeaker AbLoudspeaker;

/* Watches the default sink of the server the microphone @source (NULL for the default
 * source) is on. NULL when there is no sound server, and when @source is that sink's
 * monitor itself: then the microphone hears the loudspeaker on purpose (a recording
 * played to it, a test). */
AbLoudspeaker *ab_loudspeaker_new (const char *source, guint tail_ms);
void ab_loudspeaker_free (AbLoudspeaker *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AbLoudspeaker, ab_loudspeaker_free)

/* TRUE while the loudspeaker plays, and tail_ms after it. Any thread. */
gboolean ab_loudspeaker_playing (AbLoudspeaker *self);

G_END_DECLS
