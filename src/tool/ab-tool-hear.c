/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tool-hear.c — annabella-tool hear: what the recogniser makes of a WAV file.
 *
 *   hear [--lang L] [--threshold X] --fen FEN FILE.wav   the move in UCI, a command
 *                                                        name, or "none" (also for a
 *                                                        move the position does not allow)
 *   hear [--lang L] [--threshold X] --list FILE          lines "FEN<TAB>WAVPATH" in
 *        (a third column, the said move, is only read with --learn),
 *        lines "WAVPATH<TAB>UCI-or-none<TAB>words<TAB>confidence" out; the files
 *        are heard in turn as one session, as the app hears a game: what the
 *        decoder learns of the voice carries over
 *   hear [--lang L] [--threshold X] --learn [--learn-every N] --list FILE   lines
 *        "FEN<TAB>WAVPATH<TAB>UCI-said": each is heard and printed as above, then
 *        learnt from as the app learns from a confirmed move when the printed move
 *        is the said one: its recording is kept beside the voice profile
 *        (--voice-profile DIR, else the player's) and the profile is made again
 *        after every N (default 5) and at the end, and heard with from then on; a
 *        line on stderr says each time
 *   hear [--lang L] --phrases FEN                        the grammar: "UCI<TAB>words";
 *        "impossible" names the words of a move the position does not allow
 *   hear [--lang L] --square-forms                       the square-to-square forms of
 *        any move, which the grammar holds as a graph beside its phrases: lines
 *        "LANG<TAB>FROM<TAB>TO<TAB>word", state 0 the first, 1 the last; words of it
 *        that no phrase has are a move the position does not allow
 *   hear [--lang L] [--threshold X] [--source NAME] --microphone --fen FEN [--count N]
 *        [--seconds S]   listens to a PulseAudio source (the default one unless
 *        named) with the open microphone, as the app does, and prints a line
 *        "UCI-or-none<TAB>words<TAB>confidence<TAB>latency-ms" per utterance
 *        until N were heard (default 1) or S seconds passed (default 30); while
 *        the computer plays sound it does not listen, as the app, unless
 *        --over-sound is given; when that sound has gone on for 8 s, a line on
 *        stderr says so, as the app tells the player
 *
 * --voice-profile DIR hears with the voice profile annabella-tool adapt wrote there,
 * --voice-profile none with the installed model alone; without it the player's
 * profile is used when there is one (ANNABELLA_VOICE_PROFILE, ab-voice-adapt.h).
 * --as-opponent (not with --learn) hears as the app hears an opponent without a profile
 * of his own: with that profile's model, not the pronunciations its voice used.
 *
 * --details adds to each list line the fit to the phone loop and the margin
 * to the next reading (per frame), the frames and the next reading.
 *
 * The same recogniser, grammar and dictionary as the app; L is de, nl, en or
 * a list like "de,nl" (the languages whose words the grammar holds). */
#include "ab-tool.h"

#include <stdlib.h>
#include <string.h>

#include "ab-microphone.h"
#include "ab-recognizer.h"
#include "ab-tool-args.h"
#include "ab-uci.h"
#include "ab-voice-adapt.h"
#include "ab-voice-learner.h"
#include "ab-voice-profile.h"
#include "ab-wav.h"

static const char *const command_names[AB_SPOKEN_COMMAND_COUNT] = {
  [AB_SPOKEN_COMMAND_NONE] = "none",
  [AB_SPOKEN_COMMAND_TIME] = "time",
  [AB_SPOKEN_COMMAND_MOVE_NUMBER] = "move-number",
  [AB_SPOKEN_COMMAND_LAST_MOVE] = "last-move",
  [AB_SPOKEN_COMMAND_REPEAT] = "repeat",
  [AB_SPOKEN_COMMAND_NO] = "no",
  [AB_SPOKEN_COMMAND_DRAW] = "draw",
};

static int
hear_usage (void)
{
  fprintf (stderr, "Usage: annabella-tool hear [--lang de|nl|en[,…]] [--threshold 0…1] "
                   "--fen FEN FILE.wav\n"
                   "       (each form also takes --voice-profile DIR|none: the voice profile "
                   "annabella-tool adapt wrote, or none;\n"
                   "        each but --learn also --as-opponent: heard as the app hears an "
                   "opponent without a profile)\n"
                   "       annabella-tool hear [--lang …] [--threshold 0…1] [--details] "
                   "--list FILE\n"
                   "       annabella-tool hear [--lang …] [--threshold 0…1] "
                   "[--voice-profile DIR] --learn [--learn-every N] --list FILE\n"
                   "       annabella-tool hear [--lang …] --phrases FEN\n"
                   "       annabella-tool hear [--lang …] --square-forms\n"
                   "       annabella-tool hear [--lang …] [--threshold 0…1] [--source NAME] "
                   "[--over-sound] --microphone --fen FEN [--count N] [--seconds S]\n");
  return 1;
}

static bool
read_languages (const char *arg, unsigned *languages)
{
  g_auto (GStrv) parts = g_strsplit (arg, ",", -1);

  *languages = 0;
  for (int i = 0; parts[i]; i++)
    {
      AbLanguage lang;

      if (!ab_language_from_code (parts[i], &lang))
        return false;
      *languages |= AB_SPOKEN_LANGUAGE_BIT (lang);
    }
  return *languages != 0;
}

/* "e2e4", a command's name, or "none". */
static void
choice_name (const AbPosition *pos, const AbHeardChoice *choice, char *buf, size_t size)
{
  char uci[AB_UCI_MAX];

  if (choice == NULL)
    snprintf (buf, size, "none");
  else if (choice->move != AB_MOVE_NONE)
    {
      ab_move_to_uci (pos, choice->move, uci);
      snprintf (buf, size, "%s", uci);
    }
  else
    snprintf (buf, size, "%s", command_names[choice->command]);
}

/* Reads the file into 16 kHz mono samples; NULL with the reason on stderr. */
static int16_t *
read_wav (const char *path, size_t *n)
{
  g_autofree char *data = NULL;
  g_autoptr (GError) error = NULL;
  gsize len;
  int16_t *samples;
  AbWavInfo info;
  char reason[256];

  if (!g_file_get_contents (path, &data, &len, &error))
    {
      fprintf (stderr, "annabella-tool: %s\n", error->message);
      return NULL;
    }
  if (ab_wav_read ((const uint8_t *) data, len, &samples, n, &info) != AB_WAV_OK)
    {
      ab_wav_describe (&info, reason, sizeof reason);
      fprintf (stderr, "annabella-tool: %s: %s\n", path, reason);
      return NULL;
    }
  return samples;
}

static AbHearing *
hear_file (AbRecognizer *recognizer, const AbPosition *pos, unsigned languages, const char *path,
           bool alone, bool *ok)
{
  g_autoptr (GError) error = NULL;
  AbSpokenGrammar *grammar;
  int16_t *samples;
  size_t n;
  AbHearing *hearing;

  *ok = false;
  samples = read_wav (path, &n);
  if (samples == NULL)
    return NULL;
  grammar = ab_spoken_grammar_new (pos, languages,
                                   AB_SPOKEN_GRAMMAR_LISTENER);
  if (!ab_recognizer_set_grammar (recognizer, grammar, &error))
    {
      fprintf (stderr, "annabella-tool: %s\n", error->message);
      free (samples);
      return NULL;
    }
  if (alone)
    ab_recognizer_adapt (recognizer, samples, n);
  hearing = ab_recognizer_hear (recognizer, samples, n);
  free (samples);
  *ok = true;
  return hearing;
}

static const AbHeardChoice *
accepted (AbRecognizer *recognizer, const AbHearing *hearing)
{
  if (hearing->confidence < ab_recognizer_get_threshold (recognizer))
    return NULL;
  return ab_hearing_best (hearing);
}

static int
hear_one (AbRecognizer *recognizer, const char *fen, unsigned languages, const char *path)
{
  AbPosition *pos = ab_position_new ();
  g_autoptr (AbHearing) hearing = NULL;
  char name[32];
  bool ok;

  if (!ab_tool_read_position (fen, pos))
    {
      ab_position_free (pos);
      return 1;
    }
  hearing = hear_file (recognizer, pos, languages, path, true, &ok);
  if (ok)
    {
      choice_name (pos, accepted (recognizer, hearing), name, sizeof name);
      printf ("%s\n", name);
    }
  ab_position_free (pos);
  return ok ? 0 : 1;
}

static void
print_details (const AbPosition *pos, const AbHearing *hearing)
{
  printf ("\t%.2f\t%.2f\t%d\t%.2f\t%.0f\t", hearing->fit, hearing->margin, hearing->frames,
          hearing->worst_word, hearing->margin_total);
  for (guint i = 1; i < hearing->choices->len; i++)
    {
      char name[32];

      choice_name (pos, &g_array_index (hearing->choices, AbHeardChoice, i), name, sizeof name);
      printf ("%s%s", i > 1 ? " " : "", name);
    }
}

/* The tool's form of the app's learning from confirmed moves (ab-voice-learner.h). */
typedef struct
{
  AbVoiceLearner *learner; /* NULL: not learning */
  int every;               /* recordings between two makings of the profile */
  int since;               /* recordings since the profile was made last */
  double threshold;        /* < 0: the recogniser's own */
} Learning;

/* The profile made again from every recording, and heard with from now on. */
static bool
relearn (AbRecognizer **recognizer, Learning *learning)
{
  g_autoptr (GError) error = NULL;
  AbVoiceLearner *learner = learning->learner;
  guint kept = ab_voice_learner_count (learner, AB_VOICE_RECORDING_GAME)
               + ab_voice_learner_count (learner, AB_VOICE_RECORDING_ENROLMENT);
  gint64 began = g_get_monotonic_time ();
  AbRecognizer *taught;

  if (kept < AB_VOICE_ADAPT_MIN_PHRASES)
    return true;
  if (!ab_voice_learner_remake (learner, &error)
      || (taught = ab_recognizer_new (ab_voice_learner_get_profile_dir (learner), NULL,
                                      &error)) == NULL)
    {
      fprintf (stderr, "annabella-tool: %s\n", error->message);
      return false;
    }
  if (learning->threshold >= 0.0)
    ab_recognizer_set_threshold (taught, learning->threshold);
  ab_recognizer_free (*recognizer);
  *recognizer = taught;
  learning->since = 0;
  fprintf (stderr, "annabella-tool: learnt: the profile made again from %u recordings (%u of "
                   "games) in %.1f s\n",
           kept, ab_voice_learner_count (learner, AB_VOICE_RECORDING_GAME),
           (double) (g_get_monotonic_time () - began) / G_USEC_PER_SEC);
  return true;
}

/* A move heard as the one said is learnt from, as a confirmed one in the app. */
static bool
learn (AbRecognizer **recognizer, Learning *learning, const AbHearing *hearing,
       const char *heard, const char *said)
{
  g_autoptr (GError) error = NULL;
  const AbHeardChoice *best = ab_hearing_best (hearing);

  if (strcmp (heard, said) != 0 || strcmp (heard, "none") == 0 || best == NULL
      || hearing->audio == NULL)
    return true;
  if (!ab_voice_learner_add (learning->learner, AB_VOICE_RECORDING_GAME, best->words,
                             hearing->audio, &error))
    {
      fprintf (stderr, "annabella-tool: %s\n", error->message);
      return false;
    }
  if (++learning->since < learning->every)
    return true;
  return relearn (recognizer, learning);
}

static int
hear_list (AbRecognizer **recognizer, const char *list, unsigned languages, bool details,
           Learning *learning)
{
  FILE *in = strcmp (list, "-") == 0 ? stdin : fopen (list, "r");
  char line[4096];
  int status = 0, line_no = 0;

  if (in == NULL)
    {
      fprintf (stderr, "annabella-tool: %s cannot be read\n", list);
      return 1;
    }
  while (fgets (line, sizeof line, in))
    {
      AbPosition *pos = ab_position_new ();
      g_autoptr (AbHearing) hearing = NULL;
      char *tab, *said = NULL, name[32];
      bool ok = false;

      line_no++;
      line[strcspn (line, "\r\n")] = '\0';
      if (line[0] == '\0' || line[0] == '#')
        {
          ab_position_free (pos);
          continue;
        }
      tab = strchr (line, '\t');
      if (tab == NULL)
        {
          fprintf (stderr, "annabella-tool: %s:%d: expected FEN<TAB>WAVPATH\n", list, line_no);
          status = 1;
          ab_position_free (pos);
          continue;
        }
      *tab = '\0';
      said = strchr (tab + 1, '\t');
      if (said != NULL)
        *said++ = '\0';
      if (learning->learner == NULL)
        said = NULL; /* the said move is only for learning */
      else
        {
          if (said == NULL)
            {
              fprintf (stderr, "annabella-tool: %s:%d: expected FEN<TAB>WAVPATH<TAB>UCI-said\n",
                       list, line_no);
              status = 1;
              ab_position_free (pos);
              continue;
            }
        }
      if (ab_tool_read_position (line, pos))
        {
          /* A relative path is the list's neighbour. */
          g_autofree char *dir = g_path_get_dirname (list);
          g_autofree char *path = g_path_is_absolute (tab + 1) || in == stdin
                                    ? g_strdup (tab + 1)
                                    : g_build_filename (dir, tab + 1, NULL);

          hearing = hear_file (*recognizer, pos, languages, path, true, &ok);
        }
      if (!ok)
        status = 1;
      choice_name (pos, hearing ? accepted (*recognizer, hearing) : NULL, name, sizeof name);
      printf ("%s\t%s\t%s\t%.3f", tab + 1, name, hearing ? hearing->words : "",
              hearing ? hearing->confidence : 0.0);
      if (details && hearing)
        print_details (pos, hearing);
      printf ("\n");
      fflush (stdout);
      if (said != NULL && hearing != NULL && !learn (recognizer, learning, hearing, name, said))
        status = 1;
      ab_position_free (pos);
    }
  if (in != stdin)
    fclose (in);
  if (learning->learner != NULL && learning->since > 0 && !relearn (recognizer, learning))
    status = 1;
  return status;
}

static int
print_phrases (const char *fen, unsigned languages)
{
  AbPosition *pos = ab_position_new ();
  AbSpokenGrammar *grammar;

  if (!ab_tool_read_position (fen, pos))
    {
      ab_position_free (pos);
      return 1;
    }
  grammar = ab_spoken_grammar_new (pos, languages, AB_SPOKEN_GRAMMAR_LISTENER);
  for (size_t i = 0; i < ab_spoken_grammar_count (grammar); i++)
    {
      const AbSpokenPhrase *p = ab_spoken_grammar_phrase (grammar, i);
      AbHeardChoice choice = { .move = p->move, .command = p->command };
      char name[32];

      /* A move this position does not allow is heard, to be refused. */
      if (ab_spoken_phrase_is_impossible (p))
        snprintf (name, sizeof name, "impossible");
      else
        choice_name (pos, &choice, name, sizeof name);
      printf ("%s\t%s\n", name, p->words);
    }
  ab_spoken_grammar_free (grammar);
  ab_position_free (pos);
  return 0;
}

static int
print_square_forms (unsigned languages)
{
  for (int lang = AB_LANG_DE; lang <= AB_LANG_EN; lang++)
    {
      AbSpokenArc arcs[AB_SQUARE_FORM_ARCS];
      size_t n;

      if (!(languages & AB_SPOKEN_LANGUAGE_BIT (lang)))
        continue;
      n = ab_spoken_square_form_arcs ((AbLanguage) lang, arcs, G_N_ELEMENTS (arcs));
      for (size_t i = 0; i < n; i++)
        printf ("%s\t%d\t%d\t%s\n", ab_language_code ((AbLanguage) lang), arcs[i].from,
                arcs[i].to, arcs[i].word);
    }
  return 0;
}

typedef struct
{
  GMainLoop *loop;
  const AbPosition *pos;
  double threshold;
  int left, status;
} Listening;

static void
on_heard (AbHearing *hearing, double latency_ms, gpointer data)
{
  Listening *l = data;
  const AbHeardChoice *best = hearing->confidence >= l->threshold ? ab_hearing_best (hearing)
                                                                   : NULL;
  char name[32];

  choice_name (l->pos, best, name, sizeof name);
  if (hearing->noise_changed)
    fprintf (stderr, "annabella-tool: the room's noise changed: heard with its own mean too%s\n",
             hearing->understood ? "" : ", and read otherwise");
  printf ("%s\t%s\t%.3f\t%.0f\n", name, hearing->words, hearing->confidence, latency_ms);
  fflush (stdout);
  ab_hearing_free (hearing);
  if (--l->left == 0)
    g_main_loop_quit (l->loop);
}

static void
on_lost (const char *reason, gpointer data)
{
  Listening *l = data;

  fprintf (stderr, "annabella-tool: %s\n", reason);
  l->status = 1;
  g_main_loop_quit (l->loop);
}

/* What the app says to the player, for the tests: once, until it listens again. */
static void
on_held (AbMicrophoneSound sound, gpointer data)
{
  if (sound != AB_MICROPHONE_SOUND_HELD)
    return;
  fprintf (stderr, "annabella-tool: not listening: the computer has played sound for %d s\n",
           AB_MICROPHONE_HELD_MS / 1000);
}

static gboolean
on_timeout (gpointer data)
{
  g_main_loop_quit (((Listening *) data)->loop);
  return G_SOURCE_REMOVE;
}

/* Listens to the source as the app does; takes the recogniser. */
static int
hear_microphone (AbRecognizer *recognizer, const char *fen, unsigned languages,
                 const char *source, bool over_sound, int count, int seconds)
{
  AbPosition *pos = ab_position_new ();
  g_autoptr (GError) error = NULL;
  g_autoptr (AbMicrophone) microphone = NULL;
  Listening l = { .pos = pos,
                  .left = count,
                  .threshold = ab_recognizer_get_threshold (recognizer) };
  guint timeout;

  if (!ab_tool_read_position (fen, pos)
      || !ab_recognizer_set_grammar (recognizer,
                                     ab_spoken_grammar_new (pos, languages,
                                                            AB_SPOKEN_GRAMMAR_LISTENER),
                                     &error))
    {
      if (error)
        fprintf (stderr, "annabella-tool: %s\n", error->message);
      ab_recognizer_free (recognizer);
      ab_position_free (pos);
      return 1;
    }
  microphone = ab_microphone_new (recognizer, source, on_heard, on_lost, &l, &error);
  if (microphone == NULL)
    {
      fprintf (stderr, "annabella-tool: no microphone: %s\n", error->message);
      ab_position_free (pos);
      return 1;
    }
  ab_microphone_set_pause_for_sound (microphone, !over_sound, on_held);
  l.loop = g_main_loop_new (NULL, FALSE);
  timeout = g_timeout_add_seconds ((guint) seconds, on_timeout, &l);
  g_main_loop_run (l.loop);
  if (l.left > 0 && l.status == 0)
    {
      fprintf (stderr, "annabella-tool: %d utterance(s) not heard within %d s\n", l.left,
               seconds);
      l.status = 1;
    }
  g_source_remove (timeout);
  g_clear_pointer (&microphone, ab_microphone_free);
  g_main_loop_unref (l.loop);
  ab_position_free (pos);
  return l.status;
}

static bool
read_count (const char *arg, int *out)
{
  char *end;
  long v = strtol (arg, &end, 10);

  if (*end || end == arg || v < 1 || v > 100000)
    return false;
  *out = (int) v;
  return true;
}

int
ab_tool_hear (int argc, char **argv)
{
  unsigned languages = AB_SPOKEN_LANGUAGE_BIT (AB_LANG_DE);
  const char *fen = NULL, *list = NULL, *phrases = NULL, *wav = NULL, *source = NULL;
  double threshold = -1.0;
  bool details = false, microphone = false, over_sound = false, learn_from = false;
  bool as_opponent = false, square_forms = false;
  int count = 1, seconds = 30, every = 5;
  g_autoptr (AbVoiceLearner) learner = NULL;
  g_autofree char *profile = NULL;
  g_autoptr (AbRecognizer) recognizer = NULL;
  g_autoptr (GError) error = NULL;

  for (int i = 1; i < argc; i++)
    {
      const char *next = i + 1 < argc ? argv[i + 1] : NULL;

      if (strcmp (argv[i], "--lang") == 0 && next)
        {
          if (!read_languages (next, &languages))
            return hear_usage ();
          i++;
        }
      else if (strcmp (argv[i], "--threshold") == 0 && next)
        {
          char *end;

          threshold = strtod (next, &end);
          if (*end || end == next || threshold < 0.0 || threshold > 1.0)
            return hear_usage ();
          i++;
        }
      else if (strcmp (argv[i], "--voice-profile") == 0 && next)
        g_setenv ("ANNABELLA_VOICE_PROFILE", argv[++i], TRUE);
      else if (strcmp (argv[i], "--details") == 0)
        details = true;
      else if (strcmp (argv[i], "--as-opponent") == 0)
        as_opponent = true;
      else if (strcmp (argv[i], "--learn") == 0)
        learn_from = true;
      else if (strcmp (argv[i], "--learn-every") == 0 && next)
        {
          if (!read_count (argv[++i], &every))
            return hear_usage ();
        }
      else if (strcmp (argv[i], "--microphone") == 0)
        microphone = true;
      else if (strcmp (argv[i], "--over-sound") == 0)
        over_sound = true;
      else if (strcmp (argv[i], "--source") == 0 && next)
        source = argv[++i];
      else if (strcmp (argv[i], "--count") == 0 && next)
        {
          if (!read_count (argv[++i], &count))
            return hear_usage ();
        }
      else if (strcmp (argv[i], "--seconds") == 0 && next)
        {
          if (!read_count (argv[++i], &seconds))
            return hear_usage ();
        }
      else if (strcmp (argv[i], "--fen") == 0 && next)
        fen = argv[++i];
      else if (strcmp (argv[i], "--list") == 0 && next)
        list = argv[++i];
      else if (strcmp (argv[i], "--phrases") == 0 && next)
        phrases = argv[++i];
      else if (strcmp (argv[i], "--square-forms") == 0)
        square_forms = true;
      else if (argv[i][0] != '-' && wav == NULL)
        wav = argv[i];
      else
        return hear_usage ();
    }
  if (phrases || square_forms)
    {
      if (fen || list || wav || microphone || (phrases && square_forms))
        return hear_usage ();
      return phrases ? print_phrases (phrases, languages) : print_square_forms (languages);
    }
  if (microphone && (fen == NULL || list || wav))
    return hear_usage ();
  if (!microphone && ((fen == NULL) == (list == NULL) || (fen && wav == NULL) || (list && wav)))
    return hear_usage ();

  if (learn_from && as_opponent)
    {
      /* What is learnt goes into the player's profile, never an opponent heard with it. */
      fprintf (stderr, "annabella-tool hear: --as-opponent does not learn: --learn adapts "
                       "the voice profile it hears with\n");
      return hear_usage ();
    }
  if (learn_from)
    {
      if (list == NULL)
        return hear_usage ();
      profile = ab_voice_profile_for_learning ();
      if (profile == NULL)
        {
          fprintf (stderr, "annabella-tool: --learn needs a voice profile to learn into\n");
          return 1;
        }
      learner = ab_voice_learner_new (profile);
    }
  /* Learning into a profile not made yet begins with the installed model. */
  if (learner != NULL && !ab_voice_profile_valid (ab_voice_learner_get_profile_dir (learner)))
    recognizer = ab_recognizer_new (ab_recognizer_base_model_dir (), NULL, &error);
  else if (as_opponent)
    {
      /* As the app hears an opponent without a profile of his own. */
      recognizer = ab_recognizer_new_for_speaker (NULL, &error);
      if (recognizer == NULL && error == NULL)
        recognizer = ab_recognizer_new (ab_recognizer_base_model_dir (), NULL, &error);
    }
  else
    recognizer = ab_recognizer_new (NULL, NULL, &error);
  if (recognizer == NULL)
    {
      fprintf (stderr, "annabella-tool: %s\n", error->message);
      return 1;
    }
  if (threshold >= 0.0)
    ab_recognizer_set_threshold (recognizer, threshold);
  if (microphone)
    return hear_microphone (g_steal_pointer (&recognizer), fen, languages, source, over_sound,
                            count, seconds);
  if (fen)
    return hear_one (recognizer, fen, languages, wav);
  {
    Learning learning = { learner, every, 0, threshold };

    return hear_list (&recognizer, list, languages, details, &learning);
  }
}
