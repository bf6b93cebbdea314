/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-arbiter-result.c — the arbiter's result of a game that awaits it (6.9 undecided). */
#include "config.h"

#include "ab-arbiter-result.h"

#include <glib/gi18n.h>

#include "ab-arbiter-words.h"
#include "ab-button-names.h"
#include "ab-describe-game.h"
#include "ab-match-arbiter.h"
#include "ab-phrases.h"

#define DIALOG_KEY "ab-arbiter-result-dialog"

typedef struct
{
  AbMatch *match;
  AbAnnouncer *announcer;
  GtkWindow *parent;
  AbMatchResult win; /* the opponent's win, the one result besides a draw */
} Ask;

static void
ask_free (gpointer data)
{
  Ask *ask = data;

  g_object_unref (ask->match);
  g_object_unref (ask->announcer);
  g_free (ask);
}

static void
response_cb (AdwMessageDialog *dialog, const char *response, Ask *ask)
{
  AbLanguage lang = ab_match_get_language (ask->match);
  g_autoptr (GError) error = NULL;
  AbMatchResult result = g_str_equal (response, "win")    ? ask->win
                         : g_str_equal (response, "draw") ? AB_MATCH_RESULT_DRAW
                                                          : AB_MATCH_RESULT_NONE;

  g_object_set_data (G_OBJECT (ask->parent), DIALOG_KEY, NULL);
  if (result == AB_MATCH_RESULT_NONE)
    {
      ab_announcer_say (ask->announcer, ab_arbiter_word (lang, AB_ARBITER_WORD_CANCELLED),
                        AB_ANNOUNCE_INFO);
      return;
    }
  /* The match announces the result itself, to every view, once it is on disk. */
  if (!ab_match_arbiter_decides (ask->match, result, &error))
    {
      g_autofree char *text = g_strdup_printf (ab_arbiter_word (lang,
                                                                AB_ARBITER_WORD_NOT_APPLIED),
                                               error->message);

      ab_announcer_say (ask->announcer, text, AB_ANNOUNCE_ERROR);
    }
}

void
ab_arbiter_result_ask (GtkWindow *parent, AbMatch *match, AbAnnouncer *announcer)
{
  const AbOutcome *outcome = ab_game_get_outcome (ab_match_get_game (match));
  AbLanguage lang = ab_match_get_language (match);
  GtkWindow *open = g_object_get_data (G_OBJECT (parent), DIALOG_KEY);
  g_autofree char *body = NULL;
  g_autofree char *win_label = NULL;
  g_autofree char *said = NULL;
  char ended[AB_DESCRIBE_GAME_MAX];
  AdwMessageDialog *dialog;
  AbColor opponent;
  Ask *ask;

  g_return_if_fail (GTK_IS_WINDOW (parent));
  g_return_if_fail (AB_IS_MATCH (match));

  if (open != NULL)
    {
      gtk_window_present (open);
      return;
    }
  if (!ab_match_awaits_arbiter (match))
    {
      ab_announcer_say (announcer, ab_arbiter_word (lang, AB_ARBITER_WORD_NOTHING_TO_DECIDE),
                        AB_ANNOUNCE_INFO);
      return;
    }
  opponent = outcome->player == AB_WHITE ? AB_BLACK : AB_WHITE;
  ab_describe_outcome (outcome, ended, sizeof ended);
  body = g_strdup_printf (opponent == AB_WHITE
                            /* TRANSLATORS: %s: how the game ended, article and all. */
                            ? _("%s.\n\nCan White checkmate by any series of legal moves? Then "
                                "White wins; if not, the game is drawn.")
                            : _("%s.\n\nCan Black checkmate by any series of legal moves? Then "
                                "Black wins; if not, the game is drawn."),
                          ended);
  /* No mnemonics: GTK 4.8 would name each button twice over AT-SPI. */
  win_label = g_strdup (opponent == AB_WHITE ? _("White Wins") : _("Black Wins"));
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (parent, _("The Arbiter’s Result"), body));
  adw_message_dialog_add_responses (dialog, "cancel", _("Cancel"), "draw", _("Draw"), "win",
                                    win_label, NULL);
  /* Return alone records nothing: the arbiter chooses the result. */
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  gtk_window_set_destroy_with_parent (GTK_WINDOW (dialog), TRUE);
  ab_button_name_all (GTK_WIDGET (dialog));
  ask = g_new0 (Ask, 1);
  ask->match = g_object_ref (match);
  ask->announcer = g_object_ref (announcer);
  ask->parent = parent;
  ask->win = opponent == AB_WHITE ? AB_MATCH_RESULT_WHITE_WINS : AB_MATCH_RESULT_BLACK_WINS;
  g_signal_connect_data (dialog, "response", G_CALLBACK (response_cb), ask,
                         (GClosureNotify) (void (*) (void)) ask_free, 0);
  g_object_set_data (G_OBJECT (parent), DIALOG_KEY, dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  said = g_strdup_printf (ab_arbiter_word (lang, AB_ARBITER_WORD_DECIDE), outcome->article,
                          ab_phrase_color (lang, opponent));
  ab_announcer_say (announcer, said, AB_ANNOUNCE_IMPORTANT);
}

char *
ab_arbiter_result_text (AbMatch *match)
{
  const AbOutcome *outcome = ab_game_get_outcome (ab_match_get_game (match));
  char ended[AB_DESCRIBE_GAME_MAX];

  g_return_val_if_fail (AB_IS_MATCH (match), NULL);

  if (!ab_match_is_over (match))
    return NULL;
  ab_describe_outcome (outcome, ended, sizeof ended);
  if (!outcome->undecided)
    return g_strdup_printf ("%s.", ended);
  /* TRANSLATORS: %s: how the game ended, which leaves the result to the arbiter. */
  return g_strdup_printf (_("%s.\nCtrl+R records the arbiter’s result."), ended);
}
