#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""End to end: assistant mode (FIDE Laws D.2.10) in the real annabella.

    test-assistant.py ANNABELLA_BINARY

One run under Xvfb with AT-SPI and a PulseAudio null sink, settings from a keyfile that
remembers a new match with the blind player's assistant and a 60-second clock:
- Ctrl+N, Enter: the new match is in assistant mode, and says so;
- the assistant types both sides' moves on the one move line, each announced;
- the blind player's clock passes the 50-second warning with no warning spoken
  (D.2.10.4), and Alt+T still answers with his time;
- Alt+U logs that the sighted player touched his knight on g8, with the obligation
  (4.3), and Ctrl+Alt+U opens the log, a list over AT-SPI;
- Ctrl+Shift+J seals the move on the move line (Guideline I.1): the envelope record
  exists with what I.2 lists, the sealed move on its own page; Ctrl+Shift+G opens it
  and the sealed move is played and announced;
- then with a 6-second clock: the fallen flag is not ruled on by itself but signalled
  at once (earcon, important speech, a dialog), and Enter claims it (D.2.10.5);
- then without an assistant, one device: the new match remembered as "I enter my
  opponent's moves" says so, the blind player types his own move and the one his
  opponent announces on the same line, each announced, the opponent's as his, both
  on the board and in the journal.
