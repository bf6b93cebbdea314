/* SPDX-License-Identifier: GPL-3.0-or-later */
/* test-braille-display.c — AbBrailleDisplay against a real BRLTTY, no hardware.
 *
 * BRLTTY runs with its virtual braille driver (vr) as the server of a Unix socket; this
 * test is the display on the other end: it says it has 40 cells, reads the cells BRLTTY
 * shows ("Visual" lines: the characters, "Braille" lines: the dots) and presses keys
 * (FWINRT, LNDN, ROUTE n, PASSDOTS d, KEY_ENTER). Annabella's display connects to that
 * BRLTTY through BrlAPI over TCP on 127.0.0.1. A second BrlAPI client stands in for a
 * screen reader. Faults: no daemon, a daemon without a display, a refused key, a daemon
 * that dies.
 *
 * Note on vr: "ROUTE n" gives BrlAPI the argument n, which BrlAPI counts from 0: it is
 * the routing key over cell n + 1 (the driver's README counts from 1, its code adds n
 * as it is), so the first cell's key cannot be pressed.
 *
 * Usage: test-braille-display BRLTTY (the program; missing: skipped, or failed with
 * REQUIRE_ALL_TESTS=1). */
#include <errno.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

#include <gio/gio.h>
#define BRLAPI_NO_SINGLE_SESSION
#include <brlapi.h>

#include "ab-braille-board.h"
#include "ab-braille-display.h"
#include "ab-spoken.h"

#define CELLS 40
#define WAIT_MS 5000

static const char *brltty_path;

/* A BRLTTY and, with vr, the virtual display's end of its socket. */
typedef struct
{
  char *dir;
  GSubprocess *brltty;
  guint number; /* BrlAPI's host "127.0.0.1:number", TCP port 4101 + number */
  char *host;
  int vr;       /* the virtual display's socket, or -1 */
  GString *input;
  char *visual; /* the characters shown, as vr sent them last */
  guint8 dots[256];
  guint n_dots;
} Daemon;

typedef struct
{
  char *dir;
  Daemon own;
  Daemon *d; /* own, or the one the reading tests share */
  AbBrailleDisplay *display;
  GArray *events; /* AbBrailleEvent, error dropped */
  AbBrailleError error;
  gboolean failed;
} Fixture;

/* One BRLTTY with vr for the tests that read and type: starting one takes a second. */
static Daemon shared;

static void pump (Fixture *f, int ms);

#define WAIT_UNTIL(f, cond)                                                 \
  G_STMT_START                                                              \
  {                                                                         \
    gint64 end_ = g_get_monotonic_time () + WAIT_MS * 1000;                 \
    while (!(cond) && g_get_monotonic_time () < end_)                       \
      pump ((f), 20);                                                       \
    if (!(cond))                                                            \
      g_test_message ("the display shows \"%s\"", (f)->d->visual);           \
    g_assert_true (cond);                                                   \
  }                                                                         \
  G_STMT_END

/* ---- BRLTTY ---- */

/* BrlAPI's TCP port number on the loopback: bound (to see it is free) or connected to
 * (to see BRLTTY listens). */
static gboolean
try_port (guint number, gboolean bind_it)
{
  struct sockaddr_in addr = { .sin_family = AF_INET, .sin_port = htons (4101 + number),
                              .sin_addr.s_addr = htonl (INADDR_LOOPBACK) };
  int fd = socket (AF_INET, SOCK_STREAM, 0);
  gboolean done = fd >= 0
                  && (bind_it ? bind (fd, (struct sockaddr *) &addr, sizeof addr)
                              : connect (fd, (struct sockaddr *) &addr, sizeof addr))
                       == 0;

  if (fd >= 0)
    close (fd);
  return done;
}

static gboolean
port_free (guint number)
{
  return try_port (number, TRUE);
}

static gboolean
port_open (guint number)
{
  return try_port (number, FALSE);
}

static void
die_with_parent (gpointer data)
{
  prctl (PR_SET_PDEATHSIG, SIGKILL);
}

