#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""End to end: the sighted player plays on an e-board, emulated on a pseudo-terminal.

    test-eboard-app.py ANNABELLA_BINARY EMULATOR

One run of the real annabella under Xvfb with AT-SPI and a PulseAudio null sink, the
settings from a keyfile that remembers a new match with the opponent on his e-board, its
device found automatically, settle time 100 ms. The serial devices are a folder of links
named as /dev/serial/by-id names them (ANNABELLA_SERIAL_DIRS): a modem that never answers,
tried first and left alone, and the board (the emulator keeps its link pointing at its line,
also after it was plugged in again). tests/eboard/eboard-emulator.py is the DGT board; this
script drives its hands line by line.
- Ctrl+N, Enter: the new match says the opponent's moves come from his e-board; the board
  is found, read and said to show the game's position; the choice is journaled.
- The blind player types e4; the opponent carries it out and answers e5 on his board: the
  answer is journaled and announced as the opponent's move.
- The blind player types Nf3, the opponent makes Nh3 on his board instead: D.2.9 is said,
  with both moves, and shown on the mirror in large type (over AT-SPI); the arbiter's view
  takes board B from the e-board. Set right on the board: said.
- A man knocked off the board for three seconds: said with the man and his square in the
  Appendix D words, and shown on the mirror; set up again: said.
- Alt+E says the e-board's state; the e-board's key is in Alt+H's list; Alt+C tells what a
  DGT 3000 on the board shows (D.2.6).
- Unplugged: said, and the game goes on by keyboard (the opponent's move typed on the move
  line, announced as his); plugged in again: found within seconds, read again, said to show
  the game's position; his next move comes from the board again.
- He takes that move back on his board: the earlier position is said with the arbiter's key;
  Ctrl+Shift+E asks first, then takes the move back, journaled and announced.
- Preferences › E-board: its controls are named for screen readers.
- SIGKILL; meanwhile the opponent moves on his board; the resumed match reads the board,
  compares it with the journal, says a move was made meanwhile, and plays it.
