/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-eboard-port.h — an electronic board on a serial line, read on the main context.
 *
 * The port opens the device (a USB serial line such as /dev/ttyACM0, or its
 * /dev/serial/by-id/ name), sets the line for the protocol (DGT 9600 8N1, Millennium
 * 38400 7O1), asks the board who it is and, once it answered, to report every change. It
 * reads without blocking from a GLib fd source on the thread-default main context of the
 * caller and hands every board it reads, whole, with the monotonic time the bytes came in
 * (g_get_monotonic_time), to the board callback; a DGT clock's times to the clock
 * callback. A message lost on the line makes it ask for the whole board again, and is told
 * to the damaged callback.
 *
 * With no protocol given it tries DGT, then Millennium. Faults are GErrors in
 * AB_EBOARD_ERROR: opening fails with one, and a board that never answers or goes away
 * later is reported once through the fault callback, after which the port is closed (free
 * it). No sentence is made here: the announcer words the codes.
 */
#pragma once

#include <glib.h>

#include "ab-eboard-decoder.h"

G_BEGIN_DECLS

#define AB_EBOARD_ERROR (ab_eboard_error_quark ())
GQuark ab_eboard_error_quark (void);

typedef enum
{
  AB_EBOARD_ERROR_NO_DEVICE,     /* no such device */
  AB_EBOARD_ERROR_NO_PERMISSION, /* the user may not open it: ab_eboard_device_group names
                                  * the group to join (dialout on Debian) */
  AB_EBOARD_ERROR_BUSY,          /* another program holds it */
  AB_EBOARD_ERROR_NOT_SERIAL,    /* not a serial line */
  AB_EBOARD_ERROR_NOT_A_BOARD,   /* no board answered within AB_EBOARD_IDENTIFY_MS */
  AB_EBOARD_ERROR_UNPLUGGED,     /* the line went away */
  AB_EBOARD_ERROR_FAILED,        /* anything else the system refused */
} AbEboardError;

/* How long a board may take to answer before the next protocol is tried, or the device
 * is not a board. Real boards answer in tens of milliseconds. */
#define AB_EBOARD_IDENTIFY_MS 1500

typedef struct _AbEboardPort AbEboardPort;

typedef struct
{
  /* The board answered: its protocol and firmware version (0.0 when it gave none). */
  void (*identified) (AbEboardPort *port, AbEboardProtocol protocol, int version_major,
                      int version_minor, gpointer data);
  /* The whole board as it reads now, and when its bytes came in. */
  void (*board) (AbEboardPort *port, const AbEboardSnapshot *board, gint64 time_us,
                 gpointer data);
  /* The clock's display changed (DGT boards with a clock attached). */
  void (*clock) (AbEboardPort *port, const AbEboardClock *clock, gint64 time_us, gpointer data);
  /* Once: the board never answered or went away; the port is closed. */
  void (*fault) (AbEboardPort *port, const GError *error, gpointer data);
  /* A message from the board was lost (garbage, cut short, a wrong check): the whole
   * board has been asked for again, so nothing it showed is lost. */
  void (*damaged) (AbEboardPort *port, AbEboardDamage damage, gpointer data);
} AbEboardPortFuncs;

/* Opens device and starts asking for the board; protocol NONE tries both. NULL with the
 * error when the device cannot be opened as a serial line. */
AbEboardPort *ab_eboard_port_open (const char *device, AbEboardProtocol protocol,
                                   const AbEboardPortFuncs *funcs, gpointer data,
                                   GError **error);
/* Closes the line; no callback comes after it. */
void ab_eboard_port_free (AbEboardPort *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AbEboardPort, ab_eboard_port_free)

const char *ab_eboard_port_get_device (const AbEboardPort *self);
/* NONE until the board answered. */
AbEboardProtocol ab_eboard_port_get_protocol (const AbEboardPort *self);
/* Bytes skipped and messages read since the board answered. */
guint64 ab_eboard_port_get_skipped (const AbEboardPort *self);
guint64 ab_eboard_port_get_messages (const AbEboardPort *self);

/* Lights the corners of squares on a Millennium board (turned: it stands the other way
 * round), or puts them out with 0; nothing on a DGT board. */
void ab_eboard_port_light (AbEboardPort *self, AbBitboard squares, gboolean turned);
/* Asks for the whole board again. */
void ab_eboard_port_request_board (AbEboardPort *self);

G_END_DECLS
