/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tool-eboard.c — annabella-tool eboard: what an electronic board shows, move by move,
 * live from its serial device or replayed from a recorded byte stream. */
#include "ab-tool.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ab-eboard-devices.h"
#include "ab-eboard-session.h"
#include "ab-fen.h"
#include "ab-tool-args.h"
#include "ab-uci.h"

static const char usage_text[] =
  "Usage: annabella-tool eboard --device PATH [OPTIONS]\n"
  "       annabella-tool eboard --replay FILE [OPTIONS]\n"
  "       annabella-tool eboard --list\n"
  "\n"
  "Reads a DGT or Millennium board and prints one line per event:\n"
  "  move UCI               a move made on the board (played on)\n"
  "  takeback PLIES         the board went back PLIES moves (taken back)\n"
  "  new-game N             a start position, N its Chess960 number (518: the standard one)\n"
  "  wrong-position FEN     the board has matched nothing for 3 s: its men (FEN placement)\n"
  "  rotated                the board stands turned 180°: read turned from now on\n"
  "  arrived                the board is right again\n"
  "  clock WHITE-MS BLACK-MS  the clock on a DGT board shows new times\n"
  "and at the end the FEN of the game. --device also prints 'identified PROTOCOL VERSION'.\n"
  "\n"
  "  --device PATH       read the board live until it is unplugged (or --seconds)\n"
  "  --replay FILE       read a recorded stream: the board's bytes as they came ('-':\n"
  "                      standard input), or a recording with times (annabella-eboard-recording)\n"
  "  --list              the serial devices a board may be on\n"
  "  --protocol dgt|millennium  the board's protocol (default: found out)\n"
  "  --fen FEN           the game's start (default: the standard start; also 960:N)\n"
  "  --seconds N         with --device: stop after N seconds\n"
  "  --timestamps        with --device: each line begins with the monotonic time in µs\n"
  "  --settle-ms N       how long a move that may go on waits for the board to be still\n"
  "  --gap-ms N          in a stream without times, the time between two messages (100)\n"
  "  --clock-white left|right  the side of the clock that is White's (left)\n";

#define RECORDING_MAGIC "annabella-eboard-recording 1\n"

typedef struct
{
  AbEboardTracker *tracker;  /* the replay's */
  AbEboardSession *session;  /* the live board's */
  GMainLoop *loop;
  gboolean timestamps;
  gboolean white_left;
  int64_t white_ms, black_ms;
  int status;
} Run;

static AbEboardTracker *
tracker_of (Run *run)
{
  return run->session != NULL ? ab_eboard_session_get_tracker (run->session) : run->tracker;
}

static void
line (Run *run, gint64 time_us, const char *format, ...) G_GNUC_PRINTF (3, 4);

static void
line (Run *run, gint64 time_us, const char *format, ...)
{
  va_list ap;

  if (run->timestamps)
    printf ("%" G_GINT64_FORMAT "\t", time_us);
  va_start (ap, format);
  vprintf (format, ap);
  va_end (ap);
  putchar ('\n');
  fflush (stdout);
}

static void apply (Run *run, const AbEboardVerdict *v, gint64 time_us);

/* The tool is its own arbiter: what the board shows is played, taken back or begun. */
static void
act (Run *run, const AbEboardVerdict *v, gint64 time_us)
{
  AbEboardTracker *tracker = tracker_of (run);
  AbEboardVerdict next;

  next.kind = AB_EBOARD_NOTHING;
  switch (v->kind)
    {
    case AB_EBOARD_MOVE:
      if (run->session != NULL)
        ab_eboard_session_play (run->session, v->move);
      else
        ab_eboard_tracker_play (tracker, v->move, time_us, &next);
      break;
    case AB_EBOARD_TAKEBACK:
      if (run->session != NULL)
        ab_eboard_session_take_back (run->session, v->plies);
      else
        ab_eboard_tracker_take_back (tracker, v->plies, time_us, &next);
      break;
    case AB_EBOARD_NEW_GAME:
      {
        AbPosition *start = ab_position_new ();

        ab_position_set_chess960 (start, v->chess960);
        ab_position_set_chess960_flag (start, v->chess960 != AB_CHESS960_STANDARD);
        if (run->session != NULL)
          ab_eboard_session_set_game (run->session, start, NULL, 0);
        else
          ab_eboard_tracker_set_game (tracker, start, NULL, 0, time_us, &next);
        ab_position_free (start);
        break;
      }
    default:
      break;
    }
  if (next.kind != AB_EBOARD_NOTHING)
    apply (run, &next, time_us);
}

