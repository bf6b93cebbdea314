/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-eboard.c — an e-board's byte stream, any bytes, through its decoder and the tracker.
 *
 * The stream is read at once and again in chunks whose sizes come from the input: both
 * readings give the same events (a message may be split anywhere), every call makes progress
 * or gives an event, the bytes skipped are never more than the bytes read. Every whole board
 * goes to a tracker, with times from the input; each verdict must hold what ab-eboard-tracker.h
 * promises (a MOVE is legal where the match stands, and is played; a TAKEBACK is within the
 * game, and is taken back; a WRONG lists at most 64 men each way). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ab-eboard-tracker.h"
#include "fuzz-eboard.h"

#define MAX_EVENTS 4096

static size_t
read_all (const uint8_t *data, size_t size, const uint8_t *chunks, size_t n_chunks,
          AbEboardEvent *events)
{
  AbEboardDecoder *d = ab_eboard_decoder_new (fuzz_protocol);
  size_t pos = 0, n = 0, k = 0;

  while (pos < size)
    {
      size_t len = n_chunks ? 1 + chunks[k++ % n_chunks] % 97 : size;
      const uint8_t *p = data + pos;

      if (len > size - pos)
        len = size - pos;
      pos += len;
      for (int calls = 0;; calls++)
        {
          AbEboardEvent ev;
          size_t used = ab_eboard_decoder_feed (d, p, len, &ev);

          if (used > len || calls > 4 * AB_EBOARD_REQUEST_MAX * 64 + 1000)
            abort ();
          p += used;
          len -= used;
          if (ev.kind == AB_EBOARD_EVENT_NONE)
            {
              if (len != 0)
                abort ();
              break;
            }
          if (n < MAX_EVENTS)
            events[n] = ev;
          n++;
        }
    }
  if (ab_eboard_decoder_skipped (d) > size)
    abort ();
  ab_eboard_decoder_free (d);
  return n;
}

static void
check_verdict (AbEboardTracker *tracker, const AbEboardVerdict *v, int64_t now)
{
  AbEboardVerdict next;

  switch (v->kind)
    {
    case AB_EBOARD_MOVE:
      if (!ab_position_is_legal (ab_eboard_tracker_get_position (tracker), v->move))
        abort ();
      if (!ab_eboard_tracker_play (tracker, v->move, now, &next))
        abort ();
      break;
    case AB_EBOARD_TAKEBACK:
      if (v->plies < 1 || v->plies > ab_eboard_tracker_get_ply (tracker))
        abort ();
      if (!ab_eboard_tracker_take_back (tracker, v->plies, now, &next))
        abort ();
      break;
    case AB_EBOARD_WRONG:
      if (v->diff.n_missing < 0 || v->diff.n_missing > 64 || v->diff.n_extra < 0
          || v->diff.n_extra > 64 || v->reference_ply < 0
          || v->reference_ply > ab_eboard_tracker_get_ply (tracker))
        abort ();
      break;
    case AB_EBOARD_NEW_GAME:
      if (v->chess960 < 0 || v->chess960 > 959)
        abort ();
      break;
    default:
      if (v->kind > AB_EBOARD_WRONG)
        abort ();
      break;
    }
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  static AbEboardEvent whole[MAX_EVENTS], parts[MAX_EVENTS];
  size_t n_whole = read_all (data, size, NULL, 0, whole);
  size_t n_parts = read_all (data, size, data, size < 16 ? size : 16, parts);
  AbEboardTracker *tracker;
  int64_t now = 0;

  if (n_whole != n_parts)
    abort ();
  for (size_t i = 0; i < n_whole && i < MAX_EVENTS; i++)
    if (memcmp (&whole[i], &parts[i], sizeof whole[i]) != 0)
      abort ();

  tracker = ab_eboard_tracker_new ();
  for (size_t i = 0; i < n_whole && i < MAX_EVENTS; i++)
    {
      AbEboardVerdict v;

      if (!whole[i].board_known)
        continue;
      now += 1000 * (int64_t) (data[i % size] % 200);
      ab_eboard_tracker_tick (tracker, now, &v);
      check_verdict (tracker, &v, now);
      ab_eboard_tracker_board (tracker, &whole[i].board, now, &v);
      check_verdict (tracker, &v, now);
    }
  ab_eboard_tracker_free (tracker);
  return 0;
}
