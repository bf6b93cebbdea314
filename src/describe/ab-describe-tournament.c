/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-describe-tournament.c — the club championship in words. */
#include "ab-describe-tournament.h"

#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "ab-describe-i18n.h"
#include "ab-describe.h"

static const char *
field_name (AbTrfField f)
{
  switch (f)
    {
    case AB_TRF_FIELD_START_RANK: return _("starting rank");
    case AB_TRF_FIELD_SEX: return _("sex");
    case AB_TRF_FIELD_TITLE: return _("title");
    case AB_TRF_FIELD_NAME: return _("name");
    case AB_TRF_FIELD_RATING: return _("rating");
    case AB_TRF_FIELD_FEDERATION: return _("federation");
    case AB_TRF_FIELD_ID: return _("player id");
    case AB_TRF_FIELD_BIRTH: return _("birth date");
    case AB_TRF_FIELD_POINTS: return _("points");
    case AB_TRF_FIELD_RANK: return _("rank");
    case AB_TRF_FIELD_OPPONENT: return _("opponent");
    case AB_TRF_FIELD_COLOUR: return _("colour");
    case AB_TRF_FIELD_RESULT: return _("result");
    case AB_TRF_FIELD_ROUNDS: return _("number of rounds (XXR)");
    case AB_TRF_FIELD_GROUP: return _("group number (ABG)");
    case AB_TRF_FIELD_PLAYER: return _("player's starting rank");
    case AB_TRF_FIELD_ROUND: return _("round");
    case AB_TRF_FIELD_DATE: return _("date");
    case AB_TRF_FIELD_TEXT: return _("text");
    case AB_TRF_FIELD_NONE:
    default: return _("line");
    }
}

static const char *
colour_word (char c)
{
  return c == 'w' ? _("White") : c == 'b' ? _("Black") : _("no colour");
}

/* The character as the user sees it in a message. */
static void
quote_char (char c, char *buf, size_t size)
{
  if (c > ' ' && c < 0x7f)
    snprintf (buf, size, "'%c'", c);
  else if (c == ' ')
    snprintf (buf, size, "%s", _("a blank"));
  else
    snprintf (buf, size, "%s", _("a character"));
}

