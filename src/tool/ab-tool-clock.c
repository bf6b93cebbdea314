/* SPDX-License-Identifier: GPL-3.0-or-later */
/* ab-tool-clock.c — annabella-tool clock CONTROL EVENTS-FILE: replays timestamped clock
 * events and prints the clock after each. */
#include "ab-tool.h"

#include <ctype.h>
#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "ab-clock.h"
#include "ab-describe-clock.h"
#include "ab-describe.h"

static const char usage_text[] =
  "Usage: annabella-tool clock CONTROL EVENTS-FILE\n"
  "\n"
  "Replays the clock events in EVENTS-FILE ('-': standard input) and prints the clock\n"
  "after each: both times to the millisecond, whose clock runs, the move number, the\n"
  "fallen flags, and any period change.\n"
  "\n"
  "CONTROL is a preset (fide-classical, club, rapid, blitz) or periods separated by ':':\n"
  "  MOVES/SECONDS  SECONDS (all remaining moves)  *SECONDS (sandclock)  - (no limit)\n"
  "each optionally followed by the time per move: +N Fischer increment, bN Bronstein\n"
  "delay, dN simple delay (N seconds). Example: 40/5400+30:1800+30.\n"
  "\n"
  "EVENTS-FILE has one event per line, TIME EVENT [ARGUMENTS]; '#' starts a comment.\n"
  "TIME is in microseconds (digits only) or H:MM:SS[.fraction] or M:SS[.fraction];\n"
  "no event may be earlier than the one before. A DURATION is written the same way.\n"
  "  start [white|black]        start the clock (White's unless told otherwise, 6.6)\n"
  "  press white|black          the player completes his move (6.2)\n"
  "  pause                      the arbiter stops the clock (6.11)\n"
  "  resume                     restart it; after 'adjourn' the sealed move is\n"
  "                             completed and the opponent's clock starts (I.9)\n"
  "  adjourn                    the player to move has sealed his move (I.1)\n"
  "  add white|black [-]DURATION  add (or remove) time\n"
  "  set DURATION DURATION      set White's and Black's clocks\n"
  "  moves N N                  set White's and Black's move counters (6.10.2)\n"
  "  control CONTROL            enter another time control (6.10.2, III.4)\n"
  "  show                       print the clock as it is at TIME\n"
  "\n"
  "A bad line is reported as FILE:LINE: message on stderr and changes nothing; the\n"
  "exit status is then 1.\n";

static const struct
{
  const char *name;
  AbTimeControlPreset preset;
} presets[] = {
  { "fide-classical", AB_TIME_CONTROL_PRESET_FIDE_CLASSICAL },
  { "club", AB_TIME_CONTROL_PRESET_CLUB },
  { "rapid", AB_TIME_CONTROL_PRESET_RAPID },
  { "blitz", AB_TIME_CONTROL_PRESET_BLITZ },
};

static const char *const color_words[] = { "white", "black" };

static bool
read_control (const char *text, AbTimeControl *tc, char *msg, size_t size)
{
  AbTimeControlError error;

  for (size_t i = 0; i < sizeof presets / sizeof presets[0]; i++)
    if (strcmp (text, presets[i].name) == 0)
      return ab_time_control_set_preset (tc, presets[i].preset);
  if (ab_time_control_parse (text, tc, &error))
    return true;
  ab_describe_time_control_error (&error, msg, size);
  return false;
}

static bool
read_digits (const char **p, int64_t cap, int64_t *value)
{
  int64_t v = 0;

  if (!isdigit ((unsigned char) **p))
    return false;
  for (; isdigit ((unsigned char) **p); (*p)++)
    {
      if (v > (cap - (**p - '0')) / 10)
        return false;
      v = v * 10 + (**p - '0');
    }
  *value = v;
  return true;
}

