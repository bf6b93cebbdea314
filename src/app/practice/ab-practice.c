/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-practice.c — the engine's side of a practice game, hints, restarts and the review. */
#include "ab-practice-private.h"

#include <glib/gi18n.h>

#include "ab-fen.h"
#include "ab-match-notes.h"
#include "ab-phrases.h"
#include "ab-practice-dialog.h"
#include "ab-practice-note.h"
#include "ab-practice-phrases.h"
#include "ab-spoken.h"
#include "ab-window.h"

/* Without a clock the engine thinks this long a move. */
#define UNTIMED_MOVETIME_MS 1000
/* Restarts in a row without a move in between before the practice gives up. */
#define MAX_RESTARTS 3
/* The review searches every position to this depth, and tells this many moves. */
#define REVIEW_DEPTH 10
#define REVIEW_DROPS 3

G_DEFINE_FINAL_TYPE (AbPractice, ab_practice, G_TYPE_OBJECT)

static AbLanguage
lang (AbPractice *self)
{
  return ab_match_get_language (self->match);
}

void
_ab_practice_say_phrase (AbPractice *self, AbAnnounceKind kind, AbPracticePhrase phrase, ...)
{
  g_autofree char *text = NULL;
  va_list args;

  va_start (args, phrase);
  text = g_strdup_vprintf (ab_practice_phrase_get (lang (self), phrase), args);
  va_end (args);
  ab_announcer_say (self->announcer, text, kind);
}

static AbColor
engine_color (AbPractice *self)
{
  return self->player == AB_WHITE ? AB_BLACK : AB_WHITE;
}

/* The game so far, as the engine is given it. */
static AbMove *
game_moves (AbPractice *self, guint *n_moves)
{
  guint n = ab_match_get_n_plies (self->match);
  AbMove *moves = g_new (AbMove, MAX (n, 1));

  for (guint i = 0; i < n; i++)
    moves[i] = ab_match_get_move (self->match, i);
  *n_moves = n;
  return moves;
}

static const AbPosition *
start_position (AbPractice *self)
{
  return ab_game_get_start_position (ab_match_get_game (self->match));
}

/* The dialog shows what was said, for sighted helpers and for reading it again. */
void
_ab_practice_show_message (AbPractice *self, const char *heading, const char *body)
{
  GtkWidget *dialog;

  if (self->parent == NULL)
    return;
  dialog = adw_message_dialog_new (self->parent, heading, body);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  gtk_window_set_modal (GTK_WINDOW (dialog), FALSE);
  gtk_window_present (GTK_WINDOW (dialog));
}

/* The lower levels answer quickly, as a human sparring partner at that level would:
 * Stockfish plans a first blitz move of 15 seconds whatever its Skill Level. The cap
 * keeps to a small share of the engine's clock, so that it never loses on time; 0: the
 * engine plans with the clock alone. */
static gint64
move_time_cap (AbPractice *self, const AbEngineLimits *limits)
{
  static const gint64 caps_ms[] = {
    [AB_ENGINE_STRENGTH_BEGINNER] = 1000,
    [AB_ENGINE_STRENGTH_CLUB] = 3000,
    [AB_ENGINE_STRENGTH_STRONG] = 0,
    [AB_ENGINE_STRENGTH_FULL] = 0,
  };
  guint side = engine_color (self) == AB_WHITE ? 0 : 1;
  gint64 share;

  if ((guint) self->setup.strength >= G_N_ELEMENTS (caps_ms)
      || caps_ms[self->setup.strength] == 0)
    return 0;
  share = limits->time_ms[side] / 30 + limits->inc_ms[side] / 2;
  return CLAMP (share, 50, caps_ms[self->setup.strength]);
}

/* The engine searches its move when it is to move, the player's clock press (when he
 * presses it himself) is made, the clock runs, and it is not busy or restarting. */
