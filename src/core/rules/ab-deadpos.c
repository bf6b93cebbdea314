/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-deadpos.c — can a side still checkmate: the analyser and its driver.
 *
 * Order of work for one side, cheapest first:
 * 1. the position itself (mate, stalemate) and the proven material rules;
 * 2. the quick path: a mate in one, then a short guided helpmate search
 *    without the reach analysis, which settles nearly every position of a
 *    real game in a few hundred nodes;
 * 3. the reach analysis (ab-deadpos-reach.c) of the position, and of every
 *    position one move on (a capture or a forced move may be what freezes
 *    the structure);
 * 4. the guided helpmate search (ab-deadpos-search.c) with the reach
 *    analysis pruning, on half of what is left of the budget;
 * 5. the exhaustive search (ab-deadpos-exhaust.c) with the rest: it settles
 *    the dead positions whose proof needs every line, such as fortresses
 *    where each attempt ends in stalemate.
 */
#include "ab-deadpos.h"

#include <stdlib.h>
#include <string.h>

#include "ab-deadpos-private.h"

static void
init_knight_distance (AbDeadpos *self)
{
  for (int from = 0; from < 64; from++)
    {
      AbBitboard seen = AB_BB (from), frontier = seen;

      memset (self->knight_distance[from], 0, 64);
      for (int d = 1; frontier; d++)
        {
          AbBitboard next = 0;

          while (frontier)
            next |= ab_knight_attacks (ab_bb_pop (&frontier));
          next &= ~seen;
          seen |= next;
          frontier = next;
          for (AbBitboard b = next; b;)
            self->knight_distance[from][ab_bb_pop (&b)] = (uint8_t) d;
        }
    }
}

AbDeadpos *
ab_deadpos_new (void)
{
  AbDeadpos *self;

  ab_bitboard_init ();
  self = calloc (1, sizeof (AbDeadpos));
  if (self == NULL)
    return NULL;
  /* calloc'd pages are only touched as the search reaches them: a game that
   * never needs a long search never pays for the table */
  self->tt = calloc ((size_t) 1 << AB_DEADPOS_QUICK_TT_BITS, sizeof (AbDeadposEntry));
  self->tt_mask = ((uint64_t) 1 << AB_DEADPOS_QUICK_TT_BITS) - 1;
  self->statics = calloc ((size_t) 1 << AB_DEADPOS_STATIC_BITS, sizeof (AbDeadposStatic));
  self->frames = malloc (AB_DEADPOS_MAX_DEPTH * sizeof (AbDeadposFrame));
  self->move_buffer = malloc (AB_DEADPOS_MOVE_BUFFER * sizeof (AbMove));
  if (self->tt == NULL || self->statics == NULL || self->frames == NULL
      || self->move_buffer == NULL)
    {
      ab_deadpos_free (self);
      return NULL;
    }
  self->node_limit = AB_DEADPOS_DEFAULT_NODES;
  init_knight_distance (self);
  return self;
}

void
ab_deadpos_free (AbDeadpos *self)
{
  if (self == NULL)
    return;
  free (self->tt);
  free (self->statics);
  free (self->frames);
  free (self->move_buffer);
  free (self);
}

void
ab_deadpos_set_node_limit (AbDeadpos *self, uint64_t nodes)
{
  self->node_limit = nodes;
}

void
ab_deadpos_set_budget_ms (AbDeadpos *self, uint32_t ms)
{
  self->node_limit = (uint64_t) ms * (AB_DEADPOS_NODES_PER_SECOND / 1000);
}

uint64_t
ab_deadpos_get_node_limit (const AbDeadpos *self)
{
  return self->node_limit;
}

AbDeadposEntry *
_ab_deadpos_entry (AbDeadpos *self, uint64_t key)
{
  return &self->tt[key & self->tt_mask];
}

void
_ab_deadpos_new_generation (AbDeadpos *self)
{
  if (++self->generation == 0)
    {
      memset (self->tt, 0, (size_t) (self->tt_mask + 1) * sizeof (AbDeadposEntry));
      self->generation = 1;
    }
}

void
_ab_deadpos_grow_table (AbDeadpos *self)
{
  AbDeadposEntry *big;

  if (self->tt_mask + 1 >= (uint64_t) 1 << AB_DEADPOS_TT_BITS)
    return;
  big = calloc ((size_t) 1 << AB_DEADPOS_TT_BITS, sizeof (AbDeadposEntry));
  if (big == NULL)
    return;
  free (self->tt);
  self->tt = big;
  self->tt_mask = ((uint64_t) 1 << AB_DEADPOS_TT_BITS) - 1;
  self->generation = 0;
}