/* Microseconds as digits, or [H:]M:SS[.fraction]. */
static bool
read_time (const char *text, int64_t *us)
{
  const char *p = text;
  int64_t parts[3], frac = 0;
  int n = 0;

  if (strchr (text, ':') == NULL)
    return read_digits (&p, AB_CLOCK_MAX_TIMESTAMP, us) && *p == '\0';
  for (;;)
    {
      if (n == 3 || !read_digits (&p, 1000000, &parts[n]))
        return false;
      n++;
      if (*p != ':')
        break;
      p++;
    }
  if (n < 2 || parts[n - 1] > 59 || (n == 3 && parts[1] > 59))
    return false;
  if (*p == '.')
    {
      int digits = 0;

      for (p++; isdigit ((unsigned char) *p); p++, digits++)
        if (digits < 6)
          frac = frac * 10 + (*p - '0');
      if (digits == 0)
        return false;
      for (; digits < 6; digits++)
        frac *= 10;
    }
  if (*p != '\0')
    return false;
  *us = ((n == 3 ? parts[0] * 3600 : 0) + parts[n - 2] * 60 + parts[n - 1]) * AB_USEC_PER_SEC
        + frac;
  return true;
}

static bool
read_color (const char *text, AbColor *color)
{
  for (int c = 0; c < 2; c++)
    if (text && strcmp (text, color_words[c]) == 0)
      {
        *color = (AbColor) c;
        return true;
      }
  return false;
}

static bool
read_count (const char *text, int *count)
{
  const char *p = text;
  int64_t v;

  if (text == NULL || !read_digits (&p, AB_CLOCK_MAX_MOVES, &v) || *p != '\0')
    return false;
  *count = (int) v;
  return true;
}

static void
print_time (int64_t us)
{
  char buf[64];

  ab_describe_clock_time (us, buf, sizeof buf);
  fputs (buf, stdout);
}

static void
print_state (const AbClock *clock, int64_t now, char **event, int n)
{
  AbClockReading r[2];
  AbClockFlags flags;
  AbColor side = ab_clock_get_side (clock);

  ab_clock_get_reading (clock, AB_WHITE, now, &r[AB_WHITE]);
  ab_clock_get_reading (clock, AB_BLACK, now, &r[AB_BLACK]);
  ab_clock_get_flags (clock, now, &flags);

  print_time (now);
  for (int i = 0; i < n; i++)
    printf (" %s", event[i]);
  printf (": white ");
  print_time (r[AB_WHITE].time_us);
  printf (" black ");
  print_time (r[AB_BLACK].time_us);
  if (r[side].delay_us > 0 && ab_clock_get_state (clock) != AB_CLOCK_NOT_STARTED)
    {
      printf (" (%s delay ", color_words[side]);
      print_time (r[side].delay_us);
      printf (")");
    }
  switch (ab_clock_get_state (clock))
    {
    case AB_CLOCK_NOT_STARTED: printf (" | not started"); break;
    case AB_CLOCK_RUNNING: printf (" | %s runs", color_words[side]); break;
    case AB_CLOCK_PAUSED: printf (" | paused, %s to move", color_words[side]); break;
    case AB_CLOCK_ADJOURNED: printf (" | adjourned, %s sealed", color_words[side]); break;
    }
  printf (" | move %d | flags:", r[side].moves + 1);
  if (!flags.any)
    printf (" none");
  for (int c = 0; c < 2; c++)
    if (flags.fallen[c])
      {
        printf (" %s at ", color_words[c]);
        print_time (flags.at_us[c]);
        printf (" (period %d)", r[c].flag_period);
      }
  printf ("\n");
}

static void
print_press (const AbClockPress *press)
{
  if (!press->period_change)
    return;
  printf ("  %s: period %d, ", color_words[press->side], press->period);
  print_time (press->period_time_us);
  printf (" added\n");
}

typedef struct
{
  const char *file;
  long line;
  bool failed;
} Source;

