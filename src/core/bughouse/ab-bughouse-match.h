/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-bughouse-match.h — a doorgeefschaak match: two boards, two teams of two,
 * captured pieces passed to the partner (Dutch rules of 1988, RULES.md §6).
 *
 * Board A is the first board (art. 1C). Partners sit side by side and play
 * opposite colours (1D): team 1 is White on board A and Black on board B,
 * team 2 Black on A and White on B. A capture is passed to the capturer's
 * partner when the capturer has pressed his clock (art. 3): the match treats
 * a move as complete with that press, so the piece arrives in the partner's
 * reserve with the move, a promoted piece as a pawn (6B).
 *
 * Endings (art. 11, in place of FIDE art. 10): mate; a fallen flag the
 * direct opponent establishes; refusing the rules; resignation by the player
 * on move; agreement; both flags fallen (draw); a flag fall against an
 * opponent who could never mate (draw); 30 moves without a capture, a
 * placement or a non-promoted pawn's move (draw on claim). There is no
 * stalemate and no repetition draw: art. 11 replaces FIDE art. 10 whole.
 * The match ends when both games have (11G); the team score is the sum.
 *
 * Illegal moves (art. 8, in place of FIDE art. 8): a physically possible
 * illegal move stands until the opponent restarts the offender's clock
 * (8C), which he may until he has completed a move of his own; the offender
 * then replaces it, with the touched piece where art. 7 says so. A piece
 * wrongly captured and already passed comes back from the partner's
 * reserve, or, when he no longer has one, from the board of the partner
 * (8E). Deliberate or repeated illegal moves may lose by the arbiter's
 * decision (8F).
 *
 * Clocks: the match owns both boards' clocks (ab-bughouse-clock.h) under
 * its time control, and decides when a flag falls. It never reads the time:
 * every command that happens at a moment takes `now`, in microseconds on any
 * monotonic scale (ab-clock.h), and ab_bughouse_match_tick brings the clocks
 * up to a moment between commands. AB_BUGHOUSE_UNTIMED instead of a time is a
 * command outside time (a record replayed, a position studied): no time
 * passes, the clocks do not start, and the record keeps no reading for it.
 * The record keeps the mover's clock as his press left it (BPGN), and
 * rebuilds the clocks from it when a match is read back.
 */
#pragma once

#include "ab-bughouse-notation.h"
#include "ab-bughouse.h"
#include "ab-clock.h"

#define AB_BUGHOUSE_UNTIMED INT64_C (-1)

typedef struct _AbBughouseMatch AbBughouseMatch;

typedef enum
{
  AB_BOARD_A = 0,
  AB_BOARD_B = 1,
} AbBughouseBoard;

typedef enum
{
  AB_TEAM_1 = 0, /* White on board A, Black on board B */
  AB_TEAM_2 = 1,
} AbBughouseTeam;

typedef enum
{
  AB_BUGHOUSE_RESULT_NONE = 0,
  AB_BUGHOUSE_RESULT_WHITE_WINS,
  AB_BUGHOUSE_RESULT_BLACK_WINS,
  AB_BUGHOUSE_RESULT_DRAW,
} AbBughouseResult;

typedef enum
{
  AB_BUGHOUSE_ENDING_NONE = 0,
  AB_BUGHOUSE_ENDING_CHECKMATE,        /* 11A1 */
  AB_BUGHOUSE_ENDING_FLAG,             /* 11A2: established by the direct opponent */
  AB_BUGHOUSE_ENDING_REFUSED_RULES,    /* 11A3, the arbiter's decision */
  AB_BUGHOUSE_ENDING_RESIGNATION,      /* 11A4, 11B */
  AB_BUGHOUSE_ENDING_AGREEMENT,        /* 11C */
  AB_BUGHOUSE_ENDING_BOTH_FLAGS,       /* 11D */
  AB_BUGHOUSE_ENDING_FLAG_CANNOT_MATE, /* 11E */
  AB_BUGHOUSE_ENDING_THIRTY_MOVES,     /* 11F */
  AB_BUGHOUSE_ENDING_ILLEGAL_MOVES,    /* 8F, the arbiter's decision */
} AbBughouseEnding;

typedef struct
{
  AbBughouseResult result;
  AbBughouseEnding ending;
  AbColor loser; /* for a win: the side that lost */
} AbBughouseOutcome;

