#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""End to end, part 2: the talking clock, questions, game actions and slip correction.

    test-app-clock.py ANNABELLA_BINARY

Three short runs of the real annabella under Xvfb, with AT-SPI and a PulseAudio null
sink, settings from a keyfile:
1. clock press by key: the talking clock keys, the piece questions, a slip taken back
   and corrected (D.2.8), the press key, the board's jump keys, SIGKILL and the resume
   offer that asks whether the downtime is charged, then the arbiter (6.11) and
   resignation, each confirmed in a spoken dialog;
2. a 12-second clock: it waits for the players (no time runs, no warning) until Alt+Enter
   starts it, then the own-time warning at 10 s and the flag fall announced as important
   speech with its article (6.9).
Both runs begin with the clock waiting, as every new match does: said in the greeting,
shown whole; the press key starts it (6.6).
Checks the transcript and the AT-SPI tree; keeps screenshots in
$MESON_BUILD_ROOT/tests/app/clock-output. Skips (77) without the tools, as the first
end-to-end test does.
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


APP_BIN, = app_args("ANNABELLA_BINARY")

pyatspi = require_session(("xdotool", "import", "pulseaudio", "pactl", "parec"))

OUT, WORK = make_dirs("clock-output", "ab-clock-")
TRANSCRIPT = os.path.join(OUT, "transcript.tsv")
env = app_env(WORK, TRANSCRIPT, pulse_sink="ab_e2e_sink", build_locales=True,
              GSETTINGS_BACKEND="keyfile")
apptest.use(env, OUT, WORK, TRANSCRIPT, app_bin=APP_BIN)


# ------------------------------------------------------------------ windows
def ask(keys, text, after, timeout=10):
    """Presses keys on the player's window and waits for an answer containing text."""
    key(*keys)
    return wait_said(text, after, timeout)


def answer_is(keys, text, what):
    n = len(utterances())
    said = ask(keys, text, n)
    check(said is not None, f"{what}: {said[2] if said else None!r}")
    return said


def clock_labels(title="Annabella"):
    win = frame(title)
    return [a.name for a in find_all(win, lambda a: a.getRoleName() == "label"
                                     and (a.name.startswith("White ")
                                          or a.name.startswith("Black ")))]


WINDOWS = {}   # "app": the running annabella; "blind", "mirror": its main windows


def dialog_window():
    """A dialog of the app (no window manager gives it the focus by itself)."""
    ids = xdo("search", "--onlyvisible", "--pid", str(WINDOWS["app"].pid)).split()
    for wid in ids:
        if wid not in (WINDOWS.get("blind"), WINDOWS.get("mirror")):
            return wid
    return None


def confirm(keys, spoken, response, after):
    """A game action: its dialog is spoken; response ('Return' or 'Escape') answers it."""
    key(*keys)
    said = wait_said(spoken, after)
    check(said is not None, f"the confirmation is spoken: {said[2] if said else None!r}")
    dialog = wait_for(dialog_window, 5)
    check(dialog is not None, "the confirmation is a dialog the keyboard can answer")
    if dialog:
        focus_window(dialog)
    key(response)
    # No window manager gives the X focus back to the player's window: do as one would.
    wait_for(lambda: dialog_window() is None, 5)
    focus_window(WINDOWS["blind"])


