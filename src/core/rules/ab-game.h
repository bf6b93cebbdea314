/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-game.h — a game under the FIDE Laws of Chess: the record and the rule engine.
 *
 * A game holds its start position (standard or Chess960), the players and event data,
 * the edition of the Laws (2001, 2005, 2014 or 2023), the kind of game (standard, rapid,
 * blitz; with or without adequate supervision, App. A.4/A.5), its clock and its moves.
 *
 * Time comes in: every operation takes `now` in microseconds (the clock's scale, never
 * going back). Nothing is read from the system. Every operation that rules returns the
 * facts in an AbDecision (what happened, the article, the penalty, the outcome) for the
 * app to announce and journal; ab-describe-game.h puts them into words. An operation
 * that fails returns an AbGameError and changes nothing.
 *
 * A move is *made* (4.7; for a blind player announced, D.2.3) and then *completed* by
 * the clock press (6.2.1). A legal move made is on the board at once; an illegal one is
 * only held until the press, so it can still be replaced (D.2.8) — pressing the clock
 * completes it and the rules of 7.5 apply.
 */
#pragma once

#include <stdbool.h>
#include <stdint.h>

#include "ab-clock.h"
#include "ab-deadpos.h"
#include "ab-fen.h"
#include "ab-position.h"
#include "ab-time-control.h"

typedef struct _AbGame AbGame;

typedef enum
{
  AB_GAME_OK = 0,
  AB_GAME_ERROR_OVER,               /* the game has ended */
  AB_GAME_ERROR_ADJOURNED,          /* only resignation, draw offers and resumption now */
  AB_GAME_ERROR_NOT_ADJOURNED,
  AB_GAME_ERROR_STARTED,            /* set-up after the game began */
  AB_GAME_ERROR_NOT_STARTED,        /* the clock has not been started */
  AB_GAME_ERROR_TIME_BACKWARDS,     /* now is before an earlier operation, or negative */
  AB_GAME_ERROR_BAD_ARGUMENT,       /* a colour, square, edition or kind out of range */
  AB_GAME_ERROR_BAD_MOVE,           /* not a move at all: no piece on its square, from = to */
  AB_GAME_ERROR_BAD_POSITION,       /* a start position no game can begin from */
  AB_GAME_ERROR_NOT_YOUR_TURN,      /* that player does not have the move */
  AB_GAME_ERROR_NOT_YOUR_CLOCK,     /* that player's clock is not the one running */
  AB_GAME_ERROR_CLOCK_PAUSED,       /* moves wait until the arbiter restarts the clock */
  AB_GAME_ERROR_MOVE_NOT_COMPLETED, /* a move made before still waits for its clock press */
  AB_GAME_ERROR_NO_MOVE_MADE,       /* no move waits for its clock press */
  AB_GAME_ERROR_MUST_PLAY_INTENDED, /* 9.5.3: the move written with the claim must be played */
  AB_GAME_ERROR_TOUCH_MOVE,         /* 7.5.1 with 4.3: the touched piece must be moved */
  AB_GAME_ERROR_ILLEGAL_INTENDED,   /* a claim's intended move is not legal */
  AB_GAME_ERROR_CLAIM_RIGHT_LOST,   /* 9.4: the claimant touched a piece to move it */
  AB_GAME_ERROR_NO_OFFER,           /* no draw offer by the opponent stands */
  AB_GAME_ERROR_OFFER_STANDS,       /* the player's own offer already stands */
  AB_GAME_ERROR_TOO_EARLY,          /* 5.2.3: a draw agreed before both sides moved */
  AB_GAME_ERROR_NOTHING_TO_CLAIM,   /* no completed illegal move is open to a claim */
  AB_GAME_ERROR_FLAG_NOT_FALLEN,    /* the clock shows that flag still up */
  AB_GAME_ERROR_NO_CLOCK,           /* this needs a clock and the game has none */
  AB_GAME_ERROR_CLOCK,              /* the clock refused; ab_game_get_clock_error says why */
  AB_GAME_ERROR_TEXT_TOO_LONG,      /* a name or a sealed move longer than the record holds */
  AB_GAME_ERROR_NO_MEMORY,
} AbGameError;

