/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-san.c — writing moves: SAN (C.8–C.13) and long algebraic, in English,
 * Dutch or German letters. */
#include "ab-notation.h"

#include <string.h>

#include "ab-position-private.h"

const AbSanStyle ab_san_style_pgn = {
  .letters = AB_LANG_EN,
  .zero_castling = false,
  .promotion_equals = true,
  .ep_suffix = false,
};

/* Appendix C's own example game: 0-0, d8D (C.11) and exd6 e.p. (C.9). */
static const AbSanStyle style_nl = {
  .letters = AB_LANG_NL,
  .zero_castling = true,
  .promotion_equals = false,
  .ep_suffix = true,
};

static const AbSanStyle style_de = {
  .letters = AB_LANG_DE,
  .zero_castling = true,
  .promotion_equals = false,
  .ep_suffix = true,
};

const AbSanStyle *
ab_san_style_default (AbLanguage lang)
{
  switch (lang)
    {
    case AB_LANG_NL: return &style_nl;
    case AB_LANG_EN: return &ab_san_style_pgn;
    case AB_LANG_DE:
    default: return &style_de;
    }
}

char
ab_piece_letter (AbLanguage lang, AbPieceType type)
{
  static const char letters[3][8] = {
    [AB_LANG_DE] = { 0, 0, 'S', 'L', 'T', 'D', 'K', 0 },
    [AB_LANG_NL] = { 0, 0, 'P', 'L', 'T', 'D', 'K', 0 },
    [AB_LANG_EN] = { 0, 0, 'N', 'B', 'R', 'Q', 'K', 0 },
  };

  if ((unsigned) lang > AB_LANG_EN || (unsigned) type > AB_KING)
    return '\0';
  return letters[lang][type];
}

/* A bounded writer that still counts what it could not store. */
typedef struct
{
  char *buf;
  size_t size;
  size_t len;
} Out;

static void
put_char (Out *out, char c)
{
  if (out->len + 1 < out->size)
    out->buf[out->len] = c;
  out->len++;
}

/* A piece letter; nothing for a pawn or an empty square. */
static void
put_letter (Out *out, const AbSanStyle *style, AbPieceType type)
{
  char c = ab_piece_letter (style->letters, type);

  if (c != '\0')
    put_char (out, c);
}

static void
put_str (Out *out, const char *s)
{
  while (*s)
    put_char (out, *s++);
}

static void
put_square (Out *out, AbSquare sq)
{
  put_char (out, (char) ('a' + AB_SQUARE_FILE (sq)));
  put_char (out, (char) ('1' + AB_SQUARE_RANK (sq)));
}

static size_t
finish (Out *out)
{
  if (out->size > 0)
    out->buf[out->len < out->size ? out->len : out->size - 1] = '\0';
  return out->len;
}

static const AbSanStyle *
style_or_default (const AbSanStyle *style)
{
  return style ? style : &ab_san_style_pgn;
}

static void
put_castling (Out *out, AbMove move, const AbSanStyle *style)
{
  const char *o = style->zero_castling ? "0" : "O";

  put_str (out, o);
  put_char (out, '-');
  put_str (out, o);
  if (ab_move_is_long_castling (move))
    {
      put_char (out, '-');
      put_str (out, o);
    }
}

static void
put_promotion (Out *out, AbMove move, const AbSanStyle *style)
{
  if (ab_move_kind (move) != AB_MOVE_PROMOTION)
    return;
  if (style->promotion_equals)
    put_char (out, '=');
  put_letter (out, style, ab_move_promotion (move));
}

/* e.p., then + or # (C.13: ++ is accepted when reading, # is written). */
static void
put_suffixes (Out *out, const AbPosition *pos, AbMove move, const AbSanStyle *style)
{
  AbPosition after = *pos;
  AbUndo undo;

  if (ab_move_kind (move) == AB_MOVE_EN_PASSANT && style->ep_suffix)
    put_str (out, " e.p.");
  ab_position_make (&after, move, &undo);
  if (after.checkers)
    put_char (out, ab_position_count_legal (&after) == 0 ? '#' : '+');
}

size_t
ab_move_to_san (const AbPosition *pos, AbMove move, const AbSanStyle *style, char *buf,
                size_t size)
{
  Out out = { buf, size, 0 };
  AbSquare from = ab_move_from (move), to = ab_move_to (move);
  AbPieceType type = AB_PIECE_TYPE (pos->board[from]);
  bool capture = ab_position_is_capture (pos, move);

  style = style_or_default (style);
  if (ab_move_kind (move) == AB_MOVE_CASTLING)
    put_castling (&out, move, style);
  else if (type == AB_PAWN)
    {
      /* C.9.3: a capturing pawn is named by its file. */
      if (capture)
        {
          put_char (&out, (char) ('a' + AB_SQUARE_FILE (from)));
          put_char (&out, 'x');
        }
      put_square (&out, to);
      put_promotion (&out, move, style);
    }
  else
    {
      AbDisambiguation d = ab_move_disambiguation (pos, move);

      put_letter (&out, style, type);
      if (d == AB_DISAMBIG_FILE || d == AB_DISAMBIG_BOTH)
        put_char (&out, (char) ('a' + AB_SQUARE_FILE (from)));
      if (d == AB_DISAMBIG_RANK || d == AB_DISAMBIG_BOTH)
        put_char (&out, (char) ('1' + AB_SQUARE_RANK (from)));
      if (capture)
        put_char (&out, 'x');
      put_square (&out, to);
    }
  put_suffixes (&out, pos, move, style);
  return finish (&out);
}

size_t
ab_move_to_long (const AbPosition *pos, AbMove move, const AbSanStyle *style, char *buf,
                 size_t size)
{
  Out out = { buf, size, 0 };
  AbSquare from = ab_move_from (move);
  AbPieceType type = AB_PIECE_TYPE (pos->board[from]);

  style = style_or_default (style);
  if (ab_move_kind (move) == AB_MOVE_CASTLING)
    put_castling (&out, move, style);
  else
    {
      if (type != AB_PAWN)
        put_letter (&out, style, type);
      put_square (&out, from);
      if (ab_position_is_capture (pos, move))
        put_char (&out, 'x');
      put_square (&out, ab_move_to (move));
      put_promotion (&out, move, style);
    }
  put_suffixes (&out, pos, move, style);
  return finish (&out);
}
