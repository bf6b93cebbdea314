/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-match-assistant.c — the assistant (D.2.10, D.2.11), touched pieces (4.3) and
 * adjournment (Guideline I) of a match; ab-match-assistant.h has the journal lines. */
#include "ab-match-assistant.h"
#include "ab-match-private.h"

#include <errno.h>
#include <string.h>
#include <glib/gstdio.h>

#include "ab-describe-game.h"
#include "ab-fen.h"

void
_ab_match_assistant_finalize (AbMatch *self)
{
  g_free (self->assistant_name);
  g_free (self->record_path);
}

void
_ab_match_assistant_setup_event (const AbMatchSetup *setup, GPtrArray *events, gint64 now)
{
  AbColor assisted;

  /* An assistant enters both sides' moves anyway. */
  if (setup->enters_both && setup->assistant == AB_ASSISTANT_NONE)
    g_ptr_array_add (events, ab_journal_event_new (AB_JOURNAL_EVENT_ACTION, now,
                                                   setup->blind_color, "enters-both", NULL));
  /* The sighted player's own board enters his moves: the journal says so, so that a
   * resumption reads the board again. */
  if (setup->eboard)
    g_ptr_array_add (events, ab_journal_event_new (AB_JOURNAL_EVENT_ACTION, now,
                                                   !setup->blind_color, "eboard", NULL));
  if (setup->assistant != AB_ASSISTANT_BLIND && setup->assistant != AB_ASSISTANT_SIGHTED)
    return;
  assisted = setup->assistant == AB_ASSISTANT_BLIND ? setup->blind_color : !setup->blind_color;
  g_ptr_array_add (events, ab_journal_event_new (AB_JOURNAL_EVENT_ACTION, now, assisted,
                                                 "assistant", setup->assistant_name));
}

gboolean
_ab_match_assistant_handles (const char *name)
{
  return g_str_equal (name, "assistant") || g_str_equal (name, "enters-both")
         || g_str_equal (name, "eboard") || g_str_equal (name, "touch")
         || g_str_equal (name, "seal") || g_str_equal (name, "unseal");
}

static gboolean
parse_square (const char *text, AbSquare *out)
{
  if (text == NULL || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8')
    return FALSE;
  *out = AB_SQUARE (text[0] - 'a', text[1] - '1');
  return TRUE;
}

/* I.9: the sealed move is described before the game plays it, for its announcement. */
static AbGameError
unseal (AbMatch *self, AbGame *game, GArray *plies, gint64 now, AbDecision *d)
{
  const AbEnvelope *envelope = ab_game_get_envelope (game);
  const AbPosition *pos = ab_game_get_position (game);
  AbMoveError parse_error;
  AbMove move = envelope ? ab_move_parse (pos, envelope->sealed_move, &parse_error)
                         : AB_MOVE_NONE;
  int before = ab_game_get_n_moves (game);
  Ply ply = { 0 };
  AbGameError err;

  if (move != AB_MOVE_NONE)
    ply = _ab_match_describe_ply (self, pos, move);
  err = ab_game_resume_adjourned (game, now, d);
  if (err == AB_GAME_OK && ab_game_get_n_moves (game) > before)
    g_array_append_val (plies, ply);
  else
    _ab_match_ply_clear (&ply);
  return err;
}

AbGameError
_ab_match_assistant_apply (AbMatch *self, AbGame *game, GArray *plies,
                           const AbJournalEvent *event, AbDecision *d)
{
  const char *name = event->text;
  AbSquare square;

  if (g_str_equal (name, "assistant"))
    {
      self->has_assistant = TRUE;
      self->assistant_for = event->color;
      g_free (self->assistant_name);
      self->assistant_name = event->arg != NULL && !g_str_equal (event->arg, "-")
                               ? g_strdup (event->arg)
                               : NULL;
      return AB_GAME_OK;
    }
  if (g_str_equal (name, "enters-both"))
    {
      /* Only at the start: it is part of the setup. */
      if (ab_game_get_n_moves (game) > 0)
        return AB_GAME_ERROR_BAD_ARGUMENT;
      self->enters_both = TRUE;
      return AB_GAME_OK;
    }
  if (g_str_equal (name, "eboard"))
    {
      /* Part of the setup too. */
      if (ab_game_get_n_moves (game) > 0)
        return AB_GAME_ERROR_BAD_ARGUMENT;
      self->eboard = TRUE;
      return AB_GAME_OK;
    }
  if (g_str_equal (name, "touch"))
    {
      if (!parse_square (event->arg, &square))
        return AB_GAME_ERROR_BAD_ARGUMENT;
      return ab_game_touch_piece (game, event->color, square, event->wall_usec, d);
    }
  if (g_str_equal (name, "seal"))
    return ab_game_seal_move (game, event->arg, "", event->wall_usec, d);
  if (g_str_equal (name, "unseal"))
    return unseal (self, game, plies, event->wall_usec, d);
  return AB_GAME_ERROR_BAD_ARGUMENT;
}

AbAssistant
ab_match_get_assistant (AbMatch *self)
{
  g_return_val_if_fail (AB_IS_MATCH (self), AB_ASSISTANT_NONE);

  if (!self->has_assistant)
    return AB_ASSISTANT_NONE;
  return self->assistant_for == self->blind_color ? AB_ASSISTANT_BLIND : AB_ASSISTANT_SIGHTED;
}

const char *
ab_match_get_assistant_name (AbMatch *self)
{
  g_return_val_if_fail (AB_IS_MATCH (self), NULL);

  return self->has_assistant ? self->assistant_name : NULL;
}

AbColor
ab_match_get_entering_side (AbMatch *self)
{
  g_return_val_if_fail (AB_IS_MATCH (self), AB_WHITE);

  if (self->has_assistant || self->enters_both || (self->eboard && self->eboard_away))
    return ab_position_side_to_move (ab_game_get_position (self->game));
  return self->blind_color;
}

gboolean
ab_match_enters_both (AbMatch *self)
{
  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);

  return self->enters_both;
}

