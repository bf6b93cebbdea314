/* ab-match-eboard.c — the sighted player's e-board found, read, and its readings made the
 * match's moves and facts. */
#include "ab-match-eboard.h"

#include "ab-eboard-devices.h"
#include "ab-match-arbiter.h"
#include "ab-match-assistant.h"

G_DEFINE_AUTOPTR_CLEANUP_FUNC (AbPosition, ab_position_free)

struct _AbMatchEboard
{
  GObject parent_instance;

  AbMatch *match;
  char *wanted; /* the device the settings name; NULL: any board found */
  AbEboardProtocol protocol;
  guint settle_ms;

  AbMatchEboardState state;
  AbEboardSession *session;
  char *device;
  AbEboardProtocol answered;
  int major, minor;
  gboolean was_lost;   /* the board being opened or read came back after it was lost */
  gboolean first_read; /* the next board read is the first since the board answered */
  guint poll_source;
  GHashTable *rejected; /* looking for any board: devices that answered as none */
  int told_code;        /* the last fault told, -1 none, and its device */
  char *told_device;
  gboolean told_off; /* news said the board is not right: that it is again is news too */
  guint takeback;    /* the half-moves of the takeback the board shows */
  gint64 noise_told_at;

  /* a DGT clock on the board */
  gboolean has_clock;
  AbEboardClock clock;
  int clock_runs; /* 0: neither side, 1: the left, 2: the right */
  int votes_left, votes_right; /* presses seen with White's side left, right */
};

G_DEFINE_FINAL_TYPE (AbMatchEboard, ab_match_eboard, G_TYPE_OBJECT)

