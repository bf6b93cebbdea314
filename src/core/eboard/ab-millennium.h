/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-millennium.h — the Millennium ChessLink protocol (eONE, Exclusive; 38400 baud, 7O1).
 *
 * Every message is printable ASCII: a command letter (upper case from the computer, the
 * same letter in lower case in the board's answer), its data, and a check of two hex
 * digits, the XOR of every character before them. Answers:
 *   s + 64 squares (a8, b8 … h8, a7 … h1: K Q R B N P, k q r b n p, '.' for empty)
 *   v + version (two hex digits each for major and minor)
 *   l, x (LEDs set, extinguished); w + address + value (E2ROM written); r + the same (read)
 * With automatic reports on (E2ROM cell 02) the board sends an s answer of its own each
 * time its squares change, between any command and its answer.
 *
 * The decoder masks the parity bit (a link of eight data bits carries it as the high
 * bit), takes chunks split anywhere, checks the characters and the check digits of every
 * answer, and on a broken one reads on from the character after its letter (a lost byte
 * makes a letter of the next answer look like data). Encoders add the check digits and
 * odd parity in the high bit, which a 7O1 port drops and sends as its parity bit.
 * Pure: no I/O, no clock, no allocation after new.
 */
#pragma once

#include <stddef.h>
#include <stdint.h>

#include "ab-eboard-event.h"

/* E2ROM cells (W command). */
#define AB_MILLENNIUM_CELL_SCAN_TIME 0x01   /* scan period in 2.048 ms, 15–255 */
#define AB_MILLENNIUM_CELL_AUTO_REPORT 0x02 /* 0 every scan, 1 off, 3 on any change, 4–7 on
                                             * change after 2–5 scans of debounce */
#define AB_MILLENNIUM_REPORT_ON_CHANGE 0x03

#define AB_MILLENNIUM_LEDS 81
/* The longest command (L with every LED) with its check, and the longest answer. */
#define AB_MILLENNIUM_COMMAND_MAX (1 + 2 + 2 * AB_MILLENNIUM_LEDS + 2)
#define AB_MILLENNIUM_ANSWER_MAX 67

typedef struct _AbMillenniumDecoder AbMillenniumDecoder;

AbMillenniumDecoder *ab_millennium_decoder_new (void);
void ab_millennium_decoder_free (AbMillenniumDecoder *self);
void ab_millennium_decoder_reset (AbMillenniumDecoder *self);

/* As ab_dgt_decoder_feed: reads up to the next event and returns the bytes used; NONE
 * when all were used without one. Call again until it returns no event (an answer read
 * again after a broken one may give an event while using no new byte). */
size_t ab_millennium_decoder_feed (AbMillenniumDecoder *self, const uint8_t *data, size_t len,
                                   AbEboardEvent *event);

uint64_t ab_millennium_decoder_skipped (const AbMillenniumDecoder *self);
uint64_t ab_millennium_decoder_messages (const AbMillenniumDecoder *self);

/* A command: its text (letter and data, e.g. "S", "W0203") with the check digits, each
 * byte with odd parity in the high bit. Returns the length, 0 when it does not fit or the
 * text is not 7-bit ASCII. */
size_t ab_millennium_encode (const char *command, uint8_t *buf, size_t size);

/* The 81 LEDs stand at the corners of the squares, in columns from the a-file's outer
 * edge to the h-file's, each from the 8th rank's edge to the 1st's (LED 1 at a8's corner,
 * 9 at a1's, 81 at h1's). Each LED's code is a pattern of 8 time slots, the high bit
 * first. Sets the four LEDs around each square of squares to pattern (turned: the board
 * stands the other way round, so a square's LEDs are those of the square opposite). */
void ab_millennium_leds_light (uint8_t leds[AB_MILLENNIUM_LEDS], AbBitboard squares,
                               uint8_t pattern, bool turned);
/* The L command for these LEDs, slot_time in units of 4.096 ms. */
size_t ab_millennium_encode_leds (const uint8_t leds[AB_MILLENNIUM_LEDS], uint8_t slot_time,
                                  uint8_t *buf, size_t size);

/* A square's letter in an s answer, and back (AB_NO_PIECE for '.', false for others). */
char ab_millennium_letter_from_piece (AbPiece piece);
bool ab_millennium_piece_from_letter (char letter, AbPiece *piece);