typedef enum
{
  AB_BUGHOUSE_OK = 0,
  AB_BUGHOUSE_ERROR_BAD_ARGUMENT,     /* not a board, colour or square */
  AB_BUGHOUSE_ERROR_GAME_OVER,        /* that board's game has ended */
  AB_BUGHOUSE_ERROR_ILLEGAL_MOVE,     /* play: not legal (play_illegal records one) */
  AB_BUGHOUSE_ERROR_IMPOSSIBLE_MOVE,  /* play_illegal: no hand could make it */
  AB_BUGHOUSE_ERROR_LEGAL_MOVE,       /* play_illegal: the move is legal */
  AB_BUGHOUSE_ERROR_MUST_RESTART,     /* the illegal move left a king in check or a pawn
                                       * on the edge: the opponent must restart (8C) */
  AB_BUGHOUSE_ERROR_TOUCH_MOVE,       /* art. 7: the replacement must use the touched piece */
  AB_BUGHOUSE_ERROR_NO_ILLEGAL_MOVE,  /* nothing to restart or let stand on that board */
  AB_BUGHOUSE_ERROR_SQUARE_NEEDED,    /* 8E: the piece must come from the other board:
                                       * name the square */
  AB_BUGHOUSE_ERROR_BAD_SQUARE,       /* 8E: no piece of that kind of the partner there, or
                                       * taking it would expose a king to capture */
  AB_BUGHOUSE_ERROR_NOT_RECOVERABLE,  /* 8E: no such piece anywhere: the arbiter decides (15) */
  AB_BUGHOUSE_ERROR_NOT_ON_MOVE,      /* 11B: resign only when on move */
  AB_BUGHOUSE_ERROR_NO_FLAG,          /* the opponent's flag has not fallen */
  AB_BUGHOUSE_ERROR_NOT_THIRTY_MOVES, /* 11F: fewer than 30 moves each */
  AB_BUGHOUSE_ERROR_NO_MEMORY,
  AB_BUGHOUSE_ERROR_BAD_TIME,         /* now is before the last event, or out of range */
  AB_BUGHOUSE_ERROR_NOT_IN_RESERVE,   /* art. 4B: no such piece in the player's reserve */
  AB_BUGHOUSE_ERROR_NO_DRAW_OFFER,    /* 11C: no draw offer to accept */
} AbBughouseError;

typedef enum
{
  AB_BUGHOUSE_CLAIM_FLAG,         /* the claimant's opponent's flag fell (11A2, 11D, 11E) */
  AB_BUGHOUSE_CLAIM_THIRTY_MOVES, /* 11F */
} AbBughouseClaim;

/* How art. 8E brought back a wrongly captured piece. */
typedef enum
{
  AB_TAKEBACK_NOTHING_PASSED = 0, /* the illegal move captured nothing */
  AB_TAKEBACK_FROM_RESERVE,       /* from the partner's reserve */
  AB_TAKEBACK_FROM_BOARD,         /* from the partner's board, the square given */
} AbTakebackSource;

typedef enum
{
  AB_RECORD_MOVE = 0,
  /* Art. 8C: the board's last move, an illegal one, was taken back; lifted
   * is the square of the other board a passed piece came back from (8E), or
   * AB_NO_SQUARE. */
  AB_RECORD_RESTART,
  /* The opponent let the board's illegal move stand (8C): recorded so that a
   * resumed match does not offer the restart again. */
  AB_RECORD_STAND,
} AbBughouseRecordKind;

/* One event of the record, in the order they happened on both boards. */
typedef struct
{
  AbBughouseRecordKind kind;
  AbBughouseBoard board;
  AbColor color;        /* the mover; for a restart, the offender */
  AbBughouseMove move;
  int64_t clock_ms;     /* the mover's clock after the move; for a restart, the clock of
                         * the offender's opponent, who restarted; -1 when not known */
  bool illegal;         /* the move was illegal (art. 8) */
  AbSquare lifted;
} AbBughouseRecordEntry;

/* What an art. 8C restart did, or for AB_BUGHOUSE_ERROR_SQUARE_NEEDED would do. */
typedef struct
{
  AbColor offender;
  AbBughouseMove move;     /* the illegal move taken back */
  AbTakebackSource source; /* how a passed piece came back (8E) */
  AbPieceType passed;      /* its kind as passed (a promoted piece is a pawn), or
                            * AB_NO_PIECE_TYPE */
  AbPiece lifted;          /* AB_TAKEBACK_FROM_BOARD: the piece taken off the other board */
  AbSquare from_square;    /* and where */
} AbBughouseRestart;

/* A flag that fell: on which board, whose, and exactly when. */
typedef struct
{
  AbBughouseBoard board;
  AbColor color;
  int64_t at_us;
} AbBughouseFlagFall;

/* Both boards at the start position, five minutes a player. NULL when out of memory. */
AbBughouseMatch *ab_bughouse_match_new (void);
void ab_bughouse_match_free (AbBughouseMatch *self);
/* Starts over from these positions (NULL: the start position); clears the
 * record, every ending and draw offer; the clocks stand at the control's start. */
void ab_bughouse_match_reset (AbBughouseMatch *self, const AbBughousePosition *a,
                              const AbBughousePosition *b);

