/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-spoken.c — the announcement of a move (FIDE Laws, Appendix D.2.1).
 *
 * Plain words separated by single spaces, no punctuation, so the speech
 * layer and a braille display get the same text. The short style follows
 * SAN word by word; the long style names the from-square and the to-square
 * like long algebraic (C.8), and like it leaves out the pawn's name: a blind
 * player at a pegged board hears "Eva zwei Eva vier" and finds the pawn on
 * its square, while "Bauer" would only add a word to every second move. */
#include "ab-spoken.h"

#include <stdio.h>
#include <string.h>

#include "ab-position-private.h"

static const char *const file_words[8] = {
  "Anna", "Bella", "Cesar", "David", "Eva", "Felix", "Gustav", "Hector",
};

/* Indexed [language][rank], AbLanguage order: de, nl, en. */
static const char *const rank_words[3][8] = {
  { "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht" },
  { "een", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht" },
  { "one", "two", "three", "four", "five", "six", "seven", "eight" },
};

/* Indexed by AbPieceType; 0 is no piece. */
static const char *const piece_words[3][7] = {
  { "", "Bauer", "Springer", "Läufer", "Turm", "Dame", "König" },
  { "", "Pion", "Paard", "Loper", "Toren", "Dame", "Koning" },
  { "", "Pawn", "Knight", "Bishop", "Rook", "Queen", "King" },
};

static const char *const castling_words[3][2] = {
  { "Kurze Rochade", "Lange Rochade" },
  { "korte rokade", "lange rokade" },
  { "short castling", "long castling" },
};

/* Indexed [language][AbSpokenWord]. */
static const char *const other_words[3][4] = {
  { "schlägt", "Schach", "Schachmatt", "en passant" },
  { "slaat", "schaak", "schaakmat", "en passant" },
  { "takes", "check", "checkmate", "en passant" },
};

static AbLanguage
valid_language (AbLanguage lang)
{
  return (unsigned) lang <= AB_LANG_EN ? lang : AB_LANG_DE;
}

const char *
ab_spoken_file (int file)
{
  return file >= 0 && file < 8 ? file_words[file] : "";
}

const char *
ab_spoken_rank (AbLanguage lang, int rank)
{
  return rank >= 0 && rank < 8 ? rank_words[valid_language (lang)][rank] : "";
}

const char *
ab_spoken_piece (AbLanguage lang, AbPieceType t)
{
  return t >= AB_PAWN && t <= AB_KING ? piece_words[valid_language (lang)][t] : "";
}

const char *
ab_spoken_castling (AbLanguage lang, bool is_long)
{
  return castling_words[valid_language (lang)][is_long ? 1 : 0];
}

const char *
ab_spoken_word (AbLanguage lang, AbSpokenWord word)
{
  if ((unsigned) word > AB_SPOKEN_WORD_EN_PASSANT)
    return "";
  return other_words[valid_language (lang)][word];
}

size_t
ab_spoken_square (AbLanguage lang, AbSquare sq, char *buf, size_t size)
{
  int n;

  if (sq >= 64)
    n = snprintf (buf, size, "%s", "");
  else
    n = snprintf (buf, size, "%s %s", ab_spoken_file (AB_SQUARE_FILE (sq)),
                  ab_spoken_rank (lang, AB_SQUARE_RANK (sq)));
  return n < 0 ? 0 : (size_t) n;
}

/* Words appended one by one into a fixed buffer that always fits: the
 * longest announcement has fewer than AB_SPOKEN_MAX bytes. */
typedef struct
{
  char text[AB_SPOKEN_MAX];
  size_t len;
} Words;

static void
add (Words *w, const char *word)
{
  size_t n = strlen (word);

  if (n == 0 || w->len + n + 2 > sizeof w->text)
    return;
  if (w->len > 0)
    w->text[w->len++] = ' ';
  memcpy (w->text + w->len, word, n);
  w->len += n;
  w->text[w->len] = '\0';
}

static void
add_square (Words *w, AbLanguage lang, AbSquare sq)
{
  add (w, ab_spoken_file (AB_SQUARE_FILE (sq)));
  add (w, ab_spoken_rank (lang, AB_SQUARE_RANK (sq)));
}

/* Check or mate after the move, by making it on a copy. */
static void
add_check (Words *w, const AbPosition *pos, AbMove move, AbLanguage lang)
{
  AbPosition after;
  AbUndo undo;
  bool mate;

  if (!ab_position_gives_check (pos, move))
    return;
  after = *pos;
  ab_position_make (&after, move, &undo);
  mate = ab_position_status (&after) == AB_STATUS_CHECKMATE;
  add (w, other_words[lang][mate ? AB_SPOKEN_WORD_MATE : AB_SPOKEN_WORD_CHECK]);
}

size_t
ab_move_to_spoken (const AbPosition *pos, AbMove move, AbLanguage lang, AbSpokenStyle style,
                   char *buf, size_t size)
{
  AbSquare from = ab_move_from (move), to = ab_move_to (move);
  AbPieceType type = AB_PIECE_TYPE (pos->board[from]);
  AbMoveKind kind = ab_move_kind (move);
  bool capture = ab_position_is_capture (pos, move);
  Words w = { .len = 0 };
  int n;

  lang = valid_language (lang);
  w.text[0] = '\0';
  if (kind == AB_MOVE_CASTLING)
    add (&w, castling_words[lang][ab_move_is_long_castling (move) ? 1 : 0]);
  else
    {
      if (type != AB_PAWN)
        add (&w, piece_words[lang][type]);
      if (style == AB_SPOKEN_LONG)
        add_square (&w, lang, from);
      else if (type == AB_PAWN)
        {
          if (capture)
            add (&w, ab_spoken_file (AB_SQUARE_FILE (from)));
        }
      else
        {
          AbDisambiguation d = ab_move_disambiguation (pos, move);

          if (d == AB_DISAMBIG_FILE || d == AB_DISAMBIG_BOTH)
            add (&w, ab_spoken_file (AB_SQUARE_FILE (from)));
          if (d == AB_DISAMBIG_RANK || d == AB_DISAMBIG_BOTH)
            add (&w, ab_spoken_rank (lang, AB_SQUARE_RANK (from)));
        }
      if (capture)
        add (&w, other_words[lang][AB_SPOKEN_WORD_CAPTURE]);
      add_square (&w, lang, to);
      if (kind == AB_MOVE_PROMOTION)
        add (&w, piece_words[lang][ab_move_promotion (move)]);
      else if (kind == AB_MOVE_EN_PASSANT)
        add (&w, other_words[lang][AB_SPOKEN_WORD_EN_PASSANT]);
    }
  add_check (&w, pos, move, lang);

  n = snprintf (buf, size, "%s", w.text);
  return n < 0 ? 0 : (size_t) n;
}
