/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-window-learn.c — the players' voices learnt from their confirmed moves, as the game
 * goes (listen-learn; player.forget-voice).
 *
 * A move announced and then played as heard (confirmed by key, or by the agreeing
 * repetition), and a repetition that agreed, are a voice saying known words: the recording
 * is kept beside that voice's profile (src/listen/ab-voice-learner.h): the player's own, or
 * listening to both, the opponent's, named after him (ab-window-voices.c), as the microphone
 * took the voice to be. After every AB_WINDOW_LEARN_EVERY of a voice its profile is made
 * again on a thread and the microphone hears that voice with it from the next utterance on;
 * nothing waits for it, nothing is said. Listening to one player, only what is said on his
 * own turn is his for sure. A move typed, or heard as another, teaches nothing; a nameless
 * opponent's voice is not kept (it may be anyone's). */
#include "ab-window-private.h"

#include "ab-listen-phrases.h"

#ifdef AB_HAVE_LISTEN
#include "ab-match-assistant.h"
#include "ab-voice-adapt.h"
#include "ab-voice-learner.h"
#include "ab-voice-profile.h"
#endif

#ifdef AB_HAVE_LISTEN
/* One voice's learning. */
typedef struct
{
  AbVoiceLearner *learner; /* made when first needed (the listening module loads then) */
  guint since;             /* recordings since the profile was made last */
  GCancellable *remaking;  /* a remake or a forgetting runs */
} Voice;
#endif

struct _AbWindowLearn
{
  GSettings *settings;
#ifdef AB_HAVE_LISTEN
  Voice voices[AB_MICROPHONE_N_SPEAKERS];
  /* The heard move that may be confirmed: its words, audio, voice and where it was heard. */
  char *words;
  GBytes *audio;
  AbMicrophoneSpeaker speaker;
  AbMove move;
  guint plies;
  gboolean forgetting;    /* nothing is learnt meanwhile */
#endif
};

#ifdef AB_HAVE_LISTEN

static void
forget_heard (AbWindowLearn *l)
{
  g_clear_pointer (&l->words, g_free);
  g_clear_pointer (&l->audio, g_bytes_unref);
  l->move = AB_MOVE_NONE;
}

/* The learner of speaker's profile, made when first needed (the module is loaded then);
 * NULL when nothing is to be learnt (ANNABELLA_VOICE_PROFILE=none, a nameless opponent) or
 * there is no listening module. The opponent's follows his name, match by match. */
static AbVoiceLearner *
learner (AbWindow *self, AbMicrophoneSpeaker speaker)
{
  Voice *v = &self->learn->voices[speaker];
  g_autofree char *dir = speaker == AB_MICROPHONE_PLAYER ? ab_voice_profile_for_learning ()
                                                         : _ab_window_voices_opponent_dir (self);

  if (v->learner != NULL && g_strcmp0 (ab_voice_learner_get_profile_dir (v->learner), dir) != 0)
    g_clear_pointer (&v->learner, ab_voice_learner_free);
  if (v->learner == NULL && dir != NULL)
    v->learner = ab_voice_learner_new (dir);
  return v->learner;
}

static AbVoiceLearner *
task_learner (AbWindow *self, AbMicrophoneSpeaker speaker)
{
  return ab_voice_learner_new (ab_voice_learner_get_profile_dir (learner (self, speaker)));
}

/* Whose voice hearing is, for sure; FALSE when it is not to be learnt from. Listening to
 * one player, on the opponent's turn the voice heard may be the opponent's. */
static gboolean
voice_of (AbWindow *self, const AbHearing *hearing, AbMove move, AbMicrophoneSpeaker *speaker)
{
  const AbHeardChoice *best = ab_hearing_best (hearing);
  gboolean both = FALSE;

  g_object_get (self->heard, "both", &both, NULL);
  *speaker = hearing->speaker;
  if (!g_settings_get_boolean (self->learn->settings, "listen-learn") || best == NULL
      || hearing->audio == NULL || best->move != move || self->learn->forgetting)
    return FALSE;
  if (!both && ab_position_side_to_move (ab_match_get_position (self->match))
                 != ab_match_get_blind_color (self->match))
    return FALSE;
  return learner (self, *speaker) != NULL;
}

