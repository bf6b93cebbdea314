/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-fen.c — reading and writing FEN, X-FEN and Shredder-FEN. */
#include "ab-fen.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "ab-fen-private.h"
#include "ab-position-private.h"

#define MAX_FIELD 100

const char ab_fen_piece_chars[] = " PNBRQK  pnbrqk";

AbPiece
ab_fen_piece_from_char (char c)
{
  const char *p = c && c != ' ' ? strchr (ab_fen_piece_chars, c) : NULL;

  return p ? (AbPiece) (p - ab_fen_piece_chars) : AB_NO_PIECE;
}

static bool
fail (AbFenError *error, AbFenErrorCode code, AbFenField field)
{
  if (error)
    {
      memset (error, 0, sizeof *error);
      error->code = code;
      error->field = field;
      error->square = AB_NO_SQUARE;
    }
  return false;
}

int
ab_fen_split_fields (const char *fen, char *fields, size_t width, int max_fields)
{
  int n = 0;

  while (*fen)
    {
      size_t len = 0;

      while (*fen && isspace ((unsigned char) *fen))
        fen++;
      if (!*fen)
        break;
      if (n == max_fields)
        return max_fields + 1;
      while (fen[len] && !isspace ((unsigned char) fen[len]))
        len++;
      /* an over-long field is wrong anyway: keep what fits for the message */
      memcpy (fields + (size_t) n * (width + 1), fen, len < width ? len : width);
      fields[(size_t) n * (width + 1) + (len < width ? len : width)] = '\0';
      n++;
      fen += len;
    }
  return n;
}

static bool
parse_placement (AbPosition *p, const char *s, AbFenError *error)
{
  int rank = 7, file = 0;

  for (; *s; s++)
    {
      AbPiece pc;

      if (*s == '/')
        {
          if (file != 8)
            goto bad_length;
          if (--rank < 0)
            {
              fail (error, AB_FEN_ERROR_RANK_COUNT, AB_FEN_FIELD_PLACEMENT);
              if (error)
                error->count = 9;
              return false;
            }
          file = 0;
          continue;
        }
      if (*s >= '1' && *s <= '8')
        {
          file += *s - '0';
          if (file > 8)
            goto bad_length;
          continue;
        }
      pc = ab_fen_piece_from_char (*s);
      if (pc == AB_NO_PIECE)
        {
          fail (error, AB_FEN_ERROR_PLACEMENT_CHAR, AB_FEN_FIELD_PLACEMENT);
          if (error)
            {
              error->character = *s;
              error->rank = rank;
            }
          return false;
        }
      if (file > 7)
        goto bad_length;
      ab_position_put (p, pc, AB_SQUARE (file, rank));
      file++;
    }
  if (rank != 0)
    {
      fail (error, AB_FEN_ERROR_RANK_COUNT, AB_FEN_FIELD_PLACEMENT);
      if (error)
        error->count = 8 - rank;
      return false;
    }
  if (file == 8)
    return true;

bad_length:
  fail (error, AB_FEN_ERROR_RANK_LENGTH, AB_FEN_FIELD_PLACEMENT);
  if (error)
    {
      error->rank = rank;
      error->count = file;
    }
  return false;
}

static bool
castling_error (AbFenError *error, AbFenErrorCode code, AbColor c, char ch)
{
  fail (error, code, AB_FEN_FIELD_CASTLING);
  if (error)
    {
      error->color = c;
      error->character = ch;
    }
  return false;
}

