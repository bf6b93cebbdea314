/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-braille-display.c — the BrlAPI connection on a thread of its own. */
#include "ab-braille-display.h"

#include <errno.h>
#include <glib-unix.h>

#define BRLAPI_NO_SINGLE_SESSION
#include <brlapi.h>

#include "ab-braille-key.h"

G_DEFINE_QUARK (ab-braille-error-quark, ab_braille_error)

/* Above a screen reader's default (50): while the window has the focus, its output covers
 * Orca's on the display. */
#define PRIORITY_ACTIVE 70

/* What the events in flight share with the display: after ab_braille_display_free, func
 * is NULL and they deliver nothing. Touched only on the owner's context. */
typedef struct
{
  gint refs;
  GMainContext *owner;
  AbBrailleDisplay *display;
  AbBrailleEventFunc func;
  gpointer data;
} Link;

struct _AbBrailleDisplay
{
  Link *link;
  GThread *thread;
  GMainContext *context;
  GMainLoop *loop;

  /* The thread's alone. */
  char *host;
  char *auth;
  brlapi_handle_t *handle;
  GSource *keys;
  gboolean connected;
  gboolean active;
  AbBrailleView *view;
  gunichar typed[256]; /* dots → character, from BRLTTY's computer braille table */
};

typedef struct
{
  Link *link;
  AbBrailleEvent event;
  GError *error;
} Posted;

static Link *
link_ref (Link *link)
{
  g_atomic_int_inc (&link->refs);
  return link;
}

static void
link_unref (Link *link)
{
  if (g_atomic_int_dec_and_test (&link->refs))
    {
      g_main_context_unref (link->owner);
      g_free (link);
    }
}

static void
posted_free (gpointer data)
{
  Posted *posted = data;

  link_unref (posted->link);
  g_clear_error (&posted->error);
  g_free (posted);
}

static gboolean
deliver (gpointer data)
{
  Posted *posted = data;

  posted->event.error = posted->error;
  if (posted->link->func)
    posted->link->func (posted->link->display, &posted->event, posted->link->data);
  return G_SOURCE_REMOVE;
}

/* Sends an event to the owner's context; takes error. */
static void
post (AbBrailleDisplay *self, AbBrailleEventType type, guint line, guint offset,
      gunichar character, GError *error)
{
  Posted *posted = g_new0 (Posted, 1);

  posted->link = link_ref (self->link);
  posted->event.type = type;
  posted->event.cells = ab_braille_view_get_cells (self->view);
  posted->event.line = line;
  posted->event.offset = offset;
  posted->event.character = character;
  posted->error = error;
  g_main_context_invoke_full (self->link->owner, G_PRIORITY_DEFAULT, deliver, posted,
                              posted_free);
}

static void
post_position (AbBrailleDisplay *self, AbBrailleEventType type)
{
  post (self, type, ab_braille_view_get_line (self->view), ab_braille_view_get_offset (self->view),
        0, NULL);
}

/* ---- the connection (on the thread) ---- */

static GError *
brlapi_fault (AbBrailleError code, const char *what)
{
  return g_error_new (AB_BRAILLE_ERROR, code, "%s: %s", what, brlapi_strerror (&brlapi_error));
}

/* The protocol's faults would abort the program by default: they end the connection. */
static void
exception (brlapi_handle_t *handle, int error, brlapi_packetType_t type, const void *packet,
           size_t size)
{
  g_warning ("braille display: BrlAPI fault %d on a packet of type %u", error, (unsigned) type);
}

static void
disconnect (AbBrailleDisplay *self)
{
  if (self->keys)
    {
      g_source_destroy (self->keys);
      g_clear_pointer (&self->keys, g_source_unref);
    }
  if (self->connected)
    {
      brlapi__leaveTtyMode (self->handle);
      brlapi__closeConnection (self->handle);
      self->connected = FALSE;
    }
}

static void
lose (AbBrailleDisplay *self, GError *error)
{
  disconnect (self);
  post (self, AB_BRAILLE_EVENT_FAILED, 0, 0, 0, error);
}

