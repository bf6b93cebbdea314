/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-window-listen.c — the player's window listens: moves and questions said aloud.
 *
 * The microphone (src/listen) hears on a thread with the grammar of what may be heard;
 * what it hears comes here and goes to the match's AbMatchHeard, which decides: a heard
 * move waits as the match's pending move and is never played unconfirmed (D.2.8); the
 * repetition agrees or disagrees; the match may ask with both readings. This file reads
 * back, asks, forwards keys and says what the match decided. Listening pauses while
 * Annabella speaks (and a tail after), and the computer's sound. */
#include "ab-window-private.h"

#include "ab-listen-phrases.h"
#include "ab-match-heard.h"
#include "ab-match-pending.h"
#include "ab-match-words.h"

#ifdef AB_HAVE_LISTEN
#include "ab-microphone.h"
#include "ab-recognizer.h"
#endif

/* After Annabella's voice stops, the room still rings and the loudspeaker's
 * buffer still plays. */
#define TAIL_MS 400

struct _AbWindowListen
{
  AbWindow *window; /* weak: the window owns this */
  GSettings *settings;
  guint mode; /* 0 off, 1 push-to-talk, 2 open */
  guint talk_key;
  GdkModifierType talk_mods;
  gboolean talking;
  gboolean enrolling; /* learning the voice (ab-window-enrol.c) hears instead of the match */
  GCancellable *opening;
#ifdef AB_HAVE_LISTEN
  AbMicrophone *microphone;
  GObject *voice; /* the announcer's AbSpeech, for its "speaking" */
  gboolean held_told; /* this listening was told the computer's sound keeps it paused */
#endif
};

static void
say_phrase (AbWindow *self, AbAnnounceKind kind, AbListenPhrase phrase, const char *arg)
{
  _ab_window_say (self, ab_listen_phrase_format (_ab_window_language (self), phrase, arg), kind);
}

static char *
talk_key_label (AbWindowListen *l)
{
  return gtk_accelerator_get_label (l->talk_key, l->talk_mods);
}

#ifdef AB_HAVE_LISTEN

static AbMatch *
match_of (AbWindowListen *l)
{
  return l->window->match;
}

/* A heard move waits for its confirmation, or a question for its answer. */
static gboolean
heard_waits (AbWindowListen *l)
{
  return ab_match_get_pending_kind (match_of (l)) >= AB_MATCH_PENDING_HEARD;
}

static void
forget_pending (AbWindowListen *l)
{
  if (heard_waits (l))
    ab_match_drop_pending (match_of (l));
}

/* What may be heard now, as the match says: the moves when the player may make one, the
 * move just played while its repetition is awaited, the questions always. */
static AbSpokenGrammar *
new_grammar (AbWindowListen *l)
{
  if (l->enrolling)
    return _ab_window_enrol_grammar (l->window);
  return ab_match_heard_new_grammar (l->window->heard,
                                     AB_SPOKEN_LANGUAGE_BIT (_ab_window_language (l->window)));
}

static void
update_grammar (AbWindowListen *l)
{
  if (l->microphone != NULL)
    ab_microphone_set_grammar (l->microphone, new_grammar (l));
}

static void
speaking_cb (GObject *voice, GParamSpec *pspec, AbWindowListen *l)
{
  gboolean speaking = FALSE;

  g_object_get (voice, "speaking", &speaking, NULL);
  /* A repetition cannot be heard meanwhile: its wait stands still. */
  ab_match_heard_set_deaf (l->window->heard, speaking);
  if (l->microphone == NULL)
    return;
  ab_microphone_set_paused (l->microphone, speaking, TAIL_MS);
}

/* Reads back the move waiting; with what the move line holds, which Enter leaves there. */
static void
offer (AbWindowListen *l, AbListenPhrase phrase)
{
  AbWindow *self = l->window;
  const char *line = gtk_editable_get_text (GTK_EDITABLE (self->move_entry));

  _ab_window_say (self,
                  ab_listen_phrase_read_back (_ab_window_language (self), phrase,
                                             ab_match_get_position (self->match),
                                             ab_match_get_pending (self->match), line),
                  AB_ANNOUNCE_INFO);
}

