/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-voice-variants.c — espeak-ng's variants as the preferences offer them,
 * and a variant set over the language's voice really changes the sound: the
 * female "f3" over German speaks higher than German's own voice. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <glib.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ab-speech-voice.h"

static gboolean
collect (const gint16 *samples, gsize n, gpointer data)
{
  g_array_append_vals (data, samples, (guint) n);
  return TRUE;
}

static GArray *
speak (const char *variant)
{
  GArray *audio = g_array_new (FALSE, FALSE, sizeof (gint16));

  assert_true (ab_voice_set_language_variant (AB_LANG_DE, variant, NULL));
  assert_true (ab_voice_speak ("Springer Felix drei", collect, audio, NULL));
  return audio;
}

/* Sign changes per second over the loud parts: higher for a higher voice. */
static double
crossings_per_second (GArray *audio)
{
  const gint16 *s;
  gsize loud = 0, crossings = 0;

  s = (const gint16 *) audio->data;
  for (gsize i = 1; i < audio->len; i++)
    if (ABS (s[i]) > 500 || ABS (s[i - 1]) > 500)
      {
        loud++;
        crossings += (s[i] < 0) != (s[i - 1] < 0);
      }
  assert_true (loud > 1000);
  return (double) crossings * ab_voice_get_sample_rate () / (double) loud;
}

static void
test_list (void **state)
{
  GPtrArray *variants = ab_voice_list_variants ();
  gboolean has_f3 = FALSE;

  assert_true (variants->len > 10);
  for (guint i = 0; i < variants->len; i++)
    {
      const AbVoiceVariant *v = g_ptr_array_index (variants, i);

      assert_non_null (strchr (v->id, '/') == NULL ? v->id : NULL);
      if (g_str_equal (v->id, "f3"))
        has_f3 = g_str_equal (v->name, "female3");
      if (i > 0)
        {
          const AbVoiceVariant *prev = g_ptr_array_index (variants, i - 1);

          assert_true (g_utf8_collate (prev->name, v->name) <= 0);
        }
    }
  assert_true (has_f3);
}

static void
test_variant_changes_the_voice (void **state)
{
  g_autoptr (GArray) plain = speak (NULL);
  g_autoptr (GArray) female = speak ("f3");
  /* A name that could reach outside the variants' folder is not used. */
  g_autoptr (GArray) outside = speak ("../f3");
  g_autoptr (GArray) plain_again = speak ("");
  double rate = crossings_per_second (plain);
  double female_rate = crossings_per_second (female);
  double outside_rate = crossings_per_second (outside);
  double again_rate = crossings_per_second (plain_again);

  /* espeak-ng's output varies by a few samples from run to run: compare rates. */
  printf ("# sign changes per second: German %.0f, with f3 %.0f, with ../f3 %.0f, "
          "German again %.0f\n", rate, female_rate, outside_rate, again_rate);
  assert_true (female_rate > rate * 1.06);
  assert_true (fabs (outside_rate / rate - 1) < 0.03);
  assert_true (fabs (again_rate / rate - 1) < 0.03);
}

int
main (void)
{
  const struct CMUnitTest tests[] = {
    cmocka_unit_test (test_list),
    cmocka_unit_test (test_variant_changes_the_voice),
  };
  GError *error = NULL;

  if (!ab_voice_init (&error))
    {
      printf ("Bail out! %s\n", error->message);
      return 1;
    }
  return cmocka_run_group_tests (tests, NULL, NULL);
}
