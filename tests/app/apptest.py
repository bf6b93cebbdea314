# SPDX-License-Identifier: GPL-3.0-or-later
"""Helpers shared by the end-to-end tests of tests/app: checks, child processes, a
private PulseAudio null sink, xdotool keys, the ANNABELLA_TRANSCRIPT file and the
AT-SPI tree.

A script sets up its own environment and output directory, then hands them over with
use(); the helpers read them from this module. `failures` and `children` are shared
lists: a script imports them and must not rebind them.
"""
import array
import atexit
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import wave

# What the listening tests share with the app's (recordings(PROFILE)).
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "listen"))
from voicetest import recordings  # noqa: E402,F401

APP_NAME = "annabella"
SKIP = 77
failures = []
children = []

# Set by use(): the environment of every child, where artefacts go, the transcript.
env = None
OUT = None
WORK = None
TRANSCRIPT = None
APP_BIN = None
TOOL_BIN = None
# Pauses of key() and type_text(): some tests were tuned with slower ones.
KEY_PAUSE = 0.15
TYPE_DELAY = 40
TYPE_PAUSE = 0.2


def use(environ, out, work, transcript, app_bin=None, key_pause=0.15, type_delay=40,
        type_pause=0.2, tool_bin=None):
    global env, OUT, WORK, TRANSCRIPT, APP_BIN, TOOL_BIN, KEY_PAUSE, TYPE_DELAY, TYPE_PAUSE
    env, OUT, WORK, TRANSCRIPT, APP_BIN = environ, out, work, transcript, app_bin
    TOOL_BIN = tool_bin
    KEY_PAUSE, TYPE_DELAY, TYPE_PAUSE = key_pause, type_delay, type_pause


def log(*args):
    print("#", *args, flush=True)


def missing(what):
    if os.environ.get("REQUIRE_ALL_TESTS") == "1":
        print(f"FAIL: {what} (REQUIRE_ALL_TESTS=1)")
        sys.exit(1)
    print(f"SKIP: {what}")
    sys.exit(SKIP)


def check(ok, what):
    print(("ok    " if ok else "FAIL  ") + what, flush=True)
    if not ok:
        failures.append(what)
    return ok


def wait_for(predicate, timeout=10.0, step=0.05):
    """predicate's first true value within timeout. An AT-SPI call that times out on a
    loaded machine (GLib.GError) counts as not yet, and is tried again."""
    end = time.monotonic() + timeout
    while True:
        try:
            value = predicate()
        except Exception as e:  # gi.repository.GLib.GError from pyatspi
            if time.monotonic() > end:
                log(f"AT-SPI error: {e}")
                return None
            value = None
        if value or time.monotonic() > end:
            return value
        time.sleep(step)


def own_session():
    """An X server and a D-Bus session of this test's own (Xvfb, dbus-daemon), so that end
    to end tests run side by side without taking each other's keyboard focus or AT-SPI
    tree: each has its own PulseAudio already. Asked for by ANNABELLA_TEST_OWN_SESSION=1
    (tests/app/meson.build); the environment then names them for this process and every
    child. Stopped by cleanup()."""
    if os.environ.get("ANNABELLA_TEST_OWN_SESSION") != "1":
        return
    for tool in ("Xvfb", "dbus-daemon"):
        if shutil.which(tool) is None:
            missing(f"{tool} is not installed")
    read, write = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1280x1024x24",
                             "-noreset", "-nolisten", "tcp"], pass_fds=(write,),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    children.append(xvfb)
    with os.fdopen(read) as f:
        display = f.readline().strip()
    if not display:
        missing("Xvfb did not start")
    # The bus starts the accessibility bus's launcher, which names its socket after the
    # display it finds in the bus's environment: this test's, not another's.
    bus = subprocess.Popen(["dbus-daemon", "--session", "--nofork", "--print-address=1"],
                           stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                           env=dict(os.environ, DISPLAY=f":{display}"))
    children.append(bus)
    address = bus.stdout.readline().strip()
    if not address:
        missing("dbus-daemon did not start")
    os.environ.update(DISPLAY=f":{display}", DBUS_SESSION_BUS_ADDRESS=address)
    # Also when the test ends early (a skip): no server outlives it.
    atexit.register(lambda: [p.kill() for p in (bus, xvfb) if p.poll() is None])