/* The question waiting, asked (again): "Eva fünf oder Eva vier?". FALSE when none waits. */
static gboolean
ask (AbWindowListen *l)
{
  AbMatch *match = match_of (l);
  AbMove a, b;

  if (ab_match_get_asked (match, &a, &b))
    _ab_window_say (l->window, ab_listen_phrase_ask (_ab_window_language (l->window),
                                                     ab_match_get_position (match), a, b),
                    AB_ANNOUNCE_INFO);
  return ab_match_get_asked (match, NULL, NULL);
}

/* Escape or "no": the next reading, or nothing. */
static void
refuse (AbWindowListen *l)
{
  if (ab_match_refuse_pending (match_of (l)))
    {
      offer (l, AB_LISTEN_PHRASE_HEARD_OTHER);
      return;
    }
  say_phrase (l->window, AB_ANNOUNCE_INFO, AB_LISTEN_PHRASE_DROPPED, NULL);
}

/* Enter or the clock key: the move waiting, whatever the move line holds. */
static void
confirm (AbWindowListen *l, gboolean press)
{
  AbWindow *self = l->window;
  g_autoptr (GError) error = NULL;

  if (!ab_match_confirm_pending (self->match, press, &error))
    /* The match's own refusal, in the words a move from the board gets. */
    _ab_window_say (self, ab_match_words_move_refusal (self->match, NULL, error),
                    AB_ANNOUNCE_ERROR);
}

/* A spoken question goes to the action of its key; "no" refuses what waits. */
static void
command (AbWindowListen *l, AbSpokenCommand cmd)
{
  if (cmd != AB_SPOKEN_COMMAND_NO)
    _ab_window_ask_aloud (l->window, cmd);
  else if (heard_waits (l))
    refuse (l);
  else
    say_phrase (l->window, AB_ANNOUNCE_INFO, AB_LISTEN_PHRASE_NOTHING_HEARD, NULL);
}

/* Listening to both: no repetition came, or it was not understood (unclear): the move
 * heard is read back for Enter or Escape, before anything is said of the repetition. */
static void
unrepeated_cb (AbMatchHeard *heard, gboolean unclear, AbWindowListen *l)
{
  offer (l, unclear ? AB_LISTEN_PHRASE_HEARD_UNCLEAR_REPETITION : AB_LISTEN_PHRASE_HEARD);
}

/* Words that name no move here ("Dame Anna acht" where no queen can go): why, as for a
 * typed move. */
static void
say_impossible (AbWindowListen *l, const char *words)
{
  g_autoptr (GError) error = NULL;
  AbMoveError move_error;

  ab_match_heard_impossible (l->window->heard, words, &move_error, &error);
  _ab_window_say (l->window,
                  ab_match_words_heard_refusal (l->window->match, &move_error, error, words),
                  AB_ANNOUNCE_ERROR);
}

/* Listening to both: the repetition named another move, said at once (D.2.9). */
static void
disagreement_cb (AbMatchHeard *heard, const AbHeardDisagreement *d, AbWindowListen *l)
{
  _ab_window_say (l->window, ab_listen_disagreement_words (_ab_window_language (l->window), d),
                  AB_ANNOUNCE_ERROR);
}

/* The readings of a hearing that are moves, best first. */
static GArray *
move_readings (const AbHearing *hearing)
{
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (AbMove));

  for (guint i = 0; i < hearing->choices->len; i++)
    {
      AbMove move = g_array_index (hearing->choices, AbHeardChoice, i).move;

      if (move != AB_MOVE_NONE)
        g_array_append_val (moves, move);
    }
  return moves;
}

