/* ab-eboard-tracker.c — the board's snapshots matched against the game, in time. */
#include "ab-eboard-tracker.h"

#include <stdlib.h>
#include <string.h>

#include "ab-eboard-moves.h"

/* What a snapshot is, before any time has passed. */
typedef enum
{
  SEEN_NOTHING,     /* matches nothing */
  SEEN_TARGET,      /* the match's position */
  SEEN_ON_THE_WAY,  /* a position between the board's and the match's, while it catches up */
  SEEN_MOVE,
  SEEN_DISCREPANCY,
  SEEN_TAKEBACK,
  SEEN_NEW_GAME,
  SEEN_ROTATED,
} Seen;

typedef struct
{
  Seen seen;
  bool answered;    /* SEEN_MOVE: the board shows the opponent's answer already */
  int64_t still_us; /* how long the board must stay so before it is told */
  AbMove move;
  AbMove expected;
  int ply;
  int plies;
  int chess960;
} Reading;

struct _AbEboardTracker
{
  int64_t settle_us, castle_us, wrong_us;

  /* The game: pos[0 … n], snap[i] the board of pos[i], moves[i] from pos[i] to pos[i + 1]. */
  AbPosition **pos;
  AbEboardSnapshot *snap;
  AbMove *moves;
  int n, cap;
  /* The last ply the board showed; later plies are still to be carried out on it. */
  int board_ply;
  /* Something was told that the board does not agree with the match: when it agrees
   * again, that is told too. */
  bool told_off;
  /* The last MOVE told, from ply told_ply: when the match plays it, the board has shown
   * it, even if the opponent has already lifted a man since. */
  AbMove told_move;
  int told_ply;
  /* The last move the board was seen to show from the match's position, told or not: when
   * the opponent's answer follows before it was told (a slid man taken at once, lifted
   * first), the board is read as that move and the answer. */
  AbMove seen_move;

  bool turned;
  bool has_board;
  AbEboardSnapshot raw;  /* as the board sends it */
  AbEboardSnapshot seen; /* as read: turned when the board stands turned */
  int64_t changed_at;

  bool pending; /* reading waits until wake */
  Reading reading;
  int64_t wake;
};

AbEboardTracker *
ab_eboard_tracker_new (void)
{
  AbEboardTracker *self = calloc (1, sizeof *self);
  AbPosition *start;

  if (self == NULL)
    return NULL;
  self->settle_us = AB_EBOARD_SETTLE_US_DEFAULT;
  self->castle_us = AB_EBOARD_CASTLE_US_DEFAULT;
  self->wrong_us = AB_EBOARD_WRONG_US_DEFAULT;
  start = ab_position_new ();
  if (start == NULL || !ab_eboard_tracker_set_game (self, start, NULL, 0, 0, NULL))
    {
      ab_position_free (start);
      ab_eboard_tracker_free (self);
      return NULL;
    }
  ab_position_free (start);
  return self;
}

static void
drop_plies (AbEboardTracker *self, int from)
{
  for (int i = from; i <= self->n && self->pos != NULL; i++)
    {
      ab_position_free (self->pos[i]);
      self->pos[i] = NULL;
    }
}

void
ab_eboard_tracker_free (AbEboardTracker *self)
{
  if (self == NULL)
    return;
  drop_plies (self, 0);
  free (self->pos);
  free (self->snap);
  free (self->moves);
  free (self);
}

void
ab_eboard_tracker_set_settle_us (AbEboardTracker *self, int64_t settle_us)
{
  self->settle_us = settle_us > 0 ? settle_us : 0;
}

void
ab_eboard_tracker_set_castle_us (AbEboardTracker *self, int64_t castle_us)
{
  self->castle_us = castle_us > 0 ? castle_us : 0;
}

void
ab_eboard_tracker_set_wrong_us (AbEboardTracker *self, int64_t wrong_us)
{
  self->wrong_us = wrong_us > 0 ? wrong_us : 0;
}

int64_t
ab_eboard_tracker_get_settle_us (const AbEboardTracker *self)
{
  return self->settle_us;
}

const AbPosition *
ab_eboard_tracker_get_position (const AbEboardTracker *self)
{
  return self->pos[self->n];
}

int
ab_eboard_tracker_get_ply (const AbEboardTracker *self)
{
  return self->n;
}