def require_session(tools):
    """Skip (or fail) unless there is an X display, a D-Bus session, every tool and
    pyatspi; returns pyatspi. With ANNABELLA_TEST_OWN_SESSION=1 both are the test's own
    (own_session)."""
    own_session()
    for var in ("DISPLAY", "DBUS_SESSION_BUS_ADDRESS"):
        if not os.environ.get(var):
            missing(f"no {var}: run under xvfb-run and dbus-run-session")
    for tool in tools:
        if shutil.which(tool) is None:
            missing(f"{tool} is not installed")
    try:
        import pyatspi
    except ImportError:
        missing("python3-pyatspi is not installed")
    if subprocess.run(["xdotool", "getdisplaygeometry"], capture_output=True).returncode != 0:
        missing(f"cannot open the display {os.environ['DISPLAY']}")
    map_letters()
    return pyatspi


# The letters of the German words typed: Xvfb's keyboard has none of them.
LETTERS = ("adiaeresis Adiaeresis", "odiaeresis Odiaeresis", "udiaeresis Udiaeresis",
           "ssharp", "eacute Eacute")


def map_letters():
    """Gives the X server's keyboard keys for LETTERS. Without them xdotool maps a key for
    each letter, types it and maps it back at once: on a loaded machine the app read the
    key after the second change and "fünf" arrived as "fnf"."""
    if shutil.which("xmodmap") is None:
        return
    table = subprocess.run(["xmodmap", "-pke"], capture_output=True, text=True).stdout
    if "udiaeresis" in table:
        return
    free = [ln.split()[1] for ln in table.splitlines() if len(ln.split()) == 3]
    for code, syms in zip(free, LETTERS):
        subprocess.run(["xmodmap", "-e", f"keycode {code} = {syms}"], check=True)


def make_dirs(out_name, work_prefix):
    """A fresh artefact directory under $MESON_BUILD_ROOT/tests/app (kept after the run)
    and a scratch directory (removed by cleanup()): (OUT, WORK)."""
    out = os.path.join(os.environ.get("MESON_BUILD_ROOT", tempfile.gettempdir()), "tests", "app",
                       out_name)
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    return out, tempfile.mkdtemp(prefix=work_prefix)


def app_args(*names):
    """The command line's executables (named so in the usage), as absolute paths; the
    usage and exit status 2 unless there are as many, each executable."""
    args = sys.argv[1:]
    if len(args) != len(names) or not all(os.access(a, os.X_OK) for a in args):
        print(f"usage: {os.path.basename(sys.argv[0])} {' '.join(names)}")
        sys.exit(2)
    return [os.path.abspath(a) for a in args]


def app_env(work, transcript, pulse_sink=None, config=True, build_locales=True, **more):
    """The children's environment: ours, with annabella's state (and, with config, its
    settings files) in work, the speech transcript, GSettings in memory, AT-SPI on and
    an English interface. pulse_sink: the sink of a PulseAudio of our own, its socket in
    work/runtime. build_locales: the catalogs as built (every German and Dutch spoken
    phrase comes from them), not the installed ones. more: other variables, or other
    values of these."""
    environ = dict(os.environ)
    environ.update({
        "XDG_STATE_HOME": os.path.join(work, "state"),
        "ANNABELLA_TRANSCRIPT": transcript,
        "GSETTINGS_BACKEND": "memory",
        "GTK_A11Y": "atspi",
        "LANGUAGE": "en",
        "NO_AT_BRIDGE": "0",
        # The installed acoustic model, not the voice profile of whoever runs the tests.
        "ANNABELLA_VOICE_PROFILE": "none",
    })
    if config:
        environ["XDG_CONFIG_HOME"] = os.path.join(work, "config")
    if pulse_sink:
        runtime = os.path.join(work, "runtime")
        os.makedirs(runtime, mode=0o700)
        environ.update(XDG_RUNTIME_DIR=runtime, PULSE_SINK=pulse_sink)
    if not build_locales:
        environ.pop("ANNABELLA_LOCALEDIR", None)
    elif os.environ.get("MESON_BUILD_ROOT"):
        environ["ANNABELLA_LOCALEDIR"] = os.path.join(os.environ["MESON_BUILD_ROOT"], "po")
    environ.update(more)
    return environ


def write_settings(**keys):
    """The keyfile GSettings backend's settings of annabella (XDG_CONFIG_HOME in WORK)."""
    folder = os.path.join(WORK, "config", "glib-2.0", "settings")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "keyfile"), "w") as out:
        out.write("[org/annabella/Annabella]\n")
        for k, v in keys.items():
            out.write(f"{k.replace('_', '-')}={v}\n")


# ------------------------------------------------------------------ journals
START_FEN = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"


