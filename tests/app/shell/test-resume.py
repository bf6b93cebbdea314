#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""End to end: the clocks after a real crash, and the resume offer a blind player can use.

    test-resume.py ANNABELLA ANNABELLA-TOOL

The real annabella under Xvfb with AT-SPI, real key events (xdotool) and a PulseAudio
null sink; a 90-minute clock. Each crash is a real SIGKILL while a clock runs:
1. plain Resume (Alt R): the downtime said is the real one (from the journal's last
   heartbeat to the restart) within a second; Tab in the offer says the choice and its
   key; the outcome says "Nichts abgezogen" and both clocks as annabella-tool computes
   them from the journal's last line; with the opponent to move it says only that, not
   how to type a move; the next event's game time shows the downtime was not counted;
2. "Resume and charge" (Alt C): exactly the downtime said is taken from the clock that
   ran, as the outcome says and the next event's game time shows;
3. Escape asks before the match is set aside, Escape there goes back to the offer; once
   confirmed, the kept file's name is said and the file is there; Ctrl+Shift+K opens it
   again through the file chooser, with its moves;
4. `annabella --open FILE.journal` opens a kept match at start.

Artefacts: $MESON_BUILD_ROOT/tests/app/resume-output. Skips (77) without the tools.
"""
import glob
import os
import re
import signal
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import apptest  # noqa: E402
from apptest import *  # noqa: E402,F401,F403

APP_BIN, TOOL_BIN = app_args("ANNABELLA", "ANNABELLA-TOOL")
pyatspi = require_session(("xdotool", "pulseaudio", "pactl", "parec"))
OUT, WORK = make_dirs("resume-output", "ab-resume-")
TRANSCRIPT = os.path.join(OUT, "transcript.tsv")
env = app_env(WORK, TRANSCRIPT, pulse_sink="ab_resume_sink", GSETTINGS_BACKEND="keyfile")
apptest.use(env, OUT, WORK, TRANSCRIPT, app_bin=APP_BIN, tool_bin=TOOL_BIN)
STATE = os.path.join(WORK, "state", "annabella")
JOURNAL = os.path.join(STATE, "match.journal")
CONTROL = "5400"
WINDOWS = {}


# ------------------------------------------------------------------ the journal
def journal_lines(path=JOURNAL):
    with open(path) as f:
        return [ln.split("\t") for ln in f.read().splitlines()[1:]]


def last_line():
    """(game µs, wall µs or None) of the journal's last line."""
    fields = journal_lines()[-1]
    if fields[0] == "beat":
        return int(fields[1]), int(fields[2])
    return int(fields[1]), None


def expected_clocks(end_usec):
    """White's and Black's clock in seconds at the game time end_usec, computed by
    annabella-tool's clock from the journal's start of the clock (the setup, or its
    "start-clock" when it waited for the players) and presses, and whose clock runs
    (0 White, 1 Black)."""
    events = []
    runs = 0
    lines = journal_lines()
    # A new match's clock waits for the players: it starts at "start-clock", not the setup.
    waits = any(f[0] == "action" and f[3:4] == ["clock-waits"] for f in lines)
    for fields in lines:
        if fields[0] == "setup" and not waits:
            events.append(f"{fields[1]} start")
        elif fields[0] == "action" and fields[3:4] == ["start-clock"]:
            events.append(f"{fields[1]} start")
        elif fields[0] == "press":
            events.append(f"{fields[1]} press {'white' if fields[2] == 'w' else 'black'}")
            runs = 1 if fields[2] == "w" else 0
    events.append(f"{end_usec} show")
    path = os.path.join(OUT, "clock.events")
    with open(path, "w") as f:
        f.write("\n".join(events) + "\n")
    out = tool("clock", CONTROL, path)
    m = re.search(r"white (\d+):(\d\d):(\d\d\.\d+) black (\d+):(\d\d):(\d\d\.\d+)",
                  (out or "").splitlines()[-1] if out else "")
    if not m:
        check(False, f"annabella-tool computes the clock ({out!r})")
        return None
    g = [float(x) for x in m.groups()]
    return [g[0] * 3600 + g[1] * 60 + g[2], g[3] * 3600 + g[4] * 60 + g[5]], runs


