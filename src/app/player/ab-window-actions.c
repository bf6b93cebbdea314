/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-window-actions.c — the game actions, each confirmed in a dialog that the keyboard
 * answers (Enter confirms, Escape cancels) and that is spoken; the clock press and the
 * correction of a slip (D.2.8). */
#include "ab-window-private.h"

#include <glib/gi18n.h>

#include "ab-match-words.h"
#include "ab-phrases.h"
#include "ab-spoken.h"

typedef struct
{
  AbWindow *window;
  AbMatchAct act;
  AbColor actor;
  AbMove intended;
} Pending;

static void
pending_free (gpointer data)
{
  Pending *pending = data;

  g_object_unref (pending->window);
  g_free (pending);
}

static void
say_refused (AbWindow *self, const GError *error)
{
  _ab_window_say (self, ab_match_words_refusal (_ab_window_language (self), error),
                  AB_ANNOUNCE_ERROR);
}

gboolean
_ab_window_confirmed (AbWindow *self, const char *response)
{
  ab_window_focus_input (self);
  if (g_str_equal (response, "confirm"))
    return TRUE;
  _ab_window_say (self, ab_phrase_format (_ab_window_language (self), AB_PHRASE_CANCELLED),
                  AB_ANNOUNCE_INFO);
  return FALSE;
}

void
_ab_window_confirm (AbWindow *self, const char *heading, char *body,
                    AdwResponseAppearance appearance, GCallback response_cb, gpointer data,
                    GClosureNotify notify)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "confirm", _("_Confirm"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "confirm",
                                              appearance);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "confirm");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_data (dialog, "response", response_cb, data, notify, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  _ab_window_say (self, body, AB_ANNOUNCE_INFO);
}

static void
response_cb (AdwMessageDialog *dialog, const char *response, Pending *pending)
{
  AbWindow *self = pending->window;
  g_autoptr (GError) error = NULL;

  if (!_ab_window_confirmed (self, response))
    return;
  /* An intended move stays in the move line: after an incorrect claim it must be
   * played (9.5.3), and Enter plays it. */
  if (!ab_match_act (self->match, pending->act, pending->actor, pending->intended, &error))
    say_refused (self, error);
}

static const struct
{
  AbPhrase phrase;
  const char *heading; /* the dialog's, in the interface language */
} acts[] = {
  [AB_MATCH_ACT_OFFER_DRAW] = { AB_PHRASE_ACT_OFFER, N_("Offer a draw?") },
  [AB_MATCH_ACT_ACCEPT_DRAW] = { AB_PHRASE_ACT_ACCEPT, N_("Accept the draw offer?") },
  [AB_MATCH_ACT_DECLINE_DRAW] = { AB_PHRASE_ACT_DECLINE, N_("Decline the draw offer?") },
  [AB_MATCH_ACT_CLAIM_THREEFOLD] = { AB_PHRASE_ACT_THREEFOLD,
                                     N_("Claim a draw by threefold repetition?") },
  [AB_MATCH_ACT_CLAIM_FIFTY] = { AB_PHRASE_ACT_FIFTY, N_("Claim a draw by the fifty-move rule?") },
  [AB_MATCH_ACT_RESIGN] = { AB_PHRASE_ACT_RESIGN, N_("Resign the game?") },
  [AB_MATCH_ACT_FLAG] = { AB_PHRASE_ACT_FLAG, N_("Claim the opponent’s flag fall?") },
  [AB_MATCH_ACT_PAUSE] = { AB_PHRASE_ACT_ARBITER, N_("Call the arbiter and stop the clock?") },
  [AB_MATCH_ACT_RESUME] = { AB_PHRASE_ACT_RESUME, N_("Restart the clock?") },
};