/* BRLTTY with braille driver (vr or no) and BrlAPI on a free port, auth as given. */
static void
start_brltty (Fixture *f, const char *driver, const char *auth)
{
  g_autofree char *socket_path = g_build_filename (f->d->dir, "vr.sock", NULL);
  g_autofree char *device = g_strdup_printf ("server:%s", socket_path);
  g_autofree char *pid = g_build_filename (f->d->dir, "brltty.pid", NULL);
  g_autofree char *log = g_build_filename (f->d->dir, "brltty.log", NULL);
  g_autofree char *api = NULL;
  g_autoptr (GSubprocessLauncher) launcher = NULL;
  g_autoptr (GError) error = NULL;

  do
    f->d->number = g_random_int_range (1000, 60000);
  while (!port_free (f->d->number));
  f->d->host = g_strdup_printf ("127.0.0.1:%u", f->d->number);
  api = g_strdup_printf ("host=%s,auth=%s", f->d->host, auth);
  launcher = g_subprocess_launcher_new (G_SUBPROCESS_FLAGS_STDOUT_SILENCE
                                        | G_SUBPROCESS_FLAGS_STDERR_SILENCE);
  /* It dies with the test, also when an assertion aborts it. */
  g_subprocess_launcher_set_child_setup (launcher, die_with_parent, NULL, NULL);
  f->d->brltty = g_subprocess_launcher_spawn (
    launcher, &error, brltty_path, "--no-daemon", "--quiet", "--configuration-file=/dev/null",
    "--preferences-file=/dev/null", "--writable-directory", f->d->dir, "--updatable-directory",
    f->d->dir, "--pid-file", pid, "--log-file", log, "--braille-driver", driver,
    "--braille-device", device, "--text-table", "en-nabcc", "--screen-driver", "no",
    "--speech-driver", "no", "--api-parameters", api, NULL);
  g_assert_no_error (error);
  for (int i = 0; i < 100 && !port_open (f->d->number); i++)
    g_usleep (50000);
  if (strcmp (driver, "vr") == 0)
    {
      struct sockaddr_un addr = { .sun_family = AF_UNIX };

      g_strlcpy (addr.sun_path, socket_path, sizeof addr.sun_path);
      f->d->vr = socket (AF_UNIX, SOCK_STREAM, 0);
      for (int i = 0; i < 100; i++, g_usleep (50000))
        if (connect (f->d->vr, (struct sockaddr *) &addr, sizeof addr) == 0)
          break;
      g_assert_cmpint (write (f->d->vr, "cells 40\n", 9), ==, 9);
      /* The driver is up when it shows its first cells. */
      WAIT_UNTIL (f, f->d->visual != NULL);
    }
  g_assert_true (port_open (f->d->number));
}

/* ---- the virtual display's side ---- */

/* "Braille "1|12| |…"": the dots of each cell. */
static void
read_dots (Fixture *f, const char *line)
{
  const char *p = strchr (line, '"');

  f->d->n_dots = 0;
  for (p = p ? p + 1 : ""; *p && *p != '"' && f->d->n_dots < G_N_ELEMENTS (f->d->dots); p++)
    {
      guint8 cell = 0;

      for (; *p >= '1' && *p <= '8'; p++)
        cell |= 1u << (*p - '1');
      while (*p == ' ')
        p++;
      f->d->dots[f->d->n_dots++] = cell;
      if (*p != '|')
        break;
    }
}

static void
read_line (Fixture *f, const char *line)
{
  if (g_str_has_prefix (line, "Visual \""))
    {
      g_autofree char *text = g_strndup (line + 8, strlen (line) - 9);

      g_free (f->d->visual);
      f->d->visual = g_strcompress (text);
    }
  else if (g_str_has_prefix (line, "Braille \""))
    read_dots (f, line);
}

/* Reads what vr sent and runs the display's events, for up to ms. */
static void
pump (Fixture *f, int ms)
{
  struct pollfd p = { f->d->vr, POLLIN, 0 };
  char buf[4096];
  ssize_t got;
  char *nl;

  while (g_main_context_iteration (NULL, FALSE))
    ;
  if (f->d->vr < 0)
    {
      g_usleep ((gulong) ms * 1000);
      return;
    }
  if (poll (&p, 1, ms) > 0 && (got = read (f->d->vr, buf, sizeof buf)) > 0)
    g_string_append_len (f->d->input, buf, got);
  while ((nl = strchr (f->d->input->str, '\n')) != NULL)
    {
      *nl = '\0';
      g_strchomp (f->d->input->str);
      read_line (f, f->d->input->str);
      g_string_erase (f->d->input, 0, nl + 1 - f->d->input->str);
    }
}

