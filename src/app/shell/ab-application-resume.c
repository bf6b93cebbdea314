/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-application-resume.c — at start: an interrupted match offered for resumption, or a
 * new match. The offer says every choice with its key, Tab through the choices is spoken,
 * a match is set aside only once that is confirmed, and the outcome is said: what was
 * charged and where the clocks stand. */
#include "config.h"

#include "ab-application-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ab-assistant-phrases.h"
#include "ab-match-assistant.h"
#include "ab-match-keep.h"
#include "ab-match-words.h"
#include "ab-phrases.h"
#include "ab-practice.h"
#include "ab-resume-phrases.h"

/* Set on a dialog once a key moved its focus: the first focus is its own, not chosen. */
#define KEYED "ab-resume-keyed" /* Tab or an arrow: the player moves among the choices */

/* The offer's buttons, in the interface language: their letters are said with them. */
#define LABEL_RESUME _("_Resume")
#define LABEL_CHARGE _("Resume and _charge the downtime")
#define LABEL_NEW _("_New Match")

static void show_offer (AbApplication *self, gboolean ready);

/* "C" for "Resume and _charge": the key that goes with Alt. Free with g_free. */
static char *
mnemonic (const char *label)
{
  const char *mark = strchr (label, '_');
  char letter[8] = "";

  if (mark != NULL && mark[1] != '\0')
    letter[g_unichar_to_utf8 (g_unichar_toupper (g_utf8_get_char (mark + 1)), letter)] = '\0';
  return g_strdup (letter);
}

/* set_aside: the interrupted match was just set aside; where it is kept is said. */
static void
start_new_full (AbApplication *self, AbColor color, gboolean ready, char *notice,
                gboolean set_aside)
{
  g_autoptr (GError) error = NULL;
  GString *text = g_string_new (NULL);
  AbLanguage lang = _ab_application_language (self);
  const char *kept;

  g_autofree char *control = g_settings_get_string (self->settings, "time-control");
  AbMatchSetup setup;

  ab_match_setup_init (&setup);
  setup.blind_color = color;
  setup.edition = (AbEdition) g_settings_get_enum (self->settings, "rules-edition");
  setup.time_control = control;
  /* The players start the clock when they are ready (the first move, or a press). */
  setup.clock_waits = TRUE;
  if (ready && !self->ready_said)
    _ab_application_append_phrase (text, ab_phrase_format (lang, AB_PHRASE_READY));
  if (notice != NULL)
    _ab_application_append_phrase (text, notice);
  /* A time control in the settings that is none (edited by hand): start without a clock. */
  if (!ab_match_start_setup (self->match, &setup, &error)
      && g_error_matches (error, AB_MATCH_ERROR, AB_MATCH_ERROR_BAD_SETUP))
    {
      g_warning ("%s", error->message);
      g_clear_error (&error);
      ab_match_start (self->match, NULL, color, &error);
    }
  if (error != NULL)
    {
      g_warning ("%s", error->message);
      _ab_application_append_phrase (text, ab_phrase_format (lang, AB_PHRASE_NO_JOURNAL));
    }
  _ab_application_append_phrase (text, ab_phrase_format (lang, AB_PHRASE_NEW_MATCH,
                                                        ab_phrase_color (lang,
                                                                         ab_match_get_blind_color (
                                                                           self->match))));
  kept = ab_match_get_kept_journal (self->match);
  if (set_aside && error == NULL && kept != NULL)
    {
      g_autofree char *name = g_path_get_basename (kept);

      _ab_application_append_phrase (text, ab_resume_phrase_format (lang, AB_RESUME_PHRASE_KEPT,
                                                                   name));
    }
  _ab_application_append_turn (self, text);
  g_settings_set_enum (self->settings, "blind-player-color", color);
  ab_window_focus_input (self->window);
  _ab_application_say (self, text, notice != NULL ? AB_ANNOUNCE_ERROR : AB_ANNOUNCE_INFO);
}

void
_ab_application_start_new (AbApplication *self, AbColor color, gboolean ready, char *notice)
{
  start_new_full (self, color, ready, notice, FALSE);
}

AbColor
_ab_application_remembered_color (AbApplication *self)
{
  return g_settings_get_enum (self->settings, "blind-player-color") == 1 ? AB_BLACK : AB_WHITE;
}

/* What was charged and where the clocks stand now. */
static void
append_resumed (AbApplication *self, GString *text, gint64 charged)
{
  AbLanguage lang = _ab_application_language (self);
  const AbClock *clock = ab_game_get_clock (ab_match_get_game (self->match));
  char *clocks;

  if (clock == NULL)
    return;
  if (charged > 0)
    {
      g_autofree char *taken = ab_resume_phrase_time (lang, charged);

      _ab_application_append_phrase (
        text, ab_resume_phrase_format (lang, AB_RESUME_PHRASE_CHARGED,
                                       ab_phrase_color (lang, ab_clock_get_side (clock)), taken));
    }
  else
    _ab_application_append_phrase (text, ab_resume_phrase_format (lang,
                                                                 AB_RESUME_PHRASE_NOTHING_CHARGED));
  if ((clocks = ab_resume_phrase_clocks (lang, self->match)) != NULL)
    _ab_application_append_phrase (text, clocks);
}

