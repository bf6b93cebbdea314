/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-bughouse-window.c — the doorgeefschaak window: panes, clocks, journal. */
#include "config.h"

#include "ab-bughouse-window-private.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "ab-board-cell.h"
#include "ab-phrases.h"

G_DEFINE_FINAL_TYPE (AbBughouseWindow, ab_bughouse_window, ADW_TYPE_APPLICATION_WINDOW)

AbLanguage
_ab_bughouse_window_language (AbBughouseWindow *self)
{
  return self->language_source ? ab_match_get_language (self->language_source) : AB_LANG_DE;
}

void
_ab_bughouse_window_say (AbBughouseWindow *self, char *text, AbAnnounceKind kind)
{
  if (text != NULL && *text != '\0')
    ab_announcer_say (self->announcer, text, kind);
  g_free (text);
}

void
_ab_bughouse_window_seat (AbBughouseWindow *self, AbBughouseBoard *board, AbColor *color)
{
  guint seat = gtk_drop_down_get_selected (self->seat);

  *board = seat >= 2 ? AB_BOARD_B : AB_BOARD_A;
  *color = seat % 2 == 1 ? AB_BLACK : AB_WHITE;
}

/* "4:59", and "0:09.3" in the last ten seconds. */
static char *
clock_text (gint64 ms)
{
  ms = MAX (ms, 0);
  if (ms < 10000)
    return g_strdup_printf ("0:%02d.%d", (int) (ms / 1000), (int) (ms / 100 % 10));
  return g_strdup_printf ("%d:%02d", (int) (ms / 60000), (int) (ms / 1000 % 60));
}

