/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-mirror-place.c — which monitor the mirror takes: one that is not the
 * player's window's, and none with a single monitor. The fullscreen itself
 * is seen only under Xvfb with one monitor (tests/app/test-app-voice.py). */
#include "ab-mirror-place.h"

static void
test_pick (void)
{
  static const struct { guint n, main, pick; } cases[] = {
    { 0, 0, 0 }, /* no monitor: none */
    { 1, 0, 1 }, /* one: none, the mirror stays a window */
    { 1, 1, 1 }, /* one, the player's not known yet */
    { 2, 0, 1 },
    { 2, 1, 0 },
    { 2, 2, 1 }, /* the player's not known yet: not the first, where it usually opens */
    { 3, 2, 0 },
    { 3, 0, 1 },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    g_assert_cmpuint (ab_mirror_pick_monitor (cases[i].n, cases[i].main), ==, cases[i].pick);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/mirror-place/pick", test_pick);
  return g_test_run ();
}
