/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-recognizer-hear.c — an utterance: the two searches, the confidence, the
 * readings after the best.
 *
 * Scores of two searches can be compared only when both are relative to the
 * same thing: every senone is scored in every frame (-compallsen) and both
 * hear the audio with the same cepstral mean, the one the decoders learnt
 * from the utterances before (the same microphone, the same speaker). The
 * next reading comes from searching the kept audio again, with that mean,
 * without the best reading's phrases. The audio should begin with a little
 * silence: the detector of speech learns the noise from it. */
#include "ab-recognizer-private.h"

#include <stdlib.h>
#include <string.h>

#include <math.h>
#include <sphinxbase/ckd_alloc.h>
#include <sphinxbase/cmn.h>
#include <sphinxbase/fe.h>
#include <sphinxbase/feat.h>

#include "ab-endpointer.h"

/* Hearing a file alone: the mean after it was heard this often. */
#define ADAPT_TIMES 3

static cmn_t *
cmn_of (ps_decoder_t *ps)
{
  return ps_get_feat (ps)->cmn_struct;
}

void
_ab_recognizer_init_cmn (AbRecognizer *self)
{
  cmn_t *cmn = cmn_of (self->ps);

  self->veclen = MIN (cmn->veclen, AB_CEP_MAX);
  cmn_live_get (cmn, self->initial);
  memcpy (self->prior, self->initial, sizeof self->prior);
}

/* Each pass starts a new stream (the detector of speech and the noise
 * estimate begin afresh) with the given mean, so that the same audio is
 * heard the same way every time. */
static void
start_pass (AbRecognizer *self, ps_decoder_t *ps, const mfcc_t *mean)
{
  if (ps == self->ps)
    _ab_recognizer_scores_ready (self);
  ps_start_stream (ps);
  cmn_live_set (cmn_of (ps), mean);
  ps_start_utt (ps);
}

void
ab_recognizer_begin (AbRecognizer *self)
{
  g_return_if_fail (self->grammar != NULL);
  if (self->in_utterance)
    {
      ps_end_utt (self->ps);
      ps_end_utt (self->loop);
    }
  memcpy (self->heard_with, self->prior, sizeof self->prior);
  start_pass (self, self->ps, self->heard_with);
  start_pass (self, self->loop, self->heard_with);
  g_array_set_size (self->audio, 0);
  g_array_set_size (self->whole, 0);
  self->dither = 1;
  self->in_utterance = TRUE;
}

/* A little noise: digital silence (a file padded with zeros, a muted
 * microphone) has no spectrum, and the decoder makes nonsense of it. The same
 * audio gets the same noise, so that every pass hears the same samples. */
static void
dither (AbRecognizer *self, int16_t *samples, size_t n)
{
  for (size_t i = 0; i < n; i++)
    {
      int v;

      self->dither = self->dither * 1103515245u + 12345u;
      v = samples[i] + (int) ((self->dither >> 16) % 5) - 2;
      samples[i] = (int16_t) CLAMP (v, -32768, 32767);
    }
}

void
ab_recognizer_feed (AbRecognizer *self, const int16_t *samples, size_t n)
{
  int16_t *copy;

  g_return_if_fail (self->in_utterance);
  if (n == 0)
    return;
  copy = g_memdup2 (samples, n * sizeof *samples);
  dither (self, copy, n);
  ps_process_raw (self->ps, copy, n, FALSE, FALSE);
  ps_process_raw (self->loop, copy, n, FALSE, FALSE);
  if (self->audio->len + n <= AB_RECOGNIZER_MAX_AUDIO)
    g_array_append_vals (self->audio, copy, n);
  g_free (copy);
}

gboolean
ab_recognizer_in_speech (AbRecognizer *self)
{
  return self->in_utterance && ps_get_in_speech (self->ps);
}

char *
ab_recognizer_partial (AbRecognizer *self, gboolean *complete)
{
  const char *hyp = self->in_utterance ? ps_get_hyp (self->ps, NULL) : NULL;

  if (complete)
    *complete = hyp && ab_spoken_grammar_lookup (self->grammar, hyp) != NULL;
  return hyp && *hyp ? g_strdup (hyp) : NULL;
}

