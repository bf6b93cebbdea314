/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-match-pgn.c — a match to and from PGN, and its scoresheet as plain text. */
#include "config.h"

#include "ab-match-notes.h"
#include "ab-match-pgn.h"
#include "ab-match-private.h"

#include <glib/gi18n.h>

#include "ab-describe-clock.h"
#include "ab-uci.h"

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AbPosition, ab_position_free)

/* The event data of an opened game (Event, Site, Date, Round) go with it as a "tags" note
 * in the journal, so that a resumed match saves them too. Its argument is the four values,
 * each URI-escaped (no space, tab, newline, quote or % is left in one), separated by one
 * space; an empty one stands for a tag the file left out or did not know ("?"). */
#define TAGS_NOTE "tags"
static const char *const event_tags[] = { "Event", "Site", "Date", "Round" };

/* The note's argument for pgn's tags; NULL when it has none of them. */
static char *
tags_note_arg (const AbPgnGame *pgn)
{
  GString *arg = g_string_new (NULL);
  gboolean any = FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (event_tags); i++)
    {
      const char *value = ab_pgn_game_tag (pgn, event_tags[i]);

      if (i > 0)
        g_string_append_c (arg, ' ');
      if (value != NULL && value[0] != '\0' && !g_str_equal (value, "?"))
        {
          g_string_append_uri_escaped (arg, value, NULL, TRUE);
          any = TRUE;
        }
    }
  return g_string_free (arg, !any);
}

/* Tag i of the opened game, else fallback. A note that does not read (edited by hand) is
 * as none. Free with g_free. */
static char *
event_tag (AbMatch *self, guint i, const char *fallback)
{
  const char *arg = ab_match_find_note (self, TAGS_NOTE, NULL);
  g_auto (GStrv) values = arg != NULL ? g_strsplit (arg, " ", -1) : NULL;
  char *value = NULL;

  if (values != NULL && g_strv_length (values) == G_N_ELEMENTS (event_tags)
      && values[i][0] != '\0')
    value = g_uri_unescape_string (values[i], NULL);
  if (value != NULL && !g_utf8_validate (value, -1, NULL))
    g_clear_pointer (&value, g_free);
  return value != NULL ? value : g_strdup (fallback);
}

/* ---- saving ---- */

static char *
pgn_date (gint64 usec)
{
  g_autoptr (GDateTime) dt = g_date_time_new_from_unix_local (usec / G_USEC_PER_SEC);

  return dt ? g_date_time_format (dt, "%Y.%m.%d") : g_strdup ("????.??.??");
}

static const char *
name_or_unknown (AbMatch *self, AbColor side)
{
  const char *name = ab_match_get_name (self, side);

  return name != NULL && name[0] != '\0' ? name : "?";
}

static AbPgnResult
pgn_result (AbMatch *self)
{
  switch (ab_match_get_result (self))
    {
    case AB_MATCH_RESULT_WHITE_WINS: return AB_PGN_RESULT_WHITE_WINS;
    case AB_MATCH_RESULT_BLACK_WINS: return AB_PGN_RESULT_BLACK_WINS;
    case AB_MATCH_RESULT_DRAW: return AB_PGN_RESULT_DRAW;
    case AB_MATCH_RESULT_NONE:
    default: return AB_PGN_RESULT_UNKNOWN;
    }
}

static gint64
start_usec (AbMatch *self)
{
  const AbJournalEvent *first = self->events->len ? g_ptr_array_index (self->events, 0) : NULL;

  return first ? first->wall_usec : g_get_real_time ();
}

/* The control as PGN's TimeControl writes it; "-" without a clock. */
static void
control_text (AbMatch *self, char buf[AB_TIME_CONTROL_TEXT_MAX])
{
  const AbClock *clock = ab_game_get_clock (self->game);

  if (clock == NULL || !ab_time_control_to_text (ab_clock_get_control (clock), buf,
                                                 AB_TIME_CONTROL_TEXT_MAX))
    g_strlcpy (buf, "-", AB_TIME_CONTROL_TEXT_MAX);
}