def write_journal(moves, t0=1_000_000, control="5400"):
    """Leaves an interrupted match in WORK/state as annabella writes it: the standard
    start, the time control, and the moves, (second, UCI, mover "w" or "b"), each with
    its clock press. Returns the journal's path."""
    path = os.path.join(WORK, "state", "annabella", "match.journal")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write("annabella-journal\t1\n"
                f"start\t{t0}\tw\t{START_FEN}\n"
                f"setup\t{t0}\t2023\t{control}\n")
        for s, uci, c in moves:
            at = t0 + s * 1_000_000
            f.write(f"move\t{at}\t{uci}\npress\t{at}\t{c}\n")
    return path


# ------------------------------------------------------------------ processes
def start(args, environ=None, **kw):
    p = subprocess.Popen(args, env=environ or env, **kw)
    children.append(p)
    return p


def stop(p, sig=signal.SIGTERM):
    if p.poll() is None:
        p.send_signal(sig)
        try:
            p.wait(5)
        except subprocess.TimeoutExpired:
            p.kill()
            p.wait()


def cleanup():
    for p in reversed(children):
        stop(p)
    shutil.rmtree(WORK, ignore_errors=True)


def finish(note=""):
    """Where the artefacts are, the verdict, and the exit status meson reads."""
    print(f"# artefacts in {OUT}{note}")
    print("FAILED: " + str(len(failures)) if failures else "all checks passed")
    sys.exit(1 if failures else 0)


# ------------------------------------------------------------------ X
def xdo(*args):
    r = subprocess.run(["xdotool", *args], env=env, capture_output=True, text=True)
    return r.stdout.strip()


def key(*keys):
    for k in keys:
        xdo("key", "--clearmodifiers", k)
        time.sleep(KEY_PAUSE)


def type_text(text):
    xdo("type", "--delay", str(TYPE_DELAY), text)
    time.sleep(TYPE_PAUSE)


def window_id(name):
    ids = xdo("search", "--onlyvisible", "--name", name).split()
    return ids[0] if ids else None


def window_ids(pid):
    return xdo("search", "--onlyvisible", "--pid", str(pid)).split()


def focus_window(wid):
    xdo("windowraise", wid)
    xdo("windowfocus", "--sync", wid)
    time.sleep(0.3)


def new_window(pid, before):
    """The windows of pid not in before, once there are any; the first one focused."""
    ids = wait_for(lambda: [w for w in window_ids(pid) if w not in before], 10)
    if ids:
        focus_window(ids[0])
    return ids


def file_chooser(pid, before, title, path, location=True):
    """Types path into the file chooser titled so (Ctrl+L first when opening)."""
    if not check(bool(new_window(pid, before)), f"a file chooser opens: {title}"):
        return False
    if not check(bool(wait_for(lambda: focused(title) is not None, 10)),
                 f"the chooser “{title}” has the keyboard"):
        dump_tree(os.path.join(OUT, "atspi-tree.txt"))
        return False
    if location:
        key("ctrl+l")
    else:
        key("ctrl+a")
    wait_for(lambda: focused(title) is not None
             and focused(title).getRoleName() == "text", 5)
    type_text(path)
    wait_for(lambda: focused(title).queryText().getText(0, -1) == path, 5)
    key("Return")
    return True


def print_scoresheet(pid, mnemonic, title, path):
    """Ctrl+P in the player's window (German announcements), the paper chosen by its
    button's mnemonic, path typed into the file chooser titled so: the number of
    utterances before, or None when a step failed."""
    n = len(utterances())
    before = set(window_ids(pid))
    key("ctrl+p")
    check(wait_said("Partieformular drucken", n) is not None, "Ctrl+P asks which paper")
    new_window(pid, before)
    before = set(window_ids(pid))
    key(mnemonic)
    return n if file_chooser(pid, before, title, path, location=False) else None


def screenshot(wid, name):
    path = os.path.join(OUT, name)
    subprocess.run(["import", "-window", wid, path], env=env, capture_output=True)
    return path


def engine_pids(app):
    """The chess engines the app runs (its Stockfish children)."""
    r = subprocess.run(["pgrep", "-P", str(app.pid), "stockfish"], capture_output=True,
                       text=True)
    return [int(x) for x in r.stdout.split()]


# ------------------------------------------------------------------ the rules, by annabella-tool
def tool(*args):
    r = subprocess.run([TOOL_BIN, *args], capture_output=True, text=True)
    return r.stdout.strip() if r.returncode == 0 else None


