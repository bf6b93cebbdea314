/* ab-application-resume.c — at start: an interrupted match offered for resumption, or a
 * new match. */
#include "config.h"

#include "ab-application-private.h"

#include <glib/gi18n.h>

#include "ab-assistant-phrases.h"
#include "ab-match-assistant.h"
#include "ab-match-keep.h"
#include "ab-phrases.h"
#include "ab-practice.h"

/* Starts a new match and says so; ready: these are the first words. notice (taken): what
 * went wrong with the interrupted match, said and shown first, as an error. */
void
ab_application_start_new (AbApplication *self, AbColor color, gboolean ready, char *notice)
{
  g_autoptr (GError) error = NULL;
  GString *text = g_string_new (NULL);
  AbLanguage lang = ab_application_language (self);

  g_autofree char *control = g_settings_get_string (self->settings, "time-control");
  AbMatchSetup setup;

  ab_match_setup_init (&setup);
  setup.blind_color = color;
  setup.edition = (AbEdition) g_settings_get_enum (self->settings, "rules-edition");
  setup.time_control = control;
  if (ready)
    ab_application_append_phrase (text, ab_phrase_format (lang, AB_PHRASE_READY));
  if (notice != NULL)
    ab_application_append_phrase (text, notice);
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
      ab_application_append_phrase (text, ab_phrase_format (lang, AB_PHRASE_NO_JOURNAL));
    }
  ab_application_append_phrase (text, ab_phrase_format (lang, AB_PHRASE_NEW_MATCH,
                                                        ab_phrase_color (lang,
                                                                         ab_match_get_blind_color (
                                                                           self->match))));
  ab_application_append_turn (self, text);
  g_settings_set_enum (self->settings, "blind-player-color", color);
  ab_window_focus_input (self->window);
  ab_application_say (self, text, notice != NULL ? AB_ANNOUNCE_ERROR : AB_ANNOUNCE_INFO);
}

AbColor
ab_application_remembered_color (AbApplication *self)
{
  return g_settings_get_enum (self->settings, "blind-player-color") == 1 ? AB_BLACK : AB_WHITE;
}

static void
resume_response_cb (AdwMessageDialog *dialog, const char *response, AbApplication *self)
{
  g_autoptr (GError) error = NULL;
  AbLanguage lang = ab_application_language (self);
  GString *text;

  if (!g_str_equal (response, "resume") && !g_str_equal (response, "charge"))
    {
      ab_application_start_new (self, ab_application_remembered_color (self), FALSE, NULL);
      return;
    }
  if (!ab_match_resume_full (self->match, g_str_equal (response, "charge"), &error))
    {
      char *damaged = ab_match_set_aside_damaged (self->match);

      /* One message, so that the reason is not drowned by the new match's words. */
      g_warning ("Cannot resume the match: %s", error->message);
      ab_application_start_new (self, ab_application_remembered_color (self), FALSE,
                                damaged ? damaged
                                        : ab_phrase_format (lang, AB_PHRASE_RESUME_FAILED));
      return;
    }
  text = g_string_new (NULL);
  ab_application_append_phrase (text, ab_phrase_format (lang, AB_PHRASE_RESUMED,
                                                        ab_match_get_n_plies (self->match)));
  if (ab_match_get_n_plies (self->match) > 0)
    {
      guint last = ab_match_get_n_plies (self->match) - 1;

      ab_application_append_phrase (
        text, ab_phrase_format (lang, AB_PHRASE_LAST_MOVE,
                                ab_match_get_move_number (self->match, last),
                                ab_phrase_color (lang, ab_match_get_mover (self->match, last)),
                                ab_match_get_spoken (self->match, last)));
    }
  ab_application_append_assistant (self, text);
  if (ab_match_is_adjourned (self->match))
    ab_application_append_phrase (text, ab_assistant_phrase_format (
                                          lang, AB_ASSISTANT_PHRASE_ADJOURNED));
  ab_application_append_turn (self, text);
  ab_window_focus_input (self->window);
  ab_application_say (self, text, AB_ANNOUNCE_INFO);
  /* A practice game goes on as one: the engine comes back and moves when it is its turn. */
  ab_practice_app_resume (GTK_APPLICATION (self));
}

void
ab_application_offer_resume (AbApplication *self, guint n_plies, gboolean has_clock,
                             gint64 downtime)
{
  GtkWidget *dialog;
  AbLanguage lang = ab_application_language (self);
  g_autofree char *body = NULL;
  g_autofree char *down = ab_phrase_duration (lang, downtime);
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
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "new", _("_New Match"), "resume",
                                    _("_Resume"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "resume",
                                              ADW_RESPONSE_SUGGESTED);
  /* Whether the clock that ran lost the downtime is the players' (or arbiter's) call. */
  if (has_clock)
    {
      g_autofree char *with_clock = g_strdup_printf (
        _("%s The clocks stand as they were at the last event. Resume keeps them so; "
          "“Resume and charge” also takes the time the program was down from the clock "
          "that ran."),
        body);

      adw_message_dialog_set_body (ADW_MESSAGE_DIALOG (dialog), with_clock);
      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "charge",
                                       _("Resume and _charge the downtime"));
    }
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "resume");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "new");
  g_signal_connect (dialog, "response", G_CALLBACK (resume_response_cb), self);
  gtk_window_present (GTK_WINDOW (dialog));

  ab_application_append_phrase (text, ab_phrase_format (lang, AB_PHRASE_READY));
  ab_application_append_phrase (text, ab_phrase_format (lang, AB_PHRASE_RESUME_OFFER, n_plies));
  if (has_clock)
    ab_application_append_phrase (text, ab_phrase_format (lang, AB_PHRASE_DOWNTIME, down));
  ab_application_say (self, text, AB_ANNOUNCE_INFO);
}