gboolean
ab_match_to_pgn (AbMatch *self, AbPgnGame *game)
{
  g_autofree char *date = NULL, *event = NULL, *site = NULL, *day = NULL, *round = NULL;
  char control[AB_TIME_CONTROL_TEXT_MAX];
  uint32_t last = AB_PGN_NONE;
  int n;

  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);

  ab_pgn_game_reset (game);
  date = pgn_date (start_usec (self));
  event = event_tag (self, 0, "?");
  site = event_tag (self, 1, "?");
  day = event_tag (self, 2, date);
  round = event_tag (self, 3, "-");
  control_text (self, control);
  if (!ab_pgn_game_set_tag (game, "Event", event)
      || !ab_pgn_game_set_tag (game, "Site", site)
      || !ab_pgn_game_set_tag (game, "Date", day)
      || !ab_pgn_game_set_tag (game, "Round", round)
      || !ab_pgn_game_set_tag (game, "White", name_or_unknown (self, AB_WHITE))
      || !ab_pgn_game_set_tag (game, "Black", name_or_unknown (self, AB_BLACK))
      || !ab_pgn_game_set_tag (game, "Result", ab_pgn_result_string (pgn_result (self)))
      || !ab_pgn_game_set_tag (game, "TimeControl", control)
      || !ab_pgn_game_set_tag (game, "Annotator", "Annabella")
      || !ab_pgn_game_set_start (game, ab_game_get_start_position (self->game)))
    return FALSE;
  n = ab_game_get_n_moves (self->game);
  for (int i = 0; i < n; i++)
    {
      const AbGameMove *m = ab_game_get_move (self->game, i);

      last = ab_pgn_game_add_move (game, last, m->move);
      if (last == AB_PGN_NONE)
        return FALSE;
      /* Only a completed move has its clock: the time shown once it was pressed, in
       * whole seconds as clocks show it and [%clk h:mm:ss] is commonly written. */
      if (m->clock_known && m->completed_us >= 0)
        game->moves[last].clock_ms
          = (int32_t) MIN (m->clock_us[m->side] / G_USEC_PER_SEC * 1000, G_MAXINT32);
    }
  /* A hint taken in a practice game is part of its record. */
  ab_match_annotate_pgn (self, game);
  game->result = pgn_result (self);
  return TRUE;
}

/* ---- opening ---- */

/* The largest [%clk] of the main line, or -1. */
static int32_t
largest_clock (const AbPgnGame *game)
{
  int32_t most = -1;

  for (uint32_t i = game->first; i != AB_PGN_NONE; i = game->moves[i].next)
    most = MAX (most, game->moves[i].clock_ms);
  return most;
}

/* The time control to start with: the file's, else one the clocks fit in, else none. */
static char *
choose_control (const AbPgnGame *game)
{
  const char *tag = ab_pgn_game_tag (game, "TimeControl");
  AbTimeControl control;
  AbTimeControlError tc_error;
  int32_t most;

  if (tag != NULL && _ab_match_has_control (tag) && ab_time_control_parse (tag, &control, &tc_error)
      && control.kind == AB_TIME_CONTROL_PERIODS)
    return g_strdup (tag);
  most = largest_clock (game);
  if (most < 0)
    return g_strdup ("-");
  /* Whole minutes, at least one: a clock set by hand shows them. */
  return g_strdup_printf ("%d", MAX (60, (most / 60000 + (most % 60000 != 0)) * 60));
}

/* How long the mover thought so that a press after it leaves his clock at target_us
 * (increments and period changes included); clamped so that no flag falls. */