def next_event_usec(after_lines):
    """The game time of the first event written after the journal had after_lines lines."""
    for fields in journal_lines()[after_lines:]:
        if fields[0] != "beat":
            return int(fields[1])
    return None


# ------------------------------------------------------------------ speech
def said_usec(index):
    """The monotonic time (µs) the index-th utterance was handed to the voice."""
    with open(TRANSCRIPT, encoding="utf-8") as f:
        lines = [ln for ln in f.read().splitlines()
                 if len(ln.split("\t", 2)) == 3 and not ln.split("\t", 2)[2].startswith("earcon:")]
    return int(lines[index].split("\t")[0])


def seconds_in(text):
    """A German spoken duration ("eine Stunde 29 Minuten 57 Sekunden") in seconds."""
    total = 0
    for amount, unit in re.findall(r"(eine|\d+) (Stunde|Minute|Sekunde)", text):
        n = 1 if amount == "eine" else int(amount)
        total += n * {"Stunde": 3600, "Minute": 60, "Sekunde": 1}[unit]
    return total


DURATION = r"((?:(?:eine|\d+) (?:Stunden?|Minuten?|Sekunden?) ?)+)"


def clocks_said(text):
    m = re.search(r"\bWeiß " + DURATION + ", Schwarz " + DURATION + r"\.", text)
    return (seconds_in(m.group(1)), seconds_in(m.group(2))) if m else None


# ------------------------------------------------------------------ windows
def dialog_window():
    ids = xdo("search", "--onlyvisible", "--pid", str(WINDOWS["app"].pid)).split()
    for wid in ids:
        if wid not in (WINDOWS.get("blind"), WINDOWS.get("mirror")):
            return wid
    return None


def in_dialog(*keys):
    """Keys to the app's dialog (no window manager gives it the focus by itself)."""
    dialog = wait_for(dialog_window, 5)
    check(dialog is not None, "a dialog the keyboard can answer is open")
    if dialog:
        focus_window(dialog)
    key(*keys)


def restart(extra=()):
    """annabella started again; the offer's words (or None) and when it was started."""
    n = len(utterances())
    t0 = time.monotonic()
    app_log = open(os.path.join(OUT, "app.log"), "a")
    app = start([APP_BIN, *extra], stdout=app_log, stderr=subprocess.STDOUT)
    WINDOWS["app"] = app
    wait_for(app_accessible, 15)
    blind, mirror = place_windows()
    WINDOWS.update(blind=blind, mirror=mirror)
    return n, t0


def crash(wait_s):
    """SIGKILL while a clock runs, after its heartbeat had time to be written; then the
    program stays down wait_s seconds."""
    time.sleep(2.5)
    stop(WINDOWS["app"], signal.SIGKILL)
    killed = time.time()
    end, wall = last_line()
    check(wall is not None and abs(wall / 1e6 - killed) < 1.2,
          f"the journal ends with a heartbeat at most a second old "
          f"({wall and killed - wall / 1e6})")
    time.sleep(wait_s)
    return end, wall


# The wall clock (the journal's heartbeats) less the monotonic one (the transcript's).
WALL_MINUS_MONO = time.time() - time.monotonic()


def offer_downtime(n, wall):
    """The offer after a restart: (the downtime it says, the real one when it was made)."""
    said = wait_said("kann fortgesetzt werden", n, 20)
    if not check(said is not None, "the interrupted match is offered"):
        return None, None
    m = re.search(r"Das Programm war (.*?) aus\.", said[2])
    down = seconds_in(m.group(1)) if m else -1
    real = said_usec(said[0]) / 1e6 + WALL_MINUS_MONO - wall / 1e6
    # Said in whole seconds.
    check(m is not None and real - 1.1 <= down <= real + 0.1,
          f"the downtime said ({down} s) is the real one ({real:.2f} s) within a second")
    check("Alt C" in said[2] and "Alt N oder Escape" in said[2] and "Eingabe" in said[2]
          and "Tab" in said[2], f"every choice is said with its key: {said[2]!r}")
    return down, real


