/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-eboard.h — what fuzz-dgt.c and fuzz-millennium.c share: the protocol each one reads. */
#pragma once

#include "ab-eboard-decoder.h"

/* Defined by each fuzzer. */
extern const AbEboardProtocol fuzz_protocol;