bool
_ab_deadpos_reach_proves (AbDeadpos *self)
{
  const AbPosition *p = &self->pos;
  uint64_t key = p->key ^ (self->winner == AB_WHITE ? 0 : 0x9E3779B97F4A7C15ULL);
  AbDeadposStatic *e = &self->statics[key & (((uint64_t) 1 << AB_DEADPOS_STATIC_BITS) - 1)];
  AbReach reach;

  if (!_ab_reach_may_help (p))
    return false;
  if (e->key == key && key != 0)
    return e->dead;
  e->key = key;
  e->dead = _ab_reach_compute (p, &reach) && _ab_reach_cannot_mate (&reach, self->winner);
  return e->dead;
}

bool
_ab_deadpos_may_freeze (const AbPosition *pos, AbMove move)
{
  AbSquare to = ab_move_to (move);
  AbBitboard pawns = pos->by_type[AB_PAWN];

  if (ab_position_is_capture (pos, move))
    return true;
  if (AB_PIECE_TYPE (pos->board[ab_move_from (move)]) != AB_PAWN)
    return false;
  /* a pawn now meets a pawn head-on, in front or behind */
  return ((AB_BB (to) << 8) | (AB_BB (to) >> 8)) & pawns & ~AB_BB (ab_move_from (move));
}

bool
_ab_deadpos_settled (AbDeadpos *self, bool check_reach)
{
  const AbPosition *p = &self->pos;

  if (_ab_material_cannot_mate (p, self->winner))
    return true;
  if (check_reach && self->use_reach && p->by_type[AB_PAWN] && _ab_deadpos_reach_proves (self))
    return true;
  if (p->side == self->winner || !p->checkers)
    {
      AbMoveList list;

      ab_position_legal_moves (p, &list);
      return list.count == 0;
    }
  return false;
}

static void
clear_analysis (AbMateAnalysis *a)
{
  a->verdict = AB_MATE_UNDECIDED;
  a->reason = AB_MATE_BY_NOTHING;
  a->nodes = 0;
  a->line_length = 0;
}

static AbMateVerdict
finish (AbDeadpos *self, AbMateAnalysis *out, AbMateVerdict verdict, AbMateReason reason)
{
  if (out)
    {
      out->verdict = verdict;
      out->reason = reason;
      out->nodes = self->nodes;
      if (verdict == AB_MATE_POSSIBLE && reason == AB_MATE_BY_SEARCH)
        {
          out->line_length = self->line_length;
          memcpy (out->line, self->line, (size_t) self->line_length * sizeof (AbMove));
        }
    }
  return verdict;
}

static bool
reach_proves (const AbPosition *pos, AbColor winner)
{
  AbReach reach;

  return _ab_reach_may_help (pos) && _ab_reach_compute (pos, &reach)
         && _ab_reach_cannot_mate (&reach, winner);
}

/* Does every move lead to a position settled without search? The reach
 * analysis of the position itself may fail where each position after a
 * move succeeds: a capture that must be answered, a check with one reply. */
static bool
every_move_settled (AbDeadpos *self, const AbMoveList *list)
{
  AbPosition *p = &self->pos;

  if (!p->by_type[AB_PAWN])
    return false;
  for (int i = 0; i < list->count; i++)
    {
      AbUndo undo;
      bool settled;

      self->nodes++;
      ab_position_make (p, list->moves[i], &undo);
      settled = _ab_deadpos_settled (self, true);
      ab_position_unmake (p, list->moves[i], &undo);
      if (!settled)
        return false;
    }
  return true;
}

/* The budget of the quick path: enough for the helpmates of real games. */
#define QUICK_NODES 1000

