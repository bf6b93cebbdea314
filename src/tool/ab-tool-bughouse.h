/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tool-bughouse.h — annabella-tool --variant doorgeefschaak: the two-board variant of
 * perft, speak, parse and status (ab-tool-bughouse.c). */
#pragma once

#include <stdbool.h>

/* --variant doorgeefschaak (ab-tool-bughouse.c): wanted when the options name a variant. */
bool ab_tool_bughouse_wanted (int argc, char **argv);
int ab_tool_bughouse_perft (int argc, char **argv);
int ab_tool_bughouse_speak (int argc, char **argv);
int ab_tool_bughouse_parse (int argc, char **argv);
int ab_tool_bughouse_status (int argc, char **argv);
