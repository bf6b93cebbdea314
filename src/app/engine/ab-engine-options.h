/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-engine-options.h — the options an engine declared, the ones Annabella
 * wants set, and the "setoption" lines that bring one to the other.
 *
 * Named strengths, on the engine's own Elo scale (Stockfish's is calibrated
 * on engine play at rapid time controls; human players find it weaker):
 *   beginner  Skill Level 0, UCI_LimitStrength false (Stockfish: about 1350)
 *   club      UCI_LimitStrength true, UCI_Elo 1700, Skill Level at its maximum
 *   strong    UCI_LimitStrength true, UCI_Elo 2200, Skill Level at its maximum
 *   full      Skill Level at its maximum, UCI_LimitStrength false
 * An engine without UCI_Elo gets Skill Level 6 for club and 14 for strong (of
 * Stockfish's 0–20, scaled to the engine's range); one without Skill Level gets
 * UCI_Elo at its minimum for beginner. Numbers are clamped to the range the
 * engine declared, and options it did not declare are never sent. */
#pragma once

#include <glib-object.h>

#include "ab-engine-uci.h"

G_BEGIN_DECLS

typedef enum
{
  AB_ENGINE_STRENGTH_BEGINNER,
  AB_ENGINE_STRENGTH_CLUB,
  AB_ENGINE_STRENGTH_STRONG,
  AB_ENGINE_STRENGTH_FULL,
} AbEngineStrength;

#define AB_TYPE_ENGINE_STRENGTH (ab_engine_strength_get_type ())
GType ab_engine_strength_get_type (void);

/* What the engine should be set to for one search. */
typedef struct
{
  AbEngineStrength strength;
  guint threads;
  guint hash_mb;
  gboolean chess960;
  GHashTable *custom; /* name → value, options the user set (not buttons); may be NULL */
} AbEngineSettings;

typedef struct _AbEngineOptions AbEngineOptions;

AbEngineOptions *ab_engine_options_new (void);
void ab_engine_options_free (AbEngineOptions *self);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (AbEngineOptions, ab_engine_options_free)

/* A new engine process: nothing declared, nothing sent. */
void ab_engine_options_reset (AbEngineOptions *self);
/* Records an option the engine declared (takes the contents of option). */
void ab_engine_options_declare (AbEngineOptions *self, AbUciOption *option);
/* The declared option of that name (UCI names ignore case), or NULL. */
const AbUciOption *ab_engine_options_lookup (AbEngineOptions *self, const char *name);

/* Appends to commands a "setoption" line for every declared option whose
 * wanted value differs from the one last sent, and remembers it as sent.
 * Custom options come first, so that one such as a log file sees the rest. */
void ab_engine_options_update (AbEngineOptions *self, const AbEngineSettings *settings,
                               GString *commands);

G_END_DECLS
