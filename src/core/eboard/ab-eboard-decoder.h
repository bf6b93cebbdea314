/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-eboard-decoder.h — either board's protocol behind one face: what to send it and how
 * to read it.
 *
 * The serial port (src/eboard) and annabella-tool's replay use this rather than ab-dgt.h or
 * ab-millennium.h: it says which bytes identify a board, which set it reporting every
 * change, which ask for the whole board again, and it reads the answers.
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

#include "ab-eboard-event.h"

typedef enum
{
  AB_EBOARD_PROTOCOL_NONE = 0,
  AB_EBOARD_PROTOCOL_DGT,        /* DGT serial and USB boards: 9600 baud, 8N1 */
  AB_EBOARD_PROTOCOL_MILLENNIUM, /* Millennium ChessLink (eONE, Exclusive): 38400 baud, 7O1 */
} AbEboardProtocol;

/* "dgt", "millennium"; NULL for NONE. */
const char *ab_eboard_protocol_name (AbEboardProtocol protocol);
/* The protocol a name names, or NONE. */
AbEboardProtocol ab_eboard_protocol_from_name (const char *name);
/* The line speed. */
int ab_eboard_protocol_baud (AbEboardProtocol protocol);

/* Requests, each written into buf (AB_EBOARD_REQUEST_MAX bytes suffice); the length. */
#define AB_EBOARD_REQUEST_MAX 16
/* Asks the board who it is: its first valid answer identifies it. */
size_t ab_eboard_request_identify (AbEboardProtocol protocol, uint8_t *buf);
/* Once identified: the whole board, then a report of every change (DGT: with the clock's
 * times whenever they change). */
size_t ab_eboard_request_start (AbEboardProtocol protocol, uint8_t *buf);
/* The whole board again (after a damaged message). */
size_t ab_eboard_request_board (AbEboardProtocol protocol, uint8_t *buf);

typedef struct _AbEboardDecoder AbEboardDecoder;

AbEboardDecoder *ab_eboard_decoder_new (AbEboardProtocol protocol);
void ab_eboard_decoder_free (AbEboardDecoder *self);
AbEboardProtocol ab_eboard_decoder_get_protocol (const AbEboardDecoder *self);
/* As ab_dgt_decoder_feed and ab_millennium_decoder_feed. */
size_t ab_eboard_decoder_feed (AbEboardDecoder *self, const uint8_t *data, size_t len,
                               AbEboardEvent *event);
uint64_t ab_eboard_decoder_skipped (const AbEboardDecoder *self);
uint64_t ab_eboard_decoder_messages (const AbEboardDecoder *self);
/* Whether an event is an answer only a board of this protocol gives (not DAMAGED nor
 * UNKNOWN): the board is identified. */
bool ab_eboard_event_identifies (const AbEboardEvent *event);
