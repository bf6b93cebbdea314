/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-deadpos.c — can a side still checkmate: the analyser and its driver.
 *
 * Order of work for one side: the position itself (mate, stalemate), the
 * proven material rules, the reach analysis (ab-deadpos-reach.c), the
 * guided helpmate search (ab-deadpos-search.c) with half the node budget,
 * then the exhaustive search (ab-deadpos-exhaust.c) with the rest: it
 * settles the dead positions whose proof needs every line, such as
 * fortresses where each attempt ends in stalemate.
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
  self->tt = calloc ((size_t) 1 << AB_DEADPOS_TT_BITS, sizeof (AbDeadposEntry));
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

AbDeadposEntry *
_ab_deadpos_entry (AbDeadpos *self, uint64_t key)
{
  return &self->tt[key & (((uint64_t) 1 << AB_DEADPOS_TT_BITS) - 1)];
}

void
_ab_deadpos_new_generation (AbDeadpos *self)
{
  if (++self->generation == 0)
    {
      memset (self->tt, 0, ((size_t) 1 << AB_DEADPOS_TT_BITS) * sizeof (AbDeadposEntry));
      self->generation = 1;
    }
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
  if (check_reach && p->by_type[AB_PAWN] && _ab_deadpos_reach_proves (self))
    return true;
  if (p->side == self->winner || !p->checkers)
    {
      AbMoveList list;

      ab_position_legal_moves (p, &list);
      return list.count == 0;
    }
  return false;
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

AbMateVerdict
ab_deadpos_analyse (AbDeadpos *self, const AbPosition *pos, AbColor winner, AbMateAnalysis *out)
{
  AbMoveList list;
  AbReach reach;
  AbMateVerdict verdict;

  if (out)
    memset (out, 0, sizeof *out);
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
  if (_ab_reach_may_help (pos) && _ab_reach_compute (pos, &reach)
      && _ab_reach_cannot_mate (&reach, winner))
    return finish (self, out, AB_MATE_IMPOSSIBLE, AB_MATE_BY_REACH);

  verdict = _ab_deadpos_helpmate (self, self->node_limit / 4 * 3);
  if (verdict == AB_MATE_UNDECIDED)
    {
      self->pos = *pos;
      self->out_of_nodes = false;
      verdict = _ab_deadpos_exhaust (self, self->node_limit);
    }
  return finish (self, out, verdict,
                 verdict == AB_MATE_UNDECIDED ? AB_MATE_BY_NOTHING : AB_MATE_BY_SEARCH);
}

bool
ab_deadpos_can_mate (const AbPosition *pos, AbColor winner)
{
  AbDeadpos *self = ab_deadpos_new ();
  AbMateVerdict verdict;

  if (self == NULL)
    return true;
  verdict = ab_deadpos_analyse (self, pos, winner, NULL);
  ab_deadpos_free (self);
  return verdict != AB_MATE_IMPOSSIBLE;
}

bool
ab_deadpos_is_dead (const AbPosition *pos)
{
  AbDeadpos *self = ab_deadpos_new ();
  bool dead;

  if (self == NULL)
    return false;
  dead = ab_deadpos_analyse (self, pos, AB_WHITE, NULL) == AB_MATE_IMPOSSIBLE
         && ab_deadpos_analyse (self, pos, AB_BLACK, NULL) == AB_MATE_IMPOSSIBLE;
  ab_deadpos_free (self);
  return dead;
}
