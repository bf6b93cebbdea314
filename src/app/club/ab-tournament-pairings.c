/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tournament-pairings.c — the list of an evening's pairings and the result keys. */
#include "config.h"

#include "ab-tournament-pairings.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "ab-describe-tournament.h"
#include "ab-describe.h"
#include "ab-tournament-evening.h"

/* A pseudo result for the menu: the postponement dialog. */
#define POSTPONE_CHOICE (-1)

struct _AbTournamentPairings
{
  GtkWidget parent_instance;

  GtkWidget *list;    /* GtkListBox */
  GtkWidget *menu;    /* GtkPopoverMenu */
  GPtrArray *rows;    /* GtkListBoxRow, in list order */
  GArray *games;      /* int per row: the game index, or -1 for the free player's row */
  GPtrArray *groups;  /* GtkSizeGroup per column of the rows */
  AbTournament *tournament; /* borrowed */
  int group, round;
  guint cursor;
};

G_DEFINE_FINAL_TYPE (AbTournamentPairings, ab_tournament_pairings, GTK_TYPE_WIDGET)

enum
{
  CHANGED,
  ANNOUNCE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum
{
  COL_BOARD,
  COL_WHITE,
  COL_DASH,
  COL_BLACK,
  COL_RESULT,
  COL_NOTE,
  N_COLUMNS
};

const char *
ab_tournament_pairings_result_words (AbTournamentResult result)
{
  switch (result)
    {
    case AB_TOURNAMENT_RESULT_WHITE_WINS: return _("White wins");
    case AB_TOURNAMENT_RESULT_DRAW: return _("draw");
    case AB_TOURNAMENT_RESULT_BLACK_WINS: return _("Black wins");
    case AB_TOURNAMENT_RESULT_WHITE_FORFEIT: return _("White wins by forfeit");
    case AB_TOURNAMENT_RESULT_BLACK_FORFEIT: return _("Black wins by forfeit");
    case AB_TOURNAMENT_RESULT_DOUBLE_FORFEIT: return _("both absent, no points");
    case AB_TOURNAMENT_RESULT_NONE:
    default: return _("no result yet");
    }
}

static void
announce (AbTournamentPairings *self, const char *text, gboolean error)
{
  g_signal_emit (self, signals[ANNOUNCE], 0, text, error);
}

static const char *
player_name (AbTournamentPairings *self, int player)
{
  return ab_tournament_get_player (self->tournament, player)->name;
}

static int
game_at (AbTournamentPairings *self, guint row)
{
  return row < self->games->len ? g_array_index (self->games, int, row) : -1;
}

/* What the calendar says beyond the result: a withdrawal (art. 11), a postponement and its
 * deadline (art. 12). */
static char *
note_text (const AbTournamentGameStatus *status)
{
  const char *who;

  switch (status->note)
    {
    case AB_TOURNAMENT_NOTE_VOID:
      return g_strdup (_("void: a player withdrew before half his games (art. 11)"));
    case AB_TOURNAMENT_NOTE_WITHDRAWAL:
      return g_strdup (_("lost by forfeit: the player withdrew (art. 11)"));
    case AB_TOURNAMENT_NOTE_POSTPONED:
      break;
    case AB_TOURNAMENT_NOTE_NONE:
    default:
      return g_strdup ("");
    }
  who = status->postponed_by == 3 ? _("postponed by both players")
        : status->postponed_by & (1u << AB_WHITE) ? _("postponed by White")
                                                  : _("postponed by Black");
  if (status->deadline.year == 0)
    return g_strdup (who);
  /* TRANSLATORS: "postponed by White, to be played before 2015/05/29" */
  return g_strdup_printf (_("%s, to be played before %04d/%02d/%02d"), who,
                          status->deadline.year, status->deadline.month, status->deadline.day);
}

static char *
row_line (AbTournamentPairings *self, guint row)
{
  int game = game_at (self, row), bye;
  const AbTournamentGame *g;
  AbTournamentGameStatus status;
  g_autofree char *note = NULL;

  if (game < 0)
    {
      bye = ab_tournament_bye (self->tournament, self->group, self->round);
      return g_strdup_printf (_("Free this evening: %s"), bye >= 0 ? player_name (self, bye) : "");
    }
  g = ab_tournament_get_game (self->tournament, self->group, game);
  ab_tournament_game_status (self->tournament, self->group, game, &status);
  note = note_text (&status);
  /* TRANSLATORS: board, White's name, Black's name, the result in words, a note or "" */
  return g_strdup_printf (_("Board %d, %s with White against %s: %s%s%s"), g->board,
                          player_name (self, g->white), player_name (self, g->black),
                          ab_tournament_pairings_result_words (status.result),
                          note[0] ? "; " : "", note);
}

static GtkWidget *
cell (GtkWidget *row, guint n)
{
  GtkWidget *box = gtk_list_box_row_get_child (GTK_LIST_BOX_ROW (row));
  GtkWidget *child = gtk_widget_get_first_child (box);

  while (child != NULL && n-- > 0)
    child = gtk_widget_get_next_sibling (child);
  return child;
}

static void
update_row (AbTournamentPairings *self, guint row)
{
  GtkWidget *widget = g_ptr_array_index (self->rows, row);
  int game = game_at (self, row);
  g_autofree char *line = row_line (self, row);

  gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, line,
                                  -1);
  if (game < 0)
    {
      gtk_label_set_text (GTK_LABEL (cell (widget, COL_WHITE)), line);
      gtk_label_set_text (GTK_LABEL (cell (widget, COL_DASH)), "");
      return;
    }
  {
    const AbTournamentGame *g = ab_tournament_get_game (self->tournament, self->group, game);
    g_autofree char *board = g_strdup_printf ("%d", g->board);
    g_autofree char *note = NULL;
    AbTournamentGameStatus status;

    ab_tournament_game_status (self->tournament, self->group, game, &status);
    note = note_text (&status);
    gtk_label_set_text (GTK_LABEL (cell (widget, COL_BOARD)), board);
    gtk_label_set_text (GTK_LABEL (cell (widget, COL_WHITE)), player_name (self, g->white));
    gtk_label_set_text (GTK_LABEL (cell (widget, COL_BLACK)), player_name (self, g->black));
    gtk_label_set_text (GTK_LABEL (cell (widget, COL_RESULT)),
                        ab_describe_tournament_result (status.result));
    gtk_label_set_text (GTK_LABEL (cell (widget, COL_NOTE)), note);
  }
}

