/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-window-assistant.c — the assistant's keys (D.2.10): the sighted player touched a
 * piece (4.3, logged for the arbiter), the touch log, sealing a move at adjournment and
 * opening the envelope (Guideline I); and a fallen flag offered for the claim. */
#include "ab-window-private.h"

#include <glib/gi18n.h>

#include "ab-assistant-phrases.h"
#include "ab-match-assistant.h"
#include "ab-match-words.h"
#include "ab-notation.h"
#include "ab-phrases.h"
#include "ab-touch-log-window.h"

static AbLanguage
lang (AbWindow *self)
{
  return _ab_window_language (self);
}

static void
say_phrase (AbWindow *self, AbAnnounceKind kind, AbAssistantPhrase phrase)
{
  _ab_window_say (self, ab_assistant_phrase_format (lang (self), phrase), kind);
}

static void
say_refused (AbWindow *self, const GError *error)
{
  _ab_window_say (self, ab_match_words_refusal (lang (self), error), AB_ANNOUNCE_ERROR);
}

static char *
clock_time (gint64 usec)
{
  g_autoptr (GDateTime) at = g_date_time_new_from_unix_local (usec / G_USEC_PER_SEC);

  return g_date_time_format (at, "%H:%M:%S");
}

/* The square the move line names ("g8"), or else the board cursor's. */
static AbSquare
touched_square (AbWindow *self, gboolean *from_line)
{
  g_autofree char *text = g_strstrip (g_ascii_strdown (
    gtk_editable_get_text (GTK_EDITABLE (self->move_entry)), -1));

  *from_line = strlen (text) == 2 && text[0] >= 'a' && text[0] <= 'h' && text[1] >= '1'
               && text[1] <= '8';
  if (*from_line)
    return AB_SQUARE (text[0] - 'a', text[1] - '1');
  return ab_board_view_get_cursor (self->board);
}

static void
touch_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);
  AbColor sighted = !ab_match_get_blind_color (self->match);
  g_autoptr (GError) error = NULL;
  g_autofree char *cell = NULL;
  g_autofree char *when = NULL;
  static const AbAssistantPhrase duty_phrases[] = {
    [AB_TOUCH_DUTY_MOVE] = AB_ASSISTANT_PHRASE_TOUCH_MOVE,
    [AB_TOUCH_DUTY_CAPTURE] = AB_ASSISTANT_PHRASE_TOUCH_CAPTURE,
    [AB_TOUCH_DUTY_NONE] = AB_ASSISTANT_PHRASE_TOUCH_FREE,
  };
  AbTouchDuty duty;
  gboolean from_line;
  AbSquare sq;

  sq = touched_square (self, &from_line);
  if (!ab_match_touch (self->match, sighted, sq, &duty, &error))
    {
      char square[AB_SPOKEN_MAX] = "-";

      if (g_error_matches (error, AB_MATCH_ERROR, AB_MATCH_ERROR_NOT_YOUR_TURN))
        say_phrase (self, AB_ANNOUNCE_ERROR, AB_ASSISTANT_PHRASE_TOUCH_NOT_TO_MOVE);
      else if (!g_error_matches (error, AB_MATCH_RULES_ERROR, AB_GAME_ERROR_BAD_ARGUMENT))
        say_refused (self, error);
      else
        {
          if (sq < 64)
            ab_spoken_square (lang (self), sq, square, sizeof square);
          _ab_window_say (self,
                          ab_assistant_phrase_format (lang (self), AB_ASSISTANT_PHRASE_TOUCH_EMPTY,
                                                     square),
                          AB_ANNOUNCE_ERROR);
        }
      return;
    }
  cell = ab_phrase_cell (lang (self), ab_match_get_position (self->match), sq);
  if (from_line)
    gtk_editable_set_text (GTK_EDITABLE (self->move_entry), "");
  when = clock_time (g_get_real_time ());
  _ab_window_say (self,
                  ab_assistant_phrase_format (lang (self), duty_phrases[duty],
                                             ab_phrase_color (lang (self), sighted), when, cell),
                  AB_ANNOUNCE_IMPORTANT);
}

