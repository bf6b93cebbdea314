/* ab-journal.h — a match's journal on disk: one event per line, appended and
 * fsync'ed before the event is announced, so a crash or a power cut loses
 * nothing that the players heard.
 *
 * Format (UTF-8 text, fields separated by one tab):
 *   annabella-journal	1
 *   start	<wall µs>	<blind player: w|b>	<FEN>
 *   move	<wall µs>	<UCI>			a move made on the board (4.7, D.2.3)
 *   press	<wall µs>	<w|b>			a clock press (6.2.1)
 * Replaying the events through the game record gives back every ruling.
 * An unterminated last line is a write the crash cut short: it is ignored. */
#pragma once

#include <gio/gio.h>

#include "ab-types.h"

G_BEGIN_DECLS

#define AB_JOURNAL_VERSION 1

#define AB_JOURNAL_ERROR (ab_journal_error_quark ())
GQuark ab_journal_error_quark (void);

typedef enum
{
  AB_JOURNAL_ERROR_VERSION, /* no header, or a version this build cannot read */
  AB_JOURNAL_ERROR_SYNTAX,  /* a line that is not an event; the message names it */
  AB_JOURNAL_ERROR_NO_START,
} AbJournalError;

typedef enum
{
  AB_JOURNAL_EVENT_START,
  AB_JOURNAL_EVENT_MOVE,
  AB_JOURNAL_EVENT_PRESS,
} AbJournalEventType;

typedef struct
{
  AbJournalEventType type;
  gint64 wall_usec;
  AbColor color; /* START: the blind player's; PRESS: the presser's */
  char *text;    /* START: the FEN; MOVE: the UCI move */
} AbJournalEvent;

typedef struct _AbJournal AbJournal;

/* Creates (or truncates) path, with its directory, and writes the header. */
AbJournal *ab_journal_create (const char *path, GError **error);
/* Opens an existing journal for appending. */
AbJournal *ab_journal_open (const char *path, GError **error);
void ab_journal_free (AbJournal *self);
const char *ab_journal_get_path (AbJournal *self);
/* Moves the journal file to path (replacing what is there) and syncs the folder. */
gboolean ab_journal_rename (AbJournal *self, const char *path, GError **error);

/* Each returns only when the line is on disk (write + fsync). On failure the
 * journal is unchanged: a partial line is cut off again. */
gboolean ab_journal_append_start (AbJournal *self, gint64 wall_usec, AbColor blind_color,
                                  const char *fen, GError **error);
gboolean ab_journal_append_move (AbJournal *self, gint64 wall_usec, const char *uci,
                                 GError **error);
gboolean ab_journal_append_press (AbJournal *self, gint64 wall_usec, AbColor player,
                                  GError **error);

/* The events of the journal at path, in order (AbJournalEvent *, freed with
 * the array); NULL with error when it cannot be read or is not a journal. */
GPtrArray *ab_journal_read (const char *path, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AbJournal, ab_journal_free)

G_END_DECLS
