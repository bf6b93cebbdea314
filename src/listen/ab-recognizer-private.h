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
  ps_decoder_t *loop; /* the free phone loop; it searches a part of the grammar again too */
  GArray *loop_segments; /* AbLoopSegment: the loop's pass over the utterance, kept apart
                          * as the loop decoder's next search replaces it */
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
  char *scores_dir;   /* where ps writes its senone scores (ab-recognizer-scores.c); NULL:
                       * it writes none, and the next reading's search hears the audio */
  char *scores;       /* the file of the scores of the pass over audio; NULL: none */
  char *whole_scores; /* the same for whole, while audio is cut */

  /* Cepstral mean normalisation: the mean for the next utterance, and the
   * one this utterance is heard with. */
  int veclen;
  mfcc_t initial[AB_CEP_MAX]; /* the model's */
  mfcc_t prior[AB_CEP_MAX];
  mfcc_t heard_with[AB_CEP_MAX];

  guint serial;       /* of the last utterance */
};

/* A segment of the phone loop's pass: its frames, its acoustic score, and whether it is
 * a phone (not a silence or a filler). */
typedef struct
{
  int sf, ef;
  int32 ascr;
  gboolean phone;
} AbLoopSegment;

/* The grammar as a graph for decoder ps; with square_forms, its square-to-square forms
 * too. */
fsg_model_t *_ab_recognizer_build_fsg (ps_decoder_t *ps, const AbSpokenGrammar *grammar,
                                       gboolean square_forms, const char *name);
/* Measures of the last pass (ab-recognizer-measure.c). The best path's frames; its worst
 * word's fit below the loop per frame; the fit of its words and the sound about as loud
 * around them; the loop's phones per phone of the best reading; whether the grammar's
 * path heard words outside the speaker's stretch, and that stretch. */
int _ab_recognizer_path_frames (ps_decoder_t *ps);
/* The loop decoder's last pass into loop_segments. */
void _ab_recognizer_keep_loop (AbRecognizer *self);
double _ab_recognizer_worst_word (AbRecognizer *self);
double _ab_recognizer_phrase_fit (AbRecognizer *self, ps_decoder_t *ps);
double _ab_recognizer_phones_per_phone (AbRecognizer *self);
gboolean _ab_recognizer_talk_around (AbRecognizer *self, int *from, int *to);

/* The senone scores (ab-recognizer-scores.c): a directory for them, or NULL; its
 * removal; making sure it is there before ps starts an utterance; after a pass of ps over
 * the audio, its file as the scores, the others removed; that file opened, or NULL. */
char *_ab_recognizer_scores_dir_new (void);
void _ab_recognizer_scores_dir_free (char *path);
void _ab_recognizer_scores_ready (AbRecognizer *self);
void _ab_recognizer_keep_scores (AbRecognizer *self);
FILE *_ab_recognizer_open_scores (AbRecognizer *self);

/* sphinxbase's live mean (cmn_live.c) is a running sum over a window of
 * this many frames, shifted down when it passes the high mark. */
#define AB_CMN_WINDOW 500
#define AB_CMN_WINDOW_HIGH 800

/* The model's initial mean. */
void _ab_recognizer_init_cmn (AbRecognizer *self);