const AbBughousePosition *ab_bughouse_match_position (const AbBughouseMatch *self,
                                                      AbBughouseBoard board);
const AbBughousePosition *ab_bughouse_match_start (const AbBughouseMatch *self,
                                                   AbBughouseBoard board);
/* The team of the player of that colour on that board, and his partner's
 * board and colour. */
AbBughouseTeam ab_bughouse_team_of (AbBughouseBoard board, AbColor c);

/* The time control of both boards' clocks. Setting it sets the clocks as the
 * record leaves them: each player's moves counted, his time as his last press
 * left it (the first period's time before any), an illegal move's press taken
 * back by its restart; stopped until ab_bughouse_match_start_clocks or the
 * next timed move. False, nothing changed, for a control that is not valid. */
bool ab_bughouse_match_set_control (AbBughouseMatch *self, const AbTimeControl *control);
const AbTimeControl *ab_bughouse_match_get_control (const AbBughouseMatch *self);
/* A resumed match goes on at now: the clocks of the games still going start,
 * each side to move's first charged downtime_us (the time the program was down,
 * when the players say so; 0 keeps the clocks as they stand). Nothing changes
 * when they run already. */
AbBughouseError ab_bughouse_match_start_clocks (AbBughouseMatch *self, int64_t now,
                                                int64_t downtime_us);
bool ab_bughouse_match_clocks_running (const AbBughouseMatch *self);
/* What c's clock on board shows at now (a moment before the last event reads
 * as the last event). */
AbBughouseError ab_bughouse_match_clock_reading (const AbBughouseMatch *self,
                                                 AbBughouseBoard board, AbColor c, int64_t now,
                                                 AbClockReading *out);
/* Brings the clocks up to now: a flag that fell by then has fallen
 * (ab_bughouse_match_flag). Returns how many flags fell that no tick has
 * reported yet, those (at most max) in fallen, in the order they fell. */
int ab_bughouse_match_tick (AbBughouseMatch *self, int64_t now, AbBughouseFlagFall *fallen,
                            int max);
/* When the next flag falls if nobody moves, -1 when none can. */
int64_t ab_bughouse_match_next_flag (const AbBughouseMatch *self);

/* Whether c may begin a move on board now, before saying which (a piece
 * picked up, a reserve piece chosen, a resignation): GAME_OVER, NOT_ON_MOVE,
 * and with a reserve piece named (else AB_NO_PIECE_TYPE) NOT_IN_RESERVE. */
AbBughouseError ab_bughouse_match_may_move (const AbBughouseMatch *self, AbBughouseBoard board,
                                            AbColor c, AbPieceType reserve_piece);
/* Reads a move typed for board, in any notation ab_bughouse_move_parse_any
 * reads, into *move. GAME_OVER when that game has ended; ILLEGAL_MOVE when the
 * text names no legal move: error says why, and possible (may be NULL) gets a
 * move a hand could make that the text names (a placement, or squares as UCI
 * writes them), which may have been made over the board (art. 8), else
 * AB_BUGHOUSE_MOVE_NONE. */
AbBughouseError ab_bughouse_match_read_move (const AbBughouseMatch *self, AbBughouseBoard board,
                                             const char *text, AbBughouseMove *move,
                                             AbBughouseMoveError *error,
                                             AbBughouseMove *possible);

/* Plays a legal move for the side on move on that board at now, completed by
 * the clock press: a capture goes to the partner's reserve, the record keeps
 * the mover's clock. A move by the player a draw was offered to declines it. */
AbBughouseError ab_bughouse_match_play (AbBughouseMatch *self, AbBughouseBoard board,
                                        AbBughouseMove move, int64_t now);
/* Records an illegal move as it was made over the board, its clock pressed
 * (art. 8B–C). */
AbBughouseError ab_bughouse_match_play_illegal (AbBughouseMatch *self, AbBughouseBoard board,
                                                AbBughouseMove move, int64_t now);
/* There is an illegal move on that board its opponent may still object to. */
bool ab_bughouse_match_has_illegal (const AbBughouseMatch *self, AbBughouseBoard board);
/* Art. 8C: at now the offender's opponent restarts the offender's clock; the
 * move is taken back and the offender must replace it. His clock runs again
 * without what the illegal move's press added; the opponent's keeps the time
 * it used. A passed piece comes back (8E) from the partner's reserve, else
 * from the square from_square of the other board (AB_NO_SQUARE when not
 * needed). A draw offer on the board lapses. out (may be NULL) says what was
 * done, and for AB_BUGHOUSE_ERROR_SQUARE_NEEDED what is to come back. */
AbBughouseError ab_bughouse_match_restart_offender (AbBughouseMatch *self, AbBughouseBoard board,
                                                    AbSquare from_square, int64_t now,
                                                    AbBughouseRestart *out);
