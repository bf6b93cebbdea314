/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-focus-words.h — what Annabella's own voice says of the control that takes the focus in
 * a dialog (Preferences, a new match, a file chooser): its label, what kind it is, its
 * value and how to change it, as a screen reader would; in the announcement language. */
#pragma once

#include <gtk/gtk.h>

#include "ab-notation.h"

G_BEGIN_DECLS

/* The words for the focused widget, or NULL when it says nothing of its own (a container
 * that only passes the focus on). Free with g_free. */
char *ab_focus_words (AbLanguage lang, GtkWidget *focus);
/* The value alone, after it changed while the control had the focus (NULL: none). */
char *ab_focus_value_words (AbLanguage lang, GtkWidget *control);
/* The control that ab_focus_words speaks of for focus (the row of a switch, say), whose
 * value changes are worth saying, or NULL. */
GtkWidget *ab_focus_control (GtkWidget *focus);

G_END_DECLS
