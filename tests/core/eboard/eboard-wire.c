/* SPDX-License-Identifier: GPL-3.0-or-later */
/* eboard-wire.c — board-side messages for the tests. */
#include "eboard-wire.h"

#include <string.h>

#include "ab-dgt.h"
#include "ab-millennium.h"

static size_t
dgt_header (uint8_t id, size_t size, uint8_t *out)
{
  out[0] = id;
  out[1] = (uint8_t) ((size >> 7) & 0x7f);
  out[2] = (uint8_t) (size & 0x7f);
  return 3;
}

size_t
wire_dgt_dump (const AbEboardSnapshot *board, uint8_t *out)
{
  dgt_header (AB_DGT_MSG_BOARD_DUMP, 67, out);
  for (unsigned field = 0; field < 64; field++)
    out[3 + field]
        = (uint8_t) ab_dgt_code_from_piece (board->squares[ab_dgt_square_from_field (field)]);
  return 67;
}

size_t
wire_dgt_field (AbSquare square, AbPiece piece, uint8_t *out)
{
  dgt_header (AB_DGT_MSG_FIELD_UPDATE, 5, out);
  out[3] = (uint8_t) ab_dgt_field_from_square (square);
  out[4] = (uint8_t) ab_dgt_code_from_piece (piece);
  return 5;
}

size_t
wire_dgt_version (int major, int minor, uint8_t *out)
{
  dgt_header (AB_DGT_MSG_VERSION, 5, out);
  out[3] = (uint8_t) major;
  out[4] = (uint8_t) minor;
  return 5;
}

size_t
wire_dgt_serial (const char digits[5], uint8_t *out)
{
  dgt_header (AB_DGT_MSG_SERIALNR, 8, out);
  memcpy (out + 3, digits, 5);
  return 8;
}

static void
clock_side (int64_t ms, uint8_t *out)
{
  int64_t s = ms / 1000;
  int h = (int) (s / 3600), m = (int) (s / 60 % 60), sec = (int) (s % 60);

  out[0] = (uint8_t) h;
  out[1] = (uint8_t) ((m / 10) << 4 | m % 10);
  out[2] = (uint8_t) ((sec / 10) << 4 | sec % 10);
}

size_t
wire_dgt_clock (int64_t right_ms, int64_t left_ms, uint8_t status, uint8_t *out)
{
  dgt_header (AB_DGT_MSG_BWTIME, 10, out);
  clock_side (right_ms, out + 3);
  clock_side (left_ms, out + 6);
  out[9] = status;
  return 10;
}

size_t
wire_millennium (const char *text, bool parity, uint8_t *out)
{
  size_t n = ab_millennium_encode (text, out, AB_MILLENNIUM_COMMAND_MAX);

  for (size_t i = 0; i < n && !parity; i++)
    out[i] &= 0x7f;
  return n;
}

size_t
wire_millennium_status (const AbEboardSnapshot *board, bool parity, uint8_t *out)
{
  char text[66];

  text[0] = 's';
  for (int i = 0; i < 64; i++)
    text[1 + i] = ab_millennium_letter_from_piece (board->squares[AB_SQUARE (i % 8, 7 - i / 8)]);
  text[65] = '\0';
  return wire_millennium (text, parity, out);
}

bool
wire_decode (AbEboardProtocol protocol, const uint8_t *data, size_t len, size_t chunk,
             WireEvents *out, uint64_t *skipped)
{
  AbEboardDecoder *d = ab_eboard_decoder_new (protocol);
  size_t pos = 0;
  bool kept = true;

  out->n = 0;
  while (pos < len && kept)
    {
      size_t n = chunk == 0 || len - pos < chunk ? len - pos : chunk;
      const uint8_t *p = data + pos;

      pos += n;
      for (;;)
        {
          AbEboardEvent ev;
          size_t used = ab_eboard_decoder_feed (d, p, n, &ev);

          if (used > n)
            kept = false;
          p += used;
          n -= used;
          if (ev.kind == AB_EBOARD_EVENT_NONE || !kept)
            {
              kept = kept && n == 0;
              break;
            }
          if (out->n == WIRE_MAX_EVENTS)
            {
              kept = false;
              break;
            }
          out->events[out->n++] = ev;
        }
    }
  if (skipped != NULL)
    *skipped = ab_eboard_decoder_skipped (d);
  ab_eboard_decoder_free (d);
  return kept;
}
