/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-loudspeaker.c — the default sink's monitor, watched for sound. */
#include "ab-loudspeaker.h"

#include <string.h>

#include <pulse/pulseaudio.h>

/* A peak above this (about −50 dBFS) is sound; a sink that plays nothing gives zeros. */
#define LEVEL 0.003f
/* Peaks a second: one for each 10 ms frame the microphone reads. */
#define PEAK_RATE 100

struct _AbLoudspeaker
{
  pa_threaded_mainloop *loop;
  pa_context *context;
  pa_stream *stream;
  char *source; /* the microphone's; NULL for the default */
  guint tail_ms;
  /* Set under the main loop's lock by the callbacks, waited for by new. */
  gboolean decided, watching;

  GMutex lock;
  gint64 playing_until; /* monotonic µs */
};

static void
peak_cb (pa_stream *stream, size_t bytes, void *data)
{
  AbLoudspeaker *self = data;
  const void *peaks;
  size_t n;

  while (pa_stream_readable_size (stream) > 0)
    {
      if (pa_stream_peek (stream, &peaks, &n) < 0)
        return;
      if (peaks == NULL && n == 0)
        return;
      for (size_t i = 0; peaks != NULL && i + sizeof (float) <= n; i += sizeof (float))
        {
          float peak;

          memcpy (&peak, (const char *) peaks + i, sizeof peak);
          if (peak > LEVEL)
            {
              g_mutex_lock (&self->lock);
              self->playing_until = g_get_monotonic_time () + (gint64) self->tail_ms * 1000;
              g_mutex_unlock (&self->lock);
              break;
            }
        }
      pa_stream_drop (stream);
    }
}

static void
decide (AbLoudspeaker *self, gboolean watching)
{
  self->decided = TRUE;
  self->watching = watching;
  pa_threaded_mainloop_signal (self->loop, 0);
}

static void
stream_state_cb (pa_stream *stream, void *data)
{
  AbLoudspeaker *self = data;
  pa_stream_state_t state = pa_stream_get_state (stream);

  if (!self->decided && (state == PA_STREAM_READY || !PA_STREAM_IS_GOOD (state)))
    decide (self, state == PA_STREAM_READY);
}

static void
server_info_cb (pa_context *context, const pa_server_info *info, void *data)
{
  static const pa_sample_spec spec = {
    .format = PA_SAMPLE_FLOAT32NE, .rate = PEAK_RATE, .channels = 1
  };
  AbLoudspeaker *self = data;
  g_autofree char *monitor = NULL;
  const char *source;
  pa_buffer_attr attr = { .maxlength = (uint32_t) -1, .fragsize = sizeof (float) };

  if (info == NULL || info->default_sink_name == NULL)
    {
      decide (self, FALSE);
      return;
    }
  monitor = g_strconcat (info->default_sink_name, ".monitor", NULL);
  source = self->source != NULL ? self->source : info->default_source_name;
  if (g_strcmp0 (source, monitor) == 0)
    {
      decide (self, FALSE);
      return;
    }
  self->stream = pa_stream_new (context, "Annabella: is the loudspeaker playing?", &spec, NULL);
  if (self->stream == NULL)
    {
      decide (self, FALSE);
      return;
    }
  pa_stream_set_state_callback (self->stream, stream_state_cb, self);
  pa_stream_set_read_callback (self->stream, peak_cb, self);
  /* Peaks, not samples: the server measures. And the watch keeps no idle sink awake:
   * a suspended sink plays nothing. */
  if (pa_stream_connect_record (self->stream, monitor, &attr,
                                PA_STREAM_PEAK_DETECT | PA_STREAM_ADJUST_LATENCY
                                  | PA_STREAM_DONT_INHIBIT_AUTO_SUSPEND)
      < 0)
    decide (self, FALSE);
}

static void
context_state_cb (pa_context *context, void *data)
{
  AbLoudspeaker *self = data;
  pa_context_state_t state = pa_context_get_state (context);

  if (state == PA_CONTEXT_READY)
    pa_operation_unref (pa_context_get_server_info (context, server_info_cb, self));
  else if (!PA_CONTEXT_IS_GOOD (state) && !self->decided)
    decide (self, FALSE);
}

AbLoudspeaker *
ab_loudspeaker_new (const char *source, guint tail_ms)
{
  AbLoudspeaker *self = g_new0 (AbLoudspeaker, 1);

  g_mutex_init (&self->lock);
  self->source = source && *source ? g_strdup (source) : NULL;
  self->tail_ms = tail_ms;
  self->loop = pa_threaded_mainloop_new ();
  if (self->loop == NULL)
    {
      ab_loudspeaker_free (self);
      return NULL;
    }
  self->context = pa_context_new (pa_threaded_mainloop_get_api (self->loop), "Annabella");
  if (self->context == NULL)
    {
      ab_loudspeaker_free (self);
      return NULL;
    }
  pa_context_set_state_callback (self->context, context_state_cb, self);
  pa_threaded_mainloop_lock (self->loop);
  if (pa_context_connect (self->context, NULL, PA_CONTEXT_NOAUTOSPAWN, NULL) < 0
      || pa_threaded_mainloop_start (self->loop) < 0)
    self->decided = TRUE;
  while (!self->decided)
    pa_threaded_mainloop_wait (self->loop);
  pa_threaded_mainloop_unlock (self->loop);
  if (!self->watching)
    {
      ab_loudspeaker_free (self);
      return NULL;
    }
  return self;
}

void
ab_loudspeaker_free (AbLoudspeaker *self)
{
  if (self == NULL)
    return;
  if (self->loop != NULL)
    pa_threaded_mainloop_stop (self->loop);
  if (self->stream != NULL)
    {
      pa_stream_disconnect (self->stream);
      pa_stream_unref (self->stream);
    }
  if (self->context != NULL)
    {
      pa_context_disconnect (self->context);
      pa_context_unref (self->context);
    }
  if (self->loop != NULL)
    pa_threaded_mainloop_free (self->loop);
  g_mutex_clear (&self->lock);
  g_free (self->source);
  g_free (self);
}

gboolean
ab_loudspeaker_playing (AbLoudspeaker *self)
{
  gboolean playing;

  g_mutex_lock (&self->lock);
  playing = g_get_monotonic_time () < self->playing_until;
  g_mutex_unlock (&self->lock);
  return playing;
}
