/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-window-heard.c — what the microphone heard (ab-window-listen.c) goes to the match's
 * AbMatchHeard, which decides: a heard move waits as the match's pending move and is never
 * played unconfirmed (D.2.8); the repetition agrees or disagrees; the match may ask with both
 * readings. This file reads back, asks, takes Enter and Escape for what waits, and says what
 * the match decided; a confirmed move is learnt from (ab-window-learn.c). */
#include "ab-window-private.h"

#include "ab-listen-phrases.h"
#include "ab-match-heard.h"
#include "ab-match-pending.h"
#include "ab-match-words.h"

#ifdef AB_HAVE_LISTEN

static void
say_phrase (AbWindow *self, AbAnnounceKind kind, AbListenPhrase phrase, const char *arg)
{
  _ab_window_say (self, ab_listen_phrase_format (_ab_window_language (self), phrase, arg), kind);
}

/* A heard move waits for its confirmation, or a question for its answer. */
static gboolean
heard_waits (AbWindow *self)
{
  return ab_match_get_pending_kind (self->match) >= AB_MATCH_PENDING_HEARD;
}

/* Reads back the move waiting; with what the move line holds, which Enter leaves there. */
static void
offer (AbWindow *self, AbListenPhrase phrase)
{
  const char *line = gtk_editable_get_text (GTK_EDITABLE (self->move_entry));

  _ab_window_say (self,
                  ab_listen_phrase_read_back (_ab_window_language (self), phrase,
                                             ab_match_get_position (self->match),
                                             ab_match_get_pending (self->match), line),
                  AB_ANNOUNCE_INFO);
}

/* The question waiting, asked (again): "Eva fünf oder Eva vier?". FALSE when none waits. */
static gboolean
ask (AbWindow *self)
{
  AbMatch *match = self->match;
  AbMove a, b;

  if (ab_match_get_asked (match, &a, &b))
    _ab_window_say (self, ab_listen_phrase_ask (_ab_window_language (self),
                                                     ab_match_get_position (match), a, b),
                    AB_ANNOUNCE_INFO);
  return ab_match_get_asked (match, NULL, NULL);
}

/* Escape or "no": the next reading, or nothing. */
static void
refuse (AbWindow *self)
{
  if (ab_match_refuse_pending (self->match))
    {
      offer (self, AB_LISTEN_PHRASE_HEARD_OTHER);
      return;
    }
  say_phrase (self, AB_ANNOUNCE_INFO, AB_LISTEN_PHRASE_DROPPED, NULL);
}

/* Enter or the clock key: the move waiting, whatever the move line holds. */
static void
confirm (AbWindow *self, gboolean press)
{
  g_autoptr (GError) error = NULL;

  if (!ab_match_confirm_pending (self->match, press, &error))
    /* The match's own refusal, in the words a move from the board gets. */
    _ab_window_say (self, ab_match_words_move_refusal (self->match, NULL, error),
                    AB_ANNOUNCE_ERROR);
}

/* A spoken question goes to the action of its key; "no" refuses what waits. */
static void
command (AbWindow *self, AbSpokenCommand cmd)
{
  if (cmd != AB_SPOKEN_COMMAND_NO)
    _ab_window_ask_aloud (self, cmd);
  else if (heard_waits (self))
    refuse (self);
  else
    say_phrase (self, AB_ANNOUNCE_INFO, AB_LISTEN_PHRASE_NOTHING_HEARD, NULL);
}

/* Listening to both: no repetition came, or it was not understood (unclear): the move
 * heard is read back for Enter or Escape, before anything is said of the repetition. */
static void
unrepeated_cb (AbMatchHeard *heard, gboolean unclear, AbWindow *self)
{
  offer (self, unclear ? AB_LISTEN_PHRASE_HEARD_UNCLEAR_REPETITION : AB_LISTEN_PHRASE_HEARD);
}

/* Words that name no move here ("Dame Anna acht" where no queen can go): why, as for a
 * typed move. */
static void
say_impossible (AbWindow *self, const char *words)
{
  g_autoptr (GError) error = NULL;
  AbMoveError move_error;

  ab_match_heard_impossible (self->heard, words, &move_error, &error);
  _ab_window_say (self,
                  ab_match_words_heard_refusal (self->match, &move_error, error, words),
                  AB_ANNOUNCE_ERROR);
}

/* Listening to both: the repetition named another move, said at once (D.2.9). */
static void
disagreement_cb (AbMatchHeard *heard, const AbHeardDisagreement *d, AbWindow *self)
{
  _ab_window_say (self, ab_listen_disagreement_words (_ab_window_language (self), d),
                  AB_ANNOUNCE_ERROR);
}

/* Another move of the position before than the one played, heard after the wait for its
 * repetition: neither a move now nor compared, but the players hear both. */
static void
too_late (AbWindow *self, AbMove heard)
{
  guint ply = ab_match_get_n_plies (self->match) - 1;
  AbPosition *before = ab_match_get_position_before (self->match, ply);
  AbHeardDisagreement d = { before, ab_match_get_move (self->match, ply), heard, TRUE };

  if (before == NULL)
    return;
  _ab_window_say (self, ab_listen_too_late_words (_ab_window_language (self), &d),
                  AB_ANNOUNCE_INFO);
  ab_position_free (before);
}

