/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-pgn-read-private.h — the reader's state, shared by its two halves:
 * ab-pgn-read.c (movetext and moves) and ab-pgn-read-text.c (tags, comments,
 * annotation glyphs, resynchronisation). */
#pragma once

#include "ab-pgn-private.h"
#include "ab-position-private.h"

typedef enum
{
  AB_PGN_ST_OK,    /* go on */
  AB_PGN_ST_DONE,  /* the game ended (its error, if any, is filled in) */
  AB_PGN_ST_ENDED, /* the game ended at an error whose end is known: no skipping */
  AB_PGN_ST_ERROR, /* error filled in; skip to the next game */
  AB_PGN_ST_MORE,  /* the non-final input ends here */
} AbPgnStatus;

typedef struct
{
  AbMove move;
  uint32_t node;
  AbUndo undo;
} AbPgnStep;

/* The line being read: its first and last move, a comment waiting for its
 * first move, and the first move of the latest variation to its last move. */
typedef struct
{
  uint32_t first;
  uint32_t last;
  uint32_t pending;
  uint32_t tail;
} AbPgnLine;

typedef struct
{
  AbPgnLine outer;   /* the enclosing line; outer.last is the move varied */
  size_t path_len;   /* the path without that move */
  size_t open_line;
} AbPgnFrame;

struct _AbPgnReader
{
  const char *data;
  size_t len;
  bool final;
  size_t pos;
  size_t line; /* at pos */
  size_t consumed;
  size_t consumed_line;

  bool skipping;      /* after an error: looking for the next game */
  bool skip_blank;    /* the line before the one at pos was blank */
  bool at_line_start; /* pos is at the start of a line (while skipping) */

  AbPosition board;
  AbPgnStep *path;
  size_t path_len;
  size_t path_cap;
  AbPgnFrame frames[AB_PGN_MAX_DEPTH];
  size_t depth;
  AbPgnLine cur;

  /* The tags the reader itself needs, as value offsets, and the roster seen. */
  uint32_t tag_fen;
  uint32_t tag_setup;
  uint32_t tag_variant;
  uint32_t tag_result;
  unsigned roster_seen;
  size_t fen_line;
  size_t setup_line;
  size_t variant_line;

  char *scratch; /* a comment while it is cleaned */
  size_t scratch_cap;
};

/* Bytes that may be part of a move, number or result token; whitespace. */
extern const bool ab_pgn_token_chars[256];
extern const bool ab_pgn_space_chars[256];

void _ab_pgn_fail (AbPgnReader *r, AbPgnError *e, AbPgnErrorCode code, size_t line,
                   const char *tok, size_t n);

/* Whitespace and %-escaped lines before a game; MORE when the non-final input ends. */
AbPgnStatus _ab_pgn_skip_between (AbPgnReader *r);
/* Past the end of this line. */
AbPgnStatus _ab_pgn_skip_line (AbPgnReader *r);
/* After an error: on to the line where the next game starts. */
AbPgnStatus _ab_pgn_resync (AbPgnReader *r);

AbPgnStatus _ab_pgn_read_tags (AbPgnReader *r, AbPgnGame *g, AbPgnError *e);
/* The start position from the FEN, SetUp and Variant tags; the roster check. */
AbPgnStatus _ab_pgn_set_up (AbPgnReader *r, AbPgnGame *g, AbPgnError *e);
/* A {…} or ;… comment at pos, attached to the line being read. */
AbPgnStatus _ab_pgn_read_comment (AbPgnReader *r, AbPgnGame *g, AbPgnError *e);
bool _ab_pgn_read_comment_after (AbPgnReader *r, AbPgnGame *g, uint32_t node, const char *src,
                                 size_t len);
