/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-describe-pgn.c — PGN reading errors as sentences. */
#include "ab-describe-pgn.h"

#include <stdio.h>
#include <string.h>

#include "ab-describe-i18n.h"
#include "ab-describe-move.h"

static const char *
color_name (AbColor c)
{
  return c == AB_WHITE ? _("White") : _("Black");
}

static void
describe_move (const AbPgnError *e, char *buf, size_t size)
{
  AbPosition *pos = ab_position_new ();
  char why[AB_DESCRIBE_MAX];

  if (pos && ab_position_set_fen (pos, e->position, NULL))
    ab_describe_move_error (pos, &e->move, AB_LANG_EN, why, sizeof why);
  else
    snprintf (why, sizeof why, "%s", _("This move is not possible here."));
  ab_position_free (pos);
  if (e->side == AB_WHITE)
    /* Translators: a move number, the move as written, and why it cannot be played. */
    snprintf (buf, size, _("%d. %s: %s"), e->move_number, e->token, why);
  else
    snprintf (buf, size, _("%d... %s: %s"), e->move_number, e->token, why);
}

void
ab_describe_pgn_error (const AbPgnError *e, char *buf, size_t size)
{
  char fen[AB_DESCRIBE_MAX];

  switch (e->code)
    {
    case AB_PGN_OK:
      snprintf (buf, size, "%s", _("No error."));
      break;
    case AB_PGN_ERROR_BAD_TAG:
      snprintf (buf, size, _("Bad tag pair “%s”: a tag is written [Name \"value\"] on one line."),
                e->token);
      break;
    case AB_PGN_ERROR_BAD_FEN:
      ab_describe_fen_error (&e->fen, fen, sizeof fen);
      snprintf (buf, size, _("The FEN tag is wrong. %s"), fen);
      break;
    case AB_PGN_ERROR_SETUP_WITHOUT_FEN:
      snprintf (buf, size, "%s",
                _("The SetUp tag says the game starts from a set-up position, "
                  "but there is no FEN tag."));
      break;
    case AB_PGN_ERROR_UNSUPPORTED_VARIANT:
      snprintf (buf, size, _("The variant “%s” is not supported: only standard chess and Chess960 are."),
                e->token);
      break;
    case AB_PGN_ERROR_UNKNOWN_TOKEN:
      snprintf (buf, size,
                _("“%s” is not a move, a move number, a result, a comment or an annotation."),
                e->token);
      break;
    case AB_PGN_ERROR_ILLEGAL_MOVE:
      describe_move (e, buf, size);
      break;
    case AB_PGN_ERROR_UNTERMINATED_COMMENT:
      snprintf (buf, size, "%s", _("The comment that opens here with { is never closed with }."));
      break;
    case AB_PGN_ERROR_UNTERMINATED_VARIATION:
      snprintf (buf, size, "%s", _("The variation that opens here with ( is never closed with )."));
      break;
    case AB_PGN_ERROR_UNMATCHED_PARENTHESIS:
      snprintf (buf, size, "%s", _("This ) closes a variation that was never opened."));
      break;
    case AB_PGN_ERROR_VARIATION_WITHOUT_MOVE:
      snprintf (buf, size, "%s",
                _("A variation ( must follow the move it is an alternative to."));
      break;
    case AB_PGN_ERROR_EMPTY_VARIATION:
      snprintf (buf, size, "%s", _("The variation has no moves."));
      break;
    case AB_PGN_ERROR_TOO_DEEP:
      snprintf (buf, size, _("Variations are nested more than %d deep."), AB_PGN_MAX_DEPTH);
      break;
    case AB_PGN_ERROR_BAD_NAG:
      snprintf (buf, size, _("“%s” is not an annotation glyph: those are $1 to $255."), e->token);
      break;
    case AB_PGN_ERROR_NAG_WITHOUT_MOVE:
      snprintf (buf, size, _("The annotation “%s” does not follow a move."), e->token);
      break;
    case AB_PGN_ERROR_TOO_MANY_NAGS:
      snprintf (buf, size, _("More than %d annotation glyphs on one move."), AB_PGN_MAX_NAGS);
      break;
    case AB_PGN_ERROR_MISSING_RESULT:
      snprintf (buf, size, "%s",
                _("The game does not end with a result: 1-0, 0-1, 1/2-1/2 or *."));
      break;
    case AB_PGN_ERROR_RESULT_MISMATCH:
      snprintf (buf, size, _("The game ends with %s but its Result tag says %s."),
                ab_pgn_result_string (e->result), ab_pgn_result_string (e->tag_result));
      break;
    case AB_PGN_ERROR_RESULT_AFTER_CHECKMATE:
      snprintf (buf, size, _("%s is checkmated, so the result is %s, not %s."),
                color_name (e->side),
                ab_pgn_result_string (e->side == AB_WHITE ? AB_PGN_RESULT_BLACK_WINS
                                                          : AB_PGN_RESULT_WHITE_WINS),
                ab_pgn_result_string (e->result));
      break;
    case AB_PGN_ERROR_RESULT_AFTER_STALEMATE:
      snprintf (buf, size, _("The game ends in stalemate, so the result is 1/2-1/2, not %s."),
                ab_pgn_result_string (e->result));
      break;
    case AB_PGN_ERROR_TOO_LARGE:
      snprintf (buf, size, "%s", _("The game is too large to read."));
      break;
    case AB_PGN_ERROR_NO_MEMORY:
    default:
      snprintf (buf, size, "%s", _("Out of memory while reading the game."));
      break;
    }
}

void
ab_describe_pgn_missing_tags (unsigned missing, char *buf, size_t size)
{
  char names[AB_DESCRIBE_MAX] = "";
  size_t n = 0;

  for (int t = 0; t < AB_PGN_ROSTER_SIZE; t++)
    if (missing & (1u << t))
      {
        int k = snprintf (names + n, sizeof names - n, "%s%s", n ? ", " : "", ab_pgn_roster[t]);

        if (k > 0 && (size_t) k < sizeof names - n)
          n += (size_t) k;
      }
  /* Translators: %s lists tag names such as "Site, Round"; they stay in English. */
  snprintf (buf, size, _("The Seven Tag Roster lacks %s."), names);
}
