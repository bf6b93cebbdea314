/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-voice-enrolment.c — the app's recordings kept as the profile's enrolment, adapted from. */
#include "ab-voice-enrolment.h"

#include "ab-voice-adapt.h"
#include "ab-voice-learner.h"

gboolean
ab_voice_enrolment_learn (const char *profile_dir, const char *const *words,
                          GBytes *const *audio, guint n, GError **error)
{
  g_autoptr (AbVoiceLearner) learner = ab_voice_learner_new (profile_dir);

  if (n < AB_VOICE_ADAPT_MIN_PHRASES || g_strv_length ((char **) words) != n)
    {
      g_set_error (error, AB_VOICE_ADAPT_ERROR, AB_VOICE_ADAPT_ERROR_WORDS,
                   "the enrolment needs at least %d recordings with their phrases (%u given)",
                   AB_VOICE_ADAPT_MIN_PHRASES, n);
      return FALSE;
    }
  /* A new enrolment replaces the last; what the games taught stays. */
  if (!ab_voice_learner_drop (learner, AB_VOICE_RECORDING_ENROLMENT, error))
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (!ab_voice_learner_add (learner, AB_VOICE_RECORDING_ENROLMENT, words[i], audio[i], error))
      return FALSE;
  return ab_voice_learner_remake (learner, error);
}
