/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-hearing-stream.c — the endpointer and the recogniser, frame by frame.
 *
 * The last frames are kept in a ring, so that an utterance starts a little
 * before the endpointer noticed it (its first quiet consonant) and so that
 * push-to-talk hears the word that began as the key went down. When the
 * speech pauses the recogniser is asked whether the words so far make a
 * whole phrase that nothing longer continues: then a short pause ends it.
 * The frames of a pause are held back until speech goes on, so that an
 * utterance ends, as a file does, 50 ms after its last sound; and as that
 * is all it will hear if the pause lasts, it is heard at once, while the
 * endpointer still waits: the result is ready when the wait is over. If
 * speech goes on instead, the utterance is taken up again. */
#include "ab-hearing-stream.h"

#include <math.h>

/* Frames of audio kept before an utterance: what the endpointer needs to
 * notice speech, and the margin before it. */
#define PRE_ROLL 30
#define MARGIN_FRAMES (AB_RECOGNIZER_SPEECH_MARGIN / AB_ENDPOINT_FRAME)
/* The longest pause that does not end an utterance, and a little more. */
#define HELD_MAX 64
/* Longer than any announcement: babble in a hall. Hearing it early at every pause and
 * taking it up again when speech goes on decodes all of it again each time (in the
 * benchmark's hall 11 times the audio: a real-time factor of 0.73 on one core of this
 * machine, 1.35 on a busy one); past this it is heard once, when it ends (0.46; as many
 * moves right and wrong, and the quiet room's results unchanged). */
#define EARLY_MAX_FRAMES 400
/* How far the room's quiet may move between two utterances, dB, before the decoders'
 * cepstral mean, learnt in the room as it was, is doubted (a fan turned on, the hall
 * filling up). 6 dB doubted more often for no fewer wrong readings in the tuning voices. */
#define NOISE_CHANGE_DB 10.0

struct _AbHearingStream
{
  AbRecognizer *recognizer;
  AbEndpointer endpointer;
  AbListenMode mode;
  gboolean talking;
  gboolean in_utterance;
  int frames;            /* of the utterance */
  int16_t ring[PRE_ROLL][AB_ENDPOINT_FRAME];
  int ring_next;
  int ring_count;
  int complete_checked;  /* the quiet run the phrase was last checked at */
  gboolean complete;
  int16_t held[HELD_MAX][AB_ENDPOINT_FRAME]; /* the pause so far */
  int n_held;
  AbHearing *early;      /* heard at the start of this pause */
  gboolean learnt;       /* an utterance was understood: the decoders know the room */
  GArray *energies;      /* of the utterance's frames, dB */
  double heard_quiet;    /* the last utterance's quiet, in which the decoders' mean was
                          * last learnt; NAN before the first */
};

AbHearingStream *
ab_hearing_stream_new (AbRecognizer *recognizer)
{
  AbHearingStream *self = g_new0 (AbHearingStream, 1);

  self->recognizer = recognizer;
  self->energies = g_array_new (FALSE, FALSE, sizeof (double));
  self->heard_quiet = NAN;
  ab_endpointer_init (&self->endpointer);
  return self;
}

void
ab_hearing_stream_free (AbHearingStream *self)
{
  if (self == NULL)
    return;
  ab_hearing_stream_reset (self);
  g_array_unref (self->energies);
  g_free (self);
}

void
ab_hearing_stream_set_mode (AbHearingStream *self, AbListenMode mode)
{
  if (self->mode != mode)
    ab_hearing_stream_reset (self);
  self->mode = mode;
}

void
ab_hearing_stream_set_talking (AbHearingStream *self, gboolean talking)
{
  self->talking = talking;
}

void
ab_hearing_stream_reset (AbHearingStream *self)
{
  if (self->in_utterance && self->early == NULL)
    ab_hearing_free (ab_recognizer_end (self->recognizer));
  g_clear_pointer (&self->early, ab_hearing_free);
  self->in_utterance = FALSE;
  self->ring_count = 0;
  self->talking = FALSE;
  ab_endpointer_init (&self->endpointer);
}

static void
keep (AbHearingStream *self, const int16_t *frame)
{
  memcpy (self->ring[self->ring_next], frame, sizeof self->ring[0]);
  self->ring_next = (self->ring_next + 1) % PRE_ROLL;
  if (self->ring_count < PRE_ROLL)
    self->ring_count++;
}