static void
heard_cb (AbHearing *hearing, double latency_ms, gpointer data)
{
  AbWindowListen *l = data;
  const AbHeardChoice *best = ab_hearing_best (hearing);
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) readings = NULL;

  g_debug ("heard \"%s\", confidence %.3f, %.0f ms after speech", hearing->words,
           hearing->confidence, latency_ms);
  if (l->enrolling)
    {
      _ab_window_enrol_heard (l->window, hearing);
      return;
    }
  if (!hearing->understood)
    {
      AbMove moves[2] = { AB_MOVE_NONE, AB_MOVE_NONE };
      const char *words[2] = { NULL, NULL };
      guint n = MIN (hearing->choices->len, 2);
      AbHeardOutcome o = AB_HEARD_WAIT;

      for (guint i = 0; i < n; i++)
        moves[i] = g_array_index (hearing->choices, AbHeardChoice, i).move,
        words[i] = g_array_index (hearing->choices, AbHeardChoice, i).words;
      /* The repetition awaited: said with its announcement's read-back. Else the match may
       * ask with the two best readings, or take the first as its question's answer. */
      if (!ab_match_heard_unclear (l->window->heard))
        o = ab_match_heard_ask (l->window->heard, moves, words, n);
      if (o == AB_HEARD_OFFER)
        offer (l, AB_LISTEN_PHRASE_HEARD);
      else if (o == AB_HEARD_ASKED)
        ask (l);
      else if (o == AB_HEARD_UNCLEAR)
        say_phrase (l->window, AB_ANNOUNCE_INFO, AB_LISTEN_PHRASE_NOT_UNDERSTOOD, NULL);
      ab_hearing_free (hearing);
      return;
    }
  if (best->move == AB_MOVE_NONE && best->command == AB_SPOKEN_COMMAND_NONE)
    {
      say_impossible (l, best->words);
      ab_hearing_free (hearing);
      return;
    }
  if (best->move == AB_MOVE_NONE)
    {
      AbSpokenCommand cmd = best->command;

      ab_hearing_free (hearing);
      command (l, cmd);
      return;
    }
  readings = move_readings (hearing);
  switch (ab_match_heard_move (l->window->heard, (const AbMove *) readings->data, readings->len,
                               hearing->began, &error))
    {
    case AB_HEARD_OFFER:
      _ab_window_learn_heard (l->window, hearing, g_array_index (readings, AbMove, 0));
      offer (l, AB_LISTEN_PHRASE_HEARD);
      break;
    case AB_HEARD_WAIT: /* unsaid until its repetition, or the end of the wait */
      _ab_window_learn_heard (l->window, hearing, g_array_index (readings, AbMove, 0));
      break;
    case AB_HEARD_REFUSED:
      _ab_window_say (l->window, ab_match_words_move_refusal (l->window->match, NULL, error),
                      AB_ANNOUNCE_ERROR);
      break;
    case AB_HEARD_TOO_LATE:
      /* The move before, repeated after the wait: neither a move now nor compared. */
      say_phrase (l->window, AB_ANNOUNCE_INFO, AB_LISTEN_PHRASE_NOT_UNDERSTOOD, NULL);
      break;
    case AB_HEARD_AGREED:        /* played, and announced as a move */
    case AB_HEARD_DISAGREED:     /* said by disagreement_cb */
    case AB_HEARD_REPEATED_LATE: /* the move just played, repeated: nothing to say */
    default:
      break;
    }
  ab_hearing_free (hearing);
}

void
_ab_window_listen_taught (AbWindow *self, AbRecognizer *taught)
{
  AbWindowListen *l = self->listen;

  /* Off, or enrolling, meanwhile: the next opening loads the profile anyway. */
  if (l == NULL || l->microphone == NULL || l->enrolling)
    {
      ab_recognizer_free (taught);
      return;
    }
  ab_microphone_set_recognizer (l->microphone, taught, new_grammar (l));
}

