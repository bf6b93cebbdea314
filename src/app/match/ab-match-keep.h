/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-match-keep.h — a match's journal that a crash, a power cut or a hand edit damaged
 * so that it no longer reads or replays: moved aside for the arbiter, never overwritten by
 * the next match; the players are told (ab_match_words_damaged). (An earlier match's sound journal is kept by
 * ab_match_archive_journal, ab-match-private.h.) */
#pragma once

#include "ab-match.h"

G_BEGIN_DECLS

/* Whether the journal at path is there with a match in it that does not read or replay
 * (error: why). Absent, empty or header-only journals (a crash while one was created)
 * are not: they hold nothing. */
gboolean ab_match_journal_is_damaged (const char *path, GError **error);

/* If the match's journal is damaged, moves it aside as damaged-<date>.journal beside it
 * and returns TRUE; kept_name gets that file's name (free it), or NULL when the journal
 * could not be moved (then it stays, and the next match keeps it aside as any earlier
 * journal). FALSE when there is nothing to keep aside. */
gboolean ab_match_set_aside_damaged (AbMatch *self, char **kept_name);

/* Where the last start (a new match, an opened game or journal) kept the earlier match's
 * journal, match-<date>.journal beside the match's; NULL when it kept none. */
const char *ab_match_get_kept_journal (AbMatch *self);

G_END_DECLS