typedef enum
{
  AB_RESULT_NONE = 0, /* the game goes on */
  AB_RESULT_WHITE_WINS,
  AB_RESULT_BLACK_WINS,
  AB_RESULT_DRAW,
  AB_RESULT_BOTH_LOSE, /* only by the arbiter's decision (12.8 in 2001, 11.8 in 2023) */
} AbResult;

/* How a game ended; the article depends on the edition (see AbOutcome.article). */
typedef enum
{
  AB_ENDING_NONE = 0,
  AB_ENDING_CHECKMATE,          /* 5.1.1 */
  AB_ENDING_RESIGNATION,        /* 5.1.2 */
  AB_ENDING_STALEMATE,          /* 5.2.1 */
  AB_ENDING_DEAD_POSITION,      /* 5.2.2 */
  AB_ENDING_AGREEMENT,          /* 5.2.3 */
  AB_ENDING_THREEFOLD,          /* 9.2, on a correct claim */
  AB_ENDING_FIFTY_MOVES,        /* 9.3, on a correct claim */
  AB_ENDING_FIVEFOLD,           /* 9.6.1 (2014, 2023) */
  AB_ENDING_SEVENTY_FIVE_MOVES, /* 9.6.2 (2014, 2023) */
  AB_ENDING_FLAG_FALL,          /* 6.9 */
  AB_ENDING_BOTH_FLAGS,         /* both fell, order unknown, in the last period (III.3.1.2) */
  AB_ENDING_ILLEGAL_MOVES,      /* 7.5.5: the completed illegal move that loses */
  AB_ENDING_SEALED_MOVE,        /* I.8: the sealed move is ambiguous, unreadable or illegal */
  AB_ENDING_ARBITER,            /* the arbiter's decision */
} AbEnding;

typedef struct
{
  AbEnding ending;      /* AB_ENDING_NONE while the game goes on */
  AbResult result;
  AbColor player;       /* who mated, resigned, claimed, moved illegally, sealed; whose flag */
  bool cannot_mate;     /* a loss turned into a draw: the opponent cannot mate by any legal
                         * sequence (5.1.2 in 2023, 6.9, 7.5.5) */
  const char *article;  /* "9.6.1", "5.2b": the article in the game's edition */
  int64_t at_us;
  int ply;              /* moves in the record when it ended */
  bool undecided;       /* the game ended but its result waits for the arbiter: whether the
                         * opponent can mate (cannot_mate) was not decided in the analysis's
                         * budget; result is AB_RESULT_NONE until ab_game_arbiter_decides */
} AbOutcome;

/* The kinds of completed illegal move (7.5). */
typedef enum
{
  AB_ILLEGAL_MOVE_NONE = 0,
  AB_ILLEGAL_MOVE_MOVE,      /* 7.5.1: a move against art. 3 */
  AB_ILLEGAL_MOVE_PROMOTION, /* 7.5.2: a pawn on the last rank not replaced by a piece */
  AB_ILLEGAL_MOVE_NO_MOVE,   /* 7.5.3: the clock pressed without a move */
} AbIllegalKind;

typedef enum
{
  AB_CLAIM_THREEFOLD = 0, /* 9.2 */
  AB_CLAIM_FIFTY_MOVES,   /* 9.3 */
} AbClaimKind;

