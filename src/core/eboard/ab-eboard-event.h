/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-eboard-event.h — what a board's decoder reads out of its byte stream.
 *
 * The DGT and Millennium decoders (ab-dgt.h, ab-millennium.h) both turn bytes into these
 * events, one at a time, so what lies above them does not care which board it is.
 */
#pragma once

#include <stdbool.h>
#include <stdint.h>

#include "ab-eboard-snapshot.h"

typedef enum
{
  AB_EBOARD_EVENT_NONE = 0,   /* the bytes given are used up: give more */
  AB_EBOARD_EVENT_BOARD,      /* the whole board (a DGT dump, a Millennium status): board */
  AB_EBOARD_EVENT_FIELD,      /* one square changed (DGT): square, piece; board is the board
                               * after it when board_known */
  AB_EBOARD_EVENT_CLOCK,      /* a clock attached to the board showed new times: clock */
  AB_EBOARD_EVENT_VERSION,    /* the board's firmware: version_major, version_minor */
  AB_EBOARD_EVENT_SERIAL,     /* the board's serial number: text */
  AB_EBOARD_EVENT_ACK,        /* the answer to a command that carries nothing: message */
  AB_EBOARD_EVENT_DAMAGED,    /* a message was lost (damage says how): what the board said
                               * may be missing, so ask for the whole board again */
  AB_EBOARD_EVENT_UNKNOWN,    /* a well-formed message this decoder does not read: message */
} AbEboardEventKind;

typedef enum
{
  AB_EBOARD_DAMAGE_NONE = 0,
  AB_EBOARD_DAMAGE_TRUNCATED, /* the message broke off: another began inside it */
  AB_EBOARD_DAMAGE_SIZE,      /* a known message with a length it never has */
  AB_EBOARD_DAMAGE_CHECKSUM,  /* the check digits do not match the message */
  AB_EBOARD_DAMAGE_CONTENT,   /* a byte that cannot stand where it stands */
} AbEboardDamage;

/* A chess clock's display as the board relays it (a DGT 3000 or XL on a DGT board). The
 * clock has a left and a right side; which is White's depends on how it stands on the
 * table, so the reader of the event decides (see ab_eboard_clock_white_ms). Times are
 * what the display shows, to the second. */
typedef struct
{
  bool connected;        /* false: no clock answers, the times mean nothing */
  bool running;          /* false when stopped by its start/stop button */
  bool left_to_move;     /* whose clock runs */
  bool right_to_move;
  bool left_flag;        /* a flag fallen, as the display shows it */
  bool right_flag;
  bool lever_right_high; /* the lever is up on the right side */
  int64_t left_ms;
  int64_t right_ms;
} AbEboardClock;

#define AB_EBOARD_TEXT_MAX 16

typedef struct
{
  AbEboardEventKind kind;
  bool board_known;      /* FIELD: board holds the whole board (a dump came before) */
  AbEboardSnapshot board;
  AbSquare square;
  AbPiece piece;
  AbEboardClock clock;
  int version_major;
  int version_minor;
  char text[AB_EBOARD_TEXT_MAX];
  uint8_t message;       /* ACK, UNKNOWN, DAMAGED: the message's id or letter */
  int eeprom_address;    /* ACK of a Millennium E2ROM write or read: the cell and its value */
  int eeprom_value;
  AbEboardDamage damage;
  int unknown_pieces;    /* BOARD, FIELD: squares with a code that is no chess man, read as
                          * empty (DGT's draw/win "magic pieces") */
} AbEboardEvent;

/* White's and Black's time when White's side of the clock is the left one (or not). */
static inline int64_t
ab_eboard_clock_white_ms (const AbEboardClock *clock, bool white_left)
{
  return white_left ? clock->left_ms : clock->right_ms;
}

static inline int64_t
ab_eboard_clock_black_ms (const AbEboardClock *clock, bool white_left)
{
  return white_left ? clock->right_ms : clock->left_ms;
}