void
_ab_practice_maybe_go (AbPractice *self)
{
  g_autoptr (GError) error = NULL;
  g_autofree AbMove *moves = NULL;
  AbEngineLimits limits = { 0 };
  const AbGame *game = ab_match_get_game (self->match);
  const AbClock *clock = ab_game_get_clock (game);
  guint n_moves;

  if (!self->active || ab_match_is_over (self->match) || self->move_search != 0
      || ab_position_side_to_move (ab_match_get_position (self->match)) != engine_color (self)
      || ab_match_press_due (self->match, self->player)
      || ab_engine_get_state (self->engine) != AB_ENGINE_STATE_READY)
    return;
  /* 6.11: while the arbiter has stopped the clock no move can be made; the clock's
   * "clock-changed" on resuming brings the engine back. */
  if (clock != NULL && (ab_clock_get_state (clock) == AB_CLOCK_PAUSED
                        || ab_clock_get_state (clock) == AB_CLOCK_ADJOURNED))
    return;
  if (clock == NULL || !ab_engine_limits_set_clock (&limits, clock, ab_match_now (self->match)))
    limits.movetime_ms = UNTIMED_MOVETIME_MS;
  else
    limits.movetime_ms = move_time_cap (self, &limits);
  moves = game_moves (self, &n_moves);
  self->move_search = ab_engine_go (self->engine, start_position (self), moves, n_moves, &limits,
                                    &error);
  self->move_ply = n_moves;
  if (self->move_search == 0)
    g_warning ("The engine cannot search its move: %s", error->message);
}

