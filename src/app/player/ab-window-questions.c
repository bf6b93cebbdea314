/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-window-questions.c — the questions the player asks with one key each, answered
 * at once by speech (and the focused widget's description, for screen readers). */
#include "ab-window-private.h"

#include <string.h>

#include "ab-answers.h"
#include "ab-match-assistant.h"
#include "ab-match-notes.h"
#include "ab-phrases.h"

/* How many moves "the last moves" reads, unless a number on the move line says. */
#define LAST_MOVES 3

/* Every answer also goes to the braille display, as an answer. */
static void
say_info (AbWindow *self, char *text)
{
  _ab_window_answer (self, text);
}

static AbColor
own (AbWindow *self)
{
  return ab_match_get_blind_color (self->match);
}

static void
clock_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);
  const char *which = g_variant_get_string (param, NULL);

  AbAnswerTime asked = g_str_equal (which, "mine")       ? AB_ANSWER_TIME_MINE
                       : g_str_equal (which, "opponent") ? AB_ANSWER_TIME_OPPONENT
                                                         : AB_ANSWER_TIME_BOTH;
  /* D.2.6: a clock on the opponent's e-board is the game's clock; it is told as it shows. */
  char *on_board = _ab_window_eboard_time (self, asked);

  say_info (self, on_board != NULL ? on_board : ab_answer_time (self->match, asked));
}

static void
pieces_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);
  int code = g_variant_get_int32 (param);
  AbPieceType type = (AbPieceType) (code % 8);
  AbColor color = code >= 8 ? (AbColor) !own (self) : own (self);

  if (type >= AB_PAWN && type <= AB_KING)
    say_info (self, ab_answer_pieces (self->match, color, type));
}

static void
side_pieces_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);

  say_info (self, ab_answer_side (self->match, g_variant_get_boolean (param)
                                                 ? (AbColor) !own (self)
                                                 : own (self)));
}

static void
line_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);
  const char *which = g_variant_get_string (param, NULL);

  say_info (self, ab_answer_line (self->match, ab_board_view_get_cursor (self->board),
                                  g_str_equal (which, "rank")   ? AB_ANSWER_LINE_RANK
                                  : g_str_equal (which, "file") ? AB_ANSWER_LINE_FILE
                                                                : AB_ANSWER_LINE_DIAGONALS));
}

static void
attacks_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);

  say_info (self, ab_answer_attacks (self->match, ab_board_view_get_cursor (self->board)));
}

static void
material_action (GtkWidget *widget, const char *action, GVariant *param)
{
  say_info (AB_WINDOW (widget), ab_answer_material (AB_WINDOW (widget)->match));
}

static void
moves_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);

  say_info (self, ab_answer_piece_moves (self->match, ab_board_view_get_cursor (self->board)));
}

/* The first half-move of the move (White's and Black's half) that holds ply i. */
static guint
move_start (AbWindow *self, guint i)
{
  if (i > 0 && ab_match_get_mover (self->match, i) == AB_BLACK
      && ab_match_get_mover (self->match, i - 1) == AB_WHITE)
    return i - 1;
  return i;
}

/* Past the last half-move of the move that starts at ply start. */
static guint
move_end (AbWindow *self, guint start, guint n)
{
  if (start + 1 < n && ab_match_get_mover (self->match, start) == AB_WHITE
      && ab_match_get_mover (self->match, start + 1) == AB_BLACK)
    return start + 2;
  return start + 1;
}

/* Where "the last moves" begin: LAST_MOVES moves back, or as many as a number on the
 * move line asks for (the line is emptied: the number was for this question). */
static guint
last_moves_start (AbWindow *self, guint n)
{
  const char *typed = gtk_editable_get_text (GTK_EDITABLE (self->move_entry));
  guint64 count = LAST_MOVES;
  guint start = n;

  if (typed[0] != '\0' && strspn (typed, "0123456789") == strlen (typed) && strlen (typed) <= 4
      && g_ascii_string_to_unsigned (typed, 10, 1, 9999, &count, NULL))
    gtk_editable_set_text (GTK_EDITABLE (self->move_entry), "");
  for (guint64 k = 0; k < count && start > 0; k++)
    start = move_start (self, start - 1);
  return start;
}

static void
scoresheet_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);
  guint n = ab_match_get_n_plies (self->match);
  gboolean last = g_variant_get_boolean (param);
  guint start;

  if (n == 0)
    {
      say_info (self, ab_phrase_format (_ab_window_language (self), AB_PHRASE_SCORESHEET_EMPTY));
      return;
    }
  if (!last)
    {
      _ab_window_answer_sheet (self, ab_answer_plies (self->match, 0, n), 0);
      return;
    }
  start = last_moves_start (self, n);
  _ab_window_answer_sheet (self, ab_answer_plies (self->match, start, n), start);
}

