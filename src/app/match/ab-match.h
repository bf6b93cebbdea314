/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-match.h — one match: the one source of truth that every view observes.
 *
 * AbMatch wraps the game record and rule engine (ab-game.h) and the words each
 * move was announced with. Commands come in (play, press, act); the match
 * decides, refuses with a GError that says why, or writes the change to its
 * journal (fsync) before it tells anyone. Then it signals the facts:
 * "move-made" (ply), "ruling" (the AbDecision, with its article),
 * "taken-back" (the arbiter's take-back), "game-over" (AbMatchResult),
 * "time-warning", "clock-changed", "reset". It says nothing itself: the announcer words the
 * facts (ab-match-words.h). Views never keep a copy of the position; they
 * redraw from the match when it signals. */
#pragma once

#include <glib-object.h>

#include "ab-game.h"
#include "ab-notation.h"
#include "ab-spoken.h"

G_BEGIN_DECLS

typedef enum
{
  AB_MATCH_RESULT_NONE,
  AB_MATCH_RESULT_WHITE_WINS,
  AB_MATCH_RESULT_BLACK_WINS,
  AB_MATCH_RESULT_DRAW,
} AbMatchResult;

/* Whom an assistant works for (D.2.10, D.2.11; ab-match-assistant.h). */
typedef enum
{
  AB_ASSISTANT_NONE,
  AB_ASSISTANT_BLIND,   /* D.2.10: the visually impaired player's */
  AB_ASSISTANT_SIGHTED, /* D.2.11: the sighted player's, when the other has none */
} AbAssistant;

/* What a new match is: ab_match_setup_init gives the defaults (standard start,
 * blind player White, 2023 edition, no clock, no assistant). */
typedef struct
{
  const char *fen;          /* NULL: the standard start */
  AbColor blind_color;
  AbEdition edition;
  const char *time_control; /* ab-time-control.h syntax; NULL or "-": no clock */
  const char *white;        /* players' names; NULL: none */
  const char *black;
  AbAssistant assistant;
  const char *assistant_name; /* NULL: none given */
  gboolean enters_both;       /* one device, no mirror needed: the blind player enters the
                               * moves his opponent announces too (without an assistant) */
  gboolean clock_waits;       /* the clock starts when the players are ready: with the first
                               * move, or ab_match_start_clock; else at the setup (6.6) */
  gboolean eboard;            /* the sighted player plays on an electronic board, which
                               * enters his moves (ab-match-eboard.h) */
} AbMatchSetup;

/* The acts of players and arbiter besides moves, each journaled before it is announced. */
typedef enum
{
  AB_MATCH_ACT_OFFER_DRAW,      /* 9.1.2 */
  AB_MATCH_ACT_ACCEPT_DRAW,
  AB_MATCH_ACT_DECLINE_DRAW,
  AB_MATCH_ACT_CLAIM_THREEFOLD, /* 9.2, with an intended move or AB_MOVE_NONE */
  AB_MATCH_ACT_CLAIM_FIFTY,     /* 9.3 */
  AB_MATCH_ACT_RESIGN,          /* 5.1.2 */
  AB_MATCH_ACT_FLAG,            /* 6.9: the actor's opponent claims the actor's flag */
  AB_MATCH_ACT_PAUSE,           /* 6.11.1: the arbiter is called, the clock stops */
  AB_MATCH_ACT_RESUME,          /* 6.11.3 */
} AbMatchAct;

#define AB_MATCH_ERROR (ab_match_error_quark ())
GQuark ab_match_error_quark (void);
/* The game's rules refused a command: the code is the AbGameError (ab-game.h). */
#define AB_MATCH_RULES_ERROR (ab_match_rules_error_quark ())
GQuark ab_match_rules_error_quark (void);

typedef enum
{
  AB_MATCH_ERROR_NOT_YOUR_TURN, /* the player is not the side to move */
  AB_MATCH_ERROR_ILLEGAL,       /* the move is not legal here */
  AB_MATCH_ERROR_GAME_OVER,
  AB_MATCH_ERROR_BAD_FEN,
  AB_MATCH_ERROR_NO_JOURNAL,    /* resume without a journal path */
  AB_MATCH_ERROR_BAD_JOURNAL,   /* the journal does not replay to a match */
  AB_MATCH_ERROR_REFUSED,       /* a command the match cannot carry out; the message says
                                 * why (the rules' refusals are AB_MATCH_RULES_ERROR) */
  AB_MATCH_ERROR_BAD_SETUP,     /* a time control or edition that is not one */
  AB_MATCH_ERROR_NO_PRESS_DUE,  /* no move of the player waits for the clock press */
  AB_MATCH_ERROR_UNREADABLE,    /* the text names no legal move here (an AbMoveError says why) */
} AbMatchError;

#define AB_TYPE_MATCH (ab_match_get_type ())
G_DECLARE_FINAL_TYPE (AbMatch, ab_match, AB, MATCH, GObject)

/* journal_path: where the match is journaled; NULL keeps no journal. A new
 * match is the standard start position with the blind player as White. */
AbMatch *ab_match_new (const char *journal_path);
const char *ab_match_get_journal_path (AbMatch *self);

/* Starts a new match from fen (NULL: the standard start). A journal left by
 * an earlier match is kept beside the new one as match-<date>.journal. On
 * error nothing changes. Emits "reset". */
gboolean ab_match_start (AbMatch *self, const char *fen, AbColor blind_color, GError **error);
void ab_match_setup_init (AbMatchSetup *setup);
/* As ab_match_start, with rules, clock and names; the clock starts at once (6.6). */
gboolean ab_match_start_setup (AbMatch *self, const AbMatchSetup *setup, GError **error);

/* Whether journal_path holds a match that has begun and is not over;
 * n_plies: its length. */
gboolean ab_match_find_interrupted (const char *journal_path, guint *n_plies);
/* has_clock: the interrupted match has one; downtime_us: how long ago the journal was
 * last written (the time the program was down: while a clock ran, its heartbeat was
 * written every second). */
gboolean ab_match_find_interrupted_full (const char *journal_path, guint *n_plies,
                                         gboolean *has_clock, gint64 *downtime_us);
/* Replays the journal and continues it with the clocks exactly as they were at its last
 * line (an event, or the running clock's heartbeat at most a second before the program
 * stopped). On error nothing changes. Emits "reset". */
gboolean ab_match_resume (AbMatch *self, GError **error);
/* The same; charge_us (0 or more) is also taken from the clock that ran: the time the
 * program was down, as ab_match_find_interrupted_full said it, when the players agree. */
gboolean ab_match_resume_charging (AbMatch *self, gint64 charge_us, GError **error);
/* charge_downtime: charges the downtime measured now. */
gboolean ab_match_resume_full (AbMatch *self, gboolean charge_downtime, GError **error);
/* Opens a journal kept earlier (match-<date>.journal) as the match: it is copied to the
 * match's journal, the match in progress kept under a dated name (ab-match-keep.h), and
 * it goes on with its clocks as they were at its last line. On error nothing changes.
 * Emits "reset". */
gboolean ab_match_open_journal (AbMatch *self, const char *path, GError **error);
/* Journals the running clock's moment (done every second while it runs), so that a
 * resumption knows where the clocks stood when the program stopped. */
gboolean ab_match_heartbeat (AbMatch *self, GError **error);

/* The game's time now (µs): monotonic, never going back. */
gint64 ab_match_now (AbMatch *self);
/* The record and the rules, to read (clock, offers, claims). */
const AbGame *ab_match_get_game (AbMatch *self);
/* FALSE without a clock. */
gboolean ab_match_get_clock_reading (AbMatch *self, AbColor side, AbClockReading *out);
/* NULL when no name was given. */
const char *ab_match_get_name (AbMatch *self, AbColor side);
/* The blind player presses the clock himself (D.2.8: the announcement can be corrected
 * until then); the sighted player's moves always press it. */
void ab_match_set_press_by_key (AbMatch *self, gboolean by_key);
gboolean ab_match_get_press_by_key (AbMatch *self);
/* The budget of the dead-position analysis (5.2.2 after every move, 6.9 at a flag fall) in
 * milliseconds, 0 for the analyser's default (about a second): for the games started from
 * now on, and for the game in progress, where a change is journaled so that a resumption
 * gives every verdict again as it was given. */
void ab_match_set_deadpos_budget (AbMatch *self, guint ms);
guint ab_match_get_deadpos_budget (AbMatch *self);
/* The blind player's own running clock is warned of once as it passes each of these
 * times: "time-warning" (gint64: the threshold in µs). Never with an assistant: then time
 * is told only when the player asks (D.2.10.4). */
void ab_match_set_time_warnings (AbMatch *self, const guint32 *seconds, gsize n);
/* Whether player's move waits for his press, or the press is owed after the opponent
 * replied before it (6.2.1.2, 6.2.2). */
gboolean ab_match_press_due (AbMatch *self, AbColor player);
/* The press; before the first move of a match whose clock waits, it starts the clock
 * (ab_match_start_clock). */
gboolean ab_match_press_clock (AbMatch *self, AbColor player, GError **error);
/* Whether the match's clock waits to be started (AbMatchSetup.clock_waits): no move yet. */
gboolean ab_match_clock_waits (AbMatch *self);
/* Starts the clock that waits, for the side to move (6.6): journaled, then the "ruling".
 * Refused when none waits. The first move starts it too, at that moment. */
gboolean ab_match_start_clock (AbMatch *self, GError **error);
/* D.2.8: takes player's last move back while it waits for the press; the next move is
 * announced as its correction. */
gboolean ab_match_retract (AbMatch *self, AbColor player, GError **error);
/* Whether acts can be asked for now: FALSE, with the reason, when the game is over (a
 * flag that fell by now is ruled on first). The act itself may still be refused. */
gboolean ab_match_may_act (AbMatch *self, GError **error);
/* An act; intended: the move written with a claim (AB_MOVE_NONE: none). Emits the
 * "ruling". On error nothing changes. */
gboolean ab_match_act (AbMatch *self, AbMatchAct act, AbColor actor, AbMove intended,
                       GError **error);

const AbPosition *ab_match_get_position (AbMatch *self);
AbColor ab_match_get_blind_color (AbMatch *self);
guint ab_match_get_n_plies (AbMatch *self);
AbMove ab_match_get_move (AbMatch *self, guint ply);
/* The board before ply (0 … n_plies; n_plies: the board now), from the game's record, so
 * that no view keeps a copy of an earlier position. Free with ab_position_free; NULL
 * beyond. */
AbPosition *ab_match_get_position_before (AbMatch *self, guint ply);
/* The squares of a ply's move as the board shows it (the king's real
 * destination for castling). */
void ab_match_get_move_squares (AbMatch *self, guint ply, AbSquare *from, AbSquare *to);
/* The announcement and the written form (SAN, in the announcement language's
 * letters) of a ply, as they were made. */
const char *ab_match_get_spoken (AbMatch *self, guint ply);
const char *ab_match_get_san (AbMatch *self, guint ply);
/* Who made a ply, and the number of the move it belongs to ("12" of 12. … Nf6). */
AbColor ab_match_get_mover (AbMatch *self, guint ply);
guint ab_match_get_move_number (AbMatch *self, guint ply);
/* Whether a ply corrected the blind player's retracted move (D.2.8). */
gboolean ab_match_get_is_correction (AbMatch *self, guint ply);
/* Whether a ply captured, and whether it gave check (or mate). */
gboolean ab_match_get_is_capture (AbMatch *self, guint ply);
gboolean ab_match_get_is_check (AbMatch *self, guint ply);
/* Wall-clock time (µs since the epoch) a ply was made. */
gint64 ab_match_get_move_time (AbMatch *self, guint ply);

/* "1. e4 e5 2. Lc4": the moves so far as written on a scoresheet, in the
 * announcement language's letters; free with g_free. */
char *ab_match_format_moves (AbMatch *self);

gboolean ab_match_is_over (AbMatch *self);
AbMatchResult ab_match_get_result (AbMatch *self);
/* How the game ended (AB_ENDING_NONE while it goes on). */
AbEnding ab_match_get_ending (AbMatch *self);

/* Reads any written or spoken form of a move in the current position. */
AbMove ab_match_parse (AbMatch *self, const char *text, AbMoveError *error);
/* Whether player may move now: FALSE, with the reason, when the game is over (a flag
 * that fell by now is ruled on first), adjourned, or the other side's turn. */
gboolean ab_match_may_move (AbMatch *self, AbColor player, GError **error);
/* Reads text (any written or spoken form) in the current position and plays it for
 * player: the turn is checked before the text is read. AB_MATCH_ERROR_UNREADABLE with
 * move_error filled when the text names no legal move. */
gboolean ab_match_play_text (AbMatch *self, AbColor player, const char *text,
                             AbMoveError *move_error, GError **error);
/* Makes move for player: checks turn and legality, journals, then emits
 * "move-made", a "ruling" for a new time-control period and, at the end,
 * "game-over". On error nothing changes. */
gboolean ab_match_play (AbMatch *self, AbColor player, AbMove move, GError **error);

AbLanguage ab_match_get_language (AbMatch *self);
void ab_match_set_language (AbMatch *self, AbLanguage language);
AbSpokenStyle ab_match_get_spoken_style (AbMatch *self);
void ab_match_set_spoken_style (AbMatch *self, AbSpokenStyle style);

G_END_DECLS