def check_outcome(n, end, charged, what):
    """The outcome said after a resumption: what was charged (charged: the downtime said,
    the real one when it was measured) and the clocks, which agree with the journal's
    last line less the real downtime."""
    said = wait_said("Partie fortgesetzt", n, 10)
    if not check(said is not None, f"{what}: the resumption is said"):
        return None
    expected, runs = expected_clocks(end) or (None, 0)
    clocks = clocks_said(said[2])
    log(f"said: {said[2]!r}; from the journal: {expected}")
    if charged:
        check(f"Von der Uhr von {'Schwarz' if runs else 'Weiß'} abgezogen: "
              f"{charged[0]} Sekunden." in said[2],
              f"{what}: the time taken is said, from the clock that ran ({said[2]!r})")
    else:
        check("Nichts abgezogen." in said[2], f"{what}: nothing charged is said")
    if check(expected is not None and clocks is not None, f"{what}: both clocks are said"):
        expected[runs] -= charged[1] if charged else 0
        # Said in whole seconds, counting down from the exact time.
        ok = all(int(e) - 1 <= c <= int(e) for c, e in zip(clocks, expected))
        check(ok, f"{what}: the clocks said {clocks} are the journal's {expected} (less the "
                  f"real downtime)")
    return said


def resumed_at(said):
    return said_usec(said[0]) / 1e6


