/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tool-parse.c — annabella-tool parse [--lang de|nl|en] FEN TEXT…: reads
 * one move in any written or spoken form and prints it in UCI on the first
 * line and in SAN on the second. The SAN has English letters (the PGN form)
 * unless --lang names the letters, which also names the language of the
 * error message's moves. TEXT may be split over several arguments
 * ("Springer Felix drei" unquoted); they are joined with spaces. */
#include "ab-tool.h"
#include "ab-tool-args.h"
#include "ab-tool-bughouse.h"

#include <string.h>

#include "ab-describe-move.h"
#include "ab-describe.h"
#include "ab-spoken.h"
#include "ab-uci.h"

#define PARSE_USAGE "Usage: annabella-tool parse [--variant doorgeefschaak] [--lang de|nl|en] FEN TEXT…\n"
#define PARSE_TEXT_MAX 256

int
ab_tool_parse (int argc, char **argv)
{
  const AbSanStyle *style = &ab_san_style_pgn;
  AbLanguage letters = AB_LANG_EN;
  char text[PARSE_TEXT_MAX] = "", uci[AB_UCI_MAX], san[AB_NOTATION_MAX], msg[AB_DESCRIBE_MAX];
  AbMoveError error;
  AbPosition *pos;
  AbMove move;
  size_t len = 0;
  int i = 1;

  if (ab_tool_bughouse_wanted (argc, argv))
    return ab_tool_bughouse_parse (argc, argv);
  for (; i < argc && strncmp (argv[i], "--", 2) == 0; i++)
    {
      if (strcmp (argv[i], "--lang") == 0 && i + 1 < argc)
        {
          if (!ab_language_from_code (argv[++i], &letters))
            {
              fprintf (stderr, "annabella-tool: %s: the language is de, nl or en\n", argv[i]);
              return 1;
            }
          style = ab_san_style_default (letters);
        }
      else
        {
          fprintf (stderr, "annabella-tool: unknown option '%s'\n" PARSE_USAGE, argv[i]);
          return 1;
        }
    }
  if (argc - i < 2)
    {
      fprintf (stderr, PARSE_USAGE);
      return 1;
    }
  for (int k = i + 1; k < argc; k++)
    {
      size_t n = strlen (argv[k]);

      if (len + n + 2 > sizeof text)
        {
          fprintf (stderr, "annabella-tool: the move text is longer than %d bytes\n",
                   PARSE_TEXT_MAX - 1);
          return 1;
        }
      if (len > 0)
        text[len++] = ' ';
      memcpy (text + len, argv[k], n + 1);
      len += n;
    }

  pos = ab_position_new ();
  if (!ab_tool_read_position (argv[i], pos))
    {
      ab_position_free (pos);
      return 1;
    }
  move = ab_move_parse_any (pos, text, &error);
  if (move == AB_MOVE_NONE)
    {
      ab_describe_move_error (pos, &error, letters, msg, sizeof msg);
      fprintf (stderr, "annabella-tool: %s: %s\n", text, msg);
      ab_position_free (pos);
      return 1;
    }
  ab_move_to_uci (pos, move, uci);
  ab_move_to_san (pos, move, style, san, sizeof san);
  printf ("%s\n%s\n", uci, san);
  ab_position_free (pos);
  return 0;
}
