/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-eboard-session.c — board snapshots into the tracker, its ticks on a timer. */
#include "ab-eboard-session.h"

struct _AbEboardSession
{
  AbEboardPort *port;
  AbEboardTracker *tracker;
  GSource *timer; /* ready at the time the tracker asked to be ticked */
  GMainContext *context;
  AbEboardSessionFuncs funcs;
  gpointer data;
  gboolean show_moves;
  AbBitboard lit;
  gint in_callback;
  gboolean free_later;
};

static gboolean
timer_dispatch (GSource *source, GSourceFunc callback, gpointer user_data)
{
  g_source_set_ready_time (source, -1);
  return callback (user_data);
}

static GSourceFuncs timer_funcs = { NULL, NULL, timer_dispatch, NULL, NULL, NULL };

/* Leaves a callback; true when the session was freed in it. */
static gboolean
leave (AbEboardSession *self)
{
  if (--self->in_callback > 0 || !self->free_later)
    return FALSE;
  self->free_later = FALSE;
  ab_eboard_session_free (self);
  return TRUE;
}

static void
light (AbEboardSession *self)
{
  AbBitboard squares = 0;

  if (self->port == NULL || ab_eboard_port_get_protocol (self->port) != AB_EBOARD_PROTOCOL_MILLENNIUM)
    return;
  if (self->show_moves)
    ab_eboard_tracker_get_move_to_show (self->tracker, &squares);
  if (squares != self->lit)
    ab_eboard_port_light (self->port, squares, ab_eboard_tracker_get_turned (self->tracker));
  self->lit = squares;
}

/* Hands a verdict on, sets the timer it asks for; true when the session was freed. */
static gboolean
deliver (AbEboardSession *self, const AbEboardVerdict *v, gint64 time)
{
  g_source_set_ready_time (self->timer, v->wake_us > 0 ? v->wake_us : -1);
  light (self);
  if (v->kind == AB_EBOARD_NOTHING || v->kind == AB_EBOARD_WAIT || self->funcs.verdict == NULL)
    return FALSE;
  self->in_callback++;
  self->funcs.verdict (self, v, time, self->data);
  return leave (self);
}

static gboolean
tick_cb (gpointer user_data)
{
  AbEboardSession *self = user_data;
  gint64 now = g_get_monotonic_time ();
  AbEboardVerdict v;

  ab_eboard_tracker_tick (self->tracker, now, &v);
  deliver (self, &v, now);
  return G_SOURCE_CONTINUE;
}

static void
identified_cb (AbEboardPort *port, AbEboardProtocol protocol, int major, int minor, gpointer data)
{
  AbEboardSession *self = data;

  if (self->funcs.identified == NULL)
    return;
  self->in_callback++;
  self->funcs.identified (self, protocol, major, minor, self->data);
  leave (self);
}

static void
board_cb (AbEboardPort *port, const AbEboardSnapshot *board, gint64 time_us, gpointer data)
{
  AbEboardSession *self = data;
  AbEboardSnapshot seen;
  AbEboardVerdict v;

  ab_eboard_tracker_board (self->tracker, board, time_us, &v);
  if (self->funcs.board != NULL && ab_eboard_tracker_get_board (self->tracker, &seen))
    {
      self->in_callback++;
      self->funcs.board (self, &seen, time_us, self->data);
      if (leave (self))
        return;
    }
  deliver (self, &v, time_us);
}

static void
clock_cb (AbEboardPort *port, const AbEboardClock *clock, gint64 time_us, gpointer data)
{
  AbEboardSession *self = data;

  if (self->funcs.clock == NULL)
    return;
  self->in_callback++;
  self->funcs.clock (self, clock, time_us, self->data);
  leave (self);
}

static void
damaged_cb (AbEboardPort *port, AbEboardDamage damage, gpointer data)
{
  AbEboardSession *self = data;

  if (self->funcs.damaged == NULL)
    return;
  self->in_callback++;
  self->funcs.damaged (self, damage, self->data);
  leave (self);
}

static void
fault_cb (AbEboardPort *port, const GError *error, gpointer data)
{
  AbEboardSession *self = data;

  /* the port closed itself; it is freed here, once its own callback is over */
  self->port = NULL;
  ab_eboard_port_free (port);
  g_source_set_ready_time (self->timer, -1);
  if (self->funcs.fault == NULL)
    return;
  self->in_callback++;
  self->funcs.fault (self, error, self->data);
  leave (self);
}

AbEboardSession *
ab_eboard_session_open (const char *device, AbEboardProtocol protocol,
                        const AbEboardSessionFuncs *funcs, gpointer data, GError **error)
{
  static const AbEboardPortFuncs port_funcs = { identified_cb, board_cb, clock_cb, fault_cb,
                                                damaged_cb };
  AbEboardSession *self = g_new0 (AbEboardSession, 1);

  self->tracker = ab_eboard_tracker_new ();
  self->context = g_main_context_ref_thread_default ();
  self->timer = g_source_new (&timer_funcs, sizeof (GSource));
  g_source_set_callback (self->timer, tick_cb, self, NULL);
  g_source_set_ready_time (self->timer, -1);
  g_source_attach (self->timer, self->context);
  if (funcs != NULL)
    self->funcs = *funcs;
  self->data = data;
  self->show_moves = TRUE;
  self->port = ab_eboard_port_open (device, protocol, &port_funcs, self, error);
  if (self->port == NULL || self->tracker == NULL)
    {
      ab_eboard_session_free (self);
      return NULL;
    }
  return self;
}

void
ab_eboard_session_free (AbEboardSession *self)
{
  if (self == NULL)
    return;
  if (self->in_callback > 0)
    {
      self->free_later = TRUE;
      return;
    }
  ab_eboard_port_free (self->port);
  ab_eboard_tracker_free (self->tracker);
  g_source_destroy (self->timer);
  g_source_unref (self->timer);
  g_main_context_unref (self->context);
  g_free (self);
}

AbEboardTracker *
ab_eboard_session_get_tracker (AbEboardSession *self)
{
  return self->tracker;
}

AbEboardPort *
ab_eboard_session_get_port (AbEboardSession *self)
{
  return self->port;
}

gboolean
ab_eboard_session_set_game (AbEboardSession *self, const AbPosition *start, const AbMove *moves,
                            int n_moves)
{
  gint64 now = g_get_monotonic_time ();
  AbEboardVerdict v;

  if (!ab_eboard_tracker_set_game (self->tracker, start, moves, n_moves, now, &v))
    return FALSE;
  deliver (self, &v, now);
  return TRUE;
}

gboolean
ab_eboard_session_play (AbEboardSession *self, AbMove move)
{
  gint64 now = g_get_monotonic_time ();
  AbEboardVerdict v;

  if (!ab_eboard_tracker_play (self->tracker, move, now, &v))
    return FALSE;
  deliver (self, &v, now);
  return TRUE;
}

gboolean
ab_eboard_session_take_back (AbEboardSession *self, int plies)
{
  gint64 now = g_get_monotonic_time ();
  AbEboardVerdict v;

  if (!ab_eboard_tracker_take_back (self->tracker, plies, now, &v))
    return FALSE;
  deliver (self, &v, now);
  return TRUE;
}

void
ab_eboard_session_set_show_moves (AbEboardSession *self, gboolean show)
{
  self->show_moves = show;
  light (self);
}
