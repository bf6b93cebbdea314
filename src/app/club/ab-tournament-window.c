/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tournament-window.c — the club championship window: group, evening, results, standings. */
#include "config.h"

#include "ab-tournament-window.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "ab-describe-tournament.h"
#include "ab-describe.h"
#include "ab-tournament-evening.h"
#include "ab-tournament-standings.h"
#include "ab-tournament-window-private.h"

G_DEFINE_FINAL_TYPE (AbTournamentWindow, ab_tournament_window, ADW_TYPE_APPLICATION_WINDOW)

enum
{
  COL_RANK,
  COL_NAME,
  COL_POINTS,
  COL_GAMES,
  COL_SB,
  COL_MUTUAL,
  COL_KASHDAN,
  COL_RATING,
  COL_BLACK_PLAYED,
  COL_BLACK_CALENDAR,
  COL_DECIDED_BY,
  N_COLUMNS
};

void
_ab_tournament_window_say (AbTournamentWindow *self, const char *text, gboolean error)
{
  gtk_label_set_text (self->status_label, text);
  ab_announcer_say (self->announcer, text, error ? AB_ANNOUNCE_ERROR : AB_ANNOUNCE_INFO);
}

static char
decimal_point (void)
{
  const char *d = localeconv ()->decimal_point;

  return d && d[0] && !d[1] ? d[0] : '.';
}

static char *
format_value (int value, int denominator)
{
  char buf[32];

  ab_tournament_format_value (value, denominator, decimal_point (), buf, sizeof buf);
  return g_strdup (buf);
}

static char *
date_text (AbDate date)
{
  if (date.year == 0)
    return g_strdup ("");
  return g_strdup_printf ("%04d/%02d/%02d", date.year, date.month, date.day);
}

void
_ab_tournament_window_update_title (AbTournamentWindow *self)
{
  const char *name;
  g_autofree char *base = NULL, *title = NULL, *subtitle = NULL;

  if (self->tournament == NULL)
    {
      gtk_window_set_title (GTK_WINDOW (self), _("Club Championship"));
      adw_window_title_set_subtitle (self->window_title, "");
      return;
    }
  name = ab_tournament_get_info (self->tournament)->name;
  base = self->file ? g_file_get_basename (self->file) : g_strdup ("");
  /* TRANSLATORS: the window title: "Club Championship: Clubkampioenschap 2014-2015" */
  title = name[0] ? g_strdup_printf (_("Club Championship: %s"), name)
                  : g_strdup (_("Club Championship"));
  /* TRANSLATORS: the subtitle: a file name and that it has unsaved results */
  subtitle = self->dirty ? g_strdup_printf (_("%s, unsaved results"), base) : g_strdup (base);
  gtk_window_set_title (GTK_WINDOW (self), title);
  adw_window_title_set_title (self->window_title, name[0] ? name : _("Club Championship"));
  adw_window_title_set_subtitle (self->window_title, subtitle);
}

/* ---- the standings ---- */

static void
set_columns (AbTournamentWindow *self)
{
  AbExportLabels l;
  static const gboolean right[N_COLUMNS] = { TRUE, FALSE, TRUE, TRUE, TRUE, TRUE,
                                             TRUE, TRUE,  TRUE, TRUE, FALSE };

  ab_describe_export_labels (&l, "");
  {
    const char *const headers[N_COLUMNS + 1] = {
      l.rank, l.name, l.points, l.games, l.sb, l.mutual, l.kashdan, l.rating, l.black_played,
      l.black_calendar, l.decided_by, NULL,
    };
    const char *const spoken[N_COLUMNS + 1] = {
      l.rank, l.name, l.points, l.games, ab_describe_tiebreak (AB_TIEBREAK_SB),
      ab_describe_tiebreak (AB_TIEBREAK_MUTUAL), l.kashdan, l.rating, l.black_played,
      l.black_calendar, l.decided_by, NULL,
    };

    ab_tournament_table_set_columns (self->standings, headers, spoken, right, COL_NAME);
  }
}

