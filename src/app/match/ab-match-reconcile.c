/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-match-reconcile.c — the arbiter's comparison (D.2.9) made from the match's record. */
#include "ab-match-reconcile.h"

#include <string.h>

gboolean
ab_match_reconcile_sheet (AbMatch *self, AbReconcileSheet *sheet)
{
  const AbGame *game;
  guint n;

  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);

  game = ab_match_get_game (self);
  n = ab_match_get_n_plies (self);
  ab_reconcile_sheet_clear (sheet);
  for (guint ply = 0; ply < n; ply++)
    {
      const AbGameMove *m = ab_game_get_move (game, (int) ply);
      const char *san = ab_match_get_san (self, ply);
      gint32 clock_ms = -1;

      /* The time left is written once the move is completed (6.2.1). */
      if (m != NULL && m->clock_known && m->completed_us >= 0)
        clock_ms = (gint32) MIN (m->clock_us[m->side] / 1000, G_MAXINT32);
      if (san == NULL || !ab_reconcile_sheet_add (sheet, san, strlen (san), clock_ms, 0))
        {
          ab_reconcile_sheet_clear (sheet);
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
ab_match_reconcile (AbMatch *self, const AbReconcileSheet *imported_a,
                    const AbReconcileSheet *sheet_b, const AbReconcileBoard *board_a,
                    const AbReconcileBoard *board_b, AbReconcileRuling *ruling)
{
  AbReconcileSheet own;
  AbReconcileInput input = { 0 };

  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);
  g_return_val_if_fail (sheet_b != NULL && ruling != NULL, FALSE);

  ab_reconcile_sheet_init (&own);
  if (imported_a == NULL && !ab_match_reconcile_sheet (self, &own))
    return FALSE;
  input.start = ab_game_get_start_position (ab_match_get_game (self));
  input.sheets[0] = imported_a != NULL ? imported_a : &own;
  input.sheets[1] = sheet_b;
  input.boards[0] = board_a;
  input.boards[1] = board_b;
  ab_reconcile (&input, ruling);
  ab_reconcile_sheet_clear (&own);
  return TRUE;
}

guint
ab_match_reconcile_plies (AbMatch *self, const AbReconcileRuling *ruling)
{
  g_return_val_if_fail (AB_IS_MATCH (self), 0);

  return ruling->decision == AB_RECONCILE_TAKE_BACK ? (guint) ruling->take_back_to_ply
                                                    : ab_match_get_n_plies (self);
}

gboolean
ab_match_reconcile_clocks (AbMatch *self, const AbReconcileRuling *ruling, gint64 ms[2])
{
  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);

  ms[AB_WHITE] = ms[AB_BLACK] = -1;
  if (ab_game_get_clock (ab_match_get_game (self)) == NULL)
    return FALSE;
  for (int c = 0; c < 2; c++)
    {
      AbClockReading reading;

      if (ruling->decision == AB_RECONCILE_TAKE_BACK)
        ms[c] = ruling->clock_ms[c];
      if (ms[c] < 0 && ab_match_get_clock_reading (self, (AbColor) c, &reading))
        ms[c] = MIN (reading.time_us / 1000, G_MAXINT32);
      if (ms[c] < 0)
        ms[c] = -1;
    }
  return TRUE;
}
