/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-dgt.h — the DGT electronic board's serial protocol (USB and serial boards, 9600 8N1).
 *
 * The computer sends one-byte requests; the board answers with messages whose first byte,
 * the id, has its high bit set and is followed by a 14-bit total length in two 7-bit
 * bytes and data bytes whose high bit is clear:
 *   0x86 board dump   67 bytes: the 64 squares a8, b8 … h1, one piece code each
 *   0x8e field update  5 bytes: a square (0 = a8 … 63 = h1) and its new piece code
 *   0x8d clock times  10 bytes: the clock's right and left side (h, BCD min, BCD s),
 *                               its status; or a clock's acknowledgement
 *   0x93 version       5 bytes: major, minor
 *   0x91 serial number 8 bytes: five ASCII digits (0xa2: ten, 13 bytes)
 * Piece codes: 0 empty, 1–6 white P R N B K Q, 7–12 black p r n b k q; 13–15 are DGT's
 * "magic pieces" (draw, White wins, Black wins) and read as empty.
 *
 * The decoder is fed any chunks of bytes, split anywhere. Whatever cannot belong to a
 * message is skipped and counted; a message cut short by the next one's id, or with a
 * length its kind never has, is reported DAMAGED (a lost field update leaves the board
 * unknown: ask for a dump). It keeps the board of the last dump and applies field
 * updates to it, so every FIELD event carries the whole board once a dump was read.
 * Pure: no I/O, no clock, no allocation after new.
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

#include "ab-eboard-event.h"

/* Requests, one byte each. */
#define AB_DGT_SEND_RESET 0x40       /* idle: no updates */
#define AB_DGT_SEND_CLK 0x41         /* the clock's times */
#define AB_DGT_SEND_BRD 0x42         /* a board dump */
#define AB_DGT_SEND_UPDATE 0x43      /* field updates, and the clock every second */
#define AB_DGT_SEND_UPDATE_BRD 0x44  /* field updates only */
#define AB_DGT_RETURN_SERIALNR 0x45  /* the serial number */
#define AB_DGT_SEND_UPDATE_NICE 0x4b /* field updates, and the clock when it changes */
#define AB_DGT_SEND_VERSION 0x4d     /* the version */

/* Message ids as the board sends them (high bit set). */
#define AB_DGT_MSG_BOARD_DUMP 0x86
#define AB_DGT_MSG_BWTIME 0x8d
#define AB_DGT_MSG_FIELD_UPDATE 0x8e
#define AB_DGT_MSG_SERIALNR 0x91
#define AB_DGT_MSG_VERSION 0x93
#define AB_DGT_MSG_LONG_SERIALNR 0xa2

typedef struct _AbDgtDecoder AbDgtDecoder;

AbDgtDecoder *ab_dgt_decoder_new (void);
void ab_dgt_decoder_free (AbDgtDecoder *self);
/* Forgets a message begun and the board read so far. */
void ab_dgt_decoder_reset (AbDgtDecoder *self);

/* Reads data up to the end of the next event and returns how many bytes it used; the
 * event is AB_EBOARD_EVENT_NONE when all of them were used without one. Call again with
 * the rest until it returns no event. */
size_t ab_dgt_decoder_feed (AbDgtDecoder *self, const uint8_t *data, size_t len,
                            AbEboardEvent *event);

/* Bytes skipped because no message could hold them, and messages read whole. */
uint64_t ab_dgt_decoder_skipped (const AbDgtDecoder *self);
uint64_t ab_dgt_decoder_messages (const AbDgtDecoder *self);

/* The piece a code stands for (AB_NO_PIECE for empty and for codes that are no chess
 * man), and the code of a piece. */
AbPiece ab_dgt_piece_from_code (unsigned code);
unsigned ab_dgt_code_from_piece (AbPiece piece);
/* Square of a DGT field number 0–63 (0 = a8, 63 = h1), and back. */
AbSquare ab_dgt_square_from_field (unsigned field);
unsigned ab_dgt_field_from_square (AbSquare square);
