/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-deadpos-search.c — the guided helpmate search.
 *
 * Iterative deepening over every legal move of both sides. Cheap
 * heuristics (the loser's king walks to a corner, a defending knight comes
 * to block beside it, the winner's king and knight come closer, pawns
 * promote, captures by the winner) make "progress" moves cost no depth, and
 * so does any move right after one, so helpmates are found deep in few
 * nodes. Half the budget goes to the nearest suitable corner, the rest to
 * the next one.
 *
 * An iteration is also a proof when it was never cut by its depth limit: a
 * position cut there must have been expanded elsewhere in the same
 * iteration (checked at its end). Then the expanded positions are closed
 * under moves, so every position reachable from the root was seen; none
 * was mate. Positions where the winner provably cannot mate count as
 * explored; so do transpositions already searched at least as deep in the
 * same iteration (a position repeated on the current line included:
 * whatever follows it is explored from its first occurrence).
 */
#include <stdlib.h>
#include <string.h>

#include "ab-deadpos-private.h"

#define MAX_PLY 127 /* recursion depth: each level keeps its move lists on the stack */

typedef struct
{
  AbMove move;
  int score;
  int cost; /* depth it consumes: 0 for progress, more for unlikely moves */
} ScoredMove;

static int
distance (AbSquare a, AbSquare b)
{
  int df = abs (AB_SQUARE_FILE (a) - AB_SQUARE_FILE (b));
  int dr = abs (AB_SQUARE_RANK (a) - AB_SQUARE_RANK (b));

  return df > dr ? df : dr;
}

/* The corner the loser's king is led to: of the colour the winner's bishops
 * need (or where the loser's own bishops can block), the nearest one, or
 * with `choice` 1 the next nearest. */
static void
choose_targets (AbDeadpos *s, int choice)
{
  const AbPosition *p = &s->pos;
  AbColor w = s->winner, l = (AbColor) !w;
  AbBitboard wb = ab_pos_pieces (p, w, AB_BISHOP), lb = ab_pos_pieces (p, l, AB_BISHOP);
  AbSquare lk = ab_pos_king (p, l);
  static const AbSquare corners[4] = { 0, 7, 56, 63 };
  AbBitboard wanted = ~(AbBitboard) 0;
  int rank[4], order[4];

  if (wb && !(wb & ~AB_DARK_SQUARES_BB))
    wanted = AB_DARK_SQUARES_BB;
  else if (wb && !(wb & AB_DARK_SQUARES_BB))
    wanted = ~AB_DARK_SQUARES_BB;
  else if (!wb && lb && !(lb & AB_DARK_SQUARES_BB))
    wanted = AB_DARK_SQUARES_BB;
  else if (!wb && lb && !(lb & ~AB_DARK_SQUARES_BB))
    wanted = ~AB_DARK_SQUARES_BB;

  for (int i = 0; i < 4; i++)
    {
      AbSquare c = corners[i];

      rank[i] = distance (c, lk) * 2 + (AB_SQUARE_RANK (c) == (w == AB_WHITE ? 7 : 0) ? 0 : 1)
                + ((wanted & AB_BB (c)) ? 0 : 100);
      order[i] = i;
    }
  for (int i = 1; i < 4; i++)
    for (int j = i; j > 0 && rank[order[j]] < rank[order[j - 1]]; j--)
      {
        int t = order[j];

        order[j] = order[j - 1];
        order[j - 1] = t;
      }
  if (choice > 0 && rank[order[1]] >= 100)
    choice = 0;
  s->corner = corners[order[choice]];
  s->winner_target = AB_SQUARE (AB_SQUARE_FILE (s->corner),
                                AB_SQUARE_RANK (s->corner) == 7 ? 5 : 2);
  s->blocker = AB_SQUARE (AB_SQUARE_FILE (s->corner) == 7 ? 6 : 1, AB_SQUARE_RANK (s->corner));
}

static const int piece_value[7] = { 0, 1, 3, 3, 5, 9, 0 };

