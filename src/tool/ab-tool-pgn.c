/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tool-pgn.c — annabella-tool pgn [--to san|nl|de|uci] FILE…: reads and
 * validates every game, reports each broken one as FILE:LINE: message, and
 * with --to writes the valid games in that notation. */
#include "ab-tool.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ab-describe-pgn.h"
#include "ab-pgn.h"

#define CHUNK (1 << 20)

typedef struct
{
  const char *file;
  bool write;
  AbPgnNotation notation;
  AbPgnOutput out;
  AbPgnGame game;
  AbPgnReader *reader;
  unsigned long games;
  unsigned long errors;
} PgnRun;

static void
report (PgnRun *run, AbPgnReadStatus status, const AbPgnError *error)
{
  char msg[AB_DESCRIBE_MAX];

  run->games++;
  if (status == AB_PGN_READ_ERROR)
    {
      run->errors++;
      ab_describe_pgn_error (error, msg, sizeof msg);
      fprintf (stderr, "%s:%zu: %s\n", run->file, error->line, msg);
      return;
    }
  if (run->game.missing_tags)
    {
      ab_describe_pgn_missing_tags (run->game.missing_tags, msg, sizeof msg);
      fprintf (stderr, "%s:%zu: warning: %s\n", run->file, run->game.line, msg);
    }
  if (run->write)
    {
      run->out.len = 0;
      if (ab_pgn_write_game (&run->game, run->notation, &run->out))
        fwrite (run->out.data, 1, run->out.len, stdout);
    }
}

/* Reads games until the input needs more or ends; true at its end. */
static bool
drain (PgnRun *run)
{
  for (;;)
    {
      AbPgnError error;
      AbPgnReadStatus status = ab_pgn_reader_next (run->reader, &run->game, &error);

      if (status == AB_PGN_READ_END)
        return true;
      if (status == AB_PGN_READ_MORE)
        return false;
      report (run, status, &error);
    }
}

/* A regular file is mapped whole: one pass, no copying. */
static bool
read_mapped (PgnRun *run, int fd, size_t size)
{
  void *map;

  if (size == 0)
    return true;
  map = mmap (NULL, size, PROT_READ, MAP_PRIVATE, fd, 0);
  if (map == MAP_FAILED)
    return false;
  madvise (map, size, MADV_SEQUENTIAL);
  ab_pgn_reader_input (run->reader, map, size, true);
  drain (run);
  munmap (map, size);
  return true;
}

/* A pipe or terminal is read in chunks; what a game left unfinished moves to
 * the front, and the buffer grows when one game outgrows it. */
static int
read_stream (PgnRun *run, int fd)
{
  size_t cap = CHUNK, len = 0;
  char *buf = malloc (cap);
  bool eof = false;

  if (buf == NULL)
    return ENOMEM;
  while (!eof)
    {
      ssize_t n;
      size_t done;

      if (len == cap)
        {
          char *p = realloc (buf, cap * 2);

          if (p == NULL)
            {
              free (buf);
              return ENOMEM;
            }
          buf = p;
          cap *= 2;
        }
      n = read (fd, buf + len, cap - len);
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          int err = errno;

          free (buf);
          return err;
        }
      eof = n == 0;
      len += (size_t) n;
      ab_pgn_reader_input (run->reader, buf, len, eof);
      drain (run);
      done = ab_pgn_reader_consumed (run->reader);
      memmove (buf, buf + done, len - done);
      len -= done;
    }
  free (buf);
  return 0;
}

static bool
read_notation (const char *arg, AbPgnNotation *notation)
{
  static const struct
  {
    const char *name;
    AbPgnNotation notation;
  } names[] = {
    { "san", AB_PGN_NOTATION_SAN },
    { "nl", AB_PGN_NOTATION_SAN_NL },
    { "de", AB_PGN_NOTATION_SAN_DE },
    { "uci", AB_PGN_NOTATION_UCI },
  };

  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
    if (strcmp (arg, names[i].name) == 0)
      {
        *notation = names[i].notation;
        return true;
      }
  return false;
}

static void
read_file (PgnRun *run, const char *path)
{
  bool is_stdin = strcmp (path, "-") == 0;
  int fd = is_stdin ? STDIN_FILENO : open (path, O_RDONLY);
  struct stat st;
  int err = 0;

  run->file = is_stdin ? "(stdin)" : path;
  if (fd < 0)
    err = errno;
  else
    {
      /* a fresh reader per file: line numbers start at 1 */
      ab_pgn_reader_free (run->reader);
      run->reader = ab_pgn_reader_new ();
      if (run->reader == NULL)
        err = ENOMEM;
      else if (fstat (fd, &st) == 0 && S_ISREG (st.st_mode) && (uint64_t) st.st_size <= SIZE_MAX
               && read_mapped (run, fd, (size_t) st.st_size))
        err = 0;
      else
        err = read_stream (run, fd);
      if (!is_stdin)
        close (fd);
    }
  if (err)
    {
      fprintf (stderr, "annabella-tool: %s: %s\n", run->file, strerror (err));
      run->errors++;
    }
}

int
ab_tool_pgn (int argc, char **argv)
{
  PgnRun run = { 0 };
  int first = 1;

  if (argc >= 3 && strcmp (argv[1], "--to") == 0)
    {
      if (!read_notation (argv[2], &run.notation))
        {
          fprintf (stderr, "annabella-tool pgn: --to takes san, nl, de or uci, not '%s'\n",
                   argv[2]);
          return 1;
        }
      run.write = true;
      first = 3;
    }
  if (first >= argc || (argv[first][0] == '-' && argv[first][1] == '-'))
    {
      fprintf (stderr,
               "Usage: annabella-tool pgn [--to san|nl|de|uci] FILE…  (FILE - reads stdin)\n");
      return 1;
    }
  ab_pgn_game_init (&run.game);
  for (int i = first; i < argc; i++)
    read_file (&run, argv[i]);
  fflush (stdout);
  printf ("games %lu, errors %lu\n", run.games, run.errors);
  ab_pgn_reader_free (run.reader);
  ab_pgn_game_clear (&run.game);
  ab_pgn_output_clear (&run.out);
  return run.errors ? 1 : 0;
}