void
_ab_window_learn_heard (AbWindow *self, const AbHearing *hearing, AbMove move)
{
  AbWindowLearn *l = self->learn;

  forget_heard (l);
  if (!voice_of (self, hearing, move, &l->speaker))
    return;
  l->words = g_strdup (ab_hearing_best (hearing)->words);
  l->audio = g_bytes_ref (hearing->audio);
  l->move = move;
  l->plies = ab_match_get_n_plies (self->match);
}

static void
remake_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  AbVoiceLearner *learner = data;
  g_autofree char *dir = g_strdup (ab_voice_learner_get_profile_dir (learner));
  GError *error = NULL;
  AbRecognizer *taught;

  if (!ab_voice_learner_remake (learner, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  taught = ab_recognizer_new (dir, NULL, &error);
  if (taught == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, taught, (GDestroyNotify) ab_recognizer_free);
}

static void
remade_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GError) error = NULL;
  AbRecognizer *taught = g_task_propagate_pointer (G_TASK (result), &error);
  AbMicrophoneSpeaker speaker = GPOINTER_TO_UINT (data);
  AbWindow *self;

  /* The window closed meanwhile: the profile is written or not, nobody listens. */
  if (g_cancellable_is_cancelled (g_task_get_cancellable (G_TASK (result))))
    {
      ab_recognizer_free (taught);
      return;
    }
  self = AB_WINDOW (source);
  g_clear_object (&self->learn->voices[speaker].remaking);
  if (taught == NULL)
    {
      /* The recordings stay: the next remake tries again with them (sphinxtrain may be
       * installed by then). */
      if (g_error_matches (error, AB_VOICE_ADAPT_ERROR, AB_VOICE_ADAPT_ERROR_NO_TOOLS))
        g_debug ("the voice was not learnt from the game: %s", error->message);
      else
        g_warning ("the voice was not learnt from the game: %s", error->message);
      return;
    }
  g_debug ("the %s voice profile was made again from the recordings of games",
           speaker == AB_MICROPHONE_PLAYER ? "player's" : "opponent's");
  _ab_window_listen_taught (self, speaker, taught);
  if (speaker == AB_MICROPHONE_PLAYER)
    _ab_window_voices_player_taught (self);
}

static void
remake (AbWindow *self, AbMicrophoneSpeaker speaker)
{
  Voice *v = &self->learn->voices[speaker];
  g_autoptr (GTask) task = NULL;

  v->since = 0;
  v->remaking = g_cancellable_new ();
  task = g_task_new (self, v->remaking, remade_cb, GUINT_TO_POINTER (speaker));
  /* A learner of its own, which reads the recordings kept so far. */
  g_task_set_task_data (task, task_learner (self, speaker),
                        (GDestroyNotify) ab_voice_learner_free);
  g_task_run_in_thread (task, remake_thread);
}

/* Keeps a confirmed utterance of speaker's voice; his profile is made again every
 * AB_WINDOW_LEARN_EVERY. */
static void
keep (AbWindow *self, AbMicrophoneSpeaker speaker, const char *words, GBytes *audio)
{
  Voice *v = &self->learn->voices[speaker];
  g_autoptr (GError) error = NULL;
  AbVoiceLearner *voice = learner (self, speaker);

  if (voice == NULL)
    return;
  if (!ab_voice_learner_add (voice, AB_VOICE_RECORDING_GAME, words, audio, &error))
    {
      g_warning ("a confirmed move's recording was not kept: %s", error->message);
      return;
    }
  v->since++;
  if (v->remaking == NULL && v->since >= AB_WINDOW_LEARN_EVERY
      && ab_voice_learner_count (voice, AB_VOICE_RECORDING_GAME)
             + ab_voice_learner_count (voice, AB_VOICE_RECORDING_ENROLMENT)
           >= AB_VOICE_ADAPT_MIN_PHRASES)
    remake (self, speaker);
}