static void
press (Fixture *f, const char *key)
{
  g_autofree char *line = g_strdup_printf ("%s\n", key);

  g_assert_cmpint (write (f->d->vr, line, strlen (line)), ==, (gssize) strlen (line));
}

/* The characters shown start with prefix (trailing blanks aside). */
static gboolean
shows (Fixture *f, const char *prefix)
{
  return f->d->visual && g_str_has_prefix (f->d->visual, prefix);
}


/* ---- the display's events ---- */

static void
event_cb (AbBrailleDisplay *display, const AbBrailleEvent *event, gpointer data)
{
  Fixture *f = data;
  AbBrailleEvent copy = *event;

  if (event->type == AB_BRAILLE_EVENT_FAILED)
    {
      g_assert_nonnull (event->error);
      g_assert_true (event->error->domain == AB_BRAILLE_ERROR);
      g_test_message ("failed: %s", event->error->message);
      f->error = event->error->code;
      f->failed = TRUE;
    }
  copy.error = NULL;
  g_array_append_val (f->events, copy);
}

/* The first event of type after index from, or NULL. */
static const AbBrailleEvent *
event_after (Fixture *f, guint *from, AbBrailleEventType type)
{
  for (; *from < f->events->len; (*from)++)
    if (g_array_index (f->events, AbBrailleEvent, *from).type == type)
      return &g_array_index (f->events, AbBrailleEvent, (*from)++);
  return NULL;
}

static const AbBrailleEvent *
wait_event (Fixture *f, guint *from, AbBrailleEventType type)
{
  const AbBrailleEvent *event = NULL;
  guint at = *from;

  WAIT_UNTIL (f, (at = *from, event = event_after (f, &at, type)) != NULL);
  *from = at;
  return event;
}

static void
connect_display (Fixture *f, const char *auth)
{
  AbBrailleConnection connection = { f->d->host, auth };
  g_autoptr (GError) error = NULL;

  f->display = ab_braille_display_new (&connection, event_cb, f, &error);
  g_assert_no_error (error);
  WAIT_UNTIL (f, f->events->len > 0);
}

static void
daemon_init (Daemon *d, const char *dir)
{
  d->dir = g_strdup (dir);
  d->vr = -1;
  d->input = g_string_new (NULL);
}

static void
daemon_clear (Daemon *d)
{
  g_autofree char *rm = g_strdup_printf ("rm -rf '%s'", d->dir);

  if (d->brltty)
    {
      /* BRLTTY's vr driver waits for its display with signals held off: it is killed. */
      g_subprocess_force_exit (d->brltty);
      g_subprocess_wait (d->brltty, NULL, NULL);
      g_clear_object (&d->brltty);
    }
  if (d->vr >= 0)
    close (d->vr);
  g_string_free (d->input, TRUE);
  g_free (d->visual);
  g_free (d->host);
  g_assert_cmpint (system (rm), ==, 0);
  g_free (d->dir);
}

static void
setup (Fixture *f, gconstpointer data)
{
  g_autoptr (GError) error = NULL;

  f->dir = g_dir_make_tmp ("braille-display-XXXXXX", &error);
  g_assert_no_error (error);
  daemon_init (&f->own, f->dir);
  f->d = &f->own;
  f->events = g_array_new (FALSE, TRUE, sizeof (AbBrailleEvent));
}

static void
teardown (Fixture *f, gconstpointer data)
{
  g_clear_pointer (&f->display, ab_braille_display_free);
  daemon_clear (&f->own);
  g_array_unref (f->events);
  g_free (f->dir);
}

/* The BRLTTY with vr the reading tests share. */
static void
use_shared_vr (Fixture *f)
{
  f->d = &shared;
  if (shared.brltty == NULL)
    start_brltty (f, "vr", "none");
}

/* ---- the tests ---- */

