/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-arbiter-window.c — the arbiter's reconciliation view (D.2.9). */
#include "config.h"

#include "ab-arbiter-window-private.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ab-arbiter-result.h"
#include "ab-arbiter-sheet.h"
#include "ab-arbiter-words.h"
#include "ab-button-names.h"
#include "ab-describe-clock.h"
#include "ab-describe-reconcile.h"
#include "ab-describe.h"
#include "ab-match-arbiter.h"
#include "ab-match-words.h"
#include "ab-match-reconcile.h"
#include "ab-phrases.h"
#include "ab-window.h"


G_DEFINE_FINAL_TYPE (AbArbiterWindow, ab_arbiter_window, ADW_TYPE_APPLICATION_WINDOW)

AbLanguage
_ab_arbiter_window_language (AbArbiterWindow *self)
{
  return ab_match_get_language (self->match);
}

const AbPosition *
_ab_arbiter_window_match_start (AbArbiterWindow *self)
{
  return ab_game_get_start_position (ab_match_get_game (self->match));
}

/* ---- the two lists ---- */

static void
clear_list (GtkListBox *list)
{
  GtkListBoxRow *row;

  while ((row = gtk_list_box_get_row_at_index (list, 0)) != NULL)
    gtk_list_box_remove (list, GTK_WIDGET (row));
}

/* One row a half-move; the row at difference_ply (1 for the first half-move, 0: none) is
 * marked, in its text and its accessible name. */
void
_ab_arbiter_window_fill_list (AbArbiterWindow *self, int sheet, int difference_ply)
{
  GtkListBox *list = self->sheet_lists[sheet];
  const AbReconcileSheet *s = &self->sheets[sheet];

  clear_list (list);
  for (gsize i = 0; i < s->n_entries; i++)
    {
      g_autofree char *text
          = ab_arbiter_row_text (_ab_arbiter_window_match_start (self), i, &s->entries[i]);
      gboolean marked = (gsize) difference_ply == i + 1;
      GtkWidget *row = gtk_list_box_row_new ();
      GtkWidget *label;

      const char *mark
          = ab_arbiter_word (_ab_arbiter_window_language (self), AB_ARBITER_WORD_FIRST_DIFFERENCE);
      char *name = marked ? g_strdup_printf ("%s, %s", text, mark) : g_strdup (text);

      if (marked)
        {
          g_autofree char *shown = g_strdup_printf ("≠ %s — %s", text, mark);

          label = gtk_label_new (shown);
          gtk_widget_add_css_class (label, "error");
          gtk_widget_add_css_class (label, "heading");
        }
      else
        label = gtk_label_new (text);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                      -1);
      g_object_set_data_full (G_OBJECT (row), "ab-name", name, g_free);
      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_widget_set_margin_start (label, 6);
      gtk_widget_set_margin_end (label, 6);
      gtk_widget_set_margin_top (label, 3);
      gtk_widget_set_margin_bottom (label, 3);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
      gtk_list_box_append (list, row);
    }
}

/* Sheet A as the match stands now, unless the arbiter imported another. */
static void
refresh_match_sheet (AbArbiterWindow *self)
{
  if (self->imported_a)
    return;
  if (!ab_match_reconcile_sheet (self->match, &self->sheets[0]))
    g_error ("out of memory");
  _ab_arbiter_window_fill_list (self, 0, 0);
}

/* ---- saying things ---- */

void
_ab_arbiter_window_say (AbArbiterWindow *self, const char *text, AbAnnounceKind kind)
{
  ab_announcer_say (self->announcer, text, kind);
}

void
_ab_arbiter_window_say_error (AbArbiterWindow *self, const char *text, GtkWidget *focus)
{
  gtk_label_set_text (self->ruling_label, text);
  if (focus != NULL)
    gtk_widget_grab_focus (focus);
  _ab_arbiter_window_say (self, text, AB_ANNOUNCE_ERROR);
}

/* ---- comparing ---- */

static char *
other_text (AbArbiterWindow *self)
{
  GtkTextBuffer *buffer = gtk_text_view_get_buffer (self->other_text);
  GtkTextIter start, end;

  gtk_text_buffer_get_bounds (buffer, &start, &end);
  return gtk_text_buffer_get_text (buffer, &start, &end, FALSE);
}