def by_key_run(blind):
    focus_window(blind)
    # A new match's clock waits for the players: no time has run while they got ready.
    time.sleep(1.5)
    answer_is(["alt+t"], "Deine Zeit: eine Stunde 30 Minuten.",
              "the clock waits: no time ran before the players were ready")
    n = len(utterances())
    key("alt+Return")
    said = wait_said("Die Partie beginnt", n, 5)
    check(said is not None and "6.6" in said[2],
          f"Alt+Enter starts White's clock, with its article ({said and said[2]!r})")
    time.sleep(1.5)
    # White's clock has run a few seconds; Black's has not started.
    answer_is(["alt+t"], "Deine Zeit: eine Stunde 29 Minuten.", "Alt+T says the player's own time")
    answer_is(["alt+o"], "Zeit des Gegners: eine Stunde 30 Minuten.",
              "Alt+O says the opponent's time")
    answer_is(["alt+c"], "Zug 1, Weiß am Zug. Du: eine Stunde 29 Minuten. Gegner: eine Stunde "
              "30 Minuten.", "Alt+C says both with the move number")
    answer_is(["alt+5"], "weiße Springer: Bella eins, Gustav eins.",
              "Alt+5: where the own knights stand, in file order")
    answer_is(["ctrl+alt+5"], "schwarze Springer: Bella acht, Gustav acht.",
              "Ctrl+Alt+5: the opponent's knights")
    answer_is(["alt+m"], "Material: Weiß 39, Schwarz 39.", "Alt+M: material")
    answer_is(["alt+a"], "Weiß: König Eva eins, Dame David eins, Turm Anna eins,", "Alt+A: all own pieces")
    said = answer_is(["alt+h"], "Tasten: Steuerung L die Zugzeile, Steuerung B das Brett. Alt T "
                     "deine Zeit", "Alt+H speaks the list of keys")
    check(said is not None and "Escape stellt zurück" in said[2] and "F1 Hilfe" in said[2]
          and "Assistentenmodus" not in said[2],
          "the list names the board keys and the window's keys, no assistant keys")

    # D.2.8: announced, not completed until the press key; taken back and corrected.
    n = len(utterances())
    type_text("e4")
    key("Return")
    check(wait_said("Eva vier", n) is not None, "1. e4 is announced")
    check(wait_said("Alt Eingabe drückt die Uhr", n) is not None,
          "with the press by key, the player is told how to press or take back")
    n = len(utterances())
    key("alt+BackSpace")
    check(wait_said("Eva vier zurückgenommen", n) is not None, "Alt+Backspace takes e4 back")
    check(wait_for(lambda: board_cells().get("e4") == "Eva vier, leer"
                   and board_cells().get("e2") == "Eva zwei, weißer Bauer", 5),
          "the board shows the pawn back on e2")
    type_text("d4")
    key("Return")
    said = wait_said("Korrektur: David vier", n)
    check(said is not None, "the corrected move is announced as a correction")
    n = len(utterances())
    key("alt+Return")
    check(wait_said("Uhr gedrückt.", n) is not None, "Alt+Enter presses the clock")
    n = len(utterances())
    key("alt+BackSpace")
    check(wait_said("Kein Zug wartet auf den Uhrdruck", n) is not None,
          "after the press nothing can be taken back")
    check(wait_for(lambda: any("Black 1:30:00" in t or "Black 1:29:5" in t
                               for t in clock_labels()), 5),
          f"the clock view shows Black's clock running: {clock_labels()}")

    # The board's jump keys.
    # From e2 in file order (a1, a2 … h8): g1 first, then round the board to b1.
    key("ctrl+b")
    key("n")
    check(wait_for(lambda: focused_name() == "Gustav eins, weißer Springer", 5),
          f"n jumps to the next own knight: {focused_name()!r}")
    key("n")
    check(wait_for(lambda: focused_name() == "Bella eins, weißer Springer", 5),
          f"n again goes round the board to the other: {focused_name()!r}")
    key("shift+n")
    check(wait_for(lambda: focused_name() == "Bella acht, schwarzer Springer", 5),
          f"Shift+N jumps to the opponent's next knight: {focused_name()!r}")
    key("4")
    check(wait_for(lambda: focused_name() == "Bella vier, leer", 5),
          f"4 jumps to rank 4: {focused_name()!r}")
    key("ctrl+4")
    check(wait_for(lambda: focused_name() == "David vier, weißer Bauer", 5),
          f"Ctrl+4 jumps to file d: {focused_name()!r}")
    answer_is(["alt+x"], "David vier, weißer Bauer. Angegriffen von: niemand. "
              "Gedeckt von: Dame David eins.", "Alt+X: attackers and defenders of d4")
    answer_is(["alt+y"], "Reihe vier: David vier, weißer Bauer.", "Alt+Y: the cursor's rank")
    answer_is(["alt+f"], "Linie David: David eins, weiße Dame; David vier, weißer Bauer; "
              "David sieben, schwarzer Bauer; David acht, schwarze Dame.",
              "Alt+F: the cursor's file")
    answer_is(["alt+d"], "Diagonalen von David vier: Anna eins, weißer Turm; Bella zwei, "
              "weißer Bauer; David vier, weißer Bauer; Gustav sieben, schwarzer Bauer; Hector "
              "acht, schwarzer Turm; Gustav eins, weißer Springer; Felix zwei, weißer Bauer; "
              "Anna sieben, schwarzer Bauer.", "Alt+D: the cursor's diagonals")
    key("n")
    answer_is(["alt+g"], "Gustav eins, weißer Springer. Züge: Springer Felix drei, "
              "Springer Hector drei.", "Alt+G: the knight's moves")
    answer_is(["alt+s"], "1. David vier.", "Alt+S reads the scoresheet")
    # The answer is also in the focused widget's description, for Orca.
    check(wait_for(lambda: focused() is not None
                   and focused().description == "1. David vier.", 5),
          "the answer is in the focused widget's description")