static void
append_last_move (AbApplication *self, GString *text)
{
  AbLanguage lang = _ab_application_language (self);
  guint n = ab_match_get_n_plies (self->match);

  if (n == 0)
    return;
  _ab_application_append_phrase (
    text, ab_phrase_format (lang, AB_PHRASE_LAST_MOVE,
                            ab_match_get_move_number (self->match, n - 1),
                            ab_phrase_color (lang, ab_match_get_mover (self->match, n - 1)),
                            ab_match_get_spoken (self->match, n - 1)));
}

static void
resume (AbApplication *self, gboolean charge)
{
  g_autoptr (GError) error = NULL;
  AbLanguage lang = _ab_application_language (self);
  const AbClock *clock;
  gint64 charged = 0;
  GString *text;

  if (!ab_match_resume_charging (self->match, charge ? self->resume_downtime : 0, &error))
    {
      g_autofree char *kept = NULL;

      ab_match_set_aside_damaged (self->match, &kept);
      /* One message, so that the reason is not drowned by the new match's words. */
      g_warning ("Cannot resume the match: %s", error->message);
      _ab_application_start_new (self, _ab_application_remembered_color (self), FALSE,
                                 ab_match_words_damaged (lang, kept));
      return;
    }
  /* Only a clock that ran loses the downtime; a stopped one (6.11, an adjournment) not. */
  clock = ab_game_get_clock (ab_match_get_game (self->match));
  if (charge && clock != NULL && ab_clock_get_state (clock) == AB_CLOCK_RUNNING)
    charged = self->resume_downtime;
  text = g_string_new (NULL);
  _ab_application_append_phrase (text, ab_phrase_format (lang, AB_PHRASE_RESUMED,
                                                        ab_match_get_n_plies (self->match)));
  append_resumed (self, text, charged);
  append_last_move (self, text);
  _ab_application_append_assistant (self, text);
  if (ab_match_is_adjourned (self->match))
    _ab_application_append_phrase (text, ab_assistant_phrase_format (
                                          lang, AB_ASSISTANT_PHRASE_ADJOURNED));
  _ab_application_append_turn (self, text);
  ab_window_focus_input (self->window);
  _ab_application_say (self, text, AB_ANNOUNCE_INFO);
  /* A practice game goes on as one: the engine comes back and moves when it is its turn. */
  ab_practice_app_resume (GTK_APPLICATION (self));
}

static void
confirm_new_response_cb (AdwMessageDialog *dialog, const char *response, AbApplication *self)
{
  if (g_str_equal (response, "new"))
    start_new_full (self, _ab_application_remembered_color (self), FALSE, NULL, TRUE);
  else
    show_offer (self, FALSE);
}

