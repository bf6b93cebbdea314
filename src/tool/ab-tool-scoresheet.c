/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tool-scoresheet.c — annabella-tool scoresheet --braille|--large-print
 * [--lang de|nl|en] [--game N] [-o FILE] GAME.pgn: a game of a PGN file as a scoresheet
 * for paper (D.2.7): an embosser's BRF file in grade 1 braille, or a large-print PDF.
 * Written to FILE, or to stdout (a PDF not to a terminal). The words and the piece
 * letters are the language's (German unless --lang); the game is the first unless
 * --game. A broken game: FILE:LINE: message on stderr, exit status 1. */
#include "ab-tool.h"
#include "ab-tool-args.h"

#include <errno.h>
#include <glib.h>
#include <string.h>
#include <unistd.h>

#include "ab-braille-scoresheet.h"
#include "ab-describe-pgn.h"
#include "ab-describe.h"
#include "ab-large-print.h"
#include "ab-pgn.h"
#include "ab-scoresheet.h"

#define SCORESHEET_USAGE                                                                  \
  "Usage: annabella-tool scoresheet --braille|--large-print [--lang de|nl|en] [--game N]\n" \
  "       [-o FILE] GAME.pgn\n"

typedef struct
{
  gboolean braille;
  gboolean large_print;
  AbLanguage lang;
  long game;
  const char *output;
  const char *input;
} Options;

static gboolean
read_options (int argc, char **argv, Options *o)
{
  for (int i = 1; i < argc; i++)
    {
      const char *arg = argv[i];
      gboolean has_value = i + 1 < argc;

      if (strcmp (arg, "--braille") == 0)
        o->braille = TRUE;
      else if (strcmp (arg, "--large-print") == 0)
        o->large_print = TRUE;
      else if (strcmp (arg, "--lang") == 0 && has_value)
        {
          if (!ab_language_from_code (argv[++i], &o->lang))
            {
              fprintf (stderr, "annabella-tool: %s: the language is de, nl or en\n", argv[i]);
              return FALSE;
            }
        }
      else if (strcmp (arg, "--game") == 0 && has_value)
        {
          char *end;

          o->game = strtol (argv[++i], &end, 10);
          if (*end || o->game < 1)
            {
              fprintf (stderr, "annabella-tool: %s: --game takes a game's number, 1 the first\n",
                       argv[i]);
              return FALSE;
            }
        }
      else if ((strcmp (arg, "-o") == 0 || strcmp (arg, "--output") == 0) && has_value)
        o->output = argv[++i];
      else if (arg[0] == '-' && arg[1] != '\0')
        {
          fprintf (stderr, "annabella-tool: unknown option '%s'\n" SCORESHEET_USAGE, arg);
          return FALSE;
        }
      else if (o->input == NULL)
        o->input = arg;
      else
        {
          fprintf (stderr, SCORESHEET_USAGE);
          return FALSE;
        }
    }
  if (o->input == NULL || o->braille == o->large_print)
    {
      fprintf (stderr, SCORESHEET_USAGE);
      return FALSE;
    }
  return TRUE;
}

/* Game number n of the file into game; false with the reason on stderr. */
static gboolean
read_game (const char *path, long n, AbPgnGame *game)
{
  g_autoptr (GError) error = NULL;
  g_autofree char *data = NULL;
  gsize len = 0;
  AbPgnReader *reader;
  gboolean found = FALSE, broken = FALSE;

  if (!g_file_get_contents (path, &data, &len, &error))
    {
      fprintf (stderr, "annabella-tool: %s\n", error->message);
      return FALSE;
    }
  reader = ab_pgn_reader_new ();
  ab_pgn_reader_input (reader, data, len, true);
  for (long i = 1; !found && !broken; i++)
    {
      AbPgnError pgn_error;
      char msg[AB_DESCRIBE_MAX];

      switch (ab_pgn_reader_next (reader, game, &pgn_error))
        {
        case AB_PGN_READ_GAME:
          found = i == n;
          break;
        case AB_PGN_READ_ERROR:
          if (i == n)
            {
              ab_describe_pgn_error (&pgn_error, msg, sizeof msg);
              fprintf (stderr, "%s:%zu: %s\n", path, pgn_error.line, msg);
              broken = TRUE;
            }
          break;
        case AB_PGN_READ_END:
        case AB_PGN_READ_MORE:
          fprintf (stderr, "annabella-tool: %s holds %ld game(s), not game %ld\n", path, i - 1, n);
          broken = TRUE;
          break;
        }
    }
  ab_pgn_reader_free (reader);
  return found;
}

static gboolean
write_bytes (const Options *o, GBytes *bytes)
{
  g_autoptr (GError) error = NULL;
  gsize len;
  const char *data = g_bytes_get_data (bytes, &len);

  if (o->output)
    {
      if (!g_file_set_contents (o->output, data, (gssize) len, &error))
        {
          fprintf (stderr, "annabella-tool: %s\n", error->message);
          return FALSE;
        }
      return TRUE;
    }
  if (o->large_print && isatty (STDOUT_FILENO))
    {
      fprintf (stderr, "annabella-tool: a PDF is not for the terminal: write it with -o FILE\n");
      return FALSE;
    }
  if (fwrite (data, 1, len, stdout) != len || fflush (stdout) != 0)
    {
      fprintf (stderr, "annabella-tool: stdout: %s\n", strerror (errno));
      return FALSE;
    }
  return TRUE;
}

int
ab_tool_scoresheet (int argc, char **argv)
{
  Options o = { .lang = AB_LANG_DE, .game = 1 };
  g_autoptr (GError) error = NULL;
  g_autoptr (GBytes) bytes = NULL;
  AbPgnGame game;
  AbScoresheet sheet;
  gboolean ok;

  if (!read_options (argc, argv, &o))
    return 1;
  ab_pgn_game_init (&game);
  ok = read_game (o.input, o.game, &game);
  if (ok && !ab_scoresheet_init (&sheet, &game, o.lang))
    {
      fprintf (stderr, "annabella-tool: out of memory\n");
      ok = FALSE;
    }
  ab_pgn_game_clear (&game);
  if (!ok)
    return 1;
  bytes = o.braille ? ab_braille_scoresheet_brf (&sheet, &error)
                    : ab_large_print_pdf (&sheet, &error);
  ab_scoresheet_clear (&sheet);
  if (bytes == NULL)
    {
      fprintf (stderr, "annabella-tool: %s\n", error->message);
      return 1;
    }
  return write_bytes (&o, bytes) ? 0 : 1;
}
