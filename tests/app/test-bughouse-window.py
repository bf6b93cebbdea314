#!/usr/bin/python3
"""End to end: the two-board doorgeefschaak (bughouse) window of the real annabella.

    test-bughouse-window.py ANNABELLA

Starts `annabella --bughouse` under Xvfb with AT-SPI, plays on both boards with real key
events: 1. e4 d5 2. exd5 on board one (the pawn goes to Black on board two, art. 3), F6 to
board two, 1. Sf3 and the placement "Bauer auf Eva fuenf" there, 2. Sxe5 (the pawn goes to
Black on board one), then a placement with the mouse: the reserve button, then the square.
Checks the speech transcript (the board named, the pass, the placement word), the cells' and
reserves' accessible names, the art. 12 reserve keys, Ctrl+S (BPGN), and after SIGKILL that
`--bughouse` resumes the journaled match. Takes a screenshot.

Needs DISPLAY and a D-Bus session (build-aux/dev test runs meson test inside xvfb-run +
dbus-run-session). A missing piece skips (77), or fails when REQUIRE_ALL_TESTS=1.
Artefacts are kept in $MESON_BUILD_ROOT/tests/app/bughouse-output.
"""
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

# meson runs the script by its path: the shared helpers sit next to it.
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import apptest  # noqa: E402
from apptest import *  # noqa: E402,F401,F403

TITLE = "Bughouse (Doorgeefschaak)"


if len(sys.argv) != 2:
    print("usage: test-bughouse-window.py ANNABELLA")
    sys.exit(2)
APP_BIN = os.path.abspath(sys.argv[1])
for path in (APP_BIN,):
    if not os.access(path, os.X_OK):
        print(f"not an executable: {path}")
        sys.exit(2)

pyatspi = require_session(("xdotool", "import"))

OUT, WORK = make_dirs("bughouse-output", "ab-bughouse-")
DOCS = os.path.join(WORK, "home")
os.makedirs(DOCS)
TRANSCRIPT = os.path.join(OUT, "transcript.tsv")

env = dict(os.environ)
env.update({
    "XDG_STATE_HOME": os.path.join(WORK, "state"),   # no interrupted match to offer
    "HOME": DOCS,                                    # Ctrl+S saves here (no Documents dir)
    "XDG_CONFIG_HOME": os.path.join(WORK, "config"),
    "ANNABELLA_TRANSCRIPT": TRANSCRIPT,
    "GSETTINGS_BACKEND": "memory",
    "GTK_A11Y": "atspi",
    "LANGUAGE": "en",
    "LC_ALL": "C.UTF-8",
    "NO_AT_BRIDGE": "0",
})
apptest.use(env, OUT, WORK, TRANSCRIPT, app_bin=APP_BIN, key_pause=0.2)


# ------------------------------------------------------------------ AT-SPI
def focused():
    hits = find_all(frame(TITLE), lambda a: a.getState().contains(pyatspi.STATE_FOCUSED))
    return hits[-1] if hits else None


def focused_name():
    f = focused()
    return f.name if f is not None else None


# ------------------------------------------------------------------ the bughouse window
def board_cells(board):
    """{square: accessible name} of a board's grid ("Brett eins" / "Brett zwei")."""
    grids = find_all(frame(TITLE), lambda a: a.getRoleName() in ("table", "grid", "tree table")
                     and a.name == board)
    cells = {}
    if not grids:
        return cells
    for c in find_all(grids[0], lambda a: a.getRoleName() in ("table cell", "grid cell")):
        words = c.name.split(",")[0].split()
        if len(words) == 2:
            files = ["Anna", "Bella", "Cesar", "David", "Eva", "Felix", "Gustav", "Hector"]
            ranks = ["eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht"]
            if words[0] in files and words[1] in ranks:
                cells["abcdefgh"[files.index(words[0])] + str(ranks.index(words[1]) + 1)] = c.name
    return cells


def labels_starting(prefix):
    return [a.name for a in find_all(frame(TITLE), lambda a: a.getRoleName() == "label"
                                     and a.name.startswith(prefix))]


def buttons_named(name):
    return find_all(frame(TITLE), lambda a: a.getRoleName() == "push button" and a.name == name)