static void
write_view (AbBrailleDisplay *self)
{
  brlapi_writeArguments_t args = BRLAPI_WRITEARGUMENTS_INITIALIZER;
  g_autofree char *cells = NULL;
  int cursor;

  if (!self->connected || !self->active)
    return;
  cells = ab_braille_view_render (self->view, &cursor);
  args.regionBegin = 1;
  args.regionSize = (int) ab_braille_view_get_cells (self->view);
  args.text = cells;
  args.textSize = -1;
  args.charset = (char *) "UTF-8";
  args.cursor = cursor >= 0 ? cursor + 1 : BRLAPI_CURSOR_OFF;
  if (brlapi__write (self->handle, &args) < 0)
    lose (self, brlapi_fault (AB_BRAILLE_ERROR_LOST, "writing to the braille display"));
}

/* Active: above a screen reader and written; inactive: cleared, so that what lies under
 * it (BRLTTY, Orca) shows through. */
static void
apply_active (AbBrailleDisplay *self)
{
  brlapi_param_clientPriority_t priority = self->active ? PRIORITY_ACTIVE
                                                        : BRLAPI_PARAM_CLIENT_PRIORITY_DEFAULT;
  brlapi_writeArguments_t transparent = BRLAPI_WRITEARGUMENTS_INITIALIZER;

  if (!self->connected)
    return;
  if (brlapi__setParameter (self->handle, BRLAPI_PARAM_CLIENT_PRIORITY, 0, BRLAPI_PARAMF_LOCAL,
                            &priority, sizeof priority) < 0)
    g_debug ("braille display: the client priority stays: %s", brlapi_strerror (&brlapi_error));
  if (self->active)
    write_view (self);
  else if (brlapi__write (self->handle, &transparent) < 0)
    lose (self, brlapi_fault (AB_BRAILLE_ERROR_LOST, "clearing the braille display"));
}

/* Dots typed, when BRLTTY passes them, as its own computer braille table reads them. */
static void
read_typed_table (AbBrailleDisplay *self)
{
  brlapi_param_computerBrailleRowCells_t row;

  if (brlapi__getParameter (self->handle, BRLAPI_PARAM_COMPUTER_BRAILLE_ROW_CELLS, 0,
                            BRLAPI_PARAMF_GLOBAL, &row, sizeof row)
      < (ssize_t) sizeof row)
    return;
  for (guint c = 0xFF; c >= 0x20; c--)
    if (row.defined[c / 8] & (1u << (c % 8)) && c != 0x7F)
      self->typed[row.cells[c]] = c; /* downwards: ASCII wins over Latin-1 */
}

static void
handle_key (AbBrailleDisplay *self, brlapi_keyCode_t code)
{
  AbBrailleKey key = ab_braille_key_decode (code);
  AbBrailleMove move = AB_BRAILLE_MOVED;
  guint line = 0, offset = 0;

  switch (key.kind)
    {
    case AB_BRAILLE_KEY_NONE:
      return;
    case AB_BRAILLE_KEY_PAN_LEFT:
    case AB_BRAILLE_KEY_PAN_RIGHT:
      move = ab_braille_view_pan (self->view, key.kind == AB_BRAILLE_KEY_PAN_LEFT ? -1 : 1);
      break;
    case AB_BRAILLE_KEY_LINE_UP:
    case AB_BRAILLE_KEY_LINE_DOWN:
      move = ab_braille_view_line (self->view, key.kind == AB_BRAILLE_KEY_LINE_UP ? -1 : 1);
      break;
    case AB_BRAILLE_KEY_ROUTE:
      switch (ab_braille_view_route (self->view, key.cell, &line, &offset))
        {
        case AB_BRAILLE_ROUTE_TEXT:
          post (self, AB_BRAILLE_EVENT_ROUTE, line, offset, 0, NULL);
          return;
        case AB_BRAILLE_ROUTE_BLANK:
          move = AB_BRAILLE_EDGE;
          break;
        case AB_BRAILLE_ROUTE_NEWS_SHOWN:
          move = AB_BRAILLE_NEWS_SHOWN;
          break;
        }
      break;
    case AB_BRAILLE_KEY_CHARACTER:
      post (self, AB_BRAILLE_EVENT_CHARACTER, 0, 0, key.character, NULL);
      return;
    case AB_BRAILLE_KEY_DOTS:
      if (self->typed[key.dots])
        post (self, AB_BRAILLE_EVENT_CHARACTER, 0, 0, self->typed[key.dots], NULL);
      return;
    case AB_BRAILLE_KEY_ERASE:
      post (self, AB_BRAILLE_EVENT_ERASE, 0, 0, 0, NULL);
      return;
    case AB_BRAILLE_KEY_ENTER:
      post (self, AB_BRAILLE_EVENT_ENTER, 0, 0, 0, NULL);
      return;
    case AB_BRAILLE_KEY_ESCAPE:
      post (self, AB_BRAILLE_EVENT_ESCAPE, 0, 0, 0, NULL);
      return;
    }
  if (move == AB_BRAILLE_EDGE)
    {
      post_position (self, AB_BRAILLE_EVENT_EDGE);
      return;
    }
  write_view (self);
  post_position (self, move == AB_BRAILLE_NEWS_SHOWN ? AB_BRAILLE_EVENT_NEWS_SHOWN
                                                     : AB_BRAILLE_EVENT_MOVED);
}