int
ab_eboard_tracker_get_lag (const AbEboardTracker *self)
{
  return self->n - self->board_ply;
}

AbMove
ab_eboard_tracker_get_move_to_show (const AbEboardTracker *self, AbBitboard *squares)
{
  int k = self->board_ply;

  if (squares != NULL)
    *squares = 0;
  if (k < 0 || k >= self->n)
    return AB_MOVE_NONE;
  if (squares != NULL)
    *squares = ab_eboard_move_squares (self->pos[k], self->moves[k]);
  return self->moves[k];
}

bool
ab_eboard_tracker_get_turned (const AbEboardTracker *self)
{
  return self->turned;
}

bool
ab_eboard_tracker_get_board (const AbEboardTracker *self, AbEboardSnapshot *board)
{
  if (self->has_board)
    *board = self->seen;
  return self->has_board;
}

/* Room for one more ply. */
static bool
grow (AbEboardTracker *self)
{
  int cap = self->cap ? self->cap * 2 : 64;
  AbPosition **pos;
  AbEboardSnapshot *snap;
  AbMove *moves;

  if (self->n + 1 < self->cap)
    return true;
  pos = realloc (self->pos, (size_t) cap * sizeof *pos);
  if (pos == NULL)
    return false;
  self->pos = pos;
  snap = realloc (self->snap, (size_t) cap * sizeof *snap);
  if (snap == NULL)
    return false;
  self->snap = snap;
  moves = realloc (self->moves, (size_t) cap * sizeof *moves);
  if (moves == NULL)
    return false;
  self->moves = moves;
  self->cap = cap;
  return true;
}

/* Appends the position after move; false when it is illegal or memory runs out. */
static bool
append (AbEboardTracker *self, AbMove move)
{
  AbPosition *next;
  AbUndo undo;

  if (!ab_position_is_legal (self->pos[self->n], move) || !grow (self)
      || (next = ab_position_copy (self->pos[self->n])) == NULL)
    return false;
  ab_position_make (next, move, &undo);
  self->seen_move = AB_MOVE_NONE;
  self->moves[self->n] = move;
  self->n++;
  self->pos[self->n] = next;
  ab_eboard_snapshot_from_position (&self->snap[self->n], next);
  return true;
}

/* The legal move that takes before (the board of pos) to board, or AB_MOVE_NONE. */
static AbMove
move_to (const AbPosition *pos, const AbEboardSnapshot *before, const AbEboardSnapshot *board)
{
  AbBitboard changed = ab_eboard_snapshot_changed (before, board);
  int count = __builtin_popcountll (changed);
  AbMoveList list;

  /* a move changes two squares, three (en passant, some castlings) or four */
  if (count < 2 || count > 4)
    return AB_MOVE_NONE;
  ab_position_legal_moves (pos, &list);
  for (int i = 0; i < list.count; i++)
    {
      AbMove m = list.moves[i];
      AbBitboard ends = ((AbBitboard) 1 << ab_move_from (m)) | ((AbBitboard) 1 << ab_move_to (m));
      AbEboardSnapshot after;

      if (!(ends & changed))
        continue;
      ab_eboard_snapshot_after_move (before, pos, m, &after);
      if (ab_eboard_snapshot_equal (&after, board))
        return m;
    }
  return AB_MOVE_NONE;
}

/* How still the board must stay after a move before it is final. */
static int64_t
still_after (const AbEboardTracker *self, const AbPosition *pos, AbMove move)
{
  if (ab_eboard_move_may_castle (pos, move))
    return self->castle_us > self->settle_us ? self->castle_us : self->settle_us;
  return ab_eboard_move_may_go_on (pos, move) ? self->settle_us : 0;
}

/* The latest ply before below whose board is board, or -1. */
static int
earlier_ply (const AbEboardTracker *self, const AbEboardSnapshot *board, int below)
{
  for (int k = below - 1; k >= 0; k--)
    if (ab_eboard_snapshot_equal (&self->snap[k], board))
      return k;
  return -1;
}

