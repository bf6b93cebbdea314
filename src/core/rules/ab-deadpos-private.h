/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-deadpos-private.h — inside the dead-position analysis: the reach
 * analysis and material rules (ab-deadpos-reach.c), and the analyser's state
 * shared by its searches. For core modules and tests only.
 */
#pragma once

#include "ab-deadpos.h"
#include "ab-position-private.h"

#define AB_REACH_MAX_PIECES 32

/* Where every piece can ever go, over-approximated: each set holds at least
 * every square the piece can stand on (or attack) in any legal continuation.
 *
 * It rests on two kinds of assumptions about pieces that are stuck:
 * - frozen pieces never move and are never taken: mostly pawns locked
 *   against pawns, and pieces and kings walled in by them;
 * - confined pawns never capture, so never leave their file: one that faces
 *   an enemy pawn that is never taken, or stands behind its own, can never
 *   pass it nor promote. A confined pawn may be "safe" (never taken).
 * The assumptions are found as a greatest fixpoint: start from every
 * candidate, compute all reach assuming them, drop each assumption that
 * reach contradicts (a confined pawn that could capture, a safe one that
 * could be taken, a frozen piece that could move or be taken), and repeat.
 * What remains holds in every continuation: the first move breaking one of
 * them would need a reach the analysis already excluded. */
typedef struct
{
  int count;
  AbSquare square[AB_REACH_MAX_PIECES];
  AbPiece piece[AB_REACH_MAX_PIECES];
  AbBitboard stand[AB_REACH_MAX_PIECES];  /* squares it (or its promotion) can occupy */
  AbBitboard attack[AB_REACH_MAX_PIECES]; /* squares it can ever attack from there */
  AbBitboard frozen;                      /* frozen pieces of both colours */
  AbBitboard confined;                    /* pawns that never leave their file nor promote */
  AbBitboard safe;                        /* confined pawns that are never taken */
  AbBitboard segment[64];                 /* by square of a confined pawn: its segment */
  AbBitboard stand_by_color[2];           /* union over non-king, non-frozen pieces */
  AbBitboard attack_by_color[2];          /* same, squares attacked */
  AbBitboard king_stand[2];
} AbReach;

/* False, with the sets left uncomputed, when no pawn can be confined (the
 * analysis would then prove nothing the material rules do not) or the
 * position holds more than 32 pieces. */
bool _ab_reach_compute (const AbPosition *pos, AbReach *reach);

/* A cheap first test: false when no pawn has a pawn ahead on its file, so
 * nothing can be confined or frozen. */
bool _ab_reach_may_help (const AbPosition *pos);

/* True when the analysis proves that winner can never checkmate: no piece of
 * winner can ever attack a square the other king can stand on, or every such
 * square keeps a flight square that neither winner's pieces nor his king can
 * cover and that the defender has too few pieces to block. */
bool _ab_reach_cannot_mate (const AbReach *reach, AbColor winner);

/* Proven material rules (no pawns can change the material):
 * - a lone king never mates;
 * - king and one knight never mate a king that has only queens besides (of
 *   the squares beside the king, the two next to the checking knight must
 *   be covered by the other king, which then stands two squares off on the
 *   same file or rank; the king's side squares then hold queens, or lie off
 *   the board, and one of them is on it: that queen takes the knight);
 * - kings and bishops all on one square colour never mate a king that has no
 *   knight and no bishop of the other colour (its rooks and queens can always
 *   step between or take: a bishop checks along a diagonal whose square next
 *   to the king borders two flight squares of the other colour, and one king
 *   cannot cover both). */
bool _ab_material_cannot_mate (const AbPosition *pos, AbColor winner);

/* The material rules above with the defender's pawns left out: the defender
 * must promote to give the winner something to mate against. */
bool _ab_material_needs_defender_promotion (const AbPosition *pos, AbColor winner);

/* The analyser's state, shared by its two searches. */