static void
set_number (AbTournamentWindow *self, guint row, guint column, int value)
{
  g_autofree char *text = g_strdup_printf ("%d", value);

  ab_tournament_table_set_cell (self->standings, row, column, text, NULL);
}

static void
fill_standing (AbTournamentWindow *self, guint row, const AbStanding *s)
{
  const AbPlayer *player = ab_tournament_get_player (self->tournament, s->player);
  char line[AB_DESCRIBE_MAX];
  g_autofree char *rank = NULL, *points = NULL, *sb = NULL, *mutual = NULL, *name = NULL;

  rank = s->decided_by == AB_TIEBREAK_LOTS ? g_strdup_printf ("%d=", s->rank)
                                           : g_strdup_printf ("%d", s->rank);
  points = format_value (s->points2, 2);
  sb = format_value (s->sb4, 4);
  mutual = s->has_mutual ? format_value (s->mutual2, 2) : g_strdup ("");
  ab_tournament_table_set_cell (self->standings, row, COL_RANK, rank, NULL);
  ab_tournament_table_set_cell (self->standings, row, COL_NAME, player->name, NULL);
  ab_tournament_table_set_cell (self->standings, row, COL_POINTS, points, NULL);
  set_number (self, row, COL_GAMES, s->games);
  ab_tournament_table_set_cell (self->standings, row, COL_SB, sb, NULL);
  ab_tournament_table_set_cell (self->standings, row, COL_MUTUAL, mutual,
                                s->has_mutual ? NULL : _("not needed"));
  set_number (self, row, COL_KASHDAN, s->kashdan);
  if (s->rating > 0)
    set_number (self, row, COL_RATING, s->rating);
  else
    ab_tournament_table_set_cell (self->standings, row, COL_RATING, "", _("none"));
  set_number (self, row, COL_BLACK_PLAYED, s->black_played);
  set_number (self, row, COL_BLACK_CALENDAR, s->black_calendar);
  ab_tournament_table_set_cell (self->standings, row, COL_DECIDED_BY,
                                ab_describe_tiebreak (s->decided_by), NULL);
  ab_describe_standing (s, line, sizeof line);
  /* TRANSLATORS: a row of the standings as it is spoken: the player's name, his line */
  name = g_strdup_printf (_("%s: %s"), player->name, line);
  ab_tournament_table_set_row_name (self->standings, row, name);
}

/* A player who withdrew before half his games is not ranked (art. 11). */
static void
fill_removed (AbTournamentWindow *self, guint row, int player)
{
  AbExportLabels l;
  const char *name = ab_tournament_get_player (self->tournament, player)->name;
  g_autofree char *line = NULL;

  ab_describe_export_labels (&l, "");
  for (guint c = 0; c < N_COLUMNS; c++)
    ab_tournament_table_set_cell (self->standings, row, c, "", _("none"));
  ab_tournament_table_set_cell (self->standings, row, COL_NAME, name, NULL);
  ab_tournament_table_set_cell (self->standings, row, COL_DECIDED_BY, l.withdrawn, NULL);
  line = g_strdup_printf (_("%s: %s"), name, l.withdrawn);
  ab_tournament_table_set_row_name (self->standings, row, line);
}

static void
fill_standings (AbTournamentWindow *self)
{
  AbStandings st;
  char group[64];
  g_autofree char *heading = NULL;

  if (!ab_tournament_standings (self->tournament, self->group, self->round, &st))
    {
      ab_tournament_table_set_n_rows (self->standings, 0);
      return;
    }
  ab_describe_group (self->group, group, sizeof group);
  /* TRANSLATORS: the heading of the standings; the underlined letter focuses the table */
  heading = g_strdup_printf (_("S_tandings of %s after round %d"), group, st.upto_round);
  gtk_label_set_text_with_mnemonic (self->standings_heading, heading);
  ab_tournament_table_set_n_rows (self->standings, (guint) (st.n + st.n_removed));
  for (int i = 0; i < st.n; i++)
    fill_standing (self, (guint) i, &st.rows[i]);
  for (int i = 0; i < st.n_removed; i++)
    fill_removed (self, (guint) (st.n + i), st.removed[i]);
}

