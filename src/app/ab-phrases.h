/* ab-phrases.h — what Annabella says, in the announcement language.
 *
 * The announcement language (de, nl, en) is a setting of its own, independent
 * of the interface locale, so spoken sentences are data per language — as the
 * move words are in ab-spoken — and not gettext catalogue entries. */
#pragma once

#include <glib.h>

#include "ab-notation.h"

G_BEGIN_DECLS

typedef enum
{
  AB_PHRASE_READY,             /* the first words at start */
  AB_PHRASE_NEW_MATCH,         /* %s: the player's colour */
  AB_PHRASE_RESUME_OFFER,      /* %u: plies played in the interrupted match */
  AB_PHRASE_RESUMED,           /* %u: plies */
  AB_PHRASE_HINT,              /* what can be done next */
  AB_PHRASE_YOUR_MOVE,
  AB_PHRASE_OPPONENT_MOVE,
  AB_PHRASE_NOT_YOUR_TURN,     /* typed while the opponent is to move */
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
  AB_PHRASE_NOT_SAVED,         /* the journal could not be written: nothing changed */
  AB_PHRASE_NO_JOURNAL,        /* the match cannot be journaled at all */
  AB_PHRASE_RESUME_FAILED,     /* the interrupted match could not be read back */
  AB_PHRASE_CHOOSE_COLOR,
  AB_PHRASE_PICKED_UP,         /* %s: piece, %s: square */
  AB_PHRASE_PUT_BACK,
  AB_PHRASE_NOT_OWN_PIECE,
  AB_PHRASE_PROMOTION_PROMPT,  /* %c %s, four times: letter and piece */
  AB_PHRASE_EMPTY_SQUARE,      /* %s: square */
  AB_PHRASE_EDGE,
  AB_PHRASE_COUNT
} AbPhrase;

/* The phrase with its arguments filled in; free with g_free. */
char *ab_phrase_format (AbLanguage lang, AbPhrase phrase, ...);

/* "Weiß", "Wit", "White". */
const char *ab_phrase_color (AbLanguage lang, AbColor color);
/* "weißer Springer", "wit paard", "white knight". */
const char *ab_phrase_piece (AbLanguage lang, AbPiece piece);
/* A board cell as a screen reader names it: "Felix drei, weißer Springer",
 * "Eva vier, leer". Free with g_free. */
char *ab_phrase_cell (AbLanguage lang, const AbPosition *pos, AbSquare sq);

G_END_DECLS
