/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-loudspeaker.c — the monitor of every sink, watched for sound, following the server. */
#include "ab-loudspeaker.h"

#include <string.h>

#include <pulse/pulseaudio.h>

/* A peak above this (about −50 dBFS) is sound; a sink that plays nothing gives zeros. */
#define LEVEL 0.003f
/* Peaks a second: one for each 10 ms frame the microphone reads. */
#define PEAK_RATE 100

/* One sink's monitor, read as peaks. */
typedef struct
{
  AbLoudspeaker *owner;
  uint32_t sink;
  pa_stream *stream;
  gboolean starting; /* counted in the owner's starting until ready or failed */
} Watch;

struct _AbLoudspeaker
{
  pa_threaded_mainloop *loop;
  pa_context *context;
  char *source; /* the microphone's; NULL for the default */
  guint tail_ms;
  /* Up to lock: the main loop's, touched on its thread or under its lock. */
  char *microphone;     /* the source the microphone reads now */
  GHashTable *watches;  /* sink index → Watch */
  guint starting;       /* watches of the first list not yet ready or failed */
  gboolean listed;      /* the first list of sinks has come */
  gboolean decided, watching; /* waited for by new */

  GMutex lock;
  gint64 playing_until; /* monotonic µs */
};

static void
peak_cb (pa_stream *stream, size_t bytes, void *data)
{
  Watch *watch = data;
  AbLoudspeaker *self = watch->owner;
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

/* new returns once every sink there was at the start is watched (or could not be). */
static void
started (Watch *watch)
{
  AbLoudspeaker *self = watch->owner;

  if (!watch->starting)
    return;
  watch->starting = FALSE;
  self->starting--;
  if (!self->decided && self->listed && self->starting == 0)
    decide (self, TRUE);
}

static void
watch_free (gpointer data)
{
  Watch *watch = data;

  started (watch);
  pa_stream_set_state_callback (watch->stream, NULL, NULL);
  pa_stream_set_read_callback (watch->stream, NULL, NULL);
  if (PA_STREAM_IS_GOOD (pa_stream_get_state (watch->stream)))
    pa_stream_disconnect (watch->stream);
  pa_stream_unref (watch->stream);
  g_free (watch);
}

static void
stream_state_cb (pa_stream *stream, void *data)
{
  Watch *watch = data;
  pa_stream_state_t state = pa_stream_get_state (stream);

  if (state == PA_STREAM_READY)
    started (watch);
  else if (!PA_STREAM_IS_GOOD (state))
    /* Its sink went away, or the server did. libpulse holds the stream until we return. */
    g_hash_table_remove (watch->owner->watches, GUINT_TO_POINTER (watch->sink));
}

static void
watch_sink (AbLoudspeaker *self, const pa_sink_info *sink)
{
  static const pa_sample_spec spec = {
    .format = PA_SAMPLE_FLOAT32NE, .rate = PEAK_RATE, .channels = 1
  };
  pa_buffer_attr attr = { .maxlength = (uint32_t) -1, .fragsize = sizeof (float) };
  pa_stream *stream;
  Watch *watch;

  stream = pa_stream_new (self->context, "Annabella: is the loudspeaker playing?", &spec, NULL);
  if (stream == NULL)
    return;
  watch = g_new0 (Watch, 1);
  watch->owner = self;
  watch->sink = sink->index;
  watch->stream = stream;
  watch->starting = !self->decided;
  self->starting += watch->starting;
  g_hash_table_insert (self->watches, GUINT_TO_POINTER (sink->index), watch);
  pa_stream_set_state_callback (stream, stream_state_cb, watch);
  pa_stream_set_read_callback (stream, peak_cb, watch);
  /* Peaks, not samples: the server measures. The watch keeps no idle sink awake (a
   * suspended sink plays nothing), and is not moved when its sink goes away: where it
   * would be moved to may be the microphone. */
  if (pa_stream_connect_record (stream, sink->monitor_source_name, &attr,
                                PA_STREAM_PEAK_DETECT | PA_STREAM_ADJUST_LATENCY
                                  | PA_STREAM_DONT_INHIBIT_AUTO_SUSPEND | PA_STREAM_DONT_MOVE)
      < 0)
    g_hash_table_remove (self->watches, GUINT_TO_POINTER (sink->index));
}

/* Every sink is watched but the one whose monitor the microphone is: then it hears
 * that sink on purpose (a recording played to it, a test). */
static void
sink_cb (pa_context *context, const pa_sink_info *sink, int eol, void *data)
{
  AbLoudspeaker *self = data;
  gboolean heard, watched;

  if (eol != 0 || sink == NULL)
    return;
  heard = g_strcmp0 (sink->monitor_source_name, self->microphone) == 0;
  watched = g_hash_table_contains (self->watches, GUINT_TO_POINTER (sink->index));
  if (heard && watched)
    g_hash_table_remove (self->watches, GUINT_TO_POINTER (sink->index));
  else if (!heard && !watched)
    watch_sink (self, sink);
}

static void
list_cb (pa_context *context, const pa_sink_info *sink, int eol, void *data)
{
  AbLoudspeaker *self = data;

  sink_cb (context, sink, eol, data);
  if (eol != 0 && !self->listed)
    {
      self->listed = TRUE;
      if (!self->decided && self->starting == 0)
        decide (self, TRUE);
    }
}

/* The microphone's source known (the default source may have changed), the sinks are
 * gone through again. */
static void
server_info_cb (pa_context *context, const pa_server_info *info, void *data)
{
  AbLoudspeaker *self = data;
  pa_operation *op;

  if (info == NULL)
    {
      if (!self->decided)
        decide (self, FALSE);
      return;
    }
  g_free (self->microphone);
  self->microphone = g_strdup (self->source != NULL ? self->source : info->default_source_name);
  op = pa_context_get_sink_info_list (context, list_cb, self);
  if (op != NULL)
    pa_operation_unref (op);
  else if (!self->decided)
    decide (self, FALSE);
}

static void
event_cb (pa_context *context, pa_subscription_event_type_t event, uint32_t index, void *data)
{
  AbLoudspeaker *self = data;
  pa_subscription_event_type_t facility = event & PA_SUBSCRIPTION_EVENT_FACILITY_MASK;
  pa_subscription_event_type_t type = event & PA_SUBSCRIPTION_EVENT_TYPE_MASK;
  pa_operation *op = NULL;

  if (facility == PA_SUBSCRIPTION_EVENT_SINK && type == PA_SUBSCRIPTION_EVENT_NEW)
    op = pa_context_get_sink_info_by_index (context, index, sink_cb, self);
  else if (facility == PA_SUBSCRIPTION_EVENT_SINK && type == PA_SUBSCRIPTION_EVENT_REMOVE)
    g_hash_table_remove (self->watches, GUINT_TO_POINTER (index));
  else if (facility == PA_SUBSCRIPTION_EVENT_SERVER && self->source == NULL)
    /* The default source may be another now: the microphone reads that one. */
    op = pa_context_get_server_info (context, server_info_cb, self);
  if (op != NULL)
    pa_operation_unref (op);
}

static void
context_state_cb (pa_context *context, void *data)
{
  AbLoudspeaker *self = data;
  pa_context_state_t state = pa_context_get_state (context);

  if (state == PA_CONTEXT_READY)
    {
      pa_operation *op;

      /* Events first: a sink added while the first list is made is not missed. */
      pa_context_set_subscribe_callback (context, event_cb, self);
      op = pa_context_subscribe (context, PA_SUBSCRIPTION_MASK_SINK | PA_SUBSCRIPTION_MASK_SERVER,
                                 NULL, NULL);
      if (op != NULL)
        pa_operation_unref (op);
      op = pa_context_get_server_info (context, server_info_cb, self);
      if (op != NULL)
        pa_operation_unref (op);
      else
        decide (self, FALSE);
    }
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
  self->watches = g_hash_table_new_full (NULL, NULL, NULL, watch_free);
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
  /* The loop stopped, its callbacks run no more: the watches go first, then the server. */
  g_hash_table_destroy (self->watches);
  if (self->context != NULL)
    {
      pa_context_set_subscribe_callback (self->context, NULL, NULL);
      pa_context_disconnect (self->context);
      pa_context_unref (self->context);
    }
  if (self->loop != NULL)
    pa_threaded_mainloop_free (self->loop);
  g_mutex_clear (&self->lock);
  g_free (self->microphone);
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