/* ---- group and evening ---- */

static char *
round_title (AbTournamentWindow *self, int round)
{
  g_autofree char *date = date_text (ab_tournament_get_evening (self->tournament, round));
  gboolean second_half = ab_tournament_round_begins_second_half (self->tournament, self->group,
                                                                 round);

  if (date[0] == '\0')
    return second_half ? g_strdup_printf (_("Round %d (second half)"), round)
                       : g_strdup_printf (_("Round %d"), round);
  return second_half ? g_strdup_printf (_("Round %d (second half), %s"), round, date)
                     : g_strdup_printf (_("Round %d, %s"), round, date);
}

/* GTK 4.8's GtkDropDown gives the keyboard focus to an inner toggle button that has no
 * accessible name: name it after the label and the choice, "Group: Group 2 (4 players)". */
static void
name_dropdown (GtkDropDown *dropdown, const char *label)
{
  GtkWidget *button = gtk_widget_get_first_child (GTK_WIDGET (dropdown));
  GListModel *model = gtk_drop_down_get_model (dropdown);
  guint selected = gtk_drop_down_get_selected (dropdown);
  g_autofree char *name = NULL;

  if (!GTK_IS_TOGGLE_BUTTON (button) || !GTK_IS_STRING_LIST (model)
      || selected >= g_list_model_get_n_items (model))
    return;
  /* TRANSLATORS: a drop-down as it is spoken: its label, what is chosen */
  name = g_strdup_printf (_("%s: %s"), label,
                          gtk_string_list_get_string (GTK_STRING_LIST (model), selected));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
}

static void
name_dropdowns (AbTournamentWindow *self)
{
  name_dropdown (self->group_dropdown, _("Group"));
  name_dropdown (self->round_dropdown, _("Evening"));
}

static void
fill_rounds (AbTournamentWindow *self)
{
  int n = ab_tournament_n_rounds (self->tournament, self->group);
  g_autoptr (GtkStringList) list = gtk_string_list_new (NULL);

  for (int r = 1; r <= n; r++)
    {
      g_autofree char *title = round_title (self, r);

      gtk_string_list_append (list, title);
    }
  self->filling = TRUE;
  gtk_drop_down_set_model (self->round_dropdown, G_LIST_MODEL (list));
  gtk_drop_down_set_selected (self->round_dropdown, (guint) (self->round - 1));
  self->filling = FALSE;
}

static void
fill_groups (AbTournamentWindow *self)
{
  g_autoptr (GtkStringList) list = gtk_string_list_new (NULL);

  for (int g = 0; g < ab_tournament_n_groups (self->tournament); g++)
    {
      char group[64];
      g_autofree char *item = NULL;
      int size = ab_tournament_group_size (self->tournament, g);

      ab_describe_group (g, group, sizeof group);
      /* TRANSLATORS: "Group 1 (4 players)" */
      item = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s (%d player)", "%s (%d players)",
                                           (gulong) size),
                              group, size);
      gtk_string_list_append (list, item);
    }
  self->filling = TRUE;
  gtk_drop_down_set_model (self->group_dropdown, G_LIST_MODEL (list));
  gtk_drop_down_set_selected (self->group_dropdown, (guint) self->group);
  self->filling = FALSE;
}

