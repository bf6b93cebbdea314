#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""End to end: the arbiter applies his D.2.9 ruling in the real annabella (Xvfb, AT-SPI,
real key events, espeak-ng into a PulseAudio null sink).

    test-arbiter-apply.py ANNABELLA

A journal holds 1. e4 e5 2. Nf3 Nc6 with clock presses (90 minutes each: White 1:29:20 and
Black 1:29:00 after their second moves). Annabella resumes it and the blind player types
3. Lb5. Ctrl+Shift+D opens the arbiter's view; the sighted player's scoresheet, typed there,
has 3. Bc4: the first difference (half-move 5) is spoken and marked. The clock fields hold
the times written with the last moves that stand; a clock that is no time is refused with
nothing changed; the arbiter (who stopped the clock when called, 6.11) sets Black's to
1:28:30, Alt+P asks for a confirmation and Return applies it. Checked: the decision in the
transcript, the match's scoresheet, board cells and clocks over AT-SPI, the journal line;
then SIGKILL and resumption: the same position and clocks.

Needs DISPLAY and a D-Bus session; a missing piece skips (77), or fails when
REQUIRE_ALL_TESTS=1. Artefacts are kept in $MESON_BUILD_ROOT/tests/app/arbiter-apply-output.
"""
import os
import re
import shutil
import signal
import subprocess
import sys
import time

# meson runs the script by its path: the shared helpers sit next to it.
# apptest.py lives in tests/app, one folder up.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import apptest  # noqa: E402
from apptest import *  # noqa: E402,F401,F403

TITLE = "Arbiter: Two Boards Differ"

APP_BIN, = app_args("ANNABELLA")

pyatspi = require_session(("xdotool", "pulseaudio", "pactl"))

OUT, WORK = make_dirs("arbiter-apply-output", "ab-arbiter-apply-")
TRANSCRIPT = os.path.join(OUT, "transcript.tsv")
JOURNAL_PATH = os.path.join(WORK, "state", "annabella", "match.journal")
env = app_env(WORK, TRANSCRIPT, pulse_sink="ab_arbiter_sink", LC_ALL="C.UTF-8")
apptest.use(env, OUT, WORK, TRANSCRIPT, app_bin=APP_BIN, key_pause=0.2)

# 1. e4 e5 2. Nf3 Nc6, each move at its second of the match.
MOVES = ((10, "e2e4", "w"), (30, "e7e5", "b"), (60, "g1f3", "w"), (100, "b8c6", "b"))
A_NAME = "Scoresheet A, the blind player's (kept by Annabella)"
DECISION = ("Schiedsrichter: zurück zu Zug 3, Weiß am Zug, Uhren Weiß 1:29:20, "
            "Schwarz 1:28:30 — Artikel D.2.9.")
# The position after 2... Nc6, as the player's board names its cells.
RULED_CELLS = {"f1": "Felix eins, weißer Läufer", "b5": "Bella fünf, leer",
               "c6": "Cesar sechs, schwarzer Springer", "f3": "Felix drei, weißer Springer"}


def focused_text(name):
    """The text of the focused field of the arbiter's view, if it is the one named so."""
    f = focused(TITLE)
    if f is None or f.getRoleName() != "text" or f.name != name:
        return None
    text = f.queryText()
    # GTK 4.8 answers GetText (0, -1) of an entry with nothing: ask for its length.
    return text.getText(0, text.characterCount)


def clock_labels():
    return [a.name for a in find_all(frame("Annabella"), lambda a: a.getRoleName() == "label"
                                     and re.match(r"(White|Black) \d", a.name))]


def scoresheet():
    hits = find_all(frame("Annabella"), lambda a: a.getRoleName() == "label"
                    and a.name.startswith("1. e4"))
    return hits[0].name if hits else None