/* Reports a bad line; returns false for the caller to pass on. */
static bool __attribute__ ((format (printf, 2, 3)))
line_error (Source *src, const char *format, ...)
{
  va_list ap;

  fprintf (stderr, "%s:%ld: ", src->file, src->line);
  va_start (ap, format);
  vfprintf (stderr, format, ap);
  va_end (ap);
  fputc ('\n', stderr);
  src->failed = true;
  return false;
}

/* Runs one event; false (with the reason on stderr) if the line is bad. */
static bool
run_event (AbClock *clock, Source *src, int64_t now, char **w, int n)
{
  AbClockError e = AB_CLOCK_OK;
  AbClockPress press = { 0 };
  bool pressed = false;
  AbColor color = AB_WHITE;
  const char *ev = w[0];
  char msg[AB_DESCRIBE_MAX];

  if (n > 1
      && (strcmp (ev, "pause") == 0 || strcmp (ev, "resume") == 0 || strcmp (ev, "adjourn") == 0
          || strcmp (ev, "show") == 0))
    return line_error (src, "%s takes no arguments", ev);
  if (strcmp (ev, "start") == 0)
    {
      if (n > 2 || (n == 2 && !read_color (w[1], &color)))
        return line_error (src, "start takes an optional colour: white or black");
      e = ab_clock_start (clock, color, now);
    }
  else if (strcmp (ev, "press") == 0)
    {
      if (n != 2 || !read_color (w[1], &color))
        return line_error (src, "press needs the colour: white or black");
      e = ab_clock_press (clock, color, now, &press);
      pressed = true;
    }
  else if (strcmp (ev, "pause") == 0)
    e = ab_clock_pause (clock, now);
  else if (strcmp (ev, "adjourn") == 0)
    e = ab_clock_adjourn (clock, now);
  else if (strcmp (ev, "resume") == 0 && ab_clock_get_state (clock) == AB_CLOCK_ADJOURNED)
    {
      e = ab_clock_resume_adjourned (clock, now, &press);
      pressed = true;
    }
  else if (strcmp (ev, "resume") == 0)
    e = ab_clock_resume (clock, now);
  else if (strcmp (ev, "show") == 0)
    {
      AbClockFlags flags;

      /* changes nothing; only the time must not go back */
      e = ab_clock_get_flags (clock, now, &flags);
    }
  else if (strcmp (ev, "add") == 0)
    {
      int64_t d;
      bool minus = n == 3 && w[2][0] == '-';

      if (n != 3 || !read_color (w[1], &color)
          || !read_time (w[2] + (w[2][0] == '-' || w[2][0] == '+'), &d))
        return line_error (src, "add needs a colour and a duration: add white 2:00");
      e = ab_clock_add_time (clock, color, minus ? -d : d, now);
    }
  else if (strcmp (ev, "set") == 0)
    {
      int64_t t[2];

      if (n != 3 || !read_time (w[1], &t[0]) || !read_time (w[2], &t[1]))
        return line_error (src, "set needs two times, White's and Black's: set 1:30:00 1:25:00");
      e = ab_clock_set_times (clock, t[0], t[1], now);
    }
  else if (strcmp (ev, "moves") == 0)
    {
      int m[2];

      if (n != 3 || !read_count (w[1], &m[0]) || !read_count (w[2], &m[1]))
        return line_error (src, "moves needs two counts from 0 to 100000, White's and Black's");
      e = ab_clock_set_moves (clock, m[0], m[1], now);
    }
  else if (strcmp (ev, "control") == 0)
    {
      AbTimeControl tc;

      if (n != 2)
        return line_error (src, "control needs one time control, such as 300+2");
      if (!read_control (w[1], &tc, msg, sizeof msg))
        return line_error (src, "%s", msg);
      e = ab_clock_set_control (clock, &tc, now);
    }
  else
    return line_error (src, "'%s' is not an event (start, press, pause, resume, adjourn, add, set, "
                            "moves, control, show)", ev);

  if (e != AB_CLOCK_OK)
    {
      ab_describe_clock_error (e, msg, sizeof msg);
      return line_error (src, "%s", msg);
    }
  print_state (clock, now, w, n);
  if (pressed)
    print_press (&press);
  return true;
}

