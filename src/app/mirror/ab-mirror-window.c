/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-mirror-window.c — the sighted opponent's window. */
#include "ab-mirror-window.h"

#include <glib/gi18n.h>

#include "ab-clock-view.h"
#include "ab-describe-game.h"
#include "ab-describe-move.h"
#include "ab-eboard-words.h"
#include "ab-match-words.h"
#include "ab-mirror-board.h"

struct _AbMirrorWindow
{
  AdwApplicationWindow parent_instance;

  AbMatch *match;
  AbMatchWords *words; /* the match's news, as the blind player hears it */
  AbMatchEboard *eboard;       /* the sighted player's e-board, or NULL */
  AbEboardWords *eboard_words; /* its news, as the blind player hears them */

  GtkLabel *banner_label;
  AbMirrorBoard *board;
  GtkLabel *announced_label;
  GtkLabel *status_label;
  GtkEntry *move_entry;
  GtkLabel *message_label;
  GtkLabel *scoresheet_label;
  AbClockView *clock_view;
  GtkLabel *eboard_label;        /* the e-board's last news */
  GtkLabel *eboard_status_label; /* the move to carry out on it */
  GtkLabel *voice_label;         /* the phrase to say while he teaches his voice */

  /* The sighted player's notation, whatever language the blind player hears. */
  AbLanguage letters;
  /* "Do you mean dxe5?": the move Enter plays while the entry holds the text it was
   * offered for, at that many half-moves. */
  char *offered_text;
  AbMove offered_move;
  guint offered_plies;
};

G_DEFINE_FINAL_TYPE (AbMirrorWindow, ab_mirror_window, ADW_TYPE_APPLICATION_WINDOW)

static AbColor
sighted_color (AbMirrorWindow *self)
{
  return ab_match_get_blind_color (self->match) == AB_WHITE ? AB_BLACK : AB_WHITE;
}

/* "1. e4 e5 2. Bc4": the moves in the mirror's letters. */
static char *
format_moves (AbMirrorWindow *self)
{
  const AbGame *game = ab_match_get_game (self->match);
  AbPosition *pos = ab_position_copy (ab_game_get_start_position (game));
  const AbSanStyle *style = ab_san_style_default (self->letters);
  GString *text = g_string_new (NULL);
  int n = ab_game_get_n_moves (game);

  for (int i = 0; i < n && pos != NULL; i++)
    {
      const AbGameMove *m = ab_game_get_move (game, i);
      char san[AB_NOTATION_MAX];
      AbUndo undo;

      if (m->side == AB_WHITE)
        g_string_append_printf (text, "%s%d. ", i ? " " : "", m->number);
      else if (i == 0)
        /* From a set-up position Black may move first: "12. … Nf6". */
        g_string_append_printf (text, "%d. … ", m->number);
      else
        g_string_append_c (text, ' ');
      ab_move_to_san (pos, m->move, style, san, sizeof san);
      g_string_append (text, san);
      ab_position_make (pos, m->move, &undo);
    }
  ab_position_free (pos);
  return g_string_free (text, FALSE);
}

static void
update (AbMirrorWindow *self)
{
  const AbPosition *pos = ab_match_get_position (self->match);
  g_autofree char *moves = format_moves (self);
  const char *banner = ab_match_words_banner (self->match);

  gtk_widget_set_visible (GTK_WIDGET (self->banner_label), banner != NULL);
  gtk_label_set_text (self->banner_label, banner ? banner : "");
  if (ab_match_is_over (self->match))
    gtk_label_set_text (self->status_label, _("The game is over"));
  else if (ab_position_side_to_move (pos) == sighted_color (self))
    gtk_label_set_text (self->status_label, _("Your move"));
  else
    gtk_label_set_text (self->status_label, _("The blind player’s move"));
  gtk_label_set_text (self->scoresheet_label, moves);
  gtk_widget_queue_draw (GTK_WIDGET (self->board));
}

static void
show_eboard_news (AbMirrorWindow *self, const char *text, gboolean warning)
{
  gtk_label_set_text (self->eboard_label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->eboard_label), text != NULL);
  if (warning)
    gtk_widget_add_css_class (GTK_WIDGET (self->eboard_label), "mirror-eboard-warning");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->eboard_label), "mirror-eboard-warning");
}

