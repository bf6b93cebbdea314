#!/usr/bin/python3
"""Benchmark: the real annabella's launch to its first spoken word, and its memory
after a 100-move game.

    app-launch.py ANNABELLA ANNABELLA_TOOL [RUNS]

(a) From the launch of annabella under Xvfb to the first non-silent sample on a
PulseAudio null sink's monitor: real audio onset, not a log line. The reference is
the espeak-ng command line saying "Annabella ist bereit." to the same sink, launch
to first sound, so the ratio shows what the app adds to the synthesiser's own start.
(b) VmRSS and VmHWM from /proc of annabella after resuming a journal of a 100-move
(200-ply) game (made here from legal moves with annabella-tool) and once it has said so, next
to the same figures for a fresh start.
Medians of RUNS (3) runs. Without DISPLAY it runs itself under xvfb-run and
dbus-run-session.
"""
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

RATE = 22050
LOUD = 1000
SINK = "ab_bench_app_sink"

if len(sys.argv) < 3:
    print("usage: app-launch.py ANNABELLA ANNABELLA_TOOL [RUNS]")
    sys.exit(2)
APP, TOOL = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
RUNS = int(sys.argv[3]) if len(sys.argv) > 3 else 3

if not os.environ.get("DISPLAY") or not os.environ.get("DBUS_SESSION_BUS_ADDRESS"):
    for tool in ("xvfb-run", "dbus-run-session"):
        if shutil.which(tool) is None:
            print(f"app-launch: {tool} is not installed")
            sys.exit(77)
    os.execvp("xvfb-run", ["xvfb-run", "-a", "-s", "-screen 0 1280x1024x24 -noreset",
                           "dbus-run-session", "--", sys.executable, *sys.argv])

for tool in ("pulseaudio", "pactl", "parec", "espeak-ng", "xdotool"):
    if shutil.which(tool) is None:
        print(f"app-launch: {tool} is not installed")
        sys.exit(77)

WORK = tempfile.mkdtemp(prefix="ab-bench-app-")
RUNTIME = os.path.join(WORK, "runtime")
os.makedirs(RUNTIME, mode=0o700)
env = dict(os.environ)
env.update({
    "XDG_RUNTIME_DIR": RUNTIME,
    "PULSE_SINK": SINK,
    "GSETTINGS_BACKEND": "memory",
    "GTK_A11Y": "none",
    "LANGUAGE": "en",
})
children = []


def start(args, **kw):
    p = subprocess.Popen(args, env=kw.pop("environ", env), **kw)
    children.append(p)
    return p


def stop(p):
    if p.poll() is None:
        p.terminate()
        try:
            p.wait(5)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait()


class Monitor:
    """Reads the sink's monitor; the capture time of the first loud sample after arm()."""

    def __init__(self):
        self.lock = threading.Lock()
        self.armed = None
        self.heard = None
        self.last_loud = 0.0
        self.proc = start(["parec", "-d", f"{SINK}.monitor", "--raw", "--format=s16le",
                           f"--rate={RATE}", "--channels=1", "--latency-msec=10"],
                          stdout=subprocess.PIPE)
        threading.Thread(target=self.read, daemon=True).start()

    def read(self):
        chunk = 220 * 2  # 10 ms
        while True:
            data = self.proc.stdout.read(chunk)
            if not data:
                return
            now = time.monotonic()
            n = len(data) // 2
            samples = memoryview(data).cast("h")
            for i in range(n):
                if abs(samples[i]) > LOUD:
                    at = now - (n - i) / RATE
                    with self.lock:
                        self.last_loud = now
                        if self.armed is not None and self.heard is None and at >= self.armed:
                            self.heard = at
                    break

    def arm(self, at):
        with self.lock:
            self.armed, self.heard = at, None

    def wait_heard(self, timeout=30):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            with self.lock:
                if self.heard is not None:
                    return self.heard
            time.sleep(0.01)
        return None

    def wait_quiet(self, quiet=0.5, timeout=20):
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            with self.lock:
                if time.monotonic() - self.last_loud > quiet:
                    return
            time.sleep(0.05)


def tool(*args):
    return subprocess.run([TOOL, *args], capture_output=True, text=True).stdout


PLIES = 200  # a 100-move game


def game_moves():
    """A 100-move game of legal moves, still going: a fixed walk over the move lists."""
    moves = []
    for ply in range(PLIES):
        fen = tool("fen", "startpos", *moves).strip()
        legal = sorted(ln.split(":")[0] for ln in tool("perft", "--divide", fen, "1").splitlines()
                       if ":" in ln and not ln.startswith("Nodes"))
        for k in range(len(legal)):
            m = legal[(ply * 7 + k) % len(legal)]
            if tool("status", "startpos", *moves, m).strip() == "ongoing":
                moves.append(m)
                break
        else:
            raise RuntimeError(f"no move keeps the game going after {moves}")
    return moves


