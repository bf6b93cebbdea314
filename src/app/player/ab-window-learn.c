/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-window-learn.c — the player's voice learnt from his confirmed moves, as the game goes
 * (listen-learn; player.forget-voice).
 *
 * A move the player announced on his own turn and that was then played as heard (he
 * confirmed it by key, or the opponent's repetition agreed) is his voice saying known words:
 * its recording is kept beside his voice profile (src/listen/ab-voice-learner.h). After every
 * AB_WINDOW_LEARN_EVERY of them the profile is made again on a thread and the microphone
 * hears with it from the next utterance on; nothing waits for it, nothing is said. The
 * opponent's announcements and repetitions are not his voice and are not learnt from. A
 * move typed, or heard as another, teaches nothing. */
#include "ab-window-private.h"

#include "ab-listen-phrases.h"

#ifdef AB_HAVE_LISTEN
#include "ab-match-assistant.h"
#include "ab-voice-adapt.h"
#include "ab-voice-learner.h"
#include "ab-voice-profile.h"
#endif

struct _AbWindowLearn
{
  GSettings *settings;
#ifdef AB_HAVE_LISTEN
  AbVoiceLearner *learner; /* made when first needed (the listening module loads then) */
  /* The heard move that may be confirmed: its words, audio and where it was heard. */
  char *words;
  GBytes *audio;
  AbMove move;
  guint plies;
  guint since;            /* recordings since the profile was made last */
  GCancellable *remaking; /* a remake or a forgetting runs */
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

/* The learner of the profile learnt into, made when first needed (the module is loaded
 * then); NULL when nothing is to be learnt (ANNABELLA_VOICE_PROFILE=none) or there is no
 * listening module. */
static AbVoiceLearner *
learner (AbWindowLearn *l)
{
  g_autofree char *dir = NULL;

  if (l->learner == NULL && (dir = ab_voice_profile_for_learning ()) != NULL)
    l->learner = ab_voice_learner_new (dir);
  return l->learner;
}

static AbVoiceLearner *
task_learner (AbWindowLearn *l)
{
  return ab_voice_learner_new (ab_voice_learner_get_profile_dir (learner (l)));
}

void
_ab_window_learn_heard (AbWindow *self, const AbHearing *hearing, AbMove move)
{
  AbWindowLearn *l = self->learn;
  const AbHeardChoice *best = ab_hearing_best (hearing);

  forget_heard (l);
  if (!g_settings_get_boolean (l->settings, "listen-learn") || best == NULL
      || hearing->audio == NULL || best->move != move || learner (l) == NULL)
    return;
  /* His voice only: on the opponent's turn the voice heard is the opponent's. */
  if (ab_position_side_to_move (ab_match_get_position (self->match))
      != ab_match_get_blind_color (self->match))
    return;
  l->words = g_strdup (best->words);
  l->audio = g_bytes_ref (hearing->audio);
  l->move = move;
  l->plies = ab_match_get_n_plies (self->match);
}

static void
remake_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  AbVoiceLearner *learner = data;
  GError *error = NULL;
  AbRecognizer *taught;

  if (!ab_voice_learner_remake (learner, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  taught = ab_recognizer_new (ab_voice_learner_get_profile_dir (learner), NULL, &error);
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
  AbWindow *self;

  /* The window closed meanwhile: the profile is written or not, nobody listens. */
  if (g_cancellable_is_cancelled (g_task_get_cancellable (G_TASK (result))))
    {
      ab_recognizer_free (taught);
      return;
    }
  self = AB_WINDOW (source);
  g_clear_object (&self->learn->remaking);
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
  g_debug ("the voice profile was made again from the recordings of games");
  _ab_window_listen_taught (self, taught);
}

static void
remake (AbWindow *self)
{
  AbWindowLearn *l = self->learn;
  g_autoptr (GTask) task = NULL;

  l->since = 0;
  l->remaking = g_cancellable_new ();
  task = g_task_new (self, l->remaking, remade_cb, NULL);
  /* A learner of its own, which reads the recordings kept so far. */
  g_task_set_task_data (task, task_learner (l), (GDestroyNotify) ab_voice_learner_free);
  g_task_run_in_thread (task, remake_thread);
}

static void
move_made_cb (AbWindow *self, guint ply)
{
  AbWindowLearn *l = self->learn;
  g_autoptr (GError) error = NULL;
  AbVoiceLearner *voice;

  if (l->words == NULL || l->forgetting || ply != l->plies
      || ab_match_get_move (self->match, ply) != l->move)
    {
      forget_heard (l);
      return;
    }
  voice = learner (l);
  if (!ab_voice_learner_add (voice, AB_VOICE_RECORDING_GAME, l->words, l->audio, &error))
    {
      g_warning ("a confirmed move's recording was not kept: %s", error->message);
      forget_heard (l);
      return;
    }
  forget_heard (l);
  l->since++;
  if (l->remaking == NULL && l->since >= AB_WINDOW_LEARN_EVERY
      && ab_voice_learner_count (voice, AB_VOICE_RECORDING_GAME)
             + ab_voice_learner_count (voice, AB_VOICE_RECORDING_ENROLMENT)
           >= AB_VOICE_ADAPT_MIN_PHRASES)
    remake (self);
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
  g_clear_object (&self->learn->remaking);
  /* What the window's learner knew of the recordings is out of date: read again when
   * needed. */
  self->learn->forgetting = FALSE;
  g_clear_pointer (&self->learn->learner, ab_voice_learner_free);
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
  g_autoptr (GTask) task = NULL;
  AbVoiceLearner *voice = learner (l);

  if (voice == NULL || l->remaking != NULL)
    {
      _ab_window_say (self, ab_listen_phrase_format (_ab_window_language (self),
                                                     voice == NULL
                                                       ? AB_LISTEN_PHRASE_NOTHING_LEARNT
                                                       : AB_LISTEN_PHRASE_STILL_LEARNING),
                      AB_ANNOUNCE_ERROR);
      return;
    }
  forget_heard (l);
  l->since = 0;
  l->forgetting = TRUE;
  l->remaking = g_cancellable_new ();
  task = g_task_new (self, l->remaking, forgotten_cb, NULL);
  g_task_set_task_data (task, task_learner (l), (GDestroyNotify) ab_voice_learner_free);
  g_task_run_in_thread (task, forget_thread);
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

#endif

void
_ab_window_learn_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "player.forget-voice", NULL,
                                   forget_voice_action);
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
  if (l->remaking != NULL)
    {
      g_cancellable_cancel (l->remaking);
      g_clear_object (&l->remaking);
    }
  ab_voice_learner_free (l->learner);
  forget_heard (l);
#endif
  g_object_unref (l->settings);
  g_clear_pointer (&self->learn, g_free);
}
