/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-match-heard.c — moves heard aloud and their repetition: the agreement of D.2.1. */
#include "ab-match-heard.h"

#include "ab-match-assistant.h"
#include "ab-match-pending.h"

/* A wait that stands still while the listener is deaf. */
typedef struct
{
  guint source;
  gint64 left_us; /* what is left of it; 0: not waiting */
  gint64 since;   /* monotonic time the running part began */
} Wait;

struct _AbMatchHeard
{
  GObject parent_instance;

  AbMatch *match;
  gboolean both;
  gboolean deaf;       /* deaf_voice or deaf_sound */
  gboolean deaf_voice; /* Annabella's own voice plays */
  gboolean deaf_sound; /* the computer's sound keeps the microphone deaf */
  guint wait_ms;

  /* Listening to both: the match's heard move waits unsaid for its repetition. */
  Wait repetition;

  /* The move just played without its repetition heard (late_open, until the wait ends);
   * the grammar holds the position before's moves until the next hearing (late_heard): a
   * grammar changed while someone speaks would lose what is said. */
  gboolean late_open;
  gboolean late_heard;
  gint64 late_closed_at; /* monotonic µs the wait ended */
  AbMove late_move;
  guint late_plies; /* the half-moves there were just after it */
  Wait late;
  gboolean agreeing; /* the move being played is an agreed one */
  AbColor speaker;   /* who is expected to speak */
};

G_DEFINE_FINAL_TYPE (AbMatchHeard, ab_match_heard, G_TYPE_OBJECT)

enum
{
  UNREPEATED,
  DISAGREEMENT,
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum
{
  PROP_0,
  PROP_BOTH,
  PROP_SPEAKER,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static gboolean repetition_over_cb (gpointer data);
static gboolean late_over_cb (gpointer data);

static void
wait_run (AbMatchHeard *self, Wait *w, GSourceFunc over)
{
  g_clear_handle_id (&w->source, g_source_remove);
  if (w->left_us <= 0 || self->deaf)
    return;
  w->since = g_get_monotonic_time ();
  w->source = g_timeout_add (MAX (1, (guint) ((w->left_us + 999) / 1000)), over, self);
}

static void
wait_start (AbMatchHeard *self, Wait *w, GSourceFunc over)
{
  w->left_us = (gint64) self->wait_ms * 1000;
  wait_run (self, w, over);
}

static void
wait_hold (Wait *w)
{
  if (w->source == 0)
    return;
  g_clear_handle_id (&w->source, g_source_remove);
  w->left_us = MAX (1, w->left_us - (g_get_monotonic_time () - w->since));
}

static void
wait_stop (Wait *w)
{
  g_clear_handle_id (&w->source, g_source_remove);
  w->left_us = 0;
}

/* The heard move of the match, waiting for its repetition (AB_MOVE_NONE: none). */
static AbMove
awaited (AbMatchHeard *self)
{
  return ab_match_get_pending_unsaid (self->match) ? ab_match_get_pending (self->match)
                                                    : AB_MOVE_NONE;
}

static void
forget_pending (AbMatchHeard *self)
{
  wait_stop (&self->repetition);
  if (self->match != NULL
      && (ab_match_get_pending_kind (self->match) == AB_MATCH_PENDING_HEARD
          || ab_match_get_pending_kind (self->match) == AB_MATCH_PENDING_ASKED))
    ab_match_drop_pending (self->match);
}

/* Listening to both (D.2.1): the side not to move repeats the announcement waiting; else the
 * side to move speaks, who repeats the move just played and then announces his own. One
 * player listened to: he. */
static void
update_speaker (AbMatchHeard *self)
{
  AbColor speaker;

  /* Played as agreed: not the announcer again between the pending move's end and the move. */
  if (self->match == NULL || self->agreeing)
    return;
  speaker = ab_match_get_blind_color (self->match);
  if (self->both)
    {
      AbColor to_move = ab_position_side_to_move (ab_match_get_position (self->match));

      speaker = awaited (self) == AB_MOVE_NONE ? to_move : to_move == AB_WHITE ? AB_BLACK : AB_WHITE;
    }
  if (speaker == self->speaker)
    return;
  self->speaker = speaker;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SPEAKER]);
}