/* Shows the pairings and standings of self->group and self->round. */
static void
show_evening (AbTournamentWindow *self)
{
  g_autofree char *title = round_title (self, self->round);
  g_autofree char *heading = NULL;

  /* TRANSLATORS: the heading of an evening's pairings; the underlined letter focuses them */
  heading = g_strdup_printf (_("_Pairings of %s"), title);
  gtk_label_set_text_with_mnemonic (self->pairings_heading, heading);
  ab_tournament_pairings_set_label (self->pairings, gtk_label_get_text (self->pairings_heading));
  ab_tournament_pairings_show (self->pairings, self->tournament, self->group, self->round);
  fill_standings (self);
}

static char *
evening_summary (AbTournamentWindow *self)
{
  g_autofree char *title = round_title (self, self->round);
  char group[64];
  int done, games = ab_tournament_round_results (self->tournament, self->group, self->round,
                                                 &done);

  ab_describe_group (self->group, group, sizeof group);
  /* TRANSLATORS: "Group 1, Round 4, 2014/10/17: 1 of 2 results entered." */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s, %s: %d of %d result entered.",
                                       "%s, %s: %d of %d results entered.", (gulong) games),
                          group, title, done, games);
}

static void
go_to (AbTournamentWindow *self, int group, int round)
{
  g_autofree char *summary = NULL;
  gboolean new_group = group != self->group;

  self->group = group;
  self->round = CLAMP (round, 1, ab_tournament_n_rounds (self->tournament, group));
  if (new_group)
    fill_rounds (self);
  else
    {
      self->filling = TRUE;
      gtk_drop_down_set_selected (self->round_dropdown, (guint) (self->round - 1));
      self->filling = FALSE;
    }
  show_evening (self);
  name_dropdowns (self);
  summary = evening_summary (self);
  _ab_tournament_window_say (self, summary, FALSE);
}

static void
group_selected_cb (AbTournamentWindow *self)
{
  guint group = gtk_drop_down_get_selected (self->group_dropdown);

  if (self->filling || self->tournament == NULL || group == GTK_INVALID_LIST_POSITION
      || (int) group == self->group)
    return;
  go_to (self, (int) group, ab_tournament_first_open_round (self->tournament, (int) group));
}

static void
round_selected_cb (AbTournamentWindow *self)
{
  guint round = gtk_drop_down_get_selected (self->round_dropdown);

  if (self->filling || self->tournament == NULL || round == GTK_INVALID_LIST_POSITION
      || (int) round + 1 == self->round)
    return;
  go_to (self, self->group, (int) round + 1);
}

static void
update_actions (AbTournamentWindow *self)
{
  gboolean open = self->tournament != NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "tournament.save", open);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "tournament.save-as", open);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "tournament.export", open);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "tournament.next-round", open);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "tournament.previous-round", open);
}

void
_ab_tournament_window_set_tournament (AbTournamentWindow *self, AbTournament *tournament,
                                      GFile *file)
{
  const AbTournamentInfo *info = ab_tournament_get_info (tournament);
  g_autofree char *opened = NULL, *summary = NULL;

  /* The pairings borrow the tournament: let go of the old one first. */
  ab_tournament_pairings_show (self->pairings, NULL, -1, 0);
  g_clear_pointer (&self->tournament, ab_tournament_free);
  g_clear_object (&self->file);
  self->tournament = tournament;
  self->file = file;
  self->dirty = FALSE;
  self->group = 0;
  self->round = ab_tournament_first_open_round (tournament, 0);
  fill_groups (self);
  fill_rounds (self);
  show_evening (self);
  name_dropdowns (self);
  _ab_tournament_window_update_title (self);
  update_actions (self);
  gtk_stack_set_visible_child_name (self->stack, "championship");
  if (!gtk_widget_grab_focus (GTK_WIDGET (self->pairings)))
    gtk_widget_grab_focus (GTK_WIDGET (self->group_dropdown));

  summary = evening_summary (self);
  /* TRANSLATORS: said on opening: the championship's name, groups, players, the evening */
  opened = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Opened %s: %d group, %d players. %s",
                                         "Opened %s: %d groups, %d players. %s",
                                         (gulong) ab_tournament_n_groups (tournament)),
                            info->name[0] ? info->name : _("the championship"),
                            ab_tournament_n_groups (tournament),
                            ab_tournament_n_players (tournament), summary);
  _ab_tournament_window_say (self, opened, FALSE);
}

