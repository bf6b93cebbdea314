/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-braille-display.h — Annabella's own braille display: a BrlAPI client of BRLTTY.
 *
 * A thread of its own owns the connection (so that the window never waits on the
 * daemon): it connects, enters tty mode with BRLTTY's commands, takes only the keys it
 * needs (panning, line up and down, routing keys, the braille keyboard; every other key
 * stays with BRLTTY), and writes what the AbBrailleView holds. Panning and lines are
 * done there at once; what the window must act on comes back as events, on the main
 * context of the thread that made the display.
 *
 * For the window (the integration, GTK side):
 *   - ab_braille_display_new when the player turns braille on (or at start when it is
 *     on); wait for AB_BRAILLE_EVENT_READY or AB_BRAILLE_EVENT_FAILED, whose error
 *     (AB_BRAILLE_ERROR) the window says once, spoken and shown, in the words of
 *     ab_braille_words_fault (src/app/announcer); speech carries on.
 *   - ab_braille_display_set_active (TRUE) when the player's window gets the focus,
 *     FALSE when it loses it: active, Annabella's output covers a screen reader's on the
 *     display (a higher BrlAPI client priority); inactive, it is cleared (a void write)
 *     and BRLTTY, Orca or the focused program show through. BrlAPI cannot say whose
 *     output is on top: when Orca drives the display the window chooses (a setting, and
 *     Orca's presence) to leave it inactive and give its text to the accessible widgets.
 *   - ab_braille_display_show for every announcement (AB_BRAILLE_NEWS: the last move
 *     with its number, a ruling) and for what the player asks (AB_BRAILLE_ANSWER: the
 *     clocks, the scoresheet a move a line, the board from ab_braille_board_lines).
 *     News is never written over what he is reading (ab-braille-view.h): the news cell
 *     (the last) fills, and panning on past the end shows it.
 *   - Events: AB_BRAILLE_EVENT_ROUTE (line and offset of the character under a routing
 *     key: the window maps it to a move of the scoresheet or a square of the board and
 *     says it), the braille keyboard's AB_BRAILLE_EVENT_CHARACTER / _ERASE / _ENTER /
 *     _ESCAPE (the window puts them into its move line and shows it back with
 *     ab_braille_display_show_input; Enter plays it through the same match command as
 *     a typed move), AB_BRAILLE_EVENT_NEWS_SHOWN, AB_BRAILLE_EVENT_EDGE (nothing further:
 *     an earcon), and AB_BRAILLE_EVENT_FAILED when the connection breaks later.
 *
 * Tests connect to a BRLTTY of their own with its virtual display driver (vr) through
 * AbBrailleConnection; the app leaves it NULL: BrlAPI's defaults ($BRLAPI_HOST,
 * $BRLAPI_AUTH, the local BRLTTY). */
#pragma once

#include <glib.h>

#include "ab-braille-view.h"

G_BEGIN_DECLS

#define AB_BRAILLE_ERROR (ab_braille_error_quark ())
GQuark ab_braille_error_quark (void);

typedef enum
{
  AB_BRAILLE_ERROR_NO_DAEMON,   /* BRLTTY does not run, or runs without its API */
  AB_BRAILLE_ERROR_NOT_ALLOWED, /* BRLTTY refused: the user may not read its key (the
                                 * brlapi group) */
  AB_BRAILLE_ERROR_NO_DISPLAY,  /* BRLTTY runs, but no braille display is connected */
  AB_BRAILLE_ERROR_TTY_BUSY,    /* the terminal could not be taken: another client holds it */
  AB_BRAILLE_ERROR_LOST,        /* the connection broke */
  AB_BRAILLE_ERROR_NO_MODULE,   /* the app's braille module is not installed */
} AbBrailleError;

typedef enum
{
  AB_BRAILLE_EVENT_READY,      /* connected: cells says the display's width */
  AB_BRAILLE_EVENT_FAILED,     /* error says why; the display does nothing more: free it */
  AB_BRAILLE_EVENT_ROUTE,      /* a routing key over line, offset (character) */
  AB_BRAILLE_EVENT_MOVED,      /* the reader panned or changed line: now at line, offset */
  AB_BRAILLE_EVENT_EDGE,       /* panned or moved at the start or end: nothing further */
  AB_BRAILLE_EVENT_NEWS_SHOWN, /* he went past the end, and the waiting news shows */
  AB_BRAILLE_EVENT_CHARACTER,  /* character typed on the braille keyboard */
  AB_BRAILLE_EVENT_ERASE,      /* Backspace on the braille keyboard */
  AB_BRAILLE_EVENT_ENTER,
  AB_BRAILLE_EVENT_ESCAPE,
} AbBrailleEventType;

typedef struct
{
  AbBrailleEventType type;
  guint cells;
  guint line;
  guint offset;
  gunichar character;
  const GError *error;
} AbBrailleEvent;

typedef struct _AbBrailleDisplay AbBrailleDisplay;

typedef void (*AbBrailleEventFunc) (AbBrailleDisplay *display, const AbBrailleEvent *event,
                                    gpointer data);

/* Where BRLTTY is: host as BrlAPI takes it ("127.0.0.1:9", ":1"; NULL its default) and
 * auth ("none", "keyfile:/etc/brlapi.key"; NULL its default). */
typedef struct
{
  const char *host;
  const char *auth;
} AbBrailleConnection;

/* Starts connecting: the outcome is the first event. NULL only in the app, with
 * AB_BRAILLE_ERROR_NO_MODULE, when its braille module cannot be loaded. */
AbBrailleDisplay *ab_braille_display_new (const AbBrailleConnection *connection,
                                          AbBrailleEventFunc func, gpointer data,
                                          GError **error);
/* Leaves tty mode, closes the connection and joins the thread; no event follows. */
void ab_braille_display_free (AbBrailleDisplay *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AbBrailleDisplay, ab_braille_display_free)

/* What to show (ab_braille_view_show); before READY it is kept and shown then. */
void ab_braille_display_show (AbBrailleDisplay *self, const char *const *lines, guint n,
                              guint line, AbBrailleShow how);
/* The move line as typed so far, the cursor before character cursor. */
void ab_braille_display_show_input (AbBrailleDisplay *self, const char *text, guint cursor);
/* Active: the window has the focus (see above). A new display is active. */
void ab_braille_display_set_active (AbBrailleDisplay *self, gboolean active);

G_END_DECLS