/* The opponent lets the illegal move stand (he gives up 8C, as he does by
 * completing a move of his own). */
AbBughouseError ab_bughouse_match_let_stand (AbBughouseMatch *self, AbBughouseBoard board);
/* Who made the board's last illegal move (8F), in *offender: GAME_OVER, or
 * NO_ILLEGAL_MOVE when nobody has on that board. */
AbBughouseError ab_bughouse_match_last_offender (const AbBughouseMatch *self,
                                                AbBughouseBoard board, AbColor *offender);
/* What the illegal move on that board passed to the offender's partner (8E), or
 * AB_NO_PIECE_TYPE (nothing passed, or no illegal move to object to). */
AbPieceType ab_bughouse_match_illegal_passed (const AbBughouseMatch *self, AbBughouseBoard board);
/* Illegal moves this player has made (8F: "meerdere malen"). */
int ab_bughouse_match_illegal_count (const AbBughouseMatch *self, AbBughouseBoard board,
                                     AbColor c);

/* A clock's flag has fallen, told by a clock other than the match's own
 * (nobody has established it yet). */
AbBughouseError ab_bughouse_match_flag_fell (AbBughouseMatch *self, AbBughouseBoard board,
                                             AbColor c);
bool ab_bughouse_match_flag (const AbBughouseMatch *self, AbBughouseBoard board, AbColor c);
/* The commands below that end a game stop that board's clock at now. */
AbBughouseError ab_bughouse_match_claim (AbBughouseMatch *self, AbBughouseBoard board,
                                         AbColor claimant, AbBughouseClaim claim, int64_t now);
AbBughouseError ab_bughouse_match_resign (AbBughouseMatch *self, AbBughouseBoard board,
                                          AbColor c, int64_t now);
/* 11C: the players agree a draw. */
AbBughouseError ab_bughouse_match_agree_draw (AbBughouseMatch *self, AbBughouseBoard board,
                                              int64_t now);
/* 11C: c offers a draw on board. The offer stands until it is accepted, the
 * player it was made to moves, or an illegal move is restarted; an offer made
 * while another stands leaves that one. */
AbBughouseError ab_bughouse_match_offer_draw (AbBughouseMatch *self, AbBughouseBoard board,
                                              AbColor c);
/* The colour whose offer stands on board, or -1. */
int ab_bughouse_match_draw_offer (const AbBughouseMatch *self, AbBughouseBoard board);
/* The standing offer is accepted: the game is drawn (11C). NO_DRAW_OFFER when
 * there is none. */
AbBughouseError ab_bughouse_match_accept_draw (AbBughouseMatch *self, AbBughouseBoard board,
                                               int64_t now);
/* The arbiter declares the game lost for c: AB_BUGHOUSE_ENDING_ILLEGAL_MOVES
 * (8F) or AB_BUGHOUSE_ENDING_REFUSED_RULES (11A3). */
AbBughouseError ab_bughouse_match_forfeit (AbBughouseMatch *self, AbBughouseBoard board,
                                           AbColor c, AbBughouseEnding why, int64_t now);

/* 11E: the opponent of a player whose flag fell could never have mated him:
 * winner has nothing but his king on the board and in reserve, and nothing
 * can still come from his partner (the partner's game is over, or the
 * partner's opponent has nothing but a king to capture); or, with the other
 * game over and no reserves on this board, the pieces alone cannot mate
 * (ab_deadpos, proven only). Anything less certain counts as "could mate". */
bool ab_bughouse_match_cannot_mate (const AbBughouseMatch *self, AbBughouseBoard board,
                                    AbColor winner);

/* The status of the side on move, with the other board in view: a check
 * that only a piece still to come could stop is mate once the partner's
 * game is over. */
AbBughouseStatus ab_bughouse_match_status (const AbBughouseMatch *self, AbBughouseBoard board);
const AbBughouseOutcome *ab_bughouse_match_outcome (const AbBughouseMatch *self,
                                                    AbBughouseBoard board);
bool ab_bughouse_match_is_over (const AbBughouseMatch *self); /* 11G */
/* Team points in half points (a win 2, a draw 1), both boards summed. */
int ab_bughouse_match_team_half_points (const AbBughouseMatch *self, AbBughouseTeam team);

/* The board's last move, unless it was taken back (8C) and not yet replaced; NULL when
 * there is none. before (may be NULL) gets the board as it was before that move. */
const AbBughouseRecordEntry *ab_bughouse_match_last_move (const AbBughouseMatch *self,
                                                          AbBughouseBoard board,
                                                          AbBughousePosition *before);
int ab_bughouse_match_record_length (const AbBughouseMatch *self);
const AbBughouseRecordEntry *ab_bughouse_match_record (const AbBughouseMatch *self, int index);
