/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-match-plies.c — reading the match: the position, each ply with the words it was
 * announced with, the scoresheet, the result. */
#include "ab-match-private.h"

const AbPosition *
ab_match_get_position (AbMatch *self)
{
  g_return_val_if_fail (AB_IS_MATCH (self), NULL);

  return ab_game_get_position (self->game);
}

AbColor
ab_match_get_blind_color (AbMatch *self)
{
  g_return_val_if_fail (AB_IS_MATCH (self), AB_WHITE);

  return self->blind_color;
}

guint
ab_match_get_n_plies (AbMatch *self)
{
  g_return_val_if_fail (AB_IS_MATCH (self), 0);

  return self->plies->len;
}

AbPosition *
ab_match_get_position_before (AbMatch *self, guint ply)
{
  g_return_val_if_fail (AB_IS_MATCH (self), NULL);

  if (ply > self->plies->len)
    return NULL;
  return ab_game_position_before (self->game, (int) ply);
}

static const Ply *
get_ply (AbMatch *self, guint ply)
{
  g_return_val_if_fail (AB_IS_MATCH (self), NULL);
  g_return_val_if_fail (ply < self->plies->len, NULL);

  return &g_array_index (self->plies, Ply, ply);
}

static const AbGameMove *
get_game_move (AbMatch *self, guint ply)
{
  g_return_val_if_fail (AB_IS_MATCH (self), NULL);
  g_return_val_if_fail (ply < self->plies->len, NULL);

  return ab_game_get_move (self->game, (int) ply);
}

AbMove
ab_match_get_move (AbMatch *self, guint ply)
{
  const AbGameMove *m = get_game_move (self, ply);

  return m ? m->move : AB_MOVE_NONE;
}

void
ab_match_get_move_squares (AbMatch *self, guint ply, AbSquare *from, AbSquare *to)
{
  const Ply *p = get_ply (self, ply);

  *from = p ? p->from : AB_NO_SQUARE;
  *to = p ? p->to : AB_NO_SQUARE;
}

const char *
ab_match_get_spoken (AbMatch *self, guint ply)
{
  const Ply *p = get_ply (self, ply);

  return p ? p->spoken : NULL;
}

const char *
ab_match_get_san (AbMatch *self, guint ply)
{
  const Ply *p = get_ply (self, ply);

  return p ? p->san : NULL;
}

gint64
ab_match_get_move_time (AbMatch *self, guint ply)
{
  const AbGameMove *m = get_game_move (self, ply);

  return m ? m->made_us : 0;
}

AbColor
ab_match_get_mover (AbMatch *self, guint ply)
{
  const AbGameMove *m = get_game_move (self, ply);

  return m ? m->side : AB_WHITE;
}

guint
ab_match_get_move_number (AbMatch *self, guint ply)
{
  const AbGameMove *m = get_game_move (self, ply);

  return m ? (guint) m->number : 0;
}

gboolean
ab_match_get_is_correction (AbMatch *self, guint ply)
{
  const Ply *p = get_ply (self, ply);

  return p ? p->correction : FALSE;
}

gboolean
ab_match_get_is_capture (AbMatch *self, guint ply)
{
  const Ply *p = get_ply (self, ply);

  return p ? p->capture : FALSE;
}

gboolean
ab_match_get_is_check (AbMatch *self, guint ply)
{
  const Ply *p = get_ply (self, ply);

  return p ? p->check : FALSE;
}

char *
ab_match_format_moves (AbMatch *self)
{
  GString *text;

  g_return_val_if_fail (AB_IS_MATCH (self), NULL);

  text = g_string_new (NULL);
  for (guint i = 0; i < self->plies->len; i++)
    {
      const AbGameMove *m = ab_game_get_move (self->game, (int) i);

      if (m->side == AB_WHITE)
        g_string_append_printf (text, "%s%d. ", i ? " " : "", m->number);
      else if (i == 0)
        /* From a set-up position Black may move first: "12. … Nf6". */
        g_string_append_printf (text, "%d. … ", m->number);
      else
        g_string_append_c (text, ' ');
      g_string_append (text, g_array_index (self->plies, Ply, i).san);
    }
  return g_string_free (text, FALSE);
}

gboolean
ab_match_is_over (AbMatch *self)
{
  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);

  return ab_game_is_over (self->game);
}

AbMatchResult
ab_match_get_result (AbMatch *self)
{
  g_return_val_if_fail (AB_IS_MATCH (self), AB_MATCH_RESULT_NONE);

  switch (ab_game_get_outcome (self->game)->result)
    {
    case AB_RESULT_WHITE_WINS:
      return AB_MATCH_RESULT_WHITE_WINS;
    case AB_RESULT_BLACK_WINS:
      return AB_MATCH_RESULT_BLACK_WINS;
    case AB_RESULT_DRAW:
    case AB_RESULT_BOTH_LOSE:
      return AB_MATCH_RESULT_DRAW;
    case AB_RESULT_NONE:
    default:
      /* over with no result: the arbiter's to decide (6.9 undecided), not a draw */
      return ab_game_is_over (self->game) && !ab_game_get_outcome (self->game)->undecided
               ? AB_MATCH_RESULT_DRAW
               : AB_MATCH_RESULT_NONE;
    }
}

AbMove
ab_match_parse (AbMatch *self, const char *text, AbMoveError *error)
{
  g_return_val_if_fail (AB_IS_MATCH (self), AB_MOVE_NONE);
  g_return_val_if_fail (text != NULL, AB_MOVE_NONE);

  return ab_move_parse_any (ab_game_get_position (self->game), text, error);
}

AbEnding
ab_match_get_ending (AbMatch *self)
{
  g_return_val_if_fail (AB_IS_MATCH (self), AB_ENDING_NONE);

  return ab_game_get_outcome (self->game)->ending;
}
