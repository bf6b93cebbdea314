/* ab-memory.h — the heap's free memory given back once the windows stand. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* From now on: some seconds after the start, and after each window that closes. */
void ab_memory_follow_windows (void);

G_END_DECLS
