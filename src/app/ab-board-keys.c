/* ab-board-keys.c — arrow, Enter and Space keys of a board cursor. */
#include "ab-board-keys.h"

gboolean
ab_board_key_step (guint keyval, gboolean flipped, int *df, int *dr)
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