static void
test_reading (Fixture *f, gconstpointer data)
{
  const char *move[] = { "12. Sf3" };
  const char *sheet[] = { "1. e4 e5", "2. Sf3 Sc6", "3. Lb5 a6", "4. La4 Sf6" };
  const char *news[] = { "5. 0-0" };
  const char *line[] = { "Weiß: König Gustav eins, Dame David eins, Turm Anna eins, Turm Hector "
                         "eins, Läufer Cesar eins" };
  guint at = 0;

  use_shared_vr (f);
  connect_display (f, "none");
  g_assert_cmpint (wait_event (f, &at, AB_BRAILLE_EVENT_READY)->cells, ==, CELLS);

  /* The last move with its number, as news; the news cell blank. */
  ab_braille_display_show (f->display, move, 1, 0, AB_BRAILLE_NEWS);
  WAIT_UNTIL (f, shows (f, "12. Sf3 ") && f->d->n_dots == CELLS);
  g_assert_cmpint (f->d->dots[CELLS - 1], ==, 0);

  /* The scoresheet a move a line: line down, then news while he reads. */
  ab_braille_display_show (f->display, sheet, G_N_ELEMENTS (sheet), 0, AB_BRAILLE_ANSWER);
  WAIT_UNTIL (f, shows (f, "1. e4 e5 "));
  press (f, "LNDN");
  WAIT_UNTIL (f, shows (f, "2. Sf3 Sc6 "));
  g_assert_cmpint (wait_event (f, &at, AB_BRAILLE_EVENT_MOVED)->line, ==, 1);
  ab_braille_display_show (f->display, news, 1, 0, AB_BRAILLE_NEWS);
  WAIT_UNTIL (f, f->d->dots[CELLS - 1] == AB_BRAILLE_NEWS_CELL);
  g_assert_true (shows (f, "2. Sf3 Sc6 "));
  /* A routing key over "Sc6" (cell 7), counted from the line's start. */
  press (f, "ROUTE 7");
  {
    const AbBrailleEvent *route = wait_event (f, &at, AB_BRAILLE_EVENT_ROUTE);

    g_assert_cmpint (route->line, ==, 1);
    g_assert_cmpint (route->offset, ==, 7);
    g_assert_true (g_str_has_prefix (sheet[1] + route->offset, "Sc6"));
  }
  press (f, "LNDN");
  WAIT_UNTIL (f, shows (f, "3. Lb5 a6 "));
  press (f, "LNDN");
  WAIT_UNTIL (f, shows (f, "4. La4 Sf6 "));
  g_assert_cmpint (f->d->dots[CELLS - 1], ==, AB_BRAILLE_NEWS_CELL);
  press (f, "LNDN");
  WAIT_UNTIL (f, shows (f, "5. 0-0 ") && f->d->dots[CELLS - 1] == 0);
  wait_event (f, &at, AB_BRAILLE_EVENT_NEWS_SHOWN);

  /* Panning along a line longer than the display, between words, and back. */
  ab_braille_display_show (f->display, line, 1, 0, AB_BRAILLE_ANSWER);
  WAIT_UNTIL (f, shows (f, "Weiß: König Gustav eins, Dame David "));
  press (f, "FWINRT");
  WAIT_UNTIL (f, shows (f, "eins, Turm Anna eins, Turm Hector eins, "));
  press (f, "FWINRT");
  WAIT_UNTIL (f, shows (f, "Läufer Cesar eins "));
  press (f, "FWINRT");
  wait_event (f, &at, AB_BRAILLE_EVENT_EDGE);
  press (f, "FWINLT");
  WAIT_UNTIL (f, shows (f, "eins, Turm Anna eins, Turm Hector eins, "));
}

static void
test_board (Fixture *f, gconstpointer data)
{
  AbPosition *pos = ab_position_new ();
  g_auto (GStrv) lines = ab_braille_board_lines (pos);
  guint at = 0;

  use_shared_vr (f);
  connect_display (f, "none");
  wait_event (f, &at, AB_BRAILLE_EVENT_READY);
  ab_braille_display_show (f->display, (const char *const *) lines, AB_BRAILLE_BOARD_LINES, 0,
                           AB_BRAILLE_ANSWER);
  /* Braille patterns are shown as their dots, whatever the text table: rank 8. */
  WAIT_UNTIL (f, f->d->n_dots == CELLS && f->d->dots[0] == 0x26 && f->d->dots[2] == 0x37);
  g_assert_true (shows (f, "⠦ ⠷⠮⠧⠿⠥⠧⠮⠷"));
  press (f, "LNDN");
  WAIT_UNTIL (f, f->d->dots[0] == 0x36);
  /* The routing key over the fourth pawn of rank 7: d7. */
  press (f, "ROUTE 5");
  {
    const AbBrailleEvent *route = wait_event (f, &at, AB_BRAILLE_EVENT_ROUTE);

    g_assert_cmpint (ab_braille_board_square_at (pos, route->line, route->offset), ==,
                     AB_SQUARE (3, 6));
  }
  ab_position_free (pos);
}

