/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-fen.c — the FEN reader on any bytes.
 *
 * A FEN that is accepted must write back and read again to the same
 * position in both castling styles, and its legal moves must make and unmake
 * cleanly; a FEN that is refused must leave the position as it was and get a
 * sentence. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ab-describe.h"
#include "ab-fen.h"

static void
check_write_read (const AbPosition *pos, AbFenCastlingStyle style)
{
  AbPosition *again = ab_position_new ();
  AbFenError err;
  char fen[AB_FEN_MAX];

  if (ab_position_get_fen (pos, style, fen, sizeof fen) >= sizeof fen)
    abort ();
  if (!ab_position_set_fen (again, fen, &err) || !ab_position_equal (pos, again)
      || ab_position_repetition_key (pos) != ab_position_repetition_key (again))
    abort ();
  ab_position_free (again);
}

static void
check_moves (AbPosition *pos)
{
  AbPosition *before = ab_position_copy (pos);
  AbMoveList list;

  ab_position_legal_moves (pos, &list);
  for (int i = 0; i < list.count; i++)
    {
      AbUndo undo;
      AbColor moved;

      ab_position_make (pos, list.moves[i], &undo);
      /* the side that moved must not be left in check */
      moved = (AbColor) !ab_position_side_to_move (pos);
      if (ab_position_attackers_of (pos, ab_position_king_square (pos, moved), (AbColor) !moved))
        abort ();
      ab_position_unmake (pos, list.moves[i], &undo);
      if (!ab_position_equal (pos, before))
        abort ();
    }
  ab_position_free (before);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  AbPosition *pos = ab_position_new ();
  AbPosition *before = ab_position_copy (pos);
  AbFenError err;
  char *text = malloc (size + 1);

  memcpy (text, data, size);
  text[size] = '\0';
  if (ab_position_set_fen (pos, text, &err))
    {
      check_write_read (pos, AB_FEN_CASTLING_AUTO);
      check_write_read (pos, AB_FEN_CASTLING_SHREDDER);
      check_moves (pos);
      ab_position_status (pos);
    }
  else
    {
      char msg[AB_DESCRIBE_MAX];

      if (!ab_position_equal (pos, before) || err.code == AB_FEN_OK)
        abort ();
      ab_describe_fen_error (&err, msg, sizeof msg);
      if (msg[0] == '\0')
        abort ();
    }
  free (text);
  ab_position_free (before);
  ab_position_free (pos);
  return 0;
}