/* Depth cost and ordering of each move; see the file comment. */
static int
score_moves (AbDeadpos *s, const AbMoveList *list, ScoredMove *out, bool after_progress)
{
  const AbPosition *p = &s->pos;
  bool winner_moves = p->side == s->winner;
  bool needs_promotion = !winner_moves && _ab_material_needs_defender_promotion (p, s->winner);
  AbSquare lk = ab_pos_king (p, (AbColor) !s->winner);
  int n = list->count;

  for (int i = 0; i < n; i++)
    {
      AbMove m = list->moves[i];
      AbSquare from = ab_move_from (m), to = ab_move_to (m);
      AbPieceType t = AB_PIECE_TYPE (p->board[from]);
      AbPieceType promo = ab_move_promotion (m);
      bool capture = ab_move_kind (m) == AB_MOVE_EN_PASSANT
                     || (ab_move_kind (m) != AB_MOVE_CASTLING && p->board[to] != AB_NO_PIECE);
      int score = 0, cost = after_progress ? 0 : 1;

      if (ab_move_kind (m) == AB_MOVE_CASTLING)
        to = ab_position_king_destination (p, m);

      if (winner_moves)
        {
          if (promo)
            {
              score = promo == AB_QUEEN ? 1000 : promo == AB_KNIGHT ? 300 : 0;
              cost = promo == AB_QUEEN ? 0 : promo == AB_KNIGHT ? 1 : 2;
            }
          else if (capture)
            {
              score = 800 + piece_value[AB_PIECE_TYPE (p->board[to])];
              cost = 0;
            }
          else if (t == AB_PAWN)
            {
              score = 600 + (s->winner == AB_WHITE ? AB_SQUARE_RANK (to) : 7 - AB_SQUARE_RANK (to));
              cost = 0;
            }
          else if (t == AB_KING
                   && distance (to, s->winner_target) < distance (from, s->winner_target))
            {
              score = 500;
              cost = 0;
            }
          else if (t == AB_KNIGHT
                   && s->knight_distance[to][s->corner] < s->knight_distance[from][s->corner])
            {
              score = 400;
              cost = 0;
            }
          else
            score = 200 - 10 * distance (to, lk);
        }
      else
        {
          bool approaches = (t == AB_KING && distance (to, s->corner) < distance (from, s->corner))
                            || (t == AB_KNIGHT
                                && s->knight_distance[to][s->blocker]
                                     < s->knight_distance[from][s->blocker]);

          if (needs_promotion)
            {
              bool heavy = promo == AB_QUEEN || promo == AB_ROOK;

              score = t == AB_PAWN && !heavy ? 900 : approaches ? 600 : -100;
              cost = t == AB_PAWN && !heavy ? 0 : approaches ? 0 : 2;
            }
          else if (approaches)
            {
              score = 600;
              cost = 0;
            }
          else if (capture)
            {
              score = -500;
              cost = 2;
            }
          else if (distance (to, s->corner) == 1)
            score = 300;
          else if (t == AB_PAWN)
            score = 100;
          else if (t == AB_KING)
            score = -10 * distance (to, s->corner);
        }
      if (n == 1)
        cost = 0;
      out[i] = (ScoredMove) { m, score, cost };
    }

  /* insertion sort, stable: equal scores keep the generator's order */
  for (int i = 1; i < n; i++)
    {
      ScoredMove x = out[i];
      int j = i - 1;

      while (j >= 0 && out[j].score < x.score)
        {
          out[j + 1] = out[j];
          j--;
        }
      out[j + 1] = x;
    }
  return n;
}

/* A position left unexplored at the depth limit. The iteration is still a
 * proof if the position was expanded elsewhere in it: checked at its end. */
static void
cut_at_horizon (AbDeadpos *s, uint64_t key)
{
  if (s->horizon_count < AB_DEADPOS_MAX_HORIZON)
    s->horizon[s->horizon_count++] = key;
  else
    s->incomplete = true;
}

/* Was every position cut at the depth limit expanded in this iteration?
 * Then the expanded positions are closed under moves: all positions
 * reachable from the root were seen. */
static bool
horizon_explored (const AbDeadpos *s)
{
  if (s->incomplete)
    return false;
  for (int i = 0; i < s->horizon_count; i++)
    {
      const AbDeadposEntry *e = &s->tt[s->horizon[i] & s->tt_mask];

      if (e->key != s->horizon[i] || e->generation != s->generation || e->depth <= 0)
        return false;
    }
  return true;
}