Artefacts in $MESON_BUILD_ROOT/tests/app/eboard-output. Skips (77) without the tools.
"""
import os
import re
import signal
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import apptest  # noqa: E402
from apptest import *  # noqa: E402,F401,F403

APP_BIN, EMULATOR = app_args("ANNABELLA_BINARY", "EMULATOR")

pyatspi = require_session(("xdotool", "import", "pulseaudio", "pactl", "parec"))

OUT, WORK = make_dirs("eboard-output", "ab-eboard-")
TRANSCRIPT = os.path.join(OUT, "transcript.tsv")
env = app_env(WORK, TRANSCRIPT, pulse_sink="ab_eboard_sink", build_locales=True,
              GSETTINGS_BACKEND="keyfile")
apptest.use(env, OUT, WORK, TRANSCRIPT, app_bin=APP_BIN)

SERIAL = os.path.join(WORK, "serial")
LINK = os.path.join(SERIAL, "usb-DGT_Projects_DGT_Board-if00")
MODEM = os.path.join(SERIAL, "usb-Acme_Modem-if00")
env["ANNABELLA_SERIAL_DIRS"] = SERIAL
MIRROR = "Annabella — Mirror"
WINDOWS = {}


class Board:
    """The emulated DGT board; its hands carry out one action at a time."""

    def __init__(self):
        self.p = start([sys.executable, EMULATOR, "--protocol", "dgt", "--control", "--link",
                        LINK, "--gap-ms", "40,80"],
                       stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.lines = [self.p.stdout.readline().strip()]

    def do(self, action):
        """Carries out action; returns once the hands are idle again."""
        self.p.stdin.write(action + "\n")
        self.p.stdin.flush()
        while True:
            line = self.p.stdout.readline()
            if not line:
                check(False, f"the emulator ran to the end of {action!r}")
                return
            self.lines.append(line.strip())
            if line.strip() == "idle":
                return


def journal_text():
    try:
        with open(os.path.join(WORK, "state", "annabella", "match.journal"),
                  encoding="utf-8") as f:
            return f.read()
    except OSError:
        return ""


# The e-board after 1. e4 e5 2. Nh3 (the game has 2. Nf3).
BOARD_B = "rnbqkbnr/pppp1ppp/8/4p3/4P3/7N/PPPP1PPP/RNBQKB1R"


def entry_text(acc):
    text = acc.queryText()
    # GTK 4.8 answers GetText (0, -1) of an entry with nothing: ask for its length.
    return text.getText(0, text.characterCount)


def mirror_shows(fragment, timeout=5):
    return wait_for(lambda: shown_announcement(fragment, MIRROR), timeout)


def dialog_window():
    for wid in xdo("search", "--onlyvisible", "--pid", str(WINDOWS["app"].pid)).split():
        if wid not in (WINDOWS.get("blind"), WINDOWS.get("mirror")):
            return wid
    return None


def typed(text, spoken, what):
    focus_window(WINDOWS["blind"])
    key("ctrl+l")
    n = len(utterances())
    type_text(text)
    key("Return")
    said = wait_said(spoken, n)
    check(said is not None, f"{what} is announced: {said}")
    return said


def opponent_on_board(board, uci, spoken, what):
    n = len(utterances())
    board.do("move " + uci)
    said = wait_said(spoken, n)
    moves = journaled_moves()
    check(said is not None and said[1] == "important",
          f"{what}, made on the e-board, is announced as the opponent's: {said}")
    check(moves[-1:] == [uci], f"{what} is in the journal when it is announced: {moves[-2:]}")
    return said


def start_match(board):
    n = len(utterances())
    key("ctrl+n")
    dialog = wait_for(dialog_window, 5)
    check(dialog is not None, "Ctrl+N opens the new-match dialog")
    if dialog:
        focus_window(dialog)
        key("Return")
    wait_for(lambda: dialog_window() is None, 5)
    check(wait_said("Die Züge des Gegners kommen von seinem E-Brett.", n) is not None,
          "the new match says the opponent's moves come from his e-board")
    said = wait_said("Das DGT-Brett des Gegners ist verbunden.", n, 15)
    check(said is not None and "Es zeigt die Stellung der Partie." in said[2],
          f"the board is found by itself past a modem, read and said to show the game's "
          f"position: {said}")
    check("\tb\teboard\t" in journal_text(), "the e-board is journaled with the setup")


def discrepancy(board):
    typed("Nf3", "Springer Felix drei", "2. Nf3 (typed)")
    n = len(utterances())
    board.do("move g1h3")
    said = wait_said("Die Bretter unterscheiden sich", n)
    check(said is not None and "Springer Hector drei" in said[2]
          and "Springer Felix drei" in said[2] and "D.2.9" in said[2],
          f"another move on the e-board is D.2.9, said with both moves: {said}")
    check(mirror_shows("Die Bretter unterscheiden sich") is not None,
          "D.2.9 is shown on the mirror")
    screenshot(WINDOWS["mirror"], "mirror-discrepancy.png")
    # The arbiter's view takes board B from the e-board.
    focus_window(WINDOWS["blind"])
    n = len(utterances())
    key("ctrl+shift+d")
    check(wait_said("Brett B ist das E-Brett des Gegners", n) is not None,
          "the arbiter's view takes board B from the e-board, and says so")
    entries = wait_for(lambda: find_all(frame("Arbiter: Two Boards Differ"),
                                         lambda a: a.getRoleName() == "text"
                                         and a.name.startswith("Board B")
                                         and entry_text(a) == BOARD_B), 5)
    check(bool(entries), f"board B holds the e-board's men ({BOARD_B})")
    arbiter = dialog_window()
    if arbiter:
        focus_window(arbiter)
        key("ctrl+w")
    focus_window(WINDOWS["blind"])
    n = len(utterances())
    board.do("move h3g1")
    board.do("move g1f3")
    check(wait_said("Das Brett des Gegners zeigt wieder die Stellung der Partie.", n) is not None,
          "set right on the board: said")


def wrong_board(board):
    n = len(utterances())
    lifted = time.monotonic()
    board.do("lift g8")
    said = wait_said("Auf dem Brett des Gegners fehlt der schwarze Springer auf Gustav acht.",
                     n, 8)
    check(said is not None and time.monotonic() - lifted >= 2.9,
          f"a man missing for three seconds is said with his square: {said}")
    check(mirror_shows("fehlt der schwarze Springer auf Gustav acht") is not None,
          "and shown on the mirror")
    n = len(utterances())
    board.do("place g8 n")
    check(wait_said("wieder die Stellung der Partie", n) is not None, "set up again: said")


def questions():
    focus_window(WINDOWS["blind"])
    key("ctrl+l")
    n = len(utterances())
    key("alt+e")
    said = wait_said("Das DGT-Brett des Gegners ist an ", n)
    check(said is not None and "verbunden. Es zeigt die Stellung der Partie." in said[2],
          f"Alt+E says the e-board's state: {said}")
    n = len(utterances())
    key("alt+h")
    said = wait_said("Tasten:", n)
    check(said is not None and "E-Brett des Gegners: Alt E" in said[2],
          "Alt+H names the e-board's keys")


def talking_clock(board):
    """D.2.6: a DGT 3000 on the board, White's side the left one; Alt+C tells what it shows."""
    board.do("clock 1:29:00 1:28:30 right")
    focus_window(WINDOWS["blind"])
    n = len(utterances())
    key("alt+c")
    said = wait_said("Die Uhr am Brett: du ", n)
    check(said is not None and re.search(r"du [^,]*29 Minuten, dein Gegner [^.]*28 Minuten",
                                         said[2]) is not None,
          f"Alt+C tells what the clock on the board shows: {said}")


