/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-match-words.c — the match's facts as sentences in the announcement language. */
#include "ab-match-words.h"

#include <glib/gi18n.h>

#include "ab-arbiter-words.h"
#include "ab-assistant-phrases.h"
#include "ab-describe-clock.h"
#include "ab-describe-game.h"
#include "ab-match-assistant.h"
#include "ab-phrases.h"
#include "ab-spoken-words.h"

struct _AbMatchWords
{
  GObject parent_instance;

  AbMatch *match;
};

G_DEFINE_FINAL_TYPE (AbMatchWords, ab_match_words, G_TYPE_OBJECT)

enum
{
  ANNOUNCEMENT,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

static void
announce (AbMatchWords *self, const char *text, AbAnnouncementKind kind)
{
  if (text != NULL)
    g_signal_emit (self, signals[ANNOUNCEMENT], 0, text, (guint) kind);
}

static void
move_made_cb (AbMatch *match, guint ply, AbMatchWords *self)
{
  const char *spoken = ab_match_get_spoken (match, ply);
  g_autofree char *text = NULL;

  if (ab_match_get_is_correction (match, ply))
    {
      text = ab_phrase_format (ab_match_get_language (match), AB_PHRASE_CORRECTION, spoken);
      announce (self, text, AB_ANNOUNCEMENT_CORRECTION);
    }
  else
    announce (self, spoken,
              ab_match_get_mover (match, ply) == ab_match_get_blind_color (match)
                ? AB_ANNOUNCEMENT_OWN_MOVE
                : AB_ANNOUNCEMENT_OPPONENT_MOVE);
}

static void
ruling_cb (AbMatch *match, gpointer decision, AbMatchWords *self)
{
  g_autofree char *text = ab_match_words_ruling (ab_match_get_language (match), decision);

  announce (self, text, AB_ANNOUNCEMENT_RULING);
}

static void
taken_back_cb (AbMatch *match, guint n_plies, gint64 white_ms, gint64 black_ms,
               AbMatchWords *self)
{
  g_autofree char *text = ab_match_words_take_back (match, n_plies, white_ms, black_ms);

  announce (self, text, AB_ANNOUNCEMENT_RULING);
}

static void
game_over_cb (AbMatch *match, guint result, AbMatchWords *self)
{
  g_autofree char *text = ab_match_words_result (match);

  announce (self, text, AB_ANNOUNCEMENT_GAME_OVER);
}

static void
time_warning_cb (AbMatch *match, gint64 threshold_us, AbMatchWords *self)
{
  AbLanguage lang = ab_match_get_language (match);
  g_autofree char *left = ab_phrase_duration (lang, threshold_us);
  g_autofree char *text = ab_phrase_format (lang, AB_PHRASE_TIME_WARNING, left);

  announce (self, text, AB_ANNOUNCEMENT_TIME_WARNING);
}

static void
ab_match_words_dispose (GObject *object)
{
  AbMatchWords *self = AB_MATCH_WORDS (object);

  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  g_clear_object (&self->match);

  G_OBJECT_CLASS (ab_match_words_parent_class)->dispose (object);
}

static void
ab_match_words_class_init (AbMatchWordsClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ab_match_words_dispose;

  /* (text, AbAnnouncementKind) */
  signals[ANNOUNCEMENT] = g_signal_new ("announcement", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                        G_TYPE_STRING, G_TYPE_UINT);
}

static void
ab_match_words_init (AbMatchWords *self)
{
}

AbMatchWords *
ab_match_words_new (AbMatch *match)
{
  AbMatchWords *self;

  g_return_val_if_fail (AB_IS_MATCH (match), NULL);

  self = g_object_new (AB_TYPE_MATCH_WORDS, NULL);
  self->match = g_object_ref (match);
  g_signal_connect (match, "move-made", G_CALLBACK (move_made_cb), self);
  g_signal_connect (match, "ruling", G_CALLBACK (ruling_cb), self);
  g_signal_connect (match, "taken-back", G_CALLBACK (taken_back_cb), self);
  g_signal_connect (match, "game-over", G_CALLBACK (game_over_cb), self);
  g_signal_connect (match, "time-warning", G_CALLBACK (time_warning_cb), self);
  return self;
}

char *
ab_match_words_result (AbMatch *match)
{
  AbMatchResult result;
  AbEnding ending;

  g_return_val_if_fail (AB_IS_MATCH (match), NULL);

  if (!ab_match_is_over (match))
    return NULL;
  result = ab_match_get_result (match);
  ending = ab_match_get_ending (match);
  if (ab_game_get_outcome (ab_match_get_game (match))->undecided)
    return ab_phrase_format (ab_match_get_language (match), AB_PHRASE_ARBITER_DECIDES,
                             ab_game_get_outcome (ab_match_get_game (match))->article);
  return ab_phrase_format (ab_match_get_language (match),
                           result == AB_MATCH_RESULT_WHITE_WINS   ? AB_PHRASE_WHITE_WINS
                           : result == AB_MATCH_RESULT_BLACK_WINS ? AB_PHRASE_BLACK_WINS
                           : ending == AB_ENDING_STALEMATE        ? AB_PHRASE_STALEMATE
                           : ending == AB_ENDING_DEAD_POSITION    ? AB_PHRASE_DEAD_POSITION
                                                                  : AB_PHRASE_DRAW);
}

const char *
ab_match_words_banner (AbMatch *match)
{
  static char undecided[AB_DESCRIBE_GAME_MAX];
  AbMatchResult result = ab_match_get_result (match);
  gboolean mate = ab_match_get_ending (match) == AB_ENDING_CHECKMATE;
  const AbOutcome *outcome = ab_game_get_outcome (ab_match_get_game (match));

  /* 6.9 undecided: the ruling's own words, article and all, as the player heard them */
  if (outcome->undecided)
    {
      ab_describe_outcome (outcome, undecided, sizeof undecided);
      return undecided;
    }

  switch (result)
    {
    case AB_MATCH_RESULT_WHITE_WINS:
      return mate ? _("Checkmate — White wins") : _("White wins");
    case AB_MATCH_RESULT_BLACK_WINS:
      return mate ? _("Checkmate — Black wins") : _("Black wins");
    case AB_MATCH_RESULT_DRAW:
      switch (ab_match_get_ending (match))
        {
        case AB_ENDING_STALEMATE:
          return _("Stalemate — the game is drawn");
        case AB_ENDING_DEAD_POSITION:
          return _("Dead position — the game is drawn");
        default:
          return _("The game is drawn");
        }
    case AB_MATCH_RESULT_NONE:
    default:
      return ab_position_in_check (ab_match_get_position (match)) ? _("Check") : NULL;
    }
}

char *
ab_match_words_ruling (AbLanguage lang, const AbDecision *d)
{
  char text[AB_DESCRIBE_GAME_MAX];

  g_return_val_if_fail (d != NULL, NULL);

  if (d->kind == AB_DECISION_NONE)
    return NULL;
  if (d->pressed && d->press.period_change
      && (d->kind == AB_DECISION_MOVE_COMPLETED || d->kind == AB_DECISION_MOVE_MADE))
    {
      g_autofree char *added = ab_phrase_duration (lang, d->press.period_time_us);

      return ab_phrase_format (lang, AB_PHRASE_PERIOD_CHANGE, ab_phrase_color (lang, d->press.side),
                               d->press.period, added);
    }
  ab_spoken_decision (lang, d, text, sizeof text);
  return g_strdup (text);
}

char *
ab_match_words_take_back (AbMatch *match, guint n_plies, gint64 white_ms, gint64 black_ms)
{
  AbLanguage lang;
  const AbPosition *start;
  GString *text;
  guint offset;

  g_return_val_if_fail (AB_IS_MATCH (match), NULL);

  lang = ab_match_get_language (match);
  /* Counted from the start, so that the decision can be told before it is applied. */
  start = ab_game_get_start_position (ab_match_get_game (match));
  offset = n_plies + (ab_position_side_to_move (start) == AB_BLACK ? 1 : 0);
  text = g_string_new (NULL);
  g_string_append_printf (text, ab_arbiter_word (lang, AB_ARBITER_WORD_TAKEN_BACK),
                          ab_position_fullmove_number (start) + (int) (offset / 2),
                          ab_phrase_color (lang, offset % 2 ? AB_BLACK : AB_WHITE));
  if (ab_game_get_clock (ab_match_get_game (match)) != NULL)
    {
      char white[32], black[32];

      ab_describe_clock_hms (CLAMP (white_ms, 0, G_MAXINT32), white, sizeof white);
      ab_describe_clock_hms (CLAMP (black_ms, 0, G_MAXINT32), black, sizeof black);

      g_string_append_printf (text, ab_arbiter_word (lang, AB_ARBITER_WORD_CLOCKS_SET), white,
                              black);
    }
  g_string_append (text, ab_arbiter_word (lang, AB_ARBITER_WORD_ARTICLE));
  return g_string_free (text, FALSE);
}

char *
ab_match_words_damaged (AbLanguage lang, const char *kept_name)
{
  return kept_name != NULL ? ab_phrase_format (lang, AB_PHRASE_JOURNAL_DAMAGED, kept_name)
                           : ab_phrase_format (lang, AB_PHRASE_RESUME_FAILED);
}

char *
ab_match_words_refusal (AbLanguage lang, const GError *error)
{
  g_return_val_if_fail (error != NULL, NULL);

  if (g_error_matches (error, AB_MATCH_RULES_ERROR, AB_GAME_ERROR_ADJOURNED))
    return ab_assistant_phrase_format (lang, AB_ASSISTANT_PHRASE_ADJOURNED);
  if (error->domain == AB_MATCH_RULES_ERROR)
    {
      char reason[AB_DESCRIBE_GAME_MAX];

      ab_spoken_game_error (lang, (AbGameError) error->code, reason, sizeof reason);
      return ab_phrase_format (lang, AB_PHRASE_REFUSED, reason);
    }
  if (error->domain != AB_MATCH_ERROR)
    /* the journal refused to write: nothing was done */
    return ab_phrase_format (lang, AB_PHRASE_NOT_SAVED);
  switch ((AbMatchError) error->code)
    {
    case AB_MATCH_ERROR_GAME_OVER:
      return ab_phrase_format (lang, AB_PHRASE_GAME_OVER);
    case AB_MATCH_ERROR_NOT_YOUR_TURN:
      return ab_phrase_format (lang, AB_PHRASE_NOT_YOUR_TURN);
    default:
      return ab_phrase_format (lang, AB_PHRASE_REFUSED, error->message);
    }
}

char *
ab_match_words_move_refusal (AbMatch *match, const AbMoveError *move_error,
                             const GError *error)
{
  char reason[AB_DESCRIBE_MAX];

  g_return_val_if_fail (AB_IS_MATCH (match), NULL);

  /* The opponent's moves come from his e-board, not the mirror: typed or said alike. */
  if (g_error_matches (error, AB_MATCH_ERROR, AB_MATCH_ERROR_NOT_YOUR_TURN)
      && ab_match_get_eboard (match))
    return ab_phrase_format (ab_match_get_language (match), AB_PHRASE_NOT_YOUR_TURN_EBOARD);
  if (!g_error_matches (error, AB_MATCH_ERROR, AB_MATCH_ERROR_UNREADABLE))
    return ab_match_words_refusal (ab_match_get_language (match), error);
  ab_spoken_move_error (ab_match_get_language (match), ab_match_get_position (match),
                        move_error, reason, sizeof reason);
  return g_strdup (reason);
}

char *
ab_match_words_heard_refusal (AbMatch *match, const AbMoveError *move_error,
                              const GError *error, const char *words)
{
  char reason[AB_DESCRIBE_MAX];

  g_return_val_if_fail (AB_IS_MATCH (match), NULL);

  if (!g_error_matches (error, AB_MATCH_ERROR, AB_MATCH_ERROR_UNREADABLE))
    return ab_match_words_move_refusal (match, NULL, error);
  ab_spoken_move_error_text (ab_match_get_language (match), ab_match_get_position (match),
                             move_error, words, reason, sizeof reason);
  return g_strdup (reason);
}
