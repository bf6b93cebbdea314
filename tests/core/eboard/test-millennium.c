/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-millennium.c — ChessLink: status, version and acknowledgements read and checked, with
 * and without the parity bit, split anywhere; broken answers skipped and the answer after
 * them found even when its letter was taken for data; commands and LED patterns written. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "ab-millennium.h"
#include "eboard-wire.h"

typedef WireEvents Events;

static void
decode (const uint8_t *data, size_t len, size_t chunk, Events *out, uint64_t *skipped)
{
  assert_true (wire_decode (AB_EBOARD_PROTOCOL_MILLENNIUM, data, len, chunk, out, skipped));
}

static const char *const start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";

static void
test_status (void **state)
{
  for (int parity = 0; parity < 2; parity++)
    {
      uint8_t buf[80];
      AbEboardSnapshot board, read;
      char placement[AB_EBOARD_PLACEMENT_MAX];
      Events ev;

      assert_true (ab_eboard_snapshot_from_placement (&board, "r3k2r/8/8/8/4P3/8/8/R3K2R"));
      assert_int_equal (wire_millennium_status (&board, parity, buf), 67);
      /* squares a8 … h8 first: a8's black rook, e8's black king */
      assert_int_equal (buf[1] & 0x7f, 'r');
      assert_int_equal (buf[5] & 0x7f, 'k');
      decode (buf, 67, 0, &ev, NULL);
      assert_int_equal (ev.n, 1);
      assert_int_equal (ev.events[0].kind, AB_EBOARD_EVENT_BOARD);
      read = ev.events[0].board;
      ab_eboard_snapshot_to_placement (&read, placement);
      assert_string_equal (placement, "r3k2r/8/8/8/4P3/8/8/R3K2R");
    }
}

/* The answer the Exclusive gives to V, as recorded by others: version 1.3. */
static void
test_version_as_recorded (void **state)
{
  static const uint8_t answer[] = { 'v', 0xb0, '1', 0xb0, 0xb3, '7', '4' };
  Events ev;

  decode (answer, sizeof answer, 0, &ev, NULL);
  assert_int_equal (ev.n, 1);
  assert_int_equal (ev.events[0].kind, AB_EBOARD_EVENT_VERSION);
  assert_int_equal (ev.events[0].version_major, 1);
  assert_int_equal (ev.events[0].version_minor, 3);
}

static void
test_split_anywhere (void **state)
{
  uint8_t buf[256];
  size_t n = 0;
  AbEboardSnapshot start;
  Events whole, parts;

  assert_true (ab_eboard_snapshot_from_placement (&start, start_fen));
  n += wire_millennium ("v0104", true, buf + n);
  n += wire_millennium ("w0203", true, buf + n);
  n += wire_millennium_status (&start, true, buf + n);
  n += wire_millennium ("l", true, buf + n);
  n += wire_millennium ("x", false, buf + n);
  n += wire_millennium ("r0114", false, buf + n);
  decode (buf, n, 0, &whole, NULL);
  assert_int_equal (whole.n, 6);
  assert_int_equal (whole.events[1].kind, AB_EBOARD_EVENT_ACK);
  assert_int_equal (whole.events[1].message, 'w');
  assert_int_equal (whole.events[1].eeprom_address, 2);
  assert_int_equal (whole.events[1].eeprom_value, 3);
  assert_true (ab_eboard_snapshot_equal (&whole.events[2].board, &start));
  assert_int_equal (whole.events[3].message, 'l');
  assert_int_equal (whole.events[4].message, 'x');
  assert_int_equal (whole.events[5].eeprom_value, 0x14);
  for (size_t chunk = 1; chunk <= n; chunk++)
    {
      decode (buf, n, chunk, &parts, NULL);
      assert_int_equal (parts.n, whole.n);
      for (int i = 0; i < whole.n; i++)
        assert_memory_equal (&parts.events[i], &whole.events[i], sizeof (AbEboardEvent));
    }
}

/* Noise full of letters that begin answers ("recording": r, then hex digits) between good
 * answers: read alike in any chunks, the characters read again before the new ones. */
