#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""End to end: the two-board doorgeefschaak (bughouse) window of the real annabella.

    test-bughouse-window.py ANNABELLA

Starts `annabella --bughouse` under Xvfb with AT-SPI, plays on both boards with real key
events: 1. e4 d5 2. exd5 on board one (the pawn goes to Black on board two, art. 3), F6 to
board two, 1. Sf3 and the placement "Bauer auf Eva fuenf" there, 2. Sxe5 (the pawn goes to
Black on board one), then a placement with the mouse: the reserve button, then the square.
Checks the speech transcript (the board named, the pass, the placement word), the cells' and
reserves' accessible names, the art. 12 reserve keys, Ctrl+S (BPGN), and after SIGKILL that
`--bughouse` resumes the journaled match. Takes a screenshot.

Also: the set-up of a new match (four names and a time control by keys), the move, capture
and check earcons, the downtime question on resumption (kept, then charged), and from a
journal with a set-up position: an under-promotion through the chooser (art. 6), an illegal
move recorded and its clock restarted with the passed pawn taken back (art. 8C, 8E), and a
draw by agreement (11C). Last, from a journal of five seconds a player: both boards'
flags fall when the match's clocks say so, Alt+T reads them, and the flag is claimed (11A2).

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
# apptest.py lives in tests/app, one folder up.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
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
    # The spoken words' catalogs as built, so refusals can be said in German (not installed).
    "ANNABELLA_LOCALEDIR": os.path.join(os.environ.get("MESON_BUILD_ROOT", ""), "po"),
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


def earcons(after):
    """The earcon names in the transcript after line index `after` (all lines counted)."""
    try:
        lines = open(TRANSCRIPT, encoding="utf-8").read().splitlines()[after:]
    except FileNotFoundError:
        return []
    return [ln.split("\t", 2)[2][7:] for ln in lines
            if len(ln.split("\t", 2)) == 3 and ln.split("\t", 2)[2].startswith("earcon:")]


def transcript_length():
    try:
        return len(open(TRANSCRIPT, encoding="utf-8").read().splitlines())
    except FileNotFoundError:
        return 0


def focus_dialog(app):
    """A dialog of the app (it has no title): no window manager gives it the focus."""
    wid = wait_for(lambda: [w for w in window_ids(app.pid)
                            if xdo("getwindowname", w).strip() == ""], 5)
    if wid:
        focus_window(wid[0])
    return wid


def setup_match(app):
    """The set-up dialog of a new match: four names and Blitz, by keys."""
    said = wait_said("Namen der vier Spieler und Bedenkzeit", 0, 25)
    check(said is not None, f"a new match asks for its set-up ({said})")
    focus_dialog(app)
    names = set()
    wait_for(lambda: find_all(app_accessible(), lambda a: a.name == "Time control"), 10)
    walk(app_accessible(), lambda a, d: names.add(a.name))
    for field in ("Board one, White (team 1)", "Board one, Black (team 2)",
                  "Board two, White (team 2)", "Board two, Black (team 1)", "Time control"):
        check(field in names, f"the set-up has the field {field!r}")
    for i, name in enumerate(("Anna", "Bert", "Cor", "Dirk")):
        key("ctrl+a")
        type_text(name)
        key("Tab")
    # The time control's row: open its list, one down to Blitz, choose; back to a name and
    # Enter starts.
    key("space")
    time.sleep(0.5)
    key("Down", "Return")
    time.sleep(0.3)
    key("shift+Tab", "Return")