bool
ab_fen_parse_castling (AbPosition *p, const char *s, AbFenError *error)
{
  if (strcmp (s, "-") == 0)
    return true;

  for (; *s; s++)
    {
      AbColor c = isupper ((unsigned char) *s) ? AB_WHITE : AB_BLACK;
      char up = (char) toupper ((unsigned char) *s);
      int rank = c == AB_WHITE ? 0 : 7;
      AbBitboard rooks = ab_pos_pieces (p, c, AB_ROOK) & AB_RANK_BB (rank);
      AbBitboard king = ab_pos_pieces (p, c, AB_KING) & AB_RANK_BB (rank);
      AbSquare ksq, rook = AB_NO_SQUARE;

      if (up != 'K' && up != 'Q' && (up < 'A' || up > 'H'))
        return castling_error (error, AB_FEN_ERROR_CASTLING_CHAR, c, *s);
      if (!king || ab_pos_pieces (p, c, AB_KING) != king)
        return castling_error (error, AB_FEN_ERROR_CASTLING_KING, c, *s);
      ksq = ab_bb_lsb (king);

      if (up == 'K')
        {
          /* the outermost rook on the king's side (X-FEN) */
          for (int f = 7; f > AB_SQUARE_FILE (ksq) && rook == AB_NO_SQUARE; f--)
            if (rooks & AB_BB (AB_SQUARE (f, rank)))
              rook = AB_SQUARE (f, rank);
        }
      else if (up == 'Q')
        {
          for (int f = 0; f < AB_SQUARE_FILE (ksq) && rook == AB_NO_SQUARE; f++)
            if (rooks & AB_BB (AB_SQUARE (f, rank)))
              rook = AB_SQUARE (f, rank);
        }
      else if (rooks & AB_BB (AB_SQUARE (up - 'A', rank)) && up - 'A' != AB_SQUARE_FILE (ksq))
        rook = AB_SQUARE (up - 'A', rank);

      if (rook == AB_NO_SQUARE)
        return castling_error (error, AB_FEN_ERROR_CASTLING_NO_ROOK, c, *s);
      ab_position_set_castling_rook (p, c, rook);
      /* Rook files (Shredder-FEN, X-FEN) and unusual squares mean Chess960. */
      if (AB_SQUARE_FILE (ksq) != 4 || (AB_SQUARE_FILE (rook) != 0 && AB_SQUARE_FILE (rook) != 7)
          || (up != 'K' && up != 'Q'))
        p->chess960 = true;
    }
  return true;
}

bool
ab_fen_parse_ep (AbPosition *p, const char *s, AbFenError *error)
{
  int want_rank = p->side == AB_WHITE ? 5 : 2;
  AbSquare sq, pawn_sq, origin;

  if (strcmp (s, "-") == 0)
    return true;
  if (strlen (s) != 2 || s[0] < 'a' || s[0] > 'h' || s[1] - '1' != want_rank)
    return fail (error, AB_FEN_ERROR_EN_PASSANT, AB_FEN_FIELD_EN_PASSANT);

  sq = AB_SQUARE (s[0] - 'a', want_rank);
  pawn_sq = (AbSquare) (p->side == AB_WHITE ? sq - 8 : sq + 8);
  origin = (AbSquare) (p->side == AB_WHITE ? sq + 8 : sq - 8);
  if (p->board[pawn_sq] != AB_PIECE (!p->side, AB_PAWN) || p->board[sq] || p->board[origin])
    {
      fail (error, AB_FEN_ERROR_EN_PASSANT_NO_PAWN, AB_FEN_FIELD_EN_PASSANT);
      if (error)
        error->square = sq;
      return false;
    }
  p->ep = sq;
  return true;
}

bool
ab_fen_parse_number (const char *s, int min, int *out)
{
  long v = 0;

  if (!*s)
    return false;
  for (; *s; s++)
    {
      if (!isdigit ((unsigned char) *s))
        return false;
      v = v * 10 + (*s - '0');
      if (v > 65535)
        return false;
    }
  if (v < min)
    return false;
  *out = (int) v;
  return true;
}

