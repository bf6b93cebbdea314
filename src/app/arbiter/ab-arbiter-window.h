/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-arbiter-window.h — the arbiter's view when the positions on the two boards differ
 * (FIDE Laws, Appendix D.2.9): the sighted player's scoresheet typed in or imported (PGN
 * or move text in any notation), the boards as FEN when the arbiter looked at them, both
 * scoresheets side by side with the first difference marked, and the ruling with its
 * article, shown and spoken through the application's announcer.
 *
 * Applying the ruling (Alt+P, after a confirmation) takes the match back to the last ply
 * both sheets agree on, or keeps its moves when they agree, and sets both clocks to the
 * times in the clock fields: those written with the last moves that stand, which the
 * arbiter may change (ab-match-arbiter.h). */
#pragma once

#include <adwaita.h>

#include "ab-announcer.h"
#include "ab-match-eboard.h"
#include "ab-match.h"

G_BEGIN_DECLS

#define AB_TYPE_ARBITER_WINDOW (ab_arbiter_window_get_type ())
G_DECLARE_FINAL_TYPE (AbArbiterWindow, ab_arbiter_window, AB, ARBITER_WINDOW,
                      AdwApplicationWindow)

AbArbiterWindow *ab_arbiter_window_new (GtkApplication *application, AbMatch *match,
                                        AbAnnouncer *announcer);

/* Presents the application's arbiter window on match, made the first time, transient for
 * parent (the player's window: the announcer then describes this window's focus). */
AbArbiterWindow *ab_arbiter_window_show (GtkApplication *application, AbMatch *match,
                                         AbAnnouncer *announcer, GtkWindow *parent);
/* The sighted player's e-board, for board B (Alt+E, "From the E-board"): its men as they
 * stand now. When it shows another position than the match's, board B is taken from it at
 * once, and said. */
void ab_arbiter_window_set_eboard (AbArbiterWindow *self, AbMatchEboard *eboard);

G_END_DECLS
