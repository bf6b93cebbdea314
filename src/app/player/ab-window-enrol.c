/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-window-enrol.c — learning the player's voice (player.learn-voice), or his opponent's
 * (player.learn-opponent-voice: from the mirror, or by the blind player).
 *
 * The recogniser's model knows American voices saying English words; Appendix D's words
 * said by this player fit it far better once it has heard him (src/listen/ab-voice-adapt.h).
 * Annabella says each phrase of a fixed list, the player says it after her, and the
 * microphone (open, whatever the listening setting) hears it with a grammar of that phrase
 * alone; its audio is kept. After the last phrase the recordings are learnt from on a
 * thread, and listening starts again with the player's voice profile. Nothing of the
 * match changes meanwhile: what is heard goes here, not to the match.
 *
 * Keys while it runs: Enter begins, R says the phrase again, Backspace goes back one,
 * Escape stops, and then nothing changes. The opponent's begins at once (he is at the
 * mirror, which shows him each phrase) and goes into the profile kept under his name. */
#include "ab-window-private.h"

#include "ab-enrolment-phrases.h"
#include "ab-listen-phrases.h"

#ifdef AB_HAVE_LISTEN
#include "ab-recognizer.h"
#include "ab-voice-adapt.h"
#include "ab-voice-enrolment.h"
#endif

/* Shorter is a cough or a click; longer is not one phrase said after her. */
#define MIN_SAMPLES (16000 * 3 / 10)
#define MAX_SAMPLES (16000 * 8)

struct _AbWindowEnrol
{
  char **phrases;   /* dictionary keys, one phrase each */
  guint n_phrases;
  guint index;      /* the phrase being said */
  gboolean begun;   /* Enter was pressed */
  GPtrArray *audio; /* GBytes: what was heard of each phrase said so far */
  GCancellable *learning;
  char *opponent;   /* whose voice: the opponent's name; NULL: the player's own */
  char *dir;        /* the profile learnt into (NULL: the player's) */
};

static AbLanguage
lang (AbWindow *self)
{
  return _ab_window_language (self);
}

static void
enrol_free (AbWindowEnrol *e)
{
  if (e->learning != NULL)
    g_cancellable_cancel (e->learning);
  g_clear_object (&e->learning);
  g_strfreev (e->phrases);
  g_ptr_array_unref (e->audio);
  g_free (e->opponent);
  g_free (e->dir);
  g_free (e);
}

/* Back to listening as the settings say. */
static void
finish (AbWindow *self)
{
  if (self->enrol == NULL)
    return;
  if (self->enrol->opponent != NULL)
    _ab_window_voices_show (self, NULL);
  g_clear_pointer (&self->enrol, enrol_free);
  _ab_window_listen_enrol (self, FALSE);
}

void
_ab_window_enrol_stop (AbWindow *self)
{
  finish (self);
}

#ifdef AB_HAVE_LISTEN

static char *
words (AbWindow *self, guint i)
{
  return ab_enrolment_words (lang (self), self->enrol->phrases[i]);
}

/* The phrase to say now, after before (NULL: nothing), said; shown on the mirror too while
 * the opponent says them. */
static void
say_phrase_after (AbWindow *self, char *before)
{
  AbWindowEnrol *e = self->enrol;
  g_autofree char *phrase = words (self, e->index);
  g_autofree char *said = ab_enrolment_phrase_format (lang (self), AB_ENROLMENT_PHRASE_SAY,
                                                      e->index + 1, e->n_phrases, phrase);

  if (e->opponent != NULL)
    _ab_window_voices_show (self, said);
  _ab_window_say (self, before != NULL ? g_strconcat (before, " ", said, NULL) : g_strdup (said),
                  AB_ANNOUNCE_INFO);
  g_free (before);
}

static void
say_phrase (AbWindow *self)
{
  say_phrase_after (self, NULL);
}

AbSpokenGrammar *
_ab_window_enrol_grammar (AbWindow *self)
{
  AbWindowEnrol *e = self->enrol;
  AbSpokenGrammar *grammar = ab_spoken_grammar_new (NULL, 0, 0);
  AbSpokenPhrase phrase = { .move = AB_MOVE_NONE, .lang = _ab_window_language (self) };

  g_strlcpy (phrase.words, e->phrases[MIN (e->index, e->n_phrases - 1)], sizeof phrase.words);
  ab_spoken_grammar_add (grammar, &phrase);
  return grammar;
}

