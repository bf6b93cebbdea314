/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-announcer.h — where everything Annabella says goes.
 *
 * Every announcement is spoken by the built-in voice when self-voicing is on,
 * and is always also put into the accessible description of the focused
 * widget of the player's window: GTK 4.8 has no announce call and Orca 43.1
 * speaks only the focused widget's name and description changes. */
#pragma once

#include <gtk/gtk.h>

#include "ab-match-eboard.h"
#include "ab-match.h"

G_BEGIN_DECLS

typedef enum
{
  AB_ANNOUNCE_ECHO,      /* key echo, the board cursor: cuts off what is speaking */
  AB_ANNOUNCE_INFO,      /* answers, confirmations: waits its turn */
  AB_ANNOUNCE_IMPORTANT, /* the opponent's move, the end of the game: never cut off */
  AB_ANNOUNCE_ERROR,     /* refused input: cuts off, with the "illegal" earcon */
  AB_ANNOUNCE_FOCUS,     /* the newly focused widget's own name (a board square): spoken by
                          * our voice only, since a screen reader reads the name itself */
} AbAnnounceKind;

#define AB_TYPE_ANNOUNCER (ab_announcer_get_type ())
G_DECLARE_FINAL_TYPE (AbAnnouncer, ab_announcer, AB, ANNOUNCER, GObject)

AbAnnouncer *ab_announcer_new (void);

/* The match whose news is spoken, worded by an AbMatchWords (ab-match-words.h). */
void ab_announcer_set_match (AbAnnouncer *self, AbMatch *match);
/* The sighted player's e-board whose news and faults are spoken, worded by an
 * AbEboardWords (ab-eboard-words.h): a difference between the boards as important. */
void ab_announcer_set_eboard (AbAnnouncer *self, AbMatchEboard *eboard);
/* The window whose focused widget carries announcements for screen readers. With the
 * built-in voice, every dialog of it says the control that takes the focus: its label,
 * kind, value and how to change it (ab-focus-words.h), and a new value when it changes,
 * as a screen reader would. */
void ab_announcer_set_window (AbAnnouncer *self, GtkWindow *window);
/* A dialog that says its focused control in words of its own (the resumption's choices). */
void ab_announcer_own_focus (GtkWindow *dialog);

void ab_announcer_say (AbAnnouncer *self, const char *text, AbAnnounceKind kind);
/* Says the last announcement that was not an echo again. */
void ab_announcer_repeat (AbAnnouncer *self);
/* Start-up: the built-in voice says "Annabella is ready" at once, while the windows are
 * built (they take longer than the words), before there is a window to show it or a
 * screen reader to hand it to. FALSE (and nothing said) when the built-in voice is off:
 * then the words go with the first announcement. */
gboolean ab_announcer_say_ready (AbAnnouncer *self);
/* NULL before the first announcement. */
const char *ab_announcer_get_last (AbAnnouncer *self);
/* An alarm (a fallen flag, D.2.10.5): its earcon, then text as important speech. */
void ab_announcer_alarm (AbAnnouncer *self, const char *text);
/* A signal for the edge of the board: an earcon with the voice, the word otherwise. */
void ab_announcer_edge (AbAnnouncer *self, const char *word);

/* The earcon of a move that is not the match's (the doorgeefschaak boards): check over
 * capture over a plain move or placement, as the match's moves have. */
void ab_announcer_move_earcon (AbAnnouncer *self, gboolean capture, gboolean check);

void ab_announcer_set_self_voicing (AbAnnouncer *self, gboolean self_voicing);
void ab_announcer_set_language (AbAnnouncer *self, AbLanguage language);
void ab_announcer_set_rate (AbAnnouncer *self, guint rate);
/* An espeak-ng variant over the announcement language's voice; "" for none. */
void ab_announcer_set_variant (AbAnnouncer *self, const char *variant);
/* With self-voicing: speech-dispatcher's voice (TRUE) or espeak-ng's. */
void ab_announcer_set_voice (AbAnnouncer *self, gboolean speech_dispatcher);
/* 0 … 100; 50 is the voice's own. */
void ab_announcer_set_pitch (AbAnnouncer *self, guint pitch);
/* The built-in voice (an AbSpeech: its "speaking" property says when it is heard, so
 * that listening can pause), or NULL in a build without it. */
GObject *ab_announcer_get_voice (AbAnnouncer *self);
/* Whether the built-in voice is there (this build has it and it started). */
gboolean ab_announcer_has_voice (AbAnnouncer *self);

G_END_DECLS