/* The boards the arbiter entered; FALSE (said, focus on the entry) for a FEN that is not one. */
static gboolean
read_boards (AbArbiterWindow *self, AbReconcileBoard boards[2], gboolean given[2])
{
  for (int b = 0; b < 2; b++)
    {
      g_autofree char *fen = g_strstrip (g_strdup (gtk_editable_get_text (
        GTK_EDITABLE (self->board_entries[b]))));
      AbReconcileBoardError error;
      char msg[AB_DESCRIBE_MAX];

      given[b] = fen[0] != '\0';
      if (given[b]
          && !ab_reconcile_board_read (&boards[b], fen, _ab_arbiter_window_language (self), &error))
        {
          g_autofree char *text = NULL;

          ab_describe_reconcile_board_error (&error, msg, sizeof msg);
          text = g_strdup_printf (
              ab_arbiter_word (_ab_arbiter_window_language (self), AB_ARBITER_WORD_BOARD_ERROR),
              b ? 'B' : 'A', msg);
          _ab_arbiter_window_say_error (self, text, GTK_WIDGET (self->board_entries[b]));
          return FALSE;
        }
    }
  return TRUE;
}

/* The clocks to set, as the match proposes them; the arbiter may change them. */
static void
fill_clocks (AbArbiterWindow *self)
{
  gint64 ms[2];
  gboolean has_clock = ab_match_reconcile_clocks (self->match, self->ruling, ms);

  for (int c = 0; c < 2; c++)
    {
      char text[32] = "";

      if (ms[c] >= 0)
        ab_describe_clock_hms (ms[c], text, sizeof text);
      gtk_editable_set_text (GTK_EDITABLE (self->clock_entries[c]), text);
      gtk_widget_set_sensitive (GTK_WIDGET (self->clock_entries[c]), has_clock);
    }
}

static void
show_ruling (AbArbiterWindow *self)
{
  const AbReconcileRuling *r = self->ruling;
  g_autofree char *words = g_malloc (AB_DESCRIBE_RECONCILE_MAX);
  g_autofree char *spoken = NULL;
  const char *note;

  ab_describe_reconcile (r, _ab_arbiter_window_language (self), words, AB_DESCRIBE_RECONCILE_MAX);
  note = ab_arbiter_word (_ab_arbiter_window_language (self),
                          self->imported_a                        ? AB_ARBITER_WORD_IMPORTED_A
                          : r->decision == AB_RECONCILE_TAKE_BACK ? AB_ARBITER_WORD_APPLY_TAKE_BACK
                                                                  : AB_ARBITER_WORD_MATCH_STAYS);
  fill_clocks (self);
  /* A ruling on a sheet Annabella did not keep is the arbiter's to carry out by hand. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "arbiter.apply", !self->imported_a);
  gtk_label_set_text (self->ruling_label, words);
  gtk_label_set_text (self->apply_label, note);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->apply_button),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, note, -1);
  spoken = g_strdup_printf ("%s %s", words, note);
  g_strdelimit (spoken, "\n", ' ');
  _ab_arbiter_window_say (self, spoken, AB_ANNOUNCE_IMPORTANT);
}

void
_ab_arbiter_window_compare (AbArbiterWindow *self)
{
  g_autofree char *text = other_text (self);
  g_autofree char *message = NULL;
  AbReconcileSheet other;
  AbReconcileBoard boards[2];
  gboolean given[2];

  ab_reconcile_sheet_init (&other);
  if (!ab_arbiter_sheet_read (text, strlen (text), _ab_arbiter_window_match_start (self), &other,
                              &message))
    {
      g_autofree char *said = g_strdup_printf (
        ab_arbiter_word (_ab_arbiter_window_language (self), AB_ARBITER_WORD_SHEET_ERROR), message);

      _ab_arbiter_window_say_error (self, said, GTK_WIDGET (self->other_text));
      return;
    }
  if (!read_boards (self, boards, given))
    {
      ab_reconcile_sheet_clear (&other);
      return;
    }
  ab_reconcile_sheet_clear (&self->sheets[1]);
  self->sheets[1] = other;
  /* Sheet A as the match stands now: a clock pressed since the last move wrote its time. */
  refresh_match_sheet (self);
  if (self->ruling == NULL)
    self->ruling = g_new0 (AbReconcileRuling, 1);
  if (!ab_match_reconcile (self->match, self->imported_a ? &self->sheets[0] : NULL,
                           &self->sheets[1], given[0] ? &boards[0] : NULL,
                           given[1] ? &boards[1] : NULL, self->ruling))
    g_error ("out of memory");
  for (int i = 0; i < 2; i++)
    _ab_arbiter_window_fill_list (self, i, self->ruling->first_difference_ply);
  show_ruling (self);
}

