/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-match-private.h — AbMatch's state, shared by ab-match.c (record, journal,
 * replay) and ab-match-clock.c (time, clock, acts). */
#pragma once

#include "ab-journal.h"
#include "ab-match.h"
#include "ab-match-pending.h"

/* What the record does not keep: the words a ply was announced with. */
typedef struct
{
  AbSquare from, to; /* as the board shows them: the king's squares for castling */
  gboolean capture;
  gboolean check;
  gboolean correction; /* it corrected a retracted move (D.2.8) */
  char *spoken;
  char *san;
} Ply;

struct _AbMatch
{
  GObject parent_instance;

  char *journal_path;
  AbJournal *journal;
  GPtrArray *events; /* of AbJournalEvent: the match so far, as journaled */

  AbGame *game;  /* the record and the rules */
  GArray *plies; /* of Ply, one per move of the game */
  AbColor blind_color;
  gint64 last_usec; /* the game's time never goes back */
  /* The game's time: base_game at the monotonic moment base_mono. */
  gint64 base_game;
  gint64 base_mono;
  gboolean correcting; /* the next move corrects a retracted one (D.2.8) */
  gboolean clock_waits; /* the journal's "clock-waits": the setup does not start the clock */
  gboolean press_by_key;
  guint deadpos_budget_ms; /* the dead-position analysis's, for games from now on; 0: the
                            * analyser's default (ab-match-clock.c) */

  guint flag_source;
  guint tick_source;
  guint beat_source;    /* the running clock's heartbeat (ab-match-resume.c) */
  gboolean beat_failed; /* the last one was not written: said once */
  char *kept_path;      /* where the last start kept the earlier match's journal */
  GArray *time_warnings; /* of gint64: the thresholds (µs) of the blind player's warnings */
  gint64 warned_above;   /* his time at the last look, for the warnings (-1: none) */

  AbLanguage language;
  AbSpokenStyle spoken_style;

  /* ab-match-assistant.c: set by the journal's "assistant" event */
  gboolean has_assistant;
  AbColor assistant_for;
  char *assistant_name;
  gboolean enters_both; /* the "enters-both" event: the blind player enters both sides' moves */
  gboolean eboard;      /* the "eboard" event: the sighted player plays on an e-board */
  gboolean eboard_away; /* ... which is not there now: the move line enters his moves too */
  guint flag_told; /* by colour bit: a fallen flag signalled to the assistant (D.2.10.5) */
  char *record_path;  /* the adjournment record last written */

  /* ab-match-pending.c: the move that waits for the player's confirmation */
  AbMatchPendingKind pending_kind;
  GArray *pending_readings; /* of AbMove: the one waiting first, then the other readings */
  char *pending_text;       /* the typed text it was offered for */
  gboolean pending_unsaid;  /* heard, waiting unsaid for its repetition */
};

enum
{
  AB_MATCH_SIGNAL_RESET,
  AB_MATCH_SIGNAL_MOVE_MADE,
  AB_MATCH_SIGNAL_RULING,
  AB_MATCH_SIGNAL_TAKEN_BACK,
  AB_MATCH_SIGNAL_GAME_OVER,
  AB_MATCH_SIGNAL_CLOCK_CHANGED,
  AB_MATCH_SIGNAL_FLAG_FALLEN,
  AB_MATCH_SIGNAL_TIME_WARNING,
  AB_MATCH_SIGNAL_PENDING_CHANGED,
  AB_MATCH_N_SIGNALS
};


GArray *_ab_match_plies_new (void);
void _ab_match_ply_clear (gpointer ply);
AbGame *_ab_match_game_new (void);
/* The words and squares of move (legal in pos), before it is made. */
Ply _ab_match_describe_ply (AbMatch *self, const AbPosition *pos, AbMove move);
/* Makes move on game's board and keeps its words in plies. */
AbGameError _ab_match_game_make_move (AbMatch *self, AbGame *game, GArray *plies, AbMove move,
                                      gint64 usec, AbDecision *d);
/* Whether text is a time control rather than none ("-", empty). */
gboolean _ab_match_has_control (const char *text);
/* Replays events (a start first) into a new game; FALSE with error on the first event
 * that does not fit. correcting: a retraction waits for its correction. */
gboolean _ab_match_replay (AbMatch *self, GPtrArray *events, AbGame **game_out, GArray *plies,
                           AbColor *blind_color, gint64 *last_usec, gboolean *correcting,
                           GError **error);

/* Applies one event (not a start, not a retraction) to game; correcting as in AbMatch. */
AbGameError _ab_match_apply_event (AbMatch *self, AbGame *game, GArray *plies,
                                   const AbJournalEvent *event, gboolean *correcting,
                                   AbDecision *out);
/* Writes event to the journal and keeps it (taking it); FALSE with error when the
 * journal refused it: then the game is rebuilt from the events kept before it. */
gboolean _ab_match_record (AbMatch *self, AbJournalEvent *event, GError **error);
/* Applies event (taken) to the game, then records it; d gets the ruling. On a refusal
 * nothing changes and error is the rules' (AB_MATCH_RULES_ERROR). */
gboolean _ab_match_apply_and_record (AbMatch *self, AbJournalEvent *event, AbDecision *d,
                                     GError **error);
