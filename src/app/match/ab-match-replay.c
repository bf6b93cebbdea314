/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-match-replay.c — the match's events applied to a game: from the journal at
 * resumption, after a retraction (D.2.8), and live, one event at a time. */
#include "ab-match-private.h"

#include <glib/gstdio.h>
#include <string.h>

#include "ab-describe-game.h"
#include "ab-uci.h"

void
_ab_match_ply_clear (gpointer data)
{
  Ply *ply = data;

  g_free (ply->spoken);
  g_free (ply->san);
}

GArray *
_ab_match_plies_new (void)
{
  GArray *plies = g_array_new (FALSE, TRUE, sizeof (Ply));

  g_array_set_clear_func (plies, _ab_match_ply_clear);
  return plies;
}

AbGame *
_ab_match_game_new (void)
{
  AbGame *game = ab_game_new ();

  if (game == NULL)
    g_error ("Out of memory for a game record");
  return game;
}

/* The words and squares of move (legal in pos), before it is made. */
Ply
_ab_match_describe_ply (AbMatch *self, const AbPosition *pos, AbMove move)
{
  char spoken[AB_SPOKEN_MAX];
  char san[AB_NOTATION_MAX];
  Ply ply = {
    .from = ab_move_from (move),
    .to = ab_move_kind (move) == AB_MOVE_CASTLING ? ab_position_king_destination (pos, move)
                                                  : ab_move_to (move),
    .capture = ab_position_is_capture (pos, move),
    .check = ab_position_gives_check (pos, move),
  };

  ab_move_to_spoken (pos, move, self->language, self->spoken_style, spoken, sizeof spoken);
  ab_move_to_san (pos, move, ab_san_style_default (self->language), san, sizeof san);
  ply.spoken = g_strdup (spoken);
  ply.san = g_strdup (san);
  return ply;
}

/* Makes move on the game's board and keeps its words. */
AbGameError
_ab_match_game_make_move (AbMatch *self, AbGame *game, GArray *plies, AbMove move, gint64 usec,
                AbDecision *d)
{
  Ply ply = _ab_match_describe_ply (self, ab_game_get_position (game), move);
  AbGameError err = ab_game_make_move (game, move, usec, d);

  if (err != AB_GAME_OK)
    {
      _ab_match_ply_clear (&ply);
      return err;
    }
  g_array_append_val (plies, ply);
  return AB_GAME_OK;
}

gboolean
_ab_match_has_control (const char *text)
{
  return text != NULL && text[0] != '\0' && !g_str_equal (text, "-");
}

/* Leaves out each move that a later "retract" took back, and marks the move after a
 * retraction as its correction (D.2.8): the events that replay, and whether each
 * corrects. NULL if a retraction has no move before it. */
static GPtrArray *
without_retracted (GPtrArray *events, GArray *corrects)
{
  g_autoptr (GPtrArray) kept = g_ptr_array_new ();
  gboolean correct_next = FALSE;

  for (guint i = 0; i < events->len; i++)
    {
      AbJournalEvent *event = g_ptr_array_index (events, i);
      gboolean corrects_this = FALSE;

      if (event->type == AB_JOURNAL_EVENT_ACTION && g_str_equal (event->text, "retract"))
        {
          AbJournalEvent *last = kept->len ? g_ptr_array_index (kept, kept->len - 1) : NULL;

          if (last == NULL || last->type != AB_JOURNAL_EVENT_MOVE)
            return NULL;
          g_ptr_array_remove_index (kept, kept->len - 1);
          g_array_remove_index (corrects, corrects->len - 1);
          correct_next = TRUE;
          continue;
        }
      /* The arbiter's take-back ends a correction still owed (D.2.9 over D.2.8). */
      if (_ab_match_is_take_back (event))
        correct_next = FALSE;
      if (event->type == AB_JOURNAL_EVENT_MOVE && correct_next)
        {
          corrects_this = TRUE;
          correct_next = FALSE;
        }
      g_ptr_array_add (kept, event);
      g_array_append_val (corrects, corrects_this);
    }
  /* A retraction not yet followed by its correction: the next move corrects. */
  if (correct_next)
    {
      gboolean pending = TRUE;

      g_array_append_val (corrects, pending);
    }
  return g_steal_pointer (&kept);
}

static AbGameError
apply_setup (AbMatch *self, AbGame *game, const AbJournalEvent *event)
{
  AbTimeControl control;
  AbGameError err;
  gint64 edition = 0;

  if (!g_ascii_string_to_signed (event->text, 10, 2001, 2023, &edition, NULL))
    return AB_GAME_ERROR_BAD_ARGUMENT;
  if ((err = ab_game_set_edition (game, (AbEdition) edition)) != AB_GAME_OK)
    return err;
  if (!_ab_match_has_control (event->arg))
    return AB_GAME_OK;
  if (!ab_time_control_parse (event->arg, &control, NULL))
    return AB_GAME_ERROR_BAD_ARGUMENT;
  if ((err = ab_game_set_time_control (game, &control)) != AB_GAME_OK)
    return err;
  /* A clock that waits is started by "start-clock" (ab-match-clock.c). */
  return self->clock_waits ? AB_GAME_OK : ab_game_start (game, event->wall_usec, NULL);
}