/* Splits line (changed in place) into at most max words; returns the count, or max + 1
 * when there are more. A '#' starts a comment. */
static int
split_words (char *line, char **words, int max)
{
  int n = 0;
  char *hash = strchr (line, '#');

  if (hash)
    *hash = '\0';
  for (char *p = line;;)
    {
      while (*p && isspace ((unsigned char) *p))
        p++;
      if (*p == '\0')
        return n;
      if (n == max)
        return max + 1;
      words[n++] = p;
      while (*p && !isspace ((unsigned char) *p))
        p++;
      if (*p)
        *p++ = '\0';
    }
}

static void
print_header (const AbTimeControl *tc)
{
  static const AbEdition editions[] = { AB_EDITION_2001, AB_EDITION_2005, AB_EDITION_2014,
                                        AB_EDITION_2023 };
  char text[AB_TIME_CONTROL_TEXT_MAX], words[AB_DESCRIBE_MAX];

  if (!ab_time_control_to_text (tc, text, sizeof text))
    snprintf (text, sizeof text, "?");
  ab_describe_time_control (tc, words, sizeof words);
  printf ("control %s: %s\nspeed:", text, words);
  for (size_t i = 0; i < sizeof editions / sizeof editions[0]; i++)
    printf (" %d %s", (int) editions[i],
            ab_describe_time_control_speed (ab_time_control_classify (tc, editions[i])));
  printf ("\n");
}

int
ab_tool_clock (int argc, char **argv)
{
  AbTimeControl tc;
  AbClock *clock;
  char msg[AB_DESCRIBE_MAX];
  Source src = { NULL, 0, false };
  FILE *in;
  char *line = NULL;
  size_t cap = 0;

  if (argc == 2 && (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0))
    {
      fputs (usage_text, stdout);
      return 0;
    }
  if (argc != 3)
    {
      fputs (usage_text, stderr);
      return 1;
    }
  if (!read_control (argv[1], &tc, msg, sizeof msg))
    {
      fprintf (stderr, "annabella-tool: clock: %s\n", msg);
      return 1;
    }
  src.file = argv[2];
  in = strcmp (src.file, "-") == 0 ? stdin : fopen (src.file, "r");
  if (in == NULL)
    {
      fprintf (stderr, "annabella-tool: clock: %s: %s\n", src.file, strerror (errno));
      return 1;
    }
  clock = ab_clock_new (&tc);
  if (clock == NULL)
    {
      fprintf (stderr, "annabella-tool: clock: out of memory\n");
      if (in != stdin)
        fclose (in);
      return 1;
    }
  print_header (&tc);

  while (getline (&line, &cap, in) != -1)
    {
      char *words[5];
      int64_t now;
      int n;

      src.line++;
      n = split_words (line, words, 4);
      if (n == 0)
        continue;
      if (n > 4)
        {
          line_error (&src, "too many words: TIME EVENT and at most two arguments");
          continue;
        }
      if (!read_time (words[0], &now))
        {
          line_error (&src, "'%s' is not a time: microseconds (digits only) or H:MM:SS.fff",
                      words[0]);
          continue;
        }
      if (n == 1)
        {
          line_error (&src, "an event must follow the time");
          continue;
        }
      run_event (clock, &src, now, words + 1, n - 1);
    }
  if (ferror (in))
    {
      fprintf (stderr, "annabella-tool: clock: %s: %s\n", src.file, strerror (errno));
      src.failed = true;
    }
  free (line);
  if (in != stdin)
    fclose (in);
  ab_clock_free (clock);
  return src.failed ? 1 : 0;
}
