#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""End to end: the arbiter's view (D.2.9) of the real annabella under Xvfb with AT-SPI.

    test-arbiter-window.py ANNABELLA

A journal holds 1. e4 e5 2. Nf3 Nc6 with clock presses (90 minutes each: White 1:29:50
and 1:29:20 after his moves, Black 1:29:40 and 1:29:00). Annabella resumes it, the blind
player types 3. Lb5 (Bb5) with real key events, and Ctrl+Shift+D opens the arbiter's view.
There the sighted player's scoresheet is typed, "1. e4 e5 2. Nf3 Nc6 3. Bc4", and Ctrl+Return
compares: the sheets differ at half-move 5, so the ruling (in the announcement language,
German) takes the moves back to 2... Sc6 and sets the clocks to those written with the last
moves that stand: White 1:29:20, Black 1:29:00. Checked: the ruling in the transcript, the
first difference row's accessible name in both lists, Ctrl+D putting the focus on it, a
bad board FEN refused with nothing changed, a PGN imported through the file chooser (Ctrl+O)
that agrees with the match while board B, typed as FEN, is corrected square by square,
`annabella --arbiter` presenting the view in the running instance and opening it in a new
one, and screenshots. A scoresheet A imported from a file (Ctrl+Shift+O) is given up when
the view is closed, as the ruling on it says: reopened, sheet A is Annabella's and Ctrl+Return
compares with it; imported again, then a game from another start opened in the running
instance (--open), sheet A is the new match's. Applying the ruling is test-arbiter-apply.py's.

Needs DISPLAY and a D-Bus session (build-aux/dev test runs meson test inside xvfb-run +
dbus-run-session). A missing piece skips (77), or fails when REQUIRE_ALL_TESTS=1.
Artefacts are kept in $MESON_BUILD_ROOT/tests/app/arbiter-output.
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

TITLE = "Arbiter: Two Boards Differ"


APP_BIN, = app_args("ANNABELLA")

pyatspi = require_session(("xdotool", "import"))

OUT, WORK = make_dirs("arbiter-output", "ab-arbiter-")
TRANSCRIPT = os.path.join(OUT, "transcript.tsv")
env = app_env(WORK, TRANSCRIPT, LC_ALL="C.UTF-8")
apptest.use(env, OUT, WORK, TRANSCRIPT, app_bin=APP_BIN, key_pause=0.2)


# ------------------------------------------------------------------ AT-SPI
def dump_tree(path):
    with open(path, "w") as out:
        def visit(a, d):
            st = a.getState()
            out.write(f"{'  ' * d}[{a.getRoleName()}] {a.name!r} desc={a.description!r}"
                      f"{' FOCUSED' if st.contains(pyatspi.STATE_FOCUSED) else ''}"
                      f"{'' if st.contains(pyatspi.STATE_SENSITIVE) else ' INSENSITIVE'}\n")
        walk(app_accessible(), visit)


# ------------------------------------------------------------------ the test
# 1. e4 e5 2. Nf3 Nc6, each move at its second of the match.
MOVES = ((10, "e2e4", "w"), (30, "e7e5", "b"), (60, "g1f3", "w"), (100, "b8c6", "b"))
SHEET_A = ["1. e4, 1:29:50", "1... e5, 1:29:40", "2. Sf3, 1:29:20", "2... Sc6, 1:29:00"]
SHEET_B = ["1. e4", "1... e5", "2. Nf3", "2... Nc6"]
TEXT_NAME = "Scoresheet B, the sighted player's: any notation or PGN"
A_NAME = "Scoresheet A, the blind player's (kept by Annabella)"
B_NAME = "Scoresheet B, the sighted opponent's"


def heading_a():
    """Scoresheet A's heading as a screen reader reads it."""
    labels = find_all(frame(TITLE), lambda a: a.getRoleName() == "label"
                      and a.name.startswith("Scoresheet A, the blind player's"))
    return labels[0].name if labels else None


def apply_sensitive():
    apply = find_all(frame(TITLE), lambda a: a.getRoleName() == "push button"
                     and a.name == "Apply the Ruling…")
    return bool(apply) and apply[0].getState().contains(pyatspi.STATE_SENSITIVE)


