/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-new-match-dialog.h — a new match: names, the visually impaired player's colour,
 * time control (a preset or custom text), rules edition, standard or Chess960. */
#pragma once

#include <adwaita.h>

#include "ab-match.h"

G_BEGIN_DECLS

#define AB_TYPE_NEW_MATCH_DIALOG (ab_new_match_dialog_get_type ())
G_DECLARE_FINAL_TYPE (AbNewMatchDialog, ab_new_match_dialog, AB, NEW_MATCH_DIALOG, AdwWindow)

/* Opens with the choices of the last new match, kept in settings. "start" (a const
 * AbMatchSetup *) is emitted when the player starts it; a setup that is not valid is
 * refused in the dialog, which says why and stays open. */
AbNewMatchDialog *ab_new_match_dialog_new (GtkWindow *parent, GSettings *settings);
/* Says what is wrong (for the announcer) and shows it; NULL clears it. */
void ab_new_match_dialog_set_error (AbNewMatchDialog *self, const char *message);

G_END_DECLS
