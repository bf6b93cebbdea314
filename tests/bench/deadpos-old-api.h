/* SPDX-License-Identifier: GPL-3.0-or-later */
/* deadpos-old-api.h — the analyser as it was before the three verdicts
 * (deadpos-old/), for the benchmark only. Its verdicts, and how its callers read
 * them: everything but "impossible" counted as "can mate". */
#pragma once

#include <stdint.h>

#include "ab-position.h"

enum
{
  DEADPOS_OLD_UNDECIDED,
  DEADPOS_OLD_POSSIBLE,
  DEADPOS_OLD_IMPOSSIBLE,
};

void *deadpos_old_new (void);
void deadpos_old_free (void *dp);
/* One side, with the old default budget; nodes gets the positions visited. */
int deadpos_old_analyse (void *dp, const AbPosition *pos, AbColor winner, uint64_t *nodes);
