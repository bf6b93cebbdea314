/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-window.c — the blind player's window. */
#include "ab-window.h"

#include <glib/gi18n.h>

#include "ab-answers.h"
#include "ab-match-assistant.h"
#include "ab-match-pending.h"
#include "ab-match-words.h"
#include "ab-move-line-phrases.h"
#include "ab-phrases.h"
#include "ab-shortcuts.h"
#include "ab-spoken-words.h"
#include "ab-window-private.h"

G_DEFINE_FINAL_TYPE (AbWindow, ab_window, ADW_TYPE_APPLICATION_WINDOW)

static AbLanguage
language (AbWindow *self)
{
  return ab_match_get_language (self->match);
}

AbLanguage
_ab_window_language (AbWindow *self)
{
  return language (self);
}

static void
say (AbWindow *self, char *text, AbAnnounceKind kind)
{
  ab_announcer_say (self->announcer, text, kind);
  g_free (text);
}

void
_ab_window_say (AbWindow *self, char *text, AbAnnounceKind kind)
{
  say (self, text, kind);
}

static void
update (AbWindow *self)
{
  g_autofree char *status = ab_answer_turn (self->match);
  g_autofree char *moves = ab_match_format_moves (self->match);

  gtk_label_set_text (self->status_label, status);
  gtk_label_set_text (self->scoresheet_label, moves);
}

static void
said_cb (AbAnnouncer *announcer, const char *text, guint kind, AbWindow *self)
{
  if (kind != AB_ANNOUNCE_ECHO)
    gtk_label_set_text (self->announcement_label, text);
}

/* Says reason (taken) for refusing text (NULL: a move on the board). A move the match
 * offers for the text (a loose fit) waits for Enter, said; the move line's text is
 * selected, so that what is typed next replaces it (said once). */
static void
say_refused_text (AbWindow *self, char *reason, const char *text)
{
  AbLanguage lang = language (self);
  GString *said = g_string_new (reason);

  g_free (reason);
  if (text != NULL && ab_match_get_pending_kind (self->match) == AB_MATCH_PENDING_TYPED)
    {
      g_autofree char *confirm = ab_move_line_phrase (lang, AB_MOVE_LINE_PHRASE_CONFIRM);

      g_string_append_printf (said, " %s", confirm);
    }
  if (text != NULL && text[0] != '\0')
    {
      gtk_editable_select_region (GTK_EDITABLE (self->move_entry), 0, -1);
      if (!self->told_replaces)
        {
          g_autofree char *replaces = ab_move_line_phrase (lang, AB_MOVE_LINE_PHRASE_REPLACES);

          g_string_append_printf (said, " %s", replaces);
          self->told_replaces = TRUE;
        }
    }
  say (self, g_string_free (said, FALSE), AB_ANNOUNCE_ERROR);
}

/* Why text (NULL: a move on the board) names no legal move, in the announcement's words:
 * a syntax error names the word it stopped at. */
static void
say_move_error (AbWindow *self, const AbMoveError *error, const char *text)
{
  char reason[AB_DESCRIBE_MAX];

  ab_spoken_move_error_text (language (self), ab_match_get_position (self->match), error, text,
                             reason, sizeof reason);
  say_refused_text (self, g_strdup (reason), text);
}

/* The match refused a move (move_error: why text, or the squares when text is NULL, name
 * none). */
static void
say_move_refused (AbWindow *self, const AbMoveError *move_error, const GError *error,
                  const char *text)
{
  if (g_error_matches (error, AB_MATCH_ERROR, AB_MATCH_ERROR_UNREADABLE) && move_error != NULL)
    {
      say_move_error (self, move_error, text);
      return;
    }
  if (error->domain != AB_MATCH_ERROR && error->domain != AB_MATCH_RULES_ERROR)
    g_warning ("%s", error->message);
  say_refused_text (self, ab_match_words_move_refusal (self->match, move_error, error), text);
}

gboolean
_ab_window_intended_move (AbWindow *self, AbMove *move)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->move_entry));
  AbMoveError error;

  *move = AB_MOVE_NONE;
  if (text[0] == '\0')
    return TRUE;
  *move = ab_match_parse (self->match, text, &error);
  if (*move != AB_MOVE_NONE)
    return TRUE;
  say_move_error (self, &error, text);
  return FALSE;
}

