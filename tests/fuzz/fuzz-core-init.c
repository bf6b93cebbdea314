/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-core-init.c — the core's tables built before the first input.
 *
 * The magic search takes about a second under the sanitizers; inside the first
 * input it counts against libFuzzer's per-input timeout, which a loaded
 * machine then exceeds with no fault in the parser. */
#include "ab-bitboard.h"

int LLVMFuzzerInitialize (int *argc, char ***argv);

int
LLVMFuzzerInitialize (int *argc, char ***argv)
{
  (void) argc;
  (void) argv;
  ab_bitboard_init ();
  return 0;
}
