/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-pgn.c — the PGN reader and writer on any bytes.
 *
 * The input is read whole, then again as a stream in chunks whose size the
 * first byte picks: both must see the same games, errors and lines. Every
 * valid game is written in one of the four notations (the last byte picks)
 * and read back: it must come back valid and the same, move for move,
 * annotation for annotation; every error must be worded. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ab-describe-pgn.h"
#include "ab-pgn.h"

#define MAX_SEEN 64

typedef struct
{
  AbPgnReadStatus status;
  AbPgnErrorCode code;
  size_t line;
  size_t n_moves;
  uint32_t first;
  AbPgnResult result;
} Seen;

static void
check_same_game (const AbPgnGame *a, const AbPgnGame *b)
{
  if (a->n_moves != b->n_moves || a->first != b->first || a->result != b->result
      || a->chess960 != b->chess960 || strcmp (a->start_fen, b->start_fen) != 0)
    abort ();
  for (size_t i = 0; i < a->n_moves; i++)
    {
      const AbPgnMove *x = &a->moves[i], *y = &b->moves[i];
      const char *ca = ab_pgn_game_text (a, x->comment_after);
      const char *cb = ab_pgn_game_text (b, y->comment_after);

      if (x->move != y->move || x->next != y->next || x->variations != y->variations
          || x->next_variation != y->next_variation || x->n_nags != y->n_nags
          || memcmp (x->nags, y->nags, x->n_nags) != 0 || x->clock_ms != y->clock_ms
          || x->emt_ms != y->emt_ms || (ca == NULL) != (cb == NULL) || (ca && strcmp (ca, cb)))
        abort ();
    }
}

static void
round_trip (const AbPgnGame *game, AbPgnNotation notation)
{
  AbPgnOutput out = { 0 };
  AbPgnReader *r = ab_pgn_reader_new ();
  AbPgnGame back;
  AbPgnError error;

  ab_pgn_game_init (&back);
  if (!ab_pgn_write_game (game, notation, &out))
    abort ();
  ab_pgn_reader_input (r, out.data, out.len, true);
  if (ab_pgn_reader_next (r, &back, &error) != AB_PGN_READ_GAME)
    abort ();
  check_same_game (game, &back);
  if (ab_pgn_reader_next (r, &back, &error) != AB_PGN_READ_END)
    abort ();
  ab_pgn_game_clear (&back);
  ab_pgn_reader_free (r);
  ab_pgn_output_clear (&out);
}

/* Reads data in chunks of chunk bytes (0: whole); returns the games seen. */
static int
read_all (const uint8_t *data, size_t size, size_t chunk, Seen *seen, AbPgnNotation notation)
{
  AbPgnReader *r = ab_pgn_reader_new ();
  AbPgnGame game;
  char *buf = malloc (size + 1);
  size_t fed = 0, len = 0;
  int n = 0;

  ab_pgn_game_init (&game);
  for (;;)
    {
      size_t add = chunk == 0 || chunk > size - fed ? size - fed : chunk, done;
      AbPgnReadStatus st;
      AbPgnError error;

      memcpy (buf + len, data + fed, add);
      fed += add;
      len += add;
      ab_pgn_reader_input (r, buf, len, fed == size);
      while ((st = ab_pgn_reader_next (r, &game, &error)) == AB_PGN_READ_GAME
             || st == AB_PGN_READ_ERROR)
        {
          if (st == AB_PGN_READ_ERROR)
            {
              char msg[AB_DESCRIBE_MAX];

              ab_describe_pgn_error (&error, msg, sizeof msg);
              if (error.code == AB_PGN_OK || msg[0] == '\0' || error.line == 0)
                abort ();
            }
          else if (chunk == 0)
            round_trip (&game, notation);
          if (n < MAX_SEEN)
            seen[n] = (Seen) { st, st == AB_PGN_READ_ERROR ? error.code : AB_PGN_OK,
                               error.line, game.n_moves, game.first, game.result };
          n++;
        }
      if (st == AB_PGN_READ_END)
        break;
      if (fed == size)
        abort (); /* the final input never asks for more */
      done = ab_pgn_reader_consumed (r);
      if (done > len)
        abort ();
      memmove (buf, buf + done, len - done);
      len -= done;
    }
  ab_pgn_game_clear (&game);
  ab_pgn_reader_free (r);
  free (buf);
  return n;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  Seen whole[MAX_SEEN], part[MAX_SEEN];
  size_t chunk;
  AbPgnNotation notation;
  int n;

  if (size == 0)
    return 0;
  chunk = 1 + data[0] % 64;
  notation = (AbPgnNotation) (data[size - 1] % 4);
  n = read_all (data, size, 0, whole, notation);
  if (read_all (data, size, chunk, part, notation) != n)
    abort ();
  for (int i = 0; i < n && i < MAX_SEEN; i++)
    if (whole[i].status != part[i].status || whole[i].code != part[i].code
        || whole[i].line != part[i].line || whole[i].n_moves != part[i].n_moves
        || whole[i].first != part[i].first || whole[i].result != part[i].result)
      abort ();
  return 0;
}
