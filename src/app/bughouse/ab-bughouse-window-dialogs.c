/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-bughouse-window-dialogs.c — the doorgeefschaak window's questions: the set-up
 * of a new match (four names, the time control), the downtime after a crash, and
 * the value of a promoted pawn (art. 6). */
#include "config.h"

#include "ab-bughouse-window-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ab-bughouse-clock.h"
#include "ab-describe-clock.h"
#include "ab-phrases.h"

/* The set-up's time controls: bughouse's usual five minutes, then the main
 * new-match dialog's presets from the shortest. */
static const int setup_presets[] = {
  -1,
  AB_TIME_CONTROL_PRESET_BLITZ,
  AB_TIME_CONTROL_PRESET_RAPID,
  AB_TIME_CONTROL_PRESET_CLUB,
  AB_TIME_CONTROL_PRESET_FIDE_CLASSICAL,
};

void
_ab_bughouse_window_read_control (AbBughouseWindow *self)
{
  AbTimeControl control;

  /* A tag the clocks cannot run is written as what they run instead. */
  if (!ab_bughouse_clock_read_control (self->tags.time_control, &control))
    ab_time_control_to_text (&control, self->tags.time_control, sizeof self->tags.time_control);
  ab_bughouse_match_set_control (self->match, &control);
}

static char *
time_words (AbBughouseWindow *self)
{
  AbLanguage lang = _ab_bughouse_window_language (self);
  const AbTimePeriod *first = &ab_bughouse_match_get_control (self->match)->periods[0];
  g_autofree char *duration = ab_phrase_duration (lang, first->time_us);

  if (first->bonus != AB_TIME_BONUS_NONE && first->bonus_us > 0)
    return ab_bughouse_phrase (lang, AB_BH_PHRASE_TIME_BONUS, duration,
                               (int) (first->bonus_us / AB_USEC_PER_SEC));
  return ab_bughouse_phrase (lang, AB_BH_PHRASE_TIME, duration);
}

char *
_ab_bughouse_window_players_text (AbBughouseWindow *self)
{
  g_autofree char *time = time_words (self);

  return ab_bughouse_phrase (_ab_bughouse_window_language (self), AB_BH_PHRASE_PLAYERS,
                             self->tags.white_a, self->tags.black_a, self->tags.white_b,
                             self->tags.black_b, time);
}

void
_ab_bughouse_window_show_players (AbBughouseWindow *self)
{
  const char *names[2][2] =
      { { self->tags.white_a, self->tags.black_a }, { self->tags.white_b, self->tags.black_b } };
  char control[256];

  for (int b = AB_BOARD_A; b <= AB_BOARD_B; b++)
    for (int c = AB_WHITE; c <= AB_BLACK; c++)
      {
        int team = ab_bughouse_team_of ((AbBughouseBoard) b, (AbColor) c) == AB_TEAM_1 ? 1 : 2;
        g_autofree char *who = g_strdup_printf (c == AB_WHITE ? _("White: %s (team %d)")
                                                              : _("Black: %s (team %d)"),
                                                names[b][c], team);

        gtk_label_set_label (self->panes[b].players[c], who);
      }
  ab_describe_time_control (ab_bughouse_match_get_control (self->match), control,
                            sizeof control);
  adw_window_title_set_subtitle (self->window_title, control);
}

void
_ab_bughouse_window_say_resumed (AbBughouseWindow *self, int n_moves, const char *extra)
{
  AbLanguage lang = _ab_bughouse_window_language (self);
  g_autofree char *said = ab_bughouse_phrase (lang, AB_BH_PHRASE_RESUMED, n_moves);
  g_autofree char *players = _ab_bughouse_window_players_text (self);
  GString *text = g_string_new (said);

  for (int b = AB_BOARD_A; b <= AB_BOARD_B; b++)
    {
      GtkLabel *status = self->panes[b].status;

      g_string_append_printf (text, " %s", gtk_label_get_label (status));
    }
  if (extra != NULL)
    g_string_append_printf (text, " %s", extra);
  g_string_append_printf (text, " %s", players);
  _ab_bughouse_window_say (self, g_string_free (text, FALSE), AB_ANNOUNCE_INFO);
}

/* ------------------------------------------------------------------ set-up */

