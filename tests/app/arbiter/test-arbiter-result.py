#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""End to end: a flag falls where the analysis cannot decide in its time whether the
opponent can still checkmate; Annabella leaves the result to the arbiter (6.9), and the
arbiter records it by keys. The real annabella under Xvfb, real key events, espeak-ng into
a PulseAudio null sink, the transcript and the AT-SPI tree.

    test-arbiter-result.py ANNABELLA

A journal holds a match from 8/8/8/3k4/2p5/1pP5/1P1B4/1K6 w, the blind player Black, five
minutes each; White played 1. Bc1 after 4:50, so White has ten seconds left. Annabella
resumes it. The preferences (Ctrl+,) are walked with Tab to the dead-position time, which
is set to 1 ms by typing; the change is stored and journaled. The blind player types
1... Kc5: Black's king walks into 8/8/8/2k5/2p5/1pP5/1P6/1KB5 w, where Black can mate (the
white king is driven into the corner behind its own pawns), but the analyser needs about
30 ms to find it (annabella-tool can-mate --budget 30 FEN black says yes, --budget 1
undecided). White's flag falls: Annabella says that the arbiter decides under 6.9 and
records no result; the journal, the player's window, the mirror's banner and the arbiter's
view say the same. SIGKILL, and the match is offered again and resumed with the result
still open. In the arbiter's view (Ctrl+Shift+D) Ctrl+R asks for the result; Escape
changes nothing; Tab to "Black Wins" and Return records 0-1, journaled, announced with the
article, shown in every view. SIGKILL again: the game is decided, so it is not offered
for resumption; its journal, kept aside as the new match begins, ends with the result.

