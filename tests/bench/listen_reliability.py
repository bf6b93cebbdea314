#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Whether the recogniser's confidence means what it says: a reliability table, and how
often Annabella would ask with both readings.

For each threshold x = 0.3 … 0.9: of the utterances heard as a move with confidence at
least x (whatever was said: an announcement, a command, a remark), how many were that
move. Then "ask with both": of the utterances not understood (below the app's threshold,
0.5), how many had two best readings that are moves differing in one word (the app asks
"Eva fünf oder Eva vier?"), and for how many of those the move said was one of the two.

Run on a development set, in voices the benchmark does not use (DEV_VOICES: the voices
the recogniser was tuned on, at espeak's several speeds), so that the table can set a
threshold without touching the held-out voices; listen-bench.py prints the same table
for the benchmark's own set.

Usage: listen_reliability.py LISTEN-BENCH TOOL ANNOUNCEMENTS.PY LEXICON DATA-DIR
The set is synthesised once into DATA-DIR; BENCH_COUNT (default 360) announcements."""

import os
import re
import shutil
import subprocess
import sys

# Tuning voices (listen-bench.py's VOICES names them), never the benchmark's; espeak
# speaks each announcement at a speed of its own between 130 and 200 words a minute.
DEV_VOICES = [
    "de/espeak:de", "de/espeak:de+m1", "de/espeak:de+f1", "de/espeak:de+m2",
    "de/espeak:de+f4", "de/espeak:nl",
    "nl/espeak:nl", "nl/espeak:nl+m2", "nl/espeak:nl+f4",
    "en/espeak:en-us", "en/espeak:en+f2", "en/flite:kal16",
]

THRESHOLDS = [0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9]
APP_THRESHOLD = 0.5  # the "listen-threshold" setting's default
UCI = re.compile(r"^[a-h][1-8][a-h][1-8][qrbn]?$")


def parse(lines):
    """listen-bench's "reading" lines (LISTEN_BENCH_READINGS) as dicts."""
    readings = []
    for line in lines:
        f = line.split()
        if len(f) >= 8 and f[0] == "reading":
            readings.append(dict(voice=f[1], kind=f[2], expected=f[3], confidence=float(f[4]),
                                 best=f[5], second=f[6], one_word=f[7] == "1",
                                 file=f[13] if len(f) > 13 else None))
    return readings


def report(readings, name):
    """The table and the ask-with-both rates, as lines."""
    out = [f"# {name}: {len(readings)} utterances heard "
           f"({sum(r['kind'] == 'move' for r in readings)} of them moves announced)",
           f"reliability {name}: threshold  accepted  right      %"]
    for x in THRESHOLDS:
        accepted = [r for r in readings if UCI.match(r["best"]) and r["confidence"] >= x]
        right = sum(r["best"] == r["expected"] for r in accepted)
        share = f"{right / len(accepted):6.1%}" if accepted else "     -"
        out.append(f"reliability {name}: {x:9.1f}  {len(accepted):8d}  {right:5d}  {share}")
    unclear = [r for r in readings if r["confidence"] < APP_THRESHOLD]
    asked = [r for r in unclear
             if UCI.match(r["best"]) and UCI.match(r["second"]) and r["one_word"]]
    moves = [r for r in asked if r["kind"] == "move"]
    among = sum(r["expected"] in (r["best"], r["second"]) for r in moves)
    first = sum(r["expected"] == r["best"] for r in moves)
    out.append(f"ask-both {name}: not understood {len(unclear)} of {len(readings)}; asked "
               f"{len(asked)} ({len(asked) / max(len(unclear), 1):.1%} of them; "
               f"{len(asked) / max(len(readings), 1):.1%} of all); of the "
               f"{len(moves)} asked about a move announced, the move said among the two "
               f"{among} ({among / max(len(moves), 1):.1%}), the first of them {first}; "
               f"asked about no move (a remark, a command) {len(asked) - len(moves)}")

    def right_at(x):
        accepted = [r for r in readings if UCI.match(r["best"]) and r["confidence"] >= x]
        return sum(r["best"] == r["expected"] for r in accepted) / max(len(accepted), 1)

    # The stable line, to compare between commits (build-aux/dev bench).
    out.append(f"bench {name}-confidence: right {right_at(0.5):.1%} of the moves accepted "
               f"at 0.5, {right_at(0.7):.1%} at 0.7, {right_at(0.9):.1%} at 0.9; asks with "
               f"both {len(asked) / max(len(readings), 1):.1%}, the move said among the two "
               f"{among / max(len(moves), 1):.1%}")
    return out


def main():
    bench, tool, announcements, lexicon, data = sys.argv[1:6]
    count = int(os.environ.get("BENCH_COUNT", "360"))
    env = dict(os.environ, ANNABELLA_LEXICON=lexicon, ANNABELLA_VOICE_PROFILE="none",
               LISTEN_BENCH_READINGS="1")
    for program in ("espeak-ng", "flite", "sox"):
        if shutil.which(program) is None:
            print(f"listen_reliability: {program} is not installed (build-aux/dev installs it)")
            return 1
    if not os.path.exists(os.path.join(data, "expected.tsv")) or os.environ.get("BENCH_REGENERATE"):
        print(f"# synthesising {count} announcements in {len(DEV_VOICES)} development voices "
              f"into {data}", flush=True)
        subprocess.run([sys.executable, announcements, "--tool", tool, "--out", data,
                        "--count", str(count), "--seed", "25", "--foreign", "0.12",
                        "--commands", "0.05", *DEV_VOICES], check=True, env=env)
    ours = subprocess.run([bench, data], env=env, capture_output=True, text=True)
    if ours.returncode != 0:
        sys.stderr.write(ours.stderr)
        return 1
    print("\n".join(report(parse(ours.stdout.splitlines()), "listen-dev")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
