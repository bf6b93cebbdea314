/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-describe-bughouse.c — doorgeefschaak facts as translatable sentences,
 * with the article of the 1988 Dutch rules each one rests on. */
#include "ab-describe-bughouse.h"

#include <libintl.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "ab-describe-i18n.h"
#include "ab-describe-move.h"

static void
say (char *buf, size_t size, const char *format, ...)
{
  va_list ap;

  if (size == 0)
    return;
  va_start (ap, format);
  vsnprintf (buf, size, format, ap);
  va_end (ap);
}

const char *
ab_describe_bughouse_board (AbBughouseBoard board)
{
  return board == AB_BOARD_B ? _("Board B") : _("Board A");
}

void
ab_describe_bughouse_fen_error (const AbBughouseFenError *e, char *buf, size_t size)
{
  char sq[3];

  switch (e->code)
    {
    case AB_BUGHOUSE_FEN_OK:
      say (buf, size, "%s", _("The FEN is correct."));
      break;
    case AB_BUGHOUSE_FEN_ERROR_BOARD:
      ab_describe_fen_error (&e->base, buf, size);
      break;
    case AB_BUGHOUSE_FEN_ERROR_RESERVE_CHAR:
      /* Translators: %c is the character found between the reserve's brackets. */
      say (buf, size,
           _("Bad FEN: '%c' in the reserve is not a pawn, knight, bishop, rook or queen."),
           e->character);
      break;
    case AB_BUGHOUSE_FEN_ERROR_RESERVE_OPEN:
      say (buf, size, "%s", _("Bad FEN: the reserve's '[' has no ']' at the end of the board."));
      break;
    case AB_BUGHOUSE_FEN_ERROR_RESERVE_COUNT:
      say (buf, size, _("Bad FEN: the reserve has more than %d pieces '%c'."),
           AB_BUGHOUSE_RESERVE_MAX, e->character);
      break;
    case AB_BUGHOUSE_FEN_ERROR_PROMOTED_MARK:
      if (e->square < 64)
        {
          ab_describe_square (e->square, sq);
          /* Translators: '~' marks a promoted pawn in bughouse FEN; %s is a square. */
          say (buf, size, _("Bad FEN: '~' after the piece on %s: only a knight, bishop, rook or "
                            "queen can be a promoted pawn, once."), sq);
        }
      else
        say (buf, size, "%s", _("Bad FEN: '~' must follow the piece that is a promoted pawn."));
      break;
    default:
      say (buf, size, "%s", _("Bad FEN."));
      break;
    }
}

static const char *
place_piece_format (AbPieceType t)
{
  switch (t)
    {
    /* Translators: %s is a square; "place" is putting a passed piece on the board. */
    case AB_PAWN: return _("You cannot place a pawn on %s");
    case AB_KNIGHT: return _("You cannot place a knight on %s");
    case AB_BISHOP: return _("You cannot place a bishop on %s");
    case AB_ROOK: return _("You cannot place a rook on %s");
    case AB_QUEEN: return _("You cannot place a queen on %s");
    default: return _("You cannot place that piece on %s");
    }
}

static const char *
drop_reason (AbDropError why)
{
  switch (why)
    {
    case AB_DROP_NOT_IN_RESERVE: return _("you have no such piece in reserve (art. 4B).");
    case AB_DROP_OCCUPIED: return _("the square is not empty (art. 5A).");
    case AB_DROP_PAWN_BACK_RANK:
      return _("a pawn may not be placed on the first or eighth rank (art. 5B).");
    case AB_DROP_GIVES_CHECK: return _("a placed piece may not give check (art. 5A).");
    case AB_DROP_IN_CHECK: return _("it does not stop the check you are in.");
    case AB_DROP_BAD_PIECE: return _("a king is never passed.");
    default: return "";
    }
}

void
ab_describe_bughouse_move_error (const AbBughousePosition *pos, const AbBughouseMoveError *e,
                                 AbLanguage letters, char *buf, size_t size)
{
  char sq[3] = "";
  char first[AB_DESCRIBE_MAX];

  if (!e->is_drop)
    {
      if (e->base.code == AB_MOVE_ERROR_NO_MOVES
          && ab_bughouse_position_count_legal (pos) > 0)
        say (buf, size, "%s", _("No piece on the board can move: only a placement is possible."));
      else
        ab_describe_move_error (ab_bughouse_position_board (pos), &e->base, letters, buf, size);
      return;
    }
  if (e->to < 64)
    ab_describe_square (e->to, sq);
  if (e->ambiguous_p)
    {
      /* Translators: "P" is the English pawn and the Dutch knight (Paard). */
      say (buf, size, _("Ambiguous: P on %s can be a pawn or a knight (Paard). Write N or S for "
                        "the knight, or leave the letter out for the pawn."), sq);
      return;
    }
  if (e->drop == AB_DROP_OK)
    {
      ab_describe_move_error (ab_bughouse_position_board (pos), &e->base, letters, buf, size);
      return;
    }
  say (first, sizeof first, place_piece_format (e->piece), sq);
  /* Translators: the first %s is "You cannot place a knight on f3", the second the reason. */
  say (buf, size, _("%s: %s"), first, drop_reason (e->drop));
}

