/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-dgt.c — the DGT board's byte stream: dumps, field updates, clock times, version and
 * serial number; split anywhere; garbage, cut-off messages and wrong lengths skipped with
 * the next message read whole. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "ab-dgt.h"
#include "ab-eboard-decoder.h"
#include "eboard-wire.h"

typedef WireEvents Events;

static void
decode (const uint8_t *data, size_t len, size_t chunk, Events *out, uint64_t *skipped)
{
  assert_true (wire_decode (AB_EBOARD_PROTOCOL_DGT, data, len, chunk, out, skipped));
}

static void
start_board (AbEboardSnapshot *board)
{
  assert_true (ab_eboard_snapshot_from_placement (board, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"));
}

static void
test_codes_and_fields (void **state)
{
  assert_int_equal (ab_dgt_square_from_field (0), AB_SQUARE (0, 7));  /* a8 */
  assert_int_equal (ab_dgt_square_from_field (7), AB_SQUARE (7, 7));  /* h8 */
  assert_int_equal (ab_dgt_square_from_field (56), AB_SQUARE (0, 0)); /* a1 */
  assert_int_equal (ab_dgt_square_from_field (63), AB_SQUARE (7, 0)); /* h1 */
  assert_int_equal (ab_dgt_square_from_field (64), AB_NO_SQUARE);
  for (int sq = 0; sq < 64; sq++)
    assert_int_equal (ab_dgt_square_from_field (ab_dgt_field_from_square ((AbSquare) sq)), sq);
  assert_int_equal (ab_dgt_piece_from_code (1), AB_PIECE (AB_WHITE, AB_PAWN));
  assert_int_equal (ab_dgt_piece_from_code (2), AB_PIECE (AB_WHITE, AB_ROOK));
  assert_int_equal (ab_dgt_piece_from_code (5), AB_PIECE (AB_WHITE, AB_KING));
  assert_int_equal (ab_dgt_piece_from_code (6), AB_PIECE (AB_WHITE, AB_QUEEN));
  assert_int_equal (ab_dgt_piece_from_code (9), AB_PIECE (AB_BLACK, AB_KNIGHT));
  assert_int_equal (ab_dgt_piece_from_code (12), AB_PIECE (AB_BLACK, AB_QUEEN));
  for (unsigned code = 13; code < 128; code++)
    assert_int_equal (ab_dgt_piece_from_code (code), AB_NO_PIECE);
  for (unsigned code = 0; code < 13; code++)
    assert_int_equal (ab_dgt_code_from_piece (ab_dgt_piece_from_code (code)), code);
}

static void
test_dump_and_updates (void **state)
{
  uint8_t buf[256];
  size_t n = 0;
  AbEboardSnapshot start, after;
  Events ev;

  start_board (&start);
  n += wire_dgt_dump (&start, buf + n);
  n += wire_dgt_field (AB_SQUARE (4, 1), AB_NO_PIECE, buf + n);
  n += wire_dgt_field (AB_SQUARE (4, 3), AB_PIECE (AB_WHITE, AB_PAWN), buf + n);
  decode (buf, n, 0, &ev, NULL);
  assert_int_equal (ev.n, 3);
  assert_int_equal (ev.events[0].kind, AB_EBOARD_EVENT_BOARD);
  assert_true (ev.events[0].board_known);
  assert_true (ab_eboard_snapshot_equal (&ev.events[0].board, &start));
  /* the dump's first square is a8: Black's rook */
  assert_int_equal (buf[3], 8);
  assert_int_equal (ev.events[1].kind, AB_EBOARD_EVENT_FIELD);
  assert_int_equal (ev.events[1].square, AB_SQUARE (4, 1));
  assert_int_equal (ev.events[1].piece, AB_NO_PIECE);
  assert_int_equal (ev.events[2].square, AB_SQUARE (4, 3));
  assert_int_equal (ev.events[2].piece, AB_PIECE (AB_WHITE, AB_PAWN));
  assert_true (ev.events[2].board_known);
  assert_true (ab_eboard_snapshot_from_placement (&after, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR"));
  assert_true (ab_eboard_snapshot_equal (&ev.events[2].board, &after));
}

/* One stream of every kind of message, split at every place and in every chunk size,
 * gives the same events as read at once. */
static void
test_split_anywhere (void **state)
{
  uint8_t buf[512];
  size_t n = 0;
  AbEboardSnapshot start;
  Events whole, parts;

  start_board (&start);
  n += wire_dgt_version (1, 8, buf + n);
  n += wire_dgt_dump (&start, buf + n);
  n += wire_dgt_field (AB_SQUARE (6, 0), AB_NO_PIECE, buf + n);
  n += wire_dgt_clock (5400000, 5395000, 0x11, buf + n);
  n += wire_dgt_field (AB_SQUARE (5, 2), AB_PIECE (AB_WHITE, AB_KNIGHT), buf + n);
  n += wire_dgt_serial ("01234", buf + n);
  decode (buf, n, 0, &whole, NULL);
  assert_int_equal (whole.n, 6);
  for (size_t chunk = 1; chunk <= n; chunk++)
    {
      decode (buf, n, chunk, &parts, NULL);
      assert_int_equal (parts.n, whole.n);
      for (int i = 0; i < whole.n; i++)
        assert_memory_equal (&parts.events[i], &whole.events[i], sizeof (AbEboardEvent));
    }
}

typedef struct
{
  const char *name;
  const uint8_t *bytes;
  size_t len;
  int n_events;
  AbEboardEventKind kinds[6];
  AbEboardDamage damage; /* of the first DAMAGED event */
  uint64_t skipped;
} BrokenCase;

static const uint8_t garbage_first[] = { 0x01, 0x7f, 0x93, 0x00, 0x05, 0x01, 0x02 };
/* a dump cut short by a field update: the update is read, the board is unknown */
static const uint8_t cut_dump[] = { 0x86, 0x00, 0x43, 1, 2, 3, 0x8e, 0x00, 0x05, 12, 1 };
/* a field update claiming six bytes: its bytes are skipped, the version after it read */
static const uint8_t wrong_size[] = { 0x8e, 0x00, 0x06, 12, 1, 0, 0x93, 0x00, 0x05, 1, 2 };
static const uint8_t unknown_id[] = { 0xa5, 0x00, 0x04, 0x33, 0x93, 0x00, 0x05, 1, 2 };
static const uint8_t bad_field[] = { 0x8e, 0x00, 0x05, 70, 1 };
static const uint8_t too_short[] = { 0x93, 0x00, 0x02, 0x93, 0x00, 0x05, 3, 4 };
/* clock times with 7 in the tens of minutes */
static const uint8_t bad_clock[] = { 0x8d, 0x00, 0x0a, 0x01, 0x70, 0x00, 0x00, 0x10, 0x00, 0x01 };
/* the all-zero clock message some boards send after a clock command means nothing */
static const uint8_t zero_clock[] = { 0x8d, 0x00, 0x0a, 0, 0, 0, 0, 0, 0, 0, 0x93, 0, 5, 1, 2 };
/* a cut-off message, then an id with nothing after it yet */
static const uint8_t cut_at_end[] = { 0x93, 0x00, 0x05, 0x01, 0x8e, 0x00 };

static const BrokenCase broken_cases[] = {
  { "garbage before a message", garbage_first, sizeof garbage_first, 2,
    { AB_EBOARD_EVENT_DAMAGED, AB_EBOARD_EVENT_VERSION }, AB_EBOARD_DAMAGE_CONTENT, 2 },
  { "a dump cut short", cut_dump, sizeof cut_dump, 2,
    { AB_EBOARD_EVENT_DAMAGED, AB_EBOARD_EVENT_FIELD }, AB_EBOARD_DAMAGE_TRUNCATED, 6 },
  { "a length its kind never has", wrong_size, sizeof wrong_size, 2,
    { AB_EBOARD_EVENT_DAMAGED, AB_EBOARD_EVENT_VERSION }, AB_EBOARD_DAMAGE_SIZE, 6 },
  { "an id nobody knows", unknown_id, sizeof unknown_id, 2,
    { AB_EBOARD_EVENT_UNKNOWN, AB_EBOARD_EVENT_VERSION }, AB_EBOARD_DAMAGE_NONE, 0 },
  { "a square beyond h1", bad_field, sizeof bad_field, 1, { AB_EBOARD_EVENT_DAMAGED },
    AB_EBOARD_DAMAGE_CONTENT, 0 },
  { "a length shorter than the header", too_short, sizeof too_short, 2,
    { AB_EBOARD_EVENT_DAMAGED, AB_EBOARD_EVENT_VERSION }, AB_EBOARD_DAMAGE_SIZE, 3 },
  { "clock digits out of range", bad_clock, sizeof bad_clock, 1, { AB_EBOARD_EVENT_DAMAGED },
    AB_EBOARD_DAMAGE_CONTENT, 0 },
  { "an empty clock message", zero_clock, sizeof zero_clock, 1, { AB_EBOARD_EVENT_VERSION },
    AB_EBOARD_DAMAGE_NONE, 0 },
  { "a message cut at the end of the stream", cut_at_end, sizeof cut_at_end, 1,
    { AB_EBOARD_EVENT_DAMAGED }, AB_EBOARD_DAMAGE_TRUNCATED, 4 },
};

static void
test_broken_streams (void **state)
{
  for (size_t c = 0; c < sizeof broken_cases / sizeof broken_cases[0]; c++)
    {
      const BrokenCase *bc = &broken_cases[c];
      bool damage_seen = false;
      uint64_t skipped;
      Events ev;

      print_message ("# %s\n", bc->name);
      decode (bc->bytes, bc->len, 0, &ev, &skipped);
      assert_int_equal (ev.n, bc->n_events);
      for (int i = 0; i < ev.n; i++)
        {
          assert_int_equal (ev.events[i].kind, bc->kinds[i]);
          if (ev.events[i].kind == AB_EBOARD_EVENT_DAMAGED && !damage_seen)
            {
              assert_int_equal (ev.events[i].damage, bc->damage);
              damage_seen = true;
            }
        }
      assert_int_equal (skipped, bc->skipped);
    }
  /* the field update after a cut dump carries no board */
  {
    Events ev;

    decode (cut_dump, sizeof cut_dump, 0, &ev, NULL);
    assert_false (ev.events[1].board_known);
  }
}

static void
test_magic_pieces (void **state)
{
  uint8_t buf[67];
  AbEboardSnapshot start;
  Events ev;

  start_board (&start);
  wire_dgt_dump (&start, buf);
  buf[3 + 36] = 13; /* e4: the draw piece */
  buf[3 + 37] = 15;
  decode (buf, sizeof buf, 0, &ev, NULL);
  assert_int_equal (ev.n, 1);
  assert_int_equal (ev.events[0].unknown_pieces, 2);
  assert_true (ab_eboard_snapshot_equal (&ev.events[0].board, &start));
}

static const struct
{
  const char *name;
  int64_t right_ms, left_ms;
  uint8_t status;
  bool running, left_to_move, right_to_move, connected, lever_right_high;
} clock_cases[] = {
  { "both sides, left to move", 5400000, 5395000, 0x11, true, true, false, true, false },
  { "right to move, lever right", 61000, 3599000, 0x0b, true, false, true, true, true },
  { "stopped", 9 * 3600000 + 59 * 60000 + 59000, 0, 0x00, false, false, false, true, false },
  { "no clock", 0, 1000, 0x20, false, false, false, false, false },
};

static void
test_clock_times (void **state)
{
  for (size_t c = 0; c < sizeof clock_cases / sizeof clock_cases[0]; c++)
    {
      uint8_t buf[10];
      Events ev;
      const AbEboardClock *k;

      print_message ("# %s\n", clock_cases[c].name);
      wire_dgt_clock (clock_cases[c].right_ms, clock_cases[c].left_ms, clock_cases[c].status, buf);
      decode (buf, sizeof buf, 0, &ev, NULL);
      assert_int_equal (ev.n, 1);
      assert_int_equal (ev.events[0].kind, AB_EBOARD_EVENT_CLOCK);
      k = &ev.events[0].clock;
      assert_int_equal (k->right_ms, clock_cases[c].right_ms);
      assert_int_equal (k->left_ms, clock_cases[c].left_ms);
      assert_int_equal (k->running, clock_cases[c].running);
      assert_int_equal (k->left_to_move, clock_cases[c].left_to_move);
      assert_int_equal (k->right_to_move, clock_cases[c].right_to_move);
      assert_int_equal (k->connected, clock_cases[c].connected);
      assert_int_equal (k->lever_right_high, clock_cases[c].lever_right_high);
      assert_int_equal (ab_eboard_clock_white_ms (k, true), clock_cases[c].left_ms);
      assert_int_equal (ab_eboard_clock_black_ms (k, true), clock_cases[c].right_ms);
      assert_int_equal (ab_eboard_clock_white_ms (k, false), clock_cases[c].right_ms);
    }
}

static void
test_clock_flags_and_ack (void **state)
{
  /* right side: flag fallen (0x10) at 0:00:00; left 1:02:03 */
  static const uint8_t flag[] = { 0x8d, 0, 10, 0x10, 0x00, 0x00, 0x01, 0x02, 0x03, 0x01 };
  /* an acknowledgement of the clock's version command (0x09) */
  static const uint8_t ack[] = { 0x8d, 0, 10, 0x0a, 0x10, 0x09, 0x00, 0x00, 0x00, 0x00 };
  Events ev;

  decode (flag, sizeof flag, 0, &ev, NULL);
  assert_int_equal (ev.events[0].kind, AB_EBOARD_EVENT_CLOCK);
  assert_true (ev.events[0].clock.right_flag);
  assert_false (ev.events[0].clock.left_flag);
  assert_int_equal (ev.events[0].clock.left_ms, 3723000);
  decode (ack, sizeof ack, 0, &ev, NULL);
  assert_int_equal (ev.n, 1);
  assert_int_equal (ev.events[0].kind, AB_EBOARD_EVENT_ACK);
  assert_int_equal (ev.events[0].message, 0x09);
}

static void
test_version_and_serial (void **state)
{
  static const uint8_t long_serial[] = { 0xa2, 0, 13, '1', '2', '3', '4', '5',
                                         '6', '7', '8', '9', '0' };
  uint8_t buf[32];
  size_t n = 0;
  Events ev;

  n += wire_dgt_version (3, 21, buf + n);
  n += wire_dgt_serial ("00137", buf + n);
  decode (buf, n, 0, &ev, NULL);
  assert_int_equal (ev.n, 2);
  assert_int_equal (ev.events[0].version_major, 3);
  assert_int_equal (ev.events[0].version_minor, 21);
  assert_int_equal (ev.events[1].kind, AB_EBOARD_EVENT_SERIAL);
  assert_string_equal (ev.events[1].text, "00137");
  decode (long_serial, sizeof long_serial, 0, &ev, NULL);
  assert_string_equal (ev.events[0].text, "1234567890");
}

/* A long message nobody reads in full (the board's move memory) passes through. */
static void
test_long_message (void **state)
{
  static uint8_t buf[3 + 300 + 5];
  Events ev;

  buf[0] = 0x8f;
  buf[1] = (303 >> 7) & 0x7f;
  buf[2] = 303 & 0x7f;
  for (int i = 0; i < 300; i++)
    buf[3 + i] = (uint8_t) (i & 0x7f);
  wire_dgt_version (1, 0, buf + 303);
  decode (buf, sizeof buf, 7, &ev, NULL);
  assert_int_equal (ev.n, 2);
  assert_int_equal (ev.events[0].kind, AB_EBOARD_EVENT_UNKNOWN);
  assert_int_equal (ev.events[0].message, 0x8f);
  assert_int_equal (ev.events[1].kind, AB_EBOARD_EVENT_VERSION);
}

/* What is sent to each board: who it is, then every change; the board again. */
static void
test_requests (void **state)
{
  uint8_t buf[AB_EBOARD_REQUEST_MAX];
  size_t n;

  n = ab_eboard_request_identify (AB_EBOARD_PROTOCOL_DGT, buf);
  assert_int_equal (n, 2);
  assert_int_equal (buf[0], 0x40);
  assert_int_equal (buf[1], 0x4d);
  n = ab_eboard_request_start (AB_EBOARD_PROTOCOL_DGT, buf);
  assert_int_equal (n, 2);
  assert_int_equal (buf[0], 0x42);
  assert_int_equal (buf[1], 0x4b);
  n = ab_eboard_request_board (AB_EBOARD_PROTOCOL_DGT, buf);
  assert_int_equal (n, 1);
  assert_int_equal (buf[0], 0x42);
  n = ab_eboard_request_identify (AB_EBOARD_PROTOCOL_MILLENNIUM, buf);
  assert_int_equal (n, 3);
  assert_int_equal (buf[0] & 0x7f, 'V');
  n = ab_eboard_request_start (AB_EBOARD_PROTOCOL_MILLENNIUM, buf);
  assert_int_equal (n, 7 + 3);
  for (size_t i = 0; i < n; i++)
    assert_int_equal (buf[i] & 0x7f, (uint8_t) "W020356S53"[i]);
  assert_int_equal (ab_eboard_protocol_from_name ("dgt"), AB_EBOARD_PROTOCOL_DGT);
  assert_int_equal (ab_eboard_protocol_from_name ("millennium"), AB_EBOARD_PROTOCOL_MILLENNIUM);
  assert_int_equal (ab_eboard_protocol_from_name ("certabo"), AB_EBOARD_PROTOCOL_NONE);
  assert_string_equal (ab_eboard_protocol_name (AB_EBOARD_PROTOCOL_MILLENNIUM), "millennium");
  assert_int_equal (ab_eboard_protocol_baud (AB_EBOARD_PROTOCOL_DGT), 9600);
  assert_int_equal (ab_eboard_protocol_baud (AB_EBOARD_PROTOCOL_MILLENNIUM), 38400);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_codes_and_fields),
    cmocka_unit_test (test_dump_and_updates),
    cmocka_unit_test (test_split_anywhere),
    cmocka_unit_test (test_broken_streams),
    cmocka_unit_test (test_magic_pieces),
    cmocka_unit_test (test_clock_times),
    cmocka_unit_test (test_clock_flags_and_ack),
    cmocka_unit_test (test_version_and_serial),
    cmocka_unit_test (test_long_message),
    cmocka_unit_test (test_requests),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
