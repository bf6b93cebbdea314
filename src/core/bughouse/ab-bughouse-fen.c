/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-bughouse-fen.c — FEN of a doorgeefschaak board: crazyhouse style, with
 * the reserve in brackets and '~' after a promoted piece.
 *
 * The standard reader's piece limits (16 per side, 8 pawns plus promotions)
 * do not hold when pieces are passed between boards, so the board is read
 * here; the checks that still hold are the standard ones (one king each, no
 * pawn on the first or last rank, the side not to move not in check) and
 * are reported with the standard FEN error codes. */
#include "ab-bughouse-private.h"
#include "ab-fen-private.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#define MAX_FIELD (AB_BUGHOUSE_FEN_MAX + 8)

static bool
fail_base (AbBughouseFenError *error, AbFenErrorCode code, AbFenField field)
{
  if (error)
    {
      memset (error, 0, sizeof *error);
      error->code = AB_BUGHOUSE_FEN_ERROR_BOARD;
      error->base.code = code;
      error->base.field = field;
      error->base.square = AB_NO_SQUARE;
      error->square = AB_NO_SQUARE;
    }
  return false;
}

static bool
fail (AbBughouseFenError *error, AbBughouseFenErrorCode code, AbSquare sq, char c)
{
  if (error)
    {
      memset (error, 0, sizeof *error);
      error->code = code;
      error->base.square = AB_NO_SQUARE;
      error->base.field = AB_FEN_FIELD_PLACEMENT;
      error->square = sq;
      error->character = c;
    }
  return false;
}

static bool
parse_reserve (AbBughousePosition *b, const char *s, size_t len, AbBughouseFenError *error)
{
  for (size_t i = 0; i < len; i++)
    {
      AbPiece pc = ab_fen_piece_from_char (s[i]);
      AbPieceType t = AB_PIECE_TYPE (pc);

      if (!pc || t == AB_KING)
        return fail (error, AB_BUGHOUSE_FEN_ERROR_RESERVE_CHAR, AB_NO_SQUARE, s[i]);
      if (!ab_bughouse_position_add_reserve (b, AB_PIECE_COLOR (pc), t, 1))
        return fail (error, AB_BUGHOUSE_FEN_ERROR_RESERVE_COUNT, AB_NO_SQUARE, s[i]);
    }
  return true;
}

static bool
length_error (AbBughouseFenError *error, int rank, int count)
{
  fail_base (error, AB_FEN_ERROR_RANK_LENGTH, AB_FEN_FIELD_PLACEMENT);
  if (error)
    {
      error->base.rank = rank;
      error->base.count = count;
    }
  return false;
}

/* The eight ranks, s[0..len), with '~' marks. */
static bool
parse_board (AbBughousePosition *b, const char *s, size_t len, AbBughouseFenError *error)
{
  AbPosition *p = &b->pos;
  int rank = 7, file = 0;
  AbSquare last = AB_NO_SQUARE;

  for (size_t i = 0; i < len; i++)
    {
      char c = s[i];
      AbPiece pc;

      if (c == '/')
        {
          if (file != 8)
            return length_error (error, rank, file);
          if (--rank < 0)
            {
              fail_base (error, AB_FEN_ERROR_RANK_COUNT, AB_FEN_FIELD_PLACEMENT);
              if (error)
                error->base.count = 9;
              return false;
            }
          file = 0;
          last = AB_NO_SQUARE;
          continue;
        }
      if (c == '~')
        {
          AbPieceType t = last == AB_NO_SQUARE ? AB_NO_PIECE_TYPE : AB_PIECE_TYPE (p->board[last]);

          if (t < AB_KNIGHT || t > AB_QUEEN || (b->promoted & AB_BB (last)))
            return fail (error, AB_BUGHOUSE_FEN_ERROR_PROMOTED_MARK, last, c);
          b->promoted |= AB_BB (last);
          continue;
        }
      last = AB_NO_SQUARE;
      if (c >= '1' && c <= '8')
        {
          file += c - '0';
          if (file > 8)
            return length_error (error, rank, file);
          continue;
        }
      pc = ab_fen_piece_from_char (c);
      if (!pc)
        {
          fail_base (error, AB_FEN_ERROR_PLACEMENT_CHAR, AB_FEN_FIELD_PLACEMENT);
          if (error)
            {
              error->base.character = c;
              error->base.rank = rank;
            }
          return false;
        }
      if (file > 7)
        return length_error (error, rank, file + 1);
      last = AB_SQUARE (file, rank);
      ab_position_put (p, pc, last);
      file++;
    }
  if (rank != 0)
    {
      fail_base (error, AB_FEN_ERROR_RANK_COUNT, AB_FEN_FIELD_PLACEMENT);
      if (error)
        error->base.count = 8 - rank;
      return false;
    }
  return file == 8 || length_error (error, rank, file);
}