/* The first difference's row: sheet B's, or A's when B ends before it. */
static void
first_difference (AbArbiterWindow *self)
{
  int ply = self->ruling ? self->ruling->first_difference_ply : 0;
  GtkListBoxRow *row = NULL;

  if (self->ruling == NULL || ply == 0)
    {
      _ab_arbiter_window_say (self,
                              ab_arbiter_word (_ab_arbiter_window_language (self),
                                              self->ruling ? AB_ARBITER_WORD_NO_DIFFERENCE
                                                           : AB_ARBITER_WORD_COMPARE_FIRST),
                              AB_ANNOUNCE_INFO);
      return;
    }
  for (int i = 1; i >= 0 && row == NULL; i--)
    row = gtk_list_box_get_row_at_index (self->sheet_lists[i], ply - 1);
  if (row == NULL)
    return;
  gtk_list_box_select_row (GTK_LIST_BOX (gtk_widget_get_parent (GTK_WIDGET (row))), row);
  gtk_widget_grab_focus (GTK_WIDGET (row));
  _ab_arbiter_window_say (self, g_object_get_data (G_OBJECT (row), "ab-name"), AB_ANNOUNCE_INFO);
}

/* The ruling no longer holds: nothing to apply, nothing marked; shown: why. */
static void
forget_ruling (AbArbiterWindow *self, const char *shown)
{
  if (self->ruling == NULL)
    return;
  g_clear_pointer (&self->ruling, g_free);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "arbiter.apply", FALSE);
  if (self->confirm != NULL)
    gtk_window_destroy (GTK_WINDOW (g_steal_pointer (&self->confirm)));
  _ab_arbiter_window_fill_list (self, 1, 0);
  gtk_label_set_text (self->ruling_label, shown);
  gtk_label_set_text (self->apply_label, "");
  gtk_accessible_reset_property (GTK_ACCESSIBLE (self->apply_button),
                                 GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
}

/* A move makes the comparison stale: sheet A follows the match. */
static void
match_changed_cb (AbArbiterWindow *self)
{
  refresh_match_sheet (self);
  forget_ruling (
      self, ab_arbiter_word (_ab_arbiter_window_language (self), AB_ARBITER_WORD_MATCH_CHANGED));
}

/* Sheet A is Annabella's own again, as the match stands, instead of an imported one. */
static void
use_match_sheet (AbArbiterWindow *self)
{
  if (!self->imported_a)
    return;
  self->imported_a = FALSE;
  gtk_label_set_text_with_mnemonic (self->sheet_a_heading,
                                    _("Scoresheet A, the blind player's (_kept by Annabella)"));
  refresh_match_sheet (self);
}

/* A new match, a resumed one or a take-back: an imported sheet A belonged to the match
 * before (perhaps from another start), so sheet A is the match's again. */
static void
match_reset_cb (AbArbiterWindow *self)
{
  use_match_sheet (self);
  match_changed_cb (self);
}

/* A game whose result waits for the arbiter (6.9 undecided) says so here, in the words
 * the player heard and the mirror shows, with the key that records it; then his result. */
static void
game_over_cb (AbArbiterWindow *self)
{
  g_autofree char *text = NULL;
  gboolean awaits = ab_match_awaits_arbiter (self->match);

  gtk_widget_set_visible (self->decide_button, awaits);
  if (!awaits && ab_match_get_ending (self->match) != AB_ENDING_ARBITER)
    return;
  text = ab_arbiter_result_text (self->match);
  gtk_label_set_text (self->ruling_label, text);
}

/* ---- applying the ruling ---- */

