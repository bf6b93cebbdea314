/* ab-memory.h — the heap's free memory given back once the windows stand; one GL context. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* From now on: some seconds after the start, and after each window that closes. */
void ab_memory_follow_windows (void);
/* @window draws with GTK's default renderer, the windows realized after it with cairo. */
void ab_memory_gl_only_for (GtkWindow *window);

G_END_DECLS
