/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-match-eboard.c — the sighted player's e-board found and opened, looked for again when it
 * goes; the object and its settings (ab-match-eboard-read.c reads the board). */
#include "ab-match-eboard-private.h"

#include "ab-eboard-devices.h"
#include "ab-match-assistant.h"

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

void
_ab_match_eboard_emit_changed (AbMatchEboard *self)
{
  g_signal_emit (self, signals[CHANGED], 0);
}

void
_ab_match_eboard_set_state (AbMatchEboard *self, AbMatchEboardState state)
{
  self->state = state;
  /* The game goes on by keyboard while the board is not read. */
  ab_match_set_eboard_away (self->match, state != AB_MATCH_EBOARD_CONNECTED
                                           && state != AB_MATCH_EBOARD_OFF);
  _ab_match_eboard_emit_changed (self);
}

void
_ab_match_eboard_close (AbMatchEboard *self)
{
  g_clear_pointer (&self->session, ab_eboard_session_free);
  self->has_clock = FALSE;
  self->clock_runs = 0;
  self->first_read = FALSE;
}

void
_ab_match_eboard_emit_news (AbMatchEboard *self, const AbEboardNews *news)
{
  g_signal_emit (self, signals[NEWS], 0, news);
}

/* A fault is told once for each kind and device, until a board answers. */
void
_ab_match_eboard_tell_fault (AbMatchEboard *self, const GError *error)
{
  if (self->told_code == error->code && g_strcmp0 (self->told_device, self->device) == 0)
    return;
  self->told_code = error->code;
  g_free (self->told_device);
  self->told_device = g_strdup (self->device);
  g_signal_emit (self, signals[FAULT], 0, error);
}

void
_ab_match_eboard_forget_faults (AbMatchEboard *self)
{
  self->told_code = -1;
  g_clear_pointer (&self->told_device, g_free);
}

/* The board did not answer, or went away (the session's fault). */
void
_ab_match_eboard_fault (AbMatchEboard *self, const GError *error)
{
  gboolean was_read = self->state == AB_MATCH_EBOARD_CONNECTED;

  _ab_match_eboard_close (self);
  if (was_read)
    {
      /* Unplugged during the match: the game goes on by keyboard; it is looked for. */
      self->was_lost = TRUE;
      _ab_match_eboard_forget_faults (self);
      _ab_match_eboard_set_state (self, AB_MATCH_EBOARD_LOST);
      _ab_match_eboard_tell_fault (self, error);
      return;
    }
  _ab_match_eboard_set_state (self, self->was_lost ? AB_MATCH_EBOARD_LOST
                                                 : AB_MATCH_EBOARD_SEARCHING);
  /* Looking for any board, a device that answers as none is left alone until it goes. */
  if (self->wanted == NULL)
    g_hash_table_add (self->rejected, g_strdup (self->device));
  else
    _ab_match_eboard_tell_fault (self, error);
}

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

  if (self->session != NULL || self->state == AB_MATCH_EBOARD_OFF)
    return;
  devices = candidates (self);
  for (guint i = 0; i < devices->len; i++)
    {
      g_autoptr (GError) error = NULL;
      const char *device = g_ptr_array_index (devices, i);

      g_free (self->device);
      self->device = g_strdup (device);
      self->session = ab_eboard_session_open (device, self->protocol,
                                              &ab_match_eboard_session_funcs, self, &error);
      if (self->session != NULL)
        {
          ab_eboard_tracker_set_settle_us (_ab_match_eboard_tracker (self),
                                           (int64_t) self->settle_ms * 1000);
          self->answered = AB_EBOARD_PROTOCOL_NONE;
          _ab_match_eboard_set_state (self, AB_MATCH_EBOARD_OPENING);
          _ab_match_eboard_sync (self);
          return;
        }
      if (self->wanted != NULL)
        {
          _ab_match_eboard_tell_fault (self, error);
          return;
        }
      /* Looking for any board: one the user may not open, or that another program holds,
       * is most likely the board: told, and tried again; other devices are left alone. */
      if (g_error_matches (error, AB_EBOARD_ERROR, AB_EBOARD_ERROR_NO_PERMISSION)
          || g_error_matches (error, AB_EBOARD_ERROR, AB_EBOARD_ERROR_BUSY))
        _ab_match_eboard_tell_fault (self, error);
      else
        g_hash_table_add (self->rejected, g_strdup (device));
    }
  /* None found: said once, unless why a board is not read was said already. */
  if (self->wanted == NULL && self->told_code < 0)
    {
      g_autoptr (GError) none = g_error_new_literal (AB_EBOARD_ERROR, AB_EBOARD_ERROR_NO_DEVICE,
                                                     "no board found");

      g_clear_pointer (&self->device, g_free);
      _ab_match_eboard_tell_fault (self, none);
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
  _ab_match_eboard_close (self);
  g_clear_handle_id (&self->poll_source, g_source_remove);
  self->was_lost = FALSE;
  self->takeback = 0;
  self->told_off = FALSE;
  _ab_match_eboard_forget_faults (self);
  g_hash_table_remove_all (self->rejected);
  if (self->state != AB_MATCH_EBOARD_OFF)
    _ab_match_eboard_set_state (self, AB_MATCH_EBOARD_OFF);
}

/* The settings changed while a board is used: looked for again as they say now. */
static void
restart (AbMatchEboard *self)
{
  if (self->state == AB_MATCH_EBOARD_OFF)
    return;
  _ab_match_eboard_close (self);
  _ab_match_eboard_forget_faults (self);
  g_hash_table_remove_all (self->rejected);
  _ab_match_eboard_set_state (self, self->was_lost ? AB_MATCH_EBOARD_LOST
                                                 : AB_MATCH_EBOARD_SEARCHING);
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
      _ab_match_eboard_set_state (self, AB_MATCH_EBOARD_SEARCHING);
      self->poll_source = g_timeout_add (AB_MATCH_EBOARD_POLL_MS, poll_cb, self);
      try_open (self);
      return;
    }
  _ab_match_eboard_sync (self);
}

/* Every move the match plays, whoever entered it: the board shows it or is to show it. */
static void
move_made_cb (AbMatch *match, guint ply, AbMatchEboard *self)
{
  self->takeback = 0;
  if (self->session != NULL
      && !ab_eboard_session_play (self->session, ab_match_get_move (match, ply)))
    _ab_match_eboard_sync (self);
  _ab_match_eboard_emit_changed (self);
}

/* ---- the object ---- */

static void
ab_match_eboard_dispose (GObject *object)
{
  AbMatchEboard *self = AB_MATCH_EBOARD (object);

  _ab_match_eboard_close (self);
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
  if (_ab_match_eboard_tracker (self) != NULL)
    ab_eboard_tracker_set_settle_us (_ab_match_eboard_tracker (self), (int64_t) settle_ms * 1000);
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