static void
apply (Run *run, const AbEboardVerdict *v, gint64 time_us)
{
  const AbPosition *pos = ab_eboard_tracker_get_position (tracker_of (run));
  char uci[AB_UCI_MAX], placement[AB_EBOARD_PLACEMENT_MAX];
  AbEboardSnapshot board;

  switch (v->kind)
    {
    case AB_EBOARD_MOVE:
      ab_move_to_uci (pos, v->move, uci);
      line (run, time_us, "move %s", uci);
      break;
    case AB_EBOARD_ARRIVED:
      line (run, time_us, "arrived");
      break;
    case AB_EBOARD_TAKEBACK:
      line (run, time_us, "takeback %d", v->plies);
      break;
    case AB_EBOARD_NEW_GAME:
      line (run, time_us, "new-game %d", v->chess960);
      break;
    case AB_EBOARD_ROTATED:
      line (run, time_us, "rotated");
      break;
    case AB_EBOARD_WRONG:
      ab_eboard_tracker_get_board (tracker_of (run), &board);
      ab_eboard_snapshot_to_placement (&board, placement);
      line (run, time_us, "wrong-position %s", placement);
      break;
    default:
      return;
    }
  act (run, v, time_us);
}

static void
clock_line (Run *run, const AbEboardClock *clock, gint64 time_us)
{
  int64_t white = ab_eboard_clock_white_ms (clock, run->white_left);
  int64_t black = ab_eboard_clock_black_ms (clock, run->white_left);

  if (!clock->connected || (white == run->white_ms && black == run->black_ms))
    return;
  run->white_ms = white;
  run->black_ms = black;
  line (run, time_us, "clock %" G_GINT64_FORMAT " %" G_GINT64_FORMAT, white, black);
}

static void
print_fen (Run *run)
{
  char fen[AB_FEN_MAX];

  ab_position_get_fen (ab_eboard_tracker_get_position (tracker_of (run)), AB_FEN_CASTLING_AUTO,
                       fen, sizeof fen);
  printf ("%s\n", fen);
}

/* ---- replay ---- */

/* Which decoder reads more of the stream as a board's answers. */
static AbEboardProtocol
guess_protocol (const uint8_t *data, size_t len)
{
  AbEboardProtocol best = AB_EBOARD_PROTOCOL_DGT;
  long best_count = -1;

  for (AbEboardProtocol p = AB_EBOARD_PROTOCOL_DGT; p <= AB_EBOARD_PROTOCOL_MILLENNIUM; p++)
    {
      AbEboardDecoder *d = ab_eboard_decoder_new (p);
      const uint8_t *at = data;
      size_t left = len;
      long count = 0;

      for (;;)
        {
          AbEboardEvent ev;
          size_t used = ab_eboard_decoder_feed (d, at, left, &ev);

          at += used;
          left -= used;
          if (ev.kind == AB_EBOARD_EVENT_NONE)
            break;
          count += ab_eboard_event_identifies (&ev);
        }
      ab_eboard_decoder_free (d);
      if (count > best_count)
        {
          best = p;
          best_count = count;
        }
    }
  return best;
}

/* Feeds one chunk that came in at time (or, without times, each board gap_us apart). */
static void
replay_chunk (Run *run, AbEboardDecoder *decoder, const uint8_t *data, size_t len,
              int64_t *time, int64_t gap_us)
{
  for (;;)
    {
      AbEboardEvent ev;
      AbEboardVerdict v;
      size_t used = ab_eboard_decoder_feed (decoder, data, len, &ev);

      data += used;
      len -= used;
      if (ev.kind == AB_EBOARD_EVENT_NONE)
        break;
      if (ev.kind == AB_EBOARD_EVENT_CLOCK)
        clock_line (run, &ev.clock, *time);
      if ((ev.kind != AB_EBOARD_EVENT_BOARD && ev.kind != AB_EBOARD_EVENT_FIELD) || !ev.board_known)
        continue;
      *time += gap_us;
      /* first what was due before this board came */
      for (int guard = 0; guard < 64; guard++)
        {
          AbEboardVerdict t;

          ab_eboard_tracker_tick (run->tracker, *time, &t);
          if (t.kind == AB_EBOARD_NOTHING || t.kind == AB_EBOARD_WAIT)
            break;
          apply (run, &t, *time);
        }
      ab_eboard_tracker_board (run->tracker, &ev.board, *time, &v);
      apply (run, &v, *time);
    }
}