void
_ab_window_learn_agreed (AbWindow *self, const AbHearing *hearing)
{
  AbMicrophoneSpeaker speaker;
  guint n = ab_match_get_n_plies (self->match);

  /* The repetition names the move just played: the last one. */
  if (n > 0 && voice_of (self, hearing, ab_match_get_move (self->match, n - 1), &speaker))
    keep (self, speaker, ab_hearing_best (hearing)->words, hearing->audio);
}

static void
move_made_cb (AbWindow *self, guint ply)
{
  AbWindowLearn *l = self->learn;

  if (l->words != NULL && !l->forgetting && ply == l->plies
      && ab_match_get_move (self->match, ply) == l->move)
    keep (self, l->speaker, l->words, l->audio);
  forget_heard (l);
}

static void
position_changed_cb (AbWindow *self)
{
  forget_heard (self->learn);
}

static void
forget_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  GError *error = NULL;

  if (ab_voice_learner_forget (data, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
forgotten_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GError) error = NULL;
  gboolean ok = g_task_propagate_boolean (G_TASK (result), &error);
  AbWindow *self;

  if (g_cancellable_is_cancelled (g_task_get_cancellable (G_TASK (result))))
    return;
  self = AB_WINDOW (source);
  g_clear_object (&self->learn->voices[AB_MICROPHONE_PLAYER].remaking);
  /* What the window's learner knew of the recordings is out of date: read again when
   * needed. */
  self->learn->forgetting = FALSE;
  g_clear_pointer (&self->learn->voices[AB_MICROPHONE_PLAYER].learner, ab_voice_learner_free);
  if (!ok)
    {
      _ab_window_say (self, ab_listen_phrase_format (_ab_window_language (self),
                                                     AB_LISTEN_PHRASE_NOT_FORGOTTEN,
                                                     error->message),
                      AB_ANNOUNCE_ERROR);
      return;
    }
  _ab_window_say (self, ab_listen_phrase_format (_ab_window_language (self),
                                                 AB_LISTEN_PHRASE_FORGOTTEN),
                  AB_ANNOUNCE_IMPORTANT);
  /* Listening again with what is left: the enrolment's profile, or the installed model. */
  _ab_window_listen_enrol (self, FALSE);
}

static void
forget_voice_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);
  AbWindowLearn *l = self->learn;
  Voice *v = &l->voices[AB_MICROPHONE_PLAYER];
  g_autoptr (GTask) task = NULL;
  AbVoiceLearner *voice = learner (self, AB_MICROPHONE_PLAYER);

  if (voice == NULL || v->remaking != NULL)
    {
      _ab_window_say (self, ab_listen_phrase_format (_ab_window_language (self),
                                                     voice == NULL
                                                       ? AB_LISTEN_PHRASE_NOTHING_LEARNT
                                                       : AB_LISTEN_PHRASE_STILL_LEARNING),
                      AB_ANNOUNCE_ERROR);
      return;
    }
  forget_heard (l);
  v->since = 0;
  l->forgetting = TRUE;
  v->remaking = g_cancellable_new ();
  task = g_task_new (self, v->remaking, forgotten_cb, NULL);
  g_task_set_task_data (task, task_learner (self, AB_MICROPHONE_PLAYER),
                        (GDestroyNotify) ab_voice_learner_free);
  g_task_run_in_thread (task, forget_thread);
}

/* The opponent asks (from the mirror) that his voice be forgotten: his profile and every
 * recording of it removed, at once; he is heard untaught again. Said, and shown to him. */
