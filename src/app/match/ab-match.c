/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-match.c — the match: game record, announced words, journal and signals. */
#include "ab-match.h"
#include "ab-match-private.h"
#include "ab-match-assistant.h"

#include <errno.h>
#include <string.h>
#include <glib/gstdio.h>

#include "ab-describe-game.h"
#include "ab-fen.h"
#include "ab-game.h"
#include "ab-journal.h"
#include "ab-uci.h"

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AbPosition, ab_position_free)

G_DEFINE_FINAL_TYPE (AbMatch, ab_match, G_TYPE_OBJECT)
G_DEFINE_QUARK (ab-match-error-quark, ab_match_error)
G_DEFINE_QUARK (ab-match-rules-error-quark, ab_match_rules_error)

enum
{
  PROP_0,
  PROP_LANGUAGE,
  PROP_SPOKEN_STYLE,
  PROP_N_PLIES,
  N_PROPS
};

#define RESET AB_MATCH_SIGNAL_RESET
#define MOVE_MADE AB_MATCH_SIGNAL_MOVE_MADE
#define GAME_OVER AB_MATCH_SIGNAL_GAME_OVER

static GParamSpec *properties[N_PROPS];
static guint signals[AB_MATCH_N_SIGNALS];

static void
ab_match_finalize (GObject *object)
{
  AbMatch *self = AB_MATCH (object);

  _ab_match_stop_timers (self);
  _ab_match_assistant_finalize (self);
  _ab_match_pending_finalize (self);
  ab_journal_free (self->journal);
  g_free (self->journal_path);
  g_free (self->kept_path);
  g_ptr_array_unref (self->events);
  ab_game_free (self->game);
  g_array_unref (self->plies);
  g_array_unref (self->time_warnings);

  G_OBJECT_CLASS (ab_match_parent_class)->finalize (object);
}