typedef enum
{
  AB_DECISION_NONE = 0,
  AB_DECISION_STARTED,            /* 6.6: the first clock runs */
  AB_DECISION_MOVE_MADE,          /* 4.7, D.2.3: made; illegal says if it breaks art. 3 */
  AB_DECISION_MOVE_COMPLETED,     /* 6.2.1: the clock pressed after a move */
  AB_DECISION_GAME_OVER,          /* outcome says how */
  AB_DECISION_ILLEGAL_MOVE,       /* 7.5: a completed illegal move and its penalty */
  AB_DECISION_ILLEGAL_MOVE_OPEN,  /* A.5.2: completed without adequate supervision; it stands
                                   * unless the opponent claims before his next move */
  AB_DECISION_CLOCK_MISUSE,       /* before 2023: the clock pressed without a move (6.2c,
                                   * 6.8c): the press does not count; any penalty is the
                                   * arbiter's (12.9) */
  AB_DECISION_CLAIM_INCORRECT,    /* 9.5.3 and its penalty; the claim stands as a draw offer */
  AB_DECISION_DRAW_OFFERED,       /* 9.1.2.1 */
  AB_DECISION_DRAW_DECLINED,      /* 9.1.2.1 */
  AB_DECISION_PIECE_TOUCHED,      /* 4.3, D.2.10.5: recorded; see notes */
  AB_DECISION_ANNOUNCEMENT_CORRECTED, /* D.2.8 */
  AB_DECISION_BOTH_FLAGS_CONTINUE, /* III.3.1.1: not the last period, the game goes on */
  AB_DECISION_ADJOURNED,          /* I.1: a move sealed, the clock stopped */
  AB_DECISION_RESUMED,            /* I.9: the sealed move played */
  AB_DECISION_CLOCK_PAUSED,       /* 6.11.1 */
  AB_DECISION_CLOCK_RESUMED,      /* 6.11.3 */
  AB_DECISION_TIME_ADJUSTED,      /* the arbiter added or removed time, or set the clocks */
} AbDecisionKind;

/* Side effects a decision may carry besides its kind. */
typedef enum
{
  AB_NOTE_OFFER_REJECTED = 1 << 0,      /* the opponent's standing offer lapsed (9.1.2.1) */
  AB_NOTE_PREVIOUS_COMPLETED = 1 << 1,  /* the opponent's move, not yet pressed, now counts as
                                         * completed (6.2.1.2); his press is still owed (6.2.2) */
  AB_NOTE_ILLEGAL_MOVE_STANDS = 1 << 2, /* A.5.2: the opponent's unclaimed illegal move stands */
  AB_NOTE_CLAIM_RIGHT_LOST = 1 << 3,    /* 9.4: no 9.2/9.3 claim for this move any more */
  AB_NOTE_POSITION_RESTORED = 1 << 4,   /* 7.5.1: the position before the illegal move is back */
  AB_NOTE_PROMOTED_TO_QUEEN = 1 << 5,   /* 7.5.2: the pawn became a queen */
  AB_NOTE_MUST_MOVE_PIECE = 1 << 6,     /* 4.3 applies to the replacing move: see square */
  AB_NOTE_MUST_PLAY_INTENDED = 1 << 7,  /* 9.5.3: the intended move must now be played */
  AB_NOTE_OFFER_STANDS = 1 << 8,        /* a draw offer by the player stands (9.1.2.3) */
} AbDecisionNote;

typedef struct
{
  AbDecisionKind kind;
  const char *article;         /* the deciding article in the game's edition, or NULL */
  AbColor player;              /* whom it concerns: mover, offender, claimant, offerer */
  AbMove move;                 /* the move concerned (made, illegal, intended, sealed) */
  AbIllegalKind illegal;       /* MOVE_MADE and ILLEGAL_MOVE*: which kind, if illegal */
  int count;                   /* ILLEGAL_MOVE: the player's completed illegal moves so far */
  AbClaimKind claim;           /* CLAIM_INCORRECT, and GAME_OVER by a claim */
  bool with_intended_move;     /* the claim named a move it will appear with */
  AbSquare square;             /* PIECE_TOUCHED, MUST_MOVE_PIECE: the piece's square */
  unsigned notes;              /* AbDecisionNote */
  int64_t opponent_added_us;   /* time given to the player's opponent (7.5.5, 9.5.3) */
  int64_t player_removed_us;   /* time taken from the player (9.5b in 2001/2005), or the
                                * arbiter's change when negative/positive for TIME_ADJUSTED */
  AbOutcome outcome;           /* ending != NONE when the game ended with this decision */
  bool pressed;                /* a clock press happened: */
  AbClockPress press;          /* what it did */
  int64_t at_us;
} AbDecision;