static void
lost_cb (const char *reason, gpointer data)
{
  AbWindowListen *l = data;

  g_warning ("%s", reason);
  g_clear_pointer (&l->microphone, ab_microphone_free);
  forget_pending (l);
  say_phrase (l->window, AB_ANNOUNCE_IMPORTANT, AB_LISTEN_PHRASE_LOST, NULL);
  _ab_window_enrol_stop (l->window);
}

/* The computer's sound (music, a video) has kept listening paused for a while: the player
 * would otherwise speak on unheard, never told why. Once a listening: a long screen reader
 * reading may come to it too. */
static void
held_cb (AbMicrophoneSound sound, gpointer data)
{
  AbWindowListen *l = data;

  /* No repetition can be heard meanwhile: its wait stands still. */
  if (sound != AB_MICROPHONE_SOUND_HELD)
    ab_match_heard_set_deaf_for_sound (l->window->heard, sound == AB_MICROPHONE_SOUND_BEGAN);
  else if (!l->held_told)
    say_phrase (l->window, AB_ANNOUNCE_IMPORTANT, AB_LISTEN_PHRASE_HELD_BY_SOUND, NULL);
  l->held_told = l->held_told || sound == AB_MICROPHONE_SOUND_HELD;
}

static void
opened_cb (GObject *object, GAsyncResult *result, gpointer data)
{
  AbWindowListen *l = data;
  g_autoptr (GError) error = NULL;
  AbMicrophone *microphone = ab_microphone_open_finish (result, &error);

  if (microphone == NULL && g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      /* Closed or turned off meanwhile: l may be gone. */
      g_clear_pointer (&microphone, ab_microphone_free);
      return;
    }
  g_clear_object (&l->opening);
  if (microphone == NULL)
    {
      g_autofree char *source = g_settings_get_string (l->settings, "listen-source");

      g_warning ("listening is off: %s", error->message);
      _ab_window_say (l->window,
                      ab_listen_phrase_unavailable (_ab_window_language (l->window),
                                                    error->domain == AB_MICROPHONE_ERROR,
                                                    source),
                      AB_ANNOUNCE_IMPORTANT);
      _ab_window_enrol_stop (l->window);
      return;
    }
  l->microphone = microphone;
  ab_microphone_set_threshold (microphone, g_settings_get_double (l->settings, "listen-threshold"));
  ab_microphone_set_mode (microphone, l->mode == 1 && !l->enrolling ? AB_LISTEN_PUSH_TO_TALK
                                                                    : AB_LISTEN_OPEN);
  /* A screen reader's speech is not Annabella's: her "speaking" does not cover it. */
  ab_microphone_set_pause_for_sound (microphone,
                                     g_settings_get_boolean (l->settings,
                                                             "listen-pause-for-sound"),
                                     held_cb);
  update_grammar (l);
  if (l->voice != NULL)
    speaking_cb (l->voice, NULL, l);
  else
    ab_microphone_set_paused (microphone, FALSE, 0);
  if (l->enrolling)
    return;
  if (l->mode == 1)
    {
      g_autofree char *key = talk_key_label (l);

      say_phrase (l->window, AB_ANNOUNCE_INFO, AB_LISTEN_PHRASE_PUSH_TO_TALK, key);
    }
  else
    say_phrase (l->window, AB_ANNOUNCE_INFO, AB_LISTEN_PHRASE_OPEN, NULL);
}

static void
stop (AbWindowListen *l)
{
  if (l->opening != NULL)
    {
      g_cancellable_cancel (l->opening);
      g_clear_object (&l->opening);
    }
  g_clear_pointer (&l->microphone, ab_microphone_free);
  ab_match_heard_set_deaf_for_sound (l->window->heard, FALSE);
  forget_pending (l);
}