static bool
search (AbDeadpos *s, int ply, int depth, bool check_reach, bool after_progress)
{
  AbPosition *p = &s->pos;
  AbMoveList list;
  ScoredMove moves[AB_MAX_MOVES];
  bool winner_moves = p->side == s->winner;
  AbDeadposEntry *e;
  int n;

  if (++s->nodes > s->search_limit)
    {
      s->out_of_nodes = true;
      return false;
    }
  /* a position in the table was expanded, so it has moves: it is not mate */
  e = _ab_deadpos_entry (s, p->key);
  if (e->key == p->key && e->generation == s->generation && e->depth >= depth)
    return false;
  ab_position_legal_moves (p, &list);
  if (list.count == 0)
    {
      if (p->checkers && !winner_moves)
        {
          memcpy (s->line, s->path, (size_t) ply * sizeof (AbMove));
          s->line_length = ply;
          return true;
        }
      return false;
    }
  if (_ab_material_cannot_mate (p, s->winner))
    return false;
  if (check_reach && _ab_deadpos_reach_proves (s))
    return false;
  if (depth <= 0 || ply >= MAX_PLY)
    {
      cut_at_horizon (s, p->key);
      return false;
    }
  *e = (AbDeadposEntry) { p->key, s->generation, depth };

  n = score_moves (s, &list, moves, after_progress);
  for (int i = 0; i < n && !s->out_of_nodes; i++)
    {
      AbMove m = moves[i].move;
      int child_depth = depth - moves[i].cost;
      bool freezes = _ab_deadpos_may_freeze (p, m);
      AbUndo undo;
      bool mate;

      ab_position_make (p, m, &undo);
      /* At the horizon only a checking move of the winner can still mate;
       * the rest is cut, and joins the horizon unless it is settled. Once
       * the horizon is too big to check, no proof can come of this
       * iteration: nothing is worth settling. */
      if (child_depth <= 0 && !(winner_moves && p->checkers))
        {
          if (!s->incomplete && !_ab_deadpos_settled (s, freezes))
            cut_at_horizon (s, p->key);
          ab_position_unmake (p, m, &undo);
          continue;
        }
      s->path[ply] = m;
      mate = search (s, ply + 1, child_depth,
                     freezes && s->use_reach && (p->by_type[AB_PAWN] != 0),
                     moves[i].cost == 0 && !after_progress && n > 1);
      ab_position_unmake (p, m, &undo);
      if (mate)
        return true;
    }
  return false;
}

/* A mate in one, looked for before the guided search: that search may
 * find a long line first. */
static bool
mate_in_one (AbDeadpos *s, uint64_t limit)
{
  AbPosition *p = &s->pos;
  AbMoveList list, replies;

  if (p->side != s->winner)
    return false;
  ab_position_legal_moves (p, &list);
  for (int i = 0; i < list.count; i++)
    {
      AbUndo undo;
      bool mate;

      if (++s->nodes > limit)
        return false;
      ab_position_make (p, list.moves[i], &undo);
      mate = p->checkers && (ab_position_legal_moves (p, &replies), replies.count == 0);
      ab_position_unmake (p, list.moves[i], &undo);
      if (mate)
        {
          s->line[0] = list.moves[i];
          s->line_length = 1;
          return true;
        }
    }
  return false;
}

/* Iterative deepening towards one corner, up to `limit` nodes in all. */
static AbMateVerdict
deepen (AbDeadpos *self, uint64_t limit)
{
  self->search_limit = limit;
  self->out_of_nodes = false;
  for (int depth = 1; depth <= MAX_PLY && !self->out_of_nodes; depth++)
    {
      self->incomplete = false;
      self->horizon_count = 0;
      self->line_length = 0;
      _ab_deadpos_new_generation (self);
      if (search (self, 0, depth, false, false))
        return AB_MATE_POSSIBLE;
      if (!self->out_of_nodes && horizon_explored (self))
        return AB_MATE_IMPOSSIBLE;
    }
  return AB_MATE_UNDECIDED;
}

AbMateVerdict
_ab_deadpos_helpmate (AbDeadpos *self, uint64_t limit)
{
  AbMateVerdict verdict;

  if (mate_in_one (self, limit))
    return AB_MATE_POSSIBLE;
  /* the nearest corner first; if that leads nowhere, the next one */
  choose_targets (self, 0);
  verdict = deepen (self, self->nodes + (limit - self->nodes) / 2);
  if (verdict != AB_MATE_UNDECIDED)
    return verdict;
  choose_targets (self, 1);
  return deepen (self, limit);
}
