/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-recognizer.c — PocketSphinx with one grammar and a phone loop beside it:
 * starting the decoders, the dictionary, the grammar as a graph.
 *
 * Two decoders hear the same audio: one searches the grammar (a finite-state
 * graph built from the phrases, sharing their common beginnings), the other
 * a free loop of phones. An utterance in the grammar fits almost as well as
 * the loop; anything else fits much worse. That gap per frame, with the
 * best phrase's share of the grammar's lattice, makes the confidence. */
#include "config.h"

#include "ab-recognizer.h"

#include <sphinxbase/err.h>
#include <string.h>

#include "ab-module.h"
#include "ab-phone-lexicon.h"
#include "ab-recognizer-private.h"
#include "ab-voice-profile.h"

G_DEFINE_QUARK (ab-recognizer-error-quark, ab_recognizer_error)

const char *
ab_recognizer_base_model_dir (void)
{
  const char *env = g_getenv ("ANNABELLA_ACOUSTIC_MODEL");

  return env && *env ? env : AB_ACOUSTIC_MODEL_DIR;
}

char *
ab_recognizer_default_model_dir (void)
{
  const char *env = g_getenv ("ANNABELLA_ACOUSTIC_MODEL");
  char *profile = env && *env ? NULL : ab_voice_profile_in_use ();

  return profile ? profile : g_strdup (ab_recognizer_base_model_dir ());
}

AbRecognizer *
ab_recognizer_new_for_speaker (const char *profile_dir, GError **error)
{
  g_autofree char *player = NULL;

  if (profile_dir != NULL && ab_voice_profile_valid (profile_dir))
    return ab_recognizer_new (profile_dir, NULL, error);
  /* The player's profile has learnt the microphone and the room too: measured
   * (tests/bench/listen-voices.py), it hears another voice better than the installed model
   * does; but not with the pronunciations the player used (with them, the opponents of
   * listen-voices were right 89 times of 103 instead of 97). */
  player = ab_recognizer_default_model_dir ();
  if (strcmp (player, ab_recognizer_base_model_dir ()) == 0 || !ab_voice_profile_valid (player))
    return NULL;
  return ab_recognizer_new_other_voice (player, error);
}

const char *
ab_recognizer_default_lexicon (void)
{
  const char *env = g_getenv ("ANNABELLA_LEXICON");

  if (env && *env)
    return env;
  /* run from the build tree: the dictionary and enrolment scripts of its sources */
  return ab_module_in_build_tree () ? AB_LEXICON_SOURCE_PATH : AB_LEXICON_PATH;
}

void
ab_hearing_free (AbHearing *hearing)
{
  if (hearing == NULL)
    return;
  for (guint i = 0; i < hearing->choices->len; i++)
    g_free (g_array_index (hearing->choices, AbHeardChoice, i).words);
  g_array_unref (hearing->choices);
  g_clear_pointer (&hearing->audio, g_bytes_unref);
  g_free (hearing->words);
  g_free (hearing);
}

const AbHeardChoice *
ab_hearing_best (const AbHearing *hearing)
{
  if (hearing == NULL || hearing->choices->len == 0)
    return NULL;
  return &g_array_index (hearing->choices, AbHeardChoice, 0);
}

