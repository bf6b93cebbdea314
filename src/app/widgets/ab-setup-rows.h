/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-setup-rows.h — the window, header and rows the new-match and the practice
 * dialogs both show. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* Makes window the form's modal window of title and height, with a header bar:
 * Cancel closes it, the suggested Start button (*start_button) calls start with
 * window when clicked. Returns the content box, the header bar in it. */
GtkWidget *ab_setup_window_init (AdwWindow *window, const char *title, int height,
                                 GCallback start, GtkWidget **start_button);
/* Ends the form: page fills the rest of box, which becomes window's content, and
 * start_button is the default widget. */
void ab_setup_window_finish (AdwWindow *window, GtkWidget *box, GtkWidget *page,
                             GtkWidget *start_button);

/* A combo row titled title offering the NULL-terminated items. */
AdwComboRow *ab_setup_combo_row_new (const char *title, const char *const *items);
/* "Chess960 position number" with its 0–959 spin button in *spin, which a screen
 * reader hears labelled by the row. */
GtkWidget *ab_setup_chess960_row_new (GtkSpinButton **spin);
/* "Time control": the presets in AbTimeControlPreset order, then "No clock" (item
 * AB_TIME_CONTROL_N_PRESETS), then extra unless it is NULL. */
AdwComboRow *ab_setup_control_row_new (const char *extra);
/* "Start position": standard, Chess960 at random, Chess960 by number. */
AdwComboRow *ab_setup_start_row_new (void);

G_END_DECLS
