/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-practice-setup.c — the --practice text: COLOUR,LEVEL,TIME,START, each part
 * optional; anything else is refused with the part named and nothing changed. */
#include <string.h>

#include "ab-practice-setup.h"

typedef struct
{
  const char *spec;
  gboolean ok;
  AbPracticeColor color;
  AbEngineStrength strength;
  const char *time_control;
  int start;
  const char *bad_part; /* named in the message on failure */
} SpecCase;

static const SpecCase spec_cases[] = {
  { "", TRUE, AB_PRACTICE_COLOR_WHITE, AB_ENGINE_STRENGTH_BEGINNER, "900+10",
    AB_PRACTICE_START_STANDARD, NULL },
  { "white,beginner,blitz", TRUE, AB_PRACTICE_COLOR_WHITE, AB_ENGINE_STRENGTH_BEGINNER, "180+2",
    AB_PRACTICE_START_STANDARD, NULL },
  { "black,club,rapid,960", TRUE, AB_PRACTICE_COLOR_BLACK, AB_ENGINE_STRENGTH_CLUB, "900+10",
    AB_PRACTICE_START_RANDOM_960, NULL },
  { "Random,FULL,none,960:518", TRUE, AB_PRACTICE_COLOR_RANDOM, AB_ENGINE_STRENGTH_FULL, "-",
    518, NULL },
  { ",strong,,0", TRUE, AB_PRACTICE_COLOR_WHITE, AB_ENGINE_STRENGTH_STRONG, "900+10", 0, NULL },
  { "black", TRUE, AB_PRACTICE_COLOR_BLACK, AB_ENGINE_STRENGTH_BEGINNER, "900+10",
    AB_PRACTICE_START_STANDARD, NULL },
  { " black , club , 300+3 , standard ", TRUE, AB_PRACTICE_COLOR_BLACK,
    AB_ENGINE_STRENGTH_CLUB, "300+3", AB_PRACTICE_START_STANDARD, NULL },
  { "white,beginner,club", TRUE, AB_PRACTICE_COLOR_WHITE, AB_ENGINE_STRENGTH_BEGINNER,
    "5400+10", AB_PRACTICE_START_STANDARD, NULL },
  { "white,beginner,40/5400+30:1800+30", TRUE, AB_PRACTICE_COLOR_WHITE,
    AB_ENGINE_STRENGTH_BEGINNER, "40/5400+30:1800+30", AB_PRACTICE_START_STANDARD, NULL },
  { "purple", FALSE, 0, 0, NULL, 0, "purple" },
  { "white,grandmaster", FALSE, 0, 0, NULL, 0, "grandmaster" },
  { "white,club,soon", FALSE, 0, 0, NULL, 0, "soon" },
  { "white,club,rapid,960:960", FALSE, 0, 0, NULL, 0, "960:960" },
  { "white,club,rapid,-1", FALSE, 0, 0, NULL, 0, "-1" },
  { "white,club,rapid,12x", FALSE, 0, 0, NULL, 0, "12x" },
  { "white,club,rapid,960,extra", FALSE, 0, 0, NULL, 0, "extra" },
};

static void
test_practice_spec (gconstpointer data)
{
  const SpecCase *c = data;
  g_autoptr (GError) error = NULL;
  AbPracticeSetup setup, before;

  ab_practice_setup_init (&setup);
  before = setup;
  if (!c->ok)
    {
      g_assert_false (ab_practice_setup_parse (c->spec, &setup, &error));
      g_assert_error (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE);
      g_assert_nonnull (strstr (error->message, c->bad_part));
      /* Bad input changes nothing. */
      g_assert_cmpmem (&setup, sizeof setup, &before, sizeof before);
      return;
    }
  g_assert_true (ab_practice_setup_parse (c->spec, &setup, &error));
  g_assert_no_error (error);
  g_assert_cmpint (setup.color, ==, c->color);
  g_assert_cmpint (setup.strength, ==, c->strength);
  g_assert_cmpstr (setup.time_control, ==, c->time_control);
  g_assert_cmpint (setup.start, ==, c->start);
  /* The journal's form of it (ab-practice-note.h) reads back the same. */
  {
    g_autofree char *spec = ab_practice_setup_to_spec (&setup);
    AbPracticeSetup again;

    ab_practice_setup_init (&again);
    again.color = AB_PRACTICE_COLOR_RANDOM;
    again.strength = AB_ENGINE_STRENGTH_FULL;
    g_assert_true (ab_practice_setup_parse (spec, &again, &error));
    g_assert_no_error (error);
    g_assert_cmpmem (&again, sizeof again, &setup, sizeof setup);
  }
}

/* The presets the dialog offers are the clock presets' own texts. */
static void
test_practice_presets (void)
{
  static const char *const texts[] = { "40/5400+30:1800+30", "5400+10", "900+10", "180+2" };
  char buf[AB_TIME_CONTROL_TEXT_MAX];

  G_STATIC_ASSERT (G_N_ELEMENTS (texts) == AB_TIME_CONTROL_N_PRESETS);
  for (guint p = 0; p < AB_TIME_CONTROL_N_PRESETS; p++)
    {
      ab_practice_preset_text ((AbTimeControlPreset) p, buf, sizeof buf);
      g_assert_cmpstr (buf, ==, texts[p]);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (spec_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/practice/spec/%u", i);

      g_test_add_data_func (path, &spec_cases[i], test_practice_spec);
    }
  g_test_add_func ("/practice/presets", test_practice_presets);
  return g_test_run ();
}
