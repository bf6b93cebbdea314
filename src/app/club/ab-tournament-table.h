/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tournament-table.h — a table a screen reader reads row by row.
 *
 * GtkColumnView in GTK 4.8 gives no way to name a row; this table does. A
 * header row of column headers, then rows: each row is one focus stop whose
 * accessible name is the whole line (set by the caller), each cell's name is
 * its value with its column header. Up, Down, Home, End, Page Up and Page Down
 * move between rows; Tab leaves the table; Enter and Space emit "row-activated". */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define AB_TYPE_TOURNAMENT_TABLE (ab_tournament_table_get_type ())
G_DECLARE_FINAL_TYPE (AbTournamentTable, ab_tournament_table, AB, TOURNAMENT_TABLE, GtkWidget)

GtkWidget *ab_tournament_table_new (void);

/* The column headers (NULL-terminated), the same as a screen reader says them (NULL: as
 * shown; "Sonneborn-Berger" for "SB"); right_aligned[i]: column i holds numbers;
 * row_header: the column that names its row (the player), or -1. Clears the rows. */
void ab_tournament_table_set_columns (AbTournamentTable *self, const char *const *headers,
                                      const char *const *spoken_headers,
                                      const gboolean *right_aligned, int row_header);
guint ab_tournament_table_get_n_columns (AbTournamentTable *self);

/* Makes the table n_rows long; new rows are empty. The focused row stays focused when it
 * still exists, else the last row takes the focus: the focus is never lost. */
void ab_tournament_table_set_n_rows (AbTournamentTable *self, guint n_rows);
guint ab_tournament_table_get_n_rows (AbTournamentTable *self);

/* The visible text of a cell, and what a screen reader says for it when that differs
 * (NULL: the text). The cell's accessible name is "<header>: <spoken>". */
void ab_tournament_table_set_cell (AbTournamentTable *self, guint row, guint column,
                                   const char *text, const char *spoken);
const char *ab_tournament_table_get_cell (AbTournamentTable *self, guint row, guint column);
/* The row's accessible name: the whole line as it is spoken. */
void ab_tournament_table_set_row_name (AbTournamentTable *self, guint row, const char *name);
const char *ab_tournament_table_get_row_name (AbTournamentTable *self, guint row);

/* The row that has (or last had) the focus; 0 when the table is empty. */
guint ab_tournament_table_get_cursor (AbTournamentTable *self);
/* Moves the cursor, and the focus when the table has it. */
void ab_tournament_table_set_cursor (AbTournamentTable *self, guint row);
/* Whether one of the rows has the keyboard focus. */
gboolean ab_tournament_table_has_focus (AbTournamentTable *self);

G_END_DECLS
