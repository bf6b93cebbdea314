/* SPDX-License-Identifier: GPL-3.0-or-later */
/* eboard-bench.c — the e-board's core, measured: how fast the DGT and Millennium decoders
 * read a stream, and how well the tracker reads whole games made by hands on a simulated
 * board: real games from a PGN file and random Chess960 games with every special move,
 * each moved in a random realistic way (slides, captures taken first, last or pushed off,
 * castling king first, rook first or both lifted, pawns put on the last rank and exchanged,
 * men knocked over). Prints the wrong, missed and other verdicts (all must be 0), the
 * simulated time from the last man put down to the move told (the settle rule's cost, not
 * the serial line's: eboard-latency.py measures that), and the tracker's snapshots per CPU
 * second. Exit status 1 on any wrong move, 77 without the PGN file.
 *
 * Usage: eboard-bench GAMES.pgn N-GAMES [N-CHESS960-GAMES [SEED]] */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ab-dgt.h"
#include "ab-eboard-tracker.h"
#include "ab-millennium.h"
#include "eboard-games.h"
#include "eboard-wire.h"

#define STREAM_BYTES (8 << 20)
#define CHUNK 256

static double
cpu_seconds (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec + ts.tv_nsec / 1e9;
}

/* A stream as a board in update mode sends it: a dump, then field updates of moves made,
 * and the clock between them. */
static size_t
dgt_stream (uint8_t *buf, size_t size)
{
  AbEboardSnapshot start;
  size_t n = 0;
  unsigned k = 0;

  ab_eboard_snapshot_from_placement (&start, AB_START_FEN);
  while (n + 200 < size)
    {
      if (k % 40 == 0)
        n += wire_dgt_dump (&start, buf + n);
      n += wire_dgt_field ((AbSquare) (k % 64), AB_NO_PIECE, buf + n);
      n += wire_dgt_field ((AbSquare) ((k + 8) % 64), AB_PIECE (AB_WHITE, AB_KNIGHT), buf + n);
      if (k % 4 == 0)
        n += wire_dgt_clock (5400000 - k * 1000 % 5400000, 5400000, 0x11, buf + n);
      k++;
    }
  return n;
}

static size_t
millennium_stream (uint8_t *buf, size_t size)
{
  AbEboardSnapshot board;
  size_t n = 0;
  unsigned k = 0;

  ab_eboard_snapshot_from_placement (&board, AB_START_FEN);
  while (n + 80 < size)
    {
      board.squares[k % 64] = board.squares[k % 64] ? AB_NO_PIECE : AB_PIECE (AB_BLACK, AB_QUEEN);
      n += wire_millennium_status (&board, true, buf + n);
      k++;
    }
  return n;
}

typedef size_t (*FeedFunc) (void *decoder, const uint8_t *data, size_t len, AbEboardEvent *ev);

static size_t
feed_dgt (void *d, const uint8_t *data, size_t len, AbEboardEvent *ev)
{
  return ab_dgt_decoder_feed (d, data, len, ev);
}

static size_t
feed_millennium (void *d, const uint8_t *data, size_t len, AbEboardEvent *ev)
{
  return ab_millennium_decoder_feed (d, data, len, ev);
}

/* Best of three: MB/s and events/s. */
static void
measure (void *decoder, FeedFunc feed, const uint8_t *buf, size_t len, double *mb_s, double *ev_s)
{
  double best = 1e9;
  long events = 0;

  for (int run = 0; run < 3; run++)
    {
      double t0 = cpu_seconds ();

      events = 0;
      for (size_t pos = 0; pos < len; pos += CHUNK)
        {
          const uint8_t *p = buf + pos;
          size_t n = len - pos < CHUNK ? len - pos : CHUNK;

          for (;;)
            {
              AbEboardEvent ev;
              size_t used = feed (decoder, p, n, &ev);

              p += used;
              n -= used;
              if (ev.kind == AB_EBOARD_EVENT_NONE)
                break;
              events++;
            }
        }
      if (cpu_seconds () - t0 < best)
        best = cpu_seconds () - t0;
    }
  *mb_s = len / 1e6 / best;
  *ev_s = events / best;
}

