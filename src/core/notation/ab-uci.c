/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-uci.c — UCI coordinate moves. */
#include "ab-uci.h"

#include <ctype.h>
#include <string.h>

#include "ab-position-private.h"

void
ab_move_to_uci (const AbPosition *pos, AbMove move, char buf[AB_UCI_MAX])
{
  AbSquare from = ab_move_from (move), to = ab_move_to (move);
  int n = 0;

  if (ab_move_kind (move) == AB_MOVE_CASTLING && !pos->chess960)
    to = ab_position_king_destination (pos, move);
  buf[n++] = (char) ('a' + AB_SQUARE_FILE (from));
  buf[n++] = (char) ('1' + AB_SQUARE_RANK (from));
  buf[n++] = (char) ('a' + AB_SQUARE_FILE (to));
  buf[n++] = (char) ('1' + AB_SQUARE_RANK (to));
  if (ab_move_kind (move) == AB_MOVE_PROMOTION)
    buf[n++] = " pnbrqk"[ab_move_promotion (move)];
  buf[n] = '\0';
}

AbMove
ab_move_from_uci (const AbPosition *pos, const char *text)
{
  AbMoveList list;
  size_t len = strlen (text);

  if (len < 4 || len > 5)
    return AB_MOVE_NONE;
  ab_position_legal_moves (pos, &list);
  for (int i = 0; i < list.count; i++)
    {
      AbMove m = list.moves[i];
      char buf[AB_UCI_MAX];

      ab_move_to_uci (pos, m, buf);
      if (strncmp (buf, text, 4) == 0
          && (len == 4 ? ab_move_kind (m) != AB_MOVE_PROMOTION
                       : (ab_move_kind (m) == AB_MOVE_PROMOTION
                          && buf[4] == tolower ((unsigned char) text[4]))))
        return m;
      /* king-takes-rook castling is understood in standard chess as well */
      if (ab_move_kind (m) == AB_MOVE_CASTLING && len == 4
          && text[0] == 'a' + AB_SQUARE_FILE (ab_move_from (m))
          && text[1] == '1' + AB_SQUARE_RANK (ab_move_from (m))
          && text[2] == 'a' + AB_SQUARE_FILE (ab_move_to (m))
          && text[3] == '1' + AB_SQUARE_RANK (ab_move_to (m)))
        return m;
    }
  return AB_MOVE_NONE;
}