static void
review_ready_cb (GObject *source, GAsyncResult *result, gpointer user_data)
{
  g_autoptr (AbPractice) self = user_data;
  g_autoptr (GError) error = NULL;
  g_autoptr (GArray) drops = ab_engine_review_finish (AB_ENGINE (source), result, &error);
  g_autoptr (GString) text = g_string_new (NULL);
  g_autofree char *said = NULL;

  /* Cancelled for a new practice game, which waited for the engine. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      _ab_practice_maybe_go (self);
      return;
    }
  g_clear_object (&self->review);
  if (drops == NULL)
    {
      g_warning ("The review failed: %s", error->message);
      _ab_practice_say_phrase (self, AB_ANNOUNCE_INFO, AB_PRACTICE_PHRASE_REVIEW_FAILED);
      return;
    }
  for (guint i = 0; i < drops->len; i++)
    {
      const AbEngineDrop *drop = &g_array_index (drops, AbEngineDrop, i);
      AbPosition *pos = ab_match_get_position_before (self->match, drop->ply);
      char best[AB_SPOKEN_MAX];
      g_autofree char *one = NULL;

      if (pos == NULL)
        continue;
      ab_move_to_spoken (pos, drop->best, lang (self), ab_match_get_spoken_style (self->match),
                         best, sizeof best);
      ab_position_free (pos);
      one = ab_practice_phrase_format (lang (self), AB_PRACTICE_PHRASE_DROP,
                                       ab_match_get_move_number (self->match, drop->ply),
                                       ab_match_get_spoken (self->match, drop->ply),
                                       ab_practice_phrase_judgement (lang (self),
                                                                     drop->judgement),
                                       best);
      if (text->len > 0)
        g_string_append_c (text, ' ');
      g_string_append (text, one);
    }
  said = text->len > 0
           ? ab_practice_phrase_format (lang (self), AB_PRACTICE_PHRASE_REVIEW, text->str)
           : ab_practice_phrase_format (lang (self), AB_PRACTICE_PHRASE_REVIEW_CLEAN);
  ab_announcer_say (self->announcer, said, AB_ANNOUNCE_INFO);
  _ab_practice_show_message (self, _("Practice Game Review"), said);
}

/* After the game, with the engine ready: the player's biggest drops. */
static void
start_review (AbPractice *self)
{
  g_autofree AbMove *moves = NULL;
  guint n_moves;

  self->review_due = FALSE;
  moves = game_moves (self, &n_moves);
  if (n_moves == 0)
    return;
  _ab_practice_say_phrase (self, AB_ANNOUNCE_INFO, AB_PRACTICE_PHRASE_REVIEWING);
  g_cancellable_cancel (self->review);
  g_clear_object (&self->review);
  self->review = g_cancellable_new ();
  ab_engine_review_async (self->engine, start_position (self), moves, n_moves, self->player,
                          REVIEW_DEPTH, REVIEW_DROPS, self->review, review_ready_cb,
                          g_object_ref (self));
}

/* The hints taken, then the review: the practice is over. */
static void
game_over_cb (AbPractice *self)
{
  if (!self->active)
    return;
  self->active = FALSE;
  ab_practice_say_hints (self);
  /* Whatever the engine was doing is moot now. */
  ab_engine_cancel (self->engine);
  self->move_search = self->hint_search = 0;
  self->review_due = TRUE;
  if (ab_engine_get_state (self->engine) == AB_ENGINE_STATE_READY)
    start_review (self);
}

static void
move_made_cb (AbPractice *self)
{
  /* A hint for a position that is gone would only mislead. */
  if (self->hint_search != 0 && self->hint_ply != ab_match_get_n_plies (self->match))
    {
      ab_engine_cancel (self->engine);
      self->hint_search = 0;
    }
  _ab_practice_maybe_go (self);
}

/* quit: the engine program ends too. */
static void
stop_practice (AbPractice *self, gboolean quit)
{
  gboolean reviewing = self->review != NULL;

  self->active = FALSE;
  self->review_due = FALSE;
  self->move_search = self->hint_search = 0;
  g_cancellable_cancel (self->review);
  g_clear_object (&self->review);
  if (self->engine == NULL)
    return;
  if (quit && ab_engine_get_state (self->engine) != AB_ENGINE_STATE_STOPPED)
    ab_engine_quit (self->engine, NULL, NULL);
  else if (reviewing)
    ab_engine_stop (self->engine); /* the review's search ends; it then sees the cancel */
  else
    ab_engine_cancel (self->engine);
}

/* Another match (a new one, a resumed one) replaces the practice game. */
static void
reset_cb (AbPractice *self)
{
  if (self->starting || !self->active)
    return;
  stop_practice (self, TRUE);
  _ab_practice_say_phrase (self, AB_ANNOUNCE_INFO, AB_PRACTICE_PHRASE_ENDED);
}

static void
engine_best_move_cb (AbEngine *engine, guint search, guint move, guint ponder,
                     AbPractice *self)
{
  g_autoptr (GError) error = NULL;

  if (search != 0 && search == self->move_search)
    {
      self->move_search = 0;
      if (!self->active || ab_match_get_n_plies (self->match) != self->move_ply)
        {
          _ab_practice_maybe_go (self);
          return;
        }
      self->restarts = 0;
      /* As the sighted opponent's move on the mirror: journaled, then announced. */
      if (!ab_match_play (self->match, engine_color (self), (AbMove) move, &error))
        g_warning ("The engine's move was not made: %s", error->message);
      return;
    }
  if (search != 0 && search == self->hint_search)
    {
      const AbPosition *pos = ab_match_get_position (self->match);
      char spoken[AB_SPOKEN_MAX];

      self->hint_search = 0;
      if (!self->active || ab_match_get_n_plies (self->match) != self->hint_ply
          || !ab_position_is_legal (pos, (AbMove) move))
        return;
      /* The hint counts in the game record: journaled before it is heard. */
      if (!ab_match_add_hint (self->match, (AbMove) move, &error))
        {
          g_warning ("The hint is not journaled: %s", error->message);
          _ab_practice_say_phrase (self, AB_ANNOUNCE_ERROR, AB_PRACTICE_PHRASE_HINT_UNRECORDED);
          return;
        }
      ab_move_to_spoken (pos, (AbMove) move, lang (self), ab_match_get_spoken_style (self->match),
                         spoken, sizeof spoken);
      _ab_practice_say_phrase (self, AB_ANNOUNCE_IMPORTANT, AB_PRACTICE_PHRASE_HINT, spoken);
      _ab_practice_maybe_go (self);
    }
}

static void
engine_ready_cb (AbEngine *engine, AbPractice *self)
{
  self->proven = TRUE;
  if (self->restarting)
    {
      self->restarting = FALSE;
      if (self->active)
        _ab_practice_say_phrase (self, AB_ANNOUNCE_INFO, AB_PRACTICE_PHRASE_RESTARTED);
    }
  if (self->review_due)
    start_review (self);
  else
    _ab_practice_maybe_go (self);
}

/* Crashed or hung: said, shown, and started again on the same game. */
static void
engine_failed_cb (AbEngine *engine, guint reason, const char *detail, AbPractice *self)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *text = NULL;

  g_warning ("The engine failed (%u): %s", reason, detail ? detail : "");
  self->move_search = self->hint_search = 0;
  if (!self->active && !self->review_due)
    return;
  /* A program that never finished the handshake is no engine: restarting it cannot
   * help. The game waits for another engine-path. */
  if (!self->proven)
    {
      _ab_practice_report_not_engine (self, ab_engine_get_path (engine));
      return;
    }
  if (self->restarts++ >= MAX_RESTARTS || !ab_engine_start (self->engine, &error))
    {
      if (error != NULL)
        g_warning ("The engine cannot be restarted: %s", error->message);
      stop_practice (self, TRUE);
      text = ab_practice_phrase_format (lang (self), AB_PRACTICE_PHRASE_GAVE_UP);
      ab_announcer_say (self->announcer, text, AB_ANNOUNCE_IMPORTANT);
      _ab_practice_show_message (self, _("The Chess Engine Failed"), text);
      return;
    }
  self->restarting = TRUE;
  text = ab_practice_phrase_format (lang (self), AB_PRACTICE_PHRASE_FAILED);
  ab_announcer_say (self->announcer, text, AB_ANNOUNCE_IMPORTANT);
  _ab_practice_show_message (self, _("The Chess Engine Failed"), text);
}

