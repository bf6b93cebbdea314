/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-answers.h — the answers to the blind player's questions, in the announcement
 * language: the talking clock (D.2.6.1), where pieces stand, a line of the board, what
 * attacks a square, the material, a piece's moves, the scoresheet, whose move it is.
 *
 * The player's window asks them with one key each and says the answer; the voice asks
 * the same ones by their spoken commands. Each returns a new string (free with g_free). */
#pragma once

#include "ab-match.h"

G_BEGIN_DECLS

typedef enum
{
  AB_ANSWER_TIME_MINE,     /* the blind player's own clock */
  AB_ANSWER_TIME_OPPONENT, /* his opponent's */
  AB_ANSWER_TIME_BOTH,     /* the move number and whose turn, then both clocks */
} AbAnswerTime;

typedef enum
{
  AB_ANSWER_LINE_RANK,
  AB_ANSWER_LINE_FILE,
  AB_ANSWER_LINE_DIAGONALS, /* both diagonals through the square */
} AbAnswerLine;

char *ab_answer_time (AbMatch *match, AbAnswerTime which);
/* The move number and whose move it is, as the talking clock says them first. */
char *ab_answer_move_and_turn (AbMatch *match);
/* Where the pieces of type and color stand, in file order. */
char *ab_answer_pieces (AbMatch *match, AbColor color, AbPieceType type);
/* All pieces of a side: kings first, pawns last. */
char *ab_answer_side (AbMatch *match, AbColor color);
/* The board for the braille display, a line each: the eight ranks in the braille chess
 * code (ab-braille-board.h), rank 8 first, then the pieces of each side as
 * ab_answer_side says them, White's first. Free with g_strfreev. */
char **ab_answer_board_braille (AbMatch *match);
/* The scoresheet for the braille display, a move a row as it is written in the
 * announcement language's letters ("12. Sf3 Sc6", AbScoresheet): each row with the
 * half-moves it holds, so that a routing key over a row names one of them. */
typedef struct
{
  char *text;
  guint ply;       /* the row's first half-move */
  guint n_plies;   /* 1 or 2 */
  guint second_at; /* with two: the character where the second half-move begins */
} AbAnswerSheetRow;
/* NULL (and *n 0) for a game without moves; free with ab_answer_sheet_free. */
AbAnswerSheetRow *ab_answer_sheet_rows (AbMatch *match, guint *n);
void ab_answer_sheet_free (AbAnswerSheetRow *rows, guint n);
/* The half-move of row under character offset. */
guint ab_answer_sheet_ply_at (const AbAnswerSheetRow *row, guint offset);
/* What the braille display shows for an announcement: the last move with its number
 * ("12. Springer Felix drei.") when said is its announcement, else said itself. Free
 * with g_free. */
char *ab_answer_braille_news (AbMatch *match, const char *said);
/* The occupied squares of the line through sq. */
char *ab_answer_line (AbMatch *match, AbSquare sq, AbAnswerLine which);
/* What attacks and what defends sq (an empty square is seen from the blind player's side). */
char *ab_answer_attacks (AbMatch *match, AbSquare sq);
char *ab_answer_material (AbMatch *match);
/* The legal moves of the piece on sq; the other side's piece as if it were its turn. */
char *ab_answer_piece_moves (AbMatch *match, AbSquare sq);
/* The plies first … end - 1 move by move: "1. e4, e5. 2. Springer Felix drei." */
char *ab_answer_plies (AbMatch *match, guint first, guint end);
/* Whose move it is, or the result. */
char *ab_answer_turn (AbMatch *match);
/* The last move with its number and colour. */
char *ab_answer_last_move (AbMatch *match);

G_END_DECLS