Artefacts in $MESON_BUILD_ROOT/tests/app/assistant-output. Skips (77) without the tools.
"""
import os
import re
import shutil
import sys
import time

# meson runs the script by its path: the shared helpers sit next to it.
# apptest.py lives in tests/app, one folder up.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import apptest  # noqa: E402
from apptest import *  # noqa: E402,F401,F403


APP_BIN, = app_args("ANNABELLA_BINARY")

pyatspi = require_session(("xdotool", "import", "pulseaudio", "pactl", "parec"))

OUT, WORK = make_dirs("assistant-output", "ab-assistant-")
TRANSCRIPT = os.path.join(OUT, "transcript.tsv")
env = app_env(WORK, TRANSCRIPT, pulse_sink="ab_assistant_sink", build_locales=True,
              GSETTINGS_BACKEND="keyfile")
apptest.use(env, OUT, WORK, TRANSCRIPT, app_bin=APP_BIN)

WINDOWS = {}


def dialog_window():
    for wid in xdo("search", "--onlyvisible", "--pid", str(WINDOWS["app"].pid)).split():
        if wid not in (WINDOWS.get("blind"), WINDOWS.get("mirror")):
            return wid
    return None


def answer(keys, dialog_key="Return"):
    """Opens a dialog with keys and answers it with dialog_key, as a window manager would
    hand the focus over and back."""
    key(*keys)
    dialog = wait_for(dialog_window, 5)
    check(dialog is not None, f"{'+'.join(keys)} opens a dialog the keyboard answers")
    if dialog:
        focus_window(dialog)
        key(dialog_key)
    wait_for(lambda: dialog_window() is None, 5)
    focus_window(WINDOWS["blind"])
    return dialog


def move(text, spoken, what):
    n = len(utterances())
    type_text(text)
    key("Return")
    said = wait_said(spoken, n)
    check(said is not None, f"{what} is announced: {said}")
    return said


def white_seconds():
    """White's time on the player's clock view, in seconds (None if not shown)."""
    win = frame("Annabella")
    for a in find_all(win, lambda a: a.getRoleName() == "label" and a.name.startswith("White ")):
        m = re.match(r"White (\d+):(\d\d)(?::(\d\d))?", a.name)
        if m:
            parts = [int(p) for p in m.groups() if p is not None]
            return parts[0] * 60 + parts[1] if len(parts) == 2 else \
                parts[0] * 3600 + parts[1] * 60 + parts[2]
    return None


def run(blind):
    focus_window(blind)
    # The remembered setup: the blind player's assistant, Clara.
    n = len(utterances())
    answer(["ctrl+n"])
    check(wait_said("Mit Assistent des blinden Spielers", n) is not None,
          "the new match is in assistant mode and says so")

    # D.2.10.1, D.2.10.2: both sides' moves on one line, both announced.
    said = move("e4", "Eva vier", "1. e4 (the blind player's)")
    said = move("e5", "Eva fünf", "1... e5 (the sighted player's, typed by the assistant)")
    check(said is not None and said[1] == "important",
          f"the sighted player's move is important speech: {said}")
    check(wait_for(lambda: board_cells().get("e5") == "Eva fünf, schwarzer Bauer", 5),
          "the board shows Black's pawn on e5")

    # D.2.10.4: White's clock passes 50 s with no warning; asked, the time is told.
    n = len(utterances())
    check(wait_for(lambda: (white_seconds() or 99) <= 48, 20) is not None,
          f"White's clock ran below the 50-second warning: {white_seconds()}")
    time.sleep(0.5)
    warnings = [t for _, t in utterances()[n:] if t.startswith("Deine Uhr")]
    check(not warnings, f"no time warning is spoken unasked: {warnings}")
    n = len(utterances())
    key("alt+t")
    said = wait_said("Deine Zeit:", n)
    check(said is not None and "Sekunden" in said[2], f"Alt+T tells the time: {said}")

    move("Nf3", "Springer Felix drei", "2. Nf3")

    # Alt+H: in assistant mode the list of keys ends with the assistant's keys.
    n = len(utterances())
    key("alt+h")
    said = wait_said("Tasten:", n)
    check(said is not None and "Assistentenmodus: Alt U" in said[2],
          f"Alt+H adds the assistant's keys: {said[2][-160:] if said else None!r}")

    # 4.3, D.2.10.5: the sighted player touched his knight on g8.
    n = len(utterances())
    type_text("g8")
    key("alt+u")
    said = wait_said("Berührt von Schwarz", n)
    check(said is not None and "Gustav acht, schwarzer Springer" in said[2]
          and "muss diese Figur ziehen" in said[2] and "4.3" in said[2],
          f"Alt+U logs the touch with the obligation: {said}")
    n = len(utterances())
    key("ctrl+alt+u")
    log_window = wait_for(dialog_window, 5)
    said = wait_said("Berührungsprotokoll, 1 Einträge.", n)
    check(said is not None and "Gustav acht, schwarzer Springer" in said[2],
          f"Ctrl+Alt+U reads the touch log: {said}")
    rows = wait_for(lambda: find_all(frame("Touched Pieces"),
                                     lambda a: a.getRoleName() == "list item"
                                     and "Gustav acht" in a.name), 5)
    check(bool(rows), "the touch log is a list a screen reader reads")
    if log_window:
        screenshot(log_window, "touch-log.png")
        focus_window(log_window)
        key("Escape")
    wait_for(lambda: dialog_window() is None, 5)
    focus_window(blind)

    # D.2.10.6, Guideline I: Black seals 2... Nf6.
    n = len(utterances())
    type_text("Nf6")
    answer(["ctrl+shift+j"])
    check(wait_said("gibt den Zug in der Zugzeile ab", n) is not None,
          "sealing asks first, without speaking the move")
    said = wait_said("Der Umschlag ist gespeichert in ", n)
    check(said is not None, f"the adjournment is announced with the record's path: {said}")
    path = said[2].split("gespeichert in ", 1)[1].strip() if said else ""
    check(os.path.isfile(path), f"the record exists: {path!r}")
    check(wait_for(lambda: find_all(frame("Annabella"), lambda a: path and path in a.name), 5),
          "the record's path is shown")
    record = open(path, encoding="utf-8").read() if os.path.isfile(path) else ""
    outside, _, inside = record.partition("\f")
    for needle in ("Clara", "Time control: 60", "Adjourned at: ", "Sealed by Black",
                   "move 2", "Time used: White 0:00:", "Clock times: White 0:00:",
                   "No draw offer stands.",
                   "FEN: rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq",
                   "Black: Ke8 Qd8 Ra8 Rh8", "1. e4 e5 2. Sf3"):
        check(needle in outside, f"the record has {needle!r}")
    check("Sf6" not in outside and "Sealed move: Sf6" in inside,
          "the sealed move is on the page after the envelope's outside")
    n = len(utterances())
    type_text("a6")
    key("Return")
    check(wait_said("Die Partie ist abgebrochen.", n) is not None,
          "while adjourned no move is taken, and the player is told why")
    key("ctrl+a", "BackSpace")

    # I.9: the envelope opened, the sealed move played and announced.
    n = len(utterances())
    key("ctrl+shift+g")
    check(wait_said("Umschlag geöffnet", n) is not None, "Ctrl+Shift+G opens the envelope")
    said = wait_said("Springer Felix sechs", n)
    check(said is not None, f"the sealed move is announced: {said}")
    check(wait_for(lambda: board_cells().get("f6") == "Felix sechs, schwarzer Springer", 5),
          "the board shows the sealed move played")
    screenshot(blind, "player-assistant.png")


def raw_transcript():
    try:
        return [ln.split("\t", 2) for ln in open(TRANSCRIPT, encoding="utf-8").read().splitlines()]
    except FileNotFoundError:
        return []


def flag_run():
    """A new assistant match with a 6-second clock: the flag is the assistant's to claim."""
    focus_window(WINDOWS["blind"])
    n = len(utterances())
    raw = len(raw_transcript())
    answer(["ctrl+n"], dialog_key="Return")
    check(wait_said("Mit Assistent des blinden Spielers", n) is not None,
          "the 6-second match is in assistant mode")
    # The new match's clock waits for the players; the assistant starts it (6.6).
    n = len(utterances())
    key("alt+Return")
    check(wait_said("Die Partie beginnt", n, 5) is not None, "Alt+Enter starts the clock")
    start = len(utterances())
    said = wait_said("Zeitüberschreitung: die Zeit von Weiß ist abgelaufen.", start, 12)
    check(said is not None and said[1] == "important",
          f"the fallen flag is told at once as important speech: {said}")
    check(any(len(f) == 3 and f[2] == "earcon:flag-fall" for f in raw_transcript()[raw:]),
          "with the flag-fall earcon")
    check(not [t for _, t in utterances()[start:] if "6.9" in t or "gewinnt" in t],
          "nothing rules on the flag by itself")
    dialog = wait_for(dialog_window, 5)
    check(dialog is not None, "the claim is offered in a dialog")
    if dialog:
        focus_window(dialog)
    n = len(utterances())
    key("Return")
    check(wait_said("Schwarz gewinnt.", n) is not None, "Enter claims the flag: Black wins")


