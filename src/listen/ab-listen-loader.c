/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-listen-loader.c — the listening functions the app calls, from the module loaded
 * the first time one is needed (see ab-listen-table.h). */
#include "ab-listen-table.h"

#include "ab-module.h"

/* The same quarks as the library's: the names make them. */
G_DEFINE_QUARK (ab-microphone-error-quark, ab_microphone_error)
G_DEFINE_QUARK (ab-recognizer-error-quark, ab_recognizer_error)
G_DEFINE_QUARK (ab-voice-adapt-error-quark, ab_voice_adapt_error)

static AbModule module = {
  .what = "listening",
  .env = "ANNABELLA_LISTEN_MODULE",
  .build_path = AB_LISTEN_MODULE_BUILD_PATH,
  .path = AB_LISTEN_MODULE_PATH,
  .symbol = "ab_listen_module_table",
  .version = AB_LISTEN_TABLE_VERSION,
};

/* The table, or NULL with the reason (the module is tried once; the model loads on a
 * thread). */
static const AbListenTable *
table (GError **error)
{
  return ab_module_table (&module, AB_RECOGNIZER_ERROR, AB_RECOGNIZER_ERROR_NO_MODEL, error);
}

AbRecognizer *
ab_recognizer_new (const char *model_dir, const char *lexicon_path, GError **error)
{
  const AbListenTable *t = table (error);

  return t ? t->recognizer_new (model_dir, lexicon_path, error) : NULL;
}

/* The rest is called only with what the functions above returned: the table is there. */

void
ab_recognizer_free (AbRecognizer *self)
{
  if (self != NULL)
    table (NULL)->recognizer_free (self);
}

gboolean
ab_recognizer_set_grammar (AbRecognizer *self, AbSpokenGrammar *grammar, GError **error)
{
  return table (NULL)->recognizer_set_grammar (self, grammar, error);
}

void
ab_hearing_free (AbHearing *hearing)
{
  if (hearing != NULL)
    table (NULL)->hearing_free (hearing);
}

const AbHeardChoice *
ab_hearing_best (const AbHearing *hearing)
{
  return table (NULL)->hearing_best (hearing);
}

AbMicrophone *
ab_microphone_new (AbRecognizer *recognizer, const char *source, AbMicrophoneHeardFunc heard,
                   AbMicrophoneLostFunc lost, gpointer data, GError **error)
{
  return table (NULL)->microphone_new (recognizer, source, heard, lost, data, error);
}

void
ab_microphone_free (AbMicrophone *self)
{
  if (self != NULL)
    table (NULL)->microphone_free (self);
}

void
ab_microphone_set_grammar (AbMicrophone *self, AbSpokenGrammar *grammar)
{
  table (NULL)->microphone_set_grammar (self, grammar);
}

void
ab_microphone_open_async (const char *source, AbSpokenGrammar *grammar,
                          AbMicrophoneHeardFunc heard, AbMicrophoneLostFunc lost, gpointer data,
                          GCancellable *cancellable, GAsyncReadyCallback callback,
                          gpointer user_data)
{
  g_autoptr (GError) error = NULL;
  const AbListenTable *t = table (&error);

  if (t == NULL)
    {
      /* No module: said as a missing model, as a recogniser that cannot load. */
      g_autoptr (GTask) task = g_task_new (NULL, cancellable, callback, user_data);

      ab_spoken_grammar_free (grammar);
      g_task_return_new_error (task, AB_RECOGNIZER_ERROR, AB_RECOGNIZER_ERROR_NO_MODEL, "%s",
                               error->message);
      return;
    }
  t->microphone_open_async (source, grammar, heard, lost, data, cancellable, callback,
                            user_data);
}

/* Also when there is no module (a task of the loader's own). */
AbMicrophone *
ab_microphone_open_finish (GAsyncResult *result, GError **error)
{
  return g_task_propagate_pointer (G_TASK (result), error);
}

void
ab_microphone_set_threshold (AbMicrophone *self, double threshold)
{
  table (NULL)->microphone_set_threshold (self, threshold);
}