def main():
    # An X server resets when its last client leaves: keep one client connected.
    start(["xdotool", "sleep", "100000"])
    # A journal that cannot be read is kept aside, not overwritten, and a new match starts.
    journal = os.path.join(env["XDG_STATE_HOME"], "annabella", "bughouse.bpgn")
    os.makedirs(os.path.dirname(journal))
    with open(journal, "w") as f:
        f.write('[WhiteA "x"]\n1A. e5 *\n')
    app = start_app(["--bughouse"])
    setup_match(app)
    said = wait_said("Neue Doorgeefschaak-Partie auf zwei Brettern", 0, 25)
    check(said is not None, f"--bughouse opens a new bughouse match and says so ({said})")
    check(said is not None and "Brett eins: Weiß Anna, Schwarz Bert. Brett zwei: Weiß Cor, "
          "Schwarz Dirk. Bedenkzeit 3 " in said[2] and "2 Sekunden pro Zug." in said[2],
          "the set-up's names and time control are said")
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
    check(labels_starting("White: Anna (team 1)") and labels_starting("Black: Dirk (team 1)"),
          f"the players' names are shown: {labels_starting('White')} {labels_starting('Black')}")
    check(len(labels_starting("Brett eins, Weiß: 3 ")) == 1,
          f"the clocks have the set-up's time: {labels_starting('Brett eins, Weiß: ')}")

    # The window's shortcuts answer once it has the focus (the set-up dialog has closed).
    wait_for(lambda: focused_name() == "Brett eins: move line", 10)
    n = len(utterances())
    key("alt+h")
    said = wait_said("Tasten: F6 anderes Brett", n)
    check(said is not None, f"Alt+H speaks the keys of the bughouse window ({said})")
    check(focused_name() == "Brett eins: move line", "and leaves the focus where it was")

    # Board one: 1. e4 d5 2. exd5, the pawn goes to Black on board two (art. 3).
    n = len(utterances())
    t = transcript_length()
    type_move("e4")
    said = wait_said("Brett eins: Weiß: Eva vier.", n, exact=True)
    check(said is not None, f"a move on board one is said with the board named ({said})")
    check("move" in earcons(t), f"with the move earcon ({earcons(t)})")
    type_move("d5")
    check(wait_said("Brett eins: Schwarz: David fünf.", n, exact=True) is not None,
          "Black's reply on board one")
    n = len(utterances())
    t = transcript_length()
    type_move("exd5")
    said = wait_said("Brett eins: Weiß: Eva schlägt David fünf.", n)
    check("capture" in earcons(t), f"a capture has the capture earcon ({earcons(t)})")
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
    check('[WhiteA "Anna"]' in text and '[BlackB "Dirk"]' in text
          and '[TimeControl "180+2"]' in text, "the BPGN keeps the set-up's names and control")
    # Ctrl+E: the current board's game alone, as PGN.
    n = len(utterances())
    key("ctrl+e")
    said = wait_said("Gespeichert als ", n)
    check(said is not None and said[2].rstrip(".").endswith(".pgn"),
          f"Ctrl+E exports the current board as PGN and says where ({said})")
    exported = [f for f in os.listdir(DOCS) if f.endswith(".pgn")]
    text = open(os.path.join(DOCS, exported[0])).read() if exported else ""
    check('[White "' in text and "[WhiteA" not in text and " e4 " in text,
          f"the PGN holds one board's game:\n{text}")

    shot = os.path.join(OUT, "screen.png")
    subprocess.run(["import", "-window", "root", shot], env=env, capture_output=True)
    check(os.path.exists(shot) and os.path.getsize(shot) > 10000, f"a screenshot ({shot})")
    dump_tree(os.path.join(OUT, "atspi-tree.txt"))

    # Killed without a chance to save: the journal resumes the match on --bughouse.
    stop(app, signal.SIGKILL)
    n = len(utterances())
    app = start_app(["--bughouse"])
    said = wait_said("unterbrochen. Eingabe setzt fort", n, 25)
    check(said is not None, f"resumption asks whether the downtime is charged ({said})")
    focus_dialog(app)
    key("Return")
    said = wait_said("Doorgeefschaak-Partie fortgesetzt nach 7 Zügen.", n, 25)
    check(said is not None and "Uhren wie zuletzt" in said[2] and "Weiß Anna" in said[2],
          f"--bughouse resumes the unfinished match after SIGKILL, clocks kept ({said})")
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
    # The piece letters as on the player's board: k to the king of the side to move,
    # Shift+K to the other side's; Escape puts a piece picked up back.
    key("k")
    check(wait_for(lambda: focused_name() == "Eva eins, weißer König", 5),
          f"k jumps to the king of the side to move ({focused_name()!r})")
    key("shift+k")
    check(wait_for(lambda: focused_name() == "Eva acht, schwarzer König", 5),
          f"Shift+K jumps to the other side's king ({focused_name()!r})")
    key("shift+q")
    check(wait_for(lambda: focused_name() == "David acht, schwarze Dame", 5),
          f"Shift+Q jumps to Black's queen, round the board ({focused_name()!r})")
    key("k", "Return")
    n = len(utterances())
    key("Escape")
    check(wait_said("Zurückgestellt.", n, exact=True) is not None,
          "Escape puts the king picked up back")
    key("ctrl+4")
    check(wait_for(lambda: focused_name() == "David eins, weiße Dame", 5),
          f"Ctrl+4 moves the cursor to the d-file ({focused_name()!r})")
    key("2")
    check(wait_for(lambda: focused_name() == "David zwei, weißer Bauer", 5),
          f"2 moves it to the second rank ({focused_name()!r})")
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
    check(wait_said("unterbrochen. Eingabe setzt fort", n, 25) is not None,
          "the downtime question again")
    focus_dialog(app)
    key("alt+c")
    said = wait_said("Doorgeefschaak-Partie fortgesetzt nach 8 Zügen.", n, 25)
    check(said is not None and "Brett eins: Weiß gewinnt, Aufgabe." in said[2]
          and "angerechnet" in said[2],
          f"resumed again with the downtime charged, board one's game is over ({said})")
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
    return set_up_position(app, journal)