/* Remarks kept with a move. */
typedef enum
{
  AB_REMARK_TOUCHED_PIECE = 1 << 0,         /* a touched piece was reported before it (4.3) */
  AB_REMARK_ANNOUNCEMENT_CORRECTED = 1 << 1, /* D.2.8 */
  AB_REMARK_COMPLETED_BY_REPLY = 1 << 2,    /* 6.2.1.2: the opponent moved before the press */
  AB_REMARK_ENDED_GAME = 1 << 3,            /* 6.2.1.1: completed by ending the game */
  AB_REMARK_PROMOTED_TO_QUEEN = 1 << 4,     /* 7.5.2 */
  AB_REMARK_ILLEGAL = 1 << 5,               /* A.5.2: an illegal move that stood */
  AB_REMARK_SEALED = 1 << 6,                /* I.1: sealed at adjournment */
  AB_REMARK_INTENDED = 1 << 7,              /* written with an incorrect claim (9.5.3) */
} AbMoveRemark;

/* One move of the record. */
typedef struct
{
  AbMove move;
  AbColor side;
  int number;             /* the move number of the scoresheet */
  int64_t made_us;
  int64_t completed_us;   /* -1 until completed (6.2.1) */
  bool clock_known;       /* the game has a clock and clock_us was read */
  int64_t clock_us[2];    /* both clocks, by colour, once the move was completed */
  bool draw_offer;        /* (=): offered with this move (9.1.2.1) */
  unsigned remarks;       /* AbMoveRemark */
  AbSquare touched;       /* the touched piece's square with AB_REMARK_TOUCHED_PIECE */
} AbGameMove;

/* The event data of the Seven Tag Roster, so a game converts to PGN and back. */
typedef enum
{
  AB_GAME_INFO_EVENT = 0,
  AB_GAME_INFO_SITE,
  AB_GAME_INFO_DATE,
  AB_GAME_INFO_ROUND,
  AB_GAME_INFO_WHITE,
  AB_GAME_INFO_BLACK,
  AB_GAME_N_INFO,
} AbGameInfo;

#define AB_GAME_INFO_MAX 128 /* bytes, the terminating NUL included */
#define AB_GAME_SEALED_MAX 64

typedef enum
{
  AB_GAME_PHASE_NOT_STARTED = 0,
  AB_GAME_PHASE_PLAYING,
  AB_GAME_PHASE_ADJOURNED,
  AB_GAME_PHASE_OVER,
} AbGamePhase;

/* What Guideline I.2 has written on the envelope of an adjourned game. */
typedef struct
{
  char white[AB_GAME_INFO_MAX];           /* I.2.1 */
  char black[AB_GAME_INFO_MAX];
  char fen[AB_FEN_MAX];                   /* I.2.2: the position before the sealed move */
  bool clock_known;
  int64_t used_us[2];                     /* I.2.3: thinking time used by each, by colour */
  int64_t remaining_us[2];                /* and what their clocks show */
  AbColor sealer;                         /* I.2.4 */
  int move_number;                        /* I.2.5 */
  bool draw_offer;                        /* I.2.6: an offer stands… */
  AbColor offer_by;                       /* …by this player */
  char resumption[AB_GAME_INFO_MAX];      /* I.2.7: date, time and place of resumption */
  char sealed_move[AB_GAME_SEALED_MAX];   /* inside: the move as written, read at I.9 */
  int64_t sealed_at_us;
} AbEnvelope;

/* One ruling of the game in order, besides the plain moves: illegal moves, claims, offers,
 * touched pieces, penalties, adjournment. */
typedef struct
{
  int ply;              /* moves in the record when it happened */
  AbDecision decision;
} AbIncident;

/* A new game: the standard start, the 2023 edition, standard play with adequate
 * supervision, no clock. NULL when out of memory. */
AbGame *ab_game_new (void);
void ab_game_free (AbGame *self);

/* Set-up, only before the game begins. A start position that is already mate, stalemate
 * or dead ends the game at once (5.1.1, 5.2.1, 5.2.2). */
AbGameError ab_game_set_start_position (AbGame *self, const AbPosition *start);
AbGameError ab_game_set_edition (AbGame *self, AbEdition edition);
/* A copy of the control runs the game's clock; NULL: no clock. Also sets the speed to the
 * control's classification under the edition (A.1, B.1) unless set explicitly. */
