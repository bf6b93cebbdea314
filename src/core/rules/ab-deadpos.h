/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-deadpos.h — can a side still checkmate? Dead position (art. 5.2.2),
 * flag fall and resignation against a side that cannot mate (6.9, 5.1.2).
 *
 * Every analysis ends in one of three verdicts, and callers must tell them
 * apart: a game may end on "cannot mate", never on "undecided".
 * - possible: a helpmate was found; the analysis holds it, a legal line of
 *   moves from the position that ends in the loser being mated (the witness);
 * - impossible: proven, by the position itself (mate, stalemate), by proven
 *   material rules, by a sound analysis of which square each piece can ever
 *   reach (frozen pawn walls, kings that cannot cross them, bishops that
 *   cannot pass a chain, flight squares nobody can cover or block), or by a
 *   search that explored every continuation;
 * - undecided: the budget ran out first.
 *
 * The budget counts positions visited, never time: the core reads no clock,
 * and a position gets the same verdict on every machine. The default,
 * AB_DEADPOS_DEFAULT_NODES, is calibrated to about one second of the
 * hardest positions on a 2020s desktop core; ab_deadpos_set_budget_ms
 * converts a time into nodes at that calibration.
 */
#pragma once

#include "ab-position.h"

typedef enum
{
  AB_MATE_UNDECIDED = 0, /* the budget ran out: nothing is known */
  AB_MATE_POSSIBLE,      /* a helpmate exists; the analysis holds one */
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

#define AB_DEADPOS_MAX_LINE 16384
/* Nodes per second of the long analyses, measured with deadpos-bench on one
 * core of the development machine (5.7 million); the default budget is about
 * one second of them. */
#define AB_DEADPOS_NODES_PER_SECOND 5000000
#define AB_DEADPOS_DEFAULT_NODES AB_DEADPOS_NODES_PER_SECOND

typedef struct
{
  AbMateVerdict verdict;
  AbMateReason reason;
  uint64_t nodes;   /* positions the search visited */
  int line_length;  /* the helpmate found, in plies (0 when the position is mate already) */
  AbMove line[AB_DEADPOS_MAX_LINE];
} AbMateAnalysis;

/* An analyser owns the search's tables; reuse one for many positions. Not
 * thread-safe: one per thread. */
typedef struct _AbDeadpos AbDeadpos;

AbDeadpos *ab_deadpos_new (void); /* NULL when out of memory */
void ab_deadpos_free (AbDeadpos *self);
/* The budget per verdict, in positions visited (default AB_DEADPOS_DEFAULT_NODES),
 * or in milliseconds at the calibration above. */
void ab_deadpos_set_node_limit (AbDeadpos *self, uint64_t nodes);
void ab_deadpos_set_budget_ms (AbDeadpos *self, uint32_t ms);
uint64_t ab_deadpos_get_node_limit (const AbDeadpos *self);

/* Can winner checkmate the other side by some sequence of legal moves, both
 * sides cooperating? out may be NULL; with POSSIBLE it holds the witness. */
AbMateVerdict ab_deadpos_analyse (AbDeadpos *self, const AbPosition *pos, AbColor winner,
                                  AbMateAnalysis *out);

/* Is the position dead (5.2.2)? IMPOSSIBLE when neither side can mate (both
 * proven), POSSIBLE when one side can (out[side] holds its witness; the other
 * side is left unanalysed), else UNDECIDED. The side to move is tried first:
 * its helpmate is usually found in a few nodes. out may be NULL; else
 * out[AB_WHITE] and out[AB_BLACK] get each side's analysis. */
AbMateVerdict ab_deadpos_analyse_dead (AbDeadpos *self, const AbPosition *pos,
                                       AbMateAnalysis *out);

/* The same with a temporary analyser and the default budget; UNDECIDED also
 * when there is no memory for one. */
AbMateVerdict ab_deadpos_verdict (const AbPosition *pos, AbColor winner);
AbMateVerdict ab_deadpos_dead_verdict (const AbPosition *pos);
