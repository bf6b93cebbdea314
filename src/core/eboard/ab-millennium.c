/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-millennium.c — ChessLink answers read and checked, commands written. */
#include "ab-millennium.h"

#include <stdlib.h>
#include <string.h>

struct _AbMillenniumDecoder
{
  char msg[AB_MILLENNIUM_ANSWER_MAX];
  size_t have; /* 0: between answers */
  size_t size; /* the answer's length, check digits included */
  /* Characters to read again after a broken answer, before any new byte. */
  char again[2 * AB_MILLENNIUM_ANSWER_MAX];
  size_t again_pos, again_len;
  bool in_garbage;
  uint64_t skipped;
  uint64_t messages;
};

static const char piece_letters[] = ".PNBRQK..pnbrqk";

char
ab_millennium_letter_from_piece (AbPiece piece)
{
  return piece_letters[piece & 15];
}

bool
ab_millennium_piece_from_letter (char letter, AbPiece *piece)
{
  const char *at;

  if (letter == '\0' || (at = strchr (piece_letters, letter)) == NULL)
    return false;
  *piece = (AbPiece) (at - piece_letters);
  return true;
}

static int
hex_value (char c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'A' && c <= 'F')
    return c - 'A' + 10;
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  return -1;
}

static char
hex_digit (unsigned v)
{
  return "0123456789ABCDEF"[v & 15];
}

/* The length of an answer beginning with letter, or 0 for no answer. */
static size_t
answer_size (char letter)
{
  switch (letter)
    {
    case 's':
      return 67;
    case 'v':
    case 'w':
    case 'r':
      return 7;
    case 'l':
    case 'x':
      return 3;
    default:
      return 0;
    }
}

AbMillenniumDecoder *
ab_millennium_decoder_new (void)
{
  return calloc (1, sizeof (AbMillenniumDecoder));
}

void
ab_millennium_decoder_free (AbMillenniumDecoder *self)
{
  free (self);
}

void
ab_millennium_decoder_reset (AbMillenniumDecoder *self)
{
  self->have = 0;
  self->again_pos = self->again_len = 0;
  self->in_garbage = false;
}

uint64_t
ab_millennium_decoder_skipped (const AbMillenniumDecoder *self)
{
  return self->skipped;
}

uint64_t
ab_millennium_decoder_messages (const AbMillenniumDecoder *self)
{
  return self->messages;
}

static int
hex_byte (const char *p)
{
  return hex_value (p[0]) * 16 + hex_value (p[1]);
}

/* A whole, checked answer into its event. */
static void
read_answer (AbMillenniumDecoder *self, AbEboardEvent *event)
{
  const char *m = self->msg;

  self->messages++;
  switch (m[0])
    {
    case 's':
      for (int i = 0; i < 64; i++)
        ab_millennium_piece_from_letter (m[1 + i],
                                         &event->board.squares[AB_SQUARE (i % 8, 7 - i / 8)]);
      event->kind = AB_EBOARD_EVENT_BOARD;
      event->board_known = true;
      break;
    case 'v':
      event->kind = AB_EBOARD_EVENT_VERSION;
      event->version_major = hex_byte (m + 1);
      event->version_minor = hex_byte (m + 3);
      break;
    case 'w':
    case 'r':
      event->eeprom_address = hex_byte (m + 1);
      event->eeprom_value = hex_byte (m + 3);
      /* fall through */
    default:
      event->kind = AB_EBOARD_EVENT_ACK;
      event->message = (uint8_t) m[0];
      break;
    }
}

/* An answer broke at its last character: read again what followed its letter, ahead of
 * whatever was still waiting to be read again. True when that is to be reported: once
 * until an answer is read whole. */
static bool
give_up (AbMillenniumDecoder *self, AbEboardDamage damage, AbEboardEvent *event)
{
  bool report = !self->in_garbage;

  size_t rest = self->again_len - self->again_pos, n = self->have - 1;

  memmove (self->again + n, self->again + self->again_pos, rest);
  memcpy (self->again, self->msg + 1, n);
  self->again_pos = 0;
  self->again_len = n + rest;
  self->skipped++;
  self->have = 0;
  self->in_garbage = true;
  if (report)
    {
      event->kind = AB_EBOARD_EVENT_DAMAGED;
      event->damage = damage;
      event->message = (uint8_t) self->msg[0];
    }
  return report;
}

