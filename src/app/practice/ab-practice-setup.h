/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-practice-setup.h — what a practice game against the engine is: the
 * player's colour, the engine's level, the time control, the start position;
 * and the --practice command-line text that names one:
 *   COLOUR,LEVEL,TIME,START  each part optional (empty or left off: the default)
 *   COLOUR  white | black | random                      (default white)
 *   LEVEL   beginner | club | strong | full             (default beginner)
 *   TIME    classical | club | rapid | blitz | none, or a PGN time control
 *           such as 300+3                                (default rapid)
 *   START   standard | 960 (a random Chess960 position) | 960:N | N (0–959)
 * e.g. "black,beginner,blitz,960:518". */
#pragma once

#include <glib.h>

#include "ab-engine-options.h"
#include "ab-time-control.h"

G_BEGIN_DECLS

typedef enum
{
  AB_PRACTICE_COLOR_WHITE,
  AB_PRACTICE_COLOR_BLACK,
  AB_PRACTICE_COLOR_RANDOM,
} AbPracticeColor;

#define AB_PRACTICE_START_STANDARD (-1)
#define AB_PRACTICE_START_RANDOM_960 (-2)

typedef struct
{
  AbPracticeColor color;
  AbEngineStrength strength;
  char time_control[AB_TIME_CONTROL_TEXT_MAX]; /* ab-time-control.h syntax; "-": no clock */
  int start; /* a Chess960 number 0–959, or AB_PRACTICE_START_STANDARD or _RANDOM_960 */
} AbPracticeSetup;

/* White, beginner, rapid, standard. */
void ab_practice_setup_init (AbPracticeSetup *setup);

/* Reads spec over the defaults; on error (G_OPTION_ERROR_BAD_VALUE, saying which part
 * is wrong) setup is unchanged. */
gboolean ab_practice_setup_parse (const char *spec, AbPracticeSetup *setup, GError **error);

/* The --practice text of setup ("black,club,300+3,960:518"), for the journal. */
char *ab_practice_setup_to_spec (const AbPracticeSetup *setup);

/* The preset's text ("900+10"); preset < AB_TIME_CONTROL_N_PRESETS. */
void ab_practice_preset_text (AbTimeControlPreset preset, char *buf, size_t size);

G_END_DECLS