static void
setup_response_cb (AdwMessageDialog *dialog, const char *response, AbBughouseWindow *self)
{
  GtkEditable **rows = g_object_get_data (G_OBJECT (dialog), "ab-rows");
  AdwComboRow *control_row = g_object_get_data (G_OBJECT (dialog), "ab-control");
  char *tags[4] =
      { self->tags.white_a, self->tags.black_a, self->tags.white_b, self->tags.black_b };
  guint choice = adw_combo_row_get_selected (control_row);
  int preset = setup_presets[MIN (choice, G_N_ELEMENTS (setup_presets) - 1)];
  GString *text;

  for (int i = 0; i < 4; i++)
    {
      g_autofree char *name = g_strstrip (g_strdup (gtk_editable_get_text (rows[i])));

      /* An empty name keeps the seat's default: the record names every player. */
      if (*name != '\0')
        g_strlcpy (tags[i], name, AB_BPGN_TAG_MAX);
    }
  if (preset >= 0)
    {
      AbTimeControl control;

      ab_time_control_set_preset (&control, (AbTimeControlPreset) preset);
      ab_time_control_to_text (&control, self->tags.time_control, sizeof self->tags.time_control);
    }
  _ab_bughouse_window_read_control (self);
  self->dialog = NULL;
  _ab_bughouse_window_save_journal (self);
  _ab_bughouse_window_show_players (self);
  _ab_bughouse_window_refresh (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->panes[AB_BOARD_A].entry));
  self->active = AB_BOARD_A;
  text = g_string_new (NULL);
  {
    g_autofree char *said =
        ab_bughouse_phrase (_ab_bughouse_window_language (self), AB_BH_PHRASE_NEW);
    g_autofree char *players = _ab_bughouse_window_players_text (self);

    g_string_append_printf (text, "%s %s", said, players);
  }
  _ab_bughouse_window_say (self, g_string_free (text, FALSE), AB_ANNOUNCE_INFO);
}

void
_ab_bughouse_window_ask_setup (AbBughouseWindow *self)
{
  const char *seats[4] = { _("Board one, White (team 1)"), _("Board one, Black (team 2)"),
                           _("Board two, White (team 2)"), _("Board two, Black (team 1)") };
  const char *names[4] =
      { self->tags.white_a, self->tags.black_a, self->tags.white_b, self->tags.black_b };
  const char *controls[G_N_ELEMENTS (setup_presets) + 1] = {
    _("Bughouse: 5 minutes"),
    _("Blitz: 3 minutes, 2 seconds a move"),
    _("Rapid: 15 minutes, 10 seconds a move"),
    _("Club: 90 minutes, 10 seconds a move"),
    _("FIDE classical: 40 moves in 90 minutes, 30 minutes, 30 seconds a move"),
    NULL,
  };
  GtkEditable **rows = g_new0 (GtkEditable *, 4);
  GtkWidget *group = adw_preferences_group_new ();
  GtkStringList *model = gtk_string_list_new (controls);
  AdwComboRow *control_row = ADW_COMBO_ROW (adw_combo_row_new ());
  GtkWidget *dialog;

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("New Bughouse Match"),
                                   _("The names of the four players and the time control."));
  for (int i = 0; i < 4; i++)
    {
      GtkWidget *row = adw_entry_row_new ();

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), seats[i]);
      gtk_editable_set_text (GTK_EDITABLE (row), names[i]);
      adw_entry_row_set_activates_default (ADW_ENTRY_ROW (row), TRUE);
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
      rows[i] = GTK_EDITABLE (row);
    }
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (control_row), _("Time control"));
  adw_combo_row_set_model (control_row, G_LIST_MODEL (model));
  g_object_unref (model);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), GTK_WIDGET (control_row));
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), group);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "start", _("_Start"));
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "start",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "start");
  /* Esc starts too, with the names as they stand: a match always has a set-up. */
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "start");
  g_object_set_data_full (G_OBJECT (dialog), "ab-rows", rows, g_free);
  g_object_set_data (G_OBJECT (dialog), "ab-control", control_row);
  g_signal_connect (dialog, "response", G_CALLBACK (setup_response_cb), self);
  self->dialog = dialog;
  gtk_window_present (GTK_WINDOW (dialog));
  gtk_widget_grab_focus (GTK_WIDGET (rows[0]));
  _ab_bughouse_window_say (
      self, ab_bughouse_phrase (_ab_bughouse_window_language (self), AB_BH_PHRASE_SETUP),
      AB_ANNOUNCE_INFO);
}

/* ------------------------------------------------------------------ downtime */

static void
downtime_response_cb (AdwMessageDialog *dialog, const char *response, AbBughouseWindow *self)
{
  AbLanguage lang = _ab_bughouse_window_language (self);
  gint64 downtime = *(gint64 *) g_object_get_data (G_OBJECT (dialog), "ab-downtime");
  int n = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "ab-moves"));
  gboolean charge = g_str_equal (response, "charge");
  g_autofree char *how_long = ab_phrase_duration (lang, downtime);
  g_autofree char *extra = NULL;

  /* As the main match does: the clock that ran goes on from the last event, and loses
   * the time the program was down only when the players say so. */
  ab_bughouse_match_start_clocks (self->match, g_get_monotonic_time (), charge ? downtime : 0);
  extra = charge ? ab_bughouse_phrase (lang, AB_BH_PHRASE_DOWNTIME_CHARGED, how_long)
                 : ab_bughouse_phrase (lang, AB_BH_PHRASE_DOWNTIME_KEPT);
  self->dialog = NULL;
  _ab_bughouse_window_refresh (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->panes[self->active].entry));
  _ab_bughouse_window_say_resumed (self, n, extra);
  /* A clock the downtime emptied shows its flag at once. */
  _ab_bughouse_window_tick (self);
}