AbGameError ab_game_set_time_control (AbGame *self, const AbTimeControl *control);
AbGameError ab_game_set_speed (AbGame *self, AbTimeControlSpeed speed);
/* Adequate supervision, A.4 / B.2 (true) or not, A.5 / B.3. Only rapid and blitz care. */
AbGameError ab_game_set_supervised (AbGame *self, bool supervised);
/* Event data; any time. Text of AB_GAME_INFO_MAX bytes or more is refused. */
AbGameError ab_game_set_info (AbGame *self, AbGameInfo field, const char *text);

const char *ab_game_get_info (const AbGame *self, AbGameInfo field);
AbEdition ab_game_get_edition (const AbGame *self);
AbTimeControlSpeed ab_game_get_speed (const AbGame *self);
bool ab_game_get_supervised (const AbGame *self);
const AbPosition *ab_game_get_start_position (const AbGame *self);
/* The board: every move made, including one still waiting for its clock press. */
const AbPosition *ab_game_get_position (const AbGame *self);
const AbClock *ab_game_get_clock (const AbGame *self); /* NULL without a clock */
AbClockError ab_game_get_clock_error (const AbGame *self); /* after AB_GAME_ERROR_CLOCK */
AbGamePhase ab_game_get_phase (const AbGame *self);
bool ab_game_is_over (const AbGame *self);
const AbOutcome *ab_game_get_outcome (const AbGame *self);

int ab_game_get_n_moves (const AbGame *self);
const AbGameMove *ab_game_get_move (const AbGame *self, int ply); /* NULL out of range */
/* The board as it stood before the record's ply (0 … n_moves; n_moves: the board now): the
 * start with the moves before it made, a completed illegal move that stood (A.5.2) as it
 * was left. A new position (ab_position_free); NULL out of range or out of memory. */
AbPosition *ab_game_position_before (const AbGame *self, int ply);
int ab_game_get_n_incidents (const AbGame *self);
const AbIncident *ab_game_get_incident (const AbGame *self, int index);

/* The dead-position analysis (ab-deadpos.h) the game runs after every move (5.2.2) and
 * on a loss that is a draw if the opponent cannot mate (5.1.2, 6.9, 7.5.5): its budget
 * in milliseconds at the analyser's calibration (0: its default, about a second); and
 * its verdict on the position on the board as last checked: IMPOSSIBLE when dead,
 * POSSIBLE when a side can mate, UNDECIDED when the budget ran out (the game goes on). */
void ab_game_set_deadpos_budget (AbGame *self, uint32_t ms);
uint32_t ab_game_get_deadpos_budget (const AbGame *self); /* as set: 0 is the default */
AbMateVerdict ab_game_get_dead_verdict (const AbGame *self);

/* Completed illegal moves of a player so far (7.5.5). */
int ab_game_get_illegal_count (const AbGame *self, AbColor player);
/* Whether a draw offer stands, and whose. */
bool ab_game_get_draw_offer (const AbGame *self, AbColor *by);
/* How often the position on the board has appeared (9.2.2), this time included. */
int ab_game_get_repetitions (const AbGame *self);
/* Whether the player to move can claim now: the position has just appeared for the third
 * time / fifty moves are complete, or some legal move would make it so (9.2.1, 9.3). */
bool ab_game_can_claim (const AbGame *self, AbClaimKind kind);
/* The envelope of an adjourned game; NULL unless adjourned. */
const AbEnvelope *ab_game_get_envelope (const AbGame *self);

/* 6.6: starts the clock of the side to move. Without a clock the first move starts the
 * game as well. */
AbGameError ab_game_start (AbGame *self, int64_t now, AbDecision *out);

/* The player to move makes a move on the board (4.7, D.2.3). A legal move is on the board
 * at once and ends the game if it mates, stalemates, leaves a dead position or brings a 9.6
 * draw. An illegal move (any piece to any other square; a pawn on the last rank without a
 * promotion piece) waits for the press; making another move replaces it. */
AbGameError ab_game_make_move (AbGame *self, AbMove move, int64_t now, AbDecision *out);
/* player presses the clock: completes his move (6.2.1), or a held illegal move (7.5.1,
 * 7.5.2), or, with no move made, counts as an illegal move (7.5.3, 2023). */
