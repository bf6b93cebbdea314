/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tool-bughouse.c — perft, speak, parse and status with
 * --variant doorgeefschaak: one board of a doorgeefschaak match, read from a
 * crazyhouse-style FEN ("…/RNBQKB1R[Qn] w KQkq - 2 3", or "startpos"), with
 * placements ("Q@f7", "D*f7", "Dame auf Felix sieben") among the moves.
 * Pieces captured on this board leave it (they go to the partner's board);
 * the reserve is what the FEN gives and what the placements use up. */
#include "ab-tool-args.h"
#include "ab-tool-bughouse.h"

#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "ab-bughouse-notation.h"
#include "ab-describe-bughouse.h"

#define VARIANT_NAME "doorgeefschaak"

typedef struct
{
  bool divide;
  bool long_style;
  bool lang_given;
  AbLanguage lang;
  int first; /* the first argument after the options */
} Options;

bool
ab_tool_bughouse_wanted (int argc, char **argv)
{
  for (int i = 1; i < argc && strncmp (argv[i], "--", 2) == 0; i++)
    if (strncmp (argv[i], "--variant", 9) == 0)
      return true;
  return false;
}

/* Reads the options a command allows ("divide", "lang", "long"); prints the
 * problem and returns false on anything else. */
static bool
read_options (int argc, char **argv, const char *allowed, const char *usage, Options *o)
{
  bool variant = false;
  int i = 1;

  memset (o, 0, sizeof *o);
  o->lang = AB_LANG_DE;
  for (; i < argc && strncmp (argv[i], "--", 2) == 0; i++)
    {
      const char *a = argv[i];

      if (strncmp (a, "--variant", 9) == 0 && (a[9] == '\0' || a[9] == '='))
        {
          const char *value = a[9] == '=' ? a + 10 : i + 1 < argc ? argv[++i] : "";

          if (strcmp (value, VARIANT_NAME) != 0)
            {
              fprintf (stderr, "annabella-tool: '%s': the only variant is " VARIANT_NAME "\n",
                       value);
              return false;
            }
          variant = true;
        }
      else if (strcmp (a, "--divide") == 0 && strstr (allowed, "divide"))
        o->divide = true;
      else if (strcmp (a, "--long") == 0 && strstr (allowed, "long"))
        o->long_style = true;
      else if (strcmp (a, "--lang") == 0 && strstr (allowed, "lang") && i + 1 < argc)
        {
          if (!ab_language_from_code (argv[++i], &o->lang))
            {
              fprintf (stderr, "annabella-tool: %s: the language is de, nl or en\n", argv[i]);
              return false;
            }
          o->lang_given = true;
        }
      else
        {
          fprintf (stderr, "annabella-tool: unknown option '%s'\n%s", a, usage);
          return false;
        }
    }
  if (!variant)
    {
      fprintf (stderr, "%s", usage);
      return false;
    }
  o->first = i;
  return true;
}

static AbBughousePosition *
read_position (const char *arg)
{
  AbBughousePosition *pos = ab_bughouse_position_new ();
  AbBughouseFenError error;
  char msg[AB_DESCRIBE_MAX];

  if (pos == NULL)
    {
      fprintf (stderr, "annabella-tool: out of memory\n");
      return NULL;
    }
  if (strcmp (arg, "startpos") == 0 || ab_bughouse_position_set_fen (pos, arg, &error))
    return pos;
  ab_describe_bughouse_fen_error (&error, msg, sizeof msg);
  fprintf (stderr, "annabella-tool: %s\n", msg);
  ab_bughouse_position_free (pos);
  return NULL;
}

typedef void (*MoveFunc) (const AbBughousePosition *pos, AbBughouseMove move, void *data);

static bool
play_moves (AbBughousePosition *pos, int n, char **moves, AbLanguage letters, MoveFunc each,
            void *data)
{
  for (int i = 0; i < n; i++)
    {
      AbBughouseMoveError error;
      AbBughouseMove m = ab_bughouse_move_parse_any (pos, moves[i], &error);
      AbBughouseUndo undo;

      if (m == AB_BUGHOUSE_MOVE_NONE)
        {
          char msg[AB_DESCRIBE_MAX];

          ab_describe_bughouse_move_error (pos, &error, letters, msg, sizeof msg);
          fprintf (stderr, "annabella-tool: %s: %s\n", moves[i], msg);
          return false;
        }
      if (each)
        each (pos, m, data);
      ab_bughouse_position_make (pos, m, &undo);
    }
  return true;
}

#define PERFT_USAGE "Usage: annabella-tool perft --variant " VARIANT_NAME " [--divide] FEN DEPTH\n"

int
ab_tool_bughouse_perft (int argc, char **argv)
{
  AbBughousePosition *pos;
  Options o;
  char *end;
  long depth;
  uint64_t total = 0;

  if (!read_options (argc, argv, "divide", PERFT_USAGE, &o))
    return 1;
  if (argc - o.first != 2)
    {
      fprintf (stderr, PERFT_USAGE);
      return 1;
    }
  depth = strtol (argv[o.first + 1], &end, 10);
  if (*end || end == argv[o.first + 1] || depth < 0 || depth > 20)
    {
      fprintf (stderr, "annabella-tool: perft: DEPTH must be a whole number from 0 to 20\n");
      return 1;
    }
  if ((pos = read_position (argv[o.first])) == NULL)
    return 1;
  if (o.divide && depth > 0)
    {
      static AbBughouseMove moves[AB_BUGHOUSE_MAX_MOVES];
      static uint64_t counts[AB_BUGHOUSE_MAX_MOVES];
      int n = ab_bughouse_perft_divide (pos, (int) depth, moves, counts);

      for (int k = 0; k < n; k++)
        {
          char uci[AB_BUGHOUSE_UCI_MAX];

          ab_bughouse_move_to_uci (pos, moves[k], uci);
          printf ("%s: %" PRIu64 "\n", uci, counts[k]);
          total += counts[k];
        }
      printf ("\n");
    }
  else
    total = ab_bughouse_perft (pos, (int) depth);
  printf ("%" PRIu64 "\n", total);
  ab_bughouse_position_free (pos);
  return 0;
}

#define SPEAK_USAGE \
  "Usage: annabella-tool speak --variant " VARIANT_NAME " [--lang de|nl|en] [--long] FEN MOVE…\n"

typedef struct
{
  AbLanguage lang;
  AbSpokenStyle style;
} SpeakData;

static void
print_spoken (const AbBughousePosition *pos, AbBughouseMove move, void *data)
{
  const SpeakData *d = data;
  char text[AB_SPOKEN_MAX];

  ab_bughouse_move_to_spoken (pos, move, d->lang, d->style, text, sizeof text);
  printf ("%s\n", text);
}

int
ab_tool_bughouse_speak (int argc, char **argv)
{
  AbBughousePosition *pos;
  SpeakData d;
  Options o;
  bool ok;

  if (!read_options (argc, argv, "lang long", SPEAK_USAGE, &o))
    return 1;
  if (argc - o.first < 2)
    {
      fprintf (stderr, SPEAK_USAGE);
      return 1;
    }
  d.lang = o.lang;
  d.style = o.long_style ? AB_SPOKEN_LONG : AB_SPOKEN_SHORT;
  if ((pos = read_position (argv[o.first])) == NULL)
    return 1;
  ok = play_moves (pos, argc - o.first - 1, argv + o.first + 1, AB_LANG_EN, print_spoken, &d);
  ab_bughouse_position_free (pos);
  return ok ? 0 : 1;
}

#define PARSE_USAGE \
  "Usage: annabella-tool parse --variant " VARIANT_NAME " [--lang de|nl|en] FEN TEXT…\n"
#define PARSE_TEXT_MAX 256

int
ab_tool_bughouse_parse (int argc, char **argv)
{
  char text[PARSE_TEXT_MAX] = "", uci[AB_BUGHOUSE_UCI_MAX], san[AB_NOTATION_MAX + 8];
  const AbSanStyle *style = &ab_san_style_pgn;
  AbLanguage letters = AB_LANG_EN;
  AbBughouseMoveError error;
  AbBughousePosition *pos;
  AbBughouseMove move;
  size_t len = 0;
  Options o;

  if (!read_options (argc, argv, "lang", PARSE_USAGE, &o))
    return 1;
  if (argc - o.first < 2)
    {
      fprintf (stderr, PARSE_USAGE);
      return 1;
    }
  if (o.lang_given)
    {
      letters = o.lang;
      style = ab_san_style_default (letters);
    }
  for (int k = o.first + 1; k < argc; k++)
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
  if ((pos = read_position (argv[o.first])) == NULL)
    return 1;
  move = ab_bughouse_move_parse_any (pos, text, &error);
  if (move == AB_BUGHOUSE_MOVE_NONE)
    {
      char msg[AB_DESCRIBE_MAX];

      ab_describe_bughouse_move_error (pos, &error, letters, msg, sizeof msg);
      fprintf (stderr, "annabella-tool: %s: %s\n", text, msg);
      ab_bughouse_position_free (pos);
      return 1;
    }
  ab_bughouse_move_to_uci (pos, move, uci);
  ab_bughouse_move_to_san (pos, move, style, san, sizeof san);
  printf ("%s\n%s\n", uci, san);
  ab_bughouse_position_free (pos);
  return 0;
}

#define STATUS_USAGE "Usage: annabella-tool status --variant " VARIANT_NAME " FEN [MOVE…]\n"

/* One board on its own: the status word (ongoing, check, checkmate,
 * check-waiting, waiting), then "claimable: thirty" when art. 11F may be
 * claimed. */
int
ab_tool_bughouse_status (int argc, char **argv)
{
  static const char *const words[] = {
    [AB_BUGHOUSE_STATUS_ONGOING] = "ongoing",
    [AB_BUGHOUSE_STATUS_CHECK] = "check",
    [AB_BUGHOUSE_STATUS_CHECKMATE] = "checkmate",
    [AB_BUGHOUSE_STATUS_CHECK_WAITING] = "check-waiting",
    [AB_BUGHOUSE_STATUS_WAITING] = "waiting",
  };
  AbBughousePosition *pos;
  Options o;
  bool ok;

  if (!read_options (argc, argv, "", STATUS_USAGE, &o))
    return 1;
  if (argc - o.first < 1)
    {
      fprintf (stderr, STATUS_USAGE);
      return 1;
    }
  if ((pos = read_position (argv[o.first])) == NULL)
    return 1;
  ok = play_moves (pos, argc - o.first - 1, argv + o.first + 1, AB_LANG_EN, NULL, NULL);
  if (ok)
    {
      printf ("%s\n", words[ab_bughouse_position_status (pos)]);
      if (ab_bughouse_position_thirty_moves (pos))
        printf ("claimable: thirty\n");
    }
  ab_bughouse_position_free (pos);
  return ok ? 0 : 1;
}