gboolean
ab_match_get_eboard (AbMatch *self)
{
  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);

  return self->eboard;
}

void
ab_match_set_eboard_away (AbMatch *self, gboolean away)
{
  g_return_if_fail (AB_IS_MATCH (self));

  self->eboard_away = away;
}

gboolean
ab_match_get_eboard_away (AbMatch *self)
{
  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);

  return self->eboard && self->eboard_away;
}

gboolean
_ab_match_assistant_presses (AbMatch *self, AbColor player)
{
  /* D.2.10.3: the blind player's assistant starts the opponent's clock for him. */
  return !self->press_by_key || player != self->blind_color
         || (self->has_assistant && self->assistant_for == self->blind_color);
}

gboolean
_ab_match_assistant_flag (AbMatch *self, gint64 now)
{
  const AbClock *clock = ab_game_get_clock (self->game);
  AbClockFlags flags;

  if (!self->has_assistant)
    return FALSE;
  /* Nobody rules on a flag by himself here: it is signalled at once, and claimed. */
  if (clock != NULL && !ab_game_is_over (self->game)
      && ab_clock_get_flags (clock, MAX (now, ab_clock_get_last_event (clock)), &flags)
           == AB_CLOCK_OK
      && flags.any && !(self->flag_told & (1 << flags.first)))
    {
      self->flag_told |= 1 << flags.first;
      _ab_match_emit_flag_fallen (self, flags.first);
    }
  return TRUE;
}

gboolean
_ab_match_assistant_wants_flag_timer (AbMatch *self, gint64 flag_at)
{
  const AbClock *clock = ab_game_get_clock (self->game);

  /* A flag already told keeps its moment: a timer for it would fire at once, forever. */
  return !self->has_assistant || clock == NULL
         || !(self->flag_told & (1 << ab_clock_get_side (clock)));
}

static gboolean
check_playing (AbMatch *self, GError **error)
{
  _ab_match_settle_flags (self, ab_match_now (self));
  if (!ab_game_is_over (self->game))
    return TRUE;
  g_set_error_literal (error, AB_MATCH_ERROR, AB_MATCH_ERROR_GAME_OVER, "The game is over");
  return FALSE;
}

/* 4.3: his own piece must be moved, an opponent's captured, if that can be done. */
static AbTouchDuty
touch_duty (const AbPosition *pos, AbColor player, AbSquare sq)
{
  gboolean own = AB_PIECE_COLOR (ab_position_piece_at (pos, sq)) == player;
  AbMoveList list;

  ab_position_legal_moves (pos, &list);
  for (int i = 0; i < list.count; i++)
    if (own ? ab_move_from (list.moves[i]) == sq
            : ab_move_to (list.moves[i]) == sq && ab_position_is_capture (pos, list.moves[i]))
      return own ? AB_TOUCH_DUTY_MOVE : AB_TOUCH_DUTY_CAPTURE;
  return AB_TOUCH_DUTY_NONE;
}

gboolean
ab_match_touch (AbMatch *self, AbColor player, AbSquare square, AbTouchDuty *duty,
                GError **error)
{
  const AbPosition *pos;
  AbPiece piece;
  char fen_piece;
  g_autofree char *arg = NULL;
  AbTouchDuty owed;
  AbDecision d;

  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);

  if (!ab_match_may_move (self, player, error))
    return FALSE;
  pos = ab_game_get_position (self->game);
  piece = square < 64 ? ab_position_piece_at (pos, square) : AB_NO_PIECE;
  if (piece == AB_NO_PIECE)
    return _ab_match_refuse (self, AB_GAME_ERROR_BAD_ARGUMENT, error);
  owed = touch_duty (pos, player, square);
  fen_piece = "pnbrqk"[AB_PIECE_TYPE (piece) - AB_PAWN];
  if (AB_PIECE_COLOR (piece) == AB_WHITE)
    fen_piece = g_ascii_toupper (fen_piece);
  arg = g_strdup_printf ("%c%c %c %d", 'a' + square % 8, '1' + square / 8, fen_piece,
                         ab_position_fullmove_number (pos));
  if (!_ab_match_apply_and_record (self,
                                   ab_journal_event_new (AB_JOURNAL_EVENT_ACTION,
                                                        ab_match_now (self), player, "touch",
                                                        arg),
                                   &d, error))
    return FALSE;
  if (duty != NULL)
    *duty = owed;
  return TRUE;
}

