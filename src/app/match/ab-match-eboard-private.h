/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-match-eboard-private.h — AbMatchEboard's state, shared by its parts: finding and
 * opening the board, the object and its settings (ab-match-eboard.c), and reading it
 * (ab-match-eboard-read.c). */
#pragma once

#include "ab-match-eboard.h"

struct _AbMatchEboard
{
  GObject parent_instance;

  AbMatch *match;
  char *wanted; /* the device the settings name; NULL: any board found */
  AbEboardProtocol protocol;
  guint settle_ms;

  AbMatchEboardState state;
  AbEboardSession *session;
  char *device;
  AbEboardProtocol answered;
  int major, minor;
  gboolean was_lost;   /* the board being opened or read came back after it was lost */
  gboolean first_read; /* the next board read is the first since the board answered */
  guint poll_source;
  GHashTable *rejected; /* looking for any board: devices that answered as none */
  int told_code;        /* the last fault told, -1 none, and its device */
  char *told_device;
  gboolean told_off; /* news said the board is not right: that it is again is news too */
  guint takeback;    /* the half-moves of the takeback the board shows */
  gint64 noise_told_at;

  /* a DGT clock on the board */
  gboolean has_clock;
  AbEboardClock clock;
  int clock_runs; /* 0: neither side, 1: the left, 2: the right */
  int votes_left, votes_right; /* presses seen with White's side left, right */
};

/* ab-match-eboard.c */
void _ab_match_eboard_emit_changed (AbMatchEboard *self);
void _ab_match_eboard_emit_news (AbMatchEboard *self, const AbEboardNews *news);
/* The state; while the board is away the match's move line enters the opponent's moves. */
void _ab_match_eboard_set_state (AbMatchEboard *self, AbMatchEboardState state);
void _ab_match_eboard_close (AbMatchEboard *self);
/* A fault is told once for each kind and device, until a board answers. */
void _ab_match_eboard_tell_fault (AbMatchEboard *self, const GError *error);
void _ab_match_eboard_forget_faults (AbMatchEboard *self);
/* The board did not answer, or went away. */
void _ab_match_eboard_fault (AbMatchEboard *self, const GError *error);

/* ab-match-eboard-read.c */
extern const AbEboardSessionFuncs ab_match_eboard_session_funcs;
/* The match's game told to the session's tracker. */
void _ab_match_eboard_sync (AbMatchEboard *self);
/* NULL without a session. */
AbEboardTracker *_ab_match_eboard_tracker (AbMatchEboard *self);