/* Whether board is the position after the move last seen and a legal answer to it. */
static bool
answered (const AbEboardTracker *self, const AbEboardSnapshot *board)
{
  AbPosition *next = ab_position_copy (self->pos[self->n]);
  AbEboardSnapshot between;
  AbUndo undo;
  bool found;

  if (next == NULL)
    return false;
  ab_eboard_snapshot_after_move (&self->snap[self->n], next, self->seen_move, &between);
  ab_position_make (next, self->seen_move, &undo);
  found = move_to (next, &between, board) != AB_MOVE_NONE;
  ab_position_free (next);
  return found;
}

/* What board is, as it stands (not turned). */
static bool
read_straight (const AbEboardTracker *self, const AbEboardSnapshot *board, Reading *r)
{
  int n = self->n, lo = self->board_ply < n ? self->board_ply : n, k, start;

  memset (r, 0, sizeof *r);
  if (ab_eboard_snapshot_equal (board, &self->snap[n]))
    {
      r->seen = SEEN_TARGET;
      if (self->board_ply < n)
        r->still_us = still_after (self, self->pos[n - 1], self->moves[n - 1]);
      return true;
    }
  for (k = n - 1; k >= lo; k--)
    if (ab_eboard_snapshot_equal (board, &self->snap[k]))
      {
        r->seen = SEEN_ON_THE_WAY;
        r->ply = k;
        return true;
      }
  if ((r->move = move_to (self->pos[n], &self->snap[n], board)) != AB_MOVE_NONE)
    {
      r->seen = SEEN_MOVE;
      r->still_us = still_after (self, self->pos[n], r->move);
      return true;
    }
  if (self->seen_move != AB_MOVE_NONE && answered (self, board))
    {
      r->seen = SEEN_MOVE;
      r->move = self->seen_move;
      r->answered = true;
      return true;
    }
  /* a move made on the board where the match has another: from where the board was left
   * behind, or the last move changed */
  for (k = n - 1; k >= 0 && k >= (lo < n - 1 ? lo : n - 1); k--)
    {
      AbMove m = move_to (self->pos[k], &self->snap[k], board);

      if (m != AB_MOVE_NONE && m != self->moves[k])
        {
          r->seen = SEEN_DISCREPANCY;
          r->move = m;
          r->expected = self->moves[k];
          r->ply = k;
          r->still_us = self->settle_us;
          return true;
        }
    }
  k = earlier_ply (self, board, lo);
  if ((start = ab_eboard_snapshot_start_number (board)) >= 0 && (k != 0 || n > 2))
    {
      r->seen = SEEN_NEW_GAME;
      r->chess960 = start;
      r->plies = k >= 0 ? n - k : 0;
      r->still_us = self->settle_us;
      return true;
    }
  if (k >= 0)
    {
      r->seen = SEEN_TAKEBACK;
      r->plies = n - k;
      r->still_us = self->settle_us;
      return true;
    }
  return false;
}

static void
read_board (const AbEboardTracker *self, Reading *r)
{
  AbEboardSnapshot turned;

  if (read_straight (self, &self->seen, r))
    return;
  /* the board the other way round: the match's position, an earlier one, a start */
  ab_eboard_snapshot_rotate (&self->seen, &turned);
  memset (r, 0, sizeof *r);
  if (ab_eboard_snapshot_equal (&turned, &self->snap[self->n])
      || earlier_ply (self, &turned, self->n) >= 0
      || ab_eboard_snapshot_start_number (&turned) >= 0)
    {
      r->seen = SEEN_ROTATED;
      r->still_us = self->settle_us;
      return;
    }
  r->seen = SEEN_NOTHING;
  r->still_us = self->wrong_us;
}

/* The position the board should show that it is nearest to (the match's, or one it is
 * still catching up through). */
static int
nearest_ply (const AbEboardTracker *self, AbEboardDiff *diff)
{
  int best = self->n, best_count = 65;

  for (int k = self->n; k >= 0 && k >= self->board_ply; k--)
    {
      AbEboardDiff d;

      ab_eboard_snapshot_diff (&self->seen, &self->snap[k], &d);
      if (d.n_missing + d.n_extra < best_count)
        {
          best = k;
          best_count = d.n_missing + d.n_extra;
          *diff = d;
        }
    }
  return best;
}

static void consider (AbEboardTracker *self, int64_t now, bool defer, AbEboardVerdict *verdict);

