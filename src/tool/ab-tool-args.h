/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tool-args.h — annabella-tool: the arguments every subcommand reads alike. */
#pragma once

#include <stdbool.h>
#include <stdio.h>

#include "ab-notation.h"
#include "ab-position.h"

/* Reads a position argument: "startpos", "960:N" or a FEN. On failure prints
 * the reason on stderr and returns false. */
bool ab_tool_read_position (const char *arg, AbPosition *pos);

/* Plays the moves (any written form) in turn. For each, before it is made,
 * calls each_move if given. On an illegal or unreadable move prints the
 * reason on stderr and returns false. */
typedef void (*AbToolMoveFunc) (const AbPosition *pos, AbMove move, void *data);
bool ab_tool_play_moves (AbPosition *pos, int n, char **moves, AbToolMoveFunc each_move, void *data);

