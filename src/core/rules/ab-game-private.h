/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-game-private.h — the game's layout and the helpers its files share. */
#pragma once

#include "ab-deadpos.h"
#include "ab-game.h"

/* The rules whose article numbers differ per edition (ab-game-articles.c). */
typedef enum
{
  AB_RULE_START = 0,
  AB_RULE_CHECKMATE,
  AB_RULE_RESIGNATION,
  AB_RULE_STALEMATE,
  AB_RULE_DEAD_POSITION,
  AB_RULE_AGREEMENT,
  AB_RULE_MOVE_COMPLETED,
  AB_RULE_FLAG_FALL,
  AB_RULE_CLOCK_PAUSE,
  AB_RULE_CLOCK_CORRECTION,
  AB_RULE_CLOCK_MISUSE,
  AB_RULE_TOUCH,
  AB_RULE_OFFER,
  AB_RULE_CLAIM_OFFER,
  AB_RULE_THREEFOLD,
  AB_RULE_FIFTY_MOVES,
  AB_RULE_CLAIM_RIGHT,
  AB_RULE_FIVEFOLD,
  AB_RULE_SEVENTY_FIVE,
  AB_RULE_BOTH_FLAGS_CONTINUE,
  AB_RULE_BOTH_FLAGS_DRAW,
  AB_RULE_ANNOUNCEMENT,
  AB_RULE_SEAL,
  AB_RULE_SEALED_INVALID,
  AB_RULE_RESUME,
  AB_RULE_ARBITER,
  AB_RULE_N
} AbGameRule;

/* How the edition and the kind of game treat a completed illegal move (7.5). */
typedef struct
{
  bool on_claim;            /* ruled only on a claim before the opponent's next move */
  int loss_at;              /* the player's nth completed illegal move loses */
  int64_t bonus_us;         /* time for the opponent for each one before */
  bool draw_if_cannot_mate; /* the loss is a draw when the opponent cannot mate */
  bool queen_stays;         /* 7.5.2: the unpromoted pawn becomes a queen, not taken back */
  const char *article;
} AbIllegalPolicy;

/* The penalty for an incorrect claim of a draw (9.5). */
typedef struct
{
  int64_t opponent_added_us;
  bool halve_claimant;      /* 2001/2005 9.5b: the claimant's time is cut as well */
  const char *article;
} AbClaimPolicy;

#define AB_GAME_MAX_PLIES (1 << 20)
#define AB_MINUTE_US (60 * AB_USEC_PER_SEC)

struct _AbGame
{
  AbEdition edition;
  AbTimeControlSpeed speed;
  bool speed_set; /* set explicitly, not derived from the time control */
  bool supervised;
  char info[AB_GAME_N_INFO][AB_GAME_INFO_MAX];

  AbPosition *start;
  AbPosition *pos;
  AbClock *clock;
  AbClockError clock_error;
  AbDeadpos *deadpos; /* created on first use */
  uint32_t deadpos_budget_ms; /* 0: the analyser's default */
  AbMateVerdict dead_verdict; /* of the position on the board, as last checked (5.2.2) */

  AbGamePhase phase;
  int64_t last_us;
  AbColor running; /* whose clock runs, also without a clock */

  AbGameMove *moves;
  uint64_t *keys; /* keys[i]: the 9.2.2 key after i moves of the record; keys[0] the start */
  int n_moves;
  int cap_moves;

  bool pending;      /* the last move of the record is made, not yet completed */
  bool press_owed[2]; /* 6.2.2: a move counted as completed (6.2.1.2) awaits its press */

  /* An illegal move made and held until the press (7.5.1). */
  bool illegal_held;
  AbMove illegal_move;
  AbIllegalKind illegal_kind;
  int64_t illegal_made_us;
  bool illegal_offer; /* a draw offer made with it */

  /* A.5.2: a completed illegal move on the board, open to the opponent's claim. */
  bool illegal_open;
  AbColor open_offender;
  AbMove open_move;
  AbIllegalKind open_kind;
  AbPosition *restore; /* the position before it */
  int open_moves_before[2]; /* the clock's move counters before its press */
  AbClockPress open_press;
  bool open_pressed;

  int illegal_count[2];
  bool touched[2];
  AbSquare touched_square[2];
  AbSquare must_move[2];   /* 7.5.1 with 4.3: the piece to move instead, or AB_NO_SQUARE */
  bool offer_standing;
  AbColor offer_by;
  bool obliged;            /* 9.5.3 */
  AbMove obliged_move;

  AbOutcome outcome;
  AbEnvelope envelope;

