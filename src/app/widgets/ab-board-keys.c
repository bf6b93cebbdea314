/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-board-keys.c — arrow, digit, piece-letter, Enter and Space keys of a board cursor. */
#include "ab-board-keys.h"

/* The step an arrow key makes, as White sees the board (flipped: both negated);
 * FALSE for any other key. */
static gboolean
key_step (guint keyval, gboolean flipped, int *df, int *dr)
{
  int sign = flipped ? -1 : 1;

  *df = *dr = 0;
  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      *df = -sign;
      return TRUE;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      *df = sign;
      return TRUE;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      *dr = sign;
      return TRUE;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      *dr = -sign;
      return TRUE;
    default:
      return FALSE;
    }
}

gboolean
ab_board_key_activates (guint keyval)
{
  switch (keyval)
    {
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
      return TRUE;
    default:
      return FALSE;
    }
}

AbPieceType
ab_board_key_piece (guint keyval)
{
  switch (gdk_keyval_to_lower (keyval))
    {
    case GDK_KEY_k:
      return AB_KING;
    case GDK_KEY_q:
      return AB_QUEEN;
    case GDK_KEY_r:
      return AB_ROOK;
    case GDK_KEY_b:
      return AB_BISHOP;
    case GDK_KEY_n:
      return AB_KNIGHT;
    case GDK_KEY_p:
      return AB_PAWN;
    default:
      return AB_NO_PIECE_TYPE;
    }
}

AbSquare
ab_board_key_digit (guint keyval, GdkModifierType state, AbSquare cursor)
{
  int digit = (int) gdk_keyval_to_unicode (keyval) - '0';

  if (digit < 1 || digit > 8 || (state & GDK_SHIFT_MASK) != 0)
    return AB_NO_SQUARE;
  return (state & GDK_CONTROL_MASK) ? AB_SQUARE (digit - 1, AB_SQUARE_RANK (cursor))
                                    : AB_SQUARE (AB_SQUARE_FILE (cursor), digit - 1);
}

gboolean
ab_board_key_walk (guint keyval, gboolean flipped, AbSquare cursor, AbSquare *to)
{
  int df, dr, file, rank;

  if (!key_step (keyval, flipped, &df, &dr))
    return FALSE;
  file = AB_SQUARE_FILE (cursor) + df;
  rank = AB_SQUARE_RANK (cursor) + dr;
  *to = file < 0 || file > 7 || rank < 0 || rank > 7 ? AB_NO_SQUARE : AB_SQUARE (file, rank);
  return TRUE;
}
