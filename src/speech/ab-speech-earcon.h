/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-speech-earcon.h — short tones made in code, no sound files. */
#pragma once

#include <glib.h>

#include "ab-speech.h"

G_BEGIN_DECLS

#define AB_EARCON_MAX_MSEC 150

/* The earcon as S16 mono samples at rate, each under AB_EARCON_MAX_MSEC
 * and at most peak (0 … 32767) loud. Free with g_free. */
gint16 *ab_earcon_render (AbEarcon earcon, guint rate, gint16 peak, gsize *n_samples);

G_END_DECLS