def choose_file(app, keys, dialog, path):
    """Opens the file chooser with keys, types path into its location entry and accepts it;
    the utterance count before accepting, or None when no chooser came."""
    before = set(window_ids(app.pid))
    key(keys)
    chooser = wait_for(lambda: [w for w in window_ids(app.pid) if w not in before], 10)
    if not check(bool(chooser), f"{keys} opens a file chooser"):
        return None
    focus_window(chooser[0])
    check(bool(wait_for(lambda: focused(dialog) is not None, 10)),
          f"the chooser ({dialog}) has the keyboard")
    key("ctrl+l")
    check(wait_for(lambda: focused(dialog) is not None
                   and focused(dialog).getRoleName() == "text", 10),
          "Ctrl+L opens the chooser's location entry")
    type_text(path)
    wait_for(lambda: focused(dialog) is not None and focused(dialog).queryText()
             .getText(0, -1) == path, 5)
    n = len(utterances())
    key("Return")
    return n


def main():
    # An X server resets when its last client leaves: keep one client connected.
    start(["xdotool", "sleep", "100000"])
    write_journal(MOVES)
    app_log = open(os.path.join(OUT, "app.log"), "w")
    app = start([APP_BIN], stdout=app_log, stderr=subprocess.STDOUT)

    offer = wait_said("nach 4 Halbzügen", 0, 20)
    if not check(offer is not None, "the journal of 1. e4 e5 2. Nf3 Nc6 is offered for resumption"):
        return app
    blind = wait_for(lambda: window_id("^Annabella$"), 10)
    for wid in xdo("search", "--onlyvisible", "--pid", str(app.pid)).split():
        if wid != blind and wid != window_id("Mirror"):
            focus_window(wid)
    n = len(utterances())
    key("Return")
    check(wait_said("Partie fortgesetzt nach 4 Halbzügen", n, 10) is not None,
          "the match is resumed")

    # 3. Bb5, typed by the blind player in its German written form.
    focus_window(blind)
    check(wait_for(lambda: focused("Annabella") is not None
                   and focused("Annabella").getRoleName() == "text", 5),
          "the move line has the focus")
    n = len(utterances())
    type_text("Lb5")
    key("Return")
    check(wait_said("Bella fünf", n) is not None, "3. Lb5 typed by the blind player is announced")

    # The arbiter's view, by its accelerator.
    n = len(utterances())
    key("ctrl+shift+d")
    opened = wait_said("Schiedsrichter: Die Stellungen auf den beiden Brettern weichen ab", n)
    check(opened is not None, f"Ctrl+Shift+D opens the arbiter's view and says what to do "
          f"({opened})")
    if not check(wait_for(lambda: frame(TITLE), 10) is not None,
                 "the arbiter's window is on the AT-SPI bus"):
        dump_tree(os.path.join(OUT, "atspi-tree.txt"))
        return app
    n = len(utterances())
    key("alt+h")
    said = wait_said("Tasten: Steuerung O liest das Partieformular", n)
    check(said is not None, f"Alt+H speaks the keys of the arbiter's view ({said})")
    check(said is not None and "Steuerung Umschalt K öffnet eine aufbewahrte Partie" in said[2],
          "the keys name Ctrl+Shift+K, a kept match")
    wid = wait_for(lambda: window_id("^Arbiter: "), 10)
    if wid:
        xdo("windowmove", wid, "0", "0")
        xdo("windowsize", wid, "1000", "900")
        focus_window(wid)
    check(wait_for(lambda: focused_name(TITLE) == TEXT_NAME, 5),
          f"the other scoresheet's text has the focus ({focused_name(TITLE)!r})")
    rows = wait_for(lambda: list_rows(TITLE, A_NAME) if len(list_rows(TITLE, A_NAME)) == 5
                    else None, 5)
    check(rows is not None and rows[:4] == SHEET_A and rows[4].startswith("3. Lb5, 1:29:1"),
          f"scoresheet A is the match's, with the clock written after each pressed move: {rows}")

    # A board that is not a FEN: refused, said, nothing compared.
    key("alt+a")
    board_a = "Board A, the blind player's, as FEN or square by square (optional)"
    check(wait_for(lambda: focused_name(TITLE) == board_a, 5),
          f"Alt+A goes to board A's entry ({focused_name(TITLE)!r})")
    type_text("rnbqkbnr/pppppppp/9/8")
    n = len(utterances())
    key("ctrl+Return")
    said = wait_said("Brett A:", n)
    check(said is not None and said[1] == "interrupt",
          f"a board that is not a FEN is refused as an error ({said})")
    check(list_rows(TITLE, B_NAME) == [], "nothing was compared")
    key("ctrl+a", "BackSpace")
    # Square by square, a word that is no piece on a square: refused with that word.
    type_text("Weiss: Kg1 Xz9")
    n = len(utterances())
    key("ctrl+Return")
    said = wait_said("Brett A:", n)
    check(said is not None and "Xz9" in said[2] and said[1] == "interrupt",
          f"a board entered square by square with a wrong word is refused, naming it ({said})")
    key("ctrl+a", "BackSpace")

    # The sighted player's scoresheet, typed with real key events.
    key("alt+s")
    check(wait_for(lambda: focused_name(TITLE) == TEXT_NAME, 5),
          "Alt+S goes back to the scoresheet text")
    type_text("1. e4 e5 2. Nf3 Nc6 3. Bc4")
    n = len(utterances())
    key("ctrl+Return")
    said = wait_said("Die Partieformulare weichen ab Halbzug 5 voneinander ab", n)
    check(said is not None and said[1] == "important",
          f"Ctrl+Return compares: the ruling is spoken as important ({said})")
    desc = wait_for(lambda: focused(TITLE) is not None
                    and focused(TITLE).description.startswith("Die Partieformulare weichen ab"), 5)
    check(bool(desc), "the ruling is the focused widget's description too, for Orca")
    text = said[2] if said else ""
    for part in ("Partieformular A hat 3. Lb5, Partieformular B hat 3. Lc4",
                 "Bis 2... Sc6 (4 Halbzüge) stimmen sie überein",
                 "(Art. D.2.9)",
                 "Auf beiden Brettern wird die Stellung nach 2... Sc6 aufgebaut",
                 "Weiß 1:29:20, Schwarz 1:29:00",
                 "Alt P wendet den Entscheid an"):
        check(part in text, f"the ruling says: {part}")
    marked_a = rows[4] + ", erster Unterschied" if rows else None
    marked_b = "3. Bc4, erster Unterschied"
    rows_a = list_rows(TITLE, A_NAME)
    rows_b = wait_for(lambda: list_rows(TITLE, B_NAME) if len(list_rows(TITLE, B_NAME)) == 5
                      else None, 5)
    check(rows_a == SHEET_A + [marked_a],
          f"scoresheet A marks its 5th half-move as the first difference: {rows_a}")
    check(rows_b == SHEET_B + [marked_b],
          f"scoresheet B, side by side, marks the same half-move: {rows_b}")
    ruling = find_all(frame(TITLE), lambda a: a.getRoleName() == "label"
                      and a.name.startswith("Die Partieformulare weichen ab"))
    check(bool(ruling) and "(Art. D.2.9)" in ruling[0].name,
          "the ruling is shown in the window with its article")
    apply = find_all(frame(TITLE), lambda a: a.getRoleName() == "push button"
                     and a.name == "Apply the Ruling…")
    check(bool(apply) and apply[0].getState().contains(pyatspi.STATE_SENSITIVE)
          and "Alt P wendet den Entscheid an" in apply[0].description,
          "the apply button is sensitive and its description says what it does "
          "(test-arbiter-apply.py applies it)")

    # The key to the first difference.
    n = len(utterances())
    key("ctrl+d")
    check(wait_for(lambda: focused_name(TITLE) == marked_b, 5),
          f"Ctrl+D focuses the first difference of scoresheet B ({focused_name(TITLE)!r})")
    said = wait_said("erster Unterschied", n)
    check(said is not None and "3. Bc4" in said[2], f"and says it ({said})")

    shot = os.path.join(OUT, "arbiter.png")
    if wid:
        subprocess.run(["import", "-window", wid, shot], env=env, capture_output=True)
    check(os.path.exists(shot) and os.path.getsize(shot) > 10000,
          f"a screenshot of the arbiter's view was taken ({shot})")

    # Import: Ctrl+O, the chooser's location entry, a PGN with clock comments that agrees
    # with the match; board B, typed first, has the bishop on c4 instead of b5.
    pgn = os.path.join(WORK, "sighted.pgn")
    with open(pgn, "w") as f:
        f.write('[Event "Club"]\n[Result "*"]\n\n1. e4 {[%clk 1:29:55]} e5 {[%clk 1:29:45]} '
                '2. Nf3 {[%clk 1:29:25]} Nc6 {[%clk 1:29:05]} 3. Bb5 {[%clk 1:29:10]} *\n')
    key("alt+b")
    type_text("r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R")
    dialog = "Import the Sighted Player's Scoresheet"
    n = choose_file(app, "ctrl+o", dialog, pgn)
    if n is not None:
        check(wait_said("sighted.pgn eingelesen.", n) is not None, "the import is said")
        said = wait_said("Die Partieformulare stimmen überein (Art. D.2.9).", n)
        text = said[2] if said else ""
        check("weißer Läufer von Cesar vier nach Bella fünf" in text
              and "Brett B" in text and "Die Züge in Annabella bleiben" in text,
              f"the imported sheet agrees: board B is corrected square by square ({text!r})")
        rows_b = list_rows(TITLE, B_NAME)
        check(rows_b[:2] == ["1. e4, 1:29:55", "1... e5, 1:29:45"] and len(rows_b) == 5
              and not any("Unterschied" in r for r in rows_b),
              f"scoresheet B shows the imported moves with their clocks, nothing marked: {rows_b}")
        if frame(dialog) is not None:
            key("Escape")  # a chooser left open would keep the keys from the view
        focus_window(wid)
        subprocess.run(["import", "-window", wid, os.path.join(OUT, "arbiter-import.png")],
                       env=env, capture_output=True)
    n = len(utterances())
    key("ctrl+d")
    check(wait_said("Die Partieformulare weichen nicht voneinander ab.", n) is not None,
          "Ctrl+D says that the scoresheets do not differ")

    # Ctrl+Shift+O: the blind player's scoresheet from a file instead of Annabella's; it
    # differs at White's third move. The ruling is given, and not applied to the match.
    blind_sheet = os.path.join(WORK, "blind.txt")
    with open(blind_sheet, "w") as f:
        f.write("1. e4 e5 2. Sf3 Sc6 3. Lc4\n")
    n = choose_file(app, "ctrl+shift+o", "Import the Blind Player's Scoresheet", blind_sheet)
    if n is not None:
        said = wait_said("Die Partieformulare weichen ab Halbzug 5 voneinander ab", n)
        text = said[2] if said else ""
        check("Partieformular A hat 3. Lc4" in text
              and "Partieformular A wurde eingelesen" in text,
              f"the imported sheet A is compared; the ruling is not applied here ({text!r})")
        check(wait_for(lambda: find_all(frame(TITLE), lambda a: a.name
                                        == "Scoresheet A, the blind player's (imported from "
                                           "blind.txt)"), 5),
              "sheet A's heading names the file")
        apply = find_all(frame(TITLE), lambda a: a.getRoleName() == "push button"
                         and a.name == "Apply the Ruling…")
        check(bool(apply) and not apply[0].getState().contains(pyatspi.STATE_SENSITIVE),
              "applying is not offered for an imported sheet A")
        check(bool(find_all(frame(TITLE), lambda a: a.getRoleName() == "push button"
                            and a.name == "Import Scoresheet A…")),
              "the header has a named button for it too")
        focus_window(wid)
    # A chooser closed without a file: said, nothing changed.
    before = set(window_ids(app.pid))
    key("ctrl+shift+o")
    chooser = wait_for(lambda: [w for w in window_ids(app.pid) if w not in before], 10)
    if check(bool(chooser), "Ctrl+Shift+O opens the chooser again"):
        focus_window(chooser[0])
        wait_for(lambda: focused("Import the Blind Player's Scoresheet") is not None, 10)
        n = len(utterances())
        key("Escape")
        check(wait_said("Nichts importiert; die Partieformulare bleiben.", n) is not None,
              "cancelling the chooser is said")
        focus_window(wid)

    # Ctrl+W hides the view; `annabella --arbiter` brings it back in the running instance.
    key("ctrl+w")
    check(wait_for(lambda: window_id("^Arbiter: ") is None, 5), "Ctrl+W closes the view")
    check(wait_for(lambda: focused("Annabella") is not None
                   and focused("Annabella").getRoleName() == "text", 5),
          "the player's move line has the focus again")
    n = len(utterances())
    second = subprocess.run([APP_BIN, "--arbiter"], env=env, capture_output=True, text=True,
                            timeout=20)
    check(second.returncode == 0, f"annabella --arbiter exits 0 ({second.stderr.strip()})")
    check(wait_for(lambda: window_id("^Arbiter: "), 10) is not None
          and wait_said("Schiedsrichter:", n) is not None,
          "annabella --arbiter presents the view of the running instance")
    check(len(list_rows(TITLE, B_NAME)) == 5, "the view kept scoresheet B")
    # Closing gave up the imported sheet A, as the ruling on it said it would: sheet A is
    # Annabella's own again, and Ctrl+Return compares with it.
    check(wait_for(lambda: heading_a() == A_NAME, 5),
          f"sheet A's heading says Annabella keeps it again ({heading_a()!r})")
    rows = list_rows(TITLE, A_NAME)
    check(rows[:4] == SHEET_A and len(rows) == 5 and rows[4].startswith("3. Lb5, 1:29:1"),
          f"scoresheet A is the match's again, with its clocks: {rows}")
    wid = wait_for(lambda: window_id("^Arbiter: "), 10)
    if wid:
        focus_window(wid)
    n = len(utterances())
    key("ctrl+Return")
    said = wait_said("Die Partieformulare", n)
    text = said[2] if said else ""
    check(text.startswith("Die Partieformulare stimmen überein")
          and "Die Züge in Annabella bleiben" in text and "eingelesen" not in text,
          f"compared with Annabella's sheet, the imported PGN agrees ({text!r})")
    check(wait_for(apply_sensitive, 5), "the ruling can be applied again")
    dump_tree(os.path.join(OUT, "atspi-tree.txt"))

    # A new Annabella started with --arbiter opens the view once its windows are up, on the
    # match it resumes: the journal now holds the five half-moves.
    stop(app)
    n = len(utterances())
    app = start([APP_BIN, "--arbiter"], stdout=app_log, stderr=subprocess.STDOUT)
    check(wait_said("Schiedsrichter:", n, 20) is not None
          and wait_for(lambda: frame(TITLE), 10) is not None,
          "annabella --arbiter starts with the arbiter's view open")
    check(wait_said("nach 5 Halbzügen", n, 10) is not None, "and offers the match to resume")
    resume = [w for w in window_ids(app.pid)
              if w not in (window_id("^Annabella$"), window_id("Mirror"), window_id("^Arbiter"))]
    if resume:
        focus_window(resume[0])
        key("Return")
    rows = wait_for(lambda: list_rows(TITLE, A_NAME) if len(list_rows(TITLE, A_NAME)) == 5
                    else None, 10)
    check(rows is not None and rows[4].startswith("3. Lb5"),
          f"scoresheet A follows the resumed match: {rows}")

    # A sheet A imported for this match, then a game from another start opened in the
    # running instance: sheet A is the new match's, not the old import.
    wid = wait_for(lambda: window_id("^Arbiter: "), 10)
    if wid:
        focus_window(wid)
    n = choose_file(app, "ctrl+shift+o", "Import the Blind Player's Scoresheet", blind_sheet)
    if n is not None:
        check(wait_for(lambda: heading_a() == "Scoresheet A, the blind player's (imported "
                       "from blind.txt)", 10), f"sheet A is imported again ({heading_a()!r})")
    endgame = os.path.join(WORK, "endgame.pgn")
    with open(endgame, "w") as f:
        f.write('[Event "Endgame"]\n[White "Weiss"]\n[Black "Schwarz"]\n[Result "*"]\n'
                '[SetUp "1"]\n[FEN "8/8/4k3/8/8/4K3/4P3/8 w - - 0 1"]\n\n1. Kd3 Kd5 *\n')
    n = len(utterances())
    before = set(window_ids(app.pid))
    opened = subprocess.run([APP_BIN, "--open", endgame], env=env, capture_output=True,
                            text=True, timeout=20)
    check(opened.returncode == 0, f"annabella --open exits 0 ({opened.stderr.strip()})")
    check(wait_said("End the Match and Open a Game?", n) is not None,
          "opening a game over the match in progress asks first")
    question = wait_for(lambda: [w for w in window_ids(app.pid) if w not in before], 10)
    if question:
        focus_window(question[0])
        key("Return")
    check(wait_said("Opened Weiss", n) is not None, "the game from another start is opened")
    check(wait_for(lambda: heading_a() == A_NAME, 10),
          f"the new match gives up the imported sheet A ({heading_a()!r})")
    rows = wait_for(lambda: list_rows(TITLE, A_NAME) if len(list_rows(TITLE, A_NAME)) == 2
                    else None, 10)
    check(rows is not None and rows[0].startswith("1. Kd3") and rows[1].startswith("1... Kd5"),
          f"scoresheet A is the new match's, from its own start: {rows}")

    # Ctrl+Shift+K in the arbiter's view: the player's chooser of kept matches (issue 18).
    wid = wait_for(lambda: window_id("^Arbiter: "), 10)
    if wid:
        focus_window(wid)
    n = len(utterances())
    before = set(window_ids(app.pid))
    key("ctrl+shift+k")
    check(wait_said("Open a Kept Match", n, 10) is not None,
          "Ctrl+Shift+K in the arbiter's view opens the chooser of kept matches")
    chooser = wait_for(lambda: [w for w in window_ids(app.pid) if w not in before], 10)
    if check(bool(chooser), "the chooser is a window of its own"):
        focus_window(chooser[0])
        key("Escape")
        check(wait_for(lambda: not [w for w in window_ids(app.pid) if w not in before], 10),
              "Escape closes it")
    return app


try:
    app = main()
    if app is not None:
        check(app.poll() is None, "annabella is still running")
finally:
    cleanup()
finish()
