/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-speech-phrase.h — numbers and times as the talking clock says them
 * (FIDE Appendix D.2.6: the clock tells the time and the number of moves),
 * in the spoken language (see ab-speech-catalog.h): "1 Stunde 4 Minuten",
 * "noch 45 Sekunden", "Zug 23, Weiß am Zug". At most two units, units as
 * words, never "1:04", which a voice would read as a time of day. */
#pragma once

#include <glib.h>

#include "ab-notation.h"

G_BEGIN_DECLS

/* Hours and minutes, minutes and seconds, or seconds (rounded down; a zero
 * second unit is left out). Free with g_free. */
char *ab_speech_phrase_duration (AbLanguage lang, gint64 usec);
/* A clock's remaining time: "45 seconds left", "noch 45 Sekunden". */
char *ab_speech_phrase_remaining (AbLanguage lang, gint64 usec);
/* "Move 23, White to move". */
char *ab_speech_phrase_move (AbLanguage lang, int move_number, gboolean white_to_move);

G_END_DECLS
