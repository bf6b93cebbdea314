/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-match-resume.c — an interrupted match found in its journal and resumed, a kept
 * journal opened again, and the heartbeat that tells a resumption where the clocks
 * stood when the program stopped. */
#include "ab-match-private.h"

#include <glib/gstdio.h>

/* How often the running clock's moment is journaled. */
#define BEAT_MS 1000

/* A journal read and replayed, not yet the match's. */
typedef struct
{
  GPtrArray *events;
  AbGame *game;
  GArray *plies;
  AbColor color;
  gboolean correcting;
  gint64 end_usec;  /* the game's time of its last line: its last event's or beat's */
  gint64 wall_usec; /* the wall clock when that line was written */
} Replayed;

static void
replayed_clear (Replayed *r)
{
  g_clear_pointer (&r->events, g_ptr_array_unref);
  g_clear_pointer (&r->game, ab_game_free);
  g_clear_pointer (&r->plies, g_array_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Replayed, replayed_clear)

/* The wall clock of the journal's last write: its modification time. */
static gint64
modified_usec (const char *path)
{
  g_autoptr (GFile) file = g_file_new_for_path (path);
  g_autoptr (GFileInfo) info = g_file_query_info (file, G_FILE_ATTRIBUTE_TIME_MODIFIED ","
                                                  G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC,
                                                  G_FILE_QUERY_INFO_NONE, NULL, NULL);

  if (info == NULL)
    return g_get_real_time ();
  return (gint64) g_file_info_get_attribute_uint64 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED)
           * G_USEC_PER_SEC
         + g_file_info_get_attribute_uint32 (info, G_FILE_ATTRIBUTE_TIME_MODIFIED_USEC);
}

/* Reads and replays the journal at path with self's words. */
static gboolean
replay_file (AbMatch *self, const char *path, Replayed *r, GError **error)
{
  AbJournalBeat beat;
  gint64 last;

  r->events = ab_journal_read_beat (path, &beat, error);
  if (r->events == NULL)
    return FALSE;
  r->plies = _ab_match_plies_new ();
  if (!_ab_match_replay (self, r->events, &r->game, r->plies, &r->color, &last, &r->correcting,
                         error))
    return FALSE;
  /* The clock ran on after the last event until the last beat; the program was down
   * from the last write on. */
  r->end_usec = MAX (last, beat.game_usec);
  r->wall_usec = beat.last ? beat.wall_usec : modified_usec (path);
  return TRUE;
}

static gint64
downtime_since (const Replayed *r)
{
  return MAX (0, g_get_real_time () - r->wall_usec);
}

gboolean
ab_match_find_interrupted_full (const char *journal_path, guint *n_plies, gboolean *has_clock,
                                gint64 *downtime_us)
{
  g_autoptr (AbMatch) probe = NULL;
  g_autoptr (GError) error = NULL;
  g_auto (Replayed) r = { 0 };
  gboolean ok;

  if (journal_path == NULL || !g_file_test (journal_path, G_FILE_TEST_IS_REGULAR))
    return FALSE;
  probe = ab_match_new (NULL);
  if (!replay_file (probe, journal_path, &r, &error))
    {
      g_message ("No match to resume: %s", error->message);
      return FALSE;
    }
  /* A game whose result waits for the arbiter is not finished: he records it on resuming. */
  ok = ab_game_get_n_moves (r.game) > 0
       && (!ab_game_is_over (r.game) || ab_game_get_outcome (r.game)->undecided);
  if (ok && n_plies != NULL)
    *n_plies = (guint) ab_game_get_n_moves (r.game);
  if (has_clock != NULL)
    *has_clock = ab_game_get_clock (r.game) != NULL;
  if (downtime_us != NULL)
    *downtime_us = downtime_since (&r);
  return ok;
}

gboolean
ab_match_find_interrupted (const char *journal_path, guint *n_plies)
{
  return ab_match_find_interrupted_full (journal_path, n_plies, NULL, NULL);
}

/* The game's time goes on from the journal's last line at end_usec (charge_us later), not
 * from whatever this program read of the clock before: the time it spent starting is not
 * the match's. */
static void
start_time (AbMatch *self, gint64 end_usec, gint64 charge_us)
{
  self->last_usec = end_usec;
  self->base_game = end_usec + CLAMP (charge_us, 0, AB_JOURNAL_MAX_USEC - end_usec);
  self->base_mono = g_get_monotonic_time ();
}

