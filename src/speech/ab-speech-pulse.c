/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-speech-pulse.c — the PulseAudio playback stream of the speech thread.
 *
 * The simple API is enough: one thread writes, a write blocks until the
 * server has room, and a broken connection comes back as an error. The
 * target buffer is small (tens of ms) so that a cut is heard at once; the
 * server's default of about 2 s would make key echo useless. */
#include "ab-speech-sink.h"

#include <gio/gio.h>
#include <pulse/error.h>
#include <pulse/simple.h>

typedef struct
{
  AbSpeechSink parent;
  char *app_name;
  gint64 target_usec;
  pa_simple *stream;
  guint rate;
} AbPulseSink;

static gboolean
pulse_open (AbSpeechSink *sink, guint rate, GError **error)
{
  AbPulseSink *self = (AbPulseSink *) sink;
  pa_sample_spec spec = { .format = PA_SAMPLE_S16LE, .rate = rate, .channels = 1 };
  guint32 slice = (guint32) (pa_usec_to_bytes (10000, &spec));
  pa_buffer_attr attr = {
    .maxlength = (guint32) -1,
    .tlength = (guint32) pa_usec_to_bytes ((pa_usec_t) self->target_usec, &spec),
    /* Start playing as soon as one slice is there, not when tlength is. */
    .prebuf = slice,
    .minreq = slice,
    .fragsize = (guint32) -1,
  };
  int err = 0;

  if (self->stream)
    return TRUE;
  self->stream = pa_simple_new (NULL, self->app_name, PA_STREAM_PLAYBACK, NULL, "speech", &spec,
                                NULL, &attr, &err);
  if (!self->stream)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_CONNECTED, "PulseAudio: %s",
                   pa_strerror (err));
      return FALSE;
    }
  self->rate = rate;
  return TRUE;
}

static gboolean
pulse_is_open (AbSpeechSink *sink)
{
  return ((AbPulseSink *) sink)->stream != NULL;
}

static void
pulse_close (AbSpeechSink *sink)
{
  AbPulseSink *self = (AbPulseSink *) sink;

  g_clear_pointer (&self->stream, pa_simple_free);
}

static gboolean
pulse_write (AbSpeechSink *sink, const gint16 *samples, gsize n, GError **error)
{
  AbPulseSink *self = (AbPulseSink *) sink;
  int err = 0;

  if (!self->stream)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_CONNECTED,
                           "PulseAudio: not connected");
      return FALSE;
    }
  if (pa_simple_write (self->stream, samples, n * sizeof *samples, &err) < 0)
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_BROKEN_PIPE, "PulseAudio: %s", pa_strerror (err));
      pulse_close (sink);
      return FALSE;
    }
  return TRUE;
}

static void
pulse_flush (AbSpeechSink *sink)
{
  AbPulseSink *self = (AbPulseSink *) sink;

  if (self->stream && pa_simple_flush (self->stream, NULL) < 0)
    pulse_close (sink);
}

static gint64
pulse_latency (AbSpeechSink *sink)
{
  AbPulseSink *self = (AbPulseSink *) sink;
  int err = 0;
  pa_usec_t usec;

  if (!self->stream)
    return -1;
  usec = pa_simple_get_latency (self->stream, &err);
  if (usec == (pa_usec_t) -1)
    return -1;
  return (gint64) usec;
}

static void
pulse_free (AbSpeechSink *sink)
{
  AbPulseSink *self = (AbPulseSink *) sink;

  pulse_close (sink);
  g_free (self->app_name);
  g_free (self);
}

static const AbSpeechSinkClass pulse_class = {
  .open = pulse_open,
  .is_open = pulse_is_open,
  .write = pulse_write,
  .flush = pulse_flush,
  .latency = pulse_latency,
  .begin = NULL,
  .close = pulse_close,
  .free = pulse_free,
};

AbSpeechSink *
ab_speech_pulse_sink_new (const char *app_name, gint64 target_usec)
{
  AbPulseSink *self = g_new0 (AbPulseSink, 1);

  self->parent.klass = &pulse_class;
  self->app_name = g_strdup (app_name);
  self->target_usec = target_usec;
  return &self->parent;
}
