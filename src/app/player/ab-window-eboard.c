/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-window-eboard.c — the sighted player's e-board in the blind player's window: Alt+E says
 * its state, Ctrl+Shift+E takes back the moves it shows taken back once the arbiter decides
 * so (asked first: Enter confirms, Escape cancels), and the talking clock tells what a DGT
 * clock on it shows (D.2.6). */
#include "ab-window-private.h"

#include <glib/gi18n.h>

#include "ab-eboard-phrases.h"
#include "ab-match-assistant.h"
#include "ab-match-words.h"
#include "ab-phrases.h"

static void
state_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);

  if (self->eboard != NULL)
    _ab_window_say (self, ab_eboard_phrase_state (self->eboard), AB_ANNOUNCE_INFO);
}

static void
take_back_response_cb (AdwMessageDialog *dialog, const char *response, AbWindow *self)
{
  g_autoptr (GError) error = NULL;

  if (!_ab_window_confirmed (self, response))
    return;
  /* The match announces the take-back itself, as the arbiter's decision. */
  if (!ab_match_eboard_take_back (self->eboard, NULL, &error))
    _ab_window_say (self, ab_match_words_refusal (_ab_window_language (self), error),
                    AB_ANNOUNCE_ERROR);
}

static void
take_back_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);
  AbLanguage lang = _ab_window_language (self);
  g_autofree char *question = NULL;

  if (self->eboard == NULL)
    return;
  question = ab_eboard_phrase_take_back_question (self->eboard);
  if (question == NULL)
    {
      _ab_window_say (self, ab_eboard_phrase_no_take_back (lang), AB_ANNOUNCE_ERROR);
      return;
    }
  _ab_window_confirm (self, _("Take Back as the E-board Shows?"),
                      ab_phrase_format (lang, AB_PHRASE_CONFIRM, question),
                      ADW_RESPONSE_DESTRUCTIVE, G_CALLBACK (take_back_response_cb),
                      g_object_ref (self), (GClosureNotify) (void (*) (void)) g_object_unref);
}

char *
_ab_window_eboard_time (AbWindow *self, AbAnswerTime which)
{
  return self->eboard != NULL ? ab_eboard_phrase_time (self->eboard, which) : NULL;
}

char *
_ab_window_eboard_keys (AbWindow *self)
{
  if (self->eboard == NULL || !ab_match_get_eboard (self->match))
    return NULL;
  return ab_eboard_phrase_keys (_ab_window_language (self));
}

void
_ab_window_eboard_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "player.eboard", NULL, state_action);
  gtk_widget_class_install_action (widget_class, "player.eboard-take-back", NULL,
                                   take_back_action);
}

void
ab_window_set_eboard (AbWindow *self, AbMatchEboard *eboard)
{
  g_return_if_fail (AB_IS_WINDOW (self));
  g_return_if_fail (eboard == NULL || AB_IS_MATCH_EBOARD (eboard));

  g_set_object (&self->eboard, eboard);
}