def write_journal(state, moves):
    folder = os.path.join(state, "annabella")
    os.makedirs(folder)
    wall = int(time.time() * 1e6)
    with open(os.path.join(folder, "match.journal"), "w") as f:
        f.write("annabella-journal\t1\n")
        f.write(f"start\t{wall}\tw\trnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\n")
        for i, m in enumerate(moves):
            t = wall + (i + 1) * 1000000
            f.write(f"move\t{t}\t{m}\npress\t{t}\t{'wb'[i % 2]}\n")


def memory(pid):
    out = {}
    with open(f"/proc/{pid}/status") as f:
        for ln in f:
            if ln.startswith(("VmRSS:", "VmHWM:")):
                out[ln.split(":")[0]] = int(ln.split()[1]) / 1024.0
    return out


def launch(state, monitor):
    e = dict(env, XDG_STATE_HOME=state, ANNABELLA_TRANSCRIPT=os.path.join(state, "said.tsv"))
    monitor.wait_quiet()
    t0 = time.monotonic()
    monitor.arm(t0)
    app = start([APP], environ=e, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    heard = monitor.wait_heard()
    return app, (heard - t0 if heard else None)


def resume(app, monitor):
    """Enter on the resumption offer; waits until the resumption is heard."""
    monitor.wait_quiet()
    ids = subprocess.run(["xdotool", "search", "--onlyvisible", "--pid", str(app.pid)],
                         env=env, capture_output=True, text=True).stdout.split()
    names = {w: subprocess.run(["xdotool", "getwindowname", w], env=env, capture_output=True,
                               text=True).stdout.strip() for w in ids}
    dialogs = [w for w, n in names.items() if n not in ("Annabella", "Annabella — Mirror")]
    if not dialogs:
        return False
    subprocess.run(["xdotool", "windowfocus", "--sync", dialogs[0]], env=env)
    monitor.arm(time.monotonic())
    subprocess.run(["xdotool", "key", "Return"], env=env)
    return monitor.wait_heard(10) is not None


def main():
    start(["xdotool", "sleep", "100000"], stdout=subprocess.DEVNULL)
    start(["pulseaudio", "--daemonize=no", "--exit-idle-time=-1", "--disallow-exit", "-n",
           "--load=module-native-protocol-unix auth-anonymous=1",
           f"--load=module-null-sink sink_name={SINK}"],
          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(100):
        if subprocess.run(["pactl", "info"], env=env, capture_output=True).returncode == 0:
            break
        time.sleep(0.05)
    subprocess.run(["pactl", "set-default-sink", SINK], env=env, capture_output=True)
    monitor = Monitor()
    moves = game_moves()

    app_times, ref_times, fresh, played = [], [], [], []
    for run in range(RUNS):
        state = os.path.join(WORK, f"fresh-{run}")
        app, t = launch(state, monitor)
        if t is None:
            print("app-launch: annabella said nothing within 30 s")
            return 1
        app_times.append(t)
        monitor.wait_quiet()
        fresh.append(memory(app.pid))
        stop(app)

        monitor.wait_quiet()
        t0 = time.monotonic()
        monitor.arm(t0)
        ref = start(["espeak-ng", "-v", "de", "Annabella ist bereit."])
        heard = monitor.wait_heard()
        ref.wait()
        if heard is not None:
            ref_times.append(heard - t0)

        state = os.path.join(WORK, f"game-{run}")
        write_journal(state, moves)
        app, t = launch(state, monitor)
        if t is None or not resume(app, monitor):
            print("app-launch: the 100-move game was not resumed")
            return 1
        # Measured only once the whole game stands: the resumption names its length.
        said = open(os.path.join(state, "said.tsv"), encoding="utf-8").read()
        if f"nach {PLIES} Halbzügen" not in said:
            print(f"app-launch: the resumption did not stand at {PLIES} half-moves")
            return 1
        monitor.wait_quiet()
        played.append(memory(app.pid))
        stop(app)

    med = statistics.median
    a = med(app_times)
    print(f"launch to first spoken word: annabella {a * 1000:.0f} ms (runs: "
          + ", ".join(f"{x * 1000:.0f}" for x in app_times) + ")")
    if ref_times:
        r = med(ref_times)
        print(f"reference, espeak-ng command line to first sound: {r * 1000:.0f} ms; "
              f"ratio annabella/espeak-ng {a / r:.1f}")
    for what, rows in (("fresh start", fresh), ("after a resumed 100-move game", played)):
        print(f"memory, {what}: VmRSS {med(r['VmRSS'] for r in rows):.1f} MiB, "
              f"VmHWM {med(r['VmHWM'] for r in rows):.1f} MiB")
    print(f"medians of {RUNS} runs")
    return 0


try:
    status = main()
finally:
    for p in reversed(children):
        stop(p)
    shutil.rmtree(WORK, ignore_errors=True)
sys.exit(status)