/* The kept audio once more through a decoder, with the mean heard with. */
static void
hear_again (AbRecognizer *self, ps_decoder_t *ps)
{
  start_pass (self, ps, self->heard_with);
  ps_process_raw (ps, (const int16 *) self->audio->data, self->audio->len, FALSE, FALSE);
  ps_end_utt (ps);
}

typedef struct
{
  ps_decoder_t *ps;
  const int16_t *samples;
  size_t n;
} Pass;

static gpointer
pass_thread (gpointer data)
{
  Pass *pass = data;

  ps_process_raw (pass->ps, pass->samples, pass->n, FALSE, FALSE);
  return NULL;
}

/* Samples through both decoders, the loop's on a thread of its own: the two are
 * independent, and all of an utterance heard again at once (taken up again after a pause,
 * heard with the room's mean) is the listener's longest wait. */
static void
process_both (AbRecognizer *self, const int16_t *samples, size_t n)
{
  Pass loop = { self->loop, samples, n };
  GThread *thread = n >= AB_RECOGNIZER_THREAD_SAMPLES
                      ? g_thread_try_new ("ab-loop", pass_thread, &loop, NULL)
                      : NULL;

  if (thread == NULL)
    pass_thread (&loop);
  ps_process_raw (self->ps, samples, n, FALSE, FALSE);
  if (thread)
    g_thread_join (thread);
}

/* The kept audio cut to frames from … to (the whole kept aside for reopening), heard
 * again by both decoders. */
static void
hear_stretch (AbRecognizer *self, int from, int to)
{
  g_array_set_size (self->whole, 0);
  g_array_append_vals (self->whole, self->audio->data, self->audio->len);
  g_array_set_size (self->audio, 0);
  g_array_append_vals (self->audio, &g_array_index (self->whole, int16_t, from * AB_ENDPOINT_FRAME),
                       (size_t) (to - from + 1) * AB_ENDPOINT_FRAME);
  g_free (self->whole_scores);
  self->whole_scores = g_steal_pointer (&self->scores);
  start_pass (self, self->ps, self->heard_with);
  start_pass (self, self->loop, self->heard_with);
  process_both (self, (const int16_t *) self->audio->data, self->audio->len);
  ps_end_utt (self->ps);
  ps_end_utt (self->loop);
  _ab_recognizer_keep_loop (self);
  _ab_recognizer_keep_scores (self);
}

/* The whole audio back, with the loop's pass over it, which the next reading's fit
 * (search_again) is measured against, and the senone scores that search reads. */
static void
hear_whole (AbRecognizer *self, const GArray *loop_segments)
{
  g_array_set_size (self->audio, 0);
  g_array_append_vals (self->audio, self->whole->data, self->whole->len);
  g_array_set_size (self->whole, 0);
  g_array_set_size (self->loop_segments, 0);
  g_array_append_vals (self->loop_segments, loop_segments->data, loop_segments->len);
  g_free (self->scores);
  self->scores = g_steal_pointer (&self->whole_scores);
}

static gboolean
chosen (const AbSpokenPhrase *phrase, const AbHearing *hearing)
{
  for (guint i = 0; i < hearing->choices->len; i++)
    {
      const AbHeardChoice *c = &g_array_index (hearing->choices, AbHeardChoice, i);

      if (c->move == phrase->move && c->command == phrase->command)
        return TRUE;
    }
  return FALSE;
}

/* The search again's word exit beam: any word still followed may end. */
#define AB_RECOGNIZER_AGAIN_WBEAM 1e-250

/* A search of decoder ps over the utterance again: from the senone scores of the first
 * pass when there are, else from the audio. */
static void
search_over (AbRecognizer *self, ps_decoder_t *ps, FILE *scores)
{
  if (scores == NULL || ps_decode_senscr (ps, scores) < 0)
    hear_again (self, ps);
}