def main():
    start(["xdotool", "sleep", "100000"])
    start_pulse("ab_resume_sink")
    write_settings(time_control=f"'{CONTROL}'")
    n, _ = restart()
    check(wait_said("bereit", 0, 15) is not None, "Annabella is ready")
    if not check(WINDOWS.get("blind") is not None, "the windows are mapped"):
        return

    # 1. e4 by the blind player; Black's clock runs when the program is killed.
    focus_window(WINDOWS["blind"])
    n = len(utterances())
    type_text("e4")
    key("Return")
    check(wait_said("Eva vier", n) is not None, "1. e4 is announced")
    end, wall = crash(3)
    n, t0 = restart()
    offer_downtime(n, wall)
    m = len(utterances())
    in_dialog("Tab")
    said = wait_said("Alt", m, 5)
    check(said is not None and said[1] == "interrupt"
          and re.search(r"(Fortsetzen|Neue Partie).*: Eingabe, oder Alt [A-Z]\.", said[2]),
          f"Tab in the offer says the choice and its key ({said and said[2]!r})")
    lines_before = len(journal_lines())
    in_dialog("alt+r")
    said = check_outcome(n, end, None, "plain Resume")
    if said:
        check("Der Gegner ist am Zug." in said[2] and "Gib deinen Zug" not in said[2],
              f"with the opponent to move only that is said ({said[2]!r})")
        check(wait_for(lambda: any(t.startswith("Black 1:29:") or t.startswith("Black 1:30:")
                                   for t in clock_labels()), 5),
              f"the clock view shows Black's clock as it was: {clock_labels()}")
    # The opponent answers on the mirror: the game time went on from the last heartbeat.
    focus_window(WINDOWS["mirror"])
    key("alt+m")
    type_text("e5")
    key("Return")
    t_key = time.monotonic()
    wait_for(lambda: next_event_usec(lines_before) is not None, 5)
    after = next_event_usec(lines_before)
    if check(after is not None and said is not None, "1... e5 is journaled"):
        game = (after - end) / 1e6
        since = t_key - resumed_at(said)
        # The key is sent a moment before `since` is measured; a loaded machine may take
        # a while to play it. The downtime (3 s) would be far outside.
        check(-0.4 < game - since < 1.0,
              f"no downtime counted: {game:.2f} s of game time from the heartbeat to 1... e5, "
              f"made {since:.2f} s after the resumption")

    # 2. White's clock runs; "Resume and charge" takes exactly the downtime said.
    end, wall = crash(4)
    n, t0 = restart()
    down, real = offer_downtime(n, wall)
    lines_before = len(journal_lines())
    in_dialog("alt+c")
    said = check_outcome(n, end, (down, real) if real is not None else None,
                         "Resume and charge")
    if said:
        check("Du bist am Zug." in said[2] and "Gib deinen Zug ein" in said[2],
              "with the player to move, how to type a move is said")
    focus_window(WINDOWS["blind"])
    type_text("Nf3")
    key("Return")
    t_key = time.monotonic()
    wait_for(lambda: next_event_usec(lines_before) is not None, 5)
    after = next_event_usec(lines_before)
    if check(after is not None and said is not None and real is not None, "2. Nf3 is journaled"):
        game = (after - end) / 1e6
        since = t_key - resumed_at(said)
        check(-0.4 < game - since - real < 1.0,
              f"exactly the downtime is charged: {game:.2f} s of game time from the heartbeat "
              f"to 2. Nf3, {real:.2f} s down, the move {since:.2f} s after the resumption")

    # 3. Escape asks first; the kept file is named and opens again with Ctrl+Shift+K.
    time.sleep(0.5)
    stop(WINDOWS["app"], signal.SIGKILL)
    with open(JOURNAL) as f:
        old = f.read()
    n, t0 = restart()
    check(wait_said("kann fortgesetzt werden", n, 20) is not None, "offered again")
    m = len(utterances())
    in_dialog("Escape")
    check(wait_said("Eine neue Partie beginnen?", m, 5) is not None,
          "Escape asks before the match is set aside")
    m = len(utterances())
    in_dialog("Escape")
    check(wait_said("kann fortgesetzt werden", m, 5) is not None,
          "Escape there goes back to the offer")
    m = len(utterances())
    in_dialog("Escape")
    check(wait_said("Eine neue Partie beginnen?", m, 5) is not None, "asked again")
    in_dialog("Return")
    said = wait_said("Neue Partie.", m, 10)
    kept = sorted(glob.glob(os.path.join(STATE, "match-*.journal")))
    check(len(kept) == 1, f"the interrupted match is kept in a file ({kept})")
    if said and kept:
        name = os.path.basename(kept[0])
        check(f"als {name} aufbewahrt" in said[2] and "Steuerung Umschalt K" in said[2],
              f"the kept file is named, and how to open it ({said[2]!r})")
        with open(kept[0]) as f:
            check(f.read().startswith(old.rsplit("beat\t", 1)[0]),
                  "the kept file holds the interrupted match")
    focus_window(WINDOWS["blind"])
    m = len(utterances())
    key("ctrl+shift+k")
    # The chooser's title, as every file chooser's, in the interface language.
    check(wait_said("Open a Kept Match", m, 5) is not None, "Ctrl+Shift+K opens a chooser")
    chooser = wait_for(dialog_window, 5)
    if check(chooser is not None and kept, "the file chooser is open"):
        focus_window(chooser)
        type_text(kept[0])
        time.sleep(0.5)
        key("Return")
        said = wait_said("Aufbewahrte Partie", m + 1, 10)
        check(said is not None and "nach 3 Halbzügen geöffnet" in said[2]
              and "Weiß" in said[2],
              f"the kept match is open again, with its clocks ({said and said[2]!r})")
        check(wait_for(lambda: board_cells().get("f3") == "Felix drei, weißer Springer", 5),
              "its moves are on the board")

    # 4. annabella --open FILE.journal at start.
    stop(WINDOWS["app"])
    n, _ = restart(["--open", kept[0]] if kept else [])
    said = wait_said("Aufbewahrte Partie", n, 20)
    check(said is not None and "nach 3 Halbzügen geöffnet" in said[2],
          f"--open opens a kept match ({said and said[2]!r})")
    stop(WINDOWS["app"])


def clock_labels(title="Annabella"):
    win = frame(title)
    return [a.name for a in find_all(win, lambda a: a.getRoleName() == "label"
                                     and (a.name.startswith("White ")
                                          or a.name.startswith("Black ")))]


try:
    main()
finally:
    cleanup()
finish()
