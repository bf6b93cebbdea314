/* ab-notation.h — written notation (FIDE Laws, Appendix C): SAN in English,
 * Dutch and German letters, long algebraic, and a tolerant reader of all of
 * them (and of UCI). Errors are reported as facts; ab-describe words them. */
#pragma once

#include <stddef.h>

#include "ab-position.h"

/* Piece letters (written) and words (spoken) per language. */
typedef enum
{
  AB_LANG_DE = 0, /* the default: Appendix D's words are German */
  AB_LANG_NL,
  AB_LANG_EN,
} AbLanguage;

typedef struct
{
  AbLanguage letters;    /* K Q R B N / K D T L P / K D T L S */
  bool zero_castling;    /* 0-0 instead of O-O */
  bool promotion_equals; /* e8=Q; without it e8Q (C.11: d8D) */
  bool ep_suffix;        /* " e.p." after an en-passant capture */
} AbSanStyle;

/* English letters, O-O, e8=Q, no e.p. — the PGN export form. */
extern const AbSanStyle ab_san_style_pgn;

#define AB_NOTATION_MAX 32

/* SAN with the C.10 disambiguation, x, promotion, + and #. Returns the
 * length needed, like snprintf. */
size_t ab_move_to_san (const AbPosition *pos, AbMove move, const AbSanStyle *style, char *buf,
                       size_t size);
/* Long algebraic: Pg1f3, e2e4, e5xd4, Dd1xd4, 0-0 (C.8). */
size_t ab_move_to_long (const AbPosition *pos, AbMove move, const AbSanStyle *style, char *buf,
                        size_t size);

typedef enum
{
  AB_DISAMBIG_NONE,
  AB_DISAMBIG_FILE,
  AB_DISAMBIG_RANK,
  AB_DISAMBIG_BOTH,
} AbDisambiguation;

/* What SAN must add to tell this move from another legal one of the same
 * piece type to the same square (C.10: file first, then rank, then both;
 * a pinned piece does not count because its move is not legal). */
AbDisambiguation ab_move_disambiguation (const AbPosition *pos, AbMove move);

/* A move as a person describes it; unknown parts are left open. */
typedef struct
{
  AbPieceType piece;     /* AB_NO_PIECE_TYPE: not said (a pawn in SAN) */
  int from_file;         /* 0–7, or -1 */
  int from_rank;         /* 0–7, or -1 */
  AbSquare to;           /* AB_NO_SQUARE for castling */
  AbPieceType promotion; /* AB_NO_PIECE_TYPE when not said */
  int castling;          /* 0, or 1 short, 2 long */
  bool capture;          /* x, schlägt, slaat, takes was given */
} AbMoveSpec;

void ab_move_spec_init (AbMoveSpec *spec);

typedef enum
{
  AB_MOVE_ERROR_NONE = 0,
  AB_MOVE_ERROR_EMPTY,
  AB_MOVE_ERROR_SYNTAX,         /* offset: where reading stopped */
  AB_MOVE_ERROR_NO_PIECE,       /* piece, to: "no knight can reach f3" */
  AB_MOVE_ERROR_AMBIGUOUS,      /* candidates */
  AB_MOVE_ERROR_ILLEGAL,        /* reason, piece, from, to, pinner */
  AB_MOVE_ERROR_PROMOTION_MISSING,
  AB_MOVE_ERROR_PROMOTION_WRONG, /* a promotion piece on a non-promoting move, or a pawn/king */
  AB_MOVE_ERROR_NO_MOVES,        /* the game is over: mate or stalemate */
} AbMoveErrorCode;

typedef enum
{
  AB_ILLEGAL_NONE = 0,
  AB_ILLEGAL_EMPTY_SQUARE,         /* from: nothing stands there */
  AB_ILLEGAL_OPPONENT_PIECE,       /* from: a piece of the side not to move */
  AB_ILLEGAL_CANNOT_MOVE_THERE,    /* the piece does not move like that */
  AB_ILLEGAL_OWN_PIECE_ON_TARGET,  /* to: one's own piece stands there */
  AB_ILLEGAL_PATH_BLOCKED,         /* a piece stands in between */
  AB_ILLEGAL_IN_CHECK,             /* the king is in check and the move does not answer it */
  AB_ILLEGAL_KING_INTO_CHECK,      /* the king would move onto an attacked square */
  AB_ILLEGAL_PINNED,               /* pinner: the piece shields its king */
  AB_ILLEGAL_CASTLING_RIGHT_LOST,  /* king or that rook has moved */
  AB_ILLEGAL_CASTLING_BLOCKED,     /* a piece stands between king and rook or on a target */
  AB_ILLEGAL_CASTLING_IN_CHECK,
  AB_ILLEGAL_CASTLING_THROUGH_CHECK, /* to: the attacked square the king crosses */
  AB_ILLEGAL_CASTLING_INTO_CHECK,
} AbIllegalReason;

#define AB_MAX_CANDIDATES 16

typedef struct
{
  AbMoveErrorCode code;
  AbIllegalReason reason;
  AbPieceType piece;
  AbSquare from;
  AbSquare to;
  AbSquare pinner;
  int offset;
  int n_candidates;
  AbMove candidates[AB_MAX_CANDIDATES];
} AbMoveError;

/* The legal move the spec describes, or AB_MOVE_NONE with error filled. */
AbMove ab_position_match_move (const AbPosition *pos, const AbMoveSpec *spec, AbMoveError *error);

/* Reads any written form — SAN with English, Dutch or German letters, long
 * algebraic, UCI — tolerantly (x, +, #, =, -, e.p. optional; 0-0, O-O, 00,
 * oo; lower-case piece letters where unambiguous). */
AbMove ab_move_parse (const AbPosition *pos, const char *text, AbMoveError *error);
