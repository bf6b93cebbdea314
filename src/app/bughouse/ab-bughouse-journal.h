/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-bughouse-journal.h — the doorgeefschaak match's journal: the whole match
 * as BPGN, written durably (fsync'ed, atomically replaced) after every event
 * and before it is announced, so that a crash loses nothing that was said.
 * It lives next to the main match's journal, in the user state directory. */
#pragma once

#include <glib.h>

#include "ab-bughouse-bpgn.h"

G_BEGIN_DECLS

/* $XDG_STATE_HOME/annabella/bughouse.bpgn; free with g_free. */
char *ab_bughouse_journal_path (void);
/* The match as BPGN, durably; FALSE and error when it could not be written. */
gboolean ab_bughouse_journal_write (const char *path, const AbBughouseMatch *match,
                                    const AbBpgnTags *tags, GError **error);
/* Reads the journal into match and tags; FALSE (match unchanged) when there is
 * none or it cannot be read (error says why, NULL when there is no file). */
gboolean ab_bughouse_journal_read (const char *path, AbBughouseMatch *match, AbBpgnTags *tags,
                                   GError **error);
/* The match as BPGN text; free with g_free. */
char *ab_bughouse_journal_bpgn (const AbBughouseMatch *match, const AbBpgnTags *tags);

G_END_DECLS