static AbGameError
apply_action (AbGame *game, const AbJournalEvent *event, AbDecision *d)
{
  const char *name = event->text;
  AbColor c = event->color;
  gint64 now = event->wall_usec;

  if (g_str_equal (name, "offer"))
    return ab_game_offer_draw (game, c, now, d);
  if (g_str_equal (name, "accept"))
    return ab_game_accept_draw (game, c, now, d);
  if (g_str_equal (name, "decline"))
    return ab_game_decline_draw (game, c, now, d);
  if (g_str_equal (name, "resign"))
    return ab_game_resign (game, c, now, d);
  if (g_str_equal (name, "flag"))
    return ab_game_flag_fallen (game, c, now, d);
  if (g_str_equal (name, "flags"))
    return ab_game_check_flags (game, now, d);
  if (g_str_equal (name, "pause"))
    return ab_game_pause_clock (game, now, d);
  if (g_str_equal (name, "resume"))
    return ab_game_resume_clock (game, now, d);
  if (_ab_match_is_budget_event (event))
    return _ab_match_apply_budget (game, event);
  if (_ab_match_is_decision (event))
    return _ab_match_apply_decision (game, event, d);
  if (g_str_equal (name, "claim-threefold") || g_str_equal (name, "claim-fifty"))
    {
      AbMove intended = AB_MOVE_NONE;

      if (event->arg != NULL && !g_str_equal (event->arg, "-"))
        {
          intended = ab_move_from_uci (ab_game_get_position (game), event->arg);
          if (intended == AB_MOVE_NONE)
            return AB_GAME_ERROR_BAD_MOVE;
        }
      return ab_game_claim_draw (game,
                                 g_str_equal (name, "claim-fifty") ? AB_CLAIM_FIFTY_MOVES
                                                                   : AB_CLAIM_THREEFOLD,
                                 intended, now, d);
    }
  return AB_GAME_ERROR_BAD_ARGUMENT;
}

AbGameError
_ab_match_apply_event (AbMatch *self, AbGame *game, GArray *plies, const AbJournalEvent *event,
                       gboolean *correcting, AbDecision *out)
{
  AbDecision local;
  AbDecision *d = out ? out : &local;
  AbGameError err;
  AbMove move;

  memset (d, 0, sizeof *d);
  switch (event->type)
    {
    case AB_JOURNAL_EVENT_SETUP:
      return apply_setup (self, game, event);
    case AB_JOURNAL_EVENT_NAMES:
      if ((err = ab_game_set_info (game, AB_GAME_INFO_WHITE,
                                   g_str_equal (event->text, "-") ? "" : event->text)))
        return err;
      return ab_game_set_info (game, AB_GAME_INFO_BLACK,
                               g_str_equal (event->arg, "-") ? "" : event->arg);
    case AB_JOURNAL_EVENT_MOVE:
      move = ab_move_from_uci (ab_game_get_position (game), event->text);
      if (move == AB_MOVE_NONE || !ab_position_is_legal (ab_game_get_position (game), move))
        return AB_GAME_ERROR_BAD_MOVE;
      err = _ab_match_game_make_move (self, game, plies, move, event->wall_usec, d);
      if (err != AB_GAME_OK)
        return err;
      if (*correcting)
        {
          *correcting = FALSE;
          /* Recorded as a remark of the move; the replacement stands either way. */
          ab_game_correct_announcement (game, event->wall_usec, NULL);
        }
      return AB_GAME_OK;
    case AB_JOURNAL_EVENT_PRESS:
      return ab_game_press_clock (game, event->color, event->wall_usec, d);
    case AB_JOURNAL_EVENT_ACTION:
      if (g_str_equal (event->text, AB_MATCH_CLOCK_WAITS))
        {
          /* Only before the setup. */
          if (ab_game_get_clock (game) != NULL)
            return AB_GAME_ERROR_BAD_ARGUMENT;
          self->clock_waits = TRUE;
          return AB_GAME_OK;
        }
      if (g_str_equal (event->text, AB_MATCH_START_CLOCK))
        return ab_game_start (game, event->wall_usec, d);
      if (_ab_match_assistant_handles (event->text))
        return _ab_match_assistant_apply (self, game, plies, event, d);
      return apply_action (game, event, d);
    case AB_JOURNAL_EVENT_NOTE:
      return AB_GAME_OK; /* for the record (ab-match-notes.c), not the rules */
    case AB_JOURNAL_EVENT_START:
    default:
      return AB_GAME_ERROR_BAD_ARGUMENT;
    }
}

/* Replays the journal's events into a new game; FALSE with error on the first
 * event that does not fit. */