void
ab_describe_bughouse_error (AbBughouseError error, char *buf, size_t size)
{
  const char *s;

  switch (error)
    {
    case AB_BUGHOUSE_OK: s = _("Done."); break;
    case AB_BUGHOUSE_ERROR_BAD_ARGUMENT: s = _("There is no such board, colour or square."); break;
    case AB_BUGHOUSE_ERROR_GAME_OVER: s = _("The game on this board has ended."); break;
    case AB_BUGHOUSE_ERROR_ILLEGAL_MOVE: s = _("That move is not legal."); break;
    case AB_BUGHOUSE_ERROR_IMPOSSIBLE_MOVE:
      s = _("That move cannot be made on the board at all, legal or not.");
      break;
    case AB_BUGHOUSE_ERROR_LEGAL_MOVE:
      s = _("That move is legal: play it as a normal move.");
      break;
    case AB_BUGHOUSE_ERROR_MUST_RESTART:
      s = _("The illegal move left a king in check or a pawn on the edge: the opponent must "
            "restart the offender's clock so it is replaced (art. 8C).");
      break;
    case AB_BUGHOUSE_ERROR_TOUCH_MOVE:
      s = _("The replacement must be made with the piece that was touched, where a legal move "
            "with it exists (art. 7).");
      break;
    case AB_BUGHOUSE_ERROR_NO_ILLEGAL_MOVE:
      s = _("There is no illegal move on this board that can still be taken back (art. 8C).");
      break;
    case AB_BUGHOUSE_ERROR_SQUARE_NEEDED:
      s = _("The partner no longer has the wrongly captured piece: choose one of that kind on "
            "his board to take back (art. 8E).");
      break;
    case AB_BUGHOUSE_ERROR_BAD_SQUARE:
      s = _("That square holds no piece of the partner of the kind that was captured, or taking "
            "it would leave his king in check with the opponent to move (art. 8E).");
      break;
    case AB_BUGHOUSE_ERROR_NOT_RECOVERABLE:
      s = _("The wrongly captured piece is neither in the partner's reserve nor on his board: "
            "the arbiter decides (art. 15).");
      break;
    case AB_BUGHOUSE_ERROR_NOT_ON_MOVE:
      s = _("A player may resign only when it is his move (art. 11B).");
      break;
    case AB_BUGHOUSE_ERROR_NO_FLAG: s = _("The opponent's flag has not fallen."); break;
    case AB_BUGHOUSE_ERROR_NOT_THIRTY_MOVES:
      s = _("There have not yet been 30 moves each without a capture, a placement or a move of a "
            "non-promoted pawn (art. 11F).");
      break;
    case AB_BUGHOUSE_ERROR_NO_MEMORY: s = _("Out of memory."); break;
    case AB_BUGHOUSE_ERROR_BAD_TIME:
      s = _("That moment lies before the match's last event.");
      break;
    case AB_BUGHOUSE_ERROR_NOT_IN_RESERVE:
      s = _("The player has no such piece in reserve (art. 4B).");
      break;
    case AB_BUGHOUSE_ERROR_NO_DRAW_OFFER: s = _("No draw has been offered (art. 11C)."); break;
    default: s = _("Unknown error."); break;
    }
  say (buf, size, "%s", s);
}