/* Nothing is set aside without a second word: a slip of Escape would end the game. */
static void
confirm_new (AbApplication *self)
{
  GtkWidget *dialog;
  GString *text = g_string_new (NULL);

  dialog = adw_message_dialog_new (GTK_WINDOW (self->window), _("Set the Interrupted Match Aside?"),
                                   _("A new match begins. The interrupted match is kept as a "
                                     "file in the journal folder; Ctrl+Shift+K opens it again."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "back", _("_Back"), "new",
                                    _("_Start a New Match"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "new",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "new");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "back");
  g_signal_connect (dialog, "response", G_CALLBACK (confirm_new_response_cb), self);
  gtk_window_present (GTK_WINDOW (dialog));
  _ab_application_append_phrase (text, ab_resume_phrase_format (_ab_application_language (self),
                                                               AB_RESUME_PHRASE_CONFIRM_NEW,
                                                               self->resume_plies));
  _ab_application_say (self, text, AB_ANNOUNCE_INFO);
}

static void
resume_response_cb (AdwMessageDialog *dialog, const char *response, AbApplication *self)
{
  if (g_str_equal (response, "resume") || g_str_equal (response, "charge"))
    resume (self, g_str_equal (response, "charge"));
  else
    confirm_new (self);
}

/* The button of a dialog's choice, found by its label. */
static GtkWidget *
find_button (GtkWidget *widget, const char *label)
{
  if (GTK_IS_BUTTON (widget) && g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), label) == 0)
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_button (child, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
key_cb (GtkEventControllerKey *controller, guint keyval, guint keycode, GdkModifierType state,
        GtkWidget *dialog)
{
  gboolean enter = keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter
                   || keyval == GDK_KEY_ISO_Enter;

  /* Enter is plain Resume, as the offer says, until Tab or an arrow went to another
   * choice: wherever GTK put the focus first (now and then the last button). */
  if (enter && !(state & GDK_MODIFIER_MASK) && !g_object_get_data (G_OBJECT (dialog), KEYED))
    {
      gtk_widget_activate (find_button (dialog, LABEL_RESUME));
      return GDK_EVENT_STOP;
    }
  if (keyval == GDK_KEY_Tab || keyval == GDK_KEY_ISO_Left_Tab || keyval == GDK_KEY_KP_Tab
      || keyval == GDK_KEY_Left || keyval == GDK_KEY_Right || keyval == GDK_KEY_Up
      || keyval == GDK_KEY_Down)
    g_object_set_data (G_OBJECT (dialog), KEYED, GINT_TO_POINTER (TRUE));
  return GDK_EVENT_PROPAGATE;
}

/* Tab (or an arrow) went to a choice: say what it does and its key. */
static void
focus_cb (GtkWindow *dialog, GParamSpec *pspec, AbApplication *self)
{
  static const struct
  {
    const char *response;
    AbResumePhrase phrase;
  } choices[] = {
    { "resume", AB_RESUME_PHRASE_FOCUS_RESUME },
    { "charge", AB_RESUME_PHRASE_FOCUS_CHARGE },
    { "new", AB_RESUME_PHRASE_FOCUS_NEW },
  };
  const char *response_label;
  GtkWidget *focus = gtk_window_get_focus (dialog);
  const char *label;

  if (!g_object_get_data (G_OBJECT (dialog), KEYED) || !GTK_IS_BUTTON (focus))
    return;
  label = gtk_button_get_label (GTK_BUTTON (focus));
  for (guint i = 0; label != NULL && i < G_N_ELEMENTS (choices); i++)
    if (adw_message_dialog_has_response (ADW_MESSAGE_DIALOG (dialog), choices[i].response)
        && g_strcmp0 (label, (response_label = adw_message_dialog_get_response_label (
                                ADW_MESSAGE_DIALOG (dialog), choices[i].response)))
             == 0)
      {
        g_autofree char *letter = mnemonic (response_label);
        g_autofree char *said = ab_resume_phrase_format (_ab_application_language (self),
                                                         choices[i].phrase, letter);

        ab_announcer_say (self->announcer, said, AB_ANNOUNCE_FOCUS);
        return;
      }
}

/* ready: these are the first words since the start. */
static void
show_offer (AbApplication *self, gboolean ready)
{
  GtkWidget *dialog;
  GtkEventController *keys = gtk_event_controller_key_new ();
  AbLanguage lang = _ab_application_language (self);
  guint n_plies = self->resume_plies;
  g_autofree char *body = NULL;
  g_autofree char *down = ab_resume_phrase_time (lang, self->resume_downtime);
  g_autofree char *charge_key = mnemonic (LABEL_CHARGE);
  g_autofree char *new_key = mnemonic (LABEL_NEW);
  GString *text = g_string_new (NULL);

  body = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "A match was interrupted after %u half-move. Resume it "
                                       "as it was, or start a new match?",
                                       "A match was interrupted after %u half-moves. Resume it "
                                       "as it was, or start a new match?",
                                       n_plies),
                          n_plies);
  dialog = adw_message_dialog_new (GTK_WINDOW (self->window), _("Resume the Interrupted Match?"),
                                   body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "new", LABEL_NEW, "resume",
                                    LABEL_RESUME, NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "resume",
                                              ADW_RESPONSE_SUGGESTED);
  /* Whether the clock that ran lost the downtime is the players' (or arbiter's) call. */
  if (self->resume_clock)
    {
      g_autofree char *with_clock = g_strdup_printf (
        _("%s The clocks stand as they were when the program stopped. Resume keeps them so; "
          "“Resume and charge” also takes the time the program was down from the clock "
          "that ran."),
        body);

      adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (dialog), with_clock);
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "charge", LABEL_CHARGE);
    }
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "resume");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "new");
  g_signal_connect (dialog, "response", G_CALLBACK (resume_response_cb), self);
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_cb), dialog);
  gtk_widget_add_controller (dialog, keys);
  g_signal_connect (dialog, "notify::focus-widget", G_CALLBACK (focus_cb), self);
  ab_announcer_own_focus (GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));

  if (ready && !self->ready_said)
    _ab_application_append_phrase (text, ab_phrase_format (lang, AB_PHRASE_READY));
  if (self->resume_clock)
    _ab_application_append_phrase (text, ab_resume_phrase_format (lang,
                                                                 AB_RESUME_PHRASE_OFFER_CLOCK,
                                                                 n_plies, down, charge_key,
                                                                 new_key));
  else
    _ab_application_append_phrase (text, ab_resume_phrase_format (lang, AB_RESUME_PHRASE_OFFER,
                                                                 n_plies, new_key));
  _ab_application_say (self, text, AB_ANNOUNCE_INFO);
}

void
_ab_application_offer_resume (AbApplication *self, guint n_plies, gboolean has_clock,
                              gint64 downtime)
{
  self->resume_plies = n_plies;
  self->resume_clock = has_clock;
  self->resume_downtime = downtime;
  show_offer (self, TRUE);
}
