/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-engine-options.c — declared options, wanted values, setoption lines. */
#include "ab-engine-options.h"

struct _AbEngineOptions
{
  GHashTable *declared; /* lower-case name → AbUciOption* */
  GHashTable *sent;     /* lower-case name → value last sent */
};

G_DEFINE_ENUM_TYPE (AbEngineStrength, ab_engine_strength,
                    G_DEFINE_ENUM_VALUE (AB_ENGINE_STRENGTH_BEGINNER, "beginner"),
                    G_DEFINE_ENUM_VALUE (AB_ENGINE_STRENGTH_CLUB, "club"),
                    G_DEFINE_ENUM_VALUE (AB_ENGINE_STRENGTH_STRONG, "strong"),
                    G_DEFINE_ENUM_VALUE (AB_ENGINE_STRENGTH_FULL, "full"))

/* The named strengths: UCI_Elo where the engine has it, else a Skill Level of
 * Stockfish's 0–20 scale. 0 means "no limit by Elo". */
static const struct
{
  int elo;
  int skill;
} strengths[] = {
  [AB_ENGINE_STRENGTH_BEGINNER] = { 0, 0 },
  [AB_ENGINE_STRENGTH_CLUB] = { 1700, 6 },
  [AB_ENGINE_STRENGTH_STRONG] = { 2200, 14 },
  [AB_ENGINE_STRENGTH_FULL] = { 0, 20 },
};

static void
option_free (gpointer data)
{
  AbUciOption *option = data;

  ab_uci_option_clear (option);
  g_free (option);
}

AbEngineOptions *
ab_engine_options_new (void)
{
  AbEngineOptions *self = g_new0 (AbEngineOptions, 1);

  self->declared = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, option_free);
  self->sent = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  return self;
}

void
ab_engine_options_free (AbEngineOptions *self)
{
  if (self == NULL)
    return;
  g_hash_table_unref (self->declared);
  g_hash_table_unref (self->sent);
  g_free (self);
}

void
ab_engine_options_reset (AbEngineOptions *self)
{
  g_hash_table_remove_all (self->declared);
  g_hash_table_remove_all (self->sent);
}

void
ab_engine_options_declare (AbEngineOptions *self, AbUciOption *option)
{
  AbUciOption *copy = g_new (AbUciOption, 1);

  *copy = *option;
  option->name = NULL;
  option->default_value = NULL;
  g_hash_table_replace (self->declared, g_ascii_strdown (copy->name, -1), copy);
}

const AbUciOption *
ab_engine_options_lookup (AbEngineOptions *self, const char *name)
{
  g_autofree char *key = g_ascii_strdown (name, -1);

  return g_hash_table_lookup (self->declared, key);
}

static const AbUciOption *
lookup_typed (AbEngineOptions *self, const char *name, AbUciOptionType type)
{
  const AbUciOption *option = ab_engine_options_lookup (self, name);

  return option != NULL && option->type == type ? option : NULL;
}

/* Sends name = value unless that is what the engine already has. */
static void
set (AbEngineOptions *self, const AbUciOption *option, const char *value, GString *commands)
{
  g_autofree char *key = NULL;
  g_autofree char *line = NULL;
  const char *sent;

  if (option == NULL || option->type == AB_UCI_OPTION_BUTTON)
    return;
  key = g_ascii_strdown (option->name, -1);
  sent = g_hash_table_lookup (self->sent, key);
  if (g_strcmp0 (sent, value) == 0)
    return;
  line = ab_uci_format_setoption (option->name, value);
  if (line == NULL)
    return;
  g_string_append (commands, line);
  g_hash_table_replace (self->sent, g_steal_pointer (&key), g_strdup (value));
}

static void
set_spin (AbEngineOptions *self, const AbUciOption *option, gint64 value, GString *commands)
{
  char text[24];

  if (option == NULL)
    return;
  g_snprintf (text, sizeof text, "%" G_GINT64_FORMAT, CLAMP (value, option->min, option->max));
  set (self, option, text, commands);
}

static void
set_check (AbEngineOptions *self, const AbUciOption *option, gboolean value, GString *commands)
{
  set (self, option, value ? "true" : "false", commands);
}

/* A Skill Level of Stockfish's 0–20 in the engine's own range. */
static gint64
scale_skill (const AbUciOption *skill, int level)
{
  gint64 min = skill->min == G_MININT64 ? 0 : skill->min;
  gint64 max = skill->max == G_MAXINT64 ? 20 : skill->max;

  return min + (max - min) * level / 20;
}

static void
set_strength (AbEngineOptions *self, AbEngineStrength strength, GString *commands)
{
  const AbUciOption *skill = lookup_typed (self, "Skill Level", AB_UCI_OPTION_SPIN);
  const AbUciOption *limit = lookup_typed (self, "UCI_LimitStrength", AB_UCI_OPTION_CHECK);
  const AbUciOption *elo = lookup_typed (self, "UCI_Elo", AB_UCI_OPTION_SPIN);
  gboolean has_elo = limit != NULL && elo != NULL;

  strength = CLAMP (strength, AB_ENGINE_STRENGTH_BEGINNER, AB_ENGINE_STRENGTH_FULL);
  if (strengths[strength].elo > 0 && has_elo)
    {
      set_spin (self, skill, G_MAXINT64, commands);
      set_check (self, limit, TRUE, commands);
      set_spin (self, elo, strengths[strength].elo, commands);
    }
  else if (skill != NULL)
    {
      set_spin (self, skill, scale_skill (skill, strengths[strength].skill), commands);
      set_check (self, limit, FALSE, commands);
    }
  else if (has_elo)
    {
      gboolean weakest = strength == AB_ENGINE_STRENGTH_BEGINNER;

      set_check (self, limit, weakest, commands);
      if (weakest)
        set_spin (self, elo, G_MININT64, commands);
    }
}

void
ab_engine_options_update (AbEngineOptions *self, const AbEngineSettings *settings,
                          GString *commands)
{
  if (settings->custom != NULL)
    {
      GHashTableIter iter;
      gpointer name, value;

      g_hash_table_iter_init (&iter, settings->custom);
      while (g_hash_table_iter_next (&iter, &name, &value))
        set (self, ab_engine_options_lookup (self, name), value, commands);
    }
  set_spin (self, lookup_typed (self, "Threads", AB_UCI_OPTION_SPIN), settings->threads,
            commands);
  set_spin (self, lookup_typed (self, "Hash", AB_UCI_OPTION_SPIN), settings->hash_mb, commands);
  set_strength (self, settings->strength, commands);
  set_check (self, lookup_typed (self, "UCI_Chess960", AB_UCI_OPTION_CHECK), settings->chess960,
             commands);
}
