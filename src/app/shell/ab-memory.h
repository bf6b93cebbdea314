/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-memory.h — the heap's free memory given back once the windows stand; the mirror drawn without GL. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* From now on: some seconds after the start, and after each window that closes. */
void ab_memory_follow_windows (void);
/* Realizes @window with GTK's cairo renderer, unless the user chose one. */
void ab_memory_draw_with_cairo (GtkWindow *window);

G_END_DECLS
