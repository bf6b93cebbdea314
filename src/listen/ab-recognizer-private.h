/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-recognizer-private.h — what the parts of AbRecognizer share. */
#pragma once

#include <pocketsphinx.h>
#include <sphinxbase/fsg_model.h>

#include "ab-recognizer.h"

/* The cepstral vector's length of the en-us model is 13. */
#define AB_CEP_MAX 32
/* The audio kept for a second search: an announcement is a few seconds. */
#define AB_RECOGNIZER_MAX_AUDIO (30 * 16000)
/* Less than this (a fifth of a second) both decoders hear on one thread: a thread costs
 * more than it saves. */
#define AB_RECOGNIZER_THREAD_SAMPLES 3200

struct _AbRecognizer
{
  ps_decoder_t *ps;   /* the grammar */
  ps_decoder_t *loop; /* the free phone loop */
  GHashTable *words;  /* the dictionary's keys */
  AbSpokenGrammar *grammar;
  char *search;       /* the grammar's search name */
  guint n_searches;
  double threshold;
  gboolean in_utterance;
  GArray *audio;      /* the utterance so far, for searching it again */
  GArray *whole;      /* the utterance as it came, when audio was cut to the speaker's
                       * stretch (ab_recognizer_end); empty otherwise */
  guint32 dither;     /* the noise generator's state */

  /* Cepstral mean normalisation: the mean for the next utterance, and the
   * one this utterance is heard with. */
  int veclen;
  mfcc_t initial[AB_CEP_MAX]; /* the model's */
  mfcc_t prior[AB_CEP_MAX];
  mfcc_t heard_with[AB_CEP_MAX];

  guint serial;       /* of the last utterance */
};

/* The grammar as a graph; with square_forms, its square-to-square forms too. */
fsg_model_t *_ab_recognizer_build_fsg (AbRecognizer *self, const AbSpokenGrammar *grammar,
                                       gboolean square_forms, const char *name);
/* Measures of the last pass (ab-recognizer-measure.c). The best path's frames; its worst
 * word's fit below the loop per frame; the fit of its words and the sound about as loud
 * around them; the loop's phones per phone of the best reading; whether the grammar's
 * path heard words outside the speaker's stretch, and that stretch. */
int _ab_recognizer_path_frames (ps_decoder_t *ps);
double _ab_recognizer_worst_word (AbRecognizer *self);
double _ab_recognizer_phrase_fit (AbRecognizer *self, ps_decoder_t *ps);
double _ab_recognizer_phones_per_phone (AbRecognizer *self);
gboolean _ab_recognizer_talk_around (AbRecognizer *self, int *from, int *to);

/* sphinxbase's live mean (cmn_live.c) is a running sum over a window of
 * this many frames, shifted down when it passes the high mark. */
#define AB_CMN_WINDOW 500
#define AB_CMN_WINDOW_HIGH 800

/* The model's initial mean. */
void _ab_recognizer_init_cmn (AbRecognizer *self);
