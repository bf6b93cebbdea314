/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-listen-table.h — what the app takes from the listening module.
 *
 * PocketSphinx and what it needs (sphinxbase, LAPACK, BLAS, gfortran: about 1 MB of
 * resident libraries) are loaded only when the player turns listening on: the library
 * is built a second time as a module, libannabella-listen.so, that exports this table
 * alone, and ab-listen-loader.c gives the app the usual functions, which call through
 * it. annabella-tool and the tests link the library itself. */
#pragma once

#include "ab-microphone.h"
#include "ab-recognizer.h"
#include "ab-voice-adapt.h"
#include "ab-voice-enrolment.h"
#include "ab-voice-learner.h"
#include "ab-voice-profile.h"

G_BEGIN_DECLS

/* Raised when a function is added: a module of another build is refused. */
#define AB_LISTEN_TABLE_VERSION 8

typedef struct
{
  guint version;
  AbRecognizer *(*recognizer_new) (const char *model_dir, const char *lexicon_path,
                                   GError **error);
  void (*recognizer_free) (AbRecognizer *self);
  gboolean (*recognizer_set_grammar) (AbRecognizer *self, AbSpokenGrammar *grammar,
                                      GError **error);
  void (*hearing_free) (AbHearing *hearing);
  const AbHeardChoice *(*hearing_best) (const AbHearing *hearing);
  AbMicrophone *(*microphone_new) (AbRecognizer *recognizer, const char *source,
                                   AbMicrophoneHeardFunc heard, AbMicrophoneLostFunc lost,
                                   gpointer data, GError **error);
  void (*microphone_free) (AbMicrophone *self);
  void (*microphone_open_async) (const char *source, AbSpokenGrammar *grammar,
                                 AbMicrophoneHeardFunc heard, AbMicrophoneLostFunc lost,
                                 gpointer data, GCancellable *cancellable,
                                 GAsyncReadyCallback callback, gpointer user_data);
  void (*microphone_set_grammar) (AbMicrophone *self, AbSpokenGrammar *grammar);
  void (*microphone_set_threshold) (AbMicrophone *self, double threshold);
  void (*microphone_set_mode) (AbMicrophone *self, AbListenMode mode);
  void (*microphone_set_talking) (AbMicrophone *self, gboolean talking);
  void (*microphone_set_paused) (AbMicrophone *self, gboolean paused, guint tail_ms);
  void (*microphone_set_pause_for_sound) (AbMicrophone *self, gboolean pause,
                                          AbMicrophoneHeldFunc held);
  char **(*voice_enrolment_script) (const char *lang, GError **error);
  gboolean (*voice_adapt_available) (GError **error);
  gboolean (*voice_enrolment_learn) (const char *profile_dir, const char *const *words,
                                     GBytes *const *audio, guint n, GError **error);
  void (*microphone_set_recognizer) (AbMicrophone *self, AbMicrophoneSpeaker speaker,
                                     AbRecognizer *recognizer, AbSpokenGrammar *grammar);
  AbVoiceLearner *(*voice_learner_new) (const char *profile_dir);
  void (*voice_learner_free) (AbVoiceLearner *self);
  const char *(*voice_learner_get_profile_dir) (AbVoiceLearner *self);
  guint (*voice_learner_count) (AbVoiceLearner *self, AbVoiceRecordingKind kind);
  gboolean (*voice_learner_add) (AbVoiceLearner *self, AbVoiceRecordingKind kind,
                                 const char *words, GBytes *audio, GError **error);
  gboolean (*voice_learner_remake) (AbVoiceLearner *self, GError **error);
  gboolean (*voice_learner_forget) (AbVoiceLearner *self, GError **error);
  char *(*voice_profile_for_learning) (void);
  void (*microphone_set_speaker) (AbMicrophone *self, AbMicrophoneSpeaker speaker);
  char *(*voice_profile_of_player) (const char *name);
  AbRecognizer *(*recognizer_new_for_speaker) (const char *profile_dir, GError **error);
  gboolean (*voice_profile_valid) (const char *dir);
  void (*voice_profile_remove) (const char *dir);
} AbListenTable;

G_END_DECLS