/* Sets error to the rules' refusal err (AB_MATCH_RULES_ERROR); returns FALSE. */
gboolean _ab_match_refuse (AbMatch *self, AbGameError err, GError **error);
/* Keeps an earlier match's journal at path as match-<date>.journal (ab-match-keep.c);
 * kept (if not NULL) gets that name, or NULL when there was nothing to keep. FALSE with
 * error when it cannot be moved. */
gboolean ab_match_archive_journal (const char *path, char **kept, GError **error);
/* Writes events (a start first) as the match's journal, archiving the one before
 * (ab-match-replay.c); NULL if it cannot, with nothing changed. */
AbJournal *_ab_match_write_journal (AbMatch *self, GPtrArray *events, GError **error);
/* Replays self->events into a fresh game (after a retraction or a refused write). */
void _ab_match_rebuild (AbMatch *self);
/* The journal's actions of a clock that waits: "clock-waits" before the setup, and
 * "start-clock"; the time the clock started (the setup's unless it waited), for a game
 * rebuilt from events. */
#define AB_MATCH_CLOCK_WAITS "clock-waits"
#define AB_MATCH_START_CLOCK "start-clock"
gint64 _ab_match_clock_started_at (GPtrArray *events, gint64 now);
/* The signals, emitted only through these (ab-match.c owns them). "game-over" with the
 * match's result; "ruling" only for a decision that is one (not AB_DECISION_NONE). */
void _ab_match_emit_game_over (AbMatch *self);
void _ab_match_emit_reset (AbMatch *self);
void _ab_match_emit_move_made (AbMatch *self, guint ply);
void _ab_match_emit_taken_back (AbMatch *self, guint n_plies, gint64 white_ms, gint64 black_ms);
void _ab_match_emit_clock_changed (AbMatch *self);
void _ab_match_emit_time_warning (AbMatch *self, gint64 threshold_us);
void _ab_match_emit_flag_fallen (AbMatch *self, AbColor side);
void _ab_match_emit_pending_changed (AbMatch *self);
void _ab_match_emit_ruling (AbMatch *self, const AbDecision *decision);
/* The arbiter's take-back (ab-match-arbiter.c): whether event is one, and replaying it
 * after the events before it (replaces *game, truncates plies). */
gboolean _ab_match_is_take_back (const AbJournalEvent *event);
AbGameError _ab_match_replay_take_back (AbMatch *self, GPtrArray *events, AbGame **game,
                                        GArray *plies, const AbJournalEvent *event);
/* The dead-position budget (ab-match-clock.c): a new game's setup event, when the
 * match's budget is not the default; the same for the game in progress, journaled, when it
 * differs from the game's (not once the game is over); and the event replayed. */
void _ab_match_budget_setup_event (AbMatch *self, GPtrArray *events, gint64 now);
void _ab_match_sync_budget (AbMatch *self);
gboolean _ab_match_is_budget_event (const AbJournalEvent *event);
AbGameError _ab_match_apply_budget (AbGame *game, const AbJournalEvent *event);
/* The arbiter's result of a game that awaits it (ab-match-arbiter.c), replayed. */
gboolean _ab_match_is_decision (const AbJournalEvent *event);
AbGameError _ab_match_apply_decision (AbGame *game, const AbJournalEvent *event, AbDecision *d);
/* The clock changed: flag timer, tick timer, "clock-changed". */
void _ab_match_clock_changed (AbMatch *self);
/* After a resumption: the clock press that goes with the journal's last move, if a crash
 * came between the two lines. */
void _ab_match_clock_finish_press (AbMatch *self);
/* A flag fallen by now and not yet ruled on is ruled on first; TRUE if the game ended. */
gboolean _ab_match_settle_flags (AbMatch *self, gint64 now);
void _ab_match_stop_timers (AbMatch *self);
/* The heartbeat runs while the clock does (ab-match-resume.c). */
void _ab_match_follow_beat (AbMatch *self, gboolean running);

/* ab-match-assistant.c */
/* The assistant's event after the setup's, if the setup names one. */
void _ab_match_assistant_setup_event (const AbMatchSetup *setup, GPtrArray *events, gint64 now);
/* Whether an action event is the assistant's or the adjournment's (name). */
gboolean _ab_match_assistant_handles (const char *name);
AbGameError _ab_match_assistant_apply (AbMatch *self, AbGame *game, GArray *plies,
                                       const AbJournalEvent *event, AbDecision *d);
/* In assistant mode a fallen flag is not ruled on by itself: it is signalled to the
 * assistant, who claims it (D.2.10.5). TRUE when the match handled the flag so. */
gboolean _ab_match_assistant_flag (AbMatch *self, gint64 now);
/* Whether a flag timer is still wanted (not after the fall was signalled). */
gboolean _ab_match_assistant_wants_flag_timer (AbMatch *self, gint64 flag_at);
/* Whether player's move presses the clock with its announcement. */
gboolean _ab_match_assistant_presses (AbMatch *self, AbColor player);
void _ab_match_assistant_finalize (AbMatch *self);

/* ab-match-pending.c */
void _ab_match_pending_init (AbMatch *self);
void _ab_match_pending_finalize (AbMatch *self);
