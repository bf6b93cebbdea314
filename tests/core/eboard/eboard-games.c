/* SPDX-License-Identifier: GPL-3.0-or-later */
/* eboard-games.c — games made on a simulated board and read back by the tracker. */
#include "eboard-games.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ab-fen.h"
#include "ab-pgn.h"
#include "ab-uci.h"
#include "eboard-table.h"

#define MS 1000

void
games_result_init (GamesResult *r)
{
  memset (r, 0, sizeof *r);
}

void
games_result_clear (GamesResult *r)
{
  free (r->latency);
  games_result_init (r);
}

static int
compare (const void *a, const void *b)
{
  int64_t x = *(const int64_t *) a, y = *(const int64_t *) b;

  return (x > y) - (x < y);
}

int64_t
games_latency (GamesResult *r, double q)
{
  int i;

  if (r->n_latency == 0)
    return 0;
  qsort (r->latency, (size_t) r->n_latency, sizeof *r->latency, compare);
  i = (int) (q * (r->n_latency - 1) + 0.5);
  return r->latency[i];
}

static void
add_latency (GamesResult *r, int64_t us)
{
  if (r->n_latency == r->cap_latency)
    {
      r->cap_latency = r->cap_latency ? 2 * r->cap_latency : 1024;
      r->latency = realloc (r->latency, (size_t) r->cap_latency * sizeof *r->latency);
      if (r->latency == NULL)
        abort ();
    }
  r->latency[r->n_latency++] = us;
}

static void
count_kind (const AbPosition *pos, AbMove m, GamesResult *r)
{
  switch (ab_move_kind (m))
    {
    case AB_MOVE_CASTLING:
      if (ab_position_is_chess960 (pos))
        r->castlings_960++;
      else
        r->castlings++;
      break;
    case AB_MOVE_EN_PASSANT:
      r->en_passant++;
      break;
    case AB_MOVE_PROMOTION:
      r->promotions++;
      r->underpromotions += ab_move_promotion (m) != AB_QUEEN;
      break;
    case AB_MOVE_NORMAL:
      break;
    }
  if (ab_move_kind (m) != AB_MOVE_CASTLING && ab_position_piece_at (pos, ab_move_to (m)) != AB_NO_PIECE)
    r->captures++;
}

static void
note_failure (GamesResult *r, const char *fen, const AbMove *moves, int ply, const char *what,
              const AbEboardVerdict *v)
{
  char line[160] = "";

  if (r->first_failure[0] != '\0')
    return;
  for (int i = 0; i <= ply; i++)
    {
      size_t n = strlen (line);

      if (n + 8 < sizeof line)
        snprintf (line + n, sizeof line - n, " %c%c%c%c", 'a' + AB_SQUARE_FILE (ab_move_from (moves[i])),
                  '1' + AB_SQUARE_RANK (ab_move_from (moves[i])),
                  'a' + AB_SQUARE_FILE (ab_move_to (moves[i])), '1' + AB_SQUARE_RANK (ab_move_to (moves[i])));
    }
  snprintf (r->first_failure, sizeof r->first_failure, "%s (verdict %d, %c%c%c%c) at ply %d of %s:%s",
            what, v != NULL ? (int) v->kind : -1,
            v != NULL ? 'a' + AB_SQUARE_FILE (ab_move_from (v->move)) : '-',
            v != NULL ? '1' + AB_SQUARE_RANK (ab_move_from (v->move)) : '-',
            v != NULL ? 'a' + AB_SQUARE_FILE (ab_move_to (v->move)) : '-',
            v != NULL ? '1' + AB_SQUARE_RANK (ab_move_to (v->move)) : '-', ply, fen, line);
}

/* One game: each move made by hands in a random way, then a pause before the next (now
 * and then a blitz reply that begins at once); every verdict is checked. */
static void
play_game (const AbPosition *start, const AbMove *moves, int n, Rng *rng, GamesResult *r,
           bool trace)
{
  AbPosition *pos = ab_position_copy (start);
  int64_t *placed = malloc ((size_t) (n > 0 ? n : 1) * sizeof *placed);
  char fen[AB_FEN_MAX];
  int told = 0, failures = 0;
  Rng before = *rng;
  Table t;

  ab_position_get_fen (start, AB_FEN_CASTLING_AUTO, fen, sizeof fen);
  if (!table_init (&t, fen, NULL))
    abort ();
  t.trace = trace;
  for (int i = 0; i < n; i++)
    {
      AbUndo undo;

      count_kind (pos, moves[i], r);
      placed[i] = table_make_move (&t, pos, moves[i], rng);
      ab_position_make (pos, moves[i], &undo);
      /* a thinking pause, or a reply begun at once */
      table_wait (&t, rng_range (rng, 0, 3) == 0 ? rng_range (rng, 100 * MS, 400 * MS)
                                                 : rng_range (rng, 500 * MS, 4000 * MS));
    }
  table_wait (&t, 5000 * MS);
  for (int k = 0; k < t.n; k++)
    {
      const AbEboardVerdict *v = &t.verdicts[k];

      if (v->kind != AB_EBOARD_MOVE)
        {
          r->other++;
          failures++;
          note_failure (r, fen, moves, told, "another verdict", v);
          break;
        }
      if (told >= n || v->move != moves[told])
        {
          r->wrong++;
          failures++;
          note_failure (r, fen, moves, told < n ? told : n - 1, "a wrong move", v);
          break;
        }
      add_latency (r, t.at[k] - placed[told]);
      told++;
    }
  if (failures == 0 && told < n)
    {
      r->missed += n - told;
      failures++;
      note_failure (r, fen, moves, told, "a move missed", NULL);
    }
  r->games++;
  r->moves += n;
  r->failed_games += failures > 0;
  if (failures > 0 && !trace && getenv ("EBOARD_TRACE") != NULL)
    {
      GamesResult again;

      games_result_init (&again);
      *rng = before;
      play_game (start, moves, n, rng, &again, true);
      games_result_clear (&again);
    }
  for (int w = 0; w < N_WAYS; w++)
    r->ways[w] += t.ways[w];
  r->snapshots += t.snapshots;
  table_free (&t);
  free (placed);
  ab_position_free (pos);
}

