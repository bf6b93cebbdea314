/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-practice-setup.c — a practice game's choices, and the --practice text. */
#include "ab-practice-setup.h"

#include <glib/gi18n.h>
#include <stdlib.h>
#include <string.h>

static const char *const strength_words[] = { "beginner", "club", "strong", "full" };
static const char *const preset_words[] = { "classical", "club", "rapid", "blitz" };

G_STATIC_ASSERT (G_N_ELEMENTS (preset_words) == AB_TIME_CONTROL_N_PRESETS);

void
ab_practice_preset_text (AbTimeControlPreset preset, char *buf, size_t size)
{
  AbTimeControl control;

  ab_time_control_set_preset (&control, preset);
  ab_time_control_to_text (&control, buf, size);
}

void
ab_practice_setup_init (AbPracticeSetup *setup)
{
  memset (setup, 0, sizeof *setup);
  setup->color = AB_PRACTICE_COLOR_WHITE;
  setup->strength = AB_ENGINE_STRENGTH_BEGINNER;
  ab_practice_preset_text (AB_TIME_CONTROL_PRESET_RAPID, setup->time_control,
                           sizeof setup->time_control);
  setup->start = AB_PRACTICE_START_STANDARD;
}

char *
ab_practice_setup_to_spec (const AbPracticeSetup *setup)
{
  static const char *const colors[] = { "white", "black", "random" };
  g_autofree char *start = setup->start >= 0 ? g_strdup_printf ("960:%d", setup->start)
                           : setup->start == AB_PRACTICE_START_RANDOM_960 ? g_strdup ("960")
                                                                          : g_strdup ("standard");

  g_return_val_if_fail ((guint) setup->color < G_N_ELEMENTS (colors)
                          && (guint) setup->strength < G_N_ELEMENTS (strength_words),
                        NULL);
  return g_strdup_printf ("%s,%s,%s,%s", colors[setup->color], strength_words[setup->strength],
                          g_str_equal (setup->time_control, "-") ? "none" : setup->time_control,
                          start);
}

static gboolean
bad (GError **error, const char *part)
{
  g_set_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE,
               _("--practice: “%s” is not understood; write COLOUR,LEVEL,TIME,START, e.g. "
                 "white,beginner,blitz,960"),
               part);
  return FALSE;
}

/* A whole decimal number in [0, 959], or -1. */
static int
chess960_number (const char *text)
{
  char *end = NULL;
  long n;

  if (!g_ascii_isdigit (text[0]))
    return -1;
  n = strtol (text, &end, 10);
  return *end == '\0' && n >= 0 && n < 960 ? (int) n : -1;
}

static gboolean
parse_start (const char *part, int *start)
{
  int number;

  if (g_ascii_strcasecmp (part, "standard") == 0)
    {
      *start = AB_PRACTICE_START_STANDARD;
      return TRUE;
    }
  if (g_ascii_strcasecmp (part, "960") == 0 || g_ascii_strcasecmp (part, "chess960") == 0)
    {
      *start = AB_PRACTICE_START_RANDOM_960;
      return TRUE;
    }
  number = chess960_number (g_ascii_strncasecmp (part, "960:", 4) == 0 ? part + 4 : part);
  if (number < 0)
    return FALSE;
  *start = number;
  return TRUE;
}

static gboolean
parse_time (const char *part, char *buf, size_t size)
{
  AbTimeControl control;

  if (g_ascii_strcasecmp (part, "none") == 0 || g_str_equal (part, "-"))
    {
      g_strlcpy (buf, "-", size);
      return TRUE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (preset_words); i++)
    if (g_ascii_strcasecmp (part, preset_words[i]) == 0)
      {
        ab_practice_preset_text ((AbTimeControlPreset) i, buf, size);
        return TRUE;
      }
  if (!ab_time_control_parse (part, &control, NULL))
    return FALSE;
  g_strlcpy (buf, part, size);
  return TRUE;
}

gboolean
ab_practice_setup_parse (const char *spec, AbPracticeSetup *setup, GError **error)
{
  g_auto (GStrv) parts = NULL;
  AbPracticeSetup out = *setup;
  guint n;

  g_return_val_if_fail (spec != NULL && setup != NULL, FALSE);

  parts = g_strsplit (spec, ",", -1);
  n = g_strv_length (parts);
  if (n > 4)
    return bad (error, spec);
  for (guint i = 0; i < n; i++)
    {
      const char *part = g_strstrip (parts[i]);
      gboolean ok = FALSE;

      if (part[0] == '\0')
        continue;
      switch (i)
        {
        case 0:
          ok = TRUE;
          if (g_ascii_strcasecmp (part, "white") == 0)
            out.color = AB_PRACTICE_COLOR_WHITE;
          else if (g_ascii_strcasecmp (part, "black") == 0)
            out.color = AB_PRACTICE_COLOR_BLACK;
          else if (g_ascii_strcasecmp (part, "random") == 0)
            out.color = AB_PRACTICE_COLOR_RANDOM;
          else
            ok = FALSE;
          break;
        case 1:
          for (guint s = 0; s < G_N_ELEMENTS (strength_words) && !ok; s++)
            if (g_ascii_strcasecmp (part, strength_words[s]) == 0)
              {
                out.strength = (AbEngineStrength) s;
                ok = TRUE;
              }
          break;
        case 2:
          ok = parse_time (part, out.time_control, sizeof out.time_control);
          break;
        default:
          ok = parse_start (part, &out.start);
          break;
        }
      if (!ok)
        return bad (error, part);
    }
  *setup = out;
  return TRUE;
}