/* The move Annabella waits for on the e-board, in the mirror's letters. */
static void
eboard_changed_cb (AbMirrorWindow *self)
{
  guint lag = self->eboard != NULL ? ab_match_eboard_get_lag (self->eboard) : 0;
  AbMove move = lag > 0 ? ab_match_eboard_get_move_to_show (self->eboard, NULL) : AB_MOVE_NONE;
  AbPosition *before;
  char san[AB_NOTATION_MAX];
  g_autofree char *text = NULL;

  if (move == AB_MOVE_NONE)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->eboard_status_label), FALSE);
      return;
    }
  before = ab_match_get_position_before (self->match, ab_match_get_n_plies (self->match) - lag);
  ab_move_to_san (before, move, ab_san_style_default (self->letters), san, sizeof san);
  ab_position_free (before);
  /* TRANSLATORS: on the mirror; %s: a move (Nf3) Annabella waits to see on the sighted
   * player's e-board */
  text = g_strdup_printf (_("Make %s on your board"), san);
  gtk_label_set_text (self->eboard_status_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->eboard_status_label), TRUE);
}

static void
eboard_announcement_cb (AbEboardWords *words, const char *text, guint kind,
                        AbMirrorWindow *self)
{
  show_eboard_news (self, text, kind == AB_EBOARD_ANNOUNCE_WARNING);
}

static void
reset_cb (AbMirrorWindow *self)
{
  guint n = ab_match_get_n_plies (self->match);
  const char *announced = "";

  /* After a resume: the blind player's last move as it was announced. */
  for (guint i = n; i > 0; i--)
    if (ab_match_get_mover (self->match, i - 1) == ab_match_get_blind_color (self->match))
      {
        announced = ab_match_get_spoken (self->match, i - 1);
        break;
      }
  gtk_label_set_text (self->announced_label, announced);
  gtk_label_set_text (self->message_label, "");
  show_eboard_news (self, NULL, FALSE);
  update (self);
}

static void
announcement_cb (AbMatchWords *words, const char *text, guint kind, AbMirrorWindow *self)
{
  if (kind == AB_ANNOUNCEMENT_OWN_MOVE || kind == AB_ANNOUNCEMENT_CORRECTION)
    gtk_label_set_text (self->announced_label, text);
  else if (kind == AB_ANNOUNCEMENT_RULING)
    gtk_label_set_text (self->message_label, text);
}

static void
move_made_cb (AbMirrorWindow *self)
{
  gtk_label_set_text (self->message_label, "");
  show_eboard_news (self, NULL, FALSE);
  update (self);
}

static void
forget_offer (AbMirrorWindow *self)
{
  g_clear_pointer (&self->offered_text, g_free);
  self->offered_move = AB_MOVE_NONE;
}

/* Why the match refused the sighted player's move, on his screen in the interface
 * language and the mirror's letters (move_error: why text, or the squares when text is
 * NULL, name no legal move). A move that text fits only loosely is offered, for Enter to
 * confirm. */
static void
show_refusal (AbMirrorWindow *self, const AbMoveError *move_error, const GError *error,
              const char *text)
{
  char reason[AB_DESCRIBE_MAX];

  forget_offer (self);
  if (g_error_matches (error, AB_MATCH_ERROR, AB_MATCH_ERROR_UNREADABLE) || error == NULL)
    {
      ab_describe_move_error_text (ab_match_get_position (self->match), move_error, text,
                                   self->letters, FALSE, reason, sizeof reason);
      if (text != NULL && ab_move_error_loose_move (move_error) != AB_MOVE_NONE)
        {
          g_autofree char *offer = NULL;

          self->offered_text = g_strdup (text);
          self->offered_move = ab_move_error_loose_move (move_error);
          self->offered_plies = ab_match_get_n_plies (self->match);
          /* TRANSLATORS: after "Do you mean dxe5?" on the mirror */
          offer = g_strdup_printf (_("%s Press Enter to play it."), reason);
          gtk_label_set_text (self->message_label, offer);
          return;
        }
      gtk_label_set_text (self->message_label, reason);
    }
  else if (g_error_matches (error, AB_MATCH_ERROR, AB_MATCH_ERROR_GAME_OVER))
    gtk_label_set_text (self->message_label, _("The game is over."));
  else if (g_error_matches (error, AB_MATCH_ERROR, AB_MATCH_ERROR_NOT_YOUR_TURN))
    gtk_label_set_text (self->message_label, _("It is the blind player’s move."));
  else if (error->domain == AB_MATCH_RULES_ERROR)
    {
      ab_describe_game_error ((AbGameError) error->code, reason, sizeof reason);
      gtk_label_set_text (self->message_label, reason);
    }
  else
    gtk_label_set_text (self->message_label, _("The move could not be saved and was not made."));
}