static void
show_clock (AbBughouseWindow *self, AbBughouseBoard board, AbColor color, gint64 now,
            gboolean force)
{
  AbBughousePane *pane = &self->panes[board];
  AbClockReading reading;
  gint64 ms, seconds;
  g_autofree char *text = NULL;
  g_autofree char *spoken = NULL;
  g_autofree char *name = NULL;
  AbLanguage lang = _ab_bughouse_window_language (self);

  if (ab_bughouse_match_clock_reading (self->match, board, color, now, &reading)
      != AB_BUGHOUSE_OK)
    return;
  ms = reading.time_us / 1000;
  seconds = (MAX (ms, 0) + 999) / 1000;
  text = clock_text (ms);
  gtk_label_set_label (pane->clocks[color], text);
  /* The accessible name changes once a second at most, not with every tenth. */
  if (!force && seconds == pane->shown_seconds[color])
    return;
  pane->shown_seconds[color] = seconds;
  spoken = ab_phrase_duration (lang, seconds * G_USEC_PER_SEC);
  /* "Brett eins, Weiß: 4 Minuten 59 Sekunden" */
  name = g_strdup_printf ("%s, %s: %s", ab_bughouse_phrase_board (lang, board),
                          ab_phrase_color (lang, color), spoken);
  gtk_accessible_update_property (GTK_ACCESSIBLE (pane->clocks[color]),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

gint64
_ab_bughouse_window_tick (AbBughouseWindow *self)
{
  gint64 now = g_get_monotonic_time ();
  AbBughouseFlagFall fallen[4];
  int n = ab_bughouse_match_tick (self->match, now, fallen, G_N_ELEMENTS (fallen));
  AbLanguage lang = _ab_bughouse_window_language (self);

  if (n > 0)
    _ab_bughouse_window_save_journal (self);
  for (int i = 0; i < MIN (n, (int) G_N_ELEMENTS (fallen)); i++)
    _ab_bughouse_window_say (self,
                             ab_bughouse_phrase (lang, AB_BH_PHRASE_FLAG_FELL,
                                                ab_bughouse_phrase_board (lang, fallen[i].board),
                                                ab_phrase_color (lang, fallen[i].color)),
                             AB_ANNOUNCE_IMPORTANT);
  for (int b = AB_BOARD_A; b <= AB_BOARD_B; b++)
    for (int c = AB_WHITE; c <= AB_BLACK; c++)
      show_clock (self, (AbBughouseBoard) b, (AbColor) c, now, FALSE);
  return now;
}

static gboolean
tick_cb (gpointer data)
{
  _ab_bughouse_window_tick (AB_BUGHOUSE_WINDOW (data));
  return G_SOURCE_CONTINUE;
}

gboolean
_ab_bughouse_window_save_journal (AbBughouseWindow *self)
{
  g_autoptr (GError) error = NULL;

  if (ab_bughouse_journal_write (self->journal, self->match, &self->tags, &error))
    return TRUE;
  g_warning ("Cannot write the bughouse journal: %s", error->message);
  _ab_bughouse_window_say (self,
                           ab_bughouse_phrase (_ab_bughouse_window_language (self),
                                              AB_BH_PHRASE_NOT_SAVED),
                           AB_ANNOUNCE_ERROR);
  return FALSE;
}

static void
refresh_reserve (AbBughouseWindow *self, AbBughouseBoard board, AbColor color)
{
  AbBughousePane *pane = &self->panes[board];
  const AbBughousePosition *pos = ab_bughouse_match_position (self->match, board);
  AbLanguage lang = _ab_bughouse_window_language (self);
  g_autofree char *sentence = ab_bughouse_phrase_reserve (lang, self->match, board, color);

  gtk_label_set_label (pane->reserve_labels[color], sentence);
  for (AbPieceType t = AB_PAWN; t <= AB_QUEEN; t++)
    {
      int n = ab_bughouse_position_reserve (pos, color, t);
      g_autofree char *label = g_strdup_printf ("%s %d", ab_piece_glyph (AB_PIECE (color, t)), n);
      g_autofree char *count = ab_bughouse_phrase_count (lang, t, n);
      g_autofree char *name = g_strdup_printf ("%s, %s: %s", ab_bughouse_phrase_board (lang, board),
                                               ab_phrase_color (lang, color), count);
      GtkWidget *button = pane->reserve_buttons[color][t];

      gtk_button_set_label (GTK_BUTTON (button), label);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      name, -1);
      if (n > 0)
        gtk_widget_add_css_class (button, "suggested-action");
      else
        gtk_widget_remove_css_class (button, "suggested-action");
    }
}

static void
last_squares (AbBughouseWindow *self, AbBughouseBoard board, AbSquare *from, AbSquare *to)
{
  *from = *to = AB_NO_SQUARE;
  for (int i = ab_bughouse_match_record_length (self->match) - 1; i >= 0; i--)
    {
      const AbBughouseRecordEntry *e = ab_bughouse_match_record (self->match, i);

      if (e->board != board || e->kind == AB_RECORD_STAND)
        continue;
      if (e->kind != AB_RECORD_MOVE)
        return;
      *to = ab_bughouse_move_to (e->move);
      if (!ab_bughouse_move_is_drop (e->move))
        *from = ab_move_from (ab_bughouse_move_base (e->move));
      return;
    }
}

static char *
status_text (AbBughouseWindow *self, AbBughouseBoard board)
{
  AbLanguage lang = _ab_bughouse_window_language (self);
  const AbBughouseOutcome *outcome = ab_bughouse_match_outcome (self->match, board);
  AbColor side =
    ab_bughouse_position_side_to_move (ab_bughouse_match_position (self->match, board));
  g_autoptr (GString) text = g_string_new (NULL);

  if (outcome->result != AB_BUGHOUSE_RESULT_NONE)
    {
      _ab_bughouse_window_append_ending (self, board, text);
      return g_string_free (g_steal_pointer (&text), FALSE);
    }
  if (ab_bughouse_match_has_illegal (self->match, board))
    return ab_bughouse_phrase (lang, AB_BH_PHRASE_ILLEGAL_PENDING,
                               ab_bughouse_phrase_board (lang, board),
                               ab_phrase_color (lang, (AbColor) !side));
  switch (ab_bughouse_match_status (self->match, board))
    {
    case AB_BUGHOUSE_STATUS_WAITING:
      return ab_bughouse_phrase (lang, AB_BH_PHRASE_WAITING, ab_bughouse_phrase_board (lang, board),
                                 ab_phrase_color (lang, side));
    case AB_BUGHOUSE_STATUS_CHECK_WAITING:
      return ab_bughouse_phrase (lang, AB_BH_PHRASE_CHECK_WAITING,
                                 ab_bughouse_phrase_board (lang, board),
                                 ab_phrase_color (lang, side));
    default:
      return ab_bughouse_phrase (lang, AB_BH_PHRASE_TO_MOVE, ab_bughouse_phrase_board (lang, board),
                                 ab_phrase_color (lang, side));
    }
}

void
_ab_bughouse_window_refresh (AbBughouseWindow *self)
{
  AbLanguage lang = _ab_bughouse_window_language (self);
  AbBughouseBoard seat_board;
  AbColor seat_color;
  g_autofree char *one = NULL;
  g_autofree char *two = NULL;
  g_autofree char *score = NULL;

  _ab_bughouse_window_seat (self, &seat_board, &seat_color);
  for (int b = AB_BOARD_A; b <= AB_BOARD_B; b++)
    {
      AbBughouseBoard board = (AbBughouseBoard) b;
      AbBughousePane *pane = &self->panes[board];
      /* My board from my side; my partner's from his, which is the other colour. */
      AbColor below = board == seat_board ? seat_color : (AbColor) !seat_color;
      AbSquare from, to;
      g_autofree char *status = status_text (self, board);

      g_autofree char *entry_name = g_strdup_printf ("%s: %s",
                                                     ab_bughouse_phrase_board (lang, board),
                                                     _("move line"));

      /* The announcement language may have changed since the last refresh. */
      gtk_accessible_update_property (GTK_ACCESSIBLE (pane->view), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      ab_bughouse_phrase_board (lang, board), -1);
      gtk_accessible_update_property (GTK_ACCESSIBLE (pane->entry),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, entry_name, -1);
      last_squares (self, board, &from, &to);
      ab_bughouse_board_view_set_flipped (pane->view, below == AB_BLACK);
      ab_bughouse_board_view_set_selected (pane->view, pane->picked);
      ab_bughouse_board_view_show (pane->view, ab_bughouse_match_position (self->match, board),
                                   lang, from, to);
      /* The row of the colour seen below goes below the board. */
      gtk_box_reorder_child_after (GTK_BOX (pane->box), pane->rows[!below],
                                   gtk_widget_get_first_child (pane->box));
      gtk_box_reorder_child_after (GTK_BOX (pane->box), pane->rows[below],
                                   GTK_WIDGET (pane->view));
      for (int c = AB_WHITE; c <= AB_BLACK; c++)
        {
          refresh_reserve (self, board, (AbColor) c);
          show_clock (self, board, (AbColor) c, g_get_monotonic_time (), TRUE);
        }
      gtk_label_set_label (pane->status, status);
    }
  one = ab_bughouse_phrase_points (ab_bughouse_match_team_half_points (self->match, AB_TEAM_1));
  two = ab_bughouse_phrase_points (ab_bughouse_match_team_half_points (self->match, AB_TEAM_2));
  score = g_strdup_printf (_("Team 1: %s · Team 2: %s"), one, two);
  gtk_label_set_label (self->score, score);
}

void
_ab_bughouse_window_start (AbBughouseWindow *self, gboolean resume)
{
  g_autoptr (GError) error = NULL;
  gboolean resumed = FALSE;
  GStatBuf st;
  /* The journal is written with every event: its time is the last event's. */
  gint64 last_event = g_stat (self->journal, &st) == 0 ? (gint64) st.st_mtime * G_USEC_PER_SEC
                                                       : 0;
  AbBpgnTags previous = self->tags;
  int n;

  if (self->dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (g_steal_pointer (&self->dialog)));
  ab_bpgn_tags_init (&self->tags);
  if (resume && ab_bughouse_journal_read (self->journal, self->match, &self->tags, &error)
      && !ab_bughouse_match_is_over (self->match))
    resumed = TRUE;
  else if (error != NULL)
    {
      g_autofree char *kept = g_strconcat (self->journal, ".broken", NULL);

      /* The new match's journal would overwrite it: keep it for whoever can mend it. */
      g_warning ("Cannot resume the bughouse match (kept as %s): %s", kept, error->message);
      g_rename (self->journal, kept);
    }
  if (!resumed)
    {
      GDateTime *now = g_date_time_new_now_local ();
      g_autofree char *date = g_date_time_format (now, "%Y.%m.%d");

      g_date_time_unref (now);
      ab_bughouse_match_reset (self->match, NULL, NULL);
      ab_bpgn_tags_init (&self->tags);
      g_strlcpy (self->tags.event, "Doorgeefschaak", sizeof self->tags.event);
      g_strlcpy (self->tags.date, date, sizeof self->tags.date);
      /* The set-up offers the last match's players again, else the seats. */
      g_strlcpy (self->tags.white_a, *previous.white_a ? previous.white_a : "Team 1 A",
                 sizeof self->tags.white_a);
      g_strlcpy (self->tags.black_a, *previous.black_a ? previous.black_a : "Team 2 A",
                 sizeof self->tags.black_a);
      g_strlcpy (self->tags.white_b, *previous.white_b ? previous.white_b : "Team 2 B",
                 sizeof self->tags.white_b);
      g_strlcpy (self->tags.black_b, *previous.black_b ? previous.black_b : "Team 1 B",
                 sizeof self->tags.black_b);
      g_strlcpy (self->tags.time_control, previous.time_control,
                 sizeof self->tags.time_control);
    }
  /* The clocks stand as each player's last press left them, stopped while a question is
   * asked; they run from the first move or the answer (whether the downtime is charged). */
  _ab_bughouse_window_read_control (self);
  for (int b = 0; b < 2; b++)
    {
      self->panes[b].picked = AB_NO_SQUARE;
      self->panes[b].placing = AB_NO_PIECE_TYPE;
      self->panes[b].refused = AB_BUGHOUSE_MOVE_NONE;
      self->panes[b].takeback = FALSE;
    }
  n = ab_bughouse_match_record_length (self->match);
  self->confirming = NULL;
  _ab_bughouse_window_save_journal (self);
  _ab_bughouse_window_show_players (self);
  _ab_bughouse_window_refresh (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->panes[AB_BOARD_A].entry));
  self->active = AB_BOARD_A;
  if (!resumed)
    _ab_bughouse_window_ask_setup (self);
  else if (n > 0 && last_event > 0)
    _ab_bughouse_window_ask_downtime (self, g_get_real_time () - last_event, n);
  else
    {
      if (n > 0)
        ab_bughouse_match_start_clocks (self->match, g_get_monotonic_time (), 0);
      _ab_bughouse_window_say_resumed (self, n, NULL);
    }
}

