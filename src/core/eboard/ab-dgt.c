/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-dgt.c — the DGT board's messages read from a byte stream, resynchronising on ids. */
#include "ab-dgt.h"

#include <stdlib.h>
#include <string.h>

/* The longest message read in full (a dump); longer ones (the board's move memory, its
 * trade mark) are counted through without being kept. */
#define KEEP_MAX 67
#define MSG_BIT 0x80

typedef enum
{
  WAIT_ID,   /* between messages */
  WAIT_SIZE, /* after the id: the two length bytes */
  WAIT_DATA, /* inside a message */
} ReadState;

struct _AbDgtDecoder
{
  ReadState state;
  uint8_t msg[KEEP_MAX];
  size_t have;  /* bytes of the message read, header included */
  size_t size;  /* its total length, once known */
  bool in_garbage; /* skipping: reported once until a message is read */
  AbEboardSnapshot board;
  bool board_known;
  uint64_t skipped;
  uint64_t messages;
};

/* Piece codes 1–12 in DGT order. */
static const AbPiece code_pieces[13] = {
  AB_NO_PIECE,
  AB_PIECE (AB_WHITE, AB_PAWN), AB_PIECE (AB_WHITE, AB_ROOK), AB_PIECE (AB_WHITE, AB_KNIGHT),
  AB_PIECE (AB_WHITE, AB_BISHOP), AB_PIECE (AB_WHITE, AB_KING), AB_PIECE (AB_WHITE, AB_QUEEN),
  AB_PIECE (AB_BLACK, AB_PAWN), AB_PIECE (AB_BLACK, AB_ROOK), AB_PIECE (AB_BLACK, AB_KNIGHT),
  AB_PIECE (AB_BLACK, AB_BISHOP), AB_PIECE (AB_BLACK, AB_KING), AB_PIECE (AB_BLACK, AB_QUEEN),
};

AbPiece
ab_dgt_piece_from_code (unsigned code)
{
  return code < 13 ? code_pieces[code] : AB_NO_PIECE;
}

unsigned
ab_dgt_code_from_piece (AbPiece piece)
{
  for (unsigned code = 1; code < 13; code++)
    if (code_pieces[code] == piece)
      return code;
  return 0;
}

AbSquare
ab_dgt_square_from_field (unsigned field)
{
  return field < 64 ? AB_SQUARE (field % 8, 7 - field / 8) : AB_NO_SQUARE;
}

unsigned
ab_dgt_field_from_square (AbSquare square)
{
  return (7u - AB_SQUARE_RANK (square)) * 8u + AB_SQUARE_FILE (square);
}

/* The fixed length of a message kind, 0 when it varies or is unknown. */
static size_t
fixed_size (uint8_t id)
{
  switch (id)
    {
    case AB_DGT_MSG_BOARD_DUMP:
      return 67;
    case AB_DGT_MSG_BWTIME:
      return 10;
    case AB_DGT_MSG_FIELD_UPDATE:
    case AB_DGT_MSG_VERSION:
    case 0x90: /* bus address */
      return 5;
    case AB_DGT_MSG_SERIALNR:
      return 8;
    case AB_DGT_MSG_LONG_SERIALNR:
      return 13;
    default:
      return 0;
    }
}

AbDgtDecoder *
ab_dgt_decoder_new (void)
{
  AbDgtDecoder *self = calloc (1, sizeof *self);

  if (self != NULL)
    ab_dgt_decoder_reset (self);
  return self;
}

void
ab_dgt_decoder_free (AbDgtDecoder *self)
{
  free (self);
}

void
ab_dgt_decoder_reset (AbDgtDecoder *self)
{
  self->state = WAIT_ID;
  self->have = 0;
  self->size = 0;
  self->in_garbage = false;
  ab_eboard_snapshot_clear (&self->board);
  self->board_known = false;
}

uint64_t
ab_dgt_decoder_skipped (const AbDgtDecoder *self)
{
  return self->skipped;
}

uint64_t
ab_dgt_decoder_messages (const AbDgtDecoder *self)
{
  return self->messages;
}

static void
damaged (AbEboardEvent *event, AbEboardDamage damage, uint8_t id)
{
  event->kind = AB_EBOARD_EVENT_DAMAGED;
  event->damage = damage;
  event->message = id;
}

/* BCD seconds or minutes 0–59, or -1. */
static int
bcd_sixty (uint8_t b)
{
  int tens = b >> 4, units = b & 15;

  return tens < 6 && units < 10 ? tens * 10 + units : -1;
}

/* One side's time from its three bytes (hours and flags, minutes, seconds); -1 if broken. */
static int64_t
side_ms (const uint8_t *b, bool *flag)
{
  int hours = b[0] & 15, minutes = bcd_sixty (b[1]), seconds = bcd_sixty (b[2]);

  *flag = (b[0] & 0x50) != 0;
  if (hours > 9 || minutes < 0 || seconds < 0)
    return -1;
  return ((int64_t) hours * 3600 + minutes * 60 + seconds) * 1000;
}

/* Clock times, or an acknowledgement of a clock command; false for the all-zero message
 * some boards send after a clock command, which means nothing. */