AbGameError ab_game_press_clock (AbGame *self, AbColor player, int64_t now, AbDecision *out);
/* D.2.8: the announcement of the move made was corrected before the press. */
AbGameError ab_game_correct_announcement (AbGame *self, int64_t now, AbDecision *out);
/* The player to move touched the piece on square to move or take it (4.3; reported by the
 * assistant, D.2.10.5): his right to claim 9.2/9.3 for this move is gone (9.4), a draw
 * offer by the opponent is rejected (9.1.2.1), and his next move carries the remark. */
AbGameError ab_game_touch_piece (AbGame *self, AbColor player, AbSquare square, int64_t now,
                                 AbDecision *out);

/* Draw offers (9.1): an offer cannot be withdrawn and stands until accepted, declined
 * (also by touching a piece to move it, or by moving) or the game ends. Offering while the
 * opponent's offer stands accepts it. */
AbGameError ab_game_offer_draw (AbGame *self, AbColor player, int64_t now, AbDecision *out);
AbGameError ab_game_accept_draw (AbGame *self, AbColor player, int64_t now, AbDecision *out);
AbGameError ab_game_decline_draw (AbGame *self, AbColor player, int64_t now, AbDecision *out);

/* The player to move claims a draw (9.2, 9.3): with intended = AB_MOVE_NONE because the
 * position has just appeared / the fifty moves are complete, or with the intended move
 * written down. Correct: a draw (9.5.2). Incorrect: the edition's penalty, the claim stands
 * as an offer (9.1.2.3), and an intended move must then be played (9.5.3). */
AbGameError ab_game_claim_draw (AbGame *self, AbClaimKind kind, AbMove intended, int64_t now,
                                AbDecision *out);
/* Without adequate supervision (A.5.2): the opponent claims the completed illegal move
 * before making his next move. */
AbGameError ab_game_claim_illegal_move (AbGame *self, AbColor claimant, int64_t now,
                                        AbDecision *out);

/* 5.1.2: player resigns. In 2023 a draw if his opponent cannot mate him. */
AbGameError ab_game_resign (AbGame *self, AbColor player, int64_t now, AbDecision *out);
/* 6.8/6.9: player's flag is established as fallen (the arbiter saw it, or a correct claim).
 * With a clock, its flag must be down. A draw if the opponent cannot mate. */
AbGameError ab_game_flag_fallen (AbGame *self, AbColor player, int64_t now, AbDecision *out);
/* The clock's flags by now: the first one fallen decides (6.9). AB_DECISION_NONE if none. */
AbGameError ab_game_check_flags (AbGame *self, int64_t now, AbDecision *out);
/* Both flags fell and which fell first cannot be told (6.12 in 2001/2005, 6.11 in 2014,
 * III.3.1 in 2023): the game goes on in a period that is not the last; in the last one,
 * and in 2001/2005 rapid and blitz always (B8), it is a draw. Needs the clock. */
AbGameError ab_game_both_flags_fallen (AbGame *self, int64_t now, AbDecision *out);
/* The arbiter's decision ends the game with result; also the decision a game awaits
 * that ended with its result undecided (AbOutcome.undecided), under that article. */
AbGameError ab_game_arbiter_decides (AbGame *self, AbResult result, int64_t now,
                                     AbDecision *out);

/* The arbiter and the clock (6.10.2, 6.11, 7.1). */
AbGameError ab_game_pause_clock (AbGame *self, int64_t now, AbDecision *out);
AbGameError ab_game_resume_clock (AbGame *self, int64_t now, AbDecision *out);
AbGameError ab_game_add_time (AbGame *self, AbColor player, int64_t delta_us, int64_t now,
                              AbDecision *out);
AbGameError ab_game_set_clock_times (AbGame *self, int64_t white_us, int64_t black_us,
                                     int64_t now, AbDecision *out);

/* Guideline I.1: the player to move seals his move, written as text (read only at
 * resumption, I.8); the clock stops. resumption says when and where play resumes. */
AbGameError ab_game_seal_move (AbGame *self, const char *move_text, const char *resumption,
                               int64_t now, AbDecision *out);
/* I.9: the envelope is opened and the sealed move played; the opponent's clock starts.
 * A sealed move that is ambiguous, unreadable or illegal loses (I.8). */
AbGameError ab_game_resume_adjourned (AbGame *self, int64_t now, AbDecision *out);
