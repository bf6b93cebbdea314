/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tournament-standings.c — a group's standings with the tie-breaks of art. 13.
 *
 * 13.1 Sonneborn-Berger: "de som van de resultaten van alle overwonnen spelers (ook door
 * forfait) + de helft van de som van de resultaten van de spelers waartegen remise werd
 * gespeeld", where for forfeits "het aangepaste resultaat" is used: "van elke speler die
 * heeft gewonnen door forfait, [wordt] een half punt per forfait afgetrokken en elke speler
 * die heeft verloren door forfait een half punt bijgeteld". So an opponent's score enters
 * the SB sum as score - ½ per forfait he won + ½ per forfeit he lost; the player's own
 * score and ranking are untouched ("enkel gebruikt om Sonnenborn-Berger te berekenen en
 * niet als scheidingsstelsel op zich"). A forfeit win counts as a win in the sum (with the
 * loser's adjusted score, which his forfeit raised by ½); a 0-0 is a forfeit loss for both
 * and a win for neither, so it adds nothing to either sum. Each of the two games against
 * an opponent counts on its own.
 */
#include "ab-tournament-standings.h"

#include <stdio.h>
#include <string.h>

#include "ab-tournament-private.h"

typedef struct
{
  AbStandings *out;
  int pairing[AB_TOURNAMENT_MAX_GROUP_SIZE]; /* per row */
  int block[AB_TOURNAMENT_MAX_GROUP_SIZE];   /* per row: rows with equal points and SB */
} Context;

static int
last_round_with_result (const AbGroup *group)
{
  int last = 0;

  for (int i = 0; i < group->n_games; i++)
    if (group->games[i].result != AB_TOURNAMENT_RESULT_NONE && group->games[i].round > last)
      last = group->games[i].round;
  return last;
}

static int
row_of (const AbStandings *st, int player)
{
  for (int i = 0; i < st->n; i++)
    if (st->rows[i].player == player)
      return i;
  return -1;
}

/* Points (half points) White and Black score with this result. */
static void
result_points (AbTournamentResult r, int *white, int *black)
{
  *white = r == AB_TOURNAMENT_RESULT_WHITE_WINS || r == AB_TOURNAMENT_RESULT_WHITE_FORFEIT ? 2 : r == AB_TOURNAMENT_RESULT_DRAW;
  *black = r == AB_TOURNAMENT_RESULT_BLACK_WINS || r == AB_TOURNAMENT_RESULT_BLACK_FORFEIT ? 2 : r == AB_TOURNAMENT_RESULT_DRAW;
}

static void
count_side (AbStanding *me, AbTournamentResult r, AbColor side)
{
  bool forfeit = r == AB_TOURNAMENT_RESULT_WHITE_FORFEIT || r == AB_TOURNAMENT_RESULT_BLACK_FORFEIT
                 || r == AB_TOURNAMENT_RESULT_DOUBLE_FORFEIT;
  int pw, pb, mine, theirs;

  result_points (r, &pw, &pb);
  mine = side == AB_WHITE ? pw : pb;
  theirs = side == AB_WHITE ? pb : pw;
  me->games++;
  me->points2 += mine;
  if (forfeit)
    {
      /* 13.3: a forfeit win counts as a win (4), a forfeit loss 0. */
      if (mine == 2)
        me->forfeit_wins++, me->kashdan += 4;
      else
        me->forfeit_losses++;
      return;
    }
  if (side == AB_BLACK)
    me->black_played++;
  if (mine == 2)
    me->wins++, me->kashdan += 4;
  else if (mine == 1)
    me->draws++, me->kashdan += 2;
  else if (theirs == 2)
    me->losses++, me->kashdan += 1;
}

/* Walks the group's counted games (rounds ≤ upto, not void, with a result). */
typedef void (*GameFunc) (AbStandings *st, int w, int b, AbTournamentResult r, void *data);

static void
for_each_counted (const AbTournament *self, AbStandings *st, GameFunc func, void *data)
{
  const AbGroup *group = &self->groups[st->group];

  for (int i = 0; i < group->n_games; i++)
    {
      bool is_void;
      AbTournamentResult r = ab_tournament_effective_result (self, st->group, i, &is_void);

      if (is_void || r == AB_TOURNAMENT_RESULT_NONE || group->games[i].round > st->upto_round)
        continue;
      func (st, row_of (st, group->games[i].white), row_of (st, group->games[i].black), r, data);
    }
}

static void
count_game_cb (AbStandings *st, int w, int b, AbTournamentResult r, void *data)
{
  count_side (&st->rows[w], r, AB_WHITE);
  count_side (&st->rows[b], r, AB_BLACK);
}

static void
add_sb_cb (AbStandings *st, int w, int b, AbTournamentResult r, void *data)
{
  int pw, pb;

  result_points (r, &pw, &pb);
  /* Quarter points: a win adds the whole adjusted score (2 × half points), a draw half. */
  st->rows[w].sb4 += pw * st->rows[b].adjusted2;
  st->rows[b].sb4 += pb * st->rows[w].adjusted2;
}

static void
add_mutual_cb (AbStandings *st, int w, int b, AbTournamentResult r, void *data)
{
  const Context *ctx = data;
  int pw, pb;

  if (ctx->block[w] != ctx->block[b])
    return;
  result_points (r, &pw, &pb);
  st->rows[w].mutual2 += pw;
  st->rows[b].mutual2 += pb;
}

/* The first criterion of art. 13 on which two rows differ, and which way. */
static AbTiebreak
compare_rows (const Context *ctx, int a, int b, int *sign)
{
  const AbStanding *x = &ctx->out->rows[a], *y = &ctx->out->rows[b];
  /* 13.4: the lower rating ranks higher; no rating counts as the lowest of all, the seed
   * wanting the weaker player to win the tie. */
  const int keys[][2] = {
    { x->points2, y->points2 },
    { x->sb4, y->sb4 },
    { x->mutual2, y->mutual2 },
    { x->kashdan, y->kashdan },
    { -x->rating, -y->rating },
    { x->black_played, y->black_played },
    { x->black_calendar, y->black_calendar },
  };

  for (int k = 0; k < (int) (sizeof keys / sizeof keys[0]); k++)
    if (keys[k][0] != keys[k][1])
      {
        *sign = keys[k][0] > keys[k][1] ? -1 : 1;
        return (AbTiebreak) k;
      }
  /* 13.7 lots: listed by pairing number until the arbiter has drawn them. */
  *sign = ctx->pairing[a] < ctx->pairing[b] ? -1 : 1;
  return AB_TIEBREAK_LOTS;
}

static void
swap_rows (Context *ctx, int i, int j)
{
  AbStanding t = ctx->out->rows[i];
  int p = ctx->pairing[i], b = ctx->block[i];

  ctx->out->rows[i] = ctx->out->rows[j];
  ctx->out->rows[j] = t;
  ctx->pairing[i] = ctx->pairing[j];
  ctx->pairing[j] = p;
  ctx->block[i] = ctx->block[j];
  ctx->block[j] = b;
}

static void
sort_rows (Context *ctx)
{
  for (int i = 1; i < ctx->out->n; i++)
    for (int j = i; j > 0; j--)
      {
        int sign;

        compare_rows (ctx, j - 1, j, &sign);
        if (sign < 0)
          break;
        swap_rows (ctx, j - 1, j);
      }
}

static void
rank_rows (Context *ctx)
{
  AbStandings *st = ctx->out;
  AbTiebreak between[AB_TOURNAMENT_MAX_GROUP_SIZE]; /* row i - 1 against row i */

  for (int i = 1; i < st->n; i++)
    {
      int sign;

      between[i] = compare_rows (ctx, i - 1, i, &sign);
    }
  for (int i = 0; i < st->n; i++)
    {
      AbTiebreak above = i > 0 ? between[i] : AB_TIEBREAK_NONE;
      AbTiebreak below = i + 1 < st->n ? between[i + 1] : AB_TIEBREAK_NONE;

      st->rows[i].decided_by = above > below ? above : below;
      st->rows[i].rank = i > 0 && above == AB_TIEBREAK_LOTS ? st->rows[i - 1].rank : i + 1;
    }
}

bool
ab_tournament_standings (const AbTournament *self, int group, int upto_round, AbStandings *out)
{
  const AbGroup *g;
  Context ctx;
  int n_rounds = ab_tournament_n_rounds (self, group);

  if (group < 0 || group >= self->n_groups)
    return false;
  g = &self->groups[group];
  memset (out, 0, sizeof *out);
  memset (&ctx, 0, sizeof ctx);
  ctx.out = out;
  out->group = group;
  out->upto_round = upto_round <= 0 ? last_round_with_result (g)
                    : upto_round > n_rounds ? n_rounds : upto_round;
  for (int i = 0; i < g->size; i++)
    {
      int p = g->players[i];

      if (ab_tournament_withdrawal (self, p) == AB_WITHDRAWAL_REMOVED)
        {
          out->removed[out->n_removed++] = p;
          continue;
        }
      ctx.pairing[out->n] = i + 1;
      out->rows[out->n].player = p;
      out->rows[out->n].rating = self->players[p].rating;
      out->n++;
    }
  /* 13.6 counts the calendar up to the round the standings are for: at the end of a double
   * round robin everyone has had Black equally often. */
  for (int i = 0; i < g->n_games; i++)
    if (g->games[i].round <= out->upto_round && !ab_tournament_game_is_void (self, &g->games[i]))
      out->rows[row_of (out, g->games[i].black)].black_calendar++;
  for_each_counted (self, out, count_game_cb, NULL);
  for (int i = 0; i < out->n; i++)
    {
      AbStanding *s = &out->rows[i];

      s->adjusted2 = s->points2 - s->forfeit_wins + s->forfeit_losses;
    }
  for_each_counted (self, out, add_sb_cb, NULL);

  /* 13.2 among the players tied on points and SB: all their games against each other,
   * forfeits included, computed once for that whole tie; the later criteria then order
   * what it leaves tied. */
  for (int i = 0; i < out->n; i++)
    ctx.block[i] = i;
  for (int i = 0; i < out->n; i++)
    for (int j = 0; j < i; j++)
      if (out->rows[i].points2 == out->rows[j].points2 && out->rows[i].sb4 == out->rows[j].sb4)
        {
          ctx.block[i] = ctx.block[j];
          out->rows[i].has_mutual = out->rows[j].has_mutual = true;
          break;
        }
  for_each_counted (self, out, add_mutual_cb, &ctx);
  for (int i = 0; i < out->n; i++)
    if (!out->rows[i].has_mutual)
      out->rows[i].mutual2 = 0;
  sort_rows (&ctx);
  rank_rows (&ctx);
  return true;
}

int
ab_tournament_format_value (int value, int denominator, char decimal, char *buf, size_t size)
{
  static const char *const quarters[] = { "", "25", "5", "75" };
  unsigned magnitude = value < 0 ? 0u - (unsigned) value : (unsigned) value;
  unsigned whole, frac;

  if (denominator != 2 && denominator != 4)
    denominator = 1;
  whole = magnitude / (unsigned) denominator;
  frac = denominator == 1 ? 0 : magnitude % (unsigned) denominator * (4u / (unsigned) denominator);
  if (frac == 0)
    return snprintf (buf, size, "%s%u", value < 0 ? "-" : "", whole);
  return snprintf (buf, size, "%s%u%c%s", value < 0 ? "-" : "", whole, decimal, quarters[frac]);
}