static void
confirm_response_cb (AdwMessageDialog *dialog, const char *response, AbArbiterWindow *self)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *decision = NULL;

  self->confirm = NULL;
  if (!g_str_equal (response, "apply") || self->ruling == NULL)
    {
      _ab_arbiter_window_say (
          self, ab_arbiter_word (_ab_arbiter_window_language (self), AB_ARBITER_WORD_CANCELLED),
          AB_ANNOUNCE_INFO);
      gtk_widget_grab_focus (self->apply_button);
      return;
    }
  /* The match announces the decision itself, to every view; the view shows it. */
  if (!ab_match_arbiter_take_back (self->match, self->apply_plies, self->apply_ms[AB_WHITE],
                                   self->apply_ms[AB_BLACK], &error))
    {
      g_autofree char *text = g_strdup_printf (
          ab_arbiter_word (_ab_arbiter_window_language (self), AB_ARBITER_WORD_NOT_APPLIED),
          error->message);

      _ab_arbiter_window_say_error (self, text, self->apply_button);
      return;
    }
  decision = ab_match_words_take_back (self->match, self->apply_plies,
                                       self->apply_ms[AB_WHITE], self->apply_ms[AB_BLACK]);
  gtk_label_set_text (self->ruling_label, decision);
  gtk_label_set_text (self->apply_label, "");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->apply_button),
                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, decision, -1);
  gtk_widget_grab_focus (GTK_WIDGET (self->sheet_lists[0]));
}

static void
apply_action (GtkWidget *widget, const char *name, GVariant *param)
{
  AbArbiterWindow *self = AB_ARBITER_WINDOW (widget);
  gboolean has_clock = ab_game_get_clock (ab_match_get_game (self->match)) != NULL;
  g_autofree char *text = NULL;
  g_autofree char *said = NULL;
  AdwMessageDialog *dialog;

  if (self->ruling == NULL || self->confirm != NULL)
    return;
  for (int c = 0; c < 2; c++)
    {
      const char *typed = gtk_editable_get_text (GTK_EDITABLE (self->clock_entries[c]));

      self->apply_ms[c] = 0;
      if (has_clock && !ab_arbiter_parse_clock (typed, &self->apply_ms[c]))
        {
          g_autofree char *error = g_strdup_printf (
            ab_arbiter_word (_ab_arbiter_window_language (self), AB_ARBITER_WORD_CLOCK_ERROR),
            ab_phrase_color (_ab_arbiter_window_language (self), (AbColor) c), typed);

          _ab_arbiter_window_say_error (self, error, GTK_WIDGET (self->clock_entries[c]));
          return;
        }
    }
  self->apply_plies = ab_match_reconcile_plies (self->match, self->ruling);
  text = ab_match_words_take_back (self->match, self->apply_plies, self->apply_ms[AB_WHITE],
                                   self->apply_ms[AB_BLACK]);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self),
                                                       _("Apply the Arbiter's Decision?"), text));
  adw_message_dialog_add_responses (dialog, "cancel", _("_Cancel"), "apply", _("_Apply"), NULL);
  adw_message_dialog_set_response_appearance (dialog, "apply", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "apply");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect (dialog, "response", G_CALLBACK (confirm_response_cb), self);
  self->confirm = GTK_WIDGET (dialog);
  gtk_window_present (GTK_WINDOW (dialog));
  said = g_strdup_printf (
      ab_arbiter_word (_ab_arbiter_window_language (self), AB_ARBITER_WORD_CONFIRM), text);
  _ab_arbiter_window_say (self, said, AB_ANNOUNCE_IMPORTANT);
}

/* ---- board B from the e-board ---- */

/* Board B is the e-board's men as they stand now; FALSE when no board is read. */
static gboolean
take_eboard_board (AbArbiterWindow *self)
{
  AbEboardSnapshot board;
  char placement[AB_EBOARD_PLACEMENT_MAX];

  if (self->eboard == NULL || ab_match_eboard_get_state (self->eboard)
                                != AB_MATCH_EBOARD_CONNECTED
      || !ab_match_eboard_get_board (self->eboard, &board))
    return FALSE;
  ab_eboard_snapshot_to_placement (&board, placement);
  gtk_editable_set_text (GTK_EDITABLE (self->board_entries[1]), placement);
  return TRUE;
}

