/* ab-tool.h — annabella-tool: shared helpers of the subcommands. */
#pragma once

#include <stdio.h>

#include "ab-position.h"

/* Reads a position argument: "startpos", "960:N" or a FEN. On failure prints
 * the reason on stderr and returns false. */
bool ab_tool_read_position (const char *arg, AbPosition *pos);

int ab_tool_perft (int argc, char **argv);
