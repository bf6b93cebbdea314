/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-match-eboard.h — the sighted player's electronic board, read by itself, as an input of
 * the match beside the microphone (FIDE Laws, Appendix D.2.1, D.2.6, D.2.9).
 *
 * When the match's setup says so (AbMatchSetup.eboard, journaled with it), AbMatchEboard
 * finds the board — the device the settings name, or else the first serial device that
 * answers as a DGT or Millennium board, looked for every AB_MATCH_EBOARD_POLL_MS — reads it
 * with an AbEboardSession (src/eboard) and turns what the tracker reads into the match's
 * commands and facts:
 * - a move made on the board by the sighted player is played with ab_match_play for his
 *   side: journaled, then announced, like a move entered on the mirror; one the match
 *   refuses is news (REFUSED);
 * - every move the match plays (typed, spoken, on the mirror) is told to the session: the
 *   board is then to show it, and Annabella waits for it (a Millennium board lights it;
 *   ab_match_eboard_get_move_to_show for the mirror);
 * - a position that is not the match's is news: another move made there (DISCREPANCY,
 *   D.2.9), an earlier position (TAKEBACK: the arbiter confirms it with
 *   ab_match_eboard_take_back), a start position (NEW_GAME: a new match is offered), the
 *   board turned round (ROTATED: read turned from then on), nothing at all for three
 *   seconds (WRONG: the men missing and extra); the board right again is IN_STEP. Once the
 *   game is over only a start position is news: the men are being put away;
 * - the line's faults are "fault" (a GError in AB_EBOARD_ERROR), once for each kind and
 *   device until a board answers; a board unplugged during the game is LOST: the game
 *   goes on by keyboard (ab_match_set_eboard_away), the board is looked for again, and once
 *   back it is read again and compared with the match (CONNECTED, again);
 * - damaged messages (NOISE, at most once in AB_MATCH_EBOARD_NOISE_MS): the board was
 *   asked for again, nothing is lost;
 * - a DGT clock's display, for the talking clock (ab_match_eboard_get_clock); which side
 *   is White's is learnt from the presses.
 * After a resumption the board is read and compared with the journal the same way: the
 * first reading is CONNECTED news saying whether it shows the match's position.
 * Says nothing itself: the announcer words the news (ab-eboard-words.h). */
#pragma once

#include "ab-eboard-session.h"
#include "ab-match.h"

G_BEGIN_DECLS

/* How often a board that is not there is looked for. */
#define AB_MATCH_EBOARD_POLL_MS 2000
/* Damaged messages are told at most once in this time. */
#define AB_MATCH_EBOARD_NOISE_MS 10000

typedef enum
{
  AB_MATCH_EBOARD_OFF,       /* the match is not played on an e-board */
  AB_MATCH_EBOARD_SEARCHING, /* no board yet: looked for every few seconds */
  AB_MATCH_EBOARD_OPENING,   /* a device is open, its answer awaited */
  AB_MATCH_EBOARD_CONNECTED, /* a board answered and is read */
  AB_MATCH_EBOARD_LOST,      /* it went away during the match: looked for again */
} AbMatchEboardState;

/* What the board shows against the match. */
typedef enum
{
  AB_EBOARD_SHOWS_NOTHING, /* no board read yet */
  AB_EBOARD_SHOWS_GAME,    /* the match's position */
  AB_EBOARD_SHOWS_BEHIND,  /* a position the match has passed: moves still to carry out */
  AB_EBOARD_SHOWS_AHEAD,   /* a move of the sighted player's made on it since the match's
                            * position (while Annabella was away): it is played at once */
  AB_EBOARD_SHOWS_OTHER,   /* anything else (the tracker tells what, in a moment) */
} AbEboardShows;

typedef enum
{
  AB_EBOARD_NEWS_CONNECTED,   /* the first reading of a board that answered: shows, again */
  AB_EBOARD_NEWS_IN_STEP,     /* the board shows the match's position again after news */
  AB_EBOARD_NEWS_DISCREPANCY, /* D.2.9: verdict (move, expected, ply), position at ply */
  AB_EBOARD_NEWS_TAKEBACK,    /* verdict->plies back */
  AB_EBOARD_NEWS_NEW_GAME,    /* verdict->chess960 */
  AB_EBOARD_NEWS_ROTATED,     /* the board stands turned: read turned from now on */
  AB_EBOARD_NEWS_WRONG,       /* verdict->diff against the position at reference_ply */
  AB_EBOARD_NEWS_REFUSED,     /* move, made on the board in position, refused: error */
  AB_EBOARD_NEWS_NOISE,       /* damaged messages: damage, the last; the board read again */
} AbEboardNewsKind;

