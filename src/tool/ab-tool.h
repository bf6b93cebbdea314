/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tool.h — annabella-tool: the subcommands main() dispatches to, one file each. */
#pragma once

#include <stdbool.h>
#include <stdio.h>

int ab_tool_can_mate (int argc, char **argv);
int ab_tool_clock (int argc, char **argv);
int ab_tool_eboard (int argc, char **argv);
int ab_tool_fen (int argc, char **argv);
int ab_tool_interactive (void);
int ab_tool_perft (int argc, char **argv);
int ab_tool_pgn (int argc, char **argv);
int ab_tool_speak (int argc, char **argv);
int ab_tool_parse (int argc, char **argv);
int ab_tool_reconcile (int argc, char **argv);
int ab_tool_scoresheet (int argc, char **argv);
int ab_tool_status (int argc, char **argv);
int ab_tool_tournament (int argc, char **argv);
int ab_tool_say (int argc, char **argv); /* only with -Dspeech=true */
int ab_tool_hear (int argc, char **argv); /* only with -Dspeech=true */
int ab_tool_adapt (int argc, char **argv); /* only with -Dspeech=true */