/* The readings of a hearing that are moves, best first. */
static GArray *
move_readings (const AbHearing *hearing)
{
  GArray *moves = g_array_new (FALSE, FALSE, sizeof (AbMove));

  for (guint i = 0; i < hearing->choices->len; i++)
    {
      AbMove move = g_array_index (hearing->choices, AbHeardChoice, i).move;

      if (move != AB_MOVE_NONE)
        g_array_append_val (moves, move);
    }
  return moves;
}

void
_ab_window_heard (AbWindow *self, AbHearing *hearing)
{
  const AbHeardChoice *best = ab_hearing_best (hearing);
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) readings = NULL;

  if (!hearing->understood)
    {
      AbMove moves[2] = { AB_MOVE_NONE, AB_MOVE_NONE };
      const char *words[2] = { NULL, NULL };
      guint n = MIN (hearing->choices->len, 2);
      AbHeardOutcome o = AB_HEARD_WAIT;

      for (guint i = 0; i < n; i++)
        moves[i] = g_array_index (hearing->choices, AbHeardChoice, i).move,
        words[i] = g_array_index (hearing->choices, AbHeardChoice, i).words;
      /* The repetition awaited: said with its announcement's read-back. Else the match may
       * ask with the two best readings, or take the first as its question's answer. */
      if (!ab_match_heard_unclear (self->heard))
        o = ab_match_heard_ask (self->heard, moves, words, n);
      if (o == AB_HEARD_OFFER)
        offer (self, AB_LISTEN_PHRASE_HEARD);
      else if (o == AB_HEARD_ASKED)
        ask (self);
      else if (o == AB_HEARD_UNCLEAR)
        say_phrase (self, AB_ANNOUNCE_INFO, AB_LISTEN_PHRASE_NOT_UNDERSTOOD, NULL);
      ab_hearing_free (hearing);
      return;
    }
  if (best->move == AB_MOVE_NONE && best->command == AB_SPOKEN_COMMAND_NONE)
    {
      say_impossible (self, best->words);
      ab_hearing_free (hearing);
      return;
    }
  if (best->move == AB_MOVE_NONE)
    {
      AbSpokenCommand cmd = best->command;

      ab_hearing_free (hearing);
      command (self, cmd);
      return;
    }
  readings = move_readings (hearing);
  switch (ab_match_heard_move (self->heard, (const AbMove *) readings->data, readings->len,
                               hearing->began, &error))
    {
    case AB_HEARD_OFFER:
      _ab_window_learn_heard (self, hearing, g_array_index (readings, AbMove, 0));
      offer (self, AB_LISTEN_PHRASE_HEARD);
      break;
    case AB_HEARD_WAIT: /* unsaid until its repetition, or the end of the wait */
      _ab_window_learn_heard (self, hearing, g_array_index (readings, AbMove, 0));
      break;
    case AB_HEARD_REFUSED:
      _ab_window_say (self, ab_match_words_move_refusal (self->match, NULL, error),
                      AB_ANNOUNCE_ERROR);
      break;
    case AB_HEARD_TOO_LATE:
      too_late (self, g_array_index (readings, AbMove, 0));
      break;
    case AB_HEARD_AGREED:        /* played, and announced as a move */
    case AB_HEARD_REPEATED_LATE: /* the move just played, repeated: nothing to say */
      _ab_window_learn_agreed (self, hearing);
      break;
    case AB_HEARD_DISAGREED: /* said by disagreement_cb */
    default:
      break;
    }
  ab_hearing_free (hearing);
}

gboolean
_ab_window_heard_key (AbWindow *self, guint keyval, GdkModifierType mods)
{
  if ((keyval == GDK_KEY_Return || keyval == GDK_KEY_KP_Enter)
      && (mods == 0 || mods == GDK_ALT_MASK))
    {
      /* Not before it was read back: what Enter plays is always heard first. The move
       * line's text is not played: the move read back is what Enter confirms. A question
       * names two moves: Enter cannot say which, so it is asked again. */
      if (!ask (self) && !ab_match_get_pending_unsaid (self->match))
        confirm (self, mods == GDK_ALT_MASK);
      return TRUE;
    }
  if (keyval == GDK_KEY_Escape && mods == 0)
    {
      refuse (self);
      return TRUE;
    }
  return FALSE;
}

void
_ab_window_heard_connect (AbWindow *self, gboolean connect)
{
  if (!connect)
    {
      g_signal_handlers_disconnect_by_func (self->heard, unrepeated_cb, self);
      g_signal_handlers_disconnect_by_func (self->heard, disagreement_cb, self);
      return;
    }
  g_signal_connect (self->heard, "unrepeated", G_CALLBACK (unrepeated_cb), self);
  g_signal_connect (self->heard, "disagreement", G_CALLBACK (disagreement_cb), self);
}

#endif /* AB_HAVE_LISTEN */
