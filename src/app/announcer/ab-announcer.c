/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-announcer.c — speech and screen-reader delivery of announcements. */
#include "ab-announcer.h"

#include "ab-focus-words.h"
#include "ab-eboard-words.h"
#include "ab-match-words.h"
#include "ab-phrases.h"

#ifdef AB_HAVE_SPEECH
#include "ab-speech.h"
#endif

struct _AbAnnouncer
{
  GObject parent_instance;

  AbMatch *match;
  AbMatchWords *words; /* the match's news in words */
  AbEboardWords *eboard_words; /* the e-board's */
  GtkWindow *window;    /* weak */
  GtkWidget *described; /* weak: the widget whose description we last set */
  GtkWidget *watched;   /* weak: a dialog's focused control, whose value is said when it
                         * changes */
  char *last;
  gboolean self_voicing;
  gboolean speechd; /* the desktop's voice instead of espeak-ng */
#ifdef AB_HAVE_SPEECH
  AbSpeech *speech;
#endif
};

G_DEFINE_FINAL_TYPE (AbAnnouncer, ab_announcer, G_TYPE_OBJECT)

enum
{
  SAID,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
clear_weak (GtkWidget **slot)
{
  if (*slot != NULL)
    g_object_remove_weak_pointer (G_OBJECT (*slot), (gpointer *) slot);
  *slot = NULL;
}

static void
set_weak (GtkWidget **slot, GtkWidget *widget)
{
  *slot = widget;
  if (widget != NULL)
    g_object_add_weak_pointer (G_OBJECT (widget), (gpointer *) slot);
}

static void
ab_announcer_dispose (GObject *object)
{
  AbAnnouncer *self = AB_ANNOUNCER (object);

  ab_announcer_set_match (self, NULL);
  ab_announcer_set_eboard (self, NULL);
  clear_weak (&self->described);
  if (self->watched != NULL)
    g_signal_handlers_disconnect_by_data (self->watched, self);
  clear_weak (&self->watched);
  clear_weak ((GtkWidget **) &self->window);
#ifdef AB_HAVE_SPEECH
  g_clear_object (&self->speech);
#endif

  G_OBJECT_CLASS (ab_announcer_parent_class)->dispose (object);
}

static void
ab_announcer_finalize (GObject *object)
{
  AbAnnouncer *self = AB_ANNOUNCER (object);

  g_free (self->last);

  G_OBJECT_CLASS (ab_announcer_parent_class)->finalize (object);
}

static void
ab_announcer_class_init (AbAnnouncerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ab_announcer_dispose;
  object_class->finalize = ab_announcer_finalize;

  /* (text, AbAnnounceKind): after it was handed to the voice and the screen
   * reader; windows show it. */
  signals[SAID] = g_signal_new ("said", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                NULL, NULL, G_TYPE_NONE, 2, G_TYPE_STRING, G_TYPE_UINT);
}

static void
ab_announcer_init (AbAnnouncer *self)
{
  self->self_voicing = TRUE;
#ifdef AB_HAVE_SPEECH
  self->speech = ab_speech_new ();
#endif
}

AbAnnouncer *
ab_announcer_new (void)
{
  return g_object_new (AB_TYPE_ANNOUNCER, NULL);
}

#ifdef AB_HAVE_SPEECH
static AbSpeechFlags
speech_flags (AbAnnounceKind kind)
{
  switch (kind)
    {
    case AB_ANNOUNCE_ECHO:
    case AB_ANNOUNCE_FOCUS:
    case AB_ANNOUNCE_ERROR:
      return AB_SPEECH_INTERRUPT;
    case AB_ANNOUNCE_IMPORTANT:
      return AB_SPEECH_IMPORTANT;
    case AB_ANNOUNCE_INFO:
    default:
      return AB_SPEECH_QUEUE;
    }
}
#endif

/* Orca speaks a description change of the focused widget; an unchanged text
 * would raise no event, so a repeat first clears it. */
static GtkWindow *
target_window (AbAnnouncer *self)
{
  GtkApplication *app = self->window ? gtk_window_get_application (self->window) : NULL;
  GtkWindow *active = app ? gtk_application_get_active_window (app) : NULL;

  /* A dialog of the player's window has the focus while it is open; the
   * mirror is the opponent's and never speaks for the player. */
  if (active != NULL && gtk_window_get_transient_for (active) == self->window)
    return active;
  return self->window;
}

/* The focus widget as screen readers see it: an entry's inner GtkText has
 * no role of its own and is not exported; the entry is. */
static GtkWidget *
accessible_focus (GtkWindow *window)
{
  GtkWidget *focus = window ? gtk_root_get_focus (GTK_ROOT (window)) : NULL;

  while (focus != NULL
         && gtk_accessible_get_accessible_role (GTK_ACCESSIBLE (focus)) == GTK_ACCESSIBLE_ROLE_NONE)
    focus = gtk_widget_get_parent (focus);
  return focus;
}

static void
describe_focus (AbAnnouncer *self, const char *text)
{
  GtkWidget *focus = accessible_focus (target_window (self));

  if (self->described != NULL && self->described != focus)
    gtk_accessible_reset_property (GTK_ACCESSIBLE (self->described),
                                   GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  if (focus == NULL)
    {
      clear_weak (&self->described);
      return;
    }
  if (self->described == focus)
    gtk_accessible_update_property (GTK_ACCESSIBLE (focus), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                    "", -1);
  gtk_accessible_update_property (GTK_ACCESSIBLE (focus), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  text, -1);
  if (self->described != focus)
    {
      clear_weak (&self->described);
      set_weak (&self->described, focus);
    }
}

void
ab_announcer_say (AbAnnouncer *self, const char *text, AbAnnounceKind kind)
{
  g_return_if_fail (AB_IS_ANNOUNCER (self));
  g_return_if_fail (text != NULL);

  /* The focused widget's name already reaches a screen reader; putting it in the
   * description too would make Orca say it twice. */
  if (kind == AB_ANNOUNCE_FOCUS)
    {
#ifdef AB_HAVE_SPEECH
      if (self->self_voicing)
        ab_speech_say (self->speech, text, speech_flags (kind));
#endif
      return;
    }

#ifdef AB_HAVE_SPEECH
  if (kind == AB_ANNOUNCE_ERROR)
    ab_speech_play_earcon (self->speech, AB_EARCON_ILLEGAL, AB_SPEECH_INTERRUPT);
  ab_speech_say (self->speech, text, speech_flags (kind));
#endif
  describe_focus (self, text);
  if (kind != AB_ANNOUNCE_ECHO)
    {
      g_free (self->last);
      self->last = g_strdup (text);
    }
  g_signal_emit (self, signals[SAID], 0, text, (guint) kind);
}

gboolean
ab_announcer_say_ready (AbAnnouncer *self)
{
  g_return_val_if_fail (AB_IS_ANNOUNCER (self), FALSE);

#ifdef AB_HAVE_SPEECH
  g_autofree char *text = NULL;

  if (!self->self_voicing)
    return FALSE;
  text = ab_phrase_format (ab_speech_get_language (self->speech), AB_PHRASE_READY);
  ab_speech_say (self->speech, text, AB_SPEECH_QUEUE);
  return TRUE;
#else
  return FALSE;
#endif
}

void
ab_announcer_repeat (AbAnnouncer *self)
{
  g_autofree char *text = NULL;

  g_return_if_fail (AB_IS_ANNOUNCER (self));

  if (self->last == NULL)
    return;
  text = g_strdup (self->last);
  ab_announcer_say (self, text, AB_ANNOUNCE_INFO);
}

const char *
ab_announcer_get_last (AbAnnouncer *self)
{
  g_return_val_if_fail (AB_IS_ANNOUNCER (self), NULL);

  return self->last;
}

void
ab_announcer_alarm (AbAnnouncer *self, const char *text)
{
  g_return_if_fail (AB_IS_ANNOUNCER (self));

#ifdef AB_HAVE_SPEECH
  ab_speech_play_earcon (self->speech, AB_EARCON_FLAG_FALL, AB_SPEECH_IMPORTANT);
#endif
  ab_announcer_say (self, text, AB_ANNOUNCE_IMPORTANT);
}

void
ab_announcer_edge (AbAnnouncer *self, const char *word)
{
  g_return_if_fail (AB_IS_ANNOUNCER (self));

#ifdef AB_HAVE_SPEECH
  if (self->self_voicing && ab_speech_get_status (self->speech) == AB_SPEECH_STATUS_OK)
    {
      ab_speech_play_earcon (self->speech, AB_EARCON_EDGE, AB_SPEECH_INTERRUPT);
      describe_focus (self, word);
      return;
    }
#endif
  ab_announcer_say (self, word, AB_ANNOUNCE_ECHO);
}

void
ab_announcer_move_earcon (AbAnnouncer *self, gboolean capture, gboolean check)
{
  g_return_if_fail (AB_IS_ANNOUNCER (self));

#ifdef AB_HAVE_SPEECH
  ab_speech_play_earcon (self->speech,
                         check ? AB_EARCON_CHECK : capture ? AB_EARCON_CAPTURE : AB_EARCON_MOVE,
                         AB_SPEECH_QUEUE);
#endif
}

static void
match_announcement_cb (AbMatchWords *words, const char *text, guint kind, AbAnnouncer *self)
{
#ifdef AB_HAVE_SPEECH
  AbMatch *match = self->match;
  guint ply = ab_match_get_n_plies (match);

  if ((kind == AB_ANNOUNCEMENT_OWN_MOVE || kind == AB_ANNOUNCEMENT_OPPONENT_MOVE
       || kind == AB_ANNOUNCEMENT_CORRECTION)
      && ply > 0)
    {
      AbEarcon earcon = ab_match_get_is_check (match, ply - 1)     ? AB_EARCON_CHECK
                        : ab_match_get_is_capture (match, ply - 1) ? AB_EARCON_CAPTURE
                                                                   : AB_EARCON_MOVE;

      ab_speech_play_earcon (self->speech, earcon,
                             kind == AB_ANNOUNCEMENT_OPPONENT_MOVE ? AB_SPEECH_IMPORTANT
                                                                   : AB_SPEECH_QUEUE);
    }
#endif
  ab_announcer_say (self, text,
                    kind == AB_ANNOUNCEMENT_OWN_MOVE ? AB_ANNOUNCE_INFO : AB_ANNOUNCE_IMPORTANT);
}

void
ab_announcer_set_match (AbAnnouncer *self, AbMatch *match)
{
  g_return_if_fail (AB_IS_ANNOUNCER (self));
  g_return_if_fail (match == NULL || AB_IS_MATCH (match));

  if (self->match == match)
    return;
  if (self->words != NULL)
    g_signal_handlers_disconnect_by_data (self->words, self);
  g_clear_object (&self->words);
  g_set_object (&self->match, match);
  if (match == NULL)
    return;
  self->words = ab_match_words_new (match);
  g_signal_connect (self->words, "announcement", G_CALLBACK (match_announcement_cb), self);
}

static void
eboard_announcement_cb (AbEboardWords *words, const char *text, guint kind, AbAnnouncer *self)
{
  ab_announcer_say (self, text,
                    kind == AB_EBOARD_ANNOUNCE_WARNING ? AB_ANNOUNCE_IMPORTANT : AB_ANNOUNCE_INFO);
}

void
ab_announcer_set_eboard (AbAnnouncer *self, AbMatchEboard *eboard)
{
  g_return_if_fail (AB_IS_ANNOUNCER (self));
  g_return_if_fail (eboard == NULL || AB_IS_MATCH_EBOARD (eboard));

  if (self->eboard_words != NULL)
    g_signal_handlers_disconnect_by_data (self->eboard_words, self);
  g_clear_object (&self->eboard_words);
  if (eboard == NULL)
    return;
  self->eboard_words = ab_eboard_words_new (eboard);
  g_signal_connect (self->eboard_words, "announcement", G_CALLBACK (eboard_announcement_cb),
                    self);
}

/* A description left on a widget the focus has left would be read again, as if
 * new, when the focus comes back (Orca reads name and description on focus). */
static void
focus_widget_cb (GtkWindow *window, GParamSpec *pspec, AbAnnouncer *self)
{
  if (self->described == NULL || accessible_focus (window) == self->described)
    return;
  gtk_accessible_reset_property (GTK_ACCESSIBLE (self->described),
                                 GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  clear_weak (&self->described);
}

#define OWN_FOCUS "ab-announcer-own-focus"
#define FOCUS_SAID "ab-announcer-focus-said"

void
ab_announcer_own_focus (GtkWindow *dialog)
{
  g_object_set_data (G_OBJECT (dialog), OWN_FOCUS, GINT_TO_POINTER (TRUE));
}

static AbLanguage
language (AbAnnouncer *self)
{
  return self->match != NULL ? ab_match_get_language (self->match) : AB_LANG_DE;
}

/* The focused control's value changed (Space on a switch, an arrow in a list). */
static void
watched_changed_cb (GtkWidget *control, GParamSpec *pspec, AbAnnouncer *self)
{
  g_autofree char *words = ab_focus_value_words (language (self), control);

  if (words != NULL && self->self_voicing)
    ab_announcer_say (self, words, AB_ANNOUNCE_FOCUS);
}

static void
watch (AbAnnouncer *self, GtkWidget *control)
{
  static const char *const values[] = { "notify::active", "notify::selected", "notify::value" };

  if (self->watched == control)
    return;
  if (self->watched != NULL)
    g_signal_handlers_disconnect_by_data (self->watched, self);
  clear_weak (&self->watched);
  if (control == NULL)
    return;
  set_weak (&self->watched, control);
  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    if (g_object_class_find_property (G_OBJECT_GET_CLASS (control), values[i] + 8) != NULL)
      g_signal_connect (control, values[i], G_CALLBACK (watched_changed_cb), self);
}

/* Self-voicing says what a screen reader would of a dialog's focus; a screen reader says
 * it itself. The first focus of a dialog waits behind what is being said of the dialog
 * (its question), later ones cut in as the player moves on. */
static void
dialog_focus_cb (GtkWindow *dialog, GParamSpec *pspec, AbAnnouncer *self)
{
  GtkWidget *focus = gtk_window_get_focus (dialog);
  g_autofree char *words = NULL;

  if (!self->self_voicing || g_object_get_data (G_OBJECT (dialog), OWN_FOCUS) != NULL
      || focus == NULL)
    return;
  watch (self, ab_focus_control (focus));
  words = ab_focus_words (language (self), focus);
  if (words == NULL)
    return;
  if (g_object_get_data (G_OBJECT (dialog), FOCUS_SAID) != NULL)
    {
      ab_announcer_say (self, words, AB_ANNOUNCE_FOCUS);
      return;
    }
  g_object_set_data (G_OBJECT (dialog), FOCUS_SAID, GINT_TO_POINTER (TRUE));
#ifdef AB_HAVE_SPEECH
  ab_speech_say (self->speech, words, AB_SPEECH_QUEUE);
#endif
}

#define FOLLOWED "ab-announcer-followed"

/* A toplevel came: a dialog of the player's window (Preferences, a new match, a file
 * chooser) is followed, whether or not it belongs to the application. */
static void
toplevels_changed_cb (GListModel *toplevels, guint position, guint removed, guint added,
                      AbAnnouncer *self)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr (GtkWindow) window = g_list_model_get_item (toplevels, i);

      if (self->window == NULL || window == self->window
          || gtk_window_get_transient_for (window) != self->window
          || g_object_get_data (G_OBJECT (window), FOLLOWED) != NULL)
        continue;
      g_object_set_data (G_OBJECT (window), FOLLOWED, GINT_TO_POINTER (TRUE));
      g_signal_connect_object (window, "notify::focus-widget", G_CALLBACK (dialog_focus_cb),
                               self, 0);
    }
}

void
ab_announcer_set_window (AbAnnouncer *self, GtkWindow *window)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  g_return_if_fail (AB_IS_ANNOUNCER (self));

