#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Live oracle test: annabella-tool perft --divide against Debian's Stockfish.

Walks seeded random games from the standard start, Kiwipete and Chess960
starts, and at every few plies compares the per-move counts of both programs
at depth 3 (Stockfish with UCI_Chess960 for Chess960 positions). Any
difference fails with the position and the moves that differ.
"""
import os
import random
import subprocess
import sys

TOOL = sys.argv[1]
STOCKFISH = os.environ.get("STOCKFISH", "/usr/games/stockfish")
DEPTH = 3


class Stockfish:
    def __init__(self):
        self.p = subprocess.Popen([STOCKFISH], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)
        self.send("uci")
        self.wait("uciok")

    def send(self, line):
        self.p.stdin.write(line + "\n")

    def wait(self, prefix):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("stockfish ended")
            line = line.strip()
            if line.startswith(prefix):
                return lines, line
            lines.append(line)

    def divide(self, fen, chess960, depth):
        self.send("setoption name UCI_Chess960 value %s" % ("true" if chess960 else "false"))
        self.send("position fen " + fen)
        self.send("go perft %d" % depth)
        lines, last = self.wait("Nodes searched")
        moves = {}
        for ln in lines:
            if ": " in ln:
                m, n = ln.split(": ")
                moves[m] = int(n)
        return moves, int(last.split()[-1])

    def close(self):
        self.send("quit")
        self.p.wait(timeout=10)


def tool(*args):
    r = subprocess.run([TOOL, *args], capture_output=True, text=True)
    if r.returncode != 0:
        raise RuntimeError("annabella-tool %s failed: %s" % (" ".join(args), r.stderr))
    return r.stdout


def our_divide(fen, depth):
    out = tool("perft", "--divide", fen, str(depth)).strip().split("\n")
    moves = {}
    for ln in out[:-1]:
        if ": " in ln:
            m, n = ln.split(": ")
            moves[m] = int(n)
    return moves, int(out[-1])


def fen_of(chess960, position, *moves):
    """The FEN after the moves; Chess960 positions in Shredder-FEN, which
    keeps them Chess960 (castling written king-takes-rook) for both programs."""
    return tool("fen", *(["--shredder"] if chess960 else []), position, *moves).strip()


def main():
    rng = random.Random(20261122)
    sf = Stockfish()
    starts = [("startpos", False),
              ("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", False)]
    starts += [("960:%d" % rng.randrange(960), True) for _ in range(8)]
    checked = 0
    failures = 0
    for start, chess960 in starts:
        fen = fen_of(chess960, start)
        for ply in range(40):
            if ply % 4 == 0:
                ours, our_total = our_divide(fen, DEPTH)
                theirs, their_total = sf.divide(fen, chess960, DEPTH)
                checked += 1
                if ours != theirs or our_total != their_total:
                    failures += 1
                    print("not ok - %s: ours %d, stockfish %d" % (fen, our_total, their_total))
                    for m in sorted(set(ours) | set(theirs)):
                        if ours.get(m) != theirs.get(m):
                            print("#   %s: ours %s, stockfish %s" % (m, ours.get(m), theirs.get(m)))
            moves, _ = our_divide(fen, 1)
            if not moves:
                break
            move = rng.choice(sorted(moves))
            fen = fen_of(chess960, fen, move)
    sf.close()
    print("1..1")
    if failures:
        print("not ok 1 - perft divide differs from Stockfish in %d of %d positions" % (failures, checked))
        return 1
    print("ok 1 - perft divide equals Stockfish's in %d positions" % checked)
    return 0


if __name__ == "__main__":
    sys.exit(main())
