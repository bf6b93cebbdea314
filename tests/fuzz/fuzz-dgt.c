/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-dgt.c — the DGT board's byte stream on any bytes (fuzz-eboard.c). */
#include "fuzz-eboard.h"

const AbEboardProtocol fuzz_protocol = AB_EBOARD_PROTOCOL_DGT;
