/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-practice-private.h — AbPractice's state, shared by ab-practice.c (the game, hints,
 * review) and ab-practice-engine.c (engine-path, a program that is no engine, resuming). */
#pragma once

#include "ab-practice.h"
#include "ab-practice-phrases.h"

struct _AbPractice
{
  GObject parent_instance;

  AbMatch *match;
  AbAnnouncer *announcer;
  GtkWindow *parent; /* weak */
  AbEngine *engine;
  GSettings *settings; /* engine-path; NULL: the default engine */
  AbEngine *probe;     /* a program tried as the engine before engine-path keeps it */
  char *game_path;     /* the engine program of this game; NULL: engine-path's */

  AbPracticeSetup setup;
  AbColor player;
  gboolean active;     /* the match is a practice game that goes on */
  gboolean starting;   /* the match's "reset" is our own start */
  gboolean restarting; /* after a failure, until the engine is ready again */
  gboolean review_due; /* the game ended; review once the engine is ready */
  gboolean proven;     /* the engine finished its handshake since it was (re)started */
  guint restarts;      /* in a row, without an engine move between them */
  guint move_search;   /* the search for the engine's move, or 0 */
  guint move_ply;      /* the plies when it began */
  guint hint_search;
  guint hint_ply;
  GCancellable *review;
};

void _ab_practice_say_phrase (AbPractice *self, AbAnnounceKind kind, AbPracticePhrase phrase,
                              ...);
/* The dialog shows what was said, for sighted helpers and for reading it again. */
void _ab_practice_show_message (AbPractice *self, const char *heading, const char *body);
/* The engine searches its move when it is its turn and it can. */
void _ab_practice_maybe_go (AbPractice *self);
/* Starts the engine (engine-path's program) unless it runs; FALSE when it cannot start
 * (said). */
gboolean _ab_practice_run_engine (AbPractice *self);

/* engine-path, else the default engine; NULL when there is none. Free with g_free. */
char *_ab_practice_engine_path (AbPractice *self);
/* Says and shows that path is no UCI engine; the game waits for another. */
void _ab_practice_report_not_engine (AbPractice *self, const char *path);
/* Forgets a program being tried as the engine. */
void _ab_practice_drop_probe (AbPractice *self);
/* Watches engine-path: a game waiting for an engine starts the new one. */
void ab_practice_watch_settings (AbPractice *self, GSettings *settings);