static void
what_trf (const AbTrfError *e, char *what, size_t size)
{
  char c[32];

  quote_char (e->character, c, sizeof c);
  switch (e->code)
    {
    case AB_TRF_OK:
      snprintf (what, size, "%s", _("no error"));
      break;
    case AB_TRF_ERROR_ENCODING:
      snprintf (what, size, "%s", _("a control character or a byte that is not UTF-8 text"));
      break;
    case AB_TRF_ERROR_RECORD:
      snprintf (what, size, "%s", _("not a TRF record: a line starts with a three-digit code "
                                    "such as 001 or 012, or XXR, ABG, ABP or ABW"));
      break;
    case AB_TRF_ERROR_TWICE:
      if (e->value)
        snprintf (what, size, _("%s %d is given twice"), field_name (e->field), e->value);
      else
        snprintf (what, size, "%s", _("this record is given twice"));
      break;
    case AB_TRF_ERROR_BLANK:
      snprintf (what, size, _("this column must be blank, it holds %s"), c);
      break;
    case AB_TRF_ERROR_EMPTY:
      snprintf (what, size, _("the %s is missing"), field_name (e->field));
      break;
    case AB_TRF_ERROR_NUMBER:
      snprintf (what, size, _("the %s must be a right-aligned number, it holds %s"),
                field_name (e->field), c);
      break;
    case AB_TRF_ERROR_RANGE:
      snprintf (what, size, _("%s %d is out of range (at most %d)"), field_name (e->field),
                e->value, e->limit);
      break;
    case AB_TRF_ERROR_CHARACTER:
      snprintf (what, size, _("%s is not allowed in the %s"), c, field_name (e->field));
      break;
    case AB_TRF_ERROR_TOO_LONG:
      snprintf (what, size, _("the line goes on past its last field (column %d)"), e->limit);
      break;
    case AB_TRF_ERROR_DATE:
      snprintf (what, size, "%s", _("not a valid date (YY/MM/DD in the 132 line, YYYY/MM/DD "
                                    "in ABP)"));
      break;
    case AB_TRF_ERROR_NO_PLAYERS:
      snprintf (what, size, "%s", _("the file has no player line (001)"));
      break;
    case AB_TRF_ERROR_TOO_MANY_PLAYERS:
      snprintf (what, size, _("more than %d players"), AB_TOURNAMENT_MAX_PLAYERS);
      break;
    case AB_TRF_ERROR_DUPLICATE:
      snprintf (what, size, _("starting rank %d is used twice"), e->value);
      break;
    case AB_TRF_ERROR_UNKNOWN_PLAYER:
      snprintf (what, size, _("no player has starting rank %d"), e->value);
      break;
    case AB_TRF_ERROR_GROUP:
      snprintf (what, size, _("group %d: with %d ABG lines the groups are numbered 1 to %d"),
                e->value, e->limit, e->limit);
      break;
    case AB_TRF_ERROR_GROUP_SIZE:
      snprintf (what, size, _("a group has %d players; it needs %d to %d"), e->value,
                AB_TOURNAMENT_MIN_GROUP_SIZE, AB_TOURNAMENT_MAX_GROUP_SIZE);
      break;
    case AB_TRF_ERROR_IN_TWO_GROUPS:
      snprintf (what, size, _("player %d is already in a group"), e->value);
      break;
    case AB_TRF_ERROR_NO_GROUP:
      snprintf (what, size, _("player %d is in no group (ABG line)"), e->value);
      break;
    case AB_TRF_ERROR_ROUNDS:
      snprintf (what, size, _("XXR says %d rounds, the double round robin has %d"), e->value,
                e->limit);
      break;
    case AB_TRF_ERROR_PAIRING:
      if (e->expected == 0)
        snprintf (what, size, _("round %d: the Berger table gives this player a free round, "
                                "the line names opponent %d"), e->round, e->value);
      else
        snprintf (what, size, _("round %d: the Berger table pairs this player with %d, the "
                                "line names %d"), e->round, e->expected, e->value);
      break;
    case AB_TRF_ERROR_COLOUR:
      snprintf (what, size, _("round %d: the Berger table gives this player %s ('%c'), the "
                              "line says %s"), e->round, colour_word ((char) e->expected),
                (char) e->expected, c);
      break;
    case AB_TRF_ERROR_BYE_POINTS:
      snprintf (what, size, _("round %d: %s gives points for a free round; a round robin "
                              "gives none"), e->round, c);
      break;
    case AB_TRF_ERROR_PAST_ROUNDS:
      snprintf (what, size, _("round %d: the group plays only %d rounds"), e->round, e->limit);
      break;
    case AB_TRF_ERROR_MISMATCH:
      snprintf (what, size, _("round %d: result %s does not match the line of opponent %d"),
                e->round, c, e->value);
      break;
    case AB_TRF_ERROR_POSTPONEMENT:
      snprintf (what, size, _("round %d: player %d has no game to postpone, or postponed it "
                              "before"), e->round, e->value);
      break;
    default:
      snprintf (what, size, "%s", "?");
      break;
    }
}

void
ab_describe_trf_error (const AbTrfError *e, char *buf, size_t size)
{
  char what[AB_DESCRIBE_MAX];

  what_trf (e, what, sizeof what);
  if (e->column > 0)
    snprintf (buf, size, _("column %d: %s"), e->column, what);
  else
    snprintf (buf, size, "%s", what);
}

