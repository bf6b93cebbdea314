/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-match-arbiter.c — the arbiter's acts: the take-back (D.2.9), the match rebuilt from its
 * first moves with the clocks set, live and from the journal; the result of a game that
 * awaits his decision. */
#include "ab-match-arbiter.h"
#include "ab-match-private.h"

#include "ab-describe-game.h"


#define TAKE_BACK "arbiter-take-back"

/* The core game cannot go back: a new one is built from old's start, rules and names and
 * its first n moves, each made and completed at the time it was (a move still waiting for
 * its press is completed by the ruling), then both clocks are set at now. The clock stays
 * stopped when the arbiter had stopped it. The times written with the kept moves are the
 * clock's again, except that an arbiter's pause among them is not replayed. */
static AbGameError
build_game (AbMatch *self, GPtrArray *events, const AbGame *old, guint n, gint64 white_us,
            gint64 black_us, gint64 now, AbGame **out)
{
  g_autoptr (GArray) words = _ab_match_plies_new ();
  const AbClock *clock = ab_game_get_clock (old);
  AbGame *game = _ab_match_game_new ();
  AbGameError err;

#define TRY(call)                                                                             \
  if ((err = (call)) != AB_GAME_OK)                                                           \
    goto failed

  /* The kept moves are ruled on again under the budget they were ruled under. */
  ab_game_set_deadpos_budget (game, ab_game_get_deadpos_budget (old));
  TRY (ab_game_set_start_position (game, ab_game_get_start_position (old)));
  TRY (ab_game_set_edition (game, ab_game_get_edition (old)));
  for (int f = 0; f < AB_GAME_N_INFO; f++)
    {
      const char *info = ab_game_get_info (old, (AbGameInfo) f);

      if (info != NULL && info[0] != '\0')
        TRY (ab_game_set_info (game, (AbGameInfo) f, info));
    }
  if (clock != NULL)
    {
      TRY (ab_game_set_time_control (game, ab_clock_get_control (clock)));
      TRY (ab_game_start (game, _ab_match_clock_started_at (events, now), NULL));
    }
  for (guint i = 0; i < n; i++)
    {
      const AbGameMove *m = ab_game_get_move (old, (int) i);
      const AbGameMove *next = ab_game_get_move (old, (int) i + 1);
      gint64 press = m->completed_us >= 0 ? m->completed_us : now;

      /* A move completed by the reply (6.2.1.2) is pressed here before the reply. */
      if (next != NULL && i + 1 < n)
        press = MIN (press, next->made_us);
      TRY (_ab_match_game_make_move (self, game, words, m->move, m->made_us, NULL));
      TRY (ab_game_press_clock (game, m->side, MAX (press, m->made_us), NULL));
    }
  if (clock != NULL)
    {
      TRY (ab_game_set_clock_times (game, white_us, black_us, now, NULL));
      if (ab_clock_get_state (clock) == AB_CLOCK_PAUSED)
        TRY (ab_game_pause_clock (game, now, NULL));
    }
#undef TRY
  *out = game;
  return AB_GAME_OK;

failed:
  ab_game_free (game);
  return err;
}

/* "n:white_ms:black_ms" */
static gboolean
parse_arg (const char *arg, guint *n, gint64 *white_ms, gint64 *black_ms)
{
  g_auto (GStrv) parts = arg != NULL ? g_strsplit (arg, ":", 4) : NULL;
  guint64 plies;

  return parts != NULL && g_strv_length (parts) == 3
         && g_ascii_string_to_unsigned (parts[0], 10, 0, G_MAXINT, &plies, NULL)
         && g_ascii_string_to_signed (parts[1], 10, 0, G_MAXINT32, white_ms, NULL)
         && g_ascii_string_to_signed (parts[2], 10, 0, G_MAXINT32, black_ms, NULL)
         && (*n = (guint) plies, TRUE);
}

gboolean
_ab_match_is_take_back (const AbJournalEvent *event)
{
  return event->type == AB_JOURNAL_EVENT_ACTION && g_str_equal (event->text, TAKE_BACK);
}

AbGameError
_ab_match_replay_take_back (AbMatch *self, GPtrArray *events, AbGame **game, GArray *plies,
                            const AbJournalEvent *event)
{
  AbGame *ruled = NULL;
  AbGameError err;
  gint64 white_ms, black_ms;
  guint n;

  if (!parse_arg (event->arg, &n, &white_ms, &black_ms)
      || n > (guint) ab_game_get_n_moves (*game) || n > plies->len)
    return AB_GAME_ERROR_BAD_ARGUMENT;
  if (ab_game_is_over (*game))
    return AB_GAME_ERROR_OVER;
  err = build_game (self, events, *game, n, white_ms * 1000, black_ms * 1000, event->wall_usec,
                    &ruled);
  if (err != AB_GAME_OK)
    return err;
  ab_game_free (*game);
  *game = ruled;
  /* The kept moves keep the words they were announced with. */
  g_array_set_size (plies, n);
  return AB_GAME_OK;
}