/* More of the file after the len bytes kept; the buffer doubles when they fill it. */
static void
refill (FILE *f, char **buf, size_t *len, size_t *cap, bool *at_end)
{
  if (*len == *cap)
    {
      *cap = *cap ? 2 * *cap : 1 << 20;
      *buf = realloc (*buf, *cap);
      if (*buf == NULL)
        abort ();
    }
  *len += fread (*buf + *len, 1, *cap - *len, f);
  *at_end = feof (f) || ferror (f);
}

bool
games_play_pgn (const char *path, int max_games, uint64_t seed, GamesResult *r)
{
  FILE *f = fopen (path, "rb");
  AbPgnReader *reader;
  AbPgnGame game;
  AbPgnError error;
  Rng rng = { seed };
  char *buf = NULL;
  size_t len = 0, cap = 0;
  bool at_end = false;
  int played = 0;

  if (f == NULL)
    return false;
  reader = ab_pgn_reader_new ();
  ab_pgn_game_init (&game);
  refill (f, &buf, &len, &cap, &at_end);
  ab_pgn_reader_input (reader, buf, len, at_end);
  while (played < max_games)
    {
      AbPgnReadStatus st = ab_pgn_reader_next (reader, &game, &error);

      if (st == AB_PGN_READ_END)
        break;
      if (st == AB_PGN_READ_MORE)
        {
          size_t used = ab_pgn_reader_consumed (reader);

          memmove (buf, buf + used, len - used);
          len -= used;
          if (at_end)
            break;
          refill (f, &buf, &len, &cap, &at_end);
          ab_pgn_reader_input (reader, buf, len, at_end);
          continue;
        }
      if (st == AB_PGN_READ_GAME)
        {
          AbPosition *start = ab_position_new ();
          AbMove *moves = malloc (ab_pgn_game_main_line_length (&game) * sizeof *moves + 1);
          int n = 0;

          ab_pgn_game_start_position (&game, start);
          for (uint32_t i = game.first; i != AB_PGN_NONE; i = game.moves[i].next)
            moves[n++] = game.moves[i].move;
          play_game (start, moves, n, &rng, r, false);
          free (moves);
          ab_position_free (start);
          played++;
        }
    }
  ab_pgn_game_clear (&game);
  ab_pgn_reader_free (reader);
  free (buf);
  fclose (f);
  return true;
}

/* A random legal move that takes a special one when it can: castling, en passant and
 * promotion (to any piece) whenever they are there, a capture often. */
static AbMove
pick (const AbPosition *pos, Rng *rng)
{
  AbMoveList list;
  AbMove special[AB_MAX_MOVES], capture[AB_MAX_MOVES];
  int n_special = 0, n_capture = 0;

  ab_position_legal_moves (pos, &list);
  if (list.count == 0)
    return AB_MOVE_NONE;
  for (int i = 0; i < list.count; i++)
    {
      AbMove m = list.moves[i];

      if (ab_move_kind (m) != AB_MOVE_NORMAL)
        special[n_special++] = m;
      else if (ab_position_piece_at (pos, ab_move_to (m)) != AB_NO_PIECE)
        capture[n_capture++] = m;
    }
  if (n_special > 0 && rng_range (rng, 0, 4) != 0)
    return special[rng_range (rng, 0, n_special - 1)];
  if (n_capture > 0 && rng_range (rng, 0, 2) == 0)
    return capture[rng_range (rng, 0, n_capture - 1)];
  return list.moves[rng_range (rng, 0, list.count - 1)];
}

void
games_play_random (int n_games, bool chess960, uint64_t seed, GamesResult *r)
{
  Rng rng = { seed };

  for (int g = 0; g < n_games; g++)
    {
      AbPosition *start = ab_position_new (), *pos;
      AbMove moves[160];
      int n = 0, length = (int) rng_range (&rng, 40, 160);

      if (chess960)
        ab_position_set_chess960 (start, (int) rng_range (&rng, 0, 959));
      pos = ab_position_copy (start);
      while (n < length)
        {
          AbMove m = pick (pos, &rng);
          AbUndo undo;

          if (m == AB_MOVE_NONE)
            break;
          moves[n++] = m;
          ab_position_make (pos, m, &undo);
        }
      play_game (start, moves, n, &rng, r, false);
      ab_position_free (pos);
      ab_position_free (start);
    }
}