def unplug_and_replug(board):
    n = len(utterances())
    board.do("unplug")
    said = wait_said("Das Brett des Gegners wurde getrennt.", n, 5)
    check(said is not None and "Tastatur" in said[2],
          f"unplugged: said, the game goes on by keyboard: {said}")
    check(mirror_shows("wurde getrennt") is not None, "and shown on the mirror")
    # The opponent announces his move; the blind player types it on his move line.
    said = typed("Sc6", "Springer Cesar sechs", "3... Nc6 typed while the board is away")
    check(said is not None and said[1] == "important", f"announced as the opponent's: {said}")
    check(journaled_moves()[-1:] == ["b8c6"], "and journaled")
    board.do("move b8c6")
    n = len(utterances())
    board.do("replug")
    said = wait_said("Das DGT-Brett des Gegners ist wieder verbunden.", n, 8)
    check(said is not None and "Es zeigt die Stellung der Partie." in said[2],
          f"plugged in again: found, read again, in step: {said}")
    typed("Lb5", "Läufer Bella fünf", "4. Bb5 (typed)")
    board.do("move f1b5")
    opponent_on_board(board, "a7a6", "Anna sechs", "4... a6")


def take_back(board):
    """The opponent takes 4... a6 back on his board; the arbiter confirms it by key."""
    n = len(utterances())
    board.do("lift a6")
    board.do("place a7 p")
    said = wait_said("Das Brett des Gegners zeigt die Stellung vor dem 4. Zug von Schwarz", n)
    check(said is not None and "Steuerung Umschalt E" in said[2],
          f"an earlier position on the e-board is said, with the arbiter's key: {said}")
    focus_window(WINDOWS["blind"])
    n = len(utterances())
    key("ctrl+shift+e")
    dialog = wait_for(dialog_window, 5)
    check(wait_said("Nach Entscheidung des Schiedsrichters die Züge ab dem 4. Zug von Schwarz",
                    n) is not None, "Ctrl+Shift+E asks first, aloud")
    if dialog:
        focus_window(dialog)
        key("Return")
    wait_for(lambda: dialog_window() is None, 5)
    said = wait_said("Schiedsrichter: zurück zu Zug 4, Schwarz am Zug", n)
    check(said is not None, f"Enter takes the move back, announced as the arbiter's: {said}")
    check("arbiter-take-back\t7:" in journal_text(), "and journaled")


def crash_and_resume(board):
    """SIGKILL; meanwhile the opponent makes 4... a6 again on his board; the resumed match
    reads the board, compares it with the journal, and plays the move made meanwhile."""
    app = WINDOWS["app"]
    app.send_signal(signal.SIGKILL)
    app.wait()
    board.do("move a7a6")
    n = len(utterances())
    app = WINDOWS["app"] = start_app()
    check(wait_said("unterbrochene Partie nach 7 Halbzügen", n, 15) is not None,
          "after the crash the match is offered for resumption")
    blind, mirror = place_windows()
    WINDOWS.update(blind=blind, mirror=mirror)
    dialog = wait_for(dialog_window, 5)
    if dialog:
        focus_window(dialog)
    n = len(utterances())
    key("Return")
    said = wait_said("Das DGT-Brett des Gegners ist verbunden.", n, 15)
    check(said is not None and "Darauf wurde inzwischen ein Zug gemacht" in said[2],
          f"resumed: the board is read again and compared with the journal: {said}")
    said = wait_said("Anna sechs", n)
    check(said is not None and said[1] == "important" and journaled_moves()[-1:] == ["a7a6"],
          f"the move made meanwhile is journaled and announced: {said}")


def preferences():
    """Preferences › E-board: every control named for screen readers."""
    focus_window(WINDOWS["blind"])
    key("ctrl+comma")
    names = ("E-board device (empty: found automatically)", "E-board protocol",
             "E-board settle time (milliseconds)")
    found = wait_for(lambda: all(find_all(frame("Preferences"), lambda a, n=n: a.name == n)
                                 for n in names), 5)
    check(bool(found), f"the e-board's preferences are named: {names}")
    key("Escape")


def main():
    start(["xdotool", "sleep", "100000"])
    start_pulse("ab_eboard_sink")
    os.makedirs(SERIAL, exist_ok=True)
    modem, modem_line = os.openpty()  # a serial device that is no board: it never answers
    os.symlink(os.ttyname(modem_line), MODEM)
    board = Board()
    write_settings(time_control="'5400'", eboard="true", eboard_device="''",
                   eboard_settle_ms="100", assistant="'none'")
    app = WINDOWS["app"] = start_app()
    check(wait_said("bereit", 0, 15) is not None, "Annabella is ready")
    blind, mirror = place_windows()
    WINDOWS.update(blind=blind, mirror=mirror)
    if not check(blind is not None, "the windows are mapped"):
        return
    focus_window(blind)
    start_match(board)
    typed("e4", "Eva vier", "1. e4 (typed)")
    board.do("move e2e4")
    opponent_on_board(board, "e7e5", "Eva fünf", "1... e5")
    discrepancy(board)
    opponent_on_board(board, "d7d6", "David sechs", "2... d6")
    wrong_board(board)
    questions()
    talking_clock(board)
    typed("d4", "David vier", "3. d4 (typed)")
    board.do("move d2d4")
    unplug_and_replug(board)
    take_back(board)
    preferences()
    screenshot(mirror, "mirror.png")
    crash_and_resume(board)
    app = WINDOWS["app"]
    dump_tree(os.path.join(OUT, "atspi-tree.txt"))
    stop(app)


try:
    main()
finally:
    cleanup()
finish()