def legal_moves(fen):
    out = tool("perft", "--divide", fen, "1") or ""
    return sorted(ln.split(":")[0] for ln in out.splitlines() if ":" in ln)


def parse_spoken(fen, text):
    """The UCI move a spoken announcement names in fen, or None."""
    out = tool("parse", fen, text)
    return out.splitlines()[0] if out else None


# ------------------------------------------------------------------ PulseAudio
def start_pulse(sink, record=True):
    """A null sink named sink in our own XDG_RUNTIME_DIR, the default sink; with record, a
    reader on its monitor writes OUT/speech.wav. Its log goes to OUT/pulse.log (nowhere
    without OUT). Returns (pulseaudio, parec or None)."""
    pulse_log = open(os.path.join(OUT, "pulse.log"), "w") if OUT else subprocess.DEVNULL
    pa = start(["pulseaudio", "--daemonize=no", "--exit-idle-time=-1", "--disallow-exit", "-n",
                "--load=module-native-protocol-unix auth-anonymous=1",
                f"--load=module-null-sink sink_name={sink}"],
               stdout=pulse_log, stderr=subprocess.STDOUT)
    ok = wait_for(lambda: subprocess.run(["pactl", "info"], env=env,
                                         capture_output=True).returncode == 0, 10)
    if not ok:
        missing("PulseAudio did not start")
    subprocess.run(["pactl", "set-default-sink", sink], env=env, capture_output=True)
    if not record:
        return pa, None
    # A low-latency reader on the monitor keeps the null sink real-time.
    rec = start(["parec", "-d", f"{sink}.monitor", "--latency-msec=20", "--file-format=wav",
                 "--rate=22050", "--channels=1", os.path.join(OUT, "speech.wav")])
    subprocess.run(["pactl", "suspend-sink", sink, "1"], env=env, capture_output=True)
    subprocess.run(["pactl", "suspend-sink", sink, "0"], env=env, capture_output=True)
    return pa, rec


def audio_peak(path):
    try:
        w = wave.open(path)
        a = array.array("h", w.readframes(w.getnframes()))
    except (OSError, EOFError, wave.Error):
        return 0, 0.0
    loud = sum(1 for x in a if abs(x) > 1000)
    return max((abs(x) for x in a), default=0), loud / 22050.0


# ------------------------------------------------------------------ transcript
def utterances():
    """(priority, text) of every line of the transcript, earcons left out."""
    try:
        lines = open(TRANSCRIPT, encoding="utf-8").read().splitlines()
    except FileNotFoundError:
        return []
    out = []
    for ln in lines:
        parts = ln.split("\t", 2)
        if len(parts) == 3 and not parts[2].startswith("earcon:"):
            out.append((parts[1], parts[2]))
    return out


def wait_said(text, after, timeout=10, exact=False):
    """The first utterance after index `after` that is (or contains) text, or None."""
    def find():
        for i, (prio, said) in enumerate(utterances()[after:], after):
            if said == text or (not exact and text in said):
                return (i, prio, said)
        return None
    return wait_for(find, timeout)



def wait_quiet(tail=0.8):
    """Until Annabella's last utterance has surely ended (listening pauses while it
    speaks, by design): its start in the transcript (monotonic µs, the clock of
    time.monotonic) one after the other at about 12 characters a second, plus tail; and
    where her sink is recorded, until the recording's last tail seconds are silent."""
    try:
        lines = open(TRANSCRIPT, encoding="utf-8").read().splitlines()
    except FileNotFoundError:
        return
    end = 0.0
    for ln in lines:
        parts = ln.split("\t", 2)
        if len(parts) == 3:
            # Queued utterances follow each other.
            end = max(end, int(parts[0]) / 1e6) + len(parts[2]) / 12.0
    time.sleep(max(0.0, end + tail - time.monotonic()))
    # The estimate is not the sound: on a loaded machine her speech starts late.
    t0 = time.monotonic()
    quiet = wait_for(lambda: recording_quiet(tail), 15)
    if not quiet or time.monotonic() - t0 > 0.2:
        log(f"Annabella's sink {'silent' if quiet else 'still not silent'} "
            f"{time.monotonic() - t0:.1f} s after the estimate of her speech's end")