gboolean
_ab_match_replay (AbMatch *self, GPtrArray *events, AbGame **game_out, GArray *plies,
        AbColor *blind_color, gint64 *last_usec, gboolean *correcting, GError **error)
{
  const AbJournalEvent *first = g_ptr_array_index (events, 0);
  g_autoptr (GArray) corrects = g_array_new (FALSE, TRUE, sizeof (gboolean));
  g_autoptr (GPtrArray) kept = NULL;
  AbPosition *start = ab_position_new ();
  AbGame *game = _ab_match_game_new ();
  AbFenError fen_error;
  gboolean ok = ab_position_set_fen (start, first->text, &fen_error)
                && ab_game_set_start_position (game, start) == AB_GAME_OK;

  ab_position_free (start);
  if (!ok)
    {
      g_set_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_BAD_JOURNAL,
                   "The journal's start position is not valid: %s", first->text);
      ab_game_free (game);
      return FALSE;
    }
  kept = without_retracted (events, corrects);
  if (kept == NULL)
    {
      g_set_error_literal (error, AB_MATCH_ERROR, AB_MATCH_ERROR_BAD_JOURNAL,
                           "The journal takes back a move it does not have");
      ab_game_free (game);
      return FALSE;
    }
  *blind_color = first->color;
  *last_usec = first->wall_usec;
  /* A match has an assistant, or one device for both sides, only if its events say so. */
  self->has_assistant = FALSE;
  self->enters_both = FALSE;
  self->clock_waits = FALSE;
  self->eboard = FALSE;
  self->flag_told = 0;
  *correcting = FALSE;
  for (guint i = 1; i < kept->len; i++)
    {
      const AbJournalEvent *event = g_ptr_array_index (kept, i);
      AbGameError err;

      *correcting = g_array_index (corrects, gboolean, i);
      if (_ab_match_is_take_back (event))
        err = _ab_match_replay_take_back (self, kept, &game, plies, event);
      else
        err = _ab_match_apply_event (self, game, plies, event, correcting, NULL);
      if (err != AB_GAME_OK)
        {
          char reason[AB_DESCRIBE_GAME_MAX];

          /* Said in words, for the arbiter who reads why a damaged journal was kept. */
          ab_describe_game_error (err, reason, sizeof reason);
          g_set_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_BAD_JOURNAL,
                       "Event %u of the journal (%s) does not replay: %s", i + 1,
                       event->text != NULL ? event->text : "-", reason);
          ab_game_free (game);
          return FALSE;
        }
      *last_usec = MAX (*last_usec, event->wall_usec);
    }
  *correcting = corrects->len > kept->len;
  *game_out = game;
  return TRUE;
}

void
_ab_match_rebuild (AbMatch *self)
{
  g_autoptr (GArray) plies = _ab_match_plies_new ();
  g_autoptr (GError) error = NULL;
  AbGame *game = NULL;
  AbColor color;
  gint64 last;
  gboolean correcting;

  if (!_ab_match_replay (self, self->events, &game, plies, &color, &last, &correcting, &error))
    {
      /* The events were each accepted once: they cannot fail now. */
      g_critical ("The match does not replay: %s", error->message);
      return;
    }
  ab_game_free (self->game);
  self->game = game;
  g_array_unref (self->plies);
  self->plies = g_steal_pointer (&plies);
  self->correcting = correcting;
  g_object_notify (G_OBJECT (self), "n-plies");
  _ab_match_emit_reset (self);
  _ab_match_clock_changed (self);
}

gboolean
_ab_match_record (AbMatch *self, AbJournalEvent *event, GError **error)
{
  if (self->journal != NULL && !ab_journal_append_event (self->journal, event, error))
    {
      ab_journal_event_free (event);
      _ab_match_rebuild (self);
      return FALSE;
    }
  g_ptr_array_add (self->events, event);
  return TRUE;
}

AbJournal *
_ab_match_write_journal (AbMatch *self, GPtrArray *events, GError **error)
{
  g_autofree char *fresh = g_strconcat (self->journal_path, ".new", NULL);
  const AbJournalEvent *start = g_ptr_array_index (events, 0);
  AbJournal *journal = ab_journal_create (fresh, error);
  g_autofree char *kept = NULL;
  gboolean ok = journal != NULL
                && ab_journal_append_start (journal, start->wall_usec, start->color, start->text,
                                            error);

  for (guint i = 1; ok && i < events->len; i++)
    ok = ab_journal_append_event (journal, g_ptr_array_index (events, i), error);
  /* The new journal is whole on disk before the old one moves away; an earlier journal
   * that cannot be kept aside is not overwritten either. */
  ok = ok && ab_match_archive_journal (self->journal_path, &kept, error);
  if (!ok || !ab_journal_rename (journal, self->journal_path, error))
    {
      ab_journal_free (journal);
      g_unlink (fresh);
      return NULL;
    }
  g_free (self->kept_path);
  self->kept_path = g_steal_pointer (&kept);
  return journal;
}