  if (self->window != NULL)
    g_signal_handlers_disconnect_by_func (self->window, focus_widget_cb, self);
  g_signal_handlers_disconnect_by_func (toplevels, toplevels_changed_cb, self);
  clear_weak ((GtkWidget **) &self->window);
  set_weak ((GtkWidget **) &self->window, GTK_WIDGET (window));
  if (window == NULL)
    return;
  g_signal_connect_object (window, "notify::focus-widget", G_CALLBACK (focus_widget_cb), self, 0);
  g_signal_connect_object (toplevels, "items-changed", G_CALLBACK (toplevels_changed_cb), self,
                           0);
}

void
ab_announcer_set_self_voicing (AbAnnouncer *self, gboolean self_voicing)
{
  g_return_if_fail (AB_IS_ANNOUNCER (self));

  self->self_voicing = self_voicing;
#ifdef AB_HAVE_SPEECH
  /* The screen-reader backend speaks nothing itself but keeps the earcons. */
  ab_speech_set_backend (self->speech, !self_voicing   ? AB_SPEECH_BACKEND_SCREEN_READER
                                       : self->speechd ? AB_SPEECH_BACKEND_SPEECHD
                                                       : AB_SPEECH_BACKEND_ESPEAK);
#endif
}

void
ab_announcer_set_voice (AbAnnouncer *self, gboolean speech_dispatcher)
{
  g_return_if_fail (AB_IS_ANNOUNCER (self));

  self->speechd = speech_dispatcher;
  ab_announcer_set_self_voicing (self, self->self_voicing);
}