/* ------------------------------------------------------------------ panes */

static AbBughouseBoard
board_of (AbBughouseWindow *self, GtkWidget *widget)
{
  return gtk_widget_is_ancestor (widget, self->panes[AB_BOARD_B].box) ? AB_BOARD_B : AB_BOARD_A;
}

static void
square_activated_cb (AbBughouseBoardView *view, guint square, AbBughouseWindow *self)
{
  _ab_bughouse_window_square_activated (self, board_of (self, GTK_WIDGET (view)),
                                        (AbSquare) square);
}

static void
edge_cb (AbBughouseBoardView *view, AbBughouseWindow *self)
{
  g_autofree char *word = ab_phrase_format (_ab_bughouse_window_language (self), AB_PHRASE_EDGE);

  ab_announcer_edge (self->announcer, word);
}

static void
piece_missing_cb (AbBughouseBoardView *view, guint piece, AbBughouseWindow *self)
{
  AbLanguage lang = _ab_bughouse_window_language (self);

  _ab_bughouse_window_say (self,
                           ab_phrase_format (lang, AB_PHRASE_NO_PIECES,
                                            ab_phrase_pieces (lang, AB_PIECE_COLOR (piece),
                                                              AB_PIECE_TYPE (piece))),
                           AB_ANNOUNCE_ERROR);
}

