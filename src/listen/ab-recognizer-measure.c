/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-recognizer-measure.c — what the confidence is made of, measured on the two
 * decoders' last pass: the best path's length, its fit below the free phone loop over
 * the whole and its worst word, the loop's phones per phone of the phrase, and whether
 * the path took other people's talk around the speaker's stretch for words. */
#include "ab-recognizer-private.h"

#include <stdlib.h>
#include <string.h>

#include <math.h>

#include "ab-endpointer.h"

/* The frames of the best path, from its first segment to its last. */
int
_ab_recognizer_path_frames (ps_decoder_t *ps)
{
  int first = -1, last = -1;

  for (ps_seg_t *seg = ps_seg_iter (ps); seg; seg = ps_seg_next (seg))
    {
      int sf, ef;

      ps_seg_frames (seg, &sf, &ef);
      if (first < 0)
        first = sf;
      last = ef;
    }
  return first >= 0 ? last - first + 1 : 0;
}

void
_ab_recognizer_keep_loop (AbRecognizer *self)
{
  g_array_set_size (self->loop_segments, 0);
  for (ps_seg_t *seg = ps_seg_iter (self->loop); seg; seg = ps_seg_next (seg))
    {
      const char *phone = ps_seg_word (seg);
      AbLoopSegment s;
      int32 lscr, lback;

      ps_seg_prob (seg, &s.ascr, &lscr, &lback);
      ps_seg_frames (seg, &s.sf, &s.ef);
      s.phone = phone && strcmp (phone, "SIL") != 0 && phone[0] != '+';
      g_array_append_val (self->loop_segments, s);
    }
}

/* The loop's score over frames sf … ef, its segments shared out by overlap. */
static double
loop_score (const GArray *loop, int sf, int ef)
{
  double sum = 0.0;

  for (guint i = 0; i < loop->len; i++)
    {
      const AbLoopSegment *s = &g_array_index (loop, AbLoopSegment, i);
      int a = MAX (sf, s->sf), b = MIN (ef, s->ef);

      if (b >= a)
        sum += (double) s->ascr * (b - a + 1) / (s->ef - s->sf + 1);
    }
  return sum;
}

/* A word of the reading, not a silence or a filler. */
static gboolean
is_word (const char *word)
{
  return word != NULL && word[0] != '<' && word[0] != '[';
}

/* The worst word of the best reading: how far below the loop it fits, per
 * frame. A move said in other words fits badly in one or two of them, which
 * the whole utterance's average hides. */
double
_ab_recognizer_worst_word (AbRecognizer *self)
{
  const GArray *loop = self->loop_segments;
  double worst = 0.0;

  for (ps_seg_t *seg = ps_seg_iter (self->ps); seg; seg = ps_seg_next (seg))
    {
      const char *word = ps_seg_word (seg);
      int32 ascr, lscr, lback;
      int sf, ef;
      double fit;

      if (!is_word (word))
        continue;
      ps_seg_prob (seg, &ascr, &lscr, &lback);
      ps_seg_frames (seg, &sf, &ef);
      fit = (loop_score (loop, sf, ef) - ascr) / (ef - sf + 1);
      worst = MAX (worst, fit);
    }
  return worst;
}

/* The kept audio's mean power over frames sf … ef; 0 when there are none. */
static double
power_of (AbRecognizer *self, int sf, int ef)
{
  const int16_t *a = (const int16_t *) self->audio->data;
  size_t from = (size_t) MAX (sf, 0) * AB_ENDPOINT_FRAME;
  size_t to = MIN ((size_t) MAX (ef + 1, 0) * AB_ENDPOINT_FRAME, self->audio->len);
  double sum = 0.0;

  if (to <= from)
    return 0.0;
  for (size_t i = from; i < to; i++)
    sum += (double) a[i] * a[i];
  return sum / (double) (to - from);
}

/* Whether a stretch of power is nearly as loud as the words'. */
static gboolean
as_loud (double power, double words)
{
  return power > 0.0 && words > 0.0 && 10.0 * log10 (power / words) >= -AB_RECOGNIZER_ASIDE_DB;
}

/* How far below the loop the search's path fits, per frame, over its words and the sound
 * around them that is about as loud as they are: the speaker's own, which a remark forced
 * onto a phrase leaves over. Quieter sound before or after them (other boards'
 * announcements in a hall, which the path can only take for silence while the loop hears
 * them as phones) would else make every phrase heard there seem to fit badly. */
double
_ab_recognizer_phrase_fit (AbRecognizer *self, ps_decoder_t *ps)
{
  const GArray *loop = self->loop_segments;
  int first = -1, last = -1, start = -1, end = -1, from, to;
  double words, ascr = 0.0;

  for (ps_seg_t *seg = ps_seg_iter (ps); seg; seg = ps_seg_next (seg))
    {
      const char *word = ps_seg_word (seg);
      int sf, ef;

      ps_seg_frames (seg, &sf, &ef);
      if (start < 0)
        start = sf;
      end = ef;
      if (!is_word (word))
        continue;
      if (first < 0)
        first = sf;
      last = ef;
    }
  if (first < 0)
    return 0.0;
  words = power_of (self, first, last);
  from = as_loud (power_of (self, start, first - 1), words) ? start : first;
  to = as_loud (power_of (self, last + 1, end), words) ? end : last;
  for (ps_seg_t *seg = ps_seg_iter (ps); seg; seg = ps_seg_next (seg))
    {
      int32 a, lscr, lback;
      int sf, ef;

      ps_seg_frames (seg, &sf, &ef);
      if (sf >= from && ef <= to)
        {
          ps_seg_prob (seg, &a, &lscr, &lback);
          ascr += a;
        }
    }
  return (loop_score (loop, from, to) - ascr) / (to - from + 1);
}