static bool
read_clock (const uint8_t *m, AbEboardEvent *event)
{
  const uint8_t *d = m + 3;
  AbEboardClock *c = &event->clock;
  bool any = false;

  for (int i = 0; i < 7; i++)
    any |= d[i] != 0;
  if (!any)
    return false;
  if ((d[0] & 15) == 10 || (d[3] & 15) == 10)
    {
      event->kind = AB_EBOARD_EVENT_ACK;
      /* the acknowledged command: 7 bits of the third byte, the eighth from the fourth */
      event->message = (uint8_t) ((d[2] & 0x7f) | ((d[3] << 2) & 0x80));
      return true;
    }
  memset (c, 0, sizeof *c);
  c->right_ms = side_ms (d, &c->right_flag);
  c->left_ms = side_ms (d + 3, &c->left_flag);
  if (c->right_ms < 0 || c->left_ms < 0)
    {
      damaged (event, AB_EBOARD_DAMAGE_CONTENT, AB_DGT_MSG_BWTIME);
      return true;
    }
  c->running = (d[6] & 0x01) != 0;
  c->lever_right_high = (d[6] & 0x02) != 0;
  c->right_to_move = (d[6] & 0x08) != 0;
  c->left_to_move = (d[6] & 0x10) != 0;
  c->connected = (d[6] & 0x20) == 0;
  event->kind = AB_EBOARD_EVENT_CLOCK;
  return true;
}

static void
read_text (const uint8_t *d, size_t n, AbEboardEvent *event)
{
  size_t k = 0;

  for (size_t i = 0; i < n && k + 1 < sizeof event->text; i++)
    if (d[i] >= 0x20 && d[i] < 0x7f)
      event->text[k++] = (char) d[i];
  event->text[k] = '\0';
  event->kind = AB_EBOARD_EVENT_SERIAL;
}

/* A whole message is in msg: its event, or false when it says nothing. */
static bool
read_message (AbDgtDecoder *self, AbEboardEvent *event)
{
  const uint8_t *m = self->msg;
  uint8_t id = m[0];

  self->messages++;
  switch (id)
    {
    case AB_DGT_MSG_BOARD_DUMP:
      for (unsigned field = 0; field < 64; field++)
        {
          AbSquare sq = ab_dgt_square_from_field (field);

          self->board.squares[sq] = ab_dgt_piece_from_code (m[3 + field]);
          event->unknown_pieces += m[3 + field] > 12;
        }
      self->board_known = true;
      event->kind = AB_EBOARD_EVENT_BOARD;
      event->board_known = true;
      event->board = self->board;
      return true;
    case AB_DGT_MSG_FIELD_UPDATE:
      if (m[3] > 63)
        {
          damaged (event, AB_EBOARD_DAMAGE_CONTENT, id);
          return true;
        }
      event->kind = AB_EBOARD_EVENT_FIELD;
      event->square = ab_dgt_square_from_field (m[3]);
      event->piece = ab_dgt_piece_from_code (m[4]);
      event->unknown_pieces = m[4] > 12;
      self->board.squares[event->square] = event->piece;
      event->board_known = self->board_known;
      event->board = self->board;
      return true;
    case AB_DGT_MSG_BWTIME:
      return read_clock (m, event);
    case AB_DGT_MSG_VERSION:
      event->kind = AB_EBOARD_EVENT_VERSION;
      event->version_major = m[3];
      event->version_minor = m[4];
      return true;
    case AB_DGT_MSG_SERIALNR:
      read_text (m + 3, 5, event);
      return true;
    case AB_DGT_MSG_LONG_SERIALNR:
      read_text (m + 3, 10, event);
      return true;
    default:
      event->kind = AB_EBOARD_EVENT_UNKNOWN;
      event->message = id;
      return true;
    }
}

size_t
ab_dgt_decoder_feed (AbDgtDecoder *self, const uint8_t *data, size_t len, AbEboardEvent *event)
{
  memset (event, 0, sizeof *event);
  event->square = AB_NO_SQUARE;
  for (size_t i = 0; i < len; i++)
    {
      uint8_t b = data[i];

      if (b & MSG_BIT)
        {
          if (self->state != WAIT_ID)
            {
              /* cut short: this id begins the next message, read on the next call */
              self->skipped += self->have;
              self->state = WAIT_ID;
              self->in_garbage = false;
              damaged (event, AB_EBOARD_DAMAGE_TRUNCATED, self->msg[0]);
              return i;
            }
          self->msg[0] = b;
          self->have = 1;
          self->state = WAIT_SIZE;
          continue;
        }
      switch (self->state)
        {
        case WAIT_ID:
          self->skipped++;
          if (!self->in_garbage)
            {
              self->in_garbage = true;
              damaged (event, AB_EBOARD_DAMAGE_CONTENT, b);
              return i + 1;
            }
          continue;
        case WAIT_SIZE:
          self->msg[self->have++] = b;
          if (self->have < 3)
            continue;
          self->size = ((size_t) self->msg[1] << 7) | self->msg[2];
          if (self->size < 3
              || (fixed_size (self->msg[0]) != 0 && self->size != fixed_size (self->msg[0])))
            {
              self->skipped += 3;
              self->state = WAIT_ID;
              self->in_garbage = true;
              damaged (event, AB_EBOARD_DAMAGE_SIZE, self->msg[0]);
              return i + 1;
            }
          self->state = WAIT_DATA;
          break;
        case WAIT_DATA:
          if (self->have < KEEP_MAX)
            self->msg[self->have] = b;
          self->have++;
          break;
        }
      if (self->have == self->size)
        {
          self->state = WAIT_ID;
          self->in_garbage = false;
          if (read_message (self, event))
            return i + 1;
        }
    }
  return len;
}
