/* SPDX-License-Identifier: GPL-3.0-or-later */
/* old-api.c — the old analyser behind plain types, for deadpos-bench (whose own file
 * sees the current ab-deadpos.h). */
#include "ab-deadpos.h"

#include "../deadpos-old-api.h"

void *
deadpos_old_new (void)
{
  return ab_deadpos_new ();
}

void
deadpos_old_free (void *dp)
{
  ab_deadpos_free (dp);
}

int
deadpos_old_analyse (void *dp, const AbPosition *pos, AbColor winner, uint64_t *nodes)
{
  AbMateAnalysis a;
  AbMateVerdict v = ab_deadpos_analyse (dp, pos, winner, &a);

  *nodes = a.nodes;
  return v == AB_MATE_POSSIBLE ? DEADPOS_OLD_POSSIBLE
         : v == AB_MATE_IMPOSSIBLE ? DEADPOS_OLD_IMPOSSIBLE
                                   : DEADPOS_OLD_UNDECIDED;
}
