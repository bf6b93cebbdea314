/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-loudspeaker.h — is the computer playing sound? Every sink's monitor, watched.
 *
 * The microphone must not take the computer's own sound for a player's words: a screen
 * reader's speech (Orca through speech-dispatcher), Annabella's voice, any other sound.
 * Annabella knows when her own voice plays; of the rest she only knows what the sound
 * server plays, on any sink: a screen reader need not speak on the default one. So the
 * monitor of every sink is read on a thread of its own, and a frame with sound in it on
 * any of them marks the loudspeaker busy until a tail after it. The watch follows the
 * server: sinks that come (a headset plugged in) are watched, sinks that go are not. */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _AbLoudspeaker AbLoudspeaker;

/* Watches every sink of the server the microphone @source (NULL for the default source,
 * whichever it is now) is on, but the sink whose monitor @source is: the microphone
 * hears that one on purpose (a recording played to it, a test). NULL when there is no
 * sound server. Waits for the server: not on the main thread. */
AbLoudspeaker *ab_loudspeaker_new (const char *source, guint tail_ms);
void ab_loudspeaker_free (AbLoudspeaker *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AbLoudspeaker, ab_loudspeaker_free)

/* TRUE while the loudspeaker plays, and tail_ms after it. Any thread. */
gboolean ab_loudspeaker_playing (AbLoudspeaker *self);

G_END_DECLS