/* Asks, by dialog and by voice, before act takes effect. */
static void
confirm (AbWindow *self, AbMatchAct act, AbColor actor, AbMove intended)
{
  AbLanguage lang = _ab_window_language (self);
  Pending *pending = g_new0 (Pending, 1);
  g_autofree char *what = ab_phrase_format (lang, acts[act].phrase);
  g_autoptr (GError) error = NULL;

  /* No question for an act the match would refuse anyway. */
  if (!ab_match_may_act (self->match, &error))
    {
      say_refused (self, error);
      g_free (pending);
      return;
    }
  pending->window = g_object_ref (self);
  pending->act = act;
  pending->actor = actor;
  pending->intended = intended;
  if (intended != AB_MOVE_NONE)
    {
      char spoken[AB_SPOKEN_MAX];
      g_autofree char *plain = g_steal_pointer (&what);

      ab_move_to_spoken (ab_match_get_position (self->match), intended, lang, AB_SPOKEN_SHORT,
                         spoken, sizeof spoken);
      what = ab_phrase_format (lang, AB_PHRASE_WITH_INTENDED, plain, spoken);
    }
  _ab_window_confirm (self, _(acts[act].heading), ab_phrase_format (lang, AB_PHRASE_CONFIRM, what),
                      act == AB_MATCH_ACT_RESIGN ? ADW_RESPONSE_DESTRUCTIVE
                                                : ADW_RESPONSE_SUGGESTED,
                      G_CALLBACK (response_cb), pending,
                      (GClosureNotify) (void (*) (void)) pending_free);
}

static void
act_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);
  const char *name = g_variant_get_string (param, NULL);
  AbColor me = ab_match_get_blind_color (self->match);
  AbMove intended = AB_MOVE_NONE;

  if (g_str_equal (name, "offer"))
    confirm (self, AB_MATCH_ACT_OFFER_DRAW, me, AB_MOVE_NONE);
  else if (g_str_equal (name, "accept"))
    confirm (self, AB_MATCH_ACT_ACCEPT_DRAW, me, AB_MOVE_NONE);
  else if (g_str_equal (name, "decline"))
    confirm (self, AB_MATCH_ACT_DECLINE_DRAW, me, AB_MOVE_NONE);
  else if (g_str_equal (name, "resign"))
    confirm (self, AB_MATCH_ACT_RESIGN, me, AB_MOVE_NONE);
  else if (g_str_equal (name, "flag"))
    confirm (self, AB_MATCH_ACT_FLAG, !me, AB_MOVE_NONE);
  else if (g_str_equal (name, "arbiter"))
    {
      const AbClock *clock = ab_game_get_clock (ab_match_get_game (self->match));
      gboolean paused = clock != NULL && ab_clock_get_state (clock) == AB_CLOCK_PAUSED;

      confirm (self, paused ? AB_MATCH_ACT_RESUME : AB_MATCH_ACT_PAUSE, me, AB_MOVE_NONE);
    }
  else if ((g_str_equal (name, "threefold") || g_str_equal (name, "fifty"))
           && _ab_window_intended_move (self, &intended))
    confirm (self, g_str_equal (name, "fifty") ? AB_MATCH_ACT_CLAIM_FIFTY
                                               : AB_MATCH_ACT_CLAIM_THREEFOLD,
             me, intended);
}

/* A press or a retraction refused: with no move waiting for the press, the same words. */
static void
say_press_refused (AbWindow *self, const GError *error)
{
  if (g_error_matches (error, AB_MATCH_ERROR, AB_MATCH_ERROR_NO_PRESS_DUE))
    _ab_window_say (self,
                    ab_phrase_format (_ab_window_language (self), AB_PHRASE_NOTHING_TO_RETRACT),
                    AB_ANNOUNCE_ERROR);
  else
    say_refused (self, error);
}

static void
press_clock_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);
  AbLanguage lang = _ab_window_language (self);
  g_autoptr (GError) error = NULL;

  if (!ab_match_press_clock (self->match, ab_match_get_blind_color (self->match), &error))
    {
      say_press_refused (self, error);
      return;
    }
  _ab_window_say (self, ab_phrase_format (lang, AB_PHRASE_CLOCK_PRESSED), AB_ANNOUNCE_INFO);
}

static void
retract_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);
  AbLanguage lang = _ab_window_language (self);
  guint n = ab_match_get_n_plies (self->match);
  g_autofree char *spoken = n ? g_strdup (ab_match_get_spoken (self->match, n - 1)) : NULL;
  g_autoptr (GError) error = NULL;

  if (!ab_match_retract (self->match, ab_match_get_blind_color (self->match), &error))
    {
      say_press_refused (self, error);
      return;
    }
  ab_window_focus_input (self);
  _ab_window_say (self, ab_phrase_format (lang, AB_PHRASE_RETRACTED, spoken), AB_ANNOUNCE_INFO);
}

void
_ab_window_actions_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "player.act", "s", act_action);
  gtk_widget_class_install_action (widget_class, "player.press-clock", NULL, press_clock_action);
  gtk_widget_class_install_action (widget_class, "player.retract", NULL, retract_action);
}
