/* ab-window.c — the blind player's window. */
#include "ab-window.h"

#include <glib/gi18n.h>

#include "ab-describe-move.h"
#include "ab-match-assistant.h"
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
ab_window_language (AbWindow *self)
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
ab_window_say (AbWindow *self, char *text, AbAnnounceKind kind)
{
  say (self, text, kind);
}

static char *
turn_text (AbWindow *self)
{
  const AbPosition *pos = ab_match_get_position (self->match);

  if (ab_match_is_over (self->match))
    return ab_match_format_result (self->match);
  return ab_phrase_format (language (self),
                           ab_position_side_to_move (pos) == ab_match_get_blind_color (self->match)
                             ? AB_PHRASE_YOUR_MOVE
                             : AB_PHRASE_OPPONENT_MOVE);
}

static void
update (AbWindow *self)
{
  g_autofree char *status = turn_text (self);
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

static void
play (AbWindow *self, AbMove move)
{
  g_autoptr (GError) error = NULL;

  /* With an assistant, whichever side is to move (D.2.10.1). */
  if (ab_match_play (self->match, ab_match_get_entering_side (self->match), move, &error))
    return;
  if (g_error_matches (error, AB_MATCH_ERROR, AB_MATCH_ERROR_GAME_OVER))
    say (self, ab_phrase_format (language (self), AB_PHRASE_GAME_OVER), AB_ANNOUNCE_ERROR);
  else if (g_error_matches (error, AB_MATCH_ERROR, AB_MATCH_ERROR_NOT_YOUR_TURN))
    say (self, ab_phrase_format (language (self), AB_PHRASE_NOT_YOUR_TURN), AB_ANNOUNCE_ERROR);
  else
    {
      g_warning ("%s", error->message);
      say (self, ab_phrase_format (language (self), AB_PHRASE_NOT_SAVED), AB_ANNOUNCE_ERROR);
    }
}

/* Turn and end first: a move typed out of turn is not read against the
 * opponent's position, which would only confuse. */
static gboolean
check_can_move (AbWindow *self)
{
  const AbPosition *pos = ab_match_get_position (self->match);

  if (!ab_window_assistant_check_playing (self))
    return FALSE;
  if (ab_position_side_to_move (pos) != ab_match_get_entering_side (self->match))
    say (self, ab_phrase_format (language (self), AB_PHRASE_NOT_YOUR_TURN), AB_ANNOUNCE_ERROR);
  else
    return TRUE;
  return FALSE;
}

static void
say_move_error (AbWindow *self, const AbMoveError *error)
{
  char reason[AB_DESCRIBE_MAX];

  ab_spoken_move_error (language (self), ab_match_get_position (self->match), error, reason,
                        sizeof reason);
  ab_announcer_say (self->announcer, reason, AB_ANNOUNCE_ERROR);
}

gboolean
ab_window_intended_move (AbWindow *self, AbMove *move)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->move_entry));
  AbMoveError error;

  *move = AB_MOVE_NONE;
  if (text[0] == '\0')
    return TRUE;
  *move = ab_match_parse (self->match, text, &error);
  if (*move != AB_MOVE_NONE)
    return TRUE;
  say_move_error (self, &error);
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

static void
move_entry_activate_cb (AbWindow *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->move_entry));
  AbMoveError error;
  AbMove move;

  if (!check_can_move (self))
    return;
  move = ab_match_parse (self->match, text, &error);
  if (move == AB_MOVE_NONE)
    {
      say_move_error (self, &error);
      return;
    }
  play (self, move);
  if (ab_match_get_n_plies (self->match) > 0
      && ab_match_get_move (self->match, ab_match_get_n_plies (self->match) - 1) == move)
    {
      gtk_editable_set_text (GTK_EDITABLE (self->move_entry), "");
      hint_press (self);
    }
}

/* Warnings at the thresholds of the settings, for the player's own time only: said
 * once when his running clock passes each of them. */