static void
pairings_changed_cb (AbTournamentWindow *self)
{
  fill_standings (self);
  if (!self->dirty)
    {
      self->dirty = TRUE;
      _ab_tournament_window_update_title (self);
    }
}

static void
pairings_announce_cb (AbTournamentPairings *pairings, const char *text, gboolean error,
                      AbTournamentWindow *self)
{
  _ab_tournament_window_say (self, text, error);
}

static void
standings_row_activated_cb (AbTournamentTable *table, guint row, AbTournamentWindow *self)
{
  const char *line = ab_tournament_table_get_row_name (table, row);

  if (line != NULL)
    _ab_tournament_window_say (self, line, FALSE);
}

/* ---- actions ---- */

static void
speak_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbTournamentWindow *self = AB_TOURNAMENT_WINDOW (widget);
  g_autofree char *line = NULL;

  if (self->tournament == NULL)
    line = g_strdup (_("No championship is open. Ctrl+O opens a TRF file."));
  else if (ab_tournament_table_has_focus (self->standings)
           && ab_tournament_table_get_n_rows (self->standings) > 0)
    line = g_strdup (ab_tournament_table_get_row_name (
      self->standings, ab_tournament_table_get_cursor (self->standings)));
  else if (ab_tournament_pairings_has_focus (self->pairings))
    line = ab_tournament_pairings_describe_cursor (self->pairings);
  if (line == NULL)
    line = evening_summary (self);
  _ab_tournament_window_say (self, line, FALSE);
}

/* A short list of this window's keys, as the player's window has on Alt+H. */
static void
keys_action (GtkWidget *widget, const char *action, GVariant *param)
{
  _ab_tournament_window_say (AB_TOURNAMENT_WINDOW (widget),
                             _("Keys: Control O opens a championship, Control S saves it. "
                              "Control Page Down and Page Up go to the next and the previous "
                              "evening. On a pairing: 1 White wins, equals a draw, 0 Black "
                              "wins, plus or minus a win by forfeit, D both absent, P "
                              "postponed, Delete no result. Alt S speaks the focused line, Alt "
                              "R repeats, Control E exports the standings, Control W closes "
                              "the window."),
                             FALSE);
}

static void
repeat_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbTournamentWindow *self = AB_TOURNAMENT_WINDOW (widget);

  ab_announcer_repeat (self->announcer);
}

static void
step_round (AbTournamentWindow *self, int step)
{
  int to = self->round + step;

  if (to < 1 || to > ab_tournament_n_rounds (self->tournament, self->group))
    {
      gtk_widget_error_bell (GTK_WIDGET (self));
      _ab_tournament_window_say (self, step > 0 ? _("This is the last evening.")
                                               : _("This is the first evening."),
                                 TRUE);
      return;
    }
  go_to (self, self->group, to);
}

static void
next_round_action (GtkWidget *widget, const char *action, GVariant *param)
{
  step_round (AB_TOURNAMENT_WINDOW (widget), 1);
}

static void
previous_round_action (GtkWidget *widget, const char *action, GVariant *param)
{
  step_round (AB_TOURNAMENT_WINDOW (widget), -1);
}

static void
open_action (GtkWidget *widget, const char *action, GVariant *param)
{
  _ab_tournament_window_confirm (AB_TOURNAMENT_WINDOW (widget), AB_PENDING_CHOOSE_FILE, NULL);
}

static void
save_action (GtkWidget *widget, const char *action, GVariant *param)
{
  _ab_tournament_window_save_to (AB_TOURNAMENT_WINDOW (widget), NULL);
}