Needs DISPLAY and a D-Bus session; a missing piece skips (77), or fails when
REQUIRE_ALL_TESTS=1. Artefacts are kept in $MESON_BUILD_ROOT/tests/app/arbiter-result-output.
"""
import configparser
import glob
import os
import shutil
import signal
import subprocess
import sys
import time

# apptest.py lives in tests/app, one folder up.
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import apptest  # noqa: E402
from apptest import *  # noqa: E402,F401,F403

ARBITER = "Arbiter: Two Boards Differ"
MIRROR = "Annabella — Mirror"
ROW = "Time to decide whether a side can still checkmate (milliseconds)"
START_FEN = "8/8/8/3k4/2p5/1pP5/1P1B4/1K6 w - - 0 1"
T0 = 1_000_000

APP_BIN, = app_args("ANNABELLA")

pyatspi = require_session(("xdotool", "pulseaudio", "pactl"))

OUT, WORK = make_dirs("arbiter-result-output", "ab-arbiter-result-")
TRANSCRIPT = os.path.join(OUT, "transcript.tsv")
STATE = os.path.join(WORK, "state", "annabella")
JOURNAL_PATH = os.path.join(STATE, "match.journal")
KEYFILE = os.path.join(WORK, "config", "glib-2.0", "settings", "keyfile")
env = app_env(WORK, TRANSCRIPT, pulse_sink="ab_result_sink", GSETTINGS_BACKEND="keyfile",
              LC_ALL="C.UTF-8")
apptest.use(env, OUT, WORK, TRANSCRIPT, app_bin=APP_BIN, key_pause=0.2)

# Said in German, the default announcement language; shown in English, the interface's.
UNDECIDED_SAID = "Das Ergebnis bestimmt der Schiedsrichter, nach Artikel 6.9."
UNDECIDED_SHOWN = ("White's flag fell; whether Black can checkmate by any series of legal "
                   "moves was not decided in the time allowed: the arbiter must decide the "
                   "result (art. 6.9)")
DECIDED_SAID = "Der Schiedsrichter erklärt die Partie als gewonnen für Schwarz (Art. 6.9)"
DECIDED_SHOWN = "The arbiter declares the game won by Black (art. 6.9)"


def write_journal():
    os.makedirs(STATE, exist_ok=True)
    at = T0 + 290 * 1_000_000
    with open(JOURNAL_PATH, "w") as f:
        f.write("annabella-journal\t1\n"
                f"start\t{T0}\tb\t{START_FEN}\n"
                f"setup\t{T0}\t2023\t300\n"
                f"move\t{at}\td2c1\npress\t{at}\tw\n")


def journal():
    with open(JOURNAL_PATH) as f:
        return f.read()


def stored_budget():
    cp = configparser.ConfigParser(interpolation=None)
    try:
        cp.read(KEYFILE)
        return cp.get("org/annabella/Annabella", "dead-position-budget", fallback=None)
    except configparser.Error:
        return None


def labels(title, pred):
    return [a.name for a in find_all(frame(title), lambda a: a.getRoleName() == "label"
                                     and pred(a.name or ""))]


def status_shows(text):
    """The player's window's status line, as a screen reader reads it."""
    return wait_for(lambda: labels("Annabella", lambda n: text in n), 5)


def new_windows(app, before):
    return wait_for(lambda: [w for w in window_ids(app.pid) if w not in before], 5)


def resume(app, n, plies):
    check(wait_said(f"nach {plies} Halbzügen", n, 20) is not None,
          f"the match of {plies} half-moves is offered for resumption")
    blind = wait_for(lambda: window_id("^Annabella$"), 10)
    dialog = new_windows(app, (blind, window_id("Mirror")))
    if dialog:
        focus_window(dialog[0])
    n = len(utterances())
    key("Return")
    said = wait_said(f"Partie fortgesetzt nach {plies} Halbzügen", n, 10)
    check(said is not None, "Return resumes the match")
    place_windows()
    return blind, said


def set_budget(blind):
    """Ctrl+, and Tab to the dead-position time; 1 typed over it, Tab commits it."""
    focus_window(blind)
    key("ctrl+comma")
    if not check(wait_for(lambda: frame("Preferences"), 10) is not None,
                 "Ctrl+, opens the preferences"):
        return
    # The row first, then its spin button, both named by the row's title.
    for _ in range(40):
        f = focused("Preferences")
        if f is not None and f.name == ROW and f.getRoleName() == "spin button":
            break
        key("Tab")
    f = focused("Preferences")
    if not check(f is not None and f.name == ROW and f.getRoleName() == "spin button",
                 f"Tab reaches the dead-position time, named by its row "
                 f"({f and f.name!r}, {f and f.getRoleName()!r})"):
        dump_tree(os.path.join(OUT, "prefs-tree.txt"))
        return
    check(f.queryValue().currentValue == 1000, "it shows the default, 1000 ms "
          f"({f.queryValue().currentValue})")
    key("ctrl+a")
    type_text("1")
    key("Tab")
    check(wait_for(lambda: stored_budget() == "uint32 1", 5) is not None,
          f"the time is stored in the settings ({stored_budget()!r})")
    check(wait_for(lambda: "\tw\tdeadpos-budget\t1\n" in journal(), 5),
          "the match journals the new time before it counts")
    key("Escape")
    wait_for(lambda: frame("Preferences") is None, 5)


def flag_falls(blind):
    focus_window(blind)
    key("ctrl+l")
    n = len(utterances())
    type_text("Kc5")
    key("Return")
    check(wait_said("König Cesar fünf", n) is not None, "1... Kc5 is played and announced")
    # White has ten seconds left.
    said = wait_said(UNDECIDED_SAID, n, 25)
    check(said is not None, f"the flag falls and the arbiter's decision is said ({said})")
    ruling = wait_said("Weiß", n, 1)
    check(any("6.9" in s and "Schiedsrichter" in s for _, s in utterances()[n:]),
          "the ruling names the arbiter and article 6.9")
    log(f"ruling: {ruling}")


def result_open(what):
    """No result anywhere: the journal, the player's window, the mirror, the arbiter."""
    text = journal()
    check("\tflags\t" in text and "arbiter-decides" not in text,
          f"{what}: the journal has the flag fall and no result")
    check(status_shows(UNDECIDED_SAID),
          f"{what}: the player's window says the arbiter decides")
    check(wait_for(lambda: labels(MIRROR, lambda n: n == UNDECIDED_SHOWN), 5),
          f"{what}: the mirror's banner says the arbiter must decide (6.9)")


def open_arbiter(blind, n):
    focus_window(blind)
    key("ctrl+shift+d")
    wid = wait_for(lambda: window_id("^Arbiter: "), 10)
    if wid:
        xdo("windowmove", wid, "0", "0")
        xdo("windowsize", wid, "1000", "900")
        focus_window(wid)
    return wid


def arbiter_view_open(blind):
    n = len(utterances())
    wid = open_arbiter(blind, n)
    said = wait_said("Steuerung R", n, 10)
    check(said is not None and "Schiedsrichter" in said[2] and "6.9" in said[2],
          f"the arbiter's view says that the result awaits him and Ctrl+R ({said})")
    check(wait_for(lambda: labels(ARBITER, lambda n: n.startswith(UNDECIDED_SHOWN)
                                  and "Ctrl+R" in n), 5),
          "the arbiter's view shows the undecided result and the key")
    check(wait_for(lambda: find_all(frame(ARBITER), lambda a: a.getRoleName() == "push button"
                                    and a.name == "Record the Result…"), 5),
          "a button records the result")
    n = len(utterances())
    key("alt+h")
    check(wait_said("Steuerung R", n, 5) is not None, "Alt+H names Ctrl+R")
    return wid