def set_up_position(app, journal):
    """A journal with a set-up position and no move yet (so no downtime question): on
    board one White's pawn on b7, board two at the start."""
    stop(app, signal.SIGKILL)
    with open(journal, "w") as f:
        f.write('[Event "Doorgeefschaak"]\n[WhiteA "Anna"]\n[BlackA "Bert"]\n[WhiteB "Cor"]\n'
                '[BlackB "Dirk"]\n[TimeControl "300"]\n[SetUp "1"]\n[FEN "4k3/1P6/8/8/8/8/8/'
                '4K3[] w - - 0 1 | rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"]'
                '\n\n*\n')
    n = len(utterances())
    app = start_app(["--bughouse"])
    check(wait_said("Doorgeefschaak-Partie fortgesetzt nach 0 Zügen.", n, 25) is not None,
          "the set-up position's journal is resumed")
    wait_for(lambda: frame(TITLE), 10)
    place_window()

    # Art. 6: the pawn put down on the last rank asks for its value; Alt+N takes the knight.
    key("ctrl+b", "Left", "Left", "Left", "Up", "Up", "Up", "Up", "Up")
    check(wait_for(lambda: (focused_name() or "").startswith("Bella sieben"), 5),
          f"the cursor reaches b7 ({focused_name()!r})")
    n = len(utterances())
    key("Return", "Up", "Return")
    said = wait_said("Brett eins: Umwandlung auf Bella acht.", n)
    check(said is not None, f"putting the pawn down on b8 asks for its value ({said})")
    focus_dialog(app)
    choices = [b.name for b in find_all(app_accessible(),
                                        lambda a: a.getRoleName() == "push button")]
    check(all(any(c.endswith(piece) for c in choices)
              for piece in ("Queen", "Rook", "Bishop", "Knight")),
          f"the chooser offers all four pieces ({choices})")
    key("alt+n")
    said = wait_said("Brett eins: Weiß: Bella acht", n)
    check(said is not None and "Springer" in said[2],
          f"the under-promotion is played and its value announced ({said})")
    check(wait_for(lambda: board_cells("Brett eins").get("b8")
                   == "Bella acht, weißer Springer, umgewandelter Bauer", 5),
          f"b8 reads as a knight that is a promoted pawn ({board_cells('Brett eins').get('b8')!r})")

    # Art. 8 on board two: Qd1xd7 through the pawns is refused, then recorded as made; the
    # pawn it took goes to Black on board one; the clock restarted, the pawn comes back.
    key("F6")
    n = len(utterances())
    type_move("d1d7")
    check(wait_said("Strg+Umschalt+I trägt ihn ein", n) is not None,
          "an illegal move a hand can make is refused with the way to record it")
    reasons = [text for _, text in utterances()[n:]]
    check(any("Dame" in r for r in reasons)
          and not any("queen" in r.lower() or "cannot" in r for r in reasons),
          f"the reason is said in the announcement language, not the interface's ({reasons})")
    key("ctrl+shift+i")
    said = wait_said("regelwidrig, Artikel 8.", n)
    check(said is not None and said[2].startswith("Brett zwei: Weiß: ")
          and "Bauer geht an Schwarz, Brett eins." in said[2],
          f"Ctrl+Shift+I records it, the capture passed on ({said})")
    check(wait_for(lambda: labels_starting("Brett zwei: regelwidriger Zug von Weiß"), 5),
          "the board's status shows the illegal move")
    check(wait_for(lambda: labels_starting("Brett eins, Schwarz hat in Reserve: 1 Bauer."), 5),
          "the wrongly captured pawn reached the partner's reserve")
    key("ctrl+shift+k")
    said = wait_said("Brett zwei, Artikel 8C: ", n)
    check(said is not None and "Artikel 8E: Bauer kommt aus der Reserve von Schwarz, "
          "Brett eins, zurück." in said[2],
          f"Ctrl+Shift+K restarts the offender's clock and takes the pawn back ({said})")
    check(wait_for(lambda: labels_starting("Brett eins, Schwarz hat nichts in Reserve."), 5)
          and board_cells("Brett zwei").get("d7") == "David sieben, schwarzer Bauer",
          "the pawn is off the partner's reserve and back on d7")
    type_move("e4")
    check(wait_said("Brett zwei: Weiß: Eva vier.", n, exact=True) is not None,
          "the offender replaces the move with a legal one")

    # 8E from the other board: the same jump again after 1... e5, and the partner places
    # the pawn before the clock is restarted: it comes off his board, its square typed.
    type_move("e5")
    n = len(utterances())
    type_move("d1d7")
    check(wait_said("Strg+Umschalt+I trägt ihn ein", n) is not None, "refused again")
    key("ctrl+shift+i")
    check(wait_said("regelwidrig, Artikel 8.", n) is not None, "and recorded as made again")
    key("F6")
    type_move("P@e6")
    check(wait_said("Brett eins: Schwarz: Bauer auf Eva sechs.", n, exact=True) is not None,
          "the partner places the wrongly captured pawn")
    key("F6")
    n = len(utterances())
    key("ctrl+shift+k")
    said = wait_said("Brett zwei, Artikel 8E: Schwarz hat keinen Bauer mehr in Reserve.", n)
    check(said is not None and "Wähle das Feld auf Brett eins" in said[2],
          f"the restart asks for the square on the other board ({said})")
    type_move("e6")
    said = wait_said("Artikel 8E: Bauer von Eva sechs, Brett eins, zurückgeholt.", n)
    check(said is not None, f"the typed square gives the pawn back from there ({said})")
    check(wait_for(lambda: board_cells("Brett eins").get("e6") == "Eva sechs, leer", 5),
          "board one's e6 is empty again")
    type_move("Dh5")
    check(wait_said("Brett zwei: Weiß: Dame Hector fünf.", n, exact=True) is not None,
          "the touched queen replaces the move (art. 7)")

    # Art. 11C: Ctrl+Shift+O offers for the player on move, Ctrl+Shift+Y accepts.
    n = len(utterances())
    key("ctrl+shift+y")
    check(wait_said("Brett zwei: Es liegt kein Remisangebot vor.", n) is not None,
          "Ctrl+Shift+Y without an offer is refused")
    key("ctrl+shift+o")
    check(wait_said("Brett zwei: Schwarz bietet Remis an.", n) is not None,
          "Ctrl+Shift+O offers a draw on the active board")
    key("ctrl+shift+y")
    said = wait_said("Brett zwei, Artikel 11C: Remis vereinbart.", n)
    check(said is not None and "Brett zwei: Remis, vereinbart." in said[2],
          f"Ctrl+Shift+Y accepts: the game is drawn ({said})")
    text = open(journal).read()
    check("b8=N" in text and "{illegal}" in text and "{restart B}" in text
          and "{restart B lift e6}" in text
          and '[ResultB "1/2-1/2"]' in text and '[EndingB "agreement"]' in text,
          f"the journal has the promotion, the art. 8 ruling and the draw:\n{text}")
    return flag_fall(app, journal)