void
ab_describe_tournament_error (const AbTournamentError *e, char *buf, size_t size)
{
  switch (e->code)
    {
    case AB_TOURNAMENT_OK: snprintf (buf, size, "%s", _("no error")); break;
    case AB_TOURNAMENT_ERROR_TOO_MANY_PLAYERS:
      snprintf (buf, size, _("a championship has at most %d players"), AB_TOURNAMENT_MAX_PLAYERS);
      break;
    case AB_TOURNAMENT_ERROR_NO_NAME: snprintf (buf, size, "%s", _("a player needs a name")); break;
    case AB_TOURNAMENT_ERROR_FIELD:
      snprintf (buf, size, "%s",
                _("a player's field is too long or has a character TRF cannot carry"));
      break;
    case AB_TOURNAMENT_ERROR_RATING:
      snprintf (buf, size, "%s", _("a rating lies between 0 and 9999"));
      break;
    case AB_TOURNAMENT_ERROR_GROUP_COUNT:
      snprintf (buf, size, _("%d groups: art. 2 asks for three groups, from 17 entrants on "
                             "always"), e->count);
      break;
    case AB_TOURNAMENT_ERROR_GROUP_SIZE:
      snprintf (buf, size, _("a group of %d players: a group has %d to %d"), e->count,
                AB_TOURNAMENT_MIN_GROUP_SIZE, AB_TOURNAMENT_MAX_GROUP_SIZE);
      break;
    case AB_TOURNAMENT_ERROR_EXPAND:
      snprintf (buf, size, _("with %d entrants group 1 cannot grow: that needs more than 24 "
                             "(art. 2)"), e->count);
      break;
    case AB_TOURNAMENT_ERROR_NO_PLAYER: snprintf (buf, size, "%s", _("no such player")); break;
    case AB_TOURNAMENT_ERROR_PLAYER_IN_GROUP:
      snprintf (buf, size, "%s", _("the player is already in a group"));
      break;
    case AB_TOURNAMENT_ERROR_NO_GROUP: snprintf (buf, size, "%s", _("no such group")); break;
    case AB_TOURNAMENT_ERROR_NO_GAME: snprintf (buf, size, "%s", _("no such game")); break;
    case AB_TOURNAMENT_ERROR_WITHDRAWN:
      snprintf (buf, size, "%s", _("the player has withdrawn: art. 11 decides his games"));
      break;
    case AB_TOURNAMENT_ERROR_ALREADY_WITHDRAWN:
      snprintf (buf, size, "%s", _("the player has already withdrawn"));
      break;
    case AB_TOURNAMENT_ERROR_NOT_IN_GROUP:
      snprintf (buf, size, "%s", _("the player is in no group"));
      break;
    case AB_TOURNAMENT_ERROR_HAS_RESULT:
      snprintf (buf, size, "%s", _("the game has a result and cannot be postponed"));
      break;
    case AB_TOURNAMENT_ERROR_ALREADY_POSTPONED:
      snprintf (buf, size, "%s", _("each player may postpone a game only once (art. 12)"));
      break;
    case AB_TOURNAMENT_ERROR_AFTER_DEADLINE:
      snprintf (buf, size, _("the game must be played before %04d/%02d/%02d (art. 12)"),
                e->date.year, e->date.month, e->date.day);
      break;
    case AB_TOURNAMENT_ERROR_ROUND:
      snprintf (buf, size, _("round %d is not in the calendar"), e->round);
      break;
    case AB_TOURNAMENT_ERROR_DATE:
      snprintf (buf, size, "%s", _("not a valid date, or not after the game's evening"));
      break;
    default: snprintf (buf, size, "?"); break;
    }
}

const char *
ab_describe_tiebreak (AbTiebreak t)
{
  switch (t)
    {
    case AB_TIEBREAK_NONE: return _("points");
    case AB_TIEBREAK_SB: return _("Sonneborn-Berger");
    case AB_TIEBREAK_MUTUAL: return _("mutual result");
    case AB_TIEBREAK_KASHDAN: return _("Kashdan");
    case AB_TIEBREAK_RATING: return _("lower rating");
    case AB_TIEBREAK_BLACK_PLAYED: return _("more games played with Black");
    case AB_TIEBREAK_BLACK_CALENDAR: return _("more Blacks on the calendar");
    case AB_TIEBREAK_LOTS: return _("unresolved: lots");
    default: return "?";
    }
}

const char *
ab_describe_tournament_result (AbTournamentResult r)
{
  switch (r)
    {
    case AB_TOURNAMENT_RESULT_WHITE_WINS: return "1-0";
    case AB_TOURNAMENT_RESULT_DRAW: return "½-½";
    case AB_TOURNAMENT_RESULT_BLACK_WINS: return "0-1";
    case AB_TOURNAMENT_RESULT_WHITE_FORFEIT: return _("1-0 forfeit");
    case AB_TOURNAMENT_RESULT_BLACK_FORFEIT: return _("0-1 forfeit");
    case AB_TOURNAMENT_RESULT_DOUBLE_FORFEIT: return _("0-0 (both absent)");
    case AB_TOURNAMENT_RESULT_NONE:
    default: return "";
    }
}

static char
decimal_point (void)
{
  const char *d = localeconv ()->decimal_point;

  return d && d[0] && !d[1] ? d[0] : '.';
}