/* With the press by key, the move waits for it: say how to press or take it back. */
static void
hint_press (AbWindow *self)
{
  if (!ab_match_press_due (self->match, ab_match_get_blind_color (self->match))
      || (self->settings != NULL && g_settings_get_enum (self->settings, "verbosity") == 0))
    return;
  say (self, ab_phrase_format (language (self), AB_PHRASE_PRESS_DUE), AB_ANNOUNCE_INFO);
}

/* Enter: the match decides what it plays (ab-match-pending.h): a move waiting for this
 * confirmation, or the text; with an assistant, for whichever side is to move (D.2.10.1). */
static void
move_entry_activate_cb (AbWindow *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->move_entry));
  g_autoptr (GError) error = NULL;
  AbMoveError move_error;

  switch (ab_match_enter (self->match, text, FALSE, &move_error, &error))
    {
    case AB_ENTERED_REFUSED:
      say_move_refused (self, &move_error, error, text);
      return;
    case AB_ENTERED_TEXT:
      gtk_editable_set_text (GTK_EDITABLE (self->move_entry), "");
      break;
    case AB_ENTERED_PENDING:
    default:
      break;
    }
  hint_press (self);
}

/* An edit of the move line: a move offered for the text before, or heard before it, no
 * longer waits (the player now means what he types). */
static void
move_entry_changed_cb (AbWindow *self)
{
  ab_match_pending_text_changed (self->match,
                                 gtk_editable_get_text (GTK_EDITABLE (self->move_entry)));
}

static void
board_move_made_hint_cb (AbWindow *self)
{
  hint_press (self);
}

static void
board_announce_cb (AbBoardView *board, const char *text, guint kind, AbWindow *self)
{
  ab_announcer_say (self->announcer, text, kind);
}

static void
board_edge_cb (AbBoardView *board, AbWindow *self)
{
  g_autofree char *word = ab_phrase_format (language (self), AB_PHRASE_EDGE);

  ab_announcer_edge (self->announcer, word);
}

static void
board_move_chosen_cb (AbBoardView *board, guint move, AbWindow *self)
{
  g_autoptr (GError) error = NULL;

  if (ab_match_play (self->match, ab_match_get_entering_side (self->match), (AbMove) move,
                     &error))
    board_move_made_hint_cb (self);
  else
    say_move_refused (self, NULL, error, NULL);
}

/* The squares name no legal move: the match's own refusal (the game over, not the
 * player's turn) comes first. */
static void
board_move_refused_cb (AbBoardView *board, gpointer move_error, AbWindow *self)
{
  g_autoptr (GError) error = NULL;

  if (ab_match_may_move (self->match, ab_match_get_entering_side (self->match), &error))
    say_move_error (self, move_error, NULL);
  else
    say_move_refused (self, NULL, error, NULL);
}

static void
whose_turn_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);

  _ab_window_answer (self, ab_answer_turn (self->match));
}

static void
last_move_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);

  _ab_window_answer (self, ab_answer_last_move (self->match));
}

static void
repeat_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);

  if (ab_announcer_get_last (self->announcer) == NULL)
    say (self, ab_phrase_format (language (self), AB_PHRASE_NOTHING_TO_REPEAT), AB_ANNOUNCE_INFO);
  else
    _ab_window_answer (self, g_strdup (ab_announcer_get_last (self->announcer)));
}

static void
focus_board_action (GtkWidget *widget, const char *action, GVariant *param)
{
  gtk_widget_grab_focus (GTK_WIDGET (AB_WINDOW (widget)->board));
}

static void
focus_input_action (GtkWidget *widget, const char *action, GVariant *param)
{
  ab_window_focus_input (AB_WINDOW (widget));
}

static void
ab_window_dispose (GObject *object)
{
  AbWindow *self = AB_WINDOW (object);

  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  if (self->announcer != NULL)
    g_signal_handlers_disconnect_by_data (self->announcer, self);
  _ab_window_braille_dispose (self);
  _ab_window_enrol_dispose (self);
  _ab_window_learn_dispose (self);
  _ab_window_voices_dispose (self);
  _ab_window_listen_dispose (self);
  _ab_window_files_dispose (self);
  if (self->heard != NULL)
    g_signal_handlers_disconnect_by_data (self->heard, self);
  g_clear_object (&self->heard);
  g_clear_object (&self->eboard);
  g_clear_object (&self->match);
  g_clear_object (&self->announcer);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (ab_window_parent_class)->dispose (object);
}