def flag_fall(app, journal):
    """A journal of five seconds a player and one move: resumed with the clocks kept, the
    clocks of the two players to move run out five seconds later; the match's clocks
    decide it and the window says so. The flag is claimed (art. 11A2)."""
    stop(app, signal.SIGKILL)
    with open(journal, "w") as f:
        f.write('[Event "Doorgeefschaak"]\n[WhiteA "Anna"]\n[BlackA "Bert"]\n[WhiteB "Cor"]\n'
                '[BlackB "Dirk"]\n[TimeControl "5"]\n\n1A. e4 {5.000} *\n')
    n = len(utterances())
    app = start_app(["--bughouse"])
    check(wait_said("unterbrochen. Eingabe setzt fort", n, 25) is not None,
          "a journal with a move asks about the downtime")
    focus_dialog(app)
    key("Return")
    said = wait_said("Doorgeefschaak-Partie fortgesetzt nach 1 ", n, 25)
    resumed = time.monotonic()
    check(said is not None, f"the five-second match is resumed, the clocks kept ({said})")
    wait_for(lambda: frame(TITLE), 10)
    place_window()
    said = wait_said("Brett eins: Das Blättchen von Schwarz ist gefallen.", n, 20, exact=True)
    elapsed = time.monotonic() - resumed
    check(said is not None and elapsed >= 4.0,
          f"Black's flag on board one falls when his five seconds have run ({elapsed:.1f} s)")
    check(wait_said("Brett zwei: Das Blättchen von Weiß ist gefallen.", n, 5, exact=True)
          is not None, "so does White's on board two, whose clock started with it")
    n = len(utterances())
    key("alt+t")
    check(wait_said("Brett eins, Uhren: Weiß 5 Sekunden, Schwarz 0 Sekunden.", n, exact=True)
          is not None, "Alt+T: White's clock stands as his move left it, Black's is empty")
    key("ctrl+shift+l")
    said = wait_said("Brett eins: Weiß gewinnt, Zeit überschritten.", n)
    check(said is not None, f"Ctrl+Shift+L establishes the flag: White wins ({said})")
    text = open(journal).read()
    check('[ResultA "1-0"]' in text and '[EndingA "flag"]' in text,
          f"the journal keeps the flag ending:\n{text}")
    return app


try:
    app = main()
    if app is not None:
        check(app.poll() is None, "annabella is still running")
finally:
    cleanup()
finish()