static const char *
ending_phrase (const AbBughouseOutcome *o)
{
  bool white_lost = o->loser == AB_WHITE;

  switch (o->ending)
    {
    case AB_BUGHOUSE_ENDING_CHECKMATE:
      return white_lost ? _("White is checkmated (art. 11A1).")
                        : _("Black is checkmated (art. 11A1).");
    case AB_BUGHOUSE_ENDING_FLAG:
      return white_lost ? _("White's flag fell, established by Black (art. 11A2).")
                        : _("Black's flag fell, established by White (art. 11A2).");
    case AB_BUGHOUSE_ENDING_REFUSED_RULES:
      return white_lost ? _("White refused to keep to the rules (art. 11A3).")
                        : _("Black refused to keep to the rules (art. 11A3).");
    case AB_BUGHOUSE_ENDING_RESIGNATION:
      return white_lost ? _("White resigned (art. 11A4).") : _("Black resigned (art. 11A4).");
    case AB_BUGHOUSE_ENDING_ILLEGAL_MOVES:
      return white_lost
               ? _("The arbiter declared the game lost for White for illegal moves (art. 8F).")
               : _("The arbiter declared the game lost for Black for illegal moves (art. 8F).");
    case AB_BUGHOUSE_ENDING_AGREEMENT: return _("Draw by agreement (art. 11C).");
    case AB_BUGHOUSE_ENDING_BOTH_FLAGS: return _("Both flags fell: draw (art. 11D).");
    case AB_BUGHOUSE_ENDING_FLAG_CANNOT_MATE:
      return _("A flag fell, but the opponent could never have mated with what he has or can "
               "still get from his partner: draw (art. 11E).");
    case AB_BUGHOUSE_ENDING_THIRTY_MOVES:
      return _("30 moves each without a capture, a placement or a move of a non-promoted pawn: "
               "draw (art. 11F).");
    default: return "";
    }
}

void
ab_describe_bughouse_outcome (AbBughouseBoard board, const AbBughouseOutcome *o, char *buf,
                              size_t size)
{
  const char *result;

  switch (o->result)
    {
    case AB_BUGHOUSE_RESULT_WHITE_WINS: result = _("White wins"); break;
    case AB_BUGHOUSE_RESULT_BLACK_WINS: result = _("Black wins"); break;
    case AB_BUGHOUSE_RESULT_DRAW: result = _("Draw"); break;
    default:
      /* Translators: %s is "Board A" or "Board B". */
      say (buf, size, _("%s: the game goes on."), ab_describe_bughouse_board (board));
      return;
    }
  /* Translators: board ("Board A"), result ("White wins"), how ("Black resigned (art. 11A4).") */
  say (buf, size, _("%s: %s. %s"), ab_describe_bughouse_board (board), result, ending_phrase (o));
}

void
ab_describe_bughouse_status (AbBughouseStatus status, AbColor side, char *buf, size_t size)
{
  const char *s;

  switch (status)
    {
    case AB_BUGHOUSE_STATUS_CHECK:
      s = side == AB_WHITE ? _("White is in check.") : _("Black is in check.");
      break;
    case AB_BUGHOUSE_STATUS_CHECKMATE:
      s = side == AB_WHITE ? _("White is checkmated.") : _("Black is checkmated.");
      break;
    case AB_BUGHOUSE_STATUS_CHECK_WAITING:
      s = side == AB_WHITE
            ? _("White is in check and cannot move now; a piece from the partner placed between "
                "would stop the check, so White may wait for one while his clock runs.")
            : _("Black is in check and cannot move now; a piece from the partner placed between "
                "would stop the check, so Black may wait for one while his clock runs.");
      break;
    case AB_BUGHOUSE_STATUS_WAITING:
      s = side == AB_WHITE
            ? _("White cannot move now and must wait for a piece to place while his clock runs: "
                "these rules know no stalemate (art. 11).")
            : _("Black cannot move now and must wait for a piece to place while his clock runs: "
                "these rules know no stalemate (art. 11).");
      break;
    default:
      s = side == AB_WHITE ? _("White to move.") : _("Black to move.");
      break;
    }
  say (buf, size, "%s", s);
}

static const char *
count_format (AbPieceType t, int n)
{
  switch (t)
    {
    /* Translators: reserve contents; the singular is "a queen", the plural "%d queens". */
    case AB_QUEEN:
      return n == 1 ? _("a queen") : dngettext (GETTEXT_PACKAGE_AB, "%d queen", "%d queens",
                                               (unsigned long) n);
    case AB_ROOK:
      return n == 1 ? _("a rook") : dngettext (GETTEXT_PACKAGE_AB, "%d rook", "%d rooks",
                                               (unsigned long) n);
    case AB_BISHOP:
      return n == 1 ? _("a bishop") : dngettext (GETTEXT_PACKAGE_AB, "%d bishop", "%d bishops",
                                               (unsigned long) n);
    case AB_KNIGHT:
      return n == 1 ? _("a knight") : dngettext (GETTEXT_PACKAGE_AB, "%d knight", "%d knights",
                                               (unsigned long) n);
    default:
      return n == 1 ? _("a pawn") : dngettext (GETTEXT_PACKAGE_AB, "%d pawn", "%d pawns",
                                               (unsigned long) n);
    }
}