static void
eboard_board_action (GtkWidget *widget, const char *name, GVariant *param)
{
  AbArbiterWindow *self = AB_ARBITER_WINDOW (widget);

  if (!take_eboard_board (self))
    {
      _ab_arbiter_window_say_error (self,
                                    ab_arbiter_word (_ab_arbiter_window_language (self),
                                                    AB_ARBITER_WORD_NO_EBOARD),
                                    GTK_WIDGET (self->board_entries[1]));
      return;
    }
  _ab_arbiter_window_say (self,
                          ab_arbiter_word (_ab_arbiter_window_language (self),
                                          AB_ARBITER_WORD_BOARD_FROM_EBOARD),
                          AB_ANNOUNCE_INFO);
}

/* ---- actions and the class ---- */

static void
compare_action (GtkWidget *widget, const char *name, GVariant *param)
{
  _ab_arbiter_window_compare (AB_ARBITER_WINDOW (widget));
}

static void
first_difference_action (GtkWidget *widget, const char *name, GVariant *param)
{
  first_difference (AB_ARBITER_WINDOW (widget));
}

/* Ctrl+R: the result of a game that awaits it (6.9 undecided). */
static void
decide_action (GtkWidget *widget, const char *name, GVariant *param)
{
  AbArbiterWindow *self = AB_ARBITER_WINDOW (widget);

  ab_arbiter_result_ask (GTK_WINDOW (self), self->match, self->announcer);
}

/* The player's window gets the keyboard back. Closing gives up an imported sheet A: the
 * view opens again on Annabella's own, as the ruling on an imported sheet promised. */
static gboolean
close_request (GtkWindow *window)
{
  AbArbiterWindow *self = AB_ARBITER_WINDOW (window);
  GtkWindow *parent = gtk_window_get_transient_for (window);

  if (self->imported_a)
    {
      use_match_sheet (self);
      forget_ruling (self, _("Enter or import the sighted player's scoresheet, then compare."));
    }

  if (parent != NULL)
    {
      gtk_window_present (parent);
      if (AB_IS_WINDOW (parent))
        ab_window_focus_input (AB_WINDOW (parent));
    }
  return GTK_WINDOW_CLASS (ab_arbiter_window_parent_class)->close_request (window);
}

static void
ab_arbiter_window_dispose (GObject *object)
{
  AbArbiterWindow *self = AB_ARBITER_WINDOW (object);

  if (self->chooser != NULL)
    gtk_native_dialog_destroy (GTK_NATIVE_DIALOG (self->chooser));
  if (self->confirm != NULL)
    gtk_window_destroy (GTK_WINDOW (self->confirm));
  self->confirm = NULL;
  g_clear_object (&self->chooser);
  g_clear_object (&self->eboard);
  g_clear_object (&self->match);
  g_clear_object (&self->announcer);
  g_clear_pointer (&self->ruling, g_free);
  for (int i = 0; i < 2; i++)
    ab_reconcile_sheet_clear (&self->sheets[i]);

  G_OBJECT_CLASS (ab_arbiter_window_parent_class)->dispose (object);
}

static void
add_shortcut (GtkShortcutController *controller, guint key, GdkModifierType mods,
              const char *action)
{
  gtk_shortcut_controller_add_shortcut (controller,
                                        gtk_shortcut_new (gtk_keyval_trigger_new (key, mods),
                                                          gtk_named_action_new (action)));
}

/* Ctrl+Shift+K: a kept match, opened in the player's window, which the match is. */
static void
open_journal_action (GtkWidget *widget, const char *name, GVariant *param)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (widget));

  if (parent != NULL)
    {
      gtk_window_present (parent);
      gtk_widget_activate_action (GTK_WIDGET (parent), "win.open-journal", NULL);
    }
}

/* A short list of this window's keys, as the player's window has on Alt+H. */
static void
keys_action (GtkWidget *widget, const char *action, GVariant *param)
{
  AbArbiterWindow *self = AB_ARBITER_WINDOW (widget);

  _ab_arbiter_window_say (self,
                          ab_arbiter_word (_ab_arbiter_window_language (self),
                                           AB_ARBITER_WORD_KEYS),
                          AB_ANNOUNCE_INFO);
}

