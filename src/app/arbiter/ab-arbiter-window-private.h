/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-arbiter-window-private.h — AbArbiterWindow's parts: the view (ab-arbiter-window.c)
 * and the import of scoresheets from files (ab-arbiter-window-import.c). */
#pragma once

#include "ab-arbiter-window.h"

#include "ab-reconcile.h"

G_BEGIN_DECLS

struct _AbArbiterWindow
{
  AdwApplicationWindow parent_instance;

  AbMatch *match;
  AbAnnouncer *announcer;
  AbMatchEboard *eboard; /* the sighted player's e-board, for board B; or NULL */

  GtkTextView *other_text;
  GtkEntry *board_entries[2];
  GtkListBox *sheet_lists[2];
  GtkLabel *ruling_label;
  GtkWidget *apply_button;
  GtkLabel *apply_label;
  GtkEntry *clock_entries[2]; /* by colour: the times the arbiter sets */
  GtkWidget *buttons[5]; /* import, compare, first difference, import sheet A, board B from
                          * the e-board */
  GtkWidget *decide_button; /* shown while a result awaits the arbiter */

  AbReconcileSheet sheets[2]; /* as shown: A as the match stands or as imported; B as last
                               * compared */
  AbReconcileRuling *ruling;  /* NULL until compared, and again once the match moves on */
  GtkNativeDialog *chooser;
  int importing;               /* the sheet the chooser is for */
  gboolean imported_a;         /* sheet A was imported; FALSE: the match's */
  GtkLabel *sheet_a_heading;
  GtkWidget *confirm;          /* the confirmation asked before applying, while open */
  guint apply_plies;           /* what the confirmation would apply */
  gint64 apply_ms[2];
};

AbLanguage _ab_arbiter_window_language (AbArbiterWindow *self);
const AbPosition *_ab_arbiter_window_match_start (AbArbiterWindow *self);
/* Shows sheet (0: A, 1: B) in its list, the difference at difference_ply marked. */
void _ab_arbiter_window_fill_list (AbArbiterWindow *self, int sheet, int difference_ply);
void _ab_arbiter_window_say (AbArbiterWindow *self, const char *text, AbAnnounceKind kind);
/* Said and shown, the focus on focus. */
void _ab_arbiter_window_say_error (AbArbiterWindow *self, const char *text, GtkWidget *focus);
/* Both sheets compared, the ruling shown and said. */
void _ab_arbiter_window_compare (AbArbiterWindow *self);

/* Ctrl+O: scoresheet B, the sighted player's; Ctrl+Shift+O: scoresheet A. */
void _ab_arbiter_window_import_action (GtkWidget *widget, const char *name, GVariant *param);

G_END_DECLS