static void
keep_energy (AbHearingStream *self, const int16_t *frame)
{
  double e = ab_endpoint_energy (frame, AB_ENDPOINT_FRAME);

  g_array_append_val (self->energies, e);
}

static int
compare_energy (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

/* The room's noise under the utterance: the loudest of its quietest tenth of frames, dB.
 * Not the quietest: the margin before it may be from before a noise began. */
static double
quiet_of (AbHearingStream *self)
{
  if (self->energies->len == 0)
    return 0.0;
  g_array_sort (self->energies, compare_energy);
  return g_array_index (self->energies, double, self->energies->len / 10);
}

/* Begins an utterance with the last back frames of the ring. */
static void
begin (AbHearingStream *self, int back)
{
  back = MIN (back, self->ring_count);
  ab_recognizer_begin (self->recognizer);
  g_array_set_size (self->energies, 0);
  for (int i = back; i > 0; i--)
    {
      const int16_t *frame = self->ring[(self->ring_next - i + PRE_ROLL) % PRE_ROLL];

      keep_energy (self, frame);
      ab_recognizer_feed (self->recognizer, frame, AB_ENDPOINT_FRAME);
    }
  self->in_utterance = TRUE;
  self->n_held = 0;
  self->frames = back;
  self->complete_checked = 0;
  self->complete = FALSE;
}

/* A frame of the utterance. The first frames of a pause are its margin;
 * the rest wait until speech goes on, and once the margin is in, the
 * utterance is heard early. */
static void
feed (AbHearingStream *self, const int16_t *frame, gboolean quiet)
{
  if (!quiet)
    {
      if (self->early)
        {
          g_clear_pointer (&self->early, ab_hearing_free);
          ab_recognizer_reopen (self->recognizer);
        }
      for (int i = 0; i < self->n_held; i++)
        ab_recognizer_feed (self->recognizer, self->held[i], AB_ENDPOINT_FRAME);
      self->n_held = 0;
      ab_recognizer_feed (self->recognizer, frame, AB_ENDPOINT_FRAME);
      return;
    }
  if (self->endpointer.quiet_run <= MARGIN_FRAMES)
    {
      for (int i = 0; i < self->n_held; i++)
        ab_recognizer_feed (self->recognizer, self->held[i], AB_ENDPOINT_FRAME);
      self->n_held = 0;
      ab_recognizer_feed (self->recognizer, frame, AB_ENDPOINT_FRAME);
      if (self->endpointer.quiet_run == MARGIN_FRAMES && self->frames <= EARLY_MAX_FRAMES)
        self->early = ab_recognizer_end (self->recognizer);
      return;
    }
  if (self->n_held < HELD_MAX)
    memcpy (self->held[self->n_held++], frame, sizeof self->held[0]);
}

/* A reading understood with the decoders' mean, heard again with the utterance's own
 * mean: when the two disagree, not understood, and the two readings are what the player
 * is asked with. */
static void
check_own_mean (AbHearingStream *self, AbHearing *hearing)
{
  const AbSpokenPhrase *other = ab_recognizer_best_with_own_mean (self->recognizer);
  const AbHeardChoice *best = ab_hearing_best (hearing);
  AbHeardChoice second = { 0 };

  hearing->noise_changed = TRUE;
  if (other == NULL || (other->move == best->move && other->command == best->command))
    return;
  for (guint i = 1; i < hearing->choices->len; i++)
    g_free (g_array_index (hearing->choices, AbHeardChoice, i).words);
  g_array_set_size (hearing->choices, 1);
  second.move = other->move;
  second.command = other->command;
  second.words = g_strdup (other->words);
  g_array_append_val (hearing->choices, second);
  hearing->understood = FALSE;
  /* Below the threshold, as it is not understood. */
  hearing->confidence *= ab_recognizer_get_threshold (self->recognizer);
}

static AbHearing *
end (AbHearingStream *self)
{
  AbHearing *hearing = g_steal_pointer (&self->early);
  double quiet;

  if (hearing == NULL)
    hearing = ab_recognizer_end (self->recognizer);
  /* Until one utterance is understood, the cepstral mean is the model's, not this
   * room's and voice's: a first move not understood is heard again as if its own
   * audio had come before it. */
  if (!self->learnt && hearing->confidence < ab_recognizer_get_threshold (self->recognizer))
    {
      ab_hearing_free (hearing);
      hearing = ab_recognizer_hear_adapted (self->recognizer);
    }
  /* The room got louder or quieter since the utterance the decoders' mean was last learnt
   * in: a reading that holds only with that mean may be wrong. In the tuning voices 15 of
   * the 25 announcements heard as another move at 0.5 or more were noisy ones after quiet
   * ones, and the same files heard alone were right ("Springer Felix drei" as "Felix vier
   * Felix fünf" at 0.94). Checked so, of 975 announcements 10 were wrong instead of 18, 4
   * refused instead of 10, and 817 right instead of 828. */
  quiet = quiet_of (self);
  if (self->learnt && hearing->understood && !isnan (self->heard_quiet)
      && fabs (quiet - self->heard_quiet) >= NOISE_CHANGE_DB)
    check_own_mean (self, hearing);
  self->heard_quiet = quiet;
  if (hearing->confidence >= ab_recognizer_get_threshold (self->recognizer))
    self->learnt = TRUE;
  self->n_held = 0;
  self->in_utterance = FALSE;
  self->ring_count = 0;
  return hearing;
}

/* Whether the words so far are a whole phrase that nothing longer
 * continues; asked as a pause begins, from the partial reading, and once
 * more when the utterance has been heard early: the partial may not have
 * ended its last word yet, the early reading has. */
static gboolean
phrase_complete (AbHearingStream *self)
{
  int quiet = self->endpointer.quiet_run;
  const AbSpokenGrammar *grammar = ab_recognizer_get_grammar (self->recognizer);

  if (quiet == 0)
    {
      self->complete_checked = 0;
      return FALSE;
    }
  if (self->complete_checked == 0)
    {
      gboolean whole = FALSE;
      g_autofree char *words = ab_recognizer_partial (self->recognizer, &whole);

      self->complete = whole && !ab_spoken_grammar_continues (grammar, words);
      self->complete_checked = quiet;
    }
  else if (self->early && self->complete_checked < MARGIN_FRAMES)
    {
      self->complete = *self->early->words
                       && !ab_spoken_grammar_continues (grammar, self->early->words);
      self->complete_checked = quiet;
    }
  return self->complete;
}

AbHearingStreamEvent
ab_hearing_stream_push (AbHearingStream *self, const int16_t *frame, AbHearing **hearing,
                        int *hangover_frames)
{
  AbEndpointEvent event;

  *hearing = NULL;
  if (hangover_frames)
    *hangover_frames = 0;
  if (ab_recognizer_get_grammar (self->recognizer) == NULL)
    return AB_HEARING_STREAM_NOTHING;
  keep (self, frame);

  if (self->mode == AB_LISTEN_PUSH_TO_TALK)
    {
      if (self->talking && !self->in_utterance)
        {
          begin (self, MARGIN_FRAMES * 4);
          return AB_HEARING_STREAM_STARTED;
        }
      if (self->in_utterance)
        {
          keep_energy (self, frame);
          ab_recognizer_feed (self->recognizer, frame, AB_ENDPOINT_FRAME);
          if (!self->talking || ++self->frames >= AB_HEARING_STREAM_MAX_FRAMES)
            {
              *hearing = end (self);
              self->talking = FALSE;
              return AB_HEARING_STREAM_HEARD;
            }
        }
      return AB_HEARING_STREAM_NOTHING;
    }

  event = ab_endpointer_push (&self->endpointer, frame,
                              self->in_utterance && phrase_complete (self));
  if (event == AB_ENDPOINT_START)
    {
      /* The frames that made the endpointer sure, and the margin before. */
      begin (self, (int) (self->endpointer.frame - self->endpointer.start) + MARGIN_FRAMES);
      return AB_HEARING_STREAM_STARTED;
    }
  if (!self->in_utterance)
    return AB_HEARING_STREAM_NOTHING;
  keep_energy (self, frame);
  feed (self, frame, self->endpointer.quiet_run > 0);
  self->frames++;
  if (event == AB_ENDPOINT_END || self->frames >= AB_HEARING_STREAM_MAX_FRAMES)
    {
      if (hangover_frames && event == AB_ENDPOINT_END)
        *hangover_frames = (int) (self->endpointer.frame - self->endpointer.end);
      if (event != AB_ENDPOINT_END)
        ab_endpointer_init (&self->endpointer);
      *hearing = end (self);
      return AB_HEARING_STREAM_HEARD;
    }
  return AB_HEARING_STREAM_NOTHING;
}
