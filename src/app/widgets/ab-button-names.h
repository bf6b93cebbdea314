/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-button-names.h — buttons named once over AT-SPI, as a screen reader should say them. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* GTK 4.8 names a button with a mnemonic by its raw label ("_Compare") followed by its
 * child's text, and a dialog's response button twice ("Draw Draw"): names button by its
 * label alone, the mnemonic's mark left out. */
void ab_button_name (GtkWidget *button);
/* The same for every labelled button inside widget. */
void ab_button_name_all (GtkWidget *widget);

G_END_DECLS
