/* SPDX-License-Identifier: GPL-3.0-or-later */
/* eboard-wire.h — what the boards send, written as they would: DGT messages and
 * Millennium answers for the tests, fuzzer seeds and benchmarks (never the app, which
 * only reads them). Each returns the number of bytes written. */
#pragma once

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "ab-eboard-decoder.h"
#include "ab-eboard-snapshot.h"

/* DGT: a board dump (67 bytes), a field update (5), the version (5), a serial number
 * (8), clock times (10: each side h:mm:ss in ms, status byte as the board sends it). */
size_t wire_dgt_dump (const AbEboardSnapshot *board, uint8_t *out);
size_t wire_dgt_field (AbSquare square, AbPiece piece, uint8_t *out);
size_t wire_dgt_version (int major, int minor, uint8_t *out);
size_t wire_dgt_serial (const char digits[5], uint8_t *out);
size_t wire_dgt_clock (int64_t right_ms, int64_t left_ms, uint8_t status, uint8_t *out);

/* Millennium: an answer's text (letter and data) with its check digits, with odd parity
 * in the high bit or without. (The same framing as the computer's commands.) */
size_t wire_millennium (const char *text, bool parity, uint8_t *out);
/* The s answer for a board (67 bytes). */
size_t wire_millennium_status (const AbEboardSnapshot *board, bool parity, uint8_t *out);

/* What a decoder reads from a stream fed in chunks of chunk bytes (0: at once). */
#define WIRE_MAX_EVENTS 32

typedef struct
{
  int n;
  AbEboardEvent events[WIRE_MAX_EVENTS];
} WireEvents;

/* False when the decoder broke its promises (used more than given, stopped with bytes
 * left, gave more events than kept). skipped may be NULL. */
bool wire_decode (AbEboardProtocol protocol, const uint8_t *data, size_t len, size_t chunk,
                  WireEvents *out, uint64_t *skipped);
