/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-millennium.c — the Millennium ChessLink byte stream on any bytes (fuzz-eboard.c). */
#include "fuzz-eboard.h"

const AbEboardProtocol fuzz_protocol = AB_EBOARD_PROTOCOL_MILLENNIUM;