static void
ab_match_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  AbMatch *self = AB_MATCH (object);

  switch (prop_id)
    {
    case PROP_LANGUAGE:
      g_value_set_int (value, self->language);
      break;
    case PROP_SPOKEN_STYLE:
      g_value_set_int (value, self->spoken_style);
      break;
    case PROP_N_PLIES:
      g_value_set_uint (value, self->plies->len);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ab_match_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  AbMatch *self = AB_MATCH (object);

  switch (prop_id)
    {
    case PROP_LANGUAGE:
      ab_match_set_language (self, g_value_get_int (value));
      break;
    case PROP_SPOKEN_STYLE:
      ab_match_set_spoken_style (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ab_match_class_init (AbMatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = ab_match_finalize;
  object_class->get_property = ab_match_get_property;
  object_class->set_property = ab_match_set_property;

  properties[PROP_LANGUAGE] =
    g_param_spec_int ("language", NULL, NULL, AB_LANG_DE, AB_LANG_EN, AB_LANG_DE,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_SPOKEN_STYLE] =
    g_param_spec_int ("spoken-style", NULL, NULL, AB_SPOKEN_SHORT, AB_SPOKEN_LONG,
                      AB_SPOKEN_SHORT,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_N_PLIES] =
    g_param_spec_uint ("n-plies", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A new match was started or an interrupted one resumed: redraw everything. */
  signals[RESET] = g_signal_new ("reset", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                 NULL, NULL, G_TYPE_NONE, 0);
  /* (ply): the index of the move just made, already on disk. */
  signals[MOVE_MADE] = g_signal_new ("move-made", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                     NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /* (const AbDecision *): a ruling, with its article, or a new time-control period; valid
   * during the emission only. */
  signals[AB_MATCH_SIGNAL_RULING] =
    g_signal_new ("ruling", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_POINTER);
  /* (n_plies, white_ms, black_ms): the arbiter took the moves back to n_plies and set the
   * clocks (D.2.9); "reset" came first. */
  signals[AB_MATCH_SIGNAL_TAKEN_BACK] =
    g_signal_new ("taken-back", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 3, G_TYPE_UINT, G_TYPE_INT64, G_TYPE_INT64);
  /* (AbMatchResult) */
  signals[GAME_OVER] = g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                     NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /* The clock started, was pressed, paused or ticked: redraw the clocks. */
  signals[AB_MATCH_SIGNAL_CLOCK_CHANGED] =
    g_signal_new ("clock-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 0);
  /* (gint64): the blind player's running clock just passed this threshold (µs). */
  signals[AB_MATCH_SIGNAL_TIME_WARNING] =
    g_signal_new ("time-warning", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, G_TYPE_INT64);
  /* (AbColor): whose flag fell; the assistant claims it (D.2.10.5). */
  signals[AB_MATCH_SIGNAL_FLAG_FALLEN] =
    g_signal_new ("flag-fallen", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL,
                  NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /* The move waiting for a confirmation came, changed or went (ab-match-pending.h). */
  signals[AB_MATCH_SIGNAL_PENDING_CHANGED] =
    g_signal_new ("pending-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                  NULL, NULL, G_TYPE_NONE, 0);
}

static void
ab_match_init (AbMatch *self)
{
  self->game = _ab_match_game_new ();
  self->plies = _ab_match_plies_new ();
  self->events = g_ptr_array_new_with_free_func (ab_journal_event_free);
  self->blind_color = AB_WHITE;
  self->time_warnings = g_array_new (FALSE, FALSE, sizeof (gint64));
  self->warned_above = -1;
  self->base_game = g_get_real_time ();
  self->base_mono = g_get_monotonic_time ();
  _ab_match_pending_init (self);
}

AbMatch *
ab_match_new (const char *journal_path)
{
  AbMatch *self = g_object_new (AB_TYPE_MATCH, NULL);

  self->journal_path = g_strdup (journal_path);
  return self;
}

const char *
ab_match_get_journal_path (AbMatch *self)
{
  g_return_val_if_fail (AB_IS_MATCH (self), NULL);

  return self->journal_path;
}

#define next_usec ab_match_now

void
ab_match_setup_init (AbMatchSetup *setup)
{
  *setup = (AbMatchSetup){ .blind_color = AB_WHITE, .edition = AB_EDITION_DEFAULT };
}

/* The setup as journal events after the start: rules and clock, then the names. */
static GPtrArray *
setup_events (const AbMatchSetup *setup, gint64 now, GError **error)
{
  GPtrArray *events = g_ptr_array_new_with_free_func (ab_journal_event_free);
  g_autofree char *edition = g_strdup_printf ("%d", (int) setup->edition);
  AbTimeControl control;
  AbTimeControlError tc_error;

  if (setup->edition != AB_EDITION_2001 && setup->edition != AB_EDITION_2005
      && setup->edition != AB_EDITION_2014 && setup->edition != AB_EDITION_2023)
    {
      g_set_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_BAD_SETUP, "No edition of the Laws: %d",
                   (int) setup->edition);
      g_ptr_array_unref (events);
      return NULL;
    }
  if (_ab_match_has_control (setup->time_control)
      && !ab_time_control_parse (setup->time_control, &control, &tc_error))
    {
      g_set_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_BAD_SETUP, "Not a time control: %s",
                   setup->time_control);
      g_ptr_array_unref (events);
      return NULL;
    }
  g_ptr_array_add (events, ab_journal_event_new (AB_JOURNAL_EVENT_SETUP, now, AB_WHITE, edition,
                                                 _ab_match_has_control (setup->time_control)
                                                   ? setup->time_control
                                                   : "-"));
  if ((setup->white != NULL && setup->white[0]) || (setup->black != NULL && setup->black[0]))
    g_ptr_array_add (events, ab_journal_event_new (AB_JOURNAL_EVENT_NAMES, now, AB_WHITE,
                                                   setup->white, setup->black));
  return events;
}

gboolean
ab_match_start (AbMatch *self, const char *fen, AbColor blind_color, GError **error)
{
  AbMatchSetup setup;

  ab_match_setup_init (&setup);
  setup.fen = fen;
  setup.blind_color = blind_color;
  return ab_match_start_setup (self, &setup, error);
}

gboolean
ab_match_start_setup (AbMatch *self, const AbMatchSetup *setup, GError **error)
{
  g_autoptr (AbPosition) start = ab_position_new ();
  g_autoptr (GPtrArray) events = NULL;
  g_autoptr (GArray) plies = _ab_match_plies_new ();
  AbJournal *journal = NULL;
  AbGame *game = NULL;
  AbFenError fen_error;
  char fen_text[AB_FEN_MAX];
  gint64 now, last;
  AbColor color;
  gboolean correcting = FALSE;

  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);
  g_return_val_if_fail (setup != NULL, FALSE);

  if (setup->fen != NULL && !ab_position_set_fen (start, setup->fen, &fen_error))
    {
      g_set_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_BAD_FEN, "Not a valid position: %s",
                   setup->fen);
      return FALSE;
    }
  /* A fresh time line: the wall clock now, counted on monotonically. */
  self->base_game = MAX (g_get_real_time (), self->last_usec);
  self->base_mono = g_get_monotonic_time ();
  now = ab_match_now (self);
  ab_position_get_fen (start, AB_FEN_CASTLING_AUTO, fen_text, sizeof fen_text);
  events = setup_events (setup, now, error);
  if (events == NULL)
    return FALSE;
  _ab_match_assistant_setup_event (setup, events, now);
  _ab_match_budget_setup_event (self, events, now);
  /* Before the setup, which would start the clock otherwise. */
  if (setup->clock_waits && _ab_match_has_control (setup->time_control))
    g_ptr_array_insert (events, 0, ab_journal_event_new (AB_JOURNAL_EVENT_ACTION, now, AB_WHITE,
                                                         AB_MATCH_CLOCK_WAITS, NULL));
  g_ptr_array_insert (events, 0, ab_journal_event_new (AB_JOURNAL_EVENT_START, now,
                                                       setup->blind_color, fen_text, NULL));
  /* The whole setup replays before anything is written. */
  if (!_ab_match_replay (self, events, &game, plies, &color, &last, &correcting, NULL))
    {
      g_set_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_BAD_FEN,
                   "No game can begin from this position: %s", fen_text);
      return FALSE;
    }
  if (self->journal_path != NULL
      && (journal = _ab_match_write_journal (self, events, error)) == NULL)
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
  self->blind_color = setup->blind_color;
  self->correcting = FALSE;
  g_array_unref (self->plies);
  self->plies = g_steal_pointer (&plies);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PLIES]);
  g_signal_emit (self, signals[RESET], 0);
  _ab_match_clock_changed (self);
  return TRUE;
}

void
_ab_match_emit_game_over (AbMatch *self)
{
  g_signal_emit (self, signals[GAME_OVER], 0, (guint) ab_match_get_result (self));
}

void
_ab_match_emit_reset (AbMatch *self)
{
  g_signal_emit (self, signals[RESET], 0);
}

void
_ab_match_emit_move_made (AbMatch *self, guint ply)
{
  g_signal_emit (self, signals[MOVE_MADE], 0, ply);
}

void
_ab_match_emit_taken_back (AbMatch *self, guint n_plies, gint64 white_ms, gint64 black_ms)
{
  g_signal_emit (self, signals[AB_MATCH_SIGNAL_TAKEN_BACK], 0, n_plies, white_ms, black_ms);
}

void
_ab_match_emit_clock_changed (AbMatch *self)
{
  g_signal_emit (self, signals[AB_MATCH_SIGNAL_CLOCK_CHANGED], 0);
}

void
_ab_match_emit_time_warning (AbMatch *self, gint64 threshold_us)
{
  g_signal_emit (self, signals[AB_MATCH_SIGNAL_TIME_WARNING], 0, threshold_us);
}

void
_ab_match_emit_flag_fallen (AbMatch *self, AbColor side)
{
  g_signal_emit (self, signals[AB_MATCH_SIGNAL_FLAG_FALLEN], 0, (guint) side);
}

void
_ab_match_emit_pending_changed (AbMatch *self)
{
  g_signal_emit (self, signals[AB_MATCH_SIGNAL_PENDING_CHANGED], 0);
}

void
_ab_match_emit_ruling (AbMatch *self, const AbDecision *d)
{
  if (d->kind != AB_DECISION_NONE)
    g_signal_emit (self, signals[AB_MATCH_SIGNAL_RULING], 0, d);
}

gboolean
_ab_match_refuse (AbMatch *self, AbGameError err, GError **error)
{
  char reason[AB_DESCRIBE_GAME_MAX];

  /* For logs and tests; the players hear the announcer's words for the code. */
  ab_describe_game_error (err, reason, sizeof reason);
  g_set_error (error, AB_MATCH_RULES_ERROR, (int) err, "%s", reason);
  return FALSE;
}

gboolean
_ab_match_apply_and_record (AbMatch *self, AbJournalEvent *event, AbDecision *d, GError **error)
{
  AbGameError err = _ab_match_apply_event (self, self->game, self->plies, event,
                                           &self->correcting, d);

  if (err != AB_GAME_OK)
    {
      ab_journal_event_free (event);
      return _ab_match_refuse (self, err, error);
    }
  return _ab_match_record (self, event, error);
}

gboolean
ab_match_may_move (AbMatch *self, AbColor player, GError **error)
{
  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);

  /* A flag that fell by now ends the game before any move. */
  _ab_match_settle_flags (self, ab_match_now (self));
  if (ab_game_is_over (self->game))
    {
      g_set_error_literal (error, AB_MATCH_ERROR, AB_MATCH_ERROR_GAME_OVER, "The game is over");
      return FALSE;
    }
  if (ab_match_is_adjourned (self))
    return _ab_match_refuse (self, AB_GAME_ERROR_ADJOURNED, error);
  if (player != ab_position_side_to_move (ab_game_get_position (self->game)))
    {
      g_set_error_literal (error, AB_MATCH_ERROR, AB_MATCH_ERROR_NOT_YOUR_TURN,
                           "It is the other side's move");
      return FALSE;
    }
  return TRUE;
}