static void
save_as_action (GtkWidget *widget, const char *action, GVariant *param)
{
  _ab_tournament_window_choose_save (AB_TOURNAMENT_WINDOW (widget));
}

static void
export_action (GtkWidget *widget, const char *action, GVariant *param)
{
  _ab_tournament_window_choose_export (AB_TOURNAMENT_WINDOW (widget),
                                       g_variant_get_string (param, NULL));
}

static gboolean
close_request (GtkWindow *window)
{
  AbTournamentWindow *self = AB_TOURNAMENT_WINDOW (window);

  if (!self->dirty)
    return FALSE;
  _ab_tournament_window_confirm (self, AB_PENDING_CLOSE, NULL);
  return TRUE;
}

static void
ab_tournament_window_dispose (GObject *object)
{
  AbTournamentWindow *self = AB_TOURNAMENT_WINDOW (object);

  if (self->pairings != NULL)
    ab_tournament_pairings_show (self->pairings, NULL, -1, 0);
  if (self->chooser != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->chooser, self);
      gtk_native_dialog_destroy (self->chooser);
    }
  g_clear_object (&self->chooser);
  g_clear_pointer (&self->tournament, ab_tournament_free);
  g_clear_object (&self->file);
  g_clear_object (&self->pending_file);
  g_clear_object (&self->announcer);

  G_OBJECT_CLASS (ab_tournament_window_parent_class)->dispose (object);
}

static void
ab_tournament_window_class_init (AbTournamentWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = ab_tournament_window_dispose;
  window_class->close_request = close_request;

  g_type_ensure (AB_TYPE_TOURNAMENT_PAIRINGS);
  g_type_ensure (AB_TYPE_TOURNAMENT_TABLE);
  gtk_widget_class_set_template_from_resource (
    widget_class, "/org/annabella/Annabella/ui/ab-tournament-window.ui");
  gtk_widget_class_bind_template_child (widget_class, AbTournamentWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, AbTournamentWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, AbTournamentWindow, open_button);
  gtk_widget_class_bind_template_child (widget_class, AbTournamentWindow, group_dropdown);
  gtk_widget_class_bind_template_child (widget_class, AbTournamentWindow, round_dropdown);
  gtk_widget_class_bind_template_child (widget_class, AbTournamentWindow, pairings_heading);
  gtk_widget_class_bind_template_child (widget_class, AbTournamentWindow, pairings);
  gtk_widget_class_bind_template_child (widget_class, AbTournamentWindow, standings_heading);
  gtk_widget_class_bind_template_child (widget_class, AbTournamentWindow, standings);
  gtk_widget_class_bind_template_child (widget_class, AbTournamentWindow, status_label);

  gtk_widget_class_install_action (widget_class, "tournament.open", NULL, open_action);
  gtk_widget_class_install_action (widget_class, "tournament.save", NULL, save_action);
  gtk_widget_class_install_action (widget_class, "tournament.save-as", NULL, save_as_action);
  gtk_widget_class_install_action (widget_class, "tournament.export", "s", export_action);
  gtk_widget_class_install_action (widget_class, "tournament.speak", NULL, speak_action);
  gtk_widget_class_install_action (widget_class, "tournament.repeat", NULL, repeat_action);
  gtk_widget_class_install_action (widget_class, "tournament.keys", NULL, keys_action);
  gtk_widget_class_install_action (widget_class, "tournament.next-round", NULL,
                                   next_round_action);
  gtk_widget_class_install_action (widget_class, "tournament.previous-round", NULL,
                                   previous_round_action);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_o, GDK_CONTROL_MASK,
                                       "tournament.open", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK,
                                       "tournament.save", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "tournament.save-as",
                                       NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK,
                                       "tournament.export", "s", "csv");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e,
                                       GDK_CONTROL_MASK | GDK_SHIFT_MASK, "tournament.export",
                                       "s", "html");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK,
                                       "window.close", NULL);
}

