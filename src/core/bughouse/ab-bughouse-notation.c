/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-bughouse-notation.c — doorgeefschaak moves in UCI and SAN, and the
 * reader of written moves and placements. */
#include "ab-bughouse-notation.h"

#include <ctype.h>
#include <string.h>

#include "ab-bughouse-private.h"
#include "ab-uci.h"

static const char uci_letters[] = " PNBRQK";

void
ab_bughouse_move_to_uci (const AbBughousePosition *pos, AbBughouseMove move,
                         char buf[AB_BUGHOUSE_UCI_MAX])
{
  if (ab_bughouse_move_is_drop (move))
    {
      AbSquare to = ab_bughouse_move_to (move);
      AbPieceType t = ab_bughouse_move_drop_type (move);

      buf[0] = t <= AB_KING ? uci_letters[t] : '?';
      buf[1] = '@';
      buf[2] = (char) ('a' + AB_SQUARE_FILE (to));
      buf[3] = (char) ('1' + AB_SQUARE_RANK (to));
      buf[4] = '\0';
      return;
    }
  ab_move_to_uci (&pos->pos, ab_bughouse_move_base (move), buf);
}

/* The check mark this variant gives the move: '#' only when no placement
 * could ever stop the check. */
static char
check_mark (const AbBughousePosition *pos, AbBughouseMove move)
{
  AbBughousePosition after = *pos;
  AbBughouseUndo undo;

  ab_bughouse_position_make (&after, move, &undo);
  if (!after.pos.checkers)
    return '\0';
  return ab_bughouse_position_status (&after) == AB_BUGHOUSE_STATUS_CHECKMATE ? '#' : '+';
}

static size_t
put (char *buf, size_t size, const char *text, size_t len)
{
  if (size > 0)
    {
      size_t copy = len < size - 1 ? len : size - 1;

      memcpy (buf, text, copy);
      buf[copy] = '\0';
    }
  return len;
}

size_t
ab_bughouse_move_to_san (const AbBughousePosition *pos, AbBughouseMove move,
                         const AbSanStyle *style, char *buf, size_t size)
{
  char out[AB_NOTATION_MAX + 8];
  size_t n = 0;

  if (style == NULL)
    style = &ab_san_style_pgn;
  if (ab_bughouse_move_is_drop (move))
    {
      AbPieceType t = ab_bughouse_move_drop_type (move);
      AbSquare to = ab_bughouse_move_to (move);
      bool english = style->letters == AB_LANG_EN;

      if (t == AB_PAWN)
        {
          if (english)
            out[n++] = 'P';
        }
      else
        out[n++] = ab_piece_letter (style->letters, t) ? ab_piece_letter (style->letters, t) : '?';
      out[n++] = english ? '@' : '*';
      out[n++] = (char) ('a' + AB_SQUARE_FILE (to));
      out[n++] = (char) ('1' + AB_SQUARE_RANK (to));
    }
  else
    {
      char mark;

      n = ab_move_to_san (&pos->pos, ab_bughouse_move_base (move), style, out, sizeof out - 2);
      if (n > sizeof out - 3)
        n = sizeof out - 3;
      while (n > 0 && (out[n - 1] == '+' || out[n - 1] == '#'))
        n--;
      mark = check_mark (pos, move);
      if (mark)
        out[n++] = mark;
    }
  out[n] = '\0';
  return put (buf, size, out, n);
}

/* The text without whitespace, a leading move number, or trailing marks. */
static bool
compact (const char *text, char *out, size_t size, int *len)
{
  size_t n = 0;

  for (size_t i = 0; text[i]; i++)
    {
      if (i >= AB_NOTATION_READ_MAX)
        return false;
      if (!isspace ((unsigned char) text[i]) && n + 1 < size)
        out[n++] = text[i];
    }
  out[n] = '\0';
  {
    size_t k = 0;

    while (isdigit ((unsigned char) out[k]))
      k++;
    if (k > 0 && out[k] == '.')
      {
        while (out[k] == '.')
          k++;
        memmove (out, out + k, n - k + 1);
        n -= k;
      }
  }
  while (n > 0 && strchr ("+#!?", out[n - 1]))
    out[--n] = '\0';
  *len = (int) n;
  return true;
}

/* A drop letter of any language; P is both the pawn and the Dutch knight. */
static bool
drop_letter (char c, AbPieceType *t, bool *also_knight)
{
  *also_knight = false;
  switch (toupper ((unsigned char) c))
    {
    case 'Q': case 'D': *t = AB_QUEEN; return true;
    case 'R': case 'T': *t = AB_ROOK; return true;
    case 'B': case 'L': *t = AB_BISHOP; return true;
    case 'N': case 'S': *t = AB_KNIGHT; return true;
    case 'P': *t = AB_PAWN; *also_knight = true; return true;
    default: return false;
    }
}

