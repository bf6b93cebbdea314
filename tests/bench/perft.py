#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Benchmark: annabella-tool perft against Stockfish's "go perft", same
positions, same machine, one run. Prints nodes per second of both and the
ratio (ours / Stockfish's; above 1.0 means faster).

Both programs are timed as whole processes; the start-up cost (Stockfish
loads its network) is measured with a depth-1 run and subtracted. Each
figure is the best of REPEAT runs, the usual way to time on a busy machine.
"""
import os
import subprocess
import sys
import time

TOOL = sys.argv[1]
STOCKFISH = os.environ.get("STOCKFISH", "/usr/games/stockfish")
REPEAT = int(os.environ.get("REPEAT", "3"))
CASES = [
    ("start position", "startpos", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 6),
    ("Kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
     "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5),
]


def timed(cmd, stdin=None):
    t = time.perf_counter()
    r = subprocess.run(cmd, input=stdin, capture_output=True, text=True, check=True)
    return time.perf_counter() - t, r.stdout


def ours(pos, depth):
    dt, out = timed([TOOL, "perft", pos, str(depth)])
    return dt, int(out.split()[-1])


def stockfish(fen, depth):
    script = "uci\nsetoption name Threads value 1\nposition fen %s\ngo perft %d\nquit\n" % (fen, depth)
    dt, out = timed([STOCKFISH], script)
    nodes = [ln for ln in out.splitlines() if ln.startswith("Nodes searched")]
    return dt, int(nodes[0].split()[-1])


def best(fn, *args):
    runs = [fn(*args) for _ in range(REPEAT)]
    return min(r[0] for r in runs), runs[0][1]


def main():
    print("%-16s %12s %14s %14s %7s" % ("position", "nodes", "annabella n/s", "stockfish n/s", "ratio"))
    ratios = []
    for name, pos, fen, depth in CASES:
        base_ours, _ = best(ours, pos, 1)
        base_sf, _ = best(stockfish, fen, 1)
        t_ours, n_ours = best(ours, pos, depth)
        t_sf, n_sf = best(stockfish, fen, depth)
        if n_ours != n_sf:
            print("node counts differ: annabella %d, stockfish %d" % (n_ours, n_sf))
            return 1
        nps_ours = n_ours / max(t_ours - base_ours, 1e-6)
        nps_sf = n_sf / max(t_sf - base_sf, 1e-6)
        ratios.append(nps_ours / nps_sf)
        print("%-16s %12d %14.0f %14.0f %7.2f" % (name + " d%d" % depth, n_ours, nps_ours, nps_sf, ratios[-1]))
    print("perft speed ratio annabella/stockfish: %.2f (geometric mean)" %
          (ratios[0] * ratios[1]) ** 0.5)
    return 0


if __name__ == "__main__":
    sys.exit(main())
