/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-describe-deadpos.c — the dead-position analysis's verdict in words. */
#include "ab-describe-deadpos.h"

#include <stdio.h>

#include "ab-describe-i18n.h"

static const char *
color_name (AbColor c)
{
  return c == AB_WHITE ? _("White") : _("Black");
}

void
ab_describe_mate_analysis (const AbPosition *pos, AbColor winner, const AbMateAnalysis *a,
                           char *buf, size_t size)
{
  AbColor loser = (AbColor) !winner;

  if (size == 0)
    return;
  switch (a->reason)
    {
    case AB_MATE_BY_GAME_OVER:
      if (a->verdict == AB_MATE_POSSIBLE)
        snprintf (buf, size, _("%s is checkmated already."), color_name (loser));
      else if (ab_position_in_check (pos))
        snprintf (buf, size, _("%s is checkmated already."), color_name (winner));
      else
        snprintf (buf, size, "%s", _("The position is stalemate."));
      break;
    case AB_MATE_BY_MATERIAL:
      snprintf (buf, size,
                _("%s has too little material to checkmate: a lone king, a king and knight "
                  "against queens only, or bishops all on squares of one colour without a "
                  "knight or bishop of the other colour to block."),
                color_name (winner));
      break;
    case AB_MATE_BY_REACH:
      snprintf (buf, size,
                _("The pawns are locked for good: none of %s's pieces can ever reach the "
                  "squares around %s's king closely enough to checkmate it."),
                color_name (winner), color_name (loser));
      break;
    case AB_MATE_BY_SEARCH:
      if (a->verdict == AB_MATE_POSSIBLE)
        snprintf (buf, size, _("%s can checkmate; a sequence of legal moves that does it "
                               "follows."),
                  color_name (winner));
      else
        snprintf (buf, size,
                  _("Every position reachable by legal moves was examined; in none is %s "
                    "checkmated."),
                  color_name (loser));
      break;
    case AB_MATE_BY_NOTHING:
    default:
      snprintf (buf, size,
                dngettext (GETTEXT_PACKAGE_AB,
                           "The analysis stopped at its budget after %llu position, before "
                           "deciding whether %s can checkmate: the arbiter decides.",
                           "The analysis stopped at its budget after %llu positions, before "
                           "deciding whether %s can checkmate: the arbiter decides.",
                           (unsigned long) a->nodes),
                (unsigned long long) a->nodes, color_name (winner));
      break;
    }
}