def decide(app, wid):
    before = set(window_ids(app.pid))
    n = len(utterances())
    key("ctrl+r")
    said = wait_said("Artikel 6.9", n, 5)
    check(said is not None and "Schwarz" in said[2],
          f"Ctrl+R asks for the result under 6.9, Black the one who may win ({said})")
    dialog = new_windows(app, before)
    if not check(bool(dialog), "the question is a dialog"):
        return
    focus_window(dialog[0])
    n = len(utterances())
    key("Escape")
    check(wait_said("Nicht angewandt, nichts geändert.", n, 5) is not None
          and "arbiter-decides" not in journal(), "Escape records nothing, and says so")
    wait_for(lambda: set(window_ids(app.pid)) == before, 5)
    focus_window(wid)

    key("ctrl+r")
    dialog = new_windows(app, before)
    if not dialog:
        return
    focus_window(dialog[0])
    names = []
    for _ in range(6):
        f = focused(None)
        name = (f.name or "").replace("_", "") if f is not None else None
        names.append(name)
        if name == "Black Wins":
            break
        key("Tab")
    if not check(names[-1] == "Black Wins",
                 f"Tab reaches Black Wins, Cancel first ({names})"):
        dump_tree(os.path.join(OUT, "dialog-tree.txt"))
        return
    check(names[0] == "Cancel", f"the dialog's focus starts on Cancel ({names[0]!r})")
    n = len(utterances())
    key("Return")
    said = wait_said(DECIDED_SAID, n, 10)
    check(said is not None and said[1] == "important",
          f"the result is announced with its article, as important ({said})")
    check(wait_said("Schwarz gewinnt.", n, 5) is not None, "and the game's end: Black wins")
    check("\tw\tarbiter-decides\t0-1\n" in journal(),
          "the journal has the result, against White whose flag fell")


def decided_everywhere():
    check(wait_for(lambda: labels(ARBITER, lambda n: n.startswith(DECIDED_SHOWN)), 5),
          "the arbiter's view shows the result")
    check(status_shows("Schwarz gewinnt."), "the player's window says Black wins")
    check(wait_for(lambda: labels(MIRROR, lambda n: n == "Black wins"), 5),
          "the mirror's banner says Black wins")


def main():
    # An X server resets when its last client leaves: keep one client connected.
    start(["xdotool", "sleep", "100000"])
    start_pulse("ab_result_sink", record=False)
    write_journal()
    app_log = open(os.path.join(OUT, "app.log"), "w")
    app = start([APP_BIN], stdout=app_log, stderr=subprocess.STDOUT)
    blind, _ = resume(app, 0, 1)
    set_budget(blind)
    flag_falls(blind)
    result_open("after the flag fall")
    wid = arbiter_view_open(blind)
    if wid:
        screenshot(wid, "arbiter-undecided.png")
        key("ctrl+w")
    shutil.copy(JOURNAL_PATH, os.path.join(OUT, "match-undecided.journal"))

    # A crash with the result open: the game is offered again, its result still open.
    app.send_signal(signal.SIGKILL)
    app.wait()
    n = len(utterances())
    app = start([APP_BIN], stdout=app_log, stderr=subprocess.STDOUT)
    blind, said = resume(app, n, 2)
    check(said is not None and UNDECIDED_SAID in said[2],
          f"the resumption says the result waits for the arbiter ({said and said[2]!r})")
    check(journal().count("deadpos-budget") == 1,
          "the stored time is the journal's: nothing more is journaled")
    result_open("resumed")

    wid = arbiter_view_open(blind)
    if not wid:
        return app
    decide(app, wid)
    decided_everywhere()
    screenshot(wid, "arbiter-decided.png")
    shutil.copy(JOURNAL_PATH, os.path.join(OUT, "match-decided.journal"))
    decided = journal()

    # A crash after the result: the game replays to it, so it is not offered again; its
    # journal is kept beside the new match's, the result in it.
    app.send_signal(signal.SIGKILL)
    app.wait()
    n = len(utterances())
    app = start([APP_BIN], stdout=app_log, stderr=subprocess.STDOUT)
    check(wait_said("Neue Partie", n, 20) is not None, "a new match begins")
    check(not any("unterbrochen" in s for _, s in utterances()[n:]),
          "the decided game is not offered for resumption")
    kept = glob.glob(os.path.join(STATE, "match-*.journal"))
    check(len(kept) == 1 and open(kept[0]).read() == decided,
          f"the decided game's journal is kept whole ({kept})")
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