def journal_text():
    path = os.path.join(env["XDG_STATE_HOME"], "annabella", "match.journal")
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except OSError:
        return ""


def both_run(blind):
    """One device: the blind player (White) enters his opponent's announced moves too."""
    focus_window(blind)
    n = len(utterances())
    answer(["ctrl+n"])
    said = wait_said("Du gibst die Züge beider Seiten ein", n)
    check(said is not None, f"the new match says the blind player enters both sides: {said}")
    check("\tw\tenters-both\t" in journal_text(), "the setting is journaled with the setup")
    move("e4", "Eva vier", "1. e4 (the blind player's own)")
    said = move("Eva fünf", "Eva fünf", "1... e5 (the opponent's, typed as he announced it)")
    check(said is not None and said[1] == "important",
          f"the opponent's move is said as the opponent's: {said}")
    check(wait_for(lambda: board_cells().get("e5") == "Eva fünf, schwarzer Bauer", 5),
          "the board shows Black's pawn on e5")
    moves = [l for l in journal_text().splitlines() if l.startswith("move\t")]
    check(len(moves) == 2 and moves[0].endswith("\te2e4") and moves[1].endswith("\te7e5"),
          f"both moves are journaled: {moves}")


def main():
    start(["xdotool", "sleep", "100000"])
    start_pulse("ab_assistant_sink")
    write_settings(time_control="'60'", time_warnings="[50]", assistant="'blind'",
                   assistant_name="'Clara'")
    app = WINDOWS["app"] = start_app()
    check(wait_said("bereit", 0, 15) is not None, "Annabella is ready")
    blind, mirror = place_windows()
    WINDOWS.update(blind=blind, mirror=mirror)
    if not check(blind is not None, "the windows are mapped"):
        return
    run(blind)
    dump_tree(os.path.join(OUT, "atspi-tree.txt"))
    stop(app)

    # The new-match dialog reads the time control from the settings when it opens.
    shutil.rmtree(env["XDG_STATE_HOME"], ignore_errors=True)
    write_settings(time_control="'6'", assistant="'blind'", assistant_name="'Clara'")
    n = len(utterances())
    app = WINDOWS["app"] = start_app()
    check(wait_said("bereit", n, 15) is not None, "Annabella is ready with a 6-second clock")
    blind, mirror = place_windows()
    WINDOWS.update(blind=blind, mirror=mirror)
    if blind:
        flag_run()
    stop(app)

    shutil.rmtree(env["XDG_STATE_HOME"], ignore_errors=True)
    write_settings(time_control="'300'", assistant="'none'", enters_both="true")
    n = len(utterances())
    app = WINDOWS["app"] = start_app()
    check(wait_said("bereit", n, 15) is not None, "Annabella is ready for one device")
    blind, mirror = place_windows()
    WINDOWS.update(blind=blind, mirror=mirror)
    if blind:
        both_run(blind)
    stop(app)


try:
    main()
finally:
    cleanup()
finish()