static int
row_index (AbTournamentPairings *self, GtkWidget *row)
{
  for (guint i = 0; i < self->rows->len; i++)
    if (g_ptr_array_index (self->rows, i) == row)
      return (int) i;
  return -1;
}

/* The cursor follows the focus, so that it is the row to come back to. */
static void
row_focus_enter_cb (GtkEventControllerFocus *controller, AbTournamentPairings *self)
{
  int i = row_index (self, gtk_event_controller_get_widget (GTK_EVENT_CONTROLLER (controller)));

  if (i >= 0)
    self->cursor = (guint) i;
}

static GtkWidget *
new_row (AbTournamentPairings *self)
{
  GtkWidget *row = gtk_list_box_row_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
  GtkEventController *focus = gtk_event_controller_focus_new ();

  g_signal_connect (focus, "enter", G_CALLBACK (row_focus_enter_cb), self);
  gtk_widget_add_controller (row, focus);

  gtk_widget_set_margin_top (box, 6);
  gtk_widget_set_margin_bottom (box, 6);
  gtk_widget_set_margin_start (box, 8);
  gtk_widget_set_margin_end (box, 8);
  for (guint c = 0; c < N_COLUMNS; c++)
    {
      GtkWidget *label = gtk_label_new (NULL);

      gtk_label_set_xalign (GTK_LABEL (label), c == COL_BOARD ? 1.0f : 0.0f);
      if (c == COL_DASH)
        gtk_label_set_text (GTK_LABEL (label), "–");
      if (c == COL_NOTE)
        gtk_widget_add_css_class (label, "dim-label");
      else
        gtk_size_group_add_widget (g_ptr_array_index (self->groups, c), label);
      /* The row carries the whole line: its parts would only repeat it. */
      gtk_accessible_update_state (GTK_ACCESSIBLE (label), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      gtk_box_append (GTK_BOX (box), label);
    }
  gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), box);
  return row;
}