static void
ab_arbiter_window_class_init (AbArbiterWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = ab_arbiter_window_dispose;
  window_class->close_request = close_request;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/org/annabella/Annabella/ui/ab-arbiter-window.ui");
  gtk_widget_class_bind_template_child (widget_class, AbArbiterWindow, other_text);
  gtk_widget_class_bind_template_child_full (widget_class, "board_a", FALSE,
                                             G_STRUCT_OFFSET (AbArbiterWindow,
                                                              board_entries[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "board_b", FALSE,
                                             G_STRUCT_OFFSET (AbArbiterWindow,
                                                              board_entries[1]));
  gtk_widget_class_bind_template_child_full (widget_class, "sheet_a", FALSE,
                                             G_STRUCT_OFFSET (AbArbiterWindow, sheet_lists[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "sheet_b", FALSE,
                                             G_STRUCT_OFFSET (AbArbiterWindow, sheet_lists[1]));
  gtk_widget_class_bind_template_child (widget_class, AbArbiterWindow, ruling_label);
  gtk_widget_class_bind_template_child (widget_class, AbArbiterWindow, sheet_a_heading);
  gtk_widget_class_bind_template_child (widget_class, AbArbiterWindow, apply_button);
  gtk_widget_class_bind_template_child (widget_class, AbArbiterWindow, apply_label);
  gtk_widget_class_bind_template_child (widget_class, AbArbiterWindow, decide_button);
  gtk_widget_class_bind_template_child_full (widget_class, "clock_white", FALSE,
                                             G_STRUCT_OFFSET (AbArbiterWindow,
                                                              clock_entries[AB_WHITE]));
  gtk_widget_class_bind_template_child_full (widget_class, "clock_black", FALSE,
                                             G_STRUCT_OFFSET (AbArbiterWindow,
                                                              clock_entries[AB_BLACK]));
  gtk_widget_class_bind_template_child_full (widget_class, "import_button", FALSE,
                                             G_STRUCT_OFFSET (AbArbiterWindow, buttons[0]));
  gtk_widget_class_bind_template_child_full (widget_class, "compare_button", FALSE,
                                             G_STRUCT_OFFSET (AbArbiterWindow, buttons[1]));
  gtk_widget_class_bind_template_child_full (widget_class, "difference_button", FALSE,
                                             G_STRUCT_OFFSET (AbArbiterWindow, buttons[2]));
  gtk_widget_class_bind_template_child_full (widget_class, "import_a_button", FALSE,
                                             G_STRUCT_OFFSET (AbArbiterWindow, buttons[3]));
  gtk_widget_class_bind_template_child_full (widget_class, "eboard_button", FALSE,
                                             G_STRUCT_OFFSET (AbArbiterWindow, buttons[4]));

  gtk_widget_class_install_action (widget_class, "arbiter.import", NULL,
                                   _ab_arbiter_window_import_action);
  gtk_widget_class_install_action (widget_class, "arbiter.import-a", NULL,
                                   _ab_arbiter_window_import_action);
  gtk_widget_class_install_action (widget_class, "arbiter.compare", NULL, compare_action);
  gtk_widget_class_install_action (widget_class, "arbiter.first-difference", NULL,
                                   first_difference_action);
  gtk_widget_class_install_action (widget_class, "arbiter.keys", NULL, keys_action);
  gtk_widget_class_install_action (widget_class, "arbiter.open-journal", NULL,
                                   open_journal_action);
  gtk_widget_class_install_action (widget_class, "arbiter.decide", NULL, decide_action);
  gtk_widget_class_install_action (widget_class, "arbiter.apply", NULL, apply_action);
  gtk_widget_class_install_action (widget_class, "arbiter.eboard-board", NULL,
                                   eboard_board_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_w, GDK_CONTROL_MASK,
                                       "window.close", NULL);
}

static void
ab_arbiter_window_init (AbArbiterWindow *self)
{
  GtkEventController *shortcuts = gtk_shortcut_controller_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  for (int i = 0; i < 2; i++)
    ab_reconcile_sheet_init (&self->sheets[i]);
  /* Before the text view, which would take Return for a new line. */
  gtk_event_controller_set_propagation_phase (shortcuts, GTK_PHASE_CAPTURE);
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), GDK_KEY_Return, GDK_CONTROL_MASK,
                "arbiter.compare");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), GDK_KEY_KP_Enter, GDK_CONTROL_MASK,
                "arbiter.compare");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), GDK_KEY_o, GDK_CONTROL_MASK,
                "arbiter.import");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), GDK_KEY_O,
                GDK_CONTROL_MASK | GDK_SHIFT_MASK, "arbiter.import-a");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), GDK_KEY_d, GDK_CONTROL_MASK,
                "arbiter.first-difference");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), GDK_KEY_h, GDK_ALT_MASK, "arbiter.keys");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), GDK_KEY_K,
                GDK_CONTROL_MASK | GDK_SHIFT_MASK, "arbiter.open-journal");
  add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts), GDK_KEY_r, GDK_CONTROL_MASK,
                "arbiter.decide");
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
  for (int i = 0; i < 5; i++)
    ab_button_name (self->buttons[i]);
  ab_button_name (self->apply_button);
  ab_button_name (self->decide_button);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "arbiter.apply", FALSE);
}

