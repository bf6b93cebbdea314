/* ab-match.c — the match: game record, announced words, journal and signals. */
#include "ab-match.h"

#include <errno.h>
#include <glib/gstdio.h>

#include "ab-fen.h"
#include "ab-game.h"
#include "ab-journal.h"
#include "ab-phrases.h"
#include "ab-uci.h"

/* What the record does not keep: the words a ply was announced with. */
typedef struct
{
  AbSquare from, to; /* as the board shows them: the king's squares for castling */
  gboolean capture;
  gboolean check;
  char *spoken;
  char *san;
} Ply;

struct _AbMatch
{
  GObject parent_instance;

  char *journal_path;
  AbJournal *journal;

  AbGame *game;  /* the record and the rules */
  GArray *plies; /* of Ply, one per move of the game */
  AbColor blind_color;
  gint64 last_usec; /* the game's time never goes back */

  AbLanguage language;
  AbSpokenStyle spoken_style;
};

G_DEFINE_FINAL_TYPE (AbMatch, ab_match, G_TYPE_OBJECT)
G_DEFINE_QUARK (ab-match-error-quark, ab_match_error)

enum
{
  PROP_0,
  PROP_LANGUAGE,
  PROP_SPOKEN_STYLE,
  PROP_N_PLIES,
  N_PROPS
};

enum
{
  RESET,
  MOVE_MADE,
  ANNOUNCEMENT,
  GAME_OVER,
  N_SIGNALS
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

static void
ply_clear (gpointer data)
{
  Ply *ply = data;

  g_free (ply->spoken);
  g_free (ply->san);
}

static GArray *
plies_new (void)
{
  GArray *plies = g_array_new (FALSE, TRUE, sizeof (Ply));

  g_array_set_clear_func (plies, ply_clear);
  return plies;
}

static AbGame *
game_new (void)
{
  AbGame *game = ab_game_new ();

  if (game == NULL)
    g_error ("Out of memory for a game record");
  return game;
}

/* The words and squares of move (legal in pos), before it is made. */
static Ply
describe_ply (AbMatch *self, const AbPosition *pos, AbMove move)
{
  char spoken[AB_SPOKEN_MAX];
  char san[AB_NOTATION_MAX];
  Ply ply = {
    .from = ab_move_from (move),
    .to = ab_move_kind (move) == AB_MOVE_CASTLING ? ab_position_king_destination (pos, move)
                                                  : ab_move_to (move),
    .capture = ab_position_is_capture (pos, move),
    .check = ab_position_gives_check (pos, move),
  };

  ab_move_to_spoken (pos, move, self->language, self->spoken_style, spoken, sizeof spoken);
  ab_move_to_san (pos, move, ab_san_style_default (self->language), san, sizeof san);
  ply.spoken = g_strdup (spoken);
  ply.san = g_strdup (san);
  return ply;
}

/* Makes move on the game's board and keeps its words. */
static AbGameError
game_make_move (AbMatch *self, AbGame *game, GArray *plies, AbMove move, gint64 usec)
{
  Ply ply = describe_ply (self, ab_game_get_position (game), move);
  AbGameError err = ab_game_make_move (game, move, usec, NULL);

  if (err != AB_GAME_OK)
    {
      ply_clear (&ply);
      return err;
    }
  g_array_append_val (plies, ply);
  return AB_GAME_OK;
}

static void
ab_match_finalize (GObject *object)
{
  AbMatch *self = AB_MATCH (object);

  ab_journal_free (self->journal);
  g_free (self->journal_path);
  ab_game_free (self->game);
  g_array_unref (self->plies);

  G_OBJECT_CLASS (ab_match_parent_class)->finalize (object);
}

static void
ab_match_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  AbMatch *self = AB_MATCH (object);

