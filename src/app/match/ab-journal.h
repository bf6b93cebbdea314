/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-journal.h — a match's journal on disk: one event per line, appended and
 * fsync'ed before the event is announced, so a crash or a power cut loses
 * nothing that the players heard.
 *
 * Format (UTF-8 text, fields separated by one tab):
 *   annabella-journal	1
 *   start	<wall µs>	<blind player: w|b>	<FEN>
 *   move	<wall µs>	<UCI>			a move made on the board (4.7, D.2.3)
 *   press	<wall µs>	<w|b>			a clock press (6.2.1)
 *   setup	<µs>	<edition>	<time control>	the rules (2001…2023) and the control
 *                                              ("-": none); the clock starts here (6.6)
 *   names	<µs>	<White>	<Black>
 *   action	<µs>	<w|b>	<name>	<argument>	a player's or the arbiter's act:
 *        offer, accept, decline, resign, flag (w|b: whose flag), flags (the clock's
 *        flags read, 6.9), claim-threefold, claim-fifty (argument: the intended UCI
 *        move or "-"), pause, resume (6.11), retract (D.2.8: the last move, not yet
 *        pressed, is taken back; the next move is its correction), arbiter-take-back
 *        (D.2.9; argument <plies>:<White ms>:<Black ms>: the first plies moves stand, each
 *        completed, and both clocks are set, the one to run stopped if it was; w|b: the
 *        side to move then), arbiter-decides (argument 1-0, 0-1 or 1/2-1/2: the result
 *        of a game that ended with it undecided, 6.9; w|b: the player it ended against),
 *        deadpos-budget (argument: the dead-position analysis's budget in ms from here on)
 *        assistant, touch, seal, unseal: assistant mode, adjournment (ab-match-assistant.h)
 *   note	<µs>	<w|b>	<name>	<argument>	what the game does not rule on but the
 *        record keeps: hint (argument "<ply> <UCI>": the move suggested to w|b before
 *        ply), practice (w|b: the engine's colour; ab-practice-note.h), tags (an opened
 *        PGN's Event, Site, Date and Round, URI-escaped, space-separated; ab-match-pgn.c)
 *   beat	<µs>	<wall µs>	the heartbeat of a running clock: the game's time and the
 *        wall clock, written each second; the one that ends the journal is replaced by
 *        the next, so that a journal holds at most one beat between two events. A
 *        resumption goes on from the last one, and the program was down since its wall
 *        clock time: the clocks lose no time to the crash, nor count more than it took.
 * The times are the game's: the wall clock at the start, then a monotonic count from
 * it, so that time not charged while the program was down is left out; none is past
 * the year 9999 (a time that is does not read).
 * Replaying the events through the game record gives back every ruling.
 * An unterminated last line is a write the crash cut short: it is ignored, and cut off
 * when the journal is opened to go on (ab_journal_open). */
#pragma once

#include <gio/gio.h>

#include "ab-types.h"

G_BEGIN_DECLS

#define AB_JOURNAL_VERSION 1
/* The latest time a journal has: the end of the year 9999, in µs since the epoch. */
#define AB_JOURNAL_MAX_USEC G_GINT64_CONSTANT (253402300799999999)

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
  AB_JOURNAL_EVENT_SETUP,
  AB_JOURNAL_EVENT_NAMES,
  AB_JOURNAL_EVENT_ACTION,
  AB_JOURNAL_EVENT_NOTE,
} AbJournalEventType;

typedef struct
{
  AbJournalEventType type;
  gint64 wall_usec;
  AbColor color; /* START: the blind player's; PRESS: the presser's; ACTION: the actor's;
                  * NOTE: whose it is */
  char *text;    /* START: the FEN; MOVE: the UCI move; SETUP: the edition; NAMES: White;
                  * ACTION, NOTE: its name */
  char *arg;     /* SETUP: the time control; NAMES: Black; ACTION, NOTE: the argument
                  * ("-") */
} AbJournalEvent;

/* The journal's last heartbeat. */
typedef struct
{
  gint64 game_usec; /* the game's time then; -1: the journal has no beat */
  gint64 wall_usec; /* the wall clock then (g_get_real_time) */
  gboolean last;    /* it is the journal's last line: nothing was written after it */
} AbJournalBeat;

typedef struct _AbJournal AbJournal;

/* Creates (or truncates) path, with its directory, and writes the header. */
AbJournal *ab_journal_create (const char *path, GError **error);
/* Opens an existing journal for appending; a torn last line is cut off first. */
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

gboolean ab_journal_append_setup (AbJournal *self, gint64 usec, int edition, const char *control,
                                  GError **error);
gboolean ab_journal_append_names (AbJournal *self, gint64 usec, const char *white,
                                  const char *black, GError **error);
/* arg: NULL for none. */
gboolean ab_journal_append_action (AbJournal *self, gint64 usec, AbColor actor, const char *name,
                                   const char *arg, GError **error);

/* A note: journaled like an action, replayed without touching the game. */
gboolean ab_journal_append_note (AbJournal *self, gint64 usec, AbColor color, const char *name,
                                 const char *arg, GError **error);

AbJournalEvent *ab_journal_event_new (AbJournalEventType type, gint64 usec, AbColor color,
                                      const char *text, const char *arg);
void ab_journal_event_free (gpointer event);
/* Appends any event but a start. */
gboolean ab_journal_append_event (AbJournal *self, const AbJournalEvent *event, GError **error);

/* The heartbeat of a running clock: replaces the beat that ends the journal, if one
 * does. Synced like an event; on failure the journal ends with an event, or a beat. */
gboolean ab_journal_append_beat (AbJournal *self, gint64 usec, gint64 wall_usec,
                                 GError **error);

/* The events of the journal at path, in order (AbJournalEvent *, freed with
 * the array); NULL with error when it cannot be read or is not a journal. */
GPtrArray *ab_journal_read (const char *path, GError **error);
/* The same; beat (if not NULL) gets the last heartbeat, which is not an event. */
GPtrArray *ab_journal_read_beat (const char *path, AbJournalBeat *beat, GError **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AbJournal, ab_journal_free)

G_END_DECLS