static void
ab_practice_dispose (GObject *object)
{
  AbPractice *self = AB_PRACTICE (object);

  if (self->match != NULL)
    g_signal_handlers_disconnect_by_data (self->match, self);
  if (self->engine != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->engine, self);
      stop_practice (self, TRUE);
    }
  g_clear_object (&self->engine);
  _ab_practice_drop_probe (self);
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->game_path, g_free);
  g_clear_object (&self->match);
  g_clear_object (&self->announcer);
  g_clear_weak_pointer (&self->parent);

  G_OBJECT_CLASS (ab_practice_parent_class)->dispose (object);
}

static void
ab_practice_class_init (AbPracticeClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = ab_practice_dispose;
}

static void
ab_practice_init (AbPractice *self)
{
  ab_practice_setup_init (&self->setup);
  self->player = AB_WHITE;
}

AbPractice *
ab_practice_new (AbMatch *match, AbAnnouncer *announcer, GtkWindow *parent)
{
  AbPractice *self = g_object_new (AB_TYPE_PRACTICE, NULL);

  g_return_val_if_fail (AB_IS_MATCH (match) && AB_IS_ANNOUNCER (announcer), self);

  self->match = g_object_ref (match);
  self->announcer = g_object_ref (announcer);
  g_set_weak_pointer (&self->parent, parent);
  g_signal_connect_swapped (match, "reset", G_CALLBACK (reset_cb), self);
  g_signal_connect_swapped (match, "move-made", G_CALLBACK (move_made_cb), self);
  g_signal_connect_swapped (match, "game-over", G_CALLBACK (game_over_cb), self);
  /* The player's own clock press lets the engine think. */
  g_signal_connect_swapped (match, "clock-changed", G_CALLBACK (_ab_practice_maybe_go), self);
  return self;
}

/* The engine program, made the first time; NULL (said) when none is installed. */
static gboolean
ensure_engine (AbPractice *self)
{
  g_autofree char *path = NULL;

  if (self->engine != NULL)
    return TRUE;
  path = _ab_practice_engine_path (self);
  if (path == NULL)
    {
      _ab_practice_say_phrase (self, AB_ANNOUNCE_ERROR, AB_PRACTICE_PHRASE_NO_ENGINE);
      return FALSE;
    }
  self->engine = ab_engine_new (path);
  g_signal_connect (self->engine, "ready", G_CALLBACK (engine_ready_cb), self);
  g_signal_connect (self->engine, "best-move", G_CALLBACK (engine_best_move_cb), self);
  g_signal_connect (self->engine, "failed", G_CALLBACK (engine_failed_cb), self);
  return TRUE;
}

/* Starts the engine unless it runs; a running one forgets the last game. */
gboolean
_ab_practice_run_engine (AbPractice *self)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *path = self->game_path ? g_strdup (self->game_path)
                                           : _ab_practice_engine_path (self);
  AbEngineState state = ab_engine_get_state (self->engine);

  ab_engine_set_strength (self->engine, self->setup.strength);
  /* engine-path changed since the engine started: the new program plays. */
  if (path != NULL && g_strcmp0 (path, ab_engine_get_path (self->engine)) != 0)
    {
      if (state != AB_ENGINE_STATE_STOPPED && state != AB_ENGINE_STATE_FAILED)
        ab_engine_quit (self->engine, NULL, NULL);
      ab_engine_set_path (self->engine, path);
      state = ab_engine_get_state (self->engine);
    }
  if (state == AB_ENGINE_STATE_READY || state == AB_ENGINE_STATE_THINKING)
    {
      ab_engine_new_game (self->engine);
      return TRUE;
    }
  if (state == AB_ENGINE_STATE_STARTING)
    return TRUE;
  self->proven = FALSE;
  if (ab_engine_start (self->engine, &error))
    return TRUE;
  g_warning ("The engine does not start: %s", error->message);
  _ab_practice_report_not_engine (self, ab_engine_get_path (self->engine));
  return FALSE;
}