  switch (prop_id)
    {
    case PROP_LANGUAGE:
      g_value_set_int (value, self->language);
      break;
    case PROP_SPOKEN_STYLE:
      g_value_set_int (value, self->spoken_style);
      break;
    case PROP_N_PLIES:
      g_value_set_uint (value, self->plies->len);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ab_match_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  AbMatch *self = AB_MATCH (object);

  switch (prop_id)
    {
    case PROP_LANGUAGE:
      ab_match_set_language (self, g_value_get_int (value));
      break;
    case PROP_SPOKEN_STYLE:
      ab_match_set_spoken_style (self, g_value_get_int (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ab_match_class_init (AbMatchClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = ab_match_finalize;
  object_class->get_property = ab_match_get_property;
  object_class->set_property = ab_match_set_property;

  properties[PROP_LANGUAGE] =
    g_param_spec_int ("language", NULL, NULL, AB_LANG_DE, AB_LANG_EN, AB_LANG_DE,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_SPOKEN_STYLE] =
    g_param_spec_int ("spoken-style", NULL, NULL, AB_SPOKEN_SHORT, AB_SPOKEN_LONG,
                      AB_SPOKEN_SHORT,
                      G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_N_PLIES] =
    g_param_spec_uint ("n-plies", NULL, NULL, 0, G_MAXUINT, 0,
                       G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A new match was started or an interrupted one resumed: redraw everything. */
  signals[RESET] = g_signal_new ("reset", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                 NULL, NULL, G_TYPE_NONE, 0);
  /* (ply): the index of the move just made, already on disk. */
  signals[MOVE_MADE] = g_signal_new ("move-made", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                     NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  /* (text, AbAnnouncementKind) */
  signals[ANNOUNCEMENT] = g_signal_new ("announcement", G_TYPE_FROM_CLASS (klass),
                                        G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 2,
                                        G_TYPE_STRING, G_TYPE_UINT);
  /* (AbMatchResult) */
  signals[GAME_OVER] = g_signal_new ("game-over", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                     NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
}

static void
ab_match_init (AbMatch *self)
{
  self->game = game_new ();
  self->plies = plies_new ();
  self->blind_color = AB_WHITE;
}

AbMatch *
ab_match_new (const char *journal_path)
{
  AbMatch *self = g_object_new (AB_TYPE_MATCH, NULL);

  self->journal_path = g_strdup (journal_path);
  return self;
}

const char *
ab_match_get_journal_path (AbMatch *self)
{
  g_return_val_if_fail (AB_IS_MATCH (self), NULL);

  return self->journal_path;
}

static gboolean
journal_has_moves (const char *path)
{
  g_autoptr (GPtrArray) events = ab_journal_read (path, NULL);

  return events == NULL || events->len > 1;
}

/* Keeps an earlier match's journal under a name of its own, unless it holds
 * nothing but a start: every launch begins one. An unreadable one is kept. */
static void
archive_journal (const char *path)
{
  g_autoptr (GDateTime) now = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *stamp = NULL;
  g_autofree char *name = NULL;
  g_autofree char *target = NULL;

  if (!g_file_test (path, G_FILE_TEST_EXISTS) || !journal_has_moves (path))
    return;
  now = g_date_time_new_now_local ();
  dir = g_path_get_dirname (path);
  stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  for (guint i = 0; target == NULL || g_file_test (target, G_FILE_TEST_EXISTS); i++)
    {
      g_free (name);
      g_free (target);
      name = i ? g_strdup_printf ("match-%s-%u.journal", stamp, i)
               : g_strdup_printf ("match-%s.journal", stamp);
      target = g_build_filename (dir, name, NULL);
    }
  if (g_rename (path, target) != 0)
    g_warning ("Cannot keep the earlier journal as %s: %s", target, g_strerror (errno));
}

/* The time of an operation: the wall clock, which the journal keeps, but
 * never before the previous operation (the game's time never goes back). */
static gint64
next_usec (AbMatch *self)
{
  self->last_usec = MAX (g_get_real_time (), self->last_usec);
  return self->last_usec;
}

gboolean
ab_match_start (AbMatch *self, const char *fen, AbColor blind_color, GError **error)
{
  AbPosition *start = ab_position_new ();
  AbGame *game;
  AbJournal *journal = NULL;
  AbFenError fen_error;
  char fen_text[AB_FEN_MAX];
  gint64 now;

  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);

  if (fen != NULL && !ab_position_set_fen (start, fen, &fen_error))
    {
      g_set_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_BAD_FEN, "Not a valid position: %s", fen);
      ab_position_free (start);
      return FALSE;
    }
  game = game_new ();
  if (ab_game_set_start_position (game, start) != AB_GAME_OK)
    {
      g_set_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_BAD_FEN,
                   "No game can begin from this position: %s", fen);
      ab_game_free (game);
      ab_position_free (start);
      return FALSE;
    }
  now = next_usec (self);
  if (self->journal_path != NULL)
    {
      /* The new journal is complete on disk before the old one moves away. */
      g_autofree char *fresh = g_strconcat (self->journal_path, ".new", NULL);

      ab_position_get_fen (start, AB_FEN_CASTLING_AUTO, fen_text, sizeof fen_text);
      journal = ab_journal_create (fresh, error);
      if (journal == NULL
          || !ab_journal_append_start (journal, now, blind_color, fen_text, error))
        {
          ab_journal_free (journal);
          g_unlink (fresh);
          ab_game_free (game);
          ab_position_free (start);
          return FALSE;
        }
      archive_journal (self->journal_path);
      if (!ab_journal_rename (journal, self->journal_path, error))
        {
          ab_journal_free (journal);
          g_unlink (fresh);
          ab_game_free (game);
          ab_position_free (start);
          return FALSE;
        }
    }
  ab_position_free (start);

  ab_journal_free (self->journal);
  self->journal = journal;
  ab_game_free (self->game);
  self->game = game;
  self->blind_color = blind_color;
  g_array_set_size (self->plies, 0);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PLIES]);
  g_signal_emit (self, signals[RESET], 0);
  return TRUE;
}

/* Replays the journal's events into a new game; FALSE with error on the first
 * event that does not fit. */
static gboolean
replay (AbMatch *self, GPtrArray *events, AbGame **game_out, GArray *plies,
        AbColor *blind_color, gint64 *last_usec, GError **error)
{
  const AbJournalEvent *first = g_ptr_array_index (events, 0);
  AbPosition *start = ab_position_new ();
  AbGame *game = game_new ();
  AbFenError fen_error;
  gboolean ok = ab_position_set_fen (start, first->text, &fen_error)
                && ab_game_set_start_position (game, start) == AB_GAME_OK;

  ab_position_free (start);
  if (!ok)
    {
      g_set_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_BAD_JOURNAL,
                   "The journal's start position is not valid: %s", first->text);
      ab_game_free (game);
      return FALSE;
    }
  *blind_color = first->color;
  *last_usec = first->wall_usec;
  for (guint i = 1; i < events->len; i++)
    {
      const AbJournalEvent *event = g_ptr_array_index (events, i);
      AbGameError err = AB_GAME_OK;
      AbMove move;

      switch (event->type)
        {
        case AB_JOURNAL_EVENT_MOVE:
          move = ab_move_from_uci (ab_game_get_position (game), event->text);
          err = move == AB_MOVE_NONE ? AB_GAME_ERROR_BAD_MOVE
                                     : game_make_move (self, game, plies, move, event->wall_usec);
          break;
        case AB_JOURNAL_EVENT_PRESS:
          err = ab_game_press_clock (game, event->color, event->wall_usec, NULL);
          break;
        case AB_JOURNAL_EVENT_START:
        default:
          err = AB_GAME_ERROR_BAD_ARGUMENT;
          break;
        }
      if (err != AB_GAME_OK)
        {
          g_set_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_BAD_JOURNAL,
                       "Event %u of the journal does not replay (game error %d)", i + 1, err);
          ab_game_free (game);
          return FALSE;
        }
      *last_usec = MAX (*last_usec, event->wall_usec);
    }
  *game_out = game;
  return TRUE;
}

gboolean
ab_match_find_interrupted (const char *journal_path, guint *n_plies)
{
  g_autoptr (AbMatch) probe = NULL;
  g_autoptr (GPtrArray) events = NULL;
  g_autoptr (GError) error = NULL;
  AbGame *game = NULL;
  AbColor color;
  gint64 last;
  gboolean ok;

  if (journal_path == NULL || !g_file_test (journal_path, G_FILE_TEST_IS_REGULAR))
    return FALSE;
  events = ab_journal_read (journal_path, &error);
  if (events == NULL)
    {
      g_message ("No match to resume: %s", error->message);
      return FALSE;
    }
  probe = ab_match_new (NULL);
  if (!replay (probe, events, &game, probe->plies, &color, &last, &error))
    {
      g_message ("No match to resume: %s", error->message);
      return FALSE;
    }
  ok = ab_game_get_n_moves (game) > 0 && !ab_game_is_over (game);
  if (ok && n_plies != NULL)
    *n_plies = (guint) ab_game_get_n_moves (game);
  ab_game_free (game);
  return ok;
}

gboolean
ab_match_resume (AbMatch *self, GError **error)
{
  g_autoptr (GPtrArray) events = NULL;
  g_autoptr (GArray) plies = NULL;
  AbGame *game = NULL;
  AbJournal *journal;
  AbColor color;
  gint64 last;

  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);