static void
move_entry_activate_cb (AbMirrorWindow *self)
{
  const char *text = gtk_editable_get_text (GTK_EDITABLE (self->move_entry));
  g_autoptr (GError) error = NULL;
  AbMoveError move_error;

  if (ab_match_play_text (self->match, sighted_color (self), text, &move_error, &error))
    {
      forget_offer (self);
      gtk_editable_set_text (GTK_EDITABLE (self->move_entry), "");
      return;
    }
  /* A second Enter on the text a move was offered for plays that move. */
  if (g_error_matches (error, AB_MATCH_ERROR, AB_MATCH_ERROR_UNREADABLE)
      && self->offered_text != NULL && g_str_equal (self->offered_text, text)
      && self->offered_plies == ab_match_get_n_plies (self->match)
      && ab_move_error_loose_move (&move_error) == self->offered_move)
    {
      g_clear_error (&error);
      if (ab_match_play (self->match, sighted_color (self), self->offered_move, &error))
        {
          forget_offer (self);
          gtk_editable_set_text (GTK_EDITABLE (self->move_entry), "");
          return;
        }
    }
  show_refusal (self, &move_error, error, text);
}

static void
board_move_chosen_cb (AbMirrorBoard *board, guint move, AbMirrorWindow *self)
{
  g_autoptr (GError) error = NULL;

  if (!ab_match_play (self->match, sighted_color (self), (AbMove) move, &error))
    show_refusal (self, NULL, error, NULL);
}

/* The squares name no legal move, or the match refused the first click (move_error NULL):
 * the match says which. */
static void
board_move_refused_cb (AbMirrorBoard *board, gpointer move_error, AbMirrorWindow *self)
{
  g_autoptr (GError) error = NULL;

  if (!ab_match_may_move (self->match, sighted_color (self), &error))
    show_refusal (self, NULL, error, NULL);
  else if (move_error != NULL)
    show_refusal (self, move_error, NULL, NULL);
}

static void
ab_mirror_window_dispose (GObject *object)
{
  AbMirrorWindow *self = AB_MIRROR_WINDOW (object);

  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->words);
  if (self->eboard != NULL)
    g_signal_handlers_disconnect_by_data (self->eboard, self);
  if (self->eboard_words != NULL)
    g_signal_handlers_disconnect_by_data (self->eboard_words, self);
  g_clear_object (&self->eboard_words);
  g_clear_object (&self->eboard);
  g_clear_object (&self->match);
  forget_offer (self);

  G_OBJECT_CLASS (ab_mirror_window_parent_class)->dispose (object);
}

/* The sighted player's acts, confirmed first like the blind player's. */
static const struct
{
  const char *name;
  AbMatchAct act;
  const char *question;
} mirror_acts[] = {
  { "offer", AB_MATCH_ACT_OFFER_DRAW, N_("Offer a draw?") },
  { "accept", AB_MATCH_ACT_ACCEPT_DRAW, N_("Accept the draw offer?") },
  { "decline", AB_MATCH_ACT_DECLINE_DRAW, N_("Decline the draw offer?") },
  { "resign", AB_MATCH_ACT_RESIGN, N_("Resign the game?") },
};

static void
act_response_cb (AdwMessageDialog *dialog, const char *response, AbMirrorWindow *self)
{
  g_autoptr (GError) error = NULL;
  guint i = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (dialog), "act"));

  if (!g_str_equal (response, "confirm"))
    return;
  if (!ab_match_act (self->match, mirror_acts[i].act, sighted_color (self), AB_MOVE_NONE, &error))
    gtk_label_set_text (self->message_label, error->message);
}

static void
act_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbMirrorWindow *self = AB_MIRROR_WINDOW (widget);
  const char *name = g_variant_get_string (param, NULL);
  GtkWidget *dialog;

  for (guint i = 0; i < G_N_ELEMENTS (mirror_acts); i++)
    {
      if (!g_str_equal (name, mirror_acts[i].name))
        continue;
      dialog = adw_message_dialog_new (GTK_WINDOW (self), _(mirror_acts[i].question), NULL);
      adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"),
                                        "confirm", _("_Confirm"), NULL);
      adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "confirm");
      adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
      g_object_set_data (G_OBJECT (dialog), "act", GUINT_TO_POINTER (i));
      g_signal_connect_object (dialog, "response", G_CALLBACK (act_response_cb), self, 0);
      gtk_window_present (GTK_WINDOW (dialog));
    }
}

