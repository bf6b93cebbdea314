/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tournament-window-private.h — what the window's files part (ab-tournament-window-files.c:
 * open, save, export, the unsaved-results question) shares with the window. */
#pragma once

#include "ab-tournament-pairings.h"
#include "ab-tournament-table.h"
#include "ab-tournament-window.h"
#include "ab-tournament.h"

G_BEGIN_DECLS

/* What waits for the answer to "save the results?". */
typedef enum
{
  AB_PENDING_NONE,
  AB_PENDING_CHOOSE_FILE, /* then the open dialog */
  AB_PENDING_OPEN_FILE,   /* then pending_file */
  AB_PENDING_CLOSE,       /* then the window closes */
} AbPending;

struct _AbTournamentWindow
{
  AdwApplicationWindow parent_instance;

  AbAnnouncer *announcer;
  AbTournament *tournament;
  GFile *file;
  gboolean dirty;
  int group, round;
  gboolean filling;   /* the drop-downs are being refilled: their changes are ours */
  AbPending pending;
  GFile *pending_file;
  GtkNativeDialog *chooser;

  AdwWindowTitle *window_title;
  GtkStack *stack;
  GtkWidget *open_button;
  GtkDropDown *group_dropdown;
  GtkDropDown *round_dropdown;
  GtkLabel *pairings_heading;
  AbTournamentPairings *pairings;
  GtkLabel *standings_heading;
  AbTournamentTable *standings;
  GtkLabel *status_label;
};

/* Says text through the announcer and shows it in the window's status line; error: a
 * refusal. */
void _ab_tournament_window_say (AbTournamentWindow *self, const char *text, gboolean error);
/* Takes the tournament read from file (both taken) and shows it; focus on the evening. */
void _ab_tournament_window_set_tournament (AbTournamentWindow *self, AbTournament *tournament,
                                           GFile *file);
/* The window title and subtitle: name, file, unsaved. */
void _ab_tournament_window_update_title (AbTournamentWindow *self);

/* ---- ab-tournament-window-files.c ---- */

/* Reads and shows the file; a broken one is reported and changes nothing. */
gboolean _ab_tournament_window_load (AbTournamentWindow *self, GFile *file);
/* Writes the championship to file (the window's own file when NULL). */
gboolean _ab_tournament_window_save_to (AbTournamentWindow *self, GFile *file);
/* Runs what is pending at once when there is nothing unsaved, else asks first. */
void _ab_tournament_window_confirm (AbTournamentWindow *self, AbPending pending, GFile *file);
void _ab_tournament_window_choose_open (AbTournamentWindow *self);
void _ab_tournament_window_choose_save (AbTournamentWindow *self);
/* format: "csv" or "html": the standings of the shown group after the shown evening. */
void _ab_tournament_window_choose_export (AbTournamentWindow *self, const char *format);
/* An error: said, and shown in a dialog that names the file. */
void _ab_tournament_window_error (AbTournamentWindow *self, const char *heading,
                                  const char *message);

G_END_DECLS