typedef struct
{
  char *dir;
  char **words;
  GPtrArray *audio;
} Learning;

static void
learning_free (Learning *l)
{
  g_free (l->dir);
  g_strfreev (l->words);
  g_ptr_array_unref (l->audio);
  g_free (l);
}

static void
learn_thread (GTask *task, gpointer source, gpointer data, GCancellable *cancellable)
{
  Learning *l = data;
  GError *error = NULL;

  if (ab_voice_enrolment_learn (l->dir, (const char *const *) l->words,
                                (GBytes *const *) l->audio->pdata, l->audio->len, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
learnt_cb (GObject *source, GAsyncResult *result, gpointer data)
{
  g_autoptr (GError) error = NULL;
  gboolean ok = g_task_propagate_boolean (G_TASK (result), &error);
  AbWindow *self;
  guint n;

  /* The window closed meanwhile: it is gone, the profile is written or not. */
  if (g_cancellable_is_cancelled (g_task_get_cancellable (G_TASK (result))))
    return;
  self = AB_WINDOW (source);
  n = self->enrol->n_phrases;
  g_clear_object (&self->enrol->learning);
  if (ok && self->enrol->opponent != NULL)
    _ab_window_say (self, ab_enrolment_phrase_format (lang (self),
                                                      AB_ENROLMENT_PHRASE_LEARNT_OPPONENT,
                                                      self->enrol->opponent, n),
                    AB_ANNOUNCE_IMPORTANT);
  else if (ok)
    _ab_window_say (self, ab_enrolment_phrase_format (lang (self), AB_ENROLMENT_PHRASE_LEARNT, n),
                    AB_ANNOUNCE_IMPORTANT);
  else
    {
      g_warning ("the voice was not learnt: %s", error->message);
      _ab_window_say (self,
                      ab_enrolment_phrase_format (
                       lang (self),
                       g_error_matches (error, AB_VOICE_ADAPT_ERROR, AB_VOICE_ADAPT_ERROR_NO_TOOLS)
                         ? AB_ENROLMENT_PHRASE_NO_TOOLS
                         : AB_ENROLMENT_PHRASE_FAILED),
                      AB_ANNOUNCE_ERROR);
    }
  /* Listening starts again, with the new profile when there is one. */
  finish (self);
}

static void
learn (AbWindow *self)
{
  AbWindowEnrol *e = self->enrol;
  Learning *l = g_new0 (Learning, 1);
  g_autoptr (GTask) task = NULL;

  /* Deaf while it learns: nothing more is to be heard. */
  _ab_window_listen_enrol_pause (self);
  if (e->opponent != NULL)
    _ab_window_voices_show (self, NULL);
  l->dir = g_strdup (e->dir);
  l->words = g_strdupv (e->phrases);
  l->audio = g_ptr_array_ref (e->audio);
  e->learning = g_cancellable_new ();
  task = g_task_new (self, e->learning, learnt_cb, NULL);
  g_task_set_task_data (task, l, (GDestroyNotify) learning_free);
  g_task_run_in_thread (task, learn_thread);
  _ab_window_say (self, ab_enrolment_phrase_format (lang (self), AB_ENROLMENT_PHRASE_LEARNING),
                   AB_ANNOUNCE_INFO);
}

void
_ab_window_enrol_heard (AbWindow *self, AbHearing *hearing)
{
  AbWindowEnrol *e = self->enrol;
  gsize n_samples = hearing->audio ? g_bytes_get_size (hearing->audio) / sizeof (int16_t) : 0;

  g_debug ("enrolment: phrase %u, %" G_GSIZE_FORMAT " samples", e->index + 1, n_samples);
  /* Before Enter the microphone is closed; while learning, deaf. */
  if (!e->begun || e->learning != NULL)
    g_debug ("enrolment: not listening now");
  else if (n_samples < MIN_SAMPLES || n_samples > MAX_SAMPLES)
    {
      g_autofree char *phrase = words (self, e->index);

      _ab_window_say (self,
                      ab_enrolment_phrase_format (lang (self), AB_ENROLMENT_PHRASE_AGAIN, phrase),
                      AB_ANNOUNCE_INFO);
    }
  else
    {
      g_ptr_array_set_size (e->audio, e->index);
      g_ptr_array_add (e->audio, g_bytes_ref (hearing->audio));
      if (++e->index == e->n_phrases)
        learn (self);
      else
        {
          _ab_window_listen_enrol_next (self);
          say_phrase (self);
        }
    }
  ab_hearing_free (hearing);
}

/* The opponent announces moves and does not ask the player's questions: of the script (taken),
 * the phrases that are no question and bring a word not said before, in order: every word of
 * his in about a dozen phrases rather than all of them. */
static char **
opponent_phrases (char **phrases, AbLanguage language)
{
  AbSpokenGrammar *questions = ab_spoken_grammar_new (NULL, AB_SPOKEN_LANGUAGE_BIT (language),
                                                      AB_SPOKEN_GRAMMAR_COMMANDS);
  g_autoptr (GHashTable) said = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GPtrArray *kept = g_ptr_array_new ();

  for (guint i = 0; phrases[i] != NULL; i++)
    {
      g_auto (GStrv) words = g_strsplit (phrases[i], " ", -1);
      gboolean adds = FALSE;

      if (ab_spoken_grammar_lookup (questions, phrases[i]) != NULL)
        continue;
      for (guint w = 0; words[w] != NULL; w++)
        adds = g_hash_table_add (said, g_strdup (words[w])) || adds;
      if (adds)
        g_ptr_array_add (kept, g_strdup (phrases[i]));
    }
  g_ptr_array_add (kept, NULL);
  ab_spoken_grammar_free (questions);
  g_strfreev (phrases);
  return (char **) g_ptr_array_free (kept, FALSE);
}

/* Why no enrolment (text, taken) is said; and shown on the mirror when the opponent asked
 * there. */
static void
refuse (AbWindow *self, const char *opponent, char *text)
{
  if (opponent != NULL)
    _ab_window_voices_show (self, text);
  _ab_window_say (self, text, AB_ANNOUNCE_ERROR);
}

/* The player's voice (opponent NULL), or the opponent's named opponent into dir. */
static void
learn_voice (AbWindow *self, const char *opponent, const char *dir)
{
  g_autoptr (GError) error = NULL;
  AbWindowEnrol *e;
  char **phrases;

  if (self->enrol != NULL)
    {
      if (self->enrol->learning != NULL)
        _ab_window_say (self, ab_enrolment_phrase_format (lang (self), AB_ENROLMENT_PHRASE_BUSY),
                   AB_ANNOUNCE_INFO);
      else if (self->enrol->begun)
        say_phrase (self);
      else
        _ab_window_say (self,
                        ab_enrolment_phrase_format (lang (self), AB_ENROLMENT_PHRASE_INTRO,
                                                   self->enrol->n_phrases),
                        AB_ANNOUNCE_INFO);
      return;
    }
  /* Before the player records two minutes for nothing. */
  if (!ab_voice_adapt_available (&error)
      && g_error_matches (error, AB_VOICE_ADAPT_ERROR, AB_VOICE_ADAPT_ERROR_NO_TOOLS))
    {
      g_warning ("no enrolment: %s", error->message);
      refuse (self, opponent, ab_enrolment_phrase_format (lang (self), AB_ENROLMENT_PHRASE_NO_TOOLS));
      return;
    }
  g_clear_error (&error);
  phrases = ab_voice_enrolment_script (ab_language_code (_ab_window_language (self)), &error);
  if (phrases == NULL || phrases[0] == NULL)
    {
      g_warning ("no enrolment: %s", error ? error->message : "no phrases");
      g_strfreev (phrases);
      /* Without the module there is no listening at all: say it as listening does. */
      if (g_error_matches (error, AB_RECOGNIZER_ERROR, AB_RECOGNIZER_ERROR_NO_MODEL))
        refuse (self, opponent,
                ab_listen_phrase_format (_ab_window_language (self), AB_LISTEN_PHRASE_NO_MODEL));
      else
        refuse (self, opponent,
                ab_enrolment_phrase_format (lang (self), AB_ENROLMENT_PHRASE_NO_SCRIPT));
      return;
    }
  if (opponent != NULL)
    phrases = opponent_phrases (phrases, _ab_window_language (self));
  e = g_new0 (AbWindowEnrol, 1);
  e->phrases = phrases;
  e->n_phrases = g_strv_length (phrases);
  e->audio = g_ptr_array_new_with_free_func ((GDestroyNotify) g_bytes_unref);
  e->opponent = g_strdup (opponent);
  e->dir = g_strdup (dir);
  self->enrol = e;
  if (opponent == NULL)
    {
      _ab_window_say (self,
                      ab_enrolment_phrase_format (lang (self), AB_ENROLMENT_PHRASE_INTRO,
                                                  e->n_phrases),
                      AB_ANNOUNCE_INFO);
      return;
    }
  /* He is at the mirror, not at the blind player's keyboard: it begins at once. */
  e->begun = TRUE;
  _ab_window_listen_enrol (self, TRUE);
  say_phrase_after (self, ab_enrolment_phrase_format (lang (self),
                                                      AB_ENROLMENT_PHRASE_INTRO_OPPONENT,
                                                      opponent, e->n_phrases));
}

static void
learn_voice_action (GtkWidget *widget, const char *action, GVariant *param)
{
  learn_voice (AB_WINDOW (widget), NULL, NULL);
}

static void
learn_opponent_voice_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);
  const char *name = _ab_window_voices_opponent_name (self);
  g_autofree char *dir = NULL;

  /* A nameless voice may be anyone's: it is kept under a name, or not at all. */
  if (name == NULL || (dir = _ab_window_voices_opponent_dir (self)) == NULL)
    {
      g_autofree char *text = ab_enrolment_phrase_format (lang (self),
                                                          AB_ENROLMENT_PHRASE_NO_OPPONENT);

      _ab_window_voices_show (self, text);
      _ab_window_say (self, g_steal_pointer (&text), AB_ANNOUNCE_ERROR);
      return;
    }
  learn_voice (self, name, dir);
}

/* Capture phase: the enrolment's keys before the move line's. */
static gboolean
key_pressed_cb (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType state, AbWindow *self)
{
  AbWindowEnrol *e = self->enrol;
  GdkModifierType mods = state & gtk_accelerator_get_default_mod_mask ();

  if (e == NULL || mods != 0)
    return FALSE;
  if (e->learning != NULL)
    {
      /* Escape cannot call a learning back; every key says it goes on. */
      if (keyval == GDK_KEY_Escape || keyval == GDK_KEY_Return)
        _ab_window_say (self, ab_enrolment_phrase_format (lang (self), AB_ENROLMENT_PHRASE_BUSY),
                   AB_ANNOUNCE_INFO);
      return keyval == GDK_KEY_Escape || keyval == GDK_KEY_Return;
    }
  switch (keyval)
    {
    case GDK_KEY_Escape:
      finish (self);
      _ab_window_say (self, ab_enrolment_phrase_format (lang (self), AB_ENROLMENT_PHRASE_STOPPED),
                   AB_ANNOUNCE_INFO);
      return TRUE;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
      if (!e->begun)
        {
          e->begun = TRUE;
          _ab_window_listen_enrol (self, TRUE);
        }
      say_phrase (self);
      return TRUE;
    case GDK_KEY_r:
    case GDK_KEY_R:
      if (!e->begun)
        return FALSE;
      say_phrase (self);
      return TRUE;
    case GDK_KEY_BackSpace:
      if (!e->begun)
        return FALSE;
      if (e->index > 0)
        e->index--;
      _ab_window_listen_enrol_next (self);
      say_phrase (self);
      return TRUE;
    default:
      return FALSE;
    }
}

#else /* !AB_HAVE_LISTEN */

static void
learn_voice_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);

  _ab_window_say (self, ab_listen_phrase_format (lang (self), AB_LISTEN_PHRASE_NOT_BUILT),
                  AB_ANNOUNCE_ERROR);
}

static void
learn_opponent_voice_action (GtkWidget *widget, const char *action, GVariant *param)
{
  learn_voice_action (widget, action, param);
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType state, AbWindow *self)
{
  return FALSE;
}

#endif

void
_ab_window_enrol_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "player.learn-voice", NULL,
                                   learn_voice_action);
  gtk_widget_class_install_action (widget_class, "player.learn-opponent-voice", NULL,
                                   learn_opponent_voice_action);
}

void
_ab_window_enrol_attach (AbWindow *self)
{
  GtkEventController *keys = gtk_event_controller_key_new ();

  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
}

void
_ab_window_enrol_dispose (AbWindow *self)
{
  g_clear_pointer (&self->enrol, enrol_free);
}
