#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""End to end: the real annabella under Xvfb, with AT-SPI and a PulseAudio null sink.

    test-app-e2e.py ANNABELLA_BINARY

Plays Scholar's mate: the blind player's moves typed (also as spoken words) and
put down with the board keys, the sighted player's clicked on the mirror. Kills
the app with SIGKILL in the middle, restarts it and resumes. Checks the speech
transcript (every move announced, correctly, in order), the AT-SPI tree as a
screen reader sees it (board cells, focus, scoresheet), screenshots of both
windows, and that the speech was audible on the null sink's monitor.

Needs DISPLAY and a D-Bus session (build-aux/dev test runs meson test inside
xvfb-run + dbus-run-session). A missing piece skips (77), or fails when
REQUIRE_ALL_TESTS=1. Artefacts (screenshots, transcript, logs) are kept in
$MESON_BUILD_ROOT/tests/app/e2e-output.
"""
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import wave
import array

# meson runs the script by its path: the shared helpers sit next to it.
# apptest.py lives in tests/app, one folder up.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import apptest  # noqa: E402
from apptest import *  # noqa: E402,F401,F403


if len(sys.argv) != 2 or not os.access(sys.argv[1], os.X_OK):
    print("usage: test-app-e2e.py ANNABELLA_BINARY")
    sys.exit(2)
APP_BIN = os.path.abspath(sys.argv[1])

pyatspi = require_session(("xdotool", "import", "convert", "pulseaudio", "pactl", "parec"))

OUT, WORK = make_dirs("e2e-output", "ab-e2e-")
RUNTIME = os.path.join(WORK, "runtime")
os.makedirs(RUNTIME, mode=0o700)
TRANSCRIPT = os.path.join(OUT, "transcript.tsv")

env = dict(os.environ)
env.update({
    "XDG_RUNTIME_DIR": RUNTIME,           # our own PulseAudio lives here
    "XDG_STATE_HOME": os.path.join(WORK, "state"),
    "ANNABELLA_TRANSCRIPT": TRANSCRIPT,
    "PULSE_SINK": "ab_e2e_sink",
    "GSETTINGS_BACKEND": "memory",
    "GTK_A11Y": "atspi",
    "LANGUAGE": "en",
    "NO_AT_BRIDGE": "0",
})

apptest.use(env, OUT, WORK, TRANSCRIPT, app_bin=APP_BIN)


# ------------------------------------------------------------------ windows
BOARD_LIGHT, BOARD_DARK = "F0D9B5", "B58863"


def board_rect(png):
    """Bounding box (x, y, w, h) of the board's square colours in a window shot."""
    r = subprocess.run(["convert", png, "-fill", "black", "+opaque", f"#{BOARD_LIGHT}",
                        "-fill", "white", "-opaque", f"#{BOARD_LIGHT}", "-trim",
                        "-format", "%w %h %X %Y", "info:"], capture_output=True, text=True)
    try:
        w, h, x, y = (int(v) for v in r.stdout.replace("+", " ").split())
    except ValueError:
        return None
    return x, y, w, h


def has_colour(png, hexcolour):
    r = subprocess.run(["convert", png, "-fill", "black", "+opaque", f"#{hexcolour}",
                        "-format", "%[fx:maxima.r]", "info:"], capture_output=True, text=True)
    return r.stdout.strip() not in ("", "0")


class Mirror:
    """Clicks squares on the mirror board, which shows Black at the bottom."""

    def __init__(self, wid):
        self.wid = wid
        self.rect = None

    def locate(self):
        shot = screenshot(self.wid, "mirror-locate.png")
        self.rect = board_rect(shot)
        return self.rect

    def click(self, square):
        x, y, w, h = self.rect
        size = min(w, h) / 8.0
        col = 7 - ("abcdefgh".index(square[0]))     # flipped: h-file on the left
        row = int(square[1]) - 1                     # rank 1 at the top
        px, py = int(x + (col + 0.5) * size), int(y + (row + 0.5) * size)
        xdo("mousemove", "--window", self.wid, str(px), str(py))
        time.sleep(0.1)
        xdo("click", "1")
        time.sleep(0.3)

    def move(self, frm, to):
        focus_window(self.wid)
        self.click(frm)
        self.click(to)