static void
clear_rows (AbTournamentPairings *self)
{
  for (guint i = 0; i < self->rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (self->rows, i);

      for (guint c = 0; c < N_COLUMNS; c++)
        if (c != COL_NOTE)
          gtk_size_group_remove_widget (g_ptr_array_index (self->groups, c), cell (row, c));
      gtk_list_box_remove (GTK_LIST_BOX (self->list), row);
    }
  g_ptr_array_set_size (self->rows, 0);
  g_array_set_size (self->games, 0);
}

gboolean
ab_tournament_pairings_has_focus (AbTournamentPairings *self)
{
  g_return_val_if_fail (AB_IS_TOURNAMENT_PAIRINGS (self), FALSE);

  return gtk_widget_get_focus_child (self->list) != NULL;
}

static void
focus_cursor (AbTournamentPairings *self)
{
  if (self->rows->len > 0)
    gtk_widget_grab_focus (g_ptr_array_index (self->rows, MIN (self->cursor,
                                                                 self->rows->len - 1)));
}

void
ab_tournament_pairings_show (AbTournamentPairings *self, AbTournament *tournament, int group,
                             int round)
{
  gboolean had_focus;

  g_return_if_fail (AB_IS_TOURNAMENT_PAIRINGS (self));

  had_focus = ab_tournament_pairings_has_focus (self);
  /* Another evening starts at its first board. */
  if (self->tournament != tournament || self->group != group || self->round != round)
    self->cursor = 0;
  /* Moving the focus off a row that goes away would drop it to the window. */
  if (had_focus)
    gtk_widget_grab_focus (self->list);
  clear_rows (self);
  self->tournament = tournament;
  self->group = group;
  self->round = round;
  if (tournament == NULL || group < 0 || group >= ab_tournament_n_groups (tournament))
    return;
  {
    int games[AB_TOURNAMENT_MAX_ROUND_GAMES];
    int n = ab_tournament_round_games (tournament, group, round, games,
                                       AB_TOURNAMENT_MAX_ROUND_GAMES);

    g_array_append_vals (self->games, games, (guint) MIN (n, AB_TOURNAMENT_MAX_ROUND_GAMES));
  }
  if (ab_tournament_bye (tournament, group, round) >= 0)
    {
      int none = -1;

      g_array_append_val (self->games, none);
    }
  for (guint r = 0; r < self->games->len; r++)
    {
      GtkWidget *row = new_row (self);

      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), game_at (self, r) >= 0);
      g_ptr_array_add (self->rows, row);
      gtk_list_box_append (GTK_LIST_BOX (self->list), row);
      update_row (self, r);
    }
  if (had_focus)
    focus_cursor (self);
}

void
ab_tournament_pairings_set_label (AbTournamentPairings *self, const char *label)
{
  g_return_if_fail (AB_IS_TOURNAMENT_PAIRINGS (self));
  g_return_if_fail (label != NULL);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self->list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  label, -1);
}

void
ab_tournament_pairings_refresh (AbTournamentPairings *self)
{
  g_return_if_fail (AB_IS_TOURNAMENT_PAIRINGS (self));

  for (guint r = 0; r < self->rows->len; r++)
    update_row (self, r);
}

char *
ab_tournament_pairings_describe_cursor (AbTournamentPairings *self)
{
  g_return_val_if_fail (AB_IS_TOURNAMENT_PAIRINGS (self), NULL);

  if (self->rows->len == 0)
    return NULL;
  return row_line (self, MIN (self->cursor, self->rows->len - 1));
}