/* With the match's setup, so that a crash resumes the practice game (ab-practice-note.h). */
static void
journal_settings (AbPractice *self, int number)
{
  g_autoptr (GError) error = NULL;
  AbPracticeSetup played = self->setup;

  played.color = self->player == AB_BLACK ? AB_PRACTICE_COLOR_BLACK : AB_PRACTICE_COLOR_WHITE;
  played.start = number >= 0 ? number : AB_PRACTICE_START_STANDARD;
  if (!ab_practice_note_write (self->match, &played, ab_engine_get_path (self->engine), &error))
    g_warning ("The practice settings are not journaled: %s", error->message);
}

/* The match's set-up for the practice; fen receives a Chess960 start. */
static void
match_setup (AbPractice *self, AbMatchSetup *setup, char *fen, size_t fen_size, int *number)
{
  ab_match_setup_init (setup);
  setup->blind_color = self->player;
  setup->time_control = self->setup.time_control;
  *number = -1;
  if (self->setup.start != AB_PRACTICE_START_STANDARD)
    {
      AbPosition *pos = ab_position_new ();

      *number = self->setup.start >= 0 ? self->setup.start : g_random_int_range (0, 960);
      ab_position_set_chess960 (pos, *number);
      ab_position_get_fen (pos, AB_FEN_CASTLING_AUTO, fen, fen_size);
      ab_position_free (pos);
      setup->fen = fen;
    }
}

gboolean
ab_practice_begin (AbPractice *self, const AbPracticeSetup *setup)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (GString) text = g_string_new (NULL);
  g_autofree char *starting = NULL;
  g_autofree char *turn = NULL;
  char fen[AB_FEN_MAX];
  AbMatchSetup match_set;
  AbColor old_player = self->player;
  int number;

  g_return_val_if_fail (AB_IS_PRACTICE (self) && setup != NULL, FALSE);

  if (!ensure_engine (self))
    return FALSE;
  self->setup = *setup;
  self->player = setup->color == AB_PRACTICE_COLOR_RANDOM
                   ? (g_random_boolean () ? AB_WHITE : AB_BLACK)
                   : setup->color == AB_PRACTICE_COLOR_BLACK ? AB_BLACK : AB_WHITE;
  match_setup (self, &match_set, fen, sizeof fen, &number);
  self->starting = TRUE;
  if (!ab_match_start_setup (self->match, &match_set, &error))
    {
      self->starting = FALSE;
      self->player = old_player;
      ab_announcer_say (self->announcer, error->message, AB_ANNOUNCE_ERROR);
      return FALSE;
    }
  self->starting = FALSE;
  stop_practice (self, FALSE);
  self->active = TRUE;
  self->restarts = 0;
  g_clear_pointer (&self->game_path, g_free);
  self->restarting = FALSE;

  starting = ab_practice_phrase_format (lang (self), AB_PRACTICE_PHRASE_STARTING,
                                        ab_phrase_color (lang (self), self->player),
                                        ab_practice_phrase_strength (lang (self),
                                                                     setup->strength));
  g_string_append (text, starting);
  if (number >= 0)
    {
      g_autofree char *chess960 = ab_practice_phrase_format (lang (self),
                                                             AB_PRACTICE_PHRASE_CHESS960,
                                                             number);

      g_string_append_printf (text, " %s", chess960);
    }
  turn = ab_phrase_format (lang (self), self->player == AB_WHITE ? AB_PHRASE_YOUR_MOVE
                                                                  : AB_PHRASE_OPPONENT_MOVE);
  g_string_append_printf (text, " %s", turn);
  if (self->parent != NULL && AB_IS_WINDOW (self->parent))
    {
      gtk_window_present (self->parent);
      ab_window_focus_input (AB_WINDOW (self->parent));
    }
  ab_announcer_say (self->announcer, text->str, AB_ANNOUNCE_INFO);
  journal_settings (self, number);
  /* An engine that does not start is said; the game waits for one (engine-path). */
  if (_ab_practice_run_engine (self))
    _ab_practice_maybe_go (self);
  return TRUE;
}

