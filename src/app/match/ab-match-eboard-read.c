/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-match-eboard-read.c — the e-board read: the match's game told to its tracker, the
 * tracker's verdicts made the match's moves and news, the clock on it, what it shows. */
#include "ab-match-eboard-private.h"

#include "ab-eboard-moves.h"
#include "ab-match-arbiter.h"
#include "ab-match-assistant.h"

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AbPosition, ab_position_free)

/* ---- the game told to the tracker ---- */

/* The match's game as the board is to show it: the moves up to the sighted player's last,
 * which his board showed (he made them there, or on it while it was away), then the blind
 * player's after it, which it may still have to carry out. */
void
_ab_match_eboard_sync (AbMatchEboard *self)
{
  AbMatch *match = self->match;
  guint n = ab_match_get_n_plies (match);
  guint shown = n;
  g_autofree AbMove *moves = g_new (AbMove, n + 1);

  if (self->session == NULL)
    return;
  for (guint i = 0; i < n; i++)
    moves[i] = ab_match_get_move (match, i);
  while (shown > 0 && ab_match_get_mover (match, shown - 1) == ab_match_get_blind_color (match))
    shown--;
  self->takeback = 0;
  self->told_off = FALSE;
  ab_eboard_session_set_game (self->session,
                              ab_game_get_start_position (ab_match_get_game (match)), moves,
                              (int) shown);
  for (guint i = shown; i < n && self->session != NULL; i++)
    ab_eboard_session_play (self->session, moves[i]);
  _ab_match_eboard_emit_changed (self);
}

/* ---- what the board shows ---- */

AbEboardTracker *
_ab_match_eboard_tracker (AbMatchEboard *self)
{
  return self->session != NULL ? ab_eboard_session_get_tracker (self->session) : NULL;
}

AbEboardShows
ab_match_eboard_get_shows (AbMatchEboard *self, AbEboardDiff *diff)
{
  AbEboardSnapshot board, target;
  AbEboardTracker *t;
  int lag;

  g_return_val_if_fail (AB_IS_MATCH_EBOARD (self), AB_EBOARD_SHOWS_NOTHING);

  t = _ab_match_eboard_tracker (self);
  if (t == NULL || self->state != AB_MATCH_EBOARD_CONNECTED
      || !ab_eboard_tracker_get_board (t, &board))
    return AB_EBOARD_SHOWS_NOTHING;
  ab_eboard_snapshot_from_position (&target, ab_match_get_position (self->match));
  if (diff != NULL)
    ab_eboard_snapshot_diff (&board, &target, diff);
  if (ab_eboard_snapshot_equal (&board, &target))
    return AB_EBOARD_SHOWS_GAME;
  lag = ab_eboard_tracker_get_lag (t);
  if (lag > 0 && lag <= (int) ab_match_get_n_plies (self->match))
    {
      AbPosition *before = ab_match_get_position_before (self->match,
                                                         ab_match_get_n_plies (self->match)
                                                           - (guint) lag);
      AbEboardSnapshot then;

      ab_eboard_snapshot_from_position (&then, before);
      ab_position_free (before);
      if (ab_eboard_snapshot_equal (&board, &then))
        return AB_EBOARD_SHOWS_BEHIND;
    }
  /* The sighted player moved meanwhile: read as his move at once. */
  if (ab_position_side_to_move (ab_match_get_position (self->match))
      != ab_match_get_blind_color (self->match))
    {
      const AbPosition *pos = ab_match_get_position (self->match);
      AbMoveList list;

      ab_position_legal_moves (pos, &list);
      for (int i = 0; i < list.count; i++)
        {
          AbEboardSnapshot after;

          ab_eboard_snapshot_after_move (&target, pos, list.moves[i], &after);
          if (ab_eboard_snapshot_equal (&board, &after))
            return AB_EBOARD_SHOWS_AHEAD;
        }
    }
  return AB_EBOARD_SHOWS_OTHER;
}

guint
ab_match_eboard_get_lag (AbMatchEboard *self)
{
  AbEboardTracker *t;

  g_return_val_if_fail (AB_IS_MATCH_EBOARD (self), 0);

  t = _ab_match_eboard_tracker (self);
  if (t == NULL || self->state != AB_MATCH_EBOARD_CONNECTED)
    return 0;
  return (guint) CLAMP (ab_eboard_tracker_get_lag (t), 0,
                        (int) ab_match_get_n_plies (self->match));
}

