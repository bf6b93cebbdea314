/* SPDX-License-Identifier: GPL-3.0-or-later */
/* slow-fsync.c — LD_PRELOAD: every fsync and fdatasync takes AB_SLOW_FSYNC_USEC (15000)
 * microseconds longer, as on a slow disk. The crash sweep (tests/app/crashsweep.py)
 * preloads it so that a kill soon after a move does come while the journal is written. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>
#include <unistd.h>

static void
pause_a_while (void)
{
  const char *env = getenv ("AB_SLOW_FSYNC_USEC");

  usleep (env ? (useconds_t) atol (env) : 15000);
}

int
fsync (int fd)
{
  static int (*real) (int);

  if (!real)
    real = (int (*) (int)) dlsym (RTLD_NEXT, "fsync");
  pause_a_while ();
  return real (fd);
}

int
fdatasync (int fd)
{
  static int (*real) (int);

  if (!real)
    real = (int (*) (int)) dlsym (RTLD_NEXT, "fdatasync");
  pause_a_while ();
  return real (fd);
}