/* Reads the recording's records ("TIME-µs LENGTH\n" and the bytes); false when broken. */
static bool
replay_recording (Run *run, AbEboardDecoder *decoder, const uint8_t *data, size_t len)
{
  size_t pos = strlen (RECORDING_MAGIC);

  while (pos < len)
    {
      char *end;
      long long t = strtoll ((const char *) data + pos, &end, 10);
      long long n = strtoll (end, &end, 10);
      int64_t time;

      if (*end != '\n' || n < 0 || (size_t) n > len - (size_t) (end + 1 - (const char *) data))
        return false;
      pos = (size_t) (end + 1 - (const char *) data);
      time = t;
      replay_chunk (run, decoder, data + pos, (size_t) n, &time, 0);
      pos += (size_t) n;
    }
  return true;
}

static int
replay (Run *run, const char *path, AbEboardProtocol protocol, const AbPosition *start,
        int64_t settle_us, int64_t gap_us)
{
  g_autofree char *contents = NULL;
  gsize len = 0;
  g_autoptr (GError) error = NULL;
  AbEboardDecoder *decoder;
  gboolean timed;
  int64_t time = 0;
  AbEboardVerdict v;

  if (strcmp (path, "-") == 0)
    {
      GString *all = g_string_new (NULL);
      char buf[4096];
      size_t n;

      while ((n = fread (buf, 1, sizeof buf, stdin)) > 0)
        g_string_append_len (all, buf, (gssize) n);
      len = all->len;
      contents = g_string_free (all, FALSE);
    }
  else if (!g_file_get_contents (path, &contents, &len, &error))
    {
      fprintf (stderr, "annabella-tool eboard: %s\n", error->message);
      return 1;
    }
  timed = len >= strlen (RECORDING_MAGIC) && memcmp (contents, RECORDING_MAGIC, strlen (RECORDING_MAGIC)) == 0;
  if (protocol == AB_EBOARD_PROTOCOL_NONE)
    protocol = guess_protocol ((const uint8_t *) contents, len);
  run->tracker = ab_eboard_tracker_new ();
  if (settle_us > 0)
    ab_eboard_tracker_set_settle_us (run->tracker, settle_us);
  ab_eboard_tracker_set_game (run->tracker, start, NULL, 0, 0, &v);
  decoder = ab_eboard_decoder_new (protocol);
  if (timed && !replay_recording (run, decoder, (const uint8_t *) contents, len))
    {
      fprintf (stderr, "annabella-tool eboard: %s: a broken record\n", path);
      run->status = 1;
    }
  else if (!timed)
    replay_chunk (run, decoder, (const uint8_t *) contents, len, &time, gap_us);
  /* the board stays as it was last seen: what was waiting is told */
  do
    {
      time = v.wake_us > time ? v.wake_us : time;
      ab_eboard_tracker_tick (run->tracker, time, &v);
      apply (run, &v, time);
    }
  while (v.wake_us > 0);
  print_fen (run);
  ab_eboard_decoder_free (decoder);
  ab_eboard_tracker_free (run->tracker);
  return run->status;
}

/* ---- live ---- */

static void
identified_cb (AbEboardSession *s, AbEboardProtocol protocol, int major, int minor, gpointer data)
{
  line (data, g_get_monotonic_time (), "identified %s %d.%d", ab_eboard_protocol_name (protocol),
        major, minor);
}

static void
verdict_cb (AbEboardSession *s, const AbEboardVerdict *v, gint64 time_us, gpointer data)
{
  apply (data, v, time_us);
}

static void
clock_cb (AbEboardSession *s, const AbEboardClock *clock, gint64 time_us, gpointer data)
{
  clock_line (data, clock, time_us);
}

static void
fault_cb (AbEboardSession *s, const GError *error, gpointer data)
{
  Run *run = data;

  if (g_error_matches (error, AB_EBOARD_ERROR, AB_EBOARD_ERROR_UNPLUGGED))
    line (run, g_get_monotonic_time (), "unplugged");
  else
    {
      fprintf (stderr, "annabella-tool eboard: %s\n", error->message);
      run->status = 1;
    }
  g_main_loop_quit (run->loop);
}