static void
say_error (AbTournamentPairings *self, const AbTournamentError *error)
{
  char reason[AB_DESCRIBE_MAX];

  ab_describe_tournament_error (error, reason, sizeof reason);
  announce (self, reason, TRUE);
}

/* The game of the cursor row, or -1 after saying why there is none. */
static int
cursor_game (AbTournamentPairings *self)
{
  int game = game_at (self, self->cursor);

  if (self->tournament == NULL || self->rows->len == 0)
    return -1;
  if (game < 0)
    announce (self, _("This player is free this evening: there is no game."), TRUE);
  return game;
}

static void
after_change (AbTournamentPairings *self)
{
  g_autofree char *line = NULL;

  update_row (self, self->cursor);
  line = row_line (self, self->cursor);
  g_signal_emit (self, signals[CHANGED], 0);
  announce (self, line, FALSE);
}

gboolean
ab_tournament_pairings_enter (AbTournamentPairings *self, AbTournamentResult result)
{
  AbTournamentError error;
  int game;

  g_return_val_if_fail (AB_IS_TOURNAMENT_PAIRINGS (self), FALSE);

  game = cursor_game (self);
  if (game < 0)
    return FALSE;
  if (!ab_tournament_set_result (self->tournament, self->group, game, result, false, &error))
    {
      say_error (self, &error);
      return FALSE;
    }
  after_change (self);
  return TRUE;
}

static void
postpone_response_cb (AdwMessageDialog *dialog, const char *response, AbTournamentPairings *self)
{
  AbTournamentError error;
  AbDate no_date = { 0, 0, 0 };
  int game = game_at (self, self->cursor);
  AbColor by;

  if (g_str_equal (response, "white"))
    by = AB_WHITE;
  else if (g_str_equal (response, "black"))
    by = AB_BLACK;
  else
    return;
  if (self->tournament == NULL || game < 0)
    return;
  if (!ab_tournament_postpone (self->tournament, self->group, game, by, no_date, FALSE, &error))
    {
      say_error (self, &error);
      return;
    }
  after_change (self);
}

/* Art. 12 counts postponements per player: ask which of the two asked for it. */
static void
ask_postpone (AbTournamentPairings *self)
{
  int game = cursor_game (self);
  const AbTournamentGame *g;
  GtkWidget *dialog;
  g_autofree char *white = NULL, *black = NULL;

  if (game < 0)
    return;
  g = ab_tournament_get_game (self->tournament, self->group, game);
  white = g_strdup_printf (_("_White: %s"), player_name (self, g->white));
  black = g_strdup_printf (_("_Black: %s"), player_name (self, g->black));
  dialog = adw_message_dialog_new (GTK_WINDOW (gtk_widget_get_root (GTK_WIDGET (self))),
                                   _("Who Postponed the Game?"),
                                   _("Each player may postpone a game once; the game must be "
                                     "played before the deadline of art. 12."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "white",
                                    white, "black", black, NULL);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "white");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (postpone_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller, guint keyval, guint keycode,
                GdkModifierType state, AbTournamentPairings *self)
{
  if (!ab_tournament_pairings_has_focus (self)
      || (state & (GDK_CONTROL_MASK | GDK_ALT_MASK)) != 0)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_1:
    case GDK_KEY_KP_1:
      ab_tournament_pairings_enter (self, AB_TOURNAMENT_RESULT_WHITE_WINS);
      return TRUE;
    case GDK_KEY_equal:
    case GDK_KEY_KP_Equal:
    case GDK_KEY_onehalf:
      ab_tournament_pairings_enter (self, AB_TOURNAMENT_RESULT_DRAW);
      return TRUE;
    case GDK_KEY_0:
    case GDK_KEY_KP_0:
      ab_tournament_pairings_enter (self, AB_TOURNAMENT_RESULT_BLACK_WINS);
      return TRUE;
    case GDK_KEY_plus:
    case GDK_KEY_KP_Add:
      ab_tournament_pairings_enter (self, AB_TOURNAMENT_RESULT_WHITE_FORFEIT);
      return TRUE;
    case GDK_KEY_minus:
    case GDK_KEY_KP_Subtract:
      ab_tournament_pairings_enter (self, AB_TOURNAMENT_RESULT_BLACK_FORFEIT);
      return TRUE;
    case GDK_KEY_d:
    case GDK_KEY_D:
      ab_tournament_pairings_enter (self, AB_TOURNAMENT_RESULT_DOUBLE_FORFEIT);
      return TRUE;
    case GDK_KEY_Delete:
    case GDK_KEY_KP_Delete:
    case GDK_KEY_BackSpace:
      ab_tournament_pairings_enter (self, AB_TOURNAMENT_RESULT_NONE);
      return TRUE;
    case GDK_KEY_p:
    case GDK_KEY_P:
      ask_postpone (self);
      return TRUE;
    default:
      return FALSE;
    }
}