static void
start (AbWindowListen *l)
{
  g_autofree char *source = NULL;

  stop (l);
  l->held_told = FALSE;
  source = g_settings_get_string (l->settings, "listen-source");
  l->opening = g_cancellable_new ();
  /* The recogniser loads its model (a second or so) on a thread, with the microphone. */
  ab_microphone_open_async (source, new_grammar (l), heard_cb, lost_cb, l, l->opening,
                            opened_cb, l);
}

#else /* !AB_HAVE_LISTEN */

static void
stop (AbWindowListen *l)
{
}

static void
start (AbWindowListen *l)
{
  say_phrase (l->window, AB_ANNOUNCE_IMPORTANT, AB_LISTEN_PHRASE_NOT_BUILT, NULL);
}

#endif

static void
read_talk_key (AbWindowListen *l)
{
  g_autofree char *name = g_settings_get_string (l->settings, "listen-key");

  if (!gtk_accelerator_parse (name, &l->talk_key, &l->talk_mods) || l->talk_key == 0)
    {
      l->talk_key = GDK_KEY_F8;
      l->talk_mods = 0;
    }
}

static void
settings_changed_cb (GSettings *settings, const char *key, AbWindowListen *l)
{
  guint mode = (guint) g_settings_get_enum (settings, "listen-mode");

  if (key == NULL || g_str_equal (key, "listen-key"))
    read_talk_key (l);
  /* Taken up when the enrolment ends (_ab_window_listen_enrol). */
  if (l->enrolling)
    return;
#ifdef AB_HAVE_LISTEN
  if (key != NULL && g_str_equal (key, "listen-threshold"))
    {
      if (l->microphone != NULL)
        ab_microphone_set_threshold (l->microphone, g_settings_get_double (settings, key));
      return;
    }
  if (key != NULL && g_str_equal (key, "listen-pause-for-sound"))
    {
      /* Off: the sound's end may never be told. */
      ab_match_heard_set_deaf_for_sound (l->window->heard, FALSE);
      if (l->microphone != NULL)
        ab_microphone_set_pause_for_sound (l->microphone,
                                           g_settings_get_boolean (settings, key), held_cb);
      return;
    }
#endif
  if (key != NULL && !g_str_equal (key, "listen-mode") && !g_str_equal (key, "listen-source")
      && !(g_str_equal (key, "listen-key") && mode == 1))
    return;
  if (mode == l->mode && key != NULL && g_str_equal (key, "listen-mode"))
    return;
  l->mode = mode;
  if (mode == 0)
    {
      gboolean was_on = key != NULL;

      stop (l);
      if (was_on)
        say_phrase (l->window, AB_ANNOUNCE_INFO, AB_LISTEN_PHRASE_OFF, NULL);
      return;
    }
  start (l);
}

/* Capture phase, before the move line and the board: the talk key held, and Enter,
 * the clock key or Escape while a heard move waits. */
static gboolean
key_pressed_cb (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType state, AbWindowListen *l)
{
  GdkModifierType mods = state & gtk_accelerator_get_default_mod_mask ();

  if (l->mode == 1 && keyval == l->talk_key && mods == l->talk_mods)
    {
#ifdef AB_HAVE_LISTEN
      if (l->microphone != NULL && !l->talking)
        ab_microphone_set_talking (l->microphone, TRUE);
#endif
      l->talking = TRUE;
      return TRUE;
    }
#ifdef AB_HAVE_LISTEN
  /* The match forgets a heard move when the position changes. */
  if (!heard_waits (l))
    return FALSE;
  if ((keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter)
      && (mods == 0 || mods == GDK_ALT_MASK))
    {
      /* Not before it was read back: what Enter plays is always heard first. The move
       * line's text is not played: the move read back is what Enter confirms. A question
       * names two moves: Enter cannot say which, so it is asked again. */
      if (!ask (l) && !ab_match_get_pending_unsaid (match_of (l)))
        confirm (l, mods == GDK_ALT_MASK);
      return TRUE;
    }
  if (keyval == GDK_KEY_Escape && mods == 0)
    {
      refuse (l);
      return TRUE;
    }
#endif
  return FALSE;
}