def recording_quiet(seconds):
    """The last seconds of OUT/speech.wav (written as it plays: 22050 Hz, 16 bits, mono)
    are silent; True where nothing is recorded."""
    path = os.path.join(OUT, "speech.wav") if OUT else None
    need = int(seconds * 22050) * 2
    try:
        size = os.path.getsize(path)
        # A recording of an earlier run, or one no longer written, is not this sound.
        if size < 44 + need or time.time() - os.path.getmtime(path) > 2:
            return True
        with open(path, "rb") as f:
            f.seek(size - need)
            a = array.array("h", f.read(need))
    except (OSError, TypeError, ValueError):
        return True
    return max((abs(x) for x in a), default=0) < 1000


# ------------------------------------------------------------------ listening
LEXICON = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "data",
                       "listen", "annabella.lexicon")


def use_listening(out_name, work_prefix, sink, app_bin):
    """What every listening test sets up: the artefact and scratch directories, the
    transcript, and the children's environment (a PulseAudio of our own with Annabella's
    voice on sink, keyfile settings, the window's hearings in OUT/app.log for
    heard_lines(), the source tree's pronunciation dictionary), handed to use().
    Returns (env, OUT, WORK)."""
    out, work = make_dirs(out_name, work_prefix)
    transcript = os.path.join(out, "transcript.tsv")
    environ = app_env(work, transcript, pulse_sink=sink, GSETTINGS_BACKEND="keyfile",
                      G_MESSAGES_DEBUG="Annabella", ANNABELLA_LEXICON=LEXICON)
    use(environ, out, work, transcript, app_bin=app_bin)
    return environ, out, work


def short_enrolment(folder, phrases):
    """The dictionary and a short German enrolment script of phrases beside it, in folder
    (for ANNABELLA_LEXICON): the app reads either the same way."""
    os.makedirs(folder)
    shutil.copy(LEXICON, folder)
    with open(os.path.join(folder, "enrolment-de.txt"), "w") as f:
        f.write("# a short enrolment for the test\n" + "\n".join(phrases) + "\n")


def resume_offered(app, n, plies):
    """The interrupted match of plies half-moves is offered (German) after utterance n;
    Return in the offer's dialog resumes it. The player's window's id."""
    check(wait_said(f"nach {plies} Halbzügen", n, 20) is not None,
          f"the journal of {plies} half-moves is offered for resumption")
    blind = wait_for(lambda: window_id("^Annabella$"), 10)
    dialog = wait_for(lambda: [w for w in window_ids(app.pid)
                               if w not in (blind, window_id("Mirror"))], 10)
    if dialog:
        focus_window(dialog[0])
    n = len(utterances())
    key("Return")
    check(wait_said(f"Partie fortgesetzt nach {plies} Halbzügen", n, 10) is not None,
          "Return resumes the match")
    return blind


def start_listening():
    """Starts annabella, which must say it is ready and listening (German), maps its
    windows and puts the focus on the player's move line: (app, blind, mirror), blind None
    when the windows did not map."""
    app = start_app()
    check(wait_said("bereit", 0, 15) is not None, "Annabella is ready")
    check(wait_said("Ich höre zu", 0, 20) is not None, "listening began, and says so")
    blind, mirror = place_windows()
    if check(blind is not None, "the windows are mapped"):
        focus_window(blind)
        key("ctrl+l")
    return app, blind, mirror


def journaled_moves():
    """The moves of the match's journal in WORK/state, in UCI, in order."""
    try:
        with open(os.path.join(WORK, "state", "annabella", "match.journal")) as f:
            return [ln.split("\t")[2] for ln in f.read().splitlines() if ln.startswith("move\t")]
    except FileNotFoundError:
        return []


def heard_lines():
    """The hearings the player's window logged (G_MESSAGES_DEBUG), in order."""
    try:
        with open(os.path.join(OUT, "app.log"), encoding="utf-8", errors="replace") as f:
            return [ln for ln in f.read().splitlines() if "heard \"" in ln]
    except FileNotFoundError:
        return []


def say_into(sink, text, name):
    """espeak-ng's German voice says text into a PulseAudio sink (OUT/name.wav), once
    Annabella is quiet."""
    wait_quiet()
    wav = os.path.join(OUT, name + ".wav")
    subprocess.run(["espeak-ng", "-v", "de", "-s", "150", "-w", wav, text], check=True)
    subprocess.run(["paplay", "-d", sink, wav], env=env, check=True)

# ------------------------------------------------------------------ AT-SPI
# pyatspi is imported where used: a script checks for it first, and skips without it.
def app_accessible():
    import pyatspi
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        a = desktop.getChildAtIndex(i)
        if a is not None and a.name == APP_NAME:
            return a
    return None


