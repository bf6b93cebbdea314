/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-match-record.c — the printable record of an adjourned game: what Guideline I.2
 * has written on the envelope, and the sealed move on a page of its own (a form feed
 * before it), so that a printed record hides it until the envelope is opened (I.7). */
#include "ab-match-assistant.h"
#include "ab-match-private.h"

#include <glib/gi18n.h>

#include "ab-describe-clock.h"
#include "ab-fen.h"

/* "1:29:50": a time used or left, in whole seconds as the scoresheet records it. */
static char *
duration (gint64 usec)
{
  char text[32];

  ab_describe_clock_hms (MAX (usec, 0) / 1000, text, sizeof text);
  return g_strdup (text);
}

static const char *
color_name (AbColor color)
{
  return color == AB_BLACK ? _("Black") : _("White");
}

static const char *
name_or_blank (const char *name)
{
  return name != NULL && name[0] != '\0' ? name : "________________";
}

/* "Kg1 Qd1 Ra1 … a2 b2": one side's pieces, king first, pawns last (English letters). */
static void
append_pieces (GString *out, const AbPosition *pos, AbColor color)
{
  for (int type = AB_KING; type >= AB_PAWN; type--)
    for (AbSquare sq = 0; sq < 64; sq++)
      if (ab_position_piece_at (pos, sq) == AB_PIECE (color, type))
        {
          if (type != AB_PAWN)
            g_string_append_c (out, "PNBRQK"[type - AB_PAWN]);
          g_string_append_printf (out, "%c%c ", 'a' + AB_SQUARE_FILE (sq),
                                  '1' + AB_SQUARE_RANK (sq));
        }
  if (out->len > 0 && out->str[out->len - 1] == ' ')
    g_string_truncate (out, out->len - 1);
}

static const char *
time_control (AbMatch *self)
{
  for (guint i = 0; i < self->events->len; i++)
    {
      const AbJournalEvent *event = g_ptr_array_index (self->events, i);

      if (event->type == AB_JOURNAL_EVENT_SETUP && _ab_match_has_control (event->arg))
        return event->arg;
    }
  return _("none");
}

char *
ab_match_format_record (AbMatch *self)
{
  const AbEnvelope *e;
  AbPosition *pos;
  g_autoptr (GDateTime) at = NULL;
  g_autofree char *when = NULL;
  g_autofree char *moves = NULL;
  AbFenError fen_error;
  GString *out;

  g_return_val_if_fail (AB_IS_MATCH (self), NULL);

  e = ab_game_get_envelope (self->game);
  if (e == NULL || !ab_match_is_adjourned (self))
    return NULL;
  pos = ab_position_new ();
  ab_position_set_fen (pos, e->fen, &fen_error);
  at = g_date_time_new_from_unix_local (e->sealed_at_us / G_USEC_PER_SEC);
  when = g_date_time_format (at, "%Y-%m-%d %H:%M:%S");
  moves = ab_match_format_moves (self);
  out = g_string_new (NULL);

  g_string_append_printf (out, "%s\n\n", _("Adjourned game — FIDE Laws of Chess, Guideline I"));
  /* I.2.1 */
  g_string_append_printf (out, "%s: %s\n", _("White"), name_or_blank (e->white));
  g_string_append_printf (out, "%s: %s\n", _("Black"), name_or_blank (e->black));
  g_string_append_printf (out, _("Visually impaired player: %s\n"),
                          color_name (self->blind_color));
  if (self->has_assistant)
    g_string_append_printf (out, _("Assistant of %s (D.2.10, D.2.11): %s\n"),
                            color_name (self->assistant_for),
                            name_or_blank (self->assistant_name));
  g_string_append_printf (out, _("Time control: %s\n"), time_control (self));
  g_string_append_printf (out, _("Adjourned at: %s\n"), when);
  /* I.2.4, I.2.5 */
  g_string_append_printf (out, _("Sealed by %s (%s), move %d\n"), color_name (e->sealer),
                          name_or_blank (e->sealer == AB_WHITE ? e->white : e->black),
                          e->move_number);
  /* I.2.3 */
  if (e->clock_known)
    {
      g_autofree char *used_w = duration (e->used_us[AB_WHITE]);
      g_autofree char *used_b = duration (e->used_us[AB_BLACK]);
      g_autofree char *left_w = duration (e->remaining_us[AB_WHITE]);
      g_autofree char *left_b = duration (e->remaining_us[AB_BLACK]);

      g_string_append_printf (out, _("Time used: White %s, Black %s\n"), used_w, used_b);
      g_string_append_printf (out, _("Clock times: White %s, Black %s\n"), left_w, left_b);
    }
  else
    g_string_append_printf (out, "%s\n", _("No clock."));
  /* I.2.6 */
  if (e->draw_offer)
    g_string_append_printf (out, _("A draw offer by %s stands.\n"), color_name (e->offer_by));
  else
    g_string_append_printf (out, "%s\n", _("No draw offer stands."));
  /* I.2.7: the arbiter fills it in. */
  g_string_append_printf (out, "%s ________________________________\n",
                          _("Resumption (date, time, place):"));
  /* I.2.2 */
  g_string_append_printf (out, "\n%s\nFEN: %s\n", _("Position before the sealed move:"),
                          e->fen);
  g_string_append_printf (out, "%s: ", _("White"));
  append_pieces (out, pos, AB_WHITE);
  g_string_append_printf (out, "\n%s: ", _("Black"));
  append_pieces (out, pos, AB_BLACK);
  g_string_append_printf (out, "\n\n%s\n%s\n", _("Moves:"), moves[0] ? moves : "-");
  ab_position_free (pos);

  g_string_append_printf (out, "\f\n%s\n%s: %s\n",
                          _("Inside the envelope — to be opened only at resumption (I.7)"),
                          _("Sealed move"), e->sealed_move);
  return g_string_free (out, FALSE);
}