gboolean
ab_match_play_text (AbMatch *self, AbColor player, const char *text, AbMoveError *move_error,
                    GError **error)
{
  AbMove move;

  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);
  g_return_val_if_fail (text != NULL && move_error != NULL, FALSE);

  /* Turn and end first: a move typed out of turn is not read against the opponent's
   * position, which would only confuse. */
  if (!ab_match_may_move (self, player, error))
    return FALSE;
  move = ab_move_parse_any (ab_game_get_position (self->game), text, move_error);
  if (move == AB_MOVE_NONE)
    {
      g_set_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_UNREADABLE, "Not a move here: %s", text);
      return FALSE;
    }
  return ab_match_play (self, player, move, error);
}

gboolean
ab_match_play (AbMatch *self, AbColor player, AbMove move, GError **error)
{
  const AbPosition *pos;
  char uci[AB_UCI_MAX];
  gint64 now;
  guint ply;
  AbDecision d;
  gboolean correction;

  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);

  now = next_usec (self);
  if (!ab_match_may_move (self, player, error))
    return FALSE;
  pos = ab_game_get_position (self->game);
  if (move == AB_MOVE_NONE || !ab_position_is_legal (pos, move))
    {
      g_set_error_literal (error, AB_MATCH_ERROR, AB_MATCH_ERROR_ILLEGAL, "Not a legal move");
      return FALSE;
    }
  /* A clock that waited starts with the first move: it took no time. */
  if (ab_match_clock_waits (self)
      && !_ab_match_apply_and_record (self,
                                      ab_journal_event_new (AB_JOURNAL_EVENT_ACTION, now, player,
                                                           AB_MATCH_START_CLOCK, NULL),
                                      &d, error))
    return FALSE;
  ab_move_to_uci (pos, move, uci);
  correction = self->correcting && player == self->blind_color;
  if (!correction)
    self->correcting = FALSE;
  /* On disk before it is announced: what is announced must survive a crash. */
  if (!_ab_match_apply_and_record (self,
                                   ab_journal_event_new (AB_JOURNAL_EVENT_MOVE, now, player, uci,
                                                        NULL),
                                   &d, error))
    return FALSE;
  /* The clock is pressed with the announcement (D.2.4), unless the move ended the game
   * or the blind player presses it himself. */
  if (!ab_game_is_over (self->game) && _ab_match_assistant_presses (self, player))
    {
      g_autoptr (GError) press_error = NULL;

      /* The move stands. A press the rules refuse — the blind player still owes his
       * (6.2.2) — is made when he gives it; one the journal refused is owed again. */
      if (!_ab_match_apply_and_record (self,
                                       ab_journal_event_new (AB_JOURNAL_EVENT_PRESS, now, player,
                                                            NULL, NULL),
                                       &d, &press_error)
          && press_error->domain != AB_MATCH_RULES_ERROR)
        g_warning ("The clock press is not in the journal: %s", press_error->message);
    }

  ply = self->plies->len - 1;
  g_array_index (self->plies, Ply, ply).correction = correction;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PLIES]);
  g_signal_emit (self, signals[MOVE_MADE], 0, ply);
  if (d.pressed && d.press.period_change)
    _ab_match_emit_ruling (self, &d);
  _ab_match_clock_changed (self);
  if (ab_game_is_over (self->game))
    _ab_match_emit_game_over (self);
  return TRUE;
}

AbLanguage
ab_match_get_language (AbMatch *self)
{
  g_return_val_if_fail (AB_IS_MATCH (self), AB_LANG_DE);

  return self->language;
}

void
ab_match_set_language (AbMatch *self, AbLanguage language)
{
  g_return_if_fail (AB_IS_MATCH (self));
  g_return_if_fail ((unsigned) language <= AB_LANG_EN);

  if (self->language == language)
    return;
  self->language = language;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LANGUAGE]);
}

AbSpokenStyle
ab_match_get_spoken_style (AbMatch *self)
{
  g_return_val_if_fail (AB_IS_MATCH (self), AB_SPOKEN_SHORT);

  return self->spoken_style;
}

void
ab_match_set_spoken_style (AbMatch *self, AbSpokenStyle style)
{
  g_return_if_fail (AB_IS_MATCH (self));
  g_return_if_fail (style == AB_SPOKEN_SHORT || style == AB_SPOKEN_LONG);

  if (self->spoken_style == style)
    return;
  self->spoken_style = style;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SPOKEN_STYLE]);
}
