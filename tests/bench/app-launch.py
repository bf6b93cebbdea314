#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Benchmark: the real annabella's launch to its first spoken word.

    app-launch.py ANNABELLA [RUNS]

From the launch of annabella under Xvfb (a fresh start: no interrupted match) to the
first loud sample on a PulseAudio null sink's monitor: real audio onset, not a log line.
The reference is the espeak-ng command line saying "Annabella ist bereit." to the same
sink, launch to first sound, so the ratio shows what the app adds to the synthesiser's
own start. Median of RUNS (5) runs, with every run's figure; the first run (cold caches)
is run and shown but not counted. Prints, in the stable format of build-aux/dev bench:
    bench launch: first word X ms
Goal (issue 17): 200 ms or less. Memory is tests/bench/memory.py's.
"""
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchlib as b  # noqa: E402

if len(sys.argv) < 2:
    print("usage: app-launch.py ANNABELLA [RUNS]")
    sys.exit(2)
APP = os.path.abspath(sys.argv[1])
RUNS = int(sys.argv[2]) if len(sys.argv) > 2 else 5
SINK = "ab_bench_app_sink"

b.session("app-launch", tools=("espeak-ng",))


def launch(state, monitor):
    e = dict(b.env, XDG_STATE_HOME=state, ANNABELLA_TRANSCRIPT=os.path.join(state, "said.tsv"))
    monitor.wait_quiet()
    t0 = time.monotonic()
    monitor.arm(t0)
    app = b.start([APP], e, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    heard = monitor.wait_heard()
    monitor.wait_quiet()
    b.stop(app)
    return heard - t0 if heard else None


def reference(monitor):
    monitor.wait_quiet()
    t0 = time.monotonic()
    monitor.arm(t0)
    ref = b.start(["espeak-ng", "-v", "de", "Annabella ist bereit."])
    heard = monitor.wait_heard()
    ref.wait()
    return heard - t0 if heard else None


def main():
    b.start_pulse(SINK)
    monitor = b.Monitor(SINK)
    times, refs = [], []
    for run in range(RUNS + 1):
        t = launch(os.path.join(b.WORK, f"run-{run}"), monitor)
        if t is None:
            print("app-launch: annabella said nothing within 30 s")
            return 1
        times.append(t * 1000)
        r = reference(monitor)
        if r is not None:
            refs.append(r * 1000)
    counted = times[1:]
    a = b.median(counted)
    print(f"launch to first spoken word: annabella median {a:.0f} ms (first run "
          f"{times[0]:.0f} ms, not counted; then {b.spread(counted)})")
    if refs:
        r = b.median(refs)
        print(f"reference, espeak-ng command line to first sound: median {r:.0f} ms "
              f"({b.spread(refs)}); ratio annabella/espeak-ng {a / r:.1f}")
    print(f"bench launch: first word {a:.0f} ms")
    return 0


b.run(main)
