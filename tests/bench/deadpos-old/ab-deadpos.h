/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-deadpos.h — can a side still checkmate? Dead position (art. 5.2.2),
 * flag fall and resignation against a side that cannot mate (6.9, 5.1.2).
 *
 * "Cannot mate" is answered only when proven, because it ends games and
 * turns losses into draws: by proven material rules, by a sound analysis of
 * which square each piece can ever reach (frozen pawn walls, square colours,
 * flight squares nobody can cover or block), or by a helpmate search that
 * explored every continuation. When the search runs out of its node budget
 * the verdict is "undecided", which every caller must treat as "can mate".
 *
 * All work is bounded by node counts, never by time: a position always gets
 * the same answer on every machine.
 */
#pragma once

#include "ab-position.h"

typedef enum
{
  AB_MATE_UNDECIDED = 0, /* budget exhausted: treat as "can mate" */
  AB_MATE_POSSIBLE,      /* a helpmate exists (one was found) */
  AB_MATE_IMPOSSIBLE,    /* proven: no sequence of legal moves mates */
} AbMateVerdict;

/* What settled the verdict. */
typedef enum
{
  AB_MATE_BY_NOTHING = 0, /* undecided */
  AB_MATE_BY_GAME_OVER,   /* the position is already mate or stalemate */
  AB_MATE_BY_MATERIAL,    /* lone king, knight against queens, bishops of one colour */
  AB_MATE_BY_REACH,       /* no piece can ever cover a mating square: pawn walls, colours */
  AB_MATE_BY_SEARCH,      /* a helpmate found, or every continuation explored */
} AbMateReason;

#define AB_DEADPOS_MAX_LINE 128
#define AB_DEADPOS_DEFAULT_NODES 100000

typedef struct
{
  AbMateVerdict verdict;
  AbMateReason reason;
  uint64_t nodes;   /* positions the search visited */
  int line_length;  /* the helpmate found, in plies; 0 otherwise */
  AbMove line[AB_DEADPOS_MAX_LINE];
} AbMateAnalysis;

/* An analyser owns the search's transposition table; reuse one for many
 * positions. Not thread-safe: one per thread. */
typedef struct _AbDeadpos AbDeadpos;

AbDeadpos *ab_deadpos_new (void); /* NULL when out of memory */
void ab_deadpos_free (AbDeadpos *self);
/* Search budget per verdict, in positions visited (default AB_DEADPOS_DEFAULT_NODES). */
void ab_deadpos_set_node_limit (AbDeadpos *self, uint64_t nodes);

/* Can winner checkmate the other side by some sequence of legal moves, both
 * sides cooperating? out may be NULL. */
AbMateVerdict ab_deadpos_analyse (AbDeadpos *self, const AbPosition *pos, AbColor winner,
                                  AbMateAnalysis *out);

/* Convenience forms with a temporary analyser and the default budget.
 * ab_deadpos_can_mate is false only when proven (6.9: a flag fall is then a
 * draw); ab_deadpos_is_dead is true only when neither side can mate (5.2.2).
 * Both treat an undecided search, or no memory for one, as "can mate". */
bool ab_deadpos_can_mate (const AbPosition *pos, AbColor winner);
bool ab_deadpos_is_dead (const AbPosition *pos);