/* The next reading's search, by the loop's decoder: the phrases but those chosen. */
typedef struct
{
  AbRecognizer *self;
  const AbSpokenGrammar *rest;
  FILE *scores;
  const char *hyp;
  int32 path;
} Again;

static gpointer
again_thread (gpointer data)
{
  Again *again = data;
  ps_decoder_t *ps = again->self->loop;
  cmd_ln_t *config = ps_get_config (ps);
  double wbeam = cmd_ln_float_r (config, "-wbeam");
  fsg_model_t *fsg = _ab_recognizer_build_fsg (ps, again->rest, FALSE, "again");
  gboolean set;

  /* Without the best reading nothing may fit well, and then every phrase's
   * last word ends far below the best sound still followed: the grammar's
   * word exit beam cut them all, no phrase reached the end and the next
   * reading was lost (7 held-out announcements, 4 of 260 tuning ones), which
   * counted as a clear choice. The search reads its beams when it is made.
   * Widening -beam and -pbeam too would find the last few (a short "Uhr")
   * for half as much work again. */
  cmd_ln_set_float_r (config, "-wbeam", AB_RECOGNIZER_AGAIN_WBEAM);
  set = ps_set_fsg (ps, "again", fsg) >= 0;
  cmd_ln_set_float_r (config, "-wbeam", wbeam);
  fsg_model_free (fsg);
  if (set && ps_set_search (ps, "again") >= 0)
    {
      search_over (again->self, ps, again->scores);
      again->hyp = ps_get_hyp (ps, &again->path);
      if (again->hyp && ab_spoken_grammar_lookup (again->rest, again->hyp) == NULL)
        again->hyp = NULL;
    }
  return NULL;
}

/* The best phrase but those already chosen, by searching the utterance again without
 * them; NULL when no other phrase fits. The loop's decoder searches (its pass is kept in
 * loop_segments), from the grammar decoder's senone scores when there are. They lack the
 * last few frames (the decoder ends their file before it scores them): with best_path,
 * the grammar is searched over them too, beside, and its path's score set, so that the
 * two compare over the same frames. */
static const AbSpokenPhrase *
search_again (AbRecognizer *self, const AbHearing *hearing, double *fit, int32 *path,
              int32 *best_path)
{
  AbSpokenGrammar *rest = ab_spoken_grammar_new (NULL, 0, 0);
  Again again = { self, rest, NULL, NULL, 0 };
  const AbSpokenPhrase *found = NULL;
  GThread *thread = NULL;
  FILE *scores = NULL;

  if (rest == NULL)
    return NULL;
  for (size_t i = 0; i < ab_spoken_grammar_count (self->grammar); i++)
    {
      const AbSpokenPhrase *p = ab_spoken_grammar_phrase (self->grammar, i);

      /* The next reading of a legal move or a command is another of those: a move the
       * position does not allow that sounds almost alike ("Eva drei" for "Eva zwei")
       * would make every reading seem unsure. */
      if (!chosen (p, hearing) && !ab_spoken_phrase_is_impossible (p))
        ab_spoken_grammar_add (rest, p);
    }
  if (ab_spoken_grammar_count (rest) == 0)
    {
      ab_spoken_grammar_free (rest);
      return NULL;
    }
  again.scores = _ab_recognizer_open_scores (self);
  if (again.scores && best_path)
    scores = _ab_recognizer_open_scores (self);
  if (scores)
    thread = g_thread_try_new ("ab-again", again_thread, &again, NULL);
  if (thread == NULL)
    again_thread (&again);
  if (scores)
    {
      _ab_recognizer_scores_ready (self);
      if (ps_decode_senscr (self->ps, scores) >= 0)
        ps_get_hyp (self->ps, best_path);
      fclose (scores);
    }
  if (thread)
    g_thread_join (thread);
  if (again.hyp)
    {
      found = ab_spoken_grammar_lookup (self->grammar, again.hyp);
      *fit = _ab_recognizer_phrase_fit (self, self->loop);
      *path = again.path;
    }
  ps_set_search (self->loop, "loop");
  ps_unset_search (self->loop, "again");
  if (again.scores)
    fclose (again.scores);
  ab_spoken_grammar_free (rest);
  return found;
}