static gint64
think_time (const AbClock *clock, AbColor side, gint64 from, gint64 target_us)
{
  AbClockReading before;
  gint64 d;

  if (target_us < 0 || ab_clock_get_reading (clock, side, from, &before) != AB_CLOCK_OK)
    return 0;
  d = before.time_us - target_us;
  for (int round = 0; round < 3; round++)
    {
      AbClock *copy;
      AbClockReading after;
      AbClockPress press;
      gint64 off;

      d = CLAMP (d, 0, MAX (0, before.time_us - 1));
      copy = ab_clock_copy (clock);
      if (copy == NULL || ab_clock_press (copy, side, from + d, &press) != AB_CLOCK_OK
          || ab_clock_get_reading (copy, side, from + d, &after) != AB_CLOCK_OK)
        {
          ab_clock_free (copy);
          return CLAMP (d, 0, MAX (0, before.time_us - 1));
        }
      ab_clock_free (copy);
      off = after.time_us - target_us;
      if (off == 0)
        break;
      d += off;
    }
  return CLAMP (d, 0, MAX (0, before.time_us - 1));
}

static gboolean
refuse (GError **error, AbGameError err, guint ply)
{
  g_set_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_REFUSED,
               "Half-move %u of the game does not replay (game error %d)", ply + 1, (int) err);
  return FALSE;
}

/* Applies event to game and keeps it in events. */
static AbGameError
apply (AbMatch *self, AbGame *game, GArray *plies, GPtrArray *events, AbJournalEvent *event)
{
  gboolean correcting = FALSE;
  AbGameError err = _ab_match_apply_event (self, game, plies, event, &correcting, NULL);

  if (err == AB_GAME_OK)
    g_ptr_array_add (events, event);
  else
    ab_journal_event_free (event);
  return err;
}

/* The result the file gives but the moves do not reach: a resignation or an agreed draw. */
static void
apply_result (AbMatch *self, AbGame *game, GArray *plies, GPtrArray *events, AbPgnResult result,
              gint64 t)
{
  AbColor to_move = ab_position_side_to_move (ab_game_get_position (game));

  if (ab_game_is_over (game))
    return;
  if (result == AB_PGN_RESULT_WHITE_WINS || result == AB_PGN_RESULT_BLACK_WINS)
    apply (self, game, plies, events,
           ab_journal_event_new (AB_JOURNAL_EVENT_ACTION, t,
                                 result == AB_PGN_RESULT_WHITE_WINS ? AB_BLACK : AB_WHITE,
                                 "resign", "-"));
  else if (result == AB_PGN_RESULT_DRAW
           && apply (self, game, plies, events,
                     ab_journal_event_new (AB_JOURNAL_EVENT_ACTION, t, to_move, "offer", "-"))
                == AB_GAME_OK)
    apply (self, game, plies, events,
           ab_journal_event_new (AB_JOURNAL_EVENT_ACTION, t, !to_move, "accept", "-"));
}