static void
drop_error (AbBughouseMoveError *error, AbDropError why, AbPieceType t, AbSquare to)
{
  memset (error, 0, sizeof *error);
  error->base.code = AB_MOVE_ERROR_ILLEGAL;
  error->base.piece = t;
  error->base.from = AB_NO_SQUARE;
  error->base.to = to;
  error->is_drop = true;
  error->drop = why;
  error->piece = t;
  error->to = to;
}

static void
syntax_error (AbBughouseMoveError *error, AbMoveErrorCode code, int offset)
{
  memset (error, 0, sizeof *error);
  error->base.code = code;
  error->base.offset = offset;
  error->base.from = AB_NO_SQUARE;
  error->base.to = AB_NO_SQUARE;
  error->to = AB_NO_SQUARE;
  error->is_drop = true;
}

/* Chooses between the readings of a placement letter: the one the rules
 * allow; when neither, the error of the one the reserve holds. */
AbBughouseMove
_ab_bughouse_choose_drop (const AbBughousePosition *pos, AbPieceType t, bool also_knight,
                          AbSquare to, AbBughouseMoveError *error)
{
  AbDropError first = ab_bughouse_position_check_drop (pos, t, to);
  AbDropError second;

  if (!also_knight)
    {
      if (first == AB_DROP_OK)
        return ab_bughouse_move_drop (t, to);
      drop_error (error, first, t, to);
      return AB_BUGHOUSE_MOVE_NONE;
    }
  second = ab_bughouse_position_check_drop (pos, AB_KNIGHT, to);
  if (first == AB_DROP_OK && second == AB_DROP_OK)
    {
      drop_error (error, AB_DROP_OK, t, to);
      error->base.code = AB_MOVE_ERROR_AMBIGUOUS;
      error->ambiguous_p = true;
      error->base.n_candidates = 0;
      return AB_BUGHOUSE_MOVE_NONE;
    }
  if (first == AB_DROP_OK)
    return ab_bughouse_move_drop (t, to);
  if (second == AB_DROP_OK)
    return ab_bughouse_move_drop (AB_KNIGHT, to);
  if (first == AB_DROP_NOT_IN_RESERVE && second != AB_DROP_NOT_IN_RESERVE)
    drop_error (error, second, AB_KNIGHT, to);
  else
    drop_error (error, first, t, to);
  return AB_BUGHOUSE_MOVE_NONE;
}

AbBughouseMove
ab_bughouse_move_parse (const AbBughousePosition *pos, const char *text,
                        AbBughouseMoveError *error)
{
  AbBughouseMoveError scratch;
  char s[AB_NOTATION_READ_MAX + 1];
  const char *at;
  AbPieceType t = AB_PAWN;
  bool also_knight = false;
  int len;

  if (error == NULL)
    error = &scratch;
  if (text == NULL)
    text = "";
  if (!compact (text, s, sizeof s, &len))
    {
      syntax_error (error, AB_MOVE_ERROR_TOO_LONG, 0);
      return AB_BUGHOUSE_MOVE_NONE;
    }
  at = strpbrk (s, "@*");
  if (at == NULL)
    {
      AbMove m = ab_move_parse (&pos->pos, text, &error->base);

      /* The doorgeefschaak boards take the one move that fits, as they always did. */
      if (m == AB_MOVE_NONE && (m = ab_move_error_loose_move (&error->base)) != AB_MOVE_NONE)
        error->base.code = AB_MOVE_ERROR_NONE;
      error->is_drop = false;
      error->drop = AB_DROP_OK;
      error->ambiguous_p = false;
      error->piece = AB_NO_PIECE_TYPE;
      error->to = AB_NO_SQUARE;
      return m;
    }
  if (len == 0)
    {
      syntax_error (error, AB_MOVE_ERROR_EMPTY, 0);
      return AB_BUGHOUSE_MOVE_NONE;
    }
  if (at - s > 1 || (at - s == 1 && !drop_letter (s[0], &t, &also_knight)))
    {
      syntax_error (error, AB_MOVE_ERROR_SYNTAX, 0);
      return AB_BUGHOUSE_MOVE_NONE;
    }
  if (strlen (at + 1) != 2 || at[1] < 'a' || at[1] > 'h' || at[2] < '1' || at[2] > '8')
    {
      syntax_error (error, AB_MOVE_ERROR_SYNTAX, (int) (at - s) + 1);
      return AB_BUGHOUSE_MOVE_NONE;
    }
  /* P is written by English (P@e4, the pawn) and by Dutch (P*e3, the Paard) */
  if (also_knight)
    t = *at == '*' ? AB_KNIGHT : AB_PAWN;
  return _ab_bughouse_choose_drop (pos, t, false, AB_SQUARE (at[1] - 'a', at[2] - '1'), error);
}
