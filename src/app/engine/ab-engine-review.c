/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-engine-review.c — evaluating a finished game, position by position. */
#include "ab-engine-review.h"

#include <math.h>

typedef struct
{
  AbEngine *engine;
  AbPosition *start;
  AbPosition *position; /* position[index] of the game */
  GArray *moves;        /* AbMove */
  AbColor player;
  guint depth;
  guint max_drops;
  guint index;
  AbEngineScore *scores; /* n_moves + 1 */
  AbMove *best;
  guint search;
  gulong best_move_id;
  gulong info_id;
  gulong failed_id;
} Review;

static void
review_free (gpointer data)
{
  Review *r = data;

  g_clear_signal_handler (&r->best_move_id, r->engine);
  g_clear_signal_handler (&r->info_id, r->engine);
  g_clear_signal_handler (&r->failed_id, r->engine);
  g_object_unref (r->engine);
  ab_position_free (r->start);
  ab_position_free (r->position);
  g_array_unref (r->moves);
  g_free (r->scores);
  g_free (r->best);
  g_free (r);
}

double
ab_engine_score_chances (const AbEngineScore *score)
{
  double cp;

  switch (score->kind)
    {
    case AB_ENGINE_SCORE_MATE:
      return score->value > 0 ? 100.0 : 0.0;
    case AB_ENGINE_SCORE_CP:
      cp = CLAMP (score->value, -1000, 1000);
      return 50.0 + 50.0 * (2.0 / (1.0 + exp (-0.00368208 * cp)) - 1.0);
    case AB_ENGINE_SCORE_NONE:
    default:
      return 50.0;
    }
}

AbEngineJudgement
ab_engine_judge_drop (double drop)
{
  if (drop >= 15.0)
    return AB_ENGINE_JUDGEMENT_BLUNDER;
  if (drop >= 10.0)
    return AB_ENGINE_JUDGEMENT_MISTAKE;
  if (drop >= 5.0)
    return AB_ENGINE_JUDGEMENT_INACCURACY;
  return AB_ENGINE_JUDGEMENT_NONE;
}

static int
compare_drops (gconstpointer a, gconstpointer b)
{
  const AbEngineDrop *x = a, *y = b;

  if (x->drop != y->drop)
    return x->drop > y->drop ? -1 : 1;
  return x->ply < y->ply ? -1 : x->ply > y->ply;
}

GArray *
ab_engine_find_drops (const AbPosition *start, const AbMove *moves, guint n_moves,
                      const AbEngineScore *scores, const AbMove *best, AbColor player,
                      guint max_drops)
{
  GArray *drops = g_array_new (FALSE, TRUE, sizeof (AbEngineDrop));
  AbColor mover;

  g_return_val_if_fail (start != NULL && scores != NULL && best != NULL, drops);
  g_return_val_if_fail (n_moves == 0 || moves != NULL, drops);

  mover = ab_position_side_to_move (start);
  for (guint i = 0; i < n_moves; i++, mover = (AbColor) !mover)
    {
      AbEngineDrop drop = { .ply = i, .move = moves[i], .best = best[i] };

      if (mover != player || scores[i].kind == AB_ENGINE_SCORE_NONE
          || scores[i + 1].kind == AB_ENGINE_SCORE_NONE)
        continue;
      drop.before = scores[i];
      drop.after = scores[i + 1];
      drop.drop = ab_engine_score_chances (&drop.before)
                  - (100.0 - ab_engine_score_chances (&drop.after));
      if (drop.drop <= 0.0)
        continue;
      drop.judgement = ab_engine_judge_drop (drop.drop);
      g_array_append_val (drops, drop);
    }
  g_array_sort (drops, compare_drops);
  if (max_drops > 0 && drops->len > max_drops)
    g_array_set_size (drops, max_drops);
  return drops;
}

static void
finish (GTask *task)
{
  Review *r = g_task_get_task_data (task);
  GArray *drops = ab_engine_find_drops (r->start, (const AbMove *) r->moves->data,
                                        r->moves->len, r->scores, r->best, r->player,
                                        r->max_drops);

  g_task_return_pointer (task, drops, (GDestroyNotify) g_array_unref);
}

/* Evaluates positions from r->index on: finished ones at once, the next one
 * that has a move by a search whose "best-move" continues here. Takes a
 * reference to task, which a search in flight keeps. */