enum
{
  NEWS,
  FAULT,
  CHANGED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

enum
{
  PROP_0,
  PROP_DEVICE,
  PROP_PROTOCOL,
  PROP_SETTLE_MS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void try_open (AbMatchEboard *self);

static void
emit_changed (AbMatchEboard *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

static void
set_state (AbMatchEboard *self, AbMatchEboardState state)
{
  self->state = state;
  /* The game goes on by keyboard while the board is not read. */
  ab_match_set_eboard_away (self->match, state != AB_MATCH_EBOARD_CONNECTED
                                           && state != AB_MATCH_EBOARD_OFF);
  emit_changed (self);
}

static void
close_session (AbMatchEboard *self)
{
  g_clear_pointer (&self->session, ab_eboard_session_free);
  self->has_clock = FALSE;
  self->clock_runs = 0;
  self->first_read = FALSE;
}

static void
emit_news (AbMatchEboard *self, const AbEboardNews *news)
{
  g_signal_emit (self, signals[NEWS], 0, news);
}

/* A fault is told once for each kind and device, until a board answers. */
static void
tell_fault (AbMatchEboard *self, const GError *error)
{
  if (self->told_code == error->code && g_strcmp0 (self->told_device, self->device) == 0)
    return;
  self->told_code = error->code;
  g_free (self->told_device);
  self->told_device = g_strdup (self->device);
  g_signal_emit (self, signals[FAULT], 0, error);
}

static void
forget_faults (AbMatchEboard *self)
{
  self->told_code = -1;
  g_clear_pointer (&self->told_device, g_free);
}

/* ---- the game told to the tracker ---- */

/* The match's game as the board is to show it: the moves up to the sighted player's last,
 * which his board showed (he made them there, or on it while it was away), then the blind
 * player's after it, which it may still have to carry out. */
static void
sync_game (AbMatchEboard *self)
{
  AbMatch *match = self->match;
  guint n = ab_match_get_n_plies (match);
  guint shown = n;
  g_autofree AbMove *moves = g_new (AbMove, n + 1);

  if (self->session == NULL)
    return;
  for (guint i = 0; i < n; i++)
    moves[i] = ab_match_get_move (match, i);
  while (shown > 0 && ab_match_get_mover (match, shown - 1) == ab_match_get_blind_color (match))
    shown--;
  self->takeback = 0;
  self->told_off = FALSE;
  ab_eboard_session_set_game (self->session,
                              ab_game_get_start_position (ab_match_get_game (match)), moves,
                              (int) shown);
  for (guint i = shown; i < n && self->session != NULL; i++)
    ab_eboard_session_play (self->session, moves[i]);
  emit_changed (self);
}

/* ---- what the board shows ---- */

static AbEboardTracker *
tracker (AbMatchEboard *self)
{
  return self->session != NULL ? ab_eboard_session_get_tracker (self->session) : NULL;
}

AbEboardShows
ab_match_eboard_get_shows (AbMatchEboard *self, AbEboardDiff *diff)
{
  AbEboardSnapshot board, target;
  AbEboardTracker *t;
  int lag;

  g_return_val_if_fail (AB_IS_MATCH_EBOARD (self), AB_EBOARD_SHOWS_NOTHING);

  t = tracker (self);
  if (t == NULL || self->state != AB_MATCH_EBOARD_CONNECTED
      || !ab_eboard_tracker_get_board (t, &board))
    return AB_EBOARD_SHOWS_NOTHING;
  ab_eboard_snapshot_from_position (&target, ab_match_get_position (self->match));
  if (diff != NULL)
    ab_eboard_snapshot_diff (&board, &target, diff);
  if (ab_eboard_snapshot_equal (&board, &target))
    return AB_EBOARD_SHOWS_GAME;
  lag = ab_eboard_tracker_get_lag (t);
  if (lag > 0 && lag <= (int) ab_match_get_n_plies (self->match))
    {
      AbPosition *before = ab_match_get_position_before (self->match,
                                                         ab_match_get_n_plies (self->match)
                                                           - (guint) lag);
      AbEboardSnapshot then;

      ab_eboard_snapshot_from_position (&then, before);
      ab_position_free (before);
      if (ab_eboard_snapshot_equal (&board, &then))
        return AB_EBOARD_SHOWS_BEHIND;
    }
  return AB_EBOARD_SHOWS_OTHER;
}

AbMove
ab_match_eboard_get_move_to_show (AbMatchEboard *self, AbBitboard *squares)
{
  AbEboardTracker *t;

  g_return_val_if_fail (AB_IS_MATCH_EBOARD (self), AB_MOVE_NONE);

  t = tracker (self);
  if (squares != NULL)
    *squares = 0;
  if (t == NULL || self->state != AB_MATCH_EBOARD_CONNECTED)
    return AB_MOVE_NONE;
  return ab_eboard_tracker_get_move_to_show (t, squares);
}

/* ---- the session's callbacks ---- */

static void
identified_cb (AbEboardSession *session, AbEboardProtocol protocol, int major, int minor,
               gpointer data)
{
  AbMatchEboard *self = data;

  self->answered = protocol;
  self->major = major;
  self->minor = minor;
  self->first_read = TRUE;
  forget_faults (self);
  g_hash_table_remove_all (self->rejected);
  set_state (self, AB_MATCH_EBOARD_CONNECTED);
}

static void
board_cb (AbEboardSession *session, const AbEboardSnapshot *board, gint64 time_us,
          gpointer data)
{
  AbMatchEboard *self = data;
  AbEboardNews news = { AB_EBOARD_NEWS_CONNECTED };

  if (self->first_read)
    {
      /* Read and compared with the match: at the start, after a resumption, back after it
       * was unplugged. */
      self->first_read = FALSE;
      news.shows = ab_match_eboard_get_shows (self, NULL);
      news.again = self->was_lost;
      news.position = ab_match_get_position (self->match);
      news.move = news.shows == AB_EBOARD_SHOWS_BEHIND
                    ? ab_match_eboard_get_move_to_show (self, NULL)
                    : AB_MOVE_NONE;
      self->was_lost = FALSE;
      emit_news (self, &news);
    }
  emit_changed (self);
}

/* A move made on the board: the sighted player's is played; the blind player's, which his
 * opponent carried out before it was entered, waits for him to enter it. */
static void
board_move (AbMatchEboard *self, AbMove move)
{
  g_autoptr (GError) error = NULL;
  g_autoptr (AbPosition) before = ab_position_copy (ab_match_get_position (self->match));
  AbColor mover = ab_position_side_to_move (before);
  AbEboardNews news = { AB_EBOARD_NEWS_REFUSED };

  if (mover == ab_match_get_blind_color (self->match))
    return;
  if (ab_match_play (self->match, mover, move, &error) || ab_match_is_over (self->match))
    return;
  news.position = before;
  news.move = move;
  news.error = error;
  self->told_off = TRUE;
  emit_news (self, &news);
}

static void
verdict_cb (AbEboardSession *session, const AbEboardVerdict *verdict, gint64 time_us,
            gpointer data)
{
  AbMatchEboard *self = data;
  g_autoptr (AbPosition) at = NULL;
  AbEboardNews news = { 0 };

  news.verdict = verdict;
  news.position = ab_match_get_position (self->match);
  switch (verdict->kind)
    {
    case AB_EBOARD_MOVE:
      self->takeback = 0;
      board_move (self, verdict->move);
      emit_changed (self);
      return;
    case AB_EBOARD_ARRIVED:
      self->takeback = 0;
      if (self->told_off && !ab_match_is_over (self->match))
        {
          news.kind = AB_EBOARD_NEWS_IN_STEP;
          emit_news (self, &news);
        }
      self->told_off = FALSE;
      emit_changed (self);
      return;
    case AB_EBOARD_DISCREPANCY:
      news.kind = AB_EBOARD_NEWS_DISCREPANCY;
      at = ab_match_get_position_before (self->match, (guint) verdict->ply);
      news.position = at;
      break;
    case AB_EBOARD_TAKEBACK:
      news.kind = AB_EBOARD_NEWS_TAKEBACK;
      break;
    case AB_EBOARD_NEW_GAME:
      news.kind = AB_EBOARD_NEWS_NEW_GAME;
      break;
    case AB_EBOARD_ROTATED:
      news.kind = AB_EBOARD_NEWS_ROTATED;
      break;
    case AB_EBOARD_WRONG:
      news.kind = AB_EBOARD_NEWS_WRONG;
      break;
    default:
      return;
    }
  self->takeback = verdict->kind == AB_EBOARD_TAKEBACK ? (guint) verdict->plies : 0;
  /* Once the game is over the men are put away: only a new game's start is news. */
  if (news.position == NULL
      || (ab_match_is_over (self->match) && verdict->kind != AB_EBOARD_NEW_GAME))
    {
      emit_changed (self);
      return;
    }
  self->told_off = TRUE;
  emit_news (self, &news);
  emit_changed (self);
}

/* Which side of the clock is White's, learnt from the presses: the side that starts running
 * is, nearly always, the side to move in the match. */
static void
clock_cb (AbEboardSession *session, const AbEboardClock *clock, gint64 time_us, gpointer data)
{
  AbMatchEboard *self = data;
  int runs = !clock->running ? 0 : clock->left_to_move && !clock->right_to_move ? 1
             : clock->right_to_move && !clock->left_to_move ? 2 : 0;

  if (runs != 0 && self->has_clock && runs != self->clock_runs)
    {
      gboolean white_to_move
          = ab_position_side_to_move (ab_match_get_position (self->match)) == AB_WHITE;

      if ((runs == 1) == white_to_move)
        self->votes_left++;
      else
        self->votes_right++;
    }
  self->clock = *clock;
  self->clock_runs = runs;
  self->has_clock = clock->connected;
  emit_changed (self);
}

static void
damaged_cb (AbEboardSession *session, AbEboardDamage damage, gpointer data)
{
  AbMatchEboard *self = data;
  gint64 now = g_get_monotonic_time ();
  AbEboardNews news = { AB_EBOARD_NEWS_NOISE };

  if (self->noise_told_at != 0 && now - self->noise_told_at < AB_MATCH_EBOARD_NOISE_MS * 1000)
    return;
  self->noise_told_at = now;
  news.damage = damage;
  news.position = ab_match_get_position (self->match);
  emit_news (self, &news);
}

static void
fault_cb (AbEboardSession *session, const GError *error, gpointer data)
{
  AbMatchEboard *self = data;
  gboolean was_read = self->state == AB_MATCH_EBOARD_CONNECTED;

  close_session (self);
  if (was_read)
    {
      /* Unplugged during the match: the game goes on by keyboard; it is looked for. */
      self->was_lost = TRUE;
      forget_faults (self);
      set_state (self, AB_MATCH_EBOARD_LOST);
      tell_fault (self, error);
      return;
    }
  set_state (self, self->was_lost ? AB_MATCH_EBOARD_LOST : AB_MATCH_EBOARD_SEARCHING);
  /* Looking for any board, a device that answers as none is left alone until it goes. */
  if (self->wanted == NULL)
    g_hash_table_add (self->rejected, g_strdup (self->device));
  else
    tell_fault (self, error);
}

static const AbEboardSessionFuncs session_funcs = {
  identified_cb, verdict_cb, board_cb, clock_cb, fault_cb, damaged_cb,
};

/* ---- finding the board ---- */

/* The devices to try now: the one the settings name, or those a board may be on and that
 * did not answer as none. */
static GPtrArray *
candidates (AbMatchEboard *self)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_free);
  g_auto (GStrv) devices = NULL;
  GHashTableIter iter;
  gpointer key;