/* r becomes the match, journaled by journal (both taken), its clocks charge_us on from
 * where they stood. */
static void
install (AbMatch *self, Replayed *r, AbJournal *journal, gint64 charge_us)
{
  ab_journal_free (self->journal);
  self->journal = journal;
  g_ptr_array_unref (self->events);
  self->events = g_steal_pointer (&r->events);
  ab_game_free (self->game);
  self->game = g_steal_pointer (&r->game);
  self->blind_color = r->color;
  self->correcting = r->correcting;
  g_array_unref (self->plies);
  self->plies = g_steal_pointer (&r->plies);
  start_time (self, r->end_usec, charge_us);
  _ab_match_clock_finish_press (self);
  /* Journaled after the events replayed: they keep the budget they were ruled under. */
  _ab_match_sync_budget (self);

  g_object_notify (G_OBJECT (self), "n-plies");
  _ab_match_emit_reset (self);
  /* The views redraw everything for the resumed match first, which takes a while on a
   * slow machine: the clocks go on from when that is done, as the players hear it. Nothing
   * was journaled meanwhile, so the reads of the clock during the redraw are forgotten. */
  start_time (self, r->end_usec, charge_us);
  _ab_match_clock_changed (self);
}

static gboolean
has_journal (AbMatch *self, GError **error)
{
  if (self->journal_path != NULL)
    return TRUE;
  g_set_error_literal (error, AB_MATCH_ERROR, AB_MATCH_ERROR_NO_JOURNAL,
                       "This match keeps no journal");
  return FALSE;
}

gboolean
ab_match_resume (AbMatch *self, GError **error)
{
  return ab_match_resume_charging (self, 0, error);
}

gboolean
ab_match_resume_full (AbMatch *self, gboolean charge_downtime, GError **error)
{
  gint64 downtime = 0;

  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);

  if (charge_downtime && self->journal_path != NULL)
    ab_match_find_interrupted_full (self->journal_path, NULL, NULL, &downtime);
  return ab_match_resume_charging (self, downtime, error);
}

gboolean
ab_match_resume_charging (AbMatch *self, gint64 charge_us, GError **error)
{
  g_auto (Replayed) r = { 0 };
  AbJournal *journal;

  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);

  if (!has_journal (self, error) || !replay_file (self, self->journal_path, &r, error))
    return FALSE;
  journal = ab_journal_open (self->journal_path, error);
  if (journal == NULL)
    return FALSE;
  install (self, &r, journal, MAX (charge_us, 0));
  return TRUE;
}

gboolean
ab_match_open_journal (AbMatch *self, const char *path, GError **error)
{
  g_auto (Replayed) r = { 0 };
  g_autoptr (GError) beat_error = NULL;
  AbJournal *journal;

  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (!has_journal (self, error) || !replay_file (self, path, &r, error))
    return FALSE;
  /* Copied, so that the kept file stays as it was; the match in progress is kept. */
  journal = _ab_match_write_journal (self, r.events, error);
  if (journal == NULL)
    return FALSE;
  /* Where its clocks stood, should the program stop before the next event. */
  if (!ab_journal_append_beat (journal, r.end_usec, g_get_real_time (), &beat_error))
    g_warning ("%s", beat_error->message);
  install (self, &r, journal, 0);
  return TRUE;
}

gboolean
ab_match_heartbeat (AbMatch *self, GError **error)
{
  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);

  if (self->journal == NULL)
    return TRUE;
  return ab_journal_append_beat (self->journal, ab_match_now (self), g_get_real_time (), error);
}

static gboolean
beat_cb (gpointer data)
{
  AbMatch *self = data;
  g_autoptr (GError) error = NULL;

  if (ab_match_heartbeat (self, &error))
    self->beat_failed = FALSE;
  else if (!self->beat_failed)
    {
      /* Once: the next event's write says more, and every second would drown the log. */
      g_warning ("The clock's heartbeat is not in the journal: %s", error->message);
      self->beat_failed = TRUE;
    }
  return G_SOURCE_CONTINUE;
}

void
_ab_match_follow_beat (AbMatch *self, gboolean running)
{
  if (running && self->beat_source == 0)
    self->beat_source = g_timeout_add (BEAT_MS, beat_cb, self);
  else if (!running)
    g_clear_handle_id (&self->beat_source, g_source_remove);
}