/* Alt+Page Up, Alt+Page Down: the scoresheet move by move, from the last move back; at
 * either end of it the edge is said. */
static void
sheet_step_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);
  AbLanguage lang = _ab_window_language (self);
  guint n = ab_match_get_n_plies (self->match);
  gboolean back = g_variant_get_int32 (param) < 0;
  gboolean fresh = self->sheet_plies != n || self->sheet_cursor >= n;
  guint start;

  if (n == 0)
    {
      say_info (self, ab_phrase_format (lang, AB_PHRASE_SCORESHEET_EMPTY));
      return;
    }
  if (back ? !fresh && self->sheet_cursor == 0
           : fresh || move_end (self, self->sheet_cursor, n) >= n)
    {
      say_info (self, ab_phrase_format (lang, back ? AB_PHRASE_SCORESHEET_START
                                                   : AB_PHRASE_SCORESHEET_END));
      return;
    }
  if (back)
    start = move_start (self, fresh ? n - 1 : self->sheet_cursor - 1);
  else
    start = move_end (self, self->sheet_cursor, n);
  self->sheet_cursor = start;
  self->sheet_plies = n;
  _ab_window_answer_sheet (self, ab_answer_plies (self->match, start, move_end (self, start, n)),
                           start);
}

static void
keys_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbWindow *self = AB_WINDOW (widget);

  AbLanguage lang = _ab_window_language (self);
  GString *text = g_string_new (NULL);
  g_autofree char *keys = ab_phrase_format (lang, AB_PHRASE_KEYS);

  g_string_append (text, keys);
  /* the keys of the mode the match is in */
  if (ab_match_get_assistant (self->match) != AB_ASSISTANT_NONE)
    {
      g_autofree char *more = ab_phrase_format (lang, AB_PHRASE_KEYS_ASSISTANT);

      g_string_append_printf (text, " %s", more);
    }
  if (ab_match_is_practice (self->match))
    {
      g_autofree char *more = ab_phrase_format (lang, AB_PHRASE_KEYS_PRACTICE);

      g_string_append_printf (text, " %s", more);
    }
  {
    g_autofree char *eboard = _ab_window_eboard_keys (self);

    if (eboard != NULL)
      g_string_append_printf (text, " %s", eboard);
  }
  {
    g_autofree char *listening = _ab_window_listen_keys (self);

    if (listening != NULL)
      g_string_append_printf (text, " %s", listening);
  }
  say_info (self, g_string_free (text, FALSE));
}

void
_ab_window_ask_aloud (AbWindow *self, AbSpokenCommand cmd)
{
  GtkWidget *w = GTK_WIDGET (self);

  switch (cmd)
    {
    case AB_SPOKEN_COMMAND_TIME:
      gtk_widget_activate_action (w, "player.clock", "s", "mine");
      break;
    case AB_SPOKEN_COMMAND_MOVE_NUMBER:
      gtk_widget_activate_action (w, "player.clock", "s", "both");
      break;
    case AB_SPOKEN_COMMAND_LAST_MOVE:
      gtk_widget_activate_action (w, "player.last-move", NULL);
      break;
    case AB_SPOKEN_COMMAND_REPEAT:
      gtk_widget_activate_action (w, "player.repeat", NULL);
      break;
    case AB_SPOKEN_COMMAND_DRAW:
      gtk_widget_activate_action (w, "player.act", "s", "offer");
      break;
    default:
      break;
    }
}

void
_ab_window_questions_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "player.clock", "s", clock_action);
  gtk_widget_class_install_action (widget_class, "player.pieces", "i", pieces_action);
  gtk_widget_class_install_action (widget_class, "player.side-pieces", "b", side_pieces_action);
  gtk_widget_class_install_action (widget_class, "player.line", "s", line_action);
  gtk_widget_class_install_action (widget_class, "player.attacks", NULL, attacks_action);
  gtk_widget_class_install_action (widget_class, "player.material", NULL, material_action);
  gtk_widget_class_install_action (widget_class, "player.moves", NULL, moves_action);
  gtk_widget_class_install_action (widget_class, "player.scoresheet", "b", scoresheet_action);
  gtk_widget_class_install_action (widget_class, "player.sheet-step", "i", sheet_step_action);
  gtk_widget_class_install_action (widget_class, "player.keys", NULL, keys_action);
}