/* Tells the reading, now that the board has been still long enough. */
static void
tell (AbEboardTracker *self, const Reading *r, int64_t now, AbEboardVerdict *v)
{
  switch (r->seen)
    {
    case SEEN_TARGET:
      v->kind = AB_EBOARD_ARRIVED;
      self->board_ply = self->n;
      self->told_off = false;
      break;
    case SEEN_MOVE:
      v->kind = AB_EBOARD_MOVE;
      v->move = r->move;
      self->board_ply = self->n;
      self->told_move = r->move;
      self->told_ply = self->n;
      self->seen_move = AB_MOVE_NONE;
      break;
    case SEEN_DISCREPANCY:
      v->kind = AB_EBOARD_DISCREPANCY;
      v->move = r->move;
      v->expected = r->expected;
      v->ply = r->ply;
      self->told_off = true;
      break;
    case SEEN_TAKEBACK:
      v->kind = AB_EBOARD_TAKEBACK;
      v->plies = r->plies;
      self->told_off = true;
      break;
    case SEEN_NEW_GAME:
      v->kind = AB_EBOARD_NEW_GAME;
      v->chess960 = r->chess960;
      v->plies = r->plies;
      self->told_off = true;
      break;
    case SEEN_ROTATED:
      v->kind = AB_EBOARD_ROTATED;
      self->turned = !self->turned;
      ab_eboard_snapshot_rotate (&self->raw, &self->seen);
      if (!self->turned)
        self->seen = self->raw;
      self->told_off = true;
      /* what the board shows, read the right way round, is told on the next tick */
      consider (self, now, true, NULL);
      break;
    case SEEN_NOTHING:
      v->kind = AB_EBOARD_WRONG;
      v->reference_ply = nearest_ply (self, &v->diff);
      self->told_off = true;
      break;
    case SEEN_ON_THE_WAY:
      break;
    }
}

static void
finish (const AbEboardTracker *self, AbEboardVerdict *v)
{
  v->turned = self->turned;
  v->wake_us = self->pending ? self->wake : 0;
  if (v->kind == AB_EBOARD_NOTHING && self->pending)
    v->kind = AB_EBOARD_WAIT;
}

static void
clear (AbEboardVerdict *v)
{
  memset (v, 0, sizeof *v);
  v->kind = AB_EBOARD_NOTHING;
}

/* Reads the board anew against the game and tells what is due now; what is due later
 * waits (defer: everything waits, at least until now). */
static void
consider (AbEboardTracker *self, int64_t now, bool defer, AbEboardVerdict *verdict)
{
  AbEboardVerdict dropped;
  AbEboardVerdict *v = verdict != NULL ? verdict : &dropped;
  Reading r;

  self->pending = false;
  if (!self->has_board)
    return;
  read_board (self, &r);
  if (r.seen == SEEN_MOVE && !r.answered)
    self->seen_move = r.move;
  if (r.answered)
    {
      /* the move is done: tell it now, and read the answer once the match has it */
      tell (self, &r, now, v);
      consider (self, now, true, NULL);
      return;
    }
  switch (r.seen)
    {
    case SEEN_ON_THE_WAY:
      self->board_ply = r.ply;
      return;
    case SEEN_TARGET:
      if (self->board_ply == self->n && !self->told_off)
        return;
      break;
    default:
      break;
    }
  if (!defer && self->changed_at + r.still_us <= now)
    {
      tell (self, &r, now, v);
      return;
    }
  self->pending = true;
  self->reading = r;
  self->wake = self->changed_at + r.still_us;
  if (self->wake < now)
    self->wake = now;
}

/* A move read but waiting for stillness is done when the board next changes somewhere
 * its man could not be going on from: the opponent has begun his move. */
static bool
moved_on (const AbEboardTracker *self, const AbEboardSnapshot *board)
{
  const Reading *r = &self->reading;
  AbBitboard changed, going_on;

  if (!self->pending)
    return false;
  if (r->seen == SEEN_MOVE)
    going_on = ab_eboard_move_going_on_squares (self->pos[self->n], r->move);
  else if (r->seen == SEEN_TARGET && self->board_ply < self->n)
    going_on = ab_eboard_move_going_on_squares (self->pos[self->n - 1], self->moves[self->n - 1]);
  else
    return false;
  changed = ab_eboard_snapshot_changed (&self->seen, board);
  return going_on != 0 && !(changed & going_on);
}

