/* ab-setup-rows.h — rows the new-match and the practice dialogs both show. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

/* A combo row titled title offering the NULL-terminated items. */
AdwComboRow *ab_setup_combo_row_new (const char *title, const char *const *items);
/* "Chess960 position number" with its 0–959 spin button in *spin, which a screen
 * reader hears labelled by the row. */
GtkWidget *ab_setup_chess960_row_new (GtkSpinButton **spin);

G_END_DECLS