void
ab_describe_export_labels (AbExportLabels *l, const char *title)
{
  memset (l, 0, sizeof *l);
  l->title = title;
  l->number = _("No.");
  l->rank = _("Rank");
  l->name = _("Name");
  l->points = _("Points");
  l->games = _("Games");
  l->sb = _("SB");
  l->mutual = _("Mutual");
  l->kashdan = _("Kashdan");
  l->rating = _("Rating");
  l->black_played = _("Black played");
  l->black_calendar = _("Black calendar");
  l->decided_by = _("Decided by");
  l->withdrawn = _("withdrew before half his games (art. 11)");
  for (int t = 0; t < AB_TIEBREAK_COUNT; t++)
    l->tiebreak[t] = ab_describe_tiebreak ((AbTiebreak) t);
  l->shared_rank = "=";
  l->decimal = decimal_point ();
}

/* The value of the criterion that decided, for the sentence. */
static void
decisive_value (const AbStanding *s, char decimal, char *buf, size_t size)
{
  switch (s->decided_by)
    {
    case AB_TIEBREAK_SB: ab_tournament_format_value (s->sb4, 4, decimal, buf, size); break;
    case AB_TIEBREAK_MUTUAL: ab_tournament_format_value (s->mutual2, 2, decimal, buf, size); break;
    case AB_TIEBREAK_KASHDAN: snprintf (buf, size, "%d", s->kashdan); break;
    case AB_TIEBREAK_RATING: snprintf (buf, size, "%d", s->rating); break;
    case AB_TIEBREAK_BLACK_PLAYED: snprintf (buf, size, "%d", s->black_played); break;
    case AB_TIEBREAK_BLACK_CALENDAR: snprintf (buf, size, "%d", s->black_calendar); break;
    default: buf[0] = '\0'; break;
    }
}

void
ab_describe_standing (const AbStanding *s, char *buf, size_t size)
{
  char decimal = decimal_point (), points[32], sb[32], value[32], place[64];

  ab_tournament_format_value (s->points2, 2, decimal, points, sizeof points);
  ab_tournament_format_value (s->sb4, 4, decimal, sb, sizeof sb);
  decisive_value (s, decimal, value, sizeof value);
  if (s->decided_by == AB_TIEBREAK_LOTS)
    snprintf (place, sizeof place, _("Place %d (shared, lots to be drawn)"), s->rank);
  else
    snprintf (place, sizeof place, _("Place %d"), s->rank);
  /* Exactly one point is singular; ½ and 1½ are not. */
  if (s->decided_by == AB_TIEBREAK_NONE || s->decided_by == AB_TIEBREAK_LOTS
      || s->decided_by == AB_TIEBREAK_SB)
    snprintf (buf, size,
              dngettext (GETTEXT_PACKAGE_AB, "%s, %s point, Sonneborn-Berger %s, decided by %s",
                         "%s, %s points, Sonneborn-Berger %s, decided by %s",
                         s->points2 == 2 ? 1 : 2),
              place, points, sb, ab_describe_tiebreak (s->decided_by));
  else
    snprintf (buf, size,
              dngettext (GETTEXT_PACKAGE_AB, "%s, %s point, Sonneborn-Berger %s, decided by %s (%s)",
                         "%s, %s points, Sonneborn-Berger %s, decided by %s (%s)",
                         s->points2 == 2 ? 1 : 2),
              place, points, sb, ab_describe_tiebreak (s->decided_by), value);
}

void
ab_describe_group (int group, char *buf, size_t size)
{
  snprintf (buf, size, _("Group %d"), group + 1);
}

void
ab_describe_season_move (const AbSeasonMove *m, char *buf, size_t size)
{
  const char *lots = m->lots ? _(" (lots decide: an unresolved tie)") : "";

  switch (m->reason)
    {
    case AB_MOVE_PROMOTED_WINNER:
      snprintf (buf, size, _("promoted to group %d: winner of group %d (art. 15)%s"), m->to + 1,
                m->from + 1, lots);
      break;
    case AB_MOVE_PROMOTED_EXTRA:
      snprintf (buf, size, _("promoted to group %d: extra place, more entrants (art. 15.3)%s"),
                m->to + 1, lots);
      break;
    case AB_MOVE_RELEGATED:
    default:
      snprintf (buf, size, _("relegated to group %d (art. 15)%s"), m->to + 1, lots);
      break;
    }
}