static void
test_split_in_noise (void **state)
{
  static const char noise[] = "annabella-eboard-recording 1\n0 67\n";
  uint8_t buf[256];
  size_t n = 0;
  AbEboardSnapshot start;
  Events whole, parts;

  assert_true (ab_eboard_snapshot_from_placement (&start, start_fen));
  memcpy (buf, noise, strlen (noise));
  n = strlen (noise);
  n += wire_millennium_status (&start, true, buf + n);
  memcpy (buf + n, "12 3\nred", 8);
  n += 8;
  n += wire_millennium ("x", true, buf + n);
  decode (buf, n, 0, &whole, NULL);
  assert_int_equal (whole.events[whole.n - 1].kind, AB_EBOARD_EVENT_ACK);
  for (size_t chunk = 1; chunk <= n; chunk++)
    {
      decode (buf, n, chunk, &parts, NULL);
      assert_int_equal (parts.n, whole.n);
      for (int i = 0; i < whole.n; i++)
        assert_memory_equal (&parts.events[i], &whole.events[i], sizeof (AbEboardEvent));
    }
}

typedef enum
{
  BREAK_CHECK,      /* the last check digit wrong */
  BREAK_LOSE_BYTE,  /* a byte in the middle lost */
  BREAK_LOSE_TAIL,  /* the last three bytes lost */
  BREAK_NOISE,      /* a character that is no piece in the middle */
  BREAK_NUL,        /* a parity error read as NUL */
} Break;

static const struct
{
  const char *name;
  Break how;
  AbEboardDamage damage;
} broken_cases[] = {
  { "a wrong check digit", BREAK_CHECK, AB_EBOARD_DAMAGE_CHECKSUM },
  { "a byte lost", BREAK_LOSE_BYTE, AB_EBOARD_DAMAGE_CONTENT },
  { "the tail lost", BREAK_LOSE_TAIL, AB_EBOARD_DAMAGE_CONTENT },
  { "noise in the squares", BREAK_NOISE, AB_EBOARD_DAMAGE_CONTENT },
  { "a parity error", BREAK_NUL, AB_EBOARD_DAMAGE_CONTENT },
};

/* A broken status, then a good one: one DAMAGED, then the good board, whatever the
 * broken one's remains looked like (its 'r' and 'b' letters are answer letters too). */