  if (self->journal_path == NULL)
    {
      g_set_error_literal (error, AB_MATCH_ERROR, AB_MATCH_ERROR_NO_JOURNAL,
                           "This match keeps no journal");
      return FALSE;
    }
  events = ab_journal_read (self->journal_path, error);
  if (events == NULL)
    return FALSE;
  plies = plies_new ();
  if (!replay (self, events, &game, plies, &color, &last, error))
    return FALSE;
  journal = ab_journal_open (self->journal_path, error);
  if (journal == NULL)
    {
      ab_game_free (game);
      return FALSE;
    }

  ab_journal_free (self->journal);
  self->journal = journal;
  ab_game_free (self->game);
  self->game = game;
  self->blind_color = color;
  self->last_usec = MAX (self->last_usec, last);
  g_array_unref (self->plies);
  self->plies = g_steal_pointer (&plies);

  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PLIES]);
  g_signal_emit (self, signals[RESET], 0);
  return TRUE;
}

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
      return ab_game_is_over (self->game) ? AB_MATCH_RESULT_DRAW : AB_MATCH_RESULT_NONE;
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

char *
ab_match_format_result (AbMatch *self)
{
  AbMatchResult result;
  AbEnding ending;

  g_return_val_if_fail (AB_IS_MATCH (self), NULL);

  if (!ab_game_is_over (self->game))
    return NULL;
  result = ab_match_get_result (self);
  ending = ab_match_get_ending (self);
  return ab_phrase_format (self->language,
                           result == AB_MATCH_RESULT_WHITE_WINS   ? AB_PHRASE_WHITE_WINS
                           : result == AB_MATCH_RESULT_BLACK_WINS ? AB_PHRASE_BLACK_WINS
                           : ending == AB_ENDING_STALEMATE        ? AB_PHRASE_STALEMATE
                           : ending == AB_ENDING_DEAD_POSITION    ? AB_PHRASE_DEAD_POSITION
                                                                  : AB_PHRASE_DRAW);
}