static gboolean
cancel_cb (AbBughouseBoardView *view, AbBughouseWindow *self)
{
  return _ab_bughouse_window_put_back (self, board_of (self, GTK_WIDGET (view)));
}

static void
entry_activate_cb (GtkEntry *entry, AbBughouseWindow *self)
{
  _ab_bughouse_window_entry_activated (self, board_of (self, GTK_WIDGET (entry)));
}

static void
reserve_clicked_cb (GtkButton *button, AbBughouseWindow *self)
{
  AbColor color = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "ab-color"));
  AbPieceType type = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "ab-type"));

  _ab_bughouse_window_reserve_clicked (self, board_of (self, GTK_WIDGET (button)), color, type);
}

static GtkWidget *
player_row (AbBughouseWindow *self, AbBughouseBoard board, AbColor color)
{
  AbBughousePane *pane = &self->panes[board];
  GtkWidget *row = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *line = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *reserve = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  AbBughouseTeam team = ab_bughouse_team_of (board, color);
  g_autofree char *who = NULL;

  /* Team 1 is White on board one and Black on board two (art. 1D). */
  who = g_strdup_printf (color == AB_WHITE ? _("White: team %d") : _("Black: team %d"),
                         team == AB_TEAM_1 ? 1 : 2);
  pane->players[color] = GTK_LABEL (gtk_label_new (who));
  gtk_widget_set_hexpand (GTK_WIDGET (pane->players[color]), TRUE);
  gtk_label_set_xalign (pane->players[color], 0);
  gtk_widget_add_css_class (GTK_WIDGET (pane->players[color]), "heading");
  pane->clocks[color] = GTK_LABEL (gtk_label_new (NULL));
  gtk_widget_add_css_class (GTK_WIDGET (pane->clocks[color]), "title-2");
  gtk_widget_add_css_class (GTK_WIDGET (pane->clocks[color]), "numeric");
  gtk_box_append (GTK_BOX (line), GTK_WIDGET (pane->players[color]));
  gtk_box_append (GTK_BOX (line), GTK_WIDGET (pane->clocks[color]));

  for (AbPieceType t = AB_PAWN; t <= AB_QUEEN; t++)
    {
      GtkWidget *button = gtk_button_new_with_label ("");

      g_object_set_data (G_OBJECT (button), "ab-color", GINT_TO_POINTER (color));
      g_object_set_data (G_OBJECT (button), "ab-type", GINT_TO_POINTER (t));
      g_signal_connect (button, "clicked", G_CALLBACK (reserve_clicked_cb), self);
      pane->reserve_buttons[color][t] = button;
      gtk_box_append (GTK_BOX (reserve), button);
    }
  pane->reserve_labels[color] = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (pane->reserve_labels[color], TRUE);
  gtk_label_set_xalign (pane->reserve_labels[color], 0);
  gtk_widget_set_hexpand (GTK_WIDGET (pane->reserve_labels[color]), TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (pane->reserve_labels[color]), "caption");
  gtk_box_append (GTK_BOX (reserve), GTK_WIDGET (pane->reserve_labels[color]));

  gtk_box_append (GTK_BOX (row), line);
  gtk_box_append (GTK_BOX (row), reserve);
  pane->rows[color] = row;
  return row;
}