AbMove
ab_match_eboard_get_move_to_show (AbMatchEboard *self, AbBitboard *squares)
{
  AbEboardTracker *t;

  g_return_val_if_fail (AB_IS_MATCH_EBOARD (self), AB_MOVE_NONE);

  t = _ab_match_eboard_tracker (self);
  if (squares != NULL)
    *squares = 0;
  if (t == NULL || self->state != AB_MATCH_EBOARD_CONNECTED)
    return AB_MOVE_NONE;
  return ab_eboard_tracker_get_move_to_show (t, squares);
}

/* ---- the session's callbacks ---- */

static void
identified_cb (AbEboardSession *session, AbEboardProtocol protocol, int major, int minor,
               gpointer data)
{
  AbMatchEboard *self = data;

  self->answered = protocol;
  self->major = major;
  self->minor = minor;
  self->first_read = TRUE;
  _ab_match_eboard_forget_faults (self);
  g_hash_table_remove_all (self->rejected);
  _ab_match_eboard_set_state (self, AB_MATCH_EBOARD_CONNECTED);
}

static void
board_cb (AbEboardSession *session, const AbEboardSnapshot *board, gint64 time_us,
          gpointer data)
{
  AbMatchEboard *self = data;
  AbEboardNews news = { AB_EBOARD_NEWS_CONNECTED };

  if (self->first_read)
    {
      /* Read and compared with the match: at the start, after a resumption, back after it
       * was unplugged. */
      self->first_read = FALSE;
      news.shows = ab_match_eboard_get_shows (self, NULL);
      news.again = self->was_lost;
      news.position = ab_match_get_position (self->match);
      news.move = news.shows == AB_EBOARD_SHOWS_BEHIND
                    ? ab_match_eboard_get_move_to_show (self, NULL)
                    : AB_MOVE_NONE;
      self->was_lost = FALSE;
      _ab_match_eboard_emit_news (self, &news);
    }
  _ab_match_eboard_emit_changed (self);
}

/* A move made on the board: the sighted player's is played; the blind player's, which his
 * opponent carried out before it was entered, waits for him to enter it. */
static void
board_move (AbMatchEboard *self, AbMove move)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (AbPosition) before = ab_position_copy (ab_match_get_position (self->match));
  AbColor mover = ab_position_side_to_move (before);
  AbEboardNews news = { AB_EBOARD_NEWS_REFUSED };

  if (mover == ab_match_get_blind_color (self->match))
    return;
  if (ab_match_play (self->match, mover, move, &error) || ab_match_is_over (self->match))
    return;
  news.position = before;
  news.move = move;
  news.error = error;
  self->told_off = TRUE;
  _ab_match_eboard_emit_news (self, &news);
}

static void
verdict_cb (AbEboardSession *session, const AbEboardVerdict *verdict, gint64 time_us,
            gpointer data)
{
  AbMatchEboard *self = data;
  g_autoptr (AbPosition) at = NULL;
  AbEboardNews news = { 0 };

  news.verdict = verdict;
  news.position = ab_match_get_position (self->match);
  switch (verdict->kind)
    {
    case AB_EBOARD_MOVE:
      self->takeback = 0;
      board_move (self, verdict->move);
      _ab_match_eboard_emit_changed (self);
      return;
    case AB_EBOARD_ARRIVED:
      self->takeback = 0;
      if (self->told_off && !ab_match_is_over (self->match))
        {
          news.kind = AB_EBOARD_NEWS_IN_STEP;
          _ab_match_eboard_emit_news (self, &news);
        }
      self->told_off = FALSE;
      _ab_match_eboard_emit_changed (self);
      return;
    case AB_EBOARD_DISCREPANCY:
      news.kind = AB_EBOARD_NEWS_DISCREPANCY;
      at = ab_match_get_position_before (self->match, (guint) verdict->ply);
      news.position = at;
      break;
    case AB_EBOARD_TAKEBACK:
      news.kind = AB_EBOARD_NEWS_TAKEBACK;
      break;
    case AB_EBOARD_NEW_GAME:
      news.kind = AB_EBOARD_NEWS_NEW_GAME;
      break;
    case AB_EBOARD_ROTATED:
      news.kind = AB_EBOARD_NEWS_ROTATED;
      break;
    case AB_EBOARD_WRONG:
      news.kind = AB_EBOARD_NEWS_WRONG;
      break;
    default:
      return;
    }
  self->takeback = verdict->kind == AB_EBOARD_TAKEBACK ? (guint) verdict->plies : 0;
  /* Once the game is over the men are put away: only a new game's start is news. */
  if (news.position == NULL
      || (ab_match_is_over (self->match) && verdict->kind != AB_EBOARD_NEW_GAME))
    {
      _ab_match_eboard_emit_changed (self);
      return;
    }
  self->told_off = TRUE;
  _ab_match_eboard_emit_news (self, &news);
  _ab_match_eboard_emit_changed (self);
}

