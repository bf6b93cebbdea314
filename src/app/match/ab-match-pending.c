/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-match-pending.c — the one move that waits for the player's confirmation: what
 * confirms it, what drops it, the clock press that may go with it. */
#include "ab-match-pending.h"

#include "ab-match-assistant.h"
#include "ab-match-private.h"

static void
changed (AbMatch *self)
{
  _ab_match_emit_pending_changed (self);
}

/* Forgets the move waiting; FALSE when none did. */
static gboolean
forget (AbMatch *self)
{
  if (self->pending_kind == AB_MATCH_PENDING_NONE)
    return FALSE;
  self->pending_kind = AB_MATCH_PENDING_NONE;
  g_array_set_size (self->pending_readings, 0);
  g_clear_pointer (&self->pending_text, g_free);
  self->pending_unsaid = FALSE;
  return TRUE;
}

void
ab_match_drop_pending (AbMatch *self)
{
  g_return_if_fail (AB_IS_MATCH (self));

  if (forget (self))
    changed (self);
}

/* The position changed, or the game ended: nothing offered before waits any more. */
static void
position_changed_cb (AbMatch *self)
{
  ab_match_drop_pending (self);
}

void
_ab_match_pending_init (AbMatch *self)
{
  self->pending_readings = g_array_new (FALSE, FALSE, sizeof (AbMove));
  /* First of all handlers: whoever hears of the change finds nothing waiting. */
  g_signal_connect (self, "reset", G_CALLBACK (position_changed_cb), NULL);
  g_signal_connect (self, "move-made", G_CALLBACK (position_changed_cb), NULL);
  g_signal_connect (self, "taken-back", G_CALLBACK (position_changed_cb), NULL);
  g_signal_connect (self, "game-over", G_CALLBACK (position_changed_cb), NULL);
}

void
_ab_match_pending_finalize (AbMatch *self)
{
  g_array_unref (self->pending_readings);
  g_free (self->pending_text);
}

AbMatchPendingKind
ab_match_get_pending_kind (AbMatch *self)
{
  g_return_val_if_fail (AB_IS_MATCH (self), AB_MATCH_PENDING_NONE);

  return self->pending_kind;
}

AbMove
ab_match_get_pending (AbMatch *self)
{
  g_return_val_if_fail (AB_IS_MATCH (self), AB_MOVE_NONE);

  return self->pending_kind == AB_MATCH_PENDING_NONE || self->pending_kind == AB_MATCH_PENDING_ASKED
           ? AB_MOVE_NONE
           : g_array_index (self->pending_readings, AbMove, 0);
}

gboolean
ab_match_get_pending_unsaid (AbMatch *self)
{
  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);

  return self->pending_kind == AB_MATCH_PENDING_HEARD && self->pending_unsaid;
}

static void
offer (AbMatch *self, AbMatchPendingKind kind, const AbMove *moves, guint n, const char *text)
{
  forget (self);
  for (guint i = 0; i < n; i++)
    if (moves[i] != AB_MOVE_NONE && ab_position_is_legal (ab_match_get_position (self), moves[i]))
      g_array_append_val (self->pending_readings, moves[i]);
  if (self->pending_readings->len > 0)
    {
      self->pending_kind = kind;
      self->pending_text = g_strdup (text);
    }
  changed (self);
}

void
ab_match_offer_heard (AbMatch *self, const AbMove *readings, guint n, gboolean unsaid)
{
  g_return_if_fail (AB_IS_MATCH (self));
  g_return_if_fail (readings != NULL || n == 0);

  offer (self, AB_MATCH_PENDING_HEARD, readings, n, NULL);
  self->pending_unsaid = unsaid && self->pending_kind == AB_MATCH_PENDING_HEARD;
}

gboolean
ab_match_ask_heard (AbMatch *self, AbMove first, AbMove second)
{
  const AbMove moves[2] = { first, second };
  const AbPosition *pos;

  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);

  pos = ab_match_get_position (self);
  /* A question with one real choice would only delay the player. */
  if (first == second || !ab_position_is_legal (pos, first) || !ab_position_is_legal (pos, second))
    return FALSE;
  offer (self, AB_MATCH_PENDING_ASKED, moves, 2, NULL);
  return TRUE;
}

gboolean
ab_match_get_asked (AbMatch *self, AbMove *first, AbMove *second)
{
  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);

  if (self->pending_kind != AB_MATCH_PENDING_ASKED)
    return FALSE;
  if (first != NULL)
    *first = g_array_index (self->pending_readings, AbMove, 0);
  if (second != NULL)
    *second = g_array_index (self->pending_readings, AbMove, 1);
  return TRUE;
}

