# SPDX-License-Identifier: GPL-3.0-or-later
"""What the benchmarks of the real annabella share: their own X server and D-Bus session,
a private PulseAudio with a null sink, a low-latency reader on its monitor, child
processes stopped by PID, windows found and focused with xdotool, and a 100-move game.

A script calls session(name) first: without DISPLAY and a session bus it runs itself
again under xvfb-run and dbus-run-session, so that nothing else on the machine shares
its X server, bus or sound server.
"""
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

# The child processes and the sound server are started and stopped as the app tests do.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "app"))
import apptest  # noqa: E402
from apptest import start, stop, wait_for  # noqa: E402,F401

RATE = 22050
LOUD = 1000
env = dict(os.environ)
WORK = None
NAME = "bench"


def session(name, tools=()):
    """Re-runs the script under an X server and bus of its own (never the desktop's: Orca
    and the apps would meet the user's); checks the tools (exit 77 without one); makes
    the scratch directory and the children's environment."""
    global WORK, NAME
    NAME = name
    if os.environ.get("AB_BENCH_SESSION") != str(os.getpid()):
        for tool in ("xvfb-run", "dbus-run-session"):
            if shutil.which(tool) is None:
                print(f"{name}: {tool} is not installed")
                sys.exit(77)
        os.execvp("xvfb-run", ["xvfb-run", "-a", "-s", "-screen 0 1280x1024x24 -noreset",
                               "dbus-run-session", "--", "sh", "-c",
                               'export AB_BENCH_SESSION=$$; exec "$0" "$@"', sys.executable,
                               *sys.argv])
    for tool in ("pulseaudio", "pactl", "parec", "xdotool", *tools):
        if shutil.which(tool) is None and not os.access(tool, os.X_OK):
            print(f"{name}: {tool} is not installed")
            sys.exit(77)
    WORK = tempfile.mkdtemp(prefix=f"ab-{name}-")
    runtime = os.path.join(WORK, "runtime")
    os.makedirs(runtime, mode=0o700)
    env.update({
        "XDG_RUNTIME_DIR": runtime,
        "GSETTINGS_BACKEND": "memory",
        "LANGUAGE": "en",
    })
    # start() runs a child in env; cleanup() removes WORK.
    apptest.use(env, None, WORK, None)
    # An xdotool that lives as long as we do keeps the X server from resetting between
    # two apps (xvfb-run's server ends with its last client otherwise).
    start(["xdotool", "sleep", "100000"], stdout=subprocess.DEVNULL)
    return WORK


def run(main):
    """main() under a guard that stops every child and removes the scratch directory."""
    try:
        status = main()
    finally:
        apptest.cleanup()
    sys.exit(status)


def start_pulse(sink):
    """A PulseAudio of our own with a null sink named sink, the default for every child;
    without one the benchmark is skipped (77)."""
    env["PULSE_SINK"] = sink
    return apptest.start_pulse(sink, record=False)[0]


class Monitor:
    """Reads the sink's monitor in 10 ms fragments (which keeps the null sink running in
    real time); the arrival time of the first loud fragment after arm()."""

    def __init__(self, sink):
        self.lock = threading.Lock()
        self.armed = None
        self.heard = None
        self.last_loud = 0.0
        self.proc = start(["parec", "-d", f"{sink}.monitor", "--raw", "--format=s16le",
                           f"--rate={RATE}", "--channels=1", "--latency-msec=10"],
                          stdout=subprocess.PIPE)
        threading.Thread(target=self.read, daemon=True).start()
        subprocess.run(["pactl", "suspend-sink", sink, "1"], env=env, capture_output=True)
        subprocess.run(["pactl", "suspend-sink", sink, "0"], env=env, capture_output=True)

    def read(self):
        chunk = RATE // 100 * 2
        while True:
            data = self.proc.stdout.read(chunk)
            if not data:
                return
            now = time.monotonic()
            if any(abs(s) > LOUD for s in memoryview(data[:len(data) // 2 * 2]).cast("h")):
                with self.lock:
                    self.last_loud = now
                    if self.armed is not None and self.heard is None and now >= self.armed:
                        self.heard = now

    def arm(self, at):
        with self.lock:
            self.armed, self.heard = at, None

    def wait_heard(self, timeout=30):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            with self.lock:
                if self.heard is not None:
                    return self.heard
            time.sleep(0.002)
        return None

    def wait_quiet(self, quiet=0.5, timeout=20):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            with self.lock:
                if time.monotonic() - self.last_loud > quiet:
                    return
            time.sleep(0.05)


# ------------------------------------------------------------------ X windows
def xdo(*args):
    return subprocess.run(["xdotool", *args], env=env, capture_output=True,
                          text=True).stdout.strip()


def windows(pid):
    """{window id: title} of the visible windows of the process pid."""
    ids = xdo("search", "--onlyvisible", "--pid", str(pid)).split()
    return {w: xdo("getwindowname", w) for w in ids}


def window_titled(pid, title, timeout=20):
    return wait_for(lambda: next((w for w, t in windows(pid).items() if t == title), None),
                    timeout, 0.05)


def focus(wid):
    xdo("windowraise", wid)
    xdo("windowfocus", "--sync", wid)


# ------------------------------------------------------------------ a game
PLIES = 200  # a 100-move game


def game_moves(tool):
    """A 100-move game of legal moves, still going: a fixed walk over the move lists,
    by annabella-tool."""
    def ask(*args):
        return subprocess.run([tool, *args], capture_output=True, text=True).stdout

    moves = []
    for ply in range(PLIES):
        fen = ask("fen", "startpos", *moves).strip()
        legal = sorted(ln.split(":")[0] for ln in ask("perft", "--divide", fen, "1").splitlines()
                       if ":" in ln and not ln.startswith("Nodes"))
        for k in range(len(legal)):
            m = legal[(ply * 7 + k) % len(legal)]
            if ask("status", "startpos", *moves, m).strip() == "ongoing":
                moves.append(m)
                break
        else:
            raise RuntimeError(f"no move keeps the game going after {moves}")
    return moves


def write_journal(state, moves):
    """An interrupted match of those moves in annabella's state folder state."""
    folder = os.path.join(state, "annabella")
    os.makedirs(folder)
    wall = int(time.time() * 1e6) - (len(moves) + 1) * 1000000
    with open(os.path.join(folder, "match.journal"), "w") as f:
        f.write("annabella-journal\t1\n")
        f.write(f"start\t{wall}\tw\trnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n")
        for i, m in enumerate(moves):
            t = wall + (i + 1) * 1000000
            f.write(f"move\t{t}\t{m}\npress\t{t}\t{'wb'[i % 2]}\n")


def memory(pid):
    """VmRSS and VmHWM of pid in MB (10^6 bytes)."""
    out = {}
    with open(f"/proc/{pid}/status") as f:
        for ln in f:
            if ln.startswith(("VmRSS:", "VmHWM:")):
                out[ln.split(":")[0]] = int(ln.split()[1]) * 1024 / 1e6
    return out


def median(xs):
    return statistics.median(xs)


def percentile(xs, p):
    """The nearest-rank percentile p (0..1) of xs."""
    s = sorted(xs)
    k = max(0, min(len(s) - 1, int(-(-p * len(s) // 1)) - 1))
    return s[k]


def spread(xs, fmt="{:.0f}"):
    return ", ".join(fmt.format(x) for x in xs)
