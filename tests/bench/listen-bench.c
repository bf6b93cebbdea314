/* SPDX-License-Identifier: GPL-3.0-or-later */
/* listen-bench.c — the recogniser as the app runs it, over a set of
 * announcements: right, not understood and wrong per voice, the foreign
 * utterances accepted, the delay from the end of speech to the result, and
 * the processor time against the audio's duration (real-time factor).
 *
 *   listen-bench DIR [PROFILES]
 *     DIR/list-LANG.tsv (FEN<TAB>WAV) and DIR/expected.tsv
 *     (WAV<TAB>UCI-or-command-or-none<TAB>kind<TAB>voice<TAB>text), as
 *     tests/listen/announcements.py writes them; with PROFILES, each voice is
 *     heard with the voice profile PROFILES/VOICE-SLUG (annabella-tool adapt
 *     from that voice's enrolment: de/espeak:de+m3 -> de-espeak-de+m3), else
 *     with the installed model alone; with LISTEN_BENCH_OTHER_VOICE set, each profile
 *     is another voice's (the blind player's, hearing his opponent): heard as the app
 *     hears an opponent without a profile (ab_recognizer_new_for_speaker), without the
 *     pronunciations that voice used
 *
 * Each voice is a session of its own, as a game is: one recogniser, the files
 * in order, each streamed in 10 ms frames through the same AbHearingStream
 * the app's listening thread uses (open microphone), followed by a second of
 * quiet room noise so the endpointer can find the end; with LISTEN_BENCH_ROOM=WAV
 * (16 kHz mono), that room instead, in a loop that goes on from file to file (a
 * tournament hall's babble and clocks: announcements.py --hall writes room.wav). Lines:
 *   voice VOICE n N right R none O wrong W refused R foreign F accepted A impossible I
 *         impossible-refused R impossible-accepted A latency-p50 MS latency-p95 MS
 *         foreign-latency-p95 MS rtf X
 * (refused: announcements heard as a move the position does not allow; impossible: such
 * moves said on purpose, refused with their reason as they should be, or accepted as
 * another move)
 * The latency is over the announcements (the read-back the player waits for); an
 * utterance outside the grammar, which may go on, waits longer for its end and is
 * reported apart.
 * then "total …" over all voices. With LISTEN_BENCH_READINGS set, a line for every
 * utterance heard, for the reliability table (listen_reliability.py):
 *   reading VOICE KIND EXPECTED CONFIDENCE BEST SECOND ONE-WORD FIT MARGIN WORST PHONES FRAMES
 *           FILE WORDS
 * BEST and SECOND: the two best readings (UCI, a command, "impossible", "-" for none);
 * ONE-WORD: 1 when their words differ in exactly one (what "ask with both" needs); then
 * what the confidence is made of (AbHearing's fit, margin_total, worst_word, phones and
 * frames), to set it on a development set; FILE, the WAV's name in the set; WORDS, the best
 * reading's words joined by "_" ("-" for none). */
#include <glib.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ab-fen.h"
#include "ab-hearing-stream.h"
#include "ab-uci.h"
#include "ab-wav.h"

typedef struct
{
  char *wav, *expected, *kind, *voice, *fen, *lang;
} Item;

typedef struct
{
  char *voice;
  int n, right, none, wrong, refused, foreign, accepted;
  /* Moves the position does not allow, said on purpose: refused with the reason (right),
   * or taken for a legal move or a command (accepted). */
  int impossible, impossible_refused, impossible_accepted;
  GArray *latency;         /* double ms, announcements: to the read-back */
  GArray *latency_foreign; /* double ms, utterances outside the grammar: to "not understood" */
  double cpu, audio;
} Tally;

/* The room between the files: NULL for a quiet room's hiss. */
static int16_t *room;
static size_t room_n, room_at;
/* An utterance began and has not ended yet. */
static gboolean hearing_open;

static const char *const command_names[AB_SPOKEN_COMMAND_COUNT] = {
  "none", "time", "move-number", "last-move", "repeat", "no", "draw",
};

