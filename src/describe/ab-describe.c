/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-describe.c — FEN errors and squares in words. */
#include "ab-describe.h"

#include <stdio.h>

#include "ab-describe-i18n.h"

static const char *
color_name (AbColor c)
{
  return c == AB_WHITE ? _("White") : _("Black");
}

/* "White has 5 bishops and 7 pawns: at most one piece can be promoted": the kinds beyond
 * the starting set, the pawns, and how many promotions the missing pawns allow. */
static void
describe_promoted (const AbFenError *e, char *buf, size_t size)
{
  static const int start[7] = { 0, 8, 2, 2, 2, 1, 1 };
  char items[5][64], list[320], limit[128];
  int n = 0, pawns = e->men[AB_PAWN], promotions = 8 - pawns;
  size_t len = 0;

  for (int t = AB_KNIGHT; t <= AB_QUEEN; t++)
    {
      int k = e->men[t];

      if (k <= start[t])
        continue;
      switch (t)
        {
        case AB_KNIGHT:
          snprintf (items[n], sizeof items[n],
                    dngettext (GETTEXT_PACKAGE_AB, "%d knight", "%d knights", (unsigned long) k), k);
          break;
        case AB_BISHOP:
          snprintf (items[n], sizeof items[n],
                    dngettext (GETTEXT_PACKAGE_AB, "%d bishop", "%d bishops", (unsigned long) k), k);
          break;
        case AB_ROOK:
          snprintf (items[n], sizeof items[n],
                    dngettext (GETTEXT_PACKAGE_AB, "%d rook", "%d rooks", (unsigned long) k), k);
          break;
        default:
          snprintf (items[n], sizeof items[n],
                    dngettext (GETTEXT_PACKAGE_AB, "%d queen", "%d queens", (unsigned long) k), k);
          break;
        }
      n++;
    }
  if (pawns == 0)
    snprintf (items[n], sizeof items[n], "%s", _("no pawns"));
  else
    snprintf (items[n], sizeof items[n],
              dngettext (GETTEXT_PACKAGE_AB, "%d pawn", "%d pawns", (unsigned long) pawns), pawns);
  n++;
  list[0] = '\0';
  for (int i = 0; i < n && len < sizeof list; i++)
    {
      const char *joiner = i == 0 ? "" : i == n - 1 ? _(" and ") : _(", ");
      int w = snprintf (list + len, sizeof list - len, "%s%s", joiner, items[i]);

      if (w > 0)
        len += (size_t) w;
    }
  if (promotions == 0)
    snprintf (limit, sizeof limit, "%s", _("no piece can be promoted"));
  else if (promotions == 1)
    snprintf (limit, sizeof limit, "%s", _("at most one piece can be promoted"));
  else
    snprintf (limit, sizeof limit,
              dngettext (GETTEXT_PACKAGE_AB, "at most %d piece can be promoted",
                         "at most %d pieces can be promoted", (unsigned long) promotions),
              promotions);
  /* TRANSLATORS: %s: colour, %s: its men ("5 bishops and 7 pawns"), %s: the limit. */
  snprintf (buf, size, _("%s has %s: %s"), color_name (e->color), list, limit);
}

static const char *
field_name (AbFenField f)
{
  switch (f)
    {
    case AB_FEN_FIELD_PLACEMENT: return _("piece placement (field 1)");
    case AB_FEN_FIELD_SIDE: return _("side to move (field 2)");
    case AB_FEN_FIELD_CASTLING: return _("castling rights (field 3)");
    case AB_FEN_FIELD_EN_PASSANT: return _("en-passant square (field 4)");
    case AB_FEN_FIELD_HALFMOVE: return _("halfmove clock (field 5)");
    case AB_FEN_FIELD_FULLMOVE: return _("move number (field 6)");
    default: return "?";
    }
}

void
ab_describe_square (AbSquare sq, char buf[3])
{
  if (sq >= 64)
    {
      buf[0] = '-';
      buf[1] = '\0';
      return;
    }
  buf[0] = (char) ('a' + AB_SQUARE_FILE (sq));
  buf[1] = (char) ('1' + AB_SQUARE_RANK (sq));
  buf[2] = '\0';
}

