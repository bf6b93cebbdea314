/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-match-notes.c — notes in the match's record: hints, the practice settings. */
#include "ab-match-notes.h"

#include <glib/gi18n.h>
#include <stdlib.h>

#include "ab-match-private.h"
#include "ab-uci.h"

gboolean
ab_match_add_note (AbMatch *self, AbColor color, const char *name, const char *arg,
                   GError **error)
{
  AbJournalEvent *event = NULL;

  g_return_val_if_fail (AB_IS_MATCH (self) && name != NULL, FALSE);

  event = ab_journal_event_new (AB_JOURNAL_EVENT_NOTE, ab_match_now (self), color, name, arg);
  /* Not _ab_match_record: a note changes no ruling, so a refused one needs no rebuild (and
   * no "reset", which would end a practice game over a hint). */
  if (self->journal != NULL && !ab_journal_append_event (self->journal, event, error))
    {
      ab_journal_event_free (event);
      return FALSE;
    }
  g_ptr_array_add (self->events, event);
  return TRUE;
}

const char *
ab_match_find_note (AbMatch *self, const char *name, AbColor *color)
{
  g_return_val_if_fail (AB_IS_MATCH (self) && name != NULL, NULL);

  for (guint i = self->events->len; i > 0; i--)
    {
      const AbJournalEvent *event = g_ptr_array_index (self->events, i - 1);

      if (event->type == AB_JOURNAL_EVENT_NOTE && g_str_equal (event->text, name))
        {
          if (color != NULL)
            *color = event->color;
          return event->arg != NULL ? event->arg : "-";
        }
    }
  return NULL;
}

/* A hint note's ply and move text; FALSE for one that is not "<ply> <UCI>". */
static gboolean
parse_hint (const AbJournalEvent *event, guint *ply, const char **uci)
{
  char *end = NULL;
  unsigned long n;

  if (event->type != AB_JOURNAL_EVENT_NOTE || !g_str_equal (event->text, "hint")
      || event->arg == NULL)
    return FALSE;
  n = strtoul (event->arg, &end, 10);
  if (end == event->arg || *end != ' ' || n > G_MAXUINT)
    return FALSE;
  *ply = (guint) n;
  *uci = end + 1;
  return TRUE;
}

gboolean
ab_match_add_hint (AbMatch *self, AbMove move, GError **error)
{
  g_autofree char *arg = NULL;
  char uci[AB_UCI_MAX];

  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);
  g_return_val_if_fail (ab_position_is_legal (ab_match_get_position (self), move), FALSE);

  ab_move_to_uci (ab_match_get_position (self), move, uci);
  arg = g_strdup_printf ("%u %s", ab_match_get_n_plies (self), uci);
  return ab_match_add_note (self, ab_position_side_to_move (ab_match_get_position (self)),
                            "hint", arg, error);
}

guint
ab_match_get_n_hints (AbMatch *self)
{
  guint n = 0;

  g_return_val_if_fail (AB_IS_MATCH (self), 0);

  for (guint i = 0; i < self->events->len; i++)
    {
      const char *uci;
      guint ply;

      if (parse_hint (g_ptr_array_index (self->events, i), &ply, &uci))
        n++;
    }
  return n;
}

AbMove
ab_match_get_hint (AbMatch *self, guint ply)
{
  const char *uci = NULL;
  AbPosition *pos;
  AbMove move = AB_MOVE_NONE;

  g_return_val_if_fail (AB_IS_MATCH (self), AB_MOVE_NONE);

  for (guint i = 0; i < self->events->len; i++)
    {
      const char *u;
      guint p;

      if (parse_hint (g_ptr_array_index (self->events, i), &p, &u) && p == ply)
        uci = u;
    }
  if (uci == NULL || (pos = ab_match_get_position_before (self, ply)) == NULL)
    return AB_MOVE_NONE;
  move = ab_move_from_uci (pos, uci);
  if (move != AB_MOVE_NONE && !ab_position_is_legal (pos, move))
    move = AB_MOVE_NONE;
  ab_position_free (pos);
  return move;
}

char *
ab_match_format_hint (AbMatch *self, guint ply)
{
  AbMove move = ab_match_get_hint (self, ply);
  AbPosition *pos;
  char san[32];

  if (move == AB_MOVE_NONE)
    return NULL;
  pos = ab_match_get_position_before (self, ply);
  ab_move_to_san (pos, move, &ab_san_style_pgn, san, sizeof san);
  ab_position_free (pos);
  /* TRANSLATORS: a PGN comment at the move a practice hint was taken for; %s: the move
   * suggested, in English letters as PGN writes moves */
  return g_strdup_printf (_("Hint: %s"), san);
}

void
ab_match_annotate_pgn (AbMatch *self, AbPgnGame *game)
{
  uint32_t index = game->first, last = AB_PGN_NONE;

  g_return_if_fail (AB_IS_MATCH (self) && game != NULL);

  for (guint ply = 0; ply <= ab_match_get_n_plies (self); ply++)
    {
      g_autofree char *hint = ab_match_format_hint (self, ply);
      gboolean before = index != AB_PGN_NONE;
      uint32_t at = before ? index : last;

      if (hint != NULL && at != AB_PGN_NONE)
        {
          const AbPgnMove *m = &game->moves[at];
          const char *old = ab_pgn_game_text (game, before ? m->comment_before
                                                           : m->comment_after);
          g_autofree char *text = old != NULL && old[0] != '\0'
                                    ? g_strdup_printf ("%s %s", old, hint)
                                    : g_strdup (hint);

          ab_pgn_game_set_comment (game, at, before, text);
        }
      if (index == AB_PGN_NONE)
        break;
      last = index;
      index = game->moves[index].next;
    }
}

gboolean
ab_match_is_practice (AbMatch *self)
{
  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);

  return ab_match_find_note (self, AB_MATCH_NOTE_PRACTICE, NULL) != NULL
         && !ab_match_is_over (self);
}
