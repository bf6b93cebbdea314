/* SPDX-License-Identifier: GPL-3.0-or-later */
/* eboard-table.c — hands, a board and a tracker, in simulated time. */
#include "eboard-table.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ab-eboard-moves.h"
#include "ab-fen.h"
#include "ab-uci.h"

const char *const way_names[N_WAYS] = {
  "slid", "taken first", "taken last", "pushed off", "king first", "rook first", "both lifted",
  "pawn exchanged", "knocked over",
};

static void
handle (Table *t, const AbEboardVerdict *v)
{
  t->wake = v->wake_us;
  if (t->trace)
    fprintf (stderr, "  %8.3f verdict %d move %d-%d wake %.3f\n", t->now / 1e6, v->kind,
             ab_move_from (v->move), ab_move_to (v->move), v->wake_us / 1e6);
  if (v->kind == AB_EBOARD_NOTHING || v->kind == AB_EBOARD_WAIT)
    return;
  if (t->n == t->cap)
    {
      t->cap = t->cap ? 2 * t->cap : 64;
      t->verdicts = realloc (t->verdicts, (size_t) t->cap * sizeof *t->verdicts);
      t->at = realloc (t->at, (size_t) t->cap * sizeof *t->at);
      if (t->verdicts == NULL || t->at == NULL)
        abort ();
    }
  t->verdicts[t->n] = *v;
  t->at[t->n] = t->now;
  t->n++;
  if (v->kind == AB_EBOARD_MOVE && t->play_moves)
    {
      AbEboardVerdict w;

      ab_eboard_tracker_play (t->tracker, v->move, t->now, &w);
      handle (t, &w);
    }
}

/* Time runs to until, with every tick the tracker asks for on the way. */
static void
run_to (Table *t, int64_t until)
{
  while (t->wake > 0 && t->wake <= until)
    {
      AbEboardVerdict v;

      if (t->wake > t->now)
        t->now = t->wake;
      ab_eboard_tracker_tick (t->tracker, t->now, &v);
      handle (t, &v);
    }
  if (until > t->now)
    t->now = until;
}

static void
send (Table *t)
{
  AbEboardSnapshot sent;
  AbEboardVerdict v;

  if (t->turned)
    ab_eboard_snapshot_rotate (&t->board, &sent);
  else
    sent = t->board;
  t->last_change = t->now;
  t->snapshots++;
  if (t->trace)
    {
      char text[AB_EBOARD_PLACEMENT_MAX];

      ab_eboard_snapshot_to_placement (&t->board, text);
      fprintf (stderr, "%8.3f board %s (ply %d, lag %d)\n", t->now / 1e6, text,
               ab_eboard_tracker_get_ply (t->tracker), ab_eboard_tracker_get_lag (t->tracker));
    }
  ab_eboard_tracker_board (t->tracker, &sent, t->now, &v);
  handle (t, &v);
}

bool
table_init (Table *t, const char *fen, const char *moves)
{
  AbPosition *pos = ab_position_new ();
  AbMove list[512];
  int n = 0;
  AbEboardVerdict v;
  bool ok = true;

  memset (t, 0, sizeof *t);
  t->play_moves = true;
  t->tracker = ab_eboard_tracker_new ();
  if (fen != NULL && !ab_position_set_fen (pos, fen, NULL))
    ok = false;
  ok = ok && ab_eboard_tracker_set_game (t->tracker, pos, NULL, 0, 0, &v);
  if (ok && moves != NULL)
    {
      char *copy = strdup (moves), *save = NULL;

      for (char *w = strtok_r (copy, " ", &save); w != NULL && ok && n < 512;
           w = strtok_r (NULL, " ", &save))
        {
          AbUndo undo;

          list[n] = ab_move_from_uci (pos, w);
          ok = list[n] != AB_MOVE_NONE;
          if (ok)
            ab_position_make (pos, list[n++], &undo);
        }
      free (copy);
      if (ok)
        {
          AbPosition *start = ab_position_new ();

          if (fen != NULL)
            ab_position_set_fen (start, fen, NULL);
          ok = ab_eboard_tracker_set_game (t->tracker, start, list, n, 0, &v);
          ab_position_free (start);
        }
    }
  ab_eboard_snapshot_from_position (&t->board, pos);
  ab_position_free (pos);
  if (ok)
    send (t);
  return ok;
}