/* How well a phrase fits against the free phone loop, 0 … 1. */
static double
fit_confidence (double fit)
{
  return 1.0 / (1.0 + exp ((fit - AB_RECOGNIZER_FIT_MIDPOINT) / AB_RECOGNIZER_FIT_SCALE));
}

/* How well the worst word of the best phrase fits, 0 … 1. */
static double
worst_confidence (double worst)
{
  return 1.0 / (1.0 + exp ((worst - AB_RECOGNIZER_WORST_MIDPOINT) / AB_RECOGNIZER_WORST_SCALE));
}

/* How nearly the loop's phones are as many as the phrase's, 0 … 1. */
static double
length_confidence (double phones)
{
  return 1.0 / (1.0 + exp ((phones - AB_RECOGNIZER_PHONES_MIDPOINT) / AB_RECOGNIZER_PHONES_SCALE));
}

/* How clearly the best phrase beats the next one over the utterance, 0 … 1. */
static double
margin_confidence (double margin)
{
  return 1.0 / (1.0 + exp ((AB_RECOGNIZER_MARGIN_MIDPOINT - margin) / AB_RECOGNIZER_MARGIN_SCALE));
}

static void
add_choice (AbHearing *hearing, const AbSpokenPhrase *phrase, double fit)
{
  AbHeardChoice choice = { 0 };

  choice.move = phrase->move;
  choice.command = phrase->command;
  choice.words = g_strdup (phrase->words);
  choice.fit = fit;
  choice.confidence = fit_confidence (choice.fit);
  g_array_append_val (hearing->choices, choice);
}

const AbHeardChoice *
ab_recognizer_next_choice (AbRecognizer *self, AbHearing *hearing)
{
  const AbSpokenPhrase *next;
  double fit = 0.0;

  if (hearing->choices->len == 0 || hearing->serial != self->serial || self->in_utterance)
    return NULL;
  next = search_again (self, hearing, &fit, &(int32) { 0 }, NULL);
  if (next == NULL)
    return NULL;
  add_choice (hearing, next, fit);
  return &g_array_index (hearing->choices, AbHeardChoice, hearing->choices->len - 1);
}

static AbHearing *
hearing_new (guint serial)
{
  AbHearing *hearing = g_new0 (AbHearing, 1);

  hearing->choices = g_array_new (FALSE, TRUE, sizeof (AbHeardChoice));
  hearing->words = g_strdup ("");
  hearing->serial = serial;
  return hearing;
}

/* The decoders' last pass over the kept audio as a hearing: the best phrase, the next,
 * the confidence. */
static AbHearing *
judge (AbRecognizer *self)
{
  AbHearing *hearing = hearing_new (self->serial);
  const AbSpokenPhrase *best = NULL, *second;
  const char *hyp;
  double second_fit = 0.0;
  int32 path = 0, second_path = 0;

  hearing->audio = g_bytes_new (self->audio->data, self->audio->len * sizeof (int16_t));
  hyp = ps_get_hyp (self->ps, &path);
  if (hyp)
    best = ab_spoken_grammar_lookup_heard (self->grammar, hyp);
  if (best == NULL)
    return hearing;
  hearing->frames = _ab_recognizer_path_frames (self->ps);
  hearing->worst_word = _ab_recognizer_worst_word (self);
  hearing->phones = _ab_recognizer_phones_per_phone (self);
  g_free (hearing->words);
  hearing->words = g_strdup (best->words);
  add_choice (hearing, best, _ab_recognizer_phrase_fit (self, self->ps));
  hearing->fit = g_array_index (hearing->choices, AbHeardChoice, 0).fit;

  /* The margin by the whole path scores the searches compare (words cost
   * something), so that the best never trails the next. */
  second = search_again (self, hearing, &second_fit, &second_path, &path);
  /* No other phrase (a grammar of one, or none reached the end): a clear choice. */
  hearing->margin_total = second ? (double) (path - second_path) : 1e6;
  hearing->margin = second && hearing->frames > 0
                      ? (double) (path - second_path) / hearing->frames
                      : 1e6;
  hearing->confidence = fit_confidence (hearing->fit)
                        * margin_confidence (hearing->margin_total)
                        * worst_confidence (hearing->worst_word)
                        * length_confidence (hearing->phones);
  g_array_index (hearing->choices, AbHeardChoice, 0).confidence = hearing->confidence;
  hearing->understood = hearing->confidence >= self->threshold;
  if (second)
    add_choice (hearing, second, second_fit);
  return hearing;
}