#define AB_DEADPOS_TT_BITS 20       /* the table of the long searches */
#define AB_DEADPOS_QUICK_TT_BITS 16 /* the table until one is needed: a game's analyser
                                     * mostly takes the quick path */
#define AB_DEADPOS_STATIC_BITS 14
#define AB_DEADPOS_MAX_HORIZON 4096
#define AB_DEADPOS_MAX_DEPTH AB_DEADPOS_MAX_LINE /* plies of the exhaustive search */
#define AB_DEADPOS_MOVE_BUFFER (1 << 20) /* its stacked move lists */

typedef struct
{
  uint64_t key;
  uint32_t generation;
  int32_t depth;
} AbDeadposEntry;

typedef struct
{
  uint64_t key;
  bool dead;
} AbDeadposStatic;

typedef struct
{
  uint32_t offset; /* of its moves in the move buffer */
  uint16_t count;
  uint16_t next;
  AbMove move; /* the move made from here to the next frame */
  AbUndo undo;
} AbDeadposFrame;

struct _AbDeadpos
{
  AbDeadposEntry *tt;
  uint64_t tt_mask;
  AbDeadposStatic *statics;
  AbDeadposFrame *frames;
  AbMove *move_buffer;
  uint32_t generation;
  uint64_t node_limit;
  uint8_t knight_distance[64][64];

  /* The analysis in progress. */
  AbPosition pos;
  AbColor winner;
  uint64_t nodes;
  uint64_t search_limit;
  bool out_of_nodes;
  bool incomplete;
  bool use_reach; /* prune by the reach analysis (not on the quick path: it costs more
                   * than it saves where pieces move freely) */
  int horizon_count;
  uint64_t horizon[AB_DEADPOS_MAX_HORIZON]; /* positions cut by the depth limit */
  AbSquare corner;        /* where the loser's king is led */
  AbSquare winner_target; /* where the winner's king helps from */
  AbSquare blocker;       /* where a defending piece blocks the king in */
  AbMove path[AB_DEADPOS_MAX_LINE];
  AbMove line[AB_DEADPOS_MAX_LINE];
  int line_length;
};

/* The transposition-table slot of a position, and a fresh generation that
 * empties the table at no cost. _ab_deadpos_grow_table gives a long search the
 * large table (keeping the small one when there is no memory for it): call it
 * between searches only, it empties the table. */
AbDeadposEntry *_ab_deadpos_entry (AbDeadpos *self, uint64_t key);
void _ab_deadpos_new_generation (AbDeadpos *self);
void _ab_deadpos_grow_table (AbDeadpos *self);

/* The reach analysis of the current position, cached. */
bool _ab_deadpos_reach_proves (AbDeadpos *self);

/* Can this move (about to be made) let the reach analysis prove more than
 * before it? Only captures and pawn moves that block or get blocked change
 * what can be frozen; other moves keep every reach set as it was. */
bool _ab_deadpos_may_freeze (const AbPosition *pos, AbMove move);

/* Is the current position one the winner cannot mate from, without search:
 * the game is over there (stalemate, or the winner is mated), or the
 * material rules or (with check_reach, while use_reach) the reach analysis
 * say so? */
bool _ab_deadpos_settled (AbDeadpos *self, bool check_reach);

/* The guided helpmate search, up to `limit` nodes in all: POSSIBLE with
 * the line stored, IMPOSSIBLE when an iteration explored everything, else
 * UNDECIDED. */
AbMateVerdict _ab_deadpos_helpmate (AbDeadpos *self, uint64_t limit);

/* Every position reachable from the current one, each visited once, up to
 * `limit` nodes in all: POSSIBLE when one is mate (the line stored if it
 * fits), IMPOSSIBLE when all were seen and none is, else UNDECIDED. */
AbMateVerdict _ab_deadpos_exhaust (AbDeadpos *self, uint64_t limit);