void
table_free (Table *t)
{
  ab_eboard_tracker_free (t->tracker);
  t->tracker = NULL;
  free (t->verdicts);
  free (t->at);
  t->verdicts = NULL;
  t->at = NULL;
}

void
table_wait (Table *t, int64_t us)
{
  run_to (t, t->now + us);
}

void
table_lift (Table *t, AbSquare square, int64_t after_us)
{
  run_to (t, t->now + after_us);
  t->board.squares[square] = AB_NO_PIECE;
  send (t);
}

void
table_place (Table *t, AbSquare square, AbPiece piece, int64_t after_us)
{
  run_to (t, t->now + after_us);
  t->board.squares[square] = piece;
  send (t);
}

void
table_turn (Table *t, int64_t after_us)
{
  run_to (t, t->now + after_us);
  t->turned = !t->turned;
  send (t);
}

bool
table_match_plays (Table *t, AbMove move)
{
  AbEboardVerdict v;
  bool ok = ab_eboard_tracker_play (t->tracker, move, t->now, &v);

  handle (t, &v);
  return ok;
}

void
table_match_takes_back (Table *t, int plies)
{
  AbEboardVerdict v;

  ab_eboard_tracker_take_back (t->tracker, plies, t->now, &v);
  handle (t, &v);
}

uint64_t
rng_next (Rng *rng)
{
  uint64_t z = (rng->state += 0x9E3779B97F4A7C15ULL);

  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

int64_t
rng_range (Rng *rng, int64_t lo, int64_t hi)
{
  return lo + (int64_t) (rng_next (rng) % (uint64_t) (hi - lo + 1));
}

/* A hand's pause between two touches of the board, and a quick one inside a slide. */
static int64_t
gap (Rng *rng)
{
  return rng_range (rng, 60000, 350000);
}

static int64_t
quick (Rng *rng)
{
  return rng_range (rng, 20000, 90000);
}

/* The man slid along its line: put down and lifted on each square between. */
static void
slide (Table *t, AbSquare from, AbSquare to, AbPiece piece, Rng *rng)
{
  int df = (AB_SQUARE_FILE (to) > AB_SQUARE_FILE (from)) - (AB_SQUARE_FILE (to) < AB_SQUARE_FILE (from));
  int dr = (AB_SQUARE_RANK (to) > AB_SQUARE_RANK (from)) - (AB_SQUARE_RANK (to) < AB_SQUARE_RANK (from));
  int f = AB_SQUARE_FILE (from) + df, r = AB_SQUARE_RANK (from) + dr;

  t->ways[WAY_SLID]++;
  for (; AB_SQUARE (f, r) != to; f += df, r += dr)
    {
      table_place (t, AB_SQUARE (f, r), piece, quick (rng));
      table_lift (t, AB_SQUARE (f, r), quick (rng));
    }
}

/* Whether a man can slide from from to to: a line longer than one square, nothing on it. */
static bool
can_slide (const Table *t, AbSquare from, AbSquare to)
{
  int df = AB_SQUARE_FILE (to) - AB_SQUARE_FILE (from), dr = AB_SQUARE_RANK (to) - AB_SQUARE_RANK (from);
  int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);

  if (!(df == 0 || dr == 0 || abs (df) == abs (dr)) || (abs (df) < 2 && abs (dr) < 2))
    return false;
  for (int f = AB_SQUARE_FILE (from) + sf, r = AB_SQUARE_RANK (from) + sr; AB_SQUARE (f, r) != to;
       f += sf, r += sr)
    if (t->board.squares[AB_SQUARE (f, r)] != AB_NO_PIECE)
      return false;
  return true;
}

