/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-pgn.h — Portable Game Notation: the game as read from or written to PGN.
 *
 * The reader takes a buffer (a whole mmap'd file, or chunks of a stream),
 * returns one game per call and validates as it goes: every move must be
 * legal, the result must agree with a final checkmate or stalemate. A broken
 * game is reported with its line and the reader resynchronises at the next
 * game. The writer puts a game back into PGN export format in SAN (English,
 * Dutch or German letters) or UCI coordinates.
 *
 * The Seven Tag Roster is checked but a missing tag is a warning (the game's
 * missing_tags bits), not an error: games typed by hand or exported by
 * programs often lack Round or Site, and their moves are still worth reading.
 */
#pragma once

#include <stddef.h>

#include "ab-fen.h"
#include "ab-notation.h"
#include "ab-position.h"

/* An absent move, comment or string offset. */
#define AB_PGN_NONE UINT32_MAX
/* Annotation glyphs ($1 … $255) one move can carry. */
#define AB_PGN_MAX_NAGS 6
/* Variations nested deeper than this are refused (no real game comes close). */
#define AB_PGN_MAX_DEPTH 100
/* How much of an offending token an error keeps. */
#define AB_PGN_TOKEN_MAX 48

typedef enum
{
  AB_PGN_RESULT_NONE = 0,    /* no result given */
  AB_PGN_RESULT_WHITE_WINS,  /* 1-0 */
  AB_PGN_RESULT_BLACK_WINS,  /* 0-1 */
  AB_PGN_RESULT_DRAW,        /* 1/2-1/2 */
  AB_PGN_RESULT_UNKNOWN,     /* * : ongoing, abandoned or unknown */
} AbPgnResult;

/* The Seven Tag Roster, as bits of AbPgnGame.missing_tags. */
typedef enum
{
  AB_PGN_TAG_EVENT = 1 << 0,
  AB_PGN_TAG_SITE = 1 << 1,
  AB_PGN_TAG_DATE = 1 << 2,
  AB_PGN_TAG_ROUND = 1 << 3,
  AB_PGN_TAG_WHITE = 1 << 4,
  AB_PGN_TAG_BLACK = 1 << 5,
  AB_PGN_TAG_RESULT = 1 << 6,
} AbPgnRosterTag;

#define AB_PGN_ROSTER_SIZE 7
/* "Event" … "Result": the roster's names in export order. */
extern const char *const ab_pgn_roster[AB_PGN_ROSTER_SIZE];

typedef struct
{
  uint32_t name;  /* offsets into AbPgnGame.text */
  uint32_t value;
} AbPgnTag;

/* One move of the tree. Lines are chained by next; the alternatives to a move
 * hang from its variations (the first move of the first variation) and run on
 * through next_variation (set on each variation's first move). */
typedef struct
{
  AbMove move;
  uint8_t n_nags;
  uint8_t nags[AB_PGN_MAX_NAGS];
  uint32_t next;
  uint32_t variations;
  uint32_t next_variation;
  uint32_t comment_before; /* text offset: at the start of a line, or after the variations
                            * to the move before */
  uint32_t comment_after;  /* text offset, without the [%clk] and [%emt] commands */
  int32_t clock_ms;        /* [%clk h:mm:ss]: the mover's time left after it, or -1 */
  int32_t emt_ms;          /* [%emt h:mm:ss]: the time the move took, or -1 */
  uint32_t line;           /* where it was read; 0 when built by a program */
} AbPgnMove;

/* A game. All fields are read-only for callers except through the functions
 * below; strings live in text and are named by offset. Reading reuses the
 * arrays from game to game, so a caller reading many games allocates only
 * while the largest game so far grows. */
typedef struct
{
  char *text;
  size_t text_len;
  size_t text_cap;
  uint32_t text_last; /* the last string added (lets comments grow in place) */
  AbPgnTag *tags;
  size_t n_tags;
  size_t tags_cap;
  AbPgnMove *moves;
  size_t n_moves;
  size_t moves_cap;

  uint32_t first;        /* first move of the main line, or AB_PGN_NONE */
  uint32_t comment;      /* a comment of a game without moves */
  AbPgnResult result;    /* the termination marker (the Result tag when it is missing) */
  char start_fen[AB_FEN_MAX];
  bool chess960;
  unsigned missing_tags; /* AbPgnRosterTag bits */
  size_t line;           /* the line the game starts on */
} AbPgnGame;

void ab_pgn_game_init (AbPgnGame *self);
/* Frees the game's memory; the game is then empty and usable again. */
void ab_pgn_game_clear (AbPgnGame *self);
/* Empties the game but keeps its memory, standard start position. */
void ab_pgn_game_reset (AbPgnGame *self);

/* The string at offset, or NULL for AB_PGN_NONE. */
const char *ab_pgn_game_text (const AbPgnGame *self, uint32_t offset);
/* The value of the first tag of that name (case-sensitive, as PGN says), or NULL. */
const char *ab_pgn_game_tag (const AbPgnGame *self, const char *name);
/* Sets a tag: replaces the first of that name, else appends. False when out of memory. */
bool ab_pgn_game_set_tag (AbPgnGame *self, const char *name, const char *value);

/* The start position into pos (Chess960 flag included). */
void ab_pgn_game_start_position (const AbPgnGame *self, AbPosition *pos);
/* Starts the game from pos: sets start_fen, and the SetUp and FEN tags unless
 * pos is the standard start. Only on a game without moves; false otherwise. */
bool ab_pgn_game_set_start (AbPgnGame *self, const AbPosition *pos);

/* Adds move after the move at index after (AB_PGN_NONE: at the start). When
 * that place already has a continuation, the move opens a new variation to
 * it. Returns the new move's index, or AB_PGN_NONE when out of memory. The
 * caller guarantees the move is legal there; the writer checks it again. */
uint32_t ab_pgn_game_add_move (AbPgnGame *self, uint32_t after, AbMove move);
/* Sets (replaces) a comment; NULL or "" removes it. False when out of memory. */
bool ab_pgn_game_set_comment (AbPgnGame *self, uint32_t move, bool before, const char *text);
/* Adds an annotation glyph 1–255; false when the move has AB_PGN_MAX_NAGS already. */
bool ab_pgn_game_add_nag (AbPgnGame *self, uint32_t move, int nag);
/* Moves in the main line. */
size_t ab_pgn_game_main_line_length (const AbPgnGame *self);

/* "1-0", "0-1", "1/2-1/2", "*" ("*" for AB_PGN_RESULT_NONE too). */
const char *ab_pgn_result_string (AbPgnResult result);
/* The result that text names exactly, or AB_PGN_RESULT_NONE. */
AbPgnResult ab_pgn_result_from_string (const char *text);

/* Reading. */

typedef enum
{
  AB_PGN_OK = 0,
  AB_PGN_ERROR_BAD_TAG,                /* a tag pair that is not [Name "value"] */
  AB_PGN_ERROR_BAD_FEN,                /* fen: what is wrong with the FEN tag */
  AB_PGN_ERROR_SETUP_WITHOUT_FEN,      /* SetUp "1" and no FEN tag */
  AB_PGN_ERROR_UNSUPPORTED_VARIANT,    /* token: the Variant tag's value */
  AB_PGN_ERROR_UNKNOWN_TOKEN,          /* token: neither move, number, result nor annotation */
  AB_PGN_ERROR_ILLEGAL_MOVE,           /* token, move, position, move_number, side */
  AB_PGN_ERROR_UNTERMINATED_COMMENT,   /* line: where the comment opens */
  AB_PGN_ERROR_UNTERMINATED_VARIATION, /* line: where the variation opens */
  AB_PGN_ERROR_UNMATCHED_PARENTHESIS,  /* ')' without a variation open */
  AB_PGN_ERROR_VARIATION_WITHOUT_MOVE, /* '(' before any move of its line */
  AB_PGN_ERROR_EMPTY_VARIATION,        /* "()" */
  AB_PGN_ERROR_TOO_DEEP,               /* variations nested deeper than AB_PGN_MAX_DEPTH */
  AB_PGN_ERROR_BAD_NAG,                /* token: '$' without a number 0–255 */
  AB_PGN_ERROR_NAG_WITHOUT_MOVE,       /* an annotation before any move of its line */
  AB_PGN_ERROR_TOO_MANY_NAGS,          /* more than AB_PGN_MAX_NAGS on one move */
  AB_PGN_ERROR_MISSING_RESULT,         /* the game ends without 1-0, 0-1, 1/2-1/2 or * */
  AB_PGN_ERROR_RESULT_MISMATCH,        /* result (marker) differs from tag_result */
  AB_PGN_ERROR_RESULT_AFTER_CHECKMATE, /* result, side: the side mated */
  AB_PGN_ERROR_RESULT_AFTER_STALEMATE, /* result */
  AB_PGN_ERROR_TOO_LARGE,              /* a game beyond 4 GB of text or moves */
  AB_PGN_ERROR_NO_MEMORY,
} AbPgnErrorCode;

typedef struct
{
  AbPgnErrorCode code;
  size_t line;                     /* 1-based line of the input the error is on */
  char token[AB_PGN_TOKEN_MAX];    /* the offending text, cut short, NUL-terminated */
  AbMoveError move;                /* AB_PGN_ERROR_ILLEGAL_MOVE */
  char position[AB_FEN_MAX];       /* AB_PGN_ERROR_ILLEGAL_MOVE: the position, as FEN */
  int move_number;                 /* AB_PGN_ERROR_ILLEGAL_MOVE: "12." or "12..." */
  AbColor side;                    /* the side to move, or the side mated */
  AbFenError fen;                  /* AB_PGN_ERROR_BAD_FEN */
  AbPgnResult result;              /* result errors: the game's result */
  AbPgnResult tag_result;          /* AB_PGN_ERROR_RESULT_MISMATCH: the Result tag's */
} AbPgnError;

typedef enum
{
  AB_PGN_READ_GAME,  /* a game, valid */
  AB_PGN_READ_ERROR, /* a game with an error: error says what; game holds what was read */
  AB_PGN_READ_END,   /* no game left in the final input */
  AB_PGN_READ_MORE,  /* the input ends inside a game: give more (see ab_pgn_reader_input) */
} AbPgnReadStatus;

typedef struct _AbPgnReader AbPgnReader;

AbPgnReader *ab_pgn_reader_new (void);
void ab_pgn_reader_free (AbPgnReader *self);

/* Hands the reader input; it is not copied and must stay valid while games
 * are read from it. final says no input follows. To stream: after
 * AB_PGN_READ_MORE, keep the bytes from ab_pgn_reader_consumed() on, add the
 * next chunk after them and pass that buffer again (if nothing was consumed
 * the buffer must grow: one game is larger than it). Line numbers run on
 * across buffers. */
void ab_pgn_reader_input (AbPgnReader *self, const char *data, size_t len, bool final);
/* Bytes of the current input that are done with. */
size_t ab_pgn_reader_consumed (const AbPgnReader *self);
/* Reads the next game into game (reset first). error is filled for AB_PGN_READ_ERROR. */
AbPgnReadStatus ab_pgn_reader_next (AbPgnReader *self, AbPgnGame *game, AbPgnError *error);

/* Writing. */

typedef enum
{
  AB_PGN_NOTATION_SAN,    /* English letters: the PGN standard */
  AB_PGN_NOTATION_SAN_NL, /* Dutch letters (K D T L P) */
  AB_PGN_NOTATION_SAN_DE, /* German letters (K D T L S) */
  AB_PGN_NOTATION_UCI,    /* coordinates: e2e4, e7e8q */
} AbPgnNotation;

/* A growing text the writer appends to. */
typedef struct
{
  char *data; /* NUL-terminated */
  size_t len;
  size_t cap;
} AbPgnOutput;

#define AB_PGN_LINE_MAX 80

/* Appends the game in export format: the Seven Tag Roster first (a missing
 * one as "?"), then the other tags as read; movetext in lines of at most
 * AB_PGN_LINE_MAX characters (a single longer word in a comment excepted),
 * each move's clock as {[%clk h:mm:ss]} after it; a blank line after the
 * game. False, with out unchanged, when a move is not legal where it stands
 * or memory runs out. */
bool ab_pgn_write_game (const AbPgnGame *game, AbPgnNotation notation, AbPgnOutput *out);
void ab_pgn_output_clear (AbPgnOutput *out);