/* Keys that work wherever the focus is: caught before the focused widget sees them, as the
 * scrolled windows take Ctrl+Page Up and Down for themselves. */
static void
add_capture_shortcuts (AbTournamentWindow *self)
{
  static const struct
  {
    guint keyval;
    GdkModifierType modifiers;
    const char *action;
  } keys[] = {
    { GDK_KEY_s, GDK_ALT_MASK, "tournament.speak" },
    { GDK_KEY_r, GDK_ALT_MASK, "tournament.repeat" },
    { GDK_KEY_h, GDK_ALT_MASK, "tournament.keys" },
    { GDK_KEY_Page_Down, GDK_CONTROL_MASK, "tournament.next-round" },
    { GDK_KEY_Page_Up, GDK_CONTROL_MASK, "tournament.previous-round" },
  };
  GtkEventController *controller = gtk_shortcut_controller_new ();

  gtk_event_controller_set_propagation_phase (controller, GTK_PHASE_CAPTURE);
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    gtk_shortcut_controller_add_shortcut (
      GTK_SHORTCUT_CONTROLLER (controller),
      gtk_shortcut_new (gtk_keyval_trigger_new (keys[i].keyval, keys[i].modifiers),
                        gtk_named_action_new (keys[i].action)));
  gtk_widget_add_controller (GTK_WIDGET (self), controller);
}

static void
ab_tournament_window_init (AbTournamentWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  add_capture_shortcuts (self);
  set_columns (self);
  g_signal_connect_swapped (self->group_dropdown, "notify::selected",
                            G_CALLBACK (group_selected_cb), self);
  g_signal_connect_swapped (self->round_dropdown, "notify::selected",
                            G_CALLBACK (round_selected_cb), self);
  g_signal_connect_swapped (self->pairings, "changed", G_CALLBACK (pairings_changed_cb), self);
  g_signal_connect (self->pairings, "announce", G_CALLBACK (pairings_announce_cb), self);
  g_signal_connect (self->standings, "row-activated", G_CALLBACK (standings_row_activated_cb),
                    self);
  self->group = -1;
  update_actions (self);
  _ab_tournament_window_update_title (self);
}

AbTournamentWindow *
ab_tournament_window_new (GtkApplication *application, AbAnnouncer *announcer)
{
  AbTournamentWindow *self;

  g_return_val_if_fail (GTK_IS_APPLICATION (application), NULL);
  g_return_val_if_fail (G_IS_OBJECT (announcer), NULL);

  self = g_object_new (AB_TYPE_TOURNAMENT_WINDOW, "application", application, NULL);
  self->announcer = g_object_ref (announcer);
  gtk_widget_grab_focus (self->open_button);
  return self;
}

void
ab_tournament_window_open (AbTournamentWindow *self, GFile *file)
{
  g_return_if_fail (AB_IS_TOURNAMENT_WINDOW (self));
  g_return_if_fail (G_IS_FILE (file));

  _ab_tournament_window_confirm (self, AB_PENDING_OPEN_FILE, file);
}

AbTournamentWindow *
ab_tournament_window_show (GtkApplication *application, AbAnnouncer *announcer,
                           GtkWindow *parent, const char *uri)
{
  AbTournamentWindow *self = NULL;

  g_return_val_if_fail (GTK_IS_APPLICATION (application), NULL);

  for (GList *l = gtk_application_get_windows (application); l != NULL; l = l->next)
    if (AB_IS_TOURNAMENT_WINDOW (l->data))
      self = l->data;
  if (self == NULL)
    {
      self = ab_tournament_window_new (application, announcer);
      gtk_window_set_transient_for (GTK_WINDOW (self), parent);
    }
  gtk_window_present (GTK_WINDOW (self));
  if (uri != NULL && uri[0] != '\0')
    {
      g_autoptr (GFile) file = g_file_new_for_uri (uri);

      ab_tournament_window_open (self, file);
    }
  return self;
}