void
ab_match_pending_said (AbMatch *self)
{
  g_return_if_fail (AB_IS_MATCH (self));

  self->pending_unsaid = FALSE;
}

gboolean
ab_match_refuse_pending (AbMatch *self)
{
  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);

  if (self->pending_kind != AB_MATCH_PENDING_HEARD || self->pending_readings->len < 2)
    {
      ab_match_drop_pending (self);
      return FALSE;
    }
  g_array_remove_index (self->pending_readings, 0);
  self->pending_unsaid = FALSE;
  changed (self);
  return TRUE;
}

void
ab_match_pending_text_changed (AbMatch *self, const char *text)
{
  g_return_if_fail (AB_IS_MATCH (self));

  /* A heard move that is still unsaid is not the player's yet to override; a question is
   * answered by what he now types. */
  if ((self->pending_kind == AB_MATCH_PENDING_HEARD && !self->pending_unsaid)
      || self->pending_kind == AB_MATCH_PENDING_ASKED
      || (self->pending_kind == AB_MATCH_PENDING_TYPED && g_strcmp0 (text, self->pending_text) != 0))
    ab_match_drop_pending (self);
}

/* The press that goes with a confirmation, when it is due; the move stands whatever the
 * press does. */
static void
press_if_due (AbMatch *self)
{
  g_autoptr (GError) error = NULL;

  if (ab_match_press_due (self, self->blind_color)
      && !ab_match_press_clock (self, self->blind_color, &error))
    g_warning ("The clock press after a confirmed move: %s", error->message);
}

static gboolean
play_pending (AbMatch *self, gboolean press, GError **error)
{
  AbMove move = ab_match_get_pending (self);

  /* Forgotten first: a refusal must not leave it to be confirmed again unseen. */
  ab_match_drop_pending (self);
  if (!ab_match_play (self, ab_match_get_entering_side (self), move, error))
    return FALSE;
  if (press)
    press_if_due (self);
  return TRUE;
}

gboolean
ab_match_confirm_pending (AbMatch *self, gboolean press, GError **error)
{
  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);

  /* A question names two moves: a key cannot tell which one is meant. */
  if (self->pending_kind == AB_MATCH_PENDING_NONE || self->pending_kind == AB_MATCH_PENDING_ASKED
      || ab_match_get_pending_unsaid (self))
    {
      g_set_error_literal (error, AB_MATCH_ERROR, AB_MATCH_ERROR_REFUSED,
                           self->pending_kind == AB_MATCH_PENDING_NONE
                             ? "no move waits for a confirmation"
                           : self->pending_kind == AB_MATCH_PENDING_ASKED
                             ? "two moves were heard; the player has not said which"
                             : "the heard move has not been read back yet");
      return FALSE;
    }
  return play_pending (self, press, error);
}

AbEntered
ab_match_enter (AbMatch *self, const char *text, gboolean press, AbMoveError *move_error,
                GError **error)
{
  g_autoptr (GError) refusal = NULL;
  AbMove loose;

  g_return_val_if_fail (AB_IS_MATCH (self), AB_ENTERED_REFUSED);
  g_return_val_if_fail (move_error != NULL, AB_ENTERED_REFUSED);

  if ((self->pending_kind == AB_MATCH_PENDING_HEARD && !self->pending_unsaid)
      || (self->pending_kind == AB_MATCH_PENDING_TYPED && g_strcmp0 (text, self->pending_text) == 0))
    return play_pending (self, press, error) ? AB_ENTERED_PENDING : AB_ENTERED_REFUSED;
  if (text == NULL || ab_match_get_pending_unsaid (self))
    {
      g_set_error_literal (error, AB_MATCH_ERROR, AB_MATCH_ERROR_REFUSED,
                           text == NULL ? "no move waits for a confirmation"
                                        : "the heard move has not been read back yet");
      return AB_ENTERED_REFUSED;
    }
  if (ab_match_play_text (self, ab_match_get_entering_side (self), text, move_error, &refusal))
    {
      if (press)
        press_if_due (self);
      return AB_ENTERED_TEXT;
    }
  /* A loose fit ("dxe5" for "de5") is offered, never played unasked. */
  loose = g_error_matches (refusal, AB_MATCH_ERROR, AB_MATCH_ERROR_UNREADABLE)
            ? ab_move_error_loose_move (move_error)
            : AB_MOVE_NONE;
  if (loose != AB_MOVE_NONE)
    offer (self, AB_MATCH_PENDING_TYPED, &loose, 1, text);
  g_propagate_error (error, g_steal_pointer (&refusal));
  return AB_ENTERED_REFUSED;
}
