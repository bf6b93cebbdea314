/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-braille-board.c — the position in the UKAAF 2015 braille chess code (clause 5.1). */
#include "ab-braille-board.h"

#define DOT6 0x20

/* Lower figures: the digits 0–9 one row down (dots 2, 3, 5, 6). */
static const guint8 lower_figures[10] = {
  0x34, 0x02, 0x06, 0x12, 0x32, 0x22, 0x16, 0x36, 0x26, 0x14,
};

guint8
ab_braille_board_piece_dots (AbPiece piece)
{
  static const guint8 white[] = {
    [AB_KING] = 0x05,   /* ⠅ k */
    [AB_QUEEN] = 0x1F,  /* ⠟ q */
    [AB_ROOK] = 0x17,   /* ⠗ r */
    [AB_BISHOP] = 0x07, /* ⠇ */
    [AB_KNIGHT] = 0x0E, /* ⠎ */
    [AB_PAWN] = 0x0F,   /* ⠏ p */
  };
  AbPieceType type = AB_PIECE_TYPE (piece);

  if (piece == AB_NO_PIECE || type > AB_KING)
    return 0;
  return white[type] | (AB_PIECE_COLOR (piece) == AB_BLACK ? DOT6 : 0);
}

static void
append_cell (GString *text, guint8 dots)
{
  g_string_append_unichar (text, 0x2800 + dots);
}

static void
append_number (GString *text, guint n)
{
  char digits[8];

  g_snprintf (digits, sizeof digits, "%u", n);
  for (const char *d = digits; *d; d++)
    append_cell (text, lower_figures[*d - '0']);
}

/* Appends the rank; squares (when given) gets the first square of each cell appended. */
static void
append_rank (GString *text, const AbPosition *pos, int rank, GArray *squares)
{
  guint empty = 0;

  for (int file = 0; file <= 8; file++)
    {
      AbPiece piece = file < 8 ? ab_position_piece_at (pos, AB_SQUARE (file, rank)) : AB_NO_PIECE;
      AbSquare sq;

      if (file < 8 && piece == AB_NO_PIECE)
        {
          empty++;
          continue;
        }
      if (empty > 0)
        {
          /* One cell a digit: a run of 8 is one cell, every cell names its first square. */
          sq = AB_SQUARE (file - (int) empty, rank);
          append_number (text, empty);
          if (squares)
            g_array_append_val (squares, sq);
          empty = 0;
        }
      if (file < 8)
        {
          sq = AB_SQUARE (file, rank);
          append_cell (text, ab_braille_board_piece_dots (piece));
          if (squares)
            g_array_append_val (squares, sq);
        }
    }
}

char *
ab_braille_board_rank (const AbPosition *pos, int rank)
{
  GString *text = g_string_new (NULL);

  append_rank (text, pos, rank, NULL);
  return g_string_free (text, FALSE);
}

char **
ab_braille_board_lines (const AbPosition *pos)
{
  char **lines = g_new0 (char *, AB_BRAILLE_BOARD_LINES + 1);

  for (int i = 0; i < AB_BRAILLE_BOARD_LINES; i++)
    {
      GString *line = g_string_new (NULL);

      append_number (line, (guint) (8 - i));
      g_string_append_c (line, ' ');
      append_rank (line, pos, 7 - i, NULL);
      lines[i] = g_string_free (line, FALSE);
    }
  return lines;
}

AbSquare
ab_braille_board_square_at (const AbPosition *pos, guint line, guint offset)
{
  g_autoptr (GArray) squares = NULL;
  g_autoptr (GString) text = NULL;
  int rank;

  if (line >= AB_BRAILLE_BOARD_LINES)
    return AB_NO_SQUARE;
  rank = 7 - (int) line;
  /* The rank's number and the blank after it. */
  if (offset < 2)
    return AB_SQUARE (0, rank);
  squares = g_array_new (FALSE, FALSE, sizeof (AbSquare));
  text = g_string_new (NULL);
  append_rank (text, pos, rank, squares);
  return offset - 2 < squares->len ? g_array_index (squares, AbSquare, offset - 2) : AB_NO_SQUARE;
}

char *
ab_braille_board_forsyth (const AbPosition *pos)
{
  GString *text = g_string_new (NULL);
  guint empty_ranks = 0;

  for (int rank = 7; rank >= 0; rank--)
    {
      gboolean empty = TRUE;

      for (int file = 0; file < 8 && empty; file++)
        empty = ab_position_piece_at (pos, AB_SQUARE (file, rank)) == AB_NO_PIECE;
      if (empty)
        {
          empty_ranks++;
          continue;
        }
      if (empty_ranks > 0)
        {
          if (text->len)
            g_string_append_c (text, ' ');
          append_number (text, empty_ranks * 8);
          empty_ranks = 0;
        }
      if (text->len)
        g_string_append_c (text, ' ');
      append_rank (text, pos, rank, NULL);
    }
  if (empty_ranks > 0)
    {
      if (text->len)
        g_string_append_c (text, ' ');
      append_number (text, empty_ranks * 8);
    }
  return g_string_free (text, FALSE);
}
