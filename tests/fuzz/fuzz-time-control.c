/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-time-control.c — the time-control reader (the new-match dialog's custom
 * control, a PGN's TimeControl tag, the journal) on any bytes.
 *
 * A text that is read gives a control ab_time_control_is_valid accepts; it is
 * written and read back to the same control. A text that is refused leaves
 * the control as it was and gets a sentence. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ab-describe-clock.h"
#include "ab-time-control.h"

static bool
same (const AbTimeControl *a, const AbTimeControl *b)
{
  if (a->kind != b->kind || a->n_periods != b->n_periods)
    return false;
  for (int i = 0; i < a->n_periods; i++)
    {
      const AbTimePeriod *x = &a->periods[i], *y = &b->periods[i];

      if (x->moves != y->moves || x->time_us != y->time_us || x->bonus != y->bonus
          || x->bonus_us != y->bonus_us)
        return false;
    }
  return true;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  char *text = malloc (size + 1);
  AbTimeControl control, before, again;
  AbTimeControlError error;
  char written[AB_TIME_CONTROL_TEXT_MAX], sentence[512];

  memcpy (text, data, size);
  text[size] = '\0';
  memset (&control, 0x5a, sizeof control);
  before = control;
  if (ab_time_control_parse (text, &control, &error))
    {
      if (!ab_time_control_is_valid (&control))
        abort ();
      /* a time in fractions of a second has no text of its own: fine to refuse */
      if (ab_time_control_to_text (&control, written, sizeof written))
        {
          if (!ab_time_control_parse (written, &again, NULL) || !same (&control, &again))
            abort ();
        }
      (void) ab_time_control_game_time (&control, true);
    }
  else
    {
      if (memcmp (&control, &before, sizeof control) != 0 || error.code == AB_TIME_CONTROL_OK)
        abort ();
      ab_describe_time_control_error (&error, sentence, sizeof sentence);
      if (sentence[0] == '\0')
        abort ();
    }
  free (text);
  return 0;
}