static gboolean
keys_ready (int fd, GIOCondition condition, gpointer data)
{
  AbBrailleDisplay *self = data;
  brlapi_keyCode_t code;
  int got;

  while ((got = brlapi__readKey (self->handle, 0, &code)) > 0)
    {
      handle_key (self, code);
      if (!self->connected)
        return G_SOURCE_REMOVE;
    }
  if (got < 0 || (condition & (G_IO_HUP | G_IO_ERR)))
    {
      lose (self, got < 0 ? brlapi_fault (AB_BRAILLE_ERROR_LOST, "reading the braille keys")
                          : g_error_new_literal (AB_BRAILLE_ERROR, AB_BRAILLE_ERROR_LOST,
                                                 "BRLTTY closed the connection"));
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

static AbBrailleError
open_fault (void)
{
  if (brlapi_error.brlerrno == BRLAPI_ERROR_AUTHENTICATION
      || (brlapi_error.brlerrno == BRLAPI_ERROR_LIBCERR
          && (brlapi_error.libcerrno == EACCES || brlapi_error.libcerrno == EPERM)))
    return AB_BRAILLE_ERROR_NOT_ALLOWED;
  return AB_BRAILLE_ERROR_NO_DAEMON;
}

static GError *
connect_display (AbBrailleDisplay *self)
{
  brlapi_connectionSettings_t settings = { self->auth, self->host };
  brlapi_param_deviceOnline_t online = 1;
  unsigned int x = 0, y = 0;

  if (brlapi__openConnection (self->handle, &settings, NULL) < 0)
    return brlapi_fault (open_fault (), "connecting to BRLTTY");
  self->connected = TRUE;
  brlapi__setExceptionHandler (self->handle, exception);
  brlapi__getParameter (self->handle, BRLAPI_PARAM_DEVICE_ONLINE, 0, BRLAPI_PARAMF_GLOBAL,
                        &online, sizeof online);
  if (brlapi__getDisplaySize (self->handle, &x, &y) < 0 || x * MAX (y, 1) < 2 || !online)
    return g_error_new_literal (AB_BRAILLE_ERROR, AB_BRAILLE_ERROR_NO_DISPLAY,
                                "BRLTTY has no braille display");
  /* The whole terminal, as a screen reader takes it: the window's focus decides through
   * ab_braille_display_set_active, with or without a focus teller such as xbrlapi. */
  if (brlapi__enterTtyModeWithPath (self->handle, NULL, 0, NULL) < 0)
    return brlapi_fault (AB_BRAILLE_ERROR_TTY_BUSY, "taking the terminal");
  if (brlapi__ignoreAllKeys (self->handle) < 0
      || brlapi__acceptKeys (self->handle, brlapi_rangeType_key, ab_braille_key_basic,
                             ab_braille_key_n_basic) < 0
      || brlapi__acceptKeys (self->handle, brlapi_rangeType_command, ab_braille_key_blocks,
                             ab_braille_key_n_blocks) < 0
      || brlapi__acceptKeys (self->handle, brlapi_rangeType_type,
                             (const brlapi_keyCode_t[]) { BRLAPI_KEY_TYPE_SYM }, 1) < 0)
    return brlapi_fault (AB_BRAILLE_ERROR_TTY_BUSY, "choosing the keys");
  read_typed_table (self);
  /* A display of several rows shows one line of Annabella's, as wide as all of them. */
  ab_braille_view_set_cells (self->view, x * MAX (y, 1));
  self->keys = g_unix_fd_source_new (brlapi__getFileDescriptor (self->handle),
                                     G_IO_IN | G_IO_HUP | G_IO_ERR);
  g_source_set_callback (self->keys, G_SOURCE_FUNC (keys_ready), self, NULL);
  g_source_attach (self->keys, self->context);
  return NULL;
}

static gpointer
run (gpointer data)
{
  AbBrailleDisplay *self = data;
  GError *error;

  g_main_context_push_thread_default (self->context);
  error = connect_display (self);
  if (error)
    lose (self, error);
  else
    {
      post (self, AB_BRAILLE_EVENT_READY, 0, 0, 0, NULL);
      apply_active (self);
    }
  g_main_loop_run (self->loop);
  disconnect (self);
  g_main_context_pop_thread_default (self->context);
  return NULL;
}

/* ---- requests from the owner (run on the thread) ---- */

typedef struct
{
  AbBrailleDisplay *self;
  char **lines;
  guint n;
  guint line;
  AbBrailleShow how;
  char *input;
  guint cursor;
  gboolean active;
} Request;

static void
request_free (gpointer data)
{
  Request *request = data;

  g_strfreev (request->lines);
  g_free (request->input);
  g_free (request);
}

static gboolean
do_show (gpointer data)
{
  Request *r = data;

  /* News kept while the reader reads changes the news cell only. */
  if (r->input)
    ab_braille_view_show_input (r->self->view, r->input, r->cursor);
  else
    ab_braille_view_show (r->self->view, (const char *const *) r->lines, r->n, r->line, r->how);
  write_view (r->self);
  return G_SOURCE_REMOVE;
}

static gboolean
do_set_active (gpointer data)
{
  Request *r = data;

  if (r->self->active != r->active)
    {
      r->self->active = r->active;
      apply_active (r->self);
    }
  return G_SOURCE_REMOVE;
}

static gboolean
do_quit (gpointer data)
{
  g_main_loop_quit (data);
  return G_SOURCE_REMOVE;
}

static void
send (AbBrailleDisplay *self, GSourceFunc func, Request *request)
{
  request->self = self;
  g_main_context_invoke_full (self->context, G_PRIORITY_DEFAULT, func, request, request_free);
}

/* ---- the owner's side ---- */

AbBrailleDisplay *
ab_braille_display_new (const AbBrailleConnection *connection, AbBrailleEventFunc func,
                        gpointer data, GError **error)
{
  AbBrailleDisplay *self = g_new0 (AbBrailleDisplay, 1);

  self->link = g_new0 (Link, 1);
  self->link->refs = 1;
  self->link->owner = g_main_context_ref_thread_default ();
  self->link->display = self;
  self->link->func = func;
  self->link->data = data;
  self->host = g_strdup (connection ? connection->host : NULL);
  self->auth = g_strdup (connection ? connection->auth : NULL);
  self->handle = g_malloc0 (brlapi_getHandleSize ());
  self->active = TRUE;
  self->view = ab_braille_view_new (40);
  self->context = g_main_context_new ();
  self->loop = g_main_loop_new (self->context, FALSE);
  self->thread = g_thread_new ("braille-display", run, self);
  return self;
}

void
ab_braille_display_free (AbBrailleDisplay *self)
{
  if (self == NULL)
    return;
  self->link->func = NULL;
  g_main_context_invoke (self->context, do_quit, self->loop);
  g_thread_join (self->thread);
  link_unref (self->link);
  g_main_loop_unref (self->loop);
  g_main_context_unref (self->context);
  ab_braille_view_free (self->view);
  g_free (self->handle);
  g_free (self->host);
  g_free (self->auth);
  g_free (self);
}

void
ab_braille_display_show (AbBrailleDisplay *self, const char *const *lines, guint n, guint line,
                         AbBrailleShow how)
{
  Request *request = g_new0 (Request, 1);

  request->lines = g_new0 (char *, n + 1);
  for (guint i = 0; i < n; i++)
    request->lines[i] = g_strdup (lines[i]);
  request->n = n;
  request->line = line;
  request->how = how;
  send (self, do_show, request);
}

void
ab_braille_display_show_input (AbBrailleDisplay *self, const char *text, guint cursor)
{
  Request *request = g_new0 (Request, 1);

  request->input = g_strdup (text ? text : "");
  request->cursor = cursor;
  send (self, do_show, request);
}

void
ab_braille_display_set_active (AbBrailleDisplay *self, gboolean active)
{
  Request *request = g_new0 (Request, 1);

  request->active = active;
  send (self, do_set_active, request);
}