def ruled_board(what):
    cells = wait_for(lambda: board_cells() if all(board_cells().get(sq) == name
                                                  for sq, name in RULED_CELLS.items())
                     else None, 5)
    check(cells is not None, f"{what}: the board cells show the position after 2... Sc6 "
          f"({ {sq: board_cells().get(sq) for sq in RULED_CELLS} })")


def clocks_ruled(what):
    """Both clocks at the times set, stopped as the arbiter left them (6.11)."""
    check(wait_for(lambda: sorted(clock_labels()) == ["Black 1:28:30, stopped",
                                                      "White 1:29:20, stopped"], 5),
          f"{what}: the clocks are the times set, stopped ({clock_labels()})")


def main():
    # An X server resets when its last client leaves: keep one client connected.
    start(["xdotool", "sleep", "100000"])
    start_pulse("ab_arbiter_sink", record=False)
    write_journal(MOVES)
    app_log = open(os.path.join(OUT, "app.log"), "w")
    app = start([APP_BIN], stdout=app_log, stderr=subprocess.STDOUT)
    blind = resume_offered(app, 0, 4)

    # 3. Lb5 by the blind player, the move the sighted player's sheet does not have.
    focus_window(blind)
    wait_for(lambda: focused("Annabella") is not None
             and focused("Annabella").getRoleName() == "text", 5)
    n = len(utterances())
    type_text("Lb5")
    key("Return")
    check(wait_said("Bella fünf", n) is not None, "3. Lb5 is played and announced")

    # The arbiter is called and stops the clock (6.11.1), confirmed by Return.
    n = len(utterances())
    key("ctrl+shift+a")
    check(wait_said("Den Schiedsrichter rufen und die Uhr anhalten?", n) is not None,
          "Ctrl+Shift+A asks to call the arbiter")
    dialog = wait_for(lambda: [w for w in window_ids(app.pid)
                               if w not in (blind, window_id("Mirror"))], 5)
    if dialog:
        focus_window(dialog[0])
    key("Return")
    check(wait_said("6.11", n) is not None, "the clock stops (6.11)")
    wait_for(lambda: len(window_ids(app.pid)) == 2, 5)
    focus_window(blind)

    n = len(utterances())
    key("ctrl+shift+d")
    check(wait_said("Schiedsrichter: Die Stellungen", n) is not None
          and wait_for(lambda: frame(TITLE), 10) is not None,
          "Ctrl+Shift+D opens the arbiter's view")
    wid = wait_for(lambda: window_id("^Arbiter: "), 10)
    if not wid:
        return app
    xdo("windowmove", wid, "0", "0")
    xdo("windowsize", wid, "1000", "900")
    focus_window(wid)
    wait_for(lambda: focused(TITLE) is not None
             and focused(TITLE).getRoleName() == "text", 5)
    type_text("1. e4 e5 2. Nf3 Nc6 3. Bc4")
    n = len(utterances())
    key("ctrl+Return")
    said = wait_said("Die Partieformulare weichen ab Halbzug 5 voneinander ab", n)
    check(said is not None and "Alt P wendet den Entscheid an" in said[2],
          f"the first difference and how to apply the ruling are spoken ({said})")
    rows = list_rows(TITLE, A_NAME)
    check(len(rows) == 5 and rows[4].endswith("erster Unterschied"),
          f"scoresheet A marks half-move 5 as the first difference: {rows}")
    # As a screen reader reads them: the focused field's text, reached by its mnemonic.
    fields = []
    for keys, name in (("alt+w", "White's clock"), ("alt+l", "Black's clock")):
        key(keys)
        fields.append(wait_for(lambda: focused_text(name), 5))
    if not check(fields == ["1:29:20", "1:29:00"], "the clock fields hold the times written "
                 f"with the last moves that stand ({fields})"):
        dump_tree(os.path.join(OUT, "atspi-tree.txt"))

    # A clock that is no time: refused, said, the focus on it, nothing changed.
    key("ctrl+a")
    type_text("1:2x")
    n = len(utterances())
    key("alt+p")
    said = wait_said("ist keine Zeit", n)
    check(said is not None and said[1] == "interrupt",
          f"a clock that is no time is refused as an error ({said})")
    check(wait_for(lambda: focused(TITLE) is not None
                   and focused(TITLE).name == "Black's clock", 5),
          "the focus is on the clock to correct")
    check(len(list_rows(TITLE, A_NAME)) == 5, "nothing was taken back")

    # The arbiter sets Black's clock; Escape at the confirmation changes nothing.
    key("ctrl+a")
    type_text("1:28:30")
    before = set(window_ids(app.pid))
    key("alt+p")
    dialog = wait_for(lambda: [w for w in window_ids(app.pid) if w not in before], 5)
    if dialog:
        focus_window(dialog[0])
    n = len(utterances())
    key("Escape")
    check(wait_said("Nicht angewandt, nichts geändert.", n) is not None
          and len(list_rows(TITLE, A_NAME)) == 5, "Escape cancels: said, nothing taken back")
    wait_for(lambda: set(window_ids(app.pid)) == before, 5)
    focus_window(wid)

    # Applied, confirmed by Return.
    n = len(utterances())
    key("alt+p")
    said = wait_said("Entscheid anwenden?", n)
    check(said is not None and "Weiß 1:29:20, Schwarz 1:28:30" in said[2],
          f"the confirmation is spoken with what it applies ({said})")
    dialog = wait_for(lambda: [w for w in window_ids(app.pid) if w not in before], 5)
    check(bool(dialog), "the confirmation is a dialog")
    if dialog:
        focus_window(dialog[0])
    n = len(utterances())
    key("Return")
    said = wait_said(DECISION, n, exact=True)
    check(said is not None and said[1] == "important",
          f"the decision is spoken as important: {DECISION!r} ({said})")
    if not check(wait_for(lambda: find_all(frame(TITLE), lambda a: a.getRoleName() == "label"
                                           and a.name.startswith(DECISION)), 5),
                 "the arbiter's view shows the decision"):
        dump_tree(os.path.join(OUT, "atspi-tree.txt"))
    check(wait_for(lambda: len(list_rows(TITLE, A_NAME)) == 4, 5),
          f"scoresheet A in the view follows the match: {list_rows(TITLE, A_NAME)}")
    screenshot(wid, "arbiter-applied.png")
    with open(JOURNAL_PATH) as f:
        journal = f.read()
    check("\tarbiter-take-back\t4:5360000:5310000\n" in journal,
          "the journal has the arbiter's take-back with both clocks")

    # The player's window: scoresheet, board and clocks as ruled.
    key("ctrl+w")
    focus_window(blind)
    check(wait_for(lambda: scoresheet() == "1. e4 e5 2. Sf3 Sc6", 5),
          f"the match's scoresheet ends with 2... Sc6 ({scoresheet()!r})")
    ruled_board("after the ruling")
    clocks_ruled("after the ruling")
    screenshot(blind, "player-applied.png")

    shutil.copy(JOURNAL_PATH, os.path.join(OUT, "match.journal"))
    # A crash right after the ruling resumes at the ruled position with the ruled clocks.
    app.send_signal(signal.SIGKILL)
    app.wait()
    n = len(utterances())
    app = start([APP_BIN], stdout=app_log, stderr=subprocess.STDOUT)
    blind = resume_offered(app, n, 4)
    focus_window(blind)
    check(wait_for(lambda: scoresheet() == "1. e4 e5 2. Sf3 Sc6", 5),
          f"resumed: the same scoresheet ({scoresheet()!r})")
    ruled_board("resumed")
    clocks_ruled("resumed")
    shutil.copy(JOURNAL_PATH, os.path.join(OUT, "match-resumed.journal"))
    return app


t0 = time.monotonic()
try:
    app = main()
    if app is not None:
        check(app.poll() is None, "annabella is still running")
finally:
    log(f"{time.monotonic() - t0:.0f} s")
    cleanup()
finish()