# ------------------------------------------------------------------ staged positions
def resume_staged(name, fen, white_move):
    """Annabella started on a journal of its own: fen, White's (the blind player's) move
    made and pressed; the resumption offered and taken. Returns the app and its windows."""
    state = os.path.join(WORK, "state-" + name)
    os.makedirs(os.path.join(state, "annabella"))
    with open(os.path.join(state, "annabella", "match.journal"), "w") as f:
        f.write("annabella-journal\t1\n"
                f"start\t1000\tw\t{fen}\n"
                f"move\t2000\t{white_move}\n"
                "press\t2000\tw\n")
    env["XDG_STATE_HOME"] = state
    n = len(utterances())
    app = start_app()
    check(wait_said("unterbrochene Partie nach 1 Halbzügen", n, 15) is not None,
          f"the {name} journal found at start is offered for resumption")
    blind, mirror_id = place_windows()
    for wid in xdo("search", "--onlyvisible", "--pid", str(app.pid)).split():
        if wid not in (blind, mirror_id):
            focus_window(wid)
    key("Return")
    return app, blind, mirror_id


# ------------------------------------------------------------------ promotion
def promotion_on_the_mirror():
    """A journal left with Black about to promote: resume it, and promote on the
    mirror with its chooser, by keyboard (the chooser takes the focus)."""
    app, blind, mirror_id = resume_staged("promotion", "4k3/8/8/8/8/8/p7/4K3 w - - 0 1", "e1d1")
    check(wait_for(lambda: board_cells().get("a2") == "Anna zwei, schwarzer Bauer", 5),
          "the resumed board has the pawn on a2")
    mirror = Mirror(mirror_id)
    mirror.locate()
    n = len(utterances())
    mirror.move("a2", "a1")
    chooser = wait_for(lambda: find_all(frame("Annabella — Mirror"),
                                        lambda a: a.getRoleName() == "push button"
                                        and a.name.endswith("Knight")), 5)
    check(bool(chooser), "a move to the last rank opens the promotion chooser")
    key("Right", "Right", "Right", "Return")    # Queen, Rook, Bishop, Knight
    said = wait_said("Anna eins", n)
    check(said is not None and said[2] == "Anna eins Springer" and said[1] == "important",
          f"the promotion chosen on the mirror is announced ({said[2] if said else None!r})")
    check(wait_for(lambda: board_cells().get("a1") == "Anna eins, schwarzer Springer", 5),
          "the player's board has the new knight on a1")
    check(wait_said("Tote Stellung. Die Partie ist remis.", n) is not None,
          "a knight against a king: the dead position is announced (5.2.2)")
    check(bool(find_all(frame("Annabella — Mirror"),
                        lambda a: a.name == "Dead position — the game is drawn")),
          "the mirror's banner names the dead position")
    screenshot(mirror_id, "mirror-promotion.png")
    stop(app)


# ------------------------------------------------------------------ castling by hand
def castling_by_hand():
    """A journal with both sides free to castle: the sighted player castles on the mirror
    by clicking his king, then his rook; the blind player by the board cursor, his king put
    down two squares to the side."""
    app, blind, mirror_id = resume_staged("castling", "r3k2r/p6p/8/8/8/8/P6P/R3K2R w KQkq - 0 1",
                                          "a2a3")
    check(wait_for(lambda: board_cells().get("h8") == "Hector acht, schwarzer Turm", 5),
          "the resumed board has Black's rook on h8")
    mirror = Mirror(mirror_id)
    mirror.locate()
    n = len(utterances())
    mirror.move("e8", "h8")
    said = wait_said("Kurze Rochade", n)
    check(said is not None and said[1] == "important",
          f"king onto rook on the mirror castles short ({said[2] if said else None!r})")
    focus_window(blind)
    key("ctrl+b", "k")
    check(wait_for(lambda: (focused() is not None and focused().name
                            == "Eva eins, weißer König"), 5), "k puts the cursor on the king")
    n = len(utterances())
    key("Return", "Left", "Left", "Return")
    check(wait_said("Lange Rochade", n) is not None,
          "the king put down on c1 with the board cursor castles long")
    check(wait_for(lambda: board_cells().get("d1") == "David eins, weißer Turm", 5),
          "the rook stands on d1 after it")
    stop(app)


