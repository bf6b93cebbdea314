/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-scoresheet.h — a game record as a scoresheet for paper: its heading, the players,
 * event, date and result, and the moves a row each, in one language.
 *
 * The braille file (src/braille, ab-braille-scoresheet.h) and the large-print PDF
 * (src/print) lay out the same AbScoresheet. The moves are written as the scoresheet
 * is kept (Appendix C, in the language's letters: "Sf3", "0-0", "exd6 e.p."), not in
 * the spoken words of Appendix D: it is the record the arbiter compares with the
 * sighted player's sheet (D.2.9), and written notation takes a quarter of the space
 * in braille. The labels come from the language's catalog (ab-describe-catalog.h),
 * whatever the locale. */
#pragma once

#include <stdbool.h>
#include <stddef.h>

#include "ab-notation.h"
#include "ab-pgn.h"

typedef enum
{
  AB_SCORESHEET_EVENT,
  AB_SCORESHEET_SITE,
  AB_SCORESHEET_DATE,
  AB_SCORESHEET_ROUND,
  AB_SCORESHEET_WHITE,
  AB_SCORESHEET_BLACK,
  AB_SCORESHEET_RESULT,
  AB_SCORESHEET_N_FIELDS
} AbScoresheetField;

/* Words of the layouts, in the scoresheet's language. */
typedef enum
{
  AB_SCORESHEET_WORD_TITLE,   /* "Partieformular" */
  AB_SCORESHEET_WORD_NUMBER,  /* the heading of the move numbers' column: "Nr." */
  AB_SCORESHEET_WORD_PAGE,    /* "Seite %u von %u" */
  AB_SCORESHEET_WORD_NO_MOVES, /* a game without moves */
} AbScoresheetWord;

#define AB_SCORESHEET_MOVE_MAX (AB_NOTATION_MAX + 8)

typedef struct
{
  int number;                         /* the move number */
  char white[AB_SCORESHEET_MOVE_MAX]; /* "..." when the game starts with Black's move */
  char black[AB_SCORESHEET_MOVE_MAX]; /* "" when White's move was the last */
} AbScoresheetRow;

typedef struct
{
  AbLanguage lang;
  const char *labels[AB_SCORESHEET_N_FIELDS]; /* "Turnier", "Ort", … */
  char *values[AB_SCORESHEET_N_FIELDS];       /* NULL where the record does not say; a
                                               * full date as the language writes it:
                                               * 01.03.2024, 01-03-2024, 2024-03-01 */
  AbScoresheetRow *rows;
  size_t n_rows;
} AbScoresheet;

/* The main line of game, which must be a game the PGN reader accepted (its moves are
 * legal). False when memory runs out (the scoresheet is then empty). */
bool ab_scoresheet_init (AbScoresheet *self, const AbPgnGame *game, AbLanguage lang);
void ab_scoresheet_clear (AbScoresheet *self);

const char *ab_scoresheet_word (AbLanguage lang, AbScoresheetWord word);