AbMateVerdict
ab_deadpos_analyse (AbDeadpos *self, const AbPosition *pos, AbColor winner, AbMateAnalysis *out)
{
  AbMoveList list;
  AbMateVerdict verdict;
  uint64_t quick = self->node_limit < QUICK_NODES ? self->node_limit : QUICK_NODES;

  if (out)
    clear_analysis (out);
  self->pos = *pos;
  self->winner = winner;
  self->nodes = 0;
  self->out_of_nodes = false;
  self->line_length = 0;

  ab_position_legal_moves (pos, &list);
  if (list.count == 0)
    {
      bool mated_loser = pos->checkers && pos->side != winner;

      return finish (self, out, mated_loser ? AB_MATE_POSSIBLE : AB_MATE_IMPOSSIBLE,
                     AB_MATE_BY_GAME_OVER);
    }
  if (_ab_material_cannot_mate (pos, winner))
    return finish (self, out, AB_MATE_IMPOSSIBLE, AB_MATE_BY_MATERIAL);

  /* the quick path */
  self->use_reach = false;
  verdict = _ab_deadpos_helpmate (self, quick);
  if (verdict != AB_MATE_UNDECIDED)
    return finish (self, out, verdict, AB_MATE_BY_SEARCH);

  self->pos = *pos;
  self->use_reach = true;
  if (reach_proves (pos, winner)
      || (self->nodes + (uint64_t) list.count <= self->node_limit
          && every_move_settled (self, &list)))
    return finish (self, out, AB_MATE_IMPOSSIBLE, AB_MATE_BY_REACH);

  if (self->nodes >= self->node_limit)
    return finish (self, out, AB_MATE_UNDECIDED, AB_MATE_BY_NOTHING);
  _ab_deadpos_grow_table (self);
  self->out_of_nodes = false;
  verdict = _ab_deadpos_helpmate (self, self->nodes + (self->node_limit - self->nodes) / 2);
  if (verdict == AB_MATE_UNDECIDED && self->nodes < self->node_limit)
    {
      self->pos = *pos;
      self->out_of_nodes = false;
      verdict = _ab_deadpos_exhaust (self, self->node_limit);
    }
  return finish (self, out, verdict,
                 verdict == AB_MATE_UNDECIDED ? AB_MATE_BY_NOTHING : AB_MATE_BY_SEARCH);
}

/* The first look at each side before either gets the whole budget: the game checks after
 * every move, and one side's long search must not hold the move when the other mates at
 * once (3B4/8/8/6p1/5k2/5B1p/1r3K2/8 w, from a real game: White undecided after the whole
 * budget, about a second; Black mates in 36 positions). About 10 ms at the calibration. */
#define FIRST_LOOK_NODES 50000

AbMateVerdict
ab_deadpos_analyse_dead (AbDeadpos *self, const AbPosition *pos, AbMateAnalysis *out)
{
  AbColor first = ab_position_side_to_move (pos);
  AbMateVerdict v[2] = { AB_MATE_UNDECIDED, AB_MATE_UNDECIDED };
  uint64_t limit = self->node_limit;

  if (out)
    clear_analysis (&out[!first]);
  for (int pass = limit > FIRST_LOOK_NODES ? 0 : 1; pass < 2; pass++)
    {
      self->node_limit = pass == 0 ? FIRST_LOOK_NODES : limit;
      for (int k = 0; k < 2; k++)
        {
          AbColor side = k ? (AbColor) !first : first;

          /* a side proven in the first look is not analysed again */
          if (v[side] == AB_MATE_IMPOSSIBLE)
            continue;
          v[side] = ab_deadpos_analyse (self, pos, side, out ? &out[side] : NULL);
          if (v[side] == AB_MATE_POSSIBLE)
            {
              self->node_limit = limit;
              return AB_MATE_POSSIBLE;
            }
        }
    }
  self->node_limit = limit;
  return v[AB_WHITE] == AB_MATE_IMPOSSIBLE && v[AB_BLACK] == AB_MATE_IMPOSSIBLE
           ? AB_MATE_IMPOSSIBLE
           : AB_MATE_UNDECIDED;
}

AbMateVerdict
ab_deadpos_verdict (const AbPosition *pos, AbColor winner)
{
  AbDeadpos *self = ab_deadpos_new ();
  AbMateVerdict verdict;

  if (self == NULL)
    return AB_MATE_UNDECIDED;
  verdict = ab_deadpos_analyse (self, pos, winner, NULL);
  ab_deadpos_free (self);
  return verdict;
}

AbMateVerdict
ab_deadpos_dead_verdict (const AbPosition *pos)
{
  AbDeadpos *self = ab_deadpos_new ();
  AbMateVerdict verdict;

  if (self == NULL)
    return AB_MATE_UNDECIDED;
  verdict = ab_deadpos_analyse_dead (self, pos, NULL);
  ab_deadpos_free (self);
  return verdict;
}