static void
castle (Table *t, const AbPosition *pos, AbMove move, Rng *rng)
{
  AbSquare king_from = ab_move_from (move), rook_from = ab_move_to (move);
  AbSquare king_to = ab_position_king_destination (pos, move);
  AbSquare rook_to = AB_SQUARE (ab_move_is_long_castling (move) ? 3 : 5, AB_SQUARE_RANK (king_from));
  AbPiece king = t->board.squares[king_from], rook = t->board.squares[rook_from];
  int order = (int) rng_range (rng, 0, 2);

  /* one first only when its square to go to is free (or its own) */
  if (order == 0 && king_to != king_from && king_to == rook_from)
    order = 2;
  if (order == 1 && rook_to != rook_from && rook_to == king_from)
    order = 2;
  t->ways[WAY_KING_FIRST + order]++;
  if (order == 0)
    {
      if (king_to != king_from)
        {
          table_lift (t, king_from, gap (rng));
          if (can_slide (t, king_from, king_to) && rng_range (rng, 0, 2) == 0)
            slide (t, king_from, king_to, king, rng);
          table_place (t, king_to, king, gap (rng));
        }
      if (rook_to != rook_from)
        {
          table_lift (t, rook_from, gap (rng));
          table_place (t, rook_to, rook, gap (rng));
        }
    }
  else if (order == 1)
    {
      if (rook_to != rook_from)
        {
          table_lift (t, rook_from, gap (rng));
          table_place (t, rook_to, rook, gap (rng));
        }
      if (king_to != king_from)
        {
          table_lift (t, king_from, gap (rng));
          table_place (t, king_to, king, gap (rng));
        }
    }
  else
    {
      bool king_lifted_first = rng_range (rng, 0, 1);

      table_lift (t, king_lifted_first ? king_from : rook_from, gap (rng));
      table_lift (t, king_lifted_first ? rook_from : king_from, quick (rng));
      if (rng_range (rng, 0, 1))
        {
          table_place (t, king_to, king, gap (rng));
          table_place (t, rook_to, rook, gap (rng));
        }
      else
        {
          table_place (t, rook_to, rook, gap (rng));
          table_place (t, king_to, king, gap (rng));
        }
    }
}

int64_t
table_make_move (Table *t, const AbPosition *pos, AbMove move, Rng *rng)
{
  AbSquare from = ab_move_from (move), to = ab_move_to (move);
  AbPiece piece = t->board.squares[from], taken = t->board.squares[to];
  AbColor side = ab_position_side_to_move (pos);

  /* now and then a man of the mover's is knocked over and set up again first */
  if (rng_range (rng, 0, 19) == 0)
    {
      AbSquare sq = (AbSquare) rng_range (rng, 0, 63);

      if (sq != from && sq != to && t->board.squares[sq] != AB_NO_PIECE)
        {
          AbPiece knocked = t->board.squares[sq];

          t->ways[WAY_KNOCKED]++;
          table_lift (t, sq, gap (rng));
          table_place (t, sq, knocked, rng_range (rng, 100000, 700000));
        }
    }
  switch (ab_move_kind (move))
    {
    case AB_MOVE_CASTLING:
      castle (t, pos, move, rng);
      break;
    case AB_MOVE_EN_PASSANT:
      {
        AbSquare victim = AB_SQUARE (AB_SQUARE_FILE (to), AB_SQUARE_RANK (from));
        bool first = rng_range (rng, 0, 1);

        t->ways[first ? WAY_TAKEN_FIRST : WAY_TAKEN_LAST]++;
        if (first)
          table_lift (t, victim, gap (rng));
        table_lift (t, from, gap (rng));
        table_place (t, to, piece, gap (rng));
        if (t->board.squares[victim] != AB_NO_PIECE)
          table_lift (t, victim, gap (rng));
        break;
      }
    case AB_MOVE_PROMOTION:
    case AB_MOVE_NORMAL:
      {
        AbPiece put = ab_move_kind (move) == AB_MOVE_PROMOTION
                          ? AB_PIECE (side, ab_move_promotion (move)) : piece;
        int how = taken != AB_NO_PIECE ? (int) rng_range (rng, 0, 2) : 0;

        if (taken != AB_NO_PIECE)
          t->ways[how == 1 ? WAY_TAKEN_FIRST : how == 2 ? WAY_TAKEN_LAST : WAY_PUSHED_OFF]++;

        if (how == 1)
          table_lift (t, to, gap (rng)); /* the taken man first */
        table_lift (t, from, gap (rng));
        if (how == 2)
          table_lift (t, to, gap (rng)); /* then the taken man */
        if (taken == AB_NO_PIECE && can_slide (t, from, to) && rng_range (rng, 0, 2) == 0)
          slide (t, from, to, piece, rng);
        if (put != piece && rng_range (rng, 0, 2) == 0)
          {
            /* the pawn put on the last rank, then exchanged */
            t->ways[WAY_PAWN_EXCHANGED]++;
            table_place (t, to, piece, gap (rng));
            table_lift (t, to, gap (rng));
          }
        /* how == 0 with a capture: the man pushes the taken one off in one change */
        table_place (t, to, put, gap (rng));
        break;
      }
    }
  return t->now;
}
