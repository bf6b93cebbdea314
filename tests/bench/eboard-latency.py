#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Benchmark: from the last man put down on an e-board to the move read, through the real
serial path, beside the usual driver in the same run.

The emulator (tests/eboard/eboard-emulator.py) plays real games on a DGT and on a Millennium
board on a pseudo-terminal, and logs the monotonic time each move's last man was put down
(or lifted). Annabella reads the board with annabella-tool eboard --device --timestamps
(AbEboardSession: the serial port, the tracker, its settle rule); the reference,
eboard-reference, reads it as common drivers do: 250 ms after the last change it asks for
the whole board and takes the answer. The same games, the same hands (the same seed), one
reader at a time. Prints per board and reader the moves read, wrong and missed, and the
median and 99th percentile of the delay; then one line

    bench eboard latency: dgt median X ms p99 Y ms (reference A/B ms), millennium … ;
    settle S ms

Usage: eboard-latency.py TOOL REFERENCE EMULATOR GAMES.pgn [GAMES]
The goal: a median of at most 150 ms for an unambiguous move (the reference needs over
250 ms for every move); no wrong move.
"""
import os
import statistics
import subprocess
import sys
import tempfile

TOOL, REFERENCE, EMULATOR, PGN = sys.argv[1:5]
GAMES = sys.argv[5] if len(sys.argv) > 5 else "2"
SETTLE_MS = 300


def run(protocol, reader, work):
    log = os.path.join(work, f"{protocol}-{reader}.log")
    emu = subprocess.Popen([sys.executable, EMULATOR, "--protocol", protocol, "--pgn", PGN,
                            "--tool", TOOL, "--count", GAMES, "--seed", "5", "--log", log,
                            "--think-ms", "400,900"],
                           stdout=subprocess.PIPE, text=True)
    device = emu.stdout.readline().strip()
    if reader == "annabella":
        cmd = [TOOL, "eboard", "--device", device, "--protocol", protocol, "--timestamps"]
    else:
        cmd = [REFERENCE, device, protocol]
    out = subprocess.run(cmd, capture_output=True, text=True, timeout=1800).stdout
    emu.wait(timeout=60)
    read = []
    for line in out.splitlines():
        parts = line.split("\t")
        if len(parts) == 2 and parts[1].startswith("move "):
            read.append((parts[1].split()[1], int(parts[0])))
    made = []
    with open(log) as f:
        for line in f:
            _, uci, t = line.split()
            made.append((uci, int(t)))
    return made, read


def measure(made, read):
    """Pairs the moves in order; a mismatch ends the pairing (a wrong move)."""
    delays, wrong = [], 0
    for (m_uci, m_t), (r_uci, r_t) in zip(made, read):
        if m_uci != r_uci:
            wrong += 1
            break
        delays.append((r_t - m_t) / 1000.0)
    missed = len(made) - len(delays) - wrong
    return delays, wrong, missed


def quantile(values, q):
    s = sorted(values)
    return s[min(len(s) - 1, int(q * (len(s) - 1) + 0.5))] if s else float("nan")


def main():
    if not os.path.exists(PGN):
        print(f"no {PGN}: skipped")
        return 77
    results = {}
    with tempfile.TemporaryDirectory() as work:
        for protocol in ("dgt", "millennium"):
            for reader in ("annabella", "reference"):
                made, read = run(protocol, reader, work)
                delays, wrong, missed = measure(made, read)
                med, p99 = statistics.median(delays) if delays else float("nan"), quantile(delays, 0.99)
                results[(protocol, reader)] = (med, p99, wrong, missed)
                print(f"{protocol:10s} {reader:9s} moves {len(made):4d}: read {len(delays):4d}, "
                      f"wrong {wrong}, missed {missed}; median {med:6.1f} ms, p99 {p99:6.1f} ms, "
                      f"max {max(delays) if delays else 0:6.1f} ms")
    parts = []
    for protocol in ("dgt", "millennium"):
        a, ref = results[(protocol, "annabella")], results[(protocol, "reference")]
        parts.append(f"{protocol} median {a[0]:.0f} ms p99 {a[1]:.0f} ms wrong {a[2]} "
                     f"(reference {ref[0]:.0f}/{ref[1]:.0f} ms wrong {ref[2]})")
    print("bench eboard latency: " + ", ".join(parts) + f"; settle {SETTLE_MS} ms")
    bad = any(results[(p, "annabella")][2] or results[(p, "annabella")][3] for p in ("dgt", "millennium"))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
