/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-bughouse-fen.c — the doorgeefschaak FEN reader on any bytes, and the
 * move reader on the text after a newline.
 *
 * A FEN that is accepted must write back and read again to the same board
 * and reserves; every legal move, placements included, must make and unmake
 * cleanly, leave the mover's king safe and the opponent's king unchecked by
 * a placement; a move the reader returns for the text after a newline must
 * be legal, and reading must change nothing. A FEN that is
 * refused must leave the position as it was and get a sentence. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ab-bughouse-notation.h"
#include "ab-describe-bughouse.h"

static void
check_write_read (const AbBughousePosition *pos)
{
  AbBughousePosition *again = ab_bughouse_position_new ();
  AbBughouseFenError err;
  char fen[AB_BUGHOUSE_FEN_MAX];

  if (ab_bughouse_position_get_fen (pos, fen, sizeof fen) >= sizeof fen)
    abort ();
  if (!ab_bughouse_position_set_fen (again, fen, &err) || !ab_bughouse_position_equal (pos, again))
    abort ();
  ab_bughouse_position_free (again);
}

static void
check_moves (AbBughousePosition *pos)
{
  AbBughousePosition *before = ab_bughouse_position_copy (pos);
  AbBughouseMoveList list;

  ab_bughouse_position_legal_moves (pos, &list);
  for (int i = 0; i < list.count; i++)
    {
      AbBughouseMove m = list.moves[i];
      const AbPosition *board = ab_bughouse_position_board (pos);
      AbBughouseUndo undo;
      AbColor moved;
      char text[AB_SPOKEN_MAX];

      ab_bughouse_move_to_san (pos, m, NULL, text, sizeof text);
      ab_bughouse_position_make (pos, m, &undo);
      moved = (AbColor) !ab_bughouse_position_side_to_move (pos);
      if (ab_position_attackers_of (board, ab_position_king_square (board, moved),
                                    (AbColor) !moved))
        abort ();
      /* art. 5A: a placement never gives check */
      if (ab_bughouse_move_is_drop (m) && ab_position_in_check (board))
        abort ();
      ab_bughouse_position_unmake (pos, m, &undo);
      if (!ab_bughouse_position_equal (pos, before))
        abort ();
    }
  ab_bughouse_position_free (before);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  AbBughousePosition *pos = ab_bughouse_position_new ();
  AbBughousePosition *before = ab_bughouse_position_copy (pos);
  AbBughouseFenError err;
  char *text = malloc (size + 1);
  char *move_text;

  memcpy (text, data, size);
  text[size] = '\0';
  move_text = strchr (text, '\n');
  if (move_text)
    *move_text++ = '\0';
  if (ab_bughouse_position_set_fen (pos, text, &err))
    {
      check_write_read (pos);
      check_moves (pos);
      ab_bughouse_position_status (pos);
      if (move_text)
        {
          AbBughousePosition *copy = ab_bughouse_position_copy (pos);
          AbBughouseMoveError move_err;
          AbBughouseMove m = ab_bughouse_move_parse_any (pos, move_text, &move_err);
          char msg[AB_DESCRIBE_MAX];

          /* what the reader returns is legal, and reading changes nothing */
          if (m == AB_BUGHOUSE_MOVE_NONE)
            ab_describe_bughouse_move_error (pos, &move_err, AB_LANG_DE, msg, sizeof msg);
          else if (!ab_bughouse_position_is_legal (pos, m))
            abort ();
          if (!ab_bughouse_position_equal (pos, copy))
            abort ();
          ab_bughouse_position_free (copy);
        }
    }
  else
    {
      char msg[AB_DESCRIBE_MAX];

      if (!ab_bughouse_position_equal (pos, before) || err.code == AB_BUGHOUSE_FEN_OK)
        abort ();
      ab_describe_bughouse_fen_error (&err, msg, sizeof msg);
      if (msg[0] == '\0')
        abort ();
    }
  free (text);
  ab_bughouse_position_free (before);
  ab_bughouse_position_free (pos);
  return 0;
}
