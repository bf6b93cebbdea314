/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-bughouse.h — one board of doorgeefschaak (bughouse by the Dutch rules of
 * 1988, RULES.md §6): a chess position plus each side's reserve of passed
 * pieces and the promoted pawns.
 *
 * Built around an AbPosition, which keeps doing the normal moves. A promoted
 * pawn keeps the pawn's shape but moves as the piece chosen (art. 6A): the
 * AbPosition holds that piece, this layer remembers it is promoted, and a
 * capture of it passes a pawn (6B). A placement (art. 4B) goes on an empty
 * square only, never gives check (5A) and never puts a pawn on the first or
 * last rank (5B); it may block a check.
 *
 * Where a piece goes when it is captured is the match's business
 * (ab-bughouse-match.h): on one board it just leaves, and make reports what
 * the capturer's partner receives.
 */
#pragma once

#include <stddef.h>

#include "ab-fen.h"
#include "ab-position.h"

/* A move of either kind in 32 bits: a normal AbMove in the low 16 bits, or a
 * placement: flag | piece type << 17 | square. */
typedef uint32_t AbBughouseMove;
#define AB_BUGHOUSE_MOVE_NONE ((AbBughouseMove) 0)
#define AB_BUGHOUSE_DROP_FLAG ((AbBughouseMove) 1 << 16)

static inline AbBughouseMove
ab_bughouse_move_drop (AbPieceType type, AbSquare to)
{
  return AB_BUGHOUSE_DROP_FLAG | ((AbBughouseMove) type << 17) | (to & 63u);
}

static inline bool
ab_bughouse_move_is_drop (AbBughouseMove m)
{
  return (m & AB_BUGHOUSE_DROP_FLAG) != 0;
}

static inline AbPieceType
ab_bughouse_move_drop_type (AbBughouseMove m)
{
  return ab_bughouse_move_is_drop (m) ? (AbPieceType) ((m >> 17) & 7) : AB_NO_PIECE_TYPE;
}

/* The normal move, or AB_MOVE_NONE for a placement. */
static inline AbMove
ab_bughouse_move_base (AbBughouseMove m)
{
  return ab_bughouse_move_is_drop (m) ? AB_MOVE_NONE : (AbMove) (m & 0xFFFF);
}

static inline AbSquare
ab_bughouse_move_to (AbBughouseMove m)
{
  return ab_bughouse_move_is_drop (m) ? (AbSquare) (m & 63) : ab_move_to ((AbMove) m);
}

/* 218 normal moves at most, and five piece types on at most 64 squares. */
#define AB_BUGHOUSE_MAX_MOVES 600

typedef struct
{
  AbBughouseMove moves[AB_BUGHOUSE_MAX_MOVES];
  int count;
} AbBughouseMoveList;

/* Art. 11F: 30 moves of each player without a capture, a placement or a move
 * of a non-promoted pawn. "Zetten" is counted as in the FIDE fifty-move rule
 * and in time controls ("40 zetten"): per player, so 60 half-moves. */
#define AB_BUGHOUSE_QUIET_MOVES 30
#define AB_BUGHOUSE_QUIET_PLIES (2 * AB_BUGHOUSE_QUIET_MOVES)

/* A reserve holds at most this many pieces of one type (a whole match has 16
 * pawns and 4 of each other piece per colour; room for odd set-ups). */
#define AB_BUGHOUSE_RESERVE_MAX 64

#define AB_BUGHOUSE_START_FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"

typedef struct _AbBughousePosition AbBughousePosition;

/* What make needs to undo a move, and what it passed on. */
typedef struct
{
  AbUndo undo;
  AbBitboard promoted;
  uint16_t quiet_plies;
  AbPieceType passed; /* what the capturer's partner receives (a promoted piece as a
                       * pawn), or AB_NO_PIECE_TYPE */
} AbBughouseUndo;

typedef enum
{
  AB_BUGHOUSE_STATUS_ONGOING,
  AB_BUGHOUSE_STATUS_CHECK,
  /* In check, no placement could ever stop it: a double or contact check, or
   * every square between would need a piece that gives check. */
  AB_BUGHOUSE_STATUS_CHECKMATE,
  /* In check and no move now, but a passed piece placed in between would stop
   * it: the player may wait for one while his clock runs. */
  AB_BUGHOUSE_STATUS_CHECK_WAITING,
  /* Not in check and no move now. Art. 11 knows no stalemate: the player
   * waits for a piece to place while his clock runs. */
  AB_BUGHOUSE_STATUS_WAITING,
} AbBughouseStatus;

/* Why a placement is not legal (first reason that applies, in this order). */
typedef enum
{
  AB_DROP_OK = 0,
  AB_DROP_BAD_PIECE,      /* a king, or not a piece type */
  AB_DROP_NOT_IN_RESERVE, /* the player has no such piece to place */
  AB_DROP_OCCUPIED,       /* art. 5A: only on an empty square */
  AB_DROP_PAWN_BACK_RANK, /* art. 5B */
  AB_DROP_GIVES_CHECK,    /* art. 5A */
  AB_DROP_IN_CHECK,       /* it does not stop the check the player is in */
} AbDropError;

AbBughousePosition *ab_bughouse_position_new (void); /* the start, empty reserves */
AbBughousePosition *ab_bughouse_position_copy (const AbBughousePosition *self);
void ab_bughouse_position_assign (AbBughousePosition *self, const AbBughousePosition *other);
void ab_bughouse_position_free (AbBughousePosition *self);
bool ab_bughouse_position_equal (const AbBughousePosition *a, const AbBughousePosition *b);
void ab_bughouse_position_set_start (AbBughousePosition *self);

