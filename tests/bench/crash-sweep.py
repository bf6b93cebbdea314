#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Benchmark: a crash at any moment, 1,000 times. The real annabella plays a scripted
60-move game with running clocks and is killed with SIGKILL at random moments (during
journal writes too), started again and resumed each time; tests/app/crashsweep.py says
how each figure is taken.

    crash-sweep.py ANNABELLA [KILLS]

Prints, in the stable format of build-aux/dev bench:
    bench crash-sweep: kills N, moves lost L, max clock error E ms, unreadable journals U
Goal (issue 17): 0 moves lost, clock error <= 100 ms, no journal unreadable. The test
suite runs 50 kills (tests/app/shell/test-crash-sweep.py). Runs under its own Xvfb,
D-Bus session and PulseAudio; with GSK_RENDERER=cairo unless it is set (the sweep
measures the journal, not the drawing, and the machine is small).
"""
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", "app"))
import benchlib as b  # noqa: E402
import crashsweep  # noqa: E402

if len(sys.argv) not in (2, 3):
    print("usage: crash-sweep.py ANNABELLA [KILLS]")
    sys.exit(2)
APP = os.path.abspath(sys.argv[1])
KILLS = int(sys.argv[2]) if len(sys.argv) > 2 else 1000

b.session("crash-sweep", tools=("gdbus",))


def main():
    b.start_pulse("ab_bench_crash_sink")
    sweep = crashsweep.Sweep(APP, b.env, os.path.join(b.WORK, "sweep"),
                             seed=int(os.environ.get("SWEEP_SEED", "17")),
                             log=lambda *a: print(*a, flush=True),
                             slow_fsync=os.environ.get("AB_SLOW_FSYNC"))
    s = sweep.run(KILLS)
    for note in s.notes[:30]:
        print("#", note)
    print(f"{s.kills} kills, {s.plies} plies announced over {s.games} game(s); "
          f"{s.between} kills between a move and its clock press, {s.torn} torn lines; "
          f"clock presses lost {s.presses_lost}; resumptions not offered {s.not_offered}")
    for what, values in (("at the first heartbeat of", s.clock_errors),
                         ("(for information) at the first move's announcement, after its "
                          "journal write, of", s.move_errors)):
        errors = sorted(abs(e) for e in values)
        if errors:
            over = sum(1 for e in errors if e > 100)
            print(f"clock error {what} {len(errors)} resumptions: median "
                  f"{b.median(errors):.0f} ms, p99 {b.percentile(errors, 0.99):.0f} ms, max "
                  f"{errors[-1]:.0f} ms; {over} over 100 ms")
    print(f"bench crash-sweep: kills {s.kills}, moves lost {s.lost}, max clock error "
          f"{s.max_clock_error():.0f} ms, unreadable journals {s.unreadable}")
    return 0


b.run(main)