  if (self->wanted != NULL)
    {
      g_ptr_array_add (out, g_strdup (self->wanted));
      return out;
    }
  devices = ab_eboard_list_devices ();
  /* a device unplugged is tried again when it comes back */
  g_hash_table_iter_init (&iter, self->rejected);
  while (g_hash_table_iter_next (&iter, &key, NULL))
    if (!g_strv_contains ((const char *const *) devices, key))
      g_hash_table_iter_remove (&iter);
  for (guint i = 0; devices[i] != NULL; i++)
    if (!g_hash_table_contains (self->rejected, devices[i]))
      g_ptr_array_add (out, g_strdup (devices[i]));
  return out;
}

static void
try_open (AbMatchEboard *self)
{
  g_autoptr (GPtrArray) devices = NULL;
  gboolean told = FALSE;

  if (self->session != NULL || self->state == AB_MATCH_EBOARD_OFF)
    return;
  devices = candidates (self);
  for (guint i = 0; i < devices->len; i++)
    {
      g_autoptr (GError) error = NULL;
      const char *device = g_ptr_array_index (devices, i);

      g_free (self->device);
      self->device = g_strdup (device);
      self->session = ab_eboard_session_open (device, self->protocol, &session_funcs, self,
                                              &error);
      if (self->session != NULL)
        {
          ab_eboard_tracker_set_settle_us (tracker (self), (int64_t) self->settle_ms * 1000);
          self->answered = AB_EBOARD_PROTOCOL_NONE;
          set_state (self, AB_MATCH_EBOARD_OPENING);
          sync_game (self);
          return;
        }
      if (self->wanted != NULL)
        {
          tell_fault (self, error);
          return;
        }
      /* Looking for any board: one the user may not open, or that another program holds,
       * is most likely the board; other devices are left alone. */
      g_hash_table_add (self->rejected, g_strdup (device));
      if (g_error_matches (error, AB_EBOARD_ERROR, AB_EBOARD_ERROR_NO_PERMISSION)
          || g_error_matches (error, AB_EBOARD_ERROR, AB_EBOARD_ERROR_BUSY))
        {
          tell_fault (self, error);
          told = TRUE;
        }
    }
  if (self->wanted == NULL && !told)
    {
      g_autoptr (GError) none = g_error_new_literal (AB_EBOARD_ERROR, AB_EBOARD_ERROR_NO_DEVICE,
                                                     "no board found");

      g_clear_pointer (&self->device, g_free);
      tell_fault (self, none);
    }
}

static gboolean
poll_cb (gpointer data)
{
  try_open (data);
  return G_SOURCE_CONTINUE;
}

static void
stop (AbMatchEboard *self)
{
  close_session (self);
  g_clear_handle_id (&self->poll_source, g_source_remove);
  self->was_lost = FALSE;
  self->takeback = 0;
  self->told_off = FALSE;
  forget_faults (self);
  g_hash_table_remove_all (self->rejected);
  if (self->state != AB_MATCH_EBOARD_OFF)
    set_state (self, AB_MATCH_EBOARD_OFF);
}

/* The settings changed while a board is used: looked for again as they say now. */
static void
restart (AbMatchEboard *self)
{
  if (self->state == AB_MATCH_EBOARD_OFF)
    return;
  close_session (self);
  forget_faults (self);
  g_hash_table_remove_all (self->rejected);
  set_state (self, self->was_lost ? AB_MATCH_EBOARD_LOST : AB_MATCH_EBOARD_SEARCHING);
  try_open (self);
}

/* ---- the match ---- */

/* A new match, a resumption, a take-back, a retraction. */
static void
reset_cb (AbMatch *match, AbMatchEboard *self)
{
  if (!ab_match_get_eboard (match))
    {
      stop (self);
      return;
    }
  if (self->state == AB_MATCH_EBOARD_OFF)
    {
      set_state (self, AB_MATCH_EBOARD_SEARCHING);
      self->poll_source = g_timeout_add (AB_MATCH_EBOARD_POLL_MS, poll_cb, self);
      try_open (self);
      return;
    }
  sync_game (self);
}

/* Every move the match plays, whoever entered it: the board shows it or is to show it. */
static void
move_made_cb (AbMatch *match, guint ply, AbMatchEboard *self)
{
  self->takeback = 0;
  if (self->session != NULL
      && !ab_eboard_session_play (self->session, ab_match_get_move (match, ply)))
    sync_game (self);
  emit_changed (self);
}

/* ---- the object ---- */

static void
ab_match_eboard_dispose (GObject *object)
{
  AbMatchEboard *self = AB_MATCH_EBOARD (object);

  close_session (self);
  g_clear_handle_id (&self->poll_source, g_source_remove);
  if (self->match != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->match, self);
      ab_match_set_eboard_away (self->match, FALSE);
    }
  g_clear_object (&self->match);

