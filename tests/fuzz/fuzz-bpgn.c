/* SPDX-License-Identifier: GPL-3.0-or-later */
/* fuzz-bpgn.c — the doorgeefschaak BPGN reader (the two-board window's journal and
 * saved matches) on any bytes.
 *
 * A match that is read must write back as BPGN that reads again to the same
 * BPGN: nothing read is lost or invented. A text that is refused must leave
 * the match as it was and get a sentence. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "ab-bughouse-bpgn.h"
#include "ab-describe-bughouse.h"

static char *
write_bpgn (const AbBughouseMatch *match, const AbBpgnTags *tags)
{
  size_t n = ab_bughouse_bpgn_write (match, tags, NULL, 0);
  char *buf = malloc (n + 1);

  if (ab_bughouse_bpgn_write (match, tags, buf, n + 1) != n)
    abort ();
  return buf;
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  AbBughouseMatch *match = ab_bughouse_match_new ();
  AbBpgnTags tags;
  AbBpgnError err;
  char *text = malloc (size + 1);
  char *before;

  memcpy (text, data, size);
  text[size] = '\0';
  ab_bpgn_tags_init (&tags);
  before = write_bpgn (match, &tags);
  if (ab_bughouse_bpgn_read (match, &tags, text, &err))
    {
      AbBughouseMatch *again = ab_bughouse_match_new ();
      AbBpgnTags tags_again;
      char *first = write_bpgn (match, &tags);
      char *second;

      ab_bpgn_tags_init (&tags_again);
      if (!ab_bughouse_bpgn_read (again, &tags_again, first, &err))
        abort ();
      second = write_bpgn (again, &tags_again);
      if (strcmp (first, second) != 0)
        abort ();
      /* each board alone as PGN */
      for (int b = 0; b < 2; b++)
        {
          size_t n = ab_bughouse_pgn_write_board (match, (AbBughouseBoard) b, &tags, NULL, 0);
          char *pgn = malloc (n + 1);

          if (ab_bughouse_pgn_write_board (match, (AbBughouseBoard) b, &tags, pgn, n + 1) != n)
            abort ();
          free (pgn);
        }
      free (first);
      free (second);
      ab_bughouse_match_free (again);
    }
  else
    {
      AbBpgnTags empty;
      char msg[AB_DESCRIBE_MAX];
      char *after;

      ab_bpgn_tags_init (&empty);
      after = write_bpgn (match, &empty);
      if (err.code == AB_BPGN_OK || strcmp (before, after) != 0)
        abort ();
      ab_describe_bpgn_error (&err, msg, sizeof msg);
      if (msg[0] == '\0')
        abort ();
      free (after);
    }
  free (before);
  free (text);
  ab_bughouse_match_free (match);
  return 0;
}