/* The events of a match that plays game's main line, the last one at now. */
static GPtrArray *
game_events (AbMatch *self, const AbPgnGame *pgn, AbColor blind_color, AbEdition edition,
             gint64 now, AbGame **game_out, GArray *plies, GError **error)
{
  g_autoptr (GPtrArray) events = g_ptr_array_new_with_free_func (ab_journal_event_free);
  g_autoptr (GPtrArray) moves = g_ptr_array_new_with_free_func (ab_journal_event_free);
  g_autofree char *control = choose_control (pgn);
  g_autofree char *edition_text = g_strdup_printf ("%d", (int) edition);
  g_autofree char *tags = tags_note_arg (pgn);
  const char *white = ab_pgn_game_tag (pgn, "White"), *black = ab_pgn_game_tag (pgn, "Black");
  g_autoptr (AbPosition) start = ab_position_new ();
  AbGame *game = NULL;
  AbColor color;
  gint64 last, t = 0, total = 0;
  gboolean correcting = FALSE;
  guint ply = 0;

  ab_pgn_game_start_position (pgn, start);
  g_ptr_array_add (events, ab_journal_event_new (AB_JOURNAL_EVENT_START, 0, blind_color,
                                                 pgn->start_fen, NULL));
  g_ptr_array_add (events, ab_journal_event_new (AB_JOURNAL_EVENT_SETUP, 0, AB_WHITE,
                                                 edition_text, control));
  if (g_strcmp0 (white, "?") == 0)
    white = NULL;
  if (g_strcmp0 (black, "?") == 0)
    black = NULL;
  if ((white && white[0]) || (black && black[0]))
    g_ptr_array_add (events, ab_journal_event_new (AB_JOURNAL_EVENT_NAMES, 0, AB_WHITE,
                                                   white && white[0] ? white : "-",
                                                   black && black[0] ? black : "-"));
  /* Journaled with the game, before anything of it is said. */
  if (tags != NULL)
    g_ptr_array_add (events, ab_journal_event_new (AB_JOURNAL_EVENT_NOTE, 0, AB_WHITE, TAGS_NOTE,
                                                   tags));
  _ab_match_budget_setup_event (self, events, 0);
  /* First at time 0, to learn how long the moves took; then again at the real times. */
  for (int pass = 0; pass < 2; pass++)
    {
      gint64 t0 = pass == 0 ? 0 : now - total;

      for (guint i = 0; i < events->len; i++)
        ((AbJournalEvent *) g_ptr_array_index (events, i))->wall_usec = t0;
      g_array_set_size (plies, 0);
      if (!_ab_match_replay (self, events, &game, plies, &color, &last, &correcting, error))
        return NULL;
      g_ptr_array_set_size (moves, 0);
      t = t0;
      ply = 0;
      for (uint32_t i = pgn->first; i != AB_PGN_NONE; i = pgn->moves[i].next, ply++)
        {
          const AbPgnMove *m = &pgn->moves[i];
          const AbPosition *pos = ab_game_get_position (game);
          AbColor side = ab_position_side_to_move (pos);
          const AbClock *clock = ab_game_get_clock (game);
          char uci[AB_UCI_MAX];
          AbGameError err;

          if (clock != NULL && m->clock_ms >= 0)
            t += think_time (clock, side, MAX (t, ab_clock_get_last_event (clock)),
                             (gint64) m->clock_ms * 1000);
          ab_move_to_uci (pos, m->move, uci);
          err = apply (self, game, plies, moves,
                       ab_journal_event_new (AB_JOURNAL_EVENT_MOVE, t, side, uci, NULL));
          if (err == AB_GAME_OK && !ab_game_is_over (game))
            err = apply (self, game, plies, moves,
                         ab_journal_event_new (AB_JOURNAL_EVENT_PRESS, t, side, NULL, NULL));
          if (err != AB_GAME_OK)
            {
              ab_game_free (game);
              refuse (error, err, ply);
              return NULL;
            }
        }
      apply_result (self, game, plies, moves, pgn->result, t);
      total = t - t0;
      if (pass == 0)
        ab_game_free (game);
    }
  for (guint i = 0; i < moves->len; i++)
    g_ptr_array_add (events, g_steal_pointer (&moves->pdata[i]));
  *game_out = game;
  return g_steal_pointer (&events);
}

gboolean
ab_match_start_pgn (AbMatch *self, const AbPgnGame *pgn, AbColor blind_color, AbEdition edition,
                    GError **error)
{
  g_autoptr (GPtrArray) events = NULL;
  g_autoptr (GArray) plies = _ab_match_plies_new ();
  AbJournal *journal = NULL;
  AbGame *game = NULL;
  gint64 now;

  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);
  g_return_val_if_fail (pgn != NULL, FALSE);

  now = MAX (g_get_real_time (), self->last_usec);
  events = game_events (self, pgn, blind_color, edition, now, &game, plies, error);
  if (events == NULL)
    return FALSE;
  if (self->journal_path != NULL
      && (journal = _ab_match_write_journal (self, events, error)) == NULL)
    {
      ab_game_free (game);
      return FALSE;
    }

  _ab_match_stop_timers (self);
  ab_journal_free (self->journal);
  self->journal = journal;
  g_ptr_array_unref (self->events);
  self->events = g_steal_pointer (&events);
  ab_game_free (self->game);
  self->game = game;
  self->blind_color = blind_color;
  self->correcting = FALSE;
  /* The clocks go on from the last move, which was made now. */
  self->last_usec = MAX (self->last_usec, now);
  self->base_game = now;
  self->base_mono = g_get_monotonic_time ();
  g_array_unref (self->plies);
  self->plies = g_steal_pointer (&plies);

  g_object_notify (G_OBJECT (self), "n-plies");
  _ab_match_emit_reset (self);
  _ab_match_clock_changed (self);
  return TRUE;
}

