/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-file-chooser.h — the native file chooser as the windows open it: modal, the kind of
 * file in hand offered before all files, in the folder of the file last used. */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* An Open chooser, or with save a Save one, over parent; not shown yet. filter_name and
 * pattern: the files offered first, patterns separated by ";" (NULL: all files only); near: opens in its folder (NULL:
 * where the chooser likes); suggested: the name proposed (NULL: none). */
GtkNativeDialog *ab_file_chooser_new (GtkWindow *parent, const char *title, gboolean save,
                                      const char *filter_name, const char *pattern, GFile *near,
                                      const char *suggested);
/* A file's error: a dialog over parent with heading, message and Close, whose
 * "response" calls response_cb with object (for as long as object lives). Returns the
 * same words as they are spoken ("heading. message"), to be freed. */
char *ab_file_error_dialog (GtkWindow *parent, const char *heading, const char *message,
                            GCallback response_cb, gpointer object);

G_END_DECLS