static void
build_pane (AbBughouseWindow *self, AbBughouseBoard board)
{
  AbBughousePane *pane = &self->panes[board];
  GtkWidget *heading = gtk_label_new (board == AB_BOARD_A ? _("Board one") : _("Board two"));

  pane->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  gtk_widget_add_css_class (heading, "title-3");
  gtk_box_append (GTK_BOX (pane->box), heading);
  gtk_box_append (GTK_BOX (pane->box), player_row (self, board, AB_BLACK));

  pane->view = AB_BUGHOUSE_BOARD_VIEW (ab_bughouse_board_view_new ());
  gtk_widget_set_vexpand (GTK_WIDGET (pane->view), TRUE);
  g_signal_connect (pane->view, "square-activated", G_CALLBACK (square_activated_cb), self);
  g_signal_connect (pane->view, "edge", G_CALLBACK (edge_cb), self);
  g_signal_connect (pane->view, "piece-missing", G_CALLBACK (piece_missing_cb), self);
  g_signal_connect (pane->view, "cancel", G_CALLBACK (cancel_cb), self);
  gtk_box_append (GTK_BOX (pane->box), GTK_WIDGET (pane->view));
  gtk_box_append (GTK_BOX (pane->box), player_row (self, board, AB_WHITE));

  pane->status = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_wrap (pane->status, TRUE);
  gtk_label_set_xalign (pane->status, 0);
  gtk_box_append (GTK_BOX (pane->box), GTK_WIDGET (pane->status));

  pane->entry = GTK_ENTRY (gtk_entry_new ());
  gtk_entry_set_placeholder_text (pane->entry, _("Move: e4, Nf3, Q@f7, D*f7, Dame auf f7"));
  g_signal_connect (pane->entry, "activate", G_CALLBACK (entry_activate_cb), self);
  gtk_box_append (GTK_BOX (pane->box), GTK_WIDGET (pane->entry));

  gtk_box_append (self->boards, pane->box);
  pane->picked = AB_NO_SQUARE;
  pane->placing = AB_NO_PIECE_TYPE;
  pane->refused = AB_BUGHOUSE_MOVE_NONE;
}