/* ---- the scoresheet as text ---- */

char *
ab_match_format_scoresheet (AbMatch *self, AbLanguage letters, gboolean long_form)
{
  GString *out = g_string_new (NULL);
  g_autoptr (AbPosition) pos = NULL;
  g_autoptr (AbPosition) standard = ab_position_new ();
  g_autofree char *date = NULL, *event = NULL, *day = NULL;
  char control[AB_TIME_CONTROL_TEXT_MAX];
  const AbSanStyle *style = ab_san_style_default (letters);
  int n;

  g_return_val_if_fail (AB_IS_MATCH (self), NULL);

  pos = ab_position_copy (ab_game_get_start_position (self->game));
  date = pgn_date (start_usec (self));
  event = event_tag (self, 0, NULL);
  day = event_tag (self, 2, date);
  control_text (self, control);
  g_string_append_printf (out, _("White: %s\n"), name_or_unknown (self, AB_WHITE));
  g_string_append_printf (out, _("Black: %s\n"), name_or_unknown (self, AB_BLACK));
  if (event != NULL)
    g_string_append_printf (out, _("Event: %s\n"), event);
  g_string_append_printf (out, _("Date: %s\n"), day);
  g_string_append_printf (out, _("Time control: %s\n"), control);
  if (!ab_position_equal (standard, pos) || ab_position_is_chess960 (pos))
    {
      char fen[AB_FEN_MAX];

      ab_position_get_fen (pos, AB_FEN_CASTLING_AUTO, fen, sizeof fen);
      g_string_append_printf (out, _("Start position: %s\n"), fen);
    }
  g_string_append_c (out, '\n');
  n = ab_game_get_n_moves (self->game);
  for (int i = 0; i < n; i++)
    {
      const AbGameMove *m = ab_game_get_move (self->game, i);
      char text[AB_NOTATION_MAX];
      AbUndo undo;

      if (long_form)
        ab_move_to_long (pos, m->move, style, text, sizeof text);
      else
        ab_move_to_san (pos, m->move, style, text, sizeof text);
      if (m->side == AB_WHITE)
        g_string_append_printf (out, "%3d. ", m->number);
      else if (i == 0)
        g_string_append_printf (out, "%3d. %-22s", m->number, "...");
      if (m->clock_known && m->completed_us >= 0)
        {
          char clock[32];
          g_autofree char *cell = NULL;

          /* "1:29:50", in whole seconds as [%clk] writes it. */
          ab_describe_clock_hms (m->clock_us[m->side] / 1000, clock, sizeof clock);
          cell = g_strdup_printf ("%s (%s)", text, clock);

          g_string_append_printf (out, "%-22s", cell);
        }
      else
        g_string_append_printf (out, "%-22s", text);
      if (m->side == AB_BLACK || i == n - 1)
        {
          while (out->len > 0 && out->str[out->len - 1] == ' ')
            g_string_truncate (out, out->len - 1);
          g_string_append_c (out, '\n');
        }
      ab_position_make (pos, m->move, &undo);
    }
  g_string_append_printf (out, _("\nResult: %s\n"), ab_pgn_result_string (pgn_result (self)));
  return g_string_free (out, FALSE);
}