static void
forget_opponent_voice_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);
  AbWindowLearn *l = self->learn;
  Voice *v = &l->voices[AB_MICROPHONE_OPPONENT];
  const char *name = _ab_window_voices_opponent_name (self);
  g_autofree char *dir = name != NULL ? _ab_window_voices_opponent_dir (self) : NULL;
  g_autofree char *recordings = dir != NULL ? g_strconcat (dir, ".recordings", NULL) : NULL;
  AbListenPhrase phrase = AB_LISTEN_PHRASE_OPPONENT_FORGOTTEN;
  g_autofree char *text = NULL;

  if (v->remaking != NULL)
    phrase = AB_LISTEN_PHRASE_STILL_LEARNING;
  else if (dir == NULL
           || (!g_file_test (dir, G_FILE_TEST_EXISTS) && !g_file_test (recordings, G_FILE_TEST_EXISTS)))
    phrase = AB_LISTEN_PHRASE_OPPONENT_NOTHING;
  else
    {
      if (l->words != NULL && l->speaker == AB_MICROPHONE_OPPONENT)
        forget_heard (l);
      g_clear_pointer (&v->learner, ab_voice_learner_free);
      v->since = 0;
      ab_voice_profile_remove (dir);
      ab_voice_profile_remove (recordings);
      _ab_window_voices_reload (self);
    }
  text = ab_listen_phrase_format (_ab_window_language (self), phrase, name);
  _ab_window_voices_show (self, text);
  _ab_window_say (self, g_steal_pointer (&text),
                  phrase == AB_LISTEN_PHRASE_OPPONENT_FORGOTTEN ? AB_ANNOUNCE_IMPORTANT
                                                                : AB_ANNOUNCE_ERROR);
}

#else /* !AB_HAVE_LISTEN */

static void
forget_voice_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);

  _ab_window_say (self, ab_listen_phrase_format (_ab_window_language (self),
                                                 AB_LISTEN_PHRASE_NOT_BUILT),
                  AB_ANNOUNCE_ERROR);
}

static void
forget_opponent_voice_action (GtkWidget *widget, const char *action, GVariant *param)
{
  forget_voice_action (widget, action, param);
}

#endif

void
_ab_window_learn_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "player.forget-voice", NULL,
                                   forget_voice_action);
  gtk_widget_class_install_action (widget_class, "player.forget-opponent-voice", NULL,
                                   forget_opponent_voice_action);
}

void
_ab_window_learn_init (AbWindow *self, GSettings *settings)
{
  AbWindowLearn *l = self->learn = g_new0 (AbWindowLearn, 1);

  l->settings = g_object_ref (settings);
#ifdef AB_HAVE_LISTEN
  g_signal_connect_swapped (self->match, "move-made", G_CALLBACK (move_made_cb), self);
  g_signal_connect_swapped (self->match, "reset", G_CALLBACK (position_changed_cb), self);
  g_signal_connect_swapped (self->match, "taken-back", G_CALLBACK (position_changed_cb), self);
#endif
}

void
_ab_window_learn_dispose (AbWindow *self)
{
  AbWindowLearn *l = self->learn;

  if (l == NULL)
    return;
#ifdef AB_HAVE_LISTEN
  g_signal_handlers_disconnect_by_func (self->match, move_made_cb, self);
  g_signal_handlers_disconnect_by_func (self->match, position_changed_cb, self);
  /* A remake under way finishes on its thread with a learner of its own. */
  for (guint s = 0; s < AB_MICROPHONE_N_SPEAKERS; s++)
    {
      if (l->voices[s].remaking != NULL)
        g_cancellable_cancel (l->voices[s].remaking);
      g_clear_object (&l->voices[s].remaking);
      ab_voice_learner_free (l->voices[s].learner);
    }
  forget_heard (l);
#endif
  g_object_unref (l->settings);
  g_clear_pointer (&self->learn, g_free);
}
