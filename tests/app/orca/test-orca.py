#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""End to end with the real Orca screen reader (Debian 12's Orca 43.1) instead of
Annabella's own voice.

    test-orca.py ANNABELLA_BINARY      (run it through test-orca.sh)

annabella runs with self-voicing off (its GSettings key, through the keyfile backend);
Orca runs with a debug log; xdotool sends real key events and mouse clicks. The test
asserts on Orca's SPEECH OUTPUT lines: the board cursor's square and piece, the typed
move's announcement, the sighted player's moves clicked on the mirror while the focus
stays in the blind player's window (on the move line, on the board, a capture with
check), the answers to question keys, and that no stale announcement is read again
when the focus returns to a square. Every utterance of the announcer
(ANNABELLA_TRANSCRIPT) must have reached Orca as well.

Needs DISPLAY and its own D-Bus session: test-orca.sh gives it both. A missing piece
skips (77), or fails when REQUIRE_ALL_TESTS=1. Artefacts (Orca's log, what it spoke,
the app's transcript, AT-SPI tree, screenshots) are kept in
$MESON_BUILD_ROOT/tests/app/orca-output.
"""
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time

# meson runs the script by its path: the shared helpers sit next to it.
# apptest.py lives in tests/app, one folder up.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import apptest  # noqa: E402
from apptest import *  # noqa: E402,F401,F403

HERE = os.path.dirname(os.path.abspath(__file__))
ORCA_WRAPPER = os.path.join(HERE, "orca-ci.py")
T0 = time.monotonic()


def log(*args):
    print(f"# {time.monotonic() - T0:5.1f}s", *args, flush=True)


if len(sys.argv) != 2 or not os.access(sys.argv[1], os.X_OK):
    print("usage: test-orca.py ANNABELLA_BINARY")
    sys.exit(2)
APP_BIN = os.path.abspath(sys.argv[1])

for var in ("DISPLAY", "DBUS_SESSION_BUS_ADDRESS"):
    if not os.environ.get(var):
        missing(f"no {var}: run through test-orca.sh")
if not os.access("/usr/bin/orca", os.X_OK):
    missing("Orca is not installed (Debian package orca)")
for tool in ("xdotool", "import", "convert", "pulseaudio", "pactl", "parec", "speech-dispatcher"):
    if shutil.which(tool) is None:
        missing(f"{tool} is not installed")
if not os.path.exists("/usr/lib/speech-dispatcher-modules/sd_espeak-ng"):
    missing("speech-dispatcher-espeak-ng is not installed")
try:
    import gi
    gi.require_version("Gtk", "3.0")     # Orca's own toolkit: gir1.2-gtk-3.0
    gi.require_version("Wnck", "3.0")    # and gir1.2-wnck-3.0
    import pyatspi
except (ImportError, ValueError) as e:
    missing(f"Orca's Python dependencies: {e}")
if subprocess.run(["xdotool", "getdisplaygeometry"], capture_output=True).returncode != 0:
    missing(f"cannot open the display {os.environ['DISPLAY']}")

OUT, WORK = make_dirs("orca-output", "ab-orca-")
ORCA_LOG = os.path.join(OUT, "orca.log")
TRANSCRIPT = os.path.join(OUT, "transcript.tsv")

# One private home for everyone: Orca's settings, speech-dispatcher's socket, the
# app's settings keyfile and journal.
env = dict(os.environ)
for var, sub in (("HOME", "home"), ("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"),
                 ("XDG_CACHE_HOME", "cache"), ("XDG_STATE_HOME", "state"),
                 ("XDG_RUNTIME_DIR", "runtime")):
    env[var] = os.path.join(WORK, sub)
    os.makedirs(env[var], mode=0o700)
os.makedirs(os.path.join(env["XDG_RUNTIME_DIR"], "speech-dispatcher"))
env.update({"GTK_A11Y": "atspi", "NO_AT_BRIDGE": "0", "PULSE_SINK": "ab_orca_sink"})
env.pop("GSETTINGS_BACKEND", None)

# The app: self-voicing off, so that Orca is the only voice. GSETTINGS_BACKEND=memory
# could not carry the key in, so the keyfile backend reads it from XDG_CONFIG_HOME.
app_env = dict(env, GSETTINGS_BACKEND="keyfile", ANNABELLA_TRANSCRIPT=TRANSCRIPT,
               LANGUAGE="en")
os.makedirs(os.path.join(env["XDG_CONFIG_HOME"], "glib-2.0", "settings"))
with open(os.path.join(env["XDG_CONFIG_HOME"], "glib-2.0", "settings", "keyfile"), "w") as f:
    f.write("[org/annabella/Annabella]\nself-voicing=false\n")
# Orca: its own settings in memory, none of the project's schemas or debug flags.
orca_env = dict(env, GSETTINGS_BACKEND="memory")
for var in ("GSETTINGS_SCHEMA_DIR", "G_DEBUG"):    # G_DEBUG=fatal-criticals is for the app
    orca_env.pop(var, None)

apptest.use(env, OUT, WORK, TRANSCRIPT, app_bin=APP_BIN)


# ------------------------------------------------------------------ audio + speech server
def start_audio():
    """A PulseAudio null sink (the app's earcons and speech-dispatcher play into it) and
    speech-dispatcher with espeak-ng: without a working audio output speech-dispatcher
    wedges and Orca blocks on it."""
    pa = start(["pulseaudio", "--daemonize=no", "--exit-idle-time=-1", "--disallow-exit", "-n",
                "--load=module-native-protocol-unix auth-anonymous=1",
                "--load=module-null-sink sink_name=ab_orca_sink"],
               stdout=open(os.path.join(OUT, "pulse.log"), "w"), stderr=subprocess.STDOUT)
    if not wait_for(lambda: subprocess.run(["pactl", "info"], env=env,
                                           capture_output=True).returncode == 0, 10):
        check(False, "PulseAudio starts")
        return False
    subprocess.run(["pactl", "set-default-sink", "ab_orca_sink"], env=env, capture_output=True)
    # A low-latency reader on the monitor keeps the null sink running in real time.
    start(["parec", "-d", "ab_orca_sink.monitor", "--latency-msec=20", "--file-format=wav",
           "--rate=22050", "--channels=1", os.path.join(OUT, "speech.wav")])
    conf = os.path.join(WORK, "speechd")
    shutil.copytree("/etc/speech-dispatcher", conf)
    with open(os.path.join(conf, "speechd.conf"), "a") as f:
        f.write('AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"\n'
                'DefaultModule espeak-ng\nAudioOutputMethod "pulse"\n')
    os.makedirs(os.path.join(WORK, "speechd-log"))
    sock = os.path.join(env["XDG_RUNTIME_DIR"], "speech-dispatcher", "speechd.sock")
    # In the foreground with a known PID on the socket Orca's client looks for (instead of
    # an autospawned daemon that would outlive the test); C.UTF-8: it refuses locales that
    # are not generated.
    start(["speech-dispatcher", "-s", "-t", "0", "-l", "3", "-C", conf,
           "-L", os.path.join(WORK, "speechd-log"), "-c", "unix_socket", "-S", sock],
          dict(env, LC_ALL="C.UTF-8"), stdout=open(os.path.join(OUT, "speechd.log"), "w"),
          stderr=subprocess.STDOUT)
    return check(bool(wait_for(lambda: os.path.exists(sock), 10)), "speech-dispatcher starts")


# ------------------------------------------------------------------ what Orca spoke
SPEECH_RX = re.compile(r"^\d\d:\d\d:\d\d\.\d+ - SPEECH OUTPUT: '(.*)'(?: voice=\w+)?\s*(\{.*\})?$")


def spoken():
    """Every SPEECH OUTPUT line of Orca's debug log so far, in order."""
    try:
        with open(ORCA_LOG, encoding="utf-8", errors="replace") as f:
            lines = f.read().splitlines()
    except FileNotFoundError:
        return []
    return [m[1] for m in map(SPEECH_RX.match, lines) if m]


def wait_spoken(text, after, timeout=6.0):
    """The first line Orca spoke after the first `after` lines that contains text."""
    def find():
        for said in spoken()[after:]:
            if text in said:
                return said
        return None
    return wait_for(find, timeout)


def said_since(after):
    return spoken()[after:]


def expect_spoken(text, after, what, timeout=6.0):
    said = wait_spoken(text, after, timeout)
    return check(said is not None, f"Orca speaks {what}: {text!r}"
                 + ("" if said else f" (it spoke {said_since(after)!r})"))


def transcript():
    """The announcer's utterances (the built-in voice's words), earcons left out."""
    try:
        with open(TRANSCRIPT, encoding="utf-8") as f:
            rows = [ln.split("\t", 2) for ln in f.read().splitlines()]
    except FileNotFoundError:
        return []
    return [r[2] for r in rows if len(r) == 3 and not r[2].startswith("earcon:")]


# ------------------------------------------------------------------ AT-SPI
def focused(title="Annabella"):
    hits = find_all(frame(title), lambda a: a.getState().contains(pyatspi.STATE_FOCUSED))
    return hits[-1] if hits else None


def focused_is(role, name=None):
    f = focused()
    return f is not None and f.getRoleName() == role and (name is None or f.name == name)


def dump_tree(path):
    with open(path, "w") as out:
        def visit(a, d):
            st = a.getState()
            out.write(f"{'  ' * d}[{a.getRoleName()}] {a.name!r} desc={a.description!r}"
                      f"{' FOCUSED' if st.contains(pyatspi.STATE_FOCUSED) else ''}"
                      f"{' ACTIVE' if st.contains(pyatspi.STATE_ACTIVE) else ''}\n")
        walk(app_accessible(), visit)


# ------------------------------------------------------------------ windows, keys, mouse
BOARD_LIGHT = "F0D9B5"


def board_rect(png):
    """Bounding box (x, y, w, h) of the light squares in a window shot."""
    r = subprocess.run(["convert", png, "-fill", "black", "+opaque", f"#{BOARD_LIGHT}",
                        "-fill", "white", "-opaque", f"#{BOARD_LIGHT}", "-trim",
                        "-format", "%w %h %X %Y", "info:"], capture_output=True, text=True)
    try:
        w, h, x, y = (int(v) for v in r.stdout.replace("+", " ").split())
    except ValueError:
        return None
    return x, y, w, h


class Mirror:
    """Clicks squares on the mirror board (Black at the bottom) without giving the mirror
    the keyboard focus: the blind player's window keeps it, as at a real board."""

    def __init__(self, wid):
        self.wid = wid
        self.rect = None
        self.locate()

    def locate(self):
        """The board's place: banners and the announced move can move it."""
        self.rect = wait_for(lambda: board_rect(screenshot(self.wid, "mirror.png")), 5, 0.5)
        return self.rect

    def click(self, square):
        x, y, w, h = self.rect
        size = min(w, h) / 8.0
        col = 7 - "abcdefgh".index(square[0])       # flipped: the h-file on the left
        row = int(square[1]) - 1                     # rank 1 at the top
        xdo("mousemove", "--window", self.wid, str(int(x + (col + 0.5) * size)),
            str(int(y + (row + 0.5) * size)))
        time.sleep(0.1)
        xdo("click", "1")
        time.sleep(0.3)

    def move(self, frm, to):
        """Clicks from- and to-square; True once the app has announced a move."""
        n = len(transcript())
        self.locate()
        self.click(frm)
        self.click(to)
        return check(bool(wait_for(lambda: len(transcript()) > n, 5)),
                     f"the mirror took the click move {frm}-{to}")


# ------------------------------------------------------------------ the run
def start_app():
    p = start([APP_BIN], app_env, stdout=open(os.path.join(OUT, "app.log"), "w"),
              stderr=subprocess.STDOUT)
    on_bus = wait_for(lambda: frame("Annabella") is not None, 20, 0.2)
    check(bool(on_bus), "annabella is on the AT-SPI bus with its window")
    return p if on_bus else None


def start_orca():
    os.makedirs(os.path.join(WORK, "orca-prefs"))
    p = start(["/usr/bin/python3", ORCA_WRAPPER, "--disable", "braille", "--disable", "key-echo",
               "--user-prefs", os.path.join(WORK, "orca-prefs"), f"--debug-file={ORCA_LOG}"],
              orca_env, stdout=open(os.path.join(OUT, "orca.stdout"), "w"),
              stderr=subprocess.STDOUT)

    def ready():
        if p.poll() is not None:
            return "exited"
        try:
            with open(ORCA_LOG, errors="replace") as f:
                return "ready" if "ORCA: Starting registry" in f.read() else None
        except FileNotFoundError:
            return None
    state = wait_for(ready, 30, 0.1)
    check(state == "ready", f"Orca 43.1 starts ({state or 'timed out'})")
    return p if state == "ready" else None


def orca_takes_focus(blind, mirror):
    """Orca only speaks for the widget it believes focused. It usually finds the move line
    itself at start; when not, a real focus change (to the mirror, then back) shows it.
    A retried wait, not a retried check."""
    if wait_spoken("Move text", 0, 2):
        return True
    for attempt in range(3):
        n = len(spoken())
        focus_window(mirror)
        if not wait_spoken("Mirror", n, 3):
            log(f"Orca did not follow the focus to the mirror (attempt {attempt + 1})")
        n = len(spoken())
        focus_window(blind)
        key("ctrl+l")
        if wait_spoken("Move text", n, 3):
            return True
        log(f"Orca did not follow the focus back to the move line (attempt {attempt + 1})")
    return False


def main():
    # Keep one X client connected for the whole run (see test-app-e2e.py).
    start(["xdotool", "sleep", "100000"])
    if not start_audio():
        return
    app = start_app()
    if app is None:
        return
    blind = wait_for(lambda: window_id("^Annabella$"), 10)
    mirror_id = wait_for(lambda: window_id("Mirror"), 10)
    if not check(bool(blind and mirror_id), "both windows are mapped"):
        return
    xdo("windowmove", blind, "0", "0")
    xdo("windowsize", blind, "900", "440")
    xdo("windowmove", mirror_id, "0", "460")
    xdo("windowsize", mirror_id, "1000", "560")
    time.sleep(0.5)
    mirror = Mirror(mirror_id)
    if not check(mirror.rect is not None, "the mirror shows a board to click on"):
        return

    # Orca after the app (CI-RECIPE.md): it then finds the app on the bus.
    t_orca = time.monotonic()
    orca = start_orca()
    if orca is None:
        return
    if not check(orca_takes_focus(blind, mirror_id), "Orca follows the focus into the move line"):
        return
    log(f"Orca ready and on the move line after {time.monotonic() - t_orca:.1f} s")
    first = said_since(0)
    check(any("bereit" in s for s in first),
          f"the ready message reaches an Orca started after the app: {first!r}")

    # 1. Nf3 typed in its spoken form: Orca speaks the announcement.
    check(focused_is("text"), "the move line has the focus")
    n = len(spoken())
    type_text("Springer Felix drei")
    key("Return")
    expect_spoken("Springer Felix drei", n, "the typed move's announcement")

    # 1... e5 clicked on the mirror: Orca speaks it although the focus stays here.
    n = len(spoken())
    mirror.move("e7", "e5")
    expect_spoken("Eva fünf", n, "the opponent's move while the move line has the focus")
    check(focused_is("text"), "the focus stayed on the blind player's move line")
    check(not [s for s in said_since(n) if "Mirror" in s or "Your move" in s],
          f"Orca stayed in the blind player's window: {said_since(n)!r}")

    # Questions, one key each.
    n = len(spoken())
    key("alt+l")
    expect_spoken("Letzter Zug, 1, Schwarz: Eva fünf.", n, "the answer to Alt+L (last move)")
    n = len(spoken())
    key("alt+w")
    expect_spoken("Du bist am Zug.", n, "the answer to Alt+W (whose move)")

    # The board cursor: Ctrl+B to e2, then the arrow keys.
    n = len(spoken())
    key("ctrl+b")
    expect_spoken("Eva zwei, weißer Bauer", n, "the board cursor's square and piece on Ctrl+B")
    n = len(spoken())
    key("Right")
    expect_spoken("Felix zwei, weißer Bauer", n, "the cursor's square after Right")
    n = len(spoken())
    key("Up")
    expect_spoken("Felix drei, weißer Springer", n, "the cursor's square and piece after Up")
    n = len(spoken())
    key("Up")
    expect_spoken("Felix vier, leer", n, "an empty square after Up")
    n = len(spoken())
    key("shift+p")
    expect_spoken("Felix sieben, schwarzer Bauer", n,
                  "Shift+P: the opponent's next pawn after the cursor, in file order")
    n = len(spoken())
    key("n")
    expect_spoken("Bella eins, weißer Springer", n, "N: the next own knight, in file order")

    # 2. Nc3 with the board keys: pick the knight up, walk to c3, put it down.
    n = len(spoken())
    key("space")
    expect_spoken("aufgenommen", n, "that Space picked the knight up")
    key("Right", "Up")
    n = len(spoken())
    key("Up")
    expect_spoken("Cesar drei, leer", n, "the target square under the cursor")
    n = len(spoken())
    key("Return")
    expect_spoken("Springer Cesar drei", n, "the move put down on the board")

    # 2... Nc6 clicked on the mirror while a board cell has the focus.
    n = len(spoken())
    mirror.move("b8", "c6")
    expect_spoken("Springer Cesar sechs", n, "the opponent's move while the board has the focus")
    check(focused_is("table cell"), "the focus stayed on the board cursor")

    # A question about the cursor square from the board.
    n = len(spoken())
    key("alt+g")
    said = wait_spoken("Züge:", n)
    check(said is not None and said.startswith("Cesar drei, weißer Springer")
          and "Springer Bella fünf" in said,
          f"Orca speaks the answer to Alt+G (the knight's moves): {said!r}")
    n = len(spoken())
    key("alt+r")
    expect_spoken(said or "Züge:", n, "the repeated announcement (Alt+R)")

    # Back on the square after a step away: its name only. A description left over from
    # the answer above would be read again as if it were news (think of a stale "Schach").
    n = len(spoken())
    key("Left")
    expect_spoken("Bella drei, leer", n, "the square left of the knight")
    n = len(spoken())
    key("Right")
    expect_spoken("Cesar drei, weißer Springer", n, "the knight's square again")
    time.sleep(0.5)
    check(said_since(n) == ["Cesar drei, weißer Springer."],
          f"back on the square, Orca reads no stale announcement: {said_since(n)!r}")

    # 3. a3 Nd4 4. a4 Nxf3+: the opponent's check, with the focus back on the move line.
    n = len(spoken())
    key("ctrl+l")
    expect_spoken("Move text", n, "the move line on Ctrl+L")
    for mine, frm, to in (("a3", "c6", "d4"), ("a4", "d4", "f3")):
        n = len(spoken())
        type_text(mine)
        key("Return")
        expect_spoken(f"Anna {'drei' if mine == 'a3' else 'vier'}", n, f"the typed move {mine}")
        n = len(spoken())
        mirror.move(frm, to)
    said = wait_spoken("Felix drei", n)
    check(said is not None and "schlägt" in said and "Schach" in said,
          f"Orca speaks the opponent's capture with check: {said!r}")

    dump_tree(os.path.join(OUT, "atspi-tree.txt"))
    screenshot(blind, "player.png")
    screenshot(mirror_id, "mirror.png")

    # Every move spoken once, in order: none lost, none doubled.
    moves = ["Springer Felix drei", "Eva fünf", "Springer Cesar drei", "Springer Cesar sechs",
             "Anna drei", "Springer David vier", "Anna vier", "Springer schlägt Felix drei Schach"]
    heard = [s.rstrip(".") for s in spoken() if s.rstrip(".") in moves]
    check(heard == moves, f"Orca spoke every move once, in order: {heard!r}")

    # Everything the built-in voice would have said, Orca said.
    heard = spoken()
    lost = [t for t in transcript() if not any(t in s for s in heard)]
    check(not lost, f"every announcement reached Orca (lost: {lost!r})")
    stop(orca)
    stop(app)


try:
    main()
finally:
    cleanup()
    with open(os.path.join(OUT, "spoken.txt"), "w") as f:
        f.write("\n".join(spoken()) + "\n")
finish(f"; {time.monotonic() - T0:.1f} s")
