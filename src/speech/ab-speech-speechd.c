/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-speech-speechd.c — one message at a time, so that Annabella's own queue
 * rules decide what is said; speech-dispatcher's END and CANCEL events say
 * when a message is over. */
#include "ab-speech-speechd.h"

#include <gio/gio.h>
#include <libspeechd.h>

#include "ab-speech-voice.h"

/* How often a wait for END checks for a cut, and gives up on a server that
 * stopped answering. */
#define POLL_USEC (5 * G_TIME_SPAN_MILLISECOND)
#define MESSAGE_TIMEOUT_USEC (60 * G_TIME_SPAN_SECOND)

struct _AbSpeechd
{
  SPDConnection *conn;
  GMutex lock;
  GCond cond;
  size_t last_over; /* the last message that ended or was cancelled */
};

/* libspeechd calls back from its own thread and has no user data: the one
 * open connection is found through this. */
static AbSpeechd *current;
static GMutex current_lock;

static void
event_cb (size_t msg_id, size_t client_id, SPDNotificationType state)
{
  g_mutex_lock (&current_lock);
  if (current)
    {
      /* The event may come before spd_say returned the id: remember it. */
      g_mutex_lock (&current->lock);
      current->last_over = msg_id;
      g_cond_broadcast (&current->cond);
      g_mutex_unlock (&current->lock);
    }
  g_mutex_unlock (&current_lock);
}

AbSpeechd *
ab_speechd_new (GError **error)
{
  char *msg = NULL;
  SPDConnection *conn =
    spd_open2 ("annabella", "speech", NULL, SPD_MODE_THREADED, NULL, TRUE, &msg);
  AbSpeechd *self;

  if (!conn)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_CONNECTED, "speech-dispatcher: %s",
                   msg ? msg : "cannot connect");
      free (msg);
      return NULL;
    }
  free (msg);
  self = g_new0 (AbSpeechd, 1);
  g_mutex_init (&self->lock);
  g_cond_init (&self->cond);
  self->conn = conn;
  conn->callback_end = event_cb;
  conn->callback_cancel = event_cb;
  spd_set_notification_on (conn, SPD_END);
  spd_set_notification_on (conn, SPD_CANCEL);
  g_mutex_lock (&current_lock);
  current = self;
  g_mutex_unlock (&current_lock);
  return self;
}

void
ab_speechd_free (AbSpeechd *self)
{
  if (!self)
    return;
  g_mutex_lock (&current_lock);
  if (current == self)
    current = NULL;
  g_mutex_unlock (&current_lock);
  spd_close (self->conn);
  g_mutex_clear (&self->lock);
  g_cond_clear (&self->cond);
  g_free (self);
}

/* speech-dispatcher's scales run from -100 to 100 around the voice's own. */
static int
to_spd_scale (int value, int lo, int mid, int hi)
{
  if (value <= mid)
    return (int) ((value - mid) * 100 / MAX (1, mid - lo));
  return (int) MIN (100, (value - mid) * 100 / MAX (1, hi - mid));
}

void
ab_speechd_configure (AbSpeechd *self, AbLanguage lang, guint rate, guint pitch, guint volume)
{
  spd_set_language (self->conn, ab_language_code (lang));
  spd_set_voice_rate (self->conn, to_spd_scale ((int) rate, 80, 175, 450));
  spd_set_voice_pitch (self->conn, to_spd_scale ((int) pitch, 0, 50, 100));
  spd_set_volume (self->conn, (int) MIN (volume, 100) * 2 - 100);
}

gboolean
ab_speechd_speak (AbSpeechd *self, const char *text, const gint *generation, gint gen,
                  GError **error)
{
  gint64 deadline = g_get_monotonic_time () + MESSAGE_TIMEOUT_USEC;
  gboolean over;
  int id;

  /* TEXT: speech-dispatcher cuts it for the next message, which is only
   * sent once Annabella's queue decided this one is over. */
  id = spd_say (self->conn, SPD_TEXT, text);
  if (id < 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_BROKEN_PIPE,
                           "speech-dispatcher: the message was refused");
      return FALSE;
    }
  g_mutex_lock (&self->lock);
  while (!(over = self->last_over == (size_t) id) && g_atomic_int_get (generation) == gen
         && g_get_monotonic_time () < deadline)
    g_cond_wait_until (&self->cond, &self->lock, g_get_monotonic_time () + POLL_USEC);
  g_mutex_unlock (&self->lock);
  if (!over && spd_cancel (self->conn) < 0)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_BROKEN_PIPE,
                           "speech-dispatcher: the connection broke");
      return FALSE;
    }
  return TRUE;
}
