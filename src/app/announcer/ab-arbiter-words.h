/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-arbiter-words.h — what the arbiter's view says, in the announcement language (the
 * ruling itself is worded by ab-describe-reconcile in that language too, so the arbiter
 * hears one language). */
#pragma once

#include "ab-notation.h"

typedef enum
{
  AB_ARBITER_WORD_OPENED,           /* the view opened: what to do */
  AB_ARBITER_WORD_FIRST_DIFFERENCE, /* the mark on a row: "first difference" */
  AB_ARBITER_WORD_NO_DIFFERENCE,    /* the jump key when the sheets agree */
  AB_ARBITER_WORD_COMPARE_FIRST,    /* the jump key before a comparison */
  AB_ARBITER_WORD_APPLY_TAKE_BACK,  /* a take-back: how to apply it */
  AB_ARBITER_WORD_MATCH_STAYS,      /* the boards are corrected; the match is right */
  AB_ARBITER_WORD_MATCH_CHANGED,    /* a move was made since the comparison */
  AB_ARBITER_WORD_IMPORTED,         /* %s: the file's name */
  AB_ARBITER_WORD_SHEET_ERROR,      /* %s: what is wrong with the other scoresheet */
  AB_ARBITER_WORD_BOARD_ERROR,      /* %c: A or B; %s: what is wrong with its FEN */
  AB_ARBITER_WORD_KEYS,             /* the view's keys */
  AB_ARBITER_WORD_TAKEN_BACK,       /* the decision applied: %d: move number, %s: colour */
  AB_ARBITER_WORD_CLOCKS_SET,       /* appended: %s: White's time, %s: Black's */
  AB_ARBITER_WORD_ARTICLE,          /* appended: the article */
  AB_ARBITER_WORD_CONFIRM,          /* %s: the decision to apply */
  AB_ARBITER_WORD_CANCELLED,
  AB_ARBITER_WORD_CLOCK_ERROR,      /* %s: the colour; %s: the text that is no time */
  AB_ARBITER_WORD_NOT_APPLIED,      /* %s: why */
  AB_ARBITER_WORD_SHEET_A_ERROR,    /* %s: what is wrong with an imported scoresheet A */
  AB_ARBITER_WORD_IMPORTED_A,       /* the ruling on an imported sheet A is not applied */
  AB_ARBITER_WORD_NOTHING_IMPORTED, /* the file chooser was cancelled */
  AB_ARBITER_WORD_RESULT_AWAITS,    /* the view opened on a game that awaits his result: %s:
                                     * the game's words */
  AB_ARBITER_WORD_DECIDE,           /* the result asked: %1$s: the article, %2$s: the colour
                                     * that may win */
  AB_ARBITER_WORD_NOTHING_TO_DECIDE, /* Control R when no result awaits */
  AB_ARBITER_WORD_BOARD_FROM_EBOARD, /* board B taken from the sighted player's e-board */
  AB_ARBITER_WORD_NO_EBOARD,         /* no e-board is read to take board B from */
  AB_ARBITER_N_WORDS
} AbArbiterWord;

/* The sentence (a printf format for those with arguments above). */
const char *ab_arbiter_word (AbLanguage lang, AbArbiterWord word);

