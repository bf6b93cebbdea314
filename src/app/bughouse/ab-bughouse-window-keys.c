/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-bughouse-window-keys.c — the doorgeefschaak window's keys: reserves and clocks
 * asked, boards switched, the last move, resignation and the flag claimed (art. 11), a
 * new match; destructive keys confirmed by a second press. */
#include "config.h"

#include "ab-bughouse-window-private.h"

#include "ab-phrases.h"

/* A second press of the same key within this time confirms. */
#define CONFIRM_USEC (4 * G_USEC_PER_SEC)

/* Art. 12: "mine", "partner", "opponent", seen from the seat. */
static void
reserve_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  AbBughouseWindow *self = data;
  const char *whose = g_variant_get_string (param, NULL);
  AbBughouseBoard board;
  AbColor color;

  _ab_bughouse_window_seat (self, &board, &color);
  if (g_str_equal (whose, "partner"))
    {
      board = (AbBughouseBoard) !board;
      color = (AbColor) !color;
    }
  else if (g_str_equal (whose, "opponent"))
    color = (AbColor) !color;
  _ab_bughouse_window_say (self,
                           ab_bughouse_phrase_reserve (_ab_bughouse_window_language (self),
                                                      self->match, board, color),
                           AB_ANNOUNCE_INFO);
}

static void
switch_board_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  AbBughouseWindow *self = data;

  self->active = (AbBughouseBoard) !self->active;
  gtk_widget_grab_focus (GTK_WIDGET (self->panes[self->active].entry));
  _ab_bughouse_window_say (self,
                           g_strdup (ab_bughouse_phrase_board (_ab_bughouse_window_language (self),
                                                              self->active)),
                           AB_ANNOUNCE_ECHO);
}

static void
focus_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  AbBughouseWindow *self = data;
  AbBughousePane *pane = &self->panes[self->active];

  if (g_str_equal (g_variant_get_string (param, NULL), "board"))
    gtk_widget_grab_focus (GTK_WIDGET (pane->view));
  else
    gtk_widget_grab_focus (GTK_WIDGET (pane->entry));
}

static void
clocks_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  AbBughouseWindow *self = data;
  AbLanguage lang = _ab_bughouse_window_language (self);
  AbClockReading r[2];
  g_autofree char *white = NULL;
  g_autofree char *black = NULL;
  gint64 now = _ab_bughouse_window_tick (self);

  ab_bughouse_match_clock_reading (self->match, self->active, AB_WHITE, now, &r[AB_WHITE]);
  ab_bughouse_match_clock_reading (self->match, self->active, AB_BLACK, now, &r[AB_BLACK]);
  /* Whole milliseconds, as shown. */
  white = ab_phrase_duration (lang, r[AB_WHITE].time_us / 1000 * 1000);
  black = ab_phrase_duration (lang, r[AB_BLACK].time_us / 1000 * 1000);
  _ab_bughouse_window_say (self,
                           ab_bughouse_phrase (lang, AB_BH_PHRASE_CLOCKS,
                                              ab_bughouse_phrase_board (lang, self->active), white, black),
                           AB_ANNOUNCE_INFO);
}

static void
turn_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  AbBughouseWindow *self = data;

  _ab_bughouse_window_say (self, g_strdup (gtk_label_get_label (self->panes[self->active].status)),
                           AB_ANNOUNCE_INFO);
}

static void
last_move_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  AbBughouseWindow *self = data;
  AbLanguage lang = _ab_bughouse_window_language (self);
  /* The move is spoken from the position before it. */
  AbBughousePosition *before = ab_bughouse_position_new ();
  const AbBughouseRecordEntry *last =
    before ? ab_bughouse_match_last_move (self->match, self->active, before) : NULL;
  char spoken[AB_SPOKEN_MAX];

  if (last == NULL)
    _ab_bughouse_window_say (self,
                             ab_bughouse_phrase (lang, AB_BH_PHRASE_NO_MOVE_YET,
                                                ab_bughouse_phrase_board (lang, self->active)),
                             AB_ANNOUNCE_INFO);
  else
    {
      ab_bughouse_move_to_spoken (before, last->move, lang, AB_SPOKEN_SHORT, spoken,
                                  sizeof spoken);
      _ab_bughouse_window_say (self,
                               ab_bughouse_phrase (lang, AB_BH_PHRASE_LAST_MOVE,
                                                  ab_bughouse_phrase_board (lang, self->active),
                                                  ab_phrase_color (lang, last->color), spoken),
                               AB_ANNOUNCE_INFO);
    }
  ab_bughouse_position_free (before);
}

static void
keys_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  AbBughouseWindow *self = data;

  _ab_bughouse_window_say (self,
                           ab_bughouse_phrase (_ab_bughouse_window_language (self),
                                              AB_BH_PHRASE_KEYS),
                           AB_ANNOUNCE_INFO);
}

/* Destructive keys ask for a second press. */
gboolean
_ab_bughouse_window_confirmed (AbBughouseWindow *self, const char *what, char *question)
{
  gint64 now = g_get_monotonic_time ();

  if (self->confirming == what && now < self->confirm_until)
    {
      self->confirming = NULL;
      g_free (question);
      return TRUE;
    }
  self->confirming = what;
  self->confirm_until = now + CONFIRM_USEC;
  _ab_bughouse_window_say (self,
                           ab_bughouse_phrase (_ab_bughouse_window_language (self),
                                              AB_BH_PHRASE_CONFIRM, question),
                           AB_ANNOUNCE_INFO);
  g_free (question);
  return FALSE;
}