static void
close_late (AbMatchHeard *self)
{
  self->late_open = FALSE;
  self->late_heard = FALSE;
  wait_stop (&self->late);
}

/* No repetition came, or none was understood (unclear): the announcement is read back. */
static void
unrepeated (AbMatchHeard *self, gboolean unclear)
{
  wait_stop (&self->repetition);
  /* Read back now: a key may confirm it. */
  ab_match_pending_said (self->match);
  update_speaker (self);
  g_signal_emit (self, signals[UNREPEATED], 0, unclear);
}

static gboolean
repetition_over_cb (gpointer data)
{
  AbMatchHeard *self = data;

  self->repetition.source = 0;
  unrepeated (self, FALSE);
  return G_SOURCE_REMOVE;
}

static gboolean
late_over_cb (gpointer data)
{
  AbMatchHeard *self = data;

  self->late.source = 0;
  self->late.left_us = 0;
  /* No longer compared (unless begun before); still heard until the next hearing. */
  self->late_open = FALSE;
  self->late_closed_at = g_get_monotonic_time ();
  return G_SOURCE_REMOVE;
}

/* The position changed some other way (a new match, a retraction, a take-back). */
static void
reset_cb (AbMatchHeard *self)
{
  wait_stop (&self->repetition);
  close_late (self);
  update_speaker (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
move_made_cb (AbMatchHeard *self, guint ply)
{
  wait_stop (&self->repetition);
  close_late (self);
  /* D.2.1: the move is repeated; one played before its repetition was heard is still
   * compared with it. */
  if (self->both && !self->agreeing)
    {
      self->late_open = self->late_heard = TRUE;
      self->late_move = ab_match_get_move (self->match, ply);
      self->late_plies = ab_match_get_n_plies (self->match);
      wait_start (self, &self->late, late_over_cb);
    }
  update_speaker (self);
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
changed_cb (AbMatchHeard *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

/* The match's move waiting was confirmed, refused or dropped: no repetition awaited. */
static void
pending_changed_cb (AbMatchHeard *self)
{
  if (!ab_match_get_pending_unsaid (self->match))
    wait_stop (&self->repetition);
  update_speaker (self);
}

static void
ab_match_heard_dispose (GObject *object)
{
  AbMatchHeard *self = AB_MATCH_HEARD (object);

  wait_stop (&self->repetition);
  close_late (self);
  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->match);
  G_OBJECT_CLASS (ab_match_heard_parent_class)->dispose (object);
}

static void
ab_match_heard_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  AbMatchHeard *self = AB_MATCH_HEARD (object);

  switch (prop_id)
    {
    case PROP_BOTH:
      g_value_set_boolean (value, self->both);
      break;
    case PROP_SPEAKER:
      g_value_set_int (value, self->speaker);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ab_match_heard_set_property (GObject *object, guint prop_id, const GValue *value,
                             GParamSpec *pspec)
{
  AbMatchHeard *self = AB_MATCH_HEARD (object);

  switch (prop_id)
    {
    case PROP_BOTH:
      ab_match_heard_set_both (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ab_match_heard_class_init (AbMatchHeardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ab_match_heard_dispose;
  object_class->get_property = ab_match_heard_get_property;
  object_class->set_property = ab_match_heard_set_property;
  /* Listening to both players (D.2.1: each announcement is repeated). */
  properties[PROP_BOTH] = g_param_spec_boolean ("both", NULL, NULL, FALSE,
                                                G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS
                                                  | G_PARAM_EXPLICIT_NOTIFY);
  /* Who is expected to speak (an AbColor): ab_match_heard_get_speaker. */
  properties[PROP_SPEAKER] = g_param_spec_int ("speaker", NULL, NULL, AB_WHITE, AB_BLACK,
                                               AB_WHITE,
                                               G_PARAM_READABLE | G_PARAM_STATIC_STRINGS
                                                 | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
  signals[UNREPEATED] = g_signal_new ("unrepeated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                      0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_BOOLEAN);
  signals[DISAGREEMENT] = g_signal_new ("disagreement", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                                        G_TYPE_POINTER);
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ab_match_heard_init (AbMatchHeard *self)
{
  self->wait_ms = AB_MATCH_HEARD_WAIT_MS;
}

AbMatchHeard *
ab_match_heard_new (AbMatch *match)
{
  AbMatchHeard *self;

  g_return_val_if_fail (AB_IS_MATCH (match), NULL);

  self = g_object_new (AB_TYPE_MATCH_HEARD, NULL);
  self->match = g_object_ref (match);
  g_signal_connect_swapped (match, "reset", G_CALLBACK (reset_cb), self);
  g_signal_connect_swapped (match, "taken-back", G_CALLBACK (reset_cb), self);
  g_signal_connect_swapped (match, "move-made", G_CALLBACK (move_made_cb), self);
  g_signal_connect_swapped (match, "game-over", G_CALLBACK (changed_cb), self);
  g_signal_connect_swapped (match, "notify::language", G_CALLBACK (changed_cb), self);
  g_signal_connect_swapped (match, "pending-changed", G_CALLBACK (pending_changed_cb), self);
  self->speaker = ab_match_get_blind_color (match);
  return self;
}

AbColor
ab_match_heard_get_speaker (AbMatchHeard *self)
{
  g_return_val_if_fail (AB_IS_MATCH_HEARD (self), AB_WHITE);

  return self->speaker;
}

AbMatch *
ab_match_heard_get_match (AbMatchHeard *self)
{
  g_return_val_if_fail (AB_IS_MATCH_HEARD (self), NULL);

  return self->match;
}

void
ab_match_heard_set_both (AbMatchHeard *self, gboolean both)
{
  g_return_if_fail (AB_IS_MATCH_HEARD (self));

  if (self->both == !!both)
    return;
  self->both = !!both;
  forget_pending (self);
  close_late (self);
  update_speaker (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOTH]);
  g_signal_emit (self, signals[CHANGED], 0);
}

void
ab_match_heard_set_wait (AbMatchHeard *self, guint ms)
{
  g_return_if_fail (AB_IS_MATCH_HEARD (self));

  self->wait_ms = ms;
}

/* Deaf for her voice or for the computer's sound: the waits stand still while either. */
static void
update_deaf (AbMatchHeard *self)
{
  gboolean deaf = self->deaf_voice || self->deaf_sound;

  if (self->deaf == deaf)
    return;
  self->deaf = deaf;
  if (deaf)
    {
      wait_hold (&self->repetition);
      wait_hold (&self->late);
      return;
    }
  wait_run (self, &self->repetition, repetition_over_cb);
  wait_run (self, &self->late, late_over_cb);
}

void
ab_match_heard_set_deaf (AbMatchHeard *self, gboolean deaf)
{
  g_return_if_fail (AB_IS_MATCH_HEARD (self));

  self->deaf_voice = !!deaf;
  update_deaf (self);
}

void
ab_match_heard_set_deaf_for_sound (AbMatchHeard *self, gboolean deaf)
{
  g_return_if_fail (AB_IS_MATCH_HEARD (self));

  self->deaf_sound = !!deaf;
  update_deaf (self);
}

/* The move just played still awaits its repetition, or did when speech begun at began
 * (monotonic µs; 0: now) began. */
static gboolean
late_awaited (AbMatchHeard *self, gint64 began)
{
  if (ab_match_get_n_plies (self->match) != self->late_plies)
    return FALSE;
  return self->late_open || (self->late_heard && began > 0 && began < self->late_closed_at);
}

/* The moves of the position before are still in the grammar. */
static gboolean
late_in_grammar (AbMatchHeard *self)
{
  return self->late_heard && ab_match_get_n_plies (self->match) == self->late_plies;
}

/* The position before the move just played, from the match's record. */
static AbPosition *
late_before (AbMatchHeard *self)
{
  return ab_match_get_position_before (self->match, self->late_plies - 1);
}

AbSpokenGrammar *
ab_match_heard_new_grammar (AbMatchHeard *self, unsigned languages)
{
  /* A move not legal now, or out of turn, is heard as itself and refused with its reason,
   * not taken for the nearest legal move or a command. */
  unsigned what = AB_SPOKEN_GRAMMAR_COMMANDS | AB_SPOKEN_GRAMMAR_IMPOSSIBLE;
  const AbPosition *pos;
  AbSpokenGrammar *grammar, *now;
  AbPosition *before;

  g_return_val_if_fail (AB_IS_MATCH_HEARD (self), NULL);

  pos = ab_match_get_position (self->match);
  if (ab_match_may_move (self->match, ab_match_get_entering_side (self->match), NULL))
    what |= AB_SPOKEN_GRAMMAR_MOVES;
  if (!late_in_grammar (self))
    return ab_spoken_grammar_new (pos, languages, what);
  /* The repetition first: words that name a move in both positions are, this soon after
   * the move, its repetition rather than the next announcement. */
  before = late_before (self);
  grammar = before != NULL ? ab_spoken_grammar_new (before, languages,
                                                    AB_SPOKEN_GRAMMAR_MOVES
                                                      | AB_SPOKEN_GRAMMAR_COMMANDS)
                           : NULL;
  g_clear_pointer (&before, ab_position_free);
  now = grammar != NULL ? ab_spoken_grammar_new (pos, languages,
                                                 what & ~AB_SPOKEN_GRAMMAR_COMMANDS)
                        : NULL;
  for (size_t i = 0; now != NULL && i < ab_spoken_grammar_count (now); i++)
    ab_spoken_grammar_add (grammar, ab_spoken_grammar_phrase (now, i));
  ab_spoken_grammar_free (now);
  return grammar;
}

static void
disagree (AbMatchHeard *self, const AbPosition *pos, AbMove announced, AbMove repeated,
          gboolean played)
{
  AbHeardDisagreement d = { pos, announced, repeated, played };

  g_signal_emit (self, signals[DISAGREEMENT], 0, &d);
}

/* The repetition agreed: the move is played, no later repetition compared with it. */
static gboolean
play_agreed (AbMatchHeard *self, GError **error)
{
  gboolean ok;

  wait_stop (&self->repetition);
  close_late (self);
  ab_match_pending_said (self->match);
  self->agreeing = TRUE;
  ok = ab_match_confirm_pending (self->match, FALSE, error);
  self->agreeing = FALSE;
  update_speaker (self);
  return ok;
}

gboolean
ab_match_heard_unclear (AbMatchHeard *self)
{
  g_return_val_if_fail (AB_IS_MATCH_HEARD (self), FALSE);

  if (awaited (self) == AB_MOVE_NONE)
    return FALSE;
  unrepeated (self, TRUE);
  return TRUE;
}

/* The answer to the question waiting, if move is one of its two: it waits to be read back,
 * the other behind it. */
static gboolean
answer (AbMatchHeard *self, AbMove move)
{
  AbMove a, b;

  if (!ab_match_get_asked (self->match, &a, &b) || (move != a && move != b))
    return FALSE;
  ab_match_offer_heard (self->match, (const AbMove[]){ move, move == a ? b : a }, 2, FALSE);
  return TRUE;
}

AbHeardOutcome
ab_match_heard_ask (AbMatchHeard *self, const AbMove *readings, const char *const *words,
                    guint n)
{
  g_return_val_if_fail (AB_IS_MATCH_HEARD (self), AB_HEARD_UNCLEAR);
  g_return_val_if_fail (readings != NULL || n == 0, AB_HEARD_UNCLEAR);

  if (n > 0 && answer (self, readings[0]))
    return AB_HEARD_OFFER;
  /* Listening to both, the opponent's repetition is what settles an announcement; a
   * question would be spoken over it. */
  if (!self->both && n >= 2 && words != NULL
      && ab_match_may_move (self->match, ab_match_get_entering_side (self->match), NULL)
      && ab_spoken_words_differ_in_one (words[0], words[1])
      && ab_match_ask_heard (self->match, readings[0], readings[1]))
    return AB_HEARD_ASKED;
  return ab_match_get_asked (self->match, NULL, NULL) ? AB_HEARD_ASKED : AB_HEARD_UNCLEAR;
}

void
ab_match_heard_impossible (AbMatchHeard *self, const char *words, AbMoveError *move_error,
                           GError **error)
{
  AbMove move;

  g_return_if_fail (AB_IS_MATCH_HEARD (self));
  g_return_if_fail (words != NULL && move_error != NULL);

  ab_match_heard_unclear (self);
  /* Turn and end first, as for a typed move. */
  if (!ab_match_may_move (self->match, ab_match_get_entering_side (self->match), error))
    return;
  move = ab_match_parse (self->match, words, move_error);
  /* The grammar keeps only words the reader refuses; a move they name is not played
   * unconfirmed either. */
  g_set_error (error, AB_MATCH_ERROR, move == AB_MOVE_NONE ? AB_MATCH_ERROR_UNREADABLE
                                                           : AB_MATCH_ERROR_REFUSED,
               "Not a move here: %s", words);
}

/* A move of the position before (never legal in this one: its piece is of the side that
 * just moved) is the repetition of the move just played: compared, or too late. FALSE when
 * the move is none. */
static gboolean
heard_late (AbMatchHeard *self, AbMove move, gint64 began, AbHeardOutcome *outcome)
{
  AbPosition *before;

  if (!late_in_grammar (self) || ab_position_is_legal (ab_match_get_position (self->match), move))
    return FALSE;
  before = late_before (self);
  if (before == NULL || !ab_position_is_legal (before, move))
    {
      g_clear_pointer (&before, ab_position_free);
      return FALSE;
    }
  if (move == self->late_move)
    {
      /* The same move, in time or not: nothing to compare. */
      *outcome = AB_HEARD_REPEATED_LATE;
      if (!late_awaited (self, began))
        {
          close_late (self);
          g_signal_emit (self, signals[CHANGED], 0);
        }
    }
  else if (!late_awaited (self, began))
    {
      /* After the wait: no longer compared (the players said it long apart), nor heard
       * from now on; the window says what was heard against what was played. */
      close_late (self);
      g_signal_emit (self, signals[CHANGED], 0);
      *outcome = AB_HEARD_TOO_LATE;
    }
  else
    {
      /* Said once: the players settle it (D.2.9); a second word would repeat it. */
      close_late (self);
      disagree (self, before, self->late_move, move, TRUE);
      g_signal_emit (self, signals[CHANGED], 0);
      *outcome = AB_HEARD_DISAGREED;
    }
  ab_position_free (before);
  return TRUE;
}

AbHeardOutcome
ab_match_heard_move (AbMatchHeard *self, const AbMove *readings, guint n, gint64 began,
                     GError **error)
{
  const AbPosition *pos;
  AbHeardOutcome outcome;
  AbMove move;

  g_return_val_if_fail (AB_IS_MATCH_HEARD (self), AB_HEARD_REFUSED);
  g_return_val_if_fail (readings != NULL && n > 0, AB_HEARD_REFUSED);

  move = readings[0];
  pos = ab_match_get_position (self->match);
  if (heard_late (self, move, began, &outcome))
    return outcome;
  if (!ab_match_may_move (self->match, ab_match_get_entering_side (self->match), error))
    return AB_HEARD_REFUSED;
  if (!ab_position_is_legal (pos, move))
    {
      g_set_error_literal (error, AB_MATCH_ERROR, AB_MATCH_ERROR_ILLEGAL,
                           "the move heard is not legal here");
      return AB_HEARD_REFUSED;
    }
  if (self->both && awaited (self) != AB_MOVE_NONE)
    {
      AbMove first = awaited (self);

      if (move == first)
        return play_agreed (self, error) ? AB_HEARD_AGREED : AB_HEARD_REFUSED;
      forget_pending (self);
      disagree (self, pos, first, move, FALSE);
      g_signal_emit (self, signals[CHANGED], 0);
      return AB_HEARD_DISAGREED;
    }
  /* The next announcement: the move before is no longer repeated now. */
  if (self->late_heard)
    {
      close_late (self);
      g_signal_emit (self, signals[CHANGED], 0);
    }
  wait_stop (&self->repetition);
  /* The answer to a question: read back as any heard move. */
  if (answer (self, move))
    return AB_HEARD_OFFER;
  ab_match_offer_heard (self->match, readings, n, self->both);
  /* Unsaid now: the other side repeats it. */
  update_speaker (self);
  if (!self->both)
    return AB_HEARD_OFFER;
  wait_start (self, &self->repetition, repetition_over_cb);
  return AB_HEARD_WAIT;
}
