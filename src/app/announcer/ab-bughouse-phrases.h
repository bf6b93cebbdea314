/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-bughouse-phrases.h — what the doorgeefschaak window says, in the
 * announcement language (de, nl, en), from its catalog, as ab-phrases.h explains. */
#pragma once

#include <glib.h>

#include "ab-bughouse-match.h"
#include "ab-notation.h"

G_BEGIN_DECLS

typedef enum
{
  AB_BH_PHRASE_MOVE,           /* %s: board, %s: colour, %s: the move */
  AB_BH_PHRASE_PASSED,         /* %s: piece, %s: colour, %s: board */
  AB_BH_PHRASE_NEW,            /* a new match */
  AB_BH_PHRASE_RESUMED,        /* %d: moves on both boards */
  AB_BH_PHRASE_RESERVE,        /* %s: board, %s: colour, %s: the pieces */
  AB_BH_PHRASE_RESERVE_EMPTY,  /* %s: board, %s: colour */
  AB_BH_PHRASE_CLOCKS,         /* %s: board, %s: White's time, %s: Black's time */
  AB_BH_PHRASE_TO_MOVE,        /* %s: board, %s: colour */
  AB_BH_PHRASE_WAITING,        /* %s: board, %s: colour: no move now, waits for a piece */
  AB_BH_PHRASE_CHECK_WAITING,  /* %s: board, %s: colour */
  AB_BH_PHRASE_REFUSED,        /* %s: board, %s: why */
  AB_BH_PHRASE_GAME_OVER,      /* %s: board */
  AB_BH_PHRASE_WHITE_WINS,     /* %s: board, %s: ending */
  AB_BH_PHRASE_BLACK_WINS,     /* %s: board, %s: ending */
  AB_BH_PHRASE_DRAWN,          /* %s: board, %s: ending */
  AB_BH_PHRASE_MATCH_OVER,     /* %s: team 1's points, %s: team 2's */
  AB_BH_PHRASE_FLAG_FELL,      /* %s: board, %s: colour */
  AB_BH_PHRASE_PLACE_CHOSEN,   /* %s: board, %s: piece: pick a square */
  AB_BH_PHRASE_PICKED_UP,      /* %s: piece, %s: square */
  AB_BH_PHRASE_PUT_BACK,
  AB_BH_PHRASE_PROMOTED_CELL,  /* %s: the cell and the piece a promoted pawn moves as */
  AB_BH_PHRASE_NOT_ON_MOVE,    /* %s: board, %s: colour of the piece */
  AB_BH_PHRASE_NONE_IN_RESERVE, /* %s: board, %s: colour, %s: piece */
  AB_BH_PHRASE_SAVED,          /* %s: file */
  AB_BH_PHRASE_SAVE_FAILED,    /* %s: why */
  AB_BH_PHRASE_NOT_SAVED,      /* the journal could not be written: the move was taken back */
  AB_BH_PHRASE_CONFIRM,        /* %s: what: press again */
  AB_BH_PHRASE_ACT_NEW,
  AB_BH_PHRASE_ACT_RESIGN,     /* %s: board, %s: colour */
  AB_BH_PHRASE_LAST_MOVE,      /* %s: board, %s: colour, %s: the move */
  AB_BH_PHRASE_NO_MOVE_YET,    /* %s: board */
  AB_BH_PHRASE_SEAT,           /* %s: board, %s: colour: who "I" am */
  AB_BH_PHRASE_KEYS,           /* the window's keys */
  AB_BH_PHRASE_ILLEGAL_HINT,   /* a refused move a hand can make: how to record it */
  AB_BH_PHRASE_ILLEGAL_MADE,   /* %s: board, %s: colour, %s: the move, %s: opponent */
  AB_BH_PHRASE_ILLEGAL_PENDING, /* %s: board, %s: colour of the offender */
  AB_BH_PHRASE_NOTHING_REFUSED, /* %s: board: no refused move to record */
  AB_BH_PHRASE_RESTARTED,      /* %s: board, %s: the move, %s: colour of the offender */
  AB_BH_PHRASE_BACK_RESERVE,   /* %s: piece, %s: colour, %s: board */
  AB_BH_PHRASE_BACK_BOARD,     /* %s: piece, %s: square, %s: board */
  AB_BH_PHRASE_SQUARE_NEEDED,  /* %s: board, %s: colour, %s: piece, %s: the other board */
  AB_BH_PHRASE_STOOD,          /* %s: board, %s: colour of the offender */
  AB_BH_PHRASE_ACT_FORFEIT,    /* %s: board, %s: colour */
  AB_BH_PHRASE_FORFEITED,      /* %s: board */
  AB_BH_PHRASE_DRAW_OFFERED,   /* %s: board, %s: colour offering, %s: colour to accept */
  AB_BH_PHRASE_DRAW_AGREED,    /* %s: board */
  AB_BH_PHRASE_NO_DRAW_OFFER,  /* %s: board */
  AB_BH_PHRASE_PROMOTE_ASK,    /* %s: board, %s: square */
  AB_BH_PHRASE_PROMOTE_CANCELLED,
  AB_BH_PHRASE_SETUP,          /* the set-up is asked */
  AB_BH_PHRASE_PLAYERS,        /* %s %s: board one White, Black; %s %s: board two; %s: time */
  AB_BH_PHRASE_TIME,           /* %s: time per player */
  AB_BH_PHRASE_TIME_BONUS,     /* %s: time per player, %d: seconds a move */
  AB_BH_PHRASE_DOWNTIME_ASK,   /* %s: how long the program was down */
  AB_BH_PHRASE_DOWNTIME_CHARGED, /* %s: how long */
  AB_BH_PHRASE_DOWNTIME_KEPT,
  AB_BH_PHRASE_COUNT
} AbBughousePhrase;

char *ab_bughouse_phrase (AbLanguage lang, AbBughousePhrase phrase, ...);
/* "Brett eins", "Bord twee", "Board two". */
const char *ab_bughouse_phrase_board (AbLanguage lang, AbBughouseBoard board);
/* "Schachmatt", "vlag gevallen" …: art. 11 endings in a few words. */
const char *ab_bughouse_phrase_ending (AbLanguage lang, AbBughouseEnding ending);
/* "2 Bauern", "1 Springer". */
char *ab_bughouse_phrase_count (AbLanguage lang, AbPieceType type, int count);
/* A reserve as said and as an accessible name: "Brett eins, Weiß hat in
 * Reserve: 2 Bauern, 1 Springer." Free with g_free. */
char *ab_bughouse_phrase_reserve (AbLanguage lang, const AbBughouseMatch *match,
                                  AbBughouseBoard board, AbColor color);
/* Half points as said: "1½", "2". */
char *ab_bughouse_phrase_points (int half_points);

G_END_DECLS