void
ab_practice_hint (AbPractice *self)
{
  g_autoptr (GError) error = NULL;
  g_autofree AbMove *moves = NULL;
  guint n_moves;

  g_return_if_fail (AB_IS_PRACTICE (self));

  if (!self->active)
    {
      g_autofree char *text = ab_match_is_over (self->match)
                                ? ab_phrase_format (lang (self), AB_PHRASE_GAME_OVER)
                                : ab_practice_phrase_format (lang (self),
                                                             AB_PRACTICE_PHRASE_NO_PRACTICE);

      ab_announcer_say (self->announcer, text, AB_ANNOUNCE_ERROR);
      return;
    }
  if (self->hint_search != 0)
    {
      _ab_practice_say_phrase (self, AB_ANNOUNCE_INFO, AB_PRACTICE_PHRASE_HINT_THINKING);
      return;
    }
  if (ab_position_side_to_move (ab_match_get_position (self->match)) != self->player
      || ab_engine_get_state (self->engine) != AB_ENGINE_STATE_READY)
    {
      _ab_practice_say_phrase (self, AB_ANNOUNCE_ERROR, AB_PRACTICE_PHRASE_HINT_NOT_NOW);
      return;
    }
  moves = game_moves (self, &n_moves);
  self->hint_search = ab_engine_hint (self->engine, start_position (self), moves, n_moves,
                                      &error);
  self->hint_ply = n_moves;
  if (self->hint_search == 0)
    {
      g_warning ("No hint: %s", error->message);
      _ab_practice_say_phrase (self, AB_ANNOUNCE_ERROR, AB_PRACTICE_PHRASE_HINT_NOT_NOW);
      return;
    }
  _ab_practice_say_phrase (self, AB_ANNOUNCE_INFO, AB_PRACTICE_PHRASE_HINT_THINKING);
}

void
ab_practice_say_hints (AbPractice *self)
{
  guint n;

  g_return_if_fail (AB_IS_PRACTICE (self));

  n = ab_match_get_n_hints (self->match);
  if (n == 0)
    _ab_practice_say_phrase (self, AB_ANNOUNCE_INFO, AB_PRACTICE_PHRASE_NO_HINTS);
  else if (n == 1)
    _ab_practice_say_phrase (self, AB_ANNOUNCE_INFO, AB_PRACTICE_PHRASE_ONE_HINT);
  else
    _ab_practice_say_phrase (self, AB_ANNOUNCE_INFO, AB_PRACTICE_PHRASE_HINTS_USED, n);
}

gboolean
ab_practice_is_active (AbPractice *self)
{
  g_return_val_if_fail (AB_IS_PRACTICE (self), FALSE);

  return self->active;
}

guint
ab_practice_get_hints (AbPractice *self)
{
  g_return_val_if_fail (AB_IS_PRACTICE (self), 0);

  return ab_match_get_n_hints (self->match);
}

AbEngine *
ab_practice_get_engine (AbPractice *self)
{
  g_return_val_if_fail (AB_IS_PRACTICE (self), NULL);

  return self->engine;
}

gboolean
ab_practice_resume (AbPractice *self)
{
  g_autofree char *path = NULL;
  g_autofree char *text = NULL;
  AbPracticeSetup setup;

  g_return_val_if_fail (AB_IS_PRACTICE (self), FALSE);

  if (ab_match_is_over (self->match) || !ab_practice_note_read (self->match, &setup, &path))
    return FALSE;
  if (!ensure_engine (self))
    return FALSE;
  stop_practice (self, FALSE);
  self->setup = setup;
  self->player = setup.color == AB_PRACTICE_COLOR_BLACK ? AB_BLACK : AB_WHITE;
  self->active = TRUE;
  self->restarts = 0;
  self->restarting = FALSE;
  /* The program the game was played with, while it is there; else engine-path's. */
  g_clear_pointer (&self->game_path, g_free);
  if (path != NULL && g_file_test (path, G_FILE_TEST_IS_EXECUTABLE))
    self->game_path = g_steal_pointer (&path);
  text = ab_practice_phrase_format (lang (self), AB_PRACTICE_PHRASE_RESUMED,
                                    ab_phrase_color (lang (self), self->player),
                                    ab_practice_phrase_strength (lang (self), setup.strength));
  ab_announcer_say (self->announcer, text, AB_ANNOUNCE_INFO);
  /* A fresh handshake with the same options; the engine moves once it is ready. */
  if (ab_engine_get_state (self->engine) != AB_ENGINE_STATE_STOPPED
      && ab_engine_get_state (self->engine) != AB_ENGINE_STATE_FAILED)
    ab_engine_quit (self->engine, NULL, NULL);
  if (_ab_practice_run_engine (self))
    _ab_practice_maybe_go (self);
  return TRUE;
}
