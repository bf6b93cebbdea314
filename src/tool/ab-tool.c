/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tool.c — annabella-tool: the command-line front end over the core. */
#include "config.h"

#include "ab-tool.h"

#include <glib.h>
#include <libintl.h>
#include <locale.h>
#include <string.h>
#include <unistd.h>

typedef struct
{
  const char *name;
  int (*run) (int argc, char **argv);
  const char *usage;
} AbToolCommand;

static const AbToolCommand commands[] = {
  { "perft", ab_tool_perft, "perft [--variant doorgeefschaak] [--divide] FEN DEPTH" },
  { "fen", ab_tool_fen, "fen [--shredder] FEN [MOVE…]" },
  { "can-mate", ab_tool_can_mate, "can-mate FEN white|black" },
  { "status", ab_tool_status, "status [--variant doorgeefschaak] [--edition 2001|2005|2014|2023] FEN [MOVE…]" },
  { "pgn", ab_tool_pgn, "pgn [--to san|nl|de|uci] FILE…" },
  { "clock", ab_tool_clock, "clock CONTROL EVENTS-FILE   (clock --help: the event format)" },
  { "eboard", ab_tool_eboard,
    "eboard --device PATH | --replay FILE | --list [--protocol dgt|millennium] [--fen FEN]\n"
    "       (eboard --help: the options and the lines printed)" },
  { "speak", ab_tool_speak,
    "speak [--variant doorgeefschaak] [--lang de|nl|en] [--long] FEN MOVE…" },
  { "parse", ab_tool_parse, "parse [--variant doorgeefschaak] [--lang de|nl|en] FEN TEXT…" },
  { "tournament", ab_tool_tournament,
    "tournament standings|pairings|crosstable|season|trf [OPTIONS] FILE.trf" },
  { "reconcile", ab_tool_reconcile,
    "reconcile --sheet-a FILE --sheet-b FILE [--board-a BOARD] [--board-b BOARD] [--json] "
    "[--lang de|nl|en]" },
  { "scoresheet", ab_tool_scoresheet,
    "scoresheet --braille|--large-print [--lang de|nl|en] [--game N] [-o FILE] GAME.pgn" },
#ifdef AB_TOOL_HAVE_SPEECH
  { "say", ab_tool_say, "say [--lang de|nl|en] [--rate N] [--backend espeak|speechd] TEXT…" },
  { "hear", ab_tool_hear,
    "hear [--lang de|nl|en] [--threshold 0…1] --fen FEN FILE.wav | --list FILE | --phrases FEN\n"
    "       | [--source NAME] --microphone --fen FEN [--count N] [--seconds S]\n"
    "       (each also with --voice-profile DIR|none)" },
  { "adapt", ab_tool_adapt,
    "adapt [--lang de|nl|en] --script | [--profile DIR] --list FILE   (a voice profile)" },
#endif
};

static void
usage (FILE *out)
{
  fprintf (out, "Usage: annabella-tool COMMAND [ARGS…]\n\nCommands:\n");
  for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
    fprintf (out, "  annabella-tool %s\n", commands[i].usage);
  fprintf (out, "\nA FEN argument also accepts 'startpos' and '960:N' (N = 0–959).\n");
}

int
main (int argc, char **argv)
{
  setlocale (LC_ALL, "");
  /* stdout is the tool's answer, read by scripts: GLib's messages go to stderr. */
  g_log_writer_default_set_use_stderr (TRUE);
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");

  if (argc < 2)
    {
      /* On a terminal, no arguments means: play. */
      if (isatty (STDIN_FILENO) && isatty (STDOUT_FILENO))
        return ab_tool_interactive ();
      usage (stderr);
      return 1;
    }
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0)
    {
      usage (stdout);
      return 0;
    }
  for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
    if (strcmp (argv[1], commands[i].name) == 0)
      return commands[i].run (argc - 1, argv + 1);

  fprintf (stderr, "annabella-tool: unknown command '%s'\n", argv[1]);
  usage (stderr);
  return 1;
}