def resumed_run(blind):
    focus_window(blind)
    # The arbiter stops the clock (6.11), confirmed by Enter.
    n = len(utterances())
    confirm(["ctrl+shift+a"], "Den Schiedsrichter rufen und die Uhr anhalten?", "Return", n)
    check(wait_said("6.11", n) is not None, "the pause is ruled with its article (6.11)")
    check(wait_for(lambda: any("stopped" in t for t in clock_labels()), 5),
          f"the clock view shows the clock stopped: {clock_labels()}")
    answer_is(["alt+o"], "Die Uhr steht.", "the talking clock says the clock stands")
    n = len(utterances())
    confirm(["ctrl+shift+a"], "Die Uhr wieder starten?", "Return", n)
    check(wait_said("6.11", n) is not None, "the restart is ruled (6.11)")
    # Escape cancels: the game goes on.
    n = len(utterances())
    confirm(["ctrl+shift+r"], "Aufgeben?", "Escape", n)
    check(wait_said("Abgebrochen.", n) is not None, "Escape cancels the resignation")
    check(wait_for(lambda: focused() is not None and focused().getRoleName() == "text", 5),
          "the focus is back on the move line")
    screenshot(blind, "player-clock.png")

    # The sighted player answers 1... e5 on the mirror and offers a draw there; the
    # blind player hears the offer and accepts it (9.1.2, 5.2.3).
    mirror_frame = frame("Annabella — Mirror")
    focus_window(WINDOWS["mirror"])
    key("alt+m")    # the mnemonic of "Your move"
    check(wait_for(lambda: focused("Annabella — Mirror") is not None
                   and focused("Annabella — Mirror").getRoleName() == "text", 5),
          "Alt+M puts the focus on the mirror's move line")
    n = len(utterances())
    type_text("e5")
    key("Return")
    check(wait_said("Eva fünf", n) is not None, "1... e5 typed on the mirror is announced")
    # GTK 4.8 gives a button with a mnemonic its label twice: "_Offer a draw Offer a draw".
    offer = find_all(mirror_frame, lambda a: a.getRoleName() == "push button"
                     and a.name.endswith("Offer a draw"))
    check(bool(offer), "the mirror has a button to offer a draw")
    n = len(utterances())
    if offer:
        offer[0].queryAction().doAction(0)
    dialog = wait_for(dialog_window, 5)
    if dialog:
        focus_window(dialog)
    key("Return")
    said = wait_said("9.1", n)
    check(said is not None and said[1] == "important",
          f"the sighted player's offer is announced to the blind player: {said}")
    focus_window(blind)
    n = len(utterances())
    confirm(["ctrl+shift+y"], "Remisangebot annehmen?", "Return", n)
    check(wait_said("5.2", n) is not None, "accepted: the draw is ruled (5.2.3)")
    check(wait_said("Die Partie ist remis.", n) is not None, "and the result is announced")
    check(wait_for(lambda: find_all(frame("Annabella — Mirror"),
                                    lambda a: a.name == "The game is drawn"), 5),
          "the mirror's banner shows the draw")

    # The new-match dialog: every field named for a screen reader; Enter starts.
    n = len(utterances())
    key("ctrl+n")
    dialog = wait_for(dialog_window, 5)
    check(dialog is not None, "Ctrl+N opens the new-match dialog")
    names = set()
    walk(app_accessible(), lambda a, d: names.add(a.name))
    for field in ("Colour of the visually impaired player", "White’s name", "Black’s name",
                  "Time control", "Rules edition", "Start position"):
        check(field in names, f"the new-match dialog has the field {field!r}")
    if dialog:
        screenshot(dialog, "new-match.png")
        focus_window(dialog)
    key("Return")
    check(wait_said("Neue Partie. Du spielst Weiß.", n) is not None,
          "Enter starts the new match with the remembered choices")
    check(wait_for(lambda: any(t.startswith("Black 1:30:00") for t in clock_labels()), 5),
          f"the new match has the club clock again: {clock_labels()}")

    # The preferences: every setting a named row.
    focus_window(blind)
    key("ctrl+comma")
    prefs = wait_for(dialog_window, 5)
    check(prefs is not None, "Ctrl+, opens the preferences")
    names = set()
    walk(app_accessible(), lambda a, d: names.add(a.name))
    for field in ("Announcement language", "Verbosity", "Move style", "Self-voicing", "Voice",
                  "Speech rate (words per minute)", "Clock press",
                  "Time warnings, seconds left on your own clock"):
        check(field in names, f"the preferences have the row {field!r}")
    if prefs:
        screenshot(prefs, "preferences.png")
        focus_window(prefs)
        key("Escape")