/* Whether character c may stand at position i of the answer in msg. */
static bool
fits (const AbMillenniumDecoder *self, size_t i, char c)
{
  AbPiece piece;

  if (i >= self->size - 2 || self->msg[0] != 's')
    return hex_value (c) >= 0;
  return ab_millennium_piece_from_letter (c, &piece);
}

/* One character; true with an event. */
static bool
step (AbMillenniumDecoder *self, uint8_t byte, AbEboardEvent *event)
{
  char c = (char) (byte & 0x7f);
  unsigned check = 0;

  if (self->have == 0)
    {
      self->size = answer_size (c);
      if (self->size == 0)
        {
          self->skipped++;
          if (self->in_garbage)
            return false;
          self->in_garbage = true;
          event->kind = AB_EBOARD_EVENT_DAMAGED;
          event->damage = AB_EBOARD_DAMAGE_CONTENT;
          event->message = (uint8_t) c;
          return true;
        }
      self->msg[self->have++] = c;
      return false;
    }
  self->msg[self->have++] = c;
  if (!fits (self, self->have - 1, c))
    return give_up (self, AB_EBOARD_DAMAGE_CONTENT, event);
  if (self->have < self->size)
    return false;
  for (size_t i = 0; i < self->size - 2; i++)
    check ^= (unsigned char) self->msg[i];
  if ((int) check != hex_byte (self->msg + self->size - 2))
    return give_up (self, AB_EBOARD_DAMAGE_CHECKSUM, event);
  self->have = 0;
  self->in_garbage = false;
  read_answer (self, event);
  return true;
}

size_t
ab_millennium_decoder_feed (AbMillenniumDecoder *self, const uint8_t *data, size_t len,
                            AbEboardEvent *event)
{
  size_t i = 0;

  memset (event, 0, sizeof *event);
  event->square = AB_NO_SQUARE;
  for (;;)
    {
      /* what a broken answer left to read again comes before any new byte */
      while (self->again_pos < self->again_len)
        if (step (self, (uint8_t) self->again[self->again_pos++], event))
          return i;
      self->again_pos = self->again_len = 0;
      if (i == len)
        return len;
      if (step (self, data[i++], event))
        return i;
    }
}

static uint8_t
odd_parity (char c)
{
  unsigned v = (unsigned char) c & 0x7f, ones = 0;

  for (unsigned b = v; b != 0; b >>= 1)
    ones += b & 1;
  return (uint8_t) (ones % 2 == 0 ? v | 0x80 : v);
}

size_t
ab_millennium_encode (const char *command, uint8_t *buf, size_t size)
{
  size_t n = strlen (command);
  unsigned check = 0;

  if (n == 0 || n + 2 > size)
    return 0;
  for (size_t i = 0; i < n; i++)
    {
      if ((unsigned char) command[i] > 0x7f)
        return 0;
      check ^= (unsigned char) command[i];
      buf[i] = odd_parity (command[i]);
    }
  buf[n] = odd_parity (hex_digit (check >> 4));
  buf[n + 1] = odd_parity (hex_digit (check));
  return n + 2;
}

void
ab_millennium_leds_light (uint8_t leds[AB_MILLENNIUM_LEDS], AbBitboard squares, uint8_t pattern,
                          bool turned)
{
  for (int sq = 0; sq < 64; sq++)
    {
      int on_board = turned ? 63 - sq : sq, file = AB_SQUARE_FILE (on_board), row;

      if (!(squares & ((AbBitboard) 1 << sq)))
        continue;
      row = 7 - AB_SQUARE_RANK (on_board); /* the corner line on the 8th rank's side */
      for (int dc = 0; dc < 2; dc++)
        for (int dr = 0; dr < 2; dr++)
          leds[(file + dc) * 9 + row + dr] = pattern;
    }
}

size_t
ab_millennium_encode_leds (const uint8_t leds[AB_MILLENNIUM_LEDS], uint8_t slot_time, uint8_t *buf,
                           size_t size)
{
  char text[1 + 2 + 2 * AB_MILLENNIUM_LEDS + 1];
  size_t n = 0;

  text[n++] = 'L';
  text[n++] = hex_digit (slot_time >> 4);
  text[n++] = hex_digit (slot_time);
  for (int i = 0; i < AB_MILLENNIUM_LEDS; i++)
    {
      text[n++] = hex_digit (leds[i] >> 4);
      text[n++] = hex_digit (leds[i]);
    }
  text[n] = '\0';
  return ab_millennium_encode (text, buf, size);
}
