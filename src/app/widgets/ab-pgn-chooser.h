/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-pgn-chooser.h — the dialog that picks one game of a PGN file with many: a list a
 * screen reader reads row by row ("White – Black, Event, Date, Result, N moves"),
 * narrowed by typing a player's name; Enter opens, Escape cancels. */
#pragma once

#include <adwaita.h>

#include "ab-announcer.h"
#include "ab-pgn-index.h"

G_BEGIN_DECLS

#define AB_TYPE_PGN_CHOOSER (ab_pgn_chooser_get_type ())
G_DECLARE_FINAL_TYPE (AbPgnChooser, ab_pgn_chooser, AB, PGN_CHOOSER, AdwWindow)

/* Emits "chosen" (guint: the game's index) or "cancelled", then closes. The chooser
 * borrows index and announcer: both must outlive it. */
AbPgnChooser *ab_pgn_chooser_new (GtkWindow *parent, AbPgnIndex *index, AbAnnouncer *announcer);

G_END_DECLS
