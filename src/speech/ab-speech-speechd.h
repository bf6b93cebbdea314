/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-speech-speechd.h — speech-dispatcher as the voice: users keep the
 * voice their screen reader speaks with. Used by the speech thread only. */
#pragma once

#include <glib.h>

#include "ab-notation.h"

G_BEGIN_DECLS

typedef struct _AbSpeechd AbSpeechd;

/* Connects (speech-dispatcher is started if needed, as libspeechd does). */
AbSpeechd *ab_speechd_new (GError **error);
void ab_speechd_free (AbSpeechd *self);

/* rate and pitch as for espeak-ng (words per minute; 0 … 100), volume 0 … 100. */
void ab_speechd_configure (AbSpeechd *self, AbLanguage lang, guint rate, guint pitch,
                           guint volume);

/* Returns TRUE when the message was spoken to its end or stopped because
 * *generation moved away from gen (it is then cancelled); FALSE with error
 * when the connection broke. */
gboolean ab_speechd_speak (AbSpeechd *self, const char *text, const gint *generation, gint gen,
                           GError **error);

G_END_DECLS
