/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-practice-dialog.h — a new practice game against the engine: the player's colour,
 * the engine's level, the time control (a clock preset or none), standard or Chess960. */
#pragma once

#include <adwaita.h>

#include "ab-practice-setup.h"

G_BEGIN_DECLS

#define AB_TYPE_PRACTICE_DIALOG (ab_practice_dialog_get_type ())
G_DECLARE_FINAL_TYPE (AbPracticeDialog, ab_practice_dialog, AB, PRACTICE_DIALOG, AdwWindow)

/* Opens on setup's choices. "start" (a const AbPracticeSetup *) is emitted when the
 * player starts the game; the dialog then closes. */
AbPracticeDialog *ab_practice_dialog_new (GtkWindow *parent, const AbPracticeSetup *setup);

G_END_DECLS