# ------------------------------------------------------------------ the game
def main():
    # An X server resets when its last client leaves, and a client connecting
    # during the reset fails ("cannot open display"): keep one client connected.
    start(["xdotool", "sleep", "100000"])
    pa, rec = start_pulse("ab_e2e_sink")
    t0 = time.monotonic()
    app = start_app()
    ready = wait_said("bereit", 0, 15)
    check(ready is not None, "at start Annabella says that it is ready")
    if ready:
        log(f"first words after {time.monotonic() - t0:.2f} s: {ready[2]!r}")
        # "bereit" is said at once, while the windows are built; the rest follows it.
        rest = wait_said("Neue Partie", ready[0], 5)
        check(rest is not None and "Du bist am Zug" in rest[2]
              and "Gib deinen Zug ein" in rest[2],
              "the first words say what can be done next")
    blind, mirror_id = place_windows()
    if not check(blind is not None and mirror_id is not None, "both windows are mapped"):
        return
    mirror = Mirror(mirror_id)
    check(mirror.locate() is not None, "the mirror shows a board")
    log("mirror board at", mirror.rect)

    cells = wait_for(lambda: board_cells().get("g1"), 5) and board_cells()
    check(cells.get("g1") == "Gustav eins, weißer Springer"
          and cells.get("d8") == "David acht, schwarze Dame"
          and cells.get("e4") == "Eva vier, leer",
          "board cells are named as a screen reader reads them")

    # 1. e4, typed in its spoken form.
    focus_window(blind)
    check(wait_for(lambda: focused() is not None and focused().getRoleName() == "text", 5),
          "the move line has the focus at start")
    n = len(utterances())
    type_text("Eva vier")
    key("Return")
    said = wait_said("Eva vier", n)
    check(said is not None and said[1] == "queue", "1. e4 typed as 'Eva vier' is announced")
    check(wait_for(lambda: board_cells().get("e4") == "Eva vier, weißer Bauer", 5),
          "the board cell e4 now holds the white pawn")

    # Out of turn: the opponent's move is not typed on the player's window.
    n = len(utterances())
    type_text("e5")
    key("Return")
    said = wait_said("Der Gegner ist am Zug", n)
    check(said is not None and said[1] == "interrupt", "a move typed out of turn is refused")
    check(board_cells().get("e5") == "Eva fünf, leer", "a move out of turn changes nothing")
    key("ctrl+a", "BackSpace")

    # 1... e5, clicked on the mirror: important speech for the blind player.
    n = len(utterances())
    mirror.move("e7", "e5")
    said = wait_said("Eva fünf", n)
    check(said is not None and said[1] == "important",
          "1... e5 clicked on the mirror is announced as important speech")
    # The player's focus widget (the move line) carries it, for Orca.
    line = find_all(frame("Annabella"), lambda a: a.getRoleName() == "text")
    desc = wait_for(lambda: line and line[0].description == "Eva fünf", 5)
    check(bool(desc), "the opponent's move is in the focused move line's description (Orca): "
          f"{line[0].description if line else None!r}")

    # 2. Bc4 with the board keys: pick up on f1, put down on c4.
    focus_window(blind)
    n = len(utterances())
    key("ctrl+b")
    check(wait_for(lambda: focused_name() == "Eva zwei, leer", 5),
          "Ctrl+B puts the focus on the board cursor (e2)")
    key("Right", "Down")
    check(wait_for(lambda: focused_name() == "Felix eins, weißer Läufer", 5),
          "arrow keys move the cursor: 'Felix eins, weißer Läufer'")
    # The built-in voice speaks each square the cursor reaches, not only Orca.
    check(wait_said("Eva zwei, leer", n, exact=True) is not None,
          "the voice says the square Ctrl+B lands on")
    check(wait_said("Felix eins, weißer Läufer", n, exact=True) is not None,
          "the voice says the square the arrow keys reach")
    n = len(utterances())
    key("Down")
    check(wait_for(lambda: focused_name() == "Felix eins, weißer Läufer", 2),
          "the cursor stays on the board at its edge")
    key("space")
    check(wait_said("Läufer Felix eins aufgenommen", n) is not None, "Space picks the bishop up")
    key("Up", "Up", "Up", "Left", "Left", "Left")
    check(wait_for(lambda: focused_name() == "Cesar vier, leer", 5),
          "the cursor walks to c4: 'Cesar vier, leer'")
    n = len(utterances())
    key("Return")
    said = wait_said("Läufer Cesar vier", n)
    check(said is not None and said[1] == "queue", "Enter puts the bishop down: 2. Bc4 announced")
    check(wait_for(lambda: focused_name() == "Cesar vier, weißer Läufer", 5),
          "the focused cell now names the bishop")

    # 2... Nc6 on the mirror.
    n = len(utterances())
    mirror.move("b8", "c6")
    check(wait_said("Springer Cesar sechs", n) is not None, "2... Nc6 from the mirror announced")

    # Questions.
    focus_window(blind)
    key("ctrl+l")
    n = len(utterances())
    key("alt+l")
    check(wait_said("Letzter Zug, 2, Schwarz: Springer Cesar sechs.", n) is not None,
          "Alt+L says the last move")
    n = len(utterances())
    key("alt+w")
    check(wait_said("Du bist am Zug.", n) is not None, "Alt+W says whose move it is")
    n = len(utterances())
    key("alt+r")
    check(wait_said("Du bist am Zug.", n) is not None, "Alt+R repeats the last announcement")

    # Ctrl+? shows every key; Escape closes it again.
    key("ctrl+question")
    shortcuts = wait_for(lambda: [f for f in (app_accessible().getChildAtIndex(i) for i in
                                              range(app_accessible().childCount))
                                  if f is not None and find_all(f, lambda a: a.name
                                                                == "Whose move is it?")], 5)
    check(bool(shortcuts), "Ctrl+? shows the keyboard shortcuts with the question keys")
    for wid in xdo("search", "--onlyvisible", "--pid", str(app.pid)).split():
        if wid not in (blind, mirror_id):
            focus_window(wid)
            key("Escape")
    focus_window(blind)
    key("ctrl+l")

    # A move no piece can make: the reason is spoken and shown, nothing changes.
    before = board_cells()
    n = len(utterances())
    type_text("Se5")
    key("Return")
    said = wait_for(lambda: [u for u in utterances()[n:] if u[0] == "interrupt"], 5)
    check(bool(said) and "Eva fünf" in said[0][1],
          f"an impossible move is refused with its reason ({said[0][1] if said else None!r})")
    check(board_cells() == before, "a refused move changes nothing on the board")
    n = len(utterances())
    key("ctrl+a", "BackSpace")
    mirror_shot = screenshot(mirror_id, "mirror-before-kill.png")
    blind_shot = screenshot(blind, "player-before-kill.png")

    # SIGKILL in the middle of the game; restart; resume.
    app.send_signal(signal.SIGKILL)
    app.wait()
    log("annabella killed with SIGKILL after 2... Nc6")
    n = len(utterances())
    app = start_app()
    offer = wait_said("unterbrochene Partie nach 4 Halbzügen", n, 15)
    # The built-in voice says it is ready first, while the windows are built.
    check(offer is not None and wait_said("bereit", n, 1) is not None,
          "after the crash Annabella is ready and offers to resume the match")
    blind, mirror_id = place_windows()
    mirror = Mirror(mirror_id)
    dialog = None
    for wid in xdo("search", "--onlyvisible", "--pid", str(app.pid)).split():
        if wid not in (blind, mirror_id):
            dialog = wid
    if dialog:
        focus_window(dialog)
    n = len(utterances())
    key("Return")
    resumed = wait_said("Partie fortgesetzt nach 4 Halbzügen", n, 10)
    check(resumed is not None and "Springer Cesar sechs" in resumed[2],
          "Enter resumes: position and last move are told")
    cells = board_cells()
    check(cells.get("c4") == "Cesar vier, weißer Läufer"
          and cells.get("c6") == "Cesar sechs, schwarzer Springer"
          and cells.get("e5") == "Eva fünf, schwarzer Bauer"
          and cells.get("e7") == "Eva sieben, leer",
          "nothing lost: the resumed board is the board before the crash")
    check(mirror.locate() is not None, "the mirror shows the board again")

    # 3. Qh5 typed in SAN; 3... Nf6 clicked; 4. Qxf7#.
    focus_window(blind)
    key("ctrl+l")
    n = len(utterances())
    type_text("Dh5")
    key("Return")
    check(wait_said("Dame Hector fünf", n) is not None, "3. Qh5 typed as 'Dh5' announced")
    # 3... Nf6 typed on the mirror (Alt+M goes to its move line).
    n = len(utterances())
    focus_window(mirror.wid)
    key("alt+m")
    type_text("Nf6")
    key("Return")
    said = wait_said("Springer Felix sechs", n)
    check(said is not None and said[1] == "important", "3... Nf6 typed on the mirror announced")
    focus_window(blind)
    key("ctrl+l")
    n = len(utterances())
    type_text("Dxf7")
    key("Return")
    mate = wait_said("Dame schlägt Felix sieben Schachmatt", n)
    check(mate is not None, "4. Qxf7# announced as mate")
    check(wait_said("Weiß gewinnt.", n) is not None, "the result is announced")

    # The whole game, in order, each move once.
    moves = ["Eva vier", "Eva fünf", "Läufer Cesar vier", "Springer Cesar sechs",
             "Dame Hector fünf", "Springer Felix sechs", "Dame schlägt Felix sieben Schachmatt"]
    said_moves = [t for p, t in utterances() if t in moves]
    check(said_moves == moves, f"every move announced once, in order: {said_moves}")
    opponent = {t: p for p, t in utterances() if t in moves[1::2]}
    check(all(p == "important" for p in opponent.values()),
          "every move of the sighted player was important speech")

    sheet = find_all(frame("Annabella"), lambda a: a.getRoleName() == "label"
                     and a.name.startswith("1. e4"))
    check(bool(sheet) and sheet[0].name == "1. e4 e5 2. Lc4 Sc6 3. Dh5 Sf6 4. Dxf7#",
          f"the scoresheet reads {sheet[0].name if sheet else None!r}")
    announced = find_all(frame("Annabella — Mirror"),
                         lambda a: a.name == "Dame schlägt Felix sieben Schachmatt")
    check(bool(announced), "the mirror shows the blind player's last announced move")
    banner = find_all(frame("Annabella — Mirror"), lambda a: a.name == "Checkmate — White wins")
    check(bool(banner), "the mirror shows the result banner")

    # The scoresheet move by move (Alt+Page Up back from the last move, Alt+Page Down
    # forward, the start said), and the last N moves after a number typed first.
    focus_window(blind)
    key("ctrl+l")
    n = len(utterances())
    key("alt+Page_Up")
    check(wait_said("4. Dame schlägt Felix sieben Schachmatt.", n, exact=True) is not None,
          "Alt+Page Up says the last move")
    key("alt+Page_Up", "alt+Page_Up", "alt+Page_Up")
    check(wait_said("1. Eva vier, Eva fünf.", n, exact=True) is not None,
          "three more presses reach the first move")
    n = len(utterances())
    key("alt+Page_Up")
    check(wait_said("Anfang des Partieformulars.", n, exact=True) is not None,
          "one more says the scoresheet starts there")
    key("alt+Page_Down")
    check(wait_said("2. Läufer Cesar vier, Springer Cesar sechs.", n, exact=True) is not None,
          "Alt+Page Down says the next move")
    n = len(utterances())
    type_text("2")
    key("alt+n")
    check(wait_said("3. Dame Hector fünf, Springer Felix sechs. 4. Dame schlägt Felix sieben "
                    "Schachmatt.", n, exact=True) is not None,
          "2 typed, then Alt+N: the last two moves")

    # A new match is asked for, not started on one key: Escape keeps this one.
    focus_window(blind)
    n = len(utterances())
    key("ctrl+n")
    check(wait_said("Wähle deine Farbe", n) is not None, "Ctrl+N asks for the player's colour")
    dialog = None
    for wid in xdo("search", "--onlyvisible", "--pid", str(app.pid)).split():
        if wid not in (blind, mirror_id):
            dialog = wid
    if dialog:
        focus_window(dialog)
    key("Escape")
    time.sleep(0.5)
    check(board_cells().get("f7") == "Felix sieben, weiße Dame", "Escape keeps the match")
    dump_tree(os.path.join(OUT, "atspi-tree.txt"))

    time.sleep(0.5)
    blind_shot = screenshot(blind, "player.png")
    mirror_shot = screenshot(mirror_id, "mirror.png")
    subprocess.run(["import", "-window", "root", os.path.join(OUT, "screen.png")], env=env,
                   capture_output=True)
    check(has_colour(blind_shot, BOARD_LIGHT) and has_colour(blind_shot, BOARD_DARK),
          "the player's window screenshot shows the board")
    check(has_colour(mirror_shot, BOARD_LIGHT) and has_colour(mirror_shot, BOARD_DARK),
          "the mirror screenshot shows the board")

    try:
        rss = [ln.split()[1] for ln in open(f"/proc/{app.pid}/status") if ln.startswith("VmRSS")]
        log(f"resident memory after the game: {rss[0]} kB")
    except OSError:
        pass
    stop(app)

    promotion_on_the_mirror()
    castling_by_hand()
    time.sleep(0.5)
    stop(rec, signal.SIGINT)
    peak, seconds = audio_peak(os.path.join(OUT, "speech.wav"))
    check(peak > 3000 and seconds > 1.0,
          f"speech was audible on the null sink (peak {peak}, {seconds:.1f} s loud)")


try:
    main()
finally:
    cleanup()
finish()