static void
announce_result (AbMatch *self)
{
  g_autofree char *text = ab_match_format_result (self);

  g_signal_emit (self, signals[GAME_OVER], 0, (guint) ab_match_get_result (self));
  g_signal_emit (self, signals[ANNOUNCEMENT], 0, text, (guint) AB_ANNOUNCEMENT_GAME_OVER);
}

static gboolean
game_failed (AbGameError err, GError **error)
{
  g_set_error (error, AB_MATCH_ERROR, AB_MATCH_ERROR_REFUSED,
               "The game refused the operation (game error %d)", err);
  return FALSE;
}

gboolean
ab_match_play (AbMatch *self, AbColor player, AbMove move, GError **error)
{
  const AbPosition *pos;
  char uci[AB_UCI_MAX];
  AbGameError err;
  gint64 now;
  guint ply;
  AbAnnouncementKind kind;

  g_return_val_if_fail (AB_IS_MATCH (self), FALSE);

  pos = ab_game_get_position (self->game);
  if (ab_game_is_over (self->game))
    {
      g_set_error_literal (error, AB_MATCH_ERROR, AB_MATCH_ERROR_GAME_OVER, "The game is over");
      return FALSE;
    }
  if (player != ab_position_side_to_move (pos))
    {
      g_set_error_literal (error, AB_MATCH_ERROR, AB_MATCH_ERROR_NOT_YOUR_TURN,
                           "It is the other side's move");
      return FALSE;
    }
  if (move == AB_MOVE_NONE || !ab_position_is_legal (pos, move))
    {
      g_set_error_literal (error, AB_MATCH_ERROR, AB_MATCH_ERROR_ILLEGAL, "Not a legal move");
      return FALSE;
    }
  /* On disk first: what is announced must survive a crash. */
  now = next_usec (self);
  ab_move_to_uci (pos, move, uci);
  if (self->journal != NULL && !ab_journal_append_move (self->journal, now, uci, error))
    return FALSE;
  if ((err = game_make_move (self, self->game, self->plies, move, now)) != AB_GAME_OK)
    return game_failed (err, error);
  /* The clock is pressed with the announcement (D.2.4), unless the move ended the game. */
  if (!ab_game_is_over (self->game))
    {
      g_autoptr (GError) press_error = NULL;

      /* The move stands; a press missing from the journal is owed again on resume. */
      if (self->journal != NULL
          && !ab_journal_append_press (self->journal, now, player, &press_error))
        g_warning ("The clock press is not in the journal: %s", press_error->message);
      else if ((err = ab_game_press_clock (self->game, player, now, NULL)) != AB_GAME_OK)
        g_warning ("The game refused the clock press (game error %d)", err);
    }

  ply = self->plies->len - 1;
  kind = player == self->blind_color ? AB_ANNOUNCEMENT_OWN_MOVE : AB_ANNOUNCEMENT_OPPONENT_MOVE;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_N_PLIES]);
  g_signal_emit (self, signals[MOVE_MADE], 0, ply);
  g_signal_emit (self, signals[ANNOUNCEMENT], 0, ab_match_get_spoken (self, ply), (guint) kind);
  if (ab_game_is_over (self->game))
    announce_result (self);
  return TRUE;
}

AbLanguage
ab_match_get_language (AbMatch *self)
{
  g_return_val_if_fail (AB_IS_MATCH (self), AB_LANG_DE);

  return self->language;
}

void
ab_match_set_language (AbMatch *self, AbLanguage language)
{
  g_return_if_fail (AB_IS_MATCH (self));
  g_return_if_fail ((unsigned) language <= AB_LANG_EN);

  if (self->language == language)
    return;
  self->language = language;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_LANGUAGE]);
}

AbSpokenStyle
ab_match_get_spoken_style (AbMatch *self)
{
  g_return_val_if_fail (AB_IS_MATCH (self), AB_SPOKEN_SHORT);

  return self->spoken_style;
}

void
ab_match_set_spoken_style (AbMatch *self, AbSpokenStyle style)
{
  g_return_if_fail (AB_IS_MATCH (self));
  g_return_if_fail (style == AB_SPOKEN_SHORT || style == AB_SPOKEN_LONG);

  if (self->spoken_style == style)
    return;
  self->spoken_style = style;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SPOKEN_STYLE]);
}
