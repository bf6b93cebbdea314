/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tool-speak.c — annabella-tool speak [--lang de|nl|en] [--long] FEN MOVE…:
 * plays the moves and prints each one's announcement (Appendix D.2.1), one
 * line per move, in the order they were made. */
#include "ab-tool.h"
#include "ab-tool-args.h"
#include "ab-tool-bughouse.h"

#include <string.h>

#include "ab-spoken.h"

#define SPEAK_USAGE "Usage: annabella-tool speak [--variant doorgeefschaak] [--lang de|nl|en] [--long] FEN MOVE…\n"

typedef struct
{
  AbLanguage lang;
  AbSpokenStyle style;
} SpeakOptions;

static void
print_announcement (const AbPosition *pos, AbMove move, void *data)
{
  const SpeakOptions *options = data;
  char text[AB_SPOKEN_MAX];

  ab_move_to_spoken (pos, move, options->lang, options->style, text, sizeof text);
  printf ("%s\n", text);
}

int
ab_tool_speak (int argc, char **argv)
{
  SpeakOptions options = { AB_LANG_DE, AB_SPOKEN_SHORT };
  AbPosition *pos;
  bool ok;
  int i = 1;

  if (ab_tool_bughouse_wanted (argc, argv))
    return ab_tool_bughouse_speak (argc, argv);
  for (; i < argc && strncmp (argv[i], "--", 2) == 0; i++)
    {
      if (strcmp (argv[i], "--long") == 0)
        options.style = AB_SPOKEN_LONG;
      else if (strcmp (argv[i], "--lang") == 0 && i + 1 < argc)
        {
          if (!ab_language_from_code (argv[++i], &options.lang))
            {
              fprintf (stderr, "annabella-tool: %s: the language is de, nl or en\n", argv[i]);
              return 1;
            }
        }
      else
        {
          fprintf (stderr, "annabella-tool: unknown option '%s'\n" SPEAK_USAGE, argv[i]);
          return 1;
        }
    }
  if (argc - i < 2)
    {
      fprintf (stderr, SPEAK_USAGE);
      return 1;
    }
  pos = ab_position_new ();
  ok = ab_tool_read_position (argv[i], pos)
       && ab_tool_play_moves (pos, argc - i - 1, argv + i + 1, print_announcement, &options);
  ab_position_free (pos);
  return ok ? 0 : 1;
}
