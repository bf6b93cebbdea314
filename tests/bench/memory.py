#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Benchmark: resident memory after a 100-move game, annabella beside GNOME Chess.

    memory.py ANNABELLA ANNABELLA_TOOL GNOME_CHESS [RUNS]

On the same Xvfb, with the same environment and renderer (GTK's default, then
GSK_RENDERER=cairo):
- annabella resumes a journal of a 100-move (200-ply) game, made here from legal moves
  with annabella-tool, and says so on a PulseAudio null sink;
- GNOME Chess (Debian's gnome-chess) opens the same game as a PGN file.
Each is measured (VmRSS) once it has drawn its windows and been idle for SETTLE
seconds. Medians of RUNS (3) runs, with every run's figure. Prints one line per
renderer in the stable format of build-aux/dev bench:
    bench memory: annabella X MB, gnome-chess Y MB, ratio R (renderer NAME)
MB are 10^6 bytes. Goal (issue 17): ratio <= 1.0.
"""
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import benchlib as b  # noqa: E402

if len(sys.argv) < 4:
    print("usage: memory.py ANNABELLA ANNABELLA_TOOL GNOME_CHESS [RUNS]")
    sys.exit(2)
APP, TOOL, CHESS = (os.path.abspath(a) for a in sys.argv[1:4])
RUNS = int(sys.argv[4]) if len(sys.argv) > 4 else 3
SINK = "ab_bench_memory_sink"
SETTLE = 3.0
RENDERERS = (("default", None), ("cairo", "cairo"))

b.session("memory", tools=(CHESS,))


def renderer_env(renderer, **more):
    e = dict(b.env, **more)
    e.pop("GSK_RENDERER", None)
    if renderer:
        e["GSK_RENDERER"] = renderer
    return e


def annabella(state, renderer, monitor):
    """VmRSS of annabella once it has resumed the game and said so."""
    b.write_journal(os.path.join(state, "state"), MOVES)
    said = os.path.join(state, "said.tsv")
    e = renderer_env(renderer, XDG_STATE_HOME=os.path.join(state, "state"),
                     ANNABELLA_TRANSCRIPT=said)
    monitor.wait_quiet()
    app = b.start([APP], e, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        dialog = b.wait_for(lambda: next((w for w, t in b.windows(app.pid).items()
                                          if t not in ("Annabella", "Annabella — Mirror")),
                                         None), 20)
        if dialog is None:
            raise RuntimeError("annabella offered no resumption")
        monitor.wait_quiet()
        b.focus(dialog)
        b.xdo("key", "Return")
        ok = b.wait_for(lambda: os.path.exists(said)
                        and f" {b.PLIES} " in open(said, encoding="utf-8").read(),
                        10)
        if not ok:
            raise RuntimeError(f"the resumption did not stand at {b.PLIES} half-moves")
        monitor.wait_quiet()
        time.sleep(SETTLE)
        return b.memory(app.pid)["VmRSS"]
    finally:
        b.stop(app)


def gnome_chess(state, renderer):
    """VmRSS of GNOME Chess once it shows the same game, opened from a PGN file."""
    os.makedirs(state)
    pgn = os.path.join(state, "game.pgn")
    with open(pgn, "w") as f:
        f.write(PGN)
    e = renderer_env(renderer, HOME=state, XDG_CONFIG_HOME=os.path.join(state, "config"),
                     XDG_DATA_HOME=os.path.join(state, "data"))
    chess = b.start([CHESS, pgn], e, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        if not b.wait_for(lambda: b.windows(chess.pid), 20):
            raise RuntimeError("GNOME Chess showed no window")
        time.sleep(SETTLE + 1.0)
        if chess.poll() is not None:
            raise RuntimeError("GNOME Chess exited")
        return b.memory(chess.pid)["VmRSS"]
    finally:
        b.stop(chess)


def game_pgn(moves):
    """The moves as a PGN game in SAN (annabella-tool converts the long notation)."""
    text = " ".join((f"{i // 2 + 1}. " if i % 2 == 0 else "") + m for i, m in enumerate(moves))
    path = os.path.join(b.WORK, "uci.pgn")
    with open(path, "w") as f:
        f.write('[Event "Benchmark"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "?"]\n'
                f'[White "White"]\n[Black "Black"]\n[Result "*"]\n\n{text} *\n')
    out = subprocess.run([TOOL, "pgn", "--to", "san", path], capture_output=True,
                         text=True).stdout
    return out[:out.index(" *") + 3] if " *" in out else None


def main():
    global MOVES, PGN
    b.start_pulse(SINK)
    monitor = b.Monitor(SINK)
    MOVES = b.game_moves(TOOL)
    PGN = game_pgn(MOVES)
    if not PGN:
        print("memory: annabella-tool could not write the game as PGN")
        return 1
    lines = []
    for name, renderer in RENDERERS:
        ours, theirs = [], []
        for run in range(RUNS):
            ours.append(annabella(os.path.join(b.WORK, f"a-{name}-{run}"), renderer, monitor))
            theirs.append(gnome_chess(os.path.join(b.WORK, f"g-{name}-{run}"), renderer))
        a, g = b.median(ours), b.median(theirs)
        print(f"renderer {name}: annabella VmRSS {b.spread(ours, '{:.1f}')} MB, "
              f"gnome-chess {b.spread(theirs, '{:.1f}')} MB")
        lines.append(f"bench memory: annabella {a:.1f} MB, gnome-chess {g:.1f} MB, "
                     f"ratio {a / g:.2f} (renderer {name})")
    print(f"medians of {RUNS} runs, after a {b.PLIES // 2}-move game and {SETTLE:.0f} s idle")
    for ln in lines:
        print(ln)
    return 0


MOVES = PGN = None
b.run(main)