/* The window's part, as it will do it: the move line fills from the braille keyboard and
 * is shown back; Enter plays it; the announcement is shown. */
static void
test_typing (Fixture *f, gconstpointer data)
{
  static const char *const keys[] = { "PASSDOTS 14", "PASSDOTS 11", "PASSDOTS 18" };
  g_autoptr (GString) typed = g_string_new (NULL);
  AbPosition *pos = ab_position_new ();
  AbMoveError move_error;
  AbMove move;
  char spoken[AB_SPOKEN_MAX];
  guint at = 0;

  use_shared_vr (f);
  connect_display (f, "none");
  wait_event (f, &at, AB_BRAILLE_EVENT_READY);
  ab_braille_display_show_input (f->display, "", 0);
  /* The cursor: dots 7 and 8 under the first cell. */
  WAIT_UNTIL (f, f->d->n_dots == CELLS && (f->d->dots[0] & 0xC0) == 0xC0);
  /* s, f and 3 as North American computer braille writes them: dots 234, 124, 25; a key at
   * a time, as fingers type. */
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      press (f, keys[i]);
      g_string_append_unichar (typed, wait_event (f, &at, AB_BRAILLE_EVENT_CHARACTER)->character);
      ab_braille_display_show_input (f->display, typed->str, typed->len);
    }
  press (f, "KEY_ENTER");
  g_assert_cmpstr (typed->str, ==, "sf3");
  WAIT_UNTIL (f, shows (f, "sf3 ") && (f->d->dots[3] & 0xC0) == 0xC0);
  wait_event (f, &at, AB_BRAILLE_EVENT_ENTER);
  move = ab_move_parse_any (pos, typed->str, &move_error);
  g_assert_cmpint (move, ==, ab_move_make (AB_SQUARE (6, 0), AB_SQUARE (5, 2), AB_MOVE_NORMAL,
                                           AB_NO_PIECE_TYPE));
  ab_move_to_spoken (pos, move, AB_LANG_DE, AB_SPOKEN_SHORT, spoken, sizeof spoken);
  {
    g_autofree char *announcement = g_strdup_printf ("1. %s", spoken);
    const char *lines[] = { announcement };

    /* His own move's announcement answers what he did. */
    ab_braille_display_show (f->display, lines, 1, 0, AB_BRAILLE_ANSWER);
    WAIT_UNTIL (f, shows (f, "1. Springer Felix drei ") && (f->d->dots[3] & 0xC0) != 0xC0);
  }
  ab_position_free (pos);
}

/* A screen reader's client on the same terminal: Annabella's output covers it while her
 * window is active, and leaves the display to it when not. */
static void
test_screen_reader (Fixture *f, gconstpointer data)
{
  brlapi_connectionSettings_t settings = { "none", NULL };
  g_autofree brlapi_handle_t *orca = g_malloc0 (brlapi_getHandleSize ());
  const char *move[] = { "7. Lb3 d6" };
  guint at = 0;

  use_shared_vr (f);
  connect_display (f, "none");
  wait_event (f, &at, AB_BRAILLE_EVENT_READY);
  ab_braille_display_show (f->display, move, 1, 0, AB_BRAILLE_NEWS);
  WAIT_UNTIL (f, shows (f, "7. Lb3 d6 "));

  settings.host = f->d->host;
  g_assert_cmpint (brlapi__openConnection (orca, &settings, NULL), >=, 0);
  g_assert_cmpint (brlapi__enterTtyModeWithPath (orca, NULL, 0, NULL), >=, 0);
  /* While Annabella's window has the focus her output covers the screen reader's … */
  g_assert_cmpint (brlapi__writeText (orca, BRLAPI_CURSOR_OFF, "Orca"), ==, 0);
  pump (f, 300);
  g_assert_true (shows (f, "7. Lb3 d6 "));
  /* … when it loses the focus, the screen reader's shows … */
  ab_braille_display_set_active (f->display, FALSE);
  pump (f, 200);
  g_assert_cmpint (brlapi__writeText (orca, BRLAPI_CURSOR_OFF, "Orca again"), ==, 0);
  WAIT_UNTIL (f, shows (f, "Orca again "));
  /* … and hers again when it gets the focus back. */
  ab_braille_display_set_active (f->display, TRUE);
  WAIT_UNTIL (f, shows (f, "7. Lb3 d6 "));
  g_assert_cmpint (brlapi__writeText (orca, BRLAPI_CURSOR_OFF, "Orca, hidden"), ==, 0);
  pump (f, 300);
  g_assert_true (shows (f, "7. Lb3 d6 "));
  brlapi__closeConnection (orca);
}

