/* SPDX-License-Identifier: GPL-3.0-or-later */
/* match-fixture.h — what the AbMatch tests share: a temporary folder for the journal,
 * the announcements heard, and moves played by their text. */
#pragma once

#include "ab-match.h"
#include "ab-match-words.h"

typedef struct
{
  char *dir;       /* removed with all in it after the test */
  char *path;      /* the journal, in dir */
  GPtrArray *said; /* announcements, "kind:text" */
} TmFixture;

/* For g_test_add () with a TmFixture, or called from a larger fixture's own. */
void tm_set_up (TmFixture *f, gconstpointer data);
void tm_tear_down (TmFixture *f, gconstpointer data);

/* Removes the folder and everything below it. */
void tm_remove_tree (const char *dir);

/* Adds the match's announcements, as AbMatchWords words them, to f->said. */
void tm_listen (TmFixture *f, AbMatch *match);
/* Whether an announcement of kind containing text was heard. */
gboolean tm_said (TmFixture *f, AbAnnouncementKind kind, const char *text);

/* Plays the move (any notation the match parses) for the side to move; fails the test
 * unless it is made. */
void tm_play (AbMatch *match, const char *text);
/* The same for each of a NULL-terminated list. */
void tm_play_all (AbMatch *match, const char *const *texts);
/* The act, which must be allowed. */
void tm_act_ok (AbMatch *match, AbMatchAct act, AbColor actor);

/* The position's FEN; free it. */
char *tm_fen (AbMatch *match);
/* The time a side's clock shows, in milliseconds. */
gint64 tm_clock_ms (AbMatch *match, AbColor side);
/* A file's whole text (the journal's, mostly); free it. */
char *tm_read_text (const char *path);