def shown_announcement(fragment, title="Annabella"):
    """The window shows fragment in a label (its announcement), over AT-SPI."""
    return find_all(frame(title), lambda a: a.getRoleName() == "label"
                    and fragment in (a.name or ""))


def walk(acc, visit, depth=0):
    if acc is None or depth > 40:
        return
    visit(acc, depth)
    for i in range(acc.childCount):
        walk(acc.getChildAtIndex(i), visit, depth + 1)


def find_all(root, pred):
    found = []
    walk(root, lambda a, d: found.append(a) if pred(a) else None)
    return found


def frame(title):
    app = app_accessible()
    if app is None:
        return None
    for i in range(app.childCount):
        f = app.getChildAtIndex(i)
        if f is not None and f.name == title:
            return f
    return None


def dump_tree(path):
    import pyatspi
    with open(path, "w") as out:
        def visit(a, d):
            st = a.getState()
            out.write(f"{'  ' * d}[{a.getRoleName()}] {a.name!r} desc={a.description!r}"
                      f"{' FOCUSED' if st.contains(pyatspi.STATE_FOCUSED) else ''}\n")
        walk(app_accessible(), visit)


# ------------------------------------------------------------------ the player's window
# The main window with its mirror, as test-app-e2e.py and test-app-clock.py use it.
def board_cells():
    """{ 'e4': name } of the player's board as a screen reader reads it."""
    win = frame("Annabella")
    tables = find_all(win, lambda a: a.getRoleName() == "table" and a.name == "Board")
    if not tables:
        return {}
    cells = {}
    table = tables[0]
    for i in range(table.childCount):
        c = table.getChildAtIndex(i)
        if c.getRoleName() == "table cell":
            # Children come rank 8 first, files a..h: reading order from the top.
            cells["abcdefgh"[i % 8] + str(8 - i // 8)] = c.name
    return cells


def focused(title="Annabella"):
    """The focused widget of the player's window (or of the window titled so)."""
    import pyatspi
    win = frame(title) if title else app_accessible()
    hits = find_all(win, lambda a: a.getState().contains(pyatspi.STATE_FOCUSED))
    return hits[-1] if hits else None


def focused_name(title="Annabella"):
    f = focused(title)
    return f.name if f is not None else None


def list_rows(title, name):
    """The rows of the list of that accessible name, as a screen reader reads them."""
    lists = find_all(frame(title), lambda a: a.getRoleName() == "list" and a.name == name)
    if not lists:
        return []
    return [lists[0].getChildAtIndex(i).name for i in range(lists[0].childCount)]


def occupied_on_board():
    return {sq for sq, name in board_cells().items() if not name.endswith(", leer")}


def occupied_by_fen(fen):
    out = set()
    for r, row in enumerate(fen.split()[0].split("/")):
        col = 0
        for ch in row:
            if ch.isdigit():
                col += int(ch)
            else:
                out.add("abcdefgh"[col] + str(8 - r))
                col += 1
    return out


def mirror_plays(mirror, text, expect):
    """The sighted opponent enters text on the mirror (window mirror): Alt+M, the text,
    Enter; checks that expect is announced."""
    focus_window(mirror)
    key("alt+m")
    n = len(utterances())
    type_text(text)
    key("Return")
    check(wait_said(expect, n, 10) is not None, f"the mirror's {text} is announced ({expect})")


def place_windows():
    blind = wait_for(lambda: window_id("^Annabella$"), 10)
    mirror = wait_for(lambda: window_id("Mirror"), 10)
    if not blind or not mirror:
        return None, None
    xdo("windowmove", blind, "0", "0")
    xdo("windowsize", blind, "900", "520")
    xdo("windowmove", mirror, "0", "540")
    xdo("windowsize", mirror, "1000", "480")
    time.sleep(1.0)
    return blind, mirror


def start_app():
    app_log = open(os.path.join(OUT, "app.log"), "a")
    p = start([APP_BIN], stdout=app_log, stderr=subprocess.STDOUT)
    if not wait_for(app_accessible, 15):
        check(False, "annabella appears on the AT-SPI bus")
        display = subprocess.run(["xdotool", "getdisplaygeometry"], capture_output=True, text=True)
        servers = subprocess.run(["ps", "-eo", "pid,args"], capture_output=True, text=True)
        log(f"display {os.environ['DISPLAY']}: {display.stdout.strip() or display.stderr.strip()}")
        log("X servers:", [ln.strip() for ln in servers.stdout.splitlines() if "Xvfb" in ln])
    return p