static void
evaluate_next (GTask *task)
{
  Review *r = g_task_get_task_data (task);
  AbEngineLimits limits = { .depth = r->depth, .full_strength = TRUE };
  GError *error = NULL;

  for (; r->index <= r->moves->len; r->index++)
    {
      AbStatus status = ab_position_status (r->position);
      AbUndo undo;

      if (g_task_return_error_if_cancelled (task))
        {
          g_object_unref (task);
          return;
        }
      if (status != AB_STATUS_CHECKMATE && status != AB_STATUS_STALEMATE)
        {
          r->search = ab_engine_go (r->engine, r->start, (const AbMove *) r->moves->data,
                                    r->index, &limits, &error);
          if (r->search == 0)
            {
              g_task_return_error (task, error);
              g_object_unref (task);
            }
          return;
        }
      /* checkmate: the side to move is mated; stalemate: a draw */
      r->scores[r->index].kind = status == AB_STATUS_CHECKMATE ? AB_ENGINE_SCORE_MATE
                                                               : AB_ENGINE_SCORE_CP;
      r->scores[r->index].value = 0;
      if (r->index < r->moves->len)
        ab_position_make (r->position, g_array_index (r->moves, AbMove, r->index), &undo);
    }
  finish (task);
  g_object_unref (task);
}

static void
best_move_cb (AbEngine *engine, guint search, guint move, guint ponder, gpointer data)
{
  GTask *task = data;
  Review *r = g_task_get_task_data (task);
  AbUndo undo;

  if (search != r->search)
    return;
  r->search = 0;
  r->best[r->index] = (AbMove) move;
  if (r->index < r->moves->len)
    ab_position_make (r->position, g_array_index (r->moves, AbMove, r->index), &undo);
  r->index++;
  evaluate_next (task); /* the search's reference goes on */
}

static void
info_cb (AbEngine *engine, guint search, gpointer data, gpointer user_data)
{
  const AbEngineInfo *info = data;
  Review *r = g_task_get_task_data (G_TASK (user_data));

  /* the last exact score is the deepest one */
  if (search == r->search && info->score.kind != AB_ENGINE_SCORE_NONE
      && info->score.bound == AB_ENGINE_BOUND_EXACT)
    r->scores[r->index] = info->score;
}

static void
failed_cb (AbEngine *engine, guint reason, const char *detail, gpointer data)
{
  GTask *task = data;
  Review *r = g_task_get_task_data (task);

  if (r->search == 0)
    return;
  r->search = 0;
  g_task_return_new_error (task, AB_ENGINE_ERROR, AB_ENGINE_ERROR_FAILED,
                           "The engine failed during the review: %s", detail);
  g_object_unref (task);
}

void
ab_engine_review_async (AbEngine *engine, const AbPosition *start, const AbMove *moves,
                        guint n_moves, AbColor player, guint depth, guint max_drops,
                        GCancellable *cancellable, GAsyncReadyCallback callback,
                        gpointer user_data)
{
  GTask *task;
  Review *r;
  AbPosition *check;

  g_return_if_fail (AB_IS_ENGINE (engine));
  g_return_if_fail (start != NULL && (n_moves == 0 || moves != NULL));

  task = g_task_new (engine, cancellable, callback, user_data);
  g_task_set_source_tag (task, ab_engine_review_async);
  check = ab_position_copy (start);
  for (guint i = 0; i < n_moves; i++)
    {
      AbUndo undo;

      if (!ab_position_is_legal (check, moves[i]))
        {
          ab_position_free (check);
          g_task_return_new_error (task, AB_ENGINE_ERROR, AB_ENGINE_ERROR_ILLEGAL_MOVE,
                                   "Move %u of the game is not legal", i + 1);
          g_object_unref (task);
          return;
        }
      ab_position_make (check, moves[i], &undo);
    }
  ab_position_free (check);
  if (depth == 0 || depth > AB_ENGINE_MAX_DEPTH)
    {
      g_task_return_new_error (task, AB_ENGINE_ERROR, AB_ENGINE_ERROR_BAD_LIMITS,
                               "The depth is out of range");
      g_object_unref (task);
      return;
    }

  r = g_new0 (Review, 1);
  r->engine = g_object_ref (engine);
  r->start = ab_position_copy (start);
  r->position = ab_position_copy (start);
  r->moves = g_array_sized_new (FALSE, FALSE, sizeof (AbMove), n_moves);
  g_array_append_vals (r->moves, moves, n_moves);
  r->player = player;
  r->depth = depth;
  r->max_drops = max_drops;
  r->scores = g_new0 (AbEngineScore, n_moves + 1);
  r->best = g_new0 (AbMove, n_moves + 1);
  g_task_set_task_data (task, r, review_free);
  /* The handlers live as long as the task's data, which they do not own. */
  r->best_move_id = g_signal_connect (engine, "best-move", G_CALLBACK (best_move_cb), task);
  r->info_id = g_signal_connect (engine, "info", G_CALLBACK (info_cb), task);
  r->failed_id = g_signal_connect (engine, "failed", G_CALLBACK (failed_cb), task);
  evaluate_next (task);
}

GArray *
ab_engine_review_finish (AbEngine *engine, GAsyncResult *result, GError **error)
{
  g_return_val_if_fail (g_task_is_valid (result, engine), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}