def main():
    start(["xdotool", "sleep", "100000"])
    start_pulse("ab_e2e_sink")

    # 1. Clock press by key, club time control.
    write_settings(clock_press="'by-key'", time_control="'5400+10'")
    app = WINDOWS["app"] = start_app()
    check(wait_said("bereit", 0, 15) is not None, "Annabella is ready")
    said = wait_said("Die Uhr wartet", 0, 5)
    check(said is not None and "ersten Zug von Weiß oder mit Alt Eingabe" in said[2],
          f"the greeting says what starts the clock ({said and said[2]!r})")
    blind, mirror = place_windows()
    WINDOWS.update(blind=blind, mirror=mirror)
    if not check(blind is not None, "the windows are mapped"):
        return
    check(wait_for(lambda: any(t.startswith("White 1:30:00") for t in clock_labels()), 5),
          f"the player's window shows the clocks, White's whole: {clock_labels()}")
    check(wait_for(lambda: len(clock_labels("Annabella — Mirror")) == 2, 5),
          "the mirror shows both clocks")
    by_key_run(blind)
    screenshot(mirror, "mirror-clock.png")

    # SIGKILL, then the resume offer asks whether the downtime is charged.
    stop(app, signal.SIGKILL)
    time.sleep(1.0)
    n = len(utterances())
    app = WINDOWS["app"] = start_app()
    said = wait_said("Alt C setzt sie fort und zieht diese Zeit der Uhr ab, die lief.", n, 15)
    check(said is not None, "the resume offer asks whether the downtime is charged")
    check(wait_for(lambda: find_all(app_accessible(), lambda a: a.getRoleName() == "push button"
                                    and "charge" in a.name), 5),
          "the resume dialog has a button to charge the downtime")
    blind, mirror = place_windows()
    WINDOWS.update(blind=blind, mirror=mirror)
    dialog = dialog_window()
    if dialog:
        focus_window(dialog)
    key("Return")
    check(wait_said("Partie fortgesetzt nach 1 Halbzügen", n) is not None,
          "Enter resumes with the clocks as they were")
    check(wait_for(lambda: board_cells().get("d4") == "David vier, weißer Bauer", 5),
          "the corrected move survived the crash")
    resumed_run(blind)
    stop(app)

    # 2. A 12-second clock: the warning at 10 s, then the flag (6.9).
    shutil.rmtree(env["XDG_STATE_HOME"], ignore_errors=True)
    write_settings(time_control="'12'", time_warnings="[10]")
    n = len(utterances())
    app = WINDOWS["app"] = start_app()
    check(wait_said("bereit", n, 15) is not None, "Annabella is ready with a 12-second clock")
    blind, mirror = place_windows()
    if blind:
        focus_window(blind)
    time.sleep(3.0)
    check(wait_said("Deine Uhr", n, 0.1) is None,
          "no warning while the clock waits for the players")
    m = len(utterances())
    key("alt+Return")
    check(wait_said("Die Partie beginnt", m, 5) is not None, "Alt+Enter starts the clock")
    said = wait_said("Deine Uhr: 10 Sekunden.", n, 12)
    check(said is not None and said[1] == "important",
          f"the own time is warned at 10 s as important speech: {said}")
    said = wait_said("6.9", n, 20)
    check(said is not None and said[1] == "important",
          f"the flag fall is announced with its article (6.9): {said}")
    check(wait_said("Schwarz gewinnt.", n, 5) is not None, "and the result")
    check(wait_for(lambda: any("flag fallen" in t for t in clock_labels()), 5),
          f"the clock view shows the fallen flag: {clock_labels()}")
    check(wait_for(lambda: find_all(frame("Annabella — Mirror"),
                                    lambda a: a.name == "Black wins"), 5),
          "the mirror's banner shows the result of the flag fall")
    check(wait_for(lambda: find_all(frame("Annabella"),
                                    lambda a: a.name == "Schwarz gewinnt."), 5),
          "the player's window shows the result")
    blind, mirror = place_windows()
    if blind:
        screenshot(blind, "player-flag.png")
    dump_tree(os.path.join(OUT, "atspi-tree.txt"))
    stop(app)


try:
    main()
finally:
    cleanup()
finish()
