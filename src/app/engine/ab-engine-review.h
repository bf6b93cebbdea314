/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-engine-review.h — after the game: the player's moves where the
 * evaluation dropped most.
 *
 * Every position of the game is searched to a fixed depth at full strength.
 * A score becomes winning chances, 0–100: the expected result in percent, as
 * Lichess computes it (50 + 50 · (2 / (1 + e^(−0.00368208 · cp)) − 1), with cp
 * capped at ±1000; a mate is 0 or 100). A move's drop is the chances its player
 * had before it minus those he had after it; Lichess's thresholds name it. */
#pragma once

#include "ab-engine.h"

G_BEGIN_DECLS

typedef enum
{
  AB_ENGINE_JUDGEMENT_NONE,       /* dropped less than 5 */
  AB_ENGINE_JUDGEMENT_INACCURACY, /* 5 or more */
  AB_ENGINE_JUDGEMENT_MISTAKE,    /* 10 or more */
  AB_ENGINE_JUDGEMENT_BLUNDER,    /* 15 or more */
} AbEngineJudgement;

typedef struct
{
  guint ply;              /* the move's index in the game */
  AbMove move;            /* the move played */
  AbMove best;            /* the engine's choice in the position before it */
  AbEngineScore before;   /* the position before it, from the player's view */
  AbEngineScore after;    /* the position after it, from the opponent's (now to move) view */
  double drop;            /* winning chances lost, 0–100 */
  AbEngineJudgement judgement;
} AbEngineDrop;

/* The side to move's winning chances by the score, 0–100; 50 without a score. */
double ab_engine_score_chances (const AbEngineScore *score);
AbEngineJudgement ab_engine_judge_drop (double drop);

/* The player's moves that lost winning chances, biggest drop first (the
 * earlier move first on a tie), at most max_drops (0: all). scores[i] and
 * best[i] are of the position before moves[i], scores[n_moves] of the final
 * one, each from its side to move's view; a move next to a position without a
 * score is left out. An array of AbEngineDrop. */
GArray *ab_engine_find_drops (const AbPosition *start, const AbMove *moves, guint n_moves,
                              const AbEngineScore *scores, const AbMove *best, AbColor player,
                              guint max_drops);

/* Evaluates the game (start, then moves) to depth with engine, which must be
 * READY and is used by nothing else meanwhile, and finds the player's biggest
 * drops as ab_engine_find_drops. Cancelling takes effect after the position
 * being searched. */
void ab_engine_review_async (AbEngine *engine, const AbPosition *start, const AbMove *moves,
                             guint n_moves, AbColor player, guint depth, guint max_drops,
                             GCancellable *cancellable, GAsyncReadyCallback callback,
                             gpointer user_data);
/* An array of AbEngineDrop, or NULL and an AB_ENGINE_ERROR (or cancellation). */
GArray *ab_engine_review_finish (AbEngine *engine, GAsyncResult *result, GError **error);

G_END_DECLS
