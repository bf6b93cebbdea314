#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Benchmark: from the last man the sighted player puts down on his e-board to the first
audible sample of the move's announcement, through the real serial line, the real app and a
real sound server; beside a driver as common ones work, with the same voice, in the same run.

    eboard-sound.py ANNABELLA TOOL REFERENCE-VOICE EMULATOR GAMES.pgn [GAMES] [PLIES]

The emulator (tests/eboard/eboard-emulator.py) is a DGT board on a pseudo-terminal, its
hands driven line by line; it logs the monotonic time of each move's last man put down. The
sink's monitor is read in 10 ms fragments on the same clock (benchlib.Monitor). Real games
from GAMES.pgn, their first PLIES half-moves:
1. annabella, the blind player White: his move typed on the move line (its announcement
   heard out), carried out on the board by the opponent's hands; then Black's move made on
   the board, read by AbMatchEboard, journaled, announced: the delay to its first sample
   (the move's earcon, then its words). Settle time 300 ms, the default.
2. the reference, eboard-reference-voice: the same hands make both sides' moves; it waits
   until the board has been still for 250 ms, asks for the whole board, reads the answer as
   a move and announces it with the same voice (AbSpeech: earcon, then the words). The same
   Black moves are timed.
Prints, per reader, the moves timed, the median and p99 of all of them and of the moves
annabella read at once (they cannot be half of a longer move; the rest wait for the settle
time), then one line:
    bench eboard-sound: median X ms, p99 Y ms (at once: median A ms, p99 B ms, N moves);
    reference median R ms, p99 S ms; settle 300 ms
Goal: a median of at most 150 ms for a move read at once.
"""
import os
import random
import re
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchlib as b  # noqa: E402

if len(sys.argv) < 6:
    print("usage: eboard-sound.py ANNABELLA TOOL REFERENCE-VOICE EMULATOR GAMES.pgn "
          "[GAMES] [PLIES]")
    sys.exit(2)
APP, TOOL, REFERENCE, EMULATOR, PGN = (os.path.abspath(a) for a in sys.argv[1:6])
GAMES = int(sys.argv[6]) if len(sys.argv) > 6 else 3
PLIES = int(sys.argv[7]) if len(sys.argv) > 7 else 40
SETTLE_MS = 300
SINK = "ab_bench_eboard_sink"
HOWS = ["plain", "taken-first", "taken-last", "king-first", "rook-first", "slide", "pawn-first"]

b.session("eboard-sound")


def games():
    """[(UCI moves)] of the first GAMES games of the file that start from the start."""
    text = subprocess.run([TOOL, "pgn", "--to", "uci", PGN], capture_output=True, text=True,
                          check=True).stdout
    out = []
    for block in re.split(r"\n\s*\n(?=\[)", text):
        if re.search(r'^\[FEN ', block, re.M):
            continue
        body = "\n".join(ln for ln in block.splitlines() if not ln.startswith("["))
        body = re.sub(r"\{[^}]*\}", " ", body)
        depth, kept = 0, []
        for c in body:
            depth += c == "("
            if depth == 0:
                kept.append(c)
            depth -= c == ")"
        moves = [t for t in "".join(kept).split()
                 if re.fullmatch(r"[a-h][1-8][a-h][1-8][nbrq]?", t)]
        if len(moves) >= 2:
            out.append(moves[:PLIES])
        if len(out) >= GAMES:
            break
    return out


class Board:
    """The emulated DGT board, its hands driven one action at a time."""

    def __init__(self, work, name):
        self.link = os.path.join(work, name + ".link")
        self.log = os.path.join(work, name + ".log")
        self.p = b.start([sys.executable, EMULATOR, "--protocol", "dgt", "--control", "--link",
                          self.link, "--log", self.log, "--seed", "7"],
                         b.env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
                         bufsize=1)
        self.p.stdout.readline()

    def do(self, action):
        self.p.stdin.write(action + "\n")
        self.p.stdin.flush()
        while True:
            line = self.p.stdout.readline()
            if not line or line.strip() == "idle":
                return

    def last_put_down(self):
        """The monotonic µs the last move's last man was put down (or lifted)."""
        with open(self.log) as f:
            return int(f.read().split()[-1])


class App:
    """annabella with the opponent on the e-board; the blind player's moves typed."""

    def __init__(self, work, board):
        self.state = os.path.join(work, "app")
        config = os.path.join(self.state, "config", "glib-2.0", "settings")
        os.makedirs(config)
        with open(os.path.join(config, "keyfile"), "w") as f:
            f.write("[org/annabella/Annabella]\n"
                    f"eboard=true\neboard-device='{board.link}'\neboard-settle-ms={SETTLE_MS}\n"
                    "time-control='-'\nassistant='none'\n")
        self.said = os.path.join(self.state, "said.tsv")
        env = dict(b.env, GSETTINGS_BACKEND="keyfile",
                   XDG_CONFIG_HOME=os.path.join(self.state, "config"),
                   XDG_STATE_HOME=os.path.join(self.state, "state"),
                   ANNABELLA_TRANSCRIPT=self.said, GTK_A11Y="atspi", NO_AT_BRIDGE="0")
        self.p = b.start([APP], env, stdout=subprocess.DEVNULL,
                         stderr=open(os.path.join(self.state, "app.log"), "w"))
        self.wid = b.window_titled(self.p.pid, "Annabella")
        if self.wid is None:
            raise RuntimeError("annabella's window did not appear")

    def lines(self):
        try:
            with open(self.said, encoding="utf-8") as f:
                return [ln.rstrip("\n").split("\t", 2) for ln in f if ln.count("\t") >= 2]
        except FileNotFoundError:
            return []

    def wait_said(self, fragment, after, timeout=15):
        def found():
            return next((ln for ln in self.lines()[after:] if fragment in ln[2]), None)
        return b.wait_for(found, timeout, 0.01)

    def key(self, *keys):
        b.focus(self.wid)
        for k in keys:
            b.xdo("key", "--clearmodifiers", k)
            time.sleep(0.1)

    def new_match(self):
        n = len(self.lines())
        known = set(b.windows(self.p.pid))
        self.key("ctrl+n")
        dialog = b.wait_for(lambda: next((w for w in b.windows(self.p.pid) if w not in known),
                                         None), 10)
        if dialog is None:
            raise RuntimeError("the new-match dialog did not open")
        b.focus(dialog)
        b.xdo("key", "Return")
        if self.wait_said("Neue Partie", n, 10) is None:
            raise RuntimeError("no new match began")
        # the board is found once, and stays for the next match
        if self.wait_said("verbunden", 0, 20) is None:
            raise RuntimeError("the e-board was not found")

    def type_move(self, uci):
        n = len(self.lines())
        self.key("ctrl+l")
        b.xdo("type", "--delay", "20", uci)
        b.xdo("key", "Return")
        return b.wait_for(lambda: len(self.lines()) > n, 10, 0.01)


def quantile(values, q):
    s = sorted(values)
    return s[min(len(s) - 1, int(q * (len(s) - 1) + 0.5))] if s else float("nan")


def play(all_games, monitor, board, app=None):
    """Plays the games; returns the delays (ms) of Black's moves, in order."""
    rng = random.Random(11)
    delays = []
    for g, moves in enumerate(all_games):
        if g > 0:
            board.do("setup rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR")
            time.sleep(1.0)
            monitor.wait_quiet(0.5)
        if app is not None:
            app.new_match()
            monitor.wait_quiet(0.5)
        for i, uci in enumerate(moves):
            how = rng.choice(HOWS)
            if i % 2 == 0:
                if app is not None:
                    app.type_move(uci)
                board.do(f"move {uci} {how}")
                time.sleep(SETTLE_MS / 1000 + 0.2)
                monitor.wait_quiet(0.4)
                continue
            monitor.wait_quiet(0.4)
            monitor.arm(time.monotonic())
            board.do(f"move {uci} {how}")
            heard = monitor.wait_heard(5)
            put_down = board.last_put_down()
            delays.append((heard * 1e6 - put_down) / 1000 if heard is not None else None)
            monitor.wait_quiet(0.4)
    return delays


def report(label, delays, at_once):
    timed = [d for d in delays if d is not None]
    fast = [d for d, once in zip(delays, at_once) if d is not None and once]
    print(f"{label}: {len(timed)} of {len(delays)} moves heard; median {b.median(timed):.1f} ms, "
          f"p99 {quantile(timed, 0.99):.1f} ms; moves read at once: {len(fast)}, median "
          f"{b.median(fast) if fast else float('nan'):.1f} ms, p99 {quantile(fast, 0.99):.1f} ms")
    print(f"# {label}, every move in ms: " + b.spread(timed, "{:.1f}"))
    return timed, fast


def main():
    all_games = games()
    if not all_games:
        print(f"eboard-sound: no games in {PGN}")
        return 77
    b.start_pulse(SINK)
    monitor = b.Monitor(SINK)

    board = Board(b.WORK, "annabella")
    app = App(b.WORK, board)
    try:
        own = play(all_games, monitor, board, app)
    finally:
        b.stop(app.p)
        b.stop(board.p)
    # A move was read at once when it was handed to the voice well before the settle time.
    at_once = [d is not None and d < SETTLE_MS * 0.75 for d in own]

    board = Board(b.WORK, "reference")
    reference = b.start([REFERENCE, board.link, "dgt"], b.env, stdout=subprocess.DEVNULL,
                        stderr=subprocess.DEVNULL)
    time.sleep(1.0)
    try:
        ref = play(all_games, monitor, board)
    finally:
        b.stop(reference)
        b.stop(board.p)

    timed, fast = report("annabella", own, at_once)
    ref_timed, _ = report("reference (250 ms still, then the whole board)", ref, at_once)
    fast_median = b.median(fast) if fast else float("nan")
    print(f"bench eboard-sound: median {b.median(timed):.0f} ms, "
          f"p99 {quantile(timed, 0.99):.0f} ms "
          f"(at once: median {fast_median:.0f} ms, p99 {quantile(fast, 0.99):.0f} ms, "
          f"{len(fast)} moves); reference median {b.median(ref_timed):.0f} ms, "
          f"p99 {quantile(ref_timed, 0.99):.0f} ms; settle {SETTLE_MS} ms")
    missed = len(own) - len(timed)
    return 1 if missed > len(own) // 20 or not fast else 0


b.run(main)