  G_OBJECT_CLASS (ab_match_eboard_parent_class)->dispose (object);
}

static void
ab_match_eboard_finalize (GObject *object)
{
  AbMatchEboard *self = AB_MATCH_EBOARD (object);

  g_free (self->wanted);
  g_free (self->device);
  g_free (self->told_device);
  g_hash_table_unref (self->rejected);

  G_OBJECT_CLASS (ab_match_eboard_parent_class)->finalize (object);
}

static void
ab_match_eboard_get_property (GObject *object, guint prop_id, GValue *value,
                              GParamSpec *pspec)
{
  AbMatchEboard *self = AB_MATCH_EBOARD (object);

  switch (prop_id)
    {
    case PROP_DEVICE:
      g_value_set_string (value, self->wanted != NULL ? self->wanted : "");
      break;
    case PROP_PROTOCOL:
      g_value_set_string (value, self->protocol == AB_EBOARD_PROTOCOL_NONE
                                   ? "auto"
                                   : ab_eboard_protocol_name (self->protocol));
      break;
    case PROP_SETTLE_MS:
      g_value_set_uint (value, self->settle_ms);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ab_match_eboard_set_property (GObject *object, guint prop_id, const GValue *value,
                              GParamSpec *pspec)
{
  AbMatchEboard *self = AB_MATCH_EBOARD (object);

  switch (prop_id)
    {
    case PROP_DEVICE:
      ab_match_eboard_set_device (self, g_value_get_string (value));
      break;
    case PROP_PROTOCOL:
      ab_match_eboard_set_protocol (self,
                                    ab_eboard_protocol_from_name (g_value_get_string (value)));
      break;
    case PROP_SETTLE_MS:
      ab_match_eboard_set_settle_ms (self, g_value_get_uint (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ab_match_eboard_class_init (AbMatchEboardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ab_match_eboard_dispose;
  object_class->finalize = ab_match_eboard_finalize;
  object_class->get_property = ab_match_eboard_get_property;
  object_class->set_property = ab_match_eboard_set_property;

  properties[PROP_DEVICE] =
    g_param_spec_string ("device", NULL, NULL, "",
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_PROTOCOL] =
    g_param_spec_string ("protocol", NULL, NULL, "auto",
                         G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  properties[PROP_SETTLE_MS] =
    g_param_spec_uint ("settle-ms", NULL, NULL, 0, 10000, AB_EBOARD_SETTLE_US_DEFAULT / 1000,
                       G_PARAM_READWRITE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* (const AbEboardNews *): valid during the emission only. */
  signals[NEWS] = g_signal_new ("news", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  /* (const GError *) */
  signals[FAULT] = g_signal_new ("fault", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL,
                                 NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
ab_match_eboard_init (AbMatchEboard *self)
{
  self->settle_ms = AB_EBOARD_SETTLE_US_DEFAULT / 1000;
  self->rejected = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  self->told_code = -1;
}

AbMatchEboard *
ab_match_eboard_new (AbMatch *match)
{
  AbMatchEboard *self;

  g_return_val_if_fail (AB_IS_MATCH (match), NULL);

  self = g_object_new (AB_TYPE_MATCH_EBOARD, NULL);
  self->match = g_object_ref (match);
  g_signal_connect (match, "reset", G_CALLBACK (reset_cb), self);
  g_signal_connect (match, "move-made", G_CALLBACK (move_made_cb), self);
  /* the match in progress may already be played on one */
  reset_cb (match, self);
  return self;
}

AbMatch *
ab_match_eboard_get_match (AbMatchEboard *self)
{
  g_return_val_if_fail (AB_IS_MATCH_EBOARD (self), NULL);

  return self->match;
}

void
ab_match_eboard_set_device (AbMatchEboard *self, const char *device)
{
  g_return_if_fail (AB_IS_MATCH_EBOARD (self));

  if (device != NULL && device[0] == '\0')
    device = NULL;
  if (g_strcmp0 (device, self->wanted) == 0)
    return;
  g_free (self->wanted);
  self->wanted = g_strdup (device);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DEVICE]);
  restart (self);
}

void
ab_match_eboard_set_protocol (AbMatchEboard *self, AbEboardProtocol protocol)
{
  g_return_if_fail (AB_IS_MATCH_EBOARD (self));

  if (protocol == self->protocol)
    return;
  self->protocol = protocol;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_PROTOCOL]);
  restart (self);
}

void
ab_match_eboard_set_settle_ms (AbMatchEboard *self, guint settle_ms)
{
  g_return_if_fail (AB_IS_MATCH_EBOARD (self));

  if (settle_ms == self->settle_ms)
    return;
  self->settle_ms = settle_ms;
  if (tracker (self) != NULL)
    ab_eboard_tracker_set_settle_us (tracker (self), (int64_t) settle_ms * 1000);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SETTLE_MS]);
}

const char *
ab_match_eboard_get_wanted_device (AbMatchEboard *self)
{
  g_return_val_if_fail (AB_IS_MATCH_EBOARD (self), NULL);

  return self->wanted;
}

AbMatchEboardState
ab_match_eboard_get_state (AbMatchEboard *self)
{
  g_return_val_if_fail (AB_IS_MATCH_EBOARD (self), AB_MATCH_EBOARD_OFF);

  return self->state;
}

const char *
ab_match_eboard_get_device (AbMatchEboard *self)
{
  g_return_val_if_fail (AB_IS_MATCH_EBOARD (self), NULL);

  return self->device;
}

AbEboardProtocol
ab_match_eboard_get_protocol (AbMatchEboard *self, int *major, int *minor)
{
  g_return_val_if_fail (AB_IS_MATCH_EBOARD (self), AB_EBOARD_PROTOCOL_NONE);

  if (self->state != AB_MATCH_EBOARD_CONNECTED)
    return AB_EBOARD_PROTOCOL_NONE;
  if (major != NULL)
    *major = self->major;
  if (minor != NULL)
    *minor = self->minor;
  return self->answered;
}

gboolean
ab_match_eboard_get_board (AbMatchEboard *self, AbEboardSnapshot *board)
{
  g_return_val_if_fail (AB_IS_MATCH_EBOARD (self), FALSE);

  return tracker (self) != NULL && ab_eboard_tracker_get_board (tracker (self), board);
}

gboolean
ab_match_eboard_get_clock (AbMatchEboard *self, gint64 *white_ms, gint64 *black_ms,
                           gboolean *running)
{
  gboolean white_left;

  g_return_val_if_fail (AB_IS_MATCH_EBOARD (self), FALSE);

  if (!self->has_clock || self->state != AB_MATCH_EBOARD_CONNECTED)
    return FALSE;
  white_left = self->votes_left >= self->votes_right;
  if (white_ms != NULL)
    *white_ms = ab_eboard_clock_white_ms (&self->clock, white_left);
  if (black_ms != NULL)
    *black_ms = ab_eboard_clock_black_ms (&self->clock, white_left);
  if (running != NULL)
    *running = self->clock.running;
  return TRUE;
}

guint
ab_match_eboard_get_takeback (AbMatchEboard *self)
{
  g_return_val_if_fail (AB_IS_MATCH_EBOARD (self), 0);

  return self->state == AB_MATCH_EBOARD_CONNECTED ? self->takeback : 0;
}

gboolean
ab_match_eboard_take_back (AbMatchEboard *self, guint *plies, GError **error)
{
  guint back = ab_match_eboard_get_takeback (self);
  guint n = ab_match_get_n_plies (self->match);
  AbClockReading reading;
  gint64 ms[2] = { 0, 0 };

  g_return_val_if_fail (AB_IS_MATCH_EBOARD (self), FALSE);

  if (back == 0 || back > n)
    {
      g_set_error_literal (error, AB_MATCH_ERROR, AB_MATCH_ERROR_REFUSED,
                           "The opponent's board shows no earlier position");
      return FALSE;
    }
  for (int c = 0; c < 2; c++)
    if (ab_match_get_clock_reading (self->match, (AbColor) c, &reading))
      ms[c] = MAX (reading.time_us / 1000, 0);
  if (!ab_match_arbiter_take_back (self->match, n - back, ms[AB_WHITE], ms[AB_BLACK], error))
    return FALSE;
  if (plies != NULL)
    *plies = back;
  return TRUE;
}