static void
ab_window_class_init (AbWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ab_window_dispose;

  g_type_ensure (AB_TYPE_BOARD_VIEW);
  g_type_ensure (AB_TYPE_CLOCK_VIEW);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/annabella/Annabella/ui/ab-window.ui");
  gtk_widget_class_bind_template_child (widget_class, AbWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, AbWindow, move_entry);
  gtk_widget_class_bind_template_child (widget_class, AbWindow, announcement_label);
  gtk_widget_class_bind_template_child (widget_class, AbWindow, scoresheet_label);
  gtk_widget_class_bind_template_child (widget_class, AbWindow, board);
  gtk_widget_class_bind_template_child (widget_class, AbWindow, clock_view);
  gtk_widget_class_bind_template_callback (widget_class, move_entry_activate_cb);

  gtk_widget_class_install_action (widget_class, "player.whose-turn", NULL, whose_turn_action);
  gtk_widget_class_install_action (widget_class, "player.last-move", NULL, last_move_action);
  gtk_widget_class_install_action (widget_class, "player.repeat", NULL, repeat_action);
  gtk_widget_class_install_action (widget_class, "player.focus-board", NULL, focus_board_action);
  gtk_widget_class_install_action (widget_class, "player.focus-input", NULL, focus_input_action);
  _ab_window_questions_class_init (widget_class);
  _ab_window_actions_class_init (widget_class);
  _ab_window_assistant_class_init (widget_class);
  _ab_window_enrol_class_init (widget_class);
  _ab_window_learn_class_init (widget_class);
  _ab_window_voices_class_init (widget_class);
  _ab_window_braille_class_init (widget_class);
  _ab_window_view_class_init (widget_class);
  _ab_window_eboard_class_init (widget_class);
}

static void
ab_window_init (AbWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* A blinking caret is redrawn frame by frame for seconds after each key, and a key
   * that comes during a frame waits for it before it is spoken; no one here needs the
   * blink to find the move line. */
  g_object_set (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-cursor-blink", FALSE, NULL);
}

AbWindow *
ab_window_new (GtkApplication *application, AbMatch *match, AbMatchHeard *heard,
               AbAnnouncer *announcer)
{
  AbWindow *self = g_object_new (AB_TYPE_WINDOW, "application", application, NULL);

  g_return_val_if_fail (ab_match_heard_get_match (heard) == match, self);

  ab_shortcuts_add_action (GTK_APPLICATION_WINDOW (self),
                           "/org/annabella/Annabella/ui/help-overlay.ui");
  self->match = g_object_ref (match);
  self->heard = g_object_ref (heard);
  self->announcer = g_object_ref (announcer);
  ab_board_view_set_match (self->board, match);
  ab_clock_view_set_match (self->clock_view, match);
  _ab_window_assistant_attach (self);
  _ab_window_enrol_attach (self);
  g_signal_connect_swapped (match, "reset", G_CALLBACK (update), self);
  g_signal_connect_swapped (match, "move-made", G_CALLBACK (update), self);
  g_signal_connect_swapped (match, "game-over", G_CALLBACK (update), self);
  g_signal_connect_swapped (match, "notify::language", G_CALLBACK (update), self);
  g_signal_connect (announcer, "said", G_CALLBACK (said_cb), self);
  g_signal_connect (self->board, "announce", G_CALLBACK (board_announce_cb), self);
  g_signal_connect (self->board, "edge", G_CALLBACK (board_edge_cb), self);
  g_signal_connect (self->board, "move-chosen", G_CALLBACK (board_move_chosen_cb), self);
  g_signal_connect (self->board, "move-refused", G_CALLBACK (board_move_refused_cb), self);
  g_signal_connect_swapped (self->move_entry, "changed", G_CALLBACK (move_entry_changed_cb),
                            self);
  _ab_window_files_init (self);
  _ab_window_print_init (self);
  _ab_window_journal_init (self);
  update (self);
  return self;
}

void
ab_window_focus_input (AbWindow *self)
{
  g_return_if_fail (AB_IS_WINDOW (self));

  gtk_widget_grab_focus (GTK_WIDGET (self->move_entry));
}

void
ab_window_set_settings (AbWindow *self, GSettings *settings)
{
  g_return_if_fail (AB_IS_WINDOW (self));

  g_set_object (&self->settings, settings);
  if (self->listen == NULL && settings != NULL)
    {
      _ab_window_voices_init (self);
      _ab_window_listen_init (self, settings);
      _ab_window_learn_init (self, settings);
    }
  if (self->braille == NULL && settings != NULL)
    {
      _ab_window_braille_init (self, settings);
      _ab_window_view_init (self, settings);
    }
}
