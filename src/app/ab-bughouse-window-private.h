/* ab-bughouse-window-private.h — the doorgeefschaak window's state, shared by
 * its construction (ab-bughouse-window.c) and its keys and moves
 * (ab-bughouse-window-play.c). */
#pragma once

#include "ab-bughouse-board-view.h"
#include "ab-bughouse-journal.h"
#include "ab-bughouse-phrases.h"
#include "ab-bughouse-window.h"

G_BEGIN_DECLS

/* Five minutes each, as bughouse is usually played. */
#define AB_BUGHOUSE_CLOCK_MS (5 * 60 * 1000)

typedef struct
{
  GtkWidget *box;
  AbBughouseBoardView *view;
  GtkEntry *entry;
  GtkWidget *rows[2];          /* [colour]: player, clock and reserve */
  GtkLabel *players[2];
  GtkLabel *clocks[2];
  GtkLabel *reserve_labels[2];
  GtkWidget *reserve_buttons[2][AB_QUEEN + 1];
  GtkLabel *status;
  AbSquare picked;
  AbPieceType placing;         /* a reserve piece chosen, waiting for its square */
  gint64 remaining[2];         /* ms on each colour's clock */
  gint64 shown_seconds[2];
} AbBughousePane;

struct _AbBughouseWindow
{
  AdwApplicationWindow parent_instance;

  GtkDropDown *seat;
  GtkLabel *score;
  GtkBox *boards;

  AbAnnouncer *announcer;
  AbMatch *language_source;
  AbBughouseMatch *match;
  AbBpgnTags tags;
  char *journal;
  AbBughousePane panes[2];
  AbBughouseBoard active;
  gboolean clocks_running;
  gint64 last_tick; /* monotonic µs */
  guint tick_id;
  const char *confirming; /* the action waiting for its second press */
  gint64 confirm_until;
};

AbLanguage ab_bughouse_window_language (AbBughouseWindow *self);
/* Says text (taken) through the announcer. */
void ab_bughouse_window_say (AbBughouseWindow *self, char *text, AbAnnounceKind kind);
void ab_bughouse_window_refresh (AbBughouseWindow *self);
/* Brings every clock up to now. */
void ab_bughouse_window_tick (AbBughouseWindow *self);
/* Writes the journal; says so when it fails. */
gboolean ab_bughouse_window_save_journal (AbBughouseWindow *self);
/* The seat: the board and colour of "me". */
void ab_bughouse_window_seat (AbBughouseWindow *self, AbBughouseBoard *board, AbColor *color);
/* Starts a new match, or resumes the journal's unfinished one. */
void ab_bughouse_window_start (AbBughouseWindow *self, gboolean resume);

/* ab-bughouse-window-play.c */
void ab_bughouse_window_play (AbBughouseWindow *self, AbBughouseBoard board,
                              AbBughouseMove move);
void ab_bughouse_window_square_activated (AbBughouseWindow *self, AbBughouseBoard board,
                                          AbSquare sq);
void ab_bughouse_window_reserve_clicked (AbBughouseWindow *self, AbBughouseBoard board,
                                         AbColor color, AbPieceType type);
void ab_bughouse_window_entry_activated (AbBughouseWindow *self, AbBughouseBoard board);
void ab_bughouse_window_add_actions (AbBughouseWindow *self);
/* Says what a board's game came to when it has ended, and the team score
 * when the match has. */
void ab_bughouse_window_append_ending (AbBughouseWindow *self, AbBughouseBoard board,
                                       GString *text);

G_END_DECLS