gboolean
ab_match_arbiter_take_back (AbMatch *self, guint n_plies, gint64 white_ms, gint64 black_ms,
                            GError **error)
{
  g_autofree char *arg = NULL;
  AbJournalEvent *event;
  AbGame *ruled = NULL;
  AbGameError err;
  gint64 now;

  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);

  now = ab_match_now (self);
  /* A flag that fell before the ruling is ruled on first, as for any act. */
  _ab_match_settle_flags (self, now);
  if (ab_game_is_over (self->game))
    {
      g_set_error_literal (error, AB_MATCH_ERROR, AB_MATCH_ERROR_GAME_OVER, "The game is over");
      return FALSE;
    }
  if (n_plies > self->plies->len)
    {
      g_set_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_REFUSED,
                   "Only %u half-moves were played: %u cannot stand", self->plies->len,
                   n_plies);
      return FALSE;
    }
  if (white_ms < 0 || black_ms < 0 || white_ms > G_MAXINT32 || black_ms > G_MAXINT32)
    {
      g_set_error_literal (error, AB_MATCH_ERROR, AB_MATCH_ERROR_REFUSED,
                           "A clock time is negative or too large");
      return FALSE;
    }
  /* Built before it is journaled, so that a ruling the game refuses changes nothing. */
  err = build_game (self, self->events, self->game, n_plies, white_ms * 1000, black_ms * 1000,
                    now, &ruled);
  if (err != AB_GAME_OK)
    {
      return _ab_match_refuse (self, err, error);
    }
  arg = g_strdup_printf ("%u:%" G_GINT64_FORMAT ":%" G_GINT64_FORMAT, n_plies, white_ms,
                         black_ms);
  event = ab_journal_event_new (AB_JOURNAL_EVENT_ACTION, now,
                                ab_position_side_to_move (ab_game_get_position (ruled)),
                                TAKE_BACK, arg);
  /* On disk before it takes effect: a crash now resumes at the ruled position. */
  if (!_ab_match_record (self, event, error))
    {
      ab_game_free (ruled);
      return FALSE;
    }
  ab_game_free (self->game);
  self->game = ruled;
  g_array_set_size (self->plies, n_plies);
  self->correcting = FALSE;

  g_object_notify (G_OBJECT (self), "n-plies");
  _ab_match_emit_reset (self);
  _ab_match_clock_changed (self);
  _ab_match_emit_taken_back (self, n_plies, white_ms, black_ms);
  return TRUE;
}

/* ---- the result the arbiter decides (6.9 and the like, undecided) ---- */

#define DECIDES "arbiter-decides"

gboolean
ab_match_awaits_arbiter (AbMatch *self)
{
  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);

  return ab_game_get_outcome (self->game)->undecided;
}

gboolean
_ab_match_is_decision (const AbJournalEvent *event)
{
  return event->type == AB_JOURNAL_EVENT_ACTION && g_str_equal (event->text, DECIDES);
}

AbGameError
_ab_match_apply_decision (AbGame *game, const AbJournalEvent *event, AbDecision *d)
{
  static const AbResult results[] = { AB_RESULT_WHITE_WINS, AB_RESULT_BLACK_WINS,
                                      AB_RESULT_DRAW };

  /* Only a result that waits for him: the game record keeps what ended it otherwise. */
  if (!ab_game_get_outcome (game)->undecided)
    return AB_GAME_ERROR_BAD_ARGUMENT;
  for (guint i = 0; i < G_N_ELEMENTS (results); i++)
    if (g_strcmp0 (event->arg, ab_describe_result (results[i])) == 0)
      return ab_game_arbiter_decides (game, results[i], event->wall_usec, d);
  return AB_GAME_ERROR_BAD_ARGUMENT;
}

gboolean
ab_match_arbiter_decides (AbMatch *self, AbMatchResult result, GError **error)
{
  const AbOutcome *outcome;
  AbResult decided;
  AbDecision d;

  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);

  outcome = ab_game_get_outcome (self->game);
  if (!outcome->undecided)
    {
      g_set_error_literal (error, AB_MATCH_ERROR, AB_MATCH_ERROR_REFUSED,
                           "No result waits for the arbiter's decision");
      return FALSE;
    }
  /* The Laws leave him two results: the loss the game ended with, or a draw when the
   * opponent cannot checkmate (5.1.2, 6.9, 7.5.5). */
  decided = result == AB_MATCH_RESULT_DRAW         ? AB_RESULT_DRAW
            : result == AB_MATCH_RESULT_WHITE_WINS ? AB_RESULT_WHITE_WINS
            : result == AB_MATCH_RESULT_BLACK_WINS ? AB_RESULT_BLACK_WINS
                                                   : AB_RESULT_NONE;
  if (decided == AB_RESULT_NONE
      || decided == (outcome->player == AB_WHITE ? AB_RESULT_WHITE_WINS : AB_RESULT_BLACK_WINS))
    {
      g_set_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_REFUSED,
                   "Under article %s the result is a win for the opponent or a draw",
                   outcome->article);
      return FALSE;
    }
  if (!_ab_match_apply_and_record (self,
                                   ab_journal_event_new (AB_JOURNAL_EVENT_ACTION,
                                                        ab_match_now (self), outcome->player,
                                                        DECIDES, ab_describe_result (decided)),
                                   &d, error))
    return FALSE;
  _ab_match_emit_ruling (self, &d);
  _ab_match_emit_game_over (self);
  return TRUE;
}