static void
ab_mirror_window_class_init (AbMirrorWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ab_mirror_window_dispose;

  g_type_ensure (AB_TYPE_MIRROR_BOARD);
  g_type_ensure (AB_TYPE_CLOCK_VIEW);
  gtk_widget_class_install_action (widget_class, "mirror.act", "s", act_action);
  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/annabella/Annabella/ui/ab-mirror-window.ui");
  gtk_widget_class_bind_template_child (widget_class, AbMirrorWindow, banner_label);
  gtk_widget_class_bind_template_child (widget_class, AbMirrorWindow, board);
  gtk_widget_class_bind_template_child (widget_class, AbMirrorWindow, announced_label);
  gtk_widget_class_bind_template_child (widget_class, AbMirrorWindow, status_label);
  gtk_widget_class_bind_template_child (widget_class, AbMirrorWindow, move_entry);
  gtk_widget_class_bind_template_child (widget_class, AbMirrorWindow, message_label);
  gtk_widget_class_bind_template_child (widget_class, AbMirrorWindow, scoresheet_label);
  gtk_widget_class_bind_template_child (widget_class, AbMirrorWindow, clock_view);
  gtk_widget_class_bind_template_child (widget_class, AbMirrorWindow, eboard_label);
  gtk_widget_class_bind_template_child (widget_class, AbMirrorWindow, eboard_status_label);
  gtk_widget_class_bind_template_child (widget_class, AbMirrorWindow, voice_label);
  gtk_widget_class_bind_template_callback (widget_class, move_entry_activate_cb);
}

static void
ab_mirror_window_init (AbMirrorWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

AbMirrorWindow *
ab_mirror_window_new (GtkApplication *application, AbMatch *match)
{
  AbMirrorWindow *self = g_object_new (AB_TYPE_MIRROR_WINDOW, "application", application, NULL);

  self->match = g_object_ref (match);
  self->letters = AB_LANG_EN;
  ab_mirror_board_set_match (self->board, match);
  ab_clock_view_set_match (self->clock_view, match);
  ab_clock_view_set_large (self->clock_view, TRUE);
  g_signal_connect_swapped (match, "reset", G_CALLBACK (reset_cb), self);
  g_signal_connect_swapped (match, "move-made", G_CALLBACK (move_made_cb), self);
  self->words = ab_match_words_new (match);
  g_signal_connect (self->words, "announcement", G_CALLBACK (announcement_cb), self);
  /* A flag, a resignation, an agreed draw end the game without a move. */
  g_signal_connect_swapped (match, "game-over", G_CALLBACK (update), self);
  g_signal_connect (self->board, "move-chosen", G_CALLBACK (board_move_chosen_cb), self);
  g_signal_connect (self->board, "move-refused", G_CALLBACK (board_move_refused_cb), self);
  reset_cb (self);
  return self;
}

void
ab_mirror_window_set_letters (AbMirrorWindow *self, AbLanguage letters)
{
  g_return_if_fail (AB_IS_MIRROR_WINDOW (self));
  g_return_if_fail ((unsigned) letters <= AB_LANG_EN);

  self->letters = letters;
  update (self);
  eboard_changed_cb (self);
}

void
ab_mirror_window_show_voice (AbMirrorWindow *self, const char *text)
{
  g_return_if_fail (AB_IS_MIRROR_WINDOW (self));

  gtk_label_set_text (self->voice_label, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->voice_label), text != NULL);
  /* Read at once by a screen reader, as the phrase is said. */
  if (text != NULL)
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->voice_label),
                                    GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
}

void
ab_mirror_window_set_eboard (AbMirrorWindow *self, AbMatchEboard *eboard)
{
  g_return_if_fail (AB_IS_MIRROR_WINDOW (self));
  g_return_if_fail (eboard == NULL || AB_IS_MATCH_EBOARD (eboard));

  if (self->eboard != NULL)
    g_signal_handlers_disconnect_by_data (self->eboard, self);
  if (self->eboard_words != NULL)
    g_signal_handlers_disconnect_by_data (self->eboard_words, self);
  g_clear_object (&self->eboard_words);
  g_set_object (&self->eboard, eboard);
  if (eboard != NULL)
    {
      self->eboard_words = ab_eboard_words_new (eboard);
      g_signal_connect (self->eboard_words, "announcement", G_CALLBACK (eboard_announcement_cb),
                        self);
      g_signal_connect_swapped (eboard, "changed", G_CALLBACK (eboard_changed_cb), self);
    }
  eboard_changed_cb (self);
}