static void
test_no_daemon (Fixture *f, gconstpointer data)
{
  do
    f->d->number = g_random_int_range (1000, 60000);
  while (!port_free (f->d->number));
  f->d->host = g_strdup_printf ("127.0.0.1:%u", f->d->number);
  connect_display (f, "none");
  g_assert_true (f->failed);
  g_assert_cmpint (f->error, ==, AB_BRAILLE_ERROR_NO_DAEMON);
}

static void
test_no_display (Fixture *f, gconstpointer data)
{
  start_brltty (f, "no", "none");
  connect_display (f, "none");
  g_assert_true (f->failed);
  g_assert_cmpint (f->error, ==, AB_BRAILLE_ERROR_NO_DISPLAY);
}

static void
test_not_allowed (Fixture *f, gconstpointer data)
{
  g_autofree char *key = g_build_filename (f->dir, "brlapi.key", NULL);
  g_autofree char *other = g_build_filename (f->dir, "other.key", NULL);
  g_autofree char *auth = g_strdup_printf ("keyfile:%s", key);
  g_autofree char *other_auth = g_strdup_printf ("keyfile:%s", other);

  g_assert_true (g_file_set_contents (key, "the daemon's own key", -1, NULL));
  g_assert_true (g_file_set_contents (other, "a wrong key", -1, NULL));
  start_brltty (f, "vr", auth);
  connect_display (f, other_auth);
  g_assert_true (f->failed);
  g_assert_cmpint (f->error, ==, AB_BRAILLE_ERROR_NOT_ALLOWED);
}

static void
test_lost (Fixture *f, gconstpointer data)
{
  guint at = 0;

  start_brltty (f, "vr", "none");
  connect_display (f, "none");
  wait_event (f, &at, AB_BRAILLE_EVENT_READY);
  g_subprocess_force_exit (f->d->brltty);
  wait_event (f, &at, AB_BRAILLE_EVENT_FAILED);
  g_assert_cmpint (f->error, ==, AB_BRAILLE_ERROR_LOST);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  brltty_path = argc > 1 ? argv[1] : "";
  if (!g_file_test (brltty_path, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_printerr ("BRLTTY is not installed (%s)\n", brltty_path);
      return g_getenv ("REQUIRE_ALL_TESTS") ? 1 : 77;
    }
  {
    g_autofree char *dir = g_dir_make_tmp ("braille-display-XXXXXX", NULL);

    daemon_init (&shared, dir);
  }
  g_test_add ("/braille-display/reading", Fixture, NULL, setup, test_reading, teardown);
  g_test_add ("/braille-display/board", Fixture, NULL, setup, test_board, teardown);
  g_test_add ("/braille-display/typing", Fixture, NULL, setup, test_typing, teardown);
  g_test_add ("/braille-display/screen-reader", Fixture, NULL, setup, test_screen_reader,
              teardown);
  g_test_add ("/braille-display/no-daemon", Fixture, NULL, setup, test_no_daemon, teardown);
  g_test_add ("/braille-display/no-display", Fixture, NULL, setup, test_no_display, teardown);
  g_test_add ("/braille-display/not-allowed", Fixture, NULL, setup, test_not_allowed, teardown);
  g_test_add ("/braille-display/lost", Fixture, NULL, setup, test_lost, teardown);
  status = g_test_run ();
  daemon_clear (&shared);
  return status;
}