/* Phones heard by the loop (its silence and fillers not counted) against the phones of
 * the best reading's words: a remark forced onto a phrase ("Moment bitte" onto "Uhr")
 * has many more sounds than the phrase it is heard as, although each word of the phrase
 * may fit one of them well; the rest go to the grammar's silences or stretch a word.
 * Sound before the first word or after the last counts only when it is about as loud as
 * the words: the speaker's own, not other boards' announcements in a hall, which the
 * loop would hear as phones too. */
double
_ab_recognizer_phones_per_phone (AbRecognizer *self)
{
  int heard = 0, phrase = 0, first = -1, last = -1;
  double words;
  gboolean before, after;

  for (ps_seg_t *seg = ps_seg_iter (self->ps); seg; seg = ps_seg_next (seg))
    {
      const char *word = ps_seg_word (seg);
      char *phones;
      int sf, ef;

      if (!is_word (word))
        continue;
      ps_seg_frames (seg, &sf, &ef);
      if (first < 0)
        first = sf;
      last = ef;
      phones = ps_lookup_word (self->ps, word); /* malloc'd by the library */
      if (phones == NULL)
        continue;
      for (const char *p = phones; *p; p++)
        phrase += *p != ' ' && (p == phones || p[-1] == ' ');
      free (phones);
    }
  if (phrase == 0)
    return 1.0;
  words = power_of (self, first, last);
  before = as_loud (power_of (self, 0, first - 1), words);
  after = as_loud (power_of (self, last + 1, (int) (self->audio->len / AB_ENDPOINT_FRAME)), words);
  for (guint i = 0; i < self->loop_segments->len; i++)
    {
      const AbLoopSegment *s = &g_array_index (self->loop_segments, AbLoopSegment, i);
      int middle = (s->sf + s->ef) / 2;

      if ((middle < first && !before) || (middle > last && !after))
        continue;
      heard += s->phone;
    }
  return (double) heard / phrase;
}

/* The speaker's stretch, against the loudness of windows of this many frames (100 ms):
 * from the loudest window on to either side, while a window at most
 * AB_RECOGNIZER_SPEAKER_DB below it comes within AB_RECOGNIZER_SPEAKER_PAUSE windows, and
 * AB_RECOGNIZER_SPEAKER_WIDEN frames more each side (a soft first or last sound). */
#define SPEAKER_WINDOW 10

static gboolean
speaker_stretch (AbRecognizer *self, int *from, int *to)
{
  int frames = (int) (self->audio->len / AB_ENDPOINT_FRAME);
  int windows = frames / SPEAKER_WINDOW, peak = 0, first, last;
  g_autofree double *db = NULL;

  if (windows < 2)
    return FALSE;
  db = g_new (double, windows);
  for (int w = 0; w < windows; w++)
    {
      db[w] = 10.0 * log10 (power_of (self, w * SPEAKER_WINDOW, (w + 1) * SPEAKER_WINDOW - 1)
                            + 1.0);
      if (db[w] > db[peak])
        peak = w;
    }
  first = last = peak;
  for (int w = peak - 1; w >= 0 && first - w <= AB_RECOGNIZER_SPEAKER_PAUSE; w--)
    if (db[w] >= db[peak] - AB_RECOGNIZER_SPEAKER_DB)
      first = w;
  for (int w = peak + 1; w < windows && w - last <= AB_RECOGNIZER_SPEAKER_PAUSE; w++)
    if (db[w] >= db[peak] - AB_RECOGNIZER_SPEAKER_DB)
      last = w;
  *from = MAX (first * SPEAKER_WINDOW - AB_RECOGNIZER_SPEAKER_WIDEN, 0);
  *to = MIN ((last + 1) * SPEAKER_WINDOW - 1 + AB_RECOGNIZER_SPEAKER_WIDEN, frames - 1);
  return TRUE;
}

/* Whether the best path heard a word outside frames from … to. */
static gboolean
words_outside (ps_decoder_t *ps, int from, int to)
{
  for (ps_seg_t *seg = ps_seg_iter (ps); seg; seg = ps_seg_next (seg))
    {
      int sf, ef;

      ps_seg_frames (seg, &sf, &ef);
      if (is_word (ps_seg_word (seg)) && ((sf + ef) / 2 < from || (sf + ef) / 2 > to))
        {
          ps_seg_free (seg);
          return TRUE;
        }
    }
  return FALSE;
}

/* Whether the best path put a word outside the speaker's stretch, and that stretch. */
gboolean
_ab_recognizer_talk_around (AbRecognizer *self, int *from, int *to)
{
  return speaker_stretch (self, from, to) && words_outside (self->ps, *from, *to);
}
