/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-memory.c — the heap given back after start; the mirror drawn without GL; no X shared memory.
 *
 * Drawing the first frames costs a lot of short-lived memory: with the GL renderer and a
 * software GL (Mesa's llvmpipe) the shaders of each window's context are compiled, and
 * the resumption offer's dialog has a context of its own until it closes. glibc keeps
 * what is freed in the middle of its heap; about 4 MB of whole free pages are left after
 * the start. Given back in one go when things have settled, it is no longer part of
 * the program's resident memory (tests/bench/memory.py measures it).
 *
 * GTK 4.8 gives each window a GL context of its own, with its buffers: about 9 MB each
 * with a software GL, even for a window that holds one label. The mirror changes a few
 * times a move and stays open all game: GTK's cairo renderer draws it as well. A dialog
 * keeps GL: its context goes when it closes.
 *
 * On X11, cairo sends the images it composes on the client to the X server through a
 * 16 MB shared-memory pool, and the pages a frame has touched stay resident for good
 * (about 2 MB for the mirror's frames). The mirror changes a few times a move, so cairo
 * is told the X server has no shared memory and sends those images over the connection
 * instead. Only cairo asks this question in our process: Mesa's GLX presents through
 * XCB's shared memory, and GTK does not use it. */
#include "config.h"

#include "ab-memory.h"

#ifdef HAVE_MALLOC_TRIM
#include <malloc.h>
#endif
#ifdef GDK_WINDOWING_X11
#include <X11/Xlib.h>
#include <X11/extensions/XShm.h>
#endif

/* Long enough for the windows' first frames and a closed window's context to go. */
#define SETTLE_SECONDS 2

static guint release_source;

static gboolean
release_cb (gpointer data)
{
  release_source = 0;
#ifdef HAVE_MALLOC_TRIM
  malloc_trim (0);
#endif
  return G_SOURCE_REMOVE;
}

static void
schedule_release (void)
{
  g_clear_handle_id (&release_source, g_source_remove);
  release_source = g_timeout_add_seconds (SETTLE_SECONDS, release_cb, NULL);
}

static void
toplevels_changed_cb (GListModel *toplevels, guint position, guint removed, guint added,
                      gpointer data)
{
  if (removed > 0)
    schedule_release ();
}

void
ab_memory_follow_windows (void)
{
  static gboolean following;

  if (following)
    return;
  following = TRUE;
  g_signal_connect (gtk_window_get_toplevels (), "items-changed",
                    G_CALLBACK (toplevels_changed_cb), NULL);
  schedule_release ();
}

void
ab_memory_draw_with_cairo (GtkWindow *window)
{
  GObject *display = G_OBJECT (gtk_widget_get_display (GTK_WIDGET (window)));

  /* GTK 4.8 takes a new window's renderer from its display's "gsk-renderer" first; a
   * GSK_RENDERER the user has set is still obeyed. */
  if (g_getenv ("GSK_RENDERER") != NULL || g_object_get_data (display, "gsk-renderer") != NULL)
    return;
  g_object_set_data (display, "gsk-renderer", (gpointer) "cairo");
  gtk_widget_realize (GTK_WIDGET (window));
  g_object_set_data (display, "gsk-renderer", NULL);
}

#ifdef GDK_WINDOWING_X11
/* These replace libXext's for the whole process: the executable exports them (see
 * src/app/shell/meson.build), and its symbols come first. */
Bool
XShmQueryExtension (Display *display)
{
  return False;
}

Bool
XShmQueryVersion (Display *display, int *major, int *minor, Bool *shared_pixmaps)
{
  return False;
}
#endif