static void
key_released_cb (GtkEventControllerKey *controller, guint keyval, guint keycode,
                 GdkModifierType state, AbWindowListen *l)
{
  if (keyval != l->talk_key || !l->talking)
    return;
  l->talking = FALSE;
#ifdef AB_HAVE_LISTEN
  if (l->microphone != NULL)
    ab_microphone_set_talking (l->microphone, FALSE);
#endif
}

void
_ab_window_listen_init (AbWindow *self, GSettings *settings)
{
  AbWindowListen *l = g_new0 (AbWindowListen, 1);
  GtkEventController *keys = gtk_event_controller_key_new ();

  l->window = self;
  l->settings = g_object_ref (settings);
  self->listen = l;
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), l);
  g_signal_connect (keys, "key-released", G_CALLBACK (key_released_cb), l);
  gtk_widget_add_controller (GTK_WIDGET (self), keys);
#ifdef AB_HAVE_LISTEN
  g_signal_connect_swapped (self->heard, "changed", G_CALLBACK (update_grammar), l);
  g_signal_connect (self->heard, "unrepeated", G_CALLBACK (unrepeated_cb), l);
  g_signal_connect (self->heard, "disagreement", G_CALLBACK (disagreement_cb), l);
  l->voice = ab_announcer_get_voice (self->announcer);
  if (l->voice != NULL)
    g_signal_connect (l->voice, "notify::speaking", G_CALLBACK (speaking_cb), l);
#endif
  g_signal_connect (settings, "changed", G_CALLBACK (settings_changed_cb), l);
  read_talk_key (l);
  l->mode = 0;
  if (g_settings_get_enum (settings, "listen-mode") != 0)
    settings_changed_cb (settings, NULL, l);
}

void
_ab_window_listen_dispose (AbWindow *self)
{
  AbWindowListen *l = self->listen;

  if (l == NULL)
    return;
  self->listen = NULL;
  stop (l);
  g_signal_handlers_disconnect_by_data (l->settings, l);
#ifdef AB_HAVE_LISTEN
  if (l->voice != NULL)
    g_signal_handlers_disconnect_by_data (l->voice, l);
  g_signal_handlers_disconnect_by_data (self->heard, l);
#endif
  g_object_unref (l->settings);
  g_free (l);
}

char *
_ab_window_listen_keys (AbWindow *self)
{
  AbWindowListen *l = self->listen;

  if (l == NULL || l->mode == 0)
    return NULL;
#ifdef AB_HAVE_LISTEN
  if (l->microphone == NULL)
    return NULL;
#endif
  if (l->mode == 1)
    {
      g_autofree char *key = talk_key_label (l);

      return ab_listen_phrase_format (_ab_window_language (self), AB_LISTEN_PHRASE_KEYS_PUSH,
                                      key);
    }
  return ab_listen_phrase_format (_ab_window_language (self), AB_LISTEN_PHRASE_KEYS_OPEN);
}

void
_ab_window_listen_enrol (AbWindow *self, gboolean enrolling)
{
  AbWindowListen *l = self->listen;

  if (l == NULL)
    return;
  l->enrolling = enrolling;
  stop (l);
  if (enrolling)
    {
#ifdef AB_HAVE_LISTEN
      start (l);
#else
      _ab_window_enrol_stop (self);
#endif
      return;
    }
  /* As the settings say, with the recogniser loaded afresh: the voice profile may be new. */
  l->mode = 0;
  if (g_settings_get_enum (l->settings, "listen-mode") != 0)
    settings_changed_cb (l->settings, NULL, l);
}

void
_ab_window_listen_enrol_next (AbWindow *self)
{
#ifdef AB_HAVE_LISTEN
  if (self->listen != NULL)
    update_grammar (self->listen);
#endif
}

void
_ab_window_listen_enrol_pause (AbWindow *self)
{
  if (self->listen != NULL)
    stop (self->listen);
}