void
ab_describe_bughouse_reserve (const AbBughousePosition *pos, AbColor c, char *buf, size_t size)
{
  static const AbPieceType order[] = { AB_QUEEN, AB_ROOK, AB_BISHOP, AB_KNIGHT, AB_PAWN };
  char list[AB_DESCRIBE_MAX] = "";
  size_t len = 0;

  for (size_t i = 0; i < sizeof order / sizeof order[0]; i++)
    {
      int n = ab_bughouse_position_reserve (pos, c, order[i]);
      char item[64];

      if (n == 0)
        continue;
      snprintf (item, sizeof item, count_format (order[i], n), n);
      len += (size_t) snprintf (list + len, sizeof list - len, "%s%s", len ? _(", ") : "", item);
      if (len >= sizeof list)
        len = sizeof list - 1;
    }
  if (len == 0)
    say (buf, size, "%s", c == AB_WHITE ? _("White has nothing in reserve.")
                                        : _("Black has nothing in reserve."));
  else
    /* Translators: %s lists pieces: "a queen, 2 pawns". */
    say (buf, size, c == AB_WHITE ? _("White has in reserve: %s.") : _("Black has in reserve: %s."),
         list);
}

void
ab_describe_bughouse_takeback (AbTakebackSource source, char *buf, size_t size)
{
  switch (source)
    {
    case AB_TAKEBACK_FROM_RESERVE:
      say (buf, size, "%s", _("The illegal move is taken back; the captured piece came back from "
                              "the partner's reserve (art. 8E)."));
      break;
    case AB_TAKEBACK_FROM_BOARD:
      say (buf, size, "%s", _("The illegal move is taken back; the captured piece came back from "
                              "the partner's board (art. 8E)."));
      break;
    default:
      say (buf, size, "%s", _("The illegal move is taken back (art. 8C)."));
      break;
    }
}

void
ab_describe_bpgn_error (const AbBpgnError *e, char *buf, size_t size)
{
  char detail[AB_DESCRIBE_MAX] = "";
  const char *board = e->board >= 0 ? ab_describe_bughouse_board ((AbBughouseBoard) e->board) : "";

  switch (e->code)
    {
    case AB_BPGN_OK: say (buf, size, "%s", _("The BPGN is correct.")); return;
    case AB_BPGN_ERROR_EMPTY: say (buf, size, "%s", _("The BPGN text is empty.")); return;
    case AB_BPGN_ERROR_TAG:
      /* Translators: %d is a line number, %s the text found. */
      say (buf, size, _("Line %d: not a tag pair [Name \"value\"]: %s"), e->line, e->text);
      return;
    case AB_BPGN_ERROR_FEN:
      if (e->board < 0)
        say (buf, size, _("Line %d: the FEN tag must hold two boards, \"board A | board B\"."),
             e->line);
      else
        {
          ab_describe_bughouse_fen_error (&e->fen, detail, sizeof detail);
          say (buf, size, _("Line %d: %s: %s"), e->line, board, detail);
        }
      return;
    case AB_BPGN_ERROR_MOVE_NUMBER:
      say (buf, size,
           _("Line %d: '%s' is not a move number with a board letter such as 12A. or 12b."),
           e->line, e->text);
      return;
    case AB_BPGN_ERROR_WRONG_SIDE:
      say (buf, size, _("Line %d: %s: %s is numbered for the side that is not on move."), e->line,
           board, e->text);
      return;
    case AB_BPGN_ERROR_MOVE:
      if (e->match != AB_BUGHOUSE_OK)
        ab_describe_bughouse_error (e->match, detail, sizeof detail);
      else
        {
          AbBughousePosition *pos = ab_bughouse_position_new ();

          if (pos && ab_bughouse_position_set_fen (pos, e->position, NULL))
            ab_describe_bughouse_move_error (pos, &e->move, AB_LANG_EN, detail, sizeof detail);
          else
            say (detail, sizeof detail, "%s", _("That move is not legal."));
          ab_bughouse_position_free (pos);
        }
      say (buf, size, _("Line %d: %s: %s: %s"), e->line, board, e->text, detail);
      return;
    case AB_BPGN_ERROR_ILLEGAL_RECORD:
      say (buf, size, _("Line %d: %s: %s cannot be replayed as an illegal move or its "
                        "restart (art. 8)."), e->line, board, e->text);
      return;
    case AB_BPGN_ERROR_COMMENT:
      say (buf, size, _("Line %d: a comment or variation is not closed."), e->line);
      return;
    case AB_BPGN_ERROR_GAME_OVER:
      say (buf, size, _("Line %d: %s: %s comes after the game on this board ended."), e->line,
           board, e->text);
      return;
    case AB_BPGN_ERROR_ENDING:
      say (buf, size, _("%s: the Result and Ending tags do not fit the game."), board);
      return;
    case AB_BPGN_ERROR_NO_MEMORY: say (buf, size, "%s", _("Out of memory.")); return;
    }
  say (buf, size, "%s", _("Bad BPGN."));
}