/* The pieces on the board, for everything that does not involve reserves:
 * normal moves, SAN of normal moves, squares, check. */
const AbPosition *ab_bughouse_position_board (const AbBughousePosition *self);
AbColor ab_bughouse_position_side_to_move (const AbBughousePosition *self);
int ab_bughouse_position_reserve (const AbBughousePosition *self, AbColor c, AbPieceType t);
int ab_bughouse_position_reserve_total (const AbBughousePosition *self, AbColor c);
/* Adds (count > 0) or takes (count < 0) reserve pieces; false, changing
 * nothing, when the count would leave 0…AB_BUGHOUSE_RESERVE_MAX or t is not
 * a pawn, knight, bishop, rook or queen. */
bool ab_bughouse_position_add_reserve (AbBughousePosition *self, AbColor c, AbPieceType t,
                                       int count);
bool ab_bughouse_position_is_promoted (const AbBughousePosition *self, AbSquare sq);
AbBitboard ab_bughouse_position_promoted (const AbBughousePosition *self);
/* Half-moves since the last capture, placement or move of a non-promoted pawn. */
int ab_bughouse_position_quiet_plies (const AbBughousePosition *self);
/* Art. 11F can be claimed. */
bool ab_bughouse_position_thirty_moves (const AbBughousePosition *self);

void ab_bughouse_position_legal_moves (const AbBughousePosition *self, AbBughouseMoveList *list);
int ab_bughouse_position_count_legal (const AbBughousePosition *self);
bool ab_bughouse_position_is_legal (const AbBughousePosition *self, AbBughouseMove move);
/* Why placing t on to is not legal, or AB_DROP_OK. */
AbDropError ab_bughouse_position_check_drop (const AbBughousePosition *self, AbPieceType t,
                                             AbSquare to);
AbBughouseStatus ab_bughouse_position_status (const AbBughousePosition *self);
bool ab_bughouse_position_gives_check (const AbBughousePosition *self, AbBughouseMove move);
/* What a capture by move would pass on (a promoted piece as a pawn), or
 * AB_NO_PIECE_TYPE. */
AbPieceType ab_bughouse_position_passed_by (const AbBughousePosition *self, AbBughouseMove move);

/* Make and unmake a legal move. make also takes an illegal one that is
 * physically possible (see ab_bughouse_position_is_possible): art. 8 lets an
 * illegal move stand until the opponent objects. */
void ab_bughouse_position_make (AbBughousePosition *self, AbBughouseMove move,
                                AbBughouseUndo *undo);
void ab_bughouse_position_unmake (AbBughousePosition *self, AbBughouseMove move,
                                  const AbBughouseUndo *undo);
/* A move a player's hands can make, legal or not: a piece of the side to move
 * goes to a square without a piece of its own and without a king, a pawn that
 * reaches the last rank names its new value; or a piece from the reserve goes
 * on an empty square. Castling and en passant only when legal. */
bool ab_bughouse_position_is_possible (const AbBughousePosition *self, AbBughouseMove move);
/* The side that just moved is not in check and no pawn stands on the first
 * or last rank: play may go on from here. */
bool ab_bughouse_position_is_sound (const AbBughousePosition *self);

uint64_t ab_bughouse_perft (AbBughousePosition *self, int depth);
int ab_bughouse_perft_divide (AbBughousePosition *self, int depth,
                              AbBughouseMove moves[AB_BUGHOUSE_MAX_MOVES],
                              uint64_t counts[AB_BUGHOUSE_MAX_MOVES]);

/* FEN with the reserve in brackets after the board and '~' after a promoted
 * piece, as crazyhouse FEN writes them: "…/RNBQKB1R[Qn] w KQkq - 2 3". The
 * halfmove field is the art. 11F count. Reading also takes the reserve as a
 * ninth rank ("…/RNBQKB1R/Qn w …") and no reserve at all (both empty). */
typedef enum
{
  AB_BUGHOUSE_FEN_OK = 0,
  AB_BUGHOUSE_FEN_ERROR_BOARD,           /* base says what (the standard FEN errors) */
  AB_BUGHOUSE_FEN_ERROR_RESERVE_CHAR,    /* character: not a piece letter, or a king */
  AB_BUGHOUSE_FEN_ERROR_RESERVE_OPEN,    /* '[' without ']' */
  AB_BUGHOUSE_FEN_ERROR_RESERVE_COUNT,   /* character: more than AB_BUGHOUSE_RESERVE_MAX */
  AB_BUGHOUSE_FEN_ERROR_PROMOTED_MARK,   /* square, character: '~' after a pawn or king */
} AbBughouseFenErrorCode;

typedef struct
{
  AbBughouseFenErrorCode code;
  AbFenError base;
  AbSquare square;
  char character;
} AbBughouseFenError;

/* On failure self is unchanged and error says why. */
bool ab_bughouse_position_set_fen (AbBughousePosition *self, const char *fen,
                                   AbBughouseFenError *error);
/* Like snprintf; AB_BUGHOUSE_FEN_MAX always suffices. */
size_t ab_bughouse_position_get_fen (const AbBughousePosition *self, char *buf, size_t size);
#define AB_BUGHOUSE_FEN_MAX 840