static bool
validate (AbPosition *p, AbFenError *error)
{
  for (int c = 0; c < 2; c++)
    {
      AbBitboard pawns = ab_pos_pieces (p, (AbColor) c, AB_PAWN);
      int kings = ab_bb_count (ab_pos_pieces (p, (AbColor) c, AB_KING));
      int npawns = ab_bb_count (pawns);
      /* pieces beyond the starting set must be promoted pawns */
      int extra = 0;
      static const int start_count[7] = { 0, 8, 2, 2, 2, 1, 1 };

      for (int t = AB_KNIGHT; t <= AB_QUEEN; t++)
        {
          int n = ab_bb_count (ab_pos_pieces (p, (AbColor) c, (AbPieceType) t));

          if (n > start_count[t])
            extra += n - start_count[t];
        }

      if (kings != 1)
        {
          fail (error, AB_FEN_ERROR_KING_COUNT, AB_FEN_FIELD_PLACEMENT);
          if (error)
            {
              error->color = (AbColor) c;
              error->count = kings;
            }
          return false;
        }
      if (pawns & (AB_RANK_BB (0) | AB_RANK_BB (7)))
        {
          fail (error, AB_FEN_ERROR_PAWN_ON_BACK_RANK, AB_FEN_FIELD_PLACEMENT);
          if (error)
            {
              error->color = (AbColor) c;
              error->square = ab_bb_lsb (pawns & (AB_RANK_BB (0) | AB_RANK_BB (7)));
            }
          return false;
        }
      /* The first of the reasons that holds, said as such: too many men, too many
       * pawns, or more promoted pieces than missing pawns. */
      if (ab_bb_count (p->by_color[c]) > 16 || npawns > 8 || npawns + extra > 8)
        {
          AbFenErrorCode code = ab_bb_count (p->by_color[c]) > 16 ? AB_FEN_ERROR_TOO_MANY_PIECES
                                : npawns > 8                   ? AB_FEN_ERROR_TOO_MANY_PAWNS
                                                               : AB_FEN_ERROR_TOO_MANY_PROMOTED;

          fail (error, code, AB_FEN_FIELD_PLACEMENT);
          if (error)
            {
              error->color = (AbColor) c;
              error->count = code == AB_FEN_ERROR_TOO_MANY_PAWNS ? npawns
                                                                  : ab_bb_count (p->by_color[c]);
              for (int t = AB_PAWN; t <= AB_QUEEN; t++)
                error->men[t] = ab_bb_count (ab_pos_pieces (p, (AbColor) c, (AbPieceType) t));
            }
          return false;
        }
    }

  if (ab_pos_attackers (p, ab_pos_king (p, (AbColor) !p->side), p->by_type[0]) & p->by_color[p->side])
    {
      fail (error, AB_FEN_ERROR_OPPONENT_IN_CHECK, AB_FEN_FIELD_PLACEMENT);
      if (error)
        error->color = (AbColor) !p->side;
      return false;
    }
  ab_position_update_derived (p);
  if (ab_bb_count (p->checkers) > 2)
    {
      fail (error, AB_FEN_ERROR_TOO_MANY_CHECKERS, AB_FEN_FIELD_PLACEMENT);
      if (error)
        error->count = ab_bb_count (p->checkers);
      return false;
    }
  return true;
}

bool
ab_position_set_fen (AbPosition *self, const char *fen, AbFenError *error)
{
  char fields[7][MAX_FIELD + 1];
  AbPosition p;
  int n, num;

  ab_position_clear (&p);
  if (fen == NULL || (n = ab_fen_split_fields (fen, &fields[0][0], MAX_FIELD, 7)) == 0)
    return fail (error, AB_FEN_ERROR_EMPTY, AB_FEN_FIELD_PLACEMENT);
  if (n < 2 || n > 6)
    {
      fail (error, AB_FEN_ERROR_FIELD_COUNT, n < 2 ? AB_FEN_FIELD_SIDE : AB_FEN_FIELD_FULLMOVE);
      if (error)
        error->count = n;
      return false;
    }

  if (!parse_placement (&p, fields[0], error))
    return false;

  if (strlen (fields[1]) != 1 || !strchr ("wbWB", fields[1][0]))
    {
      fail (error, AB_FEN_ERROR_SIDE, AB_FEN_FIELD_SIDE);
      if (error)
        error->character = fields[1][0];
      return false;
    }
  p.side = tolower ((unsigned char) fields[1][0]) == 'w' ? AB_WHITE : AB_BLACK;

  /* Kings and pawns first: castling and en passant are read against them. */
  if (!validate (&p, error))
    return false;
  if (n > 2 && !ab_fen_parse_castling (&p, fields[2], error))
    return false;
  if (n > 3 && !ab_fen_parse_ep (&p, fields[3], error))
    return false;
  if (n > 4)
    {
      if (!ab_fen_parse_number (fields[4], 0, &num))
        return fail (error, AB_FEN_ERROR_HALFMOVE, AB_FEN_FIELD_HALFMOVE);
      p.halfmove_clock = (uint16_t) num;
    }
  if (n > 5)
    {
      if (!ab_fen_parse_number (fields[5], 0, &num))
        return fail (error, AB_FEN_ERROR_FULLMOVE, AB_FEN_FIELD_FULLMOVE);
      p.fullmove = (uint16_t) (num == 0 ? 1 : num);
    }

  ab_position_fix_ep (&p);
  p.key = ab_position_compute_key (&p);
  ab_position_update_derived (&p);
  *self = p;
  if (error)
    error->code = AB_FEN_OK;
  return true;
}

