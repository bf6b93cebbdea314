/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-spoken.h — spoken notation (FIDE Laws, Appendix D.2.1).
 *
 * Files are Anna … Hector in every language; ranks, pieces, castling,
 * capture, check and mate are the language's words. The text is UTF-8 data,
 * not a translation: pronunciation is the speech layer's business. */
#pragma once

#include <stddef.h>

#include "ab-notation.h"

typedef enum
{
  AB_SPOKEN_SHORT, /* follows SAN: "Springer Felix drei" */
  AB_SPOKEN_LONG,  /* from and to: "Springer Gustav eins Felix drei"; a pawn
                    * by its squares alone, as C.8 writes it: "Eva zwei Eva vier" */
} AbSpokenStyle;

#define AB_SPOKEN_MAX 160

/* The announcement of a legal move in pos (before it is made): plain words,
 * single spaces, no final period; check and mate come last, a promotion
 * names the new piece after the square ("Eva schlägt David acht Dame") and
 * castling is "Kurze Rochade" in both styles. Returns the length needed,
 * like snprintf. */
size_t ab_move_to_spoken (const AbPosition *pos, AbMove move, AbLanguage lang,
                          AbSpokenStyle style, char *buf, size_t size);

/* Reads a typed spoken form in any of the three languages, case-insensitive:
 * "Springer Felix drei", "springer f3", "S f3", "Eva vier", "Kurze Rochade",
 * "Dame schlägt David acht", "Eva acht Dame". Words, squares ("f3"), piece
 * letters of C.2 (K D T L S P N Q R B) and digits mix freely; umlauts may be
 * written out ("schlaegt") or dropped ("funf"); punctuation and "to", "nach",
 * "naar" are skipped; check, mate and en passant words are optional. Letters
 * with two meanings (B bishop or b-file, D Dame or d-file, P Paard or pawn)
 * are tried both ways: the legal move that fits is taken, two that fit are
 * AB_MOVE_ERROR_AMBIGUOUS. Errors come from ab_position_match_move, or
 * AB_MOVE_ERROR_SYNTAX with the byte offset of the word that was not
 * understood (the text's length when words are missing). */
AbMove ab_move_parse_spoken (const AbPosition *pos, const char *text, AbMoveError *error);

/* Written forms first, then spoken: what an input line accepts. When both
 * fail, the error is the written reader's if it understood the text, else
 * the spoken reader's if it did or the text has spoken words in it. */
AbMove ab_move_parse_any (const AbPosition *pos, const char *text, AbMoveError *error);

/* Words, for other announcements (the board cursor, piece lists). */
const char *ab_spoken_file (int file);                         /* "Anna" … "Hector" */
const char *ab_spoken_rank (AbLanguage lang, int rank);        /* "eins" … */
const char *ab_spoken_piece (AbLanguage lang, AbPieceType t);  /* "Springer" … */
const char *ab_spoken_castling (AbLanguage lang, bool is_long); /* "Kurze Rochade" … */

typedef enum
{
  AB_SPOKEN_WORD_CAPTURE,    /* "schlägt", "slaat", "takes" */
  AB_SPOKEN_WORD_CHECK,      /* "Schach", "schaak", "check" */
  AB_SPOKEN_WORD_MATE,       /* "Schachmatt", "schaakmat", "checkmate" */
  AB_SPOKEN_WORD_EN_PASSANT, /* "en passant" in every language */
} AbSpokenWord;

const char *ab_spoken_word (AbLanguage lang, AbSpokenWord word);

/* "Eva vier": a square as the announcement says it; like snprintf. */
size_t ab_spoken_square (AbLanguage lang, AbSquare sq, char *buf, size_t size);