/* Board and reserve: "board[reserve]", "board/reserve" or "board". */
static bool
parse_placement (AbBughousePosition *b, const char *s, AbBughouseFenError *error)
{
  const char *open = strchr (s, '[');
  size_t len = strlen (s);

  if (open)
    {
      const char *close = strchr (open, ']');

      if (!close || close[1] != '\0')
        return fail (error, AB_BUGHOUSE_FEN_ERROR_RESERVE_OPEN, AB_NO_SQUARE, '[');
      return parse_board (b, s, (size_t) (open - s), error)
             && parse_reserve (b, open + 1, (size_t) (close - open - 1), error);
    }
  {
    int slashes = 0;
    size_t ninth = len;

    for (size_t i = 0; i < len; i++)
      if (s[i] == '/' && ++slashes == 8)
        ninth = i;
    if (ninth < len)
      return parse_board (b, s, ninth, error)
             && parse_reserve (b, s + ninth + 1, len - ninth - 1, error);
  }
  return parse_board (b, s, len, error);
}

/* A field the standard reader reads: its error becomes the board's. */
static bool
base_field (bool ok, AbBughouseFenError *error, const AbFenError *base)
{
  if (!ok && error)
    {
      memset (error, 0, sizeof *error);
      error->code = AB_BUGHOUSE_FEN_ERROR_BOARD;
      error->base = *base;
      error->square = AB_NO_SQUARE;
    }
  return ok;
}

static bool
validate (AbPosition *p, AbBughouseFenError *error)
{
  for (int c = 0; c < 2; c++)
    {
      int kings = ab_bb_count (ab_pos_pieces (p, (AbColor) c, AB_KING));
      AbBitboard back = ab_pos_pieces (p, (AbColor) c, AB_PAWN) & AB_BUGHOUSE_BACK_RANKS;

      if (kings != 1)
        {
          fail_base (error, AB_FEN_ERROR_KING_COUNT, AB_FEN_FIELD_PLACEMENT);
          if (error)
            {
              error->base.color = (AbColor) c;
              error->base.count = kings;
            }
          return false;
        }
      if (back)
        {
          fail_base (error, AB_FEN_ERROR_PAWN_ON_BACK_RANK, AB_FEN_FIELD_PLACEMENT);
          if (error)
            {
              error->base.color = (AbColor) c;
              error->base.square = ab_bb_lsb (back);
            }
          return false;
        }
    }
  if (ab_pos_attackers (p, ab_pos_king (p, (AbColor) !p->side), p->by_type[0])
      & p->by_color[p->side])
    {
      fail_base (error, AB_FEN_ERROR_OPPONENT_IN_CHECK, AB_FEN_FIELD_PLACEMENT);
      if (error)
        error->base.color = (AbColor) !p->side;
      return false;
    }
  ab_position_update_derived (p);
  if (ab_bb_count (p->checkers) > 2)
    {
      fail_base (error, AB_FEN_ERROR_TOO_MANY_CHECKERS, AB_FEN_FIELD_PLACEMENT);
      if (error)
        error->base.count = ab_bb_count (p->checkers);
      return false;
    }
  return true;
}