GArray *
ab_match_get_touches (AbMatch *self)
{
  GArray *touches = g_array_new (FALSE, TRUE, sizeof (AbTouch));

  g_return_val_if_fail (AB_IS_MATCH (self), touches);

  for (guint i = 0; i < self->events->len; i++)
    {
      const AbJournalEvent *event = g_ptr_array_index (self->events, i);
      g_auto (GStrv) fields = NULL;
      AbTouch touch = { .wall_usec = event->wall_usec, .player = event->color };
      const char *letters = "PNBRQKpnbrqk";
      const char *at;

      if (event->type != AB_JOURNAL_EVENT_ACTION || !g_str_equal (event->text, "touch"))
        continue;
      fields = g_strsplit (event->arg, " ", 3);
      if (g_strv_length (fields) != 3 || !parse_square (fields[0], &touch.square)
          || fields[1][0] == '\0' || (at = strchr (letters, fields[1][0])) == NULL)
        continue;
      touch.piece = AB_PIECE ((at - letters) / 6 ? AB_BLACK : AB_WHITE,
                                   AB_PAWN + (at - letters) % 6);
      touch.move_number = (guint) g_ascii_strtoull (fields[2], NULL, 10);
      g_array_append_val (touches, touch);
    }
  return touches;
}

gboolean
ab_match_is_adjourned (AbMatch *self)
{
  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);

  return ab_game_get_phase (self->game) == AB_GAME_PHASE_ADJOURNED;
}

const char *
ab_match_get_record_path (AbMatch *self)
{
  g_return_val_if_fail (AB_IS_MATCH (self), NULL);

  return self->record_path;
}

/* Beside the journal, or in the user's data folder without one; a name of its own. */
static char *
record_path_new (AbMatch *self)
{
  g_autoptr (GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  g_autofree char *dir = self->journal_path != NULL
                           ? g_path_get_dirname (self->journal_path)
                           : g_build_filename (g_get_user_data_dir (), "annabella", NULL);
  char *path = NULL;

  g_mkdir_with_parents (dir, 0700);
  for (guint i = 0; path == NULL || g_file_test (path, G_FILE_TEST_EXISTS); i++)
    {
      g_autofree char *name = i ? g_strdup_printf ("adjourned-%s-%u.txt", stamp, i)
                                : g_strdup_printf ("adjourned-%s.txt", stamp);

      g_free (path);
      path = g_build_filename (dir, name, NULL);
    }
  return path;
}

gboolean
ab_match_seal (AbMatch *self, const char *move_text, GError **error)
{
  g_autofree char *record = NULL;
  g_autofree char *path = NULL;
  g_autoptr (GError) write_error = NULL;
  AbColor sealer;
  AbDecision d;

  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);
  g_return_val_if_fail (move_text != NULL, FALSE);

  if (!check_playing (self, error))
    return FALSE;
  sealer = ab_position_side_to_move (ab_game_get_position (self->game));
  if (!_ab_match_apply_and_record (self,
                                   ab_journal_event_new (AB_JOURNAL_EVENT_ACTION,
                                                        ab_match_now (self), sealer, "seal",
                                                        move_text),
                                   &d, error))
    return FALSE;
  g_clear_pointer (&self->record_path, g_free);
  record = ab_match_format_record (self);
  path = record_path_new (self);
  if (g_file_set_contents_full (path, record, -1, G_FILE_SET_CONTENTS_CONSISTENT, 0600,
                                &write_error))
    self->record_path = g_steal_pointer (&path);
  else
    g_warning ("The adjournment record is not written: %s", write_error->message);
  _ab_match_emit_ruling (self, &d);
  _ab_match_clock_changed (self);
  return TRUE;
}

gboolean
ab_match_resume_adjourned (AbMatch *self, GError **error)
{
  const AbEnvelope *envelope;
  guint before;
  AbDecision d;

  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);

  envelope = ab_game_get_envelope (self->game);
  if (envelope == NULL || !ab_match_is_adjourned (self))
    return _ab_match_refuse (self, ab_game_is_over (self->game) ? AB_GAME_ERROR_OVER
                                                 : AB_GAME_ERROR_NOT_ADJOURNED,
                    error);
  before = self->plies->len;
  if (!_ab_match_apply_and_record (self,
                                   ab_journal_event_new (AB_JOURNAL_EVENT_ACTION,
                                                        ab_match_now (self), envelope->sealer,
                                                        "unseal", NULL),
                                   &d, error))
    return FALSE;
  if (self->plies->len > before)
    {
      g_object_notify (G_OBJECT (self), "n-plies");
      _ab_match_emit_move_made (self, before);
    }
  _ab_match_emit_ruling (self, &d);
  _ab_match_clock_changed (self);
  if (ab_game_is_over (self->game))
    _ab_match_emit_game_over (self);
  return TRUE;
}