  AbIncident *incidents;
  int n_incidents;
  int cap_incidents;
};

const char *_ab_game_article (const AbGame *self, AbGameRule rule);
void _ab_game_illegal_policy (const AbGame *self, AbIllegalKind kind, AbIllegalPolicy *out);
void _ab_game_claim_policy (const AbGame *self, AbClaimPolicy *out);
/* 2001/2005 9.5b: what an incorrect claim takes from a claimant with remaining_us. */
int64_t _ab_game_claim_time_cut (int64_t remaining_us);

static inline bool
ab_game_valid_color (AbColor c)
{
  return c == AB_WHITE || c == AB_BLACK;
}

/* Helpers of ab-game.c for the other files. */
AbGameError _ab_game_check_now (const AbGame *self, int64_t now);
AbGameError _ab_game_check_playing (const AbGame *self);
/* Room for one more move and incident, so a ruling cannot fail half-way. */
bool _ab_game_reserve (AbGame *self);
/* The checks every ruling operation starts with: the time, and the room. */
AbGameError _ab_game_begin (AbGame *self, int64_t now);
/* Keeps a decision among the incidents when it says more than a plain move. */
void _ab_game_keep (AbGame *self, const AbDecision *d);
void _ab_game_decision_init (AbDecision *d, AbDecisionKind kind, int64_t now);
AbGameError _ab_game_clock_failed (AbGame *self, AbClockError error);
void _ab_game_touch_time (AbGame *self, int64_t now);
/* The end of every ruling: the time moves on and the decision is kept. */
void _ab_game_finish (AbGame *self, const AbDecision *d, int64_t now);
bool _ab_game_record_incident (AbGame *self, const AbDecision *d);
/* Whether `winner` can still mate on pos; "undecided" counts as yes. */
/* The analysis of the game's own analyser (ab-deadpos.h): can winner mate from pos,
 * and is pos dead (IMPOSSIBLE: neither side can mate)? UNDECIDED also without memory. */
AbMateVerdict _ab_game_mate_verdict (AbGame *self, const AbPosition *pos, AbColor winner);
AbMateVerdict _ab_game_dead_verdict (AbGame *self, const AbPosition *pos);
/* The position an illegal move leaves on the board from pos, the pieces moved as the player
 * moved them (with kind PROMOTION and queen_stays: the pawn a queen); NULL when that is no
 * position a game can go on from (a king left in check, a pawn on its last rank, a king
 * taken) — the arbiter then has to act at once. */
AbPosition *_ab_game_position_after_illegal (const AbPosition *pos, AbMove move,
                                             AbIllegalKind kind, bool queen_stays);
/* Ends the game and fills d (kind GAME_OVER unless d->kind is already set). */
void _ab_game_end (AbGame *self, AbEnding ending, AbResult result, AbColor player,
                   bool cannot_mate, const char *article, int64_t now, AbDecision *d);
/* A loss for loser, or a draw when the opponent cannot mate him. */
void _ab_game_end_loss (AbGame *self, AbEnding ending, AbColor loser, bool cannot_mate_rule,
                        const char *article, int64_t now, AbDecision *d);
/* The endings the board brings by itself after mover's move; true when it ended. */
bool _ab_game_check_automatic (AbGame *self, AbColor mover, int64_t now, AbDecision *d);
/* Plays a legal move on the board and in the record, then the automatic endings. */
AbGameError _ab_game_play (AbGame *self, AbMove move, int64_t now, unsigned remarks,
                           AbDecision *d);
/* Completes the pending move of side with a clock press (or none without a clock). */
AbGameError _ab_game_complete (AbGame *self, AbColor side, int64_t now, AbDecision *d);
/* Reads both clocks into the record's move. */
void _ab_game_read_clocks (AbGame *self, AbGameMove *m, int64_t now);
/* Adds time to a player's clock, keeping it at 0 or more; returns what changed. */
int64_t _ab_game_add_clock_time (AbGame *self, AbColor player, int64_t delta_us, int64_t now);
int _ab_game_count_repetitions (const AbGame *self, uint64_t key);

/* ab-game-penalties.c */
AbGameError _ab_game_complete_illegal (AbGame *self, AbColor side, int64_t now, AbDecision *d);
AbGameError _ab_game_press_without_move (AbGame *self, AbColor side, int64_t now,
                                         AbDecision *d);
/* The opponent of an open illegal move makes his next move: it stands (A.5.2). */
void _ab_game_illegal_stands (AbGame *self, int64_t now, AbDecision *d);