typedef struct
{
  AbEboardNewsKind kind;
  const AbEboardVerdict *verdict; /* DISCREPANCY, TAKEBACK, NEW_GAME, ROTATED, WRONG */
  const AbPosition *position;     /* DISCREPANCY: where both moves are made; REFUSED,
                                   * TAKEBACK: the match's position */
  AbEboardShows shows;            /* CONNECTED */
  gboolean again;                 /* CONNECTED: after the board was lost */
  AbMove move;                    /* REFUSED: the move; CONNECTED when BEHIND: the move to
                                   * carry out next */
  const GError *error;            /* REFUSED */
  AbEboardDamage damage;          /* NOISE */
} AbEboardNews;

#define AB_TYPE_MATCH_EBOARD (ab_match_eboard_get_type ())
G_DECLARE_FINAL_TYPE (AbMatchEboard, ab_match_eboard, AB, MATCH_EBOARD, GObject)

/* Signals: "news" (const AbEboardNews *), "fault" (const GError *: AB_EBOARD_ERROR; NULL
 * device in its message when looking for any board), "changed" (the state, the board read,
 * the moves to carry out or the clock changed: views redraw). */
AbMatchEboard *ab_match_eboard_new (AbMatch *match);
AbMatch *ab_match_eboard_get_match (AbMatchEboard *self);

/* The settings (properties "device", "protocol" — "auto", "dgt" or "millennium" — and
 * "settle-ms"), for the board opened from now on; settle-ms also for the board read. */
void ab_match_eboard_set_device (AbMatchEboard *self, const char *device);
void ab_match_eboard_set_protocol (AbMatchEboard *self, AbEboardProtocol protocol);
void ab_match_eboard_set_settle_ms (AbMatchEboard *self, guint settle_ms);
/* The device the settings name; NULL: any board found. */
const char *ab_match_eboard_get_wanted_device (AbMatchEboard *self);

AbMatchEboardState ab_match_eboard_get_state (AbMatchEboard *self);
/* The device read, being opened, or last read; NULL before any. */
const char *ab_match_eboard_get_device (AbMatchEboard *self);
/* The board's protocol and firmware version once it answered (NONE before). */
AbEboardProtocol ab_match_eboard_get_protocol (AbMatchEboard *self, int *major, int *minor);
/* What the board shows now; diff (may be NULL) gets it against the match's position. */
AbEboardShows ab_match_eboard_get_shows (AbMatchEboard *self, AbEboardDiff *diff);
/* The half-moves the match is ahead of the board read (0 when in step or not read). */
guint ab_match_eboard_get_lag (AbMatchEboard *self);
/* While the board has moves to carry out: the next (made from the match's ply
 * n_plies - lag), and its squares as the players see them (AB_MOVE_NONE, 0 when in step or
 * not read). */
AbMove ab_match_eboard_get_move_to_show (AbMatchEboard *self, AbBitboard *squares);
/* The board as last read (turned the right way round); FALSE before any. */
gboolean ab_match_eboard_get_board (AbMatchEboard *self, AbEboardSnapshot *board);
/* A DGT clock's display: White's and Black's time in ms and whether it runs; FALSE when no
 * clock answers on the board read. */
gboolean ab_match_eboard_get_clock (AbMatchEboard *self, gint64 *white_ms, gint64 *black_ms,
                                    gboolean *running);

/* The half-moves the board shows taken back (its last TAKEBACK news, while it still shows
 * that position); 0 when none. */
guint ab_match_eboard_get_takeback (AbMatchEboard *self);
/* The arbiter confirms that takeback: the match goes back that many half-moves
 * (ab_match_arbiter_take_back, journaled), the clocks as they show now. plies (may be NULL)
 * gets how many. AB_MATCH_ERROR_REFUSED when the board shows no earlier position; the
 * match's own refusals as they come. */
gboolean ab_match_eboard_take_back (AbMatchEboard *self, guint *plies, GError **error);

G_END_DECLS