/* The board whose pane has the focus is the one keys act on. */
static void
focus_changed_cb (AbBughouseWindow *self)
{
  GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (self));

  if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->boards)))
    self->active = board_of (self, focus);
}

static void
seat_changed_cb (AbBughouseWindow *self)
{
  AbBughouseBoard board;
  AbColor color;
  AbLanguage lang = _ab_bughouse_window_language (self);

  if (self->match == NULL)
    return;
  _ab_bughouse_window_seat (self, &board, &color);
  _ab_bughouse_window_refresh (self);
  _ab_bughouse_window_say (self,
                           ab_bughouse_phrase (lang, AB_BH_PHRASE_SEAT,
                                              ab_bughouse_phrase_board (lang, board),
                                              ab_phrase_color (lang, color)),
                           AB_ANNOUNCE_INFO);
}

static void
language_changed_cb (AbBughouseWindow *self)
{
  _ab_bughouse_window_refresh (self);
}

static void
ab_bughouse_window_dispose (GObject *object)
{
  AbBughouseWindow *self = AB_BUGHOUSE_WINDOW (object);

  g_clear_handle_id (&self->tick_id, g_source_remove);
  if (self->dialog != NULL)
    gtk_window_destroy (GTK_WINDOW (g_steal_pointer (&self->dialog)));
  if (self->language_source != NULL)
    g_signal_handlers_disconnect_by_data (self->language_source, self);
  g_clear_object (&self->language_source);
  g_clear_object (&self->announcer);
  gtk_widget_dispose_template (GTK_WIDGET (self), AB_TYPE_BUGHOUSE_WINDOW);

  G_OBJECT_CLASS (ab_bughouse_window_parent_class)->dispose (object);
}

static void
ab_bughouse_window_finalize (GObject *object)
{
  AbBughouseWindow *self = AB_BUGHOUSE_WINDOW (object);

  g_clear_pointer (&self->match, ab_bughouse_match_free);
  g_free (self->journal);

  G_OBJECT_CLASS (ab_bughouse_window_parent_class)->finalize (object);
}