static double
cpu_now (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

static double
wall_now (void)
{
  return g_get_monotonic_time () / 1e6;
}

static GPtrArray *
read_items (const char *dir)
{
  GPtrArray *items = g_ptr_array_new ();
  g_autoptr (GHashTable) fens = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  g_autoptr (GHashTable) langs = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  static const char *const lang_names[] = { "de", "nl", "en" };
  g_autofree char *exp_path = g_build_filename (dir, "expected.tsv", NULL);
  g_autofree char *text = NULL;
  g_auto (GStrv) lines = NULL;

  for (int l = 0; l < 3; l++)
    {
      g_autofree char *path = g_strdup_printf ("%s/list-%s.tsv", dir, lang_names[l]);
      g_autofree char *list = NULL;
      g_auto (GStrv) rows = NULL;

      if (!g_file_get_contents (path, &list, NULL, NULL))
        continue;
      rows = g_strsplit (list, "\n", -1);
      for (int i = 0; rows[i]; i++)
        {
          g_auto (GStrv) f = g_strsplit (rows[i], "\t", 2);

          if (g_strv_length (f) == 2)
            {
              g_hash_table_insert (fens, g_strdup (f[1]), g_strdup (f[0]));
              g_hash_table_insert (langs, g_strdup (f[1]), g_strdup (lang_names[l]));
            }
        }
    }
  if (!g_file_get_contents (exp_path, &text, NULL, NULL))
    {
      fprintf (stderr, "listen-bench: %s cannot be read\n", exp_path);
      exit (1);
    }
  lines = g_strsplit (text, "\n", -1);
  for (int i = 0; lines[i]; i++)
    {
      g_auto (GStrv) f = g_strsplit (lines[i], "\t", 5);
      Item *item;

      if (g_strv_length (f) < 4 || !g_hash_table_contains (fens, f[0]))
        continue;
      item = g_new0 (Item, 1);
      item->wav = g_build_filename (dir, f[0], NULL);
      item->expected = g_strdup (f[1]);
      item->kind = g_strdup (f[2]);
      item->voice = g_strdup (f[3]);
      item->fen = g_strdup (g_hash_table_lookup (fens, f[0]));
      item->lang = g_strdup (g_hash_table_lookup (langs, f[0]));
      g_ptr_array_add (items, item);
    }
  return items;
}

static Tally *
tally_for (GPtrArray *tallies, const char *voice)
{
  Tally *t;

  for (guint i = 0; i < tallies->len; i++)
    if (strcmp (((Tally *) tallies->pdata[i])->voice, voice) == 0)
      return tallies->pdata[i];
  t = g_new0 (Tally, 1);
  t->voice = g_strdup (voice);
  t->latency = g_array_new (FALSE, FALSE, sizeof (double));
  t->latency_foreign = g_array_new (FALSE, FALSE, sizeof (double));
  g_ptr_array_add (tallies, t);
  return t;
}

/* What the app hears with (ab_match_heard_new_grammar, in the player's turn); with
 * LISTEN_BENCH_GRAMMAR=legal only the legal moves and the commands, as before impossible
 * moves were heard. */
static AbSpokenGrammarFlags
grammar_flags (void)
{
  return g_strcmp0 (g_getenv ("LISTEN_BENCH_GRAMMAR"), "legal") == 0
           ? AB_SPOKEN_GRAMMAR_MOVES | AB_SPOKEN_GRAMMAR_COMMANDS
           : AB_SPOKEN_GRAMMAR_LISTENER;
}

static char *
name_of (const AbPosition *pos, const AbHeardChoice *c)
{
  char uci[AB_UCI_MAX];

  if (c->move == AB_MOVE_NONE)
    return g_strdup (command_names[c->command]);
  ab_move_to_uci (pos, c->move, uci);
  return g_strdup (uci);
}

/* A reading for the reliability table: UCI, a command, or "impossible". */
static char *
reading_name (const AbPosition *pos, const AbHearing *hearing, guint i)
{
  const AbHeardChoice *c;

  if (i >= hearing->choices->len)
    return g_strdup ("-");
  c = &g_array_index (hearing->choices, AbHeardChoice, i);
  if (c->move == AB_MOVE_NONE && c->command == AB_SPOKEN_COMMAND_NONE)
    return g_strdup ("impossible");
  return name_of (pos, c);
}

static void
print_reading (const Item *item, const AbPosition *pos, const AbHearing *hearing)
{
  g_autofree char *best = reading_name (pos, hearing, 0);
  g_autofree char *second = reading_name (pos, hearing, 1);
  gboolean one_word = hearing->choices->len >= 2
                      && ab_spoken_words_differ_in_one (
                        g_array_index (hearing->choices, AbHeardChoice, 0).words,
                        g_array_index (hearing->choices, AbHeardChoice, 1).words);
  g_autofree char *file = g_path_get_basename (item->wav);
  g_autofree char *words = g_strdup (hearing->words);

  g_strdelimit (words, " ", '_');
  printf ("reading %s %s %s %.4f %s %s %d %.3f %.1f %.3f %.3f %d %s %s\n", item->voice,
          item->kind, item->expected, hearing->confidence, best, second, one_word, hearing->fit,
          hearing->margin_total, hearing->worst_word, hearing->phones, hearing->frames, file,
          *words ? words : "-");
}

static int
compare_double (gconstpointer a, gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static double
percentile (GArray *a, double p)
{
  if (a->len == 0)
    return 0.0;
  g_array_sort (a, compare_double);
  return g_array_index (a, double, MIN (a->len - 1, (guint) (p * a->len)));
}

/* One file through the stream: the accepted readings and the latencies. */
static void
hear_item (AbRecognizer *rec, AbHearingStream *stream, const Item *item, Tally *t,
           gboolean verbose, gboolean readings)
{
  AbPosition *pos = ab_position_new ();
  g_autofree char *data = NULL;
  gsize len;
  int16_t *samples = NULL, frame[AB_ENDPOINT_FRAME];
  size_t n = 0, total;
  AbWavInfo info;
  unsigned languages;
  gboolean accepted_right = FALSE, accepted_wrong = FALSE, refused = FALSE;
  g_autoptr (GString) heard = g_string_new ("");
  guint32 seed = 7;
  double cpu0;
  size_t audio_frames = 0;
  /* How far hearing lags behind the audio, ms: a frame comes every 10 ms, and a push that
   * takes longer (the utterance heard early, in the first 50 ms of a pause) delays the
   * frames after it, as the app's listening thread is delayed. */
  double behind = 0.0;

  languages = AB_SPOKEN_LANGUAGE_BIT (strcmp (item->lang, "nl") == 0   ? AB_LANG_NL
                                      : strcmp (item->lang, "en") == 0 ? AB_LANG_EN
                                                                        : AB_LANG_DE);
  if ((strcmp (item->fen, "startpos") == 0 && (ab_position_set_start (pos), TRUE))
      || ab_position_set_fen (pos, item->fen, NULL))
    ab_recognizer_set_grammar (rec, ab_spoken_grammar_new (pos, languages, grammar_flags ()),
                               NULL);
  if (!g_file_get_contents (item->wav, &data, &len, NULL)
      || ab_wav_read ((const uint8_t *) data, len, &samples, &n, &info) != AB_WAV_OK)
    {
      fprintf (stderr, "listen-bench: %s cannot be read\n", item->wav);
      exit (1);
    }
  /* The file, then a second of a quiet room; and while an utterance is still being
   * heard, more of the room, as the app waits for its end (in a hall the babble may keep
   * it going until the stream's own limit ends it). */
  total = n + AB_WAV_RATE;
  cpu0 = cpu_now ();
  for (size_t at = 0;
       at + AB_ENDPOINT_FRAME <= total
       || (hearing_open && at < total + AB_HEARING_STREAM_MAX_FRAMES * AB_ENDPOINT_FRAME);
       at += AB_ENDPOINT_FRAME, audio_frames++)
    {
      AbHearing *hearing = NULL;
      int hangover = 0;
      double push0;
      AbHearingStreamEvent event;

      for (int i = 0; i < AB_ENDPOINT_FRAME; i++)
        {
          seed = seed * 1103515245u + 12345u;
          if (at + i < n)
            frame[i] = samples[at + i];
          else if (room != NULL)
            frame[i] = room[room_at++ % room_n];
          else
            frame[i] = (int16_t) ((int) ((seed >> 16) % 61) - 30);
        }
      push0 = wall_now ();
      event = ab_hearing_stream_push (stream, frame, &hearing, &hangover);
      behind = MAX (behind - 10.0, 0.0) + (wall_now () - push0) * 1000.0;
      if (event == AB_HEARING_STREAM_STARTED)
        hearing_open = TRUE;
      if (event == AB_HEARING_STREAM_HEARD)
        {
          hearing_open = FALSE;
          /* From the end of speech: the pause the endpointer waited, the
           * frame's own 10 ms, and how far hearing lagged behind after this frame (the
           * utterance heard early in the pause, this frame's work). Wall time: hearing
           * uses two threads; on a busy machine it is longer. */
          double ms = hangover * 10.0 + 10.0 + behind;
          const AbHeardChoice *best = ab_hearing_best (hearing);

          g_array_append_val (strcmp (item->kind, "foreign") == 0 ? t->latency_foreign
                                                                  : t->latency,
                              ms);
          if (readings && best)
            print_reading (item, pos, hearing);
          if (verbose && best)
            {
              g_autofree char *name = name_of (pos, best);

              g_string_append_printf (heard,
                                      " {%s fit %.2f margin %.2f worst %.2f total %.0f phones %.2f} "
                                      "%.0fms",
                                      name, hearing->fit, hearing->margin, hearing->worst_word,
                                      hearing->margin_total, hearing->phones, ms);
            }
          if (best && hearing->understood && best->move == AB_MOVE_NONE
              && best->command == AB_SPOKEN_COMMAND_NONE)
            {
              /* A move the position does not allow: refused with its reason, nothing
               * played. */
              refused = TRUE;
              g_string_append_printf (heard, " <%s %.2f>", hearing->words, hearing->confidence);
            }
          else if (best && hearing->understood)
            {
              g_autofree char *name = name_of (pos, best);

              if (strcmp (name, item->expected) == 0)
                accepted_right = TRUE;
              else
                accepted_wrong = TRUE;
              g_string_append_printf (heard, " [%s %.2f]", name, hearing->confidence);
            }
          else
            g_string_append_printf (heard, " (%s %.2f)", hearing->words, hearing->confidence);
          ab_hearing_free (hearing);
        }
    }
  t->cpu += cpu_now () - cpu0;
  t->audio += (double) audio_frames * AB_ENDPOINT_FRAME / AB_WAV_RATE;
  if (strcmp (item->kind, "impossible") == 0)
    {
      t->impossible++;
      t->impossible_refused += refused && !accepted_right && !accepted_wrong;
      t->impossible_accepted += accepted_right || accepted_wrong;
    }
  else if (strcmp (item->kind, "foreign") == 0)
    {
      t->foreign++;
      t->accepted += accepted_right || accepted_wrong;
    }
  else
    {
      t->n++;
      if (accepted_wrong)
        t->wrong++;
      else if (accepted_right)
        t->right++;
      else
        t->none++;
      t->refused += refused && !accepted_wrong && !accepted_right;
    }
  if (verbose)
    printf ("# %s %s %s expected %s:%s\n", item->voice, item->kind, item->wav, item->expected,
            heard->str);
  free (samples);
  ab_position_free (pos);
}

static void
print_tally (const char *what, const Tally *t)
{
  printf ("%s %s n %d right %d none %d wrong %d refused %d foreign %d accepted %d "
          "impossible %d impossible-refused %d impossible-accepted %d "
          "latency-p50 %.0f latency-p95 %.0f foreign-latency-p95 %.0f rtf %.3f\n",
          what, t->voice, t->n, t->right, t->none, t->wrong, t->refused, t->foreign, t->accepted,
          t->impossible, t->impossible_refused, t->impossible_accepted,
          percentile (t->latency, 0.5), percentile (t->latency, 0.95),
          percentile (t->latency_foreign, 0.95), t->audio > 0 ? t->cpu / t->audio : 0.0);
}

int
main (int argc, char **argv)
{
  g_autoptr (GPtrArray) items = NULL;
  g_autoptr (GPtrArray) tallies = g_ptr_array_new ();
  Tally total = { .voice = (char *) "all",
                  .latency = g_array_new (FALSE, FALSE, sizeof (double)),
                  .latency_foreign = g_array_new (FALSE, FALSE, sizeof (double)) };
  gboolean verbose = g_getenv ("LISTEN_BENCH_VERBOSE") != NULL;
  gboolean readings = g_getenv ("LISTEN_BENCH_READINGS") != NULL;

  if (argc != 2 && argc != 3)
    {
      fprintf (stderr, "usage: listen-bench DIR [PROFILES]\n");
      return 2;
    }
  if (g_getenv ("LISTEN_BENCH_ROOM") != NULL)
    {
      g_autofree char *data = NULL;
      gsize len;
      AbWavInfo info;

      if (!g_file_get_contents (g_getenv ("LISTEN_BENCH_ROOM"), &data, &len, NULL)
          || ab_wav_read ((const uint8_t *) data, len, &room, &room_n, &info) != AB_WAV_OK
          || room_n == 0)
        {
          fprintf (stderr, "listen-bench: the room %s cannot be read\n",
                   g_getenv ("LISTEN_BENCH_ROOM"));
          return 1;
        }
    }
  items = read_items (argv[1]);
  for (guint i = 0; i < items->len; i++)
    tally_for (tallies, ((Item *) items->pdata[i])->voice);
  for (guint v = 0; v < tallies->len; v++)
    {
      Tally *t = tallies->pdata[v];
      g_autoptr (GError) error = NULL;
      g_autoptr (AbRecognizer) rec = NULL;
      g_autoptr (AbHearingStream) stream = NULL;
      g_autofree char *profile = NULL;

      if (argc == 3)
        {
          g_autofree char *slug = g_strdelimit (g_strdup (t->voice), "/:", '-');

          profile = g_build_filename (argv[2], slug, NULL);
        }
      else
        profile = g_strdup (ab_recognizer_base_model_dir ());
      rec = argc == 3 && g_getenv ("LISTEN_BENCH_OTHER_VOICE")
              ? ab_recognizer_new_other_voice (profile, &error)
              : ab_recognizer_new (profile, NULL, &error);
      if (rec == NULL)
        {
          fprintf (stderr, "listen-bench: %s\n", error->message);
          return 1;
        }
      stream = ab_hearing_stream_new (rec);
      hearing_open = FALSE;
      for (guint i = 0; i < items->len; i++)
        if (strcmp (((Item *) items->pdata[i])->voice, t->voice) == 0)
          hear_item (rec, stream, items->pdata[i], t, verbose, readings);
      print_tally ("voice", t);
      fflush (stdout);
      total.n += t->n, total.right += t->right, total.none += t->none, total.wrong += t->wrong;
      total.foreign += t->foreign, total.accepted += t->accepted, total.refused += t->refused;
      total.impossible += t->impossible, total.impossible_refused += t->impossible_refused;
      total.impossible_accepted += t->impossible_accepted;
      total.cpu += t->cpu, total.audio += t->audio;
      g_array_append_vals (total.latency, t->latency->data, t->latency->len);
      g_array_append_vals (total.latency_foreign, t->latency_foreign->data,
                           t->latency_foreign->len);
    }
  print_tally ("total", &total);
  return 0;
}