static void
clock_changed_cb (AbWindow *self)
{
  AbColor me = ab_match_get_blind_color (self->match);
  const AbClock *clock = ab_game_get_clock (ab_match_get_game (self->match));
  g_autoptr (GVariant) thresholds = NULL;
  AbClockReading reading;
  gint64 crossed = -1;
  gsize n;
  const guint32 *values;

  /* D.2.10.4: with an assistant, time is told only when asked. */
  if (clock == NULL || self->settings == NULL || ab_match_is_over (self->match)
      || ab_match_get_assistant (self->match) != AB_ASSISTANT_NONE
      || ab_clock_get_state (clock) != AB_CLOCK_RUNNING || ab_clock_get_side (clock) != me
      || !ab_match_get_clock_reading (self->match, me, &reading))
    {
      self->warned_above = -1;
      return;
    }
  thresholds = g_settings_get_value (self->settings, "time-warnings");
  values = g_variant_get_fixed_array (thresholds, &n, sizeof (guint32));
  for (gsize i = 0; i < n; i++)
    {
      gint64 t = (gint64) values[i] * G_USEC_PER_SEC;

      if (self->warned_above > t && reading.time_us <= t && reading.time_us > 0)
        crossed = MAX (crossed, t);
    }
  self->warned_above = reading.time_us;
  if (crossed > 0)
    {
      g_autofree char *left = ab_phrase_duration (language (self), crossed);

      say (self, ab_phrase_format (language (self), AB_PHRASE_TIME_WARNING, left),
           AB_ANNOUNCE_IMPORTANT);
    }
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
  if (check_can_move (self))
    {
      play (self, (AbMove) move);
      board_move_made_hint_cb (self);
    }
}

static void
board_move_refused_cb (AbBoardView *board, gpointer error, AbWindow *self)
{
  if (check_can_move (self))
    say_move_error (self, error);
}

static void
whose_turn_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);

  say (self, turn_text (self), AB_ANNOUNCE_INFO);
}

static void
last_move_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);
  guint n = ab_match_get_n_plies (self->match);

  if (n == 0)
    {
      say (self, ab_phrase_format (language (self), AB_PHRASE_NO_MOVE_YET), AB_ANNOUNCE_INFO);
      return;
    }
  say (self,
       ab_phrase_format (language (self), AB_PHRASE_LAST_MOVE,
                         ab_match_get_move_number (self->match, n - 1),
                         ab_phrase_color (language (self), ab_match_get_mover (self->match, n - 1)),
                         ab_match_get_spoken (self->match, n - 1)),
       AB_ANNOUNCE_INFO);
}

static void
repeat_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);

  if (ab_announcer_get_last (self->announcer) == NULL)
    say (self, ab_phrase_format (language (self), AB_PHRASE_NOTHING_TO_REPEAT), AB_ANNOUNCE_INFO);
  else
    ab_announcer_repeat (self->announcer);
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
  ab_window_files_dispose (self);
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
  ab_window_questions_class_init (widget_class);
  ab_window_actions_class_init (widget_class);
  ab_window_assistant_class_init (widget_class);
}

static void
ab_window_init (AbWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* A blinking caret is redrawn frame by frame for seconds after each key, and a key
   * that comes during a frame waits for it before it is spoken; no one here needs the
   * blink to find the move line. */
  g_object_set (gtk_widget_get_settings (GTK_WIDGET (self)), "gtk-cursor-blink", FALSE, NULL);
  self->warned_above = -1;
}

AbWindow *
ab_window_new (GtkApplication *application, AbMatch *match, AbAnnouncer *announcer)
{
  AbWindow *self = g_object_new (AB_TYPE_WINDOW, "application", application, NULL);

  ab_shortcuts_add_action (GTK_APPLICATION_WINDOW (self),
                           "/org/annabella/Annabella/ui/help-overlay.ui");
  self->match = g_object_ref (match);
  self->announcer = g_object_ref (announcer);
  ab_board_view_set_match (self->board, match);
  ab_clock_view_set_match (self->clock_view, match);
  g_signal_connect_swapped (match, "clock-changed", G_CALLBACK (clock_changed_cb), self);
  ab_window_assistant_attach (self);
  g_signal_connect_swapped (match, "reset", G_CALLBACK (update), self);
  g_signal_connect_swapped (match, "move-made", G_CALLBACK (update), self);
  g_signal_connect_swapped (match, "game-over", G_CALLBACK (update), self);
  g_signal_connect_swapped (match, "notify::language", G_CALLBACK (update), self);
  g_signal_connect (announcer, "said", G_CALLBACK (said_cb), self);
  g_signal_connect (self->board, "announce", G_CALLBACK (board_announce_cb), self);
  g_signal_connect (self->board, "edge", G_CALLBACK (board_edge_cb), self);
  g_signal_connect (self->board, "move-chosen", G_CALLBACK (board_move_chosen_cb), self);
  g_signal_connect (self->board, "move-refused", G_CALLBACK (board_move_refused_cb), self);
  ab_window_files_init (self);
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
}
