/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-phrases.h — what Annabella says, in the announcement language.
 *
 * The announcement language (de, nl, en) is a setting of its own, independent
 * of the interface locale, so spoken sentences are msgids in the "spoken"
 * context that the announcement language's catalog translates, not the
 * process locale's (ab-speech-catalog.h); English is the msgid itself. */
#pragma once

#include <glib.h>

#include "ab-notation.h"

G_BEGIN_DECLS

typedef enum
{
  AB_PHRASE_READY,             /* the first words at start */
  AB_PHRASE_NEW_MATCH,         /* %s: the player's colour */
  AB_PHRASE_CLOCK_WAITS,       /* %s: the colour to move first */
  AB_PHRASE_RESUMED,           /* %u: plies */
  AB_PHRASE_HINT,              /* what can be done next */
  AB_PHRASE_YOUR_MOVE,
  AB_PHRASE_OPPONENT_MOVE,
  AB_PHRASE_NOT_YOUR_TURN,     /* typed while the opponent is to move */
  AB_PHRASE_NOT_YOUR_TURN_EBOARD, /* the same, his moves come from his e-board */
  AB_PHRASE_NOT_OPPONENT_TURN, /* entered on the mirror while the blind player is to move */
  AB_PHRASE_LAST_MOVE,         /* %u: move number, %s: colour, %s: the move */
  AB_PHRASE_NO_MOVE_YET,
  AB_PHRASE_NOTHING_TO_REPEAT,
  AB_PHRASE_GAME_OVER,         /* a move after the end */
  AB_PHRASE_WHITE_WINS,
  AB_PHRASE_BLACK_WINS,
  AB_PHRASE_STALEMATE,
  AB_PHRASE_DEAD_POSITION,
  AB_PHRASE_DRAW,
  AB_PHRASE_ARBITER_DECIDES, /* %s: the article */
  AB_PHRASE_NOT_SAVED,         /* the journal could not be written: nothing changed */
  AB_PHRASE_NO_JOURNAL,        /* the match cannot be journaled at all */
  AB_PHRASE_RESUME_FAILED,     /* the interrupted match could not be read back */
  AB_PHRASE_JOURNAL_DAMAGED,   /* %s: the name the damaged journal is kept under */
  AB_PHRASE_CHOOSE_COLOR,      /* the new-match dialog opened */
  AB_PHRASE_PICKED_UP,         /* %s: piece, %s: square */
  AB_PHRASE_PUT_BACK,
  AB_PHRASE_NOT_OWN_PIECE,
  AB_PHRASE_PROMOTION_PROMPT,  /* %c %s, four times: letter and piece */
  AB_PHRASE_EMPTY_SQUARE,      /* %s: square */
  AB_PHRASE_EDGE,
  AB_PHRASE_BOARD_ZOOM,        /* %u: the board's size in percent */
  AB_PHRASE_CORRECTION,        /* %s: the corrected move (D.2.8) */
  AB_PHRASE_RETRACTED,         /* %s: the move taken back */
  AB_PHRASE_NOTHING_TO_RETRACT,
  AB_PHRASE_PRESS_DUE,         /* after a move that waits for the press key */
  AB_PHRASE_CLOCK_PRESSED,
  AB_PHRASE_PERIOD_CHANGE,     /* %s: colour, %d: period, %s: time added */
  AB_PHRASE_NO_CLOCK,
  AB_PHRASE_MY_TIME,           /* %s: the time */
  AB_PHRASE_OPPONENT_TIME,     /* %s */
  AB_PHRASE_BOTH_TIMES,        /* %s: move and turn, %s: mine, %s: the opponent's */
  AB_PHRASE_TIME_WARNING,      /* %s: the time left */
  AB_PHRASE_CLOCK_STOPPED,     /* appended when the arbiter stopped the clock */
  AB_PHRASE_PIECES,            /* %s: "weiße Springer", %s: the squares */
  AB_PHRASE_NO_PIECES,         /* %s: "weiße Springer" */
  AB_PHRASE_SIDE_PIECES,       /* %s: colour, %s: the pieces */
  AB_PHRASE_LINE_PIECES,       /* %s: "Reihe eins", %s: pieces or "leer" */
  AB_PHRASE_RANK,              /* %s: rank word */
  AB_PHRASE_FILE,              /* %s: file word */
  AB_PHRASE_DIAGONALS,         /* %s: square */
  AB_PHRASE_EMPTY,
  AB_PHRASE_ATTACKS,           /* %s: square, %s: attackers, %s: defenders */
  AB_PHRASE_NOBODY,
  AB_PHRASE_MATERIAL,          /* %d: White's points, %d: Black's */
  AB_PHRASE_MOVES_OF,          /* %s: the cell, %s: its moves */
  AB_PHRASE_NO_MOVES_OF,       /* %s: the cell */
  AB_PHRASE_SCORESHEET_EMPTY,
  AB_PHRASE_SCORESHEET_START,  /* read move by move, the first move was reached */
  AB_PHRASE_SCORESHEET_END,    /* … the last move */
  AB_PHRASE_CONFIRM,           /* %s: what is to be done */
  AB_PHRASE_CANCELLED,
  AB_PHRASE_ACT_OFFER,
  AB_PHRASE_ACT_ACCEPT,
  AB_PHRASE_ACT_DECLINE,
  AB_PHRASE_ACT_THREEFOLD,
  AB_PHRASE_ACT_FIFTY,
  AB_PHRASE_ACT_RESIGN,
  AB_PHRASE_ACT_FLAG,
  AB_PHRASE_ACT_ARBITER,
  AB_PHRASE_ACT_RESUME,
  AB_PHRASE_WITH_INTENDED,     /* %s: the intended move */
  AB_PHRASE_REFUSED,           /* %s: the game's reason */
  AB_PHRASE_KEYS,              /* the list of keys */
  AB_PHRASE_KEYS_ASSISTANT,    /* added to the keys in assistant mode */
  AB_PHRASE_KEYS_PRACTICE,     /* added to the keys in a practice game */
  AB_PHRASE_COUNT
} AbPhrase;

/* The phrase with its arguments filled in; free with g_free. */
char *ab_phrase_format (AbLanguage lang, AbPhrase phrase, ...);

/* For every phrase table of the announcer: msgid (in the "spoken" context) in lang's
 * words, German for a language Annabella does not speak, as Appendix D does. */
const char *ab_phrase_spoken (AbLanguage lang, const char *msgid);
/* The same with the arguments filled in; free with g_free. */
char *ab_phrase_vformat (AbLanguage lang, const char *msgid, va_list args);

/* A duration as the talking clock says it: "4 Minuten 30 Sekunden". Free with g_free. */
char *ab_phrase_duration (AbLanguage lang, gint64 usec);
/* "weiße Springer", "witte paarden", "white knights". */
const char *ab_phrase_pieces (AbLanguage lang, AbColor color, AbPieceType type);

/* "Weiß", "Wit", "White". */
const char *ab_phrase_color (AbLanguage lang, AbColor color);
/* "weißer Springer", "wit paard", "white knight". */
const char *ab_phrase_piece (AbLanguage lang, AbPiece piece);
/* A board cell as a screen reader names it: "Felix drei, weißer Springer",
 * "Eva vier, leer". Free with g_free. */
char *ab_phrase_cell (AbLanguage lang, const AbPosition *pos, AbSquare sq);

G_END_DECLS
