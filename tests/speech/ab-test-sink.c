/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-test-sink.c — records per utterance; paced like a real stream. */
#include "ab-test-sink.h"

#include <gio/gio.h>

typedef struct
{
  AbSpeechSink parent;
  GMutex lock;
  double speedup;
  gboolean available;
  gboolean broken;
  gboolean open;
  guint rate;
  GPtrArray *items;
} AbTestSink;

static void
item_free (gpointer data)
{
  AbTestSinkItem *item = data;

  g_free (item->label);
  g_free (item);
}

static AbTestSinkItem *
last_item (AbTestSink *self)
{
  return self->items->len ? g_ptr_array_index (self->items, self->items->len - 1) : NULL;
}

static gboolean
test_open (AbSpeechSink *sink, guint rate, GError **error)
{
  AbTestSink *self = (AbTestSink *) sink;
  gboolean ok;

  g_mutex_lock (&self->lock);
  ok = self->available;
  if (ok)
    {
      self->open = TRUE;
      self->broken = FALSE;
      self->rate = rate;
    }
  g_mutex_unlock (&self->lock);
  if (!ok)
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_CONNECTED, "test sink: unavailable");
  return ok;
}

static gboolean
test_is_open (AbSpeechSink *sink)
{
  AbTestSink *self = (AbTestSink *) sink;
  gboolean open;

  g_mutex_lock (&self->lock);
  open = self->open;
  g_mutex_unlock (&self->lock);
  return open;
}

static gboolean
test_write (AbSpeechSink *sink, const gint16 *samples, gsize n, GError **error)
{
  AbTestSink *self = (AbTestSink *) sink;
  AbTestSinkItem *item;

  g_mutex_lock (&self->lock);
  if (self->broken || !self->open)
    {
      self->open = FALSE;
      g_mutex_unlock (&self->lock);
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_BROKEN_PIPE, "test sink: broken");
      return FALSE;
    }
  item = last_item (self);
  if (item)
    {
      item->samples += n;
      for (gsize i = 0; i < n; i++)
        item->peak = MAX (item->peak, ABS (samples[i]));
    }
  g_mutex_unlock (&self->lock);
  if (self->speedup > 0)
    g_usleep ((gulong) (n * G_USEC_PER_SEC / self->rate / self->speedup));
  return TRUE;
}

static void
test_flush (AbSpeechSink *sink)
{
  AbTestSink *self = (AbTestSink *) sink;
  AbTestSinkItem *item;

  g_mutex_lock (&self->lock);
  if ((item = last_item (self)))
    item->cut = TRUE;
  g_mutex_unlock (&self->lock);
}

static gint64
test_latency (AbSpeechSink *sink)
{
  return test_is_open (sink) ? 0 : -1;
}

static void
test_begin (AbSpeechSink *sink, const char *label)
{
  AbTestSink *self = (AbTestSink *) sink;
  AbTestSinkItem *item = g_new0 (AbTestSinkItem, 1);

  item->label = g_strdup (label);
  g_mutex_lock (&self->lock);
  g_ptr_array_add (self->items, item);
  g_mutex_unlock (&self->lock);
}

static void
test_close (AbSpeechSink *sink)
{
  AbTestSink *self = (AbTestSink *) sink;

  g_mutex_lock (&self->lock);
  self->open = FALSE;
  g_mutex_unlock (&self->lock);
}

static void
test_free (AbSpeechSink *sink)
{
  AbTestSink *self = (AbTestSink *) sink;

  g_ptr_array_unref (self->items);
  g_mutex_clear (&self->lock);
  g_free (self);
}

static const AbSpeechSinkClass test_class = {
  .open = test_open,
  .is_open = test_is_open,
  .write = test_write,
  .flush = test_flush,
  .latency = test_latency,
  .begin = test_begin,
  .close = test_close,
  .free = test_free,
};

AbSpeechSink *
ab_test_sink_new (double speedup)
{
  AbTestSink *self = g_new0 (AbTestSink, 1);

  self->parent.klass = &test_class;
  g_mutex_init (&self->lock);
  self->speedup = speedup;
  self->available = TRUE;
  self->rate = 22050;
  self->items = g_ptr_array_new_with_free_func (item_free);
  return &self->parent;
}

GPtrArray *
ab_test_sink_items (AbSpeechSink *sink)
{
  AbTestSink *self = (AbTestSink *) sink;
  GPtrArray *copy = g_ptr_array_new_with_free_func (item_free);

  g_mutex_lock (&self->lock);
  for (guint i = 0; i < self->items->len; i++)
    {
      AbTestSinkItem *item = g_memdup2 (g_ptr_array_index (self->items, i), sizeof *item);

      item->label = g_strdup (item->label);
      g_ptr_array_add (copy, item);
    }
  g_mutex_unlock (&self->lock);
  return copy;
}

void
ab_test_sink_items_free (GPtrArray *items)
{
  g_ptr_array_unref (items);
}

guint
ab_test_sink_rate (AbSpeechSink *sink)
{
  return ((AbTestSink *) sink)->rate;
}

void
ab_test_sink_set_available (AbSpeechSink *sink, gboolean available)
{
  AbTestSink *self = (AbTestSink *) sink;

  g_mutex_lock (&self->lock);
  self->available = available;
  g_mutex_unlock (&self->lock);
}

void
ab_test_sink_break (AbSpeechSink *sink)
{
  AbTestSink *self = (AbTestSink *) sink;

  g_mutex_lock (&self->lock);
  self->broken = TRUE;
  g_mutex_unlock (&self->lock);
}
