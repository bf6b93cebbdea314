/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-speech-queue.c — the priority rules of the utterance queue. */
#include "ab-speech-queue.h"

struct _AbSpeechQueue
{
  GQueue waiting;
  AbUtterance *current;
};

static AbUtterance *
utterance_new (guint64 serial, AbSpeechFlags flags)
{
  AbUtterance *utt = g_new0 (AbUtterance, 1);

  utt->serial = serial;
  utt->flags = flags;
  utt->said_usec = g_get_monotonic_time ();
  return utt;
}

AbUtterance *
ab_utterance_new_text (guint64 serial, const char *text, AbSpeechFlags flags)
{
  AbUtterance *utt = utterance_new (serial, flags);

  utt->text = g_strdup (text);
  return utt;
}

AbUtterance *
ab_utterance_new_earcon (guint64 serial, AbEarcon earcon, AbSpeechFlags flags)
{
  AbUtterance *utt = utterance_new (serial, flags);

  utt->earcon = earcon;
  return utt;
}

void
ab_utterance_free (AbUtterance *utt)
{
  if (!utt)
    return;
  g_free (utt->text);
  g_free (utt);
}

static gboolean
is_important (const AbUtterance *utt)
{
  return (utt->flags & AB_SPEECH_IMPORTANT) != 0;
}

AbSpeechQueue *
ab_speech_queue_new (void)
{
  AbSpeechQueue *self = g_new0 (AbSpeechQueue, 1);

  g_queue_init (&self->waiting);
  return self;
}

void
ab_speech_queue_free (AbSpeechQueue *self)
{
  if (!self)
    return;
  g_queue_clear_full (&self->waiting, (GDestroyNotify) ab_utterance_free);
  ab_utterance_free (self->current);
  g_free (self);
}

static void
drop_waiting_unimportant (AbSpeechQueue *self)
{
  GList *l = self->waiting.head;

  while (l)
    {
      GList *next = l->next;

      if (!is_important (l->data))
        {
          ab_utterance_free (l->data);
          g_queue_delete_link (&self->waiting, l);
        }
      l = next;
    }
}

gboolean
ab_speech_queue_push (AbSpeechQueue *self, AbUtterance *utt)
{
  gboolean current_cuttable = self->current && !is_important (self->current);

  if (utt->flags & AB_SPEECH_INTERRUPT)
    drop_waiting_unimportant (self);

  if (is_important (utt))
    {
      GList *l = self->waiting.head;

      /* After the important ones already waiting: they were said first. */
      while (l && is_important (l->data))
        l = l->next;
      if (l)
        g_queue_insert_before (&self->waiting, l, utt);
      else
        g_queue_push_tail (&self->waiting, utt);
      return current_cuttable;
    }

  g_queue_push_tail (&self->waiting, utt);
  return (utt->flags & AB_SPEECH_INTERRUPT) && current_cuttable;
}

AbUtterance *
ab_speech_queue_pop (AbSpeechQueue *self)
{
  g_return_val_if_fail (self->current == NULL, self->current);
  self->current = g_queue_pop_head (&self->waiting);
  return self->current;
}

AbUtterance *
ab_speech_queue_current (AbSpeechQueue *self)
{
  return self->current;
}

void
ab_speech_queue_finish (AbSpeechQueue *self)
{
  g_clear_pointer (&self->current, ab_utterance_free);
}

gboolean
ab_speech_queue_clear (AbSpeechQueue *self)
{
  g_queue_clear_full (&self->waiting, (GDestroyNotify) ab_utterance_free);
  g_queue_init (&self->waiting);
  return self->current != NULL;
}

guint
ab_speech_queue_length (AbSpeechQueue *self)
{
  return self->waiting.length;
}

AbUtterance *
ab_speech_queue_peek (AbSpeechQueue *self, guint n)
{
  return g_queue_peek_nth (&self->waiting, n);
}