static cmd_ln_t *
make_config (const char *model_dir, const char *scores_dir)
{
  /* -cmn live: the mean is estimated as the audio comes, as the microphone
   * needs. -compallsen: every senone is scored in every frame, so both
   * decoders' scores are relative to the same best one and can be compared;
   * that is most of the work, so the beams can be wide: a search without
   * the best reading must still reach the end of the grammar; and that search reads
   * the scores the first pass wrote (ab-recognizer-scores.c).
   * -topn stays 4: 8 made the best reading right more often on the tuning
   * voices (88.6 -> 89.9 % and 88.9 -> 90.8 % on two sets) but not on the
   * benchmark's, for half as much work again.
   * -remove_silence no: the audio is cut to the speech already (ab-endpointer.h),
   * and a pass must not depend on what a detector learnt from the one before.
   * ANNABELLA_DECODER_ARGS ("-name value …") replaces or adds options, to tune
   * them on recordings without rebuilding. */
  g_autoptr (GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  const char *const args[] = {
    "-samprate", "16000",
    "-cmn", "live",
    "-bestpath", "no",
    "-compallsen", "yes",
    "-remove_silence", "no",
    "-wip", "0.2",
    "-beam", "1e-100",
    "-pbeam", "1e-100",
    "-wbeam", "1e-80",
    "-logfn", "/dev/null",
  };
  const char *env = g_getenv ("ANNABELLA_DECODER_ARGS");
  g_auto (GStrv) extra = g_strsplit (env ? env : "", " ", -1);
  guint n_extra = g_strv_length (extra) & ~1u;


  g_ptr_array_add (argv, g_strdup ("-hmm"));
  g_ptr_array_add (argv, g_strdup (model_dir));
  for (size_t i = 0; i < G_N_ELEMENTS (args); i += 2)
    if (!g_strv_contains ((const char *const *) extra, args[i]))
      {
        g_ptr_array_add (argv, g_strdup (args[i]));
        g_ptr_array_add (argv, g_strdup (args[i + 1]));
      }
  for (guint i = 0; i < n_extra; i++)
    g_ptr_array_add (argv, g_strdup (extra[i]));
  if (scores_dir)
    {
      g_ptr_array_add (argv, g_strdup ("-senlogdir"));
      g_ptr_array_add (argv, g_strdup (scores_dir));
    }
  return cmd_ln_parse_r (NULL, ps_args (), (int32) argv->len, (char **) argv->pdata, FALSE);
}

/* One pronunciation into the decoder: "word", "word(2)" …, as it names them. */
static gboolean
add_pronunciation (AbRecognizer *self, GHashTable *seen, const char *word, const char *phones,
                   const char *path, GError **error)
{
  guint n = GPOINTER_TO_UINT (g_hash_table_lookup (seen, word)) + 1;
  g_autofree char *key = n == 1 ? g_strdup (word) : g_strdup_printf ("%s(%u)", word, n);

  g_hash_table_insert (seen, g_strdup (word), GUINT_TO_POINTER (n));
  g_hash_table_add (self->words, g_strdup (word));
  if (ps_add_word (self->ps, key, phones, FALSE) < 0
      || ps_add_word (self->loop, key, phones, FALSE) < 0)
    {
      g_set_error (error, AB_RECOGNIZER_ERROR, AB_RECOGNIZER_ERROR_LEXICON,
                   "%s: the decoder refused \"%s\"", path, key);
      return FALSE;
    }
  return TRUE;
}

static AbPhoneLexicon *
read_lexicon (const char *path, GError **error)
{
  g_autofree char *text = NULL;
  gsize len;
  AbPhoneLexiconError lex_error;
  AbPhoneLexicon *lexicon;

  if (!g_file_get_contents (path, &text, &len, NULL))
    {
      g_set_error (error, AB_RECOGNIZER_ERROR, AB_RECOGNIZER_ERROR_LEXICON,
                   "the pronunciation dictionary %s cannot be read", path);
      return NULL;
    }
  lexicon = ab_phone_lexicon_parse (text, len, &lex_error);
  if (lexicon == NULL)
    g_set_error (error, AB_RECOGNIZER_ERROR, AB_RECOGNIZER_ERROR_LEXICON, "%s:%d:%d: %s", path,
                 lex_error.line, lex_error.column,
                 ab_phone_lexicon_status_to_string (lex_error.status));
  return lexicon;
}

/* The dictionary: the lexicon's pronunciations, but for the words of a voice profile's
 * own pronunciations (AB_VOICE_PROFILE_PRONUNCIATIONS in model_dir; NULL: none), which
 * replace their lines before "[heard]" (the installed model's mishearing, which the
 * profile's model may share). */
static gboolean
load_lexicon (AbRecognizer *self, const char *path, const char *model_dir, GError **error)
{
  g_autofree char *own_path = model_dir ? g_build_filename (model_dir,
                                                            AB_VOICE_PROFILE_PRONUNCIATIONS, NULL)
                                        : NULL;
  g_autoptr (GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  AbPhoneLexicon *lexicon, *own = NULL;
  gboolean ok = TRUE;

  lexicon = read_lexicon (path, error);
  if (lexicon == NULL)
    return FALSE;
  if (own_path != NULL && g_file_test (own_path, G_FILE_TEST_IS_REGULAR)
      && (own = read_lexicon (own_path, error)) == NULL)
    {
      ab_phone_lexicon_free (lexicon);
      return FALSE;
    }
  for (size_t i = 0; ok && own && i < ab_phone_lexicon_count (own); i++)
    ok = add_pronunciation (self, seen, ab_phone_lexicon_word (own, i),
                            ab_phone_lexicon_phones (own, i), own_path, error);
  for (size_t i = 0; ok && i < ab_phone_lexicon_count (lexicon); i++)
    {
      const char *word = ab_phone_lexicon_word (lexicon, i);

      if (own == NULL || ab_phone_lexicon_heard_only (lexicon, i)
          || ab_phone_lexicon_variants (own, word) == 0)
        ok = add_pronunciation (self, seen, word, ab_phone_lexicon_phones (lexicon, i), path,
                                error);
    }
  ab_phone_lexicon_free (lexicon);
  if (own)
    ab_phone_lexicon_free (own);
  return ok;
}

static AbRecognizer *recognizer_new (const char *model_dir, const char *lexicon_path,
                                     gboolean own_pronunciations, GError **error);

AbRecognizer *
ab_recognizer_new (const char *model_dir, const char *lexicon_path, GError **error)
{
  return recognizer_new (model_dir, lexicon_path, TRUE, error);
}

AbRecognizer *
ab_recognizer_new_other_voice (const char *model_dir, GError **error)
{
  g_return_val_if_fail (model_dir != NULL, NULL);
  return recognizer_new (model_dir, NULL, FALSE, error);
}

static AbRecognizer *
recognizer_new (const char *model_dir, const char *lexicon_path, gboolean own_pronunciations,
                GError **error)
{
  g_autoptr (AbRecognizer) self = g_new0 (AbRecognizer, 1);
  g_autofree char *mdef = NULL, *default_model = NULL;
  cmd_ln_t *config;

  if (model_dir == NULL)
    model_dir = default_model = ab_recognizer_default_model_dir ();
  if (lexicon_path == NULL)
    lexicon_path = ab_recognizer_default_lexicon ();
  self->threshold = AB_RECOGNIZER_THRESHOLD_DEFAULT;
  self->words = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->audio = g_array_new (FALSE, FALSE, sizeof (int16_t));
  self->whole = g_array_new (FALSE, FALSE, sizeof (int16_t));
  self->loop_segments = g_array_new (FALSE, FALSE, sizeof (AbLoopSegment));

  g_debug ("acoustic model %s, dictionary %s", model_dir, lexicon_path);
  mdef = g_build_filename (model_dir, "mdef", NULL);
  if (!g_file_test (mdef, G_FILE_TEST_IS_REGULAR)
      || (default_model && strcmp (model_dir, ab_recognizer_base_model_dir ()) != 0
          && !ab_voice_profile_valid (model_dir)))
    {
      if (default_model && strcmp (model_dir, ab_recognizer_base_model_dir ()) != 0)
        g_set_error (error, AB_RECOGNIZER_ERROR, AB_RECOGNIZER_ERROR_NO_MODEL,
                     "the voice profile %s is damaged (enrol again, or set "
                     "ANNABELLA_VOICE_PROFILE=none)", model_dir);
      else
        g_set_error (error, AB_RECOGNIZER_ERROR, AB_RECOGNIZER_ERROR_NO_MODEL,
                     "no acoustic model in %s (Debian: apt install pocketsphinx-en-us)",
                     model_dir);
      return NULL;
    }
  /* The library's messages would go to stderr; errors come back as results. */
  err_set_logfp (NULL);
  config = make_config (model_dir, NULL);
  /* Kept only when every senone is scored: the next search would lack the rest. */
  if (config && cmd_ln_boolean_r (config, "-compallsen"))
    {
      self->scores_dir = _ab_recognizer_scores_dir_new ();
      cmd_ln_free_r (config);
      config = make_config (model_dir, self->scores_dir);
    }
  if (config)
    self->ps = ps_init (config);
  cmd_ln_free_r (config);
  config = make_config (model_dir, NULL);
  if (config)
    {
      cmd_ln_set_str_r (config, "-allphone", NULL);
      cmd_ln_set_boolean_r (config, "-allphone_ci", TRUE);
      self->loop = ps_init (config);
    }
  cmd_ln_free_r (config);
  if (self->ps == NULL || self->loop == NULL
      || ps_set_allphone (self->loop, "loop", NULL) < 0 || ps_set_search (self->loop, "loop") < 0)
    {
      g_set_error (error, AB_RECOGNIZER_ERROR, AB_RECOGNIZER_ERROR_FAILED,
                   "the decoder cannot start with the acoustic model in %s", model_dir);
      return NULL;
    }
  if (!load_lexicon (self, lexicon_path, own_pronunciations ? model_dir : NULL, error))
    return NULL;
  _ab_recognizer_init_cmn (self);
  return g_steal_pointer (&self);
}

void
ab_recognizer_free (AbRecognizer *self)
{
  if (self == NULL)
    return;
  if (self->ps)
    ps_free (self->ps);
  if (self->loop)
    ps_free (self->loop);
  if (self->words)
    g_hash_table_unref (self->words);
  if (self->audio)
    g_array_unref (self->audio);
  if (self->whole)
    g_array_unref (self->whole);
  if (self->loop_segments)
    g_array_unref (self->loop_segments);
  g_free (self->scores);
  g_free (self->whole_scores);
  _ab_recognizer_scores_dir_free (self->scores_dir);
  ab_spoken_grammar_free (self->grammar);
  g_free (self->search);
  g_free (self);
}

/* The natural log of the prior of a move the position does not allow, against a legal
 * one: the two sound alike often ("Springer Felix zwei" beside a legal "Springer Felix
 * drei"), and a near tie must go to the legal move; only what clearly is an impossible
 * move is heard as one. Set on the tuning voices (HACKING.md) with such moves said on
 * purpose: at -10 they are refused 54 times of 75 and taken for a legal move 7 times
 * (31 without them in the grammar), the legal moves right 160 times of 202 (161). At -6
 * more are refused (62) but legal moves are lost; at -20 few are refused (39).
 * ANNABELLA_IMPOSSIBLE_PRIOR sets it, to tune. */
#define IMPOSSIBLE_PRIOR -10.0

/* A prior, or the one the environment variable names sets, to tune. */
static double
prior_from_env (const char *name, double prior)
{
  const char *env = g_getenv (name);

  return env != NULL ? g_ascii_strtod (env, NULL) : prior;
}

/* The same for a square-to-square form (ab_spoken_square_form_arcs): they are thousands a
 * language against a legal move's few, so at the phrases' -10 one of them beat a legal
 * move said in a poor voice now and then. Set on the tuning voices (three sets, 975
 * announcements and 105 remarks and moves of another position, HACKING.md): at -15 the
 * remarks taken 17 -> 12, announcements right 824 -> 816 (8 more heard as a move of
 * another game and refused), wrong 22 -> 21; at -10 more right moves were lost, at -20
 * and -30 few remarks more were refused. ANNABELLA_SQUARE_FORM_PRIOR sets it, to tune. */
#define SQUARE_FORM_PRIOR -15.0

static gint
by_string (gconstpointer a, gconstpointer b)
{
  return strcmp (*(char *const *) a, *(char *const *) b);
}

/* The phrases' graph with the states from which the same words lead to the end made
 * one, as a minimal automaton of the phrases: their common endings shared as their
 * beginnings are ("… gustav twee" of every move to g2). The search's work each frame grows
 * with the states (fsg_history_end_frame visits each, for every phone), and its best path
 * is the same: from 1012 states to 85 in a middle game's grammar of 1737 phrases. The
 * trie's states are numbered after their parents, so each state's followers are made one
 * before it. Returns the number of states. */
static int
share_endings (GArray *arcs, const GPtrArray *arc_words, int n_states)
{
  g_autofree int *canon = g_new (int, n_states);
  g_autofree int *renumbered = g_new (int, n_states);
  g_autoptr (GPtrArray) leaving = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  g_autoptr (GHashTable) by_signature = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                                               NULL);
  g_autoptr (GHashTable) kept = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GArray) shared = g_array_new (FALSE, FALSE, sizeof (int) * 4);
  int n = 0;

  for (int s = 0; s < n_states; s++)
    g_ptr_array_add (leaving, g_ptr_array_new ());
  for (guint i = 0; i < arcs->len; i++)
    g_ptr_array_add (g_ptr_array_index (leaving, g_array_index (arcs, int, i * 4)),
                     GUINT_TO_POINTER (i));
  canon[0] = 0;
  canon[1] = 1;
  for (int s = n_states - 1; s >= 2; s--)
    {
      GPtrArray *out = g_ptr_array_index (leaving, s);
      g_autoptr (GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
      g_autofree char *signature = NULL;
      gpointer found;

      for (guint k = 0; k < out->len; k++)
        {
          const int *arc = &g_array_index (arcs, int, GPOINTER_TO_UINT (out->pdata[k]) * 4);

          g_ptr_array_add (lines, g_strdup_printf ("%s %d %d",
                                                   (const char *) arc_words->pdata[arc[2]],
                                                   canon[arc[1]], arc[3]));
        }
      g_ptr_array_sort (lines, by_string);
      g_ptr_array_add (lines, NULL);
      signature = g_strjoinv ("\n", (char **) lines->pdata);
      if (g_hash_table_lookup_extended (by_signature, signature, NULL, &found))
        canon[s] = GPOINTER_TO_INT (found);
      else
        {
          canon[s] = s;
          g_hash_table_insert (by_signature, g_steal_pointer (&signature), GINT_TO_POINTER (s));
        }
    }
  for (int s = 0; s < n_states; s++)
    renumbered[s] = canon[s] == s ? n++ : -1;
  for (guint i = 0; i < arcs->len; i++)
    {
      int arc[4];
      char *key;

      memcpy (arc, &g_array_index (arcs, int, i * 4), sizeof arc);
      if (canon[arc[0]] != arc[0])
        continue;
      arc[0] = renumbered[arc[0]];
      arc[1] = renumbered[canon[arc[1]]];
      key = g_strdup_printf ("%d %d %s %d", arc[0], arc[1],
                             (const char *) arc_words->pdata[arc[2]], arc[3]);
      if (g_hash_table_add (kept, key))
        g_array_append_val (shared, arc);
    }
  g_array_set_size (arcs, 0);
  g_array_append_vals (arcs, shared->data, shared->len);
  return n;
}

/* The phrases as a graph: state 0 starts, state 1 ends every phrase, and
 * phrases share the states of their common beginnings and endings (share_endings). The
 * last word of a move the position does not allow carries its prior. */
fsg_model_t *
_ab_recognizer_build_fsg (ps_decoder_t *ps, const AbSpokenGrammar *grammar,
                          gboolean square_forms, const char *name)
{
  g_autoptr (GHashTable) children = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr (GArray) arcs = g_array_new (FALSE, FALSE, sizeof (int) * 4);
  g_autoptr (GPtrArray) arc_words = g_ptr_array_new_with_free_func (g_free);
  int n_states = 2;
  fsg_model_t *fsg;
  float lw = cmd_ln_float32_r (ps_get_config (ps), "-lw");
  logmath_t *lmath = ps_get_logmath (ps);
  int prior = (int) (logmath_ln_to_log (lmath, prior_from_env ("ANNABELLA_IMPOSSIBLE_PRIOR",
                                                                IMPOSSIBLE_PRIOR))
                     * lw);
  int square_prior = (int) (logmath_ln_to_log (lmath, prior_from_env ("ANNABELLA_SQUARE_FORM_PRIOR",
                                                                       SQUARE_FORM_PRIOR))
                            * lw);

  for (size_t i = 0; i < ab_spoken_grammar_count (grammar); i++)
    {
      const AbSpokenPhrase *phrase = ab_spoken_grammar_phrase (grammar, i);
      g_auto (GStrv) words = g_strsplit (phrase->words, " ", -1);
      int state = 0;

      for (int w = 0; words[w]; w++)
        {
          int arc[4], to;

          if (words[w + 1] == NULL)
            to = 1;
          else
            {
              g_autofree char *key = g_strdup_printf ("%d %s", state, words[w]);
              gpointer found;

              if (!g_hash_table_lookup_extended (children, key, NULL, &found))
                {
                  found = GINT_TO_POINTER (n_states++);
                  g_hash_table_insert (children, g_steal_pointer (&key), found);
                }
              to = GPOINTER_TO_INT (found);
            }
          arc[0] = state;
          arc[1] = to;
          arc[2] = (int) arc_words->len;
          arc[3] = to == 1 && ab_spoken_phrase_is_impossible (phrase) ? prior : 0;
          g_array_append_val (arcs, arc);
          g_ptr_array_add (arc_words, g_strdup (words[w]));
          state = to;
        }
    }
  n_states = share_endings (arcs, arc_words, n_states);
  /* The square-to-square forms of a move, as the grammar's small graph beside the
   * phrases: its inner states after theirs, the prior on its first words, so that a path
   * of it never prunes the legal moves' paths before it pays. */
  for (int lang = AB_LANG_DE; lang <= AB_LANG_EN; lang++)
    {
      AbSpokenArc forms[AB_SQUARE_FORM_ARCS];
      size_t n;
      int base = n_states - 2;

      if (!square_forms
          || !(ab_spoken_grammar_square_forms (grammar) & AB_SPOKEN_LANGUAGE_BIT (lang)))
        continue;
      n = ab_spoken_square_form_arcs ((AbLanguage) lang, forms, G_N_ELEMENTS (forms));
      for (size_t i = 0; i < n; i++)
        {
          int arc[4];

          arc[0] = forms[i].from < 2 ? forms[i].from : base + forms[i].from;
          arc[1] = forms[i].to < 2 ? forms[i].to : base + forms[i].to;
          arc[2] = (int) arc_words->len;
          arc[3] = forms[i].from == 0 ? square_prior : 0;
          g_array_append_val (arcs, arc);
          g_ptr_array_add (arc_words, g_strdup (forms[i].word));
        }
      n_states += AB_SQUARE_FORM_STATES - 2;
    }
  fsg = fsg_model_init (name, lmath, lw, n_states);
  fsg->start_state = 0;
  fsg->final_state = 1;
  for (guint i = 0; i < arcs->len; i++)
    {
      int *arc = &g_array_index (arcs, int, i * 4);
      int wid = fsg_model_word_add (fsg, g_ptr_array_index (arc_words, arc[2]));

      fsg_model_trans_add (fsg, arc[0], arc[1], arc[3], wid);
    }
  return fsg;
}

gboolean
ab_recognizer_set_grammar (AbRecognizer *self, AbSpokenGrammar *grammar, GError **error)
{
  g_autofree char *name = NULL;
  fsg_model_t *fsg;

  g_return_val_if_fail (!self->in_utterance, FALSE);
  if (grammar == NULL || ab_spoken_grammar_count (grammar) == 0)
    {
      g_set_error (error, AB_RECOGNIZER_ERROR, AB_RECOGNIZER_ERROR_GRAMMAR,
                   "there is nothing to listen for");
      ab_spoken_grammar_free (grammar);
      return FALSE;
    }
  for (size_t i = 0; i < ab_spoken_grammar_count (grammar); i++)
    {
      g_auto (GStrv) words = g_strsplit (ab_spoken_grammar_phrase (grammar, i)->words, " ", -1);

      for (int w = 0; words[w]; w++)
        if (!g_hash_table_contains (self->words, words[w]))
          {
            g_set_error (error, AB_RECOGNIZER_ERROR, AB_RECOGNIZER_ERROR_GRAMMAR,
                         "the pronunciation dictionary lacks \"%s\"", words[w]);
            ab_spoken_grammar_free (grammar);
            return FALSE;
          }
    }
  name = g_strdup_printf ("grammar%u", ++self->n_searches);
  fsg = _ab_recognizer_build_fsg (self->ps, grammar, TRUE, name);
  if (ps_set_fsg (self->ps, name, fsg) < 0 || ps_set_search (self->ps, name) < 0)
    {
      fsg_model_free (fsg);
      g_set_error (error, AB_RECOGNIZER_ERROR, AB_RECOGNIZER_ERROR_FAILED,
                   "the decoder refused the grammar");
      ab_spoken_grammar_free (grammar);
      return FALSE;
    }
  fsg_model_free (fsg);
  if (self->search)
    ps_unset_search (self->ps, self->search);
  g_free (self->search);
  self->search = g_steal_pointer (&name);
  ab_spoken_grammar_free (self->grammar);
  self->grammar = grammar;
  return TRUE;
}

const AbSpokenGrammar *
ab_recognizer_get_grammar (AbRecognizer *self)
{
  return self->grammar;
}

void
ab_recognizer_set_threshold (AbRecognizer *self, double threshold)
{
  self->threshold = CLAMP (threshold, 0.0, 1.0);
}

double
ab_recognizer_get_threshold (AbRecognizer *self)
{
  return self->threshold;
}
