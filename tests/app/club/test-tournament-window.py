#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""End to end: the club championship window of the real annabella under Xvfb with AT-SPI.

    test-tournament-window.py ANNABELLA ANNABELLA_TOOL CLUB_2014_TRF

Starts `annabella --tournament COPY_OF_CLUB_2014.trf`, enters the result of the open
game of round 4 (Claes - Baert, 1-0) with real key events, reads the standings table as a
screen reader does (row names, cell names), presses the speak key on a player's row and
checks the speech transcript, saves with Ctrl+S and checks the file with annabella-tool,
exports the standings as CSV through the file chooser, and takes a screenshot.

The expected standings after round 4 are worked out by hand (club regulation art. 13):
Aerts, Baert and Claes have 2 points each. Sonneborn-Berger uses the adjusted results
(Aerts' forfeit win over Dierckx counts ½ less for Aerts, ½ more for Dierckx: both 1.5):
  Aerts: 1.5 (Dierckx, won) + ½·2 (Baert) + ½·2 (Claes)          = 3.5
  Baert: 2 (Claes, won) + ½·1.5 (Aerts) + ½·1.5 (Dierckx) + 0    = 3.5
  Claes: 0 + ½·1.5 (Dierckx) + ½·1.5 (Aerts) + 2 (Baert, won)    = 3.5
  Dierckx: 0 (forfeit) + ½·2 (Claes) + ½·2 (Baert)               = 2
Mutual results among the three: Aerts ½+½ = 1, Baert 1+0+½ = 1.5, Claes 0+1+½ = 1.5:
Aerts is third. Between Baert and Claes: mutual 1-1, Kashdan both 4+2+2+1 = 9, so the
lower rating ranks higher: Claes (1700) first, Baert (1850) second.

Needs DISPLAY and a D-Bus session (build-aux/dev test runs meson test inside xvfb-run +
dbus-run-session). A missing piece skips (77), or fails when REQUIRE_ALL_TESTS=1.
Artefacts are kept in $MESON_BUILD_ROOT/tests/app/tournament-output.
"""
import csv
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

TITLE = "Club Championship: Clubkampioenschap 2014-2015"


if len(sys.argv) != 4:
    print("usage: test-tournament-window.py ANNABELLA ANNABELLA_TOOL CLUB_2014_TRF")
    sys.exit(2)
APP_BIN, TOOL_BIN, TRF_SOURCE = (os.path.abspath(a) for a in sys.argv[1:])
for path in (APP_BIN, TOOL_BIN):
    if not os.access(path, os.X_OK):
        print(f"not an executable: {path}")
        sys.exit(2)

pyatspi = require_session(("xdotool", "import"))

OUT, WORK = make_dirs("tournament-output", "ab-tournament-")
TRF = os.path.join(WORK, "club-2014.trf")
shutil.copyfile(TRF_SOURCE, TRF)
TRANSCRIPT = os.path.join(OUT, "transcript.tsv")

env = dict(os.environ)
env.update({
    "XDG_STATE_HOME": os.path.join(WORK, "state"),   # no interrupted match to offer
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


def standings():
    """The standings table as a screen reader sees it: [(row name, [cell names])]."""
    tables = find_all(frame(TITLE), lambda a: a.getRoleName() == "table"
                      and a.name.startswith("Standings"))
    if not tables:
        return []
    rows = []
    for i in range(tables[0].childCount):
        row = tables[0].getChildAtIndex(i)
        cells = [row.getChildAtIndex(j).name for j in range(row.childCount)]
        rows.append((row.name, cells))
    return rows


def standings_roles():
    """The roles of the table's first two rows, then of the first data row's cells."""
    tables = find_all(frame(TITLE), lambda a: a.getRoleName() == "table"
                      and a.name.startswith("Standings"))
    if not tables or tables[0].childCount < 2:
        return []
    first = tables[0].getChildAtIndex(1)
    return ([tables[0].getChildAtIndex(i).getRoleName() for i in range(2)]
            + [first.getChildAtIndex(j).getRoleName() for j in range(first.childCount)])


def pairings():
    return [a.name for a in find_all(frame(TITLE), lambda a: a.getRoleName() == "list item")]


# ------------------------------------------------------------------ the test
EXPECTED_ROWS = [
    "Claes, Carl: Place 1, 2 points, Sonneborn-Berger 3.5, decided by lower rating (1700)",
    "Baert, Bram: Place 2, 2 points, Sonneborn-Berger 3.5, decided by lower rating (1850)",
    "Aerts, Anna: Place 3, 2 points, Sonneborn-Berger 3.5, decided by mutual result (1)",
    "Dierckx, Dirk: Place 4, 1 point, Sonneborn-Berger 2, decided by points",
]
BOARD_2_OPEN = "Board 2, Claes, Carl with White against Baert, Bram: no result yet"
BOARD_2_DONE = "Board 2, Claes, Carl with White against Baert, Bram: White wins"


def main():
    # An X server resets when its last client leaves: keep one client connected.
    start(["xdotool", "sleep", "100000"])
    app_log = open(os.path.join(OUT, "app.log"), "w")
    app = start([APP_BIN, "--tournament", TRF], stdout=app_log, stderr=subprocess.STDOUT)

    opened = wait_said("Opened Clubkampioenschap 2014-2015", 0, 20)
    check(opened is not None and opened[2] == "Opened Clubkampioenschap 2014-2015: 2 groups, "
          "8 players. Group 1, Round 4 (second half), 2014/10/17: 0 of 2 results entered.",
          f"--tournament opens the file and says what is open ({opened[2] if opened else None!r})")
    if not check(wait_for(lambda: frame(TITLE), 10) is not None,
                 "the championship window is on the AT-SPI bus, titled with its name"):
        dump_tree(os.path.join(OUT, "atspi-tree.txt"))
        return app

    wid = wait_for(lambda: xdo("search", "--onlyvisible", "--name", "^Club Championship"), 10)
    check(bool(wid), "the championship window is mapped")
    if wid:
        wid = wid.split()[0]
        xdo("windowmove", wid, "0", "0")
        xdo("windowsize", wid, "1240", "700")
        focus_window(wid)

    rows = wait_for(pairings, 5)
    check(rows == ["Board 1, Dierckx, Dirk with White against Aerts, Anna: no result yet; "
                   "postponed by White, to be played before 2015/05/29", BOARD_2_OPEN],
          f"the evening of round 4 lists its pairings, with the postponement (art. 12): {rows}")
    check(wait_for(lambda: (focused_name() or "").startswith("Board 1,"), 5),
          f"the first pairing has the focus after opening ({focused_name()!r})")

    # Alt+H speaks this window's keys, as in the player's window.
    n = len(utterances())
    key("alt+h")
    said = wait_said("Keys: Control O opens a championship", n)
    check(said is not None and "1 White wins" in said[2],
          f"Alt+H speaks the keys of the championship window ({said})")

    # The open game, by real key events: Down to board 2, then 1 for White wins.
    key("Down")
    check(wait_for(lambda: focused_name() == BOARD_2_OPEN, 5),
          f"Down moves to board 2 ({focused_name()!r})")
    n = len(utterances())
    key("1")
    said = wait_said(BOARD_2_DONE, n, exact=True)
    check(said is not None and said[1] == "queue",
          f"the key 1 enters White wins, and it is said ({said})")
    check(wait_for(lambda: focused_name() == BOARD_2_DONE, 5),
          f"the focused row names the result; the focus stays on it ({focused_name()!r})")

    table = wait_for(lambda: [r for r in standings()[1:]] if standings() and
                     standings()[1][0] == EXPECTED_ROWS[0] else None, 5) or standings()[1:]
    check([name for name, cells in table] == EXPECTED_ROWS,
          "the standings after round 4, row by row as a screen reader reads them: "
          f"{[name for name, cells in table]}")
    header = standings()[0] if standings() else ("", [])
    check(header[0] == "Column headers"
          and header[1][:5] == ["Rank", "Name", "Points", "Games", "Sonneborn-Berger"],
          f"the header row names the columns as they are spoken ({header})")
    roles = standings_roles()
    check(roles[:2] == ["table row", "table row"] and roles[2:5] == ["table cell", "row header",
                                                                      "table cell"],
          f"rows are table rows; the name heads its row ({roles[:5]})")
    check(bool(table) and table[0][1] == [
        "Rank: 1", "Name: Claes, Carl", "Points: 2", "Games: 4", "Sonneborn-Berger: 3.5",
        "mutual result: 1.5", "Kashdan: 9", "Rating: 1700", "Black played: 2",
        "Black calendar: 2", "Decided by: lower rating"],
          f"each cell is its value with its column header ({table[0][1] if table else None})")
    check(len(table) == 4 and table[3][1][5] == "mutual result: not needed",
          "a tie-break that was not needed is said so")

    # The standings by keyboard: Alt+T (the heading's mnemonic), Down, then the speak key.
    key("alt+t")
    check(wait_for(lambda: focused_name() == EXPECTED_ROWS[0], 5),
          f"Alt+T puts the focus on the first row of the standings ({focused_name()!r})")
    key("Down")
    check(wait_for(lambda: focused_name() == EXPECTED_ROWS[1], 5),
          f"Down reads the next row ({focused_name()!r})")
    key("Right", "Left", "Up", "Up")
    check(wait_for(lambda: focused_name() == EXPECTED_ROWS[0], 5),
          "arrows never leave the table: Up at the first row stays there")
    key("Down")
    n = len(utterances())
    key("alt+s")
    said = wait_said(EXPECTED_ROWS[1], n, exact=True)
    check(said is not None, f"Alt+S speaks the focused player's line ({said})")
    check(focused() is not None and focused().description == EXPECTED_ROWS[1],
          "the spoken line is also the focused row's description, for Orca")
    if wid:
        subprocess.run(["import", "-window", wid, os.path.join(OUT, "standings-focus.png")],
                       env=env, capture_output=True)

    # A refused result: none can be entered on the standings; on a withdrawn... not here:
    # the free evening keys do nothing outside the pairings.
    key("Tab")
    check(wait_for(lambda: focused() is not None and focused_name() != EXPECTED_ROWS[1], 5),
          f"Tab leaves the table ({focused_name()!r})")

    # Save back to the TRF and read it with the tool.
    n = len(utterances())
    key("ctrl+s")
    check(wait_said("Saved ", n) is not None, "Ctrl+S saves and says so")
    tool = subprocess.run([TOOL_BIN, "tournament", "standings", "--round", "4", TRF],
                          capture_output=True, text=True)
    lines = tool.stdout.splitlines()
    check(tool.returncode == 0 and len(lines) > 6 and lines[3].split()[1:3] == ["Claes,", "Carl"]
          and lines[3].endswith("lower rating") and lines[5].split()[1] == "Aerts,",
          "the saved TRF gives the same standings to annabella-tool:\n" + tool.stdout
          + tool.stderr)

    # Export the standings as CSV (Ctrl+E) and HTML (Ctrl+Shift+E): the file chooser opens
    # in the TRF's folder with a name suggested; Enter takes it.
    def export(keys, name):
        if wid:
            focus_window(wid)
        before = set(window_ids(app.pid))
        key(keys)
        chooser = wait_for(lambda: [w for w in window_ids(app.pid) if w not in before], 10)
        check(bool(chooser), f"{keys} opens a file chooser")
        path = os.path.join(WORK, name)
        if chooser:
            focus_window(chooser[0])
            n = len(utterances())
            key("Return")
            check(wait_said(f"Standings exported to {path}.", n, exact=True) is not None,
                  f"the export to {name} is said")
        if wait_for(lambda: os.path.exists(path), 5):
            return open(path, encoding="utf-8").read()
        return ""

    rows = list(csv.reader(export("ctrl+e", "club-2014-group-1.csv").splitlines()))
    check(len(rows) == 5 and rows[0][:3] == ["Rank", "Name", "Points"]
          and [r[1] for r in rows[1:]] == ["Claes, Carl", "Baert, Bram", "Aerts, Anna",
                                           "Dierckx, Dirk"]
          and rows[1][4] == "3.5" and rows[1][-1] == "lower rating",
          f"the CSV export holds the standings after round 4: {rows}")
    html = export("ctrl+shift+e", "club-2014-group-1.html")
    check(html.startswith("<!DOCTYPE html>") and '<html lang="en">' in html
          and "<caption>Group 1, after round 4</caption>" in html
          and '<th scope="row">Claes, Carl</th>' in html and html.count("<table>") == 2,
          "the HTML export is a page with the standings and the crosstable, for screen readers")
    if wid:
        focus_window(wid)

    # A broken file, given to the running annabella: reported with line and column; the
    # open championship stays as it was.
    broken = os.path.join(WORK, "broken.trf")
    with open(TRF, encoding="utf-8") as f:
        lines = f.read().split("\n")
    lines[11] = lines[11][:127] + "0" + lines[11][128:]
    with open(broken, "w", encoding="utf-8") as f:
        f.write("\n".join(lines))
    n = len(utterances())
    before = set(window_ids(app.pid))
    second = subprocess.run([APP_BIN, "--tournament", broken], env=env, capture_output=True,
                            timeout=30)
    check(second.returncode == 0, "a second annabella --tournament hands the file to the first")
    said = wait_said("Cannot Open", n)
    check(said is not None and said[1] == "interrupt" and said[2] == f"Cannot Open {broken}. "
          "Line 12: column 128: this column must be blank, it holds '0'",
          f"a broken TRF is reported with its line and column ({said})")
    dialog = wait_for(lambda: [w for w in window_ids(app.pid) if w not in before], 5)
    check(bool(dialog), "the error is shown in a dialog")
    if dialog:
        focus_window(dialog[0])
        key("Escape")
    check(wait_for(lambda: frame(TITLE) is not None and pairings()[1:] == [BOARD_2_DONE], 5),
          "the broken file changed nothing")

    # The next evening by Ctrl+Page Down; results by their keys; Enter opens the menu and
    # Escape gives the focus back to the row.
    if wid:
        focus_window(wid)
    key("alt+p")
    n = len(utterances())
    key("ctrl+Next")
    said = wait_said("Group 1, Round 5, 2014/10/31: 0 of 2 results entered.", n, exact=True)
    check(said is not None, f"Ctrl+Page Down goes to the next evening and says it ({said})")
    check(wait_for(lambda: (focused_name() or "").startswith("Board 1, Claes, Carl"), 5),
          f"the focus stays in the pairings ({focused_name()!r})")
    for keys, words in (("plus", "White wins by forfeit"), ("minus", "Black wins by forfeit"),
                        ("d", "both absent, no points"), ("equal", "draw"),
                        ("0", "Black wins"), ("Delete", "no result yet")):
        n = len(utterances())
        key(keys)
        said = wait_said("Board 1, Claes, Carl with White against Dierckx, Dirk: " + words, n,
                         exact=True)
        check(said is not None, f"the key {keys} enters '{words}'")
    # P asks who postponed (art. 12); a second postponement by the same player is refused.
    key("Down")
    board_2 = "Board 2, Baert, Bram with White against Aerts, Anna: no result yet"
    for attempt, expected in ((1, board_2 + "; postponed by White, to be played before "
                               "2015/05/29"),
                              (2, "each player may postpone a game only once (art. 12)")):
        before = set(window_ids(app.pid))
        n = len(utterances())
        key("p")
        dialog = wait_for(lambda: [w for w in window_ids(app.pid) if w not in before], 5)
        check(bool(dialog) and wait_for(lambda: find_all(app_accessible(), lambda a:
                                                         a.name == "White: Baert, Bram"), 5),
              f"P asks who postponed, naming the players (attempt {attempt})")
        if dialog:
            focus_window(dialog[0])
        key("Return")
        said = wait_said(expected, n, exact=True)
        check(said is not None and said[1] == ("queue" if attempt == 1 else "interrupt"),
              f"postponement {attempt}: {expected!r} ({said})")
        if wid:
            focus_window(wid)
        check(wait_for(lambda: (focused_name() or "").startswith(board_2), 5),
              f"the focus is back on the pairing ({focused_name()!r})")
    key("Up", "Return")
    menu = wait_for(lambda: find_all(app_accessible(), lambda a: a.getRoleName() == "menu item"
                                     and a.name.startswith("White Wins")), 5)
    check(bool(menu), "Enter on a pairing opens the menu of results")
    subprocess.run(["import", "-window", "root", os.path.join(OUT, "result-menu.png")], env=env,
                   capture_output=True)
    key("Escape")
    check(wait_for(lambda: (focused_name() or "").startswith("Board 1, Claes, Carl"), 5),
          f"Escape closes it and the focus is back on the pairing ({focused_name()!r})")

    # Another group by its drop-down: Alt+G opens it on the group shown; Down, Enter.
    key("alt+g")

    def popup_item():
        f = focused()
        if f is None or f.getRoleName() != "list item":
            return None
        return [a.name for a in find_all(f, lambda a: a.getRoleName() == "label")]
    item = wait_for(popup_item, 5)
    check(item == ["Group 1 (4 players)"], f"Alt+G opens the groups on the one shown ({item})")
    n = len(utterances())
    key("Down", "Return")
    said = wait_said("Group 2, Round 4 (second half), 2014/10/17: 0 of 2 results entered.", n,
                     exact=True)
    check(said is not None, f"choosing group 2 shows its first open evening and says it ({said})")
    check(wait_for(lambda: pairings() == [
        "Board 1, Hermans, Hilde with White against Engels, Eva: no result yet",
        "Board 2, Geerts, Guy with White against Fonteyn, Frans: no result yet"], 5),
          f"group 2's pairings are listed ({pairings()})")
    check(wait_for(lambda: focused_name() == "Group: Group 2 (4 players)", 5),
          f"the focus is back on the group drop-down ({focused_name()!r})")

    # Unsaved results: closing asks first; Escape keeps the window.
    n = len(utterances())
    before = set(window_ids(app.pid))
    key("ctrl+w")
    check(wait_said("Save the results?", n) is not None, "Ctrl+W with unsaved results asks first")
    question = wait_for(lambda: [w for w in window_ids(app.pid) if w not in before], 5)
    check(bool(question), "the question is a dialog")
    if question:
        focus_window(question[0])
    key("Escape")
    time.sleep(0.5)
    check(frame(TITLE) is not None, "Escape keeps the window open")
    if wid:
        focus_window(wid)

    dump_tree(os.path.join(OUT, "atspi-tree.txt"))
    shot = os.path.join(OUT, "screen.png")
    subprocess.run(["import", "-window", "root", shot], env=env, capture_output=True)
    check(os.path.exists(shot) and os.path.getsize(shot) > 10000,
          f"a screenshot of the screen was taken ({shot})")
    return app


try:
    app = main()
    if app is not None:
        check(app.poll() is None, "annabella is still running")
finally:
    cleanup()
finish()
