/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-eboard-words.c — the e-board's news and faults, worded for whoever says or shows them. */
#include "ab-eboard-words.h"

#include "ab-eboard-phrases.h"

struct _AbEboardWords
{
  GObject parent_instance;

  AbMatchEboard *eboard;
};

G_DEFINE_FINAL_TYPE (AbEboardWords, ab_eboard_words, G_TYPE_OBJECT)

enum
{
  ANNOUNCEMENT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
news_cb (AbMatchEboard *eboard, const AbEboardNews *news, AbEboardWords *self)
{
  g_autofree char *text = ab_eboard_phrase_news (eboard, news);
  gboolean warning = news->kind != AB_EBOARD_NEWS_CONNECTED
                     && news->kind != AB_EBOARD_NEWS_IN_STEP
                     && news->kind != AB_EBOARD_NEWS_NOISE;

  if (news->kind == AB_EBOARD_NEWS_CONNECTED && news->shows == AB_EBOARD_SHOWS_OTHER)
    warning = TRUE;
  if (text != NULL)
    g_signal_emit (self, signals[ANNOUNCEMENT], 0, text,
                   (guint) (warning ? AB_EBOARD_ANNOUNCE_WARNING : AB_EBOARD_ANNOUNCE_INFO));
}

static void
fault_cb (AbMatchEboard *eboard, const GError *error, AbEboardWords *self)
{
  g_autofree char *text = ab_eboard_phrase_fault (eboard, error);

  g_signal_emit (self, signals[ANNOUNCEMENT], 0, text, (guint) AB_EBOARD_ANNOUNCE_WARNING);
}

static void
ab_eboard_words_dispose (GObject *object)
{
  AbEboardWords *self = AB_EBOARD_WORDS (object);

  if (self->eboard != NULL)
    g_signal_handlers_disconnect_by_data (self->eboard, self);
  g_clear_object (&self->eboard);

  G_OBJECT_CLASS (ab_eboard_words_parent_class)->dispose (object);
}

static void
ab_eboard_words_class_init (AbEboardWordsClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ab_eboard_words_dispose;

  /* (text, AbEboardAnnounceKind) */
  signals[ANNOUNCEMENT] = g_signal_new ("announcement", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                        G_TYPE_STRING, G_TYPE_UINT);
}

static void
ab_eboard_words_init (AbEboardWords *self)
{
}

AbEboardWords *
ab_eboard_words_new (AbMatchEboard *eboard)
{
  AbEboardWords *self;

  g_return_val_if_fail (AB_IS_MATCH_EBOARD (eboard), NULL);

  self = g_object_new (AB_TYPE_EBOARD_WORDS, NULL);
  self->eboard = g_object_ref (eboard);
  g_signal_connect (eboard, "news", G_CALLBACK (news_cb), self);
  g_signal_connect (eboard, "fault", G_CALLBACK (fault_cb), self);
  return self;
}
