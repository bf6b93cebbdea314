#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""A crash at any moment, 50 times: the real annabella plays a scripted 60-move game with
running clocks and is killed with SIGKILL at random moments (during journal writes too),
started again and resumed each time (tests/app/crashsweep.py says how).

    test-crash-sweep.py ANNABELLA_BINARY [KILLS]

Asserts the goals: no announced move lost, every resumed clock within 100 ms of where
plain Resume must put it, no journal unreadable, every resumption offered. The
benchmark tests/bench/crash-sweep.py runs the same with 1,000 kills. Artefacts in
$MESON_BUILD_ROOT/tests/app/crash-sweep-output.
"""
import os
import sys

# meson runs the script by its path: the shared helpers sit one folder up.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import apptest  # noqa: E402
from apptest import *  # noqa: E402,F401,F403
import crashsweep  # noqa: E402

if len(sys.argv) not in (2, 3) or not os.access(sys.argv[1], os.X_OK):
    print("usage: test-crash-sweep.py ANNABELLA_BINARY [KILLS]")
    sys.exit(2)
APP_BIN = os.path.abspath(sys.argv[1])
KILLS = int(sys.argv[2]) if len(sys.argv) > 2 else 50
require_session(("xdotool", "pulseaudio", "pactl", "parec", "gdbus"))
OUT, WORK = make_dirs("crash-sweep-output", "ab-crash-sweep-")
TRANSCRIPT = os.path.join(OUT, "said.tsv")
env = app_env(WORK, TRANSCRIPT, pulse_sink="ab_crash_sink")
apptest.use(env, OUT, WORK, TRANSCRIPT, app_bin=APP_BIN)


def main():
    start_pulse("ab_crash_sink", record=False)
    sweep = crashsweep.Sweep(APP_BIN, env, OUT, seed=int(os.environ.get("SWEEP_SEED", "17")),
                             log=log, slow_fsync=os.environ.get("AB_SLOW_FSYNC"))
    s = sweep.run(KILLS)
    for note in s.notes[:20]:
        log(note)
    log(f"{s.kills} kills, {s.plies} plies announced over {s.games} game(s); {s.between} kills "
        f"came between a move and its clock press in the journal, {s.torn} left a torn line, "
        f"{s.presses_lost} clock presses were lost")
    log(f"clock errors (ms) at the first heartbeat of the {len(s.clock_errors)} resumptions "
        "that lived to one: " + ", ".join(f"{e:.0f}" for e in s.clock_errors))
    log(f"the same at the first move's announcement, after its journal write, for "
        f"{len(s.move_errors)}: " + ", ".join(f"{e:.0f}" for e in s.move_errors))
    check(s.kills == KILLS, f"annabella was killed {KILLS} times ({s.kills})")
    check(s.plies >= KILLS // 2, f"the game went on between the kills ({s.plies} plies)")
    check(s.lost == 0, f"no announced move was lost ({s.lost} lost)")
    check(s.unreadable == 0, f"every journal reads after a kill ({s.unreadable} did not)")
    check(s.not_offered == 0, f"every resumption was offered and taken ({s.not_offered} not)")
    check(s.presses_lost == 0, f"no clock press lost to a kill ({s.presses_lost} lost)")
    check(len(s.clock_errors) > 0, "some resumptions lived to a heartbeat")
    check(len(s.move_errors) > 0, "some resumptions were followed by a move")
    check(s.max_clock_error() <= 100,
          f"every resumed clock within 100 ms of the journal's last line, at its first heartbeat "
          f"(max error {s.max_clock_error():.0f} ms)")


try:
    main()
finally:
    cleanup()
finish()