void
ab_eboard_tracker_board (AbEboardTracker *self, const AbEboardSnapshot *board, int64_t now_us,
                         AbEboardVerdict *verdict)
{
  AbEboardSnapshot seen;

  clear (verdict);
  if (!self->has_board || !ab_eboard_snapshot_equal (board, &self->raw))
    {
      bool done;

      if (self->turned)
        ab_eboard_snapshot_rotate (board, &seen);
      else
        seen = *board;
      done = self->has_board && moved_on (self, &seen);
      self->has_board = true;
      self->raw = *board;
      self->seen = seen;
      self->changed_at = now_us;
      if (done)
        {
          Reading r = self->reading;

          /* tell the move now; what the board shows since is read on the next tick, or
           * at once when the match plays the move */
          self->pending = false;
          tell (self, &r, now_us, verdict);
          consider (self, now_us, true, NULL);
        }
      else
        consider (self, now_us, false, verdict);
    }
  finish (self, verdict);
}

void
ab_eboard_tracker_tick (AbEboardTracker *self, int64_t now_us, AbEboardVerdict *verdict)
{
  clear (verdict);
  if (self->pending && now_us >= self->wake)
    {
      Reading r = self->reading;

      self->pending = false;
      tell (self, &r, now_us, verdict);
    }
  finish (self, verdict);
}

bool
ab_eboard_tracker_set_game (AbEboardTracker *self, const AbPosition *start, const AbMove *moves,
                            int n_moves, int64_t now_us, AbEboardVerdict *verdict)
{
  AbEboardTracker old = *self;
  bool built = false;

  if (verdict != NULL)
    clear (verdict);
  /* build the new game beside the old one, so a failure leaves the old one */
  self->pos = NULL;
  self->snap = NULL;
  self->moves = NULL;
  self->n = 0;
  self->cap = 0;
  if (grow (self) && (self->pos[0] = ab_position_copy (start)) != NULL)
    {
      ab_eboard_snapshot_from_position (&self->snap[0], self->pos[0]);
      built = true;
      for (int i = 0; i < n_moves && built; i++)
        built = append (self, moves[i]);
    }
  if (!built)
    {
      if (self->cap > 0)
        drop_plies (self, 0);
      free (self->pos);
      free (self->snap);
      free (self->moves);
      self->pos = old.pos;
      self->snap = old.snap;
      self->moves = old.moves;
      self->n = old.n;
      self->cap = old.cap;
      return false;
    }
  if (old.cap > 0)
    drop_plies (&old, 0);
  free (old.pos);
  free (old.snap);
  free (old.moves);
  self->board_ply = self->n;
  self->told_off = false;
  self->seen_move = AB_MOVE_NONE;
  consider (self, now_us, false, verdict);
  if (verdict != NULL)
    finish (self, verdict);
  return true;
}

bool
ab_eboard_tracker_play (AbEboardTracker *self, AbMove move, int64_t now_us,
                        AbEboardVerdict *verdict)
{
  bool shown;

  clear (verdict);
  shown = self->told_move == move && self->told_ply == self->n;
  if (!append (self, move))
    {
      finish (self, verdict);
      return false;
    }
  self->told_move = AB_MOVE_NONE;
  /* the board showed it (the move was made there), or shows it now (carried out before it
   * was entered) */
  if (shown || (self->has_board && ab_eboard_snapshot_equal (&self->seen, &self->snap[self->n])))
    {
      self->board_ply = self->n;
      self->told_off = false;
    }
  consider (self, now_us, false, verdict);
  finish (self, verdict);
  return true;
}

bool
ab_eboard_tracker_take_back (AbEboardTracker *self, int plies, int64_t now_us,
                             AbEboardVerdict *verdict)
{
  clear (verdict);
  if (plies < 0 || plies > self->n)
    {
      finish (self, verdict);
      return false;
    }
  self->seen_move = AB_MOVE_NONE;
  for (int i = 0; i < plies; i++)
    {
      ab_position_free (self->pos[self->n]);
      self->pos[self->n] = NULL;
      self->n--;
    }
  if (self->board_ply > self->n)
    self->board_ply = self->n;
  consider (self, now_us, false, verdict);
  finish (self, verdict);
  return true;
}