def start_app(args):
    app_log = open(os.path.join(OUT, "app.log"), "a")
    return start([APP_BIN, *args], stdout=app_log, stderr=subprocess.STDOUT)


def place_window():
    wid = wait_for(lambda: xdo("search", "--onlyvisible", "--name",
                               r"^Bughouse \(Doorgeefschaak\)"), 15)
    if not wid:
        return None
    wid = wid.split()[0]
    xdo("windowmove", wid, "0", "0")
    xdo("windowsize", wid, "1260", "900")
    focus_window(wid)
    return wid


def type_move(text):
    xdo("type", "--delay", "40", text)
    time.sleep(0.2)
    key("Return")


def click_accessible(acc):
    """A real mouse click in the middle of an accessible's extents on the screen."""
    ext = acc.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    xdo("mousemove", "--sync", str(ext.x + ext.width // 2), str(ext.y + ext.height // 2))
    xdo("click", "1")
    time.sleep(0.3)


def main():
    # An X server resets when its last client leaves: keep one client connected.
    start(["xdotool", "sleep", "100000"])
    # A journal that cannot be read is kept aside, not overwritten, and a new match starts.
    journal = os.path.join(env["XDG_STATE_HOME"], "annabella", "bughouse.bpgn")
    os.makedirs(os.path.dirname(journal))
    with open(journal, "w") as f:
        f.write('[WhiteA "x"]\n1A. e5 *\n')
    app = start_app(["--bughouse"])
    said = wait_said("Neue Doorgeefschaak-Partie auf zwei Brettern", 0, 25)
    check(said is not None, f"--bughouse opens a new bughouse match and says so ({said})")
    check(open(journal + ".broken").read() == '[WhiteA "x"]\n1A. e5 *\n',
          "the unreadable journal was kept as bughouse.bpgn.broken")
    if not check(wait_for(lambda: frame(TITLE), 10) is not None,
                 "the bughouse window is on the AT-SPI bus"):
        dump_tree(os.path.join(OUT, "atspi-tree.txt"))
        return app
    wid = place_window()
    check(wid is not None, "the bughouse window is mapped")
    check(wait_for(lambda: focused_name() == "Brett eins: move line", 5),
          f"the focus starts on board one's move line ({focused_name()!r})")

    a = wait_for(lambda: board_cells("Brett eins"), 5)
    check(len(a) == 64 and a["e2"] == "Eva zwei, weißer Bauer" and a["e4"] == "Eva vier, leer",
          f"board one is an accessible grid of 64 named cells ({len(a)}, {a.get('e2')!r})")
    b = board_cells("Brett zwei")
    check(len(b) == 64 and b["d8"] == "David acht, schwarze Dame",
          f"board two is an accessible grid too ({len(b)}, {b.get('d8')!r})")
    check(labels_starting("Brett zwei, Schwarz hat nichts in Reserve") != [],
          "the reserves are labelled (board two, Black: nothing yet)")

    n = len(utterances())
    key("alt+h")
    said = wait_said("Tasten: F6 anderes Brett", n)
    check(said is not None, f"Alt+H speaks the keys of the bughouse window ({said})")
    check(focused_name() == "Brett eins: move line", "and leaves the focus where it was")

    # Board one: 1. e4 d5 2. exd5, the pawn goes to Black on board two (art. 3).
    n = len(utterances())
    type_move("e4")
    said = wait_said("Brett eins: Weiß: Eva vier.", n, exact=True)
    check(said is not None, f"a move on board one is said with the board named ({said})")
    type_move("d5")
    check(wait_said("Brett eins: Schwarz: David fünf.", n, exact=True) is not None,
          "Black's reply on board one")
    n = len(utterances())
    type_move("exd5")
    said = wait_said("Brett eins: Weiß: Eva schlägt David fünf.", n)
    check(said is not None and "Bauer geht an Schwarz, Brett zwei." in said[2],
          f"the capture is said with the pass to the partner on the other board ({said})")
    check(wait_for(lambda: labels_starting("Brett zwei, Schwarz hat in Reserve: 1 Bauer."), 5),
          "the pawn arrives in Black's reserve on board two: "
          f"{labels_starting('Brett zwei, Schwarz')}")
    check(wait_for(lambda: board_cells("Brett eins").get("d5") == "David fünf, weißer Bauer", 5),
          "board one's cell d5 now names the white pawn")

    # Art. 12: my partner's reserve (I play board one, White; my partner Black on board two).
    n = len(utterances())
    key("alt+p")
    said = wait_said("Brett zwei, Schwarz hat in Reserve: 1 Bauer.", n, exact=True)
    check(said is not None, f"Alt+P says my partner's reserve ({said})")
    key("alt+o")
    check(wait_said("Brett eins, Schwarz hat nichts in Reserve.", n, exact=True) is not None,
          "Alt+O says my opponent's reserve")
    key("alt+r")
    check(wait_said("Brett eins, Weiß hat nichts in Reserve.", n, exact=True) is not None,
          "Alt+R says my own reserve")

    # F6: board two; 1. Sf3, then Black places the pawn by its spoken form.
    n = len(utterances())
    key("F6")
    check(wait_said("Brett zwei", n, exact=True) is not None, "F6 switches boards and says which")
    check(wait_for(lambda: focused_name() == "Brett zwei: move line", 5),
          f"the focus is on board two's move line ({focused_name()!r})")
    type_move("Sf3")
    check(wait_said("Brett zwei: Weiß: Springer Felix drei.", n, exact=True) is not None,
          "a move on board two is said with board two named")
    n = len(utterances())
    type_move("Bauer auf Eva fuenf")
    said = wait_said("Brett zwei: Schwarz: Bauer auf Eva fünf.", n, exact=True)
    check(said is not None, f"the placement is said with its placement word ({said})")
    check(wait_for(lambda: board_cells("Brett zwei").get("e5") == "Eva fünf, schwarzer Bauer", 5),
          "board two's cell e5 names the placed pawn")
    check(wait_for(lambda: labels_starting("Brett zwei, Schwarz hat nichts in Reserve."), 5),
          "the reserve is empty again after the placement")

    # A refused placement: nothing left in reserve; the mouse: a reserve button, then a cell.
    n = len(utterances())
    type_move("Nxe5")
    check(wait_said("Brett zwei: Weiß: Springer schlägt Eva fünf.", n) is not None,
          "White on board two takes the placed pawn")
    said = wait_said("Bauer geht an Schwarz, Brett eins.", n)
    check(said is not None, f"which goes to Black on board one ({said})")
    button = wait_for(lambda: buttons_named("Brett eins, Schwarz: 1 Bauer"), 5)
    check(bool(button), "board one's Black reserve button names its pawn")
    if button:
        n = len(utterances())
        click_accessible(button[0])
        check(wait_said("Brett eins: Bauer zum Einsetzen. Wähle ein Feld.", n, exact=True)
              is not None, "a click on the reserve piece chooses it for placement")
        cell = find_all(frame(TITLE), lambda x: x.name == "Eva sechs, leer"
                        and x.getRoleName() in ("table cell", "grid cell")
                        and x.parent.name == "Brett eins")
        if check(bool(cell), "board one's e6 cell is found"):
            click_accessible(cell[0])
            check(wait_said("Brett eins: Schwarz: Bauer auf Eva sechs.", n, exact=True)
                  is not None, "a click on the square places it")

    # Ctrl+S saves the match as BPGN.
    n = len(utterances())
    key("ctrl+s")
    said = wait_said("Gespeichert als ", n)
    check(said is not None, f"Ctrl+S saves the match and says where ({said})")
    saved = [f for f in os.listdir(DOCS) if f.endswith(".bpgn")]
    text = open(os.path.join(DOCS, saved[0])).read() if saved else ""
    check("[WhiteA " in text and "P@e5" in text and "P@e6" in text and "1A. e4" in text,
          f"the BPGN has both boards' moves and the placements:\n{text}")

    shot = os.path.join(OUT, "screen.png")
    subprocess.run(["import", "-window", "root", shot], env=env, capture_output=True)
    check(os.path.exists(shot) and os.path.getsize(shot) > 10000, f"a screenshot ({shot})")
    dump_tree(os.path.join(OUT, "atspi-tree.txt"))

    # Killed without a chance to save: the journal resumes the match on --bughouse.
    stop(app, signal.SIGKILL)
    n = len(utterances())
    app = start_app(["--bughouse"])
    said = wait_said("Doorgeefschaak-Partie fortgesetzt nach 7 Zügen.", n, 25)
    check(said is not None, f"--bughouse resumes the unfinished match after SIGKILL ({said})")
    wait_for(lambda: frame(TITLE), 10)
    place_window()
    check(wait_for(lambda: board_cells("Brett eins").get("e6") == "Eva sechs, schwarzer Bauer"
                   and board_cells("Brett zwei").get("e5") == "Eva fünf, weißer Springer", 10),
          "both boards are as they were")
    check(wait_for(lambda: labels_starting("Brett eins, Schwarz hat nichts in Reserve.")
                   and labels_starting("Brett zwei, Schwarz hat nichts in Reserve."), 5),
          "so are the reserves: both pawns were placed")
    n = len(utterances())
    key("alt+l")
    check(wait_said("Brett eins, letzter Zug, Schwarz: Bauer auf Eva sechs.", n, exact=True)
          is not None, "Alt+L says board one's last move, the placement")

    # The board by keyboard: Ctrl+B, Ctrl+4 to the d-file, Enter picks up d2, 4 and Enter
    # put it down on d4 (2. d4 on board one).
    key("ctrl+b")
    check(wait_for(lambda: (focused_name() or "").startswith("Eva zwei"), 5),
          f"Ctrl+B puts the focus on board one's cursor cell ({focused_name()!r})")
    key("ctrl+4")
    check(wait_for(lambda: focused_name() == "David zwei, weißer Bauer", 5),
          f"Ctrl+4 moves the cursor to the d-file ({focused_name()!r})")
    n = len(utterances())
    key("Return")
    check(wait_said("Bauer David zwei aufgenommen.", n, exact=True) is not None,
          "Enter picks the pawn up")
    key("4", "Return")
    check(wait_said("Brett eins: Weiß: David vier.", n, exact=True) is not None,
          "4 and Enter put it down on d4: the move is made and said")

    # Resignation by the player on move (art. 11B), confirmed by a second press.
    n = len(utterances())
    key("ctrl+shift+r")
    check(wait_said("Brett eins: Schwarz gibt auf? Zum Bestätigen", n) is not None,
          "Ctrl+Shift+R asks for confirmation")
    key("ctrl+shift+r")
    check(wait_said("Brett eins: Weiß gewinnt, Aufgabe.", n, exact=True) is not None,
          "a second press resigns board one's game for Black")
    check(wait_for(lambda: labels_starting("Team 1: 1 · Team 2: 0"), 5),
          "the team score counts the win for team 1")

    # The ended game survives a kill too: the journal's BPGN keeps the ending (11G: the
    # match goes on on board two).
    stop(app, signal.SIGKILL)
    n = len(utterances())
    app = start_app(["--bughouse"])
    said = wait_said("Doorgeefschaak-Partie fortgesetzt nach 8 Zügen.", n, 25)
    check(said is not None and "Brett eins: Weiß gewinnt, Aufgabe." in said[2],
          f"resumed again, board one's game is over by resignation ({said})")
    wait_for(lambda: frame(TITLE), 10)
    place_window()
    n = len(utterances())
    type_move("e6")
    check(wait_said("Brett eins: Die Partie ist beendet.", n, exact=True) is not None,
          "a move on the ended board is refused")

    # Ctrl+Shift+B (app.bughouse) from the player's main window brings the window back,
    # the focus on the active board's move line.
    main_wid = xdo("search", "--onlyvisible", "--name", "^Annabella$").split()
    if check(bool(main_wid), "the player's main window is there"):
        focus_window(main_wid[0])
        key("ctrl+shift+b")
        check(wait_for(lambda: focused_name() == "Brett eins: move line", 5),
              f"Ctrl+Shift+B presents the bughouse window with the focus on the move line "
              f"({focused_name()!r})")
    return app


try:
    app = main()
    if app is not None:
        check(app.poll() is None, "annabella is still running")
finally:
    cleanup()
finish()