AbArbiterWindow *
ab_arbiter_window_new (GtkApplication *application, AbMatch *match, AbAnnouncer *announcer)
{
  AbArbiterWindow *self;

  g_return_val_if_fail (GTK_IS_APPLICATION (application), NULL);
  g_return_val_if_fail (AB_IS_MATCH (match), NULL);
  g_return_val_if_fail (AB_IS_ANNOUNCER (announcer), NULL);

  self = g_object_new (AB_TYPE_ARBITER_WINDOW, "application", application, NULL);
  self->match = g_object_ref (match);
  self->announcer = g_object_ref (announcer);
  g_signal_connect_object (match, "move-made", G_CALLBACK (match_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (match, "reset", G_CALLBACK (match_reset_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (match, "game-over", G_CALLBACK (game_over_cb), self,
                           G_CONNECT_SWAPPED);
  /* a resumed game may await the arbiter's result */
  g_signal_connect_object (match, "reset", G_CALLBACK (game_over_cb), self, G_CONNECT_SWAPPED);
  refresh_match_sheet (self);
  game_over_cb (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->other_text));
  return self;
}

void
ab_arbiter_window_set_eboard (AbArbiterWindow *self, AbMatchEboard *eboard)
{
  g_return_if_fail (AB_IS_ARBITER_WINDOW (self));
  g_return_if_fail (eboard == NULL || AB_IS_MATCH_EBOARD (eboard));

  g_set_object (&self->eboard, eboard);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "arbiter.eboard-board", eboard != NULL);
  /* D.2.9 on an e-board: the sighted player's board is what it reads. */
  if (eboard != NULL && ab_match_eboard_get_shows (eboard, NULL) == AB_EBOARD_SHOWS_OTHER
      && take_eboard_board (self))
    _ab_arbiter_window_say (self,
                            ab_arbiter_word (_ab_arbiter_window_language (self),
                                            AB_ARBITER_WORD_BOARD_FROM_EBOARD),
                            AB_ANNOUNCE_INFO);
}

AbArbiterWindow *
ab_arbiter_window_show (GtkApplication *application, AbMatch *match, AbAnnouncer *announcer,
                        GtkWindow *parent)
{
  AbArbiterWindow *self = NULL;

  g_return_val_if_fail (GTK_IS_APPLICATION (application), NULL);

  for (GList *l = gtk_application_get_windows (application); l != NULL; l = l->next)
    if (AB_IS_ARBITER_WINDOW (l->data))
      self = l->data;
  if (self == NULL)
    {
      self = ab_arbiter_window_new (application, match, announcer);
      gtk_window_set_transient_for (GTK_WINDOW (self), parent);
      gtk_window_set_hide_on_close (GTK_WINDOW (self), TRUE);
    }
  gtk_window_present (GTK_WINDOW (self));
  gtk_widget_grab_focus (GTK_WIDGET (self->other_text));
  if (ab_match_awaits_arbiter (match))
    {
      g_autofree char *ended = ab_match_words_result (match);
      g_autofree char *text = g_strdup_printf (
        ab_arbiter_word (_ab_arbiter_window_language (self), AB_ARBITER_WORD_RESULT_AWAITS), ended);

      _ab_arbiter_window_say (self, text, AB_ANNOUNCE_INFO);
    }
  else
    _ab_arbiter_window_say (
        self, ab_arbiter_word (_ab_arbiter_window_language (self), AB_ARBITER_WORD_OPENED),
        AB_ANNOUNCE_INFO);
  return self;
}
