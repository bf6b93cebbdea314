/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-eboard-session.h — the sighted player's board, read by itself: a port, the tracker and
 * its timer, on the main context.
 *
 * What the app uses. The session opens the board (ab-eboard-port.h), feeds every board it
 * reads to the tracker (ab-eboard-tracker.h) with the time its bytes came in, ticks the
 * tracker at the times it asks for, and hands each verdict to the verdict callback. The
 * match tells the session its game: set_game at the start or on resuming, play for every
 * move the match plays (the MOVE the session told, or a move typed or spoken, which the
 * board is then to show), take_back when the arbiter confirmed a TAKEBACK. These answer
 * through the verdict callback too (a move the board already shows is in step at once; a
 * takeback the board already shows is ARRIVED).
 *
 * While the match is ahead of the board, a Millennium board's LEDs light the move the
 * sighted player is to carry out (ab_eboard_session_set_show_moves); the mirror can show
 * the same squares (ab_eboard_tracker_get_move_to_show). The clock callback has a DGT
 * clock's times, for the talking clock (D.2.6).
 */
#pragma once

#include <glib.h>

#include "ab-eboard-port.h"
#include "ab-eboard-tracker.h"

G_BEGIN_DECLS

typedef struct _AbEboardSession AbEboardSession;

typedef struct
{
  void (*identified) (AbEboardSession *session, AbEboardProtocol protocol, int version_major,
                      int version_minor, gpointer data);
  /* Every verdict but NOTHING and WAIT, and when it was reached (monotonic µs). */
  void (*verdict) (AbEboardSession *session, const AbEboardVerdict *verdict, gint64 time_us,
                   gpointer data);
  /* Every board read, as the tracker reads it (turned when the board stands turned). */
  void (*board) (AbEboardSession *session, const AbEboardSnapshot *board, gint64 time_us,
                 gpointer data);
  void (*clock) (AbEboardSession *session, const AbEboardClock *clock, gint64 time_us,
                 gpointer data);
  /* Once: the board did not answer or went away. The session stays, without a board:
   * free it, or open another. */
  void (*fault) (AbEboardSession *session, const GError *error, gpointer data);
  /* A message from the board was lost; the whole board was asked for again. */
  void (*damaged) (AbEboardSession *session, AbEboardDamage damage, gpointer data);
} AbEboardSessionFuncs;

/* Opens the board on device (protocol NONE: DGT, then Millennium) for the game from the
 * standard start; NULL with the error when the device cannot be opened. */
AbEboardSession *ab_eboard_session_open (const char *device, AbEboardProtocol protocol,
                                         const AbEboardSessionFuncs *funcs, gpointer data,
                                         GError **error);
void ab_eboard_session_free (AbEboardSession *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AbEboardSession, ab_eboard_session_free)

/* The tracker, for its settings and what it knows (not for set_game, play, take_back,
 * board or tick: those go through the session, whose timer they set). */
AbEboardTracker *ab_eboard_session_get_tracker (AbEboardSession *self);
/* NULL after a fault. */
AbEboardPort *ab_eboard_session_get_port (AbEboardSession *self);

gboolean ab_eboard_session_set_game (AbEboardSession *self, const AbPosition *start,
                                     const AbMove *moves, int n_moves);
gboolean ab_eboard_session_play (AbEboardSession *self, AbMove move);
gboolean ab_eboard_session_take_back (AbEboardSession *self, int plies);

/* Light the move to carry out on a Millennium board while the match is ahead (on by
 * default). */
void ab_eboard_session_set_show_moves (AbEboardSession *self, gboolean show);

G_END_DECLS