static void
print_games (const char *what, GamesResult *r, double cpu)
{
  int at_once = 0;

  for (int i = 0; i < r->n_latency; i++)
    at_once += r->latency[i] == 0;
  printf ("bench eboard %s: %d games, %d moves: %d wrong, %d missed, %d other; "
          "from the last man put down to the move told: %.1f%% at once, median %.0f ms, "
          "p99 %.0f ms (settle %d ms, castle %d ms); %.0f snapshots/s\n",
          what, r->games, r->moves, r->wrong, r->missed, r->other,
          r->n_latency ? 100.0 * at_once / r->n_latency : 0.0,
          games_latency (r, 0.5) / 1000.0, games_latency (r, 0.99) / 1000.0,
          AB_EBOARD_SETTLE_US_DEFAULT / 1000, AB_EBOARD_CASTLE_US_DEFAULT / 1000,
          cpu > 0 ? r->snapshots / cpu : 0.0);
  printf ("   captures %d, castlings %d, Chess960 castlings %d, en passant %d, promotions %d "
          "(%d under)\n",
          r->captures, r->castlings, r->castlings_960, r->en_passant, r->promotions,
          r->underpromotions);
  printf ("   made:");
  for (int w = 0; w < N_WAYS; w++)
    printf ("%s %s %d", w ? "," : "", way_names[w], r->ways[w]);
  printf ("\n");
  if (r->first_failure[0] != '\0')
    printf ("   first failure: %s\n", r->first_failure);
}

int
main (int argc, char **argv)
{
  uint8_t *buf;
  size_t len;
  double mb_s[2], ev_s[2], t0, t1;
  void *dgt, *mill;
  GamesResult real, c960;
  int n_games, n_960;
  uint64_t seed;
  FILE *f;

  if (argc < 3)
    {
      fprintf (stderr, "Usage: eboard-bench GAMES.pgn N-GAMES [N-CHESS960-GAMES [SEED]]\n");
      return 2;
    }
  n_games = atoi (argv[2]);
  n_960 = argc > 3 ? atoi (argv[3]) : 200;
  seed = argc > 4 ? strtoull (argv[4], NULL, 10) : 11;
  if ((f = fopen (argv[1], "rb")) == NULL)
    {
      printf ("no %s (tests/bench/pgn.py fetches it): skipped\n", argv[1]);
      return 77;
    }
  fclose (f);

  buf = malloc (STREAM_BYTES);
  dgt = ab_dgt_decoder_new ();
  mill = ab_millennium_decoder_new ();
  if (buf == NULL || dgt == NULL || mill == NULL)
    return 1;
  len = dgt_stream (buf, STREAM_BYTES);
  measure (dgt, feed_dgt, buf, len, &mb_s[0], &ev_s[0]);
  len = millennium_stream (buf, STREAM_BYTES);
  measure (mill, feed_millennium, buf, len, &mb_s[1], &ev_s[1]);
  printf ("bench eboard decoders: DGT %.0f MB/s (%.1f M messages/s), Millennium %.0f MB/s "
          "(%.2f M messages/s); a board sends at most 1 (DGT) or 4 (Millennium) KB/s\n",
          mb_s[0], ev_s[0] / 1e6, mb_s[1], ev_s[1] / 1e6);
  ab_dgt_decoder_free (dgt);
  ab_millennium_decoder_free (mill);
  free (buf);

  games_result_init (&real);
  t0 = cpu_seconds ();
  games_play_pgn (argv[1], n_games, seed, &real);
  t1 = cpu_seconds ();
  print_games ("real games", &real, t1 - t0);
  games_result_init (&c960);
  t0 = cpu_seconds ();
  games_play_random (n_960, true, seed + 1, &c960);
  t1 = cpu_seconds ();
  print_games ("Chess960 games", &c960, t1 - t0);
  {
    bool bad = real.wrong + real.missed + real.other + c960.wrong + c960.missed + c960.other > 0
               || real.games < n_games;

    games_result_clear (&real);
    games_result_clear (&c960);
    return bad ? 1 : 0;
  }
}