bool
ab_bughouse_position_set_fen (AbBughousePosition *self, const char *fen,
                              AbBughouseFenError *error)
{
  char fields[6][MAX_FIELD + 1];
  AbBughousePosition b;
  AbPosition *p = &b.pos;
  AbFenError base;
  int n, num;

  memset (&b, 0, sizeof b);
  ab_position_clear (p);
  if (fen == NULL || (n = ab_fen_split_fields (fen, &fields[0][0], MAX_FIELD, 6)) == 0)
    return fail_base (error, AB_FEN_ERROR_EMPTY, AB_FEN_FIELD_PLACEMENT);
  if (n < 2 || n > 6)
    {
      fail_base (error, AB_FEN_ERROR_FIELD_COUNT,
                 n < 2 ? AB_FEN_FIELD_SIDE : AB_FEN_FIELD_FULLMOVE);
      if (error)
        error->base.count = n;
      return false;
    }
  if (!parse_placement (&b, fields[0], error))
    return false;
  if (strlen (fields[1]) != 1 || !strchr ("wbWB", fields[1][0]))
    {
      fail_base (error, AB_FEN_ERROR_SIDE, AB_FEN_FIELD_SIDE);
      if (error)
        error->base.character = fields[1][0];
      return false;
    }
  p->side = tolower ((unsigned char) fields[1][0]) == 'w' ? AB_WHITE : AB_BLACK;
  if (!validate (p, error))
    return false;
  if (n > 2 && !base_field (ab_fen_parse_castling (p, fields[2], &base), error, &base))
    return false;
  if (n > 3 && !base_field (ab_fen_parse_ep (p, fields[3], &base), error, &base))
    return false;
  if (n > 4)
    {
      if (!ab_fen_parse_number (fields[4], 0, &num))
        return fail_base (error, AB_FEN_ERROR_HALFMOVE, AB_FEN_FIELD_HALFMOVE);
      b.quiet_plies = (uint16_t) num;
      p->halfmove_clock = (uint16_t) num;
    }
  if (n > 5)
    {
      if (!ab_fen_parse_number (fields[5], 0, &num))
        return fail_base (error, AB_FEN_ERROR_FULLMOVE, AB_FEN_FIELD_FULLMOVE);
      p->fullmove = (uint16_t) (num == 0 ? 1 : num);
    }
  ab_position_fix_ep (p);
  p->key = ab_position_compute_key (p);
  ab_position_update_derived (p);
  *self = b;
  if (error)
    {
      memset (error, 0, sizeof *error);
      error->square = AB_NO_SQUARE;
    }
  return true;
}

size_t
ab_bughouse_position_get_fen (const AbBughousePosition *self, char *buf, size_t size)
{
  static const char order[] = { AB_QUEEN, AB_ROOK, AB_BISHOP, AB_KNIGHT, AB_PAWN };
  char out[AB_BUGHOUSE_FEN_MAX + AB_FEN_MAX];
  char std[AB_FEN_MAX];
  const AbPosition *p = &self->pos;
  size_t n = 0;
  const char *rest;

  for (int rank = 7; rank >= 0; rank--)
    {
      int empty = 0;

      for (int file = 0; file < 8; file++)
        {
          AbSquare sq = AB_SQUARE (file, rank);

          if (!p->board[sq])
            {
              empty++;
              continue;
            }
          if (empty)
            out[n++] = (char) ('0' + empty);
          empty = 0;
          out[n++] = ab_fen_piece_chars[p->board[sq]];
          if (self->promoted & AB_BB (sq))
            out[n++] = '~';
        }
      if (empty)
        out[n++] = (char) ('0' + empty);
      if (rank)
        out[n++] = '/';
    }
  out[n++] = '[';
  for (int c = 0; c < 2; c++)
    for (size_t i = 0; i < sizeof order; i++)
      for (int k = 0; k < self->reserve[c][(int) order[i]]; k++)
        out[n++] = ab_fen_piece_chars[AB_PIECE (c, order[i])];
  out[n++] = ']';
  /* side, castling, en passant and the counters as the standard writer has them */
  ab_position_get_fen (p, AB_FEN_CASTLING_AUTO, std, sizeof std);
  rest = strchr (std, ' ');
  n += (size_t) snprintf (out + n, sizeof out - n, "%s", rest ? rest : "");

  if (size > 0)
    {
      size_t copy = n < size - 1 ? n : size - 1;

      memcpy (buf, out, copy);
      buf[copy] = '\0';
    }
  return n;
}