/* Whether the best reading is one the match refuses (an impossible move, another
 * game's said square to square). */
static gboolean
refused (const AbHearing *hearing)
{
  const AbHeardChoice *best;

  if (hearing->choices->len == 0)
    return FALSE;
  best = &g_array_index (hearing->choices, AbHeardChoice, 0);
  return best->move == AB_MOVE_NONE && best->command == AB_SPOKEN_COMMAND_NONE;
}

AbHearing *
ab_recognizer_end (AbRecognizer *self)
{
  g_autoptr (GArray) whole_loop = NULL;
  AbHearing *hearing, *alone;
  gboolean around;
  int from = 0, to = 0;

  ++self->serial;
  if (!self->in_utterance)
    return hearing_new (self->serial);
  ps_end_utt (self->ps);
  ps_end_utt (self->loop);
  _ab_recognizer_keep_loop (self);
  _ab_recognizer_keep_scores (self);
  self->in_utterance = FALSE;
  /* The decoders' mean, updated with this utterance, for the next. */
  cmn_live_get (cmn_of (self->loop), self->prior);
  around = _ab_recognizer_talk_around (self, &from, &to);
  hearing = judge (self);
  if ((hearing->understood && !refused (hearing)) || !around)
    return hearing;
  /* Quieter talk before or after the announcement (another board's, a spectator's) that
   * the grammar forced into words, as it must take all it hears for a phrase or silence:
   * "Springer Felix drei" between two remarks 8 dB lower was heard as "Turm Eva vier
   * Schach", its own words as silence. The one announcing is the nearest voice, so a
   * hearing not understood is heard again over the speaker's stretch alone, and the
   * surer of the two kept. Never one understood as a move or command: the speaker's own
   * softer words may lie outside that stretch. A refusal may be the talk's doing:
   * "Springer Felix drei" between two remarks 10 dB lower was heard as "König Eva vier
   * schlägt Felix drei", a move of another game. */
  whole_loop = g_array_copy (self->loop_segments);
  hear_stretch (self, from, to);
  alone = judge (self);
  if (alone->confidence > hearing->confidence)
    {
      g_clear_pointer (&self->whole_scores, g_free);
      ab_hearing_free (hearing);
      return alone;
    }
  ab_hearing_free (alone);
  hear_whole (self, whole_loop);
  return hearing;
}

void
ab_recognizer_adapt (AbRecognizer *self, const int16_t *samples, size_t n)
{
  size_t start, end;

  g_return_if_fail (!self->in_utterance);
  if (!ab_endpoint_find_speech (samples, n, AB_RECOGNIZER_SPEECH_MARGIN, &start, &end))
    return;
  memcpy (self->prior, self->initial, sizeof self->prior);
  for (int i = 0; i < ADAPT_TIMES; i++)
    {
      start_pass (self, self->loop, self->prior);
      ps_process_raw (self->loop, samples + start, end - start, FALSE, FALSE);
      ps_end_utt (self->loop);
      cmn_live_get (cmn_of (self->loop), self->prior);
    }
}

AbHearing *
ab_recognizer_hear (AbRecognizer *self, const int16_t *samples, size_t n)
{
  size_t start = 0, end = 0;

  if (!ab_endpoint_find_speech (samples, n, AB_RECOGNIZER_SPEECH_MARGIN, &start, &end))
    start = end = 0;
  ab_recognizer_begin (self);
  ab_recognizer_feed (self, samples + start, end - start);
  return ab_recognizer_end (self);
}

