/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-reconcile-sheet.h — a player's scoresheet as the arbiter reads it for
 * D.2.9: the moves as written (any notation, one text per half-move, read
 * only when the sheets are compared) and the clock readings written with
 * them.
 *
 * The text reader takes plain move text or PGN movetext:
 *   1. e4 e5 2. Sf3 Sc6 3. Lb5        written moves, separated by spaces
 *   1. Springer Felix drei, Eva fünf  spoken moves: commas or line ends
 *                                     separate them (a word of three or more
 *                                     letters makes the piece one move)
 *   e4 {1:29:56} e5 {[%clk 1:29:50]}  the mover's time left after the move,
 *                                     h:mm:ss or m:ss, tenths allowed
 * Move numbers ("12.", "12...", "12.e4") are optional and skipped, as are
 * results, NAGs ($1, !?), other comments in braces, ";" comments to the end
 * of the line, "%" escape lines, variations in parentheses and tag lines
 * ([Event "…"]). A comment (a clock reading too) ends a spoken move. */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* More half-moves than any game can have (art. 9.6.2 ends one at 75 moves
 * without pawn move or capture, so a game stays under 6000 moves). */
#define AB_RECONCILE_SHEET_MAX_PLIES 12000
/* The longest text of one move (a spoken move with every word spelt out). */
#define AB_RECONCILE_SHEET_TEXT_MAX 128

typedef struct
{
  char *text;       /* NUL-terminated, as written */
  int32_t clock_ms; /* the mover's time left, written with the move, or -1 */
  uint32_t line;    /* where it was read; 0 when added by a program */
} AbReconcileSheetEntry;

typedef struct
{
  AbReconcileSheetEntry *entries;
  size_t n_entries;
  size_t cap;
} AbReconcileSheet;

void ab_reconcile_sheet_init (AbReconcileSheet *self);
/* Frees the entries; the sheet is then empty and usable again. */
void ab_reconcile_sheet_clear (AbReconcileSheet *self);
/* Appends a move text of len bytes (clock_ms -1 when none was written).
 * False, with the sheet unchanged, when the text is empty or longer than
 * AB_RECONCILE_SHEET_TEXT_MAX - 1 bytes, the sheet is full or memory runs out. */
bool ab_reconcile_sheet_add (AbReconcileSheet *self, const char *text, size_t len,
                             int32_t clock_ms, uint32_t line);
/* True when a clock reading is written with any move. */
bool ab_reconcile_sheet_has_clocks (const AbReconcileSheet *self);

typedef enum
{
  AB_RECONCILE_SHEET_OK = 0,
  AB_RECONCILE_SHEET_ERROR_NOT_TEXT,              /* a NUL byte */
  AB_RECONCILE_SHEET_ERROR_UNTERMINATED_COMMENT,  /* '{' without '}' (line: where it opens) */
  AB_RECONCILE_SHEET_ERROR_UNMATCHED_BRACE,       /* '}' without '{' */
  AB_RECONCILE_SHEET_ERROR_UNTERMINATED_VARIATION, /* '(' without ')' (line: where it opens) */
  AB_RECONCILE_SHEET_ERROR_UNMATCHED_PARENTHESIS, /* ')' without '(' */
  AB_RECONCILE_SHEET_ERROR_UNTERMINATED_TAG,      /* '[' without ']' on its line */
  AB_RECONCILE_SHEET_ERROR_BAD_CLOCK,             /* a clock reading that is not h:mm:ss or m:ss */
  AB_RECONCILE_SHEET_ERROR_CLOCK_WITHOUT_MOVE,    /* a clock reading before the first move */
  AB_RECONCILE_SHEET_ERROR_TWO_CLOCKS,            /* a second clock reading for one move */
  AB_RECONCILE_SHEET_ERROR_MOVE_TOO_LONG,         /* a move text of AB_RECONCILE_SHEET_TEXT_MAX
                                                   * bytes or more: spoken moves run together */
  AB_RECONCILE_SHEET_ERROR_TOO_MANY_MOVES,        /* more than AB_RECONCILE_SHEET_MAX_PLIES */
  AB_RECONCILE_SHEET_ERROR_NO_MEMORY,
} AbReconcileSheetErrorCode;

typedef struct
{
  AbReconcileSheetErrorCode code;
  size_t line; /* 1-based */
} AbReconcileSheetError;

/* Reads a whole sheet from data (len bytes, UTF-8) into self, which is
 * emptied first. On failure self is empty and error says what and where. */
bool ab_reconcile_sheet_read (AbReconcileSheet *self, const char *data, size_t len,
                              AbReconcileSheetError *error);
