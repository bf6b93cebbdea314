/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-bughouse-bpgn.h — a doorgeefschaak match in BPGN, and one board in PGN.
 *
 * BPGN (bughouse PGN, as bughouse databases and servers write it) is PGN
 * with four player tags, WhiteA BlackA WhiteB BlackB, and both boards' moves
 * in one list in the order they were made, each numbered with its board's
 * letter: "1A." White on board A, "1a." Black on board A, "1B." and "1b."
 * likewise on board B. A comment right after a move holds the mover's clock
 * in seconds ("{178.250}"). A placement is "P@e4". Result is the team score
 * from the point of view of team 1 (WhiteA and BlackB).
 *
 * This writer adds what a doorgeefschaak match needs and other readers
 * skip: ResultA/ResultB and EndingA/EndingB (art. 11 endings do not end the
 * match, 11G), a start position as [FEN "board A | board B"] with
 * [SetUp "1"], and an illegal move (art. 8) as UCI followed by the comment
 * {illegal}; {restart A} when its opponent restarted the offender's clock
 * ("{restart A lift d4}" when the passed piece came back from that square of
 * the other board, 8E), followed by that opponent's clock ("{restart A}
 * {171.500}"), {stand A} when he let it stand.
 */
#pragma once

#include <stddef.h>

#include "ab-bughouse-match.h"
#include "ab-bughouse-notation.h"

#define AB_BPGN_TAG_MAX 128

typedef struct
{
  char event[AB_BPGN_TAG_MAX];
  char site[AB_BPGN_TAG_MAX];
  char date[AB_BPGN_TAG_MAX];  /* "2026.11.22", "????.??.??" when unknown */
  char round[AB_BPGN_TAG_MAX];
  char white_a[AB_BPGN_TAG_MAX];
  char black_a[AB_BPGN_TAG_MAX];
  char white_b[AB_BPGN_TAG_MAX];
  char black_b[AB_BPGN_TAG_MAX];
  char time_control[AB_BPGN_TAG_MAX];
} AbBpgnTags;

/* Empty strings: written as "?" (date "????.??.??"). */
void ab_bpgn_tags_init (AbBpgnTags *tags);

/* The match in BPGN, like snprintf: returns the length needed. */
size_t ab_bughouse_bpgn_write (const AbBughouseMatch *match, const AbBpgnTags *tags, char *buf,
                               size_t size);
/* One board's game in PGN (English SAN, placements "P@e4", clocks as
 * [%clk]), like snprintf. */
size_t ab_bughouse_pgn_write_board (const AbBughouseMatch *match, AbBughouseBoard board,
                                    const AbBpgnTags *tags, char *buf, size_t size);

typedef enum
{
  AB_BPGN_OK = 0,
  AB_BPGN_ERROR_EMPTY,          /* no moves and no tags */
  AB_BPGN_ERROR_TAG,            /* a tag pair that is not [Name "value"] */
  AB_BPGN_ERROR_FEN,            /* board: its FEN (fen says why); or not "A | B" (board -1) */
  AB_BPGN_ERROR_MOVE_NUMBER,    /* text: a move without "1A." style number before it */
  AB_BPGN_ERROR_WRONG_SIDE,     /* board, text: the letter names the side not on move */
  AB_BPGN_ERROR_MOVE,           /* board, text: not a legal move (move says why) */
  AB_BPGN_ERROR_ILLEGAL_RECORD, /* board, text: marked {illegal} but not a possible move */
  AB_BPGN_ERROR_COMMENT,        /* a comment or variation without its end */
  AB_BPGN_ERROR_GAME_OVER,      /* board, text: a move after that board's game ended */
  AB_BPGN_ERROR_ENDING,         /* board: ResultA/EndingA that do not fit the game */
  AB_BPGN_ERROR_NO_MEMORY,
} AbBpgnErrorCode;

typedef struct
{
  AbBpgnErrorCode code;
  int line;  /* 1-based line of the text where the problem is */
  int board; /* AbBughouseBoard, or -1 */
  char text[32];
  AbBughouseMoveError move;
  AbBughouseError match; /* for AB_BPGN_ERROR_MOVE: the match refused a readable move */
  char position[AB_BUGHOUSE_FEN_MAX]; /* for AB_BPGN_ERROR_MOVE: the board before it */
  AbBughouseFenError fen;
} AbBpgnError;

/* Reads the first match in text into match (reset first) and tags (may be
 * NULL). On failure match is as it was and error says why. */
bool ab_bughouse_bpgn_read (AbBughouseMatch *match, AbBpgnTags *tags, const char *text,
                            AbBpgnError *error);
