/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-mirror-window.h — the window for the sighted opponent: a large board
 * from his side, the blind player's last announced move in large type, and
 * move entry by clicking or typing. It observes the same AbMatch. */
#pragma once

#include <adwaita.h>

#include "ab-match-eboard.h"
#include "ab-match.h"

G_BEGIN_DECLS

#define AB_TYPE_MIRROR_WINDOW (ab_mirror_window_get_type ())
G_DECLARE_FINAL_TYPE (AbMirrorWindow, ab_mirror_window, AB, MIRROR_WINDOW, AdwApplicationWindow)

AbMirrorWindow *ab_mirror_window_new (GtkApplication *application, AbMatch *match);
/* The piece letters of the scoresheet and the messages (the sighted player's notation,
 * independent of the announcement language); English until set. */
void ab_mirror_window_set_letters (AbMirrorWindow *self, AbLanguage letters);
/* The sighted player's e-board: its news in large type, as the blind player hears them
 * (D.2.9: both players are told), and the move Annabella waits for on it. */
void ab_mirror_window_set_eboard (AbMirrorWindow *self, AbMatchEboard *eboard);
/* While the sighted player teaches his voice: the phrase to say now, in large type (NULL:
 * hidden); also the offer to teach it. */
void ab_mirror_window_show_voice (AbMirrorWindow *self, const char *text);

G_END_DECLS
