/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-trf.c — the TRF reader on any bytes.
 *
 * A file that is read must write back to a text that reads to the same championship and
 * writes the same text again; its standings, season and exports must come out whole. A
 * file that is refused must leave the championship as it was and get a sentence with a
 * line and column inside the file. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ab-describe-tournament.h"
#include "ab-describe.h"
#include "ab-tournament-standings.h"
#include "ab-tournament-trf.h"

static char *
write_all (const AbTournament *t, int group, size_t *len)
{
  char *buf;

  *len = ab_tournament_write_trf (t, group, NULL, 0);
  buf = malloc (*len + 1);
  if (buf == NULL || ab_tournament_write_trf (t, group, buf, *len + 1) != *len
      || strlen (buf) != *len)
    abort ();
  return buf;
}

static void
check_accepted (const AbTournament *t)
{
  AbTournament *back = ab_tournament_new ();
  size_t len, len2;
  char *text = write_all (t, -1, &len), *again;
  AbTrfError error;
  AbExportLabels labels;
  AbSeason season;
  static char out[1 << 16];

  if (!ab_tournament_read_trf (back, text, len, &error) || !ab_tournament_equal (t, back))
    abort ();
  again = write_all (back, -1, &len2);
  if (len != len2 || memcmp (text, again, len) != 0)
    abort ();
  ab_describe_export_labels (&labels, "fuzz");
  for (int g = 0; g < ab_tournament_n_groups (t); g++)
    {
      AbStandings st;
      char *alone;
      AbTournament *one = ab_tournament_new ();

      if (!ab_tournament_standings (t, g, 0, &st)
          || st.n + st.n_removed != ab_tournament_group_size (t, g))
        abort ();
      for (int i = 1; i < st.n; i++)
        if (st.rows[i].points2 > st.rows[i - 1].points2 || st.rows[i].rank < st.rows[i - 1].rank)
          abort ();
      for (int f = AB_EXPORT_TEXT; f <= AB_EXPORT_HTML; f++)
        {
          ab_tournament_export_standings (t, &st, (AbExportFormat) f, &labels, out, sizeof out);
          ab_tournament_export_crosstable (t, g, (AbExportFormat) f, &labels, out, sizeof out);
        }
      alone = write_all (t, g, &len);
      if (!ab_tournament_read_trf (one, alone, len, &error) || ab_tournament_n_groups (one) != 1)
        abort ();
      free (alone);
      ab_tournament_free (one);
    }
  if (!ab_tournament_season (t, 0, &season) || season.n_this > ab_tournament_n_players (t))
    abort ();
  free (again);
  free (text);
  ab_tournament_free (back);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  AbTournament *t = ab_tournament_new ();
  AbTournament *before = ab_tournament_copy (t);
  AbTrfError error;

  /* the reader takes a buffer that need not end in NUL: give it none */
  if (ab_tournament_read_trf (t, (const char *) data, size, &error))
    check_accepted (t);
  else
    {
      char msg[AB_DESCRIBE_MAX];
      int lines = 1;

      for (size_t i = 0; i < size; i++)
        lines += data[i] == '\n';
      if (!ab_tournament_equal (t, before) || error.code == AB_TRF_OK || error.line < 0
          || error.line > lines || error.column < 0)
        abort ();
      ab_describe_trf_error (&error, msg, sizeof msg);
      if (msg[0] == '\0')
        abort ();
    }
  ab_tournament_free (before);
  ab_tournament_free (t);
  return 0;
}