void
_ab_bughouse_window_ask_downtime (AbBughouseWindow *self, gint64 downtime_us, int n_moves)
{
  AbLanguage lang = _ab_bughouse_window_language (self);
  g_autofree char *how_long = ab_phrase_duration (lang, MAX (downtime_us, 0));
  gint64 *stored = g_new (gint64, 1);
  GtkWidget *dialog;

  *stored = MAX (downtime_us, 0);
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Resume the Interrupted Match?"),
                                   _("The clocks stand as they were at the last event. Resume "
                                      "keeps them so; “Resume and charge” also takes the time "
                                      "the program was down from the clocks that ran."));
  /* Keeping the clocks is the last button, where the focus starts, and the default. */
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "charge",
                                    _("Resume and _charge the downtime"), "keep", _("_Resume"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "keep",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "keep");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "keep");
  g_object_set_data_full (G_OBJECT (dialog), "ab-downtime", stored, g_free);
  g_object_set_data (G_OBJECT (dialog), "ab-moves", GINT_TO_POINTER (n_moves));
  g_signal_connect (dialog, "response", G_CALLBACK (downtime_response_cb), self);
  self->dialog = dialog;
  gtk_window_present (GTK_WINDOW (dialog));
  _ab_bughouse_window_say (self, ab_bughouse_phrase (lang, AB_BH_PHRASE_DOWNTIME_ASK, how_long),
                           AB_ANNOUNCE_INFO);
}

/* ------------------------------------------------------------------ promotion */

static void
promotion_response_cb (AdwMessageDialog *dialog, const char *response, AbBughouseWindow *self)
{
  static const char letters[] = "nbrq";
  const char *letter = strchr (letters, response[0]);
  AbBughouseBoard board =
      (AbBughouseBoard) GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "ab-board"));
  AbSquare from = (AbSquare) GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "ab-from"));
  AbSquare to = (AbSquare) GPOINTER_TO_INT (g_object_get_data (G_OBJECT (dialog), "ab-to"));
  AbBughousePane *pane = &self->panes[board];

  self->dialog = NULL;
  gtk_widget_grab_focus (GTK_WIDGET (pane->view));
  if (response[0] == '\0' || response[1] != '\0' || letter == NULL)
    {
      _ab_bughouse_window_say (
          self,
          ab_bughouse_phrase (_ab_bughouse_window_language (self), AB_BH_PHRASE_PROMOTE_CANCELLED),
          AB_ANNOUNCE_INFO);
      return;
    }
  /* Art. 6C: the move is complete with its value, which its announcement names. */
  _ab_bughouse_window_play (
      self, board,
      (AbBughouseMove) ab_move_make (from, to, AB_MOVE_PROMOTION,
                                    (AbPieceType) (AB_KNIGHT + (letter - letters))));
}

void
_ab_bughouse_window_ask_promotion (AbBughouseWindow *self, AbBughouseBoard board, AbSquare from,
                                   AbSquare to)
{
  AbLanguage lang = _ab_bughouse_window_language (self);
  char square[AB_SPOKEN_MAX];
  GtkWidget *dialog;

  if (self->dialog != NULL)
    return;
  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Promotion"),
                                   _("The pawn keeps its shape but takes the value of the "
                                      "piece chosen (article 6)."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "q", _("_Queen"), "r",
                                    _("_Rook"), "b", _("_Bishop"), "n", _("K_night"), "cancel",
                                    _("_Cancel"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "q",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "q");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "ab-board", GINT_TO_POINTER (board));
  g_object_set_data (G_OBJECT (dialog), "ab-from", GINT_TO_POINTER (from));
  g_object_set_data (G_OBJECT (dialog), "ab-to", GINT_TO_POINTER (to));
  g_signal_connect (dialog, "response", G_CALLBACK (promotion_response_cb), self);
  self->dialog = dialog;
  gtk_window_present (GTK_WINDOW (dialog));
  ab_spoken_square (lang, to, square, sizeof square);
  _ab_bughouse_window_say (self,
                           ab_bughouse_phrase (lang, AB_BH_PHRASE_PROMOTE_ASK,
                                              ab_bughouse_phrase_board (lang, board), square),
                           AB_ANNOUNCE_INFO);
}
