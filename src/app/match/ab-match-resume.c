/* ab-match-resume.c — an interrupted match found in its journal and resumed. */
#include "ab-match-private.h"

#include <glib/gstdio.h>

gboolean
ab_match_find_interrupted_full (const char *journal_path, guint *n_plies, gboolean *has_clock,
                                gint64 *downtime_us)
{
  g_autoptr (AbMatch) probe = NULL;
  g_autoptr (GPtrArray) events = NULL;
  g_autoptr (GError) error = NULL;
  GStatBuf st;
  AbGame *game = NULL;
  AbColor color;
  gint64 last;
  gboolean correcting;
  gboolean ok;

  if (journal_path == NULL || !g_file_test (journal_path, G_FILE_TEST_IS_REGULAR))
    return FALSE;
  events = ab_journal_read (journal_path, &error);
  if (events == NULL)
    {
      g_message ("No match to resume: %s", error->message);
      return FALSE;
    }
  probe = ab_match_new (NULL);
  if (!ab_match_replay (probe, events, &game, probe->plies, &color, &last, &correcting, &error))
    {
      g_message ("No match to resume: %s", error->message);
      return FALSE;
    }
  ok = ab_game_get_n_moves (game) > 0 && !ab_game_is_over (game);
  if (ok && n_plies != NULL)
    *n_plies = (guint) ab_game_get_n_moves (game);
  if (has_clock != NULL)
    *has_clock = ab_game_get_clock (game) != NULL;
  if (downtime_us != NULL)
    *downtime_us = g_stat (journal_path, &st) == 0
                     ? MAX (0, g_get_real_time () - (gint64) st.st_mtime * G_USEC_PER_SEC)
                     : 0;
  ab_game_free (game);
  return ok;
}

gboolean
ab_match_find_interrupted (const char *journal_path, guint *n_plies)
{
  return ab_match_find_interrupted_full (journal_path, n_plies, NULL, NULL);
}

gboolean
ab_match_resume (AbMatch *self, GError **error)
{
  return ab_match_resume_full (self, FALSE, error);
}

gboolean
ab_match_resume_full (AbMatch *self, gboolean charge_downtime, GError **error)
{
  g_autoptr (GPtrArray) events = NULL;
  g_autoptr (GArray) plies = NULL;
  AbGame *game = NULL;
  AbJournal *journal;
  AbColor color;
  gint64 last, downtime = 0;
  gboolean correcting;

  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);

  if (self->journal_path == NULL)
    {
      g_set_error_literal (error, AB_MATCH_ERROR, AB_MATCH_ERROR_NO_JOURNAL,
                           "This match keeps no journal");
      return FALSE;
    }
  if (charge_downtime)
    ab_match_find_interrupted_full (self->journal_path, NULL, NULL, &downtime);
  events = ab_journal_read (self->journal_path, error);
  if (events == NULL)
    return FALSE;
  plies = ab_match_plies_new ();
  if (!ab_match_replay (self, events, &game, plies, &color, &last, &correcting, error))
    return FALSE;
  journal = ab_journal_open (self->journal_path, error);
  if (journal == NULL)
    {
      ab_game_free (game);
      return FALSE;
    }

  ab_journal_free (self->journal);
  self->journal = journal;
  g_ptr_array_unref (self->events);
  self->events = g_steal_pointer (&events);
  ab_game_free (self->game);
  self->game = game;
  self->blind_color = color;
  self->correcting = correcting;
  /* The clocks go on from the last event; the time the program was down counts only
   * when the players say so. */
  self->last_usec = MAX (self->last_usec, last);
  self->base_game = last + downtime;
  self->base_mono = g_get_monotonic_time ();
  g_array_unref (self->plies);
  self->plies = g_steal_pointer (&plies);

  g_object_notify (G_OBJECT (self), "n-plies");
  g_signal_emit (self, ab_match_signals[AB_MATCH_SIGNAL_RESET], 0);
  ab_match_clock_changed (self);
  return TRUE;
}