/* Which side of the clock is White's, learnt from the presses: the side that starts running
 * is, nearly always, the side to move in the match. */
static void
clock_cb (AbEboardSession *session, const AbEboardClock *clock, gint64 time_us, gpointer data)
{
  AbMatchEboard *self = data;
  int runs = !clock->running ? 0 : clock->left_to_move && !clock->right_to_move ? 1
             : clock->right_to_move && !clock->left_to_move ? 2 : 0;

  if (runs != 0 && self->has_clock && runs != self->clock_runs)
    {
      gboolean white_to_move
          = ab_position_side_to_move (ab_match_get_position (self->match)) == AB_WHITE;

      if ((runs == 1) == white_to_move)
        self->votes_left++;
      else
        self->votes_right++;
    }
  self->clock = *clock;
  self->clock_runs = runs;
  self->has_clock = clock->connected;
  _ab_match_eboard_emit_changed (self);
}

static void
damaged_cb (AbEboardSession *session, AbEboardDamage damage, gpointer data)
{
  AbMatchEboard *self = data;
  gint64 now = g_get_monotonic_time ();
  AbEboardNews news = { AB_EBOARD_NEWS_NOISE };

  if (self->noise_told_at != 0 && now - self->noise_told_at < AB_MATCH_EBOARD_NOISE_MS * 1000)
    return;
  self->noise_told_at = now;
  news.damage = damage;
  news.position = ab_match_get_position (self->match);
  _ab_match_eboard_emit_news (self, &news);
}

static void
fault_cb (AbEboardSession *session, const GError *error, gpointer data)
{
  _ab_match_eboard_fault (data, error);
}

const AbEboardSessionFuncs ab_match_eboard_session_funcs = {
  identified_cb, verdict_cb, board_cb, clock_cb, fault_cb, damaged_cb,
};

gboolean
ab_match_eboard_get_board (AbMatchEboard *self, AbEboardSnapshot *board)
{
  g_return_val_if_fail (AB_IS_MATCH_EBOARD (self), FALSE);

  return _ab_match_eboard_tracker (self) != NULL
         && ab_eboard_tracker_get_board (_ab_match_eboard_tracker (self), board);
}

gboolean
ab_match_eboard_get_clock (AbMatchEboard *self, gint64 *white_ms, gint64 *black_ms,
                           gboolean *running)
{
  gboolean white_left;

  g_return_val_if_fail (AB_IS_MATCH_EBOARD (self), FALSE);

  if (!self->has_clock || self->state != AB_MATCH_EBOARD_CONNECTED)
    return FALSE;
  white_left = self->votes_left >= self->votes_right;
  if (white_ms != NULL)
    *white_ms = ab_eboard_clock_white_ms (&self->clock, white_left);
  if (black_ms != NULL)
    *black_ms = ab_eboard_clock_black_ms (&self->clock, white_left);
  if (running != NULL)
    *running = self->clock.running;
  return TRUE;
}

guint
ab_match_eboard_get_takeback (AbMatchEboard *self)
{
  g_return_val_if_fail (AB_IS_MATCH_EBOARD (self), 0);

  return self->state == AB_MATCH_EBOARD_CONNECTED ? self->takeback : 0;
}

gboolean
ab_match_eboard_take_back (AbMatchEboard *self, guint *plies, GError **error)
{
  guint back = ab_match_eboard_get_takeback (self);
  guint n = ab_match_get_n_plies (self->match);
  AbClockReading reading;
  gint64 ms[2] = { 0, 0 };

  g_return_val_if_fail (AB_IS_MATCH_EBOARD (self), FALSE);

  if (back == 0 || back > n)
    {
      g_set_error_literal (error, AB_MATCH_ERROR, AB_MATCH_ERROR_REFUSED,
                           "The opponent's board shows no earlier position");
      return FALSE;
    }
  for (int c = 0; c < 2; c++)
    if (ab_match_get_clock_reading (self->match, (AbColor) c, &reading))
      ms[c] = MAX (reading.time_us / 1000, 0);
  if (!ab_match_arbiter_take_back (self->match, n - back, ms[AB_WHITE], ms[AB_BLACK], error))
    return FALSE;
  if (plies != NULL)
    *plies = back;
  return TRUE;
}
