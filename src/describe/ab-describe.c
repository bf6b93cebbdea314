/* ab-describe.c — FEN errors and squares in words. */
#include "ab-describe.h"

#include <stdio.h>

#include "ab-describe-i18n.h"

static const char *
color_name (AbColor c)
{
  return c == AB_WHITE ? _("White") : _("Black");
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
      snprintf (what, sizeof what, _("%s has more pieces than a game can produce (%d pieces; at most 16, and promoted pieces use up pawns)"),
                color_name (e->color), e->count);
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