static void
ab_bughouse_window_class_init (AbBughouseWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ab_bughouse_window_dispose;
  object_class->finalize = ab_bughouse_window_finalize;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/annabella/Annabella/ui/"
                                               "ab-bughouse-window.ui");
  gtk_widget_class_bind_template_child (widget_class, AbBughouseWindow, seat);
  gtk_widget_class_bind_template_child (widget_class, AbBughouseWindow, score);
  gtk_widget_class_bind_template_child (widget_class, AbBughouseWindow, boards);
  gtk_widget_class_bind_template_child (widget_class, AbBughouseWindow, window_title);
}

static void
ab_bughouse_window_init (AbBughouseWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->journal = ab_bughouse_journal_path ();
}

static AbBughouseWindow *
ab_bughouse_window_new (GtkApplication *application, AbAnnouncer *announcer,
                        AbMatch *language_source)
{
  AbBughouseWindow *self = g_object_new (AB_TYPE_BUGHOUSE_WINDOW, "application", application,
                                         NULL);

  self->announcer = g_object_ref (announcer);
  self->language_source = language_source ? g_object_ref (language_source) : NULL;
  self->match = ab_bughouse_match_new ();
  if (self->match == NULL)
    g_error ("Out of memory for the bughouse match");
  build_pane (self, AB_BOARD_A);
  build_pane (self, AB_BOARD_B);
  _ab_bughouse_window_add_actions (self);
  g_signal_connect_swapped (self, "notify::focus-widget", G_CALLBACK (focus_changed_cb), self);
  g_signal_connect_swapped (self->seat, "notify::selected", G_CALLBACK (seat_changed_cb), self);
  if (language_source != NULL)
    g_signal_connect_swapped (language_source, "notify::language",
                              G_CALLBACK (language_changed_cb), self);
  self->tick_id = g_timeout_add (100, tick_cb, self);
  return self;
}

static void
destroyed_cb (GtkWidget *window, GApplication *application)
{
  g_object_set_data (G_OBJECT (application), "ab-bughouse-window", NULL);
}

AbBughouseWindow *
ab_bughouse_window_show (GtkApplication *application, AbAnnouncer *announcer, GtkWindow *parent,
                         AbMatch *language_source)
{
  AbBughouseWindow *self;

  g_return_val_if_fail (GTK_IS_APPLICATION (application), NULL);
  g_return_val_if_fail (AB_IS_ANNOUNCER (announcer), NULL);

  self = g_object_get_data (G_OBJECT (application), "ab-bughouse-window");
  if (self != NULL)
    {
      gtk_window_present (GTK_WINDOW (self));
      gtk_widget_grab_focus (GTK_WIDGET (self->panes[self->active].entry));
      return self;
    }
  self = ab_bughouse_window_new (application, announcer, language_source);
  /* Closed, the window goes; the journal keeps the match for the next opening. */
  g_object_set_data (G_OBJECT (application), "ab-bughouse-window", self);
  g_signal_connect (self, "destroy", G_CALLBACK (destroyed_cb), application);
  if (parent != NULL)
    gtk_window_set_transient_for (GTK_WINDOW (self), parent);
  gtk_window_present (GTK_WINDOW (self));
  _ab_bughouse_window_start (self, TRUE);
  return self;
}

static void
activated_cb (GApplication *application)
{
  g_signal_handlers_disconnect_by_func (application, activated_cb, NULL);
  g_action_group_activate_action (G_ACTION_GROUP (application), "bughouse", NULL);
}

void
ab_bughouse_window_request (GApplication *application)
{
  g_autoptr (GError) error = NULL;

  if (!g_application_register (application, NULL, &error))
    {
      g_printerr ("annabella: %s\n", error->message);
      return;
    }
  if (g_application_get_is_remote (application))
    g_action_group_activate_action (G_ACTION_GROUP (application), "bughouse", NULL);
  else
    g_signal_connect_after (application, "activate", G_CALLBACK (activated_cb), NULL);
}