static void
touch_log_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);
  g_autoptr (GArray) touches = ab_match_get_touches (self->match);
  g_autoptr (GStrvBuilder) builder = g_strv_builder_new ();
  g_auto (GStrv) rows = NULL;
  g_autofree char *none = ab_assistant_phrase_format (lang (self),
                                                      AB_ASSISTANT_PHRASE_TOUCH_LOG_EMPTY);
  GString *spoken = g_string_new (NULL);

  for (guint i = 0; i < touches->len; i++)
    {
      const AbTouch *t = &g_array_index (touches, AbTouch, i);
      g_autofree char *when = clock_time (t->wall_usec);
      char square[AB_SPOKEN_MAX];
      g_autofree char *cell = NULL;
      g_autofree char *row = NULL;

      ab_spoken_square (lang (self), t->square, square, sizeof square);
      cell = g_strdup_printf ("%s, %s", square, ab_phrase_piece (lang (self), t->piece));
      row = ab_assistant_phrase_format (lang (self), AB_ASSISTANT_PHRASE_TOUCH_ENTRY, when,
                                        t->move_number, ab_phrase_color (lang (self), t->player),
                                        cell);
      g_string_append_printf (spoken, " %s", row);
      g_strv_builder_add (builder, row);
    }
  rows = g_strv_builder_end (builder);
  gtk_window_present (GTK_WINDOW (ab_touch_log_window_new (GTK_WINDOW (self), rows, none)));
  if (touches->len > 0)
    {
      g_autofree char *head = ab_assistant_phrase_format (lang (self),
                                                          AB_ASSISTANT_PHRASE_TOUCH_LOG,
                                                          touches->len);

      g_string_prepend (spoken, head);
    }
  else
    g_string_append (spoken, none);
  _ab_window_say (self, g_string_free (spoken, FALSE), AB_ANNOUNCE_INFO);
}

typedef struct
{
  AbWindow *window;
  char *sealed; /* the move to seal, in unambiguous written form */
  AbColor flagged;
} Pending;

static void
pending_free (gpointer data)
{
  Pending *pending = data;

  g_object_unref (pending->window);
  g_free (pending->sealed);
  g_free (pending);
}

/* Asks by dialog and by voice; Enter confirms, Escape cancels. */
static void
ask (AbWindow *self, const char *heading, char *body, const char *visible, gboolean alarm,
     GCallback cb, Pending *pending)
{
  g_autofree char *shown = visible ? g_strdup_printf ("%s\n\n%s", body, visible)
                                   : g_strdup (body);
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, shown);

  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                    "confirm", _("_Confirm"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "confirm",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "confirm");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_data (dialog, "response", cb, pending,
                         (GClosureNotify) (void (*) (void)) pending_free, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  if (alarm)
    {
      ab_announcer_alarm (self->announcer, body);
      g_free (body);
    }
  else
    _ab_window_say (self, body, AB_ANNOUNCE_IMPORTANT);
}

static gboolean
cancelled (AbWindow *self, const char *response)
{
  ab_window_focus_input (self);
  if (g_str_equal (response, "confirm"))
    return FALSE;
  _ab_window_say (self, ab_phrase_format (lang (self), AB_PHRASE_CANCELLED), AB_ANNOUNCE_INFO);
  return TRUE;
}

static void
seal_response_cb (AdwMessageDialog *dialog, const char *response, Pending *pending)
{
  AbWindow *self = pending->window;
  AbColor sealer = ab_position_side_to_move (ab_match_get_position (self->match));
  g_autoptr (GError) error = NULL;
  const char *path;

  if (cancelled (self, response))
    return;
  if (!ab_match_seal (self->match, pending->sealed, &error))
    {
      say_refused (self, error);
      return;
    }
  gtk_editable_set_text (GTK_EDITABLE (self->move_entry), "");
  path = ab_match_get_record_path (self->match);
  _ab_window_say (self,
                  path ? ab_assistant_phrase_format (lang (self), AB_ASSISTANT_PHRASE_SEALED,
                                                    ab_phrase_color (lang (self), sealer), path)
                      : ab_assistant_phrase_format (lang (self),
                                                    AB_ASSISTANT_PHRASE_SEALED_NO_FILE,
                                                    ab_phrase_color (lang (self), sealer)),
                  AB_ANNOUNCE_IMPORTANT);
}