static void
test_broken_then_good (void **state)
{
  AbEboardSnapshot first, second;

  assert_true (ab_eboard_snapshot_from_placement (&first, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"));
  assert_true (ab_eboard_snapshot_from_placement (&second, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR"));
  for (size_t c = 0; c < sizeof broken_cases / sizeof broken_cases[0]; c++)
    for (size_t chunk = 0; chunk < 4; chunk++)
      {
        uint8_t buf[160];
        size_t n = wire_millennium_status (&first, true, buf);
        int damaged = 0, boards = 0;
        Events ev;

        print_message ("# %s, chunks of %zu\n", broken_cases[c].name, chunk);
        switch (broken_cases[c].how)
          {
          case BREAK_CHECK:
            buf[66] ^= 1;
            break;
          case BREAK_LOSE_BYTE:
            memmove (buf + 20, buf + 21, --n - 20);
            break;
          case BREAK_LOSE_TAIL:
            n -= 3;
            break;
          case BREAK_NOISE:
            buf[30] = 'Z';
            break;
          case BREAK_NUL:
            buf[40] = 0;
            break;
          }
        n += wire_millennium_status (&second, true, buf + n);
        decode (buf, n, chunk, &ev, NULL);
        for (int i = 0; i < ev.n; i++)
          {
            if (ev.events[i].kind == AB_EBOARD_EVENT_DAMAGED)
              {
                if (damaged++ == 0)
                  assert_int_equal (ev.events[i].damage, broken_cases[c].damage);
              }
            else
              {
                assert_int_equal (ev.events[i].kind, AB_EBOARD_EVENT_BOARD);
                assert_true (ab_eboard_snapshot_equal (&ev.events[i].board, &second));
                boards++;
              }
          }
        assert_int_equal (damaged, 1);
        assert_int_equal (boards, 1);
        assert_int_equal (ev.events[ev.n - 1].kind, AB_EBOARD_EVENT_BOARD);
      }
}

static void
test_garbage_counted (void **state)
{
  uint8_t buf[32];
  size_t n = 0;
  uint64_t skipped;
  Events ev;

  memcpy (buf, "HELLO", 5);
  n = 5;
  n += wire_millennium ("x", true, buf + n);
  decode (buf, n, 0, &ev, &skipped);
  assert_int_equal (ev.n, 2);
  assert_int_equal (ev.events[0].kind, AB_EBOARD_EVENT_DAMAGED);
  assert_int_equal (ev.events[1].kind, AB_EBOARD_EVENT_ACK);
  assert_int_equal (skipped, 5);
}

static const struct
{
  const char *command;
  const char *sent; /* without parity */
} command_cases[] = {
  { "S", "S53" },
  { "V", "V56" },
  { "X", "X58" },
  { "W0203", "W0203" "56" },
  { "R02", "R02" "50" },
};

static void
test_commands (void **state)
{
  uint8_t buf[AB_MILLENNIUM_COMMAND_MAX];

  for (size_t c = 0; c < sizeof command_cases / sizeof command_cases[0]; c++)
    {
      size_t n = ab_millennium_encode (command_cases[c].command, buf, sizeof buf);

      assert_int_equal (n, strlen (command_cases[c].sent));
      for (size_t i = 0; i < n; i++)
        {
          int ones = __builtin_popcount (buf[i]);

          assert_int_equal (buf[i] & 0x7f, (uint8_t) command_cases[c].sent[i]);
          assert_int_equal (ones % 2, 1);
        }
    }
  /* as a real board's driver was recorded sending it: V with its check */
  {
    size_t n = ab_millennium_encode ("V", buf, sizeof buf);

    assert_int_equal (n, 3);
    assert_int_equal (buf[0], 0xd6);
    assert_int_equal (buf[1], 0xb5);
    assert_int_equal (buf[2], 0xb6);
  }
  assert_int_equal (ab_millennium_encode ("", buf, sizeof buf), 0);
  assert_int_equal (ab_millennium_encode ("S", buf, 2), 0);
  assert_int_equal (ab_millennium_encode ("\xc3", buf, sizeof buf), 0);
}

static void
test_leds (void **state)
{
  uint8_t leds[AB_MILLENNIUM_LEDS], buf[AB_MILLENNIUM_COMMAND_MAX];
  size_t n;
  int lit = 0;

  memset (leds, 0, sizeof leds);
  /* a1's corners: LEDs 8, 9, 17 and 18 */
  ab_millennium_leds_light (leds, (AbBitboard) 1 << AB_SQUARE (0, 0), 0xff, false);
  assert_int_equal (leds[7], 0xff);
  assert_int_equal (leds[8], 0xff);
  assert_int_equal (leds[16], 0xff);
  assert_int_equal (leds[17], 0xff);
  for (int i = 0; i < AB_MILLENNIUM_LEDS; i++)
    lit += leds[i] != 0;
  assert_int_equal (lit, 4);
  /* the board turned: a1 is where h8 would be, LEDs 64, 65, 73, 74 */
  memset (leds, 0, sizeof leds);
  ab_millennium_leds_light (leds, (AbBitboard) 1 << AB_SQUARE (0, 0), 0x0f, true);
  assert_int_equal (leds[63], 0x0f);
  assert_int_equal (leds[64], 0x0f);
  assert_int_equal (leds[72], 0x0f);
  assert_int_equal (leds[73], 0x0f);
  /* e2 and e4 share no corner: eight LEDs */
  memset (leds, 0, sizeof leds);
  ab_millennium_leds_light (leds, ((AbBitboard) 1 << AB_SQUARE (4, 1)) | ((AbBitboard) 1 << AB_SQUARE (4, 3)),
                            0xf0, false);
  lit = 0;
  for (int i = 0; i < AB_MILLENNIUM_LEDS; i++)
    lit += leds[i] != 0;
  assert_int_equal (lit, 8);
  n = ab_millennium_encode_leds (leds, 0x20, buf, sizeof buf);
  assert_int_equal (n, AB_MILLENNIUM_COMMAND_MAX);
  assert_int_equal (buf[0] & 0x7f, 'L');
  assert_int_equal (buf[1] & 0x7f, '2');
  assert_int_equal (buf[2] & 0x7f, '0');
  /* e4's corner towards a8 is LED index 4 * 9 + 4: the 41st code, after the slot time */
  assert_int_equal (buf[3 + 2 * 40] & 0x7f, 'F');
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_status),
    cmocka_unit_test (test_version_as_recorded),
    cmocka_unit_test (test_split_anywhere),
    cmocka_unit_test (test_split_in_noise),
    cmocka_unit_test (test_broken_then_good),
    cmocka_unit_test (test_garbage_counted),
    cmocka_unit_test (test_commands),
    cmocka_unit_test (test_leds),
  };

  return cmocka_run_group_tests (tests, NULL, NULL);
}
