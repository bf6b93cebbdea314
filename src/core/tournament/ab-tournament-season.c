/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tournament-season.c — the end of the season: group winners, the club champion
 * (art. 14) and the promotion and relegation proposal (art. 15).
 *
 * Art. 15 as applied here, for groups 1 (top) … G:
 *   every group's winner but group 1's goes up ("de winnaars in de twee en derde reeksen
 *   zijn zeker van promotie");
 *   15.1 as many entrants next season: one player goes down from each group but the last;
 *   15.2 fewer: two go down from group 1, and from group 2 (and lower) two only when art. 2
 *        gives that group fewer places next season ("eventueel"), else one;
 *   15.3 more: one goes down from each group but the last, and one extra player goes up —
 *        the runner-up of the group below the highest group art. 2 makes larger; when only
 *        the last group grows there is no room above it and no extra promotion.
 * Players who withdrew before half their games never entered (art. 11) and are not counted.
 */
#include "ab-tournament-standings.h"

#include <string.h>

#include "ab-tournament-private.h"

static void
add_move (AbSeason *out, const AbStandings *st, int row, int cut, int from, int to,
          AbMoveReason reason)
{
  AbSeasonMove *m = &out->moves[out->n_moves++];

  m->player = st->rows[row].player;
  m->from = from;
  m->to = to;
  m->reason = reason;
  /* The cut between movers and stayers runs through an unresolved tie. */
  m->lots = cut > 0 && cut < st->n && st->rows[cut - 1].rank == st->rows[cut].rank
            && st->rows[row].rank == st->rows[cut].rank;
}

bool
ab_tournament_season (const AbTournament *self, int n_next, AbSeason *out)
{
  AbStandings st[AB_TOURNAMENT_MAX_GROUPS];
  int groups = self->n_groups, up[AB_TOURNAMENT_MAX_GROUPS] = { 0 };
  int down[AB_TOURNAMENT_MAX_GROUPS] = { 0 };
  bool extra_given = false;

  if (groups == 0)
    return false;
  memset (out, 0, sizeof *out);
  out->n_groups = groups;
  for (int g = 0; g < groups; g++)
    {
      ab_tournament_standings (self, g, ab_tournament_n_rounds (self, g), &st[g]);
      out->sizes[g] = st[g].n;
      out->n_this += st[g].n;
      out->winner[g] = st[g].n > 0 && (st[g].n == 1 || st[g].rows[1].rank != 1)
                       ? st[g].rows[0].player : -1;
    }
  out->champion = out->winner[0];
  out->n_next = n_next > 0 ? n_next : out->n_this;
  out->trend = out->n_next == out->n_this ? AB_SEASON_SAME
               : out->n_next < out->n_this ? AB_SEASON_FEWER : AB_SEASON_MORE;
  /* Art. 2 for next season: as even as possible, the remainder to the top groups. */
  for (int g = 0; g < groups; g++)
    out->next_sizes[g] = out->n_next / groups + (g < out->n_next % groups ? 1 : 0);

  for (int g = 0; g + 1 < groups; g++)
    {
      up[g + 1] = 1;
      down[g] = 1;
      if (out->trend == AB_SEASON_FEWER
          && (g == 0 || out->next_sizes[g] < out->sizes[g]))
        down[g] = 2;
      if (out->trend == AB_SEASON_MORE && !extra_given && out->next_sizes[g] > out->sizes[g])
        {
          up[g + 1] = 2;
          extra_given = true;
        }
    }
  for (int g = 0; g < groups; g++)
    {
      int n = st[g].n, going_up = up[g] < n ? up[g] : n;
      int going_down = down[g] < n - going_up ? down[g] : n - going_up;

      for (int i = 0; i < going_up; i++)
        add_move (out, &st[g], i, going_up, g, g - 1,
                  i == 0 ? AB_MOVE_PROMOTED_WINNER : AB_MOVE_PROMOTED_EXTRA);
      for (int i = n - going_down; i < n; i++)
        add_move (out, &st[g], i, n - going_down, g, g + 1, AB_MOVE_RELEGATED);
    }
  return true;
}
