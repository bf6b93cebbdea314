/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-pgn-index.h — a PGN file read in a worker thread: every game checked, and a list
 * of them to choose from (players, event, date, result, length), each found again by
 * its place in the file. The first broken game stops the reading: a file that cannot
 * be trusted opens nothing. */
#pragma once

#include <gio/gio.h>

#include "ab-pgn.h"

G_BEGIN_DECLS

#define AB_PGN_INDEX_ERROR (ab_pgn_index_error_quark ())
GQuark ab_pgn_index_error_quark (void);

typedef enum
{
  AB_PGN_INDEX_ERROR_DAMAGED, /* a game does not read; the message names game, line, reason */
  AB_PGN_INDEX_ERROR_EMPTY,   /* no game in the file */
} AbPgnIndexError;

typedef struct
{
  char *white;
  char *black;
  char *event;
  char *date;
  const char *result; /* "1-0" … "*" (static) */
  guint n_moves;      /* full moves of the main line, a half-move counting as one */
  gsize offset;       /* where the game's text starts in the file */
  gsize line;         /* the line it starts on */
} AbPgnIndexEntry;

typedef struct _AbPgnIndex AbPgnIndex;

/* Called in the main context as the reading goes on: fraction 0…1. */
typedef void (*AbPgnIndexProgress) (double fraction, gpointer user_data);

/* Reads file in a thread; progress (may be NULL) runs in the caller's main context. */
void ab_pgn_index_read_async (GFile *file, GCancellable *cancellable, AbPgnIndexProgress progress,
                              gpointer progress_data, GAsyncReadyCallback callback,
                              gpointer user_data);
AbPgnIndex *ab_pgn_index_read_finish (GAsyncResult *result, GError **error);
/* The same, in the calling thread (the tests, the tool). */
AbPgnIndex *ab_pgn_index_read (GFile *file, GCancellable *cancellable, GError **error);

void ab_pgn_index_free (AbPgnIndex *self);
guint ab_pgn_index_get_n_games (AbPgnIndex *self);
const AbPgnIndexEntry *ab_pgn_index_get_entry (AbPgnIndex *self, guint index);
/* Reads game index (0-based) again into game. */
gboolean ab_pgn_index_load_game (AbPgnIndex *self, guint index, AbPgnGame *game, GError **error);
/* "White – Black, Event, Date, Result, N moves": a row as a screen reader reads it. */
char *ab_pgn_index_describe (const AbPgnIndexEntry *entry);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AbPgnIndex, ab_pgn_index_free)

G_END_DECLS