static void
seal_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);
  const AbPosition *pos = ab_match_get_position (self->match);
  char san[AB_NOTATION_MAX];
  g_autofree char *visible = NULL;
  Pending *pending;
  AbMove move;

  g_autoptr (GError) error = NULL;

  /* The side to move seals (I.1): the match says whether it may. */
  if (!ab_match_may_move (self->match, ab_position_side_to_move (pos), &error))
    {
      say_refused (self, error);
      return;
    }
  if (!_ab_window_intended_move (self, &move))
    return;
  if (move == AB_MOVE_NONE)
    {
      say_phrase (self, AB_ANNOUNCE_ERROR, AB_ASSISTANT_PHRASE_SEAL_NO_MOVE);
      return;
    }
  /* I.1: written unambiguously, and read back by the same rules at resumption. */
  ab_move_to_san (pos, move, ab_san_style_default (lang (self)), san, sizeof san);
  pending = g_new0 (Pending, 1);
  pending->window = g_object_ref (self);
  pending->sealed = g_strdup (san);
  /* Shown to the one who seals, never spoken: the opponent may be listening. */
  visible = g_strdup_printf (_("Sealed move: %s"), san);
  ask (self, _("Seal the move and adjourn the game?"),
       ab_assistant_phrase_format (lang (self), AB_ASSISTANT_PHRASE_SEAL_CONFIRM,
                                   ab_phrase_color (lang (self),
                                                    ab_position_side_to_move (pos))),
       visible, FALSE, G_CALLBACK (seal_response_cb), pending);
}

static void
unseal_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);
  g_autoptr (GError) error = NULL;

  if (!ab_match_is_adjourned (self->match))
    {
      say_phrase (self, AB_ANNOUNCE_ERROR, AB_ASSISTANT_PHRASE_NOT_ADJOURNED);
      return;
    }
  /* First the words, then the sealed move the match announces. */
  say_phrase (self, AB_ANNOUNCE_IMPORTANT, AB_ASSISTANT_PHRASE_UNSEALED);
  if (!ab_match_resume_adjourned (self->match, &error))
    say_refused (self, error);
  ab_window_focus_input (self);
}

static void
flag_response_cb (AdwMessageDialog *dialog, const char *response, Pending *pending)
{
  AbWindow *self = pending->window;
  g_autoptr (GError) error = NULL;

  if (cancelled (self, response))
    return;
  if (!ab_match_act (self->match, AB_MATCH_ACT_FLAG, pending->flagged, AB_MOVE_NONE, &error))
    say_refused (self, error);
}

/* D.2.10.5: at once, with its earcon, and the claim one key away. */
static void
flag_fallen_cb (AbMatch *match, guint color, AbWindow *self)
{
  Pending *pending = g_new0 (Pending, 1);
  g_autofree char *text = ab_assistant_phrase_format (lang (self),
                                                      AB_ASSISTANT_PHRASE_FLAG_FALLEN,
                                                      ab_phrase_color (lang (self), color));

  pending->window = g_object_ref (self);
  pending->flagged = (AbColor) color;
  ask (self, color == AB_WHITE ? _("White’s flag has fallen. Claim it?")
                               : _("Black’s flag has fallen. Claim it?"),
       g_steal_pointer (&text), NULL, TRUE, G_CALLBACK (flag_response_cb), pending);
}

void
_ab_window_assistant_attach (AbWindow *self)
{
  g_signal_connect (self->match, "flag-fallen", G_CALLBACK (flag_fallen_cb), self);
}

void
_ab_window_assistant_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "player.touch", NULL, touch_action);
  gtk_widget_class_install_action (widget_class, "player.touch-log", NULL, touch_log_action);
  gtk_widget_class_install_action (widget_class, "player.seal", NULL, seal_action);
  gtk_widget_class_install_action (widget_class, "player.unseal", NULL, unseal_action);
}