static gboolean
stop_cb (gpointer data)
{
  g_main_loop_quit (((Run *) data)->loop);
  return G_SOURCE_REMOVE;
}

static int
live (Run *run, const char *device, AbEboardProtocol protocol, const AbPosition *start,
      int64_t settle_us, int seconds)
{
  static const AbEboardSessionFuncs funcs = { identified_cb, verdict_cb, NULL, clock_cb, fault_cb };
  g_autoptr (GError) error = NULL;

  run->session = ab_eboard_session_open (device, protocol, &funcs, run, &error);
  if (run->session == NULL)
    {
      fprintf (stderr, "annabella-tool eboard: %s\n", error->message);
      if (g_error_matches (error, AB_EBOARD_ERROR, AB_EBOARD_ERROR_NO_PERMISSION))
        {
          g_autofree char *group = ab_eboard_device_group (device);

          fprintf (stderr, "annabella-tool eboard: add the user to the group %s "
                   "(sudo adduser $USER %s), then log in again\n",
                   group != NULL ? group : "dialout", group != NULL ? group : "dialout");
        }
      return 1;
    }
  if (settle_us > 0)
    ab_eboard_tracker_set_settle_us (ab_eboard_session_get_tracker (run->session), settle_us);
  ab_eboard_session_set_game (run->session, start, NULL, 0);
  run->loop = g_main_loop_new (NULL, FALSE);
  if (seconds > 0)
    g_timeout_add_seconds ((guint) seconds, stop_cb, run);
  g_main_loop_run (run->loop);
  print_fen (run);
  ab_eboard_session_free (run->session);
  g_main_loop_unref (run->loop);
  return run->status;
}

int
ab_tool_eboard (int argc, char **argv)
{
  const char *device = NULL, *replay_path = NULL;
  AbEboardProtocol protocol = AB_EBOARD_PROTOCOL_NONE;
  AbPosition *start = ab_position_new ();
  int64_t settle_us = 0, gap_us = 100000;
  int seconds = 0, status;
  Run run = { .white_left = TRUE, .white_ms = -1, .black_ms = -1 };

  if (argc == 2 && (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0))
    {
      fputs (usage_text, stdout);
      ab_position_free (start);
      return 0;
    }
  for (int i = 1; i < argc; i++)
    {
      const char *arg = argv[i], *value = i + 1 < argc ? argv[i + 1] : NULL;

      if (strcmp (arg, "--list") == 0)
        {
          g_auto (GStrv) devices = ab_eboard_list_devices ();

          for (char **d = devices; *d != NULL; d++)
            printf ("%s\n", *d);
          ab_position_free (start);
          return 0;
        }
      if (strcmp (arg, "--timestamps") == 0)
        {
          run.timestamps = TRUE;
          continue;
        }
      if (value == NULL)
        goto usage;
      i++;
      if (strcmp (arg, "--device") == 0)
        device = value;
      else if (strcmp (arg, "--replay") == 0)
        replay_path = value;
      else if (strcmp (arg, "--protocol") == 0
               && (protocol = ab_eboard_protocol_from_name (value)) != AB_EBOARD_PROTOCOL_NONE)
        ;
      else if (strcmp (arg, "--fen") == 0)
        {
          if (!ab_tool_read_position (value, start))
            {
              ab_position_free (start);
              return 1;
            }
        }
      else if (strcmp (arg, "--seconds") == 0 && atoi (value) > 0)
        seconds = atoi (value);
      else if (strcmp (arg, "--settle-ms") == 0 && atoi (value) > 0)
        settle_us = (int64_t) atoi (value) * 1000;
      else if (strcmp (arg, "--gap-ms") == 0 && atoi (value) > 0)
        gap_us = (int64_t) atoi (value) * 1000;
      else if (strcmp (arg, "--clock-white") == 0
               && (strcmp (value, "left") == 0 || strcmp (value, "right") == 0))
        run.white_left = strcmp (value, "left") == 0;
      else
        goto usage;
    }
  if ((device == NULL) == (replay_path == NULL))
    goto usage;
  status = device != NULL ? live (&run, device, protocol, start, settle_us, seconds)
                          : replay (&run, replay_path, protocol, start, settle_us, gap_us);
  ab_position_free (start);
  return status;

usage:
  fputs (usage_text, stderr);
  ab_position_free (start);
  return 1;
}
