/* SPDX-License-Identifier: GPL-3.0-or-later */
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

/* "de", "nl", "en": the language's code in settings, options, catalogs and voices. */
const char *ab_language_code (AbLanguage lang);
/* false, lang untouched, for any other text. */
bool ab_language_from_code (const char *code, AbLanguage *lang);

typedef struct
{
  AbLanguage letters;    /* K Q R B N / K D T L P / K D T L S */
  bool zero_castling;    /* 0-0 instead of O-O */
  bool promotion_equals; /* e8=Q; without it e8Q (C.11: d8D) */
  bool ep_suffix;        /* " e.p." after an en-passant capture */
} AbSanStyle;

/* English letters, O-O, e8=Q, no e.p. — the PGN export form. */
extern const AbSanStyle ab_san_style_pgn;

/* The usual style for a language: English is the PGN form; Dutch and German
 * write as Appendix C does (0-0, d8D, exd6 e.p.). */
const AbSanStyle *ab_san_style_default (AbLanguage lang);

/* 'K' 'Q' 'R' 'B' 'N' / 'K' 'D' 'T' 'L' 'P' / 'K' 'D' 'T' 'L' 'S'; '\0' for a pawn. */
char ab_piece_letter (AbLanguage lang, AbPieceType type);

#define AB_NOTATION_MAX 32
/* The reader refuses longer input (whitespace and annotations included). */
#define AB_NOTATION_READ_MAX 64

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
  AB_MOVE_ERROR_ILLEGAL,        /* reason, piece, from, to, cause (and pinner) */
  AB_MOVE_ERROR_PROMOTION_MISSING, /* to */
  AB_MOVE_ERROR_PROMOTION_WRONG, /* piece: a pawn/king asked for, or (with from) a move that does
                                  * not promote */
  AB_MOVE_ERROR_NO_MOVES,        /* the game is over: mate or stalemate */
  AB_MOVE_ERROR_TOO_LONG,        /* more than AB_NOTATION_READ_MAX bytes */
  AB_MOVE_ERROR_INEXACT,         /* candidates: the legal moves that fit only loosely (a pawn
                                  * move named by its square alone that is another pawn's
                                  * capture); none is played without the player's word */
} AbMoveErrorCode;

/* Where reading stopped, what would have fitted there (AB_MOVE_ERROR_SYNTAX). */
typedef enum
{
  AB_MOVE_EXPECT_START = 0, /* a move: a piece, a square, castling */
  AB_MOVE_EXPECT_FILE,      /* a file: a … h, Anna … Hector */
  AB_MOVE_EXPECT_RANK,      /* a rank: 1 … 8, eins … acht */
  AB_MOVE_EXPECT_PIECE,     /* the piece a pawn becomes */
  AB_MOVE_EXPECT_CASTLING,  /* the rest of "Kurze Rochade", "Lange Rochade" */
  AB_MOVE_EXPECT_END,       /* nothing: the move was complete */
} AbMoveExpect;

typedef enum
{
  AB_ILLEGAL_NONE = 0,
  AB_ILLEGAL_EMPTY_SQUARE,         /* from: nothing stands there */
  AB_ILLEGAL_OPPONENT_PIECE,       /* from: a piece of the side not to move */
  AB_ILLEGAL_CANNOT_MOVE_THERE,    /* the piece does not move so (cause: what a pawn runs into) */
  AB_ILLEGAL_OWN_PIECE_ON_TARGET,  /* to: one's own piece stands there */
  AB_ILLEGAL_PATH_BLOCKED,         /* cause: the first piece in between */
  AB_ILLEGAL_IN_CHECK,             /* cause: the checker the move does not answer */
  AB_ILLEGAL_KING_INTO_CHECK,      /* cause: a piece attacking to */
  AB_ILLEGAL_PINNED,               /* pinner (= cause): the piece shields its king from it */
  /* Castling: from is the king, to its destination; piece is AB_KING. */
  AB_ILLEGAL_CASTLING_RIGHT_LOST,  /* king or that rook has moved */
  AB_ILLEGAL_CASTLING_BLOCKED,     /* cause: a piece between king and rook or on a target */
  AB_ILLEGAL_CASTLING_IN_CHECK,    /* cause: the checker */
  AB_ILLEGAL_CASTLING_THROUGH_CHECK, /* to: the attacked square the king crosses; cause: attacker */
  AB_ILLEGAL_CASTLING_INTO_CHECK,  /* cause: a piece attacking the destination */
  AB_ILLEGAL_WRONG_PIECE,          /* from: another kind of piece stands there than was named */
  AB_ILLEGAL_EXPOSES_KING,         /* cause: the piece that would give check (e.p. on a rank) */
  AB_ILLEGAL_NOTHING_TO_CAPTURE,   /* a capture was said, but to holds nothing to take */
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
  AbSquare cause; /* the pinner, checker, attacker of the king's square, or blocker */
  int offset;
  int length;            /* SYNTAX: bytes of the word at offset that was not understood;
                          * 0 when words are missing at the end (offset is the text's end) */
  AbMoveExpect expected; /* SYNTAX: what would have fitted at offset */
  int n_candidates;
  AbMove candidates[AB_MAX_CANDIDATES];
} AbMoveError;

/* The move an AB_MOVE_ERROR_INEXACT error names, when it names one, else AB_MOVE_NONE.
 * Readers of records (PGN, a scoresheet, a sealed move) take it; a player's input asks. */
AbMove ab_move_error_loose_move (const AbMoveError *error);

/* The legal move the spec describes, or AB_MOVE_NONE with error filled. */
AbMove ab_position_match_move (const AbPosition *pos, const AbMoveSpec *spec, AbMoveError *error);
/* The same for the piece on from put down on to, as a hand moves it on a board
 * (promotion: AB_NO_PIECE_TYPE until it is chosen). */
AbMove ab_position_match_squares (const AbPosition *pos, AbSquare from, AbSquare to,
                                  AbPieceType promotion, AbMoveError *error);

/* Reads any written form — SAN with English, Dutch or German letters, long
 * algebraic, UCI — tolerantly (x, :, +, #, =, -, e.p., (=), ! and ? optional;
 * 0-0, O-O, 00, oo; lower-case piece letters where unambiguous: b and d are
 * files first, P is the Dutch knight and a pawn only where its from-square
 * says so or no knight move fits). Reads at most AB_NOTATION_READ_MAX bytes;
 * the full rules head ab-notation-read.c. pos is not changed. */
AbMove ab_move_parse (const AbPosition *pos, const char *text, AbMoveError *error);