void
ab_describe_fen_error (const AbFenError *e, char *buf, size_t size)
{
  char sq[3];
  char what[AB_DESCRIBE_MAX];

  ab_describe_square (e->square, sq);
  switch (e->code)
    {
    case AB_FEN_OK:
      snprintf (what, sizeof what, "%s", _("no error"));
      break;
    case AB_FEN_ERROR_EMPTY:
      snprintf (what, sizeof what, "%s", _("the FEN is empty"));
      break;
    case AB_FEN_ERROR_FIELD_COUNT:
      snprintf (what, sizeof what, _("a FEN has 2 to 6 fields separated by spaces, this one has %d"), e->count);
      break;
    case AB_FEN_ERROR_PLACEMENT_CHAR:
      snprintf (what, sizeof what, _("'%c' on rank %d is neither a piece letter (KQRBNP, kqrbnp) nor a digit 1–8"),
                e->character, e->rank + 1);
      break;
    case AB_FEN_ERROR_RANK_COUNT:
      snprintf (what, sizeof what, _("the board needs 8 ranks separated by '/', found %d"), e->count);
      break;
    case AB_FEN_ERROR_RANK_LENGTH:
      snprintf (what, sizeof what, _("rank %d does not describe exactly 8 squares"), e->rank + 1);
      break;
    case AB_FEN_ERROR_SIDE:
      snprintf (what, sizeof what, "%s", _("the side to move must be 'w' or 'b'"));
      break;
    case AB_FEN_ERROR_CASTLING_CHAR:
      snprintf (what, sizeof what, _("'%c' is not a castling letter (KQkq, or a rook's file A–H, a–h)"),
                e->character);
      break;
    case AB_FEN_ERROR_CASTLING_NO_ROOK:
      snprintf (what, sizeof what, _("'%c': %s has no rook there to castle with"), e->character,
                color_name (e->color));
      break;
    case AB_FEN_ERROR_CASTLING_KING:
      snprintf (what, sizeof what, _("'%c': %s's king is not on its first rank, so it cannot castle"),
                e->character, color_name (e->color));
      break;
    case AB_FEN_ERROR_EN_PASSANT:
      snprintf (what, sizeof what, "%s",
                _("must be '-' or a square on rank 6 (White to move) or rank 3 (Black to move)"));
      break;
    case AB_FEN_ERROR_EN_PASSANT_NO_PAWN:
      snprintf (what, sizeof what, _("%s: no pawn has just moved two squares past it"), sq);
      break;
    case AB_FEN_ERROR_HALFMOVE:
      snprintf (what, sizeof what, "%s", _("must be a whole number from 0"));
      break;
    case AB_FEN_ERROR_FULLMOVE:
      snprintf (what, sizeof what, "%s", _("must be a whole number from 1"));
      break;
    case AB_FEN_ERROR_KING_COUNT:
      snprintf (what, sizeof what, _("%s must have exactly one king, found %d"), color_name (e->color),
                e->count);
      break;
    case AB_FEN_ERROR_PAWN_ON_BACK_RANK:
      snprintf (what, sizeof what, _("%s has a pawn on %s; pawns cannot stand on the first or last rank"),
                color_name (e->color), sq);
      break;
    case AB_FEN_ERROR_TOO_MANY_PIECES:
      snprintf (what, sizeof what, _("%s has %d men on the board; a side has at most 16"),
                color_name (e->color), e->count);
      break;
    case AB_FEN_ERROR_TOO_MANY_PAWNS:
      snprintf (what, sizeof what, _("%s has %d pawns; a side has at most 8"),
                color_name (e->color), e->count);
      break;
    case AB_FEN_ERROR_TOO_MANY_PROMOTED:
      describe_promoted (e, what, sizeof what);
      break;
    case AB_FEN_ERROR_OPPONENT_IN_CHECK:
      snprintf (what, sizeof what, _("%s is in check but it is not %s's move"), color_name (e->color),
                color_name (e->color));
      break;
    case AB_FEN_ERROR_TOO_MANY_CHECKERS:
      snprintf (what, sizeof what, _("the king is in check from %d pieces; no game reaches that"), e->count);
      break;
    default:
      snprintf (what, sizeof what, "%s", _("unknown error"));
      break;
    }
  snprintf (buf, size, _("Bad FEN, %s: %s"), field_name (e->field), what);
}