/* The letter for one castling right: K/Q when it is unambiguous, else the file. */
static char
castling_char (const AbPosition *p, AbColor c, bool is_long, AbFenCastlingStyle style)
{
  AbSquare rook = p->castle_rook[AB_CASTLE_INDEX (c, is_long)];
  AbSquare king = ab_pos_king (p, c);
  AbBitboard others = ab_pos_pieces (p, c, AB_ROOK) & AB_RANK_BB (AB_SQUARE_RANK (rook)) & ~AB_BB (rook);
  bool outermost = true;
  char ch;

  /* Another rook further out on the same side would be chosen by K/Q. */
  while (others)
    {
      AbSquare o = ab_bb_pop (&others);

      if (is_long ? (o < rook) : (o > rook && o > king))
        outermost = false;
    }

  if (style == AB_FEN_CASTLING_AUTO && outermost)
    ch = is_long ? 'Q' : 'K';
  else
    ch = (char) ('A' + AB_SQUARE_FILE (rook));
  return c == AB_WHITE ? ch : (char) tolower ((unsigned char) ch);
}

size_t
ab_position_get_fen (const AbPosition *self, AbFenCastlingStyle style, char *buf, size_t size)
{
  char out[AB_FEN_MAX];
  size_t n = 0;
  int len;

  for (int rank = 7; rank >= 0; rank--)
    {
      int empty = 0;

      for (int file = 0; file < 8; file++)
        {
          AbPiece pc = self->board[AB_SQUARE (file, rank)];

          if (!pc)
            {
              empty++;
              continue;
            }
          if (empty)
            out[n++] = (char) ('0' + empty);
          empty = 0;
          out[n++] = ab_fen_piece_chars[pc];
        }
      if (empty)
        out[n++] = (char) ('0' + empty);
      if (rank)
        out[n++] = '/';
    }
  out[n++] = ' ';
  out[n++] = self->side == AB_WHITE ? 'w' : 'b';
  out[n++] = ' ';
  if (!self->castling)
    out[n++] = '-';
  for (int c = 0; c < 2; c++)
    for (int is_long = 0; is_long < 2; is_long++)
      if (self->castling & (1u << AB_CASTLE_INDEX (c, is_long)))
        out[n++] = castling_char (self, (AbColor) c, is_long, style);
  out[n++] = ' ';
  if (self->ep == AB_NO_SQUARE)
    out[n++] = '-';
  else
    {
      out[n++] = (char) ('a' + AB_SQUARE_FILE (self->ep));
      out[n++] = (char) ('1' + AB_SQUARE_RANK (self->ep));
    }
  len = snprintf (out + n, sizeof out - n, " %u %u", self->halfmove_clock, self->fullmove);
  n += (size_t) len;

  if (size > 0)
    {
      size_t copy = n < size - 1 ? n : size - 1;

      memcpy (buf, out, copy);
      buf[copy] = '\0';
    }
  return n;
}