static void
row_activated_cb (GtkListBox *list, GtkListBoxRow *row, AbTournamentPairings *self)
{
  graphene_rect_t bounds;
  int i = row_index (self, GTK_WIDGET (row));

  if (i < 0 || game_at (self, (guint) i) < 0)
    return;
  self->cursor = (guint) i;
  if (!gtk_widget_compute_bounds (GTK_WIDGET (row), GTK_WIDGET (self), &bounds))
    return;
  gtk_popover_set_pointing_to (GTK_POPOVER (self->menu), &(GdkRectangle){ (int) bounds.origin.x,
                                                            (int) bounds.origin.y,
                                                            (int) bounds.size.width,
                                                            (int) bounds.size.height });
  gtk_popover_popup (GTK_POPOVER (self->menu));
}

/* The focus goes back to the row the menu was opened on. */
static void
menu_closed_cb (GtkPopover *menu, AbTournamentPairings *self)
{
  focus_cursor (self);
}

static void
result_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbTournamentPairings *self = AB_TOURNAMENT_PAIRINGS (widget);
  int choice = g_variant_get_int32 (param);

  gtk_popover_popdown (GTK_POPOVER (self->menu));
  focus_cursor (self);
  if (choice == POSTPONE_CHOICE)
    ask_postpone (self);
  else if (choice >= AB_TOURNAMENT_RESULT_NONE && choice <= AB_TOURNAMENT_RESULT_DOUBLE_FORFEIT)
    ab_tournament_pairings_enter (self, (AbTournamentResult) choice);
}

static gboolean
grab_focus (GtkWidget *widget)
{
  AbTournamentPairings *self = AB_TOURNAMENT_PAIRINGS (widget);

  if (self->rows->len == 0)
    return FALSE;
  focus_cursor (self);
  return TRUE;
}

static gboolean
mnemonic_activate (GtkWidget *widget, gboolean group_cycling)
{
  return grab_focus (widget);
}

static void
measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
         int *natural, int *minimum_baseline, int *natural_baseline)
{
  gtk_widget_measure (AB_TOURNAMENT_PAIRINGS (widget)->list, orientation, for_size, minimum,
                      natural, minimum_baseline, natural_baseline);
}

/* A parented popover is placed anew whenever its parent is. */
static void
size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  AbTournamentPairings *self = AB_TOURNAMENT_PAIRINGS (widget);

  gtk_widget_allocate (self->list, width, height, baseline, NULL);
  gtk_popover_present (GTK_POPOVER (self->menu));
}

