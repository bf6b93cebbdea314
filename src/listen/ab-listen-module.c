/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-listen-module.c — the listening module's one export (see ab-listen-table.h). */
#include "ab-listen-table.h"

extern const AbListenTable ab_listen_module_table;

const AbListenTable ab_listen_module_table = {
  .version = AB_LISTEN_TABLE_VERSION,
  .recognizer_new = ab_recognizer_new,
  .recognizer_free = ab_recognizer_free,
  .recognizer_set_grammar = ab_recognizer_set_grammar,
  .hearing_free = ab_hearing_free,
  .hearing_best = ab_hearing_best,
  .microphone_new = ab_microphone_new,
  .microphone_free = ab_microphone_free,
  .microphone_open_async = ab_microphone_open_async,
  .microphone_set_grammar = ab_microphone_set_grammar,
  .microphone_set_threshold = ab_microphone_set_threshold,
  .microphone_set_mode = ab_microphone_set_mode,
  .microphone_set_talking = ab_microphone_set_talking,
  .microphone_set_paused = ab_microphone_set_paused,
  .microphone_set_pause_for_sound = ab_microphone_set_pause_for_sound,
  .voice_enrolment_script = ab_voice_enrolment_script,
  .voice_adapt_available = ab_voice_adapt_available,
  .voice_enrolment_learn = ab_voice_enrolment_learn,
  .microphone_set_recognizer = ab_microphone_set_recognizer,
  .voice_learner_new = ab_voice_learner_new,
  .voice_learner_free = ab_voice_learner_free,
  .voice_learner_get_profile_dir = ab_voice_learner_get_profile_dir,
  .voice_learner_count = ab_voice_learner_count,
  .voice_learner_add = ab_voice_learner_add,
  .voice_learner_remake = ab_voice_learner_remake,
  .voice_learner_forget = ab_voice_learner_forget,
  .voice_profile_for_learning = ab_voice_profile_for_learning,
  .microphone_set_speaker = ab_microphone_set_speaker,
  .voice_profile_of_player = ab_voice_profile_of_player,
  .recognizer_new_for_speaker = ab_recognizer_new_for_speaker,
  .voice_profile_valid = ab_voice_profile_valid,
  .voice_profile_remove = ab_voice_profile_remove,
};
