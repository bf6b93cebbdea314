/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-mirror-board.h — the large board of the mirror window, seen from the
 * sighted player's side: last move marked, moves entered by clicking the
 * from- and the to-square (a chooser for the promotion piece). */
#pragma once

#include <gtk/gtk.h>

#include "ab-match.h"

G_BEGIN_DECLS

#define AB_TYPE_MIRROR_BOARD (ab_mirror_board_get_type ())
G_DECLARE_FINAL_TYPE (AbMirrorBoard, ab_mirror_board, AB, MIRROR_BOARD, GtkWidget)

GtkWidget *ab_mirror_board_new (void);
void ab_mirror_board_set_match (AbMirrorBoard *self, AbMatch *match);
/* The square clicked first, or AB_NO_SQUARE. */
AbSquare ab_mirror_board_get_selected (AbMirrorBoard *self);

G_END_DECLS