static GMenuModel *
result_menu (void)
{
  static const struct
  {
    int choice;
    const char *label, *accel;
  } items[] = {
    { AB_TOURNAMENT_RESULT_WHITE_WINS, N_("White Wins (1-0)"), "1" },
    { AB_TOURNAMENT_RESULT_DRAW, N_("Draw (½-½)"), "equal" },
    { AB_TOURNAMENT_RESULT_BLACK_WINS, N_("Black Wins (0-1)"), "0" },
    { AB_TOURNAMENT_RESULT_WHITE_FORFEIT, N_("White Wins by Forfeit"), "plus" },
    { AB_TOURNAMENT_RESULT_BLACK_FORFEIT, N_("Black Wins by Forfeit"), "minus" },
    { AB_TOURNAMENT_RESULT_DOUBLE_FORFEIT, N_("Both Absent (0-0)"), "d" },
    { POSTPONE_CHOICE, N_("Postponed…"), "p" },
    { AB_TOURNAMENT_RESULT_NONE, N_("No Result"), "Delete" },
  };
  GMenu *menu = g_menu_new ();

  for (guint i = 0; i < G_N_ELEMENTS (items); i++)
    {
      g_autoptr (GMenuItem) item = g_menu_item_new (_(items[i].label), NULL);

      g_menu_item_set_action_and_target_value (item, "pairings.result",
                                               g_variant_new_int32 (items[i].choice));
      g_menu_item_set_attribute (item, "accel", "s", items[i].accel);
      g_menu_append_item (menu, item);
    }
  return G_MENU_MODEL (menu);
}

static void
ab_tournament_pairings_dispose (GObject *object)
{
  AbTournamentPairings *self = AB_TOURNAMENT_PAIRINGS (object);

  if (self->rows != NULL)
    clear_rows (self);
  g_clear_pointer (&self->menu, gtk_widget_unparent);
  g_clear_pointer (&self->list, gtk_widget_unparent);
  g_clear_pointer (&self->rows, g_ptr_array_unref);
  g_clear_pointer (&self->games, g_array_unref);
  g_clear_pointer (&self->groups, g_ptr_array_unref);
  self->tournament = NULL;

  G_OBJECT_CLASS (ab_tournament_pairings_parent_class)->dispose (object);
}

static void
ab_tournament_pairings_class_init (AbTournamentPairingsClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ab_tournament_pairings_dispose;
  widget_class->grab_focus = grab_focus;
  widget_class->mnemonic_activate = mnemonic_activate;
  widget_class->measure = measure;
  widget_class->size_allocate = size_allocate;

  /* A result was entered or a game postponed: the tournament changed. */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* (text, error): to be said; error: a refusal. */
  signals[ANNOUNCE] = g_signal_new ("announce", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                    NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_STRING,
                                    G_TYPE_BOOLEAN);

  gtk_widget_class_install_action (widget_class, "pairings.result", "i", result_action);
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
ab_tournament_pairings_init (AbTournamentPairings *self)
{
  g_autoptr (GMenuModel) model = result_menu ();
  GtkEventController *keys = gtk_event_controller_key_new ();

  self->rows = g_ptr_array_new ();
  self->games = g_array_new (FALSE, FALSE, sizeof (int));
  self->groups = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint c = 0; c < N_COLUMNS; c++)
    g_ptr_array_add (self->groups, gtk_size_group_new (GTK_SIZE_GROUP_HORIZONTAL));
  self->group = -1;

  self->list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (self->list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (self->list, "boxed-list");
  gtk_widget_set_valign (self->list, GTK_ALIGN_START);
  gtk_widget_set_parent (self->list, GTK_WIDGET (self));
  g_signal_connect (self->list, "row-activated", G_CALLBACK (row_activated_cb), self);
  g_signal_connect (keys, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (self->list, keys);

  self->menu = gtk_popover_menu_new_from_model (model);
  gtk_popover_set_position (GTK_POPOVER (self->menu), GTK_POS_BOTTOM);
  gtk_widget_set_parent (self->menu, GTK_WIDGET (self));
  g_signal_connect (self->menu, "closed", G_CALLBACK (menu_closed_cb), self);
}

GtkWidget *
ab_tournament_pairings_new (void)
{
  return g_object_new (AB_TYPE_TOURNAMENT_PAIRINGS, NULL);
}
