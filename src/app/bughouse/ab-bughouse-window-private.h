/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-bughouse-window-private.h — the doorgeefschaak window's state, shared by
 * its parts: construction (ab-bughouse-window.c), moves (-play.c), keys (-keys.c),
 * art. 8 rulings (-arbiter.c), questions (-dialogs.c) and files (-files.c). The
 * window keeps no rule: it forwards commands to the match and words its answers. */
#pragma once

#include "ab-bughouse-board-view.h"
#include "ab-bughouse-journal.h"
#include "ab-bughouse-phrases.h"
#include "ab-bughouse-window.h"

G_BEGIN_DECLS

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
  gint64 shown_seconds[2];     /* what each clock's accessible name says */
  AbBughouseMove refused;      /* the last refused move, if a hand could make it (art. 8) */
  gboolean takeback;           /* 8E: waits for the square of the other board */
} AbBughousePane;

struct _AbBughouseWindow
{
  AdwApplicationWindow parent_instance;

  GtkDropDown *seat;
  GtkLabel *score;
  GtkBox *boards;
  AdwWindowTitle *window_title;

  AbAnnouncer *announcer;
  AbMatch *language_source;
  AbBughouseMatch *match;
  AbBpgnTags tags;
  char *journal;
  AbBughousePane panes[2];
  AbBughouseBoard active;
  guint tick_id;
  const char *confirming; /* the action waiting for its second press */
  gint64 confirm_until;
  GtkWidget *dialog;      /* the set-up, resume or promotion question being asked */
};

AbLanguage _ab_bughouse_window_language (AbBughouseWindow *self);
/* Says text (taken) through the announcer. */
void _ab_bughouse_window_say (AbBughouseWindow *self, char *text, AbAnnounceKind kind);
void _ab_bughouse_window_refresh (AbBughouseWindow *self);
/* Feeds the time in: the match's clocks brought up to now (a flag that fell is said),
 * the clocks shown. Returns that moment (monotonic µs), for the command that follows. */
gint64 _ab_bughouse_window_tick (AbBughouseWindow *self);
/* Writes the journal; says so when it fails. */
gboolean _ab_bughouse_window_save_journal (AbBughouseWindow *self);
/* The seat: the board and colour of "me". */
void _ab_bughouse_window_seat (AbBughouseWindow *self, AbBughouseBoard *board, AbColor *color);
/* Starts a new match, or resumes the journal's unfinished one. */
void _ab_bughouse_window_start (AbBughouseWindow *self, gboolean resume);

/* ab-bughouse-window-play.c */
void _ab_bughouse_window_play (AbBughouseWindow *self, AbBughouseBoard board,
                               AbBughouseMove move);
void _ab_bughouse_window_square_activated (AbBughouseWindow *self, AbBughouseBoard board,
                                           AbSquare sq);
/* Escape on a board: the piece picked up, or chosen for placing, is put back (said);
 * FALSE when there was none. */
gboolean _ab_bughouse_window_put_back (AbBughouseWindow *self, AbBughouseBoard board);
void _ab_bughouse_window_reserve_clicked (AbBughouseWindow *self, AbBughouseBoard board,
                                          AbColor color, AbPieceType type);
void _ab_bughouse_window_entry_activated (AbBughouseWindow *self, AbBughouseBoard board);
void _ab_bughouse_window_refuse (AbBughouseWindow *self, AbBughouseBoard board, const char *why);
/* Says why the match refused a command on board: the game over by the phrase tables,
 * anything else through ab_describe_bughouse_error. */
void _ab_bughouse_window_refuse_error (AbBughouseWindow *self, AbBughouseBoard board,
                                       AbBughouseError error);
/* The same for ab_bughouse_match_may_move: color not to move, piece not in his reserve. */
void _ab_bughouse_window_refuse_turn (AbBughouseWindow *self, AbBughouseBoard board,
                                      AbBughouseError error, AbColor color, AbPieceType piece);
/* After an event that may end a game: journal, refresh, say text (taken) with the ending. */
void _ab_bughouse_window_finish_event (AbBughouseWindow *self, AbBughouseBoard board,
                                       GString *text, AbAnnounceKind kind);

/* ab-bughouse-window-keys.c */
void _ab_bughouse_window_add_actions (AbBughouseWindow *self);
/* A destructive key asks for a second press: TRUE on that press. Takes question. */
gboolean _ab_bughouse_window_confirmed (AbBughouseWindow *self, const char *what, char *question);
/* Adds the window's keys to the controller. */
void _ab_bughouse_window_add_keys (GtkShortcutController *shortcuts, const char *const *keys,
                                   guint n);

/* ab-bughouse-window-arbiter.c: art. 8 and the draw by agreement */
/* ab-bughouse-window-files.c: Ctrl+S saves the match as BPGN, Ctrl+E the current board's
 * game as PGN. */
void _ab_bughouse_window_add_file_actions (AbBughouseWindow *self, GActionMap *map,
                                           GtkShortcutController *shortcuts);
void _ab_bughouse_window_add_arbiter_actions (AbBughouseWindow *self, GActionMap *map,
                                              GtkShortcutController *shortcuts);
/* 8E: a square of the other board chosen for the restart on board waiting; FALSE when
 * that restart waits for none. */
gboolean _ab_bughouse_window_takeback_square (AbBughouseWindow *self, AbBughouseBoard waiting,
                                              AbSquare sq);
/* Remembers a refused move a hand could make, and says it can be recorded. */
void _ab_bughouse_window_offer_illegal (AbBughouseWindow *self, AbBughouseBoard board,
                                        AbBughouseMove move);

/* ab-bughouse-window-dialogs.c: set-up, resumption, promotion */
void _ab_bughouse_window_ask_setup (AbBughouseWindow *self);
/* Asks whether downtime_us is charged to the running clocks, then says resumed. */
void _ab_bughouse_window_ask_downtime (AbBughouseWindow *self, gint64 downtime_us, int n_moves);
void _ab_bughouse_window_ask_promotion (AbBughouseWindow *self, AbBughouseBoard board,
                                        AbSquare from, AbSquare to);
/* The match's control from the tags, five minutes when they name none or a bad one. */
void _ab_bughouse_window_read_control (AbBughouseWindow *self);
/* Names and time control, shown and said. */
char *_ab_bughouse_window_players_text (AbBughouseWindow *self);
void _ab_bughouse_window_show_players (AbBughouseWindow *self);
/* The resumption said: moves made and each board's state. */
void _ab_bughouse_window_say_resumed (AbBughouseWindow *self, int n_moves, const char *extra);

/* Says what a board's game came to when it has ended, and the team score
 * when the match has. */
void _ab_bughouse_window_append_ending (AbBughouseWindow *self, AbBughouseBoard board,
                                        GString *text);

G_END_DECLS