static void
new_match_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  AbBughouseWindow *self = data;

  if (_ab_bughouse_window_confirmed (self, "new",
                                     ab_bughouse_phrase (_ab_bughouse_window_language (self),
                                                        AB_BH_PHRASE_ACT_NEW)))
    _ab_bughouse_window_start (self, FALSE);
}

static void
resign_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  AbBughouseWindow *self = data;
  AbLanguage lang = _ab_bughouse_window_language (self);
  AbBughouseBoard board = self->active;
  AbColor side =
    ab_bughouse_position_side_to_move (ab_bughouse_match_position (self->match, board));
  AbBughouseError error = ab_bughouse_match_may_move (self->match, board, side, AB_NO_PIECE_TYPE);

  /* Asked before the confirmation, so that a refusal needs no second press. */
  if (error != AB_BUGHOUSE_OK)
    {
      _ab_bughouse_window_refuse_turn (self, board, error, side, AB_NO_PIECE_TYPE);
      return;
    }
  if (!_ab_bughouse_window_confirmed (self, "resign",
                                      ab_bughouse_phrase (lang, AB_BH_PHRASE_ACT_RESIGN,
                                                         ab_bughouse_phrase_board (lang, board),
                                                         ab_phrase_color (lang, side))))
    return;
  error = ab_bughouse_match_resign (self->match, board, side, _ab_bughouse_window_tick (self));
  if (error != AB_BUGHOUSE_OK)
    {
      _ab_bughouse_window_refuse_error (self, board, error);
      return;
    }
  _ab_bughouse_window_finish_event (self, board, g_string_new (NULL), AB_ANNOUNCE_IMPORTANT);
}

/* Art. 11A2, 11D, 11E: the player whose opponent's flag fell claims it. */
static void
claim_flag_action (GSimpleAction *action, GVariant *param, gpointer data)
{
  AbBughouseWindow *self = data;
  AbBughouseBoard board = self->active;
  gint64 now = _ab_bughouse_window_tick (self);
  AbColor claimant = ab_bughouse_match_flag (self->match, board, AB_BLACK) ? AB_WHITE : AB_BLACK;
  AbBughouseError error =
    ab_bughouse_match_claim (self->match, board, claimant, AB_BUGHOUSE_CLAIM_FLAG, now);

  if (error != AB_BUGHOUSE_OK)
    {
      _ab_bughouse_window_refuse_error (self, board, error);
      return;
    }
  _ab_bughouse_window_finish_event (self, board, g_string_new (NULL), AB_ANNOUNCE_IMPORTANT);
}

void
_ab_bughouse_window_add_keys (GtkShortcutController *shortcuts, const char *const *keys, guint n)
{
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *name = NULL;
      g_autoptr (GVariant) target = NULL;
      GtkShortcut *shortcut;

      if (!g_action_parse_detailed_name (keys[2 * i + 1], &name, &target, NULL))
        g_error ("Bad action %s", keys[2 * i + 1]);
      shortcut = gtk_shortcut_new (gtk_shortcut_trigger_parse_string (keys[2 * i]),
                                   gtk_named_action_new (name));
      if (target != NULL)
        gtk_shortcut_set_arguments (shortcut, target);
      gtk_shortcut_controller_add_shortcut (shortcuts, shortcut);
    }
}

void
_ab_bughouse_window_add_actions (AbBughouseWindow *self)
{
  static const GActionEntry entries[] = {
    { "reserve", reserve_action, "s" },
    { "switch-board", switch_board_action },
    { "focus", focus_action, "s" },
    { "clocks", clocks_action },
    { "turn", turn_action },
    { "last-move", last_move_action },
    { "new-match", new_match_action },
    { "resign", resign_action },
    { "claim-flag", claim_flag_action },
    { "keys", keys_action },
  };
  /* Trigger and action, in pairs. */
  static const char *const keys[][2] = {
    { "F6", "bughouse.switch-board" },
    { "<Alt>r", "bughouse.reserve('mine')" },
    { "<Alt>p", "bughouse.reserve('partner')" },
    { "<Alt>o", "bughouse.reserve('opponent')" },
    { "<Control>b", "bughouse.focus('board')" },
    { "<Control>l", "bughouse.focus('line')" },
    { "<Alt>t", "bughouse.clocks" },
    { "<Alt>w", "bughouse.turn" },
    { "<Alt>l", "bughouse.last-move" },
    { "<Control><Shift>n", "bughouse.new-match" },
    { "<Control><Shift>r", "bughouse.resign" },
    { "<Control><Shift>l", "bughouse.claim-flag" },
    { "<Alt>h", "bughouse.keys" },
  };
  GSimpleActionGroup *group = g_simple_action_group_new ();
  GtkEventController *shortcuts = gtk_shortcut_controller_new ();

  g_action_map_add_action_entries (G_ACTION_MAP (group), entries, G_N_ELEMENTS (entries), self);
  /* Capture: the keys work wherever the focus is, the move line included. */
  gtk_event_controller_set_propagation_phase (shortcuts, GTK_PHASE_CAPTURE);
  _ab_bughouse_window_add_keys (GTK_SHORTCUT_CONTROLLER (shortcuts), (const char *const *) keys,
                                G_N_ELEMENTS (keys));
  _ab_bughouse_window_add_arbiter_actions (self, G_ACTION_MAP (group),
                                           GTK_SHORTCUT_CONTROLLER (shortcuts));
  _ab_bughouse_window_add_file_actions (self, G_ACTION_MAP (group),
                                        GTK_SHORTCUT_CONTROLLER (shortcuts));
  gtk_widget_insert_action_group (GTK_WIDGET (self), "bughouse", G_ACTION_GROUP (group));
  g_object_unref (group);
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
}