void
ab_announcer_set_pitch (AbAnnouncer *self, guint pitch)
{
  g_return_if_fail (AB_IS_ANNOUNCER (self));

#ifdef AB_HAVE_SPEECH
  ab_speech_set_pitch (self->speech, MIN (pitch, 100));
#endif
}

void
ab_announcer_set_language (AbAnnouncer *self, AbLanguage language)
{
  g_return_if_fail (AB_IS_ANNOUNCER (self));

#ifdef AB_HAVE_SPEECH
  ab_speech_set_language (self->speech, language);
#endif
}

void
ab_announcer_set_rate (AbAnnouncer *self, guint rate)
{
  g_return_if_fail (AB_IS_ANNOUNCER (self));

#ifdef AB_HAVE_SPEECH
  ab_speech_set_rate (self->speech, CLAMP (rate, AB_SPEECH_RATE_MIN, AB_SPEECH_RATE_MAX));
#endif
}

void
ab_announcer_set_variant (AbAnnouncer *self, const char *variant)
{
  g_return_if_fail (AB_IS_ANNOUNCER (self));

#ifdef AB_HAVE_SPEECH
  ab_speech_set_variant (self->speech, variant);
#endif
}

GObject *
ab_announcer_get_voice (AbAnnouncer *self)
{
  g_return_val_if_fail (AB_IS_ANNOUNCER (self), NULL);

#ifdef AB_HAVE_SPEECH
  return G_OBJECT (self->speech);
#else
  return NULL;
#endif
}

gboolean
ab_announcer_has_voice (AbAnnouncer *self)
{
  g_return_val_if_fail (AB_IS_ANNOUNCER (self), FALSE);

#ifdef AB_HAVE_SPEECH
  return ab_speech_get_status (self->speech) == AB_SPEECH_STATUS_OK;
#else
  return FALSE;
#endif
}
