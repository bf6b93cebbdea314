/* ab-tool.h — annabella-tool: shared helpers of the subcommands. */
#pragma once

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

/* "de", "nl" or "en"; false for anything else. */
bool ab_tool_read_language (const char *arg, AbLanguage *lang);

int ab_tool_can_mate (int argc, char **argv);
int ab_tool_clock (int argc, char **argv);
int ab_tool_fen (int argc, char **argv);
int ab_tool_interactive (void);
int ab_tool_perft (int argc, char **argv);
int ab_tool_pgn (int argc, char **argv);
int ab_tool_speak (int argc, char **argv);
int ab_tool_parse (int argc, char **argv);
int ab_tool_reconcile (int argc, char **argv);
int ab_tool_status (int argc, char **argv);
/* --variant doorgeefschaak (ab-tool-bughouse.c): wanted when the options name a variant. */
bool ab_tool_bughouse_wanted (int argc, char **argv);
int ab_tool_bughouse_perft (int argc, char **argv);
int ab_tool_bughouse_speak (int argc, char **argv);
int ab_tool_bughouse_parse (int argc, char **argv);
int ab_tool_bughouse_status (int argc, char **argv);
int ab_tool_tournament (int argc, char **argv);
int ab_tool_say (int argc, char **argv); /* only with -Dspeech=true */