void
ab_microphone_set_mode (AbMicrophone *self, AbListenMode mode)
{
  table (NULL)->microphone_set_mode (self, mode);
}

void
ab_microphone_set_talking (AbMicrophone *self, gboolean talking)
{
  table (NULL)->microphone_set_talking (self, talking);
}

void
ab_microphone_set_paused (AbMicrophone *self, gboolean paused, guint tail_ms)
{
  table (NULL)->microphone_set_paused (self, paused, tail_ms);
}

void
ab_microphone_set_pause_for_sound (AbMicrophone *self, gboolean pause,
                                   AbMicrophoneHeldFunc held)
{
  table (NULL)->microphone_set_pause_for_sound (self, pause, held);
}

char **
ab_voice_enrolment_script (const char *lang, GError **error)
{
  const AbListenTable *t = table (error);

  return t ? t->voice_enrolment_script (lang, error) : NULL;
}

gboolean
ab_voice_adapt_available (GError **error)
{
  const AbListenTable *t = table (error);

  return t ? t->voice_adapt_available (error) : FALSE;
}

gboolean
ab_voice_enrolment_learn (const char *profile_dir, const char *const *words,
                          GBytes *const *audio, guint n, GError **error)
{
  const AbListenTable *t = table (error);

  return t ? t->voice_enrolment_learn (profile_dir, words, audio, n, error) : FALSE;
}

void
ab_microphone_set_recognizer (AbMicrophone *self, AbMicrophoneSpeaker speaker,
                              AbRecognizer *recognizer, AbSpokenGrammar *grammar)
{
  table (NULL)->microphone_set_recognizer (self, speaker, recognizer, grammar);
}

void
ab_microphone_set_speaker (AbMicrophone *self, AbMicrophoneSpeaker speaker)
{
  table (NULL)->microphone_set_speaker (self, speaker);
}

char *
ab_voice_profile_of_player (const char *name)
{
  const AbListenTable *t = table (NULL);

  return t ? t->voice_profile_of_player (name) : NULL;
}

gboolean
ab_voice_profile_valid (const char *dir)
{
  const AbListenTable *t = table (NULL);

  return t ? t->voice_profile_valid (dir) : FALSE;
}

void
ab_voice_profile_remove (const char *dir)
{
  const AbListenTable *t = table (NULL);

  if (t != NULL)
    t->voice_profile_remove (dir);
}

AbRecognizer *
ab_recognizer_new_for_speaker (const char *profile_dir, GError **error)
{
  const AbListenTable *t = table (error);

  return t ? t->recognizer_new_for_speaker (profile_dir, error) : NULL;
}

/* NULL when the module cannot be loaded. */
AbVoiceLearner *
ab_voice_learner_new (const char *profile_dir)
{
  const AbListenTable *t = table (NULL);

  return t ? t->voice_learner_new (profile_dir) : NULL;
}

void
ab_voice_learner_free (AbVoiceLearner *self)
{
  if (self != NULL)
    table (NULL)->voice_learner_free (self);
}

const char *
ab_voice_learner_get_profile_dir (AbVoiceLearner *self)
{
  return table (NULL)->voice_learner_get_profile_dir (self);
}

guint
ab_voice_learner_count (AbVoiceLearner *self, AbVoiceRecordingKind kind)
{
  return table (NULL)->voice_learner_count (self, kind);
}

gboolean
ab_voice_learner_add (AbVoiceLearner *self, AbVoiceRecordingKind kind, const char *words,
                      GBytes *audio, GError **error)
{
  return table (NULL)->voice_learner_add (self, kind, words, audio, error);
}

gboolean
ab_voice_learner_remake (AbVoiceLearner *self, GError **error)
{
  return table (NULL)->voice_learner_remake (self, error);
}

gboolean
ab_voice_learner_forget (AbVoiceLearner *self, GError **error)
{
  return table (NULL)->voice_learner_forget (self, error);
}

char *
ab_voice_profile_for_learning (void)
{
  const AbListenTable *t = table (NULL);

  return t ? t->voice_profile_for_learning () : NULL;
}
