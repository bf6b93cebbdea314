#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Runs Debian 12's /usr/bin/orca (43.1) unchanged as a test client, with two test-only
adjustments made from outside:

- its debug log is flushed after every line: Orca opens --debug-file block-buffered and
  never flushes, so a test could not read what it spoke until Orca exits;
- its per-user single-instance check is left out: that check (pgrep -u UID -x orca) would
  refuse to start while any other Orca of the same user runs anywhere on the machine,
  although ours lives on its own private D-Bus session and AT-SPI bus and cannot meet it.
  (--replace would SIGKILL those other Orcas instead: never use it here.)"""
import sys

import orca.debug as debug

_println = debug.println


def println(*args, **kwargs):
    _println(*args, **kwargs)
    if debug.debugFile:
        try:
            debug.debugFile.flush()
        except (OSError, ValueError):
            pass


debug.println = println
ORCA = "/usr/bin/orca"
sys.argv[0] = ORCA
# Run the launcher script in a namespace of our own, not as __main__, so that its
# otherOrcas() can be replaced before its main() (which looks it up there) runs.
launcher = {"__name__": "orca_launcher", "__file__": ORCA}
with open(ORCA, encoding="utf-8") as script:
    exec(compile(script.read(), ORCA, "exec"), launcher)
launcher["otherOrcas"] = lambda: []
sys.exit(launcher["main"]())