AbHearing *
ab_recognizer_hear_adapted (AbRecognizer *self)
{
  g_autoptr (GArray) audio = NULL;

  g_return_val_if_fail (!self->in_utterance, NULL);
  audio = g_array_copy (self->audio);
  ab_recognizer_adapt (self, (const int16_t *) audio->data, audio->len);
  ab_recognizer_begin (self);
  /* Fed as it was, without a second dither. */
  process_both (self, (const int16_t *) audio->data, audio->len);
  g_array_append_vals (self->audio, audio->data, audio->len);
  return ab_recognizer_end (self);
}

static int
add_frames (double *sum, mfcc_t **cep, int n, int veclen)
{
  for (int f = 0; f < n; f++)
    for (int i = 0; i < veclen; i++)
      sum[i] += MFCC2FLOAT (cep[f][i]);
  return n;
}

/* The mean of the audio's cepstra, as the decoders' front end makes them. */
static gboolean
audio_mean (AbRecognizer *self, const int16_t *samples, size_t n, mfcc_t *mean)
{
  enum { CHUNK = 64 };
  fe_t *fe = fe_init_auto_r (ps_get_config (self->loop));
  int ncep = fe ? fe_get_output_size (fe) : 0;
  mfcc_t **cep;
  double sum[AB_CEP_MAX] = { 0 };
  long frames = 0;
  int32 got;

  if (fe == NULL || ncep < self->veclen)
    {
      if (fe)
        fe_free (fe);
      return FALSE;
    }
  cep = (mfcc_t **) ckd_calloc_2d (CHUNK, (size_t) ncep, sizeof (mfcc_t));
  fe_start_stream (fe);
  fe_start_utt (fe);
  while (n > 0)
    {
      got = CHUNK;
      if (fe_process_frames (fe, &samples, &n, cep, &got, NULL) < 0)
        break;
      frames += add_frames (sum, cep, got, self->veclen);
      if (got == 0)
        break;
    }
  got = 0;
  fe_end_utt (fe, cep[0], &got);
  frames += add_frames (sum, cep, got, self->veclen);
  ckd_free_2d (cep);
  fe_free (fe);
  for (int i = 0; frames > 0 && i < self->veclen; i++)
    mean[i] = FLOAT2MFCC (sum[i] / (double) frames);
  return frames > 0;
}

const AbSpokenPhrase *
ab_recognizer_best_with_own_mean (AbRecognizer *self)
{
  mfcc_t mean[AB_CEP_MAX];
  const char *hyp;

  g_return_val_if_fail (!self->in_utterance, NULL);
  if (self->grammar == NULL
      || !audio_mean (self, (const int16_t *) self->audio->data, self->audio->len, mean))
    return NULL;
  /* The grammar's decoder alone, and only its best phrase: the loop's pass and the next
   * reading's search would make it take twice as long. Its scores' file is a new one,
   * which the next utterance's pass removes. */
  _ab_recognizer_scores_ready (self);
  ps_start_stream (self->ps);
  cmn_live_set (cmn_of (self->ps), mean);
  ps_start_utt (self->ps);
  ps_process_raw (self->ps, (const int16 *) self->audio->data, self->audio->len, FALSE, FALSE);
  ps_end_utt (self->ps);
  hyp = ps_get_hyp (self->ps, NULL);
  return hyp ? ab_spoken_grammar_lookup_heard (self->grammar, hyp) : NULL;
}

void
ab_recognizer_reopen (AbRecognizer *self)
{
  g_autoptr (GArray) audio = NULL;

  g_return_if_fail (!self->in_utterance);
  /* As it came: the talk around the speaker's stretch too, as the words go on after it. */
  audio = g_array_copy (self->whole->len > 0 ? self->whole : self->audio);
  memcpy (self->prior, self->heard_with, sizeof self->prior);
  ab_recognizer_begin (self);
  /* Fed as it was, without a second dither. */
  process_both (self, (const int16_t *) audio->data, audio->len);
  g_array_append_vals (self->audio, audio->data, audio->len);
}
